import type { ThreadPersona } from './personas'

/**
 * A twelfth set, "lives that change while they talk", of twelve people: a shipyard welder in Gdańsk taking a job in
 * Stavanger, a developer in Bengaluru whose wedding moves, a pharmacy owner in Lagos moving her shop, a retired train
 * conductor in Osaka whose dog dies, a student and barista in Buenos Aires after a break-up, a bus driver in
 * Manchester newly diabetic, a guesthouse owner in Marrakech, a game developer in Aarhus laid off, an accountant at a
 * Kenyan tea cooperative promoted, a trucker in Ohio leaving the road, a pastry chef in Hanoi opening a bakery, and a
 * retired librarian in Glasgow moving home. Each moves, changes job, corrects a detail or has a date moved. Written by
 * a helper who had not read the rules. Measured before any change made for it: 54/72, never said 11/24, on commit
 * 4d84269.
 */
export const changePersonas: ThreadPersona[] = [
  {
    name: 'tomaszGdansk',
    threads: [
      [
        {
          role: 'user',
          content: `hello, i need help to write CV in english. i am welder, 44 years old, working 19 years in shipyard Remontowa in Gdańsk. i apply for job in Norway, Stavanger, offshore construction company. my english not so good sorry`,
        },
        {
          role: 'assistant',
          content: `No problem, your English is clear. Which welding certificates do you hold, and have you led a team? Those are the first things Norwegian employers look for.`,
        },
        { role: 'user', content: `i have TIG and MIG, also EN ISO 9606-1. last 3 years i am foreman, team of 12 guys` },
        {
          role: 'assistant',
          content: `Great. Suggested summary: "Certified welder (TIG/MIG, EN ISO 9606-1) with 19 years of shipyard experience, including 3 years as foreman leading a team of 12." I'd put certifications right under your name.`,
        },
      ],
      [
        {
          role: 'user',
          content: `good news!! they call me, i get the job in Stavanger 🎉 start 15 may. now i need make budget. my wife Magda and our daughter Zuzia (she is 9) stay in Gdansk first half year, after we see`,
        },
        {
          role: 'assistant',
          content: `Congratulations! For the budget: what is the monthly salary, and do you know roughly what accommodation costs there?`,
        },
        { role: 'user', content: `salary 52 000 NOK per month before tax. room in shared house maybe 9000 NOK` },
        {
          role: 'assistant',
          content: `Okay. After Norwegian tax (roughly 30–35%) you'd have around 35 000 NOK. Minus 9 000 rent, about 4 000 for food and 1 500 for transport and phone, that leaves roughly 20 000 NOK a month to send home or save. I'd suggest a separate account for money going to Poland.`,
        },
      ],
      [
        {
          role: 'user',
          content: `small change. company write me today, start is not 15 may, it is 3 june, because of permit papers. so i stay in shipyard until end of may. can you help me message to my boss Krzysztof that i leave? in polish is ok but i want english also for practise`,
        },
        {
          role: 'assistant',
          content: `Sure. English version: "Dear Krzysztof, I would like to inform you that I have accepted a position in Norway. My last working day will be 31 May. Thank you for 19 good years — I will make sure my team is ready before I go." Want me to make it more formal?`,
        },
        { role: 'user', content: `no is good, thank you` },
      ],
    ],
    questions: [
      { question: "What is the user's trade?", expect: ['welder', 'welding'] },
      {
        question: 'On what date does the user start working in Norway?',
        expect: ['3 june', 'june 3', '3rd june', 'june 3rd', '3rd of june', '2024-06-03'],
      },
      {
        question: 'What start date had the user been given first for the Norwegian job?',
        expect: ['15 may', 'may 15', '15th may', 'may 15th', '2024-05-15'],
      },
      { question: 'In which Norwegian city will the user be working?', expect: ['stavanger'] },
      { question: "What is the name of the user's spouse?", expect: ['magda'] },
      {
        question: "What is the gross monthly pay of the user's new position?",
        expect: ['52 000', '52,000', '52000', '52 000', '52k'],
      },
    ],
    unknown: ["What is the name of the user's new manager in Norway?", "How old is the user's wife?"],
  },
  {
    name: 'priyaBengaluru',
    threads: [
      [
        {
          role: 'user',
          content: `can u help me fix this python script, its throwing KeyError: 'Name' when reading the csv\n\nimport csv\nwith open('guests.csv') as f:\n    for row in csv.DictReader(f):\n        print(row['Name'])`,
        },
        {
          role: 'assistant',
          content: `The header probably has a BOM or stray space. Open it with encoding='utf-8-sig' and strip the keys: row = {k.strip(): v for k, v in row.items()}.`,
        },
        {
          role: 'user',
          content: `omg utf-8-sig fixed it thx 🙏 its for my wedding guest list lol. arjun and i got engaged last month and his mom already sent 400 names`,
        },
        {
          role: 'assistant',
          content: `Congratulations! 400 is a lot — maybe add a "side" and "confirmed" column so you can filter. When and where is the wedding?`,
        },
        { role: 'user', content: `14 december, in jaipur. his family is from there` },
      ],
      [
        {
          role: 'user',
          content: `ok wedding update 🙄 the pandit says december has no good muhurat so its moved to 9 feb 2025. still jaipur. can u redo the vendor timeline for me`,
        },
        {
          role: 'assistant',
          content: `Sure, working back from 9 February 2025: venue and caterer by June, decorator and photographer by August, outfits ordered by October, invites out in early December, final headcount mid-January. I'd also suggest a wedding planner in Jaipur since you're organising remotely.`,
        },
        { role: 'user', content: `no planner, too expensive. rest is fine` },
      ],
      [
        {
          role: 'user',
          content: `also resigned today!!! leaving infosys after 6 yrs 😅 joining a fintech startup called Rupeeloop as backend lead. notice period is 60 days ugh`,
        },
        {
          role: 'assistant',
          content: `Big day! Congratulations. Want help with a handover document for your team at Infosys, or prep for the new role?`,
        },
        {
          role: 'user',
          content: `handover doc pls, im on the payments reconciliation module, 3 microservices in java`,
        },
        {
          role: 'assistant',
          content: `Here's a structure: 1) service overview and owners, 2) deployment and config, 3) known issues and runbooks, 4) open tickets, 5) contacts. Fill one section per microservice.`,
        },
      ],
    ],
    questions: [
      { question: 'Who is the user engaged to?', expect: ['arjun'] },
      {
        question: "When is the user's wedding going to be held now?",
        expect: ['9 feb', 'feb 9', 'february 9', '9th feb', 'feb 9th', '2025-02-09', '09/02/2025'],
      },
      {
        question: 'What wedding date was planned before it was rescheduled?',
        expect: ['14 dec', 'dec 14', 'december 14', '14th dec', 'dec 14th'],
      },
      { question: 'In which city will the wedding take place?', expect: ['jaipur'] },
      { question: 'Which employer is the user leaving?', expect: ['infosys'] },
      { question: 'What position will the user hold at the startup?', expect: ['backend lead', 'backend'] },
    ],
    unknown: ["What is the name of Arjun's mother?", "Who will be the user's manager at Rupeeloop?"],
  },
  {
    name: 'amaraLagos',
    threads: [
      [
        {
          role: 'user',
          content: `Good morning. Please help me write a letter to my landlord, Mr Adeyemi. He wants to increase the rent of my pharmacy shop in Yaba from 1.8 million naira to 3 million per year. That is too much, I want to negotiate.`,
        },
        {
          role: 'assistant',
          content: `Good morning. How long have you been a tenant, and is there an amount you could accept?`,
        },
        { role: 'user', content: `7 years, always paid on time. I can manage 2.2m maximum` },
        {
          role: 'assistant',
          content: `Draft: "Dear Mr Adeyemi, I have been your tenant for seven years and have always paid promptly. A rise to ₦3m would make the pharmacy unviable. I respectfully propose ₦2.2m per annum from renewal..." Shall I finish it in that tone?`,
        },
        { role: 'user', content: `Yes pls` },
      ],
      [
        {
          role: 'user',
          content: `He refused o 😤. So I have decided to move the pharmacy to Surulere, my sister Chiamaka found a shop near Adeniran Ogunsanya street`,
        },
        { role: 'user', content: `sorry its Chioma not Chiamaka, autocorrect wahala 😂` },
        {
          role: 'assistant',
          content: `No wahala! Moving checklist: 1) notify the Pharmacy Council (PCN) of the new premises and get it inspected, 2) update your CAC records, 3) inform suppliers and regular customers, 4) plan the stock transfer over a weekend.`,
        },
        { role: 'user', content: `PCN inspection I know. ok thanks` },
      ],
      [
        {
          role: 'user',
          content: `Another thing. My doctor said my BP is high, 150/95. He said reduce salt. Can you give me Nigerian meals with low salt? I love jollof and egusi`,
        },
        {
          role: 'assistant',
          content: `Yes: make jollof with fresh tomatoes, pepper, thyme and curry instead of stock cubes; egusi with less crayfish and no added seasoning cubes; more boiled plantain, beans, and fresh fish. I'd also suggest buying a home blood pressure monitor.`,
        },
        {
          role: 'user',
          content: `My husband Tunde is the one cooking most weekends, I will show him. No maggi again 😩`,
        },
      ],
    ],
    questions: [
      {
        question: 'What kind of business does the user own?',
        expect: ['pharmacy', 'pharmacist', 'chemist', 'drug store'],
      },
      { question: 'To which area is the user relocating her shop?', expect: ['surulere'] },
      { question: "Where was the user's shop located before?", expect: ['yaba'] },
      { question: "What is the user's sister called?", expect: ['chioma'] },
      {
        question: "What health problem did the user's doctor point out?",
        expect: ['blood pressure', 'hypertension', '150/95', 'high bp'],
      },
      { question: "Who usually prepares food in the user's household at weekends?", expect: ['tunde'] },
    ],
    unknown: [
      "What is the name of the landlord of the user's new shop in Surulere?",
      'How many children does the user have?',
    ],
  },
  {
    name: 'kenjiOsaka',
    threads: [
      [
        {
          role: 'user',
          content: `Hello. I am retired man in Osaka, 67 years. Before I was conductor on JR West trains for 38 years. Now I study English. Please check my sentence: "Yesterday I walked with my dog Hachi at Osaka castle park, the sakura is beginning."`,
        },
        {
          role: 'assistant',
          content: `Very good! A small correction: "Yesterday I walked my dog Hachi in Osaka Castle Park. The cherry blossoms were starting to bloom."`,
        },
        { role: 'user', content: `Thank you. Hachi is shiba, 14 years old. He walk slow now.` },
        {
          role: 'assistant',
          content: `"He walks slowly now." Fourteen is a good age for a Shiba. Short walks are kind to older dogs.`,
        },
      ],
      [
        {
          role: 'user',
          content: `Sad news. Hachi passed away on Sunday. I want to write small letter for him in English, for my grandson Riku. He live in Sydney and does not read Japanese well.`,
        },
        {
          role: 'assistant',
          content: `I'm very sorry. Here is a start: "Dear Riku, I have sad news. Our Hachi died peacefully on Sunday. He was a good dog for fourteen years. When you visit, we will walk his favourite path together." Would you like to add a memory of Riku with Hachi?`,
        },
        { role: 'user', content: `Yes, add that Riku throw the ball in the river and Hachi jump. Summer 2019.` },
      ],
      [
        {
          role: 'user',
          content: `My daughter Sachiko says I should not be alone. Today we went to animal shelter and I bring home a cat! She is grey, 2 years old. I name her Kumo, it mean cloud.`,
        },
        {
          role: 'assistant',
          content: `What a lovely name. Do you need advice on caring for her? I'd suggest a litter box in a quiet corner and letting her explore one room first.`,
        },
        { role: 'user', content: `Yes please what cat eat? I never had cat before, only dogs.` },
        {
          role: 'assistant',
          content: `Cats need meat-based food: a good quality cat food (wet and dry), fresh water always. No onion, chocolate, or milk. Ask the shelter which brand she is used to.`,
        },
      ],
    ],
    questions: [
      { question: "What was the user's occupation before he retired?", expect: ['conductor'] },
      {
        question: 'What pet does the user have at present?',
        expect: ['kumo', 'grey cat', 'gray cat', 'cat named', 'cat called'],
      },
      { question: "What was the name of the user's dog?", expect: ['hachi'] },
      { question: "In which city does the user's grandson live?", expect: ['sydney'] },
      { question: 'Who is Sachiko?', expect: ['daughter'] },
      {
        question: "On what date did the user's dog die?",
        expect: ['31 march', 'march 31', '31st march', 'march 31st', '2024-03-31'],
      },
    ],
    unknown: ["What is the name of the user's wife?", "How old is the user's grandson?"],
  },
  {
    name: 'luciaBuenosAires',
    threads: [
      [
        {
          role: 'user',
          content: `holaa! necesito help with a budget 🙏 im 23, studying architecture at UBA (FADU) and working as barista in a cafe in San Telmo, i make like 280 mil pesos per month. i live with my parents in Quilmes but i want to move in with my boyfriend Mateo in Palermo`,
        },
        { role: 'assistant', content: `Happy to help! What would the rent be, and would you split it?` },
        { role: 'user', content: `450 mil for both, 50/50` },
        {
          role: 'assistant',
          content: `So 225 mil rent from your 280 mil leaves only 55 mil for food, transport, expensas and materials for uni. That's very tight — I'd look for a cheaper place or more hours before committing.`,
        },
      ],
      [
        {
          role: 'user',
          content: `ok so... mateo and i broke up last night 💔 so no palermo flat. my friend Caro has a free room in her apartment in Almagro, 200 mil. can we redo the budget`,
        },
        {
          role: 'assistant',
          content: `I'm sorry, that's rough. With 200 mil rent you have 80 mil left. Rough split: 45 mil food, 15 mil SUBE/transport, 20 mil uni materials. Still tight but workable. When would you move?`,
        },
        { role: 'user', content: `15 april` },
      ],
      [
        {
          role: 'user',
          content: `can u help me write an email to my professor arq. Benítez? i need an extension for the final model in Taller 3, with the move everything is chaos 😵`,
        },
        {
          role: 'assistant',
          content: `Sure: "Estimado Arq. Benítez, le escribo para solicitar una breve prórroga para la entrega de la maqueta final de Taller 3, debido a una mudanza imprevista..." Want it in English too?`,
        },
        {
          role: 'user',
          content: `no spanish is perfect. also i changed my shifts, now i work only saturdays and sundays at the cafe because of studio class`,
        },
        {
          role: 'assistant',
          content: `Noted — with fewer shifts your income may drop, so let me know your new pay and I'll adjust the budget.`,
        },
      ],
    ],
    questions: [
      { question: "What is the user's field of study?", expect: ['architecture', 'arquitectura'] },
      { question: 'In which neighbourhood is the user going to live?', expect: ['almagro'] },
      { question: "Who was the user's ex-partner?", expect: ['mateo'] },
      {
        question: 'On what date is the user moving into the new place?',
        expect: ['15 april', 'april 15', '15th april', 'april 15th', '15 de abril', '2024-04-15'],
      },
      { question: 'Which days does the user work at her café job now?', expect: ['weekend', 'saturday'] },
      { question: "Where have the user's parents been living?", expect: ['quilmes'] },
    ],
    unknown: ['What does Mateo do for a living?', "What is the name of the user's mother?"],
  },
  {
    name: 'oliverManchester',
    threads: [
      [
        {
          role: 'user',
          content: `need a workout plan i can do at home. i drive buses all day (stagecoach, manchester) so im knackered after shifts. 38, about 112kg`,
        },
        { role: 'assistant', content: `Got it. Do you have any equipment or access to a gym?` },
        { role: 'user', content: `nope no gym. got a bike tho` },
        {
          role: 'assistant',
          content: `Plan: 3 days a week, 20 min bodyweight circuit (squats to a chair, wall press-ups, step-ups, plank), plus 2 easy bike rides of 30 min. Start gentle and build up.`,
        },
      ],
      [
        {
          role: 'user',
          content: `right so GP rang, bloods came back, im type 2 diabetic. hba1c 58. gutted tbh. need to change how i eat, i basically live on greggs and energy drinks`,
        },
        {
          role: 'assistant',
          content: `Sorry to hear that, but it's very manageable with changes. Swap energy drinks for water or sugar-free drinks, pack lunches (wholemeal wraps, eggs, salad, chicken), and cut down on pastries and white bread. Will anyone at home do it with you?`,
        },
        {
          role: 'user',
          content: `the wife Gemma is gonna do it with me. kids are fussy tho, Alfie is 7 and Poppy's 4`,
        },
        {
          role: 'assistant',
          content: `Family-friendly ideas: homemade chicken fajitas, turkey meatballs with wholewheat pasta, fish fingers baked with sweet potato wedges. The kids won't notice much difference.`,
        },
      ],
      [
        {
          role: 'user',
          content: `update: depot's putting me on earlies from next monday, 5am to 1pm. so i can do the bike in the afternoons. and i'm 9 days off the fags 💪`,
        },
        {
          role: 'assistant',
          content: `Nine days smoke-free is brilliant! With earlies, a ride around 3pm works well. Keep a snack in your cab for the early start — maybe nuts or a boiled egg rather than a sausage roll.`,
        },
      ],
    ],
    questions: [
      {
        question: "What is the user's job?",
        expect: ['bus driver', 'drives buses', 'driving buses', 'drive buses', 'stagecoach'],
      },
      { question: 'What condition was the user diagnosed with?', expect: ['diabet'] },
      { question: "What are the user's kids called?", expect: ['alfie', 'poppy'] },
      { question: "What is the name of the user's wife?", expect: ['gemma'] },
      {
        question: 'What working hours will the user have starting next week?',
        expect: ['5am', '5 am', '5:00', '05:00', 'early shift', 'earlies'],
      },
      { question: 'What habit has the user recently quit?', expect: ['smok', 'cigarette', 'fags', 'tobacco'] },
    ],
    unknown: ["What is the name of the user's doctor?", 'What does Gemma do for work?'],
  },
  {
    name: 'fatimaMarrakech',
    threads: [
      [
        {
          role: 'user',
          content: `Bonjour, I need help for my website text in English please. I have a riad guesthouse in the medina of Marrakech, Riad Yasmine, 8 rooms, rooftop terrace and hammam.`,
        },
        {
          role: 'assistant',
          content: `Bonjour! Draft: "Riad Yasmine is a traditional guesthouse in the heart of Marrakech's medina, with 8 rooms around a peaceful courtyard, a rooftop terrace and a private hammam." Shall I add breakfast?`,
        },
        {
          role: 'user',
          content: `Sorry I must correct, it is 6 rooms now, 2 rooms we close for renovation until September. Yes breakfast is included.`,
        },
        {
          role: 'assistant',
          content: `Updated: "...with 6 rooms around a peaceful courtyard... breakfast included." I'd mention the renovation only on the booking page.`,
        },
      ],
      [
        {
          role: 'user',
          content: `Other thing. I travel to Montréal to visit my son Youssef, he study engineering at Polytechnique. Flight 14 May from Casablanca. What I need bring for the weather?`,
        },
        {
          role: 'assistant',
          content: `Mid-May in Montréal is around 10–20°C and can be rainy: bring a light jacket, a warm sweater, a scarf and an umbrella. Who will look after the riad?`,
        },
        { role: 'user', content: `My husband Rachid stay to manage the riad, with our cook.` },
      ],
      [
        {
          role: 'user',
          content: `Change of plan, Air Canada change the flight, now it is 21 May. And I stay 3 weeks, not 2.`,
        },
        {
          role: 'assistant',
          content: `Noted — leaving 21 May for three weeks means returning around 11 June. Check whether your travel insurance needs updating.`,
        },
        {
          role: 'user',
          content: `Ok. Also can you give me recipe for msemen without gluten? Youssef is celiac, the doctor find last year. I want cook for him there.`,
        },
        {
          role: 'assistant',
          content: `Try a mix of rice flour, tapioca starch and a little psyllium husk for stretch, plus fine gluten-free semolina substitute (corn). It won't fold as thin as classic msemen, so make them slightly thicker.`,
        },
      ],
    ],
    questions: [
      { question: "What is the name of the user's guesthouse?", expect: ['yasmine'] },
      {
        question: 'How many rooms does the guesthouse currently have open?',
        expect: [
          '6 room',
          'six room',
          '6 guest',
          'six guest',
          '6 bedroom',
          'six bedroom',
          '6 are open',
          'six are open',
        ],
      },
      {
        question: 'On what date is the user flying to Canada?',
        expect: ['21 may', 'may 21', '21st may', 'may 21st', '2024-05-21'],
      },
      {
        question: "What was the original date of the user's flight?",
        expect: ['14 may', 'may 14', '14th may', 'may 14th', '2024-05-14'],
      },
      { question: 'Who will run the business while the user is abroad?', expect: ['rachid'] },
      { question: "What dietary restriction does the user's son have?", expect: ['celiac', 'coeliac', 'gluten'] },
    ],
    unknown: ["How old is the user's son?", "What is the name of the cook at the user's guesthouse?"],
  },
  {
    name: 'mikkelAarhus',
    threads: [
      [
        {
          role: 'user',
          content: `hey, unity question. StopCoroutine isn't stopping my coroutine:\n\nStartCoroutine(Spawn());\n...\nStopCoroutine(Spawn());`,
        },
        {
          role: 'assistant',
          content: `Calling Spawn() again creates a new enumerator, so you're stopping a different instance. Store it: Coroutine c = StartCoroutine(Spawn()); ... StopCoroutine(c);`,
        },
        { role: 'user', content: `ahh ofc. thx. we ship the demo friday for the publisher so this saved me` },
      ],
      [
        {
          role: 'user',
          content: `well. scratch that. the studio just let go of 14 people incl me. publisher pulled out. great timing since freja is pregnant, due in august 🙃`,
        },
        {
          role: 'assistant',
          content: `I'm really sorry, that's awful timing. Are you a member of an a-kasse? That will matter a lot for dagpenge.`,
        },
        { role: 'user', content: `yeah im in one, so dagpenge for now. not panicking yet` },
        {
          role: 'assistant',
          content: `Good. Register at jobnet.dk as soon as possible — ideally on your first day without work — so the payments start on time.`,
        },
      ],
      [
        {
          role: 'user',
          content: `ok decided: going freelance. unity contract work + maybe a small game of my own on the side. can u help with a linkedin post? 5 yrs at Tinderbox Games doing mobile puzzle games`,
        },
        {
          role: 'assistant',
          content: `Draft: "After 5 great years at Tinderbox Games building mobile puzzle games, I'm now available as a freelance Unity developer — gameplay systems, tools, performance. DM me!" Want it less salesy?`,
        },
        {
          role: 'user',
          content: `its fine. also we're moving out of aarhus to Silkeborg in june, freja's parents live there, cheaper + help with the baby`,
        },
        {
          role: 'assistant',
          content: `Makes sense. As a freelancer you can work from anywhere — just update your address with SKAT and your a-kasse when you move.`,
        },
      ],
    ],
    questions: [
      {
        question: "What happened to the user's job at the studio?",
        expect: ['laid off', 'let go', 'lost', 'redundan', 'fired', 'dismiss', 'terminated'],
      },
      { question: 'How does the user plan to earn a living from now on?', expect: ['freelanc', 'contract'] },
      { question: "When is the user's child due?", expect: ['august'] },
      { question: 'To which town is the user moving?', expect: ['silkeborg'] },
      { question: 'What company did the user work for?', expect: ['tinderbox'] },
      { question: "Who is the user's partner?", expect: ['freja'] },
    ],
    unknown: [
      "What are the names of Freja's parents?",
      'What is the name of the game the user is developing on his own?',
    ],
  },
  {
    name: 'graceKericho',
    threads: [
      [
        {
          role: 'user',
          content: `Hi, please help my son with maths. He is in Form 3, they are doing quadratic equations. x² - 5x + 6 = 0, he doesn't understand factorising`,
        },
        {
          role: 'assistant',
          content: `Find two numbers that multiply to 6 and add to -5: -2 and -3. So (x - 2)(x - 3) = 0, which gives x = 2 or x = 3. Ask him to check by putting 2 back into the equation.`,
        },
        {
          role: 'user',
          content: `Sorry I said Form 3, Brian is Form 2. Form 3 is his cousin Kevin, he stays with us this year. Both of them are on the same homework 😅`,
        },
        {
          role: 'assistant',
          content: `No problem! Then for Brian this may be his first look at quadratics — start with expanding brackets like (x+2)(x+3) before factorising.`,
        },
      ],
      [
        {
          role: 'user',
          content: `I need to prepare a presentation for the board of our tea factory cooperative. I'm the accountant. Q1 results, green leaf payments to farmers went up 12%`,
        },
        {
          role: 'assistant',
          content: `Structure: 1) headline numbers, 2) green leaf intake and payments (+12%), 3) costs and margin, 4) cash position, 5) risks (weather, auction prices). Keep it to 8 slides.`,
        },
        {
          role: 'user',
          content: `Done and it went well!! The board chair told me after the meeting, I'm being promoted to Finance Manager from 1 May 🙌`,
        },
        { role: 'assistant', content: `Congratulations! Well deserved.` },
      ],
      [
        {
          role: 'user',
          content: `We got a puppy for Brian!! German shepherd mix, he named him Simba. What vaccinations does he need here in Kenya?`,
        },
        {
          role: 'assistant',
          content: `Typically distemper/parvo combination at 6–8 weeks with boosters every 3–4 weeks until 16 weeks, and rabies from about 3 months (required by law in Kenya). Deworm every 2–3 weeks at first.`,
        },
        { role: 'user', content: `ok the vet in town is Dr Koech, I'll take him on Saturday` },
      ],
    ],
    questions: [
      {
        question: "What year of secondary school is the user's son in?",
        expect: ['form 2', 'form two', 'second form'],
      },
      { question: 'What title will the user hold after her promotion?', expect: ['finance manager'] },
      {
        question: "When does the user's new role start?",
        expect: ['1 may', 'may 1', '1st may', 'may 1st', '2024-05-01'],
      },
      { question: "Which relative is living with the user's family this year?", expect: ['kevin'] },
      { question: "What is the name of the family's new dog?", expect: ['simba'] },
      {
        question: 'What kind of organisation does the user work for?',
        expect: ['tea factory', 'tea cooperative', 'tea co-op', 'tea co-operative', 'tea ', 'tea.', 'tea,'],
      },
    ],
    unknown: ["What is the name of the user's husband?", 'Which school does Brian attend?'],
  },
  {
    name: 'derekColumbus',
    threads: [
      [
        {
          role: 'user',
          content: `hey so I need help planning my route I'm hauling a load of auto parts from Columbus Ohio to Laredo Texas leaving Thursday need to be there by Saturday morning what's the best way to go and where can I stop with my dog Biscuit she rides with me she's a beagle`,
        },
        {
          role: 'assistant',
          content: `Roughly 1,500 miles. A common route: I-71 to Cincinnati, I-65 to Nashville, I-40 to Memphis, I-30 to Dallas, then I-35 south to Laredo. Loves and Pilot stops along I-40 and I-30 have pet areas for Biscuit.`,
        },
        { role: 'user', content: `yeah that works period thanks` },
      ],
      [
        {
          role: 'user',
          content: `okay different thing I want to get something for my granddaughter Kaylee she turns six on April 20th what do six year olds like these days`,
        },
        {
          role: 'assistant',
          content: `Six-year-olds love craft kits, LEGO Friends sets, a first bike or scooter, or a book series like "Ivy and Bean". Something you can do together, like a kite, is also great.`,
        },
        {
          role: 'user',
          content: `oops my bad it's the 27th not the 20th her mom just texted me lol. I like the kite idea`,
        },
        { role: 'assistant', content: `Kite it is — order by the 20th so it arrives in time for the 27th.` },
      ],
      [
        {
          role: 'user',
          content: `so big news I'm done with over the road after this run 31 years is enough my back can't take it no more I got hired at the community college as a CDL instructor starts in May can you help me write a short bio for their website`,
        },
        {
          role: 'assistant',
          content: `Congratulations! Draft: "[Name] brings 31 years of over-the-road experience and more than three million safe miles to the classroom. He teaches pre-trip inspection, backing, and real-world road skills." Want to add your hobbies?`,
        },
        { role: 'user', content: `nah keep it simple my wife Donna is just happy I'll be home every night finally` },
      ],
    ],
    questions: [
      {
        question: 'What has the user done for a living for the past three decades?',
        expect: ['truck', 'haul', 'over-the-road', 'over the road', 'driver'],
      },
      { question: 'What job will the user start in May?', expect: ['instructor', 'cdl', 'teach'] },
      {
        question: "When is the user's granddaughter's birthday?",
        expect: ['27 april', 'april 27', '27th april', 'april 27th', 'the 27th', '27th of april'],
      },
      { question: "What breed is the user's dog?", expect: ['beagle'] },
      { question: 'Who is the user married to?', expect: ['donna'] },
      { question: "What is the destination of the user's current haul?", expect: ['laredo'] },
    ],
    unknown: ["What is the name of Kaylee's mother?", 'What is the name of the community college that hired the user?'],
  },
  {
    name: 'linhHanoi',
    threads: [
      [
        {
          role: 'user',
          content: `hi, i'm pastry chef at a 5-star hotel in Hanoi. i want scale my croissant recipe from 20 to 120 pieces. now: flour 500g, butter 250g, milk 140ml, water 110ml, sugar 55g, yeast 10g, salt 10g`,
        },
        {
          role: 'assistant',
          content: `Multiply by 6: flour 3 kg, butter 1.5 kg, milk 840 ml, water 660 ml, sugar 330 g, yeast 60 g, salt 60 g. For big batches, laminate in 2–3 portions so the butter stays cold.`,
        },
        {
          role: 'user',
          content: `thanks! this is for my own bakery 🥐 i open it with my cousin Thảo in Da Nang, near My Khe beach. opening 1 june`,
        },
        {
          role: 'assistant',
          content: `Exciting! Da Nang's café scene is growing fast. Let me know if you want help with pricing or a menu.`,
        },
      ],
      [
        {
          role: 'user',
          content: `can u help me write resignation letter to executive chef, Mr. Laurent. my last day is 30 april`,
        },
        {
          role: 'assistant',
          content: `"Dear Chef Laurent, I am writing to formally resign from my position as pastry chef. My last working day will be 30 April. Thank you for everything you have taught me..." Shall I add a line about training your replacement?`,
        },
        { role: 'user', content: `yes add that. and bakery name is Bánh Mây, mean cloud bakery` },
      ],
      [
        {
          role: 'user',
          content: `bad news 😭 construction is delay, opening move to 15 july now. what i do in may and june? i have no salary`,
        },
        {
          role: 'assistant',
          content: `You could run a weekend pop-up at a market in Da Nang or take pre-orders online to build customers before the opening. That way you test recipes and make some money.`,
        },
        {
          role: 'user',
          content: `pop-up is good idea. funny thing, doctor say i am lactose intolerant lol. pastry chef who cannot eat butter 🙃 so my boyfriend Minh will be taster`,
        },
      ],
    ],
    questions: [
      {
        question: "When is the user's bakery scheduled to open now?",
        expect: ['15 july', 'july 15', '15th july', 'july 15th', '2024-07-15'],
      },
      {
        question: 'What opening date was originally planned for the bakery?',
        expect: ['1 june', 'june 1', '1st june', 'june 1st', '2024-06-01'],
      },
      { question: 'Who is the user opening the business with?', expect: ['thao', 'thảo'] },
      { question: "In which city will the user's shop be?", expect: ['da nang', 'danang', 'đà nẵng'] },
      {
        question: "What is the user's final day at the hotel?",
        expect: ['30 april', 'april 30', '30th april', 'april 30th', '2024-04-30'],
      },
      { question: 'What food intolerance does the user have?', expect: ['lactose', 'dairy'] },
    ],
    unknown: ['What does Minh do for a living?', 'What is the name of the hotel where the user works?'],
  },
  {
    name: 'margaretGlasgow',
    threads: [
      [
        {
          role: 'user',
          content: `Good morning dear. I'm 72, a retired librarian from Glasgow, and I'm writing a wee memoir for my grandchildren. Could you help this paragraph flow better? "I met Alistair at a ceilidh in 1974. He stood on my foot twice and then asked me to dance. We were married for forty-four years until he passed in 2018."`,
        },
        {
          role: 'assistant',
          content: `What a lovely opening. Suggestion: "I met Alistair at a ceilidh in 1974. He stood on my foot twice before he worked up the courage to ask me to dance. We were married for forty-four years." Perhaps keep his passing for the end of the chapter.`,
        },
        {
          role: 'user',
          content: `Oh dear, I've written 2018 — it was November 2019. My memory! So forty-five years married. Thank you, that reads much better.`,
        },
        { role: 'assistant', content: `Corrected to forty-five years. Take your time with this chapter.` },
      ],
      [
        {
          role: 'user',
          content: `My hip operation has been brought forward, the hospital phoned this morning. It's now the 23rd of April instead of June, at the Golden Jubilee in Clydebank. What should I get ready?`,
        },
        {
          role: 'assistant',
          content: `Good news to have it sooner. Prepare: a raised toilet seat and a grabber, loose clothes, slip-on shoes, meals in the freezer, and move everyday items to waist height. Who will take you in and home?`,
        },
        { role: 'user', content: `My daughter Fiona will drive me, she's coming down from Stirling.` },
      ],
      [
        {
          role: 'user',
          content: `I've made my decision, I'm selling the flat in Partick and moving into a retirement flat in Bearsden, closer to my son Callum and his boys. Could you help me write a note to my neighbours to say cheerio?`,
        },
        {
          role: 'assistant',
          content: `Of course: "Dear neighbours, after many happy years in the close, I'm moving to Bearsden to be nearer my family. Thank you for your kindness — please knock before I go for a last cup of tea." When is the move?`,
        },
        { role: 'user', content: `The 1st of July, once the hip has healed.` },
      ],
    ],
    questions: [
      { question: "What was the user's profession before retirement?", expect: ['librarian', 'library'] },
      { question: "In what year did the user's husband die?", expect: ['2019'] },
      {
        question: "When is the user's hip surgery?",
        expect: ['23 april', 'april 23', '23rd april', 'april 23rd', '23rd of april', '2024-04-23'],
      },
      { question: 'Where is the user relocating to?', expect: ['bearsden'] },
      { question: 'Which part of Glasgow has the user been living in?', expect: ['partick'] },
      { question: 'Who will drive the user to the hospital?', expect: ['fiona'] },
    ],
    unknown: ["What is the name of Callum's wife?", 'What did Alistair do for a living?'],
  },
]
