import {
  FacebookFilled,
  LinkedinFilled,
  LinkOutlined,
  SendOutlined,
  ShareAltOutlined,
  WhatsAppOutlined,
  XOutlined,
} from '../../shared/ui/icons';
import { useNotify } from '../../shared/notify';
import { type MenuEntry, MenuButton } from '../../shared/ui/MenuButton';

export const LINK_COPIED = 'Link copied to clipboard!';

/** The public address of an event page, as shared outside the app. */
export function eventShareUrl(eventId: string): string {
  return `${window.location.origin}/event/${eventId}`;
}

/** Share URLs of the networks the spec names. */
export function shareTargets(url: string, title: string) {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(`${title} — tickets on TicketSetu`);
  return [
    { key: 'whatsapp', label: 'WhatsApp', icon: <WhatsAppOutlined />, href: `https://wa.me/?text=${text}%20${u}` },
    {
      key: 'telegram',
      label: 'Telegram',
      icon: <SendOutlined />,
      href: `https://t.me/share/url?url=${u}&text=${text}`,
    },
    {
      key: 'twitter',
      label: 'Twitter',
      icon: <XOutlined />,
      href: `https://twitter.com/intent/tweet?url=${u}&text=${text}`,
    },
    {
      key: 'facebook',
      label: 'Facebook',
      icon: <FacebookFilled />,
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    },
    {
      key: 'linkedin',
      label: 'LinkedIn',
      icon: <LinkedinFilled />,
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    },
  ];
}

/**
 * Per-event share menu: social networks, Copy Link, and the device's own share sheet where there is one.
 * Loaded by ShareButton when first pressed, and then open.
 */
export function ShareMenu({ eventId, title }: { eventId: string; title: string }) {
  const notify = useNotify();
  const canShareNatively = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(eventShareUrl(eventId));
      notify(LINK_COPIED, { duration: 3 });
    } catch {
      notify('Failed to copy the link. Please copy it from the address bar.');
    }
  };

  const shareNatively = async () => {
    try {
      await navigator.share({ title, text: `${title} — tickets on TicketSetu`, url: eventShareUrl(eventId) });
    } catch {
      // Closing the share sheet rejects too; there is nothing to report.
    }
  };

  const items: MenuEntry[] = [
    ...shareTargets(eventShareUrl(eventId), title).map((target) => ({
      key: target.key,
      icon: target.icon,
      label: target.label,
      href: target.href,
      external: true,
    })),
    { key: 'divider', divider: true },
    { key: 'copy', icon: <LinkOutlined />, label: 'Copy Link', onSelect: () => void copyLink() },
    ...(canShareNatively
      ? [{ key: 'native', icon: <ShareAltOutlined />, label: 'More options…', onSelect: () => void shareNatively() }]
      : []),
  ];

  // Opened by a press on the button it replaced: open at once, the keyboard in the menu.
  return <MenuButton items={items} defaultOpen icon={<ShareAltOutlined />} aria-label={`Share ${title}`} />;
}
