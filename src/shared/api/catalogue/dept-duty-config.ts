import { z } from 'zod/mini';
import { defineCall } from './define-call';
import { defineStudioCalls } from './studio-config';
import {
  deptDutyDocumentSchema, deptDutyPreviewSchema, deptInfoPageRequestSchema, deptInfoPageSchema, deptInfoUpdateRequestSchema,
  dutyConfigPageRequestSchema, dutyConfigPageSchema, dutyRemoveRequestSchema, dutySaveRequestSchema, dutyUpdateRequestSchema,
  noDutyDeptRequestSchema, noDutyDeptSchema,
} from '../../schema/dept-duty-config';
import { dutyTypeMustSchema } from '../../schema/three-lists';

/**
 * The department duty list configuration (doc2 §7 "Departments and duties": ospDeptDutyListConfig, ospDeptInfo),
 * granted by the configuration menu deptResponsibilityListConfig. They read and edit the area's draft; the three
 * lists change when it is published (ADR 009).
 */

const WB = '/api/blade-workbench';
const DUTY = `${WB}/ospDeptDutyListConfig`;
const DEPT = `${WB}/ospDeptInfo`;
const idResult = z.object({ id: z.string() });

export const dutyConfigPage = defineCall({
  name: 'ospDeptDutyListConfigPage', method: 'POST', path: `${DUTY}/page`, request: dutyConfigPageRequestSchema, response: dutyConfigPageSchema,
});

export const dutyConfigSave = defineCall({
  name: 'ospDeptDutyListConfigSave', method: 'POST', path: `${DUTY}/save`, request: dutySaveRequestSchema, response: idResult,
});

export const dutyConfigUpdate = defineCall({
  name: 'ospDeptDutyListConfigUpdate', method: 'POST', path: `${DUTY}/update`, request: dutyUpdateRequestSchema, response: idResult,
});

export const dutyConfigRemove = defineCall({
  name: 'ospDeptDutyListConfigRemove', method: 'POST', path: `${DUTY}/remove`, request: dutyRemoveRequestSchema, response: z.null(),
});

/** Whether a duty must have a type (the published three-lists configuration), and the types. */
export const dutyConfigIsDutyTypeMust = defineCall({
  name: 'ospDeptDutyListConfigIsDutyTypeMust', method: 'GET', path: `${DUTY}/isDutyTypeMust`, request: z.object({}), response: dutyTypeMustSchema,
});

/** Departments that have no duty in the draft. */
export const deptInfoNoSetDutyDept = defineCall({
  name: 'ospDeptInfoNoSetDutyDept', method: 'POST', path: `${DEPT}/noSetDutyDept`, request: noDutyDeptRequestSchema,
  response: z.array(noDutyDeptSchema),
});

export const deptInfoPage = defineCall({
  name: 'ospDeptInfoPage', method: 'POST', path: `${DEPT}/page`, request: deptInfoPageRequestSchema, response: deptInfoPageSchema,
});

/** A department's leader, phone and location. */
export const deptInfoUpdate = defineCall({
  name: 'ospDeptInfoUpdate', method: 'POST', path: `${DEPT}/update`, request: deptInfoUpdateRequestSchema, response: z.object({ deptId: z.string() }),
});

/** Draft status, publish, history, versions, compare, rollback, preview and the audit log of the duty lists. */
export const deptDutyStudio = defineStudioCalls('deptDuties', deptDutyDocumentSchema, deptDutyPreviewSchema);
