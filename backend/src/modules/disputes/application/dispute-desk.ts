import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import type { AuthUser } from '../../../shared/domain/auth-user.js';
import { DISPUTE_WINDOW_AFTER_START_MS } from '../../../shared/domain/buyer-guarantee.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { isUuid } from '../../../shared/domain/ids.js';
import type { UploadedFileOnDisk } from '../../../shared/infrastructure/storage/file-checks.js';
import { PayoutsService } from '../../payouts/index.js';
import { TransferActions, TransferQueries } from '../../transfers/index.js';
import { DISPUTE_MESSAGES as m, DisputeError } from '../domain/dispute-errors.js';
import { checkedDisputeForm, checkedReply, Dispute } from '../domain/dispute.entity.js';
import { DisputeStore } from './dispute-store.js';

/** What the buyer sends to open a dispute (multipart text fields; checked by the domain). */
export interface OpenDisputeForm {
  reason?: unknown;
  description?: unknown;
}

const TRANSFER_NOT_FOUND = 'Transfer not found';

/**
 * The parties' side of the desk: the buyer opens a dispute on a purchase (holding the seller's payout
 * and stopping the transfer's automatic confirmation in the same transaction), either party adds
 * messages and files, and the buyer may withdraw. Staff's side is GrievanceDesk.
 */
@Injectable()
export class DisputeDesk {
  constructor(
    private readonly em: EntityManager,
    private readonly store: DisputeStore,
    private readonly transfers: TransferQueries,
    private readonly transferActions: TransferActions,
    private readonly payouts: PayoutsService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The buyer of a purchase opens a dispute about it. Refused for someone else's purchase (404, as a
   * missing one), a failed transfer (the buyer is refunded already), a purchase with a dispute open,
   * and more than 48 hours after the event's start (the Buyer Guarantee's window).
   */
  async open(
    buyer: AuthUser,
    transferId: string,
    form: OpenDisputeForm,
    uploads: UploadedFileOnDisk[],
  ): Promise<Dispute> {
    const sale = await this.transfers.saleOf(transferId);
    if (!sale || sale.buyerId !== buyer.id) throw new DisputeError('DISPUTE_NOT_FOUND', TRANSFER_NOT_FOUND);
    // The form first, so a mistake is answered before files are stored.
    checkedDisputeForm(form);
    if (sale.status === 'failed') throw new DisputeError('DISPUTE_STATE', m.transferFailed);
    if (sale.status === 'refunded') throw new DisputeError('DISPUTE_STATE', m.refundedInFull);
    const now = this.clock.now();
    // The event's start as the sale was made, the one the transfer confirms itself by (ADR 83).
    if (now.getTime() > sale.eventStartsAt.getTime() + DISPUTE_WINDOW_AFTER_START_MS) {
      throw new DisputeError('DISPUTE_TOO_LATE', m.tooLate(this.config.GRIEVANCE_OFFICER_EMAIL));
    }
    if (await this.em.fork().findOne(Dispute, { transferId, closedAt: null })) {
      throw new DisputeError('DISPUTE_ALREADY_OPEN', m.alreadyOpen);
    }

    const files = await this.store.storeUploads(transferId, uploads);
    try {
      return await this.store.save(undefined, async (em) => {
        const { dispute, entry } = Dispute.open({
          reference: await this.store.nextReference(em, now),
          transferId,
          orderId: sale.orderId,
          buyerId: buyer.id,
          sellerId: sale.sellerId,
          reason: form.reason,
          description: form.description,
          at: now,
        });
        em.persist(dispute);
        await this.store.writeEntries(em); // a second open dispute on the transfer stops here (unique index)
        await this.store.attachFiles(em, dispute.id, entry, files);
        // The same commit holds the seller's payout and stops the automatic confirmation at the event's start.
        await this.payouts.holdForDispute(transferId, em);
        await this.transferActions.setDisputeOpen(transferId, true, em);
        return dispute;
      });
    } catch (error) {
      await this.store.discard(files);
      if (error instanceof UniqueConstraintViolationException) {
        throw new DisputeError('DISPUTE_ALREADY_OPEN', m.alreadyOpen);
      }
      throw error;
    }
  }

  /** The buyer or the seller adds a message, with files (the seller's answer puts a dispute awaiting them under review). */
  async post(user: AuthUser, disputeId: string, message: unknown, uploads: UploadedFileOnDisk[]): Promise<Dispute> {
    const found = isUuid(disputeId) ? await this.em.fork().findOne(Dispute, { id: disputeId }) : null;
    const party = found?.partyOf(user.id);
    if (!found || !party) throw new DisputeError('DISPUTE_NOT_FOUND', m.notFound);
    if (found.isClosed) throw new DisputeError('DISPUTE_STATE', m.closed);
    checkedReply(message); // before storing files
    const files = await this.store.storeUploads(found.transferId, uploads);
    try {
      return await this.store.save(undefined, async (em) => {
        const dispute = await this.store.locked(em, disputeId);
        const entry = dispute.postByParty(party, user.id, message, this.clock.now());
        await this.store.writeEntries(em);
        await this.store.attachFiles(em, dispute.id, entry, files);
        return dispute;
      });
    } catch (error) {
      await this.store.discard(files);
      throw error;
    }
  }

  /** The buyer withdraws their dispute: the payout hold is released and the transfer may complete again. */
  async withdraw(buyer: AuthUser, disputeId: string, message: unknown): Promise<Dispute> {
    return this.store.save(undefined, async (em) => {
      const dispute = await this.store.locked(em, disputeId);
      if (dispute.partyOf(buyer.id) !== 'buyer') throw new DisputeError('DISPUTE_NOT_FOUND', m.notFound);
      dispute.withdraw(buyer.id, this.clock.now(), message);
      await this.store.writeEntries(em);
      await this.payouts.releaseDisputeHold(dispute.transferId, em);
      await this.closedOnTransfer(em, dispute);
      return dispute;
    });
  }

  /**
   * A dispute closed: the transfer no longer shows one open. Its automatic confirmation stays stopped if
   * a dispute of this sale was resolved with a refund (ADR 24): after staff found for the buyer, the rest
   * of the sale completes by the buyer's confirmation or by staff, never by silence. (A refund of
   * everything ended the transfer already.)
   */
  async closedOnTransfer(em: EntityManager, dispute: Dispute): Promise<void> {
    await this.transferActions.setDisputeOpen(dispute.transferId, false, em);
    if (await this.store.refundedBefore(em, dispute.transferId)) {
      await this.transferActions.stopAutoConfirmation(dispute.transferId, em);
    }
  }
}
