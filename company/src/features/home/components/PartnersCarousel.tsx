import { Carousel, StorageImage, cardCarouselSettings } from '@starfamily/shared';
import { PARTNER_SIZES } from '../pictureSizes';
import { useGetPartnersQuery } from '../api/homeApi';
import './home.css';

/** Spec §9: 4 tiles at wide sizes, 3 at 767 px, 1 at 480 px; autoplay, 1000 ms. */
export const PARTNERS_SETTINGS = cardCarouselSettings({ slides: 4, at: { 767: 3, 480: 1 }, arrows: false, dots: false });

export default function PartnersCarousel() {
  const { data: partners = [] } = useGetPartnersQuery();
  if (partners.length === 0) return null;
  return (
    <section className="sf-section" aria-labelledby="partners-heading">
      <p className="sf-eyebrow">Empowering partnerships through quality exports</p>
      <h2 id="partners-heading">OUR HONORABLE PARTNERS</h2>
      <Carousel label="Our partners" settings={PARTNERS_SETTINGS}>
        {partners.map((partner) => (
          // react-slick gives each slide's root tabIndex -1; the tile inside stays focusable for the name overlay.
          <div key={partner.id}>
            <figure className="sf-partner" tabIndex={0}>
              <StorageImage path={partner.banner} alt={`${partner.name} logo`} width={320} height={200} sizes={PARTNER_SIZES} />
              <figcaption className="sf-partner__name">{partner.name}</figcaption>
            </figure>
          </div>
        ))}
      </Carousel>
    </section>
  );
}
