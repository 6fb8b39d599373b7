import { contentDisposition } from '../../http/route';

/**
 * Image types a browser may show inline from /api/files. Anything else (a PDF, a document, HTML someone stored) is
 * sent as an attachment, so it is downloaded, never rendered in our origin.
 */
const INLINE_TYPES: ReadonlySet<string> = new Set([
  'image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', 'image/bmp', 'image/svg+xml', 'image/x-icon',
]);

/**
 * An SVG is a document that can carry script. Served under this policy it cannot run any, load anything, or be
 * framed as a page; inline styles, which SVG drawings use, still apply. Every other type gets it too, as a
 * second line behind Content-Disposition.
 */
const STORED_FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

/** The mime without parameters, in lower case ('image/SVG+xml; charset=utf-8' → 'image/svg+xml'). */
function baseType(mime: string): string {
  return (mime.split(';')[0] ?? '').trim().toLowerCase();
}

function isInlineType(mime: string): boolean {
  return INLINE_TYPES.has(baseType(mime));
}

/** The headers of a stored file's answer. */
export function storedFileHeaders(file: { id: string; fileName: string; mime: string; size: number }): Record<string, string> {
  return {
    'Content-Type': file.mime,
    'Content-Length': String(file.size),
    'Content-Disposition': contentDisposition(isInlineType(file.mime) ? 'inline' : 'attachment', file.fileName),
    'Content-Security-Policy': STORED_FILE_CSP,
    'X-Content-Type-Options': 'nosniff',
    // A file never changes under its id (a new version is a new file), so any cache may keep it for good.
    'Cache-Control': 'public, max-age=31536000, immutable',
    ETag: `"${file.id}"`,
  };
}
