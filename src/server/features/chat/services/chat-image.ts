import { AppError } from '../../../http/app-error';
import { CHAT_IMAGE_MAX_BYTES } from '../../../../shared/schema/chat';

type ImageMime = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** What the first bytes say the image is; the declared type must agree (SVG, HTML and the rest never pass). */
export function sniffImage(bytes: Uint8Array): ImageMime | null {
  if (bytes.length >= 8 && bytes[0] === 0x89 && ascii(bytes, 1, 4) === 'PNG' && bytes[4] === 0x0d && bytes[5] === 0x0a) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')) return 'image/gif';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** A file name safe to store and to show: no path, no control characters. */
function cleanFileName(name: string, mime: ImageMime): string {
  const base = name.split(/[\\/]/).pop()?.replace(/[\u0000-\u001f\u007f]/g, '').trim() ?? '';
  return base === '' ? `image.${mime.slice('image/'.length)}` : base;
}

/**
 * The bytes of an image sent in a chat: strict base64, at most CHAT_IMAGE_MAX_BYTES, and really of the declared
 * type. Anything else is refused before it is stored.
 */
export function decodeChatImage(image: { fileName: string; mime: ImageMime; data: string }): { fileName: string; mime: ImageMime; bytes: Uint8Array } {
  const invalid = () => new AppError('CHAT_IMAGE_INVALID');
  if (!BASE64.test(image.data) || image.data.length % 4 !== 0) throw invalid();
  const bytes = new Uint8Array(Buffer.from(image.data, 'base64'));
  if (bytes.length === 0) throw invalid();
  if (bytes.length > CHAT_IMAGE_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', { msg: '图片不能超过 512KB' });
  if (sniffImage(bytes) !== image.mime) throw invalid();
  return { fileName: cleanFileName(image.fileName, image.mime), mime: image.mime, bytes };
}
