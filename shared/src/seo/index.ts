export * from './pageHead';
export { describeText, plainText } from './describe';
export * from './jsonLd';
export * from './sitemap';
export { ICON_LINKS_HTML } from './icons';
