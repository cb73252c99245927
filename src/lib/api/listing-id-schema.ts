import { z } from 'zod';
import { MAX_LISTING_ID } from './ids';

/** A listing id in a JSON body: a whole number in the column's range. Server-side and form code only (see ids.ts). */
export const listingIdSchema = z.number().int().min(1).max(MAX_LISTING_ID);
