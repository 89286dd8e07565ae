/**
 * Ordinary chat that says nothing lasting about the user: errands, weather, small talk, requests for help. Some of
 * it shares words with the questions ("work", "cook", "dog", "film"), as real chat does.
 */
export const fillerUser = [
  'Can you help me write an email to reschedule a meeting?',
  "It's been raining all day, so grey outside.",
  'What is a good recipe for a quick weeknight dinner?',
  'Remind me how to convert Celsius to Fahrenheit.',
  'I need to pick up groceries after this.',
  'Work was busy today, lots of emails.',
  'Can you summarise this article about electric cars?',
  'The neighbours were loud again last night.',
  'What time zone is Singapore in?',
  'I watched a documentary about octopuses, fascinating.',
  'Can you suggest a name for a book club?',
  'My phone battery dies so fast lately.',
  'How do I remove a coffee stain from a shirt?',
  'Traffic was awful this morning.',
  'Give me three ideas for a birthday card message.',
  'I saw a cute dog at the park today.',
  'What is the difference between a latte and a flat white?',
  'Can you explain compound interest simply?',
  'I forgot my umbrella again.',
  'Help me plan a packing list for a weekend away.',
  'Is it better to stretch before or after running?',
  'The new episode of that cooking show was fun.',
  'Can you translate "good morning" into Italian?',
  'I need to cook something for a potluck, any ideas?',
  'What movie won best picture last year?',
  'My laptop keeps asking for updates.',
  'How many cups are in a litre?',
  'Can you check this sentence for grammar?',
  'The train was delayed by twenty minutes.',
  'Tell me a fun fact about space.',
  'I have a dentist appointment on Thursday.',
  "What's a polite way to decline an invitation?",
  'I tried a new coffee place, it was fine.',
  'Can you make a to-do list for cleaning the kitchen?',
  'How long should I boil an egg for a runny yolk?',
  'I keep losing my keys.',
  'What does "ephemeral" mean?',
  'The sunset was lovely tonight.',
  'Can you recommend a podcast about history?',
  'I need a gift idea for a colleague leaving work.',
  'How do I make my houseplants stop dying?',
  'The wifi at the cafe was terrible.',
  'What is the capital of Australia?',
  'Write a short poem about autumn leaves.',
  'I had a long nap this afternoon.',
  "What's the best way to learn to touch type?",
  'Can you explain how vaccines work?',
  'The supermarket was out of oat milk.',
  'Suggest some board games for a group of six.',
  'My friend sent me a funny video of a cat.',
  'How do I politely ask for a deadline extension?',
  'It was so hot on the bus today.',
  'What are some easy stretches for a stiff neck?',
  'Can you help me budget for a holiday?',
  'I need to renew my passport soon.',
  'Who wrote Pride and Prejudice?',
  'Can you explain what a mortgage broker does?',
  'The film last night was too long.',
  'How do I fix a squeaky door?',
  'Any tips for sleeping better?',
]

export const fillerAssistant = [
  'Sure, here is a draft you can adapt.',
  'That sounds like a gloomy day. Stay dry!',
  'Here are a few ideas you might like.',
  'Multiply by 9/5 and add 32.',
  'Good luck with the errands!',
  'Sounds like a long day. Hope you get some rest.',
  'Here is a short summary of the main points.',
  'That is frustrating, I hope it gets quieter.',
  'Singapore uses UTC+8.',
  'Octopuses really are remarkable animals.',
  'How about "Chapter and Verse"?',
  'Battery health often drops with age; check the settings.',
  'Blot it with cold water and a little dish soap.',
  'Hopefully the ride home is smoother.',
  'Here are three short messages you could use.',
  'Dogs at the park always brighten the day.',
  'A flat white has less milk and a stronger taste.',
  'Interest earns interest over time, so savings grow faster.',
  'Happens to everyone!',
  'Here is a simple packing list.',
]

/**
 * `count` exchanges of filler, each a user message and an assistant reply: the user messages shuffled, the replies
 * drawn at random, both from `random` (a seeded generator), so a seed always gives the same chat.
 */
export function fillerExchanges(random: () => number, count: number): Array<{ user: string; assistant: string }> {
  const users = [...fillerUser].sort(() => random() - 0.5)
  const exchanges: Array<{ user: string; assistant: string }> = []
  for (let index = 0; index < count; index += 1) {
    exchanges.push({
      user: users[index % users.length] as string,
      assistant: fillerAssistant[Math.floor(random() * fillerAssistant.length)] as string,
    })
  }
  return exchanges
}
