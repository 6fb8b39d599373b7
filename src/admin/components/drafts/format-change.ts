import type { ConfigChange } from '../../../shared/schema/studio-config';

/** How an area names its objects and fields in a diff, so people read names, not ids and keys. */
export interface ChangeLabels {
  /** An object's name by its id (a navigation entry's name), if known. */
  nameOf?(id: string): string | undefined;
  /** A field's label by its key (`navigationName` → 导航名称), if known. */
  fieldLabel?(key: string): string | undefined;
}

export interface ReadableChange {
  op: ConfigChange['op'];
  where: string;
  before: string | null;
  after: string | null;
}

const ID_STEP = /^(\w+)\[id=([^\]]+)\]$/;

function describePath(path: string, labels: ChangeLabels): string {
  if (path === '') return '';
  return path.split('.').map((step) => {
    const byId = ID_STEP.exec(step);
    if (byId) return labels.nameOf?.(byId[2] ?? '') ?? byId[2] ?? step;
    return labels.fieldLabel?.(step) ?? step;
  }).join(' · ');
}

function describeValue(value: unknown, labels: ChangeLabels, empty: string): string {
  if (value === undefined || value === null || value === '') return empty;
  if (Array.isArray(value)) {
    if (value.length === 0) return empty;
    return value.map((item) => (typeof item === 'string' ? labels.nameOf?.(item) ?? item : describeValue(item, labels, empty))).join('、');
  }
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    // An added or removed object reads best by its name.
    for (const key of ['navigationName', 'name', 'title']) if (typeof record[key] === 'string') return record[key];
    return JSON.stringify(value);
  }
  return String(value);
}

/** One server diff row as words: where it happened and the value before and after. */
export function readableChange(change: ConfigChange, labels: ChangeLabels, empty: string): ReadableChange {
  const where = describePath(change.path, labels);
  const before = change.op === 'add' ? null : describeValue(change.before, labels, empty);
  const after = change.op === 'remove' ? null : describeValue(change.after, labels, empty);
  // An added or removed object is named by its place already: its name again beside it says nothing new.
  return { op: change.op, where, before: before === where ? null : before, after: after === where ? null : after };
}
