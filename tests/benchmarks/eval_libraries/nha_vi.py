"""Thư viện đánh giá "nha-vi": giấy tờ của một gia đình ở Quận 7, TP. Hồ Chí Minh."""

from __future__ import annotations

import pathlib

from tests.benchmarks.eval_libraries._write import write_library
from tests.benchmarks.eval_libraries.nha_vi_data import FILED, INBOX

NAME = "nha-vi"
PERSONA = (
    "Chị Trần Thị Thu Hà, kế toán ở một công ty giao nhận vận tải tại TP. Hồ Chí Minh, giữ giấy tờ "
    "cho cả nhà: lương và BHXH của chị, sổ sách tiệm gốm bán online của chồng, việc học của hai con "
    "và hồ sơ khám bệnh của ba mẹ chồng ở Đà Lạt."
)
LANGUAGES = ["vi", "en", "ko"]
SPLIT = "dev"

GUIDELINE = """\
# Cách cất giấy tờ của nhà mình

Hà viết để anh Khoa với An cũng biết đường mà cất. Tên thư mục gõ KHÔNG DẤU cho khỏi lỗi font khi
chép qua USB hay gửi Zalo. Tên file giữ nguyên như lúc tải về cũng được, không cần đổi.

File nào không biết để đâu thì cứ để trong inbox, Hà xem sau. Đừng tự tạo thư mục mới.

## Giấy tờ gia đình
`Giay to gia dinh`: căn cước, giấy khai sinh, giấy đăng ký kết hôn, xác nhận cư trú (CT07) của cả nhà.

## Công việc của Hà (`Cong viec Ha`)
- `Hop dong lao dong`: hợp đồng, phụ lục hợp đồng ở công ty Sao Phương Nam.
- `Phieu luong/<năm>`: phiếu lương hằng tháng. Năm là năm của KỲ LƯƠNG, không phải ngày nhận email:
  phiếu lương tháng 12/2024 công ty gửi đầu tháng 1/2025 thì vẫn vào `2024`.
- `BHXH - BHYT`: sổ BHXH, tờ rời, quá trình đóng tra trên VssID, thẻ BHYT của Hà.

## Thuế thu nhập cá nhân của Hà (`Thue TNCN/<năm>`)
Để theo NĂM TÍNH THUẾ, không theo ngày nhận giấy. Quyết toán năm 2024 làm vào tháng 3-4/2025 nhưng vẫn
để trong `Thue TNCN/2024`. Chứng từ khấu trừ công ty (hay tiệm chị Nhung) gửi đầu năm cũng là của năm trước.
Thuế của tiệm gốm anh Khoa KHÔNG để ở đây (xem Gốm Mộc).

## Gốm Mộc - tiệm gốm của anh Khoa (`Gom Moc`)
Hà làm sổ sách cho anh Khoa nên giấy tờ tiệm cũng để ở đây.
- `Hoa don ban ra/<năm>`: những gì anh Khoa GỬI cho khách: hóa đơn bán hàng xuất cho các quán, shop,
  homestay; báo giá; đề nghị thanh toán; biên bản giao hàng.
- `Hoa don mua vao/<năm>`: những gì người khác gửi cho tiệm: đất sét, men, gas lò nung, thùng carton,
  phí ship GHN (cả bảng đối soát).
- Cách phân biệt: nhìn dòng "Đơn vị bán hàng". Người bán là Gốm Mộc / Nguyễn Minh Khoa -> bán ra.
  Người bán là ai khác, người mua là Gốm Mộc -> mua vào.
- `Etsy - Shopee`: báo cáo doanh thu, statement, deposit của hai sàn (Etsy bằng tiếng Anh).
- `Thue ho kinh doanh`: tờ khai 01/CNKD theo quý, giấy nộp tiền thuế của hộ kinh doanh
  (trong đó có dòng thuế TNCN nhưng vẫn là thuế của tiệm, để ở đây).

## Việc học của hai đứa (`Hoc tap cac con`)
- Mỗi đứa một thư mục theo tên: `Bao An` (lớp 10, THPT Tân Phong), `Minh Huy` (lớp 3, TH Nguyễn Văn Hưởng).
- Bên trong chia theo NĂM HỌC: năm học bắt đầu tháng 9, hết tháng 5 năm sau. Thông báo tháng 1/2025 hay
  tháng 3/2025 vẫn thuộc năm học 2024-2025. Giấy báo nhập học hè thì tính cho năm học sắp bắt đầu.
- Học thêm ngoài trường (ILA, IELTS, học bơi...) của cả hai đứa để chung `Hoc tap cac con/Hoc them`.
- Giấy tờ khám bệnh của con KHÔNG để ở đây mà để ở `Suc khoe/Ca nha`.

## Sức khỏe (`Suc khoe`)
Ba mẹ chồng ở Đà Lạt, Hà giữ hồ sơ khám bệnh giùm. Hai ông bà đều họ Nguyễn (anh Khoa, An, Huy cũng họ
Nguyễn) nên phải nhìn TÊN:
- Nguyễn Văn Phúc (ông nội, 1950) -> `Suc khoe/Ong noi Phuc`
- Nguyễn Thị Lan (bà nội, 1954) -> `Suc khoe/Ba noi Lan`
- Còn lại (Hà, anh Khoa, An, Huy) -> `Suc khoe/Ca nha`

## Nhà cửa, xe, ngân hàng
- `Nha cua/Chung cu`: hợp đồng mua căn hộ, thông báo phí quản lý, thông báo của Ban quản lý.
- `Nha cua/Dien nuoc internet`: tiền điện EVN, tiền nước Sawaco (Cấp nước Nhà Bè), FPT.
- `Xe may`: giấy đăng ký, bảo hiểm của hai chiếc xe máy.
- `Ngan hang`: sao kê Vietcombank, sổ tiết kiệm.

## Du lịch (`Du lich`)
Mỗi chuyến một thư mục `<năm-tháng đi> <nơi đến>`. Mọi thứ của chuyến đó để chung: vé, đặt phòng, visa,
lịch trình, dự trù, hóa đơn mua sắm trong lúc đi, và cả ẢNH chụp trong những ngày đi.
Về Đà Lạt thăm ông bà (Tết, hè) không tính là đi du lịch.

## Hình ảnh (`Hinh anh`)
- Ảnh không thuộc chuyến du lịch nào: `Hinh anh/<năm>` theo ngày chụp.
- Ảnh Tết để riêng: `Hinh anh/Tet <năm âm lịch> <năm>`, tính từ 23 tháng Chạp (đưa ông Táo) đến hết
  mùng 10 tháng Giêng, dù ăn Tết ở đâu. Tết Giáp Thìn: mùng 1 là 10/2/2024. Tết Ất Tỵ: mùng 1 là 29/1/2025
  (23 tháng Chạp là 22/1/2025, mùng 10 là 7/2/2025).

## Ghi chú (`Ghi chu`)
- `Mon an`: công thức nấu ăn.
- `Sach doc`: ghi chép về sách đã đọc.
- `Hoc tieng Han`: bài học, từ vựng tiếng Hàn của Hà (học với cô Hương tối thứ Ba).
"""


def build(root: pathlib.Path) -> dict[str, str]:
    return write_library(root, GUIDELINE, FILED, INBOX, count=40, nowhere=4)
