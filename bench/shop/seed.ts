/**
 * Test data for bench/shop: a catalogue that looks like a real shop's (categories, products named in several
 * languages with descriptions and pictures, 1-3 specifications each) and members who can buy (balance, shopping
 * coupons, a default address, a live session). Catalogue rows are inserted in batches straight into the catalogue
 * tables (the admin path would only add audit rows and thumbnail work that the reads never see); money goes through
 * the ledger's `post` like every other credit.
 */
import { randomBytes } from 'node:crypto';
import type { Language, LocalizedText } from '@onego/contract';
import type { Db } from '../../packages/server/src/db/client.js';
import { newToken } from '../../packages/server/src/lib/secrets.js';
import { addresses } from '../../packages/server/src/modules/address/tables.js';
import { categories, products, productSkus } from '../../packages/server/src/modules/catalogue/tables.js';
import { post } from '../../packages/server/src/modules/ledger/index.js';
import { newIdentifiers } from '../../packages/server/src/modules/member/codes.js';
import { credentials, members } from '../../packages/server/src/modules/member/tables.js';
import { placeMember } from '../../packages/server/src/modules/network/placement.js';
import { sessions } from '../../packages/server/src/modules/member/tables.js';
import { CHEAP_PAY_HASH } from '../../packages/server/test/wallet-helpers.js';

/** Languages the seeded text is written in; the others fall back to zh-TW like a real shop's would. */
export const SEEDED_LANGUAGES = ['zh-TW', 'zh-CN', 'en', 'ja'] as const satisfies readonly Language[];
type Words = readonly [zhTW: string, zhCN: string, en: string, ja: string];

const CATEGORY_NAMES: Words[] = [
  ['保健食品', '保健食品', 'Health', '健康食品'], ['美妝保養', '美妆护肤', 'Beauty', '美容'], ['生鮮食品', '生鲜食品', 'Fresh food', '生鮮食品'],
  ['飲品', '饮品', 'Drinks', '飲み物'], ['居家生活', '居家生活', 'Home', '暮らし'], ['廚房用品', '厨房用品', 'Kitchen', 'キッチン'],
  ['母嬰用品', '母婴用品', 'Baby', 'ベビー'], ['寵物用品', '宠物用品', 'Pets', 'ペット'], ['運動戶外', '运动户外', 'Sports', 'スポーツ'],
  ['3C 家電', '3C 家电', 'Electronics', '家電'], ['服飾', '服饰', 'Fashion', 'ファッション'], ['圖書文具', '图书文具', 'Books', '本・文具'],
];
const ADJECTIVES: Words[] = [
  ['有機', '有机', 'Organic', 'オーガニック'], ['頂級', '顶级', 'Premium', 'プレミアム'], ['天然', '天然', 'Natural', 'ナチュラル'],
  ['經典', '经典', 'Classic', 'クラシック'], ['輕盈', '轻盈', 'Light', 'ライト'], ['濃縮', '浓缩', 'Concentrated', '濃縮'],
  ['手工', '手工', 'Handmade', '手作り'], ['日式', '日式', 'Japanese-style', '和風'], ['無糖', '无糖', 'Sugar-free', '無糖'],
  ['高效', '高效', 'Advanced', 'アドバンス'], ['溫和', '温和', 'Gentle', 'やさしい'], ['家庭號', '家庭号', 'Family-size', 'ファミリー'],
];
const NOUNS: Words[] = [
  ['綠茶', '绿茶', 'Green Tea', '緑茶'], ['膠原蛋白', '胶原蛋白', 'Collagen', 'コラーゲン'], ['維他命C', '维他命C', 'Vitamin C', 'ビタミンC'],
  ['益生菌', '益生菌', 'Probiotics', '乳酸菌'], ['洗髮精', '洗发水', 'Shampoo', 'シャンプー'], ['面膜', '面膜', 'Face Mask', 'フェイスマスク'],
  ['咖啡豆', '咖啡豆', 'Coffee Beans', 'コーヒー豆'], ['蜂蜜', '蜂蜜', 'Honey', 'はちみつ'], ['保溫杯', '保温杯', 'Thermos', '保温ボトル'],
  ['平底鍋', '平底锅', 'Frying Pan', 'フライパン'], ['尿布', '尿布', 'Diapers', 'おむつ'], ['貓砂', '猫砂', 'Cat Litter', '猫砂'],
  ['瑜珈墊', '瑜伽垫', 'Yoga Mat', 'ヨガマット'], ['藍牙耳機', '蓝牙耳机', 'Bluetooth Earbuds', 'ワイヤレスイヤホン'], ['T恤', 'T恤', 'T-shirt', 'Tシャツ'],
  ['筆記本', '笔记本', 'Notebook', 'ノート'], ['魚油', '鱼油', 'Fish Oil', 'フィッシュオイル'], ['精華液', '精华液', 'Serum', '美容液'],
  ['燕麥片', '燕麦片', 'Oatmeal', 'オートミール'], ['礦泉水', '矿泉水', 'Mineral Water', 'ミネラルウォーター'],
];
const SPECS: Words[] = [
  ['標準裝', '标准装', 'Standard', 'スタンダード'], ['大容量', '大容量', 'Large', '大容量'], ['三入組', '三入组', 'Pack of 3', '3個セット'],
  ['禮盒', '礼盒', 'Gift box', 'ギフトボックス'], ['旅行裝', '旅行装', 'Travel size', 'トラベルサイズ'],
];
/** Search words members type, per language: each matches a share of the catalogue (a noun) or nothing. */
export const KEYWORDS: Record<(typeof SEEDED_LANGUAGES)[number], string[]> = {
  'zh-TW': [...NOUNS.slice(0, 8).map((w) => w[0]), '不存在的商品'],
  'zh-CN': [...NOUNS.slice(0, 8).map((w) => w[1]), '不存在的商品'],
  en: [...NOUNS.slice(0, 8).map((w) => w[2].split(' ')[0]!.toLowerCase()), 'nothing-like-this'],
  ja: [...NOUNS.slice(0, 8).map((w) => w[3]), '存在しない'],
};

/** A deterministic pseudo-random generator (mulberry32), so every run seeds the same shop. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const text = (w: Words, suffix = ''): LocalizedText => ({ 'zh-TW': w[0] + suffix, 'zh-CN': w[1] + suffix, en: w[2] + suffix, ja: w[3] + suffix });
const picture = () => `/uploads/2026/11/${randomBytes(16).toString('hex')}.webp`;

function description(adj: Words, noun: Words, n: number): LocalizedText {
  return {
    'zh-TW': `<p>${adj[0]}${noun[0]}，嚴選原料，第 ${n} 批次出廠檢驗合格。</p><p>成分：${noun[0]}、天然萃取物。保存方式：置於陰涼乾燥處，避免陽光直射。</p><p>本商品圖片僅供參考，實際以收到的商品為準。七天鑑賞期內未拆封可退換。</p>`,
    en: `<p>${adj[2]} ${noun[2]}, carefully selected ingredients; batch ${n} passed factory inspection.</p><p>Ingredients: ${noun[2]}, natural extracts. Storage: keep in a cool, dry place away from direct sunlight.</p><p>Pictures are for reference only. Unopened items may be returned within seven days.</p>`,
    ja: `<p>${adj[3]}${noun[3]}。厳選素材を使用し、第${n}ロットは出荷検査に合格しています。</p><p>保存方法：直射日光を避け、涼しく乾燥した場所で保存してください。</p>`,
  };
}

export interface SeededShop {
  categoryIds: number[];
  /** On-shelf products in enabled categories: what members see. */
  visibleProductIds: number[];
  /** Specifications members buy in the checkout run, with their stock before it. */
  buyableSkus: Array<{ id: number; stock: number }>;
}

/** Inserts the catalogue: `count` products over 12 enabled categories and one disabled one, 1-3 SKUs each. */
export async function seedCatalogue(db: Db, count: number): Promise<SeededShop> {
  const rand = rng(20261122);
  const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
  const cats = await db.insert(categories).values([
    ...CATEGORY_NAMES.map((w, i) => ({ names: text(w), sort: i })),
    { names: text(['停售分類', '停售分类', 'Discontinued', '販売終了']), sort: 99, enabled: false },
  ]).returning({ id: categories.id, enabled: categories.enabled });
  const enabledIds = cats.filter((c) => c.enabled).map((c) => c.id);
  const disabledId = cats.find((c) => !c.enabled)!.id;
  const visibleProductIds: number[] = [];
  const buyableSkus: SeededShop['buyableSkus'] = [];
  const BATCH = 1000;
  for (let start = 0; start < count; start += BATCH) {
    const batch: Array<typeof products.$inferInsert> = [];
    for (let n = start; n < Math.min(count, start + BATCH); n++) {
      const adj = ADJECTIVES[int(0, ADJECTIVES.length - 1)]!;
      const noun = NOUNS[int(0, NOUNS.length - 1)]!;
      const grams = int(50, 999);
      const names: LocalizedText = {
        'zh-TW': `${adj[0]}${noun[0]} ${grams} 克`, 'zh-CN': `${adj[1]}${noun[1]} ${grams} 克`, en: `${adj[2]} ${noun[2]} ${grams} g`, ja: `${adj[3]}${noun[3]} ${grams}g`,
      };
      if (rand() < 0.3) delete names.ja; // not every product is translated into every language
      const onShelf = rand() < 0.95;
      const cover = picture();
      batch.push({
        categoryId: rand() < 0.01 ? disabledId : enabledIds[int(0, enabledIds.length - 1)]!, status: onShelf ? 'on_shelf' : 'off_shelf',
        presale: rand() < 0.05, recommended: rand() < 0.1, cooperative: rand() < 0.05, bvRate: rand() < 0.2 ? '0.5' : '1',
        cover, images: [cover, ...Array.from({ length: int(1, 4) }, picture)], names, descriptions: description(adj, noun, n),
        sort: rand() < 0.9 ? 0 : int(1, 100),
      });
    }
    const inserted = await db.insert(products).values(batch).returning({ id: products.id, status: products.status, categoryId: products.categoryId });
    const skus: Array<typeof productSkus.$inferInsert> = [];
    for (const p of inserted) {
      const visible = p.status === 'on_shelf' && p.categoryId !== disabledId;
      if (visible) visibleProductIds.push(p.id);
      const base = int(100, 300000) / 100;
      const specs = int(1, 3);
      for (let s = 0; s < specs; s++) {
        skus.push({ productId: p.id, specNames: text(SPECS[(p.id + s) % SPECS.length]!), price: (base * (1 + s * 0.6)).toFixed(2), stock: int(200, 5000), sort: s });
      }
    }
    const rows = await db.insert(productSkus).values(skus).returning({ id: productSkus.id, productId: productSkus.productId, stock: productSkus.stock });
    const visibleSet = new Set(visibleProductIds);
    for (const r of rows) if (visibleSet.has(r.productId)) buyableSkus.push({ id: r.id, stock: r.stock });
  }
  return { categoryIds: enabledIds, visibleProductIds, buyableSkus };
}

export interface Buyer {
  id: number;
  memberId: string;
  token: string;
  addressId: number;
}

/**
 * `count` members under the root, each with the payment password `payPasswordHash` (keyed as the server stores PINs,
 * or a legacy hash), money, a default address and a session.
 */
export async function seedBuyers(db: Db, rootId: number, count: number, payPasswordHash: string): Promise<Buyer[]> {
  const out: Buyer[] = [];
  for (let i = 0; i < count; i++) {
    out.push(await db.transaction(async (tx) => {
      const [row] = await tx.insert(members).values({
        ...newIdentifiers(), name: `Buyer ${i}`, nickname: `Buyer ${i}`, email: `buyer${i}@bench.local`, areaCode: '886',
        mobile: `9${String(i).padStart(8, '0')}`, nationality: 'TW', birthday: '1990-01-01',
      }).returning();
      // Buyers never log in (their sessions are made below): the cheap hash serves as the login password.
      await tx.insert(credentials).values({ personId: row!.id, passwordHash: CHEAP_PAY_HASH, payPasswordHash });
      await placeMember(tx, { memberId: row!.id, sponsorId: rootId, ownerId: rootId, side: i % 2 === 0 ? 'L' : 'R' });
      // Plenty of balance, and a few coupons so that "coupons first, balance for the rest" uses both assets.
      await post(tx, { kind: 'adjustment', lines: [
        { owner: { member: row!.id }, asset: 'balance', amount: '100000000' },
        { owner: { system: 'adjustments' }, asset: 'balance', amount: '-100000000' },
        { owner: { member: row!.id }, asset: 'shop_coins', amount: '500' },
        { owner: { system: 'adjustments' }, asset: 'shop_coins', amount: '-500' },
      ] });
      const [address] = await tx.insert(addresses).values({
        memberId: row!.id, recipient: `Buyer ${i}`, areaCode: '886', phone: `9${String(i).padStart(8, '0')}`, country: 'TW',
        detail: `台北市信義區松仁路 ${i + 1} 號 ${(i % 20) + 1} 樓`, isDefault: true,
      }).returning({ id: addresses.id });
      const { token, hash } = newToken();
      await tx.insert(sessions).values({ tokenHash: hash, memberId: row!.id, expiresAt: new Date(Date.now() + 86_400_000) });
      return { id: row!.id, memberId: row!.memberId, token, addressId: address!.id };
    }));
  }
  return out;
}
