import { z } from 'zod';
import type { Language } from '../languages.js';
import { text } from './text.js';

/** The shared vocabulary of the catalogue (products, categories, banners): per-language texts, prices, shelf states. */

/** Text per language; zh-TW is what every other language falls back to. */
export type LocalizedText = Partial<Record<Language, string>>;

/** Per-language text typed by an operator: zh-TW required or not, the other 7 languages optional. */
function localized(max: number, required: boolean, multiline: boolean) {
  const other = text({ max, multiline }).optional();
  return z.object({
    'zh-TW': required ? text({ min: 1, max, multiline }) : other,
    'zh-CN': other, en: other, ja: other, ko: other, vi: other, id: other, th: other,
  });
}
export const LocalizedName = localized(120, true, false);
export const LocalizedDescription = localized(20_000, false, true);
/** A short optional caption per language (a banner's). */
export const LocalizedCaption = localized(120, false, false);

/** A price typed by an operator: a decimal string or number, not negative, at most 2 decimals. */
export const PriceInput = z.union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().max(20).regex(/^\d{1,12}(\.\d{1,2})?$/));
/** BV rate: how much of the price counts as business volume (1 = all), at most 4 decimals. */
export const BvRateInput = z.union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().max(12).regex(/^\d{1,4}(\.\d{1,4})?$/));

export const PRODUCT_STATUSES = ['on_shelf', 'off_shelf'] as const;
export const ProductStatus = z.enum(PRODUCT_STATUSES);
