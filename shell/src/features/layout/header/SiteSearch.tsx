import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { sitePath, useDetailsOpen } from '@starfamily/shared';
import { matchPages, type PageLink } from '../navigation';
import { IconToggle } from './IconToggle';

/**
 * The header search: a toggle and an ARIA combobox whose suggestions navigate to pages. The toggle is a `<details>`
 * and the box a form that sends `q` to the results page, so both work as plain HTML, before hydration or with no
 * script at all (issue 31). Hydrated, the spec's behaviour: typing suggests, choosing navigates, submitting does not.
 */
export function SiteSearch() {
  const { ref: root, open, setOpen, onToggle } = useDetailsOpen();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const toggle = useRef<HTMLElement>(null);
  const navigate = useNavigate();
  const id = useId();
  const results = matchPages(query);

  // The box is uncontrolled: hydration leaves what the visitor typed before the scripts ran (a controlled input is
  // reset to its state), and the suggestions follow the box. Opened (a tap before hydration included), focus moves
  // to the box and the suggestions take up what it holds.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!open || !input.current) return;
    input.current.focus();
    setQuery(input.current.value);
  }, [open]);
  // Closed by any means, the box starts empty next time.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) {
      if (input.current) input.current.value = '';
      setQuery('');
      setActive(-1);
    }
    wasOpen.current = open;
  }, [open]);

  const choose = (page: PageLink) => {
    setOpen(false);
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
      setOpen(false);
      toggle.current?.focus();
    }
  };

  return (
    <details className="sf-search" ref={root} onToggle={onToggle} suppressHydrationWarning>
      <IconToggle ref={toggle} icon="search" openLabel="Search pages" closeLabel="Close search" />
      {/* With a script, submitting does nothing (spec): a page is chosen from the suggestions. */}
      <form action={sitePath('search')} method="get" role="search" className="sf-search__form" onSubmit={(event) => event.preventDefault()}>
        <input
          ref={input}
          name="q"
          // text, not search: HTML allows role="combobox" on a text input only (the Nu checker refuses it on type=search).
          type="text"
          role="combobox"
          aria-label="Search pages"
          aria-autocomplete="list"
          aria-expanded={results.length > 0}
          aria-controls={`${id}-results`}
          aria-activedescendant={active >= 0 ? `${id}-option-${active}` : undefined}
          placeholder="Search pages..."
          defaultValue=""
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
    </details>
  );
}
