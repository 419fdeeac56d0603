// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { grantMemberDealFromUrl, MEMBER_DEALS_COOKIE } from '@/lib/member-deals';
import { EMPTY_VISITOR_DATA, refreshVisitorData, resetVisitorData, visitorDataScript } from '@/lib/visitor-data';
import { InsiderSignupBlock } from './insider-signup-block';

afterEach(() => {
  cleanup();
  resetVisitorData();
  Cookies.remove(MEMBER_DEALS_COOKIE, { path: '/' });
});

describe('InsiderSignupBlock (storefront 2.3)', () => {
  it('shows to an anonymous visitor and hides once they are signed in', async () => {
    render(<InsiderSignupBlock>form</InsiderSignupBlock>);
    expect(screen.getByTestId('insider-signup')).toBeTruthy();
    await act(async () => {
      await refreshVisitorData({ fetchImpl: async () => new Response(visitorDataScript({ ...EMPTY_VISITOR_DATA, loggedIn: true, universalUserId: 'u1' })) });
    });
    expect(screen.queryByTestId('insider-signup')).toBeNull();
  });

  it('hides for a member-deal holder', () => {
    render(<InsiderSignupBlock>form</InsiderSignupBlock>);
    expect(screen.getByTestId('insider-signup')).toBeTruthy();
    act(() => {
      grantMemberDealFromUrl('?utm_medium=email');
    });
    expect(screen.queryByTestId('insider-signup')).toBeNull();
  });
});
