import { useId, useState, type FormEvent } from 'react';
import type { EffDeptNode, EfficiencyFilter, SemesterOption } from '../../../shared/schema/efficiency';
import type { FilterOption } from '../../../shared/schema/directory';
import { useTranslation } from '../../lib/i18n-react';

export const EMPTY_FILTER: EfficiencyFilter = { semesterId: '', startDate: '', endDate: '', deptId: '', sceneId: '' };

/** Departments the caller may open, indented by depth (a select cannot nest). */
function viewableDepts(nodes: readonly EffDeptNode[], depth = 0): Array<{ id: string; label: string }> {
  return nodes.flatMap((n) => [
    ...(n.canView ? [{ id: n.id, label: `${'\u3000'.repeat(depth)}${n.deptName}` }] : []),
    ...viewableDepts(n.children, depth + 1),
  ]);
}

/** Semester, dates, department and scene; applied together with 查询 so the blocks load once per change. */
export function FilterBar({ value, semesters, depts, scenes, onApply }: {
  value: EfficiencyFilter;
  semesters: readonly SemesterOption[];
  depts: readonly EffDeptNode[];
  scenes: readonly FilterOption[];
  onApply: (filter: EfficiencyFilter) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(value);
  const deptOptions = viewableDepts(depts);
  const set = (patch: Partial<EfficiencyFilter>) => setDraft((d) => ({ ...d, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form className="eff-filters" aria-label={t('efficiency.filters.label')} onSubmit={submit}>
      <label className="eff-field" htmlFor={`${id}-sem`}>
        <span>{t('efficiency.filters.semester')}</span>
        <select id={`${id}-sem`} className="eff-input" value={draft.semesterId}
          onChange={(e) => set({ semesterId: e.target.value, startDate: '', endDate: '' })}>
          <option value="">{t('efficiency.filters.currentSemester')}</option>
          {semesters.map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
        </select>
      </label>
      <label className="eff-field" htmlFor={`${id}-start`}>
        <span>{t('efficiency.filters.start')}</span>
        <input id={`${id}-start`} className="eff-input" type="date" value={draft.startDate} onChange={(e) => set({ startDate: e.target.value })} />
      </label>
      <label className="eff-field" htmlFor={`${id}-end`}>
        <span>{t('efficiency.filters.end')}</span>
        <input id={`${id}-end`} className="eff-input" type="date" value={draft.endDate} min={draft.startDate || undefined}
          onChange={(e) => set({ endDate: e.target.value })} />
      </label>
      {deptOptions.length > 0 && (
        <label className="eff-field" htmlFor={`${id}-dept`}>
          <span>{t('efficiency.filters.dept')}</span>
          <select id={`${id}-dept`} className="eff-input" value={draft.deptId} onChange={(e) => set({ deptId: e.target.value })}>
            <option value="">{t('efficiency.filters.allDepts')}</option>
            {deptOptions.map((d) => <option key={d.id} value={d.id}>{d.label}</option>)}
          </select>
        </label>
      )}
      <label className="eff-field" htmlFor={`${id}-scene`}>
        <span>{t('efficiency.filters.scene')}</span>
        <select id={`${id}-scene`} className="eff-input" value={draft.sceneId} onChange={(e) => set({ sceneId: e.target.value })}>
          <option value="">{t('efficiency.filters.allScenes')}</option>
          {scenes.map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
        </select>
      </label>
      <div className="eff-filters__actions">
        <button type="submit" className="eff-button eff-button--primary">{t('efficiency.filters.apply')}</button>
        <button type="button" className="eff-button" onClick={() => { setDraft(EMPTY_FILTER); onApply(EMPTY_FILTER); }}>
          {t('efficiency.filters.reset')}
        </button>
      </div>
    </form>
  );
}
