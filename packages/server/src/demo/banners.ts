import type { Db } from '../db/client.js';
import { banners } from '../modules/catalogue/tables.js';
import { bannerScene } from './pictures/scenes.js';
import { storeDrawing } from './pictures/render.js';
import type { AllLanguages, DemoCategory, DemoProduct } from './shelf/types.js';

interface DemoBanner { titles: AllLanguages; product: string; ground: [string, string]; shows: string[] }

const BANNERS: DemoBanner[] = [
  {
    titles: {
      'zh-TW': '每日健康，從一錠開始', 'zh-CN': '每日健康，从一片开始', en: 'Everyday health starts with one tablet', ja: '毎日の健康は 1 粒から',
      ko: '매일의 건강, 한 알부터', vi: 'Sức khỏe mỗi ngày bắt đầu từ một viên', id: 'Sehat setiap hari dimulai dari satu tablet',
      th: 'สุขภาพดีทุกวัน เริ่มจากวันละเม็ด',
    },
    product: 'multivitamin', ground: ['#f4a261', '#e76f51'], shows: ['multivitamin', 'fish-oil'],
  },
  {
    titles: {
      'zh-TW': '益生菌新品預購中', 'zh-CN': '益生菌新品预售中', en: 'New probiotics: order ahead now', ja: '新しいプロバイオティクス、予約受付中',
      ko: '새 프로바이오틱스 예약 판매 중', vi: 'Men vi sinh mới: mở đặt trước', id: 'Probiotik baru: pesan lebih dulu sekarang',
      th: 'โพรไบโอติกล็อตใหม่ เปิดสั่งจองแล้ว',
    },
    product: 'probiotics', ground: ['#8ab17d', '#2a9d8f'], shows: ['probiotics'],
  },
  {
    titles: {
      'zh-TW': '居家好物，舒適每一天', 'zh-CN': '居家好物，舒适每一天', en: 'Good things for a comfortable home', ja: '毎日を心地よくする生活用品',
      ko: '매일이 편안해지는 리빙 아이템', vi: 'Đồ dùng tốt cho ngôi nhà thoải mái', id: 'Perlengkapan rumah untuk hari-hari yang nyaman',
      th: 'ของใช้ดี ๆ เพื่อบ้านที่น่าอยู่ทุกวัน',
    },
    product: 'water-jug', ground: ['#457b9d', '#1d3557'], shows: ['water-jug', 'towels', 'serum'],
  },
];

/**
 * Demo banners in every language, each with a drawn picture of the products it shows and a link to one of them.
 * `ids` gives each demo product's id by its key.
 */
export async function seedBanners(db: Db, uploadsDir: string, shelf: DemoCategory[], ids: Map<string, number>): Promise<number> {
  const byKey = new Map<string, DemoProduct>(shelf.flatMap((c) => c.products.map((p) => [p.key, p] as const)));
  const images = await Promise.all(BANNERS.map((b) => storeDrawing(db, uploadsDir, bannerScene(b.ground, b.shows.map((k) => byKey.get(k)!)))));
  await db.insert(banners).values(BANNERS.map((b, i) => ({
    image: images[i]!, titles: b.titles, link: `/pages/shop/goodsDetails?id=${ids.get(b.product)!}`, sort: i, enabled: true,
  })));
  return BANNERS.length;
}
