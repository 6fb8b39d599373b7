import { useEffect, useState } from 'react';
import type { CardKind } from '../../../shared/schema/cards';
import { useServices } from '../../app/services';

/** Which change a business system reports (ADR 024) makes a card of each kind load again. */
const PART_OF: Partial<Record<CardKind, 'todos' | 'drafts' | 'messages' | 'applications'>> = {
  TODO: 'todos',
  STAGING_TABLE: 'drafts',
  PERSONAL_MATTERS: 'applications',
  ANNOUNCEMENTS: 'messages',
};

/**
 * A number that grows each time the user's event stream says what a card of `kind` shows has changed: the to-do
 * card when a to-do was opened, moved or closed, the 暂存表 when an application was returned or resumed.
 */
export function useInboxReload(kind: CardKind): number {
  const s = useServices();
  const [version, setVersion] = useState(0);
  const part = PART_OF[kind];
  useEffect(() => {
    if (part === undefined) return undefined;
    return s.events.on('inboxChanged', (parts) => {
      if (parts.includes(part)) setVersion((v) => v + 1);
    });
  }, [s, part]);
  return version;
}
