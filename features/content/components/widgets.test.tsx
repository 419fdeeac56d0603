// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { pageEntrySchema } from '../entry-schema';
import { CircleDivider } from './circle-divider';
import { ContentPageView } from './content-page-view';
import { Faq } from './faq';
import { LinkFarm } from './link-farm';
import { MarkdownText } from './markdown';
import { Tips } from './tips';

afterEach(() => {
  cleanup();
});

describe('FAQ widget', () => {
  it('shows nothing when it has no entries', () => {
    const { container } = render(<Faq entries={[]} />);
    expect(container.innerHTML).toBe('');
  });

  it("is titled 'Frequently Asked Questions' by default, each question opening to its answer", () => {
    render(<Faq entries={[{ question: 'Is there a dress code?', answer: 'Closed shoes, **no** sportswear.' }]} />);
    const section = screen.getByTestId('faq');
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('Frequently Asked Questions');
    expect(section.querySelector('summary')?.textContent).toBe('Is there a dress code?');
    expect(section.querySelector('strong')?.textContent).toBe('no');
  });
});

describe('tips widget', () => {
  it('expands and collapses a tip on click', () => {
    render(<Tips heading="Insider tips" tips={[{ _id: 'a', text: 'Arrive early', blurb: 'Lines reach the casino floor by 10 pm.' }]} />);
    const toggle = screen.getByRole('button', { name: /Arrive early/ });
    const blurb = screen.getByText('Lines reach the casino floor by 10 pm.');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(blurb.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(blurb.hidden).toBe(false);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(blurb.hidden).toBe(true);
  });

  it('shows a tip without a blurb as plain text', () => {
    render(<Tips tips={[{ _id: 'b', text: 'Walk, do not drive' }]} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Walk, do not drive')).toBeTruthy();
  });
});

describe('markdown', () => {
  it('renders markdown but never raw HTML or script urls', () => {
    const { container } = render(
      <MarkdownText source={'# Title\n\nSome *text* <script>alert(1)</script><img src=x onerror="alert(1)"> [bad](javascript:alert(1)) [good](/shows)'} />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.innerHTML).not.toContain('onerror');
    expect(container.querySelector('em')?.textContent).toBe('text');
    expect(container.querySelector('h3')?.textContent).toBe('Title');
    const links = [...container.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['bad', ''],
      ['good', '/shows'],
    ]);
  });
});

describe('link farm widget', () => {
  it('lists its columns with pre and post text, its closing link and its info card', () => {
    render(
      <LinkFarm
        headingId="lf"
        farm={{
          heading: 'Plan your night',
          columns: [{ links: [{ href: '/nightclubs', text: 'Nightclubs', preText: 'Dance at', postText: 'till dawn' }] }, { links: [] }],
          closingLink: { text: 'All nightlife', url: '/nightlife' },
          selectDisplayType: 'INFO_CARD',
          infoCard: { _id: 'c', title: 'Best price guarantee', description: 'We match it.', href: '/deals' },
        }}
      />,
    );
    const farm = screen.getByRole('region', { name: 'Plan your night' });
    expect(within(farm).getByRole('link', { name: 'Nightclubs' }).getAttribute('href')).toBe('/nightclubs');
    expect(farm.textContent).toContain('Dance at Nightclubs till dawn');
    expect(within(farm).getByRole('link', { name: /All nightlife/ }).getAttribute('href')).toBe('/nightlife');
    expect(within(screen.getByTestId('info-card')).getByRole('link').getAttribute('href')).toBe('/deals');
    expect(farm.querySelectorAll('ul')).toHaveLength(1);
  });

  it('opens other sites in a new tab', () => {
    render(<LinkFarm headingId="x" farm={{ columns: [{ links: [{ href: 'https://www.nps.gov/lake', text: 'Lake Mead' }] }] }} />);
    const link = screen.getByRole('link', { name: 'Lake Mead' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});

describe('content page view', () => {
  it('draws the header, every content widget in order, and asks app/ for the other features', () => {
    const entry = pageEntrySchema.parse({
      name: 'Guide',
      layoutId: 'link-farm',
      type: 'LINK_FARM',
      content: {
        pageHeader: 'Las Vegas Guide',
        pageIntro: 'Where to **start**.',
        widgets: [
          { widgetType: 'markdownBlock', heading: 'Getting here', body: 'Fly into LAS.' },
          { widgetType: 'standardSearch', productType: 'SHOW' },
          { widgetType: 'FAQ', entries: [] },
          { widgetType: 'markdownList', heading: 'Musts', items: ['See the *Fountains*'] },
        ],
      },
    });
    render(<ContentPageView entry={entry} slots={{ widget: (w) => <p>slot {w.widgetType}</p> }} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Las Vegas Guide');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Getting here', 'Musts']);
    expect(screen.getByText('slot standardSearch')).toBeTruthy();
    expect(screen.queryByTestId('faq')).toBeNull();
    expect(screen.getByTestId('content-page').getAttribute('data-layout')).toBe('LINK_FARM');
  });
});

describe('circle divider', () => {
  it('opens the first two items in a 450x450 popup, the third is text', () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => ({}) as Window);
    render(
      <CircleDivider
        left={{ title: 'Best rate', href: '/best-rate' }}
        center={{ title: 'Secure booking', href: '/secure' }}
        right={{ title: 'Call us', text: '702 555 0100' }}
      />,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Best rate' }));
    expect(open).toHaveBeenCalledWith('/best-rate', 'circle-divider', 'width=450,height=450');
    fireEvent.click(screen.getByRole('link', { name: 'Secure booking' }));
    expect(open).toHaveBeenCalledTimes(2);
    expect(screen.getByText('702 555 0100')).toBeTruthy();
    open.mockRestore();
  });
});

describe('sub-navigation', () => {
  const entry = pageEntrySchema.parse({
    name: 'Deals',
    layoutId: 'promotion',
    type: 'PROMOTION',
    content: {
      widgets: [],
      subNavigation: {
        name: 'Deals',
        navigation: [{ title: 'Shows', dropdownLinks: [{ title: 'Show deals', link: '/shows' }], searchWidgets: [] }],
        limitedTimeCalendar: [{ title: 'Midweek hotel sale', link: '/hotels', startDate: '2026-12-01', endDate: '2026-12-14' }],
      },
    },
  });

  it('lists each group with its heading and links, then the limited-time events', () => {
    render(<ContentPageView entry={entry} slots={{}} />);
    const nav = screen.getByTestId('sub-navigation');
    expect(within(nav).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Shows', 'Limited time']);
    expect(within(nav).getByRole('link', { name: 'Show deals' }).getAttribute('href')).toBe('/shows');
    expect(nav.textContent).toContain('Dec 1 – Dec 14');
    expect(screen.queryByTestId('events-calendar')).toBeNull();
  });

  const withAds = (adsOnTop: boolean) =>
    pageEntrySchema.parse({
      ...entry,
      content: { ...entry.content, subNavigation: { ...entry.content.subNavigation, ads: [{ adId: 'a-1' }, { adId: 'a-2' }, { adId: 'a-3' }], adsOnTop, recentlySeen: true } },
    });
  const adRail = (ids: readonly string[]) => <div data-testid="ad-rail">{ids.join(',')}</div>;

  it('puts its three ad slots below the groups, or above them when adsOnTop, and recently seen first inside', () => {
    const recentlySeen = <p data-testid="recently-seen-slot">seen</p>;
    render(<ContentPageView entry={withAds(false)} slots={{ subNavAds: adRail, recentlySeen }} />);
    const nav = screen.getByTestId('sub-navigation');
    const rail = screen.getByTestId('ad-rail');
    expect(rail.textContent).toBe('a-1,a-2,a-3');
    expect(nav.compareDocumentPosition(rail) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const seen = within(nav).getByTestId('recently-seen-slot');
    expect(seen.compareDocumentPosition(within(nav).getByRole('heading', { name: 'Shows' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    cleanup();

    render(<ContentPageView entry={withAds(true)} slots={{ subNavAds: adRail }} />);
    expect(screen.getByTestId('sub-navigation').compareDocumentPosition(screen.getByTestId('ad-rail')) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
    expect(screen.queryByTestId('recently-seen-slot')).toBeNull();
  });

  it('draws neither ads nor recently seen when the entry does not ask for them', () => {
    render(<ContentPageView entry={entry} slots={{ subNavAds: adRail, recentlySeen: <p data-testid="recently-seen-slot">seen</p> }} />);
    expect(screen.queryByTestId('ad-rail')).toBeNull();
    expect(screen.queryByTestId('recently-seen-slot')).toBeNull();
  });

  it("under the ltc flag shows 'VEGAS EVENTS & SHOWS CALENDAR' with the calendar navigation instead of the groups", () => {
    render(<ContentPageView entry={entry} slots={{ eventCalendar: <div data-testid="calendar-slot">calendar</div> }} />);
    const nav = screen.getByTestId('sub-navigation');
    expect(within(nav).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['VEGAS EVENTS & SHOWS CALENDAR']);
    expect(within(nav).getByTestId('calendar-slot')).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Midweek hotel sale' }).getAttribute('href')).toBe('/hotels');
    expect(within(nav).queryByRole('link', { name: 'Show deals' })).toBeNull();
  });
});
