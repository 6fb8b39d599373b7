import type { ReactNode } from 'react';
import { LoadError } from '../../components/AsyncStates';
import { useTranslation } from '../../lib/i18n-react';
import type { CallState } from '../../lib/use-call';
import type { ListContext } from './list-context';
import { ListPager } from './ListPager';

interface Paged<T> { records: T[]; total: number }

export interface PagedListProps<T> {
  state: CallState<Paged<T>>;
  reload(): void;
  page: number;
  keyword: string;
  /** The page size and the address to change: paging and clearing the search go through it. */
  ctx: Pick<ListContext, 'pageSize' | 'update'>;
  itemKey(item: T): string;
  renderItem(item: T): ReactNode;
}

const GHOST_ROWS = 4;

/** One page of a list with its total and pager, or what stands in for it: skeletons, the error with a retry, empty. */
export function PagedList<T>({ state, reload, page, keyword, ctx, itemKey, renderItem }: PagedListProps<T>) {
  const { t } = useTranslation();
  const { pageSize } = ctx;
  const onPage = (p: number) => ctx.update({ page: p });
  const onClearSearch = () => ctx.update({ keyword: '' });
  if (state.status === 'error') return <LoadError title={t('threeLists.list.failed')} detail={state.error.message} onRetry={reload} />;
  if (state.status === 'loading') {
    return (
      <div aria-busy="true">
        <p className="sh-visually-hidden" role="status">{t('threeLists.list.loadingRows')}</p>
        <ul className="tl-rows" aria-hidden="true">
          {Array.from({ length: GHOST_ROWS }, (_, i) => <li key={i} className="tl-ghost tl-ghost--row" />)}
        </ul>
      </div>
    );
  }
  const { records, total } = state.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <>
      <p className="tl-total" role="status">{t('threeLists.list.total', { n: total })}</p>
      {records.length === 0 ? (
        <div className="tl-empty">
          {total > 0 && page > 1 ? (
            <>
              <p>{t('threeLists.list.pastEnd', { page, pages })}</p>
              <button type="button" className="sh-button" onClick={() => onPage(1)}>{t('threeLists.list.firstPage')}</button>
            </>
          ) : keyword !== '' ? (
            <>
              <p>{t('threeLists.list.emptySearch', { keyword })}</p>
              <button type="button" className="sh-button" onClick={onClearSearch}>{t('threeLists.list.clearSearch')}</button>
            </>
          ) : <p>{t('threeLists.list.empty')}</p>}
        </div>
      ) : (
        <ul className="tl-rows">
          {records.map((item) => <li key={itemKey(item)}>{renderItem(item)}</li>)}
        </ul>
      )}
      <ListPager page={page} pages={pages} onPage={onPage} />
    </>
  );
}
