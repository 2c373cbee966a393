import { useState } from 'react';
import { GALLERY_THUMB_SIZES } from './pictureSizes';
import { StorageImage } from './StorageImage';
import { ThumbnailPicker } from './ThumbnailPicker';

interface ImageGalleryProps {
  /** Storage paths; the first is shown first (detail pages pass the banner followed by the extra images). */
  images: readonly (string | null | undefined)[];
  alt: string;
  /** The main picture's `sizes` in the page's layout. */
  sizes: string;
  /** The main picture is the page's LCP (see StorageImage): its head preloads the first picture with `sizes`. */
  priority?: boolean;
}

/** Image paths without blanks and repeats, first occurrence first (e.g. a banner that is also in the gallery). */
export const uniquePaths = (paths: readonly (string | null | undefined)[]): string[] => [
  ...new Set(paths.filter((path): path is string => Boolean(path))),
];

/** The picture a gallery of `images` opens with (a detail page's LCP, which its head preloads). */
export const galleryFirstPicture = (images: readonly (string | null | undefined)[]): string | undefined => uniquePaths(images)[0];

/** A main image with thumbnails; choosing a thumbnail makes it the main image. */
export function ImageGallery({ images, alt, sizes, priority = false }: ImageGalleryProps) {
  const unique = uniquePaths(images);
  const [chosen, setChosen] = useState<string | null>(null);
  const main = chosen && unique.includes(chosen) ? chosen : unique[0];
  if (!main) return null;
  return (
    <div className="sf-gallery">
      <StorageImage path={main} alt={alt} width={800} height={560} sizes={sizes} eager priority={priority} className="sf-gallery__main" />
      <ThumbnailPicker
        images={unique}
        selected={main}
        onSelect={setChosen}
        label={`${alt}: more pictures`}
        className="sf-gallery__thumbs"
        sizes={GALLERY_THUMB_SIZES}
      />
    </div>
  );
}
