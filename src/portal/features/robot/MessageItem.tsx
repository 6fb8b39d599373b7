import { useId } from 'react';
import { Link } from 'wouter';
import type { QuestionBrief } from '../../../shared/schema/robot';
import type { ButtonGuard } from '../../../ui/use-button-guard';
import { useButtonGuard } from '../../../ui/use-button-guard';
import { useTranslation } from '../../lib/i18n-react';
import { useServerMessage } from '../../lib/use-server-message';
import { useServiceOpener } from '../../app/service-opener';
import type { AnswerMessage, ChatMessage, NoAnswerMessage } from './chat-memory';
import type { FeedbackDraft } from './FeedbackForm';
import { PlainText } from './PlainText';
import type { RobotChat } from './use-robot-chat';

interface ItemProps {
  message: ChatMessage;
  robotName: string;
  chat: RobotChat;
  signedIn: boolean;
  onFeedback(draft: FeedbackDraft): void;
  /** Every question button of the conversation shares one guard: one answer per click. */
  onChoose: ButtonGuard<[QuestionBrief]>;
}

/** One message of the log: the user's on the right, the robot's on the left with its name for screen readers. */
export function MessageItem(props: ItemProps) {
  const { t } = useTranslation();
  const localise = useServerMessage();
  const { message, robotName, onChoose } = props;
  if (message.kind === 'user') {
    return (
      <div className="rb-msg rb-msg--user">
        <span className="sh-visually-hidden">{t('robotChat.you')}：</span>
        <p className="rb-bubble rb-bubble--user">{message.text}</p>
      </div>
    );
  }
  return (
    <div className="rb-msg rb-msg--robot">
      <span className="sh-visually-hidden">{t('robotChat.robot', { name: robotName })}：</span>
      <div className="rb-bubble">
        {message.kind === 'answer' ? <AnswerBody {...props} message={message} /> : null}
        {message.kind === 'none' ? <NoAnswerBody {...props} message={message} /> : null}
        {message.kind === 'scene' ? (
          <>
            <p>{t(message.questions.length > 0 ? 'robotChat.sceneQuestions' : 'robotChat.sceneEmpty', { scene: message.sceneName })}</p>
            <QuestionList questions={message.questions} onChoose={onChoose} />
          </>
        ) : null}
        {message.kind === 'note' ? (
          <p>{t.dynamic(`robotChat.${message.textKey}`, message.values ? mapValues(message.values, localise) : undefined)}</p>
        ) : null}
      </div>
    </div>
  );
}

function mapValues(values: Record<string, string>, localise: (m: string) => string): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, localise(v)]));
}

function QuestionList({ questions, onChoose, labelledBy }: { questions: QuestionBrief[]; onChoose: ButtonGuard<[QuestionBrief]>; labelledBy?: string }) {
  if (questions.length === 0) return null;
  return (
    <ul className="rb-suggest" aria-labelledby={labelledBy}>
      {questions.map((q) => (
        <li key={q.questionId}>
          <button type="button" className="rb-suggest__item" disabled={onChoose.disabled} onClick={() => onChoose.onClick(q)}>{q.question}</button>
        </li>
      ))}
    </ul>
  );
}

function AnswerBody({ message, chat, signedIn, onFeedback, onChoose }: ItemProps & { message: AnswerMessage }) {
  const { t } = useTranslation();
  const opener = useServiceOpener();
  const altId = useId();
  const relatedId = useId();
  const solvedId = useId();
  const { answer } = message;
  const mark = useButtonGuard((solved: boolean) => chat.markSolved(message.id, solved));
  // The question as the user put it; the knowledge base's question when a chip was chosen.
  const draft: FeedbackDraft = { question: message.asked, recordId: message.recordId, sceneId: answer.sceneId };
  // Related questions the search did not already offer.
  const related = answer.related.filter((r) => !message.alternatives.some((a) => a.questionId === r.questionId));
  return (
    <>
      <p className="rb-bubble__strong">{answer.question}</p>
      <PlainText className="rb-answer" text={answer.answer} />
      {signedIn && answer.services.length > 0 ? (
        <div className="rb-services">
          <p className="rb-chips__title">{t('robotChat.services')}</p>
          <ul className="rb-suggest">
            {answer.services.map((service) => (
              <li key={service.serviceId} className="rb-service">
                <span>{service.serviceName}</span>
                <button type="button" className="sh-link-button" aria-label={`${t('robotChat.handle')}：${service.serviceName}`} onClick={() => opener.openService(service)}>
                  {t('robotChat.handle')}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {message.alternatives.length > 0 ? (
        <div className="rb-chips">
          <p className="rb-chips__title" id={altId}>{t('robotChat.didYouMean')}</p>
          <QuestionList questions={message.alternatives} onChoose={onChoose} labelledBy={altId} />
        </div>
      ) : null}
      {related.length > 0 ? (
        <div className="rb-chips">
          <p className="rb-chips__title" id={relatedId}>{t('robotChat.related')}</p>
          <QuestionList questions={related} onChoose={onChoose} labelledBy={relatedId} />
        </div>
      ) : null}
      <div className="rb-solve" role="group" aria-labelledby={solvedId}>
        <span className="rb-solve__ask" id={solvedId}>{t('robotChat.solvedQuestion')}</span>
        <button type="button" className="rb-solve__button" aria-pressed={message.solved === true} disabled={message.solved !== null || mark.disabled} onClick={() => mark.onClick(true)}>
          {t('robotChat.solved')}
        </button>
        <button type="button" className="rb-solve__button" aria-pressed={message.solved === false} disabled={message.solved !== null || mark.disabled} onClick={() => mark.onClick(false)}>
          {t('robotChat.unsolved')}
        </button>
      </div>
      {message.solved === true ? <p className="rb-muted">{t('robotChat.thanks')}</p> : null}
      {message.solved === false ? (
        <>
          <p className="rb-muted">{t('robotChat.sorry')}</p>
          <FeedbackOffer signedIn={signedIn} onFeedback={() => onFeedback(draft)} />
        </>
      ) : null}
    </>
  );
}

function NoAnswerBody({ message, signedIn, onFeedback }: ItemProps & { message: NoAnswerMessage }) {
  const { t } = useTranslation();
  return (
    <>
      {message.corrected ? <p className="rb-muted">{t('robotChat.corrected', { word: message.corrected })}</p> : null}
      <p>{t('robotChat.noAnswer', { asked: message.asked })}</p>
      <FeedbackOffer signedIn={signedIn} onFeedback={() => onFeedback({ question: message.asked, recordId: message.recordId, sceneId: '' })} />
    </>
  );
}

/** 提交反馈 for a signed-in user; a visitor is asked to sign in first (feedback is kept per user). */
function FeedbackOffer({ signedIn, onFeedback }: { signedIn: boolean; onFeedback(): void }) {
  const { t } = useTranslation();
  if (!signedIn) {
    return (
      <p className="rb-muted">
        {t('robotChat.signInFirst')}
        <Link href="/login" className="rb-link">{t('robotChat.signIn')}</Link>
      </p>
    );
  }
  return <button type="button" className="sh-button rb-feedback-button" onClick={onFeedback}>{t('robotChat.feedback')}</button>;
}
