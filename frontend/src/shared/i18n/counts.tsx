import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';

/**
 * '1 ticket', '7 tickets' in the reader's language, by its plural rules (issue 37): CLDR's Hindi counts
 * 0 as "one" too, so no count is ever compared with 1 by hand.
 */
export function ticketCount(i18n: I18n, count: number): string {
  return i18n._(msg`${plural(count, { one: '# ticket', other: '# tickets' })}`);
}

/** `ticketCount` where a component draws it. */
export function TicketCount({ count }: { count: number }) {
  const { i18n } = useLingui();
  return ticketCount(i18n, count);
}
