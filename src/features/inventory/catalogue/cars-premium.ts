import type { CarBrand } from './types';

/** Premium and specialist makes: German premium, Swedish, electric-only and off-road brands. */
export const PREMIUM_CAR_BRANDS: readonly CarBrand[] = [
  {
    name: 'BMW', weight: 4.5, factoryWarrantyYears: 2, premium: true,
    models: [
      { model: '1-serie', bodies: ['hatchback'], years: [2012, 2025], price: 38000, weight: 2, engines: [['116i', 'b', 1499, 80], ['118i', 'b', 1499, 100], ['116d', 'd', 1496, 85], ['118d', 'd', 1995, 110], ['M135i xDrive', 'b', 1998, 225]], trims: ['Executive', 'Executive Edition', 'High Executive', 'M Sport', 'Business Edition'] },
      { model: '2-serie Active Tourer', bodies: ['mpv'], years: [2015, 2025], price: 42000, weight: 0.8, engines: [['218i', 'b', 1499, 100], ['225xe', 'p', 1499, 165, 45]], trims: ['Executive', 'High Executive', 'Luxury Line', 'M Sport'] },
      { model: '3-serie', bodies: ['sedan', ['stationwagen', 'Touring']], years: [2012, 2025], price: 52000, weight: 3, drive: 'achterwiel', tow: 1800, engines: [['318i', 'b', 1998, 115], ['320i', 'b', 1998, 135], ['320d', 'd', 1995, 140], ['330e', 'p', 1998, 215, 60], ['M340i xDrive', 'b', 2998, 275]], trims: ['Executive', 'High Executive', 'M Sport', 'Business Edition Plus', 'Sport Line'] },
      { model: '4-serie Gran Coupé', bodies: ['coupe'], years: [2015, 2025], price: 56000, weight: 0.6, drive: 'achterwiel', engines: [['420i', 'b', 1998, 135], ['430i', 'b', 1998, 180]], trims: ['High Executive', 'M Sport', 'Executive'] },
      { model: '5-serie', bodies: ['sedan', ['stationwagen', 'Touring']], years: [2014, 2025], price: 68000, weight: 1.5, drive: 'achterwiel', tow: 2000, engines: [['520i', 'b', 1998, 135], ['520d', 'd', 1995, 140], ['530e', 'p', 1998, 215, 55]], trims: ['Business Edition Plus', 'High Executive', 'M Sport', 'Luxury Line'] },
      { model: 'X1', bodies: ['suvTerreinwagen'], years: [2015, 2025], price: 46000, weight: 2, tow: 1800, engines: [['sDrive18i', 'b', 1499, 100], ['sDrive20i', 'b', 1998, 141], ['xDrive25e', 'p', 1499, 162, 50]], trims: ['Executive', 'High Executive', 'M Sport', 'xLine'] },
      { model: 'X3', bodies: ['suvTerreinwagen'], years: [2014, 2025], price: 62000, weight: 1.5, tow: 2400, engines: [['xDrive20i', 'b', 1998, 135], ['xDrive20d', 'd', 1995, 140], ['xDrive30e', 'p', 1998, 215, 45]], trims: ['Executive', 'High Executive', 'M Sport', 'xLine'] },
      { model: 'X5', bodies: ['suvTerreinwagen'], years: [2016, 2025], price: 95000, weight: 0.6, tow: 2700, engines: [['xDrive45e', 'p', 2998, 290, 80], ['xDrive30d', 'd', 2993, 210]], trims: ['High Executive', 'M Sport', 'xLine'] },
      { model: 'i3', bodies: ['hatchback'], years: [2014, 2022], price: 40000, weight: 0.8, seats: 4, tow: 0, drive: 'achterwiel', engines: [['120Ah', 'e', 0, 125, 310], ['94Ah', 'e', 0, 125, 260]], trims: ['Executive Edition', 'Comfort', 'Business'] },
      { model: 'iX3', bodies: ['suvTerreinwagen'], years: [2021, 2024], price: 68000, weight: 0.4, drive: 'achterwiel', tow: 750, engines: [['High Executive 80 kWh', 'e', 0, 210, 460]], trims: ['Executive', 'Inspiring'] },
      { model: 'i4', bodies: ['sedan'], years: [2022, 2025], price: 62000, weight: 0.5, drive: 'achterwiel', tow: 1600, engines: [['eDrive35', 'e', 0, 210, 480], ['eDrive40', 'e', 0, 250, 590]], trims: ['High Executive', 'M Sport'] },
      { model: 'Z4', bodies: ['cabriolet'], years: [2019, 2025], price: 58000, weight: 0.2, seats: 2, doors: 2, drive: 'achterwiel', tow: 0, engines: [['sDrive20i', 'b', 1998, 145], ['M40i', 'b', 2998, 250]], trims: ['High Executive', 'M Sport'] },
    ],
  },
  {
    name: 'Audi', weight: 4, factoryWarrantyYears: 2, premium: true,
    models: [
      { model: 'A1', bodies: [['hatchback', 'Sportback']], years: [2012, 2025], price: 28000, weight: 2, engines: [['25 TFSI', 'b', 999, 70], ['30 TFSI', 'b', 999, 81], ['1.0 TFSI', 'b', 999, 70]], trims: ['Pro Line', 'Advanced edition', 'S line', 'Epic', 'Pro Line S'] },
      { model: 'A3', bodies: [['hatchback', 'Sportback'], ['sedan', 'Limousine']], years: [2013, 2025], price: 39000, weight: 3, tow: 1500, engines: [['30 TFSI', 'b', 999, 81], ['35 TFSI', 'b', 1498, 110], ['30 TDI', 'd', 1968, 85], ['40 TFSI e', 'p', 1395, 150, 65]], trims: ['Pro Line', 'Business edition', 'S edition', 'Advanced edition', 'S line'] },
      { model: 'A4', bodies: [['stationwagen', 'Avant'], ['sedan', 'Limousine']], years: [2015, 2025], price: 52000, weight: 2, tow: 1700, engines: [['35 TFSI', 'b', 1984, 110], ['40 TFSI', 'b', 1984, 150], ['35 TDI', 'd', 1968, 120]], trims: ['Pro Line', 'Business edition', 'S edition', 'Advanced edition', 'Launch edition'] },
      { model: 'A5', bodies: [['coupe', 'Sportback'], ['cabriolet', 'Cabriolet']], years: [2017, 2025], price: 56000, weight: 0.8, tow: 1600, engines: [['35 TFSI', 'b', 1984, 110], ['40 TFSI', 'b', 1984, 150]], trims: ['S edition', 'Business edition', 'Advanced edition', 'Launch edition'] },
      { model: 'A6', bodies: [['stationwagen', 'Avant'], ['sedan', 'Limousine']], years: [2018, 2025], price: 68000, weight: 0.8, tow: 2000, engines: [['40 TDI', 'd', 1968, 150], ['50 TFSI e quattro', 'p', 1984, 220, 50], ['45 TFSI', 'b', 1984, 180]], trims: ['Business edition', 'Sport', 'S edition', 'Launch edition'] },
      { model: 'Q2', bodies: ['suvTerreinwagen'], years: [2017, 2025], price: 33000, weight: 1.5, engines: [['30 TFSI', 'b', 999, 85], ['35 TFSI', 'b', 1498, 110]], trims: ['Pro Line', 'Advanced edition', 'S edition', 'Epic'] },
      { model: 'Q3', bodies: ['suvTerreinwagen', ['suvTerreinwagen', 'Sportback']], years: [2018, 2025], price: 46000, weight: 1.5, tow: 2000, engines: [['35 TFSI', 'b', 1498, 110], ['45 TFSI e', 'p', 1395, 180, 50]], trims: ['Pro Line', 'Advanced edition', 'S edition', 'Business edition'] },
      { model: 'Q4 e-tron', bodies: ['suvTerreinwagen', ['suvTerreinwagen', 'Sportback']], years: [2021, 2025], price: 55000, weight: 1, tow: 1000, drive: 'achterwiel', engines: [['40 e-tron', 'e', 0, 150, 520], ['45 e-tron', 'e', 0, 210, 530]], trims: ['Advanced edition', 'S edition', 'Launch edition'] },
      { model: 'Q5', bodies: ['suvTerreinwagen'], years: [2017, 2025], price: 66000, weight: 1, tow: 2400, drive: 'vierwiel', engines: [['40 TDI quattro', 'd', 1968, 150], ['50 TFSI e quattro', 'p', 1984, 220, 62]], trims: ['Advanced edition', 'S edition', 'Business edition', 'Launch edition'] },
      { model: 'e-tron', bodies: ['suvTerreinwagen'], years: [2019, 2023], price: 85000, weight: 0.3, tow: 1800, drive: 'vierwiel', engines: [['55 quattro', 'e', 0, 300, 440], ['50 quattro', 'e', 0, 230, 340]], trims: ['Advanced edition', 'S edition', 'Launch edition'] },
    ],
  },
  {
    name: 'Mercedes-Benz', weight: 4, factoryWarrantyYears: 2, premium: true,
    models: [
      { model: 'A-Klasse', bodies: ['hatchback', 'sedan'], years: [2013, 2025], price: 40000, weight: 2.5, tow: 1400, engines: [['A 180', 'b', 1332, 100], ['A 200', 'b', 1332, 120], ['A 180 d', 'd', 1461, 85], ['A 250 e', 'p', 1332, 160, 70]], trims: ['Business Solution', 'AMG Line', 'Star Edition', 'Luxury Line', 'Progressive'] },
      { model: 'B-Klasse', bodies: ['mpv'], years: [2012, 2025], price: 43000, weight: 1, tow: 1400, engines: [['B 180', 'b', 1332, 100], ['B 200', 'b', 1332, 120], ['B 250 e', 'p', 1332, 160, 70]], trims: ['Business Solution', 'AMG Line', 'Luxury Line', 'Progressive'] },
      { model: 'C-Klasse', bodies: ['sedan', ['stationwagen', 'Estate']], years: [2014, 2025], price: 56000, weight: 2, drive: 'achterwiel', tow: 1800, engines: [['C 180', 'b', 1496, 115], ['C 200', 'b', 1496, 150], ['C 220 d', 'd', 1993, 147], ['C 300 e', 'p', 1999, 235, 100]], trims: ['Business Solution', 'AMG Line', 'Avantgarde', 'Luxury Line'] },
      { model: 'E-Klasse', bodies: ['sedan', ['stationwagen', 'Estate']], years: [2016, 2025], price: 72000, weight: 1, drive: 'achterwiel', tow: 2100, engines: [['E 200', 'b', 1991, 145], ['E 220 d', 'd', 1950, 143], ['E 300 e', 'p', 1991, 235, 50]], trims: ['Business Solution', 'AMG Line', 'Avantgarde', 'Exclusive'] },
      { model: 'GLA', bodies: ['suvTerreinwagen'], years: [2014, 2025], price: 46000, weight: 1.2, tow: 1800, engines: [['GLA 200', 'b', 1332, 120], ['GLA 250 e', 'p', 1332, 160, 60]], trims: ['Business Solution', 'AMG Line', 'Progressive', 'Star Edition'] },
      { model: 'GLC', bodies: ['suvTerreinwagen'], years: [2015, 2025], price: 67000, weight: 1.2, tow: 2400, drive: 'vierwiel', engines: [['GLC 300 e 4MATIC', 'p', 1991, 235, 100], ['GLC 220 d 4MATIC', 'd', 1950, 143], ['GLC 200 4MATIC', 'b', 1999, 150]], trims: ['Business Solution', 'AMG Line', 'Premium', 'Exclusive'] },
      { model: 'EQA', bodies: ['suvTerreinwagen'], years: [2021, 2025], price: 55000, weight: 0.5, tow: 750, engines: [['EQA 250', 'e', 0, 140, 420], ['EQA 300 4MATIC', 'e', 0, 168, 410]], trims: ['Business Solution', 'AMG Line', 'Luxury Line'] },
      { model: 'CLA', bodies: ['coupe', ['stationwagen', 'Shooting Brake']], years: [2014, 2025], price: 46000, weight: 1, tow: 1600, engines: [['CLA 180', 'b', 1332, 100], ['CLA 200', 'b', 1332, 120], ['CLA 250 e', 'p', 1332, 160, 65]], trims: ['Business Solution', 'AMG Line', 'Star Edition', 'Progressive'] },
      { model: 'Vito', bodies: ['bedrijfswagen'], years: [2015, 2025], price: 46000, weight: 1, kind: 'bedrijfswagen', seats: 3, doors: 4, tow: 2500, drive: 'achterwiel', engines: [['114 CDI Lang', 'd', 2143, 100], ['116 CDI Lang', 'd', 2143, 120]], trims: ['Comfort', 'Pro', 'Select'] },
      { model: 'Sprinter', bodies: ['bedrijfswagen'], years: [2014, 2025], price: 52000, weight: 0.8, kind: 'bedrijfswagen', seats: 3, doors: 4, tow: 3000, drive: 'achterwiel', engines: [['314 CDI L2H2', 'd', 2143, 105], ['316 CDI L2H2', 'd', 2143, 120]], trims: ['Pro', 'Select', 'Comfort'] },
      { model: 'V-Klasse', bodies: ['personenbus'], years: [2015, 2025], price: 75000, weight: 0.3, seats: 7, tow: 2500, drive: 'achterwiel', engines: [['V 250 d Lang', 'd', 2143, 140], ['V 300 d', 'd', 1950, 174]], trims: ['Avantgarde', 'Dynamic', 'Business Solution'] },
    ],
  },
  {
    name: 'Volvo', weight: 3.5, factoryWarrantyYears: 2, premium: true,
    models: [
      { model: 'V40', bodies: ['hatchback'], years: [2012, 2019], price: 32000, weight: 1.5, tow: 1500, engines: [['T2', 'b', 1498, 90], ['T3', 'b', 1498, 112], ['D2', 'd', 1969, 88]], trims: ['Momentum', 'Nordic+', 'Dynamic Edition', 'R-Design'] },
      { model: 'V60', bodies: ['stationwagen'], years: [2013, 2025], price: 52000, weight: 1.5, tow: 1800, engines: [['T4', 'b', 1969, 140], ['B4', 'b', 1969, 145], ['T6 Recharge AWD', 'p', 1969, 250, 80]], trims: ['Momentum', 'Inscription', 'R-Design', 'Plus Bright', 'Ultimate Dark'] },
      { model: 'XC40', bodies: ['suvTerreinwagen'], years: [2018, 2025], price: 46000, weight: 2, tow: 1800, engines: [['T3', 'b', 1477, 120], ['B3', 'b', 1969, 120], ['T5 Recharge', 'p', 1477, 193, 45], ['Recharge P8 AWD', 'e', 0, 300, 415]], trims: ['Momentum', 'Inscription', 'R-Design', 'Core', 'Plus Bright'] },
      { model: 'XC60', bodies: ['suvTerreinwagen'], years: [2017, 2025], price: 66000, weight: 1.5, tow: 2400, engines: [['B4', 'b', 1969, 145], ['T6 Recharge AWD', 'p', 1969, 250, 80], ['T8 Recharge AWD', 'p', 1969, 287, 80]], trims: ['Momentum', 'Inscription', 'R-Design', 'Plus Dark', 'Ultimate Bright'] },
      { model: 'XC90', bodies: ['suvTerreinwagen'], years: [2015, 2025], price: 88000, weight: 0.6, seats: 7, tow: 2700, drive: 'vierwiel', engines: [['T8 Recharge AWD', 'p', 1969, 288, 70], ['B5 AWD', 'd', 1969, 173]], trims: ['Momentum', 'Inscription', 'R-Design', 'Plus Bright'] },
      { model: 'V90', bodies: ['stationwagen'], years: [2017, 2024], price: 66000, weight: 0.4, tow: 2100, engines: [['T8 Recharge AWD', 'p', 1969, 288, 75], ['B4', 'b', 1969, 145]], trims: ['Momentum', 'Inscription', 'Plus Bright'] },
      { model: 'EX30', bodies: ['suvTerreinwagen'], years: [2024, 2025], price: 40000, weight: 0.5, tow: 1600, drive: 'achterwiel', engines: [['Single Motor Extended Range', 'e', 0, 200, 476]], trims: ['Core', 'Plus', 'Ultra'] },
    ],
  },
  {
    name: 'Tesla', weight: 1.5, factoryWarrantyYears: 4, premium: true,
    models: [
      { model: 'Model 3', bodies: ['sedan'], years: [2019, 2025], price: 46000, weight: 3, drive: 'achterwiel', tow: 1000, engines: [['Standard Range Plus RWD', 'e', 0, 239, 430], ['Long Range AWD', 'e', 0, 366, 602], ['Performance AWD', 'e', 0, 377, 547]], trims: [''] },
      { model: 'Model Y', bodies: ['suvTerreinwagen'], years: [2022, 2025], price: 50000, weight: 2, drive: 'achterwiel', tow: 1600, engines: [['RWD', 'e', 0, 220, 455], ['Long Range AWD', 'e', 0, 378, 533], ['Performance AWD', 'e', 0, 393, 514]], trims: [''] },
      { model: 'Model S', bodies: ['hatchback'], years: [2014, 2023], price: 100000, weight: 0.4, drive: 'vierwiel', tow: 1600, engines: [['75D', 'e', 0, 245, 490], ['Long Range', 'e', 0, 500, 634]], trims: [''] },
    ],
  },
  {
    name: 'Polestar', weight: 0.5, factoryWarrantyYears: 3, premium: true,
    models: [
      { model: '2', bodies: ['hatchback'], years: [2020, 2025], price: 52000, weight: 1, tow: 1500, engines: [['Long Range Single Motor', 'e', 0, 170, 540], ['Long Range Dual Motor', 'e', 0, 300, 480]], trims: ['Launch Edition', 'Pilot', 'Plus'] },
    ],
  },
  {
    name: 'Lynk & Co', weight: 0.5, factoryWarrantyYears: 2,
    models: [{ model: '01', bodies: ['suvTerreinwagen'], years: [2021, 2025], price: 45000, weight: 1, tow: 1500, engines: [['1.5 PHEV', 'p', 1477, 192, 69]], trims: [''] }],
  },
  {
    name: 'Porsche', weight: 0.4, factoryWarrantyYears: 2, premium: true,
    models: [
      { model: '911', bodies: ['coupe', ['cabriolet', 'Cabriolet']], years: [2012, 2025], price: 150000, weight: 1, seats: 4, doors: 2, drive: 'achterwiel', tow: 0, engines: [['3.0 Carrera', 'b', 2981, 283], ['3.0 Carrera S', 'b', 2981, 331]], trims: ['', 'Sport Chrono'] },
      { model: 'Macan', bodies: ['suvTerreinwagen'], years: [2014, 2025], price: 85000, weight: 1, drive: 'vierwiel', tow: 2000, engines: [['2.0', 'b', 1984, 185], ['2.9 S', 'b', 2894, 280]], trims: [''] },
      { model: 'Cayenne', bodies: ['suvTerreinwagen'], years: [2015, 2025], price: 120000, weight: 0.7, drive: 'vierwiel', tow: 3500, engines: [['3.0 E-Hybrid', 'p', 2995, 340, 45]], trims: ['', 'Platinum Edition'] },
      { model: 'Taycan', bodies: ['sedan'], years: [2020, 2025], price: 110000, weight: 0.5, drive: 'vierwiel', tow: 0, engines: [['4S 93 kWh', 'e', 0, 390, 460]], trims: [''] },
    ],
  },
  {
    name: 'Land Rover', weight: 0.5, factoryWarrantyYears: 3, premium: true,
    models: [
      { model: 'Range Rover Evoque', bodies: ['suvTerreinwagen'], years: [2012, 2025], price: 60000, weight: 2, drive: 'vierwiel', tow: 1800, engines: [['P300e AWD', 'p', 1497, 227, 55], ['D150 AWD', 'd', 1999, 110], ['P200 AWD', 'b', 1997, 147]], trims: ['SE', 'HSE', 'R-Dynamic SE', 'S'] },
      { model: 'Discovery Sport', bodies: ['suvTerreinwagen'], years: [2015, 2025], price: 62000, weight: 1, seats: 7, drive: 'vierwiel', tow: 2200, engines: [['P300e', 'p', 1497, 227, 55], ['D180 AWD', 'd', 1999, 132]], trims: ['SE', 'HSE', 'R-Dynamic S'] },
      { model: 'Range Rover Sport', bodies: ['suvTerreinwagen'], years: [2014, 2025], price: 130000, weight: 0.7, drive: 'vierwiel', tow: 3500, engines: [['P440e', 'p', 2996, 324, 110], ['3.0 SDV6 HSE', 'd', 2993, 225]], trims: ['HSE', 'Dynamic SE', 'Autobiography'] },
      { model: 'Defender', bodies: ['suvTerreinwagen'], years: [2020, 2025], price: 95000, weight: 0.8, drive: 'vierwiel', tow: 3500, engines: [['110 P400e', 'p', 1997, 297, 43], ['110 D250', 'd', 2997, 183]], trims: ['S', 'SE', 'X-Dynamic SE'] },
    ],
  },
  {
    name: 'Alfa Romeo', weight: 0.4, factoryWarrantyYears: 2, premium: true,
    models: [
      { model: 'Giulietta', bodies: ['hatchback'], years: [2012, 2020], price: 30000, weight: 1, tow: 1300, engines: [['1.4 T', 'b', 1368, 88], ['1.4 T MultiAir', 'b', 1368, 125]], trims: ['Super', 'Veloce', 'Sprint'] },
      { model: 'Giulia', bodies: ['sedan'], years: [2016, 2025], price: 55000, weight: 1, drive: 'achterwiel', tow: 1600, engines: [['2.0 T', 'b', 1995, 147], ['2.2 D', 'd', 2143, 132]], trims: ['Super', 'Veloce', 'Sprint', 'Ti'] },
      { model: 'Stelvio', bodies: ['suvTerreinwagen'], years: [2017, 2025], price: 65000, weight: 0.8, drive: 'vierwiel', tow: 2300, engines: [['2.0 T AWD', 'b', 1995, 206]], trims: ['Super', 'Veloce', 'Ti'] },
      { model: 'Tonale', bodies: ['suvTerreinwagen'], years: [2022, 2025], price: 45000, weight: 1, tow: 1500, engines: [['1.5 Hybrid', 'h', 1469, 118], ['1.3T PHEV Q4', 'p', 1332, 206, 60]], trims: ['Super', 'Ti', 'Veloce', 'Sprint'] },
    ],
  },
  {
    name: 'Jeep', weight: 0.5, factoryWarrantyYears: 2,
    models: [
      { model: 'Renegade', bodies: ['suvTerreinwagen'], years: [2015, 2025], price: 32000, weight: 2, tow: 1500, engines: [['1.0T', 'b', 999, 88], ['1.3T 4xe', 'p', 1332, 177, 45]], trims: ['Longitude', 'Limited', 'Trailhawk', 'S'] },
      { model: 'Compass', bodies: ['suvTerreinwagen'], years: [2017, 2025], price: 42000, weight: 1.5, tow: 1500, engines: [['1.3T 4xe', 'p', 1332, 177, 49], ['1.4 MultiAir', 'b', 1368, 103]], trims: ['Longitude', 'Limited', 'Trailhawk', 'S'] },
      { model: 'Avenger', bodies: ['suvTerreinwagen'], years: [2023, 2025], price: 30000, weight: 1, tow: 0, engines: [['1.2', 'b', 1199, 74], ['Electric 54 kWh', 'e', 0, 115, 400]], trims: ['Longitude', 'Altitude', 'Summit'] },
      { model: 'Wrangler', bodies: ['suvTerreinwagen'], years: [2018, 2025], price: 75000, weight: 0.5, drive: 'vierwiel', tow: 2500, engines: [['2.0T Unlimited Sahara', 'b', 1995, 200], ['2.0T 4xe', 'p', 1995, 280, 45]], trims: ['Sahara', 'Rubicon', 'Overland'] },
    ],
  },
];
