import type { CarBrand } from './types';

/** The other common makes, Japanese makes and the microcars (brommobielen). */
export const MORE_CAR_BRANDS: readonly CarBrand[] = [
  {
    name: 'Citroën', weight: 3.5, factoryWarrantyYears: 2,
    models: [
      { model: 'C1', bodies: ['hatchback'], years: [2014, 2022], price: 13000, weight: 1.5, seats: 4, tow: 0, engines: [['1.0 e-VTi', 'b', 998, 53]], trims: ['Feel', 'Shine', 'Origins'] },
      { model: 'C3', bodies: ['hatchback'], years: [2013, 2025], price: 21000, weight: 3, engines: [['1.2 PureTech', 'b', 1199, 61], ['1.2 PureTech', 'b', 1199, 81], ['1.5 BlueHDi', 'd', 1499, 75]], trims: ['Feel', 'Shine', 'Max', 'C-Series', 'Origins'] },
      { model: 'C3 Aircross', bodies: ['suvTerreinwagen'], years: [2017, 2025], price: 25000, weight: 2, engines: [['1.2 PureTech', 'b', 1199, 81], ['1.2 PureTech', 'b', 1199, 96]], trims: ['Feel', 'Shine', 'C-Series', 'Max'] },
      { model: 'C4', bodies: ['hatchback'], years: [2020, 2025], price: 31000, weight: 1.5, engines: [['1.2 PureTech', 'b', 1199, 96], ['ë-C4 50 kWh', 'e', 0, 100, 350]], trims: ['Feel', 'Shine', 'Max', 'Business'] },
      { model: 'C5 Aircross', bodies: ['suvTerreinwagen'], years: [2019, 2025], price: 38000, weight: 1.5, tow: 1500, engines: [['1.2 PureTech', 'b', 1199, 96], ['1.6 Plug-in Hybrid', 'p', 1598, 165, 55]], trims: ['Feel', 'Shine', 'Business Plus', 'Max'] },
      { model: 'C4 Picasso', bodies: ['mpv'], years: [2013, 2018], price: 29000, weight: 1, tow: 1300, engines: [['1.2 PureTech', 'b', 1199, 96], ['1.6 BlueHDi', 'd', 1560, 88]], trims: ['Business', 'Intensive', 'Tendance'] },
      { model: 'Berlingo', bodies: ['mpv', 'bedrijfswagen'], years: [2015, 2025], price: 27000, weight: 1.5, engines: [['1.2 PureTech', 'b', 1199, 81], ['1.5 BlueHDi', 'd', 1499, 75]], trims: ['Feel', 'Shine', 'Club', 'Driver'] },
      { model: 'Jumpy', bodies: ['bedrijfswagen'], years: [2016, 2025], price: 35000, weight: 0.7, kind: 'bedrijfswagen', seats: 3, doors: 4, tow: 2500, engines: [['2.0 BlueHDi', 'd', 1997, 90]], trims: ['Club', 'Driver', 'Business'] },
    ],
  },
  {
    name: 'Nissan', weight: 2.5, factoryWarrantyYears: 3,
    models: [
      { model: 'Micra', bodies: ['hatchback'], years: [2017, 2023], price: 20000, weight: 1.5, engines: [['1.0 IG-T', 'b', 999, 74], ['0.9 IG-T', 'b', 898, 66]], trims: ['Acenta', 'N-Connecta', 'Tekna', 'N-Sport'] },
      { model: 'Juke', bodies: ['suvTerreinwagen'], years: [2014, 2025], price: 28000, weight: 2, engines: [['1.0 DIG-T', 'b', 999, 84], ['1.6 Hybrid', 'h', 1598, 105]], trims: ['Acenta', 'N-Connecta', 'Tekna', 'N-Design'] },
      { model: 'Qashqai', bodies: ['suvTerreinwagen'], years: [2014, 2025], price: 37000, weight: 3, tow: 1500, engines: [['1.3 DIG-T', 'b', 1332, 103], ['1.3 MHEV', 'b', 1332, 116], ['1.5 e-Power', 'h', 1497, 140], ['1.5 dCi', 'd', 1461, 81]], trims: ['Acenta', 'N-Connecta', 'Tekna', 'Business Edition', 'Visia'] },
      { model: 'Leaf', bodies: ['hatchback'], years: [2013, 2024], price: 38000, weight: 1.5, tow: 0, engines: [['40 kWh', 'e', 0, 110, 270], ['e+ 62 kWh', 'e', 0, 160, 385]], trims: ['Acenta', 'N-Connecta', 'Tekna', 'Business Edition'] },
      { model: 'X-Trail', bodies: ['suvTerreinwagen'], years: [2014, 2025], price: 46000, weight: 1, seats: 7, tow: 1800, engines: [['1.5 e-Power', 'h', 1497, 150], ['1.6 dCi', 'd', 1598, 96]], trims: ['Acenta', 'N-Connecta', 'Tekna'] },
      { model: 'Ariya', bodies: ['suvTerreinwagen'], years: [2022, 2025], price: 50000, weight: 0.5, tow: 750, engines: [['63 kWh', 'e', 0, 160, 400], ['87 kWh', 'e', 0, 178, 520]], trims: ['Engage', 'Evolve', 'Advance'] },
    ],
  },
  {
    name: 'Fiat', weight: 2.5, factoryWarrantyYears: 2,
    models: [
      { model: '500', bodies: ['hatchback', ['cabriolet', 'C']], years: [2010, 2025], price: 18000, weight: 4, seats: 4, tow: 0, engines: [['0.9 TwinAir Turbo', 'b', 875, 63], ['1.2', 'b', 1242, 51], ['1.0 Hybrid', 'b', 999, 51], ['e 42 kWh', 'e', 0, 87, 320]], trims: ['Lounge', 'Pop', 'Dolcevita', 'Sport', 'Star', 'Icon'] },
      { model: 'Panda', bodies: ['hatchback'], years: [2012, 2025], price: 15000, weight: 2, engines: [['1.2', 'b', 1242, 51], ['1.0 Hybrid', 'b', 999, 51], ['0.9 TwinAir Turbo', 'b', 875, 63]], trims: ['Lounge', 'City Life', 'Easy', 'Cross'] },
      { model: 'Tipo', bodies: ['hatchback', ['stationwagen', 'Stationwagon']], years: [2016, 2023], price: 23000, weight: 1, tow: 1200, engines: [['1.4', 'b', 1368, 70], ['1.0 T3', 'b', 999, 74]], trims: ['Lounge', 'Business', 'Mirror', 'Life'] },
      { model: '500X', bodies: ['suvTerreinwagen'], years: [2015, 2024], price: 28000, weight: 1, tow: 1200, engines: [['1.0 FireFly Turbo', 'b', 999, 88], ['1.4 T-Jet', 'b', 1368, 103]], trims: ['Lounge', 'Cross', 'Sport', 'Urban'] },
      { model: 'Ducato', bodies: ['bedrijfswagen'], years: [2014, 2025], price: 42000, weight: 1, kind: 'bedrijfswagen', seats: 3, doors: 4, tow: 2500, engines: [['2.3 MultiJet L2H2', 'd', 2287, 103], ['2.3 MultiJet L3H2', 'd', 2287, 118]], trims: ['Basis', 'Business', 'Maxi'] },
    ],
  },
  {
    name: 'SEAT', weight: 2.5, factoryWarrantyYears: 2,
    models: [
      { model: 'Ibiza', bodies: ['hatchback'], years: [2012, 2025], price: 22000, weight: 3, engines: [['1.0 TSI', 'b', 999, 70], ['1.0 TSI', 'b', 999, 81], ['1.0 MPI', 'b', 999, 59]], trims: ['Style', 'FR', 'Xcellence', 'Reference', 'Style Business Intense'] },
      { model: 'Leon', bodies: ['hatchback', ['stationwagen', 'Sportstourer']], years: [2013, 2025], price: 31000, weight: 3, engines: [['1.0 TSI', 'b', 999, 81], ['1.5 TSI', 'b', 1498, 110], ['2.0 TDI', 'd', 1968, 85], ['1.4 TSI e-Hybrid', 'p', 1395, 150, 60]], trims: ['Style', 'FR', 'Xcellence', 'Business Intense', 'FR Business Intense'] },
      { model: 'Arona', bodies: ['suvTerreinwagen'], years: [2018, 2025], price: 25000, weight: 2, engines: [['1.0 TSI', 'b', 999, 81], ['1.5 TSI', 'b', 1498, 110]], trims: ['Style', 'FR', 'Xcellence', 'Move!'] },
      { model: 'Ateca', bodies: ['suvTerreinwagen'], years: [2016, 2025], price: 36000, weight: 1.5, tow: 1800, engines: [['1.5 TSI', 'b', 1498, 110], ['1.0 TSI', 'b', 999, 81]], trims: ['Style', 'FR', 'Xcellence'] },
      { model: 'Mii', bodies: ['hatchback'], years: [2012, 2021], price: 12500, weight: 1, seats: 4, tow: 0, engines: [['1.0', 'b', 999, 44], ['Electric', 'e', 0, 61, 260]], trims: ['Style', 'Chic', 'Plus'] },
    ],
  },
  {
    name: 'CUPRA', weight: 0.8, factoryWarrantyYears: 2,
    models: [
      { model: 'Born', bodies: ['hatchback'], years: [2021, 2025], price: 42000, weight: 1, drive: 'achterwiel', tow: 0, engines: [['58 kWh', 'e', 0, 150, 420], ['77 kWh', 'e', 0, 170, 548]], trims: ['Adrenaline', 'Essential', 'Impulse'] },
      { model: 'Formentor', bodies: ['suvTerreinwagen'], years: [2021, 2025], price: 43000, weight: 1.5, tow: 1800, engines: [['1.5 TSI', 'b', 1498, 110], ['1.4 e-Hybrid', 'p', 1395, 150, 55], ['2.0 TSI VZ 4Drive', 'b', 1984, 228]], trims: ['Business', 'Performance Business', 'VZ Performance'] },
    ],
  },
  {
    name: 'Mazda', weight: 2, factoryWarrantyYears: 3,
    models: [
      { model: '2', bodies: ['hatchback'], years: [2015, 2025], price: 22000, weight: 2, engines: [['1.5 Skyactiv-G', 'b', 1496, 66], ['1.5 Skyactiv-G', 'b', 1496, 85]], trims: ['Skylease', 'Skylease+', 'Luxury', 'Homura', 'Exclusive-Line'] },
      { model: '3', bodies: ['hatchback', 'sedan'], years: [2014, 2025], price: 31000, weight: 2, engines: [['2.0 e-Skyactiv-G', 'b', 1998, 90], ['2.0 e-Skyactiv-X', 'b', 1998, 137]], trims: ['Comfort', 'Luxury', 'Homura', 'Exclusive-Line', 'Sportive'] },
      { model: 'CX-3', bodies: ['suvTerreinwagen'], years: [2015, 2021], price: 26000, weight: 1, engines: [['2.0 SkyActiv-G', 'b', 1998, 89]], trims: ['TS', 'GT-M', 'Sport Selected'] },
      { model: 'CX-30', bodies: ['suvTerreinwagen'], years: [2019, 2025], price: 34000, weight: 1.5, tow: 1200, engines: [['2.0 e-SkyActiv-G', 'b', 1998, 110], ['2.0 e-SkyActiv-X', 'b', 1998, 137]], trims: ['Comfort', 'Luxury', 'Homura', 'Exclusive-Line'] },
      { model: 'CX-5', bodies: ['suvTerreinwagen'], years: [2012, 2025], price: 41000, weight: 2, tow: 1800, engines: [['2.0 SkyActiv-G', 'b', 1998, 121], ['2.2 SkyActiv-D', 'd', 2191, 110]], trims: ['TS+', 'GT-M', 'Sport Selected', 'Newground', 'Exclusive-Line'] },
      { model: 'MX-5', bodies: ['cabriolet'], years: [2015, 2025], price: 36000, weight: 0.8, seats: 2, doors: 2, drive: 'achterwiel', tow: 0, engines: [['1.5 SkyActiv-G', 'b', 1496, 97], ['2.0 SkyActiv-G', 'b', 1998, 135]], trims: ['GT-M', 'Kazari', 'Exclusive-Line', 'Sport Selected'] },
    ],
  },
  {
    name: 'MINI', weight: 1.5, factoryWarrantyYears: 2, premium: true,
    models: [
      { model: 'Mini', bodies: ['hatchback', ['cabriolet', 'Cabrio']], years: [2014, 2025], price: 30000, weight: 3, seats: 4, tow: 0, engines: [['1.5 One', 'b', 1499, 75], ['1.5 Cooper', 'b', 1499, 100], ['2.0 Cooper S', 'b', 1998, 141], ['Cooper SE', 'e', 0, 135, 230]], trims: ['Business Edition', 'Chili', 'Pepper', 'Salt', 'Camden Edition', 'Classic'] },
      { model: 'Countryman', bodies: ['suvTerreinwagen'], years: [2017, 2025], price: 40000, weight: 1.5, tow: 1500, engines: [['1.5 Cooper', 'b', 1499, 100], ['2.0 Cooper S E ALL4', 'p', 1499, 162, 50]], trims: ['Business Edition', 'Chili', 'Pepper', 'Classic'] },
      { model: 'Clubman', bodies: ['stationwagen'], years: [2016, 2024], price: 35000, weight: 0.8, tow: 1400, engines: [['1.5 Cooper', 'b', 1499, 100], ['2.0 Cooper S', 'b', 1998, 131]], trims: ['Business Edition', 'Chili', 'Pepper'] },
    ],
  },
  {
    name: 'Dacia', weight: 1.5, factoryWarrantyYears: 3,
    models: [
      { model: 'Sandero', bodies: ['hatchback'], years: [2013, 2025], price: 16500, weight: 3, engines: [['1.0 SCe', 'b', 999, 54], ['1.0 TCe', 'b', 999, 67], ['1.0 TCe 100 ECO-G', 'g', 999, 74], ['0.9 TCe', 'b', 898, 66]], trims: ['Essential', 'Expression', 'Journey', 'Comfort', 'Stepway'] },
      { model: 'Duster', bodies: ['suvTerreinwagen'], years: [2014, 2025], price: 23000, weight: 2, tow: 1500, engines: [['1.0 TCe', 'b', 999, 67], ['1.3 TCe', 'b', 1332, 110], ['1.0 TCe 100 ECO-G', 'g', 999, 74]], trims: ['Essential', 'Expression', 'Journey', 'Comfort', 'Prestige'] },
      { model: 'Jogger', bodies: ['stationwagen'], years: [2022, 2025], price: 23000, weight: 1, seats: 7, tow: 1200, engines: [['1.0 TCe 110', 'b', 999, 81], ['Hybrid 140', 'h', 1598, 104]], trims: ['Essential', 'Expression', 'Extreme'] },
      { model: 'Spring', bodies: ['hatchback'], years: [2021, 2025], price: 17000, weight: 1, tow: 0, engines: [['Electric 45', 'e', 0, 33, 230], ['Electric 65', 'e', 0, 48, 220]], trims: ['Essential', 'Expression', 'Extreme'] },
    ],
  },
  {
    name: 'Honda', weight: 1, factoryWarrantyYears: 3,
    models: [
      { model: 'Jazz', bodies: ['hatchback'], years: [2015, 2025], price: 26000, weight: 2, engines: [['1.3 i-VTEC', 'b', 1318, 75], ['1.5 e:HEV', 'h', 1498, 80]], trims: ['Elegance', 'Executive', 'Comfort', 'Crosstar', 'Advance'] },
      { model: 'Civic', bodies: ['hatchback'], years: [2017, 2025], price: 34000, weight: 2, engines: [['1.0 i-VTEC', 'b', 988, 95], ['1.5 i-VTEC', 'b', 1498, 134], ['2.0 e:HEV', 'h', 1993, 135]], trims: ['Elegance', 'Executive', 'Sport', 'Advance'] },
      { model: 'HR-V', bodies: ['suvTerreinwagen'], years: [2015, 2025], price: 36000, weight: 1, tow: 750, engines: [['1.5 e:HEV', 'h', 1498, 96], ['1.5 i-VTEC', 'b', 1498, 96]], trims: ['Elegance', 'Executive', 'Advance', 'Advance Style'] },
      { model: 'CR-V', bodies: ['suvTerreinwagen'], years: [2015, 2025], price: 48000, weight: 1, tow: 1500, engines: [['2.0 e:HEV', 'h', 1993, 135], ['1.5 Turbo', 'b', 1498, 127]], trims: ['Elegance', 'Executive', 'Lifestyle'] },
    ],
  },
  {
    name: 'Suzuki', weight: 2, factoryWarrantyYears: 3,
    models: [
      { model: 'Swift', bodies: ['hatchback'], years: [2017, 2025], price: 20000, weight: 3, engines: [['1.2 Smart Hybrid', 'b', 1197, 61], ['1.2 Dualjet', 'b', 1242, 66], ['1.4 Boosterjet Sport', 'b', 1373, 95]], trims: ['Select', 'Stijl', 'Comfort', 'Style', 'Sport'] },
      { model: 'Ignis', bodies: ['hatchback'], years: [2017, 2025], price: 19000, weight: 1.5, engines: [['1.2 Smart Hybrid', 'b', 1197, 61]], trims: ['Select', 'Stijl', 'Comfort', 'Style'] },
      { model: 'Vitara', bodies: ['suvTerreinwagen'], years: [2015, 2025], price: 28000, weight: 2, tow: 1200, engines: [['1.4 Boosterjet', 'b', 1373, 95], ['1.5 Hybrid', 'h', 1462, 85], ['1.6', 'b', 1586, 88]], trims: ['Select', 'Stijl', 'Style', 'Select Smart Hybrid'] },
      { model: 'S-Cross', bodies: ['suvTerreinwagen'], years: [2014, 2025], price: 31000, weight: 1, tow: 1500, engines: [['1.4 Boosterjet', 'b', 1373, 95]], trims: ['Select', 'Style', 'Exclusive'] },
      { model: 'Celerio', bodies: ['hatchback'], years: [2015, 2021], price: 12000, weight: 1, engines: [['1.0', 'b', 998, 50]], trims: ['Comfort', 'Exclusive', 'Select'] },
      { model: 'Jimny', bodies: ['suvTerreinwagen'], years: [2018, 2025], price: 30000, weight: 0.6, seats: 4, doors: 3, drive: 'vierwiel', tow: 1300, engines: [['1.5 AllGrip', 'b', 1462, 75]], trims: ['Comfort', 'Stijl', 'Pro'] },
    ],
  },
  {
    name: 'Mitsubishi', weight: 1, factoryWarrantyYears: 5,
    models: [
      { model: 'Space Star', bodies: ['hatchback'], years: [2013, 2025], price: 15500, weight: 2, engines: [['1.0', 'b', 999, 52], ['1.2', 'b', 1193, 59]], trims: ['Intense', 'Instyle', 'Cool+', 'Dynamic'] },
      { model: 'Outlander', bodies: ['suvTerreinwagen'], years: [2014, 2022], price: 46000, weight: 1.5, drive: 'vierwiel', tow: 1500, engines: [['2.4 PHEV', 'p', 2360, 165, 54], ['2.0 PHEV', 'p', 1998, 149, 50]], trims: ['Instyle', 'Intense+', 'Business Edition', 'Pure'] },
      { model: 'Eclipse Cross', bodies: ['suvTerreinwagen'], years: [2018, 2025], price: 38000, weight: 1, drive: 'vierwiel', tow: 1500, engines: [['2.4 PHEV', 'p', 2360, 138, 45], ['1.5 DI-T', 'b', 1499, 120]], trims: ['Intense', 'Instyle', 'Executive', 'Black Edition'] },
      { model: 'ASX', bodies: ['suvTerreinwagen'], years: [2013, 2025], price: 27000, weight: 1, tow: 1300, engines: [['1.6 Cleartec', 'b', 1590, 86], ['1.3 DI-T', 'b', 1332, 103]], trims: ['Intense', 'Instyle', 'Cool+'] },
    ],
  },
  {
    name: 'MG', weight: 0.8, factoryWarrantyYears: 7,
    models: [
      { model: 'ZS', bodies: ['suvTerreinwagen'], years: [2020, 2025], price: 33000, weight: 1.5, tow: 500, engines: [['EV 51 kWh', 'e', 0, 130, 320], ['EV Long Range 72 kWh', 'e', 0, 115, 440]], trims: ['Comfort', 'Luxury', 'Standard Range'] },
      { model: 'MG4', bodies: ['hatchback'], years: [2022, 2025], price: 35000, weight: 1.5, drive: 'achterwiel', tow: 500, engines: [['Electric 64 kWh', 'e', 0, 150, 450], ['Electric 51 kWh', 'e', 0, 125, 350]], trims: ['Comfort', 'Luxury', 'Standard'] },
      { model: 'HS', bodies: ['suvTerreinwagen'], years: [2021, 2025], price: 38000, weight: 1, tow: 1500, engines: [['1.5 TGDI PHEV', 'p', 1490, 190, 52], ['1.5 TGDI', 'b', 1490, 119]], trims: ['Comfort', 'Luxury'] },
    ],
  },
  {
    name: 'Aixam', weight: 0.35, factoryWarrantyYears: 2,
    models: [
      { model: 'City', bodies: ['hatchback'], years: [2014, 2025], price: 15000, weight: 2, kind: 'brommobiel', seats: 2, doors: 2, tow: 0, engines: [['Diesel', 'd', 479, 6], ['e-City', 'e', 0, 6, 120]], trims: ['Premium', 'Pack', 'Sport', 'Evolution'] },
      { model: 'Coupé', bodies: ['coupe'], years: [2014, 2025], price: 17000, weight: 1, kind: 'brommobiel', seats: 2, doors: 2, tow: 0, engines: [['Diesel', 'd', 479, 6]], trims: ['GTI', 'Premium', 'Evolution'] },
    ],
  },
  {
    name: 'Ligier', weight: 0.25, factoryWarrantyYears: 2,
    models: [
      { model: 'JS50', bodies: ['hatchback'], years: [2014, 2025], price: 16000, weight: 1, kind: 'brommobiel', seats: 2, doors: 2, tow: 0, engines: [['DCI', 'd', 492, 6]], trims: ['Club', 'Elegance', 'Sport Ultimate', 'Young'] },
    ],
  },
];
