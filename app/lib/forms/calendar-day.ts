// Its own module, not fields.ts: every form's shared code would carry it, and only two forms take a day.

/** A real calendar day written YYYY-MM-DD (what a date input sends): "2026-02-30" is none. */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
