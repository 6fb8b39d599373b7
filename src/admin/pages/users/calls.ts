import { userPage } from '../../../shared/api/catalogue/catalogue-lists';
import { USER_SORT_FIELDS, type UserPageRequest, type UserRow, type UserSortField } from '../../../shared/schema/catalogue-lists';
import { defineResource } from '../../data-provider/resource-calls';
import { SEARCH_FILTER, type ListQuery } from '../../data-provider/list-query';

/** A user as react-admin holds them: the id is the user's. */
export type UserRecord = UserRow & { id: string };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The filters under the keys the export's "current search" reads too: q (sent as keyword) and roleType. */
function userPageRequest(query: ListQuery): UserPageRequest {
  return {
    current: query.page,
    size: Math.min(query.perPage, 100),
    keyword: text(query.filter[SEARCH_FILTER]),
    roleType: text(query.filter.roleType),
    sort: USER_SORT_FIELDS.find((f): f is UserSortField => f === query.sort.field) ?? 'account',
    order: query.sort.order,
  };
}

/** userManage/page: read-only here; users are added and changed by the import. */
export const studioUserCalls = defineResource<UserRecord, typeof userPage, typeof userPage, typeof userPage, typeof userPage, typeof userPage>({
  list: {
    kind: 'paged',
    call: userPage,
    request: userPageRequest,
    page: (result) => ({ records: result.records.map((r) => ({ ...r, id: r.userId })), total: result.total }),
  },
});
