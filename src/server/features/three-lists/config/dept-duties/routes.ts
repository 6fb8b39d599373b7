import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../../../context';
import type { Queryable } from '../../../../db/client';
import { services } from '../../../../db/schema/catalogue';
import type { AuthUser } from '../../../../http/auth-types';
import { registerCall } from '../../../../http/route';
import * as calls from '../../../../../shared/api/catalogue/dept-duty-config';
import type { DeptDutyDocument } from '../../../../../shared/schema/dept-duty-config';
import { DUTY_TYPE_NAMES, DUTY_TYPES } from '../../../../../shared/schema/three-lists';
import { fieldError } from '../../../../http/field-errors';
import { actorOf, registerStudioAreaRoutes } from '../../../../drafts/routes';
import { readDraftBody, type AnyArea } from '../../../../drafts/services/documents';
import { editDraft, type DraftEdit } from '../../../../drafts/services/draft';
import { loadTripleListConfig } from '../../services/config';
import { deptDutyArea } from './area';
import { listDepartments } from './services/departments';
import { addDuty, removeDuty, updateDeptInfo, updateDuty, type DutyInput } from './services/edit-duties';
import { deptsWithoutDuties, pageDeptRows, pageDutyRows } from './services/pages';

/** Granted by the configuration menu 'deptResponsibilityListConfig' only; the server checks it on every call. */
const admin = { access: { menu: deptDutyArea.menu } } as const;

/** The department and the services a duty names must be the tenant's own. */
async function checkReferences(db: Queryable, tenantId: string, input: DutyInput): Promise<void> {
  const depts = await listDepartments(db, tenantId);
  if (!depts.some((d) => d.id === input.deptId)) throw fieldError('deptId', '所属部门不存在');
  if (input.serviceIds.length === 0) return;
  const found = await db.select({ id: services.serviceId }).from(services)
    .where(and(eq(services.tenantId, tenantId), inArray(services.serviceId, input.serviceIds)));
  if (found.length !== new Set(input.serviceIds).size) throw fieldError('serviceIds', '承接服务不存在或已被删除');
}

/**
 * The department duty list configuration (doc2 §7 ospDeptDutyListConfig, ospDeptInfo). Every call reads or edits
 * the area's draft; the three lists change only when it is published (ADR 009).
 */
export async function registerDeptDutyConfigRoutes(app: FastifyInstance, feature: FeatureContext): Promise<void> {
  const { authenticator, db, now } = feature;
  const area = deptDutyArea as unknown as AnyArea;
  // Read-only: every page turn of a large list would otherwise read and parse its whole draft.
  const draftOf = async (tenantId: string) => await readDraftBody(db, area, tenantId) as DeptDutyDocument;
  const edit = (user: AuthUser, how: DraftEdit, mutate: (doc: DeptDutyDocument) => DeptDutyDocument) =>
    editDraft(db, deptDutyArea, actorOf(user), how, new Date(now()), mutate);
  const typeRequired = async (tenantId: string) => (await loadTripleListConfig(db, tenantId)).dutyTypeRequired;

  registerCall(app, authenticator, calls.dutyConfigPage, admin, async (input, { user }) =>
    pageDutyRows(await draftOf(user.tenantId), await listDepartments(db, user.tenantId), input));

  registerCall(app, authenticator, calls.dutyConfigSave, { ...admin, msg: '保存成功' }, async (input, { user }) => {
    await checkReferences(db, user.tenantId, input);
    const required = await typeRequired(user.tenantId);
    // The id is made inside the transaction, from the locked draft; editDraft reads objectId after mutate.
    const how: DraftEdit = { action: 'draft.create', objectId: '', summary: 'ospDeptDutyListConfig/save' };
    await edit(user, how, (doc) => {
      const result = addDuty(doc, input, required);
      how.objectId = result.id;
      return result.doc;
    });
    return { id: how.objectId };
  });

  registerCall(app, authenticator, calls.dutyConfigUpdate, { ...admin, msg: '保存成功' }, async (input, { user }) => {
    const { id, ...duty } = input;
    await checkReferences(db, user.tenantId, duty);
    const required = await typeRequired(user.tenantId);
    await edit(user, { action: 'draft.update', objectId: id, summary: 'ospDeptDutyListConfig/update' }, (doc) => updateDuty(doc, id, duty, required));
    return { id };
  });

  registerCall(app, authenticator, calls.dutyConfigRemove, { ...admin, msg: '删除成功' }, async (input, { user }) => {
    await edit(user, { action: 'draft.remove', objectId: input.id, summary: 'ospDeptDutyListConfig/remove' }, (doc) => removeDuty(doc, input.id));
    return null;
  });

  registerCall(app, authenticator, calls.dutyConfigIsDutyTypeMust, admin, async (_input, { user }) => ({
    isDutyTypeMust: await typeRequired(user.tenantId),
    dutyTypes: DUTY_TYPES.map((value) => ({ value, label: DUTY_TYPE_NAMES[value] })),
  }));

  registerCall(app, authenticator, calls.deptInfoNoSetDutyDept, admin, async (input, { user }) =>
    deptsWithoutDuties(await draftOf(user.tenantId), await listDepartments(db, user.tenantId), input.keyword));

  registerCall(app, authenticator, calls.deptInfoPage, admin, async (input, { user }) =>
    pageDeptRows(await draftOf(user.tenantId), await listDepartments(db, user.tenantId), input));

  registerCall(app, authenticator, calls.deptInfoUpdate, { ...admin, msg: '保存成功' }, async (input, { user }) => {
    if (!(await listDepartments(db, user.tenantId)).some((d) => d.id === input.deptId)) throw fieldError('deptId', '部门不存在');
    await edit(user, { action: 'draft.update', objectId: input.deptId, summary: 'ospDeptInfo/update' }, (doc) => updateDeptInfo(doc, input));
    return { deptId: input.deptId };
  });

  registerStudioAreaRoutes(app, feature, calls.deptDutyStudio, deptDutyArea);
}
