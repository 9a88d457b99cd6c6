import { RealtimeDeliveries, type BusMessage } from '@helpwire/service-kit';
import { tickEmitter } from './delivery-consumer';

const message = (id: string): BusMessage => ({ id, subject: RealtimeDeliveries.notification.subject, data: new Uint8Array(), headers: {} });

describe('the gateway emits the deliveries of a tick together', () => {
  it('emits what the bus handed over in one tick at its end, in arrival order, and resolves each once emitted', async () => {
    const emitted: string[] = [];
    const handle = tickEmitter((m) => emitted.push(m.id));
    const first = ['a1', 'b1', 'a2', 'a3'].map((id) => handle(message(id)));
    // Nothing is emitted while the tick still runs: the batch is gathering.
    await Promise.resolve();
    expect(emitted).toEqual([]);
    await Promise.all(first);
    expect(emitted).toEqual(['a1', 'b1', 'a2', 'a3']);
    // The next tick's messages are the next batch, after the first.
    await Promise.all([handle(message('b2')), handle(message('a4'))]);
    expect(emitted).toEqual(['a1', 'b1', 'a2', 'a3', 'b2', 'a4']);
  });

  it('fails only the message whose emit threw (the bus redelivers it); the others of its tick are emitted', async () => {
    const emitted: string[] = [];
    const handle = tickEmitter((m) => {
      if (m.id === 'bad') throw new Error('adapter refused');
      emitted.push(m.id);
    });
    const outcomes = await Promise.allSettled(['x1', 'bad', 'x2'].map((id) => handle(message(id))));
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(emitted).toEqual(['x1', 'x2']);
  });
});
