'use client';

import { useCallback, useEffect, useId, useRef } from 'react';
import { useRouter } from 'next/navigation';
import { useWatch } from 'react-hook-form';
import { searchWidgetConfig } from '@/lib/config/product-types';
import { CABIN_CLASSES, FLIGHT_TIMES, type CabinClass, type FlightTime } from '@/lib/config/air-hotel';
import { airHotelSearchHref } from '../air-hotel/links';
import { AIRPORT_VALIDATION_DEBOUNCE_MS, AIR_HOTEL_ROOM_OPTIONS, CABIN_CLASS_LABELS, FLIGHT_TIME_LABELS, partyError } from '../air-hotel/rules';
import { checkSearchDates, pacificTodayHere } from '../widget-rules';
import { saveRooms, saveSearchDates } from '../search-cookies';
import { saveSearchWidget } from '../saved-search';
import { AirportField, type AirportChoice } from './airport-field';
import { useWidgetForm } from './use-widget-form';
import { ChoiceSelect, DateFields, RoomsFields } from './widget-fields';
import type { SearchWidgetProps } from './widget-form';
import styles from './search-widget.module.css';

const TYPE = 'AIR_HOTEL';

/**
 * The air+hotel widget (ticket-buying 2 and 5): the departure airport (suggestions, checked
 * 350 ms after the last change), dates, rooms and travellers (the party's limits), flight times
 * and cabin. A valid search opens the packages' own results page.
 */
export function AirHotelWidget({ initial, variant = 'sidebar', formId = variant, staticPage, promotion }: Omit<SearchWidgetProps, 'productType' | 'groupTravelHref'>) {
  const config = searchWidgetConfig(TYPE);
  const router = useRouter();
  const id = useId();
  const { form, roomQty, onRoomQty } = useWidgetForm(TYPE, initial, formId, staticPage);
  const { register, handleSubmit, control, setValue, trigger, clearErrors, formState } = form;

  const airportQuery = useWatch({ control, name: 'airportQuery' });
  const airportEdited = useRef(false);
  useEffect(() => {
    if (!airportEdited.current) return;
    const timer = setTimeout(() => void trigger('airportCode'), AIRPORT_VALIDATION_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [airportQuery, trigger]);
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
  const travellersError = partyError(useWatch({ control, name: 'rooms' }));

  const submit = handleSubmit((values) => {
    const check = checkSearchDates(TYPE, values.startDate, values.endDate, pacificTodayHere());
    if (check.dates === null) return;
    saveSearchDates(TYPE, check.dates.startDate, check.dates.endDate);
    saveRooms(values.rooms);
    saveSearchWidget({ productType: TYPE, formId });
    const href = airHotelSearchHref({
      ...check.dates,
      sortId: 'popular',
      from: values.airportCode,
      party: values.rooms,
      cabin: values.cabin as CabinClass,
      depart: values.depart as FlightTime,
      return: values.return as FlightTime,
    });
    if (promotion) window.open(href, '_blank', 'noopener');
    else router.push(href);
  });

  return (
    <form className={`${styles.widget} ${styles[variant]}`} onSubmit={submit} noValidate aria-label={`Search ${config.formLabel}`}>
      <AirportField
        id={`${id}-airport`}
        query={airportQuery}
        chosen={chosenAirport}
        error={formState.errors.airportCode?.message}
        onQuery={onAirportQuery}
        onChoose={onAirportChoose}
        onAbandon={onAirportAbandon}
      />
      <DateFields form={form} id={id} labels={config.dateLabels} />
      <RoomsFields form={form} id={id} roomQty={roomQty} roomOptions={AIR_HOTEL_ROOM_OPTIONS} onRoomQty={onRoomQty} travellersError={travellersError} />
      <div className={styles.dates}>
        <ChoiceSelect id={`${id}-depart`} label="Depart time" values={FLIGHT_TIMES} labels={FLIGHT_TIME_LABELS} field={register('depart')} />
        <ChoiceSelect id={`${id}-return`} label="Return time" values={FLIGHT_TIMES} labels={FLIGHT_TIME_LABELS} field={register('return')} />
        <ChoiceSelect id={`${id}-cabin`} label="Cabin" values={CABIN_CLASSES} labels={CABIN_CLASS_LABELS} field={register('cabin')} />
      </div>
      <button type="submit" className={styles.submit} disabled={formState.isSubmitting || travellersError !== null}>
        Search
      </button>
    </form>
  );
}
