import { useTranslation } from '../../../lib/i18n-react';
import { newsDate } from '../../../../shared/rules/card-display';
import { isAllowedImageUrl } from '../../../../shared/rules/file-url';
import { useCardActions } from '../card-actions';
import { CardImage } from '../parts/CardImage';
import { useTimeFormat } from '../parts/format-time';
import type { KindProps } from './kind-props';

/**
 * 校园新闻: news with its date (create_time for the official account, else releaseTime — CARD-12), its importance
 * label (fieldSet) and a cover thumbnail that opens the image viewer. Covers other than https or our own files
 * are not shown at all.
 */
export function CampusNewsCard({ data, columnName, limit }: KindProps<'news'>) {
  const { t } = useTranslation();
  const { openNews, openImages } = useCardActions();
  const time = useTimeFormat();
  const items = data.items.slice(0, limit);
  // The viewer pages through every cover of the card, starting at the one clicked.
  const covers = items.filter((item) => isAllowedImageUrl(item.coverImage));
  const images = covers.map((item) => ({ src: item.coverImage, alt: item.title }));
  return (
    <ul className="sh-card-list sh-card-news" aria-label={columnName}>
      {items.map((item) => {
        const date = newsDate(item);
        const coverIndex = covers.indexOf(item);
        return (
          <li key={item.id} className="sh-card-news__entry">
            {coverIndex >= 0 ? (
              <button
                type="button"
                className="sh-card-news__cover"
                aria-label={t('cards.news.viewImage', { title: item.title })}
                onClick={() => openImages(images, coverIndex)}
              >
                <CardImage src={item.coverImage} alt={item.title} className="sh-card-news__img" />
              </button>
            ) : null}
            <button type="button" className="sh-card-list__item sh-card-news__main" onClick={() => openNews(item)}>
              <span className="sh-card-list__title">{item.title}</span>
              {' '}
              <span className="sh-card-list__meta">
                {item.fieldSet ? (
                  <span className="sh-card-chip" title={t('cards.news.importance', { label: item.fieldSet })}>{item.fieldSet}</span>
                ) : null}
                {' '}
                {date ? <time dateTime={date}>{time.date(date)}</time> : null}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
