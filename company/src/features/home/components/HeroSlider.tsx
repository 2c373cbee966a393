import { Link } from 'react-router-dom';
import { Carousel, LoadingScreen, SafeHtml, StorageImage, useLoaderDelay, type CarouselSettings, sitePath } from '@starfamily/shared';
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
  // The hero's own star loader (spec: 3 s, config-driven); the slides are fetched meanwhile.
  const waiting = useLoaderDelay();
  const { data: slides = [] } = useGetHeroSlidesQuery();
  if (waiting) return <LoadingScreen />;
  if (slides.length === 0) return null;
  return (
    <div className="sf-hero">
      <Carousel label="Welcome to StarFamily" settings={HERO_SETTINGS}>
        {slides.map((slide, index) => (
          <div key={slide.id} className="sf-hero__slide">
            <StorageImage path={slide.file} alt="" width={1600} height={700} eager={index === 0} className="sf-hero__image" />
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
  );
}
