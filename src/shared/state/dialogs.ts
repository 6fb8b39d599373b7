import { createEventBus, type EventBus } from '../rules/event-bus';

/**
 * The dialogs, pages and events list of doc2 §3/§4 (DLG-01 … DLG-03): what the portal has opened for embedded
 * apps and services, by id. Pure state with an event bus, so the portal renders it and tests drive it directly.
 */

/** DLG-03: the default size of an embedded frame. */
export const DEFAULT_FRAME_SIZE = { width: 1200, height: 650 } as const;

type OpenType = 'model' | 'page';

export interface DialogConfig {
  /** 'model' (a modal dialog) or 'page' (a page of the portal). */
  openType: OpenType;
  title: string;
  /** The embedded address; only addresses that came from configuration (never from a query string) get here. */
  url: string;
  width: number;
  height: number;
}

export interface DialogEntry {
  id: string;
  config: DialogConfig;
  /** The embedded child (a frame's app) that is told when its dialog closes. */
  childId?: string;
  hidden?: boolean;
}

/** DLG-01: sent to the child of a dialog that closes, so the embedded app can clean up. */
export const CLOSE_DIALOG_EVENT = 'closeDialogEvent';

interface DialogEvents {
  closeDialogEvent: { id: string; childId: string | undefined };
  changed: readonly DialogEntry[];
}

export interface DialogStore {
  list(): readonly DialogEntry[];
  /** DLG-01: adds the entry, or replaces the one with the same id in its place. */
  add(entry: Omit<DialogEntry, 'config'> & { config: Partial<DialogConfig> & Pick<DialogConfig, 'url'> }): DialogEntry;
  /** DLG-01: changes an open entry; an unknown id changes nothing. */
  update(id: string, patch: { config?: Partial<DialogConfig>; childId?: string; hidden?: boolean }): void;
  /** DLG-01: removes the entry and sends closeDialogEvent to its child. */
  close(id: string): void;
  events: EventBus<DialogEvents>;
}

export function createDialogStore(): DialogStore {
  let entries: readonly DialogEntry[] = [];
  const events = createEventBus<DialogEvents>();
  const set = (next: readonly DialogEntry[]) => {
    entries = next;
    events.emit('changed', entries);
  };
  return {
    list: () => entries,
    add(input) {
      const entry: DialogEntry = {
        ...input,
        config: {
          openType: input.config.openType ?? 'model',
          title: input.config.title ?? '',
          url: input.config.url,
          width: input.config.width ?? DEFAULT_FRAME_SIZE.width,
          height: input.config.height ?? DEFAULT_FRAME_SIZE.height,
        },
      };
      const at = entries.findIndex((e) => e.id === entry.id);
      set(at === -1 ? [...entries, entry] : entries.map((e, i) => (i === at ? entry : e)));
      return entry;
    },
    update(id, patch) {
      if (!entries.some((e) => e.id === id)) return;
      set(entries.map((e) => (e.id === id ? { ...e, ...patch, config: { ...e.config, ...patch.config } } : e)));
    },
    close(id) {
      const entry = entries.find((e) => e.id === id);
      if (!entry) return;
      set(entries.filter((e) => e.id !== id));
      events.emit(CLOSE_DIALOG_EVENT, { id, childId: entry.childId });
    },
    events,
  };
}

/** What an embedded app may ask the portal to open (DLG-02). */
export type OpenRequest =
  | { openType: 'service'; serviceId: string }
  | { openType: 'workGuide'; keyword?: string }
  | { openType: 'openServiceIfram'; url?: string };

export type OpenTarget =
  | { kind: 'serviceDetail'; serviceId: string }
  | { kind: 'directory'; path: string }
  | { kind: 'iframePage'; path: string };

/** The common tools app (doc2 §2), the page 'openServiceIfram' goes to. */
export const COMMON_TOOLS_URL = '/font/combCygj/commonToolWeb/#/config';

/**
 * DLG-02: 'service' opens the service's detail, 'workGuide' the service directory (with the keyword when given),
 * 'openServiceIfram' the common tools frame page. Anything else is not a request this portal answers.
 */
export function openTargetOf(request: OpenRequest): OpenTarget {
  switch (request.openType) {
    case 'service':
      return { kind: 'serviceDetail', serviceId: request.serviceId };
    case 'workGuide':
      return { kind: 'directory', path: request.keyword ? `/serviceHall?keyword=${encodeURIComponent(request.keyword)}` : '/serviceHall' };
    case 'openServiceIfram':
      return { kind: 'iframePage', path: '/iframPage?app=commonTools' };
  }
}
