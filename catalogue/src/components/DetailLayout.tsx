import type { ReactNode } from 'react';
import { ContactFormSection, ImageGallery, PageBanner } from '@starfamily/shared';
import './detail.css';

interface DetailLayoutProps {
  title: string;
  /** Banner first, then the extra pictures. */
  images: string[];
  /** Description, details, facts: the record's own text. */
  children: ReactNode;
  related: ReactNode;
  contactHeading: string;
}

/** The shape every catalogue detail page shares: banner, gallery beside the text, related items, contact form. */
export function DetailLayout({ title, images, children, related, contactHeading }: DetailLayoutProps) {
  return (
    <article className="sf-detail">
      <PageBanner title={title} crumb={title} />
      <div className="sf-page sf-detail__main">
        <ImageGallery images={images} alt={title} />
        <div className="sf-detail__body">{children}</div>
      </div>
      {related}
      <div className="sf-section sf-detail__contact">
        <ContactFormSection heading={contactHeading} />
      </div>
    </article>
  );
}
