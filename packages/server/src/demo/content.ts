import type { Language } from '@onego/contract';
import type { Db } from '../db/client.js';
import { announcements, companyProfile } from '../modules/content/tables.js';
import { licenceScene } from './pictures/scenes.js';
import { storeDrawing } from './pictures/render.js';

type Texts = Record<Language, string>;
/** Paragraphs of a plain-text body: one per line. */
const p = (...paragraphs: string[]) => paragraphs.join('\n');

interface DemoAnnouncement { titles: Texts; contents: Texts; pinned: boolean; daysAgo: number }

const ANNOUNCEMENTS: DemoAnnouncement[] = [
  {
    pinned: true,
    daysAgo: 10,
    titles: {
      'zh-TW': '歡迎來到 One Go', 'zh-CN': '欢迎来到 One Go', en: 'Welcome to One Go', ja: 'One Go へようこそ',
      ko: 'One Go에 오신 것을 환영합니다', vi: 'Chào mừng bạn đến với One Go', id: 'Selamat datang di One Go', th: 'ยินดีต้อนรับสู่ One Go',
    },
    contents: {
      'zh-TW': p('One Go 現已向我們服務的所有地區會員開放。', '選購日常好物、以您的邀請連結邀請好友，並在 App 中隨時查看團隊與獎勵。', 'App 提供八種語言，可在「設定」中切換。'),
      'zh-CN': p('One Go 现已向我们服务的所有地区会员开放。', '选购日常好物、用您的邀请链接邀请好友，并在 App 中随时查看团队与奖励。', 'App 提供八种语言，可在“设置”中切换。'),
      en: p('One Go is now open to members in every region we serve.', 'Shop everyday goods, invite friends with your invitation link, and follow your team and rewards in the app.', 'The app speaks eight languages; choose yours under Settings.'),
      ja: p('One Go は、サービス提供地域のすべての会員の皆さまにご利用いただけるようになりました。', '日用品のお買い物、招待リンクでのお友だちの招待、チームや報酬の確認がアプリでできます。', 'アプリは 8 言語に対応しています。「設定」から言語を切り替えられます。'),
      ko: p('One Go가 서비스 지역의 모든 회원에게 문을 열었습니다.', '생활용품을 쇼핑하고, 초대 링크로 친구를 초대하고, 앱에서 팀과 보상을 확인하세요.', '앱은 8개 언어를 지원하며 ‘설정’에서 언어를 바꿀 수 있습니다.'),
      vi: p('One Go nay đã mở cửa cho hội viên ở mọi khu vực chúng tôi phục vụ.', 'Mua sắm hàng thiết yếu, mời bạn bè bằng liên kết mời của bạn và theo dõi đội nhóm cũng như phần thưởng ngay trong ứng dụng.', 'Ứng dụng hỗ trợ tám ngôn ngữ; hãy chọn ngôn ngữ của bạn trong phần Cài đặt.'),
      id: p('One Go kini terbuka bagi anggota di semua wilayah yang kami layani.', 'Belanja kebutuhan sehari-hari, undang teman dengan tautan undangan Anda, dan pantau tim serta hadiah Anda di aplikasi.', 'Aplikasi tersedia dalam delapan bahasa; pilih bahasa Anda di Pengaturan.'),
      th: p('ขณะนี้ One Go เปิดให้บริการแก่สมาชิกในทุกภูมิภาคที่เราให้บริการแล้ว', 'เลือกซื้อสินค้าในชีวิตประจำวัน ชวนเพื่อนด้วยลิงก์เชิญของคุณ และติดตามทีมและรางวัลได้ในแอป', 'แอปรองรับแปดภาษา เลือกภาษาของคุณได้ที่หน้าการตั้งค่า'),
    },
  },
  {
    pinned: false,
    daysAgo: 3,
    titles: {
      'zh-TW': '購物券可與餘額合併支付', 'zh-CN': '购物券可与余额组合支付', en: 'Pay with shopping coupons and balance together',
      ja: 'ショッピングクーポンと残高の併用払いが可能に', ko: '쇼핑 쿠폰과 잔액을 함께 결제할 수 있습니다', vi: 'Thanh toán kết hợp phiếu mua sắm và số dư',
      id: 'Bayar dengan kupon belanja dan saldo sekaligus', th: 'ชำระด้วยคูปองช้อปปิ้งร่วมกับยอดเงินคงเหลือได้แล้ว',
    },
    contents: {
      'zh-TW': p('結帳時，您現在可以先使用購物券，其餘金額再以餘額支付。', '確認訂單時選擇「購物券＋餘額」付款方式；也可以關閉餘額部分。', '每筆付款都需要輸入 6 位數支付密碼。若尚未設定，付款時 App 會引導您完成設定。'),
      'zh-CN': p('结账时，您现在可以先使用购物券，其余金额再用余额支付。', '确认订单时选择“购物券＋余额”支付方式；也可以关闭余额部分。', '每笔付款都需要输入 6 位支付密码。如尚未设置，付款时 App 会引导您完成设置。'),
      en: p('At checkout you can now use your shopping coupons first and pay the rest from your balance.', 'Choose coupons plus balance as the payment method when you confirm the order; you can also turn the balance part off.', 'Every payment needs your 6-digit payment password. If you have not set one yet, the app guides you through it when you pay.'),
      ja: p('ご注文時に、まずショッピングクーポンを使い、残りを残高で支払えるようになりました。', '注文確認画面で「クーポン＋残高」の支払い方法を選んでください。残高の利用をオフにすることもできます。', 'お支払いには 6 桁の支払いパスワードが必要です。まだ設定していない場合は、お支払い時にアプリが設定をご案内します。'),
      ko: p('결제 시 쇼핑 쿠폰을 먼저 사용하고 나머지 금액은 잔액으로 결제할 수 있습니다.', '주문 확인 화면에서 ‘쿠폰 + 잔액’ 결제 방식을 선택하세요. 잔액 사용을 끌 수도 있습니다.', '모든 결제에는 6자리 결제 비밀번호가 필요합니다. 아직 설정하지 않았다면 결제할 때 앱이 안내해 드립니다.'),
      vi: p('Khi thanh toán, giờ đây bạn có thể dùng phiếu mua sắm trước và trả phần còn lại bằng số dư.', 'Chọn phương thức thanh toán “Phiếu mua sắm + số dư” khi xác nhận đơn hàng; bạn cũng có thể tắt phần số dư.', 'Mỗi lần thanh toán đều cần mật khẩu thanh toán 6 chữ số. Nếu bạn chưa đặt, ứng dụng sẽ hướng dẫn bạn khi thanh toán.'),
      id: p('Saat checkout, kini Anda dapat menggunakan kupon belanja terlebih dahulu dan membayar sisanya dengan saldo.', 'Pilih metode pembayaran “Kupon + saldo” saat mengonfirmasi pesanan; Anda juga dapat menonaktifkan bagian saldo.', 'Setiap pembayaran memerlukan kata sandi pembayaran 6 digit. Jika belum mengaturnya, aplikasi akan memandu Anda saat membayar.'),
      th: p('ตอนชำระเงิน คุณสามารถใช้คูปองช้อปปิ้งก่อน แล้วชำระส่วนที่เหลือด้วยยอดเงินคงเหลือได้แล้ว', 'เลือกวิธีชำระเงิน “คูปอง + ยอดเงินคงเหลือ” เมื่อยืนยันคำสั่งซื้อ หรือจะปิดการใช้ยอดเงินคงเหลือก็ได้', 'การชำระเงินทุกครั้งต้องใช้รหัสผ่านการชำระเงิน 6 หลัก หากยังไม่ได้ตั้ง แอปจะแนะนำขั้นตอนให้ขณะชำระเงิน'),
    },
  },
  {
    pinned: false,
    daysAgo: 1,
    titles: {
      'zh-TW': '帳戶安全提醒', 'zh-CN': '账户安全提醒', en: 'Keep your account safe', ja: 'アカウントの安全に関するお願い', ko: '계정 보안 안내',
      vi: 'Giữ an toàn cho tài khoản của bạn', id: 'Jaga keamanan akun Anda', th: 'โปรดรักษาความปลอดภัยของบัญชีคุณ',
    },
    contents: {
      'zh-TW': p('One Go 工作人員絕不會向您索取登入密碼、支付密碼或電子郵件驗證碼。', '請勿將這些資訊提供給任何人，也不要轉帳給自稱 One Go 人員而主動聯絡您的人。', '若您懷疑密碼已外洩，請立即在「設定」中修改，並聯絡客服。'),
      'zh-CN': p('One Go 工作人员绝不会向您索要登录密码、支付密码或邮箱验证码。', '请勿将这些信息提供给任何人，也不要向自称 One Go 工作人员主动联系您的人转账。', '如怀疑密码已泄露，请立即在“设置”中修改，并联系客服。'),
      en: p('One Go staff will never ask for your login password, payment password or email verification codes.', 'Do not share them with anyone, and do not send money to people who contact you claiming to be from One Go.', 'If you think someone knows your password, change it at once under Settings and contact customer service.'),
      ja: p('One Go のスタッフが、ログインパスワード、支払いパスワード、メール認証コードをお尋ねすることは決してありません。', 'これらを誰にも教えないでください。また、One Go を名乗って連絡してくる人に送金しないでください。', 'パスワードが他人に知られたおそれがある場合は、すぐに「設定」から変更し、カスタマーサービスにご連絡ください。'),
      ko: p('One Go 직원은 절대로 로그인 비밀번호, 결제 비밀번호 또는 이메일 인증 코드를 요구하지 않습니다.', '이 정보를 누구에게도 알려 주지 말고, One Go 직원이라며 연락해 오는 사람에게 송금하지 마세요.', '비밀번호가 유출되었다고 생각되면 즉시 ‘설정’에서 변경하고 고객센터에 연락하세요.'),
      vi: p('Nhân viên One Go sẽ không bao giờ hỏi mật khẩu đăng nhập, mật khẩu thanh toán hay mã xác minh email của bạn.', 'Đừng chia sẻ những thông tin này với bất kỳ ai và đừng chuyển tiền cho người tự xưng là nhân viên One Go liên hệ với bạn.', 'Nếu nghi ngờ người khác biết mật khẩu của bạn, hãy đổi ngay trong phần Cài đặt và liên hệ bộ phận chăm sóc khách hàng.'),
      id: p('Staf One Go tidak akan pernah meminta kata sandi masuk, kata sandi pembayaran, atau kode verifikasi email Anda.', 'Jangan berikan informasi tersebut kepada siapa pun, dan jangan mengirim uang kepada orang yang menghubungi Anda dengan mengaku dari One Go.', 'Jika Anda curiga ada orang lain yang mengetahui kata sandi Anda, segera ubah di Pengaturan dan hubungi layanan pelanggan.'),
      th: p('เจ้าหน้าที่ One Go จะไม่ขอรหัสผ่านเข้าสู่ระบบ รหัสผ่านการชำระเงิน หรือรหัสยืนยันทางอีเมลของคุณโดยเด็ดขาด', 'อย่าบอกข้อมูลเหล่านี้แก่ผู้ใด และอย่าโอนเงินให้ผู้ที่ติดต่อมาโดยอ้างว่าเป็นเจ้าหน้าที่ One Go', 'หากคุณสงสัยว่ามีผู้อื่นรู้รหัสผ่านของคุณ โปรดเปลี่ยนรหัสผ่านทันทีที่หน้าการตั้งค่า และติดต่อฝ่ายบริการลูกค้า'),
    },
  },
];

/** The about-us text of the specification: a Singapore company founded on 18 December 2024, its platform, founder and CEO, licence. */
const PROFILE: { titles: Texts; contents: Texts } = {
  titles: {
    'zh-TW': '關於 One Go', 'zh-CN': '关于 One Go', en: 'About One Go', ja: 'One Go について', ko: 'One Go 소개', vi: 'Giới thiệu về One Go',
    id: 'Tentang One Go', th: 'เกี่ยวกับ One Go',
  },
  contents: {
    'zh-TW': p(
      'One Go 是一家總部位於新加坡的公司，成立於 2024 年 12 月 18 日。',
      '我們是一個大數據共享經濟平台：會員選購優質日常好物、與身邊的人分享，並透過透明的會員網絡共同成長。',
      '我們的創辦人暨執行長以一個簡單的信念創立 One Go：購物社群所創造的價值，應與創造它的會員共享。',
      'One Go 持有新加坡的公司營業執照經營。每一筆付款與獎勵都記錄在帳，會員資料均受到妥善保護。',
    ),
    'zh-CN': p(
      'One Go 是一家总部位于新加坡的公司，成立于 2024 年 12 月 18 日。',
      '我们是一个大数据共享经济平台：会员选购优质日常好物、与身边的人分享，并通过透明的会员网络共同成长。',
      '我们的创始人兼首席执行官以一个简单的信念创立 One Go：购物社群所创造的价值，应与创造它的会员共享。',
      'One Go 持有新加坡的公司营业执照经营。每一笔付款与奖励都记录在账，会员数据均受到妥善保护。',
    ),
    en: p(
      'One Go is a company based in Singapore, founded on 18 December 2024.',
      'We are a big-data shared-economy platform: members buy quality everyday goods, share them with the people around them, and grow together through a transparent member network.',
      'Our founder and CEO built One Go on a simple belief: the value a community of shoppers creates should be shared with the members who create it.',
      'One Go operates under its company licence in Singapore. Every payment and reward is recorded in our books, and member data is handled with care.',
    ),
    ja: p(
      'One Go は、2024 年 12 月 18 日に設立されたシンガポールを拠点とする企業です。',
      '私たちはビッグデータを活用したシェアリングエコノミー・プラットフォームです。会員は良質な日用品を購入し、身近な人と分かち合い、透明性のある会員ネットワークを通じて共に成長します。',
      '創業者兼 CEO は、「買い物をするコミュニティが生み出した価値は、それを生み出した会員と分かち合うべきだ」というシンプルな信念のもとに One Go を創業しました。',
      'One Go はシンガポールの会社ライセンスに基づいて事業を行っています。すべての支払いと報酬は帳簿に記録され、会員情報は大切に取り扱われます。',
    ),
    ko: p(
      'One Go는 2024년 12월 18일에 설립된 싱가포르 기반의 회사입니다.',
      '우리는 빅데이터 공유경제 플랫폼입니다. 회원은 품질 좋은 생활용품을 구매하고, 주변 사람들과 나누며, 투명한 회원 네트워크를 통해 함께 성장합니다.',
      '창업자이자 CEO는 ‘쇼핑 커뮤니티가 만들어 낸 가치는 그 가치를 만든 회원들과 나누어야 한다’는 단순한 믿음으로 One Go를 세웠습니다.',
      'One Go는 싱가포르의 회사 라이선스에 따라 운영됩니다. 모든 결제와 보상은 장부에 기록되며, 회원 정보는 신중하게 관리됩니다.',
    ),
    vi: p(
      'One Go là một công ty có trụ sở tại Singapore, được thành lập ngày 18 tháng 12 năm 2024.',
      'Chúng tôi là nền tảng kinh tế chia sẻ dựa trên dữ liệu lớn: hội viên mua sắm hàng thiết yếu chất lượng, chia sẻ với những người xung quanh và cùng nhau phát triển qua một mạng lưới hội viên minh bạch.',
      'Nhà sáng lập kiêm Giám đốc điều hành xây dựng One Go từ một niềm tin giản dị: giá trị mà cộng đồng người mua sắm tạo ra cần được chia sẻ với chính những hội viên đã tạo nên nó.',
      'One Go hoạt động theo giấy phép công ty tại Singapore. Mọi khoản thanh toán và phần thưởng đều được ghi sổ, và dữ liệu của hội viên được xử lý cẩn trọng.',
    ),
    id: p(
      'One Go adalah perusahaan yang berbasis di Singapura, didirikan pada 18 Desember 2024.',
      'Kami adalah platform ekonomi berbagi berbasis big data: anggota membeli kebutuhan sehari-hari yang berkualitas, berbagi dengan orang-orang di sekitarnya, dan tumbuh bersama melalui jaringan anggota yang transparan.',
      'Pendiri sekaligus CEO kami membangun One Go atas satu keyakinan sederhana: nilai yang diciptakan oleh komunitas pembeli harus dibagikan kepada anggota yang menciptakannya.',
      'One Go beroperasi berdasarkan izin usaha perusahaannya di Singapura. Setiap pembayaran dan hadiah tercatat dalam pembukuan kami, dan data anggota ditangani dengan cermat.',
    ),
    th: p(
      'One Go เป็นบริษัทที่มีฐานอยู่ในสิงคโปร์ ก่อตั้งเมื่อวันที่ 18 ธันวาคม 2024',
      'เราเป็นแพลตฟอร์มเศรษฐกิจแบ่งปันที่ขับเคลื่อนด้วยบิ๊กดาต้า สมาชิกเลือกซื้อสินค้าในชีวิตประจำวันคุณภาพดี แบ่งปันกับคนรอบข้าง และเติบโตไปด้วยกันผ่านเครือข่ายสมาชิกที่โปร่งใส',
      'ผู้ก่อตั้งและประธานเจ้าหน้าที่บริหารของเราสร้าง One Go ขึ้นจากความเชื่อง่าย ๆ ว่า คุณค่าที่ชุมชนผู้ซื้อสร้างขึ้นควรแบ่งปันคืนให้แก่สมาชิกผู้สร้างคุณค่านั้น',
      'One Go ดำเนินธุรกิจภายใต้ใบอนุญาตประกอบกิจการของบริษัทในสิงคโปร์ ทุกการชำระเงินและรางวัลได้รับการบันทึกในบัญชีของเรา และข้อมูลสมาชิกได้รับการดูแลอย่างรอบคอบ',
    ),
  },
};

/** The demo office on the map: Singapore's Raffles Place. */
const OFFICE = { lat: 1.2840, lng: 103.8514 };

/**
 * Demo content: 3 published announcements (one pinned) and the company profile, each in all 8 languages; with an
 * uploads directory the profile gets a drawn picture of its licence, and the office its point on the map.
 */
export async function seedContent(db: Db, now = new Date(), opts: { uploadsDir?: string } = {}): Promise<{ announcements: number }> {
  await db.insert(announcements).values(ANNOUNCEMENTS.map((a) => ({
    titles: a.titles, contents: a.contents, pinned: a.pinned, status: 'published' as const, published: true,
    publishedAt: new Date(now.getTime() - a.daysAgo * 86_400_000),
  })));
  const image = opts.uploadsDir ? await storeDrawing(db, opts.uploadsDir, licenceScene()) : '';
  await db.insert(companyProfile).values({ id: 1, titles: PROFILE.titles, contents: PROFILE.contents, image, ...OFFICE }).onConflictDoNothing();
  return { announcements: ANNOUNCEMENTS.length };
}
