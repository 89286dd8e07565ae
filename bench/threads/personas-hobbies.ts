import type { ThreadPersona } from './personas'

/**
 * An eighth set, of twelve people using an assistant for hobbies, side projects and home life (a boat restored, a
 * covers band, a craft stall, a wedding planned, a parent cared for), written by a helper who had not read the rules.
 * Measured once before any change made for it: 36/72, never said 5/24, on commit edc16f5.
 */
export const hobbyPersonas: ThreadPersona[] = [
  // 1. Retired marine engineer in Germany restoring a wooden sailboat (non-native, formal-ish)
  {
    name: 'gerhard',
    threads: [
      [
        {
          role: 'user',
          content:
            'Hello. I restore an old wooden sailboat, built 1972, about 9 metres. At the transom some planks have soft spots, maybe 10 cm each. Is it better to scarf in new wood or to dig out and fill with epoxy? I spent 31 years in the engine rooms at HDW in Kiel, so diesel I understand, but wood is new for me.',
        },
        {
          role: 'assistant',
          content:
            "For soft spots that small, it depends on how deep the rot goes. Probe with an awl: if it's only the surface layer, you can dig it out, let it dry thoroughly, saturate with thin penetrating epoxy and fill with thickened epoxy. If the awl sinks through most of the plank thickness, a proper scarf repair with new timber (same species, 8:1 or 12:1 scarf ratio) will last much longer and move with the rest of the hull. Epoxy filler in a plank that keeps swelling and shrinking tends to crack out after a few seasons.",
        },
        {
          role: 'user',
          content:
            'Ok, I will probe tomorrow. Small correction, I measured again with a proper tape, she is 8.4 m, not 9. My wife Ilse says I always make her bigger than she is 😄',
        },
        {
          role: 'assistant',
          content:
            "Ha, a very common sailor's habit! 8.4 m is a lovely size for a classic wooden boat — manageable for one person to maintain.",
        },
      ],
      [
        {
          role: 'user',
          content:
            'Which varnish for the mahogany coaming and the tiller, Epifanes or Le Tonkinois? I think Le Tonkinois, it is more forgiving when the weather is not perfect.',
        },
        {
          role: 'assistant',
          content:
            "Both are excellent. Le Tonkinois is an oil-based, flexible varnish that's very forgiving to apply and easy to touch up, but it stays a bit softer. Epifanes Clear gives a harder, glossier finish with great UV protection, but needs more careful sanding between coats and a bit more warmth to cure. For a boat that will sit in strong sun, many people prefer Epifanes; for easy maintenance, Le Tonkinois.",
        },
      ],
      [
        {
          role: 'user',
          content:
            "A question about tradition. Since 1972 the boat is called 'Möwe'. I want to rename her for my granddaughter Liesel. But old sailors say renaming brings bad luck. Is there a ceremony for this?",
        },
        {
          role: 'assistant',
          content:
            "Yes — the traditional 'denaming' ceremony. First remove every trace of the old name from the boat (transom, logbook, life ring). Then you ask Poseidon (or Neptune) to strike the old name from the Ledger of the Deep, pour some good drink into the sea — a bit for the boat, a bit for the sea gods, a bit for the crew — and only afterwards announce the new name. Many sailors do it all on the same day.",
        },
        {
          role: 'user',
          content:
            "Good. We did it on Sunday with a bottle of Sekt at the pier, Ilse read the words from your text and our old dog Bruno barked at the right moment. The old letters are sanded off. She is officially 'Liesel' now.",
        },
        {
          role: 'assistant',
          content:
            'Wonderful — congratulations to Liesel, both of them! With Bruno as witness, the sea gods can have no complaint.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'Update on the varnish: I ended up with Epifanes Clear after all, the man at the chandlery convinced me. 6 coats are done. How long should I wait between the last coats when it is only 12 degrees in the shed?',
        },
        {
          role: 'assistant',
          content:
            'At 12 °C, Epifanes cures slowly — give it at least 24 hours, better 36–48, between coats, and make sure the surface is not tacky before you sand. Keep the shed ventilated but avoid evening dew settling on fresh varnish.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'She sits on a trailer at the yacht harbour in Laboe for two winters now. The crane there is booked for 11 May to put her in the water. What must I check before launch? The planks will be very dry after so long on land.',
        },
        {
          role: 'assistant',
          content:
            'After two years ashore, expect the planks to have shrunk and the seams to weep at first. Check all through-hull fittings and seacocks, make sure the bilge pumps (manual and electric) work, and have a spare pump ready. Many owners leave the boat in the slings for a few hours, or keep her on a mooring with the pump running while the wood takes up. Some wet the hull inside with a hose for a few days before launch to speed it up.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'Bad news, or maybe good. The harbour master called, the crane has a problem on that weekend and we are moved one week, to 18 May. So I have more time for the antifouling.',
        },
        {
          role: 'assistant',
          content:
            'A silver lining — an extra week for antifouling and letting the last varnish coat cure properly. Do you want a checklist for that final week?',
        },
        { role: 'user', content: 'Yes please, but short. Ilse says my lists are already too long.' },
        {
          role: 'assistant',
          content:
            'Short version: 1) Antifouling, two coats, respecting overcoat times. 2) Check seacocks and hoses. 3) Test both pumps. 4) Mast, rigging and lines ready. 5) Safety gear: life jackets, fire extinguisher, flares. 6) Wet the hull inside the last 3 days.',
        },
      ],
    ],
    questions: [
      { question: "What is the user's boat called now?", expect: ['Liesel'] },
      { question: "Where is the user's boat stored over the winter?", expect: ['Laboe'] },
      {
        question: 'What did the user do for work before retirement?',
        expect: ['engineer', 'HDW', 'shipyard', 'engine room'],
      },
      { question: 'On what date will the boat be put back in the water?', expect: ['18 May', 'May 18', '18th'] },
      { question: 'Which varnish did the user decide on?', expect: ['Epifanes'] },
      { question: "How long is the user's boat?", expect: ['8.4'] },
    ],
    unknown: ["What colour is the hull of the user's boat painted?", "What is the name of the user's son or daughter?"],
  },

  // 2. NZ teenager into competitive Valorant (lowercase, slang)
  {
    name: 'kai',
    threads: [
      [
        {
          role: 'user',
          content:
            'yo how do i fix my crosshair placement, keep getting one tapped holding a main on ascent. diamond 2 rn and hard stuck',
        },
        {
          role: 'assistant',
          content:
            "Classic Diamond wall! A few things: keep your crosshair at head height and pre-aim the exact corner pixel where an enemy would appear, not the middle of the doorway. Jiggle-peek instead of wide-swinging when you're holding alone, and spend 10 minutes a day in the Range on 'strafe + stop + shoot' drills. Want a short daily routine?",
        },
        { role: 'user', content: 'ya ok send it' },
        {
          role: 'assistant',
          content:
            'Daily (30 min): 10 min Range bots on medium with strafing, 10 min deathmatch focusing ONLY on crosshair height, 10 min reviewing one of your own losses and pausing every death to ask where your crosshair was.',
        },
      ],
      [
        { role: 'user', content: 'rua wants me off jett and on omen bc we got no controller. is omen hard or nah' },
        { role: 'assistant', content: "Omen's very learnable. Who's Rua — a friend you queue with?" },
        { role: 'user', content: 'our captain lol. hes the igl for kowhai five, we got a proper 5 stack now' },
        {
          role: 'assistant',
          content:
            'Nice, a set team makes controller way more valuable. For Omen: learn 2–3 one-way smokes per map, smoke early rather than late, and use Paranoia to start retakes. Your Jett aim will still carry over.',
        },
      ],
      [
        { role: 'user', content: 'BRO i hit ascendant 1 last night!!!! omen smokes carried 😭😭' },
        {
          role: 'assistant',
          content:
            "LET'S GO! Congrats on Ascendant — and on the role swap actually paying off. Rua's going to be insufferable about being right 😄",
        },
        { role: 'user', content: 'he already is lmao' },
      ],
      [
        {
          role: 'user',
          content:
            'need a practice schedule for the school lan on the 20th. mum says no games after 10pm on school nights so i only really get like 2hrs after my shift at the chippy',
        },
        {
          role: 'assistant',
          content:
            'Two focused hours is plenty if you use them well. Mon/Wed: 30 min aim, 90 min team scrims. Tue/Thu: 45 min Omen lineups on the LAN map pool, then 1 VOD review with the team. Fri: rest or light unrated. Which maps are in the LAN pool?',
        },
        { role: 'user', content: 'ascent bind lotus sunset split' },
        {
          role: 'assistant',
          content:
            'Got it — prioritise Lotus and Sunset smokes since those are newest. I can list one-ways for each if you want.',
        },
      ],
      [
        { role: 'user', content: 'wait nvm lan got pushed back to the 27th, some venue thing. more time to grind lol' },
        {
          role: 'assistant',
          content: 'Bonus week! Use it to run full scrims on the two maps your team feels weakest on.',
        },
      ],
      [
        {
          role: 'user',
          content:
            "can u write a msg to my manager asking to swap my saturday shift that weekend. we're always short staffed on fish n chip friday/saturday so hes gonna be grumpy",
        },
        {
          role: 'assistant',
          content:
            "Hi! I've got a school esports tournament on Saturday the 27th and was hoping to swap that shift. I'm happy to pick up an extra shift the week before or after to cover — just let me know what works. Thanks heaps!",
        },
        { role: 'user', content: 'perfect ty' },
      ],
    ],
    questions: [
      { question: 'Which Valorant agent does the user currently play?', expect: ['Omen'] },
      { question: "What is the user's current competitive rank?", expect: ['Ascendant'] },
      { question: "When is the user's LAN tournament?", expect: ['27 April', 'April 27', '27th'] },
      { question: "Who leads the user's team?", expect: ['Rua'] },
      { question: 'Where does the user have a part-time job?', expect: ['chip', 'fish'] },
      {
        question: "What rule does the user's mother have about gaming?",
        expect: ['10pm', '10 pm', '10 p.m', '22:00', 'after 10'],
      },
    ],
    unknown: ["What graphics card is in the user's PC?", 'Which school does the user go to?'],
  },

  // 3. New parent in Leeds, UK (tired, typos)
  {
    name: 'priya',
    threads: [
      [
        {
          role: 'user',
          content:
            "3am and she wont settle. anaya is 3 weeks old tomorrow, is it normal she cluster feeds every 40 mins in the evenings?? tom's asleep and im losing my mind a bit",
        },
        {
          role: 'assistant',
          content:
            "Yes, evening cluster feeding is really common around 3 weeks — it often lines up with a growth spurt and helps build your supply. If she's having plenty of wet and dirty nappies and gaining weight, it's usually normal. It's exhausting though. Could Tom take the first part of the night so you get a solid block of sleep?",
        },
        { role: 'user', content: 'yeah will wake him for the next one. thank u' },
      ],
      [
        {
          role: 'user',
          content:
            'GP thinks anaya has cows milk protein allergy (mucus in her nappies + the rash on her cheeks). they want me to cut out dairy completly while im breastfeeding. what can i actually eat for breakfast now lol',
        },
        {
          role: 'assistant',
          content:
            "Plenty! Porridge made with oat milk, toast with dairy-free spread and peanut butter, eggs, avocado, dairy-free yoghurt with fruit. Watch labels for hidden milk: whey, casein, milk solids, lactose, butter. Many breads and biscuits contain milk. It's also worth asking about a calcium and vitamin D supplement while you're dairy-free.",
        },
        {
          role: 'user',
          content: "oat milk i can do. tom's mum keeps bringing round cheese scones bless her, will have to tell her",
        },
      ],
      [
        {
          role: 'user',
          content: 'health visitor is coming thursday 11th for the 6 week check thing, what should i ask her',
        },
        {
          role: 'assistant',
          content:
            "Good questions to have ready: how Anaya's weight gain is tracking, the dairy-free plan and whether she needs a dietitian referral, sleep and feeding patterns, her rash, and — importantly — how you're doing: mood, sleep, recovery. Write them down, it's easy to forget on the day.",
        },
        { role: 'user', content: "ah sorry it's friday 12th not thursday, just checked the red book" },
        { role: 'assistant', content: 'No problem — Friday 12th then. Same list applies!' },
      ],
      [
        {
          role: 'user',
          content:
            "how do i stop biscuit sleeping in the moses basket 😩 he's been a nightmare since we brought her home",
        },
        { role: 'assistant', content: 'Is Biscuit your cat?' },
        { role: 'user', content: 'yes lol ginger tom, 6, deeply offended by the baby' },
        {
          role: 'assistant',
          content:
            "Poor Biscuit! Keep the basket covered with a cat net or keep the door closed when she's not in it, give him his own cosy spot up high nearby, and give him some one-on-one attention each day so the baby doesn't only mean bad news for him.",
        },
      ],
      [
        {
          role: 'user',
          content:
            'random q but can I take ibuprofen while breastfeeding? I know I should know this, I literally tell customers this at the pharmacy counter every day, baby brain is real',
        },
        {
          role: 'assistant',
          content:
            "Baby brain is absolutely real! Yes — ibuprofen at normal doses is generally considered compatible with breastfeeding, as only tiny amounts pass into milk. Paracetamol is fine too. As you'll know, avoid it if you've got asthma that's triggered by NSAIDs or stomach problems.",
        },
      ],
      [
        {
          role: 'user',
          content:
            'still got boxes everywhere from the move. we left our flat in chapel allerton for a house in horsforth 2 weeks before she was born, terrible timing. any tips for getting some kind of routine going in a new place with a newborn',
        },
        {
          role: 'assistant',
          content:
            "Moving right before a birth is a lot! Don't aim for a schedule yet at this age — aim for a rhythm: light and noise during the day, dim and quiet at night, same short wind-down before the 'night' sleep. Unpack one room properly (the bedroom) and let the rest wait.",
        },
      ],
    ],
    questions: [
      { question: "What is the name of the user's baby?", expect: ['Anaya'] },
      { question: 'What food does the user have to avoid at the moment?', expect: ['dairy', 'milk'] },
      { question: "When is the health visitor's visit?", expect: ['12 April', 'April 12', '12th'] },
      { question: 'What is the user’s profession?', expect: ['pharmac'] },
      { question: 'Does the user have any pets?', expect: ['Biscuit', 'cat'] },
      { question: 'Where does the user live now?', expect: ['Horsforth'] },
    ],
    unknown: ["What was the baby's weight at birth?", 'At which hospital was the baby born?'],
  },

  // 4. Retired teacher gardening in Tucson (long rambles)
  {
    name: 'marisol',
    threads: [
      [
        {
          role: 'user',
          content:
            "Okay so I have a question about my tomatoes, and I apologize in advance because I tend to go on. We're in Tucson, so we get maybe a six week window in spring before it hits 100 and everything just stops setting fruit. This year I put Cherokee Purple in the two raised beds along the back wall, plus some Sungold in big pots by the patio. My husband Ernesto thinks I planted too early — he's been grumpy ever since his back surgery because he can't help me dig anymore, so he 'supervises' instead, ha. Anyway, should I be putting up shade cloth already, or wait until May?",
        },
        {
          role: 'assistant',
          content:
            "Not too early at all for Tucson — getting them in by mid-March is ideal. I'd have shade cloth ready now and put it up as soon as daytime highs reach the low 90s. A 30–40% shade cloth helps keep blossoms from dropping and protects fruit from sunscald. Deep, infrequent watering and a thick mulch layer will help more than anything else.",
        },
        { role: 'user', content: "Thank you! I'll tell Ernesto the robot agrees with me. 😄" },
      ],
      [
        {
          role: 'user',
          content:
            "Sad news this morning. We lost Rose last night — a hawk got her right in the run while I was inside making dinner. So it's just Dorothy and Blanche now. I feel awful, I should have covered the top of the run years ago.",
        },
        {
          role: 'assistant',
          content:
            "I'm so sorry about Rose. Hawks are a real threat to backyard hens, especially in open runs, and it's not your fault — lots of people learn this the hard way. Covering the run with hardware cloth or strong aviary netting, adding some shelter they can dive under, and hanging a few reflective objects can all help protect Dorothy and Blanche.",
        },
      ],
      [
        {
          role: 'user',
          content:
            "Ernesto finished the netting over the run (supervising turned into actual work, miracles happen). And — don't laugh — we picked up a Buff Orpington pullet from the feed store and of course we had to name her Sophia to complete the set 😂 How do I introduce her to the two older girls without a bloodbath?",
        },
        {
          role: 'assistant',
          content:
            "Not laughing — that's perfect. Quarantine Sophia for 2 weeks first to make sure she's healthy. Then house her next to the run in a separate pen so they can see but not peck each other for about a week. Introduce at night on the roost, add extra feeders and waterers, and expect some pecking-order squabbles for a few days.",
        },
      ],
      [
        {
          role: 'user',
          content:
            "Can you write me a little lesson plan, like I'm back in my classroom, so I can teach the grandkids about pollinators when they visit this weekend? Thirty years of fourth graders and I still can't resist a worksheet. One thing — I'm the one who stays well away from the native bee hotel, I'm allergic to stings and carry an EpiPen in my garden apron, so the kids will do the up-close observing with Ernesto.",
        },
        {
          role: 'assistant',
          content:
            "Here's a 45-minute plan: 1) Warm-up (5 min): 'What do flowers want?' 2) Mini-lesson (10 min): bees, butterflies, moths, hummingbirds and bats as pollinators. 3) Observation walk (15 min, with Grandpa at the bee hotel, you at the milkweed): tally sheet of visitors. 4) Draw-your-pollinator (10 min). 5) Wrap-up (5 min): plant one seed each to take home. Safety note for the walk: keep your EpiPen on you and stay upwind of the bee hotel.",
        },
      ],
      [
        {
          role: 'user',
          content:
            "What soil pH do blueberries want in containers? Our native soil here is basically caliche, pH like 8.0, so I know they can't go in the ground, but my neighbor swears she grew them in half barrels.",
        },
        {
          role: 'assistant',
          content:
            "Blueberries want a pH of about 4.5–5.5. In containers, use an acidic mix (peat or coir with pine bark), water with rainwater or acidified water if your tap water is alkaline, and feed with an azalea/camellia fertilizer. Low-chill southern highbush varieties like 'Sunshine Blue' or 'Misty' are the best bet for your climate, with afternoon shade.",
        },
      ],
    ],
    questions: [
      { question: 'What are the names of the chickens the user currently keeps?', expect: ['Sophia'] },
      { question: "What is the user's husband called?", expect: ['Ernesto'] },
      { question: 'Does the user have any allergies?', expect: ['bee', 'sting'] },
      { question: 'What was the user’s career?', expect: ['teach', 'fourth grade', '4th grade', 'classroom'] },
      { question: 'Which tomato varieties has the user planted?', expect: ['Cherokee', 'Sungold'] },
      { question: 'In which city is the user’s garden?', expect: ['Tucson'] },
    ],
    unknown: ["What is the name of the user's garden club?", 'How many grandchildren does the user have?'],
  },

  // 5. Portuguese Etsy seller, polymer clay earrings (non-native English)
  {
    name: 'ines',
    threads: [
      [
        {
          role: 'user',
          content:
            'Hi! I have a small shop in Etsy, is called Barro & Brilho, I make earrings of polymer clay. I want to write a better description for my lemon earrings, they are the best seller by far. They are very light, 4 cm, hooks are hypoallergenic.',
        },
        {
          role: 'assistant',
          content:
            "Here's a draft: 'Bright, playful and feather-light — these handmade lemon earrings bring a little Portuguese sunshine to any outfit. Each pair is sculpted by hand from polymer clay, measures 4 cm and weighs almost nothing, so you can wear them all day. Hypoallergenic hooks, gift-ready packaging.' Want a shorter version for the first line of the listing?",
        },
        { role: 'user', content: "Yes, and the 'Portuguese sunshine' I love it!" },
      ],
      [
        {
          role: 'user',
          content:
            'I think I sell too cheap. Now the earrings are 18€. The material and the packaging is almost 6€, and then Etsy fees and the post. What you think is a fair price?',
        },
        {
          role: 'assistant',
          content:
            'A common handmade formula: (materials + labour) × 2 for wholesale, ×2 again for retail — though few Etsy sellers go that high. With ~6€ materials, fees around 10–12% and your time, 22–26€ is very reasonable for handmade statement earrings, especially your best-selling design.',
        },
        { role: 'user', content: 'Ok I put them 22€ from today. I am scared hehe' },
        {
          role: 'assistant',
          content: 'Totally normal to feel scared! Watch your conversion for 3–4 weeks before judging.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'My sister Catarina does the photos for me with her camera, she asks what is best background for small jewelry — white, or something more natural like linen or wood?',
        },
        {
          role: 'assistant',
          content:
            'Tell Catarina: use a clean white or very light background for the main listing photo (Etsy thumbnails look best that way), then linen, wood or a hand/ear shot for the lifestyle photos. Soft daylight from a window, no flash.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'I am so tired 😵 after the night shift on the ward, 12 hours of patients and medications, I still must bake the clay and pack 9 orders. How can I organise better my week?',
        },
        {
          role: 'assistant',
          content:
            "Batching will save you. Keep shop work off the mornings after nights — sleep first. Use your days off for batch sculpting and baking, and set two fixed shipping days (e.g. Tuesday and Friday). Write 'ships in 3–5 days' in your listings so you're not under pressure after every shift.",
        },
      ],
      [
        {
          role: 'user',
          content: 'There is a craft fair in Porto on Saturday 20 April and I got a table!! What I need to bring?',
        },
        {
          role: 'assistant',
          content:
            'Congratulations! Bring: tablecloth, displays/earring cards, price signs, a card reader and some change, bags, business cards with your shop name, a mirror for customers, snacks and water, and a small repair kit (pliers, spare hooks).',
        },
        { role: 'user', content: 'Ah no sorry, is Sunday 21. The Saturday is only the setup for the big sellers' },
        { role: 'assistant', content: 'Sunday 21 April then — same list. A mirror really does sell earrings!' },
      ],
      [
        {
          role: 'user',
          content:
            'The post here (CTT) lost 2 packages to Germany this month. Should I send only registered for the EU?',
        },
        {
          role: 'assistant',
          content:
            'For a 22€ item, tracked shipping is usually worth it — Etsy also gives better purchase protection for tracked orders. You can build part of the cost into the price or offer tracked as default and untracked as a cheaper option.',
        },
      ],
    ],
    questions: [
      { question: "What is the user's Etsy shop called?", expect: ['Barro'] },
      { question: 'What price does the user charge for the earrings now?', expect: ['22'] },
      { question: "Which of the user's products sells best?", expect: ['lemon'] },
      { question: 'Who does the product photography?', expect: ['Catarina', 'sister'] },
      { question: 'What is the user’s main job besides the shop?', expect: ['nurse', 'hospital', 'ward'] },
      {
        question: 'What day is the craft fair the user is selling at?',
        expect: ['21 April', 'April 21', '21st', 'Sunday 21'],
      },
    ],
    unknown: [
      "How many followers does the user's shop have on Instagram?",
      "How many sales has the user's shop made in total?",
    ],
  },

  // 6. Bassist in a covers band, Toronto (terse)
  {
    name: 'dev',
    threads: [
      [
        { role: 'user', content: 'bass line for September, earth wind & fire. band wants it in the wedding set' },
        {
          role: 'assistant',
          content:
            "It's in A major, around 126 BPM. Verse groove is mostly root-octave eighths on A – C#m – F#m – B with syncopated pickups; the chorus leans on the F#m–B movement. I can write out the main riff in tab if you'd like.",
        },
        { role: 'user', content: 'tab pls' },
        {
          role: 'assistant',
          content:
            'G|-----------------|\nD|----4-4---4-4----|\nA|0-0-----2-----2--|\nE|-----------------|  (verse, repeat; adjust pickups by ear)',
        },
      ],
      [
        { role: 'user', content: 'marcus quit. drummer. 3 weeks before a wedding gig. great' },
        {
          role: 'assistant',
          content: 'Ouch. Do you have anyone who could sub, or do you need to look for a replacement?',
        },
        { role: 'user', content: 'asked aisha from my old jazz combo. shes in for the gig, maybe longer' },
        {
          role: 'assistant',
          content:
            'Good move — a jazz drummer will pick up a covers set fast. Send her recordings and a setlist with tempos ASAP.',
        },
      ],
      [
        { role: 'user', content: "aisha's officially in. rented tuxes lives 🎉" },
        { role: 'assistant', content: "Congrats! Is The Rented Tuxes the band's name?" },
        { role: 'user', content: 'ya. covers, mostly weddings + corporate stuff' },
      ],
      [
        { role: 'user', content: 'sold the jazz bass. got a music man stingray 5. strings rec, want brighter' },
        {
          role: 'assistant',
          content:
            "For a brighter StingRay: Ernie Ball Slinky stainless or Music Man's own stainless sets, or DR Hi-Beams (very bright, round-wound stainless). Change them more often for max zing.",
        },
      ],
      [
        {
          role: 'user',
          content:
            'need 40 min practice plan, 2 nights. gig is sat april 13, wedding out in hamilton. also stack of calc quizzes to mark so realistically 40 min',
        },
        {
          role: 'assistant',
          content:
            'Night 1: 10 min with metronome on the two hardest grooves, 20 min run the first-dance + dance-floor block with recordings, 10 min transitions. Night 2: 10 min warm-up, 25 min full set at tempo (skip repeats), 5 min note any trouble spots for soundcheck. Good luck with the quizzes.',
        },
        { role: 'user', content: 'thx' },
      ],
      [
        { role: 'user', content: 'best earplugs for stage? ears ringing after every gig lately' },
        {
          role: 'assistant',
          content:
            'Ringing after every gig is a warning sign — worth getting your hearing checked. For now: Etymotic ER20XS or Loop Experience for off-the-shelf, or custom moulded musician plugs (ER-15/ER-25 filters) from an audiologist, which are the best long-term option.',
        },
      ],
    ],
    questions: [
      { question: 'What instrument does the user play?', expect: ['bass'] },
      { question: "Who plays drums in the user's band?", expect: ['Aisha'] },
      { question: "What is the name of the user's band?", expect: ['Rented Tuxes'] },
      { question: "When is the user's next gig?", expect: ['13 April', 'April 13', '13th'] },
      { question: 'What is the user’s day job?', expect: ['teach', 'math', 'calc'] },
      { question: 'Which bass guitar does the user play now?', expect: ['StingRay', 'Music Man', 'musicman'] },
    ],
    unknown: ["Who sings lead in the user's band?", "How much does the user's band charge for a wedding?"],
  },

  // 7. Caring for an elderly mother in Osaka (polite, non-native)
  {
    name: 'ayumi',
    threads: [
      [
        {
          role: 'user',
          content:
            "Good evening. I take care of my mother, she is 84 and has Alzheimer's disease since two years. She moved in with me in Osaka last year. Recently she wakes at night and tries to go outside. How can I keep her safe at night?",
        },
        {
          role: 'assistant',
          content:
            "That must be very worrying. Some ideas: a door sensor or chime that wakes you when the front door opens, a night light in the hallway and bathroom so she doesn't get confused, a simple routine in the evening, and less napping in the late afternoon. Many areas in Japan also have a registration system with the police or ward office for people with dementia who may wander — your care manager can help with that.",
        },
        { role: 'user', content: 'Thank you very much. I will ask about the registration.' },
      ],
      [
        {
          role: 'user',
          content:
            'Doctor started Aricept (donepezil) 5mg for her. My mother says her stomach feels bad after taking it. Is this normal side effect?',
        },
        {
          role: 'assistant',
          content:
            "Yes — nausea, stomach upset and loss of appetite are among the most common side effects of donepezil, especially in the first weeks. Taking it after a meal can help. If it doesn't improve in 2–3 weeks, or she loses weight or has diarrhoea, please tell the doctor; sometimes the timing or dose is adjusted.",
        },
      ],
      [
        {
          role: 'user',
          content:
            'Please help me write a polite LINE message to my older brother Kenji. He lives in Tokyo and I want to ask him to come one weekend a month so I can rest a little. I do not want to sound angry.',
        },
        {
          role: 'assistant',
          content:
            "Here is a gentle draft: 'Kenji, how are you? Mother is doing okay, but caring for her every day has become tiring for me. Would it be possible for you to come to Osaka one weekend a month? Even two days would help me a lot, and I think Mother would be very happy to see you. Thank you for thinking about it.'",
        },
        { role: 'user', content: 'Thank you. He answered he can come only in May. Better than nothing.' },
        {
          role: 'assistant',
          content: "It's a start — and it may be easier to ask again once he has seen how things are day to day.",
        },
      ],
      [
        {
          role: 'user',
          content:
            'My mother goes to day service on Monday and Thursday. The care manager said maybe add one more day because I look tired 😅',
        },
        {
          role: 'assistant',
          content: 'That sounds like a good idea for both of you. Is there a day that would suit your schedule?',
        },
        {
          role: 'user',
          content:
            'We decided Wednesday also, starting next week. So three days. I hope she is not confused by the change.',
        },
        {
          role: 'assistant',
          content:
            'A calendar on the wall with the day-service days marked, and the same morning routine each time, will help her adjust. The staff are used to this and usually it settles after a few weeks.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'She has type 2 diabetes also, but she loves sweets, especially dorayaki, and the neighbours keep bringing them. What snacks are ok for her instead?',
        },
        {
          role: 'assistant',
          content:
            'Good alternatives: a small portion of fruit like strawberries or an apple slice, unsweetened yoghurt, edamame, a few nuts (if she can chew them safely), cheese, or rice crackers in small amounts. You could kindly ask the neighbours to bring fruit instead — they probably want to help.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'Today at the library I was so tired I put all the picture books back on the wrong shelf 😅 I only work the morning shift but still. Do you have any advice for caregiver tiredness?',
        },
        {
          role: 'assistant',
          content:
            "I'm sorry you're so tired — this is very common among family carers. Try to use the new Wednesday day-service time for rest, not only housework. Short stays (short-term respite) are another option your care manager can arrange. And please tell your own doctor if you're sleeping badly or feeling low.",
        },
      ],
    ],
    questions: [
      { question: 'Who is the user caring for?', expect: ['mother', 'mom', 'mum'] },
      { question: "What condition does the user's mother have?", expect: ['Alzheimer', 'dementia'] },
      { question: 'Which medication was prescribed to the mother?', expect: ['donepezil', 'Aricept'] },
      { question: 'Which days does the mother go to day service now?', expect: ['Wednesday'] },
      { question: "What is the user's brother's name?", expect: ['Kenji'] },
      { question: 'What food should the mother stay away from?', expect: ['sweet', 'sugar', 'dorayaki'] },
    ],
    unknown: ["What is the user's mother's name?", "What is the name of the mother's care manager?"],
  },

  // 8. Swede learning Italian, moved to Bologna (fluent, "haha")
  {
    name: 'bjorn',
    threads: [
      [
        {
          role: 'user',
          content:
            'Can you explain passato prossimo vs imperfetto in a way that sticks? My girlfriend Giulia laughs every time I tell a story about yesterday haha',
        },
        {
          role: 'assistant',
          content:
            "Think of it like a film: imperfetto is the background scenery and ongoing states ('Pioveva, ero stanco' — it was raining, I was tired), passato prossimo is the action that happens on top ('…e ho perso l'autobus' — and I missed the bus). If you could say 'was …-ing' or 'used to', it's usually imperfetto.",
        },
        { role: 'user', content: "Film metaphor, nice. Giulia will be impressed. Or she'll find a new mistake." },
      ],
      [
        {
          role: 'user',
          content:
            "We've been in Bologna three weeks now — moved down from Stockholm in March, Giulia's whole family is here. I need to register residency at the anagrafe. What phrases do I need?",
        },
        {
          role: 'assistant',
          content:
            "Useful ones: 'Vorrei fare l'iscrizione anagrafica / il cambio di residenza' (I'd like to register residency), 'Ho già l'attestazione di soggiorno?' if relevant, 'Quali documenti servono?' (which documents are needed?), 'Posso prendere un appuntamento?' (can I book an appointment?). As an EU citizen you'll need ID, proof of address and proof of work or income.",
        },
      ],
      [
        {
          role: 'user',
          content:
            "My tutor Franca says my double consonants are terrible — 'nono' vs 'nonno' is apparently a big deal haha. Exercises? Our lessons are Tuesday evenings.",
        },
        {
          role: 'assistant',
          content:
            "It is a big deal — 'nono' (ninth) vs 'nonno' (grandpa)! Practise minimal pairs: pala/palla, caro/carro, fato/fatto, sete/sette. Hold the double consonant slightly longer, as if pausing on it. Record yourself and compare with a native recording.",
        },
      ],
      [
        {
          role: 'user',
          content:
            'Franca had to move our lessons to Thursday evenings, too many students on Tuesdays. Can you make me a small homework plan so I use Monday to Wednesday well before each lesson?',
        },
        {
          role: 'assistant',
          content:
            'Mon: 20 min listening (a podcast like Italiano Semplicemente) + note 5 new words. Tue: 15 min double-consonant minimal pairs + write 5 sentences with the new words. Wed: 20 min speaking — describe your day out loud using passato prossimo and imperfetto, record it, bring questions to Thursday.',
        },
      ],
      [
        { role: 'user', content: "Registered for the CILS B1 exam — 6 June. What's in the oral part?" },
        {
          role: 'assistant',
          content:
            'The CILS B1 oral usually has two parts: a conversation with the examiner about yourself and everyday topics, and a short monologue where you describe or talk about a topic or image. Practice talking for 2–3 minutes continuously on topics like work, city life, hobbies and travel.',
        },
      ],
      [
        {
          role: 'user',
          content:
            "Quick one: how do I say 'sorry I'm late, I had to fix a bug in production right after standup'? Giulia's nonna wants a full explanation every time I'm late to Sunday lunch, and my team in Stockholm doesn't care that it's Sunday here 😅",
        },
        {
          role: 'assistant',
          content:
            "'Scusate il ritardo, subito dopo la riunione ho dovuto sistemare un errore nel programma in produzione.' For nonna you might simplify: 'Scusa, nonna, ho avuto un problema urgente al lavoro!'",
        },
        { role: 'user', content: "Perfect, the simple one. She doesn't need to hear about production servers haha" },
      ],
    ],
    questions: [
      { question: 'Which language is the user learning?', expect: ['Italian'] },
      {
        question: 'What is the reason the user is learning the language?',
        expect: ['Giulia', 'girlfriend', 'partner'],
      },
      { question: 'Where is the user living at the moment?', expect: ['Bologna'] },
      { question: 'On what day of the week are the user’s tutoring lessons?', expect: ['Thursday'] },
      { question: 'When is the user taking the language exam?', expect: ['6 June', 'June 6', '6th'] },
      {
        question: 'What kind of work does the user do?',
        expect: ['software', 'developer', 'programm', 'engineer', 'coding', 'bug'],
      },
    ],
    unknown: ['What does Giulia do for a living?', 'Which language learning app does the user use?'],
  },

  // 9. Wedding planner-bride in Johannesburg (emoji)
  {
    name: 'lerato',
    threads: [
      [
        {
          role: 'user',
          content:
            "Eish, wedding planning is killing me already 😩 Sipho and I set the date for 14 September and I'm behind on everything. Can you make me a month-by-month checklist?",
        },
        {
          role: 'assistant',
          content:
            "Congratulations to you and Sipho! Here's a rough plan: April — venue, budget, guest list. May — photographer, caterer, décor theme. June — dress, bridal party outfits, invitations out. July — menu tasting, music, cake. August — final numbers, seating plan, fittings. Final 2 weeks — confirm suppliers, timeline for the day, breathe. 💛",
        },
      ],
      [
        {
          role: 'user',
          content:
            'Venue drama 🙄 the farm in Magaliesberg double-booked us!! They offered 21 September instead with 15% off so we took it. Can you shift the checklist?',
        },
        {
          role: 'assistant',
          content:
            "Ugh, stressful — but a discount and an extra week isn't the worst outcome! Everything moves one week later; the order stays the same.",
        },
        { role: 'user', content: "Honestly I'm glad, more time 😅" },
      ],
      [
        {
          role: 'user',
          content:
            'Budget is R180 000 all in, about 120 guests. Catering quotes are coming in around R650 a head, is that crazy?',
        },
        {
          role: 'assistant',
          content:
            "R650 × 120 = R78 000, which would be about 43% of your budget. That's on the higher side but not unusual for a venue outside the city. Ask about a buffet or family-style option, and whether drinks or staff are included in the quote.",
        },
      ],
      [
        {
          role: 'user',
          content:
            'Colours!! We were going emerald and gold but after seeing the farm in person we switched to sage and terracotta 🌿🧡 ideas for bridesmaid dresses?',
        },
        {
          role: 'assistant',
          content:
            'Gorgeous choice for a farm. Bridesmaids in mismatched terracotta/rust shades with sage accents in the bouquets, or the other way round — sage dresses with terracotta flowers. Flowy chiffon or satin slip dresses work well outdoors.',
        },
      ],
      [
        {
          role: 'user',
          content:
            "Help me write a sweet message asking my cousin Naledi to be my maid of honour 🥹 she's been my person since we were 6",
        },
        {
          role: 'assistant',
          content:
            "'Naledi, from mud pies at Gogo's house to every heartbreak and every win — you've been my person since we were six. I can't imagine walking into this next chapter without you beside me. Will you be my maid of honour? 💍'",
        },
        { role: 'user', content: 'Crying 😭 she said YES' },
      ],
      [
        {
          role: 'user',
          content:
            "Can't touch wedding stuff this week, it's month-end close and the auditors are sitting in our boardroom 😭 just tell me what's actually urgent",
        },
        {
          role: 'assistant',
          content:
            "Only two things are truly urgent: pay the venue deposit for the new date if it isn't done, and shortlist two or three photographers (good ones book up early). Everything else can wait until the audit's over.",
        },
      ],
    ],
    questions: [
      { question: 'Who is the user marrying?', expect: ['Sipho'] },
      { question: 'What is the date of the wedding?', expect: ['21 September', 'September 21', '21st'] },
      { question: 'Where will the wedding take place?', expect: ['Magaliesberg'] },
      { question: 'What are the wedding colours?', expect: ['sage', 'terracotta'] },
      { question: 'Who is the maid of honour?', expect: ['Naledi'] },
      { question: 'What is the total wedding budget?', expect: ['180'] },
    ],
    unknown: ['Where are the user and their fiancé going on honeymoon?', 'Who is the wedding photographer?'],
  },

  // 10. First-time marathoner in Chicago, Brazilian-born bus driver
  {
    name: 'rafael',
    threads: [
      [
        {
          role: 'user',
          content:
            "Hey! Just signed up for my first marathon — Chicago, in October. Never ran more than a half. I'm 41 and smoked until 2 years ago lol. Is 28 weeks enough to train?",
        },
        {
          role: 'assistant',
          content:
            'Congratulations! 28 weeks is a comfortable runway for a first marathon, especially if you can already run a half. How many miles a week are you running right now?',
        },
        { role: 'user', content: 'about 20, 4 runs' },
        {
          role: 'assistant',
          content:
            'Great base. Build gradually — roughly 10% a week with a cutback week every 3–4 weeks — and peak around 40–45 miles with a 20-mile long run about 3 weeks before race day.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'Outside of my knee is killing me after the long runs. Felt it on the lakefront path Sunday around mile 9',
        },
        {
          role: 'assistant',
          content:
            "Pain on the outside of the knee that comes on at a predictable distance sounds like it could be iliotibial band syndrome, common when mileage goes up. I'd get it assessed by a physical therapist before your next long run.",
        },
        {
          role: 'user',
          content: 'saw a PT, Dr Okafor, she says yep ITB. gave me hip strength stuff, clamshells, side planks',
        },
        {
          role: 'assistant',
          content: 'Good — hip strength is the key for ITB. Do them consistently, even when it feels better.',
        },
      ],
      [
        {
          role: 'user',
          content: 'Shoe question. My Brooks Ghost are at like 400 miles. Dr Okafor said maybe more cushion. Ideas?',
        },
        {
          role: 'assistant',
          content:
            '400 miles is about time to replace them anyway. For more cushion: Hoka Clifton or Bondi, Brooks Glycerin, New Balance 1080, ASICS Nimbus. Try a few in store and run in them if possible.',
        },
        { role: 'user', content: 'went with the Hoka Clifton 9, feels like running on pillows kkkkk' },
      ],
      [
        {
          role: 'user',
          content:
            "Can you build my week around my shifts? This pick I'm on a split — pull out of the garage at 5:40, back in at 10, then I'm back behind the wheel on the 66 from 3 to 7. So runs gotta fit in the middle.",
        },
        {
          role: 'assistant',
          content:
            'Mon: rest + hip exercises. Tue: 5 mi easy at 11:00. Wed: 6 mi with 4×1 mi at tempo. Thu: 4 mi easy + strength. Fri: rest. Sat: long run (you have the day free?). Sun: 3 mi recovery. Eat a proper lunch after, before the afternoon shift.',
        },
        { role: 'user', content: 'yeah weekends off this pick. perfeito' },
      ],
      [
        {
          role: 'user',
          content:
            "Tune-up: I'm running a half on May 19. How do I taper for it inside a marathon block without losing fitness?",
        },
        {
          role: 'assistant',
          content:
            'A mini-taper: cut volume by about 30% in the 5–6 days before, keep one short session with a bit of race pace, rest or shake out the day before. Take 2–3 easy days after, then pick the marathon plan back up.',
        },
      ],
      [
        {
          role: 'user',
          content: 'My wife Camila wants to do a 5K the day before the marathon with the kids lol. Is that a thing?',
        },
        {
          role: 'assistant',
          content:
            "Yes — Chicago usually has a 5K on the Saturday of marathon weekend, and it's a fun family event. Just don't run it yourself — cheer them on and save your legs!",
        },
      ],
    ],
    questions: [
      { question: 'Which marathon is the user training for?', expect: ['Chicago'] },
      { question: 'What injury has the user been dealing with?', expect: ['IT band', 'iliotibial', 'ITB', 'knee'] },
      { question: 'Which running shoes does the user wear now?', expect: ['Hoka', 'Clifton'] },
      { question: "When is the user's half marathon?", expect: ['19 May', 'May 19', '19th'] },
      { question: 'What does the user do for work?', expect: ['bus', 'CTA', 'driver', 'transit'] },
      { question: "What is the name of the user's physiotherapist?", expect: ['Okafor'] },
    ],
    unknown: ['What finish time is the user aiming for in the marathon?', 'How much does the user weigh?'],
  },

  // 11. Volunteer CFA firefighter and dairy farmer, rural Victoria (Aussie)
  {
    name: 'bronwyn',
    threads: [
      [
        {
          role: 'user',
          content:
            "what's the best way to prep for the CFA breathing apparatus course? it's on the 27th of april, heard the fitness bit is brutal",
        },
        {
          role: 'assistant',
          content:
            "Breathing apparatus training is physically demanding — you'll be carrying a heavy set in heat and confined spaces. Focus on cardio under load (stair climbing or hill walks with a weighted pack), grip and shoulder strength, and practising calm breathing. Make sure your medical is sorted well beforehand.",
        },
        { role: 'user', content: 'nah my mistake, the course is 4th of May. the 27th is the pre-course medical' },
        {
          role: 'assistant',
          content:
            'Got it — medical on 27 April, course on 4 May. That gives you about four and a half weeks to train.',
        },
      ],
      [
        {
          role: 'user',
          content:
            "milking's done by 7 and calving's nearly over so I've got a window mid morning. can you give me a 5 day fitness plan, no gym, just whatever's on the farm and one decent hill",
        },
        {
          role: 'assistant',
          content:
            'Day 1: hill repeats with a 15 kg pack (6–8 reps). Day 2: farm circuit — carry feed bags, drag a tyre, farmer carries with buckets, 4 rounds. Day 3: easy 40 min walk/jog + mobility. Day 4: stairs or hill with pack, longer and slower (45 min). Day 5: circuit again + breathing drills (slow inhale 4, exhale 6). Rest 2 days.',
        },
      ],
      [
        {
          role: 'user',
          content:
            "digger's been coming to callouts in the ute and waiting at the station while we're out. is that dodgy?",
        },
        { role: 'assistant', content: "Who's Digger — your dog?" },
        { role: 'user', content: "yeah my kelpie haha. 4yo, won't leave my side" },
        {
          role: 'assistant',
          content:
            "Worth checking with your brigade captain — some stations are fine with it, others aren't for safety and insurance reasons. Make sure he's secured, has water and shade, and never left in a hot ute.",
        },
      ],
      [
        {
          role: 'user',
          content:
            "transferring from toolangi brigade to healesville now that i've moved into town (still drive out to the farm every morning). what paperwork does cfa need for a brigade transfer?",
        },
        {
          role: 'assistant',
          content:
            'Usually a transfer request through the member portal or your brigade management, sign-off from both brigade captains, and your training records carried over. Your district office can confirm the current process.',
        },
      ],
      [
        {
          role: 'user',
          content: "rough one last night. car vs tree on the maroondah hwy. can't stop replaying it. is that normal",
        },
        {
          role: 'assistant',
          content:
            "Yes, that's a very normal reaction to a traumatic job. It usually eases over days to a couple of weeks. Talk to someone you trust, and use CFA's peer support and member wellbeing services — that's exactly what they're there for. If it's not easing or you're not sleeping, please reach out to a doctor.",
        },
        { role: 'user', content: 'yeah the peer support bloke rang this morning. helped a bit' },
      ],
    ],
    questions: [
      { question: 'What volunteer work does the user do?', expect: ['firefight', 'CFA', 'fire brigade', 'brigade'] },
      { question: 'When does the user do the breathing apparatus course?', expect: ['4 May', 'May 4', '4th'] },
      { question: "What is the user's dog called?", expect: ['Digger'] },
      { question: "What breed is the user's dog?", expect: ['kelpie'] },
      { question: 'Which brigade does the user belong to now?', expect: ['Healesville'] },
      { question: 'How does the user earn a living?', expect: ['dairy', 'farm', 'milk'] },
    ],
    unknown: ["What is the name of the user's brigade captain?", "What is the name of the user's partner?"],
  },

  // 12. Home baker in Ohio entering competitions (cheerful, exclamation marks)
  {
    name: 'hannah',
    threads: [
      [
        {
          role: 'user',
          content:
            "Hi!! My starter Gerald has been super sluggish since I moved him to the counter by the window. Usually he doubles in about 6 hours and now it's more like 10. Is it too cold there??",
        },
        {
          role: 'assistant',
          content:
            'Very likely! Window spots can be several degrees colder, especially overnight in spring. Starters are happiest around 75–78°F. Try the oven with just the light on, or a spot on top of the fridge, and feed with slightly warmer water for a few days. Gerald should perk up quickly.',
        },
        { role: 'user', content: 'Moved him to the top of the fridge! Poor guy 😂' },
      ],
      [
        {
          role: 'user',
          content:
            "Big news, I'm entering the Ohio State Fair baking competitions this year!! Last summer I got 2nd place for my cinnamon rolls at the Licking County fair so I'm feeling brave 😅 Entries are due June 14 I think?",
        },
        {
          role: 'assistant',
          content:
            "How exciting! I'd double-check the exact deadline in the fair's official competition handbook — entry dates can differ by department and sometimes change from year to year.",
        },
        { role: 'user', content: "Good thing you said that, it's actually June 7!! Would've missed it. Yikes." },
        { role: 'assistant', content: 'Phew! June 7 it is — maybe put a reminder a week before.' },
      ],
      [
        {
          role: 'user',
          content:
            "Okay serious question. My son Eli was diagnosed with celiac in January so the whole kitchen is getting reorganized. I need a gluten free sandwich loaf he'll actually eat, AND I'm still baking regular sourdough for Doug and me. How do I not cross-contaminate??",
        },
        {
          role: 'assistant',
          content:
            'Lots of families manage this. Key steps: separate toaster, cutting boards, wooden spoons and baking pans for GF; store GF flour and bread on a higher shelf; bake GF first on a clean counter before any wheat flour goes in the air (flour dust lingers for hours); and wash racks and mixer bowls thoroughly. For the loaf, a psyllium-based GF sandwich bread gives the best soft texture.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'Doug (hubby) keeps saying I should sell loaves at the Saturday farmers market. What are the cottage food rules in Ohio?',
        },
        {
          role: 'assistant',
          content:
            "Ohio's cottage food law lets you sell non-potentially-hazardous baked goods like bread and cookies from a home kitchen without a license, as long as they're labeled correctly (name and address, ingredients, allergens, the cottage food statement). Check with your local health department about the specific farmers market requirements.",
        },
      ],
      [
        {
          role: 'user',
          content:
            "I bake best right after work since I'm still wired — I get home around 7am after 12 hours of answering 911 calls lol. Is it ok to do the bulk ferment overnight in the fridge and shape when I wake up at 3pm?",
        },
        {
          role: 'assistant',
          content:
            "Totally fine — a cold bulk ferment works well. Mix and let it start at room temperature for 1–2 hours, then refrigerate. When you wake up, let it warm up for 30–60 minutes, shape, proof, and bake. It'll have a tangier flavour, which judges often like.",
        },
        { role: 'user', content: 'Love that. Night shift baking club 🙌' },
      ],
    ],
    questions: [
      { question: "What is the user's sourdough starter called?", expect: ['Gerald'] },
      { question: 'What is the entry deadline for the state fair?', expect: ['7 June', 'June 7', '7th'] },
      { question: "Who in the user's family has a dietary restriction?", expect: ['Eli', 'son'] },
      { question: 'What prize has the user won before?', expect: ['2nd', 'second', 'cinnamon'] },
      { question: 'What does the user do for work?', expect: ['dispatch', '911', 'emergency'] },
      { question: "What is the name of the user's husband?", expect: ['Doug'] },
    ],
    unknown: ['What recipe will the user enter at the state fair?', 'What brand of oven does the user have?'],
  },
]
