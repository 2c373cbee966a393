// What the rendering server sent for each remote section, read before hydration: a section whose browser code cannot
// be loaded keeps that HTML (static, but there) instead of turning blank or into an error.
const sent = new Map<string, string>();

export const SECTION_ATTRIBUTE = 'data-remote-section';
/** Set on a section's wrapper once its code has mounted (hydrated or rendered) in the browser: tests and tools wait for it. */
export const SECTION_READY_ATTRIBUTE = 'data-section-ready';

/** Call once before `hydrateRoot`. */
export function captureServerSections(root: ParentNode): void {
  root.querySelectorAll<HTMLElement>(`[${SECTION_ATTRIBUTE}]`).forEach((element) => {
    const id = element.getAttribute(SECTION_ATTRIBUTE)!;
    // `<!--$!-->`: the server could not render this section and sent its loading state; nothing worth keeping.
    if (!sent.has(id) && !element.innerHTML.startsWith('<!--$!-->')) sent.set(id, element.innerHTML);
  });
}

/** The server's HTML of a section, once: a later retry renders live. */
export function takeServerSection(id: string): string | undefined {
  const html = sent.get(id);
  sent.delete(id);
  return html;
}
