/** The car-insurance page (issue 17, item 2) and what its form and its no-JavaScript round trip are called. */
export const INSURANCE_PATH = '/verzekering/autoverzekering';
export const INSURANCE_FORM_ACTION = `${INSURANCE_PATH}/aanvraag`;
export const INSURANCE_API = '/api/client/insurance';
export const INSURANCE_FLASH_COOKIE = 'insurance-form';
export const INSURANCE_FORM_FIELDS = ['licensePlate', 'claimFreeYears', 'name', 'email', 'phone', 'postcode'] as const;
/** Working days within which the partner promises its indication (the page's promise and the FAQ's). */
export const INDICATION_WORKING_DAYS = 2;
