// What the rendering server sent for each remote section, noted before hydration: a section whose browser code cannot
// be loaded keeps that HTML (static, but there) instead of turning blank or into an error. Only the elements are
// noted; their HTML is read if a section fails (serialising every section at start cost 140 ms on a phone-speed CPU).
const sent = new Map<string, ServerSection>();

export const SECTION_ATTRIBUTE = 'data-remote-section';
/** Set on a section's wrapper once its code has mounted (hydrated or rendered) in the browser: tests and tools wait for it. */
export const SECTION_READY_ATTRIBUTE = 'data-section-ready';

/** `<!--$!-->`: the server could not render this section and sent its loading state; nothing worth keeping. */
const isClientRendered = (element: HTMLElement) =>
  element.firstChild?.nodeType === Node.COMMENT_NODE && (element.firstChild as Comment).data === '$!';

/** Call once before `hydrateRoot`. */
export function captureServerSections(root: ParentNode): void {
  root.querySelectorAll<HTMLElement>(`[${SECTION_ATTRIBUTE}]`).forEach((element) => {
    const id = element.getAttribute(SECTION_ATTRIBUTE)!;
    if (sent.has(id) || isClientRendered(element)) return;
    let html: string | undefined;
    sent.set(id, { element, html: () => (html ??= element.innerHTML) });
  });
}

export interface ServerSection {
  /** The server's element, still showing the server's HTML until the section hydrates. */
  element: HTMLElement;
  /** That HTML, read on the first call (before React replaces it with a fallback) and remembered. */
  html: () => string;
}

/**
 * The server's section, for the component that mounts over it. Reading does not use it up: React may render a
 * component, discard that render (an update arriving mid-hydration restarts it) and render it again with fresh
 * state, and the second render needs the section as much as the first. `releaseServerSection` after the commit.
 */
export function takeServerSection(id: string): ServerSection | undefined {
  return sent.get(id);
}

/** Once the section's component has committed: a later mount of the same section (another visit) renders live. */
export function releaseServerSection(id: string, section: ServerSection): void {
  if (sent.get(id) === section) sent.delete(id);
}
