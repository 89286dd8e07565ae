import type { ThreadPersona } from './personas'

/**
 * Set 26, written by a helper that had not read the service's rules and measured once before any change made for it
 * (44/96, never said 17/24): lives that change over months, and people who correct themselves. Twelve people (a teenager in Auckland, a retired teacher in Cork, a Brazilian dentist
 * requalifying in Canada, a FIFO miner in Perth, and others) tell of moves, new jobs, lost jobs, study, engagements,
 * break-ups, a pet that dies and one that arrives, diets started and dropped, plans cancelled and dates moved — and
 * they fix their own slips ("not Amstelveen. Diemen", "nah sorry 7 and 7"). The facts sit inside ordinary chat
 * (recipes, work emails, pasted lists), often as short answers to the other side's follow-up question.
 * Half talk to an AI assistant; half to a friend (the `assistant` role) who also tells of their own life — what the
 * friend says is not the user's. Questions ask about the user in other words; at least three per person ask about
 * the state after a change or a correction.
 */
export const monthsPersonas: ThreadPersona[] = [
  // --- AI assistant, Indian English, 29, QA lead in Pune moving to the Netherlands, professional ---
  {
    name: 'Priya',
    threads: [
      [
        {
          role: 'user',
          content:
            'Hi, I need help polishing a resignation email. I have been QA lead at an insurance company here in Pune for almost five years and I have accepted an offer abroad, so I want it warm but not over the top. My draft:\n\nDear Mr. Kulkarni,\nPlease accept this as formal notice of my resignation from the post of QA Lead, Claims Platform. My last working day will be as per the 60 day notice period. I am grateful for the opportunities given to me and for the support of the team. I will ensure a smooth handover.\nRegards,\nPriya\n\nIt feels very stiff. Can you fix?',
        },
        {
          role: 'assistant',
          content:
            "Here's a warmer version:\n\nDear Mr. Kulkarni,\n\nI'm writing to let you know that I've decided to resign from my role as QA Lead, Claims Platform. In line with my 60-day notice period, my last working day will be [date].\n\nThe last five years here have shaped me as a professional, and I'm especially grateful to the team for everything we built together. I'll make sure the handover is thorough, and I'm happy to help train whoever takes over.\n\nWarm regards,\nPriya\n\nWould you like to mention where you're headed, or keep it neutral?",
        },
        {
          role: 'user',
          content:
            "Neutral please. It's a logistics startup in Amsterdam, data analyst role, nothing to do with insurance, but people here gossip like anything.",
        },
        {
          role: 'assistant',
          content:
            'Neutral it is — the version above already works without naming the new company. If anyone asks in person, "a data role abroad" is enough.',
        },
        { role: 'user', content: 'perfect thanks' },
      ],
      [
        {
          role: 'user',
          content:
            "What's the best way to learn Dutch in about 3 months? Realistically I just want to read my post and order in a cafe without everyone switching to English.",
        },
        {
          role: 'assistant',
          content:
            'For that goal: a spaced-repetition app for vocabulary, the free NT2 beginner materials for grammar, and 15 minutes a day of Dutch podcasts for slow learners. People will still switch to English — politely asking "mag het in het Nederlands?" helps. Where will you be living?',
        },
        { role: 'user', content: 'Amstelveen, with my cousin for the first few months' },
        {
          role: 'assistant',
          content:
            'Amstelveen is a good landing spot — quiet, with a large Indian community and a direct tram line into Amsterdam.',
        },
        {
          role: 'user',
          content:
            'wait sorry, not Amstelveen. Diemen. She moved last year, I keep forgetting. Still close to Amsterdam right?',
        },
        {
          role: 'assistant',
          content:
            "Yes — Diemen is just east of the city. The train to Amsterdam Centraal is about 15 minutes, and the tram and metro go in too. It's a calm place to start.",
        },
      ],
      [
        {
          role: 'user',
          content:
            'Ugh. The visa paperwork got stuck, the IND wants one more document from the employer. So my start date is pushed from 1 March to 15 April.',
        },
        {
          role: 'assistant',
          content:
            "That's frustrating, but six extra weeks isn't the worst outcome. Any plans for the gap once your notice period ends?",
        },
        {
          role: 'user',
          content: "Honestly? Sleep. And eat as much of my mother's food as humanly possible.",
        },
        {
          role: 'assistant',
          content:
            'A very reasonable plan. You could also ask her to teach you a few dishes — it helps a lot in the first homesick months.',
        },
        {
          role: 'user',
          content: 'Yes!! Ok give me a checklist of spices that are hard to find in Europe so I pack them.',
        },
        {
          role: 'assistant',
          content:
            'Worth packing: kokum, good asafoetida (hing), kalpasi (stone flower), Byadgi or Guntur chillies, sambar and rasam powders from your usual brand, dried curry leaves as backup, and tamarind blocks if you prefer them to paste. Cumin, coriander, turmeric and mustard seeds are easy to find in Turkish and Surinamese shops.',
        },
        { role: 'user', content: 'Kokum, good call. Amma will laugh at me for packing hing' },
      ],
      [
        {
          role: 'user',
          content:
            "Week one done. Diemen is quiet, cold, very flat, I love it. Office is fine, team is nice, everyone eats bread for lunch. Can you give me a sambar recipe using what's in Albert Heijn? No drumsticks here obviously",
        },
        {
          role: 'assistant',
          content:
            'Sure. Toor dal is easier at a Turkish or Asian toko, but yellow split peas from AH work in a pinch (cook longer). Vegetables: carrot, aubergine, shallots, courgette, pumpkin. Cook 1 cup dal with turmeric until soft; boil the vegetables in tamarind water with salt; add the dal and 2 tbsp sambar powder, simmer 10 minutes; temper mustard seeds, dried chilli, hing and curry leaves in oil and pour over.',
        },
        { role: 'user', content: 'tamarind paste I found. ok trying tonight' },
        { role: 'assistant', content: 'Good luck — use less paste than you think, the jars are often strong.' },
        { role: 'user', content: 'Update: cousin approved. Barely.' },
      ],
      [
        {
          role: 'user',
          content: 'Can you recommend some books that are not romance. Anything. Thrillers, history, whatever.',
        },
        {
          role: 'assistant',
          content: 'Of course. Do you want something absorbing to get lost in, or lighter?',
        },
        {
          role: 'user',
          content:
            'Absorbing. Karthik and I ended things on Sunday. Four years. The time difference plus him not wanting to leave Pune, it was always going to happen I think. Anyway. Books.',
        },
        {
          role: 'assistant',
          content:
            "I'm sorry, Priya — four years is a lot, even when you saw it coming. Absorbing picks: Tana French's In the Woods, Stoner by John Williams, The Dutch House by Ann Patchett, and SPQR by Mary Beard if history works for you.",
        },
        { role: 'user', content: 'Will try the Tana French. Thanks' },
      ],
      [
        {
          role: 'user',
          content:
            'Is it normal to be this bad at cycling as an adult. I fell off my bike twice near Diemerpark today. A child overtook me.',
        },
        {
          role: 'assistant',
          content:
            "Very normal if you didn't cycle much growing up. Practise starting and stopping on an empty path, lower the saddle so both feet touch the ground, and look ahead rather than at the wheel. What kind of bike is it?",
        },
        {
          role: 'user',
          content:
            "Secondhand from Marktplaats, 90 euros, the upright grandma type. The bike is fine. I'm the problem.",
        },
        {
          role: 'assistant',
          content: 'Those are heavy but stable — give it two weeks of daily short rides and it will click.',
        },
        {
          role: 'user',
          content:
            "Also my mother is coming in August for three weeks! What should I show her that isn't a museum, she hates museums",
        },
        {
          role: 'assistant',
          content:
            'Zaanse Schans for windmills, a canal boat in Utrecht, the beach at Zandvoort, the market in Haarlem, and a day in Giethoorn if she likes water and quiet villages.',
        },
        { role: 'user', content: "Zaanse Schans she'd like. She's been asking about windmills since I told her." },
      ],
    ],
    questions: [
      { question: 'In which city is the user’s current employer based?', expect: ['amsterdam'] },
      { question: 'Which town near the capital is the user living in these days?', expect: ['diemen'] },
      {
        question: 'What job did the user hold before leaving India?',
        expect: ['qa', 'quality', 'claims platform'],
      },
      { question: 'What is the user’s role at the new company?', expect: ['data analyst', 'analyst'] },
      {
        question: 'On what date did the user’s new job actually start?',
        expect: ['15 april', 'april 15', '15th'],
      },
      {
        question: 'What is the status of the user’s long-distance relationship?',
        expect: ['ended', 'broke up', 'split'],
      },
      { question: 'How does the user get around locally?', expect: ['bike', 'bicycle', 'cycl'] },
      { question: 'Which parent is coming to stay with the user this summer?', expect: ['mother', 'amma', 'mom'] },
    ],
    unknown: ['What is the name of the user’s cousin?', 'How many siblings does the user have?'],
  },
  // --- friend, Irish, 67, retired teacher in Cork, chatty ---
  {
    name: 'Dermot',
    threads: [
      [
        { role: 'user', content: 'Bríd! Long time no hear. How is the knee holding up?' },
        {
          role: 'assistant',
          content:
            "Dermot! The knee is grand, I'm bionic now. Pat has me walking the Marina every morning like a racehorse. How's retirement treating you — bored out of your mind yet?",
        },
        {
          role: 'user',
          content:
            'Bored is not the word... Maureen has me painting the shed. Thirty-eight years teaching geography to teenagers in Mallow and this is my reward. Ha.',
        },
        { role: 'assistant', content: 'Ha! Is she still with the choir?' },
        {
          role: 'user',
          content:
            "She is. The hip is getting worse though, she's on the list now for the replacement at the Bon Secours. They said October.",
        },
        {
          role: 'assistant',
          content:
            "October's not bad at all. Pat's cousin waited over a year in Limerick. Tell her I was asking for her.",
        },
        { role: 'user', content: 'I will. Sure look, we keep going.' },
      ],
      [
        {
          role: 'user',
          content: "Bad news I'm afraid. We had to let Bess go on Thursday. Kidneys. She was fifteen.",
        },
        {
          role: 'assistant',
          content:
            "Ah Dermot, I'm so sorry. She was a great old collie, the way she'd herd the grandchildren round the garden. How's Maureen?",
        },
        { role: 'user', content: 'The house is very quiet. Maureen keeps putting out the bowl.' },
        {
          role: 'assistant',
          content:
            "That's the hardest bit. Give it time. When Aoife's cat died in Toronto she swore never again, and now she has two.",
        },
        { role: 'user', content: "Never again is what I'm saying too. We'll see." },
      ],
      [
        {
          role: 'user',
          content:
            "The hospital rang. Maureen's hip is moved... not October now, the 3rd of December. Some consultant going on leave.",
        },
        { role: 'assistant', content: 'Ah that is a pain. Before Christmas at least?' },
        {
          role: 'user',
          content: "That's what I said to her. Means I'll be doing the turkey. God help us all.",
        },
        {
          role: 'assistant',
          content:
            "Ha. You'll be grand, there's YouTube for everything now. What are you doing with yourself otherwise?",
        },
        {
          role: 'user',
          content:
            "I joined the Men's Shed in Ballincollig. Tuesdays and Fridays. They have me learning to turn wood on a lathe. Made a bowl last week. Well, it's an ashtray now. Was meant to be a bowl.",
        },
        {
          role: 'assistant',
          content:
            "An ashtray is a bowl with ambition. We're off to Toronto in January ourselves — the little lad starts junior kindergarten and Aoife wants us there for the first week.",
        },
        { role: 'user', content: 'Lovely. Mind yourselves on the ice over there.' },
      ],
      [
        {
          role: 'user',
          content:
            'What would you get a 9 year old boy for Christmas these days? Cian is still mad into football and dinosaurs',
        },
        {
          role: 'assistant',
          content: "Don't ask me, ours is only four and he wants a tractor. A Cork jersey?",
        },
        {
          role: 'user',
          content:
            'Correction from the man himself on the phone just now — he is "NOT nine grandad, I\'m ten in March". So I\'m told.',
        },
        { role: 'assistant', content: 'Ha! Nearly ten is a very important age, you want to get that right.' },
        {
          role: 'user',
          content: "A jersey so. Liverpool, not Cork, that's his father's fault entirely.",
        },
      ],
      [
        {
          role: 'user',
          content: 'Remember I told you we were looking at that bungalow in Clonakilty? We pulled out.',
        },
        { role: 'assistant', content: 'Ah no! What happened?' },
        {
          role: 'user',
          content:
            "Nothing happened exactly. Maureen went out to the garden in Douglas the evening before the second viewing and stood there a long time, and then she came in and said she wasn't leaving her roses for a bungalow with a patio. And that was that. Thirty-one years in this house. I'm not sorry, if I'm honest with you. The stairs we'll manage, we'll put in a rail.",
        },
        {
          role: 'assistant',
          content:
            "Sounds like the right call to me. Roses don't transplant well at our age either. How's she after the op?",
        },
        { role: 'user', content: 'Flying. Still on the crutches but flying. Physio twice a week.' },
      ],
      [
        { role: 'user', content: "Don't laugh." },
        { role: 'assistant', content: 'Go on.' },
        { role: 'user', content: 'We got a dog.' },
        { role: 'assistant', content: 'NEVER AGAIN, DERMOT!' },
        {
          role: 'user',
          content:
            'I know, I know. She is a retired racing greyhound from a rescue in Youghal. Four years old. Dolly. Sleeps twenty hours a day and Maureen is besotted.',
        },
        {
          role: 'assistant',
          content: 'Oh she sounds perfect. Pat always says greyhounds are the laziest dogs alive.',
        },
        { role: 'user', content: 'Pat is right. She is on the couch now with her legs in the air.' },
      ],
    ],
    questions: [
      { question: 'What subject did the user teach during his career?', expect: ['geography'] },
      { question: 'What breed of dog lives with the user now?', expect: ['greyhound'] },
      { question: 'What became of the user’s old collie?', expect: ['kidney', 'put down', 'died'] },
      { question: 'When is the user’s wife’s joint operation scheduled for now?', expect: ['december'] },
      { question: 'What age will the user’s grandson turn this spring?', expect: ['10', 'ten'] },
      { question: 'In which area will the user most likely be living next year?', expect: ['douglas'] },
      { question: 'What hands-on hobby has the user taken up?', expect: ['lathe', 'wood', 'bowl'] },
      { question: 'Which club does the user’s grandson follow?', expect: ['liverpool'] },
    ],
    unknown: ['In which city does the user’s daughter live?', 'What car does the user drive?'],
  },
  // --- AI assistant, NZ teenager, 16, Auckland, terse ---
  {
    name: 'Jayden',
    threads: [
      [
        { role: 'user', content: 'how do i write a intro paragraph for an essay about the dawn raids' },
        {
          role: 'assistant',
          content:
            "A good intro has three parts: a sentence of context (when and what), a sentence on why it matters, and your thesis — the main argument you'll prove. What's the exact essay question?",
        },
        {
          role: 'user',
          content:
            "'explain the causes and consequences of the dawn raids for pasifika communities in nz' its for history, due friday",
        },
        {
          role: 'assistant',
          content:
            'Try: "In the 1970s, police in New Zealand carried out early-morning raids targeting Pasifika people accused of overstaying their visas. [Context.] Although framed as immigration enforcement, the raids were driven by economic downturn and racial prejudice, and they left lasting damage on Pasifika communities\' trust in the state. [Thesis.]" Then one paragraph per cause and per consequence.',
        },
        { role: 'user', content: 'k thx' },
      ],
      [
        { role: 'user', content: 'whats a good high protein breakfast with no meat' },
        {
          role: 'assistant',
          content:
            'Eggs on toast, Greek yoghurt with oats and peanut butter, baked beans on toast with cheese, or a smoothie with milk, banana and peanut butter. Are you going vegetarian?',
        },
        {
          role: 'user',
          content: 'trying it. my sister went veggo and i said id do it with her for a month',
        },
        {
          role: 'assistant',
          content:
            'Nice of you. Watch your iron and protein, especially if you play sport — lentils, eggs, tofu and milk help. Do you train much?',
        },
        { role: 'user', content: 'bball. point guard. 3x a week' },
        {
          role: 'assistant',
          content:
            'Then aim for protein at every meal and a snack after training, like a milk drink or a toastie with cheese.',
        },
      ],
      [
        { role: 'user', content: 'how do u quit a job nicely lol' },
        { role: 'assistant', content: 'Happy to help. What kind of job is it, and how long have you been there?' },
        {
          role: 'user',
          content: 'fish n chip shop down the road. like 8 months. owner yells heaps and i smell like oil 24/7',
        },
        {
          role: 'assistant',
          content:
            "Check how much notice you need to give (often a week for part-time). Tell the owner in person, then send a text so there's a record: \"Hi, I'm letting you know I'm finishing up. My last shift will be [date]. Thanks for having me.\"",
        },
        { role: 'user', content: 'what do i say if he asks why' },
        {
          role: 'assistant',
          content: 'Keep it simple: "I\'ve found something that suits me better." You don\'t owe a longer explanation.',
        },
        { role: 'user', content: 'ok sweet' },
      ],
      [
        {
          role: 'user',
          content: "got a job at pak'nsave!!! trolleys + stacking shelves. $23.15 an hour",
        },
        { role: 'assistant', content: "Congrats! That's a solid step up. When do you start?" },
        { role: 'user', content: 'sat' },
        {
          role: 'assistant',
          content: 'Wear comfy shoes — trolley runs are a lot of walking. Good luck on Saturday!',
        },
      ],
      [
        {
          role: 'user',
          content: 'ok update the veggie thing lasted 5 weeks. my nan made a boil up and i wasnt gonna say no to that',
        },
        {
          role: 'assistant',
          content:
            "Honestly fair — turning down your nan's boil-up would be its own kind of crime. Is your sister still going?",
        },
        { role: 'user', content: 'ye shes hardcore. shes doing it for good' },
        { role: 'assistant', content: 'Did you learn anything from the five weeks?' },
        { role: 'user', content: 'lentils are mid' },
      ],
      [
        {
          role: 'user',
          content: 'whats the difference between engineering and design at uni. like industrial design',
        },
        {
          role: 'assistant',
          content:
            'Engineering is heavy on maths and physics and focuses on making things work safely. Industrial design is about how products look, feel and get used — sketching, prototyping, materials, user research. Which way are you leaning?',
        },
        {
          role: 'user',
          content:
            'i was gonna do engineering at auckland but i kinda hate physics now. i like drawing stuff. like sneakers n that',
        },
        {
          role: 'assistant',
          content:
            'That sounds like a design person. In NZ you could look at industrial design at Massey in Wellington or at Victoria, or product design at AUT. Most want a portfolio of your drawings and projects.',
        },
        {
          role: 'user',
          content: 'massey wellington is the one i reckon. mum will be sad im leaving auckland lol',
        },
        {
          role: 'assistant',
          content:
            'Start a portfolio now — sneaker sketches count. Take Design and Visual Communication next year if your school offers it.',
        },
        { role: 'user', content: 'need a portfolio aye. ok' },
      ],
      [
        { role: 'user', content: 'when do i need to start studying for externals if my first one is nov 12' },
        {
          role: 'assistant',
          content:
            'Start about five to six weeks before, so early October: one subject per evening, past papers on weekends, and the last week just for practice exams.',
        },
        { role: 'user', content: 'wait no its the 14th. english. 12th is nothing' },
        {
          role: 'assistant',
          content: "Two more days then — same plan, but put English last so it's freshest. Which other subjects?",
        },
        { role: 'user', content: 'also i passed my restricted today 😎' },
        { role: 'assistant', content: 'Nice one! Remember the restricted rules — no passengers without a supervisor.' },
        { role: 'user', content: 'ya ya' },
      ],
    ],
    questions: [
      { question: 'Where does the user work part-time these days?', expect: ['pak', 'supermarket'] },
      { question: 'What kind of place did the user work at before the current job?', expect: ['chip'] },
      { question: 'How long did the user stick with eating no meat?', expect: ['5 weeks', 'five weeks'] },
      { question: 'Which field does the user now want to study after school?', expect: ['design'] },
      { question: 'What degree had the user first planned to do?', expect: ['engineering'] },
      { question: 'To which city might the user move for university?', expect: ['wellington'] },
      { question: 'On what date is the user’s first end-of-year exam?', expect: ['14'] },
      { question: 'What position does the user play on his team?', expect: ['point guard'] },
    ],
    unknown: ['What is the name of the user’s sister?', 'Which high school does the user attend?'],
  },
  // --- friend, Brazilian in Canada, 41, dentist requalifying, non-native English ---
  {
    name: 'Mariana',
    threads: [
      [
        { role: 'user', content: 'Jen!! how you are? sorry I disappear, this month was crazy' },
        { role: 'assistant', content: "Mari! No worries at all. What's been crazy?" },
        {
          role: 'user',
          content:
            'the exam. AFK. the first of the three for be dentist here. I study every night after Lívia sleep and in the day I work in the clinic like assistant. actually I am dental assistant for Dr. Patel, 4 days. my back is destroyed',
        },
        { role: 'assistant', content: "You're a machine. When is it?" },
        { role: 'user', content: 'was yesterday!! result only in 6 weeks 😩' },
        {
          role: 'assistant',
          content:
            "You'll crush it. I'm living in a hockey arena this weekend — Owen's first tournament with the new team. Send coffee.",
        },
        { role: 'user', content: 'hahah I send' },
      ],
      [
        {
          role: 'user',
          content:
            "Jen I need help with english. Is correct this? 'Dear Dr. Patel, I would like to request to change my shift of friday for the monday of next week because my daughter have a school presentation'",
        },
        {
          role: 'assistant',
          content:
            '"Dear Dr. Patel, would it be possible to swap my Friday shift for Monday next week? My daughter has a school presentation that day. Thank you!" — yours was totally understandable though.',
        },
        { role: 'user', content: 'perfect, thank you. You are my teacher of english haha' },
        { role: 'assistant', content: "What's the presentation on?" },
        {
          role: 'user',
          content:
            'the animals of Brazil. she choose the capybara of course. she is 8 and already more canadian than me, she say "sorry" to the furniture',
        },
        { role: 'assistant', content: 'lol she is one of us now' },
      ],
      [
        { role: 'user', content: 'Big news. Rodrigo got the job in Calgary' },
        { role: 'assistant', content: 'WHAT. The engineering one??' },
        {
          role: 'user',
          content:
            'yes, the construction company, he will be civil engineer for bridges and roads, like in Brazil. good salary, much better. so... we are going. in August',
        },
        { role: 'assistant', content: 'Noooo. I mean yay. But noooo.' },
        {
          role: 'user',
          content: 'I know 😭 I need to find other clinic there. the exams I can do in Calgary also, is national',
        },
        { role: 'assistant', content: 'And how did Lívia take it?' },
        { role: 'user', content: 'she cry two days. now she want a cowboy hat' },
        {
          role: 'assistant',
          content:
            "Ha. Honestly I'd move too if I could. Marco keeps talking about Halifax, his brother's there. We'll see.",
        },
        {
          role: 'user',
          content:
            'ops, correction, not August. July!! the company want him to start 15 of July. everything faster now 😵',
        },
      ],
      [
        { role: 'user', content: 'PASSED!!!!!!!!' },
        { role: 'assistant', content: 'THE AFK?!?!' },
        {
          role: 'user',
          content: 'yesss. now the ACJ, in march. I pretend to do it in Calgary after the move',
        },
        { role: 'assistant', content: "So proud of you. You're going to be Dr. Mariana in Canada too." },
        {
          role: 'user',
          content: '12 years of dentist in Belo Horizonte and I cry like a baby for one exam lol',
        },
      ],
      [
        { role: 'user', content: 'we are here. Calgary is very cold already and is only October??' },
        { role: 'assistant', content: "Welcome to Alberta lol. How's the new place?" },
        {
          role: 'user',
          content:
            'is a townhouse in the northwest, near the school of Lívia. Rodrigo love his work. me, I start in a clinic next week, assistant again, but the dentist there is brazilian also! from Curitiba. he say he help me with the ACJ',
        },
        { role: 'assistant', content: "No way, that's amazing. Small world." },
        { role: 'user', content: 'very small. and very cold' },
      ],
      [
        {
          role: 'user',
          content:
            'Jen, about Christmas. we not go to Brazil anymore. the move was too expensive and the flights are crazy price. My mother is sad but she will come here in the spring instead, she want to see snow anyway',
        },
        {
          role: 'assistant',
          content:
            "Aw, I know that's hard. Come to Toronto for Christmas then?? My mom is driving down from Sudbury, we have the basement room.",
        },
        { role: 'user', content: 'maybe!! I talk with Rodrigo tonight' },
        { role: 'assistant', content: 'Tell him I make a mean tourtière.' },
        { role: 'user', content: "I don't know what is this but ok 😂" },
      ],
    ],
    questions: [
      { question: 'What did the user practise as a profession back home?', expect: ['dentist'] },
      { question: 'Which Canadian city does the user live in now?', expect: ['calgary'] },
      { question: 'What kind of work does the user’s husband do?', expect: ['engineer', 'bridges'] },
      { question: 'In which month did the family relocate for the husband’s job?', expect: ['july'] },
      { question: 'Which part of the licensing exams has the user already cleared?', expect: ['afk'] },
      { question: 'What type of home does the user live in now?', expect: ['townhouse'] },
      {
        question: 'Which relative is flying over from Brazil to see the user, now that the holiday trip is off?',
        expect: ['mother', 'mom', 'mum'],
      },
      { question: 'How old is the user’s child?', expect: ['8', 'eight'] },
    ],
    unknown: ['Which sport does the user’s son play?', 'What is the user’s mother’s name?'],
  },
  // --- AI assistant, English, 45, finance director turned consultant, terse and professional ---
  {
    name: 'Tom',
    threads: [
      [
        {
          role: 'user',
          content: 'Summarise the main differences between IFRS 16 and IAS 17 in 5 bullets. For a board pack.',
        },
        {
          role: 'assistant',
          content:
            '• Most leases now go on the balance sheet as a right-of-use asset and a lease liability.\n• The operating/finance lease distinction for lessees is gone.\n• Rent expense is replaced by depreciation plus interest, so EBITDA rises.\n• Expense is front-loaded over the lease term.\n• Short-term (<12 months) and low-value leases can be exempted.',
        },
        { role: 'user', content: 'Shorter. Board are not accountants.' },
        {
          role: 'assistant',
          content:
            '• Leases now appear as assets and debts on our balance sheet.\n• Profit timing shifts slightly earlier in a lease.\n• EBITDA looks higher; cash is unchanged.',
        },
        { role: 'user', content: 'Good.' },
      ],
      [
        {
          role: 'user',
          content:
            'Cholesterol came back at 7.2. GP wants me to try diet before statins. Give me a week of vegetarian dinners, nothing over 30 mins.',
        },
        {
          role: 'assistant',
          content:
            "Mon: chickpea and spinach curry. Tue: bean chilli with brown rice. Wed: mushroom and lentil ragù with wholewheat pasta. Thu: tofu and vegetable stir-fry. Fri: homemade pizza on wholemeal base with veg. Sat: halloumi and roasted veg traybake (go easy on halloumi). Sun: lentil shepherd's pie.",
        },
        { role: 'user', content: "No mushrooms. Can't stand them." },
        {
          role: 'assistant',
          content: 'Swap Wednesday for a red lentil and tomato pasta sauce with aubergine. Everything else stays.',
        },
        { role: 'user', content: "Fine. Wife's on board. Kids aren't." },
      ],
      [
        {
          role: 'user',
          content:
            "Need a LinkedIn post. Draft:\n\n'After 9 years as Finance Director at Hartwell Packaging, my role has been made redundant as part of the group restructure. Proud of what the team achieved — two acquisitions, a refinancing, and a finance function rebuilt from scratch. I'm now taking a breath before my next chapter. Open to interim and part-time CFO roles.'\n\nToo much? Too little?",
        },
        {
          role: 'assistant',
          content:
            "It's about right. I'd lead with the achievements and make the ask clearer:\n\n\"Nine years, two acquisitions, one refinancing and a finance team rebuilt from scratch. My time as Finance Director at Hartwell Packaging has come to an end following the group restructure, and I'm proud of what we built. I'm now taking a breath before my next chapter — and I'm open to interim and part-time CFO roles.\"",
        },
        {
          role: 'user',
          content:
            "Drop the breath line. I'm not taking a breath, I'm setting up on my own. Ltd company registered yesterday.",
        },
        {
          role: 'assistant',
          content:
            "\"…and I'm proud of what we built. I've now set up my own practice offering interim and part-time CFO support to mid-sized manufacturers. If that could help your business, let's talk.\"",
        },
        { role: 'user', content: 'Better.' },
      ],
      [
        {
          role: 'user',
          content: 'Training plan for a half marathon. 10 weeks. Currently running 25k a week.',
        },
        { role: 'assistant', content: 'Happy to. Which race, and do you have a target time?' },
        { role: 'user', content: 'Bristol Half. Sub 1:50.' },
        {
          role: 'assistant',
          content:
            'For sub-1:50 from 25 km/week: build to ~40 km over 10 weeks. Three easy runs, one tempo (20–30 min at ~5:05/km), one long run growing from 12 to 19 km, with a cutback week every fourth week and a two-week taper.',
        },
        {
          role: 'user',
          content: "Correction. It's the Bath Half, not Bristol. And it's March. So nearer 20 weeks than 10.",
        },
        {
          role: 'assistant',
          content:
            'Even better. Spend the first 8 weeks building easy mileage to ~35 km, then run the 10-week plan above, then taper. Bath is hillier in places than Bristol — add one hilly route a week.',
        },
      ],
      [
        {
          role: 'user',
          content: 'Invoice wording for a day-rate engagement. 12 days at £850/day, 30 day terms.',
        },
        {
          role: 'assistant',
          content:
            'Description: "Interim finance support, [month] — 12 days @ £850/day". Subtotal £10,200. Payment terms: "Payment due within 30 days of invoice date." Include your company number, registered address, bank details and a PO number if the client uses them.',
        },
        {
          role: 'user',
          content: 'First client. Manufacturer in Reading, interim CFO cover while theirs is on leave.',
        },
        {
          role: 'assistant',
          content:
            'Congratulations. Keep an eye on the VAT registration threshold — at that rate you could cross it within the year.',
        },
        { role: 'user', content: 'Not over it yet. Will be.' },
      ],
      [
        { role: 'user', content: 'Fish recipes. Quick ones.' },
        { role: 'assistant', content: 'Sure — is fish back on the menu, then?' },
        {
          role: 'user',
          content:
            'Yes. Three months fully veggie, cholesterol down to 5.9, GP happy. Fish twice a week now. Still no red meat.',
        },
        {
          role: 'assistant',
          content:
            'Well done. Quick options: salmon and broccoli traybake with lemon (20 min), miso-glazed cod with rice (15 min), mackerel on toast with beetroot (10 min), prawn and pea linguine (15 min).',
        },
        { role: 'user', content: 'Salmon. Tonight.' },
      ],
      [
        {
          role: 'user',
          content:
            "Co-working spaces in Swindon, what should I look for? Spare room isn't working. Dog barks at every delivery.",
        },
        {
          role: 'assistant',
          content:
            "I can't check current listings, but compare: hot desk vs fixed desk, hours of access, meeting-room credits, call booths, parking, and whether a registered business address is included. What do you need most?",
        },
        { role: 'user', content: 'Desk, coffee, meeting room twice a month. Under £200.' },
        {
          role: 'assistant',
          content: 'Then a hot-desk membership with meeting credits should fit. Ask for a free trial day first.',
        },
        { role: 'user', content: 'Signed up for one by the station. Hot desk, £165. Starting Monday.' },
      ],
    ],
    questions: [
      { question: 'What was the user’s job title before his position was cut?', expect: ['finance director'] },
      { question: 'Why did the user’s last employment end?', expect: ['redundan', 'restructur'] },
      {
        question: 'How does the user make his living now?',
        expect: ['interim', 'consult', 'freelance'],
      },
      { question: 'What does the user eat these days as his source of animal protein?', expect: ['fish', 'salmon'] },
      { question: 'Which road race is the user preparing for?', expect: ['bath'] },
      { question: 'What health reading prompted the user to change his diet?', expect: ['cholesterol'] },
      { question: 'Which ingredient should a cook leave out of the user’s meals?', expect: ['mushroom'] },
      { question: 'Where does the user do his work from now?', expect: ['hot desk', 'co-working', 'coworking'] },
    ],
    unknown: ['What does the user’s wife do for a living?', 'What are the names of the user’s children?'],
  },
  // --- friend, Singaporean, 33, UX designer, Singlish texting ---
  {
    name: 'Wei Ling',
    threads: [
      [
        { role: 'user', content: 'babe. BABE.' },
        { role: 'assistant', content: 'what what' },
        { role: 'user', content: 'darren proposed' },
        { role: 'assistant', content: 'OMG WHERE. HOW. SEND RING PIC NOW' },
        {
          role: 'user',
          content:
            'hokkaido lah, at the lavender farm. he so nervous he dropped the box in the grass 😭 we had to squat and dig for it, the japanese aunties all helping',
        },
        { role: 'assistant', content: 'hahaha iconic. so so happy for u!!' },
        {
          role: 'user',
          content: 'we thinking wedding november next year. then the BTO should be ready also',
        },
        {
          role: 'assistant',
          content: "the Tampines one right? ok I'm applying leave now. btw I GOT THE JOB. the bank one. start in june",
        },
        { role: 'user', content: 'YAY congrats!! finally leave that toxic place' },
      ],
      [
        {
          role: 'user',
          content: 'wah sian. the banquet hall we want, november fully booked until forever. only march got slot',
        },
        { role: 'assistant', content: 'march nice what, not so rainy' },
        { role: 'user', content: 'ya la. ok we just take march. 15th' },
        { role: 'assistant', content: 'sat?' },
        { role: 'user', content: 'sun. cheaper lol' },
      ],
      [
        { role: 'user', content: 'mochi not eating since tues' },
        { role: 'assistant', content: 'aiyo. bring to vet?' },
        { role: 'user', content: 'going tmr morning. she 18 already, i scared' },
        { role: 'assistant', content: "keep me posted ok. she's a tough old girl" },
        {
          role: 'user',
          content:
            'vet say kidney failure. we decided to let her go this evening. darren came with me. cannot stop crying',
        },
        {
          role: 'assistant',
          content: "oh babe 😢 I'm so sorry. 18 years. she had the best life with you",
        },
        { role: 'user', content: 'since i was 15. my whole adult life leh' },
      ],
      [
        { role: 'user', content: "ok don't judge" },
        { role: 'assistant', content: 'judge what' },
        {
          role: 'user',
          content: 'we adopted a kitten from the SPCA. orange boy. name is taugeh',
        },
        { role: 'assistant', content: 'TAUGEH 😂😂 best name ever' },
        {
          role: 'user',
          content: "darren's idea. he's 3 months, super naughty, already climbed the curtain twice",
        },
        {
          role: 'assistant',
          content: 'bring him over lol. actually no, Kopi will lose his mind, he hates cats',
        },
        { role: 'user', content: 'no thanks 😂 taugeh will win' },
      ],
      [
        {
          role: 'user',
          content:
            "pls check this email to my boss before i send\n\nHi Marcus,\nFollowing up on the onboarding flow redesign — I've attached the v3 prototype with the changes from Tuesday's usability sessions. Main change: we cut the KYC step from 6 screens to 3. Could we get 30 mins Thursday to walk through it before the sprint review?\nThanks,\nWei Ling",
        },
        {
          role: 'assistant',
          content: 'looks good! maybe "Could we find 30 mins on Thursday" sounds softer. otherwise send',
        },
        {
          role: 'user',
          content: 'ok sending. this redesign killing me, v3 already and the PM still want changes',
        },
        { role: 'assistant', content: 'UX life 🫠' },
      ],
      [
        { role: 'user', content: 'ROM date confirmed!! 22 nov at the ROM building' },
        { role: 'assistant', content: 'wait so ROM this nov, banquet march?' },
        {
          role: 'user',
          content: 'ya ROM first then banquet. eh sorry not 22, 23. saturday. i keep mixing up',
        },
        { role: 'assistant', content: 'ok 23 nov saturday noted 📝' },
        { role: 'user', content: 'u must come ok. small one, only 30 people' },
      ],
      [
        { role: 'user', content: 'key collection pushed again 🙃 now they say feb' },
        { role: 'assistant', content: 'nooo. at least before the wedding?' },
        {
          role: 'user',
          content:
            'just barely. but reno take at least 3 months so after the wedding we stay with my parents in bedok first. taugeh coming also obviously',
        },
        { role: 'assistant', content: 'bedok not bad what, got good food' },
        { role: 'user', content: 'my mum already planning to feed darren 5 meals a day' },
      ],
    ],
    questions: [
      { question: 'What is the name of the user’s fiancé?', expect: ['darren'] },
      { question: 'In which month is the user’s wedding banquet now set?', expect: ['march'] },
      { question: 'On what date is the user’s civil marriage registration?', expect: ['23'] },
      { question: 'What pet does the user have at the moment?', expect: ['kitten', 'taugeh'] },
      { question: 'What happened to the user’s elderly cat?', expect: ['kidney', 'let her go', 'put down'] },
      {
        question: 'Where will the couple live while their new flat is being renovated?',
        expect: ['bedok', 'parents'],
      },
      { question: 'What line of work is the user in?', expect: ['ux', 'design', 'prototype'] },
      { question: 'In which country did the user get engaged?', expect: ['hokkaido', 'japan'] },
    ],
    unknown: ['When does the user start her new job at the bank?', 'What is the name of the user’s brother?'],
  },
  // --- AI assistant, Nigerian English, 52, caterer in Lagos starting a master's, long messages ---
  {
    name: 'Grace',
    threads: [
      [
        {
          role: 'user',
          content:
            "Good afternoon. Please I need your help with a menu for a 60th birthday party, about 150 guests, in Surulere. The celebrant is my customer's father, a retired army officer, so they want it grand but not wasteful. I have been running my catering business for 11 years now so I know the quantities, I just want fresh ideas for small chops and one continental option because the grandchildren are coming from London and they don't take pepper.",
        },
        {
          role: 'assistant',
          content:
            'Small chops ideas beyond the usual puff-puff and samosa: plantain and chicken skewers with a honey-pepper glaze, mini yam croquettes, suya-spiced beef sliders, prawn spring rolls, and gizdodo in small cups. For the continental option, a creamy chicken and mushroom pasta bake or a mild beef lasagne both hold well and suit children.',
        },
        {
          role: 'user',
          content:
            'The plantain and chicken skewers I like. What of a pasta that can stay in chafing dish for 3 hours without turning to paste?',
        },
        {
          role: 'assistant',
          content:
            'Use a short, ridged shape like penne or rigatoni, cook it 2 minutes under al dente, and keep extra sauce on the side to loosen it every hour. A baked pasta holds better than a tossed one. Keep the water pan under the chafing dish at a low simmer, not a boil.',
        },
        { role: 'user', content: 'Thank you, God bless you.' },
      ],
      [
        {
          role: 'user',
          content:
            'My son Chidi is leaving for university in the UK in September, Manchester, to study mechanical engineering. I made this list, please check what I am missing:\n\n- duvet & 2 pillows\n- 4 bedsheets\n- winter jacket (buy there?)\n- pots: 1 big, 1 small, frying pan\n- garri, ogbono, crayfish, dried pepper, stockfish\n- adaptor plugs x3\n- photocopies of all documents\n- Bible\n\nI know the foodstuff may be a problem at the airport, that is why I am asking.',
        },
        {
          role: 'assistant',
          content:
            'Good list. Additions: a copy of his CAS letter and accommodation contract in his hand luggage, some pounds in cash for the first days, a small first-aid kit, and a warm jumper to wear on arrival. Bedding and pots are often cheaper to buy there — many universities sell starter packs. On food: dry goods like garri and ogbono are usually fine; for stockfish and crayfish, check the current UK personal-import rules for fish products and declare them if unsure.',
        },
        {
          role: 'user',
          content:
            'Please correct one thing, it is not Manchester again. He changed his firm choice to Leeds at the last minute because his friend from secondary school is there. Same course. Does it change anything?',
        },
        {
          role: 'assistant',
          content:
            "Not much — Leeds is a similar climate, maybe a little colder. For African foodstuff he'll find shops around Chapeltown and Harehills, so he can pack less.",
        },
        { role: 'user', content: 'Chapeltown. I will tell him. Thank you.' },
      ],
      [
        {
          role: 'user',
          content:
            'The doctor said my blood pressure is 160 over 100 and I have started amlodipine. I am a caterer, salt and seasoning cubes are my life. How do I cook jollof and egusi with less salt without my customers noticing? And for myself at home.',
        },
        {
          role: 'assistant',
          content:
            "I'm glad you're being treated. Ideas: halve the stock cubes and make up the flavour with homemade stock from chicken or beef bones, more onions, garlic, ginger, thyme and scent leaf; toast the rice well in the tomato base for depth; for egusi, lean on locust beans (iru) and smoked fish for savour, and taste before adding any salt at the end. At home, cook a separate pot without cubes.",
        },
        { role: 'user', content: 'Crayfish is already salty o.' },
        {
          role: 'assistant',
          content:
            'True — use less, or rinse it briefly before grinding. Unsalted dried crayfish exists in some markets too.',
        },
        {
          role: 'user',
          content: 'Alright. Emeka says he will monitor me. He is a pharmacist, he will monitor me to death.',
        },
      ],
      [
        {
          role: 'user',
          content:
            "I have decided to do something I postponed for 25 years. I have applied for an online Master of Public Health, part-time, two years. My first degree was microbiology at UNN, long ago. Please help me with the opening paragraph of my personal statement. My reason: I have watched poor food hygiene destroy people's businesses and sometimes their health. I trained my own staff on handwashing and storage because nobody else would.",
        },
        {
          role: 'assistant',
          content:
            'Draft: "For eleven years I have run a catering business in Lagos, and in that time I have seen how a single lapse in food hygiene can close a business and put families in hospital. With no formal programme to rely on, I trained my own staff in handwashing, safe storage and temperature control. A Master of Public Health will let me turn that practical experience into evidence-based work on food safety for small businesses across Nigeria."',
        },
        { role: 'user', content: 'It is good but too polished, it does not sound like me. Make it plainer.' },
        {
          role: 'assistant',
          content:
            '"I have run a catering business in Lagos for eleven years. In that time I have seen dirty kitchens close good businesses and send people to hospital. Nobody was teaching food handlers, so I taught my own staff myself. I want to study public health so I can do this properly and for more people."',
        },
        { role: 'user', content: 'Yes. That one.' },
      ],
      [
        {
          role: 'user',
          content:
            'Admission came!! I start in January. Now I need to think of the business. My niece Ada has been with me four years and she is ready. I want to write her a simple handover document: suppliers, pricing, staff rota. Can you give me a structure?',
        },
        {
          role: 'assistant',
          content:
            'Congratulations! Structure: 1) Overview and standards (what "Grace\'s standard" means). 2) Suppliers — contacts, what each supplies, payment terms, backups. 3) Pricing — per-head costing sheet and minimum orders. 4) Staff — roles, rota, pay dates. 5) Client process — enquiry to invoice. 6) Hygiene checklist. 7) What still needs your sign-off.',
        },
        {
          role: 'user',
          content:
            'Number 7 is good. She will run everything day to day from January. I will only do tastings and the big weddings. Everything else is hers.',
        },
        {
          role: 'assistant',
          content: "That's a clear split. Put the tasting calendar in the document so she can plan around it.",
        },
      ],
      [
        {
          role: 'user',
          content:
            "Chidi's flight is on the 24th, Lagos to Manchester, then the train to Leeds. What should he do on arrival day?",
        },
        {
          role: 'assistant',
          content:
            'Keep documents in hand luggage; buy a UK SIM or eSIM at the airport; take the direct train from Manchester Airport towards Leeds (about 1h 30); message you on arrival; collect his keys; buy basics at the nearest supermarket; and rest before registration.',
        },
        {
          role: 'user',
          content:
            'Sorry, the agent changed it. It is the 21st now, a Sunday. The university has a pickup bus from Manchester airport only on weekends so it is even better.',
        },
        {
          role: 'assistant',
          content:
            'That works out well — he can skip the train and go straight to his halls. Book the pickup slot in advance.',
        },
        { role: 'user', content: 'My heart is heavy but I am proud.' },
      ],
    ],
    questions: [
      { question: 'In which UK city is the user’s son going to study?', expect: ['leeds'] },
      { question: 'Which city did the user’s son first choose?', expect: ['manchester'] },
      { question: 'On what date does the user’s son travel to the UK?', expect: ['21'] },
      {
        question: 'What medical condition is the user being treated for?',
        expect: ['blood pressure', 'hypertension', 'amlodipine'],
      },
      { question: 'What postgraduate course is the user starting?', expect: ['public health', 'mph'] },
      { question: 'Who runs the day-to-day catering work now that the user is studying?', expect: ['ada', 'niece'] },
      { question: 'What is the occupation of the user’s husband?', expect: ['pharmacist'] },
      { question: 'What was the user’s undergraduate subject?', expect: ['microbiology'] },
    ],
    unknown: ['How many daughters does the user have?', 'Which church does the user attend?'],
  },
  // --- friend, Texan, 34, bartender turned HVAC apprentice, very terse ---
  {
    name: 'Rob',
    threads: [
      [
        { role: 'user', content: 'yo' },
        { role: 'assistant', content: 'sup' },
        { role: 'user', content: 'me n kayla are done' },
        { role: 'assistant', content: 'damn. u ok?' },
        { role: 'user', content: 'yeah. been comin a while' },
        { role: 'assistant', content: 'where u stayin' },
        {
          role: 'user',
          content: "treys couch for now. then prob san marcos, he's got a spare room in that house off hopkins",
        },
        { role: 'assistant', content: 'cheaper down there anyway' },
        { role: 'user', content: 'way cheaper' },
      ],
      [
        { role: 'user', content: 'hey what was that hvac guy ur cousin knew' },
        { role: 'assistant', content: 'ray? why' },
        { role: 'user', content: 'done w bartending man. 8 yrs on sixth st. my back n my liver both say quit' },
        {
          role: 'assistant',
          content: "lol fair. ray runs a crew at a shop in kyle, they take apprentices. i'll text him",
        },
        { role: 'user', content: 'appreciate it' },
        { role: 'assistant', content: 'also heads up. shelby is pregnant. TWINS' },
        { role: 'user', content: 'NO WAY. congrats dude' },
      ],
      [
        { role: 'user', content: 'got it' },
        { role: 'assistant', content: 'the apprenticeship??' },
        { role: 'user', content: 'ya. start monday. 19/hr, goes up after 6 mo' },
        { role: 'assistant', content: 'hell yeah' },
        { role: 'user', content: "nvm tuesday. monday's memorial day lol" },
        { role: 'assistant', content: 'enjoy ur last long weekend of freedom' },
        { role: 'user', content: 'gonna be in attics in august lmao' },
        { role: 'assistant', content: 'rip' },
      ],
      [
        { role: 'user', content: 'meet waylon' },
        { role: 'assistant', content: 'WAIT. u got a dog??' },
        { role: 'user', content: 'blue heeler. 10 wks' },
        { role: 'assistant', content: "bro he's so cute" },
        { role: 'user', content: "well. half heeler. vet says the other half's labrador. explains the ears" },
        { role: 'assistant', content: "lab heeler mix is a great dog. he's gonna herd ur ankles" },
        { role: 'user', content: 'already does' },
      ],
      [
        { role: 'user', content: 'dumb q. how long per lb for brisket on a pellet smoker' },
        {
          role: 'assistant',
          content: 'like 1 to 1.5 hr/lb at 225. wrap around 165. why, u smokin one?',
        },
        { role: 'user', content: 'treys bday sat. 14 lb packer' },
        { role: 'assistant', content: 'get up at 2am lol' },
        { role: 'user', content: 'thats the plan' },
      ],
      [
        { role: 'user', content: 'so san marcos didnt last lol' },
        { role: 'assistant', content: 'wtf what happened' },
        {
          role: 'user',
          content:
            'nothin bad. treys gf moved in, 3 ppl + waylon in a 2br was a lot. got my own place in kyle, 5 min from the shop',
        },
        { role: 'assistant', content: 'thats actually perfect' },
        { role: 'user', content: 'yeah. small but its mine. got a yard for the dog' },
        { role: 'assistant', content: "twins are due april 3. come meet em when they're out" },
        { role: 'user', content: 'u know it' },
      ],
    ],
    questions: [
      { question: 'What did the user do for a living before his career change?', expect: ['bartend'] },
      { question: 'What trade is the user training in now?', expect: ['hvac'] },
      { question: 'In which town does the user currently live?', expect: ['kyle'] },
      { question: 'Who did the user recently split up with?', expect: ['kayla'] },
      {
        question: 'Besides heeler, what other breed is in the user’s puppy?',
        expect: ['labrador'],
      },
      { question: 'What is the name of the user’s dog?', expect: ['waylon'] },
      { question: 'What is the user’s starting hourly pay in the new job?', expect: ['19'] },
      { question: 'On which weekday did the user’s apprenticeship begin?', expect: ['tuesday'] },
    ],
    unknown: ['When are the user’s twins due?', 'What kind of truck does the user drive?'],
  },
  // --- AI assistant, Scottish, 58, librarian in Edinburgh caring for her father, long careful messages ---
  {
    name: 'Fiona',
    threads: [
      [
        {
          role: 'user',
          content:
            "I'd like some help thinking something through. My father is 89 and has lived on his own in Morningside since Mum died. After his fall in the spring it's become clear, to everyone except him, that he can't keep going like this. We're visiting three care homes over the next fortnight and I've drawn up a list of questions. Could you look it over?\n\n1. Staff turnover?\n2. Can he bring his own chair?\n3. Visiting hours\n4. Is there a garden he can get to without help\n5. What happens if his needs increase\n6. Do they take residents out — he'd be lost without his Saturday football at Tynecastle",
        },
        {
          role: 'assistant',
          content:
            "That's a thoughtful list. I'd add: how medication is managed and reviewed; the staff-to-resident ratio at night; how they handle falls; whether a GP visits regularly; what activities run day to day; how they communicate with family; and the latest Care Inspectorate grades. Also ask to eat a meal there — food matters a lot to residents.",
        },
        {
          role: 'user',
          content:
            "The medication one is a good addition. And I've got his age wrong — he's 90 in May, not 89. He'd be mortified that I knocked a year off; he's been counting down to the telegram from the King.",
        },
        {
          role: 'assistant',
          content: 'Noted — 90 in May. A birthday in his new home could even be a nice thing to plan around.',
        },
      ],
      [
        {
          role: 'user',
          content:
            "Help me word an email to my line manager asking to go down to three days a week. I've been at Leith library for fourteen years and I've never asked for anything, so I find this mortifying.",
        },
        {
          role: 'assistant',
          content:
            "Draft:\n\n\"Dear Morag,\n\nI'd like to request a change to my working pattern. My father is moving into residential care, and I need more time to support him through it. I'd like to reduce to three days a week from [date], ideally Tuesday to Thursday. I appreciate this may cause difficulties for the rota, and I'm happy to help plan the handover and discuss what would work best for the team.\n\nBest wishes,\nFiona\"",
        },
        {
          role: 'user',
          content:
            "That's lovely, but cut 'I appreciate this may cause difficulties'. It does cause difficulties and she knows it. And she's Morven, not Morag, but you weren't to know.",
        },
        {
          role: 'assistant',
          content:
            "Fair on both counts:\n\n\"Dear Morven,\n\nI'd like to request a change to my working pattern. My father is moving into residential care, and I need more time to support him. I'd like to reduce to three days a week from [date], ideally Tuesday to Thursday. I'm happy to help plan the handover and discuss what works best for the team.\n\nBest wishes,\nFiona\"",
        },
        { role: 'user', content: "Sent. She said yes within the hour. I needn't have worried." },
      ],
      [
        {
          role: 'user',
          content: "Dad moved into Seaview in Portobello on Friday. He's already told the manager the tea is stewed.",
        },
        { role: 'assistant', content: 'That sounds like a man settling in on his own terms. How are you doing?' },
        {
          role: 'user',
          content:
            "He was very quiet in the car. I was fine until I got home and saw his slippers still in my boot. Then I wasn't.",
        },
        {
          role: 'assistant',
          content:
            "That's such an ordinary thing to undo you, and it makes complete sense. You've done something hard and loving. Be gentle with yourself this week.",
        },
        { role: 'user', content: "Thank you. Tell me something cheerful. What's an easy supper for one." },
        {
          role: 'assistant',
          content:
            'Kedgeree (smoked haddock, rice, curry powder, a boiled egg), a cheese and leek omelette, or a baked potato with tuna and spring onion. All under 30 minutes.',
        },
        { role: 'user', content: "Kedgeree. Yes. I've smoked haddock in the fridge." },
      ],
      [
        {
          role: 'user',
          content:
            "Is it mad to start sea swimming at 58? There's a group of women who go in off Portobello beach at seven every morning, and I walk past them on my way to see Dad. They always look so pleased with themselves.",
        },
        {
          role: 'assistant',
          content:
            'Not mad at all — lots of people start later in life. Go in with the group rather than alone, enter slowly and keep the first swims to a few minutes, wear neoprene gloves and boots in colder months, and warm up gradually afterwards with dry layers and a hot drink, not a hot shower straight away. Check with your GP if you have any heart concerns.',
        },
        {
          role: 'user',
          content: 'I went in. Eleven degrees. I screamed. The women were lovely. Going again Thursday.',
        },
        { role: 'assistant', content: 'Welcome to the club! The scream is traditional, I believe.' },
      ],
      [
        {
          role: 'user',
          content:
            "I'd booked a week in Orkney for June — Skara Brae, the Ring of Brodgar, the lot — and I've cancelled it. Dad's had a chest infection and I don't want to be a ferry and a flight away. Does that make me a coward?",
        },
        {
          role: 'assistant',
          content:
            'Not at all — it makes you someone who knows what she can live with. Orkney will still be there. Could you go somewhere closer instead?',
        },
        {
          role: 'user',
          content:
            "I've rebooked for Skye instead, mid-September. It's a long drive but I could be back in a day if I had to. Kirsty might come with me.",
        },
        {
          role: 'assistant',
          content:
            'Skye in September is lovely — fewer midges, still decent light. The Fairy Pools, Neist Point and the Quiraing are the classics; Portree is a good base.',
        },
        { role: 'user', content: "The Fairy Pools she'll want. I want a bath and a book." },
      ],
      [
        {
          role: 'user',
          content:
            'Kirsty wants to drive up from Glasgow and bring her spaniel. Are dog-friendly cottages hard to find on Skye in September?',
        },
        {
          role: 'assistant',
          content:
            "They're not rare, but the good ones book up, so I'd look soon. Filter for dog-friendly on the cottage sites and check for enclosed gardens — lots of Skye cottages sit next to sheep fields.",
        },
        {
          role: 'user',
          content:
            "Sorry, I should have said — it's not September now. The second week of October. Kirsty couldn't get the time off; she's only just started at a new vet practice in the West End.",
        },
        {
          role: 'assistant',
          content:
            'October is quieter and prices drop. Days are shorter — sunset around 6:30 — and the weather is wilder, so pack properly waterproof layers. Some cafés close for the season, so check opening times.',
        },
        { role: 'user', content: 'Wilder weather suits me fine. I swim in the Forth now, remember.' },
      ],
    ],
    questions: [
      { question: 'Where is the user’s father living now?', expect: ['seaview', 'portobello'] },
      { question: 'What birthday does the user’s father have coming up?', expect: ['90', 'ninety'] },
      { question: 'What is the user’s working pattern now?', expect: ['three days', '3 days'] },
      { question: 'Where is the user employed?', expect: ['library'] },
      { question: 'Where is the user’s autumn getaway going to be?', expect: ['skye'] },
      { question: 'In which month is the user’s trip with her daughter now happening?', expect: ['october'] },
      { question: 'Which islands had the user originally planned to visit?', expect: ['orkney'] },
      { question: 'What outdoor activity has the user recently taken up?', expect: ['swim'] },
    ],
    unknown: ['What is the name of the user’s former husband?', 'Does the user have a grandchild?'],
  },
  // --- friend, South African, 27, trainee accountant, Joburg to Cape Town ---
  {
    name: 'Zanele',
    threads: [
      [
        { role: 'user', content: 'Eish friend. Results are out' },
        { role: 'assistant', content: 'And??' },
        { role: 'user', content: 'Failed ITC. 46. I needed 50' },
        { role: 'assistant', content: 'Ag no Zee 💔 4 marks!!' },
        { role: 'user', content: "4 marks. I'm so tired hey. Been studying since varsity basically" },
        {
          role: 'assistant',
          content: "You'll rewrite in June and smash it. Come over tonight, I'm making pap and wors",
        },
        { role: 'user', content: "ok I'm coming now now" },
      ],
      [
        {
          role: 'user',
          content:
            'Study plan check pls. June rewrite:\nMon-Thu 6-9pm: one subject each (FAR, MAC, TAX, AUD)\nFri: off\nSat: past paper 8-12\nSun: marking + admin\n+ work 8-5 at the firm in Sandton still 😩',
        },
        {
          role: 'assistant',
          content:
            "Looks solid but Sunday isn't rest, it's more work. Take Sunday afternoon properly off. And please don't sleep 5 hours again",
        },
        { role: 'user', content: 'yes mom' },
        { role: 'assistant', content: "speaking of mom... I have news. I'm pregnant 🥹" },
        { role: 'user', content: 'LERATO!!!! WHAT' },
        { role: 'assistant', content: 'Due in December! Thabo is already painting the room yellow' },
        { role: 'user', content: "I'm crying at my desk. Auntie Zee reporting for duty" },
      ],
      [
        { role: 'user', content: 'Sipho proposed!!!' },
        { role: 'assistant', content: 'STOP. When??' },
        {
          role: 'user',
          content: 'Saturday, at the top of Northcliff hill, sunset. I said yes before he finished the sentence lol',
        },
        { role: 'assistant', content: '😭😭 lobola when?' },
        {
          role: 'user',
          content: "his family wants to send the uncles in August. to my mom's place in Durban",
        },
        { role: 'assistant', content: 'your mom is going to make them suffer 😂' },
        {
          role: 'user',
          content:
            "wait no, not Durban, my mom's in Pietermaritzburg now since she retired. I always forget she moved. anyway yes she will make them suffer",
        },
        { role: 'assistant', content: 'lol ok PMB. I want the full report' },
      ],
      [
        { role: 'user', content: 'I PASSED' },
        { role: 'assistant', content: 'ITC???' },
        { role: 'user', content: 'ITC!!! 61!!!' },
        { role: 'assistant', content: 'YOHHHHH' },
        { role: 'user', content: 'APC next year. And guess what else' },
        { role: 'assistant', content: 'what' },
        { role: 'user', content: 'firm approved my transfer. Cape Town office from 1 October' },
        { role: 'assistant', content: "nooo you're leaving me. And Sipho??" },
        {
          role: 'user',
          content:
            "he's staying in Joburg for now because of his job. long distance till the wedding. flights are cheap-ish if you book early",
        },
      ],
      [
        { role: 'user', content: "Help me find a flat in Cape Town that isn't R15k a month" },
        { role: 'assistant', content: 'Obs? Woodstock? Claremont if you want quiet' },
        { role: 'user', content: "Obs looks fun but I'm 27 not 21 lol. Found a one bed in Claremont R11k" },
        { role: 'assistant', content: 'ok that sounds decent for CT' },
        { role: 'user', content: 'signed! moving next week' },
      ],
      [
        { role: 'user', content: "Cape Town update: it's windy. That's the update." },
        { role: 'assistant', content: "hahaha. how's the office?" },
        {
          role: 'user',
          content:
            "lekker actually. smaller team, I'm on a mining audit, the manager actually explains things. and I did parkrun at Green Point on Saturday. me. running. who am I",
        },
        { role: 'assistant', content: "love this for you. I can't see my feet anymore lol, 7 months" },
        { role: 'user', content: 'send bump pic!' },
      ],
    ],
    questions: [
      { question: 'Which professional exam did the user fail at the first attempt?', expect: ['itc'] },
      { question: 'What mark did the user get when she rewrote it?', expect: ['61'] },
      { question: 'Which city is the user based in now?', expect: ['cape town', 'claremont'] },
      { question: 'Where did the user work before her transfer?', expect: ['sandton', 'joburg', 'johannesburg'] },
      { question: 'What is the name of the user’s fiancé?', expect: ['sipho'] },
      {
        question: 'In which town will the bride-price negotiations take place?',
        expect: ['pietermaritzburg', 'pmb', 'maritzburg'],
      },
      { question: 'What is the next qualifying exam the user faces?', expect: ['apc'] },
      { question: 'What form of exercise has the user started since relocating?', expect: ['parkrun', 'running'] },
    ],
    unknown: ['When is the user’s baby due?', 'What car does the user drive?'],
  },
  // --- AI assistant, Mexican-American, 36, chef in Chicago, casual-professional ---
  {
    name: 'Luis',
    threads: [
      [
        {
          role: 'user',
          content:
            "Food cost check. Tlayuda with tasajo, black bean asiento, quesillo, cabbage, salsa. Selling at $14. Ingredient cost about $4.10. What's my food cost % and is that sane for a truck?",
        },
        {
          role: 'assistant',
          content:
            "$4.10 ÷ $14 = about 29.3%. That's healthy — food trucks commonly aim for 25–35%. Watch packaging (a clamshell, foil, napkins can add $0.40–0.60), which pushes you toward 33%.",
        },
        {
          role: 'user',
          content:
            "ok good. I've been sous chef at a place in Pilsen for 6 years, I know restaurant numbers, but truck numbers are a different animal",
        },
        {
          role: 'assistant',
          content:
            'The big truck-specific costs are commissary rent, propane, generator fuel and maintenance, permits and event fees, and insurance. Weather also makes revenue much lumpier than a restaurant.',
        },
        { role: 'user', content: 'commissary is the killer. $900 a month' },
      ],
      [
        {
          role: 'user',
          content:
            'Can you help me write a short pitch for the city permit hearing. Truck name is La Comadre, Oaxacan street food, 2 person operation, me and my buddy Hector.',
        },
        {
          role: 'assistant',
          content:
            '"La Comadre is a two-person food truck bringing Oaxacan street food — tlayudas, memelas and tasajo — to Chicago. Its founders bring over a decade of professional kitchen experience. We will operate from a licensed commissary, follow all food-safety requirements, and aim to serve neighborhoods and events underserved by regional Mexican food."',
        },
        { role: 'user', content: "good. hearing's the 9th" },
        {
          role: 'assistant',
          content:
            'Bring copies of your commissary agreement, insurance certificate and menu. Keep the spoken pitch under two minutes.',
        },
        {
          role: 'user',
          content: "sorry, 19th. the 9th is Ana's appointment. too many dates in my head",
        },
        { role: 'assistant', content: 'Got it — 19th. Everything okay with the appointment?' },
        { role: 'user', content: "yeah just the regular checkup. she's 28 weeks. our first. a girl" },
        { role: 'assistant', content: "Congratulations, that's wonderful!" },
      ],
      [
        { role: 'user', content: 'well. La Comadre is dead' },
        { role: 'assistant', content: "I'm sorry. What happened?" },
        {
          role: 'user',
          content:
            "Hector pulled out, his wife got a job in Phoenix and they're moving. I can't do the truck solo with a baby coming. And the truck we were gonna buy needs a new generator, $6k. Just not the time.",
        },
        {
          role: 'assistant',
          content:
            "That's a tough call but a sensible one. If you want to keep the idea alive at low cost, pop-ups at breweries or farmers markets can test the menu without a truck.",
        },
        { role: 'user', content: 'yeah maybe in a few years. I kept the recipes lol' },
      ],
      [
        { role: 'user', content: 'weird q. how would you structure a 3 hour knife skills class for total beginners' },
        {
          role: 'assistant',
          content:
            '0:00–0:20 safety, knife anatomy, grip. 0:20–0:45 honing vs sharpening, board setup. 0:45–1:30 basic cuts on onions and carrots (slice, dice, julienne). Break. 1:40–2:20 herbs (chiffonade, mince) and garlic. 2:20–2:50 a timed mirepoix challenge. 2:50–3:00 cleanup and care.',
        },
        {
          role: 'user',
          content:
            "perfect. got hired at Kennedy-King, the culinary program. I'm teaching Intro to Culinary + knife skills starting in the fall. steady hours, benefits, home by 5. with the baby that's everything",
        },
        { role: 'assistant', content: "Congratulations! So you're leaving the restaurant?" },
        { role: 'user', content: "last service is the 30th. Chef's pissed but he gets it" },
      ],
      [
        { role: 'user', content: "She's here!! Sofía, 7 lb 2 oz, Tuesday 4:12am" },
        { role: 'assistant', content: 'Congratulations! Welcome, Sofía. How are you both doing?' },
        {
          role: 'user',
          content: "Ana's doing great. I'm running on zero sleep and café de olla",
        },
        { role: 'assistant', content: "Sounds about right. Take the help when it's offered." },
        { role: 'user', content: "k gotta go she's crying" },
      ],
      [
        {
          role: 'user',
          content:
            "I want a make-ahead freezer meal that's not another enchilada tray. Ana's mom keeps bringing enchiladas",
        },
        {
          role: 'assistant',
          content:
            'Ideas: pozole verde, chicken tinga (freeze flat in bags), black bean and sweet potato soup, picadillo, or tamales if you have a free afternoon.',
        },
        { role: 'user', content: 'pozole verde freezes ok?' },
        {
          role: 'assistant',
          content:
            'Yes — freeze the broth with the meat and hominy, and add the cabbage, radish and lime fresh when serving. Keeps about 3 months.',
        },
        { role: 'user', content: 'cool. doing that sunday' },
      ],
    ],
    questions: [
      { question: 'What position did the user hold at the restaurant?', expect: ['sous'] },
      { question: 'What does the user do for work now?', expect: ['instructor', 'teach', 'kennedy-king'] },
      { question: 'Why did the user abandon the food truck venture?', expect: ['hector', 'generator', 'pulled out'] },
      { question: 'What date was the user’s permit hearing set for?', expect: ['19'] },
      { question: 'What is the name of the user’s newborn?', expect: ['sofía', 'sofia'] },
      { question: 'In which Chicago neighborhood was the user’s restaurant?', expect: ['pilsen'] },
      { question: 'What was the name of the user’s planned business?', expect: ['comadre'] },
      { question: 'Which regional cuisine was the user going to sell?', expect: ['oaxaca'] },
    ],
    unknown: ['What is the name of the user’s father?', 'Does the user have a dog?'],
  },
  // --- friend, Australian, 49, FIFO haul-truck driver in WA, blokey ---
  {
    name: 'Mick',
    threads: [
      [
        { role: 'user', content: 'Gaz. You watch the derby? Absolute shambles' },
        {
          role: 'assistant',
          content: "Don't. Couldn't watch the last quarter. Where are ya, on site?",
        },
        {
          role: 'user',
          content:
            "Yeah back at camp. Day 9 of 14. 44 degrees in the Pilbara today and my haul truck's been down half the shift so I've been sittin in the crib room watchin highlights",
        },
        {
          role: 'assistant',
          content: "Livin the dream. Knee's stuffed again btw, surgeon reckons another scope in March",
        },
        { role: 'user', content: "Mate you've had more scopes than a telescope shop" },
      ],
      [
        { role: 'user', content: "Good news for once. They're moving us to 8 and 6 from next swing" },
        { role: 'assistant', content: "That's a decent roster" },
        {
          role: 'user',
          content: "Nah hang on I read it wrong. It's 7 and 7. Even better. Shaz nearly cried",
        },
        { role: 'assistant', content: 'Ha! 7 and 7 is gold' },
        { role: 'user', content: "Still 12 hr shifts in the heat but yeah. Can't complain" },
      ],
      [
        { role: 'user', content: 'Tahlia got her offer' },
        { role: 'assistant', content: 'Yeah?? Where' },
        { role: 'user', content: 'Curtin. Nursing. First one in the family to go to uni' },
        { role: 'assistant', content: 'Proud dad moment' },
        { role: 'user', content: "Don't tell anyone but I had a bit of a cry in the crib room" },
        {
          role: 'assistant',
          content: "Your secret's safe. My boy's nearly done his sparky apprenticeship too. They grow up mate",
        },
      ],
      [
        { role: 'user', content: "Been thinkin. Reckon I'm done with FIFO" },
        { role: 'assistant', content: 'Serious?' },
        {
          role: 'user',
          content:
            '17 years of it. Missed half of Tahlia growin up. Got offered a job drivin for a quarry down in Baldivis, less money but home every night',
        },
        { role: 'assistant', content: 'How much less' },
        {
          role: 'user',
          content:
            "Bout 40 grand. Shaz reckons we'll manage if we sell the place in Ellenbrook and go down to Mandurah. Closer to the quarry and her sister's there",
        },
        { role: 'assistant', content: "Mandurah's not bad. Crabbin season mate" },
        { role: 'user', content: "That's half the reason lol" },
      ],
      [
        {
          role: 'user',
          content:
            "Shaz made a list, reckon she's forgotten anything?\n\nMOVE:\n- sell the boat trailer? (Mick says NO)\n- redirect mail\n- transfer gas + power\n- book removalists (3 quotes)\n- vet records for Bluey\n- tell the footy club\n\nSettlement 14th",
        },
        {
          role: 'assistant',
          content:
            "Looks solid. Change your address on your licence and rego too. And mate if you're flogging the trailer I'll take it",
        },
        {
          role: 'user',
          content: "Not sellin it. And settlement's not the 14th anymore, bank's draggin its feet. 28th now",
        },
        { role: 'assistant', content: "Banks. I'm sellin my boat anyway, me and Jo are off to Bali in May" },
        { role: 'user', content: 'Bring me back a Bintang singlet' },
      ],
      [
        { role: 'user', content: 'First week at the quarry done' },
        { role: 'assistant', content: 'And?' },
        {
          role: 'user',
          content:
            'Home by 4. Had tea with Shaz and Tahlia three nights runnin, first time in years. Weird. Good weird',
        },
        { role: 'assistant', content: "How's Mandurah treatin ya" },
        { role: 'user', content: "Wind's a bit much. Caught 6 blue swimmers off the jetty Sat tho" },
        { role: 'assistant', content: 'Legend' },
      ],
    ],
    questions: [
      {
        question: 'What kind of work did the user do before the change?',
        expect: ['fifo', 'haul truck', 'pilbara'],
      },
      { question: 'Where does the user work now?', expect: ['quarry', 'baldivis'] },
      { question: 'Which town does the user live in now?', expect: ['mandurah'] },
      { question: 'What roster were the user’s swings changed to?', expect: ['7 and 7', '7/7', 'seven'] },
      { question: 'On what date does the sale of the user’s old house settle?', expect: ['28'] },
      { question: 'What is the user’s daughter going to study?', expect: ['nursing'] },
      { question: 'Which university accepted the user’s daughter?', expect: ['curtin'] },
      { question: 'What item is the user refusing to sell in the move?', expect: ['trailer'] },
    ],
    unknown: ['When is the user having knee surgery?', 'Which AFL club does the user support?'],
  },
]
