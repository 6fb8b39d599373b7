import { z } from 'zod/mini';
import {
  announcementItemSchema, newsItemSchema, personalMatterSchema, serviceItemSchema, todoEntrySchema, toolItemSchema,
  type CardKind, type CardMappingEntry, type ColumnData,
} from '../../../../../shared/schema/cards';
import { isAllowedImageUrl } from '../../../../../shared/rules/file-url';

/**
 * Turns the rows of an external API into the item shape of the card's kind. Each row goes through the column's
 * field mapping (target field → dotted path in the row), light coercion (numbers to text, numeric text to numbers,
 * epoch or date text to ISO time), unsafe links and images blanked, then the shared schema; a row that still does
 * not parse is dropped, never shown half-formed.
 */

/** At most this many rows of an answer are looked at; a card never shows more. */
const MAX_API_ROWS = 200;

/** Reads a dotted path ('data.items', 'list.0.title'); '' is the value itself. Own properties only. */
export function readPath(value: unknown, path: string): unknown {
  if (path === '') return value;
  let at: unknown = value;
  for (const key of path.split('.')) {
    if (at === null || typeof at !== 'object' || !Object.prototype.hasOwnProperty.call(at, key)) return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

export type FieldKind = 'text' | 'int' | 'bool' | 'time' | 'image' | 'link' | 'openWay';
/** A field with a default is optional in the source; one without is required and a row missing it is dropped. */
type FieldSpec = readonly [FieldKind] | readonly [FieldKind, string | number | boolean | null];

function coerce(kind: FieldKind, value: unknown): string | number | boolean | null | undefined {
  if (value === undefined || value === null) return undefined;
  switch (kind) {
    case 'text':
      return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;
    case 'int': {
      const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
      return Number.isFinite(n) ? Math.trunc(n) : undefined;
    }
    case 'bool':
      if (typeof value === 'boolean') return value;
      if (value === 1 || value === '1' || value === 'true') return true;
      if (value === 0 || value === '0' || value === 'false') return false;
      return undefined;
    case 'time': {
      const date = typeof value === 'number' ? new Date(value) : typeof value === 'string' ? new Date(value) : null;
      return date && !Number.isNaN(date.getTime()) ? date.toISOString() : undefined;
    }
    case 'image':
      // Only https or our own files are ever shown (rules/file-url.ts); anything else becomes "no image".
      return typeof value === 'string' && isAllowedImageUrl(value) ? value.trim() : '';
    case 'link':
      // Links open in the portal: http(s) or a same-site path, never javascript:, data: and the like.
      return typeof value === 'string' && (/^https?:\/\//i.test(value.trim()) || /^\/(?!\/)/.test(value.trim())) ? value.trim() : '';
    case 'openWay': {
      const n = Number(value);
      return n === 1001 || n === 1002 || n === 1003 ? n : undefined;
    }
  }
}

/** Builds one item from a row; null when a required field is missing or the result fails the schema. */
function buildItem<S extends z.core.$ZodType>(
  schema: S, spec: Readonly<Record<string, FieldSpec>>, row: unknown, fieldMapping: Readonly<Record<string, string>>,
): z.output<S> | null {
  const item: Record<string, unknown> = {};
  for (const [field, [kind, ...fallback]] of Object.entries(spec)) {
    const value = coerce(kind, readPath(row, fieldMapping[field] ?? field));
    if (value !== undefined) item[field] = value;
    else if (fallback.length > 0) item[field] = fallback[0];
    else return null;
  }
  const parsed = z.safeParse(schema, item);
  return parsed.success ? parsed.data : null;
}

const SERVICE_SPEC = {
  serviceId: ['text'], serviceName: ['text'], serviceIcon: ['text', ''], serviceDeptName: ['text', ''],
  serviceSceneName: ['text', ''], processType: ['text', 'ONLINE'], hasGuide: ['bool', false], accessWay: ['text', '2'],
  openWay: ['openWay', 1003], serviceUrl: ['link', ''], visitCount: ['int', 0], releaseTime: ['time', ''],
} as const satisfies Record<string, FieldSpec>;

const NEWS_SPEC = {
  id: ['text'], title: ['text'], summary: ['text', ''], dataSource: ['text', 'Api'], releaseTime: ['time', null],
  create_time: ['time', null], fieldSet: ['text', ''], coverImage: ['image', ''], url: ['link', ''],
} as const satisfies Record<string, FieldSpec>;

const TOOL_SPEC = {
  id: ['text'], tools_name: ['text'], tools_icon: ['image', ''], url: ['link', ''], openWay: ['openWay', 1003],
} as const satisfies Record<string, FieldSpec>;

const MATTER_SPEC = { key: ['text'], label: ['text'], value: ['int', 0], url: ['link', ''] } as const satisfies Record<string, FieldSpec>;

const TODO_SPEC = {
  id: ['text'], title: ['text'], serviceName: ['text', ''], nodeName: ['text', ''], applicantName: ['text', ''],
  startedAt: ['time', ''], dueAt: ['time', null], overdue: ['bool', false],
} as const satisfies Record<string, FieldSpec>;

const ANNOUNCEMENT_SPEC = {
  messageId: ['text'], title: ['text'], fromUserName: ['text', ''], createTime: ['time', ''], read: ['bool', false],
  important: ['bool', true],
} as const satisfies Record<string, FieldSpec>;

export interface ApiColumn {
  columnName: string;
  fieldMapping: Readonly<Record<string, string>>;
  cardMapping: readonly CardMappingEntry[];
}

function mapAll<T>(rows: readonly unknown[], build: (row: unknown) => T | null): T[] {
  return rows.slice(0, MAX_API_ROWS).map(build).filter((item): item is T => item !== null);
}

/** The column data of a card kind, from an API's rows. `now` decides overdue to-dos that carry only a due time. */
export function rowsToColumnData(kind: CardKind, rows: readonly unknown[], column: ApiColumn, now: number): ColumnData {
  const { fieldMapping } = column;
  switch (kind) {
    case 'TODO': {
      const entries = mapAll(rows, (row) => buildItem(todoEntrySchema, TODO_SPEC, row, fieldMapping))
        .map((entry) => ({ ...entry, overdue: entry.overdue || (entry.dueAt !== null && Date.parse(entry.dueAt) < now) }));
      return {
        kind: 'todo',
        items: [{ columnName: column.columnName, todoNum: entries.length, todoTimeoutNum: entries.filter((e) => e.overdue).length }],
        entries: entries.slice(0, 20),
      };
    }
    case 'BUSINESS_EXPRESS':
    case 'COMMON_SERVICES':
    case 'RECOMMENDATIONS':
    case 'MY_FAVORITES': {
      const items = mapAll(rows, (row) => buildItem(serviceItemSchema, SERVICE_SPEC, row, fieldMapping));
      return { kind: 'services', items, total: items.length };
    }
    case 'CAMPUS_NEWS': {
      const items = mapAll(rows, (row) => buildItem(newsItemSchema, NEWS_SPEC, row, fieldMapping));
      return { kind: 'news', items, total: items.length };
    }
    case 'COMMON_TOOLS':
      return { kind: 'tools', items: mapAll(rows, (row) => buildItem(toolItemSchema, TOOL_SPEC, row, fieldMapping)) };
    case 'PERSONAL_MATTERS':
      return { kind: 'personalMatters', items: mapAll(rows, (row) => buildItem(personalMatterSchema, MATTER_SPEC, row, fieldMapping)) };
    case 'ANNOUNCEMENTS': {
      const items = mapAll(rows, (row) => buildItem(announcementItemSchema, ANNOUNCEMENT_SPEC, row, fieldMapping));
      return { kind: 'announcements', items, unread: items.filter((i) => !i.read).length };
    }
    case 'STAGING_TABLE': {
      const result = mapAll(rows, (row) => stagingRow(row, column));
      return { kind: 'staging', cardMapping: [...column.cardMapping], result, num: result.length };
    }
  }
}

/** A staging row keeps only the fields its cardMapping shows, each read through the field mapping. */
function stagingRow(row: unknown, column: ApiColumn): Record<string, string | number | null> | null {
  if (row === null || typeof row !== 'object') return null;
  const out: Record<string, string | number | null> = {};
  for (const { field } of column.cardMapping) {
    const value = readPath(row, column.fieldMapping[field] ?? field);
    out[field] = typeof value === 'string' || typeof value === 'number' ? value : typeof value === 'boolean' ? String(value) : null;
  }
  return out;
}

const SPEC_OF_KIND: Readonly<Record<Exclude<CardKind, 'STAGING_TABLE'>, Readonly<Record<string, FieldSpec>>>> = {
  TODO: TODO_SPEC,
  BUSINESS_EXPRESS: SERVICE_SPEC,
  COMMON_SERVICES: SERVICE_SPEC,
  RECOMMENDATIONS: SERVICE_SPEC,
  MY_FAVORITES: SERVICE_SPEC,
  CAMPUS_NEWS: NEWS_SPEC,
  COMMON_TOOLS: TOOL_SPEC,
  PERSONAL_MATTERS: MATTER_SPEC,
  ANNOUNCEMENTS: ANNOUNCEMENT_SPEC,
};

/**
 * The item fields an API column of the card kind fills through its field mapping (getReturnParamByDataSource): a
 * required field must be mapped or present in every row. A staging card's fields are its own cardMapping.
 */
export function itemFieldsOf(kind: CardKind): Array<{ field: string; type: FieldKind; required: boolean }> {
  if (kind === 'STAGING_TABLE') return [];
  return Object.entries(SPEC_OF_KIND[kind]).map(([field, spec]) => ({ field, type: spec[0], required: spec.length === 1 }));
}
