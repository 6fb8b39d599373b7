import { useId, useState } from 'react';
import { progressDetail } from '../../../shared/api/catalogue/feedback';
import type { FeedbackDetail, FeedbackStatus, FeedbackSummary } from '../../../shared/schema/feedback';
import { useServices } from '../../app/services';
import { LoadError, Loading } from '../../components/AsyncStates';
import { useTranslation } from '../../lib/i18n-react';
import { useCall } from '../../lib/use-call';
import { PlainText } from './PlainText';

/** '2026-11-21T08:30:00.000Z' → '2026-11-21 16:30' in the reader's time zone. */
function formatTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
}

function StatusBadge({ status }: { status: FeedbackStatus }) {
  const { t } = useTranslation();
  return <span className={`rb-status rb-status--${status}`}>{t(`robotChat.progress.status.${status}`)}</span>;
}

/** One feedback of the list; 查看详情 opens its detail and history below it (fetched when first opened). */
export function FeedbackItem({ item }: { item: FeedbackSummary }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const detailId = useId();
  return (
    <li className="rb-feedback">
      <div className="rb-feedback__row">
        <div className="rb-feedback__main">
          <p className="rb-feedback__question">{item.question}</p>
          <p className="rb-feedback__meta">
            <span>{t('robotChat.progress.submittedAt', { time: formatTime(item.createdAt) })}</span>
            {item.sceneName ? <span>{t('robotChat.progress.scene', { scene: item.sceneName })}</span> : null}
            {item.hasReply ? <span className="rb-feedback__replied">{t('robotChat.progress.replied')}</span> : null}
          </p>
        </div>
        <StatusBadge status={item.status} />
        <button type="button" className="sh-link-button" aria-expanded={open} aria-controls={detailId} onClick={() => setOpen(!open)}>
          {open ? t('robotChat.progress.hideDetail') : t('robotChat.progress.detail')}
        </button>
      </div>
      <div id={detailId} hidden={!open}>
        {open ? <Detail feedbackId={item.feedbackId} /> : null}
      </div>
    </li>
  );
}

function Detail({ feedbackId }: { feedbackId: string }) {
  const { t } = useTranslation();
  const s = useServices();
  const { state, reload } = useCall(s.blade, progressDetail, { feedbackId });
  if (state.status === 'loading') return <Loading label={t('robotChat.progress.detailLoading')} />;
  if (state.status === 'error') return <LoadError title={t('robotChat.progress.detailFailed')} detail={state.error.message} onRetry={reload} />;
  return <DetailBody detail={state.data} />;
}

function DetailBody({ detail }: { detail: FeedbackDetail }) {
  const { t } = useTranslation();
  return (
    <div className="rb-detail">
      <dl className="rb-detail__facts">
        {detail.description ? (
          <div><dt>{t('robotChat.progress.description')}</dt><dd><PlainText text={detail.description} /></dd></div>
        ) : null}
        {detail.contact ? <div><dt>{t('robotChat.progress.contact')}</dt><dd>{detail.contact}</dd></div> : null}
        <div>
          <dt>{t('robotChat.progress.reply')}</dt>
          <dd>{detail.reply ? <PlainText text={detail.reply} /> : <span className="rb-muted">{t('robotChat.progress.noReply')}</span>}</dd>
        </div>
      </dl>
      <h3 className="rb-detail__title">{t('robotChat.progress.history')}</h3>
      <ol className="rb-history">
        {detail.history.map((entry, i) => (
          <li key={i} className="rb-history__entry">
            <time dateTime={entry.createdAt}>{formatTime(entry.createdAt)}</time>
            <span>{t('robotChat.progress.historyEntry', { operator: entry.operatorName, status: t(`robotChat.progress.status.${entry.toStatus}`) })}</span>
            {entry.note ? <PlainText className="rb-history__note" text={entry.note} /> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
