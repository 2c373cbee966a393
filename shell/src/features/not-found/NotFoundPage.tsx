import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <section className="sf-page" aria-labelledby="not-found-heading">
      <h1 id="not-found-heading">Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link className="sf-button" to="/">
        Back to the home page
      </Link>
    </section>
  );
}
