import type { DemoCategory } from './types.js';

/** Home and living: a water filter jug in two colours and bamboo towels. */
export const HOME: DemoCategory = {
  names: {
    'zh-TW': '居家生活', 'zh-CN': '居家生活', en: 'Home and living', ja: '生活用品', ko: '리빙·생활용품', vi: 'Nhà cửa và đời sống',
    id: 'Rumah dan gaya hidup', th: 'ของใช้ในบ้าน',
  },
  products: [
    {
      key: 'water-jug',
      names: {
        'zh-TW': '濾水壺', 'zh-CN': '滤水壶', en: 'Water filter jug', ja: '浄水ポット', ko: '정수 필터 피처', vi: 'Bình lọc nước',
        id: 'Teko filter air', th: 'เหยือกกรองน้ำ',
      },
      descriptions: {
        'zh-TW': '3.5 公升大容量，附一個濾芯，可減少水中的氯與水垢，讓茶和咖啡更順口。濾芯約 4 週更換一次。',
        'zh-CN': '3.5 升大容量，附一个滤芯，可减少水中的氯和水垢，让茶和咖啡更顺口。滤芯约 4 周更换一次。',
        en: '3.5 litres, with one cartridge included. It reduces chlorine and limescale for better-tasting tea and coffee. Change the cartridge about every 4 weeks.',
        ja: '容量 3.5 L、カートリッジ 1 個付き。水道水の塩素や水あかを減らし、お茶やコーヒーがよりおいしくなります。カートリッジは約 4 週間ごとに交換してください。',
        ko: '3.5리터 대용량에 필터 1개가 포함되어 있습니다. 염소와 석회질을 줄여 차와 커피 맛이 한층 좋아집니다. 필터는 약 4주마다 교체해 주세요.',
        vi: 'Dung tích 3,5 lít, kèm một lõi lọc. Giảm clo và cặn vôi để trà và cà phê ngon hơn. Nên thay lõi lọc khoảng 4 tuần một lần.',
        id: 'Kapasitas 3,5 liter dengan satu kartrid. Mengurangi klorin dan kerak kapur agar teh dan kopi terasa lebih nikmat. Ganti kartrid kira-kira setiap 4 minggu.',
        th: 'ความจุ 3.5 ลิตร พร้อมไส้กรองหนึ่งชิ้น ช่วยลดคลอรีนและตะกรัน ทำให้ชาและกาแฟอร่อยขึ้น ควรเปลี่ยนไส้กรองประมาณทุก 4 สัปดาห์',
      },
      drawing: 'jug', colours: ['#457b9d', '#ffffff'], recommended: true,
      skus: [
        { names: { 'zh-TW': '藍色', 'zh-CN': '蓝色', en: 'Blue', ja: 'ブルー', ko: '블루', vi: 'Xanh dương', id: 'Biru', th: 'สีน้ำเงิน' }, price: '42.00', stock: 30 },
        { names: { 'zh-TW': '白色', 'zh-CN': '白色', en: 'White', ja: 'ホワイト', ko: '화이트', vi: 'Trắng', id: 'Putih', th: 'สีขาว' }, price: '42.00', stock: 30 },
      ],
    },
    {
      key: 'towels',
      names: {
        'zh-TW': '竹纖維毛巾', 'zh-CN': '竹纤维毛巾', en: 'Bamboo towel', ja: '竹繊維タオル', ko: '대나무 섬유 수건', vi: 'Khăn sợi tre',
        id: 'Handuk serat bambu', th: 'ผ้าขนหนูใยไผ่',
      },
      descriptions: {
        'zh-TW': '竹纖維織成，柔軟親膚，吸水快乾，洗了也不易有異味。每組 2 條，34 × 76 公分。',
        'zh-CN': '竹纤维织成，柔软亲肤，吸水快干，洗后也不易有异味。每组 2 条，34 × 76 厘米。',
        en: 'Woven from bamboo fibre: soft on the skin, absorbent and quick to dry, and it stays fresh wash after wash. Two towels, 34 × 76 cm.',
        ja: '竹繊維で織り上げた、肌にやさしいやわらかなタオル。吸水性が高く乾きも早いので、洗濯を重ねてもにおいにくいのが特長です。2 枚組、34 × 76 cm。',
        ko: '대나무 섬유로 짜서 피부에 부드럽고, 흡수가 빠르며 금방 마릅니다. 여러 번 빨아도 냄새가 잘 배지 않습니다. 2장 세트, 34 × 76cm.',
        vi: 'Dệt từ sợi tre: mềm mại với làn da, thấm hút tốt, nhanh khô và không dễ bị ám mùi sau nhiều lần giặt. Bộ 2 chiếc, 34 × 76 cm.',
        id: 'Ditenun dari serat bambu: lembut di kulit, menyerap air dengan baik, cepat kering, dan tidak mudah bau meski sering dicuci. Isi 2 handuk, 34 × 76 cm.',
        th: 'ทอจากใยไผ่ นุ่มละมุนผิว ซับน้ำดี แห้งไว ซักบ่อยก็ไม่อับชื้น ชุดละ 2 ผืน ขนาด 34 × 76 ซม.',
      },
      drawing: 'towels', colours: ['#6d597a', '#b5838d'],
      skus: [
        { names: { 'zh-TW': '2 條裝', 'zh-CN': '2 条装', en: 'Pack of 2', ja: '2 枚組', ko: '2장 세트', vi: 'Bộ 2 chiếc', id: 'Isi 2', th: 'แพ็ก 2 ผืน' }, price: '15.00', stock: 300 },
      ],
    },
  ],
};
