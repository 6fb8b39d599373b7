import { Link } from 'wouter';
import type { GuestServiceDetails } from '../../../shared/schema/directory';
import { useTranslation } from '../../lib/i18n-react';
import { useButtonGuard } from '../../../ui/use-button-guard';
import { useServiceOpener } from '../../app/service-opener';
import { useRawUrl } from '../../app/raw-url';
import { isOffline } from './handling';
import { useCollect } from './use-collect';

export interface DetailActionsProps {
  details: GuestServiceDetails;
  /** The signed-in user's favourite state; null for a visitor. */
  collected: boolean | null;
  onShowGuide(): void;
  onCollectedChange?(serviceId: string, collected: boolean): void;
  /** A visitor leaving for the sign-in page. */
  onLeave(): void;
}

/**
 * The dialog's actions. 立即办理 opens the service by OPEN-01…03; an offline service (OPEN-05) has its guide as
 * the main action instead. A signed-in user collects; a visitor is offered the sign-in page.
 */
export function DetailActions({ details, collected, onShowGuide, onCollectedChange, onLeave }: DetailActionsProps) {
  const { t } = useTranslation();
  const opener = useServiceOpener();
  // SHELL-09; the opening itself stays inside the click, so pop-up blockers let it through.
  const open = useButtonGuard(() => opener.openService(details));
  const offline = isOffline(details.processType);
  // ADR 025: sign-in returns to this page, path and query.
  const { path, search } = useRawUrl();
  const signInHref = `/login?redirect=${encodeURIComponent(search ? `${path}?${search}` : path)}`;

  return (
    <div className="sd-actions">
      {offline && details.hasGuide ? (
        <button type="button" className="sh-button" onClick={onShowGuide}>{t('serviceDetail.viewGuide')}</button>
      ) : null}
      {offline && !details.hasGuide ? <p className="sd-actions__note">{t('serviceDetail.offlineNote')}</p> : null}
      {!offline ? (
        <button type="button" className="sh-button" onClick={open.onClick} disabled={open.disabled}>{t('serviceDetail.open')}</button>
      ) : null}
      {collected === null ? (
        <Link href={signInHref} className="sh-button sh-button--secondary" onClick={onLeave}>{t('serviceDetail.loginToCollect')}</Link>
      ) : (
        <CollectButton serviceId={details.serviceId} initial={collected} onChange={onCollectedChange} />
      )}
    </div>
  );
}

function CollectButton({ serviceId, initial, onChange }: {
  serviceId: string; initial: boolean; onChange?: (serviceId: string, collected: boolean) => void;
}) {
  const { t } = useTranslation();
  const { collected, toggle } = useCollect(serviceId, initial, onChange);
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
