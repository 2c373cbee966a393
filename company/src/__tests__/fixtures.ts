// API payloads for the company remote's tests, in the content API's own shapes (JSON-string image lists included).
// The event and testimonial builders would sit well beside the other fixtures in @starfamily/shared/testing.
const HOUR = 3600 * 1000;

export const eventPayload = (id: number, hoursAgo = id, name = `Event ${id}`) => ({
  id,
  eventName: name,
  description: `<p>${name} description</p>`,
  details: `<p>${name} details</p>`,
  banner: `events/e${id}.svg`,
  images: JSON.stringify([`events/e${id}-a.svg`]),
  created_at: new Date(Date.now() - hoursAgo * HOUR).toISOString(),
});

export const eventsPayload = (count: number) => Array.from({ length: count }, (_, index) => eventPayload(index + 1));

export const testimonialPayload = (id: number, name: string, pictures = 1) => ({
  id,
  name,
  role: `Buyer ${id}`,
  title: `Title from ${name}`,
  description: `<p>Words from ${name}</p>`,
  banner: `testimonials/t${id}.svg`,
  images: JSON.stringify(Array.from({ length: pictures }, (_, index) => `testimonials/t${id}-${index + 1}.svg`)),
});

export const partnerPayload = (id: number, name: string) => ({ id, name, banner: `partners/p${id}.svg` });

export const heroSlidePayload = (id: number, title: string, description = `<p>${title} text</p>`) => ({
  id,
  file: `hero/h${id}.svg`,
  title,
  description,
});

const LONG_TEXT = 'Shade-grown coffee on volcanic soil, picked by hand and dried on raised beds for three weeks before hulling';

export const sitePayload = (id: number, name: string, description = `<p>${LONG_TEXT} at ${name}.</p>`) => ({
  id,
  name,
  description,
  image: `business/b${id}.svg`,
  location: 'Konta',
  address: 'Ameya, South West Ethiopia',
  size: '300 ha',
  map_url: `https://maps.example/${id}`,
});

export const farmPayload = (id: number, name: string, description?: string) => ({ ...sitePayload(id, name, description), crops: 'Coffee, spices' });

export const sisterCompanyPayload = (id: number, name: string, logo: string | null) => ({
  ...sitePayload(id, name),
  logo,
  website_url: `https://sister${id}.example`,
});
