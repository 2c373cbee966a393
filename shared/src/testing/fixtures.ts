// Small, readable API payloads in the content API's own shapes (quirks included).
export const businessSetupPayload = {
  images: ['about/warehouse.svg', 'about/coffee.svg'],
  mission: 'Connect Ethiopian farmers to the world market.',
  motto: 'Quality from the source.',
  coreValue: 'Integrity, quality, partnership.',
  vision: 'A leading East African agro-exporter.',
  who_we_are: 'An Ethiopian agro-export and industrial group.',
  logo: 'brand/logo.svg',
  address: 'Bole Road, Addis Ababa, Ethiopia',
  phone1: '+251 11 555 0101',
  phone2: '+251 11 555 0102',
  email: 'info@starfamily.example',
  email1: 'sales@starfamily.example',
  email2: 'export@starfamily.example',
  facebookLink: 'https://facebook.com/starfamily',
  twitterLink: null,
};

export const contactInfoPayload = {
  address: 'Bole Road, Addis Ababa, Ethiopia',
  email1: 'sales@starfamily.example',
  email2: 'export@starfamily.example',
  phone1: '+251 11 555 0101',
  phone2: '+251 11 555 0102',
  gmapUrl: 'https://www.google.com/maps/embed?pb=addis',
};

export const categoryPayload = (id: number, name: string) => ({ id, name });

export const productPayload = (id: number, categoryId: number | null, title = `Product ${id}`) => ({
  id,
  title,
  description: `<p>${title} description</p>`,
  details: '<ul><li>Grade 1</li></ul>',
  banner: `products/p${id}.svg`,
  images: [`products/p${id}-a.svg`],
  category_id: categoryId,
  category: categoryId === null ? null : { id: categoryId, name: `Category ${categoryId}` },
});

export const servicePayload = (id: number, serviceName = `Service ${id}`) => ({
  id,
  serviceName,
  description: `<p>${serviceName} description</p>`,
  details: '<p>details</p>',
  banner: `services/s${id}.svg`,
  images: JSON.stringify([`services/s${id}-a.svg`]),
  icon: `services/s${id}-icon.svg`,
});

export const teamMemberPayload = (id: number, full_name: string, title = 'Export Manager') => ({
  id,
  image: `team/t${id}.svg`,
  title,
  full_name,
});
