import { serverEventSchemas } from '@helpwire/contracts';
import { realtimeEvents } from '@helpwire/proto';
import { RealtimeDeliveries } from './catalogue/realtime';
import { realtimeDelivery } from './realtime-delivery';

describe('realtimeDelivery', () => {
  it('builds the message a publisher emits: accounts, audience, the spec name and the JSON payload its schema accepts', () => {
    const expiresAt = new Date(Date.now() + 15_000);
    const data = realtimeDelivery('incomming-call', { id: 'user-1' }, { accountIds: ['helper-1', 'helper-2'], role: 'HELPER', expiresAt });
    expect(data).toEqual({
      accountIds: ['helper-1', 'helper-2'],
      audience: realtimeEvents.Audience.AUDIENCE_HELPER,
      eventName: 'incomming-call',
      payloadJson: '{"id":"user-1"}',
      expiresAt,
    });
    // What the gateway decodes from the bus is what it validates and emits.
    const decoded = RealtimeDeliveries.call.codec.decode(RealtimeDeliveries.call.codec.encode({ ...data, eventId: 'e-1', occurredAt: new Date() }).finish());
    expect(serverEventSchemas['incomming-call'].parse(JSON.parse(decoded.payloadJson))).toEqual({ id: 'user-1' });
    expect(decoded.audience).toBe(realtimeEvents.Audience.AUDIENCE_HELPER);
    expect(realtimeDelivery('call-accepted', {}, { accountIds: ['u'] }).audience).toBe(realtimeEvents.Audience.AUDIENCE_UNSPECIFIED);
  });

  it('refuses a delivery to nobody', () => {
    expect(() => realtimeDelivery('missed-call', { id: 'u' }, { accountIds: [] })).toThrow('a missed-call delivery names no account');
  });
});
