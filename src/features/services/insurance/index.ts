/** Car insurance (issue 17, item 2), client-safe entry: the page's paths. */
export { INSURANCE_PATH, INSURANCE_API, INSURANCE_FORM_ACTION } from './paths';
