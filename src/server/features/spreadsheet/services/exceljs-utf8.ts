import { createRequire, Module } from 'node:module';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { SaxEvent } from './sheet-cells';

/**
 * exceljs 4.4's streaming reader decodes every chunk of a part's XML to text on its own (utils/parse-sax.js,
 * `bufferToString(chunk)`), so a Chinese character whose UTF-8 bytes straddle two chunks turns into U+FFFD: the
 * resume test found 9 corrupted descriptions in 12,000 rows. This puts a parse-sax with one streaming TextDecoder
 * per part into Node's module cache before exceljs loads, so every exceljs module that requires parse-sax gets it.
 * It must run before the first import of exceljs in the process (the sheet worker imports exceljs after calling it).
 */

type ParseSax = (iterable: AsyncIterable<Uint8Array | string> | Readable) => AsyncGenerator<SaxEvent[]>;

interface SaxesParserLike {
  on(event: 'error', listener: (error: Error) => void): void;
  on(event: 'opentag' | 'text' | 'closetag', listener: (value: unknown) => void): void;
  write(text: string): void;
}

/** Installs the fixed parse-sax (once) and answers it: the sheet worker parses the worksheet with it too. */
export function installExcelUtf8Fix(): ParseSax {
  const require = createRequire(import.meta.url);
  const root = path.dirname(require.resolve('exceljs'));
  const target = path.join(root, 'lib', 'utils', 'parse-sax.js');
  const installed = require.cache[target];
  if (installed) return installed.exports as ParseSax;
  const exceljsRequire = createRequire(target);
  const { SaxesParser } = exceljsRequire('saxes') as { SaxesParser: new () => SaxesParserLike };

  async function* parseSax(iterable: AsyncIterable<Uint8Array | string> | Readable): AsyncGenerator<SaxEvent[]> {
    const parser = new SaxesParser();
    const decoder = new TextDecoder('utf-8');
    let error: Error | undefined;
    let events: SaxEvent[] = [];
    parser.on('error', (e) => {
      error = e;
    });
    parser.on('opentag', (value) => events.push({ eventType: 'opentag', value }));
    parser.on('text', (value) => events.push({ eventType: 'text', value }));
    parser.on('closetag', (value) => events.push({ eventType: 'closetag', value }));
    for await (const chunk of iterable as AsyncIterable<Uint8Array | string>) {
      parser.write(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }));
      if (error) throw error;
      yield events;
      events = [];
    }
    const rest = decoder.decode();
    if (rest !== '') {
      parser.write(rest);
      if (error) throw error;
      yield events;
    }
  }

  const patched = new Module(target);
  patched.filename = target;
  patched.loaded = true;
  patched.exports = parseSax;
  require.cache[target] = patched;
  return parseSax;
}
