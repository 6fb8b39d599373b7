const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * A conversation's last time in the list, as short as it can be read: HH:mm today, MM-DD this year, else
 * YYYY-MM-DD; '' for none. In the reader's time zone.
 */
export function formatListTime(value: string, now: number): string {
  if (value === '') return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const today = new Date(now);
  if (date.getFullYear() !== today.getFullYear()) return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  if (date.getMonth() !== today.getMonth() || date.getDate() !== today.getDate()) return `${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A message's time in the log: HH:mm today, else with the date. */
export function formatMessageStamp(value: string, now: number): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  const short = formatListTime(value, now);
  return short === time ? time : `${short} ${time}`;
}
