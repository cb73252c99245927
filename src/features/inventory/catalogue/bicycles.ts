import type { BicycleBrand } from './types';

/**
 * Bicycles and e-bikes as Dutch bike shops sell them. gears 0 marks a continuously variable hub
 * (Enviolo/C380); motor brand is absent where the maker builds its own motor (Stromer).
 */
export const BICYCLE_BRANDS: readonly BicycleBrand[] = [
  {
    name: 'Gazelle', weight: 20,
    models: [
      { model: 'Ultimate', variants: ['C380 HMB', 'C380+ HMB'], kind: 'ebike', body: 'hybrideFiets', price: 3799, weight: 3, motorBrand: 'bosch', drive: 'middenmotor', gears: 0, brake: 'hydraulischeSchijfrem', battery: 'geintegreerd', wh: [500, 625] },
      { model: 'Ultimate', variants: ['T10 HMB', 'T10+ HMB'], kind: 'ebike', body: 'hybrideFiets', price: 3999, weight: 2, motorBrand: 'bosch', drive: 'middenmotor', gears: 10, brake: 'hydraulischeSchijfrem', battery: 'geintegreerd', wh: [500, 625] },
      { model: 'Arroyo', variants: ['C7+ HMB Elite', 'C5 HMB Elite', 'C8 HMB'], kind: 'ebike', body: 'stadsfiets', price: 3299, weight: 3, motorBrand: 'bosch', drive: 'middenmotor', gears: 7, brake: 'rollerbrake', battery: 'achterFrame', wh: [400, 500] },
      { model: 'Grenoble', variants: ['C7+ HMB', 'C8 HMB', 'C380 HMB'], kind: 'ebike', body: 'stadsfiets', price: 2999, weight: 3, motorBrand: 'bosch', drive: 'middenmotor', gears: 7, brake: 'rollerbrake', battery: 'frame', wh: [400, 500] },
      { model: 'Orange', variants: ['C7+ HMB', 'C8 HMB'], kind: 'ebike', body: 'stadsfiets', price: 2899, weight: 2, motorBrand: 'bosch', drive: 'middenmotor', gears: 7, brake: 'rollerbrake', battery: 'bagagedrager', wh: [400, 500] },
      { model: 'Paris', variants: ['C7+ HMB', 'C7 HFP'], kind: 'ebike', body: 'stadsfiets', price: 2599, weight: 1.5, motorBrand: 'shimano', drive: 'voorwielmotor', gears: 7, brake: 'rollerbrake', battery: 'bagagedrager', wh: [400, 500] },
      { model: 'Eclipse', variants: ['C380 HMB', 'T11 HMB'], kind: 'ebike', body: 'crosshybride', price: 4499, weight: 1, motorBrand: 'bosch', drive: 'middenmotor', gears: 11, brake: 'hydraulischeSchijfrem', battery: 'geintegreerd', wh: [750] },
      { model: 'Chamonix', variants: ['C7', 'T27', 'C8'], kind: 'fiets', body: 'hybrideFiets', price: 1049, weight: 1.5, gears: 7, brake: 'rollerbrake' },
      { model: 'Miss Grace', variants: ['C7', 'C7 LTD'], kind: 'fiets', body: 'stadsfiets', price: 899, weight: 1.5, gears: 7, brake: 'rollerbrake' },
      { model: 'Esprit', variants: ['C3', 'C7'], kind: 'fiets', body: 'stadsfiets', price: 649, weight: 1, gears: 3, brake: 'terugtraprem' },
    ],
  },
  {
    name: 'Batavus', weight: 12,
    models: [
      { model: 'Finez', variants: ['E-go Power Sport', 'E-go Power Exclusive'], kind: 'ebike', body: 'hybrideFiets', price: 3499, weight: 2, motorBrand: 'bosch', drive: 'middenmotor', gears: 8, brake: 'hydraulischeSchijfrem', battery: 'geintegreerd', wh: [500, 625] },
      { model: 'Altura', variants: ['E-go Power', 'E-go Power Plus'], kind: 'ebike', body: 'stadsfiets', price: 3199, weight: 2, motorBrand: 'bosch', drive: 'middenmotor', gears: 8, brake: 'hydraulischeSchijfrem', battery: 'geintegreerd', wh: [500] },
      { model: 'Dinsdag', variants: ['E-go', 'E-go Plus'], kind: 'ebike', body: 'stadsfiets', price: 2399, weight: 1.5, motorBrand: 'bafang', drive: 'voorwielmotor', gears: 7, brake: 'rollerbrake', battery: 'bagagedrager', wh: [400] },
      { model: 'Razer', variants: ['E-go', 'E-go Exclusive'], kind: 'ebike', body: 'stadsfiets', price: 2999, weight: 1.5, motorBrand: 'bosch', drive: 'middenmotor', gears: 7, brake: 'rollerbrake', battery: 'frame', wh: [400, 500] },
      { model: 'Mambo', variants: ['N7', 'N3'], kind: 'fiets', body: 'stadsfiets', price: 729, weight: 1.5, gears: 7, brake: 'rollerbrake', material: 'staal' },
      { model: 'Quip', variants: ['N7', 'N3'], kind: 'fiets', body: 'stadsfiets', price: 749, weight: 1, gears: 7, brake: 'rollerbrake' },
      { model: 'Snake', variants: ['20 inch', '24 inch'], kind: 'fiets', body: 'kinderfiets', price: 429, weight: 0.8, wheel: 20, gears: 3, brake: 'terugtraprem', material: 'staal' },
    ],
  },
  {
    name: 'Sparta', weight: 10,
    models: [
      { model: 'a-SHINE', variants: ['M8b', 'M10Tb'], kind: 'ebike', body: 'stadsfiets', price: 3299, weight: 2, motorBrand: 'bosch', drive: 'middenmotor', gears: 8, brake: 'hydraulischeSchijfrem', battery: 'geintegreerd', wh: [500, 625] },
      { model: 'c-Grid', variants: ['energy M7b', 'M8b'], kind: 'ebike', body: 'stadsfiets', price: 2799, weight: 2, motorBrand: 'bosch', drive: 'middenmotor', gears: 7, brake: 'rollerbrake', battery: 'frame', wh: [400, 500] },
      { model: 'd-Burst', variants: ['M10Tb', 'M8b'], kind: 'ebike', body: 'hybrideFiets', price: 3799, weight: 1.5, motorBrand: 'bosch', drive: 'middenmotor', gears: 10, brake: 'hydraulischeSchijfrem', battery: 'geintegreerd', wh: [625, 750] },
      { model: 'Pick-Up', variants: ['M8b', 'M7b'], kind: 'ebike', body: 'stadsfiets', price: 3099, weight: 1, motorBrand: 'bosch', drive: 'middenmotor', gears: 8, brake: 'rollerbrake', battery: 'achterFrame', wh: [500] },
      { model: 'ION', variants: ['RXS+', 'RXS+ LTD'], kind: 'ebike', body: 'stadsfiets', price: 2699, weight: 1, motorBrand: 'sparta', drive: 'achterwielmotor', gears: 8, brake: 'rollerbrake', battery: 'bagagedrager', wh: [400, 500] },
      { model: 'Amazone', variants: ['N3', 'N7'], kind: 'fiets', body: 'stadsfiets', price: 799, weight: 1.5, gears: 7, brake: 'rollerbrake', material: 'staal' },
    ],
  },
  {
    name: 'Giant', weight: 9,
    models: [
      { model: 'Explore E+', variants: ['1', '2', '3'], kind: 'ebike', body: 'hybrideFiets', price: 3499, weight: 2, motorBrand: 'giant', drive: 'middenmotor', gears: 10, brake: 'hydraulischeSchijfrem', battery: 'geintegreerd', wh: [500, 625] },
      { model: 'FastRoad E+', variants: ['EX Pro', '2'], kind: 'ebike', body: 'hybrideFiets', price: 3999, weight: 1, motorBrand: 'giant', drive: 'middenmotor', gears: 11, brake: 'hydraulischeSchijfrem', battery: 'geintegreerd', wh: [500] },
      { model: 'Stormguard E+', variants: ['1', '2'], kind: 'ebike', body: 'hybrideFiets', price: 5999, weight: 0.6, motorBrand: 'giant', drive: 'middenmotor', gears: 0, brake: 'hydraulischeSchijfrem', battery: 'geintegreerd', wh: [800] },
      { model: 'Trance X E+', variants: ['2', '3'], kind: 'ebike', body: 'mountainbike', price: 5499, weight: 0.8, motorBrand: 'giant', drive: 'middenmotor', wheel: 29, gears: 12, brake: 'hydraulischeSchijfrem', battery: 'geintegreerd', wh: [625, 750] },
      { model: 'Talon', variants: ['1', '2', '3'], kind: 'fiets', body: 'mountainbike', price: 899, weight: 1.5, wheel: 29, gears: 18, brake: 'hydraulischeSchijfrem' },
      { model: 'Escape', variants: ['2', '3'], kind: 'fiets', body: 'hybrideFiets', price: 699, weight: 1, gears: 21, brake: 'mechanischeSchijfrem' },
      { model: 'Roam', variants: ['2', '3'], kind: 'fiets', body: 'crosshybride', price: 799, weight: 0.8, gears: 18, brake: 'mechanischeSchijfrem' },
      { model: 'TCR Advanced', variants: ['Pro 1', '2', '1+'], kind: 'fiets', body: 'racefiets', price: 2999, weight: 1, gears: 22, brake: 'hydraulischeSchijfrem', material: 'carbon' },
      { model: 'Defy Advanced', variants: ['2', '1'], kind: 'fiets', body: 'racefiets', price: 2699, weight: 0.8, gears: 22, brake: 'hydraulischeSchijfrem', material: 'carbon' },
    ],
  },
  {
    name: 'Koga', weight: 4,
    models: [
      { model: 'Pace', variants: ['B10', 'B04', 'B20'], kind: 'ebike', body: 'hybrideFiets', price: 4299, weight: 2, motorBrand: 'bosch', drive: 'middenmotor', gears: 10, brake: 'hydraulischeSchijfrem', battery: 'geintegreerd', wh: [625] },
      { model: 'Pace', variants: ['S10'], kind: 'highSpeedEbike', body: 'hybrideFiets', price: 5999, weight: 0.8, motorBrand: 'bosch', drive: 'middenmotor', gears: 10, brake: 'hydraulischeSchijfrem', battery: 'geintegreerd', wh: [625, 750] },
      { model: 'E-Nova', variants: ['Evo PT', 'Evo'], kind: 'ebike', body: 'hybrideFiets', price: 3999, weight: 1, motorBrand: 'bosch', drive: 'middenmotor', gears: 10, brake: 'hydraulischeSchijfrem', battery: 'geintegreerd', wh: [625] },
      { model: 'F3', variants: ['6.0', '5.0'], kind: 'fiets', body: 'hybrideFiets', price: 1299, weight: 1, gears: 27, brake: 'hydraulischeSchijfrem' },
      { model: 'WorldTraveller', variants: ['', 'Signature'], kind: 'fiets', body: 'hybrideFiets', price: 1999, weight: 0.6, gears: 30, brake: 'hydraulischeSchijfrem' },
      { model: 'Colmaro', variants: ['Allroad', 'Extreme'], kind: 'fiets', body: 'racefiets', price: 2299, weight: 0.5, gears: 22, brake: 'hydraulischeSchijfrem' },
    ],
  },
  {
    name: 'Pegasus', weight: 3,
    models: [
      { model: 'Solero', variants: ['E8F', 'E8 Lite'], kind: 'ebike', body: 'stadsfiets', price: 1999, weight: 2, motorBrand: 'bosch', drive: 'middenmotor', gears: 8, brake: 'rollerbrake', battery: 'frame', wh: [400, 500] },
      { model: 'Premio', variants: ['E10', 'E11 Lite'], kind: 'ebike', body: 'hybrideFiets', price: 2999, weight: 1, motorBrand: 'bosch', drive: 'middenmotor', gears: 10, brake: 'hydraulischeSchijfrem', battery: 'geintegreerd', wh: [500, 625] },
      { model: 'Piazza', variants: ['7', '3'], kind: 'fiets', body: 'stadsfiets', price: 649, weight: 1, gears: 7, brake: 'rollerbrake' },
    ],
  },
  {
    name: 'Cortina', weight: 4,
    models: [
      { model: 'E-Common', variants: ['N7', 'ND7'], kind: 'ebike', body: 'stadsfiets', price: 1899, weight: 1.5, motorBrand: 'shimano', drive: 'middenmotor', gears: 7, brake: 'rollerbrake', battery: 'frame', wh: [400, 500] },
      { model: 'E-U4', variants: ['Transport', 'ND3'], kind: 'ebike', body: 'stadsfiets', price: 1799, weight: 1, motorBrand: 'bafang', drive: 'voorwielmotor', gears: 3, brake: 'rollerbrake', battery: 'bagagedrager', wh: [400] },
      { model: 'U4', variants: ['Transport N3', 'Solid'], kind: 'fiets', body: 'stadsfiets', price: 769, weight: 1.5, gears: 3, brake: 'rollerbrake', material: 'staal' },
      { model: 'Common', variants: ['N3', 'N7'], kind: 'fiets', body: 'stadsfiets', price: 699, weight: 1, gears: 7, brake: 'rollerbrake' },
      { model: 'Foggia', variants: ['N3', 'N7'], kind: 'fiets', body: 'stadsfiets', price: 749, weight: 0.8, gears: 3, brake: 'rollerbrake' },
    ],
  },
  {
    name: 'Stromer', weight: 2,
    models: [
      { model: 'ST1', variants: ['X', 'Sport'], kind: 'highSpeedEbike', body: 'hybrideFiets', price: 4990, weight: 1, drive: 'achterwielmotor', gears: 9, brake: 'hydraulischeSchijfrem', battery: 'geintegreerd', wh: [618, 720] },
      { model: 'ST3', variants: ['Sport', 'Pinion'], kind: 'highSpeedEbike', body: 'hybrideFiets', price: 7490, weight: 1, drive: 'achterwielmotor', gears: 9, brake: 'hydraulischeSchijfrem', battery: 'geintegreerd', wh: [720, 800] },
      { model: 'ST5', variants: ['ABS', 'Pinion'], kind: 'highSpeedEbike', body: 'hybrideFiets', price: 9990, weight: 0.5, drive: 'achterwielmotor', gears: 6, brake: 'hydraulischeSchijfrem', battery: 'geintegreerd', wh: [800] },
    ],
  },
  {
    name: 'QWIC', weight: 3,
    models: [
      { model: 'Premium i', variants: ['MN7+', 'MN8 Tour'], kind: 'ebike', body: 'stadsfiets', price: 2899, weight: 1.5, motorBrand: 'ananda', drive: 'middenmotor', gears: 7, brake: 'rollerbrake', battery: 'geintegreerd', wh: [500, 625] },
      { model: 'Premium Q', variants: ['MN7D+', 'MD11'], kind: 'ebike', body: 'stadsfiets', price: 3299, weight: 1, motorBrand: 'ananda', drive: 'middenmotor', gears: 7, brake: 'hydraulischeSchijfrem', battery: 'geintegreerd', wh: [500, 625] },
      { model: 'Performance', variants: ['RD11 Speed', 'RD10 Speed'], kind: 'highSpeedEbike', body: 'hybrideFiets', price: 4499, weight: 1, motorBrand: 'bafang', drive: 'achterwielmotor', gears: 11, brake: 'hydraulischeSchijfrem', battery: 'geintegreerd', wh: [625, 750] },
    ],
  },
  {
    name: 'Riese & Müller', weight: 2,
    models: [
      { model: 'Supercharger GT', variants: ['vario', 'touring'], kind: 'ebike', body: 'hybrideFiets', price: 6999, weight: 1, motorBrand: 'bosch', drive: 'middenmotor', gears: 0, brake: 'hydraulischeSchijfrem', battery: 'geintegreerd', wh: [625, 750] },
      { model: 'Nevo GT', variants: ['vario', 'touring'], kind: 'ebike', body: 'stadsfiets', price: 6299, weight: 1, motorBrand: 'bosch', drive: 'middenmotor', gears: 0, brake: 'hydraulischeSchijfrem', battery: 'geintegreerd', wh: [625] },
      { model: 'Load 75', variants: ['vario', 'touring'], kind: 'ebike', body: 'bakfiets', price: 8999, weight: 0.8, motorBrand: 'bosch', drive: 'middenmotor', wheel: 26, gears: 0, brake: 'hydraulischeSchijfrem', battery: 'frame', wh: [500, 625] },
      { model: 'Delite GT', variants: ['HS vario', 'HS rohloff'], kind: 'highSpeedEbike', body: 'hybrideFiets', price: 8999, weight: 0.6, motorBrand: 'bosch', drive: 'middenmotor', gears: 0, brake: 'hydraulischeSchijfrem', battery: 'geintegreerd', wh: [625, 750] },
    ],
  },
  {
    name: 'Babboe', weight: 2,
    models: [
      { model: 'City-E', variants: ['', 'Plus'], kind: 'ebike', body: 'bakfiets', price: 3299, weight: 1.5, motorBrand: 'bafang', drive: 'voorwielmotor', wheel: 26, gears: 7, brake: 'trommelrem', battery: 'frame', wh: [400, 500] },
      { model: 'Curve-E', variants: ['', 'Plus'], kind: 'ebike', body: 'bakfiets', price: 3699, weight: 1, motorBrand: 'bafang', drive: 'voorwielmotor', wheel: 26, gears: 7, brake: 'trommelrem', battery: 'frame', wh: [500] },
      { model: 'Big-E', variants: ['', 'Plus'], kind: 'ebike', body: 'bakfiets', price: 3499, weight: 1, motorBrand: 'bafang', drive: 'voorwielmotor', wheel: 26, gears: 7, brake: 'trommelrem', battery: 'frame', wh: [500] },
      { model: 'City', variants: ['', 'Mountain'], kind: 'fiets', body: 'bakfiets', price: 1699, weight: 0.5, wheel: 26, gears: 7, brake: 'trommelrem', material: 'staal' },
    ],
  },
  {
    name: 'Urban Arrow', weight: 2,
    models: [
      { model: 'Family', variants: ['Cargo Line', 'Performance Line'], kind: 'ebike', body: 'bakfiets', price: 6499, weight: 2, motorBrand: 'bosch', drive: 'middenmotor', wheel: 26, gears: 0, brake: 'hydraulischeSchijfrem', battery: 'frame', wh: [500, 625] },
      { model: 'Shorty', variants: ['Cargo Line', 'Performance'], kind: 'ebike', body: 'bakfiets', price: 5999, weight: 0.6, motorBrand: 'bosch', drive: 'middenmotor', wheel: 26, gears: 0, brake: 'hydraulischeSchijfrem', battery: 'frame', wh: [500] },
    ],
  },
  {
    name: 'Trek', weight: 3,
    models: [
      { model: 'Allant+', variants: ['7', '8'], kind: 'ebike', body: 'hybrideFiets', price: 3999, weight: 1.5, motorBrand: 'bosch', drive: 'middenmotor', gears: 10, brake: 'hydraulischeSchijfrem', battery: 'geintegreerd', wh: [500, 625] },
      { model: 'Rail', variants: ['9.7', '9.8'], kind: 'ebike', body: 'mountainbike', price: 6499, weight: 0.6, motorBrand: 'bosch', drive: 'middenmotor', wheel: 29, gears: 12, brake: 'hydraulischeSchijfrem', battery: 'geintegreerd', wh: [625, 750] },
      { model: 'Marlin', variants: ['5', '7'], kind: 'fiets', body: 'mountainbike', price: 799, weight: 1.5, wheel: 29, gears: 16, brake: 'hydraulischeSchijfrem' },
      { model: 'FX', variants: ['2', '3 Disc'], kind: 'fiets', body: 'hybrideFiets', price: 799, weight: 1, gears: 18, brake: 'hydraulischeSchijfrem' },
      { model: 'Domane', variants: ['SL 5', 'SL 6', 'AL 3'], kind: 'fiets', body: 'racefiets', price: 2999, weight: 1, gears: 22, brake: 'hydraulischeSchijfrem', material: 'carbon' },
    ],
  },
  {
    name: 'Cube', weight: 3,
    models: [
      { model: 'Kathmandu Hybrid', variants: ['Pro 625', 'EXC 750', 'ONE 625'], kind: 'ebike', body: 'hybrideFiets', price: 3699, weight: 1.5, motorBrand: 'bosch', drive: 'middenmotor', gears: 10, brake: 'hydraulischeSchijfrem', battery: 'geintegreerd', wh: [625, 750] },
      { model: 'Reaction Hybrid', variants: ['Pro 625', 'Performance 500'], kind: 'ebike', body: 'mountainbike', price: 2999, weight: 1, motorBrand: 'bosch', drive: 'middenmotor', wheel: 29, gears: 11, brake: 'hydraulischeSchijfrem', battery: 'geintegreerd', wh: [500, 625] },
      { model: 'Touring Hybrid', variants: ['ONE 500', 'Pro 625'], kind: 'ebike', body: 'hybrideFiets', price: 2799, weight: 1, motorBrand: 'bosch', drive: 'middenmotor', gears: 10, brake: 'hydraulischeSchijfrem', battery: 'frame', wh: [500, 625] },
      { model: 'Attain', variants: ['GTC', 'SL'], kind: 'fiets', body: 'racefiets', price: 1499, weight: 0.8, gears: 22, brake: 'hydraulischeSchijfrem', material: 'carbon' },
      { model: 'Aim', variants: ['Pro', 'SL'], kind: 'fiets', body: 'mountainbike', price: 649, weight: 1, wheel: 29, gears: 16, brake: 'mechanischeSchijfrem' },
    ],
  },
  {
    name: 'Specialized', weight: 3,
    models: [
      { model: 'Turbo Vado', variants: ['4.0', '5.0', 'SL 4.0'], kind: 'ebike', body: 'hybrideFiets', price: 3900, weight: 1.5, motorBrand: 'brose', drive: 'middenmotor', gears: 11, brake: 'hydraulischeSchijfrem', battery: 'geintegreerd', wh: [500, 700] },
      { model: 'Turbo Levo', variants: ['Comp', 'Expert'], kind: 'ebike', body: 'mountainbike', price: 6500, weight: 0.8, motorBrand: 'brose', drive: 'middenmotor', wheel: 29, gears: 12, brake: 'hydraulischeSchijfrem', battery: 'geintegreerd', wh: [700] },
      { model: 'Tarmac', variants: ['SL7 Sport', 'SL7 Comp'], kind: 'fiets', body: 'racefiets', price: 3500, weight: 1, gears: 22, brake: 'hydraulischeSchijfrem', material: 'carbon' },
      { model: 'Rockhopper', variants: ['Sport', 'Comp'], kind: 'fiets', body: 'mountainbike', price: 749, weight: 1, wheel: 29, gears: 16, brake: 'hydraulischeSchijfrem' },
      { model: 'Sirrus X', variants: ['3.0', '4.0'], kind: 'fiets', body: 'hybrideFiets', price: 999, weight: 0.8, gears: 10, brake: 'hydraulischeSchijfrem' },
    ],
  },
  {
    name: 'Cannondale', weight: 2,
    models: [
      { model: 'Mavaro Neo', variants: ['2', '5'], kind: 'ebike', body: 'hybrideFiets', price: 3999, weight: 1, motorBrand: 'bosch', drive: 'middenmotor', gears: 10, brake: 'hydraulischeSchijfrem', battery: 'geintegreerd', wh: [625] },
      { model: 'SuperSix EVO', variants: ['Carbon 105', 'Hi-Mod'], kind: 'fiets', body: 'racefiets', price: 3299, weight: 1, gears: 22, brake: 'hydraulischeSchijfrem', material: 'carbon' },
      { model: 'Topstone', variants: ['2', '3'], kind: 'fiets', body: 'racefiets', price: 1499, weight: 0.8, gears: 20, brake: 'mechanischeSchijfrem' },
      { model: 'Trail', variants: ['6', '7'], kind: 'fiets', body: 'mountainbike', price: 749, weight: 0.8, wheel: 29, gears: 16, brake: 'mechanischeSchijfrem' },
      { model: 'Quick', variants: ['4', '6'], kind: 'fiets', body: 'hybrideFiets', price: 699, weight: 0.6, gears: 16, brake: 'velgrem' },
    ],
  },
  {
    name: 'Scott', weight: 2,
    models: [
      { model: 'Sub Cross eRIDE', variants: ['20', '30'], kind: 'ebike', body: 'hybrideFiets', price: 2999, weight: 1, motorBrand: 'bosch', drive: 'middenmotor', gears: 10, brake: 'hydraulischeSchijfrem', battery: 'geintegreerd', wh: [500, 625] },
      { model: 'Strike eRIDE', variants: ['930', '920'], kind: 'ebike', body: 'mountainbike', price: 5999, weight: 0.5, motorBrand: 'bosch', drive: 'middenmotor', wheel: 29, gears: 12, brake: 'hydraulischeSchijfrem', battery: 'geintegreerd', wh: [625, 750] },
      { model: 'Scale', variants: ['970', '980'], kind: 'fiets', body: 'mountainbike', price: 1099, weight: 1, wheel: 29, gears: 12, brake: 'hydraulischeSchijfrem' },
      { model: 'Addict RC', variants: ['30', '40'], kind: 'fiets', body: 'racefiets', price: 3999, weight: 0.6, gears: 22, brake: 'hydraulischeSchijfrem', material: 'carbon' },
    ],
  },
  {
    name: 'Union', weight: 3,
    models: [
      { model: 'Flow', variants: ['E-bike', 'Plus'], kind: 'ebike', body: 'stadsfiets', price: 1599, weight: 1.5, motorBrand: 'bafang', drive: 'voorwielmotor', gears: 7, brake: 'rollerbrake', battery: 'bagagedrager', wh: [400, 500] },
      { model: 'Aurora', variants: ['E-bike', 'Plus'], kind: 'ebike', body: 'stadsfiets', price: 1799, weight: 1, motorBrand: 'bafang', drive: 'middenmotor', gears: 7, brake: 'rollerbrake', battery: 'frame', wh: [400, 500] },
      { model: 'Varese', variants: ['N3', 'N7'], kind: 'fiets', body: 'stadsfiets', price: 599, weight: 1, gears: 3, brake: 'terugtraprem', material: 'staal' },
      { model: 'Splash', variants: ['24 inch', '26 inch'], kind: 'fiets', body: 'jeugdfiets', price: 449, weight: 0.6, wheel: 24, gears: 3, brake: 'terugtraprem', material: 'staal' },
    ],
  },
  {
    name: 'Kalkhoff', weight: 3,
    models: [
      { model: 'Image', variants: ['3.B Move', '5.B Excite'], kind: 'ebike', body: 'stadsfiets', price: 3199, weight: 1.5, motorBrand: 'bosch', drive: 'middenmotor', gears: 8, brake: 'hydraulischeSchijfrem', battery: 'frame', wh: [500, 625] },
      { model: 'Endeavour', variants: ['5.B Excite', '3.B Move'], kind: 'ebike', body: 'hybrideFiets', price: 3499, weight: 1, motorBrand: 'bosch', drive: 'middenmotor', gears: 10, brake: 'hydraulischeSchijfrem', battery: 'geintegreerd', wh: [625] },
    ],
  },
  {
    name: 'Brompton', weight: 0.8,
    models: [{ model: 'C Line', variants: ['Explore', 'Urban'], kind: 'fiets', body: 'vouwfiets', price: 1799, weight: 1, wheel: 16, gears: 6, brake: 'velgrem', material: 'staal' }],
  },
  {
    name: 'Electra', weight: 0.6,
    models: [{ model: 'Townie', variants: ['7D', '3i'], kind: 'fiets', body: 'cruiserfiets', price: 599, weight: 1, wheel: 26, gears: 7, brake: 'velgrem' }],
  },
];
