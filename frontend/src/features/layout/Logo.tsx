import { useLingui } from '@lingui/react/macro';
import { AppLink } from '../../shared/ui/links';
import './layout.css';

export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#4338ca" />
      <path
        d="M14 22a4 4 0 0 1 4-4h28a4 4 0 0 1 4 4v5a5 5 0 0 0 0 10v5a4 4 0 0 1-4 4H18a4 4 0 0 1-4-4v-5a5 5 0 0 0 0-10z"
        fill="#f59e0b"
      />
      <path d="M38 20v24" stroke="#312e81" strokeWidth="2.5" strokeDasharray="3 3" />
      <path
        d="M21 36l5 5 9-12"
        fill="none"
        stroke="#312e81"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Wordmark linking home; `inverted` for dark backgrounds. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  const { t } = useLingui();
  return (
    <AppLink href="/" className={`logo${inverted ? ' logo--inverted' : ''}`} aria-label={t`TicketSetu home`}>
      <LogoMark />
      <span className="logo__text">
        Ticket<span className="logo__accent">Setu</span>
      </span>
    </AppLink>
  );
}
