import { QueryStatus, safeUrl, telHref, useGetContactInfoQuery } from '@starfamily/shared';
import ContactForm from '../../contact-form/components/ContactForm';

export default function ContactPage() {
  const { data: info, isLoading, isError } = useGetContactInfoQuery();
  return (
    <section className="sf-page" aria-labelledby="contact-heading">
      <h1 id="contact-heading">Contact Us</h1>
      <QueryStatus isLoading={isLoading} isError={isError} isEmpty={!info}>
        {info && (
          <>
            <div className="sf-grid sf-contact-cards">
              <article className="sf-card sf-card__body">
                <h2>Address</h2>
                <p>{info.address}</p>
              </article>
              <article className="sf-card sf-card__body">
                <h2>Email Us</h2>
                <p>
                  <a href={`mailto:${info.email1}`}>{info.email1}</a>
                </p>
                <p>
                  <a href={`mailto:${info.email2}`}>{info.email2}</a>
                </p>
              </article>
              <article className="sf-card sf-card__body">
                <h2>Call Now</h2>
                <p>
                  <a href={telHref(info.phone1)}>{info.phone1}</a>
                </p>
                <p>
                  <a href={telHref(info.phone2)}>{info.phone2}</a>
                </p>
              </article>
            </div>
            <h2>Ask us about coffee, oilseed and pulse exports</h2>
            <ContactForm />
            {/* Only a web address is framed, whatever the database holds (never a javascript: or data: URL). */}
            {safeUrl(info.gmapUrl) && (
              <iframe
                className="sf-map"
                title="Map of the StarFamily office"
                src={safeUrl(info.gmapUrl)}
                loading="lazy"
                referrerPolicy="no-referrer-when-downgrade"
              />
            )}
          </>
        )}
      </QueryStatus>
    </section>
  );
}
