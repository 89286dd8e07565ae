import type { ThreadPersona } from './personas'

/**
 * Set 25, written by a helper that had not read the service's rules and measured once before any change made for it
 * (48/96, never said 12/24): several weeks of someone's life told in long, rambling messages and voice-to-text run-ons
 * (few full stops, "so yeah", "anyway"), mixed with terse replies and pasted text (email drafts, lists).
 * Half talk to an AI assistant; half to a friend (the `assistant` role) who also tells of their own life.
 * Written without knowing the service's rules.
 */
export const voiceNotePersonas: ThreadPersona[] = [
  // --- AI assistant, US Midwest, 61, voice-to-text ---
  {
    name: 'Brenda',
    threads: [
      [
        {
          role: 'user',
          content:
            "ok I'm using the talk to text thing because my hands are a mess so forgive me if it comes out weird um so my mother is 88 and she still lives by herself in the house on Fairview where I grew up and the last few months she's been leaving the stove on and she called me at 2 in the morning last week thinking it was time for church so we finally got her in to see the neurologist and he said it's vascular dementia which honestly I kind of knew but hearing it out loud is different anyway what I want to ask is how do you even start looking at assisted living places like what do I ask them",
        },
        {
          role: 'assistant',
          content:
            "I'm sorry, that's a hard thing to hear even when you suspected it. Start with staffing ratios at night, memory-care options if things progress, what's included in the monthly fee, and how they handle medication. Roughly where is she located? Some states have an online lookup of inspection reports.",
        },
        { role: 'user', content: 'Dayton area' },
        {
          role: 'assistant',
          content:
            'The Ohio Department of Health has a long-term care lookup with inspection results. I can help you make a comparison sheet if you shortlist a few places.',
        },
      ],
      [
        { role: 'user', content: "quick one what's a normal A1C" },
        {
          role: 'assistant',
          content:
            'Below 5.7% is considered normal, 5.7–6.4% is the prediabetes range, and 6.5% or above is in the diabetes range. Did you get a result back?',
        },
        {
          role: 'user',
          content:
            "7.9. so yeah. doctor called last Tuesday and said type 2 diabetes and I'm starting metformin tomorrow, I sat in the car in the Kroger parking lot and cried for like twenty minutes and then went in and bought groceries anyway because life doesn't stop does it, Ron says we'll do the diet together which is sweet of him but that man eats pie for breakfast so we'll see",
        },
        {
          role: 'assistant',
          content:
            "That's a lot to take in, especially on top of everything with your mom. Metformin is usually started at a low dose and increased slowly to limit stomach side effects. Would you like some simple meal ideas you could both eat?",
        },
        { role: 'user', content: 'later. thanks' },
      ],
      [
        {
          role: 'user',
          content:
            "can you make this sound less angry\n\nGary,\nI know you're busy out in Phoenix but I need you to actually answer me this time. Sycamore Ridge has a room for Mom starting the 14th and the deposit is $3,200. I have been doing every doctor visit, every grocery run, every 2am phone call by myself for a year. I'm asking you to pay half of the deposit and half of the monthly. If you can't, tell me what you CAN do.\nBrenda",
        },
        {
          role: 'assistant',
          content:
            "Hi Gary,\nI hope things are okay in Phoenix. I need your help with something important. Sycamore Ridge has a room ready for Mom, and the deposit is $3,200. This past year I've handled her appointments, shopping and late-night calls on my own, and I'm stretched thin. Could you cover half of the deposit and half of the monthly cost? If that isn't possible, please tell me what you're able to do.\nThanks,\nBrenda",
        },
        { role: 'user', content: 'better. sending it' },
      ],
      [
        {
          role: 'user',
          content:
            "update for my own sanity I guess, the move got pushed, it's not the 14th anymore it's the 21st because they had to repaint the room, and Gary actually called me back which shocked me, he's paying half so there's that, but now the problem is Mr. Biscuit, Sycamore Ridge doesn't take pets and Dolores has had that cat eleven years and she's already asking about him and she hasn't even moved yet",
        },
        {
          role: 'assistant',
          content:
            "Good news about Gary. Is Dolores your mom? If so, could Mr. Biscuit live with someone close by, so he could visit her now and then? Many facilities allow pet visits even if they don't allow residents to keep them.",
        },
        {
          role: 'user',
          content:
            "yes my mom. and yeah he's coming to us, Ron's a little allergic but he says he'll take a Zyrtec and deal with it",
        },
      ],
      [
        {
          role: 'user',
          content:
            "ok kind of a random question but my husband retired from the post office in the spring after 31 years as a mail carrier and he is going stir crazy at home, he's reorganized the garage twice, what are some volunteer things for a retired guy who likes walking and talking to people, he's been a saint with all the mom stuff so I want to find him something good, Ron would hate anything with a desk so no office stuff",
        },
        {
          role: 'assistant',
          content:
            'A few ideas: Meals on Wheels driver, park or trail volunteer, museum greeter, hospital wayfinding volunteer, or a friendly-visitor program for isolated seniors — which might even fit with visits to your mom.',
        },
        { role: 'user', content: 'meals on wheels he would love. thank you' },
      ],
      [
        {
          role: 'user',
          content:
            "so my quilting group meets Thursdays at the library and I have missed three weeks in a row which is killing me, I'm working on a memory quilt for my mom out of her old housedresses, the ones with the little flowers, so she has something familiar on her bed at the new place, I'm about halfway, oh and FYI the metformin was tearing my stomach up so the doctor switched me to the extended release one on Monday and it's a lot better so far",
        },
        {
          role: 'assistant',
          content:
            'A quilt from her own dresses is a beautiful idea — familiar textures can be really comforting with dementia. Glad the switch is helping. How many blocks are you making?',
        },
        { role: 'user', content: '30 blocks. 16 done' },
      ],
    ],
    questions: [
      { question: 'What has the user’s mother been diagnosed with?', expect: ['dementia'] },
      { question: 'What chronic illness did the user’s own blood test reveal?', expect: ['diabetes'] },
      { question: 'On what date is the user’s mother moving into the care facility?', expect: ['21'] },
      { question: 'What needlework hobby does the user have?', expect: ['quilt'] },
      { question: 'In which city does the user’s sibling live?', expect: ['phoenix'] },
      { question: 'Which animal is coming to live in the user’s household?', expect: ['cat', 'biscuit'] },
      {
        question: 'What was the user’s spouse’s job before he stopped working?',
        expect: ['mail carrier', 'post office', 'mail'],
      },
      { question: 'How many years did the user’s husband work in his career?', expect: ['31'] },
    ],
    unknown: ['What is the name of the user’s father?', 'Does the user have grandchildren?'],
  },
  // --- friend, Polish electrician in Manchester, 34, voice notes while driving ---
  {
    name: 'Tomasz',
    threads: [
      [
        { role: 'assistant', content: "you alive mate? haven't seen you at five a side in ages" },
        {
          role: 'user',
          content:
            "yeah sorry man it's been mental I'm doing this on voice while I'm driving so excuse the mess so basically the boss called me in on Monday and offered me site manager on the new Hallworth job in Stockport, more money like four grand more but it's six in the morning till whenever and weekends when it's behind which it always is so I said no thanks, I'm an electrician not a babysitter for subcontractors, I'm happy being a sparky, and Agnieszka is on nights three times a week so someone has to be there in the mornings for the kids you know so yeah I turned it down and I don't regret it, well maybe a little bit when I look at the mortgage, anyway",
        },
        {
          role: 'assistant',
          content:
            "fair play. I'd have taken the money lol. speaking of, I signed up for the marathon in April, Leanne thinks I've lost it",
        },
        { role: 'user', content: 'you? marathon? you get out of breath on the stairs' },
        { role: 'assistant', content: 'that is exactly why' },
      ],
      [
        {
          role: 'user',
          content:
            "ok so you know the old Raleigh I had in the shed I did it up and put it on Marketplace and it went in like two hours for 180 quid so now I've bought four more old road bikes off a guy in Bolton and I'm doing them up in the garage in the evenings, that's nine sold now since January, Agnieszka thinks I should make it a proper thing with a name and an Instagram so I'm thinking Rower Garage, rower is bike in Polish, people here will probably think it's about rowing boats haha but I like it",
        },
        {
          role: 'assistant',
          content: 'Rower Garage is class. want a hand with the insta? I did the one for my cousin’s van',
        },
        { role: 'user', content: 'yes please' },
      ],
      [
        { role: 'assistant', content: "how's Zosia getting on at school" },
        {
          role: 'user',
          content:
            "good she loves her teacher Miss Patel, she's six now can you believe it, she started swimming lessons Saturday mornings at the leisure centre and she cried the first time but now she wants to go every day, Filip is three and he's a nightmare, he bit a kid at nursery on Wednesday so that was a nice phone call",
        },
        {
          role: 'assistant',
          content: "lol the biter phase. we've got all that to come, Leanne's 20 weeks now. it's a boy",
        },
        { role: 'user', content: 'no way!! congrats man, proper buzzing for you' },
      ],
      [
        { role: 'user', content: "we're getting a dog" },
        { role: 'assistant', content: 'WHAT. what kind' },
        {
          role: 'user',
          content:
            "don't know yet, we've been looking at this lurcher at the rescue in Oldham but he was a bit much with Filip, jumping and that, so there's also a retired racer at the Greyhound Trust, very calm, sleeps like 20 hours a day, which honestly sounds like my kind of dog",
        },
      ],
      [
        {
          role: 'user',
          content:
            "flights to Gdańsk booked for the 3rd of August to see my parents, two weeks, the kids haven't seen babcia since Christmas and my dad keeps asking on WhatsApp every single day",
        },
        {
          role: 'assistant',
          content: "nice one. we're not going anywhere this year with the baby coming, maybe Wales for a weekend",
        },
      ],
      [
        {
          role: 'user',
          content:
            "so we went with the greyhound in the end, his racing name was something stupid like Swift Tornado Boy but we call him Kaczka which means duck, Zosia named him, don't ask, he's lying on the sofa like a king right now and Filip is lying on him",
        },
        { role: 'assistant', content: 'KACZKA 😂 send pics' },
        { role: 'user', content: 'sent' },
      ],
      [
        {
          role: 'user',
          content:
            "update had to change the flights, Agnieszka couldn't swap her shifts on the ward, nurses' rota is a nightmare, so we're flying on the 10th now instead, cost me 140 quid to change, Ryanair robbing me as usual, and now we need someone to look after Kaczka, Mrs Okafor next door said she would, she already has Filip sometimes when we're both stuck so she's basically family now",
        },
        { role: 'assistant', content: "she's a legend. I can take the dog a couple of days if she needs a break" },
        { role: 'user', content: 'cheers man' },
      ],
    ],
    questions: [
      { question: 'What more senior role did the user turn down?', expect: ['site manager'] },
      { question: 'What is the user’s trade?', expect: ['electrician', 'sparky'] },
      { question: 'What does the user refurbish and resell in his spare time?', expect: ['bike', 'raleigh'] },
      { question: 'What name is the user considering for his side business?', expect: ['rower garage'] },
      { question: 'What is the user’s wife’s occupation?', expect: ['nurse', 'ward'] },
      { question: 'What breed of dog did the user’s family adopt?', expect: ['greyhound'] },
      { question: 'On what date will the family now fly to Poland?', expect: ['10th', '10'] },
      { question: 'Which neighbour sometimes minds the user’s son?', expect: ['okafor'] },
    ],
    unknown: ['Is the user training for a marathon?', 'What is the name of the user’s mother?'],
  },
  // --- AI assistant, Brazilian in Curitiba, 42, non-native voice dictation ---
  {
    name: 'Fernanda',
    threads: [
      [
        {
          role: 'user',
          content:
            'hello I am using the voice so sorry for mistakes, I need a study plan for the PMP exam, I work in logistics for a cooperative of agriculture here in Curitiba, 11 years there, and my manager says with the certification I can get more responsabilities but honestly I think I want to leave, so the exam is the 18 of March and I have two kids and a husband and a job so I have maybe one hour per night and Saturday mornings, can you make a plan',
        },
        {
          role: 'assistant',
          content:
            'Of course. With about 7–8 hours a week, a 10-week plan works: process groups first, then agile and hybrid, then full mock exams in the last three weeks. What materials are you using?',
        },
        { role: 'user', content: 'the Rita book and a Udemy course. 35 hours of the course done already' },
        {
          role: 'assistant',
          content: 'Great — the 35 contact hours are also the requirement for applying, so you are covered there.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'this is my week, please tell me where I can put study\n\nMON - Lucas volleyball 18h, dinner\nTUE - Beatriz ballet 17h30, Rodrigo clinic until 20h\nWED - free??\nTHU - Lucas volleyball 18h\nFRI - dinner at my mother\nSAT - feira, study 8-12\nSUN - church, lunch at Rodrigo parents',
        },
        {
          role: 'assistant',
          content:
            'Wednesday evening is your best long block (2 hours). During volleyball practice on Monday and Thursday you could do 45 minutes of flashcards in the car. Is Rodrigo your husband?',
        },
        { role: 'user', content: 'yes he is dentist, his clinic is close to our house but he works late' },
      ],
      [
        {
          role: 'user',
          content:
            'other subject, the endocrinologist say my TSH is still high so she change the levothyroxine from 50 to 75 mcg, I have hypothyroidism since Beatriz was born, nine years, I am always tired, is normal to take time to feel better?',
        },
        {
          role: 'assistant',
          content:
            'Yes, it usually takes 6–8 weeks after a dose change for TSH to settle and for energy to improve. Take it on an empty stomach, at the same time each day.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'so I moved the exam, I was not ready, the mock exams were 61 percent, now is 2 of April, at 8 in the morning at the Pearson center',
        },
        { role: 'assistant', content: 'A good decision. That gives you three extra weeks for mocks. Boa sorte!' },
      ],
      [
        {
          role: 'user',
          content:
            'I PASSED!!!! Above target in two of three domains 😭 so happy, I did it at the test center on Tuesday and I was shaking the whole time',
        },
        {
          role: 'assistant',
          content: 'Parabéns! That is a big achievement with a full-time job and two kids. What is next?',
        },
        {
          role: 'user',
          content:
            'next is I am interviewing with a Dutch company for a remote job, agri logistics also, second interview is Thursday. my company does not know yet so shhh',
        },
      ],
      [
        {
          role: 'user',
          content:
            'help me compare, we want to go in the July holidays to Lisbon but tickets from Curitiba are 6,000 reais each person, four people, too much, other option is Santiago in Chile, Lucas wants to see snow, Beatriz wants to see the sea, and I want to sleep',
        },
        {
          role: 'assistant',
          content:
            'Santiago would be far cheaper and a short flight; you can do a day trip to a ski resort for snow and to Viña del Mar for the sea. Lisbon gives you the sea but no snow in July.',
        },
        {
          role: 'user',
          content: 'ok we decided, Santiago. Lisbon next year maybe. We go 12 July, Valle Nevado one day for the snow',
        },
      ],
    ],
    questions: [
      { question: 'Which professional certification did the user study for?', expect: ['pmp'] },
      { question: 'What was the result of the user’s certification test?', expect: ['passed', 'pass'] },
      { question: 'In which month did the user actually sit the exam?', expect: ['april'] },
      { question: 'What is the profession of the user’s spouse?', expect: ['dentist'] },
      { question: 'What sport does the user’s son practise?', expect: ['volleyball'] },
      { question: 'What daily dose of thyroid medication is the user on now?', expect: ['75'] },
      { question: 'Which country is the family visiting in July?', expect: ['chile', 'santiago'] },
      { question: 'In what field does the user work?', expect: ['logistics', 'agri'] },
    ],
    unknown: ['What is the name of the user’s mother?', 'Does the user have a dog?'],
  },
  // --- friend, Glasgow, 58, retiring bus driver, dictated by voice ---
  {
    name: 'Dougie',
    threads: [
      [
        {
          role: 'user',
          content:
            "right Shona this is the voice thing our Lorna put on my phone so if it comes out like gibberish blame her, anyway the hospital phoned this morning and they've finally given me a date for the knee, 9th of May at the Golden Jubilee, eighteen months I've waited, eighteen months hobbling about like an old man, well I am an old man but you know what I mean, so aye that's the news",
        },
        { role: 'assistant', content: "about time Dougie!! who's doing the birds while you're in?" },
        { role: 'user', content: "that's the thing. Moira cannae go near them, she's feart of them" },
      ],
      [
        {
          role: 'user',
          content:
            "Blue Bella came in first from Newark on Saturday, first in the whole club, eleven minutes ahead of Jimmy Baird's cock bird and he was raging, best day I've had all year honestly, I've got 42 birds in the loft just now and she's the best hen I've ever had, I'm telling you that pigeon is worth more to me than the car",
        },
        {
          role: 'assistant',
          content: "ha brilliant. we're off to the caravan at Oban the weekend, first time this year",
        },
        { role: 'user', content: 'lucky. bring me back a fish supper' },
      ],
      [
        { role: 'assistant', content: 'any word on the retirement thing?' },
        {
          role: 'user',
          content:
            "aye took the package, thirty years on the buses, I finish end of April, First Bus gave me a wee certificate and a handshake haha, Moira says I'll drive her mad at home but she's still doing the school dinners till she's 60 so she'll be out of my hair most days",
        },
        {
          role: 'assistant',
          content: "thirty years! end of an era. Callum's told us he's joining the army, I'm no coping",
        },
        { role: 'user', content: "ach he'll be fine Shona. he's a big lad" },
      ],
      [
        {
          role: 'user',
          content:
            "so with the knee we're ripping the bath out and making the bathroom into a wet room so I can get in and out after, Stevie the plumber's coming Monday to measure up, my daughter found him, he done her en suite, anyway I've been looking at tiles all night and they all look the same to me, grey, grey, and more grey",
        },
        { role: 'assistant', content: 'get the anti slip ones whatever colour' },
      ],
      [
        {
          role: 'user',
          content:
            "bloody typical, hospital phoned, op's cancelled for the 9th, some staffing thing, new date's the 3rd of June",
        },
        { role: 'assistant', content: "oh Dougie. at least it's weeks no months" },
        { role: 'user', content: 'aye true. gives Stevie time to finish the bathroom I suppose' },
      ],
      [
        { role: 'assistant', content: "how's wee Ava?" },
        {
          role: 'user',
          content:
            "ach the granddaughter's four going on forty, Ava's at the dancing now, Lorna takes her Tuesdays, she came round Sunday and asked could she name a pigeon so there's now a bird called Princess Sparkle in my loft, God help me, and Mr Rashid upstairs says he'll do the feeding and the water while I'm in the hospital, he's retired too, been watching me out the window for years and I think he secretly likes them",
        },
        { role: 'assistant', content: 'Princess Sparkle 😂 you big softie' },
      ],
    ],
    questions: [
      { question: 'What kind of birds does the user race?', expect: ['pigeon'] },
      { question: 'Which joint is the user having surgery on?', expect: ['knee'] },
      { question: 'When is the user’s operation scheduled now?', expect: ['3rd of june', 'june'] },
      { question: 'What did the user do for a living?', expect: ['bus'] },
      { question: 'How long did the user work in that job?', expect: ['thirty'] },
      { question: 'Who will look after the user’s birds during his hospital stay?', expect: ['rashid'] },
      { question: 'Where does the user’s wife work?', expect: ['school dinners', 'school'] },
      { question: 'What is the user’s grandchild called?', expect: ['ava'] },
    ],
    unknown: ['Does the user own a caravan?', 'What car does the user drive?'],
  },
  // --- AI assistant, Seoul, 27, terse + voice run-ons + pasted text ---
  {
    name: 'Ji-woo',
    threads: [
      [
        { role: 'user', content: 'is it better to study kanji by radicals or by frequency' },
        {
          role: 'assistant',
          content:
            'Both have merits; many learners combine them — radicals for understanding, frequency for priority. What level are you aiming for?',
        },
        { role: 'user', content: 'N2. exam is first sunday of december' },
        {
          role: 'assistant',
          content:
            'Then frequency first: the roughly 1,000 kanji that appear at N2, with radicals as memory hooks for the hard ones. Aim for 10 new kanji a day plus reviews.',
        },
      ],
      [
        {
          role: 'user',
          content:
            "okay I'm talking into my phone while walking home from work so sorry if this is messy, so I adopted a cat on the weekend from a shelter in Mapo, she's two years old, grey tabby with a white belly, the shelter called her number 47 but I named her Dubu because the belly is soft and white like tofu, and she is hiding under my bed since Saturday and won't come out, I put food but she only eats at night when I sleep, is this normal, my officetel is really small so I don't know where else she could go anyway, what should I do",
        },
        {
          role: 'assistant',
          content:
            'Completely normal — many shelter cats hide for days or even a couple of weeks. Keep food, water and litter close to her hiding spot, sit quietly in the room, and let her come to you.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'emergency?? Dubu goes to the litter box many many times and only tiny bit of pee comes out and she cries',
        },
        {
          role: 'assistant',
          content:
            'Please take her to a vet today. Straining with little urine can be a urinary blockage, which is an emergency, or an infection or stress-related inflammation.',
        },
        {
          role: 'user',
          content:
            'went. vet says bladder inflammation, cystitis, from stress of moving. not blocked. medicine and wet food only. 340,000 won ㅠㅠ',
        },
        {
          role: 'assistant',
          content: 'Glad it is not a blockage. More water in her diet and a calm routine will help it not come back.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'translate to japanese please, it is for the working holiday application\n\nReason for application: I have studied Japanese for three years and want to experience daily life in Japan. I plan to live in Osaka and work part-time in a café while continuing my illustration work. After the working holiday, I hope to work with Japanese stationery companies as a sticker designer.',
        },
        {
          role: 'assistant',
          content:
            '申請理由：私は3年間日本語を勉強しており、日本での日常生活を経験したいと考えています。大阪に住み、イラストの仕事を続けながらカフェでアルバイトをする予定です。ワーキングホリデーの後は、ステッカーデザイナーとして日本の文具メーカーと仕事をしたいと思っています。',
        },
      ],
      [
        { role: 'user', content: 'how do I price stickers' },
        { role: 'assistant', content: 'What do you sell at the moment, and where?' },
        {
          role: 'user',
          content:
            'die-cut stickers and sticker sheets on Idus and my instagram, mostly cats and food characters lol. sheets are 4,500 won. sold around 300 last month which is not bad for a side job',
        },
        {
          role: 'assistant',
          content:
            'Work out material plus packaging plus platform fee per sheet, then aim for at least 3x that. Bundles (3 sheets for a discount) usually raise the average order.',
        },
        {
          role: 'user',
          content: 'my main job is junior UX designer at a fintech, very boring, so this is my happy place',
        },
      ],
      [
        {
          role: 'user',
          content:
            'so my plan changed a bit, my friend Seo-yeon lives in Fukuoka and she says rent is much cheaper than Osaka and it is only one hour flight so my parents can visit easier, they are not young and my mom hates long trips, so I go to Fukuoka not Osaka, I need to redo the application ugh, also my brother Min-ho finishes his military service in March so I want to leave after he is back home, mom wants a big family dinner in Jeonju before I go anyway so yeah April maybe',
        },
        {
          role: 'assistant',
          content:
            'Fukuoka is a great choice for cost and for being close to Korea. I can update the Japanese text with the new city whenever you are ready.',
        },
        { role: 'user', content: 'yes tomorrow pls' },
      ],
      [
        { role: 'user', content: 'results came!!! passed N2, 142 points' },
        {
          role: 'assistant',
          content: 'Congratulations! 142 is a solid pass. That will look great on the application too.',
        },
      ],
    ],
    questions: [
      { question: 'Which level of the Japanese proficiency test did the user pass?', expect: ['n2'] },
      { question: 'In which month did the user take the language exam?', expect: ['december'] },
      { question: 'What is the name of the user’s pet?', expect: ['dubu'] },
      { question: 'What health problem was the user’s pet diagnosed with?', expect: ['cystitis', 'bladder'] },
      { question: 'Which Japanese city is the user planning to live in?', expect: ['fukuoka'] },
      { question: 'What does the user make and sell on the side?', expect: ['sticker'] },
      { question: 'When does the user’s sibling complete his service?', expect: ['march'] },
      { question: 'What is the user’s main occupation?', expect: ['ux', 'designer'] },
    ],
    unknown: ['Does the user have a boyfriend?', 'What does the user’s father do for work?'],
  },
  // --- friend, Nairobi, 38, long voice notes from a matatu ---
  {
    name: 'Wanjiru',
    threads: [
      [
        {
          role: 'user',
          content:
            "Achieng my dear I'm sending this by voice because I'm in a matatu and the driver is playing music so loud I can't type, so the branch manager called me to his office on Friday and said head office wants me to go to Nakuru as operations manager, a promotion, more money, car allowance, but Nakuru, with the kids in school here and Kamau's business here and my mum in Nyeri, I said I will think about it but I already know the answer is no, anyway how is the salon?",
        },
        {
          role: 'assistant',
          content:
            'eeh congratulations but yes Nakuru is far. salon is okay, we did 14 clients on Saturday!! my feet are finished',
        },
        { role: 'user', content: "14! you're becoming a big woman" },
      ],
      [
        {
          role: 'user',
          content:
            "the chicks have arrived, 200 improved kienyeji, at the plot in Kiambu, Kamau's cousin Njoroge is living there and watching them for me, I'm paying him 8,000 a month, if all goes well first eggs in five months and the Naivas in Ruiru said they can take some trays",
        },
        { role: 'assistant', content: 'wow farmer Wanjiru! how much were the chicks?' },
        { role: 'user', content: "120 each. plus feeders, plus vaccines. don't ask me the total" },
      ],
      [
        {
          role: 'user',
          content:
            "Mum had a small stroke on Tuesday, she's at Outspan hospital in Nyeri, her left side is weak but she can talk, I'm driving there tomorrow early morning, my sister Wangui is with her now, pray for us",
        },
        { role: 'assistant', content: "pole sana. I'm praying. tell me if you need anything at all" },
      ],
      [
        {
          role: 'user',
          content:
            'told the bank no. they were not happy but they said I can apply for the Westlands branch post when it opens in January, so we will see',
        },
        { role: 'assistant', content: 'good. family first. Westlands is better anyway' },
      ],
      [
        {
          role: 'user',
          content:
            "mum is home now, the physiotherapist comes three times a week, we got a lady called Mama Wairimu to stay with her during the day, she's very good, mum likes her because they are from the same church, and Wangui goes in the evenings after work, so yeah we are managing",
        },
        { role: 'assistant', content: 'thank God. Mama Wairimu sounds like a blessing' },
      ],
      [
        {
          role: 'user',
          content:
            'so the gynae says the fibroids are what is causing the heavy periods and the anaemia, she was talking about a myomectomy, the operation, in two months',
        },
        { role: 'assistant', content: 'eish. are you scared?' },
        { role: 'user', content: 'a bit. more scared of the bill honestly' },
      ],
      [
        {
          role: 'user',
          content:
            "update on me, I went for a second opinion at Aga Khan, this doctor says no operation for now, we try the hormone injections first for six months and see if they shrink, I'm so relieved",
        },
        {
          role: 'assistant',
          content: "thank God. Otieno leaves for Dubai on the 20th, I'm going to be a single mother for two years 😩",
        },
        { role: 'user', content: "we'll hold you, you know that" },
      ],
      [
        {
          role: 'user',
          content:
            'Baraka is in grade 6 now and he wants boarding school next year for junior secondary, he says his sister is too noisy lol, Neema is 7 and she sings the whole day, and oh I added another batch of chicks so we are at 350 birds now, Njoroge is complaining he needs a helper',
        },
        { role: 'assistant', content: 'haha Neema the musician. 350!! you will be supplying the whole of Ruiru' },
      ],
    ],
    questions: [
      { question: 'What kind of farming is the user doing on the side?', expect: ['chick', 'kienyeji'] },
      { question: 'How many birds does the user have now?', expect: ['350'] },
      { question: 'Which town was the user asked to relocate to for a promotion?', expect: ['nakuru'] },
      { question: 'What health emergency did the user’s mother have?', expect: ['stroke'] },
      { question: 'Who looks after the user’s mother during the day?', expect: ['wairimu'] },
      {
        question: 'What treatment is the user going with for her gynaecological condition?',
        expect: ['hormone', 'injection'],
      },
      { question: 'On which day of the week did the user’s mother fall ill?', expect: ['tuesday'] },
      { question: 'Who is minding the user’s farm on the plot?', expect: ['njoroge'] },
    ],
    unknown: ['Does the user run a salon?', 'Is the user’s husband moving to Dubai?'],
  },
  // --- AI assistant, Dutch, Utrecht, 47, dictated and slightly non-native ---
  {
    name: 'Gerrit',
    threads: [
      [
        {
          role: 'user',
          content:
            'Good evening, I am dictating this so excuse the strange sentences, I had a sleep study last month in the hospital because my wife Marieke complained I stop breathing at night and snore like a tractor, and today the pulmonologist told me I have moderate obstructive sleep apnea, 24 events per hour, and I have to start with a CPAP machine next week, I am honestly a bit shocked because I always thought I was just a bad sleeper, so my question is what should I expect the first weeks with such a machine',
        },
        {
          role: 'assistant',
          content:
            'The first weeks are an adjustment: many people take the mask off in their sleep at first, and mask fit matters a lot. Wear it for short periods while awake to get used to it, and tell your supplier early if it leaks.',
        },
        { role: 'user', content: 'ok. thanks' },
      ],
      [
        {
          role: 'user',
          content:
            "How do I know if a Blue Note record is an original pressing or a reissue? I found Somethin' Else at the flea market on the IJ for 15 euros",
        },
        {
          role: 'assistant',
          content:
            'Check for a deep groove ring on the label, "RVG" stamped in the dead wax, the "ear" symbol, and the address on the label (Lexington Ave, West 63rd, or New York USA). How big is your collection?',
        },
        {
          role: 'user',
          content: 'Around 1,200 LPs, mostly jazz from the fifties and sixties. My father started it, I continued.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'so I need to think out loud, my director at the waterschap offered me to become head of the department, I am senior hydrologist there for 14 years and I like the actual work with the models and the dikes, head of department is only meetings and budgets and personnel problems, so I told her no on Wednesday, but then she offered something else, I can go to four days a week and keep my function, and that I said yes to, so from September I work Monday to Thursday and Friday is for me, my question is how do I use a free Friday without wasting it',
        },
        {
          role: 'assistant',
          content:
            'Congratulations on getting the arrangement you wanted. Give Friday one anchor (a long ride, a record-shop round, a course) and leave the rest open, otherwise it fills with errands.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'Can you check my English in this email, it is for the summer camp\n\nDear Mrs. Hollander,\nOur twins Sem and Lotte (11) would like to join the sailing week from 14 to 18 July. Sem has a nut allergy, he carries an EpiPen always. Lotte did sailing before on the Loosdrechtse Plassen. Please let us know the remaining payment.\nKind regards,\nGerrit Visser',
        },
        {
          role: 'assistant',
          content:
            'Dear Mrs Hollander,\nOur twins, Sem and Lotte (11), would like to join the sailing week from 14 to 18 July. Please note that Sem has a nut allergy and always carries an EpiPen. Lotte has sailed before on the Loosdrechtse Plassen. Could you let us know the remaining amount to be paid?\nKind regards,\nGerrit Visser',
        },
        {
          role: 'user',
          content:
            'Perfect. Last summer before secondary school for them, Lotte goes to the gymnasium and Sem to the Montessori college, first time in separate schools',
        },
      ],
      [
        {
          role: 'user',
          content:
            'update on the CPAP, the full face mask was a disaster, leaking, red marks on my nose, I woke up every night with it on the floor, so last Thursday the supplier changed it to nasal pillows and it is much better, Marieke says I sound like Darth Vader quietly now instead of a tractor haha',
        },
        {
          role: 'assistant',
          content:
            'That is a common and good switch. Glad it is working — the first good nights often make a big difference in energy.',
        },
      ],
      [
        {
          role: 'user',
          content:
            "We planned to cycle the Moselle from Trier to Koblenz in the autumn holiday but the hotels are almost all full because of the wine festivals, so we changed to the Danube, Passau to Vienna, it is flatter also which is better for Marieke's hip. We start on 19 October.",
        },
        {
          role: 'assistant',
          content:
            'The Danube cycle path is a classic and very well signposted. Around 330 km, so 6–7 easy days. Will the twins come?',
        },
        { role: 'user', content: 'No, they stay with my sister Anouk. Their first week without us.' },
      ],
    ],
    questions: [
      { question: 'What sleep disorder has the user been diagnosed with?', expect: ['apnea'] },
      { question: 'What type of mask does the user use with his breathing machine now?', expect: ['nasal pillow'] },
      { question: 'What does the user collect?', expect: ['record', 'lp', 'jazz', 'blue note'] },
      { question: 'What food should a host avoid serving the user’s son?', expect: ['nut'] },
      { question: 'What is the user’s job title?', expect: ['hydrologist'] },
      { question: 'How many days a week will the user be working from September?', expect: ['four'] },
      { question: 'Along which river will the user cycle this autumn?', expect: ['danube', 'passau', 'vienna'] },
      { question: 'When does the user’s cycling trip start?', expect: ['19 october', 'october'] },
    ],
    unknown: ['What is the user’s wife’s profession?', 'Which musical instrument does the user play?'],
  },
  // --- friend, Christchurch NZ, 33, voice texting from the car ---
  {
    name: 'Shannon',
    threads: [
      [
        { role: 'assistant', content: 'SHAN how was the appointment' },
        {
          role: 'user',
          content:
            "ugh okay so I'm voice texting from the carpark because Finn's asleep in the car seat and if I move he'll wake up, anyway so the vet found a lump on Mango's back leg last week and they did the needle thingy and it's a mast cell tumour, low grade they think but they want to cut it out with big margins, like a big chunk of her leg, and it's like 2 grand which we do not have right now with the house and everything so yeah I cried in the vet's loo, she's 11, she's my first baby before the actual babies you know",
        },
        { role: 'assistant', content: 'oh hun 😭 give her a big pat from me. is she in pain?' },
        { role: 'user', content: 'nah she’s her usual greedy self' },
      ],
      [
        {
          role: 'user',
          content:
            "so update we went with the other vet in the end, the one in Halswell, they quoted way less for the surgery and the vet there has done heaps of them, it's booked for Thursday",
        },
        { role: 'assistant', content: 'good call. ok my news: I GOT THE MELBOURNE JOB 😱 moving in Feb' },
        { role: 'user', content: 'NOOOO. I mean yay. but noooo' },
        { role: 'assistant', content: 'I know 😭 and we just got Pip, she’s going to be an Aussie dog now' },
      ],
      [
        {
          role: 'user',
          content:
            "assignment 2 for my learning support paper is due Sunday and I've written literally 300 words out of 3000, I'm teaching full time, Harper's got kindy pickup at 3 and Jordan's on a job till 6 most days so honestly when am I meant to write this",
        },
        { role: 'assistant', content: "you've got this. what's it on?" },
        {
          role: 'user',
          content:
            "inclusive reading strategies for kids with dyslexia. it's my postgrad cert through Massey, two papers a year, this is year one. half my year 3 class could be in the case study lol",
        },
      ],
      [
        {
          role: 'user',
          content:
            "pasting the builder's update Jordan forwarded:\n\nHi Jordan and Shannon, good news — CCC inspection passed Tuesday. Final clean booked, settlement on track for 14 March. Keys from the agent on the day. Cheers, Mike — Stonebridge Homes Rolleston\n\nWE HAVE A DATE",
        },
        { role: 'assistant', content: 'YESSS. Rolleston here you come' },
        {
          role: 'user',
          content: "Jordan's already been round with his torch checking every pipe, once a plumber always a plumber",
        },
      ],
      [
        {
          role: 'user',
          content:
            'well. settlement got pushed to the 28th because the bank is being slow with the valuation so we are living out of boxes for two extra weeks, cool cool cool',
        },
        { role: 'assistant', content: 'ugh banks. want me to take Harper for a day so you can pack?' },
        {
          role: 'user',
          content: 'yes please, Saturday? she turned four on Monday so she will tell you all about her party',
        },
      ],
      [
        { role: 'assistant', content: 'did the unicorn cake go ok' },
        {
          role: 'user',
          content:
            "yeah the mum loved it, that's my fourth order this month, I'm charging 120 for a two tier now, might need to register as a home kitchen with the council if it keeps going, Jordan jokes I make more from cakes than from teaching lol which is not true. yet",
        },
        { role: 'assistant', content: 'lol. Pip ate my shoe btw. puppy life' },
        { role: 'user', content: 'haha karma' },
      ],
    ],
    questions: [
      { question: 'What does the user do for a living?', expect: ['teach'] },
      { question: 'What was found on the user’s dog?', expect: ['mast cell', 'tumour', 'lump'] },
      { question: 'Where is the clinic the user chose for her dog’s surgery?', expect: ['halswell'] },
      { question: 'What qualification is the user studying towards?', expect: ['learning support', 'postgrad'] },
      { question: 'What trade is the user’s partner in?', expect: ['plumber'] },
      { question: 'On what date does the family now take possession of the new house?', expect: ['28'] },
      { question: 'In which town is the user’s new home?', expect: ['rolleston'] },
      { question: 'What does the user bake to earn extra money?', expect: ['cake'] },
    ],
    unknown: ['Is the user moving to Melbourne?', 'What is the name of the user’s puppy?'],
  },
  // --- AI assistant, Valencia, 70, dictated, non-native ---
  {
    name: 'Rosa',
    threads: [
      [
        {
          role: 'user',
          content:
            'Good morning, I speak to the telephone because my eyes are tired and my grandson Pablo showed me how, so, the doctor of the ear, the otorrino, said I have hearing loss in both ears, moderate, for the age, and I need audífonos, how you say, hearing aids, and my daughter Inés says to buy them in the big store in the centre but they are very expensive, 3,800 euros the pair, what do you recommend to ask before I buy',
        },
        {
          role: 'assistant',
          content:
            'Good morning! Ask about a trial period with full refund, what follow-up adjustments are included, battery or rechargeable, warranty length, and whether they can connect to your phone and television.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'I returned the hearing aids. The sound was like a tin can and they whistle when I put my hand near. Now I have other brand, Phonak, with two weeks of trial, is much better, I can hear the television at normal volume and my neighbour Conchi stopped complaining haha',
        },
        {
          role: 'assistant',
          content: 'Wonderful! Make sure to note anything you want adjusted before the trial ends.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'My orchids, I have 23, mostly phalaenopsis, some have yellow leaves in the bottom, the balcony looks to the west, is too much sun?',
        },
        {
          role: 'assistant',
          content:
            'Afternoon sun from the west can be strong for phalaenopsis; a sheer curtain helps. Lower leaves yellowing can also be age or too much water. How do you water them?',
        },
        { role: 'user', content: 'once a week, from above, with a glass' },
        {
          role: 'assistant',
          content:
            'Try soaking the pot for 10 minutes every 7–10 days instead, and let it drain well. Avoid water sitting in the crown.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'My son Javier lives in Montreal since 2015, he is aircraft engineer at Bombardier, and I wanted to visit him in October for the first time, but he says October is already cold and he has a big project at work so now I go for Christmas instead, to see the snow, me!, at 70 years, my first time in the snow, I need a list of clothes please',
        },
        {
          role: 'assistant',
          content:
            'How exciting! Thermal underlayers, a warm down coat to the knee, waterproof boots with grip, wool socks, hat, scarf and gloves. Layers are better than one heavy sweater. When do you fly?',
        },
        { role: 'user', content: '18 December, from Valencia by Madrid' },
      ],
      [
        {
          role: 'user',
          content:
            'write a message for the agency please. I want to say: the apartment in Cullera, the tenants of summer leave 31 August, I want to rent for the winter to one person long stay, 550 euros, no animals',
        },
        {
          role: 'assistant',
          content:
            'Hello, the summer tenants of my apartment in Cullera will leave on 31 August. For the winter I would like to rent it to one person for a long stay, at 550 euros per month, no pets. Please let me know if you have suitable candidates. Thank you, Rosa',
        },
        { role: 'user', content: 'perfect, thank you' },
      ],
      [
        {
          role: 'user',
          content:
            'In the university for older people, the Aula de Mayores, I do English B1, the exam is in June, the speaking part is my fear, can we practise? Ask me questions',
        },
        { role: 'assistant', content: 'Of course! First question: tell me about your family.' },
        {
          role: 'user',
          content:
            'I have two children, Inés and Javier. Inés has two children, Marta is ten and Pablo is seven. My husband Vicente died four years ago. I live alone with my orchids haha',
        },
        { role: 'assistant', content: 'Very good! Clear and natural. Next: what do you like to do in your free time?' },
      ],
    ],
    questions: [
      { question: 'What sensory problem was the user diagnosed with?', expect: ['hearing'] },
      { question: 'Which brand of device did the user end up with?', expect: ['phonak'] },
      { question: 'What kind of plants does the user look after?', expect: ['orchid', 'phalaenopsis'] },
      { question: 'In which city does the user’s son live?', expect: ['montreal'] },
      { question: 'Who employs the user’s son?', expect: ['bombardier'] },
      { question: 'When is the user travelling to visit her son?', expect: ['christmas', 'december'] },
      { question: 'What property does the user let out?', expect: ['apartment', 'cullera'] },
      { question: 'How old is the user’s granddaughter?', expect: ['ten'] },
    ],
    unknown: ['What was the user’s late husband’s job?', 'Does the user own a car?'],
  },
  // --- friend, Quezon City, 24, Taglish, call-center night shift ---
  {
    name: 'Kevin',
    threads: [
      [
        {
          role: 'user',
          content:
            "pre sorry voice typing lang kasi pagod na pagod ako so last night sa shift grabe tatlong irate callers in a row tapos si boss inoffer sakin yung team leader position starting next month, mas malaki sahod pero mas mahaba oras and I'm reviewing for the NLE sa November so sabi ko hindi muna, sayang pero priority ko talaga yung board exam para makapag-nurse na ko finally, 2 years na ko sa call center after graduation",
        },
        {
          role: 'assistant',
          content: 'sayang pre pero tama ka. ako naman, final interview na ko sa hotel sa Dubai next week 🙏',
        },
        { role: 'user', content: 'uy grabe!! sana all. go pre' },
      ],
      [
        {
          role: 'user',
          content:
            "mama's dialysis is three times a week na, Monday Wednesday Friday sa NKTI, PhilHealth covers a lot of the sessions pero kulang pa rin sa meds and transpo so yeah, kaya di ko talaga kaya mag-resign kahit gustong gusto ko na",
        },
        { role: 'assistant', content: 'kaya mo yan. kung may maitutulong ako sabihin mo lang ha' },
      ],
      [
        {
          role: 'user',
          content:
            'nag-ampon kami ng tuta, aspin, nakita ng gf ko sa labas ng office nila sa Ortigas, nanginginig sa ulan, we named her Chichay',
        },
        { role: 'assistant', content: 'cute!! pic' },
        { role: 'user', content: 'ayan. ang liit no' },
      ],
      [
        {
          role: 'user',
          content:
            'pre si Chichay may parvo daw, naka-confine sa vet sa Katipunan, 2 days na di kumakain, 8k na bill, si Bea iyak nang iyak kasi siya daw nakakita sa kanya',
        },
        {
          role: 'assistant',
          content: 'hala. sana kayanin niya. si Lara din pala may aso, sabi niya survivor din ng parvo yun',
        },
        { role: 'user', content: 'sino si Lara 👀' },
        { role: 'assistant', content: 'haha bago. kwento ko next time' },
      ],
      [
        { role: 'user', content: "SHE'S HOME. survivor si Chichay!! ang payat pero nangangagat na ulit ng tsinelas" },
        { role: 'assistant', content: 'YESSS laban Chichay' },
      ],
      [
        { role: 'assistant', content: 'tapos mo na yung gundam mo?' },
        {
          role: 'user',
          content:
            'yung MG Barbatos? malapit na, panel lining na lang. pang 14th gundam ko na to this year haha. reward ko sa sarili pag pumasa ko sa boards, PG Unicorn, kahit 15k',
        },
      ],
      [
        {
          role: 'user',
          content:
            'review sked ko copy paste ko lang:\n\nMON - Fundamentals + MS (after shift 8am-12nn)\nTUE - sleep, then Maternal 3pm-6pm\nWED - Pedia + mock exam\nTHU - Psych\nFRI - off (date w/ Bea)\nSAT - Community Health + rationale review\nSUN - review center 8am-5pm\n\nok ba to?',
        },
        { role: 'assistant', content: 'ok na yan pero matulog ka rin ha. zombie ka na last time' },
        { role: 'user', content: 'haha noted' },
      ],
    ],
    questions: [
      { question: 'What licensing exam is the user preparing for?', expect: ['nle', 'nurse', 'board'] },
      { question: 'What promotion did the user decline?', expect: ['team leader'] },
      { question: 'What treatment does the user’s mother receive regularly?', expect: ['dialysis'] },
      { question: 'How often does the user’s mother go for her treatment?', expect: ['three times'] },
      { question: 'What illness did the user’s puppy survive?', expect: ['parvo'] },
      { question: 'What kind of models does the user build?', expect: ['gundam', 'barbatos'] },
      { question: 'In which area does the user’s girlfriend work?', expect: ['ortigas'] },
      { question: 'In which month is the user’s big exam?', expect: ['november'] },
    ],
    unknown: ['Is the user going to work in Dubai?', 'What does the user’s father do for a living?'],
  },
  // --- AI assistant, Stellenbosch, 50, dictating through migraines ---
  {
    name: 'Annelie',
    threads: [
      [
        {
          role: 'user',
          content:
            "Hi there, I'm using voice because I'm lying in the dark with a migraine again, third one this week, so the neurologist in Somerset West started me on topiramate in January and I've been on it six weeks now and honestly I feel like a zombie, I can't find words, I told a client the wrong tax year yesterday, is this normal side effects and should I push through or phone him",
        },
        {
          role: 'assistant',
          content:
            'Word-finding difficulty and mental slowing are known side effects of topiramate. Please phone your neurologist — there are other preventive options, and he may adjust the dose or switch.',
        },
        { role: 'user', content: 'ok. will phone tomorrow' },
      ],
      [
        {
          role: 'user',
          content:
            "Can you make this more professional please, it's for my clients:\n\nDear clients\nAfter 17 years at Malan & Venter I am going out on my own. From 1 March I will run Annelie Botha Bookkeeping from my home office in Stellenbosch. Your files can move with me if you choose. Same rates for this year. Thank you for trusting me.\nAnnelie",
        },
        {
          role: 'assistant',
          content:
            'Dear valued clients,\nAfter 17 rewarding years at Malan & Venter, I am starting my own practice. From 1 March, Annelie Botha Bookkeeping will operate from my home office in Stellenbosch. Should you wish, your files can transfer with me, and my rates will remain unchanged for this year. Thank you for your continued trust.\nKind regards,\nAnnelie Botha',
        },
        { role: 'user', content: 'Thanks. Nervous.' },
      ],
      [
        {
          role: 'user',
          content:
            "so the neurologist stopped the topiramate and now I'm on the monthly injection, Aimovig, first one was on Monday, medical aid approved it after a fight, he says if it works it's life changing, anyway fingers crossed, Pieter had to do the injection because I'm a coward with needles",
        },
        {
          role: 'assistant',
          content:
            'Fingers crossed for you. It can take up to three months to see the full effect, so a headache diary will help you and your neurologist judge it.',
        },
      ],
      [
        {
          role: 'user',
          content:
            "kitchen update for my own sanity, the builder Sipho said three weeks and it's now week seven, we've been cooking on a two plate gas thing in the garage and washing dishes in the bath, the counters finally came yesterday but they're the wrong colour, I wanted white quartz and it's cream, and I'm too tired to fight, Pieter says leave it, he's at the cellar until late every night with harvest anyway so he doesn't even see the kitchen",
        },
        {
          role: 'assistant',
          content:
            'Cream versus white is worth raising now rather than living with it for 20 years — check your quote for the colour code. Is Pieter a winemaker?',
        },
        {
          role: 'user',
          content: 'Yes, cellar master at a wine farm in the Helderberg. Harvest is Feb to April so he is a ghost',
        },
      ],
      [
        {
          role: 'user',
          content:
            "Liezl is writing her matric finals from the end of October till late November and she wants vet science at Onderstepoort, she needs like 80s in maths and science, I'm trying not to be that mother but I am that mother, Ruan is 15 and only cares about rugby, he made the u16 A team this week so he's insufferable",
        },
        {
          role: 'assistant',
          content:
            'That sounds like a busy, proud household. For Liezl, a simple revision timetable on the fridge can lower the temperature for everyone.',
        },
      ],
      [
        {
          role: 'user',
          content:
            "We were going to do Namibia in December, Sossusvlei, but with the business starting and the kitchen money we're doing Kruger instead, closer, cheaper, Pieter's brother has a timeshare at Skukuza, 14 to 21 December",
        },
        {
          role: 'assistant',
          content: 'Kruger in December is hot but green and full of baby animals. Want a packing list?',
        },
        {
          role: 'user',
          content:
            'Later. First who do I ask to look after two beehives for a week lol. My neighbour Elsa is terrified of them',
        },
      ],
    ],
    questions: [
      { question: 'What recurring neurological problem does the user suffer from?', expect: ['migraine'] },
      { question: 'What preventive treatment is the user on now?', expect: ['aimovig', 'injection'] },
      { question: 'What does the user’s spouse do for a living?', expect: ['cellar master', 'wine'] },
      { question: 'What kind of business is the user launching?', expect: ['bookkeeping'] },
      { question: 'From when will the user’s own practice be running?', expect: ['1 march', 'march'] },
      { question: 'What career is the user’s daughter hoping to study for?', expect: ['vet'] },
      { question: 'Where will the family spend their December holiday?', expect: ['kruger', 'skukuza'] },
      {
        question: 'What does the user keep that needs looking after while she is away?',
        expect: ['beehive', 'hive', 'bee'],
      },
    ],
    unknown: ['What is the name of the user’s mother?', 'What breed of dog does the user have?'],
  },
  // --- friend, Winnipeg, 39, talk-to-text in the truck, shared custody ---
  {
    name: 'Jake',
    threads: [
      [
        {
          role: 'user',
          content:
            "ok so I'm doing the talk to text thing in the truck so bear with me, I finally got assessed, the psychologist went through all my report cards from like grade 3 which my mom kept for some reason and yeah, ADHD, combined type, at 39, which explains like my entire life honestly, the 4 jobs in 6 years, the keys, all of it, so the doc is starting me on Vyvanse next week, low dose, and I don't know, I feel relieved and mad at the same time, anyway how's your week",
        },
        {
          role: 'assistant',
          content:
            "dude that's huge. relieved AND mad makes total sense. my week: I got into the paramedic program!! start in September",
        },
        { role: 'user', content: "CARLY. that's awesome" },
      ],
      [
        {
          role: 'user',
          content:
            "weekend recap: Owen's team lost 4-2 in Brandon but he stopped like 30 shots, the kid's a brick wall in net, best goalie in the division if you ask me, he's 10 and already calmer than me lol, and Tess had her gymnastics meet Sunday morning so I was driving back at 5am on 2 hrs sleep",
        },
        { role: 'assistant', content: 'goalie dad life. coffee IV' },
      ],
      [
        { role: 'user', content: "drop off at Danielle's was tense again" },
        { role: 'assistant', content: 'what happened' },
        {
          role: 'user',
          content:
            "she wants to swap so I'd get them Mon-Wed instead of Thu-Sun and I'm like, my new job has me in Brandon Mondays. said no. staying Thu-Sun. we'll see what the mediator says",
        },
        { role: 'assistant', content: 'ugh. good you held the line tho' },
      ],
      [
        {
          role: 'user',
          content:
            'first week at the new job done, logistics coordinator at Prairie Seed, no more dispatch night shifts, regular hours, they have a dental plan, I almost cried at orientation lol, the boss, Mandeep, seems chill',
        },
        { role: 'assistant', content: 'a DENTAL PLAN. you made it' },
      ],
      [
        {
          role: 'user',
          content:
            "med update: Vyvanse killed my appetite completely, lost 9 lbs in 3 weeks, so doc switched me to Concerta on Friday. better so far. also went to see Dad at Riverview, the Parkinson's is getting worse, his hands shake so bad he can't hold his coffee, he didn't know who I was for a minute, then he asked about the coins",
        },
        {
          role: 'assistant',
          content: "oof. that's a lot in one week. my mom's moving in with me from Regina next month so I'm bracing",
        },
        { role: 'user', content: 'brave' },
      ],
      [
        {
          role: 'user',
          content:
            "so Dad gave me his collection last year, Canadian silver dollars, and I had them looked at at the coin show at the Convention Centre, the 1948 one is real, guy said like 1,500 to 2,000 depending on grade, not selling though, I'm gonna finish the set with the kids, Owen's really into it",
        },
        { role: 'assistant', content: 'that is the coolest dad thing ever' },
      ],
      [
        {
          role: 'user',
          content:
            'kids wore me down. we have a hamster. his name is Nugget. he lives at my place. Danielle laughed at me',
        },
        { role: 'assistant', content: 'NUGGET 😂 welcome to the family' },
      ],
    ],
    questions: [
      { question: 'What condition was the user diagnosed with as an adult?', expect: ['adhd'] },
      { question: 'Which medication is the user currently taking for it?', expect: ['concerta'] },
      { question: 'What position does the user’s son play in hockey?', expect: ['goalie', 'net'] },
      { question: 'What is the name of the user’s ex-partner?', expect: ['danielle'] },
      { question: 'What illness does the user’s father have?', expect: ['parkinson'] },
      { question: 'Which company does the user work for now?', expect: ['prairie seed'] },
      { question: 'What does the user collect with his children?', expect: ['silver dollar', 'coin'] },
      { question: 'On which days of the week does the user have his kids?', expect: ['thu'] },
    ],
    unknown: ['Is the user starting a paramedic program?', 'Is the user’s mother moving in with him?'],
  },
]
