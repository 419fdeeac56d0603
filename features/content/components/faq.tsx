import { MarkdownText } from './markdown';
import styles from './content.module.css';

export const FAQ_DEFAULT_TITLE = 'Frequently Asked Questions';

export type FaqEntry = { readonly question: string; readonly answer: string };

/** The FAQ widget (storefront 2.10): questions that open to their answers; nothing when empty. */
export function Faq({ title = FAQ_DEFAULT_TITLE, entries }: { title?: string; entries: readonly FaqEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <section className={styles.widget} aria-labelledby="faq-title" data-testid="faq">
      <h2 id="faq-title">{title}</h2>
      <div className={styles.faq}>
        {entries.map((entry) => (
          <details key={entry.question} className={styles.faqItem}>
            <summary className={styles.faqQuestion}>{entry.question}</summary>
            <MarkdownText source={entry.answer} />
          </details>
        ))}
      </div>
    </section>
  );
}
