/**
 * The deepest nesting of arrays and objects a JSON request body may have. No call of ours takes more than a few
 * levels; 64 leaves room for any honest client and keeps every later walk over the value (the NUL check in
 * validate.ts, zod) short.
 */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

export interface DepthScan {
  /** True as soon as more than `limit` arrays and objects are open at once. */
  tooDeep: boolean;
  /** Characters examined: at most the text's length, whatever its shape (a scan that stops early examines fewer). */
  scanned: number;
}

/**
 * One pass over JSON text, without parsing it or recursing: counts the brackets open outside strings and stops at
 * the first one past `limit`. It does not check that the text is valid JSON (the parser that runs after it does);
 * on any text its work is linear in the length, so a document nested 10,000 deep costs what a flat one of the same
 * size does, and never reaches the parser or a recursive walk.
 */
export function scanJsonDepth(text: string, limit: number = MAX_JSON_DEPTH): DepthScan {
  let depth = 0;
  let inString = false;
  let i = 0;
  for (; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i += 1; // the escaped character, a quote included, cannot end the string
      else if (c === QUOTE) inString = false;
      continue;
    }
    if (c === QUOTE) inString = true;
    else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      depth += 1;
      if (depth > limit) return { tooDeep: true, scanned: i + 1 };
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth -= 1;
  }
  return { tooDeep: false, scanned: Math.min(i, text.length) };
}
