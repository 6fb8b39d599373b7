import type { Db, Queryable } from '../../db/client';
import type { ConfigAction, ConfigArea, ConfigChange } from '../../../shared/schema/studio-config';
import type { Actor, ConfigAreaDef } from '../area';
import { diffJson } from './json-diff';
import { lockDraft, parseBody, publishedBody, readDraft, writeAudit, writeDraft, type AnyArea } from './documents';

export interface DraftState {
  area: ConfigArea;
  revision: number;
  publishedVersion: number;
  isDirty: boolean;
  changes: ConfigChange[];
  updatedBy: string;
  updatedAt: string | null;
  body: unknown;
}

/** The draft and how it differs from what is published. */
export async function getDraftState(db: Queryable, def: AnyArea, tenantId: string): Promise<DraftState> {
  const [draft, published] = [await readDraft(db, def, tenantId), await publishedBody(db, def, tenantId)];
  const changes = diffJson(published.body, draft.body);
  return {
    area: def.area,
    revision: draft.revision,
    publishedVersion: published.version,
    isDirty: changes.length > 0,
    changes,
    updatedBy: draft.updatedBy,
    updatedAt: draft.updatedAt?.toISOString() ?? null,
    body: draft.body,
  };
}

/** What a studio edit call records about itself in the audit log. */
export interface DraftEdit {
  action: Extract<ConfigAction, 'draft.create' | 'draft.update' | 'draft.remove' | 'draft.order'>;
  objectId: string;
  /** The spec call that made it, e.g. indexnavigationconfig/submit. */
  summary: string;
}

/**
 * Changes the draft in one transaction: `mutate` gets the current draft and answers the new one, which must pass the
 * area's schema; the change and its diff go into the audit log. An edit that changes nothing writes nothing.
 * `edit` is read after `mutate`, so an edit that makes an object can name it there.
 */
export async function editDraft<D>(
  db: Db, def: ConfigAreaDef<D, unknown>, actor: Actor, edit: DraftEdit, now: Date, mutate: (draft: D) => D | Promise<D>,
): Promise<D> {
  const area = def as AnyArea;
  return db.transaction(async (tx) => {
    const draft = await lockDraft(tx, area, actor);
    const current = draft.body as D;
    const next = parseBody(def, await mutate(structuredClone(current)), 'edit');
    const changes = diffJson(current, next);
    if (changes.length === 0) return current;
    await writeDraft(tx, area, actor, next, now);
    await writeAudit(tx, area, actor, { ...edit, changes }, now);
    return next;
  });
}

/** Drops unpublished edits: the draft becomes the latest published body again. */
export async function discardDraft(db: Db, def: AnyArea, actor: Actor, now: Date): Promise<DraftState> {
  await db.transaction(async (tx) => {
    const draft = await lockDraft(tx, def, actor);
    const published = await publishedBody(tx, def, actor.tenantId);
    const changes = diffJson(draft.body, published.body);
    if (changes.length === 0) return;
    await writeDraft(tx, def, actor, published.body, now);
    await writeAudit(tx, def, actor, { action: 'draft.discard', summary: `studio/${def.area}/draft/discard`, changes }, now);
  });
  return getDraftState(db, def, actor.tenantId);
}
