// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ORDER_LOOKUP_MESSAGES } from '../order-messages';
import { OrderLookupForm } from './order-lookup-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const fill = (email: string, number: string) => {
  fireEvent.change(screen.getByLabelText('Email address'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Confirmation number'), { target: { value: number } });
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Find My Order' }));

describe('OrderLookupForm', () => {
  it('checks the fields before asking the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(<OrderLookupForm />);
    fill('ada@', 'VG-12');
    submit();
    expect(await screen.findByText('Confirmation numbers look like VG-123456789.')).toBeTruthy();
    expect(screen.getByLabelText('Email address').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the e-mail and the number (upper case) and says when nothing matches', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ error: ORDER_LOOKUP_MESSAGES.notFound }), { status: 404 }));
    vi.stubGlobal('fetch', fetchMock);
    render(<OrderLookupForm />);
    fill(' ada@example.com ', ' vg-123456789 ');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(ORDER_LOOKUP_MESSAGES.notFound);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/orders/lookup',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ email: 'ada@example.com', confirmationNumber: 'VG-123456789' }) }),
    );
  });

  it('says when there were too many attempts', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ error: ORDER_LOOKUP_MESSAGES.throttled }), { status: 429 })));
    render(<OrderLookupForm />);
    fill('ada@example.com', 'VG-123456789');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(ORDER_LOOKUP_MESSAGES.throttled);
  });
});
