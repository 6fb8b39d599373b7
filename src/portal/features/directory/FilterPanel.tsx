import { useCallback, useId, useState } from 'react';
import type { TextKey } from '../../../shared/i18n';
import type { CentreFilters } from '../../../shared/schema/centre-config';
import type { FilterOption } from '../../../shared/schema/directory';
import { useServices } from '../../app/services';
import { LoadError } from '../../components/AsyncStates';
import { useCall } from '../../lib/use-call';
import { useContentText, useTranslation } from '../../lib/i18n-react';
import type { CentreType } from './list-source';
import { useDirectoryCalls } from './directory-mode';
import { activeFilterCount, type DirectoryUrlState, type HandlingFilter } from './url-state';

export interface FilterPanelProps {
  id: string;
  serviceType: CentreType;
  /** The filters the centre's configuration shows (all when absent). */
  shown?: CentreFilters;
  state: DirectoryUrlState;
  onChange(patch: Partial<DirectoryUrlState>): void;
  /** On a phone the panel folds away behind the 筛选 button; open shows it. */
  open: boolean;
  onDone(): void;
}

const ALL_FILTERS: CentreFilters = { dept: true, scene: true, type: true, processType: true };

interface FilterOptions { dept: FilterOption[]; scene: FilterOption[]; type: FilterOption[] }

/**
 * Department, scene and type, each with the number of services under it, and the way of handling (OPEN-05).
 * The options count within the page's centre (ROUTE-06), under the other filters chosen and the keyword, so a count
 * is what choosing the option lists.
 */
export function FilterPanel({ id, serviceType, shown = ALL_FILTERS, state, onChange, open, onDone }: FilterPanelProps) {
  const { t } = useTranslation();
  const s = useServices();
  const calls = useDirectoryCalls();
  const { keyword, deptId, sceneId, typeId, processType, shelfLabelId } = state;
  const load = useCallback(async (): Promise<FilterOptions> => {
    const input = { serviceType, keyword, deptId, sceneId, typeId, processType, shelfLabelId };
    const [dept, scene, type] = await Promise.all([
      s.blade.call(calls.dept, input, { silent: true }),
      s.blade.call(calls.scene, input, { silent: true }),
      s.blade.call(calls.type, input, { silent: true }),
    ]);
    return { dept, scene, type };
  }, [s, calls, serviceType, keyword, deptId, sceneId, typeId, processType, shelfLabelId]);
  const { state: current, reload } = useCall(load);
  // The previous counts stay on screen while the narrowed ones load, so the selects never blank out.
  const [lastLoaded, setLastLoaded] = useState<FilterOptions | null>(null);
  if (current.status === 'success' && current.data !== lastLoaded) setLastLoaded(current.data);
  const options = current;
  const loaded = current.status === 'success' ? current.data : lastLoaded;

  return (
    <section id={id} className={`sc-filters${open ? ' sc-filters--open' : ''}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="sh-visually-hidden">{t('directory.filters.title')}</h2>
      {options.status === 'error' ? (
        <LoadError title={t('directory.filters.failed')} detail={options.error.message} onRetry={reload} />
      ) : null}
      <div className="sc-filters__row" aria-busy={options.status === 'loading'}>
        {shown.dept ? <OptionSelect
          label={t('directory.filters.dept')} allLabel={t('directory.filters.allDept')}
          options={loaded?.dept ?? null} value={state.deptId} onChange={(deptId) => onChange({ deptId })}
        /> : null}
        {shown.scene ? <OptionSelect
          label={t('directory.filters.scene')} allLabel={t('directory.filters.allScene')}
          options={loaded?.scene ?? null} value={state.sceneId} onChange={(sceneId) => onChange({ sceneId })}
        /> : null}
        {shown.type ? <OptionSelect
          label={t('directory.filters.type')} allLabel={t('directory.filters.allType')}
          options={loaded?.type ?? null} value={state.typeId} onChange={(typeId) => onChange({ typeId })}
        /> : null}
        {shown.processType ? <WayChoice value={state.processType} onChange={(processType) => onChange({ processType })} /> : null}
      </div>
      <div className="sc-filters__end">
        {activeFilterCount(state) > 0 ? (
          <button
            type="button"
            className="sh-link-button"
            onClick={() => onChange({ deptId: '', sceneId: '', typeId: '', processType: '' })}
          >
            {t('directory.filters.clear')}
          </button>
        ) : null}
        <button type="button" className="sh-button sh-button--secondary sc-filters__done" onClick={onDone}>
          {t('directory.filters.done')}
        </button>
      </div>
    </section>
  );
}

function OptionSelect({ label, allLabel, options, value, onChange }: {
  label: string;
  allLabel: string;
  /** null while loading. */
  options: FilterOption[] | null;
  value: string;
  onChange(value: string): void;
}) {
  const { t } = useTranslation();
  const text = useContentText();
  const id = useId();
  // A filter from an old link whose option is gone still shows as set, so the user sees why the list is short.
  const stale = value !== '' && options !== null && !options.some((option) => option.id === value);
  return (
    <div className="sc-field">
      <label className="sc-field__label" htmlFor={id}>{label}</label>
      <select
        id={id}
        className="sc-field__select"
        value={value}
        disabled={options === null && value === ''}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{options === null ? t('directory.filters.loading') : allLabel}</option>
        {options?.map((option) => (
          <option key={option.id} value={option.id}>
            {t('directory.filters.option', { name: text(option, 'name'), count: option.count })}
          </option>
        ))}
        {stale || (options === null && value !== '') ? <option value={value}>{t('directory.filters.unknown')}</option> : null}
      </select>
    </div>
  );
}

const WAYS: readonly { value: HandlingFilter; key: TextKey }[] = [
  { value: '', key: 'directory.filters.wayAll' },
  { value: 'ONLINE', key: 'directory.filters.online' },
  { value: 'OFFLINE', key: 'directory.filters.offline' },
];

/** OPEN-05: 线上办理 or 线下办理, as radio buttons (arrow keys move between them). */
function WayChoice({ value, onChange }: { value: HandlingFilter; onChange(value: HandlingFilter): void }) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="sc-field sc-way">
      <legend className="sc-field__label">{t('directory.filters.way')}</legend>
      <div className="sc-segments">
        {WAYS.map((way) => (
          <label key={way.value || 'all'} className={`sc-segment${value === way.value ? ' sc-segment--on' : ''}`}>
            <input
              type="radio"
              className="sc-segment__input"
              name={name}
              value={way.value}
              checked={value === way.value}
              onChange={() => onChange(way.value)}
            />
            {t(way.key)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
