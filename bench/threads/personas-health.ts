import type { ThreadPersona } from './personas'

/**
 * A fourth set, of twelve people using a health and fitness coaching app that also helps with family logistics,
 * written by a helper who had not read the rules: workouts, meals, injuries, medication said by its name, doctors'
 * appointments moved in a later thread, races corrected, relatives named without a label. Measured once before any
 * change made for it: 37/72, never said 1/24, on commit f77e2ff.
 */

export const healthPersonas: ThreadPersona[] = [
  // 1. careful, longer messages; correction of race distance; physio date moved in a later thread
  {
    name: 'aiko',
    threads: [
      [
        {
          role: 'user',
          content:
            "Hi! I'd like some help structuring my running. I've signed up for the Edinburgh 10k at the end of May and I currently run about three times a week, mostly easy 5-6k loops.",
        },
        {
          role: 'assistant',
          content:
            'Great goal! With three runs a week we can build a solid plan. Do you have a target time, and is the race date fixed?',
        },
        {
          role: 'user',
          content:
            "Sorry, I misspoke — it's not the 10k, it's the half marathon. Same weekend, Sunday 26 May. No time goal really, I just want to finish without walking.",
        },
        {
          role: 'assistant',
          content:
            "Got it: Edinburgh half marathon on Sunday 26 May, goal is to finish running the whole way. We'll add a weekly long run that grows gradually.",
        },
      ],
      [
        {
          role: 'user',
          content:
            "Could you suggest a weekly meal-prep plan? I cook on Sundays for the whole week because evenings are chaotic with marking, and I'd like more protein for the running. Just please nothing with prawns or crab or any shellfish — I react badly, my throat swells up, so I carry an EpiPen. Fish like salmon is totally fine though.",
        },
        {
          role: 'assistant',
          content:
            "Understood — no shellfish at all, fish is fine. Here's a Sunday batch plan: salmon and rice bowls, chicken and chickpea curry, and overnight oats with yoghurt for breakfasts.",
        },
      ],
      [
        {
          role: 'user',
          content: 'My left knee has been aching on the outside after longer runs, especially going downstairs.',
        },
        {
          role: 'assistant',
          content: 'That sounds like it could be IT band irritation. Have you seen anyone about it?',
        },
        { role: 'user', content: "I've booked a physio, first appointment is on the 11th of April." },
        {
          role: 'assistant',
          content:
            'Good. Until then keep runs short and flat, and add some glute strengthening. Let me know what the physio says.',
        },
      ],
      [
        {
          role: 'user',
          content:
            "Daichi says I should just take the week off running entirely. He's probably right but I get grumpy without it haha",
        },
        {
          role: 'assistant',
          content:
            'Rest can help, but gentle cross-training like cycling or swimming may keep you sane. Does Daichi run too?',
        },
        {
          role: 'user',
          content:
            "No, he's more of a sofa athlete 😄 But he's been cooking for both of us this week which is sweet. We've been married six years in June.",
        },
      ],
      [
        {
          role: 'user',
          content:
            'This week is brutal. Three seminars to teach tomorrow, a stack of second-year essays to grade and a department meeting about the new module. When should I fit my runs in?',
        },
        {
          role: 'assistant',
          content:
            "Early mornings may be your best bet on seminar days — a 30-minute easy run before campus, then the long run on Saturday when there's no teaching.",
        },
        {
          role: 'user',
          content:
            'Yes, mornings before campus it is. Oh, and the physio rang — they moved me to the 18th instead, the 11th got cancelled.',
        },
        { role: 'assistant', content: 'Noted: physio is now Thursday 18 April. Keep it easy until then.' },
      ],
    ],
    questions: [
      { question: 'What race is the user training for?', expect: ['half marathon', 'half-marathon'] },
      { question: 'What should a meal plan for the user leave out?', expect: ['shellfish', 'prawn', 'crab'] },
      { question: "What is the name of the user's husband?", expect: ['Daichi'] },
      { question: "When is the user's physiotherapy appointment?", expect: ['18 April', 'April 18', '18th'] },
      {
        question: 'What does the user do for a living?',
        expect: ['lectur', 'teach', 'university', 'seminar', 'academic'],
      },
      { question: 'Does the user have any injury?', expect: ['knee', 'IT band'] },
    ],
    unknown: ['What does Daichi do for a living?', 'What finish time is the user aiming for in the half marathon?'],
  },

  // 2. lowercase, typos, no punctuation; moved house in a later thread
  {
    name: 'dev',
    threads: [
      [
        { role: 'user', content: 'yo need a new lifting split im doing like push pull legs rn but its not working' },
        { role: 'assistant', content: "Happy to help! How many days a week can you train, and what's your main goal?" },
        { role: 'user', content: '4 days max cos of work. goal is deadlift 200kg by end of summer im at 170 now' },
        {
          role: 'assistant',
          content:
            'Nice — 170 to 200kg by late summer is ambitious but doable. An upper/lower split 4x a week with a dedicated heavy deadlift day would suit you.',
        },
      ],
      [
        {
          role: 'user',
          content: 'whats a good protein shake that isnt whey lol milk wrecks my stomach im lactose intolerant',
        },
        {
          role: 'assistant',
          content: 'Try a pea or soy protein isolate, or an egg-white protein. Blend with oat milk or water.',
        },
        { role: 'user', content: 'oat milk is fine yeah. cheers' },
      ],
      [
        {
          role: 'user',
          content:
            'knackered. 12 hr shift on the ward again, 3 admissions in the last hour and a patient fell. skipping gym tonite',
        },
        {
          role: 'assistant',
          content:
            'That sounds like a really tough shift. Skipping is the right call — sleep and food first. Want me to shift the session to tomorrow?',
        },
        { role: 'user', content: 'ya move it to tmrw pls' },
      ],
      [
        { role: 'user', content: 'biscuit ate half my chicken meal prep off the counter 😂 hes so smug about it' },
        {
          role: 'assistant',
          content:
            "Ha! Dogs know exactly what they're doing. Maybe keep the containers up high in future. How old is Biscuit?",
        },
        { role: 'user', content: '3 this summer. hes a menace' },
      ],
      [
        {
          role: 'user',
          content:
            'update finally moved. leeds is done im in bristol now, new flat in bedminster, new job at the BRI starts monday. need a gym near bedminster thats open late',
        },
        {
          role: 'assistant',
          content:
            'Congrats on the move to Bristol! For late-night training near Bedminster, a 24-hour chain gym is probably your best bet given shift work.',
        },
      ],
    ],
    questions: [
      { question: 'Where does the user live now?', expect: ['Bristol', 'Bedminster'] },
      { question: "What is the name of the user's pet?", expect: ['Biscuit'] },
      { question: 'What should a meal plan for the user leave out?', expect: ['lactose', 'dairy', 'milk', 'whey'] },
      { question: 'What strength goal does the user have?', expect: ['200'] },
      { question: 'What does the user do for work?', expect: ['nurse', 'ward', 'hospital', 'BRI'] },
      { question: 'How many days a week does the user train?', expect: ['4', 'four'] },
    ],
    unknown: ['What breed of dog is Biscuit?', "What is the user's bench press max?"],
  },

  // 3. non-native English (Spanish), facts spread over follow-ups
  {
    name: 'lucia',
    threads: [
      [
        {
          role: 'user',
          content:
            'Hello, I want to lose some weight before the wedding of my sister. She marry in June, the 15. I want lose 6 kilos before this.',
        },
        {
          role: 'assistant',
          content:
            "That's a clear goal — 6 kg by 15 June is about 0.6 kg a week, which is realistic. What exercise do you do now?",
        },
        {
          role: 'user',
          content:
            'I go to the piscina, the swimming pool, three times in the week, 45 minutes each time. Only crawl, I am not good in the other styles.',
        },
        {
          role: 'assistant',
          content: 'Swimming three times a week is a great base. We can add two short strength sessions at home.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'Also important: I have hipotiroidismo, the thyroid is slow. I take the levothyroxine each morning, 75 microgramos, with empty stomach.',
        },
        {
          role: 'assistant',
          content:
            'Thanks for telling me. Hypothyroidism can make weight loss slower, so be patient with the numbers. Keep taking the levothyroxine 30-60 minutes before breakfast, and avoid coffee or calcium right after.',
        },
        {
          role: 'user',
          content: 'Yes the endocrino say me the same. I see her again the 23 of April for the analysis results.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'Today is crazy. Valentina has the dance and Mateo has the football at same hour and my husband is in Bilbao for work until Thursday 😩',
        },
        {
          role: 'assistant',
          content: 'That sounds stressful! Could another parent give one of them a lift? How old are they?',
        },
        {
          role: 'user',
          content: 'Valentina is 9 and Mateo 6. Yes I ask the mother of his friend, thanks for the idea.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'Can you give me a dinner idea quick and light? We are in Madrid and it is late dinner here always, 21h, 22h haha',
        },
        {
          role: 'assistant',
          content:
            'Try a Spanish-style tortilla with a big green salad, or grilled hake with peppers. Both are light and quick.',
        },
      ],
      [
        {
          role: 'user',
          content: 'Good news! I lose already 2 kilos. The swimming is working. But I am very hungry in the evening.',
        },
        {
          role: 'assistant',
          content:
            'Well done — 2 kg down! For the evening hunger, try adding more protein at lunch and a yoghurt with fruit as a late snack.',
        },
      ],
    ],
    questions: [
      { question: 'What medical condition does the user have?', expect: ['thyroid'] },
      { question: 'What medication does the user take?', expect: ['levothyroxine'] },
      { question: 'What physical activity does the user do?', expect: ['swim', 'pool', 'piscina'] },
      { question: 'How much weight does the user want to lose?', expect: ['6 kilo', '6 kg', '6kg', 'six'] },
      {
        question: "When is the user's next doctor appointment?",
        expect: ['23 April', 'April 23', '23rd', '23 of April'],
      },
      { question: 'How old is Mateo?', expect: ['6', 'six'] },
    ],
    unknown: ["What is the name of the user's husband?", 'What school does Valentina go to?'],
  },

  // 4. emoji, casual; diet change in a later thread
  {
    name: 'tom',
    threads: [
      [
        {
          role: 'user',
          content: "Signed up for the Dragon Ride 🐉🚴 the 100 mile route!! It's 9 June, can u build me a plan?",
        },
        {
          role: 'assistant',
          content:
            'Amazing! The Dragon Ride 100 miles on 9 June gives us about 10 weeks. How many hours a week can you ride?',
        },
        { role: 'user', content: 'like 6-8 hrs. weekday commute + long ride sat 👍' },
      ],
      [
        {
          role: 'user',
          content:
            'Slightly nervous about descents tbh 😬 broke my collarbone coming off on a wet descent last autumn and I still tense up',
        },
        {
          role: 'assistant',
          content:
            "That's very understandable after a crash. We can add some descending skills practice on dry days, and keep your weight back and relaxed. Is the collarbone fully healed?",
        },
        { role: 'user', content: 'yep plate in it, all good now 💪' },
      ],
      [
        { role: 'user', content: "Fuel question 🍝 I'm veggie, what should I eat the night before a big ride?" },
        {
          role: 'assistant',
          content:
            'A big pasta dish with tomato sauce and cheese or lentils works well, plus some bread. Keep fibre moderate.',
        },
      ],
      [
        {
          role: 'user',
          content:
            "Priya thinks I'm mad riding in this weather 🌧️😂 she's got a full day of root canals tomorrow so she's going to bed early lol",
        },
        {
          role: 'assistant',
          content:
            'Sounds like a long day for her! Wet-weather rides are fine with good lights and mudguards. Are you doing the commute tomorrow?',
        },
        { role: 'user', content: 'yeah commute into Cardiff centre, 14km each way 🚲' },
      ],
      [
        {
          role: 'user',
          content:
            "Update 🌱 went fully vegan as of this week, no more cheese or eggs. Priya's doing it with me. Does that change my pre-ride fuel?",
        },
        {
          role: 'assistant',
          content:
            'Congrats on going vegan! Swap the cheese for a lentil or bean bolognese, and consider a B12 supplement. Carbs stay the same.',
        },
      ],
    ],
    questions: [
      { question: 'What diet does the user follow?', expect: ['vegan'] },
      { question: 'What does Priya do for work?', expect: ['dentist', 'dental', 'root canal'] },
      { question: 'What event is the user training for?', expect: ['Dragon Ride', 'sportive', '100 mile', '100-mile'] },
      { question: "When is the user's cycling event?", expect: ['9 June', 'June 9', '9th'] },
      { question: 'What past injury has the user had?', expect: ['collarbone', 'clavicle'] },
      { question: 'Where does the user commute to?', expect: ['Cardiff'] },
    ],
    unknown: ['What bike does the user ride?', "What is Priya's surname?"],
  },

  // 5. long rambling messages, facts in passing
  {
    name: 'grace',
    threads: [
      [
        {
          role: 'user',
          content:
            "Ok so I need to vent and also actually get help. This morning was a disaster, the school run took forever because Oliver couldn't find his shin pads and then Ruby remembered she needed a costume for world book day which obviously I did not have, and by the time I got to the office the partners were already asking for the contract drafts I'd promised, so I spent the whole morning redlining leases and proofreading witness statements instead of eating. Anyway. I started Couch to 5K last week (week 2 now!) and I want to keep it going but honestly where do I find the time?",
        },
        {
          role: 'assistant',
          content:
            'That does sound like a chaotic morning! Well done on reaching week 2 of Couch to 5K. Each session is only about 30 minutes — could you do them at lunchtime near the office, or straight after school drop-off on the days you work from home?',
        },
        { role: 'user', content: 'lunchtime could work on Tuesdays and Thursdays when the partners are in court' },
      ],
      [
        {
          role: 'user',
          content:
            "Quick one — I got a bit wheezy on run 2 yesterday. I've had asthma since I was a kid, usually fine, I do have my blue inhaler. Should I use it before I run?",
        },
        {
          role: 'assistant',
          content:
            'Many people with asthma take their reliever inhaler 15 minutes before exercise, but please check with your GP or asthma nurse that this is right for you. Warm up gradually too.',
        },
      ],
      [
        {
          role: 'user',
          content:
            "Meal planning for the week is killing me because Ruby was diagnosed coeliac in January so everything has to be gluten free for her and I'm still figuring out what the boys will actually eat without moaning — Oliver would live on pizza if I let him and my husband isn't much better, honestly I'm running a restaurant. Can you give me 5 family dinners that are naturally gluten free?",
        },
        {
          role: 'assistant',
          content:
            'Of course! Five naturally gluten-free family dinners: chilli con carne with rice, roast chicken with potatoes, salmon with new potatoes and peas, a homemade curry with rice, and jacket potatoes with toppings. Check stock cubes and sauces for gluten.',
        },
      ],
      [
        {
          role: 'user',
          content:
            "Right, Saturday the 13th Oliver has his under-13s football tournament in Warrington, all day, and I'm supposed to do my long run that day too. He's twelve and takes it VERY seriously. Can I move the run?",
        },
        {
          role: 'assistant',
          content: 'Absolutely — move your run to Sunday 14 April. Enjoy the tournament on Saturday 13 April!',
        },
      ],
      [
        {
          role: 'user',
          content: 'Finished week 3!! Ran 3 minutes straight without stopping, inhaler before helped 🙌',
        },
        {
          role: 'assistant',
          content:
            'Brilliant — week 3 done! The pre-run inhaler seems to be working well for you. Week 4 steps up to 5-minute runs.',
        },
      ],
    ],
    questions: [
      { question: 'Does the user have any medical conditions?', expect: ['asthma'] },
      { question: 'What fitness programme is the user following?', expect: ['couch to 5k', 'c25k', '5k'] },
      { question: "Which of the user's children needs a special diet?", expect: ['Ruby'] },
      { question: "When is Oliver's football tournament?", expect: ['13 April', 'April 13', '13th'] },
      {
        question: 'What does the user do for work?',
        expect: ['law', 'legal', 'paralegal', 'contract', 'solicitor', 'lawyer'],
      },
      { question: 'How old is Oliver?', expect: ['12', 'twelve'] },
    ],
    unknown: ["What is the name of the user's husband?", 'What position does Oliver play in football?'],
  },

  // 6. careful, concise; medication changed in a later thread
  {
    name: 'kwame',
    threads: [
      [
        {
          role: 'user',
          content:
            'My GP diagnosed me with high blood pressure last week. 152/96 at two readings. She started me on amlodipine 5 mg.',
        },
        {
          role: 'assistant',
          content:
            'Thanks for sharing. Alongside medication, lifestyle changes help a lot: regular exercise, less salt, limiting alcohol and managing stress. Would you like a plan?',
        },
        { role: 'user', content: 'Yes. She specifically said to cut down on salt. I eat a lot of takeaway.' },
      ],
      [
        {
          role: 'user',
          content:
            'I play basketball on Sunday mornings with some friends from church. Is that okay with the blood pressure?',
        },
        {
          role: 'assistant',
          content:
            'Generally yes, as long as your GP is happy. Warm up well and stay hydrated. Aim for some moderate cardio on weekdays too.',
        },
      ],
      [
        { role: 'user', content: 'Ama is pregnant — we just had the 12 week scan. Due date is 20 August.' },
        { role: 'assistant', content: "Congratulations to you both! That's wonderful news. Is this your first?" },
        {
          role: 'user',
          content:
            "First one. She's been very sick in the mornings so I'm doing most of the cooking now, which means low-salt recipes for both of us.",
        },
      ],
      [
        {
          role: 'user',
          content:
            "Long night. Production incident at 2am, had to roll back the release and write up the postmortem. I'm on call again until Friday.",
        },
        {
          role: 'assistant',
          content:
            "That's exhausting. Try to get a nap if you can, and go easy on caffeine after midday — poor sleep can push blood pressure up too.",
        },
      ],
      [
        {
          role: 'user',
          content:
            'Follow-up with the GP today. The amlodipine was giving me swollen ankles so she stopped it and switched me to losartan 50 mg.',
        },
        {
          role: 'assistant',
          content:
            'Ankle swelling is a known side effect of amlodipine, so switching makes sense. Keep tracking your readings on losartan and report any dizziness.',
        },
      ],
      [
        { role: 'user', content: "Where's a good place for a 5k route in Toronto? Near High Park ideally." },
        {
          role: 'assistant',
          content:
            'High Park itself has a great loop — about 5 km around the perimeter roads, with some hills. Grenadier Pond is a nice landmark.',
        },
      ],
    ],
    questions: [
      { question: 'What blood pressure medication is the user currently taking?', expect: ['losartan'] },
      { question: 'What health condition does the user have?', expect: ['blood pressure', 'hypertension'] },
      { question: "When is the user's baby due?", expect: ['20 August', 'August 20', '20th'] },
      { question: "What is the name of the user's partner?", expect: ['Ama'] },
      { question: 'What sport does the user play?', expect: ['basketball'] },
      { question: 'What should the user cut down on in their diet?', expect: ['salt', 'sodium'] },
    ],
    unknown: ['What name have they picked for the baby?', 'What company does the user work for?'],
  },

  // 7. lowercase, short replies
  {
    name: 'nadia',
    threads: [
      [
        { role: 'user', content: 'got a migraine coming on again ugh' },
        { role: 'assistant', content: "I'm sorry. Do you have medication for it, and do you know what triggers them?" },
        { role: 'user', content: 'sumatriptan. trigger is basically no sleep' },
        {
          role: 'assistant',
          content:
            'Take it early when you feel the aura or first signs, rest in a dark room, and hydrate. Consistent sleep will be key for you.',
        },
      ],
      [
        { role: 'user', content: 'landed jfk at 6am, back on the dxb rotation thurs. my body clock is so broken' },
        {
          role: 'assistant',
          content: 'Long-haul rotations are hard on sleep. Would you like a routine to help you reset between trips?',
        },
        { role: 'user', content: 'yes pls. goal is 7 hrs a night when im home in dubai' },
      ],
      [
        { role: 'user', content: 'what yoga is good for jetlag' },
        {
          role: 'assistant',
          content:
            "Gentle restorative poses are ideal: legs up the wall, child's pose, supine twists, and some slow breathing. 15-20 minutes before bed.",
        },
        { role: 'user', content: 'ok i already do reformer pilates twice a week at home so ill add that' },
      ],
      [
        { role: 'user', content: 'pistachio sat on my face at 4am demanding breakfast 🙄' },
        {
          role: 'assistant',
          content:
            "Cats have no respect for jetlag! An automatic feeder set for 4am might buy you a few more hours. Who looks after Pistachio when you're flying?",
        },
        { role: 'user', content: 'my neighbour zara' },
      ],
      [
        {
          role: 'user',
          content:
            '4 hr briefing on new safety procedures today then a galley drill on the 787 mockup. tired but no headache so thats a win',
        },
        {
          role: 'assistant',
          content:
            "That's a win indeed! Remember to eat properly after long training days — skipping meals can trigger migraines for some people too.",
        },
      ],
    ],
    questions: [
      { question: 'What health condition does the user have?', expect: ['migraine'] },
      { question: 'What medication does the user take?', expect: ['sumatriptan'] },
      { question: "What is the name of the user's cat?", expect: ['Pistachio'] },
      {
        question: 'What does the user do for a living?',
        expect: ['flight attendant', 'cabin crew', 'airline', 'crew', 'flight'],
      },
      { question: "Where is the user's home?", expect: ['Dubai'] },
      { question: "Who looks after the user's pet while they travel?", expect: ['Zara', 'neighbour'] },
    ],
    unknown: ['Which airline does the user work for?', 'How old is Pistachio?'],
  },

  // 8. non-native English (Swedish); race date corrected in a later thread
  {
    name: 'bjorn',
    threads: [
      [
        {
          role: 'user',
          content:
            'Hej. In winter I do cross-country skiing, I did Vasaloppet in March. Now I want to change to running and do the Stockholm Marathon, 1 June. Is it possible from skiing fitness?',
        },
        {
          role: 'assistant',
          content:
            'Yes — Vasaloppet fitness is an excellent aerobic base. The main thing is to build running-specific tolerance gradually so your legs adapt. How much are you running now?',
        },
        { role: 'user', content: 'Around 30 km in the week. Slow.' },
      ],
      [
        {
          role: 'user',
          content:
            'I have pain under the heel in the morning, first steps are terrible. The doctor on vårdcentralen said it is plantar fasciitis.',
        },
        {
          role: 'assistant',
          content:
            "Plantar fasciitis is common when increasing running volume. Calf stretches, rolling the foot on a bottle, and supportive shoes help. Don't increase mileage too fast.",
        },
      ],
      [
        { role: 'user', content: 'Elsa wants to run with me now, she is 11. Nils only wants to play Minecraft haha' },
        {
          role: 'assistant',
          content:
            "That's lovely! An easy 2-3 km jog with Elsa once a week could be a nice routine. Kids' runs should be fun and conversational.",
        },
        { role: 'user', content: 'Good idea. My wife says she will come on bike beside us.' },
      ],
      [
        {
          role: 'user',
          content:
            'Easter holiday is finish, so back to the gymnasium tomorrow, I have the physics and maths classes with the third year, they have national exams soon. I have less time for long runs now.',
        },
        {
          role: 'assistant',
          content:
            "Exam season is busy for teachers! Let's keep weekday runs short and put the long run on Saturday or Sunday.",
        },
      ],
      [
        {
          role: 'user',
          content:
            'Correction: I looked again and Stockholm Marathon this year is Saturday 8 June, not 1 June. So one more week to train 🙂',
        },
        {
          role: 'assistant',
          content: "Good news — an extra week! Race day is Saturday 8 June. I'll shift the taper by a week.",
        },
        {
          role: 'user',
          content: 'Also training in the forest by our house here in Uppsala is very nice now the snow is gone.',
        },
      ],
    ],
    questions: [
      { question: 'What race is the user training for?', expect: ['Stockholm Marathon', 'marathon'] },
      { question: "When is the user's race?", expect: ['8 June', 'June 8', '8th'] },
      { question: 'What foot problem does the user have?', expect: ['plantar', 'fasciitis', 'heel'] },
      { question: 'Where does the user live?', expect: ['Uppsala'] },
      { question: 'What does the user do for a living?', expect: ['teach', 'physics', 'maths', 'gymnasium'] },
      { question: 'How old is Elsa?', expect: ['11', 'eleven'] },
    ],
    unknown: ["What is the name of the user's wife?", "What is the user's marathon personal best?"],
  },

  // 9. emoji-heavy; eating approach changed
  {
    name: 'rachel',
    threads: [
      [
        { role: 'user', content: 'Starting intermittent fasting 16:8 today!! 💪✨ Eating window 12-8pm. Any tips??' },
        {
          role: 'assistant',
          content:
            "Great! Stay hydrated in the fasting window, break the fast with protein and fibre, and don't overeat late in the window. What's your main goal?",
        },
        {
          role: 'user',
          content: "lose weight before my sister's wedding 👰 I'm maid of honour so there WILL be photos 😅",
        },
      ],
      [
        { role: 'user', content: 'Hannah just sent the final date 🎉 June 22nd!! Also dress fitting is in May ahhh' },
        {
          role: 'assistant',
          content:
            'Exciting! That gives you about 11 weeks before Saturday 22 June. Plenty of time for steady progress.',
        },
      ],
      [
        { role: 'user', content: 'Zumba tues & thurs 💃 is that enough cardio?' },
        {
          role: 'assistant',
          content: 'Two Zumba classes is a good base! Adding a brisk walk or two on other days would boost it further.',
        },
        { role: 'user', content: "I can walk Mochi and Bean more 🐶🐶 they'd love that" },
      ],
      [
        {
          role: 'user',
          content:
            'my back is killing me 😩 8 hrs at the desk finishing the campaign deck for the client, my boss at the agency wants it by friday. posture tips?',
        },
        {
          role: 'assistant',
          content:
            'Set the screen at eye level, feet flat, and get up every 30-45 minutes. Cat-cow and hip flexor stretches help after long desk days.',
        },
      ],
      [
        {
          role: 'user',
          content:
            "ok so the fasting is NOT for me 🙅‍♀️ headaches every afternoon. I stopped it and now I'm just counting calories, 1800 a day in MyFitnessPal",
        },
        {
          role: 'assistant',
          content:
            'Totally fine — calorie counting at 1,800 a day is a flexible approach. Keep protein high to stay full.',
        },
      ],
    ],
    questions: [
      { question: 'What eating approach is the user following now?', expect: ['calorie', '1800', '1,800'] },
      { question: 'Whose wedding is the user preparing for?', expect: ['Hannah', 'sister'] },
      { question: 'When is the wedding?', expect: ['22 June', 'June 22', '22nd'] },
      { question: "What are the names of the user's dogs?", expect: ['Mochi', 'Bean'] },
      { question: 'What exercise classes does the user attend?', expect: ['zumba'] },
      { question: 'What kind of job does the user have?', expect: ['marketing', 'agency', 'advertis', 'campaign'] },
    ],
    unknown: ["Where is Hannah's wedding being held?", "What is the user's goal weight?"],
  },

  // 10. rambling; family logistics, implied job
  {
    name: 'omar',
    threads: [
      [
        {
          role: 'user',
          content:
            "Alright so last Wednesday at five-a-side I went for a ball I had no business chasing and felt something ping in the back of my leg, and now I can barely walk up the stairs. Went to the walk-in and they said it's a hamstring strain, grade 2, and the physio reckons six weeks no football. Which is annoying because it's the only exercise I actually enjoy, the gym bores me to death. What can I do in the meantime that won't wreck it?",
        },
        {
          role: 'assistant',
          content:
            'Sorry to hear that. For a grade 2 hamstring strain, upper-body work, gentle cycling once pain allows, and the rehab exercises from your physio are safest. Avoid sprinting and heavy stretching for now.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'Did 9 hours on Uber last night, Friday nights in Birmingham are mad, had a stag do throw up in the back at 2am lol. Anyway sitting in the car all night is not helping the leg is it',
        },
        {
          role: 'assistant',
          content:
            'Long hours sitting can stiffen the hamstring. Try to get out and walk for a few minutes every hour or so between fares, and do gentle isometric holds.',
        },
      ],
      [
        {
          role: 'user',
          content:
            "Need to remember: taking Mum to her cardiology appointment at the QE on the 16th, 10:30. Can you remind me what to ask the cardiologist? Her name's Fatima Siddiqui if you need it for anything",
        },
        {
          role: 'assistant',
          content:
            'Of course. Good questions: what her latest tests show, whether her medication needs changing, warning signs to watch for, and what activity level is safe for her.',
        },
        { role: 'user', content: "perfect cheers. she gets nervous so I'll write them down" },
      ],
      [
        {
          role: 'user',
          content:
            "Also I want to lose 10 kg this year, my brother is getting married in October and I'm the best man. Food ideas? Nothing with peanuts, I'm allergic, carry an epipen",
        },
        {
          role: 'assistant',
          content:
            'Noted — no peanuts. Lean proteins, lots of vegetables, and swapping takeaways for homemade versions will help. Want a weekly plan?',
        },
        { role: 'user', content: 'yeah go on' },
      ],
      [
        {
          role: 'user',
          content: "leg's feeling a lot better, physio says I can start jogging next week if it stays pain free",
        },
        {
          role: 'assistant',
          content: 'Great progress! Start with short jogs on flat ground and stop if you feel any pulling.',
        },
      ],
    ],
    questions: [
      { question: 'What injury does the user have?', expect: ['hamstring'] },
      { question: "When is the user's mother's hospital appointment?", expect: ['16 April', 'April 16', '16th'] },
      { question: "What is the name of the user's mother?", expect: ['Fatima'] },
      { question: 'How does the user earn a living?', expect: ['uber', 'driver', 'driving', 'taxi'] },
      { question: 'What food allergy does the user have?', expect: ['peanut'] },
      { question: 'What sport does the user normally play?', expect: ['football', 'five-a-side', '5-a-side'] },
    ],
    unknown: ['What medication does Fatima take?', "What is the name of the user's brother?"],
  },

  // 11. careful; changed job, stopped a supplement
  {
    name: 'mei',
    threads: [
      [
        {
          role: 'user',
          content:
            "I've had insomnia on and off for about two years. Lately I'm lying awake until 2 or 3am. I've been taking melatonin, 2 mg, but it doesn't seem to do much.",
        },
        {
          role: 'assistant',
          content:
            'That sounds exhausting. Do you notice any pattern — stress, screens, caffeine? And have you talked to a doctor about it?',
        },
        { role: 'user', content: 'Work stress, mostly. Audit season at KPMG is brutal.' },
      ],
      [
        {
          role: 'user',
          content: 'I boulder twice a week, Mondays and Thursdays after work. Is evening exercise bad for sleep?',
        },
        {
          role: 'assistant',
          content:
            'Not necessarily — most people sleep fine if they finish 2 hours before bed. A cool shower afterwards can help you wind down.',
        },
        { role: 'user', content: "Usually done by 8. Jess comes with me, she's much better at the overhangs than me." },
      ],
      [
        {
          role: 'user',
          content:
            'Blood test came back: low ferritin. The GP put me on iron tablets every other day and wants to retest on 9 May.',
        },
        {
          role: 'assistant',
          content:
            'Low iron could also be contributing to your fatigue. Take the iron with vitamin C and away from tea or coffee. The retest is Thursday 9 May.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'Big news: I handed in my notice at KPMG last month and today was my first day at Finwise, a fintech in Melbourne. Much saner hours already.',
        },
        {
          role: 'assistant',
          content: 'Congratulations on the new role at Finwise! Better hours should help your sleep a lot.',
        },
      ],
      [
        {
          role: 'user',
          content:
            "Update on sleep: I've stopped the melatonin completely. My GP referred me to a CBT-I program instead, cognitive behavioural therapy for insomnia — six sessions, first one was yesterday.",
        },
        {
          role: 'assistant',
          content:
            "CBT-I is the gold-standard treatment for insomnia, so that's a great step. Expect sleep restriction early on; it can feel worse before it gets better.",
        },
      ],
    ],
    questions: [
      { question: "Who is the user's current employer?", expect: ['Finwise'] },
      { question: 'What sleep problem does the user have?', expect: ['insomnia'] },
      { question: 'How is the user currently treating their sleep problem?', expect: ['CBT', 'cognitive'] },
      { question: 'What sport does the user do?', expect: ['boulder', 'climb'] },
      { question: "When is the user's next blood test?", expect: ['9 May', 'May 9', '9th'] },
      { question: 'What supplement does the user take?', expect: ['iron'] },
    ],
    unknown: ['What does Jess do for a living?', 'Which climbing gym does the user go to?'],
  },

  // 12. older user, careful; surgery date changed in a later thread
  {
    name: 'harold',
    threads: [
      [
        {
          role: 'user',
          content:
            'Good morning. My granddaughter set this app up for me. I am 71 and I have been told I need a new hip. The operation is booked for the 7th of May. I would like some exercises to do beforehand.',
        },
        {
          role: 'assistant',
          content:
            "Good morning! Pre-surgery exercise ('prehab') is a great idea. Gentle leg raises, seated knee extensions, and short walks are usually recommended. What do you do for exercise now?",
        },
        {
          role: 'user',
          content:
            'I walk with the ramblers group on Wednesdays, about four miles, though the hip makes it slow going now.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'I should mention I take warfarin for my heart rhythm. Does that change anything about the diet advice? Margaret does most of the cooking.',
        },
        {
          role: 'assistant',
          content:
            "Yes — with warfarin it's important to keep your vitamin K intake consistent, meaning green leafy vegetables like spinach and kale shouldn't swing wildly week to week. Avoid cranberry juice and check with your doctor before any supplements.",
        },
        {
          role: 'user',
          content: "Thank you. I shall tell her. Forty-eight years married and she still won't let me near the stove.",
        },
      ],
      [
        {
          role: 'user',
          content:
            'Lily is coming up from London on Saturday to help set up the new step counter. She is very patient with me.',
        },
        {
          role: 'assistant',
          content: 'How lovely! A step counter will help you track your walks before and after surgery.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'Thirty-three years I walked these streets of Norwich with a post bag on my shoulder, and now I need a counter to tell me how far I have gone! Funny old world.',
        },
        {
          role: 'assistant',
          content:
            'After 33 years on a delivery round you must know every street in Norwich! The step counter is just for keeping track of your progress.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'The hospital telephoned this morning. The surgeon is away, so my operation has been moved from the 7th to the 21st of May.',
        },
        {
          role: 'assistant',
          content:
            'Thanks for letting me know — your hip operation is now Tuesday 21 May. That gives you two more weeks of prehab.',
        },
      ],
    ],
    questions: [
      { question: "When is the user's hip surgery?", expect: ['21 May', 'May 21', '21st'] },
      { question: 'What medication does the user take?', expect: ['warfarin'] },
      { question: 'What regular exercise does the user do?', expect: ['walk', 'rambl'] },
      { question: "What is the name of the user's wife?", expect: ['Margaret'] },
      { question: 'What did the user do before retiring?', expect: ['post', 'mail', 'letter', 'deliver'] },
      { question: 'Where does the user live?', expect: ['Norwich'] },
    ],
    unknown: ["Which hospital is doing the user's hip operation?", 'How old is Lily?'],
  },
]
