import { Get, Query, Req, Res } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiAdminList, sendAdminList } from '../../../shared/http/admin-list.js';
import { AdminController } from '../../../shared/http/auth.js';
import { type CsvColumn, csvDateIst } from '../../../shared/http/csv.js';
import {
  AdminUserDto,
  AdminUserList,
  type AdminUserRow,
  AdminUsersQueryDto,
  toAdminUserDto,
} from '../../identity/index.js';

const statusWords = { active: 'Active', inactive: 'Inactive', deletion_requested: 'Deletion requested' } as const;

const userColumns: CsvColumn<AdminUserRow>[] = [
  { header: 'User ID', value: (u) => u.id },
  { header: 'Name', value: (u) => u.fullName },
  { header: 'Email', value: (u) => u.email },
  { header: 'Phone', value: (u) => u.phone },
  { header: 'Role', value: (u) => (u.isAdmin ? 'Admin' : 'User') },
  { header: 'Status', value: (u) => statusWords[u.status] },
  { header: 'Joined (IST)', value: (u) => csvDateIst(u.createdAt) },
];

/** Admin > Users' list (ADR 71); its changes are identity's own AdminUsersController, the same class name. */
@AdminController('users')
export class AdminUsersController {
  constructor(private readonly users: AdminUserList) {}

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
}
