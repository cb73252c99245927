/** Financing (issue 17, item 1), client-safe entry: the page's paths. */
export { FINANCING_PATH, FINANCING_API, FINANCING_FORM_ACTION, VEHICLE_PARAM } from './paths';
