// A stand-in tile server and place search for the map journeys, on a free local port: the journeys never reach the
// internet. Tiles are one drawn 256 px square; the place search knows a single place.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

export interface MapServer {
  /** The settings handed to the One Go server. */
  env: { MAP_TILE_URL: string; MAP_TILE_ATTRIBUTION: string; MAP_GEOCODER_URL: string };
  /** How many tiles and searches were asked for. */
  counts: { tiles: number; searches: number };
  close(): Promise<void>;
}

/** The one place the stand-in search finds (Raffles Place, Singapore). */
export const KNOWN_PLACE = { query: 'Raffles Place', lat: 1.284, lng: 103.8514, label: 'Raffles Place, Downtown Core, Singapore' };

export async function startMapServer(): Promise<MapServer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#e8f0e4"/>`
    + `<path d="M0 128H256M128 0V256" stroke="#b7c9b0" stroke-width="6"/><rect x="0.5" y="0.5" width="255" height="255" fill="none" stroke="#cfdcc9"/></svg>`;
  const tile = await sharp(Buffer.from(svg)).png().toBuffer();
  const counts = { tiles: 0, searches: 0 };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(url.pathname)) {
      counts.tiles++;
      res.writeHead(200, { 'Content-Type': 'image/png', 'Cache-Control': 'no-store' }).end(tile);
    } else if (url.pathname === '/search') {
      counts.searches++;
      const found = (url.searchParams.get('q') ?? '').toLowerCase().includes(KNOWN_PLACE.query.toLowerCase());
      const list = found ? [{ lat: String(KNOWN_PLACE.lat), lon: String(KNOWN_PLACE.lng), display_name: KNOWN_PLACE.label }] : [];
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(list));
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    env: { MAP_TILE_URL: `${base}/tiles/{z}/{x}/{y}.png`, MAP_TILE_ATTRIBUTION: '© Test tiles', MAP_GEOCODER_URL: `${base}/search` },
    counts,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
