import { lenient, v } from '../../shared/search-params';
import { adminListSearchSchema } from '../admin';

export const ratingSorts = ['created_at', 'stars'] as const;
export const ratingShows = ['with_comment', 'hidden'] as const;

/** /admin/ratings?search=&show=with_comment|hidden&sort=&order=&page=&pageSize= (ADR 27). */
export const adminRatingsSearchSchema = v.object({
  ...adminListSearchSchema(ratingSorts).entries,
  show: lenient(v.picklist(ratingShows)),
});
export type AdminRatingsSearch = v.InferOutput<typeof adminRatingsSearchSchema>;

export const ratingFilters = (search: AdminRatingsSearch) => ({ show: search.show });
