import type { HeatWord } from '../../../shared/schema/search';
import { LoadError } from '../../components/AsyncStates';
import { useTranslation } from '../../lib/i18n-react';
import { useServices } from '../../app/services';
import type { ListItem } from './list-source';
import { SearchIcon } from './SearchIcon';
import { ServiceCard } from './ServiceCard';
import type { ServiceListState } from './use-service-list';

export interface ResultListProps {
  list: ServiceListState;
  onRetry(): void;
  keyword: string;
  filtered: boolean;
  page: number;
  pages: number;
  hotWords: readonly HeatWord[];
  isCollected(item: ListItem): boolean;
  onToggleCollect(serviceId: string, collected: boolean): Promise<void>;
  onShowDetail(serviceId: string): void;
  guideHref(item: ListItem): string | null;
  onSearch(keyword: string): void;
  onClearFilters(): void;
  onFirstPage(): void;
}

const GHOST_CARDS = 6;

/** The cards of the current page, or what stands in for them: skeletons, the error with a retry, an empty state. */
export function ResultList(props: ResultListProps) {
  const { t } = useTranslation();
  const s = useServices();
  const { list } = props;

  if (list.error) return <LoadError title={t('directory.list.failed')} detail={list.error.message} onRetry={props.onRetry} />;
  if (!list.data) {
    return (
      <ul className="sc-grid" aria-hidden="true">
        {Array.from({ length: GHOST_CARDS }, (_, i) => <li key={i} className="sc-ghost sc-ghost--card" />)}
      </ul>
    );
  }
  if (list.data.items.length === 0) return <EmptyResults {...props} total={list.data.total} />;
  const now = s.now();
  return (
    <ul className={`sc-grid${list.loading ? ' sc-grid--stale' : ''}`}>
      {list.data.items.map((item) => (
        <li key={item.serviceId}>
          <ServiceCard
            item={item}
            collected={props.isCollected(item)}
            now={now}
            onToggleCollect={props.onToggleCollect}
            onShowDetail={props.onShowDetail}
            guideHref={props.guideHref(item)}
          />
        </li>
      ))}
    </ul>
  );
}

/** Nothing to show: say why, and offer the way on (another word, fewer filters, the first page). */
function EmptyResults({ keyword, filtered, page, pages, total, hotWords, onSearch, onClearFilters, onFirstPage }: ResultListProps & { total: number }) {
  const { t } = useTranslation();
  // An old link past the end of a list that has shrunk.
  if (total > 0 && page > 1) {
    return (
      <div className="sc-empty">
        <p className="sc-empty__title">{t('directory.list.pastEnd', { page, pages })}</p>
        <div className="sc-empty__actions">
          <button type="button" className="sh-button" onClick={onFirstPage}>{t('directory.list.firstPage')}</button>
        </div>
      </div>
    );
  }
  const title = keyword !== '' ? t('directory.list.emptySearch', { keyword })
    : filtered ? t('directory.list.emptyFiltered') : t('directory.list.empty');
  const hint = keyword !== '' ? t('directory.list.emptySearchHint')
    : filtered ? t('directory.list.emptyFilteredHint') : t('directory.list.emptyHint');
  const suggestions = hotWords.filter((word) => word.word !== keyword);
  return (
    <div className="sc-empty">
      <span className="sc-empty__badge" aria-hidden="true"><SearchIcon size={26} /></span>
      <p className="sc-empty__title">{title}</p>
      <p className="sc-empty__hint">{hint}</p>
      {keyword !== '' && suggestions.length > 0 ? (
        <div className="sc-empty__words">
          <span>{t('directory.list.tryWords')}</span>
          <ul className="sc-chips">
            {suggestions.map((word) => (
              <li key={word.word}>
                <button type="button" className="sc-chip" onClick={() => onSearch(word.word)}>{word.word}</button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {filtered || keyword !== '' ? (
        <div className="sc-empty__actions">
          {filtered ? <button type="button" className="sh-button" onClick={onClearFilters}>{t('directory.filters.clear')}</button> : null}
          {keyword !== '' ? (
            <button type="button" className="sh-button sh-button--secondary" onClick={() => onSearch('')}>
              {t('directory.list.clearSearch')}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
