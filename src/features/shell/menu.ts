import { HOME_PATH, LIST_ROOT, type MobilityType } from '@/lib/vehicle/mobility';
import { menuLink, type LinkGroup, type MenuItem, type MenuLink } from './menu-model';

/**
 * The mobility menu (product §3 "Menu item"). Its texts are content, like a CMS would deliver them:
 * the names of body types, brands and services. The shell's own copy lives in shell.json.
 * Paths are the product's real URLs (product §2 themed landing pages and brand pages).
 */

function brands(type: MobilityType, names: readonly [string, string][]): LinkGroup {
  const root = LIST_ROOT[type];
  return {
    heading: 'Populaire merken',
    links: [
      ...names.map(([name, slug]) => menuLink(name, `${root}/merk-${slug}`)),
      menuLink('Alle merken', root, { overview: true }),
    ],
  };
}

const car: MenuItem = {
  mobilityType: 'car',
  icon: 'car',
  position: 1,
  link: menuLink("Auto's", HOME_PATH.car),
  callToAction: menuLink('Bekijk alle occasions', LIST_ROOT.car),
  quickList: [menuLink('SUV/terreinwagen', '/auto/suvterreinwagen'), menuLink('Elektrisch', '/auto/alles-over-elektrisch-rijden'), menuLink('Inruilwaarde berekenen', '/inruilwaarde-auto-berekenen')],
  quickLinks: [menuLink("Naar de homepage voor auto's", HOME_PATH.car)],
  linkGroups: [
    {
      heading: 'Carrosserie',
      links: [
        menuLink('Hatchback', '/auto/hatchback'),
        menuLink('SUV/terreinwagen', '/auto/suvterreinwagen'),
        menuLink('Sedan', '/auto/sedan'),
        menuLink('MPV', '/auto/mpv'),
        menuLink('Cabriolet', '/auto/cabriolet'),
      ],
    },
    {
      heading: 'Populaire zoekopdrachten',
      links: [
        menuLink('Stadsauto', '/auto/stadsauto'),
        menuLink('Gezinsauto', '/auto/gezinsauto'),
        menuLink('Hoge instap', '/auto/hoge-instap-auto'),
        menuLink('Zuinige auto', '/auto/zuinige-auto'),
        menuLink('Caravantrekker', '/auto/caravantrekker'),
        menuLink('Youngtimer', '/auto/youngtimer'),
        menuLink('Beginnersauto', '/auto/beginnersauto'),
        menuLink('Elektrisch', '/auto/alles-over-elektrisch-rijden', { title: 'Alles over elektrisch rijden' }),
        menuLink('Hybride', '/auto/alles-over-hybride-rijden', { title: 'Alles over hybride rijden' }),
      ],
    },
    brands('car', [
      ['Volkswagen', 'volkswagen'],
      ['Kia', 'kia'],
      ['Peugeot', 'peugeot'],
      ['Toyota', 'toyota'],
      ['Opel', 'opel'],
      ['Ford', 'ford'],
      ['Renault', 'renault'],
      ['Audi', 'audi'],
      ['BMW', 'bmw'],
      ['Mercedes-Benz', 'mercedes-benz'],
      ['Volvo', 'volvo'],
    ]),
    {
      heading: 'Diensten',
      links: [
        menuLink('Inruilwaarde berekenen', '/inruilwaarde-auto-berekenen'),
        menuLink('Auto verkopen', '/auto-verkopen'),
        menuLink('Autofinanciering', '/financieren/autofinanciering'),
        menuLink('Autoverzekering', '/verzekering/autoverzekering'),
        menuLink('Auto huren', '/verhuur/auto-huren'),
        menuLink('Pechhulp', '/pechhulp'),
      ],
    },
  ],
};

const bicycle: MenuItem = {
  mobilityType: 'bicycle',
  icon: 'bicycle',
  position: 2,
  link: menuLink('Fietsen', HOME_PATH.bicycle),
  callToAction: menuLink('Bekijk alle fietsen', LIST_ROOT.bicycle),
  quickList: [
    menuLink('Elektrische fiets', '/fietsen/voertuigsoort-elektrische-fiets'),
    menuLink('Bakfiets', '/fietsen/bakfiets'),
    menuLink('Keuzehulp e-bike', '/keuzehulp/elektrische-fiets'),
  ],
  quickLinks: [menuLink('Naar de homepage voor fietsen', HOME_PATH.bicycle)],
  linkGroups: [
    {
      heading: 'Soort fiets',
      links: [
        menuLink('Stadsfiets', '/fietsen/stadsfiets'),
        menuLink('Bakfiets', '/fietsen/bakfiets'),
        menuLink('Mountainbike', '/fietsen/mountainbike'),
        menuLink('Hybride fiets', '/fietsen/hybridefiets'),
        menuLink('Elektrische fiets', '/fietsen/voertuigsoort-elektrische-fiets'),
        menuLink('Speed pedelec', '/fietsen/voertuigsoort-speed-pedelec'),
      ],
    },
    brands('bicycle', [
      ['Gazelle', 'gazelle'],
      ['Batavus', 'batavus'],
      ['Giant', 'giant'],
      ['Sparta', 'sparta'],
      ['Cortina', 'cortina'],
      ['Koga', 'koga'],
      ['Pegasus', 'pegasus'],
      ['Specialized', 'specialized'],
    ]),
    {
      heading: 'Diensten',
      links: [menuLink('Fiets lease', '/lease/fiets-lease'), menuLink('Keuzehulp e-bike', '/keuzehulp/elektrische-fiets')],
    },
  ],
};

const motor: MenuItem = {
  mobilityType: 'motor',
  icon: 'motor',
  position: 3,
  link: menuLink('Motoren', HOME_PATH.motor),
  callToAction: menuLink('Bekijk alle motoren', LIST_ROOT.motor),
  quickList: [menuLink('Naked', '/motoren/naked'), menuLink('Tourer', '/motoren/tourer'), menuLink('Allroad', '/motoren/allroad')],
  quickLinks: [menuLink('Naar de homepage voor motoren', HOME_PATH.motor)],
  linkGroups: [
    {
      heading: 'Soort motor',
      links: [
        menuLink('Allroad', '/motoren/allroad'),
        menuLink('Chopper', '/motoren/chopper'),
        menuLink('Naked', '/motoren/naked'),
        menuLink('Tourer', '/motoren/tourer'),
        menuLink('Motorscooter', '/motoren/motorscooter'),
      ],
    },
    brands('motor', [
      ['BMW', 'bmw'],
      ['Harley-Davidson', 'harley-davidson'],
      ['Honda', 'honda'],
      ['Kawasaki', 'kawasaki'],
      ['Suzuki', 'suzuki'],
      ['Yamaha', 'yamaha'],
      ['Triumph', 'triumph'],
      ['KTM', 'ktm'],
    ]),
  ],
};

const caramper: MenuItem = {
  mobilityType: 'caramper',
  icon: 'caramper',
  position: 4,
  link: menuLink('Kamperen', HOME_PATH.caramper),
  callToAction: menuLink('Bekijk alle kampeermiddelen', LIST_ROOT.caramper),
  quickList: [
    menuLink('Camper', '/kamperen/voertuigsoort-camper'),
    menuLink('Caravan', '/kamperen/voertuigsoort-caravan'),
    menuLink('Vouwwagen', '/kamperen/voertuigsoort-vouwwagen'),
  ],
  quickLinks: [menuLink('Naar de homepage voor kamperen', HOME_PATH.caramper)],
  linkGroups: [
    {
      heading: 'Soort kampeermiddel',
      links: [
        menuLink('Caravan', '/kamperen/voertuigsoort-caravan'),
        menuLink('Camper', '/kamperen/voertuigsoort-camper'),
        menuLink('Vouwwagen', '/kamperen/voertuigsoort-vouwwagen'),
        menuLink('Integraal', '/kamperen/integraal'),
        menuLink('Halfintegraal', '/kamperen/halfintegraal'),
        menuLink('Busmodel', '/kamperen/busmodel'),
      ],
    },
    brands('caramper', [
      ['Hobby', 'hobby'],
      ['Knaus', 'knaus'],
      ['Fendt', 'fendt'],
      ['Adria', 'adria'],
      ['Bürstner', 'burstner'],
      ['Dethleffs', 'dethleffs'],
      ['Eriba', 'eriba'],
      ['Weinsberg', 'weinsberg'],
    ]),
  ],
};

export const MENU_ITEMS: readonly MenuItem[] = [car, bicycle, motor, caramper].sort((a, b) => a.position - b.position);

export function menuItemFor(type: MobilityType): MenuItem | undefined {
  return MENU_ITEMS.find((item) => item.mobilityType === type);
}

/** Quick links that lead somewhere the call to action does not (camping's home is its list). */
export function drawerQuickLinks(item: MenuItem): readonly MenuLink[] {
  return item.quickLinks.filter((link) => link.uri !== item.callToAction.uri);
}

/** Which accordion groups start open in the drawer: the first one (product §2). */
export function initiallyOpenGroup(index: number): boolean {
  return index === 0;
}
