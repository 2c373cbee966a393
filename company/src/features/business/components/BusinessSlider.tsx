import { Carousel, QueryStatus, Heading, cardCarouselSettings } from '@starfamily/shared';
import { useExpandedCards } from '../useExpandedCards';
import { BusinessCard, type BusinessSite } from './BusinessCard';

/** Spec §9: 3, 2, 2 and 1 cards at 1400, 1200, 991 and 767 px; autoplay; 1000 ms. */
export const BUSINESS_SLIDER_SETTINGS = cardCarouselSettings({
  slides: 3,
  at: { 1400: 3, 1200: 2, 991: 2, 767: 1 },
  arrows: true,
  dots: false,
});

interface BusinessSliderProps {
  title: string;
  /** Sister companies show a logo and keep one card open at a time; farms and warehouses toggle independently. */
  kind: 'farms' | 'warehouses' | 'sister-companies';
  sites: BusinessSite[];
  isLoading: boolean;
  isError: boolean;
  /** The first card's picture is the page's LCP (the first slider on /business). */
  priorityFirst?: boolean;
}

export function BusinessSlider({ title, kind, sites, isLoading, isError, priorityFirst = false }: BusinessSliderProps) {
  const { isExpanded, setExpanded } = useExpandedCards(kind === 'sister-companies' ? 'single' : 'independent');
  return (
    // The carousel region carries the title as its name; the section only groups heading and slider.
    <section className="sf-section sf-business-slider">
      <Heading level={2}>{title}</Heading>
      <QueryStatus isLoading={isLoading} isError={isError} isEmpty={sites.length === 0}>
        <Carousel label={title} settings={BUSINESS_SLIDER_SETTINGS}>
          {sites.map((site, index) => (
            <BusinessCard
              key={site.id}
              site={site}
              priority={priorityFirst && index === 0}
              withLogo={kind === 'sister-companies'}
              expanded={isExpanded(site.id)}
              onExpandedChange={(open) => setExpanded(site.id, open)}
            />
          ))}
        </Carousel>
      </QueryStatus>
    </section>
  );
}
