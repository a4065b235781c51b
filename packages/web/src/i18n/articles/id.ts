import type { ArticleSet } from './types';

const id: ArticleSet = {
  privacy: {
    title: 'Kebijakan Privasi One Go',
    updated: 'Berlaku sejak 18 Desember 2024',
    sections: [
      { heading: '1. Tentang kami', body: [
        'One Go dioperasikan oleh perusahaan yang didirikan di Singapura pada 18 Desember 2024 ("One Go", "kami"). Kebijakan ini menjelaskan cara kami mengumpulkan, menggunakan, mengungkapkan, dan melindungi data pribadi Anda saat menggunakan situs web dan layanan anggota One Go, sesuai dengan Undang-Undang Perlindungan Data Pribadi Singapura 2012 (PDPA).',
      ] },
      { heading: '2. Data yang kami kumpulkan', body: [
        'Data akun yang Anda berikan: nama atau nama perusahaan, tanggal lahir, kewarganegaraan, nomor ponsel, email, nama panggilan, foto profil, serta kode undangan dan kode node yang digunakan saat mendaftar.',
        'Data transaksi: pesanan, alamat pengiriman, saldo dompet, isi ulang, penarikan, transfer, dan catatan bonus.',
        'Data teknis: jenis perangkat dan peramban, pengaturan bahasa, alamat IP, dan catatan log yang diperlukan untuk menjaga keamanan layanan.',
      ] },
      { heading: '3. Penggunaan data', body: [
        'Untuk membuat dan mengelola akun Anda, memproses pesanan dan pembayaran, menghitung bonus dalam jaringan anggota, memverifikasi identitas, memberikan layanan pelanggan, mengirim kode verifikasi dan pemberitahuan layanan, mencegah penipuan, serta memenuhi kewajiban hukum.',
      ] },
      { heading: '4. Pembagian data', body: [
        'Kami tidak menjual data pribadi Anda. Kami hanya membagikannya kepada penyedia layanan yang terikat kewajiban kerahasiaan (hosting, email, logistik, pembayaran), kepada upline atau downline Anda sebatas yang diperlukan jaringan anggota (misalnya ID anggota dan level), dan kepada otoritas bila diwajibkan hukum.',
      ] },
      { heading: '5. Penyimpanan dan keamanan', body: [
        'Data Anda disimpan di server yang aman. Kata sandi hanya disimpan dalam bentuk hash dan akses dibatasi untuk staf yang memerlukannya. Jika data diproses di luar Singapura, kami mensyaratkan perlindungan yang setara dengan PDPA.',
      ] },
      { heading: '6. Masa penyimpanan', body: [
        'Kami menyimpan data selama akun Anda aktif, dan setelahnya hanya selama diperlukan untuk keperluan akuntansi, pajak, anti pencucian uang, dan penyelesaian sengketa.',
      ] },
      { heading: '7. Hak Anda', body: [
        'Anda dapat melihat dan memperbaiki data pribadi di aplikasi, menarik persetujuan, atau menutup akun melalui Pengaturan. Untuk permintaan lain, hubungi layanan pelanggan; kami akan membalas dalam 30 hari.',
      ] },
      { heading: '8. Perubahan dan kontak', body: [
        'Kami dapat memperbarui kebijakan ini dan akan menampilkan versi terbaru di aplikasi. Pertanyaan tentang privasi dapat dikirim ke layanan pelanggan melalui kontak yang tertera di halaman Saya.',
      ] },
    ],
  },
  agreement: {
    title: 'Perjanjian Pengguna One Go',
    updated: 'Berlaku sejak 18 Desember 2024',
    sections: [
      { heading: '1. Persetujuan', body: [
        'Perjanjian ini dibuat antara Anda dan One Go, perusahaan yang didirikan di Singapura. Dengan mendaftar atau menggunakan layanan, Anda menyatakan telah membaca, memahami, dan menyetujui perjanjian ini serta Kebijakan Privasi.',
      ] },
      { heading: '2. Kelayakan dan akun', body: [
        'Anda harus berusia minimal 18 tahun dan cakap membuat perjanjian. Daftarlah dengan informasi yang benar dan lengkap, perbarui bila berubah, dan jaga kerahasiaan kata sandi masuk serta kata sandi pembayaran. Anda bertanggung jawab atas semua aktivitas di bawah ID anggota Anda.',
      ] },
      { heading: '3. Belanja', body: [
        'Deskripsi, harga, dan stok produk mengikuti yang ditampilkan di aplikasi. Pesanan terkonfirmasi setelah dibayar. Produk pra-penjualan dikirim dalam jangka waktu yang tertera di halaman produk, biasanya 4–6 minggu. Waktu pengiriman bersifat perkiraan.',
      ] },
      { heading: '4. Dompet, isi ulang, dan penarikan', body: [
        'Dompet menampilkan saldo, kupon belanja, dan poin Anda. Isi saldo dilakukan dengan USDT di BNB Smart Chain (BEP20); mengirim aset lain atau memakai jaringan lain dapat menyebabkan kehilangan permanen. Penarikan dan transfer dapat dikenai biaya dan batas yang ditampilkan sebelum konfirmasi; penarikan ditinjau, biasanya dalam 1–3 hari kerja.',
      ] },
      { heading: '5. Jaringan anggota dan bonus', body: [
        'Bonus dihitung menurut skema bonus yang diumumkan One Go berdasarkan penjualan produk yang nyata, dan bukan penghasilan yang dijamin. One Go dapat menyesuaikan skema untuk periode mendatang dengan pemberitahuan di aplikasi.',
      ] },
      { heading: '6. Larangan', body: [
        'Anda dilarang memberikan informasi palsu, membuka akun untuk orang lain tanpa wewenang, menyalahgunakan sistem undangan, mencoba membobol atau membebani layanan, atau menggunakannya untuk pencucian uang atau tujuan melanggar hukum. Kami dapat menangguhkan atau menutup akun yang melanggar.',
      ] },
      { heading: '7. Penutupan akun', body: [
        'Anda dapat menutup akun melalui Pengaturan. Penutupan bersifat permanen; selesaikan saldo sebelum menutup akun. Kewajiban yang timbul sebelum penutupan tetap berlaku.',
      ] },
      { heading: '8. Batasan tanggung jawab', body: [
        'Layanan diberikan apa adanya. Sejauh diizinkan hukum, One Go tidak bertanggung jawab atas kerugian tidak langsung atau kerugian akibat peristiwa di luar kendali wajarnya, termasuk gangguan jaringan blockchain.',
      ] },
      { heading: '9. Hukum yang berlaku', body: [
        'Perjanjian ini tunduk pada hukum Singapura. Sengketa akan terlebih dahulu diselesaikan secara musyawarah dengan itikad baik, dan bila gagal, diajukan ke pengadilan Singapura.',
      ] },
    ],
  },
};

export default id;
