import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { roles, users } from '../../db/schema/auth';
import { departments, services } from '../../db/schema/catalogue';
import type { ConfigChange } from '../../../shared/schema/studio-config';
import { readDraft, type AnyArea } from './documents';

/**
 * The names behind the ids an audit page shows (who made a change, the object it touched, the departments, services,
 * roles and users its values name), so the studio shows names, not ids. Two reads for a whole page, whatever its
 * size: the area's draft (objects inside the document: a navigation entry, a card, a duty) and one UNION ALL over
 * the tenant's departments, services, roles and users. An id neither knows (an object removed long ago) stays an id.
 */

/** The fields that name an object inside a configuration document, in order of preference. */
const NAME_KEYS = [
  'navigationName', 'cardName', 'typeName', 'dutyName', 'columnName', 'sceneName', 'question', 'title', 'name', 'label',
  'deptName', 'serviceName', 'systemName',
] as const;

/** Keys whose values are ids of other objects: `deptId`, `serviceIds`, `roleIds`, `typeId`… */
const ID_KEY = /Ids?$/;
const ID_STEP = /\[id=([^\]]+)\]/g;
/** The longest id any table holds: longer strings are values, not ids, and never reach the query. */
const MAX_ID = 64;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every object in `value` with a string id and a name field: id → name. */
function indexNames(value: unknown, into: Map<string, string>): void {
  if (Array.isArray(value)) {
    for (const item of value) indexNames(item, into);
    return;
  }
  if (!isRecord(value)) return;
  if (typeof value.id === 'string' && !into.has(value.id)) {
    const key = NAME_KEYS.find((k) => typeof value[k] === 'string' && value[k] !== '');
    if (key !== undefined) into.set(value.id, value[key] as string);
  }
  for (const child of Object.values(value)) indexNames(child, into);
}

/** The strings under id-named keys of `value` (and the value itself when its own key is one). */
function idsIn(value: unknown, keyIsId: boolean, into: Set<string>): void {
  if (typeof value === 'string') {
    if (keyIsId && value !== '' && value.length <= MAX_ID) into.add(value);
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) idsIn(item, keyIsId, into);
    return;
  }
  if (!isRecord(value)) return;
  for (const [key, child] of Object.entries(value)) idsIn(child, ID_KEY.test(key), into);
}

/** The ids a change names: `[id=…]` steps and plain steps of its path (a role's key in a map), and id-named values. */
function idsOfChange(change: ConfigChange, into: Set<string>): void {
  for (const match of change.path.matchAll(ID_STEP)) if (match[1] !== undefined) into.add(match[1]);
  const steps = change.path.replace(ID_STEP, '').split('.').filter((s) => s !== '' && s.length <= MAX_ID);
  for (const step of steps) into.add(step);
  const last = steps.at(-1) ?? '';
  // A move lists the ids of the array's items in their new order.
  const keyIsId = ID_KEY.test(last) || change.op === 'move';
  idsIn(change.before, keyIsId, into);
  idsIn(change.after, keyIsId, into);
}

export interface AuditRowRefs {
  objectId: string;
  userId: string;
  changes: readonly ConfigChange[];
}

/** id → name for everything the rows name that the document or the tenant's tables know. */
export async function auditNames(db: Queryable, def: AnyArea, tenantId: string, rows: readonly AuditRowRefs[]): Promise<Record<string, string>> {
  if (rows.length === 0) return {};
  const names = new Map<string, string>();
  // An object's name today first; one the draft no longer holds is named by what it was in the changes.
  indexNames((await readDraft(db, def, tenantId)).body, names);
  for (const row of rows) for (const change of row.changes) { indexNames(change.after, names); indexNames(change.before, names); }

  const wanted = new Set<string>();
  for (const row of rows) {
    if (row.objectId !== '') wanted.add(row.objectId);
    if (row.userId !== '') wanted.add(row.userId);
    for (const change of row.changes) idsOfChange(change, wanted);
  }
  const ids = [...wanted].filter((id) => !names.has(id));
  if (ids.length > 0) {
    const found = await db.select({ id: departments.id, name: departments.deptName }).from(departments)
      .where(and(eq(departments.tenantId, tenantId), inArray(departments.id, ids)))
      .unionAll(db.select({ id: services.serviceId, name: services.serviceName }).from(services)
        .where(and(eq(services.tenantId, tenantId), inArray(services.serviceId, ids))))
      .unionAll(db.select({ id: roles.id, name: roles.name }).from(roles).where(and(eq(roles.tenantId, tenantId), inArray(roles.id, ids))))
      .unionAll(db.select({ id: users.id, name: users.realName }).from(users).where(and(eq(users.tenantId, tenantId), inArray(users.id, ids))));
    for (const { id, name } of found) if (!names.has(id) && name !== '') names.set(id, name);
  }
  // Only what the page names: the draft's index holds every object of the area.
  const answer: Record<string, string> = {};
  for (const id of wanted) {
    const name = names.get(id);
    if (name !== undefined) answer[id] = name;
  }
  return answer;
}
