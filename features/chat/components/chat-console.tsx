'use client';

import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import { telHref } from '@/components/header/phone';
import { CHAT_ANSWER_URL, CHAT_COPY } from '../copy';
import { chatQuestionSchema, QUESTION_MAX } from '../schema';
import type { ChatAnswer } from '../types';
import { OpenerLink } from './opener-link';
import styles from './chat.module.css';

// The message form (and its form library) loads when the visitor chooses to leave a message: it is
// not in the chat console's first-load JavaScript (issue 27).
const MessageForm = lazy(() => import('./message-form').then((m) => ({ default: m.MessageForm })));

type Turn = { readonly id: number; readonly question: string } & (
  | { readonly state: 'pending' }
  | { readonly state: 'answered'; readonly answer: ChatAnswer }
  | { readonly state: 'failed'; readonly error: string }
);

type ErrorBody = { error?: unknown; fieldErrors?: Record<string, string[] | undefined> };

async function ask(question: string): Promise<{ ok: true; answer: ChatAnswer } | { ok: false; error: string }> {
  try {
    const response = await fetch(CHAT_ANSWER_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ question }),
    });
    const body = (await response.json().catch(() => ({}))) as ChatAnswer & ErrorBody;
    if (response.ok) return { ok: true, answer: body };
    const message = body.fieldErrors?.question?.[0] ?? (response.status < 500 && typeof body.error === 'string' ? body.error : CHAT_COPY.failed);
    return { ok: false, error: message };
  } catch {
    return { ok: false, error: CHAT_COPY.failed };
  }
}

function AnswerView({ answer, phone, onLeaveMessage }: { answer: ChatAnswer; phone: string; onLeaveMessage: () => void }) {
  const nothing = answer.actions.length === 0 && answer.answers.length === 0 && answer.products.length === 0;
  if (nothing) {
    return (
      <div className={styles.reply} data-testid="chat-no-match">
        <p>{CHAT_COPY.noMatch}</p>
        <p>{CHAT_COPY.noMatchHelp(phone)}</p>
        <div className={styles.actions}>
          <a href={telHref(phone)} className={styles.secondaryButton}>
            Call {phone}
          </a>
          <button type="button" className={styles.secondaryButton} onClick={onLeaveMessage}>
            {CHAT_COPY.leaveMessage}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.reply} data-testid="chat-answer">
      {answer.actions.length > 0 ? (
        <>
          <p className={styles.replyHeading}>{CHAT_COPY.actionsHeading}</p>
          <ul className={styles.links}>
            {answer.actions.map((action) => (
              <li key={action.id}>
                <OpenerLink href={action.href}>{action.text}</OpenerLink>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {answer.answers.length > 0 ? (
        <>
          <p className={styles.replyHeading}>{CHAT_COPY.found}</p>
          <ul className={styles.answers}>
            {answer.answers.map((item) => (
              <li key={item.id} className={styles.answer}>
                <p className={styles.answerTitle}>{item.title}</p>
                {item.text ? <p className={styles.answerText}>{item.text}</p> : null}
                {item.source ? (
                  <p className={styles.source}>
                    {CHAT_COPY.fromPage} <OpenerLink href={item.source.href}>{item.source.title}</OpenerLink>
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {answer.products.length > 0 ? (
        <>
          <p className={styles.replyHeading}>{CHAT_COPY.productsHeading}</p>
          <ul className={styles.links}>
            {answer.products.map((product) => (
              <li key={product.id}>
                <OpenerLink href={product.href}>{product.name}</OpenerLink>
                {product.location ? <span className={styles.muted}> · {product.location}</span> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

/**
 * The chat console's conversation (a client island on the cached page): the visitor asks, the
 * site answers from its own FAQ answers, tips and products, and says plainly when it has nothing;
 * nobody is typing on the other side. The message form is one click away at all times.
 */
export function ChatConsole({ phone }: { phone: string }) {
  const inputId = useId();
  const [turns, setTurns] = useState<readonly Turn[]>([]);
  const [question, setQuestion] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const [writing, setWriting] = useState(false);
  const nextId = useRef(1);
  const logEnd = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const pending = turns.some((turn) => turn.state === 'pending');

  useEffect(() => {
    if (!writing) logEnd.current?.scrollIntoView?.({ block: 'end' });
  }, [turns, writing]);

  const onAsk = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const parsed = z.safeParse(chatQuestionSchema, { question });
    if (!parsed.success) {
      setInputError(parsed.error.issues[0]?.message ?? CHAT_COPY.failed);
      return;
    }
    setInputError(null);
    const id = nextId.current++;
    const asked = parsed.data.question;
    setTurns((current) => [...current, { id, question: asked, state: 'pending' }]);
    setQuestion('');
    const result = await ask(asked);
    setTurns((current) =>
      current.map((turn) =>
        turn.id !== id ? turn : result.ok ? { id, question: asked, state: 'answered', answer: result.answer } : { id, question: asked, state: 'failed', error: result.error },
      ),
    );
    input.current?.focus();
  };

  if (writing) {
    return (
      <div className={styles.console}>
        {/* Keyed apart from the conversation's: a reused scroller would open the form scrolled down. */}
        <div key="message" className={styles.scroller}>
          <Suspense fallback={<p className={styles.muted}>{CHAT_COPY.loading}</p>}>
            <MessageForm phone={phone} onCancel={() => setWriting(false)} />
          </Suspense>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.console}>
      <div key="conversation" className={styles.scroller}>
        <div className={styles.log} role="log" aria-label="Conversation" data-testid="chat-log">
          <p className={styles.reply}>{CHAT_COPY.intro}</p>
          {turns.map((turn) => (
            <div key={turn.id} className={styles.turn}>
              <p className={styles.question} data-testid="chat-question">
                <span className="visually-hidden">You asked: </span>
                {turn.question}
              </p>
              {turn.state === 'pending' ? (
                <p className={styles.reply} aria-busy="true">
                  {CHAT_COPY.asking}
                </p>
              ) : turn.state === 'failed' ? (
                <p className={`${styles.reply} ${styles.error}`} role="alert">
                  {turn.error}
                </p>
              ) : (
                <AnswerView answer={turn.answer} phone={phone} onLeaveMessage={() => setWriting(true)} />
              )}
            </div>
          ))}
          <div ref={logEnd} />
        </div>
      </div>
      <form className={styles.askForm} onSubmit={onAsk} noValidate aria-label="Ask a question" data-testid="chat-ask-form">
        <label htmlFor={inputId} className="visually-hidden">
          {CHAT_COPY.askLabel}
        </label>
        <input
          ref={input}
          id={inputId}
          className={styles.askInput}
          value={question}
          onChange={(event) => setQuestion(event.target.value)}
          maxLength={QUESTION_MAX + 50}
          placeholder="Type your question"
          autoComplete="off"
          aria-invalid={inputError ? true : undefined}
          aria-describedby={inputError ? `${inputId}-error` : undefined}
        />
        <button type="submit" className={styles.button} disabled={pending}>
          {pending ? CHAT_COPY.asking : CHAT_COPY.askButton}
        </button>
        <button type="button" className={styles.secondaryButton} onClick={() => setWriting(true)}>
          {CHAT_COPY.leaveMessage}
        </button>
        {inputError ? (
          <p id={`${inputId}-error`} className={`${styles.error} ${styles.askError}`} role="alert">
            {inputError}
          </p>
        ) : null}
      </form>
    </div>
  );
}
