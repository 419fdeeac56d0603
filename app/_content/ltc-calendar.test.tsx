import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ContentPageView, type ContentSlots } from '@/features/content/components/content-page-view';
import { contentEntrySchema } from '@/features/content/entry-schema';
import type { PageOrProductEntry } from '@/features/content/types';
import type * as FlagsModule from '@/lib/config/flags';
import { ContentPage } from './content-page';

const flags = vi.hoisted(() => ({ ltcCalendar: false }));
vi.mock('@/lib/config/flags', async (importOriginal) => {
  const actual = await importOriginal<typeof FlagsModule>();
  return { ...actual, getFlags: () => ({ ...actual.getFlags(), ...flags }) };
});

const entryWith = (subNavigation: object | undefined) =>
  contentEntrySchema.parse({
    url: '/lounge/deals/',
    type: 'page',
    data: {
      name: 'Deals',
      layoutId: 'link-farm',
      type: 'LINK_FARM',
      content: {
        widgets: [],
        ...(subNavigation ? { subNavigation } : {}),
      },
    },
  }) as PageOrProductEntry;

const withSubNavigation = entryWith({
  name: 'Deals',
  navigation: [{ title: 'Shows', dropdownLinks: [{ title: 'Show deals', link: '/shows' }], searchWidgets: [] }],
});

/** The slots the page hands to the content view (the page itself fetches nothing until rendered). */
function slotsOf(entry: PageOrProductEntry): ContentSlots {
  const children = (ContentPage({ entry, path: '/lounge/deals' }).props as { children: ReactNode[] }).children;
  const view = children.find((child): child is ReactElement<{ slots: ContentSlots }> => isValidElement(child) && child.type === ContentPageView);
  if (view === undefined) throw new Error('no content view');
  return view.props.slots;
}

// Storefront 2.10: "With the 'ltc' flag it shows '{product} EVENTS & SHOWS CALENDAR' with a calendar
// navigation instead" (FLAG_LTC_CALENDAR). The view draws the heading and calendar from the
// eventCalendar slot (features/content/components/widgets.test.tsx); the page fills the slot.
describe('the content page sub-navigation and FLAG_LTC_CALENDAR', () => {
  it('gives the sub-navigation its link groups while the flag is off', () => {
    flags.ltcCalendar = false;
    expect(slotsOf(withSubNavigation).eventCalendar).toBeUndefined();
  });

  it('gives it the shows event calendar while the flag is on, on pages with a sub-navigation only', () => {
    flags.ltcCalendar = true;
    expect(isValidElement(slotsOf(withSubNavigation).eventCalendar)).toBe(true);
    expect(slotsOf(entryWith(undefined)).eventCalendar).toBeUndefined();
  });
});
