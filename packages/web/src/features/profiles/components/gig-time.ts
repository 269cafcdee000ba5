const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO date-time as a `datetime-local` value in the browser's time zone ('' when none). */
export function toLocalInput(iso: string): string {
  if (iso === '') return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value as an ISO date-time with the browser's offset (`…+01:00`). */
export function fromLocalInput(local: string): string {
  const date = new Date(local);
  if (local === '' || Number.isNaN(date.getTime())) return local;
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return `${local.length === 16 ? `${local}:00` : local}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
