export * from './pageHead';
export { DESCRIPTION_LENGTH, describePage, describeText, plainText } from './describe';
export * from './jsonLd';
export * from './sitemap';
export { ICON_LINKS_HTML } from './icons';
export { headPictures, sitePreview, SITE_PREVIEW_ALT } from './headPictures';
