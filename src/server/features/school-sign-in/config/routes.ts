import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../../context';
import { actorOf, registerStudioAreaRoutes } from '../../../drafts/routes';
import { readDraft, type AnyArea } from '../../../drafts/services/documents';
import { editDraft } from '../../../drafts/services/draft';
import { registerCall } from '../../../http/route';
import { schoolSignInDetail, schoolSignInStudio, schoolSignInSubmit, schoolSignInTest } from '../../../../shared/api/catalogue/school-sign-in-config';
import { signInAddresses, type SchoolSignInDocument, type SchoolSignInView } from '../../../../shared/schema/school-sign-in-config';
import { testConnection } from '../services/connection-test';
import { storeClientSecret } from '../services/settings';
import type { SignInRuntime } from '../services/sign-in';
import { schoolSignInArea } from './area';

/** The document as the studio sees it: whether a secret is set, never the secret, and the addresses to register. */
function viewOf(doc: SchoolSignInDocument, tenantId: string): SchoolSignInView {
  const { clientSecretRef, ...oidc } = doc.oidc;
  return {
    ...doc,
    oidc: { ...oidc, clientSecretSet: clientSecretRef !== '' },
    addresses: signInAddresses(doc.siteUrl || 'https://服务大厅地址', tenantId),
  };
}

/** The area's detail, submit and 测试连接, and its draft, publish, history… calls; granted by identityAuthConfig. */
export async function registerSchoolSignInConfigRoutes(app: FastifyInstance, feature: FeatureContext, rt: SignInRuntime): Promise<void> {
  const { authenticator, db, now } = feature;
  const admin = { access: { menu: schoolSignInArea.menu } } as const;
  const area = schoolSignInArea as unknown as AnyArea;

  registerCall(app, authenticator, schoolSignInDetail, admin, async (_input, { user }) =>
    viewOf((await readDraft(db, area, user.tenantId)).body as SchoolSignInDocument, user.tenantId));

  registerCall(app, authenticator, schoolSignInSubmit, { ...admin, msg: '已保存到草稿' }, async (input, { user }) => {
    const { clientSecret, ...oidc } = input.oidc;
    // Sealed before the draft changes: the draft then names the new row; the plain secret is never stored.
    const newRef = clientSecret ? await storeClientSecret(db, await rt.secretBox(), user.tenantId, clientSecret) : null;
    const how = { action: 'draft.update', objectId: '', summary: 'school-sign-in/submit' } as const;
    const saved = await editDraft(db, schoolSignInArea, actorOf(user), how, new Date(now()), (draft) => ({
      ...input, oidc: { ...oidc, clientSecretRef: newRef ?? draft.oidc.clientSecretRef },
    }));
    return viewOf(saved, user.tenantId);
  });

  registerCall(app, authenticator, schoolSignInTest, admin, async (input, { user }) => {
    const draft = (await readDraft(db, area, user.tenantId)).body as SchoolSignInDocument;
    return testConnection(rt, user.tenantId, input, draft.oidc.clientSecretRef);
  });

  registerStudioAreaRoutes(app, feature, schoolSignInStudio, schoolSignInArea);
}
