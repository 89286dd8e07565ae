import type { ThreadPersona } from './personas'

/**
 * Set 28, written by a helper that had not read the service's rules and measured once before any change made for it
 * (46/96, never said 12/24): twelve people (17–80; the UK, Australia, Germany, Ghana, Mexico, India, the US, Sweden,
 * Canada, New Zealand, Ireland, Japan) — students, shift workers, retirees, small-business owners, parents — in
 * everyday chat where the other side asks a follow-up question and the user answers in fragments ("Nursing. Second
 * year.", "nah, sold it"), with texting shorthand, typos, names and places typed in lower case, and facts restated
 * later in other words. Half talk to an AI assistant, half to a friend (the `assistant` role) who also tells of their
 * own life. Seven change something over the months (two pets die, a diagnosis, a shop moves, a planned degree
 * changes, a date moves, a break-up then a new home and job, a move into a seniors' flat, nights to a day job); three
 * correct themselves. Questions ask about the current state, in other words.
 */
export const fragmentsPersonas: ThreadPersona[] = [
  // --- AI assistant, UK student, lower-case texting ---
  {
    name: 'Priya',
    threads: [
      [
        {
          role: 'user',
          content:
            'can u help me make a revision timetable, pharmacology exam in like 3 weeks and ive done nothing lol',
        },
        {
          role: 'assistant',
          content: 'Definitely. What are you studying, and roughly how many hours a day can you realistically give it?',
        },
        { role: 'user', content: 'nursing. second year. maybe 2 hrs on weekdays, more on sundays' },
        {
          role: 'assistant',
          content:
            "That's workable. Here's a plan that splits the drug classes across weekdays, with a longer recap block and a practice paper every Sunday.",
        },
        { role: 'user', content: 'ok thats actually decent ty' },
      ],
      [
        {
          role: 'user',
          content:
            'whats a cheap dinner with chickpeas, spinach and rice. no cheese or cream pls, dairy absolutely wrecks my stomach',
        },
        {
          role: 'assistant',
          content: 'Got it, dairy-free. A chickpea and spinach curry over rice would work. Which spices do you have?',
        },
        { role: 'user', content: 'cumin, turmeric, chilli flakes. and the garam masala mum made me take' },
        {
          role: 'assistant',
          content:
            'Plenty. Soften an onion, add the spices, then chickpeas and a tin of tomatoes, a splash of coconut milk, and wilt the spinach in at the end.',
        },
      ],
      [
        { role: 'user', content: 'the halls at dmu are so loud. someone set off the fire alarm at 3am AGAIN' },
        { role: 'assistant', content: "That's rough, especially before an exam. Are you stuck there all year?" },
        { role: 'user', content: 'til june. me and 2 girls off my course are looking at houses for next yr tho' },
        {
          role: 'assistant',
          content: 'Nice. When you view places, check the deposit is protected and ask who pays which bills.',
        },
      ],
      [
        { role: 'user', content: 'any tips for calf cramp? keeps happening in matches' },
        { role: 'assistant', content: 'Stretching and fluids help a lot. Which sport, and how often do you play?' },
        { role: 'user', content: 'netball. GD. wednesdays for the uni team + a friday night league' },
        {
          role: 'assistant',
          content: "That's a lot of sprinting and jumping. Try calf raises and a proper cool-down after each game.",
        },
      ],
      [
        {
          role: 'user',
          content: 'what do i get my little brother for xmas, hes 15 and only cares about football + fifa',
        },
        {
          role: 'assistant',
          content: 'A few ideas: a new controller, match tickets, a shirt. Does he support a team?',
        },
        {
          role: 'user',
          content:
            'wolves obvs. arjun would disown me if i got him anything villa. hes still at home w mum and dad in wolverhampton',
        },
        { role: 'assistant', content: 'Then a Wolves retro shirt or a stadium tour voucher would go down well.' },
      ],
      [
        { role: 'user', content: 'pizza night for 6 in the kitchen tmrw, what can we make thats not dominos lol' },
        { role: 'assistant', content: 'Homemade flatbread pizzas are cheap and fun. Anyone with dietary needs?' },
        { role: 'user', content: 'just me, no mozzarella on mine. ill do peppers + chilli oil' },
        { role: 'assistant', content: 'Easy. Make one big dough, split it into six, and let everyone top their own.' },
      ],
      [
        {
          role: 'user',
          content: 'placement starts 10th feb, childrens ward at leicester royal. what do i pack for 12 hr shifts',
        },
        {
          role: 'assistant',
          content:
            'Snacks you can eat in two minutes, a big water bottle, comfy shoes, a pen torch. Is this your first ward placement?',
        },
        { role: 'user', content: '2nd. first one was a care home' },
      ],
      [
        { role: 'user', content: 'is it normal to cry in the car after a shift' },
        {
          role: 'assistant',
          content: "Very normal, especially on a children's ward. Do you want to talk about what happened?",
        },
        {
          role: 'user',
          content:
            'lil boy with a broken femur kept asking for his nan all day. im fine, just a tired student nurse lol',
        },
        {
          role: 'assistant',
          content:
            'That would get to anyone. Eat something, sleep, and mention it to your practice supervisor if it stays with you.',
        },
      ],
    ],
    questions: [
      { question: 'What is the user training to become?', expect: ['nurse', 'nursing'] },
      { question: 'How far along is the user in their degree?', expect: ['second', '2nd', 'year 2', 'year two'] },
      { question: 'Which university does the user attend?', expect: ['DMU', 'De Montfort', 'Leicester'] },
      { question: 'What is the name of the user’s sibling?', expect: ['Arjun'] },
      { question: 'Which food does the user have to avoid?', expect: ['dairy', 'lactose', 'milk'] },
      { question: 'Which team sport does the user play?', expect: ['netball'] },
      { question: 'When does the user’s hospital placement begin?', expect: ['10th', '10 feb', 'february 10'] },
      { question: 'Which town are the user’s parents in?', expect: ['Wolverhampton'] },
    ],
    unknown: ['Does the user own a car?', 'What is the user’s blood type?'],
  },
  // --- friend, Australian truck driver; dog dies, sleep diagnosis ---
  {
    name: 'Dale',
    threads: [
      [
        {
          role: 'user',
          content: "mate just pulled the truck into the servo at goondiwindi. 4am and the pie warmer's empty. criminal",
        },
        {
          role: 'assistant',
          content: 'haha the true hardship of the open road. still doing the brissie to sydney run?',
        },
        { role: 'user', content: 'yep. 3 nights on, home to toowoomba thurs' },
        {
          role: 'assistant',
          content: "rather you than me. I'm wiring a new build in joondalup all week, 40 degrees in the roof cavity",
        },
      ],
      [
        { role: 'assistant', content: "how's the ute coming along" },
        { role: 'user', content: "got the diff in. still no rego. tracey reckons it'll be done when im 80" },
        { role: 'assistant', content: "she's not wrong lol" },
        { role: 'user', content: 'its a 71 HQ, not a race. these things take time' },
      ],
      [
        { role: 'user', content: "rusty's been off his tucker all week. took him to the vet in town" },
        { role: 'assistant', content: "ah no, what'd they say? he's gotta be getting on now" },
        { role: 'user', content: '13. kidneys. tablets for now, see how we go' },
        { role: 'assistant', content: 'poor old fella. give him a scratch behind the ears from me' },
      ],
      [
        {
          role: 'assistant',
          content: "ellie got her offer from UWA btw!! vet science. can't believe my kid's going to uni",
        },
        { role: 'user', content: 'no way, good on her. tell her from me' },
        {
          role: 'user',
          content: 'brody wouldnt go near a uni lol. loving the apprenticeship tho, 2nd year diesel mechanic',
        },
        { role: 'assistant', content: "good trade that, he'll never be out of work" },
      ],
      [
        { role: 'user', content: "some clown in a camry sat in the right lane doing 80 for 40 k's. nearly lost it" },
        { role: 'assistant', content: 'lol the camry special. did you flash him' },
        { role: 'user', content: 'horn. twice. got the finger for my trouble' },
      ],
      [
        { role: 'user', content: 'had to put rusty down saturday. kids were a mess. so was i to be honest' },
        {
          role: 'assistant',
          content: "mate I'm so sorry. 13 good years tho, that heeler had a cracking life with you lot",
        },
        { role: 'user', content: "yeah. yard's too quiet now" },
      ],
      [
        { role: 'user', content: "finally did that sleep study the doc's been on about" },
        { role: 'assistant', content: 'and??' },
        { role: 'user', content: 'apnoea. pretty bad apparently. stop breathing 30 odd times an hour' },
        {
          role: 'assistant',
          content: 'geez. explains all the nodding off stories. you getting one of those machines?',
        },
        { role: 'user', content: 'cpap. picked it up tues. feel like darth vader but slept like a baby' },
      ],
      [
        {
          role: 'user',
          content:
            "need ideas for tracey's 50th. booked a unit at noosa for the long wknd in sept but want a surprise too",
        },
        { role: 'assistant', content: 'dinner on the river? or fly up a few of her mates, the book club crew' },
        { role: 'user', content: 'book club. thats gold. shes gonna kill me' },
      ],
      [
        { role: 'assistant', content: 'how was noosa' },
        { role: 'user', content: 'ripper. she cried when the book club lot walked in. ate way too much' },
        { role: 'assistant', content: "legend. we're doing rottnest in oct with the in-laws, pray for me" },
      ],
    ],
    questions: [
      { question: 'What does the user do for a living?', expect: ['truck', 'driver', 'haul'] },
      { question: 'Which route does the user regularly drive?', expect: ['Sydney', 'Brisbane', 'brissie'] },
      { question: 'Is the user’s dog still alive?', expect: ['put down', 'died', 'passed', 'euthan'] },
      { question: 'What sleep-related condition does the user have?', expect: ['apnoea', 'apnea', 'CPAP'] },
      { question: 'What is the name of the user’s wife?', expect: ['Tracey'] },
      { question: 'What trade is the user’s son learning?', expect: ['diesel', 'mechanic'] },
      { question: 'What car is the user restoring?', expect: ['HQ', 'Holden', 'ute'] },
      { question: 'Where did the user go for his wife’s milestone birthday?', expect: ['Noosa'] },
    ],
    unknown: ['What is the user’s daughter studying at university?', 'Does the user work as an electrician?'],
  },
  // --- AI assistant, German retiree, formal non-native English; corrects a date ---
  {
    name: 'Grete',
    threads: [
      [
        {
          role: 'user',
          content:
            'Good morning. I would like to know how to make the letters bigger on this tablet. My eyes are not so good anymore.',
        },
        {
          role: 'assistant',
          content: 'Good morning! That is easy to change. Is it an iPad or an Android tablet, for example a Samsung?',
        },
        {
          role: 'user',
          content:
            'It is a Samsung. My granddaughter Lotte gave it to me for Christmas. She lives in Hamburg and says I should write to her more often.',
        },
        {
          role: 'assistant',
          content:
            'How lovely. On a Samsung: open Settings, then Display, then Font size and style, and move the slider to the right.',
        },
        { role: 'user', content: 'Thank you, it works. Now I can read without the magnifying glass.' },
      ],
      [
        { role: 'user', content: 'What do you recommend for a bird who is pulling out his feathers?' },
        {
          role: 'assistant',
          content: 'That can come from stress, boredom or illness. What kind of bird is he, and how old?',
        },
        {
          role: 'user',
          content:
            'A budgerigar, Pünktchen. He is six years. He was really the bird of my husband, and since Werner died he is alone with me.',
        },
        {
          role: 'assistant',
          content:
            'I am sorry about your husband. Budgies are sensitive to change. A check at an avian vet is wise, and a mirror, some new toys and talking to him every day can help.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'The eye doctor says I must have the cataract operation on the left eye. It is on Tuesday, 14 March, at the University Clinic.',
        },
        {
          role: 'assistant',
          content:
            'It is one of the most common operations and usually quick. Will someone be able to take you home afterwards?',
        },
        { role: 'user', content: 'My neighbour Frau Schultz will drive me. I gave up my car two years ago.' },
        { role: 'assistant', content: 'Good. Plan to rest that day and bring your eye drops to the appointment.' },
      ],
      [
        {
          role: 'user',
          content:
            'I must correct what I wrote. The operation is on Thursday the 16th, not on Tuesday. I read the letter again with my reading glasses, ha.',
        },
        { role: 'assistant', content: 'Thank you for telling me — Thursday, 16 March. Good luck!' },
      ],
      [
        {
          role: 'user',
          content:
            'Can you explain what the alto voice is exactly? Our choir leader says I should change from soprano to alto now.',
        },
        {
          role: 'assistant',
          content:
            'Alto is the lower women’s part. Voices often get deeper with age, so it is very normal. How often do you sing?',
        },
        {
          role: 'user',
          content:
            'Every Wednesday evening in the Martinskirche. I sing there already 30 years, first soprano, from now alto.',
        },
        {
          role: 'assistant',
          content: 'Thirty years! The alto line will feel strange for a few weeks, then comfortable.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'I taught mathematics for 38 years at a Gymnasium, and still I cannot understand this pension letter. Can you help me?',
        },
        {
          role: 'assistant',
          content: 'Of course. If you type the first paragraph, I will explain it sentence by sentence.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'My sister Ilse and I want to go to Lake Garda in June. By train from Freiburg, is it possible without many changes?',
        },
        {
          role: 'assistant',
          content:
            'Yes, usually via Basel and Milan, or via Munich and Verona, with two or three changes. When in June?',
        },
        { role: 'user', content: 'From the 10th, one week, in Malcesine. We were there as girls with our parents.' },
        { role: 'assistant', content: 'What a lovely idea. I can look up the connections for the 10th if you like.' },
      ],
      [
        {
          role: 'user',
          content:
            'What can I eat on the train that does not make my sugar go high? I have diabetes type 2 since some years.',
        },
        {
          role: 'assistant',
          content:
            'Good choices are wholegrain bread with cheese, nuts, an apple, and plain yoghurt. Avoid pastries and juice.',
        },
      ],
    ],
    questions: [
      {
        question: 'What was the user’s profession before retiring?',
        expect: ['teacher', 'taught', 'mathematics', 'math'],
      },
      { question: 'What kind of pet does the user keep?', expect: ['budgie', 'budgerigar', 'Pünktchen', 'bird'] },
      { question: 'On what day is the user’s eye surgery?', expect: ['Thursday', '16'] },
      { question: 'Is the user’s husband still alive?', expect: ['Werner', 'died', 'widow', 'passed'] },
      { question: 'Which city does the user live in?', expect: ['Freiburg'] },
      { question: 'Who is going on holiday to Italy with the user?', expect: ['Ilse', 'sister'] },
      { question: 'What long-term illness does the user have?', expect: ['diabetes'] },
      { question: 'Which voice part does the user sing in the choir now?', expect: ['alto'] },
    ],
    unknown: ['What is the name of the user’s son?', 'Which football club does the user support?'],
  },
  // --- friend, Ghanaian phone-repair shop owner; shop moves ---
  {
    name: 'Kwame',
    threads: [
      [
        { role: 'assistant', content: 'Kwame! long time. hows business' },
        {
          role: 'user',
          content:
            'chale, slow. everybody wants screen change but nobody wants to pay. and the rent for the shop at circle went up again',
        },
        {
          role: 'assistant',
          content:
            'ei. accra rent is wicked. here in kumasi the school increased dues too, and im a teacher myself lol',
        },
        { role: 'user', content: 'with twins fees on top. sorry o' },
      ],
      [
        { role: 'user', content: 'nana ama starts KG next month. she packs her school bag every day already' },
        { role: 'assistant', content: 'awww 4 years already?? time flies. abena must be emotional' },
        { role: 'user', content: 'my wife is the one crying, not the girl 😂' },
      ],
      [
        { role: 'user', content: 'ei this rain. circle flooded again, i closed at 2' },
        { role: 'assistant', content: 'accra drainage is a joke' },
        { role: 'user', content: 'tomorrow everybody will bring phones that fell in water, so at least business 😂' },
      ],
      [
        {
          role: 'user',
          content: 'been thinking. landlord at circle wont renew. found a small space in madina, near zongo junction',
        },
        { role: 'assistant', content: 'madina is busy, that can work. plenty students there too' },
        { role: 'user', content: 'thats the plan. cheaper, more people passing. moving end of october' },
      ],
      [
        { role: 'assistant', content: 'did you watch the match saturday' },
        { role: 'user', content: 'dont talk to me. hearts lost at home again 😤' },
        { role: 'assistant', content: 'lol kotoko forever' },
        { role: 'user', content: 'at least our small five-a-side on saturday morning, thats my only joy now' },
      ],
      [
        {
          role: 'user',
          content: 'BP reading at the pharmacy was 150 something. doctor says cut salt, no more waakye every morning',
        },
        { role: 'assistant', content: 'kwame!! you are too young for that. listen to him' },
        { role: 'user', content: 'i know i know. abena has banned maggi in the house, food has no taste now' },
      ],
      [
        {
          role: 'user',
          content: 'officially open in madina 🎉 first week better than the whole of last month at circle',
        },
        { role: 'assistant', content: 'congrats!! send location, ill send my cousin, his phone is always cracked' },
        {
          role: 'user',
          content: '"KJ Mobile Clinic", opposite the total filling station. tell him to mention your name',
        },
      ],
      [
        { role: 'assistant', content: 'are you coming to kumasi for your fathers 70th?' },
        { role: 'user', content: 'yes. driving up on the 19th, the party is saturday 20th dec' },
        { role: 'assistant', content: 'then you must come and see the twins, they have grown' },
        { role: 'user', content: 'sure. ill bring abenas kelewele, you owe me fufu' },
      ],
      [
        { role: 'user', content: 'the accra-kumasi road was madness. 7 hrs' },
        { role: 'assistant', content: 'welcome. rest first, we talk tomorrow' },
      ],
    ],
    questions: [
      { question: 'What kind of business does the user run?', expect: ['phone', 'repair', 'mobile'] },
      { question: 'Where is the user’s shop located now?', expect: ['Madina'] },
      { question: 'Who is the user married to?', expect: ['Abena'] },
      { question: 'What is the name of the user’s child?', expect: ['Nana Ama'] },
      {
        question: 'What health problem has the user’s doctor warned about?',
        expect: ['blood pressure', 'BP', 'hypertension', 'salt'],
      },
      { question: 'Which football club does the user support?', expect: ['Hearts'] },
      { question: 'When is the party for the user’s father?', expect: ['20th', '20 dec', 'december 20'] },
      { question: 'Which city is the user based in?', expect: ['Accra'] },
    ],
    unknown: ['Does the user have twins?', 'What is the name of the user’s mother?'],
  },
  // --- AI assistant, Mexican high-school student; changes intended degree ---
  {
    name: 'Sofía',
    threads: [
      [
        {
          role: 'user',
          content:
            'hi can you explain me the krebs cycle in easy words?? exam tomorow and the biology teacher goes so fast',
        },
        {
          role: 'assistant',
          content: 'Sure! Think of it as a roundabout that strips energy out of food. What grade are you in?',
        },
        { role: 'user', content: 'last year of prepa. i want to study medicine so i need this 😭' },
        {
          role: 'assistant',
          content:
            'Then let’s make it stick: one molecule goes in, spins around eight steps, and out come CO2 and energy carriers.',
        },
      ],
      [
        { role: 'user', content: 'my cat keeps sleeping on my homework lol. how i make her stop' },
        {
          role: 'assistant',
          content: 'Cats love warm paper. A small box or blanket next to your desk often works. What’s her name?',
        },
        { role: 'user', content: 'Tamal. gray and very fat' },
        { role: 'assistant', content: 'Tamal is a perfect name for a round gray cat.' },
      ],
      [
        {
          role: 'user',
          content: 'what exercises are good with asthma? i want to start running but always i finish with the inhaler',
        },
        {
          role: 'assistant',
          content:
            'Start with walk-run intervals and warm up well. Ask your doctor about using the inhaler before exercise.',
        },
        { role: 'user', content: 'ok. my sister valeria runs marathons in monterrey, she makes it look so easy' },
      ],
      [
        {
          role: 'user',
          content: 'how to say no to my tía when she asks me to work more days in the papelería',
        },
        {
          role: 'assistant',
          content:
            'You can be kind and clear: thank her, say school comes first, and offer what you can do. How often do you work now?',
        },
        { role: 'user', content: 'only saturdays. but in december she wants sundays too' },
      ],
      [
        { role: 'user', content: 'ok dont laugh. i dont want medicine anymore' },
        { role: 'assistant', content: 'No laughing! What changed?' },
        {
          role: 'user',
          content:
            'the volunteer day at the hospital, i almost fainted with the blood lol. and i love to draw buildings. architecture maybe??',
        },
        {
          role: 'assistant',
          content: 'That’s a real signal. Drawing buildings for fun is a good sign for architecture.',
        },
        { role: 'user', content: 'yes. decided. arquitectura at UdeG. my mom is ok, my dad needs time' },
      ],
      [
        { role: 'user', content: 'what i need to study for the UdeG admission exam' },
        { role: 'assistant', content: 'Mostly reasoning, reading and maths. When is it?' },
        { role: 'user', content: 'first of march' },
        {
          role: 'assistant',
          content: 'That gives you about twelve weeks. Here’s a weekly plan with a mock test every Saturday.',
        },
      ],
      [
        { role: 'user', content: 'can u recommend youtubers for drawing perspective' },
        {
          role: 'assistant',
          content: 'Look for channels on one- and two-point perspective and urban sketching; start with simple boxes.',
        },
        { role: 'user', content: 'thx. tamal approves, she is sitting on my sketchbook' },
      ],
      [
        { role: 'user', content: 'help me write a msg to my friends, i cant go to the concert bc of the exam' },
        {
          role: 'assistant',
          content: 'Try: "Guys I’m so sad to miss it, but exam first! Send me videos and we celebrate after."',
        },
      ],
    ],
    questions: [
      { question: 'What degree does the user plan to study?', expect: ['architecture', 'arquitectura'] },
      { question: 'What is the user’s pet called?', expect: ['Tamal'] },
      { question: 'Does the user have a breathing condition?', expect: ['asthma', 'inhaler'] },
      { question: 'What is the name of the user’s sibling?', expect: ['Valeria'] },
      { question: 'Where does the user have a weekend job?', expect: ['papeler', 'stationery', 'aunt', 'tía'] },
      { question: 'When is the user’s university entrance exam?', expect: ['march 1', '1 march', '1st'] },
      { question: 'Which university is the user applying to?', expect: ['UdeG', 'Guadalajara'] },
      { question: 'What creative hobby does the user have?', expect: ['draw', 'sketch'] },
    ],
    unknown: ['Does the user play a musical instrument?', 'What is the name of the user’s boyfriend?'],
  },
  // --- AI assistant, Indian night-shift support worker; corrects a city, changes job ---
  {
    name: 'Ravi',
    threads: [
      [
        {
          role: 'user',
          content:
            'Hi. I work night shift, 9pm to 6am IST, US support desk. How to sleep properly in day time? Neighbours are constructing.',
        },
        {
          role: 'assistant',
          content:
            'Night shifts are hard on sleep. Blackout curtains, earplugs and white noise help. Is your shift fixed or rotating?',
        },
        { role: 'user', content: 'Fixed only. 2 years now. Weekends off at least.' },
        {
          role: 'assistant',
          content:
            'Then keep the same sleep window even on weekends as much as you can — consistency matters more than length.',
        },
      ],
      [
        { role: 'user', content: 'Suggest some easy songs for beginner guitar. Just bought one second hand from OLX.' },
        { role: 'assistant', content: 'Nice! Acoustic or electric?' },
        { role: 'user', content: 'Acoustic. Yamaha F310.' },
        {
          role: 'assistant',
          content: 'Great starter. Try songs with G, C, D and Em first, and practise chord changes slowly.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'Acidity is killing me. Doctor said gastritis and to stop coffee at night. What can I drink at 3am instead?',
        },
        { role: 'assistant', content: 'Warm water, chamomile or fennel tea, or buttermilk earlier in the shift.' },
        { role: 'user', content: 'Ok. Masala chai is also out she said 😒' },
      ],
      [
        {
          role: 'user',
          content:
            'My fiancée Sneha is asking what to gift my parents for their anniversary. Both are retired, staying in Pune.',
        },
        { role: 'assistant', content: 'Lovely. What do they enjoy doing?' },
        {
          role: 'user',
          content:
            'Sorry, not Pune, Nashik. Pune is her parents. Mine are in Nashik. Dad likes gardening, Amma watches cooking shows whole day.',
        },
        {
          role: 'assistant',
          content:
            'Got it — Nashik. A good set of garden tools for your father and a cookbook or cooking class for your mother.',
        },
      ],
      [
        {
          role: 'user',
          content: 'Got an offer letter!! Day shift, L2 support at a fintech in Whitefield. Should I negotiate?',
        },
        { role: 'assistant', content: 'Congratulations! What did they offer, and what do you earn now?' },
        { role: 'user', content: 'They offered 14 LPA. Current is 11.' },
        {
          role: 'assistant',
          content: 'That’s already a solid jump. You can politely ask about joining bonus or notice-period buyout.',
        },
      ],
      [
        { role: 'user', content: 'First week in new job done. Sleeping at night like a human being 😄' },
        { role: 'assistant', content: 'That’s wonderful. How is the team?' },
        { role: 'user', content: 'Team is good. Commute is terrible though. 1.5 hrs from HSR Layout to Whitefield.' },
      ],
      [
        { role: 'user', content: 'Auto driver asked 400 rupees for 5 km today. Is this normal now?' },
        {
          role: 'assistant',
          content: 'Prices have gone up, but that sounds high. Did you try the metro or a ride app?',
        },
        { role: 'user', content: 'Took the metro finally. Should have done it long back.' },
      ],
      [
        { role: 'user', content: 'Wedding date is fixed, 23 November, in Nashik. Help me make a checklist.' },
        {
          role: 'assistant',
          content:
            'Congratulations! Here is a month-by-month checklist: venue and caterer first, then invitations, outfits, travel for guests.',
        },
      ],
      [
        { role: 'user', content: 'Can you explain difference between SIP and lump sum in mutual funds?' },
        {
          role: 'assistant',
          content:
            'A SIP invests a fixed amount every month, which averages out market ups and downs. A lump sum invests everything at once.',
        },
      ],
    ],
    questions: [
      { question: 'Where is the user’s workplace now?', expect: ['Whitefield', 'fintech'] },
      { question: 'What pay was the user offered in the new role?', expect: ['14 LPA', '14 lakh'] },
      { question: 'In which city do the user’s parents live?', expect: ['Nashik'] },
      { question: 'Who is the user engaged to?', expect: ['Sneha'] },
      { question: 'When is the user’s wedding?', expect: ['23 November', 'November 23', '23rd'] },
      { question: 'What stomach problem does the user have?', expect: ['gastritis', 'acidity'] },
      { question: 'What instrument is the user learning?', expect: ['guitar'] },
      { question: 'Which area of the city does the user live in?', expect: ['HSR'] },
    ],
    unknown: ['Does the user have a dog?', 'What is the user’s blood group?'],
  },
  // --- friend, US mom of three, dental hygienist; diagnosis, trip date moved ---
  {
    name: 'Hannah',
    threads: [
      [
        { role: 'assistant', content: 'how was the first day back at work' },
        { role: 'user', content: 'chaos. 3 cleanings b4 lunch and a kid bit my finger lol' },
        {
          role: 'assistant',
          content: 'lmaooo the glamour of dental hygiene. my showing fell through today, buyers ghosted me',
        },
        { role: 'user', content: 'ugh. sorry meg. realtor life' },
      ],
      [
        { role: 'user', content: 'liam lost ANOTHER tooth. tooth fairy is broke' },
        { role: 'assistant', content: 'how many is that this month 😂' },
        { role: 'user', content: '2. hes 7 hes basically shedding' },
        { role: 'assistant', content: 'tyler is 13 and all he does is eat. no teeth drama just $300 grocery runs' },
      ],
      [
        { role: 'user', content: 'so teh bloodwork finally came back. celiac.' },
        { role: 'assistant', content: 'wait what?! like no gluten ever?' },
        { role: 'user', content: 'never. explains the stomach stuff for yrs tho' },
        { role: 'assistant', content: 'omg hun. ok you’re coming over and I’m making that gf lasagna from tiktok' },
      ],
      [
        { role: 'user', content: 'r u coming to ava’s recital thurs? she keeps asking if aunt meg is coming' },
        { role: 'assistant', content: 'wouldn’t miss it. what’s she playing' },
        { role: 'user', content: 'clarinet. mary had a little lamb but make it screechy' },
      ],
      [
        {
          role: 'user',
          content: 'matt’s company switched his schedule so disney is off for april 😭 pushed to june 14th',
        },
        {
          role: 'assistant',
          content: 'noooo. tell that husband of yours to quit lol. june in orlando tho, you’ll melt',
        },
        { role: 'user', content: 'i know. at least rosie will be walking properly by then' },
      ],
      [
        { role: 'user', content: 'what do i make for dinner that all 3 kids will eat AND is gf. begging u' },
        { role: 'assistant', content: 'taco night! corn tortillas are gluten free, everyone builds their own' },
        { role: 'user', content: 'omg ur a genius' },
      ],
      [
        { role: 'user', content: 'grocery bill for gf stuff is insane. $7 for bread that tastes like cardboard' },
        { role: 'assistant', content: 'aldi has an ok one! the liveGfree brand' },
        { role: 'user', content: 'ooh ty' },
      ],
      [
        { role: 'assistant', content: 'how’s the quilt coming, the one for your sister' },
        { role: 'user', content: 'binding done. 1 more wknd. guild meets tues night so ill show it off' },
        { role: 'assistant', content: 'you’re so talented. i can’t even sew a button back on' },
      ],
      [
        { role: 'user', content: 'rosie said "no" 47 times today. i counted. matt thinks its funny' },
        { role: 'assistant', content: 'lol she’s her mother’s daughter' },
      ],
    ],
    questions: [
      { question: 'What is the user’s job?', expect: ['hygienist', 'dental'] },
      { question: 'What medical condition was the user diagnosed with?', expect: ['celiac', 'coeliac', 'gluten'] },
      { question: 'When is the user’s family going to Disney?', expect: ['June 14', '14th', '14 June'] },
      { question: 'How many children does the user have?', expect: ['three', '3'] },
      { question: 'Which instrument does the user’s older daughter play?', expect: ['clarinet'] },
      { question: 'What is the user’s husband called?', expect: ['Matt'] },
      { question: 'What craft does the user do?', expect: ['quilt'] },
      { question: 'How old is the user’s son?', expect: ['7', 'seven'] },
    ],
    unknown: ['Does the user work in real estate?', 'What is the name of the user’s 13-year-old son?'],
  },
  // --- friend, Swedish bakery owner, clipped English ---
  {
    name: 'Lena',
    threads: [
      [
        { role: 'assistant', content: 'are you alive? haven’t heard from you in weeks' },
        { role: 'user', content: 'barely. christmas orders at the bakery started already. saffron everywhere' },
        { role: 'assistant', content: 'haha lussekatt season. save me some' },
        { role: 'user', content: 'pay like everyone else 😄' },
      ],
      [
        { role: 'assistant', content: 'the puppy ate my route list. literally. i was late for the whole post round' },
        { role: 'user', content: 'ha. what kind again' },
        { role: 'assistant', content: 'beagle. bad choice maybe. malmö is not big enough for him' },
        {
          role: 'user',
          content: 'our hens are less work. 3 hens, zero drama. well, Greta pecks Johan but he deserves it',
        },
        { role: 'assistant', content: 'lol poor Johan' },
        { role: 'user', content: 'he built them a palace. that’s what you get when you marry a carpenter' },
      ],
      [
        { role: 'user', content: 'wrist is bad. kneading 200 buns every morning, doctor says tendinitis' },
        { role: 'assistant', content: 'oh no. can you get help?' },
        { role: 'user', content: 'hiring. finally. someone part time from january' },
        { role: 'assistant', content: 'good. you can’t do everything alone at 3 in the morning' },
      ],
      [
        { role: 'user', content: 'elias wants a floorball stick for christmas that costs more than my oven' },
        { role: 'assistant', content: 'teenagers 🙄 mine only want money' },
        { role: 'user', content: '16 years and 190 cm. eats like a horse' },
      ],
      [
        { role: 'user', content: 'on skis every weekend now. 6 weeks to Vasaloppet' },
        { role: 'assistant', content: 'you are crazy. 90 km' },
        { role: 'user', content: 'first time. Johan did it in 2019 and never stops talking about it' },
        { role: 'assistant', content: 'when exactly?' },
        { role: 'user', content: '2 march. start in Sälen at 8' },
      ],
      [
        { role: 'user', content: 'new girl started. Noor. good hands, bad alarm clock' },
        { role: 'assistant', content: 'haha give her a week' },
      ],
      [
        { role: 'assistant', content: 'semlor yet?' },
        { role: 'user', content: 'since january. people are crazy. sold 400 on saturday' },
        { role: 'assistant', content: 'save me one!!' },
        { role: 'user', content: 'come to Västerås and get it. shop opens 7' },
      ],
      [
        { role: 'assistant', content: 'SO?? did you finish' },
        { role: 'user', content: '9 h 42 min. everything hurts. never again. (maybe next year)' },
        { role: 'assistant', content: 'LEGEND' },
      ],
    ],
    questions: [
      { question: 'What kind of business does the user own?', expect: ['bakery', 'baker'] },
      { question: 'In which town is the user’s shop?', expect: ['Västerås', 'Vasteras'] },
      { question: 'What does the user’s husband do for work?', expect: ['carpenter'] },
      { question: 'What animals does the user keep?', expect: ['hens', 'chicken'] },
      { question: 'What is wrong with the user’s arm?', expect: ['tendinitis', 'tendonitis', 'wrist'] },
      { question: 'Which long-distance race did the user take part in?', expect: ['Vasaloppet'] },
      { question: 'What was the user’s finishing time?', expect: ['42 min', '9 h', '9h', '9 hours'] },
      { question: 'What sport does the user’s son play?', expect: ['floorball', 'innebandy'] },
    ],
    unknown: ['What breed is the user’s dog?', 'Does the user work for the postal service?'],
  },
  // --- AI assistant, Canadian retired fisherman, 80; cat dies, moves house ---
  {
    name: 'Joe',
    threads: [
      [
        {
          role: 'user',
          content: 'my daughter set this up so i can ask questions. she says your a computer. is that right',
        },
        {
          role: 'assistant',
          content:
            'That’s right — I’m an AI assistant, and I’m happy to help with whatever you need. What should I call you?',
        },
        {
          role: 'user',
          content: 'Joe. Im 80 years old and I fished lobster out of Lunenburg for 50 years so go easy on me',
        },
        {
          role: 'assistant',
          content: 'Nice to meet you, Joe. Fifty years on the water — that’s a life. What can I help with?',
        },
        { role: 'user', content: 'whats a good wood glue that wont let go in the damp. I carve birds out in the shed' },
        {
          role: 'assistant',
          content:
            'A waterproof glue like Titebond III works well in a damp shed. Clamp it and give it a full day to cure.',
        },
      ],
      [
        { role: 'user', content: 'knee is acting up since the snow. the new one not the old one. any exercises' },
        { role: 'assistant', content: 'Sorry to hear it. Did you have a knee replacement, and when?' },
        { role: 'user', content: 'right knee done in 2019. the left is the original and its fine go figure' },
        {
          role: 'assistant',
          content: 'Gentle straight-leg raises and heel slides help. If it swells or gets hot, call your doctor.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'karen wants me to sell the house and move into one of them seniors apartments in bridgewater. i dont know',
        },
        { role: 'assistant', content: 'That’s a big decision. What’s making you hesitate?' },
        {
          role: 'user',
          content:
            'built the house with my own hands in 1971. marion and i raised 3 kids in it. shes been gone 4 yrs now',
        },
        {
          role: 'assistant',
          content:
            'That’s a lot of memories in one place. It might help to visit the apartment with Karen before deciding.',
        },
      ],
      [
        { role: 'user', content: 'how do you get a cat to take a pill' },
        {
          role: 'assistant',
          content: 'Hide it in a pill pocket or a bit of tuna, or ask the vet for a liquid. Is he unwell?',
        },
        { role: 'user', content: 'smokey is 17. vet says thyroid' },
      ],
      [
        { role: 'user', content: 'well smokey passed on sunday. buried him under the lilac' },
        { role: 'assistant', content: 'I’m so sorry, Joe. Seventeen years is a long time together.' },
        { role: 'user', content: 'yes. quiet house now.' },
      ],
      [
        {
          role: 'user',
          content: 'signed the papers. moving to the apartment in bridgewater sept 1. no pets allowed anyhow',
        },
        { role: 'assistant', content: 'That’s a big step. Is anyone helping you with the move?' },
        { role: 'user', content: 'karen is flying in from calgary to help pack' },
      ],
      [
        { role: 'user', content: 'what do I need to fly to calgary in october. havent been on a plane since 1988' },
        {
          role: 'assistant',
          content: 'Government photo ID, your ticket, and any medicines in your carry-on. What’s the occasion?',
        },
        { role: 'user', content: 'grandson owen getting married. oct 11' },
        { role: 'assistant', content: 'How wonderful. Ask the airline for an aisle seat, that knee will thank you.' },
      ],
      [
        {
          role: 'user',
          content: 'well im in. 2nd floor, elevator, view of the lahave river. not the ocean but its water',
        },
        { role: 'assistant', content: 'That sounds like a good spot. Is there room for your carving bench?' },
        { role: 'user', content: 'on the balcony. the super hasnt said no yet' },
      ],
    ],
    questions: [
      { question: 'What was the user’s line of work?', expect: ['lobster', 'fish'] },
      { question: 'Where does the user live now?', expect: ['Bridgewater'] },
      { question: 'Is the user’s cat still alive?', expect: ['passed', 'died', 'dead', 'buried'] },
      { question: 'Where does the user’s daughter live?', expect: ['Calgary'] },
      { question: 'Is the user’s wife still living?', expect: ['Marion', 'passed', 'died', 'gone'] },
      { question: 'What does the user make as a hobby?', expect: ['carv', 'bird', 'whittl'] },
      { question: 'Which joint has the user had replaced?', expect: ['knee'] },
      { question: 'When is the user’s grandson’s wedding?', expect: ['October 11', '11 October', 'Oct 11', '11th'] },
    ],
    unknown: ['Does the user have diabetes?', 'Has the user ever lived in Europe?'],
  },
  // --- friend, New Zealand airport worker; breakup, moves home, new job ---
  {
    name: 'Aroha',
    threads: [
      [
        { role: 'user', content: '4am start again. chucking bags at the airport in the dark, living the dream' },
        { role: 'assistant', content: 'haha. still on the early roster?' },
        {
          role: 'user',
          content: 'yup. 4 on 3 off. tama’s on nights at the hospital so we basically just wave at each other',
        },
        {
          role: 'assistant',
          content:
            'ships in the night aye. i was marking PE assessments til 11 and then the baby was up at 2, so i feel you',
        },
      ],
      [
        { role: 'assistant', content: 'how’s kūmara? still eating your jandals?' },
        {
          role: 'user',
          content: 'only the left ones for some reason. vet says shes fine, just a staffy being a staffy',
        },
        { role: 'assistant', content: 'lol' },
      ],
      [
        { role: 'user', content: 'me n tama are done. for real this time' },
        { role: 'assistant', content: 'oh babe. you ok?' },
        { role: 'user', content: 'ye. been coming a long time. gonna move back to rotorua, mum’s got the sleepout' },
        { role: 'assistant', content: 'what about the airport?' },
        { role: 'user', content: 'handing in notice friday. ill figure it out' },
      ],
      [
        { role: 'user', content: 'got a job!! front desk at one of the hot pools places. day shifts. actual sunlight' },
        { role: 'assistant', content: 'CHUR. so proud of u' },
        { role: 'user', content: 'mum’s stoked, she gets kūmara as a walking buddy' },
      ],
      [
        { role: 'assistant', content: 'tavita’s first tooth came thru today, we’re all wrecked' },
        { role: 'user', content: 'aww. send pics' },
        {
          role: 'assistant',
          content: 'he looks exactly like my dad lol. wellington’s freezing btw, wish i was up there',
        },
      ],
      [
        { role: 'user', content: 'stuck behind a campervan on SH5 for 40 mins. tourists need their own road' },
        { role: 'assistant', content: 'lol welcome to rotorua, even in winter' },
      ],
      [
        { role: 'user', content: 'joined the waka ama club here. training tues and thurs on the lake' },
        { role: 'assistant', content: 'look at you. new woman' },
        { role: 'user', content: 'arms are dead. worth it' },
      ],
      [
        {
          role: 'user',
          content: 'whats that pasta u made when i stayed, the one with no meat? im doing the vego thing properly now',
        },
        { role: 'assistant', content: 'the pumpkin one? roast pumpkin, feta, sage, brown butter. easy as' },
        { role: 'user', content: 'thats the one. ty' },
      ],
      [
        { role: 'assistant', content: 'you coming down for christmas or am i driving up' },
        {
          role: 'user',
          content: 'cant, working xmas eve and boxing day. come up in jan? 18th-ish? lake’s beautiful then',
        },
        { role: 'assistant', content: 'deal. i’ll bring the whole circus' },
      ],
    ],
    questions: [
      { question: 'Which town does the user live in now?', expect: ['Rotorua'] },
      { question: 'What is the user’s current job?', expect: ['front desk', 'hot pool', 'reception', 'spa'] },
      { question: 'Is the user currently in a relationship?', expect: ['single', 'broke up', 'split', 'separated'] },
      { question: 'What breed is the user’s dog?', expect: ['staffy', 'Staffordshire'] },
      { question: 'What water sport does the user do?', expect: ['waka ama', 'outrigger', 'paddl', 'canoe'] },
      { question: 'What diet does the user follow?', expect: ['vegetarian', 'vego', 'no meat', 'meat-free'] },
      { question: 'Who does the user live with now?', expect: ['mum', 'mother'] },
      { question: 'When is the user expecting her friend to visit?', expect: ['18', 'January', 'Jan'] },
    ],
    unknown: ['Does the user have a baby?', 'Does the user teach PE?'],
  },
  // --- friend, retired Irish bus driver; corrects a flight date ---
  {
    name: 'Tom',
    threads: [
      [
        {
          role: 'user',
          content: 'Week one of retirement done. 38 years on the buses and I woke at 5.40 every morning like an eejit',
        },
        {
          role: 'assistant',
          content:
            'ha! the body doesn’t know. I’ve 3 years left and I’m counting every one. Shannon run was mad this morning, two coaches of Americans',
        },
        {
          role: 'user',
          content:
            'Don’t be talking. Bríd has me painting the shed. 40 years married and she’s never seen me home on a Tuesday',
        },
      ],
      [
        { role: 'assistant', content: 'how’s the ticker? did they give you the all clear' },
        {
          role: 'user',
          content:
            'Grand. The two stents are doing their job. Rehab Mondays and Thursdays in Ennis, a load of oul lads on bikes',
        },
        { role: 'assistant', content: 'haha the cardiac cycling club' },
      ],
      [
        { role: 'assistant', content: 'what has you up at 6 on a saturday' },
        {
          role: 'user',
          content: 'Habit. Made a fry and read the paper twice. Bríd says I’m like a dog waiting for a walk',
        },
      ],
      [
        { role: 'user', content: 'Planted the spuds at the allotment. Kerr’s Pinks and a row of Roosters' },
        { role: 'assistant', content: 'you and your spuds. send me a bag in August' },
        { role: 'user', content: 'If the slugs leave any' },
      ],
      [
        { role: 'assistant', content: 'did you see the match?? clare were robbed' },
        {
          role: 'user',
          content:
            'Robbed. That ref wants his eyes tested. Cian cried the whole way home, he’s only 9 but he’s Clare to the bone',
        },
        { role: 'assistant', content: 'good lad, raise him right' },
        { role: 'user', content: 'He’s our Siobhán’s young lad, she has him hurling since he could walk' },
      ],
      [
        {
          role: 'user',
          content:
            'Booked Boston. Going over to Pádraig for three weeks in September, first time I’ll see him since Mam’s funeral',
        },
        { role: 'assistant', content: 'ah Tom that’s brilliant. what dates?' },
        { role: 'user', content: 'Flying out of Shannon the 14th' },
        { role: 'assistant', content: 'sure I might be driving you to the airport haha' },
      ],
      [
        {
          role: 'user',
          content:
            'Correction, it’s the 12th. Bríd checked the booking. I’d have missed the flight and blamed Aer Lingus',
        },
        { role: 'assistant', content: 'lol typical. the 12th so' },
      ],
      [
        {
          role: 'user',
          content:
            'Bran got out and herded the neighbour’s sheep onto the road. Mortified. Brought over a bottle of Jameson',
        },
        { role: 'assistant', content: 'that collie has no shame' },
        { role: 'user', content: 'None. He’s 3 and thinks he’s a wolf' },
      ],
      [
        {
          role: 'assistant',
          content: 'my Niamh rang from Sydney, she’s getting married next year. 24 hours on a plane 😩',
        },
        { role: 'user', content: 'Sure you’ll be grand. Bring a good book and take the aisle seat' },
        { role: 'assistant', content: 'you’re an expert now with your Boston' },
      ],
    ],
    questions: [
      { question: 'What did the user work as before retiring?', expect: ['bus'] },
      { question: 'What heart treatment has the user had?', expect: ['stent', 'cardiac'] },
      { question: 'What is the name of the user’s wife?', expect: ['Bríd', 'Brid'] },
      { question: 'What is the user’s grandson called?', expect: ['Cian'] },
      { question: 'What vegetable does the user grow?', expect: ['potato', 'spud', 'Kerr', 'Rooster'] },
      { question: 'Which county’s hurling team does the user follow?', expect: ['Clare'] },
      { question: 'On what date does the user fly to America?', expect: ['12th', '12 September', 'September 12'] },
      { question: 'What kind of dog does the user have?', expect: ['collie', 'Bran'] },
    ],
    unknown: ['Does the user have a daughter living in Sydney?', 'Does the user play golf?'],
  },
  // --- AI assistant, Japanese night-shift warehouse worker, short learner English ---
  {
    name: 'Jun',
    threads: [
      [
        {
          role: 'user',
          content: 'hello. I want to practice english. I work at night so I talk now, it is 3am break time',
        },
        { role: 'assistant', content: 'Hello! Happy to practise with you. What kind of work do you do at night?' },
        { role: 'user', content: 'Warehouse. Forklift. Osaka bay area, packages for online shop' },
        { role: 'assistant', content: 'That sounds physical! How long have you worked there?' },
        { role: 'user', content: '4 years. body is tired but money is ok' },
      ],
      [
        {
          role: 'user',
          content:
            'Can you check my English? "I am study for boki 2 kyu exam in June. I want to change to office job."',
        },
        {
          role: 'assistant',
          content:
            'Nearly! "I am studying for the Boki Level 2 exam in June. I want to move into an office job." Bookkeeping is a smart step for that.',
        },
        { role: 'user', content: 'thank you. exam is 8 June. I failed in November so this is second try' },
        { role: 'assistant', content: 'Second tries often go much better — you already know the format.' },
      ],
      [
        { role: 'user', content: 'my medaka fish are not moving much in winter. it is ok?' },
        {
          role: 'assistant',
          content: 'Yes, medaka slow down in cold water and eat very little. Where do you keep them?',
        },
        { role: 'user', content: 'balcony. big pot, 12 fish. I started last summer' },
        { role: 'assistant', content: 'Then they are fine. Don’t feed them much until the water warms up.' },
      ],
      [
        { role: 'user', content: 'girlfriend Mei says I eat too much ramen. 3 times a week after shift. is it bad' },
        { role: 'assistant', content: 'Three bowls a week is a lot of salt. Maybe swap one for something lighter?' },
        { role: 'user', content: 'ok. I try konbini salad. she is hairdresser, she says my hair also looks tired lol' },
      ],
      [
        { role: 'user', content: 'went bouldering with coworker on day off. my fingers are destroyed' },
        { role: 'assistant', content: 'Ha, classic first session! Where did you go?' },
        { role: 'user', content: 'gym near Kyobashi. I want to go every sunday' },
      ],
      [
        { role: 'user', content: 'what is difference "I am tired" and "I am exhausted"' },
        {
          role: 'assistant',
          content:
            '"Exhausted" is much stronger — completely out of energy. After a long night shift, "exhausted" fits.',
        },
        { role: 'user', content: 'ok. today I am exhausted haha' },
      ],
      [
        { role: 'user', content: 'how to say "otsukaresama" in english naturally' },
        {
          role: 'assistant',
          content:
            'There is no exact match. At the end of a shift, "Good work today" or "Thanks for your hard work" is natural.',
        },
      ],
      [
        { role: 'user', content: 'golden week I go to Hiroshima to see my mother. she lives alone since father died' },
        {
          role: 'assistant',
          content: 'That will mean a lot to her. Are you taking the shinkansen?',
        },
        { role: 'user', content: 'night bus. cheaper. I am used to no sleep haha' },
      ],
    ],
    questions: [
      { question: 'What is the user’s job?', expect: ['forklift', 'warehouse'] },
      { question: 'Which city does the user work in?', expect: ['Osaka'] },
      { question: 'What qualification is the user studying for?', expect: ['boki', 'bookkeeping'] },
      { question: 'When will the user sit the exam?', expect: ['June 8', '8 June', 'June'] },
      { question: 'What does the user’s partner do for a living?', expect: ['hair'] },
      { question: 'What pets does the user keep?', expect: ['medaka', 'fish'] },
      { question: 'Which sport has the user taken up?', expect: ['boulder', 'climb'] },
      { question: 'Where does the user’s mother live?', expect: ['Hiroshima'] },
    ],
    unknown: ['Does the user have children?', 'What car does the user drive?'],
  },
]
