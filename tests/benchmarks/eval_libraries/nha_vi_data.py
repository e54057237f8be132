"""Nội dung thư viện "nha-vi": giấy tờ của nhà chị Hà (Quận 7, TP. Hồ Chí Minh).

FILED: những file đã nằm trong thư mục; INBOX: những file mới trong inbox, kèm thư mục
mà chị Hà sẽ cất vào ("" nếu không có chỗ nào hợp)."""

from __future__ import annotations

import datetime as dt
import io
import random
from email.message import EmailMessage
from email.utils import format_datetime

import docx
import openpyxl
from PIL import Image, ImageDraw

# ---------------------------------------------------------------------------
# Công cụ dựng file
# ---------------------------------------------------------------------------

_VN = dt.timezone(dt.timedelta(hours=7))
_KR = dt.timezone(dt.timedelta(hours=9))


def tien(n: int) -> str:
    """12500000 -> '12.500.000' (cách viết số tiền của người Việt)."""
    return f"{n:,}".replace(",", ".")


_CHU_SO = ["không", "một", "hai", "ba", "bốn", "năm", "sáu", "bảy", "tám", "chín"]


def _doc_nhom(n: int, day_du: bool) -> list[str]:
    tram, chuc, dv = n // 100, n // 10 % 10, n % 10
    chu: list[str] = []
    if day_du or tram:
        chu += [_CHU_SO[tram], "trăm"]
    if chuc == 0:
        if dv and (day_du or tram):
            chu.append("linh")
    elif chuc == 1:
        chu.append("mười")
    else:
        chu += [_CHU_SO[chuc], "mươi"]
    if dv:
        if dv == 1 and chuc >= 2:
            chu.append("mốt")
        elif dv == 5 and chuc >= 1:
            chu.append("lăm")
        elif dv == 4 and chuc >= 2:
            chu.append("tư")
        else:
            chu.append(_CHU_SO[dv])
    return chu


def doc_so(n: int) -> str:
    """Số tiền viết bằng chữ, như trên hóa đơn."""
    if n == 0:
        return "Không đồng"
    nhom: list[int] = []
    while n:
        nhom.append(n % 1000)
        n //= 1000
    don_vi = ["", "nghìn", "triệu", "tỷ"]
    chu: list[str] = []
    for i in range(len(nhom) - 1, -1, -1):
        if nhom[i] == 0:
            continue
        chu += _doc_nhom(nhom[i], i != len(nhom) - 1)
        if don_vi[i]:
            chu.append(don_vi[i])
    s = " ".join(chu)
    return s[0].upper() + s[1:] + " đồng"


def eml(
    sender: str,
    to: str,
    subject: str,
    when: dt.datetime,
    body: str,
    msgid: str,
    cc: str | None = None,
) -> bytes:
    m = EmailMessage()
    m["From"] = sender
    m["To"] = to
    if cc:
        m["Cc"] = cc
    m["Subject"] = subject
    m["Date"] = format_datetime(when)
    m["Message-ID"] = msgid
    m.set_content(body, charset="utf-8", cte="8bit")
    return m.as_bytes()


_CANH = {
    "bien": ((120, 180, 235), (200, 225, 245)),
    "pho": ((150, 170, 200), (220, 220, 225)),
    "nui": ((140, 190, 230), (215, 230, 240)),
    "tet": ((245, 215, 160), (250, 235, 200)),
    "nha": ((200, 185, 160), (230, 220, 200)),
    "cong_vien": ((150, 200, 235), (225, 240, 245)),
    "dem": ((20, 25, 60), (60, 50, 90)),
}


def anh(when: str, canh: str, hang: str = "Apple", may: str = "iPhone 13") -> bytes:
    """Một tấm ảnh JPEG nhỏ 320x240, có EXIF ngày chụp (DateTimeOriginal) và tên máy."""
    rnd = random.Random(when + canh)
    img = Image.new("RGB", (320, 240))
    d = ImageDraw.Draw(img)
    tren, duoi = _CANH[canh]
    for y in range(240):
        k = y / 239
        d.line(
            [(0, y), (319, y)], fill=tuple(int(tren[i] + (duoi[i] - tren[i]) * k) for i in range(3))
        )
    if canh == "bien":
        d.rectangle([0, 130, 319, 180], fill=(40, 110, 170))
        d.rectangle([0, 180, 319, 239], fill=(230, 210, 160))
        d.ellipse([250, 20, 290, 60], fill=(255, 240, 180))
    elif canh == "nui":
        for _ in range(3):
            x = rnd.randint(-40, 260)
            d.polygon(
                [(x, 200), (x + 80, rnd.randint(60, 120)), (x + 170, 200)], fill=(60, 110, 80)
            )
        d.rectangle([0, 200, 319, 239], fill=(80, 140, 70))
        for _ in range(8):
            x = rnd.randint(0, 310)
            d.polygon([(x, 215), (x + 6, 170), (x + 12, 215)], fill=(30, 80, 50))
    elif canh in ("pho", "dem"):
        for _ in range(9):
            x = rnd.randint(0, 290)
            h = rnd.randint(60, 170)
            mau = (90, 90, 110) if canh == "pho" else (40, 40, 70)
            d.rectangle([x, 240 - h, x + rnd.randint(25, 45), 239], fill=mau)
            for _ in range(6):
                wx = x + rnd.randint(3, 20)
                wy = 240 - h + rnd.randint(5, max(6, h - 10))
                d.rectangle([wx, wy, wx + 4, wy + 5], fill=(250, 220, 120))
    elif canh == "tet":
        d.rectangle([0, 170, 319, 239], fill=(160, 40, 40))
        for _ in range(5):
            x = rnd.randint(10, 300)
            d.line([(x, 0), (x, 40)], fill=(120, 80, 40), width=2)
            d.ellipse([x - 12, 40, x + 12, 70], fill=(220, 30, 30))
        for _ in range(25):
            x, y = rnd.randint(0, 319), rnd.randint(90, 170)
            d.ellipse([x, y, x + 7, y + 7], fill=(250, 200, 40))
    elif canh == "nha":
        d.rectangle([0, 160, 319, 239], fill=(150, 110, 80))
        d.rectangle([100, 110, 220, 165], fill=(120, 70, 50))
        d.ellipse([140, 95, 180, 115], fill=(240, 240, 235))
    else:
        d.rectangle([0, 170, 319, 239], fill=(90, 160, 80))
        for _ in range(6):
            x = rnd.randint(0, 300)
            d.rectangle([x + 8, 120, x + 14, 175], fill=(100, 70, 40))
            d.ellipse([x - 10, 80, x + 32, 135], fill=(50, 130, 60))
    for _ in range(rnd.randint(1, 4)):
        x = rnd.randint(30, 280)
        d.ellipse([x, 150, x + 16, 166], fill=(230, 190, 160))
        d.rectangle([x + 2, 166, x + 14, 205], fill=tuple(rnd.randint(40, 220) for _ in range(3)))
    exif = Image.Exif()
    if hang:
        exif[271] = hang
    if may:
        exif[272] = may
    exif[306] = when
    exif.get_ifd(0x8769)[36867] = when
    buf = io.BytesIO()
    img.save(buf, "JPEG", quality=72, exif=exif)
    return buf.getvalue()


def docx_bytes(khoi: list[str | tuple]) -> bytes:
    """("h", chữ, cấp) tiêu đề; ("b", rows) bảng; chuỗi thường là một đoạn."""
    doc = docx.Document()
    for k in khoi:
        if isinstance(k, str):
            doc.add_paragraph(k)
        elif k[0] == "h":
            doc.add_heading(k[1], level=k[2] if len(k) > 2 else 1)
        elif k[0] == "b":
            rows = k[1]
            t = doc.add_table(rows=len(rows), cols=len(rows[0]))
            t.style = "Table Grid"
            for r, row in enumerate(rows):
                for c, val in enumerate(row):
                    t.cell(r, c).text = str(val)
    buf = io.BytesIO()
    doc.save(buf)
    return buf.getvalue()


def xlsx_bytes(sheets: dict[str, list[list]]) -> bytes:
    wb = openpyxl.Workbook()
    wb.remove(wb.active)
    for ten, rows in sheets.items():
        ws = wb.create_sheet(ten)
        for row in rows:
            ws.append(row)
        for col in ws.columns:
            rong = max(len(str(c.value)) if c.value is not None else 0 for c in col)
            ws.column_dimensions[col[0].column_letter].width = min(45, rong + 2)
    buf = io.BytesIO()
    wb.save(buf)
    return buf.getvalue()


def ngay_hd(d: dt.date) -> str:
    return f"Ngày {d.day:02d} tháng {d.month:02d} năm {d.year}"


GOM_MOC = {
    "ten": "HỘ KINH DOANH GỐM MỘC",
    "chu": "Nguyễn Minh Khoa",
    "mst": "8034567812",
    "dc": "45/12 Đường Bình Chuẩn 31, Khu phố Bình Phước B, Phường Bình Chuẩn, TP. Thuận An, Tỉnh Bình Dương",
    "dt": "0908 214 367",
    "stk": "0281000123456 tại Ngân hàng TMCP Ngoại thương Việt Nam (Vietcombank) - CN Bình Dương",
}


def hoa_don(
    *,
    gtgt: int | None,
    ky_hieu: str,
    so: str,
    ngay: dt.date,
    ban: dict,
    mua: dict,
    hang: list[tuple[str, str, int, int]],
    ma_cqt: str,
    tra_cuu: str,
    thanh_toan: str = "Chuyển khoản",
) -> str:
    """Bản thể hiện (dạng chữ) của một hóa đơn điện tử. gtgt: thuế suất % hoặc None
    (hóa đơn bán hàng của hộ kinh doanh, không có dòng thuế)."""
    tieu_de = "HÓA ĐƠN GIÁ TRỊ GIA TĂNG" if gtgt is not None else "HÓA ĐƠN BÁN HÀNG"
    dong = [
        tieu_de,
        "(Bản thể hiện của hóa đơn điện tử)",
        f"Ký hiệu: {ky_hieu}        Số: {so}",
        ngay_hd(ngay),
        f"Mã của cơ quan thuế: {ma_cqt}",
        "",
        f"Đơn vị bán hàng: {ban['ten']}",
        f"Mã số thuế: {ban['mst']}",
        f"Địa chỉ: {ban['dc']}",
    ]
    if ban.get("dt"):
        dong.append(f"Điện thoại: {ban['dt']}")
    if ban.get("stk"):
        dong.append(f"Số tài khoản: {ban['stk']}")
    dong += [
        "",
        f"Họ tên người mua hàng: {mua.get('nguoi', '')}",
        f"Tên đơn vị: {mua['ten']}",
        f"Mã số thuế: {mua.get('mst', '')}",
        f"Địa chỉ: {mua['dc']}",
        f"Hình thức thanh toán: {thanh_toan}",
        "",
        "STT | Tên hàng hóa, dịch vụ | Đơn vị tính | Số lượng | Đơn giá | Thành tiền",
    ]
    cong = 0
    for i, (ten, dvt, sl, gia) in enumerate(hang, 1):
        tt = sl * gia
        cong += tt
        dong.append(f"{i} | {ten} | {dvt} | {sl} | {tien(gia)} | {tien(tt)}")
    dong.append("")
    if gtgt is None:
        dong.append(f"Cộng tiền bán hàng hóa, dịch vụ: {tien(cong)}")
        tong = cong
    else:
        thue = round(cong * gtgt / 100)
        tong = cong + thue
        dong += [
            f"Cộng tiền hàng: {tien(cong)}",
            f"Thuế suất GTGT: {gtgt}%        Tiền thuế GTGT: {tien(thue)}",
            f"Tổng cộng tiền thanh toán: {tien(tong)}",
        ]
    dong += [
        f"Số tiền viết bằng chữ: {doc_so(tong)}.",
        "",
        "Người mua hàng                         Người bán hàng",
        "(Chữ ký số (nếu có))                   (Chữ ký điện tử, chữ ký số)",
        f"                                       Ký bởi: {ban['ky']}",
        f"                                       Ký ngày: {ngay.strftime('%d/%m/%Y')}",
        "",
        f"Tra cứu hóa đơn tại: {tra_cuu}",
        f"Mã tra cứu: {ma_cqt[-8:]}",
    ]
    return "\n".join(dong) + "\n"


def gom_moc_ban() -> dict:
    return {**GOM_MOC, "ky": "NGUYỄN MINH KHOA"}


GOM_MOC_MUA = {
    "nguoi": "Nguyễn Minh Khoa",
    "ten": "Hộ kinh doanh Gốm Mộc",
    "mst": "8034567812",
    "dc": GOM_MOC["dc"],
}

# --- Lương của Hà -----------------------------------------------------------

_BAC_THUE = [
    (5_000_000, 5),
    (10_000_000, 10),
    (18_000_000, 15),
    (32_000_000, 20),
    (52_000_000, 25),
    (80_000_000, 30),
    (None, 35),
]


def thue_tncn_thang(tntt: int) -> int:
    thue, duoi = 0, 0
    for tran, pt in _BAC_THUE:
        if tntt <= duoi:
            break
        phan = tntt - duoi if tran is None else min(tntt, tran) - duoi
        thue += phan * pt / 100
        if tran is None:
            break
        duoi = tran
    return round(thue)


def phieu_luong(
    thang: int, nam: int, gui: dt.datetime, ngay_ck: str, luong: int, thuong: list
) -> bytes:
    pc_tn, pc_dt, an_trua = 4_000_000, 500_000, 730_000
    thuong_tong = sum(s for _, s in thuong)
    tong = luong + pc_tn + pc_dt + an_trua + thuong_tong
    bhxh, bhyt, bhtn = luong * 8 // 100, luong * 15 // 1000, luong // 100
    bh = bhxh + bhyt + bhtn
    cong_doan = min(luong // 100, 234_000)
    tnct = tong - an_trua
    giam_tru = 11_000_000 + 2 * 4_400_000 + bh
    tntt = max(0, tnct - giam_tru)
    thue = thue_tncn_thang(tntt)
    khau_tru = bh + cong_doan + thue
    thuc_linh = tong - khau_tru
    mm = f"{thang:02d}/{nam}"
    thu_nhap = [
        f"  1. Lương chính                                {tien(luong):>12}",
        f"  2. Phụ cấp trách nhiệm                        {tien(pc_tn):>12}",
        f"  3. Phụ cấp điện thoại                         {tien(pc_dt):>12}",
        f"  4. Phụ cấp ăn trưa (không chịu thuế)          {tien(an_trua):>12}",
    ]
    for i, (ten, s) in enumerate(thuong, 5):
        thu_nhap.append(f"  {i}. {ten:<43}{tien(s):>12}")
    body = f"""Kính gửi chị Trần Thị Thu Hà,

Phòng Nhân sự gửi chị phiếu lương tháng {mm}. Lương đã được chuyển khoản vào tài khoản Vietcombank 0071002345678 ngày {ngay_ck}.
Nếu có thắc mắc, chị vui lòng phản hồi email này trong vòng 05 ngày làm việc.

==================== PHIẾU LƯƠNG THÁNG {mm} ====================
Mã NV: SPN-0217                 Họ tên: TRẦN THỊ THU HÀ
Bộ phận: Phòng Kế toán          Chức danh: Kế toán tổng hợp
Ngày công chuẩn: 22             Ngày công thực tế: 22

I. THU NHẬP
{chr(10).join(thu_nhap)}
  Tổng thu nhập                                 {tien(tong):>12}

II. CÁC KHOẢN KHẤU TRỪ
  1. BHXH (8%)                                  {tien(bhxh):>12}
  2. BHYT (1,5%)                                {tien(bhyt):>12}
  3. BHTN (1%)                                  {tien(bhtn):>12}
  4. Đoàn phí công đoàn (1%)                    {tien(cong_doan):>12}
  5. Thuế TNCN tạm khấu trừ                     {tien(thue):>12}
  Tổng khấu trừ                                 {tien(khau_tru):>12}

III. THỰC LĨNH                                  {tien(thuc_linh):>12}

Chi tiết tính thuế TNCN tháng {mm}:
  Thu nhập chịu thuế:                 {tien(tnct)}
  Giảm trừ bản thân:                  11.000.000
  Giảm trừ người phụ thuộc (02 người): 8.800.000
  Bảo hiểm bắt buộc:                  {tien(bh)}
  Thu nhập tính thuế:                 {tien(tntt)}
===============================================================

Trân trọng,
Phòng Nhân sự
CÔNG TY TNHH GIAO NHẬN VẬN TẢI SAO PHƯƠNG NAM
Lầu 5, 31 Tôn Thất Thuyết, Phường 18, Quận 4, TP. Hồ Chí Minh
ĐT: (028) 3943 5120 - máy lẻ 105

(Email được gửi tự động từ hệ thống tính lương, vui lòng không chia sẻ thông tin lương cho người khác.)
"""
    return eml(
        '"Phong Nhan su - Sao Phuong Nam" <nhansu@saophuongnam.com.vn>',
        '"Tran Thi Thu Ha" <ha.ttt@saophuongnam.com.vn>',
        f"Phiếu lương tháng {mm} - Trần Thị Thu Hà (SPN-0217)",
        gui,
        body,
        f"<payslip.{nam}{thang:02d}.spn0217@saophuongnam.com.vn>",
    )


# --- Tiền điện EVNHCMC (biểu giá sinh hoạt từ 11/10/2024) --------------------

_BAC_DIEN = [(50, 1893), (50, 1956), (100, 2271), (100, 2860), (100, 3197), (None, 3302)]


def tien_dien(ky: str, tu: str, den: str, cs_cu: int, cs_moi: int, han: str, ngay_tb: str) -> str:
    kwh = cs_moi - cs_cu
    con, dong, cong = kwh, [], 0
    for i, (muc, gia) in enumerate(_BAC_DIEN, 1):
        if con <= 0:
            break
        sl = con if muc is None else min(con, muc)
        cong += sl * gia
        dong.append(f"  Bậc {i}: {sl:>4} kWh x {tien(gia):>6} = {tien(sl * gia):>10}")
        con -= sl
    thue = round(cong * 8 / 100)
    tong = cong + thue
    return f"""TỔNG CÔNG TY ĐIỆN LỰC THÀNH PHỐ HỒ CHÍ MINH TNHH
CÔNG TY ĐIỆN LỰC TÂN THUẬN
Tổng đài CSKH: 1900 545454 - Website: www.cskh.evnhcmc.vn

THÔNG BÁO TIỀN ĐIỆN (Không phải hóa đơn)
Kỳ: {ky}   (từ ngày {tu} đến ngày {den})

Khách hàng: NGUYỄN MINH KHOA
Địa chỉ sử dụng điện: A-12.05 Chung cư An Khang Residence, 168 Đường số 9, P. Tân Phong, Q.7
Mã khách hàng: PE14000187352
Số công tơ: 24115873   Mục đích sử dụng: Sinh hoạt   Số hộ: 1

Chỉ số mới: {cs_moi}   Chỉ số cũ: {cs_cu}   Điện năng tiêu thụ: {kwh} kWh

Chi tiết tính tiền:
{chr(10).join(dong)}
Cộng:                         {tien(cong)} đ
Thuế GTGT (8%):               {tien(thue)} đ
TỔNG CỘNG THANH TOÁN:         {tien(tong)} đ
Bằng chữ: {doc_so(tong)}.

Hạn thanh toán: {han}
Quý khách thanh toán qua ứng dụng EVNHCMC CSKH, ngân hàng hoặc ví điện tử.
Ngày thông báo: {ngay_tb}
"""


# ===========================================================================
# FILED
# ===========================================================================

F: dict[str, str | bytes] = {}

# ---------------------------------------------------------------------------
# Giấy tờ gia đình
# ---------------------------------------------------------------------------

F["Giay to gia dinh/Can cuoc Tran Thi Thu Ha (2 mat).txt"] = """\
[Ảnh chụp 2 mặt thẻ Căn cước - chụp lại ngày 25/08/2024]

--- MẶT TRƯỚC ---
CỘNG HÒA XÃ HỘI CHỦ NGHĨA VIỆT NAM
Độc lập - Tự do - Hạnh phúc
SOCIALIST REPUBLIC OF VIET NAM
Independence - Freedom - Happiness

CĂN CƯỚC / IDENTITY CARD

Số định danh cá nhân / Personal identification number: 082184005678
Họ, chữ đệm và tên khai sinh / Full name: TRẦN THỊ THU HÀ
Ngày, tháng, năm sinh / Date of birth: 14/08/1984
Giới tính / Sex: Nữ          Quốc tịch / Nationality: Việt Nam

--- MẶT SAU ---
Nơi cư trú / Place of residence: A-12.05 Chung cư An Khang Residence, 168 Đường số 9,
Phường Tân Phong, Quận 7, Thành phố Hồ Chí Minh
Nơi đăng ký khai sinh / Place of birth: Tỉnh Tiền Giang
Ngày, tháng, năm cấp / Date of issue: 22/08/2024
Ngày, tháng, năm hết hạn / Date of expiry: 14/08/2044
BỘ CÔNG AN / MINISTRY OF PUBLIC SECURITY

IDVNM0840056781082184005678<<5
8408143F4408145VNM<<<<<<<<<<<0
TRAN<<THI<THU<HA<<<<<<<<<<<<<<
"""

F["Giay to gia dinh/Giay khai sinh Nguyen Minh Huy (ban sao).txt"] = """\
CỘNG HÒA XÃ HỘI CHỦ NGHĨA VIỆT NAM
Độc lập - Tự do - Hạnh phúc

GIẤY KHAI SINH
(BẢN SAO)

Số: 215/2016
Quyển số: 01/2016

Họ, chữ đệm, tên: NGUYỄN MINH HUY
Ngày, tháng, năm sinh: 07/06/2016
Ghi bằng chữ: Ngày bảy, tháng sáu, năm hai nghìn không trăm mười sáu
Giới tính: Nam        Dân tộc: Kinh        Quốc tịch: Việt Nam
Nơi sinh: Bệnh viện Từ Dũ, Thành phố Hồ Chí Minh
Quê quán: Tỉnh Lâm Đồng
Số định danh cá nhân: 079216011234

Họ, chữ đệm, tên người mẹ: TRẦN THỊ THU HÀ
Năm sinh: 1984     Dân tộc: Kinh     Quốc tịch: Việt Nam
Nơi cư trú: A-12.05 Chung cư An Khang Residence, 168 Đường số 9, P. Tân Phong, Q.7, TP.HCM

Họ, chữ đệm, tên người cha: NGUYỄN MINH KHOA
Năm sinh: 1981     Dân tộc: Kinh     Quốc tịch: Việt Nam
Nơi cư trú: A-12.05 Chung cư An Khang Residence, 168 Đường số 9, P. Tân Phong, Q.7, TP.HCM

Người đi khai sinh: Nguyễn Minh Khoa     Quan hệ với người được khai sinh: Cha
Nơi đăng ký khai sinh: Ủy ban nhân dân Phường Tân Phong, Quận 7, TP. Hồ Chí Minh
Ngày, tháng, năm đăng ký: 20/06/2016

Sao từ Sổ đăng ký khai sinh
Tân Phong, ngày 15 tháng 7 năm 2022
TL. CHỦ TỊCH
CÔNG CHỨC TƯ PHÁP - HỘ TỊCH
(đã ký, đóng dấu)
Lê Thị Mỹ Dung
"""

F["Giay to gia dinh/Giay chung nhan ket hon.txt"] = """\
CỘNG HÒA XÃ HỘI CHỦ NGHĨA VIỆT NAM
Độc lập - Tự do - Hạnh phúc

GIẤY CHỨNG NHẬN KẾT HÔN

Họ và tên chồng: NGUYỄN MINH KHOA
Ngày, tháng, năm sinh: 03/02/1981
Dân tộc: Kinh     Quốc tịch: Việt Nam
Nơi thường trú: 12 Hoàng Hoa Thám, Phường 10, TP. Đà Lạt, Tỉnh Lâm Đồng
Số Giấy CMND: 250512347

Họ và tên vợ: TRẦN THỊ THU HÀ
Ngày, tháng, năm sinh: 14/08/1984
Dân tộc: Kinh     Quốc tịch: Việt Nam
Nơi thường trú: 56/3 Cao Thắng, Phường 3, Quận 3, TP. Hồ Chí Minh
Số Giấy CMND: 311784562

Nơi đăng ký: Ủy ban nhân dân Phường 3, Quận 3, TP. Hồ Chí Minh
Ngày, tháng, năm đăng ký: 18/10/2008
Số: 87, Quyển số: 01/2008

Chữ ký của chồng: (đã ký)          Chữ ký của vợ: (đã ký)

TM. ỦY BAN NHÂN DÂN
KT. CHỦ TỊCH - PHÓ CHỦ TỊCH
(đã ký, đóng dấu)
Phạm Văn Lợi
"""

F["Giay to gia dinh/Xac nhan thong tin cu tru CT07 - 05-2023.txt"] = """\
CÔNG AN THÀNH PHỐ HỒ CHÍ MINH
CÔNG AN PHƯỜNG TÂN PHONG
Số: 1187/XN-CAP

CỘNG HÒA XÃ HỘI CHỦ NGHĨA VIỆT NAM
Độc lập - Tự do - Hạnh phúc

Mẫu CT07
XÁC NHẬN THÔNG TIN VỀ CƯ TRÚ

Công an Phường Tân Phong, Quận 7 xác nhận:
Ông/Bà: NGUYỄN MINH KHOA     Ngày sinh: 03/02/1981     Giới tính: Nam
Số định danh cá nhân: 068081001234
Nơi thường trú: A-12.05 Chung cư An Khang Residence, 168 Đường số 9, Phường Tân Phong, Quận 7, TP. Hồ Chí Minh
Họ và tên chủ hộ: Nguyễn Minh Khoa     Quan hệ với chủ hộ: Chủ hộ

Các thành viên trong hộ gia đình:
1. Trần Thị Thu Hà     14/08/1984   Nữ   082184005678   Quan hệ với chủ hộ: Vợ
2. Nguyễn Bảo An       21/10/2009   Nữ   079309004567   Quan hệ với chủ hộ: Con
3. Nguyễn Minh Huy     07/06/2016   Nam  079216011234   Quan hệ với chủ hộ: Con

Mục đích: bổ sung hồ sơ tuyển sinh đầu cấp năm học 2023-2024.
Văn bản có giá trị 30 ngày kể từ ngày cấp.

Tân Phong, ngày 12 tháng 5 năm 2023
TRƯỞNG CÔNG AN PHƯỜNG
(đã ký, đóng dấu)
Thiếu tá Đỗ Quang Vinh
"""

# ---------------------------------------------------------------------------
# Công việc của Hà
# ---------------------------------------------------------------------------

F["Cong viec Ha/Hop dong lao dong/HDLD 045-2021 Tran Thi Thu Ha.docx"] = docx_bytes(
    [
        "CÔNG TY TNHH GIAO NHẬN VẬN TẢI SAO PHƯƠNG NAM",
        "Số: 045/2021/HĐLĐ-SPN",
        "CỘNG HÒA XÃ HỘI CHỦ NGHĨA VIỆT NAM - Độc lập - Tự do - Hạnh phúc",
        ("h", "HỢP ĐỒNG LAO ĐỘNG", 1),
        "Căn cứ Bộ luật Lao động số 45/2019/QH14 ngày 20/11/2019;",
        "Hôm nay, ngày 01 tháng 03 năm 2021, tại văn phòng Công ty TNHH Giao nhận Vận tải Sao Phương Nam, chúng tôi gồm:",
        "BÊN A (NGƯỜI SỬ DỤNG LAO ĐỘNG): CÔNG TY TNHH GIAO NHẬN VẬN TẢI SAO PHƯƠNG NAM. Mã số thuế: 0312847561. "
        "Địa chỉ: Lầu 5, 31 Tôn Thất Thuyết, Phường 18, Quận 4, TP. Hồ Chí Minh. "
        "Đại diện: Ông Lâm Quốc Trung - Chức vụ: Giám đốc.",
        "BÊN B (NGƯỜI LAO ĐỘNG): Bà TRẦN THỊ THU HÀ. Sinh ngày: 14/08/1984. Số CCCD: 082184005678. "
        "Địa chỉ thường trú: A-12.05 Chung cư An Khang Residence, 168 Đường số 9, P. Tân Phong, Quận 7, TP. Hồ Chí Minh.",
        ("h", "Điều 1. Công việc, địa điểm làm việc và thời hạn hợp đồng", 2),
        "1. Loại hợp đồng: Hợp đồng lao động không xác định thời hạn, bắt đầu từ ngày 01/03/2021.",
        "2. Chức danh: Kế toán tổng hợp - Phòng Kế toán.",
        "3. Công việc: ghi sổ, lập báo cáo thuế GTGT, TNDN, TNCN; theo dõi công nợ khách hàng và hãng tàu; "
        "lập báo cáo tài chính năm; các công việc khác theo phân công của Kế toán trưởng.",
        "4. Địa điểm làm việc: văn phòng công ty tại Quận 4 và kho CFS tại Cát Lái khi cần.",
        ("h", "Điều 2. Thời giờ làm việc", 2),
        "Từ thứ Hai đến thứ Sáu, sáng 8h00-12h00, chiều 13h00-17h00. Làm thêm giờ theo quy định của pháp luật.",
        ("h", "Điều 3. Tiền lương và quyền lợi", 2),
        "1. Mức lương chính: 17.000.000 đồng/tháng. Phụ cấp trách nhiệm: 3.000.000 đồng/tháng. "
        "Phụ cấp điện thoại: 500.000 đồng/tháng. Phụ cấp ăn trưa: 730.000 đồng/tháng.",
        "2. Hình thức trả lương: chuyển khoản, trả vào ngày 05 hằng tháng.",
        "3. Được tham gia BHXH, BHYT, BHTN theo quy định trên mức lương chính; khám sức khỏe định kỳ hằng năm; "
        "thưởng tháng lương thứ 13 tùy kết quả kinh doanh.",
        "4. Nghỉ phép năm: 14 ngày/năm.",
        ("h", "Điều 4. Nghĩa vụ của người lao động", 2),
        "Hoàn thành công việc được giao; chấp hành nội quy, bảo mật thông tin tài chính và thông tin khách hàng của công ty.",
        ("h", "Điều 5. Điều khoản thi hành", 2),
        "Hợp đồng được lập thành 02 bản có giá trị pháp lý như nhau, mỗi bên giữ 01 bản.",
        (
            "b",
            [
                ["NGƯỜI LAO ĐỘNG", "NGƯỜI SỬ DỤNG LAO ĐỘNG"],
                ["(đã ký)", "(đã ký, đóng dấu)"],
                ["Trần Thị Thu Hà", "Lâm Quốc Trung"],
            ],
        ),
    ]
)

F["Cong viec Ha/Hop dong lao dong/Phu luc HD 03-2024 dieu chinh luong.txt"] = """\
CÔNG TY TNHH GIAO NHẬN VẬN TẢI SAO PHƯƠNG NAM
Số: 03/2024/PLHĐ-SPN

CỘNG HÒA XÃ HỘI CHỦ NGHĨA VIỆT NAM
Độc lập - Tự do - Hạnh phúc

TP. Hồ Chí Minh, ngày 26 tháng 12 năm 2024

PHỤ LỤC HỢP ĐỒNG LAO ĐỘNG
(Kèm theo Hợp đồng lao động số 045/2021/HĐLĐ-SPN ngày 01/03/2021)

Bên A: CÔNG TY TNHH GIAO NHẬN VẬN TẢI SAO PHƯƠNG NAM
Đại diện: Ông Lâm Quốc Trung - Giám đốc

Bên B: Bà TRẦN THỊ THU HÀ - Kế toán tổng hợp, Phòng Kế toán
Mã nhân viên: SPN-0217

Hai bên thỏa thuận sửa đổi Điều 3 của Hợp đồng lao động như sau:

1. Mức lương chính: từ 20.000.000 đồng/tháng điều chỉnh lên 21.500.000 đồng/tháng.
2. Phụ cấp trách nhiệm: giữ nguyên 4.000.000 đồng/tháng.
3. Phụ cấp điện thoại, phụ cấp ăn trưa: giữ nguyên.
4. Mức lương đóng BHXH, BHYT, BHTN: 21.500.000 đồng/tháng.

Thời gian áp dụng: từ ngày 01 tháng 01 năm 2025.
Các điều khoản khác của hợp đồng giữ nguyên.

Phụ lục này là một phần không tách rời của hợp đồng lao động, lập thành 02 bản, mỗi bên giữ 01 bản.

NGƯỜI LAO ĐỘNG                     NGƯỜI SỬ DỤNG LAO ĐỘNG
(đã ký)                            GIÁM ĐỐC
Trần Thị Thu Hà                    (đã ký, đóng dấu)
                                   Lâm Quốc Trung
"""

_L24, _L25 = 20_000_000, 21_500_000
F["Cong viec Ha/Phieu luong/2024/Phieu luong thang 08.eml"] = phieu_luong(
    8, 2024, dt.datetime(2024, 9, 5, 16, 32, 10, tzinfo=_VN), "05/09/2024", _L24, []
)
F["Cong viec Ha/Phieu luong/2024/Phieu luong thang 09.eml"] = phieu_luong(
    9,
    2024,
    dt.datetime(2024, 10, 4, 17, 5, 41, tzinfo=_VN),
    "04/10/2024",
    _L24,
    [("Thưởng Quốc khánh 2/9", 1_000_000)],
)
F["Cong viec Ha/Phieu luong/2024/Phieu luong thang 10.eml"] = phieu_luong(
    10, 2024, dt.datetime(2024, 11, 5, 15, 48, 2, tzinfo=_VN), "05/11/2024", _L24, []
)
F["Cong viec Ha/Phieu luong/2024/Phieu luong thang 11.eml"] = phieu_luong(
    11, 2024, dt.datetime(2024, 12, 5, 16, 12, 55, tzinfo=_VN), "05/12/2024", _L24, []
)
F["Cong viec Ha/Phieu luong/2025/Phieu luong thang 01.eml"] = phieu_luong(
    1,
    2025,
    dt.datetime(2025, 1, 24, 11, 20, 37, tzinfo=_VN),
    "24/01/2025 (trả sớm trước Tết Ất Tỵ)",
    _L25,
    [("Thưởng Tết - lương tháng 13 năm 2024", 20_000_000)],
)
F["Cong viec Ha/Phieu luong/2025/Phieu luong thang 02.eml"] = phieu_luong(
    2, 2025, dt.datetime(2025, 3, 5, 16, 40, 18, tzinfo=_VN), "05/03/2025", _L25, []
)
F["Cong viec Ha/Phieu luong/2025/Phieu luong thang 03.eml"] = phieu_luong(
    3, 2025, dt.datetime(2025, 4, 4, 17, 2, 9, tzinfo=_VN), "04/04/2025", _L25, []
)

F["Cong viec Ha/BHXH - BHYT/So BHXH - thong tin.txt"] = """\
BẢO HIỂM XÃ HỘI VIỆT NAM
SỔ BẢO HIỂM XÃ HỘI

Mã số: 7913456789
Họ và tên: TRẦN THỊ THU HÀ
Ngày, tháng, năm sinh: 14/08/1984        Giới tính: Nữ
Số CCCD: 082184005678
Cấp ngày: 15/03/2013 (cấp lại ngày 09/06/2021)
Cơ quan cấp: Bảo hiểm xã hội Quận 4, TP. Hồ Chí Minh

Ghi chú của Hà: sổ giấy công ty giữ, bản chính để ở phòng nhân sự. Tra cứu quá trình đóng
trên app VssID (đăng nhập bằng mã số BHXH ở trên).
"""

F["Cong viec Ha/BHXH - BHYT/To roi qua trinh dong den 12-2023.txt"] = """\
BẢO HIỂM XÃ HỘI VIỆT NAM
TỜ RỜI SỔ BẢO HIỂM XÃ HỘI
(Quá trình đóng bảo hiểm xã hội bắt buộc)

Họ và tên: TRẦN THỊ THU HÀ          Mã số BHXH: 7913456789
Ngày sinh: 14/08/1984

Từ tháng/năm | Đến tháng/năm | Diễn giải (cấp bậc, chức vụ, đơn vị, nơi làm việc) | Tiền lương đóng
03/2013 | 12/2015 | Nhân viên kế toán, Cty CP Xuất nhập khẩu Phú Thịnh, Q.1 | 6.200.000
01/2016 | 02/2021 | Kế toán viên, Cty TNHH Thương mại Đông Á Việt, Q.Tân Bình | 11.500.000
03/2021 | 12/2022 | Kế toán tổng hợp, Cty TNHH Giao nhận Vận tải Sao Phương Nam, Q.4 | 17.000.000
01/2023 | 12/2023 | Kế toán tổng hợp, Cty TNHH Giao nhận Vận tải Sao Phương Nam, Q.4 | 18.500.000

Tổng thời gian đóng BHXH: 10 năm 10 tháng
Tổng thời gian đóng BHTN: 10 năm 10 tháng (chưa hưởng)

Ngày 15 tháng 01 năm 2024
GIÁM ĐỐC BẢO HIỂM XÃ HỘI QUẬN 4
(đã ký)
"""

F["Cong viec Ha/BHXH - BHYT/The BHYT 2025 - Ha.txt"] = """\
BẢO HIỂM XÃ HỘI VIỆT NAM
THẺ BẢO HIỂM Y TẾ (thẻ điện tử trên VssID)

Mã số: DN4797913456789
Họ và tên: TRẦN THỊ THU HÀ
Ngày sinh: 14/08/1984        Giới tính: Nữ
Địa chỉ: A-12.05 Chung cư An Khang Residence, P. Tân Phong, Q.7, TP. Hồ Chí Minh
Nơi đăng ký KCB ban đầu: Bệnh viện Quận 7 (79-035)
Giá trị sử dụng: từ ngày 01/01/2025 đến ngày 31/12/2025
Thời điểm đủ 05 năm liên tục: 01/03/2018
Đơn vị: Công ty TNHH Giao nhận Vận tải Sao Phương Nam
"""

# ---------------------------------------------------------------------------
# Thuế TNCN (theo năm tính thuế)
# ---------------------------------------------------------------------------

F["Thue TNCN/2023/To khai quyet toan 02-QTT-TNCN nam 2023.txt"] = """\
Mẫu số: 02/QTT-TNCN
(Ban hành kèm theo Thông tư số 80/2021/TT-BTC ngày 29/9/2021 của Bộ trưởng Bộ Tài chính)

CỘNG HÒA XÃ HỘI CHỦ NGHĨA VIỆT NAM
Độc lập - Tự do - Hạnh phúc

TỜ KHAI QUYẾT TOÁN THUẾ THU NHẬP CÁ NHÂN
(Áp dụng cho cá nhân cư trú có thu nhập từ tiền lương, tiền công)

[01] Kỳ tính thuế: Năm 2023 (từ tháng 01/2023 đến tháng 12/2023)
[02] Lần đầu: [X]        [03] Bổ sung lần thứ: [ ]
[04] Tên người nộp thuế: TRẦN THỊ THU HÀ
[05] Mã số thuế: 8012345678
[06] Địa chỉ: A-12.05 Chung cư An Khang Residence, 168 Đường số 9, P. Tân Phong
[07] Quận/huyện: Quận 7        [08] Tỉnh/thành phố: TP. Hồ Chí Minh
[10] Điện thoại: 0903 558 214   [12] Email: thuha.tran84@gmail.com
[13] Số tài khoản ngân hàng: 0071002345678   [14] Mở tại: Vietcombank - CN Nam Sài Gòn

Chỉ tiêu                                                         Số tiền (VNĐ)
[20] Tổng thu nhập chịu thuế (TNCT) trong kỳ                       281.000.000
     [21] TNCT làm căn cứ tính giảm thuế                                    0
[23] Tổng thu nhập chịu thuế phải khấu trừ                         281.000.000
[24] Số người phụ thuộc                                                     2
[25] Tổng các khoản giảm trừ                                       260.280.000
     [26] Cho bản thân cá nhân                                     132.000.000
     [27] Cho những người phụ thuộc                                105.600.000
     [28] Từ thiện, nhân đạo, khuyến học                                    0
     [29] Các khoản đóng bảo hiểm được trừ                          22.680.000
[31] Tổng thu nhập tính thuế                                        20.720.000
[32] Tổng số thuế TNCN phát sinh trong kỳ                            1.036.000
[33] Tổng số thuế đã tạm nộp, đã khấu trừ                            1.890.000
     [34] Đã khấu trừ                                                1.890.000
[41] Tổng số thuế đã nộp thừa                                         854.000
[43] Số thuế đề nghị hoàn trả                                         854.000
     [44] Hoàn trả vào tài khoản người nộp thuế                       854.000

Tôi cam đoan số liệu khai trên là đúng và chịu trách nhiệm trước pháp luật về số liệu đã khai.
Ngày 20 tháng 03 năm 2024
NGƯỜI NỘP THUẾ
(Ký điện tử) Trần Thị Thu Hà
"""

F["Thue TNCN/2023/Chung tu khau tru TNCN 2023 - Sao Phuong Nam.txt"] = """\
CHỨNG TỪ KHẤU TRỪ THUẾ THU NHẬP CÁ NHÂN
(Chứng từ điện tử)
Mẫu số: CTT56        Ký hiệu: CT/24E        Số: 0000112

I. THÔNG TIN TỔ CHỨC TRẢ THU NHẬP
[01] Tên tổ chức trả thu nhập: CÔNG TY TNHH GIAO NHẬN VẬN TẢI SAO PHƯƠNG NAM
[02] Mã số thuế: 0312847561
[03] Địa chỉ: Lầu 5, 31 Tôn Thất Thuyết, Phường 18, Quận 4, TP. Hồ Chí Minh
[04] Điện thoại: (028) 3943 5120

II. THÔNG TIN NGƯỜI NỘP THUẾ
[05] Họ và tên: TRẦN THỊ THU HÀ
[06] Mã số thuế: 8012345678
[07] Quốc tịch: Việt Nam
[08] Cá nhân cư trú: [X]     Cá nhân không cư trú: [ ]
[10] Số CCCD: 082184005678

III. THÔNG TIN THUẾ THU NHẬP CÁ NHÂN KHẤU TRỪ
[12] Khoản thu nhập: Tiền lương, tiền công
[13] Thời điểm trả thu nhập: từ tháng 01 đến tháng 12 năm 2023
[14] Tổng thu nhập chịu thuế phải khấu trừ: 269.000.000
[15] Khoản đóng bảo hiểm bắt buộc: 22.680.000
[18] Tổng thu nhập tính thuế: 8.720.000
[19] Số thuế thu nhập cá nhân đã khấu trừ: 690.000

Ngày 25 tháng 01 năm 2024
ĐẠI DIỆN TỔ CHỨC TRẢ THU NHẬP
(Ký điện tử) CÔNG TY TNHH GIAO NHẬN VẬN TẢI SAO PHƯƠNG NAM
"""

F["Thue TNCN/2023/Quyet dinh hoan thue TNCN 2023.txt"] = """\
CỤC THUẾ THÀNH PHỐ HỒ CHÍ MINH
CHI CỤC THUẾ KHU VỰC QUẬN 7 - HUYỆN NHÀ BÈ

Số: 21457/QĐ-CCTKV7NB-HT

CỘNG HÒA XÃ HỘI CHỦ NGHĨA VIỆT NAM
Độc lập - Tự do - Hạnh phúc

TP. Hồ Chí Minh, ngày 15 tháng 5 năm 2024

QUYẾT ĐỊNH
Về việc hoàn thuế

CHI CỤC TRƯỞNG CHI CỤC THUẾ KHU VỰC QUẬN 7 - HUYỆN NHÀ BÈ

Căn cứ Luật Quản lý thuế số 38/2019/QH14;
Căn cứ hồ sơ đề nghị hoàn thuế của bà Trần Thị Thu Hà (mã số thuế 8012345678) nộp ngày 20/03/2024;

QUYẾT ĐỊNH:
Điều 1. Hoàn trả cho bà TRẦN THỊ THU HÀ, MST: 8012345678
Số tiền thuế thu nhập cá nhân nộp thừa kỳ tính thuế năm 2023: 854.000 đồng
(Bằng chữ: Tám trăm năm mươi bốn nghìn đồng)
Hình thức hoàn: chuyển khoản vào tài khoản số 0071002345678 tại Vietcombank - CN Nam Sài Gòn.

Điều 2. Quyết định này có hiệu lực kể từ ngày ký.

KT. CHI CỤC TRƯỞNG
PHÓ CHI CỤC TRƯỞNG
(đã ký)
Huỳnh Thị Kim Loan
"""

F["Thue TNCN/2024/Chung tu khau tru 2024 - Tiem vai Hong Nhung.txt"] = """\
CHỨNG TỪ KHẤU TRỪ THUẾ THU NHẬP CÁ NHÂN
(Chứng từ điện tử)
Mẫu số: CTT56        Ký hiệu: HN/25E        Số: 0000003

I. THÔNG TIN TỔ CHỨC, CÁ NHÂN TRẢ THU NHẬP
[01] Tên: HỘ KINH DOANH TIỆM VẢI HỒNG NHUNG (chủ hộ: Phan Thị Hồng Nhung)
[02] Mã số thuế: 8123409876
[03] Địa chỉ: 214 Nguyễn Thị Thập, Phường Tân Phú, Quận 7, TP. Hồ Chí Minh
[04] Điện thoại: 0918 336 742

II. THÔNG TIN NGƯỜI NỘP THUẾ
[05] Họ và tên: TRẦN THỊ THU HÀ
[06] Mã số thuế: 8012345678
[08] Cá nhân cư trú: [X]
[10] Số CCCD: 082184005678

III. THÔNG TIN THUẾ THU NHẬP CÁ NHÂN KHẤU TRỪ
[12] Khoản thu nhập: Tiền công dịch vụ ghi sổ kế toán (hợp đồng dịch vụ, không ký HĐLĐ)
[13] Thời điểm trả thu nhập: từ tháng 01 đến tháng 12 năm 2024
[14] Tổng thu nhập chịu thuế phải khấu trừ: 12.000.000
[19] Số thuế thu nhập cá nhân đã khấu trừ (10%): 1.200.000

Ngày 10 tháng 01 năm 2025
CÁ NHÂN TRẢ THU NHẬP
(Ký điện tử) Phan Thị Hồng Nhung
"""

F["Thue TNCN/2024/Bang tinh thue TNCN 2024.xlsx"] = xlsx_bytes(
    {
        "Quyet toan 2024": [
            ["BẢNG TÍNH THUẾ TNCN NĂM 2024 - TRẦN THỊ THU HÀ (MST 8012345678)"],
            ["(Hà tự tính trước khi làm tờ khai 02/QTT-TNCN trên thuedientu)"],
            [],
            ["Khoản", "Số tiền", "Ghi chú"],
            [
                "TNCT - Sao Phương Nam (lương + thưởng)",
                314_000_000,
                "chờ chứng từ khấu trừ của công ty (T2/2025)",
            ],
            ["TNCT - Tiệm vải Hồng Nhung (làm sổ)", 12_000_000, "đã khấu trừ 10%"],
            ["Tổng thu nhập chịu thuế", 326_000_000, ""],
            ["Giảm trừ bản thân (11tr x 12)", 132_000_000, ""],
            ["Giảm trừ NPT: Bảo An, Minh Huy (4,4tr x 12 x 2)", 105_600_000, ""],
            ["Bảo hiểm bắt buộc", 25_200_000, "BHXH+BHYT+BHTN 10,5%"],
            ["Tổng giảm trừ", 262_800_000, ""],
            ["Thu nhập tính thuế", 63_200_000, ""],
            ["Thuế phải nộp (biểu lũy tiến năm)", 3_320_000, "60tr x 5% + 3,2tr x 10%"],
            ["Đã khấu trừ - Sao Phương Nam", 2_280_000, "ước tính theo phiếu lương"],
            ["Đã khấu trừ - Hồng Nhung", 1_200_000, ""],
            ["Nộp thừa / đề nghị hoàn", 160_000, "hoàn vào TK VCB 0071002345678"],
            [],
            ["Hạn nộp tờ khai tự quyết toán: 30/04/2025"],
        ]
    }
)

# ---------------------------------------------------------------------------
# Gốm Mộc - việc bán gốm của anh Khoa (Hà làm sổ sách)
# ---------------------------------------------------------------------------

HAT_NAU = {
    "nguoi": "Trương Gia Bảo",
    "ten": "CÔNG TY TNHH HẠT NÂU COFFEE",
    "mst": "0316789012",
    "dc": "27 Trần Quang Diệu, Phường 14, Quận 3, TP. Hồ Chí Minh",
}
DOI_THONG = {
    "nguoi": "Lê Thị Ngọc Bích",
    "ten": "HỘ KINH DOANH HOMESTAY ĐỒI THÔNG",
    "mst": "5800123456",
    "dc": "36/2 Khe Sanh, Phường 10, TP. Đà Lạt, Tỉnh Lâm Đồng",
}
HUONG_QUE = {
    "nguoi": "Đặng Văn Tài",
    "ten": "CÔNG TY TNHH ẨM THỰC HƯƠNG QUÊ",
    "mst": "0315432109",
    "dc": "112 Nguyễn Thị Thập, Phường Tân Phú, Quận 7, TP. Hồ Chí Minh",
}
MOCHI = {
    "nguoi": "Hoàng Thị Ánh Tuyết",
    "ten": "HỘ KINH DOANH TIỆM BÁNH MOCHI HOUSE",
    "mst": "8456123789",
    "dc": "9 Đường số 17, Phường Tân Thuận Tây, Quận 7, TP. Hồ Chí Minh",
}
TRA_CUU_BAN = "https://hoadondientu.gdt.gov.vn (hoặc https://gommoc.meinvoice.vn)"

F["Gom Moc/Hoa don ban ra/2024/HD 00000021 - Hat Nau Coffee.txt"] = hoa_don(
    gtgt=None,
    ky_hieu="2C24TGM",
    so="00000021",
    ngay=dt.date(2024, 9, 9),
    ban=gom_moc_ban(),
    mua=HAT_NAU,
    hang=[
        ("Cốc latte gốm men trắng sữa 250ml", "Cái", 60, 110_000),
        ("Đĩa lót cốc gốm Ø14cm", "Cái", 60, 45_000),
    ],
    ma_cqt="00A2F3C19B7D4E5A8C6B0D1E2F3A4B5C6D",
    tra_cuu=TRA_CUU_BAN,
)
F["Gom Moc/Hoa don ban ra/2024/HD 00000028 - Homestay Doi Thong.txt"] = hoa_don(
    gtgt=None,
    ky_hieu="2C24TGM",
    so="00000028",
    ngay=dt.date(2024, 10, 18),
    ban=gom_moc_ban(),
    mua=DOI_THONG,
    hang=[
        ("Chén cơm gốm men lam Ø11cm", "Cái", 40, 65_000),
        ("Đĩa gốm vẽ tay hoa dã quỳ Ø24cm", "Cái", 40, 180_000),
        ("Bình hoa gốm men nâu cao 30cm", "Cái", 10, 450_000),
    ],
    ma_cqt="00B7E1D24C9A3F6B2E8D5C4A1B0F9E8D7C",
    tra_cuu=TRA_CUU_BAN,
)
F["Gom Moc/Hoa don ban ra/2024/HD 00000033 - Nha hang Huong Que.txt"] = hoa_don(
    gtgt=None,
    ky_hieu="2C24TGM",
    so="00000033",
    ngay=dt.date(2024, 11, 22),
    ban=gom_moc_ban(),
    mua=HUONG_QUE,
    hang=[
        ("Chén cơm gốm men lam Ø11cm", "Cái", 100, 65_000),
        ("Đĩa gốm men tro Ø24cm", "Cái", 50, 180_000),
        ("Tô gốm men tro Ø18cm", "Cái", 30, 150_000),
    ],
    ma_cqt="00C4D8A1F2E3B5C6D7E8F9A0B1C2D3E4F5",
    tra_cuu=TRA_CUU_BAN,
)
F["Gom Moc/Hoa don ban ra/2024/Bao gia qua Tet 2025 - Hat Nau.docx"] = docx_bytes(
    [
        "GỐM MỘC - Gốm thủ công Lái Thiêu",
        "45/12 Đường Bình Chuẩn 31, P. Bình Chuẩn, TP. Thuận An, Bình Dương - ĐT/Zalo: 0908 214 367",
        "Shopee: shopee.vn/gommoc.official - Etsy: etsy.com/shop/GomMocCeramics",
        ("h", "BẢNG BÁO GIÁ", 1),
        "Số: BG-2411-05                                  Ngày 05 tháng 11 năm 2024",
        "Kính gửi: CÔNG TY TNHH HẠT NÂU COFFEE - Anh Trương Gia Bảo (Phòng Mua hàng)",
        "Gốm Mộc xin gửi anh báo giá bộ quà tặng Tết Ất Tỵ 2025 theo yêu cầu ngày 01/11/2024 như sau:",
        (
            "b",
            [
                ["STT", "Sản phẩm", "Quy cách", "Số lượng", "Đơn giá (đ)", "Thành tiền (đ)"],
                [
                    "1",
                    "Bộ ấm chén men tro 'Xuân Ất Tỵ'",
                    "1 ấm 450ml + 6 chén, hộp giấy kraft in logo",
                    "50",
                    "850.000",
                    "42.500.000",
                ],
                [
                    "2",
                    "Khắc logo Hạt Nâu dưới đáy ấm",
                    "Khắc tay trước khi nung",
                    "50",
                    "40.000",
                    "2.000.000",
                ],
                ["", "Cộng", "", "", "", "44.500.000"],
            ],
        ),
        "- Giá trên chưa gồm phí vận chuyển nội thành (miễn phí cho đơn giao 1 lần tại Q.3).",
        "- Hộ kinh doanh Gốm Mộc xuất hóa đơn bán hàng (không có thuế GTGT khấu trừ).",
        "- Thời gian giao hàng: 20 ngày kể từ khi xác nhận đơn và nhận đặt cọc 30%. Dự kiến giao trước 10/01/2025.",
        "- Báo giá có hiệu lực đến hết ngày 20/11/2024.",
        "Thanh toán: chuyển khoản STK 0281000123456 - Vietcombank CN Bình Dương - NGUYEN MINH KHOA.",
        "Trân trọng,",
        "Nguyễn Minh Khoa - Chủ hộ kinh doanh Gốm Mộc",
    ]
)

F["Gom Moc/Hoa don ban ra/2025/HD 00000002 - Hat Nau Coffee.txt"] = hoa_don(
    gtgt=None,
    ky_hieu="2C25TGM",
    so="00000002",
    ngay=dt.date(2025, 1, 10),
    ban=gom_moc_ban(),
    mua=HAT_NAU,
    hang=[
        ("Bộ ấm chén men tro 'Xuân Ất Tỵ' (1 ấm + 6 chén, hộp kraft)", "Bộ", 50, 850_000),
        ("Khắc logo khách hàng dưới đáy ấm", "Cái", 50, 40_000),
    ],
    ma_cqt="00D1A2B3C4D5E6F7A8B9C0D1E2F3A4B5C6",
    tra_cuu=TRA_CUU_BAN,
)
F["Gom Moc/Hoa don ban ra/2025/HD 00000004 - Mochi House.txt"] = hoa_don(
    gtgt=None,
    ky_hieu="2C25TGM",
    so="00000004",
    ngay=dt.date(2025, 2, 14),
    ban=gom_moc_ban(),
    mua=MOCHI,
    hang=[
        ("Đĩa bánh gốm men hồng phấn Ø18cm", "Cái", 30, 120_000),
        ("Tách trà kèm đĩa lót men trắng", "Bộ", 24, 150_000),
    ],
    ma_cqt="00E5F6A7B8C9D0E1F2A3B4C5D6E7F8A9B0",
    tra_cuu=TRA_CUU_BAN,
    thanh_toan="Tiền mặt/Chuyển khoản",
)
F["Gom Moc/Hoa don ban ra/2025/HD 00000006 - Homestay Doi Thong.txt"] = hoa_don(
    gtgt=None,
    ky_hieu="2C25TGM",
    so="00000006",
    ngay=dt.date(2025, 3, 11),
    ban=gom_moc_ban(),
    mua=DOI_THONG,
    hang=[
        ("Cốc gốm men xanh rêu 300ml (logo Đồi Thông)", "Cái", 30, 120_000),
        ("Bình hoa gốm men nâu cao 20cm", "Cái", 8, 320_000),
    ],
    ma_cqt="00F9E8D7C6B5A4F3E2D1C0B9A8F7E6D5C4",
    tra_cuu=TRA_CUU_BAN,
)
F["Gom Moc/Hoa don ban ra/2025/De nghi thanh toan - Huong Que T3-2025.docx"] = docx_bytes(
    [
        "HỘ KINH DOANH GỐM MỘC",
        "MST: 8034567812 - 45/12 Đường Bình Chuẩn 31, P. Bình Chuẩn, TP. Thuận An, Bình Dương",
        ("h", "GIẤY ĐỀ NGHỊ THANH TOÁN", 1),
        "Bình Dương, ngày 28 tháng 03 năm 2025",
        "Kính gửi: CÔNG TY TNHH ẨM THỰC HƯƠNG QUÊ - Phòng Kế toán",
        "Địa chỉ: 112 Nguyễn Thị Thập, Phường Tân Phú, Quận 7, TP. Hồ Chí Minh",
        "Căn cứ đơn đặt hàng ngày 03/03/2025 của Nhà hàng Hương Quê (chi nhánh mới Quận 2) và biên bản giao nhận "
        "hàng ngày 25/03/2025, Gốm Mộc đề nghị Quý công ty thanh toán số tiền sau:",
        (
            "b",
            [
                ["STT", "Nội dung", "Số lượng", "Đơn giá", "Thành tiền"],
                ["1", "Chén cơm gốm men lam Ø11cm", "120", "65.000", "7.800.000"],
                ["2", "Đĩa gốm men tro Ø24cm", "60", "180.000", "10.800.000"],
                ["3", "Tô gốm men tro Ø18cm", "40", "150.000", "6.000.000"],
                ["", "Tổng cộng", "", "", "24.600.000"],
            ],
        ),
        "Bằng chữ: Hai mươi bốn triệu sáu trăm nghìn đồng.",
        "Kèm theo: Hóa đơn bán hàng số 00000007, ký hiệu 2C25TGM, ngày 25/03/2025.",
        "Thông tin chuyển khoản: NGUYEN MINH KHOA - STK 0281000123456 - Vietcombank CN Bình Dương. "
        "Nội dung: HUONG QUE TT HD 0000007.",
        "Hạn thanh toán: trước ngày 10/04/2025 (theo thỏa thuận công nợ 15 ngày).",
        "Người đề nghị",
        "Nguyễn Minh Khoa",
    ]
)

# Hóa đơn mua vào: nhà cung cấp xuất cho Gốm Mộc
DAT_SET = {
    "ten": "CÔNG TY TNHH ĐẤT SÉT TÂN PHƯỚC KHÁNH",
    "mst": "3702345678",
    "dc": "88 Đường ĐT743, Phường Tân Phước Khánh, TP. Tân Uyên, Tỉnh Bình Dương",
    "dt": "0274 3658 412",
    "ky": "CÔNG TY TNHH ĐẤT SÉT TÂN PHƯỚC KHÁNH",
}
MEN_MAU = {
    "ten": "CÔNG TY TNHH MEN MÀU SÔNG BÉ",
    "mst": "3701987654",
    "dc": "15 Đường Cách Mạng Tháng Tám, Phường Lái Thiêu, TP. Thuận An, Tỉnh Bình Dương",
    "dt": "0274 3755 209",
    "ky": "CÔNG TY TNHH MEN MÀU SÔNG BÉ",
}
CARTON = {
    "ten": "CÔNG TY CỔ PHẦN BAO BÌ HƯNG THỊNH",
    "mst": "3702556677",
    "dc": "Lô C7, KCN Việt Hương, Phường Thuận Giao, TP. Thuận An, Tỉnh Bình Dương",
    "dt": "0274 3721 880",
    "ky": "CÔNG TY CỔ PHẦN BAO BÌ HƯNG THỊNH",
}
GAS = {
    "ten": "HỘ KINH DOANH CỬA HÀNG GAS HƯNG PHÁT",
    "mst": "8345671209",
    "dc": "302 Đường Bình Chuẩn 62, Phường Bình Chuẩn, TP. Thuận An, Tỉnh Bình Dương",
    "dt": "0913 775 604",
    "ky": "VÕ VĂN HƯNG",
}

F["Gom Moc/Hoa don mua vao/2024/HD dat set Tan Phuoc Khanh 09-2024.txt"] = hoa_don(
    gtgt=8,
    ky_hieu="1C24TTP",
    so="00001523",
    ngay=dt.date(2024, 9, 12),
    ban=DAT_SET,
    mua=GOM_MOC_MUA,
    hang=[
        ("Đất sét trắng luyện sẵn (bao 25kg)", "Bao", 20, 180_000),
        ("Đất sét đỏ Lái Thiêu luyện sẵn (bao 25kg)", "Bao", 10, 150_000),
    ],
    ma_cqt="001A9B8C7D6E5F4A3B2C1D0E9F8A7B6C5D",
    tra_cuu="https://datsettpk.vnpt-invoice.com.vn",
    thanh_toan="TM/CK",
)
F["Gom Moc/Hoa don mua vao/2024/HD men mau Song Be 10-2024.txt"] = hoa_don(
    gtgt=8,
    ky_hieu="1C24TMM",
    so="00000876",
    ngay=dt.date(2024, 10, 7),
    ban=MEN_MAU,
    mua=GOM_MOC_MUA,
    hang=[
        ("Men tro trấu pha sẵn (thùng 5kg)", "Thùng", 4, 420_000),
        ("Men lam cobalt (gói 1kg)", "Gói", 2, 690_000),
        ("Oxit sắt đỏ Fe2O3 (gói 1kg)", "Gói", 2, 95_000),
    ],
    ma_cqt="002B8C7D6E5F4A3B2C1D0E9F8A7B6C5D4E",
    tra_cuu="https://menmausongbe.easyinvoice.vn",
)
F["Gom Moc/Hoa don mua vao/2024/HD thung carton Hung Thinh 11-2024.txt"] = hoa_don(
    gtgt=8,
    ky_hieu="1C24THT",
    so="00004410",
    ngay=dt.date(2024, 11, 19),
    ban=CARTON,
    mua=GOM_MOC_MUA,
    hang=[
        ("Thùng carton 5 lớp 30x30x30cm", "Cái", 200, 9_500),
        ("Thùng carton 5 lớp 40x30x20cm", "Cái", 150, 8_800),
        ("Xốp hơi gói hàng khổ 1,5m x 100m", "Cuộn", 4, 320_000),
    ],
    ma_cqt="003C7D6E5F4A3B2C1D0E9F8A7B6C5D4E3F",
    tra_cuu="https://baobihungthinh.vn/tracuu",
)
F["Gom Moc/Hoa don mua vao/2024/GHN doi soat T12-2024.txt"] = """\
CÔNG TY CỔ PHẦN DỊCH VỤ GIAO HÀNG NHANH (GHN)
Tòa nhà Ladeco, 266 Đội Cấn, Ba Đình, Hà Nội - Hotline: 1900 636677

BẢNG ĐỐI SOÁT PHÍ DỊCH VỤ & TIỀN THU HỘ (COD)
Kỳ đối soát: 01/12/2024 - 31/12/2024
Mã khách hàng (shop): 3145209 - GOM MOC
Chủ shop: Nguyễn Minh Khoa - ĐT: 0908 214 367
Kho lấy hàng: 45/12 Bình Chuẩn 31, Thuận An, Bình Dương

Tổng số đơn giao thành công:          86
Tổng số đơn hoàn:                      2
Tổng tiền thu hộ (COD):       28.450.000 đ
Phí vận chuyển:                3.254.000 đ
Phí khai giá (bảo hiểm hàng dễ vỡ): 412.000 đ
Phí hoàn hàng:                    48.000 đ
Tổng phí dịch vụ:              3.714.000 đ
Số tiền GHN chuyển trả shop:  24.736.000 đ

Đã chuyển khoản vào TK 0281000123456 (Vietcombank) các ngày 09/12, 16/12, 23/12, 30/12/2024.
Hóa đơn GTGT cho phí dịch vụ tháng 12/2024 sẽ được xuất trước ngày 10/01/2025.

Ngày lập: 02/01/2025
"""

F["Gom Moc/Hoa don mua vao/2025/HD dat set Tan Phuoc Khanh 01-2025.txt"] = hoa_don(
    gtgt=8,
    ky_hieu="1C25TTP",
    so="00000094",
    ngay=dt.date(2025, 1, 16),
    ban=DAT_SET,
    mua=GOM_MOC_MUA,
    hang=[
        ("Đất sét trắng luyện sẵn (bao 25kg)", "Bao", 30, 185_000),
        ("Đất sét đỏ Lái Thiêu luyện sẵn (bao 25kg)", "Bao", 10, 155_000),
    ],
    ma_cqt="004D6E5F4A3B2C1D0E9F8A7B6C5D4E3F2A",
    tra_cuu="https://datsettpk.vnpt-invoice.com.vn",
    thanh_toan="TM/CK",
)
F["Gom Moc/Hoa don mua vao/2025/HD gas lo nung 02-2025.txt"] = hoa_don(
    gtgt=None,
    ky_hieu="2C25THP",
    so="00000152",
    ngay=dt.date(2025, 2, 20),
    ban=GAS,
    mua=GOM_MOC_MUA,
    hang=[("Gas công nghiệp bình 45kg (giao tận xưởng)", "Bình", 3, 1_650_000)],
    ma_cqt="005E5F4A3B2C1D0E9F8A7B6C5D4E3F2A1B",
    tra_cuu="https://hoadondientu.gdt.gov.vn",
    thanh_toan="Tiền mặt",
)
F["Gom Moc/Hoa don mua vao/2025/GHN doi soat T02-2025.txt"] = """\
CÔNG TY CỔ PHẦN DỊCH VỤ GIAO HÀNG NHANH (GHN)
Tòa nhà Ladeco, 266 Đội Cấn, Ba Đình, Hà Nội - Hotline: 1900 636677

BẢNG ĐỐI SOÁT PHÍ DỊCH VỤ & TIỀN THU HỘ (COD)
Kỳ đối soát: 01/02/2025 - 28/02/2025
Mã khách hàng (shop): 3145209 - GOM MOC
Chủ shop: Nguyễn Minh Khoa - ĐT: 0908 214 367
Kho lấy hàng: 45/12 Bình Chuẩn 31, Thuận An, Bình Dương

Tổng số đơn giao thành công:          41
Tổng số đơn hoàn:                      1
Tổng tiền thu hộ (COD):       12.870.000 đ
Phí vận chuyển:                1.583.000 đ
Phí khai giá (bảo hiểm hàng dễ vỡ): 196.000 đ
Phí hoàn hàng:                    26.000 đ
Tổng phí dịch vụ:              1.805.000 đ
Số tiền GHN chuyển trả shop:  11.065.000 đ

Ghi chú: tháng 2 ít đơn do nghỉ Tết Ất Tỵ (GHN ngừng lấy hàng 25/01 - 02/02/2025).
Ngày lập: 03/03/2025
"""
F["Gom Moc/Hoa don mua vao/2025/HD thung carton Hung Thinh 03-2025.txt"] = hoa_don(
    gtgt=8,
    ky_hieu="1C25THT",
    so="00000611",
    ngay=dt.date(2025, 3, 6),
    ban=CARTON,
    mua=GOM_MOC_MUA,
    hang=[
        ("Thùng carton 5 lớp 30x30x30cm", "Cái", 150, 9_500),
        ("Vách ngăn carton cho bộ ấm chén", "Bộ", 100, 4_200),
        ("Xốp hơi gói hàng khổ 1,5m x 100m", "Cuộn", 3, 320_000),
    ],
    ma_cqt="006F4A3B2C1D0E9F8A7B6C5D4E3F2A1B0C",
    tra_cuu="https://baobihungthinh.vn/tracuu",
)

F["Gom Moc/Etsy - Shopee/Etsy deposit 2025-01.txt"] = """\
From: Etsy <transaction@etsy.com>
Subject: Your Etsy deposit is on its way

Hi Khoa,

We've sent a deposit of US$612.40 to your Payoneer account ending in 4417.
It should arrive within 3-5 business days.

Shop: GomMocCeramics
Deposit date: January 27, 2025
Deposit schedule: Monthly

Summary (January 1 - January 26, 2025)
  Sales (9 orders)                        US$838.00
  Shipping charged to buyers              US$214.50
  Transaction fees (6.5%)                 -US$68.41
  Payment processing fees                 -US$41.19
  Listing fees (renewals)                  -US$6.00
  Etsy Ads                                -US$25.00
  Postage labels                         -US$299.50
  ---------------------------------------------------
  Deposit                                 US$612.40

Top items this period:
  - Handmade ash-glaze teapot set, Vietnamese Lai Thieu stoneware (x3)
  - Blue cobalt rice bowls, set of 4 (x4)
  - Brown speckled bud vase 20cm (x2)

View your payment account: https://www.etsy.com/your/account/payments

Etsy, Inc. | 117 Adams Street, Brooklyn, NY 11201
"""

F["Gom Moc/Etsy - Shopee/Etsy deposit 2025-02.txt"] = """\
From: Etsy <transaction@etsy.com>
Subject: Your Etsy deposit is on its way

Hi Khoa,

We've sent a deposit of US$389.75 to your Payoneer account ending in 4417.
It should arrive within 3-5 business days.

Shop: GomMocCeramics
Deposit date: February 24, 2025
Deposit schedule: Monthly

Summary (January 27 - February 23, 2025)
  Sales (6 orders)                        US$540.00
  Shipping charged to buyers              US$148.00
  Transaction fees (6.5%)                 -US$44.72
  Payment processing fees                 -US$26.53
  Listing fees (renewals)                  -US$3.00
  Etsy Ads                                -US$20.00
  Postage labels                         -US$204.00
  ---------------------------------------------------
  Deposit                                 US$389.75

Note: one order (#3561204877, "Ash-glaze cups set of 6") was refunded on Feb 11, 2025
after the buyer reported a cracked cup in transit.

View your payment account: https://www.etsy.com/your/account/payments

Etsy, Inc. | 117 Adams Street, Brooklyn, NY 11201
"""

_SHOPEE_HEAD = [
    "Mã đơn hàng",
    "Ngày đặt hàng",
    "Ngày tiền được giải phóng",
    "Sản phẩm",
    "Giá sản phẩm (đ)",
    "Phí cố định (đ)",
    "Phí dịch vụ (đ)",
    "Phí thanh toán (đ)",
    "Tổng tiền người bán nhận (đ)",
]


def _shopee(thang: int, nam: int, don: list[tuple[str, int, str, int]]) -> bytes:
    rows: list[list] = [
        ["BÁO CÁO THU NHẬP - Shopee Việt Nam"],
        ["Shop: gommoc.official (Gốm Mộc)", "", "Người bán: Nguyễn Minh Khoa"],
        [f"Kỳ: 01/{thang:02d}/{nam} - hết tháng {thang:02d}/{nam}"],
        [],
        _SHOPEE_HEAD,
    ]
    tong = 0
    for ma, ngay, sp, gia in don:
        co_dinh = round(gia * 0.04)
        dich_vu = round(gia * 0.03)
        thanh_toan = round(gia * 0.05)
        nhan = gia - co_dinh - dich_vu - thanh_toan
        tong += nhan
        d = dt.date(nam, thang, ngay)
        giai_phong = d + dt.timedelta(days=7)
        rows.append(
            [
                ma,
                d.strftime("%d/%m/%Y"),
                giai_phong.strftime("%d/%m/%Y"),
                sp,
                gia,
                co_dinh,
                dich_vu,
                thanh_toan,
                nhan,
            ]
        )
    rows.append([])
    rows.append(
        ["Tổng tiền đã giải phóng về tài khoản ngân hàng", "", "", "", "", "", "", "", tong]
    )
    return xlsx_bytes({"Income": rows})


F["Gom Moc/Etsy - Shopee/Shopee thu nhap T01-2025.xlsx"] = _shopee(
    1,
    2025,
    [
        ("250103K7QW2N8A", 3, "Bộ ấm chén men tro 1 ấm 6 chén", 890_000),
        ("250105M2PX9RTB", 5, "Cốc gốm men rạn 300ml (2 cái)", 240_000),
        ("250109H4TY6UVC", 9, "Chén cơm men lam set 4", 280_000),
        ("250112B8NQ3WXD", 12, "Bình hoa gốm nâu 20cm", 320_000),
        ("250114C1RZ5KLE", 14, "Bộ ấm chén men tro 1 ấm 6 chén", 890_000),
        ("250118D6VM7PQF", 18, "Đĩa vẽ tay hoa dã quỳ 24cm", 180_000),
        ("250120E3LS8JHG", 20, "Set quà Tết: 2 cốc + hộp", 390_000),
    ],
)
F["Gom Moc/Etsy - Shopee/Shopee thu nhap T02-2025.xlsx"] = _shopee(
    2,
    2025,
    [
        ("250207F9KD2MWH", 7, "Cốc gốm men rạn 300ml (2 cái)", 240_000),
        ("250211G5PA4NXJ", 11, "Chén cơm men lam set 4", 280_000),
        ("250216J2QB6RYK", 16, "Bình hoa gốm nâu 20cm", 320_000),
        ("250222K8TC1SZL", 22, "Đĩa bánh men hồng 18cm (set 2)", 250_000),
    ],
)

F["Gom Moc/Thue ho kinh doanh/To khai 01-CNKD quy 4-2024.txt"] = """\
Mẫu số: 01/CNKD
(Ban hành kèm theo Thông tư số 40/2021/TT-BTC ngày 01/6/2021 của Bộ trưởng Bộ Tài chính)

TỜ KHAI THUẾ ĐỐI VỚI HỘ KINH DOANH, CÁ NHÂN KINH DOANH
[01] Kỳ tính thuế: Quý 4 năm 2024 (từ tháng 10/2024 đến tháng 12/2024)
[02] Lần đầu: [X]
[04] Người nộp thuế: HỘ KINH DOANH GỐM MỘC - Chủ hộ: NGUYỄN MINH KHOA
[05] Mã số thuế: 8034567812
[06] Ngành nghề kinh doanh: Sản xuất và bán lẻ sản phẩm gốm sứ thủ công (kể cả bán qua sàn TMĐT)
[08] Địa chỉ kinh doanh: 45/12 Đường Bình Chuẩn 31, P. Bình Chuẩn, TP. Thuận An, Bình Dương
[17] Phương pháp tính thuế: Kê khai

B. XÁC ĐỊNH NGHĨA VỤ THUẾ GTGT, THUẾ TNCN
Nhóm ngành nghề: Phân phối, cung cấp hàng hóa (tỷ lệ GTGT 1%, TNCN 0,5%)
  Doanh thu phát sinh trong kỳ (gồm bán trực tiếp, Shopee, Etsy)
                                                   [28]   68.400.000
  Thuế GTGT (1%)                                   [29]      684.000
  Thuế TNCN (0,5%)                                 [30]      342.000
  Tổng số thuế phải nộp                                    1.026.000

Tôi cam đoan số liệu khai trên là đúng và chịu trách nhiệm trước pháp luật về những số liệu đã khai.
Thuận An, ngày 25 tháng 01 năm 2025
NGƯỜI NỘP THUẾ (ký điện tử): Nguyễn Minh Khoa
(Người khai hộ: Trần Thị Thu Hà - kế toán)
"""

F["Gom Moc/Thue ho kinh doanh/Giay nop tien thue quy 4-2024.txt"] = """\
Mẫu số: C1-02/NS
GIẤY NỘP TIỀN VÀO NGÂN SÁCH NHÀ NƯỚC
(Nộp thuế điện tử qua eTax Mobile)

Người nộp thuế: HỘ KINH DOANH GỐM MỘC (NGUYỄN MINH KHOA)
Mã số thuế: 8034567812
Địa chỉ: 45/12 Đường Bình Chuẩn 31, P. Bình Chuẩn, TP. Thuận An, Bình Dương
Người nộp thay: Trần Thị Thu Hà
Đề nghị NH/KBNN: Vietcombank trích TK số 0281000123456 để nộp NSNN
Nộp vào KBNN: Kho bạc Nhà nước Thuận An - Tỉnh Bình Dương
Cơ quan quản lý thu: Chi cục Thuế khu vực Thuận An

STT | Nội dung các khoản nộp NSNN | Kỳ thuế | Tiểu mục | Số tiền
1 | Thuế GTGT hộ kinh doanh | Q4/2024 | 1701 | 684.000
2 | Thuế TNCN từ kinh doanh | Q4/2024 | 1003 | 342.000
Tổng cộng: 1.026.000 đồng
Bằng chữ: Một triệu không trăm hai mươi sáu nghìn đồng.

Ngày nộp: 27/01/2025 - Mã tham chiếu: 84015001250127012345
Trạng thái: Nộp thuế thành công
"""

# ---------------------------------------------------------------------------
# Học tập của hai con (theo năm học, tháng 9 -> tháng 5)
# ---------------------------------------------------------------------------

_BA = "Hoc tap cac con/Bao An"
_MH = "Hoc tap cac con/Minh Huy"

F[f"{_BA}/2023-2024 lop 9/Thong bao cac khoan thu HK2 - 9A2.txt"] = """\
UBND QUẬN 7
TRƯỜNG THCS NGUYỄN THỊ THẬP

THÔNG BÁO
Các khoản thu học kỳ II - Năm học 2023-2024

Kính gửi: Quý Phụ huynh học sinh lớp 9A2

Nhà trường thông báo các khoản thu học kỳ II (từ tháng 01/2024 đến tháng 5/2024) như sau:

1. Tiền tổ chức học 2 buổi/ngày: 200.000 đ/tháng x 5 tháng = 1.000.000 đ
2. Tiền dạy tăng cường ôn thi tuyển sinh lớp 10 (Toán, Văn, Anh): 450.000 đ
3. Tiền nước uống, vệ sinh: 20.000 đ/tháng x 5 tháng = 100.000 đ
4. Tiền sổ liên lạc điện tử, học bạ số: 50.000 đ
Tổng cộng: 1.600.000 đ

Học sinh: NGUYỄN BẢO AN - Lớp 9A2
Hình thức nộp: chuyển khoản qua ứng dụng SSC/ngân hàng theo mã học sinh 7903012345, hạn chót 31/01/2024.
Phụ huynh có khó khăn vui lòng liên hệ GVCN cô Lưu Thị Phương Thảo (0937 204 815).

Quận 7, ngày 08 tháng 01 năm 2024
HIỆU TRƯỞNG
(đã ký)
Phạm Thanh Hùng
"""

F[f"{_BA}/2023-2024 lop 9/Ket qua thi tuyen sinh lop 10 nam 2024.txt"] = """\
SỞ GIÁO DỤC VÀ ĐÀO TẠO THÀNH PHỐ HỒ CHÍ MINH
KỲ THI TUYỂN SINH LỚP 10 TRUNG HỌC PHỔ THÔNG
NĂM HỌC 2024-2025

PHIẾU BÁO ĐIỂM (tra cứu trực tuyến ngày 28/06/2024)

Họ và tên thí sinh: NGUYỄN BẢO AN
Ngày sinh: 21/10/2009          Giới tính: Nữ
Số báo danh: 120345
Học sinh trường: THCS Nguyễn Thị Thập - Quận 7
Hội đồng thi: Trường THPT Tân Phong

Điểm thi:
  Ngữ văn:     7,75
  Toán:        8,25
  Ngoại ngữ (Tiếng Anh): 9,00
  Tổng điểm 3 môn: 25,00

Nguyện vọng đã đăng ký:
  NV1: Trường THPT Tân Phong (Quận 7) - điểm chuẩn dự kiến 22,75 -> TRÚNG TUYỂN
  NV2: Trường THPT Ngô Quyền (Quận 7)
  NV3: Trường THPT Phước Kiển (Nhà Bè)

Ghi chú của Hà: nhập học từ 10/07 đến 15/07/2024, nhớ mang bản chính học bạ THCS + giấy khai sinh.
"""

F[f"{_BA}/2023-2024 lop 9/Hoc ba lop 9 - ket qua ca nam.txt"] = """\
TRƯỜNG THCS NGUYỄN THỊ THẬP - QUẬN 7
KẾT QUẢ HỌC TẬP VÀ RÈN LUYỆN CẢ NĂM - NĂM HỌC 2023-2024
(Trích học bạ số)

Họ và tên: Nguyễn Bảo An        Lớp: 9A2        Mã học sinh: 7903012345

Môn học / hoạt động giáo dục         HKI    HKII   Cả năm
Toán                                  8,4    8,9    8,7
Ngữ văn                               7,6    8,0    7,9
Tiếng Anh                             9,2    9,4    9,3
Khoa học tự nhiên                     8,1    8,5    8,4
Lịch sử và Địa lí                     8,8    8,6    8,7
Giáo dục công dân                     9,0    9,3    9,2
Công nghệ                             8,5    8,7    8,6
Tin học                               9,1    9,0    9,0
Giáo dục thể chất                     Đạt    Đạt    Đạt
Nghệ thuật                            Đạt    Đạt    Đạt
Hoạt động trải nghiệm, hướng nghiệp   Đạt    Đạt    Đạt

Kết quả học tập cả năm: Tốt
Kết quả rèn luyện cả năm: Tốt
Danh hiệu: Học sinh Xuất sắc
Được xét công nhận tốt nghiệp THCS: Đã tốt nghiệp (Quyết định ngày 31/05/2024)

Nhận xét của GVCN: Em chăm chỉ, có tinh thần tự học tốt, tích cực trong câu lạc bộ tiếng Anh của trường.
Quận 7, ngày 24 tháng 5 năm 2024
"""

F[f"{_BA}/2024-2025 lop 10/Giay bao nhap hoc - THPT Tan Phong.txt"] = """\
SỞ GIÁO DỤC VÀ ĐÀO TẠO TP. HỒ CHÍ MINH
TRƯỜNG THPT TÂN PHONG

GIẤY BÁO NHẬP HỌC LỚP 10
Năm học 2024-2025

Trường THPT Tân Phong thông báo:
Học sinh: NGUYỄN BẢO AN          Ngày sinh: 21/10/2009
Số báo danh kỳ thi tuyển sinh: 120345      Tổng điểm xét tuyển: 25,00
đã trúng tuyển vào lớp 10 của trường năm học 2024-2025.

Thời gian nộp hồ sơ nhập học: từ 7g30 ngày 10/07/2024 đến 16g00 ngày 15/07/2024, tại phòng Giáo vụ.
Hồ sơ gồm:
  - Đơn xin nhập học (theo mẫu của trường)
  - Học bạ THCS bản chính
  - Bản sao giấy khai sinh hợp lệ
  - Giấy chứng nhận tốt nghiệp THCS tạm thời
  - Phiếu đăng ký nhóm môn học lựa chọn và chuyên đề học tập
Học sinh tựu trường ngày 26/08/2024; khai giảng năm học mới ngày 05/09/2024.

Quận 7, ngày 08 tháng 7 năm 2024
HIỆU TRƯỞNG
(đã ký, đóng dấu)
Nguyễn Hoàng Sơn
"""

F[f"{_BA}/2024-2025 lop 10/Thoi khoa bieu HK1 lop 10A3.txt"] = """\
TRƯỜNG THPT TÂN PHONG - THỜI KHÓA BIỂU HỌC KỲ I (áp dụng từ 09/09/2024)
Lớp 10A3 - GVCN: thầy Võ Minh Trí (Toán) - Phòng học: B204
Nhóm môn lựa chọn: Vật lí - Hóa học - Sinh học - Tin học

Tiết | Thứ 2         | Thứ 3        | Thứ 4        | Thứ 5        | Thứ 6        | Thứ 7
1    | Chào cờ       | Toán         | Ngữ văn      | Hóa học      | Tiếng Anh    | Vật lí
2    | Toán          | Toán         | Ngữ văn      | Hóa học      | Tiếng Anh    | Sinh học
3    | Ngữ văn       | Vật lí       | Tiếng Anh    | Toán         | Tin học      | Sinh hoạt lớp
4    | Lịch sử       | Sinh học     | GDQP-AN      | Toán         | Tin học      |
5    | Tiếng Anh     | HĐTN-HN      | Thể dục      | Ngữ văn      | Lịch sử      |
Chiều: Thứ 3 và Thứ 5 học tăng cường Toán - Anh (14g00-16g15).

Ghi chú: Thứ 7 học sinh mặc áo đồng phục thể dục.
"""

F[f"{_BA}/2024-2025 lop 10/Cac khoan thu HK1 2024-2025.txt"] = """\
TRƯỜNG THPT TÂN PHONG
THÔNG BÁO CÁC KHOẢN THU HỌC KỲ I - NĂM HỌC 2024-2025
(Theo Nghị quyết của HĐND TP. Hồ Chí Minh và hướng dẫn của Sở GD&ĐT)

Học sinh: Nguyễn Bảo An          Lớp: 10A3          Mã HS: 7910045671

1. Học phí (4 tháng: 9, 10, 11, 12): 300.000 đ/tháng                 1.200.000 đ
2. Tổ chức dạy học 2 buổi/ngày: 250.000 đ/tháng x 4 tháng             1.000.000 đ
3. Bảo hiểm y tế học sinh (12 tháng, 01/01/2025 - 31/12/2025)           884.520 đ
4. Đồng phục (2 áo sơ mi, 1 quần/váy, 1 bộ thể dục)                     620.000 đ
5. Sổ liên lạc điện tử, học bạ số                                         80.000 đ
TỔNG CỘNG                                                           3.784.520 đ

Hạn nộp: 30/09/2024. Nộp qua ứng dụng ngân hàng, quét mã QR trên thông báo hoặc tại phòng Tài vụ.
Ngày 16 tháng 9 năm 2024
KẾ TOÁN                            HIỆU TRƯỞNG
Bùi Thị Hoa                        Nguyễn Hoàng Sơn
"""

F[f"{_BA}/2024-2025 lop 10/Phieu dang ky nhom mon lua chon lop 10.docx"] = docx_bytes(
    [
        "SỞ GD&ĐT TP. HỒ CHÍ MINH - TRƯỜNG THPT TÂN PHONG",
        ("h", "PHIẾU ĐĂNG KÝ NHÓM MÔN HỌC LỰA CHỌN VÀ CHUYÊN ĐỀ HỌC TẬP", 1),
        "Năm học 2024-2025 (Chương trình GDPT 2018)",
        "Họ và tên học sinh: Nguyễn Bảo An            Ngày sinh: 21/10/2009",
        "Trúng tuyển lớp 10 năm học 2024-2025 - Số báo danh: 120345",
        "Học sinh đánh số thứ tự ưu tiên (1, 2, 3) vào các tổ hợp dưới đây:",
        (
            "b",
            [
                ["Tổ hợp", "Môn lựa chọn", "Chuyên đề học tập", "Thứ tự ưu tiên"],
                ["A1", "Vật lí, Hóa học, Sinh học, Tin học", "Toán, Vật lí, Hóa học", "1"],
                ["A2", "Vật lí, Hóa học, Tin học, Công nghệ", "Toán, Vật lí, Tin học", "2"],
                [
                    "C1",
                    "Địa lí, GD Kinh tế và Pháp luật, Vật lí, Hóa học",
                    "Ngữ văn, Lịch sử, Địa lí",
                    "",
                ],
                [
                    "D1",
                    "Địa lí, GD Kinh tế và Pháp luật, Tin học, Công nghệ",
                    "Toán, Ngữ văn, Tiếng Anh",
                    "3",
                ],
            ],
        ),
        "Nguyện vọng nghề nghiệp: Y dược / Công nghệ sinh học.",
        "Ngày 12 tháng 07 năm 2024",
        "Chữ ký của phụ huynh: Trần Thị Thu Hà            Chữ ký của học sinh: Nguyễn Bảo An",
    ]
)


def _tien_an(thang: int, nam: int, ngay_hoc: int, ngay_tb: str, han: str, ghi_chu: str) -> str:
    an = 38_000 * ngay_hoc
    tong = an + 150_000 + 20_000 + 30_000
    return f"""\
UBND QUẬN 7
TRƯỜNG TIỂU HỌC NGUYỄN VĂN HƯỞNG

THÔNG BÁO THU TIỀN THÁNG {thang:02d}/{nam}
(Học sinh bán trú)

Họ tên học sinh: NGUYỄN MINH HUY
Lớp: {"3/4" if (nam, thang) >= (2024, 9) else "2/4"}         Mã học sinh: 7902116543

1. Tiền ăn bán trú: {ngay_hoc} ngày x 38.000 đ           = {tien(an)} đ
2. Tiền phục vụ bán trú                           = 150.000 đ
3. Tiền nước uống                                 =  20.000 đ
4. Tiền vệ sinh bán trú                           =  30.000 đ
TỔNG CỘNG                                         = {tien(tong)} đ
(Bằng chữ: {doc_so(tong)})

{ghi_chu}
Hạn nộp: {han}. Phụ huynh chuyển khoản theo mã QR in trên thông báo hoặc qua ứng dụng SSC - K12Online.
Nội dung chuyển khoản: MA HS 7902116543 NGUYEN MINH HUY T{thang:02d}

Quận 7, ngày {ngay_tb}
KẾ TOÁN NHÀ TRƯỜNG
Phan Thị Ngọc Mai
"""


F[f"{_MH}/2023-2024 lop 2/Tien an ban tru thang 03-2024.txt"] = _tien_an(
    3, 2024, 21, "01 tháng 03 năm 2024", "10/03/2024", "Tháng 3 có 21 ngày học."
)
F[f"{_MH}/2023-2024 lop 2/Giay khen cuoi nam 2023-2024.txt"] = """\
UBND QUẬN 7
TRƯỜNG TIỂU HỌC NGUYỄN VĂN HƯỞNG

GIẤY KHEN

HIỆU TRƯỞNG TRƯỜNG TIỂU HỌC NGUYỄN VĂN HƯỞNG
KHEN TẶNG

Em: NGUYỄN MINH HUY
Học sinh lớp: 2/4

Đã hoàn thành xuất sắc nội dung học tập và rèn luyện
Năm học 2023 - 2024

Quận 7, ngày 24 tháng 5 năm 2024
HIỆU TRƯỞNG
(đã ký, đóng dấu)
Trịnh Thị Kim Oanh

Số vào sổ: 214/GK-TH
"""
F[f"{_MH}/2023-2024 lop 2/Danh gia cuoi nam lop 2.txt"] = """\
BẢNG TỔNG HỢP KẾT QUẢ ĐÁNH GIÁ GIÁO DỤC CUỐI NĂM HỌC 2023-2024
Trường Tiểu học Nguyễn Văn Hưởng - Lớp 2/4 - GVCN: cô Đoàn Thị Bích Ngọc

Học sinh: Nguyễn Minh Huy          Ngày sinh: 07/06/2016

Môn học và HĐGD      Mức đạt được    Điểm KTĐK cuối năm
Tiếng Việt           Hoàn thành tốt  9
Toán                 Hoàn thành tốt  10
Đạo đức              Hoàn thành tốt
Tự nhiên và Xã hội   Hoàn thành tốt
Giáo dục thể chất    Hoàn thành
Nghệ thuật (Âm nhạc, Mĩ thuật)  Hoàn thành tốt
Hoạt động trải nghiệm Hoàn thành tốt
Tiếng Anh (tự chọn)  Hoàn thành tốt  9

Phẩm chất chủ yếu: Yêu nước - Tốt; Nhân ái - Tốt; Chăm chỉ - Đạt; Trung thực - Tốt; Trách nhiệm - Đạt
Năng lực cốt lõi: Tự chủ và tự học - Đạt; Giao tiếp và hợp tác - Tốt; Giải quyết vấn đề - Tốt

Đánh giá kết quả giáo dục: Hoàn thành xuất sắc
Nhận xét: Huy nhanh nhẹn, tính toán giỏi; cần luyện chữ viết cẩn thận hơn và chú ý giữ gìn sách vở.
Lên lớp: 3
"""

F[f"{_MH}/2024-2025 lop 3/Danh sach lop 3-4 va GVCN.txt"] = """\
Tin nhắn từ nhóm Zalo "PHHS lớp 3/4 - NH 2024-2025" (cô Trâm gửi ngày 24/08/2024)

Chào quý phụ huynh lớp 3/4,
Cô là Hồ Ngọc Bảo Trâm, GVCN lớp 3/4 năm học 2024-2025 (SĐT/Zalo 0939 117 482).
Lớp có 38 học sinh, học tại phòng A.105, tầng trệt dãy A.

Lịch đầu năm:
- Thứ Hai 26/08/2024, 7g00: học sinh tựu trường, nhận lớp, nhận sách giáo khoa.
- Thứ Năm 05/09/2024, 6g45: Lễ khai giảng năm học mới (mặc đồng phục trắng, quàng khăn đỏ).
- Thứ Bảy 14/09/2024, 8g00: họp phụ huynh đầu năm tại lớp.

Danh sách lớp (trích): ... 14. Lê Gia Hân - 15. Nguyễn Minh Huy - 16. Nguyễn Đức Huy - 17. Trần Khôi Nguyên ...
(Lớp có 2 bạn tên Huy nên cô sẽ gọi "Minh Huy" và "Đức Huy".)

Phụ huynh nhớ bọc bìa sách, dán nhãn tên cho con và đăng ký bán trú trước ngày 30/08.
Cảm ơn quý phụ huynh!
"""
F[f"{_MH}/2024-2025 lop 3/Tien an ban tru thang 10-2024.txt"] = _tien_an(
    10, 2024, 23, "01 tháng 10 năm 2024", "10/10/2024", "Tháng 10 có 23 ngày học."
)
F[f"{_MH}/2024-2025 lop 3/Tien an ban tru thang 01-2025.txt"] = _tien_an(
    1,
    2025,
    15,
    "02 tháng 01 năm 2025",
    "10/01/2025",
    "Tháng 01 học sinh nghỉ Tết Ất Tỵ từ 25/01/2025 đến hết 02/02/2025, nên chỉ tính 15 ngày học.",
)
F[f"{_MH}/2024-2025 lop 3/Nhan xet giua HK1.txt"] = """\
TRƯỜNG TIỂU HỌC NGUYỄN VĂN HƯỞNG
PHIẾU NHẬN XÉT GIỮA HỌC KỲ I - NĂM HỌC 2024-2025

Học sinh: Nguyễn Minh Huy         Lớp: 3/4
GVCN: Hồ Ngọc Bảo Trâm

Tiếng Việt: Đọc lưu loát, hiểu nội dung bài; viết đoạn văn ngắn còn thiếu ý. Điểm KTĐK giữa kỳ: 8.
Toán: Thực hiện tốt phép nhân, chia trong bảng; giải toán có lời văn tốt. Điểm KTĐK giữa kỳ: 10.
Tiếng Anh: Phát âm tốt, mạnh dạn giao tiếp. Điểm: 9.
Tin học: Biết sử dụng chuột, bàn phím; làm quen phần mềm vẽ.

Phẩm chất, năng lực: Em lễ phép, hòa đồng với bạn bè. Còn hay nói chuyện riêng trong giờ học.
Đề nghị gia đình: nhắc con đọc thêm sách mỗi tối 15 phút, tập viết đoạn văn tả đồ vật.

Ngày 08 tháng 11 năm 2024
Giáo viên chủ nhiệm
Hồ Ngọc Bảo Trâm

Chữ ký phụ huynh: (Hà đã ký)
"""

F["Hoc tap cac con/Hoc them/ILA bien lai - Minh Huy khoa Jan-Mar 2025.txt"] = """\
ILA VIETNAM - ILA Phú Mỹ Hưng Centre
Số 1 Đường Nguyễn Lương Bằng, Phường Tân Phú, Quận 7, TP. Hồ Chí Minh
Hotline: 1900 636 929

BIÊN LAI THU TIỀN / OFFICIAL RECEIPT
Số / No.: RC2412-03356
Ngày / Date: 20/12/2024

Học viên / Student: NGUYEN MINH HUY          Mã HV / Student ID: PMH-216789
Người nộp / Payer: Trần Thị Thu Hà
Chương trình / Programme: ILA Primary - Level Movers 2 (Tue-Thu 17:30-19:00)
Khóa học / Term: 06/01/2025 - 29/03/2025 (24 buổi / sessions)

Học phí / Tuition fee:                        9.840.000 VND
Ưu đãi học viên cũ / Returning student (-5%):  -492.000 VND
Tài liệu / Materials (Movers 2 book + app):     650.000 VND
TỔNG / TOTAL:                                 9.998.000 VND
Hình thức / Method: Thẻ Visa **** 4821

Học phí đã đóng không hoàn lại, được bảo lưu tối đa 1 khóa theo quy định của ILA.
Thu ngân / Cashier: Nguyễn Thị Mỹ Linh
"""
F["Hoc tap cac con/Hoc them/Hoc boi he 2024 - hai dua.txt"] = """\
TRUNG TÂM THỂ DỤC THỂ THAO QUẬN 7 - HỒ BƠI TÂN QUY
Địa chỉ: 15 Đường số 41, Phường Tân Quy, Quận 7

PHIẾU THU - LỚP BƠI HÈ 2024
Số phiếu: HB24-0672       Ngày thu: 01/06/2024

1. Nguyễn Minh Huy (8 tuổi) - Lớp bơi ếch cơ bản - ca 7g30-8g30, thứ 2-4-6
   Học phí: 12 buổi, cam kết biết bơi 25m          1.200.000 đ
2. Nguyễn Bảo An (14 tuổi) - Lớp bơi sải nâng cao - ca 17g00-18g00, thứ 3-5-7
   Học phí: 12 buổi                                 1.000.000 đ
Thẻ vào hồ (2 thẻ x 3 tháng)                          300.000 đ
TỔNG CỘNG:                                          2.500.000 đ
(Hai triệu năm trăm nghìn đồng)

Khai giảng: 10/06/2024. Mang theo kính bơi, nón bơi, khăn tắm.
Người nộp tiền: Trần Thị Thu Hà          Người thu tiền: Lý Thanh Tùng
"""
F["Hoc tap cac con/Hoc them/Bao An - luyen IELTS - bien lai T9-2024.txt"] = """\
TRUNG TÂM ANH NGỮ SUNRISE ACADEMY
Chi nhánh Nguyễn Thị Thập: 357 Nguyễn Thị Thập, Phường Tân Phong, Quận 7
ĐT: 028 3775 1199 - www.sunriseacademy.edu.vn

BIÊN NHẬN HỌC PHÍ
Số: SA-Q7-24090158          Ngày: 14/09/2024

Họ tên học viên: Nguyễn Bảo An       Ngày sinh: 21/10/2009
Khóa học: IELTS Foundation (mục tiêu 6.0) - Lớp IF-2409-B
Lịch học: Tối thứ 2 & thứ 6, 18g30-20g30 - Khai giảng: 23/09/2024 - Bế giảng: 13/01/2025 (32 buổi)
Giáo viên: Mr. Daniel Hughes & cô Quách Thùy Dương

Học phí niêm yết:        12.800.000 đ
Giảm 10% (đóng sớm):     -1.280.000 đ
Giáo trình:                 450.000 đ
Thành tiền:              11.970.000 đ
Đã thanh toán: chuyển khoản Vietcombank ngày 14/09/2024

Học viên được kiểm tra đầu ra miễn phí và học lại miễn phí 1 lần nếu không đạt mục tiêu (chuyên cần trên 90%).
Người nhận: Tư vấn viên Trịnh Bảo Ngọc
"""

# ---------------------------------------------------------------------------
# Sức khỏe - hồ sơ ông bà nội ở Đà Lạt (cùng họ Nguyễn: nhìn TÊN)
# ---------------------------------------------------------------------------

F["Suc khoe/Ong noi Phuc/Giay ra vien 08-2023.txt"] = """\
SỞ Y TẾ LÂM ĐỒNG
BỆNH VIỆN ĐA KHOA TỈNH LÂM ĐỒNG
Số lưu trữ: 23.08.11476                      MS: 01/BV-01
Mã Y tế: 68230145872

GIẤY RA VIỆN

- Họ tên người bệnh: NGUYỄN VĂN PHÚC        Tuổi: 73        Nam/Nữ: Nam
- Dân tộc: Kinh          Nghề nghiệp: Hưu trí
- Mã số BHXH/Thẻ BHYT: HT3686820413579
- Địa chỉ: 12 Hoàng Hoa Thám, Phường 10, TP. Đà Lạt, Tỉnh Lâm Đồng
- Vào viện lúc: 21 giờ 15 phút, ngày 04/08/2023
- Ra viện lúc: 09 giờ 30 phút, ngày 11/08/2023
- Khoa: Nội tổng hợp

- Chẩn đoán: Viêm phổi cộng đồng (J18.9); Tăng huyết áp vô căn (I10); Đái tháo đường type 2 (E11)
- Phương pháp điều trị: Kháng sinh đường tĩnh mạch 5 ngày, chuyển đường uống; kiểm soát huyết áp, đường huyết.
- Ghi chú: Tái khám sau 2 tuần tại Phòng khám Nội tiết. Uống thuốc đều, kiêng đường, ăn nhạt.
  Đo huyết áp mỗi sáng, ghi vào sổ.

Ngày 11 tháng 08 năm 2023
Trưởng khoa                     Giám đốc bệnh viện
(đã ký)                         KT. Giám đốc - Phó Giám đốc
BSCKII. Trần Đình Quang         (đã ký, đóng dấu)

Người nhà đón về: Nguyễn Minh Khoa (con trai) - ĐT 0908 214 367
"""

F["Suc khoe/Ong noi Phuc/Theo doi huyet ap ong Phuc.xlsx"] = xlsx_bytes(
    {
        "2025": [
            ["Theo dõi huyết áp - đường huyết ÔNG PHÚC (Nguyễn Văn Phúc, 1950)"],
            [
                "Bà Lan đo buổi sáng rồi nhắn Zalo, Hà ghi lại. Mục tiêu HA < 140/90, ĐH lúc đói < 7,0"
            ],
            [],
            [
                "Ngày",
                "HA tâm thu",
                "HA tâm trương",
                "Mạch",
                "Đường huyết lúc đói (mmol/L)",
                "Ghi chú",
            ],
            ["03/01/2025", 138, 84, 76, 7.2, ""],
            ["10/01/2025", 142, 88, 78, 7.6, "ăn bánh mứt"],
            ["17/01/2025", 135, 82, 74, 6.9, ""],
            ["24/01/2025", 146, 90, 80, 7.8, "đi chợ Tết mệt"],
            ["31/01/2025", 150, 92, 82, 8.1, "mùng 3 Tết, ăn nhiều bánh tét"],
            ["07/02/2025", 140, 86, 77, 7.3, ""],
            ["14/02/2025", 134, 80, 72, 6.8, ""],
            ["21/02/2025", 132, 80, 73, 6.7, ""],
            ["28/02/2025", 136, 83, 75, 7.0, ""],
            ["07/03/2025", 138, 85, 76, 7.1, "đi khám lại 13/03"],
        ],
        "2024": [
            [
                "Ngày",
                "HA tâm thu",
                "HA tâm trương",
                "Mạch",
                "Đường huyết lúc đói (mmol/L)",
                "Ghi chú",
            ],
            ["06/12/2024", 144, 88, 79, 7.5, ""],
            ["13/12/2024", 139, 85, 77, 7.2, ""],
            ["20/12/2024", 141, 86, 76, 7.4, "trời lạnh"],
            ["27/12/2024", 137, 84, 75, 7.0, ""],
        ],
    }
)

F["Suc khoe/Ong noi Phuc/Don thuoc 11-2024.txt"] = """\
BỆNH VIỆN ĐA KHOA TỈNH LÂM ĐỒNG
Phòng khám Nội tiết - Đái tháo đường
4 Phạm Ngọc Thạch, Phường 6, TP. Đà Lạt

ĐƠN THUỐC (BHYT)                 Số: 2411-NT-08812
Mã đơn thuốc quốc gia: 68001a8c9d2e-c

Họ tên: NGUYỄN VĂN PHÚC           Năm sinh: 1950       Giới tính: Nam
Thẻ BHYT: HT3686820413579
Địa chỉ: 12 Hoàng Hoa Thám, Phường 10, TP. Đà Lạt
Chẩn đoán: E11 - Đái tháo đường type 2; I10 - Tăng huyết áp

Thuốc điều trị:
1. Metformin 850mg                     Số lượng: 60 viên
   Uống: sáng 1 viên, tối 1 viên, sau ăn
2. Gliclazide MR 30mg (Diamicron MR)   Số lượng: 30 viên
   Uống: sáng 1 viên trước ăn sáng 30 phút
3. Amlodipine 5mg                      Số lượng: 30 viên
   Uống: sáng 1 viên
4. Losartan 50mg                       Số lượng: 30 viên
   Uống: tối 1 viên

Lời dặn: Tái khám sau 30 ngày hoặc khi có bất thường (chóng mặt, hạ đường huyết).
Kiêng ngọt, hạn chế muối, đi bộ nhẹ 30 phút/ngày.

Ngày 14 tháng 11 năm 2024
Bác sĩ khám bệnh
BS. Nguyễn Thị Hải Yến
"""

F["Suc khoe/Ong noi Phuc/The BHYT ong Phuc.txt"] = """\
BẢO HIỂM XÃ HỘI VIỆT NAM
THẺ BẢO HIỂM Y TẾ

Mã số: HT3686820413579
Họ và tên: NGUYỄN VĂN PHÚC
Ngày sinh: 19/05/1950          Giới tính: Nam
Địa chỉ: 12 Hoàng Hoa Thám, Phường 10, TP. Đà Lạt, Tỉnh Lâm Đồng
Nơi đăng ký KCB ban đầu: Bệnh viện Đa khoa tỉnh Lâm Đồng (68-001)
Giá trị sử dụng: từ 01/01/2025 đến 31/12/2025
Thời điểm đủ 5 năm liên tục: 01/01/2011
Đối tượng: Người hưởng lương hưu (HT3) - mức hưởng 95%

(Hà chụp lại từ thẻ giấy của ông để đi khám ở SG khi cần.)
"""

F["Suc khoe/Ba noi Lan/Kham mat BV Mat TPHCM 03-2024.txt"] = """\
BỆNH VIỆN MẮT THÀNH PHỐ HỒ CHÍ MINH
280 Điện Biên Phủ, Phường Võ Thị Sáu, Quận 3, TP. Hồ Chí Minh

PHIẾU KẾT QUẢ KHÁM MẮT
Mã BN: 24031857       Ngày khám: 18/03/2024

Họ tên: NGUYỄN THỊ LAN       Năm sinh: 1954       Nữ
Địa chỉ: 12 Hoàng Hoa Thám, Phường 10, TP. Đà Lạt, Lâm Đồng
Đối tượng: BHYT - chuyển tuyến (Giấy chuyển tuyến số 145/GCT từ BVĐK tỉnh Lâm Đồng)

Thị lực không kính:  MP (mắt phải): ĐNT 1m     MT (mắt trái): 3/10
Nhãn áp:             MP: 16 mmHg                MT: 15 mmHg
Sinh hiển vi: Thể thủy tinh đục nhân độ 3 (MP), đục nhân độ 2 (MT).
Đáy mắt: MP khó soi do đục; MT võng mạc bình thường.

Chẩn đoán: Đục thủy tinh thể tuổi già cả hai mắt (H25.1), MP nặng hơn.
Hướng điều trị: Phẫu thuật Phaco đặt thủy tinh thể nhân tạo mắt phải. Hẹn mổ 08/05/2024.
Xét nghiệm tiền phẫu: công thức máu, đường huyết, điện tâm đồ - làm ngày 07/05/2024.

Bác sĩ khám: ThS.BS. Lâm Quang Vũ
Người nhà: Trần Thị Thu Hà (con dâu) - 0903 558 214
"""

F["Suc khoe/Ba noi Lan/Giay ra vien mo mat phai 05-2024.txt"] = """\
BỆNH VIỆN MẮT THÀNH PHỐ HỒ CHÍ MINH
Khoa Glôcôm - Đục thủy tinh thể
Số lưu trữ: 24.05.03312

GIẤY RA VIỆN

Họ tên người bệnh: NGUYỄN THỊ LAN        Tuổi: 70        Nữ
Thẻ BHYT: HT3686820413580
Địa chỉ: 12 Hoàng Hoa Thám, Phường 10, TP. Đà Lạt, Lâm Đồng
Vào viện: 07 giờ 00, ngày 08/05/2024
Ra viện: 16 giờ 00, ngày 09/05/2024

Chẩn đoán: Đục thủy tinh thể tuổi già mắt phải (H25.1)
Phương pháp điều trị: Phẫu thuật Phaco + đặt IOL mềm đơn tiêu (Alcon AcrySof IQ) mắt phải ngày 08/05/2024.
Thị lực ra viện: MP 7/10 (không kính).

Lời dặn:
- Nhỏ Tobradex 4 lần/ngày x 2 tuần, Systane Ultra 4 lần/ngày.
- Đeo kính bảo vệ, không dụi mắt, không cúi gội đầu trong 2 tuần.
- Tái khám: 16/05/2024 và 08/06/2024. Mắt trái theo dõi, hẹn đánh giá mổ sau 6-12 tháng.

Ngày 09 tháng 05 năm 2024
KT. GIÁM ĐỐC
(đã ký, đóng dấu)
"""

F["Suc khoe/Ba noi Lan/Don thuoc 12-2024.txt"] = """\
PHÒNG KHÁM ĐA KHOA HOÀN MỸ ĐÀ LẠT
Khu Quy hoạch Mimosa, Đường Phạm Ngọc Thạch, Phường 6, TP. Đà Lạt

ĐƠN THUỐC                       Số: PK-2412-11290

Họ tên: NGUYỄN THỊ LAN          Năm sinh: 1954       Nữ
Địa chỉ: 12 Hoàng Hoa Thám, Phường 10, TP. Đà Lạt
Chẩn đoán: M81 - Loãng xương sau mãn kinh; M17 - Thoái hóa khớp gối hai bên

1. Alendronate 70mg (Fosamax Plus)       04 viên
   Uống 1 viên/tuần vào sáng Chủ nhật, lúc đói, với 1 ly nước đầy, ngồi thẳng 30 phút
2. Calcium carbonate + Vitamin D3 (Caltrate) 60 viên
   Uống sáng 1 viên, chiều 1 viên sau ăn
3. Glucosamine sulfate 1500mg            30 gói
   Uống 1 gói/ngày sau ăn sáng
4. Paracetamol 500mg                     20 viên
   Uống khi đau, cách nhau ít nhất 6 giờ, tối đa 4 viên/ngày

Lời dặn: Tái khám sau 1 tháng. Tập đạp xe tại chỗ nhẹ, tránh leo dốc nhiều.
Ngày 20 tháng 12 năm 2024
Bác sĩ: BSCKI. Hồ Đức Thắng
"""

F["Suc khoe/Ba noi Lan/The BHYT ba Lan.txt"] = """\
BẢO HIỂM XÃ HỘI VIỆT NAM
THẺ BẢO HIỂM Y TẾ

Mã số: HT3686820413580
Họ và tên: NGUYỄN THỊ LAN
Ngày sinh: 02/09/1954          Giới tính: Nữ
Địa chỉ: 12 Hoàng Hoa Thám, Phường 10, TP. Đà Lạt, Tỉnh Lâm Đồng
Nơi đăng ký KCB ban đầu: Bệnh viện Đa khoa tỉnh Lâm Đồng (68-001)
Giá trị sử dụng: từ 01/01/2025 đến 31/12/2025
Thời điểm đủ 5 năm liên tục: 01/01/2014
Đối tượng: Người hưởng lương hưu (HT3) - giáo viên tiểu học nghỉ hưu

(Bản chụp - thẻ gốc bà giữ.)
"""

F["Suc khoe/Ca nha/So tiem chung - Minh Huy.txt"] = """\
SỔ TIÊM CHỦNG (trích từ ứng dụng VNVC và sổ tiêm chủng cá nhân)

Họ tên trẻ: NGUYỄN MINH HUY        Ngày sinh: 07/06/2016      Nam
Cha: Nguyễn Minh Khoa - Mẹ: Trần Thị Thu Hà - ĐT: 0903 558 214

Ngày tiêm    | Vắc xin                                | Mũi | Nơi tiêm
09/06/2016   | Viêm gan B sơ sinh                     | 1   | BV Từ Dũ
15/08/2016   | 6 trong 1 (Hexaxim)                    | 1   | VNVC Quận 7
15/10/2016   | 6 trong 1 (Hexaxim)                    | 2   | VNVC Quận 7
15/12/2016   | 6 trong 1 (Hexaxim)                    | 3   | VNVC Quận 7
10/06/2017   | Sởi - Quai bị - Rubella (MMR II)        | 1   | VNVC Quận 7
12/07/2017   | Viêm não Nhật Bản (Imojev)             | 1   | VNVC Quận 7
20/06/2021   | Sởi - Quai bị - Rubella (MMR II)        | 2   | VNVC Quận 7
18/11/2022   | Cúm (Vaxigrip Tetra)                   | -   | VNVC Quận 7
04/12/2023   | Cúm (Vaxigrip Tetra)                   | -   | VNVC Quận 7
09/11/2024   | Cúm (Vaxigrip Tetra)                   | -   | VNVC Quận 7

Nhắc lịch: Sốt xuất huyết (Qdenga) mũi 1 - hẹn tháng 06/2025 khi Huy đủ 9 tuổi.
"""

F["Suc khoe/Ca nha/Kham suc khoe dinh ky 2024 - Ha.txt"] = """\
PHÒNG KHÁM ĐA KHOA QUỐC TẾ VIỆT HÀN
Khám sức khỏe định kỳ doanh nghiệp - Hợp đồng: Cty TNHH Giao nhận Vận tải Sao Phương Nam

KẾT QUẢ KHÁM SỨC KHỎE ĐỊNH KỲ NĂM 2024
Ngày khám: 19/10/2024

Họ tên: TRẦN THỊ THU HÀ      Năm sinh: 1984      Nữ      Mã NV: SPN-0217
Chiều cao: 156 cm   Cân nặng: 54 kg   BMI: 22,2   Huyết áp: 118/76 mmHg   Mạch: 72 l/p

Nội khoa: bình thường.   Mắt: cận thị 2 mắt -2,25D (có kính).   Răng hàm mặt: cao răng độ 1.
Xét nghiệm máu: Glucose 5,1 mmol/L; Cholesterol toàn phần 5,6 mmol/L (hơi cao); Triglycerid 1,4 mmol/L;
  AST 22 U/L; ALT 19 U/L; Creatinin 64 µmol/L; HBsAg âm tính.
Siêu âm bụng tổng quát: gan nhiễm mỡ độ 1. Siêu âm tuyến giáp: nhân giáp thùy phải 4mm (TIRADS 2).
Siêu âm vú: bình thường. Pap smear: bình thường.

Kết luận: Đủ sức khỏe làm việc - Phân loại sức khỏe: Loại II.
Đề nghị: hạn chế mỡ động vật, tập thể dục; siêu âm tuyến giáp kiểm tra lại sau 12 tháng.
Bác sĩ kết luận: BS. Kim Seo-yeon (김서연) / BS. Ngô Phương Thảo
"""

F["Suc khoe/Ca nha/Nieng rang Bao An - ke hoach dieu tri.txt"] = """\
NHA KHOA SMILE CARE - CHI NHÁNH PHÚ MỸ HƯNG
S11-1 Sky Garden 1, Đường Phạm Văn Nghị, Phường Tân Phong, Quận 7

KẾ HOẠCH ĐIỀU TRỊ CHỈNH NHA
Ngày lập: 16/03/2024

Bệnh nhân: NGUYỄN BẢO AN        Ngày sinh: 21/10/2009       Nữ
Phụ huynh: Trần Thị Thu Hà - 0903 558 214

Chẩn đoán: Sai khớp cắn loại I, chen chúc răng cửa hàm dưới, răng nanh hàm trên mọc lệch ngoài.
Phương án: Mắc cài sứ tự buộc (Damon Clear), không nhổ răng. Thời gian dự kiến: 20-24 tháng.

Chi phí:
  Chụp phim, lấy dấu, lập kế hoạch:      1.000.000 đ
  Mắc cài sứ tự buộc 2 hàm:             38.000.000 đ
  Hàm duy trì sau niềng:                  2.500.000 đ
  Tổng:                                 41.500.000 đ
Thanh toán: đợt 1 (gắn mắc cài 23/03/2024): 15.000.000 đ; còn lại trả góp 0% mỗi tháng 1.500.000 đ x 17 tháng.

Lịch siết răng: mỗi 4-6 tuần. Lần kế tiếp ghi trên app SmileCare.
Bác sĩ điều trị: ThS.BS. Huỳnh Gia Khánh
"""

# ---------------------------------------------------------------------------
# Nhà cửa, xe, ngân hàng
# ---------------------------------------------------------------------------

F["Nha cua/Chung cu/Hop dong mua ban can ho A-12.05 (trich).txt"] = """\
HỢP ĐỒNG MUA BÁN CĂN HỘ CHUNG CƯ
Số: 0418/2015/HĐMB-AK

(TRÍCH - Hà gõ lại các điều chính, bản gốc để trong bìa hồ sơ màu xanh ở tủ sách)

Bên bán: CÔNG TY CỔ PHẦN ĐỊA ỐC AN KHANG - MST 0304556789
Bên mua: Ông NGUYỄN MINH KHOA (CMND 250512347) và Bà TRẦN THỊ THU HÀ (CMND 311784562)

Điều 2. Đặc điểm căn hộ
- Căn hộ số A-12.05, tầng 12, Block A, Chung cư An Khang Residence, 168 Đường số 9, P. Tân Phong, Q.7
- Diện tích sử dụng (thông thủy): 78,6 m2; 2 phòng ngủ, 2 vệ sinh
- Mục đích sử dụng: để ở

Điều 3. Giá bán và phương thức thanh toán
- Giá bán (đã gồm VAT, chưa gồm 2% phí bảo trì): 2.436.600.000 đồng
- Phí bảo trì 2%: 44.302.000 đồng
- Thanh toán 6 đợt theo tiến độ; đợt cuối 5% khi nhận Giấy chứng nhận.
  Phần vay: Vietcombank CN Nam Sài Gòn cho vay 1.400.000.000 đồng, thời hạn 15 năm
  (Hợp đồng tín dụng số 0146/2015/HĐTD-VCB.NSG).

Điều 8. Thời hạn bàn giao: Quý IV/2016. (Thực tế nhận nhà ngày 20/12/2016.)
Điều 11. Bảo hành: 60 tháng kể từ ngày bàn giao đối với kết cấu chính.

Ký ngày 28 tháng 4 năm 2015 tại TP. Hồ Chí Minh.
Giấy chứng nhận quyền sử dụng đất, quyền sở hữu nhà ở: số CS 04521 cấp ngày 12/09/2019.
"""


def _phi_ql(quy: str, ky: str, ngay: str, han: str, dien_nuoc_chung: str, ghi_chu: str) -> str:
    return f"""\
BAN QUẢN LÝ TÒA NHÀ AN KHANG RESIDENCE
Văn phòng: Tầng trệt Block B - 168 Đường số 9, P. Tân Phong, Q.7 - Hotline: 0888 168 009

THÔNG BÁO PHÍ QUẢN LÝ VÀ DỊCH VỤ {quy}
Kỳ thu: {ky}

Kính gửi: Cư dân căn hộ A-12.05 - Chủ hộ: Ông Nguyễn Minh Khoa

1. Phí quản lý vận hành: 78,6 m2 x 12.500 đ/m2/tháng x 3 tháng = 2.947.500 đ
2. Phí gửi xe máy: 2 xe x 120.000 đ/tháng x 3 tháng              =   720.000 đ
3. Phí gửi xe đạp: 1 xe x 30.000 đ/tháng x 3 tháng                =    90.000 đ
4. {dien_nuoc_chung}
TỔNG CỘNG: xem từng dòng ở trên - thanh toán trước {han}

Thanh toán: chuyển khoản TK 1903 5566 7788 019 - Techcombank - Ban Quản trị Nhà chung cư An Khang Residence,
nội dung: A-12.05 {quy}. Hoặc nộp tiền mặt tại văn phòng BQL (8g00-17g00, từ thứ Hai đến thứ Bảy).

{ghi_chu}

TP. Hồ Chí Minh, ngày {ngay}
TRƯỞNG BAN QUẢN LÝ
Đinh Công Thành
"""


F["Nha cua/Chung cu/Thong bao phi quan ly Q4-2024.txt"] = _phi_ql(
    "QUÝ IV/2024",
    "tháng 10, 11, 12 năm 2024",
    "01 tháng 10 năm 2024",
    "ngày 15/10/2024",
    "Phí vệ sinh hồ bơi, cảnh quan (theo nghị quyết hội nghị nhà chung cư 2024): 150.000 đ",
    "Lưu ý: Ngày 19/10/2024 tòa nhà cúp nước từ 8g00 đến 14g00 để vệ sinh bể nước ngầm Block A.",
)
F["Nha cua/Chung cu/Thong bao phi quan ly Q1-2025.txt"] = _phi_ql(
    "QUÝ I/2025",
    "tháng 01, 02, 03 năm 2025",
    "02 tháng 01 năm 2025",
    "ngày 15/01/2025",
    "Đóng góp trang trí Tết Ất Tỵ khu sảnh (tự nguyện): 100.000 đ",
    "Văn phòng BQL nghỉ Tết từ 27/01/2025 đến hết 02/02/2025. Bảo vệ, kỹ thuật trực 24/24 (hotline ở trên).",
)

F["Nha cua/Dien nuoc internet/EVN T01-2025.txt"] = tien_dien(
    "01/2025", "08/12/2024", "07/01/2025", 18244, 18601, "22/01/2025", "09/01/2025"
)
F["Nha cua/Dien nuoc internet/EVN T02-2025.txt"] = tien_dien(
    "02/2025", "08/01/2025", "07/02/2025", 18601, 18912, "22/02/2025", "10/02/2025"
)
F["Nha cua/Dien nuoc internet/EVN T03-2025.txt"] = tien_dien(
    "03/2025", "08/02/2025", "07/03/2025", 18912, 19310, "22/03/2025", "10/03/2025"
)


def _nuoc(ky: str, tu: str, den: str, cu: int, moi: int, ngay: str) -> str:
    m3 = moi - cu
    dm1, dm2 = 16, 8  # 4 người: 4 m3 và 2 m3 mỗi người
    b1 = min(m3, dm1)
    b2 = min(max(m3 - dm1, 0), dm2)
    b3 = max(m3 - dm1 - dm2, 0)
    tien_nuoc = b1 * 6_700 + b2 * 12_900 + b3 * 14_400
    thue = round(tien_nuoc * 0.05)
    thoat_nuoc = round(tien_nuoc * 0.20)
    vat_tn = round(thoat_nuoc * 0.08)
    tong = tien_nuoc + thue + thoat_nuoc + vat_tn
    return f"""\
CÔNG TY CỔ PHẦN CẤP NƯỚC NHÀ BÈ
(Đơn vị thành viên Tổng Công ty Cấp nước Sài Gòn - SAWACO)
Tổng đài: 1900 6489

HÓA ĐƠN TIỀN NƯỚC - Kỳ {ky}
Từ ngày {tu} đến ngày {den}

Danh bộ: 1371 0524 819        Mã khách hàng: NB0152-4819
Khách hàng: NGUYỄN MINH KHOA
Địa chỉ: A-12.05 Chung cư An Khang Residence, 168 Đường số 9, P. Tân Phong, Q.7
Định mức: 4 nhân khẩu - Giá biểu: Hộ gia đình

Chỉ số cũ: {cu}     Chỉ số mới: {moi}     Tiêu thụ: {m3} m3

Trong định mức (đến 4 m3/người):   {b1} m3 x 6.700   = {tien(b1 * 6_700)}
Từ trên 4 đến 6 m3/người:          {b2} m3 x 12.900  = {tien(b2 * 12_900)}
Trên 6 m3/người:                   {b3} m3 x 14.400  = {tien(b3 * 14_400)}
Tiền nước:                                         {tien(tien_nuoc)}
Thuế GTGT (5%):                                    {tien(thue)}
Giá dịch vụ thoát nước (20%):                      {tien(thoat_nuoc)}
Thuế GTGT dịch vụ thoát nước (8%):                 {tien(vat_tn)}
TỔNG CỘNG:                                         {tien(tong)} đồng
({doc_so(tong)})

Ngày lập hóa đơn: {ngay}
Thanh toán qua ngân hàng, ví điện tử hoặc ứng dụng "Cấp nước Nhà Bè". Quá hạn 15 ngày sẽ bị tạm ngưng cung cấp nước.
"""


F["Nha cua/Dien nuoc internet/Sawaco T02-2025.txt"] = _nuoc(
    "02/2025", "14/01/2025", "12/02/2025", 2104, 2125, "13/02/2025"
)
F["Nha cua/Dien nuoc internet/Sawaco T03-2025.txt"] = _nuoc(
    "03/2025", "12/02/2025", "13/03/2025", 2125, 2144, "14/03/2025"
)
F["Nha cua/Dien nuoc internet/FPT - hop dong internet.txt"] = """\
CÔNG TY CỔ PHẦN VIỄN THÔNG FPT - CHI NHÁNH QUẬN 7
Tổng đài: 1900 6600

HỢP ĐỒNG CUNG CẤP VÀ SỬ DỤNG DỊCH VỤ VIỄN THÔNG (ĐIỆN TỬ)
Số hợp đồng: SGH0742815         Ngày ký: 03/03/2024

Khách hàng: TRẦN THỊ THU HÀ - CCCD 082184005678 - ĐT 0903 558 214
Địa chỉ lắp đặt: A-12.05 Chung cư An Khang Residence, 168 Đường số 9, P. Tân Phong, Q.7

Dịch vụ: Internet cáp quang + Truyền hình FPT Play
Gói cước: Giga (tốc độ 300 Mbps), modem WiFi 6 - kèm FPT Play Box 2024
Cước tháng: 250.000 đ (đã gồm VAT)
Hình thức: trả trước 6 tháng, tặng 1 tháng -> 1.500.000 đ cho 7 tháng sử dụng
Chu kỳ trả trước tiếp theo: bắt đầu 01/10/2024; 01/05/2025

Thiết bị cho mượn: 01 modem AX3000, 01 FPT Play Box (hoàn trả khi chấm dứt hợp đồng).
Mã khách hàng để thanh toán/ báo sự cố: SGH0742815 (ứng dụng Hi FPT).
"""

F["Xe may/Dang ky xe Air Blade 59X3-52719.txt"] = """\
CỤC CẢNH SÁT GIAO THÔNG
GIẤY CHỨNG NHẬN ĐĂNG KÝ XE MÔ TÔ, XE GẮN MÁY
(Certificate of vehicle registration)

Số: 0912473
Tên chủ xe: TRẦN THỊ THU HÀ
Địa chỉ: A-12.05 CC An Khang Residence, P. Tân Phong, Q.7, TP.HCM
Nhãn hiệu: HONDA              Số loại: AIR BLADE 125 (JK12)
Màu sơn: Đen xám              Dung tích: 125 cm3
Số máy: JK12E-1857264          Số khung: RLHJK1210NY402558
Biển số đăng ký: 59X3-527.19
Đăng ký lần đầu ngày: 17/11/2022
Công an Quận 7 - TP. Hồ Chí Minh
(đã ký, đóng dấu)

(Xe của anh Khoa: Honda Wave Alpha 59N2-184.06 - giấy đăng ký anh giữ trong ví.)
"""
F["Xe may/Bao hiem TNDS xe may 2024-2025.txt"] = """\
TỔNG CÔNG TY BẢO HIỂM PVI - PVI SÀI GÒN
GIẤY CHỨNG NHẬN BẢO HIỂM BẮT BUỘC TRÁCH NHIỆM DÂN SỰ CỦA CHỦ XE MÔ TÔ - XE MÁY
(Giấy chứng nhận điện tử)

Số GCN: PVI-MC-24-7812456
Chủ xe: TRẦN THỊ THU HÀ
Địa chỉ: A-12.05 CC An Khang Residence, P. Tân Phong, Q.7, TP.HCM
Biển kiểm soát: 59X3-527.19        Loại xe: Mô tô 2 bánh trên 50cc
Số máy: JK12E-1857264              Số khung: RLHJK1210NY402558

Thời hạn bảo hiểm: từ 00 giờ 00 ngày 17/11/2024 đến 24 giờ 00 ngày 16/11/2025
Mức trách nhiệm: về người 150.000.000 đ/người/vụ; về tài sản 50.000.000 đ/vụ
Phí bảo hiểm (đã gồm VAT): 66.000 đ
Bảo hiểm tai nạn người ngồi trên xe (tự nguyện): 10.000.000 đ/người - phí 20.000 đ

Mua qua: ứng dụng VNeID/ ví MoMo ngày 12/11/2024
Đường dây nóng bồi thường: 1900 54 54 58
"""

F["Ngan hang/Sao ke VCB thang 01-2025.txt"] = """\
NGÂN HÀNG TMCP NGOẠI THƯƠNG VIỆT NAM - VIETCOMBANK
Chi nhánh Nam Sài Gòn

SAO KÊ TÀI KHOẢN / ACCOUNT STATEMENT
Từ ngày 01/01/2025 đến ngày 31/01/2025
Chủ tài khoản: TRAN THI THU HA
Số tài khoản: 0071002345678 - VND - Tiền gửi thanh toán
Số dư đầu kỳ: 18.624.310

Ngày GD    | Số tham chiếu | Nội dung                                              | Ghi nợ      | Ghi có
03/01/2025 | 5083 40911    | TT TIEN AN T01 MA HS 7902116543 NGUYEN MINH HUY       |   770.000   |
05/01/2025 | 5085 77120    | CTY SAO PHUONG NAM TT LUONG T12/2024                  |             | 22.800.000
06/01/2025 | 5086 10455    | TRA GOP NHA VCB HD 0146/2015 KY 116                   | 12.350.000  |
09/01/2025 | 5089 33207    | EVNHCMC PE14000187352 T01/2025                        |   958.801   |
10/01/2025 | 5090 61588    | HN TIEM VAI HONG NHUNG TT CONG GHI SO T12             |             |   900.000
14/01/2025 | 5094 00279    | BQL AN KHANG A-12.05 QUY I/2025                       | 3.857.500   |
15/01/2025 | 5095 18804    | NHA KHOA SMILE CARE TRA GOP NIENG RANG BAO AN         | 1.500.000   |
18/01/2025 | 5098 92311    | CK CHO ONG BA NOI DA LAT MUA THUOC TET                | 3.000.000   |
24/01/2025 | 5104 56620    | CTY SAO PHUONG NAM TT LUONG T01/2025 + THUONG TET     |             | 41.119.000
26/01/2025 | 5106 73419    | CO.OPMART NGUYEN THI THAP - MUA SAM TET               | 4.286.000   |
27/01/2025 | 5107 11098    | PHUONG TRANG FUTA - VE XE SG-DA LAT 4 NGUOI (TET)     | 1.320.000   |
31/01/2025 | 5111 00001    | LAI TIEN GUI                                          |             |     4.215

Tổng ghi nợ: 28.042.301       Tổng ghi có: 64.823.215
Số dư cuối kỳ: 55.405.224
"""
F["Ngan hang/Sao ke VCB thang 02-2025.txt"] = """\
NGÂN HÀNG TMCP NGOẠI THƯƠNG VIỆT NAM - VIETCOMBANK
Chi nhánh Nam Sài Gòn

SAO KÊ TÀI KHOẢN / ACCOUNT STATEMENT
Từ ngày 01/02/2025 đến ngày 28/02/2025
Chủ tài khoản: TRAN THI THU HA
Số tài khoản: 0071002345678 - VND - Tiền gửi thanh toán
Số dư đầu kỳ: 55.405.224

Ngày GD    | Số tham chiếu | Nội dung                                              | Ghi nợ      | Ghi có
03/02/2025 | 5134 22871    | CK TIEN LI XI TET - CHUYEN VAO SO TIET KIEM TCB       | 20.000.000  |
06/02/2025 | 5137 80132    | TRA GOP NHA VCB HD 0146/2015 KY 117                   | 12.350.000  |
10/02/2025 | 5141 02298    | EVNHCMC PE14000187352 T02/2025                        |   799.974   |
10/02/2025 | 5141 44910    | HN TIEM VAI HONG NHUNG TT CONG GHI SO T01             |             |   900.000
13/02/2025 | 5144 33815    | SAWACO NHA BE NB0152-4819 T02/2025                    |   217.372   |
15/02/2025 | 5146 91025    | NHA KHOA SMILE CARE TRA GOP NIENG RANG BAO AN         | 1.500.000   |
20/02/2025 | 5151 11762    | KVAC VISA HAN QUOC 4 NGUOI                            | 2.080.000   |
24/02/2025 | 5155 36644    | TT TIEN AN T02 MA HS 7902116543 NGUYEN MINH HUY       |   960.000   |
28/02/2025 | 5159 00001    | LAI TIEN GUI                                          |             |     5.880

Tổng ghi nợ: 37.907.346       Tổng ghi có: 905.880
Số dư cuối kỳ: 18.403.758
"""
F["Ngan hang/So tiet kiem Techcombank 12 thang.txt"] = """\
TECHCOMBANK - NGÂN HÀNG TMCP KỸ THƯƠNG VIỆT NAM
XÁC NHẬN MỞ TÀI KHOẢN TIẾT KIỆM ONLINE

Chủ tài khoản: TRAN THI THU HA
Số tài khoản tiết kiệm: 1903 8821 4456 01
Ngày mở: 03/02/2025          Ngày đến hạn: 03/02/2026
Kỳ hạn: 12 tháng              Lãi suất: 4,85%/năm
Số tiền gửi: 120.000.000 VND (100tr chuyển từ sổ cũ đáo hạn + 20tr tiền lì xì Tết của 2 đứa)
Hình thức trả lãi: cuối kỳ
Khi đến hạn: tự động tái tục gốc và lãi

Ghi chú của Hà: tiền này để dành học phí đại học cho Bảo An (năm 2027). Không rút trước hạn.
"""

# ---------------------------------------------------------------------------
# Du lịch - mỗi chuyến một thư mục, ảnh chụp trong chuyến cũng để trong đó
# ---------------------------------------------------------------------------

_PQ = "Du lich/2023-06 Phu Quoc"
_DN = "Du lich/2024-07 Da Nang Hoi An"
_SE = "Du lich/2025-04 Seoul"

F[f"{_PQ}/Ve Vietjet SGN-PQC.txt"] = """\
VIETJET AIR - XÁC NHẬN ĐẶT CHỖ / BOOKING CONFIRMATION
Mã đặt chỗ / Reservation code: QJ4R7P
Ngày đặt / Booking date: 22/04/2023

Hành khách / Passengers:
  1. NGUYEN MINH KHOA (Người lớn)
  2. TRAN THI THU HA (Người lớn)
  3. NGUYEN BAO AN (Người lớn)
  4. NGUYEN MINH HUY (Trẻ em)

Chuyến đi / Departure:  VJ321  SGN (Tân Sơn Nhất, T1) 07:05 -> PQC (Phú Quốc) 08:05  Thứ Sáu 16/06/2023
Chuyến về / Return:     VJ330  PQC 18:40 -> SGN 19:40  Thứ Hai 19/06/2023
Hạng vé: Eco - Hành lý ký gửi: 20kg x 2

Tổng tiền / Total: 7.968.000 VND (đã gồm thuế, phí) - Thanh toán: thẻ Visa **** 4821
Có mặt tại sân bay trước giờ khởi hành 2 tiếng. Quầy làm thủ tục đóng trước 50 phút.
"""
F[f"{_PQ}/Xac nhan dat phong - Sao Bien Resort.txt"] = """\
SAO BIỂN RESORT PHÚ QUỐC
Bãi Trường, Xã Dương Tơ, TP. Phú Quốc, Kiên Giang - reservation@saobienresort.vn

XÁC NHẬN ĐẶT PHÒNG - Mã: SBR-230612-088

Khách: Chị Trần Thị Thu Hà - 0903 558 214
Nhận phòng: 16/06/2023 (14:00)       Trả phòng: 19/06/2023 (12:00)       3 đêm
Loại phòng: Family Bungalow Garden View (2 giường đôi), 02 người lớn + 02 trẻ em
Bao gồm: ăn sáng buffet, đưa đón sân bay 2 chiều, 01 bữa tối hải sản BBQ
Giá: 2.350.000 đ/đêm x 3 đêm = 7.050.000 đ (đã gồm VAT và phí phục vụ)
Đặt cọc 50%: 3.525.000 đ (đã nhận 25/04/2023). Thanh toán phần còn lại khi nhận phòng.

Chính sách hủy: miễn phí trước 7 ngày; sau đó mất 100% tiền cọc.
"""
F[f"{_PQ}/IMG_2231.JPG"] = anh("2023:06:17 17:42:08", "bien")

F[f"{_DN}/Ve Vietnam Airlines SGN-DAD 12-07-2024.txt"] = """\
VIETNAM AIRLINES - HÃNG HÀNG KHÔNG QUỐC GIA VIỆT NAM
HÀNH TRÌNH VÀ XÁC NHẬN VÉ ĐIỆN TỬ / ITINERARY RECEIPT

Mã đặt chỗ / Booking reference: 6FWN2K
Ngày xuất vé / Date of issue: 28MAY24

Hành khách / Passenger             Số vé / Ticket number
NGUYEN/MINHKHOA MR                 738 2418852611
TRAN/THITHUHA MS                   738 2418852612
NGUYEN/BAOAN MISS                  738 2418852613
NGUYEN/MINHHUY MSTR                738 2418852614

Chuyến bay  Ngày     Từ          Đến         Khởi hành  Đến nơi  Hạng  Hành lý
VN 120      12JUL    SGN (T1)    DAD (T1)    06:00      07:25    Q     23K
VN 133      16JUL    DAD (T1)    SGN (T1)    19:30      20:55    Q     23K

Tổng cộng / Total: 11.864.000 VND
Hình thức thanh toán: Thẻ tín dụng VI XXXXXXXXXXXX4821
"""
F[f"{_DN}/Agoda - Hoi An Riverside Villa.txt"] = """\
Agoda Booking Confirmation
Booking ID: 1482259301

Hoi An Riverside Villa
32 Nguyen Du Street, Cam Pho Ward, Hoi An, Quang Nam, Vietnam

Lead guest: Thu Ha Tran
Check-in: Sunday, July 14, 2024 (from 14:00)
Check-out: Tuesday, July 16, 2024 (until 12:00)
Room: Family Suite with Balcony - River View, 1 room, 2 adults, 2 children (aged 8, 14)
Benefits: Breakfast included, Free WiFi, Free bicycles

Total charged: VND 3,980,000 (includes taxes and fees)
Payment: Paid to Agoda - VISA ending 4821 on June 2, 2024

Cancellation policy: Free cancellation until July 7, 2024.
Special request: "Late check-in is not needed. Please give us a high floor room if possible."
"""
F[f"{_DN}/Lich trinh Da Nang Hoi An.docx"] = docx_bytes(
    [
        ("h", "Lịch trình Đà Nẵng - Hội An (12/7 - 16/7/2024)", 1),
        "Cả nhà 4 người. Khách sạn Đà Nẵng 12-14/7: Sơn Trà Ocean Hotel (đặt trên Traveloka, mã 9921034). "
        "Hội An 14-16/7: Hoi An Riverside Villa (Agoda).",
        (
            "b",
            [
                ["Ngày", "Buổi sáng", "Buổi chiều", "Buổi tối"],
                [
                    "Thứ Sáu 12/7",
                    "Bay VN120 6g00, ăn sáng mì Quảng Bà Mua",
                    "Nhận phòng, tắm biển Mỹ Khê",
                    "Cầu Rồng (không phun lửa, chỉ T7-CN)",
                ],
                [
                    "Thứ Bảy 13/7",
                    "Bán đảo Sơn Trà - chùa Linh Ứng",
                    "Bảo tàng Điêu khắc Chăm",
                    "Cầu Rồng phun lửa 21g, chợ đêm Sơn Trà",
                ],
                [
                    "Chủ nhật 14/7",
                    "Bà Nà Hills - Cầu Vàng (vé cáp treo mua online)",
                    "Xe ra Hội An, nhận phòng",
                    "Phố cổ, thả đèn hoa đăng sông Hoài",
                ],
                [
                    "Thứ Hai 15/7",
                    "Làng gốm Thanh Hà (anh Khoa muốn xem lò gốm)",
                    "Rừng dừa Bảy Mẫu - thúng chai",
                    "Ăn cao lầu, bánh mì Phượng",
                ],
                [
                    "Thứ Ba 16/7",
                    "Biển An Bàng",
                    "Trả phòng, xe ra sân bay Đà Nẵng",
                    "Bay VN133 19g30 về SG",
                ],
            ],
        ),
        "Dự trù: vé Bà Nà 4 người ~3.250.000đ (Huy dưới 1m4 giá trẻ em); thuê xe 7 chỗ Đà Nẵng - Hội An 450.000đ/chiều.",
        "Nhớ mang: kem chống nắng, nón, áo khoác mỏng lên Bà Nà, thuốc say xe cho Huy.",
    ]
)
F[f"{_DN}/IMG_3410.JPG"] = anh("2024:07:12 08:14:37", "bien")
F[f"{_DN}/IMG_3452.JPG"] = anh("2024:07:13 21:05:12", "dem")
F[f"{_DN}/IMG_3501.JPG"] = anh("2024:07:15 09:48:55", "nha")

F[f"{_SE}/Ho so xin visa Han Quoc - checklist.txt"] = """\
HỒ SƠ XIN VISA DU LỊCH HÀN QUỐC (C-3-9) - CẢ NHÀ 4 NGƯỜI
Nộp tại Trung tâm tiếp nhận hồ sơ visa Hàn Quốc (KVAC) TP.HCM - phải đặt lịch hẹn trên web trước.
Hà tự tổng hợp từ trang của Lãnh sự quán ngày 08/02/2025.

Mỗi người:
[x] Đơn xin visa (mẫu 17) dán ảnh 3.5x4.5 nền trắng, chụp trong 6 tháng
[x] Hộ chiếu bản gốc (còn hạn trên 6 tháng) + bản photo trang thông tin
[x] Bản photo Căn cước (2 mặt)
[x] Xác nhận cư trú CT07 (xin online trên VNeID - cả hộ 1 bản)
[x] Lệ phí: 520.000đ/người (đóng tại KVAC)

Người đi làm (Hà):
[x] Hợp đồng lao động + xác nhận công tác, đơn xin nghỉ phép 29/4 - 5/5
[x] Sao kê lương 6 tháng (VCB, có dấu ngân hàng)
[x] Sổ tiết kiệm / xác nhận số dư 100 triệu (Techcombank)

Anh Khoa (hộ kinh doanh):
[x] Giấy chứng nhận đăng ký hộ kinh doanh + tờ khai thuế 2 quý gần nhất + giấy nộp tiền thuế

Hai đứa nhỏ:
[x] Giấy khai sinh bản sao
[x] Giấy xác nhận học sinh (trường THPT Tân Phong cho An, TH Nguyễn Văn Hưởng cho Huy)

Nộp hồ sơ: 20/02/2025 (đã đóng 2.080.000đ). Hẹn trả kết quả sau 10 ngày làm việc.
"""
F[f"{_SE}/Ket qua visa - tin nhan KVAC.txt"] = """\
[KVAC] Thông báo kết quả hồ sơ - 06/03/2025 10:12

Kính gửi Quý khách TRAN THI THU HA,
Hồ sơ số KVAC-HCM-2502-118734 (04 người: TRAN THI THU HA, NGUYEN MINH KHOA, NGUYEN BAO AN,
NGUYEN MINH HUY) đã có kết quả từ Tổng Lãnh sự quán Đại Hàn Dân Quốc tại TP. Hồ Chí Minh.

Kết quả: CẤP VISA - Loại C-3-9 (du lịch ngắn hạn), nhập cảnh 1 lần, thời hạn 90 ngày
kể từ ngày cấp, lưu trú tối đa 30 ngày.

Quý khách vui lòng đến nhận hộ chiếu tại KVAC từ 13:30 - 16:00 các ngày làm việc,
mang theo biên nhận và CCCD. Xin cảm ơn.

Ghi chú của Hà: nhận hộ chiếu chiều 07/03. Xong visa rồi mới xuất vé máy bay (giữ chỗ VN đến 14/03).
"""
F[f"{_SE}/Agoda - Hotel Namsan View Myeongdong.txt"] = """\
Agoda Booking Confirmation
Booking ID: 1597730462

Hotel Namsan View Myeongdong
27, Toegye-ro 20-gil, Jung-gu, Seoul, South Korea 04627
Tel: +82 2 3789 5500

Lead guest: Thu Ha Tran
Check-in: Wednesday, April 30, 2025 (from 15:00) - early check-in requested (arrival ICN 07:10)
Check-out: Sunday, May 4, 2025 (until 11:00)
4 nights, 2 rooms
  Room 1: Deluxe Double - 2 adults
  Room 2: Deluxe Twin - 2 children (aged 8, 15)
Benefits: Breakfast included for 4 guests, Free WiFi

Total charged: KRW 1,216,000 (VND 22,580,000 at booking)
Payment: Paid to Agoda - VISA ending 4821 on February 10, 2025
Cancellation policy: Free cancellation until April 23, 2025 11:59 PM (hotel local time).

Getting there: Myeong-dong Station (Line 4), Exit 3 - 4 minutes walk.
"""
F[f"{_SE}/Du tru chi phi Seoul.xlsx"] = xlsx_bytes(
    {
        "Du tru": [
            [
                "DỰ TRÙ CHI PHÍ ĐI SEOUL 29/4 - 4/5/2025 (4 người)",
                "",
                "",
                "Tỷ giá tạm: 1 KRW = 18,6 VND",
            ],
            [],
            ["Khoản", "KRW", "VND", "Ghi chú"],
            [
                "Vé máy bay VN SGN-ICN khứ hồi",
                "",
                39_680_000,
                "giữ chỗ đến 14/03, xuất vé sau khi có visa",
            ],
            ["Visa KVAC 4 người", "", 2_080_000, "đã đóng 20/02"],
            ["Khách sạn Myeongdong 4 đêm 2 phòng", 1_216_000, 22_580_000, "Agoda, đã trả"],
            ["AREX sân bay - Seoul Station (khứ hồi)", 88_000, 1_637_000, ""],
            ["Thẻ T-money 4 thẻ + nạp", 120_000, 2_232_000, ""],
            ["Everland (1/5)", 232_000, 4_315_000, "vé trẻ em cho Huy"],
            ["Gyeongbokgung + thuê hanbok", 100_000, 1_860_000, "mặc hanbok vào cung miễn phí vé"],
            ["N Seoul Tower", 84_000, 1_562_000, ""],
            ["Ăn uống 5 ngày", 800_000, 14_880_000, "~40.000 KRW/người/ngày"],
            ["Mua sắm, quà", 600_000, 11_160_000, "mỹ phẩm Olive Young (nhờ mua), quà cho ông bà"],
            ["Dự phòng", 200_000, 3_720_000, ""],
            ["TỔNG", "", "=SUM(C4:C14)", ""],
        ],
        "Doi tien": [
            ["Ngày", "Nơi đổi", "VND", "KRW", "Ghi chú"],
            ["15/04/2025", "Tiệm vàng Hà Tâm, Q.1", 18_600_000, 1_000_000, "đổi trước 1 triệu won"],
            ["", "Thẻ Visa", "", "", "quẹt thẻ phần còn lại"],
        ],
    }
)
F[f"{_SE}/IMG_5201.JPG"] = anh("2025:04:30 15:41:27", "pho")
F[f"{_SE}/IMG_5248.JPG"] = anh("2025:05:01 11:20:04", "cong_vien")

# ---------------------------------------------------------------------------
# Hình ảnh (ảnh không thuộc chuyến đi nào) - theo năm, Tết để riêng
# ---------------------------------------------------------------------------

F["Hinh anh/2024/IMG_3120.JPG"] = anh("2024:03:08 19:22:41", "nha")
F["Hinh anh/2024/20240601_170512.jpg"] = anh(
    "2024:06:01 17:05:12", "cong_vien", "samsung", "SM-A546E"
)
F["Hinh anh/2024/IMG_3702.JPG"] = anh("2024:09:05 07:10:33", "pho")
F["Hinh anh/2024/IMG_3955.JPG"] = anh("2024:12:24 20:31:09", "dem")
F["Hinh anh/2025/IMG_4630.JPG"] = anh("2025:02:14 19:45:16", "nha")
F["Hinh anh/2025/20250308_101233.jpg"] = anh(
    "2025:03:08 10:12:33", "cong_vien", "samsung", "SM-A546E"
)
F["Hinh anh/2025/IMG_4890.JPG"] = anh("2025:04:06 16:58:40", "pho")
F["Hinh anh/Tet Giap Thin 2024/IMG_2904.JPG"] = anh("2024:02:10 08:35:20", "tet")
F["Hinh anh/Tet Giap Thin 2024/20240212_092011.jpg"] = anh(
    "2024:02:12 09:20:11", "nui", "samsung", "SM-A546E"
)
F["Hinh anh/Tet At Ty 2025/IMG_4402.JPG"] = anh("2025:01:28 23:58:02", "dem")
F["Hinh anh/Tet At Ty 2025/IMG_4415.JPG"] = anh("2025:01:29 09:12:47", "tet")
F["Hinh anh/Tet At Ty 2025/20250201_153020.jpg"] = anh(
    "2025:02:01 15:30:20", "nui", "samsung", "SM-A546E"
)

# ---------------------------------------------------------------------------
# Ghi chú: món ăn, sách, học tiếng Hàn
# ---------------------------------------------------------------------------

F["Ghi chu/Mon an/Thit kho trung.txt"] = """\
THỊT KHO TRỨNG (kiểu má Hà ở Mỹ Tho - nấu Tết hay ngày thường đều được)

Nguyên liệu (cho 4-5 người, ăn 2 bữa):
- 1 kg thịt ba rọi (chọn miếng nạc mỡ đều), cắt miếng vuông 4-5 cm
- 10 trứng vịt (hoặc 15 trứng cút nếu Huy đòi)
- 1 trái dừa xiêm lấy nước (~400-500 ml)
- 3 củ hành tím, 1 củ tỏi, 2 trái ớt
- Nước mắm ngon 4 muỗng canh, đường 2 muỗng canh (1 muỗng để thắng màu), muối, tiêu

Cách làm:
1. Thịt rửa với nước muối, chần sơ 2 phút, rửa lại. Ướp hành tỏi băm, 3 muỗng nước mắm, 1 muỗng đường, tiêu - ít nhất 30 phút.
2. Trứng luộc 10 phút, bóc vỏ, lấy tăm xăm vài lỗ cho thấm.
3. Thắng 1 muỗng đường với chút dầu tới màu cánh gián, cho thịt vào đảo săn.
4. Đổ nước dừa ngập thịt (thiếu thì thêm nước lọc), đun sôi, hớt bọt. Hạ lửa riu riu 1 tiếng.
5. Cho trứng vào, kho thêm 30 phút. Nêm lại bằng 1 muỗng nước mắm cuối cùng.
6. Nước kho phải trong, màu hổ phách - không đậy kín nắp, không đảo nhiều.

Ăn với dưa giá hoặc dưa cải, cơm trắng. Để tủ lạnh ăn được 3-4 ngày.
"""
F["Ghi chu/Mon an/Canh chua ca loc.txt"] = """\
CANH CHUA CÁ LÓC

- 1 con cá lóc ~700g, làm sạch, cắt khúc (đầu để riêng nấu chung cho ngọt nước)
- 1 nắm me chua vắt lấy nước (hoặc 2 muỗng me vắt sẵn)
- 2 cây bạc hà (dọc mùng), 1/4 trái thơm, 2 trái cà chua, 1 nắm giá, đậu bắp 5 trái
- Ngò om, ngò gai, tỏi phi, ớt
- Nước mắm, đường, muối

1. Cá ướp chút muối, nước mắm, tiêu 15 phút.
2. Đun 1,5 lít nước, cho nước me, thơm vào; nước sôi thả cá, hớt bọt. Nấu 7-8 phút.
3. Cho cà chua, đậu bắp, bạc hà; nêm đường + nước mắm (vị chua - ngọt - mặn cân nhau, Khoa thích ngọt hơn).
4. Tắt bếp rồi mới cho giá, ngò om, ngò gai, tỏi phi.

Ăn kèm nước mắm ớt để chấm cá. Nhà 4 người 1 nồi vừa đủ 1 bữa.
"""
F["Ghi chu/Mon an/Banh flan.txt"] = """\
BÁNH FLAN (công thức cô Thảo ở công ty cho, làm lần đầu 03/2024 - Huy khen ngon)

Làm được 10 hũ nhỏ:
- 5 trứng gà (4 nguyên quả + 1 lòng đỏ)
- 500 ml sữa tươi không đường + 1 hộp sữa đặc (380g) -> giảm còn 3/4 hộp nếu muốn bớt ngọt
- 1/2 muỗng cà phê vani
- Caramel: 100g đường + 3 muỗng nước, thắng tới màu nâu hổ phách thì thêm 2 muỗng nước sôi

1. Rót caramel vào đáy hũ, để nguội cứng.
2. Hâm sữa tươi + sữa đặc tới ấm (khoảng 60 độ, không sôi).
3. Đánh nhẹ trứng (không tạo bọt), rót từ từ sữa vào, khuấy đều, cho vani.
4. Lọc qua rây 2 lần, rót vào hũ, hớt bọt trên mặt.
5. Hấp lửa nhỏ 20-25 phút, hé nắp nồi, lót khăn trên nắp cho nước không nhỏ xuống.
6. Để nguội, cất tủ lạnh ít nhất 4 tiếng. Ăn với đá bào + cà phê sữa.
"""

F["Ghi chu/Sach doc/Nha gia kim - Paulo Coelho.txt"] = """\
NHÀ GIẢ KIM - Paulo Coelho (Lê Chu Cầu dịch, Nhã Nam)
Đọc xong: 11/2023 - mượn của An

- Chuyện cậu chăn cừu Santiago đi tìm kho báu ở Kim Tự Tháp, cuối cùng kho báu lại ở ngay chỗ cậu bắt đầu.
- Câu nhớ nhất: "Khi ta mong muốn điều gì, cả vũ trụ sẽ hợp lực giúp ta đạt được điều ấy."
  (Hơi sáo, nhưng hồi 20 tuổi mà đọc chắc thích hơn.)
- Ông vua xứ Salem: "Bí mật của hạnh phúc là ngắm nhìn mọi kỳ quan thế gian mà không quên hai giọt dầu trên chiếc thìa."
  -> cái này thấy đúng với mình: đi làm, lo cho ông bà, con cái mà vẫn phải giữ sức khỏe.
- Ông chủ tiệm pha lê: sợ thực hiện giấc mơ vì sợ không còn gì để mơ.

Đánh giá: 3,5/5. Ngắn, dễ đọc, An đọc hồi lớp 8 thích hơn mẹ.
"""
F["Ghi chu/Sach doc/Toi thay hoa vang tren co xanh.txt"] = """\
TÔI THẤY HOA VÀNG TRÊN CỎ XANH - Nguyễn Nhật Ánh (NXB Trẻ)
Đọc lại: Tết Giáp Thìn 2024, ở nhà ông bà nội Đà Lạt

- Thiều, Tường và Mận ở làng quê miền Trung những năm 80. Thiều ghen tị, làm em bị què chân rồi ân hận.
- Đoạn Tường chăm con cóc, đi chữa mắt cho ông Đàn: đọc lại vẫn khóc.
- Chi tiết hoa vàng: cảnh đẹp bình dị nhưng cũng là nỗi buồn lớn lên.
- Hợp đọc cho Huy nghe (bỏ bớt vài chương về chuyện ma). Tối nay đọc chương "Bạn của em".

Ý định: mua thêm "Mắt biếc" và "Cho tôi xin một vé đi tuổi thơ" cho An.
"""
F["Ghi chu/Sach doc/Atomic Habits - ghi chep.txt"] = """\
ATOMIC HABITS - James Clear (bản tiếng Anh, đọc trên Kindle)
Started: Aug 2024 - Finished: Oct 2024

Key ideas:
- "You do not rise to the level of your goals. You fall to the level of your systems."
- 4 laws of behavior change: make it obvious, make it attractive, make it easy, make it satisfying.
- Habit stacking: "After I [current habit], I will [new habit]."
  -> Sau khi pha cà phê sáng, mình học 10 từ tiếng Hàn trên app.
- 2-minute rule: bắt đầu thói quen bằng phiên bản 2 phút.
- Identity-based habits: "I am a person who reads" thay vì "I want to read 20 books".

Áp dụng:
1. Để sẵn sổ ghi chép chi tiêu cạnh ví (kế toán mà quên ghi chi tiêu nhà mình!).
2. Huy: sau khi ăn tối -> đọc sách 15 phút (đúng như cô Trâm dặn).
3. Tập yoga 2 phút sau khi tắm tối -> thành 20 phút sau 3 tuần.

Rating: 4.5/5. Nên cho An đọc bản dịch "Thay đổi tí hon, hiệu quả bất ngờ".
"""

F["Ghi chu/Hoc tieng Han/Bang chu Hangul.txt"] = """\
BẢNG CHỮ HANGUL - tự học trên app + kênh YouTube "Tiếng Hàn cô Hương" (bắt đầu 11/2024)

Nguyên âm cơ bản (10):
ㅏ a   ㅑ ya   ㅓ ơ   ㅕ yơ   ㅗ ô   ㅛ yô   ㅜ u   ㅠ yu   ㅡ ư   ㅣ i

Phụ âm cơ bản (14):
ㄱ g/k   ㄴ n   ㄷ d/t   ㄹ r/l   ㅁ m   ㅂ b/p   ㅅ s
ㅇ (câm ở đầu) / ng (ở cuối)   ㅈ j   ㅊ ch   ㅋ kh   ㅌ th   ㅍ ph   ㅎ h

Phụ âm đôi: ㄲ kk   ㄸ tt   ㅃ bb   ㅆ ss   ㅉ jj
Nguyên âm ghép: ㅐ e   ㅔ ê   ㅘ wa   ㅝ wơ   ㅚ wê   ㅟ wi   ㅢ ưi

Tập ghép: 가 (ga), 나 (na), 한 (han), 국 (guk) -> 한국 = Hàn Quốc
베트남 = Việt Nam, 호치민 = Hồ Chí Minh, 달랏 = Đà Lạt
Mẹo: patchim (phụ âm cuối) ㄱ,ㄴ,ㄷ,ㄹ,ㅁ,ㅂ,ㅇ chỉ đọc 7 âm.
"""
F["Ghi chu/Hoc tieng Han/Bai 01-05 tu vung.txt"] = """\
TỪ VỰNG BÀI 1-5 (Giáo trình Tiếng Hàn tổng hợp - Sơ cấp 1)

Bài 1 - Chào hỏi
안녕하세요 (annyeonghaseyo) - xin chào
감사합니다 (gamsahamnida) - cảm ơn
죄송합니다 (joesonghamnida) - xin lỗi
네 / 아니요 - vâng / không

Bài 2 - Trường học
학교 - trường học, 학생 - học sinh, 선생님 - giáo viên, 책 - sách, 연필 - bút chì

Bài 3 - Sinh hoạt hằng ngày
먹다 - ăn, 마시다 - uống, 자다 - ngủ, 일하다 - làm việc, 공부하다 - học

Bài 4 - Ngày và thứ
월요일 thứ Hai, 화요일 thứ Ba, 수요일 thứ Tư, 목요일 thứ Năm, 금요일 thứ Sáu, 토요일 thứ Bảy, 일요일 Chủ nhật
오늘 - hôm nay, 내일 - ngày mai, 어제 - hôm qua

Bài 5 - Công việc
회사원 - nhân viên công ty, 회계사 - kế toán viên (nghề của mình!), 주부 - nội trợ, 도예가 - nghệ nhân gốm (anh Khoa)

Ôn: mỗi sáng 10 từ trên Anki, tối thứ Ba học online với cô Hương 20g-21g30.
"""
F["Ghi chu/Hoc tieng Han/Bai 10 - Gioi thieu gia dinh.txt"] = """\
BÀI 10 - GIỚI THIỆU GIA ĐÌNH (가족 소개) - học ngày 14/01/2025

Từ vựng:
가족 gia đình, 남편 chồng, 아내 vợ, 딸 con gái, 아들 con trai,
시아버지 bố chồng, 시어머니 mẹ chồng, 할아버지 ông, 할머니 bà

Ngữ pháp: N이에요/예요 (là N); N이/가 있어요 (có N); 몇 명 (mấy người)

Bài viết của Hà (cô Hương đã sửa):
저는 하예요. 베트남 사람이에요. 호치민에 살아요.
우리 가족은 네 명이에요. 남편, 딸, 아들, 그리고 저예요.
남편은 도예가예요. 그릇을 만들어요.
딸은 고등학생이에요. 아들은 초등학생이에요.
시아버지와 시어머니는 달랏에 사세요.
(Tôi là Hà, người Việt Nam, sống ở Hồ Chí Minh. Nhà tôi 4 người: chồng, con gái, con trai và tôi.
Chồng tôi là nghệ nhân gốm, làm chén bát. Con gái học cấp 3, con trai học tiểu học.
Bố mẹ chồng sống ở Đà Lạt.)

Cô sửa: 사세요 (kính ngữ) dùng cho bố mẹ chồng là đúng, nhớ dùng 계세요 khi nói "ở nhà".
"""

FILED = F

# ===========================================================================
# INBOX - những file mới, kèm thư mục chị Hà sẽ cất vào
# ===========================================================================

IB: dict[str, tuple[str | bytes, str]] = {}

# --- Phiếu lương: năm theo kỳ lương, không theo ngày gửi ---------------------
IB["inbox/Phieu luong thang 04.eml"] = (
    phieu_luong(
        4,
        2025,
        dt.datetime(2025, 5, 6, 16, 22, 48, tzinfo=_VN),
        "06/05/2025 (sau kỳ nghỉ lễ 30/4 - 1/5)",
        _L25,
        [("Thưởng lễ 30/4 - 1/5", 1_000_000)],
    ),
    "Cong viec Ha/Phieu luong/2025/",
)
IB["inbox/Phieu luong thang 12.eml"] = (
    phieu_luong(12, 2024, dt.datetime(2025, 1, 6, 9, 15, 3, tzinfo=_VN), "05/01/2025", _L24, []),
    "Cong viec Ha/Phieu luong/2024/",
)

IB["inbox/VssID_QuaTrinhThamGia.txt"] = (
    """\
VssID - BẢO HIỂM XÃ HỘI SỐ
Tra cứu quá trình tham gia BHXH, BHTN, BHTNLĐ-BNN
Thời điểm tra cứu: 21/04/2025 20:47

Họ tên: TRẦN THỊ THU HÀ          Mã số BHXH: 7913456789
Ngày sinh: 14/08/1984

QUÁ TRÌNH THAM GIA BHXH BẮT BUỘC
Từ tháng | Đến tháng | Đơn vị công tác                                      | Nghề nghiệp, chức vụ | Mức đóng
03/2013  | 12/2015   | Công ty CP Xuất nhập khẩu Phú Thịnh                  | Nhân viên kế toán    | 6.200.000
01/2016  | 02/2021   | Công ty TNHH Thương mại Đông Á Việt                  | Kế toán viên         | 11.500.000
03/2021  | 12/2022   | Công ty TNHH Giao nhận Vận tải Sao Phương Nam        | Kế toán tổng hợp     | 17.000.000
01/2023  | 12/2023   | Công ty TNHH Giao nhận Vận tải Sao Phương Nam        | Kế toán tổng hợp     | 18.500.000
01/2024  | 12/2024   | Công ty TNHH Giao nhận Vận tải Sao Phương Nam        | Kế toán tổng hợp     | 20.000.000
01/2025  | 03/2025   | Công ty TNHH Giao nhận Vận tải Sao Phương Nam        | Kế toán tổng hợp     | 21.500.000

Tổng thời gian tham gia BHXH: 12 năm 1 tháng
Tổng thời gian tham gia BHTN: 12 năm 1 tháng (chưa hưởng)
Tình trạng đóng đến hiện tại: Đã đóng đủ đến tháng 03/2025

Thẻ BHYT: DN4797913456789 - hạn đến 31/12/2025 - Nơi KCB ban đầu: Bệnh viện Quận 7
""",
    "Cong viec Ha/BHXH - BHYT/",
)

# --- Thuế TNCN năm 2024 (giấy tờ nhận năm 2025) ------------------------------
IB["inbox/ChungTuKhauTru_TranThiThuHa.txt"] = (
    """\
CHỨNG TỪ KHẤU TRỪ THUẾ THU NHẬP CÁ NHÂN
(Chứng từ điện tử)
Mẫu số: CTT56        Ký hiệu: CT/25E        Số: 0000087

I. THÔNG TIN TỔ CHỨC TRẢ THU NHẬP
[01] Tên tổ chức trả thu nhập: CÔNG TY TNHH GIAO NHẬN VẬN TẢI SAO PHƯƠNG NAM
[02] Mã số thuế: 0312847561
[03] Địa chỉ: Lầu 5, 31 Tôn Thất Thuyết, Phường 18, Quận 4, TP. Hồ Chí Minh
[04] Điện thoại: (028) 3943 5120

II. THÔNG TIN NGƯỜI NỘP THUẾ
[05] Họ và tên: TRẦN THỊ THU HÀ
[06] Mã số thuế: 8012345678
[07] Quốc tịch: Việt Nam
[08] Cá nhân cư trú: [X]     Cá nhân không cư trú: [ ]
[10] Số CCCD: 082184005678

III. THÔNG TIN THUẾ THU NHẬP CÁ NHÂN KHẤU TRỪ
[12] Khoản thu nhập: Tiền lương, tiền công
[13] Thời điểm trả thu nhập: từ tháng 01 đến tháng 12 năm 2024
[14] Tổng thu nhập chịu thuế phải khấu trừ: 314.000.000
[15] Khoản đóng bảo hiểm bắt buộc: 25.200.000
[18] Tổng thu nhập tính thuế: 51.200.000
[19] Số thuế thu nhập cá nhân đã khấu trừ: 2.280.000

Ngày 14 tháng 02 năm 2025
ĐẠI DIỆN TỔ CHỨC TRẢ THU NHẬP
(Ký điện tử) CÔNG TY TNHH GIAO NHẬN VẬN TẢI SAO PHƯƠNG NAM
""",
    "Thue TNCN/2024/",
)

IB["inbox/Thong bao tiep nhan ho so thue.eml"] = (
    eml(
        '"Tong cuc Thue" <noreply-thuedientu@gdt.gov.vn>',
        "thuha.tran84@gmail.com",
        "Thông báo tiếp nhận hồ sơ khai thuế điện tử - MST 8012345678",
        dt.datetime(2025, 3, 18, 21, 14, 37, tzinfo=_VN),
        """\
TỔNG CỤC THUẾ - CỔNG THÔNG TIN ĐIỆN TỬ
Mẫu số: 01-1/TB-TĐT

THÔNG BÁO
Về việc tiếp nhận hồ sơ khai thuế điện tử

Kính gửi: TRẦN THỊ THU HÀ
Mã số thuế: 8012345678

Căn cứ hồ sơ khai thuế điện tử của người nộp thuế gửi lúc 21 giờ 14 phút 05 giây ngày 18/03/2025,
Cơ quan thuế thông báo đã tiếp nhận hồ sơ khai thuế điện tử như sau:

- Tên hồ sơ: Tờ khai quyết toán thuế thu nhập cá nhân (Mẫu 02/QTT-TNCN)
- Kỳ tính thuế: Năm 2024
- Loại tờ khai: Chính thức
- Mã giao dịch điện tử: 11020250318000547812
- Phụ lục kèm theo: 02-1/BK-QTT-TNCN (người phụ thuộc: NGUYỄN BẢO AN, NGUYỄN MINH HUY)
- Số thuế đề nghị hoàn: 160.000 đồng
- Cơ quan thuế quản lý: Chi cục Thuế khu vực II

Cơ quan thuế sẽ thông báo kết quả xử lý hồ sơ trong thời hạn quy định.
Người nộp thuế tra cứu trạng thái hồ sơ tại https://canhan.gdt.gov.vn hoặc ứng dụng eTax Mobile.

Đây là thư điện tử được gửi tự động, vui lòng không trả lời thư này.
""",
        "<20250318211437.547812@thuedientu.gdt.gov.vn>",
    ),
    "Thue TNCN/2024/",
)

# --- Gốm Mộc: bán ra / mua vào / sàn / thuế hộ kinh doanh ------------------
_scan12 = hoa_don(
    gtgt=8,
    ky_hieu="1C25TMM",
    so="00000329",
    ngay=dt.date(2025, 4, 8),
    ban=MEN_MAU,
    mua=GOM_MOC_MUA,
    hang=[
        ("Men tro trấu pha sẵn (thùng 5kg)", "Thùng", 6, 420_000),
        ("Men hỏa biến xanh ngọc (gói 1kg)", "Gói", 3, 850_000),
        ("Men lam cobalt (gói 1kg)", "Gói", 2, 690_000),
        ("Cao lanh Lâm Đồng tinh lọc (bao 10kg)", "Bao", 2, 210_000),
    ],
    ma_cqt="007A3B2C1D0E9F8A7B6C5D4E3F2A1B0C9D",
    tra_cuu="https://menmausongbe.easyinvoice.vn",
)
for _a, _b in [
    ("HÓA ĐƠN GIÁ TRỊ", "HOA ĐƠN GlÁ TRỊ"),
    ("Mã số thuế: 3701987654", "Mã sô thuế: 3701987654"),
    ("Đơn vị bán hàng", "Đơn vi bán hàng"),
    ("Cộng tiền hàng", "Cộng tiền hang"),
]:
    _scan12 = _scan12.replace(_a, _b)
IB["inbox/scan_0012.txt"] = (
    "[Scan 09/04/2025 - bản in hóa đơn kẹp trong thùng men, anh Khoa mang về]\n\n" + _scan12,
    "Gom Moc/Hoa don mua vao/2025/",
)

IB["inbox/HD_00000008.txt"] = (
    hoa_don(
        gtgt=None,
        ky_hieu="2C25TGM",
        so="00000008",
        ngay=dt.date(2025, 4, 15),
        ban=gom_moc_ban(),
        mua={
            "nguoi": "Phan Thanh Tâm",
            "ten": "CÔNG TY TNHH NHÀ GỐM VIỆT ĐÀ NẴNG",
            "mst": "0402156789",
            "dc": "86 Bạch Đằng, Phường Hải Châu I, Quận Hải Châu, TP. Đà Nẵng",
        },
        hang=[
            ("Bộ ấm chén men tro (1 ấm + 6 chén)", "Bộ", 20, 850_000),
            ("Bình hoa gốm men nâu cao 30cm", "Cái", 10, 450_000),
            ("Cốc gốm men rạn 300ml", "Cái", 40, 120_000),
        ],
        ma_cqt="00A8B7C6D5E4F3A2B1C0D9E8F7A6B5C4D3",
        tra_cuu=TRA_CUU_BAN,
    ),
    "Gom Moc/Hoa don ban ra/2025/",
)

IB["inbox/HoaDon_1C25TGH_00812345.txt"] = (
    hoa_don(
        gtgt=8,
        ky_hieu="1C25TGH",
        so="00812345",
        ngay=dt.date(2025, 4, 5),
        ban={
            "ten": "CÔNG TY CỔ PHẦN DỊCH VỤ GIAO HÀNG NHANH",
            "mst": "0108123456",
            "dc": "Tòa nhà Ladeco, 266 Đội Cấn, Phường Liễu Giai, Quận Ba Đình, TP. Hà Nội",
            "dt": "1900 636677",
            "ky": "CÔNG TY CỔ PHẦN DỊCH VỤ GIAO HÀNG NHANH",
        },
        mua=GOM_MOC_MUA,
        hang=[
            (
                "Cước dịch vụ giao nhận hàng hóa tháng 03/2025 (58 đơn, theo bảng đối soát)",
                "Tháng",
                1,
                2_214_000,
            ),
            ("Phí khai giá hàng hóa dễ vỡ tháng 03/2025", "Tháng", 1, 262_000),
        ],
        ma_cqt="00B1C2D3E4F5A6B7C8D9E0F1A2B3C4D5E6",
        tra_cuu="https://ghn.vn/hoa-don (mã khách hàng 3145209)",
    ),
    "Gom Moc/Hoa don mua vao/2025/",
)

IB["inbox/Doc1.docx"] = (
    docx_bytes(
        [
            "HỘ KINH DOANH GỐM MỘC",
            "MST: 8034567812 - 45/12 Đường Bình Chuẩn 31, P. Bình Chuẩn, TP. Thuận An, Bình Dương - ĐT: 0908 214 367",
            ("h", "BIÊN BẢN GIAO NHẬN HÀNG HÓA KIÊM ĐỀ NGHỊ THANH TOÁN", 1),
            "Hôm nay, ngày 22 tháng 04 năm 2025, tại showroom 15 Quốc Hương, Phường Thảo Điền, TP. Thủ Đức, chúng tôi gồm:",
            "BÊN GIAO (Bên bán): HỘ KINH DOANH GỐM MỘC - Đại diện: Ông Nguyễn Minh Khoa - Chủ hộ.",
            "BÊN NHẬN (Bên mua): CÔNG TY TNHH PHÚC LỘC DECOR - MST: 0317654321 - "
            "Đại diện: Bà Vũ Thị Hạnh - Quản lý showroom.",
            "Bên giao đã giao cho bên nhận số hàng theo đơn đặt hàng số PL-DH-0325/07 ngày 25/03/2025 như sau:",
            (
                "b",
                [
                    [
                        "STT",
                        "Tên hàng",
                        "ĐVT",
                        "Số lượng",
                        "Đơn giá (đ)",
                        "Thành tiền (đ)",
                        "Tình trạng",
                    ],
                    [
                        "1",
                        "Đĩa decor gốm vẽ tay hoa sen Ø30cm",
                        "Cái",
                        "24",
                        "280.000",
                        "6.720.000",
                        "Nguyên vẹn",
                    ],
                    [
                        "2",
                        "Bình hoa men hỏa biến cao 35cm",
                        "Cái",
                        "12",
                        "650.000",
                        "7.800.000",
                        "Nguyên vẹn",
                    ],
                    ["", "Tổng cộng", "", "36", "", "14.520.000", ""],
                ],
            ),
            "Bằng chữ: Mười bốn triệu năm trăm hai mươi nghìn đồng.",
            "Hàng đã được kiểm đếm đủ số lượng, đúng mẫu mã, không nứt vỡ. Hóa đơn bán hàng số 00000009 "
            "(ký hiệu 2C25TGM) xuất cùng ngày.",
            "Đề nghị Công ty TNHH Phúc Lộc Decor thanh toán số tiền 14.520.000 đồng trong vòng 07 ngày kể từ ngày "
            "ký biên bản vào tài khoản: NGUYEN MINH KHOA - STK 0281000123456 - Vietcombank CN Bình Dương.",
            "Biên bản lập thành 02 bản, mỗi bên giữ 01 bản.",
            (
                "b",
                [
                    ["ĐẠI DIỆN BÊN GIAO", "ĐẠI DIỆN BÊN NHẬN"],
                    ["(đã ký)", "(đã ký)"],
                    ["Nguyễn Minh Khoa", "Vũ Thị Hạnh"],
                ],
            ),
        ]
    ),
    "Gom Moc/Hoa don ban ra/2025/",
)

IB["inbox/etsy_statement_2025_3.csv"] = (
    """\
Date,Type,Title,Info,Currency,Amount,Fees & Taxes,Net,Tax Details
"March 31, 2025",Deposit,"US$498.62 sent to your bank account",,USD,--,--,--,--
"March 27, 2025",Fee,"Transaction fee: Shipping",Order #3611058823,USD,--,-US$1.66,-US$1.66,--
"March 27, 2025",Fee,"Transaction fee: Blue cobalt rice bowls, set of 4",Order #3611058823,USD,--,-US$3.58,-US$3.58,--
"March 27, 2025",Fee,"Processing fee",Order #3611058823,USD,--,-US$2.88,-US$2.88,--
"March 27, 2025",Sale,"Payment for Order #3611058823",,USD,US$80.50,--,US$80.50,--
"March 21, 2025",Marketing,"Etsy Ads",,USD,--,-US$25.00,-US$25.00,--
"March 18, 2025",Shipping,"USPS shipping label (via ShipStation)",Order #3607742190,USD,--,-US$63.00,-US$63.00,--
"March 18, 2025",Fee,"Transaction fee: Handmade ash-glaze teapot set, Lai Thieu stoneware",Order #3607742190,USD,--,-US$9.43,-US$9.43,--
"March 18, 2025",Fee,"Processing fee",Order #3607742190,USD,--,-US$5.97,-US$5.97,--
"March 18, 2025",Sale,"Payment for Order #3607742190",,USD,US$208.00,--,US$208.00,--
"March 9, 2025",Fee,"Transaction fee: Brown speckled bud vase 20cm",Order #3601907655,USD,--,-US$4.22,-US$4.22,--
"March 9, 2025",Fee,"Processing fee",Order #3601907655,USD,--,-US$3.18,-US$3.18,--
"March 9, 2025",Sale,"Payment for Order #3601907655",,USD,US$107.00,--,US$107.00,--
"March 4, 2025",Fee,"Transaction fee: Ash-glaze cups set of 6",Order #3598210044,USD,--,-US$8.13,-US$8.13,--
"March 4, 2025",Fee,"Processing fee",Order #3598210044,USD,--,-US$5.38,-US$5.38,--
"March 4, 2025",Sale,"Payment for Order #3598210044",,USD,US$179.00,--,US$179.00,--
"March 1, 2025",Fee,"Listing fee (4 renewals)",,USD,--,-US$0.80,-US$0.80,--
""",
    "Gom Moc/Etsy - Shopee/",
)

IB["inbox/Income.released.vn.20250301_20250331.xlsx"] = (
    _shopee(
        3,
        2025,
        [
            ("250302L4WE7TNA", 2, "Cốc gốm men rạn 300ml (2 cái)", 240_000),
            ("250306M9RF2UPB", 6, "Bộ ấm chén men tro 1 ấm 6 chén", 890_000),
            ("250308N1SG5VQC", 8, "Set quà 8/3: cốc + đĩa lót", 260_000),
            ("250313P6TH8WRD", 13, "Chén cơm men lam set 4", 280_000),
            ("250319Q3UJ1XSE", 19, "Bình hoa gốm nâu 20cm", 320_000),
            ("250325R8VK4YTF", 25, "Đĩa vẽ tay hoa dã quỳ 24cm", 180_000),
        ],
    ),
    "Gom Moc/Etsy - Shopee/",
)

IB["inbox/tokhai_Q1.txt"] = (
    """\
Mẫu số: 01/CNKD
(Ban hành kèm theo Thông tư số 40/2021/TT-BTC ngày 01/6/2021 của Bộ trưởng Bộ Tài chính)

TỜ KHAI THUẾ ĐỐI VỚI HỘ KINH DOANH, CÁ NHÂN KINH DOANH
[01] Kỳ tính thuế: Quý 1 năm 2025 (từ tháng 01/2025 đến tháng 03/2025)
[02] Lần đầu: [X]
[04] Người nộp thuế: HỘ KINH DOANH GỐM MỘC - Chủ hộ: NGUYỄN MINH KHOA
[05] Mã số thuế: 8034567812
[06] Ngành nghề kinh doanh: Sản xuất và bán lẻ sản phẩm gốm sứ thủ công (kể cả bán qua sàn TMĐT)
[08] Địa chỉ kinh doanh: 45/12 Đường Bình Chuẩn 31, P. Bình Chuẩn, TP. Thuận An, Bình Dương
[17] Phương pháp tính thuế: Kê khai

B. XÁC ĐỊNH NGHĨA VỤ THUẾ GTGT, THUẾ TNCN
Nhóm ngành nghề: Phân phối, cung cấp hàng hóa (tỷ lệ GTGT 1%, TNCN 0,5%)
  Doanh thu phát sinh trong kỳ (gồm bán trực tiếp, Shopee, Etsy)
                                                   [28]  138.650.000
  Thuế GTGT (1%)                                   [29]    1.386.500
  Thuế TNCN (0,5%)                                 [30]      693.250
  Tổng số thuế phải nộp                                    2.079.750

Tôi cam đoan số liệu khai trên là đúng và chịu trách nhiệm trước pháp luật về những số liệu đã khai.
Thuận An, ngày 24 tháng 04 năm 2025
NGƯỜI NỘP THUẾ (ký điện tử): Nguyễn Minh Khoa
(Người khai hộ: Trần Thị Thu Hà - kế toán)

---
Thông báo tiếp nhận: Mã giao dịch 11020250424000312455, thời gian nộp 24/04/2025 22:03:17.
Hạn nộp tiền thuế quý 1/2025: 30/04/2025.
""",
    "Gom Moc/Thue ho kinh doanh/",
)

# --- Học tập: năm học 2024-2025 (giấy tờ tháng 1-3/2025) ---------------------
IB["inbox/Thu moi hop PHHS.txt"] = (
    """\
SỞ GD&ĐT TP. HỒ CHÍ MINH
TRƯỜNG THPT TÂN PHONG

CỘNG HÒA XÃ HỘI CHỦ NGHĨA VIỆT NAM
Độc lập - Tự do - Hạnh phúc

Quận 7, ngày 10 tháng 01 năm 2025

THƯ MỜI HỌP PHỤ HUYNH HỌC SINH
Sơ kết học kỳ I - Năm học 2024-2025

Kính gửi: Quý Phụ huynh em NGUYỄN BẢO AN - Lớp 10A3

Giáo viên chủ nhiệm lớp 10A3 trân trọng kính mời Quý Phụ huynh đến dự buổi họp phụ huynh:
- Thời gian: 8g00, Thứ Bảy ngày 18/01/2025
- Địa điểm: Phòng B204, Trường THPT Tân Phong

Nội dung:
1. Thông báo kết quả học tập và rèn luyện học kỳ I của học sinh.
2. Kế hoạch học kỳ II, lịch kiểm tra giữa kỳ II (tuần 10-15/03/2025).
3. Lịch nghỉ Tết Nguyên đán Ất Tỵ: học sinh nghỉ từ 25/01/2025 đến hết 02/02/2025, đi học lại Thứ Hai 03/02/2025.
4. Các khoản thu học kỳ II; hoạt động ngoại khóa "Hành trình về nguồn" tháng 3/2025.
5. Ý kiến của phụ huynh.

Rất mong Quý Phụ huynh sắp xếp thời gian đến dự đầy đủ, đúng giờ.
Trường hợp không đến được, xin báo trước cho GVCN qua Zalo nhóm lớp.

GIÁO VIÊN CHỦ NHIỆM
Võ Minh Trí
ĐT: 0907 318 446
""",
    "Hoc tap cac con/Bao An/2024-2025 lop 10/",
)

IB["inbox/SoLienLac_HKI.xlsx"] = (
    xlsx_bytes(
        {
            "KQ HKI": [
                ["SỔ LIÊN LẠC ĐIỆN TỬ - TRƯỜNG THPT TÂN PHONG"],
                ["KẾT QUẢ HỌC TẬP HỌC KỲ I - NĂM HỌC 2024-2025"],
                ["Học sinh: Nguyễn Bảo An", "", "Lớp: 10A3", "", "Mã HS: 7910045671"],
                [],
                ["Môn học", "ĐĐGtx 1", "ĐĐGtx 2", "ĐĐGtx 3", "ĐĐGgk", "ĐĐGck", "ĐTBmhk"],
                ["Toán", 8.5, 9.0, 8.0, 8.25, 8.5, 8.5],
                ["Ngữ văn", 7.5, 8.0, 7.0, 7.5, 7.75, 7.6],
                ["Tiếng Anh", 9.5, 9.0, 10.0, 9.2, 9.4, 9.4],
                ["Lịch sử", 8.0, 8.5, "", 8.0, 8.25, 8.2],
                ["Vật lí", 8.0, 7.5, 8.5, 7.75, 8.0, 8.0],
                ["Hóa học", 9.0, 8.5, 8.0, 8.5, 9.0, 8.7],
                ["Sinh học", 8.5, 9.0, "", 8.75, 8.5, 8.6],
                ["Tin học", 10.0, 9.5, "", 9.0, 9.5, 9.4],
                ["GDQP-AN", 8.0, 8.5, "", 8.0, 8.5, 8.3],
                ["Giáo dục thể chất", "Đ", "Đ", "", "Đ", "Đ", "Đạt"],
                ["HĐTN-HN", "Đ", "Đ", "", "Đ", "Đ", "Đạt"],
                [],
                [
                    "Kết quả học tập HKI: Tốt",
                    "",
                    "Kết quả rèn luyện HKI: Tốt",
                    "",
                    "Số buổi nghỉ: 1 (có phép)",
                ],
                [
                    "Nhận xét GVCN: An học đều các môn, Tiếng Anh và Tin học nổi bật. Cần mạnh dạn phát biểu hơn."
                ],
                ["Ngày xuất: 17/01/2025"],
            ]
        }
    ),
    "Hoc tap cac con/Bao An/2024-2025 lop 10/",
)

IB["inbox/thongbao_thu_T3.txt"] = (
    _tien_an(3, 2025, 21, "03 tháng 03 năm 2025", "10/03/2025", "Tháng 3 có 21 ngày học."),
    "Hoc tap cac con/Minh Huy/2024-2025 lop 3/",
)

IB["inbox/Phieu dang ky trai nghiem.txt"] = (
    """\
UBND QUẬN 7
TRƯỜNG TIỂU HỌC NGUYỄN VĂN HƯỞNG

THƯ NGỎ
V/v tổ chức hoạt động trải nghiệm "Em yêu lịch sử quê hương" cho học sinh khối 3
Năm học 2024-2025

Kính gửi: Quý Phụ huynh học sinh khối 3

Thực hiện kế hoạch giáo dục năm học 2024-2025, nhà trường phối hợp với Công ty Du lịch Học đường
Sao Mai tổ chức cho học sinh khối 3 tham quan Khu di tích lịch sử Địa đạo Củ Chi (Bến Dược) và
Đền tưởng niệm Bến Dược.

- Thời gian: Thứ Bảy, ngày 22/03/2025. Tập trung 6g30 tại trường, về đến trường khoảng 16g00.
- Phương tiện: xe du lịch 45 chỗ, mỗi xe có 2 giáo viên và 1 hướng dẫn viên.
- Kinh phí: 385.000 đ/học sinh (gồm xe, vé tham quan, bữa trưa, nước uống, bảo hiểm du lịch, nón).
- Học sinh mặc đồng phục thể dục, mang giày thể thao, bình nước cá nhân.

Việc tham gia trên tinh thần tự nguyện. Phụ huynh đồng ý vui lòng điền phiếu dưới đây và gửi lại GVCN
trước ngày 12/03/2025.

---------------------------------------------------------------
PHIẾU ĐĂNG KÝ
Họ tên học sinh: Nguyễn Minh Huy           Lớp: 3/4
Phụ huynh: Trần Thị Thu Hà                 Số điện thoại: 0903 558 214
[X] Đồng ý cho con tham gia       [ ] Không tham gia
Con có dị ứng/bệnh cần lưu ý: dễ say xe (đã cho uống thuốc chống say trước khi đi)
Đã đóng 385.000 đ qua chuyển khoản ngày 07/03/2025.
Chữ ký phụ huynh: (đã ký) Trần Thị Thu Hà

Quận 7, ngày 05 tháng 03 năm 2025
HIỆU TRƯỞNG
Trịnh Thị Kim Oanh
""",
    "Hoc tap cac con/Minh Huy/2024-2025 lop 3/",
)

IB["inbox/ILA_Receipt_RC2503-02741.txt"] = (
    """\
ILA VIETNAM - ILA Phú Mỹ Hưng Centre
Số 1 Đường Nguyễn Lương Bằng, Phường Tân Phú, Quận 7, TP. Hồ Chí Minh
Hotline: 1900 636 929

BIÊN LAI THU TIỀN / OFFICIAL RECEIPT
Số / No.: RC2503-02741
Ngày / Date: 24/03/2025

Học viên / Student: NGUYEN MINH HUY          Mã HV / Student ID: PMH-216789
Người nộp / Payer: Trần Thị Thu Hà
Chương trình / Programme: ILA Primary - Level Movers 3 (Tue-Thu 17:30-19:00)
Khóa học / Term: 08/04/2025 - 28/06/2025 (24 buổi / sessions)
Kết quả khóa trước / Previous term result: Movers 2 - Passed (Excellent)

Học phí / Tuition fee:                        9.840.000 VND
Ưu đãi học viên cũ / Returning student (-5%):  -492.000 VND
Tài liệu / Materials (Movers 3 book + app):     650.000 VND
TỔNG / TOTAL:                                 9.998.000 VND
Hình thức / Method: Chuyển khoản / Bank transfer (VCB)

Học phí đã đóng không hoàn lại, được bảo lưu tối đa 1 khóa theo quy định của ILA.
Lịch nghỉ lễ: 30/04 - 01/05/2025 (học bù vào Thứ Bảy 10/05/2025).
Thu ngân / Cashier: Nguyễn Thị Mỹ Linh
""",
    "Hoc tap cac con/Hoc them/",
)

# --- Sức khỏe: ông Phúc / bà Lan (cùng họ Nguyễn) / cả nhà -------------------
IB["inbox/KQ_XN_13-03-2025.txt"] = (
    """\
BỆNH VIỆN ĐA KHOA TỈNH LÂM ĐỒNG
KHOA XÉT NGHIỆM
4 Phạm Ngọc Thạch, Phường 6, TP. Đà Lạt - ĐT: 0263 3821 369

PHIẾU KẾT QUẢ XÉT NGHIỆM SINH HÓA MÁU
Mã bệnh nhân: 68230145872        Số phiếu: XN2503-04417
Họ tên: NGUYỄN VĂN PHÚC          Năm sinh: 1950        Giới tính: Nam
Địa chỉ: 12 Hoàng Hoa Thám, Phường 10, TP. Đà Lạt
Đối tượng: BHYT (HT3686820413579)
Khoa chỉ định: Phòng khám Nội tiết        Bác sĩ chỉ định: BS. Nguyễn Thị Hải Yến
Chẩn đoán: Đái tháo đường type 2 / Tăng huyết áp
Lấy mẫu: 07:20 ngày 13/03/2025          Trả kết quả: 09:45 ngày 13/03/2025

Tên xét nghiệm                 Kết quả    Đơn vị     Trị số tham chiếu
Glucose (lúc đói)              7.4 H      mmol/L     3.9 - 6.4
HbA1c                          7.3 H      %          4.0 - 6.0
Urê                            6.8        mmol/L     2.5 - 7.5
Creatinin                      112 H      µmol/L     62 - 106
eGFR (CKD-EPI)                 56 L       mL/ph/1.73m2  > 60
Cholesterol toàn phần          5.4 H      mmol/L     < 5.2
Triglycerid                    2.1 H      mmol/L     < 1.7
HDL-C                          1.05       mmol/L     > 0.9
LDL-C                          3.2 H      mmol/L     < 2.6
AST (GOT)                      24         U/L        < 40
ALT (GPT)                      27         U/L        < 41
Acid uric                      428 H      µmol/L     202 - 416

Kết luận của bác sĩ: Đường huyết chưa kiểm soát tối ưu; suy giảm chức năng thận nhẹ (CKD giai đoạn 3a).
Điều chỉnh: giảm Metformin còn 500mg x 2 lần/ngày, thêm Atorvastatin 10mg tối. Tái khám 1 tháng.

Trưởng khoa xét nghiệm
ThS. Đinh Thị Hồng Vân
""",
    "Suc khoe/Ong noi Phuc/",
)

IB["inbox/Giay hen tai kham.txt"] = (
    """\
BỆNH VIỆN ĐA KHOA TỈNH LÂM ĐỒNG
Phòng khám Nội tiết - Đái tháo đường

GIẤY HẸN KHÁM LẠI
(Dùng cho người bệnh có thẻ BHYT - mang theo khi tái khám)

Họ tên người bệnh: NGUYỄN VĂN PHÚC     Năm sinh: 1950     Giới tính: Nam
Thẻ BHYT: HT3686820413579
Địa chỉ: 12 Hoàng Hoa Thám, Phường 10, TP. Đà Lạt
Chẩn đoán: E11 - Đái tháo đường type 2 có biến chứng thận; I10 - Tăng huyết áp

Hẹn khám lại vào ngày: 14/04/2025 (Thứ Hai), buổi sáng, tại Phòng khám số 12.
Khi đi khám lại mang theo: giấy hẹn này, thẻ BHYT, căn cước, sổ theo dõi đường huyết/huyết áp,
đơn thuốc cũ. Nhịn ăn sáng để lấy máu xét nghiệm.

Ngày 13 tháng 03 năm 2025
Bác sĩ điều trị
BS. Nguyễn Thị Hải Yến

(Người nhà liên hệ: Nguyễn Minh Khoa - con - 0908 214 367; Trần Thị Thu Hà - con dâu - 0903 558 214)
""",
    "Suc khoe/Ong noi Phuc/",
)

IB["inbox/don thuoc 04-2025.txt"] = (
    """\
PHÒNG KHÁM ĐA KHOA HOÀN MỸ ĐÀ LẠT
Khu Quy hoạch Mimosa, Đường Phạm Ngọc Thạch, Phường 6, TP. Đà Lạt

ĐƠN THUỐC                       Số: PK-2504-03318

Họ tên: NGUYỄN THỊ LAN          Năm sinh: 1954       Nữ
Địa chỉ: 12 Hoàng Hoa Thám, Phường 10, TP. Đà Lạt
Chẩn đoán: M81 - Loãng xương sau mãn kinh; M17 - Thoái hóa khớp gối hai bên; K21 - Trào ngược dạ dày thực quản

1. Alendronate 70mg (Fosamax Plus)       04 viên
   Uống 1 viên/tuần vào sáng Chủ nhật, lúc đói, ngồi thẳng 30 phút sau uống
2. Calcium carbonate + Vitamin D3 (Caltrate) 60 viên
   Uống sáng 1 viên, chiều 1 viên sau ăn
3. Esomeprazole 20mg                     28 viên
   Uống 1 viên trước ăn sáng 30 phút
4. Diclofenac gel 1% (Voltaren Emulgel)  01 tuýp
   Thoa khớp gối 2-3 lần/ngày khi đau

Lời dặn: Ngưng Glucosamine. Tái khám sau 2 tháng hoặc khi đau tăng. Vào SG mổ mắt trái thì mang theo đơn này.
Ngày 18 tháng 04 năm 2025
Bác sĩ: BSCKI. Hồ Đức Thắng
""",
    "Suc khoe/Ba noi Lan/",
)

IB["inbox/scan_0015.txt"] = (
    """\
[Scan 10/04/2025]

BỆNH VIỆN MẮT THÀNH PHÓ HỒ CHÍ MINH
280 Điện Biên Phủ, Phường Võ Thị Sáu, Quận 3, TP. Hồ Chí Minh

PHIÉU HẸN PHẪU THUẬT
Mã BN: 24031857

Họ tên: NGUYỄN THỊ LAN          Năm sinh: 1954          Nữ
Chẩn đoán: Đục thủy tinh thể tuổi già mắt trái (H25.1) - mắt phải đã mổ Phaco 08/05/2024
Phương pháp dự kiến: Phẫu thuật Phaco + đặt IOL mềm mắt trái
Thị lực hiện tại: MP 8/10 ; MT 2/10
Ngày hẹn phẫu thuật: 06/06/2025 - có mặt lúc 6g30 tại Khoa Glôcôm - Đục thủy tinh thể (lầu 2)
Xét nghiệm tiền phẫu: ngày 05/06/2025 (nhịn ăn sáng)
Mang theo: giấy chuyển tuyến BHYT còn hạn, thẻ BHYT, căn cước, đơn thuốc đang dùng.
Chi phí dự kiến phần không BHYT chi trả (IOL đơn tiêu nhập khẩu): khoảng 7.500.000 đ

Ngày khám: 08/04/2025
Bác sĩ: ThS.BS. Lâm Quang Vũ
Người nhà: Trần Thị Thu Hà (con dâu) - 0903 558 214
""",
    "Suc khoe/Ba noi Lan/",
)

IB["inbox/DonThuoc_20250318.txt"] = (
    """\
SỞ Y TẾ TP. HỒ CHÍ MINH
BỆNH VIỆN NHI ĐỒNG THÀNH PHỐ
15 Võ Trần Chí, Xã Tân Kiên, Huyện Bình Chánh, TP. Hồ Chí Minh

ĐƠN THUỐC (Khám dịch vụ ngoài giờ)
Mã đơn thuốc quốc gia: 79035k7a2c8e-n        Số khám bệnh: 250318-1247

Họ tên bệnh nhi: NGUYỄN MINH HUY      Ngày sinh: 07/06/2016 (8 tuổi)      Nam
Cân nặng: 27 kg        Nhiệt độ: 38,6°C
Họ tên cha/mẹ: Trần Thị Thu Hà - ĐT: 0903 558 214
Địa chỉ: A-12.05 Chung cư An Khang Residence, P. Tân Phong, Q.7
Chẩn đoán: J03.9 - Viêm amidan cấp

1. Amoxicillin + Acid clavulanic 500mg/62,5mg (gói)   14 gói
   Uống sáng 1 gói, tối 1 gói, sau ăn - 7 ngày
2. Paracetamol 250mg (gói bột)                       10 gói
   Uống 1 gói khi sốt trên 38,5°C, cách nhau ít nhất 4-6 giờ
3. Natri clorid 0,9% (chai 10ml)                      05 chai
   Súc họng, nhỏ mũi ngày 3 lần

Lời dặn: Cho bé uống nhiều nước, ăn cháo/súp mềm. Nghỉ học 2 ngày (18-19/03/2025).
Tái khám sau 7 ngày hoặc khi sốt cao không hạ, khó thở, bỏ ăn.
Ngày 18 tháng 03 năm 2025
Bác sĩ khám: BS.CKI. Phạm Ngọc Quỳnh Như
""",
    "Suc khoe/Ca nha/",
)

# --- Nhà cửa, xe, ngân hàng, giấy tờ ----------------------------------------
IB["inbox/Thong bao tien dien.eml"] = (
    eml(
        '"EVNHCMC CSKH" <cskh@hcmpc.com.vn>',
        "thuha.tran84@gmail.com",
        "EVNHCMC thông báo tiền điện kỳ 04/2025 - Mã KH PE14000187352",
        dt.datetime(2025, 4, 9, 8, 2, 11, tzinfo=_VN),
        "Kính gửi Quý khách hàng NGUYỄN MINH KHOA,\n\n"
        "Tổng công ty Điện lực TP.HCM trân trọng thông báo tiền điện kỳ 04/2025 của Quý khách như sau:\n\n"
        + tien_dien("04/2025", "08/03/2025", "07/04/2025", 19310, 19763, "22/04/2025", "09/04/2025")
        + "\nTrời nắng nóng, Quý khách lưu ý cài đặt máy lạnh từ 26 độ C trở lên để tiết kiệm điện.\n"
        "Trân trọng,\nEVNHCMC\n",
        "<tb.pe14000187352.202504@hcmpc.com.vn>",
    ),
    "Nha cua/Dien nuoc internet/",
)

IB["inbox/thong bao BQL.txt"] = (
    _phi_ql(
        "QUÝ II/2025",
        "tháng 04, 05, 06 năm 2025",
        "01 tháng 04 năm 2025",
        "ngày 15/04/2025",
        "Phí sơn lại vạch kẻ hầm xe B1-B2 (theo biểu quyết Hội nghị nhà chung cư ngày 16/03/2025): 80.000 đ",
        "Thông báo: Từ 05/05/2025 tòa nhà thay thế camera khu vực thang máy Block A. "
        "Thang máy số 2 Block A tạm ngưng 8g00-17g00 ngày 05/05 và 06/05/2025.",
    ),
    "Nha cua/Chung cu/",
)

IB["inbox/GCN bao hiem xe may - Wave.txt"] = (
    """\
TỔNG CÔNG TY BẢO HIỂM PVI - PVI SÀI GÒN
GIẤY CHỨNG NHẬN BẢO HIỂM BẮT BUỘC TRÁCH NHIỆM DÂN SỰ CỦA CHỦ XE MÔ TÔ - XE MÁY
(Giấy chứng nhận điện tử)

Số GCN: PVI-MC-25-2209731
Chủ xe: NGUYỄN MINH KHOA
Địa chỉ: A-12.05 CC An Khang Residence, P. Tân Phong, Q.7, TP.HCM
Biển kiểm soát: 59N2-184.06        Loại xe: Mô tô 2 bánh trên 50cc (Honda Wave Alpha 110)
Số máy: JA39E-0462217               Số khung: RLHJA3913KY117804

Thời hạn bảo hiểm: từ 00 giờ 00 ngày 03/04/2025 đến 24 giờ 00 ngày 02/04/2026
Mức trách nhiệm: về người 150.000.000 đ/người/vụ; về tài sản 50.000.000 đ/vụ
Phí bảo hiểm (đã gồm VAT): 66.000 đ

Mua qua: ví MoMo ngày 02/04/2025 (bảo hiểm cũ hết hạn 02/04/2025)
Đường dây nóng bồi thường: 1900 54 54 58
Giấy chứng nhận điện tử có giá trị như bản giấy khi xuất trình cho cảnh sát giao thông.
""",
    "Xe may/",
)

IB["inbox/SaoKe_0071002345678_032025.txt"] = (
    """\
NGÂN HÀNG TMCP NGOẠI THƯƠNG VIỆT NAM - VIETCOMBANK
Chi nhánh Nam Sài Gòn

SAO KÊ TÀI KHOẢN / ACCOUNT STATEMENT
Từ ngày 01/03/2025 đến ngày 31/03/2025
Chủ tài khoản: TRAN THI THU HA
Số tài khoản: 0071002345678 - VND - Tiền gửi thanh toán
Số dư đầu kỳ: 18.403.758

Ngày GD    | Số tham chiếu | Nội dung                                              | Ghi nợ      | Ghi có
03/03/2025 | 5162 10937    | TT TIEN AN T03 MA HS 7902116543 NGUYEN MINH HUY       |   998.000   |
05/03/2025 | 5164 55218    | CTY SAO PHUONG NAM TT LUONG T02/2025                  |             | 24.060.375
06/03/2025 | 5165 80442    | TRA GOP NHA VCB HD 0146/2015 KY 118                   | 12.350.000  |
07/03/2025 | 5166 12390    | TH NGUYEN VAN HUONG - PHI TRAI NGHIEM CU CHI MINH HUY |   385.000   |
10/03/2025 | 5169 47701    | EVNHCMC PE14000187352 T03/2025                        | 1.100.364   |
10/03/2025 | 5169 60025    | HN TIEM VAI HONG NHUNG TT CONG GHI SO T02             |             |   900.000
12/03/2025 | 5171 33502    | NGUYEN MINH KHOA CK GOP TIEN DI HAN QUOC             |             | 10.000.000
14/03/2025 | 5173 81266    | SAWACO NHA BE NB0152-4819 T03/2025                    |   184.709   |
15/03/2025 | 5174 20981    | NHA KHOA SMILE CARE TRA GOP NIENG RANG BAO AN         | 1.500.000   |
18/03/2025 | 5177 64410    | BV NHI DONG THANH PHO - KHAM NGOAI GIO MINH HUY       |   412.000   |
24/03/2025 | 5183 71155    | ILA PMH - HOC PHI MOVERS 3 NGUYEN MINH HUY            | 9.998.000   |
31/03/2025 | 5190 00001    | LAI TIEN GUI                                          |             |     2.940

Tổng ghi nợ: 26.928.073       Tổng ghi có: 34.963.315
Số dư cuối kỳ: 26.439.000
""",
    "Ngan hang/",
)

IB["inbox/XacNhanCuTru_VNeID.txt"] = (
    """\
BỘ CÔNG AN
CÔNG AN THÀNH PHỐ HỒ CHÍ MINH
CÔNG AN PHƯỜNG TÂN PHONG
Số: 0652/XN-CAP

CỘNG HÒA XÃ HỘI CHỦ NGHĨA VIỆT NAM
Độc lập - Tự do - Hạnh phúc

Mẫu CT07 (bản điện tử, cấp qua Cổng dịch vụ công / VNeID)
XÁC NHẬN THÔNG TIN VỀ CƯ TRÚ

Công an Phường Tân Phong xác nhận:
Ông/Bà: TRẦN THỊ THU HÀ     Ngày sinh: 14/08/1984     Giới tính: Nữ
Số định danh cá nhân: 082184005678
Nơi thường trú: A-12.05 Chung cư An Khang Residence, 168 Đường số 9, Phường Tân Phong, Quận 7, TP. Hồ Chí Minh
Họ và tên chủ hộ: Nguyễn Minh Khoa     Quan hệ với chủ hộ: Vợ

Các thành viên trong hộ gia đình:
1. Nguyễn Minh Khoa    03/02/1981   Nam  068081001234   Quan hệ với chủ hộ: Chủ hộ
2. Nguyễn Bảo An       21/10/2009   Nữ   079309004567   Quan hệ với chủ hộ: Con
3. Nguyễn Minh Huy     07/06/2016   Nam  079216011234   Quan hệ với chủ hộ: Con

Mục đích: Cập nhật hồ sơ khách hàng theo yêu cầu của tổ chức tín dụng.
Văn bản có giá trị 30 ngày kể từ ngày cấp (trường hợp thông tin cư trú không thay đổi).

Tân Phong, ngày 21 tháng 4 năm 2025
TRƯỞNG CÔNG AN PHƯỜNG
(Ký số) Thiếu tá Đỗ Quang Vinh
""",
    "Giay to gia dinh/",
)

# --- Chuyến Seoul: vé đặt trước vài tuần, hóa đơn trong chuyến, ảnh ngày cuối -
IB["inbox/Vietnam Airlines - E-ticket.eml"] = (
    eml(
        '"Vietnam Airlines" <no-reply@vietnamairlines.com>',
        "thuha.tran84@gmail.com",
        "Xác nhận thanh toán và vé điện tử / Payment confirmation and e-ticket - KX7T2M",
        dt.datetime(2025, 3, 12, 14, 37, 52, tzinfo=_VN),
        """\
Kính gửi Quý khách TRAN THI THU HA / Dear Ms TRAN THI THU HA,

Cảm ơn Quý khách đã lựa chọn Vietnam Airlines. Thanh toán của Quý khách đã thành công và vé đã được xuất.
Thank you for choosing Vietnam Airlines. Your payment was successful and your tickets have been issued.

Mã đặt chỗ / Booking reference: KX7T2M
Ngày xuất vé / Date of issue: 12MAR25

Hành khách / Passengers            Số vé / Ticket number
NGUYEN/MINHKHOA MR                 738 2461209871
TRAN/THITHUHA MS                   738 2461209872
NGUYEN/BAOAN MISS                  738 2461209873
NGUYEN/MINHHUY MSTR                738 2461209874

Chuyến bay / Flight   Ngày / Date  Từ / From      Đến / To        Khởi hành  Đến nơi   Hạng  Hành lý
VN 408                29APR25      SGN (T2)       ICN (T1)        23:40      07:10+1   R     2PC 23KG
VN 409                04MAY25      ICN (T1)       SGN (T2)        10:40      14:10     R     2PC 23KG

Giá vé / Fare:                    VND 29.240.000
Thuế, phí / Taxes and fees:       VND 10.440.000
Tổng cộng / Total:                VND 39.680.000
Hình thức thanh toán / Form of payment: Thẻ / Card VI XXXXXXXXXXXX4821

Lưu ý / Notes:
- Quầy làm thủ tục đóng 50 phút trước giờ khởi hành. Check-in counters close 50 minutes before departure.
- Hộ chiếu còn hạn tối thiểu 6 tháng và thị thực Hàn Quốc hợp lệ. Valid passport and Korean visa required.
- Làm thủ tục trực tuyến từ 24 giờ trước giờ khởi hành tại vietnamairlines.com.

Trân trọng / Best regards,
Vietnam Airlines
""",
        "<eticket.KX7T2M.20250312@vietnamairlines.com>",
    ),
    "Du lich/2025-04 Seoul/",
)

IB["inbox/receipt_0502.txt"] = (
    """\
올리브영 명동중앙점
서울특별시 중구 명동8길 27
사업자번호: 104-81-57721   대표: 김민준
TEL: 02-776-0152
--------------------------------------------
[영수증]             2025-05-02 14:23:51
POS: 03           영수증번호: 0502-03-0187
--------------------------------------------
상품명                        수량       금액
라운드랩 독도 토너 200ml         2     39,800
메디힐 마스크팩 10매             3     30,000
마데카 크림 50ml                 1     24,900
닥터지 선크림 50ml               2     31,800
--------------------------------------------
합계                                  126,500
과세물품가액                          115,000
부가세                                 11,500
--------------------------------------------
신용카드                              126,500
카드종류: VISA        ************4821
할부: 일시불          승인번호: 30512874
--------------------------------------------
즉시환급 TAX FREE 적용 가능 (15,000원 이상)
여권 확인: VIETNAM  TRAN THI THU HA
교환/환불은 구매일로부터 30일 이내, 영수증 지참
감사합니다. Thank you! Cảm ơn!
""",
    "Du lich/2025-04 Seoul/",
)

IB["inbox/IMG_5342.JPG"] = (anh("2025:05:04 08:55:12", "pho"), "Du lich/2025-04 Seoul/")

# --- Ảnh: Tết / theo năm ------------------------------------------------------
IB["inbox/20250130_081544.jpg"] = (
    anh("2025:01:30 08:15:44", "tet", "samsung", "SM-A546E"),
    "Hinh anh/Tet At Ty 2025/",
)
IB["inbox/IMG_4755.JPG"] = (anh("2025:03:16 10:27:05", "cong_vien"), "Hinh anh/2025/")
IB["inbox/IMG-20241120-WA0003.jpg"] = (anh("2024:11:20 11:03:48", "nha", "", ""), "Hinh anh/2024/")

# --- Ghi chú ------------------------------------------------------------------
IB["inbox/mi quang.txt"] = (
    """\
MÌ QUẢNG GÀ (học lại sau chuyến Đà Nẵng - Hội An hè 2024, cả nhà mê quán Bà Mua)

Nguyên liệu cho 4 người:
- 1 kg mì Quảng tươi (sợi vàng, mua ở chợ Tân Mỹ Q.7 - sạp bà Năm người Quảng Nam)
- 1 con gà ta ~1,2 kg, chặt miếng vừa ăn
- 300g tôm đất, 100g thịt ba rọi thái mỏng
- 3 muỗng dầu điều (hột điều màu phi với dầu), 5 củ hành tím, 1 củ tỏi, 1 củ nghệ tươi nhỏ
- Đậu phộng rang giã dập, bánh tráng mè nướng
- Rau sống: xà lách, húng quế, rau răm, bắp chuối bào, giá; chanh, ớt xanh

Cách làm:
1. Gà ướp hành tỏi băm, nghệ giã, 2 muỗng nước mắm, 1 muỗng hạt nêm, tiêu - 30 phút.
2. Phi hành tỏi với dầu điều, cho gà vào xào săn, thêm tôm + thịt ba rọi đảo đều.
3. Đổ nước xâm xấp (khoảng 800 ml) - mì Quảng nước ít, không chan ngập như phở. Nấu 20 phút cho gà mềm.
4. Nêm lại đậm đà hơn canh một chút vì chan ít nước.
5. Trụng mì qua nước sôi, cho vào tô, lót rau sống dưới đáy, xếp gà tôm lên, chan nước, rắc đậu phộng,
   bẻ bánh tráng mè ăn kèm, vắt chanh, ớt xanh cắn.

Ghi chú: Khoa muốn thêm trứng cút luộc như ở Đà Nẵng. Lần sau thử mì Quảng cá lóc.
""",
    "Ghi chu/Mon an/",
)

IB["inbox/Kim Ji-young sinh nam 1982.txt"] = (
    """\
KIM JI-YOUNG, SINH NĂM 1982 - Cho Nam-joo (조남주, 82년생 김지영)
Bản dịch tiếng Việt của Nhã Nam. Đọc xong: 02/2025 (đọc trước chuyến đi Hàn cho "có không khí")

- Cuộc đời một phụ nữ Hàn bình thường từ nhỏ đến khi làm mẹ, kể lạnh như hồ sơ bệnh án của bác sĩ tâm lý.
- Chi tiết nhớ: ở nhà chồng dịp Chuseok, Ji-young bỗng nói bằng giọng mẹ ruột mình -> cả nhà chồng sững sờ.
- Những chuyện nhỏ: ở trường con trai được ăn trước, đi làm bị đánh giá "rồi cũng nghỉ sinh con",
  đẩy xe nôi ra công viên uống cà phê bị gọi là "mẹ sâu bọ" (맘충).
- Thấy mình trong đó một phần: Tết nào cũng về Đà Lạt lo cơm nước, vừa ôm sổ sách cuối năm.
  Nhưng anh Khoa phụ nấu nhiều, ông bà cũng thương - may mắn hơn Ji-young.

Đánh giá: 4/5. Ngắn, đọc 2 tối là xong. Đã cho chị Nhung ở tiệm vải mượn.
Muốn đọc tiếp: "Almond" (Sohn Won-pyung) - An bảo hay.
""",
    "Ghi chu/Sach doc/",
)

IB["inbox/Bai 12 - di mua sam.txt"] = (
    """\
BÀI 12 - MUA SẮM (쇼핑) - học ngày 08/04/2025, ôn trước khi đi Seoul

Từ vựng:
얼마예요? (ơlmayeyo) - bao nhiêu tiền?
비싸요 / 싸요 - đắt / rẻ
깎아 주세요 - bớt giá giúp tôi
이거 주세요 - cho tôi cái này
영수증 - hóa đơn, 카드 - thẻ, 현금 - tiền mặt, 면세 - miễn thuế
원 - won: 만 원 = 10.000 won, 천 원 = 1.000 won

Số Hán Hàn dùng cho tiền: 일, 이, 삼, 사, 오, 육, 칠, 팔, 구, 십, 백, 천, 만
  39,800원 = 삼만 구천팔백 원

Hội thoại mẫu (trong giáo trình, bối cảnh ở chợ Namdaemun - Seoul):
A: 이 모자 얼마예요?        (Cái mũ này bao nhiêu?)
B: 만 오천 원이에요.         (15.000 won.)
A: 좀 깎아 주세요.           (Bớt chút đi ạ.)
B: 그럼 만 삼천 원에 드릴게요. (Vậy bán 13.000 won.)

Bài tập về nhà: viết 5 câu hỏi giá, nộp cho cô Hương tối thứ Ba 15/04.
Ngữ pháp: V-고 싶어요 (muốn làm V): 명동에서 화장품을 사고 싶어요 - Tôi muốn mua mỹ phẩm ở Myeongdong.
""",
    "Ghi chu/Hoc tieng Han/",
)

# --- Không có chỗ nào hợp: để lại trong inbox --------------------------------
IB["inbox/Bang minh hoa quyen loi - PRU.txt"] = (
    """\
PRUDENTIAL VIỆT NAM
BẢNG MINH HỌA QUYỀN LỢI SẢN PHẨM
PRU-ĐẦU TƯ LINH HOẠT (Bảo hiểm liên kết chung)

Tài liệu này chỉ mang tính chất minh họa, không phải hợp đồng bảo hiểm.
Ngày lập: 10/04/2025         Mã tư vấn viên: 70451238 - Võ Thị Kim Ngân (ĐT: 0932 604 117)

Bên mua bảo hiểm / Người được bảo hiểm chính: TRẦN THỊ THU HÀ, nữ, 40 tuổi, nhóm nghề 1
Số tiền bảo hiểm: 500.000.000 đ
Phí bảo hiểm cơ bản: 18.000.000 đ/năm - thời hạn đóng phí 15 năm
Sản phẩm bổ trợ:
  - Bảo hiểm bệnh lý nghiêm trọng: 300.000.000 đ - phí 2.450.000 đ/năm
  - Bảo hiểm chăm sóc sức khỏe (gói Toàn diện, nội trú): phí 4.880.000 đ/năm
Tổng phí dự kiến năm đầu: 25.330.000 đ

Minh họa giá trị tài khoản hợp đồng (lãi suất minh họa 4,0% và 6,5%):
Năm HĐ | Tuổi | Tổng phí đã đóng | Giá trị TK (4,0%) | Giá trị TK (6,5%)
  5    |  45  |   90.000.000     |    61.400.000     |     66.900.000
 10    |  50  |  180.000.000     |   164.800.000     |    196.200.000
 15    |  55  |  270.000.000     |   288.500.000     |    372.100.000
 20    |  60  |  270.000.000     |   331.700.000     |    484.600.000

Lãi suất đầu tư minh họa không được đảm bảo. Lãi suất cam kết tối thiểu: năm 1-5: 3%; năm 6-10: 2%; từ năm 11: 0,5%.
Khách hàng có 21 ngày cân nhắc kể từ ngày nhận bộ hợp đồng.

Chị Hà xem rồi có gì nhắn em nha, em Ngân.
""",
    "",
)

IB["inbox/thiep moi.txt"] = (
    """\
TRÂN TRỌNG KÍNH MỜI
Chị Thu Hà & Anh Khoa cùng hai bé

Đến dự tiệc cưới của chúng mình

PHƯƠNG THẢO  ♥  QUỐC DUY

Tiệc cưới được tổ chức vào lúc 11 giờ 00, Chủ nhật ngày 18 tháng 5 năm 2025
(tức ngày 21 tháng 4 năm Ất Tỵ)
Tại: Trung tâm Hội nghị - Tiệc cưới Riverside Palace, sảnh Sapphire
360D Bến Vân Đồn, Phường 1, Quận 4, TP. Hồ Chí Minh

Lễ vu quy được cử hành tại tư gia nhà gái: 45 Hồ Biểu Chánh, Phường 11, Quận Phú Nhuận.

Sự hiện diện của anh chị là niềm vinh hạnh cho gia đình chúng mình.

"Chị Hà ơi, bạn cùng phòng KTX năm nhất Kinh tế ngày xưa giờ mới chịu lấy chồng nè!
Nhớ đến sớm chụp hình nha - Thảo"

Vui lòng xác nhận tham dự trước 10/05/2025: 0976 228 035 (Thảo)
""",
    "",
)

IB["inbox/Phieu bao hanh dien tu.txt"] = (
    """\
SAMSUNG VIỆT NAM - PHIẾU BẢO HÀNH ĐIỆN TỬ
(Kích hoạt bảo hành tự động qua tin nhắn)

Tên sản phẩm: Samsung Galaxy A56 5G 8GB/256GB - Màu: Xám Graphite
Model: SM-A566E/DS
Số IMEI 1: 350918273645102
Số IMEI 2: 350918273645110
Ngày kích hoạt bảo hành: 05/04/2025
Thời hạn bảo hành: 12 tháng - đến hết ngày 04/04/2026 (pin, sạc: 12 tháng; màn hình: không bảo hành rơi vỡ)

Nơi mua: Thế Giới Di Động - 1016 Huỳnh Tấn Phát, P. Tân Phú, Quận 7 - Hóa đơn số 0012457788
Khách hàng: Trần Thị Thu Hà - 0903 558 214
Gói Samsung Care+ (rơi vỡ, vào nước 12 tháng): có - 1.290.000 đ

Trung tâm bảo hành gần nhất: Samsung Service Center - 456 Nguyễn Thị Thập, Quận 7
Tổng đài hỗ trợ: 1800 588 889 (miễn phí)
Tra cứu tình trạng bảo hành: https://www.samsung.com/vn/support/warranty/
""",
    "",
)

IB["inbox/Xac nhan dang ky giai chay.eml"] = (
    eml(
        '"Saigon River Run 2025" <register@saigonriverrun.vn>',
        "thuha.tran84@gmail.com",
        "Xác nhận đăng ký thành công - Saigon River Run 2025 - BIB #10K-2417",
        dt.datetime(2025, 4, 17, 21, 8, 30, tzinfo=_VN),
        """\
Chào Trần Thị Thu Hà,

Chúc mừng bạn đã đăng ký thành công giải chạy SAIGON RIVER RUN 2025!
Congratulations! Your registration for Saigon River Run 2025 is confirmed.

Mã đăng ký / Registration ID: SRR25-0417-88215
Cự ly / Distance: 10 km
Số BIB dự kiến / Bib number: 10K-2417
Size áo / T-shirt size: S (nữ)
Ngày thi đấu / Race day: Chủ nhật 15/06/2025 - xuất phát 5:15 sáng
Địa điểm / Venue: Công viên bờ sông Sài Gòn, Thủ Thiêm, TP. Thủ Đức
Lệ phí / Fee: 650.000 VND (đã thanh toán qua VNPay)

Nhận race kit: 13-14/06/2025, 9:00 - 20:00 tại Crescent Mall, Quận 7 (mang theo CCCD và email này).
Thời gian giới hạn cự ly 10 km: 1 giờ 45 phút.

Hãy tập luyện an toàn và hẹn gặp bạn ở vạch xuất phát!
Ban Tổ chức Saigon River Run 2025
""",
        "<srr25.0417.88215@saigonriverrun.vn>",
    ),
    "",
)

INBOX = IB
