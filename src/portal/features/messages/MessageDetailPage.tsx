import { useCallback, useEffect } from 'react';
import { Link, Redirect, useSearch } from 'wouter';
import { publicMessageDetail } from '../../../shared/api/catalogue/messages';
import { ApiError } from '../../../shared/api/client-types';
import { MESSAGE_DELETED_MSG } from '../../../shared/schema/messages';
import { useServices } from '../../app/services';
import { LoadError, Loading } from '../../components/AsyncStates';
import { useTranslation } from '../../lib/i18n-react';
import { useCall } from '../../lib/use-call';
import { useServerMessage } from '../../lib/use-server-message';
import { formatMessageTime } from './format-time';
import { markMessageRead } from './mark-read';
import { MessageAttachments } from './MessageAttachments';
import { MessageContent } from './MessageContent';
import { DELETED_MESSAGE_PATH, signInToMessageHref } from './message-paths';
import './texts';
import './messages.css';

/** Message ids are 1-32 characters (the catalogue's schema); anything else is not asked for. */
const MESSAGE_ID = /^[A-Za-z0-9_-]{1,32}$/;

/** The transport gave up (WRAP-09 time-out): worth a retry, unlike an answer that the message is not there. */
function isTransient(error: Error): boolean {
  return error instanceof ApiError && error.status === 8010;
}

/**
 * /generalDetailsTow?id=… (public, ROUTE-01): the message by id (publicMessageDetail: a public one for anyone,
 * the recipient's own when signed in), marked read for a signed-in reader. Title, sender, time, content and
 * attachments. Deleted → /deleteNoPag (MSG-02); unknown or not allowed → a not-found state.
 */
export function MessageDetailPage({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const s = useServices();
  const localise = useServerMessage();
  const id = new URLSearchParams(useSearch()).get('id')?.trim() ?? '';
  const validId = MESSAGE_ID.test(id);

  const load = useCallback(
    // silent: this page shows its own states (not found, deleted) instead of a toast.
    () => (validId ? s.blade.call(publicMessageDetail, { id }, { silent: true }) : Promise.resolve(null)),
    [s, id, validId],
  );
  const { state, reload } = useCall(load);
  const message = state.status === 'success' ? state.data : null;

  useEffect(() => {
    if (!signedIn || !message || message.read) return;
    // silent: failing to mark it read must not disturb reading it.
    markMessageRead(s, message.id, { silent: true }).catch(() => undefined);
  }, [signedIn, message, s]);

  if (state.status === 'loading') return <Loading label={t('messages.detail.loading')} />;
  if (state.status === 'error' && state.error.message === MESSAGE_DELETED_MSG) {
    return <Redirect to={DELETED_MESSAGE_PATH} replace />;
  }
  if (state.status === 'error' && isTransient(state.error)) {
    return <LoadError title={t('messages.detail.loadFailed')} detail={state.error.message} onRetry={reload} />;
  }
  if (!message) {
    const detail = state.status === 'error' ? state.error.message : '';
    return (
      <section className="sh-msg sh-msg--missing" aria-labelledby="sh-msg-missing">
        <h1 id="sh-msg-missing" className="sh-msg__title">{t('messages.detail.notFoundTitle')}</h1>
        <p className="sh-msg__missing-body">{t('messages.detail.notFoundBody')}</p>
        {detail ? <p className="sh-msg__missing-detail">{localise(detail)}</p> : null}
        {signedIn || !validId ? null : (
          <p className="sh-msg__missing-body">
            {t('messages.detail.signInHint')} <Link to={signInToMessageHref(id)}>{t('messages.detail.signIn')}</Link>
          </p>
        )}
        <Link className="sh-button" to={signedIn ? '/homePage' : '/'}>{t('common.backHome')}</Link>
      </section>
    );
  }

  return (
    <article className="sh-msg" aria-labelledby="sh-msg-title">
      <h1 id="sh-msg-title" className="sh-msg__title">{message.title}</h1>
      <dl className="sh-msg__meta">
        <div><dt>{t('messages.detail.sender')}</dt><dd>{message.fromUserName}</dd></div>
        <div>
          <dt>{t('messages.detail.time')}</dt>
          <dd><time dateTime={message.createTime}>{formatMessageTime(message.createTime)}</time></dd>
        </div>
      </dl>
      <MessageContent message={message} />
      <MessageAttachments messageId={message.id} files={message.files} signInHref={signedIn ? null : signInToMessageHref(message.id)} />
    </article>
  );
}
