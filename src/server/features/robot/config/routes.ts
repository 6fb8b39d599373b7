import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../../context';
import type { AuthUser } from '../../../http/auth-types';
import { registerCall } from '../../../http/route';
import * as calls from '../../../../shared/api/catalogue/help-config';
import type { HelpDocument } from '../../../../shared/schema/help-config';
import { actorOf, registerStudioAreaRoutes } from '../../../drafts/routes';
import { editDraft, type DraftEdit } from '../../../drafts/services/draft';
import { readDraft, type AnyArea } from '../../../drafts/services/documents';
import { helpArea, questionCounts, withCounts } from './area';
import { registerExportSource } from '../../spreadsheet';
import { sceneExport } from './export-source';
import { addScene, removeScene, reorderScenes, updateScene } from './services/edit-scenes';

/** Granted by the configuration menu 'serviceHallConfig' only (ADR 008); the server checks it on every call. */
const admin = { access: { menu: helpArea.menu } } as const;

/**
 * The help-and-feedback studio calls over the draft of area 'robot': the robot's basic config and its ordered
 * question scenes. The panel's calls change only when the draft is published (registerStudioAreaRoutes).
 */
export async function registerHelpConfigRoutes(app: FastifyInstance, feature: FeatureContext): Promise<void> {
  const { authenticator, db, now } = feature;
  const area = helpArea as unknown as AnyArea;
  const draftOf = async (tenantId: string) => (await readDraft(db, area, tenantId)).body as HelpDocument;
  const edit = (user: AuthUser, how: DraftEdit, mutate: (doc: HelpDocument) => HelpDocument | Promise<HelpDocument>) =>
    editDraft(db, helpArea, actorOf(user), how, new Date(now()), mutate);
  const scenesOf = async (tenantId: string, doc: HelpDocument) => withCounts(doc, await questionCounts(db, tenantId));

  registerCall(app, authenticator, calls.robotBaseDetail, admin, async (_input, { user }) => (await draftOf(user.tenantId)).base);

  registerCall(app, authenticator, calls.robotBaseSubmit, { ...admin, msg: '已保存到草稿' }, async (input, { user }) =>
    (await edit(user, { action: 'draft.update', objectId: 'base', summary: 'questionbasicconfig/submit' }, (doc) => ({ ...doc, base: input }))).base);

  registerCall(app, authenticator, calls.sceneAdminList, admin, async (_input, { user }) => scenesOf(user.tenantId, await draftOf(user.tenantId)));

  registerCall(app, authenticator, calls.sceneSubmit, { ...admin, msg: '已保存到草稿' }, async (input, { user }) => {
    const { id } = input;
    if (id !== undefined) {
      await edit(user, { action: 'draft.update', objectId: id, summary: 'questionScene/submit' }, (doc) => updateScene(doc, id, input));
      return { id };
    }
    // The id is made inside the transaction, from the locked draft; editDraft reads objectId after mutate.
    const how: DraftEdit = { action: 'draft.create', objectId: '', summary: 'questionScene/submit' };
    await edit(user, how, (doc) => {
      const result = addScene(doc, input);
      how.objectId = result.id;
      return result.doc;
    });
    return { id: how.objectId };
  });

  registerCall(app, authenticator, calls.sceneRemove, { ...admin, msg: '已从草稿删除' }, async (input, { user }) => {
    const held = (await questionCounts(db, user.tenantId)).get(input.id) ?? 0;
    await edit(user, { action: 'draft.remove', objectId: input.id, summary: 'questionScene/remove' }, (doc) => removeScene(doc, input.id, held));
    return null;
  });

  registerCall(app, authenticator, calls.sceneOrder, { ...admin, msg: '排序已保存' }, async (input, { user }) =>
    scenesOf(user.tenantId, await edit(user, { action: 'draft.order', objectId: '', summary: 'questionScene/order' }, (doc) => reorderScenes(doc, input.ids))));

  registerStudioAreaRoutes(app, feature, calls.helpStudio, helpArea);
  registerExportSource('scene', sceneExport);
}
