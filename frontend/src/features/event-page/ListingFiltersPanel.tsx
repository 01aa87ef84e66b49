import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ticketCount } from '../../shared/i18n';
import { FilterOutlined } from '../../shared/ui/icons';
import { ListboxSelect } from '../../shared/ui/ListboxSelect';
import type { MessageDescriptor } from '@lingui/core';
import type { ListingSort, TicketTypeFilter } from '../events';
import { MAX_TICKETS_PER_ORDER } from '../events';
import type { EventPageSearch } from './search';
import './event-page.css';

// The choices' words live with the panel, not with the page's search schema: the route tree (every page's
// first load) reads the schema, and these words are in the event page's catalogue only.
const ticketTypeOptions: { value: TicketTypeFilter; label: MessageDescriptor }[] = [
  { value: 'all', label: msg`All` },
  { value: 'mobile', label: msg`Mobile Transfer` },
  { value: 'physical', label: msg`Physical Ticket` },
];

const sortOptions: { value: ListingSort; label: MessageDescriptor }[] = [
  { value: 'price_asc', label: msg`Price: Low to High` },
  { value: 'price_desc', label: msg`Price: High to Low` },
  { value: 'date_desc', label: msg`Newest listings` },
  { value: 'date_asc', label: msg`Oldest listings` },
];

export interface ListingFiltersPanelProps {
  quantity: number | undefined;
  type: TicketTypeFilter;
  sort: ListingSort;
  onChange: (patch: Partial<EventPageSearch>) => void;
}

/** Number of tickets, ticket type and sort; the page keeps them in the URL. */
export function ListingFiltersPanel({ quantity, type, sort, onChange }: ListingFiltersPanelProps) {
  const { i18n, t } = useLingui();
  const quantityOptions = Array.from({ length: MAX_TICKETS_PER_ORDER }, (_, i) => ({
    value: i + 1,
    label: ticketCount(i18n, i + 1),
  }));
  const drawn = <T,>(options: { value: T; label: MessageDescriptor }[]) =>
    options.map((option) => ({ value: option.value, label: i18n._(option.label) }));
  return (
    <div className="filters" role="group" aria-labelledby="filters-heading">
      <p id="filters-heading" className="filters__heading">
        <FilterOutlined aria-hidden="true" /> <Trans>Filter tickets</Trans>
      </p>
      <div className="filters__fields">
        <div className="field">
          <label htmlFor="filter-quantity" className="field__label">
            <Trans>Number of tickets</Trans>
          </label>
          <ListboxSelect<number>
            id="filter-quantity"
            aria-label={t`Number of tickets`}
            placeholder={t`How many tickets?`}
            allowClear
            value={quantity}
            options={quantityOptions}
            onChange={(value) => onChange({ quantity: value })}
          />
        </div>
        <div className="field">
          <label htmlFor="filter-type" className="field__label">
            <Trans>Ticket type</Trans>
          </label>
          <ListboxSelect<TicketTypeFilter>
            id="filter-type"
            aria-label={t`Ticket type`}
            value={type}
            options={drawn(ticketTypeOptions)}
            onChange={(value) => onChange({ type: value })}
          />
        </div>
        <div className="field">
          <label htmlFor="filter-sort" className="field__label">
            <Trans>Sort by</Trans>
          </label>
          <ListboxSelect<ListingSort>
            id="filter-sort"
            aria-label={t`Sort by`}
            value={sort}
            options={drawn(sortOptions)}
            onChange={(value) => onChange({ sort: value })}
          />
        </div>
      </div>
    </div>
  );
}
