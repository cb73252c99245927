export { LISTING_CODE_LENGTH, isValidListingCode } from './listing-code';
