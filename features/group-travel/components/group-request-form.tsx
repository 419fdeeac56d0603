'use client';

import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { SelectField, TextAreaField, TextField } from '@/components/form-field';
import { pacificToday } from '@/lib/dates';
import { useHydrated } from '@/lib/use-hydrated';
import { GROUP_MAX_BUDGET_DOLLARS, GROUP_MAX_ROOMS, GROUP_MESSAGE_MAX, GROUP_MIN_ROOMS, GROUP_REQUEST_COPY as COPY } from '../rules';
import { GROUP_REQUEST_URL, groupRequestSchema, parseGroupRequestPrefill, type GroupRequest, type GroupRequestInput } from '../schema';
import type { GroupRequestReceipt, HotelChoice } from '../types';
import { postJson } from '@/lib/http/post-json';
import styles from './group-travel.module.css';
import formStyles from '@/components/form-field.module.css';

/** The form's fields as typed (the schema also takes numbers, which the API may send). */
type FormValues = {
  checkIn: string;
  checkOut: string;
  rooms: string;
  guests: string;
  budgetDollars: string;
  preferredHotelId: string;
  name: string;
  email: string;
  phone: string;
  message: string;
};
const FIELDS = ['checkIn', 'checkOut', 'rooms', 'guests', 'budgetDollars', 'preferredHotelId', 'name', 'email', 'phone', 'message'] as const;
const isField = (name: string): name is keyof FormValues => (FIELDS as readonly string[]).includes(name);

const EMPTY: FormValues = {
  checkIn: '',
  checkOut: '',
  rooms: String(GROUP_MIN_ROOMS),
  guests: '',
  budgetDollars: '',
  preferredHotelId: '',
  name: '',
  email: '',
  phone: '',
  message: '',
};

/**
 * The group travel request (5+ hotel rooms). It starts empty in the cached page's HTML; after
 * hydration it takes what the search widget carried in the url (dates, rooms, guests), each part
 * only when valid. The schema is the endpoint's; the endpoint's field errors land on the fields.
 */
export function GroupRequestForm({ hotels }: { hotels: readonly HotelChoice[] }) {
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState<GroupRequestReceipt | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<GroupRequestInput, unknown, GroupRequest>({ resolver: zodResolver(groupRequestSchema), defaultValues: EMPTY, mode: 'onSubmit', reValidateMode: 'onChange' });
  const hydrated = useHydrated();

  useEffect(() => {
    const prefill = parseGroupRequestPrefill(window.location.search, pacificToday(new Date()));
    if (Object.keys(prefill).length === 0) return;
    reset({
      ...EMPTY,
      ...(prefill.checkIn && prefill.checkOut ? { checkIn: prefill.checkIn, checkOut: prefill.checkOut } : {}),
      ...(prefill.rooms !== undefined ? { rooms: String(prefill.rooms) } : {}),
      ...(prefill.guests !== undefined ? { guests: String(prefill.guests) } : {}),
    });
  }, [reset]);

  const onSubmit = handleSubmit(async (request) => {
    setServerError(null);
    const answer = await postJson<GroupRequestReceipt>(GROUP_REQUEST_URL, request);
    if (answer.status === 201 && typeof answer.body.reference === 'string') {
      setSent(answer.body as GroupRequestReceipt);
      return;
    }
    let shown = false;
    for (const [name, messages] of Object.entries(answer.body.fieldErrors ?? {})) {
      if (isField(name) && messages?.[0]) {
        setError(name, { message: messages[0] }, { shouldFocus: !shown });
        shown = true;
      }
    }
    if (!shown) setServerError(answer.body.error ?? COPY.failed);
  });

  if (sent) {
    return (
      <div className={styles.confirmation} role="status" data-testid="group-request-sent">
        <h3 className={styles.confirmationTitle}>{COPY.sentHeading}</h3>
        <p className={styles.reference} data-testid="group-request-reference">
          {COPY.sent(sent.reference)}
        </p>
        <p>{COPY.sentDetails(sent.email)}</p>
        <button
          type="button"
          className={formStyles.secondaryButton}
          onClick={() => {
            reset(EMPTY);
            setSent(null);
          }}
        >
          {COPY.another}
        </button>
      </div>
    );
  }

  const hotelOptions: [string, string][] = [['', COPY.anyHotel], ...hotels.map((h): [string, string] => [String(h.id), h.name])];
  return (
    <form className={styles.form} method="post" noValidate aria-label="Group travel request" onSubmit={onSubmit} data-testid="group-request-form">
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Your stay</legend>
        <div className={styles.row}>
          <TextField label="Check-in" type="date" error={errors.checkIn?.message} registration={register('checkIn')} />
          <TextField label="Check-out" type="date" error={errors.checkOut?.message} registration={register('checkOut')} />
        </div>
        <div className={styles.row}>
          <TextField
            label={`Rooms (${GROUP_MIN_ROOMS} to ${GROUP_MAX_ROOMS})`}
            inputMode="numeric"
            autoComplete="off"
            error={errors.rooms?.message}
            registration={register('rooms')}
          />
          <TextField label="Guests" hint="One to four a room" inputMode="numeric" autoComplete="off" error={errors.guests?.message} registration={register('guests')} />
        </div>
        <div className={styles.row}>
          <TextField
            label="Budget per room per night in dollars (optional)"
            hint={`Whole dollars, up to $${GROUP_MAX_BUDGET_DOLLARS.toLocaleString('en-US')}`}
            inputMode="numeric"
            autoComplete="off"
            error={errors.budgetDollars?.message}
            registration={register('budgetDollars')}
          />
          <SelectField label="Preferred hotel (optional)" options={hotelOptions} error={errors.preferredHotelId?.message} registration={register('preferredHotelId')} />
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>How we reach you</legend>
        <div className={styles.row}>
          <TextField label="Your name" autoComplete="name" error={errors.name?.message} registration={register('name')} />
          <TextField label="Your email" type="email" inputMode="email" autoComplete="email" error={errors.email?.message} registration={register('email')} />
          <TextField label="Phone (optional)" type="tel" autoComplete="tel" error={errors.phone?.message} registration={register('phone')} />
        </div>
        <TextAreaField
          label="Message"
          rows={4}
          maxLength={GROUP_MESSAGE_MAX}
          placeholder="The occasion, room types, must-haves (pool, location, suites)…"
          error={errors.message?.message}
          registration={register('message')}
        />
      </fieldset>

      {serverError ? (
        <p className={styles.alert} role="alert" data-testid="group-request-error">
          {serverError}
        </p>
      ) : null}
      <button type="submit" className={`button-primary ${formStyles.wideSubmit}`} disabled={isSubmitting || !hydrated} data-testid="group-request-submit">
        {isSubmitting ? COPY.sending : COPY.submit}
      </button>
    </form>
  );
}
