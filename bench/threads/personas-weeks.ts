import type { ThreadPersona } from './personas'

/**
 * A few weeks of someone's life told to a friend or an AI assistant: moves, work changes, family by name,
 * pets, health, hobbies, dated plans (some of which change later). Written without knowing the service's rules.
 */
export const weekPersonas: ThreadPersona[] = [
  // --- AI assistant, non-native (Norwegian) ---
  {
    name: 'Ingrid',
    threads: [
      [
        {
          role: 'user',
          content:
            'Hello. I need a checklist for moving house with a child. We moved from Oslo to Bergen two weeks ago and everything is still in boxes.',
        },
        { role: 'assistant', content: 'Welcome to Bergen! How old is your child, so I can tailor the list?' },
        { role: 'user', content: 'Eirik is seven. He starts in the new school after Easter.' },
        {
          role: 'assistant',
          content:
            'Here is a checklist: school registration, GP transfer, unpacking his room first so he feels at home…',
        },
      ],
      [
        {
          role: 'user',
          content:
            'I quit my office job at the insurance company. From August I start an apprenticeship as carpenter. Is it crazy at 38?',
        },
        {
          role: 'assistant',
          content: 'Not crazy at all, many people change trades later in life. What made you decide?',
        },
        { role: 'user', content: 'I always build things at home. Lars says I am happier with wood than with Excel.' },
        { role: 'assistant', content: 'Is Lars your partner?' },
        { role: 'user', content: 'Yes, my husband. 12 years married in June.' },
      ],
      [
        {
          role: 'user',
          content:
            'What exercises are safe after torn ligament in the knee? The physio said no skiing this season, very sad for me.',
        },
        {
          role: 'assistant',
          content:
            'I am sorry. Gentle quad sets, straight leg raises and stationary cycling are usually fine — check with your physio.',
        },
      ],
      [
        { role: 'user', content: 'Our dog Bamse is scared of the rain here. It rains every day in Bergen!' },
        { role: 'assistant', content: 'Ha, Bergen is famous for that. What kind of dog is he?' },
        { role: 'user', content: 'Newfoundland. Big like a bear but afraid of water from the sky.' },
      ],
      [
        {
          role: 'user',
          content:
            'Change of plans: the cabin trip at Easter is cancelled because of my knee. We go to the cabin on 17th of May instead, for the national day.',
        },
        { role: 'assistant', content: 'That sounds like a lovely way to celebrate. Shall I help you plan it?' },
        { role: 'user', content: 'Later, thanks. Now I must knit a sweater for Eirik first.' },
      ],
    ],
    questions: [
      { question: 'Which city is the user based in now?', expect: ['bergen'] },
      { question: 'What trade is the user going to train in?', expect: ['carpent'] },
      { question: 'What is the name of the user’s spouse?', expect: ['lars'] },
      { question: 'What breed is the user’s pet?', expect: ['newfoundland'] },
      { question: 'What injury does the user have?', expect: ['ligament', 'knee', 'acl'] },
      {
        question: 'When is the family going to their cabin?',
        expect: ['17th of may', '17 may', 'may 17', '17th may', 'national day'],
      },
    ],
    unknown: ['Where does the user’s husband work?', 'Does the user play a musical instrument?'],
  },
  // --- friend, terse US phone typing ---
  {
    name: 'Marcus',
    threads: [
      [
        { role: 'assistant', content: 'yo how was the first week as boss man' },
        { role: 'user', content: 'lol not boss. shift supervisor. but ya 12 ppl under me now at the warehouse' },
        { role: 'assistant', content: 'still big. proud of u' },
      ],
      [
        { role: 'assistant', content: 'big news on my end, got the barista gig at that fancy place downtown' },
        { role: 'user', content: 'ayyy free coffee for me then' },
        { role: 'assistant', content: 'lmao no. also thinking of moving to austin next yr' },
        { role: 'user', content: 'nooo dont leave denver' },
      ],
      [
        { role: 'user', content: 'kayla finally moved in w me. her stuff is EVERYWHERE' },
        { role: 'assistant', content: 'haha how does spike feel about it' },
        { role: 'user', content: 'he hissed at her twice. beardie drama' },
      ],
      [
        { role: 'user', content: 'dentist tues at 3, then disc golf after if u wanna' },
        { role: 'assistant', content: 'down' },
        { role: 'user', content: 'wait they moved dentist to thurs. so disc golf sat instead?' },
        { role: 'assistant', content: 'sat works' },
      ],
      [
        { role: 'user', content: 'forgot my inhaler at work again smh, asthma been bad w the pollen' },
        { role: 'assistant', content: 'dude keep a spare in the car' },
      ],
      [
        { role: 'assistant', content: 'u going to tulsa for the wedding?' },
        { role: 'user', content: 'ya its my bro, june 8. im a groomsman lol' },
      ],
    ],
    questions: [
      { question: 'What is the user’s position at work?', expect: ['supervisor'] },
      { question: 'Who does the user share his home with?', expect: ['kayla'] },
      {
        question: 'What kind of animal does the user keep?',
        expect: ['bearded dragon', 'beardie', 'lizard', 'reptile'],
      },
      { question: 'What day is the user’s dental appointment?', expect: ['thursday', 'thurs'] },
      { question: 'What breathing condition does the user have?', expect: ['asthma'] },
      { question: 'Whose wedding is the user going to?', expect: ['brother', 'bro'] },
    ],
    unknown: ['Is the user planning to move to Austin?', 'What does the user’s girlfriend do for a living?'],
  },
  // --- AI assistant, formal older UK ---
  {
    name: 'Margaret',
    threads: [
      [
        {
          role: 'user',
          content:
            'Good morning. I should be grateful for some help with meal planning. I take warfarin for atrial fibrillation, so I understand I must be careful with leafy greens. My husband Geoffrey and I have just moved from York to a cottage in Whitby, and I am still finding my way around the shops.',
        },
        {
          role: 'assistant',
          content:
            'Good morning, Margaret. The key with warfarin is consistency of vitamin K rather than avoiding greens entirely. Here is a week of suggestions…',
        },
      ],
      [
        {
          role: 'user',
          content:
            'Having retired from teaching last summer, I have enrolled on an Open University module in art history. The first essay is on Turner. Could you suggest a structure?',
        },
        { role: 'assistant', content: 'Certainly. What is the word count and the essay question?' },
        { role: 'user', content: '2,000 words. "How did Turner depict the sea?"' },
      ],
      [
        {
          role: 'user',
          content:
            'My daughter Fiona rang from Calgary last night. She wants us to visit in the autumn so we can meet our grandson Oliver properly. What should I know about long-haul flights at my age?',
        },
        {
          role: 'assistant',
          content: 'Stay hydrated, walk the aisle regularly, and do ask your GP given the warfarin.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'My cataract operation has been fixed for the 14th of May at Scarborough Hospital. How long before I may drive again?',
        },
        {
          role: 'assistant',
          content:
            'Usually a few days to a couple of weeks, once your surgeon confirms your vision meets the standard.',
        },
        {
          role: 'user',
          content:
            'A letter arrived this morning: the operation has been postponed to the 21st of May owing to staff shortages. Rather a nuisance.',
        },
      ],
      [
        { role: 'user', content: 'Which birds might I expect on the cliffs here in spring?' },
        { role: 'assistant', content: 'Kittiwakes, fulmars and possibly puffins. Do you birdwatch often?' },
        { role: 'user', content: 'Every morning, with binoculars and a flask, while our cat Tibbles sulks indoors.' },
      ],
    ],
    questions: [
      { question: 'Which town does the user live in now?', expect: ['whitby'] },
      { question: 'What subject is the user studying?', expect: ['art history'] },
      { question: 'What blood-thinning medicine is the user on?', expect: ['warfarin'] },
      { question: 'In which country does the user’s daughter live?', expect: ['canada', 'calgary'] },
      { question: 'When is the user’s eye surgery?', expect: ['21st', '21 may', 'may 21'] },
      { question: 'What does the user do every morning?', expect: ['bird'] },
    ],
    unknown: ['What was the user’s husband’s profession?', 'What is the name of the user’s son-in-law?'],
  },
  // --- AI assistant, non-native (Japanese) ---
  {
    name: 'Kenji',
    threads: [
      [
        {
          role: 'user',
          content: 'Please give me tips for first meeting as new team leader. I was promoted last week.',
        },
        { role: 'assistant', content: 'Congratulations! What kind of team is it?' },
        { role: 'user', content: 'Software, eight engineers. Electronics company in Osaka.' },
        { role: 'assistant', content: 'Start with one-to-ones, listen more than you speak, and set clear priorities…' },
      ],
      [
        {
          role: 'user',
          content:
            'Doctor says I have gout. I must reduce beer and organ meat. Can you make me dinner ideas? My wife Yuki cooks but she is tired of my complaints haha.',
        },
        {
          role: 'assistant',
          content: 'Of course. Low-purine options include tofu dishes, eggs, most vegetables and low-fat dairy…',
        },
      ],
      [
        { role: 'assistant', content: 'Is there anyone else at home whose tastes I should consider for the menu?' },
        {
          role: 'user',
          content:
            'Hana, five years old, she eats only rice and corn. And Yuki’s mother lives with us since January. Also the hamster Kinako, but he has his own food.',
        },
      ],
      [
        {
          role: 'user',
          content: 'Summer plan: we book Okinawa for August, with beach. Can you suggest family hotel?',
        },
        { role: 'assistant', content: 'Sure, are you looking for the main island or smaller islands?' },
        {
          role: 'user',
          content:
            'Sorry, change. Okinawa is too hot for mother-in-law. We go to Hokkaido in August instead. Furano maybe.',
        },
      ],
      [
        { role: 'user', content: 'My bonsai juniper has brown tips. Too much water?' },
        {
          role: 'assistant',
          content: 'Possibly. Junipers dislike wet roots. Let the top of the soil dry slightly between waterings.',
        },
      ],
    ],
    questions: [
      { question: 'What role was the user recently given at work?', expect: ['team leader', 'team lead', 'leader'] },
      { question: 'What health condition limits the user’s diet?', expect: ['gout'] },
      { question: 'What is the name of the user’s daughter?', expect: ['hana'] },
      {
        question: 'Which relative of his wife lives with the user?',
        expect: ['mother-in-law', 'mother in law', 'mother'],
      },
      { question: 'Where is the user’s family travelling in August?', expect: ['hokkaido', 'furano'] },
      { question: 'What kind of plant does the user grow as a hobby?', expect: ['bonsai', 'juniper'] },
    ],
    unknown: ['What is the user’s wife’s job?', 'Where does the user’s brother live?'],
  },
  // --- friend, Nigerian in London, long messages ---
  {
    name: 'Aisha',
    threads: [
      [
        {
          role: 'user',
          content:
            "Babe so much news. Finally left Peckham, new flat in Croydon is tiny but it's MINE. And I handed in my notice at Boots, starting at Guy's hospital pharmacy on the 15th. Plus the MSc in public health starts in September, part-time at King's. I don't know how I'll sleep lol",
        },
        { role: 'assistant', content: 'GIRL. All of that in one week?? Proud of you.' },
      ],
      [
        { role: 'assistant', content: 'ok my turn… I’m pregnant!!! 12 weeks. Only told my mum so far' },
        { role: 'user', content: 'WHAT 😭😭 congratulations!!! auntie Aisha reporting for duty' },
        { role: 'assistant', content: 'lol and they made me senior nurse the same week, chaos' },
      ],
      [
        { role: 'assistant', content: 'how is Tunde? have you two set a date?' },
        {
          role: 'user',
          content:
            'Introduction is in December in Lagos, his family and mine. Wedding was meant to be August but my mum wants November now so everyone can fly in. So, 2nd November 🙄',
        },
      ],
      [
        {
          role: 'user',
          content:
            'Zainab is visiting from Abuja next month and she wants seafood everywhere. Which is a problem because me and shellfish do NOT mix, I broke out in hives last time',
        },
        { role: 'assistant', content: 'make her go to the prawn place alone lol' },
      ],
      [
        {
          role: 'user',
          content:
            'netball training tonight then feed Suya (the cat is judging me) then iron tablets and bed. the anaemia is kicking my butt',
        },
        { role: 'assistant', content: 'rest well love x' },
      ],
    ],
    questions: [
      { question: 'What is the user’s profession?', expect: ['pharmac'] },
      { question: 'Which area of London did the user move to?', expect: ['croydon'] },
      { question: 'Who is the user’s fiancé?', expect: ['tunde'] },
      { question: 'What food should the user avoid?', expect: ['shellfish', 'prawn', 'shrimp', 'seafood'] },
      { question: 'When is the user’s wedding now planned for?', expect: ['november'] },
      { question: 'Which team sport does the user play?', expect: ['netball'] },
    ],
    unknown: ['Is the user expecting a baby?', 'What does the user’s sister do for work?'],
  },
  // --- friend, Mexican student, Spanglish-ish terse ---
  {
    name: 'Diego',
    threads: [
      [
        { role: 'assistant', content: 'wey how is Monterrey treating u' },
        {
          role: 'user',
          content: 'hot as hell lol. living w my abuela Lupita now, she feeds me like 5 times a day',
        },
        { role: 'assistant', content: 'best deal ever' },
      ],
      [
        { role: 'assistant', content: 'and the internship?' },
        {
          role: 'user',
          content:
            'is good, brake parts factory, they let me do the CAD for real. still finishing mechanical engineering at the same time',
        },
      ],
      [
        { role: 'user', content: 'bro I broke my wrist 🤦 skate ramp at the park. cast until the 20th' },
        { role: 'assistant', content: 'nooo. left or right?' },
        { role: 'user', content: 'right. cant play guitar, cant write, nada' },
      ],
      [
        { role: 'assistant', content: 'I got into the masters in Madrid btw!! leaving in september' },
        { role: 'user', content: 'NO WAY felicidades!! we need a despedida' },
      ],
      [
        { role: 'user', content: 'thesis defense is june 3, pray for me' },
        { role: 'assistant', content: 'u got this' },
        { role: 'user', content: 'update: my advisor is travelling so they moved it to june 10. more time at least' },
      ],
      [
        { role: 'user', content: 'Pepe learned to say "Camila" and now he screams it all day, my sister loves it' },
        { role: 'assistant', content: 'your parrot is smarter than me' },
      ],
    ],
    questions: [
      { question: 'Who does the user live with?', expect: ['grandmother', 'grandma', 'abuela', 'lupita'] },
      { question: 'What field of engineering is the user studying?', expect: ['mechanical'] },
      {
        question: 'What kind of company is the user interning at?',
        expect: ['brake', 'car parts', 'auto parts', 'automotive'],
      },
      { question: 'Which body part did the user injure?', expect: ['wrist'] },
      {
        question: 'When is the user presenting his thesis?',
        expect: ['june 10', '10 june', '10th of june', 'june 10th', '10th june'],
      },
      { question: 'What kind of bird does the user have?', expect: ['parrot', 'pepe'] },
    ],
    unknown: ['Is the user going to study in Madrid?', 'How old is the user’s sister?'],
  },
  // --- friend, French in Lyon, slightly non-native ---
  {
    name: 'Sophie',
    threads: [
      [
        {
          role: 'user',
          content:
            'So I did it. I left the agency on Friday. From now I work freelance as architect, from the kitchen table 😅',
        },
        { role: 'assistant', content: 'Bravo!! What did Claire say?' },
        { role: 'user', content: 'My wife is more brave than me, she said finally.' },
      ],
      [
        { role: 'assistant', content: 'Update from Berlin: I adopted a dog!! A beagle called Otto' },
        { role: 'user', content: 'Pistache and Moka would hate him, they hate everything that moves 😂' },
        { role: 'assistant', content: 'your cats are divas' },
      ],
      [
        {
          role: 'user',
          content:
            "Migraine again yesterday, the neurologist gave me a new medicine, sumatriptan, we'll see. I could not even read Léo his story.",
        },
        { role: 'assistant', content: 'Oh no. How is the little one?' },
        { role: 'user', content: 'Three years and already negotiates like a lawyer. Crèche in September, thank god.' },
      ],
      [
        { role: 'user', content: 'For summer we take the ferry to Corsica, 2 weeks in July' },
        { role: 'assistant', content: 'jealous' },
        {
          role: 'user',
          content: 'Ah no, change — the Corsica ferry is full. We go to Sardinia now, same dates, flying from Lyon.',
        },
      ],
      [
        { role: 'user', content: 'Climbing gym tonight? The new bouldering wall is open' },
        { role: 'assistant', content: 'I am in Berlin silly' },
        { role: 'user', content: 'Oups. I forget you moved 🙈' },
      ],
    ],
    questions: [
      {
        question: 'Is the user employed by a company or self-employed?',
        expect: ['freelance', 'self-employed', 'self employed', 'independent'],
      },
      { question: 'Who is the user married to?', expect: ['claire'] },
      { question: 'What are the names of the user’s pets?', expect: ['pistache', 'moka'] },
      { question: 'What medication was the user prescribed?', expect: ['sumatriptan'] },
      { question: 'Where is the user going on holiday in July?', expect: ['sardinia', 'sardegna', 'sardaigne'] },
      { question: 'What sport does the user practise indoors?', expect: ['climbing', 'bouldering'] },
    ],
    unknown: ['Does the user own a dog?', 'Does the user live in Berlin?'],
  },
  // --- AI assistant, formal Indian English ---
  {
    name: 'Raj',
    threads: [
      [
        {
          role: 'user',
          content:
            'Kindly help me draft an acceptance letter. I have been promoted to regional manager at the bank and must relocate from Bangalore to Pune by July.',
        },
        {
          role: 'assistant',
          content: 'Congratulations. Here is a formal draft thanking the committee and confirming the July date…',
        },
      ],
      [
        {
          role: 'user',
          content:
            'My son Arjun is in class 12 and worried about changing school in the middle of the board year. How should we handle this?',
        },
        {
          role: 'assistant',
          content: 'One option is for him to finish the year in Bangalore with a relative. Do you have family there?',
        },
        { role: 'user', content: 'My father stays with us. He had a stroke last year, so he cannot stay alone.' },
      ],
      [
        {
          role: 'user',
          content:
            'Please suggest a weekly vegetarian menu low in saturated fat. Doctor has started me on atorvastatin for cholesterol.',
        },
        {
          role: 'assistant',
          content: 'Certainly. Think oats, dals, sprouts, grilled paneer in small portions, lots of vegetables…',
        },
      ],
      [
        {
          role: 'user',
          content: 'Our team offsite in Goa is on the 18th. Please prepare a packing list for three days.',
        },
        { role: 'assistant', content: 'Here is a list: light cotton clothes, sunscreen, formal set for the dinner…' },
        { role: 'user', content: 'Small correction, the offsite is now postponed to the 25th due to audit.' },
      ],
      [
        {
          role: 'assistant',
          content: 'Is there anything you would like to keep doing in Pune for your own wellbeing?',
        },
        {
          role: 'user',
          content:
            'Sunday cricket. I open the batting for our colony team. Also teaching Diya, my daughter, to ride a cycle. And our Labrador Bruno must come with us to Pune somehow.',
        },
      ],
    ],
    questions: [
      { question: 'Which city is the user moving to?', expect: ['pune'] },
      { question: 'What is the user’s new job title?', expect: ['regional manager', 'regional'] },
      { question: 'What is the name of the user’s son?', expect: ['arjun'] },
      { question: 'Which relative of the user suffered a stroke?', expect: ['father', 'dad'] },
      { question: 'What is the user taking for his cholesterol?', expect: ['atorvastatin', 'statin'] },
      { question: 'When is the team offsite now?', expect: ['25th', 'the 25'] },
    ],
    unknown: ['What does the user’s wife do for a living?', 'What school does the user’s daughter attend?'],
  },
  // --- friend, Australian uni student, typos ---
  {
    name: 'Hannah',
    threads: [
      [
        { role: 'user', content: 'officially swapped from law to nursing!!! best decision evr' },
        { role: 'assistant', content: 'omg finally, u hated law lol' },
        { role: 'user', content: 'mum cried, phil just said "good on ya"' },
      ],
      [
        { role: 'assistant', content: 'my mum got her teaching job back btw, shes stoked' },
        { role: 'user', content: 'yay tell her congrats from me' },
        { role: 'assistant', content: 'also booked bali for july!!' },
        { role: 'user', content: 'ugh jealous' },
      ],
      [
        { role: 'user', content: 'quit woolies, im a barista at the cafe on boundary st now. way better tips' },
        { role: 'assistant', content: 'do u get free gf stuff at least' },
        { role: 'user', content: 'haha they have like 1 gluten free muffin. coeliac life' },
      ],
      [
        { role: 'user', content: 'mia n i are 6 months today 🥹' },
        { role: 'assistant', content: 'cuties. doing anything?' },
        { role: 'user', content: 'surfing at noosa on the wknd then dinner' },
      ],
      [
        { role: 'user', content: 'derby bout on the 27th, u coming? im jamming for the first time' },
        { role: 'assistant', content: 'wouldnt miss it' },
        { role: 'user', content: 'nvm they pushed it to may 4, venue flooded lol' },
      ],
      [
        { role: 'user', content: 'rusty escaped again at mums place, dug under the fence' },
        { role: 'assistant', content: 'kelpies man. too smart' },
      ],
    ],
    questions: [
      { question: 'What degree is the user studying now?', expect: ['nursing'] },
      { question: 'Who is the user’s partner?', expect: ['mia'] },
      { question: 'What dietary restriction does the user have?', expect: ['gluten', 'coeliac', 'celiac', 'wheat'] },
      { question: 'Where does the user work now?', expect: ['barista', 'cafe', 'café', 'coffee'] },
      {
        question: 'When is the user’s roller derby match?',
        expect: ['may 4', '4 may', '4th of may', 'may 4th', '4th may'],
      },
      { question: 'What is the family dog called?', expect: ['rusty'] },
    ],
    unknown: ['What is the user’s mother’s job?', 'Is the user travelling to Bali?'],
  },
  // --- AI assistant, non-native (Romanian in Italy) ---
  {
    name: 'Elena',
    threads: [
      [
        {
          role: 'user',
          content:
            'Good day. I work like caregiver for old lady in Turin since 6 years. Now I start course for healthcare assistant (OSS) in evening. Can you explain me what is anatomy exam?',
        },
        { role: 'assistant', content: 'Of course. The anatomy exam usually covers the main body systems…' },
      ],
      [
        {
          role: 'user',
          content:
            'I have diabetes type 2 and take metformin. Give me please cheap recipes, Romanian style if possible.',
        },
        {
          role: 'assistant',
          content: 'Sure: ciorbă with lots of vegetables, grilled fish with mămăligă in small portion…',
        },
      ],
      [
        { role: 'assistant', content: 'Will you cook for the whole family or only for yourself?' },
        {
          role: 'user',
          content:
            'Only me and Mihai, my husband. He is truck driver so many days away. Our son Andrei studies medicine in Bucharest.',
        },
      ],
      [
        {
          role: 'user',
          content: 'Good news, Ioana my daughter in Milan is pregnant, baby comes in October. First grandchild!',
        },
        { role: 'assistant', content: 'Congratulations, bunică! That is wonderful news.' },
      ],
      [
        { role: 'user', content: 'For Orthodox Easter I go home to Romania with bus on 30 April.' },
        { role: 'assistant', content: 'That is a long ride. Would you like tips for the journey?' },
        {
          role: 'user',
          content:
            'No need, I changed. My back hurts too much for bus, the hernia of disc. I fly on 2 May now, to Iași.',
        },
      ],
      [
        { role: 'user', content: 'My canary stopped singing. Is he sick?' },
        {
          role: 'assistant',
          content: 'Canaries often stop singing while moulting. Check for feathers on the cage floor.',
        },
      ],
    ],
    questions: [
      { question: 'Which city does the user live in?', expect: ['turin', 'torino'] },
      {
        question: 'What qualification is the user training for?',
        expect: ['healthcare assistant', 'health care assistant', 'oss'],
      },
      { question: 'What does the user’s husband do for work?', expect: ['truck', 'lorry'] },
      { question: 'What medicine does the user take for her diabetes?', expect: ['metformin'] },
      { question: 'Who in the user’s family is expecting a baby?', expect: ['ioana', 'daughter'] },
      {
        question: 'On what date is the user travelling to Romania?',
        expect: ['2 may', 'may 2', '2nd of may', '2nd may', 'may 2nd'],
      },
    ],
    unknown: ['Where does the user’s daughter work?', 'Does the user have a dog?'],
  },
  // --- friend, Irish, long messages ---
  {
    name: 'Liam',
    threads: [
      [
        {
          role: 'user',
          content:
            "Right so big update. Handed in my notice at the school, no more teaching geography to fourteen-year-olds. Starting a 16-week software bootcamp in Dublin on Monday. Cian thinks I've lost the plot but he's being supportive, fair play to him.",
        },
        { role: 'assistant', content: 'Fair play to YOU. Are ye staying in Cork?' },
        {
          role: 'user',
          content: "Nah, moved up to Dublin last weekend, Cian's job is here anyway. Small flat in Phibsborough.",
        },
      ],
      [
        { role: 'assistant', content: 'meanwhile I got made senior engineer!! and they want me in Lisbon for a year' },
        { role: 'user', content: 'Lisbon!! class. Mind yourself with all that sun' },
      ],
      [
        {
          role: 'user',
          content: 'Sprained my ankle at hurling, on crutches for a week. Biscuit is raging, no long walks for him.',
        },
        { role: 'assistant', content: 'poor greyhound. poor you' },
      ],
      [
        {
          role: 'user',
          content:
            "Bernadette's 70th is Saturday the 13th, the whole clan, dinner in Kinsale. Cian's mam would not hear of us missing it",
        },
        { role: 'assistant', content: 'your mother-in-law is a force' },
        {
          role: 'user',
          content: "Update: restaurant messed up the booking, it's Sunday the 14th now. Lunch not dinner.",
        },
      ],
      [
        { role: 'user', content: "Aoife's due any day now, I'll be an uncle by Easter please god" },
        { role: 'assistant', content: 'your sister is going to be a great mam' },
      ],
    ],
    questions: [
      {
        question: 'What is the user doing now instead of his previous job?',
        expect: ['bootcamp', 'coding', 'software', 'programming'],
      },
      { question: 'What is the name of the user’s husband?', expect: ['cian'] },
      { question: 'Which city is the user based in now?', expect: ['dublin'] },
      { question: 'What kind of dog does the user have?', expect: ['greyhound'] },
      { question: 'What injury does the user have?', expect: ['ankle'] },
      { question: 'When is the mother-in-law’s birthday celebration now?', expect: ['sunday', '14th'] },
    ],
    unknown: ['Has the user been promoted?', 'What does the user’s sister do for a living?'],
  },
  // --- AI assistant, long mixed messages (Chinese-Canadian mother) ---
  {
    name: 'Wen',
    threads: [
      [
        {
          role: 'user',
          content:
            "Hi! I need a sleep schedule for a 10-week-old. Context: we just relocated from Toronto to Vancouver for my husband David's new role, I'm on maternity leave from my HR manager job until June, and my older one Emma (6) is still adjusting to her new school. Baby Lily wakes every two hours.",
        },
        { role: 'assistant', content: 'That is a lot at once! Here is a gentle schedule for a 10-week-old…' },
      ],
      [
        {
          role: 'user',
          content:
            'The pediatrician thinks Lily reacts to cow’s milk protein, so I have to cut dairy completely while breastfeeding. Can you suggest dairy-free breakfasts with enough calcium?',
        },
        {
          role: 'assistant',
          content: 'Sure: fortified soy milk with oats, tofu scramble, chia pudding made with almond milk…',
        },
      ],
      [
        {
          role: 'user',
          content: 'Lily’s checkup is on the 9th at 10am, can you remind me what vaccines are due at that age?',
        },
        {
          role: 'assistant',
          content: 'At two months, the usual schedule includes DTaP-IPV-Hib, pneumococcal and rotavirus…',
        },
        { role: 'user', content: 'Clinic just called, they moved her checkup to the 11th, same time.' },
      ],
      [
        { role: 'assistant', content: 'Is anyone able to help you with the kids during the day?' },
        { role: 'user', content: 'My parents are flying in from Shanghai for three months, they land the 20th.' },
      ],
      [
        {
          role: 'user',
          content: 'Is it safe for a rabbit to be around a newborn? Mochi is very curious about the bassinet.',
        },
        {
          role: 'assistant',
          content: 'Generally yes with supervision and good hygiene; keep the rabbit off the baby’s sleep area.',
        },
      ],
      [
        { role: 'user', content: 'I haven’t touched the piano in months. Any 10-minute practice routines?' },
        { role: 'assistant', content: 'Try 3 minutes of scales, 5 on one piece, and 2 of sight-reading.' },
      ],
    ],
    questions: [
      { question: 'Which city did the user move away from?', expect: ['toronto'] },
      { question: 'When does the user go back to work?', expect: ['june'] },
      { question: 'What are the names of the user’s children?', expect: ['lily', 'emma'] },
      { question: 'What is the user cutting out of her diet?', expect: ['dairy', 'milk'] },
      { question: 'When is the baby’s medical appointment?', expect: ['11th', 'the 11'] },
      { question: 'Where are the user’s parents coming from?', expect: ['shanghai'] },
    ],
    unknown: ['What does the user’s husband do for work?', 'Which instrument does the user’s older daughter play?'],
  },
]
