import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../../context';
import type { AuthUser } from '../../../http/auth-types';
import { registerCall } from '../../../http/route';
import * as calls from '../../../../shared/api/catalogue/guide-config';
import type { GuideDoc, GuideDocument } from '../../../../shared/schema/guide-config';
import { fieldError, notFound } from '../../../http/field-errors';
import { actorOf, registerStudioAreaRoutes } from '../../../drafts/routes';
import { readDraft, type AnyArea } from '../../../drafts/services/documents';
import { editDraft, type DraftEdit } from '../../../drafts/services/draft';
import { guideArea } from './area';
import { pageGuideRows } from './services/pages';
import { listServices } from './services/services';
import { registerExportSource } from '../../spreadsheet';
import { guideExport } from './export-source';

/** Granted by the configuration menu 'managementGuideConfig' only; the server checks it on every call. */
const admin = { access: { menu: guideArea.menu } } as const;

/**
 * The management guide configuration: the calls read and edit the draft of the area `guides`; the portal's guide
 * page and the guide search change when it is published (ADR 009).
 */
export async function registerGuideConfigRoutes(app: FastifyInstance, feature: FeatureContext): Promise<void> {
  const { authenticator, db, now } = feature;
  const area = guideArea as unknown as AnyArea;
  const draftOf = async (tenantId: string) => (await readDraft(db, area, tenantId)).body as GuideDocument;
  const edit = (user: AuthUser, how: DraftEdit, mutate: (doc: GuideDocument) => GuideDocument) =>
    editDraft(db, guideArea, actorOf(user), how, new Date(now()), mutate);
  const serviceOf = async (tenantId: string, serviceId: string) => (await listServices(db, tenantId)).find((s) => s.serviceId === serviceId);

  registerCall(app, authenticator, calls.guideConfigPage, admin, async (input, { user }) =>
    pageGuideRows(await draftOf(user.tenantId), await listServices(db, user.tenantId), input));

  registerCall(app, authenticator, calls.guideConfigDetail, admin, async (input, { user }) => {
    const service = await serviceOf(user.tenantId, input.serviceId);
    if (!service) throw notFound('服务');
    const guide = (await draftOf(user.tenantId)).guides.find((g) => g.serviceId === input.serviceId);
    if (guide) return { ...guide, serviceName: service.serviceName, exists: true };
    // A new guide starts from the service's department, which is who handles it in most cases.
    const blank: GuideDoc = {
      serviceId: input.serviceId, conditions: '', materials: [], steps: [], fees: '', timeLimit: '', department: service.serviceDeptName,
      location: '', contactPhone: '', handling: 'ONLINE', faq: [],
    };
    return { ...blank, serviceName: service.serviceName, exists: false };
  });

  registerCall(app, authenticator, calls.guideConfigSubmit, { ...admin, msg: '已保存到草稿' }, async (input, { user }) => {
    if (!(await serviceOf(user.tenantId, input.serviceId))) throw fieldError('serviceId', '服务不存在或已被删除');
    const how: DraftEdit = { action: 'draft.update', objectId: input.serviceId, summary: 'guide/manage/submit' };
    await edit(user, how, (doc) => {
      const exists = doc.guides.some((g) => g.serviceId === input.serviceId);
      if (!exists) how.action = 'draft.create';
      return { guides: exists ? doc.guides.map((g) => (g.serviceId === input.serviceId ? input : g)) : [...doc.guides, input] };
    });
    return { serviceId: input.serviceId };
  });

  registerCall(app, authenticator, calls.guideConfigRemove, { ...admin, msg: '删除成功' }, async (input, { user }) => {
    await edit(user, { action: 'draft.remove', objectId: input.serviceId, summary: 'guide/manage/remove' }, (doc) => {
      if (!doc.guides.some((g) => g.serviceId === input.serviceId)) throw notFound('办事指南');
      return { guides: doc.guides.filter((g) => g.serviceId !== input.serviceId) };
    });
    return null;
  });

  registerStudioAreaRoutes(app, feature, calls.guideStudio, guideArea);
  registerExportSource('guide', guideExport);
}
