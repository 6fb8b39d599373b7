/**
 * The studio's built CSS is not attached to its entry chunk when loaded by URL, so the host links it.
 * Links are added once and kept: the studio is likely to be opened again in the same page.
 */
export function ensureStylesheets(hrefs: readonly string[]): void {
  for (const href of hrefs) {
    // Only our own asset paths; the list comes from our index.html.
    if (!href.startsWith('/')) continue;
    const exists = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
      .some((link) => link.getAttribute('href') === href);
    if (exists) continue;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    document.head.appendChild(link);
  }
}
