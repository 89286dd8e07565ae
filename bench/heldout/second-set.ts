import type { Persona } from '../paraphrase/personas'

/**
 * The second held-out set, written after the rule changes for issue 12 and measured once, untuned: new people,
 * wordings chosen without looking at the rules. Conversation day: 2 April 2024 (a Tuesday).
 */
export const secondHeldOutPersonas: Persona[] = [
  {
    name: 'Nadia',
    statements: [
      { user: 'Ugh, got let go from the agency in January, so now I freelance as a copywriter.' },
      { user: 'My son Idris is eight and obsessed with dinosaurs.' },
      { user: 'Been living in Marseille for about three years now.' },
      { user: 'Shellfish makes me break out in hives, learned that the hard way.' },
      { user: 'Signed up for a pottery class that starts next Thursday.', assistant: 'Fun!' },
    ],
    questions: [
      { question: 'What does the user do for a living?', expect: ['copywriter'] },
      { question: 'How old is the user’s kid?', expect: ['eight', '8'] },
      { question: 'Which city does the user live in?', expect: ['Marseille'] },
      { question: 'What food should the user avoid?', expect: ['shellfish'] },
      { question: 'When does the pottery class start?', expect: ['11 April 2024'] },
    ],
    unknown: ['Does the user have a partner?', 'What car does the user drive?'],
  },
  {
    name: 'Oskar',
    statements: [
      { user: "My wife Ingrid works at Volvo as an engineer, I'm a stay-at-home dad." },
      { user: 'We swapped Stockholm for Gothenburg last summer.' },
      { user: 'I gave up meat a couple of years ago, mostly for the climate.' },
      { user: 'Our dog Bamse, a big old Newfoundland, turned ten this week.' },
      { user: "We're off to Iceland in August for our anniversary." },
    ],
    questions: [
      { question: "Where does the user's wife work?", expect: ['Volvo'] },
      { question: 'What is the user’s occupation?', expect: ['stay-at-home', 'dad'] },
      { question: 'Where does the user live now?', expect: ['Gothenburg'] },
      { question: 'Is the user vegetarian?', expect: ['meat'] },
      { question: 'What is the name of the user’s dog?', expect: ['Bamse'] },
      { question: 'Where is the user going for their anniversary?', expect: ['Iceland'] },
      { question: 'When is the anniversary trip?', expect: ['August 2024'] },
    ],
    unknown: ['Does the user play an instrument?', 'Where did the user go to school?'],
  },
  {
    name: 'Leah',
    statements: [
      { user: "Ben and I called off the engagement last month, it's for the best." },
      { user: 'I teach chemistry at Riverside High.' },
      { user: 'My older brother Josh is a firefighter in Denver.', assistant: 'Brave job.' },
      { user: 'Planning to run my first marathon this October in Chicago.' },
      { user: 'I was diagnosed with type 1 diabetes at twelve.' },
    ],
    questions: [
      { question: 'Is the user engaged?', expect: ['called off', 'engagement'] },
      { question: 'What subject does the user teach?', expect: ['chemistry'] },
      { question: "What does the user's brother do?", expect: ['firefighter'] },
      { question: 'Which race is the user preparing for?', expect: ['marathon'] },
      { question: 'When is the marathon?', expect: ['October 2024'] },
      { question: 'Does the user have a health condition?', expect: ['diabetes'] },
    ],
    unknown: ['Does the user have pets?', 'What languages does the user speak?'],
  },
  {
    name: 'Rafael',
    statements: [
      { user: 'Started a new gig as a barista at Blue Bottle on Monday, left the call centre for good.' },
      { user: 'My grandma is 94 and lives with us in São Paulo.' },
      { user: "I'm learning to play the cello, it's harder than it looks." },
      { user: 'Correction: my daughter is five, not four.' },
      { user: 'Hoping to do a master’s in Lisbon next year.' },
    ],
    questions: [
      { question: 'What is the user’s job?', expect: ['barista'] },
      { question: 'Who employs the user?', expect: ['Blue Bottle'] },
      { question: 'How old is the user’s grandmother?', expect: ['94'] },
      { question: 'What instrument is the user learning?', expect: ['cello'] },
      { question: 'How old is the user’s daughter?', expect: ['five', '5'] },
      { question: 'What are the user’s study plans?', expect: ['master'] },
    ],
    unknown: ['Is the user married?', 'What is the user’s favourite food?'],
  },
]
