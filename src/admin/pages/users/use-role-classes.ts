import { useMemo } from 'react';
import { getRoleListClass } from '../../../shared/api/catalogue/studio-lists';
import { useCallQuery } from '../../data-provider/use-call';

const NO_CHOICES: Array<{ id: string; name: string }> = [];

/**
 * The tenant's role classes (role types) as select choices. The classes, not the roles under them: the list and
 * the export filter by role type. Empty until loaded, and when the call fails (the select then offers nothing).
 */
export function useRoleClassChoices(): Array<{ id: string; name: string }> {
  const classes = useCallQuery(getRoleListClass, {});
  const answer = classes.isError ? undefined : classes.data;
  return useMemo(() => answer?.map((c) => ({ id: c.dictKey, name: c.dictValue })) ?? NO_CHOICES, [answer]);
}
