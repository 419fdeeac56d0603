import styles from './home-hero.module.css';

const PROMISES = [
  {
    title: 'Best Price Guarantee',
    text: 'Found a better public rate? Hotels are rebooked at the lower rate within the cancellation window; for everything else tell us within 24 hours of booking.',
  },
  { title: 'Secure Shopping', text: 'Encrypted checkout and trusted payment partners on every order.' },
  { title: 'Here to Help', text: 'Real people on the phone or in chat before, during and after your trip.' },
] as const;

export function HomeHero({ siteName }: { siteName: string }) {
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <div className={styles.copy}>
        <p className={styles.kicker}>{siteName}</p>
        <h1 id="home-hero-title" className={styles.title}>
          Las Vegas Hotels, Shows, Tours, Clubs &amp; More
        </h1>
        <p className={styles.lead}>
          The best rate guarantee on hotels and deals on show tickets, all in one place.
        </p>
      </div>
      <ul className={styles.promises}>
        {PROMISES.map((p) => (
          <li key={p.title}>
            <strong>{p.title}</strong>
            <span>{p.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
