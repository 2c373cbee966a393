// Seed content: news and events, with fixed dates so every seed is identical (newest first on the site).
import type { BundleDraft } from '../../content/bundle';
import { galleryPaths, imagePath } from './paths';

/** [name, created_at, description, details, extra pictures] */
const eventSeeds: [string, string, string, string, number][] = [
  [
    'New Crop Yirgacheffe Cupping Day',
    '2026-11-20T07:30:00.000Z',
    'Buyers cupped 24 new-crop lots from Gedeo washing stations at our Addis Ababa lab.',
    'Top lots scored 88 and above; samples are available for buyers who could not attend.',
    2,
  ],
  [
    'Sesame Harvest Begins in Humera',
    '2026-11-12T06:00:00.000Z',
    'Harvest of the new Humera sesame crop has started and our cleaning line in Adama is ready.',
    'Contracts for December and January shipment are open.',
    1,
  ],
  [
    'StarFamily at the World Coffee Expo',
    '2026-10-02T09:00:00.000Z',
    'Our team presented Guji and Sidamo naturals to roasters from 30 countries.',
    'Thank you to everyone who visited our stand and tasted Ethiopian coffee with us.',
    2,
  ],
  [
    'Adama Warehouse Expansion Opens',
    '2026-08-18T08:00:00.000Z',
    'A new 4,000 m² hall at our Adama warehouse doubles our cleaning and bagging capacity.',
    'The hall includes a sortex line for pulses and a fumigation room.',
    1,
  ],
  [
    'Farmer Training in Konta',
    '2026-05-27T05:00:00.000Z',
    '120 outgrowers completed training on shade management, selective picking and drying.',
    'Participants received pruning tools and raised drying beds.',
    0,
  ],
  [
    'First Livestock Shipment of the Season',
    '2026-03-09T04:00:00.000Z',
    '12,000 sheep and goats left Berbera for Jeddah ahead of Ramadan.',
    'All animals passed quarantine and carried complete veterinary certificates.',
    0,
  ],
  [
    'Tyre Centre Opens in Kality',
    '2025-12-15T08:30:00.000Z',
    'Our new tyre fitting and distribution centre in Kality, Addis Ababa, now serves fleets and farms.',
    'Truck, light truck and tractor tyres are in stock with fitting on site.',
    1,
  ],
  [
    'Groundbreaking for Bole Residences',
    '2025-06-01T07:00:00.000Z',
    'Construction began on a 12-storey residential building on Bole Road.',
    'Completion is planned for 2027 with 96 apartments.',
    0,
  ],
];

export const events: BundleDraft['events'] = eventSeeds.map(([eventName, createdAt, summary, more, extraPictures], index) => ({
  id: index + 1,
  eventName,
  description: `<p>${summary}</p>`,
  details: `<p>${more}</p>`,
  banner: imagePath('events', eventName),
  images: galleryPaths('events', eventName, extraPictures),
  created_at: createdAt,
}));
