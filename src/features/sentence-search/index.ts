/** The sentence search's answers as the browser reads them (the calls themselves are in `./server`). */
export type { SuggestAnswer, SuggestOption, SuggestionKind } from './suggest-answer';
