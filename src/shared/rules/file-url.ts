/**
 * Our own stored files (images, attachments) are served at /api/files/{id}. Content that shows an image (messages,
 * news, cards, themes) may point only there or at an https address; anything else is dropped, never rendered.
 */
export const FILE_URL_PREFIX = '/api/files/';

export function fileUrl(fileId: string): string {
  return `${FILE_URL_PREFIX}${encodeURIComponent(fileId)}`;
}

/** True for an https URL or one of our own files; false for http, data:, javascript:, relative paths and the rest. */
export function isAllowedImageUrl(url: string): boolean {
  const value = url.trim();
  if (value.startsWith(FILE_URL_PREFIX)) return /^\/api\/files\/[A-Za-z0-9_-]{1,64}$/.test(value);
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'https:' && parsed.username === '' && parsed.password === '';
  } catch {
    return false;
  }
}
