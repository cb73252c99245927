import 'server-only';
export { AnalyticsShell, COOKIE_PREFERENCES_PATH } from './AnalyticsShell';
// The dealer feed API answers the lead report to dealers' CRMs (issue 19, item 4).
export { leadReport, type LeadReportRow } from './web-event-repository';
