import { useMemo, type ElementType } from 'react';
import { sanitizeHtml } from '../html/sanitizeHtml';

export { sanitizeHtml };

interface SafeHtmlProps {
  html: string | null | undefined;
  as?: ElementType;
  className?: string;
}

/** The only place the site renders HTML that came from the API. */
export function SafeHtml({ html, as: Tag = 'div', className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
