import type { ThreadPersona } from './personas'

/**
 * A seventh set, of twelve people using an assistant while job hunting, studying, parenting and running a small
 * business (CVs and emails pasted, interviews moved, kids' schedules), written by a helper who had not read the rules,
 * after the fourth to sixth sets' classes had been worked on. Measured once before any change made for it: 47/72,
 * never said 4/24, on commit f77e2ff; 49/72, never said 7/24, on 0c08c95, which had been tuned on sets 4–6.
 */

export const careerPersonas: ThreadPersona[] = [
  // 1. Priya — careful writer, UK, retail to UX career change
  {
    name: 'priya',
    threads: [
      [
        {
          role: 'user',
          content: `Hi! Could you help me tighten up my CV? I'm trying to move from retail into UX design. Here's the top section as it stands:

PRIYA RAMAN
Leicester | priya.raman.design@gmail.com | portfolio: priyaraman.design

EXPERIENCE
Assistant Store Manager, Boots (Leicester Highcross), 2019 to present
- Manage a team of 14 across pharmacy and beauty
- Redesigned the click-and-collect counter flow, cutting average wait from 9 to 4 minutes

EDUCATION
BA (Hons) English Language and Literature, University of Nottingham, 2017
Google UX Design Professional Certificate, 2023`,
        },
        {
          role: 'assistant',
          content:
            "This is a solid base. The click-and-collect redesign is your strongest UX story, so I'd move it up and frame it as a research-and-iterate project. Before I rewrite it: what kind of roles are you applying for, and where?",
        },
        {
          role: 'user',
          content:
            "Junior UX or product design roles. Ideally Manchester or fully remote, I don't really want to stay in Leicester long term.",
        },
        {
          role: 'assistant',
          content:
            "Got it. I'll lead with a short profile aimed at junior product design, then a 'Selected projects' section above your retail experience, so recruiters see the design work first.",
        },
      ],
      [
        {
          role: 'user',
          content:
            'Could you draft a cover letter for a Junior Product Designer role at Lumen Health? They make a physio rehab app. Keep it under 300 words please.',
        },
        {
          role: 'assistant',
          content:
            "Here's a draft opening: 'Since joining Boots in 2019, I have spent every shift watching how people actually move through a service...' I'll continue with your click-and-collect project and your certificate, then close on why rehab tech matters to you. Does that tone work?",
        },
        {
          role: 'user',
          content:
            "The tone is great. Oh wait, I got that wrong on my CV as well — I actually started at Boots in 2018, not 2019. Can you fix it in the letter? I'll update the CV myself.",
        },
        {
          role: 'assistant',
          content:
            'Fixed — the letter now says you joined in 2018. Worth double-checking your LinkedIn dates match too, since recruiters do compare them.',
        },
      ],
      [
        {
          role: 'user',
          content:
            "I got a first-round interview with Lumen!! It's Thursday the 11th at 2pm on Teams. What should I prepare?",
        },
        {
          role: 'assistant',
          content:
            'Congratulations! Prepare a 5-minute walkthrough of one case study, be ready to explain your process and trade-offs, and have two or three questions about how their design team works with physiotherapists.',
        },
        {
          role: 'user',
          content:
            "Dev has promised to grill me with a mock interview tonight after he gets home. He's brutal in a helpful way 😅",
        },
        {
          role: 'assistant',
          content:
            "That's ideal. Ask him to interrupt you mid-answer and push on 'why' — that's the part people usually find hardest.",
        },
      ],
      [
        {
          role: 'user',
          content:
            "Quick update — Lumen emailed and they've moved my interview to Friday the 12th, same time. Honestly a relief, it gives me an extra evening to finish the case study. I'll practise my walkthrough after pottery on Wednesday, that class is the one thing keeping me sane at the moment.",
        },
        {
          role: 'assistant',
          content:
            "An extra day helps. Let's use it to tighten the case study: can you paste the problem statement and your key screens' descriptions?",
        },
      ],
      [
        {
          role: 'user',
          content:
            "I GOT IT. Lumen offered me the job, start date is 3 June. Which means I'm actually moving to Manchester 😅 Can you help me make a moving checklist? I also need to hand in my notice at Boots, it's four weeks.",
        },
        {
          role: 'assistant',
          content:
            "Huge congratulations! Here's a checklist: hand in notice by early May, book viewings in Manchester for mid-May, arrange council tax and utilities, redirect post, and register with a GP once you're settled.",
        },
      ],
    ],
    questions: [
      { question: 'In what year did the user begin working at Boots?', expect: ['2018'] },
      { question: 'What date was the Lumen Health interview rescheduled to?', expect: ['12 April', 'April 12'] },
      { question: "What is the name of the user's partner?", expect: ['Dev'] },
      { question: 'Which university did the user study at?', expect: ['Nottingham'] },
      { question: 'What craft does the user do in a weekly class?', expect: ['pottery', 'ceramic'] },
      { question: 'Which city is the user relocating to?', expect: ['Manchester'] },
    ],
    unknown: ['What does Dev do for a living?', 'What degree classification did the user get at university?'],
  },

  // 2. Marco — Italian in Bristol, non-native, typos, street-food stall
  {
    name: 'marco',
    threads: [
      [
        {
          role: 'user',
          content:
            'hi, i need help with prices for my arancini. i sell them at st nicholas market in bristol, saturday and sunday. now i sell 4 pound each and the cost for me is about 1.20 each. is too cheap?? all the other stall they put up the price',
        },
        {
          role: 'assistant',
          content:
            'Your margin per piece is decent, but pitch fees and gas eat into it. How many do you typically sell on a market day?',
        },
        { role: 'user', content: 'saturday around 150, sunday less, maybe 90. when is raining much less' },
        {
          role: 'assistant',
          content:
            'At those volumes, going to £4.50 would add roughly £120 a weekend. Most customers barely notice a 50p rise if the portion stays generous.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'my wife giulia she say i must make a spreadsheet for the money. she do all the accounts for the stall but now she dont have time with her job. you can make me simple template?',
        },
        { role: 'assistant', content: 'Of course. What are your main costs each week?' },
        { role: 'user', content: 'ingredients, pitch fee, gas, packaging. pitch fee is 65 pound a day' },
        {
          role: 'assistant',
          content:
            "Here's a simple layout: one row per market day, columns for units sold, takings, ingredients, pitch fee, gas, packaging, and a profit column that subtracts the costs automatically.",
        },
      ],
      [
        {
          role: 'user',
          content:
            'other question not for business. my daughter sofia is 14 and she have big problem with maths, the teacher say she is falling behind before the gcse. i dont understand the english school system, what are the options? tutor is expensive',
        },
        {
          role: 'assistant',
          content: "I'm sorry, that's stressful. What year is she in? That changes how much time there is.",
        },
        { role: 'user', content: 'year 9. she is very good in art, only the maths is the problem' },
        {
          role: 'assistant',
          content:
            'Year 9 gives her two years before GCSEs, which is plenty. Free options include Oak National Academy, Corbettmaths and asking the school about after-school maths clubs or small-group intervention.',
        },
      ],
      [
        {
          role: 'user',
          content:
            "i want to start to sell online also the tomato sauce in jar, the recipe of my nonna. i think the name 'Nonna Rosa's'. you can help write the about us page?",
        },
        {
          role: 'assistant',
          content:
            "Lovely idea. Draft: 'Every jar starts with my grandmother's recipe from Sicily, slow-cooked the way she made it every Sunday...' Shall I mention the market stall too?",
        },
        { role: 'user', content: 'yes mention the stall. and she is from Catania not only sicily' },
      ],
      [
        {
          role: 'user',
          content:
            "bad news, the name nonna rosa is already taken by a company in london, so we call it 'Casa Rosa' now. can you change the about us text",
        },
        { role: 'assistant', content: "Done — I've replaced the brand name throughout and kept the Catania story." },
      ],
      [
        {
          role: 'user',
          content:
            'my back is killing me from lift the fryer and the boxes every weekend. i have physio next tuesday 8.30 in the morning, what exercise i can do before without make it worse',
        },
        {
          role: 'assistant',
          content:
            'Until the physio sees you, keep to gentle movement: short walks, knee-to-chest stretches lying down, and avoid lifting the fryer alone. Ask them about lifting technique too.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'ok final decision. from may we leave st nicholas and we go to the harbourside market, only saturday. the pitch is cheaper and more tourist',
        },
        {
          role: 'assistant',
          content:
            'That sounds sensible. Remember to update your Instagram and Google listing with the new location, and put a sign on the old pitch for the last few weeks.',
        },
      ],
    ],
    questions: [
      { question: 'What food does the user cook and sell at his stall?', expect: ['arancini', 'rice ball'] },
      { question: "Who normally handles the bookkeeping for the user's business?", expect: ['Giulia'] },
      { question: "What will the user's jarred sauce brand be called?", expect: ['Casa Rosa'] },
      { question: "Which school subject is the user's daughter struggling with?", expect: ['math'] },
      { question: 'Where will the user trade from May onwards?', expect: ['Harbourside'] },
      { question: "When is the user's physiotherapy appointment?", expect: ['9 April', 'April 9'] },
    ],
    unknown: ['What does Giulia do for work?', "What is the name of Sofia's maths teacher?"],
  },

  // 3. Ngozi — Lagos nurse, IELTS for UK registration, formal Nigerian English
  {
    name: 'ngozi',
    threads: [
      [
        {
          role: 'user',
          content:
            'Good morning. Please I need a study plan for IELTS Academic. My exam is on 27th April at the British Council centre in Ikeja and I need at least 7.0 in every band because it is for my NMC registration in the UK. My weakest one is writing.',
        },
        {
          role: 'assistant',
          content:
            'Good morning! How many hours a day can you realistically study, and what does your work schedule look like?',
        },
        {
          role: 'user',
          content: 'I do shifts, this month is mostly nights. I can study 2 hours in the morning after I close.',
        },
        {
          role: 'assistant',
          content:
            "Then let's do: 45 minutes writing (alternating Task 1 and Task 2), 30 minutes reading, 30 minutes listening, and speaking practice on your days off.",
        },
      ],
      [
        {
          role: 'user',
          content: `Please check this Task 2 essay for me and give me a band.

Topic: Some people think children should start formal school at a very early age. Others think they should start later. Discuss both views.

Children development is a topic that many parents are concern about. In my nine years as a paediatric nurse at Lagos University Teaching Hospital, I have observed that children who are rushed into formal learning sometimes show signs of stress, while others thrive with early structure. In this essay I will discuss both views before giving my opinion.`,
        },
        {
          role: 'assistant',
          content:
            "This intro is around band 6.5. Fix the grammar ('children's development', 'concerned about') and your personal experience is a strong, relevant example — keep it, but develop it in the body paragraph rather than the introduction.",
        },
      ],
      [
        {
          role: 'user',
          content:
            'I passed the CBT last month, thank God. Now it is only IELTS and then OSCE. My husband Emeka says he will stay in Lagos with the children until I settle and find a house, then they will join me. Is it normal for the nurse to go first?',
        },
        { role: 'assistant', content: "Yes, that's very common. How old are the children?" },
        { role: 'user', content: 'Our son Chidi is 10 and our daughter Adaeze is 6.' },
        {
          role: 'assistant',
          content:
            'Those are manageable ages for a move. Many families time it so the children join at the start of a school term.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'Change of plan. The centre called me that the 27th is cancelled for my venue, they have moved me to 4th May. Same venue.',
        },
        {
          role: 'assistant',
          content:
            "That's an extra week of preparation. Let's add two full mock tests under timed conditions in that week.",
        },
      ],
      [
        {
          role: 'assistant',
          content: "Let's practise Speaking Part 1. Question: What do you like to do in your free time?",
        },
        {
          role: 'user',
          content:
            'In my free time I sing in the choir at my church, I am an alto. We rehearse every Thursday evening and sometimes we sing at weddings and thanksgiving services.',
        },
        {
          role: 'assistant',
          content:
            "Good answer, natural and detailed. To push towards band 7, add a feeling or reason: 'It really helps me unwind after a week of night shifts.'",
        },
      ],
    ],
    questions: [
      { question: 'When is the user sitting her English language test?', expect: ['4 May', 'May 4'] },
      { question: 'Which hospital does the user work at?', expect: ['Lagos University Teaching', 'LUTH'] },
      { question: "What is the user's nursing specialty?", expect: ['paediatric', 'pediatric'] },
      { question: "Who will look after the user's children while she relocates?", expect: ['Emeka'] },
      { question: "What is the name of the user's younger child?", expect: ['Adaeze'] },
      { question: 'What does the user do in her spare time?', expect: ['choir', 'sing'] },
    ],
    unknown: ['What does Emeka do for a living?', 'Which UK city is the user planning to move to?'],
  },

  // 4. Tom — terse Australian landscaper
  {
    name: 'tom',
    threads: [
      [
        { role: 'user', content: 'need a quote template for my landscaping biz. ABN and logo up top' },
        {
          role: 'assistant',
          content: "Sure. What's the business name, and what kind of jobs do you usually quote for?",
        },
        { role: 'user', content: 'Greenline Landscapes. retaining walls, turf, paving mostly' },
        {
          role: 'assistant',
          content:
            "Here's a template: header with logo, business name and ABN; client details; itemised scope (materials, labour, disposal); GST line; payment terms; validity of 30 days.",
        },
      ],
      [
        {
          role: 'user',
          content: 'quote for mrs patel. 12m sleeper wall 600 high, concrete sleepers. 8400 inc gst. 50% deposit',
        },
        {
          role: 'assistant',
          content:
            'Drafted: 12 lineal metres of concrete sleeper retaining wall at 600mm, including steel posts, ag drain and backfill. Total $8,400 inc GST, $4,200 deposit on acceptance.',
        },
        { role: 'user', content: 'add removal of old timber wall. no extra charge' },
      ],
      [
        { role: 'user', content: 'took on an apprentice. Jayden. starts monday. what do i need to sort for him, qld' },
        {
          role: 'assistant',
          content:
            "Checklist: sign the training contract through an Australian Apprenticeship Support Network provider, register with a TAFE or RTO, add him to workers' comp, sort PPE and a White Card if he hasn't got one.",
        },
        { role: 'user', content: "he's got the white card" },
      ],
      [
        { role: 'user', content: "ute's cactus. hilux, 380k on it. lease or buy" },
        {
          role: 'assistant',
          content:
            'Depends on cash flow and how far you drive. Roughly how many km a year, and are you okay to pay upfront?',
        },
        { role: 'user', content: "buy. cash flow's ok. mostly northside jobs, maybe 40k a year" },
        {
          role: 'assistant',
          content:
            'At 40k a year, buying a 2-3 year old dual cab usually beats leasing. You can claim depreciation and the interest if you finance part of it.',
        },
      ],
      [
        {
          role: 'user',
          content:
            "missus has 30 year 9 english essays to mark this weekend and parent teacher night at her school thurs so i've got cooper. his footy rego's due too, under 12s. cheap ideas for sat arvo?",
        },
        {
          role: 'assistant',
          content:
            'Kick the footy at the park after rego, a bike ride along the river, or let him help on a small job for pocket money. Bunnings sausage sizzle is a classic too.',
        },
        { role: 'user', content: 'kerry says no bunnings lol' },
      ],
      [
        {
          role: 'user',
          content:
            'knee op booked. 22 may. surgeon reckons 3 wks off the tools. need a plan so jayden + a sub can keep jobs going',
        },
        {
          role: 'assistant',
          content:
            'Plan: line up a subbie now for the heavy work, schedule Jayden on turf and maintenance jobs, front-load wall jobs before the op, and do quoting and client calls from home during recovery.',
        },
      ],
    ],
    questions: [
      { question: "What is the name of the user's company?", expect: ['Greenline'] },
      { question: 'Who did the user recently hire?', expect: ['Jayden'] },
      { question: "What model is the user's work vehicle?", expect: ['Hilux'] },
      { question: "What sport does the user's son play?", expect: ['footy', 'football'] },
      { question: "What is the user's wife's occupation?", expect: ['teach', 'English'] },
      { question: "When is the user's knee surgery?", expect: ['22 May', 'May 22'] },
    ],
    unknown: ['How old is Jayden?', 'What school does Cooper go to?'],
  },

  // 5. Léa — French law student, emoji-heavy
  {
    name: 'lea',
    threads: [
      [
        {
          role: 'user',
          content:
            "salut!! 👋 I have my partiels in droit des obligations (contract law basically) on 15 May 😱😱 can u help me make a revision plan? I'm in L3 droit at Lyon 3",
        },
        {
          role: 'assistant',
          content: 'Bien sûr! How many other exams do you have in that session, and how many chapters for obligations?',
        },
        { role: 'user', content: '3 other exams but obligations is the big one, coeff 4 😭 like 9 chapters' },
        {
          role: 'assistant',
          content:
            "Then let's give obligations half of every day, one chapter every three days, with the last week for past papers and fiches.",
        },
      ],
      [
        {
          role: 'user',
          content:
            'ok also I babysit for the Moreau family tuesday and thursday evenings so those nights are dead for revision 😅',
        },
        {
          role: 'assistant',
          content: "No problem, I'll make Tuesday and Thursday light days: flashcards in the morning only.",
        },
      ],
      [
        {
          role: 'user',
          content: `can u fix my english? it's for a summer internship at Cabinet Dubois & Associés in Paris 🙏

Dear Sir or Madam,
I am a third-year law student at Université Jean Moulin Lyon 3 and I am very interested by the summer internship in your firm. During my Erasmus semester at the University of Salamanca I improved my Spanish to a C1 level and I followed courses in comparative contract law. I am rigorous, curious and I like to work in team.`,
        },
        {
          role: 'assistant',
          content:
            "Here's a polished version: 'I am a third-year law student at Université Jean Moulin Lyon 3, and I am very interested in your summer internship. During my Erasmus semester at the University of Salamanca, I reached C1 in Spanish and took courses in comparative contract law. I am rigorous, curious and enjoy working in a team.'",
        },
        { role: 'user', content: 'perfect merci 💛' },
      ],
      [
        {
          role: 'user',
          content:
            "my coloc Inès is making crêpes and Pistache keeps jumping on the counter to steal the batter lol 🐱 she's a menace. anyway can u quiz me on vices du consentement",
        },
        { role: 'assistant', content: 'Ha! OK, question 1: what are the three classic vices du consentement?' },
        { role: 'user', content: 'erreur, dol, violence 😎' },
        {
          role: 'assistant',
          content: 'Correct! Question 2: since the 2016 reform, what new form of violence is recognised?',
        },
      ],
      [
        {
          role: 'user',
          content:
            "change of plans for next year!! not doing the master in droit des affaires anymore, I'm going for droit du numérique (digital/tech law) 💻 way more my thing. does it change what internship I should look for?",
        },
        {
          role: 'assistant',
          content:
            'It does a little: firms with data protection, IP/IT or tech contracts practices would be a great fit. A corporate firm is still useful experience though.',
        },
      ],
      [
        { role: 'user', content: 'OMG I GOT THE INTERNSHIP AT DUBOIS 🎉🎉🎉 starting 1 July for 2 months' },
        {
          role: 'assistant',
          content: 'Félicitations!! 🎉 Do you want help finding a short-term room in Paris for July and August?',
        },
        { role: 'user', content: 'yes pls, budget 700/month max' },
      ],
    ],
    questions: [
      { question: "When is the user's contract law exam?", expect: ['15 May', 'May 15'] },
      { question: 'Where did the user spend her exchange semester?', expect: ['Salamanca'] },
      { question: "What is the name of the user's pet?", expect: ['Pistache'] },
      {
        question: "Which master's specialisation does the user now plan to pursue?",
        expect: ['numérique', 'numerique', 'digital', 'tech'],
      },
      { question: "Who is the user's flatmate?", expect: ['Inès', 'Ines'] },
      { question: "When does the user's summer internship begin?", expect: ['1 July', 'July 1'] },
    ],
    unknown: ['What are the names of the Moreau children?', 'What breed is Pistache?'],
  },

  // 6. Dave — retired, long rambling messages, Etsy woodturning shop
  {
    name: 'dave',
    threads: [
      [
        {
          role: 'user',
          content:
            "Hello there. I hope you don't mind me asking, I'm not much good with computers. I've been turning wooden toys and bowls in the shed since I retired from Royal Mail in 2021 (33 years on the rounds, my knees will tell you all about it) and my granddaughter Ellie set me up an Etsy shop a few months back called Oak & Acorn Toys. The trouble is my listings don't seem to get many views at all. Could you help me write a better description for a wooden stacking rainbow? It's made from sycamore and finished with beeswax, no paint.",
        },
        {
          role: 'assistant',
          content:
            "I'd be glad to. Could you tell me its size and how many arches it has? Buyers like exact measurements.",
        },
        { role: 'user', content: "It's about 20cm across and 10cm high. Seven arches." },
        {
          role: 'assistant',
          content:
            "Here's a draft: 'Hand-turned seven-arch stacking rainbow in solid sycamore, finished only with natural beeswax — safe for little hands and made to last for generations. 20cm x 10cm.' I'd also put 'Montessori' and 'wooden rainbow' in the title, as those are popular search terms.",
        },
      ],
      [
        {
          role: 'user',
          content:
            "Another question if I may. The post office here in Ludlow wants nearly £9 to send one of my small parcels to Germany, which seems a lot when the toy itself is only £28. Is there a cheaper way of doing it that doesn't mean driving to Shrewsbury?",
        },
        {
          role: 'assistant',
          content:
            "You could try a courier comparison site like Parcel2Go or Click & Drop for International Tracked & Signed; many let you print labels at home and drop off at a local shop. Etsy also lets you charge shipping separately so it's not swallowed by the price.",
        },
      ],
      [
        {
          role: 'user',
          content:
            "Bit of a personal one this. The arthritis in my right hand has been playing up something rotten this past month, especially first thing in the morning when it's cold in the shed. The GP has me on naproxen but I wondered if there are any tools or grips that make it easier to hold a gouge for long.",
        },
        {
          role: 'assistant',
          content:
            'Thicker handles help a lot — you can buy foam tubing to slide over tool handles. Warming up the shed and your hands before turning, and taking short breaks every 20 minutes, also reduces stiffness.',
        },
      ],
      [
        {
          role: 'user',
          content:
            "My son Mark is coming over from Calgary with his wife and the twins on the 20th of April for a fortnight, first time we've seen them in three years. I'd like to make the twins something special, they're turning six while they're here. Any ideas that I could finish in a couple of weeks?",
        },
        {
          role: 'assistant',
          content:
            'How lovely! A matching pair of pull-along animals, or a little wooden name puzzle each, would be achievable in two weeks and very personal.',
        },
      ],
      [
        {
          role: 'user',
          content:
            "Change of plan, Mark rang last night — their flight's been moved so they now land on the 23rd instead. Bramble will be beside herself when she sees the twins.",
        },
        { role: 'assistant', content: 'Three extra days for the toys, then! Is Bramble your dog?' },
        { role: 'user', content: 'Yes, my springer spaniel. Eleven and still daft as a brush.' },
      ],
    ],
    questions: [
      { question: 'What did the user do for a living before retiring?', expect: ['Royal Mail', 'postman', 'postal'] },
      { question: "Which family member set up the user's online shop?", expect: ['Ellie'] },
      { question: "What health condition is affecting the user's hand?", expect: ['arthritis'] },
      { question: "When will the user's son and his family arrive?", expect: ['23 April', 'April 23'] },
      { question: "What is the user's dog called?", expect: ['Bramble'] },
      { question: 'Which town does the user live in?', expect: ['Ludlow'] },
    ],
    unknown: ["What is the name of Mark's wife?", 'What does Mark do for work in Calgary?'],
  },

  // 7. Sung-min — Korean engineer in Toronto, non-native English
  {
    name: 'sungmin',
    threads: [
      [
        {
          role: 'user',
          content:
            'Hello. I need help to update my resume. I was laid off from Coupang in February, I was backend engineer there for 5 years in Seoul office. Now we live in Toronto since January because my wife Jiyeon started her PhD at University of Toronto. I want backend job here. My English is not so good, please make it natural.',
        },
        {
          role: 'assistant',
          content: "Happy to help. What's your main tech stack, and what were your biggest projects at Coupang?",
        },
        {
          role: 'user',
          content:
            'Java, Kotlin, Spring Boot, Kafka. Also some AWS. Biggest project was order payment system migration, 30% latency down.',
        },
        {
          role: 'assistant',
          content:
            "Great. I'd write: 'Led the migration of the order payment service to an event-driven architecture with Kafka, reducing p99 latency by 30%.' Numbers like that stand out to Canadian recruiters.",
        },
      ],
      [
        {
          role: 'user',
          content:
            'Shopify recruiter contacted me!! Technical interview is next Wednesday 10am. Can you give me system design practice question?',
        },
        {
          role: 'assistant',
          content:
            "Nice! Try this: design a flash-sale checkout system that handles 100k orders per minute without overselling inventory. Walk through API, data model, and how you'd handle contention.",
        },
      ],
      [
        {
          role: 'user',
          content: 'Correction: recruiter sent calendar invite, technical round is Thursday, not Wednesday. same time.',
        },
        {
          role: 'assistant',
          content:
            'Thanks for the update — one more day to practise. Want to do a mock round on the flash-sale question?',
        },
        { role: 'user', content: 'yes tomorrow evening' },
      ],
      [
        {
          role: 'user',
          content:
            'Our daughter Hana is 3, we are on waitlist for daycare near Spadina for 8 months already. Is it normal in Toronto? Any other option while I do interviews?',
        },
        {
          role: 'assistant',
          content:
            'Sadly long waitlists are common in Toronto. Options: EarlyON centres (free drop-in programs), licensed home daycares, or part-time nursery schools. Also get on several waitlists at once.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'For side project I made a Flutter app called Bapsang, Korean home recipes with English explanation. I want to put it on resume. Is good idea even if it is not backend?',
        },
        {
          role: 'assistant',
          content:
            'Yes — it shows you can ship a full product. Mention the backend side (API, database, hosting) and any user numbers.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'Shopify said no after final round 😢 but good news, Wealthsimple gave me offer! Senior backend engineer. I accepted. Start date is May 6.',
        },
        {
          role: 'assistant',
          content: "Congratulations! That's a great outcome. Do you want help preparing for your first weeks there?",
        },
      ],
    ],
    questions: [
      { question: 'Which company laid the user off?', expect: ['Coupang'] },
      { question: "What is the user's wife doing in Toronto?", expect: ['PhD', 'doctor'] },
      { question: "Which company's job offer did the user accept?", expect: ['Wealthsimple'] },
      { question: "What is the user's side project called?", expect: ['Bapsang'] },
      { question: "What is the name of the user's child?", expect: ['Hana'] },
      { question: 'When does the user start his new position?', expect: ['6 May', 'May 6'] },
    ],
    unknown: ["What is the topic of Jiyeon's PhD research?", 'What salary did Wealthsimple offer the user?'],
  },

  // 8. Fatima — Birmingham mum of three, home cake business, pasted email
  {
    name: 'fatima',
    threads: [
      [
        {
          role: 'user',
          content: `Hi, could you help me make this email to my son's school sound firmer but still polite? Here's what I have:

Dear Mrs Okafor,
I am writing about my son Yusuf in Year 5 (Oak class). For the past three weeks he has come home upset because two boys in his class have been taking his lunch and calling him names at break time. He has started saying he has a tummy ache in the mornings so he doesn't have to go in. I would like to request a meeting to discuss what the school is doing about this.
Kind regards,
Fatima Hussain`,
        },
        {
          role: 'assistant',
          content:
            "Here's a firmer version: 'I am writing to raise a serious concern about bullying affecting my son Yusuf... I would like to request a meeting within the next week, and to understand what steps the school will take under its anti-bullying policy.' Keeping dates and specifics is exactly right.",
        },
      ],
      [
        {
          role: 'user',
          content: "They've replied — meeting with the head teacher on Monday 15th April at 3.30. What should I ask?",
        },
        {
          role: 'assistant',
          content:
            "Ask: what the school already knows, what actions will be taken with the other boys, how Yusuf will be supervised at break, who his point of contact is, and when you'll get a follow-up.",
        },
      ],
      [
        { role: 'user', content: "Can you help me make a weekly schedule for the kids? It's getting chaotic." },
        {
          role: 'assistant',
          content: 'Of course! How many children, how old, and what regular activities do they have?',
        },
        {
          role: 'user',
          content:
            'Three. Amira is 12, she has swimming club Tuesday and Thursday 5 to 6.30. Yusuf is 9, football Saturday mornings. Zain is 4, nursery mornings only.',
        },
        { role: 'assistant', content: 'Who else can help with drop-offs and pick-ups?' },
        {
          role: 'user',
          content:
            'My husband Omar is on nights with the cab all this week and next, so the school run is all me. My mum can sometimes help on Wednesdays.',
        },
      ],
      [
        {
          role: 'user',
          content:
            "Different topic! I make custom cakes from home and sell through Instagram (@sweetcrumbsbyfatima). I've just got my 5-star food hygiene rating 🎉 Can you write an Instagram post announcing it?",
        },
        {
          role: 'assistant',
          content:
            "🎉 'Big news from the Sweet Crumbs kitchen! We've been awarded a 5-star food hygiene rating. Every cake is baked with love — and now officially with top marks for safety too. DM to book your celebration cake!' 🎂",
        },
      ],
      [
        {
          role: 'user',
          content:
            'Quick update — the meeting with the head has been moved to Wednesday 17th, same time. Also, because Zain has a nut allergy my whole kitchen is nut-free. Can I advertise that as a selling point?',
        },
        {
          role: 'assistant',
          content:
            "Yes, but be careful with wording: say 'no nuts are used or stored in my kitchen' and check that your bought-in ingredients don't carry 'may contain nuts' warnings.",
        },
      ],
    ],
    questions: [
      { question: "Which of the user's children is being bullied?", expect: ['Yusuf'] },
      { question: "When is the user's meeting with the head teacher?", expect: ['17 April', 'April 17'] },
      { question: "What activity does the user's eldest child do?", expect: ['swim'] },
      { question: "What does the user's husband do for work?", expect: ['taxi', 'cab'] },
      { question: "What food allergy does the user's youngest child have?", expect: ['nut'] },
      { question: "What does the user's home business sell?", expect: ['cake'] },
    ],
    unknown: ['Which secondary school does Amira attend?', 'How much does the user charge for a custom cake?'],
  },

  // 9. Jonas — German teen, Abitur, lowercase casual
  {
    name: 'jonas',
    threads: [
      [
        {
          role: 'user',
          content:
            'yo can u explain partielle integration (integration by parts??) again, abi maths exam is on the 19th april and i still dont get when to pick which part as u',
        },
        {
          role: 'assistant',
          content:
            'Sure! A common rule is LIATE: pick u in this order — Logarithmic, Inverse trig, Algebraic, Trig, Exponential. So for ∫x·eˣ dx, u = x and dv = eˣ dx.',
        },
        { role: 'user', content: 'ok LIATE makes sense. can u give me 3 exercises' },
        {
          role: 'assistant',
          content: '1) ∫x·sin(x) dx  2) ∫ln(x) dx  3) ∫x²·eˣ dx. Try them and send me your answers.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'cant study saturdays btw, im at fahrrad krüger all day (bike shop, been doing repairs there since last summer)',
        },
        { role: 'assistant', content: "Got it, Saturdays off. I'll put more on Sunday mornings instead." },
      ],
      [
        {
          role: 'user',
          content:
            'question about uni. i wanna do informatik at TU münchen, whats the NC like and do i apply thru hochschulstart or direct',
        },
        {
          role: 'assistant',
          content:
            "TU Munich's Informatik has no classic NC — they use an aptitude assessment (Eignungsfeststellungsverfahren) and you apply directly through TUMonline. Deadline is usually 31 May for the winter semester.",
        },
      ],
      [
        {
          role: 'user',
          content:
            'my little sister lotte (shes 8) has to be picked up from school wednesdays at 1 so i lose that afternoon too, can u redo the plan',
        },
        {
          role: 'assistant',
          content: 'Done: Wednesday afternoons are now free, and I moved the stochastics block to Thursday evening.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'update: not applying to munich anymore lol rents are insane. going for KIT in karlsruhe, same course',
        },
        {
          role: 'assistant',
          content:
            "Makes sense — Karlsruhe is much cheaper and KIT's Informatik is excellent. Their application also goes through their own portal, so check the deadline there.",
        },
      ],
      [
        {
          role: 'user',
          content:
            'keks ate half my flashcards 💀 dumb dog. anyway english oral is on 6 may, topic is climate migration, can u give me some useful phrases',
        },
        {
          role: 'assistant',
          content:
            "RIP flashcards. Phrases: 'displaced by rising sea levels', 'environmental refugees', 'a shared global responsibility', 'on the one hand... on the other hand', 'this raises the question of whether...'.",
        },
      ],
    ],
    questions: [
      { question: "When is the user's final maths exam?", expect: ['19 April', 'April 19'] },
      { question: 'Where does the user have a weekend job?', expect: ['Krüger', 'Kruger', 'bike', 'bicycle'] },
      { question: 'Which university is the user now applying to?', expect: ['KIT', 'Karlsruhe'] },
      { question: "What is the name of the user's younger sibling?", expect: ['Lotte'] },
      { question: "What is the family dog's name?", expect: ['Keks'] },
      {
        question: 'What subject does the user want to study at university?',
        expect: ['informatik', 'computer science', 'informatics'],
      },
    ],
    unknown: ["What does the user's father do for work?", 'Which school does Lotte go to?'],
  },

  // 10. Rosa — San Antonio, earrings shop, real estate license, Spanglish
  {
    name: 'rosa',
    threads: [
      [
        {
          role: 'user',
          content:
            'Hola! I need product descriptions for my Shopify store, Luna Clay Co. I make polymer clay earrings, mostly boho and floral styles. Can you write one for a pair of terracotta arch earrings with gold-plated hooks?',
        },
        {
          role: 'assistant',
          content:
            "Here you go: 'Warm as a Texas sunset, these terracotta arch earrings are handmade from lightweight polymer clay and finished with gold-plated hooks. Featherlight for all-day wear.' Want me to add sizing and care instructions?",
        },
        { role: 'user', content: 'yes! they are 2 inches long. and say hypoallergenic' },
      ],
      [
        {
          role: 'user',
          content:
            "Ok so I'm also studying for my Texas real estate license exam 😅 test date is June 3. I'm at the front desk of a dental office M-F 8 to 5, answering phones and booking cleanings, so I only have nights. Can you quiz me on contracts?",
        },
        { role: 'assistant', content: "Let's go! Q1: What makes a contract 'voidable' rather than 'void'?" },
        { role: 'user', content: 'voidable is valid until one party chooses to cancel, like a minor signing?' },
        {
          role: 'assistant',
          content:
            'Exactly right. Q2: What is the difference between an option fee and earnest money in a Texas contract?',
        },
      ],
      [
        {
          role: 'user',
          content:
            'Mi mamá is coming up from Monterrey on April 14 for three weeks!! I want to take her somewhere nice here in San Antonio, she loves gardens and old churches',
        },
        {
          role: 'assistant',
          content:
            "She'll love the Missions National Historical Park — Mission San José especially — and the San Antonio Botanical Garden. The Japanese Tea Garden is free and beautiful too.",
        },
      ],
      [
        {
          role: 'user',
          content:
            "My son Diego is a junior and he's dead set on UT Austin for engineering. What should he be doing this summer to boost his application?",
        },
        {
          role: 'assistant',
          content:
            'A summer engineering camp or a personal project he can write about, some volunteering, and prepping for the SAT/ACT. Also starting his essay drafts in August gives him a head start.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'Ugh I misread the email, my exam is June 10 not June 3. Extra week, gracias a Dios 🙏 Can we redo the study calendar?',
        },
        {
          role: 'assistant',
          content:
            'Of course! With the extra week we can add a full practice exam every Sunday and a final review week.',
        },
      ],
    ],
    questions: [
      { question: 'What products does the user make and sell online?', expect: ['earring'] },
      { question: "What is the name of the user's online store?", expect: ['Luna Clay'] },
      { question: "When is the user's real estate licensing exam?", expect: ['10 June', 'June 10'] },
      { question: "Where is the user's mother travelling from?", expect: ['Monterrey'] },
      { question: "Which university does the user's son hope to attend?", expect: ['Austin'] },
      { question: 'Where does the user work during the week?', expect: ['dental', 'dentist'] },
    ],
    unknown: ["What is the name of the user's husband?", "What is Diego's GPA?"],
  },

  // 11. Arjun — Indian engineer, GMAT/MBA, Indian English
  {
    name: 'arjun',
    threads: [
      [
        {
          role: 'user',
          content:
            'Hello, kindly help me prepare for GMAT Focus quant section. My test is scheduled on 25th April. Target is 685+. I am weak in data sufficiency.',
        },
        { role: 'assistant', content: 'Sure. How many hours a day can you study on weekdays and weekends?' },
        { role: 'user', content: 'Weekdays only 2 hours after office. Weekends 6-7 hours.' },
        {
          role: 'assistant',
          content:
            'Plan: weekdays alternate quant drills and data insights, 30 DS questions per weekend with error log review, and one full mock every Sunday.',
        },
      ],
      [
        {
          role: 'user',
          content: `Please review my profile summary for MBA applications:

Arjun Hegde
Systems Engineer, Infosys, Mysuru (Aug 2022 – present)
- Led migration of a banking client's batch jobs to Azure, saving 18% compute cost
- Mentored 4 freshers in the Mysuru training campus
B.E. Computer Science, PES University, Bengaluru`,
        },
        {
          role: 'assistant',
          content:
            'Good start. Quantify the mentoring outcome and add one line on client-facing work — admissions committees look for leadership signals.',
        },
        {
          role: 'user',
          content: 'Sorry, one correction, it is Aug 2021 not 2022. I made typo. So almost 3 years experience.',
        },
        { role: 'assistant', content: "Noted — nearly three years strengthens your profile. I've updated the dates." },
      ],
      [
        {
          role: 'user',
          content:
            'I am targeting ISB Hyderabad PGP and NUS Singapore. Which one is better for someone from IT services wanting to move to product management?',
        },
        {
          role: 'assistant',
          content:
            "ISB's one-year PGP has strong product management placements in India and a lower opportunity cost; NUS gives more international exposure. Where do you want to work afterwards?",
        },
        { role: 'user', content: 'India only, parents are here.' },
      ],
      [
        {
          role: 'user',
          content:
            "My father runs a medical shop in Davangere and my sister Kavya's marriage is fixed for 12th May, so I will be busy with arrangements and I cannot leave father alone at the shop also. Should I reschedule GMAT?",
        },
        {
          role: 'assistant',
          content:
            'If the late April weeks will be busy, moving the test earlier — while your preparation is fresh — is usually better than pushing it into the wedding period.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'I have rescheduled the GMAT to 18th April. Also weekends I play cricket for our office team, I bowl leg spin. Should I stop till the exam?',
        },
        {
          role: 'assistant',
          content:
            'Keep one match a week if it helps you de-stress, but skip the extra net sessions until the exam is done.',
        },
      ],
    ],
    questions: [
      { question: 'When is the user taking the GMAT?', expect: ['18 April', 'April 18'] },
      { question: 'Since what year has the user worked at Infosys?', expect: ['2021'] },
      { question: "What kind of business does the user's father own?", expect: ['medical', 'pharmacy', 'chemist'] },
      { question: "When is the user's sister getting married?", expect: ['12 May', 'May 12'] },
      { question: 'Which business schools is the user applying to?', expect: ['ISB', 'NUS'] },
      { question: 'What sport does the user play on weekends?', expect: ['cricket'] },
    ],
    unknown: ["What is the name of Kavya's fiancé?", 'What score did the user get on his GMAT mock test?'],
  },

  // 12. Maggie — Glasgow single mum, hairdresser to accounts, short + emoji
  {
    name: 'maggie',
    threads: [
      [
        {
          role: 'user',
          content:
            'hiya, need help with my CV 🙈 after 11 yrs behind the chair at a salon on the southside im trying to get out. doing my AAT level 3 at night at glasgow clyde college. want an accounts assistant job. where do i even start',
        },
        {
          role: 'assistant',
          content:
            'Great move! Start with a profile that leads with your AAT studies, then pull out the transferable skills from your salon work. Do you do anything on the business side there?',
        },
        {
          role: 'user',
          content: 'aye i basically run the bookings, cash up the till every night and do all the stock orders',
        },
        {
          role: 'assistant',
          content:
            "Perfect — that's reconciliation, stock control and client management. I'll phrase those as bullet points under your current role.",
        },
      ],
      [
        {
          role: 'user',
          content:
            "my boy callum's got his adhd assessment on the 18th finally 😭 been on the waiting list 2 years. what should i bring",
        },
        {
          role: 'assistant',
          content:
            "Bring school reports, any notes from his teacher, examples of things you've noticed at home (a short diary helps), his red book if you have it, and a list of questions.",
        },
      ],
      [
        {
          role: 'user',
          content:
            'GOT AN INTERVIEW!! trainee accounts assistant at McLeod Fraser, tuesday 16th at 11. what will they ask',
        },
        {
          role: 'assistant',
          content:
            'Brilliant! Expect: why accounting, tell us about your AAT progress, a time you spotted an error, how you handle deadlines, and maybe a quick Excel task.',
        },
        { role: 'user', content: "my sister shona's taking callum that day thank god" },
      ],
      [
        {
          role: 'user',
          content:
            "also we're moving end of the month 🫠 govan to partick, new flat's closer to the college. can u make me a list",
        },
        {
          role: 'assistant',
          content:
            'Moving list: give notice on the current flat, book a van, update address with the council, school and GP, set up broadband at the new place, and pack a first-night box.',
        },
      ],
      [
        { role: 'user', content: 'GOT THE JOB 😭😭 start 13th may. need to tell the salon, how much notice do i give' },
        {
          role: 'assistant',
          content:
            "Congratulations!! Check your contract — usually it's one week if you've been there under 2 years by law, but your contract may say more. Most people give at least two to four weeks.",
        },
      ],
    ],
    questions: [
      { question: 'What has the user worked as for the past decade?', expect: ['hairdress', 'salon', 'hair'] },
      { question: 'What qualification is the user studying for?', expect: ['AAT', 'accounting', 'bookkeeping'] },
      { question: 'Which relative helps the user with childcare?', expect: ['Shona'] },
      { question: "When is the user's son being assessed?", expect: ['18 April', 'April 18'] },
      { question: 'Which area of Glasgow is the user moving to?', expect: ['Partick'] },
      { question: 'When does the user start her new job?', expect: ['13 May', 'May 13'] },
    ],
    unknown: ["What is the name of Callum's father?", 'What does Shona do for work?'],
  },
]
