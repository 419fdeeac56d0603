'use client';

import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useFieldArray, useForm, useWatch, type Control, type Resolver } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { defaultSearchDates } from '@/lib/config/search-rules';
import type { SearchKind } from '@/lib/routes/search-results';
import { searchLink } from '@/lib/routes/search-link';
import { CABIN_CLASSES, FLIGHT_TIMES, type CabinClass, type FlightTime } from '@/lib/config/air-hotel';
import { airHotelSearchHref } from '../air-hotel/links';
import {
  AIRPORT_MESSAGE,
  AIRPORT_VALIDATION_DEBOUNCE_MS,
  AIR_HOTEL_ROOM_OPTIONS,
  CABIN_CLASS_LABELS,
  FLIGHT_TIME_LABELS,
  parseParty,
  partyError,
} from '../air-hotel/rules';
import { AirportField, type AirportChoice } from './airport-field';
import { FILTER_GROUPS, formatFilterCode, parseFilterCode, type FilterGroup, type SearchFilters } from '../filters';
import { readRooms, readSearchDates, saveRooms, saveSearchDates } from '../search-cookies';
import {
  CHILD_AGES,
  CHILD_AGE_UNSET,
  FIELD_REQUIRED,
  GROUP_ROOM_QTY,
  MAX_DATE_INPUT_LENGTH,
  ROOM_OPTIONS,
  adultOptions,
  checkSearchDates,
  childOptions,
  defaultRoom,
  formatTextDate,
  isValidChildAge,
  pacificTodayHere,
  withChildren,
  type RoomTravellers,
} from '../widget-rules';
import styles from './search-widget.module.css';

export const WIDGET_TYPES = ['SHOW', 'HOTEL', 'AIR_HOTEL', 'TOUR', 'ATTRACTION', 'CLUB', 'RESTAURANT'] as const;
export type WidgetType = (typeof WIDGET_TYPES)[number];

/** Air+hotel packages have their own results page (no SearchKind). */
const KIND: Readonly<Record<Exclude<WidgetType, 'AIR_HOTEL'>, SearchKind>> = {
  SHOW: 'shows',
  HOTEL: 'hotels',
  TOUR: 'tours',
  ATTRACTION: 'attractions',
  CLUB: 'clubs',
  RESTAURANT: 'restaurants',
};

const FORM_LABEL: Readonly<Record<WidgetType, string>> = { ...KIND, AIR_HOTEL: 'air + hotel packages' };

/** Where the widgets read their choices (categories; restaurant filters); see app/api/search/options. */
export const SEARCH_OPTIONS_URL = '/api/search/options';

export interface OptionGroup {
  readonly code: string;
  readonly label: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
}

/** The search a page already shows: prefills the widget and wins over the cookies. */
export interface WidgetInitial {
  readonly startDate?: string;
  readonly endDate?: string;
  readonly categoryId?: number | 'all';
  readonly roomQty?: number;
  readonly filterCode?: string;
  /** Air+hotel: the party as its url writes it ('2-7,2'), the chosen airport, flight times and cabin. */
  readonly party?: string;
  readonly from?: string;
  readonly fromLabel?: string;
  readonly cabin?: CabinClass;
  readonly depart?: FlightTime;
  readonly return?: FlightTime;
}

export interface SearchWidgetProps {
  readonly productType: WidgetType;
  /** The group-travel page that '5+' rooms leads to. */
  readonly groupTravelHref: string;
  readonly initial?: WidgetInitial | undefined;
  readonly variant?: 'hero' | 'sidebar';
  /**
   * A promotion page's widget (storefront 2.10): the results open in a new tab (noopener), tagged
   * with the page's merchandising list as `?mo=` (not for air+hotel, whose results take no `mo`).
   */
  readonly promotion?: { readonly mo?: string | undefined } | undefined;
}

type FormValues = {
  startDate: string;
  endDate: string;
  categoryId: string;
  roomQty: string;
  rooms: RoomTravellers[];
  filters: Record<string, string>;
  /** Air+hotel: the airport field's text, and the airport chosen from the suggestions. */
  airportQuery: string;
  airportCode: string;
  airportLabel: string;
  cabin: string;
  depart: string;
  return: string;
};

const formShape = z.object({
  startDate: z.string().check(z.maxLength(MAX_DATE_INPUT_LENGTH)),
  endDate: z.string().check(z.maxLength(MAX_DATE_INPUT_LENGTH)),
  categoryId: z.string(),
  roomQty: z.string(),
});

async function fetchOptions(type: WidgetType): Promise<OptionGroup[]> {
  const response = await fetch(`${SEARCH_OPTIONS_URL}?productType=${type}`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`options ${response.status}`);
  return ((await response.json()) as { groups: OptionGroup[] }).groups;
}

function resolverFor(type: WidgetType): Resolver<FormValues> {
  return async (values) => {
    // '5+' rooms goes to the group-travel page, which takes no dates or travellers.
    if (type === 'HOTEL' && Number(values.roomQty) >= GROUP_ROOM_QTY) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    const shape = z.safeParse(formShape, values);
    const check = checkSearchDates(type, values.startDate, values.endDate, pacificTodayHere());
    if (!shape.success || check.errors.startDate) errors.startDate = { type: 'validate', message: check.errors.startDate ?? 'Date is not valid.' };
    if (!shape.success || check.errors.endDate) errors.endDate = { type: 'validate', message: check.errors.endDate ?? 'Date is not valid.' };
    if (type === 'AIR_HOTEL') {
      if (!values.airportCode || values.airportQuery !== values.airportLabel) errors.airportCode = { type: 'validate', message: AIRPORT_MESSAGE };
      const tooMany = partyError(values.rooms);
      if (tooMany) errors.roomQty = { type: 'validate', message: tooMany };
    }
    if ((type === 'HOTEL' || type === 'AIR_HOTEL') && Number(values.roomQty) < GROUP_ROOM_QTY) {
      const roomErrors = values.rooms.map((room) => {
        const ages = room.childAges.map((age) => (isValidChildAge(age) ? undefined : { type: 'validate', message: FIELD_REQUIRED }));
        return ages.some(Boolean) ? { childAges: ages } : undefined;
      });
      if (roomErrors.some(Boolean)) errors.rooms = roomErrors;
    }
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors: errors as never };
  };
}

function initialValues(type: WidgetType, initial: WidgetInitial | undefined): FormValues {
  const dates = initial?.startDate && initial.endDate ? { startDate: initial.startDate, endDate: initial.endDate } : defaultSearchDates(type, pacificTodayHere());
  // A select shows one value of its group; the page's own filters are carried whole (see filterCodeOf).
  const filters: Record<string, string> = {};
  for (const [group, values] of Object.entries(parseFilterCode(type, initial?.filterCode) ?? {})) {
    if (values[0] !== undefined) filters[group] = values[0];
  }
  const party = type === 'AIR_HOTEL' && initial?.party ? parseParty(initial.party) : null;
  const roomQty = party?.length ?? initial?.roomQty ?? 1;
  return {
    startDate: formatTextDate(dates.startDate),
    endDate: formatTextDate(dates.endDate),
    categoryId: initial?.categoryId === undefined ? 'all' : String(initial.categoryId),
    roomQty: String(roomQty),
    rooms: party ?? Array.from({ length: Math.min(roomQty, 4) }, defaultRoom),
    filters,
    airportQuery: initial?.fromLabel ?? '',
    airportCode: initial?.from ?? '',
    airportLabel: initial?.fromLabel ?? '',
    cabin: initial?.cabin ?? 'Y',
    depart: initial?.depart ?? 'anytime',
    return: initial?.return ?? 'anytime',
  };
}

const isFilterGroup = (group: string): group is FilterGroup => (FILTER_GROUPS as readonly string[]).includes(group);

/**
 * The filters part of a search: the page's own filters (every value of every group, including
 * groups the widget has no select for) with the widget's selects applied, written as the one
 * code the results page writes (formatFilterCode), so both reach the same cached page.
 */
function filterCodeOf(type: WidgetType, initial: WidgetInitial | undefined, selects: Record<string, string>): string | undefined {
  const carried = parseFilterCode(type, initial?.filterCode) ?? {};
  const chosen: Partial<Record<FilterGroup, readonly string[]>> = { ...carried };
  for (const [group, value] of Object.entries(selects)) {
    if (!isFilterGroup(group)) continue;
    if (!value || value === 'Any') delete chosen[group];
    else if (carried[group]?.[0] !== value) chosen[group] = [value];
  }
  return formatFilterCode(chosen satisfies SearchFilters);
}

/**
 * A search widget for one product type (ticket-buying 2, storefront 5): dates as text
 * (mm/dd/yyyy) checked against the type's rules, a category for shows, tours, attractions
 * and clubs (fetched on mount), rooms and travellers for hotels ('5+' rooms goes to the
 * group-travel page), promotional filters for restaurants (each 'Any' by default). A valid
 * search writes the search cookies and opens the results; an invalid one shows the messages
 * and goes nowhere. Before the visitor's own search, it is prefilled from the cookies.
 */
export function SearchWidget({ productType, groupTravelHref, initial, variant = 'sidebar', promotion }: SearchWidgetProps) {
  const router = useRouter();
  const open = (href: string) => {
    if (promotion) window.open(href, '_blank', 'noopener');
    else router.push(href);
  };
  const id = useId();
  const [defaults] = useState(() => initialValues(productType, initial));
  const resolver = useMemo(() => resolverFor(productType), [productType]);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    reset,
    getValues,
    trigger,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ resolver, defaultValues: defaults, mode: 'onSubmit', reValidateMode: 'onChange' });
  const rooms = useFieldArray({ control, name: 'rooms' });
  const hasRooms = productType === 'HOTEL' || productType === 'AIR_HOTEL';
  const hasOptions = !hasRooms;
  const options = useQuery({ queryKey: ['search-options', productType], queryFn: () => fetchOptions(productType), enabled: hasOptions });

  // Cookies are per visitor, so they are read after hydration (the page HTML is shared).
  useEffect(() => {
    const stored = readSearchDates(productType);
    const today = pacificTodayHere();
    const next = { ...getValues() };
    if (!initial?.startDate && stored && stored.startDate >= today) {
      next.startDate = formatTextDate(stored.startDate);
      next.endDate = formatTextDate(stored.endDate);
    }
    if (hasRooms && initial?.roomQty === undefined) {
      const storedRooms = readRooms();
      if (storedRooms) {
        next.roomQty = String(storedRooms.length);
        next.rooms = storedRooms;
      }
    }
    reset(next);
  }, [productType, hasRooms, initial, getValues, reset]);

  // Air+hotel: the airport is checked 350 ms after the visitor last changed it (ticket-buying 5).
  const airportQuery = useWatch({ control, name: 'airportQuery' });
  const airportEdited = useRef(false);
  useEffect(() => {
    if (productType !== 'AIR_HOTEL' || !airportEdited.current) return;
    const timer = setTimeout(() => void trigger('airportCode'), AIRPORT_VALIDATION_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [productType, airportQuery, trigger]);
  const onAirportQuery = useCallback(
    (text: string) => {
      airportEdited.current = true;
      setValue('airportQuery', text);
    },
    [setValue],
  );
  const onAirportChoose = useCallback(
    (airport: AirportChoice) => {
      airportEdited.current = true;
      setValue('airportCode', airport.code);
      setValue('airportLabel', airport.label);
      setValue('airportQuery', airport.label);
      // A chosen airport is valid: an error from a check of the text typed before goes at once.
      clearErrors('airportCode');
    },
    [setValue, clearErrors],
  );
  // ticket-buying 2: a click outside without choosing clears the text and sets the error.
  const onAirportAbandon = useCallback(() => {
    airportEdited.current = true;
    setValue('airportQuery', '');
    setValue('airportCode', '');
    setValue('airportLabel', '');
    void trigger('airportCode');
  }, [setValue, trigger]);
  const airportCode = useWatch({ control, name: 'airportCode' });
  const airportLabel = useWatch({ control, name: 'airportLabel' });
  const chosenAirport = airportCode && airportQuery === airportLabel ? { code: airportCode, label: airportLabel } : null;
  const watchedRooms = useWatch({ control, name: 'rooms' });
  const travellersError = productType === 'AIR_HOTEL' ? partyError(watchedRooms) : null;

  const roomQty = Number(useWatch({ control, name: 'roomQty' }));
  const onRoomQty = (value: string) => {
    const qty = Number(value);
    if (qty >= GROUP_ROOM_QTY) return;
    const current = getValues('rooms');
    setValue('rooms', Array.from({ length: qty }, (_, i) => current[i] ?? defaultRoom()));
  };

  const submit = handleSubmit((values) => {
    if (productType === 'HOTEL' && Number(values.roomQty) >= GROUP_ROOM_QTY) {
      window.location.assign(groupTravelHref);
      return;
    }
    const check = checkSearchDates(productType, values.startDate, values.endDate, pacificTodayHere());
    if (check.dates === null) return;
    saveSearchDates(productType, check.dates.startDate, check.dates.endDate);
    if (hasRooms) saveRooms(values.rooms);
    if (productType === 'AIR_HOTEL') {
      open(
        airHotelSearchHref({
          ...check.dates,
          sortId: 'popular',
          from: values.airportCode,
          party: values.rooms,
          cabin: values.cabin as CabinClass,
          depart: values.depart as FlightTime,
          return: values.return as FlightTime,
        }),
      );
      return;
    }
    const filterCode = filterCodeOf(productType, initial, values.filters);
    open(
      searchLink(KIND[productType], {
        ...check.dates,
        categoryId: values.categoryId !== 'all' && hasOptions && productType !== 'RESTAURANT' ? Number(values.categoryId) : undefined,
        filterCode,
        roomQty: productType === 'HOTEL' ? Number(values.roomQty) : undefined,
        preferredProductId: productType === 'SHOW' ? 'any' : undefined,
        mo: promotion?.mo,
      }),
    );
  });

  const field = (name: 'startDate' | 'endDate', label: string) => {
    const error = errors[name]?.message;
    return (
      <div className={styles.field}>
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <input
          id={`${id}-${name}`}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="mm/dd/yyyy"
          maxLength={MAX_DATE_INPUT_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${name}-error` : undefined}
          {...register(name)}
        />
        {error ? (
          <p id={`${id}-${name}-error`} className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  const groups = options.data ?? [];
  const labels = productType === 'HOTEL' ? ['Check-in', 'Check-out'] : productType === 'AIR_HOTEL' ? ['Depart', 'Return'] : ['From', 'To'];
  const roomOptions: readonly number[] = productType === 'AIR_HOTEL' ? AIR_HOTEL_ROOM_OPTIONS : ROOM_OPTIONS;
  return (
    <form className={`${styles.widget} ${styles[variant]}`} onSubmit={submit} noValidate aria-label={`Search ${FORM_LABEL[productType]}`}>
      {productType === 'AIR_HOTEL' ? (
        <AirportField
          id={`${id}-airport`}
          query={airportQuery}
          chosen={chosenAirport}
          error={errors.airportCode?.message}
          onQuery={onAirportQuery}
          onChoose={onAirportChoose}
          onAbandon={onAirportAbandon}
        />
      ) : null}
      <div className={styles.dates}>
        {field('startDate', labels[0]!)}
        {field('endDate', labels[1]!)}
      </div>
      {hasOptions
        ? groups.map((group) =>
            productType === 'RESTAURANT' ? (
              <OptionSelect key={group.code} id={`${id}-${group.code}`} group={group} first={['Any', 'Any']} field={register(`filters.${group.code}`)} />
            ) : (
              <OptionSelect key={group.code} id={`${id}-category`} group={group} first={['all', 'All']} field={register('categoryId')} />
            ),
          )
        : null}
      {hasRooms ? (
        <div className={styles.rooms}>
          <div className={styles.field}>
            <label htmlFor={`${id}-rooms`}>Rooms</label>
            <select id={`${id}-rooms`} {...register('roomQty', { onChange: (event) => onRoomQty(event.target.value) })}>
              {roomOptions.map((n) => (
                <option key={n} value={n}>
                  {n >= GROUP_ROOM_QTY ? `${n}+` : n}
                </option>
              ))}
            </select>
          </div>
          {roomQty < GROUP_ROOM_QTY
            ? rooms.fields.map((room, index) => (
                <RoomFields key={room.id} index={index} id={id} register={register} control={control} setValue={setValue} errors={errors} />
              ))
            : null}
          {roomQty >= GROUP_ROOM_QTY ? <p className={styles.note}>Booking 5 or more rooms? Our group travel team will help.</p> : null}
          {travellersError ? (
            <p className={styles.travellerError} role="alert">
              {travellersError}
            </p>
          ) : null}
        </div>
      ) : null}
      {productType === 'AIR_HOTEL' ? (
        <div className={styles.dates}>
          <ChoiceSelect id={`${id}-depart`} label="Depart time" values={FLIGHT_TIMES} labels={FLIGHT_TIME_LABELS} field={register('depart')} />
          <ChoiceSelect id={`${id}-return`} label="Return time" values={FLIGHT_TIMES} labels={FLIGHT_TIME_LABELS} field={register('return')} />
          <ChoiceSelect id={`${id}-cabin`} label="Cabin" values={CABIN_CLASSES} labels={CABIN_CLASS_LABELS} field={register('cabin')} />
        </div>
      ) : null}
      <button type="submit" className={styles.submit} disabled={isSubmitting || travellersError !== null}>
        {productType === 'HOTEL' && roomQty >= GROUP_ROOM_QTY ? 'Plan a Group Trip' : 'Search'}
      </button>
    </form>
  );
}

type FormApi = ReturnType<typeof useForm<FormValues>>;

function ChoiceSelect<V extends string>({
  id,
  label,
  values,
  labels,
  field,
}: {
  id: string;
  label: string;
  values: readonly V[];
  labels: Readonly<Record<V, string>>;
  field: ReturnType<FormApi['register']>;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} {...field}>
        {values.map((value) => (
          <option key={value} value={value}>
            {labels[value]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A labelled select of one option group, its 'no choice' option first ('All' categories, 'Any' filter). */
function OptionSelect({
  id,
  group,
  first,
  field,
}: {
  id: string;
  group: OptionGroup;
  first: readonly [value: string, label: string];
  field: ReturnType<FormApi['register']>;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{group.label}</label>
      <select id={id} {...field}>
        <option value={first[0]}>{first[1]}</option>
        {group.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function RoomFields({
  index,
  id,
  register,
  control,
  setValue,
  errors,
}: {
  index: number;
  id: string;
  register: FormApi['register'];
  control: Control<FormValues>;
  setValue: FormApi['setValue'];
  errors: FormApi['formState']['errors'];
}) {
  const room = useWatch({ control, name: `rooms.${index}` });
  const prefix = `${id}-room${index + 1}`;
  return (
    <fieldset className={styles.room}>
      <legend>Room {index + 1}</legend>
      <div className={styles.field}>
        <label htmlFor={`${prefix}-adults`}>Adults</label>
        <select id={`${prefix}-adults`} {...register(`rooms.${index}.adults`, { valueAsNumber: true })}>
          {adultOptions(room.children).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${prefix}-children`}>Children</label>
        <select
          id={`${prefix}-children`}
          {...register(`rooms.${index}.children`, {
            valueAsNumber: true,
            onChange: (event) => setValue(`rooms.${index}`, withChildren(room, Number(event.target.value))),
          })}
        >
          {childOptions(room.adults).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      {room.childAges.map((_, child) => {
        const error = errors.rooms?.[index]?.childAges?.[child]?.message;
        return (
          <div className={styles.field} key={child}>
            <label htmlFor={`${prefix}-child${child + 1}`}>Child {child + 1} age</label>
            <select
              id={`${prefix}-child${child + 1}`}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${prefix}-child${child + 1}-error` : undefined}
              {...register(`rooms.${index}.childAges.${child}`, { valueAsNumber: true })}
            >
              <option value={CHILD_AGE_UNSET} disabled>
                Choose Age
              </option>
              {CHILD_AGES.map((age) => (
                <option key={age} value={age}>
                  {age === 0 ? '<1' : age}
                </option>
              ))}
            </select>
            {error ? (
              <p id={`${prefix}-child${child + 1}-error`} className={styles.error} role="alert">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
