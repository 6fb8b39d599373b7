import { useCallback } from 'react';
import { dutyAndService, inventoryPage } from '../../../shared/api/catalogue/three-lists';
import type { ThreeListDept } from '../../../shared/schema/three-lists';
import { useServices } from '../../app/services';
import { useCall } from '../../lib/use-call';
import { useTranslation } from '../../lib/i18n-react';
import { Expander } from './Expander';
import { LinkedLoad } from './LinkedLoad';
import type { ListContext } from './list-context';
import { PagedList } from './PagedList';
import { DutyTypeBadge, ServiceChip } from './parts';
import { SearchForm } from './SearchForm';

/** The department responsibility list: the selected departments (and those under them), each with its duties. */
export function DeptList({ ctx }: { ctx: ListContext }) {
  const { t } = useTranslation();
  const s = useServices();
  const { category, deptId, keyword, page } = ctx.state;
  const load = useCallback(
    () => s.blade.call(inventoryPage, { category, deptId, keyword, current: page, size: ctx.pageSize }, { silent: true }),
    [s, category, deptId, keyword, page, ctx.pageSize],
  );
  const { state, reload } = useCall(load);
  return (
    <>
      <SearchForm key={keyword} keyword={keyword} label={t('threeLists.search.dept')} onSearch={(k) => ctx.update({ keyword: k })} />
      <PagedList
        state={state}
        reload={reload}
        page={page}
        ctx={ctx}
        keyword={keyword}
        itemKey={(d) => d.deptId}
        // The selected department opens at once: that is what the user came for.
        renderItem={(d) => <DeptRow dept={d} ctx={ctx} initiallyOpen={d.deptId === deptId} />}
      />
    </>
  );
}

function DeptRow({ dept, ctx, initiallyOpen }: { dept: ThreeListDept; ctx: ListContext; initiallyOpen: boolean }) {
  const { t } = useTranslation();
  const fact = (label: string, value: string) => (
    <div className="tl-fact"><dt>{label}</dt><dd>{value || t('threeLists.dept.none')}</dd></div>
  );
  return (
    <article className="tl-row">
      <div className="tl-row__head">
        <h3 className="tl-row__title">{dept.deptName}</h3>
        <span className="tl-muted">{dept.category}</span>
      </div>
      <dl className="tl-facts">
        {dept.parentName ? fact(t('threeLists.dept.parent'), dept.parentName) : null}
        {fact(t('threeLists.dept.leader'), dept.leader)}
        {fact(t('threeLists.dept.phone'), dept.phone)}
        {fact(t('threeLists.dept.location'), dept.location)}
      </dl>
      <Expander
        initiallyOpen={initiallyOpen}
        showLabel={ctx.showCounts ? t('threeLists.dept.showDuties', { n: dept.dutyCount }) : t('threeLists.dept.showDutiesPlain')}
        hideLabel={t('threeLists.dept.hideDuties')}
        regionLabel={t('threeLists.dept.dutiesOf', { name: dept.deptName })}
      >
        <DeptDuties deptId={dept.deptId} ctx={ctx} />
      </Expander>
    </article>
  );
}

/** ospDeptInfo/dutyAndService: the department's duties, each with the services that carry it out. */
function DeptDuties({ deptId, ctx }: { deptId: string; ctx: ListContext }) {
  const { t } = useTranslation();
  const s = useServices();
  const load = useCallback(() => s.blade.call(dutyAndService, { deptId }, { silent: true }), [s, deptId]);
  return (
    <LinkedLoad
      load={load}
      loading={t('threeLists.dept.loadingDuties')}
      failed={t('threeLists.dept.dutiesFailed')}
      empty={t('threeLists.dept.noDuties')}
      isEmpty={(data) => data.duties.length === 0}
    >
      {(data) => (
        <ol className="tl-duties">
          {data.duties.map((duty) => (
            <li key={duty.dutyId} className="tl-duty">
              <div className="tl-duty__head">
                <h4 className="tl-duty__name">{duty.dutyName}</h4>
                {ctx.showDutyTypes ? <DutyTypeBadge name={duty.dutyTypeName} /> : null}
              </div>
              {duty.content ? <p className="tl-duty__content">{duty.content}</p> : null}
              {duty.services.length > 0 ? (
                <ul className="tl-chips" aria-label={t('threeLists.duty.servicesOf', { name: duty.dutyName })}>
                  {duty.services.map((service) => (
                    <li key={service.serviceId}><ServiceChip service={service} onShowDetail={ctx.onShowDetail} /></li>
                  ))}
                </ul>
              ) : <p className="tl-muted">{t('threeLists.duty.noServices')}</p>}
            </li>
          ))}
        </ol>
      )}
    </LinkedLoad>
  );
}
