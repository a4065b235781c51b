/** A place found by the configured place search. */
export interface Place { lat: number; lng: number; label: string }

/**
 * Asks a Nominatim-style place search (`?format=json&limit=5&q=`) for a place name, in the reader's language; the
 * answer is a list of `{ lat, lon, display_name }`. Anything else is an error.
 */
export async function searchPlaces(geocoderUrl: string, text: string, lang: string, signal?: AbortSignal): Promise<Place[]> {
  const url = new URL(geocoderUrl);
  url.searchParams.set('format', 'json');
  url.searchParams.set('limit', '5');
  url.searchParams.set('q', text);
  const res = await fetch(url, { headers: { Accept: 'application/json', 'Accept-Language': lang }, signal });
  if (!res.ok) throw new Error(`place search answered ${res.status}`);
  const body: unknown = await res.json();
  if (!Array.isArray(body)) throw new Error('place search answered something else than a list');
  return body.flatMap((r: { lat?: unknown; lon?: unknown; display_name?: unknown }) => {
    const lat = Number(r.lat);
    const lng = Number(r.lon);
    return Number.isFinite(lat) && Number.isFinite(lng) && typeof r.display_name === 'string' ? [{ lat, lng, label: r.display_name }] : [];
  });
}
