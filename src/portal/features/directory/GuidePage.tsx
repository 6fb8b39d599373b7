import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { useServices } from '../../app/services';
import { useServiceOpener } from '../../app/service-opener';
import { useCall } from '../../lib/use-call';
import { useTranslation } from '../../lib/i18n-react';
import { useButtonGuard } from '../../../ui/use-button-guard';
import { ServiceGuideView } from '../guides';
import { signInForServiceHref } from '../service-detail';
import { useDirectoryCalls } from './directory-mode';
import { isOffline } from './list-source';

/**
 * ?guide=<serviceId>: the service's full guide in place of the list. 返回 goes back to the list exactly as it was
 * (keyword, filters, sort and page stay in the address); the guide view brings its own 打印 button, which prints
 * the guide alone with every section open. 办理 opens the service the way the list's cards do (OPEN-01 … OPEN-03);
 * a visitor is offered 登录后办理 instead, and an offline service (OPEN-05) has the guide as its way.
 */
export function GuidePage({ serviceId, backHref }: { serviceId: string; backHref: string }) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const calls = useDirectoryCalls();
  // The list the user came from is gone: start them at the top of what replaced it.
  useEffect(() => { headingRef.current?.focus(); }, [serviceId]);
  return (
    <div className="sc sc-guide">
      <div className="sc-guide__bar">
        <Link href={backHref} className="sc-guide__back" aria-label={t('directory.guide.backLabel')}>
          <span aria-hidden="true">←</span>
          {t('directory.guide.back')}
        </Link>
        <h1 ref={headingRef} className="sc-guide__title" tabIndex={-1}>{t('directory.guide.title')}</h1>
        <GuideOpenButton serviceId={serviceId} />
      </div>
      <div className="sc-panel sc-guide__body">
        <ServiceGuideView serviceId={serviceId} visitor={calls.visitor} headingLevel={2} />
      </div>
    </div>
  );
}

function GuideOpenButton({ serviceId }: { serviceId: string }) {
  const { t } = useTranslation();
  const s = useServices();
  const calls = useDirectoryCalls();
  const opener = useServiceOpener();
  const { state } = useCall(s.blade, calls.details, { serviceId });
  const item = state.status === 'success' ? state.data : null;
  const open = useButtonGuard(() => { if (item) opener.openService(item); });
  // Until the service is known there is nothing to open; an offline one is handled in person, as its guide says.
  if (item === null || isOffline(item)) return null;
  if (calls.visitor) {
    return (
      <Link href={signInForServiceHref(serviceId)} className="sh-button sc-guide__open sc-card__signin"
        aria-label={t('directory.card.signInToOpenLabel', { name: item.serviceName })}>
        {t('directory.card.signInToOpen')}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className="sh-button sc-guide__open"
      aria-label={t('directory.card.openLabel', { name: item.serviceName })}
      aria-disabled={open.disabled}
      onClick={open.onClick}
    >
      {t('directory.card.open')}
    </button>
  );
}
