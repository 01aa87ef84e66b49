import { RightOutlined } from '../../shared/ui/icons';
import { useState } from 'react';
import { useHydrated } from '../../shared/useHydrated';
import type { FaqItem } from './faq';

/**
 * Questions that open their answers (the WAI-ARIA accordion pattern, any number open): under a
 * section's h2, each question is an h3 holding a button. Plain markup and CSS, not antd's Collapse:
 * the FAQ, help and contact pages load no antd (ADR 57). Every answer is in the page's HTML, and
 * without scripts every answer is shown (content.css).
 */
export function FaqList({ items, defaultOpen = [] }: { items: readonly FaqItem[]; defaultOpen?: readonly string[] }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(defaultOpen));
  // Until React has taken the page over a press would do nothing, so the questions wait (as Button does).
  const hydrated = useHydrated();
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <div className="faq-list">
      {items.map((item) => {
        const expanded = open.has(item.id);
        const answerId = `${item.id}-answer`;
        return (
          // The item's id is its anchor (/faq#buyer-fees), as it was antd's panel's.
          <div key={item.id} id={item.id} className="faq-list__item">
            <h3 className="faq-list__heading">
              <button
                type="button"
                className="faq-list__question"
                aria-expanded={expanded}
                aria-controls={answerId}
                disabled={!hydrated}
                onClick={() => toggle(item.id)}
              >
                <span className="faq-list__arrow" aria-hidden="true">
                  <RightOutlined />
                </span>
                <span>{item.question}</span>
              </button>
            </h3>
            <div id={answerId} className="faq-list__answer" hidden={!expanded}>
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
