import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { searchWidgetConfig, type WidgetType } from '@/lib/config/product-types';
import { readRooms, readSearchDates } from '../search-cookies';
import { readSavedSearchWidget } from '../saved-search';
import { parseFilterCode } from '../filters';
import { GROUP_ROOM_QTY, defaultRoom, formatTextDate, pacificTodayHere } from '../widget-rules';
import { initialValues, resolverFor, type FormValues, type WidgetInitial } from './widget-form';

/**
 * The form every widget starts from: defaults from the page's search or the type's rules,
 * then, after hydration, the visitor's own cookies (the page HTML is shared, cookies are not).
 */
export function useWidgetForm(productType: WidgetType, initial: WidgetInitial | undefined, formId?: string, staticPage = false) {
  const { rooms: hasRooms, options } = searchWidgetConfig(productType);
  const [defaults] = useState(() => initialValues(productType, initial, staticPage));
  const resolver = useMemo(() => resolverFor(productType), [productType]);
  const form = useForm<FormValues>({ resolver, defaultValues: defaults, mode: 'onSubmit', reValidateMode: 'onChange' });
  const { getValues, reset, setValue, control } = form;

  useEffect(() => {
    const stored = readSearchDates(productType);
    const today = pacificTodayHere();
    const next = { ...getValues() };
    if (!initial?.startDate && stored && stored.startDate >= today) {
      next.startDate = formatTextDate(stored.startDate);
      next.endDate = formatTextDate(stored.endDate);
    }
    // The search last launched from this form re-opens (ticket-buying 7), unless the page shows one.
    const saved = formId === undefined ? null : readSavedSearchWidget(formId);
    if (saved && saved.productType === productType && initial === undefined) {
      if (options === 'category' && saved.categoryId !== undefined) next.categoryId = String(saved.categoryId);
      if (options === 'filters') {
        const filters: Record<string, string> = {};
        for (const [group, values] of Object.entries(parseFilterCode(productType, saved.filterCode) ?? {})) {
          if (values[0] !== undefined) filters[group] = values[0];
        }
        next.filters = filters;
      }
    }
    if (hasRooms && initial?.roomQty === undefined) {
      const storedRooms = readRooms();
      if (storedRooms) {
        next.roomQty = String(storedRooms.length);
        next.rooms = storedRooms;
      }
    }
    reset(next);
  }, [productType, hasRooms, options, initial, formId, getValues, reset]);

  const roomQty = Number(useWatch({ control, name: 'roomQty' }));
  const onRoomQty = (value: string) => {
    const qty = Number(value);
    if (qty >= GROUP_ROOM_QTY) return;
    const current = getValues('rooms');
    setValue('rooms', Array.from({ length: qty }, (_, i) => current[i] ?? defaultRoom()));
  };
  return { form, roomQty, onRoomQty };
}

export type WidgetForm = ReturnType<typeof useForm<FormValues>>;
