import { DownOutlined, LogoutOutlined, TagsOutlined, UserOutlined } from '../../shared/ui/icons';
import { useRouter } from '@tanstack/react-router';
import { Dropdown, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { AntdProvider } from '../../shared/antd/AntdProvider';
import type { SessionUser } from '../../shared/session';
import { Button } from '../../shared/ui/Button';
import { accountNav, greeting } from './navigation';
import './account-menu.css';

const icons: Record<string, ReactNode> = {
  '/profile': <UserOutlined aria-hidden="true" />,
  '/tickets': <TagsOutlined aria-hidden="true" />,
};

export const SIGN_OUT = 'sign-out';

/**
 * The signed-in header menu: Your Profile, Your Tickets, Sign Out. Loaded with the session (visitors
 * never need it), with antd's theme around it: the header is on public pages too (ADR 57).
 */
export function AccountMenu({ user, onSignOut }: { user: SessionUser; onSignOut: () => void }) {
  const router = useRouter();
  const items: MenuProps['items'] = [
    ...accountNav.map((item) => ({ key: item.href, label: item.label, icon: icons[item.href] })),
    { type: 'divider' as const },
    { key: SIGN_OUT, label: 'Sign Out', icon: <LogoutOutlined aria-hidden="true" /> },
  ];

  return (
    <AntdProvider>
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        // Keyboard users land in the menu (arrow keys, Enter, Escape back to the button).
        autoFocus
        // Inside the header landmark, not at the end of <body>.
        getPopupContainer={(trigger) => trigger.closest('header') ?? document.body}
        menu={{
          items,
          onClick: ({ key }) => {
            if (key === SIGN_OUT) onSignOut();
            else void router.navigate({ href: key });
          },
        }}
      >
        <Button
          type="text"
          className="account-menu__trigger"
          icon={<UserOutlined aria-hidden="true" />}
          aria-haspopup="menu"
        >
          <span className="account-menu__name">{greeting(user)}</span>
          <DownOutlined className="account-menu__caret" aria-hidden="true" />
        </Button>
      </Dropdown>
    </AntdProvider>
  );
}
