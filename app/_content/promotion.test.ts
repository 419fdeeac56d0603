import { describe, expect, it, vi } from 'vitest';
import type { ProductSummary } from '@/features/catalog/types';
import { pageEntrySchema } from '@/features/content/entry-schema';
import { promotionCardContext, promotionWidgetTypes } from './promotion';

vi.mock('@/features/catalog/queries', () => ({ getMerchListProducts: vi.fn(async () => []) }));

const product = (fromPriceCents: number | null, type: ProductSummary['type'] = 'SHOW'): ProductSummary => ({
  id: 1,
  type,
  name: 'A show',
  href: '/iv2/las-vegas-shows/1/a-show/dates',
  image: null,
  location: 'Center Strip',
  rating: 4.5,
  reviewCount: 12,
  starRating: null,
  minAge: null,
  fromPriceCents,
  fromBasePriceCents: fromPriceCents,
  promotionName: 'Save 20%',
});

const content = (fields: Record<string, unknown>) => pageEntrySchema.parse({ name: 'P', layoutId: 'promotion', type: 'PROMOTION', content: fields }).content;

describe('promotion page composition', () => {
  it('marks an item with nothing on sale with its type’s unavailable label, and leaves the others alone', () => {
    expect(promotionCardContext(product(null, 'SHOW'))).toEqual({ unavailableLabel: 'No Performance' });
    expect(promotionCardContext(product(null, 'HOTEL'))).toEqual({ unavailableLabel: 'No Vacancy' });
    expect(promotionCardContext(product(4_900))).toEqual({});
  });

  it('takes the widget tabs from the entry, else its default search product', () => {
    expect(promotionWidgetTypes(content({ promotionWidgets: ['HOTEL', 'AIR_HOTEL'], defaultSearchProduct: 'SHOW' }))).toEqual(['HOTEL', 'AIR_HOTEL']);
    expect(promotionWidgetTypes(content({ defaultSearchProduct: 'SHOW' }))).toEqual(['SHOW']);
    expect(promotionWidgetTypes(content({}))).toEqual([]);
  });
});
