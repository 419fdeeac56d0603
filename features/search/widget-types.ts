import { SIDEBAR_WIDGET_TYPES, type WidgetType } from '@/lib/config/product-types';

/**
 * Sidebar search tabs (storefront 2.13): the registry's sidebar types (shows, hotels, air+hotel,
 * tours, attractions), with the page's own type first so it is the initial tab.
 */
export function sidebarWidgetTypes(pageType: WidgetType): WidgetType[] {
  return [pageType, ...SIDEBAR_WIDGET_TYPES.filter((type) => type !== pageType)];
}
