import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../../../context';
import { registerCall } from '../../../../http/route';
import { saveTripleListConfig } from '../../../../../shared/api/catalogue/three-lists';
import { threeListsStudio } from '../../../../../shared/api/catalogue/three-lists-config';
import { actorOf, registerStudioAreaRoutes } from '../../../../drafts/routes';
import { editDraft } from '../../../../drafts/services/draft';
import { checkTripleListCategories } from '../../services/config';
import { orderedConfig, threeListsArea } from './area';

/**
 * The three lists' configuration in the studio (menu threeListsConfig): `tripleList/saveConfig` replaces the
 * draft (it always sent the whole configuration); the page changes when the draft is published (ADR 009).
 */
export async function registerThreeListsConfigRoutes(app: FastifyInstance, feature: FeatureContext): Promise<void> {
  const { authenticator, db, now } = feature;

  registerCall(app, authenticator, saveTripleListConfig, { access: { menu: threeListsArea.menu }, msg: '已保存到草稿' }, async (input, { user }) => {
    await checkTripleListCategories(db, user.tenantId, input);
    const how = { action: 'draft.update', objectId: '', summary: 'tripleList/saveConfig' } as const;
    return editDraft(db, threeListsArea, actorOf(user), how, new Date(now()), () => orderedConfig(input));
  });

  registerStudioAreaRoutes(app, feature, threeListsStudio, threeListsArea);
}
