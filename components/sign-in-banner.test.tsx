// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { EMPTY_VISITOR_DATA, refreshVisitorData, resetVisitorData, visitorDataScript } from '@/lib/visitor-data';
import { SignInBanner } from './sign-in-banner';
import {
  SIGN_IN_BANNER_ATTRIBUTE,
  SIGN_IN_BANNER_SCRIPT,
  SIGN_IN_BANNER_STORAGE_KEY,
} from './sign-in-banner-script';

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute(SIGN_IN_BANNER_ATTRIBUTE);
});

afterEach(() => {
  cleanup();
  resetVisitorData();
});

describe('SignInBanner', () => {
  it('greets signed-out visitors with the exact wording and a sign-in link', () => {
    render(<SignInBanner siteName="VegasGo" loginHref="/iv2/login" />);
    const banner = screen.getByTestId('sign-in-banner');
    expect(banner.textContent).toBe('Welcome to VegasGo! Sign in to see deals of up to 50% off.');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/iv2/login');
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('closes, remembers it in local storage and stays closed on the next mount', () => {
    const first = render(<SignInBanner siteName="VegasGo" loginHref="/iv2/login" />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('sign-in-banner')).toBeNull();
    expect(localStorage.getItem(SIGN_IN_BANNER_STORAGE_KEY)).toBe('1');
    expect(document.documentElement.getAttribute(SIGN_IN_BANNER_ATTRIBUTE)).toBe('hidden');
    first.unmount();

    // A reload: a fresh document, the stored flag still there.
    document.documentElement.removeAttribute(SIGN_IN_BANNER_ATTRIBUTE);
    render(<SignInBanner siteName="VegasGo" loginHref="/iv2/login" />);
    expect(screen.queryByTestId('sign-in-banner')).toBeNull();
    expect(document.documentElement.getAttribute(SIGN_IN_BANNER_ATTRIBUTE)).toBe('hidden');
  });

  it('the pre-paint script hides the banner only for visitors who closed it', () => {
    // The exact text the layout inlines.
    const runScript = new Function(SIGN_IN_BANNER_SCRIPT) as () => void;
    runScript();
    expect(document.documentElement.hasAttribute(SIGN_IN_BANNER_ATTRIBUTE)).toBe(false);
    localStorage.setItem(SIGN_IN_BANNER_STORAGE_KEY, '1');
    runScript();
    expect(document.documentElement.getAttribute(SIGN_IN_BANNER_ATTRIBUTE)).toBe('hidden');
  });

  it('disappears for a signed-in member once the visitor data arrives (spec 4: only while logged out)', async () => {
    render(<SignInBanner siteName="VegasGo" loginHref="/iv2/login" />);
    expect(screen.getByTestId('sign-in-banner')).toBeTruthy();
    await act(async () => {
      await refreshVisitorData({ fetchImpl: async () => new Response(visitorDataScript({ ...EMPTY_VISITOR_DATA, loggedIn: true, universalUserId: 'u1' })) });
    });
    expect(screen.queryByTestId('sign-in-banner')).toBeNull();
    // Signed out again (a forced refresh after sign-out): back.
    await act(async () => {
      await refreshVisitorData({ force: true, fetchImpl: async () => new Response(visitorDataScript(EMPTY_VISITOR_DATA)) });
    });
    expect(screen.getByTestId('sign-in-banner')).toBeTruthy();
  });
});
