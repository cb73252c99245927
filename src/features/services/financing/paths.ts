/** The financing page (issue 17, item 1) and what its form and its no-JavaScript round trip are called. */
export const FINANCING_PATH = '/financieren/autofinanciering';
export const FINANCING_FORM_ACTION = `${FINANCING_PATH}/aanvraag`;
export const FINANCING_API = '/api/client/financing';
export const FINANCING_FLASH_COOKIE = 'financing-form';
/** `?voertuig=<code>`: the detail page's financing banner names its vehicle. */
export const VEHICLE_PARAM = 'voertuig';
export const FINANCING_FORM_FIELDS = ['amount', 'months', 'name', 'email', 'phone', 'postcode', 'vehicle'] as const;
