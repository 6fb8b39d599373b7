/**
 * The server paints the landing page's first frame into `/` (src/server/http/landing-prepaint.ts): a layer over
 * the page, out of the flow, that the page removes once its own picture is on screen.
 */
const PREPAINT_ID = 'sh-prepaint';
/** However the page fares, the frame never outstays this. */
const LONGEST_MS = 10_000;

export function dismissPrepaint(): void {
  document.getElementById(PREPAINT_ID)?.remove();
}

/**
 * Removes the frame when the reader leaves `/` before the landing page took over (a signed-in user sent on, a
 * click on 登录), and at the latest after LONGEST_MS.
 */
export function watchPrepaint(win: Window): void {
  if (!win.document.getElementById(PREPAINT_ID)) return;
  const started = Date.now();
  const timer = win.setInterval(() => {
    const gone = !win.document.getElementById(PREPAINT_ID);
    if (gone || win.location.pathname !== '/' || Date.now() - started > LONGEST_MS) {
      dismissPrepaint();
      win.clearInterval(timer);
    }
  }, 200);
}
