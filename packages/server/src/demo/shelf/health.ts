import type { DemoCategory } from './types.js';

/** Health food: vitamins, fish oil, and probiotics on pre-sale (in stock, so the pre-sale notice can be seen). */
export const HEALTH: DemoCategory = {
  names: {
    'zh-TW': '保健食品', 'zh-CN': '保健食品', en: 'Health food', ja: '健康食品', ko: '건강식품', vi: 'Thực phẩm chức năng',
    id: 'Makanan kesehatan', th: 'อาหารเพื่อสุขภาพ',
  },
  products: [
    {
      key: 'multivitamin',
      names: {
        'zh-TW': '綜合維他命', 'zh-CN': '综合维生素', en: 'Multivitamin', ja: 'マルチビタミン', ko: '종합비타민', vi: 'Vitamin tổng hợp',
        id: 'Multivitamin harian', th: 'วิตามินรวม',
      },
      descriptions: {
        'zh-TW': '每日一錠，補充 12 種維他命與 8 種礦物質。飯後以溫水服用，忙碌的日子也能輕鬆保養。',
        'zh-CN': '每日一片，补充 12 种维生素和 8 种矿物质。饭后用温水服用，忙碌的日子也能轻松保养。',
        en: 'One tablet a day with 12 vitamins and 8 minerals. Take it with water after a meal: easy everyday care, even on busy days.',
        ja: '1 日 1 粒で 12 種類のビタミンと 8 種類のミネラルを補給。食後に水またはぬるま湯でお召し上がりください。忙しい毎日の健康習慣に。',
        ko: '하루 한 알로 12가지 비타민과 8가지 미네랄을 보충하세요. 식후 물과 함께 드시면 바쁜 날에도 간편하게 건강을 챙길 수 있습니다.',
        vi: 'Mỗi ngày một viên, bổ sung 12 loại vitamin và 8 loại khoáng chất. Uống với nước sau bữa ăn để chăm sóc sức khỏe dễ dàng, kể cả những ngày bận rộn.',
        id: 'Satu tablet sehari dengan 12 vitamin dan 8 mineral. Minum dengan air setelah makan: cara mudah menjaga kesehatan, bahkan di hari yang sibuk.',
        th: 'วันละหนึ่งเม็ด ให้วิตามิน 12 ชนิดและแร่ธาตุ 8 ชนิด รับประทานพร้อมน้ำหลังอาหาร ดูแลสุขภาพได้ง่าย ๆ แม้ในวันที่ยุ่ง',
      },
      drawing: 'pill-bottle', colours: ['#f4a261', '#e76f51'], recommended: true,
      skus: [
        { names: { 'zh-TW': '60 錠', 'zh-CN': '60 片', en: '60 tablets', ja: '60 粒', ko: '60정', vi: '60 viên', id: '60 tablet', th: '60 เม็ด' }, price: '29.90', stock: 120 },
        { names: { 'zh-TW': '120 錠', 'zh-CN': '120 片', en: '120 tablets', ja: '120 粒', ko: '120정', vi: '120 viên', id: '120 tablet', th: '120 เม็ด' }, price: '52.00', stock: 80 },
      ],
    },
    {
      key: 'fish-oil',
      names: {
        'zh-TW': '深海魚油', 'zh-CN': '深海鱼油', en: 'Deep-sea fish oil', ja: 'ディープシー・フィッシュオイル', ko: '심해 피쉬오일',
        vi: 'Dầu cá biển sâu', id: 'Minyak ikan laut dalam', th: 'น้ำมันปลาทะเลน้ำลึก',
      },
      descriptions: {
        'zh-TW': '高濃度 Omega-3，每粒都含 EPA 與 DHA。小顆軟膠囊好吞嚥，沒有魚腥味。',
        'zh-CN': '高浓度 Omega-3，每粒都含 EPA 和 DHA。小颗软胶囊易吞咽，没有鱼腥味。',
        en: 'High-strength Omega-3 with EPA and DHA in every capsule. Small soft capsules, easy to swallow, with no fishy aftertaste.',
        ja: '高濃度のオメガ 3。1 粒ごとに EPA と DHA を配合しました。飲みやすい小粒のソフトカプセルで、魚のにおいも気になりません。',
        ko: '고함량 오메가3로 한 알마다 EPA와 DHA를 담았습니다. 작은 소프트 캡슐이라 삼키기 쉽고 비린 맛이 없습니다.',
        vi: 'Omega-3 hàm lượng cao, mỗi viên đều có EPA và DHA. Viên nang mềm nhỏ, dễ uống và không tanh.',
        id: 'Omega-3 berkadar tinggi dengan EPA dan DHA di setiap kapsul. Kapsul lunak berukuran kecil, mudah ditelan, dan tidak amis.',
        th: 'โอเมก้า-3 เข้มข้น มี EPA และ DHA ในทุกแคปซูล ซอฟต์เจลเม็ดเล็ก กลืนง่าย ไม่มีกลิ่นคาว',
      },
      drawing: 'capsule-bottle', colours: ['#2a9d8f', '#f6bd60'], cooperative: true,
      skus: [
        { names: { 'zh-TW': '90 粒', 'zh-CN': '90 粒', en: '90 capsules', ja: '90 粒', ko: '90캡슐', vi: '90 viên', id: '90 kapsul', th: '90 แคปซูล' }, price: '38.00', stock: 60 },
      ],
    },
    {
      key: 'probiotics',
      names: {
        'zh-TW': '益生菌', 'zh-CN': '益生菌', en: 'Probiotics', ja: 'プロバイオティクス', ko: '프로바이오틱스', vi: 'Men vi sinh',
        id: 'Probiotik', th: 'โพรไบโอติก',
      },
      descriptions: {
        'zh-TW': '每包含 300 億活菌與膳食纖維，粉末可直接入口，也能加進冷水或優格。新一批預購中。',
        'zh-CN': '每包含 300 亿活菌和膳食纤维，粉末可直接食用，也能加进凉水或酸奶。新一批预售中。',
        en: '30 billion live cultures and dietary fibre in every sachet. Take the powder as it is, or stir it into cold water or yoghurt. The new batch is on pre-sale.',
        ja: '1 包に 300 億個の生きた菌と食物繊維を配合。粉末はそのままでも、冷たい水やヨーグルトに混ぜても召し上がれます。新ロットを予約販売中です。',
        ko: '한 포에 300억 마리의 생균과 식이섬유를 담았습니다. 가루 그대로 드시거나 찬물이나 요구르트에 섞어 드세요. 새 물량을 예약 판매 중입니다.',
        vi: 'Mỗi gói chứa 30 tỷ lợi khuẩn sống cùng chất xơ. Có thể dùng trực tiếp hoặc pha với nước mát hay sữa chua. Lô hàng mới đang mở đặt trước.',
        id: 'Setiap sachet berisi 30 miliar kultur hidup dan serat pangan. Konsumsi langsung atau campurkan ke air dingin atau yoghurt. Batch baru bisa dipesan lebih dulu.',
        th: 'แต่ละซองมีจุลินทรีย์มีชีวิต 3 หมื่นล้านตัวพร้อมใยอาหาร ทานได้ทันทีหรือผสมกับน้ำเย็นหรือโยเกิร์ต ล็อตใหม่เปิดให้สั่งจองล่วงหน้าแล้ว',
      },
      drawing: 'sachet-box', colours: ['#8ab17d', '#f1faee'], presale: true,
      skus: [
        { names: { 'zh-TW': '30 包', 'zh-CN': '30 包', en: '30 sachets', ja: '30 包', ko: '30포', vi: '30 gói', id: '30 sachet', th: '30 ซอง' }, price: '45.50', stock: 60 },
      ],
    },
  ],
};
