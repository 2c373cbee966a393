// Every table of the content database; drizzle-kit reads this file to generate migrations.
export { businessSetup } from './businessSetup';
export { heroSlides } from './heroSlides';
export { productCategories } from './productCategories';
export { products } from './products';
export { services } from './services';
export { projects } from './projects';
export { events } from './events';
export { teamMembers } from './teamMembers';
export { testimonials } from './testimonials';
export { partners } from './partners';
export { farms } from './farms';
export { warehouses } from './warehouses';
export { sisterCompanies } from './sisterCompanies';
export { contactMessages } from './contactMessages';
