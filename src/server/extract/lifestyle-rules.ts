import { personWords } from './people-words'
import { type AddFact, clauseFrom } from './rule-helpers'

/**
 * The list of things after "allergic to" or "cannot eat", up to the clause's end: "peanuts, tree nuts and shellfish",
 * without a comment after a comma ("cats, sadly", "shellfish, my throat swells up").
 */
function foodList(text: string, start: number): string | undefined {
  const clause = clauseFrom(text, start, true)
  const comment =
    /,\s+(?:\w+ly\b|though\b|which\b|so\b|as\b|my\b|it\b|they\b|I\b|we\b|that\b|since\b|(?:lactose |gluten )?(?:intolerant|allergic|vegan|vegetarian|coeliac|celiac|diabetic)\b)/i.exec(
      clause,
    )
  let what = (comment ? clause.slice(0, comment.index) : clause).trim()
  // "dairy anymore", "gluten these days either": words that close the clause without naming a food.
  for (let words = 0; words < 3; words += 1) {
    what = what.replace(
      / (?:anymore|any more|any longer|now|again|either|too|at all|these days|btw|lol|haha|tbh|though)$/i,
      '',
    )
  }
  if (!what || /^(?:it|that|this|them|much|anything|a thing|stand|wait|believe|afford|sleep)\b/i.test(what))
    return undefined
  return what
}

const diets =
  'vegetarian|veggie|vegan|pescatarian|pescetarian|keto|paleo|gluten-free|gluten free|dairy-free|dairy free|lactose intolerant|lactose-intolerant|kosher|halal|plant-based|plant based|flexitarian|celiac|coeliac|diabetic'

const dietPattern = new RegExp(
  `\\b(?:I|we) (?:am|are|have been|have been eating|eat|went|turned|became|have gone|have become|am now|am still|am strictly|am mostly|am fully)(?: now| mostly| strictly| fully| completely| a)? (${diets})\\b`,
  'i',
)
const onDietPattern = new RegExp(
  `\\bI am (?:on|following|doing) an? (${diets}|low-carb|low carb|mediterranean) diet\\b`,
  'i',
)
/**
 * "can't do pizza, lactose intolerant remember", "I'll skip the cheese board, coeliac lol": the user's diet said as an
 * aside that ends a sentence of theirs. Not "my sister is vegan, diabetic" nor "I cook for my dad, diabetic": a
 * sentence that names anyone else is left alone.
 */
const dietAtEnd = new RegExp(
  `, (?:I am |I'm |im )?(${diets})(?: (?:remember|btw|tho|though|lol|haha|obviously|now|too|as well|you know|ya know))*[.!]*$`,
  'i',
)
function dietAside(text: string): { value: string; end: number } | undefined {
  const aside = dietAtEnd.exec(text)
  if (!aside?.[1] || /\b(?:he|she|they|his|her|their|you|your|u|ur)\b|\p{L}['’]s\b/iu.test(text)) return undefined
  for (const word of text.toLowerCase().match(/[\p{L}-]+/gu) ?? []) if (personWords.has(word)) return undefined
  return { value: aside[1], end: text.length }
}
const notDietPattern = new RegExp(`\\bI am not (?:a |an )?(${diets})\\b`, 'i')
const notAnymorePattern = new RegExp(`\\bI am (?:no longer|not) (${diets})(?: anymore| any more)?\\b`, 'i')

/**
 * Health and diet: the diet and its changes ("I've been vegetarian for ten years", "I went vegan", "I stopped
 * eating meat", "I'm no longer vegan", "I'm on a keto diet"), allergies ("I'm allergic to peanuts", "I have a
 * shellfish allergy").
 */
export function findLifestyle(text: string, add: AddFact): void {
  const said = dietPattern.exec(text)
  const diet = said?.[1] ? { value: said[1], end: said.index + said[0].length } : dietAside(text)
  if (diet) {
    const changed = said !== null && /\b(?:went|turned|became|gone|become)\b/i.test(said[0])
    const value = diet.value
      .toLowerCase()
      .replace(' free', '-free')
      .replace(' based', '-based')
      .replace('veggie', 'vegetarian')
    add('diet', `The user is ${value}`, diet.end, changed)
  }
  const onDiet = onDietPattern.exec(text)
  if (onDiet?.[1]) add('diet', `The user follows a ${onDiet[1].toLowerCase()} diet`, onDiet.index + onDiet[0].length)
  const notAnymore = notAnymorePattern.exec(text)
  if (notAnymore?.[1] && /\bno longer\b|\banymore\b|\bany more\b/i.test(text)) {
    add('diet', `The user is no longer ${notAnymore[1].toLowerCase()}`, notAnymore.index + notAnymore[0].length, true)
  }
  // "I'm not vegetarian": a negation is a fact too (asked "is the user vegetarian?", the answer is no).
  const notDiet = notDietPattern.exec(text)
  if (notDiet?.[1] && !/\bno longer\b|\banymore\b|\bany more\b/i.test(text))
    add('diet', `The user is not ${notDiet[1].toLowerCase()}`, notDiet.index + notDiet[0].length)
  // "I gave up meat in January", "I cut out sugar", "I quit drinking": a food or drink given up, from then.
  const givenUp =
    /\bI (?:stopped|quit|gave up|cut out|have cut out|have given up|gave up on) (eating |drinking )?(meat|red meat|fish|dairy|sugar|gluten|pork|beef|animal products|carbs|alcohol|booze|drinking|caffeine|coffee|meat and fish)\b/i
  // "I've had to cut all dairy out of my diet": the same, said around the food.
  const cutOut =
    /\bI (?:have |had )?(?:had to |have to |need to |am trying to )?cut (?:all |the |out all )?()(meat|red meat|fish|dairy|sugar|gluten|pork|beef|carbs|alcohol|booze|caffeine|coffee) out\b/i
  const stopped = givenUp.exec(text) ?? cutOut.exec(text)
  const food = stopped?.[2]?.toLowerCase()
  if (stopped && food) {
    const end = stopped.index + stopped[0].length
    // Meat, fish and animal products make a diet; sugar or coffee given up is one thing avoided.
    if (/^(?:meat|red meat|fish|dairy|animal products|meat and fish)$/.test(food)) {
      add('diet', `The user stopped eating ${food}`, end, true)
    } else {
      const drink = stopped[1] === 'drinking ' || /^(?:alcohol|booze|drinking|caffeine|coffee)$/.test(food)
      const what = food === 'drinking' || food === 'booze' ? 'alcohol' : food
      add(
        `diet.skips.${what.replace(/\W+/g, '-')}`,
        `The user stopped ${drink ? 'drinking' : 'eating'} ${what}`,
        end,
        true,
      )
    }
  }
  const noMeat = /\bI (?:do not|never) eat (meat|fish|pork|beef|dairy|animal products|gluten|eggs)\b/i.exec(text)
  if (noMeat?.[1] && !diet && !stopped) {
    add('diet', `The user does not eat ${noMeat[1].toLowerCase()}`, noMeat.index + noMeat[0].length)
  }
  // "I don't drink coffee, only tea", "I never drink alcohol": a drink the user does not have.
  const noDrink =
    /\bI (?:do not|never|no longer) drink(?: (alcohol|coffee|caffeine|tea|milk|booze|beer|wine|fizzy drinks)\b|(?= at all\b| anymore\b| any more\b|[,.!;]|$))/i.exec(
      text,
    )
  if (noDrink && !stopped) {
    // "I don't drink (at all)": alcohol, as people mean it.
    const named = noDrink[1]?.toLowerCase() ?? 'alcohol'
    const what = named === 'booze' ? 'alcohol' : named
    add(`diet.skips.${what.replace(/\W+/g, '-')}`, `The user does not drink ${what}`, noDrink.index + noDrink[0].length)
  }

  // "I stopped smoking last year", "I'm a smoker", "I don't smoke": smoking, one attribute, so a later word replaces it.
  const quitSmoking =
    /\bI (?:have |had )?(?:finally |just |recently )?(?:stopped|quit|gave up|given up|kicked) (?:smoking|cigarettes|the cigarettes|vaping)\b/i.exec(
      text,
    )
  const smokes = quitSmoking
    ? null
    : /\bI (?:still |now )?(?:smoke|am a (?:heavy |light |social )?smoker|have started smoking|started smoking)\b/i.exec(
        text,
      )
  const nonSmoker = /\bI (?:do not|never|have never) smoked?\b|\bI am a non-?smoker\b/i.exec(text)
  if (quitSmoking) {
    add('habit.smoking', 'The user quit smoking (does not smoke)', quitSmoking.index + quitSmoking[0].length, true)
  } else if (nonSmoker) add('habit.smoking', 'The user does not smoke', nonSmoker.index + nonSmoker[0].length)
  else if (smokes) add('habit.smoking', 'The user smokes', smokes.index + smokes[0].length)

  // "I cannot eat shellfish", "I can't have dairy", "I have to avoid gluten": a food the user must not have.
  const avoids =
    /\bI (?:cannot|can not|could never|must not|should not|am not allowed to|am not supposed to|have to avoid|must avoid|need to avoid|avoid|do not tolerate|cannot tolerate) (?:(?:eat|have|drink|digest|tolerate|touch|go near|do) )?(?:any )?/i.exec(
      text,
    )
  // "I can't walk too far yet": a modal with no verb of eating or drinking after it is about something else.
  const modalOnly = avoids
    ? /\b(?:cannot|can not|could never|must not|should not|allowed to|supposed to) (?:any )?$/i.test(avoids[0])
    : false
  const avoided = avoids && !modalOnly ? foodList(text, avoids.index + avoids[0].length) : undefined
  // "cant do sat cos its my mate's 21st": a day, or a clause with a reason, is no food.
  const notFood =
    avoided !== undefined &&
    /\b(?:cos|coz|because|since|its|it's|is|are|was|my|this|that|it|today|tomorrow|tonight|weekend|mon|tue|tues|wed|thu|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday|morning|evening|night|shift|work)\b/i.test(
      avoided,
    )
  if (avoids && avoided && !noMeat && !notFood) {
    const verb = /\b(drink|digest|tolerate)\b/i.exec(avoids[0])?.[1]?.toLowerCase() ?? 'eat'
    add(
      `diet.avoids.${avoided.toLowerCase().replace(/\W+/g, '-')}`,
      `The user cannot ${verb} ${avoided}`,
      avoids.index + avoids[0].length + avoided.length,
    )
  }
  // "Shellfish makes me break out in hives", "Pollen gives me a rash": a reaction tells of an allergy.
  const reaction =
    /^(?:(?:eating|drinking|even) )?((?:[\w-]+ ){0,2}?[\w-]+) (?:makes?|gives?) (?:me|my (?:face|lips|mouth|throat|tongue|skin|eyes)) (?:break out|come out|hives|a rash|rashes|itchy|swell\w*|sneeze|sneezing|wheez\w*|sick|ill|throw up|vomit|bloated|a migraine|migraines|a headache|headaches|an allergic reaction)\b/i.exec(
      text,
    )
  const reactsTo = reaction?.[1]
  if (reactsTo && !/^(?:it|this|that|work|he|she|they|everything|something|stress|life|the|my)$/i.test(reactsTo)) {
    add(
      `allergy.${reactsTo.toLowerCase().replace(/\W+/g, '-')}`,
      `The user reacts to ${reactsTo.toLowerCase()} (allergy or intolerance)`,
      reaction[0].length,
    )
  }
  const allergic =
    /\b(?:I am|I have been|I have always been|I am severely|I am very|I am deathly|I am mildly) (?:(?:severely|very|deathly|mildly|really|super|highly|quite) )?allergic to /i.exec(
      text,
    )
  if (allergic) {
    const what = foodList(text, allergic.index + allergic[0].length)
    if (what) {
      add(
        `allergy.${what.toLowerCase().replace(/\W+/g, '-')}`,
        `The user is allergic to ${what}`,
        allergic.index + allergic[0].length + what.length,
      )
    }
  }
  const allergy =
    /\bI have (?:an? |bad |severe |mild ){0,3}((?:[\w-]+ ){1,2}?)(?:allergy|allergies|intolerance)\b/i.exec(text)
  if (allergy?.[1] && !allergic) {
    const what = allergy[1].trim().toLowerCase()
    const kind = /intolerance/i.test(allergy[0]) ? 'intolerance' : 'allergy'
    add(`allergy.${what.replace(/\W+/g, '-')}`, `The user has a ${what} ${kind}`, allergy.index + allergy[0].length)
  }
}
