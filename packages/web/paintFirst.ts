import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * Build only: the app's entry starts right after the page's first paint (the static frame in index.html, with its
 * inlined styles) instead of as soon as it has loaded, so a phone shows that frame before it spends time running the
 * app. index.html preloads the entry as before (its code downloads at once) and runs a small starter file instead:
 * the starter imports the entry after the next frame, or after a short wait when no frame comes (a hidden tab).
 * It is a file, not an inline script, as the Content-Security-Policy allows scripts from the site only.
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
