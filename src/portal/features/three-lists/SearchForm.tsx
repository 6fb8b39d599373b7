import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n-react';

/** The list's search: searches on Enter or the button; the address holds what was searched. */
export function SearchForm({ keyword, label, onSearch }: { keyword: string; label: string; onSearch(keyword: string): void }) {
  const { t } = useTranslation();
  const id = useId();
  // Starts from the address; the page gives it a new key when the address changes under it.
  const [draft, setDraft] = useState(keyword);

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    onSearch(draft);
  }

  return (
    <form className="tl-search" role="search" onSubmit={submit}>
      <label htmlFor={id} className="sh-visually-hidden">{label}</label>
      <input
        id={id}
        type="search"
        className="tl-input"
        value={draft}
        maxLength={50}
        placeholder={label}
        onChange={(event) => setDraft(event.target.value)}
      />
      <button type="submit" className="sh-button tl-search__submit">{t('threeLists.search.submit')}</button>
      {keyword !== '' ? (
        <button type="button" className="sh-link-button" onClick={() => { setDraft(''); onSearch(''); }}>
          {t('threeLists.search.clear')}
        </button>
      ) : null}
    </form>
  );
}
