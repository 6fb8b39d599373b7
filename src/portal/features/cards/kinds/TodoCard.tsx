import { useTranslation } from '../../../lib/i18n-react';
import { formatTodoCount, todoLabels } from '../../../../shared/rules/card-display';
import type { CardView, TodoItem } from '../../../../shared/schema/cards';
import { useCardActions } from '../card-actions';
import { useTimeFormat } from '../parts/format-time';
import type { KindProps } from './kind-props';

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The state colour an administrator set for a label (currentStatusBackgroundColor), when it is a plain colour. */
function stateColour(view: CardView, typeName: string): string | undefined {
  const colour = view.currentStatusBackgroundColor.find((entry) => entry.typeName === typeName)?.colorVal;
  return colour && HEX_COLOUR.test(colour) ? colour : undefined;
}

function TodoCount({ item, view }: { item: TodoItem; view: CardView }) {
  const { t } = useTranslation();
  // CARD-10: 待审批 and 超时 unless the column names its own; in English the same defaults in English.
  const labels = todoLabels(item, { todoTypeName: t('cards.todo.defaultType'), todoTimeoutName: t('cards.todo.defaultTimeout') });
  const overdue = item.todoTimeoutNum > 0;
  return (
    <li className="sh-card-todo__count" style={{ borderLeftColor: stateColour(view, labels.todoTypeName) }}>
      <span className="sh-card-todo__column">{item.columnName}</span>
      {' '}
      <span className="sh-card-todo__figure">
        <span className="sh-card-todo__label">{labels.todoTypeName}</span>
        {' '}
        <span className="sh-card-todo__num">{formatTodoCount(item.todoNum)}</span>
      </span>
      {' '}
      <span className={overdue ? 'sh-card-todo__figure sh-card-todo__timeout is-overdue' : 'sh-card-todo__figure sh-card-todo__timeout'}>
        <span className="sh-card-todo__label">{labels.todoTimeoutName}</span>
        {' '}
        <span className="sh-card-todo__num">{formatTodoCount(item.todoTimeoutNum)}</span>
      </span>
    </li>
  );
}

/**
 * 待办事项: per column the pending count and the overdue count (capped at 99+, CARD-05; labelled per CARD-10), the
 * overdue one highlighted; then the user's pending steps, each opening the step, the overdue ones marked in words.
 */
export function TodoCard({ data, view, columnName, limit }: KindProps<'todo'>) {
  const { t } = useTranslation();
  const { openTodo } = useCardActions();
  const time = useTimeFormat();
  return (
    <div className="sh-card-todo">
      {data.items.length > 0 ? (
        <ul className="sh-card-todo__counts" aria-label={t('cards.todo.counts')}>
          {data.items.map((item, index) => <TodoCount key={`${item.columnName}-${index}`} item={item} view={view} />)}
        </ul>
      ) : null}
      {data.entries.length > 0 ? (
        <ul className="sh-card-list" aria-label={`${columnName} · ${t('cards.todo.entries')}`}>
          {data.entries.slice(0, limit).map((entry) => (
            <li key={entry.id}>
              <button type="button" className="sh-card-list__item" onClick={() => openTodo(entry)}>
                {entry.overdue ? <span className="sh-card-chip sh-card-chip--danger">{t('cards.todo.overdue')}</span> : null}
                {' '}
                <span className="sh-card-list__title">{entry.title}</span>
                {' '}
                <span className="sh-card-list__meta">
                  <span>{entry.nodeName || entry.serviceName}</span>
                  {' '}
                  {entry.dueAt
                    ? <time dateTime={entry.dueAt}>{t('cards.todo.due', { time: time.dateTime(entry.dueAt) })}</time>
                    : <time dateTime={entry.startedAt}>{time.dateTime(entry.startedAt)}</time>}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
