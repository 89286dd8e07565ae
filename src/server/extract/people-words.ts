/**
 * Words that name a person in the user's life by their place in it, as one word of chat says it: relatives, partners,
 * friends, people at work and at home, in the forms people type ("mil", "gf", "bestie", "flatmate"). "my flatmate",
 * "Sam's new gf", "mate kev": whoever follows is someone other than the user.
 */
export const personWords: ReadonlySet<string> = new Set(
  `wife wives husband husbands hubby hubs wifey partner partners spouse fiance fiancee fiancé fiancée boyfriend
  boyfriends girlfriend girlfriends bf gf ex exes son sons daughter daughters kid kids child children baby babies
  toddler twins stepson stepdaughter stepkids mum mom mother mam mama mammy mummy mommy dad father papa daddy pops
  parent parents stepmom stepmum stepdad sister sisters sis brother brothers bro sibling siblings grandma grandmother
  grandpa grandfather granny gran nan nana nanna grandad granddad grandson granddaughter grandkids grandchildren
  grandparents aunt auntie aunty uncle cousin cousins niece nephew in-laws mother-in-law father-in-law
  sister-in-law brother-in-law mil fil friend friends bestie bff mate mates buddy pal flatmate flatmates roommate
  roommates roomie housemate housemates neighbour neighbours neighbor neighbors colleague colleagues coworker
  coworkers co-worker boss manager supervisor lead teammate landlord landlady tenant student students client
  clients patient patients teacher doctor coach`
    .split(/\s+/)
    .filter(Boolean),
)
