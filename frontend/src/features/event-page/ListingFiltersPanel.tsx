import { FilterOutlined } from '../../shared/ui/icons';
import { ListboxSelect } from '../../shared/ui/ListboxSelect';
import type { ListingSort, TicketTypeFilter } from '../events';
import { MAX_TICKETS_PER_ORDER } from '../events';
import { sortOptions, ticketTypeOptions, type EventPageSearch } from './search';
import './event-page.css';

const quantityOptions = Array.from({ length: MAX_TICKETS_PER_ORDER }, (_, i) => ({
  value: i + 1,
  label: i === 0 ? '1 ticket' : `${i + 1} tickets`,
}));

export interface ListingFiltersPanelProps {
  quantity: number | undefined;
  type: TicketTypeFilter;
  sort: ListingSort;
  onChange: (patch: Partial<EventPageSearch>) => void;
}

/** Number of tickets, ticket type and sort; the page keeps them in the URL. */
export function ListingFiltersPanel({ quantity, type, sort, onChange }: ListingFiltersPanelProps) {
  return (
    <div className="filters" role="group" aria-labelledby="filters-heading">
      <p id="filters-heading" className="filters__heading">
        <FilterOutlined aria-hidden="true" /> Filter tickets
      </p>
      <div className="filters__fields">
        <div className="field">
          <label htmlFor="filter-quantity" className="field__label">
            Number of tickets
          </label>
          <ListboxSelect<number>
            id="filter-quantity"
            aria-label="Number of tickets"
            placeholder="How many tickets?"
            allowClear
            value={quantity}
            options={quantityOptions}
            onChange={(value) => onChange({ quantity: value })}
          />
        </div>
        <div className="field">
          <label htmlFor="filter-type" className="field__label">
            Ticket type
          </label>
          <ListboxSelect<TicketTypeFilter>
            id="filter-type"
            aria-label="Ticket type"
            value={type}
            options={ticketTypeOptions}
            onChange={(value) => onChange({ type: value })}
          />
        </div>
        <div className="field">
          <label htmlFor="filter-sort" className="field__label">
            Sort by
          </label>
          <ListboxSelect<ListingSort>
            id="filter-sort"
            aria-label="Sort by"
            value={sort}
            options={sortOptions}
            onChange={(value) => onChange({ sort: value })}
          />
        </div>
      </div>
    </div>
  );
}
