// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { NOT_FOUND_SECTIONS } from '@/components/not-found-view';
import ContentPageError from './error';
import { ERROR_SECTIONS } from '@/app/error-sections';

afterEach(() => {
  cleanup();
});

describe('content page error state (storefront 2.10, 4)', () => {
  it('shows the not-found page, titled 404 Error Page, with the same site sections', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<ContentPageError error={new Error('boom')} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('PAGE NOT FOUND');
    expect(document.title).toBe('404 Error Page');
    expect(ERROR_SECTIONS).toEqual(NOT_FOUND_SECTIONS);
    log.mockRestore();
  });
});
