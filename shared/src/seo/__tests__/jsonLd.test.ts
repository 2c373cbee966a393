/** @jest-environment node */
import { newsArticleJsonLd, organizationJsonLd, personJsonLd, productJsonLd } from '../jsonLd';
import { breadcrumbJsonLd, companyListJsonLd, itemListJsonLd, placeListJsonLd } from '../listJsonLd';
import { schemaOrgProblems } from '../../testing/schemaOrgCheck';
import type { BusinessSetup, CompanyEvent, Farm, Product, SisterCompany, TeamMember } from '../../entities/types';

const context = { siteUrl: 'https://starfamily.example', apiBaseUrl: 'https://api.example' };

const setup = {
  logo: 'brand/logo.svg',
  address: 'Bole, Addis Ababa',
  phone1: '+251 1',
  phone2: '',
  email: 'info@x.example',
  email1: 'info@x.example',
  email2: 'sales@x.example',
  who_we_are: '<p>We export coffee.</p>',
  facebookLink: 'https://facebook.com/sf',
  twitterLink: 'javascript:alert(1)',
  images: [],
} as unknown as BusinessSetup;

describe('JSON-LD', () => {
  it('describes the organisation as a LocalBusiness: address, phones, emails, hours and a ContactPoint, web links only', () => {
    const hours = {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '08:00',
      closes: '18:00',
    };
    const organization = organizationJsonLd(setup, context);
    expect(organization).toEqual({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      '@id': 'https://starfamily.example/#organization',
      name: 'StarFamily',
      url: 'https://starfamily.example/',
      logo: 'https://api.example/storage/brand/logo.svg',
      description: 'We export coffee.',
      address: { '@type': 'PostalAddress', streetAddress: 'Bole, Addis Ababa' },
      telephone: ['+251 1'],
      email: ['info@x.example', 'sales@x.example'],
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: ['+251 1'],
        email: ['info@x.example', 'sales@x.example'],
        hoursAvailable: hours,
      },
      openingHoursSpecification: hours,
      sameAs: ['https://facebook.com/sf'],
    });
    expect(schemaOrgProblems(organization)).toEqual([]);
  });

  it('describes the organisation from the contact details alone (the contact page without the settings)', () => {
    const organization = organizationJsonLd(
      { address: 'Bole', phone1: '+251 2', phone2: '+251 3', email1: 'a@x.example', email2: 'b@x.example' },
      context,
    );
    expect(organization).toMatchObject({ telephone: ['+251 2', '+251 3'], email: ['a@x.example', 'b@x.example'] });
    expect(organization).not.toHaveProperty('logo');
    expect(schemaOrgProblems(organization)).toEqual([]);
  });

  it('describes a product, an event, a person and a breadcrumb in schema.org terms', () => {
    const product = {
      id: 3,
      title: 'Guji',
      description: '<b>Natural</b>',
      details: '',
      banner: 'products/g.svg',
      images: ['products/h.svg'],
      category_id: 1,
      category: { id: 1, name: 'Coffee' },
    } as Product;
    const productLd = productJsonLd(product, context);
    expect(productLd).toMatchObject({
      '@type': 'Product',
      name: 'Guji',
      description: 'Natural',
      category: 'Coffee',
      url: 'https://starfamily.example/product-single/3',
      image: ['https://api.example/storage/products/g.svg', 'https://api.example/storage/products/h.svg'],
    });
    const event = {
      id: 6,
      eventName: 'Harvest',
      description: 'Done',
      details: '',
      banner: 'events/e.svg',
      images: [],
      created_at: '2026-03-01T10:00:00Z',
    } as CompanyEvent;
    const news = newsArticleJsonLd(event, context);
    expect(news).toMatchObject({ '@type': 'NewsArticle', headline: 'Harvest', datePublished: '2026-03-01T10:00:00.000Z' });
    const member = { id: 2, full_name: 'Meron Alemu', title: 'Manager', position: 'General Manager', image: 'team/m.svg' } as TeamMember;
    const person = personJsonLd(member, context);
    expect(person).toMatchObject({
      '@type': 'Person',
      name: 'Meron Alemu',
      jobTitle: 'General Manager',
      image: 'https://api.example/storage/team/m.svg',
    });
    const breadcrumb = breadcrumbJsonLd([{ name: 'Products', path: '/product' }], context.siteUrl);
    expect(breadcrumb.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://starfamily.example/' },
      { '@type': 'ListItem', position: 2, name: 'Products', item: 'https://starfamily.example/product' },
    ]);
    expect(breadcrumbJsonLd([], context.siteUrl).itemListElement).toHaveLength(1);
    for (const node of [productLd, news, person, breadcrumb]) expect(schemaOrgProblems(node)).toEqual([]);
  });

  it('lists a page’s items by name and absolute URL, and the business page’s places and companies in full', () => {
    const list = itemListJsonLd('Services', [{ name: 'Coffee Export', path: '/service-single/1' }], context.siteUrl);
    expect(list).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'Services',
      numberOfItems: 1,
      itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Coffee Export', url: 'https://starfamily.example/service-single/1' }],
    });
    const farm = {
      id: 1,
      name: 'Konta Farm',
      description: '<p>Coffee</p>',
      image: 'farms/k.svg',
      location: 'Konta',
      address: 'Konta, SNNPR',
      size: '300 ha',
      map_url: 'javascript:x',
      crops: 'Coffee',
    } as Farm;
    const farms = placeListJsonLd('Our Organic Farms', [farm], context);
    expect(farms.itemListElement).toEqual([
      {
        '@type': 'ListItem',
        position: 1,
        item: {
          '@type': 'Place',
          name: 'Konta Farm',
          description: 'Coffee',
          address: 'Konta, SNNPR',
          image: 'https://api.example/storage/farms/k.svg',
        },
      },
    ]);
    const sister = {
      id: 1,
      name: 'Star Tyres',
      description: 'Tyres',
      image: 'a.svg',
      logo: null,
      location: 'Adama',
      address: '',
      size: '',
      map_url: '',
      website_url: 'https://tyres.example',
    } as SisterCompany;
    const companies = companyListJsonLd('Our Sister Companies', [sister], context);
    expect(companies.itemListElement).toEqual([
      {
        '@type': 'ListItem',
        position: 1,
        item: {
          '@type': 'Organization',
          name: 'Star Tyres',
          description: 'Tyres',
          url: 'https://tyres.example',
          logo: 'https://api.example/storage/a.svg',
          address: 'Adama',
        },
      },
    ]);
    for (const node of [list, farms, companies]) expect(schemaOrgProblems(node)).toEqual([]);
  });
});
