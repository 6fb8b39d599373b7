/** EVT-01: the message when an event is emitted or listened to with no name. */
const MSG_EVENT_EMPTY = 'event cannot be empty';

type Listener<P> = (payload: P) => void;

/** A typed bus: `E` maps each event name to its payload type. */
export interface EventBus<E extends object> {
  /** Listens to `name`; the returned function stops listening. */
  on<K extends keyof E & string>(name: K, listener: Listener<E[K]>): () => void;
  off<K extends keyof E & string>(name: K, listener: Listener<E[K]>): void;
  emit<K extends keyof E & string>(name: K, payload: E[K]): void;
}

function checkName(name: string): void {
  // A nameless event is a wiring bug; failing loudly beats a listener that silently never fires.
  if (typeof name !== 'string' || name.trim() === '') throw new Error(MSG_EVENT_EMPTY);
}

/** EVT-01: creates a tiny typed event bus whose on/off/emit throw 'event cannot be empty' for an empty name. */
export function createEventBus<E extends object>(): EventBus<E> {
  const listeners = new Map<string, Set<Listener<never>>>();

  function off<K extends keyof E & string>(name: K, listener: Listener<E[K]>): void {
    checkName(name);
    listeners.get(name)?.delete(listener);
  }

  return {
    on(name, listener) {
      checkName(name);
      let set = listeners.get(name);
      if (!set) {
        set = new Set();
        listeners.set(name, set);
      }
      set.add(listener);
      return () => off(name, listener);
    },
    off,
    emit(name, payload) {
      checkName(name);
      // A copy, so listeners that unsubscribe while handling do not disturb this round.
      const current = [...(listeners.get(name) ?? [])] as Listener<E[typeof name]>[];
      const failures: unknown[] = [];
      for (const listener of current) {
        try {
          listener(payload);
        } catch (error) {
          // One faulty listener must not keep the event from the others.
          failures.push(error);
        }
      }
      if (failures.length === 1) throw failures[0];
      if (failures.length > 1) throw new AggregateError(failures, `${failures.length} listeners of ${name} failed`);
    },
  };
}
