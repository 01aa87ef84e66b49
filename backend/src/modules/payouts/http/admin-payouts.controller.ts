import { Body, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminController, type AuthUser, CurrentUser } from '../../../shared/http/auth.js';
import { AdminPayoutList } from '../application/admin-payout-list.js';
import { AdminPayouts } from '../application/admin-payouts.js';
import { PayoutUpiChanges } from '../application/payout-upi-changes.js';
import { PAYOUT_MESSAGES as m } from '../domain/payout-errors.js';
import { toAdminPayoutDto } from './admin-payout-views.js';
import { PayoutReleasedDto, PayoutStatusChangeDto, PayoutStatusChangedDto } from './payout.dto.js';
import { PayoutUpiChangeDecidedDto } from './payout-upi-change.dto.js';

/** Admin > Payouts' actions: release, the UPI change, the per-row status change (the list: the back office). */
@AdminController('payouts')
export class AdminPayoutsController {
  constructor(
    private readonly payouts: AdminPayouts,
    private readonly payoutList: AdminPayoutList,
    private readonly upiChanges: PayoutUpiChanges,
  ) {}

  @ApiOperation({
    summary: 'Release a held payout now',
    description:
      'Pays at once a seller payout held until after the event. ' +
      'Who: staff. ' +
      'Effects: the payout is sent (RazorpayX, or marked for a manual transfer); recorded in the audit log.',
  })
  @Post(':id/release')
  @HttpCode(200)
  @ApiOkResponse({ type: PayoutReleasedDto, description: "'Payout released'" })
  @ApiNotFoundResponse({ description: "'Payout not found'" })
  @ApiConflictResponse({
    description: "'This payout is not on hold until after the event', or a dispute holds it, or it is not pending",
  })
  async release(@CurrentUser() admin: AuthUser, @Param('id') id: string): Promise<PayoutReleasedDto> {
    const payout = await this.payouts.releaseEarly(admin.id, id);
    return { message: m.released, payout: toAdminPayoutDto(payout) };
  }

  /**
   * The seller's new UPI id becomes where the payout goes (kept in the audit log). A failed payout is
   * then sent again by the usual action; a payout being paid right now cannot change its payee.
   */
  @ApiOperation({
    summary: "Approve a seller's new UPI id for a payout",
    description:
      'The UPI id the seller asked for becomes where the payout goes; a payout being paid right now cannot change its payee. ' +
      'Who: staff. ' +
      'Effects: recorded in the audit log.',
  })
  @Post(':id/upi-change/approve')
  @HttpCode(200)
  @ApiOkResponse({ type: PayoutUpiChangeDecidedDto, description: `'${m.upiChangeApproved}'` })
  @ApiNotFoundResponse({ description: `'${m.notFound}'` })
  @ApiConflictResponse({
    description: `'${m.noUpiChangeRequested}', '${m.upiChangeNotDue}' or '${m.upiChangeInFlight}'`,
  })
  async approveUpiChange(@CurrentUser() admin: AuthUser, @Param('id') id: string): Promise<PayoutUpiChangeDecidedDto> {
    const payout = await this.upiChanges.approve(admin.id, id);
    const [view] = await this.payoutList.describe([payout]);
    return { message: m.upiChangeApproved, payout: toAdminPayoutDto(view!) };
  }

  @ApiOperation({
    summary: "Reject a seller's new UPI id for a payout",
    description:
      "Drops the seller's request; the payout keeps its UPI id. " +
      'Who: staff. ' +
      'Effects: recorded in the audit log.',
  })
  @Post(':id/upi-change/reject')
  @HttpCode(200)
  @ApiOkResponse({ type: PayoutUpiChangeDecidedDto, description: `'${m.upiChangeRejected}'` })
  @ApiNotFoundResponse({ description: `'${m.notFound}'` })
  @ApiConflictResponse({ description: `'${m.noUpiChangeRequested}'` })
  async rejectUpiChange(@CurrentUser() admin: AuthUser, @Param('id') id: string): Promise<PayoutUpiChangeDecidedDto> {
    const payout = await this.upiChanges.reject(admin.id, id);
    const [view] = await this.payoutList.describe([payout]);
    return { message: m.upiChangeRejected, payout: toAdminPayoutDto(view!) };
  }

  @ApiOperation({
    summary: 'Record a payout as paid or failed',
    description:
      "Sets a payout's status: processed (with its UTR) or failed (with a reason), or back to pending. " +
      'Who: staff. ' +
      'Effects: the seller or buyer is emailed (paid, refunded, or could not be completed); the ledger records the payment; recorded in the audit log.',
  })
  @Patch(':id')
  @ApiOkResponse({ type: PayoutStatusChangedDto, description: "'Payout status updated'" })
  @ApiNotFoundResponse({ description: "'Payout not found'" })
  @ApiConflictResponse({ description: "e.g. 'This payout is on hold while a dispute is open'" })
  async change(
    @CurrentUser() admin: AuthUser,
    @Param('id') id: string,
    @Body() body: PayoutStatusChangeDto,
  ): Promise<PayoutStatusChangedDto> {
    const payout = await this.payouts.change(admin.id, id, body);
    return { message: m.updated, payout: toAdminPayoutDto(payout) };
  }
}
