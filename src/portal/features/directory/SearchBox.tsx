import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { ServiceItem } from '../../../shared/schema/cards';
import type { FaqHit, GuideHit, HeatWord, NewsHit } from '../../../shared/schema/search';
import { useServices } from '../../app/services';
import { useCall } from '../../lib/use-call';
import { useContentText, useTranslation } from '../../lib/i18n-react';
import { useDirectoryCalls } from './directory-mode';
import { SearchIcon } from './SearchIcon';
import { MAX_KEYWORD_LENGTH, normaliseKeyword } from './url-state';
import './search-texts';

/** How long typing pauses before the list follows it. */
const SEARCH_DEBOUNCE_MS = 250;
/** Entries per group under the box. */
const SUGGESTIONS_PER_GROUP = 4;

/** 'typing' after a pause in typing, 'submit' for Enter, the button, a hot word or clearing. */
export type SearchTrigger = 'typing' | 'submit';

/** What choosing a suggestion does; the page decides (details dialog, guide page, news window, answer dialog). */
export interface SuggestionHandlers {
  onService(item: ServiceItem): void;
  onGuide(guide: GuideHit): void;
  onNews(news: NewsHit): void;
  onFaq(faq: FaqHit): void;
}

export interface SearchBoxProps {
  /** The keyword in the address; the box follows it when it changes (back button, a hot word). */
  keyword: string;
  hotWords: readonly HeatWord[];
  onSearch(keyword: string, trigger: SearchTrigger): void;
  suggestions: SuggestionHandlers;
}

type Option =
  | { kind: 'services'; label: string; detail: string; pick: () => void }
  | { kind: 'guides'; label: string; detail: string; pick: () => void }
  | { kind: 'news'; label: string; detail: string; pick: () => void }
  | { kind: 'faq'; label: string; detail: string; pick: () => void };

const GROUPS = ['services', 'guides', 'news', 'faq'] as const;

/**
 * The search form (role="search"): typing searches after a 250 ms pause, Enter at once. While an input method is
 * composing (pinyin being turned into 汉字) nothing is searched: the letters on screen are not the words yet.
 * Under the box, a typeahead (ADR 027) in the ARIA combobox pattern: services, guides, news and the robot's answers
 * for what is typed; arrow keys move through them, Enter opens the one chosen (or searches when none is), Esc
 * closes the list.
 */
export function SearchBox({ keyword, hotWords, onSearch, suggestions }: SearchBoxProps) {
  const { t } = useTranslation();
  const content = useContentText();
  const s = useServices();
  const calls = useDirectoryCalls();
  const inputId = useId();
  const listId = `${inputId}-suggest`;
  const [text, setText] = useState(keyword);
  const [followed, setFollowed] = useState(keyword);
  // The text the suggestions are for: follows typing after the same pause as the list.
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const composing = useRef(false);
  const onSearchRef = useRef(onSearch);
  useEffect(() => { onSearchRef.current = onSearch; }, [onSearch]);
  useEffect(() => () => { if (timer.current !== null) clearTimeout(timer.current); }, []);

  const { state: suggested } = useCall(s.blade, calls.suggest, { keyword: query, size: SUGGESTIONS_PER_GROUP }, { enabled: open && query !== '' });
  const data = suggested.status === 'success' && suggested.data.keyword === query ? suggested.data : null;

  // The address changed under the box: show its keyword, unless the box already says the same.
  if (keyword !== followed) {
    setFollowed(keyword);
    if (normaliseKeyword(text) !== keyword) setText(keyword);
  }

  const options: Option[] = [];
  if (data && open) {
    for (const item of data.services) {
      options.push({ kind: 'services', label: content(item, 'serviceName'), detail: content(item, 'serviceDeptName'), pick: () => suggestions.onService(item) });
    }
    for (const guide of data.guides) {
      options.push({ kind: 'guides', label: content(guide, 'serviceName'), detail: guide.snippet, pick: () => suggestions.onGuide(guide) });
    }
    for (const news of data.news) options.push({ kind: 'news', label: news.title, detail: news.summary, pick: () => suggestions.onNews(news) });
    for (const faq of data.faq) options.push({ kind: 'faq', label: faq.question, detail: faq.answer, pick: () => suggestions.onFaq(faq) });
  }
  const expanded = open && query !== '' && normaliseKeyword(text) !== '';
  const activeOption = active >= 0 && active < options.length ? active : -1;
  const optionId = (k: number) => `${listId}-${k}`;

  function cancelPending(): void {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }

  function schedule(value: string): void {
    cancelPending();
    timer.current = setTimeout(() => {
      timer.current = null;
      const normalised = normaliseKeyword(value);
      setQuery(normalised);
      setActive(-1);
      setOpen(normalised !== '');
      onSearchRef.current(normalised, 'typing');
    }, SEARCH_DEBOUNCE_MS);
  }

  function searchNow(value: string): void {
    cancelPending();
    setOpen(false);
    onSearchRef.current(normaliseKeyword(value), 'submit');
  }

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    searchNow(text);
  }

  function pick(option: Option): void {
    cancelPending();
    setOpen(false);
    setActive(-1);
    option.pick();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    if (composing.current || event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!expanded) {
        if (normaliseKeyword(text) === '') return;
        setQuery(normaliseKeyword(text));
        setOpen(true);
        event.preventDefault();
        return;
      }
      if (options.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((k) => {
        const from = k < 0 || k >= options.length ? (step > 0 ? -1 : options.length) : k;
        return (from + step + options.length) % options.length;
      });
    } else if (event.key === 'Enter' && expanded && activeOption >= 0) {
      event.preventDefault();
      pick(options[activeOption] as Option);
    } else if (event.key === 'Escape' && expanded) {
      // The list closes; the search box keeps its text (a second Esc is the browser's: it clears the field).
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  let position = -1;
  return (
    <div className="sc-search">
      <form className="sc-search__form" role="search" aria-label={t('directory.search.label')} onSubmit={onSubmit}>
        <label className="sh-visually-hidden" htmlFor={inputId}>{t('directory.search.label')}</label>
        <span
          className="sc-search__field"
          onBlur={(event) => {
            // Leaving the box and its list closes the list; moving between them does not.
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
          }}
        >
          <SearchIcon className="sc-search__icon" />
          <input
            id={inputId}
            className="sc-search__input"
            type="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && activeOption >= 0 ? optionId(activeOption) : undefined}
            value={text}
            maxLength={MAX_KEYWORD_LENGTH}
            placeholder={t('directory.search.placeholder')}
            autoComplete="off"
            enterKeyHint="search"
            onKeyDown={onKeyDown}
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
              onClick={() => { setText(''); setQuery(''); searchNow(''); }}
            >
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
          <div id={listId} role="listbox" aria-label={t('siteSearch.suggest.label')} className="sc-suggest" hidden={!expanded}>
            {expanded && data === null ? <p className="sc-suggest__note" role="presentation">{t('siteSearch.suggest.loading')}</p> : null}
            {expanded && data !== null && options.length === 0 ? (
              <p className="sc-suggest__note" role="presentation">{t('siteSearch.suggest.none')}</p>
            ) : null}
            {expanded && data?.corrected ? (
              <p className="sc-suggest__note" role="presentation">{t('siteSearch.suggest.corrected', { corrected: data.corrected })}</p>
            ) : null}
            {expanded ? GROUPS.map((group) => {
              const members = options.filter((o) => o.kind === group);
              if (members.length === 0) return null;
              const titleId = `${listId}-${group}`;
              return (
                <div key={group} role="group" aria-labelledby={titleId} className="sc-suggest__group">
                  <p id={titleId} role="presentation" className="sc-suggest__title">{t(`siteSearch.suggest.${group}`)}</p>
                  {members.map((option) => {
                    position += 1;
                    const k = position;
                    return (
                      <div
                        key={k}
                        id={optionId(k)}
                        role="option"
                        aria-selected={k === activeOption}
                        className={`sc-suggest__option${k === activeOption ? ' sc-suggest__option--active' : ''}`}
                        // Keep the focus in the box: the blur would close the list before the click lands.
                        onMouseDown={(event) => event.preventDefault()}
                        onClick={() => pick(option)}
                        onPointerMove={() => { if (k !== activeOption) setActive(k); }}
                      >
                        <span className="sc-suggest__label">{option.label}</span>
                        {option.detail ? <span className="sc-suggest__detail">{option.detail}</span> : null}
                      </div>
                    );
                  })}
                </div>
              );
            }) : null}
          </div>
        </span>
        <button type="submit" className="sh-button sc-search__submit">{t('directory.search.submit')}</button>
      </form>
      <p className="sh-visually-hidden" aria-live="polite">
        {expanded && data !== null && options.length > 0 ? t('siteSearch.suggest.count', { n: options.length }) : ''}
      </p>
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
