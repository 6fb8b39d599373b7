import { z } from 'zod/mini';
import { listExportSource } from '../../spreadsheet';
import { readDraft, type AnyArea } from '../../../drafts/services/documents';
import type { HelpDocument, SceneAdminItem } from '../../../../shared/schema/help-config';
import { helpArea, questionCounts, withCounts } from './area';

/**
 * The question scenes' export (list `scene`): the robot panel's scene list as the studio shows it, from the draft of
 * the area `robot`, in its order (排序 is the place in that order), with how many questions each holds. The list has
 * no search; ticked rows are the scenes' ids.
 */
export const sceneExport = listExportSource<Record<string, never>, SceneAdminItem & { place: number }>({
  columns: [
    { key: 'id', label: '场景编号', cell: (r) => r.id },
    { key: 'sceneName', label: '场景名称', cell: (r) => r.sceneName },
    { key: 'description', label: '场景说明', cell: (r) => r.description },
    { key: 'questionCount', label: '问题数', kind: 'number', cell: (r) => r.questionCount },
    { key: 'sort', label: '排序', kind: 'number', cell: (r) => r.place },
  ],
  searchSchema: z.object({}) as unknown as z.ZodMiniType<Record<string, never>>,
  everything: () => ({}),
  searchOf: () => ({}),
  rows: async (db, tenantId) => {
    const doc = (await readDraft(db, helpArea as unknown as AnyArea, tenantId)).body as HelpDocument;
    return withCounts(doc, await questionCounts(db, tenantId)).map((scene, i) => ({ ...scene, place: i + 1 }));
  },
  idOf: (r) => r.id,
});
