import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { OptionalField } from '../../../shared/http/optional.js';
import { AdminListQueryDto } from '../../../shared/http/admin-list.js';
import {
  adminUserSorts,
  type AdminUserSort,
  userRoles,
  type UserRole,
  userStatuses,
  type UserStatus,
} from '../application/admin-users.service.js';
import { AdminUserDto } from './me.dto.js';

/** Admin > Users list: the admin list convention (ADR 27); search covers name, email and phone. */
export class AdminUsersQueryDto extends AdminListQueryDto {
  @ApiPropertyOptional({
    enum: adminUserSorts,
    default: 'created_at',
    description: 'Default order: desc (newest first)',
  })
  @OptionalField()
  @IsIn(adminUserSorts, { message: `Sort must be one of ${adminUserSorts.join(', ')}` })
  sort?: AdminUserSort;

  @ApiPropertyOptional({ enum: userRoles })
  @OptionalField()
  @IsIn(userRoles, { message: `Role must be one of ${userRoles.join(', ')}` })
  role?: UserRole;

  @ApiPropertyOptional({ enum: userStatuses })
  @OptionalField()
  @IsIn(userStatuses, { message: `Status must be one of ${userStatuses.join(', ')}` })
  status?: UserStatus;
}

/** A change of one account, with the message staff are shown ('User activated', ...). */
export class AdminUserChangedDto extends AdminUserDto {
  @ApiProperty({
    enum: ['User activated', 'User deactivated', 'User has been made an admin', 'Admin privileges have been removed'],
  })
  message!: string;
}
