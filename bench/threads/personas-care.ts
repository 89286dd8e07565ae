import type { ThreadPersona } from './personas'

/**
 * A tenth set, of twelve people: a carer of a parent with dementia, a baker, a student abroad, a retiree with
 * grandchildren, a new father, someone living with Crohn's, an illustrator, a runner, a night-shift nurse, a bride with
 * two weddings, a streamer and a language learner. Written by a helper who had not read the rules, after the ninth set's
 * work. Measured before any change made for it: 41/72, never said 10/24, on commit 26eaefa.
 */
export const carePersonas: ThreadPersona[] = [
  // 1. Caring for an elderly parent — talks to an AI assistant, formal British register
  {
    name: 'sunitaCarer',
    threads: [
      [
        {
          role: 'user',
          content:
            "Good evening. Could you help me draft an email to my area manager asking for more flexible hours? I've been a pharmacist at the Boots in Leicester city centre for eleven years, and since my mum Kamala was diagnosed with vascular dementia in January I'm struggling to cover her care around my rota.",
        },
        {
          role: 'assistant',
          content:
            "Of course. Here's a draft:\n\nDear [Manager],\n\nI am writing to request a temporary change to my working pattern. As you may know, my mother was recently diagnosed with vascular dementia and I am now her main carer. I would like to discuss moving to a compressed or flexible schedule...\n\nWould you like me to propose specific days or leave that open?",
        },
        {
          role: 'user',
          content:
            'Please propose Monday to Wednesday, long days. Thursdays are when the district nurse visits Mum, so I need to be there.',
        },
        {
          role: 'assistant',
          content:
            "Updated: I have proposed three long days, Monday to Wednesday, and mentioned that Thursdays are needed for your mother's nursing visits. Shall I add a line offering a review after three months?",
        },
      ],
      [
        {
          role: 'user',
          content:
            "Mum is having trouble with her dentures at the moment. Could you suggest some soft meals? She has been vegetarian her whole life and she's a type 2 diabetic, so nothing sugary please.",
        },
        {
          role: 'assistant',
          content:
            'Some ideas: a soft moong dal khichdi with a little ghee, scrambled paneer with spinach, a thick lentil and vegetable soup, cauliflower and chickpea curry cooked until very tender, and unsweetened Greek yoghurt with stewed apple (no added sugar). Would you like portion sizes?',
        },
        { role: 'user', content: 'Khichdi is a good shout, she used to make it for me when I was poorly. Thank you.' },
      ],
      [
        {
          role: 'user',
          content:
            'The respite home in Oadby has finally offered Mum a two-week bed, starting the 12th of May. Can you give me a checklist of what to pack for her?',
        },
        {
          role: 'assistant',
          content:
            "Certainly. Labelled clothing for 14 days, slippers with a firm sole, toiletries, her medication in original packaging with an up-to-date list, glasses and denture care kit, a few familiar items such as photos or a blanket, and a one-page 'about me' sheet covering routines, food preferences and what calms her.",
        },
        {
          role: 'user',
          content:
            'Sorry, I need to correct that. They rang this morning: the 12th fell through, the bed is now from the 19th of May.',
        },
        {
          role: 'assistant',
          content:
            "Noted, the respite stay now starts on 19 May. That gives you an extra week to prepare the 'about me' sheet and order any labels.",
        },
      ],
      [
        {
          role: 'user',
          content:
            "An update: we've moved Mum in with us. She was living on her own in Loughborough and after two falls it simply wasn't safe. My husband Raj has converted the downstairs study into a bedroom for her. What should we do to make the house safer?",
        },
        {
          role: 'assistant',
          content:
            "That's a big change for all of you. Consider grab rails by the toilet and shower, removing loose rugs, motion-sensor night lights on the route to the bathroom, a door sensor if she wanders at night, contrasting colours on step edges, and labelling cupboards with pictures.",
        },
        { role: 'user', content: "Raj has already done the night lights. We'll look at the door sensor." },
      ],
      [
        {
          role: 'user',
          content:
            'This is a slightly odd one, but how do carers avoid burning out? The only hour I have to myself is swimming on Sunday mornings at the leisure centre.',
        },
        {
          role: 'assistant',
          content:
            "It's not odd at all. Protect that Sunday swim as non-negotiable. Beyond that: ask your local authority for a carer's assessment, look into carers' support groups in Leicestershire, share tasks explicitly with Raj, and allow yourself to accept help when it's offered.",
        },
      ],
    ],
    questions: [
      { question: 'What is the user’s occupation?', expect: ['pharmacist'] },
      { question: 'What is the user’s mother called?', expect: ['Kamala'] },
      { question: 'What illness does the user’s mother have?', expect: ['dementia'] },
      { question: 'On what date does the user’s mother’s respite stay begin?', expect: ['19 May', 'May 19', '19th'] },
      {
        question: 'In which town did the user’s mother live before moving in with the user?',
        expect: ['Loughborough'],
      },
      { question: 'What does the user do for exercise or time to themselves?', expect: ['swim'] },
    ],
    unknown: ['What is the name of the user’s dog?', 'Which university did the user graduate from?'],
  },

  // 2. Small business owner (bakery) — chats with a friend, non-native English (Polish)
  {
    name: 'tomaszBaker',
    threads: [
      [
        { role: 'assistant', content: "Tomek!! how's the bakery surviving?" },
        {
          role: 'user',
          content:
            'Busy busy. Christmas orders already, it is crazy. I wake up 3:30 every day now and my back is killing me.',
        },
        {
          role: 'assistant',
          content:
            "You need to see someone about that back. I'm wrecked too, started the new job at the credit union in Phibsborough on Monday, it's all training videos lol",
        },
        {
          role: 'user',
          content:
            'Congratulations Ciara! Agnieszka say she will send you makowiec to celebrate. She is doing all the books for the shop now, I am useless with numbers.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'Big news. We sign the lease today for bigger place, on Manor Street. We move there in September. Three ovens instead of one!',
        },
        { role: 'assistant', content: "No way!! that's huge. What happens to the little shop in Stoneybatter?" },
        {
          role: 'user',
          content:
            'We keep it until August, then finish. Manor Street is only 5 minutes walk so customers will follow I hope. Still Dublin 7, same people.',
        },
        { role: 'assistant', content: "They'll follow you for the sourdough, don't worry" },
      ],
      [
        { role: 'user', content: 'Also we got stall at the Temple Bar food market, every saturday from next month' },
        { role: 'user', content: "sorry, I mean sunday. Saturday was the other market, we didn't get that one." },
        {
          role: 'assistant',
          content:
            "Sunday it is, I'll come down. Might even bring Biscuit in her carrier, she loves a crowd (she does not)",
        },
        { role: 'user', content: 'Haha your cat will eat all the croissants.' },
      ],
      [
        {
          role: 'user',
          content:
            'Kuba start football in school, every Wednesday. So I must leave the bakery at 4 to drive him, Marek cover the counter.',
        },
        { role: 'assistant', content: 'Aw little Kuba the footballer! How old is he now, 7?' },
        { role: 'user', content: 'Yes 7, in June 8. He wants to be goalkeeper like Szczęsny.' },
        {
          role: 'assistant',
          content: "Love it. Oh and news from my side, my sister Orla is pregnant!! I'm going to be an auntie",
        },
      ],
      [
        {
          role: 'user',
          content:
            'I went to physio finally. She say it is herniated disc, lower back. No more lifting flour bags more than 10 kilo.',
        },
        { role: 'assistant', content: "Oh Tomek. So who's lifting the 25kg sacks now?" },
        {
          role: 'user',
          content: 'Marek, he is young. I do the shaping and the ovens. And exercises every evening, very boring.',
        },
      ],
    ],
    questions: [
      { question: 'What kind of business does the user own?', expect: ['bakery'] },
      { question: 'Where is the user’s business relocating to?', expect: ['Manor Street', 'Manor St'] },
      { question: 'On which day of the week does the user have a market stall?', expect: ['Sunday'] },
      { question: 'What is the name of the user’s son?', expect: ['Kuba'] },
      { question: 'What back problem was the user diagnosed with?', expect: ['herniated', 'disc'] },
      { question: 'Who is the user’s wife?', expect: ['Agnieszka'] },
    ],
    unknown: ['Which credit union does the user work at?', 'What is the name of the user’s cat?'],
  },

  // 3. University student abroad — AI assistant, sloppy lowercase, Brazilian in the Netherlands
  {
    name: 'marianaUtrecht',
    threads: [
      [
        {
          role: 'user',
          content:
            'hey can u help me write an email to my supervisor dr. de vries asking for more time on my thesis? im doing the msc sustainable development at utrecht uni and the deadline is june 20 😬',
        },
        {
          role: 'assistant',
          content:
            "Sure! Here's a draft:\n\nDear Dr. de Vries,\n\nI hope you are well. I am writing to ask whether it would be possible to extend my thesis deadline of 20 June. My data collection took longer than planned...\n\nWant me to suggest a new date?",
        },
        {
          role: 'user',
          content:
            'wait i checked the portal, the final deadline is actually june 27. the 20th is just the draft meeting. so just ask for feedback on the draft by the 20th instead, not extension',
        },
        {
          role: 'assistant',
          content:
            "Got it: final deadline 27 June, draft meeting 20 June. I've rewritten the email to ask for feedback on your draft ahead of the 20th rather than an extension.",
        },
      ],
      [
        {
          role: 'user',
          content:
            'need a cheap dinner for 4 ppl, cooking for my housemates tonight 🍝 im lactose intolerant tho so no cream or cheese pls',
        },
        {
          role: 'assistant',
          content:
            'Try a one-pot tomato, chickpea and spinach pasta with garlic and olive oil, or a Brazilian-style arroz com feijão with a quick vinaigrette salad. Both are dairy-free and cost under €10 for four.',
        },
        { role: 'user', content: 'omg arroz com feijão, taste of home. my mom in campinas would be proud lol' },
      ],
      [
        {
          role: 'user',
          content:
            'ok update i finally moved out of the student housing (bye bye SSH tower in uithof 😭) and now im in a shared flat in lombok with 2 dutch girls. how do i register my new address at the gemeente?',
        },
        {
          role: 'assistant',
          content:
            "You need to register your move with the Gemeente Utrecht within 5 days. You can do it online with DigiD, or book an appointment. Your landlord or main tenant may need to sign a consent form (toestemmingsverklaring) if you're not on the contract.",
        },
        { role: 'user', content: 'ugh im not on the contract. ok ill ask sanne (housemate) to sign' },
      ],
      [
        {
          role: 'user',
          content:
            'i got a job!!! barista at a little coffee place near the oudegracht, 12h a week ☕ how do taxes work for a non-EU student? im brazilian',
        },
        {
          role: 'assistant',
          content:
            'Congrats! As a non-EU student you can work up to 16 hours per week during the academic year, and your employer needs a work permit (TWV) for you. Tax is withheld through payroll; you may get some back by filing a return. Also check whether you now need Dutch basic health insurance.',
        },
        { role: 'user', content: 'wait what, insurance? 😵 ok will check' },
      ],
      [
        {
          role: 'user',
          content:
            'my bf felipe is coming from brazil in august for 5 days!! ideas for stuff to do in NL that isnt just amsterdam?',
        },
        {
          role: 'assistant',
          content:
            "How about: a day cycling in the Hoge Veluwe national park, Rotterdam's architecture and Markthal, a canal-side evening in Utrecht, Leiden or Delft for a day trip, and the beach at Scheveningen if the weather is good.",
        },
        { role: 'user', content: "he cant ride a bike lmaooo but i'll teach him" },
      ],
    ],
    questions: [
      { question: 'What degree programme is the user enrolled in?', expect: ['sustainable development'] },
      { question: 'When is the user’s final thesis due?', expect: ['June 27', '27 June', '27th'] },
      { question: 'Which neighbourhood does the user live in now?', expect: ['Lombok'] },
      { question: 'What can’t the user digest?', expect: ['lactose', 'dairy'] },
      { question: 'What part-time work does the user do?', expect: ['barista'] },
      { question: 'Who is the user’s boyfriend?', expect: ['Felipe'] },
    ],
    unknown: ['What is the name of the user’s pet?', 'What sport does the user play?'],
  },

  // 4. Retiree with grandchildren — chats with an old friend, older Australian register
  {
    name: 'bevGeelong',
    threads: [
      [
        { role: 'assistant', content: 'Hello Bev, how are the grandies going?' },
        {
          role: 'user',
          content:
            "Hello Joan. Mia has started Prep this year and she loves it. Oscar is three and a proper terror. Karen drops them both off on Wednesdays so I have them all day. I'm exhausted by tea time.",
        },
        {
          role: 'assistant',
          content:
            "Lucky you all the same. Our Liam graduates from Monash next month, engineering. I'm so proud I could burst.",
        },
        { role: 'user', content: 'Well done Liam. Tell him from me. I still remember him in nappies.' },
      ],
      [
        {
          role: 'user',
          content:
            "Ron and I have finally done it. We've sold the house. We're moving to a unit in Ocean Grove at the end of next month. No more garden to mow and closer to Karen.",
        },
        {
          role: 'assistant',
          content: "Good on you! 38 years in that house in Geelong, wasn't it? Ron must be sad about his shed.",
        },
        {
          role: 'user',
          content:
            "He's taking half the shed with him, don't you worry. The new place has a carport he's already eyeing off.",
        },
      ],
      [
        { role: 'user', content: 'The surgeon rang today. My knee replacement is booked for the 3rd of April.' },
        { role: 'assistant', content: 'Which knee is it?' },
        {
          role: 'user',
          content:
            "The left one. I'll have to give bowls a miss for a few months. The girls at the club on Tuesdays will have to manage without me.",
        },
        {
          role: 'assistant',
          content:
            "I'll be on the cruise to Fiji in March, so I'll miss you going in, but I'll bring you back something tacky.",
        },
      ],
      [
        {
          role: 'user',
          content:
            "I've taken up watercolours, would you believe. There's a class at the U3A on Thursday mornings. Thirty-five years at Australia Post and I never had time for anything like it.",
        },
        { role: 'assistant', content: "Good for you Bev! You'll have to paint me something." },
        { role: 'user', content: "You'll get a very wobbly seagull, Joan. That's all I can do so far." },
      ],
      [
        {
          role: 'user',
          content:
            "Small change of plans. The hospital has moved my operation to the 10th of April because the surgeon is away. So I'll be at bowls a week longer.",
        },
        {
          role: 'assistant',
          content: "Well that works out, I'll be back from Fiji by then. I'll drive you in if Ron needs a hand.",
        },
      ],
    ],
    questions: [
      { question: 'What are the names of the user’s grandchildren?', expect: ['Mia', 'Oscar'] },
      { question: 'Which town is the user relocating to?', expect: ['Ocean Grove'] },
      { question: 'When is the user’s knee operation scheduled?', expect: ['10 April', 'April 10', '10th'] },
      { question: 'What sport does the user play at a club?', expect: ['bowls'] },
      { question: 'What is the name of the user’s husband?', expect: ['Ron'] },
      { question: 'What art class has the user started?', expect: ['watercolour', 'watercolor'] },
    ],
    unknown: ['Where is the user going on a cruise?', 'Which university is the user’s grandson graduating from?'],
  },

  // 5. New parent — AI assistant, sleep-deprived lowercase, Canadian
  {
    name: 'devNewDad',
    threads: [
      [
        {
          role: 'user',
          content:
            'ok so our daughter isla was born 3 weeks ago and i have not slept since lol. any tips for getting a newborn to sleep more than 2 hrs at a time',
        },
        {
          role: 'assistant',
          content:
            'Congratulations! At three weeks, 2–3 hour stretches are normal because newborns need to feed often. Things that help: swaddling, white noise, a dark room for night sleep, keeping night feeds quiet and boring, and taking shifts so each parent gets one longer block.',
        },
        {
          role: 'user',
          content:
            "yeah hannah does the night feeds and i take the 5am one so she gets a stretch. we're surviving on tim hortons",
        },
      ],
      [
        {
          role: 'user',
          content: 'help me plan freezer meals, gonna batch cook sunday. nothing with shellfish im allergic',
        },
        {
          role: 'assistant',
          content:
            "Shellfish-free batch list: beef and bean chili, chicken and veggie curry, turkey meatballs in marinara, lentil shepherd's pie, breakfast burritos wrapped individually. Want a shopping list?",
        },
        { role: 'user', content: 'yes pls, and double the burritos, those are clutch at 5am' },
      ],
      [
        {
          role: 'user',
          content:
            'how do we introduce our dog to the baby? moose is a 4yo golden retriever and he is VERY excited about everything all the time',
        },
        {
          role: 'assistant',
          content:
            "Let Moose sniff a blanket or onesie with Isla's scent first, keep him on leash for the first meetings, reward calm behaviour, and give him one-on-one time daily so he doesn't associate the baby with losing attention.",
        },
        { role: 'user', content: 'he already sleeps outside the nursery door lol. big softie' },
      ],
      [
        {
          role: 'user',
          content:
            'need to email my manager about extending my parental leave. im a civil engineer with the city of calgary, roads dept. leave ends march 3 and i want to push it to april 14',
        },
        {
          role: 'assistant',
          content:
            "Here's a draft:\n\nHi [Manager],\n\nI'd like to request an extension of my parental leave, currently ending March 3, through April 14. I'm happy to coordinate a handover of my current projects...",
        },
        { role: 'user', content: 'sorry typo, not april 14. april 28 is what hannah and i agreed on' },
        { role: 'assistant', content: 'Updated the draft to request leave through April 28.' },
      ],
      [
        { role: 'user', content: "isla's 2 month shots are next tuesday. anything we should bring?" },
        {
          role: 'assistant',
          content:
            'Bring her health record/immunization booklet, a feed (nursing or a bottle right after helps), a spare outfit, a favourite blanket, and some infant acetaminophen at home in case of a fever — check the dose with the nurse.',
        },
      ],
    ],
    questions: [
      { question: 'What is the name of the user’s newborn?', expect: ['Isla'] },
      { question: 'Who is the user’s partner?', expect: ['Hannah'] },
      { question: 'What does the user do professionally?', expect: ['engineer'] },
      { question: 'What food allergy does the user have?', expect: ['shellfish'] },
      { question: 'What is the user’s dog called?', expect: ['Moose'] },
      {
        question: 'Until what date does the user want to extend their parental leave?',
        expect: ['April 28', '28 April', '28th'],
      },
    ],
    unknown: ['What is the user’s favourite restaurant?', 'Where did the user grow up?'],
  },

  // 6. Chronic condition managing work — chats with a friend, German non-native English
  {
    name: 'lenaHamburg',
    threads: [
      [
        { role: 'assistant', content: 'hey! how was the gastro appointment?' },
        {
          role: 'user',
          content:
            "Not so good. The Crohn's is flaring again, so they want to start me on infusions, every 8 weeks at the UKE. First one is 14 October.",
        },
        {
          role: 'assistant',
          content:
            "oh no, I'm sorry. do you need a lift? I have Fridays off now since I switched to the 4-day rota at the hospital",
        },
        { role: 'user', content: 'That would be so nice. I will tell you when I know the time.' },
      ],
      [
        {
          role: 'user',
          content: 'I talked with my boss at Hapag today. I reduce to 30 hours, Mondays off. Finally some rest.',
        },
        { role: 'assistant', content: 'good!! was he ok with it?' },
        { role: 'user', content: 'Yes, surprisingly. HR was more complicated than him. Typical German paperwork 🙄' },
      ],
      [
        {
          role: 'user',
          content:
            'Kafka knocked my coffee onto the laptop this morning 😾 laptop is dead. At least it was the company one.',
        },
        {
          role: 'assistant',
          content:
            'your cat is a menace lol. Bruno ate a whole sock yesterday, we spent the evening at the vet. dogs are no better',
        },
        { role: 'user', content: 'Poor Bruno. Is he okay?' },
        { role: 'assistant', content: "yeah he's fine, the sock came out… the natural way. let's leave it there" },
      ],
      [
        {
          role: 'user',
          content:
            'Oh, and the hospital called: first infusion is moved to the 21st, not the 14th. Still Friday so your lift offer stays? 🙏',
        },
        { role: 'assistant', content: 'of course, 21st October in my calendar' },
      ],
      [
        {
          role: 'user',
          content:
            'Big news: I quit at Hapag! From 1 November I start at HanseMerkur, the insurance company, as QA lead. Fully remote, so no more commuting when I feel bad.',
        },
        { role: 'assistant', content: 'WHAT. congratulations!!! remote is perfect for you. we need to celebrate' },
        { role: 'user', content: 'Yes but no alcohol for me, the new medication. Tea party 😂' },
      ],
      [
        {
          role: 'user',
          content:
            'The dietitian put me on low FODMAP. No onions, no garlic, no wheat bread. Life is pain. Hamburg without Franzbrötchen is not life.',
        },
        {
          role: 'assistant',
          content:
            "I'll cook for you! I moved to Altona last month and my kitchen is finally big enough for guests. I'll find a FODMAP recipe",
        },
        { role: 'user', content: 'You are the best. I bring Kafka-proof dessert.' },
      ],
    ],
    questions: [
      { question: 'What chronic illness does the user live with?', expect: ['Crohn'] },
      { question: 'What is the name of the user’s cat?', expect: ['Kafka'] },
      { question: 'Which company does the user work for now?', expect: ['HanseMerkur', 'insurance'] },
      {
        question: 'When is the user’s first infusion treatment?',
        expect: ['21 October', 'October 21', '21st', '21.10'],
      },
      { question: 'What eating plan has the user been advised to follow?', expect: ['FODMAP'] },
      { question: 'What position will the user hold at the new employer?', expect: ['QA', 'quality'] },
    ],
    unknown: ['What is the name of the user’s dog?', 'Which neighbourhood did the user move to last month?'],
  },

  // 7. Musician/artist — AI assistant, Japanese illustrator with non-native English
  {
    name: 'yukiIllustrator',
    threads: [
      [
        {
          role: 'user',
          content:
            "Hello. Please help me to write English email to publisher in UK. I am illustrator of children's picture books, and they ask my rate for a 32 page book.",
        },
        {
          role: 'assistant',
          content:
            "Of course! Here's a draft:\n\nDear [Name],\n\nThank you for your interest in working together. For a 32-page picture book, my fee is [amount], which includes the cover, all interior spreads and two rounds of revisions...\n\nWould you like to add your file formats or timeline?",
        },
        {
          role: 'user',
          content:
            'Thank you. Please add that I work in Procreate and deliver 300dpi TIFF files. Timeline is 4 months.',
        },
        {
          role: 'assistant',
          content:
            "Added: 'I work digitally in Procreate and will deliver print-ready 300 dpi TIFF files, with an estimated timeline of four months.'",
        },
      ],
      [
        {
          role: 'user',
          content:
            'My right wrist is painful since some weeks. Doctor say it is tendonitis. Do you know stretching for artists?',
        },
        {
          role: 'assistant',
          content:
            "I'm sorry to hear that. Gentle wrist flexor and extensor stretches, tendon glides, and shaking out your hands every 30 minutes can help. Also consider a larger stylus grip and lowering your tablet angle. Please follow your doctor's advice about rest.",
        },
        { role: 'user', content: 'I will buy the thick grip. Thank you.' },
      ],
      [
        {
          role: 'user',
          content:
            'I will have small exhibition at gallery in Kyoto, Gallery Haru, from 8 March. Can you help me write English description for the flyer?',
        },
        {
          role: 'assistant',
          content:
            "Here's a draft: 'Small Worlds — an exhibition of original picture-book illustrations by Yuki Tanaka. Gallery Haru, Kyoto, opening 8 March.' Should I add a line about the theme?",
        },
        {
          role: 'user',
          content:
            'Sorry, I made a mistake. The opening is 15 March, not 8. 8 March is when I bring the works to gallery.',
        },
        { role: 'assistant', content: "No problem, I've changed the flyer to say the exhibition opens on 15 March." },
      ],
      [
        {
          role: 'user',
          content: 'My rabbit Mochi chewed my tablet cable again 😅 How can I protect cables from rabbit?',
        },
        {
          role: 'assistant',
          content:
            'Use split-loom tubing or cord protectors, route cables up high or behind furniture, and give Mochi safe chew alternatives like apple wood sticks or hay cubes.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'I moved my workspace. Before I worked at home in our apartment, but now I rent a desk in a shared studio in Nakazakicho. My husband Daichi is happy because the living room is free again haha. How do I introduce myself nicely to other artists there?',
        },
        {
          role: 'assistant',
          content:
            'That sounds lovely! Bring small omiyage or snacks on your first day, share a small print or postcard of your work, and ask others about their projects. A short self-introduction card with your Instagram could help too.',
        },
        { role: 'user', content: 'Good idea, I will make postcards with Mochi drawing.' },
      ],
    ],
    questions: [
      { question: 'What kind of work does the user do?', expect: ['illustrat'] },
      { question: 'What condition affects the user’s wrist?', expect: ['tendonitis', 'tendinitis'] },
      { question: 'On what date does the user’s exhibition open?', expect: ['15 March', 'March 15', '15th'] },
      { question: 'What kind of animal does the user keep as a pet?', expect: ['rabbit', 'bunny'] },
      { question: 'Where does the user currently work on their art?', expect: ['Nakazakicho', 'shared studio'] },
      { question: 'What is the user’s husband called?', expect: ['Daichi'] },
    ],
    unknown: ['What musical instrument does the user play?', 'What is the user’s favourite food?'],
  },

  // 8. Training for a sport — chats with a friend, sloppy lowercase slang, American
  {
    name: 'jaylenRunner',
    threads: [
      [
        { role: 'assistant', content: 'yo u still doin the marathon thing' },
        { role: 'user', content: 'bro yes. chicago in october, 18 wk plan started monday. did 14 miles sat 😮‍💨' },
        {
          role: 'assistant',
          content:
            'im tired just reading that. i just signed up for rec league basketball at the Y, thats my cardio lol',
        },
        { role: 'user', content: 'lmaooo u gonna pull a hammy first game' },
      ],
      [
        {
          role: 'user',
          content:
            'also went full vegan since new years. keisha got me on it. honestly feel good but protein is a struggle',
        },
        { role: 'assistant', content: 'nah i could never. im a brisket man til i die' },
        { role: 'user', content: 'lentils n tofu bro. tofu slaps if u cook it right' },
      ],
      [
        { role: 'user', content: 'ugh shin splints. pt says 2 wks no running 😤' },
        { role: 'assistant', content: 'damn. u gonna be ok for october?' },
        { role: 'user', content: 'idk man. bike n pool for now' },
      ],
      [
        {
          role: 'user',
          content:
            'ok update chicago is off. cant get the mileage back in time. switched to philly marathon nov 24 instead',
        },
        { role: 'assistant', content: "philly!! my cousin dre lives there, he'll put u up if u need a couch" },
        { role: 'user', content: 'bet, might take u up on that' },
      ],
      [
        {
          role: 'user',
          content:
            'work is killing me tho. peak season at ups starts soon, 10 hr routes, my legs already cooked before i even run',
        },
        {
          role: 'assistant',
          content: 'at least u get ur steps in lol. i start at the honda dealership next week btw, sales',
        },
        { role: 'user', content: 'ayyy sell me a civic at friends n family price' },
      ],
      [
        { role: 'user', content: 'ran the rock n roll half sunday, 1:38:12 new PR 🔥🔥 shins held up' },
        { role: 'assistant', content: 'LETS GOOO. told u u was fine' },
      ],
    ],
    questions: [
      { question: 'Which marathon is the user now preparing for?', expect: ['Philadelphia', 'Philly'] },
      { question: 'What kind of diet does the user eat?', expect: ['vegan'] },
      { question: 'What is the user’s girlfriend’s name?', expect: ['Keisha'] },
      { question: 'Who is the user’s employer?', expect: ['UPS'] },
      { question: 'What running injury did the user suffer?', expect: ['shin splint'] },
      { question: 'What is the user’s best half marathon time?', expect: ['1:38'] },
    ],
    unknown: ['Which basketball league did the user join?', 'What car dealership is the user starting work at?'],
  },

  // 9. Nurse on shifts — AI assistant, Filipino nurse in New Zealand
  {
    name: 'mariaNurse',
    threads: [
      [
        {
          role: 'user',
          content:
            "Good day! I'm a registered nurse in the ICU at Middlemore Hospital, doing 12-hour nights, 3 on 4 off. Can you suggest a sleep routine after night shift? I get home around 8:30am.",
        },
        {
          role: 'assistant',
          content:
            'Of course! Try wearing sunglasses on the drive home, keep your bedroom fully dark and cool, go to sleep soon after arriving (around 9am–3pm), and on your first day off do a short morning nap then stay up to reset.',
        },
        {
          role: 'user',
          content:
            'Thank you. My son Miguel is 10 and leaves for school at 8, so most days I only see him in the hospital car park when Paolo drives him past haha.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'Can you give me meal prep ideas I can eat at 3am without feeling heavy? I get migraines if I skip meals so I need to eat something.',
        },
        {
          role: 'assistant',
          content:
            'Light but steady options: chicken and vegetable soup in a thermos, rice paper rolls, boiled eggs with wholegrain crackers, overnight oats, and fruit with nuts. Keep hydrated too, as dehydration can trigger migraines.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'Help me write a Facebook message to my sister Joy in Manila. We will fly home for Christmas, arriving December 18. I want to tell her to not prepare too much food lol.',
        },
        {
          role: 'assistant',
          content:
            "Here you go: 'Ate Joy! Big news — we're coming home for Christmas! We land on December 18. Please don't cook a feast for us, we just want to see you all 😊'",
        },
        {
          role: 'user',
          content: 'Oh wait, Paolo booked the tickets and we actually land on December 20, not 18. Please fix.',
        },
        { role: 'assistant', content: "Fixed: 'We land on December 20.'" },
      ],
      [
        {
          role: 'user',
          content:
            'Update po: I transferred from ICU to the Emergency Department this month. Still nights but now 10-hour shifts. Any tips for ED triage for someone coming from ICU?',
        },
        {
          role: 'assistant',
          content:
            "Congratulations on the move! Review the triage scale used in NZ EDs, practise quick focused assessments rather than full ICU-style ones, learn the department's flow and escalation pathways, and ask to shadow an experienced triage nurse for a few shifts.",
        },
      ],
      [
        {
          role: 'user',
          content:
            "Our church choir is doing a Christmas concert before we fly, I'm singing alto. Can you suggest voice warm-ups when I'm tired from nights?",
        },
        {
          role: 'assistant',
          content:
            "Gentle lip trills, humming on 'mm' through your alto range, sirens from low to mid, and a few minutes of slow breathing. Stay hydrated and avoid pushing the lower notes when your voice is tired.",
        },
        { role: 'user', content: 'Salamat! I will do the lip trills in the car.' },
      ],
    ],
    questions: [
      { question: 'What is the user’s profession?', expect: ['nurse'] },
      { question: 'Which hospital department does the user work in now?', expect: ['Emergency'] },
      { question: 'What is the name of the user’s child?', expect: ['Miguel'] },
      {
        question: 'On what date will the user arrive in Manila?',
        expect: ['December 20', '20 December', '20th', 'Dec 20'],
      },
      { question: 'What health problem does the user have?', expect: ['migraine'] },
      { question: 'Which voice part does the user sing in the choir?', expect: ['alto'] },
    ],
    unknown: ['What is the name of the user’s daughter?', 'What car does the user drive?'],
  },

  // 10. Planning a wedding — chats with a friend, Nigerian in Houston, emoji-heavy
  {
    name: 'amaraWedding',
    threads: [
      [
        { role: 'assistant', content: 'Sooo did you guys pick a date??' },
        {
          role: 'user',
          content: 'YES. June 7 next year at The Astorian in Houston!! Daniel literally cried when we signed 😭💍',
        },
        {
          role: 'assistant',
          content: 'omg I love that man. Tunde and I got married in June too, hottest day of my life, my makeup melted',
        },
        { role: 'user', content: 'lol I remember, you were glowing. literally' },
      ],
      [
        {
          role: 'user',
          content: "Update: the venue messed up and double booked us 🙃 we're now June 14, same place. I'm so stressed",
        },
        { role: 'assistant', content: "Ugh at least it's the same venue. June 14 it is, I'm putting it in now" },
      ],
      [
        {
          role: 'user',
          content:
            "Also the traditional wedding will be in Enugu, December 28, in my parents' hometown. Mummy has already started planning the aso ebi colours 😂",
        },
        {
          role: 'assistant',
          content: "I'll be there!! unless our move to Atlanta lands on the same week, Tunde's job is still deciding",
        },
        { role: 'user', content: "You'd better be there, I need you to dance for me" },
      ],
      [
        { role: 'user', content: 'FOUND THE DRESS. little bridal shop in Rice Village, I walked in and just knew' },
        { role: 'assistant', content: 'PICTURES. NOW.' },
        {
          role: 'user',
          content: "No!! you see it on the day. I'm doing Orangetheory 4x a week so I can breathe in it lol",
        },
      ],
      [
        { role: 'user', content: "honeymoon: we're thinking Zanzibar. Daniel wanted Bali but I won 😌" },
        {
          role: 'assistant',
          content:
            "Zanzibar is gorgeous. Just warn the resort about me if they put cilantro on everything, oh wait I'm not coming lmao",
        },
        { role: 'user', content: 'you and your cilantro hatred 😂' },
      ],
      [
        { role: 'assistant', content: 'how are you going to plan all this in tax season though, still at EY?' },
        {
          role: 'user',
          content:
            "Yep, senior auditor now, got promoted in September 🎉 but busy season is going to eat me alive. I literally do audits for a living and I can't keep my own budget spreadsheet straight",
        },
      ],
    ],
    questions: [
      { question: 'Who is the user engaged to?', expect: ['Daniel'] },
      { question: 'What is the date of the user’s wedding in Houston?', expect: ['June 14', '14 June', '14th'] },
      { question: 'In which city will the user’s traditional wedding take place?', expect: ['Enugu'] },
      { question: 'Where is the user going for the honeymoon?', expect: ['Zanzibar'] },
      { question: 'What is the user’s job?', expect: ['auditor', 'audit'] },
      { question: 'What workout does the user do?', expect: ['Orangetheory'] },
    ],
    unknown: ['Which city is the user moving to?', 'What food does the user dislike?'],
  },

  // 11. Gamer/streamer — AI assistant, lowercase slang
  {
    name: 'zaneStreamer',
    threads: [
      [
        {
          role: 'user',
          content:
            'yo can u help me write a twitch bio. im frostbyte_zed, mostly valorant rn, stream tue/thu/sat 8pm est. keep it chill not cringe pls',
        },
        {
          role: 'assistant',
          content:
            "Here's one: 'frostbyte_zed — Valorant, bad callouts, good vibes. Live Tue/Thu/Sat at 8pm EST. Pull up, lurk, or roast my aim.' Want a shorter version for socials?",
        },
        { role: 'user', content: "lol 'roast my aim' is accurate. yeah gimme a short one too" },
      ],
      [
        {
          role: 'user',
          content: 'need a schedule for a 12hr charity stream for st jude, nov 9. like segments and breaks',
        },
        {
          role: 'assistant',
          content:
            'Sample plan for Nov 9: 10am kickoff + goals, 10:30 ranked games, 1pm viewer games, 3pm break, 3:30 challenge run, 6pm donation incentive segment, 8pm community games, 10pm final push and thank-yous.',
        },
        {
          role: 'user',
          content: 'wait nah its nov 16 not the 9th, my mod said the 9th clashes with a big tourney. same plan tho',
        },
        { role: 'assistant', content: 'Moved everything to Nov 16, same segments.' },
      ],
      [
        {
          role: 'user',
          content: 'my cat pixel keeps walking across my keyboard mid match 💀 how do i stop that without being mean',
        },
        {
          role: 'assistant',
          content:
            'Give Pixel a warm bed or box right next to your desk (cats love being near you and warmth), a keyboard cover when you step away, and a few minutes of play before you go live to tire her out.',
        },
        { role: 'user', content: 'chat actually loves when she shows up tho lmao. maybe i make it a segment' },
      ],
      [
        {
          role: 'user',
          content:
            'quick q should i tell my manager at gamestop that im streaming? i work there like 25 hrs a week, live in columbus so ppl might recognize me lol',
        },
        {
          role: 'assistant',
          content:
            "Check your employee handbook for any rules on outside work or social media. If there's nothing against it, you don't have to announce it, but avoid streaming from work or mentioning customers.",
        },
      ],
      [
        {
          role: 'user',
          content:
            'ok update: quit gamestop 🫡 got hired doing IT helpdesk at ohio state, full time M-F. so streams moving to fri/sat/sun 9pm. also im off valorant, doing an elden ring blind playthrough now. can u rewrite the bio',
        },
        {
          role: 'assistant',
          content:
            "New bio: 'frostbyte_zed — first time in the Lands Between, dying a lot, learning nothing. Elden Ring blind run, Fri/Sat/Sun at 9pm EST. Cameos by Pixel the cat.'",
        },
        { role: 'user', content: "'learning nothing' 😭 perfect" },
      ],
    ],
    questions: [
      { question: 'What is the user’s username on Twitch?', expect: ['frostbyte'] },
      { question: 'What is the user’s current day job?', expect: ['helpdesk', 'help desk', 'Ohio State'] },
      {
        question: 'On what date is the user’s charity stream?',
        expect: ['November 16', 'Nov 16', '16 November', '16th'],
      },
      { question: 'What is the name of the user’s cat?', expect: ['Pixel'] },
      { question: 'Which game is the user currently streaming?', expect: ['Elden Ring'] },
      { question: 'On which days does the user stream now?', expect: ['Fri'] },
    ],
    unknown: ['What is the name of the user’s roommate?', 'What musical instrument does the user play?'],
  },

  // 12. Learning a language — chats with a Portuguese friend, Korean non-native English
  {
    name: 'minjiLisbon',
    threads: [
      [
        { role: 'assistant', content: 'Olá Minji! Como estás?' },
        {
          role: 'user',
          content:
            'Olá! Estou... cansada? haha. english please, my brain is dead. Class in Chiado tonight was so hard, teacher talk too fast.',
        },
        {
          role: 'assistant',
          content:
            "haha it's normal, Lisbon people eat half the word. My Korean is much worse, trust me, still on Duolingo level 1",
        },
        { role: 'user', content: 'You are doing good! 화이팅!' },
      ],
      [
        { role: 'user', content: 'I registered for CIPLE exam! A2 level. 23 May!' },
        { role: 'assistant', content: "Parabéns! I'll quiz you every week" },
        {
          role: 'user',
          content:
            'omg I was wrong. 23 May is only the registration deadline, the exam is 6 June. More time to study, phew',
        },
        { role: 'assistant', content: "Even better. 6 June, I'll bring pastéis de nata after" },
      ],
      [
        {
          role: 'user',
          content:
            'I moved finally! No more Alfama stairs with groceries 😭 Now I live in Arroios, near the Mercado de Arroios.',
        },
        {
          role: 'assistant',
          content:
            'Nice, my clinic is very close to there! Clínica Sorriso on Almirante Reis, come and I clean your teeth for free haha',
        },
        { role: 'user', content: 'Dentist friend is best friend 😁' },
      ],
      [
        {
          role: 'user',
          content:
            'Work is crazy this week. Our fintech startup launch new app next Tuesday, I am only data analyst but everyone ask me everything.',
        },
        { role: 'assistant', content: 'Classic startup. Do they at least give you free coffee?' },
        { role: 'user', content: 'Free coffee yes, free time no 😂' },
      ],
      [
        {
          role: 'user',
          content:
            'Surf lesson in Caparica Saturday? I am still falling off the board every 3 seconds 😂 but I love it',
        },
        {
          role: 'assistant',
          content: "Can't this Saturday, Leonor has a birthday party, 8 kids in my flat, pray for me",
        },
        { role: 'user', content: 'Haha good luck! Next time.' },
      ],
      [
        { role: 'assistant', content: "Dinner Friday? there's a new churrasqueira near me" },
        {
          role: 'user',
          content:
            "I don't eat meat, only fish, remember? Pescatarian. But bacalhau is my best friend now so find fish place please 🐟",
        },
        { role: 'assistant', content: 'ahh yes sorry! ok, grilled sardines it is' },
      ],
    ],
    questions: [
      { question: 'Which language is the user studying?', expect: ['Portuguese'] },
      { question: 'When does the user sit the language exam?', expect: ['6 June', 'June 6', '6th'] },
      { question: 'Which Lisbon neighbourhood does the user live in now?', expect: ['Arroios'] },
      { question: 'What is the user’s role at work?', expect: ['data analyst', 'analyst'] },
      { question: 'Which water sport is the user learning?', expect: ['surf'] },
      { question: 'What dietary pattern does the user follow?', expect: ['pescatarian', 'fish'] },
    ],
    unknown: [
      'What is the name of the dental clinic where the user works?',
      'What is the name of the user’s daughter?',
    ],
  },
]
