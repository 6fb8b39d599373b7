import { useMemo, type KeyboardEvent, type MouseEvent } from 'react';
import type { MessageDetail } from '../../../shared/schema/messages';
import { useImageViewer } from '../../components/image-viewer';
import { useTranslation } from '../../lib/i18n-react';
import { parseNoticeContent } from './notice-content';
import { sanitiseMessageHtml } from './sanitise-html';
import './texts';

/** The images of the content, in order, for the viewer. */
function imagesIn(container: HTMLElement, fallbackAlt: string): { src: string; alt: string }[] {
  return Array.from(container.querySelectorAll('img')).map((img) => ({
    src: img.getAttribute('src') ?? '',
    alt: img.getAttribute('alt') || fallbackAlt,
  }));
}

/**
 * A message's content (MSG-03): HTML sanitised (sanitise-html.ts); a JSON string {title, img} as its title and
 * image; anything else as plain text with its line breaks. Every image opens in the image viewer.
 */
export function MessageContent({ message }: { message: Pick<MessageDetail, 'content' | 'contentType'> }) {
  const { t } = useTranslation();
  const viewer = useImageViewer();
  const html = useMemo(
    () => (message.contentType === 'html' ? sanitiseMessageHtml(message.content) : null),
    [message.content, message.contentType],
  );
  const fallbackAlt = t('messages.detail.imageAlt');

  function openImage(event: MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>): void {
    const target = event.target;
    if (!(target instanceof HTMLImageElement)) return;
    event.preventDefault();
    const images = Array.from(event.currentTarget.querySelectorAll('img'));
    viewer.open(imagesIn(event.currentTarget, fallbackAlt), images.indexOf(target));
  }

  if (html !== null) {
    return (
      <div
        className="sh-msg__content sh-msg__content--html"
        // Sanitised just above: DOMPurify plus our own rules for styles, images and links.
        dangerouslySetInnerHTML={{ __html: html }}
        onClick={openImage}
        onKeyDown={(event) => { if (event.key === 'Enter' || event.key === ' ') openImage(event); }}
        ref={(node) => {
          // Images reachable by keyboard too, as they open the viewer.
          node?.querySelectorAll('img').forEach((img) => { img.tabIndex = 0; });
        }}
      />
    );
  }

  const content = parseNoticeContent(message.content);
  if (content.kind === 'titled') {
    return (
      <div className="sh-msg__content">
        <p className="sh-msg__content-title">{content.title}</p>
        {content.img ? (
          <button
            type="button"
            className="sh-msg__image"
            aria-label={t('messages.toast.viewImage', { title: content.title })}
            onClick={() => { if (content.img) viewer.open([{ src: content.img, alt: content.title }], 0); }}
          >
            <img src={content.img} alt={content.title} />
          </button>
        ) : null}
      </div>
    );
  }
  return <div className="sh-msg__content sh-msg__content--text">{content.text}</div>;
}
