import { Link } from 'react-router-dom';
import { Carousel, SafeHtml, StorageImage, TimedLoadingScreen, sitePath, type CarouselSettings } from '@starfamily/shared';
import { HERO_SIZES } from '../pictureSizes';
import { useGetHeroSlidesQuery } from '../api/homeApi';
import './home.css';

/** Spec §9: fade, autoplay every 2500 ms, 1200 ms transition, one slide, arrows, no dots. */
export const HERO_SETTINGS: CarouselSettings = {
  fade: true,
  autoplay: true,
  autoplaySpeed: 2500,
  speed: 1200,
  slidesToShow: 1,
  slidesToScroll: 1,
  arrows: true,
  dots: false,
  infinite: true,
};

export default function HeroSlider() {
  const { data: slides = [], isLoading } = useGetHeroSlidesQuery();
  if (!isLoading && slides.length === 0) return null;
  // The hero's own star loader (spec: 3 s, config-driven), over the slides that are already there underneath (in the
  // server's HTML), or until they arrive when the browser fetches them itself.
  return (
    <TimedLoadingScreen scope="section" extraWait={isLoading}>
      {slides.length > 0 && (
        <div className="sf-hero">
          <Carousel label="Welcome to StarFamily" settings={HERO_SETTINGS}>
            {slides.map((slide, index) => (
              <div key={slide.id} className="sf-hero__slide">
                <StorageImage
                  path={slide.file}
                  alt=""
                  width={1600}
                  height={700}
                  sizes={HERO_SIZES}
                  priority={index === 0}
                  className="sf-hero__image"
                />
                <div className="sf-hero__content">
                  <h2 className="sf-hero__title">{slide.title}</h2>
                  <SafeHtml html={slide.description} className="sf-hero__text" />
                  <Link to={sitePath('about')} className="sf-button">
                    Explore More
                  </Link>
                </div>
              </div>
            ))}
          </Carousel>
        </div>
      )}
    </TimedLoadingScreen>
  );
}
