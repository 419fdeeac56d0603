// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SiteSearchBox } from './site-search-box';

const router = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));

afterEach(() => {
  cleanup();
  router.push.mockReset();
});

describe('header search box (storefront 2.7)', () => {
  it("is required: an empty search says 'Field is required.' and goes nowhere", async () => {
    render(<SiteSearchBox action="/iv2/searchresults/sitesearch" />);
    const input = screen.getByRole('searchbox', { name: 'Search the site' });
    expect(input.getAttribute('placeholder')).toBe('Search');
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Field is required.')).toBeTruthy();
    expect(router.push).not.toHaveBeenCalled();
  });

  it('opens the results for the trimmed text', async () => {
    render(<SiteSearchBox action="/iv2/searchresults/sitesearch" />);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: ' blue & gold ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/iv2/searchresults/sitesearch?rq=blue+%26+gold'));
  });
});
