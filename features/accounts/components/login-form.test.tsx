// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { LoginForm } from './login-form';
import { INVALID_CREDENTIALS } from './auth-client';

const props = { nextHref: '/mytrip/app/MyAccountLogin', forgotPasswordHref: '/iv2/forgot-password', registerHref: '/iv2/register' };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LoginForm', () => {
  it('says which fields are missing and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(<LoginForm {...props} facebook={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getAllByText('Field is required.')).toHaveLength(2));
    expect(screen.getByLabelText('Email address').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers Facebook only when it is configured, and always the forgot-password link and the register promo', () => {
    const { rerender } = render(<LoginForm {...props} facebook={false} />);
    expect(screen.queryByRole('button', { name: /Facebook/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/iv2/forgot-password');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/iv2/register');
    rerender(<LoginForm {...props} facebook />);
    expect(screen.getByRole('button', { name: 'Sign in with Facebook' })).toBeTruthy();
  });

  it('shows the refusal of a wrong password as a sentence', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }, { status: 401 })),
    );
    render(<LoginForm {...props} facebook={false} />);
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'pat@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toBe(INVALID_CREDENTIALS);
  });
});
