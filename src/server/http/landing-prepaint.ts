import type { FastifyInstance, FastifyRequest } from 'fastify';
import { landingPalette } from '../../shared/rules/landing-palette';
import { isAllowedImageUrl } from '../../shared/rules/file-url';

/** What the landing page's first frame shows: the school's band and the carousel's first picture. */
export interface LandingPrepaint {
  schoolName: string;
  pageTitle: string;
  logo: string;
  landingColor: string;
  /** The first slide, when the carousel is the page's first block; null otherwise. */
  slide: { imgUrl: string; title: string } | null;
}

type PrepaintSource = (request: FastifyRequest) => Promise<LandingPrepaint | null>;

const sources = new WeakMap<FastifyInstance, PrepaintSource>();

/** The pre-login feature tells the page server where the landing page's first frame comes from. */
export function provideLandingPrepaint(app: FastifyInstance, source: PrepaintSource): void {
  sources.set(app, source);
}

/** How long the page waits for the data; past it the page goes out without a first frame (never slower). */
const PREPAINT_BUDGET_MS = 150;

/**
 * `/` answered with its first frame already in the HTML: on a slow phone the script needs seconds before it can
 * paint anything, so the server paints the header band and the carousel's first picture (and asks the browser to
 * fetch that picture at once). The frame lies over the page (`aria-hidden`, no pointer events, out of the flow, so
 * nothing moves when it goes) until the page's own first render removes it (src/portal/app/prepaint.ts).
 */
export async function withLandingPrepaint(app: FastifyInstance, request: FastifyRequest, indexHtml: string): Promise<string> {
  const source = sources.get(app);
  if (!source) return indexHtml;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => { timer = setTimeout(() => resolve(null), PREPAINT_BUDGET_MS); });
  const data = await Promise.race([source(request).catch(() => null), late]).finally(() => clearTimeout(timer));
  if (data === null) return indexHtml;
  const { head, body } = renderPrepaint(data);
  // The page's stylesheets move behind the frame: a stylesheet in the body holds back only what follows it, so the
  // frame paints without waiting for them, while the scripts (which wait for every stylesheet) render nothing unstyled.
  const sheets: string[] = [];
  const withoutSheets = indexHtml.replace(STYLESHEET_LINK, (link) => {
    sheets.push(link);
    return '';
  });
  return withoutSheets
    .replace('</head>', `${head}</head>`)
    .replace('<div id="root"></div>', `<div id="root"></div>${body}${sheets.join('')}`);
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*>/g;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** Only colour values the palette made (#rrggbb or rgba(…)) reach the style attribute. */
const SAFE_CSS_VALUE = /^(#[0-9a-fA-F]{3,8}|rgba?\([\d.,\s%]+\))$/;

export function renderPrepaint(data: LandingPrepaint): { head: string; body: string } {
  const palette = landingPalette(data.landingColor);
  const vars = Object.entries(palette)
    .filter(([name, value]) => /^--[a-z0-9-]+$/.test(name) && SAFE_CSS_VALUE.test(value))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  const name = data.schoolName.trim() || '网上服务大厅';
  const slide = data.slide && isAllowedImageUrl(data.slide.imgUrl) ? data.slide : null;
  const logo = isAllowedImageUrl(data.logo)
    ? `<img class="pp-logo" src="${escapeHtml(data.logo)}" alt="" width="40" height="40">`
    : `<span class="pp-logo pp-logo--letter">${escapeHtml(Array.from(name)[0] ?? '·')}</span>`;
  const title = data.pageTitle && data.pageTitle !== name ? `<span class="pp-title">${escapeHtml(data.pageTitle)}</span>` : '';
  const picture = slide
    ? `<div class="pp-main"><div class="pp-frame"><img src="${escapeHtml(slide.imgUrl)}" alt="" width="1200" height="400" fetchpriority="high"></div></div>`
    : '';
  const head = [
    slide ? `<link rel="preload" as="image" href="${escapeHtml(slide.imgUrl)}" fetchpriority="high">` : '',
    `<style>${PREPAINT_CSS}</style>`,
  ].join('');
  const body = `<div id="sh-prepaint" class="pp" aria-hidden="true" style="${escapeHtml(vars)}">`
    + `<div class="pp-header"><div class="pp-header__inner">${logo}<span class="pp-text"><span class="pp-name">${escapeHtml(name)}</span>${title}</span></div></div>`
    + `${picture}</div>`;
  return { head, body };
}

/*
 * Mirrors the landing page's header and carousel box (landing.css) at each width, so the real page takes the
 * frame's place without a visible jump.
 */
const PREPAINT_CSS = [
  '.pp{position:absolute;top:0;left:0;right:0;z-index:900;pointer-events:none;background:#f4f6fa;font-family:"PingFang SC","Microsoft YaHei","Noto Sans CJK SC","Noto Sans SC",system-ui,-apple-system,"Segoe UI",sans-serif}',
  '.pp-header{background:var(--sh-theme-dark);color:#fff}',
  '.pp-header__inner{max-width:1200px;min-height:60px;margin:0 auto;padding:8px 12px;display:flex;align-items:center;gap:8px;box-sizing:border-box}',
  '.pp-logo{flex:none;width:36px;height:36px;border-radius:50%;background:#fff;object-fit:contain}',
  '.pp-logo--letter{display:grid;place-items:center;background:rgba(255,255,255,.2);color:#fff;font-weight:700}',
  '.pp-text{min-width:0;display:flex;flex-direction:column;font-size:16px;font-weight:600;line-height:1.25}',
  '.pp-name,.pp-title{white-space:nowrap;overflow:hidden;text-overflow:ellipsis}',
  '.pp-title{font-size:12px;font-weight:400}',
  '.pp-main{max-width:1200px;margin:0 auto;padding:12px 12px 0;box-sizing:border-box}',
  '.pp-frame{width:100%;aspect-ratio:3/1;overflow:hidden;border-radius:12px;background:var(--lp-strong)}',
  '.pp-frame img{display:block;width:100%;height:100%;object-fit:cover}',
  '@media (min-width:480px){.pp-header__inner{padding:8px 16px;gap:12px}.pp-logo{width:40px;height:40px}}',
  '@media (min-width:768px){.pp-main{padding:24px 24px 0}}',
  '@media (min-width:900px){.pp-header__inner{min-height:64px;padding:8px 24px}.pp-text{font-size:18px}}',
].join('');
