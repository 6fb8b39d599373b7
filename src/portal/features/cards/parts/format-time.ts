import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n-react';

export interface TimeFormat {
  /** A day, e.g. 2026/03/05 in zh-CN; '' for a time that does not parse. */
  date(iso: string | null): string;
  /** A day and clock time without the year, e.g. 03/05 14:30 in zh-CN. */
  dateTime(iso: string | null): string;
}

function formatWith(format: Intl.DateTimeFormat, iso: string | null): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : format.format(time);
}

/** Times in the reader's language (zh-CN by default) and the browser's time zone. */
export function useTimeFormat(): TimeFormat {
  const { language } = useTranslation();
  return useMemo(() => {
    const day = new Intl.DateTimeFormat(language, { year: 'numeric', month: '2-digit', day: '2-digit' });
    const moment = new Intl.DateTimeFormat(language, {
      month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
    });
    return { date: (iso) => formatWith(day, iso), dateTime: (iso) => formatWith(moment, iso) };
  }, [language]);
}
