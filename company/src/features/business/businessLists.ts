/** The business page's three sliders by their headings: the page shows them, its JSON-LD names its lists after them. */
export const BUSINESS_LISTS = {
  farms: 'Our Organic Farms',
  warehouses: 'Our Warehouses',
  sisterCompanies: 'Our Sister Companies',
} as const;
