import type { ThreadPersona } from './personas'

/**
 * Twelve retirees, grandparents and older people. Odd ones talk to an AI assistant; even ones to a friend or
 * relative (the `assistant` role), who also talks about their own life. Questions ask about the user in other words.
 */
export const elderPersonas: ThreadPersona[] = [
  // --- 1. AI assistant, Yorkshire widow moving to sheltered housing ---
  {
    name: 'Margaret',
    threads: [
      [
        {
          role: 'user',
          content:
            "Good morning. I wonder if you could help me make a list of things to sort out before the move. My daughter Susan has found me a flat in a sheltered housing scheme in Harrogate, it's ten minutes from her house, and after forty-one years in this house in Doncaster I hardly know where to start. Dennis would have known, he was the organised one, but he's been gone three years this June.",
        },
        {
          role: 'assistant',
          content:
            "I'm so sorry about Dennis. Of course I can help you make a list. Do you have a date for the move yet?",
        },
        { role: 'user', content: 'The 17th of May, if the solicitors pull their fingers out.' },
      ],
      [
        {
          role: 'user',
          content:
            "Can you explain in plain english what atrial fibrillation is? The consultant rattled it off so quickly I didn't catch the half of it. They've put me on warfarin for it and I have to go for blood tests every fortnight, the INR they call it.",
        },
        {
          role: 'assistant',
          content:
            'Atrial fibrillation means the upper chambers of the heart beat irregularly, which can let clots form, and warfarin thins the blood to prevent that. Do you have someone to take you to your blood tests?',
        },
        { role: 'user', content: 'Gareth runs me there, bless him. My son-in-law. He works from home most days.' },
      ],
      [
        {
          role: 'user',
          content:
            "My grandchildren Poppy and Alfie are coming on Saturday - Poppy's nine and Alfie's six - and I'd like to do a little experiment with them at the kitchen table, something that fizzes. I taught chemistry for 34 years before I retired so I've no excuse for being boring.",
        },
        {
          role: 'assistant',
          content:
            'A bicarbonate of soda and vinegar volcano is always a hit, and you can add red food colouring for lava.',
        },
      ],
      [
        {
          role: 'user',
          content:
            "One more thing for my list. The physio is on Thursday mornings now, not Tuesday as I told you before. And I'll need to find a new choir in Harrogate, I've sung alto with the Doncaster Ladies' Choir for twenty years and I'd be lost without it.",
        },
        {
          role: 'assistant',
          content: "Harrogate has several community choirs, I'll add 'find a choir' to the list.",
        },
      ],
    ],
    questions: [
      { question: 'What subject did the user teach in her working life?', expect: ['chemistry'] },
      { question: 'Which anticoagulant has the user been prescribed?', expect: ['warfarin'] },
      { question: 'Which town is the user relocating to?', expect: ['harrogate'] },
      { question: 'What was the name of the user’s husband?', expect: ['dennis'] },
      { question: 'Who gives the user lifts to her medical appointments?', expect: ['gareth', 'son-in-law'] },
      { question: 'Which vocal range does the user sing in?', expect: ['alto'] },
    ],
    unknown: ['What breed of dog does the user have?', 'Does the user play golf?'],
  },
  // --- 2. friend, Yorkshire bowls player and his mate Ken ---
  {
    name: 'Harold',
    threads: [
      [
        {
          role: 'user',
          content:
            "Now then Ken. Did you see the state of the green on Saturday? Waterlogged. We lost to Ossett by four shots and I blame the conditions, not my bowling, whatever Jack says. Crown green's no game for a swamp.",
        },
        {
          role: 'assistant',
          content:
            "Ha! I'd have been there if it weren't for this hip. My op's booked for the 9th of May at Pinderfields, can't come soon enough.",
        },
        {
          role: 'user',
          content: "You'll be right as rain after. Our Joan's sister had hers done and she was dancing in six weeks.",
        },
      ],
      [
        { role: 'assistant', content: "How's the allotment coming on?" },
        {
          role: 'user',
          content:
            "Grand, I've got the runner beans in and the shallots, but the rhubarb's bolted. I'm on plot 23 now, I swapped with Eric because mine flooded every winter. Forty years I did on the railways as a signalman and I never saw rain like this spring.",
        },
      ],
      [
        {
          role: 'user',
          content:
            "Had the diabetes nurse Monday. Sugars up again so they've doubled the metformin, two at breakfast and two with me tea. Joan's hiding the custard creams on me now.",
        },
        {
          role: 'assistant',
          content:
            "Serves you right! I'm off to the caravan at Filey next week with our Brenda, if the hip lets me drive that far.",
        },
      ],
      [
        {
          role: 'user',
          content:
            "Our Liam's ship's back in Portsmouth, he rang last night. He's a marine engineer on HMS Somerset now, can you credit it, I remember him in nappies.",
        },
        {
          role: 'assistant',
          content: "Proud grandad! Our Chloe's finishing at Leeds Uni this summer, she's done her nursing degree.",
        },
        { role: 'user', content: 'Good lass. Tell her from me.' },
      ],
    ],
    questions: [
      { question: 'Which sport does the user compete in?', expect: ['bowls', 'bowling', 'crown green'] },
      { question: 'What was the user’s job before he retired?', expect: ['signal'] },
      { question: 'What long-term illness is the user being treated for?', expect: ['diabetes', 'metformin'] },
      { question: 'Which armed service is the user’s grandson in?', expect: ['navy', 'hms', 'somerset'] },
      { question: 'What is the name of the user’s wife?', expect: ['joan'] },
      { question: 'What crops is the user growing?', expect: ['runner bean', 'shallot', 'rhubarb'] },
    ],
    unknown: ['Is the user having a hip replacement?', 'Does the user play the piano?'],
  },
  // --- 3. AI assistant, American widow near her son in Tampa ---
  {
    name: 'Dorothy',
    threads: [
      [
        {
          role: 'user',
          content:
            "Hello dear. I am trying to make the print bigger on this tablet, my grandson set it up for me at Christmas but he's gone back to college now. I have macular degeneration in my left eye so small print is a real trial. I get the shots in my eye every six weeks, which is about as much fun as it sounds.",
        },
        {
          role: 'assistant',
          content: 'I can walk you through it. What kind of tablet is it?',
        },
        { role: 'user', content: 'An iPad. The pink one.' },
        {
          role: 'assistant',
          content: 'Open Settings, then Display & Brightness, then Text Size, and drag the slider to the right.',
        },
      ],
      [
        {
          role: 'user',
          content:
            "I'm writing a card for my granddaughter Maya's birthday, she'll be 11. Could you suggest a nice verse? Her father is my son Michael, they live just across town here in Tampa, which is the whole reason I left Dayton after Walt passed. Thirty-one years as the librarian at Fairview Elementary and now I don't know a soul down here except family.",
        },
        {
          role: 'assistant',
          content: 'Here is a short verse: "Eleven candles, shining bright, may your year be full of light..."',
        },
      ],
      [
        {
          role: 'user',
          content:
            "Oh my goodness, I've had it wrong, Maya is turning twelve, not eleven. Priya just corrected me, she's my daughter-in-law. Can you change the verse please?",
        },
        { role: 'assistant', content: 'Of course: "Twelve candles, shining bright..."' },
      ],
      [
        {
          role: 'user',
          content:
            "What questions should I ask my new doctor? I need to remember to tell her I'm allergic to penicillin, I came out in hives all over back in '88. And I'd like to find a bridge club, I played duplicate every week back in Ohio.",
        },
        {
          role: 'assistant',
          content: 'Bring a list of your medications and allergies. Are you taking anything regularly at the moment?',
        },
        { role: 'user', content: 'Just my blood pressure pill, lisinopril, 10 milligrams in the morning.' },
      ],
    ],
    questions: [
      { question: 'What is wrong with the user’s eyesight?', expect: ['macular'] },
      { question: 'Which antibiotic should the user not be given?', expect: ['penicillin'] },
      {
        question: 'How old is the user’s granddaughter going to be?',
        expect: ['twelve', 'turning 12', '12th'],
      },
      { question: 'What did the user do for a living?', expect: ['librarian', 'library'] },
      { question: 'Which card game does the user enjoy?', expect: ['bridge', 'duplicate'] },
      { question: 'What is the user’s son’s wife called?', expect: ['priya'] },
    ],
    unknown: ['Does the user keep any pets?', 'Which church does the user attend?'],
  },
  // --- 4. friend (his sister), Australian retired firefighter ---
  {
    name: 'Bill',
    threads: [
      [
        {
          role: 'user',
          content:
            "G'day Val. Just ringing - well, typing - to say the move went alright. I'm all unpacked at Seabreeze, unit 12, the retirement village near the esplanade in Hervey Bay. Bit strange having a body corporate tell you what colour your front door can be but there you go.",
        },
        { role: 'assistant', content: "Good on you Bill. How's Lorraine settling in at the home?" },
        {
          role: 'user',
          content:
            "Not bad. The dementia's worse but she was singing along to Slim Dusty last visit so you take the good days. The staff at Blue Care are angels, I go in every afternoon.",
        },
      ],
      [
        {
          role: 'user',
          content:
            "Flamin gout's back in the big toe. Doc says no more prawns and go easy on the XXXX, which is a cruel thing to say to a man at Christmas let alone in April.",
        },
        {
          role: 'assistant',
          content:
            "Col's the same with the beer. I'm off to Bali with the girls from tennis in June, can you believe it, at my age!",
        },
        { role: 'user', content: 'Bring me back a Bintang singlet.' },
      ],
      [
        {
          role: 'user',
          content:
            "Been down the Men's Shed most mornings, we're making birdboxes for the primary school. Thirty years pulling people out of burning houses with the QFES and now I'm fussing over dovetail joints.",
        },
        { role: 'assistant', content: 'Ha, you always were handy. Send me a photo.' },
      ],
      [
        { role: 'user', content: "Big news, Jack's got a scholarship to study engineering at UQ!" },
        { role: 'assistant', content: 'Brilliant! You must be a proud pop.' },
        {
          role: 'user',
          content:
            "Hang on, I've done it again, it's Ruby who got the scholarship, not Jack. Jack's doing his apprenticeship as a sparky. Twins and I still mix 'em up.",
        },
      ],
    ],
    questions: [
      {
        question: 'What kind of housing does the user live in now?',
        expect: ['seabreeze', 'retirement village', 'hervey bay'],
      },
      {
        question: 'Why doesn’t the user live with his wife?',
        expect: ['dementia', 'blue care', 'care home', 'nursing home', 'aged care'],
      },
      { question: 'What foods and drinks has the user been told to cut down on?', expect: ['prawn', 'beer', 'xxxx'] },
      { question: 'What was the user’s career?', expect: ['fire', 'qfes', 'burning houses'] },
      { question: 'Which grandchild won a university scholarship?', expect: ['ruby'] },
      { question: 'What does the user do with his mornings?', expect: ["men's shed", 'birdbox', 'bird box'] },
    ],
    unknown: ['Is the user going on holiday to Bali?', 'Does the user have diabetes?'],
  },
  // --- 5. AI assistant, Irish widow in Cork ---
  {
    name: 'Agnes',
    threads: [
      [
        {
          role: 'user',
          content:
            "Would you ever help me write a letter to the council about the footpath outside my house, it's all broken up and with my COPD I can't be getting the walker over it at all. I'm on the Spiriva inhaler and the nebuliser at night and I'm only able for short walks as it is.",
        },
        { role: 'assistant', content: 'Of course. Which council area are you in?' },
        { role: 'user', content: 'Cork County. Ballincollig, just outside the city.' },
      ],
      [
        {
          role: 'user',
          content:
            "I ran the post office in Kilmurry for forty years, myself and Con, God rest him, so I know how to write a strong letter, but the hands aren't what they were with the arthritis. That's why I'm asking you.",
        },
        { role: 'assistant', content: "Here's a firm but polite draft you can sign and send." },
      ],
      [
        {
          role: 'user',
          content:
            "My granddaughter Aoife is getting married in September in Clare and I want to knit her something for the going-away. A shawl maybe? I'd need a pattern that's not too complicated.",
        },
        { role: 'assistant', content: 'A lace-edged shawl in a soft 4-ply would be lovely. What colour?' },
        { role: 'user', content: "Cream. Her mother Siobhán says ivory but sure it's the same thing." },
      ],
      [
        {
          role: 'user',
          content:
            "I'm after making a mistake, the wedding is in Galway, not Clare. Salthill. Pádraig my son-in-law is booking the hotel so I don't have to think about it, thanks be to God.",
        },
        { role: 'assistant', content: 'Noted, Salthill in Galway. That will be a beautiful spot for it.' },
      ],
      [
        {
          role: 'user',
          content:
            "Do you know what time it is in Boston now? My son Declan is over there this twenty years, he's a carpenter, and I want to ring him on the Skype without waking him.",
        },
        {
          role: 'assistant',
          content: 'Boston is five hours behind Ireland, so early afternoon here is morning there.',
        },
      ],
    ],
    questions: [
      { question: 'What breathing condition does the user suffer from?', expect: ['copd', 'chronic obstructive'] },
      { question: 'What business did the user used to run?', expect: ['post office'] },
      { question: 'Where is the family wedding taking place?', expect: ['galway', 'salthill'] },
      { question: 'What is the user making with her knitting needles?', expect: ['shawl'] },
      { question: 'In which city does the user’s son live?', expect: ['boston'] },
      { question: 'What is the name of the user’s daughter’s husband?', expect: ['pádraig', 'padraig'] },
    ],
    unknown: ['What is the user’s favourite television programme?', 'Does the user drive a car?'],
  },
  // --- 6. friend (old army buddy), American retired autoworker in Arizona ---
  {
    name: 'Stan',
    threads: [
      [
        { role: 'assistant', content: "Stan you old goat, how's the desert treating you?" },
        {
          role: 'user',
          content:
            "Hot as blazes already and it's only April. Marlene loves it though. We closed on the place in Sun City West in February, three bedrooms so the kids can visit, and the HOA lets me keep my lathe in the garage. After 38 years on the line at the Ford Rouge plant I figure I earned a little sunshine.",
        },
        {
          role: 'assistant',
          content: "You did. Dolores wants to sell the pontoon boat and I'm fighting it tooth and nail.",
        },
      ],
      [
        {
          role: 'user',
          content:
            "Had a scare last month, Ray. Chest pains on the golf course, ended up with a stent put in at Banner. I'm on Plavix now and a baby aspirin, bruise like a peach.",
        },
        { role: 'assistant', content: 'Jeez Stan. You take it easy, you hear me?' },
        { role: 'user', content: "Marlene's got me eating oatmeal every morning. Oatmeal!" },
      ],
      [
        {
          role: 'user',
          content:
            "Tyler made corporal. Marines, stationed out at Camp Pendleton. And Brianna's finishing her sophomore year at U of M, studying to be a vet.",
        },
        { role: 'assistant', content: 'Those kids did good. You and Marlene did good.' },
        {
          role: 'user',
          content:
            "Correction, Brianna's at Michigan State, not U of M. Marlene about took my head off. Big difference in that family.",
        },
      ],
      [
        { role: 'assistant', content: 'You still turning bowls on that lathe?' },
        {
          role: 'user',
          content:
            "Every day. Sell 'em at the craft fair at the rec center, made $400 last month. And I go to the VFW post for pinochle once a week. Nobody there was in Da Nang in '68 though, not like you and me.",
        },
      ],
    ],
    questions: [
      { question: 'Where did the user work before retirement?', expect: ['rouge', 'ford plant', 'at ford'] },
      { question: 'What cardiac procedure did the user undergo?', expect: ['stent'] },
      { question: 'Which college does the user’s granddaughter go to?', expect: ['michigan state'] },
      { question: 'Which branch of the military does the user’s grandson serve in?', expect: ['marine', 'pendleton'] },
      { question: 'What does the user make in his workshop?', expect: ['bowl', 'woodturn', 'turning'] },
      { question: 'Which card game does the user play?', expect: ['pinochle'] },
    ],
    unknown: ['Does the user own a boat?', 'Does the user have any allergies?'],
  },
  // --- 7. AI assistant, English widow in sheltered housing ---
  {
    name: 'Edith',
    threads: [
      [
        {
          role: 'user',
          content:
            "Good afternoon. My granddaughter Lucy has set this up for me on the computer, she says you can answer anything. Is that so? Could you tell me which birds I might see at a feeder in April? I have a little patio at Willow Court, that's the sheltered housing I moved into after my fall, and the warden Janice has let me put a feeder up.",
        },
        {
          role: 'assistant',
          content:
            'Blue tits, great tits, goldfinches, robins and perhaps a greenfinch. Do you have a pair of binoculars?',
        },
        {
          role: 'user',
          content: "Frank's old ones. He was a navigator in the RAF and he never threw anything away.",
        },
      ],
      [
        {
          role: 'user',
          content:
            "I'd like a recipe for a Victoria sponge I can actually eat. I'm coeliac, you see, diagnosed at seventy if you please, so it must be gluten free. The ladies are coming round for the crossword club and I won't be outdone.",
        },
        {
          role: 'assistant',
          content: 'Here is a sponge using gluten-free self-raising flour and a little xanthan gum.',
        },
      ],
      [
        {
          role: 'user',
          content:
            "Is it safe to play the piano with osteoporosis? The doctor has me on alendronic acid once a week and calcium tablets since I broke my hip last year. I taught piano for fifty-two years from the front room in Bromley and I'm not giving it up now.",
        },
        {
          role: 'assistant',
          content: 'Playing is fine and good for you; just take care getting on and off the stool.',
        },
        { role: 'user', content: "Good. There's an old upright in the residents' lounge that nobody touches." },
      ],
      [
        {
          role: 'user',
          content:
            "Robert rang from Calgary last night. That's my son, he emigrated in 1991 and married a Canadian girl, Denise. He wants me to fly out for the summer but I can't see it with my frame.",
        },
        { role: 'assistant', content: 'Airlines can arrange assistance all the way, if you did want to try.' },
      ],
    ],
    questions: [
      { question: 'What type of home does the user live in?', expect: ['sheltered', 'willow court'] },
      {
        question: 'What should be left out when baking for the user?',
        expect: ['gluten', 'coeliac', 'celiac', 'wheat'],
      },
      { question: 'Which bone disease does the user have?', expect: ['osteoporosis'] },
      { question: 'Which instrument did the user give lessons on?', expect: ['piano'] },
      { question: 'Which country did the user’s son emigrate to?', expect: ['canada', 'calgary'] },
      { question: 'What was the user’s husband’s role in the air force?', expect: ['navigator'] },
    ],
    unknown: ['Does the user have a cat?', 'Which football team does the user support?'],
  },
  // --- 8. friend (from chapel), Welsh retired midwife ---
  {
    name: 'Gwen',
    threads: [
      [
        {
          role: 'user',
          content:
            "Beryl! Big news love. I'm selling up. Ceri and Huw are converting their garage into a granny annexe for me in Pontcanna, in Cardiff, so I'll be five minutes from the grandchildren. Osian's starting comp in September and Seren's only four so she'll be in and out of my kitchen all day, bless her.",
        },
        { role: 'assistant', content: "Oh Gwen! I'll miss you at chapel mind. Who'll do the flowers?" },
        { role: 'user', content: "You will, cariad. You've got the eye for it." },
      ],
      [
        {
          role: 'assistant',
          content: "Bryn's been sick on the carpet again, the vet thinks it's the new dog food. How's your hearing?",
        },
        {
          role: 'user',
          content:
            "Got the new hearing aid Tuesday. Just the right ear, the left's fine apparently. I can hear the kettle now, never knew it was so loud!",
        },
      ],
      [
        {
          role: 'user',
          content:
            "Doing the Welsh class down the library again, I'm determined to talk to Seren in Welsh, she's at the Ysgol Gymraeg. Thirty-six years delivering babies in Singleton Hospital and I never learnt more than bore da.",
        },
        { role: 'assistant', content: "Get on with you! How's the thyroid?" },
        { role: 'user', content: 'Levothyroxine every morning same as always, they put it up to 100.' },
      ],
      [
        {
          role: 'user',
          content: 'Emrys would have hated the move, mind. He never left the valley except for the pit and the rugby.',
        },
        {
          role: 'assistant',
          content: "He'd want you happy, love. I'm off to the caravan in Tenby next week, my bunion permitting.",
        },
      ],
    ],
    questions: [
      { question: 'What was the user’s profession?', expect: ['midwife', 'delivering babies', 'maternity'] },
      { question: 'Where is the user going to live?', expect: ['annexe', 'granny flat', 'pontcanna', 'cardiff'] },
      { question: 'Which language is the user studying?', expect: ['welsh'] },
      { question: 'Which of the user’s ears is hard of hearing?', expect: ['right ear'] },
      { question: 'What does the user take for her thyroid?', expect: ['levothyroxine'] },
      {
        question: 'What work did the user’s late husband do?',
        expect: ['the pit', 'miner', 'mining', 'colliery', 'coal'],
      },
    ],
    unknown: ['Does the user have a dog?', 'Does the user play golf?'],
  },
  // --- 9. AI assistant, retired bus driver in Leicester, non-native register ---
  {
    name: 'Harjit',
    threads: [
      [
        {
          role: 'user',
          content:
            'Hello. Please tell me, my bus pass, is it free also on the train to Birmingham? I want to visit my son Jaspal and his family in Handsworth. I drove the buses in Leicester for 32 years, now I dont know how the trains work, funny no?',
        },
        {
          role: 'assistant',
          content: 'The bus pass only covers buses, not trains, but a Senior Railcard gives a third off rail fares.',
        },
        { role: 'user', content: 'OK. I will buy the railcard then.' },
      ],
      [
        {
          role: 'user',
          content:
            'My wife Kuldip and me are vegetarian, we never eat meat or eggs in our life. My daughter-in-law wants to make cake for our anniversary, can you give recipe without egg?',
        },
        {
          role: 'assistant',
          content: 'Certainly, here is an eggless sponge using yoghurt. Which anniversary is it?',
        },
        { role: 'user', content: 'Fifty years! Golden. Married in Jalandhar in 1974.' },
      ],
      [
        {
          role: 'user',
          content:
            'Doctor has given me eye drops for glaucoma, latanoprost, one drop at night. Is it OK with my blood pressure tablets?',
        },
        { role: 'assistant', content: 'Usually yes, but please check with your pharmacist. Which tablet do you take?' },
        { role: 'user', content: 'Amlodipine 5mg.' },
      ],
      [
        {
          role: 'user',
          content:
            'My granddaughter Simran is training to be doctor in Derby. Very proud. Every morning I play chess in Abbey Park with my friend Mohan and I tell him about her.',
        },
        { role: 'assistant', content: 'That is wonderful, you must be very proud.' },
        {
          role: 'user',
          content: 'Sorry, I make mistake. Simran is at Nottingham medical school, not Derby. Derby is her friend.',
        },
      ],
    ],
    questions: [
      { question: 'What job did the user do before retiring?', expect: ['bus driver', 'buses', 'drove bus'] },
      { question: 'What eye problem is the user being treated for?', expect: ['glaucoma', 'latanoprost'] },
      { question: 'What should I avoid serving the user for dinner?', expect: ['meat', 'egg', 'vegetarian'] },
      { question: 'Which wedding anniversary is the user celebrating?', expect: ['50th', 'fifty', 'golden'] },
      { question: 'Where is the user’s granddaughter studying medicine?', expect: ['nottingham'] },
      { question: 'Which board game does the user play?', expect: ['chess'] },
    ],
    unknown: ['Does the user smoke?', 'Has the user ever been to Canada?'],
  },
  // --- 10. friend (her sister), Jewish grandmother from Queens moving to Boca ---
  {
    name: 'Joyce',
    threads: [
      [
        {
          role: 'user',
          content:
            "Ruthie, you won't believe, Debra found me an apartment at Lakeview Gardens, the independent living place off Glades Road in Boca. Two bedrooms, a balcony, and they do dinner in the dining room so I don't have to cook for one anymore. Irving would say I'm giving up, but Irving isn't here, may he rest in peace.",
        },
        { role: 'assistant', content: "Joycie! That's wonderful. And closer to Debra." },
        { role: 'user', content: 'Fifteen minutes. She can stop pretending she doesnt check on me.' },
      ],
      [
        {
          role: 'user',
          content: "And mazel tov to us, Ethan's wife had the baby Sunday! A girl, Lily, seven pounds even.",
        },
        {
          role: 'assistant',
          content:
            "A great-grandmother again! Me, I'm stuck with this gallbladder, they want to take it out after the cruise.",
        },
        {
          role: 'user',
          content: "Oy, I'm sorry. Wait, I had it wrong, it's Lila, not Lily. Debra screamed at me on the phone.",
        },
      ],
      [
        { role: 'assistant', content: 'Are you still playing mahjong with the girls?' },
        {
          role: 'user',
          content:
            "Every week, and I'm winning, don't tell anyone. But I can't eat the rugelach Sylvia brings, the dairy kills me. The doctor says lactose intolerant, at eighty-three, go figure.",
        },
      ],
      [
        {
          role: 'user',
          content:
            'Twenty-nine years I typed in that courtroom in Kew Gardens, I can still do 200 words a minute on the steno machine and I cannot work this phone.',
        },
        {
          role: 'assistant',
          content:
            'You were the fastest in the building, I remember. Morty and I are finally taking the Alaska cruise in June.',
        },
      ],
    ],
    questions: [
      { question: 'Where is the user moving to?', expect: ['lakeview', 'independent living', 'boca'] },
      { question: 'What is the newest great-grandchild called?', expect: ['lila'] },
      { question: 'What should not be served to the user?', expect: ['dairy', 'lactose', 'milk'] },
      { question: 'Which tile game does the user play with friends?', expect: ['mahjong', 'mah jong', 'mah-jong'] },
      { question: 'What was the user’s occupation?', expect: ['steno', 'court reporter', 'courtroom'] },
      { question: 'What was the user’s late husband called?', expect: ['irving'] },
    ],
    unknown: ['Is the user going on a cruise?', 'Does the user own a car?'],
  },
  // --- 11. AI assistant, Frisian retired dairy farmer, non-native register ---
  {
    name: 'Pieter',
    threads: [
      [
        {
          role: 'user',
          content:
            'Good day. I have question about my new electric bicycle, a Batavus. The battery goes empty after 30 km only. Is this normal? I ride most days along the dike with my wife Tineke.',
        },
        {
          role: 'assistant',
          content: 'Range depends on many things. How old is the battery, and which assist level do you use?',
        },
        { role: 'user', content: 'Brand new. I use the highest level, for the wind from the sea.' },
      ],
      [
        {
          role: 'user',
          content:
            'Excuse me, I made mistake before, my bicycle is a Gazelle, not Batavus. Batavus is the bicycle of Tineke. Does it change your answer?',
        },
        { role: 'assistant', content: 'Not really; on the highest assist level 30 km into a headwind is normal.' },
      ],
      [
        {
          role: 'user',
          content:
            'Since last year I have Parkinson, early stage. The neurologist gives me levodopa three times in the day. Can I still skate? In 1985 I rode the Elfstedentocht, 200 km on the ice, and when the lakes freeze again I want to go on the ice with my grandson Jelle.',
        },
        { role: 'assistant', content: 'Please discuss it with your neurologist; balance is the main concern.' },
        { role: 'user', content: 'Jelle is 10, he is a good skater, better than me now.' },
      ],
      [
        {
          role: 'user',
          content:
            'Forty years I milked cows in Friesland. Now my son Sjoerd has the farm, 120 cows, with robots! I live in an apartment in Leeuwarden and I miss the smell of the stable, strange no?',
        },
        { role: 'assistant', content: 'Not strange at all, it was your life for forty years.' },
      ],
    ],
    questions: [
      { question: 'What make is the user’s e-bike?', expect: ['gazelle'] },
      { question: 'Which neurological disorder does the user have?', expect: ['parkinson'] },
      {
        question: 'What famous skating event has the user taken part in?',
        expect: ['elfstedentocht', 'elfsteden', 'eleven cities'],
      },
      { question: 'What did the user do for work?', expect: ['farm', 'dairy', 'cows'] },
      { question: 'Who runs the family farm now?', expect: ['sjoerd'] },
      { question: 'What is the name of the user’s spouse?', expect: ['tineke'] },
    ],
    unknown: ['What is the user’s blood type?', 'Does the user speak French?'],
  },
  // --- 12. friend (her pal), Glasgow retired hairdresser ---
  {
    name: 'Maureen',
    threads: [
      [
        {
          role: 'user',
          content:
            "Isa hen, the flat's grand. Ground floor in Clarkston, nae stairs, my knees are thanking me already. Stuart came over with his van and shifted everything in a day, he's a good son-in-law even if he supports Rangers.",
        },
        {
          role: 'assistant',
          content:
            "Aw I'm pleased for ye. My cataract op's finally through, Thursday at the Queen Elizabeth, I'm terrified.",
        },
        { role: 'user', content: "You'll be fine, it's ten minutes and you're home for your tea." },
      ],
      [
        {
          role: 'user',
          content:
            'Five years clear since the breast cancer, the oncologist signed me off! Still on the letrozole mind, another two years of that.',
        },
        { role: 'assistant', content: "Oh Maureen that's the best news. We'll need a wee celebration." },
      ],
      [
        {
          role: 'user',
          content: "I've met a gentleman at the line dancing. Alec. Widower, ex-polis, lovely manners.",
        },
        { role: 'assistant', content: 'Maureen! At your age!' },
        {
          role: 'user',
          content: "Sorry, typed that wrang - his name's Alastair, everybody calls him Ally. I'm all of a dither.",
        },
      ],
      [
        {
          role: 'user',
          content:
            "Kirsty says I can cut the baby's hair first when he comes. Forty years running my own salon in Partick and she thinks I'd let anyone else near it!",
        },
        { role: 'assistant', content: 'Is Callum still on the rigs?' },
        { role: 'user', content: 'Aye, three weeks on three off, out of Aberdeen.' },
      ],
    ],
    questions: [
      { question: 'Why did the user pick a ground-floor flat?', expect: ['knee', 'stairs'] },
      { question: 'What serious illness has the user recovered from?', expect: ['cancer', 'letrozole'] },
      { question: 'What is the name of the man the user is seeing?', expect: ['alastair'] },
      { question: 'What was the user’s trade?', expect: ['hairdress', 'salon'] },
      { question: 'Where does the user’s grandson work?', expect: ['rigs', 'oil rig', 'offshore'] },
      { question: 'Who helped the user move house?', expect: ['stuart', 'son-in-law'] },
    ],
    unknown: ['Is the user having eye surgery?', 'Does the user play bridge?'],
  },
]
