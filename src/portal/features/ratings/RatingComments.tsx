import type { RateDetail } from '../../../shared/schema/ratings';
import { useTranslation } from '../../lib/i18n-react';
import { useDateTime } from './format-time';
import { StarsDisplay } from './Stars';

type Comment = RateDetail['comments']['records'][number];

/** Comments as anyone may read them: the rater's masked name (李**), stars, labels, time and text. */
export function RatingComments({ records, labelledBy }: { records: readonly Comment[]; labelledBy: string }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  return (
    <ul className="rt-comments" aria-labelledby={labelledBy}>
      {records.map((record) => (
        <li key={record.ratingId} className="rt-comment">
          <div className="rt-comment__head">
            <span className="rt-comment__user">{record.userName}</span>
            <StarsDisplay size="small" value={record.score} label={t('ratings.summary.commentScore', { score: record.score })} />
            <time className="rt-comment__time" dateTime={record.createdAt}>{dateTime(record.createdAt)}</time>
          </div>
          {record.labels.length > 0 ? (
            <ul className="rt-tags">
              {record.labels.map((label) => <li key={label} className="rt-tag">{label}</li>)}
            </ul>
          ) : null}
          <p className="rt-comment__text">{record.comment}</p>
        </li>
      ))}
    </ul>
  );
}
