import { PassThrough } from 'node:stream';
import type { Readable } from 'node:stream';

/**
 * Reads a request stream into memory, stopping at `limit` bytes. It stops listening instead of destroying the
 * stream: destroying an IncomingMessage closes the socket, and the refusal could then never be sent.
 */
export function readLimited(stream: Readable, limit: number): Promise<Buffer | 'too-large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.off('error', onError);
    };
    const onData = (chunk: Buffer | string) => {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      size += bytes.length;
      if (size > limit) {
        stop();
        stream.pause();
        resolve('too-large');
        return;
      }
      chunks.push(bytes);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    stream.on('data', onData);
    stream.on('end', onEnd);
    stream.on('error', onError);
  });
}

/**
 * A stream of the decrypted body for Fastify's content parser. `receivedEncodedLength` is Fastify's documented way
 * for a preParsing hook to say how many bytes arrived, which it matches against Content-Length.
 */
export function bodyStream(plaintext: Uint8Array, receivedBytes: number): Readable & { receivedEncodedLength: number } {
  const stream = new PassThrough();
  stream.end(Buffer.from(plaintext.buffer, plaintext.byteOffset, plaintext.length));
  return Object.assign(stream, { receivedEncodedLength: receivedBytes });
}

/** The bytes of an onSend payload exactly as Fastify will write them (it writes strings as UTF-8). */
export async function payloadBytes(payload: unknown): Promise<Buffer> {
  if (payload === null || payload === undefined) return Buffer.alloc(0);
  if (typeof payload === 'string') return Buffer.from(payload, 'utf8');
  if (payload instanceof Uint8Array) return Buffer.from(payload.buffer, payload.byteOffset, payload.length);
  if (isReadable(payload)) {
    // A streamed answer is buffered to be hashed. Wrapped paths answer JSON or, for blob calls (downloadFile), a
    // Buffer of a stored file, so no large stream reaches this in practice.
    const chunks: Buffer[] = [];
    for await (const chunk of payload) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  }
  throw new Error(`cannot sign an answer payload of type ${typeof payload}`);
}

function isReadable(value: unknown): value is Readable {
  return typeof value === 'object' && value !== null && typeof (value as { pipe?: unknown }).pipe === 'function' &&
    Symbol.asyncIterator in value;
}
