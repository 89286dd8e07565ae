import type { ThreadPersona } from './personas'

/**
 * A third set, of twelve people telling a companion app about their week, written by an engineer who had not read
 * the rules: events with weekdays and dates, routines, people by name, a date corrected, jobs and homes that change,
 * details said as fragments ("Tuesday the 23rd of April at Harrogate District."). Measured once before any change made
 * for it: 40/72, never said 6/24, on commit 366d6f0; 39/72 on 50c2ecd, which had been tuned on the second set.
 */

export const journalPersonas: ThreadPersona[] = [
  {
    name: 'aiko',
    threads: [
      [
        {
          role: 'user',
          content:
            'Hello! My name is Aiko. I move to Leeds from Osaka in January, so my English is not perfect, sorry 🙏 I want to use this app like a diary to practise.',
        },
        {
          role: 'assistant',
          content: 'Welcome, Aiko! Your English is really good. What has been filling your days since the move?',
        },
        {
          role: 'user',
          content:
            'I work at a small bakery near Kirkgate Market, I start very early, 5am. Making bread and cakes. It is hard but I like the smell of everything haha',
        },
      ],
      [
        { role: 'assistant', content: 'How was your weekend?' },
        {
          role: 'user',
          content: 'Saturday was nice. My flatmate cook dinner for me because I was so tired from work.',
        },
        { role: 'assistant', content: "That's kind of them! Do you live with just the one flatmate?" },
        { role: 'user', content: 'yes only Hannah. she is from Wales and very funny' },
      ],
      [
        {
          role: 'user',
          content:
            'Today I go to pottery class again. Every Tuesday evening I go, it is at the community centre. I made a small bowl last week but it crack in the kiln 😭',
        },
        { role: 'assistant', content: 'Oh no, after all that work! Did the teacher say why it cracked?' },
        { role: 'user', content: 'teacher says I press the clay too thin. Next time more careful!' },
      ],
      [
        {
          role: 'user',
          content:
            'Kenji call me this morning. For him it was already evening, time difference is so difficult. I miss him so much. We are together 3 years but now it is long distance.',
        },
        { role: 'assistant', content: 'Long distance is hard. Is Kenji your boyfriend back in Japan?' },
        { role: 'user', content: 'yes he is my boyfriend, he stay in Osaka. Maybe he visit in summer' },
      ],
      [
        {
          role: 'user',
          content:
            'Hannah want to make paella for my birthday dinner but I cannot eat prawns or mussels, any shellfish. I get very bad allergic reaction, my throat close. So we will do chicken version 🐔',
        },
        {
          role: 'assistant',
          content: "Chicken paella sounds lovely, and much safer. It's good that Hannah knows about the allergy.",
        },
      ],
      [
        {
          role: 'user',
          content: 'I have my visa appointment next Thursday, I am nervous. I need to bring so many documents',
        },
        {
          role: 'assistant',
          content: "That's understandable. Would it help to make a checklist of the documents together?",
        },
        {
          role: 'user',
          content:
            'ah sorry I check the letter again, it is Friday not Thursday! Friday 12 April at 10am. yes checklist please later',
        },
      ],
    ],
    questions: [
      {
        question: 'What should the assistant avoid suggesting for dinner?',
        expect: ['shellfish', 'prawn', 'mussel', 'shrimp'],
      },
      { question: 'Who does the user live with?', expect: ['Hannah'] },
      { question: 'What does the user do on Tuesday evenings?', expect: ['pottery', 'ceramic', 'clay'] },
      { question: "What is the name of the user's boyfriend?", expect: ['Kenji'] },
      { question: "When is the user's visa appointment?", expect: ['Friday', '12 April', 'April 12'] },
      { question: 'Where does the user work?', expect: ['bakery'] },
    ],
    unknown: ['What does Kenji do for a living?', "What is Hannah's job?"],
  },
  {
    name: 'marcus',
    threads: [
      [
        {
          role: 'user',
          content:
            'Just got in from a 12.5 hr night on the ward. Three admissions from A&E after 3am and one of my patients pulled his cannula out twice. knackered.',
        },
        { role: 'assistant', content: 'That sounds exhausting. Will you be able to get some proper sleep today?' },
        { role: 'user', content: "Dani does the school run so I can crash till about 2. Then I'm on dad duty." },
      ],
      [
        {
          role: 'user',
          content:
            "Theo lost his first tooth today!! he's 7 so it was about time lol. Ruby (4) is now convinced the tooth fairy should visit her too and is furious she has no wobbly teeth",
        },
        {
          role: 'assistant',
          content: "Ha, that's adorable. Maybe the tooth fairy can leave Ruby a little note for now!",
        },
      ],
      [
        {
          role: 'user',
          content:
            "After nights I go swimming, Monday and Thursday mornings usually, at the leisure centre. Honestly it's the only thing that resets my head. 40 lengths and I'm a new man",
        },
        { role: 'assistant', content: 'That sounds like a great way to decompress after a hard shift.' },
      ],
      [
        {
          role: 'user',
          content:
            "Big news - my ward manager approved my request to come off nights. From the 15th I'll be doing 7:30 to 8 day shifts instead. Dani is over the moon.",
        },
        { role: 'assistant', content: 'Congratulations! Is the change permanent?' },
        { role: 'user', content: 'six month trial, then we review' },
      ],
      [
        {
          role: 'user',
          content:
            "My heel's been killing me, GP reckons plantar fasciitis. Told me to stretch and get better trainers. Twelve hours on your feet on a hospital floor will do that to you.",
        },
        {
          role: 'assistant',
          content: 'Ouch. Rolling your foot over a cold bottle can help too. Hope it settles soon.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'wedding anniversary next week - me and Dani 10 years on the 9th. Thinking of booking that Italian place in town she liked',
        },
        { role: 'assistant', content: 'Ten years, congratulations! That sounds like a lovely way to celebrate.' },
      ],
    ],
    questions: [
      { question: 'What kind of work does the user do?', expect: ['nurse', 'nursing', 'ward', 'hospital'] },
      { question: "What is the name of the user's wife?", expect: ['Dani'] },
      { question: "What are the names of the user's children?", expect: ['Theo', 'Ruby'] },
      {
        question: "What change is coming to the user's work schedule?",
        expect: ['day shift', 'days', 'daytime', 'day-shift'],
      },
      { question: 'What does the user do to unwind after night shifts?', expect: ['swim'] },
      { question: 'What is coming up for the user next week?', expect: ['anniversary'] },
    ],
    unknown: ['What does Dani do for work?', "Which school do the user's children attend?"],
  },
  {
    name: 'priya',
    threads: [
      [
        {
          role: 'user',
          content:
            "ok first full week at Fernleaf nearly done ✅ my brain is full. it's a climate-tech startup, like 40 people, very different from Deloitte where everything had a process for the process",
        },
        { role: 'assistant', content: "Congrats on getting through the first week! What's your role there?" },
        { role: 'user', content: 'product manager for their carbon accounting dashboard' },
      ],
      [
        {
          role: 'user',
          content:
            "my manager Tomás is great so far. he actually blocks out time for 1:1s and doesn't cancel them, which after 4 years of consulting feels like a luxury",
        },
        { role: 'assistant', content: "That's a really good sign for a new job." },
      ],
      [
        { role: 'user', content: 'cycled in along the canal this morning, 25 mins, sun out, love it 🚲' },
        { role: 'assistant', content: 'That sounds like a lovely commute!' },
      ],
      [
        { role: 'assistant', content: 'Any plans for the weekend?' },
        {
          role: 'user',
          content:
            "my boyfriend Arjun has cricket Saturday as usual, so I'll probably do a big batch cook. Lentil dal and a paneer thing. I've been veggie since I was a teenager so my repertoire is very lentil-heavy lol",
        },
      ],
      [
        {
          role: 'user',
          content:
            "someone nicked my bike from outside the office. cut straight through the lock. so it's the Northern line for me until the insurance sorts it out 🙄",
        },
        { role: 'assistant', content: "Oh no, I'm sorry! Did you report it?" },
        { role: 'user', content: 'yeah police gave me a crime number, not holding my breath' },
      ],
      [
        {
          role: 'user',
          content:
            "Spent all evening on a call with my mum about my sister's wedding. It's in Jaipur in June and apparently I'm in charge of the sangeet playlist?? Also need to book flights before prices go mad",
        },
        {
          role: 'assistant',
          content: 'A wedding in Jaipur sounds amazing. Want help putting together the playlist later?',
        },
      ],
    ],
    questions: [
      { question: 'Where does the user work now?', expect: ['Fernleaf'] },
      { question: "What is the name of the user's manager?", expect: ['Tomás', 'Tomas'] },
      { question: 'How does the user get to work at the moment?', expect: ['tube', 'Northern line', 'underground'] },
      { question: 'What should the assistant avoid suggesting for dinner?', expect: ['meat', 'vegetarian', 'veggie'] },
      { question: "What is the user's partner's name?", expect: ['Arjun'] },
      { question: "What family event is coming up in the user's life?", expect: ['wedding'] },
    ],
    unknown: ['What does Arjun do for a living?', 'Does the user have any pets?'],
  },
  {
    name: 'dave',
    threads: [
      [
        {
          role: 'user',
          content:
            'mad day. 3 boiler services and a leak in some posh gaff in hove, water all thru the ceiling 😂 gas safe lyf',
        },
        { role: 'assistant', content: 'Sounds hectic! Is it just you or do you work with a team?' },
        { role: 'user', content: 'just me, self employed since 2019' },
      ],
      [
        {
          role: 'user',
          content:
            'steph made me take biscuit out before work, he rolled in fox poo AGAIN 🤢🤢 had to hose him down in the garden at 6am',
        },
        { role: 'assistant', content: 'Oh no, Biscuit! What kind of dog is he?' },
        { role: 'user', content: 'springer spaniel, absolute nutter' },
      ],
      [
        {
          role: 'user',
          content: '5 a side tonite, every wednesday w the lads from school. lost 7-2 last wk so cant get worse lol',
        },
        { role: 'assistant', content: 'Good luck tonight! Up the effort in defence maybe 😄' },
      ],
      [
        { role: 'user', content: 'doin dry april 🍺❌ steph bet me i wont last 2 weeks. gonna prove her wrong' },
        { role: 'assistant', content: 'Good luck! What made you decide to do it?' },
        { role: 'user', content: 'gettin a bit of a belly tbh and sleepin rubbish after a few pints' },
      ],
      [
        {
          role: 'user',
          content:
            'mums 60th is next sat, were doin a surprise do at the cricket club. im on balloons n pickin up nan from worthing',
        },
        { role: 'assistant', content: 'A surprise party, nice! Does your mum suspect anything?' },
        { role: 'user', content: 'nah shes clueless. dad cant keep a secret tho so 50/50' },
      ],
      [
        {
          role: 'user',
          content: 'update: steph moved in properly now, gave up her flat last wkend. my house is now 40% cushions',
        },
        { role: 'assistant', content: "Congrats on officially living together! How's Biscuit taking it?" },
        { role: 'user', content: 'he loves her more than me already the traitor' },
      ],
    ],
    questions: [
      { question: "What is the user's dog called?", expect: ['Biscuit'] },
      { question: 'What does the user do for a living?', expect: ['gas', 'boiler', 'plumb', 'heating'] },
      {
        question: 'What does the user do on Wednesday evenings?',
        expect: ['football', 'five-a-side', '5-a-side', '5 a side'],
      },
      {
        question: 'What is the user trying to cut back on this month?',
        expect: ['alcohol', 'drink', 'booze', 'beer', 'dry'],
      },
      { question: "What is happening for the user's family next Saturday?", expect: ['60th', 'birthday'] },
      { question: 'Who does the user live with?', expect: ['Steph'] },
    ],
    unknown: ['What does Steph do for work?', 'Which football team does the user support?'],
  },
  {
    name: 'helga',
    threads: [
      [
        {
          role: 'user',
          content:
            'Good morning. My grandson Olav set this application up for me on the tablet when he visited at Easter, he says I can write to it like a diary and it will remember things, which is more than I can say for myself some days! I am 78, a widow these six years since my Per passed. I taught geography at the secondary school in Harrogate for thirty-one years before I retired, so I am used to talking and not much used to listening, you will find.',
        },
        {
          role: 'assistant',
          content: "Good morning, Helga! It's lovely to meet you. Olav sounds like a thoughtful grandson.",
        },
        {
          role: 'user',
          content:
            'He is, he is studying in Edinburgh. His mother, my daughter Ingrid, lives in Bergen now, so I do not see them as often as I should like. The telephone is not the same as a hug, is it.',
        },
      ],
      [
        {
          role: 'user',
          content:
            "Thursday is my favourite day because of choir. We meet at ten in the church hall at St Wilfrid's, about twenty of us, mostly old ladies and two brave gentlemen. We are learning a piece by Rutter for the spring concert and the altos (that is me) keep coming in too early. Mrs Dodd at the piano gives us such a look.",
        },
        { role: 'assistant', content: 'That sounds wonderful. When is the spring concert?' },
        { role: 'user', content: 'The end of May, if we survive the Rutter.' },
      ],
      [
        {
          role: 'user',
          content:
            'The nurse at the surgery was cross with me about my blood sugar. I have had the type 2 diabetes for eight years now and I am supposed to be careful, but my neighbour Maureen keeps bringing round her lemon drizzle cake and what can one do? So I must stop with the cakes and the biscuits, she says. Maureen will be offended.',
        },
        {
          role: 'assistant',
          content:
            "Perhaps Maureen could bring round something savoury instead? I'm sure she'd understand if you explain.",
        },
      ],
      [
        {
          role: 'user',
          content:
            'They have finally given me a date for the new hip. Tuesday the 23rd of April at Harrogate District. I am to have nothing to eat from midnight. Ingrid is flying over to stay for a week afterwards, which is the silver lining.',
        },
        {
          role: 'assistant',
          content: "That's good news after the long wait. How will you get to the hospital that morning?",
        },
        {
          role: 'user',
          content: "Maureen's son will drive me. I gave up driving two years ago, I take the bus for everything else.",
        },
      ],
      [
        {
          role: 'user',
          content:
            'Tolstoy has brought in a mouse again, alive, and released it under the dresser. He is a very large ginger cat with very little sense of responsibility.',
        },
        { role: 'assistant', content: 'Oh dear! Did you manage to catch the mouse?' },
        { role: 'user', content: 'No. We are now three in this house, it seems.' },
      ],
    ],
    questions: [
      { question: 'What medical procedure is the user due to have?', expect: ['hip'] },
      { question: "When is the user's operation scheduled?", expect: ['23 April', 'April 23', '23rd'] },
      { question: 'What does the user do on Thursday mornings?', expect: ['choir', 'sing'] },
      {
        question: 'What should the assistant be careful about suggesting when it comes to food?',
        expect: ['sugar', 'diabet', 'cake', 'sweet'],
      },
      { question: "What is the name of the user's pet?", expect: ['Tolstoy'] },
      { question: "What was the user's job before retirement?", expect: ['teach', 'geography'] },
    ],
    unknown: ["What did the user's late husband do for a living?", "What is the name of Ingrid's husband?"],
  },
  {
    name: 'tomasz',
    threads: [
      [
        {
          role: 'user',
          content:
            'Hi. I am Tomasz, from Poland, Gdańsk, but living in Ireland 5 years. Last month I move from Cork to Galway because my girlfriend Marta get a place in university here for nursing. New city, new job, everything new.',
        },
        { role: 'assistant', content: "That's a lot of change at once! What's the new job?" },
        {
          role: 'user',
          content:
            'I am cook in restaurant, Olive & Ash, near Quay Street. Before also I was cook in Cork, in hotel kitchen.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'Kitchen was crazy on Saturday, 140 covers and one guy call sick. I was on grill all night. My hands smell of garlic still today',
        },
        { role: 'assistant', content: 'That sounds intense! Did you get a break at all?' },
        { role: 'user', content: 'no. 10 minutes for smoke, that is all' },
      ],
      [
        {
          role: 'user',
          content:
            'On Monday restaurant is closed so is my day off. I go fishing on Lough Corrib if weather is ok. Last Monday I catch nothing but was peaceful, good for head',
        },
        { role: 'assistant', content: 'Sometimes the quiet is the best part of fishing.' },
      ],
      [
        {
          role: 'user',
          content:
            'Driving test is on 12 April, I am very stressed, in Ireland the test is very strict. I had 2 lessons this week with instructor.',
        },
        { role: 'assistant', content: "You've got this! Do you know what time the test is?" },
        {
          role: 'user',
          content:
            'wait sorry I look again the email, it is 19 April, not 12. 9:30 morning. ok more time to practise 😅',
        },
      ],
      [
        { role: 'assistant', content: "How's Marta settling into her course?" },
        {
          role: 'user',
          content:
            'she like it but many placements in hospital, so we see each other not so much. When I finish late she is already sleeping',
        },
      ],
    ],
    questions: [
      { question: 'Where does the user live now?', expect: ['Galway'] },
      { question: 'What does the user do for work?', expect: ['cook', 'chef', 'kitchen'] },
      { question: "When is the user's driving test?", expect: ['19 April', 'April 19', '19th'] },
      { question: "What is the name of the user's girlfriend?", expect: ['Marta'] },
      { question: 'What does the user usually do on his day off?', expect: ['fish'] },
      { question: 'Where did the user live before his current city?', expect: ['Cork'] },
    ],
    unknown: ["What is the name of the user's head chef?", 'Does the user have any brothers or sisters?'],
  },
  {
    name: 'jordan',
    threads: [
      [
        {
          role: 'user',
          content:
            "ugh midterms. I have a physiology of marine invertebrates exam on the 16th and I haven't even started the flashcards 😩",
        },
        { role: 'assistant', content: "That's a mouthful of a course! What's your major?" },
        { role: 'user', content: 'marine bio! second year' },
      ],
      [
        {
          role: 'user',
          content:
            "worked a double at Bean There today. one lady sent her oat latte back THREE times. i'm a barista not a magician",
        },
        { role: 'assistant', content: 'Three times?! You deserve a medal. Or at least a free coffee.' },
      ],
      [
        {
          role: 'user',
          content:
            "had therapy with dr okafor today. we're doing every other wednesday now instead of weekly which feels like progress?? we talked about my panic attacks before exams",
        },
        {
          role: 'assistant',
          content: 'That does sound like progress. What helps you calm down when you feel anxious?',
        },
        {
          role: 'user',
          content: "crochet honestly. i'm making a frog hat rn 🐸 something about counting stitches shuts my brain up",
        },
      ],
      [
        {
          role: 'user',
          content:
            'kayla (roommate) adopted a cactus and named it Gerald. she talks to it more than she talks to me lol',
        },
        { role: 'assistant', content: 'Gerald sounds like an excellent listener.' },
      ],
      [
        {
          role: 'user',
          content:
            "my mom called, she wants me to come home to sacramento for spring break but i kinda want to stay and pick up shifts. money's tight and the cafe is short staffed",
        },
        { role: 'assistant', content: "That's a tough one. Is there a way to do a bit of both?" },
        { role: 'user', content: 'maybe just the weekend idk' },
      ],
    ],
    questions: [
      { question: 'What does the user study?', expect: ['marine'] },
      { question: 'Where does the user work part-time?', expect: ['Bean There', 'barista', 'coffee', 'café', 'cafe'] },
      { question: "What is the name of the user's therapist?", expect: ['Okafor'] },
      { question: 'What does the user do to relax?', expect: ['crochet'] },
      { question: 'Who does the user live with?', expect: ['Kayla'] },
      { question: "When is the user's next exam?", expect: ['16 April', 'April 16', '16th'] },
    ],
    unknown: ['What is Kayla studying?', 'Does the user own a car?'],
  },
  {
    name: 'sofia',
    threads: [
      [
        {
          role: 'user',
          content:
            "Luca is just over three weeks old and I think I've slept maybe 9 hours total this week. He was born on the 10th of March, a little early, but he's doing really well now.",
        },
        { role: 'assistant', content: 'Congratulations! How are you feeling?' },
        { role: 'user', content: 'Honestly? Like a zombie who cries at adverts. But happy. Mostly.' },
      ],
      [
        {
          role: 'user',
          content:
            "The health visitor thinks Luca might have a cow's milk protein allergy because of the rash and the reflux, so I've had to cut all dairy out of my own diet while I'm breastfeeding. No cheese. I am Italian. This is a tragedy.",
        },
        {
          role: 'assistant',
          content:
            "That's a big change, especially for an Italian kitchen! There are some decent dairy-free options now, and a good olive oil goes a long way.",
        },
      ],
      [
        {
          role: 'user',
          content:
            "Ben's mum Pat is coming to stay next week, Monday to Thursday. She means well but she rearranges my kitchen cupboards every single time.",
        },
        { role: 'assistant', content: 'Will Ben be around while she is there?' },
        {
          role: 'user',
          content: "He works from home so yes, technically, but he'll be hiding in the box room on calls all day",
        },
      ],
      [
        {
          role: 'user',
          content:
            'Found a buggy walking group that meets Friday mornings at Victoria Park. Went last week, cried a bit, but the other mums were lovely. Going again this Friday.',
        },
        {
          role: 'assistant',
          content: "I'm so glad you found them. It helps to be around people going through the same thing.",
        },
      ],
      [
        {
          role: 'user',
          content:
            'Work emailed about my return date. I am on maternity leave until September, then back at the practice three days a week. I miss designing buildings sometimes, which surprised me.',
        },
        {
          role: 'assistant',
          content: "That's a good sign that you still love your work. Three days sounds like a nice balance.",
        },
      ],
    ],
    questions: [
      { question: "What is the name of the user's baby?", expect: ['Luca'] },
      { question: 'Who is coming to stay with the user next week?', expect: ['Pat', 'mother-in-law', 'mother in law'] },
      { question: 'What should the assistant avoid suggesting for meals?', expect: ['dairy', 'milk', 'cheese'] },
      { question: 'What does the user do for work?', expect: ['architect', 'architecture', 'buildings'] },
      { question: 'When does the user plan to return to work?', expect: ['September'] },
      { question: 'What does the user do on Friday mornings?', expect: ['walk', 'buggy', 'pram', 'stroller'] },
    ],
    unknown: ['How much did Luca weigh at birth?', "What is the name of the user's own mother?"],
  },
  {
    name: 'rafael',
    threads: [
      [
        {
          role: 'user',
          content:
            'Olá! Big weekend: me and my husband Diego finally adopted a dog. Her name is Nina, she is a retired racing greyhound and she is scared of the stairs in our building 😅',
        },
        { role: 'assistant', content: 'Congratulations! How is she settling in?' },
        {
          role: 'user',
          content: "She sleeps 20 hours a day on OUR sofa. Diego says she is 'transitioning'. I say she is lazy.",
        },
      ],
      [
        {
          role: 'user',
          content:
            'This is the worst season for me. I am accountant, so from now until end of June it is all tax returns, clients sending me receipts in shoe boxes lol. 11 hour days',
        },
        { role: 'assistant', content: "That's a heavy load. Make sure you get some breaks in there." },
      ],
      [
        {
          role: 'user',
          content:
            'Training update: ran 16 km on Sunday along the river. I run Tuesday, Thursday and Sunday, always early, 6:30 before work. The half marathon is in May.',
        },
        { role: 'assistant', content: "Great progress! What's your goal time?" },
        { role: 'user', content: 'under 1h45 would be a dream' },
      ],
      [
        {
          role: 'user',
          content:
            'my left knee is complaining since last week. the physio says is IT band, gave me exercises with a foam roller. it hurts like hell',
        },
        {
          role: 'assistant',
          content:
            'Foam rolling the IT band is notoriously painful, but it usually helps. Take it easy on the long runs for a bit.',
        },
      ],
      [
        {
          role: 'user',
          content:
            "Diego's birthday is next Wednesday, I want to cook him moqueca like his mother makes, he is from Salvador. But he hates coriander so I must adapt the recipe",
        },
        {
          role: 'assistant',
          content: 'Moqueca is a lovely idea. You can swap the coriander for a little parsley and spring onion.',
        },
      ],
    ],
    questions: [
      { question: 'Who does the user live with?', expect: ['Diego', 'Nina'] },
      { question: 'What kind of pet does the user have?', expect: ['greyhound', 'dog'] },
      { question: 'What race is the user training for?', expect: ['half marathon', 'half-marathon'] },
      { question: 'What does the user do for a living?', expect: ['accountant', 'accounting', 'tax'] },
      { question: "What ingredient does the user's husband dislike?", expect: ['coriander', 'cilantro'] },
      { question: 'What is coming up for the user next week?', expect: ['birthday'] },
    ],
    unknown: ['What does Diego do for a living?', "What is the name of the user's physiotherapist?"],
  },
  {
    name: 'grace',
    threads: [
      [
        {
          role: 'user',
          content:
            "Okay so I've been meaning to start journaling for like a year and my therapist keeps nagging me so here we are. Quick background I guess: I moved to Denver from Chicago in January for a job at an insurance company (claims analytics, very glamorous, I know), I live alone in a one-bed in Capitol Hill that gets amazing light, and I still don't really know anyone here except my coworkers and a girl from my hot yoga class I've been too shy to ask for coffee. My sister Beth keeps saying I should get a cat. I keep saying my lease says no pets.",
        },
        { role: 'assistant', content: 'That is a big move! How are you finding the job?' },
        {
          role: 'user',
          content:
            "The work is fine. My manager Linda is... a lot. She cc's herself on everything and asked me why I was 'offline' at 5:45pm on a Friday.",
        },
      ],
      [
        {
          role: 'user',
          content:
            'Took the light rail in this morning and someone was eating a full rotisserie chicken next to me at 7:50am. Denver is something.',
        },
        { role: 'assistant', content: 'Ha! Public transport is never boring.' },
      ],
      [
        {
          role: 'user',
          content:
            "Hot yoga tonight was exactly what I needed. It's the only hour of the week my brain goes quiet. Going Tuesdays and Saturdays now.",
        },
        { role: 'assistant', content: 'Twice a week is a great rhythm. Did you talk to the girl from class?' },
        { role: 'user', content: 'no 🙃 next time' },
      ],
      [
        {
          role: 'user',
          content:
            "REORG NEWS. Linda has been moved to the Phoenix team (god bless Phoenix) and my new manager is Raj Mehta, who so far seems like a normal human who doesn't message me at 10pm. I start reporting to him Monday.",
        },
        {
          role: 'assistant',
          content: 'That sounds like a relief! Fingers crossed Raj is as good as first impressions suggest.',
        },
      ],
      [
        {
          role: 'user',
          content:
            "Coworkers did a team lunch at a pizza place and I had to sit there with a side salad because I'm celiac and their 'gluten-free' crust is made in the same oven as everything else. Next time I'm picking the restaurant.",
        },
        {
          role: 'assistant',
          content:
            "That's frustrating. Want me to keep a list of places with dedicated gluten-free kitchens for next time?",
        },
        { role: 'user', content: 'yes please' },
      ],
      [
        { role: 'assistant', content: 'Do you have anything to look forward to this month?' },
        { role: 'user', content: 'Beth is flying in on the 18th for a long weekend! first visitor since I moved' },
      ],
    ],
    questions: [
      { question: "Who is the user's manager now?", expect: ['Raj'] },
      { question: 'Which city did the user move from?', expect: ['Chicago'] },
      { question: 'How does the user get to work?', expect: ['light rail', 'train'] },
      { question: 'What dietary restriction does the user have?', expect: ['gluten', 'celiac', 'coeliac'] },
      { question: 'What does the user do to relax?', expect: ['yoga'] },
      { question: 'Who is coming to visit the user this month?', expect: ['Beth', 'sister'] },
    ],
    unknown: ['What does Beth do for a living?', "What is the name of the user's therapist?"],
  },
  {
    name: 'kwame',
    threads: [
      [
        {
          role: 'user',
          content:
            'Easter hols at last. Two weeks with no marking. I left a pile of Year 10 mock papers on my desk in the maths office and I refuse to think about them until the 15th.',
        },
        { role: 'assistant', content: 'Enjoy the break! Any plans?' },
        { role: 'user', content: 'Mostly wedding stuff with Abena. And sleeping.' },
      ],
      [
        {
          role: 'user',
          content:
            "Abena and I are getting married in August, at her family's church in Kumasi, then a second party here in Manchester because half my colleagues can't fly out. We're visiting a venue for the Manchester one next Saturday, an old mill in Ancoats.",
        },
        { role: 'assistant', content: 'Two celebrations, how lovely! I hope the mill is the one.' },
      ],
      [
        {
          role: 'user',
          content:
            'Played bass at church on Sunday, the Easter service was packed. Our drummer rushes every song but the choir loves him so what can you do.',
        },
        { role: 'assistant', content: 'How long have you been playing?' },
        { role: 'user', content: 'since I was 14. my uncle taught me on a really terrible bass in Accra' },
      ],
      [
        {
          role: 'user',
          content:
            "Parents' evening before the break went okay. One dad told me he 'was never good at maths either' right in front of his kid, which is my least favourite sentence in the English language.",
        },
        { role: 'assistant', content: 'Oof, that must be frustrating to hear, especially in front of the student.' },
      ],
      [
        {
          role: 'user',
          content:
            'Doctor says my blood pressure is a bit high for 34. Told me to cut back on salt and actually exercise. Abena has signed us both up for a couch to 5k thing starting Monday 😬',
        },
        { role: 'assistant', content: "Doing it together should make it easier to stick with. You'll be fine!" },
      ],
    ],
    questions: [
      { question: 'What does the user do for work?', expect: ['teach', 'maths', 'math'] },
      { question: 'What instrument does the user play?', expect: ['bass'] },
      { question: "What is the name of the user's fiancée?", expect: ['Abena'] },
      { question: 'When is the user getting married?', expect: ['August'] },
      { question: 'What is the user doing next Saturday?', expect: ['venue', 'mill', 'Ancoats'] },
      { question: 'What health advice was the user recently given?', expect: ['salt', 'blood pressure', 'exercise'] },
    ],
    unknown: ['What does Abena do for a living?', 'Where are the user and Abena going on their honeymoon?'],
  },
  {
    name: 'lin',
    threads: [
      [
        {
          role: 'user',
          content:
            "can't sleep again. it's 3:40am. third night this week. i've tried everything except, apparently, giving up my four coffees a day 🙃",
        },
        { role: 'assistant', content: 'That sounds rough. Has a doctor suggested anything?' },
        {
          role: 'user',
          content:
            "yeah she said no caffeine after noon, ideally none at all for a month. so now i'm on decaf and rooibos like a monk",
        },
      ],
      [
        {
          role: 'user',
          content:
            "big news!!! I got the job at Paperkite, the animation studio!! after 6 years freelance illustrating book covers i'm going to have... coworkers?? a desk?? start date is april 15",
        },
        { role: 'assistant', content: "Congratulations!! That's huge." },
      ],
      [
        {
          role: 'user',
          content:
            'sam made celebration dumplings 🥟 best partner ever. mochi stole a piece of bok choy off the counter and ran under the sofa with it. rabbit crimes',
        },
        { role: 'assistant', content: 'Ha! Is Mochi your rabbit?' },
        { role: 'user', content: "yes our lop, she's 2 and a menace" },
      ],
      [
        {
          role: 'user',
          content:
            'ok correction, paperkite emailed, they need another week to sort my laptop and contract, so I actually start april 22 now, not the 15th',
        },
        { role: 'assistant', content: 'An extra week of freedom then! Anything you want to do with it?' },
        { role: 'user', content: 'sleep. hopefully.' },
      ],
      [
        {
          role: 'user',
          content:
            "bouldering w/ sam's friends on saturday, finally sent the purple v3 i've been projecting for a month. forearms destroyed 💪",
        },
        { role: 'assistant', content: 'A month of work paying off, nice one!' },
      ],
      [
        { role: 'assistant', content: 'How do you plan to get to the studio once you start?' },
        { role: 'user', content: "it's like 20 min on the bus, or I might cycle once it's warmer" },
      ],
    ],
    questions: [
      { question: 'When does the user start the new job?', expect: ['22 April', 'April 22', '22nd'] },
      { question: 'Where will the user be working?', expect: ['Paperkite'] },
      { question: 'What should the assistant avoid suggesting for the user to drink?', expect: ['coffee', 'caffeine'] },
      { question: "What is the name of the user's partner?", expect: ['Sam'] },
      { question: 'What pet does the user have?', expect: ['rabbit', 'bunny', 'Mochi'] },
      { question: 'What does the user do for fun?', expect: ['boulder', 'climb'] },
    ],
    unknown: ['What does Sam do for work?', "Who will be the user's manager at Paperkite?"],
  },
]
