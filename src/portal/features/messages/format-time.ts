const pad = (n: number): string => String(n).padStart(2, '0');

/** A message's time as YYYY-MM-DD HH:mm in the reader's time zone; text that is no date is shown as it is. */
export function formatMessageTime(value: string): string {
  const date = new Date(value);
  if (value.trim() === '' || Number.isNaN(date.getTime())) return value;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
