import type { FuelCode } from './types';

/** What an option's availability may depend on. */
export interface OptionContext {
  year: number;
  fuel: FuelCode | null;
  premium: boolean;
  body: string;
  kind: string;
  canTow: boolean;
}

/** Option name as dealers write it, base probability, and when it can apply at all. */
export type OptionRule = readonly [name: string, probability: number, when?: (context: OptionContext) => boolean];

const from = (year: number) => (c: OptionContext) => c.year >= year;
const until = (year: number) => (c: OptionContext) => c.year <= year;
const plugs = (c: OptionContext) => c.fuel === 'e' || c.fuel === 'p';
const combustion = (c: OptionContext) => c.fuel !== 'e';
const roomy = (c: OptionContext) => c.body === 'stationwagen' || c.body === 'suvTerreinwagen' || c.body === 'mpv';

export const CAR_OPTIONS: readonly OptionRule[] = [
  ['Centrale deurvergrendeling met afstandsbediening', 0.9],
  ['Elektrische ramen voor en achter', 0.7],
  ['Bluetooth telefoonverbinding', 0.8],
  ['Isofix', 0.7],
  ['Lichtmetalen velgen', 0.7],
  ['Airconditioning', 0.45, until(2016)],
  ['Climate control', 0.6, from(2012)],
  ['Cruise control', 0.55],
  ['Adaptive cruise control', 0.35, from(2016)],
  ['Navigatiesysteem', 0.6],
  ['Apple CarPlay', 0.55, from(2016)],
  ['Android Auto', 0.55, from(2016)],
  ['DAB+ radio', 0.5, from(2015)],
  ['Parkeersensoren achter', 0.55],
  ['Parkeersensoren voor', 0.3],
  ['Achteruitrijcamera', 0.4, from(2014)],
  ['360° camera', 0.08, from(2018)],
  ['Stoelverwarming', 0.35],
  ['Stuurwielverwarming', 0.12, from(2016)],
  ['Trekhaak', 0.25, (c) => c.canTow],
  ['Afneembare trekhaak', 0.1, (c) => c.canTow],
  ['LED-koplampen', 0.35, from(2016)],
  ['Panoramadak', 0.12],
  ['Elektrisch bedienbare achterklep', 0.2, roomy],
  ['Keyless entry', 0.25, from(2014)],
  ['Lane assist', 0.4, from(2016)],
  ['Dodehoekdetectie', 0.2, from(2016)],
  ['Verkeersbordherkenning', 0.3, from(2016)],
  ['Noodremassistent', 0.45, from(2016)],
  ['Head-up display', 0.08, from(2017)],
  ['Lederen bekleding', 0.15],
  ['Elektrisch verstelbare voorstoelen', 0.1],
  ['Sportstoelen', 0.15],
  ['Privacy glass', 0.3],
  ['Regensensor', 0.5],
  ['Lichtsensor', 0.5],
  ['Draadloos opladen', 0.15, from(2018)],
  ['Digitaal instrumentarium', 0.3, from(2018)],
  ['Start/stopsysteem', 0.5, combustion],
  ['Warmtepomp', 0.45, (c) => c.fuel === 'e'],
  ['Snellaadfunctie (DC)', 0.9, (c) => c.fuel === 'e'],
  ['Laadkabel type 2', 0.85, plugs],
  ['Automatisch dimmende binnenspiegel', 0.25],
  ['Armsteun voor', 0.5],
  ['Parkeerassistent', 0.12, from(2015)],
  ['Dakrails', 0.35, roomy],
  ['Mistlampen voor', 0.3],
  ['Ambient lighting', 0.12, from(2018)],
  ['Premium audiosysteem', 0.1],
  ['Elektrisch inklapbare buitenspiegels', 0.35],
  ['Hill-hold control', 0.4],
  ['Voorruitverwarming', 0.08],
];

export const VAN_OPTIONS: readonly OptionRule[] = [
  ['Laadruimtebetimmering', 0.7],
  ['Imperiaal', 0.2],
  ['Schuifdeur rechts', 0.85],
  ['Dubbele schuifdeur', 0.15],
  ['Bijrijdersbank', 0.7],
  ['Tussenschot', 0.8],
  ['Trekhaak', 0.6],
  ['Airconditioning', 0.7],
  ['Cruise control', 0.6],
  ['Navigatiesysteem', 0.4],
  ['Parkeersensoren achter', 0.6],
  ['Achteruitrijcamera', 0.35, from(2016)],
  ['Bluetooth telefoonverbinding', 0.8],
  ['Apple CarPlay', 0.4, from(2018)],
];

export const BICYCLE_OPTIONS: readonly OptionRule[] = [
  ['Ringslot (ART-2)', 0.8],
  ['Insteekketting', 0.3],
  ['Bagagedrager', 0.85, (c) => c.body === 'stadsfiets' || c.body === 'hybrideFiets' || c.body === 'bakfiets'],
  ['Voordrager', 0.15, (c) => c.body === 'stadsfiets'],
  ['Kettingkast', 0.6, (c) => c.body === 'stadsfiets' || c.body === 'kinderfiets' || c.body === 'jeugdfiets'],
  ['LED-verlichting', 0.9, (c) => c.body !== 'racefiets' && c.body !== 'mountainbike'],
  ['Naafdynamo', 0.5, (c) => c.kind === 'fiets' && c.body === 'stadsfiets'],
  ['Dubbele standaard', 0.35, (c) => c.body !== 'racefiets' && c.body !== 'mountainbike'],
  ['Fietstassen', 0.1, (c) => c.body !== 'racefiets' && c.body !== 'mountainbike'],
  ['Display met USB-aansluiting', 0.45, (c) => c.kind !== 'fiets'],
  ['Verende voorvork', 0.5, (c) => c.body === 'hybrideFiets' || c.body === 'mountainbike' || c.body === 'crosshybride'],
  ['Verende zadelpen', 0.3, (c) => c.body !== 'racefiets'],
  ['Schakelondersteuning', 0.2, (c) => c.kind !== 'fiets'],
  ['Telefoonhouder', 0.1],
  ['Spatborden', 0.9, (c) => c.body !== 'racefiets' && c.body !== 'mountainbike'],
  ['GPS-tracker', 0.2, (c) => c.kind !== 'fiets'],
  ['Achteruitkijkspiegel', 0.95, (c) => c.kind === 'highSpeedEbike'],
  ['Regenhuif', 0.7, (c) => c.body === 'bakfiets'],
  ['Bankje met gordels', 0.9, (c) => c.body === 'bakfiets'],
  ['Kinderzitje', 0.08, (c) => c.body === 'stadsfiets'],
  ['Tubeless banden', 0.4, (c) => c.body === 'racefiets' || c.body === 'mountainbike'],
  ['Elektronisch schakelen', 0.15, (c) => c.body === 'racefiets'],
];

export const MOTOR_OPTIONS: readonly OptionRule[] = [
  ['ABS', 0.9, from(2012)],
  ['Tractiecontrole', 0.5, from(2015)],
  ['Quickshifter', 0.2, (c) => c.body !== 'motorscooter'],
  ['Cruise control', 0.3],
  ['Handvatverwarming', 0.35],
  ['Zijkoffers', 0.3, (c) => c.body !== 'crosser' && c.body !== 'enduro'],
  ['Topkoffer', 0.3, (c) => c.body !== 'crosser' && c.body !== 'enduro'],
  ['Valbeugels', 0.3],
  ['Hoog windscherm', 0.2],
  ['LED-verlichting', 0.5, from(2017)],
  ['TFT-display', 0.4, from(2018)],
  ['Bluetooth-connectiviteit', 0.25, from(2018)],
  ['Rijmodi', 0.4, from(2015)],
  ['Bandenspanningscontrole', 0.15],
  ['Middenbok', 0.3],
  ['Navigatiesysteem', 0.1],
  ['Keyless ignition', 0.12, from(2016)],
  ['Sportuitlaat', 0.15, (c) => c.body !== 'motorscooter'],
  ['Tankbeschermer', 0.2, (c) => c.body !== 'motorscooter'],
  ['Kettingsmeersysteem', 0.1, (c) => c.body !== 'motorscooter'],
  ['Zadelverwarming', 0.3, (c) => c.body === 'tourer'],
  ['Elektrisch verstelbaar windscherm', 0.5, (c) => c.body === 'tourer' || c.body === 'touringEnduro'],
  ['Beenschild', 0.25, (c) => c.body === 'motorscooter'],
];

export const CARAVAN_OPTIONS: readonly OptionRule[] = [
  ['Koelkast', 0.95],
  ['Cassettetoilet', 0.85],
  ['Voortent', 0.5],
  ['Luifel', 0.3],
  ['Mover', 0.5],
  ['Fietsendrager', 0.35],
  ['Zonnepaneel', 0.2, from(2012)],
  ['Airconditioning', 0.1],
  ['Dakluik (Heki)', 0.3],
  ['Truma Combi-verwarming', 0.35, from(2008)],
  ['Vloerverwarming', 0.1, from(2012)],
  ['Douche', 0.45],
  ['Oven', 0.3],
  ['Magnetron', 0.15],
  ['Tv-houder', 0.3],
  ['Satellietschotel', 0.1],
  ['Stabilisatiekoppeling (AKS)', 0.6],
  ['Reservewiel', 0.4],
  ['Boiler', 0.4],
  ['Serviceluik', 0.5],
  ['Aluminium velgen', 0.3],
  ['Buitenaansluiting gas', 0.15],
];

export const CAMPER_OPTIONS: readonly OptionRule[] = [
  ['Koelkast', 0.98],
  ['Cassettetoilet', 0.95],
  ['Douche', 0.9],
  ['Luifel', 0.7],
  ['Fietsendrager', 0.6],
  ['Zonnepaneel', 0.5],
  ['Airconditioning cabine', 0.8],
  ['Dakairco', 0.15],
  ['Dakluik (Heki)', 0.6, (c) => c.body !== 'busmodel'],
  ['Truma Combi-verwarming', 0.8],
  ['Achteruitrijcamera', 0.6],
  ['Cruise control', 0.7],
  ['Navigatiesysteem', 0.5],
  ['Trekhaak', 0.3],
  ['Garage', 0.4, (c) => c.body !== 'busmodel'],
  ['Luchtvering', 0.1, (c) => c.body === 'integraal' || c.body === 'halfintegraal'],
  ['Oven', 0.2],
  ['Satellietschotel', 0.25],
  ['Omvormer', 0.3],
  ['Extra accu', 0.3],
  ['Lithium-accu', 0.15, from(2019)],
  ['Draaibare stoelen cabine', 0.7],
  ['Verduistering cabine', 0.6],
  ['Hefdak', 0.6, (c) => c.body === 'busmodel'],
];

export const FOLDING_TRAILER_OPTIONS: readonly OptionRule[] = [
  ['Voortent', 0.6],
  ['Luifel', 0.4],
  ['Keukenblok', 0.6],
  ['Koelbox', 0.3],
  ['Reservewiel', 0.4],
  ['Bagagerek', 0.2],
  ['Zijtent', 0.2],
  ['Vloerbedekking', 0.3],
  ['Kachel', 0.15],
];
