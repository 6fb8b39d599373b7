import { chatStreamEventSchema, type ChatStreamEvent } from '../../../shared/schema/chat';

/**
 * The live delivery of instant messages (docs/decisions/007): one EventSource per signed-in tab, opened with a
 * one-time ticket. EventSource's own reconnect would reuse the used ticket and stop at 401, so every error closes
 * the source and this opens a new one with a fresh ticket, after a growing, jittered pause (a restarted server
 * must not be hit by every page at the same instant).
 */

/** The part of EventSource this uses; tests pass a fake. */
export interface StreamSource {
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  close(): void;
}

export type ConnectionStatus = 'off' | 'connecting' | 'open' | 'retrying' | 'replaced';

export interface ChatConnectionOptions {
  /** The stream URL with a fresh ticket (streamTicket). */
  fetchStreamUrl(): Promise<string>;
  /** Opens the stream; null where the browser has no EventSource (then nothing is live). */
  open(url: string): StreamSource | null;
  onEvent(event: ChatStreamEvent): void;
  onStatus?(status: ConnectionStatus): void;
  /** A failure that retrying cannot mend (the session is gone: the client already signs the user out). */
  isFatal(error: unknown): boolean;
  random?: () => number;
}

export interface ChatConnection {
  start(): void;
  stop(): void;
  status(): ConnectionStatus;
}

/** Pauses before the 1st, 2nd, … reconnect; the last repeats. */
const RECONNECT_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000] as const;

/** The pause before reconnect number `attempt` (1-based), with up to +25 % jitter. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const index = Math.min(Math.max(attempt, 1), RECONNECT_DELAYS_MS.length) - 1;
  const base: number = RECONNECT_DELAYS_MS[index] ?? 30_000;
  return Math.round(base * (1 + 0.25 * random()));
}

/** The JSON of one `data:` line as a stream event, or null for anything else (never trusted blindly). */
export function parseStreamEvent(data: unknown): ChatStreamEvent | null {
  if (typeof data !== 'string') return null;
  let raw: unknown;
  try {
    raw = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = chatStreamEventSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

export function createChatConnection(options: ChatConnectionOptions): ChatConnection {
  const random = options.random ?? Math.random;
  let status: ConnectionStatus = 'off';
  let source: StreamSource | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;
  // Every start, stop and reconnect makes a new generation: answers and events of an older one are ignored.
  let generation = 0;

  const setStatus = (next: ConnectionStatus): void => {
    if (status === next) return;
    status = next;
    options.onStatus?.(next);
  };

  const closeSource = (): void => {
    if (!source) return;
    source.onmessage = null;
    source.onerror = null;
    source.close();
    source = null;
  };

  const retry = (): void => {
    closeSource();
    generation += 1;
    failures += 1;
    setStatus('retrying');
    const mine = generation;
    timer = setTimeout(() => {
      timer = null;
      if (mine === generation) void connect();
    }, reconnectDelay(failures, random));
  };

  async function connect(): Promise<void> {
    const mine = ++generation;
    setStatus('connecting');
    let url: string;
    try {
      url = await options.fetchStreamUrl();
    } catch (error) {
      if (mine !== generation) return;
      if (options.isFatal(error)) {
        generation += 1;
        setStatus('off');
        return;
      }
      retry();
      return;
    }
    if (mine !== generation) return;
    const opened = options.open(url);
    if (!opened) {
      setStatus('off');
      return;
    }
    source = opened;
    opened.onerror = () => { if (mine === generation) retry(); };
    opened.onmessage = (message) => {
      if (mine !== generation) return;
      const event = parseStreamEvent(message.data);
      if (!event) return;
      if (event.type === 'ready') {
        failures = 0;
        setStatus('open');
      }
      if (event.type === 'bye') {
        // 'replaced': this user opened more streams than allowed and this is the oldest; taking it back would
        // push out another page, which would do the same. Any other end: a fresh ticket tells whether the
        // session lives on (a role switch ends the old session but starts a new one).
        if (event.reason === 'replaced') {
          closeSource();
          generation += 1;
          setStatus('replaced');
        } else {
          retry();
        }
      }
      options.onEvent(event);
    };
  }

  return {
    start() {
      if (status !== 'off' && status !== 'replaced') return;
      failures = 0;
      void connect();
    },
    stop() {
      generation += 1;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      closeSource();
      setStatus('off');
    },
    status: () => status,
  };
}
