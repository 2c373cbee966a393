// What Google's rich results need of the schema.org types this site writes, as its Search Central documentation
// (developers.google.com/search/docs/appearance/structured-data/<page>) names them: "required" properties make a
// node eligible, "recommended" ones add to it. `items`: what each ListItem of the list needs there.

export interface RichResultRules {
  /** The documentation page under .../structured-data/. */
  source: string;
  required?: string[];
  recommended?: string[];
  /** What each element of `itemListElement` must have (the last breadcrumb may leave out `item`). */
  items?: { required: string[]; oneOf?: string[]; lastMayLack?: string[] };
}

export const RICH_RESULTS: Record<string, RichResultRules> = {
  BreadcrumbList: {
    source: 'breadcrumb',
    required: ['itemListElement'],
    items: { required: ['position', 'name', 'item'], lastMayLack: ['item'] },
  },
  // A summary page's carousel: each element a ListItem with its position and the URL of the item's own page.
  ItemList: {
    source: 'carousel',
    required: ['itemListElement'],
    items: { required: ['position'], oneOf: ['url', 'item'] },
  },
  Event: {
    source: 'event',
    required: ['name', 'startDate', 'location'],
    recommended: ['description', 'endDate', 'eventAttendanceMode', 'eventStatus', 'image', 'offers', 'organizer', 'performer'],
  },
  Organization: {
    source: 'organization',
    recommended: ['name', 'url', 'logo', 'address', 'contactPoint', 'telephone', 'email', 'description', 'sameAs'],
  },
  LocalBusiness: {
    source: 'local-business',
    required: ['name', 'address'],
    recommended: ['url', 'telephone', 'openingHoursSpecification', 'geo', 'priceRange'],
  },
  // Nested in the above: what Google reads of them.
  PostalAddress: { source: 'local-business', recommended: ['streetAddress', 'addressLocality', 'addressCountry'] },
  OpeningHoursSpecification: { source: 'local-business', required: ['dayOfWeek', 'opens', 'closes'] },
  ContactPoint: { source: 'organization', recommended: ['telephone', 'email', 'contactType'] },
};
