import { ShareAltOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';

// The menu (antd's Dropdown and Menu, the networks' icons) loads when someone first wants to share.
const ShareMenu = lazy(() => import('./ShareMenu').then((m) => ({ default: m.ShareMenu })));

/** An event's Share button: the same button until pressed, then the share menu, open. */
export function ShareButton({ eventId, title }: { eventId: string; title: string }) {
  const [wanted, setWanted] = useState(false);
  const button = (
    <Button
      icon={<ShareAltOutlined />}
      aria-label={`Share ${title}`}
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
