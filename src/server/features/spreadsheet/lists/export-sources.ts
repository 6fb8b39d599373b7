import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { AuthUser } from '../../../http/auth-types';
import type { SearchForm, SpreadsheetListName } from '../../../../shared/schema/spreadsheet-jobs';
import { containsPattern } from '../../../db/like';
import { ACCESS_WAY_LABELS, OPEN_WAY_LABELS, SERVICE_KIND_LABELS, type CodeLabels } from '../../../../shared/schema/code-labels';
import type { ServiceSortField, UserSortField } from '../../../../shared/schema/catalogue-lists';

/**
 * How a cell is written: text is neutralised against formula injection; numbers and dates keep their types; a
 * percent is a number (0–1) shown as a percentage.
 */
export type CellKind = 'text' | 'number' | 'date' | 'percent';

/** A column of an exported file: its key (exportField), its title, how its cells are written. */
export interface ExportField {
  key: string;
  label: string;
  kind: CellKind;
}

export interface ExportColumn extends ExportField {
  /** A trusted SQL expression over the list's FROM clause (never built from input). */
  expr: string;
}

/**
 * One list's export: its columns and the FROM clause they read. Everything static is written here by us; every
 * value from a request (tenant, ids, search words) goes in as a bound parameter.
 */
export interface ExportSource {
  columns: ExportColumn[];
  /** FROM … JOIN … of the list; the list's own table is aliased `t`. */
  from: string;
  /** Columns a search word (formInline/advancedSearch `keyword` or the list's own name field) matches. */
  keywordExprs: string[];
  /** Form keys read as the search word besides `keyword`. */
  keywordKeys: string[];
  /** What the request's `id` scopes to (e.g. a duty list's department), if the list has a parent. */
  scopeExpr?: string;
  /** What the request's `type` filters on, if anything. */
  typeExpr?: string;
  /** The row's key (keyset paging, checked rows); `t.id` unless the table names it otherwise. */
  idExpr?: string;
  /**
   * The list page's own filters, by form key: a non-empty value keeps the rows whose expression equals it (compared
   * as text). The page's list call reads the same keys (features/catalogue-lists), so "current search" exports what
   * the page shows.
   */
  formFilters?: Readonly<Record<string, string>>;
  /**
   * The list page's orders (its sort allow-list, shared/schema/list-sort.ts): each field's SQL expression, and the
   * field the page sorts by when none is chosen. The export writes rows in the order the page shows them, the row's
   * key breaking ties as the page's does.
   */
  order?: { exprs: Readonly<Record<string, string>>; byDefault: string };
}

/** The order an export job writes its rows in: one of its source's `order.exprs`, and its direction. */
export interface ExportOrder {
  field: string;
  desc: boolean;
}

const col = (key: string, label: string, expr: string, kind: CellKind = 'text'): ExportColumn => ({ key, label, expr, kind });

/** A code column written as the studio's label (code-labels.ts): a CASE over our own constants, never over input. */
function labelled(expr: string, labels: CodeLabels<string | number>): string {
  const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;
  const whens = Object.entries(labels).map(([code, label]) => `when ${quote(code)} then ${quote(label)}`).join(' ');
  return `case (${expr})::text ${whens} else (${expr})::text end`;
}

/**
 * The studio lists read from their live tables by SQL. The others (lists shown from a draft, or computed by their
 * area's page) register a ComputedExportSource (export-registry.ts).
 */
export const EXPORT_SOURCES = {
  deptDuty: {
    from: 'dept_duties t join departments d on d.id = t.dept_id',
    columns: [
      col('deptCode', '部门编码', 'd.dept_code'),
      col('deptName', '部门名称', 'd.dept_name'),
      col('dutyCode', '职责编码', 't.duty_code'),
      col('dutyName', '职责名称', 't.duty_name'),
      col('dutyType', '职责类型', 't.duty_type'),
      col('basis', '设定依据', 't.basis'),
      col('content', '职责描述', 't.content'),
      col('isPublic', '是否公开', "case when t.is_public then '是' else '否' end"),
      col('sort', '排序', 't.sort', 'number'),
      col('updatedAt', '更新时间', 't.updated_at', 'date'),
    ],
    keywordExprs: ['t.duty_name', 't.content', 't.duty_code'],
    keywordKeys: ['dutyName'],
    scopeExpr: 't.dept_id',
    typeExpr: 't.duty_type',
  },
  department: {
    from: 'departments t left join departments p on p.id = t.parent_id',
    columns: [
      col('deptCode', '部门编码', 't.dept_code'),
      col('deptName', '部门名称', 't.dept_name'),
      col('deptNameEn', '部门英文名称', 't.dept_name_en'),
      col('parentCode', '上级部门编码', "coalesce(p.dept_code, '')"),
      col('deptCategory', '部门分类', 't.dept_category'),
      col('leader', '负责人', 't.leader'),
      col('phone', '联系电话', 't.phone'),
      col('location', '办公地点', 't.location'),
      col('sort', '排序', 't.sort', 'number'),
    ],
    keywordExprs: ['t.dept_name', 't.dept_code'],
    keywordKeys: ['deptName'],
    scopeExpr: 't.parent_id',
    typeExpr: 't.dept_category',
  },
  service: {
    from: 'services t join departments d on d.id = t.service_dept_id',
    idExpr: 't.service_id',
    columns: [
      // The import's key (service-import.ts): an exported file imports back as updates.
      col('serviceCode', '服务编码', 't.service_id'),
      col('serviceName', '服务名称', 't.service_name'),
      col('serviceNameEn', '服务英文名称', 't.service_name_en'),
      col('deptCode', '服务部门编码', 'd.dept_code'),
      col('deptName', '服务部门', 'd.dept_name'),
      // Codes as the studio shows them; the import reads labels and codes alike.
      col('serviceType', '服务类型', labelled('t.service_type', SERVICE_KIND_LABELS)),
      col('accessWay', '访问方式', labelled('t.access_way', ACCESS_WAY_LABELS)),
      col('openWay', '打开方式', labelled('t.open_way', OPEN_WAY_LABELS)),
      col('serviceUrl', '服务地址', 't.service_url'),
      col('status', '状态', "case when t.status = 1 then '上架' else '下架' end"),
      col('visitCount', '访问量', 't.visit_count', 'number'),
      col('releasedAt', '发布时间', 't.released_at', 'date'),
    ],
    keywordExprs: ['t.service_name', 't.service_id'],
    keywordKeys: ['serviceName'],
    scopeExpr: 't.service_dept_id',
    typeExpr: 't.service_type',
    formFilters: { serviceType: 't.service_type', deptId: 't.service_dept_id', status: 't.status' },
    // serverCenter/adminPage's orders (catalogue-lists/services/service-page.ts).
    order: {
      exprs: {
        sort: 't.sort', serviceCode: 't.service_id', serviceName: 't.service_name', deptName: 'd.dept_name', serviceType: 't.service_type',
        status: 't.status', visitCount: 't.visit_count', releasedAt: 't.released_at',
      } satisfies Record<ServiceSortField, string>,
      byDefault: 'sort' satisfies ServiceSortField,
    },
  },
  user: {
    from: 'users t join roles r on r.id = t.role_id',
    columns: [
      col('account', '账号', 't.account'),
      col('realName', '姓名', 't.real_name'),
      col('nickName', '昵称', 't.nick_name'),
      col('roleName', '角色', 'r.name'),
      col('deptName', '部门', 't.dept_name'),
      col('createdAt', '创建时间', 't.created_at', 'date'),
    ],
    keywordExprs: ['t.account', 't.real_name'],
    keywordKeys: ['realName', 'account'],
    typeExpr: 'r.role_type',
    formFilters: { roleType: 'r.role_type' },
    // userManage/page's orders (catalogue-lists/services/user-page.ts).
    order: {
      exprs: { account: 't.account', realName: 't.real_name', roleName: 'r.name', deptName: 't.dept_name', createdAt: 't.created_at' } satisfies Record<UserSortField, string>,
      byDefault: 'account' satisfies UserSortField,
    },
  },
} satisfies Partial<Record<SpreadsheetListName, ExportSource>>;

/** A list's SQL source, or undefined for a list whose area registers a computed one. */
export function sqlExportSource(list: SpreadsheetListName): ExportSource | undefined {
  return (EXPORT_SOURCES as Partial<Record<SpreadsheetListName, ExportSource>>)[list];
}

/**
 * A list whose rows code computes instead of one FROM clause: the efficiency tables (ADR 010), small and read
 * through the efficiency services under the caller's visibility. `resolve` runs in the call, where the caller is
 * known: it decides what they may see (refusing as the efficiency calls do) and answers a JSON view, which the job
 * keeps and later reads the rows from, exactly as the caller would have.
 */
export interface ComputedExportSource<V> {
  resolve(db: Db, filter: ExportFilter, user: AuthUser, now: number): Promise<V>;
  /** A stored view read back from a job (jsonb is parsed again, not trusted blindly); null when it is not one. */
  parseView(stored: unknown): V | null;
  columns(view: V): readonly ExportField[];
  count(db: Db, view: V): Promise<number>;
  /** The rows' cells in `columns` order, page by page, after the first `skip` pages (an export resuming). */
  pages(db: Db, view: V, skip: number): AsyncIterable<unknown[][]>;
}

/** What a job or a count selects: the range of EXP-02 and the page's search. */
export interface ExportFilter {
  tenantId: string;
  dataRange: 1 | 2 | 3;
  choiceDataIds: string[];
  form: SearchForm;
  type?: string;
  id?: string;
}

function keywordOf(source: ExportSource, form: SearchForm): string {
  for (const key of ['keyword', ...source.keywordKeys]) {
    const value = form[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return '';
}

const idOf = (source: ExportSource) => source.idExpr ?? 't.id';

/** The WHERE clause of a filter; dataRange 1 ignores the search, 3 keeps only the checked ids. */
function whereOf(source: ExportSource, filter: ExportFilter): SQL {
  const parts: SQL[] = [sql`t.tenant_id = ${filter.tenantId}`];
  if (filter.id && source.scopeExpr) parts.push(sql`${sql.raw(source.scopeExpr)} = ${filter.id}`);
  if (filter.dataRange === 2) {
    const word = keywordOf(source, filter.form);
    if (word !== '') {
      const pattern = containsPattern(word);
      parts.push(sql`(${sql.join(source.keywordExprs.map((e) => sql`${sql.raw(e)} ilike ${pattern}`), sql` or `)})`);
    }
    if (filter.type && source.typeExpr) parts.push(sql`${sql.raw(source.typeExpr)} = ${filter.type}`);
    for (const [key, expr] of Object.entries(source.formFilters ?? {})) {
      const value = filter.form[key];
      if ((typeof value === 'string' && value !== '') || typeof value === 'number') parts.push(sql`${sql.raw(expr)}::text = ${String(value)}`);
    }
  }
  if (filter.dataRange === 3) {
    if (filter.choiceDataIds.length === 0) parts.push(sql`false`);
    else parts.push(sql`${sql.raw(idOf(source))} in (${sql.join(filter.choiceDataIds.map((id) => sql`${id}`), sql`, `)})`);
  }
  return sql.join(parts, sql` and `);
}

/** Rows of a raw query, whichever driver answered (node-postgres and PGlite both answer `{ rows }`). */
function rowsOf(result: unknown): Array<Record<string, unknown>> {
  const rows = (result as { rows?: unknown }).rows;
  return Array.isArray(rows) ? (rows as Array<Record<string, unknown>>) : [];
}

export async function countRows(db: Db, source: ExportSource, filter: ExportFilter): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from ${sql.raw(source.from)} where ${whereOf(source, filter)}`);
  return Number(rowsOf(result)[0]?.n ?? 0);
}

/**
 * The order a request's form asks of a source with orders (its `sort` and `order` keys, as the page sends them): a
 * field outside the allow-list is the page's own order, as the page treats it. None for a source without orders.
 */
export function exportOrderOf(source: ExportSource, form: SearchForm): ExportOrder | undefined {
  if (!source.order) return undefined;
  const asked = form.sort;
  const field = typeof asked === 'string' && Object.hasOwn(source.order.exprs, asked) ? asked : source.order.byDefault;
  return { field, desc: form.order === 'DESC' };
}

/** Where a page of rows starts: after the last row written, by its key and, for an ordered export, its sort value. */
export interface RowCursor {
  afterId: string;
  /** The last row's sort value as text (PostgreSQL reads it back as the column's type); absent before the first row. */
  afterKey?: string;
}

/**
 * The next page of rows after the cursor (keyset: every page costs the same, however deep): in the key's order, or,
 * for an ordered export, by the sort expression then the key — `(expr, id) > (k, i)` written out, since a descending
 * sort still breaks ties by ascending key as the page does. Each row's cells come as one JSON array: PGlite's driver
 * copies and decodes every field of a result on its own, which was the export's largest cost after exceljs at ten
 * columns (one field per row is parsed natively by JSON.parse).
 */
export async function pageRows(
  db: Db,
  source: ExportSource,
  columns: ExportColumn[],
  filter: ExportFilter,
  cursor: RowCursor,
  limit: number,
  order?: ExportOrder,
): Promise<Array<{ id: string; key: string | null; cells: unknown[] }>> {
  const selected = sql.join(
    columns.map((c) => sql.raw(c.expr)),
    sql`, `,
  );
  const id = sql.raw(idOf(source));
  const exprText = order ? source.order?.exprs[order.field] : undefined;
  let result: unknown;
  if (order && exprText !== undefined) {
    const expr = sql.raw(`(${exprText})`);
    const beyond = order.desc ? sql`<` : sql`>`;
    // The leading `expr >= key` (`<=` descending) follows from the rest; it is there for the planner, which cannot
    // start an index scan at an OR: without it every page scanned the index from its start up to the cursor, so a
    // page deep into 100,000 users cost five times the first.
    const from = order.desc ? sql`<=` : sql`>=`;
    const after = cursor.afterKey === undefined
      ? sql`true`
      : sql`(${expr} ${from} ${cursor.afterKey} and (${expr} ${beyond} ${cursor.afterKey} or (${expr} = ${cursor.afterKey} and ${id} > ${cursor.afterId})))`;
    result = await db.execute(
      sql`select ${id} as id, ${expr}::text as sort_key, json_build_array(${selected}) as cells from ${sql.raw(source.from)} where ${whereOf(source, filter)} and ${after} order by ${expr} ${order.desc ? sql`desc` : sql`asc`}, ${id} limit ${limit}`,
    );
  } else {
    result = await db.execute(
      sql`select ${id} as id, null as sort_key, json_build_array(${selected}) as cells from ${sql.raw(source.from)} where ${whereOf(source, filter)} and ${id} > ${cursor.afterId} order by ${id} limit ${limit}`,
    );
  }
  return rowsOf(result).map((row) => ({
    id: String(row.id),
    key: row.sort_key === null || row.sort_key === undefined ? null : String(row.sort_key),
    cells: Array.isArray(row.cells) ? (row.cells as unknown[]) : [],
  }));
}
