import type { CarBrand } from './types';

/**
 * The volume makes of the Dutch used-car market with their real models, engines (label as
 * dealers write it, fuel, cc, kW, electric range) and trim names. Prices are new prices of the
 * first engine in today's euros; weights skew like the Dutch occasion market.
 */
export const VOLUME_CAR_BRANDS: readonly CarBrand[] = [
  {
    name: 'Volkswagen', weight: 11, factoryWarrantyYears: 2,
    models: [
      { model: 'Polo', bodies: ['hatchback'], years: [2012, 2025], price: 23000, weight: 5, engines: [['1.0 MPI', 'b', 999, 59], ['1.0 TSI', 'b', 999, 70], ['1.0 TSI', 'b', 999, 81], ['1.6 TDI', 'd', 1598, 70]], trims: ['Comfortline', 'Highline', 'Life', 'Style', 'R-Line', 'Beats'] },
      { model: 'Golf', bodies: ['hatchback', ['stationwagen', 'Variant']], years: [2012, 2025], price: 33000, weight: 8, engines: [['1.0 TSI', 'b', 999, 81], ['1.5 TSI', 'b', 1498, 96], ['1.5 TSI', 'b', 1498, 110], ['1.5 eTSI', 'b', 1498, 110], ['2.0 TDI', 'd', 1968, 85], ['2.0 TDI', 'd', 1968, 110], ['1.4 TSI eHybrid', 'p', 1395, 150, 60], ['2.0 TSI GTI', 'b', 1984, 180]], trims: ['Life', 'Life Business', 'Style', 'R-Line', 'Highline', 'Comfortline', 'Business Edition'] },
      { model: 'Up!', bodies: ['hatchback'], years: [2012, 2023], price: 15000, weight: 3, seats: 4, engines: [['1.0 MPI', 'b', 999, 44], ['1.0 MPI', 'b', 999, 55], ['e-up!', 'e', 0, 61, 255]], trims: ['move up!', 'high up!', 'United', 'Beats'] },
      { model: 'T-Roc', bodies: ['suvTerreinwagen'], years: [2018, 2025], price: 36000, weight: 5, engines: [['1.0 TSI', 'b', 999, 81], ['1.5 TSI', 'b', 1498, 110], ['2.0 TSI 4Motion', 'b', 1984, 140]], trims: ['Life', 'Style', 'Sport', 'R-Line', 'Business Edition'] },
      { model: 'T-Cross', bodies: ['suvTerreinwagen'], years: [2019, 2025], price: 28000, weight: 4, engines: [['1.0 TSI', 'b', 999, 70], ['1.0 TSI', 'b', 999, 85], ['1.5 TSI', 'b', 1498, 110]], trims: ['Life', 'Style', 'R-Line'] },
      { model: 'Tiguan', bodies: ['suvTerreinwagen'], years: [2016, 2025], price: 46000, weight: 4, tow: 2000, engines: [['1.5 TSI', 'b', 1498, 110], ['2.0 TDI', 'd', 1968, 110], ['1.4 TSI eHybrid', 'p', 1395, 180, 49]], trims: ['Life', 'Elegance', 'R-Line', 'Highline', 'Comfortline'] },
      { model: 'Passat', bodies: [['stationwagen', 'Variant'], 'sedan'], years: [2015, 2025], price: 46000, weight: 3, tow: 2000, engines: [['1.5 TSI', 'b', 1498, 110], ['2.0 TDI', 'd', 1968, 110], ['1.4 TSI GTE', 'p', 1395, 160, 55]], trims: ['Business', 'Highline', 'Elegance', 'R-Line'] },
      { model: 'ID.3', bodies: ['hatchback'], years: [2020, 2025], price: 40000, weight: 3, tow: 0, engines: [['Pro 58 kWh', 'e', 0, 150, 420], ['Pro S 77 kWh', 'e', 0, 150, 550]], trims: ['Life', 'Business', 'Style', 'Pro'] },
      { model: 'ID.4', bodies: ['suvTerreinwagen'], years: [2021, 2025], price: 50000, weight: 2, tow: 1000, engines: [['Pro 77 kWh', 'e', 0, 150, 520], ['GTX 77 kWh', 'e', 0, 220, 480]], trims: ['Life', 'Business', 'Style', 'Max'] },
      { model: 'Touran', bodies: ['mpv'], years: [2015, 2024], price: 39000, weight: 1.5, seats: 7, engines: [['1.5 TSI', 'b', 1498, 110], ['2.0 TDI', 'd', 1968, 110]], trims: ['Comfortline', 'Highline', 'Life'] },
      { model: 'Caddy', bodies: ['bedrijfswagen'], years: [2015, 2025], price: 30000, weight: 1.5, kind: 'bedrijfswagen', seats: 2, doors: 4, engines: [['2.0 TDI', 'd', 1968, 75], ['2.0 TDI', 'd', 1968, 90]], trims: ['Comfort', 'Highline', 'Trendline'] },
      { model: 'Transporter', bodies: ['bedrijfswagen'], years: [2015, 2024], price: 45000, weight: 1, kind: 'bedrijfswagen', seats: 3, doors: 4, tow: 2500, engines: [['2.0 TDI L2H1', 'd', 1968, 81], ['2.0 TDI L2H1', 'd', 1968, 110]], trims: ['Comfortline', 'Highline', 'Bulli'] },
      { model: 'Multivan', bodies: ['personenbus'], years: [2016, 2025], price: 75000, weight: 0.4, seats: 7, tow: 2000, engines: [['2.0 TDI', 'd', 1968, 110], ['1.4 eHybrid', 'p', 1395, 160, 48]], trims: ['Comfortline', 'Highline', 'Life', 'Style'] },
    ],
  },
  {
    name: 'Kia', weight: 7, factoryWarrantyYears: 7,
    models: [
      { model: 'Picanto', bodies: ['hatchback'], years: [2017, 2025], price: 16000, weight: 4, engines: [['1.0 MPi', 'b', 998, 49], ['1.0 DPi', 'b', 998, 46], ['1.0 T-GDi', 'b', 998, 74]], trims: ['ComfortLine', 'DynamicLine', 'DynamicPlusLine', 'GT-Line', 'X-Line'] },
      { model: 'Rio', bodies: ['hatchback'], years: [2017, 2023], price: 20000, weight: 2, engines: [['1.0 T-GDi', 'b', 998, 74], ['1.2 CVVT', 'b', 1248, 62]], trims: ['ComfortLine', 'DynamicLine', 'GT-Line'] },
      { model: 'Ceed', bodies: ['hatchback', ['stationwagen', 'Sportswagon']], years: [2018, 2025], price: 28000, weight: 3, engines: [['1.0 T-GDi', 'b', 998, 88], ['1.5 T-GDi', 'b', 1482, 118], ['1.6 GDI PHEV', 'p', 1580, 104, 57]], trims: ['ComfortLine', 'DynamicLine', 'DynamicPlusLine', 'GT-Line'] },
      { model: 'XCeed', bodies: ['suvTerreinwagen'], years: [2019, 2025], price: 31000, weight: 2, engines: [['1.0 T-GDi', 'b', 998, 88], ['1.5 T-GDi', 'b', 1482, 118], ['1.6 GDi PHEV', 'p', 1580, 104, 48]], trims: ['DynamicLine', 'DynamicPlusLine', 'ExecutiveLine', 'GT-PlusLine'] },
      { model: 'Stonic', bodies: ['suvTerreinwagen'], years: [2018, 2025], price: 25000, weight: 2, engines: [['1.0 T-GDi', 'b', 998, 74], ['1.0 T-GDi MHEV', 'b', 998, 88]], trims: ['ComfortLine', 'DynamicLine', 'GT-Line'] },
      { model: 'Niro', bodies: ['suvTerreinwagen'], years: [2017, 2025], price: 36000, weight: 4, engines: [['1.6 GDi Hybrid', 'h', 1580, 104], ['1.6 GDi PHEV', 'p', 1580, 134, 65], ['EV 64,8 kWh', 'e', 0, 150, 460]], trims: ['DynamicLine', 'DynamicPlusLine', 'ExecutiveLine', 'Edition'] },
      { model: 'Sportage', bodies: ['suvTerreinwagen'], years: [2016, 2025], price: 41000, weight: 4, tow: 1650, engines: [['1.6 T-GDi', 'b', 1598, 110], ['1.6 T-GDi HEV', 'h', 1598, 169], ['1.6 T-GDi PHEV', 'p', 1598, 195, 70]], trims: ['DynamicLine', 'DynamicPlusLine', 'GT-Line', 'ExecutiveLine'] },
      { model: 'EV6', bodies: ['suvTerreinwagen'], years: [2021, 2025], price: 55000, weight: 1, tow: 1600, engines: [['77,4 kWh', 'e', 0, 168, 528], ['GT-Line AWD 77,4 kWh', 'e', 0, 239, 506]], trims: ['Air', 'GT-Line', 'Plus'] },
    ],
  },
  {
    name: 'Peugeot', weight: 7, factoryWarrantyYears: 2,
    models: [
      { model: '108', bodies: ['hatchback'], years: [2014, 2021], price: 13000, weight: 2, seats: 4, engines: [['1.0 e-VTi', 'b', 998, 53]], trims: ['Active', 'Allure', 'Blue Lion', 'Collection'] },
      { model: '208', bodies: ['hatchback'], years: [2012, 2025], price: 24000, weight: 5, engines: [['1.2 PureTech', 'b', 1199, 55], ['1.2 PureTech', 'b', 1199, 74], ['1.2 PureTech', 'b', 1199, 96], ['1.5 BlueHDi', 'd', 1499, 75], ['e-208 50 kWh', 'e', 0, 100, 340]], trims: ['Active', 'Allure', 'GT', 'Style', 'Blue Lease', 'Signature'] },
      { model: '308', bodies: ['hatchback', ['stationwagen', 'SW']], years: [2014, 2025], price: 32000, weight: 4, engines: [['1.2 PureTech', 'b', 1199, 96], ['1.5 BlueHDi', 'd', 1499, 96], ['1.6 HYbrid', 'p', 1598, 132, 59]], trims: ['Active Pack Business', 'Allure', 'Allure Pack Business', 'GT', 'Blue Lease Premium'] },
      { model: '2008', bodies: ['suvTerreinwagen'], years: [2014, 2025], price: 30000, weight: 4, engines: [['1.2 PureTech', 'b', 1199, 74], ['1.2 PureTech', 'b', 1199, 96], ['e-2008 50 kWh', 'e', 0, 100, 320]], trims: ['Active', 'Allure', 'GT', 'GT Line', 'Style'] },
      { model: '3008', bodies: ['suvTerreinwagen'], years: [2017, 2025], price: 41000, weight: 3, tow: 1500, engines: [['1.2 PureTech', 'b', 1199, 96], ['1.5 BlueHDi', 'd', 1499, 96], ['1.6 HYbrid4', 'p', 1598, 221, 59]], trims: ['Active', 'Allure', 'GT', 'GT Line', 'Blue Lease Executive'] },
      { model: '5008', bodies: ['suvTerreinwagen'], years: [2017, 2025], price: 46000, weight: 1, seats: 7, tow: 1500, engines: [['1.2 PureTech', 'b', 1199, 96], ['1.5 BlueHDi', 'd', 1499, 96]], trims: ['Allure', 'GT', 'Blue Lease Executive'] },
      { model: 'Partner', bodies: ['bedrijfswagen'], years: [2018, 2025], price: 27000, weight: 1, kind: 'bedrijfswagen', seats: 3, doors: 4, engines: [['1.5 BlueHDi', 'd', 1499, 75], ['1.5 BlueHDi', 'd', 1499, 96]], trims: ['Premium', 'Asphalt', 'Pro'] },
    ],
  },
  {
    name: 'Toyota', weight: 7, factoryWarrantyYears: 3,
    models: [
      { model: 'Aygo', bodies: ['hatchback'], years: [2014, 2025], price: 17000, weight: 3, seats: 4, engines: [['1.0 VVT-i', 'b', 998, 53]], trims: ['x-play', 'x-joy', 'x-fun', 'Pulse', 'Envy'] },
      { model: 'Yaris', bodies: ['hatchback'], years: [2012, 2025], price: 25000, weight: 5, engines: [['1.0 VVT-i', 'b', 998, 53], ['1.5 VVT-i', 'b', 1490, 92], ['1.5 Hybrid', 'h', 1490, 85]], trims: ['Active', 'Dynamic', 'Executive', 'First Edition', 'Style'] },
      { model: 'Yaris Cross', bodies: ['suvTerreinwagen'], years: [2021, 2025], price: 31000, weight: 2, engines: [['1.5 Hybrid', 'h', 1490, 85], ['1.5 Hybrid AWD-i', 'h', 1490, 85]], trims: ['Active', 'Dynamic', 'Explore', 'Executive'] },
      { model: 'Corolla', bodies: ['hatchback', ['stationwagen', 'Touring Sports']], years: [2019, 2025], price: 34000, weight: 4, engines: [['1.8 Hybrid', 'h', 1798, 90], ['2.0 Hybrid', 'h', 1987, 135], ['1.2 Turbo', 'b', 1197, 85]], trims: ['Active', 'Dynamic', 'Business Plus', 'Executive', 'GR-Sport'] },
      { model: 'Auris', bodies: ['hatchback', ['stationwagen', 'Touring Sports']], years: [2012, 2018], price: 27000, weight: 2, engines: [['1.8 Hybrid', 'h', 1798, 100], ['1.2T', 'b', 1197, 85], ['1.6 Valvematic', 'b', 1598, 97]], trims: ['Aspiration', 'Dynamic', 'Executive', 'Lease Pro'] },
      { model: 'C-HR', bodies: ['suvTerreinwagen'], years: [2017, 2025], price: 38000, weight: 4, engines: [['1.8 Hybrid', 'h', 1798, 90], ['2.0 Hybrid', 'h', 1987, 135], ['1.2 Turbo', 'b', 1197, 85]], trims: ['Active', 'Dynamic', 'Style', 'Executive', 'GR-Sport'] },
      { model: 'RAV4', bodies: ['suvTerreinwagen'], years: [2016, 2025], price: 48000, weight: 2, tow: 1650, engines: [['2.5 Hybrid', 'h', 2487, 160], ['2.5 Hybrid AWD', 'h', 2487, 163], ['2.5 Plug-in Hybrid AWD', 'p', 2487, 225, 75]], trims: ['Active', 'Dynamic', 'Style', 'Executive', 'Adventure'] },
      { model: 'Prius', bodies: ['hatchback'], years: [2016, 2023], price: 35000, weight: 1, engines: [['1.8 Hybrid', 'h', 1798, 90], ['1.8 Plug-in Hybrid', 'p', 1798, 90, 50]], trims: ['Business', 'Dynamic', 'Executive'] },
      { model: 'Proace', bodies: ['bedrijfswagen'], years: [2017, 2025], price: 36000, weight: 0.6, kind: 'bedrijfswagen', seats: 3, doors: 4, engines: [['2.0 D-4D', 'd', 1997, 90]], trims: ['Live', 'Cool Comfort', 'Professional'] },
      { model: 'Hilux', bodies: ['pickup'], years: [2016, 2025], price: 48000, weight: 0.4, kind: 'bedrijfswagen', tow: 3500, drive: 'vierwiel', engines: [['2.4 D-4D 4x4', 'd', 2393, 110], ['2.8 D-4D 4x4', 'd', 2755, 150]], trims: ['Double Cab', 'Extra Cab', 'Professional'] },
    ],
  },
  {
    name: 'Opel', weight: 6.5, factoryWarrantyYears: 2,
    models: [
      { model: 'Corsa', bodies: ['hatchback'], years: [2012, 2025], price: 23000, weight: 5, engines: [['1.2', 'b', 1199, 55], ['1.2 Turbo', 'b', 1199, 74], ['1.2 Turbo', 'b', 1199, 96], ['1.4', 'b', 1398, 66], ['Corsa-e 50 kWh', 'e', 0, 100, 335]], trims: ['Edition', 'Elegance', 'GS Line', 'Level 2', 'Online Edition', 'Business'] },
      { model: 'Astra', bodies: ['hatchback', ['stationwagen', 'Sports Tourer']], years: [2015, 2025], price: 30000, weight: 4, engines: [['1.0 Turbo', 'b', 999, 77], ['1.2 Turbo', 'b', 1199, 96], ['1.4 Turbo', 'b', 1399, 110], ['1.5 CDTI', 'd', 1496, 77], ['1.6 Hybrid', 'p', 1598, 132, 60]], trims: ['Edition', 'Elegance', 'Business Executive', 'GS Line', 'Innovation'] },
      { model: 'Crossland', bodies: ['suvTerreinwagen'], years: [2017, 2025], price: 25000, weight: 3, engines: [['1.2', 'b', 1199, 61], ['1.2 Turbo', 'b', 1199, 81]], trims: ['Edition', 'Elegance', 'GS Line', 'Innovation', '120 Jaar Edition'] },
      { model: 'Grandland', bodies: ['suvTerreinwagen'], years: [2017, 2025], price: 38000, weight: 2, tow: 1500, engines: [['1.2 Turbo', 'b', 1199, 96], ['1.6 Turbo Hybrid', 'p', 1598, 165, 57]], trims: ['Business Edition', 'Elegance', 'GS Line', 'Innovation', 'Ultimate'] },
      { model: 'Mokka', bodies: ['suvTerreinwagen'], years: [2020, 2025], price: 30000, weight: 2, engines: [['1.2 Turbo', 'b', 1199, 74], ['1.2 Turbo', 'b', 1199, 96], ['Mokka-e 50 kWh', 'e', 0, 100, 320]], trims: ['Edition', 'Elegance', 'GS Line', 'Ultimate'] },
      { model: 'Karl', bodies: ['hatchback'], years: [2015, 2019], price: 11500, weight: 1, engines: [['1.0', 'b', 999, 55]], trims: ['Edition', '120 Jaar Edition', 'Innovation', 'Rocks'] },
      { model: 'Insignia', bodies: [['stationwagen', 'Sports Tourer'], 'hatchback'], years: [2017, 2022], price: 40000, weight: 1, tow: 1800, engines: [['1.5 Turbo', 'b', 1490, 121], ['2.0 CDTI', 'd', 1956, 125]], trims: ['Business Executive', 'Innovation', 'Elegance'] },
      { model: 'Vivaro', bodies: ['bedrijfswagen'], years: [2019, 2025], price: 35000, weight: 1, kind: 'bedrijfswagen', seats: 3, doors: 4, tow: 2500, engines: [['2.0 CDTI L2H1', 'd', 1997, 90], ['2.0 CDTI L3H1', 'd', 1997, 110]], trims: ['Edition', 'Innovation'] },
    ],
  },
  {
    name: 'Renault', weight: 6, factoryWarrantyYears: 2,
    models: [
      { model: 'Clio', bodies: ['hatchback', ['stationwagen', 'Estate']], years: [2013, 2025], price: 22000, weight: 5, engines: [['0.9 TCe', 'b', 898, 66], ['1.0 TCe', 'b', 999, 67], ['1.0 TCe 100 Bi-Fuel', 'g', 999, 74], ['1.5 dCi', 'd', 1461, 66], ['1.6 E-Tech Hybrid', 'h', 1598, 105]], trims: ['Zen', 'Intens', 'Limited', 'Techno', 'Evolution', 'Esprit Alpine'] },
      { model: 'Captur', bodies: ['suvTerreinwagen'], years: [2013, 2025], price: 28000, weight: 4, engines: [['0.9 TCe', 'b', 898, 66], ['1.3 TCe', 'b', 1332, 103], ['1.6 E-Tech Plug-in Hybrid', 'p', 1598, 117, 50]], trims: ['Zen', 'Intens', 'Techno', 'Initiale Paris', 'Esprit Alpine'] },
      { model: 'Mégane', bodies: ['hatchback', ['stationwagen', 'Estate']], years: [2016, 2023], price: 30000, weight: 3, engines: [['1.3 TCe', 'b', 1332, 103], ['1.5 Blue dCi', 'd', 1461, 85], ['1.6 E-Tech Plug-in Hybrid', 'p', 1598, 117, 50]], trims: ['Zen', 'Intens', 'Bose', 'Limited', 'R.S. Line'] },
      { model: 'Mégane E-Tech', bodies: ['suvTerreinwagen'], years: [2022, 2025], price: 45000, weight: 1, tow: 900, engines: [['EV60 Optimum Charge', 'e', 0, 160, 450]], trims: ['Equilibre', 'Evolution', 'Techno', 'Iconic'] },
      { model: 'Zoe', bodies: ['hatchback'], years: [2013, 2024], price: 34000, weight: 2, tow: 0, engines: [['R110 52 kWh', 'e', 0, 80, 395], ['R135 52 kWh', 'e', 0, 100, 386]], trims: ['Life', 'Experience', 'Intens', 'Bose'] },
      { model: 'Twingo', bodies: ['hatchback'], years: [2014, 2024], price: 15000, weight: 2, seats: 4, engines: [['1.0 SCe', 'b', 999, 48], ['0.9 TCe', 'b', 898, 66], ['Electric', 'e', 0, 60, 190]], trims: ['Collection', 'Intens', 'Limited', 'Zen'] },
      { model: 'Kadjar', bodies: ['suvTerreinwagen'], years: [2015, 2022], price: 32000, weight: 1, tow: 1500, engines: [['1.3 TCe', 'b', 1332, 103], ['1.5 Blue dCi', 'd', 1461, 85]], trims: ['Zen', 'Intens', 'Bose', 'Black Edition'] },
      { model: 'Austral', bodies: ['suvTerreinwagen'], years: [2023, 2025], price: 42000, weight: 1, tow: 1500, engines: [['1.2 E-Tech Full Hybrid', 'h', 1199, 146], ['1.3 Mild Hybrid', 'b', 1332, 103]], trims: ['Techno', 'Iconic', 'Esprit Alpine'] },
      { model: 'Kangoo', bodies: ['bedrijfswagen'], years: [2013, 2025], price: 26000, weight: 1, kind: 'bedrijfswagen', seats: 2, doors: 4, engines: [['1.5 dCi', 'd', 1461, 70], ['1.5 Blue dCi', 'd', 1461, 85]], trims: ['Comfort', 'Work Edition', 'Advance'] },
      { model: 'Trafic', bodies: ['bedrijfswagen'], years: [2014, 2025], price: 36000, weight: 1, kind: 'bedrijfswagen', seats: 3, doors: 4, tow: 2000, engines: [['2.0 dCi T29 L2H1', 'd', 1997, 96], ['1.6 dCi T29 L1H1', 'd', 1598, 92]], trims: ['Comfort', 'Work Edition', 'Luxe'] },
    ],
  },
  {
    name: 'Ford', weight: 5.5, factoryWarrantyYears: 2,
    models: [
      { model: 'Fiesta', bodies: ['hatchback'], years: [2012, 2023], price: 21000, weight: 4, engines: [['1.0 EcoBoost', 'b', 998, 74], ['1.0 EcoBoost', 'b', 998, 92], ['1.1 Trend', 'b', 1084, 55], ['1.5 TDCi', 'd', 1499, 63]], trims: ['Titanium', 'ST-Line', 'Trend', 'Connected', 'Active'] },
      { model: 'Focus', bodies: ['hatchback', ['stationwagen', 'Wagon']], years: [2014, 2025], price: 30000, weight: 4, engines: [['1.0 EcoBoost', 'b', 998, 92], ['1.5 EcoBoost', 'b', 1497, 110], ['1.5 EcoBlue', 'd', 1499, 88], ['1.0 EcoBoost Hybrid', 'b', 998, 114]], trims: ['Titanium', 'ST-Line', 'ST-Line X', 'Trend Edition Business', 'Active'] },
      { model: 'Puma', bodies: ['suvTerreinwagen'], years: [2020, 2025], price: 30000, weight: 3, engines: [['1.0 EcoBoost Hybrid', 'b', 998, 92], ['1.0 EcoBoost Hybrid', 'b', 998, 114]], trims: ['Titanium', 'ST-Line', 'ST-Line X', 'Vivid Ruby Edition'] },
      { model: 'Kuga', bodies: ['suvTerreinwagen'], years: [2013, 2025], price: 41000, weight: 2, tow: 1600, engines: [['1.5 EcoBoost', 'b', 1497, 110], ['2.5 PHEV', 'p', 2488, 165, 56], ['2.0 EcoBlue', 'd', 1995, 110]], trims: ['Titanium', 'ST-Line', 'ST-Line X', 'Vignale'] },
      { model: 'Mustang Mach-E', bodies: ['suvTerreinwagen'], years: [2021, 2025], price: 57000, weight: 1, tow: 750, engines: [['75 kWh RWD', 'e', 0, 198, 440], ['98 kWh Extended AWD', 'e', 0, 258, 540]], trims: ['Premium', 'GT'] },
      { model: 'Ka+', bodies: ['hatchback'], years: [2016, 2019], price: 12500, weight: 0.6, engines: [['1.2', 'b', 1198, 51]], trims: ['Trend Ultimate', 'Ultimate'] },
      { model: 'Mondeo', bodies: [['stationwagen', 'Wagon'], 'hatchback'], years: [2015, 2022], price: 41000, weight: 0.6, tow: 1600, engines: [['2.0 Hybrid', 'h', 1999, 138], ['1.5 EcoBoost', 'b', 1498, 118]], trims: ['Titanium', 'Vignale', 'ST-Line'] },
      { model: 'Transit Custom', bodies: ['bedrijfswagen'], years: [2015, 2025], price: 41000, weight: 1.5, kind: 'bedrijfswagen', seats: 3, doors: 4, tow: 2500, engines: [['2.0 TDCI L2H1', 'd', 1995, 96], ['2.0 TDCI L1H1', 'd', 1995, 77]], trims: ['Trend', 'Limited', 'Sport'] },
      { model: 'Transit Connect', bodies: ['bedrijfswagen'], years: [2014, 2023], price: 26000, weight: 0.8, kind: 'bedrijfswagen', seats: 2, doors: 4, engines: [['1.5 EcoBlue L1', 'd', 1499, 74]], trims: ['Trend', 'Limited'] },
      { model: 'Ranger', bodies: ['pickup'], years: [2016, 2025], price: 46000, weight: 0.4, kind: 'bedrijfswagen', tow: 3500, drive: 'vierwiel', engines: [['2.0 EcoBlue 4x4', 'd', 1996, 125], ['3.2 TDCi 4x4', 'd', 3198, 147]], trims: ['Double Cab', 'Limited', 'Wildtrak', 'XLT'] },
    ],
  },
  {
    name: 'Škoda', weight: 5, factoryWarrantyYears: 2,
    models: [
      { model: 'Fabia', bodies: ['hatchback', ['stationwagen', 'Combi']], years: [2014, 2025], price: 21000, weight: 3, engines: [['1.0 MPI', 'b', 999, 55], ['1.0 TSI', 'b', 999, 70], ['1.0 TSI', 'b', 999, 81]], trims: ['Ambition', 'Style', 'Business Edition', 'Monte Carlo', 'Clever'] },
      { model: 'Octavia', bodies: ['hatchback', ['stationwagen', 'Combi']], years: [2013, 2025], price: 35000, weight: 4, tow: 1600, engines: [['1.0 TSI', 'b', 999, 81], ['1.5 TSI', 'b', 1498, 110], ['2.0 TDI', 'd', 1968, 110], ['1.4 TSI iV', 'p', 1395, 150, 60]], trims: ['Ambition', 'Business Edition', 'Style', 'Sportline', 'First Edition'] },
      { model: 'Superb', bodies: [['stationwagen', 'Combi'], 'hatchback'], years: [2015, 2025], price: 46000, weight: 1.5, tow: 2000, engines: [['1.5 TSI', 'b', 1498, 110], ['2.0 TDI', 'd', 1968, 140], ['1.4 TSI iV', 'p', 1395, 160, 55]], trims: ['Business Edition', 'Style', 'Sportline', 'Laurin & Klement'] },
      { model: 'Kamiq', bodies: ['suvTerreinwagen'], years: [2019, 2025], price: 29000, weight: 2, engines: [['1.0 TSI', 'b', 999, 81], ['1.5 TSI', 'b', 1498, 110]], trims: ['Ambition', 'Business Edition', 'Sport Business', 'Monte Carlo'] },
      { model: 'Karoq', bodies: ['suvTerreinwagen'], years: [2018, 2025], price: 37000, weight: 2, tow: 1800, engines: [['1.0 TSI', 'b', 999, 85], ['1.5 TSI', 'b', 1498, 110]], trims: ['Ambition', 'Business Edition', 'Style', 'Sportline'] },
      { model: 'Kodiaq', bodies: ['suvTerreinwagen'], years: [2017, 2025], price: 46000, weight: 1.5, seats: 7, tow: 2000, engines: [['1.5 TSI', 'b', 1498, 110], ['2.0 TDI', 'd', 1968, 110]], trims: ['Ambition', 'Business Edition', 'Style', 'Sportline'] },
      { model: 'Enyaq', bodies: ['suvTerreinwagen'], years: [2021, 2025], price: 50000, weight: 2, tow: 1000, engines: [['iV 60', 'e', 0, 132, 410], ['iV 80', 'e', 0, 150, 530]], trims: ['Business Edition', 'Sportline', 'Loden', 'Edition'] },
      { model: 'Citigo', bodies: ['hatchback'], years: [2012, 2020], price: 12500, weight: 1, seats: 4, engines: [['1.0 MPI', 'b', 999, 44], ['e-iV', 'e', 0, 61, 260]], trims: ['Ambition', 'Drive', 'Sport', 'Style'] },
      { model: 'Scala', bodies: ['hatchback'], years: [2019, 2025], price: 27000, weight: 1, engines: [['1.0 TSI', 'b', 999, 81], ['1.5 TSI', 'b', 1498, 110]], trims: ['Ambition', 'Business Edition', 'Sport Business', 'Monte Carlo'] },
    ],
  },
  {
    name: 'Hyundai', weight: 4.5, factoryWarrantyYears: 5,
    models: [
      { model: 'i10', bodies: ['hatchback'], years: [2014, 2025], price: 16500, weight: 3, engines: [['1.0', 'b', 998, 49], ['1.2', 'b', 1197, 62]], trims: ['Comfort', 'Comfort Smart', 'Premium', 'N Line', 'i-Motion'] },
      { model: 'i20', bodies: ['hatchback'], years: [2015, 2025], price: 23000, weight: 2, engines: [['1.0 T-GDI', 'b', 998, 74], ['1.2', 'b', 1197, 62]], trims: ['Comfort', 'Premium', 'N Line', 'Go!'] },
      { model: 'i30', bodies: ['hatchback', ['stationwagen', 'Wagon']], years: [2017, 2025], price: 28000, weight: 2, engines: [['1.0 T-GDi', 'b', 998, 88], ['1.5 T-GDi', 'b', 1482, 117], ['1.6 CRDi', 'd', 1598, 85]], trims: ['Comfort', 'Comfort Smart', 'Premium', 'N Line'] },
      { model: 'Kona', bodies: ['suvTerreinwagen'], years: [2018, 2025], price: 33000, weight: 3, engines: [['1.0 T-GDI', 'b', 998, 88], ['1.6 GDI HEV', 'h', 1580, 104], ['Electric 64 kWh', 'e', 0, 150, 484]], trims: ['Comfort', 'Fashion', 'Premium', 'N Line'] },
      { model: 'Tucson', bodies: ['suvTerreinwagen'], years: [2015, 2025], price: 43000, weight: 3, tow: 1650, engines: [['1.6 T-GDI HEV', 'h', 1598, 169], ['1.6 T-GDI PHEV', 'p', 1598, 195, 62], ['1.6 T-GDI', 'b', 1591, 110]], trims: ['Comfort', 'Premium', 'N Line', 'Shine'] },
      { model: 'Ioniq', bodies: ['hatchback'], years: [2016, 2022], price: 33000, weight: 1, engines: [['1.6 GDi Hybrid', 'h', 1580, 104], ['Electric', 'e', 0, 100, 311]], trims: ['Comfort', 'Premium', 'i-Motion'] },
      { model: 'Ioniq 5', bodies: ['suvTerreinwagen'], years: [2021, 2025], price: 50000, weight: 1, tow: 1600, engines: [['77 kWh', 'e', 0, 168, 507], ['58 kWh', 'e', 0, 125, 384]], trims: ['Connect', 'Lounge', 'Style', 'Project 45'] },
      { model: 'Bayon', bodies: ['suvTerreinwagen'], years: [2021, 2025], price: 25000, weight: 1, engines: [['1.0 T-GDI', 'b', 998, 74]], trims: ['Comfort', 'Comfort Smart', 'Premium'] },
    ],
  },
];
