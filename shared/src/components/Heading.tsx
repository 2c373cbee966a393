import { createContext, useContext, type HTMLAttributes } from 'react';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * How a view's headings fit the page around them. The site uses the defaults; a widget sets them from its
 * `heading-level` and `banner` attributes (docs/embedding.md).
 * - `offset`: added to every heading's level (a widget's `heading-level="2"` makes its h1 an h2, its h2 an h3...);
 * - `banner`: `full` the site's banner, `plain` the title as a plain heading, `none` no title at all.
 */
export interface HeadingOptions {
  offset: number;
  banner: 'full' | 'plain' | 'none';
}

export const HeadingOptionsContext = createContext<HeadingOptions>({ offset: 0, banner: 'full' });

export const useHeadingOptions = () => useContext(HeadingOptionsContext);

interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The level on the site; the element's is this plus the context's offset (at most 6). */
  level: HeadingLevel;
}

/**
 * A heading whose level follows the page it is on. When shifted it carries `data-sf-level` (its level on the site),
 * which the styles use so it looks the same whatever its tag.
 */
export function Heading({ level, ...props }: HeadingProps) {
  const { offset } = useHeadingOptions();
  const Tag = `h${Math.min(6, Math.max(1, level + offset))}` as `h${HeadingLevel}`;
  return <Tag {...props} {...(offset !== 0 ? { 'data-sf-level': level } : {})} />;
}

/** A view's own title when it has no banner (e.g. "Our Team"): left out where the page around names the view. */
export function PageTitle(props: HTMLAttributes<HTMLHeadingElement>) {
  const { banner } = useHeadingOptions();
  return banner === 'none' ? null : <Heading level={1} {...props} />;
}
