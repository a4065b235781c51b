import type { AuditAction } from './audit-actions.js';
import type { Language } from './languages.js';

/** The name of each audit action in every language, for the back office's audit log (list and filter). */
export const AUDIT_ACTION_LABELS: Record<AuditAction, Record<Language, string>> = {
  'member.disable': {
    'zh-TW': '停用會員', 'zh-CN': '停用会员', en: 'Disable member', ja: '会員を無効化', ko: '회원 비활성화', vi: 'Vô hiệu hóa thành viên', id: 'Nonaktifkan anggota', th: 'ระงับสมาชิก',
  },
  'member.enable': {
    'zh-TW': '啟用會員', 'zh-CN': '启用会员', en: 'Enable member', ja: '会員を有効化', ko: '회원 활성화', vi: 'Kích hoạt thành viên', id: 'Aktifkan anggota', th: 'เปิดใช้งานสมาชิก',
  },
  'member.reset_password': {
    'zh-TW': '重設會員密碼', 'zh-CN': '重置会员密码', en: 'Reset member password', ja: '会員のパスワードを再設定', ko: '회원 비밀번호 재설정', vi: 'Đặt lại mật khẩu thành viên', id: 'Atur ulang kata sandi anggota', th: 'รีเซ็ตรหัสผ่านสมาชิก',
  },
  'operator.create': {
    'zh-TW': '新增管理員', 'zh-CN': '新增管理员', en: 'Create operator', ja: 'オペレーターを作成', ko: '운영자 생성', vi: 'Tạo người vận hành', id: 'Buat operator', th: 'สร้างผู้ดูแล',
  },
  'operator.enable': {
    'zh-TW': '啟用管理員', 'zh-CN': '启用管理员', en: 'Enable operator', ja: 'オペレーターを有効化', ko: '운영자 활성화', vi: 'Kích hoạt người vận hành', id: 'Aktifkan operator', th: 'เปิดใช้งานผู้ดูแล',
  },
  'operator.disable': {
    'zh-TW': '停用管理員', 'zh-CN': '停用管理员', en: 'Disable operator', ja: 'オペレーターを無効化', ko: '운영자 비활성화', vi: 'Vô hiệu hóa người vận hành', id: 'Nonaktifkan operator', th: 'ระงับผู้ดูแล',
  },
  'operator.password': {
    'zh-TW': '變更自己的密碼', 'zh-CN': '修改自己的密码', en: 'Change own password', ja: '自分のパスワードを変更', ko: '내 비밀번호 변경', vi: 'Đổi mật khẩu của mình', id: 'Ubah kata sandi sendiri', th: 'เปลี่ยนรหัสผ่านของตนเอง',
  },
  'operator.totp_setup': {
    'zh-TW': '開始設定兩步驟驗證', 'zh-CN': '开始设置两步验证', en: 'Start two-step verification setup', ja: '2段階認証の設定を開始', ko: '2단계 인증 설정 시작', vi: 'Bắt đầu thiết lập xác minh hai bước', id: 'Mulai pengaturan verifikasi dua langkah', th: 'เริ่มตั้งค่าการยืนยันสองขั้นตอน',
  },
  'operator.totp_enable': {
    'zh-TW': '開啟兩步驟驗證', 'zh-CN': '开启两步验证', en: 'Turn on two-step verification', ja: '2段階認証を有効化', ko: '2단계 인증 켜기', vi: 'Bật xác minh hai bước', id: 'Aktifkan verifikasi dua langkah', th: 'เปิดการยืนยันสองขั้นตอน',
  },
  'operator.totp_disable': {
    'zh-TW': '關閉兩步驟驗證', 'zh-CN': '关闭两步验证', en: 'Turn off two-step verification', ja: '2段階認証を無効化', ko: '2단계 인증 끄기', vi: 'Tắt xác minh hai bước', id: 'Nonaktifkan verifikasi dua langkah', th: 'ปิดการยืนยันสองขั้นตอน',
  },
  'settings.write': {
    'zh-TW': '變更設定', 'zh-CN': '修改设置', en: 'Change setting', ja: '設定を変更', ko: '설정 변경', vi: 'Thay đổi cài đặt', id: 'Ubah pengaturan', th: 'เปลี่ยนการตั้งค่า',
  },
  'ledger.verify': {
    'zh-TW': '核對帳本', 'zh-CN': '核对账本', en: 'Verify ledger', ja: '台帳を検証', ko: '원장 검증', vi: 'Kiểm tra sổ cái', id: 'Verifikasi buku besar', th: 'ตรวจสอบบัญชีแยกประเภท',
  },
  'wallet.adjust': {
    'zh-TW': '手動調整帳戶', 'zh-CN': '手动调整账户', en: 'Manual wallet adjustment', ja: '残高の手動調整', ko: '지갑 수동 조정', vi: 'Điều chỉnh ví thủ công', id: 'Penyesuaian dompet manual', th: 'ปรับยอดกระเป๋าเงินด้วยตนเอง',
  },
  'order.ship': {
    'zh-TW': '訂單出貨', 'zh-CN': '订单发货', en: 'Ship order', ja: '注文を発送', ko: '주문 발송', vi: 'Giao đơn hàng', id: 'Kirim pesanan', th: 'จัดส่งคำสั่งซื้อ',
  },
  'order.cancel': {
    'zh-TW': '取消訂單', 'zh-CN': '取消订单', en: 'Cancel order', ja: '注文をキャンセル', ko: '주문 취소', vi: 'Hủy đơn hàng', id: 'Batalkan pesanan', th: 'ยกเลิกคำสั่งซื้อ',
  },
  'order.export': {
    'zh-TW': '匯出訂單', 'zh-CN': '导出订单', en: 'Export orders', ja: '注文をエクスポート', ko: '주문 내보내기', vi: 'Xuất đơn hàng', id: 'Ekspor pesanan', th: 'ส่งออกคำสั่งซื้อ',
  },
  'order.refund': {
    'zh-TW': '訂單退款', 'zh-CN': '订单退款', en: 'Refund order', ja: '注文を返金', ko: '주문 환불', vi: 'Hoàn tiền đơn hàng', id: 'Kembalikan dana pesanan', th: 'คืนเงินคำสั่งซื้อ',
  },
  'catalogue.category.create': {
    'zh-TW': '新增分類', 'zh-CN': '新增分类', en: 'Create category', ja: 'カテゴリーを作成', ko: '카테고리 생성', vi: 'Tạo danh mục', id: 'Buat kategori', th: 'สร้างหมวดหมู่',
  },
  'catalogue.category.update': {
    'zh-TW': '編輯分類', 'zh-CN': '编辑分类', en: 'Edit category', ja: 'カテゴリーを編集', ko: '카테고리 수정', vi: 'Sửa danh mục', id: 'Ubah kategori', th: 'แก้ไขหมวดหมู่',
  },
  'catalogue.category.delete': {
    'zh-TW': '刪除分類', 'zh-CN': '删除分类', en: 'Delete category', ja: 'カテゴリーを削除', ko: '카테고리 삭제', vi: 'Xóa danh mục', id: 'Hapus kategori', th: 'ลบหมวดหมู่',
  },
  'catalogue.product.create': {
    'zh-TW': '新增商品', 'zh-CN': '新增商品', en: 'Create product', ja: '商品を作成', ko: '상품 생성', vi: 'Tạo sản phẩm', id: 'Buat produk', th: 'สร้างสินค้า',
  },
  'catalogue.product.update': {
    'zh-TW': '編輯商品', 'zh-CN': '编辑商品', en: 'Edit product', ja: '商品を編集', ko: '상품 수정', vi: 'Sửa sản phẩm', id: 'Ubah produk', th: 'แก้ไขสินค้า',
  },
  'catalogue.product.shelf': {
    'zh-TW': '商品上架／下架', 'zh-CN': '商品上架／下架', en: 'Put product on or off the shelf', ja: '商品の公開／非公開', ko: '상품 진열／진열 해제', vi: 'Đưa sản phẩm lên／xuống kệ', id: 'Tampilkan／sembunyikan produk', th: 'นำสินค้าขึ้น／ลงชั้นวาง',
  },
  'catalogue.banner.create': {
    'zh-TW': '新增橫幅', 'zh-CN': '新增横幅', en: 'Create banner', ja: 'バナーを作成', ko: '배너 생성', vi: 'Tạo banner', id: 'Buat banner', th: 'สร้างแบนเนอร์',
  },
  'catalogue.banner.update': {
    'zh-TW': '編輯橫幅', 'zh-CN': '编辑横幅', en: 'Edit banner', ja: 'バナーを編集', ko: '배너 수정', vi: 'Sửa banner', id: 'Ubah banner', th: 'แก้ไขแบนเนอร์',
  },
  'catalogue.banner.delete': {
    'zh-TW': '刪除橫幅', 'zh-CN': '删除横幅', en: 'Delete banner', ja: 'バナーを削除', ko: '배너 삭제', vi: 'Xóa banner', id: 'Hapus banner', th: 'ลบแบนเนอร์',
  },
  'catalogue.upload': {
    'zh-TW': '上傳商品圖片', 'zh-CN': '上传商品图片', en: 'Upload catalogue picture', ja: '商品画像をアップロード', ko: '상품 이미지 업로드', vi: 'Tải ảnh sản phẩm lên', id: 'Unggah gambar katalog', th: 'อัปโหลดรูปสินค้า',
  },
  'content.announcement.create': {
    'zh-TW': '新增公告', 'zh-CN': '新增公告', en: 'Create announcement', ja: 'お知らせを作成', ko: '공지 생성', vi: 'Tạo thông báo', id: 'Buat pengumuman', th: 'สร้างประกาศ',
  },
  'content.announcement.update': {
    'zh-TW': '編輯公告', 'zh-CN': '编辑公告', en: 'Edit announcement', ja: 'お知らせを編集', ko: '공지 수정', vi: 'Sửa thông báo', id: 'Ubah pengumuman', th: 'แก้ไขประกาศ',
  },
  'content.announcement.publish': {
    'zh-TW': '發佈公告', 'zh-CN': '发布公告', en: 'Publish announcement', ja: 'お知らせを公開', ko: '공지 게시', vi: 'Đăng thông báo', id: 'Terbitkan pengumuman', th: 'เผยแพร่ประกาศ',
  },
  'content.announcement.unpublish': {
    'zh-TW': '撤下公告', 'zh-CN': '撤下公告', en: 'Withdraw announcement', ja: 'お知らせを取り下げ', ko: '공지 게시 중단', vi: 'Gỡ thông báo', id: 'Tarik pengumuman', th: 'ถอนประกาศ',
  },
  'content.company.update': {
    'zh-TW': '編輯公司簡介', 'zh-CN': '编辑公司简介', en: 'Edit company profile', ja: '会社概要を編集', ko: '회사 소개 수정', vi: 'Sửa giới thiệu công ty', id: 'Ubah profil perusahaan', th: 'แก้ไขข้อมูลบริษัท',
  },
  'content.upload': {
    'zh-TW': '上傳內容圖片', 'zh-CN': '上传内容图片', en: 'Upload content picture', ja: 'コンテンツ画像をアップロード', ko: '콘텐츠 이미지 업로드', vi: 'Tải ảnh nội dung lên', id: 'Unggah gambar konten', th: 'อัปโหลดรูปเนื้อหา',
  },
  'job.retry': {
    'zh-TW': '重試背景工作', 'zh-CN': '重试后台任务', en: 'Retry job', ja: 'ジョブを再実行', ko: '작업 재시도', vi: 'Chạy lại tác vụ', id: 'Jalankan ulang tugas', th: 'ลองงานอีกครั้ง',
  },
  'job.discard': {
    'zh-TW': '放棄背景工作', 'zh-CN': '放弃后台任务', en: 'Discard job', ja: 'ジョブを破棄', ko: '작업 폐기', vi: 'Hủy bỏ tác vụ', id: 'Buang tugas', th: 'ยกเลิกงาน',
  },
  // Member services.
  'kyc.approve': {
    'zh-TW': '核准身分驗證', 'zh-CN': '通过身份认证', en: 'Approve identity verification', ja: '本人確認を承認', ko: '신원 인증 승인', vi: 'Duyệt xác minh danh tính', id: 'Setujui verifikasi identitas', th: 'อนุมัติการยืนยันตัวตน',
  },
  'kyc.reject': {
    'zh-TW': '駁回身分驗證', 'zh-CN': '驳回身份认证', en: 'Reject identity verification', ja: '本人確認を却下', ko: '신원 인증 반려', vi: 'Từ chối xác minh danh tính', id: 'Tolak verifikasi identitas', th: 'ปฏิเสธการยืนยันตัวตน',
  },
  'feedback.reply': {
    'zh-TW': '回覆意見回饋', 'zh-CN': '回复意见反馈', en: 'Reply to feedback', ja: 'フィードバックに返信', ko: '피드백 답변', vi: 'Trả lời góp ý', id: 'Balas masukan', th: 'ตอบกลับความคิดเห็น',
  },
  'application.approve': {
    'zh-TW': '核准開戶申請', 'zh-CN': '通过开户申请', en: 'Approve account application', ja: '口座申込を承認', ko: '계정 신청 승인', vi: 'Duyệt đơn mở tài khoản', id: 'Setujui pengajuan akun', th: 'อนุมัติใบสมัครบัญชี',
  },
  'application.reject': {
    'zh-TW': '駁回開戶申請', 'zh-CN': '驳回开户申请', en: 'Reject account application', ja: '口座申込を却下', ko: '계정 신청 반려', vi: 'Từ chối đơn mở tài khoản', id: 'Tolak pengajuan akun', th: 'ปฏิเสธใบสมัครบัญชี',
  },
  'chain.rescan': {
    'zh-TW': '重新掃描區塊', 'zh-CN': '重新扫描区块', en: 'Re-scan blocks', ja: 'ブロックを再スキャン', ko: '블록 재검사', vi: 'Quét lại khối', id: 'Pindai ulang blok', th: 'สแกนบล็อกอีกครั้ง',
  },
  'withdrawal.approve': {
    'zh-TW': '核准提領', 'zh-CN': '批准提现', en: 'Approve withdrawal', ja: '出金を承認', ko: '출금 승인', vi: 'Duyệt rút tiền', id: 'Setujui tarik dana', th: 'อนุมัติการถอนเงิน',
  },
  'withdrawal.reject': {
    'zh-TW': '駁回提領', 'zh-CN': '驳回提现', en: 'Reject withdrawal', ja: '出金を却下', ko: '출금 반려', vi: 'Từ chối rút tiền', id: 'Tolak tarik dana', th: 'ปฏิเสธการถอนเงิน',
  },
  'bonus.plan.create': {
    'zh-TW': '新增獎金制度版本', 'zh-CN': '新增奖金制度版本', en: 'Create bonus plan version', ja: 'ボーナスプランの新版を作成', ko: '보너스 플랜 새 버전 생성', vi: 'Tạo phiên bản kế hoạch thưởng', id: 'Buat versi rencana bonus', th: 'สร้างแผนโบนัสเวอร์ชันใหม่',
  },
  'bonus.rerun': {
    'zh-TW': '重新執行結算', 'zh-CN': '重新执行结算', en: 'Rerun settlement', ja: '精算を再実行', ko: '정산 재실행', vi: 'Chạy lại quyết toán', id: 'Jalankan ulang penyelesaian', th: 'รันการชำระบัญชีอีกครั้ง',
  },
  'bonus.level.set': {
    'zh-TW': '手動設定會員等級', 'zh-CN': '手动设置会员等级', en: 'Set member level by hand', ja: '会員レベルを手動設定', ko: '회원 등급 수동 설정', vi: 'Đặt cấp thành viên thủ công', id: 'Atur level anggota manual', th: 'ตั้งระดับสมาชิกด้วยตนเอง',
  },
  'bonus.simulate': {
    'zh-TW': '模擬獎金制度', 'zh-CN': '模拟奖金制度', en: 'Simulate bonus plan', ja: 'ボーナスプランをシミュレーション', ko: '보너스 플랜 시뮬레이션', vi: 'Mô phỏng kế hoạch thưởng', id: 'Simulasikan rencana bonus', th: 'จำลองแผนโบนัส',
  },
};
