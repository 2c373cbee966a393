/** @jest-environment node */
import { missingRecommended, schemaOrgProblems } from '../schemaOrgCheck';

const context = { '@context': 'https://schema.org' };

describe('schemaOrgProblems', () => {
  it('accepts types, inherited properties, enumeration members and nested nodes schema.org has', () => {
    expect(
      schemaOrgProblems({
        ...context,
        '@type': 'LocalBusiness',
        name: 'X',
        logo: 'https://x.example/logo.svg',
        address: { '@type': 'PostalAddress', streetAddress: 'Bole' },
        openingHoursSpecification: {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'https://schema.org/Friday'],
          opens: '08:00',
          closes: '18:00',
        },
        contactPoint: [{ '@type': 'ContactPoint', telephone: ['+251 1'] }],
      }),
    ).toEqual([]);
  });

  it('names unknown types, properties a type does not have, values of the wrong kind and a missing @context', () => {
    expect(schemaOrgProblems({ ...context, '@type': 'Widget', name: 'X' })).toEqual(['JSON-LD: @type Widget is not a schema.org type']);
    expect(
      schemaOrgProblems({ ...context, '@type': 'Organization', openingHoursSpecification: { '@type': 'OpeningHoursSpecification' } }),
    ).toEqual(['JSON-LD: Organization has no property openingHoursSpecification']);
    expect(schemaOrgProblems({ ...context, '@type': 'Organization', address: { '@type': 'Person', name: 'Y' } })).toEqual([
      'JSON-LD.address: a Person where schema.org expects PostalAddress',
    ]);
    expect(schemaOrgProblems({ ...context, '@type': 'ListItem', position: true })).toEqual([
      'JSON-LD.position: true is not a integer or string',
    ]);
    expect(schemaOrgProblems({ '@type': 'Thing', name: 'X' })).toEqual(['JSON-LD: no @context']);
  });

  it('asks what Google’s rich results require: breadcrumbs with names, positions and URLs; events with a date and place', () => {
    const crumbs = (...items: object[]) => ({ ...context, '@type': 'BreadcrumbList', itemListElement: items });
    expect(
      schemaOrgProblems(
        crumbs(
          { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://x.example/' },
          { '@type': 'ListItem', position: 2, name: 'Here' },
        ),
      ),
    ).toEqual([]);
    expect(
      schemaOrgProblems(crumbs({ '@type': 'ListItem', position: 2, name: 'Home' }, { '@type': 'ListItem', position: 3, name: 'Here' })),
    ).toEqual([
      'JSON-LD.itemListElement[0]: position 2, expected 1',
      "JSON-LD.itemListElement[0]: lacks item, which Google's rich results require",
      'JSON-LD.itemListElement[1]: position 3, expected 2',
    ]);
    expect(
      schemaOrgProblems({ ...context, '@type': 'ItemList', itemListElement: [{ '@type': 'ListItem', position: 1, name: 'A' }] }),
    ).toEqual(['JSON-LD.itemListElement[0]: lacks url or item']);
    expect(schemaOrgProblems({ ...context, '@type': 'Event', name: 'Harvest' })).toEqual([
      "JSON-LD: Event lacks startDate, which Google's rich results require",
      "JSON-LD: Event lacks location, which Google's rich results require",
    ]);
    expect(
      missingRecommended({
        '@type': 'LocalBusiness',
        name: 'X',
        address: 'Y',
        url: 'https://x.example/',
        telephone: '1',
        openingHoursSpecification: {},
      }),
    ).toEqual(['LocalBusiness.geo', 'LocalBusiness.priceRange']);
  });
});
