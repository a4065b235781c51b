import type { Drawing } from '../shelf/types.js';
import { mix, shade, tint } from './colour.js';

// Each drawing is an SVG fragment in a 600 × 600 box, standing on y ≈ 480 and centred on x = 300, so a scene can place,
// turn and scale it the same way whatever it is. Shapes stay few and simple: a picture that reads at a glance.
const FONT = `font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" text-anchor="middle"`;
const gloss = (x: number, y: number, w: number, h: number) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w / 2}" fill="#fff" opacity=".28"/>`;

function pillBottle([a, b]: [string, string]): string {
  return `<rect x="215" y="200" width="170" height="280" rx="30" fill="${a}"/>
<rect x="232" y="150" width="136" height="62" rx="10" fill="#fdfdfd" stroke="${shade(a, 0.15)}" stroke-width="3"/>
${[250, 270, 290, 310, 330, 350].map((x) => `<line x1="${x}" y1="158" x2="${x}" y2="204" stroke="#d9d9d9" stroke-width="4"/>`).join('')}
<rect x="215" y="280" width="170" height="130" fill="#fffdf8"/>
<circle cx="300" cy="326" r="30" fill="${b}"/><circle cx="300" cy="326" r="14" fill="#fffdf8"/>
<text x="300" y="390" ${FONT} font-size="26" fill="${shade(b)}">MULTI</text>
${gloss(230, 215, 16, 250)}`;
}

function capsuleBottle([a, b]: [string, string]): string {
  const glass = '#8d4f1d';
  return `<rect x="210" y="210" width="180" height="270" rx="36" fill="${glass}"/>
<rect x="250" y="170" width="100" height="50" rx="8" fill="${shade(glass, 0.2)}"/>
<rect x="240" y="130" width="120" height="50" rx="12" fill="${a}"/>
<rect x="210" y="270" width="180" height="140" fill="${a}"/>
<path d="M245 340 q40 -36 85 0 q-45 36 -85 0 z M330 340 l28 -20 v40 z" fill="#fff"/>
<circle cx="268" cy="334" r="5" fill="${a}"/>
<text x="300" y="398" ${FONT} font-size="26" fill="#fff">Ω-3</text>
${gloss(226, 225, 16, 240)}
<ellipse cx="395" cy="470" rx="26" ry="14" fill="${b}"/><ellipse cx="388" cy="465" rx="9" ry="4" fill="#fff" opacity=".6"/>`;
}

function sachetBox([a, b]: [string, string]): string {
  const sachet = (x: number, turn: number, colour: string) => `<g transform="rotate(${turn} ${x + 45} 420)">
<path d="M${x} 330 l7.5 -8 l7.5 8 l7.5 -8 l7.5 8 l7.5 -8 l7.5 8 l7.5 -8 l7.5 8 l7.5 -8 l7.5 8 l7.5 -8 l7.5 8 v150 h-90 z" fill="${colour}"/>
<rect x="${x}" y="380" width="90" height="36" fill="${a}"/></g>`;
  return `<path d="M170 230 l40 -40 h210 l-30 40 z" fill="${shade(a, 0.1)}"/>
<rect x="170" y="230" width="220" height="250" rx="6" fill="${a}"/>
<path d="M390 230 l30 -40 v250 l-30 40 z" fill="${shade(a, 0.25)}"/>
<rect x="190" y="270" width="180" height="90" rx="8" fill="${b}"/>
${[0, 1, 2, 3, 4].map((i) => `<circle cx="${220 + i * 30}" cy="${315 + (i % 2) * 14 - 7}" r="9" fill="${a}"/>`).join('')}
${sachet(330, 12, b)}${sachet(400, 20, tint(a, 0.5))}`;
}

function dropper([a, b]: [string, string]): string {
  return `<rect x="220" y="250" width="160" height="230" rx="30" fill="${tint(a, 0.45)}" stroke="${shade(a, 0.1)}" stroke-width="4"/>
<rect x="228" y="320" width="144" height="152" rx="24" fill="${a}"/>
<rect x="262" y="200" width="76" height="60" rx="8" fill="${b}"/>
<path d="M270 200 v-40 q30 -70 60 0 v40 z" fill="${shade(b, 0.2)}"/>
<rect x="292" y="255" width="16" height="190" rx="8" fill="#fff" opacity=".55"/>
<rect x="245" y="360" width="110" height="60" rx="6" fill="#fff" opacity=".9"/>
<text x="300" y="400" ${FONT} font-size="24" fill="${b}">HA</text>
${gloss(236, 270, 14, 190)}
<path d="M430 330 q14 24 0 32 q-14 -8 0 -32 z" fill="${a}"/><path d="M170 390 q11 18 0 25 q-11 -7 0 -25 z" fill="${a}"/>`;
}

function tube([a, b]: [string, string]): string {
  return `<path d="M235 150 h130 l-12 260 h-106 z" fill="${a}"/>
<rect x="228" y="130" width="144" height="26" rx="4" fill="${shade(a, 0.15)}"/>
${[240, 262, 284, 306, 328, 350].map((x) => `<line x1="${x}" y1="134" x2="${x}" y2="152" stroke="${tint(a, 0.4)}" stroke-width="3"/>`).join('')}
<rect x="250" y="405" width="100" height="75" rx="14" fill="${b}"/>
<circle cx="300" cy="250" r="36" fill="#fff"/>
${[0, 45, 90, 135, 180, 225, 270, 315].map((d) => `<rect x="296" y="200" width="8" height="16" rx="4" fill="#fff" transform="rotate(${d} 300 250)"/>`).join('')}
<circle cx="300" cy="250" r="24" fill="${b}"/>
<text x="300" y="335" ${FONT} font-size="30" fill="#fff">SPF</text><text x="300" y="372" ${FONT} font-size="32" fill="#fff">50</text>
${gloss(248, 170, 14, 220)}`;
}

function sheetMask([a, b]: [string, string]): string {
  return `<g transform="rotate(-10 250 330)"><rect x="150" y="190" width="190" height="270" rx="14" fill="${a}"/>
<path d="M150 215 h190" stroke="${shade(a, 0.15)}" stroke-width="6" stroke-dasharray="8 6"/>
<circle cx="245" cy="330" r="50" fill="${tint(a, 0.6)}"/><path d="M215 330 q30 30 60 0" stroke="${shade(a, 0.3)}" stroke-width="6" fill="none"/></g>
<path d="M375 170 c-90 0 -110 80 -110 150 c0 90 50 160 110 160 c60 0 110 -70 110 -160 c0 -70 -20 -150 -110 -150 z" fill="${b}" stroke="${mix(b, a, 0.5)}" stroke-width="4"/>
<ellipse cx="335" cy="290" rx="24" ry="12" fill="${tint(a, 0.2)}"/><ellipse cx="415" cy="290" rx="24" ry="12" fill="${tint(a, 0.2)}"/>
<path d="M368 320 q7 28 14 0" stroke="${mix(b, a, 0.6)}" stroke-width="4" fill="none"/>
<rect x="340" y="390" width="70" height="14" rx="7" fill="${tint(a, 0.2)}"/>`;
}

function jug([a, b]: [string, string]): string {
  const body = b === '#ffffff' ? '#eef6fb' : tint(b, 0.2);
  return `<path d="M200 200 h200 l-15 280 h-170 z" fill="${body}" stroke="${shade(a, 0.05)}" stroke-width="5" opacity=".95"/>
<path d="M206 290 h188 l-10 190 h-168 z" fill="#8ecae6" opacity=".75"/>
<path d="M396 230 c70 0 70 170 -8 190" stroke="${a}" stroke-width="26" fill="none" stroke-linecap="round"/>
<path d="M190 175 h230 v30 h-230 z" fill="${a}"/><path d="M190 175 l-30 -12 v22 l30 20 z" fill="${a}"/>
<rect x="268" y="205" width="64" height="110" rx="16" fill="#fff" stroke="${tint(a, 0.4)}" stroke-width="4"/>
<rect x="276" y="230" width="48" height="8" rx="4" fill="${tint(a, 0.3)}"/><rect x="276" y="250" width="48" height="8" rx="4" fill="${tint(a, 0.3)}"/>
${gloss(220, 220, 12, 230)}`;
}

function towels([a, b]: [string, string]): string {
  const towel = (y: number, c: string, w: number) => `<rect x="${300 - w / 2}" y="${y}" width="${w}" height="70" rx="26" fill="${c}"/>
<rect x="${300 - w / 2 + 20}" y="${y + 48}" width="${w - 40}" height="8" rx="4" fill="${tint(c, 0.45)}"/>
<path d="M${300 + w / 2 - 50} ${y} v70" stroke="${shade(c, 0.15)}" stroke-width="4"/>`;
  return `${towel(410, a, 300)}${towel(340, b, 280)}${towel(270, tint(a, 0.35), 260)}${towel(200, mix(a, b, 0.5), 240)}
<path d="M430 200 q60 -70 120 -60 q-40 60 -120 60 z" fill="#52b788"/><path d="M430 200 q50 -40 100 -52" stroke="#2d6a4f" stroke-width="3" fill="none"/>
<rect x="420" y="190" width="14" height="290" rx="7" fill="#95d5b2"/><rect x="420" y="300" width="14" height="6" fill="#52b788"/>`;
}

const DRAW: Record<Drawing, (colours: [string, string]) => string> = {
  'pill-bottle': pillBottle, 'capsule-bottle': capsuleBottle, 'sachet-box': sachetBox, dropper, tube, 'sheet-mask': sheetMask, jug, towels,
};

/** The SVG fragment of one kind of product in the given colours. */
export const drawProduct = (drawing: Drawing, colours: [string, string]): string => DRAW[drawing](colours);

/** Small things strewn around a product in its "in use" view: tablets, capsules, drops, leaves. */
export function props(drawing: Drawing, [a, b]: [string, string]): string {
  const dots = (points: Array<[number, number]>, draw: (x: number, y: number, i: number) => string) => points.map(([x, y], i) => draw(x, y, i)).join('');
  const spots: Array<[number, number]> = [[470, 420], [515, 455], [455, 480], [520, 390], [80, 450], [120, 480]];
  if (drawing === 'pill-bottle') return dots(spots, (x, y, i) => `<ellipse cx="${x}" cy="${y}" rx="22" ry="13" fill="${i % 2 ? a : b}" transform="rotate(${i * 30} ${x} ${y})"/>`);
  if (drawing === 'capsule-bottle') return dots(spots, (x, y, i) => `<g transform="rotate(${i * 40} ${x} ${y})"><ellipse cx="${x}" cy="${y}" rx="26" ry="14" fill="${b}"/><ellipse cx="${x - 6}" cy="${y - 5}" rx="9" ry="4" fill="#fff" opacity=".6"/></g>`);
  if (drawing === 'towels' || drawing === 'sheet-mask') return dots(spots.slice(0, 4), (x, y, i) => `<path d="M${x} ${y} q30 -40 60 -30 q-20 35 -60 30 z" fill="${i % 2 ? '#52b788' : '#95d5b2'}"/>`);
  if (drawing === 'tube') return `<circle cx="500" cy="110" r="50" fill="#ffd166"/>${dots(spots.slice(0, 4), (x, y) => `<circle cx="${x}" cy="${y}" r="12" fill="${b}" opacity=".5"/>`)}`;
  return dots(spots, (x, y) => `<path d="M${x} ${y - 22} q16 26 0 34 q-16 -8 0 -34 z" fill="${drawing === 'sachet-box' ? a : '#8ecae6'}"/>`);
}
