import { savedSearchesSnapshot, writeSavedSearches } from '../browser';
import { markSearchMailed, type SavedSearch } from '../store';
import type { SubscribeTarget } from './subscribe-form-model';

/** Marks a search the visitor subscribed to as one that mails, for the favourites page's list. */
export function rememberMailedSearch(target: Extract<SubscribeTarget, { kind: 'search' }>, frequency: NonNullable<SavedSearch['mails']>): void {
  writeSavedSearches(markSearchMailed(savedSearchesSnapshot() || [], target.search, frequency, Date.now()));
}
