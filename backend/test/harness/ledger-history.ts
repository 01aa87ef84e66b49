/**
 * Random but reproducible order histories for the ledger's property tests (the pure one next to
 * the domain, and the integration one through the real service): captures, transfer completions,
 * refunds full and partial, disputes after completion, late payments, payouts processed, failed and
 * retried, rewards earned and reversed, in random order with amounts from the money module. Facts
 * are consistent with what the callers (orders, transfers, payouts, rewards) will do, and a model
 * tracks, independently of the ledger, what each balance must be.
 */
import {
  averageOf,
  checkoutTotal,
  MAX_TICKET_PRICE_PAISE,
  type Paise,
  paise,
  sellerPayout,
} from '@ticketsetu/contracts/money';
import { orderMoney, refundedBefore } from '../../src/modules/ledger/domain/balances.js';
import type { JournalEntry } from '../../src/modules/ledger/domain/journal-entry.js';
import {
  buyerRefunded,
  type CaptureFigures,
  paymentCaptured,
  payoutFailed,
  payoutProcessed,
  refundSplit,
  rewardEarned,
  rewardReversed,
  transferCompleted,
  transferReversed,
} from '../../src/modules/ledger/domain/postings.js';

/** Small seeded PRNG (mulberry32): a seed always draws the same history. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Operation =
  | 'capture'
  | 'late_payment'
  | 'complete_transfer'
  | 'refund_partial'
  | 'refund_full'
  | 'dispute_after_completion'
  | 'payout'
  | 'payout_failed'
  | 'payout_retried'
  | 'reward_earned'
  | 'reward_reversed';

export interface HistoryStep {
  op: Operation;
  entry: JournalEntry;
}

interface OrderState {
  orderId: string;
  buyerId: string;
  sellerId: string;
  figures: CaptureFigures;
  sellerFeePercent: number;
  completed: boolean;
  reversed: boolean;
  fullyRefunded: boolean;
  refunds: number;
}

/** What every balance must be, kept by the generator without reading the ledger's balances. */
export interface HistoryModel {
  cash: number;
  sellerOwed: Map<string, number>;
  credit: Map<string, number>;
  platformFeeRevenue: number;
  rewardsExpense: number;
  /** escrow + buyer fee revenue: the capture credits both; only their sum is split-independent. */
  escrowPlusBuyerFees: number;
  /** Orders that never reached their seller and were refunded in full: their entries must net to zero. */
  refundedInFull: Set<string>;
}

export interface History {
  steps: HistoryStep[];
  model: HistoryModel;
  buyers: string[];
  sellers: string[];
}

const FEE_PERCENTS = [0, 0.5, 1, 2.5, 5, 12.34, 18, 99.99];

export function randomHistory(seed: number, length: number, start = new Date('2026-12-01T10:00:00+05:30')): History {
  const random = prng(seed);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(random() * items.length)];
    if (item === undefined) throw new Error('pick from nothing');
    return item;
  };
  const uuid = () => {
    const hex = Array.from({ length: 32 }, () => int(0, 15).toString(16)).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  };
  /** A price: mostly everyday tickets, sometimes tiny or the largest we accept. */
  const price = (): Paise =>
    paise(random() < 0.1 ? pick([100, 101, 199, MAX_TICKET_PRICE_PAISE]) : int(10_000, 2_500_000));

  const buyers = Array.from({ length: 3 }, uuid);
  const sellers = Array.from({ length: 3 }, uuid);
  const model: HistoryModel = {
    cash: 0,
    sellerOwed: new Map(sellers.map((s) => [s, 0])),
    credit: new Map(buyers.map((b) => [b, 0])),
    platformFeeRevenue: 0,
    rewardsExpense: 0,
    escrowPlusBuyerFees: 0,
    refundedInFull: new Set(),
  };
  const orders: OrderState[] = [];
  const payouts: { payoutId: string; attempt: number; sellerId: string; amount: Paise; failed: boolean }[] = [];
  const rewards: { key: string; buyerId: string; amount: Paise; reversed: boolean }[] = [];
  const steps: HistoryStep[] = [];
  let minute = 0;
  const now = () => new Date(start.getTime() + ++minute * 60_000);
  const add = (map: Map<string, number>, id: string, by: number) => map.set(id, (map.get(id) ?? 0) + by);
  const entriesOf = (orderId: string) => steps.map((s) => s.entry).filter((e) => e.orderId === orderId);

  function capture(): OrderState {
    const buyerId = pick(buyers);
    const available = model.credit.get(buyerId) ?? 0;
    const wanted = random() < 0.4 ? 0 : random() < 0.5 ? available : int(0, available);
    const figures = checkoutTotal(price(), int(1, 6), pick(FEE_PERCENTS), paise(wanted));
    const order: OrderState = {
      orderId: uuid(),
      buyerId,
      sellerId: pick(sellers),
      figures: {
        subtotal: figures.subtotal,
        buyerFee: figures.fee,
        creditApplied: figures.creditApplied,
        total: figures.total,
      },
      sellerFeePercent: pick(FEE_PERCENTS),
      completed: false,
      reversed: false,
      fullyRefunded: false,
      refunds: 0,
    };
    orders.push(order);
    model.cash += figures.total;
    add(model.credit, buyerId, -figures.creditApplied);
    model.escrowPlusBuyerFees += figures.subtotal + figures.fee;
    return order;
  }

  /** Refunds `cash` (all that is left when undefined) of an order; returns the split it made. */
  function refund(order: OrderState, cash?: Paise) {
    const refundId = uuid();
    const before = refundedBefore(entriesOf(order.orderId), order.orderId, refundId);
    const amount = cash ?? paise(order.figures.total - before);
    const split = refundSplit(order.figures, before, amount);
    const entry = buyerRefunded({
      ...order.figures,
      refundId,
      orderId: order.orderId,
      buyerId: order.buyerId,
      refundedBefore: before,
      amount: cash,
      occurredAt: now(),
    });
    order.refunds += 1;
    model.cash -= amount;
    add(model.credit, order.buyerId, split.credit);
    model.escrowPlusBuyerFees -= amount + split.credit;
    if (before + amount === order.figures.total) order.fullyRefunded = true;
    return { entry, split };
  }

  const can: Record<Operation, () => boolean> = {
    capture: () => true,
    late_payment: () => true,
    complete_transfer: () =>
      orders.some((o) => !o.completed && !o.fullyRefunded && orderMoney(entriesOf(o.orderId)).escrowHeld > 0),
    refund_partial: () =>
      orders.some((o) => !o.completed && !o.fullyRefunded && o.figures.total - refundedSoFar(o) >= 2),
    refund_full: () => orders.some((o) => !o.completed && !o.fullyRefunded && o.figures.total > refundedSoFar(o)),
    dispute_after_completion: () => orders.some((o) => disputable(o)),
    payout: () => [...model.sellerOwed.values()].some((owed) => owed > 0),
    payout_failed: () => payouts.some((p) => !p.failed),
    payout_retried: () => payouts.some((p) => p.failed && (model.sellerOwed.get(p.sellerId) ?? 0) >= p.amount),
    reward_earned: () => true,
    reward_reversed: () => rewards.some((r) => !r.reversed && (model.credit.get(r.buyerId) ?? 0) > 0),
  };
  function refundedSoFar(order: OrderState): number {
    return orderMoney(entriesOf(order.orderId)).refundedCash;
  }
  function disputable(order: OrderState): boolean {
    if (!order.completed || order.reversed || order.fullyRefunded) return false;
    const left = order.figures.total - refundedSoFar(order);
    return left > 0 && (model.sellerOwed.get(order.sellerId) ?? 0) > 0;
  }

  const run: Record<Operation, () => void> = {
    capture: () => {
      const order = capture();
      steps.push({
        op: 'capture',
        entry: paymentCaptured({ ...order.figures, orderId: order.orderId, buyerId: order.buyerId, occurredAt: now() }),
      });
    },
    late_payment: () => {
      // Paid after the hold expired and the seats went to someone else: captured, then refunded in full.
      const order = capture();
      steps.push({
        op: 'late_payment',
        entry: paymentCaptured({ ...order.figures, orderId: order.orderId, buyerId: order.buyerId, occurredAt: now() }),
      });
      steps.push({ op: 'late_payment', entry: refund(order).entry });
      model.refundedInFull.add(order.orderId);
    },
    complete_transfer: () => {
      const order = pick(
        orders.filter((o) => !o.completed && !o.fullyRefunded && orderMoney(entriesOf(o.orderId)).escrowHeld > 0),
      );
      // What escrow still holds for the order goes to the seller (less anything refunded in a dispute).
      const gross = paise(orderMoney(entriesOf(order.orderId)).escrowHeld);
      const { fee, payout } = sellerPayout(gross, order.sellerFeePercent);
      steps.push({
        op: 'complete_transfer',
        entry: transferCompleted({
          orderId: order.orderId,
          sellerId: order.sellerId,
          gross,
          sellerFee: fee,
          occurredAt: now(),
        }),
      });
      order.completed = true;
      model.escrowPlusBuyerFees -= gross;
      add(model.sellerOwed, order.sellerId, payout);
      model.platformFeeRevenue += fee;
    },
    refund_partial: () => {
      const order = pick(
        orders.filter((o) => !o.completed && !o.fullyRefunded && o.figures.total - refundedSoFar(o) >= 2),
      );
      const left = order.figures.total - refundedSoFar(order);
      steps.push({ op: 'refund_partial', entry: refund(order, paise(int(1, left - 1))).entry });
    },
    refund_full: () => {
      const order = pick(orders.filter((o) => !o.completed && !o.fullyRefunded && o.figures.total > refundedSoFar(o)));
      steps.push({ op: 'refund_full', entry: refund(order).entry });
      model.refundedInFull.add(order.orderId);
    },
    dispute_after_completion: () => {
      // Resolved for the buyer after the transfer was confirmed (the payout was held): the refunded
      // part of the ticket price comes back from the seller into escrow, then goes to the buyer.
      const order = pick(orders.filter((o) => disputable(o)));
      const before = refundedSoFar(order);
      const left = order.figures.total - before;
      const cash = paise(random() < 0.5 ? left : int(1, left));
      const escrowPart = refundSplit(order.figures, paise(before), cash).escrow;
      const owed = model.sellerOwed.get(order.sellerId) ?? 0;
      const back = sellerPayout(escrowPart, order.sellerFeePercent);
      if (back.payout > owed) return; // already paid out: a real desk holds the payout while disputed
      if (escrowPart > 0) {
        steps.push({
          op: 'dispute_after_completion',
          entry: transferReversed({
            reversalId: uuid(),
            orderId: order.orderId,
            sellerId: order.sellerId,
            gross: escrowPart,
            sellerFee: back.fee,
            occurredAt: now(),
          }),
        });
        model.escrowPlusBuyerFees += escrowPart;
        add(model.sellerOwed, order.sellerId, -back.payout);
        model.platformFeeRevenue -= back.fee;
      }
      order.reversed = true;
      steps.push({ op: 'dispute_after_completion', entry: refund(order, cash).entry });
    },
    payout: () => {
      const sellerId = pick(sellers.filter((s) => (model.sellerOwed.get(s) ?? 0) > 0));
      const owed = model.sellerOwed.get(sellerId) ?? 0;
      const amount = paise(random() < 0.6 ? owed : int(1, owed));
      const payoutId = uuid();
      payouts.push({ payoutId, attempt: 1, sellerId, amount, failed: false });
      steps.push({
        op: 'payout',
        entry: payoutProcessed({ payoutId, attempt: 1, sellerId, amount, occurredAt: now() }),
      });
      add(model.sellerOwed, sellerId, -amount);
      model.cash -= amount;
    },
    payout_failed: () => {
      const payout = pick(payouts.filter((p) => !p.failed));
      payout.failed = true;
      steps.push({ op: 'payout_failed', entry: payoutFailed({ ...payout, occurredAt: now() }) });
      add(model.sellerOwed, payout.sellerId, payout.amount);
      model.cash += payout.amount;
    },
    payout_retried: () => {
      const payout = pick(payouts.filter((p) => p.failed && (model.sellerOwed.get(p.sellerId) ?? 0) >= p.amount));
      payout.failed = false;
      payout.attempt += 1;
      steps.push({ op: 'payout_retried', entry: payoutProcessed({ ...payout, occurredAt: now() }) });
      add(model.sellerOwed, payout.sellerId, -payout.amount);
      model.cash -= payout.amount;
    },
    reward_earned: () => {
      const buyerId = pick(buyers);
      // The 11th ticket's credit: the average price of the previous ten.
      const amount = averageOf(Array.from({ length: 10 }, price));
      const key = uuid();
      rewards.push({ key, buyerId, amount, reversed: false });
      steps.push({ op: 'reward_earned', entry: rewardEarned({ key, buyerId, amount, occurredAt: now() }) });
      add(model.credit, buyerId, amount);
      model.rewardsExpense += amount;
    },
    reward_reversed: () => {
      const reward = pick(rewards.filter((r) => !r.reversed && (model.credit.get(r.buyerId) ?? 0) > 0));
      // Only what the buyer has not spent can be taken back.
      const amount = paise(Math.min(reward.amount, model.credit.get(reward.buyerId) ?? 0));
      reward.reversed = true;
      steps.push({
        op: 'reward_reversed',
        entry: rewardReversed({ key: reward.key, buyerId: reward.buyerId, amount, occurredAt: now() }),
      });
      add(model.credit, reward.buyerId, -amount);
      model.rewardsExpense -= amount;
    },
  };

  const operations = Object.keys(run) as Operation[];
  while (steps.length < length) {
    const op = pick(operations);
    if (can[op]()) run[op]();
  }
  return { steps, model, buyers, sellers };
}
