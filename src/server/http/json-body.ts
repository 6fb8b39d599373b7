import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';
import { MAX_JSON_DEPTH, scanJsonDepth } from './json-depth';

/**
 * Fastify's own JSON body parser (secure-json-parse, prototype poisoning refused) behind a nesting limit checked on
 * the raw text first. A body nested thousands of levels deep is refused with a 400 before it is parsed, so neither
 * the parser nor any walk over the value (validate.ts, zod) ever sees it.
 *
 * Text must be well-formed Unicode: a `\uD800` escape without its pair parses into a string that PostgreSQL's jsonb
 * and any UTF-8 encoder refuse or silently alter, so such a body is refused with a 400 here instead of failing deep
 * inside a service. Decoded bytes never yield a lone surrogate (bad UTF-8 becomes U+FFFD), so only bodies holding
 * such an escape are walked.
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
    if (!SURROGATE_ESCAPE.test(text)) {
      parseJson(request, text, done);
      return;
    }
    parseJson(request, text, (error, value) => {
      if (error) done(error, undefined);
      else if (!isWellFormedValue(value)) done(new AppError('JSON_BAD_TEXT'), undefined);
      else done(null, value);
    });
  });
}

const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;

/** True when every string and key in a parsed JSON value is well-formed Unicode (no unpaired surrogate). */
function isWellFormedValue(value: unknown): boolean {
  if (typeof value === 'string') return value.isWellFormed();
  if (Array.isArray(value)) return value.every(isWellFormedValue);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).every(([key, inner]) => key.isWellFormed() && isWellFormedValue(inner));
  }
  return true;
}
