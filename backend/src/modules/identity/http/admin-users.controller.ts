import { Body, Param, Patch } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminController, type AuthUser, CurrentUser } from '../../../shared/http/auth.js';
import { requireExactlyOne } from '../../../shared/http/exactly-one.js';
import { toAdminUserRow } from '../application/admin-user-list.js';
import { AdminUsersService } from '../application/admin-users.service.js';
import { AdminUserChangedDto } from './admin-users.dto.js';
import { toAdminUserDto } from './admin-user-views.js';
import { AdminUserChangeDto } from './me.dto.js';

/** The messages Admin > Users shows after each change (spec 8). */
export const USER_CHANGE_MESSAGES = {
  activated: 'User activated',
  deactivated: 'User deactivated',
  madeAdmin: 'User has been made an admin',
  adminRemoved: 'Admin privileges have been removed',
} as const;

/** Staff only: the session guard refuses every /api/v1/admin route to non-admins. The list: the back office. */
@AdminController('users')
export class AdminUsersController {
  constructor(private readonly users: AdminUsersService) {}

  /**
   * Activate/deactivate or grant/remove admin: one change per request, answered with its message.
   * Deactivating ends every session of the person at once (each request checks the account).
   */
  @ApiOperation({
    summary: 'Activate, deactivate, or grant or remove admin',
    description:
      'One change per request. ' +
      'Deactivating ends every session of the person at once; the last admin cannot be removed or deactivated. ' +
      'Who: staff. ' +
      'Effects: recorded in the audit log.',
  })
  @Patch(':id')
  @ApiOkResponse({ type: AdminUserChangedDto })
  @ApiNotFoundResponse({ description: "'User not found'" })
  @ApiConflictResponse({ description: "e.g. 'You cannot deactivate your own account'" })
  async change(
    @CurrentUser() admin: AuthUser,
    @Param('id') id: string,
    @Body() body: AdminUserChangeDto,
  ): Promise<AdminUserChangedDto> {
    requireExactlyOne(body);
    if (body.isActive !== undefined) {
      const user = await this.users.setActive(admin.id, id, body.isActive);
      const message = body.isActive ? USER_CHANGE_MESSAGES.activated : USER_CHANGE_MESSAGES.deactivated;
      return { ...toAdminUserDto(toAdminUserRow(user)), message };
    }
    const user = await this.users.setAdmin(admin.id, id, body.isAdmin!);
    const message = body.isAdmin ? USER_CHANGE_MESSAGES.madeAdmin : USER_CHANGE_MESSAGES.adminRemoved;
    return { ...toAdminUserDto(toAdminUserRow(user)), message };
  }
}
