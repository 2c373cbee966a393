// Seed content: projects. Optional facts are null where a real project would not have them yet.
import type { BundleDraft } from '../../content/bundle';
import { galleryPaths, imagePath } from './paths';

type Project = BundleDraft['projects'][number];
type ProjectSeed = Pick<Project, 'title'> & Partial<Omit<Project, 'id' | 'banner' | 'images'>> & { summary: string; pictures?: number };

const projectSeeds: ProjectSeed[] = [
  { title: 'Konta Coffee Farm Expansion', summary: 'Planting 150 new hectares of shade-grown Arabica in Konta.', details: '<ul><li>600,000 seedlings from our own nursery</li><li>Native shade trees kept</li></ul>', notes: 'First harvest from the new blocks expected in 2028; outgrowers nearby join the same training programme.', client_name: 'StarFamily Agro', project_manager: 'Selamawit Girma', location: 'Konta, South West Ethiopia', status: 'Ongoing', start_date: '2025-02-01', end_date: '2027-12-31', budget: 1850000, pictures: 2 },
  { title: 'Sheko Forest Coffee and Spice Farm', summary: 'Forest coffee, korarima and honey on 200 hectares in Sheko.', details: '<p>Certified organic conversion under way.</p>', notes: null, client_name: null, project_manager: 'Selamawit Girma', location: 'Sheko, Bench Sheko Zone', status: 'Ongoing', start_date: '2024-09-15', end_date: null, budget: null, pictures: 1 },
  { title: 'Adama Cleaning and Bagging Plant', summary: 'Sesame and pulse cleaning line with sortex and bagging.', details: '<ul><li>8 tonnes per hour</li><li>Optical sorting</li></ul>', notes: 'Commissioned on time and under budget; the plant now handles all our oil seed and pulse exports before they travel to Djibouti.', client_name: 'StarFamily Export', project_manager: 'Yonas Kebede', location: 'Adama', status: 'Completed', start_date: '2023-03-01', end_date: '2024-01-20', budget: 2400000, pictures: 2 },
  { title: 'Dire Dawa Warehouse and Quarantine', summary: 'Warehouse and livestock quarantine station on the Djibouti corridor.', details: '<p>Holding pens for 5,000 head with veterinary facilities.</p>', notes: 'Built with the regional veterinary office.', client_name: 'StarFamily Livestock', project_manager: 'Abdi Mohammed', location: 'Dire Dawa', status: 'Completed', start_date: '2022-06-01', end_date: '2023-05-30', budget: 1320000 },
  { title: 'Bole Residences', summary: '12-storey residential building with 96 apartments on Bole Road.', details: '<ul><li>Two basement parking levels</li><li>Solar water heating</li></ul>', notes: 'Sales office open at the site.', client_name: 'StarFamily Real Estate', project_manager: 'Tesfaye Bekele', location: 'Bole, Addis Ababa', status: 'Under construction', start_date: '2025-06-01', end_date: '2027-09-30', budget: 9600000, pictures: 2 },
  { title: 'Hawassa Mixed-Use Building', summary: 'Shops, offices and apartments near the lake front in Hawassa.', details: null, notes: null, client_name: null, project_manager: null, location: 'Hawassa', status: 'Planned', start_date: null, end_date: null, budget: null },
  { title: 'Guji Washing Station', summary: 'A new washing station serving 900 smallholders in Hambela.', details: '<p>Eco-pulper saving 70% of water, 300 drying beds.</p>', notes: 'Cherry prices paid above the regional reference.', client_name: 'StarFamily Coffee', project_manager: 'Dawit Haile', location: 'Hambela Wamena, Guji', status: 'Completed', start_date: '2024-04-01', end_date: '2024-10-15', budget: 410000, pictures: 1 },
  { title: 'Kality Tyre Distribution Centre', summary: 'Tyre warehouse, fitting bays and showroom in Kality.', details: '<ul><li>6 fitting bays</li><li>Stock for 20,000 tyres</li></ul>', notes: null, client_name: 'StarFamily Tyres', project_manager: 'Yonas Kebede', location: 'Kality, Addis Ababa', status: 'Completed', start_date: '2025-01-10', end_date: '2025-12-01', budget: 780000 },
  { title: 'Silica Sand Exploration', summary: 'Exploration of silica sand deposits for the glass industry.', details: '<p>Drilling and laboratory analysis of 40 samples.</p>', notes: 'Results will decide whether a production licence is requested.', client_name: null, project_manager: 'Meron Alemu', location: 'Oromia Region', status: 'Ongoing', start_date: '2026-01-15', end_date: null, budget: 250000.5 },
  { title: 'Solar Irrigation Pilot', summary: 'Solar-powered drip irrigation for seedlings at the Konta nursery.', details: null, notes: 'A pilot with two outgrower groups.', client_name: null, project_manager: null, location: 'Konta', status: 'Completed', start_date: '2024-01-05', end_date: '2024-06-30', budget: 65000 },
  { title: 'Coffee Quality Laboratory', summary: 'A cupping and physical analysis laboratory at our Addis Ababa head office.', details: '<ul><li>Sample roaster and 12 cupping stations</li><li>Moisture and water-activity meters</li></ul>', notes: null, client_name: 'StarFamily Coffee', project_manager: 'Dawit Haile', location: 'Addis Ababa', status: 'Completed', start_date: '2023-09-01', end_date: '2023-12-15', budget: 120000 },
];

export const projects: BundleDraft['projects'] = projectSeeds.map(({ title, summary, pictures = 0, ...facts }, index) => ({
  id: index + 1,
  title,
  description: `<p>${summary}</p>`,
  banner: imagePath('projects', title),
  images: galleryPaths('projects', title, pictures),
  ...facts,
}));
