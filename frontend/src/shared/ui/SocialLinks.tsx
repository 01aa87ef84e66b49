import { FacebookFilled, InstagramOutlined, LinkedinFilled, XOutlined, YoutubeFilled } from './icons';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { SOCIAL_LINKS, type SocialKey } from '../site-facts';
import './social-links.css';

const icons: Record<SocialKey, ReactNode> = {
  instagram: <InstagramOutlined />,
  x: <XOutlined />,
  facebook: <FacebookFilled />,
  linkedin: <LinkedinFilled />,
  youtube: <YoutubeFilled />,
};

/** Each link's name for screen readers, in the page's language (site-facts has the English). */
const names: Record<SocialKey, MessageDescriptor> = {
  instagram: msg`TicketSetu on Instagram`,
  x: msg`TicketSetu on X (Twitter)`,
  facebook: msg`TicketSetu on Facebook`,
  linkedin: msg`TicketSetu on LinkedIn`,
  youtube: msg`TicketSetu on YouTube`,
};

/** TicketSetu's social profiles as icon links, each named for screen readers (footer and contact page). */
export function SocialLinks({ className = 'social-links' }: { className?: string }) {
  const { i18n, t } = useLingui();
  return (
    <ul className={className} aria-label={t`TicketSetu on social media`}>
      {SOCIAL_LINKS.map((social) => (
        <li key={social.key}>
          <a href={social.href} target="_blank" rel="noopener noreferrer" aria-label={i18n._(names[social.key])}>
            {icons[social.key]}
          </a>
        </li>
      ))}
    </ul>
  );
}
