/** Where an uploaded picture's thumbnail lives (beside it, `_thumb` before the extension). */
export const thumbOf = (url: string) => (url ? url.replace(/\.webp$/, '_thumb.webp') : '');
