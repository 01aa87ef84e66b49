import { FacebookFilled, InstagramOutlined, LinkedinFilled, XOutlined, YoutubeFilled } from './icons';
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

/** TicketSetu's social profiles as icon links, each named for screen readers (footer and contact page). */
export function SocialLinks({ className = 'social-links' }: { className?: string }) {
  return (
    <ul className={className} aria-label="TicketSetu on social media">
      {SOCIAL_LINKS.map((social) => (
        <li key={social.key}>
          <a href={social.href} target="_blank" rel="noopener noreferrer" aria-label={social.label}>
            {icons[social.key]}
          </a>
        </li>
      ))}
    </ul>
  );
}
