import { useCallback } from 'react';
import { commonUpload } from '../../../shared/api/catalogue/studio-lists';
import { CHAT_IMAGE_MIMES } from '../../../shared/schema/chat';
import type { StudioUploadResult } from '../../../shared/schema/studio-lists';
import { useSend } from '../../data-provider/use-call';

type ImageMime = (typeof CHAT_IMAGE_MIMES)[number];
const isImageMime = (mime: string): mime is ImageMime => (CHAT_IMAGE_MIMES as readonly string[]).includes(mime);

/** Base64 of a file's bytes, in chunks: String.fromCharCode over a whole image would overflow the call stack. */
async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * Stores an image through the studio's `upload` call, sent through the DataProvider (the server checks the size and
 * that the bytes are the type). A type the call does not take is refused here with the call's own words, before any
 * bytes are read.
 */
export function useUploadImage(): (file: File) => Promise<StudioUploadResult> {
  const send = useSend();
  return useCallback(async (file: File) => {
    if (!isImageMime(file.type)) throw new Error('只支持 PNG、JPEG、GIF、WebP 图片');
    return send(commonUpload, { fileName: file.name, mime: file.type, data: await base64Of(file) });
  }, [send]);
}
