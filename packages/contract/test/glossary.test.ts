import { describe, expect, it } from 'vitest';
import { AVOID, GLOSSARY, type Concept } from '../src/glossary.js';
import { LANGUAGES, MESSAGES, type Language } from '../src/index.js';
import { DICTS } from '../../admin/src/i18n/dictionary.js';
import { locales } from '../../web/src/i18n/locales/all.js';

/** Every text of a nested dictionary by its dotted key. */
function flatten(tree: object, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === 'string') out[`${prefix}${k}`] = v;
    else if (v && typeof v === 'object') flatten(v as object, `${prefix}${k}.`, out);
  }
  return out;
}

const articleModules = import.meta.glob<{ default: object }>('../../web/src/i18n/articles/*.ts', { eager: true });
const articlesOf = (lang: Language) => articleModules[`../../web/src/i18n/articles/${lang}.ts`]?.default ?? {};

/** The texts a reader of `lang` sees, from the member app, its articles, the server and the back office. */
function textsOf(lang: Language): Record<string, string> {
  return {
    ...flatten(locales[lang], 'app:'),
    ...flatten(articlesOf(lang), 'article:'),
    ...flatten(MESSAGES[lang], 'server:'),
    ...flatten(DICTS[lang], 'admin:'),
  };
}

// Where a concept is named on its own: the text must use the glossary's term.
const TERMS: [string, Concept][] = [
  ['app:tab.mine', 'me'], ['app:tab.cart', 'cart'], ['app:cart.title', 'cart'], ['app:wallet.asset.balance', 'balance'],
  ['app:wallet.asset.shop_coins', 'shopCoins'], ['app:wallet.asset.integral', 'points'], ['app:wallet.kind.transfer', 'transfer'],
  ['app:wallet.kind.deposit', 'topUp'], ['app:wallet.kind.withdrawal', 'withdraw'], ['app:wallet.held', 'held'], ['app:wallet.frozenTitle', 'held'],
  ['app:register.areaCode', 'countryCode'], ['app:goods.spec', 'option'], ['app:settings.cancelAccount', 'closeAccount'],
  ['app:auth.memberId', 'memberId'], ['app:order.tab.paid', 'toShip'], ['app:order.status.paid', 'toShip'],
  ['app:order.shippedAt', 'shippedAt'], ['app:accounts.switch', 'switch'], ['app:transfer.title', 'transfer'],
  ['server:field.area_code', 'countryCode'], ['server:field.sku_id', 'option'], ['server:field.member_id', 'memberId'],
  ['admin:member_id', 'memberId'], ['admin:kind_deposit', 'topUp'], ['admin:kind_withdrawal', 'withdraw'],
  ['admin:order_status_paid', 'toShip'], ['admin:shipped_at', 'shippedAt'], ['admin:balance', 'balance'], ['admin:spec', 'option'], ['admin:balance_held', 'held'],
];

describe('glossary', () => {
  for (const lang of LANGUAGES) {
    it(`${lang}: no text uses a flagged wording`, () => {
      const found: string[] = [];
      for (const [key, text] of Object.entries(textsOf(lang))) {
        for (const bad of AVOID[lang]) {
          if (typeof bad === 'string' ? text.includes(bad) : bad.test(text)) found.push(`${key}: ${String(bad)} in "${text}"`);
        }
      }
      expect(found).toEqual([]);
    });

    it(`${lang}: the texts that name a concept use the glossary's term`, () => {
      const texts = textsOf(lang);
      const wrong = TERMS.filter(([key, concept]) => {
        expect(texts[key], key).toBeDefined();
        return !texts[key]!.toLowerCase().includes(GLOSSARY[concept][lang].toLowerCase());
      }).map(([key, concept]) => `${key}: "${texts[key]}" should use "${GLOSSARY[concept][lang]}"`);
      expect(wrong).toEqual([]);
    });
  }
});

describe('Korean particles after a value', () => {
  it('are written as pairs, so the value settles them', () => {
    // A fixed particle right after a placeholder is right for some values only: "{field}을" is wrong for 배송지.
    const fixed = /\}\}?(을|를|이|가|은|는|과|와|로|으로)(?=[\s.,?!:)]|$)/;
    const wrong = Object.entries(textsOf('ko')).filter(([, text]) => fixed.test(text)).map(([key, text]) => `${key}: ${text}`);
    expect(wrong).toEqual([]);
  });
});
