import { z } from 'zod/mini';
import { formSort, formText, listExportSource, sortSearchShape } from '../spreadsheet';
import type { SortOrder } from '../../../shared/schema/list-sort';
import { FEEDBACK_SORT_FIELDS } from '../../../shared/schema/feedback';
import { FEEDBACK_STATUSES, type FeedbackAdminItem, type FeedbackStatus } from '../../../shared/schema/feedback';
import { FEEDBACK_STATUS_LABELS, labelOf } from '../../../shared/schema/code-labels';
import { pageTenantFeedback } from './services/feedback-reads';

const isStatus = (value: string): value is FeedbackStatus => (FEEDBACK_STATUSES as readonly string[]).includes(value);

/**
 * Users' feedback as the studio's 反馈处理 tab shows it (list `feedback`): its search (words, status), newest first,
 * the status as its name (待受理, not pending) and 更新时间 the feedback's last change of status.
 */
export const feedbackExport = listExportSource<{ keyword: string; status: FeedbackStatus | ''; sort?: (typeof FEEDBACK_SORT_FIELDS)[number]; order: SortOrder }, FeedbackAdminItem>({
  columns: [
    { key: 'question', label: '问题', cell: (r) => r.question },
    { key: 'status', label: '状态', cell: (r) => labelOf(FEEDBACK_STATUS_LABELS, r.status) },
    { key: 'sceneName', label: '问题场景', cell: (r) => r.sceneName },
    { key: 'userName', label: '提交人', cell: (r) => r.userName },
    { key: 'account', label: '账号', cell: (r) => r.account },
    { key: 'hasReply', label: '已答复', cell: (r) => (r.hasReply ? '是' : '否') },
    { key: 'createdAt', label: '提交时间', kind: 'date', cell: (r) => r.createdAt },
    { key: 'updatedAt', label: '更新时间', kind: 'date', cell: (r) => r.updatedAt },
  ],
  searchSchema: z.object({ keyword: z.string(), status: z.union([z.enum(FEEDBACK_STATUSES), z.literal('')]), ...sortSearchShape(FEEDBACK_SORT_FIELDS) }),
  everything: (form) => ({ keyword: '', status: '', ...formSort(form, FEEDBACK_SORT_FIELDS) }),
  searchOf: (form) => {
    const status = formText(form, 'status');
    return { keyword: formText(form, 'keyword', 'q'), status: isStatus(status) ? status : '', ...formSort(form, FEEDBACK_SORT_FIELDS) };
  },
  rows: async (db, tenantId, search) => (await pageTenantFeedback(db, tenantId, { ...search, current: 1, size: Number.MAX_SAFE_INTEGER })).records,
  idOf: (r) => r.feedbackId,
});
