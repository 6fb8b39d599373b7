import { describe, expect, it, vi } from 'vitest';
import { createChatBus, parseBusEvent, type BusEvent } from '../../../../../../src/server/features/chat/realtime/chat-bus';

describe('chat bus', () => {
  it('reads well-formed events and ignores anything else written to the channel', () => {
    const deliver: BusEvent = { kind: 'deliver', tenantId: '000000', targets: [{ userId: 'u', data: '{}' }] };
    const notice = { kind: 'notice', tenantId: '000000', notice: { messageId: 'm' }, deliveries: [['u', 'd']] };
    const end: BusEvent = { kind: 'end-sessions', sessionIds: ['s'] };
    expect(parseBusEvent(JSON.stringify(deliver))).toEqual(deliver);
    expect(parseBusEvent(JSON.stringify(notice))).toEqual(notice);
    expect(parseBusEvent(JSON.stringify(end))).toEqual(end);
    for (const bad of ['not json', 'null', '[]', '{"kind":"deliver","tenantId":"000000","targets":[{"userId":1}]}',
      '{"kind":"notice","tenantId":"000000","notice":{},"deliveries":[["u"]]}', '{"kind":"end-sessions","sessionIds":[1]}',
      '{"kind":"deliver","targets":[]}', '{"kind":"other","tenantId":"000000"}']) {
      expect(parseBusEvent(bad), bad).toBeNull();
    }
  });

  it('without Redis hands events over in-process, after publish() has returned', async () => {
    const received: BusEvent[] = [];
    const bus = createChatBus({ redis: null, onEvent: (e) => received.push(e), onError: vi.fn() });
    await bus.ready;
    const event: BusEvent = { kind: 'end-sessions', sessionIds: ['s1'] };
    const publishing = bus.publish(event);
    expect(received).toEqual([]);
    await publishing;
    await Promise.resolve();
    expect(received).toEqual([event]);
  });

  it('keeps going when a listener throws, reporting the error', async () => {
    const onError = vi.fn();
    const bus = createChatBus({ redis: null, onEvent: () => { throw new Error('boom'); }, onError });
    await bus.publish({ kind: 'end-sessions', sessionIds: [] });
    await Promise.resolve();
    expect(onError).toHaveBeenCalledWith(new Error('boom'));
  });
});
