import { dutyConfigIsDutyTypeMust } from '../../../shared/api/catalogue/dept-duty-config';
import type { DutyTypeMust } from '../../../shared/schema/three-lists';
import { useCallQuery } from '../../data-provider/use-call';

/** isDutyTypeMust: the duty types and whether a duty must have one; null until read (or when the read failed). */
export function useDutyTypes(): DutyTypeMust | null {
  // A failed read leaves the select with the shared schema's types only; saving still checks on the server.
  const types = useCallQuery(dutyConfigIsDutyTypeMust, {});
  return types.isError ? null : types.data ?? null;
}
