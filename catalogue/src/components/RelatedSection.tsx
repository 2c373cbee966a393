import { useId, type ReactNode } from 'react';
import { Heading } from '@starfamily/shared';

interface RelatedSectionProps {
  heading: string;
  isEmpty: boolean;
  /** Shown when there is nothing related, e.g. "No related projects found." */
  emptyText?: string;
  children: ReactNode;
}

export function RelatedSection({ heading, isEmpty, emptyText, children }: RelatedSectionProps) {
  const headingId = useId();
  if (isEmpty && !emptyText) return null;
  return (
    <section className="sf-section sf-related" aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {heading}
      </Heading>
      {isEmpty ? <p className="sf-status">{emptyText}</p> : <div className="sf-grid">{children}</div>}
    </section>
  );
}
