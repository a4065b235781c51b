import { sha256 } from '../../lib/secrets.js';

/** A value that has one JSON text: what the fields defining an operation are made of. */
export type Canonical = string | number | boolean | null | readonly Canonical[] | { readonly [field: string]: Canonical };

/** JSON with the keys of every object in sorted order, so equal values give equal text whatever order they came in. */
export function canonicalJson(value: Canonical): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const fields = value as { readonly [field: string]: Canonical };
    return `{${Object.keys(fields).sort().map((k) => `${JSON.stringify(k)}:${canonicalJson(fields[k]!)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * What an Idempotency-Key is bound to: SHA-256 of the route and the canonical JSON of the fields that define the
 * operation. Callers pass those fields only, never a secret such as the payment password: the key answers for what
 * is done, not for who proved the right to do it, and nothing secret is derived into the stored row.
 */
export function requestFingerprint(route: string, fields: { readonly [field: string]: Canonical }): string {
  return sha256(`${route}\n${canonicalJson(fields)}`);
}
