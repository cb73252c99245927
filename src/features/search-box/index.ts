/**
 * The sentence search box (issue 18): `SearchBox` (a GET form to /zoeken with suggestions as you
 * type) and the phone header's `SearchToggle`; their copy comes from `./server`'s `searchBoxCopy`.
 */
export { SearchBox } from './SearchBox';
export { SearchToggle } from './SearchToggle';
export type { SearchBoxCopy } from './copy';
