import type { ThreadPersona } from './personas'

/**
 * A sixth set, of twelve people (16 to 80 years old) writing to a companion and journaling app about their days,
 * relationships, trips and moves, written by a helper who had not read the rules, after the fourth and fifth sets'
 * classes had been worked on: partners named without a label, corrections in a later thread, dictated run-on
 * sentences. Measured once before any change made for it: 45/72, never said 4/24, on commit f77e2ff; 45/72, never
 * said 13/24, on 134ace6, which had been tuned on the fourth and fifth sets.
 */

export const companionPersonas: ThreadPersona[] = [
  {
    name: 'maren',
    threads: [
      [
        {
          role: 'user',
          content:
            "I've been meaning to start journaling properly, so here goes. Today was strange. I signed the contract for the flat in Bergen, so it's official: I'm leaving Oslo at the end of May.",
        },
        {
          role: 'assistant',
          content:
            "That's a big step, congratulations! How are you feeling about it? And what's drawing you to Bergen?",
        },
        {
          role: 'user',
          content:
            "Mostly the job. I got a position at Haukeland, on the children's ward. I've worked as a nurse for eleven years but never with kids, so I'm nervous. Also everyone keeps reminding me that it rains there 250 days a year.",
        },
        {
          role: 'assistant',
          content:
            'Eleven years of experience is a lot to bring with you, even if the patients are smaller. Nervous and excited can sit side by side. Good rain gear might be the first purchase!',
        },
      ],
      [
        {
          role: 'user',
          content:
            'Sindre came by tonight to collect the rest of his things. Seven years and it all fit into four boxes.',
        },
        {
          role: 'assistant',
          content:
            'Oh, that sounds so painful. Seven years is a long time to pack into four boxes. How did it feel seeing him?',
        },
        {
          role: 'user',
          content:
            "Flat. Like watching a film about someone else. He's already seeing someone from his climbing gym, which my sister helpfully told me.",
        },
        { role: 'assistant', content: "That's a lot to take in at once. Was it hard hearing it from your sister?" },
        {
          role: 'user',
          content:
            "Kari means well. She's the older one, she always thinks she has to protect me from things and then tells me anyway.",
        },
      ],
      [
        {
          role: 'user',
          content:
            "Confession: I adopted a cat. A grey one-eyed tomcat from the shelter in Grorud. They called him Bjørn but I'm renaming him Pirat, obviously.",
        },
        { role: 'assistant', content: 'Pirat is perfect for a one-eyed tomcat! How is he settling in?' },
        {
          role: 'user',
          content: "He slept on my feet the whole night. First time in months the bed hasn't felt empty.",
        },
      ],
      [
        {
          role: 'user',
          content:
            "Did my first outdoor swim of the season this morning at Sørenga. 6 degrees. My whole body was screaming but afterwards I felt so calm. It's the only thing that really switches my head off.",
        },
        { role: 'assistant', content: "6 degrees! That's brave. How long have you been doing cold-water swimming?" },
        {
          role: 'user',
          content:
            'Since the winter after dad died, so about three years. A colleague dragged me along and I never stopped.',
        },
        {
          role: 'assistant',
          content: 'It sounds like it became something really important for you. Will you keep it up in Bergen?',
        },
        { role: 'user', content: "Definitely, there's a whole group at Nordnes that swims all year." },
      ],
      [
        {
          role: 'user',
          content:
            "Before the move Kari and I are squeezing in a week in Lisbon. We fly out on 15 April. Sisters' trip, no phones after 8pm, her rule.",
        },
        { role: 'assistant', content: 'That sounds lovely, a proper reset before the big change. Any plans there?' },
        { role: 'user', content: "Pastéis de nata and sitting in the sun. That's it. That's the plan." },
      ],
      [
        {
          role: 'user',
          content:
            'Small change of plans: the hospital asked if I could start earlier, so the movers are now coming on Saturday the 4th of May instead of the end of the month. Panic packing has begun.',
        },
        { role: 'assistant', content: "Oh wow, that's a whole month earlier! How's Pirat going to travel?" },
        { role: 'user', content: 'In the car with me, seven hours across the mountains. Pray for us both.' },
      ],
    ],
    questions: [
      { question: 'Where is the user relocating to?', expect: ['Bergen'] },
      { question: 'What does the user do for work?', expect: ['nurse', 'nursing'] },
      { question: 'What is the name of the pet the user adopted?', expect: ['Pirat'] },
      { question: "Who is the user's ex-partner?", expect: ['Sindre'] },
      { question: 'What does the user do to calm their mind?', expect: ['swim'] },
      { question: 'When are the movers coming?', expect: ['4 May', 'May 4'] },
    ],
    unknown: ['What does Kari do for a living?', "What was the name of the user's father?"],
  },
  {
    name: 'dev',
    threads: [
      [
        { role: 'user', content: 'ugh chem test tmrw and i cant focus at all' },
        { role: 'assistant', content: "Oh no! What's making it hard to focus tonight?" },
        { role: 'user', content: 'idk just stuff. theres this girl in my bio class lol' },
        { role: 'assistant', content: 'Ahh 👀 want to tell me about her?' },
        {
          role: 'user',
          content: 'her names anaya shes rly funny and she plays volleyball. we got paired for the frog lab',
        },
      ],
      [
        { role: 'user', content: 'started learning guitar!! got an old acoustic from my uncle' },
        {
          role: 'assistant',
          content: "That's awesome! What song are you starting with? And is your uncle musical too?",
        },
        { role: 'user', content: 'wonderwall obv lol. my fingers hurt so bad' },
        {
          role: 'user',
          content:
            'ya raj mama was in a band in pune back in the day, he says hes gonna teach me barre chords over facetime',
        },
      ],
      [
        {
          role: 'user',
          content:
            'parents want me to do this summer coding camp at rutgers but i rly wanted to work at the pizza place w my friends',
        },
        { role: 'assistant', content: "That's a tough one. How long is the camp?" },
        { role: 'user', content: '6 weeks starting june 24. dad already paid the deposit so i guess im going' },
      ],
      [
        { role: 'user', content: 'got a 92 on the chem test!!! mom is making gulab jamun to celebrate' },
        { role: 'assistant', content: '92!! Despite all the distractions, well done! Enjoy the gulab jamun 🎉' },
      ],
      [
        { role: 'user', content: 'ok update anaya has a boyfriend 💀 so thats over' },
        { role: 'assistant', content: 'Oof, sorry. That stings even when you saw it coming. How are you doing?' },
        {
          role: 'user',
          content:
            "its fine honestly. me and maya have been hanging out more anyway, shes in robotics club w me, we're building the arm for the state comp",
        },
      ],
      [
        { role: 'user', content: 'maya and i are officially going out 😳😳' },
        { role: 'assistant', content: "WHAT! That's amazing! How did it happen?" },
        { role: 'user', content: 'she asked ME lol. we went to see dune on friday' },
      ],
    ],
    questions: [
      { question: 'What instrument is the user learning to play?', expect: ['guitar'] },
      { question: 'Who gave the user their instrument?', expect: ['Raj'] },
      { question: 'Who is the user in a relationship with?', expect: ['Maya'] },
      { question: "When does the user's summer camp begin?", expect: ['24 June', 'June 24'] },
      { question: 'What grade did the user get on the chemistry exam?', expect: ['92'] },
      { question: 'Which school club is the user a member of?', expect: ['robotics'] },
    ],
    unknown: ['What sport does Maya play?', "What does the user's father do for a living?"],
  },
  {
    name: 'rosalind',
    threads: [
      [
        {
          role: 'user',
          content:
            'Good morning. I am told by my granddaughter that writing things down is good for the memory, so here I am. I turn eighty this year and have never kept a diary in my life.',
        },
        {
          role: 'assistant',
          content:
            "Good morning, and welcome! It's never too late to start. Your granddaughter sounds thoughtful. Is she the one who set this up for you?",
        },
        {
          role: 'user',
          content:
            'Yes, Philippa. She is studying to be a veterinary surgeon at Edinburgh and came home at Easter. She installed it on my tablet and made me promise to use it.',
        },
      ],
      [
        {
          role: 'user',
          content:
            "The consultant telephoned this afternoon. My hip replacement has been scheduled for the 22nd of May at the Royal Berkshire. I confess I am frightened, though I shan't tell my son.",
        },
        {
          role: 'assistant',
          content:
            "It's completely natural to feel frightened before an operation. Why would you rather not tell your son?",
        },
        {
          role: 'user',
          content:
            'Geoffrey worries terribly and he is so far away. He and his wife live in Singapore, he works for a shipping firm there, and he cannot simply hop on a train.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'The sweet peas are up. Arthur always grew them along the back fence and I have carried on since he passed. This year I have put in dahlias as well, which he never permitted.',
        },
        {
          role: 'assistant',
          content:
            'What a lovely way to keep his memory close, and to add something of your own. How long were you married?',
        },
        { role: 'user', content: 'Forty-six years. He was a stubborn man about dahlias and about very little else.' },
      ],
      [
        {
          role: 'user',
          content:
            'Margaret from church and I have booked a river cruise on the Danube for September. Budapest to Passau, seven nights. I have not been abroad since 2015.',
        },
        {
          role: 'assistant',
          content: 'How exciting! Something wonderful to look forward to after your recovery, too.',
        },
        { role: 'user', content: 'That was rather the idea. The surgeon says I shall be walking well by then.' },
      ],
      [
        {
          role: 'user',
          content:
            "I have taken up, of all things, jigsaw puzzles. A thousand pieces of Constable's Hay Wain. The cat insists on sitting on the sky pieces.",
        },
        { role: 'assistant', content: "Ha! Cats always find the most important pieces. What's your cat called?" },
        { role: 'user', content: 'Marmalade. He is ginger, naturally, and entirely useless.' },
      ],
      [
        {
          role: 'user',
          content:
            'A letter from the cruise company: our sailing has been moved and we now depart on the 3rd of October rather than in September. Margaret is cross as it clashes with the harvest festival flowers.',
        },
        {
          role: 'assistant',
          content:
            'Oh dear, poor Margaret! But a little more recovery time for you before the trip. Do you mind the change?',
        },
        { role: 'user', content: 'Not a bit. Between us, October suits my hip far better.' },
      ],
    ],
    questions: [
      { question: "When is the user's surgery?", expect: ['22 May', 'May 22'] },
      { question: "In which country does the user's son live?", expect: ['Singapore'] },
      { question: "What was the name of the user's late husband?", expect: ['Arthur'] },
      { question: "When does the user's holiday on the Danube start?", expect: ['3 October', 'October 3'] },
      { question: "What is the user's pet called?", expect: ['Marmalade'] },
      { question: "What is the user's granddaughter studying?", expect: ['veterinar', 'vet'] },
    ],
    unknown: ["What is the name of Geoffrey's wife?", 'How old is Philippa?'],
  },
  {
    name: 'kwame',
    threads: [
      [
        {
          role: 'user',
          content:
            'Chale today I received the admission letter!! University of Toronto, MSc Civil Engineering. I have been waiting since January, I was checking my email like every 5 minutes.',
        },
        { role: 'assistant', content: "Congratulations!! That's huge! When do classes start?" },
        { role: 'user', content: 'September, but I want to travel in August so I can settle small before school.' },
      ],
      [
        {
          role: 'user',
          content:
            'The problem now is the money. Tuition is about 30,000 CAD and the scholarship covers only half. I am thinking to sell my car.',
        },
        {
          role: 'assistant',
          content:
            "That's a real worry. Do you have anyone who can help, or other options like a loan or a TA position?",
        },
        {
          role: 'user',
          content:
            "My mother says she will contribute from her provisions shop savings but I don't want to take from her. She has worked too hard for that money.",
        },
      ],
      [
        {
          role: 'user',
          content:
            'Efua is not happy about Toronto. We have been together four years and she says long distance will kill us.',
        },
        {
          role: 'assistant',
          content: "That's a hard conversation. Is there a chance she could join you at some point?",
        },
        {
          role: 'user',
          content: 'Not soon. She is a pharmacist at Korle Bu, she just got promoted, she cannot leave her work.',
        },
      ],
      [
        {
          role: 'user',
          content:
            'Study permit approved!!! God is good. Booked my flight Accra to Toronto through Amsterdam, 14 August.',
        },
        {
          role: 'assistant',
          content: "Amazing news, everything is falling into place! How are you feeling now that it's real?",
        },
        { role: 'user', content: 'Excited and scared. Mostly scared of the winter 🥶' },
      ],
      [
        {
          role: 'user',
          content:
            'To relieve stress I have been playing football with the guys every Saturday morning at Legon. Also I started learning to cook jollof myself because my sister laughed that I will starve in Canada.',
        },
        { role: 'assistant', content: 'Ha! Is your sister a good cook herself?' },
        { role: 'user', content: "Akosua? Best jollof in Accra. Don't tell my mother I said that." },
      ],
      [
        {
          role: 'user',
          content:
            'Small wahala, KLM changed the schedule so now I am flying on 16 August instead. At least I get two more days with Efua.',
        },
        { role: 'assistant', content: 'Silver lining! Make the most of those extra days.' },
      ],
    ],
    questions: [
      { question: 'What degree program is the user going to do?', expect: ['civil engineering'] },
      { question: 'Which city is the user moving to?', expect: ['Toronto'] },
      { question: 'Who is the user dating?', expect: ['Efua'] },
      { question: 'When does the user fly out?', expect: ['16 August', 'August 16'] },
      { question: "What is the user's girlfriend's job?", expect: ['pharmacist', 'pharmacy'] },
      { question: "What is the user's sister called?", expect: ['Akosua'] },
    ],
    unknown: ['What model of car is the user selling?', "What is the user's mother's name?"],
  },
  {
    name: 'lucia',
    threads: [
      [
        {
          role: 'user',
          content:
            'Holaaa 🌞☕ first day of my pottery class today!!! 🏺🏺 I made a bowl that looks like a potato 🥔😂😂',
        },
        {
          role: 'assistant',
          content: 'A potato bowl is a classic first piece 😄 How did it feel getting your hands in the clay?',
        },
        {
          role: 'user',
          content:
            'AMAZING 🤩 Tuesdays at 7 in a little studio in Palermo 💕 my therapist said I need something just for me after the divorce 😮‍💨',
        },
      ],
      [
        {
          role: 'user',
          content: "Sofi got her results 🎉🎉 she's going to study medicine at the UBA!!! 🩺😭 I cried like a baby",
        },
        { role: 'assistant', content: "Oh congratulations to both of you!! How's she feeling?" },
        { role: 'user', content: "Nervous 😅 she's my only one, 18 already 🥹 where did the time go" },
      ],
      [
        { role: 'user', content: 'Ugh 😤😤 Martín cancelled his weekend with Sofi AGAIN. Always the same 🙄' },
        { role: 'assistant', content: 'That must be so frustrating, for you and for her. How did Sofi take it?' },
        {
          role: 'user',
          content:
            "She pretends she doesn't care 💔 he has his new novia now, 29 años 🤡 whatever, not my problem anymore",
        },
      ],
      [
        {
          role: 'user',
          content:
            'Long day at the agency 😩 3 clients changed their minds about the logos 🤯 I love being a graphic designer but sometimes 😵‍💫😵‍💫',
        },
        { role: 'assistant', content: 'Three in one day is a lot! Did you at least get to do some work you enjoyed?' },
        { role: 'user', content: 'The wine label for a bodega in Mendoza 🍷 that one is my baby 😍' },
      ],
      [
        { role: 'user', content: 'Decided!!! ✈️🇵🇹 Lisbon in July with my best friend Caro!!! 10 days 🥰🥰' },
        { role: 'assistant', content: "Yay!! A girls' trip! When do you leave?" },
        { role: 'user', content: 'July 12 🙌 first trip without Sofi in 18 years 😬' },
      ],
      [
        {
          role: 'user',
          content:
            "Change of plans 🙈 Caro found way cheaper flights so we're going to Porto instead of Lisbon!! Still July 12 ✈️💃",
        },
        { role: 'assistant', content: 'Porto is gorgeous, and the port wine cellars! 🍷 Are you excited?' },
        { role: 'user', content: 'SO excited 🤩🤩' },
      ],
    ],
    questions: [
      { question: 'What new hobby has the user taken up?', expect: ['pottery', 'ceramic', 'clay'] },
      { question: "What is the user's daughter going to study?", expect: ['medicine', 'medical'] },
      { question: "What is the name of the user's ex-husband?", expect: ['Martín', 'Martin'] },
      { question: 'Which city is the user visiting in July?', expect: ['Porto'] },
      { question: 'Who is the user going on holiday with?', expect: ['Caro'] },
      { question: "What is the user's profession?", expect: ['graphic design', 'designer'] },
    ],
    unknown: ["What is the name of the user's therapist?", "What is the name of Martín's new girlfriend?"],
  },
  {
    name: 'tomasz',
    threads: [
      [
        { role: 'user', content: 'Back from route. 3 days Hamburg.' },
        { role: 'assistant', content: "Welcome back! That's a long haul. How was the drive?" },
        { role: 'user', content: 'Ok. Back hurts.' },
        { role: 'assistant', content: 'Sorry to hear that. Have you been able to see anyone about your back?' },
        { role: 'user', content: 'Physio Thursday.' },
      ],
      [
        { role: 'user', content: 'Son wants to quit university.' },
        { role: 'assistant', content: "That's a big decision. What is he studying?" },
        { role: 'user', content: 'Law. Second year. Wants to be cook.' },
        { role: 'assistant', content: 'How do you feel about it?' },
        { role: 'user', content: 'Angry. Kuba is stubborn. Like me.' },
      ],
      [
        { role: 'user', content: 'Truck repair 4200 zł. Bad month.' },
        { role: 'assistant', content: "Ouch, that's a big hit. Does your employer cover any of it?" },
        { role: 'user', content: 'No employer. Own company. One truck. Nobody pays for me.' },
      ],
      [
        { role: 'user', content: 'Sunday at the lake. Pike, 80 cm.' },
        { role: 'assistant', content: '80 cm, what a catch! Do you go fishing often?' },
        { role: 'user', content: 'When I am home. Only place is quiet.' },
      ],
      [
        { role: 'user', content: 'Anna birthday Saturday. No idea what to buy.' },
        { role: 'assistant', content: 'What does she enjoy? And how long have you two been together?' },
        { role: 'user', content: 'Garden. Audiobooks, crime. Married 27 years in June.' },
        {
          role: 'assistant',
          content: 'A crime audiobook subscription and something for the garden could be a lovely combination.',
        },
        { role: 'user', content: 'Good idea.' },
      ],
      [
        {
          role: 'user',
          content: 'Kuba stays at uni. We talked long. He finishes law first, then cooking school if he still wants.',
        },
        { role: 'assistant', content: 'That sounds like a good compromise. How do you feel now?' },
        { role: 'user', content: 'Better.' },
      ],
    ],
    questions: [
      { question: 'What does the user do for a living?', expect: ['truck', 'driver', 'haul', 'transport'] },
      { question: "What is the user's son studying?", expect: ['law'] },
      { question: "What is the user's wife's name?", expect: ['Anna'] },
      { question: 'What does the user do to relax?', expect: ['fish', 'pike', 'lake'] },
      { question: "What did the user's son decide about university?", expect: ['stay', 'finish', 'continu'] },
      { question: 'When is the user seeing the physiotherapist?', expect: ['Thursday', '4 April', 'April 4'] },
    ],
    unknown: ['What does Anna do for a living?', "What brand is the user's truck?"],
  },
  {
    name: 'priya',
    threads: [
      [
        {
          role: 'user',
          content:
            "Okay so today was honestly a lot, I had the quarterly review at work which went fine I think, Deborah said the rebrand campaign numbers were 'solid' which from her is basically a standing ovation, and then on the way home the Northern line was suspended so I walked from Camden which was actually quite nice, and then Rohan and I had our first proper argument about the wedding guest list because his mum wants to invite like 300 people and I want under 120, and I just don't know how to say no to her without it becoming A Thing, you know?",
        },
        {
          role: 'assistant',
          content: "That's a full day! It sounds like the guest list is weighing on you most. When is the wedding?",
        },
        {
          role: 'user',
          content:
            "14th of December, in Jaipur. Which is another whole thing because half my uni friends can't afford to fly to India.",
        },
      ],
      [
        {
          role: 'user',
          content:
            "Couldn't sleep again, woke up at 4 with my heart racing thinking about seating charts of all things. My GP wants me to try CBT for the anxiety, I've got a referral but the waitlist is like 12 weeks, so in the meantime I've been doing the breathing exercises on Headspace and dragging myself to a 7am spin class before work which honestly helps more than anything",
        },
        {
          role: 'assistant',
          content:
            "I'm sorry the nights have been so rough. It's great that you've found something that helps while you wait. How often do you manage the spin class?",
        },
        { role: 'user', content: "3 times a week if I'm being good, which I mostly am not" },
      ],
      [
        {
          role: 'user',
          content:
            "my best friend Hannah said yes to being my maid of honour, I cried in a Pret, very dignified. she's already ordered a lehenga and sends me a photo of it every day",
        },
        { role: 'assistant', content: "That's so sweet! How long have you two been friends?" },
        { role: 'user', content: "since year 7, she's basically my sister at this point" },
      ],
      [
        {
          role: 'user',
          content:
            "update from the wedding front: Rohan's dad's astrologer (yes really) says the 14th is inauspicious so it's now the 11th of December, same venue thank god because the deposit was non-refundable",
        },
        {
          role: 'assistant',
          content: 'Ha, astrology wins! At least the venue is safe. Does the change cause problems for guests?',
        },
        { role: 'user', content: "Hannah has to rebook her flight, that's about it" },
      ],
      [
        {
          role: 'user',
          content:
            'so I might have accidentally applied for a job at Spotify?? like I was just scrolling LinkedIn at midnight and now I have a first interview on Monday. marketing lead for podcasts. have NOT told Deborah obviously',
        },
        {
          role: 'assistant',
          content:
            'Oh exciting! Accidental midnight applications sometimes turn out to be the best ones. How are you feeling about the interview?',
        },
        { role: 'user', content: 'sick. but the good kind of sick' },
      ],
      [
        {
          role: 'user',
          content:
            'GOT THE SPOTIFY JOB. start on 3 June. handing in my notice tomorrow, Deborah is going to be so weird about it',
        },
        { role: 'assistant', content: "CONGRATULATIONS!! That's amazing news! 🎉" },
      ],
    ],
    questions: [
      { question: 'Who is the user engaged to?', expect: ['Rohan'] },
      { question: "When is the user's wedding?", expect: ['11 December', 'December 11'] },
      { question: 'Where is the wedding taking place?', expect: ['Jaipur'] },
      { question: "Who is the user's maid of honour?", expect: ['Hannah'] },
      { question: 'What does the user do to manage anxiety?', expect: ['spin', 'cycling', 'breathing', 'Headspace'] },
      { question: 'Which company will the user work for starting in June?', expect: ['Spotify'] },
    ],
    unknown: ["What is the name of Rohan's mother?", 'What does Hannah do for work?'],
  },
  {
    name: 'jules',
    threads: [
      [
        {
          role: 'user',
          content:
            'Hello! I am arrived in Dublin since two weeks for my Erasmus. Is very rainy but the people are so nice.',
        },
        { role: 'assistant', content: 'Welcome to Dublin! How exciting. What are you studying there?' },
        { role: 'user', content: 'I study history of art, at Trinity. In France I am at Lyon 3.' },
      ],
      [
        {
          role: 'user',
          content:
            'My colocataires... how you say, flatmates? They are a Brazilian girl, Larissa, and a German guy, Felix. Felix cook always potatoes haha',
        },
        { role: 'assistant', content: 'Ha! Sounds like a fun international flat. Do you all get along?' },
        { role: 'user', content: 'Yes very much, we do a dinner together the Sunday. I make the crêpes.' },
      ],
      [
        {
          role: 'user',
          content:
            'I have discover the bouldering! There is a gym near Smithfield, I go three times in the week now. My arms are dead 😵',
        },
        { role: 'assistant', content: 'Bouldering is so addictive! Did someone introduce you to it?' },
        { role: 'user', content: 'Larissa, she climb since many years. She is much better than me.' },
      ],
      [
        {
          role: 'user',
          content:
            'I am a bit sad today. My boyfriend Théo stay in Lyon and the distance is hard. We call every night but it is not the same.',
        },
        {
          role: 'assistant',
          content: 'Long distance is really hard, especially in a new place. Do you have a visit planned?',
        },
        { role: 'user', content: 'Yes, he will come for the 1st May, is a holiday in France.' },
      ],
      [
        {
          role: 'user',
          content:
            'Bad news, Théo cannot come the 1st May, his boss refuse the days off. Now he come the 24 May for a long weekend instead. Is far 😢',
        },
        {
          role: 'assistant',
          content:
            "Oh no, I'm sorry. Three more weeks of waiting, but it's still happening. Do you have plans for his visit?",
        },
        { role: 'user', content: 'I want to take him to Howth, and of course to the climbing gym haha' },
      ],
      [
        {
          role: 'user',
          content:
            "I think I will not go back to Lyon after Erasmus. I want to do a master in museum studies here, maybe at UCD. My parents don't know yet 🙈",
        },
        { role: 'assistant', content: "That's a big decision! How do you think they'll react?" },
        {
          role: 'user',
          content:
            'My mother will be furious, she is teacher of English in a lycée, she wanted me to become teacher too lol',
        },
      ],
    ],
    questions: [
      { question: 'What subject is the user studying?', expect: ['history of art', 'art history'] },
      { question: 'Who does the user share a flat with?', expect: ['Larissa', 'Felix'] },
      { question: 'What sport has the user taken up?', expect: ['boulder', 'climb'] },
      { question: "What is the user's partner's name?", expect: ['Théo', 'Theo'] },
      { question: "When is the user's boyfriend coming to visit?", expect: ['24 May', 'May 24'] },
      { question: "What does the user's mother do for work?", expect: ['teacher', 'teach'] },
    ],
    unknown: ['What is Felix studying?', 'What does Théo do for a living?'],
  },
  {
    name: 'hank',
    threads: [
      [
        {
          role: 'user',
          content:
            "okay so me and Barb finally bought the RV it's a 2019 Winnebago we picked it up yesterday from the dealer in Tucson and Barb already named it which is so typical she calls it the Tortoise because it's slow and it carries our house on its back",
        },
        {
          role: 'assistant',
          content: 'Ha, the Tortoise is a perfect name! Congratulations. Where are you planning to take it first?',
        },
        {
          role: 'user',
          content:
            "well we're planning to head up to Yellowstone in June and then maybe keep on going to Glacier if my knees hold up",
        },
      ],
      [
        {
          role: 'user',
          content:
            "had my checkup with Dr Alvarez this morning and my A1C was up again 7.9 so she's talking about adding a second medication for the diabetes and Barb gave me the look the whole way home in the car like I told you to lay off the pecan pie",
        },
        {
          role: 'assistant',
          content:
            "That's frustrating news, but it's good Dr Alvarez is on top of it. How are you feeling about adding a medication?",
        },
        {
          role: 'user',
          content:
            "I'll do what she says I just don't want to be one of those guys with a pill organizer the size of a tackle box",
        },
      ],
      [
        {
          role: 'user',
          content:
            "people keep asking me what I do all day since I retired thirty one years I carried mail in Mesa and now I can't sit still so I've been volunteering at the food bank Tuesdays and Thursdays",
        },
        {
          role: 'assistant',
          content: "Thirty-one years on a mail route, no wonder you can't sit still! How do you like the food bank?",
        },
        { role: 'user', content: 'love it good people there and I know half the neighborhood already from the route' },
      ],
      [
        {
          role: 'user',
          content:
            "our grandson Tyler graduates high school May 30th up in Denver so we're going to drive the Tortoise up there for that it'll be our first real trip",
        },
        { role: 'assistant', content: "That's wonderful, congratulations to Tyler! Is he heading to college?" },
        {
          role: 'user',
          content:
            "yeah he's going to Colorado State for forestry which makes sense that kid has been obsessed with trees since he was five",
        },
      ],
      [
        {
          role: 'user',
          content:
            "change of plans on Yellowstone we're skipping it this year Barb read all about the crowds and the traffic so we're doing the Oregon coast in June instead which honestly suits me fine I like the ocean",
        },
        { role: 'assistant', content: "The Oregon coast is beautiful in June! Any spots you're hoping to see?" },
        { role: 'user', content: 'Cannon Beach for sure and Barb wants to see the lighthouses' },
      ],
      [
        {
          role: 'user',
          content:
            'so I picked up woodcarving from a fella at the food bank named Ray he carves birds and I made my first one a little wren looks more like a potato with a beak but Barb put it on the mantel anyway',
        },
        {
          role: 'assistant',
          content:
            "That's how every carver starts! It's lovely Barb put it on display. What are you going to carve next?",
        },
        { role: 'user', content: 'Ray says a cardinal next' },
      ],
    ],
    questions: [
      { question: "What is the name of the user's wife?", expect: ['Barb'] },
      { question: "What was the user's job before retirement?", expect: ['mail', 'post', 'letter carrier'] },
      { question: 'What medical condition does the user have?', expect: ['diabetes', 'diabetic'] },
      { question: 'Where is the user travelling in June?', expect: ['Oregon'] },
      { question: "When is the user's grandson's graduation?", expect: ['30 May', 'May 30'] },
      { question: 'What craft has the user recently started?', expect: ['carv', 'wood'] },
    ],
    unknown: ["What is the name of Tyler's mother?", 'What did Barb do for a living before retiring?'],
  },
  {
    name: 'mei',
    threads: [
      [
        {
          role: 'user',
          content:
            "I finally did it. I resigned from the bank today after twelve years in compliance. I'm doing a UX design bootcamp starting in May.",
        },
        {
          role: 'assistant',
          content: 'Wow, that takes real courage! How are you feeling? And what does the bootcamp look like?',
        },
        {
          role: 'user',
          content:
            "Sixteen weeks with General Assembly, mostly online. Wei Jie thinks I'm having a midlife crisis lah.",
        },
        { role: 'assistant', content: 'Is Wei Jie your partner?' },
        { role: 'user', content: "My husband, yes. He's supportive really, just worried about the mortgage." },
      ],
      [
        {
          role: 'user',
          content:
            "Bigger news maybe: we're seriously considering moving to Melbourne. Wei Jie's company has an office there and he could transfer.",
        },
        { role: 'assistant', content: "That's a big change on top of a career change! Do you know anyone there?" },
        {
          role: 'user',
          content:
            "My brother has lived there for ten years, so at least we'd have family. He has two little girls who would love a cousin nearby.",
        },
      ],
      [
        {
          role: 'user',
          content:
            "Ran my first 10K this morning at East Coast Park! 58 minutes. A year ago I couldn't run to the bus stop.",
        },
        { role: 'assistant', content: "That's incredible progress! What got you started?" },
        { role: 'user', content: 'My doctor said my blood pressure was creeping up. Running was the cheapest fix.' },
      ],
      [
        {
          role: 'user',
          content:
            "Kayla lost her first tooth today and asked if the tooth fairy works in Australia too. She's six and already more worried about the move than we are.",
        },
        { role: 'assistant', content: "Oh bless her. What's worrying her most?" },
        {
          role: 'user',
          content: "That she won't have friends. Her best friend here is Hui Min, they've been inseparable since K1.",
        },
      ],
      [
        {
          role: 'user',
          content:
            "Did the budget spreadsheet tonight. Without my salary we can survive about nine months on savings. I'm trying not to panic.",
        },
        {
          role: 'assistant',
          content:
            "Nine months is a real cushion, even if it doesn't feel like it. Would it help to plan some milestones for the job search?",
        },
        { role: 'user', content: "Yes. Maybe. Tomorrow. Tonight I'm eating ice cream." },
      ],
      [
        {
          role: 'user',
          content:
            "It's decided — the transfer was approved. We move to Melbourne in January 2025. I'll finish the bootcamp first and then job hunt over there.",
        },
        { role: 'assistant', content: "That's a clear plan! How is Kayla taking the news?" },
        { role: 'user', content: 'Better since we promised she can video call Hui Min every weekend.' },
      ],
    ],
    questions: [
      { question: 'What field did the user work in before quitting?', expect: ['compliance', 'bank'] },
      { question: 'What training course is the user enrolled in?', expect: ['UX', 'design'] },
      { question: "What is the user's husband called?", expect: ['Wei Jie'] },
      { question: "Where is the user's family relocating?", expect: ['Melbourne'] },
      { question: "How old is the user's daughter?", expect: ['six', '6 year', '6-year', 'aged 6', 'age 6'] },
      { question: 'What form of exercise does the user do?', expect: ['run', '10K'] },
    ],
    unknown: ["What is the name of the user's brother?", 'What does Wei Jie do for a living?'],
  },
  {
    name: 'sione',
    threads: [
      [
        { role: 'user', content: 'first week of uni done bro 😮‍💨 vic uni in welly is way bigger than i thought' },
        { role: 'assistant', content: 'Congrats on surviving week one! What are you studying?' },
        { role: 'user', content: 'commerce. mum wanted law but nah' },
      ],
      [
        { role: 'user', content: 'made the u21 squad for marist!! 🏉 training tues n thurs nights' },
        { role: 'assistant', content: "Let's go!! What position do you play?" },
        { role: 'user', content: 'lock' },
      ],
      [
        { role: 'user', content: 'got a job at countdown stacking shelves, nights, gotta pay rent somehow lol' },
        { role: 'assistant', content: 'Good on you! Where are you living these days?' },
        { role: 'user', content: 'flatting in newtown w 3 boys from my old school' },
      ],
      [
        { role: 'user', content: "sina's coming down from auckland for the weekend 🥰 havent seen her since feb" },
        { role: 'assistant', content: 'Aww! Is Sina your girlfriend?' },
        { role: 'user', content: 'ye been together since yr 12' },
      ],
      [
        {
          role: 'user',
          content: 'rolled my ankle at training 😭😭 physio says 3 weeks out. gonna miss the first game on the 20th',
        },
        {
          role: 'assistant',
          content: "Oh no, that's rough timing. Make sure you rest it properly so you don't make it worse!",
        },
        { role: 'user', content: 'ye ye icing it rn' },
      ],
      [
        {
          role: 'user',
          content:
            'quit countdown, the night shifts were wrecking my study. got a job at a cafe on cuba st instead, weekends only 🙌',
        },
        { role: 'assistant', content: 'Smart move, your studies come first. Are you making coffees?' },
        { role: 'user', content: 'dishes for now lol. barista training next month' },
      ],
    ],
    questions: [
      { question: 'Which university does the user attend?', expect: ['Victoria', 'vic uni'] },
      { question: 'What degree is the user doing?', expect: ['commerce'] },
      { question: 'What position does the user play in rugby?', expect: ['lock'] },
      { question: 'Where does the user work now?', expect: ['cafe', 'café'] },
      { question: "Who is the user's girlfriend?", expect: ['Sina'] },
      { question: 'What injury does the user have?', expect: ['ankle'] },
    ],
    unknown: ['What is Sina studying?', "What is the user's mother's name?"],
  },
  {
    name: 'ursula',
    threads: [
      [
        {
          role: 'user',
          content:
            'Today was a hard day with my mother. She did not recognise me for almost one hour this morning. The doctor says the dementia is progressing faster now.',
        },
        {
          role: 'assistant',
          content: "I'm so sorry, that must have been painful to experience. Does she live with you?",
        },
        {
          role: 'user',
          content: "Yes, since last autumn, in the room that was my son's before he went to study. She is 84.",
        },
      ],
      [
        {
          role: 'user',
          content:
            'I have decided to look for a care home. My brother Klaus says it is betrayal, but he lives in Hamburg and visits two times a year. It is easy for him to judge.',
        },
        {
          role: 'assistant',
          content:
            "That's a heavy decision, and you're the one carrying the daily care. It's not betrayal to make sure she gets the care she needs. How are you holding up?",
        },
        { role: 'user', content: 'Tired. Very tired.' },
      ],
      [
        {
          role: 'user',
          content:
            'The only thing that keeps me sane is the choir on Wednesday evenings. In June we sing the Brahms Requiem in the Marktkirche. I sing alto.',
        },
        {
          role: 'assistant',
          content: 'What a beautiful piece to sing! It sounds like the choir is a real refuge for you.',
        },
        { role: 'user', content: 'Yes. After a whole day with 26 children in class 2b, singing is my therapy.' },
      ],
      [
        {
          role: 'user',
          content:
            'My husband Dieter surprised me, he booked a trip to Japan for our 30th wedding anniversary! We fly to Osaka on 2 November.',
        },
        { role: 'assistant', content: 'What a wonderful surprise! What are you most looking forward to?' },
        {
          role: 'user',
          content: 'I always wanted to see the autumn leaves in Kyoto. But how can I go when Mama is like this?',
        },
      ],
      [
        {
          role: 'user',
          content:
            'We found a place for Mama. Haus Lindenhof, only ten minutes from us. She moves in on 15 April. I feel relief and guilt at the same time.',
        },
        {
          role: 'assistant',
          content:
            'Both feelings make complete sense. Ten minutes away means you can visit often. Have you seen her room?',
        },
        { role: 'user', content: 'Yes, it has a window to the garden. She always loved her garden.' },
      ],
      [
        {
          role: 'user',
          content:
            'Dieter made a mistake with the booking, the flight is on 9 November, not the 2nd. Good that I checked the confirmation!',
        },
        { role: 'assistant', content: 'Good catch! A week later gives you a bit more time to get everything ready.' },
      ],
    ],
    questions: [
      { question: "What illness does the user's mother have?", expect: ['dementia', 'alzheimer'] },
      { question: 'Who is the user married to?', expect: ['Dieter'] },
      { question: 'What voice part does the user sing in the choir?', expect: ['alto'] },
      { question: 'When does the user fly to Japan?', expect: ['9 November', 'November 9'] },
      { question: "Where is the user's mother moving to?", expect: ['Lindenhof', 'care home'] },
      { question: "What is the user's brother called?", expect: ['Klaus'] },
    ],
    unknown: ["What is the name of the user's son?", 'What does Klaus do for a living?'],
  },
]
