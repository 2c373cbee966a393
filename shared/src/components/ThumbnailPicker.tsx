import { GALLERY_THUMB_SIZES, THUMBNAIL_SIZES } from './pictureSizes';
import { StorageImage } from './StorageImage';

/** `gallery`: under a detail page's main picture (base.css `.sf-gallery__thumbs`); `framed`: grey frames (`.sf-thumbs`). */
const VARIANTS = {
  gallery: { className: 'sf-gallery__thumbs', sizes: GALLERY_THUMB_SIZES },
  framed: { className: 'sf-thumbs', sizes: THUMBNAIL_SIZES },
} as const;

interface ThumbnailPickerProps {
  images: readonly string[];
  selected: string;
  onSelect: (path: string) => void;
  /** What the pictures show, e.g. "About StarFamily pictures". */
  label: string;
  variant?: keyof typeof VARIANTS;
}

/** Thumbnails that choose the large picture beside them (the selected one is pressed); none for a single picture. */
export function ThumbnailPicker({ images, selected, onSelect, label, variant = 'framed' }: ThumbnailPickerProps) {
  if (images.length < 2) return null;
  const { className, sizes } = VARIANTS[variant];
  return (
    <ul className={className} aria-label={label}>
      {images.map((path, index) => (
        <li key={path}>
          <button
            type="button"
            aria-pressed={path === selected}
            aria-label={`Show picture ${index + 1} of ${images.length}`}
            onClick={() => onSelect(path)}
          >
            <StorageImage path={path} alt="" width={120} height={84} sizes={sizes} />
          </button>
        </li>
      ))}
    </ul>
  );
}
