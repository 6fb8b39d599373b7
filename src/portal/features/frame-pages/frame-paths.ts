/** The embedded-page hosts' addresses (ROUTE-09): ids only, never an address, in the query string. */

/** /serviceIframPage: a service's own address in the portal's frame (OPEN-02 combStr, OPEN-03 click log). */
export function serviceFramePath(serviceId: string): string {
  return `/serviceIframPage?serviceId=${encodeURIComponent(serviceId)}`;
}

/** /navIfram: a top-navigation entry whose path is another site. */
export function navigationFramePath(entryId: string): string {
  return `/navIfram?id=${encodeURIComponent(entryId)}`;
}

/** /messageIfrm: a message's url. */
export function messageFramePath(messageId: string): string {
  return `/messageIfrm?id=${encodeURIComponent(messageId)}`;
}

/** /iframPage?cardId=: a card's own page (CARD-13). */
export function cardFramePath(cardId: string): string {
  return `/iframPage?cardId=${encodeURIComponent(cardId)}`;
}

/** /iframPage?toolId=: a common tool of the user. */
export function toolFramePath(toolId: string): string {
  return `/iframPage?toolId=${encodeURIComponent(toolId)}`;
}

/** /iframPage?dialog=: a 'page' entry of the dialog host (DLG-01). */
export function dialogPagePath(dialogId: string): string {
  return `/iframPage?dialog=${encodeURIComponent(dialogId)}`;
}

/** Whether a navigation entry's path is another site, which the top navigation shows through /navIfram. */
export function isExternalNavigationPath(path: string): boolean {
  return /^https?:\/\//i.test(path.trim());
}
