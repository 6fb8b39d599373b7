import { useMemo } from 'react';
import { useTranslation } from '../../lib/i18n-react';

/** A day and clock time with the year (2026/03/05 14:30 in zh-CN), in the browser's zone; '' when it does not parse. */
export function useDateTime(): (iso: string) => string {
  const { language } = useTranslation();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(language, {
      year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
    });
    return (iso: string) => {
      const time = Date.parse(iso);
      return Number.isNaN(time) ? '' : format.format(time);
    };
  }, [language]);
}
