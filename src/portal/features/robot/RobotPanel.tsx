import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { ServiceOpenerProvider } from '../../app/service-opener';
import { ChatView } from './ChatView';
import { FeedbackForm, type FeedbackDraft } from './FeedbackForm';
import './panel-texts';
import './robot.css';

export interface RobotPanelProps {
  /** The robot's name from the ROUTE-05 config. */
  name: string;
  /** The configured greeting from the same config, shown until greet answers (or if it fails). */
  configGreeting: string;
  onClose(): void;
}

/**
 * The chat panel: a non-modal dialog at the bottom right (full screen on a phone). The page behind stays usable;
 * Esc or 关闭 closes it and the launcher takes the focus back. The chat and the feedback form share its body.
 */
export default function RobotPanel({ name, configGreeting, onClose }: RobotPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  const [draft, setDraft] = useState<FeedbackDraft | null>(null);

  const formOpen = draft !== null;
  useEffect(() => {
    // Into the question box, where the user is most likely going: on opening, and back from the feedback form.
    if (!formOpen) panel.current?.querySelector<HTMLElement>('.rb-composer__input')?.focus();
  }, [formOpen]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    // A dialog opened from the panel (SHELL-10's, a service frame) lives in <body> but bubbles through React: its Esc
    // is its own.
    if (!(event.target instanceof Node) || !panel.current?.contains(event.target)) return;
    event.preventDefault();
    onClose();
  }

  return (
    <ServiceOpenerProvider>
      <section ref={panel} className="rb-panel" role="dialog" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <header className="rb-panel__head">
          <span className="rb-panel__avatar" aria-hidden="true">{name.slice(0, 1)}</span>
          <h2 className="rb-panel__title" id={titleId}>{draft ? t('robotChat.form.title') : name}</h2>
          <button type="button" className="rb-panel__close" aria-label={t('robotChat.close')} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        {/* The chat stays mounted under the form, so its scroll position and half-typed question survive. */}
        <div className="rb-panel__view" hidden={draft !== null}>
          <ChatView name={name} configGreeting={configGreeting} onFeedback={setDraft} />
        </div>
        {draft ? <FeedbackForm draft={draft} onDone={() => setDraft(null)} /> : null}
      </section>
    </ServiceOpenerProvider>
  );
}
