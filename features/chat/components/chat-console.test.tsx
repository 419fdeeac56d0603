// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ChatAnswer } from '../types';
import { ChatConsole } from './chat-console';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PHONE = '1-888-555-0142';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const AGE: ChatAnswer = {
  question: 'What is the minimum age?',
  actions: [],
  answers: [
    {
      id: 'faq-1',
      kind: 'faq',
      title: 'What is the minimum age?',
      text: 'You must be 21 or over to enter nightclubs.',
      source: { title: 'Las Vegas Nightlife', href: '/nightlife' },
    },
  ],
  products: [{ id: 7, name: 'Blue Man Group', href: '/iv2/las-vegas-shows/7/blue-man-group/dates', location: 'Luxor' }],
};

const askQuestion = (text: string) => {
  fireEvent.change(screen.getByLabelText('Your question'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
};

describe('ChatConsole', () => {
  it('says who is (not) on the other side before anything is asked', () => {
    render(<ChatConsole phone={PHONE} />);
    expect(screen.getByRole('log', { name: 'Conversation' }).textContent).toContain('Nobody is chatting live right now');
  });

  it('asks the endpoint and shows the answer with its page and the matching products as links', async () => {
    const fetchMock = vi.fn(async () => json(AGE));
    vi.stubGlobal('fetch', fetchMock);
    render(<ChatConsole phone={PHONE} />);
    askQuestion('  What is the minimum age?  ');
    const answer = await screen.findByTestId('chat-answer');
    expect(fetchMock).toHaveBeenCalledWith('/api/chat/answer', expect.objectContaining({ method: 'POST', body: JSON.stringify({ question: 'What is the minimum age?' }) }));
    expect(within(answer).getByText('You must be 21 or over to enter nightclubs.')).toBeTruthy();
    expect(within(answer).getByRole('link', { name: 'Las Vegas Nightlife' }).getAttribute('href')).toBe('/nightlife');
    expect(within(answer).getByRole('link', { name: 'Blue Man Group' }).getAttribute('href')).toBe('/iv2/las-vegas-shows/7/blue-man-group/dates');
    expect(screen.getByTestId('chat-question').textContent).toBe('You asked: What is the minimum age?');
    expect((screen.getByLabelText('Your question') as HTMLInputElement).value).toBe('');
  });

  it('says plainly when nothing matched and offers the phone and the message form', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ question: 'xyzzy', actions: [], answers: [], products: [] })));
    render(<ChatConsole phone={PHONE} />);
    askQuestion('xyzzy');
    const reply = await screen.findByTestId('chat-no-match');
    expect(reply.textContent).toContain('We could not find an answer to that in our guides.');
    expect(reply.textContent).toContain(`Call us at ${PHONE}, or leave a message and we will reply by e-mail.`);
    expect(within(reply).getByRole('link', { name: `Call ${PHONE}` }).getAttribute('href')).toBe('tel:+18885550142');
    fireEvent.click(within(reply).getByRole('button', { name: 'Leave a message' }));
    expect(await screen.findByRole('form', { name: 'Leave a message' })).toBeTruthy();
  });

  it('checks the length before asking, and shows the message of a 400', async () => {
    const fetchMock = vi.fn(async () => json({ error: 'Invalid request', fieldErrors: { question: ['Please type a question of 2 to 300 characters.'] } }, 400));
    vi.stubGlobal('fetch', fetchMock);
    render(<ChatConsole phone={PHONE} />);
    askQuestion(' a ');
    expect((await screen.findByRole('alert')).textContent).toBe('Please type a question of 2 to 300 characters.');
    expect(fetchMock).not.toHaveBeenCalled();
    askQuestion('ok then');
    expect((await screen.findByText('Please type a question of 2 to 300 characters.', { selector: '[role=alert]' })).textContent).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends a message and confirms it, with the field errors of the server shown at their fields', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json({ error: 'Invalid request', fieldErrors: { email: ['Please enter a valid email address.'] } }, 400))
      .mockResolvedValueOnce(json({ reference: 'AB12CD34' }, 201));
    vi.stubGlobal('fetch', fetchMock);
    render(<ChatConsole phone={PHONE} />);
    fireEvent.click(screen.getByRole('button', { name: 'Leave a message' }));
    const form = await screen.findByRole('form', { name: 'Leave a message' });
    fireEvent.click(within(form).getByRole('button', { name: 'Send Message' }));
    expect(await within(form).findAllByText('Field is required.')).toHaveLength(3);
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Ada' } });
    fireEvent.change(within(form).getByLabelText('Email address'), { target: { value: 'ada@example.com' } });
    fireEvent.change(within(form).getByLabelText('Message'), { target: { value: 'Too short' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send Message' }));
    expect(await within(form).findByText('Please write 10 to 2000 characters.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(within(form).getByLabelText('Message'), { target: { value: 'Can I change my show date?' } });
    fireEvent.change(within(form).getByLabelText('Order number (optional)'), { target: { value: 'vg-123456789' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send Message' }));
    expect(await within(form).findByText('Please enter a valid email address.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/chat/messages',
      expect.objectContaining({ body: JSON.stringify({ name: 'Ada', email: 'ada@example.com', message: 'Can I change my show date?', orderNumber: 'VG-123456789' }) }),
    );

    fireEvent.click(within(form).getByRole('button', { name: 'Send Message' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Thank you! Your message has been sent. We will reply to ada@example.com, usually within one business day.',
    );
    expect(screen.getByText('Reference: AB12CD34')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to questions' }));
    expect(screen.getByRole('log', { name: 'Conversation' })).toBeTruthy();
  });

  it('shows the throttling message of a 429', async () => {
    const throttled = `You have sent several messages in a short time. Please wait 15 minutes before sending another, or call us at ${PHONE}.`;
    vi.stubGlobal('fetch', vi.fn(async () => json({ error: throttled }, 429)));
    render(<ChatConsole phone={PHONE} />);
    fireEvent.click(screen.getByRole('button', { name: 'Leave a message' }));
    const form = await screen.findByRole('form', { name: 'Leave a message' });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Ada' } });
    fireEvent.change(within(form).getByLabelText('Email address'), { target: { value: 'ada@example.com' } });
    fireEvent.change(within(form).getByLabelText('Message'), { target: { value: 'Can I change my show date?' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send Message' }));
    expect((await screen.findByRole('alert')).textContent).toBe(throttled);
  });
});
