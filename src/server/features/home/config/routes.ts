import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../../context';
import { registerCall } from '../../../http/route';
import * as calls from '../../../../shared/api/catalogue/theme-config';
import { actorOf, registerStudioAreaRoutes } from '../../../drafts/routes';
import { editDraft } from '../../../drafts/services/draft';
import { themeArea } from './area';
import { replaceThemes } from './services/replace-themes';

const admin = { access: { menu: themeArea.menu } } as const;

/**
 * The studio's theme calls (themeSetUp/submit, platformapplyguiselogo/submit): they edit the theme area's draft;
 * themeDetail, getThemeManageList and the landing header change when it is published (ADR 009).
 */
export async function registerThemeConfigRoutes(app: FastifyInstance, feature: FeatureContext): Promise<void> {
  const { authenticator, db, now } = feature;

  registerCall(app, authenticator, calls.themeSetUpSubmit, { ...admin, msg: '保存成功' }, (input, { user }) =>
    editDraft(db, themeArea, actorOf(user), { action: 'draft.update', objectId: input.defaultThemeId, summary: 'themeSetUp/submit' }, new Date(now()),
      (doc) => replaceThemes(doc, input)));

  registerCall(app, authenticator, calls.guiseLogoSubmit, { ...admin, msg: '保存成功' }, (input, { user }) =>
    editDraft(db, themeArea, actorOf(user), { action: 'draft.update', objectId: 'guise', summary: 'platformapplyguiselogo/submit' }, new Date(now()),
      (doc) => ({ ...doc, guise: input })));

  registerStudioAreaRoutes(app, feature, calls.themeStudio, themeArea);
}
