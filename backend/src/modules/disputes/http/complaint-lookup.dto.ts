import { ApiProperty } from '@nestjs/swagger';
import { COMPLAINT_MESSAGES, TRACKING_NUMBER_AS_TYPED, TRACKING_NUMBER_LENGTH } from '@ticketsetu/contracts/complaints';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { EmailField } from '../../../shared/http/email-field.js';
import { Trim } from '../../../shared/http/trim.js';

export class ComplaintLookupRequestDto {
  @ApiProperty({
    example: 'TS-C-2026-7K3QXM',
    description: 'As given when the complaint was filed (any case)',
    maxLength: TRACKING_NUMBER_LENGTH,
    pattern: TRACKING_NUMBER_AS_TYPED.source,
  })
  @Trim()
  @IsString({ message: COMPLAINT_MESSAGES.numberRequired })
  @IsNotEmpty({ message: COMPLAINT_MESSAGES.numberRequired })
  @MaxLength(TRACKING_NUMBER_LENGTH, { message: COMPLAINT_MESSAGES.numberInvalid })
  @Matches(TRACKING_NUMBER_AS_TYPED, { message: COMPLAINT_MESSAGES.numberInvalid })
  tracking_number!: string;

  @ApiProperty({ example: 'priya.sharma@example.in', description: 'The email the complaint was filed with' })
  @Trim()
  @EmailField()
  email!: string;
}

export class ComplaintStandingDto {
  @ApiProperty({ example: 'TS-C-2026-7K3QXM' }) tracking_number!: string;
  @ApiProperty({ enum: ['dispute', 'contact_message'], example: 'contact_message' }) kind!:
    'dispute' | 'contact_message';
  @ApiProperty({
    enum: ['received', 'acknowledged', 'settled'],
    example: 'received',
    description: 'Received; acknowledged (being handled); settled (resolved, withdrawn or closed)',
  })
  stage!: 'received' | 'acknowledged' | 'settled';
  @ApiProperty({ example: 'Received', description: "The desk's word for where it stands" }) status_label!: string;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-11-08T05:45:00.000Z' }) filed_at!: Date;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-11-10T05:45:00.000Z' }) acknowledge_by!: Date;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-12-08T05:45:00.000Z' }) resolve_by!: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: null }) acknowledged_at!: Date | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: null }) settled_at!: Date | null;
  @ApiProperty({ example: false }) acknowledgement_overdue!: boolean;
  @ApiProperty({ example: false }) resolution_overdue!: boolean;
}
