// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { NotFoundView } from './not-found-view';

afterEach(() => {
  cleanup();
});

describe('NotFoundView', () => {
  it('shows the spec title, message and the site-section links', () => {
    render(<NotFoundView />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('PAGE NOT FOUND');
    expect(
      screen.getByText(
        'The page you requested is sleeping off a hangover. Please choose a site section from the links below.',
      ),
    ).toBeTruthy();
    const sections = within(screen.getByRole('navigation', { name: 'Site sections' }));
    const links = sections.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links.map(([label]) => label)).toEqual(['Hotels', 'Shows', 'Tours', 'Attractions', 'Nightlife', 'Restaurants', 'Deals', 'Home']);
    expect(Object.fromEntries(links)).toMatchObject({ Hotels: '/hotels', Shows: '/shows', Home: '/' });
  });
});
