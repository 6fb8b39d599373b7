import type { TextKey, TFunction } from '../../shared/i18n';
import type { DragTexts } from '../components/sortable';

type DragPart = 'instructions' | 'start' | 'over' | 'outside' | 'end' | 'cancel';

/** The registered groups of drag announcements; each has every part of DragTexts (the compiler checks below). */
export type DragTextsKey = 'centres.drag' | 'navigation.drag' | 'helpConfig.drag' | 'cardStudio.drag';

/**
 * The sortable list's announcements from a page's registered texts (`{{name}}`, `{{pos}}`, `{{total}}`).
 * @example useDragAnnouncements(rows, useMemo(() => dragTexts(t, 'centres.drag'), [t]))
 */
export function dragTexts(t: TFunction, prefix: DragTextsKey): DragTexts {
  const key = (part: DragPart): TextKey => `${prefix}.${part}`;
  return {
    instructions: t(key('instructions')),
    start: (name, pos, total) => t(key('start'), { name, pos, total }),
    over: (name, pos, total) => t(key('over'), { name, pos, total }),
    outside: (name) => t(key('outside'), { name }),
    end: (name, pos, total) => t(key('end'), { name, pos, total }),
    cancel: (name, pos) => t(key('cancel'), { name, pos }),
  };
}
