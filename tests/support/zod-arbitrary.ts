import fc from 'fast-check';
import type { z } from 'zod/mini';

/**
 * fast-check arbitraries from the shared zod/mini request schemas, for fuzzing the server: values mostly shaped as
 * the schema says (so requests reach the handlers, not only the validator), salted with hostile text — SQL
 * injection, XSS, odd unicode, huge and empty strings — and with wrong types now and then. Objects also carry
 * unknown keys holding SQL, which the server must ignore. Walks `schema._zod.def`; a kind it does not know is fuzzed
 * as any JSON value.
 */

const SQL_PAYLOADS = [
  "' OR '1'='1", "1; DROP TABLE users;--", "' UNION SELECT password_hash FROM users--", "\\'; select pg_sleep(5);--",
  '1 ORDER BY 99--', "admin'--", '%', '_', "'||(select current_user)||'", '$1', "');insert into roles values('x')--",
];

const XSS_PAYLOADS = [
  '<script>window.__xss=1</script>', '"><img src=x onerror=alert(1)>', '<svg onload=alert(1)>', 'javascript:alert(1)',
  "';alert(String.fromCharCode(88,83,83))//", '<iframe srcdoc="<script>alert(1)</script>">',
];

const ODD_TEXT = [
  '', ' ', '\u0000', '\u202e\u0645\u0631\u062d\u0628\u0627', '𠮷野家🍣', '\ud800', 'Ａ\u3000全角', '\r\n\t', '../../etc/passwd', 'NaN', '-0',
  '{"$ne":null}', '__proto__', 'constructor', '9'.repeat(40),
];

const HUGE = 'x'.repeat(70_000);

const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...SQL_PAYLOADS, ...XSS_PAYLOADS, ...ODD_TEXT),
  fc.constant(HUGE),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** Any JSON-ish value, for the wrong-type branch and unknown schema kinds. */
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  hostileText, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(fc.constantFrom('id', 'sort', "' or 1=1"), hostileText, { maxKeys: 2 }),
);

/** Unknown keys a client never sends, holding SQL: the schemas strip them, the server must never read them. */
const extraKeys: fc.Arbitrary<Record<string, unknown>> = fc.dictionary(
  fc.constantFrom('orderBy', 'sort_field', "name'; drop table users;--", 'tenant_id', '$where', '__proto__x', 'sql'),
  fc.constantFrom(...SQL_PAYLOADS),
  { maxKeys: 3 },
);

interface CheckDef {
  check?: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number | bigint;
  inclusive?: boolean;
}

interface AnyDef extends CheckDef {
  type: string;
  checks?: Array<{ _zod: { def: CheckDef } }>;
  shape?: Record<string, z.core.$ZodType>;
  catchall?: z.core.$ZodType;
  innerType?: z.core.$ZodType;
  element?: z.core.$ZodType;
  options?: z.core.$ZodType[];
  items?: z.core.$ZodType[];
  in?: z.core.$ZodType;
  out?: z.core.$ZodType;
  keyType?: z.core.$ZodType;
  valueType?: z.core.$ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  getter?: () => z.core.$ZodType;
  left?: z.core.$ZodType;
  right?: z.core.$ZodType;
}

function defOf(schema: z.core.$ZodType): AnyDef {
  return schema._zod.def as unknown as AnyDef;
}

/** The schema's own checks, and for a format schema (z.email(), z.iso.date()) the def itself. */
function checksOf(def: AnyDef): CheckDef[] {
  const list = (def.checks ?? []).map((c) => c._zod.def);
  return def.check ? [def, ...list] : list;
}

function stringArb(def: AnyDef): fc.Arbitrary<string> {
  let min = 0;
  let max = 64;
  let pattern: RegExp | undefined;
  for (const c of checksOf(def)) {
    if (c.check === 'min_length' && c.minimum !== undefined) min = c.minimum;
    if (c.check === 'max_length' && c.maximum !== undefined) max = Math.min(c.maximum, 200);
    if (c.check === 'length_equals' && c.length !== undefined) min = max = c.length;
    if (c.check === 'string_format' && c.pattern) pattern = c.pattern;
  }
  const shaped = (pattern && matching(pattern)) || fc.string({ minLength: min, maxLength: Math.max(min, max), unit: 'grapheme' });
  // Hostile text cut to the field's length too, so it passes the validator and reaches the handler's queries.
  const fitted = hostileText.map((t) => (t.length > max ? t.slice(0, max) : t.padEnd(min, 'x')));
  return fc.oneof({ arbitrary: shaped, weight: 5 }, { arbitrary: fitted, weight: 4 }, { arbitrary: hostileText, weight: 1 });
}

/**
 * Strings of a pattern, where fast-check can build them: it refuses flags, so a case-insensitive pattern yields its
 * literal-case strings (still matches), and a construct it cannot reverse leaves the field to plain strings.
 */
function matching(pattern: RegExp): fc.Arbitrary<string> | null {
  try {
    return fc.stringMatching(new RegExp(pattern.source, pattern.flags.replace(/[gimsuy]/g, '')), { size: 'xsmall' });
  } catch {
    return null;
  }
}

function numberArb(def: AnyDef): fc.Arbitrary<number> {
  let min = -1_000_000;
  let max = 1_000_000;
  let integer = false;
  for (const c of checksOf(def)) {
    if (c.check === 'number_format') integer = true;
    if (c.check === 'greater_than' && typeof c.value === 'number') min = c.inclusive ? c.value : c.value + (integer ? 1 : 1e-6);
    if (c.check === 'less_than' && typeof c.value === 'number') max = c.inclusive ? c.value : c.value - (integer ? 1 : 1e-6);
  }
  const inRange = integer ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true });
  const edges = fc.constantFrom(0, -1, 2 ** 31, Number.MAX_SAFE_INTEGER, 1e308, -1e308, 0.5);
  return fc.oneof({ arbitrary: inRange, weight: 6 }, { arbitrary: edges, weight: 1 });
}

/** An arbitrary for inputs of `schema` (its input side: a pipe's input, a default's optional value). */
export function arbitraryOf(schema: z.core.$ZodType, depth = 0): fc.Arbitrary<unknown> {
  const shaped = shapedArb(schema, depth);
  // Now and then a value of the wrong type altogether.
  return fc.oneof({ arbitrary: shaped, weight: 12 }, { arbitrary: anyJson, weight: 1 });
}

function shapedArb(schema: z.core.$ZodType, depth: number): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (s: z.core.$ZodType | undefined) => (s ? arbitraryOf(s, depth + 1) : anyJson);
  if (depth > 6) return anyJson;
  switch (def.type) {
    case 'string': return stringArb(def);
    case 'number': return numberArb(def);
    case 'int': return numberArb({ ...def, check: 'number_format' });
    case 'boolean': return fc.boolean();
    case 'bigint': return fc.bigInt().map(String);
    case 'null': return fc.constant(null);
    case 'undefined': case 'void': return fc.constant(undefined);
    case 'date': return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    case 'enum': return fc.constantFrom(...Object.values(def.entries ?? { x: 'x' }));
    case 'literal': return fc.constantFrom(...(def.values ?? [null]));
    case 'optional': return fc.option(inner(def.innerType), { nil: undefined, freq: 3 });
    case 'nullable': return fc.option(inner(def.innerType), { nil: null, freq: 4 });
    case 'default': case 'prefault': case 'catch': case 'readonly': case 'nonoptional':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 3 });
    case 'pipe': return inner(def.in);
    case 'lazy': return def.getter ? shapedArb(def.getter(), depth + 1) : anyJson;
    case 'union': return def.options && def.options.length > 0 ? fc.oneof(...def.options.map((o) => inner(o))) : anyJson;
    case 'intersection': return inner(def.left);
    case 'array': return fc.array(inner(def.element), { maxLength: 4 });
    case 'tuple': return fc.tuple(...(def.items ?? []).map((i) => inner(i)));
    case 'record': return fc.dictionary(fc.string({ maxLength: 8 }), inner(def.valueType), { maxKeys: 3 });
    case 'object': {
      const fields = Object.fromEntries(Object.entries(def.shape ?? {}).map(([k, v]) => [k, inner(v)]));
      return fc.tuple(fc.record(fields), extraKeys).map(([known, extra]) => ({ ...extra, ...known }));
    }
    default: return anyJson;
  }
}

/**
 * Every field path of a schema whose values are free text or unbounded numbers, with the kind it accepts; used to
 * prove that sort and order fields take their values from fixed lists.
 */
export function fieldKinds(schema: z.core.$ZodType, path = ''): Array<{ path: string; kind: string }> {
  const def = defOf(schema);
  const here = (kind: string) => [{ path, kind }];
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([k, v]) => fieldKinds(v, path ? `${path}.${k}` : k));
    case 'optional': case 'nullable': case 'default': case 'prefault': case 'catch': case 'readonly': case 'nonoptional':
      return def.innerType ? fieldKinds(def.innerType, path) : here('unknown');
    case 'pipe': return def.in ? fieldKinds(def.in, path) : here('unknown');
    case 'array': return def.element ? fieldKinds(def.element, `${path}[]`) : here('unknown');
    case 'union': return (def.options ?? []).flatMap((o) => fieldKinds(o, path));
    default: return here(def.type);
  }
}
