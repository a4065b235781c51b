import { defineTexts } from '../../i18n/defineTexts';

/** The background jobs page, in every back-office language. */
export const jobsTexts = defineTexts({
  en: {
    jobs: 'Jobs', jobs_summary: 'Queues', job_name: 'Job', job_state: 'State',
    job_state_queued: 'Queued', job_state_retrying: 'Retrying', job_state_running: 'Running', job_state_done: 'Done',
    job_state_dead: 'Dead', job_state_discarded: 'Discarded',
    job_attempts: 'Attempts', job_last_error: 'Last error', job_run_at: 'Next run', job_retry: 'Retry', job_discard: 'Discard',
    job_retry_confirm: 'Run this job again now, with a fresh set of attempts?', job_discard_confirm: 'Give up this job for good? It will never run.',
    job_retried: 'The job is queued again', job_discarded: 'The job was discarded',
  },
  'zh-TW': {
    jobs: '背景工作', jobs_summary: '佇列', job_name: '工作', job_state: '狀態',
    job_state_queued: '等待中', job_state_retrying: '等待重試', job_state_running: '執行中', job_state_done: '已完成',
    job_state_dead: '已失敗（停止重試）', job_state_discarded: '已放棄',
    job_attempts: '嘗試次數', job_last_error: '最後錯誤', job_run_at: '下次執行', job_retry: '重試', job_discard: '放棄',
    job_retry_confirm: '立即重新執行此工作，並重新計算嘗試次數？', job_discard_confirm: '永久放棄此工作？它將不再執行。',
    job_retried: '工作已重新排入佇列', job_discarded: '工作已放棄',
  },
  'zh-CN': {
    jobs: '后台任务', jobs_summary: '队列', job_name: '任务', job_state: '状态',
    job_state_queued: '等待中', job_state_retrying: '等待重试', job_state_running: '执行中', job_state_done: '已完成',
    job_state_dead: '已失败（停止重试）', job_state_discarded: '已放弃',
    job_attempts: '尝试次数', job_last_error: '最后错误', job_run_at: '下次执行', job_retry: '重试', job_discard: '放弃',
    job_retry_confirm: '立即重新执行此任务，并重新计算尝试次数？', job_discard_confirm: '永久放弃此任务？它将不再执行。',
    job_retried: '任务已重新加入队列', job_discarded: '任务已放弃',
  },
  ja: {
    jobs: 'バックグラウンドジョブ', jobs_summary: 'キュー', job_name: 'ジョブ', job_state: '状態',
    job_state_queued: '待機中', job_state_retrying: '再試行待ち', job_state_running: '実行中', job_state_done: '完了',
    job_state_dead: '失敗（再試行停止）', job_state_discarded: '破棄済み',
    job_attempts: '試行回数', job_last_error: '最後のエラー', job_run_at: '次回実行', job_retry: '再実行', job_discard: '破棄',
    job_retry_confirm: 'このジョブを今すぐ、試行回数をリセットして再実行しますか？', job_discard_confirm: 'このジョブを完全に破棄しますか？二度と実行されません。',
    job_retried: 'ジョブを再びキューに入れました', job_discarded: 'ジョブを破棄しました',
  },
  ko: {
    jobs: '백그라운드 작업', jobs_summary: '대기열', job_name: '작업', job_state: '상태',
    job_state_queued: '대기 중', job_state_retrying: '재시도 대기', job_state_running: '실행 중', job_state_done: '완료',
    job_state_dead: '실패(재시도 중단)', job_state_discarded: '폐기됨',
    job_attempts: '시도 횟수', job_last_error: '마지막 오류', job_run_at: '다음 실행', job_retry: '재시도', job_discard: '폐기',
    job_retry_confirm: '이 작업을 시도 횟수를 초기화하고 지금 다시 실행할까요?', job_discard_confirm: '이 작업을 영구히 폐기할까요? 다시는 실행되지 않아요.',
    job_retried: '작업이 다시 대기열에 들어갔어요', job_discarded: '작업이 폐기되었어요',
  },
  vi: {
    jobs: 'Tác vụ nền', jobs_summary: 'Hàng đợi', job_name: 'Tác vụ', job_state: 'Trạng thái',
    job_state_queued: 'Đang chờ', job_state_retrying: 'Chờ thử lại', job_state_running: 'Đang chạy', job_state_done: 'Hoàn tất',
    job_state_dead: 'Thất bại (ngừng thử lại)', job_state_discarded: 'Đã hủy bỏ',
    job_attempts: 'Số lần thử', job_last_error: 'Lỗi gần nhất', job_run_at: 'Lần chạy tới', job_retry: 'Thử lại', job_discard: 'Hủy bỏ',
    job_retry_confirm: 'Chạy lại tác vụ này ngay với số lần thử mới?', job_discard_confirm: 'Hủy bỏ vĩnh viễn tác vụ này? Nó sẽ không bao giờ chạy.',
    job_retried: 'Tác vụ đã được xếp hàng lại', job_discarded: 'Tác vụ đã bị hủy bỏ',
  },
  id: {
    jobs: 'Tugas latar', jobs_summary: 'Antrean', job_name: 'Tugas', job_state: 'Status',
    job_state_queued: 'Menunggu', job_state_retrying: 'Menunggu ulang', job_state_running: 'Berjalan', job_state_done: 'Selesai',
    job_state_dead: 'Gagal (berhenti mencoba)', job_state_discarded: 'Dibuang',
    job_attempts: 'Percobaan', job_last_error: 'Galat terakhir', job_run_at: 'Jalan berikutnya', job_retry: 'Coba lagi', job_discard: 'Buang',
    job_retry_confirm: 'Jalankan ulang tugas ini sekarang dengan jumlah percobaan baru?', job_discard_confirm: 'Buang tugas ini selamanya? Tugas ini tidak akan pernah berjalan.',
    job_retried: 'Tugas masuk antrean lagi', job_discarded: 'Tugas telah dibuang',
  },
  th: {
    jobs: 'งานเบื้องหลัง', jobs_summary: 'คิว', job_name: 'งาน', job_state: 'สถานะ',
    job_state_queued: 'รอคิว', job_state_retrying: 'รอลองใหม่', job_state_running: 'กำลังทำงาน', job_state_done: 'เสร็จสิ้น',
    job_state_dead: 'ล้มเหลว (หยุดลองใหม่)', job_state_discarded: 'ยกเลิกแล้ว',
    job_attempts: 'จำนวนครั้งที่ลอง', job_last_error: 'ข้อผิดพลาดล่าสุด', job_run_at: 'รันครั้งถัดไป', job_retry: 'ลองอีกครั้ง', job_discard: 'ยกเลิกงาน',
    job_retry_confirm: 'รันงานนี้อีกครั้งทันทีโดยเริ่มนับจำนวนครั้งใหม่หรือไม่?', job_discard_confirm: 'ยกเลิกงานนี้ถาวรหรือไม่? งานนี้จะไม่ถูกรันอีก',
    job_retried: 'งานถูกเข้าคิวอีกครั้งแล้ว', job_discarded: 'ยกเลิกงานแล้ว',
  },
});
