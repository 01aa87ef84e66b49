import { Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminController } from '../../../shared/http/auth.js';
import { AdminDashboard } from '../application/admin-dashboard.js';
import { AdminDashboardDto, toDashboardDto } from './admin-dashboard.dto.js';

/** The admin dashboard's cards: live counts across the modules. */
@AdminController('dashboard')
export class AdminDashboardController {
  constructor(private readonly dashboard: AdminDashboard) {}

  @ApiOperation({
    summary: 'Back-office dashboard counts',
    description:
      'Live counts for the dashboard: listings to review, transfers and payouts pending, disputes open, overdue and awaiting acknowledgement, users, upcoming events and transactions. ' +
      'Who: staff. ' +
      'Effects: none.',
  })
  @Get()
  @ApiOkResponse({ type: AdminDashboardDto })
  async counts(): Promise<AdminDashboardDto> {
    return toDashboardDto(await this.dashboard.counts());
  }
}
