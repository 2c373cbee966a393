import { Link } from 'react-router-dom';
import { Heading, useHeadingOptions } from './Heading';

interface PageBannerProps {
  title: string;
  subtitle?: string;
  /** Breadcrumb after Home, e.g. "About". */
  crumb?: string;
}

/**
 * The page title banner: 400 px high (spec §9), with a Home > page breadcrumb. Where the page around it says so
 * (a widget's `banner` attribute), only the title as a plain heading, or nothing.
 */
export function PageBanner({ title, subtitle, crumb }: PageBannerProps) {
  const { banner } = useHeadingOptions();
  if (banner === 'none') return null;
  const plain = banner === 'plain';
  return (
    <header className={plain ? 'sf-page-banner sf-page-banner--plain' : 'sf-page-banner'}>
      <Heading level={1} className="sf-page-banner__title">
        {title}
      </Heading>
      {subtitle && <p className="sf-page-banner__subtitle">{subtitle}</p>}
      {crumb && !plain && (
        <nav aria-label="Breadcrumb">
          <ol className="sf-breadcrumb">
            <li>
              <Link to="/">Home</Link>
            </li>
            <li aria-current="page">{crumb}</li>
          </ol>
        </nav>
      )}
    </header>
  );
}
