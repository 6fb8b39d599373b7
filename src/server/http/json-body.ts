import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';
import { MAX_JSON_DEPTH, scanJsonDepth } from './json-depth';

/**
 * Fastify's own JSON body parser (secure-json-parse, prototype poisoning refused) behind a nesting limit checked on
 * the raw text first. A body nested thousands of levels deep is refused with a 400 before it is parsed, so neither
 * the parser nor any walk over the value (validate.ts, zod) ever sees it.
 *
 * Wrapped calls reach this parser too: their preParsing hook hands Fastify the decrypted plaintext, which is parsed
 * here like any plain body. Register it on the root instance: child instances inherit content-type parsers.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (scanJsonDepth(text, MAX_JSON_DEPTH).tooDeep) {
      done(new AppError('JSON_TOO_DEEP'), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
