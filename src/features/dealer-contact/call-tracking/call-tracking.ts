/** Where the call-tracking script is served (src/app/call-tracking.js). */
export const CALL_TRACKING_SCRIPT_PATH = '/call-tracking.js';
/** Where the script asks for the tracked number of one call-tracking code. */
export const CALL_TRACKING_NUMBER_PATH = '/api/client/call-tracking';
