import type { ArticleSet } from './types';

const vi: ArticleSet = {
  privacy: {
    title: 'Chính sách quyền riêng tư của One Go',
    updated: 'Có hiệu lực từ ngày 18 tháng 12 năm 2024',
    sections: [
      { heading: '1. Chúng tôi là ai', body: [
        'One Go được vận hành bởi một công ty thành lập tại Singapore ngày 18/12/2024 ("One Go", "chúng tôi"). Chính sách này giải thích cách chúng tôi thu thập, sử dụng, tiết lộ và bảo vệ dữ liệu cá nhân của bạn khi bạn dùng trang web và dịch vụ thành viên One Go, phù hợp với Đạo luật Bảo vệ Dữ liệu Cá nhân 2012 của Singapore (PDPA).',
      ] },
      { heading: '2. Dữ liệu chúng tôi thu thập', body: [
        'Dữ liệu tài khoản bạn cung cấp: họ tên hoặc tên công ty, ngày sinh, quốc tịch, số điện thoại, email, biệt danh, ảnh đại diện, mã mời và mã nút dùng khi đăng ký.',
        'Dữ liệu giao dịch: đơn hàng, địa chỉ giao hàng, số dư ví, nạp tiền, rút tiền, chuyển khoản và lịch sử thưởng.',
        'Dữ liệu kỹ thuật: loại thiết bị và trình duyệt, cài đặt ngôn ngữ, địa chỉ IP và nhật ký cần thiết để bảo đảm an toàn dịch vụ.',
      ] },
      { heading: '3. Cách chúng tôi sử dụng dữ liệu', body: [
        'Để tạo và quản lý tài khoản, xử lý đơn hàng và thanh toán, tính thưởng trong mạng lưới thành viên, xác minh danh tính, chăm sóc khách hàng, gửi mã xác minh và thông báo dịch vụ, phòng chống gian lận và tuân thủ nghĩa vụ pháp lý.',
      ] },
      { heading: '4. Chia sẻ dữ liệu', body: [
        'Chúng tôi không bán dữ liệu cá nhân của bạn. Chúng tôi chỉ chia sẻ với các nhà cung cấp dịch vụ có nghĩa vụ bảo mật (lưu trữ, email, vận chuyển, thanh toán), với tuyến trên hoặc tuyến dưới của bạn trong phạm vi mạng lưới thành viên cần (ví dụ mã thành viên và cấp bậc), và với cơ quan chức năng khi pháp luật yêu cầu.',
      ] },
      { heading: '5. Lưu trữ và bảo mật', body: [
        'Dữ liệu được lưu trên máy chủ được bảo vệ. Mật khẩu chỉ được lưu dưới dạng băm và chỉ nhân viên cần thiết mới được truy cập. Nếu dữ liệu được xử lý ngoài Singapore, chúng tôi yêu cầu mức bảo vệ tương đương PDPA.',
      ] },
      { heading: '6. Thời gian lưu giữ', body: [
        'Chúng tôi lưu dữ liệu trong thời gian tài khoản còn hoạt động và sau đó chỉ trong thời gian cần thiết cho mục đích kế toán, thuế, phòng chống rửa tiền và giải quyết tranh chấp.',
      ] },
      { heading: '7. Quyền của bạn', body: [
        'Bạn có thể xem và chỉnh sửa dữ liệu cá nhân trong ứng dụng, rút lại sự đồng ý hoặc xóa tài khoản trong Cài đặt. Với các yêu cầu khác, hãy liên hệ bộ phận chăm sóc khách hàng; chúng tôi sẽ phản hồi trong vòng 30 ngày.',
      ] },
      { heading: '8. Thay đổi và liên hệ', body: [
        'Chúng tôi có thể cập nhật chính sách này và sẽ hiển thị phiên bản mới trong ứng dụng. Mọi câu hỏi về quyền riêng tư xin gửi tới bộ phận chăm sóc khách hàng theo thông tin liên hệ trên trang Của tôi.',
      ] },
    ],
  },
  agreement: {
    title: 'Thỏa thuận người dùng One Go',
    updated: 'Có hiệu lực từ ngày 18 tháng 12 năm 2024',
    sections: [
      { heading: '1. Chấp nhận', body: [
        'Thỏa thuận này được lập giữa bạn và One Go, một công ty thành lập tại Singapore. Khi đăng ký hoặc sử dụng dịch vụ, bạn xác nhận đã đọc, hiểu và chấp nhận thỏa thuận này cùng Chính sách quyền riêng tư.',
      ] },
      { heading: '2. Điều kiện và tài khoản', body: [
        'Bạn phải từ 18 tuổi trở lên và có năng lực giao kết hợp đồng. Hãy đăng ký bằng thông tin trung thực, đầy đủ, luôn cập nhật và giữ bí mật mật khẩu đăng nhập cũng như mật khẩu thanh toán. Bạn chịu trách nhiệm về mọi hoạt động dưới mã thành viên của mình.',
      ] },
      { heading: '3. Mua sắm', body: [
        'Mô tả, giá và tồn kho sản phẩm theo hiển thị trong ứng dụng. Đơn hàng được xác nhận khi đã thanh toán. Hàng đặt trước được giao trong thời gian ghi trên trang sản phẩm, thường là 4–6 tuần. Thời gian giao hàng chỉ mang tính ước tính.',
      ] },
      { heading: '4. Ví, nạp tiền và rút tiền', body: [
        'Ví hiển thị số dư, phiếu mua hàng và điểm của bạn. Nạp tiền bằng USDT trên BNB Smart Chain (BEP20); gửi tài sản khác hoặc dùng mạng khác có thể gây mất vĩnh viễn. Rút tiền và chuyển khoản có thể chịu phí và hạn mức hiển thị trước khi xác nhận; yêu cầu rút tiền được xét duyệt, thường trong 1–3 ngày làm việc.',
      ] },
      { heading: '5. Mạng lưới thành viên và tiền thưởng', body: [
        'Tiền thưởng được tính theo chế độ thưởng do One Go công bố, dựa trên doanh số bán hàng thực tế, và không phải thu nhập được bảo đảm. One Go có thể điều chỉnh chế độ cho các kỳ sau với thông báo trong ứng dụng.',
      ] },
      { heading: '6. Hành vi bị cấm', body: [
        'Bạn không được cung cấp thông tin sai, mở tài khoản cho người khác khi không được phép, lạm dụng hệ thống mời, cố xâm nhập hoặc làm quá tải dịch vụ, hay dùng dịch vụ để rửa tiền hoặc cho mục đích trái pháp luật. Chúng tôi có thể tạm khóa hoặc đóng tài khoản vi phạm.',
      ] },
      { heading: '7. Xóa tài khoản', body: [
        'Bạn có thể xóa tài khoản trong Cài đặt. Việc xóa tài khoản là vĩnh viễn; hãy xử lý số dư trước khi xóa. Các nghĩa vụ phát sinh trước khi xóa vẫn còn hiệu lực.',
      ] },
      { heading: '8. Giới hạn trách nhiệm', body: [
        'Dịch vụ được cung cấp theo hiện trạng. Trong phạm vi pháp luật cho phép, One Go không chịu trách nhiệm về thiệt hại gián tiếp hoặc thiệt hại do sự kiện ngoài tầm kiểm soát hợp lý, kể cả sự cố mạng blockchain.',
      ] },
      { heading: '9. Luật áp dụng', body: [
        'Thỏa thuận này tuân theo pháp luật Singapore. Tranh chấp trước hết được thương lượng thiện chí; nếu không thành, sẽ được đưa ra tòa án Singapore.',
      ] },
    ],
  },
};

export default vi;
