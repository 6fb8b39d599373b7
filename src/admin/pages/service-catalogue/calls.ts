import { servicePage } from '../../../shared/api/catalogue/catalogue-lists';
import {
  SERVICE_SORT_FIELDS, SERVICE_STATUS_FILTERS, type ServicePageRequest, type ServiceRow, type ServiceSortField,
} from '../../../shared/schema/catalogue-lists';
import { SERVICE_KINDS } from '../../../shared/schema/studio-lists';
import { defineResource } from '../../data-provider/resource-calls';
import { SEARCH_FILTER, type ListQuery } from '../../data-provider/list-query';

/** A service as react-admin holds it: its id is its code. */
export type ServiceRecord = ServiceRow & { id: string };

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const oneOf = <T extends string>(known: readonly T[], value: unknown): T | '' => (known.find((k) => k === value) ?? '');

/**
 * The page's filters under the keys the export's "current search" reads too (the toolbar sends the filter values as
 * formInline): q (the search box, sent as keyword), serviceType, deptId, status.
 */
function servicePageRequest(query: ListQuery): ServicePageRequest {
  const sort = SERVICE_SORT_FIELDS.find((f): f is ServiceSortField => f === query.sort.field) ?? 'sort';
  return {
    current: query.page,
    size: Math.min(query.perPage, 100),
    keyword: text(query.filter[SEARCH_FILTER]),
    serviceType: oneOf(SERVICE_KINDS, query.filter.serviceType),
    deptId: text(query.filter.deptId),
    status: oneOf(SERVICE_STATUS_FILTERS, query.filter.status),
    sort,
    order: query.sort.order,
  };
}

/** serverCenter/adminPage: read-only here; services change through the import (and the catalogue's own tools). */
export const serviceCatalogueCalls = defineResource<ServiceRecord, typeof servicePage, typeof servicePage, typeof servicePage, typeof servicePage, typeof servicePage>({
  list: {
    kind: 'paged',
    call: servicePage,
    request: servicePageRequest,
    page: (result) => ({ records: result.records.map((r) => ({ ...r, id: r.serviceCode })), total: result.total }),
  },
});
