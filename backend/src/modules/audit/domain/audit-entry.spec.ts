import { auditKinds, auditTargets, targetOf } from './audit-entry.js';

describe('what an audit line is about', () => {
  it('names the record by the head of its kind, for every kind', () => {
    for (const kind of auditKinds) {
      const head = kind.split('.')[0];
      const expected = head === 'admin' ? 'user' : head === 'refund' ? 'payout' : head;
      expect({ kind, target: targetOf(kind) }).toEqual({ kind, target: expected });
      expect(auditTargets).toContain(targetOf(kind));
    }
  });

  it('reads a grant or removal of staff as about the user, a refund retried as about its payout', () => {
    expect(targetOf('admin.granted')).toBe('user');
    expect(targetOf('admin.removed')).toBe('user');
    expect(targetOf('refund.retried')).toBe('payout');
    expect(targetOf('transfer.failed')).toBe('transfer');
  });

  it('has no kind twice', () => {
    expect(new Set(auditKinds).size).toBe(auditKinds.length);
  });
});
