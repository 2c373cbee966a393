// Every picture a bundle refers to, with its label (the SVG's title), and writing them into the storage folder.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { ContentBundle } from '../../content/bundle';
import { renderSvg, type SeedImage } from './svg';

export function imagesOf(bundle: ContentBundle): SeedImage[] {
  const images = new Map<string, string>();
  const add = (path: string | null, label: string) => {
    if (path && !images.has(path)) images.set(path, label);
  };
  const addAll = (paths: string[], label: string) => paths.forEach((path, index) => add(path, `${label} ${index + 1}`));

  const setup = bundle.businessSetup;
  add(setup.logo, 'StarFamily');
  addAll(setup.images, 'StarFamily');
  for (const slide of bundle.heroSlides) add(slide.file, slide.title);
  const withGallery = (label: string, paths: (string | null)[], gallery: string[]) => {
    for (const path of paths) add(path, label);
    addAll(gallery, label);
  };
  for (const item of bundle.products) withGallery(item.title, [item.banner], item.images);
  for (const item of bundle.services) withGallery(item.serviceName, [item.banner, item.icon], item.images);
  for (const item of bundle.projects) withGallery(item.title, [item.banner], item.images);
  for (const item of bundle.events) withGallery(item.eventName, [item.banner], item.images);
  for (const item of bundle.testimonials) withGallery(item.name, [item.banner], item.images);
  for (const item of bundle.teamMembers) add(item.image, item.full_name);
  for (const item of bundle.partners) add(item.banner, item.name);
  for (const item of [...bundle.farms, ...bundle.warehouses]) add(item.image, item.name);
  for (const item of bundle.sisterCompanies) withGallery(item.name, [item.image, item.logo], []);
  return [...images].map(([path, label]) => ({ path, label }));
}

/** Writes the seed pictures (always the same bytes for the same content). */
export async function writeImages(storageDir: string, images: SeedImage[]): Promise<void> {
  for (const image of images) {
    const file = join(storageDir, image.path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, renderSvg(image));
  }
}
