/**
 * Date texts as GitLab 15.7 renders them (gitlab-replica.md 0.4 rule 5, 4.10): `Mon D, YYYY` for
 * dates, `DD Mon, YYYY` for commit day headers, `Mar 27, 2023 6:00pm UTC` for time titles and
 * relative times ("3 years ago") computed against the real clock at render time (seed section 1).
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const at = (iso: string) => new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);

/** `Dec 31, 2030` (no leading zero). */
export function shortDate(iso: string): string {
  const d = at(iso);
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

/** `March 23, 2023` (profile "Member since"). */
export function longDate(iso: string): string {
  const d = at(iso);
  return `${LONG[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

/** `06 Mar, 2023` (commit list day headers). */
export function dayHeader(iso: string): string {
  const d = at(iso);
  return `${String(d.getUTCDate()).padStart(2, '0')} ${MONTHS[d.getUTCMonth()]}, ${d.getUTCFullYear()}`;
}

/** `Mar 6, 2023 6:00pm UTC` (title of a `<time>` element). */
export function timeTitle(iso: string): string {
  const d = at(iso);
  const h = d.getUTCHours();
  return `${shortDate(iso)} ${h % 12 || 12}:${String(d.getUTCMinutes()).padStart(2, '0')}${h < 12 ? 'am' : 'pm'} UTC`;
}

/** "3 years ago", "just now", "in 2 months". */
export function relative(iso: string, now = Date.now()): string {
  const s = Math.round((now - at(iso).getTime()) / 1000);
  const abs = Math.abs(s);
  const units: [number, string][] = [
    [31_536_000, 'year'],
    [2_592_000, 'month'],
    [604_800, 'week'],
    [86_400, 'day'],
    [3_600, 'hour'],
    [60, 'minute'],
  ];
  for (const [size, name] of units) {
    const n = Math.floor(abs / size);
    if (n >= 1) return s >= 0 ? `${n} ${name}${n > 1 ? 's' : ''} ago` : `in ${n} ${name}${n > 1 ? 's' : ''}`;
  }
  return 'just now';
}

/** `<time>` markup pieces: ISO datetime, absolute title, relative text. */
export function timeParts(iso: string): { datetime: string; title: string; text: string } {
  return { datetime: at(iso).toISOString(), title: timeTitle(iso), text: relative(iso) };
}

/** A calendar date as GitLab's forms take it (`YYYY-MM-DD`). */
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
