import { useEffect, useState } from 'react';
import { getRoleListClass } from '../../../shared/api/catalogue/studio-lists';
import { useStudioProps } from '../../studio-props';

/**
 * The tenant's role classes (role types) as select choices. The classes, not the roles under them: the list and
 * the export filter by role type. Empty until loaded, and when the call fails (the select then offers nothing).
 */
export function useRoleClassChoices(): Array<{ id: string; name: string }> {
  const { clients } = useStudioProps();
  const [choices, setChoices] = useState<Array<{ id: string; name: string }>>([]);
  useEffect(() => {
    let current = true;
    clients.blade.call(getRoleListClass, {}, { silent: true }).then(
      (classes) => { if (current) setChoices(classes.map((c) => ({ id: c.dictKey, name: c.dictValue }))); },
      () => { if (current) setChoices([]); },
    );
    return () => { current = false; };
  }, [clients.blade]);
  return choices;
}
