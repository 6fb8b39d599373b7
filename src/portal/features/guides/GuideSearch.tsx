import { useCallback, useId, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { guideSearch } from '../../../shared/api/catalogue/guides';
import type { CallResult } from '../../../shared/api/catalogue/define-call';
import type { GuideHit } from '../../../shared/schema/guides';
import { useServices } from '../../app/services';
import { LoadError, Loading } from '../../components/AsyncStates';
import { useTranslation } from '../../lib/i18n-react';
import { useCall } from '../../lib/use-call';
import { useButtonGuard } from '../../../ui/use-button-guard';
import { useServerMessage } from '../../lib/use-server-message';
import { highlight } from './highlight';
import './texts';
import './guides.css';
import { errorMessage } from '../../../shared/api/error-message';

const PAGE_SIZE = 10;

export interface GuideSearchProps {
  /** guide/lucene/search needs a signed-in user: a visitor is asked to sign in. */
  visitor?: boolean;
  onOpenGuide(serviceId: string): void;
}

/** One search as submitted; `attempt` tells a repeated search of the same words from the one before. */
interface Query { keyword: string; attempt: number }
type SearchResult = CallResult<typeof guideSearch>;
interface MorePages { base: SearchResult; records: GuideHit[]; current: number }

/**
 * Searching the guides (the directory's engine: pinyin, initials, synonyms, one typo). A corrected spelling is said
 * (已为您显示“X”的结果); each hit shows its department, way of handling (OPEN-05) and the passage that matched.
 */
export function GuideSearch({ visitor = false, onOpenGuide }: GuideSearchProps) {
  const { t } = useTranslation();
  if (visitor) {
    return (
      <p className="gd-search__sign-in sh-notice">
        {t('guides.search.signIn')}
        {' '}
        <Link href="/login">{t('guides.search.signInLink')}</Link>
      </p>
    );
  }
  return <SignedInGuideSearch onOpenGuide={onOpenGuide} />;
}

function SignedInGuideSearch({ onOpenGuide }: { onOpenGuide(serviceId: string): void }) {
  const { t } = useTranslation();
  const s = useServices();
  const localise = useServerMessage();
  const inputId = useId();
  const hintId = useId();
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const [query, setQuery] = useState<Query | null>(null);
  const [more, setMore] = useState<MorePages | null>(null);
  const [moreFailed, setMoreFailed] = useState<string | null>(null);

  const load = useCallback(async () => (query === null ? null
    : s.blade.call(guideSearch, { keyword: query.keyword, current: 1, size: PAGE_SIZE }, { silent: true })), [s, query]);
  const { state, reload } = useCall(load);
  const base = state.status === 'success' ? state.data : null;
  const extra = more !== null && more.base === base ? more : null;
  const records = base ? [...base.records, ...(extra?.records ?? [])] : [];

  const search = useButtonGuard(() => {
    const keyword = text.trim();
    setMissing(keyword === '');
    if (keyword === '') return;
    setMoreFailed(null);
    setQuery((previous) => ({ keyword, attempt: (previous?.attempt ?? 0) + 1 }));
  });

  const loadMore = useButtonGuard(async () => {
    if (!base || query === null) return;
    setMoreFailed(null);
    try {
      const page = await s.blade.call(
        guideSearch, { keyword: query.keyword, current: (extra?.current ?? 1) + 1, size: PAGE_SIZE }, { silent: true },
      );
      const fresh = page.records.filter((hit) => !records.some((shown) => shown.serviceId === hit.serviceId));
      setMore({ base, records: [...(extra?.records ?? []), ...fresh], current: (extra?.current ?? 1) + 1 });
    } catch (error) {
      setMoreFailed(errorMessage(error));
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    search.onClick();
  }

  const words = base ? [base.keyword, base.corrected ?? ''] : [];
  return (
    <div className="gd-search">
      <form className="gd-search__form" role="search" onSubmit={onSubmit} noValidate>
        <label htmlFor={inputId} className="gd-search__label">{t('guides.search.label')}</label>
        <div className="gd-search__row">
          <input
            id={inputId}
            type="search"
            className="gd-search__input"
            value={text}
            maxLength={50}
            placeholder={t('guides.search.placeholder')}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? hintId : undefined}
            onChange={(event) => { setText(event.target.value); setMissing(false); }}
          />
          <button type="submit" className="sh-button" disabled={search.disabled}>{t('guides.search.submit')}</button>
        </div>
        {missing ? <p id={hintId} className="gd-search__error" role="alert">{t('guides.search.required')}</p> : null}
      </form>

      {query !== null && state.status === 'loading' ? <Loading label={t('guides.search.searching')} /> : null}
      {state.status === 'error' ? <LoadError title={t('guides.search.failed')} detail={state.error.message} onRetry={reload} /> : null}
      {base ? (
        <div className="gd-results">
          {base.corrected ? <p className="gd-results__corrected">{t('guides.search.corrected', { word: base.corrected })}</p> : null}
          <p className="gd-results__total" role="status">
            {base.total === 0 ? t('guides.search.empty', { word: base.corrected ?? base.keyword }) : t('guides.search.total', { count: base.total })}
          </p>
          {records.length > 0 ? (
            <ul className="gd-hits">
              {records.map((hit) => (
                <li key={hit.serviceId}>
                  <button type="button" className="gd-hit" onClick={() => onOpenGuide(hit.serviceId)}>
                    <span className="gd-hit__name">{highlight(hit.serviceName, words)}</span>
                    <span className="gd-hit__meta">
                      <span>{hit.serviceDeptName}</span>
                      <span className={`gd-badge gd-badge--${hit.handling === 'OFFLINE' ? 'offline' : 'online'}`}>
                        {t(hit.handling === 'OFFLINE' ? 'guides.offline' : 'guides.online')}
                      </span>
                    </span>
                    {hit.snippet !== '' ? <span className="gd-hit__snippet">{highlight(hit.snippet, words)}</span> : null}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          {moreFailed !== null ? <p className="sh-form-error" role="alert">{localise(moreFailed)}</p> : null}
          {records.length < base.total ? (
            <button type="button" className="sh-button sh-button--secondary gd-more" onClick={loadMore.onClick} disabled={loadMore.disabled}>
              {t('guides.search.more')}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
