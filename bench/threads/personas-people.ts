import type { ThreadPersona } from './personas'

/**
 * The people around the user: coworkers, flatmates, exes, in-laws, neighbours, a boss, with their own jobs, diets,
 * pets and hobbies, beside a few facts of the user's own. The never-said questions ask the user what only someone
 * around them has ("Is the user vegan?" when the flatmate is). Written without knowing the service's rules.
 */
export const peoplePersonas: ThreadPersona[] = [
  // --- Priya, UK, AI assistant ---
  {
    name: 'Priya',
    threads: [
      [
        {
          role: 'user',
          content:
            'my flatmate jess has gone fully vegan since january and now half the fridge is oat milk and tofu 😂 can you give me a vegan lasagne recipe for her birthday on saturday',
        },
        {
          role: 'assistant',
          content:
            "Love that you're cooking for her! Here's a lentil and mushroom lasagne with a cashew béchamel — it's rich enough that nobody misses the cheese.",
        },
        { role: 'user', content: "amazing ty. she does roller derby on sundays too so she'll be starving lol" },
      ],
      [
        { role: 'user', content: 'can u help me word a message to my manager asking to swap my late shift next week' },
        { role: 'assistant', content: 'Sure — what do you do, so I can get the tone right?' },
        { role: 'user', content: 'pharmacist, at the hospital. dispensary mostly' },
        { role: 'assistant', content: "Got it. Here's a short, professional message you can adapt." },
      ],
      [
        {
          role: 'user',
          content: 'whats the best way to keep a tortoise warm in winter? gerald keeps hiding under the sofa',
        },
        {
          role: 'assistant',
          content:
            'He probably wants a warmer spot — a basking lamp over one end of his enclosure helps. Does Gerald hibernate?',
        },
        {
          role: 'user',
          content: 'hes a horsfield, we did a short hibernation last year in a fridge (not the food one lol)',
        },
      ],
      [
        { role: 'user', content: "need outfit ideas for my sister's wedding in porto, its in june" },
        { role: 'assistant', content: 'Porto in June will be warm — think light linen or a silk midi dress.' },
        { role: 'user', content: 'sorry i mean july!! 12th july. june is her hen do' },
      ],
      [
        {
          role: 'user',
          content:
            'cycling into leeds city centre from headingley every morning and my knees are killing me, is it my saddle height?',
        },
        { role: 'assistant', content: 'Quite possibly — knee pain at the front often means the saddle is too low.' },
      ],
    ],
    questions: [
      { question: 'What is the user’s profession?', expect: ['pharmac'] },
      { question: 'Does the user have any animals at home?', expect: ['tortoise', 'Gerald'] },
      { question: 'When is the user’s sister getting married?', expect: ['July'] },
      { question: 'How does the user get to work?', expect: ['cycl', 'bike', 'bicycle'] },
      { question: 'Which city does the user live in?', expect: ['Leeds', 'Headingley'] },
      { question: 'Who does the user share a flat with?', expect: ['Jess'] },
    ],
    unknown: ['Is the user vegan?', 'Does the user play roller derby?'],
  },
  // --- Marcus, US, friend ---
  {
    name: 'Marcus',
    threads: [
      [
        { role: 'assistant', content: 'yo how was the first week under the new boss' },
        {
          role: 'user',
          content:
            'diane? honestly chill. she brings her golden retriever to the office every friday so morale is UP lol',
        },
        {
          role: 'assistant',
          content: 'a dog at work?? i need that. my team lead just sends passive aggressive slack msgs',
        },
        { role: 'user', content: 'lmao. still beats testing the same checkout flow 40 times a day. QA life' },
      ],
      [
        { role: 'user', content: 'ok so the band finally got a gig!! the rusty nail, saturday the 9th' },
        { role: 'assistant', content: 'LETS GOOO. you still on bass or did they finally let you sing' },
        { role: 'user', content: 'bass forever, nobody wants to hear me sing trust me' },
      ],
      [
        {
          role: 'user',
          content: 'maya lost her first tooth today and demanded $5 from the tooth fairy. inflation is real',
        },
        { role: 'assistant', content: 'HAHA how old is she now, 6?' },
        { role: 'user', content: '6 and a half, she will correct you' },
      ],
      [
        {
          role: 'assistant',
          content: 'btw im running the chicago marathon in october, 16 weeks of training starting monday 😭',
        },
        {
          role: 'user',
          content:
            "you're a psycho. ok dinner before you go into monk mode? just no seafood place pls, shellfish literally closes my throat up",
        },
        { role: 'assistant', content: 'noted lol, tacos it is' },
      ],
      [
        { role: 'user', content: "work's sending me to mexico city for a conference!! flying out friday" },
        { role: 'assistant', content: 'ooh fancy, bring me back a mezcal' },
        { role: 'user', content: 'wait no thursday, i always mess that up. and yes obviously' },
      ],
    ],
    questions: [
      { question: 'What kind of work does the user do?', expect: ['QA', 'tester', 'testing', 'quality assurance'] },
      { question: 'What should we avoid cooking for the user?', expect: ['shellfish', 'seafood', 'shrimp'] },
      { question: 'Does the user have kids?', expect: ['Maya', 'daughter'] },
      { question: 'What instrument does the user play?', expect: ['bass'] },
      { question: 'Which day does the user fly out for the trip?', expect: ['Thursday', '4 April'] },
      { question: 'Where is the user travelling for work?', expect: ['Mexico'] },
    ],
    unknown: ['Does the user have a dog?', 'Is the user training for a marathon?'],
  },
  // --- Aoife, Irish, AI assistant ---
  {
    name: 'Aoife',
    threads: [
      [
        {
          role: 'user',
          content:
            "My mother-in-law Bríd is coming to stay for a fortnight and she's diabetic, type 2. Any ideas for low sugar desserts that don't taste like cardboard?",
        },
        {
          role: 'assistant',
          content:
            'Absolutely — baked apples with cinnamon and Greek yoghurt, or a berry crumble with an oat and almond topping. Will she be bringing anything you need to plan for, like pets?',
        },
        {
          role: 'user',
          content:
            "No, she's leaving her cat Mittens with the neighbour, thank god. My husband Ciarán says it's only two weeks 🙄",
        },
        { role: 'assistant', content: 'Ha, two weeks can feel long! At least the desserts are sorted.' },
      ],
      [
        { role: 'user', content: 'Can you suggest a fun maths game for a class of ten year olds? Fractions.' },
        { role: 'assistant', content: 'Sure! Are you a teacher, or is this for a club?' },
        { role: 'user', content: 'Still teaching, 4th class this year, in a school just outside Galway city' },
      ],
      [
        {
          role: 'user',
          content:
            "What's a good beginner tune on the fiddle? I've only been learning since September and my fingers are in bits",
        },
        { role: 'assistant', content: "Try 'Britches Full of Stitches' — it's a polka, short and very forgiving." },
      ],
      [
        {
          role: 'user',
          content:
            "Got called out with the lifeboat at 3am last night, someone's kayak capsized off Salthill. everyone fine thank god",
        },
        {
          role: 'assistant',
          content: "That sounds intense, glad everyone's safe. How long have you volunteered with the RNLI?",
        },
        { role: 'user', content: 'Six years now. Crew, not just fundraising!' },
      ],
    ],
    questions: [
      { question: 'Where does the user live?', expect: ['Galway', 'Salthill'] },
      { question: 'What does the user do for a living?', expect: ['teach'] },
      { question: 'What class does the user teach?', expect: ['4th', 'fourth'] },
      { question: 'What is the name of the user’s husband?', expect: ['Ciarán', 'Ciaran'] },
      { question: 'What musical instrument is the user learning?', expect: ['fiddle', 'violin'] },
      { question: 'Does the user do any voluntary work?', expect: ['lifeboat', 'RNLI'] },
    ],
    unknown: ['Is the user diabetic?', 'Does the user have a cat?'],
  },
  // --- Liam, Australian, friend ---
  {
    name: 'Liam',
    threads: [
      [
        { role: 'assistant', content: "oi how's the new gig going" },
        {
          role: 'user',
          content: 'yeah good mate, finally got my ticket so im a proper sparky now, no more apprentice wages',
        },
        { role: 'assistant', content: 'legend!! drinks on you then' },
      ],
      [
        { role: 'user', content: 'picked up a hilux on the weekend, 2015 but only 90k on the clock' },
        { role: 'assistant', content: 'nice, perfect for the boards' },
        {
          role: 'user',
          content: 'exactly, straight down to the goldy every sat morning for a surf before it gets crowded',
        },
      ],
      [
        {
          role: 'user',
          content:
            "chloe messaged me outta nowhere. she's in perth now working at some vet clinic, reckons she bought a horse lol",
        },
        { role: 'assistant', content: 'your ex chloe?? a horse??' },
        { role: 'user', content: 'yep. and shes learning italian apparently. new boyfriend is from milan so' },
        { role: 'assistant', content: 'ooft. you right?' },
        { role: 'user', content: "all good haha, brisbane's treating me better anyway" },
      ],
      [
        { role: 'assistant', content: 'what are we doing for your bday, its the 14th of march right' },
        {
          role: 'user',
          content: 'yeah 14th. pub is fine just not the one with the cheese boards, lactose intolerant remember',
        },
      ],
    ],
    questions: [
      { question: 'What trade is the user in?', expect: ['electric', 'sparky'] },
      { question: 'Which city does the user live in?', expect: ['Brisbane'] },
      { question: 'What vehicle did the user buy?', expect: ['Hilux'] },
      { question: 'When is the user’s birthday?', expect: ['March'] },
      { question: 'Is there anything the user can’t eat?', expect: ['lactose', 'dairy'] },
      { question: 'What does the user do on Saturday mornings?', expect: ['surf'] },
    ],
    unknown: ['Does the user own a horse?', 'Is the user learning Italian?'],
  },
  // --- Fatima, Nigerian, AI assistant ---
  {
    name: 'Fatima',
    threads: [
      [
        {
          role: 'user',
          content:
            "Please help me draft a short speech for my boss's retirement party. Mr Okafor has been in the firm 30 years, he loves golf and is always joking about his handicap.",
        },
        { role: 'assistant', content: "Happy to. What's your relationship with him — did he manage you directly?" },
        { role: 'user', content: 'Yes, he brought me into audit 8 years ago as a trainee. I am a senior manager now.' },
        { role: 'assistant', content: "Lovely. Here's a warm draft with a light golf joke to open." },
      ],
      [
        {
          role: 'user',
          content:
            "My colleague Ngozi is pregnant with her first, what is a nice gift for baby shower that's not too expensive?",
        },
        {
          role: 'assistant',
          content:
            'A few ideas: a set of muslin wraps, a personalised baby blanket, or a hamper of newborn essentials.',
        },
      ],
      [
        {
          role: 'user',
          content: 'The traffic from Lekki to the Island this morning was madness. 2 hours. Lagos will finish me',
        },
        {
          role: 'assistant',
          content: 'That sounds exhausting. Have you tried podcasts or audiobooks for the commute?',
        },
        { role: 'user', content: 'I use the time for my Python lessons. I am doing evening classes in data science' },
      ],
      [
        {
          role: 'user',
          content:
            "My husband Tunde and I are travelling to Accra in December for his cousin's wedding. What should I pack?",
        },
        {
          role: 'assistant',
          content:
            'December in Accra is hot and dusty with the harmattan — light fabrics and some lip balm. Will the kids come?',
        },
        { role: 'user', content: 'Only Dayo, he is 11. He is starting JSS1 in September' },
      ],
    ],
    questions: [
      { question: 'What field does the user work in?', expect: ['audit', 'accountan'] },
      { question: 'Which city does the user live in?', expect: ['Lagos', 'Lekki'] },
      { question: 'Is the user married?', expect: ['Tunde', 'husband'] },
      { question: 'What is the user studying in the evenings?', expect: ['data science', 'python'] },
      { question: 'Where is the user going in December?', expect: ['Accra', 'Ghana'] },
      { question: 'How old is the user’s son?', expect: ['11', 'eleven'] },
    ],
    unknown: ['Is the user pregnant?', 'Does the user play golf?'],
  },
  // --- Sven, Swedish, AI assistant, non-native ---
  {
    name: 'Sven',
    threads: [
      [
        {
          role: 'user',
          content:
            'My neighbour Lars has husky dog who is howling all day when he is at work. I work nights so I sleep in day. How can I tell him without making bad atmosphere?',
        },
        {
          role: 'assistant',
          content: "That's a tricky one. What kind of night work do you do, so I can explain it in a note?",
        },
        { role: 'user', content: 'I am nurse at Sahlgrenska, night shift on the ward.' },
        { role: 'assistant', content: "Here's a friendly note that explains your shifts and suggests a chat." },
      ],
      [
        {
          role: 'user',
          content:
            'My daughters come to me every second week. Ebba turns 8, party is saturday 12th. Sorry, 13th. Ideas for a party in a small flat in Göteborg?',
        },
        { role: 'assistant', content: 'Fun! How many kids are coming?' },
        { role: 'user', content: 'Maybe 10. Ebba and her little sister Saga and friends from class.' },
      ],
      [
        {
          role: 'user',
          content:
            'Doctor gave me antibiotics for throat. Is amoxicillin same family like penicillin? I am allergic for penicillin, I get big rash.',
        },
        {
          role: 'assistant',
          content:
            'Yes — amoxicillin is a penicillin-type antibiotic, so please call your doctor or pharmacist before taking it.',
        },
      ],
      [
        {
          role: 'user',
          content: 'My ex-wife Karin is dentist, she says I should use electric toothbrush. Is it really better?',
        },
        { role: 'assistant', content: "Honestly, she's right — studies show they remove more plaque." },
        { role: 'user', content: "She also is learning accordion now, the children say it's terrible 😄" },
      ],
    ],
    questions: [
      { question: 'Which city does the user live in?', expect: ['Gothenburg', 'Göteborg', 'Goteborg'] },
      { question: 'What is the user’s job?', expect: ['nurse'] },
      { question: 'What hours does the user work?', expect: ['night'] },
      { question: 'Does the user have children?', expect: ['Ebba', 'Saga', 'daughter'] },
      { question: 'Are there any medicines the user must avoid?', expect: ['penicillin', 'amoxicillin'] },
      { question: 'When is the user’s daughter’s birthday party?', expect: ['13'] },
    ],
    unknown: ['Does the user have any pets?', 'Does the user play the accordion?'],
  },
  // --- Chloé, Montreal, friend ---
  {
    name: 'Chloe',
    threads: [
      [
        { role: 'assistant', content: 'when do your in-laws land again?' },
        { role: 'user', content: "tuesday. non attends, they changed the flight, it's wednesday night now" },
        { role: 'assistant', content: "ok good luck lol. is étienne's brother coming too?" },
        { role: 'user', content: "max yes 🙄 he's gonna smoke on our balcony the whole time i just know it" },
      ],
      [
        {
          role: 'user',
          content: "ok so étienne and i picked a date!!! we're getting married next august, here in montréal",
        },
        { role: 'assistant', content: "AHHH congrats!!! omg i'm crying. i need to see the ring again" },
      ],
      [
        {
          role: 'user',
          content:
            'long day at the clinic, 3 ACL rehabs back to back. being a physio is great until your own back hurts lol',
        },
        { role: 'assistant', content: 'treat yourself tonight' },
        { role: 'user', content: "treating myself = bouldering gym after. i'm obsessed since january" },
      ],
      [
        { role: 'user', content: 'poutine ate the charger cable AGAIN' },
        { role: 'assistant', content: 'that rabbit is a menace 😂' },
        { role: 'user', content: "she's a bunny with no regrets. our little place on the plateau is now 40% hay" },
      ],
      [
        { role: 'assistant', content: 'ok confession i booked the tattoo. tiny moon on my wrist, saturday' },
        { role: 'user', content: 'FINALLY. send pics!!' },
      ],
    ],
    questions: [
      { question: 'What is the user’s profession?', expect: ['physio'] },
      { question: 'Does the user have any animals at home?', expect: ['rabbit', 'bunny', 'Poutine'] },
      { question: 'What sport did the user take up?', expect: ['boulder', 'climb'] },
      { question: 'Who is the user engaged to?', expect: ['Étienne', 'Etienne'] },
      { question: 'Which city does the user live in?', expect: ['Montr', 'Plateau'] },
      { question: 'When are the user’s in-laws arriving?', expect: ['Wednesday'] },
    ],
    unknown: ['Does the user have any tattoos?', 'Does the user smoke?'],
  },
  // --- Raj, Indian English, AI assistant ---
  {
    name: 'Raj',
    threads: [
      [
        {
          role: 'user',
          content:
            'My mother is staying with us now, she has arthritis in both knees. Can you suggest some gentle exercises for her?',
        },
        {
          role: 'assistant',
          content: 'Of course — seated leg raises, heel slides and short walks on flat ground are a good start.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'My colleague Anil invited us for dinner on Saturday. He is a huge cricket fan, plays every Sunday for a club in Hinjewadi. Last time he made chicken biryani. I am vegetarian, no egg also. How to tell him politely without offending?',
        },
        {
          role: 'assistant',
          content: "A simple, warm message works: thank him, and mention you'd love to come but don't eat meat or egg.",
        },
      ],
      [
        {
          role: 'user',
          content:
            'Need help with a presentation for site meeting. Pune metro, the viaduct near our house in Kothrud is delayed due to monsoon',
        },
        { role: 'assistant', content: "Sure. What's your role on the project?" },
        { role: 'user', content: 'Civil engineer, I handle the structural side for two stations' },
      ],
      [
        { role: 'user', content: 'Our anniversary is next week, me and Meera. 5 years. Gift ideas under 10k?' },
        { role: 'assistant', content: 'Lovely! Does she have any hobbies?' },
        { role: 'user', content: 'She loves gardening. But honestly with Arjun being 2 she hardly gets time' },
      ],
      [
        {
          role: 'user',
          content:
            'My sister lives in Toronto, she is inviting us for Christmas. How cold is Toronto in December, will a 2 year old be fine?',
        },
        { role: 'assistant', content: 'It gets well below zero, but with a good snowsuit toddlers manage fine.' },
      ],
    ],
    questions: [
      { question: 'Which city does the user live in?', expect: ['Pune', 'Kothrud'] },
      { question: 'What is the user’s line of work?', expect: ['civil'] },
      { question: 'Can we serve chicken biryani to the user?', expect: ['vegetarian'] },
      { question: 'Who is the user’s wife?', expect: ['Meera'] },
      { question: 'Does the user have children?', expect: ['Arjun'] },
      { question: 'Where does the user’s sister live?', expect: ['Toronto'] },
    ],
    unknown: ['Does the user have arthritis?', 'Does the user play cricket?'],
  },
  // --- Hannah, US South, friend ---
  {
    name: 'Hannah',
    threads: [
      [
        { role: 'assistant', content: "hey girl how's the new office" },
        {
          role: 'user',
          content:
            'love it!! best dental office in nashville fr, dr patel is so sweet and only 2 patients cried during cleanings this week lol',
        },
        { role: 'assistant', content: "only 2 haha. so you're full time hygienist now?" },
        { role: 'user', content: 'yep full time, got my license renewed and everything' },
      ],
      [
        { role: 'user', content: '8 months sober on friday 🎉🎉' },
        { role: 'assistant', content: 'HANNAH. so proud of you!!!' },
        {
          role: 'user',
          content:
            "thank u 🥹 tyler texted congrats too which was weird. he's got a boat now apparently, posts it every weekend",
        },
        { role: 'assistant', content: 'ur ex tyler?? the firefighter?? lmao of course he has a boat' },
      ],
      [
        {
          role: 'user',
          content: 'miss june next door brought me a jar of honey from her bees, that woman is an angel',
        },
        { role: 'assistant', content: "aw i love her. how's the little man doin" },
        { role: 'user', content: "my boy's obsessed with little league, wyatt pitched his first game saturday" },
      ],
      [
        { role: 'user', content: "camry's making that noise again 😩 2009 problems" },
        { role: 'assistant', content: "take it to my cousin's shop on gallatin, he's cheap" },
        {
          role: 'user',
          content: "ok bet. can i go monday? i'm off mondays. wait no it's wednesdays now, they swapped me",
        },
      ],
    ],
    questions: [
      { question: 'What does the user do for work?', expect: ['hygien', 'dental'] },
      { question: 'Which city does the user live in?', expect: ['Nashville'] },
      { question: 'Does the user drink alcohol?', expect: ['sober', 'quit', 'stopped'] },
      { question: 'What sport does the user’s son play?', expect: ['baseball', 'little league'] },
      { question: 'What car does the user drive?', expect: ['Camry'] },
      { question: 'Which day is the user’s day off?', expect: ['Wednesday'] },
    ],
    unknown: ['Does the user own a boat?', 'Does the user keep bees?'],
  },
  // --- Mehmet, Turkish in Berlin, AI assistant, non-native ---
  {
    name: 'Mehmet',
    threads: [
      [
        {
          role: 'user',
          content:
            'Hello, my flatmate Jonas plays football in Sunday league and always comes home with mud everywhere in our WG in Neukölln. How can I clean mud from a light sofa?',
        },
        {
          role: 'assistant',
          content: 'Let it dry completely first, then brush it off and treat what is left with a little dish soap.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'I want to propose to my girlfriend Lena. I think Istanbul, in September, on the Bosphorus. Is that too cliché?',
        },
        {
          role: 'assistant',
          content: 'Not cliché if it means something to you both. Does Istanbul have a special meaning?',
        },
        { role: 'user', content: 'I grew up there, came to Berlin 9 years ago. Lena never saw it.' },
      ],
      [
        {
          role: 'user',
          content:
            'Shift schedule changed again, BVG gives me early shift on the bus line M41 from next month. 4:30 wake up 😩 Tips for sleep?',
        },
        { role: 'assistant', content: 'Early shifts are tough. Keep the same bedtime every day, even on days off.' },
        { role: 'user', content: 'Also I have type 1 diabetes so night snacks is complicated' },
      ],
      [
        {
          role: 'user',
          content:
            "Lena's father has a Schrebergarten in Pankow and every week he gives us zucchini. 5 kilo! What can I cook?",
        },
        {
          role: 'assistant',
          content: 'The classic allotment problem! Try zucchini fritters, or a big batch of soup to freeze.',
        },
        { role: 'user', content: 'Also Pamuk, my cat, likes to sit in the zucchini box 😂' },
      ],
      [
        { role: 'user', content: 'Can you recommend songs for saz, beginner-intermediate? I play 3 years.' },
        { role: 'assistant', content: "Try 'Uzun İnce Bir Yoldayım' — it's a classic and great for practising." },
      ],
    ],
    questions: [
      { question: 'What does the user do for a living?', expect: ['bus'] },
      { question: 'Which part of Berlin does the user live in?', expect: ['Neuk'] },
      { question: 'Does the user have any pets?', expect: ['Pamuk', ' cat'] },
      { question: 'Where is the user planning to propose?', expect: ['Istanbul', 'Bosphorus'] },
      { question: 'Does the user have any health conditions?', expect: ['diabet', 'insulin'] },
      { question: 'What instrument does the user play?', expect: ['saz'] },
    ],
    unknown: ['Does the user play football?', 'Does the user have an allotment garden?'],
  },
  // --- Zoe, NZ, friend ---
  {
    name: 'Zoe',
    threads: [
      [
        { role: 'assistant', content: 'so what are u doing for work these days, still at the agency?' },
        {
          role: 'user',
          content:
            "nah quit in feb. freelance design now, logos and packaging mostly. priyesh left too, he bought a motorbike and he's riding round south america lol",
        },
        { role: 'assistant', content: 'boss babe. and priyesh living the dream' },
      ],
      [
        {
          role: 'user',
          content: 'biscuit stole a whole loaf off the bench today 😭 thought greyhounds were meant to be lazy',
        },
        { role: 'assistant', content: 'ur dog is a criminal' },
      ],
      [
        {
          role: 'user',
          content:
            "met sam's new gf ana last night!! she's a netball goddess, plays for some club team, and she's lovely",
        },
        { role: 'assistant', content: 'ooh is she a kiwi?' },
        { role: 'user', content: 'brazilian! moved over for a nursing job at the hospital' },
        { role: 'assistant', content: "your brother's punching" },
      ],
      [
        { role: 'user', content: 'ok big news, im moving up to auckland end of march' },
        { role: 'assistant', content: 'WHAT. leaving welly?? 😭' },
        { role: 'user', content: 'actually no end of april, the lease got pushed. yeah leaving wellington sadly' },
      ],
      [
        { role: 'user', content: 'te reo class tonight!! finally learnt my pepeha' },
        { role: 'assistant', content: 'ka pai!! say it to me next time' },
        {
          role: 'user',
          content: 'also reminder for sat: no kiwifruit on the pav pls, my mouth goes all itchy and swollen',
        },
      ],
    ],
    questions: [
      { question: 'What does the user do for work?', expect: ['design'] },
      { question: 'Does the user have a dog?', expect: ['Biscuit', 'greyhound'] },
      { question: 'Which city is the user relocating to?', expect: ['Auckland'] },
      { question: 'When is the user moving?', expect: ['end of april'] },
      { question: 'Which language is the user learning?', expect: ['reo', 'Māori', 'Maori'] },
      { question: 'What fruit should we not serve the user?', expect: ['kiwi'] },
    ],
    unknown: ['Does the user play netball?', 'Does the user ride a motorbike?'],
  },
  // --- Ewan, Scottish, AI assistant ---
  {
    name: 'Ewan',
    threads: [
      [
        {
          role: 'user',
          content:
            "my gaffer gordon's gone vegan and the whole site's getting lectured about it at piece time 😂 whats a vegan thing i can bring in for his birthday that the lads will eat too",
        },
        {
          role: 'assistant',
          content:
            'Ha! A tray of chocolate tiffin made with dairy-free butter goes down well. What kind of site is it?',
        },
        { role: 'user', content: 'building site, im a joiner. kitchens and stairs mostly' },
      ],
      [
        { role: 'user', content: "shona and me are having a baby!! she's due in october" },
        { role: 'assistant', content: "Congratulations! That's wonderful news. Is Shona keeping well?" },
        {
          role: 'user',
          content:
            "aye she's grand. oh and it's november actually, the scan moved the date. she's a midwife herself so she's been a nightmare patient lol",
        },
        { role: 'assistant', content: 'Ha, that tracks. Wishing you both all the best.' },
        {
          role: 'user',
          content: "cheers. need a bigger place tho, dennistoun's lovely but a one bed in glasgow wi a wean? no chance",
        },
      ],
      [
        {
          role: 'user',
          content:
            "my gran's budgie has stopped singing, she's 94 and that bird is her whole world. what could be wrong with it?",
        },
        {
          role: 'assistant',
          content:
            'It could be moulting, a change in light, or a cold draught. If it is fluffed up and quiet, a vet visit is wise.',
        },
      ],
      [
        {
          role: 'user',
          content:
            "my mate kev has started boxing and wont shut up about it. meanwhile im just stressed about celtic's form",
        },
        { role: 'assistant', content: 'Ha. Celtic fan then? Tough few weeks.' },
        { role: 'user', content: 'since i was wee. season ticket and everything' },
      ],
    ],
    questions: [
      { question: 'What is the user’s trade?', expect: ['joiner', 'carpent'] },
      { question: 'When is the user’s baby due?', expect: ['November'] },
      { question: 'What does the user’s partner do for work?', expect: ['midwife'] },
      { question: 'Which football team does the user support?', expect: ['Celtic'] },
      { question: 'Which city does the user live in?', expect: ['Glasgow', 'Dennistoun'] },
      { question: 'What is the name of the user’s partner?', expect: ['Shona'] },
    ],
    unknown: ['Does the user have a pet bird?', 'Does the user box?'],
  },
]
