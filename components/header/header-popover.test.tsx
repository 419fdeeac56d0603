// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { HeaderPopover } from './header-popover';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function setup() {
  render(
    <>
      <p>Outside text</p>
      <HeaderPopover label="Recently Seen">
        <p>Blank space</p>
        <a href="#a-show">A show</a>
      </HeaderPopover>
    </>,
  );
  return screen.getByRole('button', { name: 'Recently Seen' });
}

describe('HeaderPopover', () => {
  it('toggles from its button and mounts its content only while open', () => {
    const button = setup();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('A show')).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'Recently Seen' })).toBeTruthy();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('a mouse press outside a link closes it, even inside the panel', () => {
    const button = setup();
    fireEvent.click(button);
    fireEvent.mouseDown(screen.getByText('Blank space'));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    fireEvent.mouseDown(screen.getByText('Outside text'));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('a mouse press on a link in the panel leaves it open for the click', () => {
    const button = setup();
    fireEvent.click(button);
    fireEvent.mouseDown(screen.getByRole('link', { name: 'A show' }));
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });

  it('Escape closes it and returns focus to the button', () => {
    const button = setup();
    fireEvent.click(button);
    screen.getByRole('link', { name: 'A show' }).focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('hides 500 ms after the pointer leaves (spec 9: popover hide delay), and stays when it comes back in time', () => {
    vi.useFakeTimers();
    const button = setup();
    const root = button.parentElement!;
    fireEvent.click(button);
    fireEvent.mouseLeave(root);
    act(() => vi.advanceTimersByTime(499));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    act(() => vi.advanceTimersByTime(1));
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button);
    fireEvent.mouseLeave(root);
    act(() => vi.advanceTimersByTime(400));
    fireEvent.mouseEnter(root);
    act(() => vi.advanceTimersByTime(1000));
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });

  it('a closed popover ignores the pointer; focus in a panel that hides returns to the button', () => {
    vi.useFakeTimers();
    const button = setup();
    const root = button.parentElement!;
    fireEvent.mouseEnter(root);
    fireEvent.mouseLeave(root);
    act(() => vi.advanceTimersByTime(600));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    act(() => screen.getByRole('link', { name: 'A show' }).focus());
    fireEvent.mouseLeave(root);
    act(() => vi.advanceTimersByTime(500));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });
});
