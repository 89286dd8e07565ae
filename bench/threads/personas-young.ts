import type { ThreadPersona } from './personas'

/**
 * A sixteenth set, "students and young workers" (16–28): exams, flatshares and landlords, first jobs and internships,
 * gap years and au-pair years, breakups and new relationships, sports teams and bands, plans that change — in India,
 * Germany, Australia, Spain, Nigeria, Canada, Japan, Brazil, the US, Ireland, Korea and Kenya. Half ask an AI
 * assistant for practical help and mention their lives in passing; half chat with a friend (the `assistant` role),
 * whose own news is not the user's. Written by a helper who had not read the rules; held out: measured before any
 * change made for it, 47/72, never said 12/24, on commit e7d6fbe (one expectation, "april" for an internship that
 * starts on 1 April, was made "1 april" afterwards: every answer's date stamp said April).
 */

export const youngPersonas: ThreadPersona[] = [
  // --- AI assistant, Indian English, engineering student (19) ---
  {
    name: 'Priya',
    threads: [
      [
        {
          role: 'user',
          content:
            'Hi, can you make me a study timetable? My end-sem exams start on 12th December. Sorry, 12th is only the lab viva, theory exams start on 15th.',
        },
        { role: 'assistant', content: 'Sure. Which subjects do you have, and what are you studying?' },
        {
          role: 'user',
          content:
            'Thermodynamics, fluid mechanics, maths-3 and one elective. I am in 2nd year mechanical engineering at VIT Vellore.',
        },
        { role: 'assistant', content: 'Got it. Here is a two-week plan that puts the heavier subjects first.' },
      ],
      [
        {
          role: 'user',
          content: 'What is a healthy breakfast I can make in hostel? We only have one kettle in the room.',
        },
        { role: 'assistant', content: 'Oats and instant poha work well. How many of you share the room?' },
        { role: 'user', content: "Three of us. Me, Divya and one Nepali girl, Sushma. Kettle is Divya's actually 😅" },
      ],
      [
        {
          role: 'user',
          content:
            'On weekends I tutor two kids in maths for pocket money, both in 8th standard. How do I explain negative numbers simply?',
        },
        {
          role: 'assistant',
          content: 'A thermometer or a lift going below the ground floor is a great way to show it.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'My younger brother Arjun is writing JEE next year and he is very stressed. Any tips I can forward him? He is in Pune with my parents.',
        },
        { role: 'assistant', content: 'Of course. Short daily goals, mock tests every Sunday, and proper sleep.' },
      ],
      [
        {
          role: 'user',
          content:
            "I was planning to do summer internship at Bosch but I didn't get selected. So now I will do a research project with my professor instead, on solar dryers.",
        },
        { role: 'assistant', content: "That's still excellent experience, and it can lead to a paper." },
      ],
    ],
    questions: [
      { question: 'Where does the user go to university?', expect: ['vellore'] },
      { question: 'What subject is the user’s degree in?', expect: ['mechanical'] },
      { question: 'When do the user’s written papers begin?', expect: ['15th', '15 dec', 'december 15'] },
      {
        question: 'How many pupils does the user coach at the weekend?',
        expect: ['two', '2 kids', '2 children', '2 students', '2 pupils'],
      },
      { question: 'What is the name of the user’s sibling?', expect: ['arjun'] },
      {
        question: 'What is the user doing this summer instead of the placement she wanted?',
        expect: ['research', 'solar', 'professor'],
      },
    ],
    unknown: ['What is the user’s CGPA?', 'Does the user play any sport?'],
  },
  // --- friend, terse, German student (22) ---
  {
    name: 'Jonas',
    threads: [
      [
        { role: 'assistant', content: "yo, how's the new WG?" },
        { role: 'user', content: 'Fine. Three flatmates. Landlord is a nightmare though.' },
        { role: 'assistant', content: 'what did he do' },
        { role: 'user', content: 'Raised the rent by 60 euros. No notice.' },
      ],
      [
        { role: 'user', content: 'Got the internship.' },
        { role: 'assistant', content: 'the one at BMW??' },
        { role: 'user', content: 'No, Porsche. Leipzig plant. Starts 1 March.' },
        { role: 'user', content: 'Correction: 1 April. They moved it.' },
      ],
      [
        { role: 'assistant', content: 'I broke up with Lena btw. long story. moving back to Hamburg' },
        { role: 'user', content: 'Damn. Sorry man.' },
        { role: 'assistant', content: "it's fine. you still doing handball?" },
        { role: 'user', content: 'Yes. Goalkeeper. Training Tue and Thu.' },
      ],
      [
        { role: 'user', content: "Mum's turning 50. Party in Dresden on the 8th." },
        { role: 'assistant', content: 'you going with Mia?' },
        { role: 'user', content: 'Yes. Her first time meeting the family.' },
      ],
      [{ role: 'user', content: 'Werkstofftechnik exam tomorrow. Materials science. Not ready.' }],
    ],
    questions: [
      { question: 'When does the user begin his work placement?', expect: ['1 april'] },
      {
        question: 'How many people does the user share his flat with?',
        expect: ['three', '3 flatmates', '3 roommates', '3 people', '3 others'],
      },
      { question: 'What position does the user play in his team?', expect: ['goalkeeper', 'goalie', 'keeper'] },
      { question: 'What is the name of the user’s girlfriend?', expect: ['mia'] },
      { question: 'In which city is the user’s mother celebrating her birthday?', expect: ['dresden'] },
      { question: 'By how much did the user’s housing costs go up?', expect: ['60'] },
    ],
    unknown: ['Who did the user recently split up with?', 'What shirt number does the user wear?'],
  },
  // --- friend, chatty lowercase emoji, Australian schoolgirl (16) ---
  {
    name: 'Kayla',
    threads: [
      [
        { role: 'user', content: 'omg tyler dumped me over snapchat 💀💀 who even does that' },
        { role: 'assistant', content: 'WHAT. after 8 months?? ur better off babe 😤' },
        { role: 'user', content: '8 and a half 😭 whatever im over it (im not)' },
      ],
      [
        { role: 'user', content: 'got the job at the froyo place!!! 🍦🍦' },
        { role: 'assistant', content: 'yesss which one' },
        { role: 'user', content: 'the one at chermside westfield, thurs nights n sundays 🙌' },
      ],
      [
        { role: 'assistant', content: 'mum is finally letting me get my learners lol' },
        {
          role: 'user',
          content: 'ur gonna be a menace on the road 😂 i failed the learners test AGAIN btw. 3rd time 🙃',
        },
      ],
      [
        { role: 'user', content: 'netball grand final sat!!! wing attack babyyy 💪' },
        { role: 'assistant', content: 'ill come watch!! what time' },
        { role: 'user', content: '9am ugh. no wait 8:30 warm up, game at 9:15' },
      ],
      [
        { role: 'user', content: 'mum says if i dont get an atar over 80 next year no schoolies 😩' },
        { role: 'assistant', content: 'wait where r u guys going for schoolies' },
        { role: 'user', content: 'gold coast obvs 🌴' },
      ],
    ],
    questions: [
      { question: 'Who ended things with the user?', expect: ['tyler'] },
      {
        question: 'How long did the user’s last relationship last?',
        expect: ['8 and a half', 'eight and a half', '8.5', '8 months', 'eight months'],
      },
      { question: 'Where does the user have a part-time job?', expect: ['froyo', 'frozen yog', 'chermside'] },
      { question: 'What position does the user play?', expect: ['wing attack'] },
      { question: 'At what time does the user’s championship match start?', expect: ['9:15', '9.15'] },
      { question: 'Where does the user want to go to celebrate finishing school?', expect: ['gold coast'] },
    ],
    unknown: ['What subjects is the user taking at school?', 'What is the user’s favourite frozen yoghurt flavour?'],
  },
  // --- AI assistant, non-native English, Argentine master's student in Madrid (24) ---
  {
    name: 'Mateo',
    threads: [
      [
        {
          role: 'user',
          content:
            'Hello, I need help with my CV in English. I finish my master in data science in Madrid in June, at Universidad Carlos III.',
        },
        { role: 'assistant', content: 'Sure. What did you do before the master?' },
        { role: 'user', content: 'Degree in economics in Córdoba, Argentina. Then I work two years in a bank.' },
      ],
      [
        {
          role: 'user',
          content:
            'How to say politely to a flatmate that he must clean the kitchen? We are five in the piso and he never clean nothing.',
        },
        { role: 'assistant', content: 'Try proposing a shared cleaning rota rather than blaming one person.' },
      ],
      [
        {
          role: 'user',
          content:
            'My girlfriend Valentina comes to visit from Buenos Aires on 20 of February, what I can do with her in Madrid for 4 days?',
        },
        { role: 'assistant', content: 'Lovely! Does she like museums or architecture?' },
        {
          role: 'user',
          content: 'Yes, she is architect, she love buildings. Ah sorry, she arrives the 22, the flight changed.',
        },
      ],
      [
        { role: 'user', content: 'I have pain in the knee after football, the left one. Is it normal?' },
        { role: 'assistant', content: 'How often do you play?' },
        { role: 'user', content: 'Every Wednesday with the team of the university, five-a-side.' },
      ],
      [
        {
          role: 'user',
          content:
            'I decided: after the master I will not go back to Argentina. I will try to find job in Berlin, my cousin Nico lives there.',
        },
        { role: 'assistant', content: 'Then a German-friendly version of your CV is a good idea.' },
      ],
    ],
    questions: [
      { question: 'What is the user’s postgraduate field?', expect: ['data science'] },
      { question: 'When will the user’s partner land in Madrid?', expect: ['22 feb', 'february 22', '22nd', 'the 22'] },
      {
        question: 'How many people live in the user’s apartment?',
        expect: ['five', '5 people', '5 flatmates', '5 of', '5 in'],
      },
      { question: 'Where does the user intend to look for work after graduating?', expect: ['berlin'] },
      { question: 'Which relative lives in the city where the user wants to work?', expect: ['nico', 'cousin'] },
      { question: 'What does the user’s girlfriend do for a living?', expect: ['architect'] },
    ],
    unknown: ['What position does the user play in football?', 'How old is the user’s girlfriend?'],
  },
  // --- AI assistant, long rambling voice-note style, Nigerian pharmacist (26) ---
  {
    name: 'Aisha',
    threads: [
      [
        {
          role: 'user',
          content:
            "okay so um, I need help budgeting because, like, I just started my first proper job as a pharmacist at LUTH, the teaching hospital, and the salary is not bad but by the time I've paid rent and sent money to my mum in Ibadan and, you know, transport from Yaba, it's like, gone, by the 20th of the month, every month, so where do I even start",
        },
        {
          role: 'assistant',
          content: "Let's start with your fixed costs. How much is your rent, and how much do you send home?",
        },
        {
          role: 'user',
          content: 'rent is 90k a month, sorry, no, 95, they increased it in January, and I send mum 50k',
        },
      ],
      [
        {
          role: 'user',
          content:
            "also random question but my sister Zainab is getting married in April and I'm the maid of honour, no wait, chief bridesmaid, that's what we call it, and I have to give a speech, can you help me make it funny but not, like, too funny because her in-laws are very proper",
        },
        { role: 'assistant', content: 'Absolutely. Warm stories from childhood usually work for every generation.' },
      ],
      [
        {
          role: 'user',
          content:
            "so I was going to do my MSc in the UK this September, I'd even got the admission at Manchester, but honestly with the exchange rate the way it is I've decided to defer it by a year, maybe two, and just save",
        },
        {
          role: 'assistant',
          content: 'That sounds sensible. Most universities allow a one-year deferral if you ask early.',
        },
      ],
      [
        {
          role: 'user',
          content:
            "my back has been killing me, I'm on my feet like ten hours a shift, standing at the dispensary, any stretches",
        },
        {
          role: 'assistant',
          content: 'Try cat-cow and hamstring stretches on breaks, and supportive shoes help a lot.',
        },
      ],
      [
        {
          role: 'user',
          content:
            "and, oh, I joined a running club, Yaba Runners, we do Saturday mornings at 6, it's madness but I love it, I'm training for the Lagos City Marathon, well the 10k, not the full thing, I'm not crazy",
        },
      ],
    ],
    questions: [
      { question: 'What is the user’s profession?', expect: ['pharmacist', 'pharmacy'] },
      { question: 'How much does the user pay for housing each month?', expect: ['95'] },
      { question: 'Who in the user’s family is getting married?', expect: ['zainab', 'sister'] },
      {
        question: 'What happened to the user’s plan to study abroad?',
        expect: ['defer', 'postpon', 'delay', 'put off', 'on hold'],
      },
      { question: 'Where does the user’s mother live?', expect: ['ibadan'] },
      { question: 'What race distance is the user training for?', expect: ['10k', '10 k', '10km', '10 km'] },
    ],
    unknown: ['Which university did the user graduate from?', 'Does the user have a boyfriend?'],
  },
  // --- friend, non-native English, French au pair on a gap year (20) ---
  {
    name: 'Léa',
    threads: [
      [
        { role: 'assistant', content: 'léaaa how is canada??' },
        {
          role: 'user',
          content:
            'It is so cold!! -25 this morning. Being au pair is hard but the family is nice, two boys, 4 and 7 years, they speak only english so my english improve a lot haha',
        },
        { role: 'assistant', content: 'where are you exactly?' },
        {
          role: 'user',
          content: 'Montréal, in Outremont. Funny because everybody speak French here but the family is anglophone',
        },
      ],
      [
        { role: 'assistant', content: 'I have news: I got into the Erasmus in Lisbon!! leaving in september' },
        {
          role: 'user',
          content:
            'Génial!! I am so happy for you. Me I come back in July, then I start at Sciences Po Lyon. Or maybe not, maybe I do psychology, I don’t know anymore',
        },
      ],
      [
        {
          role: 'user',
          content: 'Also I met someone... he is called Gabriel, he is from Québec city, he play hockey 🙈',
        },
        { role: 'assistant', content: 'LÉA. details!!' },
        { role: 'user', content: 'We met at the skating rink, he help me when I fall haha' },
      ],
      [{ role: 'user', content: 'My little sister Chloé had 16 in her bac blanc, I am so proud' }],
      [
        {
          role: 'user',
          content: 'Update: I decided, psychology at Lyon 2. I told my parents, papa is not happy but it is my life',
        },
        { role: 'assistant', content: 'good for you!! he will come round' },
      ],
    ],
    questions: [
      {
        question: 'What is the user doing during her year abroad?',
        expect: ['au pair', 'nanny', 'childcare', 'looking after', 'babysit'],
      },
      { question: 'Which city is the user spending the year in?', expect: ['montréal', 'montreal'] },
      {
        question: 'How many children does the user look after?',
        expect: ['two', '2 boys', '2 children', '2 kids'],
      },
      { question: 'What is the name of the user’s new love interest?', expect: ['gabriel'] },
      { question: 'What will the user study when she gets back home?', expect: ['psycholog'] },
      { question: 'What is the user’s younger sibling called?', expect: ['chloé', 'chloe'] },
    ],
    unknown: ['Where is the user going on Erasmus?', 'How old is Gabriel?'],
  },
  // --- AI assistant, terse, Japanese new hire (23) ---
  {
    name: 'Kenji',
    threads: [
      [
        { role: 'user', content: 'Polite email declining a drinking party. Boss invited.' },
        { role: 'assistant', content: "Sure. What's the occasion?" },
        {
          role: 'user',
          content: "Welcome party for new hires. I'm one of them. Started April. Sales dept, trading company.",
        },
      ],
      [
        { role: 'user', content: 'Cheap meal prep. One-room apartment, one burner.' },
        { role: 'assistant', content: 'Where are you based? Supermarket options vary.' },
        { role: 'user', content: 'Osaka. Namba area. Rent 58,000 yen.' },
      ],
      [
        { role: 'user', content: 'Left wrist pain. Bouldering 3x a week.' },
        { role: 'assistant', content: 'How long has it hurt?' },
        { role: 'user', content: 'Two weeks. Maybe typing too.' },
      ],
      [
        { role: 'user', content: 'Gift ideas for older sister. Turning 30.' },
        { role: 'assistant', content: 'What does she like?' },
        { role: 'user', content: "Coffee. Name's Haruka. Lives in Fukuoka with her husband." },
      ],
      [
        { role: 'user', content: 'Need TOEIC study plan. Test June 9.' },
        { role: 'user', content: 'Sorry. June 16. Misread.' },
        { role: 'assistant', content: 'Here is a four-week plan ending on June 16.' },
      ],
    ],
    questions: [
      { question: 'What kind of company does the user work for?', expect: ['trading'] },
      { question: 'Which part of the city does the user live in?', expect: ['namba'] },
      { question: 'What activity might be causing the user’s joint pain?', expect: ['boulder', 'climb'] },
      { question: 'What is the user’s sister called?', expect: ['haruka'] },
      { question: 'Where does the user’s sibling live?', expect: ['fukuoka'] },
      { question: 'When is the user’s English test?', expect: ['june 16', '16 june', '16th'] },
    ],
    unknown: ['Does the user have a girlfriend?', 'Which university did the user graduate from?'],
  },
  // --- friend, emoji-heavy, Brazilian gap year (18) ---
  {
    name: 'Sofia',
    threads: [
      [
        { role: 'user', content: 'amigaaaa 🎸🎸 my band got our first real gig!!!' },
        { role: 'assistant', content: 'NOOO where??' },
        { role: 'user', content: 'Bar do Zé in Vila Madalena 🍻 sat 15th!! wait no, 16th 🙈' },
      ],
      [{ role: 'user', content: "i play bass 🎸 btw did i tell u we changed the name? now we're 'Café Frio' ☕🧊" }],
      [
        { role: 'assistant', content: "so jealous i'm stuck in cursinho all day studying for vestibular 😩😩" },
        {
          role: 'user',
          content:
            "i'm not doing vestibular this year 🙃 taking a year off, working at my aunt's bakery 🥐 to save money",
        },
      ],
      [{ role: 'user', content: "my brother Rafa crashed dad's car 😱😱 he's fine but dad is FURIOUS 🔥" }],
      [
        { role: 'user', content: 'plan was backpacking chile in july 🏔️ but now it’s peru 🦙 machu picchu babyyyy' },
        { role: 'assistant', content: 'take me with u 😭' },
      ],
      [
        { role: 'assistant', content: 'i adopted a dog!! her name is Pipoca 🐶' },
        { role: 'user', content: 'omg photos NOW 😍' },
      ],
    ],
    questions: [
      { question: 'What instrument does the user play?', expect: ['bass'] },
      { question: 'On what date is the user’s first show?', expect: ['16'] },
      { question: 'What is the user’s band called?', expect: ['café frio', 'cafe frio'] },
      { question: 'Where does the user work during her year out?', expect: ['bakery', 'aunt'] },
      { question: 'What is the user’s brother’s name?', expect: ['rafa'] },
      { question: 'Where is the user going travelling in July?', expect: ['peru', 'machu'] },
    ],
    unknown: ['What is the name of the user’s dog?', 'What genre of music does the user’s band play?'],
  },
  // --- AI assistant, chatty lowercase with typos, US student (21) ---
  {
    name: 'Tyler',
    threads: [
      [
        {
          role: 'user',
          content:
            'hey can u help me write a cover letter lol its for a summer internship at nationwide insurance, IT dept. im a junior at ohio state doing computer science',
        },
        { role: 'assistant', content: 'Sure! Any projects or work experience you want to highlight?' },
      ],
      [
        {
          role: 'user',
          content: 'whats the cheapest way to fix a busted alternator? my 2009 civic died on the way to work again',
        },
        { role: 'assistant', content: 'A remanufactured part is cheapest. Where do you work, is it far?' },
        { role: 'user', content: 'chipotle lol, like 25 hrs a week on top of classes. its 15 min drive' },
      ],
      [
        {
          role: 'user',
          content:
            'my roomate keeps eating my food. we split a 2 bed apartment off campus, his name is dev. how do i bring it up without it being wierd',
        },
        { role: 'assistant', content: 'Keep it light and specific — suggest labeled shelves.' },
      ],
      [
        {
          role: 'user',
          content:
            "need a gift idea for my gf's bday, shes into plants and true crime podcasts. her names maddie. bday is the 3rd. wait no the 13th, i almost messed that up lmao",
        },
        { role: 'assistant', content: 'A rare houseplant plus a podcast-themed mug would be a fun combo.' },
      ],
      [
        {
          role: 'user',
          content: 'also i quit the club soccer team, couldnt keep up w work + school. kinda sad about it tbh',
        },
      ],
    ],
    questions: [
      { question: 'What is the user majoring in?', expect: ['computer science', 'comp sci'] },
      { question: 'Where does the user have a part-time job?', expect: ['chipotle'] },
      { question: 'How many hours a week does the user work?', expect: ['25'] },
      { question: 'Who does the user live with?', expect: ['dev', 'roommate', 'roomate'] },
      { question: 'When is the user’s partner’s birthday?', expect: ['13'] },
      { question: 'Which sport did the user give up?', expect: ['soccer', 'football'] },
    ],
    unknown: ['Does the user have any siblings?', 'What is the user’s GPA?'],
  },
  // --- friend, long rambling, Irish paralegal changing career (28) ---
  {
    name: 'Maeve',
    threads: [
      [
        {
          role: 'user',
          content:
            "right so I have to tell you, I've finally done it, I handed in my notice at the firm — well, I'm a paralegal, not a solicitor, but you know what I mean — and I'm going back to do the PME, the teacher training, in September at Maynooth, for secondary, English and history, and I'm terrified and delighted at the same time",
        },
        { role: 'assistant', content: 'MAEVE. finally!!! how did your mam take it?' },
        { role: 'user', content: 'ah she cried, but good crying I think, and then asked about the pension' },
      ],
      [
        { role: 'assistant', content: 'news from me: Ciarán proposed!! 💍 wedding next summer probably in Kerry' },
        {
          role: 'user',
          content:
            "oh my god!!! delighted for you both, I'm bawling, and I'm saying now I'm doing a reading whether you want me to or not",
        },
      ],
      [
        {
          role: 'user',
          content:
            'also the landlord is selling the house, of course he is, so the three of us have until the end of May to find somewhere, and in Galway, good luck, honestly, I might end up back in my childhood bedroom in Athenry at twenty-eight',
        },
        { role: 'assistant', content: 'nooo. the Galway rental market is a crime' },
      ],
      [
        {
          role: 'user',
          content:
            "camogie is going great actually, we won the county semi, I'm back in full forward since Aoife did her cruciate",
        },
      ],
      [
        {
          role: 'user',
          content:
            "and me and Dara are, I don't know, we're 'seeing how it goes', which is what you say at our age when you mean it's going well but you're scared to jinx it",
        },
        { role: 'assistant', content: 'I KNEW it. I want to meet them' },
      ],
    ],
    questions: [
      { question: 'What does the user currently do for a living?', expect: ['paralegal'] },
      { question: 'What course is the user starting in the autumn?', expect: ['teacher', 'pme', 'teaching'] },
      { question: 'Where might the user have to move back to?', expect: ['athenry'] },
      { question: 'Why does the user have to find a new place to live?', expect: ['selling', 'sale', 'sold'] },
      { question: 'What sport does the user play?', expect: ['camogie'] },
      { question: 'Who is the user seeing romantically?', expect: ['dara'] },
    ],
    unknown: ['Is the user engaged?', 'Where does Dara work?'],
  },
  // --- friend, terse with Korean chat style, Korean designer (25) ---
  {
    name: 'Minjun',
    threads: [
      [
        { role: 'assistant', content: "how's job hunting" },
        { role: 'user', content: 'got offer!! samsung? no ㅋㅋ small game studio in Pangyo. UI designer' },
        { role: 'assistant', content: 'omg congrats when do u start' },
        { role: 'user', content: 'next monday. the 3rd' },
      ],
      [{ role: 'user', content: 'military service finally done last year so feel like life starting ㅋㅋㅋ' }],
      [
        { role: 'assistant', content: "I'm moving to Busan for my new job at the port, ugh long distance from Hana" },
        { role: 'user', content: 'long distance sucks. me and Jiwoo did 2 years of it during army' },
      ],
      [
        { role: 'user', content: 'mom wants me to move home to save money. Suwon. commute 1.5 hr tho 😩' },
        { role: 'assistant', content: 'u gonna do it?' },
        { role: 'user', content: 'ya for 6 months. then own place' },
      ],
      [
        { role: 'user', content: 'futsal sunday? my team need one more' },
        { role: 'assistant', content: "can't, packing 😭" },
      ],
    ],
    questions: [
      { question: 'What role was the user hired for?', expect: ['designer', 'ui design', 'user interface'] },
      { question: 'What kind of company will the user work at?', expect: ['game'] },
      { question: 'When does the user start the new job?', expect: ['monday', '3rd'] },
      { question: 'What is the name of the user’s partner?', expect: ['jiwoo'] },
      {
        question: 'Where will the user be living for the next half year?',
        expect: ['suwon', 'parents', 'mother', 'mom'],
      },
      { question: 'What national duty did the user complete recently?', expect: ['military', 'army', 'conscription'] },
    ],
    unknown: ['Why is the user moving to Busan?', 'How much will the user earn at the new studio?'],
  },
  // --- AI assistant, plain, Kenyan audit associate with a side hustle (27) ---
  {
    name: 'Wanjiru',
    threads: [
      [
        {
          role: 'user',
          content:
            'How do I price second-hand clothes for Instagram? I sell thrifted jackets from Gikomba as a side hustle, about 30 pieces a month.',
        },
        { role: 'assistant', content: 'Happy to help. Is this alongside a full-time job?' },
        {
          role: 'user',
          content:
            "Yes, I'm an audit associate at one of the big firms in Westlands. The side hustle pays for my CPA exams.",
        },
      ],
      [
        {
          role: 'user',
          content: 'Write a message to my landlord: the water has been off in our building in Kilimani for four days.',
        },
        { role: 'assistant', content: 'Sure. Do you live alone, or should the message speak for several tenants?' },
        { role: 'user', content: "With my cousin Njeri. She's at Strathmore doing law." },
      ],
      [
        {
          role: 'user',
          content: 'What should I pack for a 3-day hike on Mt Kenya? Going with my church youth group in August.',
        },
        { role: 'user', content: 'Actually it got moved to October, the guides were fully booked.' },
        { role: 'assistant', content: 'October is a bit wetter, so bring a proper rain shell and gaiters.' },
      ],
      [
        {
          role: 'user',
          content: 'My boyfriend Brian is moving to Kigali for work for a year. Any tips for long distance?',
        },
        { role: 'assistant', content: 'Regular video calls and a visit planned in advance help a lot.' },
      ],
      [
        { role: 'user', content: "I've had a cough for three weeks, no fever. Should I worry?" },
        {
          role: 'assistant',
          content: 'Three weeks is long enough that a doctor should check it. Any history of asthma?',
        },
        { role: 'user', content: "Yes, I'm asthmatic, so maybe that's it. I'll book a clinic visit." },
      ],
    ],
    questions: [
      { question: 'What does the user do for a living?', expect: ['audit', 'accountant', 'accounting'] },
      { question: 'Who does the user share her flat with?', expect: ['njeri', 'cousin'] },
      { question: 'What is the user’s flatmate studying?', expect: ['law'] },
      { question: 'When is the user’s mountain trip now?', expect: ['october'] },
      { question: 'Where is the user’s boyfriend relocating?', expect: ['kigali', 'rwanda'] },
      { question: 'How many items does the user sell each month?', expect: ['30', 'thirty'] },
    ],
    unknown: ['Does the user have any children?', 'What medication does the user take?'],
  },
]
