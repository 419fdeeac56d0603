import { stayLines, type StayFacts } from '@/lib/stay-lines';

/** A hotel stay's lines (lib/stay-lines.ts) as paragraphs, on the confirmation and order pages. */
export function StayLines({ stay, className }: { stay: StayFacts; className?: string }) {
  return stayLines(stay).map((line) => (
    <p key={line} className={className} data-testid="stay-line">
      {line}
    </p>
  ));
}
