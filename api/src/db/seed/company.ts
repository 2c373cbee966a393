// Seed content: the company record, hero slides, team, testimonials and partners.
import type { BundleDraft } from '../../content/bundle';
import { galleryPaths, imagePath } from './paths';

export const businessSetup: BundleDraft['businessSetup'] = {
  id: 1,
  images: ['about/coffee-harvest.svg', 'about/sesame-cleaning-line.svg', 'about/export-containers.svg', 'about/konta-farm.svg'],
  mission:
    'To connect Ethiopian farmers to buyers around the world with traceable, well-prepared coffee, oil seeds, pulses, spices and livestock, and to build the warehouses, farms and homes our communities need.',
  motto: 'Quality from the source, trust in every shipment.',
  coreValue: 'Integrity, quality, partnership with farmers, care for the land and continuous improvement.',
  vision: 'To be the most trusted East African agro-export and industrial group by 2035.',
  who_we_are:
    'StarFamily is an Ethiopian agro-export and industrial group founded in Addis Ababa. We export coffee, oil seeds, pulses, spices and live animals, import and distribute tyres, run farms in Konta and Sheko, operate warehouses across the country and invest in real estate and mineral production.',
  logo: 'brand/logo.svg',
  address: 'Bole Sub-City, Woreda 03, Africa Avenue, StarFamily Building 4th floor, Addis Ababa, Ethiopia',
  phone1: '+251 11 667 2040',
  phone2: '+251 911 204 060',
  email: 'info@starfamily.example',
  email1: 'sales@starfamily.example',
  email2: 'export@starfamily.example',
  gmapUrl:
    'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3940.6!2d38.7891!3d8.9956!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2zOMKwNTknNDQuMiJOIDM4wrA0NycyMC44IkU!5e0!3m2!1sen!2set!4v1700000000000',
  facebookLink: 'https://www.facebook.com/starfamily.example',
  twitterLink: 'https://x.com/starfamily_et',
  instagramLink: 'https://www.instagram.com/starfamily.et',
  tiktokLink: 'https://www.tiktok.com/@starfamily.et',
  telegramLink: 'https://t.me/starfamily_et',
  linkedInLink: 'https://www.linkedin.com/company/starfamily-et',
};

export const heroSlides: BundleDraft['heroSlides'] = [
  [
    'Ethiopian Coffee to the World',
    '<p>Washed and natural <strong>Yirgacheffe, Sidamo, Guji and Limu</strong> coffees, graded and traced to the washing station.</p>',
  ],
  [
    'Oil Seeds, Pulses and Spices',
    '<p>Humera sesame, niger seed, chickpeas, beans and korarima, cleaned and bagged in our own warehouses.</p>',
  ],
  [
    'Farms, Warehouses and Homes',
    '<p>551 hectares of farmland in Konta and Sheko, warehouses from Addis Ababa to Dire Dawa, and new homes in the capital.</p>',
  ],
].map(([title = '', description = ''], index) => ({
  id: index + 1,
  file: imagePath('hero', title),
  title,
  description,
  position: index + 1,
}));

const member = (fields: Omit<BundleDraft['teamMembers'][number], 'id' | 'image'>) => fields;

export const teamMembers: BundleDraft['teamMembers'] = [
  member({
    full_name: 'Tesfaye Bekele',
    title: 'Founder & CEO',
    position: 'Chief Executive Officer',
    email: 'tesfaye.bekele@starfamily.example',
    phone1: '+251 911 204 001',
    phone2: '+251 11 667 2041',
    address: 'Head office, Bole, Addis Ababa',
    linkedInLink: 'https://www.linkedin.com/in/tesfaye-bekele-example',
    facebookLink: 'https://www.facebook.com/tesfaye.bekele.example',
  }),
  member({
    full_name: 'Meron Alemu',
    title: 'General Manager',
    position: 'General Manager, Export Operations',
    email: 'meron.alemu@starfamily.example',
    phone1: '+251 911 204 002',
    address: 'Head office, Bole, Addis Ababa',
    linkedInLink: 'https://www.linkedin.com/in/meron-alemu-example',
    twitterLink: 'https://x.com/meron_alemu_example',
  }),
  member({
    full_name: 'Dawit Haile',
    title: 'Coffee Quality Manager',
    position: 'Licensed Q Grader and Head of Cupping Lab',
    email: 'dawit.haile@starfamily.example',
    phone1: '+251 911 204 003',
    phone2: '+251 46 220 1188',
    instagramLink: 'https://www.instagram.com/dawit.cups.example',
  }),
  member({
    full_name: 'Hirut Tadesse',
    title: 'Finance Director',
    position: 'Finance and Trade Finance Director',
    email: 'hirut.tadesse@starfamily.example',
    phone1: '+251 911 204 004',
  }),
  member({
    full_name: 'Abdi Mohammed',
    title: 'Livestock Export Manager',
    position: 'Manager, Live Animal Export and Quarantine',
    email: 'abdi.mohammed@starfamily.example',
    phone1: '+251 915 330 210',
    address: 'Dire Dawa branch office',
    telegramLink: 'https://t.me/abdi_livestock_example',
  }),
  member({
    full_name: 'Selamawit Girma',
    title: 'Farm Operations Manager',
    position: 'Manager, Konta and Sheko Farms',
    email: 'selamawit.girma@starfamily.example',
    phone1: '+251 917 880 412',
    phone2: '+251 917 880 413',
    address: 'Konta farm office, Ameya',
    tiktokLink: 'https://www.tiktok.com/@selam.farms.example',
  }),
  member({
    full_name: 'Yonas Kebede',
    title: 'Logistics Manager',
    position: 'Manager, Warehousing and Shipping',
    email: 'yonas.kebede@starfamily.example',
    phone1: '+251 911 204 007',
    phone2: '+251 22 111 4520',
    address: 'Adama warehouse',
  }),
].map((fields, index) => ({ id: index + 1, image: imagePath('team', fields.full_name), ...fields }));

export const testimonials: BundleDraft['testimonials'] = [
  {
    name: 'Katrin Vogel',
    role: 'Green Coffee Buyer',
    title: 'Consistent cups, lot after lot',
    description:
      '<p>Our Yirgacheffe Grade 1 containers from StarFamily have cupped within half a point of the pre-shipment sample for three seasons running.</p>',
    gallery: 2,
  },
  {
    name: 'Kenji Watanabe',
    role: 'Roastery Owner, Osaka',
    title: 'Traceable to the washing station',
    description:
      '<p>Every bag of Guji natural came with its station, altitude and harvest date. Our customers love the story and the cup.</p>',
    gallery: 1,
  },
  {
    name: 'Faisal Al-Harbi',
    role: 'Livestock Importer, Jeddah',
    title: 'Healthy animals, on time',
    description:
      '<p>Sheep and goats arrived healthy, with complete veterinary certificates, in time for the season. A reliable partner.</p>',
    gallery: 0,
  },
  {
    name: 'Li Wei',
    role: 'Procurement Director, Qingdao',
    title: 'Clean sesame, honest weights',
    description:
      '<p>Humera sesame at <strong>99.95% purity</strong>, well bagged and exactly the contracted weight. We have renewed for the next crop.</p>',
    gallery: 2,
  },
  {
    name: 'Amanda Brooks',
    role: 'Specialty Coffee Importer, Portland',
    title: 'A team that answers',
    description:
      '<p>Samples, contracts and shipping documents handled quickly and clearly. StarFamily makes importing from Ethiopia simple.</p>',
    gallery: 1,
  },
].map(({ gallery, ...fields }, index) => ({
  id: index + 1,
  ...fields,
  banner: imagePath('testimonials', fields.name),
  images: galleryPaths('testimonials', fields.name, gallery),
}));

export const partners: BundleDraft['partners'] = [
  'Abyssinia Export Bank',
  'Horn Shipping Lines',
  'Hamburg Green Coffee Traders',
  'Djibouti Gateway Logistics',
  'Rift Valley Cooperative Union',
  'Nile Tyre Manufacturing',
  'Addis Quality Lab',
  'Gulf Livestock Importers',
].map((name, index) => ({ id: index + 1, name, banner: imagePath('partners', name) }));
