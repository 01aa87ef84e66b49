/**
 * The chart of accounts (ADR 20). Every amount in the ledger sits on one of these named accounts;
 * three of them are kept per party (a user id): what we owe each seller, the tax withheld from each
 * seller (ADR 49), and each buyer's rewards credit.
 */
export const accountCodes = [
  'gateway_clearing',
  'escrow',
  'seller_payable',
  'platform_fee_revenue',
  'buyer_fee_revenue',
  'rewards_liability',
  'rewards_expense',
  'tds_payable',
] as const;

export type AccountCode = (typeof accountCodes)[number];

export type AccountType = 'asset' | 'liability' | 'revenue' | 'expense';

/** The side on which an account of that type grows (assets and expenses: debit; the rest: credit). */
export type Side = 'debit' | 'credit';

/**
 * Where a balance may never fall below zero on the account's own side, and how finely that is
 * checked: over the whole account, per party (each seller, each buyer), or per order (what one
 * order put in must cover what is taken out for it). `null`: no such rule (see gateway_clearing).
 */
export type NeverNegative = 'account' | 'party' | 'order' | null;

export interface AccountDefinition {
  readonly type: AccountType;
  readonly normalSide: Side;
  /** Whose sub-account a line names: required on these accounts, refused on the others. */
  readonly party: 'seller' | 'buyer' | null;
  readonly neverNegative: NeverNegative;
  readonly description: string;
}

export const chartOfAccounts: Readonly<Record<AccountCode, AccountDefinition>> = {
  gateway_clearing: {
    type: 'asset',
    normalSide: 'debit',
    party: null,
    // Not guarded: the platform may fund rewards credits beyond the fees it earned, so cash can dip
    // below what buyers paid in; the gateway reconciliation, not this rule, proves the cash.
    neverNegative: null,
    description: 'Money at PhonePe and in our bank: buyer payments in, refunds and seller payouts out',
  },
  escrow: {
    type: 'liability',
    normalSide: 'credit',
    party: null,
    neverNegative: 'order',
    description: "Buyers' money for ticket prices, held until the ticket has moved (or returned)",
  },
  seller_payable: {
    type: 'liability',
    normalSide: 'credit',
    party: 'seller',
    neverNegative: 'party',
    description: 'What we owe each seller for completed transfers, until it is paid out',
  },
  platform_fee_revenue: {
    type: 'revenue',
    normalSide: 'credit',
    party: null,
    neverNegative: 'order',
    description: 'Seller fees (seller_fee_percent of the sale), earned when the transfer completes',
  },
  buyer_fee_revenue: {
    type: 'revenue',
    normalSide: 'credit',
    party: null,
    neverNegative: 'order',
    description: "Buyer fees ('Platform Fees + Taxes'), earned when the payment is captured",
  },
  rewards_liability: {
    type: 'liability',
    normalSide: 'credit',
    party: 'buyer',
    neverNegative: 'party',
    description: "Each buyer's rewards credit: earned and not yet spent",
  },
  rewards_expense: {
    type: 'expense',
    normalSide: 'debit',
    party: null,
    neverNegative: 'account',
    description: 'What the rewards programme costs the platform',
  },
  tds_payable: {
    type: 'liability',
    normalSide: 'credit',
    party: 'seller',
    neverNegative: 'party',
    description:
      "Income tax withheld from each seller's sales (TDS by the e-commerce operator), owed to the government until deposited",
  },
};

export function isAccountCode(value: unknown): value is AccountCode {
  return typeof value === 'string' && (accountCodes as readonly string[]).includes(value);
}

/**
 * The balance of an account from its sums of debits and credits, signed so that it is positive on
 * the account's normal side (an asset's debit balance, a liability's credit balance).
 */
export function normalBalance(account: AccountCode, debits: number, credits: number): number {
  return chartOfAccounts[account].normalSide === 'debit' ? debits - credits : credits - debits;
}
