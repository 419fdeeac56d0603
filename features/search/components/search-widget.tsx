'use client';

import { useId } from 'react';
import { useRouter } from 'next/navigation';
import { useCachedFetch } from '@/components/use-cached-fetch';
import { searchWidgetConfig, type SearchKindName } from '@/lib/config/product-types';
import { groupRequestHref } from '@/features/group-travel/schema';
import { hotelDetailsLink, searchLink } from '@/lib/routes/search-link';
import { saveRooms, saveSearchDates } from '../search-cookies';
import { saveSearchWidget } from '../saved-search';
import { ROOM_OPTIONS, checkSearchDates, pacificTodayHere } from '../widget-rules';
import { AirHotelWidget } from './air-hotel-widget';
import { useWidgetForm } from './use-widget-form';
import { DateFields, OptionSelect, RoomsFields } from './widget-fields';
import { fetchOptions, filterCodeOf, isGroupTrip, keepsProductLinePage, type SearchWidgetProps } from './widget-form';
import styles from './search-widget.module.css';

export { WIDGET_TYPES, type WidgetType } from '@/lib/config/product-types';
export { SEARCH_OPTIONS_URL, type OptionGroup, type SearchWidgetProps, type WidgetInitial } from './widget-form';

/**
 * A search widget for one product type (ticket-buying 2, storefront 5). What it asks besides the
 * dates comes from the type's entry in lib/config/product-types.ts; air+hotel, with its airport
 * and flights, is a widget of its own (air-hotel-widget.tsx).
 */
export function SearchWidget(props: SearchWidgetProps) {
  const kind = searchWidgetConfig(props.productType).kind;
  return kind === null ? <AirHotelWidget {...props} /> : <ResultsSearchWidget {...props} kind={kind} />;
}

/**
 * Dates as text (mm/dd/yyyy) checked against the type's rules, a category for shows, tours,
 * attractions and clubs (fetched on mount), rooms and travellers for hotels ('5+' rooms goes to
 * the group request form on the group-travel page, carrying the dates and party chosen here),
 * promotional filters for restaurants (each 'Any' by default). A valid
 * search writes the search cookies and opens the results; an invalid one shows the messages and
 * goes nowhere. Before the visitor's own search, it is prefilled from the cookies.
 */
function ResultsSearchWidget({ productType, groupTravelHref, initial, variant = 'sidebar', formId = variant, staticPage, productLinePage, promotion, productDatesPath, kind }: SearchWidgetProps & { kind: SearchKindName }) {
  const config = searchWidgetConfig(productType);
  const router = useRouter();
  const id = useId();
  const { form, roomQty, onRoomQty } = useWidgetForm(productType, initial, formId, staticPage);
  const { register, handleSubmit, formState } = form;
  // A plain shared fetch, not TanStack Query: the widget is on most page kinds (issue 27).
  const options = useCachedFetch(config.options === null ? null : `search-options:${productType}`, () => fetchOptions(productType), 30_000);

  const submit = handleSubmit((values) => {
    const today = pacificTodayHere();
    const check = checkSearchDates(productType, values.startDate, values.endDate, today);
    if (isGroupTrip(productType, Number(values.roomQty))) {
      // The group request form takes the dates and the party the visitor already chose (the form checks them again).
      const guests = values.rooms.reduce((sum, room) => sum + Number(room.adults) + Number(room.children), 0);
      window.location.assign(groupRequestHref(groupTravelHref, { ...(check.dates ? { checkIn: check.dates.startDate, checkOut: check.dates.endDate } : {}), guests }));
      return;
    }
    if (check.dates === null) return;
    saveSearchDates(productType, check.dates.startDate, check.dates.endDate);
    if (config.rooms) saveRooms(values.rooms);
    if (productDatesPath !== undefined && config.rooms) {
      router.push(hotelDetailsLink(productDatesPath, { ...check.dates, roomQty: Number(values.roomQty) }));
      return;
    }
    const categoryId = values.categoryId !== 'all' && config.options === 'category' ? Number(values.categoryId) : undefined;
    const filterCode = filterCodeOf(productType, initial, values.filters);
    const saved = saveSearchWidget({
      productType,
      formId,
      ...(config.options === 'category' ? { categoryId: categoryId ?? 'all' } : {}),
      ...(filterCode ? { filterCode } : {}),
    });
    const href = searchLink(kind, {
      ...check.dates,
      categoryId,
      filterCode,
      roomQty: config.rooms ? Number(values.roomQty) : undefined,
      preferredProductId: config.asksAnyProduct ? (saved?.preferredProductId ?? 'any') : undefined,
      productLinePage: keepsProductLinePage(productType, productLinePage, check.dates, today) ? 'plp' : undefined,
      mo: promotion?.mo,
    });
    if (promotion) window.open(href, '_blank', 'noopener');
    else router.push(href);
  });

  const groups = options.data ?? [];
  return (
    <form className={`${styles.widget} ${styles[variant]}`} onSubmit={submit} noValidate aria-label={`Search ${config.formLabel}`}>
      <DateFields form={form} id={id} labels={config.dateLabels} />
      {config.options === 'filters'
        ? groups.map((group) => (
            <OptionSelect key={group.code} id={`${id}-${group.code}`} group={group} first={['Any', 'Any']} field={register(`filters.${group.code}`)} />
          ))
        : null}
      {config.options === 'category'
        ? groups.map((group) => <OptionSelect key={group.code} id={`${id}-category`} group={group} first={['all', 'All']} field={register('categoryId')} />)
        : null}
      {config.rooms ? (
        <RoomsFields form={form} id={id} roomQty={roomQty} roomOptions={ROOM_OPTIONS} onRoomQty={onRoomQty} travellersError={null} />
      ) : null}
      <button type="submit" className={styles.submit} disabled={formState.isSubmitting}>
        {isGroupTrip(productType, roomQty) ? 'Plan a Group Trip' : 'Search'}
      </button>
    </form>
  );
}
