import { searchText, v } from '../../shared/search-params';

/**
 * /events?search=rock. The router parses search values as JSON, so '?search=2026' arrives as a number:
 * accept it as text. Blank searches are dropped.
 */
export const eventsSearchSchema = v.object({
  search: searchText(),
});
