'use client';

import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '@/components/form-field';
import { CHAT_COPY, CHAT_MESSAGES_URL } from '../copy';
import { MESSAGE_MAX, supportMessageSchema, type SupportMessage, type SupportMessageInput } from '../schema';
import styles from './chat.module.css';

type Answer = { reference?: unknown; error?: unknown; fieldErrors?: Record<string, string[] | undefined> };

const FIELDS = ['name', 'email', 'message', 'orderNumber'] as const;

/** The message form of the console: checked by the endpoint's schema here, then by the endpoint. */
export function MessageForm({ phone, onCancel }: { phone: string; onCancel: () => void }) {
  const messageId = useId();
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ email: string; reference: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<SupportMessageInput, unknown, SupportMessage>({
    resolver: zodResolver(supportMessageSchema),
    defaultValues: { name: '', email: '', message: '', orderNumber: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  useEffect(() => setFocus('name'), [setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    let response: Response;
    let answer: Answer;
    try {
      response = await fetch(CHAT_MESSAGES_URL, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(values),
      });
      answer = (await response.json().catch(() => ({}))) as Answer;
    } catch {
      setServerError(CHAT_COPY.failed);
      return;
    }
    if (response.ok && typeof answer.reference === 'string') {
      setSent({ email: values.email, reference: answer.reference });
      return;
    }
    for (const field of FIELDS) {
      const message = answer.fieldErrors?.[field]?.[0];
      if (message) setError(field, { message });
    }
    if (response.status === 429) setServerError(typeof answer.error === 'string' ? answer.error : CHAT_COPY.throttled(phone));
    else if (!answer.fieldErrors) setServerError(typeof answer.error === 'string' && response.status < 500 ? answer.error : CHAT_COPY.failed);
  });

  if (sent) {
    return (
      <div className={styles.panel} data-testid="chat-message-sent">
        <p className={styles.confirmation} role="status">
          {CHAT_COPY.sent(sent.email)}
        </p>
        <p className={styles.muted}>{CHAT_COPY.reference(sent.reference)}</p>
        <button type="button" className={styles.secondaryButton} onClick={onCancel}>
          {CHAT_COPY.cancel}
        </button>
      </div>
    );
  }

  return (
    <form className={styles.panel} noValidate aria-label={CHAT_COPY.messageHeading} onSubmit={onSubmit} data-testid="chat-message-form">
      <h2 className={styles.panelHeading}>{CHAT_COPY.messageHeading}</h2>
      <p className={styles.muted}>{CHAT_COPY.messageIntro}</p>
      <TextField label="Name" autoComplete="name" error={errors.name?.message} registration={register('name')} />
      <TextField label="Email address" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} registration={register('email')} />
      <div className={styles.field}>
        <label htmlFor={messageId} className={styles.label}>
          Message
        </label>
        <textarea
          id={messageId}
          className={styles.textarea}
          rows={4}
          maxLength={MESSAGE_MAX}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? `${messageId}-error` : undefined}
          {...register('message')}
        />
        {errors.message?.message ? (
          <p id={`${messageId}-error`} className={styles.error}>
            {errors.message.message}
          </p>
        ) : null}
      </div>
      <TextField
        label="Order number (optional)"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder="VG-123456789"
        error={errors.orderNumber?.message}
        registration={register('orderNumber')}
      />
      {serverError ? (
        <p className={styles.error} role="alert" data-testid="chat-message-error">
          {serverError}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.button} disabled={isSubmitting}>
          {isSubmitting ? CHAT_COPY.sending : CHAT_COPY.sendMessage}
        </button>
        <button type="button" className={styles.secondaryButton} onClick={onCancel}>
          {CHAT_COPY.cancel}
        </button>
      </div>
    </form>
  );
}
