import type { ThreadPersona } from './personas'

/**
 * A fourteenth set, "plans that change, and things said in passing", of twelve people who mention their lives while
 * asking for ordinary help, and whose plans are moved, called off or done: an electrician in Dublin, a student in
 * Leeds, a retired teacher in Ontario, a designer who writes in short bursts, a nurse in Berlin, a landscaper in Ohio,
 * a barista in Melbourne, an accountant in Lagos, a bus driver in Glasgow, an architect in Lyon, a retired shipyard
 * worker learning the cello in Hamburg, and a PhD student in Boston. Written by a helper who had not read the rules,
 * after the set before it was measured; held out: measured before any change made for it, 52/72, never said 6/24,
 * on commit 9412376.
 */
export const planPersonas: ThreadPersona[] = [
  {
    name: 'marekDublinElectrician',
    threads: [
      [
        {
          role: 'user',
          content: `Hello, can you help me write email to my landlord? Boiler is broken since Friday and we have no hot water. I am electrician so I check the wiring myself, is not electrical problem, is the pump I think. Landlord name is Mr. Brennan. I want to be polite but firm.`,
        },
        {
          role: 'assistant',
          content: `Of course. Here's a draft:

Subject: Boiler not working – no hot water since Friday

Dear Mr. Brennan,

I'm writing to let you know that the boiler has not been working since Friday and there is currently no hot water in the property. The power supply and wiring appear to be fine, so the fault seems to be in the boiler itself, possibly the pump.

Could you please arrange for a qualified heating engineer to inspect and repair it as soon as possible? I'm happy to be flexible about access.

Thank you for your help.

Kind regards,
[Your name]`,
        },
        {
          role: 'user',
          content: `Good, thank you. Also add that we travel to Kraków on 19th for my mother 70 birthday so he must fix before, my daughter Zofia cannot wash in cold water whole week.`,
        },
        {
          role: 'assistant',
          content: `Sure — you could add this paragraph before the closing:

"As we will be travelling abroad from the 19th, I would be very grateful if the repair could be completed before then. We have a young child at home, so going without hot water for a long period is particularly difficult."

That keeps it firm without sounding aggressive, and gives him a clear deadline.`,
        },
      ],
      [
        {
          role: 'user',
          content: `hi again. change of plan, my boss need me on big job so flight to Kraków is moved, now we go 26th. can you make me packing list for 5 days, for me, wife and small girl (6 years)`,
        },
        {
          role: 'assistant',
          content: `Here's a packing list for a 5-day family trip:

Documents: passports, boarding passes, travel insurance, EHIC cards, some cash in złoty.
Clothes (each): 5 sets of underwear and socks, 3–4 tops, 2 trousers, a warm layer, a light rain jacket, comfortable shoes, pyjamas. Something nicer for a celebration.
Child: favourite toy, books or tablet with headphones for the flight, snacks, spare clothes in hand luggage, wet wipes.
Toiletries: toothbrushes, toothpaste, shampoo, any medicines, plasters.
Electronics: phones, chargers, a Type C/E plug adapter (Poland uses European plugs).
Gifts: a present for the birthday.`,
        },
        { role: 'user', content: `good list. and I cannot eat nuts, allergy, so remind me to take the EpiPen` },
        {
          role: 'assistant',
          content: `Good point — add to the list:

Medication: EpiPen (ideally two), kept in hand luggage, not the checked bag. It's also worth carrying a short note or allergy card in Polish ("Mam alergię na orzechy" – "I am allergic to nuts") to show in restaurants and bakeries, since many Polish cakes use walnuts, hazelnuts or poppy-seed fillings with nuts.`,
        },
      ],
      [
        {
          role: 'user',
          content: `what is good stretching after football? I play every Wednesday evening with guys from work, 5-a-side, and my hamstring is always tight on Thursday`,
        },
        {
          role: 'assistant',
          content: `A short cool-down routine helps a lot with next-day tightness:

1. Standing hamstring stretch – heel on a low bench, hinge forward from the hips, 30 seconds each leg, twice.
2. Lying hamstring stretch with a towel around the foot – 30 seconds each side.
3. Hip flexor lunge stretch – 30 seconds each side.
4. Glute stretch (figure-four) – 30 seconds each side.
5. Calf stretch against a wall.

Also try 5 minutes of easy jogging before the game and some foam rolling the next morning. If the tightness turns into sharp pain, rest and get it checked.`,
        },
      ],
    ],
    questions: [
      { question: 'When is the user flying to Poland now?', expect: ['26th', '26 April', 'April 26'] },
      { question: "What is the name of the user's child?", expect: ['Zofia'] },
      { question: 'Does the user have any food allergies?', expect: ['nut'] },
      { question: 'What team sport does the user play?', expect: ['football', '5-a-side'] },
      { question: 'What does the user do for a living?', expect: ['electrician'] },
      { question: 'Whose birthday is the family trip for?', expect: ['mother', 'mum', 'mom', '70'] },
    ],
    unknown: ["What is the name of the user's wife?", 'Which airline is the user flying with?'],
  },
  {
    name: 'jaydenLeedsStudent',
    threads: [
      [
        {
          role: 'user',
          content: `yo can u help me write a text to my manager kev asking to swap my saturday shift. cant do sat cos its my mate ollie's 21st`,
        },
        {
          role: 'assistant',
          content: `Sure, here's a casual but polite one:

"Hi Kev, hope you're good. Is there any chance I could swap my Saturday shift this week? I've got something on that I can't move. Happy to pick up another shift instead if that helps. Cheers!"`,
        },
        { role: 'user', content: `sound ta. hes alright kev tbf` },
        {
          role: 'assistant',
          content: `Nice, that always makes these conversations easier. Sending it a few days ahead gives him time to sort cover, which managers usually appreciate.`,
        },
      ],
      [
        {
          role: 'user',
          content: `need cheap dinner ideas for the week, skint til student loan drops. anything but mushrooms lol theyre vile. and i only got a microwave and one hob in halls`,
        },
        {
          role: 'assistant',
          content: `Budget one-hob/microwave ideas, no mushrooms in sight:

1. Egg fried rice – rice, frozen peas, eggs, soy sauce.
2. Pasta with tinned tomatoes, garlic and a bit of cheese.
3. Microwave jacket potatoes with beans and cheese.
4. Chickpea and spinach curry with a jar of curry paste.
5. Noodles with frozen veg and peanut butter sauce.
6. Cheap chilli with mince or lentils, kidney beans and tinned tomatoes – make a big pot, eat it twice.

Buy own-brand, use frozen veg, and cook rice/pasta in bigger batches.`,
        },
        {
          role: 'user',
          content: `nice. gotta be quick tho, gym mon wed fri b4 lectures and the sports science timetable is brutal`,
        },
        {
          role: 'assistant',
          content: `Then batch cooking is your friend: make the chilli or curry on Sunday, split it into 4 tubs, and you've got dinners ready in 3 minutes in the microwave. Overnight oats or peanut butter on toast are quick options for after a morning session too, and eggs are a cheap protein boost.`,
        },
      ],
      [
        {
          role: 'user',
          content: `update ollie's 21st got called off, his nan's in hospital. so i can do the sat shift after all. can u write kev another msg saying never mind`,
        },
        {
          role: 'assistant',
          content: `Sorry to hear about his nan, hope she's okay. Here's a quick one:

"Hi Kev, ignore my last message – turns out I can do Saturday after all, so no need to swap. Cheers!"`,
        },
      ],
    ],
    questions: [
      { question: "Who is the user's boss?", expect: ['Kev'] },
      { question: 'Which food does the user hate?', expect: ['mushroom'] },
      {
        question: "Is the user going to his friend's birthday party on Saturday?",
        expect: ['called off', 'cancel', 'not happening'],
      },
      { question: 'How often does the user work out?', expect: ['mon wed fri', 'monday', 'wednesday'] },
      { question: 'What is the user studying at university?', expect: ['sports science'] },
      { question: 'What cooking equipment does the user have?', expect: ['microwave', 'hob'] },
    ],
    unknown: ["What is Kev's surname?", "What time does the user's Saturday shift start?"],
  },
  {
    name: 'margaretPeterborough',
    threads: [
      [
        {
          role: 'user',
          content: `Good morning! I hope you don't mind a rather long question. I taught grade three for thirty-one years before I retired, so I'm used to planning things out, but gardening has me completely stumped. This spring I want to put in two raised beds behind the house here in Peterborough. My knees haven't been the same since the replacement last spring (the left one), so I can't do much kneeling anymore. My neighbour Gwen has very kindly offered to lend me her tiller. How tall should the beds be so I don't have to bend, and what should I fill them with?`,
        },
        {
          role: 'assistant',
          content: `Not at all — that's a great project. A few suggestions:

Height: for gardening without kneeling, aim for 24–30 inches (60–75 cm). At that height you can work standing or sitting on the edge. Keep the width to about 3–4 feet so you can reach the middle from either side.

Filling: a common mix is roughly 60% good topsoil, 30% compost and 10% something to lighten it, like coarse vermiculite or aged bark. For tall beds, you can fill the bottom third with logs, branches and leaves (a "hügelkultur" base) to save on soil costs.

Also consider a wide cap board on top of the frame — it makes a handy seat.`,
        },
        { role: 'user', content: `That's wonderful, thank you. Gwen says cedar is the best wood, would you agree?` },
        {
          role: 'assistant',
          content: `Cedar is an excellent choice: it's naturally rot-resistant, doesn't need chemical treatment (important for food beds), and usually lasts 10–15 years. It costs more than pine, but pine tends to rot within a few seasons. Avoid old railway ties or pressure-treated wood of unknown age.`,
        },
      ],
      [
        {
          role: 'user',
          content: `Now a different matter entirely. My grandson Liam turns ten on the 14th and I am hopeless at choosing presents for that age. He is absolutely mad about dinosaurs — he can name more of them than I can name provinces! My budget is about $50. Any ideas?`,
        },
        {
          role: 'assistant',
          content: `Ten-year-old dinosaur fans are lovely to shop for! Some ideas around $50:

1. A fossil excavation kit where you chip real fossils out of a plaster block.
2. A build-your-own wooden T. rex skeleton model.
3. "The Dinosaur Atlas" or a DK dinosaur encyclopedia.
4. A dinosaur LEGO set (the Jurassic World sets come in that price range).
5. Tickets to a museum with a good dinosaur gallery, plus a small souvenir.

A book paired with a small kit makes a nice combination.`,
        },
      ],
      [
        {
          role: 'user',
          content: `Just a quick update and a favour. Liam's party has been moved to the 21st because my daughter Karen's shifts at the hospital changed, so I have an extra week to get organised. Could you help me write a little verse for his card? Something about dinosaurs and turning ten.`,
        },
        {
          role: 'assistant',
          content: `Here's a little verse:

"Ten is a roar-some age to be,
As mighty as a T. rex, wild and free!
May your year be full of fun and fossils found,
And birthday cake in dinosaur-sized mounds.
Happy 10th birthday!"`,
        },
        {
          role: 'user',
          content: `Lovely. I'll copy it out tonight — I volunteer at the library's reading hour on Tuesdays and Fridays, so tomorrow's free for shopping.`,
        },
        {
          role: 'assistant',
          content: `That sounds like a nice plan. If you're handwriting it, a fine-tip pen and a quick pencil guideline can help keep the lines straight. Enjoy the shopping!`,
        },
      ],
    ],
    questions: [
      { question: "When is the grandson's party happening now?", expect: ['21st', '21 April', 'April 21'] },
      { question: 'What operation has the user had?', expect: ['knee'] },
      { question: 'Which neighbour is lending the user garden equipment?', expect: ['Gwen'] },
      { question: 'What volunteer work does the user do?', expect: ['library', 'reading'] },
      { question: "What is the user's grandson interested in?", expect: ['dinosaur'] },
      { question: 'What did the user do before retirement?', expect: ['taught', 'teacher', 'grade three'] },
    ],
    unknown: ["What is Gwen's last name?", 'What time is the library reading hour the user helps with?'],
  },
  {
    name: 'ananyaShortMessages',
    threads: [
      [
        { role: 'user', content: `hii` },
        { role: 'user', content: `quick q` },
        { role: 'assistant', content: `Hi! Sure, go ahead.` },
        { role: 'user', content: `trip budget` },
        { role: 'user', content: `me n my fiancé rohan` },
        { role: 'user', content: `goa, 4 nights` },
        { role: 'user', content: `leaving on the 12th` },
        {
          role: 'assistant',
          content: `Got it — a rough budget for 2 people, 4 nights in Goa (mid-range):

- Flights/train: ₹10,000–20,000 total depending on where you start
- Stay: ₹3,000–6,000 per night → ₹12,000–24,000
- Food: ₹2,000–3,000 per day → ₹8,000–12,000
- Scooter rental: ₹400–500 per day → ₹2,000
- Activities/entry fees: ₹3,000–5,000
- Buffer: ₹5,000

Total: roughly ₹40,000–70,000.`,
        },
        { role: 'user', content: `food can be less` },
        { role: 'user', content: `im vegetarian` },
        { role: 'user', content: `rohan eats everything tho lol` },
        {
          role: 'assistant',
          content: `Easy to save there — thalis and South Indian places are cheap and filling, usually ₹150–300 a plate. You could bring the food budget down to about ₹1,500 a day for two.`,
        },
      ],
      [
        { role: 'user', content: `ok scrap goa` },
        { role: 'user', content: `too hot in april` },
        { role: 'user', content: `doing coorg instead` },
        { role: 'user', content: `same dates` },
        {
          role: 'assistant',
          content: `Good call — Coorg is much cooler this time of year. Homestays on coffee estates are the classic option (₹2,500–5,000/night), and you can do Abbey Falls, Dubare elephant camp, Raja's Seat and a plantation walk in 4 days. Most homestays serve home-cooked vegetarian meals on request.`,
        },
        { role: 'user', content: `need to be back by 16th` },
        { role: 'user', content: `client presentation` },
        { role: 'user', content: `im a ux designer so its a big one` },
        {
          role: 'assistant',
          content: `Then plan to leave Coorg early on the last morning — it's about 5–6 hours by road to Bangalore. Keep the final evening light so you're not exhausted before the presentation.`,
        },
      ],
      [
        { role: 'user', content: `yoga routine for travel?` },
        { role: 'user', content: `i do 6:30 yoga every day at home` },
        { role: 'user', content: `dont wanna skip it` },
        {
          role: 'assistant',
          content: `A 20-minute routine that works in a small room:

1. Cat-cow – 1 min
2. Sun salutations – 5 rounds
3. Warrior I and II – 30 s each side
4. Triangle pose – 30 s each side
5. Seated forward fold – 1 min
6. Bridge – 3 × 30 s
7. Savasana – 3 min

A travel yoga mat or even a hotel towel is enough.`,
        },
      ],
    ],
    questions: [
      { question: 'Where is the user going on holiday now?', expect: ['Coorg'] },
      { question: 'Is the Goa trip still on?', expect: ['scrap', 'Coorg', 'instead', 'not going', 'cancel'] },
      { question: "Who is the user's partner?", expect: ['Rohan'] },
      { question: 'What kind of diet does the user follow?', expect: ['vegetarian'] },
      { question: 'When does the user set off on the trip?', expect: ['12th', '12 April', 'April 12'] },
      { question: 'What exercise does the user do every morning?', expect: ['yoga'] },
    ],
    unknown: ["When is the user's wedding?", 'What does Rohan do for a living?'],
  },
  {
    name: 'camilaBerlinNurse',
    threads: [
      [
        {
          role: 'user',
          content: `Hiii 👋 can you help me plan a weekend trip from Berlin? My sister Bia is coming from São Paulo at the end of the month 🎉🎉 first time in Europe!! I was thinking Prague?`,
        },
        {
          role: 'assistant',
          content: `Prague is a great choice from Berlin! A simple weekend plan:

Getting there: direct train, about 4–4.5 hours, very scenic along the Elbe valley. Book early for cheap fares.

Day 1: Old Town Square and the Astronomical Clock, Charles Bridge at sunset, dinner in Malá Strana.
Day 2: Prague Castle and St. Vitus Cathedral in the morning, Petřín Hill, then the Jewish Quarter.
Day 3: Vyšehrad or a river cruise before the train back.

Stay in Old Town or Malá Strana to walk everywhere.`,
        },
        {
          role: 'user',
          content: `Perfect 😍 but no bar crawl or beer tour pls, I don't drink 🙅‍♀️ and Bia wants to see everything`,
        },
        {
          role: 'assistant',
          content: `No problem — skip the pubs and add: a classical concert in one of the churches, the Letná Park viewpoint, a trdelník stop, the Lennon Wall, and the Museum of Communism. Czech cafés also do great hot chocolate and lemonades.`,
        },
      ],
      [
        {
          role: 'user',
          content: `Ugh Prague is off 😭😭 Bia's visa appointment got delayed so she's coming in May now. Can you help me write a message to my charge nurse Katrin to change my vacation days? I had 29 April to 3 May off`,
        },
        {
          role: 'assistant',
          content: `So sorry about that! Here's a draft:

"Hi Katrin, my plans for the end of April have changed, so I'd like to ask whether I could move my vacation days (29 April – 3 May) to later in May. I'm happy to be flexible with the exact dates depending on the rota. Thank you very much!"`,
        },
        { role: 'user', content: `Thanks!! 🙏 pls add that I can still do my usual nights Thu–Sun until then` },
        {
          role: 'assistant',
          content: `Sure:

"Hi Katrin, my plans for the end of April have changed, so I'd like to ask whether I could move my vacation days (29 April – 3 May) to later in May. Until then I can of course keep working my usual night shifts from Thursday to Sunday. I'm happy to be flexible with the exact dates. Thank you very much!"`,
        },
      ],
      [
        { role: 'user', content: `Random q 🐱 my cat Pipoca keeps scratching the sofa, what do I do??` },
        {
          role: 'assistant',
          content: `Classic cat problem! Try:

1. A tall, sturdy scratching post placed right next to the sofa (cats like to scratch where they already scratch).
2. Rub catnip or silvervine on the post.
3. Cover the sofa corners with double-sided tape or a throw for a few weeks.
4. Reward with treats when the post gets used.
5. Trim the claws every couple of weeks.`,
        },
        {
          role: 'user',
          content: `ok will try 👍 also is it ok to have coffee with my levothyroxine in the morning? I always forget to wait`,
        },
        {
          role: 'assistant',
          content: `Coffee can reduce how much levothyroxine is absorbed, so the usual advice is to take it with water on an empty stomach and wait 30–60 minutes before coffee or breakfast. If waiting is hard, ask your doctor or pharmacist — sometimes taking it at bedtime is an option, but don't change the timing without checking.`,
        },
      ],
    ],
    questions: [
      { question: 'Which family member is coming to visit the user?', expect: ['Bia', 'sister'] },
      { question: "When is the sister's visit now?", expect: ['in May', 'May 2024'] },
      { question: 'Is the trip to the Czech capital still happening?', expect: ['is off', 'cancel', 'called off'] },
      { question: "What is the name of the user's pet?", expect: ['Pipoca'] },
      { question: 'What medicine does the user take?', expect: ['levothyroxine'] },
      { question: "What is the user's profession?", expect: ['nurse'] },
    ],
    unknown: ['Which hospital does the user work at?', "What breed is the user's cat?"],
  },
  {
    name: 'gregOhioLandscaper',
    threads: [
      [
        {
          role: 'user',
          content: `Hey there. My daughter Emma just got engaged to a guy named Marcus (good kid, apprentice electrician) and we're throwing them an engagement party at our place Saturday the 13th. I've got to say a few words and I'm no good at speeches. I run a landscaping company, I can talk mulch all day but not feelings. Can you help me put something together? Keep it short, maybe 2 minutes.`,
        },
        {
          role: 'assistant',
          content: `Happy to help. Here's a short, warm toast you can adjust:

"Thanks, everybody, for coming tonight. I'm not much of a speech guy, so I'll keep this short.

Emma, from the day you were born you've been stubborn, funny and way smarter than your old man. Watching you grow up has been the best job I've ever had.

Marcus, you've seen how she lights up a room — and you've also seen the look she gives when you're wrong. Learn that look. It'll save you a lot of trouble.

Good relationships are a lot like a good yard: they take patience, regular care, and you've got to pull the weeds before they take over. I know you two will put in the work.

So please raise your glasses: to Emma and Marcus!"`,
        },
        {
          role: 'user',
          content: `That's great. Can you add a line thanking my wife Deb, she's been planning this whole thing for weeks`,
        },
        {
          role: 'assistant',
          content: `Sure — add this right before the toast:

"And before we raise those glasses, a big thank you to Deb, who has planned every detail of tonight for weeks. None of this happens without her."`,
        },
      ],
      [
        {
          role: 'user',
          content: `Different question. My 2011 F-150 makes a grinding noise when I brake, mostly at low speed. Pads were done maybe 40k miles ago. What am I looking at?`,
        },
        {
          role: 'assistant',
          content: `At 40k miles on the pads, the most likely cause is that they're worn down to the backing plate or the wear indicators, which grinds metal on metal. Other possibilities:

- Scored or warped rotors (often go along with worn pads)
- A stuck caliper slide pin causing uneven wear
- A stone or debris caught between the rotor and dust shield
- Rusted rotor edges if the truck sits a lot

Get it checked soon — if the pads are metal-on-metal, you'll be chewing up the rotors. Expect roughly $150–300 per axle for pads and rotors if you do it yourself, more at a shop.`,
        },
      ],
      [
        {
          role: 'user',
          content: `Update on the party — we're up to about 80 people so it's moved from our place to the VFW hall on Cleveland Ave. Same date. Also the doc just put me on lisinopril for my blood pressure and told me to cut the salt, which is going to be rough with a taco bar. Any low-sodium ideas for a taco bar?`,
        },
        {
          role: 'assistant',
          content: `Taco bars are actually easy to make low-sodium:

- Season the meat with your own mix (chili powder, cumin, smoked paprika, garlic powder, oregano, lime) instead of packet seasoning, which is very salty.
- Use no-salt-added black beans and make fresh pico de gallo.
- Offer lots of fresh toppings: avocado, cilantro, onions, radishes, cabbage, lime wedges.
- Corn tortillas are usually lower in sodium than flour.
- Keep cheese and store-bought salsa on the side in small bowls.

Nobody at the party will notice the difference.`,
        },
      ],
    ],
    questions: [
      { question: "Who is the user's future son-in-law?", expect: ['Marcus'] },
      { question: 'What vehicle does the user drive?', expect: ['F-150', 'F150', 'Ford'] },
      { question: 'What is the user taking for hypertension?', expect: ['lisinopril'] },
      { question: 'Where is the engagement celebration being held now?', expect: ['VFW'] },
      { question: 'What date is the engagement party?', expect: ['13th', '13 April', 'April 13'] },
      { question: 'What kind of business does the user run?', expect: ['landscaping'] },
    ],
    unknown: ["What does the user's wife do for a living?", "When is Emma and Marcus's wedding?"],
  },
  {
    name: 'kenjiMelbourneBarista',
    threads: [
      [
        {
          role: 'user',
          content: `Hello. Please help me to write message to owner of share house. The shower in my room is leaking for 3 days. I start work at café in Fitzroy 6am so I need shower in night time, but then it is noisy for other people. I want to say sorry and please fix quickly.`,
        },
        {
          role: 'assistant',
          content: `Of course. Here is a polite message:

"Hi [Name], I hope you are well. I wanted to let you know that the shower in my room has been leaking for the past three days. Because of my early work schedule, I usually have to shower late at night, and I'm sorry if the noise disturbs anyone. Could you please arrange for it to be repaired as soon as possible? Thank you very much for your help."`,
        },
        {
          role: 'user',
          content: `Thank you very much. Also I have dentist this afternoon, I am very scared haha. any tip for not nervous?`,
        },
        {
          role: 'assistant',
          content: `Many people feel the same! Some tips:

1. Tell the dentist you're nervous — they can explain each step and go slower.
2. Agree on a hand signal (like raising your hand) to pause.
3. Breathe slowly: in for 4 seconds, out for 6.
4. Bring earphones and listen to music or a podcast.
5. Avoid lots of coffee before the appointment.`,
        },
      ],
      [
        {
          role: 'user',
          content: `Hello again. My working holiday visa finish in July, so I want travel to Tasmania before. I go with my friend Yuki on 20 April for 5 days. We don't have car, only I have bicycle here lol. Can we travel Tasmania without car?`,
        },
        {
          role: 'assistant',
          content: `It's possible, but harder than on the mainland. Options:

- Hobart is walkable, and you can take the ferry to MONA.
- Tassielink and Redline buses connect Hobart, Launceston and some towns, but not very often.
- Day tours from Hobart go to Port Arthur, Bruny Island, Mt Field and Wineglass Bay.
- Cradle Mountain is best with a car or a multi-day tour.

For 5 days, a combination of Hobart with 2–3 day tours works well without a car.`,
        },
        { role: 'user', content: `We both have Japanese licence, can we rent car?` },
        {
          role: 'assistant',
          content: `Yes, usually. With a Japanese licence you need either an International Driving Permit or an official English translation of your licence, plus your original licence and passport. Some rental companies have extra fees for drivers under 25, so check the age rules when you book. Remember Australia drives on the left, same as Japan.`,
        },
      ],
      [
        {
          role: 'user',
          content: `Dentist is finished. Bad news, I need root canal next week. How much cost in Australia usually? I don't have insurance.`,
        },
        {
          role: 'assistant',
          content: `Sorry to hear that. Without insurance, a root canal in Australia usually costs around AUD $1,000–$2,500 for a front tooth and $2,000–$3,500 for a molar, plus a crown afterwards ($1,500–$2,500) in many cases. Ask the clinic for an itemised quote, and check dental schools (like the Royal Dental Hospital of Melbourne) — they can be cheaper. Some clinics also offer payment plans.`,
        },
      ],
    ],
    questions: [
      { question: 'Where does the user work?', expect: ['café', 'cafe', 'Fitzroy'] },
      { question: "When does the user's visa run out?", expect: ['July'] },
      { question: 'Who is going with the user to Tasmania?', expect: ['Yuki'] },
      { question: 'What did the user find out at the dental appointment?', expect: ['root canal'] },
      { question: 'What means of transport does the user own?', expect: ['bicycle', 'bike'] },
      { question: 'When does the user leave for the island trip?', expect: ['20 April', '20th', 'April 20'] },
    ],
    unknown: ['What time does the user finish work?', 'Which city in Japan is the user from?'],
  },
  {
    name: 'chidinmaLagosAccountant',
    threads: [
      [
        {
          role: 'user',
          content: `Good afternoon. I would like assistance in drawing up a monthly household budget. I am an accountant, so I am comfortable with figures, but I simply have not had the time. My take-home pay is ₦850,000. Fixed commitments include rent, my younger brother Emeka's tuition at UNN (₦180,000 per semester), and our driver's salary.`,
        },
        {
          role: 'assistant',
          content: `Certainly. Here is a simple structure you can fill in:

1. Fixed costs
   - Rent (monthly equivalent)
   - Tuition: ₦180,000 per semester ≈ ₦30,000/month set aside
   - Driver's salary
2. Variable essentials: food, fuel, electricity/diesel, internet, phone
3. Savings and investments: aim for 15–20% (₦127,500–₦170,000)
4. Family support and giving
5. Personal and leisure
6. Emergency buffer: 5%

Setting the tuition aside monthly avoids a large lump payment each semester.`,
        },
        {
          role: 'user',
          content: `Thank you. Please also factor in the physiotherapy sessions for my wrist; I fractured it in January and I still attend twice a week.`,
        },
        {
          role: 'assistant',
          content: `Noted. Add a "Health" line under fixed costs: cost per session × 2 × about 4.3 weeks per month. If physiotherapy is expected to end within a few months, you can later move that amount into savings. It may also be worth checking whether your HMO covers part of it.`,
        },
      ],
      [
        {
          role: 'user',
          content: `My cousin Adaeze's traditional wedding is in Enugu on the 27th. My husband Tunde and I plan to drive down from Lagos. What is a sensible travel plan, and roughly how long is the drive?`,
        },
        {
          role: 'assistant',
          content: `Lagos to Enugu is roughly 550–600 km, usually 8–10 hours depending on traffic around Ore and the Niger Bridge at Onitsha. Suggestions:

- Leave very early (around 5 a.m.) the day before the ceremony.
- Plan stops at Ore and Benin City for fuel and refreshments.
- Avoid driving after dark.
- Have the vehicle serviced beforehand and carry water and snacks.
- Book accommodation in Enugu in advance, as wedding weekends fill up.`,
        },
      ],
      [
        {
          role: 'user',
          content: `Regarding the Enugu trip: we have decided not to drive after all. Tunde is unwilling to spend ten hours on that road, so we shall fly instead on the morning of the 26th. Could you suggest a gift for the couple, within ₦100,000?`,
        },
        {
          role: 'assistant',
          content: `A sensible decision. Gift ideas within ₦100,000:

1. A good quality cookware or pot set
2. A standing mixer or blender
3. Monogrammed towels and bedding set
4. A framed portrait of the couple from the ceremony (arranged with the photographer)
5. A cash gift in a decorated envelope, which is always appreciated at traditional weddings

Household items are practical for a newly married couple.`,
        },
      ],
    ],
    questions: [
      { question: 'Whose university fees does the user pay?', expect: ['Emeka', 'brother'] },
      { question: "What is the user's husband called?", expect: ['Tunde'] },
      { question: 'How is the user getting to Enugu now?', expect: ['fly', 'flight', 'plane'] },
      { question: 'What injury is the user recovering from?', expect: ['wrist'] },
      { question: 'When is the traditional wedding the user is attending?', expect: ['27th', '27 April', 'April 27'] },
      { question: "What is the user's job?", expect: ['accountant'] },
    ],
    unknown: ['What does Tunde do for a living?', 'What is Emeka studying at university?'],
  },
  {
    name: 'fraserGlasgowBusDriver',
    threads: [
      [
        {
          role: 'user',
          content: `recipe for scottish tablet. makin it for my mams 80th, shes 80 on the 9th. party saturday at the bowlin club`,
        },
        {
          role: 'assistant',
          content: `Classic Scottish tablet:

Ingredients: 1 kg caster sugar, 125 g butter, 250 ml whole milk, 397 g tin condensed milk.

1. Melt butter in milk in a large heavy pan over low heat.
2. Add sugar and stir until fully dissolved (no grittiness).
3. Add condensed milk, bring to a boil, then simmer, stirring constantly, for 20–30 minutes until it reaches soft-ball stage (about 116°C) and turns golden.
4. Take off the heat and beat hard for 5–10 minutes until it thickens and starts to grain.
5. Pour into a greased tin, score into squares while warm, cut when cold.`,
        },
        { role: 'user', content: `cheers. how long does it keep, gonna make it thurs after my shift` },
        {
          role: 'assistant',
          content: `Tablet keeps well — 2 to 3 weeks in an airtight tin at room temperature, layered with baking paper. Don't put it in the fridge, it gets sticky. Making it a couple of days ahead is perfect.`,
        },
      ],
      [
        {
          role: 'user',
          content: `kitchen tap drippin constantly. mixer tap. how do i fix it myself dont want to pay a plumber`,
        },
        {
          role: 'assistant',
          content: `Usually it's a worn cartridge or washer:

1. Turn off the water under the sink (isolation valves), open the tap to drain.
2. Pop off the cap on the handle, undo the screw, remove the handle.
3. Unscrew the shroud and undo the headgear/cartridge with a spanner.
4. If it's a ceramic cartridge, take it to a plumbers' merchant and buy a matching one. If it has a rubber washer, replace the washer.
5. Reassemble, turn the water back on and check.

Put the plug in the sink first so no small screws go down the drain.`,
        },
        {
          role: 'user',
          content: `sound. ill do it after work, im on earlies mon to thurs on the buses so finish at 2`,
        },
        {
          role: 'assistant',
          content: `That gives you plenty of daylight. The whole job is usually under an hour once you have the right part — worth taking the old cartridge with you to the shop so you get an exact match.`,
        },
      ],
      [
        {
          role: 'user',
          content: `mams party is cancelled, she took a fall on sunday and shes in the royal infirmary wi a broken hip`,
        },
        { role: 'user', content: `what can i bring her in hospital. shes fed up already` },
        {
          role: 'assistant',
          content: `Sorry to hear that, hope she recovers well. Things that usually go down well:

- A few squares of the tablet (check with the nurses about diet first)
- Large-print puzzle books or a magazine
- A soft cardigan or bed jacket and non-slip socks
- Hand cream and lip balm — hospital air is dry
- A phone charger with a long cable
- Photos of family, or birthday cards from the party guests`,
        },
        {
          role: 'user',
          content: `aye she'd like that. cant play the pipes for her in there anyway lol, was meant to play at the party`,
        },
        {
          role: 'assistant',
          content: `Probably best not to try on the ward! Maybe a short recording on your phone instead — she could listen to it with earphones.`,
        },
      ],
    ],
    questions: [
      { question: "Is the party for the user's mother still going ahead?", expect: ['cancel'] },
      { question: 'What musical instrument does the user play?', expect: ['pipes', 'bagpipe'] },
      { question: "What is the user's job?", expect: ['buses', 'bus driver'] },
      { question: "Why is the user's mother in hospital?", expect: ['fall', 'hip'] },
      { question: "When is the mother's birthday?", expect: ['9th', '9 April', 'April 9'] },
      { question: "What is the user's work pattern?", expect: ['earlies', 'mon to thurs', 'monday'] },
    ],
    unknown: ["What is the user's mother's name?", 'Which pipe band does the user play in?'],
  },
  {
    name: 'elodieLyonArchitect',
    threads: [
      [
        {
          role: 'user',
          content: `Hello! I need to prepare a presentation in English for a conference in Milan in two weeks. My boss Laurent asked me to present our project, a school renovation in Villeurbanne. I am an architect, my English is ok but not perfect. Can you help me with an introduction?`,
        },
        {
          role: 'assistant',
          content: `Of course! Here's an introduction you can adapt:

"Good morning, everyone. My name is [Name], and I'm an architect at [Firm] in Lyon. Today I'd like to present the renovation of a school in Villeurbanne — a project about transforming an old building into a bright, healthy and energy-efficient place to learn. I'll start with the context, then show our design choices, and finish with what we learned along the way."`,
        },
        {
          role: 'user',
          content: `Very good. Can you make it less formal? Laurent says Italians like when it is more warm.`,
        },
        {
          role: 'assistant',
          content: `Sure, a warmer version:

"Hello everyone, and thank you for having us in Milan! I'm [Name], an architect from Lyon. I'd love to tell you the story of a school in Villeurbanne — an old building we brought back to life, full of light and much kinder to the planet. I'll show you where we started, the choices we made, and a few surprises we met on the way."`,
        },
      ],
      [
        {
          role: 'user',
          content: `Small question: I want to bring something for the team in Milan, but not coffee related — I cannot stand the smell of coffee, which is a big problem in an Italian office haha. What is a good gift from Lyon?`,
        },
        {
          role: 'assistant',
          content: `Lyon has some lovely edible gifts:

1. Coussins de Lyon — the green chocolate-and-marzipan "cushions"
2. Pralines roses or a praline tart from a good pâtisserie
3. Bugnes (in season) or quenelles in a gift tin
4. A bottle of Beaujolais or Côtes du Rhône
5. Chocolates from a Lyon chocolatier like Bernachon

Coussins de Lyon travel well and are very typical.`,
        },
      ],
      [
        {
          role: 'user',
          content: `Change of program: the Milan conference is now online only, so I present from home. Less stress! Any tips for presenting well on video?`,
        },
        {
          role: 'assistant',
          content: `Great — a few tips for video presentations:

1. Camera at eye level; look at the lens when you make key points.
2. Light in front of you (a window or lamp), not behind.
3. Use a headset or external microphone.
4. Keep slides simple with large images — people watch on small screens.
5. Speak a little slower than usual and pause after each section.
6. Do a full test run with the platform the day before.`,
        },
        {
          role: 'user',
          content: `Thanks. I will practise tomorrow morning after the pool — I swim before work on Wednesday and Friday. My girlfriend Inès will be my audience lol`,
        },
        {
          role: 'assistant',
          content: `Practising in front of a real person is a great idea — ask for honest feedback on speed and on any words that are hard to understand. Recording the run-through on your phone also helps a lot.`,
        },
      ],
    ],
    questions: [
      { question: 'Is the user still travelling to Italy for the conference?', expect: ['online', 'from home'] },
      { question: "When is the user's conference?", expect: ['16 April', '16th', 'April 16'] },
      { question: "Who is the user's manager?", expect: ['Laurent'] },
      { question: 'What drink does the user dislike?', expect: ['coffee'] },
      { question: "What is the name of the user's partner?", expect: ['Inès', 'Ines'] },
      { question: 'What exercise does the user do before work?', expect: ['swim', 'pool'] },
    ],
    unknown: ["What is Laurent's surname?", 'What time does the user go swimming?'],
  },
  {
    name: 'wolfgangHamburgCellist',
    threads: [
      [
        {
          role: 'user',
          content: `Good day. I am 66 years old and since my retirement from the shipyard I learn the cello. I bought a used instrument last month from a music shop in Altona. The C string buzzes a little. What can be the reason?`,
        },
        {
          role: 'assistant',
          content: `A buzz on the C string is common on used cellos. Possible causes:

1. A loose fine tuner or tailpiece part — check all small screws and nuts.
2. The string rubbing on the fingerboard because the bridge is too low or the nut groove is worn.
3. A loose seam (the top or back coming slightly unglued) — tap gently around the edges and listen for a rattle.
4. A loose end pin or something touching the body, like a loose ring or a string end.
5. An old or worn string.

A luthier can check seams and the bridge quickly and inexpensively.`,
        },
        { role: 'user', content: `Thank you. I will ask my teacher, Frau Becker, she comes every Wednesday.` },
        {
          role: 'assistant',
          content: `That's a good idea — an experienced teacher can often hear straight away whether it's the instrument or the string. If it's a seam, it's a quick job for a luthier.`,
        },
      ],
      [
        {
          role: 'user',
          content: `My wife Ute and I travel to Vienna on 10 April for our 40th wedding anniversary, three nights. Can you recommend a classical concert and a restaurant? Please no fish restaurant, I do not eat fish since I was a child.`,
        },
        {
          role: 'assistant',
          content: `Congratulations! For concerts, check the programmes of the Musikverein (Golden Hall) and the Konzerthaus for those dates; the Vienna State Opera is also wonderful, and standing tickets are cheap if you don't mind standing.

Restaurants without a fish focus:
- Plachutta Wollzeile — famous for Tafelspitz (boiled beef)
- Figlmüller — the classic Wiener Schnitzel
- Steirereck — for a special-occasion tasting menu (book well in advance, mention dietary wishes)
- Café Central or Café Sperl for coffee and cake`,
        },
      ],
      [
        {
          role: 'user',
          content: `Unfortunately Ute has a strong influenza, so Vienna we must postpone. The hotel allows us to change to June without cost. Can you help me write a short email to the hotel to confirm the new dates, 12 to 15 June?`,
        },
        {
          role: 'assistant',
          content: `Of course:

"Dear Sir or Madam,

Thank you for your kind offer to change our reservation free of charge. I would like to confirm that our stay will now be from 12 June to 15 June 2024 (three nights), instead of the original dates in April. Please send me a confirmation of the change.

With kind regards,
[Name]
Booking number: [number]"`,
        },
        {
          role: 'user',
          content: `Also a question: I take Marcumar. Is it ok to drink some wine at the anniversary dinner?`,
        },
        {
          role: 'assistant',
          content: `Alcohol can affect how Marcumar (phenprocoumon) works, so please ask your doctor. In general, a small amount occasionally is often tolerated, but larger amounts or sudden changes in drinking can change INR values and raise bleeding risk. Your doctor can tell you what is safe for you.`,
        },
      ],
    ],
    questions: [
      { question: 'What instrument is the user learning?', expect: ['cello'] },
      { question: 'Who gives the user music lessons?', expect: ['Becker'] },
      { question: 'When is the anniversary trip now?', expect: ['June'] },
      { question: "What is the name of the user's wife?", expect: ['Ute'] },
      { question: 'Which medication does the user take?', expect: ['Marcumar'] },
      { question: 'What food does the user avoid?', expect: ['fish'] },
    ],
    unknown: ["What time are the user's cello lessons?", 'Which hotel in Vienna did the user book?'],
  },
  {
    name: 'jiwooBostonPhd',
    threads: [
      [
        {
          role: 'user',
          content: `Okay so this is going to sound like a weird request, but I need help writing an email to my committee. My thesis defense (PhD, marine biology — I study how warming water affects eelgrass in Massachusetts Bay, and I will spare you the details) is scheduled for the 25th, and I'm supposed to send the final draft two weeks before, which means I should have sent it... yesterday-ish. Can you help me write a short, not-groveling email saying it'll be in their inboxes by Friday?`,
        },
        {
          role: 'assistant',
          content: `Absolutely. Here's a short, professional version:

Subject: Final dissertation draft – arriving by Friday

Dear Committee Members,

I wanted to give you a quick update: the final draft of my dissertation will be in your inboxes by Friday. I'm making last revisions to the discussion chapter and want to make sure you receive a polished version.

Thank you for your patience and support — I look forward to the defense.

Best regards,
[Name]`,
        },
        { role: 'user', content: `Thank you, that's perfect and appropriately non-groveling.` },
        { role: 'assistant', content: `Glad it works! Good luck with the final push.` },
      ],
      [
        {
          role: 'user',
          content: `Completely unrelated: my roommate Hannah and I are trying to meal prep to save money, but I have to warn you that I cannot handle spicy food at all, which my entire Korean family finds deeply hilarious and a little shameful. Hannah is the opposite, she puts hot sauce on everything. What's something we can make a big batch of that she can spice up and I can eat plain?`,
        },
        {
          role: 'assistant',
          content: `Good "build-your-own-heat" batch meals:

1. Chicken and rice bowls with roasted vegetables — hot sauce or gochujang on the side.
2. A big pot of mild chicken or vegetable soup; chili oil for whoever wants it.
3. Bibimbap-style bowls with separate toppings, gochujang optional.
4. Black bean and sweet potato burrito filling, with salsa added per bowl.
5. Pasta bake with a plain tomato sauce; chili flakes at the table.

Cook everything mild and keep the heat as a condiment.`,
        },
      ],
      [
        {
          role: 'user',
          content: `Well, plot twist. Dr. Alvarez, one of my committee members, is going to be at a field station in Belize that week, so my defense has been moved to May 8. On one hand, more time. On the other hand, more time to panic. Anyway, unrelated-but-related: my ancient 2009 Corolla just failed inspection because of the exhaust, how much should I expect to pay roughly?`,
        },
        {
          role: 'assistant',
          content: `Exhaust repairs vary a lot depending on what failed:

- Small leak or broken hanger/gasket: $100–250
- Muffler replacement: $150–400
- Flex pipe or section of pipe: $200–500
- Catalytic converter: $800–2,000+ (aftermarket parts are cheaper than OEM)

Ask the inspection station for the exact failure reason, then get two quotes from independent muffler shops — they're usually cheaper than dealers for this.`,
        },
        { role: 'user', content: `Ugh. Okay. At least my Saturday morning run along the Charles is free.` },
        {
          role: 'assistant',
          content: `True — the Charles River path is one of the best free things in Boston. A good run might even help with the defense nerves.`,
        },
      ],
    ],
    questions: [
      { question: "When is the user's PhD defense now?", expect: ['8 May', 'May 8', '8th'] },
      { question: "What field is the user's doctorate in?", expect: ['marine', 'eelgrass'] },
      { question: 'Which committee member has a scheduling conflict?', expect: ['Alvarez'] },
      { question: 'When does the user go running?', expect: ['Saturday'] },
      { question: "What kind of food can't the user tolerate?", expect: ['spicy', 'spice'] },
      { question: 'What car does the user own?', expect: ['Corolla', 'Toyota'] },
    ],
    unknown: ['What does Hannah do for a living?', "What time is the user's defense?"],
  },
]
