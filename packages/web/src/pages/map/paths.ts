/** The map pages' addresses (kept apart from the pages so linking to them loads no map code). */
export const CHOOSE_LOCATION_PATH = '/choose-location';

/** /open-location for a point, with the name shown beside it. */
export const openLocationPath = (lat: number, lng: number, name = '') =>
  `/open-location?${new URLSearchParams({ lat: String(lat), lng: String(lng), ...(name ? { name } : {}) })}`;

/** A point read from an address's query, or null when either coordinate is missing or out of range. */
export function pointFrom(params: URLSearchParams): { lat: number; lng: number } | null {
  const lat = Number(params.get('lat') ?? NaN);
  const lng = Number(params.get('lng') ?? NaN);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  if (params.get('lat') === '' || params.get('lng') === '') return null;
  return { lat, lng };
}

/** Coordinates as the member reads them: 6 decimals (about 10 cm). */
export const formatPoint = (p: { lat: number; lng: number }) => `${p.lat.toFixed(6)}, ${p.lng.toFixed(6)}`;
