import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { cx } from './control';
import './tabs.css';

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
  children: ReactNode;
}

export interface TabsProps<K extends string> {
  items: readonly TabItem<K>[];
  /** The open tab, when the page keeps it (in the address, say); else the tabs keep their own. */
  activeKey?: K;
  defaultActiveKey?: K;
  onChange?: (key: K) => void;
  'aria-label'?: string;
  className?: string;
}

/**
 * antd's Tabs without its runtime, as the ARIA tabs pattern: one tab in the Tab order (roving
 * tabindex), the arrow keys, Home and End move along the row and open the tab they reach (automatic
 * activation), and each panel is labelled by its tab. As antd's, a panel is drawn when first opened
 * and then kept, hidden, so what was typed in it stays.
 */
export function Tabs<K extends string>({
  items,
  activeKey,
  defaultActiveKey,
  onChange,
  'aria-label': ariaLabel,
  className,
}: TabsProps<K>) {
  const baseId = useId();
  const [ownKey, setOwnKey] = useState<K | undefined>(defaultActiveKey ?? items[0]?.key);
  const current = activeKey ?? ownKey;
  const [visited, setVisited] = useState<ReadonlySet<K>>(() => new Set(current ? [current] : []));
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  if (current && !visited.has(current)) setVisited(new Set([...visited, current]));

  const choose = (key: K) => {
    if (key === current) return;
    setOwnKey(key);
    onChange?.(key);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = items.findIndex((item) => item.key === current);
    const last = items.length - 1;
    const to =
      event.key === 'ArrowRight'
        ? at === last
          ? 0
          : at + 1
        : event.key === 'ArrowLeft'
          ? at <= 0
            ? last
            : at - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    const item = to === undefined ? undefined : items[to];
    if (to === undefined || !item) return;
    event.preventDefault();
    choose(item.key);
    tabs.current[to]?.focus();
  };

  return (
    <div className={cx('ts-tabs', className)}>
      <div role="tablist" aria-label={ariaLabel} className="ts-tabs__list" onKeyDown={onKeyDown}>
        {items.map((item, index) => {
          const selected = item.key === current;
          return (
            <button
              key={item.key}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.key}`}
              // Only a drawn panel can be pointed at.
              aria-controls={visited.has(item.key) || selected ? `${baseId}-panel-${item.key}` : undefined}
              aria-selected={selected}
              tabIndex={selected ? 0 : -1}
              className={cx('ts-tabs__tab', selected && 'ts-tabs__tab--active')}
              onClick={() => choose(item.key)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) =>
        visited.has(item.key) || item.key === current ? (
          <div
            key={item.key}
            role="tabpanel"
            id={`${baseId}-panel-${item.key}`}
            aria-labelledby={`${baseId}-tab-${item.key}`}
            tabIndex={0}
            hidden={item.key !== current}
            className="ts-tabs__panel"
          >
            {item.children}
          </div>
        ) : null,
      )}
    </div>
  );
}
