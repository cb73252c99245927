import type { COLOURS, MobilityType } from '@/lib/vehicle/enums';

export type ColourCode = (typeof COLOURS)[number];

/** Dutch colour descriptions per colour code, the way dealers write them in an advert. */
const CAR_NAMES: Record<ColourCode, readonly string[]> = {
  zwart: ['Zwart', 'Zwart metallic', 'Diepzwart parelmoer', 'Pianozwart', 'Onyxzwart metallic'],
  grijs: ['Grijs metallic', 'Donkergrijs metallic', 'Zilvergrijs metallic', 'Antraciet metallic', 'Lichtgrijs', 'Zilver metallic', 'Mat grijs'],
  wit: ['Wit', 'Parelmoer wit', 'Gletsjerwit metallic', 'IJswit', 'Crèmewit'],
  blauw: ['Donkerblauw metallic', 'Blauw metallic', 'Lichtblauw', 'Nachtblauw parelmoer', 'Petrolblauw metallic'],
  rood: ['Rood', 'Rood metallic', 'Donkerrood metallic', 'Kersenrood parelmoer', 'Bordeauxrood metallic'],
  bruin: ['Bruin metallic', 'Bronsbruin metallic', 'Cognac', 'Champagne metallic', 'Beige'],
  overigeKleuren: ['Groen metallic', 'Oranje', 'Geel', 'Donkergroen metallic', 'Paars metallic', 'Mintgroen', 'Turquoise'],
};

const BICYCLE_NAMES: Record<ColourCode, readonly string[]> = {
  zwart: ['Mat zwart', 'Zwart', 'Glanzend zwart'],
  grijs: ['Antraciet', 'Grijs', 'Mat grijs', 'Zilver'],
  wit: ['Wit', 'Ivoor', 'Parelwit'],
  blauw: ['Donkerblauw', 'Petrol', 'Mat blauw', 'Lichtblauw'],
  rood: ['Rood', 'Bordeaux', 'Koraalrood'],
  bruin: ['Zandbeige', 'Taupe', 'Bruin'],
  overigeKleuren: ['Olijfgroen', 'Mintgroen', 'Legergroen', 'Oker', 'Lila'],
};

const CAMPING_NAMES: Record<ColourCode, readonly string[]> = {
  zwart: ['Zwart', 'Zwart metallic'],
  grijs: ['Zilvergrijs', 'Champagnegrijs', 'Grijs metallic', 'Antraciet'],
  wit: ['Wit', 'Wit met grijze striping', 'Alpinewit', 'Wit met decor'],
  blauw: ['Donkerblauw', 'Blauw met wit'],
  rood: ['Rood'],
  bruin: ['Beige', 'Champagne'],
  overigeKleuren: ['Groen', 'Crème'],
};

const WEIGHTS: Record<'car' | 'bicycle' | 'motor' | 'caravan' | 'camper', readonly (readonly [ColourCode, number])[]> = {
  car: [['grijs', 30], ['zwart', 25], ['wit', 17], ['blauw', 12], ['rood', 7], ['bruin', 3], ['overigeKleuren', 6]],
  bicycle: [['zwart', 35], ['grijs', 20], ['blauw', 12], ['wit', 10], ['overigeKleuren', 12], ['rood', 5], ['bruin', 6]],
  motor: [['zwart', 38], ['grijs', 18], ['wit', 10], ['blauw', 12], ['rood', 14], ['overigeKleuren', 7], ['bruin', 1]],
  caravan: [['wit', 85], ['grijs', 10], ['overigeKleuren', 3], ['bruin', 2]],
  camper: [['wit', 66], ['grijs', 26], ['zwart', 3], ['blauw', 2], ['rood', 1], ['bruin', 2]],
};

export function colourWeights(mobilityType: MobilityType, kind: string): readonly (readonly [ColourCode, number])[] {
  if (mobilityType === 'caramper') return kind === 'camper' ? WEIGHTS.camper : WEIGHTS.caravan;
  return WEIGHTS[mobilityType];
}

export function colourNames(mobilityType: MobilityType, colour: ColourCode): readonly string[] {
  if (mobilityType === 'bicycle') return BICYCLE_NAMES[colour];
  if (mobilityType === 'caramper') return CAMPING_NAMES[colour];
  return CAR_NAMES[colour];
}
