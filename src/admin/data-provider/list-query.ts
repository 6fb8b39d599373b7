/** What react-admin asks of a list: one page, in one order, filtered. */
export interface ListQuery {
  page: number;
  perPage: number;
  sort: { field: string; order: 'ASC' | 'DESC' };
  filter: Record<string, unknown>;
}

/** The react-admin filter key of the list's free-text search box. */
export const SEARCH_FILTER = 'q';

function matchesText(record: Record<string, unknown>, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (needle === '') return true;
  return Object.values(record).some((value) => (typeof value === 'string' || typeof value === 'number')
    && String(value).toLowerCase().includes(needle));
}

function matchesFilter(record: Record<string, unknown>, filter: Record<string, unknown>): boolean {
  return Object.entries(filter).every(([key, wanted]) => {
    if (wanted === undefined || wanted === '' || wanted === null) return true;
    if (key === SEARCH_FILTER) return typeof wanted !== 'string' || matchesText(record, wanted);
    const value = record[key];
    if (Array.isArray(wanted)) return wanted.some((w) => String(w) === String(value));
    return String(value) === String(wanted);
  });
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a === undefined || a === null) return b === undefined || b === null ? 0 : 1;
  if (b === undefined || b === null) return -1;
  // Chinese names sort by their pinyin order, as people expect of a list of names.
  return String(a).localeCompare(String(b), 'zh-CN');
}

/**
 * Pages, sorts and filters a whole list that the server answers at once (most configuration lists are short):
 * exact match per filter key (any of an array), the `q` key searching every text and number field.
 */
export function pageOfWholeList<R extends Record<string, unknown>>(records: readonly R[], query: ListQuery): { data: R[]; total: number } {
  const filtered = records.filter((record) => matchesFilter(record, query.filter));
  const { field, order } = query.sort;
  const sorted = field === ''
    ? filtered
    // A stable sort keeps the server's order among equal values.
    : filtered.map((record, index) => ({ record, index }))
      .sort((x, y) => (order === 'DESC' ? -1 : 1) * compare(x.record[field], y.record[field]) || x.index - y.index)
      .map(({ record }) => record);
  const perPage = Math.max(1, query.perPage);
  const start = (Math.max(1, query.page) - 1) * perPage;
  return { data: sorted.slice(start, start + perPage), total: sorted.length };
}
