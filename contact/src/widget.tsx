// widget.js: our contact form on partner sites (docs/embedding.md), the same form the site shows, in a shadow root.
import { SITE_PATHS } from '@starfamily/shared';
import { defineWidgets } from '@starfamily/shared/widget';
import '@starfamily/shared/styles.css';
import ContactForm from './features/contact-form/components/ContactForm';

/** Fired on the element (bubbling, crossing shadow roots) once the API has stored a message. */
export const CONTACT_SENT_EVENT = 'starfamily:contact-sent';

defineWidgets([
  {
    tag: 'starfamily-contact-form',
    attributes: ['heading'],
    siteLink: false,
    // Its heading (the `heading` attribute) is an h2 on our site, under the page's title.
    topHeadingLevel: 2,
    start: () => SITE_PATHS.contact,
    routes: ({ element, attr }) => [
      {
        path: SITE_PATHS.contact,
        element: (
          <ContactForm
            heading={attr('heading') ?? undefined}
            onSent={(message) =>
              element.dispatchEvent(new CustomEvent(CONTACT_SENT_EVENT, { bubbles: true, composed: true, detail: message }))
            }
          />
        ),
      },
    ],
  },
]);
