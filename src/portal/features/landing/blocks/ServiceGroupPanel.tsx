import { useEffect, useRef, useState } from 'react';
import { queryServiceByType } from '../../../../shared/api/catalogue/prelogin';
import type { ServiceItem } from '../../../../shared/schema/cards';
import { useServices } from '../../../app/services';
import { LoadError } from '../../../components/AsyncStates';
import { useContentText, useTranslation } from '../../../lib/i18n-react';
import { ServiceList } from '../ServiceList';
import { errorMessage } from '../../../../shared/api/error-message';

export interface ServiceGroup { groupId: string; groupName: string; groupNameEn?: string | undefined; total: number; services: ServiceItem[] }

/** Services per page of “查看全部” (queryServiceByType allows up to 50). */
const GROUP_PAGE_SIZE = 24;

type Pages =
  | { status: 'folded' }
  | { status: 'open'; records: ServiceItem[]; total: number; page: number; loading: boolean; error: string | null };

/**
 * One group's services: its first ones from queryAllServiceByType; “查看全部 N 项” pages through the rest with
 * queryServiceByType. After each page, focus goes to its first new service, so a keyboard user carries on where
 * the list grew rather than at the top of the page.
 */
export function ServiceGroupPanel({ group, onOpen }: { group: ServiceGroup; onOpen: (serviceId: string) => void }) {
  const { t } = useTranslation();
  const text = useContentText();
  const s = useServices();
  const [pages, setPages] = useState<Pages>({ status: 'folded' });
  const list = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => { live.current = false; };
  }, []);

  useEffect(() => {
    if (focusFrom.current === null || pages.status !== 'open' || pages.loading) return;
    list.current?.querySelectorAll<HTMLButtonElement>('.lp-service')[focusFrom.current]?.focus();
    focusFrom.current = null;
  }, [pages]);

  function fetchPage(page: number, before: ServiceItem[], shown: number) {
    setPages({ status: 'open', records: before, total: group.total, page: page - 1, loading: true, error: null });
    s.blade.call(queryServiceByType, { groupId: group.groupId, current: page, size: GROUP_PAGE_SIZE }, { silent: true }).then(
      (result) => {
        if (!live.current) return;
        // Page 1 replaces the first services shown; a service that moved between pages is listed once.
        const base = page === 1 ? [] : before;
        const records = [...base, ...result.records.filter((r) => !base.some((b) => b.serviceId === r.serviceId))];
        focusFrom.current = records.length > shown ? shown : null;
        setPages({ status: 'open', records, total: result.total, page, loading: false, error: null });
      },
      (error: unknown) => {
        if (!live.current) return;
        const message = errorMessage(error);
        setPages({ status: 'open', records: before, total: group.total, page: page - 1, loading: false, error: message });
      },
    );
  }

  if (group.services.length === 0 && group.total === 0) return <p className="lp-empty">{t('landing.services.groupEmpty')}</p>;

  if (pages.status === 'folded') {
    return (
      <>
        <ServiceList items={group.services} onOpen={onOpen} />
        {group.total > group.services.length ? (
          <button
            type="button"
            className="sh-button sh-button--secondary lp-more"
            onClick={() => fetchPage(1, group.services, group.services.length)}
          >
            {t('landing.services.viewAll', { n: group.total })}
            {/* The group in the name too, after the visible words (a voice user says what they see). */}
            <span className="sh-visually-hidden">{t('landing.services.viewAllGroup', { group: text(group, 'groupName') })}</span>
          </button>
        ) : null}
      </>
    );
  }

  const hasMore = pages.records.length < pages.total;
  return (
    <>
      <ServiceList ref={list} items={pages.records} onOpen={onOpen} />
      {pages.error ? (
        <LoadError
          title={t('landing.services.pageFailed')}
          detail={pages.error}
          onRetry={() => fetchPage(pages.page + 1, pages.records, pages.records.length)}
        />
      ) : null}
      <div className="lp-pager">
        <span className="lp-pager__count" role="status">{t('landing.services.shown', { shown: pages.records.length, total: pages.total })}</span>
        {hasMore && !pages.error ? (
          <button
            type="button"
            className="sh-button sh-button--secondary lp-more"
            disabled={pages.loading}
            onClick={() => fetchPage(pages.page + 1, pages.records, pages.records.length)}
          >
            {pages.loading ? t('landing.search.moreLoading') : t('landing.services.more')}
          </button>
        ) : null}
        <button type="button" className="sh-link-button" onClick={() => setPages({ status: 'folded' })}>{t('landing.services.collapse')}</button>
      </div>
    </>
  );
}
