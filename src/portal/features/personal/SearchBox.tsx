import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';

/** A search form over a list: Enter or 搜索 searches, 清除 empties it and searches again. */
export function SearchBox({ label, placeholder, maxLength, onSearch }: {
  label: string; placeholder: string; maxLength: number; onSearch(keyword: string): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState('');
  return (
    <form
      className="pc-search"
      role="search"
      onSubmit={(event) => { event.preventDefault(); onSearch(value.trim()); }}
    >
      <label htmlFor={id} className="sh-visually-hidden">{label}</label>
      <input
        id={id}
        className="pc-input pc-search__input"
        type="search"
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        onChange={(event) => setValue(event.target.value)}
      />
      <button type="submit" className="sh-button">{t('personal.search.submit')}</button>
      {value !== '' ? (
        <button type="button" className="sh-button sh-button--secondary" onClick={() => { setValue(''); onSearch(''); }}>
          {t('personal.search.clear')}
        </button>
      ) : null}
    </form>
  );
}
