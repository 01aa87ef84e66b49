import { ApiProperty } from '@nestjs/swagger';

/** One credit the caller earned (amounts in integer paise). */
export class RewardCreditDto {
  @ApiProperty({
    format: 'uuid',
    example: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    description: 'The purchase (transaction) whose ticket earned it',
  })
  transaction_id!: string;
  @ApiProperty({
    type: 'integer',
    example: 124900,
    description: 'The average price of the 10 tickets before the one that earned it, integer paise',
  })
  amount!: number;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-11-05T14:22:41.000Z' }) earned_at!: Date;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2026-11-20T10:00:00.000Z',
    description: 'When that purchase was refunded and the credit taken back',
  })
  reversed_at!: Date | null;
  @ApiProperty({
    type: 'integer',
    nullable: true,
    example: 124900,
    description: 'What the refund took back: at most what was unspent, integer paise',
  })
  reversed_amount!: number | null;
}

/** The caller's rewards: the 11th ticket earns the average price of the 10 before it (docs/rewards.md). */
export class RewardsSummaryDto {
  @ApiProperty({ type: 'integer', example: 124900, description: 'Credit earned and not yet spent, integer paise' })
  credit_balance!: number;
  @ApiProperty({
    type: 'integer',
    example: 124900,
    description: 'What the next checkout applies: the balance less what a payment in progress holds',
  })
  credit_available!: number;
  @ApiProperty({ type: 'integer', example: 13, description: 'Tickets of settled purchases that were not refunded' })
  tickets_counted!: number;
  @ApiProperty({
    type: 'integer',
    example: 9,
    description: 'How many more tickets earn the next credit (the last of them earns it)',
  })
  tickets_to_next_credit!: number;
  @ApiProperty({ type: 'integer', example: 1, description: 'Credits earned and not taken back' })
  credits_earned!: number;
  @ApiProperty({ type: [RewardCreditDto], description: 'Every credit, newest first' }) credits!: RewardCreditDto[];
}
