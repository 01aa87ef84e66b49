import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Public } from '../../../shared/http/auth.js';
import { ComplaintLookup } from '../application/complaint-lookup.js';
import { ComplaintLookupRequestDto, ComplaintStandingDto } from './complaint-lookup.dto.js';

/** The public side of the complaints' clock (ADR 67): where a complaint stands, without signing in. */
@Public()
@ApiTags('support')
@Controller('v1/complaints')
export class ComplaintsController {
  constructor(private readonly lookup: ComplaintLookup) {}

  @ApiOperation({
    summary: 'Track a complaint',
    description:
      'Where a dispute or a contact message stands, by its tracking number and the email it was filed with: its stage, ' +
      'when it was filed, acknowledged and settled, and the deadlines. A number and email that do not belong together get ' +
      'the same 404 as a number that does not exist. A POST, so the email stays out of URLs and logs. ' +
      'Who: anyone (rate limited). ' +
      'Effects: none.',
  })
  @Post('track')
  @HttpCode(200)
  @ApiOkResponse({ type: ComplaintStandingDto })
  @ApiBadRequestResponse({ description: 'No tracking number, one not in the given form, or no valid email' })
  @ApiNotFoundResponse({ description: "'We could not find a complaint with that tracking number and email address.'" })
  @ApiTooManyRequestsResponse({ description: 'More than 10 lookups from one address in 10 minutes' })
  async track(@Body() body: ComplaintLookupRequestDto): Promise<ComplaintStandingDto> {
    const c = await this.lookup.find(body.tracking_number, body.email);
    return {
      tracking_number: c.trackingNumber,
      kind: c.kind,
      stage: c.stage,
      status_label: c.statusLabel,
      filed_at: c.filedAt,
      acknowledge_by: c.acknowledgeBy,
      resolve_by: c.resolveBy,
      acknowledged_at: c.acknowledgedAt,
      settled_at: c.settledAt,
      acknowledgement_overdue: c.acknowledgementOverdue,
      resolution_overdue: c.resolutionOverdue,
    };
  }
}
