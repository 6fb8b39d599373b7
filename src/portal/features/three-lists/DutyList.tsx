import { useCallback, useId } from 'react';
import { queryDuty, queryService } from '../../../shared/api/catalogue/three-lists';
import { DUTY_TYPES, type Duty, type DutyType } from '../../../shared/schema/three-lists';
import { useServices } from '../../app/services';
import { useCall } from '../../lib/use-call';
import { useTranslation } from '../../lib/i18n-react';
import { Expander } from './Expander';
import { LinkedLoad } from './LinkedLoad';
import type { ListContext } from './list-context';
import { PagedList } from './PagedList';
import { DutyTypeBadge, ServiceChip } from './parts';
import { SearchForm } from './SearchForm';

/** The most services one duty's list asks for (the request's limit); more are named as a count. */
const SERVICES_PER_DUTY = 100;

/** The duty list: the selected department's own duties (or a category's), filtered by type while types apply. */
export function DutyList({ ctx }: { ctx: ListContext }) {
  const { t } = useTranslation();
  const s = useServices();
  const typeId = useId();
  const { category, deptId, keyword, page } = ctx.state;
  const dutyType = ctx.showDutyTypes ? ctx.state.dutyType : '';
  const load = useCallback(
    () => s.blade.call(queryDuty, { category, deptId, keyword, dutyType, current: page, size: ctx.pageSize }, { silent: true }),
    [s, category, deptId, keyword, dutyType, page, ctx.pageSize],
  );
  const { state, reload } = useCall(load);
  return (
    <>
      <div className="tl-toolbar">
        <SearchForm key={keyword} keyword={keyword} label={t('threeLists.search.duty')} onSearch={(k) => ctx.update({ keyword: k })} />
        {ctx.showDutyTypes ? (
          <div className="tl-type-filter">
            <label htmlFor={typeId}>{t('threeLists.duty.type')}</label>
            <select
              id={typeId}
              className="tl-input"
              value={dutyType}
              onChange={(event) => {
                const value = event.target.value;
                ctx.update({ dutyType: (DUTY_TYPES as readonly string[]).includes(value) ? (value as DutyType) : '' });
              }}
            >
              <option value="">{t('threeLists.duty.allTypes')}</option>
              {ctx.dutyTypes.map((type) => <option key={type.value} value={type.value}>{type.label}</option>)}
            </select>
          </div>
        ) : null}
      </div>
      <PagedList
        state={state}
        reload={reload}
        page={page}
        ctx={ctx}
        keyword={keyword}
        itemKey={(duty) => duty.dutyId}
        renderItem={(duty) => <DutyRow duty={duty} ctx={ctx} />}
      />
    </>
  );
}

function DutyRow({ duty, ctx }: { duty: Duty; ctx: ListContext }) {
  const { t } = useTranslation();
  return (
    <article className="tl-row">
      <div className="tl-row__head">
        <h3 className="tl-row__title">{duty.dutyName}</h3>
        {ctx.showDutyTypes ? <DutyTypeBadge name={duty.dutyTypeName} /> : null}
        {duty.isPublic ? null : <span className="tl-badge tl-badge--plain" title={t('threeLists.duty.internalHint')}>{t('threeLists.duty.internal')}</span>}
      </div>
      <dl className="tl-facts">
        <div className="tl-fact"><dt>{t('threeLists.duty.code')}</dt><dd>{duty.dutyCode}</dd></div>
        <div className="tl-fact"><dt>{t('threeLists.duty.dept')}</dt><dd>{duty.deptName}</dd></div>
        {duty.content ? <div className="tl-fact tl-fact--wide"><dt>{t('threeLists.duty.content')}</dt><dd>{duty.content}</dd></div> : null}
        {duty.basis ? <div className="tl-fact tl-fact--wide"><dt>{t('threeLists.duty.basis')}</dt><dd>{duty.basis}</dd></div> : null}
      </dl>
      <Expander
        showLabel={ctx.showCounts ? t('threeLists.duty.showServices', { n: duty.serviceCount }) : t('threeLists.duty.showServicesPlain')}
        hideLabel={t('threeLists.duty.hideServices')}
        regionLabel={t('threeLists.duty.servicesOf', { name: duty.dutyName })}
      >
        <DutyServices dutyId={duty.dutyId} ctx={ctx} />
      </Expander>
    </article>
  );
}

/** queryService by duty: the services that carry the duty out, as the caller may see them. */
function DutyServices({ dutyId, ctx }: { dutyId: string; ctx: ListContext }) {
  const { t } = useTranslation();
  const s = useServices();
  const load = useCallback(
    () => s.blade.call(queryService, { dutyId, current: 1, size: SERVICES_PER_DUTY }, { silent: true }),
    [s, dutyId],
  );
  return (
    <LinkedLoad
      load={load}
      loading={t('threeLists.duty.loadingServices')}
      failed={t('threeLists.duty.servicesFailed')}
      empty={t('threeLists.duty.noServices')}
      isEmpty={(data) => data.records.length === 0}
    >
      {({ records, total }) => (
        <>
          <ul className="tl-chips">
            {records.map((service) => <li key={service.serviceId}><ServiceChip service={service} onShowDetail={ctx.onShowDetail} /></li>)}
          </ul>
          {total > records.length ? <p className="tl-muted">{t('threeLists.duty.more', { n: total - records.length })}</p> : null}
        </>
      )}
    </LinkedLoad>
  );
}
