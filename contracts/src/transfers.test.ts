import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  canMoveTransfer,
  checkCourierStep,
  checkProof,
  MAX_PROOF_FILES,
  nextTransferStatus,
  PROOF_MESSAGES,
} from './transfers.ts';

describe('transfers', () => {
  it('moves along the spec path, one step at a time, by the right party', () => {
    assert.equal(nextTransferStatus('physical', 'picked_up'), 'in_transit');
    assert.equal(nextTransferStatus('mobile', 'mobile_transfer_confirmed'), null);
    assert.ok(canMoveTransfer('mobile', 'awaiting_mobile_transfer', 'mobile_transfer_sent', 'seller'));
    assert.ok(!canMoveTransfer('physical', 'awaiting_pickup', 'picked_up', 'seller'));
  });

  it('needs a courier name from pickup on and a tracking number in transit', () => {
    assert.deepEqual(checkCourierStep('awaiting_pickup', {}), []);
    assert.deepEqual(checkCourierStep('picked_up', { courierName: ' ' }), [
      { field: 'courierName', code: 'noCourier' },
    ]);
    assert.deepEqual(checkCourierStep('in_transit', { courierName: 'Blue Dart', trackingNumber: null }), [
      { field: 'trackingNumber', code: 'noTracking' },
    ]);
  });
});

describe('checkProof (Upload Proof)', () => {
  it('needs at least one file and takes at most ten', () => {
    assert.deepEqual(checkProof([]), [{ field: 'files', code: 'noFiles' }]);
    assert.deepEqual(checkProof(['a.pdf']), []);
    assert.deepEqual(checkProof(Array.from({ length: MAX_PROOF_FILES }, (_, i) => `${i}.png`)), []);
    assert.deepEqual(checkProof(Array.from({ length: MAX_PROOF_FILES + 1 }, (_, i) => `${i}.png`)), [
      { field: 'files', code: 'tooManyFiles' },
    ]);
    assert.equal(PROOF_MESSAGES.noFiles, 'Please upload at least one file as proof of transfer');
    assert.equal(PROOF_MESSAGES.tooManyFiles, 'You can upload up to 10 files');
  });
});
