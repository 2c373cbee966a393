// Every content entity, field by field: the one place a field is added (see ./fields.ts for what follows from it).
// Field order is the database's column order and the order pictures are visited in.
import { entity } from './fields';

/** The group's name: the site's name, and the words the company's own pictures are described with. */
export const COMPANY_NAME = 'StarFamily';

/** The office's opening hours (spec §9; no content field holds them): the footer shows `label`, JSON-LD the rest. */
export const OPENING_HOURS = {
  label: 'Mon-Fri 8:00AM-6:00PM',
  days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  opens: '08:00',
  closes: '18:00',
} as const;

/** Optional social profile links; the site shows an icon only for those that are web addresses. */
export const socialLinkFields = {
  facebookLink: 'optionalUrl',
  twitterLink: 'optionalUrl',
  instagramLink: 'optionalUrl',
  tiktokLink: 'optionalUrl',
  telegramLink: 'optionalUrl',
  linkedInLink: 'optionalUrl',
} as const;

/** Fields shared by farms, warehouses and sister companies (the "Our Business" cards). */
const siteFields = {
  id: 'id',
  name: 'name',
  description: 'text',
  image: 'picture',
  location: 'text',
  address: 'text',
  size: 'text',
  map_url: 'url',
} as const;

/** The company's single settings record; also the source of the contact page's details. */
export const businessSetup = entity(
  {
    id: 'id',
    images: 'pictures',
    mission: 'text',
    motto: 'text',
    coreValue: 'text',
    vision: 'text',
    who_we_are: 'text',
    logo: 'picture',
    address: 'text',
    phone1: 'text',
    phone2: 'text',
    email: 'text',
    email1: 'text',
    email2: 'text',
    /** Google Maps embed URL shown on the contact page; only a string, never fetched. */
    gmapUrl: 'url',
    ...socialLinkFields,
  },
  null,
);

export const heroSlide = entity({ id: 'id', file: 'picture', title: 'text', description: 'text', position: 'position' }, 'title');

export const productCategory = entity({ id: 'id', name: 'name' }, 'name');

export const product = entity(
  {
    id: 'id',
    title: 'name',
    description: 'text',
    details: 'text',
    banner: 'picture',
    images: 'pictures',
    /** Null when uncategorised. */
    category_id: 'optionalRef',
  },
  'title',
);

export const service = entity(
  { id: 'id', serviceName: 'name', description: 'text', details: 'text', banner: 'picture', images: 'pictures', icon: 'picture' },
  'serviceName',
);

/** Facts after `images` are optional: the project page lists only those that exist. */
export const project = entity(
  {
    id: 'id',
    title: 'name',
    description: 'text',
    details: 'optionalText',
    notes: 'optionalText',
    banner: 'picture',
    images: 'pictures',
    client_name: 'optionalText',
    project_manager: 'optionalText',
    location: 'optionalText',
    status: 'optionalText',
    start_date: 'optionalDate',
    end_date: 'optionalDate',
    /** US dollars; the page prefixes "$". */
    budget: 'optionalAmount',
  },
  'title',
);

export const event = entity(
  { id: 'id', eventName: 'name', description: 'text', details: 'text', banner: 'picture', images: 'pictures', created_at: 'timestamp' },
  'eventName',
);

export const teamMember = entity(
  {
    id: 'id',
    image: 'picture',
    title: 'text',
    full_name: 'name',
    position: 'text',
    email: 'text',
    phone1: 'text',
    phone2: 'optionalText',
    address: 'optionalText',
    ...socialLinkFields,
  },
  'full_name',
);

export const testimonial = entity(
  { id: 'id', name: 'name', description: 'text', role: 'text', title: 'text', banner: 'picture', images: 'pictures' },
  'name',
);

export const partner = entity({ id: 'id', name: 'name', banner: 'picture' }, 'name');

export const farm = entity({ ...siteFields, crops: 'text' }, 'name');

export const warehouse = entity(siteFields, 'name');

export const sisterCompany = entity(
  {
    ...siteFields,
    /** Null when the company has no separate logo: the site then shows `image`. */
    logo: 'optionalPicture',
    website_url: 'url',
  },
  'name',
);
