import { Get, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsUUID } from 'class-validator';
import { INVALID_TIME, InstantField } from '../../../shared/http/date-fields.js';
import { OptionalField } from '../../../shared/http/optional.js';
import type { Request, Response } from 'express';
import { ApiAdminList, AdminListQueryDto, sendAdminList } from '../../../shared/http/admin-list.js';
import { AdminController } from '../../../shared/http/auth.js';
import { type CsvColumn, csvDateIst } from '../../../shared/http/csv.js';
import { AuditLog, auditKinds, auditSorts, type AuditKind, type RecordedAuditEntry } from '../../audit/index.js';
import { IdentityService, type UserSummary } from '../../identity/index.js';

export class AdminAuditQueryDto extends AdminListQueryDto {
  @ApiPropertyOptional({ enum: auditSorts, default: 'at' })
  @OptionalField()
  @IsIn(auditSorts, { message: 'Sort must be at' })
  sort?: (typeof auditSorts)[number];

  @ApiPropertyOptional({
    example: '0e9d8c7b-6a5f-4e4d-8c3b-2a1f0e9d8c7b',
    description: 'Only this staff member',
  })
  @OptionalField()
  @IsUUID('all', { message: 'Actor must be a user id' })
  actor?: string;

  @ApiPropertyOptional({ enum: auditKinds })
  @OptionalField()
  @IsIn(auditKinds, { message: 'Unknown kind of action' })
  kind?: AuditKind;

  @ApiPropertyOptional({
    example: '2026-10-01T00:00:00.000+05:30',
    description: 'On or after this instant (RFC 3339, with Z or an offset)',
  })
  @OptionalField()
  @InstantField(INVALID_TIME)
  from?: string;

  @ApiPropertyOptional({
    example: '2026-10-31T23:59:59.999+05:30',
    description: 'On or before this instant (RFC 3339, with Z or an offset)',
  })
  @OptionalField()
  @InstantField(INVALID_TIME)
  to?: string;
}

export class AuditActorDto {
  @ApiProperty({ format: 'uuid', example: '0e9d8c7b-6a5f-4e4d-8c3b-2a1f0e9d8c7b' }) id!: string;
  @ApiProperty({ type: String, nullable: true, example: 'Ananya Iyer' }) full_name!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'ananya.iyer@ticketsetu.in' }) email!: string | null;
}

export class AuditEntryDto {
  @ApiProperty({ format: 'uuid', example: 'ab12cd34-ef56-4a78-9b01-23cd45ef6789' }) id!: string;
  @ApiProperty({ type: AuditActorDto }) actor!: AuditActorDto;
  @ApiProperty({ enum: auditKinds, example: 'event.verified' }) kind!: string;
  @ApiProperty({ example: 'event' }) target!: string;
  @ApiProperty({ format: 'uuid', example: 'b7e3c1a2-4d5f-4e6a-9b8c-1d2e3f4a5b6c' }) target_id!: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    example: { verified: null, verified_at: null },
  })
  before!: Record<string, unknown> | null;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    example: { verified: true, verified_at: '2026-10-03T11:20:00.000Z' },
  })
  after!: Record<string, unknown> | null;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-10-03T11:20:00.000Z' }) at!: Date;
}

type Row = RecordedAuditEntry & { actor?: UserSummary };

const columns: CsvColumn<Row>[] = [
  { header: 'When (IST)', value: (r) => csvDateIst(r.at) },
  { header: 'Staff', value: (r) => r.actor?.email ?? r.actorId },
  { header: 'Action', value: (r) => r.kind },
  { header: 'Target', value: (r) => r.target },
  { header: 'Target ID', value: (r) => r.targetId },
  { header: 'Before', value: (r) => (r.before ? JSON.stringify(r.before) : '') },
  { header: 'After', value: (r) => (r.after ? JSON.stringify(r.after) : '') },
];

/**
 * Admin > Audit: every staff action, read-only (nothing in the app can change or remove a line, and the
 * database refuses to: ADR 30). It joins the audit log with the staff's names: a back-office read
 * across modules (ADR 71).
 */
@AdminController('audit')
export class AdminAuditController {
  constructor(
    private readonly audit: AuditLog,
    private readonly identity: IdentityService,
  ) {}

  @ApiOperation({
    summary: 'The audit log',
    description:
      'Every staff action, newest first, filterable by staff member, kind and time; read-only. ' +
      'Who: staff. ' +
      'Effects: none.',
  })
  @Get()
  @ApiAdminList(AuditEntryDto)
  list(@Query() query: AdminAuditQueryDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    return sendAdminList(req, res, query, {
      load: async (window) => {
        const page = await this.audit.list({
          search: query.search || undefined,
          actorId: query.actor,
          kind: query.kind,
          from: query.from ? new Date(query.from) : undefined,
          to: query.to ? new Date(query.to) : undefined,
          sort: 'at',
          order: query.order ?? 'desc',
          ...window,
        });
        const people = await this.identity.summaries(page.rows.map((r) => r.actorId));
        return { total: page.total, rows: page.rows.map((r) => ({ ...r, actor: people.get(r.actorId) })) };
      },
      toDto: (r) => ({
        id: r.id,
        actor: { id: r.actorId, full_name: r.actor?.fullName ?? null, email: r.actor?.email ?? null },
        kind: r.kind,
        target: r.target,
        target_id: r.targetId,
        before: r.before,
        after: r.after,
        at: r.at,
      }),
      csv: { filename: 'audit', columns },
    });
  }
}
