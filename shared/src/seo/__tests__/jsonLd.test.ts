/** @jest-environment node */
import { breadcrumbJsonLd, newsArticleJsonLd, organizationJsonLd, personJsonLd, productJsonLd } from '../jsonLd';
import type { BusinessSetup, CompanyEvent, Product, TeamMember } from '../../entities/types';

const context = { siteUrl: 'https://starfamily.example', apiBaseUrl: 'https://api.example' };

describe('JSON-LD', () => {
  it('describes the organisation from business setup, with web links only', () => {
    const setup = {
      logo: 'brand/logo.svg', address: 'Bole, Addis Ababa', phone1: '+251 1', phone2: '', email: 'info@x.example', email1: '', email2: 'sales@x.example',
      who_we_are: '<p>We export coffee.</p>', facebookLink: 'https://facebook.com/sf', twitterLink: 'javascript:alert(1)', images: [],
    } as unknown as BusinessSetup;
    expect(organizationJsonLd(setup, context)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'StarFamily',
      url: 'https://starfamily.example/',
      logo: 'https://api.example/storage/brand/logo.svg',
      description: 'We export coffee.',
      address: { '@type': 'PostalAddress', streetAddress: 'Bole, Addis Ababa' },
      telephone: ['+251 1'],
      email: ['info@x.example', 'sales@x.example'],
      sameAs: ['https://facebook.com/sf'],
    });
  });

  it('describes a product, an event, a person and a breadcrumb', () => {
    const product = { id: 3, title: 'Guji', description: '<b>Natural</b>', details: '', banner: 'products/g.svg', images: ['products/h.svg'], category_id: 1, category: { id: 1, name: 'Coffee' } } as Product;
    expect(productJsonLd(product, context)).toMatchObject({
      '@type': 'Product', name: 'Guji', description: 'Natural', category: 'Coffee', url: 'https://starfamily.example/product-single/3',
      image: ['https://api.example/storage/products/g.svg', 'https://api.example/storage/products/h.svg'],
    });
    const event = { id: 6, eventName: 'Harvest', description: 'Done', details: '', banner: 'events/e.svg', images: [], created_at: '2026-03-01T10:00:00Z' } as CompanyEvent;
    expect(newsArticleJsonLd(event, context)).toMatchObject({ '@type': 'NewsArticle', headline: 'Harvest', datePublished: '2026-03-01T10:00:00.000Z' });
    const member = { id: 2, full_name: 'Meron Alemu', title: 'Manager', position: 'General Manager', image: 'team/m.svg' } as TeamMember;
    expect(personJsonLd(member, context)).toMatchObject({ '@type': 'Person', name: 'Meron Alemu', jobTitle: 'General Manager', image: 'https://api.example/storage/team/m.svg' });
    expect(breadcrumbJsonLd([{ name: 'Home', path: '/' }, { name: 'Products', path: '/product' }], context.siteUrl).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://starfamily.example/' },
      { '@type': 'ListItem', position: 2, name: 'Products', item: 'https://starfamily.example/product' },
    ]);
  });
});
