import type { TodoEntry } from '../../../shared/schema/cards';
import { useTranslation } from '../../lib/i18n-react';
import { Dialog } from '../../components/dialog';

function formatTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A to-do's facts. There is no process page to send the user to yet, so the dialog says so plainly. */
export function TodoDialog({ entry, onClose }: { entry: TodoEntry; onClose: () => void }) {
  const { t, language } = useTranslation();
  const facts: [string, string][] = [
    [t('homePage.todo.service'), entry.serviceName],
    [t('homePage.todo.node'), entry.nodeName],
    [t('homePage.todo.applicant'), entry.applicantName],
    [t('homePage.todo.startedAt'), formatTime(entry.startedAt, language)],
    [t('homePage.todo.dueAt'), entry.dueAt ? formatTime(entry.dueAt, language) : t('homePage.todo.noLimit')],
    [t('homePage.todo.status'), t(entry.overdue ? 'homePage.todo.overdue' : 'homePage.todo.pending')],
  ];
  return (
    <Dialog
      title={entry.title}
      onClose={onClose}
      size="small"
      footer={<button type="button" className="sh-button" onClick={onClose}>{t('homePage.todo.close')}</button>}
    >
      <dl className="hp-facts">
        {facts.map(([label, value]) => (
          <div key={label} className="hp-facts__row">
            <dt>{label}</dt>
            <dd className={label === t('homePage.todo.status') && entry.overdue ? 'hp-facts__overdue' : undefined}>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="hp-muted hp-facts__note">{t('homePage.todo.note')}</p>
    </Dialog>
  );
}
