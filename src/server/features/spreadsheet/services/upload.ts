import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import Busboy from '@fastify/busboy';
import type { IncomingHttpHeaders } from 'node:http';
import type { Db } from '../../../db/client';
import { DbFileWriter, deleteFile, setSheetName } from '../../../jobs/file-store';
import { AppError } from '../../../http/app-error';
import {
  IMPORT_EXTENSION_MSG, IMPORT_MAX_BYTES, IMPORT_TOO_LARGE_MSG, importUploadFieldsSchema, type ImportUploadResult, type SpreadsheetListName,
} from '../../../../shared/schema/spreadsheet-jobs';
import { UploadRefused, checkSignature, checkXlsxArchive } from './archive-check';

/** Room for the multipart boundaries, headers and the small text parts around the file. */
const MULTIPART_OVERHEAD = 16 * 1024;

/** Looks at the first bytes as they pass and refuses what is not a zip archive before anything more is stored. */
function signatureGate(): Transform {
  let head = Buffer.alloc(0);
  let checked = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (checked) return callback(null, chunk);
      head = Buffer.concat([head, chunk]);
      if (head.length < 8) return callback();
      checked = true;
      try {
        checkSignature(head);
      } catch (error) {
        return callback(error as Error);
      }
      const all = head;
      head = Buffer.alloc(0);
      callback(null, all);
    },
    flush(callback) {
      if (checked) return callback();
      try {
        checkSignature(head);
        callback(null, head);
      } catch (error) {
        callback(error as Error);
      }
    },
  });
}

const refuse = (msg: string) => new AppError('VALIDATION', { msg, errors: [{ field: 'file', msg }] });

export interface UploadInput {
  headers: IncomingHttpHeaders;
  body: Readable;
}

/**
 * importUpload: streams one multipart file into the database (never whole in memory), refusing on the way a wrong
 * extension (IMP-05), more than 20 MB (IMP-06, by Content-Length before reading, else at the 20 MB + 1st byte),
 * more than one file, and content that is not a zip; then checks the stored archive (archive-check.ts).
 */
export async function receiveUpload(
  db: Db,
  input: UploadInput,
  owner: { tenantId: string; userId: string },
  listName: SpreadsheetListName,
): Promise<ImportUploadResult & { fields: Record<string, string> }> {
  const contentType = input.headers['content-type'];
  if (typeof contentType !== 'string' || !contentType.toLowerCase().startsWith('multipart/form-data')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', { msg: '请以 multipart/form-data 上传文件' });
  }
  const declared = Number(input.headers['content-length']);
  if (Number.isFinite(declared) && declared > IMPORT_MAX_BYTES + MULTIPART_OVERHEAD) {
    throw new AppError('PAYLOAD_TOO_LARGE', { msg: IMPORT_TOO_LARGE_MSG, headers: { Connection: 'close' } });
  }

  const fields: Record<string, string> = {};
  let stored: { writer: DbFileWriter; fileName: string } | null = null;
  let refusal: AppError | null = null;
  let storing: Promise<void> = Promise.resolve();
  let files = 0;

  const busboy = Busboy({
    headers: { ...input.headers, 'content-type': contentType },
    limits: { files: 1, fileSize: IMPORT_MAX_BYTES, fields: 5, fieldSize: 256, parts: 8, headerPairs: 20 },
  });
  busboy.on('field', (name: string, value: string) => {
    fields[name] = value;
  });
  busboy.on('filesLimit', () => {
    refusal ??= refuse('一次只能上传 1 个文件');
  });
  busboy.on('file', (fieldName: string, stream: Readable & { truncated?: boolean }, fileName: string) => {
    files += 1;
    if (fieldName !== 'file' || refusal || !/\.(xlsx|xls)$/i.test(fileName)) {
      refusal ??= refuse(fieldName === 'file' ? IMPORT_EXTENSION_MSG : '文件字段名应为 file');
      stream.resume();
      return;
    }
    const writer = new DbFileWriter(db, { tenantId: owner.tenantId, ownerId: owner.userId, kind: 'upload', listName, fileName: fileName.slice(0, 200) });
    stored = { writer, fileName };
    // The file stream is piped, not put in the pipeline: a refusal must not destroy it, or busboy would wait for
    // it forever; it is unpiped and drained instead, and the answer goes out once the body has been read past.
    const gate = signatureGate();
    stream.pipe(gate);
    stream.on('limit', () => {
      refusal ??= new AppError('PAYLOAD_TOO_LARGE', { msg: IMPORT_TOO_LARGE_MSG, headers: { Connection: 'close' } });
      // Stop storing at once; the rest of the body is discarded as it arrives.
      gate.destroy(new UploadRefused(IMPORT_TOO_LARGE_MSG));
    });
    storing = pipeline(gate, writer).catch((error: unknown) => {
      refusal ??= error instanceof UploadRefused ? refuse(error.message) : refuse('文件上传失败，请重试');
      stream.unpipe(gate);
      stream.resume();
    });
  });

  try {
    await pipeline(input.body, busboy);
  } catch {
    refusal ??= refuse('上传内容格式有误，请重新上传');
  }
  await storing;
  const upload = stored as { writer: DbFileWriter; fileName: string } | null;
  if (refusal || !upload) {
    if (upload) await deleteFile(db, upload.writer.fileId).catch(() => undefined);
    throw refusal ?? refuse(files === 0 ? '请上传文件' : IMPORT_EXTENSION_MSG);
  }
  const parsedFields = importUploadFieldsSchema.safeParse(fields);
  if (!parsedFields.success) {
    await deleteFile(db, upload.writer.fileId);
    throw refuse(parsedFields.error.issues[0]?.message ?? '请求参数有误');
  }
  try {
    const { sheetName } = await checkXlsxArchive(db, upload.writer.fileId, upload.writer.size);
    await setSheetName(db, upload.writer.fileId, sheetName);
    return { fileKey: upload.writer.fileId, fileName: upload.fileName, size: upload.writer.size, sheetName, fields };
  } catch (error) {
    await deleteFile(db, upload.writer.fileId);
    if (error instanceof UploadRefused) throw refuse(error.message);
    throw error;
  }
}
