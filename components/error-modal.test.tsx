// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRef, useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ERROR_MODAL_OK, ErrorModal } from './error-modal';

afterEach(() => {
  cleanup();
});

/** A control that fails and shows the modal, as the cart and checkout do. */
function Trigger({ message }: { message: string }) {
  const [error, setError] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={button} type="button" onClick={() => setError(message)}>
        Remove
      </button>
      <button type="button">Elsewhere</button>
      {error ? <ErrorModal title="We couldn't update your cart" message={error} onClose={() => setError(null)} returnFocus={button} /> : null}
    </>
  );
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('error modal (storefront 8: a message with an OK button)', () => {
  it('opens as a modal dialog named by its title, showing the message, with focus on OK', () => {
    render(<Trigger message="These seats were just sold." />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('dialog', { name: "We couldn't update your cart" });
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByTestId('error-modal-message').textContent).toBe('These seats were just sold.');
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByTestId('error-modal-message').id);
    const ok = screen.getByRole('button', { name: ERROR_MODAL_OK });
    expect(ok.textContent).toBe('OK');
    expect(document.activeElement).toBe(ok);
  });

  it('closes on OK and gives focus back to the control that led to it', async () => {
    render(<Trigger message="Sold." />);
    const trigger = screen.getByRole('button', { name: 'Remove' });
    trigger.focus();
    fireEvent.click(trigger);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await flush();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes on Escape, focus back on the trigger even when it was not focused at open', async () => {
    render(<Trigger message="Sold." />);
    const trigger = screen.getByRole('button', { name: 'Remove' });
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    fireEvent.click(trigger);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await flush();
    expect(document.activeElement).toBe(trigger);
  });

  it('keeps the page behind it out of reach while open (a modal, not an inline box)', () => {
    // showModal(), not show(): only a modal dialog makes the rest of the page inert.
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const show = vi.spyOn(HTMLDialogElement.prototype, 'show');
    render(<Trigger message="Sold." />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(show).not.toHaveBeenCalled();
    showModal.mockRestore();
    show.mockRestore();
  });
});
