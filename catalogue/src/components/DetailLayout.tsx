import type { ReactNode } from 'react';
import { DetailGallery, PageBanner, RemoteComponent, WriteToUs, type DetailPage } from '@starfamily/shared';
import './detail.css';

interface DetailLayoutProps<T extends { id: number }, R extends { id: number }, A> {
  page: DetailPage<T, R, A>;
  item: T;
  /** Description, details, facts: the record's own text. */
  children: ReactNode;
  related: ReactNode;
  contactHeading: string;
}

/**
 * The shape every catalogue detail page shares: banner, gallery beside the text, related items, contact form. The
 * gallery's first picture is the page's LCP (its route's head preloads it with the declared sizes).
 */
export function DetailLayout<T extends { id: number }, R extends { id: number }, A>({
  page,
  item,
  children,
  related,
  contactHeading,
}: DetailLayoutProps<T, R, A>) {
  const title = page.title(item);
  return (
    <article className="sf-detail">
      <PageBanner title={title} crumb={title} />
      <div className="sf-page sf-detail__main">
        <DetailGallery page={page} item={item} />
        <div className="sf-detail__body">{children}</div>
      </div>
      {related}
      <div className="sf-section sf-detail__contact">
        <RemoteComponent module="contact/ContactForm" label="Contact form" props={{ heading: contactHeading }} fallback={<WriteToUs />} />
      </div>
    </article>
  );
}
