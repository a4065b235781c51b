import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
/** A style sheet of the app by its path under src/ (e.g. `app/app.css`). */
export const sheet = (file: string): string => readFileSync(path.join(here, '../src', file), 'utf8');

/** A component's style sheet from antd-mobile (e.g. `tabs`), which the app's rules override. */
export const antdSheet = (component: string): string =>
  readFileSync(path.join(here, '../../../node_modules/antd-mobile/es/components', component, `${component}.css`), 'utf8');

/** Rough specificity of one selector: ids, then classes/attributes/pseudo-classes, then element names. */
function specificity(selector: string): number {
  const ids = (selector.match(/#/g) ?? []).length;
  const classes = (selector.match(/\.|\[|:(?!:)/g) ?? []).length;
  const types = (selector.replace(/[.#:[][^\s>+~]*/g, ' ').match(/[a-z][\w-]*/gi) ?? []).length;
  return ids * 10000 + classes * 100 + types;
}

// The side of a 1-4 value padding/margin shorthand.
const SIDES = { top: [0, 0, 0, 0], right: [0, 1, 1, 1], bottom: [0, 0, 2, 2], left: [0, 1, 1, 3] } as const;
function fromShorthand(style: CSSStyleDeclaration, property: string): string {
  const m = /^(padding|margin)-(top|right|bottom|left)$/.exec(property);
  if (!m) return '';
  const values = style.getPropertyValue(m[1]!).trim().split(/\s+/).filter(Boolean);
  if (!values.length) return '';
  return values[SIDES[m[2] as keyof typeof SIDES][values.length - 1]!]!;
}

/**
 * The value the given style sheets (phone layout: rules outside media queries) declare for an element's property:
 * jsdom computes nothing from style sheets, so the cascade of the matching rules is done here.
 */
export function declaredStyle(el: Element, property: string, sheets: string[]): string | undefined {
  const style = document.createElement('style');
  style.textContent = sheets.join('\n');
  document.head.appendChild(style);
  try {
    let best: { rank: number; value: string } | undefined;
    [...style.sheet!.cssRules].forEach((rule, order) => {
      if (!(rule instanceof CSSStyleRule)) return;
      const value = rule.style.getPropertyValue(property) || fromShorthand(rule.style, property);
      if (!value) return;
      for (const selector of rule.selectorText.split(',')) {
        if (!el.matches(selector.trim())) continue;
        const rank = specificity(selector) * 10000 + order;
        if (!best || rank >= best.rank) best = { rank, value };
      }
    });
    return best?.value;
  } finally {
    style.remove();
  }
}
