// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { isChatExcluded } from './chat-exclusions';
import { ChatToggle } from './chat-toggle';

const navigation = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }));

function renderToggle(node: ReactNode) {
  const view = render(node);
  return { ...view, rerenderWith: (child: ReactNode) => view.rerender(child) };
}

beforeEach(() => {
  navigation.pathname = '/';
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const listResponse = (desktop: string[]) =>
  vi.fn(async () => new Response(JSON.stringify({ desktop }), { headers: { 'Content-Type': 'application/json' } }));

describe('ChatToggle', () => {
  it('shows chat on a route that is not excluded and opens a 450x450 popup', async () => {
    const fetchMock = listResponse(['/iv2/cart', '/iv2/billing']);
    vi.stubGlobal('fetch', fetchMock);
    const open = vi.spyOn(window, 'open').mockImplementation(() => ({ focus: vi.fn() }) as unknown as Window);
    renderToggle(<ChatToggle chatUrl="/chat" />);
    const button = await screen.findByRole('button', { name: 'Live Chat' });
    expect(fetchMock).toHaveBeenCalledWith('/routesToExclude.json', expect.anything());
    fireEvent.click(button);
    expect(open).toHaveBeenCalledWith('/chat', 'vegas-chat', expect.stringContaining('width=450,height=450'));
  });

  it('hides chat on an excluded route (and below it)', async () => {
    const fetchMock = listResponse(['/iv2/cart']);
    vi.stubGlobal('fetch', fetchMock);
    navigation.pathname = '/shows';
    const view = renderToggle(<ChatToggle chatUrl="/chat" />);
    // Loaded: shown on a route that is not listed...
    expect(await screen.findByRole('button', { name: 'Live Chat' })).toBeTruthy();
    // ...and gone after navigating to a listed route or one below it.
    navigation.pathname = '/iv2/cart';
    view.rerenderWith(<ChatToggle chatUrl="/chat" />);
    expect(screen.queryByRole('button', { name: 'Live Chat' })).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows chat everywhere, silently, when the exclusion list fails to load', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const errors = vi.spyOn(console, 'error');
    navigation.pathname = '/iv2/cart';
    renderToggle(<ChatToggle chatUrl="/chat" />);
    expect(await screen.findByRole('button', { name: 'Live Chat' })).toBeTruthy();
    expect(errors).not.toHaveBeenCalled();
  });

  it('shows chat when the list answers with an error status or a wrong shape', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('oops', { status: 500 })));
    navigation.pathname = '/iv2/cart';
    renderToggle(<ChatToggle chatUrl="/chat" />);
    expect(await screen.findByRole('button', { name: 'Live Chat' })).toBeTruthy();
  });
});

describe('isChatExcluded', () => {
  it('matches a listed route, its sub-paths and trailing slashes, but not look-alikes', () => {
    const list = ['/iv2/cart', '/iv2/checkout/'];
    expect(isChatExcluded('/iv2/cart', list)).toBe(true);
    expect(isChatExcluded('/iv2/cart/', list)).toBe(true);
    expect(isChatExcluded('/iv2/cart/abc', list)).toBe(true);
    expect(isChatExcluded('/iv2/checkout', list)).toBe(true);
    expect(isChatExcluded('/iv2/cartoon', list)).toBe(false);
    expect(isChatExcluded('/', list)).toBe(false);
    expect(isChatExcluded('/shows', [])).toBe(false);
  });
});
