import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import type { GuestServiceDetails } from '../../../shared/schema/directory';
import { useTranslation } from '../../lib/i18n-react';
import { useButtonGuard } from '../../../ui/use-button-guard';
import { useServiceOpener } from '../../app/service-opener';
import { isOffline } from './handling';
import { signInForServiceHref } from './sign-in-href';
import { useCollect } from './use-collect';

export interface DetailActionsProps {
  details: GuestServiceDetails;
  /** The signed-in user's favourite state; null for a visitor. */
  collected: boolean | null;
  onShowGuide(): void;
  onCollectedChange?(serviceId: string, collected: boolean): void;
  /** The user asked to collect this service before signing in (登录后收藏): collect it on arrival. */
  collectOnArrival?: boolean;
  /** A visitor leaving for the sign-in page. */
  onLeave(): void;
}

/**
 * The dialog's actions. 立即办理 opens the service by OPEN-01…03; an offline service (OPEN-05) has its guide as
 * the main action instead. A signed-in user collects; a visitor is offered 登录后办理 and 登录后收藏, each leading to
 * the sign-in page, which returns to this service in the hall (and, for 登录后收藏, collects it there: ADR 025).
 */
export function DetailActions({ details, collected, onShowGuide, onCollectedChange, collectOnArrival = false, onLeave }: DetailActionsProps) {
  const { t } = useTranslation();
  const opener = useServiceOpener();
  // SHELL-09; the opening itself stays inside the click, so pop-up blockers let it through.
  const open = useButtonGuard(() => opener.openService(details));
  const offline = isOffline(details.processType);
  const visitor = collected === null;
  const signIn = signInForServiceHref(details.serviceId);

  return (
    <div className="sd-actions">
      {offline && details.hasGuide ? (
        <button type="button" className="sh-button" onClick={onShowGuide}>{t('serviceDetail.viewGuide')}</button>
      ) : null}
      {offline && !details.hasGuide ? <p className="sd-actions__note">{t('serviceDetail.offlineNote')}</p> : null}
      {!offline && visitor ? (
        <Link href={signIn} className="sh-button" onClick={onLeave}>{t('serviceDetail.loginToOpen')}</Link>
      ) : null}
      {!offline && !visitor ? (
        <button type="button" className="sh-button" onClick={open.onClick} disabled={open.disabled}>{t('serviceDetail.open')}</button>
      ) : null}
      {collected === null ? (
        <Link href={signInForServiceHref(details.serviceId, 'collect')} className="sh-button sh-button--secondary" onClick={onLeave}>
          {t('serviceDetail.loginToCollect')}
        </Link>
      ) : (
        <CollectButton serviceId={details.serviceId} initial={collected} collectNow={collectOnArrival} onChange={onCollectedChange} />
      )}
    </div>
  );
}

function CollectButton({ serviceId, initial, collectNow, onChange }: {
  serviceId: string; initial: boolean; collectNow: boolean; onChange?: (serviceId: string, collected: boolean) => void;
}) {
  const { t } = useTranslation();
  const { collected, toggle } = useCollect(serviceId, initial, onChange);
  // 登录后收藏: what the visitor asked for is done once, when the dialog first shows the service signed in; a
  // favourite already made is left alone (a reload of the same address must not take it back).
  const asked = useRef(false);
  useEffect(() => {
    if (!collectNow || initial || asked.current) return;
    asked.current = true;
    toggle.onClick();
  }, [collectNow, initial, toggle]);
  return (
    <button
      type="button"
      className={`sh-button sh-button--secondary sd-collect${collected ? ' sd-collect--on' : ''}`}
      onClick={toggle.onClick}
      disabled={toggle.disabled}
    >
      <span aria-hidden="true">{collected ? '★' : '☆'}</span>
      {t(collected ? 'serviceDetail.uncollect' : 'serviceDetail.collect')}
    </button>
  );
}
