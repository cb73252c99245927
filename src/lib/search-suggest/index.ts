/** The search box's suggestions (issue 18): pure, browser-safe; the server feeds the vocabulary and counts. */
export { buildSuggestIndex, entriesWithPrefix, type Candidate, type CandidateKind, type LandingEntry, type SuggestIndex } from './prefix-index';
export { completionsOf, describeSearch, partialsOf, recentMatches, typedFirstUnlessEmpty, KIND_LIMITS, MIN_PREFIX, type Completion, type CompletionContext, type DescribedWord, type TypedPart } from './suggest';
