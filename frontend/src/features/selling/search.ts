import { searchText, v } from '../../shared/search-params';

/** /sell?eventId=… preselects an event (the events page's plus button also sends it in router state). */
export const sellSearchSchema = v.object({
  eventId: searchText(),
});
