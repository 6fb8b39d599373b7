import { useCallback } from 'react';
import { getServiceDeptRelation, queryService } from '../../../shared/api/catalogue/three-lists';
import type { InventoryService } from '../../../shared/schema/three-lists';
import { useServices } from '../../app/services';
import { useCall } from '../../lib/use-call';
import { useContentText, useTranslation } from '../../lib/i18n-react';
import { Expander } from './Expander';
import { LinkedLoad } from './LinkedLoad';
import type { ListContext } from './list-context';
import { PagedList } from './PagedList';
import { DutyTypeBadge } from './parts';
import { SearchForm } from './SearchForm';

/** The service inventory: the selected department's (or category's) services, each with the duties it carries out. */
export function ServiceList({ ctx }: { ctx: ListContext }) {
  const { t } = useTranslation();
  const s = useServices();
  const { category, deptId, keyword, page } = ctx.state;
  const load = useCallback(
    () => s.blade.call(queryService, { category, deptId, keyword, current: page, size: ctx.pageSize }, { silent: true }),
    [s, category, deptId, keyword, page, ctx.pageSize],
  );
  const { state, reload } = useCall(load);
  return (
    <>
      <SearchForm key={keyword} keyword={keyword} label={t('threeLists.search.service')} onSearch={(k) => ctx.update({ keyword: k })} />
      <PagedList
        state={state}
        reload={reload}
        page={page}
        ctx={ctx}
        keyword={keyword}
        itemKey={(item) => item.serviceId}
        renderItem={(item) => <ServiceRow service={item} ctx={ctx} />}
      />
    </>
  );
}

function ServiceRow({ service, ctx }: { service: InventoryService; ctx: ListContext }) {
  const { t } = useTranslation();
  const text = useContentText();
  const offline = service.processType === 'OFFLINE';
  return (
    <article className="tl-row">
      <div className="tl-row__head">
        <h3 className="tl-row__title">
          <button
            type="button"
            className="tl-title-button"
            aria-haspopup="dialog"
            onClick={() => ctx.onShowDetail(service.serviceId)}
          >
            {text(service, 'serviceName')}
          </button>
        </h3>
        <span className={`tl-badge${offline ? ' tl-badge--offline' : ''}`}>
          {offline ? t('threeLists.service.offline') : t('threeLists.service.online')}
        </span>
        {service.serviceType === 'APPLICATION' || service.serviceType === 'PROCESS' ? (
          <span className="tl-badge tl-badge--plain">
            {t(service.serviceType === 'APPLICATION' ? 'threeLists.service.application' : 'threeLists.service.process')}
          </span>
        ) : null}
      </div>
      <dl className="tl-facts">
        <div className="tl-fact"><dt>{t('threeLists.service.dept')}</dt><dd>{text(service, 'serviceDeptName')}</dd></div>
      </dl>
      <Expander
        showLabel={ctx.showCounts ? t('threeLists.service.showDuties', { n: service.dutyCount }) : t('threeLists.service.showDutiesPlain')}
        hideLabel={t('threeLists.service.hideDuties')}
        regionLabel={t('threeLists.service.dutiesOf', { name: text(service, 'serviceName') })}
      >
        <ServiceDuties serviceId={service.serviceId} ctx={ctx} />
      </Expander>
    </article>
  );
}

/**
 * nobody/baseService/getServiceDeptRelation: the duties a service carries out, of any department. Each leads to
 * the duty list at that duty (its department, searched by its code).
 */
function ServiceDuties({ serviceId, ctx }: { serviceId: string; ctx: ListContext }) {
  const { t } = useTranslation();
  const s = useServices();
  const load = useCallback(() => s.blade.call(getServiceDeptRelation, { serviceId }, { silent: true }), [s, serviceId]);
  return (
    <LinkedLoad
      load={load}
      loading={t('threeLists.service.loadingDuties')}
      failed={t('threeLists.service.dutiesFailed')}
      empty={t('threeLists.service.noDuties')}
      isEmpty={(data) => data.duties.length === 0}
    >
      {(data) => (
        <ul className="tl-linked-duties">
          {data.duties.map((duty) => (
            <li key={duty.dutyId}>
              {ctx.dutyListShown ? (
                <button
                  type="button"
                  className="tl-link"
                  onClick={() => ctx.update({ list: 'duty', deptId: duty.deptId, keyword: duty.dutyCode })}
                >
                  {duty.dutyName}
                </button>
              ) : <span>{duty.dutyName}</span>}
              <span className="tl-muted">{duty.deptName}</span>
              {ctx.showDutyTypes ? <DutyTypeBadge name={duty.dutyTypeName} /> : null}
            </li>
          ))}
        </ul>
      )}
    </LinkedLoad>
  );
}
