import { FileOutlined } from '../../shared/ui/icons';
import type { Sale } from './queries';

/** The seller's proof files (authorised links: the sale's buyer, its seller and staff only). */
export function ProofFileLinks({ sale }: { sale: Pick<Sale, 'proof_of_transfer'> }) {
  if (sale.proof_of_transfer.length === 0) return <span className="sold-muted">No proof yet</span>;
  return (
    <ul className="proof-links">
      {sale.proof_of_transfer.map((url, index) => (
        <li key={url}>
          <a href={url} target="_blank" rel="noopener noreferrer">
            <FileOutlined aria-hidden="true" /> Proof {index + 1}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
