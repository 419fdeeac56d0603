import { describe, expect, it } from 'vitest';
import { contentEntrySchema, describeIssues } from './entry-schema';

const promotion = (content: Record<string, unknown>) => ({
  url: '/deals/holiday-shows/',
  type: 'page',
  data: { name: 'Holiday shows', layoutId: 'promotion', type: 'PROMOTION', content: { pageHeader: 'Holiday shows', ...content } },
});

const issuesOf = (input: unknown) => {
  const result = contentEntrySchema.safeParse(input);
  return result.success ? [] : describeIssues(result.error);
};

describe('promotion page fields (storefront 2.10)', () => {
  it('accepts splash, summary, video, terms and the two tab sets', () => {
    const parsed = contentEntrySchema.parse(
      promotion({
        splashImage: { publicPath: '/media/promo/holiday.svg', title: 'Holiday shows' },
        summary: 'Up to **30% off** holiday shows.',
        video: { link: 'https://video.example/holiday', title: 'Holiday on the Strip', embedUrl: 'https://video.example/embed/holiday' },
        termsOfService: '- Valid on new bookings only.',
        promotionWidgets: ['SHOW', 'HOTEL', 'ATTRACTION', 'TOUR', 'AIR_HOTEL'],
        promotionResults: [
          { productType: 'SHOW', merchList: 'HomeFeaturedShows' },
          { productType: 'HOTEL', merchList: 'DailyDeals', label: 'Hotel deals' },
        ],
      }),
    );
    if (parsed.type !== 'page') throw new Error('not a page');
    expect(parsed.data.content.promotionWidgets).toEqual(['SHOW', 'HOTEL', 'ATTRACTION', 'TOUR', 'AIR_HOTEL']);
    expect(parsed.data.content.promotionResults?.[1]).toEqual({ productType: 'HOTEL', merchList: 'DailyDeals', label: 'Hotel deals' });
    expect(parsed.data.content.video?.embedUrl).toBe('https://video.example/embed/holiday');
  });

  it('keeps a promotion page without the new fields valid', () => {
    expect(issuesOf(promotion({}))).toEqual([]);
  });

  it('refuses widget tabs of other types, repeated types, and bad list codes', () => {
    expect(issuesOf(promotion({ promotionWidgets: ['CLUB'] })).join('\n')).toMatch(/promotionWidgets\.0/);
    expect(issuesOf(promotion({ promotionWidgets: ['SHOW', 'SHOW'] })).join('\n')).toMatch(/each product type at most once/);
    expect(
      issuesOf(promotion({ promotionResults: [{ productType: 'SHOW', merchList: 'A' }, { productType: 'SHOW', merchList: 'B' }] })).join('\n'),
    ).toMatch(/each product type at most once/);
    expect(issuesOf(promotion({ promotionResults: [{ productType: 'SHOW', merchList: 'bad code' }] })).join('\n')).toMatch(/merchList/);
    expect(issuesOf(promotion({ promotionResults: [{ productType: 'SHOW', merchList: 'A', extra: 1 }] })).length).toBeGreaterThan(0);
  });

  it('refuses a video player that is not https and a splash that is not a path or url', () => {
    expect(issuesOf(promotion({ video: { link: '/v', title: 'V', embedUrl: 'http://video.example/embed' } })).join('\n')).toMatch(/video\.embedUrl/);
    expect(issuesOf(promotion({ video: { link: 'javascript:alert(1)', title: 'V' } })).join('\n')).toMatch(/video\.link/);
    expect(issuesOf(promotion({ splashImage: { publicPath: 'splash.jpg' } })).join('\n')).toMatch(/splashImage\.publicPath/);
  });
});
