/**
 * Member app speed as a phone and a desktop see it: Lighthouse 12 (mobile and desktop presets) on Home and on a
 * product page, as a guest, against the real server (embedded database with the demo data, a free port), plus the
 * bytes each route's first load needs from the build.
 *
 *   npm run bench:web [-- --build] [--runs 1] [--only mobile|desktop|home|product|mobile:home …]
 *
 * Builds the apps first when there is no build (or with --build). Needs Chromium (CHROME_PATH, default
 * /usr/bin/chromium); Lighthouse never downloads a browser. Prints score, FCP, LCP, CLS, TBT and the JavaScript sent
 * (compressed, as transferred) before Home is interactive, and writes bench/web/results.json. With --runs N each page
 * is measured N times and the median run (by performance score) is kept; every run's score is printed (and kept) with
 * the page's main thread's CPU against its wall time and Lighthouse's benchmark index, which say how busy the machine
 * was. BENCH_WEB_REPORTS=dir keeps each run's Lighthouse report and its trace.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { startServer } from '../../packages/server/test/server-process.js';
import { chunkTable, hasChunk, pageChunk, routeBytes, type Bytes } from './bundle.js';
import { mainThreadTime, type MainThreadTime } from './main-thread.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../..');
const webDist = path.join(repo, 'packages/web/dist');
const adminDist = path.join(repo, 'packages/admin/dist');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const { values: args } = parseArgs({ options: { build: { type: 'boolean', default: false }, runs: { type: 'string', default: '1' }, only: { type: 'string' } } });
const runs = Math.max(1, Number(args.runs));

interface PageFigures {
  url: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  ttiMs: number;
  /** JavaScript transferred (compressed, as sent) by requests that ended before the page was interactive. */
  jsBeforeInteractive: number;
  /** All JavaScript transferred during the load. */
  jsTransferred: number;
  /** What each failed accessibility / best-practice / SEO audit is, to fix it. */
  failing: string[];
  /** Lighthouse's measure of the machine's speed during the run (higher is faster). */
  benchmarkIndex?: number;
  /** The page's main thread during the load: CPU against wall time (how much of a core it got). */
  mainThread?: MainThreadTime;
}

/** One run of a page, in short: its score and how much of the machine it had. */
interface RunSummary { performance: number; tbtMs: number; mainThread?: MainThreadTime; benchmarkIndex?: number }

/** A page measured `runs` times: the median run by performance score, with every run in order. */
type Measured = PageFigures & { runs: RunSummary[] };

const summary = (r: PageFigures): RunSummary => ({ performance: r.scores.performance, tbtMs: r.tbtMs, mainThread: r.mainThread, benchmarkIndex: r.benchmarkIndex });
const runLine = (r: RunSummary) => `${r.performance} (TBT ${r.tbtMs} ms; main thread ${r.mainThread ? `${r.mainThread.cpuMs} ms CPU in ${r.mainThread.wallMs} ms, blocking from CPU ${r.mainThread.cpuBlockingMs} ms` : '?'}; benchmark index ${r.benchmarkIndex === undefined ? '?' : Math.round(r.benchmarkIndex)})`;

interface NetworkItem { url: string; resourceType?: string; transferSize?: number; networkEndTime?: number }

/** A few of the elements or messages an audit found, so the report says what to fix. */
function examples(details: unknown): string {
  const items = (details as { items?: Array<Record<string, unknown>> } | undefined)?.items ?? [];
  return items.slice(0, 3).map((i) => {
    const node = i.node as { snippet?: string; nodeLabel?: string } | undefined;
    if (node?.snippet) return `${node.snippet} "${(node.nodeLabel ?? '').slice(0, 40)}"`;
    const sub = (i.subItems as { items?: unknown[] } | undefined)?.items;
    if (sub?.length) return JSON.stringify(sub.slice(0, 2)).slice(0, 300);
    return (typeof i.description === 'string' ? i.description : typeof i.source === 'string' ? i.source : JSON.stringify(i).slice(0, 160));
  }).join(' | ');
}

function figures(lhr: NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']): PageFigures {
  const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const tti = num('interactive');
  const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []);
  const scripts = items.filter((i) => i.resourceType === 'Script');
  const failing = Object.values(lhr.categories)
    .filter((c) => c.id !== 'performance')
    .flatMap((c) => c.auditRefs.map((r) => lhr.audits[r.id]!).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'notApplicable').map((a) => `${c.id}: ${a.id} ${examples(a.details)}`));
  if (process.env.BENCH_WEB_DEBUG) {
    for (const id of ['layout-shifts', 'largest-contentful-paint-element', 'bootup-time', 'render-blocking-resources']) {
      console.log(`\n[${id}]`, JSON.stringify(lhr.audits[id]?.details, null, 1)?.slice(0, 3000));
    }
  }
  return {
    url: lhr.finalDisplayedUrl,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as PageFigures['scores'],
    fcpMs: Math.round(num('first-contentful-paint')),
    lcpMs: Math.round(num('largest-contentful-paint')),
    cls: Number(num('cumulative-layout-shift').toFixed(3)),
    tbtMs: Math.round(num('total-blocking-time')),
    ttiMs: Math.round(tti),
    jsBeforeInteractive: scripts.filter((s) => (s.networkEndTime ?? Infinity) <= tti).reduce((a, s) => a + (s.transferSize ?? 0), 0),
    jsTransferred: scripts.reduce((a, s) => a + (s.transferSize ?? 0), 0),
    failing,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
}

async function measure(url: string, formFactor: 'mobile' | 'desktop'): Promise<Measured> {
  const results: PageFigures[] = [];
  let failures = 0;
  for (let i = 0; i < runs; i++) {
    // A fresh browser per run: nothing cached, as a first visit.
    const chrome = await chromeLauncher.launch({
      chromePath: CHROME,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] }, formFactor === 'desktop' ? desktopConfig : undefined);
      if (!result) throw new Error(`lighthouse gave no result for ${url}`);
      if (result.lhr.runtimeError) {
        // Trace recording fails now and then on a busy machine (NO_NAVSTART and the like): measure that run again.
        if (++failures > 3) throw new Error(`lighthouse: ${result.lhr.runtimeError.message}`);
        console.log(`(lighthouse: ${result.lhr.runtimeError.code}, measuring again) `);
        i -= 1;
        continue;
      }
      const trace = (result.artifacts as { Trace?: unknown }).Trace;
      // BENCH_WEB_REPORTS=dir keeps each run's whole Lighthouse report, to read the audits behind a score.
      if (process.env.BENCH_WEB_REPORTS) {
        mkdirSync(process.env.BENCH_WEB_REPORTS, { recursive: true });
        const name = `${formFactor}-${new URL(url).hash.replace(/[^a-z]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${i + 1}.json`;
        writeFileSync(path.join(process.env.BENCH_WEB_REPORTS, name), JSON.stringify(result.lhr));
        // The page load's trace too (open it in Chromium's performance panel): which work made each long task.
        if (trace) writeFileSync(path.join(process.env.BENCH_WEB_REPORTS, name.replace(/\.json$/, '.trace.json')), JSON.stringify(trace));
      }
      results.push({ ...figures(result.lhr), mainThread: mainThreadTime(trace, result.lhr.configSettings.throttling.cpuSlowdownMultiplier) });
    } finally {
      chrome.kill();
    }
  }
  const byScore = [...results].sort((a, b) => a.scores.performance - b.scores.performance);
  return { ...byScore[Math.floor(byScore.length / 2)]!, runs: results.map(summary) };
}

const kB = (n: number) => `${(n / 1024).toFixed(1)} kB`;
const bytesLine = (b: Bytes) => `${kB(b.br)} br / ${kB(b.gzip)} gzip / ${kB(b.raw)} raw (${b.files} files)`;

async function main(): Promise<void> {
  if (args.build || !existsSync(path.join(webDist, '.vite/manifest.json')) || !existsSync(path.join(adminDist, '.vite/manifest.json'))) {
    console.log('building the apps…');
    execFileSync('npm', ['run', 'build'], { cwd: repo, stdio: 'inherit' });
  }
  // Per route, from the build: the entry, the page's chunk and what they import statically, and the default dictionary.
  // (A build that bundles every dictionary into the entry has no separate one to add.)
  const dictionary = ['src/i18n/locales/zh-TW.ts'].filter((m) => hasChunk(webDist, m));
  const bundle = {
    home: routeBytes(webDist, [pageChunk(webDist, ['src/pages/index/Home.tsx', 'Home', 'home']), ...dictionary]),
    product: routeBytes(webDist, [pageChunk(webDist, ['src/pages/shop/GoodsDetails.tsx', 'product']), ...dictionary]),
    pcHome: routeBytes(webDist, ['src/pages/pc/PcHome.tsx', ...dictionary]),
    pcProduct: routeBytes(webDist, ['src/pages/pc/PcGoodsDetails.tsx', ...dictionary]),
    largestWebChunks: chunkTable(webDist).slice(0, 8),
    largestAdminChunks: chunkTable(adminDist).slice(0, 5),
  };

  const server = await startServer({ LOG_LEVEL: 'warn' });
  try {
    const list = await (await fetch(`${server.url}/api/product/index?page=1`)).json() as { data?: { list?: Array<{ id: number }> } };
    const productId = list.data?.list?.[0]?.id;
    if (!productId) throw new Error('the demo catalogue has no product to measure');
    const pages = { home: `${server.url}/#/`, product: `${server.url}/#/pages/shop/goodsDetails?id=${productId}` };
    const lighthouseFigures: Record<string, Record<string, Measured>> = {};
    for (const formFactor of ['mobile', 'desktop'] as const) {
      for (const [name, url] of Object.entries(pages)) {
        if (args.only && ![formFactor, name, `${formFactor}:${name}`].includes(args.only)) continue;
        process.stdout.write(`lighthouse ${formFactor} ${name}… `);
        const f = await measure(url, formFactor);
        (lighthouseFigures[formFactor] ??= {})[name] = f;
        console.log(`performance ${f.scores.performance}, accessibility ${f.scores.accessibility}, best practices ${f.scores['best-practices']}, SEO ${f.scores.seo}`);
        console.log(`  FCP ${f.fcpMs} ms, LCP ${f.lcpMs} ms, CLS ${f.cls}, TBT ${f.tbtMs} ms, interactive ${f.ttiMs} ms; JavaScript sent before interactive ${kB(f.jsBeforeInteractive)} (all JavaScript of the load ${kB(f.jsTransferred)})`);
        for (const a of f.failing) console.log(`  not passed: ${a}`);
        // Each run in order: on a shared machine the spread, and how much of a core the page got, say how far to trust it.
        console.log(`  runs: ${f.runs.map(runLine).join(', ')}`);
      }
    }
    console.log('\nfirst load per route, from the build (JavaScript):');
    for (const route of ['home', 'product', 'pcHome', 'pcProduct'] as const) console.log(`  ${route}: ${bytesLine(bundle[route].js)}; CSS ${kB(bundle[route].css.br)} br`);
    console.log('largest member-app chunks (br):', bundle.largestWebChunks.map((c) => `${c.file} ${kB(c.br)}`).join(', '));
    console.log('largest back-office chunks (br):', bundle.largestAdminChunks.map((c) => `${c.file} ${kB(c.br)}`).join(', '));
    const out = path.join(here, 'results.json');
    writeFileSync(out, `${JSON.stringify({ date: new Date().toISOString(), runs, lighthouse: lighthouseFigures, bundle }, null, 2)}\n`);
    console.log(`\nwritten to ${path.relative(repo, out)}`);
  } finally {
    await server.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
