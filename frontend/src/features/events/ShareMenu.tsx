import {
  FacebookFilled,
  LinkedinFilled,
  LinkOutlined,
  SendOutlined,
  ShareAltOutlined,
  WhatsAppOutlined,
  XOutlined,
} from '../../shared/ui/icons';
import { useLingui } from '@lingui/react/macro';
import { type Locale, localePath } from '@ticketsetu/contracts/locales';
import { useLocale } from '../../shared/i18n';
import { useNotify } from '../../shared/notify';
import { type MenuEntry, MenuButton } from '../../shared/ui/MenuButton';

/**
 * The public address of an event page, as shared outside the app, in the page's language: a Hindi page
 * shares its /hi address (ADR 82), so the link opens in Hindi for whoever it is sent to.
 */
export function eventShareUrl(eventId: string, locale: Locale): string {
  return `${window.location.origin}${localePath(locale, `/event/${eventId}`)}`;
}

/** Share URLs of the networks the spec names; `text` goes with the link where the network takes one. */
export function shareTargets(url: string, shareText: string) {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(shareText);
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
  const { t } = useLingui();
  const locale = useLocale();
  const notify = useNotify();
  const url = eventShareUrl(eventId, locale);
  const text = t`${title} — tickets on TicketSetu`;
  const canShareNatively = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify(t`Link copied to clipboard!`, { duration: 3 });
    } catch {
      notify(t`Failed to copy the link. Please copy it from the address bar.`);
    }
  };

  const shareNatively = async () => {
    try {
      await navigator.share({ title, text, url });
    } catch {
      // Closing the share sheet rejects too; there is nothing to report.
    }
  };

  const items: MenuEntry[] = [
    ...shareTargets(url, text).map((target) => ({
      key: target.key,
      icon: target.icon,
      label: target.label,
      href: target.href,
      external: true,
    })),
    { key: 'divider', divider: true },
    { key: 'copy', icon: <LinkOutlined />, label: t`Copy Link`, onSelect: () => void copyLink() },
    ...(canShareNatively
      ? [{ key: 'native', icon: <ShareAltOutlined />, label: t`More options…`, onSelect: () => void shareNatively() }]
      : []),
  ];

  // Opened by a press on the button it replaced: open at once, the keyboard in the menu.
  return <MenuButton items={items} defaultOpen icon={<ShareAltOutlined />} aria-label={t`Share ${title}`} />;
}
