import type { ThreadPersona } from './personas'

/**
 * A second set, of twelve people who tell facts in passing while asking an AI assistant for help, written by an
 * engineer who had not read the rules: facts gathered across messages (a sister named in one, her city in another),
 * requests with a fact inside, lower-case chat with typos and emoji, non-native phrasing, plans and jobs that change,
 * short replies to the assistant's questions. Measured once before any change made for it (commit 366d6f0): 48/72,
 * never said 8/24.
 */

export const requestPersonas: ThreadPersona[] = [
  // 1. Mexican woman living in Valencia, non-native English, job change, sister abroad
  {
    name: 'marisol',
    threads: [
      [
        {
          role: 'user',
          content:
            'hi! can you help me write a email to my landlord? the heating in my flat is broken since 3 days and is very cold, my son Mateo is only 4 and he is sleeping with two jumpers 😩 the landlord is called Sr. Ferrer',
        },
        {
          role: 'assistant',
          content:
            "Of course! Here's a draft:\n\nDear Mr. Ferrer,\n\nI am writing to let you know that the heating in my flat has not been working for three days. With a young child at home, the cold is becoming a real problem. Could you please arrange for a technician to come as soon as possible?\n\nThank you for your help.\nKind regards,\n[Your name]\n\nWould you like it more formal, or should I add a date by which you'd like a reply?",
        },
        {
          role: 'user',
          content:
            "is perfect thanks. maybe a little more polite? my english is not so good haha, I'm mexican and living here in Valencia only since 2 years",
        },
        {
          role: 'assistant',
          content:
            "Your English is very clear! Here's a softer version:\n\nDear Mr. Ferrer,\n\nI hope you are well. I'm sorry to bother you, but the heating in my flat stopped working three days ago. As my little boy is at home with me, it is getting quite cold for him. Would it be possible to send someone to look at it in the next few days?\n\nThank you very much for your help.\nBest regards,\n[Your name]",
        },
      ],
      [
        {
          role: 'user',
          content:
            'I need ideas for a birthday gift for my sister Paola, she turns 40 next month!! she loves gardening and red wine, budget like 60 euros',
        },
        {
          role: 'assistant',
          content:
            'Nice milestone! A few ideas within €60:\n- Engraved pruning shears with her initials\n- A three-month seed subscription box\n- A gardening apron and gloves set\n- A wine-and-herbs gift box\n\nWill you give it to her in person, or do you need to ship it?',
        },
        { role: 'user', content: 'i have to ship it 😕 so nothing fragile pls' },
        {
          role: 'assistant',
          content:
            "Then I'd skip the wine and anything ceramic. The engraved shears or the seed subscription both travel well, and the subscription can even be sent straight to her address.",
        },
      ],
      [
        {
          role: 'user',
          content:
            "what can i cook for dinner tonight? quick please, and no milk things, I'm lactose intolerant so cheese, cream, all that is out 😅",
        },
        {
          role: 'assistant',
          content:
            'Here are three quick dairy-free options:\n1) Chickpea and spinach stew with smoked paprika and garlic (20 min)\n2) Chicken fajitas with guacamole instead of sour cream (25 min)\n3) Tomato and tuna pasta with olive oil and capers (15 min)\n\nWant the full recipe for one of them?',
        },
        { role: 'user', content: 'the chickpea one! Mateo eats everything with paprika lol' },
        {
          role: 'assistant',
          content:
            'Perfect. Sauté 1 onion and 3 garlic cloves in olive oil, add 1 tsp smoked paprika and 1 tsp cumin, then 2 cans of drained chickpeas, 1 can of chopped tomatoes and 200 g spinach. Simmer 10 minutes, season, and serve with bread or rice.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'my boss at the dental clinic wants me to do a small presentation for kids about flossing, I am the hygienist there. can you give me a structure for 15 minutes? kids are 6-8 years',
        },
        {
          role: 'assistant',
          content:
            "Sure! A 15-minute plan:\n1. (2 min) Hello and a question: 'Who brushed their teeth this morning?'\n2. (3 min) The 'sugar bugs' story: what hides between teeth\n3. (4 min) Demo with a big model of teeth and a thick rope as floss\n4. (4 min) Kids practise on egg cartons or Lego blocks with yarn\n5. (2 min) Stickers and a take-home flossing calendar\n\nKeep words simple and let them touch things as much as possible.",
        },
      ],
      [
        {
          role: 'user',
          content:
            "how long does a package take from Spain to Portugal with Correos? it's for Paola, she lives in Lisbon and her birthday is the 3rd",
        },
        {
          role: 'assistant',
          content:
            "Standard Correos parcels to Portugal usually take about 3–5 working days, sometimes a bit more. To be safe for the 3rd, I'd post it by around the 25th of this month, or pay for the express option if you're later than that.",
        },
        { role: 'user', content: 'ok good, thank you!!' },
      ],
      [
        {
          role: 'user',
          content:
            "big news!!! I quit the clinic 🎉 from Monday I start as sales rep for a company that sells orthodontic products to dentists. I'm nervous, can you help me prepare for my first meetings with clients?",
        },
        {
          role: 'assistant',
          content:
            'Congratulations! Knowing how a dental practice works from the inside is a big advantage. For your first meetings:\n- Research each practice before you go (size, specialities, what they use now)\n- Start with questions, not a pitch: what frustrates them about their current products?\n- Bring one or two samples, not the whole catalogue\n- Always agree on a next step before you leave\n\nWant me to write a short opening script you can practise?',
        },
        { role: 'user', content: 'yes please. the territory is all the Valencia region so I will drive a lot haha' },
      ],
    ],
    questions: [
      { question: 'What does the user currently do for work?', expect: ['sales', 'orthodontic'] },
      { question: "Where does the user's sister live?", expect: ['Lisbon', 'Lisboa', 'Portugal'] },
      {
        question: "When is the user's sister's birthday?",
        expect: ['May 3', '3 May', '3rd of May', '3rd May', '2024-05-03', '05-03'],
      },
      {
        question: "How old is the user's son?",
        expect: ['four', '4 years', '4-year', '4 year', 'age 4', 'aged 4', 'is 4'],
      },
      { question: 'What foods should be avoided when cooking for the user?', expect: ['dairy', 'lactose', 'milk'] },
      { question: 'Which country is the user originally from?', expect: ['Mexic'] },
    ],
    unknown: ["What is the name of the user's partner?", "What does the user's sister do for a living?"],
  },

  // 2. Retired firefighter in Ohio, diabetic, trip plan changed
  {
    name: 'derek',
    threads: [
      [
        {
          role: 'user',
          content:
            "can you help me plan meals for the week? I'm type 2 diabetic since last fall and my doc wants me to drop about 20 lbs before my next A1C check. I'm not a fancy cook, grill and crockpot mostly. oh and no fish, linda can't stand the smell of it in the house lol",
        },
        {
          role: 'assistant',
          content:
            "Absolutely. Here's a simple week built around the grill and slow cooker:\n- Mon: Grilled chicken thighs, green beans, small sweet potato\n- Tue: Crockpot chili with extra beans, no cornbread\n- Wed: Turkey burgers (lettuce wrap), side salad\n- Thu: Slow-cooker pork loin with cabbage and carrots\n- Fri: Grilled sirloin, zucchini, half cup brown rice\n- Sat: Leftover chili over cauliflower rice\n- Sun: Rotisserie chicken, roasted broccoli\n\nBreakfasts: eggs or Greek yogurt with berries. Want a grocery list to go with it?",
        },
        { role: 'user', content: 'yeah a grocery list would be great' },
        {
          role: 'assistant',
          content:
            'Here you go, grouped by store section:\nMeat: chicken thighs, ground turkey, lean ground beef, pork loin, sirloin, 1 rotisserie chicken\nProduce: green beans, sweet potatoes, lettuce, salad mix, cabbage, carrots, zucchini, broccoli, berries, onions\nPantry: canned beans, diced tomatoes, chili spices, brown rice, frozen cauliflower rice\nDairy: eggs, plain Greek yogurt',
        },
      ],
      [
        {
          role: 'user',
          content:
            'whats the best way to get a boat ready after winter? got a 17 ft bass boat thats been sitting in the garage since october',
        },
        {
          role: 'assistant',
          content:
            'Spring checklist:\n1. Charge and test the batteries\n2. Change the lower unit gear oil and check for water in it\n3. Inspect the fuel lines and replace the fuel/water separator\n4. Grease the trailer bearings and check tire pressure\n5. Test the bilge pump, nav lights and livewell\n6. Check the prop for dings and the hull for cracks\n7. Make sure registration and safety gear are current\n\nRun the motor on muffs in the driveway before your first trip out.',
        },
      ],
      [
        {
          role: 'user',
          content: 'I want to start a college fund for my granddaughter. how do 529 plans work here in Ohio?',
        },
        {
          role: 'assistant',
          content:
            "Ohio's 529 plan is called CollegeAdvantage. You put money in after tax, it grows tax-free, and withdrawals for qualified education costs aren't taxed. Ohio residents can also deduct contributions from state income tax up to a yearly limit per beneficiary. How old is your granddaughter? That affects how aggressive the investment mix should be.",
        },
        { role: 'user', content: 'Harper, she just turned 2' },
        {
          role: 'assistant',
          content:
            'With about 16 years to go, an age-based portfolio is a good default: it starts mostly in stocks and automatically gets more conservative as she gets closer to college. Even $50 a month adds up nicely over that time.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'me and linda have our 35th anniversary coming up in may, thinking about going to key west. whats good to do there that isnt just bars',
        },
        {
          role: 'assistant',
          content:
            'Happy early anniversary! Non-bar ideas for Key West:\n- Sunset sail or catamaran cruise\n- Hemingway Home and its six-toed cats\n- Snorkel trip to the reef or Dry Tortugas day trip\n- Bike around Old Town\n- Butterfly and Nature Conservatory\n- Fort Zachary Taylor beach for a quiet afternoon',
        },
      ],
      [
        {
          role: 'user',
          content:
            'I was a firefighter for 28 years before I retired, now I volunteer teaching CPR at the rec center. can you help me make a one page handout on hands only CPR',
        },
        {
          role: 'assistant',
          content:
            "Sure. HANDS-ONLY CPR in 3 steps:\n1. CHECK: Tap and shout. No response and not breathing normally? Go to step 2.\n2. CALL: Call 911 (or point at someone and tell them to call) and send someone for an AED.\n3. PUSH: Hard and fast in the center of the chest, 100–120 beats per minute (think 'Stayin' Alive'), at least 2 inches deep. Don't stop until help arrives or an AED is ready.\n\nTip: Don't be afraid of hurting them — doing something is always better than nothing.",
        },
      ],
      [
        {
          role: 'user',
          content:
            "change of plans on the trip, linda says florida in may is too hot for her so we're doing bar harbor maine instead, same week. she's allergic to shellfish though which is kind of a problem up there haha. restaurants that'll work for her?",
        },
        {
          role: 'assistant',
          content:
            "Bar Harbor is a great choice in late May, cooler and quieter before the summer rush. Most restaurants there have plenty of non-seafood options (steak, chicken, pasta, burgers). For a serious shellfish allergy, call ahead and ask about shared fryers and cooking surfaces. Also worth doing: Acadia National Park's Park Loop Road, sunrise on Cadillac Mountain and the Jordan Pond House for popovers.",
        },
      ],
    ],
    questions: [
      { question: 'What health condition does the user have?', expect: ['diabet'] },
      { question: "What is the name of the user's granddaughter?", expect: ['Harper'] },
      { question: 'Where is the user going for the anniversary trip?', expect: ['Bar Harbor', 'Maine'] },
      { question: 'Who is Linda to the user?', expect: ['wife', 'spouse', 'married'] },
      {
        question: 'What did the user do for a living before retiring?',
        expect: ['firefight', 'fire department', 'fire service', 'fireman'],
      },
      { question: 'How long has the user been married?', expect: ['35'] },
    ],
    unknown: [
      'What medication does the user take for their condition?',
      "What is the name of the user's son or daughter?",
    ],
  },

  // 3. Indian backend developer moving to Berlin, breakup, adopts a cat; lower-case chatty
  {
    name: 'priya',
    threads: [
      [
        {
          role: 'user',
          content:
            "hey so i'm moving from bangalore to berlin next month for a new job at a fintech startup!! what documents do i need for the anmeldung and how fast do i have to do it",
        },
        {
          role: 'assistant',
          content:
            "Congrats on the move! For the Anmeldung (address registration) you'll need:\n- Your passport\n- The Wohnungsgeberbestätigung (confirmation from your landlord)\n- The filled-in registration form\n\nYou're supposed to register within 14 days of moving in. Appointments at the Bürgeramt can be hard to get, so book as early as you can.",
        },
        { role: 'user', content: 'ok cool. can i book the appointment before i even have a flat lol' },
        {
          role: 'assistant',
          content:
            "You can book a slot in advance, but you'll need the landlord confirmation by the appointment date, so only do it once you're fairly sure about a place.",
        },
      ],
      [
        {
          role: 'user',
          content:
            "my bf rohan is staying in bangalore for now, any tips for long distance w a 3.5 hr time difference? i'm kinda scared ngl",
        },
        {
          role: 'assistant',
          content:
            "That's a very normal thing to feel. A few things that help:\n- Pick a fixed call time that works for both (your evening is his late night, so maybe your lunch break)\n- Share small things during the day, not just big updates\n- Watch a show together on a sync app\n- Have a rough date for the next visit so there's always something to look forward to\n- Talk openly about expectations early on",
        },
      ],
      [
        {
          role: 'user',
          content:
            "work question: i'm a backend dev and the team at the new place uses kotlin. i only really know java and go. fastest way to get up to speed before i start?",
        },
        {
          role: 'assistant',
          content:
            "Good news: coming from Java, Kotlin will feel familiar. Plan:\n1. Kotlin Koans (official, interactive) — a weekend\n2. Read 'Kotlin for Java developers' guides: null safety, data classes, extension functions, coroutines\n3. Convert a small Java project of yours to Kotlin\n4. Learn coroutines properly — that's where most backend Kotlin differs\n5. Skim Ktor or Spring Boot with Kotlin depending on what they use",
        },
      ],
      [
        {
          role: 'user',
          content:
            'im in berlin now!! found a 1 room flat in neukölln 🥳 which internet providers are good and dont lock u into 2 yr contracts',
        },
        {
          role: 'assistant',
          content:
            "Welcome to Berlin! Look at providers that offer monthly-cancellable plans — several of the big ones have 'flex' tariffs for a small extra fee. Check availability for your exact address first, since speeds differ a lot by building. A prepaid mobile hotspot can bridge the gap while you wait for installation, which can take a couple of weeks.",
        },
      ],
      [
        {
          role: 'user',
          content:
            "ok update, rohan and i broke up 🙃 it's fine. mostly. can u recommend some sci fi books to distract me, already read project hail mary and the three body problem",
        },
        {
          role: 'assistant',
          content:
            "I'm sorry, that's a lot on top of a big move 💙 Some sci-fi picks:\n- Children of Time — Adrian Tchaikovsky\n- A Memory Called Empire — Arkady Martine\n- The Left Hand of Darkness — Ursula K. Le Guin\n- Hyperion — Dan Simmons\n- Murderbot Diaries — Martha Wells (short and funny)",
        },
        { role: 'user', content: 'children of time it is' },
      ],
      [
        {
          role: 'user',
          content: "thinking of getting a pet so the flat feels less empty, what's easy for a first timer",
        },
        {
          role: 'assistant',
          content:
            'For a small flat and a full-time job, a cat is often the easiest — independent, no walks, fine alone during the day. Before anything, though: does your rental contract allow pets?',
        },
        {
          role: 'user',
          content:
            "landlord said cats are ok!! there's a shelter in tempelhof with a grey one i've been stalking online 👀",
        },
      ],
      [
        { role: 'user', content: 'i adopted her 😭🐱 named her Chai. what do i need to buy for the first week' },
        {
          role: 'assistant',
          content:
            "Congrats to you both! First-week list:\n- Litter box + litter (ask the shelter what she's used to)\n- Food and water bowls, and the same food the shelter gave her\n- A scratching post\n- A carrier for vet visits\n- A couple of toys and a hiding spot (a box is fine)\n\nKeep her in one room for the first days so she can settle in.",
        },
      ],
    ],
    questions: [
      { question: 'Which city does the user live in now?', expect: ['Berlin'] },
      {
        question: 'What happened between the user and Rohan?',
        expect: ['broke up', 'break', 'split', 'separated', 'ended'],
      },
      { question: 'What programming language does the user need to learn for the new job?', expect: ['Kotlin'] },
      { question: "What is the name of the user's pet?", expect: ['Chai'] },
      { question: 'What kind of books does the user enjoy?', expect: ['sci-fi', 'sci fi', 'science fiction', 'scifi'] },
      { question: "What industry is the user's employer in?", expect: ['fintech', 'financ'] },
    ],
    unknown: ['What is the name of the company the user works for?', 'How old is the user?'],
  },

  // 4. Nigerian-born hospital pharmacist in Manchester, marathon deferred, three kids
  {
    name: 'oluwaseun',
    threads: [
      [
        {
          role: 'user',
          content:
            "Could you help me draft a short note to my daughter's school? Ife has chickenpox and will be off for the rest of the week.",
        },
        {
          role: 'assistant',
          content: "Certainly. Could you tell me how old she is and which year she's in, so I can address it properly?",
        },
        { role: 'user', content: "She's 9, Year 4, Mrs Patel's class." },
        {
          role: 'assistant',
          content:
            "Here's a draft:\n\nDear Mrs Patel,\n\nI'm writing to let you know that Ife has chickenpox and will be absent for the rest of this week. We expect her to return once all the spots have crusted over, as advised by our GP. Please let us know if there is any work she can do at home.\n\nKind regards,\n[Your name]",
        },
      ],
      [
        {
          role: 'user',
          content:
            "I'm running the Manchester Marathon on 14 April — my first one. What should I eat the night before and on the morning?",
        },
        {
          role: 'assistant',
          content:
            "Night before: a familiar carb-based meal, e.g. pasta or rice with a simple sauce and some lean protein; avoid anything very fibrous, spicy or new. Drink normally, don't overdo water.\nMorning: eat 3–4 hours before the start — porridge with banana and honey, or toast with jam, plus a coffee if you're used to it. Sip water or an electrolyte drink until about 30 minutes before the gun.",
        },
      ],
      [
        {
          role: 'user',
          content:
            'My mum is coming over from Ibadan to stay with us for about three months this summer. What does she need for a UK Standard Visitor visa?',
        },
        {
          role: 'assistant',
          content:
            "For a Standard Visitor visa she'll typically need:\n- A valid passport\n- Evidence she can support herself (bank statements) or a letter from you confirming you'll cover costs, with your payslips/bank statements\n- An invitation letter from you with your address and proof of your status in the UK\n- Evidence of ties to Nigeria (property, family, pension) showing she'll return\n- Details of her travel plans\n\nShe applies online and attends a visa application centre for biometrics. Apply at least 8 weeks before travel.",
        },
      ],
      [
        {
          role: 'user',
          content:
            "I'm a pharmacist at Salford Royal and I've been asked to do a 20-minute teaching session for the junior doctors on anticoagulant dosing in renal impairment. Can you help me structure it?",
        },
        {
          role: 'assistant',
          content:
            "Here's a structure:\n1. (2 min) Case hook: an elderly patient with AF and fluctuating eGFR\n2. (4 min) Why renal function matters: which DOACs are renally cleared and how much\n3. (5 min) Cockcroft-Gault vs eGFR — which to use and why it matters for DOACs\n4. (5 min) Worked examples: dose adjustments, when to switch to warfarin or LMWH\n5. (2 min) Local guideline and who to call\n6. (2 min) Quick quiz\n\nA one-page dosing table as a handout works well.",
        },
      ],
      [
        {
          role: 'user',
          content: "Quick one — my left hamstring has been tight since Sunday's 20-mile long run. Any stretches?",
        },
        {
          role: 'assistant',
          content:
            "Gentle options: lying hamstring stretch with a strap, supported standing hamstring stretch on a low step, and glute bridges for activation. Hold stretches for 30 seconds, no bouncing, and stop if it's sharp. If there's pain when walking or bruising, see a physio before running again.",
        },
        {
          role: 'user',
          content:
            "Thanks. Saw the physio this morning — she says it's a grade 1 strain and I shouldn't race on the 14th. I've deferred my place to next year 😞",
        },
        {
          role: 'assistant',
          content:
            "Sorry to hear that — deferring is the right call, and a grade 1 strain usually heals well with a sensible plan. You'll have a full, uninterrupted build for next year's race.",
        },
      ],
      [
        {
          role: 'user',
          content:
            'Funmi and I want to take the kids away for the May half term. Budget is about £2,000 for the five of us, ideally somewhere within a 3-hour flight from Manchester. Ideas?',
        },
        {
          role: 'assistant',
          content:
            "For five people on £2,000, a few options:\n- Algarve, Portugal: self-catering apartment, beaches, about 2h45 flight\n- Mallorca: family resorts in Alcúdia with kids' pools\n- Northern France by ferry and car, if flights get pricey\n- A UK option like Northumberland or North Wales with a cottage, saving on flights\n\nBook flights soon — half term prices climb quickly.",
        },
      ],
    ],
    questions: [
      { question: 'When will the user run the Manchester Marathon?', expect: ['2025', 'next year', 'deferred'] },
      { question: "Where is the user's mother travelling from?", expect: ['Ibadan', 'Nigeria'] },
      { question: 'What does the user do for work?', expect: ['pharmac'] },
      { question: 'How old is Ife?', expect: ['9', 'nine'] },
      { question: 'How many children does the user have?', expect: ['three', '3 children', '3 kids'] },
      { question: 'What injury does the user have?', expect: ['hamstring'] },
    ],
    unknown: ['What does Funmi do for work?', "What is the name of the user's son?"],
  },

  // 5. Retired Japanese music teacher in Sapporo, learning English, surgery date moved
  {
    name: 'hana',
    threads: [
      [
        {
          role: 'user',
          content:
            "Hello. I am learning English at 66 years old. Please correct my sentence: 'Yesterday I have gone to the hospital for my knee.'",
        },
        {
          role: 'assistant',
          content:
            "Well done for practising! The correct sentence is: 'Yesterday I went to the hospital for my knee.' When you say a finished time like 'yesterday', English uses the simple past ('went'), not 'have gone'.",
        },
        {
          role: 'user',
          content: 'Thank you. The doctor say I need surgery for my left knee, in June. I am little scared.',
        },
        {
          role: 'assistant',
          content:
            "It's completely natural to feel scared. (Small correction: 'The doctor says I need surgery… I am a little scared.') Knee surgery is very common, and many people feel much better afterwards. Would you like some questions you can ask your doctor before the operation?",
        },
      ],
      [
        {
          role: 'user',
          content:
            "My son Kenji send me photos of his new house. I want to write a nice message in English also for his wife, because she is Canadian and she don't speak Japanese.",
        },
        { role: 'assistant', content: 'What a lovely idea! What is her name, so I can put it in the message?' },
        { role: 'user', content: 'Claire.' },
        {
          role: 'assistant',
          content:
            'Here is a message:\n\nDear Kenji and Claire,\nThank you for the beautiful photos of your new house! It looks so warm and bright. I am very happy for you both. I hope you make many wonderful memories there. I cannot wait to see it with my own eyes.\nWith love,\nMother',
        },
      ],
      [
        {
          role: 'user',
          content:
            'How long is the flight from Sapporo to Vancouver? I want to visit Kenji after my surgery, maybe in September when my knee is better.',
        },
        {
          role: 'assistant',
          content:
            'There is usually no direct flight from Sapporo (New Chitose) to Vancouver. Most people fly to Tokyo (Narita or Haneda) first, about 1.5 hours, and then to Vancouver, about 9 hours. With the connection, plan for roughly 13–15 hours in total. After knee surgery, ask the airline for an aisle seat and wheelchair assistance at the airports — it is free and very helpful.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'I was a music teacher in elementary school for 38 years. Now I teach piano to the children of my neighbours. Can you recommend easy pieces for a beginner of 6 years old?',
        },
        {
          role: 'assistant',
          content:
            "How wonderful! Good pieces for a 6-year-old beginner:\n- 'Mary Had a Little Lamb' and 'Twinkle Twinkle Little Star' (five-finger position)\n- Pieces from the Faber 'My First Piano Adventure' books\n- Bartók 'For Children', first volume, simplest pieces\n- Japanese children's songs like 'Kaeru no Uta' (the frog song) — familiar melodies are very motivating",
        },
      ],
      [
        {
          role: 'user',
          content:
            'Hospital called me today. The surgery date is changed, now it is 20th of May, earlier than before. I am a little nervous but also happy it is sooner.',
        },
        {
          role: 'assistant',
          content:
            "That's good news in a way — less time to worry! (Your English in that message was very good.) Things to prepare: arrange someone to help you at home for the first weeks, put things you use often at waist height, remove loose rugs, and practise the exercises the physiotherapist gives you before the operation.",
        },
      ],
    ],
    questions: [
      {
        question: "When is the user's knee surgery?",
        expect: ['May 20', '20 May', '20th of May', '20th May', '2024-05-20', '05-20'],
      },
      { question: "Where does the user's son live?", expect: ['Vancouver', 'Canada'] },
      { question: "What is the name of the user's daughter-in-law?", expect: ['Claire'] },
      { question: "What was the user's profession?", expect: ['teacher'] },
      { question: 'Which knee needs surgery?', expect: ['left'] },
      { question: 'When does the user plan to visit Kenji?', expect: ['September'] },
    ],
    unknown: ["What is the name of the user's husband?", 'How many grandchildren does the user have?'],
  },

  // 6. Polish electrician in Dublin, engaged, wedding moved to Cork; typos
  {
    name: 'tomasz',
    threads: [
      [
        {
          role: 'user',
          content:
            'hi can u help me with my cv, im electrician 6 years, moved to dublin from kraków 2 years ago. english cv is hard for me',
        },
        {
          role: 'assistant',
          content:
            'Sure! To make it strong for Irish employers: do you have any Irish registrations or certifications, like being registered with Safe Electric through RECI?',
        },
        { role: 'user', content: 'yes RECI registered since last year, also i do solar panel installs now' },
        {
          role: 'assistant',
          content:
            "Great, both are big selling points. Draft summary:\n\n'Qualified electrician with 6 years' experience in domestic and commercial installations in Poland and Ireland. RECI registered. Experienced in solar PV installation, fault finding, rewiring and consumer unit upgrades. Reliable, safety-focused and used to working independently or in a team.'\n\nThen list your jobs with the newest first, and 3–4 bullet points each.",
        },
      ],
      [
        {
          role: 'user',
          content:
            'gona propose to my gf aoife when we go to galway 😬 help me with short speech, she is irish and i want say one line in polish also',
        },
        {
          role: 'assistant',
          content:
            "Love it! Short and from the heart:\n\n'Aoife, since the day I met you, Dublin has felt like home. You make me laugh, you make me braver, and you make every ordinary day better. Kocham cię bardzo — I love you very much. Will you marry me?'\n\nPractise the Polish line a few times so it comes out smoothly — she'll love it.",
        },
      ],
      [
        {
          role: 'user',
          content:
            'SHE SAID YES 💍💍 ok now we need plan everything. wedding will be 14th of june next year. what we should book first??',
        },
        {
          role: 'assistant',
          content:
            'Congratulations!!! 🎉 With just over a year to go, book in this order:\n1. Venue (popular June dates go fast)\n2. Celebrant/church and give notice to the civil registration service (at least 3 months before, required in Ireland)\n3. Photographer\n4. Band or DJ\n5. Then catering details, flowers, outfits',
        },
      ],
      [
        {
          role: 'user',
          content:
            'what beer is gluten free in ireland? i have coeliac so normal beer is no go, and lads are planing stag already lol',
        },
        {
          role: 'assistant',
          content:
            "Options you can find in Ireland: several craft breweries make certified gluten-free lagers and pale ales, and most big supermarkets stock at least one GF lager. Cider is naturally gluten-free and widely available in pubs. 'Gluten-reduced' beers aren't always safe for coeliacs, so look for 'gluten free' certification on the label.",
        },
      ],
      [
        {
          role: 'user',
          content:
            'aoife mam Siobhan want the wedding in Cork because all family is there, not Dublin. ok fine 😅 how to find venue in cork for around 120 people',
        },
        {
          role: 'assistant',
          content:
            "Cork has lots of options for 120 guests: country house hotels, castles, and coastal venues around Kinsale. Start with wedding venue directories filtered by county and capacity, then shortlist 4–5 and book viewings. Ask each about exclusivity, what's included per head, and whether they can cater for coeliac guests — important for you!",
        },
      ],
      [
        {
          role: 'user',
          content:
            'my brother Piotr will be best man. can u make simple list of best man jobs, i will translate for him',
        },
        {
          role: 'assistant',
          content:
            "Simple best man list:\n1. Organise the stag party\n2. Help the groom on the wedding morning\n3. Look after the rings\n4. Help guide guests and keep to the timeline\n5. Give a short speech at the reception\n6. Make sure the groom has a good day and doesn't worry",
        },
      ],
      [
        {
          role: 'user',
          content:
            'cheapest way fly from krakow to cork? for piotr, he still live there. maybe he come in summer to see venue',
        },
        {
          role: 'assistant',
          content:
            'Direct Kraków–Cork flights are rare, so usually the cheapest is a low-cost flight Kraków–Dublin and then the bus or train to Cork (about 2.5–3 hours). Sometimes flying via London to Cork is also cheap. Book a few months ahead and travel midweek for the best prices.',
        },
      ],
    ],
    questions: [
      { question: "When is the user's wedding?", expect: ['June'] },
      { question: 'Who is Aoife to the user?', expect: ['fianc', 'engaged', 'wife', 'bride'] },
      { question: 'Where will the wedding take place?', expect: ['Cork'] },
      { question: 'What does the user do for work?', expect: ['electric'] },
      { question: "Where does the user's brother live?", expect: ['Krak', 'Cracow', 'Poland'] },
      { question: 'What dietary restriction does the user have?', expect: ['gluten', 'coeliac', 'celiac'] },
    ],
    unknown: ['What does Aoife do for a living?', 'Which venue in Cork has the user booked?'],
  },

  // 7. Divorced paralegal mom in Denver, LSAT date moved
  {
    name: 'grace',
    threads: [
      [
        {
          role: 'user',
          content: 'I need a weekly chore chart for my two kids, something I can print and stick on the fridge',
        },
        { role: 'assistant', content: "Love it! How old are they? That'll help me pick age-appropriate chores." },
        { role: 'user', content: 'Marcus is 12 and Zoe just turned 7' },
        {
          role: 'assistant',
          content:
            "Here's a simple chart:\n\nMarcus (12): load/unload dishwasher (Mon/Wed/Fri), take out trash and recycling (Tue/Thu), vacuum living room (Sat), clean bathroom sink (Sun)\nZoe (7): set the table (daily), make her bed (daily), put laundry in the hamper (daily), water plants (Wed), help fold towels (Sat)\n\nAdd a sticker column and a small weekly reward for a full row.",
        },
      ],
      [
        {
          role: 'user',
          content:
            "ugh zoe's class party is friday and she has a peanut allergy, every year I panic. can you give me some safe snack ideas I can bring for 22 kids?",
        },
        {
          role: 'assistant',
          content:
            "Totally understandable. Safe, easy ideas:\n- Fruit skewers (grapes, melon, strawberries)\n- Popcorn in small bags (check the label for 'may contain')\n- Cheese cubes and crackers from a nut-free brand\n- Veggie cups with ranch\n- Homemade sunflower-seed-butter cookies\n\nAlways read the labels — 'made in a facility with peanuts' matters — and give the teacher a heads-up.",
        },
      ],
      [
        {
          role: 'user',
          content:
            "ok this is a weird question but I'm 38 and I've been a paralegal for 11 years and I keep thinking about going to law school. Am I crazy? I'd have to study for the LSAT around work and the kids, and money is tight since the divorce. My ex has them every other weekend so I'd have some time then, but that's it. Be honest.",
        },
        {
          role: 'assistant',
          content:
            "Not crazy at all. Plenty of people start law school in their late 30s, and 11 years as a paralegal is a real advantage: you know how firms work, you've seen the job up close, and you're unlikely to be surprised by it. The honest challenges are money and time. Part-time evening programs, scholarships and employer tuition help can make it workable. A good first step is a free LSAT diagnostic test to see where you're starting from.",
        },
      ],
      [
        {
          role: 'user',
          content:
            'ok I did it, I registered for the LSAT on June 8 📚 can you make me a study schedule that works with like 1 hour on weeknights and longer on my kid-free weekends?',
        },
        {
          role: 'assistant',
          content:
            "Great step! Here's a plan:\n- Weeknights (1 hr): alternate Logical Reasoning and Reading Comprehension drills\n- Kid-free weekends: a full timed practice test Saturday, review every mistake on Sunday\n- Other weekends: 1–2 hours of review while the kids are busy\n- Last two weeks: two full tests per week, lighter drills, rest the day before\n\nTrack your scores in a simple spreadsheet so you can see progress.",
        },
      ],
      [
        { role: 'user', content: "we're in Denver, which schools nearby have part time or evening JD programs?" },
        {
          role: 'assistant',
          content:
            "In the Denver area, the University of Denver's Sturm College of Law has a part-time program with evening classes, which is the most common choice for working professionals. It's worth checking each school's current part-time options, since they change, and asking about scholarships for part-time students.",
        },
      ],
      [
        {
          role: 'user',
          content:
            'scratch the june date, work is insane with a big trial coming so I moved my LSAT to August. can you stretch the schedule?',
        },
        {
          role: 'assistant',
          content:
            'Smart move — better to take it when you can actually prepare. With the extra time: keep the same weekly rhythm but slow the pace, spend the first month on fundamentals, add full practice tests from month two, and use the final three weeks for timed tests and review.',
        },
      ],
    ],
    questions: [
      { question: 'When is the user taking the LSAT?', expect: ['August'] },
      { question: "What food allergy does someone in the user's family have?", expect: ['peanut'] },
      { question: "How old is the user's daughter?", expect: ['7', 'seven'] },
      { question: 'What does the user do for work?', expect: ['paralegal'] },
      { question: "What is the user's marital status?", expect: ['divorced'] },
      { question: 'Where does the user live?', expect: ['Denver', 'Colorado'] },
    ],
    unknown: ["What is the name of the user's ex-husband?", 'Which law school has accepted the user?'],
  },

  // 8. German student in Munich, vegan climber, drummer, switched major; emoji
  {
    name: 'felix',
    threads: [
      [
        {
          role: 'user',
          content:
            'yo can u explain the 2nd law of thermodynamics like im 5 lol exam on thursday 😭 mech eng is killing me',
        },
        {
          role: 'assistant',
          content:
            "Sure! Imagine your room: it gets messy by itself, but it never cleans itself. That's the 2nd law — left alone, things go from ordered to disordered (entropy increases). Heat works the same way: it flows from hot to cold on its own, never the other way, unless you put in work (like a fridge does). For the exam: in any real process, total entropy of an isolated system increases; that's why no engine can be 100% efficient.",
        },
      ],
      [
        {
          role: 'user',
          content:
            'need vegan protein ideas, been vegan like 2 yrs and my trainer says i need more protein for climbing 💪 cheap stuff pls im a student',
        },
        {
          role: 'assistant',
          content:
            'Cheap vegan protein:\n- Lentils and chickpeas (dried is cheapest)\n- Tofu and tempeh\n- Soy milk instead of oat milk\n- Peanut butter on wholegrain bread\n- Seitan (make it yourself from gluten flour)\n- Pea protein powder after sessions\n\nAim to have a protein source at every meal rather than one big portion.',
        },
      ],
      [
        { role: 'user', content: 'help me budget? i make about 600€ a month at the café' },
        { role: 'assistant', content: "Sure! What's your rent, and do you live alone or in a shared flat?" },
        { role: 'user', content: '420€ for a room in a WG with 3 others, near the uni' },
        {
          role: 'assistant',
          content:
            'Okay, that leaves about 180€ after rent, which is tight. Rough split:\n- Food: 110€ (cook with your flatmates, buy staples in bulk)\n- Phone/transport: 30€ (check the student semester ticket)\n- Climbing/fun: 25€\n- Buffer: 15€\nIf you get BAföG or help from family, put part of that into savings.',
        },
      ],
      [
        {
          role: 'user',
          content:
            "my band is playing our first real gig at a bar in schwabing on the 27th!!! 🥁 any tips for stage nerves, i'm the drummer so i cant even hide behind a mic lol",
        },
        {
          role: 'assistant',
          content:
            "Congrats!! 🎉 Tips:\n- Rehearse the set start to finish several times, including transitions\n- Have a simple count-in plan and a setlist taped to the floor\n- Breathe slowly before you go on (4 seconds in, 6 out)\n- Remember: the drummer sets the tempo — nerves make you rush, so think 'slower than it feels'\n- Nobody notices small mistakes if you keep going",
        },
      ],
      [
        {
          role: 'user',
          content:
            "ok so decision made: i'm switching to computer science next semester. mech eng just isnt it. how do i explain to my parents it's not a waste of 3 semesters 😅",
        },
        {
          role: 'assistant',
          content:
            "Big decision, well done for making it! Points for your parents:\n- Some maths and basic courses may be credited, so it's not all lost\n- You've learned what you don't want, which many people only learn after graduating\n- Computer science has strong job prospects\n- You'll be more motivated in something you actually enjoy\nCome with a plan: which credits transfer and when you'd finish.",
        },
      ],
    ],
    questions: [
      { question: 'What does the user study?', expect: ['computer science', 'informatik', 'informatics'] },
      { question: 'What instrument does the user play?', expect: ['drum'] },
      {
        question: 'What should a restaurant recommendation avoid for the user?',
        expect: ['meat', 'animal', 'vegan', 'dairy'],
      },
      { question: 'How much rent does the user pay?', expect: ['420'] },
      { question: 'What sport does the user do?', expect: ['climb', 'boulder'] },
      { question: "When is the user's band's gig?", expect: ['27'] },
    ],
    unknown: ["What is the name of the user's band?", 'Which university does the user attend?'],
  },

  // 9. Kenyan soap maker in Nairobi, pregnant, new shop
  {
    name: 'amara',
    threads: [
      [
        {
          role: 'user',
          content:
            'Hello, I sell handmade soaps on Instagram from Nairobi, my business name is Sabuni Studio. How can I write better captions? My English is ok but the captions sound boring',
        },
        {
          role: 'assistant',
          content:
            "Your captions can shine with a few tricks:\n- Start with a hook: a question or a feeling ('Ever smelled lemongrass after rain?')\n- Tell a tiny story about the ingredient or the making\n- Mention one benefit, not five\n- End with a call to action ('DM to order', 'Which scent would you pick?')\n- Mix in some Swahili words — it makes the brand feel local and warm",
        },
      ],
      [
        {
          role: 'user',
          content:
            'I am 5 months pregnant with our first baby and I stand all day making soap. What stretches are safe?',
        },
        {
          role: 'assistant',
          content:
            'Congratulations! Before I suggest anything: when is your due date, so I can fit the advice to where you are?',
        },
        { role: 'user', content: 'Early August, the 9th' },
        {
          role: 'assistant',
          content:
            'Thank you! Safe options in the second trimester: cat-cow on hands and knees, standing calf stretches against the wall, gentle side stretches, and pelvic tilts. Take a short sitting break every hour, use a cushioned mat where you stand, and avoid lying flat on your back for long. Check with your midwife or doctor if anything hurts.',
        },
      ],
      [
        {
          role: 'user',
          content:
            "My husband Brian wants to name the baby Wanjiku after his grandmother if it's a girl. I like something more modern. Can you suggest names that mix both?",
        },
        {
          role: 'assistant',
          content:
            "A nice compromise is using Wanjiku as a middle name with a modern first name:\n- Zuri Wanjiku\n- Amani Wanjiku\n- Nia Wanjiku\n- Imani Wanjiku\nOr a nickname from Wanjiku like 'Jiku' for everyday use. That way his grandmother is honoured and you get a name you love.",
        },
      ],
      [
        {
          role: 'user',
          content:
            'Good news!! We got a small shop space in Westlands 🎉 opening on 1st of May. Please help me plan the opening day, small budget',
        },
        {
          role: 'assistant',
          content:
            "Congratulations! Budget-friendly opening plan:\n- Announce on Instagram a week before with a countdown\n- Free mini soap for the first 30 customers\n- A 'smell bar' where people test scents\n- 10% off opening-day orders\n- Ask happy customers to post and tag you\n- Simple decorations: plants, fabric, good lighting",
        },
      ],
      [
        {
          role: 'user',
          content:
            "Brian's sister Njeri will run the Instagram while I'm on maternity leave. Can you write her a short simple guide, what to post and how often?",
        },
        {
          role: 'assistant',
          content:
            'Simple guide for Njeri:\n1. Post 3 times a week: Monday product photo, Wednesday behind-the-scenes, Saturday customer review or offer\n2. Stories most days: shop, packing orders, new stock\n3. Reply to DMs within a day; use saved replies for prices and delivery\n4. Always tag the location and use the same 5–8 hashtags\n5. Keep the same tone: warm, simple, a little Swahili',
        },
      ],
    ],
    questions: [
      { question: "When is the user's baby due?", expect: ['August'] },
      { question: "What is the name of the user's business?", expect: ['Sabuni'] },
      { question: 'Who is Njeri to the user?', expect: ['in-law', 'in law', 'Brian', 'husband'] },
      { question: "Where is the user's shop?", expect: ['Westlands'] },
      { question: 'What does the user make and sell?', expect: ['soap'] },
      {
        question: "When does the user's shop open?",
        expect: ['May 1', '1 May', '1st of May', '1st May', '2024-05-01', '05-01'],
      },
    ],
    unknown: ["Is the user's baby a boy or a girl?", "What does the user's husband do for work?"],
  },

  // 10. 72-year-old retired accountant in Scotland, heart condition, moving to Inverness
  {
    name: 'george',
    threads: [
      [
        {
          role: 'user',
          content:
            'Good morning. My daughter says I should ask you things. I am 72 and have just got my first smartphone. How do I make the letters bigger? It is a Samsung.',
        },
        {
          role: 'assistant',
          content:
            'Good morning! On a Samsung: open Settings (the gear icon), tap Display, then Font size and style. Drag the Font size slider to the right. You can also turn on Screen zoom on the same page to make everything bigger, including icons.',
        },
      ],
      [
        {
          role: 'user',
          content:
            "The GP tells me I have atrial fibrillation. They've put me on a blood thinner, apixaban. Is it safe to have a dram of whisky in the evening?",
        },
        {
          role: 'assistant',
          content:
            'An occasional small drink is often considered acceptable with apixaban, but alcohol can increase bleeding risk and can also trigger episodes of atrial fibrillation in some people. The best thing is to ask your GP or pharmacist, as they know your full history. Staying within the low-risk guidelines and having alcohol-free days is a sensible starting point.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'I walk my greyhound Bramble twice a day but she pulls on the lead something terrible when she sees a squirrel. Any tips for an old man with a sore shoulder?',
        },
        {
          role: 'assistant',
          content:
            'Greyhounds and squirrels — a classic! Try a front-clip harness or a martingale collar, which greyhounds are often walked in; they reduce pulling without hurting her. Carry tasty treats and reward her for looking at you when she spots a squirrel. A hands-free waist lead can also take the strain off your shoulder.',
        },
      ],
      [
        {
          role: 'user',
          content:
            "I spent forty years as an accountant and now half the street wants help with their tax returns, ha. When's the self assessment deadline these days?",
        },
        {
          role: 'assistant',
          content:
            "Ha, word gets around! For Self Assessment, online returns are due by 31 January following the end of the tax year, and paper returns by 31 October. Any tax owed is also due on 31 January. You'll be very popular in January!",
        },
      ],
      [
        {
          role: 'user',
          content:
            "My daughter Fiona keeps on at me to sell the house in Edinburgh and move nearer to her. I'm not sure.",
        },
        { role: 'assistant', content: "It's a big decision. Where does Fiona live, and how far is it from you now?" },
        { role: 'user', content: 'Inverness. About three and a half hours up the A9.' },
        {
          role: 'assistant',
          content:
            "That's a fair distance for regular visits. Things to weigh: being close to family for help and company, versus leaving friends, your GP and routines you know. A smaller, easier-to-run home could also be a plus. Perhaps spend a week or two up there first to see how it feels.",
        },
      ],
      [
        {
          role: 'user',
          content:
            "Well, I've done it. Sold the Edinburgh house and bought a wee bungalow in Inverness, ten minutes from Fiona. Moving on the 26th. Bramble is coming too, of course. What should I sort out first?",
        },
        {
          role: 'assistant',
          content:
            "Congratulations! First things: book the removal firm and confirm the date, register with a GP in Inverness and transfer your prescriptions, redirect your post, set up council tax and utilities for the new address, update your bank and pension providers, and update Bramble's microchip details. Pack a 'first night' box with kettle, tea, medicines and her food.",
        },
      ],
    ],
    questions: [
      { question: 'Which town is the user moving to?', expect: ['Inverness'] },
      {
        question: 'Does the user have any health conditions?',
        expect: ['atrial', 'fibrillation', 'afib', 'heart', 'arrhythmia'],
      },
      { question: 'What pets does the user have?', expect: ['greyhound', 'dog', 'Bramble'] },
      { question: "What is the name of the user's daughter?", expect: ['Fiona'] },
      { question: "What was the user's profession?", expect: ['accountant', 'accounting', 'accountancy'] },
      { question: 'What medication does the user take?', expect: ['apixaban', 'blood thinner', 'anticoagulant'] },
    ],
    unknown: ['Does the user have any grandchildren?', "What does the user's daughter do for a living?"],
  },

  // 11. Argentine architect in Buenos Aires, family matters, project changed; non-native English
  {
    name: 'lucia',
    threads: [
      [
        {
          role: 'user',
          content:
            'Hola! I need help to write a proposal in english for a client in Miami. I am architect, my studio in Buenos Aires is small, only 4 people. The project is a beach house, two floors, very much glass.',
        },
        {
          role: 'assistant',
          content:
            "¡Hola! Here's a structure for the proposal:\n1. Introduction: your studio, its approach and a few past projects\n2. Understanding of the brief: a two-storey beach house with extensive glazing\n3. Design approach: light, views, hurricane-rated glass, passive cooling\n4. Scope of services and phases\n5. Timeline\n6. Fees and payment schedule\n7. Next steps\n\nSend me your notes for each part and I'll write it in polished English.",
        },
      ],
      [
        {
          role: 'user',
          content:
            "My daughter Valentina is studying medicine in Barcelona, 2nd year. I worry she don't eat good. Can you give simple cheap recipes I can send her?",
        },
        {
          role: 'assistant',
          content:
            'Of course! Student-friendly recipes:\n- Lentil stew with chorizo or vegetables (cook once, eat three days)\n- Tortilla de patatas\n- Pasta with tuna, tomato and olives\n- Rice bowls with eggs and sautéed vegetables\n- Overnight oats for busy mornings before class\nAll cheap, quick, and easy to find ingredients for in Spanish supermarkets.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'Joaquín asks again for a motorbike for his 18 birthday in July. I say no, my husband say yes. How we discuss this without fighting at dinner? 😤',
        },
        {
          role: 'assistant',
          content:
            "A classic parent disagreement! Try this: talk with your husband privately first and agree on conditions you could both accept (a safety course, proper gear, insurance, him paying part). Then present a united position to Joaquín. Ask him to make a written plan — cost, safety, how he'll use it. It turns a fight into a negotiation, and shows you whether he's really ready.",
        },
      ],
      [
        {
          role: 'user',
          content:
            'My mother has Alzheimer and she lives with us since January. She gets agitated in the afternoons. Any activities that can help?',
        },
        {
          role: 'assistant',
          content:
            'Afternoon agitation (sometimes called sundowning) is very common. Things that often help:\n- A predictable routine and good light in the late afternoon\n- Music from her youth — tango or boleros, for example\n- Simple hands-on tasks: folding towels, sorting buttons, watering plants\n- A short walk or time in the garden\n- Looking at old photos together\n- Less caffeine after lunch, and a quiet environment',
        },
      ],
      [
        {
          role: 'user',
          content:
            'Bad news, the Miami client cancelled 😞 but good news: we won a new project, renovation of a public library in Rosario! Can you help me make a timeline for the first 6 months?',
        },
        {
          role: 'assistant',
          content:
            'Congratulations on the library! First 6 months:\n- Month 1: survey of the existing building, meetings with the library staff and the municipality\n- Month 2: programme and preliminary design\n- Months 3–4: design development and heritage/structural reviews\n- Month 5: technical documentation and permits\n- Month 6: tender documents and cost estimate\nBuild in buffer time for public-sector approvals.',
        },
      ],
      [
        { role: 'user', content: 'Can you recommend exercises for back pain? I sit too much at the desk.' },
        {
          role: 'assistant',
          content: 'Sure. Do you currently do any sport or exercise? That way I can suggest things that fit with it.',
        },
        { role: 'user', content: 'I swim two times per week, nothing more' },
        {
          role: 'assistant',
          content:
            "Swimming is great for the back! Add these: cat-cow and child's pose in the morning, glute bridges and bird-dogs 3 times a week, and a standing break every 45 minutes at the desk. Check your chair height and put the screen at eye level.",
        },
      ],
    ],
    questions: [
      { question: 'What project is the user currently working on?', expect: ['library', 'Rosario'] },
      {
        question: 'Who is Joaquín to the user?',
        expect: ['her son', "user's son", 'their son', 'a son', 'the son', 'teenage son', 'son of', 'child'],
      },
      { question: "Where does the user's daughter live?", expect: ['Barcelona', 'Spain'] },
      { question: "What health condition does the user's mother have?", expect: ['Alzheimer', 'dementia'] },
      { question: 'What does the user do for work?', expect: ['architect'] },
      { question: 'What exercise does the user do?', expect: ['swim'] },
    ],
    unknown: ["What is the name of the user's husband?", 'How old is the user?'],
  },

  // 12. Young Australian cook in Melbourne, promoted to sous chef, ADHD, possible move
  {
    name: 'sam',
    threads: [
      [
        {
          role: 'user',
          content:
            'mate can u help me w a cover letter, applying for sous chef at a place in fitzroy. been a line cook at a pub in brunswick for 3 yrs, mostly grill section',
        },
        {
          role: 'assistant',
          content:
            "Sure! Draft:\n\nDear Head Chef,\n\nI'm applying for the Sous Chef position. For the past three years I've worked the line at a busy Brunswick pub, mostly running the grill section through high-volume services. I'm fast, organised under pressure, and I've been training new starters on the section. I'm ready to step up, support the kitchen's leadership and help keep standards consistent every service.\n\nI'd love to come in for a trial shift.\n\nCheers,\n[Your name]",
        },
      ],
      [
        {
          role: 'user',
          content:
            'got diagnosed with adhd last month (finally lol) any tips for remembering stuff mid service when tickets r flying',
        },
        {
          role: 'assistant',
          content:
            "Nice one getting the diagnosis! Kitchen-friendly tips:\n- Keep a small whiteboard or tape-and-marker list at your station\n- Do prep lists the night before, in the order you'll do them\n- Set your station the same way every shift so your hands know where things are\n- Read tickets out loud when they come in\n- Use timers for everything, not your head",
        },
      ],
      [
        {
          role: 'user',
          content:
            'GOT THE JOB 🔪🔥 starting as sous chef monday. nervous af, half the brigade is older than me. how do i lead ppl older than me without being a dick',
        },
        {
          role: 'assistant',
          content:
            "Massive congrats!! 🎉 Tips:\n- Spend the first weeks watching and asking questions before changing anything\n- Ask the experienced cooks for their opinion — respect goes both ways\n- Be clear and calm during service; save feedback for after\n- Jump on a section when it's in the weeds — people follow someone who works hard\n- Be consistent: same standards for everyone",
        },
      ],
      [
        { role: 'user', content: 'need help w a bike for commuting, nothing fancy' },
        { role: 'assistant', content: 'Sure! How far is your commute, and is it hilly?' },
        { role: 'user', content: 'bout 6km from coburg to fitzroy, pretty flat' },
        {
          role: 'assistant',
          content:
            "Easy ride! A second-hand hybrid or single-speed would be perfect — cheap, low maintenance. Add mudguards, good lights (you'll be riding home late after service) and a solid D-lock.",
        },
      ],
      [
        {
          role: 'user',
          content:
            "my partner jordan's bday is on the 19th and i wanna do a 5 course dinner at home for them. they're vegetarian and they hate coriander with a passion 😂 ideas?",
        },
        {
          role: 'assistant',
          content:
            'Love this. Coriander-free veggie menu:\n1. Burrata with charred peaches and basil\n2. Miso mushroom broth with handmade dumplings\n3. Beetroot tartare with horseradish cream\n4. Hand-rolled gnocchi, brown butter, sage and pumpkin\n5. Dark chocolate tart with salted caramel\nPrep everything but the gnocchi the day before so you can actually sit with them.',
        },
      ],
      [
        {
          role: 'user',
          content:
            "jordan got offered a job in brisbane 😬 we're talking about moving up there in september. is it dumb to leave a job i just started",
        },
        {
          role: 'assistant',
          content:
            "Not dumb — it's a real trade-off. Even five months as sous chef is a solid line on your CV, and Brisbane's dining scene is growing. Be upfront with your head chef closer to the time, leave on good terms, and start looking at Brisbane kitchens a couple of months before you go.",
        },
      ],
    ],
    questions: [
      { question: "What is the user's current job?", expect: ['sous'] },
      { question: 'What condition was the user recently diagnosed with?', expect: ['ADHD', 'attention'] },
      { question: "When is Jordan's birthday?", expect: ['19'] },
      { question: 'Who is Jordan to the user?', expect: ['partner', 'significant other', 'boyfriend', 'girlfriend'] },
      { question: 'Which city might the user move to?', expect: ['Brisbane'] },
      {
        question: "What foods should be avoided when cooking for the user's partner?",
        expect: ['coriander', 'cilantro', 'meat'],
      },
    ],
    unknown: ['What is the name of the restaurant where the user works now?', 'How old is the user?'],
  },
]
