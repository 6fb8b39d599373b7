import { efficiencyStudio } from '../../../shared/api/catalogue/efficiency';
import type { ReportConfig } from '../../../shared/schema/efficiency';
import { defineResource } from '../../data-provider/resource-calls';

type Draft = typeof efficiencyStudio.draft;

/** The page talks to its calls itself; the data provider lists the draft's blocks only for react-admin's registration. */
export const efficiencyConfigCalls = defineResource<ReportConfig['blocks'][number] & { id: string }, Draft, Draft, Draft, Draft, Draft>({
  list: { kind: 'whole', call: efficiencyStudio.draft, request: () => ({}), records: (state) => state.body.blocks.map((b) => ({ ...b, id: b.key })) },
});
