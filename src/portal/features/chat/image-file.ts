import { CHAT_IMAGE_MAX_BYTES, CHAT_IMAGE_MIMES } from '../../../shared/schema/chat';

type ImageMime = (typeof CHAT_IMAGE_MIMES)[number];

/** The image part of sendChatMessage: the server takes the bytes as base64 in the wrapped JSON (ADR 007). */
export interface ImagePayload { fileName: string; mime: ImageMime; data: string }

export type ImageProblem = 'type' | 'size' | 'read';

export class ImageFileError extends Error {
  readonly problem: ImageProblem;
  constructor(problem: ImageProblem) {
    super(problem);
    this.name = 'ImageFileError';
    this.problem = problem;
  }
}

const isImageMime = (value: string): value is ImageMime => (CHAT_IMAGE_MIMES as readonly string[]).includes(value);

/** Longest side of a photo scaled down to fit the size limit. */
const SCALED_SIDES = [1600, 1200, 900] as const;

/** The bytes as base64, in slices: one String.fromCharCode over half a megabyte would overflow the call stack. */
function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const slice = 0x8000;
  for (let i = 0; i < bytes.length; i += slice) binary += String.fromCharCode(...bytes.subarray(i, i + slice));
  return btoa(binary);
}

/** A photo redrawn as JPEG at most `side` pixels long, or null where the browser cannot (no canvas). */
async function scaleDown(file: Blob, side: number): Promise<Blob | null> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return null;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null;
  }
  const ratio = Math.min(1, side / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * ratio));
  canvas.height = Math.max(1, Math.round(bitmap.height * ratio));
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return new Promise((resolve) => { canvas.toBlob((blob) => resolve(blob), 'image/jpeg', 0.85); });
}

/**
 * A chosen file as the server takes it: PNG, JPEG, GIF or WebP up to 512 KiB. Larger photos are scaled down to a
 * JPEG first (a phone's camera picture is several MiB); a large GIF is refused, as redrawing would stop it moving.
 */
export async function prepareImage(file: File): Promise<ImagePayload> {
  if (!isImageMime(file.type)) throw new ImageFileError('type');
  let blob: Blob = file;
  let mime: ImageMime = file.type;
  let fileName = file.name.trim().slice(0, 100) || 'image';
  if (blob.size > CHAT_IMAGE_MAX_BYTES) {
    if (mime === 'image/gif') throw new ImageFileError('size');
    let scaled: Blob | null = null;
    for (const side of SCALED_SIDES) {
      scaled = await scaleDown(file, side);
      if (!scaled || scaled.size <= CHAT_IMAGE_MAX_BYTES) break;
    }
    if (!scaled || scaled.size > CHAT_IMAGE_MAX_BYTES) throw new ImageFileError('size');
    blob = scaled;
    mime = 'image/jpeg';
    fileName = `${fileName.replace(/\.[^.]*$/, '').slice(0, 95) || 'image'}.jpg`;
  }
  try {
    return { fileName, mime, data: toBase64(new Uint8Array(await blob.arrayBuffer())) };
  } catch {
    throw new ImageFileError('read');
  }
}
