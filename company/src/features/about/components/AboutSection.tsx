import { useState } from 'react';
import { Link } from 'react-router-dom';
import { SafeHtml, StorageImage, useGetBusinessSetupQuery, sitePath, ThumbnailPicker, uniquePaths } from '@starfamily/shared';
import { ImageZoomDialog } from '../../../components/ImageZoomDialog';
import { THUMBNAIL_SIZES } from '../../../components/pictureSizes';
import { ABOUT_PICTURE_SIZES } from '../pictureSizes';
import { useImageZoom } from '../../../components/useImageZoom';
import { AboutFallbackPicture } from './AboutFallbackPicture';
import './about.css';

/**
 * Who we are, beside a large picture (click to enlarge) and thumbnails that choose it. `priority`: the picture is the
 * page's LCP (on /about; on home it is below the hero and loads lazily).
 */
export default function AboutSection({ priority = false }: { priority?: boolean }) {
  const { data: setup } = useGetBusinessSetupQuery();
  const [chosen, setChosen] = useState<string | null>(null);
  const zoom = useImageZoom();
  if (!setup) return null;

  const images = uniquePaths(setup.images ?? []);
  const main = chosen && images.includes(chosen) ? chosen : images[0];
  const alt = main ? `StarFamily, picture ${images.indexOf(main) + 1} of ${images.length}` : '';

  return (
    <section className="sf-section sf-about" aria-labelledby="about-heading">
      <div className="sf-about__media">
        {main ? (
          <>
            <button type="button" className="sf-about__main" onClick={zoom.open} aria-haspopup="dialog" aria-label={`Enlarge ${alt}`}>
              <StorageImage path={main} alt={alt} width={720} height={540} sizes={ABOUT_PICTURE_SIZES} priority={priority} />
            </button>
            <ThumbnailPicker
              images={images}
              selected={main}
              onSelect={setChosen}
              label="About StarFamily pictures"
              className="sf-thumbs"
              sizes={THUMBNAIL_SIZES}
            />
            <ImageZoomDialog state={zoom.state} path={main} alt={alt} onClose={zoom.close} />
          </>
        ) : (
          <AboutFallbackPicture />
        )}
      </div>
      <div className="sf-about__text">
        <p className="sf-eyebrow">About Us</p>
        <h2 id="about-heading">Who We Are</h2>
        <SafeHtml html={setup.who_we_are} className="sf-about__body" />
        <Link to={sitePath('services')} className="sf-button">
          Our Services
        </Link>
      </div>
    </section>
  );
}
