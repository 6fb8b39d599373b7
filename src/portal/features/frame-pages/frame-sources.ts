import type { TextKey } from '../../../shared/i18n';
import { serverCenterDetails } from '../../../shared/api/catalogue/directory';
import { getCardData, getUserApplyCardList } from '../../../shared/api/catalogue/home';
import { messageHistoryDetail } from '../../../shared/api/catalogue/messages';
import { getTopMenu } from '../../../shared/api/catalogue/shell';
import { ApiError, type ApiClient } from '../../../shared/api/client-types';
import { ERROR_CODES } from '../../../shared/api/error-codes';
import { parseCardUrl } from '../../../shared/rules/card-url';
import type { SessionStoreLike } from '../../../shared/rules/session-keys';
import type { ToolItem } from '../../../shared/schema/cards';
import { MESSAGE_DELETED_MSG } from '../../../shared/schema/messages';
import { COMMON_TOOLS_URL, type DialogEntry } from '../../../shared/state/dialogs';
import { DELETED_MESSAGE_PATH, messageDetailPath } from '../messages/message-paths';
import { isExternalNavigationPath } from './frame-paths';
import { readCombStr, resolveOpenableUrl, serviceAddress } from '../../app/service-opener/open-way';

/**
 * ROUTE-09: what each embedded-page host frames. Every host takes an id from its query string and frames only the
 * address the server configured for that id; no query parameter is ever an address (no open redirect).
 */

export type FrameKind = 'iframPage' | 'navIfram' | 'messageIfrm' | 'serviceIframPage';

export type FrameResolution =
  | {
    status: 'ok';
    /** Openable (resolveOpenableUrl) and configured. */
    url: string;
    title: string;
    /** A text key for the title when the address has no name of its own. */
    titleKey?: TextKey;
    /** OPEN-03: the service whose click is logged once the page shows. */
    clickServiceId?: string;
    /** MSG-01: the unread message marked read once the page shows. */
    unreadMessageId?: string;
    /** The dialog page (DLG-01) this shows: 返回 closes it. */
    dialogId?: string;
  }
  /** The id names nothing the user may open. */
  | { status: 'missing' }
  /** The id names something whose address may not be opened (javascript:, //host, credentials …). */
  | { status: 'refused'; title: string }
  /** Somewhere else shows it: a message without an address, a deleted message (MSG-01, MSG-02). */
  | { status: 'redirect'; to: string };

export interface FrameSourceDeps {
  blade: ApiClient;
  store: Pick<SessionStoreLike, 'get'>;
  /** A dialog page of the dialog host (DLG-01), or undefined. */
  dialog(id: string): DialogEntry | undefined;
}

/** Ids in the query string: anything longer or with spaces is no id of ours, and never reaches a call. */
const QUERY_ID = /^[^\s]{1,64}$/;

/** The app=… values /iframPage knows; the value picks a configured address, it is never one itself. */
const APPS: Readonly<Record<string, { url: string; titleKey: TextKey }>> = {
  commonTools: { url: COMMON_TOOLS_URL, titleKey: 'framePages.commonTools' },
};

function queryId(params: URLSearchParams, name: string): string | null {
  const value = params.get(name)?.trim() ?? '';
  return QUERY_ID.test(value) ? value : null;
}

/**
 * An answer that the id names nothing the user may see (unknown, removed, not theirs, malformed) — as opposed
 * to a failure worth retrying. An endpoint that does not exist is a failure of ours, not a missing page.
 */
function isMissingAnswer(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.sourceStatus === ERROR_CODES.NOT_FOUND.status && error.message === ERROR_CODES.NOT_FOUND.msg) return false;
  // WRAP-07 reports these as 8008; the status the server gave is kept as sourceStatus.
  return [400, 403, 404, 410].includes(error.sourceStatus);
}

async function orMissing(load: () => Promise<FrameResolution>): Promise<FrameResolution> {
  try {
    return await load();
  } catch (error) {
    if (isMissingAnswer(error)) return { status: 'missing' };
    throw error;
  }
}

function framed(raw: string, title: string, extra: Partial<Extract<FrameResolution, { status: 'ok' }>> = {}): FrameResolution {
  const url = resolveOpenableUrl(raw);
  return url === null ? { status: 'refused', title } : { status: 'ok', url, title, ...extra };
}

/** /serviceIframPage?serviceId=…: the service's address, with combStr for accessWay '5' (OPEN-02). */
async function serviceFrame(params: URLSearchParams, deps: FrameSourceDeps): Promise<FrameResolution> {
  const serviceId = queryId(params, 'serviceId');
  if (serviceId === null || serviceId.length > 32) return { status: 'missing' };
  return orMissing(async () => {
    // silent: the page shows what went wrong itself.
    const service = await deps.blade.call(serverCenterDetails, { serviceId }, { silent: true });
    if (service.serviceUrl.trim() === '') return { status: 'missing' };
    const url = serviceAddress(service, readCombStr(deps.store));
    return url === null
      ? { status: 'refused', title: service.serviceName }
      : { status: 'ok', url, title: service.serviceName, clickServiceId: service.serviceId };
  });
}

/** /navIfram?id=…: an enabled top-navigation entry whose path is another site (http or https). */
async function navigationFrame(params: URLSearchParams, deps: FrameSourceDeps): Promise<FrameResolution> {
  const id = queryId(params, 'id');
  if (id === null) return { status: 'missing' };
  const entries = await deps.blade.call(getTopMenu, {}, { silent: true });
  // isAuto 1 = enabled (doc1 §3): a disabled entry is as good as gone.
  const entry = entries.find((e) => e.id === id && e.isAuto === 1);
  if (!entry) return { status: 'missing' };
  // Portal pages are reached by their own route; this host frames other sites only.
  if (!isExternalNavigationPath(entry.path)) return { status: 'refused', title: entry.navigationName };
  return framed(entry.path, entry.navigationName);
}

/** /messageIfrm?id=…: the message's url (MSG-01); without one, its detail page; deleted, /deleteNoPag (MSG-02). */
async function messageFrame(params: URLSearchParams, deps: FrameSourceDeps): Promise<FrameResolution> {
  const id = queryId(params, 'id');
  if (id === null || id.length > 32) return { status: 'missing' };
  try {
    const message = await deps.blade.call(messageHistoryDetail, { id }, { silent: true });
    if (message.url.trim() === '') return { status: 'redirect', to: messageDetailPath(message.id) };
    return framed(message.url, message.title, message.read ? {} : { unreadMessageId: message.id });
  } catch (error) {
    if (error instanceof Error && error.message === MESSAGE_DELETED_MSG) return { status: 'redirect', to: DELETED_MESSAGE_PATH };
    if (isMissingAnswer(error)) return { status: 'missing' };
    throw error;
  }
}

/** A common tool of the user: the tools of the common-tools cards in their layout. */
async function findTool(deps: FrameSourceDeps, toolId: string): Promise<ToolItem | null> {
  const layout = await deps.blade.call(getUserApplyCardList, {}, { silent: true });
  const toolCards = layout.cards.filter((card) => card.cardKind === 'COMMON_TOOLS');
  const views = await Promise.all(toolCards.map((card) => deps.blade.call(getCardData, { cardId: card.cardId }, { silent: true })));
  for (const view of views) {
    for (const column of view.columns) {
      const tool = column.data?.kind === 'tools' ? column.data.items.find((item) => item.id === toolId) : undefined;
      if (tool) return tool;
    }
  }
  return null;
}

/**
 * /iframPage?dialog=…: a page entry of the dialog host (DLG-01), whose address was checked when it was opened.
 * Synchronous, so the page follows the entry as it changes and closes.
 */
export function dialogPageFrame(params: URLSearchParams, dialog: FrameSourceDeps['dialog']): FrameResolution {
  const id = queryId(params, 'dialog');
  const entry = id === null ? undefined : dialog(id);
  if (!entry || entry.config.openType !== 'page') return { status: 'missing' };
  return framed(entry.config.url, entry.config.title, { dialogId: entry.id });
}

/** /iframPage: a dialog page (dialog=), a card of the user (cardId=, CARD-13), a tool (toolId=), an app (app=). */
async function iframPage(params: URLSearchParams, deps: FrameSourceDeps): Promise<FrameResolution> {
  if (params.has('dialog')) return dialogPageFrame(params, deps.dialog);
  if (params.has('cardId')) {
    const cardId = queryId(params, 'cardId');
    if (cardId === null || cardId.length > 32) return { status: 'missing' };
    return orMissing(async () => {
      const layout = await deps.blade.call(getUserApplyCardList, {}, { silent: true });
      const card = layout.cards.find((c) => c.cardId === cardId);
      if (!card || card.url.trim() === '') return { status: 'missing' };
      const target = parseCardUrl(card.url);
      if (target.kind === 'none') return { status: 'refused', title: card.cardName };
      return framed(target.url, card.cardName);
    });
  }
  if (params.has('toolId')) {
    const toolId = queryId(params, 'toolId');
    if (toolId === null) return { status: 'missing' };
    return orMissing(async () => {
      const tool = await findTool(deps, toolId);
      return tool ? framed(tool.url, tool.tools_name) : { status: 'missing' };
    });
  }
  const app = params.get('app');
  const known = app !== null && Object.hasOwn(APPS, app) ? APPS[app] : undefined;
  if (!known) return { status: 'missing' };
  return framed(known.url, '', { titleKey: known.titleKey });
}

/** ROUTE-09: what the host of `kind` frames for this query string. Rejects only on a failure worth retrying. */
export function resolveFrame(kind: FrameKind, params: URLSearchParams, deps: FrameSourceDeps): Promise<FrameResolution> {
  switch (kind) {
    case 'serviceIframPage': return serviceFrame(params, deps);
    case 'navIfram': return orMissing(() => navigationFrame(params, deps));
    case 'messageIfrm': return messageFrame(params, deps);
    case 'iframPage': return iframPage(params, deps);
  }
}
