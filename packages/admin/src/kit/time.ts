/** 10-digit seconds as local "YYYY-MM-DD HH:mm"; "—" when there is none. */
export function formatTime(s: number | null | undefined): string {
  if (!s) return '—';
  const d = new Date(s * 1000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}
