import { describe, expect, it } from 'vitest';
import { parseRoute } from '../routes/routes';
import { FOOTER_LINK_GROUPS, MAIN_NAV, PAYMENT_METHODS, SOCIAL_LINKS } from './site';

describe('main navigation (spec 2.13)', () => {
  it('has the nine default entries in order', () => {
    expect(MAIN_NAV.map(({ label, href }) => [label, href])).toEqual([
      ['Hotels', '/resorts'],
      ['Air+Hotel', '/lasvegastraveldeals'],
      ['Shows', '/shows'],
      ['Tours', '/tours'],
      ['Attractions', '/attractions'],
      ['Clubs', '/nightlife'],
      ['Weddings', '/weddings'],
      ['More', '/lounge'],
      ['Deals', '/deals'],
    ]);
  });

  it('has the Clubs dropdown', () => {
    const clubs = MAIN_NAV.find((item) => item.label === 'Clubs');
    expect(clubs?.children?.map(({ label, href }) => [label, href])).toEqual([
      ['Pool Clubs', '/nightlife/poolclubs'],
      ["New Year's Eve", '/nightlife/new-years-eve'],
      ['Nightclubs', '/nightclubs'],
      ['Bars', '/nightlife/bars'],
      ['Strip Clubs', '/nightlife/stripclubs'],
      ['Gay Bars', '/nightlife/gayclubs'],
    ]);
  });

  it('has the fifteen More entries', () => {
    const more = MAIN_NAV.find((item) => item.label === 'More');
    expect(more?.children?.map(({ label }) => label)).toEqual([
      'Guide',
      'Blog',
      'Dining',
      'Festivals',
      'Downtown',
      'Gaming',
      'Gift Card',
      'Golf',
      'Group Bookings',
      'Events',
      'Holidays',
      'Shopping',
      'Spas',
      'Sports',
      'Transportation',
    ]);
    expect(more?.children?.find((l) => l.label === 'Dining')?.href).toBe('/restaurant');
    expect(more?.children?.find((l) => l.label === 'Gift Card')?.href).toBe('/giftcard');
  });

  it('links only to paths the router knows', () => {
    const links = [
      ...MAIN_NAV.flatMap((item) => [item, ...(item.children ?? [])]),
      ...FOOTER_LINK_GROUPS.flatMap((group) => group.links),
    ];
    for (const link of links) expect(parseRoute(link.href), link.href).not.toBeNull();
  });
});

describe('footer', () => {
  it('has the About and Book groups', () => {
    expect(FOOTER_LINK_GROUPS.map((g) => [g.heading, g.links.map((l) => l.label)])).toEqual([
      ['About', ['About Us', 'Contact Us', 'Privacy Policy', 'Terms of Use', 'Best Price Guarantee', 'Careers']],
      ['Book', ['Hotels', 'Shows', 'Tours', 'Attractions', 'Nightclubs', 'Air + Hotel', 'Restaurants', 'Gift Cards', "Today's Top Deals"]],
    ]);
  });

  it('has social links and payment methods', () => {
    for (const link of SOCIAL_LINKS) expect(link.href).toMatch(/^https:\/\//);
    expect(PAYMENT_METHODS).toEqual(['Visa', 'Mastercard', 'American Express', 'Discover', 'PayPal']);
  });
});
