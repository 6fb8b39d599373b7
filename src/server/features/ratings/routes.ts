import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../context';
import { registerCall } from '../../http/route';
import {
  canUserRate, checkScore, giveScore, quickScoreLabels, rateService as rateServiceCall, sensitiveWordList, sensitiveWordRemove,
  sensitiveWordSubmit, serviceRateDetail,
} from '../../../shared/api/catalogue/ratings';
import { labelKindForScore } from './services/rating-rules';
import { listMyRatings, listQuickLabels, requireVisibleService } from './services/rating-reads';
import { findUnratedUse } from './services/rating-uses';
import { getRateDetail } from './services/rate-detail';
import { rateService } from './services/rate-service';
import { listSensitiveWords, removeSensitiveWords, submitSensitiveWord } from './services/sensitive-word-admin';
import { tenantOfRequest } from '../../http/tenant';
import { registerExportSource } from '../spreadsheet';
import { sensitiveWordExport } from './export-source';
import { VISITOR_ROLE } from '../../http/viewer';

/** The sensitive-word list is part of the service hall's configuration. */
const WORDS_MENU = { menu: 'serviceHallConfig' } as const;

/** Service ratings (doc2 §7) and SHELL-10's word list. */
export async function registerRatingRoutes(app: FastifyInstance, feature: FeatureContext): Promise<void> {
  const { authenticator, db, now } = feature;
  const checker = app.sensitiveWords;

  for (const call of [rateServiceCall, giveScore]) {
    registerCall(app, authenticator, call, { access: 'user', msg: '评价成功' }, (input, { user }) => rateService(db, checker, user, input, new Date(now())));
  }

  registerCall(app, authenticator, canUserRate, { access: 'user' }, async (input, { user }) => {
    await requireVisibleService(db, user.tenantId, user.roleType, input.serviceId);
    const use = await findUnratedUse(db, user.userId, input.serviceId);
    return use.canRate ? { canRate: true, reason: '' } : { canRate: false, reason: use.reason };
  });

  registerCall(app, authenticator, quickScoreLabels, { access: 'user' }, (input, { user }) =>
    listQuickLabels(db, user.tenantId, input.score === undefined ? null : labelKindForScore(input.score)));

  // A visitor reads the ratings of services for everyone; a signed-in caller those of their role's services.
  registerCall(app, authenticator, serviceRateDetail, { access: 'public' }, async (input, { request, user }) => {
    const tenantId = tenantOfRequest(request, user);
    await requireVisibleService(db, tenantId, user?.roleType ?? VISITOR_ROLE, input.serviceId);
    return getRateDetail(db, input.serviceId, input.current, input.size);
  });

  registerCall(app, authenticator, checkScore, { access: 'user' }, async (input, { user }) => {
    await requireVisibleService(db, user.tenantId, user.roleType, input.serviceId);
    return listMyRatings(db, user.tenantId, user.userId, input.serviceId);
  });

  registerCall(app, authenticator, sensitiveWordList, { access: WORDS_MENU }, (input, { user }) => listSensitiveWords(db, user.tenantId, input));

  registerCall(app, authenticator, sensitiveWordSubmit, { access: WORDS_MENU, msg: '保存成功' }, async (input, { user }) => {
    const saved = await submitSensitiveWord(db, user.tenantId, input, new Date(now()));
    checker.invalidate(user.tenantId);
    return saved;
  });

  registerCall(app, authenticator, sensitiveWordRemove, { access: WORDS_MENU, msg: '删除成功' }, async (input, { user }) => {
    const removed = await removeSensitiveWords(db, user.tenantId, input.ids);
    checker.invalidate(user.tenantId);
    return removed;
  });

  registerExportSource('sensitiveWord', sensitiveWordExport);
}
