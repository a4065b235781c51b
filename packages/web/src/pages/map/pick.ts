// Handing a chosen place from /choose-location back to the address form that asked for it. The form is left while the
// member picks, so what was typed is kept here too and put back when the form opens again.

const PICK = 'onego-location-pick';
const DRAFT = 'onego-address-draft';

export interface PickedPlace { lat: number; lng: number; label: string }

function read<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

/** Stores the place chosen on the map for the form to take. */
export const putPick = (p: PickedPlace) => sessionStorage.setItem(PICK, JSON.stringify(p));

/** The place chosen on the map, if any (kept until `forgetHandOff`: a render may run twice). */
export function peekPick(): PickedPlace | null {
  const p = read<PickedPlace>(PICK);
  return p && Number.isFinite(p.lat) && Number.isFinite(p.lng) && typeof p.label === 'string' ? p : null;
}

/** Keeps a form's values while the member is on the map; `form` names the form (an address id or "new"). */
export const putDraft = <T>(form: string, values: T) => sessionStorage.setItem(DRAFT, JSON.stringify({ form, values }));

/** The kept values of this form, if they are there (kept until `forgetHandOff`). */
export function peekDraft<T>(form: string): T | null {
  const d = read<{ form: string; values: T }>(DRAFT);
  return d && d.form === form ? d.values : null;
}

/** Forgets the chosen place and the kept values once the form has taken them. */
export function forgetHandOff(): void {
  sessionStorage.removeItem(PICK);
  sessionStorage.removeItem(DRAFT);
}
