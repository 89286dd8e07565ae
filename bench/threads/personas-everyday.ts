import type { ThreadPersona } from './personas'

/**
 * A fifth set, of twelve people asking a general assistant for everyday help (emails pasted as drafts, homework,
 * trips, bills, pets, repairs), written by a helper who had not read the rules: facts said in passing inside a request,
 * in a draft's greeting or signature, events moved later. Measured once before any change made for it: 38/72, never
 * said 4/24, on commit f77e2ff.
 */

export const everydayPersonas: ThreadPersona[] = [
  // 1. Aiko — non-native English, polite
  {
    name: 'aiko',
    threads: [
      [
        {
          role: 'user',
          content: `Hello, please can you check my email to landlord? My English is not so good. "Dear Mr. Patel, the boiler in my flat (14 Ashgrove Road, Headingley, Leeds) is not working since Sunday. There is no hot water and my daughter must wash with kettle water. Please can you send someone soon. Kind regards, Aiko Tanaka"`,
        },
        {
          role: 'assistant',
          content: `Your email is clear! Here is a slightly polished version:\n\n"Dear Mr Patel,\n\nI'm writing to let you know that the boiler in my flat at 14 Ashgrove Road, Headingley, has not been working since Sunday. We have no hot water at the moment, which is difficult with a young child at home. Could you please arrange for an engineer to visit as soon as possible?\n\nKind regards,\nAiko Tanaka"`,
        },
        { role: 'user', content: `Thank you very much, this is much better. I send it now.` },
      ],
      [
        {
          role: 'user',
          content: `My daughter have homework about fractions, she don't understand why 2/4 is same as 1/2. How I can explain simply?`,
        },
        {
          role: 'assistant',
          content: `A pizza or chocolate bar works well! Cut one bar into 2 pieces and another identical bar into 4 pieces. Show that 2 of the 4 small pieces cover exactly the same amount as 1 of the 2 big pieces. How old is she, so I can pitch the explanation at the right level?`,
        },
        { role: 'user', content: `Hana is 9, year 4.` },
        {
          role: 'assistant',
          content: `Perfect — at 9, hands-on is best. Try folding paper strips: fold one strip in half, another in quarters, and colour 1/2 and 2/4. Lay them side by side so she can see they match.`,
        },
      ],
      [
        {
          role: 'user',
          content: `I need gift idea for my husband Daisuke. His birthday is 19 April. He like fishing very much and also whisky.`,
        },
        {
          role: 'assistant',
          content: `Lovely! Some ideas: a good tackle box organiser, a new reel, a fishing day trip on a charter boat, or a nice Japanese whisky like Yamazaki or Hakushu paired with a tasting glass.`,
        },
        {
          role: 'user',
          content: `Ah sorry I forget, he stop drinking in January, doctor told him. So not whisky please. Fishing things is good. Maybe the boat trip.`,
        },
        {
          role: 'assistant',
          content: `Noted — no alcohol. A sea-fishing charter from Whitby or Bridlington would make a great day out, and you could add a personalised lure box as a small thing to unwrap.`,
        },
      ],
      [
        {
          role: 'user',
          content: `This week I have night shift at the hospital pharmacy, 8pm to 8am. What is healthy thing to eat at 3am so I don't feel heavy?`,
        },
        {
          role: 'assistant',
          content: `At 3am it's best to eat something light and protein-rich: Greek yoghurt with berries, miso soup with tofu, a boiled egg with some rice crackers, or a small onigiri. Avoid big greasy meals and lots of sugar — they make the 4–6am dip worse.`,
        },
      ],
      [
        {
          role: 'user',
          content: `We want go to Japan in summer to see my parents. They live in Sapporo. Flight from Manchester on 20 July, return 10 August. Is better to change in Helsinki or Dubai with small child?`,
        },
        {
          role: 'assistant',
          content: `With a child, Helsinki is usually easier: Finnair flies Manchester–Helsinki and then Helsinki–Tokyo, and the airport is small and calm. From Tokyo you can take a short domestic flight to Sapporo (New Chitose). Dubai routes are longer overall.`,
        },
        { role: 'user', content: `Ok Helsinki then. Thank you!` },
      ],
    ],
    questions: [
      { question: "What is the name of the user's landlord?", expect: ['Patel'] },
      { question: 'Which city does the user live in?', expect: ['Leeds'] },
      {
        question: "How old is the user's daughter?",
        expect: ['nine', 'is 9', 'aged 9', 'age 9', '9 year', '9-year', '(9)'],
      },
      { question: "When is the user's husband's birthday?", expect: ['19 April', 'April 19'] },
      { question: 'Where does the user work?', expect: ['pharmacy', 'hospital'] },
      { question: "Where do the user's parents live?", expect: ['Sapporo'] },
    ],
    unknown: ["What does the user's husband do for a living?", "What is the name of the user's daughter's school?"],
  },

  // 2. Dave — terse, lowercase, typos
  {
    name: 'dave',
    threads: [
      [
        {
          role: 'user',
          content: `need a invoice template. job at mrs hendersons, rewire downstairs + consumer unit swap, 2 days labour. business name DK Electrical`,
        },
        {
          role: 'assistant',
          content: `Here's a simple invoice layout:\n\nDK Electrical\nInvoice No: 0001 | Date: [date]\nBill to: Mrs Henderson, [address]\n\nDescription | Qty | Rate | Amount\nRewire ground floor circuits | 2 days | £[rate] | £[ ]\nConsumer unit replacement (incl. parts) | 1 | £[ ] | £[ ]\n\nSubtotal / VAT / Total\nPayment terms: 14 days. Bank details: [ ]\n\nYou'll also want to attach the Electrical Installation Certificate for the CU swap.`,
        },
        { role: 'user', content: `cheers. yeah the EIC goes seperate` },
      ],
      [
        { role: 'user', content: `dog ate chocolate what do i do` },
        {
          role: 'assistant',
          content: `Don't panic, but act quickly. How big is the dog, what breed, and roughly how much chocolate and what type (milk, dark, baking)? Dark chocolate is much more dangerous than milk.`,
        },
        { role: 'user', content: `staffy, tyson, about 20kg. half a bar milk choc maybe 50g` },
        {
          role: 'assistant',
          content: `For a 20kg Staffy, 50g of milk chocolate is usually a low dose and often only causes mild tummy upset. Still, ring your vet or an animal poison line now for advice, and watch for vomiting, restlessness, a racing heart or tremors over the next 12 hours.`,
        },
        { role: 'user', content: `rang vet they said hes fine just watch him. ta` },
      ],
      [
        {
          role: 'user',
          content: `van failed mot. front brakes + a corroded brake pipe. transit 2015 140k miles. worth fixing or nah`,
        },
        {
          role: 'assistant',
          content: `Brake discs/pads and a brake pipe are usually a few hundred pounds, which is generally worth it on a 2015 Transit if the engine and gearbox are sound. At 140k though, check for clutch/dual-mass flywheel wear and rust on the sills before spending more.`,
        },
      ],
      [
        { role: 'user', content: `lad needs help with gcse maths quadratics. factorising. he just dont get it` },
        { role: 'assistant', content: `No problem. Which year is he in, and is he doing Foundation or Higher tier?` },
        { role: 'user', content: `yr 10. higher. connor` },
        {
          role: 'assistant',
          content: `Great. For Connor, start with x² + 5x + 6: find two numbers that multiply to 6 and add to 5 (2 and 3), so it's (x + 2)(x + 3). Get him to check by expanding back out. Do 10 of those, then move on to ones with a number in front of x².`,
        },
      ],
      [
        {
          role: 'user',
          content: `write a text to shelley. i need to swap weekends with the kids, working saturday. polite not grovelling`,
        },
        {
          role: 'assistant',
          content: `"Hi Shelley, I've been booked on a job this Saturday so I can't have the kids this weekend. Could we swap so I have them next weekend instead? Happy to do an extra night to make up for it. Let me know, cheers."`,
        },
        { role: 'user', content: `perfect. she'll moan but ok` },
      ],
      [
        {
          role: 'user',
          content: `update got rid of the transit in the end. bought a vivaro 2019. whats the best roof rack for ladders on it`,
        },
        {
          role: 'assistant',
          content: `For a 2019 Vivaro, Rhino Modular or Van Guard ULTI bars are popular, and a ladder clamp/roller system like Rhino SafeClamp makes loading much easier.`,
        },
      ],
    ],
    questions: [
      { question: "What is the user's trade?", expect: ['electric'] },
      { question: "What breed is the user's dog?", expect: ['staff'] },
      { question: "What is the user's dog called?", expect: ['Tyson'] },
      { question: 'What van does the user currently drive?', expect: ['Vivaro'] },
      { question: "What is the user's son's name?", expect: ['Connor'] },
      { question: "Who is the mother of the user's children?", expect: ['Shelley'] },
    ],
    unknown: ["How old is the user's dog?", "What is the name of the user's daughter?"],
  },

  // 3. Margaret — careful, long, rambling retiree
  {
    name: 'margaret',
    threads: [
      [
        {
          role: 'user',
          content: `Good morning. I wonder if you could help me with something a little out of my comfort zone. Our bridge club is celebrating its 25th anniversary with a lunch on Saturday the 13th of April, and as the longest-standing member (I joined back in 1999, the year it started, when Geoffrey and I first moved down here) I've been asked to say "a few words". I'm not one for public speaking at all. Could you help me put together something short, warm and a little bit funny, no more than three minutes?`,
        },
        {
          role: 'assistant',
          content: `Of course — what a lovely honour. Here's a gentle three-minute outline:\n\n1. A warm welcome and thanks to the organisers.\n2. A memory from the early days — perhaps the first evening in 1999.\n3. A light joke about bridge (e.g. "I've been partnered with most of you, and forgiven by nearly all of you").\n4. A nod to absent friends.\n5. A toast to the next 25 years.\n\nWould you like me to write it out in full? Any particular memories or names you'd like included?`,
        },
        {
          role: 'user',
          content: `Yes please, in full. You might mention Geoffrey, my late husband, as he was the one who dragged me along the first time. He'd have loved this.`,
        },
        {
          role: 'assistant',
          content: `Here's a draft that mentions Geoffrey warmly:\n\n"Good afternoon everyone. Twenty-five years ago, my husband Geoffrey dragged me along to a draughty hall with the promise of 'just a few hands of cards'. I had no idea I'd still be here a quarter of a century later... [continues]"`,
        },
      ],
      [
        {
          role: 'user',
          content: `My cat Marmalade has gone off her biscuits these last three days. She's still eating a little of the wet food and drinking, but she's fourteen now so I do worry. Is this something I should take her to the vet about, or wait and see? She's otherwise her usual grumpy self, sitting in the sun on the windowsill.`,
        },
        {
          role: 'assistant',
          content: `At fourteen it's worth a vet check, even if she seems herself. Dental pain is a very common reason older cats stop crunching dry food but keep eating soft food. Kidney issues are also common at her age. Book an appointment within the next few days, and sooner if she stops eating altogether or seems lethargic.`,
        },
        { role: 'user', content: `Thank you, I'll ring the surgery in Penzance this afternoon.` },
      ],
      [
        {
          role: 'user',
          content: `My son Richard has been nagging me to fly out and visit him and the grandchildren in Toronto in September. I've not flown on my own since Geoffrey passed, and frankly the thought of Heathrow on my own terrifies me. Is there a way to get some help at the airport? I'm perfectly mobile, just a bit slow and easily flustered.`,
        },
        {
          role: 'assistant',
          content: `Yes — you can book free "special assistance" through the airline when you book or afterwards. Staff will meet you at check-in, help you through security and take you to the gate. You don't need to use a wheelchair; you can simply ask for someone to accompany you. There's also the Heathrow "Hidden Disabilities" sunflower lanyard if you'd like staff to know you might need a little extra time.`,
        },
      ],
      [
        {
          role: 'user',
          content: `Another question, entirely different. I've taken up watercolours this spring — there's a class at the village hall on Thursday mornings — and my skies keep coming out muddy and streaky. What am I doing wrong? We use Cotman paints and some quite cheap paper.`,
        },
        {
          role: 'assistant',
          content: `Muddy skies are usually from overworking the paint while it's drying. Try wetting the whole sky area with clean water first, drop in your blue while it's wet, tilt the board, and then leave it completely alone to dry. Cheap paper makes this much harder — a pad of 100% cotton paper (even a small one) will make a big difference.`,
        },
      ],
      [
        {
          role: 'user',
          content: `I'd like to write to Cornwall Council about the pothole at the top of our lane. Could you check this? "Dear Sir or Madam, I wish to report a large pothole on Trelawney Lane, Mousehole, near the junction with the main road. It has been there since January and is now some eight inches deep. Yesterday a delivery van lost a hubcap in it. I would be grateful if it could be repaired before someone is hurt. Yours faithfully, Margaret Pengelly"`,
        },
        {
          role: 'assistant',
          content: `That's a clear and effective letter. I'd add the nearest house number or a landmark and, if possible, attach a photo. You can also report it online through Cornwall Council's "Report it" page, which gives you a reference number to follow up.`,
        },
      ],
      [
        {
          role: 'user',
          content: `A small change to the speech, please. The anniversary lunch is now on Sunday the 14th rather than the Saturday — the hall was double-booked with a christening. Could you change "this Saturday" in the opening line to "today"? Much simpler.`,
        },
        {
          role: 'assistant',
          content: `Done — the opening now reads: "Good afternoon everyone, and thank you for coming today." Everything else stays the same.`,
        },
      ],
    ],
    questions: [
      { question: "When is the user's bridge club anniversary lunch?", expect: ['14 April', 'April 14'] },
      { question: 'What kind of pet does the user have?', expect: ['cat'] },
      {
        question: "How old is the user's cat?",
        expect: ['fourteen', 'is 14', 'aged 14', 'age 14', '14 year', '14-year', '(14)'],
      },
      { question: "Where does the user's son live?", expect: ['Toronto'] },
      {
        question: 'What creative hobby has the user recently taken up?',
        expect: ['watercolour', 'watercolor', 'painting'],
      },
      { question: 'Where does the user live?', expect: ['Mousehole', 'Cornwall'] },
    ],
    unknown: ['What does Richard do for work?', "What is the name of the user's watercolour teacher?"],
  },

  // 4. Raj — busy professional, pastes drafts
  {
    name: 'raj',
    threads: [
      [
        {
          role: 'user',
          content: `Can you make this sound a bit more professional? Not too stiff though.\n\n"Hi Priya, heads up that I'll be taking AL from 22nd to 26th April as we're moving flat (finally escaping Hackney for Walthamstow!!). I'll get the payments migration PR merged before I go and Tom can cover on-call. Cheers, Raj"`,
        },
        {
          role: 'assistant',
          content: `"Hi Priya,\n\nJust a heads-up that I'd like to take annual leave from 22 to 26 April, as we're moving house that week. I'll make sure the payments migration PR is merged before I'm off, and Tom has agreed to cover on-call.\n\nLet me know if that works.\n\nThanks,\nRaj"`,
        },
        { role: 'user', content: `nice, thanks. she's pretty chill as managers go so that's fine` },
      ],
      [
        {
          role: 'user',
          content: `What should go in a hospital bag for labour? First baby, due in August, and I'm already the designated over-planner`,
        },
        {
          role: 'assistant',
          content: `Congratulations! Core items: maternity notes, loose comfy clothes, nightie or big T-shirt, maternity pads, breast pads, nipple cream, snacks and drinks, phone charger with a long cable, toiletries, and for the baby: 2–3 vests and sleepsuits, a hat, nappies, a blanket and the car seat. For you as birth partner: snacks, change of clothes, cash for parking. Is there a birth plan I should factor in?`,
        },
        { role: 'user', content: `Anjali wants a water birth if the pool's free, so maybe swimwear for me? lol` },
        {
          role: 'assistant',
          content: `Ha, yes — many partners bring swim shorts in case they want to get in the pool to support. Also pack a couple of dark towels and a flannel for cooling her face.`,
        },
      ],
      [
        {
          role: 'user',
          content: `Our backend at Ledgerly is all Kotlin + Spring. What's the cleanest way to do idempotency keys on a POST /payments endpoint so retries don't double-charge?`,
        },
        {
          role: 'assistant',
          content: `Store each idempotency key with a hash of the request body and the response in a table with a unique constraint on (client_id, key). On a new request: insert the key in a "processing" state inside the same transaction as the payment creation; if the insert conflicts, return the stored response (or 409 if still processing, or 422 if the body hash differs). Expire keys after 24–72 hours.`,
        },
      ],
      [
        {
          role: 'user',
          content: `Signed up for the Hackney Half on 19 May. 10k PB is 52 mins. Realistic target and a 7 week plan?`,
        },
        {
          role: 'assistant',
          content: `With a 52:00 10k, a realistic half-marathon target is around 1:55–1:58. A 7-week plan: 3–4 runs a week — one easy run, one tempo or interval session, one long run building from 12km to 19km, and an optional recovery jog. Taper in the final week.`,
        },
      ],
      [
        {
          role: 'user',
          content: `Ugh, move got pushed — the vendor's chain collapsed and we're now completing and moving on 3 May. Can you redo the leave email for 2nd–8th May instead?`,
        },
        {
          role: 'assistant',
          content: `"Hi Priya,\n\nQuick update: our moving date has shifted, so I'd like to move my annual leave to 2–8 May instead of 22–26 April. The payments migration will still be merged beforehand, and I'll re-confirm on-call cover with Tom.\n\nThanks,\nRaj"`,
        },
      ],
    ],
    questions: [
      { question: "Who is the user's manager?", expect: ['Priya'] },
      { question: 'Which area is the user moving to?', expect: ['Walthamstow'] },
      { question: "When is the user's baby due?", expect: ['August'] },
      { question: 'Which company does the user work for?', expect: ['Ledgerly'] },
      { question: 'When is the race the user is training for?', expect: ['19 May', 'May 19'] },
      { question: 'When is the user moving house?', expect: ['3 May', 'May 3'] },
    ],
    unknown: ["What is the user's 5k personal best?", 'Are the user and Anjali expecting a boy or a girl?'],
  },

  // 5. Sofia — Spanish native, non-native English
  {
    name: 'sofia',
    threads: [
      [
        {
          role: 'user',
          content: `I must to correct 28 essays about Of Mice and Men before tomorrow morning :( can you give me a quick rubric for 5th year students, out of 20?`,
        },
        {
          role: 'assistant',
          content: `Of course! A simple rubric out of 20:\n- Argument & thesis (5): clear, focused answer to the question\n- Use of evidence (5): relevant quotations, well embedded\n- Analysis (5): explores language, structure, context (Depression-era America, the American Dream)\n- Expression (5): paragraphing, accuracy, vocabulary\n\nTip: read three essays first to calibrate before marking the rest.`,
        },
        { role: 'user', content: `Perfect, thank you. Is going to be a long night haha` },
      ],
      [
        {
          role: 'user',
          content: `My guinea pigs Churro and Pipa don't eat the hay since two days. Only the pellets and vegetables. Is normal??`,
        },
        {
          role: 'assistant',
          content: `It isn't ideal — hay should be about 80% of a guinea pig's diet and keeps their teeth and gut healthy. Check the hay is fresh and smells sweet (a new bag can be dusty or stale). Try a different type like Timothy or orchard grass, and reduce the pellets a little. If either of them stops eating altogether, drools, or loses weight, see a vet quickly — dental problems are common.`,
        },
        { role: 'user', content: `Ah I think the new bag is bad, is very dusty. I buy another one today` },
      ],
      [
        {
          role: 'user',
          content: `I want plan a weekend in Lisbon for my boyfriend Mateo birthday, from 27 to 29 April. We like food and walking, not museums so much. Can you do an itinerary?`,
        },
        {
          role: 'assistant',
          content: `Lovely! Day 1: arrive, wander Alfama, sunset at Miradouro da Senhora do Monte, dinner in Mouraria. Day 2: pastéis de nata in Belém, walk along the river to LX Factory, Time Out Market, evening fado in Bairro Alto. Day 3: tram 28 early, brunch in Príncipe Real, fly home.`,
        },
      ],
      [
        {
          role: 'user',
          content: `Hi, I need write to the principal to ask one personal day. "Dear Mr. O'Connor, I would like to request a personal day on Friday 26 April. I have arranged cover for my 2nd and 5th year classes with Ms. Byrne. Best regards, Sofía Martínez, English Department, St. Brigid's Community School"`,
        },
        {
          role: 'assistant',
          content: `That's already very good! Small tweak: "I would like to request a personal day on Friday, 26 April. I have arranged for Ms Byrne to cover my 2nd and 5th year classes, and I will leave lesson plans and materials for her. Kind regards, Sofía Martínez, English Department."`,
        },
      ],
      [
        {
          role: 'user',
          content: `Ok so, Mateo and me we broke up last week. It's fine, really. But I still have the flights for Lisbon so I go with my friend Lucía instead. Can you change the plan for two girls, a bit more fun, some bars?`,
        },
        {
          role: 'assistant',
          content: `I'm sorry about the break-up, but a Lisbon weekend with Lucía sounds like a great reset! Updated plan: add a rooftop drink at Park Bar, an evening in Cais do Sodré (Pink Street), and a day trip to Cascais beach on Sunday morning before your flight.`,
        },
        { role: 'user', content: `Yes!! Much better` },
      ],
      [
        {
          role: 'user',
          content: `Can you give me a recipe with lentils like my grandmother in Valencia makes? With chorizo normally but I am vegetarian so without meat`,
        },
        {
          role: 'assistant',
          content: `Here's a vegetarian "lentejas" stew: sauté onion, carrot, green pepper and garlic in olive oil, add 1 tbsp smoked paprika (this replaces the chorizo flavour), a chopped tomato, a bay leaf, 300g brown lentils, a diced potato and 1.2L water or vegetable stock. Simmer 40 minutes, finish with a splash of sherry vinegar.`,
        },
      ],
    ],
    questions: [
      { question: "What is the user's profession?", expect: ['teacher', 'teach'] },
      { question: 'What animals does the user keep?', expect: ['guinea pig'] },
      { question: 'Who is the user going to Lisbon with?', expect: ['Lucía', 'Lucia'] },
      { question: "What is the name of the user's school principal?", expect: ["O'Connor", 'OConnor'] },
      { question: 'What diet does the user follow?', expect: ['vegetarian'] },
      {
        question: 'Is the user still with Mateo?',
        expect: ['broke up', 'broken up', 'break-up', 'split', 'ex-boyfriend', 'ex boyfriend', 'no longer'],
      },
    ],
    unknown: ["How old are the user's guinea pigs?", 'What does Lucía do for work?'],
  },

  // 6. Tom — dad, careful
  {
    name: 'tom',
    threads: [
      [
        {
          role: 'user',
          content: `Could you help me write a party invitation? It's for Oliver's 7th birthday, Saturday 20 April, 2–4pm at Jump Nation in Reading. Trampolining then food. RSVP to me by the 13th. Grip socks provided.`,
        },
        {
          role: 'assistant',
          content: `🎉 You're invited! 🎉\nOliver is turning 7!\nCome and bounce with us at Jump Nation, Reading\nSaturday 20 April, 2–4pm\nTrampolining followed by party food\nGrip socks provided — just bring lots of energy!\nPlease RSVP to Tom by Saturday 13 April.`,
        },
      ],
      [
        {
          role: 'user',
          content: `Follow-up on the party: Ella (she's 4) has a peanut allergy, so I need party food that's completely nut-free, ideally stuff that the venue's café won't cross-contaminate. Ideas?`,
        },
        {
          role: 'assistant',
          content: `Safest approach is to bring your own food where you control the ingredients: cheese or ham sandwiches on bread you've checked, cucumber and carrot sticks, grapes (halved for small ones), popcorn, crisps from nut-free factories, and a homemade cake. Label Ella's plate, and ask the venue to confirm their tables are wiped down beforehand.`,
        },
      ],
      [
        {
          role: 'user',
          content: `Different topic. It's tax year end and I'm drowning — I've got about 40 self-assessment clients who still haven't sent me their paperwork. Can you tidy this reminder? "Dear client, as the tax year ends on 5 April, please send your P60, bank interest statements and any receipts for allowable expenses to me at Hartley & Moss by the end of April so that we can file your return in good time. Kind regards, Tom Hartley ACA"`,
        },
        {
          role: 'assistant',
          content: `"Dear [Name],\n\nWith the tax year ending on 5 April, now is a great time to get your paperwork to us. Please send the following by 30 April:\n• Your P60 (if employed)\n• Bank and savings interest statements\n• Receipts for any allowable expenses\n\nGetting these early means we can file your return well ahead of the deadline and avoid any last-minute rush.\n\nKind regards,\nTom Hartley ACA\nHartley & Moss Chartered Accountants"`,
        },
      ],
      [
        {
          role: 'user',
          content: `Kitchen tap is dripping constantly. It's a single-lever mixer tap, about 8 years old. Can I fix this myself?`,
        },
        {
          role: 'assistant',
          content: `Usually yes — single-lever mixers drip because of a worn ceramic cartridge. Turn off the water under the sink, prise off the cap on the lever, undo the screw, remove the lever and unscrew the cartridge. Take it to a plumbers' merchant to match it, fit the new one and reassemble.`,
        },
      ],
      [
        {
          role: 'user',
          content: `Party update — Jump Nation double-booked us, so Oliver's party is now Sunday the 21st, same time, same place. Could you redo the invite?`,
        },
        {
          role: 'assistant',
          content: `🎉 You're invited! 🎉\nOliver is turning 7!\nJump Nation, Reading\nSunday 21 April, 2–4pm\nTrampolining followed by party food\nGrip socks provided\nPlease RSVP to Tom by Saturday 13 April.`,
        },
      ],
      [
        {
          role: 'user',
          content: `Claire and I have our 10th wedding anniversary in June. She's a massive gardener — spends every weekend on the allotment. Any gift ideas that aren't just "a plant"?`,
        },
        {
          role: 'assistant',
          content: `Traditional 10th anniversary is tin or aluminium, so: engraved tin plant labels for her allotment, a vintage galvanised watering can, or a day course at a famous garden like RHS Wisley or Great Dixter. A personalised potting bench is a bigger option.`,
        },
      ],
    ],
    questions: [
      { question: "When is Oliver's birthday party?", expect: ['21 April', 'April 21'] },
      { question: "What is the user's daughter allergic to?", expect: ['peanut', 'nut'] },
      { question: "What is the user's job?", expect: ['accountant', 'accounting', 'accountancy'] },
      { question: 'What is the name of the firm the user works at?', expect: ['Hartley'] },
      { question: "What does the user's wife enjoy doing?", expect: ['garden', 'allotment'] },
      { question: 'How old will Oliver be?', expect: ['seven', '7th', 'turning 7', 'turns 7'] },
    ],
    unknown: ['Which school does Oliver go to?', 'What does Claire do for work?'],
  },

  // 7. Lena — German, terse-ish
  {
    name: 'lena',
    threads: [
      [
        {
          role: 'user',
          content: `my sourdough is flat like pancake. starter is 2 weeks old, i feed 1:1:1. what is wrong`,
        },
        {
          role: 'assistant',
          content: `A 2-week-old starter is often still too weak for a full rise. Check it doubles within 4–6 hours after feeding before you bake. Also try a slightly lower hydration dough (around 68%), and do a few more stretch-and-folds for structure.`,
        },
        { role: 'user', content: `ok it does not double yet. i wait.` },
      ],
      [
        { role: 'user', content: `write short message to Femke that i will be late, bouldering session goes longer` },
        { role: 'assistant', content: `Sure! Who is Femke to you, so I get the tone right?` },
        { role: 'user', content: `my girlfriend, we live together` },
        {
          role: 'assistant',
          content: `"Hey love, bouldering is running a bit long — I'll be home around 9. Don't wait for me with dinner 😘"`,
        },
      ],
      [
        {
          role: 'user',
          content: `We adopted a greyhound from rescue in January, Bolt. He is scared of stairs and our flat is 3rd floor. How to train?`,
        },
        {
          role: 'assistant',
          content: `Very common with ex-racing greyhounds — they've often never seen stairs. Start on the bottom step with treats, one step at a time, with a harness so you can support him. Keep sessions short and end on success. Carrying him is fine at first while he learns.`,
        },
      ],
      [
        {
          role: 'user',
          content: `please check english: "Hi Jeroen, I am off from 6 to 10 June for my sister's wedding in Hamburg. The mockups for the checkout redesign will be in Figma by the 5th, and I will do the usability test debrief before I leave. Groetjes, Lena"`,
        },
        {
          role: 'assistant',
          content: `Your English is good! A slightly smoother version: "Hi Jeroen, just letting you know I'll be off from 6 to 10 June for my sister's wedding in Hamburg. The checkout redesign mockups will be in Figma by the 5th, and I'll run the usability test debrief before I go. Groetjes, Lena"`,
        },
      ],
      [
        { role: 'user', content: `can I take a dog on the train Rotterdam to Hamburg? big dog` },
        {
          role: 'assistant',
          content: `Yes. On Dutch NS trains a dog needs a day ticket for dogs, and on Deutsche Bahn large dogs travel for half the adult fare and must be on a lead and wear a muzzle. The journey usually involves a change (often in Amsterdam or Osnabrück) and takes around 5–6 hours.`,
        },
      ],
      [
        {
          role: 'user',
          content: `change of plan, the wedding is now 15 June, the venue was flooded. update the email please, off 13 to 17 June`,
        },
        {
          role: 'assistant',
          content: `"Hi Jeroen, a quick update: the wedding has moved, so I'll now be off from 13 to 17 June instead. The checkout redesign mockups will be in Figma before I go, and I'll still run the usability test debrief beforehand. Groetjes, Lena"`,
        },
      ],
    ],
    questions: [
      { question: 'What kind of dog does the user have?', expect: ['greyhound'] },
      { question: "What is the name of the user's partner?", expect: ['Femke'] },
      { question: 'Which city does the user live in?', expect: ['Rotterdam'] },
      { question: "When is the user's sister's wedding?", expect: ['15 June', 'June 15'] },
      { question: 'What kind of work does the user do?', expect: ['design', 'UX'] },
      { question: 'What sport does the user do?', expect: ['boulder', 'climb'] },
    ],
    unknown: ["What is the name of the user's sister?", 'How old is Bolt?'],
  },

  // 8. Marcus — long rambling, DIY
  {
    name: 'marcus',
    threads: [
      [
        {
          role: 'user',
          content: `Right so bit of a long one. I finally got the keys to my first house last month — it's a 1930s semi in Bishopston, Bristol, which I love, but the previous owners clearly never opened a window in their lives and the bathroom has black mould all over the ceiling and round the window frame. There's an extractor fan but I'm pretty sure it's just for decoration, it makes a noise but I can't feel anything. What's the proper way to deal with this, not just bleaching it every month?`,
        },
        {
          role: 'assistant',
          content: `Congrats on the house! Tackle it in three steps:\n1. Clean: use a mould-specific spray (or diluted white vinegar), not just bleach, which only whitens the surface.\n2. Fix the cause: replace the fan with a decent humidistat extractor (at least 60–80 m³/h) ducted outside, and run it for 15–20 minutes after showers. Check the old duct isn't disconnected in the loft — that's very common.\n3. Repaint: once dry, use a stain-block primer and an anti-mould bathroom paint.`,
        },
        {
          role: 'user',
          content: `Checked the loft, the duct was literally just lying there disconnected lol. Classic.`,
        },
      ],
      [
        {
          role: 'user',
          content: `Between shifts on the ambulance I've got basically zero time or energy to cook. Need some meal prep ideas that survive in a cool bag for 12 hours.`,
        },
        {
          role: 'assistant',
          content: `Happy to help. Are you on a rotating pattern with nights too? That changes what works best.`,
        },
        { role: 'user', content: `yeah 4 on 4 off, 12 hour shifts, mix of days and nights` },
        {
          role: 'assistant',
          content: `Then batch-cook on your first day off: chicken and rice burrito bowls, a big chilli, pasta salad with tuna and veg, overnight oats, and boiled eggs. For nights, have your main meal before the shift and lighter snacks (yoghurt, fruit, nuts, wraps) during it to avoid the 4am slump.`,
        },
      ],
      [
        {
          role: 'user',
          content: `My '78 Honda CB400 is running rough at idle and bogging when I open the throttle. I rebuilt the carbs last summer. Where do I start?`,
        },
        {
          role: 'assistant',
          content: `On a CB400 twin, start by syncing the carbs — if they're out of balance it'll idle rough and stumble. Then check for air leaks at the intake boots (spray carb cleaner around them at idle and listen for the revs changing), and make sure the pilot jets aren't partially blocked again from old fuel.`,
        },
      ],
      [
        {
          role: 'user',
          content: `Can you draft a message to Dan about the lodger arrangement? He's moving into the spare room on 1 May, £550 a month including bills, one month's deposit. Keep it friendly, we've been mates since uni.`,
        },
        {
          role: 'assistant',
          content: `"Hey Dan! Just putting the room details in writing so we're both clear: you'll move in on 1 May, rent is £550 a month including all bills, payable on the 1st, plus one month's deposit (£550) up front. I'll sort a simple lodger agreement for us to sign. Can't wait to have you in!"`,
        },
      ],
      [
        {
          role: 'user',
          content: `Mortgage question. I'm paying £1,100 a month with Nationwide, fixed for 5 years at 4.6%. Would I be better overpaying or putting spare cash in savings?`,
        },
        {
          role: 'assistant',
          content: `Compare your mortgage rate (4.6%) with the after-tax return on savings. If you're a basic-rate taxpayer and can get over ~5% in an easy-access account or ISA, saving may edge it and keeps the cash accessible. Otherwise overpaying (most fixes allow up to 10% a year without penalty) is a guaranteed 4.6% "return". Keep an emergency fund either way.`,
        },
      ],
      [
        {
          role: 'user',
          content: `Mum turns 60 on 11 May and I'm useless at presents. She reads Agatha Christie constantly, like she's reread all of them at least twice.`,
        },
        {
          role: 'assistant',
          content: `Ideas: a first-edition-style hardback set, tickets to "The Mousetrap" in London, a murder mystery weekend, or a visit to Greenway, Christie's holiday home in Devon. A combination of the Greenway visit and a nice lunch would make a lovely 60th.`,
        },
      ],
    ],
    questions: [
      { question: "Where is the user's house?", expect: ['Bristol', 'Bishopston'] },
      { question: 'What does the user do for a living?', expect: ['paramedic', 'ambulance'] },
      { question: 'What motorbike does the user own?', expect: ['CB400', 'Honda'] },
      { question: "Who is moving into the user's spare room?", expect: ['Dan'] },
      { question: "Who is the user's mortgage lender?", expect: ['Nationwide'] },
      { question: "When is the user's mum's birthday?", expect: ['11 May', 'May 11'] },
    ],
    unknown: ["What is Dan's job?", 'How much did the user pay for the house?'],
  },

  // 9. Nkechi — busy mum and realtor, Houston
  {
    name: 'nkechi',
    threads: [
      [
        {
          role: 'user',
          content: `My son needs a science fair project idea that isn't a volcano 🙄 He's in 7th grade.`,
        },
        {
          role: 'assistant',
          content: `Ha, fair! What's he into? That helps me suggest something he'll actually enjoy.`,
        },
        {
          role: 'user',
          content: `He loves plants and anything involving dirt lol. Chidi would live in the garden if I let him`,
        },
        {
          role: 'assistant',
          content: `Perfect for Chidi: "Does music affect plant growth?" or "Which soil type grows bean plants fastest?" The soil one is great — three pots each of potting mix, sand and garden soil, same seeds, same water, measure height every two days for 3 weeks and graph it.`,
        },
      ],
      [
        {
          role: 'user',
          content: `Write me a listing description: 3 bed 2 bath single story in Katy, 1,850 sq ft, new roof 2022, big backyard with pecan tree, zoned to Katy ISD. I'm showing it Saturday and want it on the MLS tonight.`,
        },
        {
          role: 'assistant',
          content: `"Welcome home to this move-in-ready 3 bed, 2 bath single-story gem in Katy! With 1,850 sq ft of open living space, a brand-new roof (2022), and a huge backyard shaded by a mature pecan tree, there's room for everyone to spread out. Zoned to highly rated Katy ISD schools. Don't miss it — schedule your showing today!"`,
        },
        { role: 'user', content: `Love it. My broker will too` },
      ],
      [
        {
          role: 'user',
          content: `I lead the choir at my church and our altos keep going flat on long notes. Any warm-ups that help?`,
        },
        {
          role: 'assistant',
          content: `Try lip trills on a descending 5-note scale, then sustained "ng" hums, focusing on keeping the breath moving. For flatness specifically, have them think "up" as they sustain and lift the eyebrows slightly — it sounds silly but helps keep the pitch bright.`,
        },
      ],
      [
        {
          role: 'user',
          content: `Help me budget for Christmas in Lagos. 4 of us flying from Houston, 3 weeks, staying with family so no hotel.`,
        },
        {
          role: 'assistant',
          content: `Rough budget for 4: flights IAH–LOS in December are often $1,400–$2,000 each, so $6,000–$8,000 total. Add gifts for family, local transport, food contributions and outings — maybe $2,000–$3,000 — plus visas/passport renewals if needed. Book flights as early as possible; December prices climb fast.`,
        },
      ],
      [
        { role: 'user', content: `My Odyssey squeals when I brake, only in the morning. Is that urgent?` },
        {
          role: 'assistant',
          content: `A morning-only squeal is often surface rust or moisture on the rotors and usually goes after a few stops — not urgent. But if it squeals all the time, it may be the wear indicators on the pads telling you they're low, so get the brakes checked soon.`,
        },
      ],
      [
        {
          role: 'user',
          content: `Adaeze is turning 9 in two weeks (the 16th!) and she wants a slime party. How do I not destroy my house`,
        },
        {
          role: 'assistant',
          content: `Slime party survival kit: do it outside or in the garage, cover tables with plastic tablecloths, pre-measure glue and activator into cups, and give each kid a tray. Have baby wipes and vinegar (it removes slime from fabric) on hand. Send slime home in labelled zip bags as party favours!`,
        },
      ],
    ],
    questions: [
      { question: "What grade is the user's son in?", expect: ['7th', 'seventh'] },
      { question: "What is the user's profession?", expect: ['real estate', 'realtor', 'estate agent'] },
      { question: 'What role does the user have at church?', expect: ['choir'] },
      { question: 'Where is the family going for Christmas?', expect: ['Lagos', 'Nigeria'] },
      { question: 'What car does the user drive?', expect: ['Odyssey', 'Honda'] },
      { question: "When is Adaeze's birthday?", expect: ['16 April', 'April 16'] },
    ],
    unknown: ["What does the user's husband do for a living?", 'Which school does Adaeze attend?'],
  },

  // 10. Jamie — student, lowercase, no punctuation
  {
    name: 'jamie',
    threads: [
      [
        {
          role: 'user',
          content: `how do i write a email to my lecturer asking for an extension on my studio project its due friday and i have been ill all week`,
        },
        {
          role: 'assistant',
          content: `I can help with that! What course and year are you in, so I can get the details right?`,
        },
        { role: 'user', content: `architecture 2nd year at strathclyde` },
        {
          role: 'assistant',
          content: `"Dear [Lecturer's name],\n\nI'm a second-year Architecture student in your studio group. I've been unwell this week and haven't been able to complete my studio project to the standard I'd like by Friday's deadline. Would it be possible to have a short extension? I'm happy to provide a self-certification or a GP note.\n\nThank you for considering this.\n\nBest wishes,\n[Your name]"`,
        },
      ],
      [
        {
          role: 'user',
          content: `band has a gig at the hug and pint on the 18th need an insta caption thats not cringe. im on bass if that matters lol`,
        },
        {
          role: 'assistant',
          content: `"18.04 — The Hug and Pint. Loud songs, cheap pints, one very sweaty bassist. Come down 🎸" Or shorter: "Thursday 18th. Hug and Pint. Be there or be in bed."`,
        },
      ],
      [
        {
          role: 'user',
          content: `budget help pls i get 850 a month from saas and i do 12 hrs a week at the cafe at 10.90 an hour rent is 420`,
        },
        {
          role: 'assistant',
          content: `Roughly: £850 + ~£565 (12 hrs × £10.90 × 4.33 weeks) = ~£1,415 a month. After £420 rent you have ~£995. Suggested split: bills/phone £80, food £200, transport £40, uni materials £60, fun £150, and try to save £100. That leaves a buffer of ~£365 for irregular costs.`,
        },
      ],
      [
        {
          role: 'user',
          content: `going up to inverness to see my mum weekend of the 27th whats cheapest train or bus from glasgow`,
        },
        {
          role: 'assistant',
          content: `Megabus or Citylink from Buchanan Bus Station is usually cheapest (often £10–£20 if booked ahead) and takes about 3.5–4 hours. ScotRail advance fares can be similar if you have a 16–25 railcard.`,
        },
      ],
      [
        {
          role: 'user',
          content: `lol gig got cancelled the hug and pint flooded. were playing stereo on 2 may instead can u redo the caption`,
        },
        {
          role: 'assistant',
          content: `"NEW DATE: 02.05 — Stereo. Venue flooded, we didn't. Loud songs, cheap pints, one very sweaty bassist 🎸"`,
        },
      ],
      [
        {
          role: 'user',
          content: `quit the cafe finally. started at monorail the record shop on tuesday same hours but way better vibes. does the budget change`,
        },
        {
          role: 'assistant',
          content: `Congrats! If the hours and pay are similar, the budget barely changes. If the hourly rate is different, tell me and I'll redo the numbers. You might just spend more on records now 😅`,
        },
      ],
    ],
    questions: [
      { question: 'What does the user study?', expect: ['architecture'] },
      { question: 'Which university does the user attend?', expect: ['Strathclyde'] },
      { question: 'What instrument does the user play?', expect: ['bass'] },
      { question: "When is the user's band's next gig?", expect: ['2 May', 'May 2'] },
      { question: "Where does the user's mother live?", expect: ['Inverness'] },
      { question: 'Where does the user work part-time?', expect: ['Monorail', 'record'] },
    ],
    unknown: ["What is the name of the user's lecturer?", "What is the name of the user's band?"],
  },

  // 11. Hélène — French, formal non-native
  {
    name: 'helene',
    threads: [
      [
        {
          role: 'user',
          content: `Good afternoon. Could you help me to reformulate this email to a client? I translate their technical manuals from German to French and they have not paid since February. "Dear Mr. Brauer, I permit myself to remind you that the invoice n° 2024-07 of 3 200 € for the translation of the maintenance manual is still unpaid. I thank you to regularise the situation quickly."`,
        },
        {
          role: 'assistant',
          content: `Here's a polite but firm English version:\n\n"Dear Mr Brauer,\n\nI hope you're well. I'm writing to follow up on invoice no. 2024-07 for €3,200, covering the translation of the maintenance manual, which remains outstanding. I'd be grateful if you could arrange payment at your earliest convenience, or let me know if there is any issue with the invoice.\n\nKind regards,\nHélène"`,
        },
      ],
      [
        {
          role: 'user',
          content: `Our African grey, Coco, has begun to pluck his feathers on the chest. He is 12 years. What can be the cause?`,
        },
        {
          role: 'assistant',
          content: `Feather plucking in African greys can be medical (skin infection, nutritional deficiency, especially calcium and vitamin A, or liver issues) or behavioural (boredom, stress, changes at home). Get an avian vet check first to rule out medical causes. Meanwhile, add foraging toys, more time out of the cage, and a consistent sleep routine of 10–12 hours.`,
        },
        { role: 'user', content: `There is a change at home, the kitchen works started. Maybe it is the noise.` },
      ],
      [
        {
          role: 'user',
          content: `I organise a surprise party for the 40 years of my husband Luc, the 25 May. We are about 30 persons. I thought of the restaurant Le Petit Bistro on Saint-Denis street. How to organise so he suspects nothing?`,
        },
        {
          role: 'assistant',
          content: `Fun! Tips: create a separate group chat without Luc, give guests an arrival time 30 minutes before you arrive, and have a friend invite you both out for a "quiet dinner" as cover. Ask the restaurant for a private room and agree a fixed menu so the bill is predictable.`,
        },
      ],
      [
        {
          role: 'user',
          content: `For the kitchen renovation we received a quote of 28 000 $ from Rénovations Gagnon. Is it reasonable for a kitchen of about 12 m² in Montréal?`,
        },
        {
          role: 'assistant',
          content: `For a mid-range kitchen renovation of that size in Montréal, $25,000–$40,000 is common, so $28,000 is reasonable if it includes cabinets, countertops, plumbing and electrical. Check what's excluded (appliances, permits, backsplash), and get at least one more quote to compare.`,
        },
      ],
      [
        {
          role: 'user',
          content: `My mother-in-law Monique arrives from Lyon on 10 April and stays three weeks. She does not speak English. What can we do with her in Montréal in April?`,
        },
        {
          role: 'assistant',
          content: `Montréal is easy for a French speaker! Ideas: sugar shack (cabane à sucre) lunch — April is the end of the season, the Jardin botanique, a walk in Old Montréal and Mont-Royal, the Musée des beaux-arts, and Jean-Talon market.`,
        },
      ],
      [
        {
          role: 'user',
          content: `For Luc's party, finally we do it at our home and not the restaurant, it was too expensive for 30 persons. Can you propose a simple buffet menu?`,
        },
        {
          role: 'assistant',
          content: `Home buffet for 30: a cheese and charcuterie board, a big niçoise-style salad, quiches (two kinds), pulled pork sliders, roasted vegetables, baguettes, and a birthday cake plus a tray of macarons. Rent glasses and plates from a party rental to save on washing up.`,
        },
      ],
    ],
    questions: [
      { question: 'What does the user do for work?', expect: ['translat'] },
      { question: 'What kind of bird does the user have?', expect: ['African grey', 'parrot'] },
      { question: "When is the user's husband's surprise party?", expect: ['25 May', 'May 25'] },
      { question: "Where will Luc's party be held?", expect: ['home', 'house'] },
      { question: "Where does the user's mother-in-law live?", expect: ['Lyon'] },
      { question: 'Which city does the user live in?', expect: ['Montréal', 'Montreal'] },
    ],
    unknown: ['How long has the user been married to Luc?', "What was Monique's job?"],
  },

  // 12. Kwame — very terse
  {
    name: 'kwame',
    threads: [
      [
        {
          role: 'user',
          content: `rewrite more professional: "Hi Sarah, inspection of the Canal St footbridge pushed back, rain. New date TBC. Kwame, Senior Structural Engineer"`,
        },
        {
          role: 'assistant',
          content: `"Hi Sarah,\n\nDue to heavy rain, the inspection of the Canal Street footbridge has been postponed. I'll confirm a new date as soon as the forecast allows.\n\nBest regards,\nKwame\nSenior Structural Engineer"`,
        },
      ],
      [
        { role: 'user', content: `u16 football drills. 14 kids. 90 min. i coach sat mornings` },
        {
          role: 'assistant',
          content: `90-min session for 14 U16s:\n- 10 min dynamic warm-up\n- 15 min rondos (5v2)\n- 20 min passing patterns with a finish\n- 20 min 4v4+2 small-sided possession game\n- 20 min 7v7 match\n- 5 min cool-down and feedback`,
        },
      ],
      [
        { role: 'user', content: `kofi wants new boots. £80 max. wide feet` },
        { role: 'assistant', content: `How old is he / what size? Some brands run narrow for teens.` },
        { role: 'user', content: `15. size 9` },
        {
          role: 'assistant',
          content: `For a 15-year-old with wide feet in size 9: New Balance Furon or Tekela (they do wide fits), Mizuno Morelia (soft leather, roomy), or Puma Future. All can be found under £80 in last season's colours.`,
        },
      ],
      [
        { role: 'user', content: `write ad. selling audi a3 2017 62k miles full service history. £11,500` },
        {
          role: 'assistant',
          content: `"2017 Audi A3 — 62,000 miles — Full Service History — £11,500\nWell-maintained, one careful owner, full Audi/specialist service history, drives perfectly. Clean interior, two keys. Viewing welcome, Birmingham area."`,
        },
        { role: 'user', content: `not one owner. two. fix` },
        {
          role: 'assistant',
          content: `"2017 Audi A3 — 62,000 miles — Full Service History — £11,500\nWell-maintained, two owners, full service history, drives perfectly. Clean interior, two keys. Viewing welcome, Birmingham area."`,
        },
      ],
      [
        { role: 'user', content: `audi sold. got a tesla model 3 last week. home charger install cost?` },
        {
          role: 'assistant',
          content: `A 7kW home charger installed typically costs £800–£1,100 in the UK. Tesla's own Wall Connector or brands like Ohme and Zappi are popular. Check if your consumer unit needs an upgrade — that can add a few hundred pounds.`,
        },
      ],
      [
        { role: 'user', content: `anniversary 12 may. abena loves jazz. ideas in brum` },
        {
          role: 'assistant',
          content: `For a jazz-loving anniversary in Birmingham: dinner then live jazz at the Jam House or the Spotted Dog in Digbeth, check what's on at Symphony Hall, or plan around the Birmingham, Sandwell & Westside Jazz Festival if dates line up. A jazz brunch at a city-centre restaurant is another nice option.`,
        },
      ],
    ],
    questions: [
      { question: "What is the user's profession?", expect: ['engineer'] },
      { question: 'What does the user do on Saturday mornings?', expect: ['coach', 'football'] },
      { question: 'How old is Kofi?', expect: ['fifteen', 'is 15', 'aged 15', 'age 15', '15 year', '15-year', '(15)'] },
      { question: 'What car does the user drive now?', expect: ['Tesla', 'Model 3'] },
      { question: "When is the user's wedding anniversary?", expect: ['12 May', 'May 12'] },
      { question: "What music does the user's wife like?", expect: ['jazz'] },
    ],
    unknown: ['What position does Kofi play?', 'What does Abena do for a living?'],
  },
]
