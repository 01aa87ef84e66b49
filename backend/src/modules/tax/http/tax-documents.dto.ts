import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { AdminListQueryDto } from '../../../shared/http/admin-list.js';
import { FinancialYearField } from '../../../shared/http/financial-year-field.js';
import { OptionalField } from '../../../shared/http/optional.js';
import type { DocumentKind, Recipient } from '../domain/fee-documents.js';

const kinds = ['invoice', 'credit_note'] as const;
const roles = ['buyer', 'seller'] as const;
const paiseField = (description: string) =>
  ApiProperty({ type: 'integer', minimum: 0, example: 7627, description: `${description}, integer paise` });

/** A tax invoice for a platform fee, or a credit note giving part of one back (ADR 48). */
export class TaxDocumentDto {
  @ApiProperty({ format: 'uuid', example: '5b7f0e7c-3d2a-4c1e-9f8a-2b6c4d8e0f1a' }) id!: string;
  @ApiProperty({ enum: kinds }) kind!: DocumentKind;
  @ApiProperty({ example: 'B2026-27/0000042', description: 'Serial number, unique in its financial year' })
  number!: string;
  @ApiProperty({ example: '2026-27', description: 'Financial year (April to March, IST)' }) financial_year!: string;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-11-27T09:30:00.000Z' }) issued_at!: Date;
  @ApiProperty({ format: 'uuid', description: 'The purchase (transaction) whose fee it is for' }) order_id!: string;
  @ApiProperty({ enum: roles, description: "Whose fee: the buyer's or the seller's" }) recipient_role!: Recipient;
  @ApiProperty({ example: 'Asha Rao' }) recipient_name!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'B2026-27/0000042',
    description: 'The invoice a credit note names',
  })
  invoice_number!: string | null;
  @ApiProperty({ example: 'Karnataka' }) place_of_supply!: string;
  @paiseField('Taxable value') taxable!: number;
  @paiseField('Central tax') cgst!: number;
  @paiseField('State (or Union territory) tax') sgst!: number;
  @ApiProperty({ enum: ['SGST', 'UTGST'], description: 'What `sgst` is called at the place of supply' })
  state_tax_head!: 'SGST' | 'UTGST';
  @paiseField('Integrated tax (across states)') igst!: number;
  @paiseField('The fee, tax included') total!: number;
  @ApiProperty({ example: '/api/v1/tax-documents/5b7f0e7c-3d2a-4c1e-9f8a-2b6c4d8e0f1a/pdf' }) pdf_url!: string;
}

export class MyTaxDocumentsQueryDto {
  @ApiPropertyOptional({ enum: roles, description: 'Only the documents for fees as a buyer, or as a seller' })
  @OptionalField()
  @IsIn(roles, { message: 'Role must be buyer or seller' })
  role?: Recipient;
}

export class AdminTaxDocumentsQueryDto extends AdminListQueryDto {
  @ApiPropertyOptional({ enum: kinds })
  @OptionalField()
  @IsIn(kinds, { message: 'Kind must be invoice or credit_note' })
  kind?: DocumentKind;

  @FinancialYearField({ required: false })
  financial_year?: string;
}
