import { useState } from 'react';
import { Carousel, SafeHtml, StorageImage, type CarouselSettings, ThumbnailPicker, uniquePaths } from '@starfamily/shared';
import { TESTIMONIAL_SIZES } from '../pictureSizes';
import { useGetTestimonialsQuery } from '../api/homeApi';
import { THUMBNAIL_SIZES } from '../../../components/pictureSizes';
import '../../../components/common.css';
import './home.css';

/** Spec §9: one slide, fade, 500 ms, looping. */
export const TESTIMONIAL_SETTINGS: CarouselSettings = {
  slidesToShow: 1,
  slidesToScroll: 1,
  fade: true,
  speed: 500,
  infinite: true,
  arrows: true,
  dots: true,
};

/** The slider picks the testimonial; its banner and gallery pictures are the large image and thumbnails beside it. */
export default function Testimonials() {
  const { data: testimonials = [] } = useGetTestimonialsQuery();
  const [current, setCurrent] = useState(0);
  const [chosenImage, setChosenImage] = useState<string | null>(null);
  const testimonial = testimonials[current] ?? testimonials[0];
  if (!testimonial) return null;

  const pictures = uniquePaths([testimonial.banner, ...testimonial.images]);
  const large = chosenImage && pictures.includes(chosenImage) ? chosenImage : pictures[0];
  const settings: CarouselSettings = {
    ...TESTIMONIAL_SETTINGS,
    // A new slide shows that testimonial's banner as the large image.
    beforeChange: (_from, next) => {
      setCurrent(next);
      setChosenImage(null);
    },
  };

  return (
    <section className="sf-section sf-testimonials" aria-labelledby="testimonials-heading">
      <p className="sf-eyebrow">Best Word Our Clients</p>
      <h2 id="testimonials-heading">CLIENT TESTIMONIAL</h2>
      <div className="sf-testimonials__layout">
        <div className="sf-testimonials__media">
          {large && (
            <StorageImage
              path={large}
              alt={`${testimonial.name}, ${testimonial.role}`}
              width={560}
              height={420}
              sizes={TESTIMONIAL_SIZES}
            />
          )}
          <ThumbnailPicker
            images={pictures}
            selected={large ?? ''}
            onSelect={setChosenImage}
            label={`Pictures from ${testimonial.name}`}
            className="sf-thumbs"
            sizes={THUMBNAIL_SIZES}
          />
        </div>
        <Carousel label="Client testimonials" settings={settings}>
          {testimonials.map((item) => (
            <figure key={item.id} className="sf-testimonial">
              <h3>{item.title}</h3>
              <blockquote>
                <SafeHtml html={item.description} />
              </blockquote>
              <figcaption>
                <strong>{item.name}</strong>
                <span>{item.role}</span>
              </figcaption>
            </figure>
          ))}
        </Carousel>
      </div>
    </section>
  );
}
