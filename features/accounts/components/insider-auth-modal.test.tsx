// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { getInsiderAuthState, openInsiderAuth, resetInsiderAuth } from '@/lib/insider-auth';
import { EMPTY_VISITOR_DATA, refreshVisitorData, resetVisitorData, VISITOR_DATA_PATH, visitorDataScript } from '@/lib/visitor-data';
import { AUTH_API } from '../schema';
import { INSIDER_MODAL_TEXT, INSIDER_MODAL_TITLE, InsiderAuthModal } from './insider-auth-modal';

const links = { returnTo: '/iv2/las-vegas-shows/1/show/seats/2026-12-05T19:30', loginHref: '/iv2/login', forgotPasswordHref: '/iv2/forgot-password' };
const signedInScript = visitorDataScript({ ...EMPTY_VISITOR_DATA, loggedIn: true, universalUserId: 'u1' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  act(() => {
    resetInsiderAuth();
    resetVisitorData();
  });
});

const dialog = () => screen.getByTestId('insider-auth-modal');

describe('InsiderAuthModal (ticket-buying 2)', () => {
  it('is closed until the prompt opens it, then shows Sign Up first with the password-protection text', () => {
    render(<InsiderAuthModal {...links} facebook={false} />);
    expect(dialog().hasAttribute('open')).toBe(false);
    expect(screen.queryByRole('heading', { name: INSIDER_MODAL_TITLE })).toBeNull();

    act(() => openInsiderAuth());
    expect(dialog().hasAttribute('open')).toBe(true);
    expect(screen.getByRole('heading', { name: INSIDER_MODAL_TITLE })).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => [t.textContent, t.getAttribute('aria-selected')])).toEqual([
      ['Sign Up', 'true'],
      ['Sign In', 'false'],
    ]);
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText(INSIDER_MODAL_TEXT)).toBeTruthy();
    expect(within(panel).getByRole('form', { name: 'Create an account' })).toBeTruthy();
    // Facebook is not configured: neither the divider nor the button.
    expect(within(panel).queryByText('OR')).toBeNull();
    expect(within(panel).queryByRole('button', { name: /Facebook/ })).toBeNull();
  });

  it("offers 'Register With Facebook' and 'Login With Facebook' after an OR where Facebook is configured", () => {
    render(<InsiderAuthModal {...links} facebook />);
    act(() => openInsiderAuth('sign-up'));
    expect(within(screen.getByRole('tabpanel')).getByText('OR')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Register With Facebook' })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Sign In' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText(INSIDER_MODAL_TEXT)).toBeTruthy();
    expect(within(panel).getByRole('form', { name: 'Sign in' })).toBeTruthy();
    expect(within(panel).getByText('OR')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Login With Facebook' })).toBeTruthy();
    expect(within(panel).queryByRole('link', { name: 'Create an account' })).toBeNull();
  });

  it('moves between the tabs with the arrow keys and opens on the tab asked for', () => {
    render(<InsiderAuthModal {...links} facebook={false} />);
    act(() => openInsiderAuth('sign-in'));
    expect(screen.getByRole('tab', { name: 'Sign In' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Sign In' }), { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Sign Up' }));
  });

  it('closes itself when the sign-in succeeds, and tells the page to price again', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url === VISITOR_DATA_PATH ? new Response(signedInScript) : url === AUTH_API.signIn ? Response.json({ token: 't' }) : new Response('{}', { status: 404 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(<InsiderAuthModal {...links} facebook={false} />);
    act(() => openInsiderAuth('sign-in'));
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'pat@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'insider pass 1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(getInsiderAuthState()).toMatchObject({ open: false, completions: 1 }));
    expect(dialog().hasAttribute('open')).toBe(false);
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual([AUTH_API.signIn, VISITOR_DATA_PATH]);
  });

  it('stays open with the refusal when the password is wrong', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ code: 'INVALID_EMAIL_OR_PASSWORD' }, { status: 401 })));
    render(<InsiderAuthModal {...links} facebook={false} />);
    act(() => openInsiderAuth('sign-in'));
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'pat@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password.');
    expect(getInsiderAuthState()).toMatchObject({ open: true, completions: 0 });
  });

  it('closes itself when the login status becomes logged in elsewhere (a confirmation link in another tab)', async () => {
    render(<InsiderAuthModal {...links} facebook={false} />);
    act(() => openInsiderAuth());
    await act(async () => {
      await refreshVisitorData({ force: true, fetchImpl: async () => new Response(signedInScript) });
    });
    expect(getInsiderAuthState()).toMatchObject({ open: false, completions: 1 });
  });

  it('sends the sign-up back to this page after the e-mail confirmation', async () => {
    const fetchMock = vi.fn(async () => Response.json({ token: null }));
    vi.stubGlobal('fetch', fetchMock);
    render(<InsiderAuthModal {...links} facebook={false} />);
    act(() => openInsiderAuth());
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Pat' } });
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'pat@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'insider pass 1' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'insider pass 1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await screen.findByTestId('register-sent');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(AUTH_API.signUp);
    expect(JSON.parse(String(init.body))).toMatchObject({ email: 'pat@example.com', callbackURL: links.returnTo });
    // Not signed in yet: the modal stays open with the instructions.
    expect(getInsiderAuthState().open).toBe(true);
  });

  it('Close and Escape switch the toggle off', () => {
    render(<InsiderAuthModal {...links} facebook={false} />);
    act(() => openInsiderAuth());
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(getInsiderAuthState().open).toBe(false);
    act(() => openInsiderAuth());
    fireEvent(dialog(), new Event('close'));
    expect(getInsiderAuthState().open).toBe(false);
  });
});
