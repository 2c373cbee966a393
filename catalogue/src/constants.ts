// Spec §9 limits for the catalogue, in one place.
export const PRODUCTS_PAGE_SIZE = 6;
export const SERVICES_PAGE_SIZE = 4;
export const CAROUSEL_PROJECTS_COUNT = 9;
