import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../../../context';
import { AppError } from '../../../../http/app-error';
import { registerCall } from '../../../../http/route';
import * as calls from '../../../../../shared/api/catalogue/navigation-config';
import type { NavigationDocument } from '../../../../../shared/schema/navigation-config';
import { registerStudioAreaRoutes, actorOf } from '../../../../drafts/routes';
import { editDraft, type DraftEdit } from '../../../../drafts/services/draft';
import { readDraft, type AnyArea } from '../../../../drafts/services/documents';
import { navigationArea } from './area';
import { addEntry, findEntry, removeEntry, reorderEntries, updateEntry, withSort, type EntryInput } from './services/edit-entries';
import { listIdentities, unknownRoleIds } from './services/identities';
import { registerExportSource } from '../../../spreadsheet';
import { navigationExport } from './export-source';

/** Granted by the configuration menu 'addNavigation' only; the server checks it on every call. */
const admin = { access: { menu: navigationArea.menu } } as const;

/**
 * The studio's navigation calls (SHELL-07, SHELL-08). The spec's calls read and edit the draft; the portal's
 * getTopMenu changes only when the draft is published through the area's studio calls.
 */
export async function registerNavigationConfigRoutes(app: FastifyInstance, feature: FeatureContext): Promise<void> {
  const { authenticator, db, now } = feature;
  const area = navigationArea as unknown as AnyArea;
  const draftOf = async (tenantId: string) => (await readDraft(db, area, tenantId)).body as NavigationDocument;

  async function checkRoles(tenantId: string, input: EntryInput): Promise<void> {
    const unknown = await unknownRoleIds(db, tenantId, input.roleIds);
    if (unknown.length > 0) throw new AppError('VALIDATION', { msg: `可见角色不存在：${unknown.join('、')}`, errors: [{ field: 'roleIds', msg: '角色不存在' }] });
  }

  const edit = (user: Parameters<typeof actorOf>[0], how: DraftEdit, mutate: (doc: NavigationDocument) => NavigationDocument) =>
    editDraft(db, navigationArea, actorOf(user), how, new Date(now()), mutate);

  registerCall(app, authenticator, calls.navigationConfigList, admin, async (_input, { user }) => withSort(await draftOf(user.tenantId)));

  registerCall(app, authenticator, calls.navigationConfigSubmit, { ...admin, msg: '保存成功' }, async (input, { user }) => {
    await checkRoles(user.tenantId, input);
    const { id } = input;
    if (id !== undefined) {
      await edit(user, { action: 'draft.update', objectId: id, summary: 'indexnavigationconfig/submit' }, (doc) => updateEntry(doc, id, input));
      return { id };
    }
    // The id is made inside the transaction, from the locked draft; editDraft reads objectId after mutate.
    const how: DraftEdit = { action: 'draft.create', objectId: '', summary: 'indexnavigationconfig/submit' };
    await edit(user, how, (doc) => {
      const result = addEntry(doc, input);
      how.objectId = result.id;
      return result.doc;
    });
    return { id: how.objectId };
  });

  registerCall(app, authenticator, calls.navigationConfigRemove, { ...admin, msg: '删除成功' }, async (input, { user }) => {
    await edit(user, { action: 'draft.remove', objectId: input.id, summary: 'indexnavigationconfig/remove' }, (doc) => removeEntry(doc, input.id));
    return null;
  });

  registerCall(app, authenticator, calls.applyNavigationDetail, admin, async (input, { user }) => findEntry(await draftOf(user.tenantId), input.id));

  registerCall(app, authenticator, calls.applyNavigationSubmit, { ...admin, msg: '保存成功' }, async (input, { user }) => {
    await checkRoles(user.tenantId, input);
    await edit(user, { action: 'draft.update', objectId: input.id, summary: 'platformapplynavigation/submit' }, (doc) => updateEntry(doc, input.id, input));
    return { id: input.id };
  });

  registerCall(app, authenticator, calls.applyNavigationIdentities, admin, async (input, { user }) =>
    listIdentities(db, user.tenantId, findEntry(await draftOf(user.tenantId), input.id).roleIds));

  registerCall(app, authenticator, calls.applyNavigationOrder, { ...admin, msg: '排序已保存' }, async (input, { user }) =>
    withSort(await edit(user, { action: 'draft.order', objectId: '', summary: 'platformapplynavigation/navigationConfig' }, (doc) => reorderEntries(doc, input.ids))));

  registerStudioAreaRoutes(app, feature, calls.navigationStudio, navigationArea);
  registerExportSource('navigation', navigationExport);
}
