import { useContext, type CSSProperties } from 'react';
import { useGetPicturesQuery } from '../api/commonEndpoints';
import { useApiBaseUrl } from '../config/apiBaseUrl';
import { storageUrl } from '../config/runtimeConfig';
import { isSvgPath, pictureInfoOf, rasterSources } from '../pictures/pictureSources';
import { RENDITION_MIME, type PictureInfo } from '../pictures/pictures';
import { WidgetPictureSizesContext } from './widgetPictureSizes';

interface StorageImageProps {
  /** Path under the API host's storage folder, e.g. `products/yirgacheffe.svg`. */
  path: string;
  alt: string;
  /** The layout's box: fixes the aspect ratio (the picture covers it) so nothing moves while it loads. */
  width: number;
  height: number;
  /**
   * How wide the picture is laid out at every viewport width, as CSS `sizes` (min/max-width conditions; px, vw, em,
   * calc, min, max): it decides which rendition the browser downloads, so it must follow the layout's CSS.
   */
  sizes: string;
  /** Above-the-fold pictures load at once; everything else waits until it nears the viewport. */
  eager?: boolean;
  /**
   * The route's LCP picture: eager and at high priority. Its route's head preloads it with the same `sizes`
   * (`headPictures(context).preload`).
   */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
}

/** Whether the manifest says anything yet about this picture: only what a rendered picture needs, to re-render rarely. */
function usePictureInfo(path: string) {
  return useGetPicturesQuery(undefined, {
    selectFromResult: ({ data, isSuccess, isError }) => ({ info: pictureInfoOf(data, path), settled: isSuccess || isError }),
  });
}

/**
 * Every stored picture of the site and the widgets. A raster picture the API has renditions of becomes a `<picture>`
 * (AVIF, WebP, JPEG at every rendition width); an SVG, or a picture the manifest does not know, the original file.
 * Until the manifest has come (a widget, or a browser that fetches it itself) a raster picture is an empty box of
 * its size: the original may be a 3.6 MB photo that no screen should download.
 */
export function StorageImage(props: StorageImageProps) {
  // An SVG is shown as it is: it needs no renditions, so no manifest (and none of the query's work per picture).
  return isSvgPath(props.path) ? <PictureFile {...props} info={undefined} /> : <RasterPicture {...props} />;
}

/** The layout's box: the picture covers it, so nothing moves while it loads. */
const boxOf = ({ width, height, style }: StorageImageProps): CSSProperties => ({
  aspectRatio: `${width} / ${height}`,
  width: '100%',
  height: 'auto',
  objectFit: 'cover',
  ...style,
});

function RasterPicture(props: StorageImageProps) {
  const { info, settled } = usePictureInfo(props.path);
  if (!settled)
    return <span className={props.className} style={{ display: 'block', ...boxOf(props) }} aria-hidden="true" data-picture-pending="" />;
  return <PictureFile {...props} info={info} />;
}

/** The picture as its manifest entry says (an SVG, or a picture the manifest does not know: the original file). */
function PictureFile({ info, ...props }: StorageImageProps & { info: PictureInfo | undefined }) {
  const { path, alt, width, height, sizes, eager = false, priority = false, className } = props;
  const apiBaseUrl = useApiBaseUrl();
  const widgetSizes = useContext(WidgetPictureSizesContext);
  const box = boxOf(props);
  // On a partner's page the partner's own pictures come first: no high priority there.
  // (Widgets also run on React 18, which does not know fetchPriority: the prop is only there when it is set.)
  const high = priority && !widgetSizes ? ({ fetchPriority: 'high' } as const) : {};
  const loading = priority || eager ? 'eager' : 'lazy';
  if (info?.kind !== 'raster') {
    return (
      <img
        loading={loading}
        {...high}
        decoding="async"
        src={storageUrl(path, apiBaseUrl)}
        alt={alt}
        width={width}
        height={height}
        className={className}
        style={box}
      />
    );
  }
  const sources = rasterSources(info, apiBaseUrl);
  const slot = widgetSizes ? widgetSizes(sizes) : sizes;
  // A media-library picture: cropped around its focal point (unless the layout says otherwise), its alt text where the content has none.
  const focal = info.focal ? { objectPosition: `${info.focal.x * 100}% ${info.focal.y * 100}%` } : {};
  // `display: contents`: the <img> stays the box the layout's CSS (grids, flex rows, `img` rules) places, as before.
  return (
    <picture style={{ display: 'contents' }}>
      <source type={RENDITION_MIME.avif} srcSet={sources.avif} sizes={slot} />
      <source type={RENDITION_MIME.webp} srcSet={sources.webp} sizes={slot} />
      {/* loading, sizes and srcset before src: a browser that reads src first may start the wrong download. */}
      <img
        loading={loading}
        {...high}
        decoding="async"
        sizes={slot}
        srcSet={sources.jpeg}
        src={sources.src}
        alt={alt || (info.alt ?? '')}
        width={width}
        height={height}
        className={className}
        style={{ ...focal, ...box }}
      />
    </picture>
  );
}
