/**
 * How long a computed page may be served. What a page shows changes in two ways:
 * - the catalogue (services listed, withdrawn, restricted, renamed; guides; synonyms) moves the tenant's version,
 *   and a page of an older version is never served: the instance that made the change answers the new page at once,
 *   the others within a second (or at once with Redis), exactly as the search index does;
 * - visit counts and ratings move all day without a version, since moving it would rebuild the search index on every
 *   click. They are at most this old in a page, on every instance alike, without any message between them.
 * The directory's pages and the cards' shared column data (which list the same services) keep the same bound.
 */
export const PAGE_TTL_MS = 5_000;
