import type { Db, Queryable } from '../../../../db/client';
import type { AuthUser } from '../../../../http/auth-types';
import type { HomePageDocument } from '../../../../../shared/schema/home-config';
import { actorOf } from '../../../../drafts/routes';
import { readDraft, type AnyArea } from '../../../../drafts/services/documents';
import { editDraft, type DraftEdit } from '../../../../drafts/services/draft';
import { homePageArea } from '../area';

/** The home page draft as the studio's list and detail calls read it; a read never creates the draft. */
export async function readHomeDraft(db: Queryable, tenantId: string): Promise<HomePageDocument> {
  return (await readDraft(db, homePageArea as unknown as AnyArea, tenantId)).body as HomePageDocument;
}

/**
 * One studio edit of the home page draft. `mutate` answers the new document and the id the call answers; `how`
 * names the edited object after `mutate` ran, so an edit that creates an object can record the new id.
 */
export async function editHomeDraft<R>(
  db: Db, user: AuthUser, now: Date, how: Omit<DraftEdit, 'objectId'> & { objectId?: string },
  mutate: (doc: HomePageDocument) => { doc: HomePageDocument; result: R; objectId?: string },
): Promise<R> {
  let result: R | undefined;
  const edit: DraftEdit = { objectId: how.objectId ?? '', action: how.action, summary: how.summary };
  await editDraft(db, homePageArea, actorOf(user), edit, now, (doc) => {
    const out = mutate(doc);
    result = out.result;
    if (out.objectId !== undefined) edit.objectId = out.objectId;
    return out.doc;
  });
  return result as R;
}
