import { preLoginColumnDetail } from '../../../shared/api/catalogue/prelogin-config';
import type { PreLoginColumn } from '../../../shared/schema/prelogin';
import { defineResource } from '../../data-provider/resource-calls';

type ColumnRecord = PreLoginColumn & { id: string };
type Detail = typeof preLoginColumnDetail;

/**
 * The page talks to its calls itself (sections, draft bar); the data provider only lists the draft's columns, for
 * react-admin's resource registration.
 */
export const preLoginCalls = defineResource<ColumnRecord, Detail, Detail, Detail, Detail, Detail>({
  list: { kind: 'whole', call: preLoginColumnDetail, request: () => ({}), records: (doc) => doc.config.columns.map((c) => ({ ...c, id: c.key })) },
});
