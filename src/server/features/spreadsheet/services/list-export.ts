import { z } from 'zod/mini';
import type { Db } from '../../../db/client';
import type { SearchForm } from '../../../../shared/schema/spreadsheet-jobs';
import { sortFieldSchema, sortOrderSchema, type SortOrder } from '../../../../shared/schema/list-sort';
import type { CellKind, ComputedExportSource, ExportField, ExportFilter } from '../lists/export-sources';

/**
 * A studio list exported as its page shows it (EXP-02): the area that owns the page answers its rows — in the page's
 * order, under the page's own search, from the draft when the page shows a draft — and this turns them into an
 * export: range 1 the whole list, range 2 the page's search, range 3 the ticked rows (unpublished ones included).
 * Each column writes its cell from a row, codes as the studio's labels (shared/schema/code-labels.ts).
 */
interface ListExportColumn<R> {
  key: string;
  label: string;
  kind?: CellKind;
  cell(row: R): unknown;
}

interface ListExportDef<S, R> {
  columns: ReadonlyArray<ListExportColumn<R>>;
  /** The page's search as a job keeps it (validated again when the job runs). */
  searchSchema: z.ZodMiniType<S>;
  /** The search that shows every row (range 1 and 3), in the page's order when the form sends one (formSort). */
  everything(form: SearchForm): S;
  /** The page's search from an export request's form (range 2); `filter.id` and `filter.type` as the page sends them. */
  searchOf(form: SearchForm, filter: ExportFilter): S;
  /** Every row the page shows for a search, in its order. */
  rows(db: Db, tenantId: string, search: S): Promise<R[]>;
  /** The row's id as the page ticks it (range 3). */
  idOf(row: R): string;
}

const PAGE_ROWS = 2_000;

/** A search form's text value, trimmed; the first of `keys` that holds one (react-admin's `q` is sent as keyword). */
export function formText(form: SearchForm, ...keys: string[]): string {
  for (const key of keys) {
    const value = form[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    if (typeof value === 'number') return String(value);
  }
  return '';
}

/**
 * The page's order from an export request's form, when it sends one: a field of the list's allow-list and a
 * direction (shared/schema/list-sort.ts); anything else is the list's own order.
 */
export function formSort<const F extends readonly [string, ...string[]]>(form: SearchForm, fields: F): { sort?: F[number]; order: SortOrder } {
  const field = z.safeParse(sortFieldSchema(fields), form.sort);
  const order = z.safeParse(sortOrderSchema, form.order);
  return { ...(field.success && field.data !== undefined ? { sort: field.data } : {}), order: order.success ? order.data : 'ASC' };
}

/** The search schema's sort keys for a list with `fields` as its allow-list. */
export function sortSearchShape<const F extends readonly [string, ...string[]]>(fields: F) {
  return { sort: sortFieldSchema(fields), order: z.enum(['ASC', 'DESC']) };
}

/**
 * A computed source's rows read once per job: the job counts them, then pages them, from the same stored view object
 * (export-plan.ts), and a draft of 100,000 duties read, parsed and filtered twice was most of an export's time. Each
 * call of the export's count route resolves a view of its own, so nothing is kept past the job that read it.
 */
export function oncePerView<V extends object, T>(read: (db: Db, view: V) => Promise<T>): (db: Db, view: V) => Promise<T> {
  const kept = new WeakMap<V, Promise<T>>();
  return (db, view) => {
    const known = kept.get(view);
    if (known) return known;
    const rows = read(db, view);
    kept.set(view, rows);
    // A failed read is not kept: a resumed job reads again.
    rows.catch(() => kept.delete(view));
    return rows;
  };
}

export function listExportSource<S, R>(def: ListExportDef<S, R>): ComputedExportSource<{ tenantId: string; dataRange: 1 | 2 | 3; search: S; ids: string[] }> {
  const viewSchema = z.object({ tenantId: z.string(), dataRange: z.literal([1, 2, 3]), search: def.searchSchema, ids: z.array(z.string()) });
  type View = { tenantId: string; dataRange: 1 | 2 | 3; search: S; ids: string[] };
  const columns: ExportField[] = def.columns.map((c) => ({ key: c.key, label: c.label, kind: c.kind ?? 'text' }));
  const shown = oncePerView(async (db: Db, view: View): Promise<R[]> => {
    const rows = await def.rows(db, view.tenantId, view.search);
    if (view.dataRange !== 3) return rows;
    const chosen = new Set(view.ids);
    return rows.filter((r) => chosen.has(def.idOf(r)));
  });
  return {
    resolve: (_db, filter) => Promise.resolve({
      tenantId: filter.tenantId,
      dataRange: filter.dataRange,
      search: filter.dataRange === 2 ? def.searchOf(filter.form, filter) : def.everything(filter.form),
      ids: filter.dataRange === 3 ? filter.choiceDataIds : [],
    }),
    parseView: (stored) => {
      const parsed = viewSchema.safeParse(stored);
      return parsed.success ? (parsed.data as View) : null;
    },
    columns: () => columns,
    count: async (db, view) => (await shown(db, view)).length,
    // The rows are read once per run (counted and paged from one read); a resumed export reads them again and goes on
    // after the pages it committed.
    pages: async function* pages(db, view, skip) {
      const rows = await shown(db, view);
      for (let at = skip * PAGE_ROWS; at < rows.length; at += PAGE_ROWS) {
        yield rows.slice(at, at + PAGE_ROWS).map((row) => def.columns.map((c) => c.cell(row)));
      }
    },
  };
}
