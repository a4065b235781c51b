/** Mixes two #rrggbb colours: t = 0 gives `a`, t = 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const pa = parse(a);
  const pb = parse(b);
  const c = pa.map((v, i) => Math.round(v + (pb[i]! - v) * t));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** A pale tint of a colour, for backgrounds. */
export const tint = (c: string, t = 0.82) => mix(c, '#ffffff', t);
/** A darker shade of a colour, for edges and shadows. */
export const shade = (c: string, t = 0.3) => mix(c, '#000000', t);

function parse(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}
