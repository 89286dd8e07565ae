import type { ThreadPersona } from './personas'

/**
 * Twelve people in long-running chats with a friend or an AI assistant: mixed registers (terse texting, long
 * rambling messages, non-native English, regional slang), facts given as answers, corrections, life changes,
 * facts about other people, and a friend who tells their own news. Written by someone who had not read the rules.
 */
export const mixedPersonas: ThreadPersona[] = [
  // --- friend, Indian English ---
  {
    name: 'Priya',
    threads: [
      [
        { role: 'assistant', content: 'Arre long time! Where are you these days, still in Bangalore?' },
        { role: 'user', content: 'No yaar, shifted to Pune last month only. New company, new flat, everything new 😅' },
        { role: 'assistant', content: 'Wow! Same analyst role or something different?' },
        { role: 'user', content: 'Different! I am product manager now. No more writing SQL till 2am, thank god' },
      ],
      [
        { role: 'assistant', content: 'Big news from my side — we finally got a dog! Beagle, named Bruno 🐶' },
        { role: 'user', content: 'Cuteee send pics. Arjun is begging me for a dog also but flat is too small na' },
        { role: 'assistant', content: 'Arjun still working from home?' },
        { role: 'user', content: 'Ya, hubby is full WFH, he basically lives on the sofa with his laptop' },
      ],
      [
        { role: 'assistant', content: 'I am planning to cook for you when you come, anything you dont eat?' },
        {
          role: 'user',
          content: 'Just no onion no garlic please, we are Jain at home. Otherwise I eat everything veg',
        },
      ],
      [
        { role: 'user', content: 'Mummy had her checkup yesterday, sugar levels are very high again' },
        { role: 'assistant', content: 'Oh no. Is she on insulin?' },
        { role: 'user', content: 'Tablets only for now. Doctor said diabetes is getting worse, she has to walk daily' },
      ],
      [
        { role: 'user', content: 'Also booked tickets for cousin wedding in Jaipur, we are going in December' },
        { role: 'assistant', content: 'Rajasthan in winter, perfect timing!' },
      ],
    ],
    questions: [
      { question: 'Which city is the user based in now?', expect: ['pune'] },
      { question: 'What is the user’s current job title?', expect: ['product manager'] },
      { question: 'What ingredients should be left out when cooking for the user?', expect: ['onion', 'garlic'] },
      { question: 'Who is the user married to?', expect: ['arjun'] },
      { question: 'What health problem does the user’s mother have?', expect: ['diabet', 'sugar'] },
      { question: 'Where is the user travelling to in December?', expect: ['jaipur', 'rajasthan', 'wedding'] },
    ],
    unknown: ['What is the name of the user’s dog?', 'Does the user play any musical instrument?'],
  },
  // --- friend, Australian, terse with typos ---
  {
    name: 'Liam',
    threads: [
      [
        { role: 'assistant', content: 'oi how was the week' },
        { role: 'user', content: 'shit tbh. me and jess split up' },
        { role: 'assistant', content: 'ah mate im sorry. u ok?' },
        { role: 'user', content: 'ye all good. been comin for a while' },
      ],
      [
        { role: 'user', content: 'got a pup on the wkend' },
        { role: 'assistant', content: 'no way what kind' },
        { role: 'user', content: 'kelpie. callin him ned' },
      ],
      [
        { role: 'assistant', content: 'still on the tools or did u go for that office gig' },
        { role: 'user', content: 'still sparkying lol cant sit at a desk all day' },
        { role: 'assistant', content: 'fair. im movin to perth btw, got the mine job 🙌' },
        { role: 'user', content: 'legend congrats' },
      ],
      [
        { role: 'user', content: 'cant surf for 6 wks broke me wrist' },
        { role: 'assistant', content: 'HOW' },
        { role: 'user', content: 'fell off the ladder at work lmao' },
      ],
      [
        { role: 'assistant', content: 'u still doin bali?' },
        { role: 'user', content: 'ye flyin out in a fortnight w my brother kyle' },
      ],
    ],
    questions: [
      { question: 'What trade does the user work in?', expect: ['electric', 'sparky', 'sparkie'] },
      {
        question: 'Is the user currently in a relationship?',
        expect: ['split', 'broke up', 'single', 'ended', 'not in a relationship', 'no longer'],
      },
      { question: 'What is the user’s dog called?', expect: ['ned'] },
      { question: 'What injury does the user have?', expect: ['wrist'] },
      { question: 'Where is the user going on holiday?', expect: ['bali'] },
      { question: 'Who is the user travelling with?', expect: ['kyle', 'brother'] },
    ],
    unknown: ['Is the user relocating to Perth?', 'What car does the user drive?'],
  },
  // --- AI assistant, British, long rambling ---
  {
    name: 'Margaret',
    threads: [
      [
        {
          role: 'user',
          content:
            'Good morning. I wonder if you could help me with a little reading list for my grandson Oliver, he is 7 and absolutely mad about dinosaurs, and I do like to have something ready when he comes to stay with me in Harrogate over half term, which is always a treat though it does wear me out rather.',
        },
        { role: 'assistant', content: 'What a lovely idea. Here are some dinosaur books that suit a seven-year-old.' },
        { role: 'user', content: 'Oh, I tell a lie — he turned 8 in March. Time does fly.' },
      ],
      [
        {
          role: 'user',
          content:
            'I have my knee replacement booked for Monday at the Harrogate District Hospital, and I am told I must not drive for six weeks afterwards, which is a nuisance as I do all the driving since my husband passed, so I shall need to arrange lifts to the shops.',
        },
        { role: 'assistant', content: 'That sounds sensible. Would you like a checklist for preparing your home?' },
        { role: 'user', content: 'Yes please. Sorry, I have just checked the letter and it is Tuesday, not Monday.' },
      ],
      [
        {
          role: 'user',
          content: 'Also remind me to tell the nurses I cannot have penicillin. I came out in hives the last time.',
        },
        { role: 'assistant', content: 'Noted — it is important to mention a penicillin allergy before surgery.' },
      ],
      [
        {
          role: 'user',
          content:
            'My roses have black spot again. Forty years I have been growing them, thirty-two of those as head of a primary school, and I still cannot beat it.',
        },
        {
          role: 'assistant',
          content: 'Black spot is stubborn. Remove fallen leaves and improve air flow between plants.',
        },
      ],
      [
        { role: 'user', content: 'Pickle has taken to sleeping on my hot water bottle. Cheeky cat.' },
        { role: 'assistant', content: 'Cats always find the warmest spot!' },
      ],
    ],
    questions: [
      {
        question: 'What did the user do for a living before retiring?',
        expect: ['headteacher', 'head teacher', 'head of', 'headmistress', 'principal', 'teacher'],
      },
      {
        question: 'How old is the user’s grandson?',
        expect: ['eight', 'is 8', '8 years', 'aged 8', 'age 8', 'turned 8'],
      },
      { question: 'On which day is the user’s operation?', expect: ['tuesday'] },
      { question: 'Which medicine must the user not be given?', expect: ['penicillin'] },
      { question: 'What kind of pet does the user have?', expect: ['cat', 'pickle'] },
      { question: 'What flowers does the user grow?', expect: ['rose'] },
    ],
    unknown: ['Does the user have a granddaughter?', 'What is the user’s blood type?'],
  },
  // --- AI assistant, non-native (Japanese) ---
  {
    name: 'Kenji',
    threads: [
      [
        { role: 'user', content: 'Please check my English of the motivation letter. It is for internship at BMW.' },
        { role: 'assistant', content: 'Sure. Are you a student at the moment? What do you study?' },
        { role: 'user', content: 'Yes, master course. Mechanical engineering at TU München, second semester.' },
      ],
      [
        { role: 'user', content: 'What is good recipe for pancake without milk? My stomach is not OK with milk.' },
        { role: 'assistant', content: 'You can use oat milk or water. Is it lactose, or all dairy?' },
        { role: 'user', content: 'Lactose. Doctor in Japan said lactose intolerance.' },
      ],
      [
        { role: 'user', content: 'My girlfriend Lena says my German is better than my English, haha.' },
        { role: 'assistant', content: 'That is a compliment! Is Lena from Munich too?' },
        { role: 'user', content: 'From Hamburg. She moved here for work.' },
      ],
      [
        {
          role: 'user',
          content: 'My fingers hurt from the climbing gym. Bouldering three times in a week is too much?',
        },
        { role: 'assistant', content: 'For beginners, two sessions with rest days is safer for your tendons.' },
      ],
      [
        { role: 'user', content: 'In August I fly home to Osaka for the Obon. I want bring present for my parents.' },
        { role: 'assistant', content: 'Something Bavarian would be nice — perhaps good mustard or a beer stein.' },
      ],
    ],
    questions: [
      { question: 'What subject is the user studying?', expect: ['mechanical'] },
      { question: 'Which city does the user live in?', expect: ['munich', 'münchen', 'munchen'] },
      { question: 'Who is the user’s partner?', expect: ['lena'] },
      { question: 'Which foods should the user avoid?', expect: ['lactose', 'milk', 'dairy'] },
      { question: 'What sport does the user do?', expect: ['boulder', 'climb'] },
      { question: 'Where is the user’s family home?', expect: ['osaka', 'japan'] },
    ],
    unknown: ['Does the user have any siblings?', 'Which company does the user’s girlfriend work for?'],
  },
  // --- friend, US Gen Z, no punctuation ---
  {
    name: 'Dani',
    threads: [
      [
        { role: 'assistant', content: 'okay spill how did the interview go' },
        { role: 'user', content: 'i GOT IT' },
        { role: 'user', content: 'junior ux designer at that fintech place. bye bye espresso machine' },
        { role: 'assistant', content: 'NO WAY omg ur never making me a latte again' },
      ],
      [
        { role: 'user', content: 'marcus and i are done for real this time' },
        { role: 'assistant', content: 'good riddance honestly' },
        { role: 'user', content: 'lol ya' },
      ],
      [
        { role: 'assistant', content: 'ok whos this sam person in ur stories 👀' },
        { role: 'user', content: 'we met at climbing. weve been seeing each other like 3 weeks' },
        { role: 'assistant', content: 'cute!! also i have news… jordan proposed 💍' },
        { role: 'user', content: 'AAAAA congrats im crying' },
      ],
      [
        { role: 'assistant', content: 'bday dinner at that bbq place?' },
        { role: 'user', content: 'babe im vegan lmaooo pick somewhere w plants' },
        { role: 'assistant', content: 'right right sorry. its the 14th?' },
        { role: 'user', content: '15th actually' },
      ],
      [
        { role: 'user', content: 'kayla left the oven on again our whole apartment smells like burnt pizza' },
        { role: 'assistant', content: 'ur roommate is a menace' },
      ],
    ],
    questions: [
      { question: 'What does the user do for work now?', expect: ['ux', 'design'] },
      { question: 'Who is the user dating?', expect: ['sam'] },
      { question: 'What diet does the user follow?', expect: ['vegan', 'plant'] },
      { question: 'When is the user’s birthday?', expect: ['15'] },
      { question: 'Who does the user share an apartment with?', expect: ['kayla'] },
      { question: 'Who was the user’s previous partner?', expect: ['marcus'] },
    ],
    unknown: ['Is the user engaged?', 'Does the user have a cat?'],
  },
  // --- AI assistant, non-native (Arabic speaker) ---
  {
    name: 'Fatima',
    threads: [
      [
        {
          role: 'user',
          content: 'How I can explain to my son that is normal to lose teeth? He is scared. Yusuf, 6 years.',
        },
        {
          role: 'assistant',
          content: 'Losing baby teeth is a milestone. You could make it fun with a tooth fairy story.',
        },
        { role: 'user', content: 'Sorry, he is 7 already, last week was his birthday. I forget!' },
      ],
      [
        {
          role: 'user',
          content: 'I need tips for night shift. I work in hospital as nurse, 12 hours, in Toronto General.',
        },
        { role: 'assistant', content: 'Keep your sleep schedule consistent and use blackout curtains during the day.' },
        { role: 'user', content: 'Difficult with small girl at home. Mariam is 3, she wake up early.' },
      ],
      [
        { role: 'user', content: 'My driving road test is on 12 May. I am very nervous about parallel parking.' },
        { role: 'assistant', content: 'Practise with cones in an empty lot — reference points help a lot.' },
      ],
      [
        { role: 'assistant', content: 'Does anyone in the family already drive who could practise with you?' },
        { role: 'user', content: 'My husband Omar, he drives truck long distance, but he is away most weeks.' },
      ],
    ],
    questions: [
      { question: 'What is the user’s profession?', expect: ['nurse'] },
      { question: 'How old is the user’s son?', expect: ['seven', 'is 7', '7 years', 'aged 7', 'age 7', 'turned 7'] },
      { question: 'What is the name of the user’s daughter?', expect: ['mariam'] },
      { question: 'What exam is the user preparing for?', expect: ['driv', 'road test'] },
      { question: 'What does the user’s husband do?', expect: ['truck'] },
      { question: 'Which city does the user work in?', expect: ['toronto'] },
    ],
    unknown: ['Does the user own a car?', 'What is the name of the user’s sister?'],
  },
  // --- friend, British/Welsh banter ---
  {
    name: 'Rhys',
    threads: [
      [
        { role: 'assistant', content: 'Oi stranger, where are you now? Still Cardiff?' },
        { role: 'user', content: 'leeds, for now. Tom got the job at the uni so we upped sticks' },
        { role: 'assistant', content: 'Get you! Proper northerner now' },
      ],
      [
        { role: 'assistant', content: 'Made my debut for the seconds on Saturday, scored a try and all 🏉' },
        { role: 'user', content: 'haha get in. still cant believe you play rugby with those knees' },
      ],
      [
        { role: 'assistant', content: 'Can you still eat my famous pasta bake when you visit?' },
        { role: 'user', content: 'not unless its gluten free mate, coeliac remember. cost me a week last time' },
      ],
      [
        { role: 'user', content: 'first solo run on the Leeds–York line today, drove the 07:12 all by myself' },
        { role: 'assistant', content: 'Choo choo! Proper train driver now' },
      ],
      [
        { role: 'user', content: 'Gerald escaped the garden again. slowest jailbreak in history' },
        { role: 'assistant', content: 'Your tortoise has more ambition than me' },
      ],
      [
        { role: 'assistant', content: "You sorted for Gareth's stag?" },
        { role: 'user', content: 'yeah Dublin, weekend after next. liver already scared' },
      ],
    ],
    questions: [
      { question: 'Which city is the user based in now?', expect: ['leeds'] },
      { question: 'Who is the user’s partner?', expect: ['tom'] },
      { question: 'What should be avoided when cooking for the user?', expect: ['gluten', 'coeliac', 'wheat'] },
      { question: 'What does the user do for a living?', expect: ['train'] },
      { question: 'What animal does the user keep?', expect: ['tortoise', 'gerald'] },
      { question: 'Where is the user going for the stag do?', expect: ['dublin'] },
    ],
    unknown: ['Does the user play rugby?', 'What is the user’s partner’s job title?'],
  },
  // --- AI assistant, non-native (Brazilian Portuguese) ---
  {
    name: 'Ana',
    threads: [
      [
        {
          role: 'user',
          content: 'Hi! I need ideas of toys for two cats, they destroy everything in my apartment in Lisbon.',
        },
        { role: 'assistant', content: 'Ha, busy cats! What are their names?' },
        { role: 'user', content: 'Feijão and Pipoca. Brothers, 1 year old.' },
      ],
      [
        {
          role: 'user',
          content: 'My mother Lúcia comes from São Paulo next Thursday for three weeks. Where I take her?',
        },
        { role: 'assistant', content: 'Sintra and a day in Cascais are lovely for a first visit.' },
      ],
      [
        {
          role: 'user',
          content:
            'Can you explain me this TypeScript error? I work remote as backend developer and this is blocking me.',
        },
        { role: 'assistant', content: 'Sure, paste the error and the code around it.' },
      ],
      [
        { role: 'user', content: 'Restaurant recommendation please, but no shrimp or crab. I get very swollen.' },
        {
          role: 'assistant',
          content: 'That sounds like a shellfish allergy — always tell the waiter. Try a grilled-fish place.',
        },
      ],
      [
        { role: 'assistant', content: 'How did your first surf lesson go?' },
        { role: 'user', content: 'Terrible, I drank half the ocean 😂 but I go again Saturday in Costa da Caparica.' },
      ],
    ],
    questions: [
      { question: 'What are the names of the user’s pets?', expect: ['feijão', 'feijao', 'pipoca'] },
      { question: 'Who is coming to visit the user?', expect: ['mother', 'mom', 'mum', 'lúcia', 'lucia'] },
      { question: 'What is the user allergic to?', expect: ['shrimp', 'shellfish', 'crab', 'seafood'] },
      { question: 'What is the user’s occupation?', expect: ['developer', 'software', 'programmer', 'engineer'] },
      { question: 'Which city does the user live in?', expect: ['lisbon', 'lisboa'] },
      { question: 'What water sport is the user learning?', expect: ['surf'] },
    ],
    unknown: ['Does the user have a dog?', 'Is the user married?'],
  },
  // --- friend, Indian Hinglish student ---
  {
    name: 'Dev',
    threads: [
      [
        { role: 'assistant', content: 'bhai kab free hai? cricket this sunday?' },
        { role: 'user', content: 'bro CA finals in november, no cricket till then 😭' },
        { role: 'assistant', content: 'which date?' },
        { role: 'user', content: '16th' },
        { role: 'user', content: 'sorry 18th. 16th is the admit card thing' },
      ],
      [
        { role: 'assistant', content: 'still in that delhi hostel?' },
        { role: 'user', content: 'ya laxmi nagar pg. food is pathetic but cheap' },
      ],
      [
        { role: 'user', content: 'papa wants me to sit at the shop in diwali holidays' },
        { role: 'assistant', content: 'the hardware shop in nagpur? haha say hi to uncle' },
        { role: 'user', content: 'ya same. selling paint and pipes all diwali lol' },
      ],
      [
        { role: 'user', content: 'rohan is taller than me now. 14 years old and 5 foot 10 wtf' },
        {
          role: 'assistant',
          content: 'your little bro is a giant lol. btw i am going goa with college gang next month',
        },
        { role: 'user', content: 'lucky. bring me feni' },
      ],
      [
        { role: 'user', content: 'learnt the intro of wonderwall on guitar finally. only 3 years late 😂' },
        { role: 'assistant', content: 'anyone who is playing wonderwall needs to be stopped' },
      ],
    ],
    questions: [
      {
        question: 'What qualification is the user studying for?',
        expect: ['chartered', 'ca final', 'ca exam', '(ca)'],
      },
      { question: 'On what date are the user’s exams?', expect: ['18'] },
      { question: 'What kind of business does the user’s father run?', expect: ['hardware', 'shop'] },
      { question: 'What is the name of the user’s younger brother?', expect: ['rohan'] },
      { question: 'What instrument does the user play?', expect: ['guitar'] },
      { question: 'Where is the user’s family from?', expect: ['nagpur'] },
    ],
    unknown: ['Is the user going to Goa?', 'Does the user have a girlfriend?'],
  },
  // --- AI assistant, American mom, rambling multi-fact ---
  {
    name: 'Sophie',
    threads: [
      [
        {
          role: 'user',
          content:
            'ok so I need a weeknight dinner plan that works for my two, Ella is 9 and eats basically anything, Max is 5 and has a severe peanut allergy so nothing with nuts at all, and I only have like 30 minutes after I get back from the dental office since I went part-time as a hygienist there',
        },
        {
          role: 'assistant',
          content: 'Got it — here is a nut-free five-day plan that takes under 30 minutes each night.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'Greg and I separated in January, he moved into an apartment across town, we are doing alternate weekends with the kids. Can you help me word a co-parenting schedule?',
        },
        {
          role: 'assistant',
          content: 'I am sorry you are going through this. Here is a clear template for a shared schedule.',
        },
      ],
      [
        { role: 'assistant', content: 'How is Ella finding the new soccer team?' },
        { role: 'user', content: 'She loves it, she is goalie now! Games are Saturday mornings in Laurelhurst Park' },
      ],
      [
        {
          role: 'user',
          content:
            'We adopted a retired racing greyhound named Biscuit last weekend, she is so gentle with Max, any tips for the first month? Our place in Portland has a tiny yard.',
        },
        { role: 'assistant', content: 'Greyhounds are couch potatoes! Short walks and a soft bed go a long way.' },
      ],
    ],
    questions: [
      { question: 'What food is dangerous for the user’s son?', expect: ['peanut', 'nut'] },
      { question: 'What sport does the user’s daughter play?', expect: ['soccer', 'football'] },
      { question: 'What is the user’s relationship status?', expect: ['separat', 'divorc', 'split'] },
      { question: 'What does the user do for work?', expect: ['hygienist', 'dental'] },
      { question: 'What breed is the user’s dog?', expect: ['greyhound'] },
      { question: 'How many children does the user have?', expect: ['two', '2 children', '2 kids'] },
    ],
    unknown: ['Does the user have a cat?', 'What is the name of the user’s mother?'],
  },
  // --- friend, New Zealander in London ---
  {
    name: 'Jack',
    threads: [
      [
        { role: 'assistant', content: 'how is london treating ya' },
        { role: 'user', content: 'sweet as. cold af tho. still in the flat in peckham' },
      ],
      [
        { role: 'assistant', content: 'still doing the pub kitchen?' },
        { role: 'user', content: 'nah quit. started me own food truck, smash burgers at markets on weekends' },
        { role: 'assistant', content: 'hard out. i just bought a motorbike, finally 🏍️' },
        { role: 'user', content: 'yeah nah thats how u die bro' },
      ],
      [
        { role: 'user', content: 'sam is getting hitched in march!! flying back to auckland for it' },
        { role: 'assistant', content: 'ur brother?? no way, who tamed him' },
        { role: 'user', content: 'girl from his work, aroha. shes mint' },
      ],
      [
        { role: 'assistant', content: 'want the coriander salsa on ur tacos?' },
        { role: 'user', content: 'god no. tastes like soap to me' },
      ],
      [
        { role: 'user', content: 'joined a rowing club on the thames, 6am outings on saturdays. im cooked' },
        { role: 'assistant', content: 'mad. rather you than me' },
      ],
    ],
    questions: [
      { question: 'What business does the user run?', expect: ['food truck', 'burger'] },
      { question: 'Which part of London does the user live in?', expect: ['peckham'] },
      { question: 'Why is the user travelling to New Zealand?', expect: ['wedding', 'married', 'hitched'] },
      { question: 'Which herb does the user dislike?', expect: ['coriander', 'cilantro'] },
      { question: 'Who is the user’s brother marrying?', expect: ['aroha'] },
      { question: 'What club has the user joined?', expect: ['rowing'] },
    ],
    unknown: ['Does the user ride a motorbike?', 'Does the user have children?'],
  },
  // --- friend, Singaporean English ---
  {
    name: 'Mei',
    threads: [
      [
        { role: 'assistant', content: 'eh u still at the audit firm ah?' },
        { role: 'user', content: 'quit liao! opened my own bakery in tiong bahru. kaya cakes and sourdough' },
        { role: 'assistant', content: 'wah power. i starting yoga classes next week, finally got some me time' },
      ],
      [
        { role: 'user', content: 'wei ming very supportive, he does the deliveries after his office job' },
        { role: 'assistant', content: 'ur husband damn good sia' },
      ],
      [
        { role: 'user', content: 'jia hui going primary one next year, so stressed about registration' },
        { role: 'assistant', content: 'which school u targeting?' },
        { role: 'user', content: 'the one near my mil. she stays with us now so can help fetch' },
      ],
      [
        { role: 'user', content: 'my eczema flare up again, the heat in the kitchen cannot tahan' },
        { role: 'assistant', content: 'aiyo take care, see skin doctor' },
      ],
      [
        { role: 'user', content: 'family trip to tokyo in june!' },
        { role: 'assistant', content: 'shiok! cherry blossom over by then tho' },
        { role: 'user', content: 'oops i mean taipei not tokyo lah, changed cos cheaper' },
      ],
    ],
    questions: [
      { question: 'What does the user do for a living now?', expect: ['bakery', 'bake', 'baker'] },
      { question: 'What is the name of the user’s husband?', expect: ['wei ming'] },
      { question: 'Which school level is the user’s daughter starting?', expect: ['primary'] },
      { question: 'Who lives with the user’s family?', expect: ['in-law', 'in law'] },
      { question: 'What skin condition does the user have?', expect: ['eczema'] },
      { question: 'Where is the user going on holiday?', expect: ['taipei', 'taiwan'] },
    ],
    unknown: ['Does the user practise yoga?', 'What car does the user drive?'],
  },
]
