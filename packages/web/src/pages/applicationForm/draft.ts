import type { PickedPhoto } from '../../components/PhotoPicker';

// What the member typed in the application wizard, kept in local storage between steps and across a reload. Photos are
// kept as the references their uploads answered (never their bytes).

export const DRAFT_KEY = 'applicationDraft';
export const TEXT_FIELDS = ['product_name', 'pay_method', 'id_card', 'shipping_address', 'bank_name', 'bank_branch', 'bank_account', 'account_name'] as const;
export const PHOTO_FIELDS = ['id_front', 'id_back', 'bank_card', 'personal_photo'] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
export type PhotoField = (typeof PHOTO_FIELDS)[number];

export interface Draft {
  step: number;
  values: Record<TextField, string>;
  photos: Partial<Record<PhotoField, PickedPhoto>>;
}

export const emptyDraft = (): Draft => ({ step: 0, values: Object.fromEntries(TEXT_FIELDS.map((f) => [f, ''])) as Draft['values'], photos: {} });

/** The saved draft, or an empty one when there is none (or it cannot be read). */
export function loadDraft(): Draft {
  try {
    const raw = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null') as Partial<Draft> | null;
    if (!raw || typeof raw !== 'object') return emptyDraft();
    const base = emptyDraft();
    const values = { ...base.values };
    for (const f of TEXT_FIELDS) if (typeof raw.values?.[f] === 'string') values[f] = raw.values[f];
    const photos: Draft['photos'] = {};
    for (const f of PHOTO_FIELDS) {
      const p = raw.photos?.[f];
      if (p && typeof p.id === 'string' && typeof p.url === 'string') photos[f] = p;
    }
    const step = typeof raw.step === 'number' && raw.step >= 0 && raw.step <= 2 ? raw.step : 0;
    return { step, values, photos };
  } catch {
    return emptyDraft();
  }
}

export const saveDraft = (draft: Draft) => localStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
export const clearDraft = () => localStorage.removeItem(DRAFT_KEY);
