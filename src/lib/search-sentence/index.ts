/** The sentence search (issue 18): pure, browser-safe; the server feeds the stock vocabulary. */
export { interpretSentence, type Interpretation, type InterpretOptions } from './interpret';
export { buildVocabulary, type StockMake, type StockModel, type StockVocabulary, type Vocabulary } from './vocabulary';
export { DEFAULT_RADIUS, type MappedField, type MappedWord } from './draft';
