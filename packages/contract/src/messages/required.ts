import type { MessageKey } from './en.js';

/** How a member gives a field's value: types it, chooses it from a list, uploads a file, or ticks the agreement. */
export type FieldKind = 'enter' | 'choose' | 'upload' | 'agree';

// Fields not listed here are typed. A missing specification reads "please choose", not "please enter".
const KINDS: Readonly<Record<string, FieldKind>> = {
  sku_id: 'choose', skus: 'choose', address_id: 'choose', nationality: 'choose', country: 'choose', area_code: 'choose',
  pay_method: 'choose', category_id: 'choose', asset: 'choose', type: 'choose', kind: 'choose', role: 'choose',
  status: 'choose', state: 'choose', ids: 'choose', selected: 'choose',
  avatar: 'upload', cover: 'upload', images: 'upload', image: 'upload', file: 'upload',
  agree: 'agree',
  // Member services.
  id_type: 'choose', id_photo: 'upload', selfie: 'upload',
  id_front: 'upload', id_back: 'upload', bank_card: 'upload', personal_photo: 'upload',
};

const REQUIRED: Record<FieldKind, MessageKey> = {
  enter: 'field_required', choose: 'field_choose_required', upload: 'field_upload_required', agree: 'agree_required',
};

/** The kind of input a request field is (see `FieldKind`). */
export const fieldKind = (field: string): FieldKind => KINDS[field] ?? 'enter';

/** The "required" message for a missing field, by the kind of input it is. */
export const requiredKey = (field: string): MessageKey => REQUIRED[fieldKind(field)];
