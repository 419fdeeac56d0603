'use client';

import { useFieldArray, useWatch, type Control } from 'react-hook-form';
import { INFANT_MAX_AGE, InfantPhoneNote } from '@/components/site-phone';
import { CHILD_AGES, CHILD_AGE_UNSET, GROUP_ROOM_QTY, MAX_DATE_INPUT_LENGTH, adultOptions, childOptions, withChildren } from '../widget-rules';
import type { FormValues, OptionGroup } from './widget-form';
import type { WidgetForm } from './use-widget-form';
import styles from './search-widget.module.css';

type Field = ReturnType<WidgetForm['register']>;

/** A date typed as text (mm/dd/yyyy), with its message under it. */
export function DateField({ form, id, name, label }: { form: WidgetForm; id: string; name: 'startDate' | 'endDate'; label: string }) {
  const error = form.formState.errors[name]?.message;
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
        {...form.register(name)}
      />
      {error ? (
        <p id={`${id}-${name}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function DateFields({ form, id, labels }: { form: WidgetForm; id: string; labels: readonly [string, string] }) {
  return (
    <div className={styles.dates}>
      <DateField form={form} id={id} name="startDate" label={labels[0]} />
      <DateField form={form} id={id} name="endDate" label={labels[1]} />
    </div>
  );
}

export function ChoiceSelect<V extends string>({
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
  field: Field;
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
export function OptionSelect({ id, group, first, field }: { id: string; group: OptionGroup; first: readonly [value: string, label: string]; field: Field }) {
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

/** Rooms, each room's travellers, the group-trip note and the party's message (hotels, air+hotel). */
export function RoomsFields({
  form,
  id,
  roomQty,
  roomOptions,
  onRoomQty,
  travellersError,
}: {
  form: WidgetForm;
  id: string;
  roomQty: number;
  roomOptions: readonly number[];
  onRoomQty: (value: string) => void;
  travellersError: string | null;
}) {
  const rooms = useFieldArray({ control: form.control, name: 'rooms' });
  return (
    <div className={styles.rooms}>
      <div className={styles.field}>
        <label htmlFor={`${id}-rooms`}>Rooms</label>
        <select id={`${id}-rooms`} {...form.register('roomQty', { onChange: (event) => onRoomQty(event.target.value) })}>
          {roomOptions.map((n) => (
            <option key={n} value={n}>
              {n >= GROUP_ROOM_QTY ? `${n}+` : n}
            </option>
          ))}
        </select>
      </div>
      {roomQty < GROUP_ROOM_QTY
        ? rooms.fields.map((room, index) => (
            <RoomFields
              key={room.id}
              index={index}
              id={id}
              register={form.register}
              control={form.control}
              setValue={form.setValue}
              errors={form.formState.errors}
            />
          ))
        : null}
      {roomQty >= GROUP_ROOM_QTY ? <p className={styles.note}>Booking 5 or more rooms? Our group travel team will help.</p> : null}
      {travellersError ? (
        <p className={styles.travellerError} role="alert">
          {travellersError}
        </p>
      ) : null}
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
  register: WidgetForm['register'];
  control: Control<FormValues>;
  setValue: WidgetForm['setValue'];
  errors: WidgetForm['formState']['errors'];
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
      {room.childAges.some((age) => age >= 0 && age <= INFANT_MAX_AGE) ? <InfantPhoneNote /> : null}
    </fieldset>
  );
}
