import type { MobilityType } from '@/lib/vehicle/enums';

/**
 * Product §4 "Menu": closed or open, with an optional selected mobility type. The back button
 * clears the selection; the menu button toggles and clears it; a route change start closes it.
 */
export interface MenuState {
  open: boolean;
  selected: MobilityType | null;
}

export type MenuAction =
  | { type: 'toggle' }
  | { type: 'close' }
  | { type: 'select'; mobilityType: MobilityType }
  | { type: 'back' }
  | { type: 'routeChangeStart' };

export const CLOSED_MENU: MenuState = { open: false, selected: null };

export function menuReducer(state: MenuState, action: MenuAction): MenuState {
  switch (action.type) {
    case 'toggle':
      return { open: !state.open, selected: null };
    case 'close':
    case 'routeChangeStart':
      return state.open || state.selected !== null ? CLOSED_MENU : state;
    case 'select':
      return state.open ? { open: true, selected: action.mobilityType } : state;
    case 'back':
      return state.selected === null ? state : { open: state.open, selected: null };
  }
}
