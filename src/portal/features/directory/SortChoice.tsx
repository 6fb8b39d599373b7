import { DIRECTORY_SORTS, type DirectorySort } from '../../../shared/schema/directory';
import { useTranslation } from '../../lib/i18n-react';

/** 默认 first, then 最热 / 最新 / 评分. */
const ORDER: readonly DirectorySort[] = ['default', ...DIRECTORY_SORTS.filter((sort) => sort !== 'default')];

/** The list's order as a row of toggle buttons; short enough to stay visible on a 375 px phone. */
export function SortChoice({ value, onChange }: { value: DirectorySort; onChange(sort: DirectorySort): void }) {
  const { t } = useTranslation();
  return (
    <div className="sc-sort" role="group" aria-label={t('directory.sort.label')}>
      {ORDER.map((sort) => (
        <button
          key={sort}
          type="button"
          className={`sc-sort__option${value === sort ? ' sc-sort__option--on' : ''}`}
          aria-pressed={value === sort}
          onClick={() => onChange(sort)}
        >
          {t(`directory.sort.${sort}`)}
        </button>
      ))}
    </div>
  );
}
