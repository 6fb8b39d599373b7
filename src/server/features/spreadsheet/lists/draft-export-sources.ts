import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod/mini';
import type { Db } from '../../../db/client';
import { deptDuties } from '../../../db/schema/three-lists';
import { DUTY_SORT_FIELDS, type DeptDutyDocument, type DutyConfigRow } from '../../../../shared/schema/dept-duty-config';
import type { SpreadsheetListName } from '../../../../shared/schema/spreadsheet-jobs';
import { deptDutyArea } from '../../three-lists';
import { listDepartments } from '../../three-lists';
import { pageDeptRows, pageDutyRows } from '../../three-lists';
import { readDraftBody, type AnyArea } from '../../../drafts/services/documents';
import { EXPORT_SOURCES, type ComputedExportSource, type ExportFilter } from './export-sources';
import { formSort, oncePerView } from '../services/list-export';
import { DUTY_TYPES, DUTY_TYPE_NAMES, type DutyType } from '../../../../shared/schema/three-lists';

/**
 * Lists whose studio page shows a configuration area's draft (ADR 009), exported from that draft through the page's
 * own filter, so every range exports what the administrator sees (EXP-02): range 1 the whole list as the page shows
 * it (within its scope), range 2 the current search, range 3 the checked rows, unpublished ones included.
 */

const PAGE_ROWS = 2_000;

/** The duty list's page (ospDeptDutyListConfig/page) as a search: the keys its filter sends. */
const dutyViewSchema = z.object({
  list: z.literal('deptDuty'),
  tenantId: z.string(),
  dataRange: z.literal([1, 2, 3]),
  /** The page's department (the tree's choice, sent as the request's id, or the form's deptId). */
  deptId: z.string(),
  dutyType: z.string(),
  keyword: z.string(),
  ids: z.array(z.string()),
  /** The page's order, for every range (absent in a view kept before exports followed it: the list's own order). */
  sort: z.optional(z.enum(DUTY_SORT_FIELDS)),
  order: z.optional(z.enum(['ASC', 'DESC'])),
});
type DutyView = z.infer<typeof dutyViewSchema>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function dutyView(filter: ExportFilter): DutyView {
  const searching = filter.dataRange === 2;
  const form = filter.form;
  return {
    list: 'deptDuty',
    tenantId: filter.tenantId,
    dataRange: filter.dataRange,
    deptId: filter.id ?? (searching ? text(form.deptId) : ''),
    dutyType: searching ? text(form.dutyType) || (filter.type ?? '') : '',
    // react-admin's full-text `q` comes as `keyword` (SpreadsheetToolbar); the page's own key is `keyword` too.
    keyword: searching ? text(form.keyword) || text(form.q) || text(form.dutyName) : '',
    ids: filter.dataRange === 3 ? filter.choiceDataIds : [],
    ...formSort(form, DUTY_SORT_FIELDS),
  };
}

/** The rows the duty page shows for the view, in its order (read once per job: counted, then paged). */
const dutyRows = oncePerView(async (db: Db, view: DutyView): Promise<DutyConfigRow[]> => {
  const doc = await readDraftBody(db, deptDutyArea as unknown as AnyArea, view.tenantId) as DeptDutyDocument;
  const depts = await listDepartments(db, view.tenantId);
  const { records } = pageDutyRows(doc, depts, {
    current: 1, size: Number.MAX_SAFE_INTEGER, id: '', deptId: view.deptId, dutyType: view.dutyType, keyword: view.keyword,
    sort: view.sort, ...(view.order ? { order: view.order } : {}),
  });
  if (view.dataRange !== 3) return records;
  const chosen = new Set(view.ids);
  return records.filter((r) => chosen.has(r.id));
});

/** A duty's last change where it is live; an unpublished duty has none yet. */
async function updatedAtOf(db: Db, tenantId: string, ids: string[]): Promise<Map<string, Date>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: deptDuties.id, at: deptDuties.updatedAt }).from(deptDuties)
    .where(and(eq(deptDuties.tenantId, tenantId), inArray(deptDuties.id, ids)));
  return new Map(rows.map((r) => [r.id, r.at]));
}

const isDutyType = (value: string): value is DutyType => (DUTY_TYPES as readonly string[]).includes(value);

const dutyColumns = EXPORT_SOURCES.deptDuty.columns.map(({ key, label, kind }) => ({ key, label, kind }));

const dutyCells: Record<string, (row: DutyConfigRow, at: Date | undefined) => unknown> = {
  deptCode: (r) => r.deptCode,
  deptName: (r) => r.deptName,
  dutyCode: (r) => r.dutyCode,
  dutyName: (r) => r.dutyName,
  // As the studio shows it (主要职责, not MAIN); the import reads the name back.
  dutyType: (r) => (isDutyType(r.dutyType) ? DUTY_TYPE_NAMES[r.dutyType] : r.dutyType),
  basis: (r) => r.basis,
  content: (r) => r.content,
  isPublic: (r) => (r.isPublic ? '是' : '否'),
  sort: (r) => r.sort,
  updatedAt: (_r, at) => at ?? null,
};

const deptDutyExport: ComputedExportSource<DutyView> = {
  resolve: (_db, filter) => Promise.resolve(dutyView(filter)),
  parseView: (stored) => {
    const parsed = dutyViewSchema.safeParse(stored);
    return parsed.success ? parsed.data : null;
  },
  columns: () => dutyColumns,
  count: async (db, view) => (await dutyRows(db, view)).length,
  pages: async function* pages(db, view, skip) {
    // The draft is read once per run (the count's read); a resumed export reads it again and goes on after the pages
    // it committed.
    const rows = await dutyRows(db, view);
    for (let at = skip * PAGE_ROWS; at < rows.length; at += PAGE_ROWS) {
      const page = rows.slice(at, at + PAGE_ROWS);
      const updated = await updatedAtOf(db, view.tenantId, page.map((r) => r.id));
      yield page.map((row) => dutyColumns.map((c) => dutyCells[c.key]?.(row, updated.get(row.id)) ?? null));
    }
  },
};

/** The departments' page (ospDeptInfo/page): the catalogue's departments with the draft's contact details. */
const deptViewSchema = z.object({
  list: z.literal('department'),
  tenantId: z.string(),
  dataRange: z.literal([1, 2, 3]),
  /** The request's id: only this department's children (the SQL source's scope). */
  parentId: z.string(),
  category: z.string(),
  keyword: z.string(),
  ids: z.array(z.string()),
});
type DeptView = z.infer<typeof deptViewSchema>;

function deptView(filter: ExportFilter): DeptView {
  const searching = filter.dataRange === 2;
  return {
    list: 'department',
    tenantId: filter.tenantId,
    dataRange: filter.dataRange,
    parentId: filter.id ?? '',
    category: searching ? text(filter.form.category) || (filter.type ?? '') : '',
    keyword: searching ? text(filter.form.keyword) || text(filter.form.q) || text(filter.form.deptName) : '',
    ids: filter.dataRange === 3 ? filter.choiceDataIds : [],
  };
}

const deptColumns = EXPORT_SOURCES.department.columns.map(({ key, label, kind }) => ({ key, label, kind }));

const deptRows = oncePerView(async (db: Db, view: DeptView): Promise<unknown[][]> => {
  const doc = await readDraftBody(db, deptDutyArea as unknown as AnyArea, view.tenantId) as DeptDutyDocument;
  const depts = await listDepartments(db, view.tenantId);
  const byId = new Map(depts.map((d) => [d.id, d]));
  const chosen = new Set(view.ids);
  const { records } = pageDeptRows(doc, depts, { current: 1, size: Number.MAX_SAFE_INTEGER, deptId: '', category: view.category, keyword: view.keyword });
  return records
    .filter((r) => (view.parentId === '' || byId.get(r.deptId)?.parentId === view.parentId) && (view.dataRange !== 3 || chosen.has(r.deptId)))
    .map((r) => {
      const dept = byId.get(r.deptId);
      const cells: Record<string, unknown> = {
        deptCode: r.deptCode, deptName: r.deptName, deptNameEn: dept?.deptNameEn ?? '', parentCode: byId.get(dept?.parentId ?? '')?.deptCode ?? '', deptCategory: r.category,
        leader: r.leader, phone: r.phone, location: r.location, sort: dept?.sort ?? 0,
      };
      return deptColumns.map((c) => cells[c.key] ?? null);
    });
});

const departmentExport: ComputedExportSource<DeptView> = {
  resolve: (_db, filter) => Promise.resolve(deptView(filter)),
  parseView: (stored) => {
    const parsed = deptViewSchema.safeParse(stored);
    return parsed.success ? parsed.data : null;
  },
  columns: () => deptColumns,
  count: async (db, view) => (await deptRows(db, view)).length,
  pages: async function* pages(db, view, skip) {
    const rows = await deptRows(db, view);
    for (let at = skip * PAGE_ROWS; at < rows.length; at += PAGE_ROWS) yield rows.slice(at, at + PAGE_ROWS);
  },
};

/** The studio lists exported from a draft, keyed by list name; the others read their live tables (EXPORT_SOURCES). */
export const DRAFT_EXPORT_SOURCES: Partial<Record<SpreadsheetListName, ComputedExportSource<unknown>>> = {
  deptDuty: deptDutyExport as ComputedExportSource<unknown>,
  // Its contact columns are the deptDuties draft's (the studio shows them so).
  department: departmentExport as ComputedExportSource<unknown>,
};
