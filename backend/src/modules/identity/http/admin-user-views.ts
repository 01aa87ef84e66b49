import type { AdminUserRow } from '../application/admin-user-list.js';
import type { AdminUserDto } from './me.dto.js';

/** An account as Admin > Users shows it: its list (the back office) and each change's answer. */
export function toAdminUserDto(u: AdminUserRow): AdminUserDto {
  return {
    id: u.id,
    email: u.email,
    full_name: u.fullName,
    phone: u.phone,
    role: u.role,
    status: u.status,
    is_admin: u.isAdmin,
    is_active: u.isActive,
    created_at: u.createdAt,
    deletion_requested_at: u.deletionRequestedAt,
  };
}
