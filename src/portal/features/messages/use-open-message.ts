import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { messageHistoryDetail } from '../../../shared/api/catalogue/messages';
import { MESSAGE_DELETED_MSG } from '../../../shared/schema/messages';
import { checkAddress, unreachableText } from '../../app/service-opener';
import { useServices } from '../../app/services';
import { useToast } from '../../components/toast-context';
import { useTranslation } from '../../lib/i18n-react';
import { markMessageRead } from './mark-read';
import { DELETED_MESSAGE_PATH, messageDetailPath } from './message-paths';
import { classifyMessageUrl } from './open-target';
import './texts';
import { errorMessage } from '../../../shared/api/error-message';

/**
 * Opens a message as MSG-01 and MSG-02 say: its history detail first; with a url, mark it read and open the url
 * (http(s) in a new tab once the server found its system answering, ADR 031; a portal path in the app; anything
 * else refused); without one, the detail page. A
 * message the sender deleted ('消息已被删除') goes to /deleteNoPag; any other failure shows the server's message.
 * @example const openMessage = useOpenMessage(); <button onClick={() => void openMessage(notice.messageId)}>查看</button>
 */
export function useOpenMessage(): (messageId: string) => Promise<void> {
  const s = useServices();
  const toast = useToast();
  const { t } = useTranslation();
  const [, navigate] = useLocation();

  return useCallback(async (messageId: string) => {
    let url: string;
    let title: string;
    try {
      // silent: MSG-02 decides what a failure shows, the generic toast would say it twice or wrongly.
      ({ url, title } = await s.blade.call(messageHistoryDetail, { id: messageId }, { silent: true }));
    } catch (error) {
      const msg = errorMessage(error, '');
      if (msg === MESSAGE_DELETED_MSG) navigate(DELETED_MESSAGE_PATH);
      else toast.error(msg || t('messages.open.failed'));
      return;
    }
    if (url.trim() === '') {
      navigate(messageDetailPath(messageId));
      return;
    }
    const target = classifyMessageUrl(url);
    if (target.kind === 'refused') {
      toast.error(t('messages.open.urlRefused'));
      return;
    }
    try {
      // Not silent: a failed mark shows the server's message; the url still opens, as the user asked.
      await markMessageRead(s, messageId);
    } catch {
      // Already shown as a toast by the client.
    }
    if (target.kind === 'portal') {
      navigate(target.path);
      return;
    }
    // ADR 031: a link whose system does not answer says so, and whom to ask, instead of the browser's error page.
    const answer = await checkAddress(s, { kind: 'message', id: messageId });
    if (answer?.verdict === 'unreachable') {
      toast.error(unreachableText(t, title, answer));
      return;
    }
    const opened = window.open(target.url, '_blank');
    // Not 'noopener' in the features: with it, open() returns null and we could not cut the link ourselves.
    if (opened) opened.opener = null;
  }, [s, toast, t, navigate]);
}
