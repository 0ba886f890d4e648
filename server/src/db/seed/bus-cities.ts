/**
 * The cities TripSetu's buses serve (issue 22, decision 030), each with the places buses pick up and drop
 * at: the main bus station and the stops private operators use on the way out of town, with a landmark.
 * Real localities; the addresses are written as operators print them, not postal addresses.
 */
export interface BusCitySeed {
  id: string;
  name: string;
  state: string;
  /** [place, landmark]; the first is the city's main bus station. */
  points: readonly (readonly [string, string])[];
}

const c = (id: string, name: string, state: string, points: BusCitySeed['points']): BusCitySeed => ({
  id,
  name,
  state,
  points,
});

export const BUS_CITIES: readonly BusCitySeed[] = [
  c('BLR', 'Bengaluru', 'KA', [
    ['Majestic (Kempegowda Bus Station)', 'Opposite City Railway Station'],
    ['Madiwala', 'Near Silk Board Junction'],
    ['Electronic City', 'Infosys Gate 1, Hosur Road'],
    ['Hebbal', 'Below Hebbal Flyover'],
    ['Marathahalli', 'Kalamandir, Outer Ring Road'],
  ]),
  c('MYS', 'Mysuru', 'KA', [
    ['Mysuru Suburban Bus Stand', 'Bangalore–Nilgiri Road'],
    ['Hinkal', 'Hinkal Flyover, Ring Road'],
  ]),
  c('IXE', 'Mangaluru', 'KA', [
    ['Mangaluru KSRTC Bus Stand', 'Bejai Main Road'],
    ['Pumpwell', 'Pumpwell Circle'],
  ]),
  c('HBX', 'Hubballi', 'KA', [
    ['Hubballi New Bus Stand', 'Gokul Road'],
    ['Unkal Cross', 'Near Unkal Lake'],
  ]),
  c('IXG', 'Belagavi', 'KA', [
    ['Belagavi Central Bus Stand', 'Near Kittur Chennamma Circle'],
    ['RPD Cross', 'Tilakwadi'],
  ]),
  c('MAA', 'Chennai', 'TN', [
    ['Koyambedu (CMBT)', 'Opposite Koyambedu Market'],
    ['Kilambakkam Bus Terminus', 'GST Road, Vandalur'],
    ['Guindy', 'Kathipara Junction'],
    ['Porur', 'Porur Toll Plaza'],
  ]),
  c('CJB', 'Coimbatore', 'TN', [
    ['Gandhipuram Omni Bus Stand', 'Cross Cut Road'],
    ['Ukkadam', 'Near Ukkadam Lake'],
    ['Singanallur', 'Trichy Road'],
  ]),
  c('IXM', 'Madurai', 'TN', [
    ['Mattuthavani Bus Stand', 'Near Central Market'],
    ['Arappalayam', 'Arappalayam Cross Road'],
  ]),
  c('PNY', 'Puducherry', 'PY', [
    ['Puducherry Bus Stand', 'Maraimalai Adigal Salai'],
    ['Indira Gandhi Square', 'Rajiv Gandhi Square junction'],
  ]),
  c('HYD', 'Hyderabad', 'TS', [
    ['MGBS (Imlibun)', 'Near Afzalgunj'],
    ['Ameerpet', 'Opposite Metro Station'],
    ['Kukatpally', 'KPHB Colony Bus Stop'],
    ['Miyapur', 'Allwyn X Roads'],
    ['LB Nagar', 'LB Nagar Ring Road'],
  ]),
  c('VGA', 'Vijayawada', 'AP', [
    ['Pandit Nehru Bus Station', 'Near Krishna Barrage'],
    ['Benz Circle', 'MG Road'],
  ]),
  c('VTZ', 'Visakhapatnam', 'AP', [
    ['Dwaraka Bus Station', 'Dwaraka Nagar'],
    ['Maddilapalem', 'Near Gurudwara Junction'],
  ]),
  c('TIR', 'Tirupati', 'AP', [
    ['Tirupati Central Bus Station', 'Near Srinivasam Complex'],
    ['Alipiri', 'Alipiri Footpath Gate'],
  ]),
  c('COK', 'Kochi', 'KL', [
    ['Vyttila Mobility Hub', 'Vyttila Junction'],
    ['Edappally', 'Edappally Toll'],
    ['Aluva', 'Aluva Bypass'],
  ]),
  c('TRV', 'Thiruvananthapuram', 'KL', [
    ['Thampanoor Central Bus Station', 'Opposite Central Railway Station'],
    ['Kazhakoottam', 'Technopark Main Gate'],
  ]),
  c('BOM', 'Mumbai', 'MH', [
    ['Borivali (National Park)', 'Western Express Highway'],
    ['Dadar TT', 'Near Dadar TT Circle'],
    ['Sion', 'Sion Circle'],
    ['Vashi', 'Vashi Plaza'],
    ['Andheri East', 'Near WEH Metro Station'],
  ]),
  c('PNQ', 'Pune', 'MH', [
    ['Swargate', 'Swargate Bus Stand'],
    ['Shivajinagar', 'Wakdewadi Bus Stand'],
    ['Hinjewadi', 'Wakad Bridge'],
    ['Katraj', 'Katraj Chowk'],
  ]),
  c('ISK', 'Nashik', 'MH', [
    ['Mumbai Naka', 'Mumbai Naka Circle'],
    ['Dwarka', 'Dwarka Circle'],
  ]),
  c('IXU', 'Aurangabad', 'MH', [
    ['Central Bus Stand', 'Railway Station Road'],
    ['Cidco', 'Cidco Bus Stand'],
  ]),
  c('NAG', 'Nagpur', 'MH', [
    ['Ganeshpeth Bus Stand', 'Near Agrasen Square'],
    ['Wardhaman Nagar', 'Wardhaman Nagar Square'],
  ]),
  c('GOI', 'Goa (Panaji)', 'GA', [
    ['Panaji Kadamba Bus Stand', 'Patto, Panaji'],
    ['Mapusa', 'Mapusa Bus Stand'],
    ['Margao', 'Kadamba Bus Stand, Margao'],
  ]),
  c('AMD', 'Ahmedabad', 'GJ', [
    ['Geeta Mandir (Central Bus Station)', 'Astodia'],
    ['Paldi', 'Paldi Char Rasta'],
    ['Nehru Nagar', 'Nehru Nagar Circle'],
  ]),
  c('BDQ', 'Vadodara', 'GJ', [
    ['Vadodara Central Bus Station', 'Near Railway Station'],
    ['Golden Chokdi', 'NH 48'],
  ]),
  c('STV', 'Surat', 'GJ', [
    ['Surat Central Bus Station', 'Near Railway Station'],
    ['Adajan', 'Adajan Patiya'],
  ]),
  c('RAJ', 'Rajkot', 'GJ', [
    ['Rajkot Bus Port', 'Dhebar Road'],
    ['Gondal Chowkdi', 'Gondal Road'],
  ]),
  c('UDR', 'Udaipur', 'RJ', [
    ['Udiapole Bus Stand', 'Udiapole Circle'],
    ['Sukher', 'Near RTO Office'],
  ]),
  c('JAI', 'Jaipur', 'RJ', [
    ['Sindhi Camp', 'Station Road'],
    ['Narayan Singh Circle', 'Tonk Road'],
    ['200 Feet Bypass', 'Ajmer Road'],
  ]),
  c('JDH', 'Jodhpur', 'RJ', [
    ['Raika Bagh Bus Stand', 'Near Raika Bagh Palace'],
    ['Paota', 'Paota Circle'],
  ]),
  c('IDR', 'Indore', 'MP', [
    ['Sarwate Bus Stand', 'Near Railway Station'],
    ['Vijay Nagar', 'Vijay Nagar Square'],
  ]),
  c('BHO', 'Bhopal', 'MP', [
    ['Nadra Bus Stand', 'Near Hamidia Road'],
    ['ISBT Bhopal', 'Hoshangabad Road'],
  ]),
  c('DEL', 'Delhi', 'DL', [
    ['Kashmere Gate ISBT', 'Near Metro Gate 2'],
    ['Anand Vihar ISBT', 'Opposite Railway Terminal'],
    ['Majnu Ka Tilla', 'Near Tibetan Colony'],
    ['Dhaula Kuan', 'Near Metro Station'],
  ]),
  c('AGR', 'Agra', 'UP', [
    ['Idgah Bus Stand', 'Near Agra Cantt'],
    ['ISBT Agra', 'Sikandra'],
  ]),
  c('LKO', 'Lucknow', 'UP', [
    ['Alambagh Bus Terminal', 'Kanpur Road'],
    ['Kaiserbagh', 'Kaiserbagh Bus Stand'],
  ]),
  c('IXC', 'Chandigarh', 'CH', [
    ['ISBT Sector 43', 'Sector 43'],
    ['ISBT Sector 17', 'Sector 17'],
  ]),
  c('KUU', 'Manali', 'HP', [
    ['Manali Private Bus Stand', 'Near Mall Road'],
    ['Vashisht Chowk', 'Vashisht Road'],
  ]),
  c('SLV', 'Shimla', 'HP', [
    ['ISBT Tutikandi', 'Cart Road'],
    ['Old Bus Stand', 'Lakkar Bazaar'],
  ]),
  c('DED', 'Dehradun', 'UK', [
    ['ISBT Dehradun', 'Haridwar Road'],
    ['Clock Tower', 'Ghanta Ghar'],
  ]),
  c('HWR', 'Haridwar', 'UK', [
    ['Haridwar Bus Stand', 'Near Railway Station'],
    ['Har Ki Pauri', 'Upper Road'],
  ]),
  c('ATQ', 'Amritsar', 'PB', [
    ['Amritsar ISBT', 'GT Road'],
    ['Golden Temple Parking', 'Heritage Street'],
  ]),
];
