import type { MouseEvent } from 'react';
import { Link } from 'wouter';
import { formatVisitCount, isNew } from '../../../shared/rules/card-display';
import { useButtonGuard } from '../../../ui/use-button-guard';
import { useContentText, useTranslation } from '../../lib/i18n-react';
import { ItemIcon } from '../home/ItemIcon';
import { useServiceOpener } from '../../app/service-opener';
import { isOffline, type ListItem } from './list-source';
import { RatingStars } from './RatingStars';
import { useDirectoryCalls } from './directory-mode';
import { signInForServiceHref } from '../service-detail';

export interface ServiceCardProps {
  item: ListItem;
  collected: boolean;
  /** The clock, for CARD-09's 24 hours. */
  now: number;
  onToggleCollect(serviceId: string, collected: boolean): Promise<void>;
  onShowDetail(serviceId: string): void;
  /** The address of the service's full guide page; null when it has no guide. */
  guideHref: string | null;
}

/**
 * One service of the list. The name (a button) and any click on the card's free space open the detail dialog;
 * the star collects, 办理 opens the service itself (OPEN-01 … OPEN-03), the guide link opens the guide page.
 * SHELL-09 guards the star and 办理 with aria-disabled rather than disabled: a disabled button drops the keyboard
 * focus, and the guard ignores the extra clicks by itself. A visitor has no star, and 登录后办理 instead of 办理: the
 * sign-in page, which returns to this service in the hall.
 */
export function ServiceCard({ item, collected, now, onToggleCollect, onShowDetail, guideHref }: ServiceCardProps) {
  const { t } = useTranslation();
  const text = useContentText();
  const name = text(item, 'serviceName');
  const opener = useServiceOpener();
  const { visitor } = useDirectoryCalls();
  const open = useButtonGuard(() => opener.openService(item));
  const star = useButtonGuard(() => onToggleCollect(item.serviceId, !collected));
  const offline = isOffline(item);
  const fresh = isNew(item.releaseTime, now);

  function onCardClick(event: MouseEvent<HTMLElement>) {
    // The card's own controls do their own thing; the rest of the card is a larger target for the details.
    if (event.target instanceof Element && event.target.closest('button, a, input, select')) return;
    onShowDetail(item.serviceId);
  }

  return (
    <article className="sc-card" onClick={onCardClick}>
      <div className="sc-card__top">
        <ItemIcon icon={item.serviceIcon} name={name} />
        <div className="sc-card__heading">
          <h3 className="sc-card__title">
            <button
              type="button"
              className="sc-card__name"
              aria-label={t('directory.card.detailLabel', { name })}
              onClick={() => onShowDetail(item.serviceId)}
            >
              {name}
            </button>
            {fresh ? <span className="sc-new" title={t('directory.card.newTitle')}>{t('directory.card.newBadge')}</span> : null}
          </h3>
          <p className="sc-card__dept">{text(item, 'serviceDeptName') || t('directory.card.noDept')}</p>
        </div>
        {visitor ? null : <button
          type="button"
          className={`sc-star${collected ? ' sc-star--on' : ''}`}
          aria-pressed={collected}
          aria-label={t(collected ? 'directory.card.collectedLabel' : 'directory.card.collectLabel', { name })}
          title={t(collected ? 'directory.card.collected' : 'directory.card.collect')}
          aria-disabled={star.disabled}
          onClick={star.onClick}
        >
          <span aria-hidden="true">{collected ? '★' : '☆'}</span>
        </button>}
      </div>
      <div className="sc-card__meta">
        <span className={`sc-tag ${offline ? 'sc-tag--offline' : 'sc-tag--online'}`}>
          {t(offline ? 'directory.card.offline' : 'directory.card.online')}
        </span>
        {item.ratingAvg !== null ? <RatingStars average={item.ratingAvg} count={item.ratingCount} /> : null}
        <span className="sc-visits">{t('directory.card.visits', { n: formatVisitCount(item.visitCount) })}</span>
      </div>
      <div className="sc-card__actions">
        {guideHref ? (
          <Link href={guideHref} className="sc-card__guide" aria-label={t('directory.card.guideLabel', { name })}>
            {t('directory.card.guide')}
          </Link>
        ) : null}
        {visitor ? (
          <Link
            href={signInForServiceHref(item.serviceId)}
            className="sh-button sc-card__open sc-card__signin"
            aria-label={t('directory.card.signInToOpenLabel', { name })}
          >
            {t('directory.card.signInToOpen')}
          </Link>
        ) : (
          <button
            type="button"
            className="sh-button sc-card__open"
            aria-label={t('directory.card.openLabel', { name })}
            aria-disabled={open.disabled}
            onClick={open.onClick}
          >
            {t('directory.card.open')}
          </button>
        )}
      </div>
    </article>
  );
}
