import type { ContactMessageRow } from '../application/contact-message-list.js';
import type { ContactMessageDto } from './contact.dto.js';

/** A stored message as staff read it, with where it stood on the clock when read. */
export function toContactMessageDto(m: ContactMessageRow): ContactMessageDto {
  return {
    id: m.id,
    name: m.name,
    email: m.email,
    subject: m.subject,
    message: m.message,
    created_at: m.createdAt,
    forwarded_at: m.forwardedAt,
    tracking_number: m.trackingNumber,
    status: m.status,
    acknowledge_by: m.acknowledgeBy,
    resolve_by: m.resolveBy,
    acknowledged_at: m.acknowledgedAt,
    closed_at: m.closedAt,
    acknowledgement_overdue: m.acknowledgementOverdue,
    resolution_overdue: m.resolutionOverdue,
  };
}
