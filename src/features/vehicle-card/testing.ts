/** Fixtures for tests of the features that render cards; never imported by app code. */
export { listItem } from './list-item-fixture';
