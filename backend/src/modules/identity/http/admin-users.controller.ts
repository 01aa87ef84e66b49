import { Body, Controller, Get, Param, Patch } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { type AuthUser, CurrentUser } from '../../../shared/http/auth.js';
import { AdminUsersService } from '../application/admin-users.service.js';
import type { User } from '../domain/user.entity.js';
import { AdminUserChangeDto, AdminUserDto } from './me.dto.js';

function toAdminUserDto(u: User): AdminUserDto {
  return {
    id: u.id,
    email: u.email,
    full_name: u.fullName,
    phone: u.phone,
    is_admin: u.isAdmin,
    is_active: u.isActive,
    created_at: u.createdAt,
    deletion_requested_at: u.deletionRequestedAt,
  };
}

/** Staff only: the session guard refuses every /api/v1/admin route to non-admins. */
@ApiTags('admin')
@ApiBearerAuth()
@ApiCookieAuth()
@Controller('v1/admin/users')
export class AdminUsersController {
  constructor(private readonly users: AdminUsersService) {}

  @Get()
  @ApiOkResponse({ type: [AdminUserDto] })
  async list(): Promise<AdminUserDto[]> {
    return (await this.users.list()).map(toAdminUserDto);
  }

  /** Activate/deactivate or grant/remove admin; one change per request. */
  @Patch(':id')
  @ApiOkResponse({ type: AdminUserDto })
  async change(
    @CurrentUser() admin: AuthUser,
    @Param('id') id: string,
    @Body() body: AdminUserChangeDto,
  ): Promise<AdminUserDto> {
    let user: User | undefined;
    if (body.isActive !== undefined) user = await this.users.setActive(admin.id, id, body.isActive);
    if (body.isAdmin !== undefined) user = await this.users.setAdmin(admin.id, id, body.isAdmin);
    return toAdminUserDto(user ?? (await this.users.get(id)));
  }
}
