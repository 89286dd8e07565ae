import type { ThreadPersona } from './personas'

/**
 * Set 27, written by a helper that had not read the service's rules and measured once before any change made for it
 * (62/96, never said 14/24): twelve people (19–74; Nigeria, New
 * Zealand, England, Germany, the US, Singapore, Ireland, South Africa, the Philippines, Scotland, Canada, Australia)
 * who mostly ask for help with work and errands — memos, cover letters, invoices, spreadsheets, code, rosters, trip
 * plans — and whose personal facts come out only in passing: inside a pasted draft, a code comment or a spreadsheet
 * row, in an aside ("I must leave by 2pm for my son's sports"), in the details of a request, in a complaint or a
 * sign-off. Registers vary (formal, terse, sloppy, non-native, lower case only). Half talk to an AI assistant; half
 * to a friend or colleague (the `assistant` role) who also tells facts of their own life, which are not the user's.
 * About half of the people change or correct something over the threads (a moved date, a new job, "it's Mia, not
 * Ava, who's allergic"). Questions ask about the user in other words; about a quarter ask about facts found only
 * inside pasted material the user wrote about themselves.
 */
export const asidesPersonas: ThreadPersona[] = [
  // --- AI assistant, Lagos, 46, formal Nigerian English, procurement head; graduation date moves ---
  {
    name: 'Daniel',
    threads: [
      [
        {
          role: 'user',
          content: `Good morning. Kindly assist me to make this memo more formal and firm. It is going to all our haulage vendors.

MEMO
To: All Haulage Vendors
From: Head of Procurement
Date: 3rd March
Subject: Delay in Settlement of Invoices

This is to inform you that payment for invoices submitted in January will be delayed by two weeks due to the ongoing migration of our finance system. We regret the inconvenience. Vendors should not call the finance office directly, all enquiries should come through procurement. Any vendor that stops supply because of this delay will be reviewed at the next evaluation.

Daniel Okonkwo
Head of Procurement, Ibeju Lekki Cement Company Ltd`,
        },
        {
          role: 'assistant',
          content: `MEMO
To: All Haulage Vendors
From: Head of Procurement
Date: 3rd March
Subject: Delay in Settlement of January Invoices

Please be advised that settlement of invoices submitted in January will be delayed by two (2) weeks owing to the ongoing migration of our finance system. We regret any inconvenience this may cause.

All enquiries regarding payment must be directed to the Procurement Department. Vendors are requested not to contact the Finance Office directly.

Kindly note that any interruption of supply arising from this delay will be taken into account at the next vendor performance evaluation.

Daniel Okonkwo
Head of Procurement
Ibeju Lekki Cement Company Ltd`,
        },
        {
          role: 'user',
          content:
            'Well done. Please add one line that the finance team has moved to the 4th floor of the admin block, so nobody should go to the old office.',
        },
        {
          role: 'assistant',
          content:
            'Add this after the second paragraph: "Please also note that the Finance team has relocated to the 4th floor of the Administrative Block; the former Finance Office is no longer in use."',
        },
        { role: 'user', content: 'Thank you. This is fine.' },
      ],
      [
        {
          role: 'user',
          content: `Please check this cover letter for my UK visitor visa application and correct any errors. Do not change the meaning.

To the Entry Clearance Officer,

I, Daniel Chukwuemeka Okonkwo, a Nigerian citizen, wish to apply for a Standard Visitor visa to travel to the United Kingdom from 10th July to 24th July. The purpose of my visit is to attend the graduation ceremony of my daughter, Adaeze Okonkwo, who is completing her MSc in Public Health at the University of Manchester. The ceremony is scheduled to hold on 14th July.

I will be travelling with my wife, Mrs Ngozi Okonkwo, who is a Senior Lecturer in Accounting at Lagos State University. She is applying separately.

I have been employed with Ibeju Lekki Cement Company Ltd since 2011 and I currently serve as Head of Procurement. My employer has approved my annual leave for the period, and a letter from the Human Resources department is attached. I also own my house in Ajah and have two other children in secondary school in Lagos, which are strong reasons for my return.

All expenses for the trip will be borne by me. Attached are my bank statements for the last six months.

Yours faithfully,
Daniel C. Okonkwo`,
        },
        {
          role: 'assistant',
          content:
            'The letter is clear and well organised. A few small corrections:\n\n1. "scheduled to hold on 14th July" → "scheduled to take place on 14th July".\n2. "I have been employed with" → "I have been employed by".\n3. "I also own my house in Ajah and have two other children…, which are strong reasons" → "I own a house in Ajah, and my two other children attend secondary school in Lagos; these are strong reasons for my return."\n4. Consider adding the address where you will stay in Manchester.\n\nEverything else can stay as it is.',
        },
        {
          role: 'user',
          content: 'Is it necessary to mention my salary in the letter? My brother-in-law said I should.',
        },
        {
          role: 'assistant',
          content:
            'It is not required. Your bank statements and the HR letter already show your income and employment. If you want, you can add one sentence such as "My monthly salary is paid into the account shown in the attached statements", but the figure itself is optional.',
        },
        { role: 'user', content: 'Okay. Noted. I will leave it.' },
      ],
      [
        {
          role: 'user',
          content: `I need a formula in Excel. Column E should be the weighted score: price 40%, delivery 30%, quality 30%. Please be fast, I must leave by 2pm for my son's inter-house sports. Chidi is running the 400m and he will not forgive me if I miss it.

Vendor | Price score | Delivery score | Quality score | Weighted
Oduduwa Haulage | 78 | 85 | 70 |
Eko Bulk Logistics | 90 | 60 | 75 |
Niger Delta Freight | 65 | 88 | 82 |`,
        },
        {
          role: 'assistant',
          content:
            'In E2 type:\n=B2*0.4+C2*0.3+D2*0.3\nthen drag it down to E4.\n\nResults: Oduduwa Haulage 77.7, Eko Bulk Logistics 76.5, Niger Delta Freight 77.0. Good luck to Chidi!',
        },
        { role: 'user', content: 'So Oduduwa is highest.' },
        {
          role: 'assistant',
          content:
            'Yes, Oduduwa Haulage is highest at 77.7, but only 0.7 ahead of Niger Delta Freight, so you may want to note that the two are close.',
        },
        { role: 'user', content: 'Thank you. Let me run.' },
      ],
      [
        {
          role: 'user',
          content:
            'Help me write a short letter to the staff canteen contractor asking them to provide at least one low-salt option at lunch every day. Many of our staff have high blood pressure, myself included since the doctor put me on medication in January. Keep it polite, they are a good contractor.',
        },
        {
          role: 'assistant',
          content:
            'Dear [Contractor Name],\n\nThank you for the consistently good service your team provides in our staff canteen.\n\nWe would like to request that at least one low-salt meal option be made available at lunch each day. A number of our staff, myself included, are managing high blood pressure on medical advice, and a reduced-salt choice would be of real benefit to them.\n\nWe would be glad to discuss menu ideas with you at your convenience.\n\nYours sincerely,\nDaniel Okonkwo\nHead of Procurement',
        },
        { role: 'user', content: 'The company is Grace Table Catering. The manager is Mrs Adebayo.' },
        {
          role: 'assistant',
          content:
            'Updated opening: "Dear Mrs Adebayo," and in the first line: "Thank you for the consistently good service Grace Table Catering provides in our staff canteen." The rest stays the same.',
        },
        { role: 'user', content: "Good. Remove 'myself included', it is not their business." },
        {
          role: 'assistant',
          content:
            'Done: "A number of our staff are managing high blood pressure on medical advice, and a reduced-salt choice would be of real benefit to them."',
        },
      ],
      [
        {
          role: 'user',
          content:
            'The university has written to say the ceremony has been moved. It is now 21st July, not 14th. Please update the paragraph in the cover letter and change my travel dates to 17th July to 30th July.',
        },
        {
          role: 'assistant',
          content:
            'Updated paragraph:\n\n"I wish to apply for a Standard Visitor visa to travel to the United Kingdom from 17th July to 30th July. The purpose of my visit is to attend the graduation ceremony of my daughter, Adaeze Okonkwo, who is completing her MSc in Public Health at the University of Manchester. The ceremony is scheduled to take place on 21st July."',
        },
        { role: 'user', content: 'My leave letter from HR still says 10th to 24th. Should I ask them to change it?' },
        {
          role: 'assistant',
          content:
            'Yes. The dates on the HR letter should match the dates in your cover letter and application form, otherwise the officer may query it. Ask HR for a revised letter covering 17th to 30th July.',
        },
        { role: 'user', content: 'Okay. I will see HR tomorrow.' },
      ],
      [
        {
          role: 'user',
          content:
            'Please suggest a hotel area in Manchester close to the university. My wife has a bad knee so we need a place with a lift and not a long walk to the ceremony hall. Budget about 150 pounds per night.',
        },
        { role: 'assistant', content: 'Happy to help. Do you know which building the ceremony is in?' },
        { role: 'user', content: 'Whitworth Hall.' },
        {
          role: 'assistant',
          content:
            'Whitworth Hall is on Oxford Road, on the main campus. Hotels along Oxford Road or near Oxford Road station are within a short, flat walk, and several have lifts and accessible rooms within your budget. When booking, ask for a room near the lift and check whether there is step-free access from the entrance. A taxi from the hotel to the hall on the day is also an easy option for your wife.',
        },
        { role: 'user', content: 'Thanks. Adaeze said she will book it for us from there.' },
      ],
      [
        {
          role: 'user',
          content:
            'Write a short tribute, about 2 minutes, for our Chief Storekeeper Mr Emmanuel Bassey who is retiring after 33 years. He trained me when I joined the company. He is a very strict man but fair, he likes highlife music and he never misses a day.',
        },
        {
          role: 'assistant',
          content:
            'Good afternoon, everyone.\n\nThirty-three years. That is how long Mr Emmanuel Bassey has kept our stores in order, and I can say without exaggeration that in all that time he has never missed a day.\n\nWhen I joined this company, it was Mr Bassey who trained me. He was strict — if a delivery note was wrong by one bag, you would hear about it — but he was always fair, and everything I know about stock control started with him.\n\nMany of us will miss the sound of highlife coming from the store office in the afternoon. Sir, we hope your retirement gives you more time for the music you love.\n\nOn behalf of all of us: thank you, and congratulations.',
        },
        { role: 'user', content: 'Good. Add one joke about how he counts bags of cement in his sleep.' },
        {
          role: 'assistant',
          content:
            'Add after the second paragraph: "His wife tells us that even at night he still counts bags of cement in his sleep — and that if he reaches a number that doesn\'t tally, he wakes up to check."',
        },
        { role: 'user', content: 'Very good.' },
      ],
    ],
    questions: [
      { question: 'Which department does the user head at his company?', expect: ['procurement'] },
      { question: 'In what subject is the user’s daughter earning a postgraduate degree?', expect: ['public health'] },
      { question: 'What does the user’s spouse do for a living?', expect: ['lecturer', 'accounting'] },
      { question: 'On what date is the ceremony the user is travelling abroad for?', expect: ['21'] },
      { question: 'Which athletics event does the user’s son run?', expect: ['400'] },
      { question: 'What condition is the user on medication for?', expect: ['blood pressure', 'hypertension'] },
      { question: 'What physical problem of the user’s wife affects the choice of hotel?', expect: ['knee'] },
      { question: 'In what year did the user start with his current employer?', expect: ['2011'] },
    ],
    unknown: ['What is the name of the retiring storekeeper’s wife?', 'What car does the user drive?'],
  },
  // --- friend/colleague, Dublin, 41, geography teacher texting a colleague; field trip date moves ---
  {
    name: 'Siobhán',
    threads: [
      [
        {
          role: 'user',
          content: `Aoife would you cast an eye over these before I upload them? I've 28 of the things to do tonight and Cian's hurling match is at 6 so I'm against the clock

"Conor has shown a real interest in physical geography this term, particularly our work on rivers. He needs to revise key terms more regularly."
"Ella is a lovely, hard-working student whose fieldwork project was excellent. Well done Ella."
"Jamie is capable of much more. Homework is frequently not completed."`,
        },
        {
          role: 'assistant',
          content:
            "They're grand! Maybe swap out 'lovely' — Ms Nolan gave out about 'lovely' at the staff meeting, said it's not a learning comment. Jamie's is a bit blunt, give him one thing he can actually do. Also!! Ronan's doing a tasting menu at the restaurant Thursday, come if you're free?",
        },
        {
          role: 'user',
          content:
            "Ah Thursday's Declan's mam's birthday, we've to drive out to Naas. Next time though!! Will fix Jamie's, thanks a million",
        },
        { role: 'assistant', content: 'No bother. Go on Cian!!' },
      ],
      [
        {
          role: 'user',
          content: `Letter for the 2nd years, does this read ok?

Dear Parent/Guardian,

Second Year Geography students will travel to the Burren, Co. Clare on Thursday 8th May as part of their fieldwork for the Junior Cycle Classroom-Based Assessment. The bus will leave the school at 7.30am and return at approximately 6.30pm. Students should bring a packed lunch, a waterproof jacket and sturdy shoes. The cost of the trip is €35, payable on the school app by Friday 25th April.

Please sign and return the consent form below.

Ms S. Gallagher
Geography Department`,
        },
        {
          role: 'assistant',
          content:
            "Reads fine. I'd add a mobile number for the day in case the bus is late back. Do you need another teacher? I could come, Thursdays I only have the 6th years first thing and they'd survive without me",
        },
        { role: 'user', content: "Would you?? You'd be a lifesaver. I need 3 staff for 52 kids. Me, Brian and you" },
        { role: 'assistant', content: "Put me down. I'll tell Ms Nolan so she can sort cover" },
      ],
      [
        {
          role: 'user',
          content: `Sorry to be a pain again, can you proof my abstract? M.Ed assignment due Friday and I've read it so many times the words have stopped meaning anything

This small-scale study examines how fieldwork is used to support inquiry-based learning in Junior Cycle Geography. It was carried out in a DEIS secondary school in south Dublin where the researcher has taught for eleven years. Data were gathered through a survey of 64 students and semi-structured interviews with three geography teachers. Findings suggest that students value fieldwork highly but that its links to classroom inquiry are often left implicit. Implications for planning are discussed.`,
        },
        {
          role: 'assistant',
          content:
            "It's good! Only things: 'in which the researcher has taught' reads a bit smoother, and maybe say what 'left implicit' means in practice, one clause. Mad that it's eleven years, I've only been here three and it feels like twenty",
        },
        { role: 'user', content: 'Tell me about it. Thanks a million, I owe you a coffee. Several coffees' },
      ],
      [
        {
          role: 'user',
          content:
            "Any chance you'd swap yard duty with me Wednesday? I've the physio for my shoulder at 1 and she's impossible to reschedule",
        },
        {
          role: 'assistant',
          content:
            "Yeah no bother, you can take my Friday one instead — I'm off Friday anyway, viewing a house in Lucan with Ronan 🤞",
        },
        { role: 'user', content: "Oh exciting!! Done. Good luck, Lucan's lovely" },
        {
          role: 'assistant',
          content: "Is it? We've only been out there twice ha. Mortgage man says we can just about do it",
        },
      ],
      [
        {
          role: 'user',
          content:
            'Disaster. Bus company double booked us for the 8th. Trip is moved to Thursday 15th May. Does that still work for you?? And I have to redo the bloody letter 🙄',
        },
        {
          role: 'assistant',
          content: '15th is fine for me. Just change the date and the payment deadline and send it again',
        },
        { role: 'user', content: 'Payment deadline Friday 2nd May then, that ok?' },
        { role: 'assistant', content: 'Grand, gives them two weeks' },
      ],
      [
        {
          role: 'user',
          content:
            "What do you get a lad turning 12 who's obsessed with hurling and Minecraft and has everything? Declan says a new helmet but that's not a present that's equipment",
        },
        {
          role: 'assistant',
          content:
            'Tickets to a Dublin match in Croke Park? Ronan brought his nephew last summer and he still talks about it. Or one of those big Minecraft Lego sets',
        },
        { role: 'user', content: 'Ooh Croke Park. He would lose his mind. Thank you!!' },
      ],
    ],
    questions: [
      { question: 'What sport does the user’s son play?', expect: ['hurling'] },
      { question: 'Which school subject does the user teach?', expect: ['geography'] },
      { question: 'What region are the user’s students visiting for fieldwork?', expect: ['burren'] },
      { question: 'On what date will the class trip now take place?', expect: ['15th', '15 may', 'may 15'] },
      { question: 'What postgraduate qualification is the user working towards?', expect: ['m.ed', 'master'] },
      { question: 'How long has the user been teaching at her current school?', expect: ['eleven'] },
      { question: 'Which part of the user’s body is she getting treatment for?', expect: ['shoulder'] },
      { question: 'What age is the user’s son about to turn?', expect: ['12', 'twelve'] },
    ],
    unknown: ['In which area is the user viewing a house?', 'What does the user’s husband do for a living?'],
  },
  // --- AI assistant, Wellington, 19, student, writes in lower case only; leaves café job for a bike shop ---
  {
    name: 'kai',
    threads: [
      [
        {
          role: 'user',
          content:
            "can u help me write a text to my manager asking if someone can cover my saturday shift. it's for a field trip to kaikoura for my marine bio paper, it's compulsory",
        },
        {
          role: 'assistant',
          content:
            'Sure: "Hi Mere, I\'ve got a compulsory university field trip to Kaikōura this Saturday for my marine biology paper. Would anyone be able to cover my shift at the café? I\'m happy to swap for one of theirs. Sorry for the short notice!"',
        },
        { role: 'user', content: "less formal pls she's chill" },
        {
          role: 'assistant',
          content:
            '"hey mere, any chance someone could cover my sat shift? got a compulsory uni field trip to kaikōura. happy to swap, sorry for the late notice!"',
        },
        { role: 'user', content: 'perfect ty' },
      ],
      [
        {
          role: 'user',
          content: "how do u cite a govt report in apa 7. it's from doc (department of conservation) 2021, no author",
        },
        {
          role: 'assistant',
          content:
            'When there is no individual author, the organisation is the author:\n\nDepartment of Conservation. (2021). *Title of the report in italics*. https://www.doc.govt.nz/...\n\nIn text: (Department of Conservation, 2021).',
        },
        {
          role: 'user',
          content: `ok and is this intro fine, its for my first year ecology essay, 1500 words due fri

kelp forests along the wellington south coast have declined noticeably over the past two decades. this essay will argue that marine heatwaves, sedimentation and the loss of predators that keep kina numbers down have combined to push these forests toward collapse. i first noticed this diving off owhiro bay with my nana, where the bull kelp we used to swim through is now patchy and thin.`,
        },
        {
          role: 'assistant',
          content:
            'The argument is clear and the three causes give you a ready-made structure. Two suggestions: capitalise proper nouns (Wellington, Ōwhiro Bay) and consider cutting the personal observation — markers usually want evidence from sources in an intro. You could replace it with a figure on how much kelp cover has been lost.',
        },
        { role: 'user', content: 'lol ok cutting the nana bit' },
      ],
      [
        {
          role: 'user',
          content: `need to email the property manager about our bond, they want to take $400 for carpet cleaning. can u make this sound less pissed off

hi,
this is kai from the aro street flat (me, jess and tama). we moved out on the 31st of jan and we got the carpets professionally cleaned before we left, we have the receipt. the stain in the second bedroom was there when we moved in, its in your own entry report on page 3 with a photo. we're not paying for something that was already there. if this isnt sorted we'll go to the tenancy tribunal.
kai`,
        },
        {
          role: 'assistant',
          content:
            "Hi,\n\nI'm writing on behalf of the tenants of the Aro Street flat (Kai, Jess and Tama) about the proposed $400 deduction from our bond for carpet cleaning.\n\nWe had the carpets professionally cleaned before moving out on 31 January and can provide the receipt. The stain in the second bedroom was present when we moved in; it is recorded, with a photo, on page 3 of the entry inspection report.\n\nWe therefore don't think the deduction is justified and ask that the full bond be refunded. If we can't resolve this between us, we will apply to the Tenancy Tribunal.\n\nThanks,\nKai",
        },
        { role: 'user', content: "sent. also we're in newtown now if that matters for anything" },
        {
          role: 'assistant',
          content:
            "It doesn't change the bond claim, but make sure the property manager and Tenancy Services have your new contact details so any refund or tribunal notice reaches you.",
        },
        { role: 'user', content: '👍' },
      ],
      [
        {
          role: 'user',
          content: `can u help me sort my budget, i get paid fortnightly from the café, usually around $620 after tax

rent 215/wk
power (split 4 ways) ~25/wk
food 80/wk
phone 30/month
climbing gym 12/wk (student membership)
bus - free w student card
studylink loan for course fees, not paying it back yet`,
        },
        {
          role: 'assistant',
          content:
            "Per week: income about $310. Spending: rent $215 + power $25 + food $80 + phone about $7 + climbing $12 = $339. So you're roughly $29 a week short before anything unexpected. The biggest levers are food (meal-prepping with flatmates can bring that down) and income.",
        },
        { role: 'user', content: 'yeah im short every week lol. should i ask for more hours or get a different job' },
        {
          role: 'assistant',
          content:
            "Asking for more hours is the quickest thing to try. If the café can't give you more, a job with steadier hours — ideally one that fits around lectures — would close the gap. Check whether you're getting any StudyLink allowance you're entitled to, too.",
        },
        { role: 'user', content: 'ill think about it' },
      ],
      [
        {
          role: 'user',
          content:
            'ok update i quit the café lol. got a job at a bike shop in newtown, mostly repairs in the workshop, 25 hrs a week which is heaps more than the café gave me. starting monday',
        },
        {
          role: 'assistant',
          content: 'Congratulations! That should fix the weekly shortfall. Want help adding it to your CV?',
        },
        {
          role: 'user',
          content: "yeah can u write me a cv line. i've been fixing my own bikes since i was like 12 if that helps",
        },
        {
          role: 'assistant',
          content:
            'Workshop Assistant, [Shop name], Newtown (2025–present)\n• Diagnose and repair bicycles: brakes, gears, wheel truing, puncture and drivetrain work\n• Explain repairs and quotes to customers\n• Self-taught bike mechanic with 7+ years of hands-on experience',
        },
        { role: 'user', content: 'what do i wear first day its a workshop' },
        {
          role: 'assistant',
          content:
            "Clothes you don't mind getting grease on, closed shoes, and nothing loose that could catch in a wheel or chain. Ask on day one whether they supply aprons.",
        },
        { role: 'user', content: 'sweet' },
      ],
      [
        {
          role: 'user',
          content:
            'cheap dinner for 4 people, one of my flatmates is coeliac so nothing with gluten. under $25 total. i have rice, a bag of frozen peas and like 6 eggs',
        },
        {
          role: 'assistant',
          content:
            'Egg fried rice: cook the rice (ideally a bit ahead so it dries out), scramble the eggs, add the peas, an onion, garlic and any cheap veg, then season with gluten-free tamari — regular soy sauce contains wheat. Add a pack of chicken thighs if the budget allows; it should still come in under $25.',
        },
        { role: 'user', content: 'tama says he hates peas' },
        { role: 'assistant', content: 'Swap the peas for frozen corn or grated carrot — both work in fried rice.' },
        { role: 'user', content: 'ok doing it' },
      ],
      [
        {
          role: 'user',
          content:
            'my nana turns 80 in march, help me write something for her card. she taught me to dive for pāua when i was like 8 and she still beats me at cards. dont make it cheesy',
        },
        {
          role: 'assistant',
          content:
            "Happy 80th, Nana! Thanks for teaching me to dive for pāua, for never letting me win at cards, and for being the toughest person I know. Here's to many more years of you beating me. Love, Kai",
        },
        { role: 'user', content: 'make it shorter its a small card' },
        {
          role: 'assistant',
          content:
            "Happy 80th, Nana! Thanks for the pāua dives and the card games I still can't win. Love you heaps, Kai",
        },
        { role: 'user', content: 'ty' },
      ],
    ],
    questions: [
      { question: 'What branch of science does the user study?', expect: ['marine'] },
      { question: 'Where did the user’s university class go on a field trip?', expect: ['kaikoura', 'kaikōura'] },
      { question: 'What kind of business does the user work at now?', expect: ['bike'] },
      { question: 'How much rent does the user pay per week?', expect: ['215'] },
      { question: 'What sport does the user pay a weekly membership for?', expect: ['climbing'] },
      { question: 'What dietary condition does one of the user’s housemates have?', expect: ['coeliac', 'gluten'] },
      { question: 'Where has the user gone diving with their grandmother?', expect: ['owhiro'] },
      { question: 'What did the user’s grandmother teach them to gather from the sea?', expect: ['pāua', 'paua'] },
    ],
    unknown: ['What is the surname of the user’s former café manager?', 'Does the user have a driver’s licence?'],
  },
  // --- friend, Johannesburg, 37, accountant texting his university friend; family moving house ---
  {
    name: 'Bongani',
    threads: [
      [
        {
          role: 'user',
          content: `Thabo my bru, quick one. Can you check this invoice template, a client says it's confusing and I've been staring at it too long

DLAMINI ACCOUNTING SERVICES (PTY) LTD
Bongani Dlamini CA(SA)
Invoice no: 2024-041
To: Sizwe's Panel Beaters, Randburg

Monthly bookkeeping (March) ........ R4,500.00
VAT201 submission ................... R1,200.00
Payroll (6 employees) ............... R900.00
Subtotal ............................ R6,600.00
VAT 15% ............................. R990.00
TOTAL ............................... R7,590.00

Payment within 14 days. Banking details on request.`,
        },
        {
          role: 'assistant',
          content:
            "Looks lekker to me. Put an actual due date instead of '14 days', people don't count. And the period it covers at the top, not hidden next to bookkeeping. BTW I'm in Durban next week for my cousin's wedding so WhatsApp only if you need me",
        },
        { role: 'user', content: 'Shot, will do the date thing. Enjoy Durbs, bring me a bunny chow lol' },
        { role: 'assistant', content: "Ha it won't survive the flight" },
      ],
      [
        {
          role: 'user',
          content:
            "Eish this load-shedding. Stage 6 killed the whole afternoon and Lerato's oven went off halfway through 30 dozen cupcakes for a wedding order. She was nearly in tears",
        },
        { role: 'assistant', content: 'Ag no man. Does she have a gas oven as backup?' },
        {
          role: 'user',
          content: `Not yet, that's the next thing we're buying. Anyway she asked me to make her price list look more professional, can you help? You're better with this design stuff

Lerato's Sweet Things — Home Bakery, Randburg
Vanilla cupcakes — R180/dozen
Red velvet cupcakes — R220/dozen
Celebration cake (20cm) — from R650
Wedding cakes — quote on request
Orders 5 days in advance please!`,
        },
        {
          role: 'assistant',
          content:
            "Put it in a proper two-column table, prices right-aligned. Add her WhatsApp number and Instagram at the bottom, and a small photo of the red velvet, that's the one that sells. 'Orders 5 days in advance please!' → 'Please order at least 5 days in advance.' Less shouty",
        },
        { role: 'user', content: 'Sharp, will show her tonight' },
      ],
      [
        {
          role: 'user',
          content:
            'Big news — we signed for the townhouse in Midrand!! Moving out of Randburg on 30 June. Do you still have that bakkie?',
        },
        {
          role: 'assistant',
          content:
            "Congrats bru!! Ja I still have it but the clutch is finished, I'm only fixing it next month. Ask Sipho?",
        },
        {
          role: 'user',
          content:
            "Eish ok. I'll get movers then. Lerato says the kitchen is the whole reason we bought it, double oven 😂",
        },
        { role: 'assistant', content: "Ha, priorities. Braai at yours when you're settled" },
      ],
      [
        {
          role: 'user',
          content: "You playing 5-a-side Wednesday? I'm sitting out again, hamstring still tight from last week",
        },
        { role: 'assistant', content: "I'm there. Stretch man, you're not 25 anymore" },
        { role: 'user', content: 'Thanks for the support 😂' },
      ],
      [
        {
          role: 'user',
          content: `Help me word this for the school parents group, I'm the class rep dad for Lindiwe's class this year and I don't want to sound like a debt collector

"Hi parents, just a reminder that we're collecting R150 per child for the Grade 3 outing to the Joburg Zoo on 14 May. Please pay by Friday. Thanks"`,
        },
        {
          role: 'assistant',
          content:
            '"Hi everyone 😊 Friendly reminder that the Grade 3 zoo outing is on 14 May! We\'re collecting R150 per child — if you could get it in by Friday that would be a big help. Shout if you have any questions. Thanks!"',
        },
        { role: 'user', content: 'Perfect. The last guy used capital letters, people were not happy' },
        { role: 'assistant', content: 'lol' },
      ],
      [
        {
          role: 'user',
          content:
            "SARS is auditing one of my clients so I'm at their offices all week with boxes of paper from 2019. Why do people keep receipts in shoeboxes",
        },
        { role: 'assistant', content: 'At least they kept them. Beer Friday?' },
        { role: 'user', content: "Can't, Lindiwe has her ballet concert Friday. Saturday?" },
        { role: 'assistant', content: 'Saturday works' },
      ],
    ],
    questions: [
      { question: 'What business does the user’s wife run from home?', expect: ['bakery', 'cupcake'] },
      { question: 'Which area is the user’s family moving to?', expect: ['midrand'] },
      { question: 'When is the user moving out of his current home?', expect: ['30 june', 'june 30'] },
      { question: 'What is the user’s profession?', expect: ['accounting', 'accountant', 'ca(sa)'] },
      { question: 'Which muscle injury is keeping the user off the pitch?', expect: ['hamstring'] },
      { question: 'What year of primary school is the user’s daughter in?', expect: ['grade 3'] },
      { question: 'How much does the user bill a client for a month of bookkeeping?', expect: ['4,500', '4500'] },
      { question: 'What kind of dance does the user’s daughter do?', expect: ['ballet'] },
    ],
    unknown: ['Whose wedding is the user attending in Durban?', 'What is the name of the user’s son?'],
  },
  // --- AI assistant, North Yorkshire village, 74, formal and verbose, hall treasurer; fete date moves ---
  {
    name: 'Margaret',
    threads: [
      [
        {
          role: 'user',
          content: `Good afternoon. I wonder whether you might help me with a spreadsheet. I have been treasurer of the Thornby Village Hall committee for six years and have always kept the accounts in a paper ledger, but the committee has asked that I move to a computer. My daughter usually helps me with such things but she is in Harrogate and busy with her own work, so I am asking you. I should mention that since my macular degeneration was diagnosed I find small print very difficult, so I should be grateful if your instructions were short and plain.

Here is what I have typed so far:

Date | Hirer | Hours | Rate | Total
02/05 | Thornby Short Mat Bowls (M. Ellison) | 3 | £8 |
04/05 | Little Acorns Toddler Group | 2 | £10 |
09/05 | Thornby Short Mat Bowls (M. Ellison) | 3 | £8 |
11/05 | Parish Council meeting | 2 | £0 |

I should like the Total column to work itself out, and a figure at the bottom for the month.`,
        },
        {
          role: 'assistant',
          content:
            '1. Click the first empty Total box (E2).\n2. Type  =C2*D2  and press Enter.\n3. Click E2 again, then drag the small square at its corner down to E5.\n4. In E6 type  =SUM(E2:E5)  and press Enter.\n\nThe month should come to £68.',
        },
        {
          role: 'user',
          content:
            'Thank you. That worked, although it took me three attempts. May I ask how to make the whole sheet larger on the screen?',
        },
        {
          role: 'assistant',
          content:
            'Hold down the Ctrl key and press the + key; each press makes it larger. Alternatively, use the zoom slider in the bottom right-hand corner of the window.',
        },
        { role: 'user', content: 'Splendid.' },
      ],
      [
        {
          role: 'user',
          content: `Would you be kind enough to look over this letter before I post it? I am not at all sure the second paragraph is quite right.

Dear Clerk,

On behalf of the Thornby Village Hall Management Committee, I write to request a grant of £2,400 from the Parish Council towards the replacement of the hall's central heating boiler.

The present boiler was installed in 1998 by my late husband, Geoffrey, who was a heating engineer in the village for forty years, and it has served the hall remarkably well. However, it failed twice this winter and the engineer who attended in January has advised that parts are no longer available.

The hall is used every week by the toddler group, the short mat bowls club, the WI and the blood donor sessions, and a cold hall would mean cancelling several of these over the coming winter. The committee has raised £1,150 through coffee mornings and the Christmas raffle, and we hope the Council will feel able to meet the remainder.

Yours sincerely,

Mrs M. Ellison
Hon. Treasurer`,
        },
        {
          role: 'assistant',
          content:
            'It is a clear and persuasive letter. The second paragraph reads well. Two suggestions: state the total cost of the replacement, so the Council can see how £1,150 and £2,400 fit together, and mention that a copy of the quotation is enclosed. Was the quotation for £3,550?',
        },
        {
          role: 'user',
          content:
            'Yes, the quotation was for £3,550. I shall add it. Do you think mentioning Geoffrey is too sentimental?',
        },
        {
          role: 'assistant',
          content:
            'Not at all. It explains, in one sentence, why the boiler is so old and that it was properly installed and cared for. Councillors in a village will very likely remember him, which does no harm.',
        },
        { role: 'user', content: 'Then I shall keep him in. Thank you.' },
      ],
      [
        {
          role: 'user',
          content:
            'I have been asked to produce the poster for the Thornby Summer Fete, which is on Saturday 12th July from 1pm on the playing field. There will be a dog show, a tombola, teas in the hall, the brass band from Masham, and the dahlia and sweet pea competition, in which I shall be entering my dahlias once again, although I did not think it proper to say so on the poster. Could you suggest some wording? It must be large and clear.',
        },
        {
          role: 'assistant',
          content:
            'THORNBY SUMMER FETE\nSaturday 12th July · from 1pm\nThe Playing Field, Thornby\n\nDog Show · Tombola\nMasham Brass Band\nDahlia & Sweet Pea Competition\nTeas in the Village Hall\n\nEveryone welcome!',
        },
        { role: 'user', content: "That is very good. Please put 'Admission £2, children free' at the bottom." },
        {
          role: 'assistant',
          content:
            'THORNBY SUMMER FETE\nSaturday 12th July · from 1pm\nThe Playing Field, Thornby\n\nDog Show · Tombola\nMasham Brass Band\nDahlia & Sweet Pea Competition\nTeas in the Village Hall\n\nAdmission £2 · Children free\nEveryone welcome!',
        },
        { role: 'user', content: 'Thank you kindly.' },
      ],
      [
        {
          role: 'user',
          content:
            'I should like to write an email to my grandson Oliver, who has just begun an apprenticeship as an electrician in Calgary. He is twenty and this is his first winter there. I wish to sound encouraging without fussing, as his mother tells me I fuss. Could you draft something short that I might alter?',
        },
        {
          role: 'assistant',
          content:
            'Dear Oliver,\n\nYour mother tells me the apprenticeship has begun — congratulations. I am so proud of you for taking it on so far from home. I hope you are finding your feet and that the people you work with are kind.\n\nDo wrap up warm; I understand Calgary winters are nothing like ours.\n\nWrite when you have a moment and tell me what you have been learning.\n\nWith love,\nGran',
        },
        { role: 'user', content: 'Please take out the part about wrapping up warm. That is precisely the fussing.' },
        {
          role: 'assistant',
          content:
            'Dear Oliver,\n\nYour mother tells me the apprenticeship has begun — congratulations. I am so proud of you for taking it on so far from home. I hope you are finding your feet and that the people you work with are kind.\n\nWrite when you have a moment and tell me what you have been learning.\n\nWith love,\nGran',
        },
        { role: 'user', content: 'Better. Thank you.' },
      ],
      [
        {
          role: 'user',
          content:
            'I regret that I must trouble you again about the poster. The fete has been moved to Saturday 19th July, as the 12th clashes with the agricultural show and half the village would have been there instead. Could you give me the poster text again with the new date? Everything else remains the same.',
        },
        {
          role: 'assistant',
          content:
            'THORNBY SUMMER FETE\nSaturday 19th July · from 1pm\nThe Playing Field, Thornby\n\nDog Show · Tombola\nMasham Brass Band\nDahlia & Sweet Pea Competition\nTeas in the Village Hall\n\nAdmission £2 · Children free\nEveryone welcome!',
        },
        { role: 'user', content: 'Thank you. I shall take it to the print shop in Ripon on Thursday.' },
      ],
      [
        {
          role: 'user',
          content:
            'I have received a renewal reminder for my driving licence from the DVLA. Given my eyesight, I have decided not to renew it and to give up driving altogether. Could you tell me what I need to do? My daughter Claire has been urging me to do so for a year.',
        },
        {
          role: 'assistant',
          content:
            'If you have decided to stop driving, you can simply not renew; your entitlement ends when the licence expires. Because your eyesight is the reason, the DVLA asks you to tell them about the condition as well, and you can surrender the licence by post at the same time. The address is on the reminder letter and on the GOV.UK page "Giving up your driving licence". It may also be worth checking that you have an older person\'s bus pass from your council.',
        },
        {
          role: 'user',
          content: 'I already have my bus pass. The 159 to Ripon is perfectly adequate, if not always punctual.',
        },
        { role: 'assistant', content: 'That sounds like a sensible arrangement. I hope the buses behave.' },
      ],
    ],
    questions: [
      { question: 'What financial role does the user hold for the village hall?', expect: ['treasurer'] },
      { question: 'What eye disease does the user have?', expect: ['macular'] },
      { question: 'What was the occupation of the user’s late spouse?', expect: ['heating'] },
      { question: 'Which flowers does the user grow for competition?', expect: ['dahlia'] },
      { question: 'On what date is the village summer event now being held?', expect: ['19th', '19 july', 'july 19'] },
      { question: 'What trade is the user’s grandson training in?', expect: ['electrician'] },
      { question: 'In which town does the user’s daughter live?', expect: ['harrogate'] },
      { question: 'What indoor game does the user play at the village hall?', expect: ['bowls'] },
    ],
    unknown: ['What is the name of the parish clerk the user wrote to?', 'What is the name of the user’s son-in-law?'],
  },
  // --- AI assistant, Cologne, 33, non-native English, data engineer; partner's diet corrected, leave date moves ---
  {
    name: 'Lukas',
    threads: [
      [
        {
          role: 'user',
          content: `Hello, I have a question to my Python code. Since we updated pandas to 2.x the function gives back NaN for some customers. Before it worked. Can you see the problem?

import pandas as pd

# policy table from the insurance core system, one row per contract
# TODO(lbrandt): refactor this before my parental leave (Elternzeit) starts 3 March, otherwise nobody understands it
def monthly_premium(df: pd.DataFrame) -> pd.Series:
    df = df.copy()
    df["start"] = pd.to_datetime(df["start"], format="%d.%m.%Y")
    # premium per payment -> per month (Jana says use a dict, not if/else :) )
    factor = {"Y": 12, "Q": 3, "M": 1}
    df["monthly"] = df["premium"] / df["pay_freq"].map(factor)
    return df.groupby("customer_id")["monthly"].sum(min_count=1)`,
        },
        {
          role: 'assistant',
          content:
            'The likely culprit is the `.map(factor)`: any `pay_freq` value that is not exactly "Y", "Q" or "M" (for example lower case, or with trailing spaces) maps to NaN, so the division gives NaN. With `min_count=1`, a customer whose rows are all NaN gets NaN as the sum.\n\nNormalise the column first and check what is left over:\n\n```python\nfreq = df["pay_freq"].astype(str).str.strip().str.upper()\nunmapped = freq[~freq.isin(factor)].unique()\nif len(unmapped):\n    raise ValueError(f"Unknown pay_freq values: {unmapped}")\ndf["monthly"] = df["premium"] / freq.map(factor)\n```',
        },
        {
          role: 'user',
          content:
            "Yes!! There are 'q ' with space from the old system. Thank you, it works now. You are faster than my colleague :)",
        },
        {
          role: 'assistant',
          content:
            'Glad it works. The explicit check will also tell you quickly if the old system sends something new.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'I want to plan a trip of 5 days to Scotland in October with my girlfriend Jana. She is vegan and she is pregnant in the 5th month, so nothing too exhausting, no long hiking. We fly to Edinburgh and we want to rent a car. Can you make a plan?',
        },
        {
          role: 'assistant',
          content:
            "Here is a relaxed plan with short drives:\n\nDay 1 – Edinburgh: Old Town, a gentle walk in Princes Street Gardens, dinner at one of the city's vegan restaurants.\nDay 2 – Edinburgh: Dean Village and the Water of Leith path (flat), National Museum.\nDay 3 – Drive to Pitlochry via Stirling (about 2 hours), short stop at Stirling Castle.\nDay 4 – Pitlochry: dam and fish ladder, short woodland walk, Queen's View by car.\nDay 5 – Back towards Edinburgh via the Forth bridges, evening flight.\n\nI can add vegan-friendly cafés for each stop.",
        },
        { role: 'user', content: 'Can we also go to the Isle of Skye or is it too far?' },
        {
          role: 'assistant',
          content:
            'From Edinburgh it is about 5 hours each way by car, so in 5 days it would take most of two days just driving. With the pregnancy I would not recommend it. Glencoe is a good alternative: about 3 hours from Edinburgh, dramatic scenery you can see from the car and from short, flat paths.',
        },
        { role: 'user', content: 'Ok we skip Skye. Glencoe sounds good.' },
      ],
      [
        {
          role: 'user',
          content:
            "Sorry, I made a mistake in my message before. Jana is not vegan, she is vegetarian. She eats cheese and eggs, only no meat and no fish. So the restaurants in the plan can be more normal, you don't need to search only vegan places.",
        },
        {
          role: 'assistant',
          content:
            'Thanks for clarifying — that makes it much easier. Most pubs and restaurants in Edinburgh, Pitlochry and near Glencoe have several vegetarian dishes, and vegetarian haggis is widely available if she wants to try it. Just note that some soft cheeses are best avoided during pregnancy, so it is worth asking about the cheese in dishes.',
        },
        { role: 'user', content: 'Perfect, thank you.' },
      ],
      [
        {
          role: 'user',
          content: `Please correct my English in this email to my team lead, he is British and I don't want to sound too German :)

Hi Mark,

as already talked in our 1:1, I will take parental leave from 3rd March until 2nd May, so two months. Our baby is expected for end of February. During my absence Sabine will take over the ETL jobs for the claims data, I will make a handover documentation until mid of February. The refactoring of the premium calculation will be finished before.

I will not check my mails during the leave, but in a real emergency Sabine has my mobile number.

Best regards
Lukas

Lukas Brandt | Data Engineer | Rheinland Versicherung AG, Köln`,
        },
        {
          role: 'assistant',
          content:
            "Hi Mark,\n\nAs discussed in our 1:1, I'll be taking parental leave from 3 March to 2 May (two months). Our baby is due at the end of February. While I'm away, Sabine will take over the ETL jobs for the claims data, and I'll have handover documentation ready by mid-February. The refactoring of the premium calculation will be finished before I go.\n\nI won't be checking email during my leave, but in a real emergency Sabine has my mobile number.\n\nBest regards,\nLukas",
        },
        { role: 'user', content: "Is 'in a real emergency' ok or too dramatic?" },
        {
          role: 'assistant',
          content:
            'It is fine, but if you want it softer: "…but if something genuinely urgent comes up, Sabine has my mobile number."',
        },
        { role: 'user', content: 'Ok I take yours.' },
      ],
      [
        {
          role: 'user',
          content: `Quick: why this query counts double? I must hurry, handball training is at 19:00 and I am the goalkeeper, they cannot start without me

SELECT c.region, COUNT(*) AS claims
FROM claims c
JOIN claim_payments p ON p.claim_id = c.id
WHERE c.created_at >= '2024-01-01'
GROUP BY c.region;`,
        },
        {
          role: 'assistant',
          content:
            'Each claim appears once per payment after the JOIN, so claims with several payments are counted several times. Use COUNT(DISTINCT c.id), or drop the join if you only need claims that exist:\n\nSELECT c.region, COUNT(DISTINCT c.id) AS claims ...',
        },
        { role: 'user', content: 'Ah of course. Danke!' },
      ],
      [
        {
          role: 'user',
          content: `What should be in the hospital bag for the birth? We will go to the clinic in Köln-Holweide. Jana made already a list but I want to check if we forgot something:
- Mutterpass
- ID cards
- comfortable clothes, socks
- phone charger
- snacks
- baby clothes size 56
- car seat (already in the car)`,
        },
        {
          role: 'assistant',
          content:
            'That is a good list. Commonly forgotten: health insurance cards, the birth certificate or family register documents the registry office needs, a long charging cable (sockets are often far from the bed), lip balm, hair ties, a nursing bra, maternity pads, slippers, something to wear home for Jana, and a hat and blanket for the baby.',
        },
        { role: 'user', content: 'The insurance cards we have. Good idea with the long cable.' },
      ],
      [
        {
          role: 'user',
          content:
            'Update: the doctor says the baby will probably come earlier, the due date is now mid of February. So my parental leave starts already 17th February and ends 16th April, still two months. Can you update the first sentences of my email to Mark?',
        },
        {
          role: 'assistant',
          content:
            "Hi Mark,\n\nAs discussed in our 1:1, I'll be taking parental leave from 17 February to 16 April (two months). Our baby is now due in mid-February.",
        },
        {
          role: 'user',
          content:
            'Thanks. And the handover documentation must be ready until 7th February now, please change this also.',
        },
        {
          role: 'assistant',
          content:
            '"While I\'m away, Sabine will take over the ETL jobs for the claims data, and I\'ll have handover documentation ready by 7 February."',
        },
        { role: 'user', content: '👍' },
      ],
    ],
    questions: [
      { question: 'What team sport does the user play?', expect: ['handball'] },
      { question: 'Which position does the user play on his team?', expect: ['goalkeeper', 'goalie', 'keeper'] },
      { question: 'What diet does the user’s partner follow?', expect: ['vegetarian'] },
      { question: 'What kind of leave from work is the user about to take?', expect: ['parental', 'elternzeit'] },
      {
        question: 'On what date does the user’s time off now start?',
        expect: ['17th february', '17 february', 'february 17'],
      },
      { question: 'In what industry does the user’s employer operate?', expect: ['insurance', 'versicherung'] },
      { question: 'Which country are the user and his partner visiting in autumn?', expect: ['scotland', 'edinburgh'] },
      { question: 'Which colleague will take over the user’s work while he is away?', expect: ['sabine'] },
    ],
    unknown: ['How long has the user’s team lead worked at the company?', 'Which football club does the user support?'],
  },
  // --- friend/colleague, Quezon City, 58, Filipino English, hospital pharmacy supervisor; surgery date moves ---
  {
    name: 'Rosa',
    threads: [
      [
        {
          role: 'user',
          content: `Joy, pls check this list before I submit to purchasing. Kindly double check the quantities vs last quarter

Amoxicillin 500mg cap — 4,000
Paracetamol 500mg tab — 10,000
Losartan 50mg tab — 3,000
Metformin 500mg tab — 5,000
Omeprazole 20mg cap — 2,500
Salbutamol neb — 600

Also I will be on leave Oct 14-18 for my cataract operation so you will be OIC that week ha`,
        },
        {
          role: 'assistant',
          content:
            "Yes Ma'am! Metformin last quarter was 4,000 only po, but ok lang if we add. Noted on OIC 😅 But Ma'am I can't cover Saturday the 19th, I have my IELTS exam",
        },
        { role: 'user', content: "Ok I'll ask Carlo for Saturday. Good luck on IELTS! Australia na talaga?" },
        { role: 'assistant', content: "Hopefully Ma'am! Perth po. My tita is there" },
      ],
      [
        {
          role: 'user',
          content: `Joy, is this ok for the leave form? HR returned it last time because I filled it wrong

Name: Rosa M. Villanueva
Position: Pharmacy Supervisor III
Department: Pharmacy
Years of service: 27
Type of leave: Sick leave (scheduled surgery)
Inclusive dates: October 14–18
Reason: Cataract extraction, left eye
Reliever/OIC: Joy Santiago, RPh`,
        },
        {
          role: 'assistant',
          content: "Looks ok Ma'am, just attach the med cert from Dr. Lim. 27 years na pala Ma'am!",
        },
        { role: 'user', content: "Yes, since I was 31 haha. I'm old already" },
        { role: 'assistant', content: "Not old Ma'am, experienced 😄" },
      ],
      [
        {
          role: 'user',
          content: `Kindly check my memo for the Christmas party

TO: All Pharmacy Staff
FROM: Rosa M. Villanueva, RPh, Pharmacy Supervisor
RE: Department Christmas Party Contributions
DATE: November 11

Please be informed that the contribution for our Christmas party on December 20 is ₱300 per head, to be collected by Ms. Joy Santiago until December 6. Exchange gift minimum is ₱250. Kindly also indicate on the sign-up sheet if you are bringing a dish.

Thank you and God bless.`,
        },
        {
          role: 'assistant',
          content:
            "It's ok Ma'am! Maybe just say where to pay, so they won't chase me in the hallway haha. Pharmacy office?",
        },
        { role: 'user', content: "Ok I'll add 'at the pharmacy office'. Thanks" },
      ],
      [
        {
          role: 'user',
          content:
            "Joy, change of plans. The doctor moved my operation to Nov 4 because my blood sugar was high at the pre-op. So Oct 14-18 I'm reporting. You're OIC Nov 4-8 instead, ok lang?",
        },
        { role: 'assistant', content: "Ok lang Ma'am! Take care of your sugar po" },
        { role: 'user', content: "Yes I'm eating brown rice now, Nestor is complaining 😂" },
        { role: 'assistant', content: 'Hahaha poor Sir Nestor' },
      ],
      [
        {
          role: 'user',
          content:
            'Sorry late reply, Zumba at the barangay hall ran long. Can you send me the duty schedule for January so I can plan the Bicol trip',
        },
        { role: 'assistant', content: "Sending now Ma'am. When is the Bicol trip?" },
        {
          role: 'user',
          content:
            "Jan 20-24, for the fiesta in Naga. It's Nestor's hometown, he hasn't been home in 3 years, since he retired from the ship",
        },
        { role: 'assistant', content: "Ok Ma'am I'll block your leave. Pasalubong ha 😄" },
      ],
      [
        { role: 'user', content: "Joy!! Trisha passed the architecture board exam!!! I'm so happy I cried in the MRT" },
        { role: 'assistant', content: "Congrats Ma'am!!! Ar. Trisha Villanueva na! Treat 😄" },
        {
          role: 'user',
          content: 'Yes Ar. na haha. Help me with the tarpaulin wording for her party, I want something not so corny',
        },
        {
          role: 'assistant',
          content:
            'Option 1: "Congratulations, Ar. Trisha M. Villanueva! New Architect — Proud of You!"\nOption 2: "From blueprints to board passer. Congratulations, Ar. Trisha!"\nOption 3: "Ar. Trisha Villanueva — Licensed to build your dreams."',
        },
        { role: 'user', content: 'The second one. Thanks Joy' },
      ],
    ],
    questions: [
      { question: 'What kind of eye surgery is the user having?', expect: ['cataract'] },
      { question: 'When is the user’s operation scheduled now?', expect: ['nov 4', 'november 4', '4 nov'] },
      { question: 'What is the user’s job at the hospital?', expect: ['pharmacy supervisor', 'supervisor'] },
      { question: 'How many years has the user worked for her employer?', expect: ['27'] },
      { question: 'Which eye is the user having operated on?', expect: ['left'] },
      { question: 'What profession is the user’s daughter now licensed in?', expect: ['architect'] },
      { question: 'What fitness class does the user attend?', expect: ['zumba'] },
      { question: 'Where does the user’s husband come from?', expect: ['naga', 'bicol'] },
    ],
    unknown: ['Which Australian city is the user hoping to move to?', 'What is the name of the user’s grandchild?'],
  },
  // --- AI assistant, Chicago, 52, terse, real estate paralegal; gets a new job and relocates ---
  {
    name: 'Sandra',
    threads: [
      [
        {
          role: 'user',
          content: `make this professional

Dave - closing on 1418 W Cortland still on for the 22nd. need the updated payoff letter by thurs latest. I'm out friday, my dog is having ACL surgery (knee, poor guy) so send anything to Lorraine. thx. Sandra`,
        },
        {
          role: 'assistant',
          content:
            "Hi Dave,\n\nThe closing for 1418 W. Cortland is still scheduled for the 22nd. Could you please send the updated payoff letter by Thursday at the latest?\n\nI'll be out of the office on Friday for my dog's knee surgery, so please direct anything that comes up that day to Lorraine.\n\nThanks,\nSandra",
        },
        { role: 'user', content: 'take out the dog' },
        {
          role: 'assistant',
          content:
            "Hi Dave,\n\nThe closing for 1418 W. Cortland is still scheduled for the 22nd. Could you please send the updated payoff letter by Thursday at the latest?\n\nI'll be out of the office on Friday, so please direct anything that comes up that day to Lorraine.\n\nThanks,\nSandra",
        },
        { role: 'user', content: 'ok' },
      ],
      [
        {
          role: 'user',
          content: `tighten this. under 250 words. applying at a firm in milwaukee

Dear Hiring Manager,

I am writing to apply for the Senior Real Estate Paralegal position at Brennan Kiley LLP. I have 14 years of experience as a real estate paralegal at Hartigan & Voss LLP in Chicago, where I handle residential and commercial closings from contract to post-closing, including title review, payoff coordination, preparing closing statements and recording documents. I manage around 30 active files at any one time.

I am a commissioned notary public in Illinois and will obtain my Wisconsin commission upon relocation. I also speak fluent Polish, which has been a real asset with our clients on the Northwest Side of Chicago, many of whom are more comfortable reviewing documents in their first language.

I am relocating to Milwaukee to be closer to family and would welcome the chance to bring my experience to your team.

Sincerely,
Sandra Kowalczyk`,
        },
        {
          role: 'assistant',
          content:
            'Dear Hiring Manager,\n\nI am applying for the Senior Real Estate Paralegal position at Brennan Kiley LLP. For 14 years I have worked as a real estate paralegal at Hartigan & Voss LLP in Chicago, managing around 30 active residential and commercial closings at a time, from contract through post-closing: title review, payoff coordination, closing statements and recording.\n\nI am a commissioned Illinois notary and will obtain my Wisconsin commission on relocation. I am also fluent in Polish, which has been a real asset with clients who prefer to review documents in their first language.\n\nI am relocating to Milwaukee to be closer to family and would welcome the chance to bring this experience to your team.\n\nSincerely,\nSandra Kowalczyk',
        },
        { role: 'user', content: 'good' },
      ],
      [
        { role: 'user', content: 'cheapest way to move a 1br chicago to milwaukee' },
        {
          role: 'assistant',
          content:
            'Usually: rent a small truck one-way (often a few hundred dollars for a 10–15 ft truck) and load it yourself or with hourly helpers. Container services cost more but are flexible on timing; full-service movers cost the most. How much are you moving, and are there stairs?',
        },
        { role: 'user', content: 'just me and the dog. no piano lol. 3rd floor walkup' },
        {
          role: 'assistant',
          content:
            'Then a one-way truck plus two hired helpers for 2–3 hours for the stairs is probably the cheapest option that saves your back. Book helpers for both ends if the new place also has stairs.',
        },
        { role: 'user', content: 'ok' },
      ],
      [
        {
          role: 'user',
          content: `formula for total monthly and % of takehome. takehome is 4,850

Rent | 1,450
Car (Equinox) | 389
Car ins | 142
Rufus vet plan | 42
Phone | 65
Storage unit | 120
Bowling league | 25
Groceries | 500`,
        },
        {
          role: 'assistant',
          content:
            'If the amounts are in B2:B9:\nTotal in B10: =SUM(B2:B9) → $2,733\n% of take-home in C2: =B2/4850, formatted as percentage, copied down.\nTotal is about 56.4% of take-home.',
        },
        { role: 'user', content: 'drop storage after move. whats the % then' },
        { role: 'assistant', content: '$2,613, about 53.9% of take-home.' },
        { role: 'user', content: 'thx' },
      ],
      [
        {
          role: 'user',
          content:
            'got the job. start march 3 at brennan kiley. write a short resignation letter to hartigan & voss, 2 weeks notice, last day feb 21. nice but not gushy',
        },
        {
          role: 'assistant',
          content:
            'Dear [Name],\n\nPlease accept this letter as my formal resignation from my position as Real Estate Paralegal. My last day will be Friday, February 21.\n\nThank you for the opportunities I have had at Hartigan & Voss over the past 14 years. I will do everything I can to make the transition smooth.\n\nSincerely,\nSandra Kowalczyk',
        },
        { role: 'user', content: "add I'll train whoever takes over my files" },
        {
          role: 'assistant',
          content:
            'Second paragraph now ends: "I will do everything I can to make the transition smooth, including training whoever takes over my files."',
        },
        { role: 'user', content: 'sent' },
      ],
      [
        {
          role: 'user',
          content: `reply to this. say yes but I'm not bringing the pierogi this year, the move

"Sandy!! Mom wants Wigilia at my place this year since you're moving. Can you still come up from Chicago? And you're on pierogi duty as always lol - Dorota"`,
        },
        {
          role: 'assistant',
          content:
            "\"Yes, I'll be there! One thing — with the move I can't do the pierogi this year, so someone else will have to take pierogi duty. I'll bring something simpler. Love you, S\"",
        },
        { role: 'user', content: 'shorter' },
        {
          role: 'assistant',
          content:
            '"Yes, I\'ll be there! No pierogi from me this year though, the move is eating my life. I\'ll bring dessert. S"',
        },
      ],
      [
        {
          role: 'user',
          content: "dog friendly apartments bay view milwaukee what to look for. he's 9, beagle, no stairs ideally",
        },
        {
          role: 'assistant',
          content:
            'Look for ground-floor units or buildings with elevators, a pet policy without breed or weight limits that would exclude him, the monthly pet rent and deposit, and a nearby green space — Bay View has several parks near the lake. For an older beagle, non-slip floors and a short walk to grass help too.',
        },
        { role: 'user', content: 'ok' },
      ],
    ],
    questions: [
      { question: 'What area of law does the user work in?', expect: ['real estate'] },
      { question: 'Which city is the user relocating to?', expect: ['milwaukee'] },
      { question: 'What operation did the user’s pet have?', expect: ['acl', 'knee'] },
      { question: 'What language besides English does the user speak fluently?', expect: ['polish'] },
      { question: 'How long has the user worked as a paralegal?', expect: ['14'] },
      { question: 'Which firm hired the user?', expect: ['brennan kiley'] },
      { question: 'What breed is the user’s dog?', expect: ['beagle'] },
      { question: 'What recreational league does the user pay a monthly fee for?', expect: ['bowling'] },
    ],
    unknown: [
      'What is the surname of Dave, the person the user emailed about the Cortland closing?',
      'How many children does the user’s sister have?',
    ],
  },
  // --- friend, Aberdeen, 63, sloppy Scots, semi-retired marine engineer texting an old mate ---
  {
    name: 'Murray',
    threads: [
      [
        {
          role: 'user',
          content: `dougie can ye read this quote afore i send it, tryin no tae sound like a chancer

CAMPBELL MARINE CONSULTANCY
M. Campbell CEng MIMarEST

Condition survey – MFV Silver Harvest, Peterhead
Scope: hull & machinery condition survey ahead of sale, incl main engine, gearbox, hydraulics, fuel system
Day rate: £450 + travel
Est. 2 days on site + 1 day report
Total est: £1,350 + travel + VAT

38 years in marine engineering, 22 of them as chief engineer on supply and standby vessels out of Aberdeen`,
        },
        {
          role: 'assistant',
          content:
            "Aye that's fine. Ye're worth mair than 450 mind. Put a date it's valid til. Did I tell ye me an Sheena are back fae the Norway cruise, fjords were stunning, food was mince",
        },
        { role: 'user', content: 'ha. mince at sea, classic. aye ill bump it tae 500 then' },
      ],
      [
        {
          role: 'user',
          content:
            "fiona's hip op went fine, shes home thursday. im chief cook for 6 weeks god help us all. whats somethin i cannae ruin",
        },
        {
          role: 'assistant',
          content: "Stovies. Cannae go wrong. Or mince an tatties. Sheena says she'll drop a lasagne roon",
        },
        { role: 'user', content: 'ye are a star. tell sheena ta' },
        { role: 'assistant', content: 'Will do. Gie Fiona oor best' },
      ],
      [
        {
          role: 'user',
          content: `sellin the defender. help us wi the advert, ye're better at the blurb

2003 Land Rover Defender 90 Td5
142,000 miles
Full service history, new clutch 2021
Galvanised chassis
Some rust on the door bottoms
MOT till Sept
£14,500 ono
Selling as my back's no fit for climbin in an oot anymore`,
        },
        {
          role: 'assistant',
          content:
            '"Honest, well-loved 2003 Defender 90 Td5. Galvanised chassis, full service history, clutch replaced 2021, MOT till September. 142k miles and plenty more in her. Bit of rust on the door bottoms, as ye\'d expect. Only selling because the owner\'s back has retired before the truck has. £14,500 ono."',
        },
        { role: 'user', content: 'aye good. leave in the back bit, folk like a reason' },
        { role: 'assistant', content: "True. Shame but, ye've had her years" },
      ],
      [
        {
          role: 'user',
          content:
            "cannae dae the golf saturday, pipe band's at the cowal games. im on snare this year, wee robbie's moved tae glasgow",
        },
        {
          role: 'assistant',
          content: "Snare at your age? Dinnae pull anything. My new collie pup's eatin the skirting boards by the way",
        },
        { role: 'user', content: 'ha get a crate for it' },
      ],
      [
        {
          role: 'user',
          content: `this bloke's no paid in 60 days. draft us somethin firm but no rude

Hi Alan, just chasing invoice 0317 for the survey on the Ocean Reaper in Fraserburgh, £1,620, now 60 days overdue. Can ye let me know when payment'll be made. Murray`,
        },
        {
          role: 'assistant',
          content:
            '"Hi Alan, invoice 0317 (£1,620) for the Ocean Reaper survey is now 60 days overdue. Please arrange payment within 7 days. If there\'s a problem with the invoice, let me know this week. After that I\'ll have to add late payment interest as per my terms. Thanks, Murray"',
        },
        { role: 'user', content: 'perfect. sent' },
      ],
      [
        {
          role: 'user',
          content:
            "wee ailsa started nursery monday. our karen's asked me tae dae the pickups on tuesdays an thursdays once fiona's back on her feet. cannae wait tbh",
        },
        { role: 'assistant', content: "Grandad taxi. She'll have ye wrapped roon her wee finger" },
        { role: 'user', content: 'already has' },
      ],
    ],
    questions: [
      { question: 'What operation did the user’s wife have?', expect: ['hip'] },
      { question: 'What instrument does the user play in his band?', expect: ['snare', 'drum'] },
      { question: 'What vehicle is the user selling?', expect: ['defender', 'land rover'] },
      { question: 'What health reason is behind the user selling his vehicle?', expect: ['back'] },
      { question: 'How many years of experience does the user have in his field?', expect: ['38'] },
      { question: 'What senior post did the user hold at sea?', expect: ['chief engineer'] },
      { question: 'On which weekdays will the user collect his granddaughter?', expect: ['tuesday', 'thursday'] },
      { question: 'Which Highland games is the user’s band going to?', expect: ['cowal'] },
    ],
    unknown: ['Where did the user go on a cruise?', 'What does the user’s wife do for a living?'],
  },
  // --- AI assistant, Singapore (from Ipoh), 29, casual Singapore English, UX designer ---
  {
    name: 'Wei Ling',
    threads: [
      [
        {
          role: 'user',
          content: `can help me shorten these error msgs? max 40 characters each. need to send to dev by 6 then rushing to bouldering at Kallang, thanks!

1. We were unable to process your payment because your card has expired. Please update your card details.
2. The one-time password you entered is incorrect. Please try again.
3. Your session has timed out due to inactivity. Please log in again to continue.
4. This transfer exceeds your daily limit. You can change your limit in Settings.`,
        },
        {
          role: 'assistant',
          content:
            '1. Card expired. Please update your details. (39)\n2. Incorrect OTP. Please try again. (32)\n3. Session timed out. Please log in again. (39)\n4. Over daily limit. Change it in Settings. (39)',
        },
        { role: 'user', content: '#4 a bit too cold leh. softer?' },
        {
          role: 'assistant',
          content:
            'a) This is above your daily limit. (34)\nb) You can raise your daily limit in Settings. (44 – slightly over)\nc) Daily limit reached. Adjust in Settings. (40)',
        },
        { role: 'user', content: 'ok c. thanks!!' },
      ],
      [
        {
          role: 'user',
          content:
            'my parents coming down from Ipoh for their 35th wedding anniversary next month, want to book a nice dinner in SG. 5 pax (them, me, my bf and my younger brother). my dad is diabetic so nothing too sweet or carb heavy, and my mum cannot take spicy at all. budget around $400 total. any ideas what kind of restaurant?',
        },
        {
          role: 'assistant',
          content:
            'A Cantonese restaurant would suit well: steamed fish, roast meats, stir-fried greens and soups are mild and not sweet, and you can ask for less rice and skip the noodles. Many hotel Chinese restaurants have set menus for 5 around your budget. Alternatively, a Japanese restaurant with grilled dishes and sashimi.',
        },
        {
          role: 'user',
          content:
            'cantonese is good, they speak Cantonese at home anyway so they will feel comfortable. can suggest what to order for 5?',
        },
        {
          role: 'assistant',
          content:
            '• Double-boiled soup\n• Steamed fish, Hong Kong style\n• Roast duck or crispy chicken (half)\n• Stir-fried kai lan with garlic\n• Braised tofu with mushrooms\n• Small portion of fried rice to share\n• Dessert: chilled sea coconut or something light',
        },
        { role: 'user', content: 'can skip the dessert, my dad will sure eat it 😂' },
        {
          role: 'assistant',
          content: 'Done, dessert removed. You could bring a small sugar-free cake for the photo instead.',
        },
      ],
      [
        {
          role: 'user',
          content: `help me tighten this case study intro for my portfolio, feels too long

Redesigning onboarding for a neobank (2023)
My role: Lead UX designer
When I joined, I was the only designer in a product team of 12, so I did everything from research to UI. Before this I spent 3 years at a branding agency in Kuala Lumpur doing mostly websites for property developers, so mobile banking was completely new to me. Our sign-up flow had a 58% drop-off at the ID verification step. Over 10 weeks I ran 14 user interviews, rebuilt the flow around a single progress bar, and we cut drop-off to 31%.`,
        },
        {
          role: 'assistant',
          content:
            'Redesigning onboarding for a neobank (2023)\nRole: Lead UX designer — sole designer in a 12-person product team\n\nSign-up lost 58% of users at ID verification. Over 10 weeks I ran 14 user interviews and rebuilt the flow around a single progress bar, cutting drop-off to 31%.',
        },
        { role: 'user', content: 'nice. should i keep the agency part?' },
        {
          role: 'assistant',
          content:
            'Keep it as one short line if you want to show range, e.g. "Coming from 3 years of agency work, this was my first fintech product." It explains why you leaned so heavily on research.',
        },
        { role: 'user', content: 'ok keep' },
      ],
      [
        {
          role: 'user',
          content:
            'write a msg to my landlord, the aircon in my room not cold for 2 weeks already. i rent the common room in his Toa Payoh flat. want to ask if he can arrange servicing, last time was like 8 months ago. polite but firm',
        },
        {
          role: 'assistant',
          content:
            'Hi Mr Lim, hope you are well. The aircon in my room has not been cooling for about 2 weeks now. The last servicing was around 8 months ago — could you please arrange for it to be serviced this week or next? Happy to be home to let the technician in. Thank you!',
        },
        { role: 'user', content: 'he replied "ok will arrange" lol that was easy' },
        { role: 'assistant', content: 'Nice! Maybe confirm the date with him so it does not drag on.' },
      ],
      [
        {
          role: 'user',
          content: `can you help format this participant table nicer for the report? also count how many use GrabPay

ID | Age | Job | Main e-wallet | Notes
P0 | 29 | UX designer (me, pilot) | GrabPay | pilot run, ignore for results
P1 | 34 | teacher | PayLah! |
P2 | 41 | hawker | PayNow only | prefers large text
P3 | 23 | student | GrabPay |
P4 | 52 | admin exec | PayLah! |
P5 | 27 | nurse | GrabPay | shift worker`,
        },
        {
          role: 'assistant',
          content:
            '| ID | Age | Occupation | Main e-wallet | Notes |\n|---|---|---|---|---|\n| P1 | 34 | Teacher | PayLah! | – |\n| P2 | 41 | Hawker | PayNow only | Prefers large text |\n| P3 | 23 | Student | GrabPay | – |\n| P4 | 52 | Admin executive | PayLah! | – |\n| P5 | 27 | Nurse | GrabPay | Shift worker |\n\nPilot (P0) moved to a footnote. GrabPay: 2 of 5 participants (3 if you count the pilot).',
        },
        { role: 'user', content: 'excluding pilot la. thanks' },
      ],
      [
        {
          role: 'user',
          content:
            'how to say happy anniversary in Cantonese? want to write on the card for the cake. my Cantonese quite bad, grew up speaking more English and Malay in school',
        },
        {
          role: 'assistant',
          content:
            '結婚週年快樂 — "git3 fan1 zau1 nin4 faai3 lok6", happy wedding anniversary. For 35 years you could also write 三十五週年快樂.',
        },
        { role: 'user', content: 'ok my brother will check lol' },
      ],
    ],
    questions: [
      { question: 'What climbing activity does the user do?', expect: ['boulder'] },
      { question: 'In which town do the user’s parents live?', expect: ['ipoh'] },
      { question: 'What health condition does the user’s father have?', expect: ['diabetic', 'diabetes'] },
      { question: 'Which wedding anniversary are the user’s parents celebrating?', expect: ['35'] },
      { question: 'In which city did the user work at an agency earlier in her career?', expect: ['kuala lumpur'] },
      { question: 'In which part of Singapore does the user live?', expect: ['toa payoh'] },
      { question: 'Which Chinese language do the user’s parents speak at home?', expect: ['cantonese'] },
      { question: 'How old is the user?', expect: ['29'] },
    ],
    unknown: ['What does the user’s landlord do for a living?', 'What is the name of the user’s boyfriend?'],
  },
  // --- friend/colleague, Toronto (born in Kingston), 24, sloppy texting with a coworker ---
  {
    name: 'Keisha',
    threads: [
      [
        {
          role: 'user',
          content: `marcus can u look at this client email b4 i send, priya will actually end me if its wrong

Hi Tom,

Attached is the revised media plan for the spring campaign. We moved $12K from paid social to transit shelters in the downtown core, as discussed on Tuesday's call. Let me know if you have any questions!

Best,
Keisha Brown
Account Coordinator | Northbeam Creative`,
        },
        {
          role: 'assistant',
          content:
            "looks fine, maybe just 'as discussed' instead of naming tuesday in case he wasnt on it. also heads up im out friday, montreal for my cousin's stag 🙃",
        },
        { role: 'user', content: 'lmaooo have fun. dont come back married' },
        { role: 'assistant', content: 'no promises' },
      ],
      [
        {
          role: 'user',
          content: `why is this giving me #VALUE

=SUM(C2:C9)*D1

C col is spend, D1 is the HST. gotta go in like 20 min, road test at 2 at downsview drivetest, pray for me 🙏`,
        },
        {
          role: 'assistant',
          content:
            'prob one of the C cells is text not a number, like a $ typed in or a space. check them one by one. GOOD LUCK dont roll the stop sign',
        },
        { role: 'user', content: 'ok fixed, C5 had a space lol. leaving now' },
      ],
      [
        { role: 'user', content: 'PASSED MY G2!!!! parallel parking was ugly but she passed me' },
        { role: 'assistant', content: 'LETS GOOO. u driving to work now?' },
        { role: 'user', content: "lol no my mom's not lending me her car yet. baby steps" },
        { role: 'assistant', content: 'fair. my mom still wont let me drive hers and im 31' },
      ],
      [
        {
          role: 'user',
          content: 'cant do drinks thurs, dancehall class. its the one night i actually move my body lol',
        },
        { role: 'assistant', content: 'respect. next week then' },
        { role: 'user', content: 'yes pls' },
      ],
      [
        {
          role: 'user',
          content: `can u read this for my humber night class, its a "personal brand statement" 100 words max. cringe but its graded

"I was born in Kingston, Jamaica and moved to Toronto when I was 12, so I've always had to read a room fast. As an account coordinator at a creative agency I turn messy client feedback into clear plans, and I'm studying digital marketing part-time because I want to understand the data behind the ideas. I bring warmth, organisation and a lot of colour."`,
        },
        { role: 'assistant', content: "not cringe actually. maybe cut 'a lot of colour'?" },
        { role: 'user', content: 'nahh thats the best part' },
        { role: 'assistant', content: 'ok ok ur brand' },
      ],
      [
        {
          role: 'user',
          content:
            "my grandma's flying in from mandeville next week for my brother's graduation so im off the 12th. can u cover the tom call",
        },
        { role: 'assistant', content: 'ya i got it. which brother, jaden?' },
        {
          role: 'user',
          content:
            'ya hes the only one lol. hes 17, graduating high school somehow, and he just got a basketball scholarship to a college in ohio. grandma told the whole church',
        },
        { role: 'assistant', content: 'thats huge!! tell him congrats from me' },
        { role: 'user', content: 'will do' },
      ],
    ],
    questions: [
      { question: 'Which licence test did the user pass?', expect: ['g2'] },
      { question: 'What style of dance does the user take lessons in?', expect: ['dancehall'] },
      { question: 'Where does the user’s grandmother live?', expect: ['mandeville'] },
      { question: 'Which college runs the user’s evening course?', expect: ['humber'] },
      { question: 'What is the user’s job title?', expect: ['account coordinator'] },
      { question: 'What sport earned the user’s sibling a scholarship?', expect: ['basketball'] },
      { question: 'In which city was the user born?', expect: ['kingston'] },
      { question: 'What subject is the user studying part-time?', expect: ['digital marketing'] },
    ],
    unknown: ['Where is the user going for a bachelor party?', 'What does the user’s mother do for work?'],
  },
  // --- friend, Redcliffe (Queensland), 69, Aussie, food-pantry volunteer and son's bookkeeper; grandchild mix-up corrected ---
  {
    name: 'Colleen',
    threads: [
      [
        {
          role: 'user',
          content: `Jan love, can you check this roster before I send it round? I've got the brain of a goldfish this week

REDCLIFFE COMMUNITY PANTRY — MAY ROSTER
Tues: Colleen, Pat, Ravi
Wed: Jan, Bev, Stuart
Thurs: Pat, Ravi, Hamish (I'm off Thursdays this month doing Brendan's books for the plumbing business, end of financial year coming)
Fri: Bev, Jan, Colleen
Sat: Stuart, Hamish`,
        },
        {
          role: 'assistant',
          content:
            "Looks right except I can't do Friday the 30th, remember I'm off to Bali on the 29th! Swap me with Ravi?",
        },
        { role: 'user', content: "Course, I'd forgotten. Lucky thing. Done" },
        { role: 'assistant', content: "Can't wait. Trev's already packed, ridiculous man" },
      ],
      [
        {
          role: 'user',
          content:
            "Doing Ava's 6th birthday cake Saturday, needs to be egg free because she's allergic. Got a recipe that doesn't taste like cardboard?",
        },
        {
          role: 'assistant',
          content:
            "My daughter swears by wacky cake, the one with vinegar and bicarb. Chocolate, no eggs, no butter even. I'll text you the recipe",
        },
        { role: 'user', content: "You're a gem" },
      ],
      [
        {
          role: 'user',
          content:
            "Oh lord, I had it all backwards. It's Mia's 4th on Saturday, not Ava's party — and Mia's the one who's allergic to eggs. Ava's fine, she's not 6 till October. Brendan nearly had a fit when I said I was doing a cake for Ava. Still doing the wacky cake",
        },
        { role: 'assistant', content: 'Ha easy done with that many grandkids! Wacky cake works for either' },
        { role: 'user', content: "Four of them under 7, I don't know how I keep track" },
      ],
      [
        {
          role: 'user',
          content: `Could you look at this before I send it? The supplier have charged us twice for the same hot water unit and I've been on hold forty minutes

Hi there,

I do the accounts for Murphy & Son Plumbing (account holder Brendan Murphy). We've been charged twice for a 315L hot water system on invoice 88213 dated 14 April — once on the 14th and again on the 16th. Please refund the duplicate charge or credit it to our account.

Kind regards,
Colleen Murphy
Murphy & Son Plumbing`,
        },
        {
          role: 'assistant',
          content: "All good. Attach both statements so they can't argue, and ask for a reply by a date",
        },
        { role: 'user', content: 'Good thinking. End of the week it is' },
      ],
      [
        {
          role: 'user',
          content:
            "Can't do Friday arvo for coffee, ukulele group at the library. We're doing 'You Are My Sunshine' for the seniors concert and I'm hopeless at the F chord",
        },
        { role: 'assistant', content: "Ha, I'll come and heckle. Next week for coffee?" },
        { role: 'user', content: 'Yes please' },
      ],
      [
        {
          role: 'user',
          content: `Jan you're good with words, help me make this sound less like a cranky old woman (which I am)

To whom it may concern,

I am a 69-year-old resident of Margate and on 2 March I tripped on the lifted footpath outside 41 Oxley Avenue and fractured my right wrist. I reported this footpath to Council in November last year and nothing was done. It is now May and the footpath is still not fixed. I am still in a brace and cannot drive, and I'm relying on my son to get me to the food pantry where I coordinate the volunteers.

I would like to know when this will be repaired.

Colleen Murphy`,
        },
        {
          role: 'assistant',
          content:
            "It's not cranky, it's fair! I'd just add your November reference number, say 'I would appreciate a date for the repair', and mention someone else could be hurt next. Send a photo too",
        },
        { role: 'user', content: "That's perfect. Sending it to the councillor too" },
        { role: 'assistant', content: 'Good on you' },
      ],
      [
        {
          role: 'user',
          content: `Last one I promise. Flyer for the pantry, does it read ok?

REDCLIFFE COMMUNITY PANTRY
Free groceries for anyone doing it tough — no questions asked
Tues, Wed, Fri 9–12 | Sat 9–11
Behind St Michael's hall
Volunteers welcome! Talk to Colleen, volunteer coordinator (here since 2016)`,
        },
        { role: 'assistant', content: 'Reads well. Maybe add where to park, people always ask' },
        { role: 'user', content: 'Done' },
      ],
    ],
    questions: [
      { question: 'Which of the user’s grandchildren has an egg allergy?', expect: ['mia'] },
      { question: 'Which birthday is the user baking a cake for?', expect: ['4th', 'fourth'] },
      { question: 'What trade is the business the user keeps the books for?', expect: ['plumbing'] },
      { question: 'What instrument is the user learning?', expect: ['ukulele'] },
      { question: 'What bone did the user break when she fell?', expect: ['wrist'] },
      { question: 'Which suburb does the user live in?', expect: ['margate'] },
      { question: 'Since what year has the user been at the food pantry?', expect: ['2016'] },
      { question: 'How many grandchildren does the user have?', expect: ['four'] },
    ],
    unknown: ['When is the user travelling to Bali?', 'What is the name of the user’s husband?'],
  },
]
