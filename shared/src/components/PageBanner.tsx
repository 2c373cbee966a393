import { Link } from 'react-router-dom';

interface PageBannerProps {
  title: string;
  subtitle?: string;
  /** Breadcrumb after Home, e.g. "About". */
  crumb?: string;
}

/** The page title banner: 400 px high (spec §9), with a Home > page breadcrumb. */
export function PageBanner({ title, subtitle, crumb }: PageBannerProps) {
  return (
    <header className="sf-page-banner">
      <h1>{title}</h1>
      {subtitle && <p className="sf-page-banner__subtitle">{subtitle}</p>}
      {crumb && (
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
