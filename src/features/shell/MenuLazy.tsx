'use client';

import dynamic from 'next/dynamic';

/*
 * The menus' content loads from its own chunks (docs/decisions/015), only for a visitor who reaches
 * for a menu: a mega panel and the drawer's levels are drawn when they first open, and their chunks
 * start loading when the pointer or focus gets near (`preloadMegaPanel`, `preloadDrawer`).
 */
export const MegaPanelLazy = dynamic(() => import('./MegaPanel').then((module) => module.MegaPanel));
export const DrawerRootLazy = dynamic(() => import('./DrawerContent').then((module) => module.DrawerRoot));
export const DrawerSubmenuLazy = dynamic(() => import('./DrawerContent').then((module) => module.DrawerSubmenu));

/** Starts loading the drawer's chunk before it is needed: called when the menu button is pointed at or focused. */
export function preloadDrawer(): void {
  void import('./DrawerContent');
}

/** Starts loading the mega panels' chunk: called when the pointer or focus reaches a desktop menu item. */
export function preloadMegaPanel(): void {
  void import('./MegaPanel');
}
