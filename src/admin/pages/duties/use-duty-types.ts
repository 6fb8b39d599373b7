import { useEffect, useState } from 'react';
import { dutyConfigIsDutyTypeMust } from '../../../shared/api/catalogue/dept-duty-config';
import type { DutyTypeMust } from '../../../shared/schema/three-lists';
import { useStudioProps } from '../../studio-props';

/** isDutyTypeMust: the duty types and whether a duty must have one; null until read (or when the read failed). */
export function useDutyTypes(): DutyTypeMust | null {
  const { blade } = useStudioProps().clients;
  const [types, setTypes] = useState<DutyTypeMust | null>(null);
  useEffect(() => {
    let current = true;
    // A failed read leaves the select with the shared schema's types only; saving still checks on the server.
    blade.call(dutyConfigIsDutyTypeMust, {}, { silent: true }).then((answer) => { if (current) setTypes(answer); }, () => undefined);
    return () => { current = false; };
  }, [blade]);
  return types;
}
