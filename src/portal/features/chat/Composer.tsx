import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { CHAT_IMAGE_MIMES, CHAT_TEXT_MAX } from '../../../shared/schema/chat';
import { useServices } from '../../app/services';
import { useButtonGuard } from '../../../ui/use-button-guard';
import { useTranslation } from '../../lib/i18n-react';
import { useServerMessage } from '../../lib/use-server-message';
import { SensitiveWordDialog, sensitiveWordRefusal, type SensitiveWordRefusal } from '../ratings';
import { chatStoreOf, type PeerRef } from './chat-store';
import { ImageFileError, prepareImage } from './image-file';
import { errorMessage } from '../../../shared/api/error-message';

export interface ComposerProps {
  peer: PeerRef;
  /** Kept by the drawer, so it survives switching conversations and a refused send. */
  draft: string;
  onDraft(text: string): void;
}

type Problem = { kind: 'server'; message: string } | { kind: 'text'; key: 'imageType' | 'imageTooLarge' | 'imageUnreadable' };

/**
 * The message box: Enter sends, Shift+Enter starts a new line (and Enter while an input method is composing picks
 * the candidate, never sends). Images go as base64 (ADR 007), scaled down when large. SHELL-09 guards both
 * buttons; SHELL-10's refusal shows its dialog and keeps the draft.
 */
export function Composer({ peer, draft, onDraft }: ComposerProps) {
  const { t } = useTranslation();
  const localise = useServerMessage();
  const s = useServices();
  const store = chatStoreOf(s);
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [refusal, setRefusal] = useState<SensitiveWordRefusal | null>(null);

  const failed = (error: unknown): void => {
    const words = sensitiveWordRefusal(error);
    if (words) {
      setRefusal(words);
      return;
    }
    if (error instanceof ImageFileError) {
      setProblem({ kind: 'text', key: error.problem === 'type' ? 'imageType' : error.problem === 'size' ? 'imageTooLarge' : 'imageUnreadable' });
      return;
    }
    setProblem({ kind: 'server', message: errorMessage(error) });
  };

  const sendText = useButtonGuard(async () => {
    const content = draft.trim();
    if (content === '') return;
    setProblem(null);
    try {
      await store.send({ toId: peer.id, mpType: peer.mpType, type: 'text', content });
      onDraft('');
    } catch (error) {
      failed(error);
    }
  });

  const sendImage = useButtonGuard(async (chosen: File) => {
    setProblem(null);
    try {
      const image = await prepareImage(chosen);
      await store.send({ toId: peer.id, mpType: peer.mpType, type: 'image', image });
    } catch (error) {
      failed(error);
    }
  });

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    sendText.onClick();
  }

  const problemText = problem === null ? null
    : problem.kind === 'text' ? t(`chatPanel.${problem.key}`)
      : t('chatPanel.sendFailed', { reason: localise(problem.message) });

  return (
    <div className="ch-composer">
      {problemText ? <p id={errorId} className="ch-composer__error" role="alert">{problemText}</p> : null}
      {sendImage.disabled ? <p className="ch-composer__pending" role="status"><span className="sh-spinner" aria-hidden="true" />{t('chatPanel.imagePending')}</p> : null}
      <label className="sh-visually-hidden" htmlFor={inputId}>{t('chatPanel.inputLabel')}</label>
      <textarea
        ref={input}
        id={inputId}
        className="ch-composer__input"
        rows={2}
        value={draft}
        maxLength={CHAT_TEXT_MAX}
        placeholder={t('chatPanel.inputPlaceholder')}
        aria-describedby={problemText ? errorId : undefined}
        onChange={(event) => onDraft(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className="ch-composer__actions">
        <input
          ref={file}
          type="file"
          className="sh-visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          accept={CHAT_IMAGE_MIMES.join(',')}
          data-testid="chat-image-input"
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            // Emptied, so choosing the same file again still sends it.
            event.target.value = '';
            if (chosen) sendImage.onClick(chosen);
          }}
        />
        <button
          type="button"
          className="ch-composer__image"
          disabled={sendImage.disabled}
          onClick={() => file.current?.click()}
        >
          {t('chatPanel.sendImage')}
        </button>
        <button
          type="button"
          className="sh-button ch-composer__send"
          disabled={sendText.disabled || draft.trim() === ''}
          onClick={() => sendText.onClick()}
        >
          {sendText.disabled ? t('chatPanel.sending') : t('chatPanel.send')}
        </button>
      </div>
      {refusal ? (
        <SensitiveWordDialog
          refusal={refusal}
          onClose={() => {
            setRefusal(null);
            input.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}
