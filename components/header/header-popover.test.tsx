// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { HeaderPopover } from './header-popover';

afterEach(() => {
  cleanup();
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
});
