export * from './pageHead';
export { DESCRIPTION_LENGTH, describePage, describeText, plainText } from './describe';
export { newsArticleJsonLd, openingHoursJsonLd, organizationId, organizationJsonLd, personJsonLd, productJsonLd } from './jsonLd';
export type { JsonLdContext, OrganizationDetails } from './jsonLd';
export * from './listJsonLd';
export * from './sitemap';
export { ICON_LINKS_HTML } from './icons';
export { headPictures, sitePreview, SITE_PREVIEW_ALT } from './headPictures';
