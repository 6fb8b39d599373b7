import { useEffect, useRef, useState } from 'react';
import { useIsMutating } from '@tanstack/react-query';

/**
 * Counts settled saves (react-admin's mutations: saving went from some to none), so a draft bar over react-admin
 * lists reads the draft state again.
 */
export function useSettledSaves(): number {
  const saving = useIsMutating();
  const [edits, setEdits] = useState(0);
  const wasSaving = useRef(false);
  useEffect(() => {
    if (saving > 0) wasSaving.current = true;
    else if (wasSaving.current) {
      wasSaving.current = false;
      setEdits((n) => n + 1);
    }
  }, [saving]);
  return edits;
}
