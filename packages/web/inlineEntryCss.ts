import type { Plugin } from 'vite';

/**
 * Build only: the stylesheets the entry needs go into index.html as `<style>`, so the first paint waits for no
 * stylesheet request (on a phone's network each one held it up). Each `<link>` stays, `disabled` (never fetched nor
 * applied), because Vite's chunk loader skips a stylesheet already linked in the document: without it, the first page
 * chunk that shares such a stylesheet would load it again and put its rules after the page's own.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'onego-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const styles: string[] = [];
        const out = html.replace(/<link rel="stylesheet"([^>]*) href="\.?\/?(assets\/[^"]+\.css)">/g, (tag, attrs: string, file: string) => {
          const asset = ctx.bundle?.[file];
          if (!asset || asset.type !== 'asset') return tag;
          styles.push(String(asset.source));
          return `<link rel="stylesheet"${attrs} href="./${file}" disabled>`;
        });
        return styles.length ? out.replace('</head>', `<style>${styles.join('\n')}</style>\n  </head>`) : out;
      },
    },
  };
}
