import type { ThreadPersona } from './personas'

/**
 * Twelve people whose facts need a small step to answer: things said in passing, in the user's own words, and
 * questions an app would ask in other words ("What should we avoid cooking?" after itchy prawns). Some facts are
 * corrected later, some are short replies, some are split over two messages. Half AI assistant, half friend. Written
 * without knowing the service's rules.
 */
export const inferencePersonas: ThreadPersona[] = [
  // --- AI assistant, Indian English ---
  {
    name: 'Priya',
    threads: [
      [
        {
          role: 'user',
          content:
            'can u suggest a dinner menu for 6 ppl this weekend. one thing - my mouth goes all itchy whenever i eat prawns so nothing like that pls. and hubby is pure veg so keep a paneer option',
        },
        {
          role: 'assistant',
          content:
            'Sure! How about a paneer tikka starter, dal makhani, jeera rice, a chicken curry for the non-veg guests and gulab jamun for dessert?',
        },
        { role: 'user', content: 'perfect, chicken is fine for me' },
      ],
      [
        {
          role: 'user',
          content:
            'Cycled in through the rain again today, reached like a drowned rat. any decent waterproof panniers under 3k?',
        },
        {
          role: 'assistant',
          content:
            'Ortlieb-style roll-top panniers are the gold standard, but Decathlon has a good budget version around ₹2,500.',
        },
      ],
      [
        { role: 'user', content: 'how do i stay awake on nights, i keep crashing around 4am' },
        { role: 'assistant', content: 'That is tough. What kind of work are the night shifts for?' },
        { role: 'user', content: 'hospital pharmacy. dispensing for the wards' },
        {
          role: 'assistant',
          content:
            'Try a short nap before the shift, bright light early in the night, and stop caffeine about 6 hours before you plan to sleep.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'my amma only speaks to me in Tamil on the phone and i reply in english half the time, she scolds me 😅 any apps to brush up my written tamil?',
        },
        {
          role: 'assistant',
          content: 'Try the Tamil course on Duolingo or the Learn Tamil app from Tamil Virtual Academy.',
        },
      ],
      [
        { role: 'user', content: 'need a 5 day itinerary for Singapore for me and my husband, mid june' },
        { role: 'assistant', content: 'Happy to! Do you prefer food, nature or shopping?' },
        {
          role: 'user',
          content: 'actually scrap singapore, flights are crazy expensive. we will do Kochi instead, same dates',
        },
        {
          role: 'assistant',
          content: 'Kochi is lovely in the monsoon. Fort Kochi, a backwater day trip and Munnar for two nights?',
        },
      ],
    ],
    questions: [
      { question: 'What should we avoid cooking for the user?', expect: ['prawn', 'shrimp', 'shellfish'] },
      { question: 'How does the user get to work?', expect: ['cycl', 'bike', 'bicycl'] },
      { question: 'Does the user work in healthcare?', expect: ['pharmac'] },
      { question: 'What languages does the user speak?', expect: ['tamil'] },
      { question: 'Where is the user going on holiday?', expect: ['kochi'] },
      { question: 'Is the user married?', expect: ['husband', 'hubby', 'married'] },
    ],
    unknown: ['Is the user vegetarian?', 'Does the user have children?'],
  },
  // --- friend, Welsh / UK casual ---
  {
    name: 'Gareth',
    threads: [
      [
        { role: 'assistant', content: 'you about saturday for a pint?' },
        {
          role: 'user',
          content:
            "can't mate, Corsa's MOT is due monday and i reckon the brakes'll fail it so i'm sorting them myself",
        },
        {
          role: 'assistant',
          content: "rather you than me, my spaniel's just eaten a slipper so my weekend's ruined too",
        },
      ],
      [
        { role: 'user', content: 'lift in our block is broken AGAIN. 9 floors with a buggy and the shopping 😩' },
        { role: 'assistant', content: 'brutal. have you complained to the council?' },
        { role: 'user', content: 'three times. nothing' },
      ],
      [
        { role: 'assistant', content: 'how do you even manage work with the twins' },
        { role: 'user', content: 'mam has them tuesdays and thursdays, nursery the rest of the week' },
        { role: 'assistant', content: 'your mam is a saint' },
      ],
      [
        {
          role: 'user',
          content:
            "up at half five every day now so i can get a run in before the twins wake. honestly love it, it's the only quiet bit of the day",
        },
        { role: 'assistant', content: "half five?? you're a different breed" },
      ],
      [
        { role: 'assistant', content: 'saw a pic of you with a whistle on facebook lol what was that' },
        {
          role: 'user',
          content: "coaching the under 12s at the rugby club now, sunday mornings. they're feral but i love it",
        },
      ],
    ],
    questions: [
      { question: 'Does the user drive?', expect: ['corsa', 'mot'] },
      {
        question: 'What kind of place does the user live in?',
        expect: ['block', 'flat', 'apartment', 'tower', 'high-rise'],
      },
      { question: 'Who looks after the user’s kids?', expect: ['mam', 'mum', 'mother', 'grandm', 'nursery'] },
      { question: 'Is the user a morning person?', expect: ['half five', '5:30', '5.30', 'early'] },
      { question: 'Does the user do any volunteering?', expect: ['coach', 'rugby'] },
      { question: 'How many children does the user have?', expect: ['twins', 'two', '2 children', '2 kids'] },
    ],
    unknown: ['Does the user have a dog?', 'Is the user married?'],
  },
  // --- AI assistant, Malaysian English ---
  {
    name: 'Nurul',
    threads: [
      [
        {
          role: 'user',
          content:
            'First time I host iftar for my in-laws this Ramadan, 8 people. Can suggest menu that is not too difficult? My mother-in-law very particular one',
        },
        {
          role: 'assistant',
          content:
            'Of course! Start with dates and air sirap, then nasi kerabu, ayam percik and a simple sayur lodeh. Bubur kacang for dessert is easy to make ahead.',
        },
      ],
      [
        { role: 'user', content: 'Long day at the clinic. 3 root canals and one kid who bit me 😭' },
        { role: 'assistant', content: 'Oh no! That sounds exhausting. Do you want some ideas to unwind?' },
        { role: 'user', content: 'yes but nothing with sweets, I see enough cavities already haha' },
      ],
      [
        {
          role: 'user',
          content: 'How to stop cats from knocking things off the table? Milo and Oyen already broke 2 cups this week',
        },
        {
          role: 'assistant',
          content: 'Give them a higher perch nearby and use double-sided tape on the table edge for a few weeks.',
        },
      ],
      [
        {
          role: 'user',
          content: 'Help me plan my budget. I want to finish paying PTPTN by end of year, already settled about 70%',
        },
        { role: 'assistant', content: 'Great progress! What is your remaining balance and monthly take-home?' },
        { role: 'user', content: 'about RM9k left. take home around RM6k' },
      ],
      [
        {
          role: 'user',
          content: 'Need to find a condo in Penang, company transferring me there next month',
        },
        {
          role: 'assistant',
          content: 'Penang has nice options around Gelugor and Tanjung Tokong. What is your budget?',
        },
        {
          role: 'user',
          content: 'wait no need already. transfer cancelled, boss says stay in KL. so same old place in Cheras lah',
        },
      ],
    ],
    questions: [
      { question: 'What is the user’s religion?', expect: ['muslim', 'islam'] },
      { question: 'What is the user’s job?', expect: ['is a dentist', 'as a dentist', 'dental'] },
      { question: 'Does the user have pets?', expect: ['cats', 'milo', 'oyen'] },
      { question: 'Does the user have any debts?', expect: ['ptptn', 'loan', 'rm9'] },
      { question: 'Where does the user live?', expect: ['kl', 'kuala lumpur', 'cheras'] },
      { question: 'Is the user married?', expect: ['in-law', 'in law', 'yes'] },
    ],
    unknown: ['Does the user have children?', 'Does the user own a car?'],
  },
  // --- friend, Eastern European non-native ---
  {
    name: 'Dmitri',
    threads: [
      [
        { role: 'assistant', content: 'still in Riga? we should meet when I come through in may' },
        { role: 'user', content: 'no, I am in Tallinn since january. new job, better money' },
        { role: 'assistant', content: 'oh nice, congrats!' },
      ],
      [
        {
          role: 'user',
          content: 'finally neighbour stop complaining. I bought electronic drum kit, now I play with headphones 🥁',
        },
        {
          role: 'assistant',
          content: 'haha my girlfriend Anna would kill me if I did that. she drags me to ballet every month instead',
        },
      ],
      [
        { role: 'user', content: 'ticket to Tbilisi booked! 4 days, first time in Georgia' },
        { role: 'assistant', content: 'amazing! who are you going with?' },
        { role: 'user', content: 'alone, like always. I like to walk where I want' },
      ],
      [
        {
          role: 'user',
          content:
            'look what I found on flea market, Zenit-E for 5 euro!! now 14 soviet cameras in my collection. still need Kiev-88',
        },
        { role: 'assistant', content: 'you and your old cameras lol. does it even work?' },
        { role: 'user', content: 'shutter yes, light meter no. normal' },
      ],
      [
        { role: 'assistant', content: 'call you tomorrow around 10?' },
        {
          role: 'user',
          content: 'please not. I am on nights at the bakery, home at 6 and sleep until 2. after 3 is ok',
        },
        {
          role: 'assistant',
          content: 'ok ok, 3 then',
        },
        {
          role: 'user',
          content: 'also doctor says my pressure is too high. no more salt, no more salo. life is pain',
        },
      ],
    ],
    questions: [
      { question: 'Which city does the user live in?', expect: ['tallinn'] },
      { question: 'What instrument does the user play?', expect: ['drum'] },
      {
        question: 'Does the user travel alone or with others?',
        expect: ['alone', 'solo', 'on his own', 'by himself', 'by themselves', 'on their own'],
      },
      { question: 'What would make a good gift for the user?', expect: ['camera', 'kiev', 'zenit'] },
      {
        question: 'When is a bad time to call the user?',
        expect: ['morning', 'sleep', 'daytime', 'before 3', 'before 2'],
      },
      { question: 'What should the user avoid eating?', expect: ['salt', 'sodium', 'salo'] },
    ],
    unknown: ['Does the user have a girlfriend?', 'Does the user speak Georgian?'],
  },
  // --- AI assistant, Australian ---
  {
    name: 'Chloe',
    threads: [
      [
        {
          role: 'user',
          content: 'how do i stop my kelpie digging up the veggie patch?? he got the tomatoes this time',
        },
        {
          role: 'assistant',
          content:
            'Kelpies need a lot of work to do. Try a designated digging pit with buried toys, and fence the veggie patch with chicken wire.',
        },
      ],
      [
        { role: 'user', content: 'got subbed off at netball again, knee is stuffed' },
        { role: 'assistant', content: 'Sorry to hear that. Have you had it looked at?' },
        { role: 'user', content: 'physio reckons ACL, getting an MRI thursday' },
      ],
      [
        {
          role: 'user',
          content: 'missed the 7.42 ferry from Manly, late AGAIN. any tips for actually getting out the door on time',
        },
        {
          role: 'assistant',
          content:
            'Pack your bag and lay out clothes the night before, and set an alarm for when you need to leave, not just to wake up.',
        },
      ],
      [
        {
          role: 'user',
          content: 'best high interest savings acct atm? saving for a house deposit, got 40k, need about 80',
        },
        { role: 'assistant', content: 'A few online banks are offering around 5% with conditions. Want a comparison?' },
        { role: 'user', content: 'yes pls' },
      ],
      [
        { role: 'user', content: "my partner's just been offered a job in Perth" },
        { role: 'assistant', content: "That's big news! How are you feeling about it?" },
        { role: 'user', content: "excited but nervous. if she takes it we'd move over in the new year" },
      ],
    ],
    questions: [
      { question: 'What pet does the user have?', expect: ['kelpie', 'dog'] },
      { question: 'What injury does the user have?', expect: ['knee', 'acl'] },
      { question: 'How does the user commute?', expect: ['ferry'] },
      { question: 'What is the user saving money for?', expect: ['house', 'deposit', 'home'] },
      { question: 'Might the user be relocating soon?', expect: ['perth'] },
      { question: 'Does the user grow their own food?', expect: ['veg', 'tomato'] },
    ],
    unknown: ['What is the name of the user’s partner?', 'Does the user have a cat?'],
  },
  // --- friend, Ghanaian English, living in London ---
  {
    name: 'Kwame',
    threads: [
      [
        { role: 'assistant', content: 'you coming for my jollof on sunday? doing the full works, pork chops too' },
        { role: 'user', content: "you know I don't touch pork anymore chale. I'll come but save me the chicken" },
        { role: 'assistant', content: 'lol fine, more for me' },
      ],
      [
        {
          role: 'user',
          content:
            'choir practice ran so late, we are doing the Easter cantata at church and the tenors are a disaster',
        },
        { role: 'assistant', content: 'haha and you are a tenor abi' },
        { role: 'user', content: 'bass oo. the tenors are my enemies' },
      ],
      [
        { role: 'user', content: 'we are naming him Kofi' },
        { role: 'assistant', content: 'awww Kofi! when is he due?' },
        { role: 'user', content: 'three weeks. Efua is tired of being pregnant' },
      ],
      [
        { role: 'user', content: 'update: changed our minds. baby is here and his name is Kwabena, after my dad ❤️' },
        { role: 'assistant', content: 'CONGRATULATIONS!!! welcome Kwabena!!' },
        { role: 'user', content: 'my mother-in-law flew in from Accra to watch him when we both go back to work' },
      ],
      [
        { role: 'user', content: 'site foreman shouted at us again today, pouring the third floor slab in the rain' },
        { role: 'assistant', content: 'sounds miserable. at least the money is ok?' },
        {
          role: 'user',
          content:
            'it pays. half of it goes to my sister in Kumasi anyway, £150 every month for her nursing school fees',
        },
      ],
    ],
    questions: [
      { question: 'What should we avoid cooking for the user?', expect: ['pork'] },
      { question: 'Does the user practise a religion?', expect: ['church', 'christian', 'choir'] },
      { question: 'What is the name of the user’s son?', expect: ['kwabena'] },
      { question: 'Who looks after the user’s baby?', expect: ['mother-in-law', 'mother in law', 'in-law'] },
      { question: 'What industry does the user work in?', expect: ['construction', 'building', 'site'] },
      { question: 'Does the user support anyone financially?', expect: ['sister'] },
    ],
    unknown: ['Does the user play a musical instrument?', 'Does the user have a daughter?'],
  },
  // --- AI assistant, Spanish speaker ---
  {
    name: 'Sofia',
    threads: [
      [
        {
          role: 'user',
          content:
            'I need to write a birthday message for my iaia in Catalan, my Catalan is very rusty. At home we speak mostly Spanish and at work everything is English',
        },
        {
          role: 'assistant',
          content: 'Of course! Something like: "Per molts anys, iaia! Et estimo molt." Want it longer?',
        },
        { role: 'user', content: 'yes a bit longer and more warm please' },
      ],
      [
        {
          role: 'user',
          content:
            'How can I be productive in the mornings?? I cannot function before 10, my brain wakes up at midnight',
        },
        {
          role: 'assistant',
          content:
            'Maybe work with your rhythm instead: put deep work in the evening and keep mornings for light tasks.',
        },
      ],
      [
        {
          role: 'user',
          content: 'what snacks are good when my glucose drops low during a run? my CGM always beeps around km 8',
        },
        {
          role: 'assistant',
          content: 'Fast carbs work best: glucose tabs, a gel, or a few dates. Take some before the run too.',
        },
      ],
      [
        { role: 'user', content: 'my scooter was stolen from outside the gym 😡 how to report to insurance' },
        {
          role: 'assistant',
          content: 'I am sorry! First file a denuncia with the Mossos, then send the copy to your insurer.',
        },
        { role: 'user', content: 'done, they paid. I bought a new one, electric this time' },
      ],
      [
        { role: 'assistant', content: 'To make the portfolio review useful, what is your role?' },
        { role: 'user', content: 'UX designer, freelance. mostly fintech clients' },
        { role: 'assistant', content: 'Great, then lead with your two strongest fintech case studies.' },
        {
          role: 'user',
          content:
            'ok. btw our balcony looks right at the Sagrada Familia, I can work there when the tourists are not too loud lol',
        },
      ],
    ],
    questions: [
      { question: 'What languages does the user speak?', expect: ['spanish', 'catalan'] },
      { question: 'Is the user a morning person?', expect: ['night', 'midnight', 'not a morning', 'evening'] },
      {
        question: 'Does the user have a chronic health condition?',
        expect: ['diabet', 'glucose', 'blood sugar', 'cgm'],
      },
      { question: 'How does the user get around town?', expect: ['scooter'] },
      { question: 'Which city does the user live in?', expect: ['barcelona', 'sagrada'] },
      { question: 'Who does the user work for?', expect: ['freelanc', 'self-employ', 'clients'] },
    ],
    unknown: ['Does the user own a car?', 'Does the user have any siblings?'],
  },
  // --- friend, US casual ---
  {
    name: 'Jamal',
    threads: [
      [
        { role: 'user', content: 'bro the knicks blew a 20 pt lead AGAIN i cant do this anymore' },
        { role: 'assistant', content: 'lmaooo every year man. you still going to the garden friday?' },
        { role: 'user', content: 'already paid for the tix so yeah 😭' },
      ],
      [
        { role: 'user', content: 'been cooking beats all week, finally copped a used MPC off marketplace' },
        { role: 'assistant', content: 'send me something!! i been listening to nothing but my kid’s cocomelon' },
      ],
      [
        { role: 'user', content: 'starting at UPS monday, driver helper' },
        { role: 'assistant', content: 'ayy lets go' },
        { role: 'user', content: 'nvm they switched me. warehouse, night sort. 10pm to 3' },
      ],
      [
        { role: 'assistant', content: 'pizza spot after?' },
        { role: 'user', content: "can't do pizza, lactose intolerant remember. wings tho" },
      ],
      [
        {
          role: 'user',
          content: 'gonna fly down to see grandma for her bday. she raised me so she gets whatever she wants lol',
        },
        { role: 'assistant', content: 'thats love. she still in atlanta?' },
        { role: 'user', content: 'yup same house. meanwhile i got 3 roommates and one bathroom up here, pray for me' },
      ],
    ],
    questions: [
      { question: 'Which team does the user support?', expect: ['knicks'] },
      { question: 'What would make a good gift for the user?', expect: ['beat', 'mpc', 'music prod'] },
      { question: 'What does the user do at work?', expect: ['warehouse', 'sort'] },
      { question: 'What should we avoid serving the user?', expect: ['dairy', 'lactose', 'milk', 'cheese'] },
      { question: 'Who raised the user?', expect: ['grand'] },
      { question: 'Does the user live alone?', expect: ['roommate', 'room mate', 'three'] },
    ],
    unknown: ['Does the user have children?', 'Does the user play basketball?'],
  },
  // --- AI assistant, Norwegian, terse ---
  {
    name: 'Ingrid',
    threads: [
      [
        { role: 'user', content: 'Recipe for cardamom buns without egg. My son is allergic.' },
        {
          role: 'assistant',
          content:
            'Sure. Replace the egg in the dough with 2 tbsp milk, and brush with milk and sugar instead of egg wash.',
        },
      ],
      [
        { role: 'user', content: 'Best way to keep a wood stove going all night? Cabin has no electricity.' },
        {
          role: 'assistant',
          content:
            'Load large hardwood logs on a good bed of coals and close the air intake most of the way. Is this your own cabin?',
        },
        { role: 'user', content: 'Yes. Family has had it since 1970s. We go every weekend in winter.' },
      ],
      [
        { role: 'user', content: 'Which wax for classic skis at minus 12? 30 km tomorrow.' },
        { role: 'assistant', content: 'A green or blue hard wax, thin layers, corked in well.' },
      ],
      [
        { role: 'user', content: 'My contract at Haukeland ends in summer.' },
        { role: 'assistant', content: 'What comes next for you?' },
        { role: 'user', content: 'I start as midwife in Tromsø. Need help with cover letter for housing.' },
      ],
      [
        { role: 'user', content: 'Which yarn for a lusekofte? First time with two colours.' },
        {
          role: 'assistant',
          content: 'A sturdy wool like Rauma Finullgarn is traditional. Knit a swatch first to check tension.',
        },
      ],
    ],
    questions: [
      { question: 'Does the user have children?', expect: ['son'] },
      { question: 'Does the user have a holiday home?', expect: ['cabin'] },
      { question: 'What winter sport does the user do?', expect: ['ski'] },
      { question: 'What will the user’s new job be?', expect: ['midwife'] },
      { question: 'Where is the user moving to?', expect: ['tromsø', 'tromso'] },
      { question: 'What crafts does the user do?', expect: ['knit'] },
    ],
    unknown: ['Does the user have any food allergies?', 'Is the user married?'],
  },
  // --- friend, Irish ---
  {
    name: 'Aoife',
    threads: [
      [
        { role: 'user', content: 'off the drink for the month, feeling deadly tbh' },
        { role: 'assistant', content: 'fair play, I lasted 4 days last year' },
      ],
      [
        { role: 'assistant', content: 'still off the gargle?' },
        { role: 'user', content: 'yep kept it going, 3 months sober now. not going back' },
        {
          role: 'assistant',
          content: "ah that's class, proud of ya. my dog Biscuit is the only one drinking in this house now lol",
        },
      ],
      [
        { role: 'user', content: 'the hens got out and ate ALL my kale 😤' },
        { role: 'assistant', content: 'hahaha the revenge of the hens' },
      ],
      [
        { role: 'user', content: 'MORTGAGE APPROVAL CAME THROUGH!!! we get the keys in 6 weeks' },
        {
          role: 'assistant',
          content: "stop!!! delighted for ye. what's your shift pattern like, can you take time off for the move?",
        },
        { role: 'user', content: '4 on 4 off, 12 hour shifts in A&E so should be grand' },
      ],
      [
        { role: 'user', content: 'doing the Gaeilge classes on tuesday nights, the tuiseal ginideach is killing me' },
        { role: 'assistant', content: 'haha rather you than me. you still going to Fontaines with me in the summer?' },
        { role: 'user', content: 'wouldnt miss it, tickets are printed and on the fridge' },
      ],
    ],
    questions: [
      {
        question: 'Does the user drink alcohol?',
        expect: ['sober', 'off the drink', 'not drink', 't drink', 'no longer', 'stopped', 'quit'],
      },
      { question: 'Does the user keep any animals?', expect: ['hen', 'chicken'] },
      { question: 'Is the user buying a home?', expect: ['mortgage', 'keys'] },
      { question: 'Where does the user work?', expect: ['a&e', 'emergency', 'hospital'] },
      { question: 'Is the user learning a language?', expect: ['irish', 'gaeilge'] },
      { question: 'Which band is the user going to see?', expect: ['fontaines'] },
    ],
    unknown: ['Does the user have a dog?', 'Is the user married?'],
  },
  // --- AI assistant, Japanese non-native ---
  {
    name: 'Hiroshi',
    threads: [
      [
        {
          role: 'user',
          content:
            'Shinkansen was delayed 40 minutes, I arrive Osaka office late. How to write apology mail to client in polite English?',
        },
        { role: 'assistant', content: 'Here is a short, polite apology you can adapt.' },
      ],
      [
        {
          role: 'user',
          content: 'My daughter starts elementary school soon. Randoseru red or lavender, which is more popular now?',
        },
        { role: 'assistant', content: 'Lavender and light colours are very popular recently, but let her choose!' },
        { role: 'user', content: 'She wants black like her cousin. OK.' },
      ],
      [
        {
          role: 'user',
          content:
            'My wife works nights at the hospital, so I make breakfast and bento every morning. Need quick bento ideas.',
        },
        {
          role: 'assistant',
          content:
            'Try tamagoyaki, onigiri with salmon, and blanched broccoli with sesame. All can be prepared in 15 minutes.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'Sugi pollen season is terrible this year. My eyes and nose are disaster. Which medicine is not making sleepy?',
        },
        {
          role: 'assistant',
          content: 'Fexofenadine (Allegra) is a non-drowsy option many people use. Ask your pharmacist.',
        },
      ],
      [
        { role: 'user', content: 'For my age 38, how many times a week is good for strength training?' },
        { role: 'assistant', content: 'Two to three sessions a week is a good target.' },
        {
          role: 'user',
          content:
            'Sorry, mistake. I turned 39 last week. Also I go to batting centre every weekend, I was catcher in high school.',
        },
      ],
    ],
    questions: [
      { question: 'How does the user travel for work?', expect: ['shinkansen', 'bullet train', 'train'] },
      { question: 'Does the user have children?', expect: ['daughter'] },
      { question: 'What does the user’s wife do?', expect: ['hospital', 'nurse', 'night'] },
      { question: 'What is the user allergic to?', expect: ['pollen', 'cedar', 'sugi', 'hay fever'] },
      { question: 'How old is the user?', expect: ['39'] },
      { question: 'Which sport is the user into?', expect: ['baseball', 'batting', 'catcher'] },
    ],
    unknown: ['Does the user have a son?', 'Does the user drive a car?'],
  },
  // --- friend, British Pakistani ---
  {
    name: 'Fatima',
    threads: [
      [
        { role: 'user', content: 'PASSED MY DRIVING TEST!!! 4th time lucky lol' },
        { role: 'assistant', content: 'OMG FINALLY 🎉🎉 you menace to society' },
      ],
      [
        {
          role: 'user',
          content: "my nani only speaks punjabi to me and i answer in urdu, it's chaos but we understand each other",
        },
        { role: 'assistant', content: "that's literally my house with my dadi but pashto lol" },
      ],
      [
        { role: 'user', content: "we've got the 2-bed in Leicester!! moving out of mum and dad's next month" },
        { role: 'assistant', content: "wait who's we??" },
        { role: 'user', content: 'me and Zara! my cousin' },
      ],
      [
        { role: 'assistant', content: 'biryani at mine saturday? and my mum is making naan fresh' },
        {
          role: 'user',
          content: "i'll come for the biryani but can't even have a bite of the naan, coeliac's been flaring up bad",
        },
      ],
      [
        { role: 'user', content: 'ACCA exams are actually killing me, audit paper in 3 weeks' },
        { role: 'assistant', content: 'you got this!! still doing 5 a side on fridays to destress?' },
        { role: 'user', content: 'wouldnt miss it, only thing keeping me sane' },
      ],
    ],
    questions: [
      { question: 'Can the user drive?', expect: ['passed', 'yes'] },
      { question: 'What languages does the user speak?', expect: ['urdu', 'punjabi'] },
      { question: 'Who does the user live with?', expect: ['zara', 'cousin'] },
      {
        question: 'What should we avoid cooking for the user?',
        expect: ['gluten', 'wheat', 'naan', 'bread', 'coeliac', 'celiac'],
      },
      { question: 'What career is the user training for?', expect: ['account', 'acca', 'audit'] },
      {
        question: 'What sport does the user play?',
        expect: ['football', '5 a side', '5-a-side', 'five-a-side', 'soccer'],
      },
    ],
    unknown: ['Does the user own a car?', 'Is the user married?'],
  },
]
