// The seed content as one content bundle: the seed is nothing more than importing this bundle.
import { completeBundle, type ContentBundle } from '../../content/bundle';
import { farms, sisterCompanies, warehouses } from './business';
import { productCategories, products } from './catalogue';
import { businessSetup, heroSlides, partners, teamMembers, testimonials } from './company';
import { events } from './events';
import { projects } from './projects';
import { services } from './services';

/** A fresh copy each call, so callers may change it (tests do) without touching the seed. */
export function seedBundle(): ContentBundle {
  return completeBundle({
    businessSetup,
    heroSlides,
    productCategories,
    products,
    services,
    projects,
    events,
    teamMembers,
    testimonials,
    partners,
    farms,
    warehouses,
    sisterCompanies,
  });
}
