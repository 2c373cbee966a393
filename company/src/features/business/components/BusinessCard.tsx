import { useId } from 'react';
import { Icon, StorageImage, stripHtml, truncateText, type SisterCompany, type Warehouse, safeUrl, Heading, PREVIEW_LENGTH } from '@starfamily/shared';
import { BUSINESS_CARD_SIZES, BUSINESS_LOGO_SIZES } from '../pictureSizes';
import '../../../components/common.css';

/** A farm, warehouse or sister company: the fields they share, plus crops (farms) or logo and website (sister companies). */
export type BusinessSite = Warehouse & Partial<Pick<SisterCompany, 'logo' | 'website_url'>> & { crops?: string };

interface BusinessCardProps {
  site: BusinessSite;
  /** Sister companies: their logo, or the image when they have none. */
  withLogo?: boolean;
  expanded: boolean;
  onToggle: () => void;
  /** Its picture is the page's LCP (the first farm on /business). */
  priority?: boolean;
}

export function BusinessCard({ site, withLogo = false, expanded, onToggle, priority = false }: BusinessCardProps) {
  const descriptionId = useId();
  const text = stripHtml(site.description ?? '');
  const long = text.length > PREVIEW_LENGTH;
  const logo = withLogo ? site.logo || site.image : null;
  return (
    <article className="sf-card sf-business-card" aria-label={site.name}>
      <StorageImage path={site.image} alt={site.name} width={480} height={320} sizes={BUSINESS_CARD_SIZES} priority={priority} />
      <div className="sf-card__body">
        {logo && <StorageImage path={logo} alt={`${site.name} logo`} width={64} height={64} sizes={BUSINESS_LOGO_SIZES} className="sf-business-card__logo" />}
        <Heading level={3}>{site.name}</Heading>
        <p id={descriptionId}>{long && !expanded ? truncateText(text, PREVIEW_LENGTH) : text}</p>
        {long && (
          <button type="button" className="sf-link-button" aria-expanded={expanded} aria-controls={descriptionId} onClick={onToggle}>
            {expanded ? 'Show Less' : 'Read More'}
          </button>
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
