import { z } from 'zod/mini';
import { formText, listExportSource } from '../../spreadsheet';
import { readDraft, type AnyArea } from '../../../drafts/services/documents';
import type { GuideConfigRow, GuideDocument } from '../../../../shared/schema/guide-config';
import { guideArea } from './area';
import { pageGuideRows } from './services/pages';
import { listServices } from './services/services';

const GUIDE_FILTERS = ['', 'with', 'without'] as const;
type GuideFilter = (typeof GUIDE_FILTERS)[number];
const isGuideFilter = (value: string): value is GuideFilter => (GUIDE_FILTERS as readonly string[]).includes(value);

/**
 * The guides page's list (list `guide`) as the studio shows it: every service with its guide's state in the draft of
 * the area `guides`, under the page's search (words, 已配置 / 未配置) and in its order; ticked rows are service ids.
 */
export const guideExport = listExportSource<{ keyword: string; guide: GuideFilter }, GuideConfigRow>({
  columns: [
    { key: 'serviceId', label: '服务编码', cell: (r) => r.serviceId },
    { key: 'serviceName', label: '服务名称', cell: (r) => r.serviceName },
    { key: 'serviceDeptName', label: '服务部门', cell: (r) => r.serviceDeptName },
    { key: 'hasGuide', label: '办事指南', cell: (r) => (r.hasGuide ? '已配置' : '未配置') },
    { key: 'stepCount', label: '步骤数', kind: 'number', cell: (r) => r.stepCount },
    { key: 'materialCount', label: '材料数', kind: 'number', cell: (r) => r.materialCount },
  ],
  searchSchema: z.object({ keyword: z.string(), guide: z.enum(GUIDE_FILTERS) }),
  everything: () => ({ keyword: '', guide: '' }),
  searchOf: (form) => {
    const guide = formText(form, 'guide');
    return { keyword: formText(form, 'keyword', 'q'), guide: isGuideFilter(guide) ? guide : '' };
  },
  rows: async (db, tenantId, search) => {
    const doc = (await readDraft(db, guideArea as unknown as AnyArea, tenantId)).body as GuideDocument;
    return pageGuideRows(doc, await listServices(db, tenantId), { ...search, current: 1, size: Number.MAX_SAFE_INTEGER }).records;
  },
  idOf: (r) => r.serviceId,
});
