import { z } from 'zod/mini';

/**
 * The order of a server-paged studio list: a column from the list's own allow-list (never a column name taken from
 * the request) and a direction. No field means the list's own order; every order ends in the list's own order and
 * then the id, so equal values keep one place and pages never overlap.
 */

const SORT_ORDERS = ['ASC', 'DESC'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The direction; ascending unless asked. */
export const sortOrderSchema = z._default(z.enum(SORT_ORDERS, '排序方向只能是 ASC 或 DESC'), 'ASC');

/** The column a list may be ordered by, one of `fields`; absent for the list's own order. */
export function sortFieldSchema<const F extends readonly [string, ...string[]]>(fields: F) {
  return z.optional(z.enum(fields, '不支持按该字段排序'));
}

/** A list's order as its page hook holds it. */
export interface ListSort<F extends string> {
  field: F;
  order: SortOrder;
}
