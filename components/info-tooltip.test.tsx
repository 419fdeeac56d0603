// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { InfoTooltip } from './info-tooltip';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
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

  it('opens 200 ms after the pointer arrives (spec: tooltip default delay), closes when it leaves, and Escape dismisses a hovered bubble', () => {
    vi.useFakeTimers();
    const { trigger, bubble } = renderTooltip();
    const root = trigger.parentElement!;
    fireEvent.mouseEnter(root);
    act(() => vi.advanceTimersByTime(199));
    expect(bubble.hidden).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(bubble.hidden).toBe(false);
    fireEvent.mouseLeave(root);
    expect(bubble.hidden).toBe(true);
    // A pointer passing over (gone before 200 ms) never opens it.
    fireEvent.mouseEnter(root);
    act(() => vi.advanceTimersByTime(150));
    fireEvent.mouseLeave(root);
    act(() => vi.advanceTimersByTime(500));
    expect(bubble.hidden).toBe(true);
    fireEvent.mouseEnter(root);
    act(() => vi.advanceTimersByTime(200));
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(bubble.hidden).toBe(true);
  });

  it('takes its delay as a prop', () => {
    vi.useFakeTimers();
    render(<InfoTooltip label="Slow" delayMs={1000}>Later</InfoTooltip>);
    const root = screen.getByRole('button', { name: 'Slow' }).parentElement!;
    fireEvent.mouseEnter(root);
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByText('Later').hidden).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Later').hidden).toBe(false);
  });

  it('sits on the left by default (spec), on the side asked for otherwise', () => {
    const { bubble } = renderTooltip();
    expect(bubble.dataset.side).toBe('left');
    render(<InfoTooltip label="Right" side="right">On the right</InfoTooltip>);
    expect(screen.getByText('On the right').dataset.side).toBe('right');
  });

  it('moves to the other side when the asked one runs out of window', () => {
    const { trigger, bubble } = renderTooltip();
    const rect = vi.spyOn(bubble, 'getBoundingClientRect').mockReturnValue(new DOMRect(-120, 10, 200, 40));
    fireEvent.click(trigger);
    expect(bubble.dataset.side).toBe('right');
    fireEvent.click(trigger);
    expect(bubble.dataset.side).toBe('left');
    rect.mockRestore();
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
