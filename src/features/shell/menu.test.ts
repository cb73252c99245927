import { describe, expect, it } from 'vitest';
import { MOBILITY_TYPES } from '@/lib/vehicle/enums';
import { drawerQuickLinks, initiallyOpenGroup, MENU_ITEMS, menuItemFor } from './menu';
import type { MenuItem, MenuLink } from './menu-model';
import { CLOSED_MENU, menuReducer, type MenuState } from './menu-state';

function allLinks(item: MenuItem): MenuLink[] {
  return [item.link, item.callToAction, ...item.quickList, ...item.quickLinks, ...item.linkGroups.flatMap((group) => group.links)];
}

describe('menu data', () => {
  it('has one item per mobility type, in position order', () => {
    expect(MENU_ITEMS.map((item) => item.mobilityType)).toEqual([...MOBILITY_TYPES]);
    expect(MENU_ITEMS.map((item) => item.position)).toEqual([1, 2, 3, 4]);
  });

  it('links internally with absolute paths only', () => {
    for (const item of MENU_ITEMS) {
      for (const link of allLinks(item)) {
        expect(link.uri, `${item.mobilityType}: ${link.displayText}`).toMatch(/^\/[a-z0-9\-/]*$/);
        expect(link.external).toBe(false);
        expect(link.displayText.trim()).not.toBe('');
      }
    }
  });

  it('gives every item link groups with a heading and links, without duplicate paths in a group', () => {
    for (const item of MENU_ITEMS) {
      expect(item.linkGroups.length).toBeGreaterThan(0);
      for (const group of item.linkGroups) {
        expect(group.heading.trim()).not.toBe('');
        expect(group.links.length).toBeGreaterThan(0);
        const uris = group.links.map((link) => link.uri);
        expect(new Set(uris).size, group.heading).toBe(uris.length);
      }
    }
  });

  it('uses the themed landing pages and brand pages of the spec', () => {
    const uris = MENU_ITEMS.flatMap(allLinks).map((link) => link.uri);
    expect(uris).toEqual(expect.arrayContaining(['/auto/hatchback', '/auto/merk-volkswagen', '/fietsen/voertuigsoort-elektrische-fiets', '/motoren/naked', '/kamperen/voertuigsoort-camper']));
  });

  it('points each call to action at the unfiltered list and each item link at its home', () => {
    expect(MENU_ITEMS.map((item) => item.callToAction.uri)).toEqual(['/auto', '/fietsen', '/motoren', '/kamperen']);
    expect(MENU_ITEMS.map((item) => item.link.uri)).toEqual(['/', '/fiets', '/motor', '/kamperen']);
  });

  it('puts overview links last in their group', () => {
    for (const group of MENU_ITEMS.flatMap((item) => item.linkGroups)) {
      const firstOverview = group.links.findIndex((link) => link.overview);
      if (firstOverview >= 0) expect(group.links.slice(firstOverview).every((link) => link.overview)).toBe(true);
    }
  });

  it('opens the first accordion group only', () => {
    const car = menuItemFor('car');
    expect(car).toBeDefined();
    const open = (car?.linkGroups ?? []).map((_, index) => initiallyOpenGroup(index));
    expect(open[0]).toBe(true);
    expect(open.slice(1).every((value) => !value)).toBe(true);
  });

  it('drops a quick link that repeats the call to action', () => {
    const camping = menuItemFor('caramper');
    const car = menuItemFor('car');
    expect(camping && drawerQuickLinks(camping)).toEqual([]);
    expect(car && drawerQuickLinks(car).map((link) => link.uri)).toEqual(['/']);
  });
});

describe('menuReducer', () => {
  const open: MenuState = { open: true, selected: null };
  const selected: MenuState = { open: true, selected: 'bicycle' };

  it('toggles open and closed, clearing the selection', () => {
    expect(menuReducer(CLOSED_MENU, { type: 'toggle' })).toEqual(open);
    expect(menuReducer(selected, { type: 'toggle' })).toEqual(CLOSED_MENU);
  });
  it('selects a mobility type only while open', () => {
    expect(menuReducer(open, { type: 'select', mobilityType: 'bicycle' })).toEqual(selected);
    expect(menuReducer(CLOSED_MENU, { type: 'select', mobilityType: 'bicycle' })).toBe(CLOSED_MENU);
  });
  it('goes back to the first level without closing', () => {
    expect(menuReducer(selected, { type: 'back' })).toEqual(open);
    expect(menuReducer(open, { type: 'back' })).toBe(open);
  });
  it('closes on a route change start and on close', () => {
    expect(menuReducer(selected, { type: 'routeChangeStart' })).toEqual(CLOSED_MENU);
    expect(menuReducer(open, { type: 'close' })).toEqual(CLOSED_MENU);
    expect(menuReducer(CLOSED_MENU, { type: 'close' })).toBe(CLOSED_MENU);
  });
});
