/** The embedded-page hosts' addresses (ROUTE-09): ids only, never an address, in the query string. */

/** /navIfram: a top-navigation entry whose path is another site. */
export function navigationFramePath(entryId: string): string {
  return `/navIfram?id=${encodeURIComponent(entryId)}`;
}

/** /iframPage?dialog=: a 'page' entry of the dialog host (DLG-01). */
export function dialogPagePath(dialogId: string): string {
  return `/iframPage?dialog=${encodeURIComponent(dialogId)}`;
}

/** Whether a navigation entry's path is another site, which the top navigation shows through /navIfram. */
export function isExternalNavigationPath(path: string): boolean {
  return /^https?:\/\//i.test(path.trim());
}
