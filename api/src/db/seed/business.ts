// Seed content for "Our Business": farms, warehouses and sister companies.
import type { BundleDraft } from '../../content/bundle';
import { imagePath } from './paths';

const mapAt = (latitude: number, longitude: number) => `https://www.google.com/maps?q=${latitude},${longitude}`;

export const farms: BundleDraft['farms'] = [
  {
    name: 'Konta Coffee Farm',
    description: '<p>Shade-grown Arabica coffee under native forest trees, with our own seedling nursery and drying beds.</p>',
    location: 'Konta, South West Ethiopia Region',
    address: 'Ameya town, Konta Special Woreda',
    size: '351 hectares',
    crops: 'Arabica coffee, avocado, korarima',
    map_url: mapAt(7.06, 36.73),
  },
  {
    name: 'Sheko Forest Farm',
    description: '<p>Forest coffee, korarima and beehives in the humid forests of Sheko, managed for organic certification.</p>',
    location: 'Sheko, Bench Sheko Zone',
    address: 'Sheko woreda, 25 km from Mizan Teferi',
    size: '200 hectares',
    crops: 'Forest coffee, korarima, honey and beeswax',
    map_url: mapAt(7.08, 35.5),
  },
  {
    name: 'Humera Sesame Farm',
    description: '<p>Rain-fed sesame on the black-cotton soils of Humera, rotated with sorghum.</p>',
    location: 'Humera, Western Tigray',
    address: 'Kafta Humera woreda',
    size: '420 hectares',
    crops: 'White sesame, sorghum',
    map_url: mapAt(14.29, 36.62),
  },
  {
    name: 'Wollega Mixed Farm',
    description: '<p>Soybeans, niger seed and maize in rotation, with a seed-cleaning shed for outgrowers.</p>',
    location: 'Nekemte, East Wollega',
    address: 'Guto Gida woreda',
    size: '160 hectares',
    crops: 'Soybeans, niger seed, maize',
    map_url: mapAt(9.09, 36.55),
  },
].map((farm, index) => ({ id: index + 1, image: imagePath('farms', farm.name), ...farm }));

export const warehouses: BundleDraft['warehouses'] = [
  {
    name: 'Addis Ababa Kality Warehouse',
    description: '<p>Bonded warehouse for coffee and tyres with a cupping lab and container loading bay.</p>',
    location: 'Addis Ababa',
    address: 'Kality industrial zone, Akaki Kality Sub-City',
    size: '6,500 m²',
    map_url: mapAt(8.9, 38.77),
  },
  {
    name: 'Adama Cleaning Warehouse',
    description: '<p>Cleaning, sortex and bagging lines for sesame, pulses and spices.</p>',
    location: 'Adama',
    address: 'Adama industrial area, near the Modjo–Adama expressway',
    size: '8,000 m²',
    map_url: mapAt(8.54, 39.27),
  },
  {
    name: 'Dire Dawa Export Warehouse',
    description: '<p>Last stop before Djibouti: consolidation, fumigation and container stuffing.</p>',
    location: 'Dire Dawa',
    address: 'Dire Dawa dry port road',
    size: '5,200 m²',
    map_url: mapAt(9.6, 41.85),
  },
  {
    name: 'Hawassa Coffee Warehouse',
    description: '<p>Collection point for southern coffees before milling, with moisture control.</p>',
    location: 'Hawassa',
    address: 'Hawassa industrial park road',
    size: '3,000 m²',
    map_url: mapAt(7.05, 38.47),
  },
  {
    name: 'Modjo Dry Port Store',
    description: '<p>Leased space at the Modjo dry port for imported tyres awaiting clearance.</p>',
    location: 'Modjo',
    address: 'Modjo dry port, East Shewa',
    size: '1,800 m²',
    map_url: mapAt(8.59, 39.12),
  },
].map((warehouse, index) => ({ id: index + 1, image: imagePath('warehouses', warehouse.name), ...warehouse }));

/** `hasLogo: false` leaves logo null: the site then shows the company's main image instead. */
export const sisterCompanies: BundleDraft['sisterCompanies'] = [
  {
    name: 'StarFamily Real Estate PLC',
    hasLogo: true,
    description: '<p>Develops residential and mixed-use buildings in Addis Ababa and Hawassa.</p>',
    location: 'Addis Ababa',
    address: 'Bole Road, Addis Ababa',
    size: '2 buildings under construction',
    website_url: 'https://realestate.starfamily.example',
    map_url: mapAt(8.99, 38.79),
  },
  {
    name: 'StarFamily Tyre Trading PLC',
    hasLogo: true,
    description: '<p>Imports and distributes truck, bus, light truck and tractor tyres nationwide.</p>',
    location: 'Addis Ababa',
    address: 'Kality, Addis Ababa',
    size: '20,000 tyres in stock',
    website_url: 'https://tyres.starfamily.example',
    map_url: mapAt(8.9, 38.77),
  },
  {
    name: 'StarFamily Mining PLC',
    hasLogo: false,
    description: '<p>Explores and produces industrial minerals for local glass and cement factories.</p>',
    location: 'Oromia Region',
    address: 'Adama branch office',
    size: '3 exploration licences',
    website_url: 'https://mining.starfamily.example',
    map_url: mapAt(8.54, 39.27),
  },
  {
    name: 'StarFamily Livestock PLC',
    hasLogo: true,
    description: '<p>Buys, fattens, quarantines and exports cattle, sheep and goats.</p>',
    location: 'Dire Dawa',
    address: 'Dire Dawa quarantine station',
    size: '5,000 head capacity',
    website_url: 'https://livestock.starfamily.example',
    map_url: mapAt(9.6, 41.85),
  },
  {
    name: 'StarFamily Logistics PLC',
    hasLogo: true,
    description: '<p>Trucking, warehousing and freight forwarding along the Addis Ababa–Djibouti corridor.</p>',
    location: 'Adama',
    address: 'Adama industrial area',
    size: '40 trucks',
    website_url: 'https://logistics.starfamily.example',
    map_url: mapAt(8.54, 39.27),
  },
].map(({ hasLogo, ...company }, index) => ({
  id: index + 1,
  image: imagePath('sister-companies', company.name),
  logo: hasLogo ? imagePath('sister-companies/logos', company.name) : null,
  ...company,
}));
