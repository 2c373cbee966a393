// What the rendering server sent for each remote section, noted before hydration: a section whose browser code cannot
// be loaded keeps that HTML (static, but there) instead of turning blank or into an error. Only the elements are
// noted; their HTML is read if a section fails (serialising every section at start cost 140 ms on a phone-speed CPU).
const sent = new Map<string, HTMLElement>();

export const SECTION_ATTRIBUTE = 'data-remote-section';
/** Set on a section's wrapper once its code has mounted (hydrated or rendered) in the browser: tests and tools wait for it. */
export const SECTION_READY_ATTRIBUTE = 'data-section-ready';

/** `<!--$!-->`: the server could not render this section and sent its loading state; nothing worth keeping. */
const isClientRendered = (element: HTMLElement) => element.firstChild?.nodeType === Node.COMMENT_NODE && (element.firstChild as Comment).data === '$!';

/** Call once before `hydrateRoot`. */
export function captureServerSections(root: ParentNode): void {
  root.querySelectorAll<HTMLElement>(`[${SECTION_ATTRIBUTE}]`).forEach((element) => {
    const id = element.getAttribute(SECTION_ATTRIBUTE)!;
    if (!sent.has(id) && !isClientRendered(element)) sent.set(id, element);
  });
}

export interface ServerSection {
  /** The server's element, still showing the server's HTML until the section hydrates. */
  element: HTMLElement;
  /** That HTML, read on the first call (before React replaces it with a fallback) and remembered. */
  html: () => string;
}

/** The server's section, once: a later retry renders live. */
export function takeServerSection(id: string): ServerSection | undefined {
  const element = sent.get(id);
  if (!element) return undefined;
  sent.delete(id);
  let html: string | undefined;
  return { element, html: () => (html ??= element.innerHTML) };
}
