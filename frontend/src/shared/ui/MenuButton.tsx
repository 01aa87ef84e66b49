import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button, type ButtonProps } from './Button';
import './menu-button.css';

export type MenuEntry =
  | {
      key: string;
      label: ReactNode;
      icon?: ReactNode;
      /** A link (opened in a new tab when `external`); else a command run by `onSelect`. */
      href?: string;
      external?: boolean;
      onSelect?: () => void;
    }
  | { key: string; divider: true };

export interface MenuButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  items: readonly MenuEntry[];
  children?: ReactNode;
  /** Open from the start (a menu loaded by the press that asked for it). */
  defaultOpen?: boolean;
  /** Which edge of the button the menu lines up with. */
  align?: 'start' | 'end';
}

type Item = Exclude<MenuEntry, { divider: true }>;
const isItem = (entry: MenuEntry): entry is Item => !('divider' in entry);

/**
 * A button that opens a menu of commands and links, as antd's Dropdown did, as the ARIA menu button
 * pattern: the menu takes the focus on its first item, the arrow keys, Home and End move, Enter or
 * Space choose, Escape (or Tab, or a press elsewhere) closes it and the focus goes back to the button.
 */
export function MenuButton({ items, children, defaultOpen = false, align = 'end', ...button }: MenuButtonProps) {
  const [open, setOpen] = useState(defaultOpen);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const itemElements = () => [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    itemElements()[0]?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  const choose = (item: Item) => {
    close();
    item.onSelect?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const elements = itemElements();
    const at = elements.indexOf(document.activeElement as HTMLElement);
    const last = elements.length - 1;
    const to: Record<string, number> = {
      ArrowDown: at >= last ? 0 : at + 1,
      ArrowUp: at <= 0 ? last : at - 1,
      Home: 0,
      End: last,
    };
    if (event.key in to) {
      event.preventDefault();
      elements[to[event.key]!]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div ref={root} className={`ts-menu ts-menu--${align}`}>
      <Button
        {...button}
        ref={trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((shown) => !shown)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {children}
      </Button>
      {open && (
        <ul id={menuId} role="menu" className="ts-menu__list" onKeyDown={onKeyDown}>
          {items.map((entry) =>
            isItem(entry) ? (
              <li key={entry.key} role="none">
                {entry.href ? (
                  <a
                    role="menuitem"
                    tabIndex={-1}
                    className="ts-menu__item"
                    href={entry.href}
                    {...(entry.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                    onClick={(event) => {
                      if (entry.onSelect) event.preventDefault();
                      choose(entry);
                    }}
                  >
                    {entry.icon}
                    <span>{entry.label}</span>
                  </a>
                ) : (
                  <button
                    type="button"
                    role="menuitem"
                    tabIndex={-1}
                    className="ts-menu__item"
                    onClick={() => choose(entry)}
                  >
                    {entry.icon}
                    <span>{entry.label}</span>
                  </button>
                )}
              </li>
            ) : (
              <li key={entry.key} role="separator" className="ts-menu__divider" />
            ),
          )}
        </ul>
      )}
    </div>
  );
}
