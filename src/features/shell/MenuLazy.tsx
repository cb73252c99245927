'use client';

import dynamic from 'next/dynamic';

/*
 * The menus' content loads from its own chunks (docs/decisions/015). The server renders the mega
 * panels' HTML, so their chunk is preloaded and React keeps that HTML until it arrives; the drawer's
 * levels render only once the drawer opens, by which time their chunk has usually arrived too.
 */
export const MegaPanelLazy = dynamic(() => import('./MegaPanel').then((module) => module.MegaPanel));
export const DrawerRootLazy = dynamic(() => import('./DrawerContent').then((module) => module.DrawerRoot));
export const DrawerSubmenuLazy = dynamic(() => import('./DrawerContent').then((module) => module.DrawerSubmenu));

/** Starts loading the drawer's chunk before it is needed: called when the menu button is pointed at or focused. */
export function preloadDrawer(): void {
  void import('./DrawerContent');
}
