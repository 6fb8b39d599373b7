import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../context';
import { AppError } from '../../http/app-error';
import { FILE_URL_PREFIX } from '../../../shared/rules/file-url';
import { storedFileHeaders } from './file-headers';
import { getStoredFile } from './services/get-stored-file';

/** What an id in a file URL may look like (the same rule as isAllowedImageUrl). */
const FILE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * GET /api/files/{id}: stored images and attachments.
 *
 * Public, like an object-storage link: whoever holds the URL may fetch the file, with no token, so that <img>
 * elements, the image viewer and visitors' public pages can load images without the request wrapper. What guards a
 * file is its id: 32 characters from a cryptographic source (storeFile), about 190 bits, which cannot be guessed or
 * enumerated. Message attachments are not served here at all, even to someone who learnt their id: they are
 * private to the message's readers and come only through downloadFile, which checks that the caller may read it.
 */
export async function registerFileRoutes(app: FastifyInstance, feature: FeatureContext): Promise<void> {
  const { db } = feature;
  const notFound = () => new AppError('NOT_FOUND', { msg: '文件不存在' });

  app.get<{ Params: { id: string } }>(`${FILE_URL_PREFIX}:id`, async (request, reply) => {
    const { id } = request.params;
    if (!FILE_ID.test(id)) throw notFound();
    const file = await getStoredFile(db, id);
    if (!file || file.isAttachment) throw notFound();
    const headers = storedFileHeaders({ ...file, size: file.bytes.length });
    // The id names one immutable file, so a cached copy with the same ETag is still the file.
    if (request.headers['if-none-match'] === headers.ETag) {
      const { 'Content-Length': _length, ...rest } = headers;
      return reply.code(304).headers(rest).send();
    }
    return reply.code(200).headers(headers).send(file.bytes);
  });
}
