import { useId } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { useServerMessage } from '../../lib/use-server-message';
import { Dialog } from '../../components/dialog';
import type { SensitiveWordRefusal } from './sensitive-word';

/**
 * SHELL-10: the comment holds a listed word. Says which word, that a security policy was triggered, that the
 * attempt was recorded, and to edit and resubmit. Closing it goes back to the rating dialog, comment kept.
 */
export function SensitiveWordDialog({ refusal, onClose }: { refusal: SensitiveWordRefusal; onClose(): void }) {
  const { t } = useTranslation();
  const localise = useServerMessage();
  const bodyId = useId();
  // The word in the reader's language's sentence; a message without one is shown as the server wrote it.
  const text = refusal.word === null ? localise(refusal.message) : t('ratings.sensitive.body', { word: refusal.word });
  return (
    <Dialog
      size="small"
      title={t('ratings.sensitive.title')}
      onClose={onClose}
      describedBy={bodyId}
      footer={<button type="button" className="sh-button" onClick={onClose}>{t('ratings.sensitive.edit')}</button>}
    >
      <div className="rt-sensitive">
        <span className="rt-sensitive__icon" aria-hidden="true">!</span>
        <div>
          <p id={bodyId} className="rt-sensitive__text">{text}</p>
          <p className="rt-muted">{t('ratings.sensitive.hint')}</p>
        </div>
      </div>
    </Dialog>
  );
}
