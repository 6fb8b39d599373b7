/**
 * The frames this portal hosts right now (the embedded pages and the dialogs' frames), with the origin each was
 * opened at. Only these may ask the portal for anything (DLG-02), and closeDialogEvent goes only to them (DLG-01).
 */
export interface HostedFrame {
  /** The frame's window; the same object for the frame's whole life, whatever it navigates to. */
  window(): Window | null;
  /** The origin of the configured address: messages are accepted from, and posted to, that origin only. */
  origin: string;
  /** The dialog (DLG-01) the frame shows, if any. */
  dialogId?: string;
}

export interface FrameRegistry {
  /** Adds a frame; the returned function removes it (when the frame unmounts). */
  add(frame: HostedFrame): () => void;
  /** The hosted frame whose window sent a message from `origin`, or null: a stranger, or a frame gone elsewhere. */
  senderOf(source: unknown, origin: string): HostedFrame | null;
  /** The frame of a dialog, the most recently added when several show it (a page and its dialog). */
  ofDialog(dialogId: string): HostedFrame | null;
}

export function createFrameRegistry(): FrameRegistry {
  const frames = new Set<HostedFrame>();
  return {
    add(frame) {
      frames.add(frame);
      return () => { frames.delete(frame); };
    },
    senderOf(source, origin) {
      if (source === null || source === undefined) return null;
      for (const frame of frames) {
        const win = frame.window();
        if (win !== null && win === source && frame.origin === origin) return frame;
      }
      return null;
    },
    ofDialog(dialogId) {
      let found: HostedFrame | null = null;
      for (const frame of frames) if (frame.dialogId === dialogId) found = frame;
      return found;
    },
  };
}
