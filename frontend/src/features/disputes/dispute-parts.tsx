import { Trans, useLingui } from '@lingui/react/macro';
import { ClockCircleOutlined, FileOutlined, WarningOutlined } from '../../shared/ui/icons';
import { formatDateTimeIst } from '../../shared/format';
import { useLocale } from '../../shared/i18n';
import { type Tone, ToneTag } from '../../shared/ui/ToneTag';
import { disputeStatusLabel } from './dispute-words';
import type { Dispute, DisputeFile, DisputeStatus } from './queries';
import './disputes.css';

/** Whose move it is: waiting on someone (yellow), being looked at (blue), decided (green), withdrawn (grey). */
const tones: Record<DisputeStatus, Tone> = {
  open: 'warning',
  awaiting_seller: 'warning',
  under_review: 'info',
  resolved_refund: 'success',
  resolved_release: 'success',
  withdrawn: 'neutral',
};

export function DisputeStatusTag({ dispute }: { dispute: Pick<Dispute, 'status' | 'status_label'> }) {
  const { i18n } = useLingui();
  return (
    <ToneTag tone={tones[dispute.status] ?? 'neutral'}>
      {disputeStatusLabel(i18n, dispute.status, dispute.status_label)}
    </ToneTag>
  );
}

/** Past a legal deadline (acknowledgement or resolution) and still open. */
export function OverdueTag({
  dispute,
}: {
  dispute: Pick<Dispute, 'overdue' | 'acknowledgement_overdue' | 'resolution_overdue'>;
}) {
  const { t } = useLingui();
  if (!dispute.overdue) return null;
  const which = dispute.resolution_overdue ? t`Resolution overdue` : t`Acknowledgement overdue`;
  return (
    <ToneTag tone="danger">
      <WarningOutlined aria-hidden="true" /> {which}
    </ToneTag>
  );
}

/**
 * The desk's two promises (E-Commerce Rules 2020, rule 4(5)): acknowledged within 48 hours, resolved
 * within a month; each with its date in IST and whether it was kept.
 */
export function DisputeDeadlines({
  dispute,
}: {
  dispute: Pick<
    Dispute,
    | 'acknowledge_by'
    | 'acknowledged_at'
    | 'resolve_by'
    | 'closed_at'
    | 'acknowledgement_overdue'
    | 'resolution_overdue'
    | 'status'
  >;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const withdrawn = dispute.status === 'withdrawn';
  const acknowledgeBy = formatDateTimeIst(dispute.acknowledge_by, locale);
  const resolveBy = formatDateTimeIst(dispute.resolve_by, locale);
  let acknowledgement: string;
  if (dispute.acknowledged_at) acknowledgement = t`Acknowledged ${formatDateTimeIst(dispute.acknowledged_at, locale)}`;
  else acknowledgement = dispute.closed_at ? t`Was due by ${acknowledgeBy}` : t`Due by ${acknowledgeBy}`;
  let resolution: string;
  if (!dispute.closed_at) resolution = t`Due by ${resolveBy}`;
  else {
    const closedAt = formatDateTimeIst(dispute.closed_at, locale);
    resolution = withdrawn ? t`Withdrawn ${closedAt}` : t`Resolved ${closedAt}`;
  }
  const overdue = (
    <strong className="dispute-deadlines__late">
      {' · '}
      <Trans>Overdue</Trans>
    </strong>
  );
  return (
    <dl className="dispute-deadlines">
      <div className={dispute.acknowledgement_overdue ? 'is-overdue' : undefined}>
        <dt>
          <ClockCircleOutlined aria-hidden="true" /> <Trans>Acknowledgement (within 48 hours)</Trans>
        </dt>
        <dd>
          {acknowledgement}
          {dispute.acknowledgement_overdue && overdue}
        </dd>
      </div>
      <div className={dispute.resolution_overdue ? 'is-overdue' : undefined}>
        <dt>
          <ClockCircleOutlined aria-hidden="true" /> <Trans>Resolution (within 30 days)</Trans>
        </dt>
        <dd>
          {resolution}
          {dispute.resolution_overdue && overdue}
        </dd>
      </div>
    </dl>
  );
}

/** A file of a dispute: a download for the parties and staff only (the server checks who asks). */
export function DisputeFileLinks({ files }: { files: readonly DisputeFile[] }) {
  const { t } = useLingui();
  if (files.length === 0) return null;
  return (
    <ul className="dispute-files">
      {files.map((file) => (
        <li key={file.id}>
          <a href={file.url} target="_blank" rel="noopener noreferrer">
            <FileOutlined aria-hidden="true" /> {file.name}
            <span className="sr-only">{` ${t`(opens in a new tab)`}`}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
