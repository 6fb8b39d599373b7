import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { saveQuestionFeedbackInfo } from '../../../shared/api/catalogue/feedback';
import { questionSceneSelectList } from '../../../shared/api/catalogue/robot';
import { FEEDBACK_DESCRIPTION_MAX, FEEDBACK_QUESTION_MAX } from '../../../shared/schema/feedback';
import type { SceneOption } from '../../../shared/schema/robot';
import { useServices } from '../../app/services';
import { useButtonGuard } from '../../../ui/use-button-guard';
import { useTranslation } from '../../lib/i18n-react';
import { useServerMessage } from '../../lib/use-server-message';
import { useCall } from '../../lib/use-call';
import { SensitiveWordDialog, sensitiveWordRefusal, type SensitiveWordRefusal } from '../ratings';
import { chatMemoryOf } from './chat-memory';
import { errorMessage } from '../../../shared/api/error-message';

/** What the chat hands the form: the unsolved question, its robot record and its scene. */
export interface FeedbackDraft {
  question: string;
  recordId: string;
  sceneId: string;
}

const CONTACT_MAX = 50;

/**
 * 提交反馈 (signed-in users): scene, question, description, contact → saveQuestionFeedbackInfo. SHELL-10 on every
 * free text shows the sensitive-word dialog and keeps what was typed; SHELL-09 guards the submit.
 */
export function FeedbackForm({ draft, onDone }: { draft: FeedbackDraft; onDone(): void }) {
  const { t } = useTranslation();
  const localise = useServerMessage();
  const s = useServices();
  const ids = { scene: useId(), question: useId(), description: useId(), contact: useId(), error: useId(), sceneHint: useId(), contactHint: useId() };
  const [sceneId, setSceneId] = useState(draft.sceneId);
  const [question, setQuestion] = useState(draft.question.slice(0, FEEDBACK_QUESTION_MAX));
  const [description, setDescription] = useState('');
  const [contact, setContact] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<SensitiveWordRefusal | null>(null);
  const scenes = useSceneOptions();
  const first = useRef<HTMLSelectElement>(null);

  useEffect(() => { first.current?.focus(); }, []);

  const submit = useCallback(async () => {
    if (question.trim().length < 2) {
      setError(t('robotChat.form.questionShort'));
      return;
    }
    setError(null);
    try {
      await s.blade.call(saveQuestionFeedbackInfo, {
        question: question.trim(), description: description.trim(), contact: contact.trim(), sceneId, recordId: draft.recordId,
      }, { silent: true });
    } catch (e) {
      const found = sensitiveWordRefusal(e);
      if (found) setRefusal(found);
      else setError(t('robotChat.form.failed', { reason: localise(errorMessage(e)) }));
      return;
    }
    chatMemoryOf(s).add({ kind: 'note', textKey: 'feedbackSaved' });
    onDone();
  }, [question, description, contact, sceneId, draft.recordId, s, t, localise, onDone]);
  const save = useButtonGuard(submit);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    save.onClick();
  }

  return (
    <form className="rb-form" onSubmit={onSubmit} noValidate aria-describedby={error ? ids.error : undefined}>
      <div className="rb-form__body">
        <label className="rb-form__label" htmlFor={ids.scene}>{t('robotChat.form.scene')}</label>
        <select
          ref={first}
          id={ids.scene}
          className="rb-form__control"
          value={sceneId}
          aria-describedby={scenes === 'failed' ? ids.sceneHint : undefined}
          onChange={(e) => setSceneId(e.target.value)}
        >
          <option value="">{t('robotChat.form.sceneNone')}</option>
          {Array.isArray(scenes) ? scenes.map((o) => <option key={o.value} value={o.value}>{o.label}</option>) : null}
        </select>
        {scenes === 'failed' ? <p className="rb-form__hint" id={ids.sceneHint}>{t('robotChat.form.scenesFailed')}</p> : null}

        <label className="rb-form__label" htmlFor={ids.question}>
          {t('robotChat.form.question')} <span className="rb-form__required">（{t('robotChat.form.required')}）</span>
        </label>
        <input
          id={ids.question}
          className="rb-form__control"
          type="text"
          value={question}
          maxLength={FEEDBACK_QUESTION_MAX}
          required
          aria-required="true"
          onChange={(e) => setQuestion(e.target.value)}
        />

        <label className="rb-form__label" htmlFor={ids.description}>{t('robotChat.form.description')}</label>
        <textarea
          id={ids.description}
          className="rb-form__control rb-form__textarea"
          value={description}
          maxLength={FEEDBACK_DESCRIPTION_MAX}
          rows={4}
          placeholder={t('robotChat.form.descriptionHint')}
          onChange={(e) => setDescription(e.target.value)}
        />

        <label className="rb-form__label" htmlFor={ids.contact}>{t('robotChat.form.contact')}</label>
        <input
          id={ids.contact}
          className="rb-form__control"
          type="text"
          inputMode="email"
          value={contact}
          maxLength={CONTACT_MAX}
          aria-describedby={ids.contactHint}
          onChange={(e) => setContact(e.target.value)}
        />
        <p className="rb-form__hint" id={ids.contactHint}>{t('robotChat.form.contactHint')}</p>
        {error ? <p className="sh-form-error" id={ids.error} role="alert">{error}</p> : null}
      </div>
      <div className="rb-form__foot">
        <button type="button" className="sh-link-button" onClick={onDone}>{t('robotChat.form.back')}</button>
        <button type="submit" className="sh-button" disabled={save.disabled}>
          {save.disabled ? t('robotChat.form.submitting') : t('robotChat.form.submit')}
        </button>
      </div>
      {refusal ? <SensitiveWordDialog refusal={refusal} onClose={() => setRefusal(null)} /> : null}
    </form>
  );
}

/** The scene options of the form; 'failed' leaves only 请选择, since the scene is optional. */
function useSceneOptions(): SceneOption[] | 'failed' | null {
  const s = useServices();
  const { state } = useCall(s.blade, questionSceneSelectList, {});
  if (state.status === 'success') return state.data;
  return state.status === 'error' ? 'failed' : null;
}
