import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import './map.css';

export interface Point { lat: number; lng: number }

interface Props {
  point: Point;
  /** The configured tile server ({z}/{x}/{y}); empty: no tiles, the point on a plain background. */
  tileUrl: string;
  attribution: string;
  /** Called when the member drags the marker or taps the map; without it the map only shows the point. */
  onPick?: (p: Point) => void;
  label: string;
}

// A marker drawn with CSS: Leaflet's default icon is a picture a bundler does not find on its own.
const pin = L.divIcon({ className: 'map-pin', html: '<span></span>', iconSize: [28, 28], iconAnchor: [14, 28] });

/** A Leaflet map centred on a point with a marker; draggable (and the map tappable) when `onPick` is given. */
export function LeafletMap({ point, tileUrl, attribution, onPick, label }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  // The last point the member put there on the map itself: the map follows other points (a place found by name).
  const picked = useRef<Point | null>(null);

  useEffect(() => {
    const m = L.map(box.current!, { center: [point.lat, point.lng], zoom: tileUrl ? 16 : 3, attributionControl: !!tileUrl });
    if (tileUrl) L.tileLayer(tileUrl, { attribution, maxZoom: 19 }).addTo(m);
    const mk = L.marker([point.lat, point.lng], { icon: pin, draggable: !!pick.current, keyboard: false, title: label }).addTo(m);
    const put = (p: Point) => { picked.current = p; pick.current?.(p); };
    mk.on('dragend', () => { const p = mk.getLatLng(); put({ lat: p.lat, lng: p.lng }); });
    m.on('click', (e: L.LeafletMouseEvent) => { if (pick.current) put({ lat: e.latlng.lat, lng: e.latlng.lng }); });
    map.current = m;
    marker.current = mk;
    // The column settles after the map is made (fonts, the page head): Leaflet measures its box again when it changes.
    const resized = typeof ResizeObserver === 'undefined' ? null
      : new ResizeObserver(() => { m.invalidateSize(); m.panTo(mk.getLatLng(), { animate: false }); });
    resized?.observe(box.current!);
    return () => { resized?.disconnect(); m.remove(); map.current = null; marker.current = null; };
    // The map is made once per tile setting; the point follows below without rebuilding it.
  }, [tileUrl, attribution]);

  useEffect(() => {
    marker.current?.setLatLng([point.lat, point.lng]);
    const own = picked.current && picked.current.lat === point.lat && picked.current.lng === point.lng;
    if (map.current && !own) map.current.panTo([point.lat, point.lng], { animate: false });
  }, [point.lat, point.lng]);

  return <div ref={box} className={`map-box${tileUrl ? '' : ' map-plain'}`} role="application" aria-label={label} data-testid="map" />;
}
