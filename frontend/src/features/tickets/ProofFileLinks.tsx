import { Trans } from '@lingui/react/macro';
import { FileOutlined } from '../../shared/ui/icons';
import type { Sale } from './queries';

/** The seller's proof files (authorised links: the sale's buyer, its seller and staff only). */
export function ProofFileLinks({ sale }: { sale: Pick<Sale, 'proof_of_transfer'> }) {
  if (sale.proof_of_transfer.length === 0) {
    return (
      <span className="sold-muted">
        <Trans>No proof yet</Trans>
      </span>
    );
  }
  return (
    <ul className="proof-links">
      {sale.proof_of_transfer.map((url, index) => {
        const number = index + 1;
        return (
          <li key={url}>
            <a href={url} target="_blank" rel="noopener noreferrer">
              <FileOutlined aria-hidden="true" /> <Trans>Proof {number}</Trans>
              <span className="sr-only">
                {' '}
                <Trans>(opens in a new tab)</Trans>
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
