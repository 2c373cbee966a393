import type { ReactNode } from 'react';
import { ContactFormSection, ImageGallery, PageBanner } from '@starfamily/shared';
import { DETAIL_GALLERY_SIZES } from './pictureSizes';
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

/**
 * The shape every catalogue detail page shares: banner, gallery beside the text, related items, contact form. The
 * gallery's first picture is the page's LCP (its route's head preloads it with DETAIL_GALLERY_SIZES).
 */
export function DetailLayout({ title, images, children, related, contactHeading }: DetailLayoutProps) {
  return (
    <article className="sf-detail">
      <PageBanner title={title} crumb={title} />
      <div className="sf-page sf-detail__main">
        <ImageGallery images={images} alt={title} sizes={DETAIL_GALLERY_SIZES} priority />
        <div className="sf-detail__body">{children}</div>
      </div>
      {related}
      <div className="sf-section sf-detail__contact">
        <ContactFormSection heading={contactHeading} />
      </div>
    </article>
  );
}
