import { createEventBus, type EventBus } from '../../shared/rules/event-bus';

/**
 * What the api clients report to the React tree: the clients live outside React (one of each, for the page's
 * whole life), so a bus carries their callbacks to the component that can navigate and show toasts.
 */
interface PortalEventMap {
  /** WRAP-08: a call answered 401. */
  unauthorized: null;
  /** WRAP-13: a call answered a status other than 1000 and did not opt out of the toast. */
  errorMessage: { msg: string; status: number };
  /** An important notice reached the page live or at the next visit (issue 5): SHELL-01's toast loads again. */
  importantNoticeArrived: null;
  /** The user read or archived messages here or on another tab or device (ADR 026): notices and lists load again. */
  messagesChanged: null;
  /** A business system changed the user's to-dos, 暂存表, messages or applications (ADR 024): those cards load again. */
  inboxChanged: ReadonlyArray<'todos' | 'drafts' | 'messages' | 'applications'>;
}

export type PortalEvents = EventBus<PortalEventMap>;

export function createPortalEvents(): PortalEvents {
  return createEventBus<PortalEventMap>();
}
