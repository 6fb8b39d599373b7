import { lighten } from './home-images';

/**
 * Round badges with one character, for official accounts' avatars and the school systems' icons. Plain shapes and
 * text, no script, no external reference; served from /api/files like any upload.
 */
export function avatarSvg(mark: string, color: string): Uint8Array {
  const escaped = mark.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const text = [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
    `<defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${lighten(color, 0.35)}"/></linearGradient></defs>`,
    '<circle cx="48" cy="48" r="48" fill="url(#a)"/>',
    `<text x="48" y="62" text-anchor="middle" fill="#ffffff" font-family="'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif" font-size="40" font-weight="600">${escaped}</text>`,
    '</svg>',
  ].join('');
  return new TextEncoder().encode(text);
}
