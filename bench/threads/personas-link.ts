/**
 * "Two messages, one answer": twelve people whose facts come in pieces in different threads, so most questions need
 * two of them put together (a relative named in one thread, what they do in another; a pet adopted, then its name or
 * illness later; a trip planned, then moved). Half talk to an AI assistant, half to a friend in the `assistant` role
 * who tells of their own life too. Written without reading the service's rules.
 */
import type { ThreadPersona } from './personas'

export const linkPersonas: ThreadPersona[] = [
  // --- AI assistant, Indian English ---
  {
    name: 'Priya',
    threads: [
      [
        {
          role: 'user',
          content: 'hi, need some easy veg recipes, my younger sister is coming to stay with me for a month',
        },
        {
          role: 'assistant',
          content: 'Lovely! What is her name, and does she have any dietary restrictions I should know about?',
        },
        { role: 'user', content: 'Meenal. she is jain so no onion garlic pls, also no potato' },
        {
          role: 'assistant',
          content:
            'Noted. Here are a few Jain-friendly dishes: moong dal chilla, paneer bhurji without onion, lauki kofta...',
        },
      ],
      [
        {
          role: 'user',
          content: 'we adopted a puppy from the CUPA shelter on sunday!! what all vaccines does he need',
        },
        {
          role: 'assistant',
          content: 'Congratulations! Puppies usually need DHPPi, rabies and a couple of boosters. Do you know his age?',
        },
        { role: 'user', content: 'around 2 months they said. indie mix, brown with white socks' },
      ],
      [
        { role: 'user', content: 'can u draft a congratulations msg for whatsapp, meenal cleared her CA final!!' },
        { role: 'assistant', content: 'Wonderful news! Anything specific you want me to mention?' },
        {
          role: 'user',
          content: 'ya she is joining KPMG in pune from next month, mention that. keep it short and filmy',
        },
        {
          role: 'assistant',
          content: '"Picture abhi baaki hai! Congrats on clearing CA final, and all the best at KPMG Pune 🎉"',
        },
      ],
      [
        { role: 'user', content: 'how do i ask for a relocation allowance without sounding greedy' },
        { role: 'assistant', content: 'Happy to help. What is the move, and is it your choice or the company’s?' },
        { role: 'user', content: 'company. our whole analytics team is shifting from bangalore to hyderabad by june' },
        { role: 'assistant', content: 'Then it is reasonable to ask. Here is a script you can use with your manager.' },
        { role: 'user', content: 'ok. fyi i am senior data analyst at swiggy, 4 yrs there, if that changes anything' },
      ],
      [
        { role: 'user', content: 'Laddoo is vomiting since morning and not eating anything 😟' },
        { role: 'assistant', content: 'I am sorry to hear that. Has a vet seen him yet?' },
        { role: 'user', content: 'haan took him to vet, they did test. its parvo. he is on drip now' },
        {
          role: 'assistant',
          content:
            'Parvo is serious but many pups recover with fluids and care. Keep him isolated and follow the vet closely.',
        },
      ],
    ],
    questions: [
      { question: 'Which firm will the user’s sibling be joining?', expect: ['KPMG'] },
      { question: 'What kind of diet does the user’s sister keep?', expect: ['Jain'] },
      { question: 'What is the name of the dog the user took in from the shelter?', expect: ['Laddoo'] },
      { question: 'What illness has the user’s puppy been diagnosed with?', expect: ['parvo'] },
      { question: 'To which city is the user’s team being relocated?', expect: ['Hyderabad'] },
      { question: 'Which company employs the user?', expect: ['Swiggy'] },
    ],
    unknown: ['Is the user married?', 'What car does the user drive?'],
  },
  // --- friend, casual US ---
  {
    name: 'Kayla',
    threads: [
      [
        { role: 'user', content: 'ok so i met someone 👀' },
        { role: 'assistant', content: 'SPILL. name??' },
        { role: 'user', content: 'marcus. we met at my cousins bbq lol' },
        { role: 'assistant', content: "cute!! i'm still in hinge purgatory, 3 first dates this month and all duds" },
      ],
      [
        { role: 'assistant', content: 'u still doing receptionist stuff at the vet clinic?' },
        { role: 'user', content: 'nope quit that. front of house at a bakery now, way less stressful' },
        { role: 'assistant', content: 'honestly good for u, that place was toxic' },
      ],
      [
        { role: 'assistant', content: 'how was ur weekend' },
        { role: 'user', content: 'he dragged me to his climbing gym, my forearms are DEAD' },
        { role: 'assistant', content: 'lmaooo wait hes a climber??' },
        { role: 'user', content: 'bouldering mostly. he competes and everything, its kinda hot ngl' },
      ],
      [
        { role: 'user', content: 'my cousin dani is finally having the baby!!' },
        { role: 'assistant', content: 'ahhh when' },
        { role: 'user', content: 'due in like 3 wks, its a girl' },
      ],
      [
        { role: 'user', content: 'come visit me at work tmrw, free croissant' },
        { role: 'assistant', content: 'omw. where is it again' },
        { role: 'user', content: 'sugar bloom on 5th, next to the laundromat' },
      ],
      [
        { role: 'user', content: 'dani had her!! 7lbs 2oz 😭' },
        { role: 'assistant', content: 'NAME???' },
        { role: 'user', content: 'juniper. i already love her so much' },
      ],
      [
        { role: 'assistant', content: "my landlord's raising rent again i'm gonna cry" },
        {
          role: 'user',
          content: 'same energy tbh, but i might be out of my place anyway. moving in w marcus in the fall',
        },
        { role: 'assistant', content: 'WHAT. where' },
        { role: 'user', content: 'his place in pasadena, its way bigger than mine' },
      ],
    ],
    questions: [
      { question: 'What sport does the user’s boyfriend compete in?', expect: ['boulder', 'climb'] },
      { question: 'Which city is the user planning to move to?', expect: ['Pasadena'] },
      { question: 'What is the name of the user’s cousin’s newborn daughter?', expect: ['Juniper'] },
      { question: 'What is the name of the business where the user currently works?', expect: ['Sugar Bloom'] },
      {
        question: 'What job did the user have before the bakery?',
        expect: ['receptionist', 'vet clinic', 'veterinar'],
      },
      { question: 'Who is the user going to live with?', expect: ['Marcus'] },
    ],
    unknown: ['Is the user using dating apps?', 'Is the user’s landlord raising the rent?'],
  },
  // --- AI assistant, British ---
  {
    name: 'Gareth',
    threads: [
      [
        { role: 'user', content: "what's a decent first car for a 17 yr old, budget about 4k" },
        {
          role: 'assistant',
          content: 'Happy to help. Is it for you or someone else? Insurance matters a lot at that age.',
        },
        { role: 'user', content: 'my lad, Owen. passed his theory last week, practical next month' },
        { role: 'assistant', content: 'Good options: Fiesta 1.0, Polo, Aygo or a Corsa – cheap to insure and run.' },
      ],
      [
        { role: 'user', content: 'booked a week in tenerife for half term' },
        { role: 'assistant', content: 'Lovely! Want some ideas for things to do? Who’s going?' },
        { role: 'user', content: 'just me and the missus, Sian. she wants a beach, i want to walk up Teide' },
      ],
      [
        {
          role: 'user',
          content: "Owen's been offered an apprenticeship, electrician one. is that better than doing A levels?",
        },
        {
          role: 'assistant',
          content:
            'It can be a great route – paid training, a qualification, and good demand for sparks. What does he enjoy?',
        },
        { role: 'user', content: 'hands on stuff. hates sitting in class tbh' },
      ],
      [
        { role: 'user', content: 'how do i get old gloss paint off a wooden shed' },
        { role: 'assistant', content: 'A heat gun and scraper works well. Is the shed at home?' },
        { role: 'user', content: 'no its up the allotment, plot 14 in Pontcanna' },
      ],
      [
        {
          role: 'user',
          content:
            "change of plan, tenerife's off, the airline cancelled our flights. we're doing Lanzarote instead, same week",
        },
        { role: 'assistant', content: 'Annoying, but Lanzarote is great – Timanfaya and lovely beaches for Sian.' },
      ],
      [
        {
          role: 'user',
          content: 'owen starts at Hafren Electrical monday, need packed lunch ideas lol, he eats like a horse',
        },
        { role: 'assistant', content: 'Ha! Big wraps, pasta salad, a flask of soup, flapjacks...' },
      ],
      [
        { role: 'user', content: 'slugs have had every one of my lettuces up the plot. organic ways to stop them?' },
        {
          role: 'assistant',
          content: 'Try beer traps, copper tape, wool pellets, and going out at dusk with a torch.',
        },
      ],
    ],
    questions: [
      { question: 'What trade is the user’s son training for?', expect: ['electric', 'spark'] },
      { question: 'Which firm is the user’s son going to work for?', expect: ['Hafren'] },
      { question: 'Which island is the user’s holiday on now?', expect: ['Lanzarote'] },
      { question: 'What is the name of the user’s wife?', expect: ['Sian'] },
      { question: 'Where is the user’s allotment?', expect: ['Pontcanna'] },
      { question: 'Which vegetables did pests destroy on the user’s plot?', expect: ['lettuce'] },
    ],
    unknown: ['What does the user do for a living?', 'Does the user have a daughter?'],
  },
  // --- friend, Nigerian English ---
  {
    name: 'Chidinma',
    threads: [
      [
        { role: 'user', content: 'babe my oga don finally approve my transfer o 🙌🏾' },
        { role: 'assistant', content: 'ehn! congrats!! to where?' },
        { role: 'user', content: 'Abuja branch. I resume there first week of next month' },
        {
          role: 'assistant',
          content: 'you people are lucky. me I am still inside this Lagos traffic 3 hours every day',
        },
      ],
      [
        { role: 'user', content: 'my brother Emeka is getting married!!' },
        { role: 'assistant', content: 'finally!! to that girl from unilag?' },
        { role: 'user', content: 'yes o, Adaeze. trad wedding in Enugu first then white wedding later' },
      ],
      [
        { role: 'assistant', content: 'how work dey' },
        { role: 'user', content: 'stressful. we are reconciling all the branch accounts before year end' },
        { role: 'assistant', content: 'which bank are you with again? I always forget' },
        { role: 'user', content: 'Stanbic. 6 years now' },
      ],
      [
        { role: 'user', content: 'emeka just got his visa!!! he is going to Manchester for his masters' },
        { role: 'assistant', content: 'wow God did! what is he studying?' },
        { role: 'user', content: 'petroleum engineering. Adaeze will join him later' },
      ],
      [
        { role: 'user', content: 'I have started making small chops for events on weekends' },
        { role: 'assistant', content: 'ah nice one! what is the business name, let me follow' },
        { role: 'user', content: "ChiChi's Bites, on IG. puff puff and samosa are selling well" },
      ],
      [
        { role: 'assistant', content: "my mum's BP is high again, I'm so worried" },
        {
          role: 'user',
          content:
            'sorry dear, she will be fine. my own mummy is managing her diabetes better now sha, she stopped eating bread',
        },
      ],
    ],
    questions: [
      { question: 'Which city is the user being transferred to?', expect: ['Abuja'] },
      { question: 'Which bank does the user work for?', expect: ['Stanbic'] },
      { question: 'Who is the user’s brother marrying?', expect: ['Adaeze'] },
      { question: 'Where is the user’s brother going to study?', expect: ['Manchester'] },
      { question: 'What is the user’s food business called?', expect: ['ChiChi'] },
      { question: 'What health condition does the user’s mother have?', expect: ['diabet'] },
    ],
    unknown: ['Does the user spend hours in Lagos traffic every day?', 'Does the user have children?'],
  },
  // --- AI assistant, Australian ---
  {
    name: 'Brodie',
    threads: [
      [
        {
          role: 'user',
          content: 'mate need a hand writing a rental application, me and my partner are looking in Freo',
        },
        {
          role: 'assistant',
          content: 'Sure thing. Fremantle is popular, so a strong application helps. Tell me a bit about you both?',
        },
        { role: 'user', content: "im a sous chef, she's a physio. no pets (yet lol), no smokers" },
        { role: 'assistant', content: 'Great, stable jobs look good to agents. Here’s a draft cover note.' },
      ],
      [
        { role: 'user', content: 'we got a rescue greyhound!! any tips for the first week' },
        { role: 'assistant', content: 'Congrats! Greyhounds are gentle couch potatoes. What’s her name?' },
        { role: 'user', content: 'Biscuit. retired racer, 4 yo, scared of the stairs haha' },
      ],
      [
        { role: 'user', content: "jess just got a permanent spot at Fiona Stanley, so we're sorted for the rent now" },
        { role: 'assistant', content: 'That’s great news, congrats to her! That’ll definitely help the application.' },
      ],
      [
        {
          role: 'user',
          content: "Lupa's closing for a reno over winter so i'll have 6 weeks off. thinking surf trip to bali",
        },
        {
          role: 'assistant',
          content: 'Nice! Uluwatu and Canggu are good bets depending on your level. Travelling solo?',
        },
        { role: 'user', content: 'nah with jess hopefully' },
      ],
      [
        {
          role: 'user',
          content: 'biscuit has a limp on her back leg, vet reckons its a corn on her paw pad. how do i treat that',
        },
        {
          role: 'assistant',
          content: 'Corns are common in greys. Vets often hull them out; soft ground and a boot can help.',
        },
      ],
      [
        {
          role: 'user',
          content: "scrap bali, jess can't get the leave. we're doing Margaret River instead, closer anyway",
        },
        { role: 'assistant', content: 'Good call – great breaks down there. Pack a thick wetsuit in winter.' },
      ],
    ],
    questions: [
      { question: 'Which hospital does the user’s partner work at?', expect: ['Fiona Stanley'] },
      { question: 'What is wrong with the user’s dog’s paw?', expect: ['corn'] },
      { question: 'Where is the user’s surf trip going now?', expect: ['Margaret River'] },
      { question: 'What does the user do for a living?', expect: ['chef'] },
      { question: 'What is the name of the restaurant where the user works?', expect: ['Lupa'] },
      { question: 'Which suburb are the user and their partner trying to rent in?', expect: ['Fremantle', 'Freo'] },
    ],
    unknown: ['Which footy team does the user support?', 'Does the user have children?'],
  },
  // --- friend, Indian English ---
  {
    name: 'Arjun',
    threads: [
      [
        { role: 'assistant', content: 'bro hows the new flat' },
        { role: 'user', content: 'flat is good yaar, but commute to whitefield is killing me' },
        { role: 'assistant', content: 'lol told you. i am full wfh now, zero traffic for me 😎' },
      ],
      [
        { role: 'user', content: 'put down my papers at infosys today. 5 yrs done' },
        { role: 'assistant', content: 'whoa finally!! where are you going' },
        { role: 'user', content: 'a startup, will tell once its final. dont want to jinx' },
      ],
      [
        { role: 'user', content: 'shreya said yes!!! 💍' },
        { role: 'assistant', content: 'WHATTT finally bro. when is the shaadi' },
        { role: 'user', content: 'planning for winter, in udaipur' },
      ],
      [
        { role: 'assistant', content: 'so hows the new company' },
        { role: 'user', content: 'chaotic but fun. Kirana Cart people are all so young yaar, i feel like uncle' },
        { role: 'assistant', content: 'haha what are you doing there' },
        { role: 'user', content: 'heading their android team' },
      ],
      [
        { role: 'user', content: 'papa had a mild heart attack last week. he is ok now' },
        { role: 'assistant', content: 'oh god. which hospital? anything you need?' },
        { role: 'user', content: 'Narayana, in mysore. angioplasty done, 2 stents. thanks bro' },
      ],
      [
        { role: 'user', content: 'update: wedding shifted to jaipur, udaipur venues were mad expensive' },
        { role: 'assistant', content: 'haha jaipur is also not cheap. anyway i am coming either way' },
      ],
      [
        { role: 'assistant', content: 'started guitar again after 10 years, fingers are bleeding' },
        { role: 'user', content: 'nice! i am doing badminton every morning, 6am at the club. knees are crying' },
      ],
    ],
    questions: [
      { question: 'Which company does the user work for now?', expect: ['Kirana Cart'] },
      { question: 'Which employer did the user leave?', expect: ['Infosys'] },
      { question: 'What procedure did the user’s father have?', expect: ['angioplasty', 'stent'] },
      { question: 'In which city will the user get married?', expect: ['Jaipur'] },
      { question: 'Who is the user engaged to?', expect: ['Shreya'] },
      { question: 'What sport does the user play in the mornings?', expect: ['badminton'] },
    ],
    unknown: ['Does the user play the guitar?', 'Does the user have a sister?'],
  },
  // --- AI assistant, US parent ---
  {
    name: 'Dana',
    threads: [
      [
        { role: 'user', content: 'need party theme ideas for my youngest, hes obsessed w sharks' },
        {
          role: 'assistant',
          content:
            'Fun! A shark party could have an ocean cake and a "feed the shark" game. What’s his name so I can personalize?',
        },
        { role: 'user', content: 'Theo. he would live at the aquarium if he could' },
      ],
      [
        { role: 'user', content: 'my husband Rick just got laid off from the plant. how do we budget on one income' },
        {
          role: 'assistant',
          content: 'I’m sorry. Let’s start with fixed costs – mortgage, car, insurance – and see what can flex.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'Can you help me write an email to the teacher? Theo is getting picked on at recess and he doesnt want to go to school',
        },
        { role: 'assistant', content: 'Of course. What’s the teacher’s name, and which school?' },
        { role: 'user', content: 'ms okafor, maple ridge elementary' },
        { role: 'assistant', content: 'Here’s a calm, clear draft that asks for a meeting.' },
      ],
      [
        { role: 'user', content: 'im on night shift so my sleep is a mess, any tips' },
        { role: 'assistant', content: 'Blackout curtains and a fixed sleep window help. What kind of work do you do?' },
        { role: 'user', content: "nurse. NICU at st luke's" },
      ],
      [
        { role: 'user', content: 'good news!! rick got hired at UPS, hes driving a route starting monday' },
        { role: 'assistant', content: 'That’s wonderful, congratulations to him!' },
      ],
    ],
    questions: [
      { question: 'Which school does the user’s youngest child attend?', expect: ['Maple Ridge'] },
      { question: 'What is the name of the user’s son’s teacher?', expect: ['Okafor'] },
      { question: 'Where does the user’s husband work now?', expect: ['UPS'] },
      { question: 'In which hospital unit does the user work?', expect: ['NICU', 'neonatal'] },
      { question: 'What animal is the user’s youngest child fascinated by?', expect: ['shark'] },
      { question: 'What problem is the user’s son having at school?', expect: ['picked on', 'bull'] },
    ],
    unknown: ['What does the user’s husband do in his free time?', 'Does the user have a daughter?'],
  },
  // --- friend, Scottish/British ---
  {
    name: 'Ellie',
    threads: [
      [
        { role: 'user', content: 'omg ive adopted a cat' },
        { role: 'assistant', content: 'NO. pics or it didnt happen' },
        { role: 'user', content: 'sending now. tortie, older lady, from the Cats Protection in Leith' },
        { role: 'assistant', content: 'shes gorgeous 😭 im so jealous, my flat is strictly no pets' },
      ],
      [
        { role: 'assistant', content: 'hows the phd going' },
        { role: 'user', content: 'grim. supervisor is on sabbatical till spring' },
        { role: 'assistant', content: 'whats it on again, i always forget' },
        { role: 'user', content: 'marine microplastics. at st andrews' },
      ],
      [
        { role: 'user', content: "the wee madam's called Nessie btw forgot to say 😂" },
        { role: 'assistant', content: 'perfect name' },
      ],
      [
        { role: 'user', content: 'nessie has hyperthyroidism apparently?? vet put her on tablets' },
        { role: 'assistant', content: 'aw no. is she ok?' },
        { role: 'user', content: 'ya shes eating like a horse so could be worse' },
      ],
      [
        { role: 'user', content: 'got offered a postdoc!!!' },
        { role: 'assistant', content: 'AHHH where??' },
        { role: 'user', content: 'Bergen. norway. starts in autumn' },
        { role: 'assistant', content: 'amazing!! ill visit, i need a holiday, work has been hell' },
      ],
      [
        {
          role: 'user',
          content: 'my sister Iona is gonna take nessie while im away, cant put her through a flight at her age',
        },
        { role: 'assistant', content: 'aw thats sweet of her' },
      ],
    ],
    questions: [
      { question: 'What is the name of the cat the user adopted?', expect: ['Nessie'] },
      { question: 'What condition has the user’s cat been diagnosed with?', expect: ['thyroid'] },
      { question: 'Who will look after the user’s cat when the user moves abroad?', expect: ['Iona', 'sister'] },
      { question: 'What is the user’s doctoral research about?', expect: ['microplastic'] },
      { question: 'Which university is the user doing the PhD at?', expect: ['St Andrews', 'St. Andrews'] },
      { question: 'In which city is the user’s new research position?', expect: ['Bergen'] },
    ],
    unknown: ['Is the user’s flat pet-free by rule?', 'Does the user play a musical instrument?'],
  },
  // --- AI assistant, Nigerian English ---
  {
    name: 'Tunde',
    threads: [
      [
        {
          role: 'user',
          content: 'Please help me prepare for an interview. It is with Flutterwave, product manager role',
        },
        { role: 'assistant', content: 'Great! What is your background so I can tailor the questions?' },
        { role: 'user', content: '5 years in banking operations at GTBank. I want to move into fintech' },
        {
          role: 'assistant',
          content: 'That ops experience is a strong story. Let us practise some product-sense questions.',
        },
      ],
      [
        { role: 'user', content: 'My wife just delivered our first baby, a boy! Suggest Yoruba names please' },
        { role: 'assistant', content: 'Congratulations! Some lovely ones: Ayomide, Oluwaseun, Tolulope, Damilare...' },
        { role: 'user', content: 'We have chosen the first one 😊' },
      ],
      [
        { role: 'user', content: 'I got the job!!! I resume in 2 weeks' },
        { role: 'assistant', content: 'Fantastic, congratulations! Your preparation paid off.' },
      ],
      [
        { role: 'user', content: 'My wife Folake wants to go back to school for MBA. Is Lagos Business School good?' },
        { role: 'assistant', content: 'LBS is well regarded. They have a modular programme for working people.' },
      ],
      [
        {
          role: 'user',
          content:
            'Ayomide has been running temperature for 2 days, doctor said it is malaria. Is that common for small babies?',
        },
        {
          role: 'assistant',
          content: 'It does happen in malaria areas. Follow the treatment fully and keep him under a net.',
        },
      ],
      [
        {
          role: 'user',
          content: 'We planned to travel to Accra for christmas but we have moved it to Easter because of the baby',
        },
        { role: 'assistant', content: 'Sensible. Easter weather in Accra is warm, so pack light clothes for him.' },
      ],
    ],
    questions: [
      { question: 'Which company hired the user?', expect: ['Flutterwave'] },
      { question: 'Which bank did the user work at before?', expect: ['GTBank', 'GT Bank', 'Guaranty'] },
      { question: 'What is the name of the user’s son?', expect: ['Ayomide'] },
      { question: 'What illness did the user’s baby have?', expect: ['malaria'] },
      { question: 'What degree does the user’s wife want to study for?', expect: ['MBA'] },
      { question: 'Around which holiday is the family’s trip to Ghana now planned?', expect: ['Easter'] },
    ],
    unknown: ['Which football club does the user support?', 'Does the user have a daughter?'],
  },
  // --- friend, Australian ---
  {
    name: 'Mia',
    threads: [
      [
        { role: 'assistant', content: 'hows the new sharehouse' },
        { role: 'user', content: 'heaps better! its in West End, 3 housemates' },
        { role: 'assistant', content: "jealous, i'm still in mum's spare room in geelong lol" },
      ],
      [
        { role: 'user', content: 'one of the housemates, Kai, is an absolute legend. hes teaching me to surf' },
        { role: 'assistant', content: 'haha is he cute 👀' },
        { role: 'user', content: 'shut up 😂 hes a paramedic, works nights so i barely see him anyway' },
      ],
      [
        { role: 'user', content: 'failed my structures exam ugh' },
        { role: 'assistant', content: 'nooo. what course is that for again' },
        { role: 'user', content: 'architecture, second year at QUT. structures is the worst' },
      ],
      [
        { role: 'user', content: 'ok so kai and i are officially a thing' },
        { role: 'assistant', content: 'I KNEW IT' },
      ],
      [
        { role: 'assistant', content: 'started learning auslan, its so fun' },
        { role: 'user', content: 'love that!! ive been doing reformer pilates, my core is crying' },
      ],
      [
        { role: 'user', content: 'his parents invited us to fiji!!' },
        { role: 'assistant', content: 'whose parents lol' },
        { role: 'user', content: "kai's obvs. it got pushed back a couple months cos of his roster but still" },
      ],
    ],
    questions: [
      { question: 'Which suburb does the user live in?', expect: ['West End'] },
      { question: 'What is the user’s boyfriend’s job?', expect: ['paramedic'] },
      { question: 'What is the name of the person the user is dating?', expect: ['Kai'] },
      { question: 'What field is the user studying?', expect: ['architect'] },
      { question: 'Which university does the user attend?', expect: ['QUT', 'Queensland University of Technology'] },
      { question: 'Where is the user going with her boyfriend’s family?', expect: ['Fiji'] },
    ],
    unknown: ['Is the user learning sign language?', 'Does the user have a pet?'],
  },
  // --- AI assistant, terse US ---
  {
    name: 'Jordan',
    threads: [
      [
        { role: 'user', content: 'help me plan a cross country move. austin to portland' },
        {
          role: 'assistant',
          content: 'Sure. Is this for work? That affects timing and whether relocation is covered.',
        },
        { role: 'user', content: 'yeah. new job. they cover 5k' },
      ],
      [
        { role: 'user', content: 'best way to ship a motorcycle' },
        { role: 'assistant', content: 'Depends on the bike and distance. What is it?' },
        { role: 'user', content: "'79 honda cb750. dont want to ride it 2000 miles" },
      ],
      [
        {
          role: 'user',
          content: 'my bf sam is staying in austin till his lease ends. ideas for long distance date nights',
        },
        {
          role: 'assistant',
          content: 'Watch parties, cooking the same recipe over video, mailing each other small gifts...',
        },
      ],
      [
        { role: 'user', content: 'first week at nike went ok. imposter syndrome is real though' },
        { role: 'assistant', content: 'Very normal in a new role. Write down small wins each day.' },
      ],
      [
        { role: 'user', content: 'got diagnosed w celiac. what can i eat at a taco place' },
        {
          role: 'assistant',
          content: 'Corn tortillas are usually safe, but ask about shared fryers and flour cross-contact.',
        },
      ],
      [
        { role: 'user', content: 'sam got into the OHSU nursing program. so hes finally moving up' },
        { role: 'assistant', content: 'That’s great news – the long-distance part will be over soon.' },
      ],
    ],
    questions: [
      { question: 'Which city did the user move to?', expect: ['Portland'] },
      { question: 'Which company does the user work for now?', expect: ['Nike'] },
      { question: 'What motorcycle does the user own?', expect: ['CB750', 'CB 750'] },
      { question: 'What is the user’s partner going to study?', expect: ['nursing'] },
      { question: 'Which school accepted the user’s boyfriend?', expect: ['OHSU', 'Oregon Health'] },
      { question: 'What dietary condition does the user have?', expect: ['celiac', 'coeliac'] },
    ],
    unknown: ['Does the user have siblings?', 'What is the user’s job title?'],
  },
  // --- friend, Texan ---
  {
    name: 'Luis',
    threads: [
      [
        { role: 'assistant', content: 'u still coming to the game sat?' },
        { role: 'user', content: 'cant man, helping my brother move' },
        { role: 'assistant', content: 'which one lol u got like 4' },
        { role: 'user', content: 'nico. the baby' },
      ],
      [
        { role: 'user', content: 'got a pup! blue heeler' },
        { role: 'assistant', content: 'lets gooo. name?' },
        { role: 'user', content: 'havent decided. thinking ranger or boone' },
        { role: 'assistant', content: 'ranger. def ranger. btw i just bought a boat lol, lake travis this summer' },
      ],
      [
        { role: 'assistant', content: 'hows the shop' },
        { role: 'user', content: 'slammed. 3 trucks in the bay, hired another tech' },
        { role: 'assistant', content: 'u still doing diesel only?' },
        { role: 'user', content: 'ya mostly diesel, some ag equipment too' },
      ],
      [
        { role: 'user', content: 'nico finally got on at the fire dept in san antonio, hes stoked' },
        { role: 'assistant', content: 'hell yeah, tell him congrats' },
      ],
      [
        { role: 'user', content: 'went w boone. sorry lol. he already chewed up my boots' },
        { role: 'assistant', content: 'boo. good name tho' },
      ],
      [
        { role: 'user', content: 'me n vanessa are doing cancun for our anniversary' },
        { role: 'assistant', content: 'fancy. all inclusive?' },
        { role: 'user', content: 'ya obvi' },
      ],
      [
        {
          role: 'user',
          content: "cancun's off. her passport expired and renewal takes forever. doing big bend instead",
        },
        { role: 'assistant', content: 'honestly big bend slaps. bring water' },
      ],
    ],
    questions: [
      { question: 'What does the user’s youngest brother do for work now?', expect: ['fire'] },
      { question: 'Which city does the user’s brother work in?', expect: ['San Antonio'] },
      { question: 'What did the user name the puppy?', expect: ['Boone'] },
      { question: 'Where is the user going on the anniversary trip now?', expect: ['Big Bend'] },
      { question: 'Why did the user’s original trip plan fall through?', expect: ['passport'] },
      { question: 'What kind of vehicles does the user’s shop repair?', expect: ['diesel'] },
    ],
    unknown: ['Does the user own a boat?', 'What does the user’s girlfriend do for work?'],
  },
]
