import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { myCollect } from '../../../shared/api/catalogue/directory';
import type { FaqHit } from '../../../shared/schema/search';
import { useRawUrl } from '../../app/raw-url';
import { useServices } from '../../app/services';
import { useCall } from '../../lib/use-call';
import { useTranslation } from '../../lib/i18n-react';
import { FavouritesPanel } from '../favourites';
import { ServiceDetailDialog } from '../service-detail';
import { ServiceOpenerProvider, useServiceOpener } from '../../app/service-opener';
import { Dialog } from '../../components/dialog';
import { CentreHeader } from './CentreHeader';
import { FilterPanel } from './FilterPanel';
import { GuidePage } from './GuidePage';
import { listSourceFor, pageCount, type CentreType, type ListItem } from './list-source';
import { Pager } from './Pager';
import { ResultList } from './ResultList';
import { SearchBox, type SearchTrigger } from './SearchBox';
import { ShelfTabs } from './ShelfTabs';
import { SideLists } from './SideLists';
import { SortChoice } from './SortChoice';
import { PinnedServices } from './PinnedServices';
import { MoreResults } from './MoreResults';
import { useDirectoryCalls } from './directory-mode';
import type { SuggestionHandlers } from './SearchBox';
import { useCentreConfig } from './use-centre-config';
import { useCollectedState, useCollectToggle } from './use-collected';
import { useDirectoryUrl, type DirectoryUrl } from './use-directory-url';
import { useFavouriteIds, useServiceList } from './use-service-list';
import { activeFilterCount, directoryHref, hasFilters, NO_FILTERS } from './url-state';
import './directory.css';
import './texts';

/** How many hot words the search box offers. */
const HOT_WORD_COUNT = 8;

export interface ServiceCentrePageProps {
  /** ROUTE-06: APPLICATION for /applicationServiceCenter, PROCESS for /processServiceCenter, '' for /serviceHall. */
  serviceType: CentreType;
}

/**
 * The application service centre, the process service centre and the service hall (ROUTE-06): one page over one
 * list, told apart by serviceType. Its state (keyword, filters, sort, page, guide) lives in the address; `detail=`
 * opens a service's detail dialog over the list (where a visitor's sign-in returns to). The visitor's catalogue
 * (/allServices) is the same page under a DirectoryCallsProvider of the visitor's calls (PublicCataloguePage).
 */
export function ServiceCentrePage({ serviceType }: ServiceCentrePageProps) {
  return (
    <ServiceOpenerProvider>
      <DirectoryPage key={serviceType} serviceType={serviceType} />
    </ServiceOpenerProvider>
  );
}

export function DirectoryPage({ serviceType }: ServiceCentrePageProps) {
  const url = useDirectoryUrl();
  if (url.state.guide !== '') return <GuidePage serviceId={url.state.guide} backHref={url.hrefWith({ guide: '' })} />;
  return <ListPage serviceType={serviceType} url={url} />;
}

function ListPage({ serviceType, url }: ServiceCentrePageProps & { url: DirectoryUrl }) {
  const { t } = useTranslation();
  const s = useServices();
  const opener = useServiceOpener();
  const { state, update, hrefWith } = url;
  const calls = useDirectoryCalls();
  const { visitor } = calls;
  const [path, navigate] = useLocation();
  const { search } = useRawUrl();
  const favouriteIds = useFavouriteIds();
  const centre = useCentreConfig(serviceType);
  // 默认排序 is the centre's configured default; a search keeps its relevance order.
  const source = useMemo(() => listSourceFor(
    state.sort === 'default' && state.keyword === '' ? { ...state, sort: centre.view.defaultSort } : state, serviceType,
  ), [state, serviceType, centre.view.defaultSort]);
  const list = useServiceList(source, favouriteIds.load);
  const collected = useCollectedState();
  const toggleCollect = useCollectToggle(collected);
  const { state: hotWordsState } = useCall(s.blade, calls.hotWords, { size: HOT_WORD_COUNT });
  // Hot words only help; without them the search works the same, so a failure just leaves them out.
  const hotWords = hotWordsState.status === 'success' ? hotWordsState.data : [];

  const [filtersOpen, setFiltersOpen] = useState(false);
  // A service named by the address (`detail=`, after a visitor signed in to handle it) opens at once.
  const [detailId, setDetailId] = useState<string | null>(() => new URLSearchParams(search).get('detail')?.trim() || null);
  // …and with `collect=1` (登录后收藏) its dialog makes the favourite the visitor asked for: the service to collect.
  const [collectOnArrival] = useState(() => {
    const params = new URLSearchParams(search);
    return params.get('collect') === '1' ? params.get('detail')?.trim() || null : null;
  });
  // Done once: the address forgets it, so a reload after taking the favourite back never collects it again.
  useEffect(() => {
    const params = new URLSearchParams(search);
    if (!params.has('collect')) return;
    params.delete('collect');
    navigate(`${path}?${params.toString()}`, { replace: true });
  }, [search, path, navigate]);
  const [faq, setFaq] = useState<FaqHit | null>(null);
  const [favouritesOpen, setFavouritesOpen] = useState(false);
  // A new key shows the favourites panel afresh after a change it did not make (the detail dialog's star).
  const [favouritesKey, setFavouritesKey] = useState(0);
  const filterPanelId = useId();
  const filterToggleRef = useRef<HTMLButtonElement>(null);
  const resultsRef = useRef<HTMLElement>(null);

  const total = list.data?.total ?? 0;
  const pages = pageCount(total);
  const filterCount = activeFilterCount(state);

  const onSearch = useCallback((keyword: string, trigger: SearchTrigger) => {
    // Refining a search while typing replaces its history entry; a new search, Enter or a hot word adds one.
    update({ keyword }, { replace: trigger === 'typing' && state.keyword !== '' });
  }, [update, state.keyword]);

  const showDetail = useCallback((serviceId: string) => setDetailId(serviceId), []);
  const closeDetail = useCallback(() => {
    setDetailId(null);
    // The dialog came from the address: closing it leaves the address of the list alone.
    if (new URLSearchParams(search).has('detail')) navigate(directoryHref(path, state), { replace: true });
  }, [search, navigate, path, state]);

  const suggestions = useMemo<SuggestionHandlers>(() => ({
    onService: (item) => setDetailId(item.serviceId),
    onGuide: (guide) => navigate(hrefWith({ guide: guide.serviceId })),
    onNews: (news) => { if (news.url) window.open(news.url, '_blank', 'noopener'); },
    onFaq: setFaq,
  }), [navigate, hrefWith]);
  const guideAddress = useCallback((serviceId: string) => hrefWith({ guide: serviceId }), [hrefWith]);

  const onPage = useCallback((page: number) => {
    update({ page });
    resultsRef.current?.scrollIntoView?.({ block: 'start' });
  }, [update]);

  /** The favourites panel changed them: bring the stars on screen, and later searches, in line with the server. */
  const syncFavourites = useCallback(async () => {
    favouriteIds.invalidate();
    try {
      const ids = new Set((await s.blade.call(myCollect, {}, { silent: true })).map((item) => item.serviceId));
      collected.syncWith(ids, list.data?.items.map((item) => item.serviceId) ?? []);
    } catch {
      // The list's own flags stay; loading it again is the next best thing.
      list.reload();
    }
  }, [favouriteIds, s, collected, list]);

  const onDetailCollected = useCallback((serviceId: string, isCollected: boolean) => {
    collected.set(serviceId, isCollected);
    setFavouritesKey((key) => key + 1);
  }, [collected]);

  const guideHref = useCallback(
    (item: ListItem) => (item.hasGuide ? hrefWith({ guide: item.serviceId }) : null),
    [hrefWith],
  );

  return (
    <div className="sc">
      <CentreHeader
        serviceType={serviceType} title={centre.view.title} subtitle={centre.view.subtitle}
        onShowFavourites={visitor ? undefined : () => setFavouritesOpen(true)}
      />
      <SearchBox keyword={state.keyword} hotWords={hotWords} onSearch={onSearch} suggestions={suggestions} />
      {centre.view.showShelfTabs && !visitor ? <ShelfTabs value={state.shelfLabelId} onChange={(shelfLabelId) => update({ shelfLabelId })} /> : null}

      <div className="sc-layout">
        <div className="sc-main">
          <div className="sc-toolbar">
            <p className="sc-total" role="status">
              {list.data ? t('directory.list.total', { n: total }) : t(state.keyword ? 'directory.list.searching' : 'directory.list.loading')}
            </p>
            <SortChoice value={state.sort} onChange={(sort) => update({ sort })} />
            <button
              ref={filterToggleRef}
              type="button"
              className={`sc-filter-toggle${filterCount > 0 ? ' sc-filter-toggle--on' : ''}`}
              aria-expanded={filtersOpen}
              aria-controls={filterPanelId}
              onClick={() => setFiltersOpen((open) => !open)}
            >
              {filterCount > 0 ? t('directory.filters.toggleCount', { n: filterCount }) : t('directory.filters.toggle')}
            </button>
          </div>
          <FilterPanel
            id={filterPanelId}
            serviceType={serviceType}
            shown={centre.view.filters}
            state={state}
            onChange={(patch) => update(patch)}
            open={filtersOpen}
            onDone={() => { setFiltersOpen(false); filterToggleRef.current?.focus(); }}
          />
          {list.data?.corrected && !list.loading ? (
            <p className="sh-notice sc-corrected">{t('directory.search.corrected', { corrected: list.data.corrected })}</p>
          ) : null}
          {source.kind === 'page' && state.keyword !== '' ? (
            <p className="sc-muted sc-name-only">{t('directory.search.nameOnly', { keyword: state.keyword })}</p>
          ) : null}

          {state.page === 1 && state.keyword === '' && !hasFilters(state) ? <PinnedServices pinned={centre.view.pinned} onShowDetail={showDetail} /> : null}
          <section ref={resultsRef} className="sc-results" aria-labelledby="sc-results-title" aria-busy={list.loading}>
            <h2 id="sc-results-title" className="sh-visually-hidden">{t('directory.list.title')}</h2>
            <ResultList
              list={list}
              onRetry={list.reload}
              keyword={state.keyword}
              filtered={hasFilters(state)}
              page={state.page}
              pages={pages}
              hotWords={hotWords}
              isCollected={collected.isCollected}
              onToggleCollect={toggleCollect}
              onShowDetail={showDetail}
              guideHref={guideHref}
              onSearch={(keyword) => onSearch(keyword, 'submit')}
              onClearFilters={() => update(NO_FILTERS)}
              onFirstPage={() => onPage(1)}
            />
          </section>
          {list.data && !list.error ? <Pager page={state.page} pages={pages} onPage={onPage} /> : null}
          {state.keyword !== '' ? <MoreResults keyword={state.keyword} guideHref={guideAddress} onFaq={setFaq} /> : null}
        </div>
        <SideLists serviceType={serviceType} onShowDetail={showDetail} />
      </div>

      {favouritesOpen ? (
        <Dialog title={t('directory.favourites.title')} size="large" onClose={() => setFavouritesOpen(false)}>
          <FavouritesPanel
            key={favouritesKey}
            onOpenService={opener.openService}
            onShowDetail={showDetail}
            onChanged={() => { void syncFavourites(); }}
          />
        </Dialog>
      ) : null}
      {detailId ? (
        <ServiceDetailDialog
          serviceId={detailId}
          visitor={visitor}
          onClose={closeDetail}
          onCollectedChange={visitor ? undefined : onDetailCollected}
          collectOnArrival={!visitor && collectOnArrival !== null && detailId === collectOnArrival}
        />
      ) : null}
      {faq ? (
        <Dialog title={t('siteSearch.more.faqTitle')} onClose={() => setFaq(null)}>
          <h3 className="sc-faq__question">{faq.question}</h3>
          <p className="sc-faq__answer">{faq.answer}</p>
        </Dialog>
      ) : null}
    </div>
  );
}
