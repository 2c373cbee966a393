// Seed content: the services StarFamily offers.
import type { BundleDraft } from '../../content/bundle';
import { galleryPaths, imagePath } from './paths';

/** [name, description, detail bullets, extra pictures] */
const serviceSeeds: [string, string, string[], number][] = [
  [
    'Green Coffee Export',
    'We source, grade and ship washed and natural Ethiopian coffees from Yirgacheffe, Sidamo, Guji and Limu to roasters and importers worldwide.',
    ['ECX and direct-specialty channels', 'Pre-shipment samples for every lot', 'FOB Djibouti or CIF destination'],
    2,
  ],
  [
    'Oil Seeds and Pulses Export',
    'Machine-cleaned sesame, niger seed, soybeans, beans, chickpeas and lentils, bagged to your specification.',
    ['Cleaning and sortex lines in Adama', 'SGS or Bureau Veritas inspection', 'Containers or break bulk'],
    1,
  ],
  [
    'Live Animal Export',
    'Cattle, sheep and goats for Gulf and regional markets, quarantined and certified by veterinary authorities.',
    ['Quarantine stations near Dire Dawa', 'Health certificates and traceability', 'Sea and air shipments'],
    1,
  ],
  [
    'Spice Sourcing and Export',
    'Korarima, ginger, turmeric and black cumin bought from growers and forest collectors and prepared for export.',
    ['Moisture and aflatoxin testing', 'Whole, sliced or ground', 'Private-label packing'],
    0,
  ],
  [
    'Tyre Import and Distribution',
    'We import truck, bus, light truck and agricultural tyres and supply fleets, dealers and farms across Ethiopia.',
    ['Stock in Addis Ababa and Adama', 'Fleet supply contracts', 'Fitting and after-sales service'],
    1,
  ],
  [
    'Warehousing and Logistics',
    'Bonded and general warehouses, cleaning, bagging and container stuffing close to the Djibouti corridor.',
    ['Warehouses in Addis Ababa, Adama and Dire Dawa', 'Fumigation and pest control', 'Inland transport to Djibouti'],
    2,
  ],
  [
    'Coffee Processing',
    'Washing stations and a dry mill that turn cherry into export-ready green coffee with full traceability.',
    ['Washing stations in Guji and Gedeo', 'Hulling, grading and hand sorting', 'Lot separation by station'],
    1,
  ],
  [
    'Farm Management and Contract Farming',
    'We run our own farms in Konta and Sheko and work with outgrowers on inputs, training and guaranteed purchase.',
    ['551 hectares under management', 'Agronomy support for outgrowers', 'Shade-grown coffee and spices'],
    1,
  ],
  [
    'Real Estate Development',
    'Residential and mixed-use buildings in Addis Ababa and regional cities, built to last and sold or leased.',
    ['Apartments and commercial floors', 'Design and build', 'Long-term property management'],
    2,
  ],
  [
    'Mineral Production',
    'Exploration and production of industrial minerals such as silica sand and gypsum for local factories.',
    ['Licensed exploration areas', 'Crushing and screening', 'Supply to glass and cement plants'],
    0,
  ],
];

export const services: BundleDraft['services'] = serviceSeeds.map(([serviceName, summary, facts, extraPictures], index) => ({
  id: index + 1,
  serviceName,
  description: `<p>${summary}</p>`,
  details: `<p><strong>What we do:</strong></p><ul>${facts.map((fact) => `<li>${fact}</li>`).join('')}</ul>`,
  banner: imagePath('services', serviceName),
  images: galleryPaths('services', serviceName, extraPictures),
  icon: imagePath('services/icons', serviceName),
}));
