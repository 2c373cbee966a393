import { StorageImage } from './StorageImage';

interface ThumbnailPickerProps {
  images: readonly string[];
  selected: string;
  onSelect: (path: string) => void;
  /** What the pictures show, e.g. "About StarFamily pictures". */
  label: string;
  /** The list's look, from the stylesheet of whoever shows it (ImageGallery's in base.css, the company's in its own). */
  className: string;
  /** The thumbnails' `sizes` in that look. */
  sizes: string;
}

/** Thumbnails that choose the large picture beside them (the selected one is pressed); none for a single picture. */
export function ThumbnailPicker({ images, selected, onSelect, label, className, sizes }: ThumbnailPickerProps) {
  if (images.length < 2) return null;
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
