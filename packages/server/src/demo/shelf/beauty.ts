import { same, type DemoCategory } from './types.js';

/** Beauty and skin care: serum, sunscreen and sheet masks. */
export const BEAUTY: DemoCategory = {
  names: {
    'zh-TW': '美妝保養', 'zh-CN': '美妆护肤', en: 'Beauty and skin care', ja: '美容・スキンケア', ko: '뷰티·스킨케어',
    vi: 'Làm đẹp và chăm sóc da', id: 'Kecantikan dan perawatan kulit', th: 'ความงามและการดูแลผิว',
  },
  products: [
    {
      key: 'serum',
      names: {
        'zh-TW': '玻尿酸精華液', 'zh-CN': '玻尿酸精华液', en: 'Hyaluronic serum', ja: 'ヒアルロン酸美容液', ko: '히알루론산 세럼',
        vi: 'Tinh chất hyaluronic acid', id: 'Serum asam hialuronat', th: 'เซรั่มไฮยาลูรอน',
      },
      descriptions: {
        'zh-TW': '三種分子量玻尿酸層層補水，質地清爽好吸收。早晚潔膚後取 2–3 滴，輕拍全臉。',
        'zh-CN': '三种分子量玻尿酸层层补水，质地清爽易吸收。早晚洁面后取 2–3 滴，轻拍全脸。',
        en: 'Three sizes of hyaluronic acid hydrate layer by layer. Light and quickly absorbed: pat 2–3 drops over the face after cleansing, morning and night.',
        ja: '3 種類の分子量のヒアルロン酸が、肌のすみずみまでうるおいを届けます。みずみずしく、すっとなじむテクスチャー。朝晩の洗顔後、2～3 滴を顔全体にやさしくなじませてください。',
        ko: '세 가지 분자 크기의 히알루론산이 겹겹이 수분을 채워 줍니다. 산뜻하고 빠르게 흡수되며, 아침저녁 세안 후 2~3방울을 얼굴 전체에 가볍게 두드려 주세요.',
        vi: 'Ba loại hyaluronic acid với kích thước phân tử khác nhau cấp ẩm từng lớp. Kết cấu mỏng nhẹ, thấm nhanh: sáng và tối sau khi rửa mặt, lấy 2–3 giọt vỗ nhẹ lên khắp mặt.',
        id: 'Tiga ukuran molekul asam hialuronat melembapkan lapis demi lapis. Teksturnya ringan dan cepat meresap: tepuk lembut 2–3 tetes ke seluruh wajah setelah membersihkan wajah, pagi dan malam.',
        th: 'ไฮยาลูรอนิกแอซิดสามขนาดโมเลกุล เติมความชุ่มชื้นทีละชั้น เนื้อบางเบา ซึมไว ใช้ 2–3 หยดตบเบา ๆ ให้ทั่วใบหน้าหลังล้างหน้า ทั้งเช้าและเย็น',
      },
      drawing: 'dropper', colours: ['#a8dadc', '#1d3557'], recommended: true, bv: '0.8',
      skus: [
        { names: same('30 ml'), price: '59.00', stock: 40 },
        { names: same('50 ml'), price: '89.00', stock: 25 },
      ],
    },
    {
      key: 'sunscreen',
      names: {
        'zh-TW': '防曬乳 SPF50', 'zh-CN': '防晒乳 SPF50', en: 'Sunscreen SPF50', ja: '日焼け止めミルク SPF50', ko: '선크림 SPF50',
        vi: 'Kem chống nắng SPF50', id: 'Tabir surya SPF50', th: 'ครีมกันแดด SPF50',
      },
      descriptions: {
        'zh-TW': '清爽乳液質地，輕薄不黏膩，防水防汗，通勤與戶外活動都適用。出門前 15 分鐘均勻塗抹。',
        'zh-CN': '清爽乳液质地，轻薄不黏腻，防水防汗，通勤和户外活动都适用。出门前 15 分钟均匀涂抹。',
        en: 'A light, non-greasy lotion that resists water and sweat, for the commute and the outdoors. Apply evenly 15 minutes before going out.',
        ja: 'さらっと軽いミルクタイプで、べたつきません。汗や水に強く、通勤にもアウトドアにも。外出の 15 分前にムラなく塗ってください。',
        ko: '가볍고 끈적이지 않는 로션 타입으로 물과 땀에 강해 출퇴근길과 야외 활동에 좋습니다. 외출 15분 전에 골고루 펴 발라 주세요.',
        vi: 'Dạng sữa mỏng nhẹ, không nhờn rít, chống nước và mồ hôi, phù hợp khi đi làm lẫn hoạt động ngoài trời. Thoa đều 15 phút trước khi ra ngoài.',
        id: 'Losion ringan yang tidak lengket, tahan air dan keringat, cocok untuk perjalanan harian maupun kegiatan di luar ruangan. Oleskan merata 15 menit sebelum keluar rumah.',
        th: 'เนื้อโลชั่นบางเบา ไม่เหนียวเหนอะหนะ กันน้ำและเหงื่อ เหมาะทั้งการเดินทางและกิจกรรมกลางแจ้ง ทาให้ทั่วก่อนออกแดด 15 นาที',
      },
      drawing: 'tube', colours: ['#ffb703', '#fb8500'],
      skus: [
        { names: { 'zh-TW': '單瓶', 'zh-CN': '单瓶', en: 'Single bottle', ja: '1 本', ko: '1개', vi: '1 tuýp', id: '1 botol', th: '1 หลอด' }, price: '25.00', stock: 200 },
      ],
    },
    {
      key: 'sheet-mask',
      names: {
        'zh-TW': '保濕面膜', 'zh-CN': '保湿面膜', en: 'Moisturising mask', ja: '保湿シートマスク', ko: '수분 마스크팩',
        vi: 'Mặt nạ dưỡng ẩm', id: 'Masker pelembap', th: 'มาส์กหน้าให้ความชุ่มชื้น',
      },
      descriptions: {
        'zh-TW': '一盒 10 片，柔軟膜布服貼臉部，每片都吸飽保濕精華。敷 15 分鐘後，輕拍至吸收。',
        'zh-CN': '一盒 10 片，柔软膜布贴合脸部，每片都吸满保湿精华。敷 15 分钟后，轻拍至吸收。',
        en: 'Ten sheets a box. The soft sheet fits the face and is soaked in moisturising essence. Leave it on for 15 minutes, then pat in what is left.',
        ja: '1 箱 10 枚入り。肌にぴたりと密着するやわらかなシートに、保湿美容液をたっぷり含ませました。15 分おいたら、残った美容液をなじませてください。',
        ko: '한 상자 10매입. 얼굴에 착 밀착되는 부드러운 시트에 보습 에센스를 듬뿍 담았습니다. 15분 후 떼어 내고 남은 에센스를 두드려 흡수시켜 주세요.',
        vi: 'Hộp 10 miếng. Miếng mặt nạ mềm ôm sát khuôn mặt, thấm đẫm tinh chất dưỡng ẩm. Đắp 15 phút rồi vỗ nhẹ cho phần tinh chất còn lại thấm hết.',
        id: 'Isi 10 lembar per kotak. Lembaran lembut yang menempel pas di wajah, kaya esens pelembap. Diamkan 15 menit, lalu tepuk-tepuk sisa esens hingga meresap.',
        th: 'กล่องละ 10 แผ่น แผ่นมาส์กเนื้อนุ่มแนบสนิทกับใบหน้า ชุ่มด้วยเอสเซนส์ให้ความชุ่มชื้น มาส์กทิ้งไว้ 15 นาที แล้วตบเอสเซนส์ที่เหลือให้ซึมเข้าผิว',
      },
      drawing: 'sheet-mask', colours: ['#e5989b', '#ffcdb2'], cooperative: true,
      skus: [
        { names: { 'zh-TW': '1 盒', 'zh-CN': '1 盒', en: '1 box', ja: '1 箱', ko: '1박스', vi: '1 hộp', id: '1 kotak', th: '1 กล่อง' }, price: '19.90', stock: 150 },
        { names: { 'zh-TW': '3 盒', 'zh-CN': '3 盒', en: '3 boxes', ja: '3 箱', ko: '3박스', vi: '3 hộp', id: '3 kotak', th: '3 กล่อง' }, price: '55.00', stock: 50 },
      ],
    },
  ],
};
