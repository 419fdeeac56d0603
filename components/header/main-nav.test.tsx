// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MAIN_NAV } from '@/lib/config/site';
import { MainNav } from './main-nav';

afterEach(() => {
  cleanup();
});

const toggle = (name: string) => screen.getByRole('button', { name: `${name} menu` });
const menu = (name: string) => document.getElementById(toggle(name).getAttribute('aria-controls') ?? '') as HTMLElement;

describe('MainNav', () => {
  it('renders the nine default entries as links, with toggles only for dropdowns', () => {
    render(<MainNav items={MAIN_NAV} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const labels = ['Hotels', 'Air+Hotel', 'Shows', 'Tours', 'Attractions', 'Clubs', 'Weddings', 'More', 'Deals'];
    for (const label of labels) expect(within(nav).getByRole('link', { name: label })).toBeTruthy();
    expect(within(nav).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Clubs menu', 'More menu']);
    expect(toggle('Clubs').getAttribute('aria-expanded')).toBe('false');
    expect(menu('Clubs').hidden).toBe(true);
  });

  it('opens on hover and closes when the pointer leaves', () => {
    render(<MainNav items={MAIN_NAV} />);
    const entry = screen.getByRole('link', { name: 'Clubs' }).closest('li') as HTMLElement;
    fireEvent.mouseEnter(entry);
    expect(toggle('Clubs').getAttribute('aria-expanded')).toBe('true');
    expect(within(menu('Clubs')).getByRole('link', { name: 'Pool Clubs' })).toBeTruthy();
    fireEvent.mouseLeave(entry);
    expect(toggle('Clubs').getAttribute('aria-expanded')).toBe('false');
  });

  it('a click on the toggle of a hover-opened dropdown keeps it open; a second click closes it', () => {
    render(<MainNav items={MAIN_NAV} />);
    const entry = screen.getByRole('link', { name: 'More' }).closest('li') as HTMLElement;
    fireEvent.mouseEnter(entry);
    fireEvent.click(toggle('More'));
    expect(toggle('More').getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle('More'));
    expect(toggle('More').getAttribute('aria-expanded')).toBe('false');
  });

  it('Enter / Space on the toggle (a button click) opens and closes the dropdown', () => {
    render(<MainNav items={MAIN_NAV} />);
    toggle('Clubs').focus();
    fireEvent.click(toggle('Clubs'));
    expect(toggle('Clubs').getAttribute('aria-expanded')).toBe('true');
    expect(menu('Clubs').hidden).toBe(false);
    fireEvent.click(toggle('Clubs'));
    expect(toggle('Clubs').getAttribute('aria-expanded')).toBe('false');
  });

  it('ArrowDown opens and focuses the first link; arrows move; Escape closes and returns focus', () => {
    render(<MainNav items={MAIN_NAV} />);
    toggle('Clubs').focus();
    fireEvent.keyDown(toggle('Clubs'), { key: 'ArrowDown' });
    expect(toggle('Clubs').getAttribute('aria-expanded')).toBe('true');
    const links = within(menu('Clubs')).getAllByRole('link');
    expect(document.activeElement).toBe(links[0]);

    fireEvent.keyDown(links[0] as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(links[1]);
    fireEvent.keyDown(links[1] as HTMLElement, { key: 'ArrowUp' });
    fireEvent.keyDown(links[0] as HTMLElement, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(links.at(-1));
    fireEvent.keyDown(links.at(-1) as HTMLElement, { key: 'Home' });
    expect(document.activeElement).toBe(links[0]);

    fireEvent.keyDown(links[0] as HTMLElement, { key: 'Escape' });
    expect(toggle('Clubs').getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle('Clubs'));
  });

  it('ArrowDown on a top-level link opens its dropdown; ArrowRight / ArrowLeft move between entries', () => {
    render(<MainNav items={MAIN_NAV} />);
    const clubs = screen.getByRole('link', { name: 'Clubs' });
    clubs.focus();
    fireEvent.keyDown(clubs, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Weddings' }));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(clubs);
    fireEvent.keyDown(clubs, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(within(menu('Clubs')).getAllByRole('link')[0]);
  });

  it('closes when focus leaves the entry', () => {
    render(<MainNav items={MAIN_NAV} />);
    fireEvent.click(toggle('Clubs'));
    const entry = toggle('Clubs').closest('li') as HTMLElement;
    fireEvent.blur(toggle('Clubs'), { relatedTarget: screen.getByRole('link', { name: 'Deals' }) });
    expect(entry.querySelector('ul')?.hidden).toBe(true);
  });
});
