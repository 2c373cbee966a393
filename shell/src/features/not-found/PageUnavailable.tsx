/** An address that may belong to a part of the site that could not be loaded: not a missing page, so no 404. */
export function PageUnavailable() {
  return (
    <section className="sf-page sf-not-found" aria-labelledby="unavailable-heading">
      <h1 id="unavailable-heading">This page is temporarily unavailable</h1>
      <p>Part of the site could not be loaded. Please try again in a moment.</p>
      <button type="button" className="sf-button" onClick={() => window.location.reload()}>
        Try again
      </button>
    </section>
  );
}
