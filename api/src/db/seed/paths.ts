// Storage paths for seed pictures: "<folder>/<slug>.svg", e.g. "products/yirgacheffe-grade-1.svg".

export const slugify = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const imagePath = (folder: string, name: string) => `${folder}/${slugify(name)}.svg`;

/** The item's extra pictures: "<folder>/<slug>-2.svg", "-3", … (the banner is picture 1). */
export const galleryPaths = (folder: string, name: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${folder}/${slugify(name)}-${index + 2}.svg`);
