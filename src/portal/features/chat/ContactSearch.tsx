import { useId, useState, type FormEvent, type Ref } from 'react';
import { searchContacts } from '../../../shared/api/catalogue/chat';
import type { ChatContact } from '../../../shared/schema/chat';
import { LoadError, Loading } from '../../components/AsyncStates';
import { useServices } from '../../app/services';
import { useTranslation } from '../../lib/i18n-react';
import { Avatar } from './Avatar';
import { errorMessage } from '../../../shared/api/error-message';

type SearchState =
  | { status: 'idle' }
  | { status: 'loading'; keyword: string }
  | { status: 'done'; keyword: string; contacts: ChatContact[] }
  | { status: 'error'; keyword: string; message: string };

/** 搜索联系人: people of the school by name or account, to start a conversation with. */
export function ContactSearch({ onPick, inputRef }: { onPick(contact: ChatContact): void; inputRef?: Ref<HTMLInputElement> }) {
  const { t } = useTranslation();
  const s = useServices();
  const inputId = useId();
  const [keyword, setKeyword] = useState('');
  const [state, setState] = useState<SearchState>({ status: 'idle' });

  async function search(event?: FormEvent) {
    event?.preventDefault();
    const asked = keyword.trim();
    if (asked === '') {
      setState({ status: 'idle' });
      return;
    }
    setState({ status: 'loading', keyword: asked });
    try {
      const contacts = await s.osp.call(searchContacts, { keyword: asked }, { silent: true });
      setState((now) => (now.status === 'loading' && now.keyword === asked ? { status: 'done', keyword: asked, contacts } : now));
    } catch (error) {
      const message = errorMessage(error);
      setState((now) => (now.status === 'loading' && now.keyword === asked ? { status: 'error', keyword: asked, message } : now));
    }
  }

  const clear = () => {
    setKeyword('');
    setState({ status: 'idle' });
  };

  return (
    <div className="ch-search">
      <form role="search" className="ch-search__form" onSubmit={(event) => void search(event)}>
        <label className="sh-visually-hidden" htmlFor={inputId}>{t('chatPanel.searchLabel')}</label>
        <input
          ref={inputRef}
          id={inputId}
          className="ch-search__input"
          type="search"
          value={keyword}
          maxLength={32}
          placeholder={t('chatPanel.searchPlaceholder')}
          onChange={(event) => {
            setKeyword(event.target.value);
            if (event.target.value.trim() === '') setState({ status: 'idle' });
          }}
          onKeyDown={(event) => {
            // Esc first empties the search; the drawer closes on the next one.
            if (event.key === 'Escape' && (keyword !== '' || state.status !== 'idle')) {
              event.preventDefault();
              clear();
            }
          }}
        />
        <button type="submit" className="ch-search__button">{t('chatPanel.searchButton')}</button>
      </form>
      {state.status === 'loading' ? <Loading className="ch-search__state" label={t('chatPanel.searching')} /> : null}
      {state.status === 'error' ? (
        <LoadError className="ch-search__state" title={t('chatPanel.searchFailed')} detail={state.message} onRetry={() => void search()} />
      ) : null}
      {state.status === 'done' ? (
        state.contacts.length === 0 ? (
          <p className="ch-search__state ch-muted" role="status">{t('chatPanel.searchEmpty', { keyword: state.keyword })}</p>
        ) : (
          <ul className="ch-contacts" aria-label={t('chatPanel.searchResults')}>
            {state.contacts.map((contact) => (
              <li key={contact.id}>
                <button
                  type="button"
                  className="ch-contact"
                  aria-label={t('chatPanel.startChat', { name: contact.name })}
                  onClick={() => {
                    clear();
                    onPick(contact);
                  }}
                >
                  <Avatar name={contact.name} src={contact.avatar} size={32} />
                  <span className="ch-contact__name">{contact.name}</span>
                  <span className="ch-contact__dept">{contact.deptName}</span>
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}
