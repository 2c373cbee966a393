// The shape every bundle must have, field by field (see ./fields.ts for the rules and messages).
import { array, mixed, object, type ISchema, type ObjectShape } from 'yup';
import { filledText, id, imageList, optionalAmount, optionalDate, optionalText, optionalUrl, text, timestamp, url } from './fields';
import { BUNDLE_VERSION } from './bundle';

/** A record that refuses unknown keys, so a misspelt field is reported rather than silently dropped. */
const record = <Shape extends ObjectShape>(shape: Shape) =>
  object(shape)
    .typeError('must be an object')
    .defined('is required')
    .nonNullable('must not be null')
    .noUnknown('has unknown fields: ${unknown}')
    .strict();

const list = <Item>(item: ISchema<Item>) =>
  array(item).typeError('must be a list').defined('is required').nonNullable('must not be null');

const socialLinks = {
  facebookLink: optionalUrl(),
  twitterLink: optionalUrl(),
  instagramLink: optionalUrl(),
  tiktokLink: optionalUrl(),
  telegramLink: optionalUrl(),
  linkedInLink: optionalUrl(),
};

const site = { id: id(), name: filledText(), description: text(), image: filledText(), location: text(), address: text(), size: text(), map_url: url() };

export const bundleSchema = object({
  version: mixed().test('version', `must be ${BUNDLE_VERSION}`, (value) => value === BUNDLE_VERSION),
  businessSetup: record({
    id: id(),
    images: imageList(),
    mission: text(),
    motto: text(),
    coreValue: text(),
    vision: text(),
    who_we_are: text(),
    logo: filledText(),
    address: text(),
    phone1: text(),
    phone2: text(),
    email: text(),
    email1: text(),
    email2: text(),
    gmapUrl: url(),
    ...socialLinks,
  }),
  heroSlides: list(record({ id: id(), file: filledText(), title: text(), description: text() })),
  productCategories: list(record({ id: id(), name: filledText() })),
  products: list(
    record({
      id: id(),
      title: filledText(),
      description: text(),
      details: text(),
      banner: filledText(),
      images: imageList(),
      category_id: id().nullable().defined('is required (null when uncategorised)'),
    }),
  ),
  services: list(
    record({ id: id(), serviceName: filledText(), description: text(), details: text(), banner: filledText(), images: imageList(), icon: filledText() }),
  ),
  projects: list(
    record({
      id: id(),
      title: filledText(),
      description: text(),
      details: optionalText(),
      notes: optionalText(),
      banner: filledText(),
      images: imageList(),
      client_name: optionalText(),
      project_manager: optionalText(),
      location: optionalText(),
      status: optionalText(),
      start_date: optionalDate(),
      end_date: optionalDate(),
      budget: optionalAmount(),
    }),
  ),
  events: list(
    record({ id: id(), eventName: filledText(), description: text(), details: text(), banner: filledText(), images: imageList(), created_at: timestamp() }),
  ),
  teamMembers: list(
    record({
      id: id(),
      image: filledText(),
      title: text(),
      full_name: filledText(),
      position: text(),
      email: text(),
      phone1: text(),
      phone2: optionalText(),
      address: optionalText(),
      ...socialLinks,
    }),
  ),
  testimonials: list(
    record({ id: id(), name: filledText(), description: text(), role: text(), title: text(), banner: filledText(), images: imageList() }),
  ),
  partners: list(record({ id: id(), name: filledText(), banner: filledText() })),
  farms: list(record({ ...site, crops: text() })),
  warehouses: list(record(site)),
  sisterCompanies: list(record({ ...site, logo: optionalText(), website_url: url() })),
})
  .typeError('must be a JSON object')
  .noUnknown('has unknown keys: ${unknown} (contact messages are not part of a bundle)')
  .strict();
