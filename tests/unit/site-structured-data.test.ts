/** @jest-environment node */
import { siteStructuredData } from '@/lib/shop/site-structured-data';

const contact = {
  Phone: '+90 212 555 00 00', Email: 'merhaba@vitrin.example', Facebook: 'https://facebook.com/vitrin', Instagram: 'https://instagram.com/vitrin',
  Youtube: null, Pinterest: '', LinkedIn: 'https://linkedin.com/company/vitrin',
};

describe('home structured data', () => {
  it('names the shop as an Organization with its logo, contact and social profiles', () => {
    const { organization } = siteStructuredData({ name: 'Vitrin', origin: new URL('https://vitrin.example'), locale: 'en', contact, logoPath: '/apple-icon.png' });
    expect(organization).toMatchObject({
      '@type': 'Organization',
      name: 'Vitrin',
      url: 'https://vitrin.example/en',
      logo: 'https://vitrin.example/apple-icon.png',
      email: contact.Email,
      telephone: contact.Phone,
      contactPoint: { '@type': 'ContactPoint', email: contact.Email, telephone: contact.Phone },
    });
    // Only the profiles the layout info holds.
    expect(organization.sameAs).toEqual([contact.Instagram, contact.Facebook, contact.LinkedIn]);
  });

  it('gives the WebSite a SearchAction that opens the search listing in the page’s language', () => {
    const { website, organization } = siteStructuredData({ name: 'Vitrin', origin: new URL('https://vitrin.example'), locale: 'tr', contact, logoPath: '/apple-icon.png' });
    expect(website).toMatchObject({ '@type': 'WebSite', url: 'https://vitrin.example/tr', publisher: { '@id': organization['@id'] } });
    expect(website.potentialAction.target.urlTemplate).toBe('https://vitrin.example/tr/searchproducts/false/false/false/{search_term_string}');
    expect(website.potentialAction['query-input']).toBe('required name=search_term_string');
  });
});
