import type { PaymentMethod } from '@/lib/config/site';
import styles from './site-footer.module.css';

/** Card-shaped badges drawn inline (no image requests); each is an image named after its method. */
function Badge({ method }: { method: PaymentMethod }) {
  const common = { viewBox: '0 0 60 38', width: 60, height: 38, role: 'img', 'aria-label': method } as const;
  switch (method) {
    case 'Visa':
      return (
        <svg {...common}>
          <rect width="60" height="38" rx="5" fill="#fff" />
          <text x="30" y="25" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="16" fontWeight="900" fontStyle="italic" fill="#1a1f71">
            VISA
          </text>
        </svg>
      );
    case 'Mastercard':
      return (
        <svg {...common}>
          <rect width="60" height="38" rx="5" fill="#fff" />
          <circle cx="24" cy="19" r="10" fill="#eb001b" />
          <circle cx="36" cy="19" r="10" fill="#f79e1b" fillOpacity="0.9" />
        </svg>
      );
    case 'American Express':
      return (
        <svg {...common}>
          <rect width="60" height="38" rx="5" fill="#2e77bc" />
          <text x="30" y="23" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="11" fontWeight="900" fill="#fff">
            AMEX
          </text>
        </svg>
      );
    case 'Discover':
      return (
        <svg {...common}>
          <rect width="60" height="38" rx="5" fill="#fff" />
          <text x="8" y="23" fontFamily="Arial, sans-serif" fontSize="9" fontWeight="800" fill="#231f20">
            DISC
          </text>
          <circle cx="36" cy="19.5" r="5" fill="#f58220" />
          <text x="42" y="23" fontFamily="Arial, sans-serif" fontSize="9" fontWeight="800" fill="#231f20">
            VR
          </text>
        </svg>
      );
    case 'PayPal':
      return (
        <svg {...common}>
          <rect width="60" height="38" rx="5" fill="#fff" />
          <text x="30" y="24" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="13" fontWeight="900" fontStyle="italic">
            <tspan fill="#003087">Pay</tspan>
            <tspan fill="#009cde">Pal</tspan>
          </text>
        </svg>
      );
  }
}

export function PaymentIcons({ methods }: { methods: readonly PaymentMethod[] }) {
  return (
    <ul className={styles.payments} aria-label="Payment methods we accept" data-testid="payment-methods">
      {methods.map((method) => (
        <li key={method}>
          <Badge method={method} />
        </li>
      ))}
    </ul>
  );
}
