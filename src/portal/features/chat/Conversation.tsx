import type { ChatFriend } from '../../../shared/schema/chat';
import { LoadError, Loading } from '../../components/AsyncStates';
import { useServices } from '../../app/services';
import { useTranslation } from '../../lib/i18n-react';
import { Avatar } from './Avatar';
import { chatStoreOf, type Conversation as ConversationData } from './chat-store';
import { Composer } from './Composer';
import { MessageLog } from './MessageLog';

export interface ConversationProps {
  friend: ChatFriend;
  /** null until the store has started loading it. */
  conversation: ConversationData | null;
  draft: string;
  onDraft(text: string): void;
  /** Back to the list (a phone shows one of the two at a time). */
  onBack(): void;
}

/** One conversation: its name, the message log paged backwards, and the composer (none for a service account). */
export function Conversation({ friend, conversation, draft, onDraft, onBack }: ConversationProps) {
  const { t } = useTranslation();
  const s = useServices();
  const store = chatStoreOf(s);
  const peer = { id: friend.id, mpType: friend.mpType };

  let body;
  if (!conversation || (conversation.status === 'loading' && conversation.messages.length === 0)) {
    body = <Loading className="ch-main__state" label={t('chatPanel.historyLoading')} />;
  } else if (conversation.status === 'error' && conversation.messages.length === 0) {
    body = (
      <LoadError
        className="ch-main__state"
        title={t('chatPanel.historyFailed')}
        detail={conversation.error}
        onRetry={() => void store.loadConversation(peer)}
      />
    );
  } else {
    body = <MessageLog friend={friend} conversation={conversation} onLoadOlder={() => void store.loadOlder(peer)} />;
  }

  return (
    <div className="ch-conversation">
      <header className="ch-conversation__head">
        <button type="button" className="ch-conversation__back" aria-label={t('chatPanel.back')} onClick={onBack}>
          <span aria-hidden="true">‹</span>
        </button>
        <Avatar name={friend.name} src={friend.avatar} size={32} />
        <h3 className="ch-conversation__name">{friend.name}</h3>
        {friend.mpType === 'mp' ? <span className="ch-tag">{t('chatPanel.official')}</span> : null}
      </header>
      {body}
      {friend.mpType === 'mp' ? (
        <p className="ch-composer ch-composer--none ch-muted">{t('chatPanel.noReply')}</p>
      ) : (
        <Composer peer={peer} draft={draft} onDraft={onDraft} />
      )}
    </div>
  );
}
