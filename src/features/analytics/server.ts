import 'server-only';
export { AnalyticsShell, COOKIE_PREFERENCES_PATH } from './AnalyticsShell';
