import type { ServiceCount } from '../../../shared/schema/directory';
import { useServices } from '../../app/services';
import { useCall } from '../../lib/use-call';
import { useTranslation } from '../../lib/i18n-react';
import type { CentreType } from './list-source';
import { useDirectoryCalls } from './directory-mode';

/** The key of a centre's title and subtitle: APPLICATION, PROCESS, or hall for the whole service hall. */
function centreKey(serviceType: CentreType): 'APPLICATION' | 'PROCESS' | 'hall' {
  return serviceType === '' ? 'hall' : serviceType;
}

type CountKey = keyof ServiceCount;

/** The figures a centre shows: its own count; the hall shows both centres and both ways of handling (OPEN-05). */
function countsFor(serviceType: CentreType): readonly CountKey[] {
  if (serviceType === 'APPLICATION') return ['application'];
  if (serviceType === 'PROCESS') return ['process'];
  return ['total', 'application', 'process', 'online', 'offline'];
}

/** The page's title (h1), what the centre is for, its service counts and the 我的收藏 entry (signed in only). */
export function CentreHeader({ serviceType, title = '', subtitle = '', onShowFavourites }: {
  serviceType: CentreType;
  /** The centre's configured title and subtitle; '' keeps the built-in words. */
  title?: string;
  subtitle?: string;
  /** Absent for a visitor: no favourites. */
  onShowFavourites?: () => void;
}) {
  const { t } = useTranslation();
  const s = useServices();
  const calls = useDirectoryCalls();
  const { state, reload } = useCall(s.osp, calls.count, {});
  const key = centreKey(serviceType);

  return (
    <header className="sc-head">
      <div className="sc-head__text">
        <h1 className="sc-head__title">{title || t(`directory.title.${key}`)}</h1>
        <p className="sc-head__subtitle">{subtitle || t(`directory.subtitle.${key}`)}</p>
      </div>
      <div className="sc-head__side">
        {state.status === 'success' ? (
          <dl className="sc-counts" aria-label={t('directory.counts.label')}>
            {countsFor(serviceType).map((name) => (
              <div key={name} className="sc-counts__item">
                <dt>{t(`directory.counts.${name}`)}</dt>
                <dd>{state.data[name]}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {state.status === 'loading' ? (
          <p className="sc-counts sc-counts--loading" role="status">
            <span className="sh-visually-hidden">{t('directory.counts.loading')}</span>
            <span className="sc-ghost sc-ghost--count" aria-hidden="true" />
          </p>
        ) : null}
        {state.status === 'error' ? (
          <p className="sc-counts sc-counts--failed">
            {t('directory.counts.failed')}
            <button type="button" className="sh-link-button" onClick={reload}>{t('common.retry')}</button>
          </p>
        ) : null}
        {onShowFavourites ? (
          <button type="button" className="sh-button sh-button--secondary sc-head__favourites" onClick={onShowFavourites}>
            <span aria-hidden="true">★</span>
            {t('directory.favourites.open')}
          </button>
        ) : null}
      </div>
    </header>
  );
}
