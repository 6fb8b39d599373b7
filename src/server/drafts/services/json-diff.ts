import type { ConfigChange } from '../../../shared/schema/studio-config';

/**
 * A small structural diff of two JSON documents, for the audit log and for comparing versions. Arrays whose items
 * all carry a string `id` are matched by id, so a reorder reads as one `move` and an edit of one item names that
 * item, not its position; other arrays are compared position by position.
 */

type Json = unknown;

/** A diff longer than this is cut: the audit row stays small and the count still tells the size of the edit. */
export const MAX_CHANGES = 200;

function isRecord(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function jsonEqual(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => jsonEqual(item, b[i]));
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a).filter((k) => a[k] !== undefined);
    const other = Object.keys(b).filter((k) => b[k] !== undefined);
    return keys.length === other.length && keys.every((k) => Object.hasOwn(b, k) && jsonEqual(a[k], b[k]));
  }
  return false;
}

function keyedIds(items: readonly Json[]): string[] | null {
  const ids: string[] = [];
  for (const item of items) {
    if (!isRecord(item) || typeof item.id !== 'string') return null;
    ids.push(item.id);
  }
  return new Set(ids).size === ids.length ? ids : null;
}

const child = (path: string, key: string) => (path === '' ? key : `${path}.${key}`);

function walk(before: Json, after: Json, path: string, out: ConfigChange[]): void {
  if (out.length >= MAX_CHANGES || jsonEqual(before, after)) return;
  if (isRecord(before) && isRecord(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      const had = before[key] !== undefined;
      const has = after[key] !== undefined;
      if (had && !has) out.push({ op: 'remove', path: child(path, key), before: before[key] });
      else if (!had && has) out.push({ op: 'add', path: child(path, key), after: after[key] });
      else walk(before[key], after[key], child(path, key), out);
    }
    return;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    walkArray(before, after, path, out);
    return;
  }
  out.push({ op: 'replace', path, before, after });
}

function walkArray(before: readonly Json[], after: readonly Json[], path: string, out: ConfigChange[]): void {
  const beforeIds = keyedIds(before);
  const afterIds = keyedIds(after);
  if (beforeIds && afterIds) {
    const afterById = new Map(afterIds.map((id, i) => [id, after[i]]));
    const beforeById = new Map(beforeIds.map((id, i) => [id, before[i]]));
    beforeIds.forEach((id, i) => {
      const next = afterById.get(id);
      if (next === undefined) out.push({ op: 'remove', path: `${path}[id=${id}]`, before: before[i] });
      else walk(before[i], next, `${path}[id=${id}]`, out);
    });
    afterIds.forEach((id, i) => {
      if (!beforeById.has(id)) out.push({ op: 'add', path: `${path}[id=${id}]`, after: after[i] });
    });
    const kept = beforeIds.filter((id) => afterById.has(id));
    const keptAfter = afterIds.filter((id) => beforeById.has(id));
    if (!jsonEqual(kept, keptAfter)) out.push({ op: 'move', path, before: kept, after: keptAfter });
    return;
  }
  const shared = Math.min(before.length, after.length);
  for (let i = 0; i < shared; i += 1) walk(before[i], after[i], `${path}[${i}]`, out);
  for (let i = shared; i < before.length; i += 1) out.push({ op: 'remove', path: `${path}[${i}]`, before: before[i] });
  for (let i = shared; i < after.length; i += 1) out.push({ op: 'add', path: `${path}[${i}]`, after: after[i] });
}

/** The changes that turn `before` into `after` (at most MAX_CHANGES). */
export function diffJson(before: Json, after: Json): ConfigChange[] {
  const out: ConfigChange[] = [];
  walk(before, after, '', out);
  return out.slice(0, MAX_CHANGES);
}

function keyedMerge(base: readonly Json[], ours: readonly Json[], theirs: readonly Json[], baseIds: string[], ourIds: string[], theirIds: string[]): Json[] {
  const baseById = new Map(baseIds.map((id, i) => [id, base[i]]));
  const theirsById = new Map(theirIds.map((id, i) => [id, theirs[i]]));
  const result: Array<{ id: string; item: Json }> = [];
  for (const [i, id] of ourIds.entries()) {
    const mine = ours[i];
    if (!baseById.has(id)) result.push({ id, item: mine });
    else if (theirsById.has(id)) result.push({ id, item: mergeJson(baseById.get(id), mine, theirsById.get(id)) });
    // Removed by theirs: gone, unless ours changed it (ours wins).
    else if (!jsonEqual(mine, baseById.get(id))) result.push({ id, item: mine });
  }
  // Items theirs added go after the nearest item before them in theirs' order that is kept (first when there is
  // none). Items ours removed stay removed, even when theirs changed them.
  const kept = new Set(result.map((r) => r.id));
  const ourSet = new Set(ourIds);
  const added = new Map<string | null, Json[]>();
  let anchor: string | null = null;
  for (const [i, id] of theirIds.entries()) {
    if (kept.has(id)) anchor = id;
    else if (!baseById.has(id) && !ourSet.has(id)) {
      const list = added.get(anchor) ?? [];
      list.push(theirs[i]);
      added.set(anchor, list);
    }
  }
  return [...(added.get(null) ?? []), ...result.flatMap((r) => [r.item, ...(added.get(r.id) ?? [])])];
}

/**
 * A three-way merge: the changes `theirs` made to `base`, applied onto `ours`; where both changed the same value,
 * `ours` wins. Arrays whose items all carry a string `id` are merged item by item (as diffJson matches them) and keep
 * `ours`' order, with items `theirs` added placed after their neighbour; other arrays and scalars are whole values.
 * Used to rebase a draft's unpublished edits onto a newly published state (ADR 016).
 */
export function mergeJson(base: Json, ours: Json, theirs: Json): Json {
  if (jsonEqual(theirs, base)) return ours;
  if (Array.isArray(base) && Array.isArray(ours) && Array.isArray(theirs)) {
    const ids = [keyedIds(base), keyedIds(ours), keyedIds(theirs)];
    if (ids[0] && ids[1] && ids[2]) return keyedMerge(base, ours, theirs, ids[0], ids[1], ids[2]);
  }
  if (isRecord(base) && isRecord(ours) && isRecord(theirs)) {
    const out: Record<string, Json> = {};
    for (const key of new Set([...Object.keys(ours), ...Object.keys(theirs)])) {
      const value = mergeJson(base[key], ours[key], theirs[key]);
      if (value !== undefined) out[key] = value;
    }
    return out;
  }
  return jsonEqual(ours, base) ? theirs : ours;
}
