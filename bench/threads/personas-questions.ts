import type { ThreadPersona } from './personas'

/**
 * Set 29, written by a helper that had not read the service's rules and measured once before any change made for it
 * (57/96, never said 15/24): twelve people (19–74; the Netherlands, Brazil, Nigeria, South Korea, Poland, Scotland, the
 * Philippines, Egypt, Chile, Vietnam, the US South, Quebec) in ordinary chat, half with an AI assistant and half with
 * a friend (the `assistant` role) who tells of their own job, pets and plans. Facts come out inside requests, as short
 * answers, as asides, restated in other words; some change (a move, a new job, an engagement, a trip cancelled or
 * moved, a break-up, a pet adopted) or are corrected. The questions come in every form — yes/no, how many, how long,
 * when, who, where, which, about a relative or partner, the current state, a small inference — in other words.
 */
export const questionsPersonas: ThreadPersona[] = [
  // --- AI assistant, Dutch physiotherapist; moves to Utrecht, gets engaged, corrects a date ---
  {
    name: 'Sanne',
    threads: [
      [
        {
          role: 'user',
          content:
            'Can you help me write a birthday card for my oma Wil? She becomes 90 on Saturday and the whole family comes to her house in Zwolle.',
        },
        { role: 'assistant', content: 'Ninety, how special! Should the card be funny, warm, or a bit of both?' },
        {
          role: 'user',
          content: 'Warm. She teached me to bake appeltaart when I was small, maybe you can mention that.',
        },
        {
          role: 'assistant',
          content: "Here's a draft: 'Lieve oma Wil, ninety years and still the best appeltaart in all of Zwolle…'",
        },
      ],
      [
        {
          role: 'user',
          content:
            'Sorry, one correction for the card — the party is on Sunday, not Saturday. My aunt moved it because of a football match.',
        },
        { role: 'assistant', content: "No problem, I've changed 'see you Saturday' to 'see you Sunday'." },
      ],
      [
        {
          role: 'user',
          content:
            'I need a simple handout with exercises after a knee replacement, in easy English and Dutch, for my patients.',
        },
        {
          role: 'assistant',
          content: 'Happy to. Are you a nurse or a physiotherapist? That changes how detailed I make it.',
        },
        {
          role: 'user',
          content:
            'Physiotherapist, already eight years. I work in a clinic in Utrecht, mostly older people after operations.',
        },
        {
          role: 'assistant',
          content:
            'Great. Here is a two-column handout with heel slides, quad sets and straight-leg raises, Dutch on the right.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'Is it normal that I am so tired from commuting? Every day 40 minutes by train from Amersfoort to Utrecht and back.',
        },
        { role: 'assistant', content: 'Very normal — two commutes a day adds up. Is moving closer an option?' },
        {
          role: 'user',
          content: 'Daan and I are looking at apartments in Utrecht now, but everything is so expensive.',
        },
        {
          role: 'assistant',
          content: 'Set alerts on Funda and Pararius and keep your documents ready, because good places go in a day.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'I need ideas for a small dinner for 12 people. Daan asked me to marry him last weekend in Lisbon, on tram 28!! Of course I said yes.',
        },
        { role: 'assistant', content: 'Congratulations to you both! Does anyone at the dinner have dietary needs?' },
        {
          role: 'user',
          content: 'Only me, I am allergic for hazelnuts. So no praline, no Nutella things in the dessert please.',
        },
        {
          role: 'assistant',
          content:
            'Noted. A lemon tart or pastéis de nata as a nod to Lisbon would work — both nut-free if you check labels.',
        },
      ],
      [
        {
          role: 'user',
          content:
            "Can you explain me when to use 'ser' and when 'estar' in Portuguese? I practise every evening. Daan's mother comes from Porto and I want to talk with her without him translating.",
        },
        {
          role: 'assistant',
          content:
            "Sure! 'Ser' is for lasting things like identity and origin, 'estar' for states and places: eu sou holandesa, but eu estou cansada.",
        },
        { role: 'user', content: 'Haha the second one is very true.' },
      ],
      [
        {
          role: 'user',
          content: 'Convert please: 2 cups flour, 1 cup sugar, 1 stick butter. American recipes are a nightmare.',
        },
        { role: 'assistant', content: 'Roughly 250 g flour, 200 g sugar and 115 g butter.' },
        { role: 'user', content: 'Thanks!' },
      ],
      [
        {
          role: 'user',
          content:
            'We got the keys!! Finally we live in Utrecht, in Lombok. Now I cycle to work in ten minutes. Can you make a checklist for changing my address?',
        },
        {
          role: 'assistant',
          content:
            'Congratulations on the new home! Register at the gemeente within five days, then update your bank, insurer, employer and DigiD.',
        },
      ],
      [
        { role: 'user', content: 'Can you give me some honeymoon ideas for September? Not too hot please.' },
        {
          role: 'assistant',
          content:
            'Madeira and the Azores are mild and green in September, and the Dolomites are lovely before the snow. Many couples also pick Sicily.',
        },
        { role: 'user', content: 'Nice, I will show Daan tonight.' },
      ],
    ],
    questions: [
      { question: 'How does the user earn a living?', expect: ['physio'] },
      { question: 'Which city is the user’s home now?', expect: ['Utrecht', 'Lombok'] },
      { question: 'Is the user single?', expect: ['Daan', 'engaged', 'fiancé', 'fiance'] },
      { question: 'What age is the user’s grandmother turning?', expect: ['90', 'ninety'] },
      { question: 'What should someone baking for the user leave out?', expect: ['hazelnut', 'nut'] },
      { question: 'On which day is the grandmother’s celebration?', expect: ['Sunday'] },
      { question: 'Which language is the user practising in the evenings?', expect: ['Portuguese'] },
      { question: 'How long has the user worked in her profession?', expect: ['eight', '8'] },
    ],
    unknown: ['Where is the user going on honeymoon?', 'Does the user have any pets?'],
  },
  // --- friend, Brazilian engineering student; break-up, a kitten, Santiago trip cancelled for an internship ---
  {
    name: 'Thiago',
    threads: [
      [
        { role: 'user', content: 'mano finally finished the semester. mechanical engineering is killing me' },
        { role: 'assistant', content: 'haha which year are you now?' },
        { role: 'user', content: 'fourth. one more and I am free' },
        {
          role: 'assistant',
          content: 'lucky. the bar was packed all weekend, I made like 300 caipirinhas, my feet are destroyed',
        },
      ],
      [
        { role: 'user', content: 'so me and Camila broke up' },
        { role: 'assistant', content: 'what?? after how long?' },
        {
          role: 'user',
          content: 'three years. she got the job in Recife and we decided long distance is not for us',
        },
        { role: 'assistant', content: 'damn, sorry man. come to Rio for a weekend, Pipoca misses you lol' },
      ],
      [
        { role: 'user', content: 'guess who has a cat now' },
        { role: 'assistant', content: 'no way. you always said you are a dog person' },
        {
          role: 'user',
          content: 'my neighbor’s cat had kittens and I took the orange one. his name is Feijão. he sleeps on my face',
        },
        { role: 'assistant', content: 'Feijão 😂 Pipoca will be so jealous' },
      ],
      [
        { role: 'user', content: 'booked Santiago for the July holidays!! 5 days, super cheap flight from Curitiba' },
        {
          role: 'assistant',
          content: 'niceee. I’m going to Buenos Aires in July too, my cousin got married there, maybe we meet lol',
        },
      ],
      [
        { role: 'user', content: 'ok Santiago is cancelled 😭 the internship at Volvo starts in July, no days off' },
        { role: 'assistant', content: 'INTERNSHIP AT VOLVO?? you buried the news bro' },
        { role: 'user', content: 'haha yes, at the truck plant here in Curitiba. 6 months, and they pay' },
        { role: 'assistant', content: 'engineer life begins. proud of you' },
      ],
      [
        { role: 'user', content: 'mom wants a surprise party for my dad’s 60th, help me think' },
        { role: 'assistant', content: 'does he like music? my uncle had a samba group at his, it was amazing' },
        {
          role: 'user',
          content:
            'he loves pagode, good idea. and my sister Bia will do the cake, she is the pastry chef of the family',
        },
      ],
      [
        { role: 'user', content: 'futsal tonight again. I’m goalkeeper this season because nobody else wants lol' },
        { role: 'assistant', content: 'sacrifice for the team haha. still with the guys from the faculty?' },
        { role: 'user', content: 'yes every tuesday' },
      ],
      [
        {
          role: 'user',
          content: 'how long do you cook feijoada in the pressure cooker? vó’s recipe says 3 hours in the pot',
        },
        { role: 'assistant', content: 'like 40 min after it starts whistling, then let the pressure go down alone' },
      ],
    ],
    questions: [
      { question: 'What subject is the user studying?', expect: ['mechanical', 'engineering'] },
      { question: 'Is the user in a relationship at the moment?', expect: ['broke up', 'single', 'split', 'ended'] },
      { question: 'How long was the user with their ex?', expect: ['three', '3'] },
      { question: 'What kind of animal does the user keep at home?', expect: ['cat', 'kitten'] },
      { question: 'Is the user still going to Chile in July?', expect: ['cancel', 'internship', 'not going'] },
      { question: 'Which company will the user work for this July?', expect: ['Volvo'] },
      { question: 'Which city does the user live in?', expect: ['Curitiba'] },
      { question: 'Who is making the dessert for the father’s party?', expect: ['Bia', 'sister'] },
    ],
    unknown: ['What is the name of the user’s dog?', 'Where did the user’s cousin get married?'],
  },
  // --- AI assistant, Nigerian caterer in Lagos; diagnosis, daughter leaving for university, a corrected number ---
  {
    name: 'Chiamaka',
    threads: [
      [
        {
          role: 'user',
          content:
            'Please help me write a short speech for my daughter send-off party. Adaeze is going to UNN in Nsukka in October to read medicine. She is the first of my three children and I am so proud.',
        },
        {
          role: 'assistant',
          content:
            'Congratulations! Nsukka is a lovely campus town — the novelist Chimamanda Ngozi Adichie grew up there, on the university grounds. Emotional or light?',
        },
        { role: 'user', content: 'Emotional but not long. Her father Emeka will talk after me.' },
        {
          role: 'assistant',
          content: 'Here is a two-minute draft that ends with a blessing and a toast to Dr Adaeze.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'I need to price a wedding job: jollof rice, fried rice, small chops, for 50 guests. How do I calculate?',
        },
        { role: 'assistant', content: 'Happy to help. Is this for your own catering business?' },
        {
          role: 'user',
          content:
            'Yes, Chi-Chi’s Pots. I started it in 2015 from my kitchen in Surulere, Lagos. Now I have four staff.',
        },
        {
          role: 'assistant',
          content:
            'Start from the cost per head of ingredients, add labour, gas and transport, then a margin of 30–40%. Some caterers also add a mobile bar.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'Sorry I made a mistake before. It is 150 guests not 50. The bride mother just called me to confirm.',
        },
        { role: 'assistant', content: 'That changes things a lot. Here is the costing redone for 150 guests.' },
      ],
      [
        {
          role: 'user',
          content:
            'My doctor said my sugar is high, type 2 diabetes. What can I eat for breakfast instead of bread and sweet tea?',
        },
        {
          role: 'assistant',
          content: 'Good options: moi moi, eggs with vegetables, boiled unripe plantain, oats without sugar.',
        },
        {
          role: 'user',
          content:
            'Unripe plantain I like. I have stopped Coca-Cola since last month. Emeka checks my sugar every morning with his machine.',
        },
        { role: 'assistant', content: 'That is a great start. A 30-minute walk after dinner also helps a lot.' },
      ],
      [
        {
          role: 'user',
          content:
            'How do I convince a 12 year old to stop playing FIFA all night? Obinna is my last born and he is so stubborn. His brother Chidi was never like this.',
        },
        {
          role: 'assistant',
          content:
            'Agree a fixed gaming time together, keep the console out of the bedroom, and give him a reward he picks.',
        },
      ],
      [
        { role: 'user', content: 'What is the difference between baking powder and baking soda?' },
        {
          role: 'assistant',
          content: 'Baking soda needs an acid to work; baking powder already contains the acid. Do not swap them 1:1.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'My husband is a pharmacist and he says I must not skip my tablets. Can you make me a simple chart to tick every day?',
        },
        {
          role: 'assistant',
          content: 'Sure — here is a weekly chart with morning and evening boxes and a notes line.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'Write a WhatsApp message for my customers: we are closed from 22 December to 2 January, we travel to Emeka’s village in Nnewi.',
        },
        {
          role: 'assistant',
          content:
            "Here: 'Dear customers, Chi-Chi's Pots will be closed from 22 December to 2 January for the holidays. Orders reopen on 3 January!'",
        },
      ],
    ],
    questions: [
      { question: 'What kind of business does the user run?', expect: ['cater', 'food'] },
      { question: 'How many children does the user have?', expect: ['three', '3'] },
      { question: 'What is the user’s husband’s job?', expect: ['pharmacist', 'pharmacy'] },
      { question: 'What course will the user’s eldest child take?', expect: ['medicine', 'medical'] },
      { question: 'How many people is the wedding order for?', expect: ['150', 'hundred and fifty'] },
      { question: 'Does the user have any health condition?', expect: ['diabetes', 'blood sugar', 'sugar'] },
      { question: 'Who is the user’s youngest child?', expect: ['Obinna'] },
      { question: 'Which city is the user based in?', expect: ['Lagos', 'Surulere'] },
    ],
    unknown: ['Where did the user grow up?', 'Does the user offer a bar service at events?'],
  },
  // --- friend, Korean UI designer; moves from Busan to Seoul for a new job, corrects trip dates ---
  {
    name: 'Min-jun',
    threads: [
      [
        {
          role: 'user',
          content: 'so tired of making banking app screens at the agency. applied to three game studios in Seoul',
        },
        { role: 'assistant', content: 'you’ve been saying this for a year lol. you’d be amazing at game UI' },
        { role: 'user', content: 'we’ll see. the portfolio is a mess' },
      ],
      [
        { role: 'user', content: 'jisoo-ya I GOT IT!! UI designer at the game studio in Guro' },
        { role: 'assistant', content: 'WHAT congrats!! so you’re really leaving Busan?' },
        {
          role: 'user',
          content: 'yes 😭 moving up at the end of the month. found a tiny officetel in Seoul, 5 min from the office',
        },
        {
          role: 'assistant',
          content: 'I’ll miss you. night shifts on the ward will be so lonely without our 3am kakao',
        },
      ],
      [
        { role: 'user', content: 'one year vegetarian today and my mom still puts anchovy in everything lol' },
        { role: 'assistant', content: 'haha Korean moms. does she know?' },
        { role: 'user', content: 'she knows. she says fish is not meat 🙃' },
        { role: 'assistant', content: 'lol. I had samgyeopsal three times this week, no regrets' },
      ],
      [
        { role: 'user', content: 'guitar update: I can finally play Wonderwall without looking at my hands' },
        { role: 'assistant', content: 'finally lol. how long has it been now?' },
        { role: 'user', content: 'almost two years. started right after I finished the army' },
      ],
      [
        { role: 'user', content: 'my noona is getting married in May!' },
        { role: 'assistant', content: 'Min-ji unnie?? to the guy from the bank?' },
        {
          role: 'user',
          content: 'yes Sunwoo lol. they both work at the same bank branch in Incheon. office romance',
        },
        { role: 'assistant', content: 'so cute. Dubu knocked my coffee off the table while I read that btw' },
      ],
      [
        { role: 'user', content: 'flights to Fukuoka are so cheap now. come with me in April?' },
        { role: 'assistant', content: 'can’t, saving everything for Da Nang in summer. go with your new coworkers' },
        { role: 'user', content: 'maybe alone then. booked! April 12 to 15' },
      ],
      [
        {
          role: 'user',
          content: 'wait I read the email wrong. it’s April 13 to 16, the 12th was the booking date lol',
        },
        { role: 'assistant', content: 'classic you' },
      ],
      [
        { role: 'user', content: 'how do you get kimchi smell out of a fridge' },
        { role: 'assistant', content: 'baking soda + a cup of coffee grounds overnight. my mom’s trick' },
      ],
    ],
    questions: [
      { question: 'What kind of work does the user do now?', expect: ['UI', 'designer', 'design'] },
      { question: 'Where does the user live now?', expect: ['Seoul', 'Guro'] },
      { question: 'Does the user eat meat?', expect: ['vegetarian'] },
      { question: 'How long has the user been playing the instrument?', expect: ['two', '2 years'] },
      { question: 'Does the user have siblings?', expect: ['sister', 'noona', 'Min-ji'] },
      { question: 'Where does the user’s sister work?', expect: ['bank'] },
      { question: 'When is the user travelling to Japan?', expect: ['April'] },
      { question: 'Which city was the user based in before the new job?', expect: ['Busan'] },
    ],
    unknown: ['What is the name of the user’s cat?', 'Where is the user going this summer?'],
  },
  // --- AI assistant, retired Polish teacher, non-native; widowed, adopts a dog, corrects a weekday ---
  {
    name: 'Halina',
    threads: [
      [
        {
          role: 'user',
          content:
            'Good morning. I learn English since January, in the course at the library. Can you check my letter for my daughter? She lives in Dublin with her husband and my grandson Antoś.',
        },
        { role: 'assistant', content: 'Good morning! Of course, please paste the letter.' },
        {
          role: 'user',
          content: "'Dear Kasia, I miss you very much. Antoś is four years now and I did not see him since Christmas.'",
        },
        {
          role: 'assistant',
          content:
            "Very good! Small fixes: 'Antoś is four now' and 'I haven't seen him since Christmas'. Compare present simple: 'My son lives in London.'",
        },
      ],
      [
        {
          role: 'user',
          content: 'Which exercises in the water are good for knees? I go to the swimming pool on Tuesday morning.',
        },
        {
          role: 'assistant',
          content: 'Walking in chest-deep water, leg swings holding the edge, and gentle flutter kicks with a board.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'Sorry, I wrote wrong before. The pool is on Thursday, not Tuesday. Tuesday is my English course. Old head!',
        },
        { role: 'assistant', content: 'No problem at all — Thursday for the pool, Tuesday for English.' },
      ],
      [
        {
          role: 'user',
          content:
            'I was teacher of geography 38 years in a liceum in Kraków, now I am retired. My old students ask me to make a talk about my travels. How to make a nice presentation?',
        },
        {
          role: 'assistant',
          content: 'Pick five trips, one big photo per slide, a map at the start, and a funny story for each place.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'My husband Zbigniew died three years ago and I am alone in the flat. My friend says I should go to the seniors club. Is good idea?',
        },
        {
          role: 'assistant',
          content:
            'I am sorry for your loss. Many people find a club helps a lot. You could try it twice before deciding.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'I took a dog from the shelter! Old mix, 9 years, brown like amber so I called him Bursztyn. Now he sleeps next to my bed. What should I feed an old dog?',
        },
        {
          role: 'assistant',
          content: 'How lovely! A senior dog food, smaller portions twice a day, and ask the vet about his teeth.',
        },
      ],
      [
        { role: 'user', content: 'On my allotment the tomatoes have black spots on the bottom. What is it?' },
        {
          role: 'assistant',
          content: 'That is blossom end rot — usually uneven watering. Water deeply and regularly, and mulch the soil.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'I booked the flight to Dublin for 14 December, to be with Kasia for Christmas. Can I take pierogi and makowiec in the hand luggage?',
        },
        {
          role: 'assistant',
          content: 'Solid food like pierogi and cake is fine in hand luggage within the EU; just no jars of liquid.',
        },
      ],
    ],
    questions: [
      { question: 'Since when has the user been studying English?', expect: ['January'] },
      { question: 'In which city does the user’s daughter live?', expect: ['Dublin'] },
      { question: 'Which subject did the user teach?', expect: ['geography'] },
      { question: 'How old is the user’s grandson?', expect: ['four', '4'] },
      { question: 'Which day of the week does the user swim?', expect: ['Thursday'] },
      { question: 'Who shares the user’s home?', expect: ['Bursztyn', 'dog'] },
      { question: 'When is the user flying to Ireland?', expect: ['14', 'December'] },
      { question: 'Is the user married?', expect: ['widow', 'died', 'passed', 'Zbigniew'] },
    ],
    unknown: ['Where does the user’s son live?', 'Does the user drive a car?'],
  },
  // --- friend, Scottish electrician; marathon dropped for a half, moves to Stirling, goes self-employed ---
  {
    name: 'Callum',
    threads: [
      [
        { role: 'user', content: 'right. signed up for the edinburgh marathon, 25th may. no backing out now' },
        { role: 'assistant', content: 'ya mad man. first full one?' },
        { role: 'user', content: 'aye, done a few halfs but never the full thing' },
        {
          role: 'assistant',
          content: 'I’ll be on Islay rolling barrels at the distillery that weekend but I’ll be there in spirit lol',
        },
      ],
      [
        { role: 'user', content: 'knee’s gone. physio says no marathon this year' },
        { role: 'assistant', content: 'ah mate, gutted. what now?' },
        {
          role: 'user',
          content:
            'dropping to the half instead if the knee behaves. eilidh’s relieved tbh, she hated me up at 5 to run',
        },
        { role: 'assistant', content: 'Bess would’ve loved the 5am runs, she drags me out at 6 as it is' },
      ],
      [
        {
          role: 'user',
          content:
            'my boy ruaridh lost his first tooth today. what’s the tooth fairy rate now? he’s 7 and already negotiating',
        },
        { role: 'assistant', content: 'a quid max. my sister’s kids get a fiver, it’s madness' },
        { role: 'user', content: 'a quid it is' },
      ],
      [
        { role: 'user', content: 'handed my notice in at the council. going self-employed in march' },
        { role: 'assistant', content: 'about time! sparky for hire 😂 got a van?' },
        {
          role: 'user',
          content:
            'picking up a second hand transit next week. the wife’s doing the books for me, she’s an accountant so win win',
        },
      ],
      [
        {
          role: 'user',
          content:
            'we finally moved out of glasgow btw. got the house in stirling, ruaridh starts at the new school monday',
        },
        { role: 'assistant', content: 'nice one. the wee man settling in?' },
        { role: 'user', content: 'aye he’s already got a pal next door' },
      ],
      [
        { role: 'user', content: 'how long do you cook a haggis in the oven? only ever boiled one' },
        { role: 'assistant', content: 'wrap it in foil with a splash of water, about an hour and a quarter at 180' },
      ],
      [
        { role: 'user', content: 'celtic are an embarrassment this season' },
        { role: 'assistant', content: 'not touching that, I’m a hibs man' },
        { role: 'user', content: 'been going to parkhead with my da since I was a wean. I’ll suffer with them' },
      ],
      [
        { role: 'assistant', content: 'big news. me and Kirsty are buying a boat' },
        { role: 'user', content: 'you can’t even swim' },
        { role: 'assistant', content: 'details. she’s a 22 footer, moored in Port Ellen' },
      ],
    ],
    questions: [
      { question: 'What is the user’s trade?', expect: ['electrician', 'sparky', 'electrical'] },
      { question: 'Is the user running the full marathon in May?', expect: ['half', 'knee', 'pulled out'] },
      { question: 'What is the user’s son called?', expect: ['Ruaridh'] },
      { question: 'What does the user’s wife do for a living?', expect: ['accountant', 'accounting', 'books'] },
      { question: 'Which town does the user live in now?', expect: ['Stirling'] },
      { question: 'How old is the user’s child?', expect: ['seven', '7'] },
      { question: 'Which football club does the user follow?', expect: ['Celtic'] },
      { question: 'When does the user start working for himself?', expect: ['March'] },
    ],
    unknown: ['What is the name of the user’s dog?', 'Where does the user keep his boat?'],
  },
  // --- AI assistant, Filipina call-centre team lead in Cebu; engaged, side business, corrects an exam date ---
  {
    name: 'Maricel',
    threads: [
      [
        {
          role: 'user',
          content:
            'Hi! Can you help me name my small online shop? I sell ube cheese pandesal and ube cupcakes on Facebook, weekends only, from my apartment here in Cebu City.',
        },
        { role: 'assistant', content: 'Love it! Some ideas: Ube Bliss, Purple Crumb, Weekend Ube, Lila Bakes.' },
        { role: 'user', content: 'Purple Crumb is so cute!! I will use that one.' },
      ],
      [
        {
          role: 'user',
          content:
            'How to handle an angry customer on the phone? I am team lead in a call center, night shift, US accounts, and my agents are all new.',
        },
        {
          role: 'assistant',
          content: 'Teach them to let the caller finish, name the feeling, then give one clear next step and a time.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'I am the bunso, youngest of five kids, so I am used to being bossed around hahaha. Now my ate Joy wants me to be ninang of her baby!',
        },
        {
          role: 'assistant',
          content: 'Congratulations, ninang! Traditionally you give a gift at the baptism and at Christmas every year.',
        },
      ],
      [
        {
          role: 'user',
          content: 'My boyfriend Jomar proposed last night!!! At the beach in Moalboal during sunset 😭',
        },
        { role: 'assistant', content: 'Congratulations!! Have you started thinking about the wedding?' },
        { role: 'user', content: 'December next year, in Bohol. It is my mama’s hometown.' },
        { role: 'assistant', content: 'Beautiful. Book the church and the venue first — December fills up quickly.' },
      ],
      [
        {
          role: 'user',
          content:
            'Jomar got a job offer as a welder in Saskatoon, Canada. I need IELTS 6 for my visa, exam is on March 8. Can you make a study plan?',
        },
        {
          role: 'assistant',
          content: 'Sure. Here is a six-week plan: reading and listening on weekdays, a full mock test every Saturday.',
        },
      ],
      [
        {
          role: 'user',
          content: 'Sorry correction, the exam is March 15, not March 8. I moved it because of my shift.',
        },
        { role: 'assistant', content: 'Got it — I added one more week of writing practice to the plan.' },
      ],
      [
        { role: 'user', content: 'Is Saskatoon very cold?' },
        {
          role: 'assistant',
          content:
            'Yes, winters can reach −30 °C. It has a big Filipino community though, and a Filipino-Canadian basketball league that plays every Sunday.',
        },
      ],
      [
        { role: 'user', content: 'How many grams is one cup of all-purpose flour? My kitchen scale died.' },
        { role: 'assistant', content: 'About 125 g if you spoon it in and level it.' },
      ],
    ],
    questions: [
      { question: 'What is the user’s day job?', expect: ['team lead', 'call center', 'call centre', 'BPO'] },
      { question: 'What does the user bake and sell?', expect: ['ube', 'pandesal', 'cupcake'] },
      { question: 'How many brothers and sisters does the user have?', expect: ['four', '4'] },
      { question: 'Who is the user going to marry?', expect: ['Jomar'] },
      { question: 'Where will the wedding take place?', expect: ['Bohol'] },
      { question: 'When is the user’s English test?', expect: ['15'] },
      { question: 'What is the user’s shop called?', expect: ['Purple Crumb'] },
      { question: 'Where has the user’s fiancé been offered work?', expect: ['Saskatoon', 'Canada'] },
    ],
    unknown: ['Does the user play basketball?', 'Does the user have a driving licence?'],
  },
  // --- friend, Egyptian civil engineer in Alexandria; quit smoking, family trip moved ---
  {
    name: 'Youssef',
    threads: [
      [
        { role: 'user', content: 'Hany, 90 days without a cigarette today 💪' },
        { role: 'assistant', content: 'mashallah! how do you feel?' },
        {
          role: 'user',
          content: 'I can climb the stairs to the site office without dying lol. Mona is the happiest person',
        },
        {
          role: 'assistant',
          content:
            'I tried to quit twice, failed twice. the tourists in the Valley of the Kings make me smoke more haha',
        },
      ],
      [
        { role: 'user', content: 'Omar passed all his exams, fourth year of medicine at Cairo University 🎉' },
        { role: 'assistant', content: 'a doctor in the family! and the little one?' },
        {
          role: 'user',
          content: 'Karim is 14 and only thinks of football and PlayStation. my two boys, day and night',
        },
        { role: 'assistant', content: 'like my Nour at that age. now she’s getting married in March, imagine' },
      ],
      [
        {
          role: 'user',
          content: 'the new bridge at Borg El Arab starts next month. I am the lead civil engineer, 18 months at least',
        },
        { role: 'assistant', content: 'you and your bridges. 25 years of concrete' },
        { role: 'user', content: '26 actually 😄 since I graduated from Alexandria University' },
      ],
      [
        {
          role: 'user',
          content: 'Mona wants to open her own dental clinic, she is tired of working for the hospital',
        },
        { role: 'assistant', content: 'Dr. Mona with her own clinic! good for her' },
        { role: 'user', content: 'we found a place on the ground floor two streets from our apartment in Smouha' },
      ],
      [
        {
          role: 'user',
          content:
            'we booked Aswan for the mid-year holiday. 4 nights on a Nile boat, all four of us. we leave 25 January',
        },
        {
          role: 'assistant',
          content: 'finally some sun for the Alexandrians lol. stop in Luxor, I’ll guide you for free',
        },
        { role: 'user', content: 'deal!' },
      ],
      [
        {
          role: 'user',
          content: 'change of plan, Aswan moved to 1 February. Omar has an exam on the 27th, the boat company was kind',
        },
        { role: 'assistant', content: 'no problem, I’m free that week too' },
      ],
      [
        { role: 'user', content: 'how do you stop Excel from changing my numbers into dates? it is making me crazy' },
        { role: 'assistant', content: 'format the column as Text before you paste. yalla' },
      ],
      [
        { role: 'assistant', content: 'just back from Dubai, 5 days, spent a fortune' },
        { role: 'user', content: 'what did you buy?' },
        { role: 'assistant', content: 'a watch I don’t need lol' },
      ],
    ],
    questions: [
      { question: 'What kind of engineer is the user?', expect: ['civil', 'bridge'] },
      { question: 'Does the user smoke?', expect: ['quit', 'stopped', 'no longer', '90', 'ninety'] },
      { question: 'What does the user’s wife do?', expect: ['dentist', 'dental'] },
      { question: 'How many sons does the user have?', expect: ['two', '2'] },
      { question: 'Where does the older son study?', expect: ['Cairo'] },
      { question: 'When does the user’s family leave for the south?', expect: ['February', 'Feb'] },
      { question: 'Which neighbourhood does the user live in?', expect: ['Smouha'] },
      { question: 'How old is the user’s younger boy?', expect: ['14', 'fourteen'] },
    ],
    unknown: ['What did the user buy in Dubai?', 'Does the user speak French?'],
  },
  // --- AI assistant, Chilean first-year student in Valparaíso; switches degree, penicillin allergy ---
  {
    name: 'Valentina',
    threads: [
      [
        {
          role: 'user',
          content:
            'hola! can you help me with a study schedule? first year of architecture in Valparaíso and the studio projects eat my life',
        },
        { role: 'assistant', content: 'Of course. Do you also work, or only study?' },
        { role: 'user', content: 'weekends I work as barista in a café in Cerro Alegre' },
        {
          role: 'assistant',
          content: 'Then let’s keep Friday evening free and put the heavy studio work Monday to Thursday.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'I live with my tía Carmen here, because my family is all in Punta Arenas where I grew up, so far 😭 what can I cook for her birthday? she loves seafood',
        },
        {
          role: 'assistant',
          content:
            'A chupe de jaibas would be perfect — crab, bread soaked in milk, cheese on top, baked until golden.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'I have sore throat and fever and the doctor wants to give me antibiotics. I am allergic to penicillin, what should I tell them?',
        },
        {
          role: 'assistant',
          content:
            'Say it clearly at the start and ask them to write it in your file. There are non-penicillin options.',
        },
      ],
      [
        { role: 'user', content: 'I started bouldering!! 3 weeks now and my forearms are dead. any tips?' },
        { role: 'assistant', content: 'Rest days matter, climb with straight arms, and don’t skip the warm-up.' },
      ],
      [
        {
          role: 'user',
          content:
            'ok I decided. next semester I switch from architecture to graphic design. I love the drawing, I hate the structures math',
        },
        {
          role: 'assistant',
          content: 'That’s a big step, but it sounds thought through. How did your family take it?',
        },
        { role: 'user', content: 'my mom cried on the phone lol. she is an architect herself' },
      ],
      [
        { role: 'user', content: 'how do I say "I am running late" politely in an email in English?' },
        { role: 'assistant', content: "Try: 'Apologies, I'm running a few minutes behind and will be there shortly.'" },
      ],
      [
        {
          role: 'user',
          content:
            'my little brother Nico (he is 15) comes to visit me in March. what can we do in Valpo with a teenager?',
        },
        {
          role: 'assistant',
          content:
            'Ride the ascensores, see the street art, and if he likes football, Santiago Wanderers play at the Elías Figueroa stadium.',
        },
      ],
    ],
    questions: [
      { question: 'What will the user study from next semester?', expect: ['graphic design', 'design'] },
      { question: 'Where did the user grow up?', expect: ['Punta Arenas'] },
      { question: 'Which medication should a doctor avoid giving the user?', expect: ['penicillin'] },
      { question: 'Who does the user live with?', expect: ['Carmen', 'aunt', 'tía', 'tia'] },
      { question: 'What does the user do on weekends to earn money?', expect: ['barista', 'café', 'cafe', 'coffee'] },
      { question: 'How long has the user been climbing?', expect: ['three', '3'] },
      { question: 'What is the profession of the user’s mother?', expect: ['architect'] },
      { question: 'How old is the user’s brother?', expect: ['15', 'fifteen'] },
    ],
    unknown: ['Which football team does the user support?', 'Does the user have a boyfriend?'],
  },
  // --- friend, Vietnamese ex-accountant who opens a homestay in Da Nang ---
  {
    name: 'Linh',
    threads: [
      [
        {
          role: 'user',
          content: 'Hoa ơi we did it. signed the lease for the homestay in Da Nang! 6 rooms near My Khe beach',
        },
        { role: 'assistant', content: 'omg finally!! so you really quit the accounting job?' },
        { role: 'user', content: 'yes, Friday was my last day at the firm in Hanoi. 9 years of spreadsheets, bye bye' },
        { role: 'assistant', content: 'I’m jealous. I still count other people’s money at the bank every day lol' },
      ],
      [
        { role: 'user', content: 'we will call it Sóng Nhỏ, little wave. Mai chose the name' },
        { role: 'assistant', content: 'so cute. is she happy about moving?' },
        {
          role: 'user',
          content:
            'she cried for her friends but now she loves the beach. she is 6, starts grade 1 in September near us',
        },
      ],
      [
        {
          role: 'user',
          content: 'my husband Tuấn is already designing the breakfast menu. a chef cannot stop himself',
        },
        { role: 'assistant', content: 'the guests will never leave haha' },
      ],
      [
        { role: 'user', content: 'every morning 15 minutes of Duolingo Korean before Mai wakes up. 120 day streak!' },
        { role: 'assistant', content: 'why Korean??' },
        { role: 'user', content: 'half the guests in Da Nang are Korean families. I want to welcome them properly' },
        { role: 'assistant', content: 'smart. Mochi ate my corgi keychain this morning btw, the irony' },
      ],
      [
        { role: 'user', content: 'can you send me your mom’s bánh xèo recipe? the one with turmeric' },
        { role: 'assistant', content: 'I’ll ask her. the big southern one?' },
        { role: 'user', content: 'yes the big one' },
      ],
      [
        { role: 'user', content: 'one guest wrote the wifi is slow. 4.6 stars is still ok right??' },
        { role: 'assistant', content: '4.6 is great. stop reading reviews at midnight' },
      ],
      [
        {
          role: 'user',
          content: 'my mother is moving in with us next month. the stairs in her Hanoi building are too hard now',
        },
        { role: 'assistant', content: 'nice for Mai, bà ngoại at home' },
        { role: 'user', content: 'and free babysitter haha' },
      ],
      [
        { role: 'assistant', content: 'guess who’s going to Melbourne in December! finally visiting my brother' },
        { role: 'user', content: 'finally!! bring me Tim Tams' },
      ],
    ],
    questions: [
      {
        question: 'What does the user do for a living now?',
        expect: ['homestay', 'guesthouse', 'guest house', 'hotel'],
      },
      { question: 'What was the user’s previous line of work?', expect: ['accountant', 'accounting'] },
      { question: 'Which language is the user learning?', expect: ['Korean'] },
      { question: 'What does the user’s husband do?', expect: ['chef', 'cook'] },
      { question: 'What is the name of the user’s daughter?', expect: ['Mai'] },
      { question: 'Who will soon move into the user’s home?', expect: ['mother', 'mom', 'mum'] },
      { question: 'In which city does the user live now?', expect: ['Da Nang', 'Đà Nẵng', 'Danang'] },
      { question: 'How long was the user at her old firm?', expect: ['nine', '9'] },
    ],
    unknown: ['What breed is the user’s dog?', 'Where does the user’s brother live?'],
  },
  // --- AI assistant, retired mail carrier in Georgia; anniversary cruise cancelled for a hip replacement ---
  {
    name: 'Earlene',
    threads: [
      [
        {
          role: 'user',
          content:
            "Hey there, I need a birthday card verse for my grandson Tyler. He'll be sixteen on the 9th and just got his learner's permit, Lord help us all.",
        },
        {
          role: 'assistant',
          content: "Ha! Here's one: 'Sixteen candles, one learner's permit, and a grandma praying on the porch…'",
        },
      ],
      [
        {
          role: 'user',
          content:
            'My husband Harold and I have our 50th anniversary in October. We booked a cruise to the Bahamas out of Jacksonville. What should I pack?',
        },
        {
          role: 'assistant',
          content: 'Congratulations! Light layers, a dressy outfit for the formal night, sunscreen.',
        },
        {
          role: 'user',
          content:
            'Harold worked forty years for the Norfolk Southern railroad and never took a real vacation, so this is it.',
        },
      ],
      [
        {
          role: 'user',
          content:
            "Well, the cruise is off. The doctor wants to do my hip replacement October 3rd and I'm not going to argue. How do I get the house ready?",
        },
        {
          role: 'assistant',
          content:
            'Raise the chairs, clear the rugs, put a shower chair in, and keep daily things at waist height. Who will be home with you?',
        },
        {
          role: 'user',
          content:
            "Harold, bless him, though he can't boil water. And our daughter Denise is driving down from Atlanta for the first week.",
        },
      ],
      [
        {
          role: 'user',
          content:
            "Our church choir is singing 'How Great Thou Art' for homecoming Sunday and I've got the alto part. Any tips to keep my voice steady?",
        },
        { role: 'assistant', content: 'Warm up with gentle hums, breathe low, and sip room-temperature water.' },
      ],
      [
        {
          role: 'user',
          content:
            "How do I keep a pecan pie from running? I've used my mama's recipe forever and this one came out soupy.",
        },
        {
          role: 'assistant',
          content: 'Bake it until the center barely jiggles, then let it cool at least four hours.',
        },
      ],
      [
        {
          role: 'user',
          content:
            "What's an easy watercolor subject for a beginner? After thirty years of carrying mail I finally started a class at the senior center in Macon.",
        },
        { role: 'assistant', content: 'Magnolias, an old barn, or a bowl of peaches — simple shapes, lovely color.' },
      ],
      [
        {
          role: 'user',
          content: "My neighbor's beagle digs under the fence into my tomatoes every day. How do I bring it up nicely?",
        },
        {
          role: 'assistant',
          content:
            "Try: 'I think your sweet pup has found a way into my garden — could we look at the fence together?'",
        },
      ],
      [
        { role: 'user', content: 'Harold says Jimmy Carter was from Plains. Is he right?' },
        { role: 'assistant', content: 'He is — Carter was born in Plains, Georgia, and lived there most of his life.' },
      ],
    ],
    questions: [
      { question: 'How long have the user and her husband been married?', expect: ['50', 'fifty'] },
      { question: 'Is the user still going on the anniversary trip?', expect: ['cancel', 'hip', 'surgery', 'off'] },
      { question: 'When is the user’s operation?', expect: ['3rd', 'October 3', 'Oct 3', 'Oct. 3', '3 October'] },
      { question: 'Who is coming to help the user after the operation?', expect: ['Denise', 'daughter'] },
      { question: 'What did the user’s husband do for work?', expect: ['railroad', 'railway', 'Norfolk'] },
      { question: 'How old is the user’s grandson turning?', expect: ['sixteen', '16'] },
      { question: 'Which voice part does the user sing?', expect: ['alto'] },
      { question: 'What was the user’s job before she retired?', expect: ['mail', 'postal', 'post'] },
    ],
    unknown: ['Where was the user born?', 'Does the user have a dog?'],
  },
  // --- friend, Quebec paramedic; shared custody of twins, moves to Magog, new girlfriend, corrects a date ---
  {
    name: 'Mathieu',
    threads: [
      [
        {
          role: 'user',
          content: 'salut! the garde partagée starts for real this week. twins with me one week, with Julie the next',
        },
        { role: 'assistant', content: 'how are Léa and Félix taking it?' },
        { role: 'user', content: 'Félix ok, Léa not so much. they’re 9, they understand more than we think' },
        { role: 'assistant', content: 'hang in there. Ziggy ate my new boots so we both have problems lol' },
      ],
      [
        { role: 'user', content: '24h shift on the ambulance, 3 cardiac calls. I need vacances' },
        { role: 'assistant', content: 'you paramedics are crazy. I complain when a patient has bad breath lol' },
        { role: 'user', content: 'ha. 15 years on the truck and the nights don’t get easier' },
      ],
      [
        {
          role: 'user',
          content: 'leaving the condo in Sherbrooke — found a small house in Magog, closer to the twins’ school',
        },
        { role: 'assistant', content: 'Magog! lake life. when?' },
        { role: 'user', content: 'July 1st of course, like the whole province lol' },
      ],
      [
        { role: 'user', content: 'ok I’m in. boxes everywhere but I can see the lake from the kitchen in Magog' },
        { role: 'assistant', content: 'send pics!!' },
      ],
      [
        { role: 'user', content: 'so… I met someone. Nadia. she’s a nurse at the CHUS, we met in the ER lol' },
        { role: 'assistant', content: 'of course you met in an ER 😂 I want all the details' },
      ],
      [
        {
          role: 'user',
          content: 'back on the ice after 20 years! garage league hockey, tuesdays at 10pm. legs are jello',
        },
        {
          role: 'assistant',
          content:
            'careful with your back, old man. also: I’m moving to Toronto in August, got the job at a clinic downtown',
        },
        { role: 'user', content: 'WHAT. traitor. I’ll visit' },
      ],
      [
        { role: 'user', content: 'Nadia’s birthday is Thursday the 12th, what do I get her' },
        { role: 'assistant', content: 'a spa day. nurses need it' },
        { role: 'user', content: 'wait no it’s Friday the 13th. she would kill me lol' },
      ],
      [
        { role: 'user', content: '350F in celsius? the pizza stone instructions are American' },
        { role: 'assistant', content: 'about 175-180' },
      ],
    ],
    questions: [
      { question: 'What does the user do for work?', expect: ['paramedic', 'ambulance'] },
      { question: 'How many kids does the user have?', expect: ['two', '2', 'twins'] },
      { question: 'Where does the user live now?', expect: ['Magog'] },
      { question: 'Who is the user dating?', expect: ['Nadia'] },
      { question: 'What does the user’s new partner do for a living?', expect: ['nurse', 'nursing'] },
      { question: 'When is the new partner’s birthday?', expect: ['13'] },
      { question: 'Which sport has the user taken up again?', expect: ['hockey'] },
      { question: 'How old are the user’s children?', expect: ['nine', '9'] },
    ],
    unknown: ['When is the user moving to Toronto?', 'What is the name of the user’s dog?'],
  },
]
