import type { ImportantNotice } from '../../../shared/schema/messages';
import { useImageViewer } from '../../components/image-viewer';
import { useTranslation } from '../../lib/i18n-react';
import { parseNoticeContent } from './notice-content';
import './texts';

/** One notice: its sender and its content, text or MSG-03's {title, img} with the image as a thumbnail. */
export function NoticeBody({ notice, idPrefix }: { notice: ImportantNotice; idPrefix: string }) {
  const { t } = useTranslation();
  const viewer = useImageViewer();
  const content = parseNoticeContent(notice.content);
  return (
    <div className="sh-notice-body">
      <p className="sh-notice-body__from" id={`${idPrefix}-from`}>{t('messages.toast.from', { name: notice.fromUserName })}</p>
      {content.kind === 'text' ? (
        <p className="sh-notice-body__text" id={`${idPrefix}-text`}>{content.text}</p>
      ) : (
        <div className="sh-notice-body__titled">
          <p className="sh-notice-body__title" id={`${idPrefix}-text`}>{content.title}</p>
          {content.img ? (
            <button
              type="button"
              className="sh-notice-body__thumb"
              aria-label={t('messages.toast.viewImage', { title: content.title })}
              onClick={() => { if (content.img) viewer.open([{ src: content.img, alt: content.title }], 0); }}
            >
              <img src={content.img} alt="" />
            </button>
          ) : null}
        </div>
      )}
    </div>
  );
}
