import { useRef } from 'react';
import {
  Icon,
  StorageImage,
  stripHtml,
  type SisterCompany,
  type Warehouse,
  safeUrl,
  Heading,
  PREVIEW_LENGTH,
  useDetailsSync,
} from '@starfamily/shared';
import { BUSINESS_CARD_SIZES, BUSINESS_LOGO_SIZES } from '../pictureSizes';
import '../../../components/common.css';

/** A farm, warehouse or sister company: the fields they share, plus crops (farms) or logo and website (sister companies). */
export type BusinessSite = Warehouse & Partial<Pick<SisterCompany, 'logo' | 'website_url'>> & { crops?: string };

interface BusinessCardProps {
  site: BusinessSite;
  /** Sister companies: their logo, or the image when they have none. */
  withLogo?: boolean;
  /** The whole description shows (Read More chosen). */
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  /** Its picture is the page's LCP (the first farm on /business). */
  priority?: boolean;
}

export function BusinessCard({ site, withLogo = false, expanded, onExpandedChange, priority = false }: BusinessCardProps) {
  const text = stripHtml(site.description ?? '');
  const long = text.length > PREVIEW_LENGTH;
  const more = useRef<HTMLDetailsElement>(null);
  const { onToggle } = useDetailsSync(more, expanded, onExpandedChange);
  const logo = withLogo ? site.logo || site.image : null;
  return (
    <article className="sf-card sf-business-card" aria-label={site.name}>
      <StorageImage path={site.image} alt={site.name} width={480} height={320} sizes={BUSINESS_CARD_SIZES} priority={priority} />
      <div className="sf-card__body">
        {logo && (
          <StorageImage
            path={logo}
            alt={`${site.name} logo`}
            width={64}
            height={64}
            sizes={BUSINESS_LOGO_SIZES}
            className="sf-business-card__logo"
          />
        )}
        <Heading level={3}>{site.name}</Heading>
        {/*
          The whole text is in the HTML: closed, the card shows the first PREVIEW_LENGTH characters and "..." (as
          truncateText cuts), open, the rest; the <details> below says which, so Read More works with no script.
        */}
        <p className="sf-business-card__description">
          {long ? text.slice(0, PREVIEW_LENGTH) : text}
          {long && (
            <>
              <span className="sf-business-card__ellipsis">...</span>
              <span className="sf-business-card__rest">{text.slice(PREVIEW_LENGTH)}</span>
            </>
          )}
        </p>
        {long && (
          <details ref={more} className="sf-business-card__more" onToggle={onToggle} suppressHydrationWarning>
            <summary className="sf-link-button sf-toggle">
              <span className="sf-toggle__closed">Read More</span>
              <span className="sf-toggle__open">Show Less</span>
            </summary>
          </details>
        )}
        <dl className="sf-business-card__facts">
          <div>
            <dt>
              <Icon name="location" size={16} /> Location
            </dt>
            <dd>
              {site.location}
              {site.address && `, ${site.address}`}
            </dd>
          </div>
          {site.size && (
            <div>
              <dt>Size</dt>
              <dd>{site.size}</dd>
            </div>
          )}
          {site.crops && (
            <div>
              <dt>Crops</dt>
              <dd>{site.crops}</dd>
            </div>
          )}
        </dl>
        <p className="sf-business-card__links">
          {/* Only web addresses become links, whatever the database holds. */}
          {safeUrl(site.map_url) && (
            <a href={safeUrl(site.map_url)} target="_blank" rel="noopener noreferrer">
              View on map<span className="sf-visually-hidden">: {site.name} (opens in a new tab)</span>
            </a>
          )}
          {safeUrl(site.website_url) && (
            <a href={safeUrl(site.website_url)} target="_blank" rel="noopener noreferrer">
              Visit website<span className="sf-visually-hidden">: {site.name} (opens in a new tab)</span>
            </a>
          )}
        </p>
      </div>
    </article>
  );
}
