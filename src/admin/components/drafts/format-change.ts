import type { ConfigChange } from '../../../shared/schema/studio-config';

/** How an area names its objects and fields in a diff, so people read names, not ids and keys. */
export interface ChangeLabels {
  /** An object's name by its id (a navigation entry's name), if known. */
  nameOf?(id: string): string | undefined;
  /** A field's label by its key (`navigationName` → 导航名称), if known. */
  fieldLabel?(key: string): string | undefined;
  /** A stored value as the form shows it (`dutyType` MAIN → 主要职责), if the field has such names. */
  valueLabel?(key: string, value: string): string | undefined;
}

/** The words a diff is written with, in the studio's language. */
export interface ChangeWords {
  empty: string;
  yes: string;
  no: string;
  /** The n-th item of a list without ids (`items[2]` → 第 3 项). */
  item(n: number): string;
}

/** One field of an added, removed or replaced object: its label and the value before and after. */
interface ReadableField {
  label: string;
  before: string | null;
  after: string | null;
}

export interface ReadableChange {
  op: ConfigChange['op'];
  where: string;
  before: string | null;
  after: string | null;
  /** An object added or removed reads field by field; a replaced object only by the fields that changed. */
  fields: ReadableField[];
}

const ID_STEP = /^(\w+)\[id=([^\]]+)\]$/;
const INDEX_STEP = /^(\w+)\[(\d+)\]$/;
/** Fields that name the object: shown as the object's name, not again as a field. */
const NAME_KEYS = ['navigationName', 'cardName', 'typeName', 'dutyName', 'columnName', 'sceneName', 'question', 'title', 'name', 'label'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const fieldOf = (key: string, labels: ChangeLabels) => labels.fieldLabel?.(key) ?? labels.nameOf?.(key) ?? key;

function describePath(path: string, labels: ChangeLabels, words: ChangeWords): string {
  if (path === '') return '';
  return path.split('.').map((step) => {
    const byId = ID_STEP.exec(step);
    if (byId) return labels.nameOf?.(byId[2] ?? '') ?? byId[2] ?? step;
    const byIndex = INDEX_STEP.exec(step);
    if (byIndex) return `${fieldOf(byIndex[1] ?? '', labels)} ${words.item(Number(byIndex[2]) + 1)}`;
    return fieldOf(step, labels);
  }).join(' · ');
}

/** A value as words; `key` is the field it is the value of, when known. */
function describeValue(value: unknown, labels: ChangeLabels, words: ChangeWords, key = ''): string {
  if (value === undefined || value === null || value === '') return words.empty;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'string') return labels.valueLabel?.(key, value) ?? labels.nameOf?.(value) ?? value;
  if (Array.isArray(value)) {
    if (value.length === 0) return words.empty;
    return value.map((item) => describeValue(item, labels, words, key)).join('、');
  }
  if (isRecord(value)) {
    // An object inside a value reads best by its name; without one, field by field, never as JSON.
    const name = NAME_KEYS.find((key) => typeof value[key] === 'string' && value[key] !== '');
    if (name !== undefined) return value[name] as string;
    return Object.entries(value).filter(([key]) => key !== 'id')
      .map(([field, item]) => `${fieldOf(field, labels)}：${describeValue(item, labels, words, field)}`).join('；');
  }
  return String(value);
}

/** An object's own fields (not its id), each as label and value. */
function fieldsOf(record: Record<string, unknown>, side: 'before' | 'after', labels: ChangeLabels, words: ChangeWords): ReadableField[] {
  return Object.entries(record).filter(([key, value]) => key !== 'id' && value !== undefined).map(([key, value]) => {
    const text = describeValue(value, labels, words, key);
    return { label: fieldOf(key, labels), before: side === 'before' ? text : null, after: side === 'after' ? text : null };
  });
}

/** The fields two versions of an object differ in. */
function changedFields(before: Record<string, unknown>, after: Record<string, unknown>, labels: ChangeLabels, words: ChangeWords): ReadableField[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => ({ label: fieldOf(key, labels), before: describeValue(before[key], labels, words, key), after: describeValue(after[key], labels, words, key) }));
}

/**
 * One server diff row as words: where it happened and the value before and after. An added or removed object is
 * listed field by field under its name, a replaced object by the fields that changed.
 */
export function readableChange(change: ConfigChange, labels: ChangeLabels, words: ChangeWords): ReadableChange {
  const where = describePath(change.path, labels, words);
  if (change.op === 'add' && isRecord(change.after)) {
    return { op: change.op, where, before: null, after: null, fields: fieldsOf(change.after, 'after', labels, words) };
  }
  if (change.op === 'remove' && isRecord(change.before)) {
    return { op: change.op, where, before: null, after: null, fields: fieldsOf(change.before, 'before', labels, words) };
  }
  if (change.op === 'replace' && isRecord(change.before) && isRecord(change.after)) {
    return { op: change.op, where, before: null, after: null, fields: changedFields(change.before, change.after, labels, words) };
  }
  const key = change.path.split('.').at(-1)?.replace(/\[.*$/, '') ?? '';
  const before = change.op === 'add' ? null : describeValue(change.before, labels, words, key);
  const after = change.op === 'remove' ? null : describeValue(change.after, labels, words, key);
  // An added or removed value named by its place already: its name again beside it says nothing new.
  return { op: change.op, where, before: before === where ? null : before, after: after === where ? null : after, fields: [] };
}
