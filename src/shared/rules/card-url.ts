import { z } from 'zod/mini';

/**
 * CARD-13 (doc2 §3): what a card's url means. A JSON string {type, url} is a frame config (the card opens the url
 * in an embedded frame of that type); any other non-empty string is a plain URL, loaded as a qiankun micro-app.
 */
export type CardUrl =
  | { kind: 'none' }
  | { kind: 'frame'; type: string; url: string }
  | { kind: 'microApp'; url: string };

const frameConfigSchema = z.object({
  type: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  url: z.string().check(z.trim(), z.minLength(1), z.maxLength(1000)),
});

/**
 * Whether a URL may be loaded at all. Only http(s) and scheme-less (same-origin) paths pass, so javascript:,
 * data:, vbscript: and every other scheme are refused. Browsers drop tabs, line breaks and leading control
 * characters before reading the scheme ("java\tscript:"), so they are dropped here before looking.
 */
function isSafeUrl(url: string): boolean {
  const seen = url.replace(/[\u0000-\u0020\u007f]/g, '');
  if (seen === '') return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(seen);
  if (!scheme) return true;
  const name = scheme[1]?.toLowerCase();
  return name === 'http' || name === 'https';
}

/** CARD-13: reads a card's url; '' (or anything unsafe or malformed) is { kind: 'none' }. */
export function parseCardUrl(url: string): CardUrl {
  const value = url.trim();
  if (value === '') return { kind: 'none' };
  if (value.startsWith('{')) {
    let json: unknown;
    try {
      json = JSON.parse(value);
    } catch {
      // Text that opens like JSON but is not is a broken frame config, not a URL to load.
      return { kind: 'none' };
    }
    const parsed = z.safeParse(frameConfigSchema, json);
    if (!parsed.success || !isSafeUrl(parsed.data.url)) return { kind: 'none' };
    return { kind: 'frame', type: parsed.data.type, url: parsed.data.url };
  }
  return isSafeUrl(value) ? { kind: 'microApp', url: value } : { kind: 'none' };
}

/**
 * CARD-13 for what an administrator saves: '' (no page), a frame config {type, url}, or a plain address — an http(s)
 * URL or a path on this site ('/…'). Text that is neither (a name, a broken JSON) is refused rather than stored as a
 * "micro-app" that can never load.
 */
export function isCardUrlAccepted(url: string): boolean {
  const value = url.trim();
  if (value === '') return true;
  const read = parseCardUrl(value);
  if (read.kind === 'frame') return true;
  if (read.kind === 'none') return false;
  if (/^\/(?!\/)\S*$/.test(value)) return true;
  if (!/^https?:\/\/\S+$/i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

/** The one message for a refused card address, shown beside the field by the form and the server alike. */
export const CARD_URL_REFUSED = '卡片地址须为 http(s) 地址、以 / 开头的站内路径，或 {"type":"…","url":"…"} 形式的内嵌配置';
