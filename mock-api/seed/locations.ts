/** Real ZIPs and their `zipcodes` coordinates (locations.test.ts) so distances are real; 555-01xx phones are reserved for fiction. */
import type { RetailStateGroup } from "../model";

const STATE_NAMES: Record<string, string> = {
  AL: "Alabama", AZ: "Arizona", CA: "California", CO: "Colorado", CT: "Connecticut", DC: "District of Columbia",
  FL: "Florida", GA: "Georgia", IL: "Illinois", LA: "Louisiana", MA: "Massachusetts", MD: "Maryland",
  MI: "Michigan", MN: "Minnesota", MO: "Missouri", NC: "North Carolina", NJ: "New Jersey", NV: "Nevada",
  NY: "New York", OH: "Ohio", OR: "Oregon", PA: "Pennsylvania", TN: "Tennessee", TX: "Texas",
  VA: "Virginia", WA: "Washington",
};

/** [state code, name, city, street address, zip, phones, lat, lon] */
type StoreRow = [string, string, string, string, string, string[], number, number];

const STORES: StoreRow[] = [
  ["AL", "Vestavia & Vale Fine Jewelry", "Birmingham", "2721 Cahaba Road", "35223", ["(205) 555-0131"], 33.4995, -86.7268],
  ["AL", "Monte Sano Jewelers", "Huntsville", "300 Franklin Street SE", "35801", ["(256) 555-0148"], 34.7269, -86.5673],
  ["AZ", "Camelback Diamond Atelier", "Phoenix", "2502 East Camelback Road", "85016", ["(602) 555-0117"], 33.5021, -112.0305],
  ["AZ", "Old Town Scottsdale Jewelers", "Scottsdale", "7121 East 5th Avenue", "85251", ["(480) 555-0162"], 33.4936, -111.9167],
  ["CA", "Brighton Way Jewelers", "Beverly Hills", "9570 Brighton Way", "90210", ["(310) 555-0104", "(310) 555-0105"], 34.0901, -118.4065],
  ["CA", "Promenade Fine Jewelry", "Santa Monica", "1318 Third Street Promenade", "90401", ["(310) 555-0151"], 34.0176, -118.4907],
  ["CA", "Arroyo Seco Jewelers", "Pasadena", "455 East Colorado Boulevard", "91101", ["(626) 555-0129"], 34.1468, -118.1391],
  ["CA", "Maiden Lane Jewelers", "San Francisco", "150 Maiden Lane", "94108", ["(415) 555-0126"], 37.7929, -122.4079],
  ["CO", "Cherry Creek Goldsmiths", "Denver", "2900 East 2nd Avenue", "80206", ["(303) 555-0139"], 39.7331, -104.9524],
  ["CO", "Pearl Street Jewelers", "Boulder", "1222 Pearl Street", "80302", ["(303) 555-0183"], 40.0172, -105.2851],
  ["CT", "Greenwich Avenue Jewelers", "Greenwich", "240 Greenwich Avenue", "06830", ["(203) 555-0172"], 41.0427, -73.6262],
  ["CT", "Saugatuck Fine Jewelry", "Westport", "55 Main Street", "06880", ["(203) 555-0158"], 41.1434, -73.3496],
  ["DC", "Georgetown Jewelers", "Washington", "3222 M Street NW", "20007", ["(202) 555-0119"], 38.9144, -77.074],
  ["DC", "K Street Diamond Co.", "Washington", "1425 K Street NW", "20005", ["(202) 555-0187"], 38.9067, -77.0312],
  ["FL", "Design District Jewelers", "Miami", "140 NE 39th Street", "33137", ["(305) 555-0143"], 25.8156, -80.1897],
  ["FL", "Worth Avenue Jewelers", "Palm Beach", "236 Worth Avenue", "33480", ["(561) 555-0128", "(561) 555-0129"], 26.7206, -80.0388],
  ["FL", "Bayshore Fine Jewelry", "Tampa", "1602 West Snow Avenue", "33606", ["(813) 555-0164"], 27.9475, -82.4584],
  ["GA", "Buckhead Diamond House", "Atlanta", "3035 Peachtree Road NE", "30305", ["(404) 555-0152"], 33.832, -84.3851],
  ["GA", "Broughton Street Jewelers", "Savannah", "12 West Broughton Street", "31401", ["(912) 555-0135"], 32.0749, -81.0883],
  ["IL", "Oak Street Jewelers", "Chicago", "47 East Oak Street", "60611", ["(312) 555-0114", "(312) 555-0115"], 41.8971, -87.6223],
  ["IL", "Oak Brook Fine Jewelry", "Oak Brook", "100 Oakbrook Center", "60523", ["(630) 555-0177"], 41.8371, -87.9638],
  ["LA", "Royal Street Jewelers", "New Orleans", "600 Royal Street", "70130", ["(504) 555-0146"], 29.9324, -90.0739],
  ["MD", "Harbor East Jewelers", "Baltimore", "1000 Lancaster Street", "21202", ["(410) 555-0121"], 39.2998, -76.6075],
  ["MD", "Bethesda Row Jewelers", "Bethesda", "7250 Woodmont Avenue", "20814", ["(301) 555-0168"], 39.0003, -77.1022],
  ["MA", "Newbury Street Jewelers", "Boston", "160 Newbury Street", "02116", ["(617) 555-0109"], 42.3492, -71.0768],
  ["MA", "Brattle Square Goldsmiths", "Cambridge", "40 Brattle Street", "02138", ["(617) 555-0193"], 42.377, -71.1256],
  ["MI", "Old Woodward Jewelers", "Birmingham", "300 South Old Woodward Avenue", "48009", ["(248) 555-0136"], 42.5444, -83.2133],
  ["MI", "Main Street Jewelers of Ann Arbor", "Ann Arbor", "210 South Main Street", "48104", ["(734) 555-0150"], 42.2694, -83.7282],
  ["MN", "Nicollet Mall Jewelers", "Minneapolis", "800 Nicollet Mall", "55402", ["(612) 555-0124"], 44.9762, -93.2759],
  ["MN", "Edina Fine Jewelry", "Edina", "3510 Galleria", "55435", ["(952) 555-0171"], 44.8735, -93.3346],
  ["MO", "Clayton Jewelers", "Clayton", "7700 Forsyth Boulevard", "63105", ["(314) 555-0113"], 38.6459, -90.3264],
  ["MO", "Country Club Plaza Jewelers", "Kansas City", "4750 Broadway Boulevard", "64112", ["(816) 555-0159"], 39.0382, -94.5929],
  ["NV", "Desert Rose Jewelers", "Las Vegas", "3500 Las Vegas Boulevard South", "89109", ["(702) 555-0145"], 36.126, -115.1454],
  ["NJ", "Exchange Place Jewelers", "Jersey City", "30 Montgomery Street", "07302", ["(201) 555-0132"], 40.7221, -74.0469],
  ["NJ", "Short Hills Fine Jewelry", "Short Hills", "1200 Morris Turnpike", "07078", ["(973) 555-0176"], 40.7368, -74.3271],
  ["NJ", "Palmer Square Jewelers", "Princeton", "25 Palmer Square East", "08542", ["(609) 555-0110"], 40.3535, -74.6594],
  ["NY", "Maison Lumière Madison Avenue", "New York", "575 Madison Avenue", "10022", ["(212) 555-0100", "(212) 555-0101"], 40.7571, -73.9657],
  ["NY", "Prince Street Jewelers", "New York", "120 Prince Street", "10012", ["(212) 555-0186"], 40.7255, -73.9983],
  ["NY", "Brooklyn Heights Goldsmiths", "Brooklyn", "140 Montague Street", "11201", ["(718) 555-0153"], 40.694, -73.9903],
  ["NY", "Miracle Mile Jewelers", "Manhasset", "1900 Northern Boulevard", "11030", ["(516) 555-0127"], 40.7934, -73.6888],
  ["NC", "SouthPark Jewelers", "Charlotte", "4400 Sharon Road", "28211", ["(704) 555-0141"], 35.1677, -80.7932],
  ["NC", "Five Points Jewelers", "Raleigh", "2014 Fairview Road", "27608", ["(919) 555-0166"], 35.8077, -78.6463],
  ["OH", "Short North Jewelers", "Columbus", "700 North High Street", "43215", ["(614) 555-0118"], 39.9671, -83.0044],
  ["OH", "Fountain Square Jewelers", "Cincinnati", "525 Vine Street", "45202", ["(513) 555-0181"], 39.1072, -84.502],
  ["OR", "Morrison Street Jewelers", "Portland", "921 SW Morrison Street", "97205", ["(503) 555-0137"], 45.5207, -122.6888],
  ["PA", "Rittenhouse Jewelers", "Philadelphia", "1715 Walnut Street", "19103", ["(215) 555-0122"], 39.9513, -75.1741],
  ["PA", "Market Square Jewelers", "Pittsburgh", "5 Market Square", "15222", ["(412) 555-0174"], 40.4477, -79.9933],
  ["TN", "Green Hills Jewelers", "Nashville", "4001 Hillsboro Pike", "37215", ["(615) 555-0149"], 36.0986, -86.8219],
  ["TN", "Poplar Avenue Jewelers", "Memphis", "4535 Poplar Avenue", "38117", ["(901) 555-0163"], 35.1124, -89.9034],
  ["TX", "Post Oak Jewelers", "Houston", "1800 Post Oak Boulevard", "77056", ["(713) 555-0108", "(713) 555-0109"], 29.7446, -95.4683],
  ["TX", "Highland Park Village Jewelers", "Dallas", "47 Highland Park Village", "75205", ["(214) 555-0125"], 32.826, -96.7843],
  ["TX", "Congress Avenue Jewelers", "Austin", "600 Congress Avenue", "78701", ["(512) 555-0157"], 30.2713, -97.7426],
  ["VA", "Tysons Fine Jewelry", "McLean", "1961 Chain Bridge Road", "22102", ["(703) 555-0134"], 38.953, -77.2295],
  ["VA", "Libbie Avenue Jewelers", "Richmond", "5710 Grove Avenue", "23226", ["(804) 555-0178"], 37.5825, -77.5197],
  ["WA", "Fourth Avenue Jewelers", "Seattle", "1424 Fourth Avenue", "98101", ["(206) 555-0116"], 47.6114, -122.3305],
  ["WA", "Bellevue Square Jewelers", "Bellevue", "575 Bellevue Square", "98004", ["(425) 555-0184"], 47.6155, -122.2072],
];

/** Groups sorted by state name; store ids 1.. in that order, stores in the order above within a state. */
export function buildLocations(): RetailStateGroup[] {
  const groups = new Map<string, RetailStateGroup>();
  for (const [code] of STORES) {
    const state = STATE_NAMES[code];
    if (!state) throw new Error(`seed locations: unknown state ${code}`);
    if (!groups.has(code)) groups.set(code, { state, code, stores: [] });
  }
  const sorted = [...groups.values()].sort((a, b) => a.state.localeCompare(b.state, "en"));
  let id = 0;
  for (const group of sorted) {
    for (const [code, name, city, address, zip, phones, lat, lon] of STORES) {
      if (code !== group.code) continue;
      id += 1;
      group.stores.push({ id, name, city, address, state: code, zip, phones: [...phones], lat, lon });
    }
  }
  return sorted;
}
