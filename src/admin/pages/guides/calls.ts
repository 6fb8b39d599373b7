import { guideConfigDetail, guideConfigPage, guideConfigRemove, guideConfigSubmit } from '../../../shared/api/catalogue/guide-config';
import type { GuideConfigDetail, GuideConfigRow } from '../../../shared/schema/guide-config';
import { defineResource } from '../../data-provider/resource-calls';
import { SEARCH_FILTER } from '../../data-provider/list-query';

/** A service row of the list, or a guide of the edit form; react-admin's id is the service's. */
export type GuideRecord = (GuideConfigRow | GuideConfigDetail) & { id: string };
type DetailRecord = GuideConfigDetail & { id: string };

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const guideFilter = (value: unknown) => (value === 'with' || value === 'without' ? value : '');

/** guide/manage: the server pages and searches the services; detail answers the draft's guide or a blank one. */
export const guideCalls = defineResource<GuideRecord, typeof guideConfigPage, typeof guideConfigDetail, typeof guideConfigSubmit, typeof guideConfigSubmit, typeof guideConfigRemove>({
  list: {
    kind: 'paged',
    call: guideConfigPage,
    request: (query) => ({ current: query.page, size: Math.min(query.perPage, 100), keyword: text(query.filter[SEARCH_FILTER]), guide: guideFilter(query.filter.guide) }),
    page: (result) => ({ records: result.records.map((r) => ({ ...r, id: r.serviceId })), total: result.total }),
  },
  detail: { call: guideConfigDetail, request: (id) => ({ serviceId: String(id) }), record: (guide) => ({ ...guide, id: guide.serviceId }) },
  submit: {
    call: guideConfigSubmit,
    request: (data, id) => {
      const guide = data as Partial<DetailRecord>;
      return {
        serviceId: String(id ?? guide.serviceId ?? ''),
        conditions: guide.conditions ?? '',
        materials: guide.materials ?? [],
        steps: guide.steps ?? [],
        fees: guide.fees ?? '',
        timeLimit: guide.timeLimit ?? '',
        department: guide.department ?? '',
        location: guide.location ?? '',
        contactPhone: guide.contactPhone ?? '',
        handling: guide.handling ?? 'ONLINE',
        faq: guide.faq ?? [],
      };
    },
    id: (saved) => saved.serviceId,
  },
  remove: { call: guideConfigRemove, request: (id) => ({ serviceId: String(id) }) },
});
