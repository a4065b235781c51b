import { createHash } from 'node:crypto';
import type { Plugin, Rollup } from 'vite';
import { EARLY_READ_SETTINGS, startEarlyReads } from './src/app/earlyReads';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/**
 * A landing chunk (landingChunks.ts) with the chunks it imports and their stylesheets, as addresses relative to the
 * page, leaving out what index.html preloads already.
 */
function pageCode(bundle: OutputBundle, name: string): string[] {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const start = chunks.find((c) => c.name === name && !c.isEntry);
  if (!start) return [];
  const entry = chunks.find((c) => c.isEntry);
  const skip = new Set<string>();
  const preloaded = (file: string) => {
    if (skip.has(file)) return;
    skip.add(file);
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') for (const dep of chunk.imports) preloaded(dep);
  };
  if (entry) preloaded(entry.fileName);
  const files = new Set<string>();
  const visit = (file: string) => {
    if (skip.has(file) || files.has(file)) return;
    files.add(file);
    const chunk = bundle[file];
    if (chunk?.type !== 'chunk') return;
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const dep of chunk.imports) visit(dep);
  };
  visit(start.fileName);
  return [...files].map((f) => `./${f}`);
}

/**
 * Build only: the app's entry starts right after the page's first paint (the static frame in index.html, with its
 * inlined styles) instead of as soon as it has loaded, so a phone shows that frame before it spends time running the
 * app. index.html preloads the entry as before (its code downloads at once) and runs a small starter file instead:
 * the starter imports the entry after the next frame, or after a short wait when no frame comes (a hidden tab).
 * It is a file, not an inline script, as the Content-Security-Policy allows scripts from the site only. It also asks for
 * the start page's first reads and largest picture (app/earlyReads.ts), which would otherwise wait for the app's code.
 */
export function paintFirst(): Plugin {
  return {
    name: 'onego-paint-first',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (!page || page.type !== 'asset') return;
      const html = String(page.source);
      const entry = /<script type="module" crossorigin src="\.\/(assets\/[^"]+\.js)"><\/script>/.exec(html);
      if (!entry) return;
      const file = entry[1]!;
      const source = [
        // The start page's first reads and largest picture, asked for while the app's code downloads (app/earlyReads.ts).
        `try { (${startEarlyReads.toString()})(window, ${JSON.stringify({ ...EARLY_READ_SETTINGS, pages: { home: pageCode(bundle, 'home'), product: pageCode(bundle, 'product') } })}); } catch {}`,
        `let go = () => { go = () => {}; import('./${file.slice('assets/'.length)}'); };`,
        'requestAnimationFrame(() => setTimeout(() => go(), 0));',
        'setTimeout(() => go(), 100);',
        '',
      ].join('\n');
      const starter = `assets/start-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName: starter, source });
      page.source = html.replace(entry[0], `<link rel="modulepreload" crossorigin href="./${file}">\n    <script type="module" crossorigin src="./${starter}"></script>`);
    },
  };
}
