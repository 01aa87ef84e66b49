import { applyDecorators, type Type } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { IsIn, IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import { OptionalField } from './optional.js';
import type { Request, Response } from 'express';
import {
  ADMIN_EXPORT_MAX_ROWS,
  ADMIN_LIST_DEFAULT_LIMIT,
  ADMIN_LIST_MAX_LIMIT,
  type AdminListPage,
  sortOrders,
  type SortOrder,
} from '../domain/admin-list.js';
import { RequestError } from '../domain/domain-error.js';
import { type CsvColumn, toCsv } from './csv.js';
import { TextInteger, Trim } from './trim.js';

/** The header carrying how many rows match the filters, on every admin list answer (ADR 27). */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/**
 * The query every admin list takes (ADR 27); a list adds its own `sort` (an enum of its columns)
 * and filters. Unknown parameters are refused like everywhere else.
 */
export abstract class AdminListQueryDto {
  @ApiPropertyOptional({
    example: 'Arijit',
    description: 'Case-insensitive text to look for; % and _ are literal',
  })
  @OptionalField()
  @Trim()
  @IsString()
  @MaxLength(100, { message: 'Search can be at most 100 characters' })
  search?: string;

  @ApiPropertyOptional({ enum: sortOrders, description: 'Direction of `sort`; each list documents its default' })
  @OptionalField()
  @IsIn(sortOrders, { message: 'Order must be asc or desc' })
  order?: SortOrder;

  @ApiPropertyOptional({ minimum: 1, maximum: ADMIN_LIST_MAX_LIMIT, default: ADMIN_LIST_DEFAULT_LIMIT, example: 50 })
  @OptionalField()
  @TextInteger()
  @IsInt({ message: `Limit must be a whole number from 1 to ${ADMIN_LIST_MAX_LIMIT}` })
  @Min(1, { message: `Limit must be a whole number from 1 to ${ADMIN_LIST_MAX_LIMIT}` })
  @Max(ADMIN_LIST_MAX_LIMIT, { message: `Limit must be a whole number from 1 to ${ADMIN_LIST_MAX_LIMIT}` })
  limit?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: 1_000_000, default: 0, example: 0, description: 'Rows to skip' })
  @OptionalField()
  @TextInteger()
  @IsInt({ message: 'Offset must be a whole number of at least 0' })
  @Min(0, { message: 'Offset must be a whole number of at least 0' })
  @Max(1_000_000, { message: 'Offset can be at most 1000000' })
  offset?: number;

  @ApiPropertyOptional({
    enum: ['json', 'csv'],
    description:
      'csv (or the header Accept: text/csv): every row of the filter as a CSV download, limit and offset ignored',
  })
  @OptionalField()
  @IsIn(['json', 'csv'], { message: 'Format must be json or csv' })
  format?: 'json' | 'csv';
}

/** OpenAPI for an admin list: the page of rows, the total in X-Total-Count, CSV on request. */
export function ApiAdminList(dto: Type<unknown>) {
  return applyDecorators(
    ApiExtraModels(dto),
    ApiOkResponse({
      description:
        `One page of rows (limit/offset). ${TOTAL_COUNT_HEADER} holds how many rows match the filters in all. ` +
        `With format=csv or Accept: text/csv: text/csv, every matching row (at most ${ADMIN_EXPORT_MAX_ROWS}), as a download.`,
      headers: { [TOTAL_COUNT_HEADER]: { description: 'Rows matching the filters', schema: { type: 'integer' } } },
      content: {
        'application/json': { schema: { type: 'array', items: { $ref: getSchemaPath(dto) } } },
        'text/csv': { schema: { type: 'string', description: 'A header row, then one row per match (RFC 4180)' } },
      },
    }),
  );
}

export interface AdminListAnswer<T, D> {
  /** Loads one window of the list (the service applies search, filters and sort). */
  load: (window: { limit: number; offset: number }) => Promise<AdminListPage<T>>;
  toDto: (row: T) => D;
  csv: { filename: string; columns: readonly CsvColumn<T>[] };
}

/** Whether the caller asked for CSV: `format=csv`, or `Accept: text/csv` when no format is given. */
export function wantsCsv(req: Request, query: AdminListQueryDto): boolean {
  if (query.format) return query.format === 'csv';
  return req.accepts(['application/json', 'text/csv']) === 'text/csv';
}

/**
 * Answers an admin list: JSON rows of one page with X-Total-Count, or the whole filter as CSV.
 * An export larger than ADMIN_EXPORT_MAX_ROWS is refused (with the count) rather than cut short.
 */
export async function sendAdminList<T, D>(
  req: Request,
  res: Response,
  query: AdminListQueryDto,
  answer: AdminListAnswer<T, D>,
): Promise<void> {
  if (!wantsCsv(req, query)) {
    const page = await answer.load({ limit: query.limit ?? ADMIN_LIST_DEFAULT_LIMIT, offset: query.offset ?? 0 });
    res.set(TOTAL_COUNT_HEADER, String(page.total)).json(page.rows.map(answer.toDto));
    return;
  }
  const all = await answer.load({ limit: ADMIN_EXPORT_MAX_ROWS, offset: 0 });
  if (all.total > ADMIN_EXPORT_MAX_ROWS) {
    throw new RequestError(
      'REQUEST_INVALID',
      `${all.total} rows match; an export holds at most ${ADMIN_EXPORT_MAX_ROWS}. Narrow the search and try again.`,
    );
  }
  res
    .status(200)
    .set({
      [TOTAL_COUNT_HEADER]: String(all.total),
      'Content-Disposition': `attachment; filename="${answer.csv.filename}.csv"`,
      'X-Content-Type-Options': 'nosniff',
    })
    .type('text/csv; charset=utf-8')
    .send(toCsv(answer.csv.columns, all.rows));
}
