import { badgesOf } from './badges.js';

describe("a seller's badges", () => {
  const none = { phoneVerified: false, upiNameChecked: false, panOnFile: false, proofCodeChecked: false };

  it('are earned one fact each, in the order they are shown', () => {
    expect(badgesOf(none)).toEqual([]);
    expect(badgesOf({ ...none, panOnFile: true })).toEqual(['pan_on_file']);
    expect(badgesOf({ ...none, proofCodeChecked: true, phoneVerified: true })).toEqual([
      'phone_verified',
      'proof_code_checked',
    ]);
    expect(badgesOf({ phoneVerified: true, upiNameChecked: true, panOnFile: true, proofCodeChecked: true })).toEqual([
      'phone_verified',
      'upi_name_checked',
      'pan_on_file',
      'proof_code_checked',
    ]);
  });
});
