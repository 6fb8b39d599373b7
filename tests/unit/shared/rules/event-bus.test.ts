import { describe, expect, it, vi } from 'vitest';
import { createEventBus } from '../../../../src/shared/rules/event-bus';

interface Events {
  closeDialogEvent: { id: string };
  refresh: undefined;
}

describe('event bus', () => {
  it('[EVT-01] delivers a typed payload to its listeners until they stop listening', () => {
    const bus = createEventBus<Events>();
    const listener = vi.fn<(payload: { id: string }) => void>();
    const stop = bus.on('closeDialogEvent', listener);
    bus.emit('closeDialogEvent', { id: 'd1' });
    stop();
    bus.emit('closeDialogEvent', { id: 'd2' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ id: 'd1' });
  });

  it('[EVT-01] emit, on or off with no name throws "event cannot be empty"', () => {
    // With a string-keyed map the empty name type-checks, as it would when a name comes from configuration.
    const bus = createEventBus<Record<string, number>>();
    expect(() => bus.emit('', 1)).toThrow(new Error('event cannot be empty'));
    expect(() => bus.on('', () => undefined)).toThrow('event cannot be empty');
    expect(() => bus.off('  ', () => undefined)).toThrow('event cannot be empty');
  });

  it('[EVT-01] one failing listener does not keep the event from the others', () => {
    const bus = createEventBus<Events>();
    const second = vi.fn();
    bus.on('refresh', () => { throw new Error('boom'); });
    bus.on('refresh', second);
    expect(() => bus.emit('refresh', undefined)).toThrow('boom');
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('[EVT-01] a listener removed during an emit still gets that emit, not the next', () => {
    const bus = createEventBus<Events>();
    const calls: string[] = [];
    const stopB = bus.on('refresh', () => { calls.push('b'); });
    bus.on('refresh', () => { calls.push('a'); stopB(); });
    bus.emit('refresh', undefined);
    bus.emit('refresh', undefined);
    expect(calls).toEqual(['b', 'a', 'a']);
  });
});
