import { useEffect, useId, useRef, useState } from 'react';
import { rateService } from '../../../shared/api/catalogue/ratings';
import { RATING_COMMENT_MAX, RATING_LABELS_MAX, type MyRating, type QuickLabel } from '../../../shared/schema/ratings';
import { useServices } from '../../app/services';
import { useTranslation } from '../../lib/i18n-react';
import { useButtonGuard } from '../../../ui/use-button-guard';
import { useServerMessage } from '../../lib/use-server-message';
import { Dialog } from '../../components/dialog';
import { QuickLabelPicker } from './QuickLabelPicker';
import { SensitiveWordDialog } from './SensitiveWordDialog';
import { sensitiveWordRefusal, type SensitiveWordRefusal } from './sensitive-word';
import { StarInput } from './StarInput';
import { useQuickLabels } from './use-quick-labels';
import { errorMessage } from '../../../shared/api/error-message';

export interface RatingDialogProps {
  serviceId: string;
  serviceName: string;
  onClose(): void;
  onRated(rating: MyRating): void;
}

/**
 * Rating one use of a service: 1–5 stars, up to five quick labels of that score, a comment of up to 300
 * characters. Submits through rateService behind SHELL-09's guard; a comment with a listed word (SHELL-10) opens
 * the sensitive-word dialog and, when it closes, the comment is still here and focused for editing.
 */
export function RatingDialog({ serviceId, serviceName, onClose, onRated }: RatingDialogProps) {
  const { t } = useTranslation();
  const s = useServices();
  const localise = useServerMessage();
  const scoreLabelId = useId();
  const scoreHintId = useId();
  const commentId = useId();
  const counterId = useId();
  const starsRef = useRef<HTMLDivElement>(null);
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const [score, setScore] = useState<number | null>(null);
  const [picked, setPicked] = useState<string[]>([]);
  const [comment, setComment] = useState('');
  const [scoreMissing, setScoreMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<SensitiveWordRefusal | null>(null);
  // Counts closings of the sensitive-word dialog; each one puts the caret back in the comment.
  const [backToComment, setBackToComment] = useState(0);
  const labels = useQuickLabels(score);

  // Runs after the closed dialog has handed focus back (its own clean-up), so the comment keeps it.
  useEffect(() => {
    if (backToComment > 0) commentRef.current?.focus();
  }, [backToComment]);

  // Labels picked under another score stay remembered but count only when that score's labels are offered.
  const offered = labels.state.status === 'success' ? labels.state.data : [];
  const chosen = picked.filter((id) => offered.some((label) => label.id === id));

  function toggle(label: QuickLabel): void {
    setPicked((list) => {
      if (list.includes(label.id)) return list.filter((id) => id !== label.id);
      return chosen.length >= RATING_LABELS_MAX ? list : [...list, label.id];
    });
  }

  function chooseScore(next: number): void {
    setScore(next);
    setScoreMissing(false);
  }

  const submit = useButtonGuard(async () => {
    if (score === null) {
      setScoreMissing(true);
      starsRef.current?.querySelector<HTMLElement>('[role="radio"][tabindex="0"]')?.focus();
      return;
    }
    setFailure(null);
    try {
      // silent: a refusal is shown here (the sensitive-word dialog or the line above the buttons), never twice.
      const rating = await s.blade.call(rateService, { serviceId, score, labelIds: chosen, comment }, { silent: true });
      onRated(rating);
    } catch (error) {
      const sensitive = sensitiveWordRefusal(error);
      if (sensitive) setRefusal(sensitive);
      else setFailure(errorMessage(error));
    }
  });

  const footer = (
    <>
      <button type="button" className="sh-button sh-button--secondary" onClick={onClose}>{t('ratings.rate.cancel')}</button>
      <button type="button" className="sh-button" onClick={submit.onClick} disabled={submit.disabled}>
        {submit.disabled ? t('ratings.rate.submitting') : t('ratings.rate.submit')}
      </button>
    </>
  );

  return (
    <Dialog size="medium" title={t('ratings.rate.dialogTitle', { name: serviceName })} onClose={onClose} footer={footer}>
      <div className="rt-form">
        <div className="rt-field" ref={starsRef}>
          <span id={scoreLabelId} className="rt-field-label">{t('ratings.rate.scoreLegend')}</span>
          <StarInput
            value={score}
            onChange={chooseScore}
            labelledBy={scoreLabelId}
            describedBy={scoreHintId}
            invalid={scoreMissing}
          />
          <p id={scoreHintId} className={scoreMissing ? 'rt-field-error' : 'rt-muted'}>
            {scoreMissing ? t('ratings.rate.scoreRequired') : t('ratings.rate.scoreHint')}
          </p>
        </div>
        <QuickLabelPicker score={score} labels={labels.state} onRetry={labels.reload} chosen={chosen} onToggle={toggle} />
        <div className="rt-field">
          <label htmlFor={commentId} className="rt-field-label">{t('ratings.rate.comment')}</label>
          <textarea
            id={commentId}
            ref={commentRef}
            className="rt-textarea"
            rows={4}
            maxLength={RATING_COMMENT_MAX}
            value={comment}
            placeholder={t('ratings.rate.commentPlaceholder')}
            aria-describedby={counterId}
            onChange={(event) => setComment(event.target.value)}
          />
          <span id={counterId} className={`rt-counter${comment.length >= RATING_COMMENT_MAX ? ' rt-counter--full' : ''}`}>
            {t('ratings.rate.counter', { count: comment.length, max: RATING_COMMENT_MAX })}
          </span>
        </div>
        {failure !== null ? (
          <p className="sh-form-error" role="alert">{t('ratings.rate.failed', { msg: localise(failure) })}</p>
        ) : null}
      </div>
      {refusal ? (
        <SensitiveWordDialog
          refusal={refusal}
          onClose={() => {
            setRefusal(null);
            setBackToComment((n) => n + 1);
          }}
        />
      ) : null}
    </Dialog>
  );
}
