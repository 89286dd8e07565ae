import type { ThreadPersona } from './personas'

/**
 * Twelve people who say things sideways: facts through negation and change, sarcasm that still carries a fact,
 * hypotheticals and wishes that are not facts, other people's opinions and news, uncertainty, and facts tucked
 * inside a request. Half talk to an AI assistant, half to a friend (the `assistant` role) whose news is not theirs.
 */
export const hedgePersonas: ThreadPersona[] = [
  // --- AI assistant, non-native (Latvian/Russian) ---
  {
    name: 'Dmitri',
    threads: [
      [
        {
          role: 'user',
          content:
            'I organise birthday party on saturday for 20 persons. What drinks without alcohol you can recommend? For me no alcohol anymore, I am sober two years already.',
        },
        {
          role: 'assistant',
          content:
            'Congratulations on two years! Some festive options: sparkling elderflower, virgin mojitos, kombucha and a nice cold-brew tonic.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'Oh yes, my very glamorous life as tram driver in Riga, 5am start every day 🙄 Tell me how to fall asleep faster in the evening.',
        },
        {
          role: 'assistant',
          content: 'Early starts are tough. Try a fixed bedtime, no screens for an hour before, and a cool room.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'Please write short toast for wedding of my sister Olga. She marries Scottish man, Hamish, he is chef. Wedding is in Edinburgh.',
        },
        {
          role: 'assistant',
          content: 'Here is a warm toast that mixes a little Latvian tradition with a Scottish touch…',
        },
      ],
      [
        {
          role: 'user',
          content: 'If one day I have a dog, I will call him Pelmen 😄 but landlord dont allow animals.',
        },
        { role: 'assistant', content: 'Pelmen is a wonderful name for a dog!' },
      ],
      [
        {
          role: 'user',
          content:
            'Company maybe sends me to Tallinn next year, nothing is decided. How much is rent there for one room flat?',
        },
        { role: 'assistant', content: 'It depends on the district, but expect roughly 450–650 euros near the centre.' },
        {
          role: 'user',
          content:
            'ok. Also, my father played bass guitar in a rock band in the 80s, "Zvaigzne". I want to find old recordings, where to look?',
        },
      ],
    ],
    questions: [
      { question: 'Would a bottle of wine be a good present for the user?', expect: ['sober', 'alcohol'] },
      { question: 'How does the user earn a living?', expect: ['tram'] },
      { question: 'Which city is the user based in?', expect: ['riga'] },
      { question: 'Who is the user’s future brother-in-law?', expect: ['hamish'] },
      { question: 'Where might the user be relocated for work?', expect: ['tallinn'] },
      { question: 'What instrument did the user’s parent play?', expect: ['bass', 'guitar'] },
    ],
    unknown: ['What is the name of the user’s dog?', 'Which rock band does the user play in?'],
  },
  // --- friend, casual US texting ---
  {
    name: 'Kayla',
    threads: [
      [
        { role: 'assistant', content: 'how is work lol' },
        {
          role: 'user',
          content: 'oh yes, my glamorous life as a night-shift picker at the warehouse 🙃 living the dream',
        },
        { role: 'assistant', content: 'lmaooo at least the pay is decent?' },
        { role: 'user', content: 'its fine. my back disagrees' },
      ],
      [
        {
          role: 'user',
          content: 'not vegan btw, ppl keep assuming. i just dont eat red meat. chicken n fish are fine',
        },
        { role: 'assistant', content: "noted for the bbq! i'm doing brisket lol so i'll grab u some salmon" },
      ],
      [
        { role: 'assistant', content: 'BIG NEWS i got engaged!!! 💍 marco proposed in santorini' },
        { role: 'user', content: 'WHAT omg congrats!!! im so happy for u' },
        { role: 'user', content: 'meanwhile my mom says i should go back to school for nursing lmao as if' },
      ],
      [
        { role: 'user', content: 'might be moving to denver w my cousin, nothing decided tho' },
        { role: 'assistant', content: "noooo don't leave me" },
        { role: 'user', content: 'lol relax, earliest would be fall' },
      ],
      [
        {
          role: 'user',
          content:
            'my trusty 2006 civic died AGAIN, third time this month. truly a masterpiece of engineering. if i won the lottery id buy a sailboat n live on it in the keys',
        },
        { role: 'assistant', content: 'same. i would buy a house with a pool and never text anyone back' },
      ],
    ],
    questions: [
      { question: 'What kind of job does the user have?', expect: ['warehouse', 'picker'] },
      { question: 'What hours does the user work?', expect: ['night'] },
      { question: 'Is there anything the user won’t eat?', expect: ['red meat'] },
      { question: 'What career change has the user’s parent suggested?', expect: ['nurs'] },
      { question: 'Where is the user thinking of relocating?', expect: ['denver'] },
      { question: 'What car does the user drive?', expect: ['civic', 'honda'] },
    ],
    unknown: ['Who is the user engaged to?', 'Where does the user keep their sailboat?'],
  },
  // --- AI assistant, formal British ---
  {
    name: 'Priya',
    threads: [
      [
        {
          role: 'user',
          content:
            'Could you write a short toast for my brother’s wedding? He’s marrying a Brazilian woman called Luana — they met at my salsa class here in Bristol, so I suppose I take some credit.',
        },
        { role: 'assistant', content: 'What a lovely story. Here is a toast that gives you a little of that credit…' },
      ],
      [
        {
          role: 'user',
          content:
            'I’m no longer at the bank — I left in January to retrain as a midwife. Do you have any tips for memorising drug dosages?',
        },
        {
          role: 'assistant',
          content: 'Congratulations on the change! Spaced repetition flashcards work very well for dosages.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'My GP thinks I might be coeliac; the blood results aren’t back yet. Could you suggest a few gluten-free suppers, just in case?',
        },
        {
          role: 'assistant',
          content: 'Of course. A risotto, a Thai green curry with rice, and a frittata are all naturally gluten-free.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'If I had more time I’d learn to sail — I’ve always fancied crossing the Channel on a yacht. Realistically, how long does a day skipper course take?',
        },
        { role: 'assistant', content: 'A practical day skipper course is usually five days, after some theory.' },
      ],
      [
        {
          role: 'user',
          content:
            'My husband keeps telling me I should write a novel. I’m not convinced. Anyway, how do I get red wine out of a linen tablecloth?',
        },
        { role: 'assistant', content: 'Blot, then cover with salt or bicarbonate of soda and rinse in cold water.' },
      ],
    ],
    questions: [
      { question: 'Whom is the user’s sibling marrying?', expect: ['luana'] },
      { question: 'What is the user studying to become?', expect: ['midwi'] },
      { question: 'Which sector did the user work in before?', expect: ['bank'] },
      { question: 'Is the user being tested for any medical condition?', expect: ['coeliac', 'celiac', 'gluten'] },
      { question: 'What does the user’s spouse think they should do?', expect: ['novel'] },
      { question: 'What dance does the user do?', expect: ['salsa'] },
    ],
    unknown: ['What kind of boat does the user own?', 'What is the title of the user’s novel?'],
  },
  // --- friend, UK lower-case texting ---
  {
    name: 'Jamie',
    threads: [
      [
        { role: 'user', content: 'quit vaping!! 3 weeks clean' },
        { role: 'assistant', content: 'proud of u!!! im still on like 2 a day lol' },
      ],
      [
        { role: 'assistant', content: 'just got the keys to my new flat in leeds!!' },
        {
          role: 'user',
          content: 'omg jealous, im still at my mums in sheffield sharing a room w my little brother 😭',
        },
      ],
      [
        {
          role: 'user',
          content: "yeah my dream job as a 'customer happiness associate' aka getting yelled at on the phone for 8 hrs",
        },
        { role: 'assistant', content: 'call centre life 💀' },
        { role: 'user', content: 'for a broadband company no less' },
      ],
      [
        { role: 'user', content: 'my nan reckons i should join the police like grandad did' },
        { role: 'user', content: 'not happening lol' },
      ],
      [
        { role: 'user', content: 'if i got a gap year id go to japan n teach english' },
        { role: 'user', content: 'but physio degree at hallam starts in sept so prob not' },
        { role: 'assistant', content: 'physio is so you tho' },
      ],
    ],
    questions: [
      { question: 'Does the user use e-cigarettes?', expect: ['vap', 'nicotine'] },
      { question: 'Which city does the user live in?', expect: ['sheffield'] },
      { question: 'What does the user do for work?', expect: ['call cent', 'customer', 'broadband'] },
      { question: 'What was the user’s grandfather’s profession?', expect: ['police'] },
      { question: 'What is the user going to study?', expect: ['physio'] },
      { question: 'Does the user have any siblings?', expect: ['brother'] },
    ],
    unknown: ['When did the user get the keys to their new flat?', 'Where does the user teach English?'],
  },
  // --- AI assistant, non-native (Mexican Spanish) ---
  {
    name: 'Mateo',
    threads: [
      [
        {
          role: 'user',
          content:
            'I dont play football anymore after the surgery in my knee, now only swimming 3 times in the week. Give me a plan for improve my freestyle?',
        },
        { role: 'assistant', content: 'Sure! Let us start with drills for breathing and the catch.' },
      ],
      [
        {
          role: 'user',
          content:
            'My boss say I am "too creative for accounting" lol. Maybe is true. Write me a cover letter for junior graphic designer please, I have 4 years as accountant in Monterrey.',
        },
        { role: 'assistant', content: 'Here is a cover letter that turns your accounting background into a strength…' },
      ],
      [
        {
          role: 'user',
          content: 'If I win the lottery I will buy a house in the beach in Oaxaca and never work again 😂',
        },
        { role: 'assistant', content: 'Puerto Escondido would be a good choice!' },
      ],
      [
        {
          role: 'user',
          content:
            'My girlfriend Fernanda say my English is better than I think. She is teacher of English in a secondary school. Can you correct this paragraph anyway?',
        },
        { role: 'assistant', content: 'Of course, please paste it here.' },
      ],
      [
        {
          role: 'user',
          content: 'My cousin just opened a taco restaurant in Houston, can you suggest name for the instagram?',
        },
        { role: 'assistant', content: 'How about "Taco Primo HTX"?' },
      ],
    ],
    questions: [
      { question: 'What sport does the user currently practise?', expect: ['swim'] },
      { question: 'What is the user’s present occupation?', expect: ['accountant', 'accounting'] },
      { question: 'What field is the user trying to move into?', expect: ['graphic', 'design'] },
      { question: 'Where is the user located?', expect: ['monterrey'] },
      { question: 'Who is the user dating?', expect: ['fernanda'] },
      { question: 'What does the user’s partner do for work?', expect: ['teach'] },
    ],
    unknown: ['Where is the user’s beach house?', 'What restaurant does the user run?'],
  },
  // --- friend, Australian casual ---
  {
    name: 'Bree',
    threads: [
      [
        { role: 'assistant', content: 'saw ur story!! are u and dominic finally getting a puppy??' },
        {
          role: 'user',
          content:
            "haha no that's my sister's pup, just dog-sitting for the weekend. dominic's allergic so never gonna happen for us 😩",
        },
      ],
      [
        {
          role: 'user',
          content:
            'oh yeah living the dream, six years of uni to become a vet and now i mostly express dogs anal glands 🙃',
        },
        { role: 'assistant', content: 'HAHAHA the glamour' },
      ],
      [
        { role: 'assistant', content: "i'm running the gold coast marathon in july!!" },
        { role: 'user', content: 'legend. my knees would never. reformer pilates twice a week is my limit' },
      ],
      [
        { role: 'user', content: "thinking maaaybe perth? dom's got a job offer there, nothing's locked in" },
        { role: 'assistant', content: "nooo u can't leave brissie" },
        { role: 'user', content: "i know 😭 i love brisbane. we'll see" },
      ],
    ],
    questions: [
      { question: 'What is the name of the user’s partner?', expect: ['dominic'] },
      { question: 'Why doesn’t the user have a dog?', expect: ['allerg'] },
      { question: 'What is the user’s profession?', expect: ['vet'] },
      { question: 'How does the user keep fit?', expect: ['pilates'] },
      { question: 'Which city does the user live in now?', expect: ['brisbane', 'brissie'] },
      { question: 'Where might the user move to?', expect: ['perth'] },
    ],
    unknown: ['What is the name of the user’s puppy?', 'Which marathon is the user running?'],
  },
  // --- AI assistant, terse ---
  {
    name: 'Ken',
    threads: [
      [
        {
          role: 'user',
          content:
            'Write a best man speech. Groom is my college roommate Derek. Marrying Aisha. They met at a climbing gym in Boise.',
        },
        { role: 'assistant', content: 'Here is a speech with a couple of roommate stories you can fill in…' },
      ],
      [
        { role: 'user', content: 'Ex-smoker. 5 yrs. Cravings back lately. Tips?' },
        {
          role: 'assistant',
          content: 'Five years is huge. Cravings often return under stress; try nicotine gum short-term and a walk.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'Wife thinks I should see a cardiologist. I think it is just stress. Resting heart rate 110 sometimes.',
        },
        { role: 'assistant', content: 'A resting rate of 110 is worth checking. Your wife is right to suggest it.' },
      ],
      [
        { role: 'user', content: 'Hypothetically. If I opened a brewery here in Boise. What licenses?' },
        {
          role: 'assistant',
          content: 'You would need a federal TTB permit, an Idaho brewer license and a city license.',
        },
      ],
      [
        { role: 'user', content: 'Might sell the truck. Might not. F-150, 2014, 180k miles. Worth?' },
        { role: 'assistant', content: 'Roughly $12,000–16,000 depending on condition.' },
      ],
    ],
    questions: [
      { question: 'Whose wedding is the user speaking at?', expect: ['derek'] },
      { question: 'What role does the user have at an upcoming wedding?', expect: ['best man'] },
      { question: 'Does the user use tobacco?', expect: ['smok', 'cigarette'] },
      { question: 'What kind of doctor has the user’s spouse recommended?', expect: ['cardiolog', 'heart'] },
      { question: 'Which city does the user live in?', expect: ['boise'] },
      { question: 'What vehicle does the user own?', expect: ['f-150', 'f150', 'ford', 'truck'] },
    ],
    unknown: ['What is the name of the user’s brewery?', 'Where did the user meet their wife?'],
  },
  // --- friend, non-native (German) ---
  {
    name: 'Lena',
    threads: [
      [
        {
          role: 'user',
          content: 'I am not anymore at Siemens!! since march I work for a small startup, we make apps for farmers',
        },
        { role: 'assistant', content: 'whoa big change! do you like it?' },
        { role: 'user', content: 'yes, less money but much more fun' },
      ],
      [
        { role: 'assistant', content: 'I adopted two cats from the shelter!! Pixel and Mochi' },
        { role: 'user', content: 'sooo cute!! I would also take one but my flatmate is allergic' },
      ],
      [
        {
          role: 'user',
          content:
            'haha yes of course, I LOVE waking up at 5 for my commute to Munich, best part of my day 🙄 1,5 hours each way from Augsburg',
        },
        { role: 'assistant', content: 'why don’t you just move??' },
        { role: 'user', content: 'rent in munich? no thank you' },
      ],
      [
        {
          role: 'user',
          content: 'maybe I go to Lisbon in summer for a surf camp, but I dont know yet, maybe too expensive',
        },
        { role: 'assistant', content: 'do it!! you only live once' },
      ],
      [{ role: 'user', content: 'my oma says I must finally learn to cook, I eat only pasta with pesto every day 😅' }],
    ],
    questions: [
      { question: 'What kind of company does the user work for now?', expect: ['startup', 'start-up', 'farm'] },
      { question: 'Who was the user’s previous employer?', expect: ['siemens'] },
      { question: 'Does the user live alone?', expect: ['flatmate', 'roommate'] },
      { question: 'In which town does the user live?', expect: ['augsburg'] },
      { question: 'Where is the user’s workplace?', expect: ['munich', 'münchen'] },
      { question: 'What does the user usually eat?', expect: ['pesto', 'pasta'] },
    ],
    unknown: ['What are the names of the user’s cats?', 'Which surf camp has the user booked?'],
  },
  // --- AI assistant, Indian English lower-case ---
  {
    name: 'Arjun',
    threads: [
      [
        {
          role: 'user',
          content:
            'pls help me write leave application to my manager, my sister getting married in udaipur on 18th, need 5 days off. groom is from kerala, name is vishnu',
        },
        { role: 'assistant', content: 'Sure, here is a short and polite leave application…' },
      ],
      [
        { role: 'user', content: 'i dont eat egg also, i am jain. suggest high protein breakfast' },
        { role: 'assistant', content: 'Moong dal chilla, paneer bhurji and sprouts are good high-protein options.' },
      ],
      [
        {
          role: 'user',
          content:
            'my dad keeps saying do MBA do MBA but honestly i am happy as a data analyst in pune. how to explain him',
        },
        {
          role: 'assistant',
          content: 'You could show him your growth path as an analyst and what you enjoy about it.',
        },
      ],
      [
        {
          role: 'user',
          content: 'suppose i buy a royal enfield, which model is best for long rides? just dreaming, no budget now 😅',
        },
        { role: 'assistant', content: 'For long rides the Himalayan or the Interceptor 650 are popular.' },
      ],
    ],
    questions: [
      { question: 'Who is the user’s future brother-in-law?', expect: ['vishnu'] },
      { question: 'Where will the family wedding take place?', expect: ['udaipur'] },
      { question: 'What faith does the user follow?', expect: ['jain'] },
      { question: 'Can I make the user an omelette?', expect: ['egg', 'jain', 'vegetarian'] },
      { question: 'What is the user’s profession?', expect: ['analyst'] },
      { question: 'Which city does the user work in?', expect: ['pune'] },
    ],
    unknown: ['What motorbike does the user ride?', 'Which MBA programme is the user enrolled in?'],
  },
  // --- friend, older British ---
  {
    name: 'Margaret',
    threads: [
      [
        {
          role: 'user',
          content: 'I’ve given up the allotment at last, Gerald. My hips just can’t manage the digging any more.',
        },
        { role: 'assistant', content: 'Oh Margaret, after thirty years! What will you do with the time?' },
        { role: 'user', content: 'Bridge club on Tuesdays and the grandchildren, all four of them, mostly.' },
      ],
      [
        { role: 'assistant', content: 'Jean and I are off to Madeira next month for our ruby anniversary!' },
        {
          role: 'user',
          content: 'How lovely. Roy and I never managed our fortieth — he passed in 2019, as you know.',
        },
      ],
      [
        {
          role: 'user',
          content: 'My daughter insists I should get one of those smart speakers. I can’t see the point myself.',
        },
        { role: 'assistant', content: 'They’re handy for the radio, honestly.' },
      ],
      [
        { role: 'assistant', content: 'The walking group is planning a trek in Nepal in the autumn.' },
        { role: 'user', content: 'Well, if I were twenty years younger I’d be off to Nepal with you lot.' },
      ],
      [
        {
          role: 'user',
          content: 'Oh marvellous, another cataract appointment in Harrogate on Thursday. My favourite day out.',
        },
      ],
    ],
    questions: [
      { question: 'What gardening did the user use to do?', expect: ['allotment'] },
      { question: 'What card game does the user play?', expect: ['bridge'] },
      { question: 'Is the user married?', expect: ['widow', 'passed', 'died', 'late husband'] },
      { question: 'What device has the user’s child recommended?', expect: ['speaker', 'alexa'] },
      { question: 'What problem does the user have with their eyes?', expect: ['cataract'] },
      { question: 'How many grandchildren does the user have?', expect: ['four', '4 grandchildren'] },
    ],
    unknown: ['Where is the user going for their wedding anniversary?', 'When did the user go trekking in Nepal?'],
  },
  // --- AI assistant, casual US ---
  {
    name: 'Tyler',
    threads: [
      [
        {
          role: 'user',
          content: 'can u write a funny bday card for my twin brother Marcus, hes turning 30 and just became a dad lol',
        },
        { role: 'assistant', content: 'Happy to! Here is one about diapers and turning thirty…' },
      ],
      [
        { role: 'user', content: 'lol yeah im SO outdoorsy, i went camping once in 2015 and cried' },
        { role: 'user', content: 'anyway gf wants to go glamping in big sur, what do i pack' },
        { role: 'assistant', content: 'Layers, a headlamp, good shoes and some snacks.' },
      ],
      [
        {
          role: 'user',
          content:
            'i used to be a line cook for 6 yrs before switching to UX design, so yes i can actually cook lol. need a date night menu',
        },
        { role: 'assistant', content: 'How about seared scallops, a mushroom risotto and a chocolate pot de crème?' },
      ],
      [
        {
          role: 'user',
          content:
            'my therapist says i catastrophize. shes probably right. how do i stop spiraling before performance reviews',
        },
        { role: 'assistant', content: 'Try writing down the worst case, the best case and the most likely case.' },
      ],
      [
        { role: 'user', content: 'if i ever get a tattoo its gonna be a lobster. not happening tho, needles = no' },
        { role: 'assistant', content: 'A lobster is a bold choice!' },
      ],
    ],
    questions: [
      { question: 'How old is the user?', expect: ['turning 30', 'thirty', '30th', '30 years'] },
      { question: 'Does the user have a sibling?', expect: ['marcus', 'twin'] },
      { question: 'Where does the user’s girlfriend want to travel?', expect: ['big sur'] },
      { question: 'What did the user do before their current career?', expect: ['line cook', 'cook', 'chef'] },
      { question: 'What field does the user work in?', expect: ['ux', 'design'] },
      { question: 'Does the user see a mental health professional?', expect: ['therapist', 'therapy'] },
    ],
    unknown: ['What tattoo does the user have?', 'What is the name of the user’s child?'],
  },
  // --- friend, non-native (French) ---
  {
    name: 'Camille',
    threads: [
      [
        {
          role: 'user',
          content:
            'non non I am not the boss of the restaurant, I am just sommelier, the boss is my uncle, he has the restaurant in Bordeaux since 20 years',
        },
        { role: 'assistant', content: 'ahh ok i always thought it was yours!' },
      ],
      [
        { role: 'assistant', content: "i'm pregnant!!! due in october 🥹" },
        { role: 'user', content: 'OMG félicitations!!! I cry' },
      ],
      [
        { role: 'assistant', content: 'are you still doing the semi-marathon with me?' },
        {
          role: 'user',
          content: 'ah no I dont run anymore since I broke my ankle in january, now I do yoga only',
        },
      ],
      [
        {
          role: 'user',
          content:
            'my mother she says all the time I should find a nice husband 🙄 but I have a girlfriend since 3 years, Inès, she just doesnt know yet',
        },
        { role: 'assistant', content: 'oh camille 💛 you will tell her when you are ready' },
      ],
      [
        {
          role: 'user',
          content:
            "si j'avais de l'argent.. if I had the money I would open a little wine bar in Lyon. one day peut-être",
        },
      ],
    ],
    questions: [
      { question: 'What does the user do for a living?', expect: ['sommelier', 'wine'] },
      { question: 'Who owns the business where the user works?', expect: ['uncle'] },
      { question: 'Which city does the user work in?', expect: ['bordeaux'] },
      { question: 'What exercise does the user do these days?', expect: ['yoga'] },
      { question: 'Has the user had any injuries?', expect: ['ankle'] },
      { question: 'Who is the user in a relationship with?', expect: ['inès', 'ines'] },
    ],
    unknown: ['When is the user’s baby due?', 'What is the name of the user’s wine bar?'],
  },
]
