import { Body, Get, Param, Patch, Query, Req, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiAdminList, sendAdminList } from '../../../shared/http/admin-list.js';
import { AdminController, type AuthUser, CurrentUser } from '../../../shared/http/auth.js';
import { requireExactlyOne } from '../../../shared/http/exactly-one.js';
import { type CsvColumn, csvDateIst } from '../../../shared/http/csv.js';
import { AdminUsersService, roleOf, statusOf } from '../application/admin-users.service.js';
import type { User } from '../domain/user.entity.js';
import { AdminUserChangedDto, AdminUsersQueryDto } from './admin-users.dto.js';
import { AdminUserChangeDto, AdminUserDto } from './me.dto.js';

/** The messages Admin > Users shows after each change (spec 8). */
export const USER_CHANGE_MESSAGES = {
  activated: 'User activated',
  deactivated: 'User deactivated',
  madeAdmin: 'User has been made an admin',
  adminRemoved: 'Admin privileges have been removed',
} as const;

function toAdminUserDto(u: User): AdminUserDto {
  return {
    id: u.id,
    email: u.email,
    full_name: u.fullName,
    phone: u.phone,
    role: roleOf(u),
    status: statusOf(u),
    is_admin: u.isAdmin,
    is_active: u.isActive,
    created_at: u.createdAt,
    deletion_requested_at: u.deletionRequestedAt,
  };
}

const statusWords = { active: 'Active', inactive: 'Inactive', deletion_requested: 'Deletion requested' } as const;

const userColumns: CsvColumn<User>[] = [
  { header: 'User ID', value: (u) => u.id },
  { header: 'Name', value: (u) => u.fullName },
  { header: 'Email', value: (u) => u.email },
  { header: 'Phone', value: (u) => u.phone },
  { header: 'Role', value: (u) => (u.isAdmin ? 'Admin' : 'User') },
  { header: 'Status', value: (u) => statusWords[statusOf(u)] },
  { header: 'Joined (IST)', value: (u) => csvDateIst(u.createdAt) },
];

/** Staff only: the session guard refuses every /api/v1/admin route to non-admins. */
@AdminController('users')
export class AdminUsersController {
  constructor(private readonly users: AdminUsersService) {}

  @ApiOperation({
    summary: 'List users',
    description: 'Every account, searchable and sortable, a page at a time or as CSV. Who: staff. Effects: none.',
  })
  @Get()
  @ApiAdminList(AdminUserDto)
  list(@Query() query: AdminUsersQueryDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    return sendAdminList(req, res, query, {
      load: (window) =>
        this.users.list({
          search: query.search || undefined,
          role: query.role,
          status: query.status,
          sort: query.sort ?? 'created_at',
          order: query.order ?? (query.sort && query.sort !== 'created_at' ? 'asc' : 'desc'),
          ...window,
        }),
      toDto: toAdminUserDto,
      csv: { filename: 'ticketsetu-users', columns: userColumns },
    });
  }

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
      return { ...toAdminUserDto(user), message };
    }
    const user = await this.users.setAdmin(admin.id, id, body.isAdmin!);
    const message = body.isAdmin ? USER_CHANGE_MESSAGES.madeAdmin : USER_CHANGE_MESSAGES.adminRemoved;
    return { ...toAdminUserDto(user), message };
  }
}
