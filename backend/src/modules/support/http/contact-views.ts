import type { ContactMessage } from '../domain/contact-message.entity.js';
import type { ContactMessageDto } from './contact.dto.js';

/** A stored message as staff read it, with where it stands on the clock at `now`. */
export function toContactMessageDto(m: ContactMessage, now: Date): ContactMessageDto {
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
    acknowledgement_overdue: m.acknowledgementOverdue(now),
    resolution_overdue: m.resolutionOverdue(now),
  };
}
