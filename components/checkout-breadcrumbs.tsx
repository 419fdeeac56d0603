import styles from './checkout-breadcrumbs.module.css';

export type CheckoutStep = 'cart' | 'guestInfo' | 'billing' | 'confirmation';

const STEPS: readonly { step: CheckoutStep; label: string }[] = [
  { step: 'cart', label: 'My Cart' },
  { step: 'guestInfo', label: 'Guest Information' },
  { step: 'billing', label: 'Billing & Payment' },
  { step: 'confirmation', label: 'Confirmation' },
];

/**
 * The checkout steps (ticket-buying 2): my cart, guest information, billing & payment,
 * confirmation ('Order Complete' once reached). Earlier steps are links, none on confirmation;
 * without a cart the cart step is left out.
 */
export function CheckoutBreadcrumbs({
  current,
  hrefs,
  hasCart = true,
}: {
  current: CheckoutStep;
  hrefs: Partial<Record<CheckoutStep, string>>;
  hasCart?: boolean;
}) {
  const steps = STEPS.filter((s) => hasCart || s.step !== 'cart');
  const currentIndex = steps.findIndex((s) => s.step === current);
  return (
    <nav aria-label="Checkout steps" className={styles.breadcrumbs} data-testid="checkout-breadcrumbs">
      <ol className={styles.list}>
        {steps.map(({ step, label }, index) => {
          const text = step === 'confirmation' && current === 'confirmation' ? 'Order Complete' : label;
          const href = hrefs[step];
          const earlier = index < currentIndex && current !== 'confirmation' && href !== undefined;
          const state = index === currentIndex ? styles.current : index < currentIndex ? styles.done : styles.upcoming;
          return (
            <li key={step} className={`${styles.step} ${state}`}>
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              {earlier ? (
                <a href={href}>{text}</a>
              ) : (
                <span aria-current={index === currentIndex ? 'step' : undefined}>{text}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
