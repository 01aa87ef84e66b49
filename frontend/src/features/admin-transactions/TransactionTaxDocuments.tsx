import { FileTextOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { formatDateIst, formatInr } from '../../shared/format';
import { transactionTaxDocumentsQuery } from './queries';

export const TAX_DOCUMENTS_LOAD_FAILED = 'Error loading invoices';

/**
 * A payment's tax invoices and credit notes (its details drawer): each a PDF download, with whose fee it
 * is, its date (IST) and total. Mounted only while the drawer is open, so it asks only then.
 */
export function TransactionTaxDocuments({ transactionId }: { transactionId: string }) {
  const documents = useQuery(transactionTaxDocumentsQuery(transactionId));
  if (documents.isPending) {
    return (
      <span className="txn-muted" role="status">
        Loading invoices…
      </span>
    );
  }
  if (documents.isError) {
    return (
      <span className="txn-stack">
        <span className="txn-error">{TAX_DOCUMENTS_LOAD_FAILED}</span>
        <Button size="small" onClick={() => void documents.refetch()}>
          Retry
        </Button>
      </span>
    );
  }
  if (documents.data.length === 0) return <span className="txn-muted">None issued</span>;
  return (
    <ul className="txn-documents">
      {documents.data.map((document) => {
        const name = `${document.kind === 'invoice' ? 'invoice' : 'credit note'} ${document.number}`;
        return (
          <li key={document.id}>
            <span className="txn-role">{document.recipient_role === 'buyer' ? 'Buyer fee' : 'Seller fee'}</span>
            <a href={document.pdf_url} download aria-label={`Download ${name}`}>
              <FileTextOutlined aria-hidden="true" /> Download {name}
            </a>
            <span className="txn-muted">
              {document.recipient_name} · {formatDateIst(document.issued_at)} · {formatInr(document.total)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
