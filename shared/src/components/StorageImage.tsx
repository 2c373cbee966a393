import type { CSSProperties } from 'react';
import { useApiBaseUrl } from '../config/apiBaseUrl';
import { storageUrl } from '../config/runtimeConfig';

interface StorageImageProps {
  /** Path under the API host's storage folder, e.g. `products/yirgacheffe.svg`. */
  path: string;
  alt: string;
  /** Intrinsic size: fixes the aspect ratio so the layout does not jump while the image loads. */
  width: number;
  height: number;
  /** Above-the-fold images load at once; everything else waits until it nears the viewport. */
  eager?: boolean;
  className?: string;
  style?: CSSProperties;
}

export function StorageImage({ path, alt, width, height, eager = false, className, style }: StorageImageProps) {
  const apiBaseUrl = useApiBaseUrl();
  return (
    <img
      src={storageUrl(path, apiBaseUrl)}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
      style={{ aspectRatio: `${width} / ${height}`, width: '100%', height: 'auto', objectFit: 'cover', ...style }}
    />
  );
}
