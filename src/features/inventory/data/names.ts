/** Dutch surnames and street names for the demo dealers; surnames lean regional where it shows. */

export const SURNAMES_GENERAL = [
  'De Jong', 'Jansen', 'De Vries', 'Van den Berg', 'Van Dijk', 'Bakker', 'Visser', 'Smit', 'Meijer', 'De Boer',
  'Mulder', 'De Groot', 'Bos', 'Vos', 'Peters', 'Van Leeuwen', 'Dekker', 'Brouwer', 'De Wit', 'De Graaf',
  'Van der Meer', 'Van der Linden', 'Kok', 'Jacobs', 'De Haan', 'Vermeulen', 'Van den Heuvel', 'Van der Veen',
  'Van den Broek', 'De Bruijn', 'Schouten', 'Van Beek', 'Willems', 'Van Vliet', 'Koster', 'Van Dam', 'Van der Wal',
  'Prins', 'Blom', 'Huisman', 'Kuipers', 'Van Veen', 'Post', 'Kramer', 'Van den Brink', 'Scholten', 'Van Wijk',
  'Vink', 'De Ruiter', 'Groen', 'Gerritsen', 'Jonker', 'Van Loon', 'Van der Velde', 'Willemsen', 'De Lange',
  'Bosch', 'Van Dongen', 'Schipper', 'De Koning', 'Van der Laan', 'Van Doorn', 'Evers', 'Van den Bosch', 'Hofman',
  'Bosman', 'Wolters', 'Verbeek', 'Van Rijn', 'Hoogendoorn', 'Kroon', 'Van Es', 'Molenaar', 'Boersma', 'Verhoef',
  'Van Putten', 'Hartman', 'Koopman', 'Veldhuis', 'Dijkman', 'Brands', 'Van Ommen', 'Sterk', 'Lammers', 'Zwart',
];

export const SURNAMES_NORTH = [
  'Hoekstra', 'Dijkstra', 'Postma', 'Veenstra', 'Bosma', 'Wiersma', 'Zijlstra', 'Hofstra', 'De Vries', 'Kuipers',
  'Sikkema', 'Bouma', 'Jellema', 'Van der Molen', 'Hiemstra', 'Kooistra', 'Tuinstra', 'Wijnja', 'Nijboer', 'Hoving',
  'Bolhuis', 'Boerema', 'Kloosterman', 'Oosterhof', 'Smid', 'Venema', 'Dijkhuis', 'Hummel', 'Zuidema', 'Brink',
];

export const SURNAMES_SOUTH = [
  'Janssen', 'Peeters', 'Smeets', 'Hendriks', 'Van de Ven', 'Verhoeven', 'Van Gils', 'Van der Heijden', 'Kuijpers',
  'Van Dongen', 'Maas', 'Martens', 'Timmermans', 'Driessen', 'Hermans', 'Van Hout', 'Rutten', 'Claessens',
  'Van Kessel', 'Aarts', 'Van Loon', 'Coolen', 'Van Rooij', 'Verstappen', 'Schepers', 'Vullings', 'Hoeben',
  'Geurts', 'Van Lieshout', 'Pijnenburg', 'Theunissen', 'Vermeer', 'Van Erp', 'Wouters', 'Derks', 'Bemelmans',
];

/** Where car, motorcycle and camping dealers sit: business parks. */
export const BUSINESS_STREETS = [
  'Industrieweg', 'Nijverheidsweg', 'Ambachtsweg', 'Edisonweg', 'Newtonstraat', 'Einsteinstraat', 'Handelsweg',
  'Bedrijvenweg', 'Celsiusweg', 'Kelvinstraat', 'Galvanistraat', 'Voltaweg', 'Ampèrestraat', 'Marconistraat',
  'Transportweg', 'Energieweg', 'Koopvaardijweg', 'Zuidelijke Randweg', 'Noordweg', 'Oostweg', 'Westerweg',
  'Mercuriusweg', 'Jupiterweg', 'Saturnusweg', 'Columbusweg', 'Magelhaenstraat', 'Rijksstraatweg', 'Provincialeweg',
  'Autoboulevard', 'Kanaalweg', 'Havenweg', 'Stationsweg', 'Zuiderzeestraatweg', 'Dr. Lelyweg', 'Fokkerstraat',
  'Watermolen', 'De Steenbok', 'Hoogveld', 'Plesmanweg', 'Vlasakker',
];

/** Where bicycle shops sit: town streets. */
export const TOWN_STREETS = [
  'Kerkstraat', 'Dorpsstraat', 'Hoofdstraat', 'Molenstraat', 'Stationsstraat', 'Julianastraat', 'Beatrixstraat',
  'Wilhelminastraat', 'Oranjestraat', 'Schoolstraat', 'Marktstraat', 'Nieuwstraat', 'Grotestraat', 'Raadhuisstraat',
  'Emmastraat', 'Prins Hendrikstraat', 'Burgemeester Jansenstraat', 'Lange Kerkstraat', 'Brink', 'Voorstraat',
  'Achterstraat', 'Steenweg', 'Zuidsingel', 'Noordsingel', 'Oude Gracht', 'Ringweg', 'Havenstraat', 'Dijkstraat',
];

/** Words a dealer name can carry for a camping dealer in a region. */
export const COMPASS = ['Noord', 'Oost', 'Zuid', 'West', 'Midden'] as const;
