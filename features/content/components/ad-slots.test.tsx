// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdView as AdData } from '../ad-schema';

const ads = new Map<string, AdData>();
vi.mock('../ads', () => ({
  fetchAd: async (id: string) => ads.get(id) ?? null,
  fetchAds: async (ids: readonly string[]) => ids.flatMap((id) => (ads.has(id) ? [ads.get(id)!] : [])),
}));

const { AdBox, AdSlot, HeaderBlockAds, SubNavAds, TextBox, TopDeals } = await import('./ad-slots');

const adData = (id: string): AdData => ({
  id,
  href: `/shows/${id}`,
  src: `/media/products/1/SQUARELARGE-${id.replace(/\D/g, '') || 1}.svg`,
  alt: `Ad ${id}`,
  width: 300,
  height: 300,
  headline: `Headline ${id}`,
});

beforeEach(() => {
  ads.clear();
  for (let i = 1; i <= 9; i += 1) ads.set(`ad-${i}`, adData(`ad-${i}`));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('AdSlot', () => {
  it("draws the ad as a linked image of its size under an 'Advertisement' label", async () => {
    render(await AdSlot({ adId: 'ad-1' }));
    const ad = screen.getByTestId('ad');
    expect(within(ad).getByText('Advertisement')).toBeTruthy();
    const link = within(ad).getByRole('link');
    expect(link.getAttribute('href')).toBe('/shows/ad-1');
    const img = within(link).getByRole('img', { name: 'Ad ad-1' });
    expect(img.getAttribute('src')).toBe('/media/products/1/SQUARELARGE-1.svg');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['300', '300']);
    expect(link.textContent).toContain('Headline ad-1');
  });

  it('draws nothing, not even an empty box, when its ad is missing or expired', async () => {
    const element = await AdSlot({ adId: 'gone' });
    expect(element).toBeNull();
  });
});

describe('SubNavAds', () => {
  it('draws the running 300-size ads in order and leaves out missing ones and other sizes', async () => {
    ads.set('wide', { ...adData('wide'), width: 728, height: 90 });
    render(await SubNavAds({ adIds: ['ad-3', 'gone', 'wide', 'ad-1'] }));
    const rail = screen.getByTestId('sub-navigation-ads');
    expect(within(rail).getAllByTestId('ad').map((ad) => ad.getAttribute('data-ad-id'))).toEqual(['ad-3', 'ad-1']);
  });

  it('draws nothing when none of its ads runs', async () => {
    expect(await SubNavAds({ adIds: ['gone', 'also-gone'] })).toBeNull();
  });
});

describe('adBox and textBox widgets', () => {
  it('adBox: a heading and the ad; nothing without an ad', async () => {
    render(await AdBox({ block: { widgetType: 'adBox', heading: 'Deal of the week', adId: 'ad-2' }, headingId: 'w-1' }));
    const box = screen.getByTestId('ad-box');
    expect(within(box).getByRole('heading', { level: 2 }).textContent).toBe('Deal of the week');
    expect(within(box).getByRole('link').getAttribute('href')).toBe('/shows/ad-2');
    expect(await AdBox({ block: { widgetType: 'adBox', adId: 'none' }, headingId: 'w-2' })).toBeNull();
  });

  it('textBox: a heading, markdown text and its link', () => {
    render(<TextBox block={{ widgetType: 'textBox', heading: 'How deals work', body: 'Prices are **totals**.', link: { text: 'Guarantee', href: '/best-price-guarantee' } }} headingId="w-3" />);
    const box = screen.getByTestId('text-box');
    expect(within(box).getByRole('heading', { level: 2 }).textContent).toBe('How deals work');
    expect(box.querySelector('strong')?.textContent).toBe('totals');
    expect(within(box).getByRole('link', { name: /Guarantee/ }).getAttribute('href')).toBe('/best-price-guarantee');
  });
});

const imagesOf = (slide: HTMLElement) => [...slide.querySelectorAll('img')].map((img) => img.getAttribute('src'));

describe("'Today's Top Deals' slider", () => {
  it('shows three slides of three ads; a slide requests its images only once shown, its boxes sized before', async () => {
    render(await TopDeals({ adIds: Array.from({ length: 9 }, (_, i) => `ad-${i + 1}`) }));
    const section = screen.getByTestId('top-deals');
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe("Today's Top Deals");
    const slides = within(section).getAllByTestId('ad-slide');
    expect(slides).toHaveLength(3);
    expect(slides.map((s) => within(s).getAllByTestId('ad').length)).toEqual([3, 3, 3]);
    expect(imagesOf(slides[0]!)).toHaveLength(3);
    expect(imagesOf(slides[1]!)).toEqual([]);
    expect(imagesOf(slides[2]!)).toEqual([]);
    // The slots of a slide not shown yet keep the ads' size.
    const pending = slides[1]!.querySelector<HTMLElement>('[role="img"]');
    expect([pending?.style.width, pending?.style.height]).toEqual(['300px', '300px']);

    fireEvent.click(screen.getByRole('button', { name: "Next: Today's Top Deals" }));
    expect(imagesOf(slides[1]!)).toHaveLength(3);
    expect(imagesOf(slides[2]!)).toEqual([]);
    expect(screen.getByTestId('top-deals-slider').getAttribute('data-active-slide')).toBe('1');
  });

  it('leaves out missing ads and draws nothing when none runs', async () => {
    expect(await TopDeals({ adIds: ['x', 'y'] })).toBeNull();
    render(await TopDeals({ adIds: ['ad-1', 'x', 'ad-2', 'ad-3', 'ad-4'] }));
    expect(screen.getAllByTestId('ad-slide').map((s) => within(s).getAllByTestId('ad').length)).toEqual([3, 1]);
  });
});

describe('headerBlockWAds rotation', () => {
  const block = {
    widgetType: 'headerBlockWAds' as const,
    heading: 'This week',
    bannerImages: [],
    ads: [{ adId: 'ad-1' }, { adId: 'ad-2' }, { adId: 'ad-3' }],
  };
  const active = () => screen.getByTestId('header-block-ads').getAttribute('data-active-slide');

  it('shows one ad a slide: the first for 7 s, then each for 5 s, loading a slide’s ad when shown', async () => {
    vi.useFakeTimers();
    render(await HeaderBlockAds({ block }));
    const slides = screen.getAllByTestId('ad-slide');
    expect(slides.map((s) => within(s).getAllByTestId('ad').length)).toEqual([1, 1, 1]);
    expect(imagesOf(slides[1]!)).toEqual([]);
    act(() => vi.advanceTimersByTime(6_900));
    expect(active()).toBe('0');
    act(() => vi.advanceTimersByTime(200));
    expect(active()).toBe('1');
    expect(imagesOf(slides[1]!)).toHaveLength(1);
    act(() => vi.advanceTimersByTime(4_900));
    expect(active()).toBe('1');
    act(() => vi.advanceTimersByTime(200));
    expect(active()).toBe('2');
    act(() => vi.advanceTimersByTime(5_000));
    expect(active()).toBe('0');
  });

  it('honours customSliderSettings', async () => {
    vi.useFakeTimers();
    render(await HeaderBlockAds({ block: { ...block, customSliderSettings: { firstDelayMs: 1_000, delayMs: 2_000 } } }));
    act(() => vi.advanceTimersByTime(1_050));
    expect(active()).toBe('1');
    act(() => vi.advanceTimersByTime(1_900));
    expect(active()).toBe('1');
    act(() => vi.advanceTimersByTime(200));
    expect(active()).toBe('2');
  });

  it('does not rotate under prefers-reduced-motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)', media: query, addEventListener: () => {}, removeEventListener: () => {} }));
    vi.useFakeTimers();
    render(await HeaderBlockAds({ block }));
    act(() => vi.advanceTimersByTime(30_000));
    expect(active()).toBe('0');
  });

  it('draws nothing when none of its ads runs', async () => {
    expect(await HeaderBlockAds({ block: { ...block, ads: [{ adId: 'x' }] } })).toBeNull();
  });
});
