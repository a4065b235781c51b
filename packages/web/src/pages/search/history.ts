/** Search history: the member's last searches on this device, newest first. */
export const SEARCH_HISTORY_KEY = 'searchHistory';
const HISTORY_MAX = 10;

/** The saved searches (an unreadable entry counts as none). */
export function readHistory(): string[] {
  try {
    const v = JSON.parse(localStorage.getItem(SEARCH_HISTORY_KEY) ?? '[]') as unknown;
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/** Saves the list; an empty one removes the key. */
export function writeHistory(list: string[]): void {
  if (list.length) localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(list));
  else localStorage.removeItem(SEARCH_HISTORY_KEY);
}

/** Puts a search at the top of the history (once) and returns the new list. */
export function rememberSearch(keyword: string, history = readHistory()): string[] {
  const next = [keyword, ...history.filter((h) => h !== keyword)].slice(0, HISTORY_MAX);
  writeHistory(next);
  return next;
}
