import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { HeatWord } from '../../../shared/schema/search';
import { useTranslation } from '../../lib/i18n-react';
import { SearchIcon } from './SearchIcon';
import { MAX_KEYWORD_LENGTH, normaliseKeyword } from './url-state';

/** How long typing pauses before the list follows it. */
const SEARCH_DEBOUNCE_MS = 250;

/** 'typing' after a pause in typing, 'submit' for Enter, the button, a hot word or clearing. */
export type SearchTrigger = 'typing' | 'submit';

export interface SearchBoxProps {
  /** The keyword in the address; the box follows it when it changes (back button, a hot word). */
  keyword: string;
  hotWords: readonly HeatWord[];
  onSearch(keyword: string, trigger: SearchTrigger): void;
}

/**
 * The search form (role="search"): typing searches after a 250 ms pause, Enter at once. While an input method is
 * composing (pinyin being turned into 汉字) nothing is searched: the letters on screen are not the words yet.
 */
export function SearchBox({ keyword, hotWords, onSearch }: SearchBoxProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [text, setText] = useState(keyword);
  const [followed, setFollowed] = useState(keyword);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const composing = useRef(false);
  const onSearchRef = useRef(onSearch);
  useEffect(() => { onSearchRef.current = onSearch; }, [onSearch]);
  useEffect(() => () => { if (timer.current !== null) clearTimeout(timer.current); }, []);

  // The address changed under the box: show its keyword, unless the box already says the same.
  if (keyword !== followed) {
    setFollowed(keyword);
    if (normaliseKeyword(text) !== keyword) setText(keyword);
  }

  function cancelPending(): void {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }

  function schedule(value: string): void {
    cancelPending();
    timer.current = setTimeout(() => {
      timer.current = null;
      onSearchRef.current(normaliseKeyword(value), 'typing');
    }, SEARCH_DEBOUNCE_MS);
  }

  function searchNow(value: string): void {
    cancelPending();
    onSearchRef.current(normaliseKeyword(value), 'submit');
  }

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    searchNow(text);
  }

  return (
    <div className="sc-search">
      <form className="sc-search__form" role="search" aria-label={t('directory.search.label')} onSubmit={onSubmit}>
        <label className="sh-visually-hidden" htmlFor={inputId}>{t('directory.search.label')}</label>
        <span className="sc-search__field">
          <SearchIcon className="sc-search__icon" />
          <input
            id={inputId}
            className="sc-search__input"
            type="search"
            value={text}
            maxLength={MAX_KEYWORD_LENGTH}
            placeholder={t('directory.search.placeholder')}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => {
              setText(event.target.value);
              if (!composing.current) schedule(event.target.value);
            }}
            onCompositionStart={() => { composing.current = true; cancelPending(); }}
            onCompositionEnd={(event) => {
              composing.current = false;
              schedule(event.currentTarget.value);
            }}
          />
          {text !== '' ? (
            <button
              type="button"
              className="sc-search__clear"
              aria-label={t('directory.search.clear')}
              onClick={() => { setText(''); searchNow(''); }}
            >
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </span>
        <button type="submit" className="sh-button sc-search__submit">{t('directory.search.submit')}</button>
      </form>
      {hotWords.length > 0 ? (
        <div className="sc-hotwords">
          <span className="sc-hotwords__label" id={`${inputId}-hot`}>{t('directory.search.hotWords')}</span>
          <ul className="sc-chips" aria-labelledby={`${inputId}-hot`}>
            {hotWords.map((word) => (
              <li key={word.word}>
                <button
                  type="button"
                  className={`sc-chip${word.word === keyword ? ' sc-chip--on' : ''}`}
                  aria-pressed={word.word === keyword}
                  onClick={() => { setText(word.word); searchNow(word.word); }}
                >
                  {word.word}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
