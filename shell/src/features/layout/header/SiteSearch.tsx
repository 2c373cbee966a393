import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Icon } from '@starfamily/shared';
import { SEARCHABLE_PAGES, type PageLink } from '../navigation';

/** Case-insensitive substring match over the fixed page labels (spec: header search). */
export function matchPages(query: string): PageLink[] {
  const needle = query.trim().toLowerCase();
  return needle === '' ? [] : SEARCHABLE_PAGES.filter((page) => page.label.toLowerCase().includes(needle));
}

/** The header search: a toggle and an ARIA combobox whose suggestions navigate to pages. */
export function SiteSearch() {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const id = useId();
  const results = matchPages(query);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    setQuery('');
    setActive(-1);
  };
  const choose = (page: PageLink) => {
    close();
    navigate(page.to);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && results.length > 0) {
      event.preventDefault();
      setActive((index) => (index + 1) % results.length);
    } else if (event.key === 'ArrowUp' && results.length > 0) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? results.length - 1 : index - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = results[active];
      if (chosen) choose(chosen);
    } else if (event.key === 'Escape') {
      close();
    }
  };

  return (
    <div className="sf-search">
      <button
        type="button"
        className="sf-icon-button"
        aria-expanded={open}
        aria-controls={`${id}-form`}
        aria-label={open ? 'Close search' : 'Search pages'}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <Icon name={open ? 'close' : 'search'} />
      </button>
      {open && (
        // Submitting does nothing (spec): a page is chosen from the suggestions.
        <form id={`${id}-form`} role="search" className="sf-search__form" onSubmit={(event) => event.preventDefault()}>
          <input
            ref={inputRef}
            type="search"
            role="combobox"
            aria-label="Search pages"
            aria-autocomplete="list"
            aria-expanded={results.length > 0}
            aria-controls={`${id}-results`}
            aria-activedescendant={active >= 0 ? `${id}-option-${active}` : undefined}
            placeholder="Search pages..."
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
          />
          <ul id={`${id}-results`} role="listbox" aria-label="Pages" className="sf-search__results" hidden={results.length === 0}>
            {results.map((page, index) => (
              <li
                key={page.to}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={index === active}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(page)}
              >
                {page.label}
              </li>
            ))}
          </ul>
        </form>
      )}
    </div>
  );
}
