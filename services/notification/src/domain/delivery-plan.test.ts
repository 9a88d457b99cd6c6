import { planDeliveries, type DeliveryTargets } from './delivery-plan';

const all = new Set(['email', 'sms', 'push'] as const);
const base: DeliveryTargets = {
  kind: 'CALL_CHARGED',
  preferences: { push: true, email: true, sms: true },
  channels: all,
  emails: ['a@example.com'],
  phone: '+15550000001',
  pushEndpoints: ['https://push.example/1', 'https://push.example/2'],
};

describe('planDeliveries', () => {
  it('plans every switched-on channel: e-mail, SMS to the phone, push to each browser', () => {
    expect(planDeliveries(base)).toEqual([
      { channel: 'email', destination: 'a@example.com' },
      { channel: 'sms', destination: '+15550000001' },
      { channel: 'push', destination: 'https://push.example/1' },
      { channel: 'push', destination: 'https://push.example/2' },
    ]);
  });

  it('leaves out the channels switched off, SMS without a phone and channels without a sender', () => {
    expect(planDeliveries({ ...base, preferences: { push: false, email: false, sms: true }, phone: null })).toEqual([]);
    expect(planDeliveries({ ...base, channels: new Set(['push'] as const) }).map((d) => d.channel)).toEqual(['push', 'push']);
  });

  it('sends a security notice by e-mail even when e-mail is switched off', () => {
    const off = { push: false, email: false, sms: false };
    for (const kind of ['EMAIL_CHANGED', 'PASSWORD_CHANGED', 'NEW_SIGN_IN'] as const) {
      expect(planDeliveries({ ...base, kind, preferences: off })).toEqual([{ channel: 'email', destination: 'a@example.com' }]);
    }
    expect(planDeliveries({ ...base, kind: 'HELPER_VERIFIED', preferences: off })).toEqual([]);
  });
});
