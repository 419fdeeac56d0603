import type { ReactNode } from 'react';
import type { ProductEntry } from '../entry-schema';
import { MarkdownText } from './markdown';
import styles from './content.module.css';

/**
 * The product page of a static route (storefront 2.10: a content product entry, or a catalog
 * product found by url and built into one): name, summary, features, address, and `book` (the
 * link to its dated details page, which app/ builds).
 */
export function ProductEntryView({ product, book }: { product: ProductEntry; book?: ReactNode }) {
  return (
    <main id="main" className="page" data-layout="PRODUCT" data-product-type={product.productType} data-testid="content-page">
      <header className={styles.pageHeader}>
        <h1>{product.displayTitle ?? product.name}</h1>
        {product.summary ? <MarkdownText source={product.summary} className={styles.intro} /> : null}
      </header>
      <div className={styles.productFacts}>
        {book}
        {product.description ? <MarkdownText source={product.description} /> : null}
        {product.features.length > 0 ? (
          <section className={styles.widget} aria-labelledby="product-features">
            <h2 id="product-features">Features</h2>
            <dl>
              {product.features.map((f) => (
                <div key={f.name}>
                  <dt>
                    <strong>{f.name}</strong>
                  </dt>
                  <dd>{f.description}</dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null}
        {product.streetAddress ? (
          <p>
            <strong>Address:</strong> {product.streetAddress}
          </p>
        ) : null}
        {product.localPhoneNumber ? (
          <p>
            <strong>Phone:</strong> {product.localPhoneNumber}
          </p>
        ) : null}
      </div>
    </main>
  );
}
