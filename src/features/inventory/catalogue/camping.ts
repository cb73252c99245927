import type { CampingBrand, CampingLayout } from './types';

/** One layout: variant name, berths, bed, kitchen, seating, total length in cm. */
const L = (
  variant: string,
  berths: number,
  bed: CampingLayout['bed'],
  kitchen: CampingLayout['kitchen'],
  seating: CampingLayout['seating'],
  lengthCm: number,
): CampingLayout => ({ variant, berths, bed, kitchen, seating, lengthCm });

/** Caravans; Hobby, Knaus, Fendt, Adria and Dethleffs lead the Dutch market. */
export const CARAVAN_BRANDS: readonly CampingBrand[] = [
  {
    name: 'Hobby', weight: 25,
    models: [
      { model: 'De Luxe', kind: 'caravan', body: 'caravan', price: 23000, years: [2008, 2025], weight: 4, emptyMass: 1100, maximumMass: 1350, layouts: [L('460 UFe', 4, 'fransBed', 'middenkeuken', 'frontzit', 690), L('495 UL', 4, 'eenpersoonsbedden', 'middenkeuken', 'frontzit', 731), L('540 UFe', 4, 'fransBed', 'middenkeuken', 'rondzit', 780), L('545 KMF', 6, 'stapelbed', 'middenkeuken', 'frontzit', 790)] },
      { model: 'Excellent', kind: 'caravan', body: 'caravan', price: 27000, years: [2008, 2025], weight: 3, emptyMass: 1200, maximumMass: 1500, layouts: [L('495 UL', 4, 'eenpersoonsbedden', 'middenkeuken', 'frontzit', 731), L('560 KMFe', 6, 'stapelbed', 'middenkeuken', 'frontzit', 800), L('460 UFe', 4, 'fransBed', 'zijkeuken', 'frontzit', 690)] },
      { model: 'Prestige', kind: 'caravan', body: 'caravan', price: 33000, years: [2010, 2025], weight: 1.5, emptyMass: 1350, maximumMass: 1700, layouts: [L('560 UL', 4, 'eenpersoonsbedden', 'middenkeuken', 'rondzit', 808), L('650 UMFe', 5, 'queensbed', 'middenkeuken', 'rondzit', 880)] },
      { model: 'On Tour', kind: 'caravan', body: 'caravan', price: 17500, years: [2010, 2025], weight: 1.5, emptyMass: 900, maximumMass: 1200, layouts: [L('390 SF', 2, 'fransBed', 'frontkeuken', 'achterzit', 590), L('470 KMF', 4, 'stapelbed', 'zijkeuken', 'frontzit', 680)] },
      { model: 'Maxia', kind: 'caravan', body: 'caravan', price: 39000, years: [2019, 2025], weight: 0.6, emptyMass: 1500, maximumMass: 1800, layouts: [L('495 UL', 4, 'eenpersoonsbedden', 'middenkeuken', 'lzit', 740), L('585 UL', 4, 'eenpersoonsbedden', 'achterkeuken', 'lzit', 830)] },
    ],
  },
  {
    name: 'Knaus', weight: 12,
    models: [
      { model: 'Sport', kind: 'caravan', body: 'caravan', price: 21500, years: [2008, 2025], weight: 3, emptyMass: 1000, maximumMass: 1300, layouts: [L('420 QD', 4, 'queensbed', 'zijkeuken', 'dinette', 660), L('460 EU', 4, 'eenpersoonsbedden', 'middenkeuken', 'frontzit', 710), L('500 EU', 4, 'eenpersoonsbedden', 'middenkeuken', 'frontzit', 750)] },
      { model: 'Südwind', kind: 'caravan', body: 'caravan', price: 29500, years: [2010, 2025], weight: 2, emptyMass: 1250, maximumMass: 1600, layouts: [L('500 PF', 4, 'fransBed', 'middenkeuken', 'frontzit', 765), L('580 QS', 4, 'queensbed', 'middenkeuken', 'rondzit', 835)] },
      { model: 'Sport&Fun', kind: 'caravan', body: 'caravan', price: 25500, years: [2014, 2025], weight: 1, emptyMass: 1050, maximumMass: 1400, layouts: [L('480 QL', 4, 'queensbed', 'hoekkeuken', 'lzit', 715)] },
    ],
  },
  {
    name: 'Fendt', weight: 10,
    models: [
      { model: 'Bianco Selection', kind: 'caravan', body: 'caravan', price: 28000, years: [2010, 2025], weight: 3, emptyMass: 1250, maximumMass: 1600, layouts: [L('515 SKM', 6, 'stapelbed', 'middenkeuken', 'frontzit', 790), L('465 SFH', 4, 'fransBed', 'zijkeuken', 'frontzit', 720)] },
      { model: 'Saphir', kind: 'caravan', body: 'caravan', price: 34000, years: [2010, 2025], weight: 2, emptyMass: 1350, maximumMass: 1700, layouts: [L('495 SFB', 4, 'fransBed', 'middenkeuken', 'rondzit', 760), L('515 SG', 4, 'eenpersoonsbedden', 'middenkeuken', 'rondzit', 785)] },
      { model: 'Tendenza', kind: 'caravan', body: 'caravan', price: 38000, years: [2012, 2025], weight: 1, emptyMass: 1400, maximumMass: 1800, layouts: [L('465 TG', 4, 'queensbed', 'zijkeuken', 'rondzit', 735), L('515 SGE', 4, 'eenpersoonsbedden', 'middenkeuken', 'rondzit', 790)] },
      { model: 'Opal', kind: 'caravan', body: 'caravan', price: 46000, years: [2012, 2025], weight: 0.5, emptyMass: 1500, maximumMass: 2000, layouts: [L('560 SRF', 4, 'fransBed', 'achterkeuken', 'rondzit', 840)] },
    ],
  },
  {
    name: 'Adria', weight: 9,
    models: [
      { model: 'Altea', kind: 'caravan', body: 'caravan', price: 20500, years: [2008, 2025], weight: 3, emptyMass: 950, maximumMass: 1300, layouts: [L('432 PX', 4, 'fransBed', 'zijkeuken', 'dinette', 650), L('472 PK', 6, 'stapelbed', 'middenkeuken', 'frontzit', 700), L('542 PK', 6, 'stapelbed', 'middenkeuken', 'frontzit', 780)] },
      { model: 'Adora', kind: 'caravan', body: 'caravan', price: 31500, years: [2010, 2025], weight: 2, emptyMass: 1300, maximumMass: 1700, layouts: [L('573 PT', 4, 'dwarsbed', 'middenkeuken', 'rondzit', 810), L('613 UT', 4, 'eenpersoonsbedden', 'middenkeuken', 'rondzit', 850)] },
      { model: 'Action', kind: 'caravan', body: 'caravan', price: 25500, years: [2013, 2025], weight: 1, emptyMass: 900, maximumMass: 1200, layouts: [L('391 PH', 4, 'hefbed', 'zijkeuken', 'achterzit', 610)] },
      { model: 'Alpina', kind: 'caravan', body: 'caravan', price: 46000, years: [2012, 2025], weight: 0.5, emptyMass: 1550, maximumMass: 2000, layouts: [L('663 UK', 6, 'eenpersoonsbedden', 'middenkeuken', 'rondzit', 890)] },
    ],
  },
  {
    name: 'Dethleffs', weight: 8,
    models: [
      { model: 'Camper', kind: 'caravan', body: 'caravan', price: 27500, years: [2008, 2025], weight: 3, emptyMass: 1150, maximumMass: 1500, layouts: [L('470 FR', 4, 'fransBed', 'middenkeuken', 'frontzit', 705), L('500 QSK', 6, 'stapelbed', 'middenkeuken', 'frontzit', 760)] },
      { model: "c'go", kind: 'caravan', body: 'caravan', price: 22000, years: [2012, 2025], weight: 1.5, emptyMass: 1000, maximumMass: 1300, layouts: [L('495 QSK', 6, 'stapelbed', 'middenkeuken', 'frontzit', 740), L('415 QL', 4, 'queensbed', 'zijkeuken', 'lzit', 650)] },
      { model: 'Nomad', kind: 'caravan', body: 'caravan', price: 36500, years: [2010, 2025], weight: 1, emptyMass: 1400, maximumMass: 1800, layouts: [L('560 RET', 4, 'eenpersoonsbedden', 'middenkeuken', 'rondzit', 820)] },
    ],
  },
  {
    name: 'Eriba', weight: 6,
    models: [
      { model: 'Touring', kind: 'caravan', body: 'caravan', price: 28500, years: [2005, 2025], weight: 3, emptyMass: 900, maximumMass: 1200, layouts: [L('Troll 530', 4, 'dwarsbed', 'zijkeuken', 'dinette', 590), L('Familia 320', 3, 'dwarsbed', 'zijkeuken', 'dinette', 520), L('Triton 430', 4, 'fransBed', 'zijkeuken', 'dinette', 570)] },
      { model: 'Feeling', kind: 'caravan', body: 'caravan', price: 29000, years: [2015, 2025], weight: 1, emptyMass: 1000, maximumMass: 1300, layouts: [L('425', 4, 'fransBed', 'middenkeuken', 'frontzit', 660), L('442', 4, 'eenpersoonsbedden', 'middenkeuken', 'frontzit', 690)] },
    ],
  },
  {
    name: 'Tabbert', weight: 5,
    models: [
      { model: 'Da Vinci', kind: 'caravan', body: 'caravan', price: 31000, years: [2010, 2025], weight: 1.5, emptyMass: 1250, maximumMass: 1600, layouts: [L('460 TD', 4, 'queensbed', 'middenkeuken', 'rondzit', 720)] },
      { model: 'Puccini', kind: 'caravan', body: 'caravan', price: 40000, years: [2010, 2025], weight: 1, emptyMass: 1450, maximumMass: 1800, layouts: [L('550 E', 4, 'eenpersoonsbedden', 'middenkeuken', 'rondzit', 800)] },
      { model: 'Rossini', kind: 'caravan', body: 'caravan', price: 35000, years: [2010, 2025], weight: 1, emptyMass: 1350, maximumMass: 1700, layouts: [L('450 TD', 4, 'queensbed', 'zijkeuken', 'rondzit', 710)] },
    ],
  },
  {
    name: 'LMC', weight: 4,
    models: [
      { model: 'Style', kind: 'caravan', body: 'caravan', price: 24500, years: [2012, 2025], weight: 1.5, emptyMass: 1150, maximumMass: 1500, layouts: [L('470 E', 4, 'eenpersoonsbedden', 'middenkeuken', 'frontzit', 715)] },
      { model: 'Musica', kind: 'caravan', body: 'caravan', price: 30000, years: [2012, 2025], weight: 1, emptyMass: 1300, maximumMass: 1700, layouts: [L('490 K', 6, 'stapelbed', 'middenkeuken', 'frontzit', 750)] },
    ],
  },
  {
    name: 'Kip', weight: 4,
    models: [
      { model: 'Kompakt', kind: 'caravan', body: 'caravan', price: 16000, years: [2000, 2016], weight: 1.5, emptyMass: 900, maximumMass: 1200, layouts: [L('38', 3, 'dwarsbed', 'zijkeuken', 'achterzit', 560)] },
      { model: 'Greyline', kind: 'caravan', body: 'caravan', price: 22000, years: [2002, 2016], weight: 1, emptyMass: 1000, maximumMass: 1300, layouts: [L('45 EK', 4, 'eenpersoonsbedden', 'middenkeuken', 'frontzit', 680), L('41 TDB', 4, 'fransBed', 'zijkeuken', 'frontzit', 640)] },
    ],
  },
  {
    name: 'Caravelair', weight: 4,
    models: [
      { model: 'Antarès', kind: 'caravan', body: 'caravan', price: 18000, years: [2010, 2025], weight: 1.5, emptyMass: 900, maximumMass: 1200, layouts: [L('455', 4, 'fransBed', 'middenkeuken', 'frontzit', 680)] },
      { model: 'Allegra', kind: 'caravan', body: 'caravan', price: 22000, years: [2010, 2025], weight: 1, emptyMass: 1000, maximumMass: 1300, layouts: [L('470', 4, 'eenpersoonsbedden', 'middenkeuken', 'frontzit', 710)] },
    ],
  },
  {
    name: 'Bürstner', weight: 4,
    models: [
      { model: 'Premio Life', kind: 'caravan', body: 'caravan', price: 23000, years: [2012, 2025], weight: 1.5, emptyMass: 1000, maximumMass: 1350, layouts: [L('430 TS', 4, 'queensbed', 'zijkeuken', 'dinette', 660)] },
      { model: 'Averso Plus', kind: 'caravan', body: 'caravan', price: 28000, years: [2012, 2025], weight: 1, emptyMass: 1200, maximumMass: 1500, layouts: [L('510 TK', 6, 'stapelbed', 'middenkeuken', 'frontzit', 770)] },
    ],
  },
  {
    name: 'Sprite', weight: 3,
    models: [
      { model: 'Alpine', kind: 'caravan', body: 'caravan', price: 23500, years: [2012, 2025], weight: 1, emptyMass: 1100, maximumMass: 1400, layouts: [L('4', 4, 'eenpersoonsbedden', 'middenkeuken', 'frontzit', 720)] },
      { model: 'Major', kind: 'caravan', body: 'caravan', price: 24500, years: [2012, 2025], weight: 1, emptyMass: 1150, maximumMass: 1450, layouts: [L('4 SB', 4, 'fransBed', 'middenkeuken', 'frontzit', 730)] },
    ],
  },
  {
    name: 'Weinsberg', weight: 3,
    models: [
      { model: 'CaraOne', kind: 'caravan', body: 'caravan', price: 20500, years: [2014, 2025], weight: 1.5, emptyMass: 1050, maximumMass: 1350, layouts: [L('480 EU', 4, 'eenpersoonsbedden', 'middenkeuken', 'frontzit', 720), L('420 QD', 4, 'queensbed', 'zijkeuken', 'dinette', 650)] },
      { model: 'CaraCito', kind: 'caravan', body: 'caravan', price: 19000, years: [2020, 2025], weight: 1, emptyMass: 950, maximumMass: 1200, layouts: [L('470 QDK', 6, 'stapelbed', 'middenkeuken', 'frontzit', 700)] },
    ],
  },
];

/** Campers: mostly halfintegraal on a Fiat Ducato, some integraal, alkoof and bus campers. */
export const CAMPER_BRANDS: readonly CampingBrand[] = [
  {
    name: 'Knaus', weight: 5,
    models: [
      { model: 'Van TI', kind: 'camper', body: 'halfintegraal', price: 72000, years: [2012, 2025], weight: 2, emptyMass: 2750, maximumMass: 3500, chassis: 'ducato', layouts: [L('640 MEG Vansation', 4, 'eenpersoonsbedden', 'middenkeuken', 'frontzit', 696), L('650 MEG Platinum Selection', 4, 'eenpersoonsbedden', 'middenkeuken', 'lzit', 699)] },
      { model: 'Sky TI', kind: 'camper', body: 'halfintegraal', price: 78000, years: [2012, 2025], weight: 1, emptyMass: 2900, maximumMass: 3500, chassis: 'ducato', layouts: [L('650 MEG', 4, 'eenpersoonsbedden', 'middenkeuken', 'frontzit', 699), L('700 MEG', 4, 'hefbed', 'middenkeuken', 'lzit', 741)] },
      { model: 'Boxstar', kind: 'camper', body: 'busmodel', price: 68000, years: [2014, 2025], weight: 1, emptyMass: 2650, maximumMass: 3500, chassis: 'ducato', layouts: [L('600 Street', 2, 'dwarsbed', 'zijkeuken', 'halfDinette', 599)] },
    ],
  },
  {
    name: 'Hymer', weight: 6,
    models: [
      { model: 'B-Klasse MasterLine', kind: 'camper', body: 'integraal', price: 140000, years: [2016, 2025], weight: 1, emptyMass: 3300, maximumMass: 4250, chassis: 'sprinter', layouts: [L('I 780', 4, 'queensbed', 'middenkeuken', 'lzit', 780)] },
      { model: 'Exsis-t', kind: 'camper', body: 'halfintegraal', price: 82000, years: [2012, 2025], weight: 2, emptyMass: 2750, maximumMass: 3500, chassis: 'ducato', layouts: [L('580', 3, 'eenpersoonsbedden', 'middenkeuken', 'frontzit', 699), L('474', 2, 'fransBed', 'zijkeuken', 'frontzit', 599)] },
      { model: 'ML-T', kind: 'camper', body: 'halfintegraal', price: 105000, years: [2014, 2025], weight: 1, emptyMass: 3000, maximumMass: 3880, chassis: 'sprinter', layouts: [L('570', 3, 'eenpersoonsbedden', 'middenkeuken', 'frontzit', 739)] },
      { model: 'Free', kind: 'camper', body: 'busmodel', price: 70000, years: [2019, 2025], weight: 1.5, emptyMass: 2700, maximumMass: 3500, chassis: 'ducato', layouts: [L('600 Campus', 2, 'dwarsbed', 'zijkeuken', 'halfDinette', 599)] },
    ],
  },
  {
    name: 'Adria', weight: 5,
    models: [
      { model: 'Coral XL Plus', kind: 'camper', body: 'halfintegraal', price: 78000, years: [2014, 2025], weight: 2, emptyMass: 2850, maximumMass: 3500, chassis: 'ducato', layouts: [L('600 SL', 4, 'eenpersoonsbedden', 'middenkeuken', 'frontzit', 700)] },
      { model: 'Twin', kind: 'camper', body: 'busmodel', price: 65000, years: [2012, 2025], weight: 2, emptyMass: 2650, maximumMass: 3500, chassis: 'ducato', layouts: [L('640 SLB', 2, 'eenpersoonsbedden', 'zijkeuken', 'halfDinette', 636), L('600 SPT', 2, 'dwarsbed', 'zijkeuken', 'halfDinette', 599)] },
      { model: 'Matrix Plus', kind: 'camper', body: 'halfintegraal', price: 86000, years: [2014, 2025], weight: 1, emptyMass: 2950, maximumMass: 3500, chassis: 'ducato', layouts: [L('670 SL', 4, 'hefbed', 'middenkeuken', 'lzit', 741)] },
      { model: 'Sonic Plus', kind: 'camper', body: 'integraal', price: 120000, years: [2016, 2025], weight: 0.6, emptyMass: 3150, maximumMass: 4250, chassis: 'ducato', layouts: [L('I 700 SL', 4, 'eenpersoonsbedden', 'middenkeuken', 'lzit', 749)] },
    ],
  },
  {
    name: 'Dethleffs', weight: 5,
    models: [
      { model: 'Trend', kind: 'camper', body: 'halfintegraal', price: 72000, years: [2014, 2025], weight: 2, emptyMass: 2800, maximumMass: 3500, chassis: 'ducato', layouts: [L('T 7057 EB', 4, 'eenpersoonsbedden', 'middenkeuken', 'frontzit', 741)] },
      { model: 'Just 90', kind: 'camper', body: 'halfintegraal', price: 65000, years: [2017, 2025], weight: 1.5, emptyMass: 2750, maximumMass: 3500, chassis: 'ducato', layouts: [L('T 6752 DBL', 4, 'queensbed', 'middenkeuken', 'lzit', 699)] },
      { model: 'Globebus', kind: 'camper', body: 'halfintegraal', price: 70000, years: [2012, 2025], weight: 1, emptyMass: 2700, maximumMass: 3500, chassis: 'ducato', layouts: [L('T 1', 2, 'fransBed', 'zijkeuken', 'frontzit', 599)] },
      { model: 'Pulse', kind: 'camper', body: 'integraal', price: 100000, years: [2016, 2025], weight: 1, emptyMass: 3100, maximumMass: 3500, chassis: 'ducato', layouts: [L('I 7051 EB', 4, 'eenpersoonsbedden', 'middenkeuken', 'lzit', 741)] },
    ],
  },
  {
    name: 'Bürstner', weight: 5,
    models: [
      { model: 'Lyseo TD', kind: 'camper', body: 'halfintegraal', price: 80000, years: [2014, 2025], weight: 2, emptyMass: 2900, maximumMass: 3500, chassis: 'ducato', layouts: [L('690 G', 4, 'eenpersoonsbedden', 'middenkeuken', 'frontzit', 741), L('728 G', 4, 'queensbed', 'middenkeuken', 'lzit', 741)] },
      { model: 'Ixeo IT', kind: 'camper', body: 'integraal', price: 95000, years: [2014, 2025], weight: 1, emptyMass: 3100, maximumMass: 3500, chassis: 'ducato', layouts: [L('744', 4, 'eenpersoonsbedden', 'middenkeuken', 'lzit', 741)] },
      { model: 'Campeo', kind: 'camper', body: 'busmodel', price: 58000, years: [2016, 2025], weight: 1.5, emptyMass: 2600, maximumMass: 3500, chassis: 'ducato', layouts: [L('C 600', 2, 'dwarsbed', 'zijkeuken', 'halfDinette', 599)] },
    ],
  },
  {
    name: 'Hobby', weight: 2,
    models: [
      { model: 'Optima De Luxe', kind: 'camper', body: 'halfintegraal', price: 70000, years: [2014, 2025], weight: 1.5, emptyMass: 2850, maximumMass: 3500, chassis: 'ducato', layouts: [L('T65 GE', 4, 'eenpersoonsbedden', 'middenkeuken', 'frontzit', 714)] },
      { model: 'Vantana', kind: 'camper', body: 'busmodel', price: 62000, years: [2016, 2025], weight: 1, emptyMass: 2650, maximumMass: 3500, chassis: 'ducato', layouts: [L('K65 ET', 2, 'eenpersoonsbedden', 'zijkeuken', 'halfDinette', 636)] },
    ],
  },
  {
    name: 'Weinsberg', weight: 3,
    models: [
      { model: 'CaraSuite', kind: 'camper', body: 'halfintegraal', price: 70000, years: [2016, 2025], weight: 1, emptyMass: 2850, maximumMass: 3500, chassis: 'ducato', layouts: [L('650 MEG', 4, 'eenpersoonsbedden', 'middenkeuken', 'frontzit', 699)] },
      { model: 'CaraBus', kind: 'camper', body: 'busmodel', price: 55000, years: [2014, 2025], weight: 1.5, emptyMass: 2600, maximumMass: 3500, chassis: 'ducato', layouts: [L('600 MQ', 2, 'dwarsbed', 'zijkeuken', 'halfDinette', 599)] },
      { model: 'CaraCompact', kind: 'camper', body: 'halfintegraal', price: 68000, years: [2018, 2025], weight: 1, emptyMass: 2800, maximumMass: 3500, chassis: 'ducato', layouts: [L('600 MEG', 3, 'eenpersoonsbedden', 'middenkeuken', 'frontzit', 659)] },
    ],
  },
  {
    name: 'Sunlight', weight: 3,
    models: [
      { model: 'T', kind: 'camper', body: 'halfintegraal', price: 64000, years: [2014, 2025], weight: 1.5, emptyMass: 2800, maximumMass: 3500, chassis: 'ducato', layouts: [L('67 S', 4, 'eenpersoonsbedden', 'middenkeuken', 'frontzit', 741)] },
      { model: 'Cliff', kind: 'camper', body: 'busmodel', price: 55000, years: [2016, 2025], weight: 1, emptyMass: 2600, maximumMass: 3500, chassis: 'ducato', layouts: [L('600', 2, 'dwarsbed', 'zijkeuken', 'halfDinette', 599)] },
      { model: 'A', kind: 'camper', body: 'alkoof', price: 60000, years: [2014, 2025], weight: 1, emptyMass: 2950, maximumMass: 3500, chassis: 'ducato', layouts: [L('70', 6, 'alkoofbed', 'middenkeuken', 'dinette', 699)] },
    ],
  },
  {
    name: 'Carado', weight: 3,
    models: [
      { model: 'T', kind: 'camper', body: 'halfintegraal', price: 60000, years: [2014, 2025], weight: 1.5, emptyMass: 2800, maximumMass: 3500, chassis: 'ducato', layouts: [L('447', 4, 'queensbed', 'middenkeuken', 'frontzit', 699)] },
      { model: 'A', kind: 'camper', body: 'alkoof', price: 58000, years: [2014, 2025], weight: 1, emptyMass: 2950, maximumMass: 3500, chassis: 'ducato', layouts: [L('464', 6, 'alkoofbed', 'middenkeuken', 'dinette', 699)] },
      { model: 'V', kind: 'camper', body: 'busmodel', price: 52000, years: [2016, 2025], weight: 1, emptyMass: 2600, maximumMass: 3500, chassis: 'ducato', layouts: [L('600', 2, 'dwarsbed', 'zijkeuken', 'halfDinette', 599)] },
    ],
  },
  {
    name: 'Pössl', weight: 4,
    models: [
      { model: 'Summit', kind: 'camper', body: 'busmodel', price: 56000, years: [2016, 2025], weight: 2, emptyMass: 2650, maximumMass: 3500, chassis: 'ducato', layouts: [L('600', 2, 'dwarsbed', 'zijkeuken', 'halfDinette', 599), L('640', 2, 'eenpersoonsbedden', 'zijkeuken', 'halfDinette', 636)] },
      { model: '2Win', kind: 'camper', body: 'busmodel', price: 55000, years: [2012, 2025], weight: 1.5, emptyMass: 2600, maximumMass: 3500, chassis: 'ducato', layouts: [L('R', 2, 'dwarsbed', 'zijkeuken', 'halfDinette', 599)] },
      { model: 'Roadcamp', kind: 'camper', body: 'busmodel', price: 53000, years: [2014, 2025], weight: 1, emptyMass: 2550, maximumMass: 3500, chassis: 'jumper', layouts: [L('R', 2, 'dwarsbed', 'zijkeuken', 'halfDinette', 599)] },
    ],
  },
  {
    name: 'Chausson', weight: 3,
    models: [
      { model: 'Titanium Premium', kind: 'camper', body: 'halfintegraal', price: 72000, years: [2016, 2025], weight: 1.5, emptyMass: 2850, maximumMass: 3500, chassis: 'ducato', layouts: [L('640', 4, 'hefbed', 'middenkeuken', 'lzit', 699)] },
      { model: 'Flash', kind: 'camper', body: 'halfintegraal', price: 62000, years: [2012, 2025], weight: 1, emptyMass: 2800, maximumMass: 3500, chassis: 'transit', layouts: [L('627', 4, 'fransBed', 'middenkeuken', 'lzit', 699)] },
    ],
  },
  {
    name: 'Rapido', weight: 2,
    models: [
      { model: 'Série 6', kind: 'camper', body: 'halfintegraal', price: 74000, years: [2014, 2025], weight: 1.5, emptyMass: 2900, maximumMass: 3500, chassis: 'ducato', layouts: [L('696 F', 4, 'fransBed', 'middenkeuken', 'lzit', 699)] },
      { model: 'Série 80dF', kind: 'camper', body: 'integraal', price: 118000, years: [2014, 2025], weight: 0.8, emptyMass: 3150, maximumMass: 3500, chassis: 'ducato', layouts: [L('8096 dF', 4, 'queensbed', 'middenkeuken', 'lzit', 741)] },
    ],
  },
  {
    name: 'Karmann', weight: 1,
    models: [{ model: 'Dexter', kind: 'camper', body: 'busmodel', price: 60000, years: [2014, 2025], weight: 1, emptyMass: 2700, maximumMass: 3500, chassis: 'ducato', layouts: [L('580', 2, 'dwarsbed', 'zijkeuken', 'halfDinette', 599)] }],
  },
  {
    name: 'Westfalia', weight: 2,
    models: [
      { model: 'Club Joker', kind: 'camper', body: 'busmodel', price: 62000, years: [2016, 2025], weight: 1, emptyMass: 2500, maximumMass: 3000, chassis: 'transporter', layouts: [L('City', 4, 'dwarsbed', 'zijkeuken', 'halfDinette', 490)] },
      { model: 'Kepler', kind: 'camper', body: 'busmodel', price: 63000, years: [2016, 2025], weight: 1, emptyMass: 2600, maximumMass: 3500, chassis: 'jumper', layouts: [L('Six', 2, 'dwarsbed', 'zijkeuken', 'halfDinette', 599)] },
      { model: 'James Cook', kind: 'camper', body: 'busmodel', price: 90000, years: [2016, 2025], weight: 0.5, emptyMass: 2900, maximumMass: 3500, chassis: 'sprinter', layouts: [L('Classic', 4, 'dwarsbed', 'zijkeuken', 'halfDinette', 592)] },
    ],
  },
  {
    name: 'Volkswagen', weight: 3,
    models: [{ model: 'California', kind: 'camper', body: 'busmodel', price: 78000, years: [2014, 2025], weight: 1, emptyMass: 2500, maximumMass: 3000, chassis: 'transporter', layouts: [L('Ocean', 4, 'dwarsbed', 'zijkeuken', 'halfDinette', 490), L('Coast', 4, 'dwarsbed', 'zijkeuken', 'halfDinette', 490), L('Beach', 4, 'dwarsbed', 'zijkeuken', 'halfDinette', 490)] }],
  },
];

/** Folding trailers (vouwwagens). */
export const FOLDING_TRAILER_BRANDS: readonly CampingBrand[] = [
  {
    name: 'Holtkamper', weight: 4,
    models: [
      { model: 'Aero', kind: 'vouwwagen', body: 'vouwwagen', price: 16000, years: [2008, 2025], weight: 1, emptyMass: 550, maximumMass: 850, layouts: [L('', 4, 'dwarsbed', 'zijkeuken', 'dinette', 430), L('Cruiser', 4, 'dwarsbed', 'zijkeuken', 'dinette', 440)] },
      { model: 'Oasis', kind: 'vouwwagen', body: 'vouwwagen', price: 14000, years: [2008, 2025], weight: 1, emptyMass: 500, maximumMass: 750, layouts: [L('', 4, 'dwarsbed', 'zijkeuken', 'dinette', 420)] },
      { model: 'Spirit', kind: 'vouwwagen', body: 'vouwwagen', price: 12000, years: [2005, 2025], weight: 1, emptyMass: 450, maximumMass: 750, layouts: [L('', 4, 'dwarsbed', 'zijkeuken', 'dinette', 400)] },
    ],
  },
  {
    name: 'Combi-Camp', weight: 4,
    models: [
      { model: 'Country', kind: 'vouwwagen', body: 'vouwwagen', price: 9500, years: [2008, 2025], weight: 1, emptyMass: 300, maximumMass: 500, layouts: [L('', 4, 'dwarsbed', 'zijkeuken', 'dinette', 360)] },
      { model: 'Valley', kind: 'vouwwagen', body: 'vouwwagen', price: 11000, years: [2010, 2025], weight: 1, emptyMass: 330, maximumMass: 550, layouts: [L('', 4, 'dwarsbed', 'zijkeuken', 'dinette', 365)] },
      { model: 'Easy', kind: 'vouwwagen', body: 'vouwwagen', price: 7500, years: [2008, 2025], weight: 1, emptyMass: 260, maximumMass: 500, layouts: [L('', 4, 'dwarsbed', 'zijkeuken', 'dinette', 340)] },
      { model: 'Nordic', kind: 'vouwwagen', body: 'vouwwagen', price: 12500, years: [2012, 2025], weight: 0.6, emptyMass: 350, maximumMass: 600, layouts: [L('', 4, 'dwarsbed', 'zijkeuken', 'dinette', 370)] },
    ],
  },
  {
    name: '3DOG', weight: 2,
    models: [
      { model: 'ScoutDog', kind: 'vouwwagen', body: 'vouwwagen', price: 11500, years: [2014, 2025], weight: 1, emptyMass: 350, maximumMass: 750, layouts: [L('', 4, 'dwarsbed', 'zijkeuken', 'dinette', 360)] },
      { model: 'TrailDog', kind: 'vouwwagen', body: 'vouwwagen', price: 14500, years: [2016, 2025], weight: 1, emptyMass: 450, maximumMass: 750, layouts: [L('', 4, 'dwarsbed', 'zijkeuken', 'dinette', 390)] },
    ],
  },
  {
    name: 'Trigano', weight: 2,
    models: [
      { model: 'Galleon', kind: 'vouwwagen', body: 'vouwwagen', price: 10500, years: [2005, 2025], weight: 1, emptyMass: 400, maximumMass: 700, layouts: [L('', 6, 'dwarsbed', 'zijkeuken', 'dinette', 420)] },
      { model: 'Olympe', kind: 'vouwwagen', body: 'vouwwagen', price: 9000, years: [2005, 2025], weight: 1, emptyMass: 350, maximumMass: 600, layouts: [L('', 4, 'dwarsbed', 'zijkeuken', 'dinette', 400)] },
    ],
  },
  {
    name: 'Alpenkreuzer', weight: 1.5,
    models: [
      { model: 'Allegro', kind: 'vouwwagen', body: 'vouwwagen', price: 9500, years: [2000, 2025], weight: 1, emptyMass: 400, maximumMass: 650, layouts: [L('', 4, 'dwarsbed', 'zijkeuken', 'dinette', 410)] },
      { model: 'Prestige', kind: 'vouwwagen', body: 'vouwwagen', price: 11000, years: [2000, 2025], weight: 1, emptyMass: 450, maximumMass: 750, layouts: [L('', 4, 'dwarsbed', 'zijkeuken', 'dinette', 420)] },
    ],
  },
];
