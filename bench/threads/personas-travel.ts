import type { ThreadPersona } from './personas'

/**
 * A fifteenth set, "people on the move", of twelve people who relocate, travel for work, visit family abroad, keep
 * long-distance partners, plan holidays and move house, mixed with ordinary life: a Norwegian moving to Canada with
 * her dog, a Brazilian developer whose girlfriend studies in Lisbon, a buyer who flies to Jakarta, a pharmacist in
 * Stockport flying home to Ghana, a salesman transferred from Osaka to Sapporo, a designer new to Bangalore, a retiree
 * wintering in Tenerife, a flight attendant in Montréal, an exchange student bound for Melbourne, an architect in
 * Dubai, a nurse in Auckland and an offshore worker in the Highlands. Written by a helper who had not read the rules;
 * held out: measured before any change made for it, 42/72, never said 11/24, on commit afa5029 (place knowledge
 * already in).
 */

export const travelPersonas: ThreadPersona[] = [
  // --- AI assistant, Norwegian, careful non-native ---
  {
    name: 'Ingrid',
    threads: [
      [
        {
          role: 'user',
          content: 'Hello. I need to fly with my dog from Norway to Canada in March. Which papers does she need?',
        },
        {
          role: 'assistant',
          content: 'I can help with that. What breed and size is she? It decides if she can travel in the cabin.',
        },
        { role: 'user', content: 'Norwegian elkhound, 22 kilo, so not in cabin. Her name is Tåke.' },
        {
          role: 'assistant',
          content: 'Then she will travel in the hold in an approved crate. Here is the list of documents you need.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'How cold is Calgary in March compared to Bergen? I lived in Bergen all my life, there it is more rain than snow.',
        },
        { role: 'assistant', content: 'Calgary is colder and much drier. Are you moving there for work?' },
        {
          role: 'user',
          content:
            'Yes. I got a position as veterinarian in a clinic outside the city, mostly cattle and horses. I start 1 April.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'My husband Lars comes later, in the summer, when the school year is finished. He is teacher. How can we keep good contact with 9 hours difference? No wait, I checked, it is 8 hours.',
        },
        {
          role: 'assistant',
          content:
            'With 8 hours, your evening is his early morning. A fixed call time before his school day works well.',
        },
      ],
      [
        {
          role: 'user',
          content: 'Can you suggest a quick breakfast without lactose? Milk makes my stomach very bad.',
        },
        { role: 'assistant', content: 'Sure: overnight oats with oat milk, or eggs on rye bread with avocado.' },
      ],
      [
        { role: 'user', content: 'Also I want to find a choir there. I sing alto since I was a teenager.' },
        { role: 'assistant', content: 'Calgary has several community choirs; many audition in late summer.' },
      ],
    ],
    questions: [
      { question: 'Which country is the user relocating to?', expect: ['canada', 'calgary'] },
      { question: 'In which Canadian province will the user be living?', expect: ['alberta'] },
      { question: 'What is the user’s profession?', expect: ['vet'] },
      { question: 'What is the name of the user’s dog?', expect: ['tåke'] },
      { question: 'When will the user’s spouse join her?', expect: ['summer'] },
      { question: 'What food does not agree with the user?', expect: ['lactose', 'milk', 'dairy'] },
    ],
    unknown: ['Which airline is the user flying with to Canada?', 'How old is the user’s dog?'],
  },
  // --- friend, Brazilian, casual with Portuguese bits ---
  {
    name: 'Rafael',
    threads: [
      [
        { role: 'user', content: 'cara, bought the ticket!! going to see Inês in december 🙌' },
        { role: 'assistant', content: 'finally!! how long since you saw her?' },
        { role: 'user', content: 'since july. 5 months of videocall kkkk' },
        { role: 'assistant', content: 'long distance is hard man. she still in lisbon?' },
        { role: 'user', content: 'yes, finishing her master there' },
      ],
      [
        {
          role: 'user',
          content: 'update: changed the flight, now is 10 january. the december prices were absurd',
        },
        { role: 'assistant', content: 'makes sense. btw I am moving to Recife next month, got transferred!' },
        { role: 'user', content: 'whaaat beach life 🏖️ parabéns' },
      ],
      [
        { role: 'assistant', content: 'and work? still with the bank app?' },
        { role: 'user', content: 'no, left it. now I am backend dev in a logistics startup, 100% remote' },
        { role: 'assistant', content: 'remote is perfect, you can work from there too haha' },
        { role: 'user', content: 'that is exactly the plan 😏' },
      ],
      [
        {
          role: 'user',
          content:
            'minha mãe is upset because I miss her birthday on 12 january. I go to Londrina to see her the weekend before',
        },
        { role: 'assistant', content: 'bring her something nice from portugal and she forgives you' },
      ],
      [
        { role: 'user', content: 'started jiu-jitsu again, the knee is ok now' },
        { role: 'assistant', content: 'careful with that knee. I adopted a vira-lata btw, called Pipoca 🐶' },
        { role: 'user', content: 'PIPOCA 😂 send photo' },
      ],
    ],
    questions: [
      { question: 'Where does the user’s girlfriend live?', expect: ['lisbon', 'lisboa', 'portugal'] },
      { question: 'What is the user’s partner called?', expect: ['inês', 'ines'] },
      { question: 'When is the user flying to visit his partner?', expect: ['january', '10 jan', 'jan 10'] },
      { question: 'What is the user’s job?', expect: ['backend', 'developer', 'software'] },
      { question: 'Which martial art does the user practise?', expect: ['jiu-jitsu', 'jiu jitsu', 'jiujitsu'] },
      { question: 'In which city does the user’s mother live?', expect: ['londrina'] },
    ],
    unknown: ['Is the user relocating to Recife?', 'What is the name of the user’s dog?'],
  },
  // --- AI assistant, Singapore, terse ---
  {
    name: 'Mei',
    threads: [
      [
        { role: 'user', content: 'Jakarta trip again next week. How to avoid stomach upset there?' },
        {
          role: 'assistant',
          content: 'Bottled water, no ice, hot cooked food. How often do you go there?',
        },
        { role: 'user', content: 'Every month. 3-4 days. Supplier visits.' },
      ],
      [
        { role: 'user', content: 'Gift idea for a factory manager in Indonesia, under 50 SGD?' },
        { role: 'assistant', content: 'Good chocolates or premium tea work well. What is the relationship?' },
        {
          role: 'user',
          content: 'I do procurement for a furniture company. He always rushes our orders for us.',
        },
      ],
      [
        { role: 'user', content: 'My son Ethan keeps crying when I go for trips. He is 6. Any tips?' },
        {
          role: 'assistant',
          content: 'Very common at that age. A countdown calendar helps. Who looks after him while you are away?',
        },
        { role: 'user', content: 'Husband and my mother-in-law. She stays with us in Bishan.' },
      ],
      [
        { role: 'user', content: 'Quick dinner ideas pls. No meat, I stopped since uni.' },
        { role: 'assistant', content: 'Tofu stir-fry, dal with rice, mushroom fried rice, vegetable laksa.' },
      ],
      [
        { role: 'user', content: 'Badminton racket for intermediate? Play Saturdays at the CC.' },
        { role: 'assistant', content: 'An even-balance racket around 85g is a safe choice at that level.' },
      ],
    ],
    questions: [
      { question: 'Which country does the user travel to regularly for work?', expect: ['indonesia', 'jakarta'] },
      { question: 'How often does the user go on business trips?', expect: ['month'] },
      { question: 'What does the user do professionally?', expect: ['procurement', 'purchasing', 'buyer'] },
      { question: 'How old is the user’s child?', expect: ['6', 'six'] },
      {
        question: 'Who takes care of the user’s son when she is away?',
        expect: ['husband', 'mother-in-law', 'mother in law'],
      },
      { question: 'Does the user eat meat?', expect: ['vegetarian', 'no meat', 'not eat meat'] },
    ],
    unknown: ['Which airline does the user fly to Jakarta?', 'What is the name of the user’s husband?'],
  },
  // --- friend, Ghanaian in Greater Manchester, chatty British ---
  {
    name: 'Kwame',
    threads: [
      [
        { role: 'assistant', content: 'you still doing that train every day?' },
        {
          role: 'user',
          content: 'every single day mate. stockport to piccadilly, the 7:12, packed like sardines',
        },
        { role: 'assistant', content: "grim. I've started cycling to work, 20 mins door to door" },
      ],
      [
        { role: 'user', content: 'flights booked for kumasi!! 19th december. no wait, 18th, the 19th was full' },
        { role: 'assistant', content: 'your mum will be over the moon' },
        { role: 'user', content: "she's been asking for two years lol. not been home since grandad's funeral" },
      ],
      [
        {
          role: 'user',
          content: "and abena's getting married in april, in accra, so I'm back there again in spring 🙈 wallet crying",
        },
        { role: 'assistant', content: 'your sister getting married!! two trips in 5 months, frequent flyer' },
      ],
      [
        { role: 'assistant', content: "how's the pharmacy?" },
        { role: 'user', content: 'rough week. two locums called in sick so I did three 12 hour shifts' },
        { role: 'assistant', content: 'you need a holiday. oh wait you have one lol' },
      ],
      [
        { role: 'assistant', content: 'I finally opened the bakery btw!! soft launch saturday' },
        { role: 'user', content: "no way!! I'll come after five-a-side, save me a sausage roll" },
      ],
    ],
    questions: [
      { question: 'How does the user commute to work?', expect: ['train', 'rail'] },
      { question: 'Which country is the user visiting in December?', expect: ['ghana', 'kumasi'] },
      { question: 'On what date does the user fly out in December?', expect: ['18'] },
      { question: 'What is the user’s occupation?', expect: ['pharmac'] },
      { question: 'Which relative of the user is getting married?', expect: ['sister', 'abena'] },
      { question: 'Which town does the user live in?', expect: ['stockport'] },
    ],
    unknown: ['Does the user run a bakery?', 'What is the name of the user’s mother?'],
  },
  // --- AI assistant, Japanese, polite non-native ---
  {
    name: 'Yuki',
    threads: [
      [
        {
          role: 'user',
          content:
            'Good morning. My company transfer me to the Sapporo branch from October. Which winter clothes I must buy?',
        },
        { role: 'assistant', content: 'Congratulations! Where do you live now? It helps me compare the climate.' },
        { role: 'user', content: 'Osaka. Winter here is very mild, I have only a thin coat.' },
      ],
      [
        {
          role: 'user',
          content:
            'Please check my English self-introduction for the new team: "I am Yuki Tanaka, I am in charge of sale of medical equipments since 9 years."',
        },
        {
          role: 'assistant',
          content: 'A more natural version: "I\'m Yuki Tanaka. I have been selling medical equipment for nine years."',
        },
      ],
      [
        {
          role: 'user',
          content:
            'My wife Haruka will stay in Osaka until March because of her work at the kindergarten. How to keep long distance marriage happy?',
        },
        { role: 'assistant', content: 'Regular video dinners and visits planned in advance help a lot.' },
      ],
      [
        { role: 'user', content: 'Is it OK to bring a cat on the Shinkansen? Her name is Mochi.' },
        {
          role: 'assistant',
          content:
            'Small pets in a carrier are allowed, but Osaka to Sapporo is a very long train ride. How will you go?',
        },
        {
          role: 'user',
          content: 'I thought train, but it is too long. Maybe ferry from Maizuru, the cat can stay in the pet room.',
        },
      ],
      [
        { role: 'user', content: 'I want to start skiing this winter. Never did before and I am 41. Too late?' },
        { role: 'assistant', content: 'Not at all. Many people start in their forties. Take a few lessons first.' },
      ],
    ],
    questions: [
      { question: 'Which prefecture of Japan is the user moving to?', expect: ['hokkaido', 'hokkaidō'] },
      { question: 'Where does the user live at the moment?', expect: ['osaka'] },
      { question: 'In what field does the user work?', expect: ['medical'] },
      { question: 'What does the user’s wife do?', expect: ['kindergarten', 'preschool', 'teacher'] },
      { question: 'How is the user planning to travel to the new city with the cat?', expect: ['ferry'] },
      { question: 'How old is the user?', expect: ['41'] },
    ],
    unknown: ['Which company does the user work for?', 'Which ski resort has the user booked?'],
  },
  // --- friend, Indian, lowercase with lots of emoji ---
  {
    name: 'Priya',
    threads: [
      [
        { role: 'user', content: 'first week in bangalore done 😮‍💨🎉' },
        { role: 'assistant', content: "how's the new place??" },
        { role: 'user', content: 'tiny 1bhk in indiranagar but it has a balcony 🌿🌿' },
        { role: 'assistant', content: 'and the job?' },
        { role: 'user', content: 'ux designer at a fintech, team is lovely 💜' },
      ],
      [
        { role: 'user', content: 'amma calls me from pune every night at 9 sharp 😂😂' },
        { role: 'assistant', content: 'lol mine too. is papa ok now?' },
        { role: 'user', content: 'yes his sugar is under control finally, he walks every morning now 🙏' },
      ],
      [
        { role: 'user', content: 'goa trip in march is ON 🏖️ 5 of us from college' },
        { role: 'assistant', content: 'yesss finally' },
      ],
      [
        { role: 'assistant', content: 'I got into the MBA program btw!! starting august' },
        { role: 'user', content: 'WHATTT 🥳🥳🥳 so proud of you' },
      ],
      [
        {
          role: 'user',
          content: 'update 😭 goa cancelled, way too expensive in peak season. doing pondicherry instead, same dates',
        },
        { role: 'assistant', content: 'pondy is cuter anyway 🥰' },
      ],
      [
        { role: 'user', content: 'joined a running club, sundays in cubbon park 🏃‍♀️ did my first 10k!!' },
        { role: 'assistant', content: 'look at you 💪' },
      ],
    ],
    questions: [
      { question: 'Which city did the user move to?', expect: ['bangalore', 'bengaluru'] },
      { question: 'Which Indian state does the user live in now?', expect: ['karnataka'] },
      { question: 'Where are the user’s parents?', expect: ['pune'] },
      { question: 'What does the user do for a living?', expect: ['ux', 'design'] },
      {
        question: 'Where is the user going on holiday with her college friends?',
        expect: ['pondicherry', 'pondy', 'puducherry'],
      },
      { question: 'What health problem does the user’s father have?', expect: ['diabet', 'sugar'] },
    ],
    unknown: ['Is the user starting an MBA?', 'What is the name of the company the user works for?'],
  },
  // --- AI assistant, German retiree, terse ---
  {
    name: 'Dieter',
    threads: [
      [
        { role: 'user', content: 'Compare rental cars Tenerife. Automatic. 6 weeks, January-February.' },
        { role: 'assistant', content: 'Sure. Is this a holiday?' },
        { role: 'user', content: 'Wintering. Retired. Wife and I go every year since 2019.' },
        { role: 'assistant', content: 'Then a long-term rental from a local company is usually cheapest.' },
      ],
      [
        { role: 'user', content: 'Type 2 diabetes. Taking insulin pens on the plane. Rules?' },
        {
          role: 'assistant',
          content: 'Keep them in hand luggage with a doctor’s letter; never put insulin in the hold.',
        },
      ],
      [
        { role: 'user', content: 'Moving house in spring. Munich to a 2-room flat in Rosenheim. Checklist please.' },
        { role: 'assistant', content: 'Of course. May I ask why the move?' },
        { role: 'user', content: 'Ground floor. Knees.' },
      ],
      [
        { role: 'user', content: 'Present for grandson Jonas, turns 10. Lives in Hamburg. Likes trains.' },
        { role: 'assistant', content: 'A model railway starter set or a visit to Miniatur Wunderland.' },
      ],
      [
        { role: 'user', content: 'Correction: Tenerife is 8 weeks, not 6. Ursula extended.' },
        { role: 'assistant', content: 'Noted, I will redo the rental comparison for 8 weeks.' },
      ],
    ],
    questions: [
      { question: 'In which country does the user spend the winter?', expect: ['spain', 'tenerife', 'canary'] },
      {
        question: 'How long is the user’s winter stay?',
        expect: ['8 weeks', 'eight weeks', 'two months'],
      },
      { question: 'What chronic illness does the user have?', expect: ['diabet'] },
      { question: 'Which town is the user relocating to?', expect: ['rosenheim'] },
      { question: 'Which German state is the user’s new town in?', expect: ['bavaria', 'bayern'] },
      { question: 'What is the name of the user’s grandchild?', expect: ['jonas'] },
    ],
    unknown: ['What did the user do for a living before retiring?', 'Which airline does the user fly to Tenerife?'],
  },
  // --- friend, Montréal, voice-note style ---
  {
    name: 'Chloé',
    threads: [
      [
        {
          role: 'user',
          content:
            "ok so voice note cause I'm walking — just landed from Cancún, third turnaround this week, my feet are destroyed, anyway I'm home in Montréal until Thursday",
        },
        { role: 'assistant', content: 'girl you need a real vacation not a work one' },
        {
          role: 'user',
          content: 'tell me about it, being a flight attendant is like 10% glamour and 90% compression socks lol',
        },
      ],
      [
        {
          role: 'user',
          content:
            "so big news, like, don't freak out, but I asked for a transfer to the Vancouver base so I can finally live with Sam, it's been two years of this long distance thing",
        },
        { role: 'assistant', content: 'OMG when??' },
        { role: 'user', content: "if it's approved, May. well, maybe June, they said the list moves slow so, yeah" },
      ],
      [
        { role: 'assistant', content: 'my sister had her baby!! 3.4 kg, his name is Léo 😭' },
        { role: 'user', content: 'awww congrats matante 😭 send pics send pics' },
      ],
      [
        {
          role: 'user',
          content:
            "also random but the doctor finally confirmed it's celiac, so like, no more croissants ever, I'm literally grieving",
        },
        { role: 'assistant', content: "noooo. ok I'll find you a gluten-free bakery, promise" },
      ],
      [
        { role: 'user', content: 'Biscotte chewed through my charger AGAIN, that rabbit is a criminal' },
        { role: 'assistant', content: 'lmaooo she knows what she did' },
      ],
    ],
    questions: [
      { question: 'What is the user’s job?', expect: ['flight attendant', 'cabin crew', 'flight'] },
      { question: 'Which province is the user hoping to move to?', expect: ['british columbia'] },
      { question: 'Where does the user’s partner live?', expect: ['vancouver'] },
      { question: 'When could the user’s move happen?', expect: ['in may', 'june'] },
      { question: 'What medical diagnosis did the user get?', expect: ['celiac', 'coeliac', 'gluten'] },
      { question: 'What kind of animal does the user keep as a pet?', expect: ['rabbit', 'bunny'] },
    ],
    unknown: ['What is the name of the user’s nephew?', 'Which airline does the user work for?'],
  },
  // --- AI assistant, Argentine student, Spanish-flavoured English ---
  {
    name: 'Mateo',
    threads: [
      [
        {
          role: 'user',
          content:
            'Hi! I arrive to Melbourne next month for an exchange semester in the university. How I open a bank account as foreigner?',
        },
        { role: 'assistant', content: 'Happy to help! Where are you coming from, and what do you study?' },
        { role: 'user', content: 'From Córdoba, Argentina. I study civil engineering.' },
      ],
      [
        {
          role: 'user',
          content: 'I want to work part time, like 15 hours. I was barista two years in Córdoba. Is good to put in CV?',
        },
        { role: 'assistant', content: 'Definitely — café experience is in high demand in Melbourne.' },
      ],
      [
        {
          role: 'user',
          content: 'My girlfriend Valentina is sad that I go for 5 months. Some idea romantic before I leave?',
        },
        { role: 'assistant', content: 'You could make her a shared photo album to fill while you are apart.' },
        { role: 'user', content: 'Ah, correction, it is 6 months, not 5, with the exams. She will be more sad 😅' },
      ],
      [
        {
          role: 'user',
          content: 'Cheapest way from the airport to Carlton? I rent a room there with two Colombian guys.',
        },
        { role: 'assistant', content: 'The SkyBus to Southern Cross, then a tram north to Carlton.' },
      ],
      [
        { role: 'user', content: 'Songs to practice fingerpicking on guitar? I play since I am 12.' },
        { role: 'assistant', content: 'Try "Blackbird", "Dust in the Wind" and "Fast Car".' },
      ],
    ],
    questions: [
      { question: 'Which Australian state will the user be living in?', expect: ['victoria'] },
      { question: 'What is the user’s field of study?', expect: ['engineering'] },
      { question: 'What is the user’s girlfriend’s name?', expect: ['valentina'] },
      { question: 'How long will the user be abroad?', expect: ['6 months', 'six months', 'six-month'] },
      { question: 'What work experience does the user have?', expect: ['barista', 'coffee', 'café'] },
      { question: 'Which musical instrument does the user play?', expect: ['guitar'] },
    ],
    unknown: ['Which university will the user attend in Melbourne?', 'What are the names of the user’s flatmates?'],
  },
  // --- friend, Nigerian in Dubai, lowercase chatty ---
  {
    name: 'Aisha',
    threads: [
      [
        { role: 'assistant', content: "how's dubai treating you?? 8 months now right" },
        { role: 'user', content: '9 actually lol. hot. expensive. but work is good' },
        { role: 'assistant', content: 'still at the same firm?' },
        {
          role: 'user',
          content:
            'yep, the architecture firm in business bay. doing a hotel project rn, my first time as lead architect',
        },
      ],
      [
        { role: 'user', content: 'off to riyadh tuesday for a client site visit, 2 days only' },
        { role: 'user', content: 'wait no, wednesday. they moved the meeting 🙄' },
        { role: 'assistant', content: 'safe trip babe!!' },
      ],
      [
        { role: 'user', content: 'tunde just started his masters in leeds 🥹 my baby brother in the cold' },
        { role: 'assistant', content: "lmao he's gonna freeze. my cousin is in leeds too, I'll connect them" },
      ],
      [
        { role: 'user', content: 'mum wants me home in abuja for eid. honestly I miss her jollof' },
        { role: 'assistant', content: "I'm going back to lagos in december too, we should link up" },
      ],
      [
        {
          role: 'user',
          content: 'also I finally started swimming lessons 🏊🏾‍♀️ 34 years old and learning to float lol',
        },
        { role: 'assistant', content: 'proud of you honestly' },
      ],
    ],
    questions: [
      { question: 'What is the user’s profession?', expect: ['architect'] },
      { question: 'Which country is the user travelling to for the client visit?', expect: ['saudi', 'riyadh'] },
      { question: 'On which day does the user leave for the site visit?', expect: ['wednesday'] },
      { question: 'Where is the user’s brother studying?', expect: ['leeds', 'england'] },
      { question: 'Which city does the user’s mother live in?', expect: ['abuja'] },
      { question: 'What new skill is the user learning?', expect: ['swim'] },
    ],
    unknown: ['Is the user going to Lagos in December?', 'What is the name of the hotel the user is designing?'],
  },
  // --- AI assistant, Filipino nurse abroad, Taglish ---
  {
    name: 'Marisol',
    threads: [
      [
        {
          role: 'user',
          content: 'Hi po, can you help me make a checklist for family visa? I want to bring my kids here in Auckland.',
        },
        { role: 'assistant', content: 'Of course. How many children, and how old are they?' },
        { role: 'user', content: 'Two. Jasmine 11 and Paolo 7. They are with my mama in Iloilo for now.' },
      ],
      [
        {
          role: 'user',
          content: 'I work as aged care nurse here since 2022, night shift mostly. How to sleep better in daytime?',
        },
        { role: 'assistant', content: 'Blackout curtains, a fixed sleep window and no caffeine after 2 a.m. help.' },
      ],
      [
        {
          role: 'user',
          content: 'I go home in July for 3 weeks! First time in 2 years. What pasalubong is not heavy?',
        },
        { role: 'assistant', content: 'Manuka honey, chocolates and merino socks are light and popular.' },
        { role: 'user', content: 'Ay sorry, August pala, not July. My leave got moved.' },
      ],
      [
        {
          role: 'user',
          content: 'My blood pressure was high in my check-up. Low salt Filipino recipes please, I love adobo haha',
        },
        { role: 'assistant', content: 'Try adobo with low-sodium soy sauce and more vinegar, garlic and bay leaf.' },
      ],
      [
        {
          role: 'user',
          content: 'Tips for the driving test? It is next month. I take the bus 1 hour to work every day, so tiring.',
        },
        { role: 'assistant', content: 'Practise reversing and roundabouts; those are the usual failure points.' },
      ],
    ],
    questions: [
      { question: 'How many children does the user have?', expect: ['two', '2'] },
      { question: 'Who is looking after the user’s kids right now?', expect: ['mother', 'mama', 'grand'] },
      { question: 'Which country does the user work in?', expect: ['new zealand', 'auckland'] },
      { question: 'What does the user do for work?', expect: ['nurse', 'aged care', 'caregiver'] },
      { question: 'When is the user going home on leave?', expect: ['august'] },
      { question: 'What health problem showed up in the user’s check-up?', expect: ['blood pressure', 'hypertension'] },
    ],
    unknown: ['What is the name of the user’s husband?', 'Which care home does the user work at?'],
  },
  // --- friend, Scottish, terse banter ---
  {
    name: 'Hamish',
    threads: [
      [
        { role: 'user', content: 'back on the rig tomorrow. 2 weeks.' },
        { role: 'assistant', content: 'which one this time?' },
        { role: 'user', content: 'same one. north sea, out of aberdeen heliport' },
        { role: 'assistant', content: 'stay dry ya muppet' },
      ],
      [
        { role: 'user', content: "house sale went through. we're out of inverness end of the month" },
        { role: 'assistant', content: 'where to??' },
        { role: 'user', content: 'wee cottage outside nairn. 3 bed, big garden for the dog' },
      ],
      [
        { role: 'assistant', content: "how's the lass getting on at uni?" },
        { role: 'user', content: "isla's loving dundee. doing nursing. phones when she needs money haha" },
      ],
      [
        { role: 'assistant', content: "i'm off to malaga on friday, first holiday in 3 years" },
        { role: 'user', content: 'jammy git. bring us back some sun' },
      ],
      [
        {
          role: 'user',
          content: 'doc says cut the drink, liver numbers are up. so dry january. and february probably',
        },
        { role: 'assistant', content: 'good man' },
      ],
      [
        { role: 'user', content: 'collie had her pups. 6 of them. no wait, 7, one was hiding under the straw' },
        { role: 'assistant', content: 'keeping any?' },
        { role: 'user', content: "one. wife's orders" },
      ],
    ],
    questions: [
      { question: 'Where does the user work?', expect: ['rig', 'offshore', 'north sea'] },
      { question: 'Where is the user moving house to?', expect: ['nairn'] },
      { question: 'Which country does the user live in?', expect: ['scotland', 'uk', 'united kingdom'] },
      { question: 'In which city does the user’s daughter go to university?', expect: ['dundee'] },
      { question: 'How many puppies did the user’s dog have?', expect: ['7', 'seven'] },
      { question: 'What did the doctor tell the user?', expect: ['drink', 'alcohol', 'liver'] },
    ],
    unknown: ['Is the user going to Malaga?', 'What is the name of the user’s wife?'],
  },
]
