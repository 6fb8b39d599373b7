import { useState } from 'react';
import { Link } from 'wouter';
import { downloadMessageFile } from '../../../shared/api/catalogue/messages';
import type { MessageDetail } from '../../../shared/schema/messages';
import { useServices } from '../../app/services';
import { useTranslation } from '../../lib/i18n-react';
import { useButtonGuard } from '../../../ui/use-button-guard';
import { useServerMessage } from '../../lib/use-server-message';
import { saveBlob } from '../../../ui/save-blob';
import './texts';
import { errorMessage } from '../../../shared/api/error-message';

type MessageFile = MessageDetail['files'][number];

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function AttachmentItem({ messageId, file }: { messageId: string; file: MessageFile }) {
  const { t } = useTranslation();
  const s = useServices();
  const localise = useServerMessage();
  const [error, setError] = useState<string | null>(null);
  // SHELL-09; held until the file has arrived, so a slow download is not asked for twice.
  const download = useButtonGuard(async () => {
    setError(null);
    try {
      // silent: the failure is shown beside the file it concerns.
      const blob = await s.blade.call(downloadMessageFile, { messageId, fileId: file.id }, { silent: true });
      saveBlob(blob, file.fileName);
    } catch (failure) {
      setError(errorMessage(failure, ''));
    }
  });
  return (
    <li className="sh-msg__file">
      <span className="sh-msg__file-name">{file.fileName}</span>
      <span className="sh-msg__file-size">{formatSize(file.size)}</span>
      <button
        type="button"
        className="sh-msg__download"
        aria-label={t('messages.detail.downloadName', { name: file.fileName })}
        disabled={download.disabled}
        onClick={() => download.onClick()}
      >
        {t('messages.detail.download')}
      </button>
      {error !== null ? (
        <span className="sh-msg__file-error" role="alert">{t('messages.detail.downloadFailed', { reason: localise(error) })}</span>
      ) : null}
    </li>
  );
}

/** A message's attachments, each a download button (downloadMessageFile as a Blob); visitors are asked to sign in. */
export function MessageAttachments({ messageId, files, signInHref }: {
  messageId: string; files: MessageDetail['files']; signInHref: string | null;
}) {
  const { t } = useTranslation();
  if (files.length === 0) return null;
  return (
    <section className="sh-msg__files" aria-labelledby="sh-msg-files-title">
      <h2 id="sh-msg-files-title" className="sh-msg__files-title">{t('messages.detail.attachments')}</h2>
      {signInHref !== null ? (
        <>
          <ul className="sh-msg__file-list">
            {files.map((file) => (
              <li key={file.id} className="sh-msg__file">
                <span className="sh-msg__file-name">{file.fileName}</span>
                <span className="sh-msg__file-size">{formatSize(file.size)}</span>
              </li>
            ))}
          </ul>
          <p className="sh-msg__files-hint">
            {t('messages.detail.signInToDownload')} <Link to={signInHref}>{t('messages.detail.signIn')}</Link>
          </p>
        </>
      ) : (
        <ul className="sh-msg__file-list">
          {files.map((file) => <AttachmentItem key={file.id} messageId={messageId} file={file} />)}
        </ul>
      )}
    </section>
  );
}
