import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { sitePath } from '@starfamily/shared';
import { matchPages } from '../layout/navigation';

/**
 * /search?q=: where the header's search form goes when it is sent with no script (issue 31). It lists the pages the
 * header's suggestions would offer (the one `matchPages`) and offers the box again.
 */
export function SearchResultsPage() {
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  const navigate = useNavigate();
  // With a script, the same address without a page load (react-router's <Form> is not in the browser builds' router).
  const searchAgain = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const box = event.currentTarget.elements.namedItem('q') as HTMLInputElement;
    navigate(sitePath('search', {}, { q: box.value }));
  };
  return (
    <section className="sf-page sf-search-page" aria-labelledby="search-heading">
      <h1 id="search-heading">Search results</h1>
      <form
        action={sitePath('search')}
        method="get"
        role="search"
        aria-labelledby="search-heading"
        className="sf-search-page__form"
        onSubmit={searchAgain}
      >
        <label htmlFor="search-page-query">Page name</label>
        {/* Keyed by the query: a new search shows its own words in the box. */}
        <input id="search-page-query" key={query} name="q" type="search" defaultValue={query} />
        <button type="submit" className="sf-button">
          Search
        </button>
      </form>
      <SearchResults query={query} />
    </section>
  );
}

function SearchResults({ query }: { query: string }) {
  if (query === '') return <p>Type part of a page&apos;s name, for example &ldquo;contact&rdquo; or &ldquo;products&rdquo;.</p>;
  const results = matchPages(query);
  if (results.length === 0) return <p>No page matches &ldquo;{query}&rdquo;.</p>;
  return (
    <>
      <p>
        {results.length === 1 ? '1 page matches' : `${results.length} pages match`} &ldquo;{query}&rdquo;:
      </p>
      <ul className="sf-search-page__results">
        {results.map((page) => (
          <li key={page.to}>
            <Link to={page.to}>{page.label}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}
