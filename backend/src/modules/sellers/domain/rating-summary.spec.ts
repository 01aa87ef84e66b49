import { completedSalesText, ratingAverage, ratingSummary } from '@ticketsetu/contracts/sellers';

describe("a seller's ratings in words (contracts/sellers.js)", () => {
  it.each`
    total | count | average
    ${0}  | ${0}  | ${null}
    ${5}  | ${1}  | ${5}
    ${55} | ${12} | ${4.6}
    ${93} | ${20} | ${4.7}
    ${9}  | ${2}  | ${4.5}
    ${14} | ${3}  | ${4.7}
    ${13} | ${3}  | ${4.3}
    ${1}  | ${3}  | ${0.3}
  `('$total stars from $count ratings average $average (one decimal, halves up)', ({ total, count, average }) => {
    expect(ratingAverage(total, count)).toBe(average);
  });

  it('reads as the profile shows it', () => {
    expect(ratingSummary(4.6, 12)).toBe('4.6 ★ from 12 ratings');
    expect(ratingSummary(5, 1)).toBe('5.0 ★ from 1 rating');
    expect(ratingSummary(null, 0)).toBe('No ratings yet');
    expect(completedSalesText(0)).toBe('No completed sales yet');
    expect(completedSalesText(1)).toBe('1 completed sale');
    expect(completedSalesText(23)).toBe('23 completed sales');
  });
});
