'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '@/components/form-field';
import { formatDollars } from '@/lib/money';
import { useHydrated } from '@/lib/use-hydrated';
import { GIFT_CARD_BALANCE_MESSAGES, GIFT_CARD_BALANCE_URL } from '../messages';
import { giftCardBalanceSchema, type GiftCardBalanceInput } from '../schema';
import { postJson } from '@/lib/http/post-json';
import styles from './giftcards.module.css';
import formStyles from '@/components/form-field.module.css';

type Shown = { kind: 'balance'; text: string } | { kind: 'error'; text: string } | null;

/** Check a balance: the code in, 'Balance: $X.XX of $Y.YY' or why not out. */
export function GiftCardBalanceForm() {
  const [shown, setShown] = useState<Shown>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<GiftCardBalanceInput>({ resolver: zodResolver(giftCardBalanceSchema), defaultValues: { code: '' }, mode: 'onSubmit', reValidateMode: 'onChange' });
  const hydrated = useHydrated();

  const onSubmit = handleSubmit(async (values) => {
    setShown(null);
    const answer = await postJson(GIFT_CARD_BALANCE_URL, { code: values.code });
    const { balanceCents, initialCents } = answer.body;
    if (answer.status === 200 && typeof balanceCents === 'number' && typeof initialCents === 'number') {
      setShown({ kind: 'balance', text: `Balance: ${formatDollars(balanceCents)} of ${formatDollars(initialCents)}` });
      return;
    }
    const fieldMessage = answer.body.fieldErrors?.code?.[0];
    if (fieldMessage) {
      setError('code', { message: fieldMessage });
      return;
    }
    const text =
      answer.status === 404 ? GIFT_CARD_BALANCE_MESSAGES.notFound : answer.status === 429 ? GIFT_CARD_BALANCE_MESSAGES.throttled : (answer.body.error ?? GIFT_CARD_BALANCE_MESSAGES.failed);
    setShown({ kind: 'error', text });
  });

  return (
    <form className={styles.balanceForm} method="post" noValidate aria-label="Check a gift card balance" onSubmit={onSubmit} data-testid="giftcard-balance-form">
      <div className={formStyles.withAction}>
        <TextField label="Gift card number" autoComplete="off" autoCapitalize="characters" spellCheck={false} error={errors.code?.message} registration={register('code')} />
        <button type="submit" className={formStyles.secondaryButton} disabled={isSubmitting || !hydrated}>
          {isSubmitting ? 'Checking…' : 'Check Balance'}
        </button>
      </div>
      <div aria-live="polite">
        {shown?.kind === 'balance' ? (
          <p className={styles.balance} data-testid="giftcard-balance">
            {shown.text}
          </p>
        ) : shown?.kind === 'error' ? (
          <p className={styles.alert} role="alert" data-testid="giftcard-balance-error">
            {shown.text}
          </p>
        ) : null}
      </div>
    </form>
  );
}
