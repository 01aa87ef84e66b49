import type { EventView } from '../../catalog/index.js';
import type { PublicRating } from './views.js';

/** The columns of a rating as the public and its seller read it (`ratingColumns`). */
export interface RatingRow {
  id: string;
  stars: number;
  comment: string | null;
  comment_hidden: boolean;
  reply: string | null;
  replied_at: Date | string | null;
  created_at: Date | string;
  event_id: string;
}

/** `ratingColumns` of a `seller_ratings` row under the alias given. */
export const ratingColumns = (r: string) =>
  `${r}.id, ${r}.stars, ${r}.comment, ${r}.comment_hidden_at is not null as comment_hidden, ${r}.reply, ${r}.replied_at, ` +
  `${r}.created_at, ${r}.event_id`;

/** A rating as read: a comment staff hid is not given out, only said to be hidden. */
export function toPublicRating(row: RatingRow, events: Map<string, EventView>): PublicRating {
  return {
    id: row.id,
    stars: row.stars,
    comment: row.comment_hidden ? null : row.comment,
    commentHidden: row.comment_hidden,
    reply: row.reply,
    repliedAt: row.replied_at === null ? null : new Date(row.replied_at),
    createdAt: new Date(row.created_at),
    eventTitle: events.get(row.event_id)?.title ?? null,
  };
}
