import { checkUnsubscribe, signUnsubscribe, unsubscribeKey } from './unsubscribe-link.js';

const key = unsubscribeKey('a'.repeat(32));
const alertId = '4e5f6a7b-8c9d-4e0f-a1b2-c3d4e5f6a7b8';

describe('the one-click unsubscribe link', () => {
  it('names the alert it was signed for', () => {
    expect(checkUnsubscribe(key, signUnsubscribe(key, alertId))).toBe(alertId);
    expect(checkUnsubscribe(key, signUnsubscribe(key, alertId.toUpperCase()))).toBe(alertId);
  });

  it('refuses a tampered signature, another alert id, another key, and nonsense', () => {
    const token = signUnsubscribe(key, alertId);
    const [, sig] = token.split('.');
    const flipped = `${alertId}.${sig!.slice(0, -2)}${sig!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(checkUnsubscribe(key, flipped)).toBeNull();
    expect(checkUnsubscribe(key, `${alertId.replace(/^4/, '5')}.${sig}`)).toBeNull();
    expect(checkUnsubscribe(unsubscribeKey('b'.repeat(32)), token)).toBeNull();
    for (const bad of [undefined, null, '', 'x', `${alertId}.`, `${token}.more`, `not-a-uuid.${sig}`]) {
      expect(checkUnsubscribe(key, bad)).toBeNull();
    }
  });
});
