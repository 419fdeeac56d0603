// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { InfoTooltip } from './info-tooltip';

afterEach(() => {
  cleanup();
});

// The chat link is CHAT_URL, which may be another site: a plain link, as on the hotel page.
const CHAT_HREF = '/chat';

function renderTooltip() {
  render(
    <div>
      <InfoTooltip label="Chat">
        Questions? <a href={CHAT_HREF}>Chat with us</a>
      </InfoTooltip>
      <button type="button">Elsewhere</button>
    </div>,
  );
  const trigger = screen.getByRole('button', { name: 'Chat' });
  const bubble = document.getElementById(trigger.getAttribute('aria-describedby') ?? '')!;
  return { trigger, bubble };
}

describe('InfoTooltip', () => {
  it('describes its button by the bubble, which starts closed but in the markup', () => {
    const { trigger, bubble } = renderTooltip();
    expect(bubble).not.toBeNull();
    expect(bubble.getAttribute('role')).toBe('tooltip');
    expect(bubble.textContent).toBe('Questions? Chat with us');
    expect(bubble.hidden).toBe(true);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens on keyboard focus and closes on Escape, keeping focus on the button', () => {
    const { trigger, bubble } = renderTooltip();
    act(() => trigger.focus());
    expect(bubble.hidden).toBe(false);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(trigger, { key: 'Escape' });
    expect(bubble.hidden).toBe(true);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger);
  });

  it('opens on hover, closes when the pointer leaves, and Escape dismisses a hovered bubble', () => {
    const { trigger, bubble } = renderTooltip();
    const root = trigger.parentElement!;
    fireEvent.mouseEnter(root);
    expect(bubble.hidden).toBe(false);
    fireEvent.mouseLeave(root);
    expect(bubble.hidden).toBe(true);
    fireEvent.mouseEnter(root);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(bubble.hidden).toBe(true);
  });

  it('toggles on click', () => {
    const { trigger, bubble } = renderTooltip();
    fireEvent.click(trigger);
    expect(bubble.hidden).toBe(false);
    fireEvent.click(trigger);
    expect(bubble.hidden).toBe(true);
  });

  it('stays open while focus moves into the bubble and closes when focus leaves both', () => {
    const { trigger, bubble } = renderTooltip();
    const link = screen.getByRole('link', { hidden: true, name: 'Chat with us' });
    act(() => trigger.focus());
    act(() => link.focus());
    expect(bubble.hidden).toBe(false);
    expect(link.getAttribute('href')).toBe(CHAT_HREF);
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    expect(bubble.hidden).toBe(true);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });
});
