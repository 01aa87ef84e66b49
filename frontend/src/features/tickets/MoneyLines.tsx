import { ToneTag } from '../../shared/ui/ToneTag';
import type { MoneyLine } from './money-words';

/** Lines about money on a card (a refund's state, a payout's): a tag, then the detail. */
export function MoneyLines({ lines, label }: { lines: readonly MoneyLine[]; label: string }) {
  if (lines.length === 0) return null;
  return (
    <ul className="money-lines" aria-label={label}>
      {lines.map((line, index) => (
        <li key={index} className="money-line">
          <ToneTag tone={line.tone}>{line.text}</ToneTag>
          {line.detail && <span className="money-line__detail">{line.detail}</span>}
        </li>
      ))}
    </ul>
  );
}
