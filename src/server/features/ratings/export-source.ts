import { z } from 'zod/mini';
import { formSort, formText, listExportSource, sortSearchShape } from '../spreadsheet';
import type { SortOrder } from '../../../shared/schema/list-sort';
import { SENSITIVE_WORD_SORT_FIELDS } from '../../../shared/schema/ratings';
import { listSensitiveWords } from './services/sensitive-word-admin';

/**
 * SHELL-10's word list as the studio's 敏感词 tab shows it (list `sensitiveWord`): its search, its order (category,
 * then word). A word is never edited, only added and removed, so its 添加时间 is its last change.
 */
export const sensitiveWordExport = listExportSource<{ keyword: string; sort?: (typeof SENSITIVE_WORD_SORT_FIELDS)[number]; order: SortOrder }, { id: string; word: string; category: string; createdAt: string }>({
  columns: [
    { key: 'word', label: '敏感词', cell: (r) => r.word },
    { key: 'category', label: '分类', cell: (r) => r.category },
    { key: 'createdAt', label: '添加时间', kind: 'date', cell: (r) => r.createdAt },
  ],
  searchSchema: z.object({ keyword: z.string(), ...sortSearchShape(SENSITIVE_WORD_SORT_FIELDS) }),
  everything: (form) => ({ keyword: '', ...formSort(form, SENSITIVE_WORD_SORT_FIELDS) }),
  searchOf: (form) => ({ keyword: formText(form, 'keyword', 'q'), ...formSort(form, SENSITIVE_WORD_SORT_FIELDS) }),
  rows: async (db, tenantId, search) => (await listSensitiveWords(db, tenantId, { ...search, current: 1, size: Number.MAX_SAFE_INTEGER })).records,
  idOf: (r) => r.id,
});
