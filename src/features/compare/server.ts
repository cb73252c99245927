import 'server-only';
export { CompareBarSlot } from './CompareBarSlot';
export { CompareToggle } from './CompareToggle';
