/**
 * Small generated SVG images for the demo's tool icons and news covers: no binary assets in the repository, and
 * every image is a real file the portal loads from /api/files/{id}. Text is XML-escaped; no script, no links.
 */

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);
}

const FONT = "font-family=\"'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif\"";

/** A 96 × 96 rounded tile in the tool's colour with one white character. */
export function toolIconSvg(glyph: string, colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">`
    + `<rect width="96" height="96" rx="22" fill="${escapeXml(colour)}"/>`
    + `<circle cx="76" cy="20" r="26" fill="#ffffff" fill-opacity="0.14"/>`
    + `<text x="48" y="62" text-anchor="middle" font-size="44" font-weight="700" fill="#ffffff" ${FONT}>${escapeXml(glyph)}</text>`
    + '</svg>';
}

const COVER_PALETTES = [
  ['#0d47a1', '#42a5f5'], ['#1b5e20', '#66bb6a'], ['#4a148c', '#ab47bc'], ['#b71c1c', '#ef5350'], ['#004d40', '#26a69a'], ['#e65100', '#ffa726'],
] as const;

/** Breaks a title into lines of at most `width` characters (code points), at most `max` lines. */
function lines(text: string, width: number, max: number): string[] {
  const chars = [...text];
  const out: string[] = [];
  for (let i = 0; i < chars.length && out.length < max; i += width) out.push(chars.slice(i, i + width).join(''));
  if (chars.length > width * max) out[max - 1] = `${[...(out[max - 1] ?? '')].slice(0, width - 1).join('')}…`;
  return out;
}

/** A 640 × 360 cover: a gradient in one of six palettes, the channel as a tag, the title in up to two lines. */
export function newsCoverSvg(title: string, channel: string, paletteIndex: number): string {
  const [from, to] = COVER_PALETTES[paletteIndex % COVER_PALETTES.length] ?? COVER_PALETTES[0];
  const titleLines = lines(title, 16, 2)
    .map((line, i) => `<text x="40" y="${230 + i * 52}" font-size="38" font-weight="700" fill="#ffffff" ${FONT}>${escapeXml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">`
    + `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`
    + '<rect width="640" height="360" fill="url(#g)"/>'
    + '<circle cx="560" cy="70" r="120" fill="#ffffff" fill-opacity="0.10"/><circle cx="600" cy="300" r="70" fill="#ffffff" fill-opacity="0.08"/>'
    + `<rect x="40" y="40" rx="16" width="${[...channel].length * 26 + 32}" height="44" fill="#ffffff" fill-opacity="0.22"/>`
    + `<text x="56" y="71" font-size="24" fill="#ffffff" ${FONT}>${escapeXml(channel)}</text>`
    + titleLines
    + '</svg>';
}
