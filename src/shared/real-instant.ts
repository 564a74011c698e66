/**
 * Whether an ISO time to the millisecond or microsecond (`2026-11-25T13:14:23.123456Z`) names a
 * real instant the database can hold: no 30 February, no hour 25, a year from 1900 to 9999.
 * Cursors carry such times, and PostgreSQL answers an impossible one with an error, not a row.
 */
export function isRealInstant(text: string): boolean {
  const year = Number(text.slice(0, 4));
  if (!(year >= 1900 && year <= 9999)) return false;
  const parsed = new Date(text);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 23) === text.slice(0, 23);
}
