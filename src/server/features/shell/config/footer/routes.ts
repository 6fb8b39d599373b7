import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../../../context';
import { registerCall } from '../../../../http/route';
import { footerDetail, footerStudio, footerSubmit } from '../../../../../shared/api/catalogue/footer-config';
import type { FooterDocument } from '../../../../../shared/schema/footer-config';
import { actorOf, registerStudioAreaRoutes } from '../../../../drafts/routes';
import { readDraft, type AnyArea } from '../../../../drafts/services/documents';
import { editDraft } from '../../../../drafts/services/draft';
import { footerArea } from './area';

/** indexfooterinfo detail/submit over the draft of the area homeFooter; granted by the menu homePageConfig. */
export async function registerFooterConfigRoutes(app: FastifyInstance, feature: FeatureContext): Promise<void> {
  const { authenticator, db, now } = feature;
  const admin = { access: { menu: footerArea.menu } } as const;

  registerCall(app, authenticator, footerDetail, admin, async (_input, { user }) =>
    (await readDraft(db, footerArea as unknown as AnyArea, user.tenantId)).body as FooterDocument);

  registerCall(app, authenticator, footerSubmit, { ...admin, msg: '已保存到草稿' }, (input, { user }) => {
    const how = { action: 'draft.update', objectId: '', summary: 'indexfooterinfo/submit' } as const;
    return editDraft(db, footerArea, actorOf(user), how, new Date(now()), () => input);
  });

  registerStudioAreaRoutes(app, feature, footerStudio, footerArea);
}
