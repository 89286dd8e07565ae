import type { ThreadPersona } from './personas'

/**
 * A ninth set, of twelve people managing life admin and relationships (a break-up and a move, a move abroad, shifts,
 * invoices, a rescue dog, a long-distance couple), written by a helper who had not read the rules after the eighth
 * set's classes had been worked on. Measured before any change made for it: 29/72, never said 8/24, on commit edc16f5,
 * and the same on 58f5e12, which had been tuned on the eighth set.
 */
export const adminPersonas: ThreadPersona[] = [
  {
    name: 'maya',
    threads: [
      [
        {
          role: 'user',
          content:
            'ok so jonah and i are officially done 🙃 five years. i need to figure out how to split everything in the flat without it turning into a war. any tips',
        },
        {
          role: 'assistant',
          content:
            "I'm really sorry, five years is a lot to untangle. A calm way in: each of you lists what you bought or brought, mark the shared items, and take turns choosing. Keep it in writing so nobody relitigates later. Are you both named on the tenancy?",
        },
        {
          role: 'user',
          content:
            "yeah both on it, runs til june but the landlord said one of us can leave early if we sort a replacement or he stays and covers it. he's keeping the flat so im the one going obvs lol",
        },
        {
          role: 'assistant',
          content:
            "Got it. Then get the landlord to confirm in writing that you're released from the tenancy once Jonah takes it over alone, and agree what happens to your share of the deposit.",
        },
      ],
      [
        {
          role: 'user',
          content:
            "can u help me write a msg to my sister asking if i can crash at hers for a couple weeks. lottie. she's in walthamstow with her husband and the baby so i feel awful asking",
        },
        {
          role: 'assistant',
          content:
            'Sure: "Hey Lottie, things with Jonah are over and I need to be out of the flat soon. Could I stay with you for a couple of weeks while I sort somewhere? I\'ll keep out of the way, help with the baby and chip in for food. Totally fine to say no x"',
        },
        { role: 'user', content: 'perfect thx. she said yes!! 😭' },
      ],
      [
        {
          role: 'user',
          content:
            'viewing a room in a houseshare in leyton tmrw after work, £850 a month bills incl. what should i actually ask',
        },
        {
          role: 'assistant',
          content:
            'Ask who else lives there and their routines, how bills are split if they go over, the notice period, whether the deposit is protected, and whether pets or overnight guests are allowed. Check water pressure and phone signal too.',
        },
        {
          role: 'user',
          content:
            "pets is a good shout bc biscuit is 100% coming with me. jonah wanted to keep him, absolutely not, he's MY cat",
        },
      ],
      [
        {
          role: 'user',
          content:
            "work won't give me the saturday off for the move, saturdays are rammed at the salon and i've got 6 sets of acrylics booked in. is it mad to move on a sunday",
        },
        {
          role: 'assistant',
          content:
            'Not mad at all. Sunday moves are often cheaper and roads are quieter. Just confirm the building allows it and that you can get the keys beforehand.',
        },
      ],
      [
        {
          role: 'user',
          content:
            "update: didnt take leyton. went for the little studio in hackney instead, £1,050 which is a stretch but it's all mine. keys on the 21st",
        },
        {
          role: 'assistant',
          content: "Congratulations, your own place! Keys on the 21st, I'll keep that in mind for planning the move.",
        },
        { role: 'user', content: 'wait no i got it wrong, agent just texted, keys are friday 19th april. even better' },
      ],
      [
        {
          role: 'user',
          content:
            'need easy dinners for one. no meat obvs (veggie since uni) and the studio only has a two ring hob and a microwave',
        },
        {
          role: 'assistant',
          content:
            'Try one-pan chickpea and spinach curry, halloumi and veg traybake done in a frying pan, egg fried rice with frozen peas, bean quesadillas, and a big batch of lentil soup you can freeze in portions.',
        },
      ],
    ],
    questions: [
      { question: 'Which area of London is the user moving to?', expect: ['Hackney'] },
      { question: "What is the name of the user's pet?", expect: ['Biscuit'] },
      { question: 'When does the user collect the keys to their new home?', expect: ['19 April', 'April 19', '19th'] },
      { question: 'What kind of job does the user have?', expect: ['salon', 'nail', 'acrylic', 'manicur'] },
      {
        question: 'What dietary preference should meal suggestions for the user follow?',
        expect: ['vegetarian', 'veggie', 'no meat', 'meat-free'],
      },
      { question: 'Who did the user recently split up with?', expect: ['Jonah'] },
    ],
    unknown: ["What is the name of the user's new landlord?", 'Which removal company is the user using for the move?'],
  },
  {
    name: 'lukas',
    threads: [
      [
        {
          role: 'user',
          content:
            'Hello, I need some help please. We are moving from Hamburg to Lisbon in the summer and I do not understand this NIF thing. Is it needed before we can rent an apartment?',
        },
        {
          role: 'assistant',
          content:
            "Yes, in practice you'll want a NIF (Portuguese tax number) before signing a lease or opening a bank account. Non-residents can get one through a representative or at a Finanças office. Who is moving with you?",
        },
        {
          role: 'user',
          content:
            'Me, Jana and our daughter Emma, she is 6. Jana works remote for a company in Berlin so for her the city does not matter so much.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'Jana was looking on idealista the whole evening, in Lisbon a 2 bedroom is like 2000 euro. This is crazy. We think now maybe Porto instead.',
        },
        {
          role: 'assistant',
          content:
            'Porto is usually noticeably cheaper than Lisbon and still has good schools, an airport with direct flights to Hamburg, and a strong international community. It could be a good compromise.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'I have deadline on Friday for the publisher, 40 pages of a Portuguese novel into German, and my head is only full of boxes and contracts. How can I focus?',
        },
        {
          role: 'assistant',
          content:
            'Block the mornings only for the translation, phone in another room, and keep a notepad for move-related thoughts so you can park them. Set a page target per session, e.g. 8 pages a day until Friday.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'Ok it is decided. Not Lisbon, it is Porto. Yesterday we signed for an apartment in Bonfim, the contract starts 1 June.',
        },
        {
          role: 'assistant',
          content:
            "That's great news! Bonfim is a lively area, close to the centre. Do you need help with a moving checklist now?",
        },
        { role: 'user', content: 'Yes later please. First the school question.' },
      ],
      [
        {
          role: 'user',
          content:
            "Can you check my English? I write to the moving company: 'Dear Sir or Madam, we would like that the container is loaded on 20th May at our address in Hamburg-Eimsbüttel.'",
        },
        {
          role: 'assistant',
          content:
            'Slightly more natural: "Dear Sir or Madam, we would like the container to be loaded on 20 May at our address in Hamburg-Eimsbüttel."',
        },
        {
          role: 'user',
          content: 'Ah sorry, not 20th, 20th is Pfingstmontag, holiday. It must be the 21st May. Please correct.',
        },
        {
          role: 'assistant',
          content:
            'Of course: "...we would like the container to be loaded on 21 May at our address in Hamburg-Eimsbüttel."',
        },
      ],
      [
        {
          role: 'user',
          content:
            'For Emma, what is better, a Portuguese public school or the Deutsche Schule in Porto? She speaks only German and a little English.',
        },
        {
          role: 'assistant',
          content:
            'Both can work. A public school gives full immersion but the first year may be hard without Portuguese. The German School keeps continuity in her language and curriculum, but has fees. Has she had a chance to visit either?',
        },
        {
          role: 'user',
          content:
            'She did a trial day online with the Deutsche Schule and she loved the teacher. I think we go with that, Jana agrees.',
        },
      ],
    ],
    questions: [
      { question: 'Which city is the user relocating to?', expect: ['Porto'] },
      {
        question: "On what date will the user's belongings be loaded by the movers?",
        expect: ['21 May', 'May 21', '21st May', '21.5'],
      },
      { question: 'What does the user do for a living?', expect: ['translat'] },
      { question: "What is the name of the user's child?", expect: ['Emma'] },
      { question: "In which neighbourhood is the user's new apartment?", expect: ['Bonfim'] },
      {
        question: "Which school will the user's daughter most likely attend?",
        expect: ['Deutsche Schule', 'German School'],
      },
    ],
    unknown: ['Which airline is the user flying with to Portugal?', "What is the name of the user's moving company?"],
  },
  {
    name: 'priya',
    threads: [
      [
        {
          role: 'user',
          content:
            'make me a study schedule. orgo final apr 18, biochem apr 23, stats apr 26. i work tue thu sat evenings',
        },
        {
          role: 'assistant',
          content:
            "Here's a draft: mornings on orgo until the 18th, afternoons alternating biochem and stats, lighter review on work evenings. Where do you work, and what hours?",
        },
        { role: 'user', content: 'bubble tea place near campus. 5-10' },
      ],
      [
        { role: 'user', content: 'how do i ask my manager for less shifts during exams without sounding lazy' },
        {
          role: 'assistant',
          content:
            'Keep it short and give notice: "Hi Kevin, my finals run from April 18 to 26. Could I drop to fewer shifts until then? Happy to pick up extra once exams are done."',
        },
        { role: 'user', content: 'ok sent' },
      ],
      [
        { role: 'user', content: 'kevin said fine. just saturdays til end of april' },
        {
          role: 'assistant',
          content: 'Nice, that frees up Tuesday and Thursday evenings. Want me to redo the schedule?',
        },
        { role: 'user', content: 'ya' },
      ],
      [
        { role: 'user', content: 'explain michaelis menten like im 5' },
        {
          role: 'assistant',
          content:
            'Imagine a bubble tea shop with a few workers (enzymes). More customers (substrate) means more drinks per minute, until every worker is busy. That max speed is Vmax. Km is how many customers it takes to keep the workers half busy.',
        },
        { role: 'user', content: 'lol ok that actually helps' },
      ],
      [
        { role: 'user', content: 'stats got moved. apr 29 now not 26' },
        {
          role: 'assistant',
          content: 'Updated: statistics final on April 29. That gives you three extra days after biochem.',
        },
      ],
      [
        { role: 'user', content: 'cheap high protein meals? cant do dairy, lactose intolerant' },
        {
          role: 'assistant',
          content:
            'Lentil dal, tofu stir fry, chickpea curry with rice, eggs on toast, peanut butter oats made with soy milk, canned tuna with pasta.',
        },
      ],
      [
        {
          role: 'user',
          content:
            "my roommate anjali has her bf over literally every night and they're loud and i'm trying to study. how do i bring it up w/o making it weird",
        },
        {
          role: 'assistant',
          content:
            'Pick a calm moment, keep it about your exams: "Hey, finals are intense for me this month, could we keep weeknights quiet after 10?" Offer a compromise like weekends being fine.',
        },
      ],
    ],
    questions: [
      { question: "When is the user's statistics exam?", expect: ['29 April', 'April 29', 'apr 29'] },
      { question: 'Where does the user have a part-time job?', expect: ['bubble tea'] },
      { question: 'Which days is the user currently scheduled to work?', expect: ['Saturday'] },
      { question: 'What ingredient should be left out of recipes for the user?', expect: ['dairy', 'lactose', 'milk'] },
      { question: 'Who does the user share their home with?', expect: ['Anjali'] },
      { question: "When is the user's organic chemistry final?", expect: ['18 April', 'April 18', 'apr 18'] },
    ],
    unknown: ["What is the user's GPA?", 'Which university does the user attend?'],
  },
  {
    name: 'bridget',
    threads: [
      [
        {
          role: 'user',
          content:
            "So Tahlia, my best barista, handed in her notice this morning which honestly I saw coming because she's off to do her masters in Brisbane and good on her, but it leaves me with a massive hole on the weekend shifts and I need an ad up today. Can you write one that doesn't sound like every other hospo ad on Seek?",
        },
        { role: 'assistant', content: "Happy to! To make it specific: what's the café called, and where is it?" },
        {
          role: 'user',
          content:
            'The Little Wren, on Sydney Rd in Brunswick. we do a big weekend brunch crowd, about 250 coffees on a Saturday',
        },
        {
          role: 'assistant',
          content:
            '"The Little Wren on Sydney Rd is after a barista who can handle 250 coffees on a Saturday and still smile. Weekends essential, good coffee nerdiness encouraged, free lunch every shift..."',
        },
      ],
      [
        {
          role: 'user',
          content:
            'Need to price a new brekkie item, smashed pumpkin with feta and dukkah on sourdough. ingredients come to about $4.10 a serve. what should I charge?',
        },
        {
          role: 'assistant',
          content:
            'Aiming for roughly 28-30% food cost, that lands around $14-$15. In Brunswick, $15.50 is probably fine for a brunch plate.',
        },
      ],
      [
        {
          role: 'user',
          content:
            "good news, hired someone!! Josh, he's done three years at a place in Fitzroy and his latte art is unreal. starts monday",
        },
        {
          role: 'assistant',
          content: 'Brilliant, that was quick! Want a simple first-week onboarding checklist for him?',
        },
        { role: 'user', content: 'yes pls' },
      ],
      [
        {
          role: 'user',
          content:
            "We're switching roasters btw, going with Ground Up over in Thornbury from next month. Dev sat down with the books on Sunday like he always does and reckons we'll save about 80 bucks a week, plus they deliver twice a week which our old mob never did",
        },
        {
          role: 'assistant',
          content:
            "That's a solid saving. Do a side-by-side tasting with the team before the switch so everyone can dial in the new beans.",
        },
      ],
      [
        {
          role: 'user',
          content:
            "council health inspection got moved, was the 9th, now it's thursday 11 april. what do they usually check, it's my first one since we took over the lease",
        },
        {
          role: 'assistant',
          content:
            'Typically: fridge temperature logs, food labelling and dates, handwashing facilities, cleaning schedules, pest control records and your Food Safety Supervisor certificate.',
        },
      ],
      [
        {
          role: 'user',
          content:
            "Thinking of shutting on Mondays altogether. We're dead, like 40 coffees dead, and the wages kill us. Tuesday to Sunday 7 till 3. Mad?",
        },
        {
          role: 'assistant',
          content:
            'Not mad. Plenty of cafés close one weekday. Post it clearly on socials and the door a couple of weeks ahead.',
        },
        {
          role: 'user',
          content: "done, told the team. mondays we're closed from now on, I might actually get a day off lol",
        },
      ],
    ],
    questions: [
      { question: "What is the name of the user's business?", expect: ['Little Wren'] },
      { question: 'Who is the most recent staff member the user hired?', expect: ['Josh'] },
      { question: "When is the user's health inspection?", expect: ['11 April', 'April 11'] },
      { question: 'Which coffee roaster will the user be buying from?', expect: ['Ground Up'] },
      { question: "On which day of the week is the user's café closed?", expect: ['Monday'] },
      { question: "Who looks after the café's finances?", expect: ['Dev'] },
    ],
    unknown: [
      'How much rent does the user pay for the café?',
      "How many employees does the user's café have in total?",
    ],
  },
  {
    name: 'amara',
    threads: [
      [
        {
          role: 'user',
          content:
            '3 nights in a row starting tonight, 8pm to 8am. How do I flip my sleep back after without wrecking the whole weekend',
        },
        {
          role: 'assistant',
          content:
            'After the last night, sleep only 3-4 hours in the morning, get outside in daylight in the afternoon and go to bed at a normal time. Will you be able to sleep during the day this week without interruptions?',
        },
        {
          role: 'user',
          content: "Yeah Femi's doing the school runs all week thank God, so the house is quiet from 8.30",
        },
      ],
      [
        {
          role: 'user',
          content:
            'what do I pack for a 12 hour night in ED, I always end up eating vending machine crisps at 4am and feeling like death',
        },
        {
          role: 'assistant',
          content:
            'Pack a proper meal for around midnight (rice and veg, soup), then small protein snacks for later: boiled eggs, nuts, hummus and carrots. Keep water nearby and avoid big sugary hits after 3am.',
        },
      ],
      [
        {
          role: 'user',
          content:
            "Can you write an email to my CNM asking to swap my night on the 14th for a day shift. it's my son Tobi's confirmation that day and I can't miss it",
        },
        {
          role: 'assistant',
          content:
            "\"Hi, I'm rostered for a night shift on the 14th, which clashes with my son Tobi's confirmation. Would it be possible to swap it for a day shift that week? I'm happy to find cover or take an extra night later in the month. Thanks so much.\"",
        },
        { role: 'user', content: 'perfect thanks' },
      ],
      [
        {
          role: 'user',
          content: "how do I renew my NMBI registration, deadline is end of the month and I've left it again 🙈",
        },
        {
          role: 'assistant',
          content:
            'Log into MyNMBI, check your details, pay the annual retention fee online and download the confirmation. It usually takes 10 minutes.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'BIG NEWS I got the transfer!! leaving ED, moving to the cardiac step-down unit from 6 May. no more nights every other week 🙌🙌',
        },
        {
          role: 'assistant',
          content:
            "Congratulations! That's a big change for your sleep and family life. Do you want help preparing for the new unit, like brushing up on telemetry?",
        },
        { role: 'user', content: 'yes but after Easter lol' },
      ],
      [
        {
          role: 'user',
          content:
            "GP says I'm prediabetic so I need to cut down the sugar. quick dinner ideas that the kids will still eat?",
        },
        {
          role: 'assistant',
          content:
            'Chicken and veg stir fry with brown rice, jollof with extra veg and less oil, bean chilli, baked fish with sweet potato wedges, egg fried cauliflower rice. Swap juice for water or sparkling water.',
        },
      ],
    ],
    questions: [
      { question: "What is the user's profession?", expect: ['nurse', 'nursing'] },
      {
        question: 'Which department or unit will the user be working in from May?',
        expect: ['cardiac', 'step-down', 'step down'],
      },
      { question: "What is the name of the user's son?", expect: ['Tobi'] },
      { question: 'Who takes the kids to school when the user works nights?', expect: ['Femi'] },
      { question: 'Why did the user ask to change their shift on the 14th?', expect: ['confirmation'] },
      {
        question: 'What health issue should food suggestions for the user take into account?',
        expect: ['prediabet', 'sugar', 'diabet'],
      },
    ],
    unknown: ['Which hospital does the user work at?', "What is the name of the user's manager?"],
  },
  {
    name: 'hannah',
    threads: [
      [
        {
          role: 'user',
          content:
            "My RA is flaring badly this week, my hands are so stiff I can barely hold a pen to mark my Year 4s' books, and we've got reports due. Any tips for getting through a school day like this?",
        },
        {
          role: 'assistant',
          content:
            "I'm sorry, that sounds exhausting. Warm water soaks before school, wider pens or grips, marking in short bursts, and voice typing for report comments can all help. What are you currently taking for it?",
        },
        {
          role: 'user',
          content:
            "methotrexate 15mg once a week on Fridays, plus folic acid. been on it 8 months and honestly it's just not doing enough",
        },
        {
          role: 'assistant',
          content:
            "That's worth raising with your rheumatologist. If methotrexate alone isn't controlling things after 8 months, there are other options they can discuss.",
        },
      ],
      [
        { role: 'user', content: 'Dr Okafor wants to move me onto a biologic. What should I ask her before I agree?' },
        {
          role: 'assistant',
          content:
            "Ask about infection risk and what to do if you get sick, how it's given and how often, how long before it works, any blood monitoring, vaccines to get beforehand, and whether it's funded by Pharmac.",
        },
      ],
      [
        {
          role: 'user',
          content:
            "ok it's official. stopping the methotrexate completely, starting adalimumab. it's a pen injection every fortnight. first one's next Wednesday with the clinic nurse so she can show me how",
        },
        {
          role: 'assistant',
          content:
            "That's a big step. It's very normal to feel nervous about the first injection; the nurse will walk you through it. Do you want a reminder system for the fortnightly doses?",
        },
        { role: 'user', content: "yes please, I'm hopeless with anything that isn't weekly" },
      ],
      [
        {
          role: 'user',
          content:
            "my follow up with Dr Okafor is on the 24th... actually no hang on, I just reread the letter, it's Friday the 26th April, 2.15pm",
        },
        {
          role: 'assistant',
          content:
            'Noted: follow-up with Dr Okafor on Friday 26 April at 2:15pm. Good idea to jot down how the first injections went before then.',
        },
      ],
      [
        {
          role: 'user',
          content:
            "What snacks are good for keeping energy up, I'm wiped out by 2pm every day. Oh and I'm coeliac as well so all your usual muesli bar suggestions are out lol",
        },
        {
          role: 'assistant',
          content:
            'Gluten-free options: rice crackers with cheese, boiled eggs, apple with peanut butter, roasted chickpeas, yoghurt with GF granola, and a handful of nuts and dried fruit.',
        },
      ],
    ],
    questions: [
      { question: 'What chronic condition does the user live with?', expect: ['rheumatoid', 'arthritis'] },
      {
        question: 'What medication is the user on now for their condition?',
        expect: ['adalimumab', 'Humira', 'biologic'],
      },
      { question: "When is the user's next specialist appointment?", expect: ['26 April', 'April 26', '26th'] },
      { question: "Who is the user's rheumatologist?", expect: ['Okafor'] },
      { question: 'What dietary restriction does the user have?', expect: ['gluten', 'coeliac', 'celiac'] },
      { question: "What is the user's job?", expect: ['teach'] },
    ],
    unknown: ['Is the user allergic to any medications?', 'Does the user have any children?'],
  },
  {
    name: 'gerald',
    threads: [
      [
        {
          role: 'user',
          content:
            'hello this is Gerald I am 74 years old and my son Mark gave me a new phone for my birthday and I am trying to figure out how to make the letters bigger because I cannot read a thing on it period thank you',
        },
        {
          role: 'assistant',
          content:
            'Hello Gerald, happy belated birthday! I can help. Do you know what kind of phone it is? The name is usually on the back.',
        },
        { role: 'user', content: 'it says Galaxy on the back and Mark says it is a Samsung not one of the apple ones' },
        {
          role: 'assistant',
          content:
            'Great. Open Settings (the gear icon), tap Display, then Font size and style, and slide the Font size bar to the right. You can also turn on Screen zoom to make everything bigger.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'how do I do a video call my daughter Lisa lives out in Denver with the two grandkids and Doris and I would like to see them on Sunday after church she said to use the WhatsApp',
        },
        {
          role: 'assistant',
          content:
            "Open WhatsApp, tap the Chats tab, tap Lisa's name, then tap the little video camera icon at the top right. When she answers you'll see each other. Hold the phone at arm's length so Doris fits in too.",
        },
        { role: 'user', content: 'thank you I will practice with Doris in the kitchen' },
      ],
      [
        {
          role: 'user',
          content:
            'how do I put an appointment in the calendar I have the heart doctor next Thursday at 10:30 in the morning and Doris says I will forget',
        },
        {
          role: 'assistant',
          content:
            "Open the Calendar app, tap the + button, type 'Heart doctor', choose Thursday 11 April, set the time to 10:30 AM, and add a reminder for 1 day before. Then tap Save.",
        },
      ],
      [
        {
          role: 'user',
          content:
            'I got a text message saying my package could not be delivered and to click on a link and pay 1 dollar 99 is that real I did not order anything',
        },
        {
          role: 'assistant',
          content:
            "That's almost certainly a scam. Don't click the link or pay anything. You can delete the message and block the number.",
        },
      ],
      [
        {
          role: 'user',
          content:
            'ok the heart doctor office called me this morning and they moved me to Friday the 12th same time 10:30 how do I change it in the phone',
        },
        {
          role: 'assistant',
          content:
            "Open the Calendar, tap the 'Heart doctor' appointment, tap Edit, change the date to Friday 12 April and keep 10:30 AM, then Save.",
        },
      ],
      [
        {
          role: 'user',
          content:
            'can you tell me how to take a picture of the score sheet at bowling Wednesday nights and send it to the fellas in the group chat Walt set it up',
        },
        {
          role: 'assistant',
          content:
            'Open the Camera, point it at the score sheet and press the big white button. Then open the group chat, tap the paperclip or + icon, pick Gallery, select the photo and press Send.',
        },
      ],
    ],
    questions: [
      { question: 'What brand of phone does the user have?', expect: ['Samsung', 'Galaxy', 'Android'] },
      { question: "Where does the user's daughter live?", expect: ['Denver'] },
      { question: "When is the user's cardiology appointment?", expect: ['12 April', 'April 12', '12th'] },
      { question: 'Who gave the user their phone?', expect: ['Mark', 'son'] },
      { question: "What is the name of the user's wife?", expect: ['Doris'] },
      { question: 'What activity does the user do on Wednesday evenings?', expect: ['bowling'] },
    ],
    unknown: ["What are the names of the user's grandchildren?", "Which mobile carrier is the user's phone plan with?"],
  },
  {
    name: 'fatima',
    threads: [
      [
        {
          role: 'user',
          content:
            "Idris turns 7 on the 25th and he's begging for a party 🙈 soft play or something at home?? budget maybe £200",
        },
        { role: 'assistant', content: 'Both can work! How many children are you thinking of inviting?' },
        { role: 'user', content: 'whole class basically, 30 😬' },
        {
          role: 'assistant',
          content:
            'With 30 kids, home is going to be chaotic. A venue package is usually easier. Soft play, a football party or a sports hall with an entertainer could all fit around £200.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'need an egg free birthday cake that actually tastes nice. Idris is allergic to egg, not the scary kind but he comes out in hives',
        },
        {
          role: 'assistant',
          content:
            "A classic 'wacky cake' chocolate sponge uses no eggs: flour, sugar, cocoa, bicarbonate of soda, oil, vinegar and water. Top it with buttercream and it's very moist. Check any sprinkles and decorations for egg too.",
        },
      ],
      [
        {
          role: 'user',
          content:
            'ok booked!! not soft play in the end, went for the football party at Moseley leisure centre, sat 27th 2-4pm. a coach runs the games and we get the side room for food ⚽',
        },
        { role: 'assistant', content: 'Perfect for a 7-year-old! Want help with the invite text or the food list?' },
      ],
      [
        {
          role: 'user',
          content:
            "write a msg for the class whatsapp asking for rsvps pls. short. and say no party bags, I'm doing a little medal for every kid instead",
        },
        {
          role: 'assistant',
          content:
            '"Hi all! Idris is having a football party for his 7th at Moseley leisure centre, Sat 27 April, 2-4pm ⚽ Please let me know by the 20th if your child can come. No party bags, every player gets a medal! Fatima x"',
        },
      ],
      [
        {
          role: 'user',
          content:
            "parents evening with mrs whitfield got moved to thursday 18th, 5.10pm. what should I ask, his reading's been slipping since christmas",
        },
        {
          role: 'assistant',
          content:
            "Ask what level he's reading at compared with the expected level for Year 2, what she's noticed (decoding, confidence, focus), what they're doing in class, and what you can do at home for 10 minutes a day.",
        },
      ],
      [
        {
          role: 'user',
          content:
            "zainab's nursery has a bug going round and now she's off sick. bilal's in dubai for work till the 20th so it's just me 😩 how do I keep a 3yo busy while I'm on teams calls",
        },
        {
          role: 'assistant',
          content:
            "Set up 'stations' she can rotate through: sticker books, playdough, a bowl of water and cups, an audiobook. Save screen time for your most important call. Short, frequent check-ins help.",
        },
      ],
    ],
    questions: [
      { question: "How old will the user's son be on his birthday?", expect: ['7', 'seven'] },
      {
        question: "Where is the user's son's birthday party taking place?",
        expect: ['Moseley', 'leisure centre', 'leisure center'],
      },
      { question: "What food allergy does the user's son have?", expect: ['egg'] },
      { question: "When is the user's parents' evening?", expect: ['18 April', 'April 18', '18th'] },
      { question: "Who is the user's son's teacher?", expect: ['Whitfield'] },
      { question: "Where is the user's husband at the moment?", expect: ['Dubai'] },
    ],
    unknown: ["What is the name of the school the user's son attends?", 'What does the user do for work?'],
  },
  {
    name: 'diego',
    threads: [
      [
        {
          role: 'user',
          content:
            'hola, I need to write a polite but firm email. A client, Bramble Studio, is not paying invoice 0147, 2.400€, it was due 15 february. Is the third time I ask them',
        },
        { role: 'assistant', content: "Let's make it clear and firm. Who is your contact there?" },
        { role: 'user', content: 'Olivia, she is the producer. Very nice person but the money never comes' },
        {
          role: 'assistant',
          content:
            "\"Dear Olivia, I'm following up again on invoice 0147 for €2,400, which was due on 15 February. Please confirm by Friday when the payment will be made. If it isn't settled by the end of the month I'll need to apply the late fee in our agreement...\"",
        },
      ],
      [
        {
          role: 'user',
          content:
            'what is a normal late fee to put in my contracts from now? I draw book covers mostly and some character art for games, clients are in Spain, UK and US',
        },
        {
          role: 'assistant',
          content:
            'In the EU, the Late Payment Directive lets you charge statutory interest plus a €40 fixed compensation per invoice. Many freelancers also state 1.5-2% per month on overdue amounts. Put it clearly in the contract and on every invoice.',
        },
      ],
      [
        {
          role: 'user',
          content: 'Olivia answered!! They pay half now and the other half on 30 april. Is better than nothing no?',
        },
        {
          role: 'assistant',
          content:
            'Definitely better than nothing. Ask her to confirm the plan in writing: €1,200 now and €1,200 on 30 April.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'my gestora Marta says I must present the IVA of the first trimestre before 20 april. what documents I need to give her',
        },
        {
          role: 'assistant',
          content:
            "Send Marta all invoices you issued January-March, all expense invoices with VAT (software, equipment, coworking), and bank statements if she asks. She'll prepare the Modelo 303.",
        },
      ],
      [
        {
          role: 'user',
          content:
            'I want to raise my day rate from 320 to 380 euros for new clients. How I say this without lose them?',
        },
        {
          role: 'assistant',
          content:
            'Keep it simple and confident: "From 1 May my day rate will be €380. Projects already agreed stay at the current rate." No need to over-explain.',
        },
        { role: 'user', content: 'ok done, sent to everybody. 380 from May 💪' },
      ],
      [
        { role: 'user', content: 'the first half from Bramble arrived today 🎉🎉 finally' },
        {
          role: 'assistant',
          content: "Great news! One down, one to go. I'd set a reminder for 30 April for the second instalment.",
        },
      ],
    ],
    questions: [
      { question: 'Which client has been late paying the user?', expect: ['Bramble'] },
      { question: 'When is the outstanding balance from that client expected?', expect: ['30 April', 'April 30'] },
      {
        question: 'What type of work does the user do?',
        expect: ['illustrat', 'book cover', 'artist', 'character art'],
      },
      { question: "Who does the user's taxes?", expect: ['Marta'] },
      { question: 'How much does the user charge per day now?', expect: ['380'] },
      { question: "What is the deadline for the user's quarterly VAT return?", expect: ['20 April', 'April 20'] },
    ],
    unknown: ['Which invoicing software does the user use?', 'Which bank does the user use?'],
  },
  {
    name: 'noor',
    threads: [
      [
        {
          role: 'user',
          content:
            'we applied for a beagle called pip at the shelter in noord 🤞 what do they usually ask at the home check',
        },
        {
          role: 'assistant',
          content:
            'Usually: who lives in the home, your work schedule, how long the dog would be alone, whether the landlord allows dogs, outdoor space and where the dog will sleep. Fingers crossed for Pip!',
        },
      ],
      [
        {
          role: 'user',
          content:
            "pip went to another family 😢 BUT the galgo rescue has a greyhound girl called mochi, 3 yrs old, super gentle. she's coming on the transport from spain on the 13th!!",
        },
        {
          role: 'assistant',
          content: "Oh that's lovely! Galgos are famously calm indoors. Want a checklist for her first week?",
        },
        { role: 'user', content: 'yes. oh and update, transport is delayed a few days, she gets here the 16th now' },
      ],
      [
        { role: 'user', content: 'sem and i are on the 3rd floor no lift, is that a problem for a greyhound' },
        {
          role: 'assistant',
          content:
            'Many ex-racing dogs have never seen stairs, so she may need to learn slowly with treats and a harness. Most get the hang of it in days. Keep a non-slip mat at the top and bottom.',
        },
      ],
      [
        {
          role: 'user',
          content:
            "first vet check today, all fine but she has a sensitive tummy, vet thinks it's chicken. what chicken free food brands can i get in NL",
        },
        {
          role: 'assistant',
          content:
            'Look for single-protein foods based on fish, lamb or horse. Many brands sold in Dutch pet shops have salmon or lamb lines; check the ingredients for chicken fat and poultry meal too.',
        },
      ],
      [
        {
          role: 'user',
          content:
            "found a dog walker for tue and thu when i'm at the office, lotte, 18 euro a walk. is that normal price here",
        },
        {
          role: 'assistant',
          content:
            "Yes, €15-20 for a group or solo walk is typical in Amsterdam. Ask if she's insured and does a meet-and-greet first.",
        },
      ],
      [
        { role: 'user', content: 'mochi slept through the whole night for the first time!!! 😭💕' },
        { role: 'assistant', content: "That's a big milestone, she's settling in! 💕" },
      ],
    ],
    questions: [
      { question: "What is the name of the user's dog?", expect: ['Mochi'] },
      { question: "What breed is the user's dog?", expect: ['greyhound', 'galgo'] },
      { question: "Which ingredient should the dog's food avoid?", expect: ['chicken', 'poultry'] },
      { question: 'Who walks the dog when the user is working at the office?', expect: ['Lotte'] },
      { question: 'Who does the user live with?', expect: ['Sem'] },
      { question: 'On what date did the dog arrive?', expect: ['16 April', 'April 16', '16th'] },
    ],
    unknown: ['How much was the adoption fee for the dog?', "What is the name of the user's vet clinic?"],
  },
  {
    name: 'callum',
    threads: [
      [
        {
          role: 'user',
          content:
            'right. handed my notice in at the warehouse, last shift was friday. 11 years. bit terrifying. doing my 18th edition now to get into the electrical game. can ye explain RCDs vs RCBOs like im daft',
        },
        {
          role: 'assistant',
          content:
            'Not daft at all. An RCD protects people by tripping when current leaks to earth. An RCBO does that plus overcurrent protection, like an RCD and an MCB in one, for a single circuit. So one fault only knocks out that circuit, not half the board.',
        },
      ],
      [
        {
          role: 'user',
          content:
            "how do i budget on savings for a couple month. kirsty's still working at the bank so at least her wage is steady",
        },
        {
          role: 'assistant',
          content:
            'List fixed costs first (rent or mortgage, bills, childcare), then give yourself a weekly amount for food and fuel. Work out how many weeks your savings cover and keep a buffer for tools and course fees.',
        },
      ],
      [
        { role: 'user', content: '18th edition exam booked, 9 may. how many hours a day should i be revising' },
        {
          role: 'assistant',
          content:
            "About 2-3 focused hours a day is plenty, with lots of practice questions since it's open book: knowing where to find things in BS 7671 is half the battle.",
        },
        { role: 'user', content: 'scratch that its the 10th, 9th was full' },
        { role: 'assistant', content: 'No bother, 10 May then. Same plan, one extra day.' },
      ],
      [
        {
          role: 'user',
          content:
            'GOT AN OFFER. adult apprenticeship wi Brennan Electrical in Paisley, start 3 june. wage is rubbish first year but dinnae care',
        },
        {
          role: 'assistant',
          content:
            "That's brilliant, congratulations! Getting an adult apprenticeship is the hard part. Do you want a list of what tools to get before June?",
        },
      ],
      [
        {
          role: 'user',
          content:
            "isla wants a sparky costume for dress up day at nursery cos her da's a sparky now apparently lol. ideas for a 4 year old",
        },
        {
          role: 'assistant',
          content:
            "A hi-vis vest, a kids' hard hat, a toy screwdriver in the pocket and a cardboard 'lightning bolt' badge. Maybe a tape measure on her belt.",
        },
      ],
      [
        { role: 'user', content: 'fluke multimeter or a cheaper one to start' },
        {
          role: 'assistant',
          content:
            "For learning, a decent mid-range meter is fine. Once you're on site, a proper voltage indicator and proving unit matter more for safe isolation.",
        },
      ],
    ],
    questions: [
      { question: 'What trade is the user training for?', expect: ['electric', 'sparky'] },
      { question: 'Where did the user work before the career change?', expect: ['warehouse'] },
      { question: 'When does the user sit their 18th Edition exam?', expect: ['10 May', 'May 10'] },
      { question: 'Which company will the user be working for?', expect: ['Brennan'] },
      { question: "When does the user's apprenticeship begin?", expect: ['3 June', 'June 3'] },
      { question: "What is the name of the user's daughter?", expect: ['Isla'] },
    ],
    unknown: ['Which college is the user taking their course at?', 'What vehicle does the user drive?'],
  },
  {
    name: 'mei',
    threads: [
      [
        {
          role: 'user',
          content:
            "time diff between SG and edinburgh is 7h right now? ollie and i keep missing each other's calls 😭 need a routine",
        },
        {
          role: 'assistant',
          content: "Yes, from 31 March it's 7 hours (Singapore ahead). When are you both usually free?",
        },
        { role: 'user', content: "me after 9pm my time, he's in the lab till about 6 his time" },
        {
          role: 'assistant',
          content:
            "Then weekday evenings don't overlap well. Try his lunchtime (your 7-8pm) on a couple of days, plus a longer call on weekend mornings his time.",
        },
      ],
      [
        { role: 'user', content: 'BOOKED. SIN to EDI 17 may!! 2 weeks with him 🥹🥹' },
        { role: 'assistant', content: "Yay! That's so exciting. Want help planning the two weeks?" },
      ],
      [
        {
          role: 'user',
          content:
            "ugh. fieldwork for one of our audit clients got extended so my manager won't release me. had to move the flight to 24 may. still 2 weeks tho, back 7 june",
        },
        { role: 'assistant', content: 'Annoying but at least you kept the full two weeks. 24 May to 7 June it is.' },
      ],
      [
        {
          role: 'user',
          content:
            "what's something nice to plan for our 3 year anniversary? it's 30 may and i'll actually be THERE for once. he loves hiking",
        },
        {
          role: 'assistant',
          content:
            "A sunrise walk up Arthur's Seat, or a day trip to the Pentlands with a picnic, then a nice dinner in the evening. If you want a bigger trip, Glencoe or the Isle of Skye for a night.",
        },
      ],
      [
        { role: 'user', content: "snacks from SG to bring him? he's vegan so bak kwa is out lol" },
        {
          role: 'assistant',
          content:
            'Vegan-friendly ideas: seaweed snacks, kaya made with coconut and no egg (check the label), durian or gula melaka sweets, kueh bangkit made with plant butter, and a few packets of laksa paste without shrimp so you can cook together.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'his mum invited me for dinner in St Andrews the weekend i arrive 😳😳 what do i bring. what do i SAY',
        },
        {
          role: 'assistant',
          content:
            "Bring a small gift from Singapore, like nice tea or a box of local biscuits, and flowers if you can pick some up. Ask about her garden, the town, Ollie as a kid. Offer to help clear up. She'll love that.",
        },
      ],
    ],
    questions: [
      { question: 'When is the user flying to Edinburgh?', expect: ['24 May', 'May 24'] },
      { question: "Which city does the user's partner live in?", expect: ['Edinburgh'] },
      { question: "When is the user's relationship anniversary?", expect: ['30 May', 'May 30'] },
      { question: "What is the name of the user's partner?", expect: ['Ollie', 'Oliver'] },
      { question: "What is the user's line of work?", expect: ['audit', 'accountan'] },
      { question: "What diet does the user's partner follow?", expect: ['vegan', 'plant'] },
    ],
    unknown: ["What is the name of Ollie's mother?", 'Which airline is the user flying with?'],
  },
]
