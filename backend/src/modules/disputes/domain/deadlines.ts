/**
 * The desk's legal clock (Consumer Protection (E-Commerce) Rules, 2020, rule 4(5); ADRs 24, 67): the
 * rule itself lives once in contracts/complaints.js, shared with contact messages and the browser.
 * Its SQL twin is shared/domain/complaint-clock-sql.ts.
 */
export {
  acknowledgementDeadline,
  acknowledgementOverdue,
  type DeadlineFacts,
  isOverdue,
  nextDeadline,
  oneCalendarMonthLater,
  resolutionDeadline,
  resolutionOverdue,
} from '@ticketsetu/contracts/complaints';
