import { DownOutlined, LogoutOutlined, TagsOutlined, UserOutlined } from '../../shared/ui/icons';
import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { SessionUser } from '../../shared/session';
import { MenuButton } from '../../shared/ui/MenuButton';
import { accountNav, greeting } from './navigation';
import './account-menu.css';

const icons: Record<string, ReactNode> = {
  '/profile': <UserOutlined aria-hidden="true" />,
  '/tickets': <TagsOutlined aria-hidden="true" />,
};

export const SIGN_OUT = 'sign-out';

/** The signed-in header menu: Your Profile, Your Tickets, Sign Out. Loaded with the session (visitors never need it). */
export function AccountMenu({ user, onSignOut }: { user: SessionUser; onSignOut: () => void }) {
  const router = useRouter();
  const { t, i18n } = useLingui();
  return (
    <MenuButton
      type="text"
      className="account-menu__trigger"
      icon={<UserOutlined aria-hidden="true" />}
      items={[
        ...accountNav.map((item) => ({
          key: item.href,
          label: i18n._(item.label),
          icon: icons[item.href],
          href: item.href,
          onSelect: () => void router.navigate({ href: item.href }),
        })),
        { key: 'divider', divider: true as const },
        { key: SIGN_OUT, label: t`Sign Out`, icon: <LogoutOutlined aria-hidden="true" />, onSelect: onSignOut },
      ]}
    >
      <span className="account-menu__name">{greeting(i18n, user)}</span>
      <DownOutlined className="account-menu__caret" aria-hidden="true" />
    </MenuButton>
  );
}
