import { telHref, useGetContactInfoQuery } from '@starfamily/shared';

/** Home-page contact-info block: three columns (spec: Physical Location, call us today, EMAIL ADDRESS). */
export default function ContactInfoSection() {
  const { data: info } = useGetContactInfoQuery();
  if (!info) return null;
  return (
    <section className="sf-section sf-contact-info" aria-label="Contact information">
      <div>
        <h3>Physical Location</h3>
        <p>{info.address}</p>
      </div>
      <div>
        <h3>call us today</h3>
        <p>
          <a href={telHref(info.phone1)}>{info.phone1}</a>
        </p>
      </div>
      <div>
        <h3>EMAIL ADDRESS</h3>
        <p>
          <a href={`mailto:${info.email1}`}>{info.email1}</a>
        </p>
      </div>
    </section>
  );
}
