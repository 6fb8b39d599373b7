import { useTranslation } from '../../lib/i18n-react';
import { Dialog } from '../../components/dialog';
import { EmbeddedFrame } from './EmbeddedFrame';
import type { ShownDialog } from './shown-dialogs';
import './frame-pages.css';
import './texts';

/**
 * The host's 'model' entries as modal dialogs, each a sandboxed frame of the entry's width × height (DLG-03:
 * 1200 × 650 unless configured), shrinking to the viewport. A hidden entry, or one in its closing grace, stays
 * mounted but closed (the page usable again), so its app keeps running (hidden) or hears closeDialogEvent (closing).
 */
export function ModelDialogs({ shown, onClose }: { shown: readonly ShownDialog[]; onClose: (id: string) => void }) {
  const { t } = useTranslation();
  return shown.map(({ entry, leaving }) => {
    const title = entry.config.title || t('framePages.untitled');
    const offScreen = leaving !== null || entry.hidden === true;
    return (
      <Dialog
        key={entry.id}
        size="frame"
        title={title}
        onClose={() => onClose(entry.id)}
        hidden={offScreen}
        titleExtra={(
          <a className="sh-dialog__aside-link" href={entry.config.url} target="_blank" rel="noopener noreferrer">
            {t('framePages.openInTab')}
          </a>
        )}
      >
        <div className="sh-dialog-frame">
          <EmbeddedFrame
            url={entry.config.url}
            title={title}
            dialogId={entry.id}
            width={entry.config.width}
            height={entry.config.height}
          />
        </div>
      </Dialog>
    );
  });
}
