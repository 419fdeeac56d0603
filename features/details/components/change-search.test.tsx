// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChangeSearch } from './change-search';

afterEach(() => {
  cleanup();
  delete window.dataLayer;
});

describe('ChangeSearch', () => {
  it('shows and hides the search, reporting each use', () => {
    render(
      <ChangeSearch summary="Your search: Dec 1 – Dec 3, 2026">
        <form aria-label="Search shows" />
      </ChangeSearch>,
    );
    const button = screen.getByRole('button', { name: 'Change Search' });
    const panel = screen.getByTestId('change-search-panel');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.hidden).toBe(true);

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    fireEvent.click(button);
    expect(panel.hidden).toBe(true);

    const actions = (window.dataLayer ?? []).map((m) => (m as { interaction_action?: string }).interaction_action);
    expect(actions).toEqual(['Open Change Search', 'Close Change Search']);
    expect(screen.getByText('Your search: Dec 1 – Dec 3, 2026')).toBeTruthy();
  });
});
