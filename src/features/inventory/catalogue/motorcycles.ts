import type { MotorBrand } from './types';

/**
 * Motorcycles and scooters on sale at Dutch dealers: real models with their category, engine
 * capacity (cc), power (kW) and new price (euros). BMW Motorrad appears as "BMW", Honda's
 * motorcycles as "Honda" (its icon is honda-motorcycle).
 */
export const MOTOR_BRANDS: readonly MotorBrand[] = [
  {
    name: 'Yamaha', weight: 18, factoryWarrantyYears: 2,
    models: [
      { model: 'MT-07', body: 'naked', cc: 689, kw: 54, price: 8500, years: [2014, 2025], weight: 5, variants: ['ABS', '35 kW A2', 'Pure'] },
      { model: 'MT-09', body: 'naked', cc: 890, kw: 87, price: 11500, years: [2014, 2025], weight: 3, variants: ['', 'SP', 'ABS'] },
      { model: 'MT-125', body: 'naked', cc: 125, kw: 11, price: 5400, years: [2015, 2025], weight: 1.5, variants: ['ABS'] },
      { model: 'Tracer 9 GT', body: 'sportTouring', cc: 890, kw: 87, price: 15500, years: [2018, 2025], weight: 2, variants: ['', 'Tech Edition'] },
      { model: 'Tracer 7', body: 'sportTouring', cc: 689, kw: 54, price: 10500, years: [2020, 2025], weight: 1.5, variants: ['', 'GT', '35 kW A2'] },
      { model: 'Ténéré 700', body: 'allroad', cc: 689, kw: 54, price: 11500, years: [2019, 2025], weight: 2.5, variants: ['', 'World Raid', 'Rally Edition'] },
      { model: 'XSR700', body: 'classic', cc: 689, kw: 54, price: 9300, years: [2016, 2025], weight: 1.5, variants: ['', 'XTribute', '35 kW A2'] },
      { model: 'XSR125', body: 'naked', cc: 125, kw: 11, price: 5500, years: [2021, 2025], weight: 1, variants: ['Legacy', ''] },
      { model: 'YZF-R7', body: 'sport', cc: 689, kw: 54, price: 10200, years: [2022, 2025], weight: 1, variants: ['', '35 kW A2'] },
      { model: 'YZF-R1', body: 'superSport', cc: 998, kw: 147, price: 21000, years: [2015, 2025], weight: 0.6, variants: ['', 'M'] },
      { model: 'NMAX 125', body: 'motorscooter', cc: 125, kw: 9, price: 4100, years: [2016, 2025], weight: 2, automatic: true, variants: ['', 'Tech MAX'] },
      { model: 'XMAX 300', body: 'motorscooter', cc: 292, kw: 20, price: 7000, years: [2017, 2025], weight: 1.5, automatic: true, variants: ['', 'Tech MAX'] },
      { model: 'TMAX 560', body: 'motorscooter', cc: 562, kw: 35, price: 14500, years: [2020, 2025], weight: 1, automatic: true, variants: ['', 'Tech MAX'] },
    ],
  },
  {
    name: 'Kawasaki', weight: 12, factoryWarrantyYears: 2,
    models: [
      { model: 'Z650', body: 'naked', cc: 649, kw: 50, price: 7600, years: [2017, 2025], weight: 4, variants: ['', 'Performance', '35 kW A2'] },
      { model: 'Z900', body: 'naked', cc: 948, kw: 92, price: 10500, years: [2017, 2025], weight: 3, variants: ['', 'Performance', 'SE'] },
      { model: 'Z900RS', body: 'classic', cc: 948, kw: 82, price: 13500, years: [2018, 2025], weight: 1.5, variants: ['', 'Café', 'SE'] },
      { model: 'Ninja 650', body: 'sport', cc: 649, kw: 50, price: 8300, years: [2017, 2025], weight: 2, variants: ['', 'Performance', '35 kW A2'] },
      { model: 'Ninja 1000SX', body: 'sportTouring', cc: 1043, kw: 104, price: 15000, years: [2020, 2025], weight: 1.5, variants: ['', 'Tourer', 'Performance'] },
      { model: 'Ninja ZX-10R', body: 'superSport', cc: 998, kw: 149, price: 21000, years: [2016, 2025], weight: 0.5, variants: ['', 'Performance'] },
      { model: 'Versys 650', body: 'allroad', cc: 649, kw: 50, price: 9300, years: [2015, 2025], weight: 2, variants: ['', 'Tourer', 'Grand Tourer'] },
      { model: 'Versys 1000', body: 'allroad', cc: 1043, kw: 88, price: 15500, years: [2015, 2025], weight: 1, variants: ['SE', 'Grand Tourer'] },
      { model: 'Vulcan S', body: 'cruiser', cc: 649, kw: 45, price: 8000, years: [2015, 2025], weight: 1.5, variants: ['', 'Café', '35 kW A2'] },
      { model: 'KX450', body: 'crosser', cc: 449, kw: 40, price: 9800, years: [2019, 2025], weight: 0.4, variants: [''] },
    ],
  },
  {
    name: 'Honda', weight: 13, factoryWarrantyYears: 2,
    models: [
      { model: 'CB500F', body: 'naked', cc: 471, kw: 35, price: 6800, years: [2013, 2025], weight: 2.5, variants: ['ABS', ''] },
      { model: 'CB650R', body: 'naked', cc: 649, kw: 70, price: 9300, years: [2019, 2025], weight: 2, variants: ['', 'E-Clutch', 'Neo Sports Café'] },
      { model: 'CB750 Hornet', body: 'naked', cc: 755, kw: 67, price: 8600, years: [2023, 2025], weight: 2, variants: ['', '35 kW A2'] },
      { model: 'CB125R', body: 'naked', cc: 125, kw: 11, price: 5300, years: [2018, 2025], weight: 1, variants: [''] },
      { model: 'NC750X', body: 'allroad', cc: 745, kw: 43, price: 9400, years: [2014, 2025], weight: 2.5, variants: ['DCT', 'ABS', 'Travel Edition'] },
      { model: 'CRF1100L Africa Twin', body: 'touringEnduro', cc: 1084, kw: 75, price: 16500, years: [2016, 2025], weight: 2, variants: ['', 'Adventure Sports', 'DCT'] },
      { model: 'GL1800 Gold Wing', body: 'tourer', cc: 1833, kw: 93, price: 36000, years: [2018, 2025], weight: 0.6, variants: ['Tour', 'Tour DCT'] },
      { model: 'CBR650R', body: 'sport', cc: 649, kw: 70, price: 9800, years: [2019, 2025], weight: 1, variants: ['', '35 kW A2'] },
      { model: 'CBR1000RR-R Fireblade', body: 'superSport', cc: 1000, kw: 160, price: 24500, years: [2020, 2025], weight: 0.4, variants: ['', 'SP'] },
      { model: 'Forza 350', body: 'motorscooter', cc: 330, kw: 21, price: 6600, years: [2021, 2025], weight: 1.5, automatic: true, variants: ['', 'Smart Key'] },
      { model: 'PCX 125', body: 'motorscooter', cc: 125, kw: 9, price: 3900, years: [2014, 2025], weight: 2, automatic: true, variants: [''] },
      { model: 'X-ADV', body: 'motorscooter', cc: 745, kw: 43, price: 13500, years: [2017, 2025], weight: 1, automatic: true, variants: ['', 'Travel Edition'] },
      { model: 'CMX500 Rebel', body: 'cruiser', cc: 471, kw: 34, price: 6900, years: [2017, 2025], weight: 1.5, variants: ['', 'S Edition'] },
      { model: 'CRF300L', body: 'enduro', cc: 286, kw: 20, price: 6500, years: [2021, 2025], weight: 0.6, variants: ['', 'Rally'] },
    ],
  },
  {
    name: 'BMW', weight: 12, factoryWarrantyYears: 2,
    models: [
      { model: 'R 1250 GS', body: 'touringEnduro', cc: 1254, kw: 100, price: 22500, years: [2019, 2024], weight: 4, variants: ['', 'Adventure', 'Exclusive', 'Rallye'] },
      { model: 'R 1300 GS', body: 'touringEnduro', cc: 1300, kw: 107, price: 24500, years: [2024, 2025], weight: 1, variants: ['', 'Trophy', 'Triple Black'] },
      { model: 'R 1250 RT', body: 'tourer', cc: 1254, kw: 100, price: 25000, years: [2019, 2025], weight: 1.5, variants: ['', 'Elegance', 'Sport'] },
      { model: 'R 1250 RS', body: 'sportTouring', cc: 1254, kw: 100, price: 19500, years: [2019, 2025], weight: 0.8, variants: ['', 'Sport'] },
      { model: 'F 850 GS', body: 'allroad', cc: 853, kw: 70, price: 13500, years: [2018, 2024], weight: 2, variants: ['', 'Adventure', 'Rallye'] },
      { model: 'F 900 R', body: 'naked', cc: 895, kw: 77, price: 10500, years: [2020, 2025], weight: 1.5, variants: ['', 'Sport', '35 kW A2'] },
      { model: 'S 1000 RR', body: 'superSport', cc: 999, kw: 152, price: 23000, years: [2019, 2025], weight: 0.6, variants: ['', 'M Package'] },
      { model: 'R nineT', body: 'classic', cc: 1170, kw: 80, price: 17000, years: [2014, 2024], weight: 1, variants: ['', 'Scrambler', 'Pure', 'Urban G/S'] },
      { model: 'C 400 GT', body: 'motorscooter', cc: 350, kw: 25, price: 8300, years: [2019, 2025], weight: 1, automatic: true, variants: [''] },
      { model: 'G 310 R', body: 'naked', cc: 313, kw: 25, price: 5600, years: [2017, 2025], weight: 1, variants: [''] },
      { model: 'K 1600 GT', body: 'tourer', cc: 1649, kw: 118, price: 29000, years: [2017, 2025], weight: 0.5, variants: ['', 'Exclusive'] },
    ],
  },
  {
    name: 'Suzuki', weight: 10, factoryWarrantyYears: 2,
    models: [
      { model: 'SV650', body: 'naked', cc: 645, kw: 56, price: 7700, years: [2016, 2025], weight: 3, variants: ['ABS', 'X', '35 kW A2'] },
      { model: 'GSX-S1000', body: 'naked', cc: 999, kw: 112, price: 13000, years: [2015, 2025], weight: 1.5, variants: ['', 'GT', 'F'] },
      { model: 'GSX-S750', body: 'naked', cc: 749, kw: 84, price: 9000, years: [2017, 2022], weight: 1.5, variants: ['', 'Z'] },
      { model: 'V-Strom 650', body: 'allroad', cc: 645, kw: 52, price: 9200, years: [2014, 2025], weight: 2.5, variants: ['XT', 'ABS', 'Tour'] },
      { model: 'V-Strom 1050', body: 'allroad', cc: 1037, kw: 79, price: 15500, years: [2020, 2025], weight: 1.5, variants: ['', 'XT', 'DE'] },
      { model: 'GSX-R750', body: 'sport', cc: 750, kw: 110, price: 14500, years: [2011, 2023], weight: 0.5, variants: [''] },
      { model: 'Hayabusa', body: 'superSport', cc: 1340, kw: 140, price: 21000, years: [2021, 2025], weight: 0.5, variants: [''] },
      { model: 'Burgman 400', body: 'motorscooter', cc: 400, kw: 23, price: 8000, years: [2017, 2025], weight: 1, automatic: true, variants: ['', 'ABS'] },
      { model: 'Intruder C800', body: 'cruiser', cc: 805, kw: 39, price: 9500, years: [2010, 2019], weight: 0.8, variants: ['', 'C'] },
    ],
  },
  {
    name: 'Harley-Davidson', weight: 6, factoryWarrantyYears: 2,
    models: [
      { model: 'FLHXS Street Glide Special', body: 'tourer', cc: 1868, kw: 68, price: 33000, years: [2014, 2025], weight: 2, variants: ['', '114'] },
      { model: 'FLHR Road King', body: 'tourer', cc: 1746, kw: 64, price: 29000, years: [2014, 2023], weight: 1, variants: ['', 'Special'] },
      { model: 'FLFBS Fat Boy 114', body: 'cruiser', cc: 1868, kw: 69, price: 27500, years: [2018, 2025], weight: 1.5, variants: ['', 'Anniversary'] },
      { model: 'FLHC Heritage Classic', body: 'cruiser', cc: 1746, kw: 64, price: 26000, years: [2018, 2025], weight: 1, variants: ['', '114'] },
      { model: 'FXLRS Low Rider S', body: 'cruiser', cc: 1868, kw: 70, price: 24000, years: [2020, 2025], weight: 1, variants: [''] },
      { model: 'XL883N Sportster Iron 883', body: 'chopper', cc: 883, kw: 37, price: 10500, years: [2010, 2022], weight: 1.5, variants: [''] },
      { model: 'RH1250S Sportster S', body: 'cruiser', cc: 1252, kw: 90, price: 17500, years: [2021, 2025], weight: 1, variants: [''] },
      { model: 'RA1250S Pan America', body: 'touringEnduro', cc: 1252, kw: 112, price: 21000, years: [2021, 2025], weight: 0.8, variants: ['Special', ''] },
      { model: 'FXBRS Breakout 114', body: 'chopper', cc: 1868, kw: 69, price: 28000, years: [2018, 2025], weight: 1, variants: [''] },
    ],
  },
  {
    name: 'Ducati', weight: 4, factoryWarrantyYears: 2,
    models: [
      { model: 'Monster', body: 'naked', cc: 937, kw: 82, price: 12800, years: [2021, 2025], weight: 2, variants: ['', '+', 'SP'] },
      { model: 'Monster 797', body: 'naked', cc: 803, kw: 54, price: 9500, years: [2017, 2020], weight: 1, variants: ['', '+'] },
      { model: 'Multistrada V4', body: 'touringEnduro', cc: 1158, kw: 125, price: 25500, years: [2021, 2025], weight: 1.5, variants: ['S', 'Pikes Peak', 'Rally'] },
      { model: 'Panigale V4', body: 'superSport', cc: 1103, kw: 158, price: 28500, years: [2018, 2025], weight: 0.6, variants: ['', 'S'] },
      { model: 'Scrambler Icon', body: 'classic', cc: 803, kw: 54, price: 9900, years: [2015, 2025], weight: 2, variants: ['', 'Dark', 'Full Throttle'] },
      { model: 'SuperSport 950', body: 'sportTouring', cc: 937, kw: 81, price: 15500, years: [2021, 2025], weight: 0.6, variants: ['', 'S'] },
      { model: 'DesertX', body: 'allroad', cc: 937, kw: 81, price: 17500, years: [2022, 2025], weight: 0.6, variants: [''] },
    ],
  },
  {
    name: 'KTM', weight: 4, factoryWarrantyYears: 2,
    models: [
      { model: '390 Duke', body: 'naked', cc: 373, kw: 32, price: 5900, years: [2017, 2025], weight: 2, variants: [''] },
      { model: '790 Duke', body: 'naked', cc: 799, kw: 77, price: 9800, years: [2018, 2025], weight: 1.5, variants: ['', '35 kW A2'] },
      { model: '1290 Super Duke R', body: 'naked', cc: 1301, kw: 132, price: 20500, years: [2017, 2025], weight: 0.8, variants: ['', 'Evo'] },
      { model: '890 Adventure', body: 'allroad', cc: 889, kw: 77, price: 14500, years: [2021, 2025], weight: 1.5, variants: ['', 'R', 'L'] },
      { model: '1290 Super Adventure S', body: 'touringEnduro', cc: 1301, kw: 118, price: 21500, years: [2017, 2025], weight: 0.8, variants: [''] },
      { model: '350 EXC-F', body: 'enduro', cc: 350, kw: 33, price: 11500, years: [2018, 2025], weight: 0.6, variants: ['', 'Six Days'] },
      { model: '450 SX-F', body: 'crosser', cc: 450, kw: 44, price: 11000, years: [2018, 2025], weight: 0.6, variants: ['', 'Factory Edition'] },
      { model: '690 SMC R', body: 'supermotard', cc: 693, kw: 55, price: 12500, years: [2019, 2025], weight: 0.5, variants: [''] },
    ],
  },
  {
    name: 'Triumph', weight: 4, factoryWarrantyYears: 2,
    models: [
      { model: 'Street Triple RS', body: 'naked', cc: 765, kw: 95, price: 13500, years: [2017, 2025], weight: 1.5, variants: ['', 'R'] },
      { model: 'Speed Triple 1200 RS', body: 'naked', cc: 1160, kw: 132, price: 19500, years: [2021, 2025], weight: 0.8, variants: [''] },
      { model: 'Trident 660', body: 'naked', cc: 660, kw: 60, price: 8500, years: [2021, 2025], weight: 1.5, variants: ['', '35 kW A2'] },
      { model: 'Tiger 900 GT', body: 'allroad', cc: 888, kw: 70, price: 15500, years: [2020, 2025], weight: 1.5, variants: ['', 'Pro', 'Rally Pro'] },
      { model: 'Tiger 1200', body: 'touringEnduro', cc: 1160, kw: 110, price: 22500, years: [2022, 2025], weight: 0.6, variants: ['GT Pro', 'Rally Explorer'] },
      { model: 'Bonneville T120', body: 'classic', cc: 1200, kw: 59, price: 14500, years: [2016, 2025], weight: 1.2, variants: ['', 'Black'] },
      { model: 'Speed Twin 900', body: 'classic', cc: 900, kw: 48, price: 10500, years: [2019, 2025], weight: 1, variants: [''] },
      { model: 'Rocket 3', body: 'cruiser', cc: 2458, kw: 123, price: 26000, years: [2020, 2025], weight: 0.4, variants: ['R', 'GT'] },
    ],
  },
  {
    name: 'Piaggio', weight: 3, factoryWarrantyYears: 2,
    models: [
      { model: 'Beverly 300', body: 'motorscooter', cc: 278, kw: 19, price: 5900, years: [2016, 2025], weight: 1.5, automatic: true, variants: ['', 'S'] },
      { model: 'MP3 400', body: 'motorscooter', cc: 399, kw: 26, price: 9500, years: [2018, 2025], weight: 1, automatic: true, variants: ['HPE', 'HPE Sport'] },
      { model: 'Medley 125', body: 'motorscooter', cc: 125, kw: 11, price: 3700, years: [2016, 2025], weight: 1, automatic: true, variants: ['', 'S'] },
    ],
  },
  {
    name: 'Vespa', weight: 3, factoryWarrantyYears: 2,
    models: [
      { model: 'GTS 300', body: 'motorscooter', cc: 278, kw: 17, price: 7200, years: [2016, 2025], weight: 2, automatic: true, variants: ['Super', 'Super Sport', 'Supertech'] },
      { model: 'GTS 125', body: 'motorscooter', cc: 125, kw: 10, price: 5600, years: [2016, 2025], weight: 1, automatic: true, variants: ['Super', ''] },
      { model: 'Primavera 125', body: 'motorscooter', cc: 125, kw: 8, price: 4600, years: [2014, 2025], weight: 1.5, automatic: true, variants: ['', 'S', 'Touring'] },
    ],
  },
  {
    name: 'Royal Enfield', weight: 2, factoryWarrantyYears: 3,
    models: [
      { model: 'Interceptor 650', body: 'classic', cc: 648, kw: 35, price: 7200, years: [2019, 2025], weight: 1.5, variants: [''] },
      { model: 'Continental GT 650', body: 'classic', cc: 648, kw: 35, price: 7400, years: [2019, 2025], weight: 1, variants: [''] },
      { model: 'Himalayan', body: 'allroad', cc: 411, kw: 18, price: 5400, years: [2018, 2025], weight: 1, variants: [''] },
      { model: 'Classic 350', body: 'classic', cc: 349, kw: 15, price: 4900, years: [2021, 2025], weight: 1, variants: [''] },
    ],
  },
  {
    name: 'Aprilia', weight: 1.5, factoryWarrantyYears: 2,
    models: [
      { model: 'Tuono V4', body: 'naked', cc: 1077, kw: 129, price: 19500, years: [2015, 2025], weight: 1, variants: ['', 'Factory'] },
      { model: 'RS 660', body: 'sport', cc: 659, kw: 74, price: 11500, years: [2021, 2025], weight: 1, variants: ['', '35 kW A2'] },
      { model: 'Tuareg 660', body: 'allroad', cc: 659, kw: 59, price: 13500, years: [2022, 2025], weight: 0.6, variants: [''] },
      { model: 'SR GT 125', body: 'motorscooter', cc: 125, kw: 11, price: 4500, years: [2022, 2025], weight: 0.6, automatic: true, variants: [''] },
    ],
  },
  {
    name: 'Moto Guzzi', weight: 1, factoryWarrantyYears: 2,
    models: [
      { model: 'V85 TT', body: 'allroad', cc: 853, kw: 56, price: 13000, years: [2019, 2025], weight: 1, variants: ['', 'Travel'] },
      { model: 'V7 Stone', body: 'classic', cc: 853, kw: 48, price: 9500, years: [2021, 2025], weight: 1, variants: ['', 'Special'] },
      { model: 'V100 Mandello', body: 'sportTouring', cc: 1042, kw: 85, price: 17000, years: [2023, 2025], weight: 0.5, variants: ['', 'S'] },
    ],
  },
];
