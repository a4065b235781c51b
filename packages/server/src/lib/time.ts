/** Date to 10-digit Unix seconds; null stays null. */
export function toSeconds(d: Date): number;
export function toSeconds(d: Date | null): number | null;
export function toSeconds(d: Date | null): number | null {
  return d ? Math.floor(d.getTime() / 1000) : null;
}

/** Today's date in UTC as YYYY-MM-DD: the business day of check-ins and daily jobs. */
export function utcDay(d = new Date()): string {
  return d.toISOString().slice(0, 10);
}

