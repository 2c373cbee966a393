import { Link, Navigate, useLocation } from 'react-router-dom';
import { sitePath } from '@starfamily/shared';

export function NotFoundPage() {
  const { pathname } = useLocation();
  // Some of the original pages link to a relative "contact": from any depth it means the contact page.
  if (/\/contact\/?$/.test(pathname)) return <Navigate to={sitePath('contact')} replace />;
  return (
    <section className="sf-page sf-not-found" aria-labelledby="not-found-heading">
      <h1 id="not-found-heading">Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link className="sf-button" to={sitePath('home')}>
        Back to the home page
      </Link>
    </section>
  );
}
