/**
 * Small generated SVG images for the demo: theme banners, to-do backgrounds, special covers and notice posters.
 * Plain shapes and gradients, no script, no external reference; served from /api/files like any upload.
 */

/** #RRGGBB moved toward white by `amount` (0–1). */
export function lighten(hex: string, amount: number): string {
  const value = parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff;
    return Math.round(c + (255 - c) * amount).toString(16).padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}

const FONT = "'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif";

function svg(width: number, height: number, body: string): Uint8Array {
  const text = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
  return new TextEncoder().encode(text);
}

/** The home page banner of a theme: a gradient with a campus skyline. */
export function themeBannerSvg(color: string): Uint8Array {
  const light = lighten(color, 0.45);
  const pale = lighten(color, 0.8);
  return svg(1200, 240, [
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>`,
    '<rect width="1200" height="240" fill="url(#g)"/>',
    `<circle cx="1040" cy="40" r="120" fill="${pale}" opacity="0.25"/>`,
    `<circle cx="140" cy="250" r="160" fill="${pale}" opacity="0.18"/>`,
    // A skyline of teaching buildings, the library dome and the clock tower.
    `<path d="M0 240V200h80v-30h60v30h40v-50h70v50h50v-70l30-20 30 20v70h60v-40h90v40h40v-60a50 50 0 0 1 100 0v60h60v-35h80v35h50v-55h70v55h60v-25h90v25h70v-45h60v45h60v40Z" fill="${pale}" opacity="0.35"/>`,
  ].join(''));
}

/** The to-do card background of a theme: soft rings in the theme's colour. */
export function todoBackgroundSvg(color: string): Uint8Array {
  const pale = lighten(color, 0.88);
  const soft = lighten(color, 0.6);
  return svg(480, 270, [
    `<rect width="480" height="270" fill="${pale}"/>`,
    `<circle cx="420" cy="40" r="90" fill="none" stroke="${soft}" stroke-width="18" opacity="0.45"/>`,
    `<circle cx="460" cy="230" r="60" fill="${color}" opacity="0.08"/>`,
  ].join(''));
}

/** A cover or poster with a title and an optional subtitle. */
export function posterSvg(title: string, subtitle: string, color: string, size: { width: number; height: number } = { width: 800, height: 450 }): Uint8Array {
  const { width, height } = size;
  const light = lighten(color, 0.5);
  return svg(width, height, [
    `<defs><linearGradient id="p" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" rx="16" fill="url(#p)"/>`,
    `<circle cx="${width * 0.85}" cy="${height * 0.2}" r="${height * 0.35}" fill="#ffffff" opacity="0.12"/>`,
    `<text x="${width * 0.08}" y="${height * 0.5}" fill="#ffffff" font-family="${FONT}" font-size="${Math.round(height * 0.11)}" font-weight="600">${escapeXml(title)}</text>`,
    subtitle === '' ? '' : `<text x="${width * 0.08}" y="${height * 0.66}" fill="#ffffff" opacity="0.9" font-family="${FONT}" font-size="${Math.round(height * 0.055)}">${escapeXml(subtitle)}</text>`,
  ].join(''));
}
