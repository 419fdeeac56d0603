'use client';

/** Prints the page (the print style sheet leaves only the ticket or order). */
export function PrintButton({ label, className }: { label: string; className?: string }) {
  return (
    <button type="button" className={['no-print', className].filter(Boolean).join(' ')} onClick={() => window.print()}>
      {label}
    </button>
  );
}
