/** `YYYY-MM-DD` of a day in local time. */
export const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** A ban "until and including" a day ends at that day's last minute, local time. */
export const endOfDay = (day: string) => new Date(`${day}T23:59:00`).toISOString();
