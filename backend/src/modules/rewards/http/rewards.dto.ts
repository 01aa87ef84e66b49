import { ApiProperty } from '@nestjs/swagger';

/** One credit the caller earned (amounts in integer paise). */
export class RewardCreditDto {
  @ApiProperty({ format: 'uuid', description: 'The purchase (transaction) whose ticket earned it' })
  transaction_id!: string;
  @ApiProperty({
    type: 'integer',
    description: 'The average price of the 10 tickets before the one that earned it, integer paise',
  })
  amount!: number;
  @ApiProperty({ type: String, format: 'date-time' }) earned_at!: Date;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When that purchase was refunded and the credit taken back',
  })
  reversed_at!: Date | null;
  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'What the refund took back: at most what was unspent, integer paise',
  })
  reversed_amount!: number | null;
}

/** The caller's rewards: the 11th ticket earns the average price of the 10 before it (docs/rewards.md). */
export class RewardsSummaryDto {
  @ApiProperty({ type: 'integer', description: 'Credit earned and not yet spent, integer paise' })
  credit_balance!: number;
  @ApiProperty({
    type: 'integer',
    description: 'What the next checkout applies: the balance less what a payment in progress holds',
  })
  credit_available!: number;
  @ApiProperty({ type: 'integer', description: 'Tickets of settled purchases that were not refunded' })
  tickets_counted!: number;
  @ApiProperty({
    type: 'integer',
    description: 'How many more tickets earn the next credit (the last of them earns it)',
  })
  tickets_to_next_credit!: number;
  @ApiProperty({ type: 'integer', description: 'Credits earned and not taken back' }) credits_earned!: number;
  @ApiProperty({ type: [RewardCreditDto], description: 'Every credit, newest first' }) credits!: RewardCreditDto[];
}
