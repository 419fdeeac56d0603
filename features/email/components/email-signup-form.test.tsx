// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { EMPTY_VISITOR_DATA, refreshVisitorData, resetVisitorData, visitorDataScript } from '@/lib/visitor-data';
import { EmailSignupForm } from './email-signup-form';

function renderForm(node: ReactNode = <EmailSignupForm />) {
  return render(node);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetVisitorData();
});

const input = () => screen.getByRole('textbox', { name: 'Email address' });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

describe('EmailSignupForm', () => {
  it("an empty address says 'Field is required.' and sends nothing", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Field is required.');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('an invalid address gets the invalid-email message', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    fireEvent.change(input(), { target: { value: 'visitor@' } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid email address.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a valid address is posted and the form gives way to the thank-you line', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ ok: true }), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    fireEvent.change(input(), { target: { value: '  visitor@example.com ' } });
    submit();
    expect((await screen.findByRole('status')).textContent).toBe(
      'Thank you for signing up for our Email Promotions! Enjoy the savings!',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/email-signup',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ email: 'visitor@example.com', source: 'footer' }) }),
    );
  });

  it('reports the sign-up to analytics once it succeeded, naming the form', async () => {
    delete window.dataLayer;
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ ok: true }), { status: 201 })));
    renderForm(<EmailSignupForm label="Insider pricing sign-up" />);
    fireEvent.change(input(), { target: { value: 'visitor@example.com' } });
    submit();
    await screen.findByRole('status');
    expect(window.dataLayer).toEqual([{ event: 'sign_up', method: 'email', sign_up_form: 'Insider pricing sign-up' }]);
  });

  it('reports nothing when the server refuses the address', async () => {
    delete window.dataLayer;
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ error: 'No' }), { status: 500 })));
    renderForm();
    fireEvent.change(input(), { target: { value: 'visitor@example.com' } });
    submit();
    await screen.findByRole('alert');
    expect(window.dataLayer ?? []).toEqual([]);
  });

  it('shows the server field message when the server refuses the address', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: 'Invalid request', fieldErrors: { email: ['Please enter a valid email address.'] } }), {
            status: 400,
          }),
      ),
    );
    renderForm();
    fireEvent.change(input(), { target: { value: 'visitor@example.com' } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid email address.');
  });

  it('keeps the form with a retry message when the server fails', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"error":"Something went wrong"}', { status: 500 })));
    renderForm();
    fireEvent.change(input(), { target: { value: 'visitor@example.com' } });
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Please try again'));
    expect(input()).toBeTruthy();
  });

  it('shows only the thank-you line to visitors already subscribed', () => {
    renderForm(<EmailSignupForm alreadySubscribed />);
    expect(screen.getByRole('status').textContent).toBe(
      'Thank you for signing up for our Email Promotions! Enjoy the savings!',
    );
  });

  it('gives way to the thank-you line once the visitor data says an insider is signed in', async () => {
    renderForm();
    expect(input()).toBeTruthy();
    await act(async () => {
      await refreshVisitorData({ fetchImpl: async () => new Response(visitorDataScript({ ...EMPTY_VISITOR_DATA, loggedIn: true, universalUserId: 'u1' })) });
    });
    expect(screen.queryByRole('textbox', { name: 'Email address' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Thank you for signing up for our Email Promotions! Enjoy the savings!');
  });
});
