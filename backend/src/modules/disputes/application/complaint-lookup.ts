import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import {
  acknowledgementOverdue,
  COMPLAINT_MESSAGES,
  type DeadlineFacts,
  normalizeTrackingNumber,
  resolutionOverdue,
  TRACKING_NUMBER_PATTERN,
} from '@ticketsetu/contracts/complaints';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { IdentityService } from '../../identity/index.js';
import { ContactService } from '../../support/index.js';
import { DisputeError } from '../domain/dispute-errors.js';
import { Dispute } from '../domain/dispute.entity.js';
import { type DisputeStatus, statusLabels } from '../domain/dispute-status.js';

/** Where a complaint stands, as the person who filed it may read it: no one's name, no words of it. */
export interface ComplaintStanding {
  trackingNumber: string;
  kind: 'dispute' | 'contact_message';
  /** Received, acknowledged (being handled) or settled: the clock's three stages. */
  stage: 'received' | 'acknowledged' | 'settled';
  /** The desk's own word for it (a dispute's status label, or the stage). */
  statusLabel: string;
  filedAt: Date;
  acknowledgeBy: Date;
  resolveBy: Date;
  acknowledgedAt: Date | null;
  settledAt: Date | null;
  acknowledgementOverdue: boolean;
  resolutionOverdue: boolean;
}

const contactLabels = { received: 'Received', acknowledged: 'Being handled', closed: 'Closed' } as const;

/**
 * The public lookup (ADR 67): a complaint by its tracking number and the email it was filed with — a
 * contact message's sender, or a dispute's buyer's account email. Any pair that does not match (no
 * such number, another email, a number of the other kind) gets the same 'not found', so the answer
 * never tells which part was wrong. Rate limited per address in DisputesModule.
 */
@Injectable()
export class ComplaintLookup {
  constructor(
    private readonly em: EntityManager,
    private readonly contact: ContactService,
    private readonly identity: IdentityService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async find(typedNumber: unknown, typedEmail: unknown): Promise<ComplaintStanding> {
    const number = normalizeTrackingNumber(typedNumber);
    if (!number) throw new DisputeError('DISPUTE_INVALID', COMPLAINT_MESSAGES.numberRequired, 'tracking_number');
    if (!TRACKING_NUMBER_PATTERN.test(number)) {
      throw new DisputeError('DISPUTE_INVALID', COMPLAINT_MESSAGES.numberInvalid, 'tracking_number');
    }
    const email = typeof typedEmail === 'string' ? typedEmail.trim().toLowerCase() : '';
    const found = number.startsWith('TS-C-')
      ? await this.contactMessage(number, email)
      : await this.dispute(number, email);
    if (!found) throw new DisputeError('DISPUTE_NOT_FOUND', COMPLAINT_MESSAGES.notFound);
    return found;
  }

  private async contactMessage(number: string, email: string): Promise<ComplaintStanding | null> {
    const m = await this.contact.byTrackingNumber(number, email);
    if (!m) return null;
    return this.standing(number, 'contact_message', contactLabels[m.status], m.createdAt, m.deadlines, m.closedAt);
  }

  private async dispute(number: string, email: string): Promise<ComplaintStanding | null> {
    const d = await this.em.fork().findOne(Dispute, { reference: number });
    if (!d) return null;
    const buyer = (await this.identity.summaries([d.buyerId])).get(d.buyerId);
    if (!buyer || buyer.email.trim().toLowerCase() !== email) return null;
    return this.standing(
      number,
      'dispute',
      statusLabels[d.status as DisputeStatus],
      d.openedAt,
      d.deadlines,
      d.closedAt,
    );
  }

  private standing(
    trackingNumber: string,
    kind: ComplaintStanding['kind'],
    statusLabel: string,
    filedAt: Date,
    clock: DeadlineFacts,
    settledAt: Date | null,
  ): ComplaintStanding {
    const now = this.clock.now();
    return {
      trackingNumber,
      kind,
      stage: settledAt ? 'settled' : clock.acknowledgedAt ? 'acknowledged' : 'received',
      statusLabel,
      filedAt,
      acknowledgeBy: clock.acknowledgeBy,
      resolveBy: clock.resolveBy,
      acknowledgedAt: clock.acknowledgedAt,
      settledAt,
      acknowledgementOverdue: acknowledgementOverdue(clock, now),
      resolutionOverdue: resolutionOverdue(clock, now),
    };
  }
}
