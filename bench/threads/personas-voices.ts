/**
 * Set 24: twelve ordinary people in many Englishes and writing styles, written by a helper that had not read the
 * service's rules, measured once before any change made for it (58/96, never said 14/24). Eight questions each. Facts come in passing, in short replies to the other side's question, corrected later, or split
 * between threads (a name in one, their details in another). Half talk to an AI assistant; half to a friend in the
 * `assistant` role who tells of their own life too — the friend's facts are never the user's.
 */
import type { ThreadPersona } from './personas'

export const voicesPersonas: ThreadPersona[] = [
  // --- 1. Adebayo, 38, Port Harcourt, Nigerian English, AI assistant ---
  {
    name: 'adebayoPortHarcourt',
    threads: [
      [
        {
          role: 'user',
          content:
            "Good morning. Please I need help to write a formal letter to my son's school. Dayo will be absent for one week, he has his asthma review at UPTH and the doctor wants to adjust his inhaler.",
        },
        {
          role: 'assistant',
          content: 'Good morning! Happy to help. Which class is Dayo in, and who should the letter be addressed to?',
        },
        { role: 'user', content: 'Primary 4. Address it to the head teacher, Mrs Briggs.' },
        {
          role: 'assistant',
          content:
            'Here is a draft: "Dear Mrs Briggs, I write to inform you that my son, Dayo, of Primary 4, will be absent from school..."',
        },
      ],
      [
        {
          role: 'user',
          content:
            'I am a quantity surveyor with a construction firm here in PH, 11 years experience. Can you help me to rewrite my CV summary for Canadian employers? We are applying for Express Entry.',
        },
        {
          role: 'assistant',
          content:
            'Certainly. Which part of Canada are you targeting, and do you hold any professional memberships I should mention?',
        },
        {
          role: 'user',
          content:
            'Saskatoon for now, my cousin Kunle lives there. I have NIQS membership. My wife is a pharmacist so she will need her own CV later too.',
        },
        {
          role: 'assistant',
          content:
            'Great. Here is a summary that leads with your 11 years of cost planning and your NIQS membership...',
        },
      ],
      [
        {
          role: 'user',
          content: 'Abeg how many days before IELTS should I stop cramming? Mine is on the 4th of next month.',
        },
        {
          role: 'assistant',
          content:
            'Most people do best with light revision in the last two or three days — one mock test, then rest and sleep well.',
        },
        { role: 'user', content: 'Sorry my mistake, it is the 14th not the 4th. The centre shifted it.' },
        {
          role: 'assistant',
          content: 'No problem — that gives you ten more days. Here is a plan for the extra time...',
        },
      ],
      [
        {
          role: 'user',
          content:
            "Doctor checked me yesterday, 150 over 95. He said I should reduce salt and maggi. Which of our soups can I still enjoy? I can't do without my egusi o",
        },
        {
          role: 'assistant',
          content:
            'You can keep egusi! Use fewer seasoning cubes, more fresh pepper, onions and locust beans for flavour, and go easy on stockfish and dried fish.',
        },
        { role: 'user', content: 'Ok. Bisola is the one that cooks mostly, I will show her this.' },
        { role: 'assistant', content: 'Good idea — it is easier when the whole household adjusts together.' },
      ],
      [
        {
          role: 'user',
          content:
            'Let me just put this here so I stop forgetting: WES ref 4471-883-20, GTBank internet banking password Dayo@2016!',
        },
        {
          role: 'assistant',
          content:
            'I would suggest keeping passwords in a password manager rather than in chat. Is there anything you need for the WES application itself?',
        },
        {
          role: 'user',
          content:
            'Ok noted. Another thing, we have changed plan. We are no longer going for Saskatchewan. Kunle says QS jobs are better in Halifax, and my wife already has a contact there.',
        },
        { role: 'assistant', content: 'Makes sense. Nova Scotia has its own nominee stream — want me to outline it?' },
      ],
      [
        {
          role: 'user',
          content:
            'Which one is better for table tennis, long pimples or inverted rubber? I play in our estate club every Saturday morning.',
        },
        { role: 'assistant', content: 'It depends on your style. Do you like to attack or defend?' },
        { role: 'user', content: 'Attack. I like to loop from the backhand.' },
        { role: 'assistant', content: 'Then stay with inverted rubber on both sides — a grippy, medium-soft sheet.' },
      ],
    ],
    questions: [
      { question: 'What chronic condition does the user’s child have?', expect: ['asthma'] },
      { question: 'What is the occupation of the user’s spouse?', expect: ['pharmacist', 'pharmacy'] },
      { question: 'In which Canadian city does the user’s family now intend to settle?', expect: ['Halifax'] },
      { question: 'On which day of the month is the user’s English proficiency exam?', expect: ['14'] },
      { question: 'What does the user do for a living?', expect: ['quantity surveyor', 'surveyor', 'QS'] },
      {
        question: 'What cardiovascular issue did the user’s doctor point out?',
        expect: ['blood pressure', 'hypertension', 'BP', '150'],
      },
      { question: 'Which racket sport does the user play?', expect: ['table tennis', 'ping pong', 'ping-pong'] },
      { question: 'Which family member of the user already lives in Canada?', expect: ['Kunle', 'cousin'] },
    ],
    unknown: ['What does the user’s cousin do for work in Canada?', 'Which church does the user attend?'],
  },

  // --- 2. Rosie, 24, Brisbane, Australian, lower-case + emoji, talking to her friend Mel ---
  {
    name: 'rosieBrisbane',
    threads: [
      [
        { role: 'user', content: 'omg mel guess who got into vet nursing at tafe 🐶🐱 starts in feb!!' },
        { role: 'assistant', content: 'ROSIE!!! so proud of u 😭 which campus?' },
        { role: 'user', content: 'south bank. gonna keep doing weekends at kmart tho gotta pay rent lol' },
        {
          role: 'assistant',
          content: "smart. i'm still drowning at the firm, they've got me on the audit team till june 🙃",
        },
      ],
      [
        { role: 'user', content: 'pickles ate a whole sock again 🙄 $400 vet bill' },
        { role: 'assistant', content: 'nooo is he ok?? what a menace' },
        { role: 'user', content: 'yeah hes fine. border collie x, they eat everything apparently' },
        { role: 'assistant', content: 'lol. ziggy only eats hair ties so i cant judge 🐈' },
      ],
      [
        { role: 'user', content: 'me and jack are done. for real this time' },
        { role: 'assistant', content: 'oh babe 💔 what happened' },
        { role: 'user', content: 'dont wanna get into it. he can keep the playstation idc' },
        { role: 'assistant', content: 'want me to come over with tim tams' },
        { role: 'user', content: 'yes pls 🥺' },
      ],
      [
        { role: 'user', content: 'found a share house in paddington!! 3 girls, $220 a week 🏡' },
        { role: 'assistant', content: 'ooh fancy. when do u move?' },
        { role: 'user', content: 'first weekend of march' },
      ],
      [
        {
          role: 'user',
          content:
            'update the paddington place fell thru 😤 landlord gave it to someone else. moving in with tayla in toowong instead',
        },
        { role: 'assistant', content: 'ur sister?? how is that gonna go lol' },
        { role: 'user', content: 'shes a physio she works like 60 hrs a week, ill never see her. itll be fine' },
        { role: 'assistant', content: 'haha fair. im moving too btw, got the sydney job!! start in april' },
        { role: 'user', content: 'MEL!!! noooo but also yay 😭🎉' },
      ],
      [
        {
          role: 'user',
          content:
            'cant do the seafood thing sat, u know me and prawns 🤢🚑 last time i ended up in emergency with an epipen',
        },
        { role: 'assistant', content: 'omg yes sorry forgot!! we can do pizza after instead' },
        { role: 'user', content: '👍 im doing parkrun at new farm in the morning anyway so brekkie after?' },
        { role: 'assistant', content: 'deal ☕' },
      ],
    ],
    questions: [
      { question: 'What field is the user training in?', expect: ['vet', 'veterinar'] },
      { question: 'Which retailer employs the user part-time?', expect: ['Kmart'] },
      { question: 'What breed is the user’s dog?', expect: ['border collie', 'collie'] },
      { question: 'Which suburb is the user relocating to?', expect: ['Toowong'] },
      { question: 'What is the profession of the user’s future housemate?', expect: ['physio', 'physiotherap'] },
      {
        question: 'What should never be served to the user at a meal?',
        expect: ['prawn', 'shellfish', 'seafood', 'crustacean'],
      },
      { question: 'What was the name of the user’s ex-partner?', expect: ['Jack'] },
      { question: 'Where does the user go for their Saturday-morning timed 5k?', expect: ['New Farm'] },
    ],
    unknown: ['When does the user start their new job in Sydney?', 'What is the name of the user’s cat?'],
  },

  // --- 3. Ramesh, 63, Chennai, Indian English, formal and long, AI assistant ---
  {
    name: 'rameshChennai',
    threads: [
      [
        {
          role: 'user',
          content:
            'Good evening. Kindly help me prepare a list of items to carry for a long flight to the US. I am travelling to visit my daughter Lakshmi and son-in-law in Raleigh, North Carolina. She has delivered a baby boy last month, our first grandchild. I am pure vegetarian, no egg also, so food during the flight is a concern for me.',
        },
        {
          role: 'assistant',
          content:
            'Congratulations on becoming a grandfather! When you book, request a Hindu vegetarian or Asian vegetarian meal and confirm it is egg-free. Here is a packing checklist...',
        },
        {
          role: 'user',
          content:
            'Thank you very much. The child has been named Aadhav, they informed us only today after the cradle ceremony.',
        },
        { role: 'assistant', content: 'What a lovely name. Wishing little Aadhav and the whole family good health.' },
      ],
      [
        {
          role: 'user',
          content:
            'My visa interview at the Chennai consulate is on 9th December. What all documents should I keep ready?',
        },
        {
          role: 'assistant',
          content:
            'Carry your passport, the DS-160 confirmation, the appointment letter, a photo, proof of income or pension, and an invitation letter from your daughter.',
        },
        {
          role: 'user',
          content: 'Correction please, the appointment has been rescheduled to 2nd January. Same documents will do?',
        },
        { role: 'assistant', content: 'Yes, the same set is fine. Just print the new appointment confirmation.' },
      ],
      [
        {
          role: 'user',
          content:
            'I retired from Indian Overseas Bank in 2021 as branch manager after 34 years of service. Now I wish to learn something new. My wife Kamala says I am always disturbing her in the kitchen :) Kindly suggest some hobbies for a retired person.',
        },
        {
          role: 'assistant',
          content:
            'Some ideas: gardening, volunteering to teach financial literacy, a music instrument, or walking groups.',
        },
        {
          role: 'user',
          content:
            'I used to play the veena in my college days in Thanjavur. Perhaps I will restart. Are there good online teachers?',
        },
        {
          role: 'assistant',
          content: 'Yes — several Carnatic teachers take online students. Here is how to choose one...',
        },
      ],
      [
        {
          role: 'user',
          content:
            'The orthopaedic doctor has advised total knee replacement for my left knee. Surgery is planned for April at Apollo Greams Road.',
        },
        {
          role: 'assistant',
          content: 'Recovery usually takes six to twelve weeks with physiotherapy. Do you have any other conditions?',
        },
        {
          role: 'user',
          content: 'My sugar is borderline, fasting around 115. No tablets yet, only diet control. Will that affect?',
        },
        {
          role: 'assistant',
          content:
            'Surgeons like sugar to be well controlled before surgery, so keep up the diet and get an HbA1c done.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'Please note my netbanking details so I do not forget: user id RKRISH1961, password Kamala#1965. Also one update, the knee operation has been shifted to after the US trip. Now it is in June.',
        },
        {
          role: 'assistant',
          content:
            'I would advise you not to keep passwords in chat; a written note at home or a password manager is safer. June makes sense — you will travel comfortably first.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'Kindly suggest a gift for my son-in-law Karthik. He is a cardiologist at Duke and very fond of cricket. Budget around 100 dollars.',
        },
        {
          role: 'assistant',
          content: 'A signed cricket book, a good cricket history, or a personalised bat for the living room...',
        },
        { role: 'user', content: 'The book idea is good. He follows CSK very closely.' },
      ],
    ],
    questions: [
      { question: 'In which US city does the user’s child live?', expect: ['Raleigh'] },
      { question: 'What is the name of the user’s grandchild?', expect: ['Aadhav'] },
      { question: 'Which bank did the user retire from?', expect: ['Indian Overseas', 'IOB'] },
      { question: 'What musical instrument is the user thinking of taking up again?', expect: ['veena', 'veenai'] },
      { question: 'In which month is the user’s joint operation now scheduled?', expect: ['June'] },
      { question: 'What is the medical specialty of the user’s daughter’s husband?', expect: ['cardiolog', 'heart'] },
      {
        question: 'What should be left out when cooking a meal for the user?',
        expect: ['egg', 'meat', 'non-veg', 'vegetarian'],
      },
      { question: 'When is the user’s US visa interview?', expect: ['January', 'Jan'] },
    ],
    unknown: ['What is the occupation of the user’s wife?', 'What is the name of the user’s son?'],
  },

  // --- 4. Maricel, 29, Filipina nurse in Winnipeg, Taglish + emoji, talking to her friend Bea in Manila ---
  {
    name: 'maricelWinnipeg',
    threads: [
      [
        { role: 'user', content: 'Bea!!! ang lamig dito sa winnipeg grabe -38 today 🥶🥶 my car wouldnt start' },
        { role: 'assistant', content: 'hala!! ingat ka. dito naman super init, brownout pa 😩 hows work?' },
        { role: 'user', content: 'ok naman, night shift again at the care home this week. 4 nights straight' },
        { role: 'assistant', content: 'kaya mo yan! i got promoted to team lead sa BPO btw 🎉' },
        { role: 'user', content: 'congrats sis!!! libre ka ha 😆' },
      ],
      [
        { role: 'user', content: 'Rodel proposed!!!!! 💍😭' },
        { role: 'assistant', content: 'OMGGGG FINALLY!!! when is the wedding??' },
        { role: 'user', content: 'december sana, sa Bacolod para kasama si mama' },
        { role: 'assistant', content: 'im so there!!' },
      ],
      [
        {
          role: 'user',
          content:
            'sent money to mama again for my brother Jomar’s tuition. 2nd year criminology na sya, gusto daw maging pulis',
        },
        { role: 'assistant', content: 'ang bait mo talaga. my son started kinder na, ang bilis!' },
        { role: 'user', content: 'aww send pics!!' },
      ],
      [
        { role: 'user', content: 'change of plans sa wedding, february na. december flights are sooo expensive' },
        { role: 'assistant', content: 'oh ok! feb 14 ba? haha cheesy' },
        { role: 'user', content: 'feb 21 hahaha. also Rodel got his PR approved!! finally' },
        { role: 'assistant', content: 'yay double celebration 🥂' },
      ],
      [
        {
          role: 'user',
          content: 'started zumba at the community centre, tues and thurs. trying to lose 10 lbs before the wedding',
        },
        { role: 'assistant', content: 'go girl! ako I gave up gym na hahaha' },
        { role: 'user', content: 'also no rice challenge 😭 day 3 pa lang gusto ko na sumuko' },
      ],
      [
        {
          role: 'user',
          content:
            'sis pls pay the reception deposit for me, use my card na lang: 4539 1488 0343 6467 exp 09/27. reception is at L’Fisher',
        },
        { role: 'assistant', content: 'ok sige i’ll pay tomorrow and send u the receipt' },
        { role: 'user', content: 'salamat!! 🙏' },
      ],
    ],
    questions: [
      { question: 'What is the name of the person the user is engaged to?', expect: ['Rodel'] },
      { question: 'In which month is the user getting married?', expect: ['February', 'Feb'] },
      { question: 'In which city will the user’s wedding be held?', expect: ['Bacolod'] },
      { question: 'What subject is the user’s brother studying?', expect: ['criminology'] },
      {
        question: 'In what kind of facility does the user work?',
        expect: ['care home', 'nursing home', 'long-term care', 'elderly care'],
      },
      { question: 'What exercise class does the user go to twice a week?', expect: ['zumba'] },
      { question: 'Which staple food is the user trying to give up?', expect: ['rice'] },
      { question: 'Which city does the user live in?', expect: ['Winnipeg'] },
    ],
    unknown: ['Was the user recently promoted?', 'Does the user have a son?'],
  },

  // --- 5. Dorota, 34, Polish in Dublin, non-native English, AI assistant ---
  {
    name: 'dorotaDublin',
    threads: [
      [
        {
          role: 'user',
          content:
            'Hello, I need to write email to my landlord. The boiler in my flat in Rathmines is broken since 5 days and he is not answering. Please make it polite but strong.',
        },
        {
          role: 'assistant',
          content: 'Of course. Here is a draft: "Dear Mr ..., I am writing regarding the boiler..."',
        },
        { role: 'user', content: 'Thank you. Add that I am living here since 3 years and always I pay on time.' },
        { role: 'assistant', content: 'Done — I added a line about your three years of on-time rent.' },
      ],
      [
        {
          role: 'user',
          content:
            'I am working as software tester in fintech company. My manager want that I learn automation. Selenium or Playwright, what is better for start?',
        },
        { role: 'assistant', content: 'Playwright is easier to start with. Do you know any programming language?' },
        { role: 'user', content: 'Little bit Python, from university. I studied physics in Poznań.' },
        {
          role: 'assistant',
          content: 'Great — Playwright has a good Python API, and a physics background helps with debugging logic.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'How I can make pierogi ruskie for Christmas Eve when I am lactose intolerant? My partner Donal will eat first time Polish Wigilia.',
        },
        { role: 'assistant', content: 'Use lactose-free quark or ricotta and lactose-free butter for frying.' },
        {
          role: 'user',
          content: 'Good idea. His mother also will come, she is coeliac, so I need also gluten free dough? ugh',
        },
        {
          role: 'assistant',
          content:
            'Yes — a gluten-free flour blend with a little xanthan gum works. Make a separate small batch for her.',
        },
      ],
      [
        { role: 'user', content: 'I have driving test on 12 March. Can you give me tips for roundabouts' },
        { role: 'assistant', content: 'Sure: look right, choose your lane early, signal left before your exit...' },
        { role: 'user', content: 'Sorry, is 19 March, not 12. I looked wrong in the letter.' },
        { role: 'assistant', content: 'No problem, one more week to practise!' },
      ],
      [
        {
          role: 'user',
          content:
            'We found new apartment in Drumcondra, together with Donal! We move 1 February. What I need to do with electricity account?',
        },
        {
          role: 'assistant',
          content: 'Take a meter reading on moving day, close the old account, and give the supplier the new MPRN.',
        },
        { role: 'user', content: 'Ok. Wifi password for new place is drumcondra_22B, landlord send it already.' },
      ],
      [
        {
          role: 'user',
          content:
            'Donal is paramedic, his shifts are crazy, 12 hours and nights. How to plan meals for shift worker? Also he hate mushrooms so no mushrooms please.',
        },
        { role: 'assistant', content: 'Here is a batch-cook plan with no mushrooms: chicken traybake, lentil soup...' },
        { role: 'user', content: 'Perfect, thank you' },
      ],
      [
        {
          role: 'user',
          content:
            'I started swimming lessons in leisure centre on Saturdays. I never learned as child and I am scared of deep water. How to relax?',
        },
        {
          role: 'assistant',
          content: 'Very common! Practise slow breathing out under water in the shallow end first...',
        },
      ],
    ],
    questions: [
      { question: 'What is the user’s job?', expect: ['tester', 'testing', 'QA', 'quality assurance'] },
      { question: 'Which area of Dublin is the user moving to?', expect: ['Drumcondra'] },
      { question: 'What was the user’s degree subject?', expect: ['physics'] },
      { question: 'What does the user’s partner do for work?', expect: ['paramedic', 'ambulance'] },
      { question: 'Which ingredient does the user’s boyfriend refuse to eat?', expect: ['mushroom'] },
      {
        question: 'What dietary condition does the mother of the user’s partner have?',
        expect: ['coeliac', 'celiac', 'gluten'],
      },
      { question: 'What is the date of the user’s driving exam?', expect: ['19'] },
      { question: 'Which food component does the user’s body not tolerate?', expect: ['lactose', 'dairy', 'milk'] },
    ],
    unknown: ['What is the name of the user’s manager?', 'Does the user have a pet?'],
  },

  // --- 6. Norman, 71, North Yorkshire, British, plain and brief, talking to his old friend Keith ---
  {
    name: 'normanYorkshire',
    threads: [
      [
        {
          role: 'user',
          content: "Morning Keith. Band practice moved to Thursdays now, the Methodist hall's let out Wednesdays.",
        },
        {
          role: 'assistant',
          content: "Ah right. Still on cornet are you? I've not touched my trombone since the move.",
        },
        { role: 'user', content: "Second cornet. Not good enough for first any more, lungs aren't what they were." },
        { role: 'assistant', content: 'Brenda keeps saying I should take it up again but the neighbours would riot.' },
      ],
      [
        { role: 'user', content: 'Had the pacemaker fitted Tuesday. Home now. Bit sore.' },
        { role: 'assistant', content: 'Blimey Norm, you kept that quiet. How are you feeling?' },
        {
          role: 'user',
          content: "Fine. Can't lift anything for six weeks, so Scamp's walks are our Sandra's job for now.",
        },
        { role: 'assistant', content: 'Good lass. Give the dog a pat from me.' },
      ],
      [
        {
          role: 'user',
          content: "My daughter Sandra's been made head of midwifery at the hospital in Harrogate. Proud as punch.",
        },
        { role: 'assistant', content: 'Brilliant news! She always was a grafter.' },
        { role: 'user', content: 'Her lad Lewis is learning to drive. God help us all.' },
        { role: 'assistant', content: 'Ha! Keep off the roads round Harrogate then.' },
      ],
      [
        { role: 'user', content: 'Booked the coach trip to the Highlands for September. Five nights in Fort William.' },
        { role: 'assistant', content: "Lovely. Brenda and I did that in '09. Rained every single day." },
      ],
      [
        {
          role: 'user',
          content:
            "Had to cancel Scotland. Hip's playing up and the GP says no long coach journeys. Sandra's taking me to Staithes for a few days instead.",
        },
        {
          role: 'assistant',
          content: "Shame, but Staithes is grand. We're finally in the bungalow in Hornsea, by the way.",
        },
        { role: 'user', content: "Hornsea? Thought you'd never leave Pickering." },
        { role: 'assistant', content: 'Nor did I. Brenda wanted to be near the sea.' },
      ],
      [
        { role: 'user', content: 'Scamp had a tooth out. £280. Daylight robbery.' },
        { role: 'assistant', content: 'Vets are a racket. How old is he now?' },
        { role: 'user', content: 'Twelve in May. Daft border terrier still thinks he’s a pup.' },
      ],
    ],
    questions: [
      { question: 'Which brass instrument does the user play?', expect: ['cornet'] },
      { question: 'What device was recently implanted in the user’s chest?', expect: ['pacemaker'] },
      { question: 'What is the user’s daughter’s area of work?', expect: ['midwi', 'maternity'] },
      { question: 'Where is the user now going for a short break?', expect: ['Staithes'] },
      { question: 'What is the name of the user’s grandson?', expect: ['Lewis'] },
      { question: 'What breed is the user’s dog?', expect: ['terrier'] },
      { question: 'How old will the user’s dog be in May?', expect: ['12', 'twelve'] },
      { question: 'On which weekday does the user’s band rehearse now?', expect: ['Thursday'] },
    ],
    unknown: ['Which town has the user recently moved to?', 'What is the name of the user’s wife?'],
  },

  // --- 7. DeShawn, 19, Purdue student, US, lower-case and terse, AI assistant ---
  {
    name: 'deshawnPurdue',
    threads: [
      [
        { role: 'user', content: 'how do i email a professor to get into a full class' },
        { role: 'assistant', content: "Here's a short template. What's the class and your major so I can tailor it?" },
        { role: 'user', content: 'thermo 1. mech e at purdue' },
        {
          role: 'assistant',
          content: 'Got it — "Dear Professor ..., I am a first-year mechanical engineering student..."',
        },
      ],
      [
        { role: 'user', content: 'quit chipotle lol. got a job at the campus library, way chiller' },
        { role: 'assistant', content: 'Nice switch! Need help with anything for the new job?' },
        { role: 'user', content: 'how do i fill out a w-4' },
        { role: 'assistant', content: 'Step by step: your info, multiple jobs (skip if just one), dependents...' },
      ],
      [
        {
          role: 'user',
          content: 'roommate brody leaves dishes in the sink for days. how do i bring it up w/o being weird',
        },
        { role: 'assistant', content: 'Try: "hey, can we figure out a dish system? it’s been piling up."' },
        { role: 'user', content: 'ok. he also plays league till 4am 😐' },
        { role: 'assistant', content: 'Then maybe bring up quiet hours in the same chat — headphones after midnight?' },
      ],
      [
        { role: 'user', content: 'switched to computer science. talked to my advisor today. thermo was NOT it' },
        { role: 'assistant', content: 'Congrats on figuring it out! Want help planning your CS courses?' },
        { role: 'user', content: 'ya. need cs 180 next sem' },
      ],
      [
        {
          role: 'user',
          content:
            'got prescribed amoxicillin for strep. is that ok bc i had a bad reaction to penicillin as a kid, like hives everywhere',
        },
        {
          role: 'assistant',
          content:
            'Amoxicillin is in the penicillin family — please call the prescriber or a pharmacist before taking it and tell them about the hives.',
        },
        { role: 'user', content: 'oh dang ok calling them now' },
      ],
      [
        {
          role: 'user',
          content: 'my gf janae is coming up from ohio state this weekend whats good to do in lafayette',
        },
        { role: 'assistant', content: 'Farmers market, Prophetstown State Park, the Wabash riverfront...' },
        { role: 'user', content: 'shes vegan btw so food spots too' },
        { role: 'assistant', content: 'Here are a few places with solid vegan options...' },
      ],
      [
        { role: 'user', content: 'whats a good password lol my current one Boilerup#2024 got leaked' },
        { role: 'assistant', content: 'Change it right away and use a long passphrase from a password manager.' },
        { role: 'user', content: 'bet. also made an intramural volleyball team, im libero' },
      ],
    ],
    questions: [
      { question: 'Which university does the user go to?', expect: ['Purdue'] },
      { question: 'What is the user’s field of study now?', expect: ['computer science', 'comp sci'] },
      { question: 'Where is the user currently employed?', expect: ['library'] },
      { question: 'Which antibiotic group is the user allergic to?', expect: ['penicillin'] },
      { question: 'Who does the user share a room with?', expect: ['Brody'] },
      { question: 'What kind of diet does the user’s girlfriend follow?', expect: ['vegan', 'plant-based'] },
      { question: 'Which school does the user’s partner attend?', expect: ['Ohio State', 'OSU'] },
      { question: 'What team sport does the user play?', expect: ['volleyball'] },
    ],
    unknown: ['What is the user’s hometown?', 'What is the user’s GPA?'],
  },

  // --- 8. Thandiwe, 52, Pietermaritzburg, South African English, long messages, AI assistant ---
  {
    name: 'thandiwePietermaritzburg',
    threads: [
      [
        {
          role: 'user',
          content:
            "Sawubona. I'm the principal of a primary school in Pietermaritzburg and I need a speech for our prize-giving on Friday. Nothing too long, about five minutes. Please include a line about our new library, which was donated by a local business, and I'd like to thank our deputy, Mr Naidoo, who is retiring this year after 30 years with us.",
        },
        { role: 'assistant', content: 'Here is a draft speech: "Good evening parents, learners and staff..."' },
        { role: 'user', content: 'Lovely, thank you. Could you make the ending a bit warmer?' },
        { role: 'assistant', content: 'Of course — here is a new closing paragraph...' },
      ],
      [
        {
          role: 'user',
          content:
            "I've been training for Comrades — it would be my third one — and my long runs are up to 32km now. Could you suggest a nutrition plan? I don't eat red meat or chicken, only fish, and I'm trying to keep sugar down.",
        },
        { role: 'assistant', content: 'Here is a weekly plan built around fish, eggs, legumes and whole grains...' },
      ],
      [
        {
          role: 'user',
          content:
            "Bad news on the running front. I tore my calf on Saturday's long run and the physio says no Comrades this year. I'm gutted. She suggested cycling to keep my fitness, so I've bought a second-hand road bike. Any tips for a beginner?",
        },
        {
          role: 'assistant',
          content:
            'Sorry about the injury. Start with a proper bike fit, short flat rides, and learn to use your gears early...',
        },
      ],
      [
        {
          role: 'user',
          content:
            "My son Lwazi is in his fourth year of medicine at Wits and has to choose an elective abroad. He's torn between Edinburgh and Toronto. What are the pros and cons?",
        },
        { role: 'assistant', content: 'Both are strong. Does he have a specialty in mind?' },
        { role: 'user', content: "He's leaning towards paediatrics, if that helps." },
        {
          role: 'assistant',
          content: 'Toronto has SickKids, one of the best children’s hospitals; Edinburgh is closer...',
        },
      ],
      [
        {
          role: 'user',
          content:
            "My husband Mandla wants to open a second panel-beating workshop, in Howick. He's had the first one for 15 years. Can you help me draft a simple business plan outline for the bank?",
        },
        { role: 'assistant', content: 'Certainly. 1. Executive summary 2. Market analysis 3. Operations...' },
      ],
      [
        {
          role: 'user',
          content:
            "I just typed my card number 4916 3385 0219 7742 into a website I wasn't sure about and now I'm worried. What should I do?",
        },
        { role: 'assistant', content: 'Call your bank right away and ask them to block the card.' },
        { role: 'user', content: 'Done, Capitec blocked it and they are sending a new card. Thank you.' },
      ],
    ],
    questions: [
      { question: 'What position does the user hold at work?', expect: ['principal', 'head teacher', 'headmistress'] },
      { question: 'In which city is the school the user runs?', expect: ['Pietermaritzburg'] },
      {
        question: 'Which sport has the user taken up while recovering from an injury?',
        expect: ['cycling', 'bike', 'cycle'],
      },
      { question: 'Which muscle did the user injure?', expect: ['calf'] },
      { question: 'What is the user’s son studying?', expect: ['medicine', 'medical'] },
      {
        question: 'What kind of business does the user’s husband own?',
        expect: ['panel', 'body shop', 'bodywork', 'auto body'],
      },
      { question: 'What sort of eater is the user?', expect: ['pescatarian', 'pescetarian', 'fish'] },
      { question: 'Which colleague of the user is leaving the school this year?', expect: ['Naidoo'] },
    ],
    unknown: ['In which city will the user’s son do his elective?', 'Does the user have a daughter?'],
  },

  // --- 9. Takeshi, 45, Japanese chef in Vancouver, short non-native English, AI assistant ---
  {
    name: 'takeshiVancouver',
    threads: [
      [
        {
          role: 'user',
          content: 'I am sushi chef in downtown restaurant, 20 years. I want open food truck. What license need in BC?',
        },
        {
          role: 'assistant',
          content:
            'You will need a business licence, a Vancouver Coastal Health food permit, and a street vending permit...',
        },
        { role: 'user', content: "ok. truck will sell onigiri and karaage. name is 'Musubi Wagon'" },
        { role: 'assistant', content: 'Great name! Here is a checklist for the permits.' },
      ],
      [
        { role: 'user', content: 'Doctor say I have gout. Big toe very pain. What food I should stop?' },
        {
          role: 'assistant',
          content:
            'Cut down on beer and other alcohol, organ meats, sardines, anchovies and shellfish, and drink plenty of water.',
        },
        { role: 'user', content: 'no beer... very sad. I like Sapporo' },
      ],
      [
        {
          role: 'user',
          content:
            'Daughter Rina play ice hockey, she is goalie. She want new pads. Which brand good for 12 years old?',
        },
        {
          role: 'assistant',
          content: 'For a 12-year-old goalie, look at intermediate pads from Bauer, CCM or Brian’s...',
        },
      ],
      [
        {
          role: 'user',
          content: 'We move to Burnaby next month. House is cheaper. Wife Naomi can work from home, she is translator.',
        },
        { role: 'assistant', content: 'Here is a moving checklist for BC, including updating MSP and ICBC...' },
      ],
      [
        { role: 'user', content: 'I quit restaurant yesterday. Food truck start in May. Little scared.' },
        { role: 'assistant', content: 'That is a big step — congratulations. Want help with a launch plan?' },
        { role: 'user', content: 'yes please. I bought used truck from Kelowna already.' },
        { role: 'assistant', content: 'Great. Here is a launch plan for the first eight weeks...' },
      ],
      [
        { role: 'user', content: 'Best fly for steelhead in Squamish river in winter?' },
        { role: 'assistant', content: 'Intruders and leeches in black, blue or pink, swung slowly on a sink tip...' },
        { role: 'user', content: 'thanks. I go with my friend Shota on Sunday' },
      ],
    ],
    questions: [
      { question: 'What kind of business is the user launching?', expect: ['food truck', 'truck'] },
      { question: 'What is the name of the user’s new business?', expect: ['Musubi'] },
      { question: 'Which drink should the user avoid?', expect: ['beer', 'alcohol'] },
      {
        question: 'What position does the user’s child play in hockey?',
        expect: ['goalie', 'goaltender', 'goalkeeper'],
      },
      { question: 'To which city is the user relocating?', expect: ['Burnaby'] },
      { question: 'What is the occupation of the user’s wife?', expect: ['translat'] },
      { question: 'What fish species does the user go fly-fishing for?', expect: ['steelhead'] },
      { question: 'What health condition affects the user’s foot?', expect: ['gout'] },
    ],
    unknown: ['In which Japanese city did the user grow up?', 'What is the name of the user’s son?'],
  },

  // --- 10. Javier, 35, El Paso, Mexican-American, Spanglish with typos, talking to his friend Rudy ---
  {
    name: 'javierElPaso',
    threads: [
      [
        { role: 'user', content: 'bro yesenia is pregnant!!! due in august' },
        { role: 'assistant', content: 'NO WAY congrats primo!! first one right?' },
        { role: 'user', content: 'yup first one. im freakin out lol' },
        {
          role: 'assistant',
          content: 'youll be good. my divorce papers finally went thru btw so at least one of us got good news 😂',
        },
      ],
      [
        { role: 'user', content: 'went to the ultrasound.. ITS TWINS 😳😳 two boys' },
        { role: 'assistant', content: 'HAHAHA dude. double diapers' },
        { role: 'user', content: 'she already wants to name one after my dad, Rogelio' },
        { role: 'assistant', content: 'your dad would of loved that' },
      ],
      [
        {
          role: 'user',
          content: 'quitting the company man. doing my own HVAC thing, got my contracters license last week',
        },
        { role: 'assistant', content: 'about time! whats it gonna be called' },
        { role: 'user', content: 'Ramos Air & Heat. already got 3 jobs lined up' },
      ],
      [
        {
          role: 'user',
          content: 'my mom got diagnosed w early alzheimers. my sis Claudia is moving in with her for now',
        },
        { role: 'assistant', content: 'damn sorry bro. if u need anything' },
        { role: 'user', content: 'claudias a nurse so thats good at least. shes at UMC' },
      ],
      [
        {
          role: 'user',
          content:
            'we’re getting out of the apartment, closing on a house in horizon city june 3rd!! can i borrow ur trailer',
        },
        { role: 'assistant', content: 'hell yeah homeowner! trailers yours, but i sold the truck, got a jeep now lol' },
        { role: 'user', content: 'lol whatever works. actualy closing got pushed to june 17, the lender was slow' },
      ],
      [
        { role: 'user', content: 'doc says my cholesterol is high af. no more menudo every sunday 😭' },
        { role: 'assistant', content: 'rip menudo sundays' },
        { role: 'user', content: 'yesenia got me on oatmeal now smh. also joined a softball league tuesdays' },
        { role: 'assistant', content: 'lmao ill come heckle' },
      ],
    ],
    questions: [
      { question: 'How many babies is the user expecting?', expect: ['two', 'twins', '2'] },
      { question: 'What trade is the user in?', expect: ['HVAC', 'heating', 'air conditioning'] },
      { question: 'What is the name of the company the user started?', expect: ['Ramos Air'] },
      { question: 'What has the user’s mother been diagnosed with?', expect: ['alzheimer', 'dementia'] },
      { question: 'What is the user’s sister’s profession?', expect: ['nurse', 'nursing'] },
      { question: 'On what date is the user’s home purchase now set to close?', expect: ['17'] },
      { question: 'Which of the user’s blood test results is too high?', expect: ['cholesterol'] },
      { question: 'Which suburb is the user buying a house in?', expect: ['Horizon City'] },
    ],
    unknown: ['Has the user recently gotten divorced?', 'What vehicle does the user drive now?'],
  },

  // --- 11. Annika, 27, German PhD student in Aberdeen, fluent non-native, talking to her friend Lotte in Rotterdam ---
  {
    name: 'annikaAberdeen',
    threads: [
      [
        { role: 'user', content: 'Lotte! I survived my first winter in Aberdeen. Barely. The wind here is personal.' },
        { role: 'assistant', content: 'Haha I believe you. How is the PhD going?' },
        {
          role: 'user',
          content:
            'Slowly. My supervisor wants me to redo the whole seagrass mapping chapter. But fieldwork in Orkney in May should help.',
        },
        {
          role: 'assistant',
          content:
            'Orkney sounds amazing. I am stuck in port logistics spreadsheets lol, just signed another 2-year contract',
        },
      ],
      [
        {
          role: 'user',
          content: 'Freya and I adopted a rescue lurcher!! He is called Knut, he is 6 and mostly sleeps',
        },
        { role: 'assistant', content: 'Aww!! Is Freya the one from your choir?' },
        { role: 'user', content: 'Yes :) almost a year together now. She teaches P3 at a primary school in Torry' },
      ],
      [
        {
          role: 'user',
          content:
            'Fieldwork plans changed — the Orkney site got flagged for a tidal energy survey, so we go to Shetland instead. Still May though.',
        },
        { role: 'assistant', content: 'Even further north! Pack wool socks.' },
      ],
      [
        {
          role: 'user',
          content:
            'Finally got a diagnosis for the stomach stuff: coeliac. So no more Brötchen from the German bakery 😭',
        },
        { role: 'assistant', content: 'Oh no, not the Brötchen! Are you ok?' },
        { role: 'user', content: 'Better than before actually. Gluten free pasta is... fine.' },
      ],
      [
        {
          role: 'user',
          content:
            'Choir is doing the Brahms Requiem in November and I am singing alto for the first time, not soprano',
        },
        { role: 'assistant', content: 'Fancy. My Dutch is finally good enough that I joined a book club here haha' },
      ],
      [
        {
          role: 'user',
          content:
            'My brother Matthias visits in July, he has never been to Scotland. Where should I take him? He is obsessed with whisky',
        },
        { role: 'assistant', content: 'Speyside, obviously!' },
        { role: 'user', content: 'Yes! He is a brewer in Munich so he will be insufferable about it' },
        { role: 'assistant', content: 'Hahaha perfect' },
      ],
    ],
    questions: [
      { question: 'What kind of dog did the user adopt?', expect: ['lurcher'] },
      { question: 'Where is the user’s field research going to happen?', expect: ['Shetland'] },
      { question: 'What does the user’s doctoral research look at?', expect: ['seagrass', 'sea grass'] },
      { question: 'What is the user’s girlfriend’s job?', expect: ['teacher', 'teaches', 'teaching'] },
      { question: 'What food restriction does the user have?', expect: ['coeliac', 'celiac', 'gluten'] },
      { question: 'Which vocal range is the user singing in the upcoming concert?', expect: ['alto'] },
      { question: 'What does the user’s brother do for a living?', expect: ['brewer', 'brewery', 'beer'] },
      { question: 'What is the name of the user’s pet?', expect: ['Knut'] },
    ],
    unknown: ['Is the user a member of a book club?', 'What is the name of the user’s mother?'],
  },

  // --- 12. Tiana, 16, Walthamstow, London teen, slang and emoji, talking to her friend Leah ---
  {
    name: 'tianaWalthamstow',
    threads: [
      [
        { role: 'user', content: 'leahhh mocks start monday im actually gonna cry 😭😭' },
        { role: 'assistant', content: 'same 💀 what u got first' },
        { role: 'user', content: 'chem. then eng lit weds' },
        { role: 'assistant', content: 'ive got art first thank god' },
      ],
      [
        { role: 'user', content: 'got the job at the nail place on hoe st!! saturdays only 💅' },
        { role: 'assistant', content: 'ur rich now' },
        { role: 'user', content: 'ye lool first payday im getting air forces' },
      ],
      [
        { role: 'user', content: 'me n reuben are official now 🙈' },
        { role: 'assistant', content: 'WHAT since when??' },
        { role: 'user', content: 'yesterday. he asked me at the bus stop lool' },
        { role: 'assistant', content: 'romantic king 😭' },
      ],
      [
        {
          role: 'user',
          content: 'my nan’s moving in w us from jamaica next month so im sharing w my little sis again 😩',
        },
        { role: 'assistant', content: 'noooo not ur sisters room 😭' },
        { role: 'user', content: 'ye shania’s 9 n she snores lool' },
        { role: 'assistant', content: 'lol ive got the box room to myself since my brother went uni 😌' },
      ],
      [
        { role: 'user', content: 'ok update me n reuben are done already 💀 he was messaging some girl in year 12' },
        { role: 'assistant', content: 'wasteman. u deserve better fr' },
      ],
      [
        { role: 'user', content: 'wanna be a radiographer after sixth form i think' },
        { role: 'assistant', content: 'thats lowkey a good shout' },
        {
          role: 'user',
          content: 'ye my aunty marcia does it at whipps cross, she said she can get me work experience',
        },
      ],
      [
        {
          role: 'user',
          content: 'can u do my snap streaks while im at my nans tmrw, no wifi there. pw is tianaxx2009',
        },
        { role: 'assistant', content: 'lmaooo fine ill keep ur streaks alive' },
      ],
    ],
    questions: [
      { question: 'Where does the user have a weekend job?', expect: ['nail', 'salon'] },
      { question: 'What is the name of the user’s younger sibling?', expect: ['Shania'] },
      {
        question: 'Which relative is coming to live with the user’s family?',
        expect: ['nan', 'grandmother', 'grandma', 'gran'],
      },
      { question: 'From which country is that relative moving?', expect: ['Jamaica'] },
      { question: 'What career is the user considering?', expect: ['radiograph'] },
      { question: 'Who in the user’s family works at a hospital?', expect: ['Marcia', 'aunt'] },
      { question: 'What subject is the user’s first mock exam in?', expect: ['chem'] },
      { question: 'Who did the user most recently break up with?', expect: ['Reuben'] },
    ],
    unknown: ['Does the user have an older brother at university?', 'Which football team does the user support?'],
  },
]
