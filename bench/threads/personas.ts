/**
 * Twelve people whose facts are spread over several messages, written by an engineer who had not read the rules:
 * a short answer to the other side's follow-up question ("Where are you going?" → "Drakensberg. 5 days."), a
 * detail in the sentence next to its topic, replies that need the question to mean anything, pronouns pointing back,
 * and plain statements. Half talk to an AI assistant; half to a friend (the `assistant` role), who tells of their own
 * life too — what the friend says is not the user's. Questions ask about the user in other words.
 */
export interface ThreadPersona {
  name: string
  /** Each thread: consecutive messages, kept together and in order; threads keep their order too. */
  threads: Array<Array<{ role: 'user' | 'assistant'; content: string }>>
  /** Each answer must contain one of `expect` (case-insensitive) within the cap. */
  questions: Array<{ question: string; expect: string[] }>
  /** Questions about things this person never said (some that their friend said of themselves). */
  unknown: string[]
}

export const threadPersonas: ThreadPersona[] = [
  // --- AI assistant, non-native register ---
  {
    name: 'Tomasz',
    threads: [
      [
        {
          role: 'user',
          content: 'Can you help me write email to my landlord? The heating is broken again since three days.',
        },
        { role: 'assistant', content: 'Of course. Do you rent the flat alone or share it with others?' },
        { role: 'user', content: 'Alone. Small flat in Gdańsk, fourth floor, no lift.' },
        { role: 'assistant', content: 'Got it. Here is a polite but firm draft you can send today.' },
      ],
      [
        { role: 'user', content: 'I need good stretches for the back. I am sitting all day in the work.' },
        { role: 'assistant', content: 'Happy to help. What kind of work do you do?' },
        { role: 'user', content: 'Crane operator in the port. Ten hours in small cabin.' },
      ],
      [
        {
          role: 'user',
          content:
            'I bought a second-hand cot yesterday. My wife Agnieszka is expecting twins in summer, so we are little bit nervous.',
        },
        { role: 'assistant', content: 'Congratulations! Twins are a big adventure.' },
      ],
      [
        { role: 'user', content: 'Which bait is best for pike in autumn?' },
        { role: 'assistant', content: 'It depends where you fish. Lake or river? And who do you usually go with?' },
        { role: 'user', content: 'Lake. Every Sunday I go with my father, since I am a boy.' },
        {
          role: 'assistant',
          content: 'Lovely tradition. For autumn pike on a lake, try large soft plastics or dead bait near weed edges.',
        },
      ],
      [
        { role: 'user', content: 'I try to learn Spanish with an app but it is boring.' },
        { role: 'assistant', content: 'Maybe a real goal would help. Any reason you picked Spanish?' },
        { role: 'user', content: 'My brother lives in Valencia. I want to talk with his kids.' },
      ],
    ],
    questions: [
      { question: 'Which city does the user live in?', expect: ['Gdańsk', 'Gdansk'] },
      { question: 'What is the user’s occupation?', expect: ['crane'] },
      {
        question: 'Is the user about to become a parent?',
        expect: ['twins', 'expecting', 'pregnan', 'baby', 'babies'],
      },
      { question: 'Who does the user spend Sundays with?', expect: ['father', 'dad'] },
      { question: 'Where does the user’s sibling live?', expect: ['Valencia'] },
    ],
    unknown: ['Does the user have any food allergies?'],
  },
  // --- friend, casual US ---
  {
    name: 'Rosa',
    threads: [
      [
        { role: 'user', content: 'ugh finally done with the move!!' },
        { role: 'assistant', content: 'omg congrats, where did you end up??' },
        { role: 'user', content: 'Tucson! got a little casita near the university' },
        { role: 'assistant', content: "so jealous, I'm still stuck in my parents' basement in Ohio lol" },
      ],
      [
        { role: 'user', content: 'guess who got a kitten' },
        { role: 'assistant', content: 'NO WAY. name??' },
        { role: 'user', content: "Churro 🐱 he's orange and a total menace" },
      ],
      [
        { role: 'assistant', content: "how's the new job going btw?" },
        { role: 'user', content: 'honestly loving it. the kids are wild but sweet' },
        { role: 'assistant', content: 'what grade did they give you?' },
        { role: 'user', content: 'second grade, 24 of them 😅' },
      ],
      [
        { role: 'assistant', content: 'I finally signed up for that pottery class, first session is thursday!' },
        {
          role: 'user',
          content: "yesss you'll be amazing. I'm doing a half ironman in october so zero free time for me lol",
        },
        { role: 'assistant', content: "you're insane. I get tired walking to the mailbox" },
      ],
      [{ role: 'user', content: "btw I'm allergic to bees so no picnic in the meadow for me 🙃" }],
    ],
    questions: [
      { question: 'Which city did the user relocate to?', expect: ['Tucson'] },
      { question: 'What is the name of the user’s pet?', expect: ['Churro'] },
      {
        question: 'Which school grade does the user teach?',
        expect: ['second grade', '2nd grade', 'second-grade', 'grade 2', 'second graders'],
      },
      { question: 'What athletic event is the user preparing for?', expect: ['ironman', 'triathlon'] },
      { question: 'Does the user have any allergies?', expect: ['bee'] },
    ],
    unknown: ['Does the user do pottery?'],
  },
  // --- AI assistant, terse ---
  {
    name: 'Bongani',
    threads: [
      [
        { role: 'user', content: 'Need a packing list. Hiking trip.' },
        { role: 'assistant', content: 'Happy to help. Where are you going and for how long?' },
        { role: 'user', content: 'Drakensberg. 5 days.' },
        {
          role: 'assistant',
          content: 'Here is a list for a five-day mountain trek, including layers for cold nights.',
        },
      ],
      [
        { role: 'user', content: 'Convert 180 lb to kg.' },
        { role: 'assistant', content: 'That is about 81.6 kg. Are you tracking your weight?' },
        { role: 'user', content: 'Yes. Doctor says lose 10 kg. Blood sugar too high.' },
      ],
      [
        { role: 'user', content: 'Suggest a name for a boat.' },
        { role: 'assistant', content: 'Fun! What kind of boat is it?' },
        { role: 'user', content: 'Old wooden fishing boat. Restoring it with my son on weekends.' },
      ],
      [
        { role: 'user', content: 'I run a panel beating shop in Durban. Need a quote template for customers.' },
        {
          role: 'assistant',
          content: 'Sure, here is a simple template with parts, labour and paint listed separately.',
        },
      ],
      [
        { role: 'user', content: 'Recipe for bobotie.' },
        { role: 'assistant', content: 'Here is a classic version. How many people are you cooking for?' },
        { role: 'user', content: "12. Mother's 70th." },
      ],
    ],
    questions: [
      { question: 'Which mountains is the user heading to?', expect: ['Drakensberg'] },
      { question: 'What health problem does the user have?', expect: ['blood sugar', 'sugar', 'diabet', 'glucose'] },
      { question: 'What is the user fixing up in their spare time?', expect: ['boat'] },
      { question: 'What business does the user own?', expect: ['panel', 'body shop', 'car repair', 'smash repair'] },
      { question: 'What family celebration is coming up for the user?', expect: ['70th', 'mother', 'mom', 'mum'] },
    ],
    unknown: ['What languages does the user speak?'],
  },
  // --- friend, Irish casual ---
  {
    name: 'Niamh',
    threads: [
      [
        { role: 'user', content: "Mam's in hospital again" },
        { role: 'assistant', content: 'ah no, what happened?' },
        { role: 'user', content: "Fell on the stairs, broke her hip. She's in the Mater till next week anyway" },
        { role: 'assistant', content: 'God love her. Tell her I was asking for her' },
      ],
      [
        { role: 'assistant', content: 'are you still at the credit union?' },
        { role: 'user', content: 'nope, left in March. Retraining as an electrician now' },
        { role: 'assistant', content: "fair play! I'm thinking of quitting the bank myself, it's grim" },
      ],
      [
        { role: 'user', content: 'Myself and Ciarán are off to Lisbon for the bank holiday' },
        { role: 'assistant', content: 'lovely! what has ye going?' },
        { role: 'user', content: 'His treat for our anniversary. Five years!' },
      ],
      [
        {
          role: 'user',
          content:
            "I've started sea swimming at the Forty Foot. Trying to get a handle on the anxiety, it's baltic but it works",
        },
      ],
      [
        { role: 'assistant', content: "I've finally booked the flights for my sister's wedding in Boston" },
        { role: 'user', content: 'Class! when is it?' },
        { role: 'assistant', content: "August. I'm a bridesmaid, God help me" },
      ],
    ],
    questions: [
      { question: 'What injury did the user’s mother have?', expect: ['hip'] },
      { question: 'What trade is the user learning?', expect: ['electric'] },
      {
        question: 'How long has the user been with their partner?',
        expect: ['five years', '5 years', 'five-year', '5-year'],
      },
      { question: 'Where is the user going on holiday?', expect: ['Lisbon', 'Portugal'] },
      { question: 'What is the user doing to cope with anxiety?', expect: ['swim', 'Forty Foot'] },
    ],
    unknown: ['Is the user a bridesmaid this summer?'],
  },
  // --- AI assistant, non-native ---
  {
    name: 'Hyunwoo',
    threads: [
      [
        { role: 'user', content: 'Please recommend some gift for my daughter. She become 10 years old next week.' },
        { role: 'assistant', content: 'How exciting! What does she like to do?' },
        { role: 'user', content: 'Drawing. All day she draws dinosaurs.' },
      ],
      [
        { role: 'user', content: 'I have job interview tomorrow, can you practice with me?' },
        { role: 'assistant', content: 'Sure. What position is it for?' },
        {
          role: 'user',
          content:
            'Data analyst in a shipping company. Now I am working at convenience store, night shift, so I want change.',
        },
        { role: 'assistant', content: 'Great. Let us start with a common question: tell me about yourself.' },
      ],
      [
        { role: 'user', content: 'How to make kimchi less salty?' },
        { role: 'assistant', content: 'Did you make it yourself?' },
        { role: 'user', content: 'Yes, my mother-in-law recipe. But I live in Melbourne, here cabbage is different.' },
      ],
      [
        {
          role: 'user',
          content: 'Last week I bought a rowing machine. The doctor said no more running because of my knee.',
        },
        { role: 'assistant', content: 'Rowing is gentle on the joints. Start with short sessions.' },
      ],
    ],
    questions: [
      { question: 'What does the user’s child enjoy doing?', expect: ['draw', 'dinosaur'] },
      { question: 'What job is the user applying for?', expect: ['data analyst', 'analyst'] },
      { question: 'Where does the user currently work?', expect: ['convenience'] },
      { question: 'Which city is the user based in?', expect: ['Melbourne'] },
      { question: 'How has the user changed their exercise because of their knee?', expect: ['rowing'] },
    ],
    unknown: ['Which sports team does the user support?'],
  },
  // --- friend, Brazilian casual ---
  {
    name: 'Gabriela',
    threads: [
      [
        { role: 'user', content: 'amigaaa I got the scholarship!!!' },
        { role: 'assistant', content: 'WHAT 😭 for which program??' },
        { role: 'user', content: 'the masters in marine biology in Bergen' },
        { role: 'assistant', content: "Norway?? you'll freeze lol" },
      ],
      [
        { role: 'assistant', content: 'how is your vó doing?' },
        { role: 'user', content: "better! she's home now, I'm cooking for her every day" },
        { role: 'assistant', content: 'you are an angel. my grandma only wants me to visit so she can feed me lol' },
      ],
      [
        { role: 'user', content: 'mano the festival was insane' },
        { role: 'assistant', content: 'which one, Lollapalooza?' },
        { role: 'user', content: 'yesss, saw Anitta from the front row' },
      ],
      [
        { role: 'assistant', content: "I'm adopting a dog next week, a beagle mix!!" },
        { role: 'user', content: 'omg send pics!!' },
      ],
      [{ role: 'user', content: 'I finally passed my driving test 🚗 third try lol' }],
    ],
    questions: [
      { question: 'What subject is the user going to study?', expect: ['marine biology'] },
      { question: 'Which country is the user moving to for their studies?', expect: ['Norway', 'Bergen'] },
      { question: 'Which relative is the user looking after?', expect: ['grandm', 'avó', ' vó', 'grandma'] },
      { question: 'Which singer did the user see perform?', expect: ['Anitta'] },
      { question: 'Does the user have a driving licence?', expect: ['driving test', 'licen'] },
    ],
    unknown: ['What breed of dog does the user have?'],
  },
  // --- AI assistant, formal ---
  {
    name: 'Farhan',
    threads: [
      [
        { role: 'user', content: 'Could you suggest a training plan? I have signed up for a 10k in June.' },
        { role: 'assistant', content: 'Certainly. How often do you currently run?' },
        { role: 'user', content: 'Twice a week, roughly five kilometres each time, usually after work.' },
      ],
      [
        { role: 'user', content: 'I need to write a eulogy and I do not know where to begin.' },
        { role: 'assistant', content: 'I am so sorry for your loss. Who was it for?' },
        { role: 'user', content: 'My uncle Rashid. He raised me after my parents passed away.' },
        { role: 'assistant', content: 'Then let us start with what he taught you.' },
      ],
      [
        {
          role: 'user',
          content:
            'I am an actuary at an insurance firm in Birmingham, and I need to explain mortality tables to our interns.',
        },
        { role: 'assistant', content: 'A worked example with a small cohort usually helps.' },
      ],
      [
        { role: 'user', content: 'What should I plant in a north-facing garden?' },
        { role: 'assistant', content: 'Ferns and hostas do well. Is it a large space?' },
        { role: 'user', content: 'Quite small. We have only just bought the house; it is a Victorian terrace.' },
      ],
      [
        { role: 'user', content: 'Any tips for keeping a budgie happy?' },
        { role: 'assistant', content: 'Is it your first bird?' },
        { role: 'user', content: 'Yes. It is really my son’s; he named it Kiwi.' },
      ],
    ],
    questions: [
      { question: 'How frequently does the user go running?', expect: ['twice', 'two times', '2 times', '2x'] },
      { question: 'Who brought up the user?', expect: ['Rashid', 'uncle'] },
      { question: 'What is the user’s profession?', expect: ['actuar'] },
      { question: 'What type of home does the user have?', expect: ['Victorian', 'terrace'] },
      { question: 'What animal does the user’s household keep?', expect: ['budgie', 'Kiwi', 'parakeet'] },
    ],
    unknown: ['What is the user’s favourite cuisine?'],
  },
  // --- friend, French non-native ---
  {
    name: 'Elodie',
    threads: [
      [
        { role: 'user', content: 'I am so tired, the restaurant was full all the weekend' },
        { role: 'assistant', content: 'You are still doing the pastry at Chez Marcel?' },
        { role: 'user', content: 'No no, now I am sous-chef at Le Verre Volé since January' },
      ],
      [
        { role: 'assistant', content: 'Did you find a flat finally?' },
        { role: 'user', content: 'Yes!! In Montreuil, with a small balcony for my herbs' },
        { role: 'assistant', content: 'nice, I am still in my tiny studio in Belleville haha' },
      ],
      [
        { role: 'user', content: 'My brother come to visit next week' },
        { role: 'assistant', content: 'Théo? The one in Montreal?' },
        { role: 'user', content: 'Yes him. He is a firefighter there now, I am very proud' },
      ],
      [
        { role: 'assistant', content: 'I started learning the saxophone, my neighbours hate me' },
        { role: 'user', content: 'ahah poor neighbours' },
      ],
      [
        {
          role: 'user',
          content: 'When we go out I always check the menu first. I am allergic to mushrooms since I was a child.',
        },
      ],
    ],
    questions: [
      { question: 'What is the user’s job title?', expect: ['sous-chef', 'sous chef'] },
      { question: 'At which restaurant is the user employed?', expect: ['Verre Volé', 'Verre Vole'] },
      { question: 'Which town did the user find an apartment in?', expect: ['Montreuil'] },
      { question: 'What does the user’s brother do for a living?', expect: ['firefight', 'pompier', 'fire fighter'] },
      { question: 'What ingredient must the user avoid?', expect: ['mushroom'] },
    ],
    unknown: ['Which musical instrument is the user learning?'],
  },
  // --- AI assistant, terse US ---
  {
    name: 'Marcus',
    threads: [
      [
        { role: 'user', content: 'best tires for snow?' },
        { role: 'assistant', content: 'Depends on the vehicle. What are you driving?' },
        { role: 'user', content: '2012 Subaru Outback. 200k miles.' },
      ],
      [
        { role: 'user', content: 'how long to smoke a brisket' },
        { role: 'assistant', content: 'Roughly 1 to 1.5 hours per pound at 225°F. Special occasion?' },
        { role: 'user', content: 'July 4th. Softball team I coach is coming over.' },
      ],
      [
        { role: 'user', content: 'write a toast for a wedding' },
        { role: 'assistant', content: "Sure. Whose wedding, and what's your role?" },
        { role: 'user', content: 'Best man. My little brother Danny.' },
        { role: 'assistant', content: "Great, here's a warm, funny toast you can tweak." },
      ],
      [{ role: 'user', content: "I'm a long-haul trucker. Need podcasts for 10-hour drives." }],
      [
        { role: 'user', content: 'is melatonin safe long term?' },
        { role: 'assistant', content: 'It is generally meant for short-term use. Trouble sleeping?' },
        { role: 'user', content: 'Yeah. Since the divorce.' },
      ],
      [
        { role: 'user', content: 'Quit chewing tobacco in February. Dentist scared me straight.' },
        { role: 'assistant', content: 'That is a big win. Cravings usually ease after a few months.' },
      ],
    ],
    questions: [
      { question: 'What vehicle does the user own?', expect: ['Subaru', 'Outback'] },
      { question: 'What sport does the user coach?', expect: ['softball'] },
      { question: 'What role does the user have at the upcoming wedding?', expect: ['best man'] },
      { question: 'How does the user earn a living?', expect: ['truck'] },
      { question: 'Why did the user stop using tobacco?', expect: ['dentist'] },
    ],
    unknown: ['Does the user have any children?'],
  },
  // --- friend, Singaporean casual ---
  {
    name: 'MeiLin',
    threads: [
      [
        { role: 'assistant', content: 'eh you free this sat?' },
        { role: 'user', content: "cannot leh, got my cousin's wedding in Penang" },
        { role: 'assistant', content: 'wah nice, flying up?' },
        { role: 'user', content: 'driving with my parents, 8 hours 😩' },
      ],
      [
        { role: 'user', content: 'my piano exam is next month, grade 8 sia' },
        { role: 'assistant', content: "you'll ace it. I gave up piano at grade 3 lol" },
      ],
      [
        { role: 'assistant', content: "how's the new manager?" },
        { role: 'user', content: 'super micromanaging. every email also must cc her' },
        { role: 'assistant', content: 'sounds like my old boss at the hotel, so sian' },
      ],
      [
        { role: 'user', content: 'I adopted a hamster!' },
        { role: 'assistant', content: "so cute what's its name" },
        { role: 'user', content: 'Mochi. fat one' },
      ],
      [
        { role: 'assistant', content: 'I just got my tattoo done, a koi on my forearm' },
        { role: 'user', content: 'show me!!' },
      ],
    ],
    questions: [
      { question: 'What is the user doing this weekend?', expect: ['wedding', 'Penang'] },
      { question: 'How is the user getting to the family event?', expect: ['driv'] },
      { question: 'What level of music exam is the user taking?', expect: ['grade 8', 'grade eight'] },
      { question: 'How does the user feel about their boss?', expect: ['micromanag'] },
      { question: 'What is the user’s pet called?', expect: ['Mochi'] },
    ],
    unknown: ['Does the user have a tattoo?'],
  },
  // --- AI assistant, Nigerian English ---
  {
    name: 'Segun',
    threads: [
      [
        { role: 'user', content: 'Please help me draft a proposal for expanding my poultry farm.' },
        { role: 'assistant', content: 'Certainly. How many birds do you keep at the moment?' },
        { role: 'user', content: 'About 2,000 layers. I want to reach 5,000 by next year.' },
      ],
      [
        { role: 'user', content: 'What are good universities for computer science in Canada?' },
        { role: 'assistant', content: 'There are several strong options. Is this for you or someone else?' },
        { role: 'user', content: 'My first daughter, Ifeoma. She finishes secondary school in June.' },
      ],
      [
        {
          role: 'user',
          content: 'I live in Abeokuta, and power outages happen almost every day here. Is a solar inverter worth it?',
        },
        { role: 'assistant', content: 'For daily outages, a solar inverter with batteries is usually worth it.' },
      ],
      [
        { role: 'user', content: 'How can I reduce my cholesterol naturally?' },
        { role: 'assistant', content: 'Diet and exercise help. Has a doctor given you a number?' },
        { role: 'user', content: 'Not yet. But my father had a stroke at 60, so I am worried.' },
      ],
      [
        { role: 'user', content: 'I sold my car last month. I am saving for school fees abroad.' },
        { role: 'assistant', content: 'That is a real sacrifice. A budget plan could help you keep track.' },
      ],
    ],
    questions: [
      { question: 'What kind of business does the user run?', expect: ['poultry', 'chicken', 'egg', 'layer'] },
      { question: 'How many birds does the user aim to have?', expect: ['5,000', '5000', 'five thousand'] },
      { question: 'Who in the user’s family is applying to university?', expect: ['Ifeoma', 'daughter'] },
      { question: 'Where is the user based?', expect: ['Abeokuta'] },
      { question: 'What illness runs in the user’s family?', expect: ['stroke'] },
    ],
    unknown: ['Does the user play any sports?'],
  },
  // --- friend, Czech plain ---
  {
    name: 'Petra',
    threads: [
      [
        { role: 'user', content: 'We were at the vet the whole morning.' },
        { role: 'assistant', content: 'Oh no, what happened?' },
        { role: 'user', content: 'My silly dog ate a sock. Surgery tomorrow.' },
        { role: 'assistant', content: 'Poor thing! Fingers crossed.' },
      ],
      [
        { role: 'assistant', content: 'How was Vienna?' },
        { role: 'user', content: "Cold but beautiful. We went for Honza's birthday." },
        { role: 'assistant', content: 'Who is Honza again?' },
        { role: 'user', content: 'My boyfriend! You met him at the party 😄' },
      ],
      [
        { role: 'user', content: 'I quit coffee two weeks ago.' },
        { role: 'assistant', content: 'Why??' },
        { role: 'user', content: 'Heart palpitations. Doctor told me to.' },
      ],
      [
        { role: 'assistant', content: 'My new job at the embassy starts Monday, I am so nervous' },
        { role: 'user', content: 'You will be great!' },
      ],
      [{ role: 'user', content: 'I bought an old sewing machine at the flea market. I want to make my own dresses.' }],
    ],
    questions: [
      { question: 'What happened to the user’s pet?', expect: ['sock', 'surgery'] },
      { question: 'What is the name of the user’s partner?', expect: ['Honza'] },
      { question: 'Which city did the user recently visit?', expect: ['Vienna', 'Wien'] },
      { question: 'Why did the user give up caffeine?', expect: ['palpitation', 'heart'] },
      { question: 'How is the user planning to get new clothes?', expect: ['sew'] },
    ],
    unknown: ['What is the user’s job?'],
  },
]
