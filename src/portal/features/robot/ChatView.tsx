import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
import { greet, questionSceneList, recommendList } from '../../../shared/api/catalogue/robot';
import { QUESTION_TEXT_MAX, type Greet, type QuestionBrief, type QuestionScene } from '../../../shared/schema/robot';
import { useServices } from '../../app/services';
import { useButtonGuard } from '../../../ui/use-button-guard';
import { useTranslation } from '../../lib/i18n-react';
import { useServerMessage } from '../../lib/use-server-message';
import { SensitiveWordDialog, type SensitiveWordRefusal } from '../ratings';
import type { FeedbackDraft } from './FeedbackForm';
import { MessageItem } from './MessageItem';
import { useRobotChat, type AskOutcome } from './use-robot-chat';

interface Intro {
  greet: Greet | null;
  recommended: QuestionBrief[];
  scenes: QuestionScene[];
}

/**
 * The conversation: the greeting with recommended questions and scenes as chips, the messages as a log, and the
 * question box. Each part of the intro is optional: a failed greeting falls back to the configured one, and
 * missing chips leave the box, which is what matters.
 */
export function ChatView({ name, configGreeting, onFeedback }: {
  name: string; configGreeting: string; onFeedback(draft: FeedbackDraft): void;
}) {
  const { t } = useTranslation();
  const s = useServices();
  const chat = useRobotChat();
  const signedIn = useSyncExternalStore(s.auth.subscribe, s.auth.isSignedIn);
  const intro = useIntro();
  const log = useRef<HTMLDivElement>(null);

  // The newest message in view, as in any chat.
  useEffect(() => {
    const el = log.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [chat.messages.length]);

  const choose = useButtonGuard((question: QuestionBrief) => chat.choose(question));
  const openScene = useButtonGuard((scene: QuestionScene) => chat.openScene(scene));

  const g = intro?.greet;
  const salutation = g ? (g.userName ? t('robotChat.greeting', { salutation: g.salutation, name: g.userName }) : t('robotChat.greetingVisitor', { salutation: g.salutation })) : null;

  return (
    <>
      <div className="rb-log" ref={log} role="log" aria-live="polite" aria-label={t('robotChat.log')} tabIndex={0}>
        <div className="rb-msg rb-msg--robot">
          <div className="rb-bubble">
            {salutation ? <p className="rb-bubble__strong">{salutation}</p> : null}
            <p>{t('robotChat.intro', { name, greeting: g?.greeting || configGreeting })}</p>
            {intro && intro.recommended.length > 0 ? (
              <ChipGroup title={t('robotChat.recommend')}>
                {intro.recommended.map((q) => (
                  <li key={q.questionId}>
                    <button type="button" className="rb-chip" disabled={choose.disabled} onClick={() => choose.onClick(q)}>{q.question}</button>
                  </li>
                ))}
              </ChipGroup>
            ) : null}
            {intro && intro.scenes.length > 0 ? (
              <ChipGroup title={t('robotChat.scenes')}>
                {intro.scenes.map((scene) => (
                  <li key={scene.sceneId}>
                    <button type="button" className="rb-chip rb-chip--scene" disabled={openScene.disabled} onClick={() => openScene.onClick(scene)}>
                      {scene.sceneName}
                    </button>
                  </li>
                ))}
              </ChipGroup>
            ) : null}
          </div>
        </div>
        {chat.messages.map((message) => (
          <MessageItem key={message.id} message={message} robotName={name} chat={chat} signedIn={signedIn} onFeedback={onFeedback} onChoose={choose} />
        ))}
      </div>
      <Composer ask={chat.ask} />
    </>
  );
}

function ChipGroup({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <div className="rb-chips">
      <p className="rb-chips__title" id={id}>{title}</p>
      <ul className="rb-chips__list" aria-labelledby={id}>{children}</ul>
    </div>
  );
}

/** The greeting, recommended questions and scenes, fetched side by side; each one failing on its own. */
function useIntro(): Intro | null {
  const s = useServices();
  const [intro, setIntro] = useState<Intro | null>(null);
  useEffect(() => {
    let live = true;
    const opts = { silent: true } as const;
    void Promise.allSettled([
      s.blade.call(greet, {}, opts),
      s.blade.call(recommendList, { size: 6, sceneId: '' }, opts),
      s.blade.call(questionSceneList, {}, opts),
    ]).then(([g, r, sc]) => {
      if (!live) return;
      setIntro({
        greet: g.status === 'fulfilled' ? g.value : null,
        recommended: r.status === 'fulfilled' ? r.value : [],
        scenes: sc.status === 'fulfilled' ? sc.value.filter((x) => x.questionCount > 0) : [],
      });
    });
    return () => { live = false; };
  }, [s]);
  return intro;
}

/** The question box: Enter or 发送 asks (SHELL-09 guarded); a SHELL-10 refusal keeps the text for editing. */
function Composer({ ask }: { ask(text: string): Promise<AskOutcome> }) {
  const { t } = useTranslation();
  const localise = useServerMessage();
  const inputId = useId();
  const errorId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<SensitiveWordRefusal | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const submit = useCallback(async () => {
    const question = text.trim();
    if (question === '') {
      input.current?.focus();
      return;
    }
    setError(null);
    const outcome = await ask(question);
    if (outcome.kind === 'sent') setText('');
    else if (outcome.kind === 'sensitive') setRefusal(outcome.refusal);
    else setError(t('robotChat.searchFailed', { reason: localise(outcome.message) }));
  }, [text, ask, t, localise]);
  const send = useButtonGuard(submit);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    send.onClick();
  }

  return (
    <form className="rb-composer" onSubmit={onSubmit}>
      {error ? <p className="rb-composer__error" id={errorId} role="alert">{error}</p> : null}
      {send.disabled ? <p className="sh-visually-hidden" role="status">{t('robotChat.sending')}</p> : null}
      <label className="sh-visually-hidden" htmlFor={inputId}>{t('robotChat.inputLabel')}</label>
      <input
        ref={input}
        id={inputId}
        className="rb-composer__input"
        type="text"
        value={text}
        maxLength={QUESTION_TEXT_MAX}
        placeholder={t('robotChat.placeholder')}
        autoComplete="off"
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="sh-button rb-composer__send" disabled={send.disabled || text.trim() === ''}>
        {t('robotChat.send')}
      </button>
      {refusal ? (
        <SensitiveWordDialog refusal={refusal} onClose={() => { setRefusal(null); input.current?.focus(); }} />
      ) : null}
    </form>
  );
}
