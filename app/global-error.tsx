'use client';

import { useEffect } from 'react';
import { NOT_FOUND_DOCUMENT_TITLE, NOT_FOUND_MESSAGE, NOT_FOUND_TITLE } from '@/components/not-found-panel';
import { ERROR_SECTIONS } from './error-sections';

/**
 * Replaces the root layout when the layout itself fails, so it brings its own document and
 * styles (the app's stylesheet and chrome are not available here). Like every page error it
 * shows the not-found page (storefront 2.11, 4), with full page loads for its links: the
 * layout that failed has to be built again.
 */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error('[global error]', error instanceof Error && 'digest' in error ? error.digest : error);
  }, [error]);

  return (
    <html lang="en">
      <body style={{ margin: 0, minWidth: 1152, background: '#f5f5f5', fontFamily: "'Open Sans', Arial, sans-serif", color: '#222' }}>
        <title>{NOT_FOUND_DOCUMENT_TITLE}</title>
        <div style={{ background: '#f26b21', height: 8 }} />
        <main
          id="main"
          style={{
            maxWidth: 620,
            margin: '96px auto',
            padding: '44px 48px',
            background: '#fff',
            borderRadius: 8,
            textAlign: 'center',
            boxShadow: '0 2px 12px rgba(0,0,0,0.08)',
          }}
        >
          <h1 style={{ margin: '0 0 12px', fontSize: 26 }}>{NOT_FOUND_TITLE}</h1>
          <p style={{ margin: '0 0 20px', lineHeight: 1.6, color: '#5f6368' }}>{NOT_FOUND_MESSAGE}</p>
          <nav aria-label="Site sections" style={{ margin: '0 0 26px' }}>
            {ERROR_SECTIONS.map((section) => (
              <a key={section.label} href={section.href} style={{ display: 'inline-block', margin: '4px 10px', color: '#c2410c', fontWeight: 700 }}>
                {section.label}
              </a>
            ))}
          </nav>
          <button
            type="button"
            onClick={() => retry()}
            style={{
              height: 44,
              padding: '0 24px',
              border: 0,
              borderRadius: 4,
              background: '#f26b21',
              color: '#fff',
              font: 'inherit',
              fontWeight: 800,
              letterSpacing: '0.05em',
              textTransform: 'uppercase',
              cursor: 'pointer',
            }}
          >
            Try again
          </button>
        </main>
      </body>
    </html>
  );
}
