import { useId, useState, type FormEvent } from 'react';
import { searchHeatWordNobody } from '../../../../shared/api/catalogue/search';
import type { PreLoginColumn } from '../../../../shared/schema/prelogin';
import { useServices } from '../../../app/services';
import { LoadError, Loading } from '../../../components/AsyncStates';
import { useTranslation } from '../../../lib/i18n-react';
import { useCall } from '../../../lib/use-call';
import { useButtonGuard } from '../../../../ui/use-button-guard';
import { ServiceList } from '../ServiceList';
import { useServiceSearch, type SearchState } from '../use-service-search';

/** The keyword limit of searchKeywordSchema, enforced while typing. */
const KEYWORD_MAX = 50;
const HOT_WORD_COUNT = 8;

/**
 * The big search box of the landing page: a visitor's search over services for everyone, with the hot words as
 * one-click searches. Results open the visitor's detail dialog like every service on the page.
 */
export function ServiceSearchBlock({ column, onOpenService }: { column: PreLoginColumn; onOpenService: (serviceId: string) => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = useId();
  const [keyword, setKeyword] = useState('');
  const [invalid, setInvalid] = useState(false);
  const { state, search, loadMore, clear } = useServiceSearch();

  // SHELL-09: a search, by Enter or the button, holds the button for 800 ms; a refused empty one does not.
  const guard = useButtonGuard((word: string) => search(word));
  const submit = (raw: string) => {
    const word = raw.trim();
    setInvalid(word === '');
    if (word !== '') guard.onClick(word);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(keyword);
  };

  return (
    <section className="lp-block lp-block--serviceSearch" aria-labelledby="lp-serviceSearch-title">
      {/* The coloured band holds only large text and white controls (AA on any landing colour, see landingPalette). */}
      <div className="lp-search__band">
        <h2 id="lp-serviceSearch-title" className="lp-block__title">{column.title}</h2>
        <form role="search" className="lp-search__form" onSubmit={onSubmit} noValidate>
          <label htmlFor={inputId} className="sh-visually-hidden">{t('landing.search.label')}</label>
          <input
            id={inputId}
            className="lp-search__input"
            type="search"
            value={keyword}
            maxLength={KEYWORD_MAX}
            placeholder={t('landing.search.placeholder')}
            autoComplete="off"
            enterKeyHint="search"
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
            onChange={(event) => {
              setKeyword(event.target.value);
              if (invalid) setInvalid(false);
            }}
          />
          <button type="submit" className="sh-button lp-search__submit" disabled={guard.disabled}>{t('landing.search.submit')}</button>
        </form>
        {invalid ? <p id={errorId} className="lp-search__invalid" role="alert">{t('landing.search.required')}</p> : null}
      </div>
      <div className="lp-search__body">
        <HotWords onPick={(word) => { setKeyword(word); setInvalid(false); search(word); }} />
        <SearchResults
          state={state}
          onOpen={onOpenService}
          onRetry={() => { if (state.status === 'error') search(state.keyword); }}
          onMore={loadMore}
          onClear={clear}
        />
      </div>
    </section>
  );
}

function HotWords({ onPick }: { onPick: (word: string) => void }) {
  const { t } = useTranslation();
  const s = useServices();
  const { state, reload } = useCall(s.blade, searchHeatWordNobody, { size: HOT_WORD_COUNT });
  if (state.status === 'loading') return <div className="lp-hot" aria-hidden="true" />;
  if (state.status === 'error') {
    return <LoadError className="lp-hot__error" title={t('landing.search.hotWordsFailed')} detail={state.error.message} onRetry={reload} />;
  }
  if (state.data.length === 0) return null;
  return (
    <div className="lp-hot">
      <span className="lp-hot__label" id="lp-hot-label">{t('landing.search.hotWords')}</span>
      <ul className="lp-hot__list" aria-labelledby="lp-hot-label">
        {state.data.map((hot) => (
          <li key={hot.word}>
            <button type="button" className="lp-chip" onClick={() => onPick(hot.word)}>{hot.word}</button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function SearchResults({ state, onOpen, onRetry, onMore, onClear }: {
  state: SearchState;
  onOpen: (serviceId: string) => void;
  onRetry: () => void;
  onMore: () => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  if (state.status === 'idle') return null;
  return (
    <div className="lp-results" aria-busy={state.status === 'loading'}>
      {state.status === 'loading' ? <Loading label={t('landing.search.searching')} /> : null}
      {state.status === 'error' ? <LoadError title={t('landing.search.failed')} detail={state.message} onRetry={onRetry} /> : null}
      {state.status === 'done' ? (
        <>
          <div className="lp-results__head">
            <p className="lp-results__summary" role="status">
              {state.corrected ? <span className="lp-results__corrected">{t('landing.search.corrected', { word: state.corrected })}</span> : null}
              <span>
                {state.records.length === 0 ? t('landing.search.empty', { word: state.keyword }) : t('landing.search.total', { n: state.total })}
              </span>
            </p>
            <button type="button" className="sh-link-button" onClick={onClear}>{t('landing.search.clear')}</button>
          </div>
          {state.records.length > 0 ? <ServiceList items={state.records} onOpen={onOpen} /> : null}
          {typeof state.more === 'object' ? <LoadError title={t('landing.search.failed')} detail={state.more.error} onRetry={onMore} /> : null}
          {state.records.length < state.total && typeof state.more !== 'object' ? (
            <button type="button" className="sh-button sh-button--secondary lp-more" onClick={onMore} disabled={state.more === 'loading'}>
              {state.more === 'loading' ? t('landing.search.moreLoading') : t('landing.search.more')}
            </button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
