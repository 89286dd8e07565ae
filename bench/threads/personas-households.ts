import type { ThreadPersona } from './personas'

/**
 * A thirteenth set, "more than one of everything", of twelve people whose lives hold several of a kind: a mother near
 * Stuttgart with a son and a daughter whose age she corrects, a developer in Bangalore with an elder sister ("didi")
 * and a younger brother ("bro"), a woman in Ohio with two doctors and a lake cabin, a nurse in London who DJs
 * weddings with an ex and a partner, a pharmacy worker in Osaka whose hamster dies, a father in Valencia with two
 * children named only by name, a designer in Toronto with a twin and a big sister, a plumber in Ballarat with a ute
 * and a car he restores, a mother in Lyon with two children and a mother-in-law, a teacher in Milwaukee moving with
 * two cats, an accountant in Kraków with two doctors, and a retired engineer in Edinburgh with two daughters. Written
 * by a helper who had not read the rules. Measured before any change made for it: 42/72, never said 13/24, on commit
 * 9412376.
 */
export const householdPersonas: ThreadPersona[] = [
  {
    name: 'maraSchultz',
    threads: [
      [
        {
          role: 'user',
          content: `Hello, can you help me write a short email to the handball trainer of my son? Jonas is 9 and he cannot come to the training on Thursday because we have appointment at the orthodontist at 16:30. Also I want ask if somebody can take him to the tournament on Saturday, because his little sister Lena (6) has her ballet performance at the same time and my husband is working. My English is not perfect, please make it polite but not too formal.`,
        },
        {
          role: 'assistant',
          content: `Of course! Here's a friendly version you can adapt:

Subject: Thursday training and Saturday tournament

Hi [Coach's name],

Just a quick note to let you know that [child's name] can't make it to training this Thursday because of an appointment in the afternoon. Sorry for the short notice!

I also have a question about Saturday's tournament: we have a clash that day, so I was wondering whether another parent might be able to give [child's name] a lift. I'd be happy to return the favour another time.

Thanks a lot, and see you soon!
[Your name]

Let me know if you'd like it shorter or even more casual.`,
        },
        { role: 'user', content: `Perfect, thank you! I send it like this.` },
        {
          role: 'assistant',
          content: `Great — good luck with the weekend juggling! If nobody can help with the lift, it's also worth asking the coach directly; they often know which families live nearby.`,
        },
      ],
      [
        {
          role: 'user',
          content: `Question about cars. We have two cars at the moment, an old VW Passat diesel from 2011 which Thomas (my husband) drives every day to his work in Stuttgart, about 40 km one way, and my small Renault Zoe which I use for the Kindergarten and shopping. The Passat needs new clutch and the TÜV is in May. Is it better to repair it or sell it and buy a second electric car? We have a wallbox at home already.`,
        },
        {
          role: 'assistant',
          content: `A few things to weigh up:

1. **Repair cost vs. value** – a clutch job on an older diesel often costs €1,000–1,800. If the car is only worth €3,000–4,000 and there might be more work coming at inspection (brakes, exhaust, DPF), that money may be better put towards a replacement.
2. **Daily distance** – a round trip of roughly 80 km is comfortably within the real-world range of almost any used EV, even in winter.
3. **Charging** – with a wallbox already installed, overnight charging is the cheapest and easiest setup.
4. **Subsidies** – note that the federal EV purchase bonus ended in December 2023, so don't count on it.
5. **Running costs** – diesel tax and fuel vs. electricity; for a commuter the EV usually wins over a few years.

If the inspection is likely to uncover more problems, selling now (before sinking money into it) is usually the better move.`,
        },
        {
          role: 'user',
          content: `Ok the range is no problem I think. He would want something bigger, because sometimes he takes the kids and the sport bags. Which used EVs are good family size?`,
        },
        {
          role: 'assistant',
          content: `Good family-sized used options:
- **Skoda Enyaq** – very roomy boot, comfortable, good value used.
- **VW ID.4** – similar platform, lots of rear space.
- **Kia e-Niro / Niro EV** – reliable, good range, decent boot.
- **Hyundai Ioniq 5** – spacious, very fast charging.
- **Tesla Model Y** – big boot plus frunk, good charging network.

Check the battery health report (SoH) and the remaining battery warranty on any used EV before buying.`,
        },
      ],
      [
        {
          role: 'user',
          content: `Small correction from before, I said Lena is 6 but she is still 5, she becomes 6 on 14 August. We want to make a small party in the garden with maybe 8 children from her Kindergarten. Can you give me some ideas for games for this age? My mother-in-law Ingrid will bake the cake, she always makes a chocolate cake with Smarties, so food is ok.`,
        },
        {
          role: 'assistant',
          content: `Lovely! Garden games that work well for that age group:

- **Treasure hunt** – hide small prizes with picture clues (kids this age can't all read yet).
- **Sack race or egg-and-spoon race** – classic and always a hit.
- **Musical statues** – dance, freeze when the music stops.
- **Water balloon toss** – great if it's hot in August.
- **Piñata** – a nice finale before the cake.
- **Decorate-your-own crown** – a calm craft table for kids who need a break.

Keep each game short (10–15 minutes) and plan about 2 hours in total; that's usually the sweet spot before everyone gets tired.`,
        },
      ],
    ],
    questions: [
      { question: "What sport does the user's son play?", expect: ['handball'] },
      { question: "How old is the user's daughter?", expect: ['5', 'five'] },
      { question: "Which car does the user's husband drive?", expect: ['Passat'] },
      { question: "In which city does the user's husband work?", expect: ['Stuttgart'] },
      { question: 'Who in the family makes the birthday cakes?', expect: ['Ingrid'] },
      { question: "What activity does the user's younger child do?", expect: ['ballet'] },
    ],
    unknown: ["What is the name of the user's father-in-law?", "Which school does the user's son go to?"],
  },
  {
    name: 'devBangalore',
    threads: [
      [
        {
          role: 'user',
          content: `hey need a bday msg for my didi priya, shes turning 32 on sat. shes a doctor in pune, works crazy shifts in the ICU lol. want something funny but not cringe`,
        },
        {
          role: 'assistant',
          content: `Here are a few options:

1. "Happy birthday! Thanks for being the one person in the family who actually knows what all those medicines are for. Have the best year!"
2. "Happy birthday to the busiest person I know — hope today you get to sleep more than 4 hours in a row 😄"
3. "Another year wiser, and still the favourite child (I've accepted it). Have an amazing day!"

Want me to tweak any of these?`,
        },
        {
          role: 'user',
          content: `2nd one is good. can u add smthing about her never picking up my calls bc of shifts`,
        },
        {
          role: 'assistant',
          content: `Sure: "Happy birthday to the busiest person I know! Hope today you finally get more than 4 hours of sleep — and maybe even pick up one of my calls 😄 Love you, have an amazing day!"`,
        },
      ],
      [
        {
          role: 'user',
          content: `so i do wedding photography on weekends as a side thing (day job is backend dev at a fintech, java mostly). got an enquiry for a 2 day wedding in mysore, haldi + sangeet + main ceremony. what shd i charge? i usually do 35k for a single day in blr`,
        },
        {
          role: 'assistant',
          content: `For a multi-day, out-of-town wedding you should charge noticeably more than 2× your single-day rate:

- **Coverage**: 2 full days across 3 events ≈ 2× your day rate as a base.
- **Editing**: more events = many more photos to cull and edit; add 15–25% for post-production.
- **Travel & stay**: either the client covers travel and accommodation, or you add it to the quote.
- **Second shooter**: for a main ceremony plus haldi chaos, a second shooter is worth budgeting.

A reasonable quote would be somewhere around ₹80–95k plus travel and stay. Always take a 30–50% advance to block the dates.`,
        },
        { role: 'user', content: `ok makes sense. they want drone too, i dont have one` },
        {
          role: 'assistant',
          content: `Options: rent one for the event (many rental shops in big cities do drones with a pilot), or partner with a drone operator and add their fee to your quote. Note that in India drones above 250 g need to be registered on the Digital Sky platform and the pilot needs a remote pilot certificate, and some venues need permission, so a licensed operator is the safer choice.`,
        },
      ],
      [
        {
          role: 'user',
          content: `my younger bro rohan is applying for MS CS at univ of waterloo for fall 25. can u review his SOP opening para? "Ever since I was a child, I have been fascinated by computers and how they work. This passion led me to pursue engineering."`,
        },
        {
          role: 'assistant',
          content: `Honest feedback: this opening is one of the most common in SOPs, and admissions committees see it hundreds of times. It doesn't say anything specific about the applicant.

Better: open with a concrete problem or project — something he built, what went wrong, what he learned — and then connect it to what he wants to study in the program. Specific > passionate.`,
        },
        {
          role: 'user',
          content: `yeah told him same thing lol. he did a project on traffic signal optimisation w reinforcement learning in final yr, can start w that?`,
        },
        {
          role: 'assistant',
          content: `Yes, that's a much stronger hook. Structure it like this: one sentence on the real-world problem the project tackled, one or two on what he actually built and the result (numbers if he has them), then a sentence on the open question it left him with — which leads naturally into why he wants this specific program and which faculty he'd like to work with.`,
        },
      ],
    ],
    questions: [
      { question: 'How does the user make extra money outside the main job?', expect: ['photograph'] },
      { question: "What does the user's sister do for a living?", expect: ['doctor', 'ICU', 'physician'] },
      { question: "Which city is the user's sister based in?", expect: ['Pune'] },
      { question: "Which university is the user's brother applying to?", expect: ['Waterloo'] },
      { question: "How old is the user's sister going to be?", expect: ['32', 'thirty-two', 'thirty two'] },
      { question: 'What programming language does the user use at work?', expect: ['Java'] },
    ],
    unknown: ["How old is the user's brother?", 'What camera does the user shoot with?'],
  },
  {
    name: 'lindaColumbus',
    threads: [
      [
        {
          role: 'user',
          content: `Good morning! I have an appointment next Tuesday with my cardiologist, Dr. Okafor, and I always get flustered and forget half of what I wanted to ask, so I'd love your help putting together a list. A bit of background: I was diagnosed with atrial fibrillation about two years ago, and I'm on Eliquis and metoprolol. The thing is, my primary care doctor, Dr. Hsu, mentioned at my physical last month that she thinks my blood pressure is running a bit low and wondered whether the metoprolol dose is too high, but she said that's really Dr. Okafor's call. I've also been feeling more tired than usual in the afternoons, though honestly that could just be because we've had my mother-in-law staying with us since February after her hip surgery and I'm not sleeping well!`,
        },
        {
          role: 'assistant',
          content: `Here's a list you can print or keep on your phone:

1. Is my current heart rate and rhythm control where you want it to be?
2. My blood pressure has been on the low side — could my beta-blocker dose be lowered?
3. Could my afternoon tiredness be a side effect of my medication, or a sign the rhythm isn't well controlled?
4. Are there any symptoms that should make me call you or go to the ER?
5. Is my blood thinner dose still right for my age, weight and kidney function?
6. Do I need any new tests (ECG, Holter monitor, echo, bloodwork)?
7. Are there activities or supplements I should avoid?
8. When should I come back?

Tip: write the answers down during the appointment, or ask if you can record it.`,
        },
        {
          role: 'user',
          content: `This is wonderful, thank you. Should I bring my blood pressure log or is that overkill?`,
        },
        {
          role: 'assistant',
          content: `Definitely bring it — it's not overkill at all. Home readings over several weeks give the doctor far more useful information than a single reading in the office, especially when the question is whether a dose should change. If your monitor also shows pulse, include that too.`,
        },
      ],
      [
        {
          role: 'user',
          content: `Okay, now for something more fun. Every summer my husband Rick and I go up to our cabin on Torch Lake in northern Michigan for most of July — we've had it for almost twenty years, it's our happy place. This year Barbara (Rick's mom) is coming with us, which is lovely, but she's 86 and still using a walker after the hip, and the cabin has those steep steps down to the dock and a bathroom that is, let's say, not accessible. What can we do to make it safer for her without a big renovation? We leave from Columbus on June 29th.`,
        },
        {
          role: 'assistant',
          content: `Quite a lot can be done without renovating:

**Bathroom**
- A raised toilet seat with arms (clamps on, no tools).
- A shower chair or transfer bench.
- A handheld shower head (screws onto the existing one).
- Non-slip mats inside and outside the shower.

**Steps and paths**
- Adhesive non-slip treads on every step.
- A second handrail so there's support on both sides.
- Motion-sensor night lights along the route to the bathroom.

**General**
- Remove loose rugs, clear the walkways for the walker.
- Give her the bedroom closest to the bathroom.
- Maybe skip the dock steps altogether and set up a comfortable chair with a lake view up top.`,
        },
        {
          role: 'user',
          content: `Grab bars that don't need drilling sound perfect, the log walls are a nightmare to drill.`,
        },
        {
          role: 'assistant',
          content: `One caution: suction-cup grab bars are only meant for balance, not for bearing body weight, and they can come loose without warning — not ideal for someone recovering from hip surgery. A better no-drill option is a floor-to-ceiling tension pole (a "security pole") with a grab handle; it holds by pressure and can take real weight. Toilet safety frames that clamp onto the bowl are another solid option.`,
        },
      ],
      [
        {
          role: 'user',
          content: `My own mother, Dorothy, turns 90 on April 20th! She lives in an assisted living place in Tucson, and I can't fly out there this time because of my heart stuff, so my sister Joan is going and I'll be on FaceTime. Could you help me write a card message that will get to her before the party? She was a piano teacher for forty years and she still plays for the other residents on Sunday afternoons.`,
        },
        {
          role: 'assistant',
          content: `Here's a warm draft you can adjust:

"Dear Mom,
Happy birthday! I wish I could be there to hug you in person, but I'll be right there on the screen, singing off-key as usual. Thank you for all the music you've filled our lives with — and for still sharing it every week. You are an inspiration to everyone who knows you.
All my love, always,
[Your name]"

If you'd like, I can make it more playful, or add a favourite memory you share with her.`,
        },
      ],
    ],
    questions: [
      { question: 'What heart rhythm problem does the user have?', expect: ['fibrillation', 'afib', 'a-fib', 'a fib'] },
      { question: "What is the name of the user's heart doctor?", expect: ['Okafor'] },
      { question: 'Which doctor does the user see for general checkups?', expect: ['Hsu'] },
      { question: 'Where does the user spend the summer?', expect: ['Torch Lake', 'Michigan'] },
      { question: "What is the name of the user's husband's mother?", expect: ['Barbara'] },
      { question: "How old will the user's mother be on her birthday?", expect: ['90', 'ninety'] },
    ],
    unknown: ["What did the user's mother-in-law do for work?", "Where does the user's sister live?"],
  },
  {
    name: 'kofiLondon',
    threads: [
      [
        {
          role: 'user',
          content: `Need help with a playlist. I DJ weddings on the side, mostly Ghanaian and Nigerian weddings around south London, and I've got one next Saturday in Croydon. Couple wants a mix — highlife for the aunties at the start, then afrobeats, then some UK stuff late. 5 hour set. Can you help me structure it? I'm coming straight off a night shift on Friday too so I need it planned not improvised lol. Staff nurse on a cardiac ward, nights are killing me.`,
        },
        {
          role: 'assistant',
          content: `Here's a 5-hour structure:

**Hour 1 – Arrival & dinner (highlife, easy tempo)**
Classics from Daddy Lumba, Amakye Dede, Kojo Antwi, Osibisa, plus some Nigerian highlife (Oliver de Coque, Flavour's older tracks).

**Hour 2 – Speeches & first dance, then warm-up**
Mellow afro-R&B after the first dance, then start lifting the tempo.

**Hour 3 – Afrobeats peak**
Burna Boy, Wizkid, Davido, Sarkodie, Stonebwoy, Black Sherif, Rema.

**Hour 4 – Amapiano & UK afroswing**
Kabza De Small, Asake, J Hus, NSG, Not3s.

**Hour 5 – Party anthems & close**
Big singalongs, then a recognisable last song so people know it's the end.

And please try to grab a few hours' sleep Saturday morning — fatigue and late-night driving home don't mix.`,
        },
        { role: 'user', content: `Solid. Add some gospel for when they do the money spraying?` },
        {
          role: 'assistant',
          content: `Good call — upbeat praise works great for spraying. Try Joe Mettle, Diana Hamilton, Sonnie Badu, Ohemaa Mercy, and for the Nigerian side Mercy Chinwo or Frank Edwards. Keep them upbeat and danceable rather than slow worship songs.`,
        },
      ],
      [
        {
          role: 'user',
          content: `Can you help me word a message to my ex, Grace. Our daughter Efua is 12 and lives with her in Manchester, she's meant to come down to me for most of August in the summer holidays. Grace now wants to cut it to 10 days because Efua has a netball camp. I don't want a fight, I just want to find something that works and I'd happily drive her to the camp from London if needed. Keep it calm.`,
        },
        {
          role: 'assistant',
          content: `Here's a calm, cooperative draft:

"Hi [name], thanks for letting me know about the camp — it sounds like a great opportunity and I definitely want her to go. I'd really like us to find a way to keep as much of the summer time as possible too. Could we look at the dates together? I'm happy to handle the driving to and from the camp so it doesn't add any pressure on your side. Let me know what works for you."

It acknowledges her point first, makes a concrete offer, and invites a conversation instead of setting terms.`,
        },
        {
          role: 'user',
          content: `Good. Efua also wanted to know if she could bring a friend for a week, should I mention that now or later?`,
        },
        {
          role: 'assistant',
          content: `Later. Settle the main dates first — adding a second request now can make the conversation feel bigger than it is. Once the dates are agreed, bring up the friend as a separate, lighter message.`,
        },
      ],
      [
        {
          role: 'user',
          content: `Good news, I got the charge nurse job! Starting in May, mostly days now, thank God. Ama is over the moon because it means I'll actually be home for Kwame's bedtime. He's 3 and we're in the middle of potty training, any tips that actually work? He's fine in the day but nights are a disaster.`,
        },
        {
          role: 'assistant',
          content: `Congratulations on the new role! 

On nights: being dry during the day and being dry at night are separate milestones. Night dryness depends on a hormone and bladder development that many children don't have until 4, 5 or even later, so it's very normal at this stage. Tips:
- Keep using pull-ups or nappies at night without making a big deal of it.
- Limit drinks in the hour before bed and make a toilet trip the last step of the bedtime routine.
- A waterproof mattress protector saves a lot of stress.
- Don't wake him to wee unless a health visitor suggests it.
- Praise dry mornings, but never punish wet ones.

If he's still often wet at night at 5 or older, mention it to your GP.`,
        },
      ],
    ],
    questions: [
      { question: "Where does the user's daughter live?", expect: ['Manchester'] },
      { question: "Who is the user's former partner?", expect: ['Grace'] },
      { question: "How old is the user's youngest child?", expect: ['3', 'three'] },
      { question: 'At what kind of events does the user work outside the hospital?', expect: ['wedding'] },
      { question: "What is the user's new position at work?", expect: ['charge nurse'] },
      { question: "What is the name of the user's current partner?", expect: ['Ama'] },
    ],
    unknown: ["Which school does the user's daughter attend?", "How old is the user's partner?"],
  },
  {
    name: 'yukiOsaka',
    threads: [
      [
        {
          role: 'user',
          content: `Hello! I have question about my dog 🐕 He is shiba inu, name is Kuma, 4 years old. When we walk he pulls the leash very strong and my arm is tired 😅 Also at home he is too interested to my hamster Mochi 🐹, he sits in front of the cage and stares all the time. Mochi is scared I think, she hides. What can I do for both?`,
        },
        {
          role: 'assistant',
          content: `For the pulling:
- Stop walking the moment the leash gets tight, and only continue when it's loose again. It's slow at first, but it teaches that pulling doesn't work.
- Reward him with small treats when he walks next to you.
- A front-clip harness can reduce pulling a lot.
- Shiba are independent and stubborn, so keep sessions short and be very consistent.

For the hamster:
- Move the cage to a room the dog can't enter, or at least up high, out of his line of sight.
- Cover part of the cage so she has a dark, safe corner.
- Hamsters are easily stressed by predators watching them, so separating them is the kindest solution.`,
        },
        { role: 'user', content: `Thank you! I will put the cage in my bedroom then.` },
        {
          role: 'assistant',
          content: `Good plan. Keep the door closed when you're out, keep the cage away from direct sun and air conditioner drafts, and remember hamsters are active at night — so choose a quiet wheel if you want to sleep well!`,
        },
      ],
      [
        {
          role: 'user',
          content: `Next weekend my younger sister Aoi comes to visit me in Osaka 😊 She studies architecture at university in Kyoto so she likes buildings. I work at pharmacy until 2pm on Saturday, so we have Saturday afternoon and all Sunday. Where should we go? Not too expensive please 🙏`,
        },
        {
          role: 'assistant',
          content: `Great city for architecture lovers! Ideas:

**Saturday afternoon**
- Umeda Sky Building – iconic design, the Floating Garden observatory at sunset is beautiful.
- Nakanoshima – the Osaka Central Public Hall (red-brick, 1918), the Nakanoshima Library and the new Nakanoshima Museum of Art are all close together.

**Sunday**
- Church of the Light by Tadao Ando in Ibaraki – a must for an architecture student; visits need a reservation in advance.
- Expo '70 Commemorative Park to see Taro Okamoto's Tower of the Sun.
- Osaka Castle and the park in the evening.

Most of these are free or cheap; a day pass for the subway can save money.`,
        },
        { role: 'user', content: `Church of the Light!! She will love it. Thank you 💕` },
        {
          role: 'assistant',
          content: `You're welcome! Book early — reservation slots can fill up. Have a wonderful weekend together!`,
        },
      ],
      [
        {
          role: 'user',
          content: `Sad news 😢 Mochi died this morning. She was only 2 years old. I don't have garden because I live in apartment, how can I say goodbye properly? My brother Kenji in Tokyo says just buy new hamster but I am not ready...`,
        },
        {
          role: 'assistant',
          content: `I'm so sorry. Losing a small pet still hurts a lot, and it's completely okay not to be ready for a new one.

Some options for saying goodbye without a garden:
- **Pet cremation service** – many cities in Japan have pet funeral services (ペット葬儀) that handle small animals, some with individual cremation so you can keep the ashes.
- **Pet cemetery** – some temples offer memorial services for pets.
- **Planter burial** – some people bury a small pet in a large flower pot with soil and plant flowers on top.
- Keep a small memory: a photo, her favourite toy, or a little note.

Take your time — there's no right schedule for grief.`,
        },
      ],
    ],
    questions: [
      { question: 'What breed of dog does the user own?', expect: ['shiba'] },
      { question: "What happened to the user's small pet?", expect: ['died', 'passed away', 'dead', 'death'] },
      { question: "What is the user's younger sibling studying?", expect: ['architecture'] },
      { question: "In which city does the user's brother live?", expect: ['Tokyo'] },
      { question: 'Where does the user work?', expect: ['pharmac'] },
      { question: "How old is the user's dog?", expect: ['4', 'four'] },
    ],
    unknown: ["What does the user's brother do for a living?", "How old is the user's sister?"],
  },
  {
    name: 'carlosValencia',
    threads: [
      [
        {
          role: 'user',
          content: `Hi, I need to organise train trips for my kids. I moved from Barcelona to Valencia last September for work, and the kids stayed in Barcelona with their mother, Marta. They come to me every second weekend. Pablo is 15 and can travel alone, but Sofía is 11. What are the rules for minors travelling alone on Renfe long distance trains? Can Pablo accompany his sister?`,
        },
        {
          role: 'assistant',
          content: `Rules change, so double-check with Renfe, but in general:

- As far as I know, Renfe's long-distance services require younger children (under 14) to travel with an adult, and a sibling who is also a minor normally doesn't count as the accompanying adult.
- Renfe has offered a paid accompaniment service for unaccompanied minors on some long-distance routes, where staff look after the child during the journey — availability and age limits vary, so ask when booking.
- Teenagers aged 14–17 can usually travel alone, sometimes with a signed parental authorisation.

The safest move is to call Renfe or ask at the ticket office in the station and get the current rules for that exact route.`,
        },
        { role: 'user', content: `Ok I will call them. Worst case I drive, it's like 3 and a half hours.` },
        {
          role: 'assistant',
          content: `Makes sense. If you end up driving, meeting halfway (around Castellón or Vinaròs) with the other parent could also cut the journey in half for everyone.`,
        },
      ],
      [
        {
          role: 'user',
          content: `My girlfriend Lucía and I are together one year on Friday. She is a vet, works at an animal clinic in Ruzafa, so she's always tired on weekdays. I want to surprise her with something relaxed on Saturday. Ideas in or around Valencia? She loves the sea and hates crowds.`,
        },
        {
          role: 'assistant',
          content: `Some calm, sea-focused ideas:

- **Albufera at sunset** – a small boat ride on the lagoon as the sun goes down, then dinner in El Palmar, the village famous for paella and all i pebre.
- **El Saler / La Devesa** – walk through the pine forest and dunes to quieter beaches than the city ones.
- **Cullera or Dénia** – a day trip with a coastal walk and lunch by the sea.
- **Jávea** – small coves, very clear water, less crowded outside the summer peak.

A picnic on the Devesa beach followed by the Albufera sunset would be a lovely low-stress day.`,
        },
        { role: 'user', content: `Albufera sunset + paella in El Palmar, perfecto.` },
        {
          role: 'assistant',
          content: `Great choice! Book the restaurant in advance for Saturday evening, and check the sunset time so you're on the boat about 30 minutes before.`,
        },
      ],
      [
        {
          role: 'user',
          content: `Pablo has a football tournament in Zaragoza in May with his club, he plays centre back. I'll drive from Valencia. Also correction from before: I said Sofía is 11, but she turned 12 last week, I'm a terrible father 😂 Anyway she has her piano exam the same weekend so she can't come with us. How long is the drive Valencia–Zaragoza and is the road ok?`,
        },
        {
          role: 'assistant',
          content: `It's about 310 km, roughly 3 hours, mostly on the A-23 via Sagunto and Teruel. It's a toll-free autovía in good condition; the stretch through the Teruel highlands can be cold and windy, and in May you might get rain, but nothing complicated. There are good rest stops around Teruel if you want a coffee break halfway.`,
        },
      ],
    ],
    questions: [
      { question: 'Where did the user live before moving?', expect: ['Barcelona'] },
      { question: "What instrument does the user's daughter play?", expect: ['piano'] },
      { question: "What is the user's girlfriend's profession?", expect: ['vet', 'veterinar'] },
      { question: "How old is the user's daughter?", expect: ['12', 'twelve'] },
      { question: "What position does the user's son play?", expect: ['centre back', 'center back', 'defender'] },
      { question: "What is the name of the mother of the user's children?", expect: ['Marta'] },
    ],
    unknown: ["What does the user's ex-wife do for a living?", "How old is the user's girlfriend?"],
  },
  {
    name: 'aishaToronto',
    threads: [
      [
        {
          role: 'user',
          content: `ok so i do henna on weekends as a side hustle (day job is ux designer at a bank, boring but pays 😅) and i got asked to do a bridal party this saturday — bride full hands + feet, plus like 8 guests simple designs. how do i price this?? i usually charge $25 per hand for guests`,
        },
        {
          role: 'assistant',
          content: `Bridal work should be priced separately from guest designs — it takes hours and it's the centrepiece. Rough ranges in the GTA:

- **Bridal (full hands + feet)**: often $250–$500+ depending on detail and time (4–6 hours is common).
- **Guests**: $20–$40 per hand for simple designs is typical, so your rate is on the low-middle side.
- **Travel fee** if you're going to them.
- **Deposit**: 30–50% non-refundable to hold the date.

Quote it as a package (bridal + X guest hands) so the client sees one clear number.`,
        },
        { role: 'user', content: `omg i've been undercharging for sure` },
        {
          role: 'assistant',
          content: `Very common when you're starting out! Raise prices for new bookings, keep old rates for existing clients for a bit, and put your prices on your page so you don't have to negotiate every time.`,
        },
      ],
      [
        {
          role: 'user',
          content: `my twin omar just got into med school at mcmaster!!! 🎉🎉 i wanna write something in his card that's funny but also makes him cry a little. we fought literally every day until we were 15 lol`,
        },
        {
          role: 'assistant',
          content: `Try this structure: open with a joke about the fighting, then turn sincere.

"Congratulations!! After years of arguing over literally everything, I finally have to admit you were right about one thing: you were always going to do something amazing. I'm so proud of you. Future patients are lucky. (I still get to say I knew you first.) 🎉"

Want a version that's more teasing or more emotional?`,
        },
        { role: 'user', content: `lol perfect` },
      ],
      [
        {
          role: 'user',
          content: `also my big sis fatima is moving from ottawa to calgary with her husband next month 😭 i want to host a goodbye dinner at my place for like 10 ppl. she has celiac so everything needs to be actually gluten free not just "mostly". menu ideas?`,
        },
        {
          role: 'assistant',
          content: `Naturally gluten-free menu for 10:

- **Mains**: chicken biryani or a big tray of roasted chicken thighs with spices, plus a chickpea or lentil curry.
- **Sides**: basmati rice, roasted vegetables, a big fattoush-style salad without the pita (use toasted chickpeas for crunch).
- **Dips**: hummus and baba ghanoush with rice crackers or veggie sticks.
- **Dessert**: flourless chocolate cake, or rice pudding with cardamom.

For celiac, cross-contamination matters: use clean pans and boards, check spice mixes and stock cubes for "may contain wheat", avoid regular soy sauce, and don't put any bread on the table.`,
        },
      ],
    ],
    questions: [
      { question: 'What does the user do to earn money on weekends?', expect: ['henna', 'mehndi'] },
      { question: "Which university accepted the user's twin?", expect: ['McMaster'] },
      { question: "What food restriction does the user's older sister have?", expect: ['celiac', 'gluten', 'coeliac'] },
      { question: "Where is the user's sister moving to?", expect: ['Calgary'] },
      { question: "What is the user's main job?", expect: ['UX', 'designer'] },
      { question: "What is the user's brother going to study?", expect: ['medicine', 'med school', 'medical'] },
    ],
    unknown: [
      "What is the name of the user's sister's husband?",
      "Does the user's brother have any dietary restrictions?",
    ],
  },
  {
    name: 'gregBallarat',
    threads: [
      [
        {
          role: 'user',
          content: `ute's makin a clunk when i turn hard left. 2016 hilux, 240k on the clock. cv joint?`,
        },
        {
          role: 'assistant',
          content: `A clunk or click when turning hard is a classic sign of a worn outer CV joint, especially at that kind of mileage. Check the rubber CV boots behind the wheels — if one is torn and there's grease flung around, that's very likely it. Other possibilities: worn ball joints, tie rod ends, or sway bar links.`,
        },
        {
          role: 'user',
          content: `boot looks torn on the left side yeah. can i keep drivin it for a week, i'm a plumber got jobs booked`,
        },
        {
          role: 'assistant',
          content: `Usually a clicking CV joint will last a little while, but once the boot is torn, dirt and water get in and it wears fast. If it fails completely you lose drive to that wheel, which can happen at a bad moment. A week of careful local driving is probably okay, but avoid heavy loads and highway speeds, and book it in ASAP — a replacement CV shaft is often cheaper than rebuilding the joint anyway.`,
        },
      ],
      [
        {
          role: 'user',
          content: `other question. restorin a 72 holden kingswood, shell's back from the blaster. epoxy primer or etch primer first?`,
        },
        {
          role: 'assistant',
          content: `Epoxy primer is the usual recommendation for freshly blasted bare steel on a resto: it seals the metal, has excellent adhesion and corrosion protection, and you can put filler over it. Etch primer is thin and not great under body filler. Get epoxy on as soon as possible after blasting — bare steel can start flash-rusting within hours in humid weather.`,
        },
        { role: 'user', content: `epoxy it is. cheers` },
      ],
      [
        {
          role: 'user',
          content: `the kelpie's been chewin the bottom of the galah's cage, pete (the galah) is losin his mind screechin. how do i stop the dog`,
        },
        {
          role: 'assistant',
          content: `A few things:
- Get the cage up off the ground onto a stand or bench the dog can't reach, or put it in a room the dog can't get into.
- Kelpies are working dogs — chewing and fixating like that is often boredom. More exercise plus mental work (puzzle feeders, scent games, short training sessions) helps a lot.
- Interrupt and redirect every time he goes near the cage, and reward him for leaving it.

A stressed bird can start plucking feathers, so it's worth sorting quickly.`,
        },
        { role: 'user', content: `he gets 2 walks a day but yeah hes bored. i'll try the puzzle feeder` },
      ],
      [
        {
          role: 'user',
          content: `need to write a complaint to dads aged care place in ballarat. meals are cold every time i visit and he's lost weight. want it firm but not rude`,
        },
        {
          role: 'assistant',
          content: `Here's a firm, factual draft:

"Dear [Facility Manager],

I'm writing about the meals being served to my father, [name], in [room/wing]. On each of my recent visits ([dates]), his meals have been served cold, and he has noticeably lost weight.

I'd like to request:
1. A review of how meals are delivered to residents in his area.
2. A weight and nutrition review with the dietitian.
3. A meeting to discuss this within the next two weeks.

I'd appreciate a written response by [date].

Kind regards,
[Your name]"

If it's not resolved, you can escalate to the Aged Care Quality and Safety Commission.`,
        },
      ],
    ],
    questions: [
      { question: 'What vehicle does the user use for work?', expect: ['hilux', 'ute'] },
      { question: 'What classic car is the user working on?', expect: ['kingswood'] },
      { question: 'What kind of bird does the user keep?', expect: ['galah'] },
      { question: "What breed is the user's dog?", expect: ['kelpie'] },
      { question: "Where is the user's father living?", expect: ['Ballarat', 'aged care'] },
      { question: 'What trade is the user in?', expect: ['plumb'] },
    ],
    unknown: ["What is the name of the user's dog?", "How old is the user's father?"],
  },
  {
    name: 'sophieLyon',
    threads: [
      [
        {
          role: 'user',
          content: `Bonjour! We are going in July to our holiday house in Brittany, near Quimper (it was the house of my grandmother, now it is ours), and we drive from Lyon with the two children, it is around 8 hours. Léo is 8 and Chloé is 3, she is still in the car seat and she is sick in the car sometimes. Do you have advices for the trip? Where to stop, how to organise with the small one? My partner Antoine says we drive all in one day but I am not sure.`,
        },
        {
          role: 'assistant',
          content: `With a small child who gets car-sick, splitting the trip is often much easier:

- **Two days**: stop overnight in the Loire valley (around Tours, Angers or Saumur) — it cuts the drive roughly in half and you can visit a château.
- **If you do one day**: leave very early (children sleep the first hours), and stop every 2 hours for 15–20 minutes.
- **Car sickness**: light snack before, no reading or screens for the little one, fresh air, sit her where she can see out the front window, and keep bags, wipes and a change of clothes within reach. Ask the pharmacist about options for her age.
- **Entertainment**: audiobooks and music that everyone can hear work better than screens.`,
        },
        { role: 'user', content: `Two days is better, I agree. I will convince Antoine!` },
        {
          role: 'assistant',
          content: `Good luck! A nice hotel with a pool halfway usually makes the argument for you.`,
        },
      ],
      [
        {
          role: 'user',
          content: `My father comes for lunch on Sunday for his birthday and he has type 2 diabetes since few years, he is very careful with sugar. But he loves dessert! Do you have an idea for a dessert that is not too sweet? Also my belle-mère Monique comes too, she is the one who keeps Chloé every Wednesday, so I want to make something she likes also, she loves lemon.`,
        },
        {
          role: 'assistant',
          content: `A dessert that can please both:

**Lemon and almond cake (low sugar)** – made with ground almonds instead of flour, lemon zest and juice, eggs, and a reduced amount of sugar or a sweetener like erythritol. Almond flour keeps it moist and lowers the carbohydrate load.

Other options:
- Greek yogurt panna cotta with fresh berries and a little lemon zest.
- Baked apples with cinnamon and walnuts, no added sugar.
- A small cheese plate with nuts as an alternative to a sweet dessert.

Serving smaller portions with fresh fruit on the side also helps. He'll know best what fits his plan, so you could mention what you're making.`,
        },
      ],
      [
        {
          role: 'user',
          content: `Léo has his first judo competition on Saturday, he is yellow belt and he is very nervous, he did not sleep well yesterday. Oh and I wrote before that he is 8 — no, he is 9, he had his birthday in March, I am still not used to it! How can I help him to not be stressed?`,
        },
        {
          role: 'assistant',
          content: `Some ideas:

- **Focus on effort, not winning**: tell him the goal is to try his best and learn, and that you'll be proud either way.
- **Visualise**: the evening before, walk through the day together — arriving, warming up, bowing, the first grip.
- **Breathing**: teach a simple "breathe in for 4, out for 4" to use before his turn.
- **Routine**: pack his bag together the night before, normal dinner, usual bedtime.
- **Talk to the coach**: coaches are used to first-time nerves and often have good words for the kids.

Nerves before a first competition are completely normal — it means it matters to him.`,
        },
      ],
    ],
    questions: [
      { question: "Where is the user's holiday home?", expect: ['Brittany', 'Bretagne', 'Quimper'] },
      { question: "What health condition does the user's dad have?", expect: ['diabet'] },
      { question: "Who looks after the user's daughter during the week?", expect: ['Monique'] },
      { question: "How old is the user's son?", expect: ['9', 'nine'] },
      { question: "What sport does the user's older child do?", expect: ['judo'] },
      { question: 'In which city does the user live?', expect: ['Lyon'] },
    ],
    unknown: ["What health problems does the user's mother-in-law have?", "What activity does the user's daughter do?"],
  },
  {
    name: 'tomMilwaukee',
    threads: [
      [
        {
          role: 'user',
          content: `Can you look at the opening of my cover letter? I'm applying for a lab manager position at a biotech startup in Chicago. Right now I teach high school chemistry in Milwaukee (5 years), and I'm worried it reads like I'm "just a teacher". Here's the paragraph: "I am writing to apply for the Lab Manager role. As a chemistry teacher, I have managed a school laboratory and am passionate about science."`,
        },
        {
          role: 'assistant',
          content: `You're right that it undersells you. "Passionate about science" is generic, and "managed a school laboratory" is vague. Hiring managers want to see the actual lab-management tasks, in their language:

- inventory and ordering, budget responsibility
- chemical safety, hazardous waste, compliance documentation
- training people on equipment and safety procedures
- scheduling, maintenance of equipment

Lead with the strongest concrete responsibility and a number if possible, then connect it to what the startup needs. Skip the "I am writing to apply" line — they know.`,
        },
        {
          role: 'user',
          content: `Oh good call, I actually wrote our school's chemical hygiene plan and I handle the ordering budget, like $12k a year.`,
        },
        {
          role: 'assistant',
          content: `Those are exactly the kind of details that should go in the first two sentences. Writing a chemical hygiene plan shows you understand OSHA-style safety compliance, and owning a budget shows you can be trusted with purchasing — both core lab manager duties.`,
        },
      ],
      [
        {
          role: 'user',
          content: `I GOT THE JOB 🎉 ok so now logistics. We're moving to Chicago end of May. My boyfriend Marcus is coming too (he's a line cook, already lined up something at a restaurant in Logan Square). Biggest stress is the cats: Pixel is 2 and chill, but Noodle is 14 and has kidney disease, she's on a renal diet and gets subcutaneous fluids every other day. It's only a 90 minute drive but she hates the car. Tips?`,
        },
        {
          role: 'assistant',
          content: `Congrats! For a car-hating senior cat:

- **Ask your vet about pre-travel medication** — something like gabapentin is commonly prescribed to reduce travel anxiety.
- **Carrier practice**: leave the carrier out with a blanket and treats in the days before so it's not only associated with bad trips.
- **Plan fluids around the move**: give them the day before so she's not dehydrated and you're not doing it amid chaos.
- **Safe room**: at the new place, set up one quiet room with litter, food, water, and familiar bedding before letting her in; keep her there a few days.
- **New vet**: find one in Chicago before the move and get records transferred, so there's no gap in care.
- Bring her prescription diet and fluid supplies for at least two weeks.`,
        },
        { role: 'user', content: `Gabapentin worked for her at the vet before, I'll ask.` },
        {
          role: 'assistant',
          content: `Great — then ask for a trial dose a few days before the move so you know how she reacts at home.`,
        },
      ],
    ],
    questions: [
      { question: 'What did the user do for work before the new job?', expect: ['chemistry', 'teach'] },
      { question: "What is the user's new job?", expect: ['lab manager'] },
      { question: "Which of the user's pets is sick?", expect: ['Noodle'] },
      { question: "What illness does the user's older cat have?", expect: ['kidney', 'renal'] },
      { question: 'Which city did the user live in before the move?', expect: ['Milwaukee'] },
      { question: "What does the user's boyfriend do?", expect: ['cook', 'chef', 'restaurant'] },
    ],
    unknown: ["How old is the user's boyfriend?", "What medication does the user's younger cat take?"],
  },
  {
    name: 'nadiaKrakow',
    threads: [
      [
        {
          role: 'user',
          content: `Good day. Please help me with an email to the swimming coach of my son Misha. He is 10 and trains in the club 3 times per week, but now the coach wants 5 times because of competitions, and I cannot bring him so often because I work until 17:00 in the office (I am accountant in a logistics company). Maybe there is possibility for 4 times? Write it polite, in English, the coach speaks English better than my Polish :)`,
        },
        {
          role: 'assistant',
          content: `Here is a polite draft:

"Dear [Coach's name],

Thank you for your work with [child's name] and for including him in the competition group — we are very happy about it.

Unfortunately, because of my working hours, I am not able to bring him to training five times a week. Would it be possible for him to attend four sessions per week instead? I would like him to stay in the group and continue to progress, and I will make sure he attends every session we agree on.

Thank you for your understanding.

Kind regards,
[Your name]"`,
        },
      ],
      [
        {
          role: 'user',
          content: `My daughter Sasha is 16 and next year she has the matura exam. She wants to study medicine in Wrocław, so she needs biology and chemistry on extended level. We moved from Kharkiv to Kraków in 2022, so her Polish is good now but still not perfect for writing. How to plan the preparation for one year?`,
        },
        {
          role: 'assistant',
          content: `A one-year plan could look like this:

**Months 1–4: Foundations**
- Go through the full extended-level curriculum in biology and chemistry, topic by topic.
- Start a glossary of scientific terms in Polish — this helps with precise written answers.

**Months 5–8: Exam practice**
- Solve past matura papers from CKE (they're free online), and check against the official marking keys.
- Pay attention to how answers must be formulated — the marking is strict about wording.

**Months 9–12: Full mocks and review**
- Timed full papers every week, review mistakes, repeat weak topics.

Also: a Polish tutor for writing (even once every two weeks) can make a big difference for the Polish exam and the open answers in science. Medicine is very competitive, so check the current point thresholds for the university.`,
        },
      ],
      [
        {
          role: 'user',
          content: `A question about my thyroid. I have Hashimoto and my endocrinologist, Dr. Wiśniewska, increased my Euthyrox from 50 to 75 mcg in March. But my family doctor, Dr. Nowak, saw the blood test and said TSH is fine and maybe 75 is too much. Who should I listen? I feel a bit of heart palpitations in the evening.`,
        },
        {
          role: 'assistant',
          content: `I can't tell you which dose is right, but some general points:

- Thyroid dose changes are usually managed by the specialist who made them, so it's reasonable to contact the endocrinologist and tell her what the other doctor said.
- Palpitations can be a sign of getting a little too much thyroid hormone — that's worth reporting soon, not waiting for the next routine visit.
- TSH is usually rechecked 6–8 weeks after a dose change, since it takes that long to stabilise.
- If palpitations become strong, come with chest pain, dizziness or shortness of breath, seek care right away.

Bring your latest results and a note of when the palpitations happen.`,
        },
      ],
      [
        {
          role: 'user',
          content: `In the evenings I also teach maths online for Ukrainian kids, small groups, to earn extra. How much is normal to ask per hour in Poland? Now I take 60 zł for group of 4 per hour total, I think this is too little.`,
        },
        {
          role: 'assistant',
          content: `Yes, that's on the low side. Rough guide for online maths tutoring in Poland:
- Individual lessons: often around 60–120 zł per hour depending on level (exam preparation is at the higher end).
- Small groups: commonly 30–50 zł per student per hour, so a group of 4 would bring 120–200 zł per hour.

You could raise prices gradually, offer a discount for paying a month upfront, or keep a slightly lower price for families in a difficult situation.`,
        },
      ],
    ],
    questions: [
      { question: 'Where did the user live before Kraków?', expect: ['Kharkiv', 'Kharkov', 'Charkiv'] },
      { question: "What sport does the user's son do?", expect: ['swim'] },
      { question: "What does the user's daughter want to study?", expect: ['medicine', 'medical'] },
      { question: "Who treats the user's thyroid condition?", expect: ['Wiśniewska', 'Wisniewska'] },
      { question: 'What does the user do in the evenings for additional income?', expect: ['math', 'tutor'] },
      { question: "What is the user's profession?", expect: ['accountant', 'accounting'] },
    ],
    unknown: ["What does the user's husband do for work?", "Which university does the user's son want to attend?"],
  },
  {
    name: 'haroldEdinburgh',
    threads: [
      [
        {
          role: 'user',
          content: `Good afternoon. I'd like some help sorting out a video call with my younger daughter, Kirsty, who lives in Vancouver. My granddaughter Isla turns 5 on the 12th and I'd like to be on the call when she opens her presents in the morning, their time. What time would that be here in Edinburgh? I'm not much good with these time differences.`,
        },
        {
          role: 'assistant',
          content: `In April, Vancouver is on Pacific Daylight Time (UTC−7) and Edinburgh is on British Summer Time (UTC+1), so the UK is 8 hours ahead.

- 8:00 am in Vancouver = 4:00 pm in Edinburgh
- 9:00 am in Vancouver = 5:00 pm in Edinburgh

So if presents are opened around 8 in the morning there, plan to be ready from about 4 o'clock in the afternoon.`,
        },
        { role: 'user', content: `4 o'clock, grand. Thank you.` },
        {
          role: 'assistant',
          content: `You're welcome! It might help to do a short test call a day or two before, so the sound and camera are all set on the day.`,
        },
      ],
      [
        {
          role: 'user',
          content: `My partner Eileen turns 70 in June and I'd like to take her away in the campervan for a week, up the west coast maybe. We've been together three years now — I lost my wife Margaret in 2019 and never thought I'd meet someone again, so I want to make it special. Any route suggestions? Nothing too hard on the single-track roads, I'm not as confident as I was.`,
        },
        {
          role: 'assistant',
          content: `A gentle west-coast week:

- **Day 1–2: Loch Lomond & Inveraray** – easy A-roads, lovely lochside campsites.
- **Day 3–4: Oban** – seafood, and a day trip on the ferry to Mull (leave the van, take the bus to Tobermory).
- **Day 5: Glencoe** – spectacular scenery from the main A82, good campsites.
- **Day 6: Fort William & Glenfinnan** – see the viaduct, maybe time it with the steam train.
- **Day 7: Back via Pitlochry** – A9 is a main road all the way.

This avoids the trickiest single-track routes like the Bealach na Bà. Book campsites ahead for June, it's a busy month.`,
        },
      ],
      [
        {
          role: 'user',
          content: `My elder girl, Fiona, is head teacher of a primary school in Aberdeen and she's asked me to come in and talk to the P6 and P7 children about my working life. I was a marine engineer for 38 years, mostly on North Sea supply vessels. How do I make that interesting for 10 and 11 year olds?`,
        },
        {
          role: 'assistant',
          content: `Children that age love stories and things they can touch:

- **Start with a question**: "How do you think a ship the size of this school floats?"
- **Bring objects**: tools, a hard hat, an old logbook, photos of the engine room and of big waves.
- **Tell 2–3 real stories**: a storm, a breakdown at sea you had to fix, a funny moment on board.
- **Numbers they'll remember**: how big the engines are, how long a trip lasted, how many people on board.
- **Finish with questions** — they'll have loads, and it's often the best part.

Keep it to about 20–25 minutes plus questions.`,
        },
      ],
    ],
    questions: [
      { question: "Where does the user's younger daughter live?", expect: ['Vancouver', 'Canada'] },
      {
        question: "What does the user's older daughter do for a living?",
        expect: ['head teacher', 'headteacher', 'teacher'],
      },
      { question: "What was the user's job before retiring?", expect: ['marine engineer', 'engineer'] },
      { question: "How old will the user's partner be on her next birthday?", expect: ['70', 'seventy'] },
      { question: "What was the name of the user's late wife?", expect: ['Margaret'] },
      { question: "How old is the user's granddaughter turning?", expect: ['5', 'five'] },
    ],
    unknown: ["How old is the user's elder daughter?", "What did the user's late wife do for a living?"],
  },
]
