import 'server-only';
export { CompareBarSlot } from './CompareBarSlot';
export { CompareToggle } from './CompareToggle';
export { EarlyClicks } from './EarlyClicks';
