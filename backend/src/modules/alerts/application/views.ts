import type { EventView } from '../../catalog/index.js';
import type { WantedType } from '../domain/alert-rule.js';

/** One of a fan's live ticket alerts, with its event. */
export interface AlertView {
  id: string;
  event: EventView;
  maxPrice: number | null;
  quantity: number;
  ticketType: WantedType;
  sms: boolean;
  createdAt: Date;
}
