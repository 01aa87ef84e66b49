import { ShareAltOutlined } from '../../shared/ui/icons';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../shared/ui/Button';

// The menu (antd's Dropdown and Menu, the networks' icons) loads when someone first wants to share: the
// events page's first load carries none of antd (ADR 57).
const ShareMenu = lazy(() => import('./ShareMenu').then((m) => ({ default: m.ShareMenu })));

/** An event's Share button: the same button until pressed, then the share menu, open. */
export function ShareButton({ eventId, title }: { eventId: string; title: string }) {
  const { t } = useLingui();
  const [wanted, setWanted] = useState(false);
  const button = (
    <Button
      icon={<ShareAltOutlined />}
      aria-label={t`Share ${title}`}
      aria-haspopup="menu"
      onClick={() => setWanted(true)}
      loading={wanted}
    />
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <ShareMenu eventId={eventId} title={title} />
    </Suspense>
  );
}
