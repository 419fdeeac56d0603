import type { WidgetType } from './components/search-widget';

/**
 * Sidebar search tabs (storefront 2.13): shows, hotels, air+hotel, tours, attractions, with
 * the page's own type first so it is the initial tab.
 */
const SIDEBAR_TYPES: readonly WidgetType[] = ['SHOW', 'HOTEL', 'AIR_HOTEL', 'TOUR', 'ATTRACTION'];

export function sidebarWidgetTypes(pageType: WidgetType): WidgetType[] {
  return [pageType, ...SIDEBAR_TYPES.filter((type) => type !== pageType)];
}
