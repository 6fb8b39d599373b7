import { createContext, useContext } from 'react';
import type { DialogConfig, DialogEntry } from '../../../shared/state/dialogs';
import type { HostedFrame } from './frame-registry';

/** What portal code asks the host to open: the url is a configured one (never taken from a query string). */
export interface OpenDialogInput {
  id: string;
  config: Partial<DialogConfig> & Pick<DialogConfig, 'url'>;
  /** The embedded app told of the close (closeDialogEvent carries it). */
  childId?: string;
  hidden?: boolean;
}

export interface DialogHost {
  /** The open dialogs and pages, in the order they were added (DLG-01). */
  entries: readonly DialogEntry[];
  get(id: string): DialogEntry | undefined;
  /**
   * DLG-01: adds the dialog or page, or replaces the one with the same id. A 'page' also navigates to
   * /iframPage?dialog=<id>. false, with a toast, when the id or the address cannot be opened.
   */
  open(input: OpenDialogInput): boolean;
  /** DLG-01: changes an open entry (its size, title, child, hidden); an unknown id changes nothing. */
  update(id: string, patch: { config?: Partial<DialogConfig>; childId?: string; hidden?: boolean }): void;
  /** DLG-01: removes the entry and sends closeDialogEvent to its frame. */
  close(id: string): void;
  /** Registers a frame this portal shows (see frame-registry.ts); returns its removal. */
  hostFrame(frame: HostedFrame): () => void;
}

export const DialogHostContext = createContext<DialogHost | null>(null);

/**
 * The signed-in shell's dialog host (DialogHostProvider).
 * @example const host = useDialogHost(); host.open({ id: 'apply', config: { openType: 'model', title: '申请', url } });
 */
export function useDialogHost(): DialogHost {
  const host = useContext(DialogHostContext);
  if (!host) throw new Error('useDialogHost needs a DialogHostProvider');
  return host;
}

/** The host when there is one: an embedded page still shows outside the shell (in a test, say), unhosted. */
export function useOptionalDialogHost(): DialogHost | null {
  return useContext(DialogHostContext);
}
