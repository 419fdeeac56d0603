// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NewTabHistory, backHref } from './new-tab-history';

afterEach(() => cleanup());

describe('backHref', () => {
  it('goes back to a page of this site that linked here, else to the fallback', () => {
    expect(backHref('https://www.vegasgo.com/shows?x=1', 'https://www.vegasgo.com', '/iv2/searchresults/shows')).toBe('/shows?x=1');
    expect(backHref('https://www.google.com/search?q=show', 'https://www.vegasgo.com', '/iv2/searchresults/shows')).toBe('/iv2/searchresults/shows');
    expect(backHref('', 'https://www.vegasgo.com', '/iv2/searchresults/shows')).toBe('/iv2/searchresults/shows');
    expect(backHref('not a url', 'https://www.vegasgo.com', '/fallback')).toBe('/fallback');
  });
});

describe('NewTabHistory', () => {
  it('puts the fallback before a page opened in a new tab, so that Back leads there', async () => {
    window.history.replaceState(null, '', '/iv2/las-vegas-shows/1/x/dates');
    expect(window.history.length).toBe(1);
    render(<NewTabHistory fallbackHref="/iv2/searchresults/shows" />);
    expect(window.history.length).toBe(2);
    expect(window.location.pathname).toBe('/iv2/las-vegas-shows/1/x/dates');
    const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    window.history.back();
    await popped;
    expect(window.location.pathname).toBe('/iv2/searchresults/shows');

    // A tab with history already: nothing more is added.
    render(<NewTabHistory fallbackHref="/elsewhere" />);
    expect(window.history.length).toBe(2);
  });
});
