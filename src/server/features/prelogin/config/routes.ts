import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../../context';
import { registerCall } from '../../../http/route';
import type { AuthUser } from '../../../http/auth-types';
import { savePreLoginConfig } from '../../../../shared/api/catalogue/prelogin';
import * as calls from '../../../../shared/api/catalogue/prelogin-config';
import type { PreLoginDocument } from '../../../../shared/schema/prelogin-config';
import { parseAllowList } from '../../../security/outbound/address-guard';
import { fieldError } from '../../../http/field-errors';
import { actorOf, registerStudioAreaRoutes } from '../../../drafts/routes';
import { editDraft, type DraftEdit } from '../../../drafts/services/draft';
import { readDraft, type AnyArea } from '../../../drafts/services/documents';
import { preLoginArea } from './area';
import { checkCarouselFiles, commonToolState, isRepeatedTitle, replaceCarousel, replaceTools } from './services/edit-document';
import { verifyToolUrl } from './services/verify-tool-url';

/** Granted by the configuration menu 'preLoginConfig' only; the server checks it on every call. */
const admin = { access: { menu: preLoginArea.menu } } as const;

/**
 * The studio's pre-login calls (doc2 §7 preLoginCardBasicConfig, commonTool): they read and edit the area's draft;
 * the landing page's visitor calls change only when the draft is published (ADR 009).
 */
export async function registerPreLoginConfigRoutes(app: FastifyInstance, feature: FeatureContext): Promise<void> {
  const { authenticator, db, now, env } = feature;
  const allow = parseAllowList(env.DATA_SOURCE_ALLOW_HOSTS);
  const area = preLoginArea as unknown as AnyArea;
  const draftOf = async (tenantId: string) => (await readDraft(db, area, tenantId)).body as PreLoginDocument;
  const edit = (user: AuthUser, summary: string, mutate: (doc: PreLoginDocument) => PreLoginDocument) => {
    const how: DraftEdit = { action: 'draft.update', objectId: '', summary };
    return editDraft(db, preLoginArea, actorOf(user), how, new Date(now()), mutate);
  };

  registerCall(app, authenticator, calls.preLoginColumnDetail, admin, async (_input, { user }) => draftOf(user.tenantId));

  registerCall(app, authenticator, savePreLoginConfig, { ...admin, msg: '保存成功' }, async (input, { user }) => {
    const doc = await edit(user, 'preLoginCardBasicConfig/save', (draft) => ({ ...draft, config: input }));
    return doc.config;
  });

  registerCall(app, authenticator, calls.preLoginRepetitiveName, admin, async (input, { user }) =>
    ({ repeated: isRepeatedTitle(await draftOf(user.tenantId), input.title, input.key) }));

  registerCall(app, authenticator, calls.preLoginIsHasCommonTool, admin, async (_input, { user }) => commonToolState(await draftOf(user.tenantId)));

  registerCall(app, authenticator, calls.preLoginCarouselSave, { ...admin, msg: '保存成功' }, async (input, { user }) => {
    await checkCarouselFiles(db, user.tenantId, input.items);
    return (await edit(user, 'preLoginCardBasicConfig/carousel/save', (doc) => replaceCarousel(doc, input.items))).carousel;
  });

  registerCall(app, authenticator, calls.commonToolVerifyUrl, admin, (input) => verifyToolUrl(input.url, allow));

  registerCall(app, authenticator, calls.commonToolSave, { ...admin, msg: '保存成功' }, async (input, { user }) => {
    // Checked before the draft is locked: resolving host names must not hold the lock.
    const verdicts = await Promise.all(input.tools.map((tool) => verifyToolUrl(tool.url, allow)));
    const index = verdicts.findIndex((v) => !v.ok);
    if (index >= 0) throw fieldError(`tools.${index}.url`, verdicts[index]?.msg ?? '地址不可用');
    return (await edit(user, 'commonTool/save', (doc) => replaceTools(doc, input.tools))).tools;
  });

  registerStudioAreaRoutes(app, feature, calls.preLoginStudio, preLoginArea);
}
