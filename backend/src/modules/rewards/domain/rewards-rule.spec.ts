import { paise, type Paise } from '@ticketsetu/contracts/money';
import {
  amountsToReverse,
  countPurchase,
  type EarnedCredit,
  nextCreditAt,
  standing,
  ticketsToNextCredit,
} from './rewards-rule.js';

const p = (n: number) => paise(n);

/**
 * A buyer's history kept the way the rewards module keeps it (purchases in the order counted,
 * refunded ones left out, credits reversed with their purchase), so refunds are tested through the
 * same rule the handlers apply.
 */
class BuyerHistory {
  private readonly purchases: { id: string; quantity: number; price: Paise; refunded: boolean }[] = [];
  readonly credits: (EarnedCredit & { orderId: string; reversed: boolean })[] = [];

  buy(id: string, quantity: number, price: number): EarnedCredit[] {
    const { credits } = countPurchase(this.now(), { quantity, price: p(price) });
    this.purchases.push({ id, quantity, price: p(price), refunded: false });
    this.credits.push(...credits.map((c) => ({ ...c, orderId: id, reversed: false })));
    return credits;
  }

  refund(id: string): void {
    this.purchases.find((purchase) => purchase.id === id)!.refunded = true;
    for (const credit of this.credits) if (credit.orderId === id) credit.reversed = true;
  }

  now() {
    const counted = this.purchases.filter((purchase) => !purchase.refunded);
    const held = this.credits.filter((credit) => !credit.reversed).length;
    return standing(
      counted.reduce((sum, purchase) => sum + purchase.quantity, 0),
      counted.slice(-10),
      held,
    );
  }

  get toNext(): number {
    const { counted, creditsHeld } = this.now();
    return ticketsToNextCredit(counted, creditsHeld);
  }
}

/** Buys `n` single tickets at `price`, named `${prefix}1`... */
function singles(history: BuyerHistory, n: number, price: number, prefix = 'o'): EarnedCredit[] {
  return Array.from({ length: n }, (_, i) => history.buy(`${prefix}${i + 1}`, 1, price)).flat();
}

describe('rewards rule: the 11th ticket earns the average price of the 10 before it', () => {
  it('exactly 10 tickets earn nothing yet; the next one is the 11th', () => {
    const history = new BuyerHistory();
    expect(singles(history, 10, 50_000)).toEqual([]);
    expect(history.now().counted).toBe(10);
    expect(history.toNext).toBe(1);
  });

  it('the 11th ticket earns the average of tickets 1-10, prices only', () => {
    const history = new BuyerHistory();
    const prices = [10_000, 20_000, 30_000, 40_000, 50_000, 60_000, 70_000, 80_000, 90_000, 100_000];
    prices.forEach((price, i) => history.buy(`o${i}`, 1, price));
    const [credit, ...more] = history.buy('eleventh', 1, 999_999);
    expect(more).toEqual([]);
    // The 11th ticket's own price plays no part: it is the one that earns.
    expect(credit).toEqual({ ticketNo: 1, position: 11, amount: 55_000, averaged: prices });
    expect(history.toNext).toBe(11);
  });

  it('the 11th ticket inside a multi-ticket purchase: its earlier tickets are averaged, its later ones count on', () => {
    const history = new BuyerHistory();
    singles(history, 9, 10_000);
    // Tickets 10, 11 and 12 in one purchase: the 2nd of them is the 11th.
    const credits = history.buy('three', 3, 20_000);
    expect(credits).toEqual([
      {
        ticketNo: 2,
        position: 11,
        amount: 11_000, // (9 × 100 + 200) / 10 rupees
        averaged: [...Array<number>(9).fill(10_000), 20_000],
      },
    ]);
    // Ticket 12 already counts towards the 22nd.
    expect(history.now()).toMatchObject({ counted: 12, creditsHeld: 1 });
    expect(history.toNext).toBe(10);
  });

  it('a purchase that makes exactly 11 earns on its last ticket', () => {
    const history = new BuyerHistory();
    history.buy('a', 6, 30_000);
    history.buy('b', 4, 30_000);
    const credits = history.buy('c', 1, 70_000);
    expect(credits).toMatchObject([{ ticketNo: 1, position: 11, amount: 30_000 }]);
    // 6 + 5: the 11th is the 5th ticket of the second purchase.
    const other = new BuyerHistory();
    other.buy('a', 6, 10_000);
    expect(other.buy('b', 6, 40_000)).toMatchObject([
      {
        ticketNo: 5,
        position: 11,
        amount: 22_000,
        averaged: [...Array<number>(6).fill(10_000), 40_000, 40_000, 40_000, 40_000],
      },
    ]);
  });

  it('the 22nd and 33rd tickets earn the average of the 10 tickets since the previous credit', () => {
    const history = new BuyerHistory();
    const all = [...singles(history, 11, 10_000, 'first'), ...singles(history, 10, 30_000, 'second')];
    expect(all.map((c) => c.position)).toEqual([11]);
    expect(history.toNext).toBe(1);
    // The 22nd averages tickets 12-21 (all ₹300), not the 11th ticket that earned before.
    expect(history.buy('22nd', 1, 1)).toMatchObject([{ position: 22, amount: 30_000 }]);
    expect(singles(history, 10, 45_000, 'third')).toEqual([]);
    expect(history.buy('33rd', 2, 1)).toMatchObject([{ ticketNo: 1, position: 33, amount: 45_000 }]);
    expect(history.now()).toMatchObject({ counted: 34, creditsHeld: 3 });
    expect(history.toNext).toBe(10);
  });

  it('a buyer of 6 tickets at a time earns on the purchases holding tickets 11, 22 and 33', () => {
    const history = new BuyerHistory();
    const earned = Array.from({ length: 6 }, (_, i) => history.buy(`six${i}`, 6, 10_000).map((c) => [i, c.ticketNo]));
    // Purchases hold tickets 1-6, 7-12, 13-18, 19-24, 25-30, 31-36.
    expect(earned.flat()).toEqual([
      [1, 5],
      [3, 4],
      [5, 3],
    ]);
  });

  it.each([
    // nine tickets at ₹100 and one at `last` paise: the average, half-up to the paisa
    [10_005, 10_001], // 10000.5 -> 10001: a half paisa rounds up
    [10_004, 10_000], // 10000.4 -> 10000
    [10_006, 10_001], // 10000.6 -> 10001
    [10_015, 10_002], // 10001.5 -> 10002
  ])('averages to the paisa, half-up: nine at ₹100 and one at %i paise give %i paise', (last, expected) => {
    const history = new BuyerHistory();
    singles(history, 9, 10_000);
    history.buy('tenth', 1, last);
    expect(history.buy('eleventh', 1, 10_000)).toMatchObject([{ amount: expected }]);
  });

  describe('refunds', () => {
    it('tickets of a refunded purchase stop counting: the next credit needs them replaced', () => {
      const history = new BuyerHistory();
      history.buy('pair', 2, 10_000);
      singles(history, 8, 10_000);
      history.refund('pair');
      expect(history.now().counted).toBe(8);
      expect(history.toNext).toBe(3);
      expect(singles(history, 2, 10_000, 'more')).toEqual([]);
      expect(history.buy('eleventh', 1, 10_000)).toMatchObject([{ position: 11 }]);
    });

    it('a refund after a credit does not recompute it; the buyer then needs 11 counted tickets per credit held', () => {
      const history = new BuyerHistory();
      history.buy('pair', 2, 10_000);
      singles(history, 8, 10_000);
      expect(history.buy('eleventh', 1, 10_000)).toHaveLength(1);
      history.refund('pair');
      // The credit stands; 9 tickets count, and the next credit comes with the 22nd counted ticket.
      expect(history.now()).toMatchObject({ counted: 9, creditsHeld: 1 });
      expect(history.toNext).toBe(13);
      expect(singles(history, 12, 20_000, 'later')).toEqual([]);
      expect(history.buy('22nd', 1, 1)).toMatchObject([{ position: 22, amount: 20_000 }]);
    });

    it('a refund of the purchase that earned takes its credit back; the next ticket is the 11th again', () => {
      const history = new BuyerHistory();
      singles(history, 10, 10_000);
      expect(history.buy('eleventh', 1, 10_000)).toHaveLength(1);
      history.refund('eleventh');
      expect(history.now()).toMatchObject({ counted: 10, creditsHeld: 0 });
      expect(history.toNext).toBe(1);
      expect(history.buy('again', 1, 50_000)).toMatchObject([{ position: 11, amount: 10_000 }]);
    });

    it('when later tickets were bought before the refund of the earning purchase, the next purchase earns at once', () => {
      const history = new BuyerHistory();
      singles(history, 10, 10_000);
      history.buy('eleventh', 1, 10_000);
      history.buy('after', 3, 20_000); // tickets 12-14
      history.refund('eleventh');
      // 13 tickets count and no credit is held: one is owed, earned by the next ticket bought.
      expect(history.now()).toMatchObject({ counted: 13, creditsHeld: 0 });
      expect(history.toNext).toBe(1);
      // It averages the 10 counted tickets before it: seven at ₹100 and three at ₹200.
      expect(history.buy('next', 1, 99_900)).toMatchObject([{ ticketNo: 1, position: 14, amount: 13_000 }]);
      expect(history.toNext).toBe(8);
    });

    it('a purchase may earn two credits only when a refund left one owed', () => {
      const history = new BuyerHistory();
      singles(history, 10, 10_000);
      history.buy('eleventh', 1, 10_000);
      singles(history, 10, 10_000, 'second');
      expect(history.buy('22nd', 1, 10_000)).toHaveLength(1);
      singles(history, 7, 10_000, 'third'); // 29 counted, 2 held
      history.refund('eleventh'); // 28 counted, 1 held: 22 reached, one owed
      const credits = history.buy('six', 6, 10_000);
      expect(credits.map((c) => [c.ticketNo, c.position])).toEqual([
        [1, 29],
        [5, 33],
      ]);
    });
  });

  describe('how much a refund takes back', () => {
    it('all of a credit not yet spent', () => {
      expect(amountsToReverse([p(30_000)], p(45_000))).toEqual([30_000]);
    });
    it('only what is unspent once the buyer has spent some or all of it', () => {
      expect(amountsToReverse([p(30_000)], p(12_345))).toEqual([12_345]);
      expect(amountsToReverse([p(30_000)], p(0))).toEqual([0]);
    });
    it('several credits of one purchase share what is unspent, in order', () => {
      expect(amountsToReverse([p(30_000), p(20_000)], p(40_000))).toEqual([30_000, 10_000]);
    });
    it('refuses what is not money', () => {
      expect(() => amountsToReverse([p(1)], -1 as Paise)).toThrow(RangeError);
    });
  });

  it('refuses figures that are not a purchase or a history', () => {
    const none = standing(0, [], 0);
    expect(() => countPurchase(none, { quantity: 0, price: p(100) })).toThrow(RangeError);
    expect(() => countPurchase(none, { quantity: 1.5, price: p(100) })).toThrow(RangeError);
    expect(() => countPurchase(none, { quantity: 1, price: -5 as Paise })).toThrow(RangeError);
    // 12 tickets counted but only 3 prices known: the caller read the history wrong.
    expect(() =>
      countPurchase({ counted: 12, creditsHeld: 1, recentPrices: [p(1), p(2), p(3)] }, { quantity: 1, price: p(1) }),
    ).toThrow(RangeError);
    expect(() => nextCreditAt(-1)).toThrow(RangeError);
    expect(nextCreditAt(0)).toBe(11);
    expect(nextCreditAt(2)).toBe(33);
  });
});
