import { Collapse } from 'antd';
import type { KeyboardEvent } from 'react';
import type { FaqItem } from './faq';

/**
 * antd's Collapse headers are role="button" but only open with Enter; a button also answers Space
 * (WAI-ARIA accordion pattern).
 */
function openWithSpace(event: KeyboardEvent<HTMLDivElement>) {
  const target = event.target as HTMLElement;
  if (
    event.key === ' ' &&
    target.getAttribute('role') === 'button' &&
    target.classList.contains('ant-collapse-header')
  ) {
    event.preventDefault();
    target.click();
  }
}

/** Questions as an accordion; answers are rendered up front (hidden while closed), so every answer is in the page. */
export function FaqList({ items, defaultOpen }: { items: readonly FaqItem[]; defaultOpen?: string[] }) {
  return (
    <div onKeyDown={openWithSpace}>
      <Collapse
        className="faq-list"
        defaultActiveKey={defaultOpen}
        items={items.map((item) => ({
          key: item.id,
          id: item.id,
          label: item.question,
          children: item.answer,
          forceRender: true,
        }))}
      />
    </div>
  );
}
