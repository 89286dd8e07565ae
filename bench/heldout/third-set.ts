import type { Persona } from '../paraphrase/personas'

/**
 * The third held-out set, written by someone who had not read the rules and first run on commit 3874471 (25/37,
 * never said 11/12, in a private script with less filler): the misses it found — statements without a subject,
 * lower-case job fragments, a business one owns, indirect moves and corrections, relatives mentioned in passing,
 * food questions that should reach a diet or an allergy — were then fixed as classes, with other wordings in the
 * unit tests. Statements keep their order (a correction comes after what it corrects).
 */
export const thirdHeldOutPersonas: Persona[] = [
  {
    name: 'Beatriz',
    ordered: true,
    statements: [
      { user: 'ugh, third night shift this week. being an ICU nurse is no joke', assistant: 'Take care of yourself.' },
      { user: 'My partner Joel just got his PhD in marine biology, so proud of him!', assistant: 'Congratulations!' },
      { user: 'We live in a tiny two-bed in Valencia, five minutes from the beach.' },
      { user: "I'm coeliac so I have to be careful with bread and pasta." },
      { user: 'Thinking of doing the Camino de Santiago next May.' },
      { user: 'Oh wait, I said Valencia earlier — we actually moved to Alicante in the summer, I keep forgetting.' },
    ],
    questions: [
      { question: 'What is the user’s occupation?', expect: ['nurse'] },
      { question: 'What did the user’s partner study?', expect: ['marine biology', 'PhD'] },
      { question: 'Which city is the user living in these days?', expect: ['Alicante'], notBefore: 'Valencia' },
      { question: 'What foods should the user avoid?', expect: ['coeliac', 'bread', 'gluten'] },
      { question: 'Does the user have any travel plans?', expect: ['Camino'] },
      { question: 'Is the user in a relationship?', expect: ['Joel', 'partner'] },
    ],
    unknown: ['Does the user have children?', 'What sport does the user follow?'],
  },
  {
    name: 'Gareth',
    ordered: true,
    statements: [
      { user: 'Retired from the fire service in 2019 after 30 years.' },
      {
        user: 'These days I mostly potter about the allotment and grow far too many courgettes.',
        assistant: 'Lovely.',
      },
      { user: 'My granddaughter Ffion is learning the harp.' },
      { user: 'Type 2 diabetic, so my wife watches what I eat like a hawk.' },
      { user: 'We are off to see my brother in Cardiff next weekend.' },
    ],
    questions: [
      { question: 'Does the user still work?', expect: ['retired'] },
      { question: 'What did the user do before retiring?', expect: ['fire'] },
      { question: 'What does the user do in his spare time?', expect: ['allotment', 'courgette'] },
      { question: 'Should I offer him dessert?', expect: ['diabet'] },
      { question: 'Is the user married?', expect: ['wife'] },
      { question: 'Who is the user visiting soon?', expect: ['brother', 'Cardiff'] },
      { question: 'What instrument does the user’s granddaughter play?', expect: ['harp'] },
    ],
    unknown: ['What car does the user own?', 'Which languages does the user speak?'],
  },
  {
    name: 'Mei',
    ordered: true,
    statements: [
      { user: 'Just started a new job as a UX designer at Canva!', assistant: 'Congrats!' },
      { user: 'Before that I was freelancing for about three years.' },
      { user: 'I have two rabbits, Mochi and Tofu.' },
      { user: 'Vegan since 2020, mostly for ethical reasons.' },
      { user: 'My mum lives with us now, she moved over from Shanghai.' },
      { user: 'I go bouldering twice a week with friends.' },
    ],
    questions: [
      { question: 'Who does the user work for?', expect: ['Canva'] },
      { question: 'What pets does the user keep?', expect: ['rabbit', 'Mochi', 'Tofu'] },
      { question: 'Can I cook them a steak?', expect: ['vegan'] },
      { question: 'Who lives with the user?', expect: ['mum', 'mother'] },
      { question: 'How does the user stay fit?', expect: ['boulder'] },
      { question: 'Where is the user’s mother from?', expect: ['Shanghai'] },
    ],
    unknown: ['Is the user married?', 'What is the user’s favourite film?'],
  },
  {
    name: 'Tunde',
    ordered: true,
    statements: [
      { user: 'I own a small barbershop in Peckham, been running it for eight years.' },
      { user: 'My twins turn five next month — Kemi and Dayo.', assistant: 'Happy early birthday to them!' },
      { user: "Can't eat shellfish, my throat swells up." },
      { user: 'Supporting Arsenal through thick and thin, mostly thin lately.' },
      { user: 'Saving up to open a second shop in Brixton next year.' },
    ],
    questions: [
      { question: 'What does the user do for a living?', expect: ['barber'] },
      { question: 'How many children does the user have?', expect: ['twins', 'Kemi', 'Dayo'] },
      { question: 'Does the user have any allergies?', expect: ['shellfish'] },
      { question: 'Which football club does the user support?', expect: ['Arsenal'] },
      { question: 'What are the user’s business plans?', expect: ['second shop', 'Brixton'] },
      { question: 'Where is the user’s shop?', expect: ['Peckham'] },
    ],
    unknown: ['Does the user have pets?', 'What instrument does the user play?'],
  },
  {
    name: 'Ingeborg',
    ordered: true,
    statements: [
      { user: 'Moving back to Bergen after eight years in Oslo — the new flat is right by the harbour.' },
      { user: 'I teach chemistry at a secondary school.' },
      { user: 'Lost my husband two years ago, still getting used to cooking for one.', assistant: 'I am so sorry.' },
      { user: 'Learning Italian for a trip to Sicily in the autumn.' },
      { user: 'Migraines have been bad lately, the doctor changed my medication.' },
    ],
    questions: [
      { question: 'Where does the user live?', expect: ['Bergen'], notBefore: 'Oslo' },
      { question: 'What subject does the user teach?', expect: ['chemistry'] },
      { question: 'Is the user married?', expect: ['husband', 'lost'] },
      { question: 'Which language is the user studying?', expect: ['Italian'] },
      { question: 'Any health problems I should know about?', expect: ['migraine'] },
      { question: 'Where is the user going on holiday?', expect: ['Sicily'] },
    ],
    unknown: ['Does the user have a dog?', 'What does the user drive?'],
  },
  {
    name: 'Rafael',
    ordered: true,
    statements: [
      { user: 'I work in IT support for a hospital in Recife.' },
      { user: 'Correction: it is a university, not a hospital — I mix up my two old jobs.' },
      { user: 'My girlfriend Ana and I are getting married in December!', assistant: 'Wonderful news!' },
      { user: 'I play bass in a samba band on weekends.' },
      { user: 'Allergic to cats, sadly, because I love them.' },
      { user: 'Running my first marathon in Porto Alegre in June.' },
    ],
    questions: [
      { question: 'Where does the user work?', expect: ['university'], notBefore: 'hospital' },
      { question: 'When is the user’s wedding?', expect: ['December'] },
      { question: 'What is the user’s fiancée called?', expect: ['Ana'] },
      { question: 'What music does the user make?', expect: ['bass', 'samba'] },
      { question: 'Could the user look after my cat for a week?', expect: ['allergic'] },
      { question: 'What race is the user training for?', expect: ['marathon'] },
    ],
    unknown: ['Does the user have siblings?', 'What is the user’s favourite food?'],
  },
]
