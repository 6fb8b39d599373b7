import { z } from 'zod/mini';
import { formSort, formText, listExportSource, sortSearchShape } from '../spreadsheet';
import type { SortOrder } from '../../../shared/schema/list-sort';
import { KNOWLEDGE_SORT_FIELDS } from '../../../shared/schema/robot';
import { QUESTION_STATUS_LABELS, QUESTION_VISIBILITY_LABELS, labelOf } from '../../../shared/schema/code-labels';
import type { KnowledgeItem } from '../../../shared/schema/robot';
import { pageKnowledge } from './services/knowledge-admin';

/** How 同义问法 are joined in a cell; the import splits on it and on the other usual separators. */
const KEYWORD_SEPARATOR = '，';

/**
 * The knowledge base's export (list `knowledge`): the studio's 知识库 tab as it shows it — its search (words, scene),
 * its order (scene, then the question's sort) — with 问题编号 first, the key its import matches rows by, so a file
 * exported, edited and imported back renames questions instead of adding them. The column titles are the import's
 * field labels (lists/knowledge-import.ts in the spreadsheet feature), so the file matches without choosing columns.
 */
export const knowledgeExport = listExportSource<{ keyword: string; sceneId: string; sort?: (typeof KNOWLEDGE_SORT_FIELDS)[number]; order: SortOrder }, KnowledgeItem>({
  columns: [
    { key: 'questionId', label: '问题编号', cell: (r) => r.questionId },
    { key: 'question', label: '问题', cell: (r) => r.question },
    { key: 'sceneName', label: '问题场景', cell: (r) => r.sceneName },
    { key: 'answer', label: '答案', cell: (r) => r.answer },
    { key: 'keywords', label: '同义问法', cell: (r) => r.keywords.join(KEYWORD_SEPARATOR) },
    { key: 'visibility', label: '可见范围', cell: (r) => labelOf(QUESTION_VISIBILITY_LABELS, r.visibility) },
    { key: 'isRecommended', label: '推荐问题', cell: (r) => (r.isRecommended ? '是' : '否') },
    { key: 'status', label: '状态', cell: (r) => labelOf(QUESTION_STATUS_LABELS, r.status) },
    { key: 'sort', label: '排序值', kind: 'number', cell: (r) => r.sort },
    { key: 'viewCount', label: '查看', kind: 'number', cell: (r) => r.viewCount },
    { key: 'solvedCount', label: '已解决', kind: 'number', cell: (r) => r.solvedCount },
    { key: 'unsolvedCount', label: '未解决', kind: 'number', cell: (r) => r.unsolvedCount },
    { key: 'updatedAt', label: '更新时间', kind: 'date', cell: (r) => r.updatedAt },
  ],
  searchSchema: z.object({ keyword: z.string(), sceneId: z.string(), ...sortSearchShape(KNOWLEDGE_SORT_FIELDS) }),
  everything: (form) => ({ keyword: '', sceneId: '', ...formSort(form, KNOWLEDGE_SORT_FIELDS) }),
  searchOf: (form) => ({ keyword: formText(form, 'keyword', 'q'), sceneId: formText(form, 'sceneId'), ...formSort(form, KNOWLEDGE_SORT_FIELDS) }),
  rows: async (db, tenantId, search) => (await pageKnowledge(db, tenantId, { ...search, current: 1, size: Number.MAX_SAFE_INTEGER })).records,
  idOf: (r) => r.questionId,
});
