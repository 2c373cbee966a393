import { StorageImage } from '@starfamily/shared';
import { THUMBNAIL_SIZES } from './pictureSizes';
import './common.css';

interface ThumbnailPickerProps {
  images: string[];
  selected: string;
  onSelect: (path: string) => void;
  /** What the pictures show, e.g. "About StarFamily pictures". */
  label: string;
}

/** Thumbnails that choose the large image beside them; the selected one has a darker border. */
export function ThumbnailPicker({ images, selected, onSelect, label }: ThumbnailPickerProps) {
  if (images.length < 2) return null;
  return (
    <ul className="sf-thumbs" aria-label={label}>
      {images.map((path, index) => (
        <li key={path}>
          <button
            type="button"
            aria-pressed={path === selected}
            aria-label={`Show picture ${index + 1} of ${images.length}`}
            onClick={() => onSelect(path)}
          >
            <StorageImage path={path} alt="" width={120} height={84} sizes={THUMBNAIL_SIZES} />
          </button>
        </li>
      ))}
    </ul>
  );
}
