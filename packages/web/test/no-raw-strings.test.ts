// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';

// Texts a person reads must go through t(); the brand name is the one allowed literal.
const ALLOWED = new Set(['One Go']);
const TEXT_PROPS = new Set([
  'placeholder', 'title', 'label', 'alt', 'aria-label', 'aria-description', 'content', 'text', 'description',
  'confirmText', 'cancelText', 'hint', 'header', 'extra', 'pullingText', 'canReleaseText', 'refreshingText', 'completeText',
]);
const SRC = fileURLToPath(new URL('../src', import.meta.url));

function tsxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsxFiles(path);
    return path.endsWith('.tsx') ? [path] : [];
  });
}

const hasWords = (s: string) => /\p{L}/u.test(s) && !ALLOWED.has(s.trim());

type Node = { type: string; [k: string]: unknown };

export function findRawStrings(code: string, file = 'x.tsx'): string[] {
  const found: string[] = [];
  const visit = (node: unknown, parentProp?: string): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      node.forEach((n) => visit(n, parentProp));
      return;
    }
    const n = node as Node;
    if (n.type === 'JSXText' && hasWords(String(n.value))) found.push(String(n.value).trim());
    if (n.type === 'JSXAttribute') {
      const name = (n.name as Node).name as string;
      const value = n.value as Node | null;
      if (TEXT_PROPS.has(name) && value) {
        const inner = value.type === 'JSXExpressionContainer' ? (value.expression as Node) : value;
        if (inner.type === 'Literal' && typeof inner.value === 'string' && hasWords(inner.value)) found.push(inner.value);
        if (inner.type === 'TemplateLiteral') {
          for (const q of inner.quasis as Node[]) if (hasWords(String((q.value as { cooked: string }).cooked))) found.push(name);
        }
      }
    }
    if (n.type === 'JSXExpressionContainer' && parentProp === 'children') {
      const e = n.expression as Node;
      if (e.type === 'Literal' && typeof e.value === 'string' && hasWords(e.value)) found.push(e.value);
    }
    if (n.type === 'Property' && TEXT_PROPS.has(((n.key as Node)?.name as string) ?? '')) {
      const v = n.value as Node;
      if (v.type === 'Literal' && typeof v.value === 'string' && hasWords(v.value)) found.push(v.value);
    }
    for (const [key, child] of Object.entries(n)) if (key !== 'type') visit(child, key);
  };
  visit(parseAst(code, { lang: 'tsx' }, file));
  return found;
}

describe('no visible text bypasses i18n', () => {
  it('the scanner catches raw strings and allows t()', () => {
    expect(findRawStrings('const a = <p title="Hi">Hello {t("x")}</p>;')).toEqual(['Hi', 'Hello']);
    expect(findRawStrings('const a = <Input placeholder={t("k")} />; Toast.show({ content: "Oops" });')).toEqual(['Oops']);
    expect(findRawStrings('const a = <h1>One Go</h1>;')).toEqual([]);
    expect(findRawStrings('const a = <span>{"Bye"} + 1</span>;')).toEqual(['Bye']);
  });

  const files = tsxFiles(SRC);
  it('finds the page sources', () => expect(files.length).toBeGreaterThan(10));
  it.each(files.map((f) => [relative(SRC, f), f]))('%s', (_name, file) => {
    expect(findRawStrings(readFileSync(file, 'utf8'), file)).toEqual([]);
  });
});
