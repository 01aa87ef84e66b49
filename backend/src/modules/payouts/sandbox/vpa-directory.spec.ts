import { KNOWN_HANDLES, lookUpVpa, parseVpa } from './vpa-directory.js';

describe('the RazorpayX sandbox VPA directory', () => {
  it('splits a well-formed VPA into username and handle', () => {
    expect(parseVpa('asha.rao@okaxis')).toEqual({ username: 'asha.rao', handle: 'okaxis', address: 'asha.rao@okaxis' });
  });

  it.each([
    ['no @', 'asharao'],
    ['two @', 'asha@rao@okaxis'],
    ['an underscore', 'asha_rao@okaxis'],
    ['a space', 'asha rao@okaxis'],
    ['no username', '@okaxis'],
    ['no handle', 'asha@'],
    ['too short', 'a@'],
    ['too long', `${'a'.repeat(95)}@okaxis`],
    ['not a string', 42],
  ])('refuses a VPA with %s', (_case, address) => {
    expect(parseVpa(address)).toBeNull();
  });

  it('knows a VPA on a real handle, registered to its title-cased username', () => {
    expect(lookUpVpa('asha.rao@okaxis')).toEqual({ accountStatus: 'active', registeredName: 'Asha Rao' });
    expect(lookUpVpa('RAVI-kumar99@YBL')).toEqual({ accountStatus: 'active', registeredName: 'Ravi Kumar' });
    expect(lookUpVpa('9876543210@paytm')).toEqual({ accountStatus: 'active', registeredName: 'UPI Account Holder' });
  });

  it('is the same answer every time', () => {
    expect(lookUpVpa('meera.n@oksbi')).toEqual(lookUpVpa('meera.n@oksbi'));
  });

  it('says invalid for an unknown handle, a username with "invalid", or a malformed VPA', () => {
    expect(lookUpVpa('asha.rao@okaxsi')).toEqual({ accountStatus: 'invalid' });
    expect(lookUpVpa('invalid@okaxis')).toEqual({ accountStatus: 'invalid' });
    expect(lookUpVpa('asha.INVALID@ybl')).toEqual({ accountStatus: 'invalid' });
    expect(lookUpVpa('asha_rao@okaxis')).toEqual({ accountStatus: 'invalid' });
  });

  it('lists handles in lower case (they are compared so)', () => {
    for (const handle of KNOWN_HANDLES) expect(handle).toBe(handle.toLowerCase());
  });
});
