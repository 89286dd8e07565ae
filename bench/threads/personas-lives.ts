import type { ThreadPersona } from './personas'

/**
 * An eleventh set, of twelve people: a widowed retired teacher in Valencia, a college student in Ohio, a lawyer moving
 * to Vancouver, a truck driver co-parenting with his ex, a Wisconsin dairy farmer, an architect on maternity leave in
 * Manchester, a ramen chef in Melbourne, a stepfather in Leeds, a public-health student in Peckham, a widowed notary in
 * Québec, an ICU nurse in Dubai and a plumber in Auckland. Written by a helper who had not read the rules, after the
 * tenth set's work. Measured before any change made for it: 43/72, never said 15/24, on commit 63c3d62.
 */
export const livesPersonas: ThreadPersona[] = [
  // 1. Retired widowed teacher in Valencia — talks to an AI assistant, non-native English (Spanish)
  {
    name: 'carmenValencia',
    threads: [
      [
        {
          role: 'user',
          content: `Hello. I am studying English because I go to visit my daughter Lucía in Edinburgh, she work there in the hospital, she is doctor for the children. Can you correct my sentence please? "Yesterday I have gone to the market and I have buyed oranges."`,
        },
        {
          role: 'assistant',
          content: `Of course! The corrected sentence is: "Yesterday I went to the market and I bought oranges." With "yesterday" we use the simple past (went, bought), and "buy" is irregular: buy – bought – bought. Would you like more practice with irregular verbs?`,
        },
        {
          role: 'user',
          content: `Yes please. I have much time now. Since Paco is gone, two years in March, the house is very quiet, only my canary Piolín singing all the morning.`,
        },
        {
          role: 'assistant',
          content: `I'm sorry about Paco. Here are ten irregular verbs to practise: go–went, see–saw, eat–ate, take–took, come–came, make–made, give–gave, find–found, think–thought, bring–brought. Try writing one sentence with each, about your day.`,
        },
      ],
      [
        {
          role: 'user',
          content: `I buy today the flight Valencia to Edinburgh for the 14 May, one month I stay with Lucía. What clothes I need? In Valencia now is 24 degrees.`,
        },
        {
          role: 'assistant',
          content: `Edinburgh in May is usually between 8 and 15 degrees, often windy, with some rain. Pack layers: a warm jumper or two, a waterproof jacket, a scarf, comfortable closed shoes and an umbrella. You can still bring lighter clothes for sunny afternoons.`,
        },
        {
          role: 'user',
          content: `Perdón, I make a mistake. The flight is the 21 May, not the 14. The 14 is the saint day of my cousin, I confuse the dates in the calendar.`,
        },
        {
          role: 'assistant',
          content: `No problem — so you fly on 21 May. The packing advice is the same; late May can be a little warmer, but keep the waterproof jacket.`,
        },
      ],
      [
        {
          role: 'user',
          content: `The doctor of the centro de salud make a scan and she say my bones are very thin, osteoporosis, and I must take calcium and vitamin D and walk every day. What exercises is good for a woman of 71 years? I am a bit afraid to fall.`,
        },
        {
          role: 'assistant',
          content: `Good options are brisk walking, gentle stair climbing with a handrail, sit-to-stand from a chair, heel raises holding the kitchen counter, and balance practice such as standing on one foot near a wall. Tai chi classes are excellent for balance. Avoid twisting and bending forward with weight. Ask your doctor about a physiotherapy referral.`,
        },
        {
          role: 'user',
          content: `Ok. I walk already with my neighbour Amparo by the Turia every morning at 8, one hour. Now I try also the chair exercise.`,
        },
      ],
      [
        {
          role: 'user',
          content: `My grandson Mateo, the son of Lucía, he have 6 years and he is crazy for dinosaurs, all the day dinosaurs. What present I can bring from Spain that is not heavy for the suitcase?`,
        },
        {
          role: 'assistant',
          content: `How lovely! Light ideas: a Spanish-language dinosaur picture book (good for keeping up his Spanish), a dinosaur T-shirt, a small fossil-digging kit, or a set of dinosaur stickers. You could also plan a visit together to the National Museum of Scotland, which has dinosaur skeletons.`,
        },
        {
          role: 'user',
          content: `The book in Spanish is a very good idea. 38 years I teach the small children to read in the colegio, I know what books they like 😊`,
        },
      ],
    ],
    questions: [
      { question: 'What did the user do for a living before retiring?', expect: ['teach'] },
      { question: 'What is the profession of the user’s daughter?', expect: ['doctor', 'paediatric', 'pediatric'] },
      { question: 'On what date does the user travel to Scotland?', expect: ['21 May', 'May 21', '21st'] },
      { question: 'What bone-related health problem does the user have?', expect: ['osteopor', 'thin'] },
      { question: 'Who does the user take her daily walks with?', expect: ['Amparo'] },
      { question: 'What is the user’s grandchild passionate about?', expect: ['dinosaur'] },
    ],
    unknown: ['What is the name of the user’s dog?', 'What does the user’s son-in-law do for work?'],
  },

  // 2. 19-year-old US college student — texting his best friend, lowercase, typos, emoji
  {
    name: 'jaydenOhio',
    threads: [
      [
        { role: 'assistant', content: `yo u alive?? havent heard from u all week` },
        {
          role: 'user',
          content: `barely lol. closing shift at chipotle 3 nights in a row 😩 i smell like carnitas permanently`,
        },
        {
          role: 'assistant',
          content: `lmaooo. bro i got news tho. i signed the papers, im going air force 🇺🇸 basic in san antonio in july`,
        },
        { role: 'user', content: `WAIT WHAT thats crazy marcus!! ur moms gotta be freaking out. proud of u fr` },
      ],
      [
        { role: 'user', content: `also me n kayla are done. like actually done this time` },
        { role: 'assistant', content: `damn. u good?? what happened` },
        {
          role: 'user',
          content: `she said i care more abt my classes than her which like... ok maybe. anyway i officialy switched out of bio, im comp sci now so im gonna be grinding even more 💀`,
        },
        { role: 'assistant', content: `comp sci is a good move tbh. premed was never u` },
      ],
      [
        {
          role: 'user',
          content: `ugh my civic is making the grinding noise again when i shift, mechanic said transmisson is basically cooked. $2400 😭😭`,
        },
        { role: 'assistant', content: `nah thats robbery. my uncle does transmissions, want me to ask him` },
        { role: 'user', content: `yes plsss` },
      ],
      [
        { role: 'assistant', content: `u still going to the lil yachty show?` },
        {
          role: 'user',
          content: `ya the 27th!! dre got us floor tix. also dre + me + his 2 roommates signed for a house on chittenden for next yr so no more dorms in august 🙏`,
        },
        { role: 'assistant', content: `no more dorm showers lets gooo` },
      ],
    ],
    questions: [
      { question: 'Where does the user have a part-time job?', expect: ['chipotle'] },
      { question: 'What is the user’s academic major now?', expect: ['computer science', 'comp sci'] },
      { question: 'Who is the user’s ex-girlfriend?', expect: ['Kayla'] },
      { question: 'What make or model of car does the user own?', expect: ['civic', 'honda'] },
      { question: 'Which branch of the military is the user’s friend joining?', expect: ['air force'] },
      { question: 'Who will the user be living with next school year?', expect: ['Dre'] },
    ],
    unknown: ['Which branch of the military did the user enlist in?', 'What is the name of the user’s new girlfriend?'],
  },

  // 3. Toronto corporate lawyer relocating to Vancouver — formal emails drafted with an AI assistant
  {
    name: 'priyaCounsel',
    threads: [
      [
        {
          role: 'user',
          content: `Please draft a formal resignation letter to the managing partner, Mr. Alan Whitford. I have accepted the position of General Counsel at Northbay Credit Union and my last day at the firm will be 17 May. I would like to thank him for six years of mentorship since I articled here.`,
        },
        {
          role: 'assistant',
          content: `Dear Mr. Whitford,\n\nPlease accept this letter as formal notice of my resignation, effective 17 May 2024. I have accepted the position of General Counsel at Northbay Credit Union.\n\nI am deeply grateful for the mentorship you have offered me over the past six years, from my articling year onward...\n\nShall I add a paragraph about transitioning your current files?`,
        },
        {
          role: 'user',
          content: `Yes, add that I will prepare transition memos for all active matters, particularly the Halvorsen arbitration.`,
        },
      ],
      [
        {
          role: 'user',
          content: `Could you draft an email to Northbay's HR confirming my start date of 3 June, and asking whether they offer relocation support for the move from Toronto to Vancouver?`,
        },
        {
          role: 'assistant',
          content: `Subject: Confirmation of start date and relocation support\n\nDear [HR contact],\n\nI am writing to confirm my start date of 3 June 2024 and to enquire whether Northbay offers relocation assistance for my move from Toronto to Vancouver...`,
        },
        {
          role: 'user',
          content: `Amendment: HR replied before I sent it. They have asked me to start on 17 June instead so I can join the leadership offsite. Please rewrite it as a thank-you confirming the 17th.`,
        },
        {
          role: 'assistant',
          content: `Dear [HR contact],\n\nThank you for your message. I am happy to confirm my revised start date of Monday 17 June 2024 and look forward to joining the leadership offsite...`,
        },
      ],
      [
        {
          role: 'user',
          content: `My wife Dana needs to transfer her licence from the Royal College of Dental Surgeons of Ontario to the BC college. Please draft a short enquiry about processing times; she has a patient list to hand over at her practice in Leslieville.`,
        },
        {
          role: 'assistant',
          content: `Dear Registration Department,\n\nI am a general dentist currently registered in Ontario and will be relocating to British Columbia in June 2024. I would be grateful if you could advise on current processing times for registration by transfer...`,
        },
      ],
      [
        {
          role: 'user',
          content: `We are flying with our greyhound, Biscuit. He is 34 kg. What are the options for transporting a dog that size from YYZ to YVR?`,
        },
        {
          role: 'assistant',
          content: `At 34 kg Biscuit will need to travel in the hold or as cargo in an IATA-compliant crate (giant size for a greyhound). Air Canada and WestJet both accept pets as checked baggage or via their cargo services, subject to temperature embargoes. Alternatively, a pet ground-transport service can drive him across (about 5 days).`,
        },
      ],
      [
        {
          role: 'user',
          content: `Please write to the restaurant booking our farewell dinner on the 10th: party of eight, 7 pm, and note that one guest (myself) has coeliac disease, so cross-contamination is a concern.`,
        },
        {
          role: 'assistant',
          content: `Dear [Restaurant],\n\nI would like to reserve a table for eight guests on 10 May at 7:00 pm. Please note that one member of our party has coeliac disease; we would appreciate confirmation that dishes can be prepared without gluten and with care to avoid cross-contamination...`,
        },
      ],
    ],
    questions: [
      { question: 'What is the user’s profession?', expect: ['lawyer', 'counsel', 'legal', 'attorney'] },
      { question: 'When does the user begin the new role?', expect: ['17 June', 'June 17', '17th'] },
      { question: 'What does the user’s spouse do for work?', expect: ['dentist', 'dental'] },
      { question: 'Which city is the user relocating to?', expect: ['Vancouver'] },
      { question: 'What breed of pet does the user have?', expect: ['greyhound'] },
      {
        question: 'What ingredient should a host avoid serving the user?',
        expect: ['gluten', 'wheat', 'coeliac', 'celiac'],
      },
    ],
    unknown: ['What is the name of the user’s cat?', 'Which school will the user’s children attend in Vancouver?'],
  },

  // 4. Divorced long-haul trucker from Memphis — voice-to-text run-ons to an AI assistant
  {
    name: 'darnellTrucker',
    threads: [
      [
        {
          role: 'user',
          content: `hey so I'm driving right now so excuse the voice text I haul reefer loads mostly Memphis down to Laredo and back and the doc just told me my A1C is 8.2 and I got to get it down or he's putting me on insulin which I can't have with my CDL so what can I eat at truck stops that isn't going to spike me`,
        },
        {
          role: 'assistant',
          content: `Drive safe — we can keep this simple. At truck stops look for: hard-boiled eggs, string cheese, nuts (unsalted), grilled chicken wraps or salads, turkey and cheese roll-ups, Greek yoghurt without added sugar, and water or unsweetened tea. Avoid sodas, sweet tea, pastries, and large portions of fries or white bread. Keeping a small cooler in the cab helps a lot.`,
        },
        {
          role: 'user',
          content: `okay cooler in the cab I can do that I already got one for my lunch meat period thank you`,
        },
      ],
      [
        {
          role: 'user',
          content: `need some ideas my daughter Kiara turns 10 on the 18th and her mama wants to do the party at her place which is fine me and Tasha get along way better since the divorce honestly than when we was married but I want to get her something special she's into slime and Taylor Swift`,
        },
        {
          role: 'assistant',
          content: `Nice that you and Tasha can co-parent well. For a 10-year-old Swiftie who loves slime: a DIY slime kit with glitter and charms, a friendship-bracelet kit (very Eras Tour), a Taylor Swift hoodie, or a "date" with you to make slime together and listen to her favourite album. A handwritten card from Dad goes a long way too.`,
        },
        { role: 'user', content: `the bracelet kit yes she's been asking for that` },
      ],
      [
        {
          role: 'user',
          content: `big news I got off the road finally well not totally but I switched to a local dedicated route delivering for the Kroger warehouse so starting May I'm home every night no more two weeks out so I can actually see my kids during the week`,
        },
        {
          role: 'assistant',
          content: `That's great news — being home every night will make a real difference, both for time with your kids and for managing your blood sugar with regular meals and sleep. Congratulations!`,
        },
      ],
      [
        {
          role: 'user',
          content: `taking my boy DJ bass fishing at Sardis Lake Saturday what should we use this time of year for bait comma he's never caught a bass so I want him to get one`,
        },
        {
          role: 'assistant',
          content: `In April bass are moving shallow to spawn. Try soft plastic worms or lizards (green pumpkin), a spinnerbait along the banks, or live minnows under a bobber for easy bites for a beginner. Fish early morning near brush, stumps and shallow coves.`,
        },
        { role: 'user', content: `live minnows it is he don't got the patience for the worm lol` },
      ],
    ],
    questions: [
      { question: 'What does the user do for a living?', expect: ['truck', 'driver', 'haul', 'deliver'] },
      { question: 'What chronic health condition is the user managing?', expect: ['diabet', 'a1c', 'blood sugar'] },
      {
        question: 'On what date does the user’s daughter have her birthday?',
        expect: ['18th', 'April 18', '18 April'],
      },
      { question: 'Who is the mother of the user’s children?', expect: ['Tasha'] },
      { question: 'How is the user’s work schedule changing?', expect: ['local', 'home every night', 'dedicated'] },
      { question: 'Where is the user taking his son fishing?', expect: ['Sardis'] },
    ],
    unknown: ['How old is the user’s son?', 'What is the name of the user’s new girlfriend?'],
  },

  // 5. Wisconsin dairy farmer, late 50s — terse one-liners to an AI assistant
  {
    name: 'ruthDairy',
    threads: [
      [
        { role: 'user', content: `vet coming thurs for herd check. 120 holsteins. what to have ready` },
        {
          role: 'assistant',
          content: `Have ready: updated records (breeding dates, calving dates, treatments), animals to be checked sorted or locked in headlocks, a list of any cows with concerns (lameness, mastitis, low production), and water/clean area for the vet to wash up.`,
        },
        { role: 'user', content: `ok` },
      ],
      [
        { role: 'user', content: `hip replacement 5/14. how long before i can drive tractor` },
        {
          role: 'assistant',
          content: `Typically 4–6 weeks before driving, depending on which hip and your surgeon's advice. Climbing up into a tractor cab is harder than a car, so many people wait 6–8 weeks for that. Ask your surgeon specifically about tractors and heavy lifting.`,
        },
        { role: 'user', content: `caleb taking over milking anyway. i'm doing books now` },
        {
          role: 'assistant',
          content: `Good plan. If you'd like, I can suggest simple farm bookkeeping software or a spreadsheet layout.`,
        },
      ],
      [
        { role: 'user', content: `gene and me married 34 yrs in june. cheap anniversary ideas. no travel, cows` },
        {
          role: 'assistant',
          content: `Ideas: a picnic supper out in the back field at sunset, a framed photo from your wedding day, cooking his favourite meal, a drive-in movie, or writing him a letter with 34 things you love about the years together.`,
        },
        { role: 'user', content: `picnic. he'll like that` },
      ],
      [
        { role: 'user', content: `milk check down again. co-op in reedsburg paying 16.80/cwt. normal?` },
        {
          role: 'assistant',
          content: `Spring 2024 Class III prices have been running roughly $16–18/cwt, so $16.80 is within the normal range for this period, though low compared with 2022. Component premiums (butterfat and protein) can make a difference to your final check.`,
        },
      ],
    ],
    questions: [
      { question: 'What kind of livestock does the user keep?', expect: ['cow', 'cattle', 'dairy', 'holstein'] },
      { question: 'When is the user having surgery?', expect: ['May 14', '14 May', '5/14'] },
      { question: 'Who has taken over the milking?', expect: ['Caleb'] },
      { question: 'How long has the user been married?', expect: ['34'] },
      { question: 'What is the name of the user’s spouse?', expect: ['Gene'] },
      { question: 'In which US state does the user farm?', expect: ['Wisconsin', 'Reedsburg'] },
    ],
    unknown: ['How many sheep does the user keep?', 'What is the user’s daughter’s name?'],
  },

  // 6. New mum in Manchester, Jordanian — WhatsApp with her best friend in Amman, Arabic-English mix
  {
    name: 'noorManchester',
    threads: [
      [
        { role: 'assistant', content: `Noooor habibti how is the little prince?? send pics!!! 😍` },
        {
          role: 'user',
          content: `Hanooon 😭❤️ Yousef is 3 weeks today wallah I haven't slept since he was born. he only sleeps on my chest`,
        },
        { role: 'assistant', content: `classic 😂 and you? how's the recovery?` },
        {
          role: 'user',
          content: `slowly slowly. the c-section scar is ok but I can't lift anything heavier than him for 6 weeks, so Karim's mum is staying with us until the 20th el7amdulillah, she cooks everything`,
        },
      ],
      [
        {
          role: 'user',
          content: `Karim went back to work yesterday, nights at the airport again, so it's me and his mum and the baby 🙈`,
        },
        { role: 'assistant', content: `yalla you'll be fine. ok I can't hold it anymore... OMAR PROPOSED 💍💍💍` },
        { role: 'user', content: `WHAAAAT 😱😱 mabrouk mabrouk!!! when is the wedding??` },
        { role: 'assistant', content: `August inshallah, in Amman. you HAVE to come` },
        { role: 'user', content: `of course!! Yousef will be 5 months, his first flight 😅` },
      ],
      [
        {
          role: 'user',
          content: `my boss emailed asking if I can "just quickly check" the drawings for the Salford library submission 🙄 I'm on mat leave!! I'm an architect not a robot`,
        },
        { role: 'assistant', content: `tell him no!! you're on leave, he can wait` },
        { role: 'user', content: `I said I'll look on Monday for one hour only. Karim says I'm too soft lol` },
      ],
      [
        {
          role: 'user',
          content: `health visitor came today, he's gained 400g 🥹 she said the tongue tie is fine, no need to cut`,
        },
        { role: 'assistant', content: `yaaay the chunky boy 😍 ` },
      ],
    ],
    questions: [
      { question: 'What is the user’s newborn son called?', expect: ['Yousef'] },
      { question: 'How did the user give birth?', expect: ['c-section', 'caesarean', 'cesarean', 'c section'] },
      {
        question: 'Who is staying with the user to help after the birth?',
        expect: ['in-law', 'Karim’s mum', "Karim's mum", "Karim's mother", 'husband’s mother', "husband's mother"],
      },
      { question: 'Where does the user’s husband work?', expect: ['airport'] },
      { question: 'What is the user’s profession?', expect: ['architect'] },
      { question: 'Who is the user’s friend getting married to?', expect: ['Omar'] },
    ],
    unknown: ['What is the name of the user’s daughter?', 'Where will the user’s friend live after her wedding?'],
  },

  // 7. Japanese ramen chef in Melbourne — asks an AI for help with English, non-native English
  {
    name: 'hiroshiRamen',
    threads: [
      [
        {
          role: 'user',
          content: `Hello, please check my English for notice on shop door. "Dear customer. Our shop is close on every Monday. Tonkotsu soup is making 18 hours so please understanding if sold out."`,
        },
        {
          role: 'assistant',
          content: `Here is a polished version: "Dear customers, we are closed every Monday. Our tonkotsu broth takes 18 hours to make, so we thank you for your understanding if it sells out." `,
        },
        {
          role: 'user',
          content: `Thank you very much. Monday I go surf at Torquay, is my only holiday, so I want the sign clear.`,
        },
      ],
      [
        {
          role: 'user',
          content: `My wife Aiko is go back to Fukuoka for two months. Her father have a stroke last week and she must take care. I am alone with shop now. How I can say to my staff I need more help in kitchen?`,
        },
        {
          role: 'assistant',
          content: `I'm very sorry to hear about Aiko's father. You could say: "Aiko needs to be in Japan for the next two months for family reasons. I'll need extra help in the kitchen during that time. Would anyone like to pick up more shifts?"`,
        },
        {
          role: 'user',
          content: `Good. Also Ben must taste all the prawn broth for the new menu, because I cannot eat shellfish, allergy since I am child. Is funny for a chef, everybody laugh.`,
        },
      ],
      [
        {
          role: 'user',
          content: `Please help me write email to landlord in Brunswick. We plan to open second shop there in July.`,
        },
        {
          role: 'assistant',
          content: `Sure. Could you tell me what you want to ask the landlord — fit-out dates, keys, or the lease start?`,
        },
        {
          role: 'user',
          content: `Sorry, change. Landlord already call me, the electric work is late, so opening is August now, not July. I want to ask if rent can start from August also.`,
        },
        {
          role: 'assistant',
          content: `Dear [Landlord],\n\nThank you for letting me know about the delay with the electrical work. As the opening of our Brunswick shop will now be in August rather than July, I would like to ask whether the rent could also commence from August...`,
        },
      ],
      [
        {
          role: 'user',
          content: `Immigration lawyer say my permanent residency application is now processing, maybe 12 months. What documents I must keep ready?`,
        },
        {
          role: 'assistant',
          content: `Keep ready: passport and visa history, skills assessment, employment references and payslips, tax records, police certificates from every country you lived in for 12+ months, health examination results, and evidence of your relationship with Aiko if she is included.`,
        },
      ],
    ],
    questions: [
      {
        question: 'What type of cuisine does the user cook professionally?',
        expect: ['ramen', 'tonkotsu', 'japanese'],
      },
      { question: 'Which day of the week is the user’s restaurant shut?', expect: ['Monday'] },
      { question: 'Why has the user’s wife gone to Japan?', expect: ['father', 'stroke', 'dad'] },
      { question: 'What food is the user unable to eat?', expect: ['shellfish', 'prawn', 'shrimp'] },
      { question: 'When is the user’s new location expected to open?', expect: ['August'] },
      { question: 'What visa status is the user applying for?', expect: ['permanent'] },
    ],
    unknown: ['What is the name of the user’s son?', 'Which university did the user’s wife attend?'],
  },

  // 8. Stepdad in Leeds, blended family — long rambling messages to an AI assistant
  {
    name: 'gregBlended',
    threads: [
      [
        {
          role: 'user',
          content: `Right, bit of a long one, sorry. I've been with Michelle four years, married for two, and her two from her first marriage live with us most of the week — Liam's 12 and he's brilliant, we go to Elland Road together, but Ava is 15 and she basically won't speak to me. I'm not trying to replace her dad, I'm really not, I fix boilers for a living so I'm not exactly a feelings guy, but I don't know what I'm doing wrong. Any advice on how to handle a stepdaughter who's shut you out?`,
        },
        {
          role: 'assistant',
          content: `That sounds hard, and it's a good sign you're asking. Some things that often help: let Michelle lead on discipline for Ava; keep showing up in low-pressure ways (lifts, her favourite snacks, asking about her interests without pushing); don't take the coldness personally — at 15 it's often about loyalty to her dad rather than about you; and find one small shared thing, even if it's just a TV show.`,
        },
        {
          role: 'user',
          content: `She does like that Bake Off. Maybe I'll just start watching it and see if she sits down. Worth a go.`,
        },
      ],
      [
        {
          role: 'user',
          content: `So the kids' dad, Scott, dropped a bombshell on Michelle last night — he's taking a job in Málaga and moving out there in the summer. Michelle's worried about how the kids will take it, Ava especially because she's always been a daddy's girl. Honestly part of me is worried she'll blame me somehow, which I know is daft. How do we tell them?`,
        },
        {
          role: 'assistant',
          content: `It's a normal worry. Ideally Scott tells the children himself, with Michelle present, and gives them concrete plans: when they'll visit, how often they'll video call. Afterwards, give Ava space; you can simply say "I'm here if you want to talk, and it's fine if you don't."`,
        },
      ],
      [
        {
          role: 'user',
          content: `Different topic. My own lad Tyler, from my first marriage, is finishing his second year of engineering at Newcastle and wants to do a placement year. He asked me to look over his CV. I left school at 16 so I feel a bit out of my depth but I'd like to help him, what do placement employers look for?`,
        },
        {
          role: 'assistant',
          content: `You can definitely help. Placement recruiters look for: relevant modules and projects, any practical or hands-on experience (your trade knowledge could help him describe this), teamwork, and a clear one-page layout. Encourage him to quantify results and tailor the CV for each role.`,
        },
      ],
      [
        {
          role: 'user',
          content: `We've booked a caravan in Cornwall for the week starting 27 July, all five of us if Tyler comes. Any tips for keeping teenagers happy in a static caravan for a week?`,
        },
        {
          role: 'assistant',
          content: `Book a pitch with decent Wi-Fi (seriously), let each teen choose one day's activity, plan beach days with surfing lessons, and give them some independence on site.`,
        },
        {
          role: 'user',
          content: `Update, the site messed up the booking so it's now the 3rd of August instead. Also for the evenings I'll be on the lemonade, I'm thirteen months off the booze now and I don't want a week of everyone drinking round me.`,
        },
        {
          role: 'assistant',
          content: `Thirteen months is a real achievement — well done. Bring your favourite alcohol-free drinks, plan activity-based evenings (crazy golf, a night walk to see the stars, board games), and let Michelle know in advance what would help.`,
        },
      ],
    ],
    questions: [
      { question: 'What trade does the user work in?', expect: ['boiler', 'heating', 'gas', 'plumb'] },
      { question: 'What is the name of the user’s stepdaughter?', expect: ['Ava'] },
      { question: 'Where is the stepchildren’s father moving to?', expect: ['Málaga', 'Malaga', 'Spain'] },
      { question: 'What subject is the user’s son studying at university?', expect: ['engineering'] },
      { question: 'When does the family holiday in Cornwall begin?', expect: ['3 August', 'August 3', '3rd'] },
      {
        question: 'Does the user drink alcohol?',
        expect: [
          'sober',
          'off the booze',
          'quit',
          'not drink',
          "doesn't drink",
          'does not drink',
          'stopped',
          'alcohol-free',
        ],
      },
    ],
    unknown: ['What is the name of the user’s first wife?', 'What does the user’s wife Michelle do for work?'],
  },

  // 9. Nigerian MSc student in London — chatting with a friend in Lagos, Nigerian English/pidgin
  {
    name: 'amakaPeckham',
    threads: [
      [
        {
          role: 'user',
          content: `Tobi!! I finally packed out of the halls in Bloomsbury o. I'm in Peckham now with two flatmates, Chloe and Sven. Room is small but the rent is sweet`,
        },
        { role: 'assistant', content: `Peckham!! my sister abeg you don do am. how are the oyinbo flatmates?` },
        {
          role: 'user',
          content: `Chloe is fine but she finished my jollof AGAIN this morning 😤 Sven is quiet, always cycling. I have labelled my cooler now lol`,
        },
      ],
      [
        { role: 'assistant', content: `how's school? the malaria thing?` },
        {
          role: 'user',
          content: `dissertation is on bed net use in Kano, supervisor says I need more data. Keppel Street is killing me honestly, this public health MSc no be beans`,
        },
        {
          role: 'assistant',
          content: `you go do am. me sef get gist — they're transferring me to the Abuja branch from June. promotion 😎`,
        },
        { role: 'user', content: `Eyyyy congrats!! Abuja big man. you'll be in your car with driver soon 😂` },
      ],
      [
        {
          role: 'user',
          content: `weekend shifts at the care home in Lewisham are paying my rent but I'm tired. two 12 hours back to back`,
        },
        { role: 'assistant', content: `take it easy o. the cold no dey favour you` },
        {
          role: 'user',
          content: `I know. I had a crisis last week, spent a night in King's. SS life 😩 doctor says keep warm and drink plenty water`,
        },
      ],
      [
        { role: 'user', content: `Mummy's 60th is on 8 June in Enugu, I've booked my flight home already` },
        { role: 'assistant', content: `I'll come from Abuja!` },
        {
          role: 'user',
          content: `abeg wait, dem don shift am to the 15th because Uncle Emeka can't travel before then. I have to change the ticket 😩`,
        },
      ],
    ],
    questions: [
      { question: 'Which area of London does the user live in now?', expect: ['Peckham'] },
      { question: 'Who does the user share a flat with?', expect: ['Chloe', 'Sven'] },
      { question: 'What is the user studying?', expect: ['public health', 'malaria', 'bed net'] },
      { question: 'What does the user do at weekends to earn money?', expect: ['care home', 'carer'] },
      { question: 'What inherited blood disorder does the user have?', expect: ['sickle'] },
      {
        question: 'On what date is the user’s mother’s 60th birthday celebration?',
        expect: ['15 June', 'June 15', '15th'],
      },
    ],
    unknown: ['Which city is the user moving to in June?', 'What is the name of the user’s boyfriend?'],
  },

  // 10. Widowed retired notary in Québec City — formal, non-native English (French), AI assistant
  {
    name: 'lucienQuebec',
    threads: [
      [
        {
          role: 'user',
          content: `Good day. I would like to write a letter of thanks to the nurses of the palliative unit at Hôtel-Dieu. My wife Thérèse passed there in October, and I never properly thanked them. We were married 51 years.`,
        },
        {
          role: 'assistant',
          content: `I'm so sorry for your loss. Here is a draft:\n\nDear nurses of the palliative care unit,\n\nLast October you cared for my wife, Thérèse, in her final days. Your kindness and patience gave us peace at the most difficult moment of our 51 years together...`,
        },
        {
          role: 'user',
          content: `It is very good. Please add that she loved the little window with the view on the river.`,
        },
      ],
      [
        {
          role: 'user',
          content: `The ophthalmologist at Saint-Sacrement has given me a date for the cataract operation on my left eye: 7 May. What must I prepare? I live alone now.`,
        },
        {
          role: 'assistant',
          content: `You will need someone to drive you home and ideally stay with you the first night. Prepare your eye drops schedule, a protective shield for sleeping, easy meals, and avoid bending or lifting heavy objects for a week.`,
        },
        {
          role: 'user',
          content: `A correction: the hospital telephoned this morning. The operation is displaced to 10 May. My son Marc-André will drive me.`,
        },
        { role: 'assistant', content: `Noted: the surgery is now on 10 May, with Marc-André driving you home.` },
      ],
      [
        {
          role: 'user',
          content: `In my potager I want to start my tomato seedlings indoors. I keep the seeds of Thérèse's old varieties, the Cœur de bœuf and a small yellow one from her mother. When should I sow for a planting at the end of May?`,
        },
        {
          role: 'assistant',
          content: `For transplanting in late May in Québec City, sow indoors 6–8 weeks before, so around early to mid-April. Use a bright window or grow light and harden the seedlings outdoors for a week before planting.`,
        },
      ],
      [
        {
          role: 'user',
          content: `I must write to the agent to sell the chalet at Lac-Beauport. Thérèse and I went every summer, but I cannot maintain it alone, and in September my granddaughter Émilie comes to live with me while she studies at Laval, so my life will be in the city.`,
        },
        {
          role: 'assistant',
          content: `Dear [Agent],\n\nI wish to put my chalet at Lac-Beauport on the market. Having owned it for many years, I am no longer able to maintain it on my own...`,
        },
        {
          role: 'user',
          content: `Please mention also that after 35 years as notaire I have all the titles and certificates in order.`,
        },
      ],
    ],
    questions: [
      { question: 'Is the user’s wife still alive?', expect: ['passed', 'died', 'death', 'late wife', 'widow'] },
      { question: 'When is the user’s eye surgery scheduled?', expect: ['10 May', 'May 10', '10th'] },
      { question: 'What was the user’s career?', expect: ['notar'] },
      { question: 'What vegetable does the user grow?', expect: ['tomato'] },
      { question: 'Who is coming to live with the user in the autumn?', expect: ['Émilie', 'Emilie', 'granddaughter'] },
      { question: 'What property is the user selling?', expect: ['chalet', 'cottage', 'Lac-Beauport'] },
    ],
    unknown: ['What is the name of the user’s cat?', 'What was the user’s wife’s profession?'],
  },

  // 11. Filipina ICU nurse in Dubai moving to the UK — texting her best friend in Manila, Taglish
  {
    name: 'joyDubai',
    threads: [
      [
        {
          role: 'user',
          content: `besh just got home from 12hr night shift sa ICU, 3 intubated pts in one night 😵 grabe`,
        },
        { role: 'assistant', content: `ay girl rest ka muna!! kain ka ha` },
        {
          role: 'user',
          content: `oo. btw wala na kami ni Paolo. for real na this time. he said LDR is too hard daw 🙄`,
        },
        { role: 'assistant', content: `HALA. ok lang yan, you deserve better 💪` },
      ],
      [
        { role: 'assistant', content: `may chika ako... I'm pregnant!!! 🤰 due in October` },
        { role: 'user', content: `JEN OMG 😭😭😭 congrats!! ninang ako ha!!` },
        { role: 'assistant', content: `syempre ikaw ninang 😘` },
      ],
      [
        {
          role: 'user',
          content: `look who I adopted from the shelter 🐱 her name is Mochi, orange tabby, super clingy`,
        },
        { role: 'assistant', content: `ang cute!!! finally may kasama ka na sa flat` },
        { role: 'user', content: `haha yes. and she doesn't care if I sleep at 9am lol` },
      ],
      [
        {
          role: 'user',
          content: `guess what. got the offer from the NHS trust in Birmingham!! critical care din. flight on the 28th of June`,
        },
        { role: 'assistant', content: `WAHHH congrats besh!! pano si Mochi?` },
        {
          role: 'user',
          content: `she's coming with me, pet relocation na, mahal pero sulit. also still training for my first half marathon, 21k in Dubai creek before I leave 🏃‍♀️`,
        },
      ],
    ],
    questions: [
      {
        question: 'In which hospital department does the user work?',
        expect: ['ICU', 'intensive care', 'critical care'],
      },
      { question: 'Who is the user’s ex-boyfriend?', expect: ['Paolo'] },
      { question: 'What is the name of the user’s pet?', expect: ['Mochi'] },
      {
        question: 'Which country is the user relocating to for a job?',
        expect: ['UK', 'England', 'Birmingham', 'United Kingdom', 'Britain'],
      },
      { question: 'What running event is the user training for?', expect: ['half marathon', '21k', '21 k'] },
      { question: 'When is the user’s friend’s baby due?', expect: ['October'] },
    ],
    unknown: ['When is the user due to give birth?', 'What is the name of the user’s dog?'],
  },

  // 12. Tongan-Kiwi plumber in Auckland going self-employed — casual NZ slang to an AI assistant
  {
    name: 'tevitaAuckland',
    threads: [
      [
        {
          role: 'user',
          content: `chur bro quick one, handed my notice in at Watercare today, going out on my own from next month. what do i need to sort for a sole trader plumbing biz in NZ?`,
        },
        {
          role: 'assistant',
          content: `Congrats on taking the leap! Key things: register for an NZBN, check if you need to register for GST (required if turnover is over $60k), keep your practising licence with the PGDB current, get public liability insurance, set up a separate business bank account and accounting software like Xero, and keep aside money for provisional tax.`,
        },
        { role: 'user', content: `sweet as. Mele's gonna do the invoicing, she's way better with that stuff than me` },
      ],
      [
        { role: 'user', content: `gout flared up again in my big toe, can hardly get my boot on. what foods do i cut` },
        {
          role: 'assistant',
          content: `Reduce red meat, organ meats, shellfish (mussels especially), sugary drinks and beer. Drink plenty of water. Low-fat dairy, vegetables and cherries may help. See your GP about preventive medication like allopurinol if flare-ups are frequent.`,
        },
        { role: 'user', content: `no mussels?? thats half of sunday lunch at church lol. ok` },
      ],
      [
        {
          role: 'user',
          content: `coaching my boy's U11s rugby saturday mornings, any good drills for tackling technique that are safe for little fellas`,
        },
        {
          role: 'assistant',
          content: `Try "cheek-to-cheek" kneeling tackles onto tackle bags, walking-pace tackles with a focus on head position (head to the side, eyes up), and the "ring of fire" drill for low body position. Keep contact short and fun.`,
        },
      ],
      [
        { role: 'user', content: `nana turning 90 in Nuku'alofa, whole whanau going. thinking first week of july` },
        {
          role: 'assistant',
          content: `What a milestone! Would you like help finding flights from Auckland to Tongatapu for early July for the family?`,
        },
        {
          role: 'user',
          content: `all good, booked flights for the 5th. 6 of us, even our youngest Sione who just started kindy`,
        },
      ],
    ],
    questions: [
      { question: 'What is the user’s trade?', expect: ['plumb'] },
      { question: 'Who was the user’s previous employer?', expect: ['Watercare'] },
      { question: 'What medical condition is affecting the user’s foot?', expect: ['gout'] },
      { question: 'What sport does the user coach?', expect: ['rugby'] },
      { question: 'When is the user flying to Tonga?', expect: ['5 July', 'July 5', '5th'] },
      { question: 'What is the name of the user’s youngest child?', expect: ['Sione'] },
    ],
    unknown: ['What is the name of the user’s business partner?', 'What is the name of the user’s eldest daughter?'],
  },
]
