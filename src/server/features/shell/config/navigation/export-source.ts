import { z } from 'zod/mini';
import { listExportSource } from '../../../spreadsheet';
import { readDraft, type AnyArea } from '../../../../drafts/services/documents';
import { BUILT_IN_NAVIGATION, type NavigationConfigItem, type NavigationDocument } from '../../../../../shared/schema/navigation-config';
import { navigationArea } from './area';
import { withSort } from './services/edit-entries';

/**
 * The navigation list's export (list `navigation`): the entries of the draft (SHELL-07) as the studio lists them, in
 * their order, ticked entries by id — unpublished ones included (EXP-02) — with 内置 / 自定义 and 已启用 / 未启用 as
 * the studio shows them.
 */
export const navigationExport = listExportSource<Record<string, never>, NavigationConfigItem>({
  columns: [
    { key: 'navigationName', label: '导航名称', cell: (r) => r.navigationName },
    { key: 'navigationNameEn', label: '导航英文名称', cell: (r) => r.navigationNameEn ?? '' },
    { key: 'isBuilt', label: '是否内置', cell: (r) => (r.isBuilt === BUILT_IN_NAVIGATION ? '内置' : '自定义') },
    { key: 'isAuto', label: '是否启用', cell: (r) => (r.isAuto === 1 ? '已启用' : '未启用') },
    { key: 'path', label: '访问路径', cell: (r) => r.path },
    { key: 'sort', label: '排序', kind: 'number', cell: (r) => r.sort },
  ],
  searchSchema: z.object({}) as unknown as z.ZodMiniType<Record<string, never>>,
  everything: () => ({}),
  searchOf: () => ({}),
  rows: async (db, tenantId) => withSort((await readDraft(db, navigationArea as unknown as AnyArea, tenantId)).body as NavigationDocument),
  idOf: (r) => r.id,
});
