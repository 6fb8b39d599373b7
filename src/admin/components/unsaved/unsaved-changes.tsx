import { createContext, use, useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Typography } from '@mui/material';
import { ConfirmDialog } from '../drafts/ConfirmDialog';
import { useStudioTranslation } from '../../i18n/use-studio-translation';
import { registerTexts, type SameKeys } from '../../../shared/i18n';

const zhCN = { title: '有未保存的修改', body: '离开后，本页未保存的修改将丢失。确定离开吗？', leave: '离开' };
const en: SameKeys<typeof zhCN> = { title: 'Unsaved changes', body: 'The changes on this page that are not saved will be lost. Leave anyway?', leave: 'Leave' };
registerTexts('studioUnsaved', { 'zh-CN': zhCN, en });
declare module '../../../shared/i18n/translator' {
  interface TextRegistry {
    studioUnsaved: typeof zhCN;
  }
}

interface UnsavedChanges {
  /** Marks the form `id` as holding unsaved changes (or not). */
  mark(id: string, dirty: boolean): void;
  /** Runs `leave` at once when nothing is unsaved, else after the operator confirms in the one dialog. */
  guard(leave: () => void): void;
}

const UnsavedChangesContext = createContext<UnsavedChanges | null>(null);

/** True when some form holds unsaved changes: the pure rule the provider and its tests share. */
export function anyDirty(marks: ReadonlyMap<string, boolean>): boolean {
  for (const dirty of marks.values()) if (dirty) return true;
  return false;
}

/**
 * The studio's one unsaved-changes dialog: every move inside the studio (menu, entry tabs, the jobs page) goes through
 * `guard`, and while any form is dirty the browser's own question guards a reload or closing the tab.
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const { t } = useStudioTranslation();
  const marks = useRef(new Map<string, boolean>());
  const [pending, setPending] = useState<(() => void) | null>(null);
  const onBeforeUnload = useCallback((event: BeforeUnloadEvent) => {
    if (!anyDirty(marks.current)) return;
    event.preventDefault();
    // Older browsers show the question only when a value is set.
    event.returnValue = '';
  }, []);
  useEffect(() => {
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [onBeforeUnload]);
  const value = useMemo<UnsavedChanges>(() => ({
    mark: (id, dirty) => {
      if (dirty) marks.current.set(id, true);
      else marks.current.delete(id);
    },
    guard: (leave) => {
      if (!anyDirty(marks.current)) leave();
      else setPending(() => leave);
    },
  }), []);
  return (
    <UnsavedChangesContext value={value}>
      {children}
      {pending !== null ? (
        <ConfirmDialog
          title={t('studioUnsaved.title')}
          confirmLabel={t('studioUnsaved.leave')}
          onClose={() => setPending(null)}
          onConfirm={async () => {
            marks.current.clear();
            setPending(null);
            pending();
          }}
        >
          <Typography>{t('studioUnsaved.body')}</Typography>
        </ConfirmDialog>
      ) : null}
    </UnsavedChangesContext>
  );
}

/** The one hook: a form says whether it holds unsaved changes; leaving the studio page then asks first. */
export function useUnsavedChanges(dirty: boolean): void {
  const context = use(UnsavedChangesContext);
  const id = useId();
  useEffect(() => {
    context?.mark(id, dirty);
    return () => context?.mark(id, false);
  }, [context, id, dirty]);
}

/** Moves that may leave a dirty form: they run after the operator's confirmation when one is dirty. */
export function useGuardedLeave(): (leave: () => void) => void {
  const context = use(UnsavedChangesContext);
  return useCallback((leave: () => void) => (context ? context.guard(leave) : leave()), [context]);
}
