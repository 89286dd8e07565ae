export type { ProfileIndex, ProfileIndexOptions } from './profile-index'
export { createProfileIndex } from './profile-index'
export { processTerm, termsOf, tokenize } from './tokenize'
