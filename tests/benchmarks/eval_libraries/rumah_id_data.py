"""rumah-id: helpers (PDF, photo, e-mail, Office files) and the files already filed."""

from __future__ import annotations

import io
import random
from datetime import datetime, timedelta, timezone

import openpyxl
from docx import Document
from fpdf import FPDF
from PIL import Image, ImageDraw

# ---------------------------------------------------------------- folders

KPR = "Rumah/KPR BTN/"
ASR_RUMAH = "Rumah/Asuransi Kebakaran/"
PBB = "Rumah/PBB/"
PLN = "Rumah/Tagihan/PLN/"
PDAM = "Rumah/Tagihan/PDAM/"
INDI = "Rumah/Tagihan/IndiHome/"
RENOV = "Rumah/Renovasi Dapur/"
VARIO = "Kendaraan/Motor Vario/"
BRIO_ASR = "Kendaraan/Mobil Brio/Asuransi/"
BRIO_SRV = "Kendaraan/Mobil Brio/Servis/"
BCA = "Keuangan/Rekening BCA Nadia/"
MANDIRI = "Keuangan/Rekening Mandiri Raka/"
WISE = "Keuangan/Wise Raka/"
INVEST = "Keuangan/Investasi/"
PAJAK23 = "Keuangan/Pajak/2023/"
PAJAK24 = "Keuangan/Pajak/2024/"
PAJAK25 = "Keuangan/Pajak/2025/"
LUMIO_K = "Kerja/Raka - Lumio Labs/Kontrak/"
LUMIO_INV = "Kerja/Raka - Lumio Labs/Invoice ke Lumio/"
LUMIO_BY = "Kerja/Raka - Lumio Labs/Biaya Kerja/"
SLIP = "Kerja/Nadia - Priangan Kopi/Slip Gaji/"
NADIA_K = "Kerja/Nadia - Priangan Kopi/Kontrak & SK/"
RAKA = "Keluarga/Raka/"
NADIA = "Keluarga/Nadia/"
SALSA = "Keluarga/Salsa/"
K2324 = "Keluarga/Salsa/Kuliah 2023-2024/"
K2425 = "Keluarga/Salsa/Kuliah 2024-2025/"
APAEMA = "Keluarga/Apa Ema/"
SOLO = "Perjalanan/2024-04 Mudik Solo/"
LBJ = "Perjalanan/2024-09 Labuan Bajo/"
SG = "Perjalanan/2025-02 Singapura/"
LOMBOK = "Perjalanan/2025-06 Lombok/"
SYUKURAN = "Acara/2024-11 Syukuran Rumah/"
RINA = "Acara/2025-08 Nikahan Teh Rina/"
FOTO24 = "Foto/2024/"
FOTO25 = "Foto/2025/"
RESEP = "Resep/"
LARI = "Hobi/Lari/"
BUKU = "Hobi/Buku/"

ALAMAT = "Perum. Griya Arcamanik Asri Blok C3 No. 7, Kel. Cisaranten Kulon, Kec. Arcamanik, Kota Bandung 40293"
ALAMAT_1 = "Perum. Griya Arcamanik Asri Blok C3 No. 7"
ALAMAT_2 = "Cisaranten Kulon, Arcamanik, Kota Bandung 40293"
NPWP_RAKA = "3273 0412 0896 0007"
NPWP_NADIA = "3372 0557 0397 0002"
LUMIO_ADDR = "71 Ayer Rajah Crescent, #05-12, Singapore 139951"

BULAN = [
    "",
    "Januari",
    "Februari",
    "Maret",
    "April",
    "Mei",
    "Juni",
    "Juli",
    "Agustus",
    "September",
    "Oktober",
    "November",
    "Desember",
]

# ---------------------------------------------------------------- money


def rp(n: float, dec: bool = False) -> str:
    """Rp 1.250.000 (or Rp 1.250.000,00)."""
    s = f"{abs(n):,.2f}" if dec else f"{abs(round(n)):,}"
    s = s.replace(",", "#").replace(".", ",").replace("#", ".")
    return ("-" if n < 0 else "") + "Rp " + s


def idn(n: float) -> str:
    """1.250.000,00 without currency."""
    s = f"{abs(n):,.2f}".replace(",", "#").replace(".", ",").replace("#", ".")
    return ("-" if n < 0 else "") + s


_SATUAN = [
    "",
    "satu",
    "dua",
    "tiga",
    "empat",
    "lima",
    "enam",
    "tujuh",
    "delapan",
    "sembilan",
    "sepuluh",
    "sebelas",
]


def terbilang(n: int) -> str:
    """Indonesian words for a whole number, as on receipts (tiga ratus ribu ...)."""
    if n < 12:
        return _SATUAN[n]
    if n < 20:
        return terbilang(n - 10) + " belas"
    if n < 100:
        return (terbilang(n // 10) + " puluh " + terbilang(n % 10)).strip()
    if n < 200:
        return ("seratus " + terbilang(n - 100)).strip()
    if n < 1000:
        return (terbilang(n // 100) + " ratus " + terbilang(n % 100)).strip()
    if n < 2000:
        return ("seribu " + terbilang(n - 1000)).strip()
    for unit, word in ((10**9, "miliar"), (10**6, "juta"), (10**3, "ribu")):
        if n >= unit:
            return (terbilang(n // unit) + f" {word} " + terbilang(n % unit)).strip()
    return ""


def en(n: float) -> str:
    return f"{n:,.2f}"


# ---------------------------------------------------------------- PDF

_FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"


def pdf(*blocks: tuple, when: str = "2025-01-01", title: str = "", author: str = "") -> bytes:
    """A one- or two-page PDF with a text layer, from simple blocks:
    ("h", text) title, ("c", text) centred bold, ("b", text) bold, ("t", text) text,
    ("s", text) small print, ("r", text) right-aligned bold, ("kv", [(k, v)], width),
    ("tab", widths, header, rows[, aligns]), ("hr",), ("gap", mm), ("page",)."""
    p = FPDF(format="A4")
    p.set_margins(18, 15, 18)
    p.set_auto_page_break(True, 15)
    p.add_font("DejaVu", "", _FONT)
    y, m, d = (int(x) for x in when.split("-"))
    p.set_creation_date(datetime(y, m, d, 9, 30, tzinfo=timezone(timedelta(hours=7))))
    if title:
        p.set_title(title)
    if author:
        p.set_author(author)
    p.add_page()
    for b in blocks:
        kind = b[0]
        if kind == "h":
            p.set_font("helvetica", "B", 14)
            p.multi_cell(0, 7, _latin(b[1]), align="L", new_x="LMARGIN", new_y="NEXT")
            p.ln(1)
        elif kind == "c":
            p.set_font("helvetica", "B", 12)
            p.multi_cell(0, 6, _latin(b[1]), align="C", new_x="LMARGIN", new_y="NEXT")
        elif kind == "b":
            p.set_font("helvetica", "B", 9.5)
            p.multi_cell(0, 5, _latin(b[1]), align="L", new_x="LMARGIN", new_y="NEXT")
        elif kind == "t":
            p.set_font("DejaVu", "", 9.5)
            p.multi_cell(0, 5, b[1], align="L", new_x="LMARGIN", new_y="NEXT")
        elif kind == "s":
            p.set_font("DejaVu", "", 7.5)
            p.set_text_color(90, 90, 90)
            p.multi_cell(0, 3.8, b[1], align="L", new_x="LMARGIN", new_y="NEXT")
            p.set_text_color(0, 0, 0)
        elif kind == "r":
            p.set_font("helvetica", "B", 10)
            p.multi_cell(0, 6, _latin(b[1]), align="R", new_x="LMARGIN", new_y="NEXT")
        elif kind == "kv":
            w = b[2] if len(b) > 2 else 48
            for k, v in b[1]:
                p.set_font("DejaVu", "", 9.5)
                p.cell(w, 5, k)
                p.multi_cell(
                    0, 5, ": " + v if k else "  " + v, align="L", new_x="LMARGIN", new_y="NEXT"
                )
        elif kind == "tab":
            widths, header, rows = b[1], b[2], b[3]
            aligns = b[4] if len(b) > 4 else None
            p.set_font("DejaVu", "", 8.5)
            p.set_draw_color(150, 150, 150)
            with p.table(
                col_widths=widths,
                width=min(sum(widths), p.epw),
                text_align=aligns or "LEFT",
                line_height=4.6,
                headings_style=_HEAD,
                first_row_as_headings=bool(header),
            ) as table:
                for row in ([header] if header else []) + rows:
                    r = table.row()
                    for cell in row:
                        r.cell(_latin(str(cell)) if row is header else str(cell))
            p.ln(2)
        elif kind == "hr":
            p.set_draw_color(120, 120, 120)
            p.line(18, p.get_y() + 1, 192, p.get_y() + 1)
            p.ln(3)
        elif kind == "gap":
            p.ln(b[1])
        elif kind == "page":
            p.add_page()
    return bytes(p.output())


def _latin(text: str) -> str:
    """Bold lines are set in the PDF's built-in Helvetica (no embedding): Latin-1 only."""
    return text.replace("—", "-").replace("–", "-").replace("’", "'").replace("…", "...")


def _headings():
    from fpdf.fonts import FontFace

    return FontFace(family="helvetica", emphasis="BOLD", fill_color=(225, 230, 236))


_HEAD = _headings()


# ---------------------------------------------------------------- photos

_SCENES = {
    "pantai": ((120, 185, 235), (40, 120, 170), (225, 205, 160)),
    "laut": ((150, 200, 240), (20, 90, 150), (20, 90, 150)),
    "kota": ((170, 190, 210), (120, 120, 130), (90, 90, 95)),
    "gunung": ((160, 200, 235), (70, 110, 70), (60, 90, 50)),
    "dalam": ((235, 220, 195), (200, 180, 150), (140, 100, 70)),
    "malam": ((20, 25, 50), (40, 40, 70), (30, 30, 40)),
    "sawah": ((170, 210, 240), (90, 160, 60), (110, 150, 50)),
    "dapur": ((220, 215, 205), (180, 175, 165), (150, 140, 130)),
}


def photo(
    when: str, scene: str, seed: int, make: str = "samsung", model: str = "SM-A546E"
) -> bytes:
    """A small JPEG that looks like a phone photo, with EXIF DateTimeOriginal
    (when = "YYYY:MM:DD HH:MM:SS")."""
    rnd = random.Random(seed)
    sky, mid, ground = _SCENES[scene]
    w, h = 320, 240
    img = Image.new("RGB", (w, h), sky)
    d = ImageDraw.Draw(img)
    horizon = rnd.randint(90, 130)
    for y in range(horizon):
        t = y / horizon
        d.line([(0, y), (w, y)], fill=tuple(int(c * (0.8 + 0.2 * t)) for c in sky))
    d.rectangle([0, horizon, w, h], fill=mid)
    d.rectangle([0, horizon + rnd.randint(30, 60), w, h], fill=ground)
    for _ in range(rnd.randint(5, 12)):
        x, y = rnd.randint(0, w), rnd.randint(horizon - 40, h)
        s = rnd.randint(6, 40)
        col = tuple(max(0, min(255, c + rnd.randint(-70, 70))) for c in mid)
        if rnd.random() < 0.5:
            d.ellipse([x, y, x + s, y + s * 1.4], fill=col)
        else:
            d.rectangle([x, y, x + s, y + s], fill=col)
    for _ in range(1500):
        x, y = rnd.randrange(w), rnd.randrange(h)
        r, g, b = img.getpixel((x, y))
        n = rnd.randint(-12, 12)
        img.putpixel((x, y), (max(0, r + n), max(0, g + n), max(0, b + n)))
    exif = Image.Exif()
    if make:  # images saved from WhatsApp carry no camera make/model
        exif[0x010F] = make
        exif[0x0110] = model
    exif[0x0132] = when
    ifd = exif.get_ifd(0x8769)
    ifd[36867] = when
    ifd[36868] = when
    buf = io.BytesIO()
    img.save(buf, "JPEG", quality=78, exif=exif.tobytes())
    return buf.getvalue()


IPHONE = {"make": "Apple", "model": "iPhone 13"}


# ---------------------------------------------------------------- e-mail / Office


def eml(headers: list[tuple[str, str]], body: str) -> bytes:
    head = [f"{k}: {v}" for k, v in headers]
    head += [
        "MIME-Version: 1.0",
        'Content-Type: text/plain; charset="utf-8"',
        "Content-Transfer-Encoding: 8bit",
    ]
    return ("\r\n".join(head) + "\r\n\r\n" + body.replace("\n", "\r\n")).encode("utf-8")


def docx(
    paragraphs: list[tuple[str, str]],
    table: list[list[str]] | None = None,
    after: list[str] | None = None,
) -> bytes:
    """paragraphs: ("h1"|"h2"|"p", text); an optional table, then closing paragraphs."""
    doc = Document()
    for kind, text in paragraphs:
        if kind == "h1":
            doc.add_heading(text, level=1)
        elif kind == "h2":
            doc.add_heading(text, level=2)
        else:
            doc.add_paragraph(text)
    if table:
        t = doc.add_table(rows=len(table), cols=len(table[0]))
        t.style = "Table Grid"
        for i, row in enumerate(table):
            for j, cell in enumerate(row):
                t.cell(i, j).text = str(cell)
    for text in after or []:
        doc.add_paragraph(text)
    doc.core_properties.author = "Raka Aditya Hidayat"
    buf = io.BytesIO()
    doc.save(buf)
    return buf.getvalue()


def xlsx(sheets: dict[str, list[list]]) -> bytes:
    wb = openpyxl.Workbook()
    wb.remove(wb.active)
    for name, rows in sheets.items():
        ws = wb.create_sheet(name)
        for row in rows:
            ws.append(row)
        for col in ws.columns:
            width = max(len(str(c.value)) if c.value is not None else 0 for c in col)
            ws.column_dimensions[col[0].column_letter].width = min(48, max(9, width + 2))
    buf = io.BytesIO()
    wb.save(buf)
    return buf.getvalue()


# ---------------------------------------------------------------- statements


def running(
    opening: float, txns: list[tuple[str, str, float]]
) -> tuple[list[tuple[str, str, float, float]], float, float, float]:
    """(date, text, +credit/-debit) -> rows with balance, total credit, total debit, closing."""
    bal, cr, db, out = opening, 0.0, 0.0, []
    for dt, text, amt in txns:
        bal += amt
        if amt >= 0:
            cr += amt
        else:
            db += -amt
        out.append((dt, text, amt, bal))
    return out, cr, db, bal


def kpr_schedule(n: int) -> tuple[float, float, float, float]:
    """Installment n (1 = April 2023) of the BTN mortgage: (bunga, pokok, angsuran, sisa pokok)."""
    plafon, r, months = 620_000_000, 0.0599 / 12, 180
    angs = round(plafon * r / (1 - (1 + r) ** -months))
    bal = plafon
    bunga = pokok = 0
    for _ in range(n):
        bunga = round(bal * r)
        pokok = angs - bunga
        bal -= pokok
    return bunga, pokok, angs, bal


KPR_ANGSURAN = kpr_schedule(1)[2]


def kpr_tagihan(n: int, bulan: int, tahun: int, cetak: str) -> bytes:
    bunga, pokok, angs, sisa = kpr_schedule(n)
    return pdf(
        ("h", "PT Bank Tabungan Negara (Persero) Tbk"),
        (
            "s",
            "Kantor Cabang Bandung  ·  Jl. Jend. Gatot Subroto No. 30, Bandung 40262  ·  Contact Center 1500286",
        ),
        ("hr",),
        ("c", "PEMBERITAHUAN TAGIHAN ANGSURAN KREDIT"),
        ("gap", 2),
        (
            "kv",
            [
                ("Nama Debitur", "RAKA ADITYA HIDAYAT"),
                ("Alamat", ALAMAT_1 + ", " + ALAMAT_2),
                ("No. Rekening Pinjaman", "00210152007743"),
                ("Jenis Kredit", "KPR BTN Platinum - Non Subsidi"),
                ("Periode Tagihan", f"{BULAN[bulan]} {tahun}"),
                ("Angsuran Ke", f"{n} dari 180"),
                ("Tanggal Jatuh Tempo", f"17/{bulan:02d}/{tahun}"),
                ("Suku Bunga", "5,99% p.a. (fixed s.d. Maret 2026)"),
            ],
            55,
        ),
        ("gap", 2),
        (
            "tab",
            (90, 60),
            ("Rincian", "Jumlah (Rp)"),
            [
                ("Angsuran Pokok", idn(pokok)),
                ("Angsuran Bunga", idn(bunga)),
                ("Denda", "0,00"),
                ("Total Tagihan", idn(angs)),
                ("Sisa Pokok setelah pembayaran", idn(sisa)),
            ],
            ("LEFT", "RIGHT"),
        ),
        (
            "t",
            "Pembayaran didebet otomatis dari rekening tabungan BTN Batara a.n. debitur No. 0021-01-30-118204-7 pada tanggal jatuh tempo. Mohon pastikan saldo mencukupi paling lambat H-1.",
        ),
        ("gap", 3),
        (
            "s",
            f"Dicetak {cetak}. Dokumen ini diterbitkan secara elektronik dan tidak memerlukan tanda tangan. PT Bank Tabungan Negara (Persero) Tbk terdaftar dan diawasi oleh Otoritas Jasa Keuangan (OJK) serta merupakan peserta penjaminan LPS.",
        ),
        when=f"{tahun}-{bulan:02d}-05",
        title=f"Tagihan Angsuran {BULAN[bulan]} {tahun}",
        author="Bank BTN",
    )


def polis_kebakaran(
    no: str,
    mulai: str,
    akhir: str,
    nilai_bangunan: int,
    nilai_isi: int,
    terbit: str,
    when: str,
    perpanjangan: bool = False,
) -> bytes:
    total = nilai_bangunan + nilai_isi
    p1 = round(total * 0.000294)
    p2 = round(total * 0.00045)
    p3 = round(total * 0.0001)
    premi = p1 + p2 + p3
    blocks = [
        ("h", "PT Asuransi Griya Raharja"),
        (
            "s",
            "Menara Raharja Lt. 9, Jl. Jend. Sudirman Kav. 48, Jakarta 12930  ·  Kantor Pemasaran Bandung: Jl. Asia Afrika No. 121  ·  www.griyaraharja.co.id",
        ),
        ("hr",),
    ]
    if perpanjangan:
        blocks += [
            (
                "t",
                f"Bandung, {terbit}\n\nKepada Yth.\nBapak Raka Aditya Hidayat\n{ALAMAT_1}\n{ALAMAT_2}",
            ),
            ("gap", 2),
            ("b", "Perihal: Perpanjangan Polis Asuransi Harta Benda"),
            (
                "t",
                "Dengan hormat,\nBersama ini kami sampaikan bahwa polis Bapak telah kami perpanjang secara otomatis sesuai ketentuan Perjanjian Kredit dengan PT Bank Tabungan Negara (Persero) Tbk. Premi perpanjangan akan didebet dari rekening tabungan BTN Bapak. Ikhtisar polis terlampir di bawah ini.",
            ),
            ("gap", 2),
        ]
    blocks += [
        ("c", "IKHTISAR POLIS ASURANSI HARTA BENDA\n(Polis Standar Asuransi Kebakaran Indonesia)"),
        ("gap", 2),
        (
            "kv",
            [
                ("Nomor Polis", no),
                ("Tertanggung", "RAKA ADITYA HIDAYAT QQ PT BANK TABUNGAN NEGARA (PERSERO) TBK"),
                ("Lokasi Pertanggungan", ALAMAT),
                ("Okupasi", "Rumah tinggal (kode 2976), kelas konstruksi 1"),
                ("Periode Asuransi", f"{mulai} s.d. {akhir} (12.00 waktu setempat)"),
                (
                    "Banker's Clause",
                    "PT Bank Tabungan Negara (Persero) Tbk, No. PK 112/PK-KPR/BDG/III/2023",
                ),
            ],
            48,
        ),
        ("gap", 2),
        (
            "tab",
            (80, 45, 45),
            ("Objek / Jaminan", "Nilai / Rate", "Premi (Rp)"),
            [
                ("Bangunan", idn(nilai_bangunan), ""),
                ("Isi rumah tangga", idn(nilai_isi), ""),
                ("PSAKI (kebakaran, petir, ledakan, kejatuhan pesawat, asap)", "0,0294%", idn(p1)),
                ("Perluasan banjir, angin topan, badai & air (4.1B)", "0,0450%", idn(p2)),
                ("Perluasan huru-hara & kerusuhan (RSMDCC 4.1A)", "0,0100%", idn(p3)),
                ("Biaya polis & meterai", "", idn(60000)),
                ("Total Premi", "", idn(premi + 60000)),
            ],
            ("LEFT", "RIGHT", "RIGHT"),
        ),
        (
            "t",
            "Risiko sendiri: banjir 10% dari nilai klaim minimum Rp 500.000 setiap kejadian. Gempa bumi tidak termasuk dalam pertanggungan ini.",
        ),
        ("gap", 3),
        (
            "t",
            f"Diterbitkan di Bandung, {terbit}\nPT Asuransi Griya Raharja\n\n(ditandatangani secara elektronik)\nDewi Anggraeni — Kepala Kantor Pemasaran Bandung",
        ),
        (
            "s",
            "PT Asuransi Griya Raharja berizin dan diawasi oleh Otoritas Jasa Keuangan. Pengaduan: 1500-774 atau pengaduan@griyaraharja.co.id.",
        ),
    ]
    return pdf(*blocks, when=when, title="Ikhtisar Polis " + no, author="Asuransi Griya Raharja")


def pln_tagihan(bulan: int, tahun: int, awal: int, akhir: int, terbit: str) -> bytes:
    kwh = akhir - awal
    tarif = 1444.70
    biaya = round(kwh * tarif)
    pbjt = round(biaya * 0.06)
    materai = 0
    total = biaya + pbjt + materai
    return pdf(
        ("h", "PT PLN (Persero)"),
        (
            "s",
            "Unit Induk Distribusi Jawa Barat  ·  UP3 Bandung Timur  ·  ULP Ujungberung  ·  Contact Center PLN 123 / aplikasi PLN Mobile",
        ),
        ("hr",),
        ("c", "INFORMASI TAGIHAN LISTRIK PASCABAYAR"),
        ("gap", 2),
        (
            "kv",
            [
                ("ID Pelanggan", "532110447815"),
                ("Nama", "RAKA ADITYA HIDAYAT"),
                ("Alamat", "GRIYA ARCAMANIK ASRI C3/7 CISARANTEN KULON"),
                ("Tarif / Daya", "R1 / 2.200 VA"),
                ("Bulan / Tahun Tagihan", f"{BULAN[bulan].upper()} {tahun}"),
                ("Stand Meter", f"{awal:08d} - {akhir:08d}"),
                ("Pemakaian", f"{kwh} kWh"),
            ],
            50,
        ),
        ("gap", 2),
        (
            "tab",
            (100, 50),
            ("Uraian", "Rp"),
            [
                (f"Biaya pemakaian {kwh} kWh x Rp 1.444,70", idn(biaya)),
                ("PBJT Tenaga Listrik (6%)", idn(pbjt)),
                ("Total Tagihan", idn(total)),
            ],
            ("LEFT", "RIGHT"),
        ),
        (
            "t",
            f"Batas pembayaran tanggal 20 {BULAN[bulan if bulan < 12 else 1]} {tahun}. Keterlambatan pembayaran dikenakan biaya keterlambatan sesuai ketentuan dan dapat dilakukan pemutusan sementara.",
        ),
        (
            "s",
            f"Diterbitkan {terbit}. Bayar melalui PLN Mobile, bank, marketplace, atau Kantor Pos. Simpan informasi ini sebagai arsip.",
        ),
        when=f"{tahun}-{bulan:02d}-03",
        title=f"Tagihan Listrik {BULAN[bulan]} {tahun}",
        author="PLN",
    )


def indihome_tagihan(
    bulan: int, tahun: int, no: str, extra: list[tuple[str, int]] | None = None
) -> bytes:
    rows = [("IndiHome Internet 50 Mbps (Paket 1P)", 345000)] + (extra or [])
    sub = sum(a for _, a in rows)
    ppn = round(sub * 0.11)
    return pdf(
        ("h", "Telkom Indonesia — IndiHome"),
        (
            "s",
            "PT Telkom Indonesia (Persero) Tbk  ·  Jl. Japati No. 1, Bandung 40133  ·  NPWP 01.000.013.1-093.000  ·  Call Center 147",
        ),
        ("hr",),
        ("c", "TAGIHAN LAYANAN"),
        (
            "kv",
            [
                ("Nomor Tagihan", no),
                ("Nomor Layanan", "131152207431"),
                ("Nama Pelanggan", "Raka Aditya Hidayat"),
                ("Alamat Pemasangan", "Griya Arcamanik Asri C3 No. 7, Bandung"),
                ("Periode Pemakaian", f"{BULAN[bulan]} {tahun}"),
                ("Tanggal Jatuh Tempo", f"20 {BULAN[bulan]} {tahun}"),
            ],
            48,
        ),
        ("gap", 2),
        (
            "tab",
            (110, 45),
            ("Rincian Layanan", "Jumlah (Rp)"),
            [(a, idn(b)) for a, b in rows]
            + [("PPN 11%", idn(ppn)), ("Total Tagihan", idn(sub + ppn))],
            ("LEFT", "RIGHT"),
        ),
        (
            "t",
            "Pembayaran melalui aplikasi myIndiHome, Bank (virtual account 8100 131152207431), Indomaret/Alfamart, atau e-wallet. Tagihan yang belum dibayar sampai tanggal 20 dapat menyebabkan isolir layanan.",
        ),
        ("s", "Tagihan ini sah tanpa tanda tangan. Informasi lebih lanjut: indihome.co.id"),
        when=f"{tahun}-{bulan:02d}-01",
        title="Tagihan IndiHome",
        author="Telkom Indonesia",
    )


def pdam_tagihan(bulan: int, tahun: int, awal: int, akhir: int) -> bytes:
    m3 = akhir - awal
    b1 = min(m3, 10) * 3100
    b2 = max(0, min(m3, 20) - 10) * 4700
    b3 = max(0, m3 - 20) * 6900
    rows = [
        ("Blok I (0-10 m³) x Rp 3.100", idn(b1)),
        ("Blok II (11-20 m³) x Rp 4.700", idn(b2)),
        ("Blok III (>20 m³) x Rp 6.900", idn(b3)),
        ("Biaya pemeliharaan meter", idn(7500)),
        ("Biaya administrasi", idn(5000)),
    ]
    total = b1 + b2 + b3 + 12500
    return pdf(
        ("h", "Perumda Air Minum Tirtawening Kota Bandung"),
        ("s", "Jl. Badaksinga No. 10, Bandung 40132  ·  Call Center (022) 2509030"),
        ("hr",),
        ("c", "REKENING AIR"),
        (
            "kv",
            [
                ("No. Sambungan", "07230458"),
                ("Nama", "RAKA ADITYA HIDAYAT"),
                ("Alamat", "GRIYA ARCAMANIK ASRI C3/7"),
                ("Golongan", "R2 - Rumah Tangga"),
                ("Periode", f"{BULAN[bulan]} {tahun}"),
                ("Meter Awal / Akhir", f"{awal} / {akhir}"),
                ("Pemakaian", f"{m3} m³"),
            ],
            45,
        ),
        ("gap", 2),
        (
            "tab",
            (110, 45),
            ("Uraian", "Rp"),
            rows + [("Jumlah Tagihan", idn(total))],
            ("LEFT", "RIGHT"),
        ),
        ("t", "Bayar paling lambat tanggal 20 bulan berjalan. Denda keterlambatan Rp 10.000."),
        ("s", "Rekening ini merupakan bukti tagihan, bukan bukti pembayaran."),
        when=f"{tahun}-{bulan:02d}-02",
        title=f"Rekening Air {BULAN[bulan]} {tahun}",
    )


_TER_A = [
    (7_500_000, 0.0125),
    (8_550_000, 0.015),
    (9_650_000, 0.0175),
    (10_050_000, 0.02),
    (10_350_000, 0.0225),
    (10_700_000, 0.025),
    (11_050_000, 0.03),
    (11_600_000, 0.035),
    (12_500_000, 0.04),
    (13_750_000, 0.05),
    (15_100_000, 0.06),
    (16_950_000, 0.07),
    (10**12, 0.08),
]


def gaji(hari: int = 22, lembur: int = 0, thr: int = 0) -> dict[str, int | float]:
    """Nadia's monthly pay at Priangan Kopi (TER A withholding)."""
    pokok, transport = 6_800_000, 600_000
    makan = hari * 25_000
    bruto = pokok + transport + makan + lembur + thr
    dasar = bruto + round(pokok * 0.0054)
    ter = next(t for lim, t in _TER_A if dasar <= lim)
    pph = round(dasar * ter)
    bpjs_kes, jht, jp = round(pokok * 0.01), round(pokok * 0.02), round(pokok * 0.01)
    pot = bpjs_kes + jht + jp + pph
    return dict(
        pokok=pokok,
        transport=transport,
        makan=makan,
        bruto=bruto,
        ter=ter,
        pph=pph,
        bpjs_kes=bpjs_kes,
        jht=jht,
        jp=jp,
        pot=pot,
        net=bruto - pot,
    )


def slip_gaji(bulan: int, tahun: int, lembur: int = 0, thr: int = 0, hari: int = 22) -> bytes:
    g = gaji(hari, lembur, thr)
    pokok, transport, makan, bruto, ter = (
        g["pokok"],
        g["transport"],
        g["makan"],
        g["bruto"],
        g["ter"],
    )
    pph, bpjs_kes, jht, jp, pot = g["pph"], g["bpjs_kes"], g["jht"], g["jp"], g["pot"]
    pend = [
        ("Gaji Pokok", pokok),
        ("Tunjangan Transport", transport),
        (f"Uang Makan ({hari} hari)", makan),
    ]
    if lembur:
        pend.append(("Lembur", lembur))
    if thr:
        pend.append(("THR Idul Fitri 1446 H", thr))
    rows = [(a, idn(b)) for a, b in pend] + [("Total Pendapatan", idn(bruto))]
    rows2 = [
        ("BPJS Kesehatan (1%)", idn(bpjs_kes)),
        ("BPJS TK - JHT (2%)", idn(jht)),
        ("BPJS TK - JP (1%)", idn(jp)),
        (f"PPh Pasal 21 (TER A {str(ter * 100).replace('.', ',')}%)", idn(pph)),
        ("Total Potongan", idn(pot)),
    ]
    return pdf(
        ("h", "PT PRIANGAN KOPI LESTARI"),
        (
            "s",
            "Jl. Sukajadi No. 188, Bandung 40162  ·  Telp. (022) 2033 418  ·  hrd@priangankopi.co.id",
        ),
        ("hr",),
        ("c", f"SLIP GAJI — {BULAN[bulan].upper()} {tahun}"),
        ("gap", 1),
        (
            "kv",
            [
                ("Nama", "Nadia Puspitasari"),
                ("NIK Karyawan", "PKL-0231"),
                ("Jabatan", "Staf Keuangan"),
                ("Departemen", "Finance & Accounting"),
                ("Status PTKP", "TK/0"),
                ("Rekening", "BCA 7771223845"),
            ],
            40,
        ),
        ("gap", 2),
        ("b", "PENDAPATAN"),
        ("tab", (110, 45), (), rows, ("LEFT", "RIGHT")),
        ("b", "POTONGAN"),
        ("tab", (110, 45), (), rows2, ("LEFT", "RIGHT")),
        ("r", f"GAJI BERSIH (TAKE HOME PAY): {rp(bruto - pot)}"),
        ("gap", 2),
        ("t", f"Ditransfer tanggal 25 {BULAN[bulan]} {tahun}."),
        (
            "s",
            "Slip gaji ini dibuat otomatis oleh sistem HRIS dan bersifat rahasia. Pertanyaan mengenai gaji dapat disampaikan ke bagian HRD paling lambat 7 hari setelah tanggal pembayaran.",
        ),
        when=f"{tahun}-{bulan:02d}-25",
        title=f"Slip Gaji {BULAN[bulan]} {tahun} - Nadia Puspitasari",
        author="HRIS Priangan Kopi",
    )


def bca_statement(
    bulan: int, tahun: int, opening: float, txns: list[tuple[str, str, float]]
) -> bytes:
    rows, cr, db, close = running(opening, txns)
    table = [(f"01/{bulan:02d}", "SALDO AWAL", "", "", en(opening))]
    for dt, text, amt, bal in rows:
        table.append((dt, text, "0000", en(abs(amt)) + (" DB" if amt < 0 else ""), en(bal)))
    return pdf(
        ("h", "BCA"),
        ("b", "REKENING TAHAPAN"),
        ("gap", 1),
        (
            "kv",
            [
                ("", "NADIA PUSPITASARI"),
                ("", "PERUM GRIYA ARCAMANIK ASRI C3/7"),
                ("", "CISARANTEN KULON ARCAMANIK"),
                ("", "BANDUNG 40293"),
                ("NO. REKENING", "7771223845"),
                ("PERIODE", f"{BULAN[bulan].upper()} {tahun}"),
                ("MATA UANG", "IDR"),
            ],
            35,
        ),
        ("gap", 2),
        (
            "tab",
            (16, 84, 12, 32, 30),
            ("TANGGAL", "KETERANGAN", "CBG", "MUTASI", "SALDO"),
            table,
            ("LEFT", "LEFT", "CENTER", "RIGHT", "RIGHT"),
        ),
        (
            "kv",
            [
                ("SALDO AWAL", en(opening)),
                ("MUTASI CR", en(cr)),
                ("MUTASI DB", en(db)),
                ("SALDO AKHIR", en(close)),
            ],
            35,
        ),
        ("gap", 2),
        (
            "s",
            "Bila nasabah tidak melakukan sanggahan atas Laporan Mutasi Rekening ini sampai dengan akhir bulan berikutnya, nasabah dianggap telah menyetujui isi laporan ini. PT Bank Central Asia Tbk terdaftar dan diawasi oleh OJK dan merupakan peserta penjaminan LPS.",
        ),
        when=f"{tahun}-{bulan:02d}-28",
        title=f"e-Statement {BULAN[bulan]} {tahun}",
        author="BCA",
    )


def mandiri_statement(
    bulan: int, tahun: int, opening: float, txns: list[tuple[str, str, float]], last_day: int
) -> bytes:
    rows, cr, db, close = running(opening, txns)
    table = []
    for dt, text, amt, bal in rows:
        table.append(
            (
                f"{dt}/{tahun}",
                text,
                "" if amt > 0 else idn(-amt),
                idn(amt) if amt > 0 else "",
                idn(bal),
            )
        )
    return pdf(
        ("h", "mandiri"),
        ("b", "e-Statement Rekening Tabungan"),
        ("s", "PT Bank Mandiri (Persero) Tbk  ·  Mandiri Call 14000  ·  www.bankmandiri.co.id"),
        ("hr",),
        (
            "kv",
            [
                ("Nama", "RAKA ADITYA HIDAYAT"),
                ("Alamat", "GRIYA ARCAMANIK ASRI BLOK C3 NO 7 BANDUNG"),
                ("Cabang", "KCP Bandung Antapani"),
                ("Nomor Rekening", "1320019847332"),
                ("Produk", "Mandiri Tabungan NOW IDR"),
                ("Periode", f"01 {BULAN[bulan]} {tahun} - {last_day} {BULAN[bulan]} {tahun}"),
            ],
            40,
        ),
        ("gap", 2),
        (
            "kv",
            [
                ("Saldo Awal", idn(opening)),
                ("Dana Masuk", idn(cr)),
                ("Dana Keluar", idn(db)),
                ("Saldo Akhir", idn(close)),
            ],
            40,
        ),
        ("gap", 2),
        (
            "tab",
            (22, 78, 27, 27, 28),
            ("Tanggal", "Keterangan", "Dana Keluar", "Dana Masuk", "Saldo"),
            table,
            ("LEFT", "LEFT", "RIGHT", "RIGHT", "RIGHT"),
        ),
        (
            "s",
            "Dokumen ini merupakan e-Statement yang dihasilkan secara elektronik sehingga tidak memerlukan tanda tangan. Segera hubungi Mandiri Call 14000 jika terdapat transaksi yang tidak Anda kenali. PT Bank Mandiri (Persero) Tbk berizin dan diawasi oleh OJK serta merupakan peserta penjaminan LPS.",
        ),
        when=f"{tahun}-{bulan + 1:02d}-02" if bulan < 12 else f"{tahun + 1}-01-02",
        title="e-Statement Mandiri",
        author="Bank Mandiri",
    )


def lumio_invoice(
    no: str,
    tanggal: str,
    periode: str,
    fee: float,
    when: str,
    extra: list[tuple[str, float]] | None = None,
) -> bytes:
    lines = [(f"Software engineering services (backend) — {periode}", fee)] + (extra or [])
    total = sum(a for _, a in lines)
    return pdf(
        ("h", "INVOICE"),
        ("b", "Raka Aditya Hidayat"),
        (
            "t",
            "Independent contractor — Software Engineering\n"
            + ALAMAT_1
            + "\n"
            + ALAMAT_2
            + ", Indonesia\nraka.hidayat@gmail.com  ·  NPWP "
            + NPWP_RAKA,
        ),
        ("gap", 3),
        (
            "kv",
            [
                ("Invoice No.", no),
                ("Invoice date", tanggal),
                ("Service period", periode),
                ("Payment terms", "Net 14 days"),
            ],
            38,
        ),
        ("gap", 2),
        ("b", "Bill to"),
        (
            "t",
            "Lumio Labs Pte. Ltd.\nAttn: Accounts Payable (ap@lumiolabs.sg)\n"
            + LUMIO_ADDR
            + "\nUEN 201934872K",
        ),
        ("gap", 3),
        (
            "tab",
            (125, 45),
            ("Description", "Amount (SGD)"),
            [(a, en(b)) for a, b in lines] + [("TOTAL DUE", en(total))],
            ("LEFT", "RIGHT"),
        ),
        ("t", "Reference: Independent Contractor Agreement dated 8 January 2024, as amended."),
        ("gap", 2),
        ("b", "Payment details"),
        (
            "kv",
            [
                ("Account holder", "Raka Aditya Hidayat"),
                ("Bank", "Wise (SGD account details)"),
                ("Account number", "885-114-2207"),
                ("Bank code", "0516 (Wise Asia-Pacific Pte. Ltd.)"),
                ("SWIFT/BIC", "TRWISGSGXXX"),
            ],
            38,
        ),
        ("gap", 3),
        (
            "s",
            "Not subject to Singapore GST. The contractor is responsible for his own taxes in Indonesia. Thank you!",
        ),
        when=when,
        title=f"Invoice {no}",
        author="Raka Aditya Hidayat",
    )


def rkd_invoice(no: str, tanggal: str, bulan: str, jatuh: str, when: str) -> bytes:
    fee = 1_450_000
    ppn = round(fee * 0.11)
    return pdf(
        ("h", "Ruang Kerja Dago"),
        (
            "s",
            "PT Ruang Kerja Bersama  ·  Jl. Ir. H. Juanda No. 312, Dago, Bandung 40135  ·  NPWP 0842 1188 9427 0001  ·  halo@ruangkerjadago.id",
        ),
        ("hr",),
        ("c", "INVOICE"),
        ("kv", [("No. Invoice", no), ("Tanggal", tanggal), ("Jatuh Tempo", jatuh)], 35),
        ("gap", 2),
        ("b", "Ditagihkan kepada:"),
        ("t", "Raka Aditya Hidayat\n" + ALAMAT_1 + ", Bandung\nMember ID: RKD-M-0387"),
        ("gap", 2),
        (
            "tab",
            (95, 20, 30, 30),
            ("Deskripsi", "Qty", "Harga", "Jumlah"),
            [
                (
                    f"Dedicated Desk Membership — {bulan} (meja D-14, akses 24 jam, loker)",
                    "1",
                    idn(fee),
                    idn(fee),
                ),
                ("Meeting room credit (4 jam termasuk)", "1", "0,00", "0,00"),
                ("DPP", "", "", idn(fee)),
                ("PPN 11%", "", "", idn(ppn)),
                ("TOTAL", "", "", idn(fee + ppn)),
            ],
            ("LEFT", "CENTER", "RIGHT", "RIGHT"),
        ),
        (
            "t",
            "Pembayaran ke rekening BCA 437 088 1122 a.n. PT Ruang Kerja Bersama, atau melalui QRIS di resepsionis. Cantumkan nomor invoice pada berita transfer.",
        ),
        (
            "s",
            "Keanggotaan diperpanjang otomatis setiap bulan. Pemberhentian keanggotaan diinformasikan paling lambat tanggal 20 bulan berjalan.",
        ),
        when=when,
        title=f"Invoice {no}",
        author="Ruang Kerja Dago",
    )


def bpn_pph25(
    masa: str, tahun_pajak: int, bayar: str, ntpn: str, kode_billing: str, jumlah: int, when: str
) -> bytes:
    return pdf(
        ("c", "KEMENTERIAN KEUANGAN REPUBLIK INDONESIA\nDIREKTORAT JENDERAL PERBENDAHARAAN"),
        ("gap", 2),
        ("c", "BUKTI PENERIMAAN NEGARA"),
        ("gap", 3),
        (
            "kv",
            [
                ("Tanggal Bayar", bayar),
                ("Kode Billing", kode_billing),
                ("NPWP", NPWP_RAKA),
                ("Nama Wajib Pajak", "RAKA ADITYA HIDAYAT"),
                ("Alamat", "GRIYA ARCAMANIK ASRI BLOK C3 NO 7 KOTA BANDUNG"),
                ("Akun / Kode Jenis Setoran", "411125 / 100 — PPh Pasal 25 Orang Pribadi"),
                ("Masa Pajak", masa),
                ("Tahun Pajak", str(tahun_pajak)),
                ("Jumlah Setoran", rp(jumlah)),
                ("Terbilang", terbilang(jumlah).capitalize() + " rupiah"),
                ("Mata Uang", "IDR"),
                ("NTB/NTP", "2061" + kode_billing[-8:]),
                ("NTPN", ntpn),
                ("STAN", kode_billing[-6:]),
                ("Bank Persepsi", "PT Bank Mandiri (Persero) Tbk — Livin' by Mandiri"),
            ],
            55,
        ),
        ("gap", 3),
        (
            "s",
            "Bukti Penerimaan Negara (BPN) ini merupakan dokumen yang sah sebagai bukti penyetoran pajak. Simpan sebagai lampiran SPT Tahunan.",
        ),
        when=when,
        title="Bukti Penerimaan Negara",
        author="MPN",
    )


# ================================================================ FILED

FILED: dict[str, str | bytes] = {}


def add(folder: str, name: str, content: str | bytes) -> None:
    path = folder + name
    assert path not in FILED, path
    FILED[path] = content


# ---------------------------------------------------------------- Rumah

add(
    KPR,
    "Akad Kredit KPR - Ringkasan 2023.pdf",
    pdf(
        ("h", "PT Bank Tabungan Negara (Persero) Tbk"),
        ("s", "Kantor Cabang Bandung  ·  Jl. Jend. Gatot Subroto No. 30, Bandung 40262"),
        ("hr",),
        ("c", "RINGKASAN PERJANJIAN KREDIT PEMILIKAN RUMAH\nNo. 112/PK-KPR/BDG/III/2023"),
        ("gap", 2),
        (
            "t",
            'Pada hari ini, Jumat tanggal tujuh belas Maret dua ribu dua puluh tiga (17-03-2023), bertempat di Kantor Notaris/PPAT Hj. Ratna Komalasari, S.H., M.Kn., Jl. Riau No. 54 Bandung, telah ditandatangani Perjanjian Kredit antara PT Bank Tabungan Negara (Persero) Tbk ("Bank") dan debitur sebagai berikut:',
        ),
        (
            "kv",
            [
                ("Nama Debitur", "Raka Aditya Hidayat"),
                ("NIK", "3273041208960007"),
                ("Pekerjaan", "Karyawan swasta / tenaga ahli (remote)"),
                ("Pasangan", "Nadia Puspitasari (NIK 3372055703970002)"),
                ("Objek Agunan", "Rumah tipe 45/90, " + ALAMAT),
                ("Sertifikat", "SHGB No. 04187/Cisaranten Kulon, a.n. Raka Aditya Hidayat"),
                ("Developer", "PT Arcamanik Asri Propertindo"),
                ("Harga Jual", rp(775_000_000)),
                ("Uang Muka", rp(155_000_000)),
                ("Plafon Kredit", rp(620_000_000)),
                ("Jangka Waktu", "180 bulan (April 2023 s.d. Maret 2038)"),
                ("Suku Bunga", "5,99% fixed 36 bulan, selanjutnya floating (SBDK + margin)"),
                ("Angsuran per Bulan", rp(KPR_ANGSURAN) + " (selama masa fixed)"),
                ("Tanggal Debet", "setiap tanggal 17"),
            ],
            45,
        ),
        ("gap", 2),
        ("b", "Biaya-biaya pada saat akad"),
        (
            "tab",
            (110, 50),
            ("Uraian", "Rp"),
            [
                ("Provisi 1%", idn(6_200_000)),
                ("Administrasi", idn(1_500_000)),
                ("Premi asuransi jiwa (sekaligus)", idn(9_870_000)),
                ("Premi asuransi kebakaran tahun pertama", idn(370_000)),
                ("Biaya notaris, APHT & balik nama", idn(11_250_000)),
                ("Jumlah", idn(29_190_000)),
            ],
            ("LEFT", "RIGHT"),
        ),
        (
            "s",
            "Ringkasan ini bukan pengganti Perjanjian Kredit. Apabila terdapat perbedaan, yang berlaku adalah Perjanjian Kredit dan Akta Pemberian Hak Tanggungan yang ditandatangani para pihak.",
        ),
        when="2023-03-17",
        title="Ringkasan Perjanjian Kredit",
        author="Bank BTN",
    ),
)
add(KPR, "Tagihan KPR 2025-05.pdf", kpr_tagihan(26, 5, 2025, "05/05/2025 08:12:40"))
add(KPR, "Tagihan KPR 2025-06.pdf", kpr_tagihan(27, 6, 2025, "05/06/2025 08:10:02"))

add(
    ASR_RUMAH,
    "Polis Kebakaran 2023-2024.pdf",
    polis_kebakaran(
        "11-FR-2303-004871",
        "17 Maret 2023",
        "17 Maret 2024",
        460_000_000,
        50_000_000,
        "20 Maret 2023",
        "2023-03-20",
    ),
)
add(
    ASR_RUMAH,
    "Polis Kebakaran 2024-2025.pdf",
    polis_kebakaran(
        "11-FR-2303-004871-R1",
        "17 Maret 2024",
        "17 Maret 2025",
        470_000_000,
        50_000_000,
        "4 Maret 2024",
        "2024-03-04",
        perpanjangan=True,
    ),
)

add(
    PBB,
    "SPPT PBB 2024.pdf",
    pdf(
        ("c", "PEMERINTAH KOTA BANDUNG\nBADAN PENDAPATAN DAERAH"),
        ("s", "Jl. Wastukencana No. 2, Bandung 40117  ·  bapenda.bandung.go.id"),
        ("hr",),
        (
            "c",
            "SURAT PEMBERITAHUAN PAJAK TERUTANG\nPAJAK BUMI DAN BANGUNAN PERDESAAN DAN PERKOTAAN TAHUN 2024",
        ),
        ("gap", 2),
        (
            "kv",
            [
                ("NOP", "32.73.160.007.012-0457.0"),
                (
                    "Letak Objek Pajak",
                    "GRIYA ARCAMANIK ASRI BLOK C3 NO. 7, RT 004 RW 011, CISARANTEN KULON, ARCAMANIK",
                ),
                ("Nama Wajib Pajak", "RAKA ADITYA HIDAYAT"),
                ("Alamat Wajib Pajak", "GRIYA ARCAMANIK ASRI C3/7 BANDUNG"),
            ],
            45,
        ),
        ("gap", 2),
        (
            "tab",
            (30, 25, 40, 45),
            ("Objek", "Luas (m²)", "NJOP per m² (Rp)", "Total NJOP (Rp)"),
            [
                ("Bumi", "90", idn(3_240_000), idn(291_600_000)),
                ("Bangunan", "45", idn(4_100_000), idn(184_500_000)),
            ],
            ("LEFT", "RIGHT", "RIGHT", "RIGHT"),
        ),
        (
            "kv",
            [
                ("NJOP sebagai dasar pengenaan", idn(476_100_000)),
                ("NJOPTKP", idn(10_000_000)),
                ("NJOP untuk penghitungan", idn(466_100_000)),
                ("PBB terutang (0,1%)", rp(466_100)),
                ("Tanggal jatuh tempo", "31 Agustus 2024"),
            ],
            60,
        ),
        ("gap", 2),
        (
            "t",
            "Tempat pembayaran: Bank bjb, BJB Syariah, Kantor Pos, marketplace, dan aplikasi Sambara/Salaman. Denda 1% per bulan atas keterlambatan pembayaran (maks. 24 bulan).",
        ),
        ("t", "Bandung, 2 Januari 2024\nKepala Badan Pendapatan Daerah Kota Bandung"),
        when="2024-01-02",
        title="SPPT PBB-P2 2024",
    ),
)
add(
    PBB,
    "Bukti Bayar PBB 2024.pdf",
    pdf(
        ("h", "bank bjb"),
        ("c", "BUKTI PEMBAYARAN PBB-P2"),
        ("gap", 2),
        (
            "kv",
            [
                ("Tanggal", "12/07/2024 19:44:07"),
                ("Kanal", "bjb DIGI"),
                ("Wilayah", "KOTA BANDUNG"),
                ("NOP", "32.73.160.007.012-0457.0"),
                ("Nama WP", "RAKA ADITYA HIDAYAT"),
                ("Tahun Pajak", "2024"),
                ("Pokok", rp(466_100)),
                ("Denda", rp(0)),
                ("Total Bayar", rp(466_100)),
                ("No. Referensi", "BJB240712194407338215"),
                ("NTPD", "3273240712000148226"),
            ],
            40,
        ),
        ("gap", 3),
        (
            "s",
            "Simpan bukti ini sebagai tanda pembayaran yang sah. PT Bank Pembangunan Daerah Jawa Barat dan Banten Tbk berizin dan diawasi OJK.",
        ),
        when="2024-07-12",
        title="Bukti Pembayaran PBB",
    ),
)

add(PLN, "Tagihan PLN April 2025.pdf", pln_tagihan(4, 2025, 18204, 18571, "03-04-2025"))
add(PLN, "Tagihan PLN Mei 2025.pdf", pln_tagihan(5, 2025, 18571, 18966, "03-05-2025"))

add(PDAM, "Rekening Air April 2025.pdf", pdam_tagihan(4, 2025, 1532, 1551))
add(PDAM, "Rekening Air Mei 2025.pdf", pdam_tagihan(5, 2025, 1551, 1574))

add(INDI, "IndiHome 2025-05.pdf", indihome_tagihan(5, 2025, "INV/2505/131152207431"))
add(
    INDI,
    "IndiHome 2025-06.pdf",
    indihome_tagihan(
        6, 2025, "INV/2506/131152207431", [("Add-on Upgrade Speed 100 Mbps (1 bulan)", 75000)]
    ),
)

add(
    RENOV,
    "SPK Borongan - Mang Ujang.pdf",
    pdf(
        ("c", "SURAT PERJANJIAN KERJA BORONGAN\nNo. 01/SPK/III/2025"),
        ("gap", 3),
        (
            "t",
            "Pada hari ini Senin, tanggal 3 (tiga) Maret 2025, kami yang bertanda tangan di bawah ini:",
        ),
        (
            "kv",
            [
                ("Nama", "Raka Aditya Hidayat"),
                ("Alamat", ALAMAT),
                ("", "selanjutnya disebut PIHAK PERTAMA (pemilik rumah)"),
            ],
            25,
        ),
        ("gap", 1),
        (
            "kv",
            [
                ("Nama", "Ujang Supriatna"),
                ("NIK", "3273162105780003"),
                ("Alamat", "Kp. Cisurupan RT 02/05, Cigending, Ujungberung, Bandung"),
                ("", "selanjutnya disebut PIHAK KEDUA (pemborong jasa)"),
            ],
            25,
        ),
        ("gap", 2),
        (
            "t",
            "Kedua belah pihak sepakat mengadakan perjanjian kerja borongan (jasa tukang) dengan ketentuan sebagai berikut:",
        ),
        ("b", "Pasal 1 — Lingkup Pekerjaan"),
        (
            "t",
            "1. Pembongkaran dapur lama dan keramik dinding.\n2. Perluasan dapur ke arah taman belakang 2,0 x 3,0 m (pondasi, dinding bata ringan, atap baja ringan + genteng).\n3. Pemasangan keramik lantai 60x60 dan keramik dinding backsplash.\n4. Pembuatan meja dapur beton (rangka besi) panjang 3,2 m untuk dudukan kitchen set.\n5. Instalasi air bersih & pembuangan (pipa PVC), 4 titik listrik, 2 titik lampu.\n6. Plafon gypsum dan pengecatan.",
        ),
        ("b", "Pasal 2 — Nilai Borongan"),
        (
            "t",
            "Nilai borongan jasa sebesar Rp 18.500.000 (delapan belas juta lima ratus ribu rupiah), TIDAK termasuk material. Material disediakan oleh PIHAK PERTAMA berdasarkan daftar kebutuhan dari PIHAK KEDUA.",
        ),
        ("b", "Pasal 3 — Waktu Pelaksanaan"),
        (
            "t",
            "Pekerjaan dimulai 10 Maret 2025 dan selesai paling lambat 19 April 2025 (libur Idul Fitri 29 Maret s.d. 6 April 2025 tidak dihitung).",
        ),
        ("b", "Pasal 4 — Cara Pembayaran"),
        (
            "t",
            "Termin I (30%) Rp 5.550.000 saat pekerjaan dimulai; Termin II (40%) Rp 7.400.000 setelah dinding dan atap selesai; Termin III (30%) Rp 5.550.000 setelah serah terima.",
        ),
        ("b", "Pasal 5 — Lain-lain"),
        (
            "t",
            "PIHAK KEDUA bertanggung jawab atas keselamatan tukang dan kebersihan lokasi. Masa pemeliharaan 30 hari setelah serah terima. Hal-hal yang belum diatur akan dimusyawarahkan secara kekeluargaan.",
        ),
        ("gap", 4),
        (
            "t",
            "PIHAK PERTAMA                                                  PIHAK KEDUA\n\n(meterai 10000)\n\nRaka Aditya Hidayat                                            Ujang Supriatna",
        ),
        when="2025-03-03",
        title="SPK Borongan",
        author="Raka Aditya Hidayat",
    ),
)
add(
    RENOV,
    "RAB Dapur.xlsx",
    xlsx(
        {
            "RAB": [
                ["RAB Renovasi Dapur - Griya Arcamanik C3/7", None, None, None, None],
                [
                    "Versi 2 (setelah diskusi dengan Mang Ujang, 1 Maret 2025)",
                    None,
                    None,
                    None,
                    None,
                ],
                [],
                ["No", "Uraian", "Volume", "Satuan", "Harga satuan", "Jumlah"],
                [1, "Jasa borongan Mang Ujang", 1, "ls", 18_500_000, 18_500_000],
                [2, "Bata ringan 10 cm", 4, "m³", 780_000, 3_120_000],
                [3, "Semen Tiga Roda 50 kg", 18, "sak", 68_000, 1_224_000],
                [4, "Semen instan / mortar", 12, "sak", 95_000, 1_140_000],
                [5, "Pasir + batu split", 1, "rit", 1_350_000, 1_350_000],
                [6, "Besi beton 10 mm", 14, "btg", 82_000, 1_148_000],
                [7, "Rangka atap baja ringan + genteng metal", 1, "ls", 4_600_000, 4_600_000],
                [8, "Keramik lantai 60x60 (Granito)", 11, "dus", 185_000, 2_035_000],
                [9, "Keramik dinding subway 10x20", 5, "m²", 210_000, 1_050_000],
                [10, "Pipa & fitting PVC, kran, floor drain", 1, "ls", 1_250_000, 1_250_000],
                [11, "Kabel, stop kontak, lampu", 1, "ls", 1_400_000, 1_400_000],
                [12, "Plafon gypsum + rangka hollow", 8, "m²", 145_000, 1_160_000],
                [13, "Cat dinding + plafon", 1, "ls", 850_000, 850_000],
                [14, "Kitchen set (Kayu Manis Interior)", 1, "unit", 24_800_000, 24_800_000],
                [15, "Kompor tanam + cooker hood", 1, "set", 4_250_000, 4_250_000],
                [None, None, None, None, "TOTAL", 67_877_000],
                [None, None, None, None, "Cadangan 10%", 6_787_700],
                [None, None, None, None, "Anggaran", 74_664_700],
            ]
        }
    ),
)
add(
    RENOV,
    "Nota TB Sinar Arcamanik 08-03-2025.pdf",
    pdf(
        ("h", "TB. SINAR ARCAMANIK"),
        (
            "t",
            "Bahan Bangunan · Besi · Cat · Keramik · Sanitair\nJl. Arcamanik Endah No. 41, Bandung — Telp/WA 0812-2140-7788",
        ),
        ("hr",),
        (
            "kv",
            [
                ("No. Nota", "SA-250308-017"),
                ("Tanggal", "08/03/2025"),
                ("Pembeli", "Bpk. Raka — Griya Arcamanik C3/7"),
                ("Pengiriman", "Diantar (mobil bak) — Sabtu sore"),
            ],
            30,
        ),
        ("gap", 2),
        (
            "tab",
            (10, 75, 18, 18, 27, 27),
            ("No", "Nama Barang", "Qty", "Sat", "Harga", "Jumlah"),
            [
                ("1", "Semen Tiga Roda PCC 50 kg", "10", "sak", idn(68_000), idn(680_000)),
                ("2", "Bata ringan Citicon 10x20x60", "2", "m³", idn(780_000), idn(1_560_000)),
                ("3", "Pasir Galunggung", "1", "rit", idn(900_000), idn(900_000)),
                ("4", "Besi beton SNI 10 mm", "14", "btg", idn(82_000), idn(1_148_000)),
                ("5", 'Pipa PVC Rucika 3/4" AW', "6", "btg", idn(48_500), idn(291_000)),
                ("6", 'Pipa PVC 3" D (buangan)', "3", "btg", idn(96_000), idn(288_000)),
                ("7", "Kawat bendrat", "2", "kg", idn(26_000), idn(52_000)),
                ("", "Ongkos kirim", "", "", "", idn(75_000)),
                ("", "TOTAL", "", "", "", idn(4_994_000)),
            ],
            ("CENTER", "LEFT", "RIGHT", "CENTER", "RIGHT", "RIGHT"),
        ),
        ("t", "Pembayaran: Transfer BCA a.n. Hendra Gunawan — LUNAS 08/03/2025"),
        (
            "s",
            "Barang yang sudah dibeli tidak dapat ditukar/dikembalikan kecuali ada perjanjian. Hatur nuhun atas kepercayaannya.",
        ),
        when="2025-03-08",
        title="Nota SA-250308-017",
    ),
)
add(
    RENOV,
    "DP Kitchen Set - Kayu Manis.pdf",
    pdf(
        ("h", "CV KAYU MANIS INTERIOR"),
        (
            "s",
            "Workshop: Jl. Terusan Jakarta No. 88, Antapani, Bandung 40291  ·  WA 0857-2011-4590  ·  IG @kayumanis.interior",
        ),
        ("hr",),
        ("c", "INVOICE / KUITANSI UANG MUKA"),
        (
            "kv",
            [
                ("No.", "KM/INV/25/03/044"),
                ("Tanggal", "20 Maret 2025"),
                ("Kepada", "Bpk. Raka Aditya Hidayat"),
                ("Alamat pasang", ALAMAT_1 + ", Bandung"),
            ],
            32,
        ),
        ("gap", 2),
        (
            "tab",
            (110, 50),
            ("Pekerjaan", "Jumlah (Rp)"),
            [
                (
                    "Kabinet bawah 320 cm, multiplek 18 mm finishing HPL Taco TH-088 (sage green)",
                    idn(11_200_000),
                ),
                ("Kabinet atas 240 cm, pintu HPL + 2 pintu kaca frame aluminium", idn(6_900_000)),
                (
                    "Top table granit Indian Black 320 x 60 cm + lubang sink & kompor",
                    idn(4_600_000),
                ),
                (
                    "Aksesoris: engsel slow motion, rel tandem box, rak piring stainless",
                    idn(2_100_000),
                ),
                ("Total kontrak", idn(24_800_000)),
                ("Uang muka 50%", idn(12_400_000)),
                ("Sisa pelunasan (setelah pemasangan)", idn(12_400_000)),
            ],
            ("LEFT", "RIGHT"),
        ),
        (
            "t",
            "Uang muka diterima melalui transfer ke BCA 233 091 4466 a.n. CV Kayu Manis Interior.\nEstimasi produksi 5 minggu; pemasangan menunggu meja beton dan keramik selesai.",
        ),
        (
            "t",
            "Terbilang: dua belas juta empat ratus ribu rupiah.\n\nHormat kami,\n\nAgus Setiawan",
        ),
        when="2025-03-20",
        title="Invoice DP",
    ),
)
add(
    RENOV,
    "catatan renovasi.md",
    """# Catatan renovasi dapur

## Keputusan
- Tukang: Mang Ujang (rekomendasi Pak RT, sudah pernah ngerjain rumah Bu Wati blok C5). Borongan jasa 18,5 jt, material kita beli sendiri.
- Material ambil di TB Sinar Arcamanik (bisa kirim, bisa bon mingguan). Keramik beli di Mitra10 Antapani karena pilihan lebih banyak.
- Kitchen set: Kayu Manis Interior (Kang Agus). Warna sage green, top granit hitam. Total 24,8 jt, DP 50%.
- Kompor tanam + hood beli online, kirim setelah Lebaran.

## Progres
- 01/03 foto kondisi awal, ukur ulang sama Mang Ujang.
- 10/03 mulai bongkar. Sementara masak pakai kompor portable di garasi.
- 18/03 pondasi + dinding naik. Termin II dibayar 24/03.
- 29/03–06/04 libur Lebaran, tukang pulang kampung ke Garut.
- 14/04 atap & plafon beres. Keramik lantai dipasang.
- 22/04 meja beton selesai, tinggal nunggu kitchen set.
- Kang Agus bilang pasang kitchen set akhir Mei.

## Yang masih kurang
- [ ] Termin III Mang Ujang setelah serah terima
- [ ] Pelunasan kitchen set
- [ ] Rekap total belanja material (buat banding sama RAB)
- [ ] Tambah stop kontak dekat kulkas
""",
)
add(RENOV, "20250301_101233.jpg", photo("2025:03:01 10:12:33", "dapur", 501))


def a1_nadia(
    tahun: int, nomor: str, tanggal: str, pokok: int, thr: int, lembur: int, when: str
) -> bytes:
    """Form 1721-A1 from Priangan Kopi for Nadia, tax year ``tahun``."""
    gaji_th = pokok * 12
    tunj = (600_000 + 22 * 25_000) * 12 + lembur
    premi = round(pokok * (0.0054 + 0.04)) * 12
    bruto = gaji_th + tunj + premi + thr
    jabatan = min(round(bruto * 0.05), 6_000_000)
    iuran = round(pokok * 0.03) * 12
    neto = bruto - jabatan - iuran
    ptkp = 54_000_000
    pkp = (neto - ptkp) // 1000 * 1000
    pph = round(min(pkp, 60_000_000) * 0.05 + max(0, min(pkp, 250_000_000) - 60_000_000) * 0.15)
    rows = [
        ("1", "Gaji/Pensiun atau THT/JHT", idn(gaji_th)),
        ("2", "Tunjangan PPh", "0,00"),
        ("3", "Tunjangan lainnya, uang lembur dan sebagainya", idn(tunj)),
        ("4", "Honorarium dan imbalan lain sejenisnya", "0,00"),
        ("5", "Premi asuransi yang dibayar pemberi kerja", idn(premi)),
        ("6", "Penerimaan dalam bentuk natura dan kenikmatan lainnya", "0,00"),
        ("7", "Tantiem, bonus, gratifikasi, jasa produksi dan THR", idn(thr)),
        ("8", "Jumlah penghasilan bruto (1 s.d. 7)", idn(bruto)),
        ("9", "Biaya jabatan", idn(jabatan)),
        ("10", "Iuran terkait pensiun atau hari tua", idn(iuran)),
        ("11", "Jumlah pengurangan (9 s.d. 10)", idn(jabatan + iuran)),
        ("12", "Jumlah penghasilan neto (8 - 11)", idn(neto)),
        ("13", "Penghasilan neto masa pajak sebelumnya", "0,00"),
        ("14", "Jumlah penghasilan neto untuk penghitungan PPh Pasal 21", idn(neto)),
        ("15", "Penghasilan Tidak Kena Pajak (PTKP) — TK/0", idn(ptkp)),
        ("16", "Penghasilan Kena Pajak setahun (14 - 15)", idn(pkp)),
        ("17", "PPh Pasal 21 atas PKP setahun", idn(pph)),
        ("18", "PPh Pasal 21 yang telah dipotong masa pajak sebelumnya", "0,00"),
        ("19", "PPh Pasal 21 terutang", idn(pph)),
        ("20", "PPh Pasal 21 dan PPh Pasal 26 yang telah dipotong dan dilunasi", idn(pph)),
    ]
    return pdf(
        ("c", "KEMENTERIAN KEUANGAN RI — DIREKTORAT JENDERAL PAJAK"),
        (
            "c",
            "BUKTI PEMOTONGAN PAJAK PENGHASILAN PASAL 21 BAGI PEGAWAI TETAP ATAU PENERIMA PENSIUN ATAU THT/JHT SECARA BERKALA",
        ),
        ("b", "FORMULIR 1721 - A1"),
        (
            "kv",
            [
                ("Nomor", nomor),
                ("Masa Perolehan Penghasilan", f"01 - 12 / {tahun}"),
                ("NPWP Pemotong", "0715 2284 4424 000"),
                ("Nama Pemotong", "PT PRIANGAN KOPI LESTARI"),
            ],
            55,
        ),
        ("b", "A. IDENTITAS PENERIMA PENGHASILAN YANG DIPOTONG"),
        (
            "kv",
            [
                ("1. NPWP / NIK", NPWP_NADIA),
                ("2. Nama", "NADIA PUSPITASARI"),
                ("3. Alamat", "GRIYA ARCAMANIK ASRI C3/7, CISARANTEN KULON, BANDUNG"),
                ("4. Jenis Kelamin", "Perempuan"),
                ("5. Status / Tanggungan", "TK / 0"),
                ("6. Nama Jabatan", "Staf Keuangan"),
                ("7. Karyawan Asing", "Tidak"),
            ],
            55,
        ),
        ("b", "B. RINCIAN PENGHASILAN DAN PENGHITUNGAN PPh PASAL 21"),
        ("tab", (10, 120, 40), ("No", "Uraian", "Jumlah (Rp)"), rows, ("CENTER", "LEFT", "RIGHT")),
        ("b", "C. IDENTITAS PEMOTONG"),
        (
            "kv",
            [
                ("NPWP", "0715 2284 4424 000"),
                ("Nama", "Rina Maharani (Manajer HR & GA)"),
                ("Tanggal", tanggal),
                ("Tanda tangan", "ditandatangani secara elektronik"),
            ],
            35,
        ),
        when=when,
        title=f"1721-A1 {tahun} Nadia Puspitasari",
        author="PT Priangan Kopi Lestari",
    )


def bpe_spt(tahun: int, diterima: str, nomor: str, status: str, jumlah: str, when: str) -> bytes:
    return pdf(
        ("c", "KEMENTERIAN KEUANGAN REPUBLIK INDONESIA\nDIREKTORAT JENDERAL PAJAK"),
        ("gap", 3),
        ("c", "BUKTI PENERIMAAN ELEKTRONIK"),
        ("gap", 3),
        (
            "kv",
            [
                ("NPWP", NPWP_RAKA),
                ("Nama Wajib Pajak", "RAKA ADITYA HIDAYAT"),
                ("Jenis SPT", "SPT Tahunan PPh Orang Pribadi (1770)"),
                ("Tahun Pajak", str(tahun)),
                ("Pembetulan Ke", "0"),
                ("Status", status),
                ("Jumlah", jumlah),
                ("Nomor Tanda Terima Elektronik", nomor),
                ("Diterima Tanggal / Jam", diterima),
                ("Saluran", "e-Filing" if tahun < 2024 else "Coretax DJP"),
                ("KPP Terdaftar", "KPP Pratama Bandung Cicadas"),
            ],
            65,
        ),
        ("gap", 4),
        (
            "t",
            "Terima kasih telah memenuhi kewajiban perpajakan Anda. Bukti Penerimaan Elektronik ini merupakan tanda terima yang sah atas penyampaian SPT secara elektronik, sesuai Peraturan Direktur Jenderal Pajak.",
        ),
        (
            "s",
            "Bukti ini dicetak dari sistem DJP dan tidak memerlukan tanda tangan. Hati-hati terhadap penipuan yang mengatasnamakan DJP. Kring Pajak 1500 200.",
        ),
        when=when,
        title=f"BPE SPT Tahunan {tahun}",
        author="Direktorat Jenderal Pajak",
    )


# ---------------------------------------------------------------- Kendaraan

add(
    VARIO,
    "Notice Pajak Motor 2024.pdf",
    pdf(
        ("c", "PEMERINTAH DAERAH PROVINSI JAWA BARAT\nBADAN PENDAPATAN DAERAH — SAMSAT"),
        ("c", "SURAT KETETAPAN PAJAK DAERAH PKB / BBN-KB DAN SWDKLLJ"),
        ("s", "Pembayaran melalui aplikasi SAMBARA · Kantor Samsat Kota Bandung I (Pajajaran)"),
        ("hr",),
        (
            "kv",
            [
                ("Nomor Polisi", "D 5321 UBK"),
                ("Nama Pemilik", "RAKA ADITYA HIDAYAT"),
                ("Alamat", "GRIYA ARCAMANIK ASRI C3/7 RT 004 RW 011 BANDUNG"),
                ("Merk / Type", "HONDA / NC12B2A1 A/T (VARIO 125 CBS ISS)"),
                ("Tahun / Warna", "2020 / HITAM"),
                ("No. Rangka", "MH1JMG212LK148807"),
                ("No. Mesin", "JMG2E1148913"),
                ("Masa Berlaku", "16-08-2024 s.d. 16-08-2025"),
            ],
            40,
        ),
        ("gap", 2),
        (
            "tab",
            (70, 35, 35, 30),
            ("Uraian", "Pokok", "Denda", "Jumlah"),
            [
                ("PKB", idn(242_000), "0,00", idn(242_000)),
                ("Opsen PKB", idn(0), "0,00", "0,00"),
                ("SWDKLLJ (Jasa Raharja)", idn(35_000), "0,00", idn(35_000)),
                ("PNBP STNK", "0,00", "0,00", "0,00"),
                ("JUMLAH", "", "", idn(277_000)),
            ],
            ("LEFT", "RIGHT", "RIGHT", "RIGHT"),
        ),
        (
            "kv",
            [
                ("Tanggal Bayar", "14-08-2024 20:31"),
                ("Kode Bayar", "3273 0824 5518 1042"),
                ("NTPD", "3201240814007712"),
            ],
            35,
        ),
        (
            "s",
            "Notice elektronik ini sah sebagai bukti pelunasan pajak kendaraan bermotor. Pengesahan STNK tahunan dilakukan melalui e-Pengesahan pada aplikasi SAMBARA.",
        ),
        when="2024-08-14",
        title="e-Notice PKB D 5321 UBK",
    ),
)
add(
    VARIO,
    "Servis AHASS 2025-01.pdf",
    pdf(
        ("h", "AHASS 09812 — SINAR MOTOR ARCAMANIK"),
        (
            "s",
            "Bengkel Resmi Sepeda Motor Honda  ·  Jl. AH. Nasution No. 221, Bandung  ·  Telp. (022) 7810 442",
        ),
        ("hr",),
        ("c", "NOTA SERVIS"),
        (
            "kv",
            [
                ("No. WO", "WO-09812-250118-061"),
                ("Tanggal", "18 Januari 2025"),
                ("Pelanggan", "Raka"),
                ("No. Polisi", "D 5321 UBK"),
                ("Tipe", "Vario 125 CBS ISS (2020)"),
                ("Kilometer", "31.482 km"),
                ("Mekanik", "Dede"),
            ],
            30,
        ),
        ("gap", 2),
        (
            "tab",
            (90, 15, 30, 30),
            ("Item", "Qty", "Harga", "Jumlah"),
            [
                ("Jasa servis lengkap (ASS)", "1", idn(75_000), idn(75_000)),
                ("Oli AHM MPX2 0,8 L", "1", idn(58_000), idn(58_000)),
                ("Oli gardan AHM 120 ml", "1", idn(18_000), idn(18_000)),
                ("Kampas rem depan (06455K59A71)", "1", idn(62_000), idn(62_000)),
                ("Busi NGK CPR9EA-9", "1", idn(28_000), idn(28_000)),
                ("TOTAL", "", "", idn(241_000)),
            ],
            ("LEFT", "CENTER", "RIGHT", "RIGHT"),
        ),
        ("t", "Saran mekanik: V-belt diganti di 36.000 km; ban belakang sudah tipis."),
        ("s", "Garansi jasa servis 7 hari / 500 km. Terima kasih telah melakukan servis di AHASS."),
        when="2025-01-18",
        title="Nota Servis AHASS",
    ),
)
add(
    VARIO,
    "catatan ganti oli.md",
    """# Vario D 5321 UBK — catatan ganti oli

| Tanggal | KM | Apa | Di mana |
|---|---|---|---|
| 02/03/2024 | 26.950 | oli mesin | AHASS Arcamanik |
| 08/06/2024 | 28.120 | oli mesin + gardan | AHASS |
| 21/09/2024 | 29.700 | oli mesin | bengkel Kang Dadan (darurat, oli Federal) |
| 18/01/2025 | 31.482 | servis lengkap, kampas rem depan, busi | AHASS |
| 26/04/2025 | 33.010 | oli mesin | AHASS |

- Ganti oli tiap ±2.000 km (dipakai Nadia ke kantor tiap hari).
- Pajak motor jatuh tempo 16 Agustus — bayar lewat SAMBARA.
- Ban belakang ganti sebelum musim hujan.
""",
)

add(
    BRIO_ASR,
    "Polis Mobil 2024-2025.pdf",
    pdf(
        ("h", "PT Asuransi Mitra Oto"),
        (
            "s",
            "Gedung Mitra, Jl. HR Rasuna Said Kav. C-22, Jakarta 12940  ·  Layanan 24 jam 1500-686  ·  www.mitraoto.co.id",
        ),
        ("hr",),
        (
            "c",
            "IKHTISAR POLIS ASURANSI KENDARAAN BERMOTOR\n(Polis Standar Asuransi Kendaraan Bermotor Indonesia)",
        ),
        ("gap", 2),
        (
            "kv",
            [
                ("Nomor Polis", "MO-0124-08-3318427"),
                ("Tertanggung", "RAKA ADITYA HIDAYAT"),
                ("Alamat", ALAMAT),
                ("Periode", "01 Agustus 2024 s.d. 01 Agustus 2025"),
                ("Kendaraan", "HONDA BRIO SATYA E CVT, 2021, PUTIH"),
                ("No. Polisi", "D 1847 AFK"),
                ("No. Rangka / Mesin", "MHRDD1850MJ104482 / L12B31904471"),
                ("Penggunaan", "Pribadi"),
                ("Wilayah", "2 (Jawa Barat, DKI, Banten)"),
            ],
            45,
        ),
        ("gap", 2),
        (
            "tab",
            (80, 40, 20, 30),
            ("Jaminan", "Nilai Pertanggungan", "Rate", "Premi"),
            [
                ("Comprehensive (All Risk)", idn(148_000_000), "2,67%", idn(3_951_600)),
                ("Perluasan banjir termasuk angin topan", idn(148_000_000), "0,075%", idn(111_000)),
                ("Tanggung jawab hukum pihak ketiga", idn(25_000_000), "", idn(125_000)),
                ("Diskon online 10%", "", "", "-" + idn(395_160)),
                ("Biaya polis & meterai", "", "", idn(50_000)),
                ("Total Premi", "", "", idn(3_842_440)),
            ],
            ("LEFT", "RIGHT", "RIGHT", "RIGHT"),
        ),
        (
            "t",
            "Risiko sendiri: Rp 300.000 per kejadian. Bengkel rekanan terdekat: Honda Pasteur Motor, Sinar Body Repair Soekarno-Hatta.",
        ),
        (
            "s",
            "Polis ini tunduk pada PSAKBI. Klaim wajib dilaporkan paling lambat 5 hari kerja sejak kejadian melalui aplikasi Mitra Oto atau Layanan 24 jam.",
        ),
        when="2024-07-25",
        title="Polis MO-0124-08-3318427",
        author="Asuransi Mitra Oto",
    ),
)
add(
    BRIO_ASR,
    "Klaim baret bemper 2024.eml",
    eml(
        [
            ("From", "Mitra Oto Claim <klaim@mitraoto.co.id>"),
            ("To", "raka.hidayat@gmail.com"),
            ("Subject", "Persetujuan Klaim No. CLM-24-11-058812 - D 1847 AFK"),
            ("Date", "Tue, 19 Nov 2024 14:02:11 +0700"),
            ("Message-ID", "<CLM-24-11-058812.1732000000@mitraoto.co.id>"),
        ],
        """Yth. Bapak Raka Aditya Hidayat,

Terima kasih telah melaporkan klaim melalui aplikasi Mitra Oto.

Nomor Klaim   : CLM-24-11-058812
Nomor Polis   : MO-0124-08-3318427
Kendaraan     : Honda Brio Satya E CVT / D 1847 AFK
Tanggal Kejadian : 14 November 2024
Kronologi     : Bemper belakang tergores tiang parkir di basement
Status        : DISETUJUI

Estimasi perbaikan: cat bemper belakang (1 panel).
Risiko sendiri: Rp 300.000 dibayarkan langsung di bengkel.

Silakan membawa kendaraan ke bengkel rekanan:
Sinar Body Repair, Jl. Soekarno-Hatta No. 590, Bandung, Telp. (022) 7562 100
dengan membawa STNK asli dan SPK Klaim terlampir di aplikasi.

Salam,
Tim Klaim Kendaraan
PT Asuransi Mitra Oto
""",
    ),
)
add(
    BRIO_SRV,
    "Servis 30.000 km - Honda Pasteur.pdf",
    pdf(
        ("h", "HONDA PASTEUR MOTOR"),
        (
            "s",
            "Dealer Resmi Mobil Honda  ·  Jl. Dr. Djunjunan No. 153, Bandung 40173  ·  (022) 6036 888",
        ),
        ("hr",),
        ("c", "FAKTUR SERVIS"),
        (
            "kv",
            [
                ("No. Faktur", "HPM/SV/2407/0291"),
                ("Tanggal", "13/07/2024"),
                ("Pelanggan", "RAKA ADITYA HIDAYAT"),
                ("No. Polisi", "D 1847 AFK"),
                ("Model", "BRIO SATYA E CVT 2021"),
                ("Odometer", "30.118 km"),
                ("SA", "Rizky F."),
            ],
            30,
        ),
        ("gap", 2),
        (
            "tab",
            (95, 15, 30, 30),
            ("Pekerjaan / Part", "Qty", "Harga", "Jumlah"),
            [
                ("Servis berkala 30.000 km", "1", idn(380_000), idn(380_000)),
                ("Honda Engine Oil 0W-20 (liter)", "3,5", idn(98_000), idn(343_000)),
                ("Oil filter", "1", idn(72_000), idn(72_000)),
                ("Filter udara", "1", idn(145_000), idn(145_000)),
                ("Filter AC", "1", idn(185_000), idn(185_000)),
                ("CVT fluid HCF-2", "3,2", idn(165_000), idn(528_000)),
                ("Subtotal", "", "", idn(1_653_000)),
                ("PPN 11%", "", "", idn(181_830)),
                ("TOTAL", "", "", idn(1_834_830)),
            ],
            ("LEFT", "CENTER", "RIGHT", "RIGHT"),
        ),
        ("t", "Servis berikutnya: 40.000 km atau 6 bulan (mana yang lebih dulu)."),
        (
            "s",
            "Garansi pekerjaan 1 bulan / 1.000 km. Suku cadang asli Honda bergaransi sesuai ketentuan PT Honda Prospect Motor.",
        ),
        when="2024-07-13",
        title="Faktur Servis HPM/SV/2407/0291",
    ),
)
add(
    BRIO_SRV,
    "Servis 40.000 km - Honda Pasteur.pdf",
    pdf(
        ("h", "HONDA PASTEUR MOTOR"),
        (
            "s",
            "Dealer Resmi Mobil Honda  ·  Jl. Dr. Djunjunan No. 153, Bandung 40173  ·  (022) 6036 888",
        ),
        ("hr",),
        ("c", "FAKTUR SERVIS"),
        (
            "kv",
            [
                ("No. Faktur", "HPM/SV/2501/0117"),
                ("Tanggal", "11/01/2025"),
                ("Pelanggan", "RAKA ADITYA HIDAYAT"),
                ("No. Polisi", "D 1847 AFK"),
                ("Model", "BRIO SATYA E CVT 2021"),
                ("Odometer", "39.874 km"),
                ("SA", "Rizky F."),
            ],
            30,
        ),
        ("gap", 2),
        (
            "tab",
            (95, 15, 30, 30),
            ("Pekerjaan / Part", "Qty", "Harga", "Jumlah"),
            [
                ("Servis berkala 40.000 km", "1", idn(520_000), idn(520_000)),
                ("Honda Engine Oil 0W-20 (liter)", "3,5", idn(98_000), idn(343_000)),
                ("Oil filter", "1", idn(72_000), idn(72_000)),
                ("Busi iridium", "4", idn(165_000), idn(660_000)),
                ("Minyak rem DOT 3", "1", idn(95_000), idn(95_000)),
                ("Spooring & balancing", "1", idn(250_000), idn(250_000)),
                ("Subtotal", "", "", idn(1_940_000)),
                ("PPN 11%", "", "", idn(213_400)),
                ("TOTAL", "", "", idn(2_153_400)),
            ],
            ("LEFT", "CENTER", "RIGHT", "RIGHT"),
        ),
        (
            "t",
            "Catatan: aki kondisi 70%, disarankan cek ulang pada servis berikutnya. Wiper depan mulai bergaris.",
        ),
        ("s", "Garansi pekerjaan 1 bulan / 1.000 km."),
        when="2025-01-11",
        title="Faktur Servis HPM/SV/2501/0117",
    ),
)
add(
    BRIO_SRV,
    "catatan servis Brio.md",
    """# Brio D 1847 AFK

Dibeli bekas Okt 2023 (km 21.300) dari Kang Yudi, teman kantor lama Raka.

- Servis rutin di Honda Pasteur (SA: Rizky, WA 0813-2277-5410). Booking lewat WA H-2.
- 13/07/2024 — 30.000 km, ganti CVT fluid.
- 14/11/2024 — bemper belakang baret di basement PVJ, klaim asuransi, beres 22/11.
- 11/01/2025 — 40.000 km, busi iridium, spooring.
- Berikutnya: 50.000 km — cek aki, ganti wiper, ban depan.

Pajak STNK: tiap 28 Oktober. Asuransi: perpanjang tiap 1 Agustus (Mitra Oto, all risk).
""",
)


# ---------------------------------------------------------------- Keuangan

add(
    BCA,
    "eStatement BCA April 2025.pdf",
    bca_statement(
        4,
        2025,
        6_215_400,
        [
            (
                "03/04",
                "TRSF E-BANKING CR 0304/FTSCY/WS95051 UANG BELANJA APRIL RAKA ADITYA HIDAYAT",
                6_000_000,
            ),
            ("05/04", "KARTU DEBIT SUPERINDO ANTAPANI", -612_300),
            ("07/04", "TRSF E-BANKING DB 0704/FTSCY/WS95031 KIRIMAN IBU SRI WAHYUNI", -1_000_000),
            ("09/04", "TRANSAKSI QRIS KOPI TOKO DJAWA BANDUNG", -58_000),
            ("12/04", "SWITCHING DB TOPUP GOPAY 0812XXXX4417", -300_000),
            ("15/04", "KARTU DEBIT MITRA10 ANTAPANI", -2_035_000),
            ("21/04", "KARTU DEBIT YOGYA RIAU JUNCTION", -438_900),
            (
                "25/04",
                "TRSF E-BANKING CR 2504/PAYROLL PT PRIANGAN KOPI LESTARI GAJI APR 2025",
                gaji(20)["net"],
            ),
            ("26/04", "BCA VIRTUAL ACCOUNT 88608 PT TANAM DANA INDONESIA", -1_000_000),
            ("28/04", "TRANSAKSI QRIS APOTEK K24 ARCAMANIK", -126_500),
            ("30/04", "BUNGA", 1_234),
            ("30/04", "PAJAK BUNGA", -247),
            ("30/04", "BIAYA ADM", -15_000),
        ],
    ),
)
add(
    BCA,
    "eStatement BCA Mei 2025.pdf",
    bca_statement(
        5,
        2025,
        6_215_400
        + 6_000_000
        - 612_300
        - 1_000_000
        - 58_000
        - 300_000
        - 2_035_000
        - 438_900
        + gaji(20)["net"]
        - 1_000_000
        - 126_500
        + 1_234
        - 247
        - 15_000,
        [
            (
                "02/05",
                "TRSF E-BANKING CR 0205/FTSCY/WS95051 UANG BELANJA MEI RAKA ADITYA HIDAYAT",
                6_000_000,
            ),
            ("04/05", "KARTU DEBIT SUPERINDO ANTAPANI", -547_800),
            ("06/05", "TRSF E-BANKING DB 0605/FTSCY/WS95031 KIRIMAN IBU SRI WAHYUNI", -1_000_000),
            ("10/05", "SWITCHING DB TOPUP GOPAY 0812XXXX4417", -300_000),
            ("13/05", "TRANSAKSI QRIS TAHU SUSU LEMBANG", -64_000),
            ("17/05", "KARTU DEBIT ACE HARDWARE TSM", -389_000),
            ("20/05", "TRSF E-BANKING DB 2005/FTSCY/WS95031 ARISAN KANTOR DESI R", -500_000),
            ("23/05", "KARTU DEBIT YOGYA RIAU JUNCTION", -512_650),
            (
                "26/05",
                "TRSF E-BANKING CR 2605/PAYROLL PT PRIANGAN KOPI LESTARI GAJI MEI 2025",
                gaji(19)["net"],
            ),
            ("27/05", "BCA VIRTUAL ACCOUNT 88608 PT TANAM DANA INDONESIA", -1_000_000),
            ("31/05", "BUNGA", 1_318),
            ("31/05", "PAJAK BUNGA", -263),
            ("31/05", "BIAYA ADM", -15_000),
        ],
    ),
)

MANDIRI_APR = [
    (
        "02/04",
        "TRANSFER MASUK DARI WISE ASIA-PACIFIC / RAKA ADITYA HIDAYAT / INV-2025-003",
        80_431_650,
    ),
    ("03/04", "TRANSFER KE BCA 7771223845 NADIA PUSPITASARI UANG BELANJA APRIL", -6_000_000),
    ("08/04", "TRANSFER KE BRI 0412 0100 2281 509 UJANG SUPRIATNA TAMBAHAN PLAFON", -1_200_000),
    ("14/04", "PEMBAYARAN PAJAK MPN G3 KODE BILLING 0250414336172806", -2_145_000),
    ("15/04", "TRANSFER KE BTN 0021013011820 47 RAKA ADITYA HIDAYAT ANGSURAN KPR", -5_300_000),
    ("20/04", "PEMBAYARAN PLN POSTPAID 532110447815", -564_517),
    ("20/04", "PEMBAYARAN PDAM TIRTAWENING 07230458", -88_300),
    ("20/04", "PEMBAYARAN TELKOM INDIHOME 131152207431", -382_950),
    ("22/04", "QRIS SPBU PERTAMINA 34.402.11 AH NASUTION", -350_000),
    ("25/04", "TRANSFER KE BCA 4370881122 PT RUANG KERJA BERSAMA RKD-2504-0042", -1_609_500),
    ("28/04", "TRANSFER KE BCA 1340778102 ASEP HIDAYAT KIRIMAN APA EMA", -2_000_000),
    ("30/04", "BUNGA TABUNGAN", 18_406),
    ("30/04", "PAJAK BUNGA", -3_681),
]
_rows, _cr, _db, MANDIRI_APR_CLOSE = running(41_250_300, MANDIRI_APR)
MANDIRI_MEI = [
    (
        "02/05",
        "TRANSFER MASUK DARI WISE ASIA-PACIFIC / RAKA ADITYA HIDAYAT / INV-2025-004",
        80_896_000 - 305_600,
    ),
    ("02/05", "TRANSFER KE BCA 7771223845 NADIA PUSPITASARI UANG BELANJA MEI", -6_000_000),
    ("05/05", "TRANSFER KE BRI 0412 0100 2281 509 UJANG SUPRIATNA TERMIN III", -5_550_000),
    ("08/05", "TIKET.COM 1100482271 CITILINK CGK-LOP 12JUN 2 PAX", -3_486_000),
    ("13/05", "PEMBAYARAN PAJAK MPN G3 KODE BILLING 0250513448120931", -2_145_000),
    ("15/05", "TRANSFER KE BTN 0021013011820 47 RAKA ADITYA HIDAYAT ANGSURAN KPR", -5_300_000),
    ("20/05", "PEMBAYARAN PLN POSTPAID 532110447815", -607_396),
    ("20/05", "PEMBAYARAN PDAM TIRTAWENING 07230458", -113_700),
    ("20/05", "PEMBAYARAN TELKOM INDIHOME 131152207431", -382_950),
    ("20/05", "TRANSFER KE BCA 0952204411 JELAJAH NUSANTARA TOUR BK-77812", -2_900_000),
    ("23/05", "TRANSFER KE BCA 4370881122 PT RUANG KERJA BERSAMA RKD-2505-0042", -1_609_500),
    ("26/05", "TRANSFER KE BCA 1340778102 ASEP HIDAYAT KIRIMAN APA EMA", -2_000_000),
    ("28/05", "QRIS SPBU PERTAMINA 34.402.11 AH NASUTION", -400_000),
    ("31/05", "BUNGA TABUNGAN", 21_115),
    ("31/05", "PAJAK BUNGA", -4_223),
]
_rows, _cr, _db, MANDIRI_MEI_CLOSE = running(MANDIRI_APR_CLOSE, MANDIRI_MEI)
add(
    MANDIRI,
    "e-Statement Mandiri April 2025.pdf",
    mandiri_statement(4, 2025, 41_250_300, MANDIRI_APR, 30),
)
add(
    MANDIRI,
    "e-Statement Mandiri Mei 2025.pdf",
    mandiri_statement(5, 2025, MANDIRI_APR_CLOSE, MANDIRI_MEI, 31),
)

add(
    WISE,
    "statement_SGD_2025-04-01_2025-04-30.csv",
    """"TransferWise ID",Date,Amount,Currency,Description,"Payment Reference","Running Balance","Exchange From","Exchange To","Exchange Rate","Payer Name","Payee Name","Payee Account Number",Merchant,"Total fees"
TRANSFER-1502218833,02-04-2025,6400.00,SGD,"Received money from LUMIO LABS PTE. LTD. with reference INV-2025-003",INV-2025-003,6712.40,,,,"LUMIO LABS PTE. LTD.",,,,0.00
TRANSFER-1502231904,02-04-2025,-6400.00,SGD,"Sent money to Raka Aditya Hidayat",,312.40,SGD,IDR,12612.40,,"Raka Aditya Hidayat",1320019847332,,24.06
CARD-2218840417,11-04-2025,-28.31,SGD,"Card transaction of 16.80 USD issued by GitHub, Inc.",,284.09,SGD,USD,0.5934,,,,"GITHUB, INC.",0.19
CARD-2218840992,19-04-2025,-26.88,SGD,"Card transaction of 26.88 SGD issued by Notion Labs",,257.21,,,,,,,"NOTION LABS, INC.",0.00
""",
)
add(
    WISE,
    "statement_SGD_2025-05.pdf",
    pdf(
        ("h", "Wise"),
        (
            "s",
            "Wise Asia-Pacific Pte. Ltd.  ·  2 Tanjong Katong Road, #07-01, PLQ3, Singapore 437161  ·  UEN 201631814C",
        ),
        ("hr",),
        ("b", "SGD statement"),
        ("t", "1 May 2025 – 31 May 2025\nGenerated on 1 June 2025"),
        (
            "kv",
            [
                ("Account holder", "Raka Aditya Hidayat"),
                ("Address", ALAMAT_1 + ", Bandung 40293, Indonesia"),
                ("Account number", "885-114-2207"),
                ("Bank code", "0516"),
                ("SWIFT/BIC", "TRWISGSGXXX"),
            ],
            38,
        ),
        ("gap", 2),
        (
            "kv",
            [
                ("Balance on 1 May 2025", "257.21 SGD"),
                ("Money in", "6,400.00 SGD"),
                ("Money out", "6,455.47 SGD"),
                ("Balance on 31 May 2025", "201.74 SGD"),
            ],
            50,
        ),
        ("gap", 2),
        (
            "tab",
            (22, 98, 25, 27),
            ("Date", "Description", "Amount", "Balance"),
            [
                (
                    "2 May 2025",
                    "Received money from LUMIO LABS PTE. LTD. — Reference: INV-2025-004 — Transaction: TRANSFER-1531770021",
                    "6,400.00",
                    "6,657.21",
                ),
                (
                    "2 May 2025",
                    "Sent money to Raka Aditya Hidayat (Bank Mandiri ••••7332). Converted 6,375.82 SGD to 80,590,400.00 IDR at 12,640.00. Fees 24.18 SGD",
                    "-6,400.00",
                    "257.21",
                ),
                (
                    "12 May 2025",
                    "Card transaction of 16.80 USD issued by GitHub, Inc. San Francisco",
                    "-28.59",
                    "228.62",
                ),
                ("19 May 2025", "Card transaction issued by Notion Labs, Inc.", "-26.88", "201.74"),
            ],
            ("LEFT", "LEFT", "RIGHT", "RIGHT"),
        ),
        (
            "s",
            "Wise Asia-Pacific Pte. Ltd. is licensed by the Monetary Authority of Singapore as a Major Payment Institution. Money in your Wise account is not protected under the Deposit Insurance Scheme. Need help? Visit wise.com/help",
        ),
        when="2025-06-01",
        title="SGD statement May 2025",
        author="Wise",
    ),
)

add(
    INVEST,
    "Laporan Reksa Dana Mei 2025.pdf",
    pdf(
        ("h", "Tanam Dana"),
        (
            "s",
            "PT Tanam Dana Indonesia — Agen Penjual Efek Reksa Dana berizin OJK No. KEP-31/PM.21/2019  ·  Jl. Gatot Subroto Kav. 35, Jakarta",
        ),
        ("hr",),
        ("c", "LAPORAN PORTOFOLIO BULANAN"),
        (
            "kv",
            [
                ("Nama Investor", "NADIA PUSPITASARI"),
                ("SID", "IDD2104ZR917455"),
                ("Periode", "1 – 31 Mei 2025"),
                ("Profil Risiko", "Moderat"),
            ],
            38,
        ),
        ("gap", 2),
        (
            "tab",
            (62, 22, 28, 28, 30),
            ("Produk", "Unit", "NAB/Unit", "Nilai (Rp)", "Untung/Rugi"),
            [
                (
                    "RD Pasar Uang Syariah Sucorinvest Sharia Money Market",
                    "6.812,4471",
                    "1.468,22",
                    idn(10_002_190),
                    "+" + idn(402_190),
                ),
                (
                    "RD Obligasi Manulife Obligasi Negara Indonesia II",
                    "3.120,0053",
                    "2.245,31",
                    idn(7_005_379),
                    "+" + idn(205_379),
                ),
                (
                    "RD Indeks BNP Paribas IDX30",
                    "2.400,1102",
                    "1.012,55",
                    idn(2_430_232),
                    "-" + idn(169_768),
                ),
                ("Total", "", "", idn(19_437_801), "+" + idn(437_801)),
            ],
            ("LEFT", "RIGHT", "RIGHT", "RIGHT", "RIGHT"),
        ),
        ("b", "Transaksi bulan ini"),
        (
            "tab",
            (30, 90, 50),
            ("Tanggal", "Transaksi", "Nominal"),
            [("27/05/2025", "Pembelian rutin — RD Pasar Uang Syariah", idn(1_000_000))],
            ("LEFT", "LEFT", "RIGHT"),
        ),
        (
            "s",
            "Investasi melalui reksa dana mengandung risiko. Kinerja masa lalu tidak mencerminkan kinerja masa datang. Laporan ini bukan pengganti Surat Konfirmasi Transaksi dan Laporan Bulanan dari Bank Kustodian (AKSes KSEI).",
        ),
        when="2025-06-03",
        title="Laporan Portofolio Mei 2025",
    ),
)
add(
    INVEST,
    "Konfirmasi Pembelian SBR013.pdf",
    pdf(
        ("h", "mandiri — Livin' Investasi"),
        ("hr",),
        ("c", "KONFIRMASI PEMESANAN SAVINGS BOND RITEL SERI SBR013"),
        ("gap", 2),
        (
            "kv",
            [
                ("Nama Investor", "RAKA ADITYA HIDAYAT"),
                ("SID", "IDD1208WF330912"),
                ("Rekening Surat Berharga", "MANDIRI-SB 00418822015"),
                ("Seri", "SBR013T2 (tenor 2 tahun)"),
                ("Nominal Pemesanan", rp(25_000_000)),
                ("Kupon", "6,45% p.a. mengambang dengan kupon minimal (floating with floor)"),
                ("Tanggal Pemesanan", "04 September 2024"),
                ("Tanggal Setelmen", "18 September 2024"),
                ("Jatuh Tempo", "10 September 2026"),
                ("Kode Pemesanan", "SBR013-MDR-0419-227710"),
                ("Status", "Dialokasikan penuh"),
            ],
            55,
        ),
        ("gap", 2),
        (
            "t",
            "Kupon dibayarkan setiap tanggal 10 setiap bulan ke rekening dana Mandiri 1320019847332. Early redemption dapat diajukan pada periode yang ditetapkan Kementerian Keuangan maksimal 50% dari kepemilikan.",
        ),
        (
            "s",
            "SBR013 diterbitkan oleh Pemerintah Republik Indonesia melalui Kementerian Keuangan (DJPPR). PT Bank Mandiri (Persero) Tbk bertindak sebagai Mitra Distribusi.",
        ),
        when="2024-09-04",
        title="Konfirmasi SBR013",
    ),
)
add(
    INVEST,
    "Portofolio 2025.xlsx",
    xlsx(
        {
            "Ringkasan": [
                ["Portofolio kami", "Pemilik", "Platform", "Des 2024", "Mar 2025", "Mei 2025"],
                [
                    "Dana darurat (RD pasar uang)",
                    "Nadia",
                    "Tanam Dana",
                    7_400_000,
                    8_950_000,
                    10_002_190,
                ],
                ["RD obligasi", "Nadia", "Tanam Dana", 6_800_000, 6_910_000, 7_005_379],
                ["RD indeks IDX30", "Nadia", "Tanam Dana", 2_510_000, 2_280_000, 2_430_232],
                ["SBR013 T2", "Raka", "Livin' Mandiri", 25_000_000, 25_000_000, 25_000_000],
                ["Emas Antam 10 gr", "Raka", "fisik (lemari)", 15_200_000, 17_300_000, 18_950_000],
                ["Tabungan SGD (Wise)", "Raka", "Wise", 3_950_000, 3_240_000, 2_550_000],
                ["Total", None, None, 60_860_000, 63_680_000, 65_937_801],
            ],
            "Target": [
                ["Target", "Jumlah", "Deadline", "Catatan"],
                ["Dana darurat 6x pengeluaran", 90_000_000, "Des 2025", "pengeluaran ±15 jt/bln"],
                ["DP mobil baru (ganti Brio)", 80_000_000, "2027", None],
                ["Umroh Apa & Ema", 70_000_000, "2026", "daftar lewat travel yg dipakai Wa Dede"],
            ],
        }
    ),
)

add(
    PAJAK23,
    "BPE SPT Tahunan 2023 Raka.pdf",
    bpe_spt(
        2023, "27-03-2024 21:14:52", "BPE-00418/SPT 1770/PP/III/2024", "Nihil", "Rp 0", "2024-03-27"
    ),
)
add(
    PAJAK23,
    "1721-A1 2023 Nadia.pdf",
    a1_nadia(2023, "1.1-12.23-0000214", "15 Januari 2024", 6_200_000, 6_200_000, 0, "2024-01-15"),
)
add(
    PAJAK24,
    "BPN PPh 25 Desember 2024.pdf",
    bpn_pph25(
        "Desember (12)",
        2024,
        "14/01/2025 19:02:33",
        "A1F2C7E8D0B93C44",
        "0250114102278365",
        2_145_000,
        "2025-01-14",
    ),
)
add(
    PAJAK24,
    "catatan pajak 2024.md",
    """# Pajak tahun 2024

Raka (NPWP = NIK 3273 0412 0896 0007) — wajib lapor SPT 1770 (penghasilan dari Lumio, kontraktor luar negeri, bukan karyawan).
- Pakai norma penghitungan penghasilan neto (sudah kirim pemberitahuan ke KPP Cicadas Maret 2024).
- PPh 25 per bulan Rp 2.145.000, dibayar tiap tgl 10–15 bulan berikutnya (masa Desember dibayar Januari — tetap masuk tahun 2024).
- Bukti potong: tidak ada (Lumio tidak memotong pajak Indonesia).

Nadia — karyawan, cukup SPT 1770 S pakai bukti potong 1721-A1 dari Priangan Kopi.
- Minta A1 ke HRD (Bu Rina) — biasanya keluar pertengahan Januari.

Lapor SPT 2024 paling lambat 31 Maret 2025. Tahun ini harus lewat Coretax (aktivasi akun + kode otorisasi dulu!).

Harta yang dilaporkan per 31/12/2024:
- Rumah Griya Arcamanik (perolehan 2023) Rp 775.000.000, utang KPR BTN sisa ±Rp 584 jt
- Brio 2021 Rp 152.000.000; Vario 2020 Rp 14.000.000
- SBR013 Rp 25.000.000; reksa dana ±Rp 16,7 jt; emas 10 gr
- Tabungan Mandiri, BCA, Wise (kurs pajak 31 Des)
""",
)
add(
    PAJAK25,
    "BPN PPh 25 Maret 2025.pdf",
    bpn_pph25(
        "Maret (03)",
        2025,
        "14/04/2025 20:41:09",
        "9B0E71C2A4F6D813",
        "0250414336172806",
        2_145_000,
        "2025-04-14",
    ),
)
add(
    PAJAK25,
    "BPN PPh 25 April 2025.pdf",
    bpn_pph25(
        "April (04)",
        2025,
        "13/05/2025 07:55:48",
        "C4A8E2F1905B7D26",
        "0250513448120931",
        2_145_000,
        "2025-05-13",
    ),
)


# ---------------------------------------------------------------- Kerja

add(
    LUMIO_K,
    "Independent Contractor Agreement - Lumio Labs.pdf",
    pdf(
        ("h", "INDEPENDENT CONTRACTOR AGREEMENT"),
        ("t", "This Agreement is made on 8 January 2024 between:"),
        (
            "t",
            "(1) LUMIO LABS PTE. LTD., a company incorporated in Singapore (UEN 201934872K) with its registered office at "
            + LUMIO_ADDR
            + ' (the "Company"); and',
        ),
        (
            "t",
            "(2) RAKA ADITYA HIDAYAT, Indonesian citizen, NIK 3273041208960007, residing at "
            + ALAMAT
            + ', Indonesia (the "Contractor").',
        ),
        ("b", "1. Services"),
        (
            "t",
            "1.1 The Contractor shall provide backend software engineering services to the Company's Payments Platform team, as directed by the Head of Engineering, remotely from Indonesia.\n1.2 The Contractor shall be available for at least 40 hours per week and for overlap hours of 10:00–16:00 Singapore time (UTC+8) on Singapore business days.",
        ),
        ("b", "2. Term"),
        (
            "t",
            "2.1 This Agreement commences on 15 January 2024 and continues until terminated by either party with 30 days' written notice.\n2.2 The first 60 days constitute a trial period during which either party may terminate with 7 days' notice.",
        ),
        ("b", "3. Fees and invoicing"),
        (
            "t",
            "3.1 The Company shall pay the Contractor a fixed monthly fee of SGD 5,800 (five thousand eight hundred Singapore dollars).\n3.2 The Contractor shall issue an invoice within the first five business days of each month for services rendered in the previous month. Invoices are payable within 14 days to the account nominated by the Contractor.\n3.3 Pre-approved travel and equipment expenses shall be reimbursed against receipts.",
        ),
        ("b", "4. Independent status and taxes"),
        (
            "t",
            "4.1 The Contractor is an independent contractor and not an employee. Nothing in this Agreement creates an employment relationship, partnership or agency.\n4.2 The Contractor is solely responsible for all taxes, social security contributions and statutory filings in Indonesia.",
        ),
        ("page",),
        ("b", "5. Confidentiality and intellectual property"),
        (
            "t",
            "5.1 The Contractor shall keep confidential all non-public information of the Company and its clients during and after the term.\n5.2 All work product, source code and documentation created in the course of the Services vest in the Company upon creation. The Contractor hereby assigns all such rights to the Company.",
        ),
        ("b", "6. Equipment and leave"),
        (
            "t",
            "6.1 The Contractor uses his own equipment and workspace.\n6.2 The Contractor may take up to 18 working days of time off per year without reduction of the fee, coordinated with the team lead at least two weeks in advance. Indonesian public holidays may be observed by prior arrangement.",
        ),
        ("b", "7. Governing law"),
        (
            "t",
            "This Agreement is governed by the laws of Singapore. Disputes shall be referred to the courts of Singapore.",
        ),
        ("gap", 6),
        (
            "t",
            "Signed for and on behalf of LUMIO LABS PTE. LTD.\n\n/s/ Melissa Tan\nMelissa Tan, Chief Operating Officer — 8 January 2024",
        ),
        ("gap", 4),
        (
            "t",
            "Signed by the Contractor\n\n/s/ Raka Aditya Hidayat\nRaka Aditya Hidayat — 9 January 2024",
        ),
        (
            "s",
            "Executed electronically via DocuSign. Envelope ID 7F31A2C8-4D0B-4E4A-9D41-22B8A90C1F6E.",
        ),
        when="2024-01-09",
        title="Independent Contractor Agreement",
        author="Lumio Labs Pte. Ltd.",
    ),
)
add(
    LUMIO_K,
    "Amendment No. 1.pdf",
    pdf(
        ("h", "AMENDMENT No. 1 TO THE INDEPENDENT CONTRACTOR AGREEMENT"),
        (
            "t",
            "Between LUMIO LABS PTE. LTD. (UEN 201934872K), "
            + LUMIO_ADDR
            + ' (the "Company") and RAKA ADITYA HIDAYAT, Bandung, Indonesia (the "Contractor").\nOriginal agreement dated 8 January 2024 (the "Agreement").',
        ),
        ("b", "With effect from 1 January 2025 the parties agree as follows:"),
        (
            "t",
            "1. Clause 1.1 is amended so that the Contractor's role is Senior Backend Engineer, Payments Platform.\n2. Clause 3.1 is amended: the fixed monthly fee is increased from SGD 5,800 to SGD 6,400.\n3. The Contractor agrees to attend the annual company offsite in Singapore (February 2025); flights and accommodation will be booked and paid by the Company directly.\n4. All other terms of the Agreement remain unchanged and in full force.",
        ),
        ("gap", 6),
        (
            "t",
            "For the Company: /s/ Melissa Tan, COO — 16 December 2024\nContractor: /s/ Raka Aditya Hidayat — 17 December 2024",
        ),
        (
            "s",
            "Executed electronically via DocuSign. Envelope ID 0C9A44D1-88E2-4B7A-A3F0-5C61D2E7B913.",
        ),
        when="2024-12-17",
        title="Amendment No. 1",
        author="Lumio Labs Pte. Ltd.",
    ),
)
add(
    LUMIO_INV,
    "INV-2025-004.pdf",
    lumio_invoice("INV-2025-004", "1 May 2025", "1–30 April 2025", 6400.00, "2025-05-01"),
)
add(
    LUMIO_INV,
    "INV-2025-005.pdf",
    lumio_invoice("INV-2025-005", "2 June 2025", "1–31 May 2025", 6400.00, "2025-06-02"),
)
add(
    LUMIO_INV,
    "Invoice template.docx",
    docx(
        [
            ("h1", "INVOICE"),
            (
                "p",
                "Raka Aditya Hidayat\nIndependent contractor — Software Engineering\n"
                + ALAMAT_1
                + "\n"
                + ALAMAT_2
                + ", Indonesia\nraka.hidayat@gmail.com · NPWP "
                + NPWP_RAKA,
            ),
            (
                "p",
                "Invoice No.: INV-2025-0__\nInvoice date: __ ______ 2025\nService period: 1–__ ______ 2025\nPayment terms: Net 14 days",
            ),
            (
                "p",
                "Bill to:\nLumio Labs Pte. Ltd.\nAttn: Accounts Payable (ap@lumiolabs.sg)\n"
                + LUMIO_ADDR
                + "\nUEN 201934872K",
            ),
        ],
        [
            ["Description", "Amount (SGD)"],
            ["Software engineering services (backend) — ______ 2025", "6,400.00"],
            ["Reimbursable expenses (attach receipts)", "0.00"],
            ["TOTAL DUE", "6,400.00"],
        ],
        [
            "Reference: Independent Contractor Agreement dated 8 January 2024, as amended.",
            "Payment details: Wise SGD account — Account holder Raka Aditya Hidayat, account number 885-114-2207, bank code 0516, SWIFT/BIC TRWISGSGXXX.",
            "Not subject to Singapore GST. The contractor is responsible for his own taxes in Indonesia. Thank you!",
            "(catatan: nomor urut lanjut dari invoice terakhir, export ke PDF, kirim ke ap@lumiolabs.sg cc Daniel)",
        ],
    ),
)
add(
    LUMIO_BY,
    "RKD-2505-0042.pdf",
    rkd_invoice("RKD-2505-0042", "1 Mei 2025", "Mei 2025", "10 Mei 2025", "2025-05-01"),
)
add(
    LUMIO_BY,
    "RKD-2506-0042.pdf",
    rkd_invoice("RKD-2506-0042", "2 Juni 2025", "Juni 2025", "10 Juni 2025", "2025-06-02"),
)
add(
    LUMIO_BY,
    "JetBrains receipt 2025.pdf",
    pdf(
        ("h", "JetBrains"),
        (
            "s",
            "JetBrains s.r.o.  ·  Na Hřebenech II 1718/10, 140 00 Prague 4, Czech Republic  ·  VAT CZ26502275",
        ),
        ("hr",),
        ("c", "RECEIPT"),
        (
            "kv",
            [
                ("Receipt No.", "R-2025-0215-88417520"),
                ("Order", "A6641230"),
                ("Date", "15 February 2025"),
                ("Customer", "Raka Aditya Hidayat, Bandung, Indonesia"),
                ("E-mail", "raka.hidayat@gmail.com"),
            ],
            32,
        ),
        ("gap", 2),
        (
            "tab",
            (100, 20, 25, 25),
            ("Product", "Qty", "Price", "Amount"),
            [
                (
                    "IntelliJ IDEA Ultimate — personal annual subscription (3rd year, continuity discount) 15 Feb 2025 – 14 Feb 2026",
                    "1",
                    "USD 101.00",
                    "USD 101.00",
                ),
                ("VAT (Indonesia PPN, 12%)", "", "", "USD 12.12"),
                ("Total paid", "", "", "USD 113.12"),
            ],
            ("LEFT", "CENTER", "RIGHT", "RIGHT"),
        ),
        ("t", "Paid by Visa •••• 4417 (Wise) on 15 February 2025."),
        (
            "s",
            "This is a receipt for a completed payment. Personal licenses may be used for commercial development. Questions: sales@jetbrains.com",
        ),
        when="2025-02-15",
        title="JetBrains receipt",
    ),
)

add(SLIP, "Slip Gaji Maret 2025.pdf", slip_gaji(3, 2025, thr=6_800_000, hari=18))
add(SLIP, "Slip Gaji April 2025.pdf", slip_gaji(4, 2025, hari=20))
add(SLIP, "Slip Gaji Mei 2025.pdf", slip_gaji(5, 2025, hari=19))
add(
    NADIA_K,
    "PKWT Nadia 2023.pdf",
    pdf(
        ("h", "PT PRIANGAN KOPI LESTARI"),
        ("s", "Jl. Sukajadi No. 188, Bandung 40162"),
        ("hr",),
        ("c", "PERJANJIAN KERJA WAKTU TERTENTU\nNo. 014/PKWT/HRD-PKL/I/2023"),
        (
            "t",
            "Yang bertanda tangan di bawah ini:\n1. Rina Maharani, Manajer HR & GA, bertindak untuk dan atas nama PT Priangan Kopi Lestari (PIHAK PERTAMA);\n2. Nadia Puspitasari, lahir di Surakarta 17 Maret 1997, NIK 3372055703970002, beralamat di Jl. Sekeloa Tengah No. 21, Bandung (PIHAK KEDUA).",
        ),
        ("b", "Pasal 1 — Jabatan dan Penempatan"),
        (
            "t",
            "PIHAK KEDUA dipekerjakan sebagai Staf Keuangan (Accounts Payable) di kantor pusat Bandung, melapor kepada Finance Manager.",
        ),
        ("b", "Pasal 2 — Jangka Waktu"),
        (
            "t",
            "Perjanjian berlaku 12 (dua belas) bulan, terhitung 1 Februari 2023 sampai dengan 31 Januari 2024, dan dapat diperpanjang atau diangkat menjadi karyawan tetap berdasarkan evaluasi kinerja.",
        ),
        ("b", "Pasal 3 — Upah dan Fasilitas"),
        (
            "t",
            "Gaji pokok Rp 6.200.000 per bulan; tunjangan transport Rp 600.000; uang makan Rp 25.000 per hari hadir; BPJS Kesehatan dan BPJS Ketenagakerjaan sesuai ketentuan; THR sesuai peraturan perundang-undangan. Gaji dibayarkan setiap tanggal 25.",
        ),
        ("b", "Pasal 4 — Waktu Kerja"),
        ("t", "Senin–Jumat 08.00–17.00 WIB. Cuti sesuai Peraturan Perusahaan."),
        ("b", "Pasal 5 — Kompensasi Berakhirnya PKWT"),
        (
            "t",
            "Pada saat berakhirnya perjanjian, PIHAK KEDUA berhak atas uang kompensasi sesuai PP No. 35 Tahun 2021.",
        ),
        ("gap", 4),
        (
            "t",
            "Bandung, 27 Januari 2023\n\nPIHAK PERTAMA                                          PIHAK KEDUA\n\n\nRina Maharani                                              Nadia Puspitasari",
        ),
        when="2023-01-27",
        title="PKWT Nadia Puspitasari",
    ),
)
add(
    NADIA_K,
    "SK Karyawan Tetap 2024.pdf",
    pdf(
        ("h", "PT PRIANGAN KOPI LESTARI"),
        ("s", "Jl. Sukajadi No. 188, Bandung 40162  ·  Telp. (022) 2033 418"),
        ("hr",),
        (
            "c",
            "SURAT KEPUTUSAN DIREKSI\nNo. SK/021/DIR-PKL/I/2024\ntentang\nPENGANGKATAN KARYAWAN TETAP",
        ),
        ("b", "Menimbang:"),
        (
            "t",
            "a. bahwa Perjanjian Kerja Waktu Tertentu No. 014/PKWT/HRD-PKL/I/2023 atas nama Nadia Puspitasari berakhir pada 31 Januari 2024;\nb. bahwa berdasarkan hasil penilaian kinerja, yang bersangkutan dinilai layak diangkat sebagai karyawan tetap.",
        ),
        ("b", "MEMUTUSKAN"),
        (
            "t",
            "PERTAMA: Mengangkat Sdri. Nadia Puspitasari (NIK karyawan PKL-0231) sebagai Karyawan Tetap dengan jabatan Staf Keuangan, terhitung mulai 1 Februari 2024.\nKEDUA: Gaji pokok ditetapkan sebesar Rp 6.500.000 per bulan, ditambah tunjangan sesuai Peraturan Perusahaan.\nKETIGA: Masa kerja dihitung sejak 1 Februari 2023.\nKEEMPAT: Keputusan ini berlaku sejak tanggal ditetapkan, dengan ketentuan akan diperbaiki apabila di kemudian hari terdapat kekeliruan.",
        ),
        ("gap", 4),
        (
            "t",
            "Ditetapkan di Bandung\npada tanggal 24 Januari 2024\n\nDireksi PT Priangan Kopi Lestari\n\n\nH. Dadang Kusnadi\nDirektur Utama",
        ),
        ("s", "Tembusan: 1. Finance Manager; 2. Arsip HRD"),
        when="2024-01-24",
        title="SK Pengangkatan Karyawan Tetap",
    ),
)


# ---------------------------------------------------------------- Keluarga


def lab_result(
    no: str,
    nama: str,
    lahir: str,
    jk: str,
    tanggal: str,
    dokter: str,
    rows: list[tuple[str, str, str, str]],
    note: str,
    when: str,
) -> bytes:
    return pdf(
        ("h", "Laboratorium Klinik Parahyangan"),
        (
            "s",
            "Jl. Buah Batu No. 166, Bandung 40264  ·  Telp. (022) 7305 520  ·  Izin Dinkes Kota Bandung 503/0412-Dinkes/2019",
        ),
        ("hr",),
        ("c", "HASIL PEMERIKSAAN LABORATORIUM"),
        (
            "kv",
            [
                ("No. Lab", no),
                ("Nama Pasien", nama),
                ("Tgl. Lahir / Umur", lahir),
                ("Jenis Kelamin", jk),
                ("Tgl. Pemeriksaan", tanggal),
                ("Dokter Pengirim", dokter),
            ],
            40,
        ),
        ("gap", 2),
        (
            "tab",
            (65, 30, 25, 50),
            ("Pemeriksaan", "Hasil", "Satuan", "Nilai Rujukan"),
            rows,
            ("LEFT", "RIGHT", "LEFT", "LEFT"),
        ),
        ("t", note),
        ("gap", 3),
        ("t", "Penanggung jawab laboratorium:\ndr. Yuliana Sastradipradja, Sp.PK"),
        (
            "s",
            "Hasil pemeriksaan ini hanya dapat diinterpretasikan oleh dokter. Hasil bertanda * berada di luar nilai rujukan.",
        ),
        when=when,
        title="Hasil Lab " + no,
    )


def mcu(
    no: str,
    tanggal: str,
    umur: str,
    rows: list[tuple[str, str, str, str]],
    kesimpulan: str,
    when: str,
) -> bytes:
    return pdf(
        ("h", "Klinik Utama Medika Dago"),
        (
            "s",
            "Jl. Ir. H. Juanda No. 180, Bandung 40132  ·  (022) 2500 731  ·  mcu@medikadago.co.id",
        ),
        ("hr",),
        ("c", "LAPORAN MEDICAL CHECK-UP"),
        (
            "kv",
            [
                ("No. MCU", no),
                ("Nama", "Raka Aditya Hidayat"),
                ("Tgl. Lahir", "12 Agustus 1996 (" + umur + ")"),
                ("Jenis Kelamin", "Laki-laki"),
                ("Paket", "Executive Check-Up Pria"),
                ("Tanggal", tanggal),
            ],
            35,
        ),
        ("gap", 2),
        ("b", "Pemeriksaan fisik"),
        (
            "tab",
            (65, 35, 70),
            ("Parameter", "Hasil", "Keterangan"),
            rows[:5],
            ("LEFT", "RIGHT", "LEFT"),
        ),
        ("b", "Laboratorium"),
        (
            "tab",
            (65, 35, 70),
            ("Pemeriksaan", "Hasil", "Nilai rujukan"),
            rows[5:],
            ("LEFT", "RIGHT", "LEFT"),
        ),
        ("b", "Kesimpulan & saran"),
        ("t", kesimpulan),
        ("gap", 3),
        ("t", "Dokter pemeriksa,\ndr. Fikri Ramadhan, Sp.PD"),
        ("s", "Laporan ini bersifat rahasia dan hanya untuk pasien yang bersangkutan."),
        when=when,
        title="Laporan MCU " + no,
    )


add(
    RAKA,
    "Paspor Raka.md",
    """# Paspor Raka

- No. paspor: E 4418827 (paspor elektronik, 10 tahun)
- Terbit: 14 Desember 2023, Kantor Imigrasi Kelas I TPI Bandung
- Berlaku s.d.: 14 Desember 2033
- Nama di paspor: RAKA ADITYA HIDAYAT — sama persis dengan KTP (penting buat tiket!)
- Fotokopi + scan ada di Google Drive "Dokumen penting".

Visa/masuk negara lain:
- Singapura: bebas visa (ASEAN), isi SG Arrival Card H-3.
""",
)
add(
    RAKA,
    "MCU 2024 Raka.pdf",
    mcu(
        "MCU-2407-0311",
        "6 Juli 2024",
        "27 tahun",
        [
            ("Tinggi / Berat badan", "172 cm / 78 kg", "IMT 26,4 — overweight"),
            ("Tekanan darah", "128/84 mmHg", "normal tinggi"),
            ("Nadi", "76 x/menit", "normal"),
            ("Visus", "OD 6/9, OS 6/9", "miopia ringan, pakai kacamata"),
            ("EKG", "irama sinus", "normal"),
            ("Kolesterol total", "221 mg/dL *", "< 200"),
            ("LDL", "148 mg/dL *", "< 130"),
            ("Trigliserida", "162 mg/dL *", "< 150"),
            ("Gula darah puasa", "94 mg/dL", "70–99"),
            ("Asam urat", "7,4 mg/dL *", "3,4–7,0"),
            ("SGPT", "38 U/L", "< 41"),
        ],
        "Dislipidemia ringan dan hiperurisemia. Saran: kurangi gorengan dan jeroan, olahraga aerobik 150 menit/minggu, turunkan berat badan 5 kg, kontrol lab 6–12 bulan lagi.",
        "2024-07-08",
    ),
)
add(
    RAKA,
    "CV Raka 2024.docx",
    docx(
        [
            ("h1", "Raka Aditya Hidayat"),
            (
                "p",
                "Backend Engineer · Bandung, Indonesia (UTC+7) · raka.hidayat@gmail.com · github.com/rakaadityah",
            ),
            ("h2", "Experience"),
            (
                "p",
                "Lumio Labs Pte. Ltd. (Singapore, remote) — Backend Engineer, Payments Platform. Jan 2024 – present.\nBuilt the reconciliation service for regional e-wallets (Go, PostgreSQL, Kafka); cut settlement mismatches by 70%.",
            ),
            (
                "p",
                "PT Kiriman Cepat Nusantara (Bandung) — Software Engineer. Mar 2019 – Dec 2023.\nOrder tracking APIs, courier allocation, migration from PHP monolith to Go services.",
            ),
            ("h2", "Education"),
            (
                "p",
                "S1 Teknik Informatika, Institut Teknologi Nasional (Itenas) Bandung, 2014–2018. IPK 3,52.",
            ),
            ("h2", "Skills"),
            (
                "p",
                "Go, Kotlin, PostgreSQL, Kafka, Redis, Kubernetes, AWS; Bahasa Indonesia (native), Sunda (native), English (professional).",
            ),
        ]
    ),
)
add(
    NADIA,
    "Paspor Nadia.md",
    """# Paspor Nadia

- No. paspor: C 9072315 (paspor biasa, 48 hlm — BELUM elektronik)
- Terbit: 3 Juni 2019, Kantor Imigrasi Kelas I Surakarta
- Berlaku s.d.: 3 Juni 2024 → SUDAH HABIS
- Perlu perpanjang lewat aplikasi M-Paspor, pilih Kanim Bandung. Bawa KTP Bandung + buku nikah + paspor lama.
- Rencana: sekalian bikin paspor elektronik 10 tahun (Rp 950.000).
""",
)
add(
    NADIA,
    "Hasil Lab Nadia Feb 2025.pdf",
    lab_result(
        "LKP-250215-0188",
        "Nadia Puspitasari",
        "17-03-1997 / 27 th",
        "Perempuan",
        "15 Februari 2025",
        "dr. Anisa Rahmawati, Sp.OG",
        [
            ("Hemoglobin", "11,2 *", "g/dL", "12,0–16,0"),
            ("Hematokrit", "34 *", "%", "37–47"),
            ("Ferritin", "14 *", "ng/mL", "15–150"),
            ("TSH", "1,84", "µIU/mL", "0,27–4,20"),
            ("Gula darah puasa", "86", "mg/dL", "70–99"),
            ("HBsAg", "Non reaktif", "", "Non reaktif"),
            ("Rubella IgG", "Reaktif (imun)", "", ""),
        ],
        "Catatan: anemia defisiensi besi ringan. Pemeriksaan dalam rangka konsultasi program hamil.",
        "2025-02-15",
    ),
)
add(
    NADIA,
    "Sertifikat Brevet A-B Nadia.pdf",
    pdf(
        ("gap", 10),
        ("c", "LEMBAGA PENDIDIKAN PERPAJAKAN PASUNDAN"),
        ("s", "Jl. Burangrang No. 27, Bandung  ·  Terakreditasi Ikatan Konsultan Pajak Indonesia"),
        ("gap", 8),
        ("h", "SERTIFIKAT"),
        ("c", "No. 0412/BRV-AB/LP3/XI/2024"),
        ("gap", 4),
        ("t", "Diberikan kepada:"),
        ("c", "NADIA PUSPITASARI"),
        ("gap", 2),
        (
            "t",
            "yang telah mengikuti dan LULUS ujian Pelatihan Perpajakan Terapan BREVET A dan B angkatan 58, yang diselenggarakan pada 6 Juli s.d. 2 November 2024 (120 jam pelajaran), meliputi KUP, PPh Orang Pribadi, PPh Pasal 21/26, PPh Badan, PPN & PPnBM, Bea Meterai, PBB, serta akuntansi pajak.",
        ),
        ("gap", 2),
        (
            "kv",
            [("Nilai rata-rata", "82,4 (Sangat Baik)"), ("Tanggal terbit", "23 November 2024")],
            40,
        ),
        ("gap", 10),
        ("t", "Bandung, 23 November 2024\n\nDrs. Hendarman Wiratmadja, Ak., M.Si., BKP\nKetua"),
        when="2024-11-23",
        title="Sertifikat Brevet A dan B",
    ),
)
add(
    SALSA,
    "Dokumen Salsa.md",
    """# Salsa (Salsabila Putri Hidayat)

Adik Raka, tinggal sama kita sejak Agustus 2022 (kuliah Fikom Unpad). Senin–Kamis biasanya nginep di kos Jatinangor.

- Lahir: Bandung, 9 Mei 2004
- NIK: 3273044905040002 (KK masih ikut Apa, Ujungberung)
- NPM: 210110220087 — Ilmu Komunikasi, angkatan 2022, kelompok UKT 5
- BPJS Kesehatan: ikut BPJS Apa (PBPU), no. kartu 0001 4417 2290 3
- Kos: Pondok Cempaka, Jl. Sayang No. 14 Jatinangor — Ibu Kos Bu Imas 0812-2055-0091, Rp 1.100.000/bln
- Golongan darah B

UKT dibayar Raka (transfer ke VA BNI dari Unpad), Salsa kirim tagihannya lewat WA.
""",
)
add(
    SALSA,
    "Hasil Lab Salsa 2024-11.pdf",
    lab_result(
        "LKP-241122-0507",
        "Salsabila Putri Hidayat",
        "09-05-2004 / 20 th",
        "Perempuan",
        "22 November 2024",
        "dr. Hendra Kusuma (Klinik Pratama Jatinangor)",
        [
            ("Hemoglobin", "12,8", "g/dL", "12,0–16,0"),
            ("Leukosit", "3.600 *", "/µL", "4.000–10.000"),
            ("Trombosit", "142.000 *", "/µL", "150.000–400.000"),
            ("Widal S. Typhi O", "1/320 *", "", "< 1/80"),
            ("Widal S. Typhi H", "1/160 *", "", "< 1/80"),
            ("Tubex TF", "6 *", "skor", "≤ 2 negatif"),
            ("NS1 Dengue", "Negatif", "", "Negatif"),
        ],
        "Kesan: mendukung demam tifoid. Disarankan kontrol ulang setelah terapi antibiotik selesai.",
        "2024-11-22",
    ),
)


def ukt(semester: str, ta: str, smt_ke: int, va: str, batas: str, terbit: str, when: str) -> bytes:
    return pdf(
        ("c", "KEMENTERIAN PENDIDIKAN TINGGI, SAINS, DAN TEKNOLOGI\nUNIVERSITAS PADJADJARAN"),
        (
            "s",
            "Direktorat Keuangan  ·  Jl. Raya Bandung-Sumedang Km 21, Jatinangor 45363  ·  keuangan.unpad.ac.id",
        ),
        ("hr",),
        ("c", "TAGIHAN UANG KULIAH TUNGGAL (UKT)"),
        (
            "kv",
            [
                ("Nama Mahasiswa", "SALSABILA PUTRI HIDAYAT"),
                ("NPM", "210110220087"),
                ("Fakultas / Prodi", "Ilmu Komunikasi / S1 Ilmu Komunikasi"),
                ("Tahun Akademik", ta),
                ("Semester", f"{semester} (semester ke-{smt_ke})"),
                ("Kelompok UKT", "5"),
                ("Jumlah Tagihan", rp(7_500_000)),
                ("Virtual Account", va),
                ("Batas Pembayaran", batas),
            ],
            45,
        ),
        ("gap", 2),
        (
            "t",
            "Mahasiswa yang tidak melakukan pembayaran UKT sampai batas waktu yang ditentukan tidak dapat melakukan pengisian KRS dan dinyatakan tidak aktif (non-aktif) pada semester berjalan. Pengajuan penyesuaian UKT/cicilan melalui laman paus.unpad.ac.id paling lambat 14 hari sebelum batas pembayaran.",
        ),
        (
            "s",
            f"Dicetak dari PAuS Unpad pada {terbit}. Pembayaran dapat dilakukan melalui BNI (teller, ATM, mobile banking) atau bank lain via transfer antarbank ke nomor virtual account.",
        ),
        when=when,
        title=f"Tagihan UKT {semester} {ta}",
    )


def khs(
    semester: str,
    ta: str,
    smt_ke: int,
    rows: list[tuple[str, str, int, str]],
    ipk: str,
    terbit: str,
    when: str,
) -> bytes:
    bobot = {"A": 4.0, "AB": 3.5, "B": 3.0, "BC": 2.5, "C": 2.0}
    sks = sum(r[2] for r in rows)
    ips = sum(bobot[r[3]] * r[2] for r in rows) / sks
    return pdf(
        ("c", "UNIVERSITAS PADJADJARAN\nFAKULTAS ILMU KOMUNIKASI"),
        ("s", "Jl. Raya Bandung-Sumedang Km 21, Jatinangor, Sumedang 45363"),
        ("hr",),
        ("c", "KARTU HASIL STUDI (KHS)"),
        (
            "kv",
            [
                ("Nama", "Salsabila Putri Hidayat"),
                ("NPM", "210110220087"),
                ("Program Studi", "S1 Ilmu Komunikasi"),
                ("Tahun Akademik", ta),
                ("Semester", f"{semester} ({smt_ke})"),
                ("Dosen Wali", "Dr. Ratna Juwita, M.Si."),
            ],
            40,
        ),
        ("gap", 2),
        (
            "tab",
            (25, 95, 20, 20),
            ("Kode", "Mata Kuliah", "SKS", "Nilai"),
            [(a, b, str(c), d) for a, b, c, d in rows],
            ("LEFT", "LEFT", "CENTER", "CENTER"),
        ),
        (
            "kv",
            [
                ("Jumlah SKS", str(sks)),
                ("IP Semester", f"{ips:.2f}".replace(".", ",")),
                ("IP Kumulatif", ipk),
            ],
            40,
        ),
        ("gap", 3),
        (
            "t",
            f"Jatinangor, {terbit}\nWakil Dekan Bidang Pembelajaran, Kemahasiswaan, dan Riset\n\n(tanda tangan elektronik)",
        ),
        ("s", "Dokumen ini diterbitkan melalui SIAT Unpad dan sah tanpa tanda tangan basah."),
        when=when,
        title=f"KHS {semester} {ta}",
    )


add(
    K2324,
    "Tagihan UKT Ganjil 2023-2024.pdf",
    ukt(
        "Ganjil",
        "2023/2024",
        3,
        "988 1021 0220 0873",
        "11 Agustus 2023",
        "24 Juli 2023",
        "2023-07-24",
    ),
)
add(
    K2324,
    "Tagihan UKT Genap 2023-2024.pdf",
    ukt(
        "Genap",
        "2023/2024",
        4,
        "988 1021 0220 0874",
        "2 Februari 2024",
        "8 Januari 2024",
        "2024-01-08",
    ),
)
add(
    K2324,
    "KHS Ganjil 2023-2024.pdf",
    khs(
        "Ganjil",
        "2023/2024",
        3,
        [
            ("D10A.3101", "Teori Komunikasi Massa", 3, "A"),
            ("D10A.3102", "Psikologi Komunikasi", 3, "AB"),
            ("D10A.3103", "Metode Penelitian Komunikasi Kuantitatif", 3, "B"),
            ("D10A.3104", "Komunikasi Antarbudaya", 2, "A"),
            ("D10A.3105", "Dasar-Dasar Jurnalistik", 3, "AB"),
            ("D10A.3106", "Statistika Sosial", 3, "BC"),
            ("D10A.3107", "Bahasa Inggris Komunikasi", 2, "A"),
        ],
        "3,51",
        "5 Februari 2024",
        "2024-02-05",
    ),
)
add(
    K2425,
    "Tagihan UKT Ganjil 2024-2025.pdf",
    ukt(
        "Ganjil",
        "2024/2025",
        5,
        "988 1021 0220 0875",
        "9 Agustus 2024",
        "22 Juli 2024",
        "2024-07-22",
    ),
)
add(
    K2425,
    "Surat Keterangan Aktif Kuliah 2024.pdf",
    pdf(
        ("c", "UNIVERSITAS PADJADJARAN\nFAKULTAS ILMU KOMUNIKASI"),
        ("s", "Jl. Raya Bandung-Sumedang Km 21, Jatinangor 45363  ·  Telp. (022) 7795 9303"),
        ("hr",),
        ("c", "SURAT KETERANGAN MASIH KULIAH\nNomor: 8812/UN6.F/KM.00/2024"),
        ("gap", 3),
        (
            "t",
            "Yang bertanda tangan di bawah ini, Wakil Dekan Bidang Pembelajaran, Kemahasiswaan, dan Riset Fakultas Ilmu Komunikasi Universitas Padjadjaran, menerangkan bahwa:",
        ),
        (
            "kv",
            [
                ("Nama", "Salsabila Putri Hidayat"),
                ("NPM", "210110220087"),
                ("Program Studi", "S1 Ilmu Komunikasi"),
                ("Semester", "5 (lima), Tahun Akademik 2024/2025"),
            ],
            40,
        ),
        (
            "t",
            "adalah benar mahasiswa aktif Fakultas Ilmu Komunikasi Universitas Padjadjaran pada semester Ganjil Tahun Akademik 2024/2025.",
        ),
        (
            "kv",
            [
                ("Nama Orang Tua", "Asep Hidayat"),
                ("Pekerjaan", "Pensiunan PNS"),
                ("Alamat", "Jl. Cilengkrang II No. 45, Ujungberung, Bandung"),
            ],
            40,
        ),
        (
            "t",
            "Surat keterangan ini dibuat untuk keperluan: pengajuan beasiswa Bank Indonesia (GenBI) 2024.",
        ),
        ("gap", 3),
        (
            "t",
            "Jatinangor, 12 September 2024\na.n. Dekan\nWakil Dekan Bidang Pembelajaran, Kemahasiswaan, dan Riset\n\n(tanda tangan elektronik)\nDr. Kunto Adi Wibowo, M.Comm.",
        ),
        when="2024-09-12",
        title="Surat Keterangan Aktif Kuliah",
    ),
)
add(
    K2425,
    "KHS Ganjil 2024-2025.pdf",
    khs(
        "Ganjil",
        "2024/2025",
        5,
        [
            ("D10A.5101", "Komunikasi Politik", 3, "AB"),
            ("D10A.5102", "Manajemen Media", 3, "A"),
            ("D10A.5103", "Metode Penelitian Kualitatif", 3, "A"),
            ("D10A.5104", "Produksi Konten Digital", 3, "A"),
            ("D10A.5105", "Etika dan Filsafat Komunikasi", 2, "B"),
            ("D10A.5106", "Public Relations Kontemporer", 3, "AB"),
            ("D10A.5107", "Kuliah Kerja Nyata (persiapan)", 2, "A"),
        ],
        "3,58",
        "10 Februari 2025",
        "2025-02-10",
    ),
)
add(
    APAEMA,
    "Kwitansi RS Ema Januari 2025.pdf",
    pdf(
        ("h", "RS Mitra Ujungberung"),
        ("s", "Jl. AH. Nasution No. 710, Ujungberung, Bandung 40611  ·  IGD 24 jam (022) 7800 119"),
        ("hr",),
        ("c", "KWITANSI PEMBAYARAN RAWAT JALAN"),
        (
            "kv",
            [
                ("No. Kwitansi", "KW-RJ/2501/004421"),
                ("Tanggal", "21-01-2025"),
                ("No. RM", "00-41-88-12"),
                ("Nama Pasien", "Ny. EUIS ROHAETI"),
                ("Umur", "58 th"),
                ("Penjamin", "UMUM (pribadi)"),
                ("Poli", "Mata — dr. Gita Lestari, Sp.M"),
            ],
            35,
        ),
        ("gap", 2),
        (
            "tab",
            (110, 45),
            ("Uraian", "Rp"),
            [
                ("Konsultasi dokter spesialis", idn(250_000)),
                ("Pemeriksaan tonometri & funduskopi", idn(185_000)),
                ("Biometri (persiapan operasi katarak)", idn(450_000)),
                ("Obat: Cendo Lyteers, Cendo Xitrol", idn(128_500)),
                ("Administrasi", idn(25_000)),
                ("TOTAL", idn(1_038_500)),
            ],
            ("LEFT", "RIGHT"),
        ),
        (
            "t",
            "Telah diterima dari: Raka (anak) — pembayaran QRIS.\nTerbilang: satu juta tiga puluh delapan ribu lima ratus rupiah.",
        ),
        (
            "s",
            "Kwitansi ini sah sebagai bukti pembayaran. Operasi katarak mata kanan dijadwalkan melalui BPJS, menunggu rujukan dari FKTP.",
        ),
        when="2025-01-21",
        title="Kwitansi KW-RJ/2501/004421",
    ),
)
add(
    APAEMA,
    "Surat Rujukan Apa.pdf",
    pdf(
        ("c", "BPJS KESEHATAN\nSURAT RUJUKAN FKTP"),
        ("s", "Dicetak dari aplikasi P-Care BPJS Kesehatan"),
        ("hr",),
        (
            "kv",
            [
                ("No. Rujukan", "0412U0080325P000213"),
                ("FKTP", "Puskesmas Ujung Berung Indah (0412U008)"),
                ("Kab/Kota", "Kota Bandung"),
                ("Kepada Yth.", "TS dr. Sp. Jantung dan Pembuluh Darah"),
                ("Di", "RS Mitra Ujungberung"),
                ("Nama", "ASEP HIDAYAT"),
                ("No. Kartu BPJS", "0001 4417 2288 1"),
                ("Tgl. Lahir", "03-02-1963"),
                ("Status", "Peserta PBPU / Kelas II"),
                (
                    "Diagnosa",
                    "I10 — Essential (primary) hypertension; R07.4 Chest pain, unspecified",
                ),
                (
                    "Keterangan",
                    "Nyeri dada kiri saat aktivitas sejak 2 minggu, TD 168/98. Mohon evaluasi EKG/echo.",
                ),
            ],
            38,
        ),
        ("gap", 2),
        (
            "t",
            "Rujukan berlaku sampai 11 Juni 2025 (90 hari).\n\nBandung, 13 Maret 2025\nSalam sejawat,\ndr. Ayu Pratiwi",
        ),
        ("s", "Peserta wajib membawa surat rujukan ini, KTP, dan kartu JKN saat berobat ke FKRTL."),
        when="2025-03-13",
        title="Surat Rujukan BPJS",
    ),
)
add(
    APAEMA,
    "catatan obat Apa & Ema.md",
    """# Obat Apa & Ema (update Mei 2025)

## Apa (Asep Hidayat, 62 th)
- Amlodipine 10 mg — 1x pagi
- Candesartan 8 mg — 1x malam (dari dr. Sp.JP RS Mitra, mulai April)
- Aspilet 80 mg — 1x siang sesudah makan
- Kontrol Poli Jantung tiap bulan pakai BPJS. Rujukan balik harus diperpanjang tiap 3 bulan di Puskesmas.

## Ema (Euis Rohaeti, 58 th)
- Metformin 500 mg — 2x (pagi, malam)
- Tetes mata Cendo Lyteers
- Operasi katarak mata kanan: antri BPJS, kira-kira Agustus/September.

Apotek langganan: Kimia Farma Ujungberung. Yang antar kontrol: Raka (Sabtu) atau Salsa kalau libur kuliah.
Punten pisan, jangan lupa tanya Ema soal hasil gula darah tiap minggu.
""",
)


# ---------------------------------------------------------------- Perjalanan

add(
    SOLO,
    "KAI e-tiket Bandung-Solo PP.pdf",
    pdf(
        ("h", "KAI Access — E-Tiket"),
        ("s", "PT Kereta Api Indonesia (Persero)  ·  Contact Center 121  ·  cs@kai.id"),
        ("hr",),
        (
            "kv",
            [
                ("Kode Booking", "K7QX2MB"),
                ("Tanggal Pesan", "08 Februari 2024 00:02"),
                ("Pemesan", "Raka Aditya Hidayat — 0812-2094-3310"),
            ],
            35,
        ),
        ("gap", 2),
        ("b", "PERGI"),
        (
            "tab",
            (40, 50, 50, 30),
            ("Kereta", "Berangkat", "Tiba", "Kelas"),
            [
                (
                    "LODAYA (80)",
                    "Sab, 06 Apr 2024 07:05\nBANDUNG (BD)",
                    "Sab, 06 Apr 2024 15:12\nSOLO BALAPAN (SLO)",
                    "Eksekutif",
                )
            ],
            ("LEFT", "LEFT", "LEFT", "LEFT"),
        ),
        ("b", "PULANG"),
        (
            "tab",
            (40, 50, 50, 30),
            ("Kereta", "Berangkat", "Tiba", "Kelas"),
            [
                (
                    "LODAYA (79)",
                    "Min, 14 Apr 2024 08:00\nSOLO BALAPAN (SLO)",
                    "Min, 14 Apr 2024 16:03\nBANDUNG (BD)",
                    "Eksekutif",
                )
            ],
            ("LEFT", "LEFT", "LEFT", "LEFT"),
        ),
        ("b", "Penumpang"),
        (
            "tab",
            (70, 40, 30, 30),
            ("Nama", "NIK", "Pergi", "Pulang"),
            [
                ("RAKA ADITYA HIDAYAT", "3273041208960007", "EKS-3 / 7A", "EKS-2 / 10C"),
                ("NADIA PUSPITASARI", "3372055703970002", "EKS-3 / 7B", "EKS-2 / 10D"),
            ],
            ("LEFT", "LEFT", "CENTER", "CENTER"),
        ),
        (
            "kv",
            [("Total Pembayaran", rp(1_940_000) + " (4 tiket) — LUNAS via Livin' by Mandiri")],
            35,
        ),
        (
            "s",
            "Boarding dibuka 1 jam sebelum keberangkatan menggunakan face recognition atau boarding pass. Penumpang wajib membawa identitas asli yang sesuai dengan data pada tiket. Pembatalan paling lambat 3 jam sebelum keberangkatan, dikenakan bea 25%.",
        ),
        when="2024-02-08",
        title="E-Tiket K7QX2MB",
        author="KAI Access",
    ),
)
add(
    SOLO,
    "oleh-oleh & angpao Lebaran.md",
    """# Mudik Lebaran 2024 ke Solo (6–14 April)

Kereta Lodaya pergi 6/4, pulang 14/4 (tiket dapat war jam 00.00 H-45!). Lebaran 10 April.

## Oleh-oleh dari Bandung
- Bolu Kartika Sari 4 kotak (Bapak, Ibu, Pakde Harno, Bulik Sri)
- Brownies Amanda 2
- Peuyeum + keripik Maicih buat ponakan
- Kopi Priangan 3 bungkus (dari kantor Nadia) buat Bapak

## Angpao (amplop THR)
| Siapa | Jumlah |
|---|---|
| Ponakan kecil (Dimas, Laras, Kinan, Bima) | 4 x 50.000 |
| Ponakan SMP/SMA (Tyas, Wahyu) | 2 x 100.000 |
| Mbah Putri (Klaten) | 500.000 |
| Bapak & Ibu | 2.000.000 |

## Sowan
- Hari H: sungkem Bapak Ibu, terus ke Mbah Putri di Klaten (nyewa mobil Mas Yanto).
- 11/4 halal bihalal trah di rumah Pakde Harno, Laweyan.
- 12/4 nyekar ke makam Mbah Kakung.

Matur nuwun Ibu sudah masakin opor + sambel goreng krecek 🙏
""",
)
add(SOLO, "IMG_2210.JPG", photo("2024:04:10 09:41:27", "dalam", 2210, **IPHONE))

add(
    LBJ,
    "E-ticket CGK-LBJ Batik Air.pdf",
    pdf(
        ("h", "Batik Air — Electronic Ticket Itinerary / Receipt"),
        (
            "s",
            "PT Batik Air Indonesia  ·  Lion Air Group Tower, Jl. Gajah Mada No. 7, Jakarta  ·  Call Center 0804 1778 778",
        ),
        ("hr",),
        (
            "kv",
            [
                ("Booking Code (PNR)", "YQ7MZL"),
                ("Issued", "21 Jul 2024"),
                ("Issuing Agent", "Traveloka (OTA)"),
            ],
            45,
        ),
        ("gap", 2),
        (
            "tab",
            (28, 22, 50, 50, 20),
            ("Flight", "Date", "Depart", "Arrive", "Bag"),
            [
                (
                    "ID 6502",
                    "12 SEP 24",
                    "JAKARTA (CGK) T2F 05:40",
                    "LABUAN BAJO (LBJ) Komodo 09:25",
                    "20 kg",
                ),
                (
                    "ID 6503",
                    "16 SEP 24",
                    "LABUAN BAJO (LBJ) 12:10",
                    "JAKARTA (CGK) T2F 13:55",
                    "20 kg",
                ),
            ],
            ("LEFT", "LEFT", "LEFT", "LEFT", "CENTER"),
        ),
        (
            "tab",
            (80, 50, 40),
            ("Passenger", "E-ticket number", "Class"),
            [
                ("MR RAKA ADITYA HIDAYAT", "990 2118445027", "Economy (Q)"),
                ("MRS NADIA PUSPITASARI", "990 2118445028", "Economy (Q)"),
            ],
            ("LEFT", "LEFT", "LEFT"),
        ),
        (
            "kv",
            [
                ("Fare", "IDR 5,412,000"),
                ("Taxes & fees", "IDR 628,400"),
                ("Total", "IDR 6,040,400"),
            ],
            45,
        ),
        (
            "s",
            "Check-in counter closes 45 minutes before departure. Please bring valid photo ID matching the passenger name. Fare conditions: non-refundable, changes allowed with fee + fare difference.",
        ),
        when="2024-07-21",
        title="E-Ticket YQ7MZL",
    ),
)
add(
    LBJ,
    "Invoice Sailing Trip Komodo.pdf",
    pdf(
        ("h", "SUNDA KECIL VOYAGES"),
        (
            "s",
            "PT Sunda Kecil Wisata Bahari  ·  Jl. Tukad Pakerisan No. 57, Panjer, Denpasar, Bali 80225  ·  +62 361 4720 118  ·  hello@sundakecilvoyages.com",
        ),
        ("hr",),
        ("c", "INVOICE & BOOKING CONFIRMATION"),
        (
            "kv",
            [
                ("Invoice No.", "SKV/24/08/0517"),
                ("Date", "2 August 2024"),
                ("Guest", "Mr. Raka Aditya Hidayat (2 pax)"),
                ("Trip", "2D1N Sharing Phinisi — KLM Cahaya Sunda"),
                ("Sailing date", "13–14 September 2024"),
                ("Cabin", "Deluxe double, private bathroom (cabin 3)"),
            ],
            35,
        ),
        ("gap", 2),
        ("b", "Itinerary"),
        (
            "t",
            "Day 1: pick-up at hotel 06:30, boarding at the harbour · Kelor island trekking · Manjarite snorkeling · Kalong island (flying foxes at sunset) · overnight on board at Padar bay.\nDay 2: Padar island sunrise trekking · Pink Beach snorkeling · Komodo island (ranger walk) · Taka Makassar sandbar · Manta Point · back to harbour approx. 17:00.",
        ),
        (
            "tab",
            (110, 60),
            ("Description", "IDR"),
            [
                ("Sharing trip 2D1N, deluxe cabin, 2 pax x 3.450.000", "6.900.000"),
                ("National park entrance & ranger (domestic, weekday)", "460.000"),
                ("Snorkel gear & fins", "included"),
                ("Total", "7.360.000"),
                ("Deposit paid 2 Aug 2024", "3.680.000"),
                ("Balance due before 6 Sep 2024", "3.680.000"),
            ],
            ("LEFT", "RIGHT"),
        ),
        (
            "t",
            "Please bring: sunscreen, hat, trekking sandals, motion sickness pills, cash for tips. Life jackets and first aid available on board.",
        ),
        (
            "s",
            "Cancellation: more than 30 days before sailing 50% refund of deposit; less than 30 days no refund. Itinerary may change due to weather and harbour master (syahbandar) decisions.",
        ),
        when="2024-08-02",
        title="Invoice SKV/24/08/0517",
    ),
)
add(
    LBJ,
    "Hotel Bajo booking.eml",
    eml(
        [
            ("From", "Bajo Bay View Hotel <reservation@bajobayview.com>"),
            ("To", "raka.hidayat@gmail.com"),
            ("Subject", "Booking Confirmation #BBV-240912-118 — 12 Sep 2024 (check-in)"),
            ("Date", "Mon, 22 Jul 2024 16:45:10 +0800"),
            ("Message-ID", "<BBV-240912-118@bajobayview.com>"),
        ],
        """Dear Mr. Raka Aditya Hidayat,

Thank you for choosing Bajo Bay View Hotel. Your reservation is confirmed:

Confirmation no. : BBV-240912-118
Check-in        : Thursday, 12 September 2024 (from 14:00)
Check-out       : Friday, 13 September 2024 (12:00) — luggage storage during your boat trip
Check-in        : Saturday, 14 September 2024
Check-out       : Monday, 16 September 2024
Room            : Superior Sea View, 1 king bed, breakfast for 2
Total           : IDR 3,150,000 (3 nights) — pay at hotel

Free airport pick-up from Komodo Airport: please send your flight number (ID 6502, 09:25).

Jl. Soekarno Hatta No. 31, Labuan Bajo, Komodo, Manggarai Barat, NTT
WhatsApp +62 813 3977 2104

Warm regards,
Yohana — Front Office
""",
    ),
)
add(
    LBJ,
    "itinerary LBJ.md",
    """# Labuan Bajo 12–16 Sept 2024 (anniv ke-2 🎉)

- Kam 12/9: Xtrans Bandung jam 00.30 → CGK. Batik ID6502 05:40. Dijemput hotel. Sore ke Bukit Sylvia buat sunset.
- Jum 13/9 – Sab 14/9: sailing trip phinisi 2D1N (Sunda Kecil Voyages — agen di Bali, pesan via IG). Titip koper di hotel.
- Min 15/9: Goa Batu Cermin pagi, siang snorkeling santai di Pantai Waecicu, malam makan ikan di Kampung Ujung.
- Sen 16/9: pulang ID6503 12:10.

Budget: tiket 6 jt, kapal 7,4 jt, hotel 3,15 jt, lain-lain ±3 jt.
Catatan: bawa obat anti mabuk laut buat Nadia, cash banyak (ATM cuma di kota).
""",
)
add(LBJ, "IMG_3307.JPG", photo("2024:09:13 17:48:02", "laut", 3307, **IPHONE))

add(
    SG,
    "Scoot booking confirmation.eml",
    eml(
        [
            ("From", "Scoot <noreply@flyscoot.com>"),
            ("To", "raka.hidayat@gmail.com"),
            ("Cc", "travel@lumiolabs.sg"),
            ("Subject", "Your Scoot booking is confirmed! Booking reference: P4K9TR"),
            ("Date", "Fri, 10 Jan 2025 11:20:37 +0800"),
            ("Message-ID", "<P4K9TR.20250110.112037@flyscoot.com>"),
        ],
        """Hi RAKA ADITYA,

Your booking is confirmed. Booking reference: P4K9TR

DEPART  TR 279   Mon 17 Feb 2025
        Jakarta (CGK) Terminal 3  09:50  ->  Singapore (SIN) Terminal 1  12:40
RETURN  TR 278   Fri 21 Feb 2025
        Singapore (SIN) Terminal 1  17:55  ->  Jakarta (CGK) Terminal 3  18:45

Passenger: MR RAKA ADITYA HIDAYAT
Bundle: FlyBag (20 kg) + standard seat 24C / 22A

Paid by: LUMIO LABS PTE. LTD. (corporate card ending 0913)
Total: SGD 286.40

Online check-in opens 48 hours before departure.
Remember to submit your SG Arrival Card within 3 days before arrival.

Scoot Pte. Ltd., Singapore
""",
    ),
)
add(
    SG,
    "Hotel confirmation - Tanjong Pagar Suites.pdf",
    pdf(
        ("h", "Tanjong Pagar Suites"),
        ("s", "1 Craig Road, Singapore 089661  ·  +65 6221 4433  ·  stay@tpsuites.sg"),
        ("hr",),
        ("c", "RESERVATION CONFIRMATION"),
        (
            "kv",
            [
                ("Confirmation No.", "TPS-77120483"),
                ("Guest", "Mr Raka Aditya Hidayat"),
                ("Company", "Lumio Labs Pte. Ltd. (corporate rate LUMIO25)"),
                ("Arrival", "Monday, 17 February 2025"),
                ("Departure", "Friday, 21 February 2025"),
                ("Nights", "4"),
                ("Room", "Deluxe Queen, non-smoking"),
                ("Rate", "SGD 245.00++ per night, breakfast included"),
            ],
            40,
        ),
        ("gap", 2),
        ("b", "Billing instructions"),
        (
            "t",
            "Room and tax billed to company (Lumio Labs Pte. Ltd., Attn: Finance). Incidentals (minibar, laundry, extra F&B) to be settled by guest upon departure.",
        ),
        ("t", "Check-in from 15:00, check-out by 12:00. Nearest MRT: Outram Park / Tanjong Pagar."),
        (
            "s",
            "Cancellation free of charge until 48 hours prior to arrival; thereafter one night will be charged. Prices subject to 10% service charge and prevailing GST.",
        ),
        when="2025-01-13",
        title="Reservation TPS-77120483",
    ),
)
add(
    SG,
    "Lumio Offsite 2025 Agenda.pdf",
    pdf(
        ("h", "Lumio Labs — Company Offsite 2025"),
        (
            "t",
            "17–21 February 2025 · Singapore\nVenue: The Hive Lavender, 1 Irving Place, Singapore 369546 (days 2–3); Lumio office, "
            + LUMIO_ADDR
            + " (day 4)",
        ),
        ("hr",),
        (
            "tab",
            (35, 135),
            ("Day", "Programme"),
            [
                ("Mon 17 Feb", "Arrivals. 19:00 welcome dinner — Lau Pa Sat (satay street)."),
                (
                    "Tue 18 Feb",
                    "09:00 CEO kick-off & 2024 review · 11:00 product roadmap 2025 · 14:00 team breakouts (Payments, Growth, Data) · 18:30 team dinner.",
                ),
                (
                    "Wed 19 Feb",
                    "09:30 Architecture day: ledger v2, reconciliation, multi-currency · 13:00 lunch & learn · 15:00 hack session · Evening free.",
                ),
                (
                    "Thu 20 Feb",
                    "Office day: 1:1s with managers, hiring planning · 16:00 Gardens by the Bay walk · 19:00 offsite party at Jewel Changi? (TBC)",
                ),
                ("Fri 21 Feb", "09:00 retro & commitments · 12:00 wrap-up lunch · departures."),
            ],
            ("LEFT", "LEFT"),
        ),
        ("b", "Travel & expenses"),
        (
            "t",
            "Flights and hotel are booked by People Ops. Meals outside the programme, local transport (MRT/Grab) and airport transfers in your home country can be claimed up to SGD 60/day — submit receipts in the expense tool within 30 days. Contractors: add claims as a separate line on your next monthly invoice.",
        ),
        ("s", "Questions? #offsite-2025 on Slack or people@lumiolabs.sg"),
        when="2025-01-20",
        title="Offsite 2025 Agenda",
        author="Lumio Labs People Ops",
    ),
)
add(
    SG,
    "pengeluaran SG.md",
    """# Offsite Singapura 17–21 Feb 2025 — pengeluaran (buat klaim di invoice Maret)

| Tgl | Apa | Jumlah | Struk? |
|---|---|---|---|
| 16/02 | Xtrans Bandung → CGK T3 (berangkat malam) | Rp 185.000 | ada (email) |
| 17/02 | Grab Changi → hotel | SGD 24,60 | ada |
| 18/02 | MRT (EZ-link top up) | SGD 20,00 | foto |
| 19/02 | makan siang Maxwell hawker | SGD 8,50 | - |
| 20/02 | makan malam Chinatown | SGD 18,20 | ada |
| 21/02 | Grab hotel → Changi | SGD 21,90 | ada |
| 21/02 | Xtrans CGK → Bandung | Rp 185.000 | ada |

Total klaim: SGD 93,20 + Rp 370.000 (≈ SGD 29) → masuk INV-2025-003 sebagai "Offsite travel expenses".

Oleh-oleh: Bengawan Solo kue lapis buat Nadia & Ema, Irvin's salted egg buat Salsa 😅
""",
)

add(
    LOMBOK,
    "E-ticket CGK-LOP Citilink.pdf",
    pdf(
        ("h", "tiket.com — E-Tiket Pesawat"),
        ("s", "PT Global Tiket Network  ·  CS 24 jam: 0804 1500 808  ·  Order ID 1100482271"),
        ("hr",),
        (
            "kv",
            [
                ("Kode Booking Maskapai", "VZ3QPH"),
                ("Maskapai", "Citilink Indonesia"),
                ("Tanggal Pesan", "8 Mei 2025"),
            ],
            45,
        ),
        ("gap", 2),
        (
            "tab",
            (25, 30, 55, 55),
            ("Penerbangan", "Tanggal", "Berangkat", "Tiba"),
            [
                (
                    "QG 640",
                    "Kam, 12 Jun 2025",
                    "06:10 Jakarta (CGK) Terminal 1C",
                    "09:05 Lombok (LOP) Praya WITA",
                ),
                (
                    "QG 647",
                    "Sel, 17 Jun 2025",
                    "18:40 Lombok (LOP) WITA",
                    "19:35 Jakarta (CGK) Terminal 1C",
                ),
            ],
            ("LEFT", "LEFT", "LEFT", "LEFT"),
        ),
        (
            "tab",
            (70, 50, 45),
            ("Penumpang", "No. Tiket", "Bagasi"),
            [
                ("Tn. Raka Aditya Hidayat", "888 2190 744 012", "20 kg"),
                ("Ny. Nadia Puspitasari", "888 2190 744 013", "20 kg"),
            ],
            ("LEFT", "LEFT", "LEFT"),
        ),
        ("kv", [("Total Pembayaran", rp(3_486_000) + " — Livin' by Mandiri")], 45),
        (
            "s",
            "Check-in di bandara ditutup 45 menit sebelum keberangkatan. Waktu yang tertera adalah waktu lokal bandara. Refund dan reschedule mengikuti kebijakan maskapai.",
        ),
        when="2025-05-08",
        title="E-Tiket VZ3QPH",
    ),
)
add(
    LOMBOK,
    "Booking Hotel Senggigi.pdf",
    pdf(
        ("h", "Batu Layar Beach Hotel"),
        (
            "s",
            "Jl. Raya Senggigi Km 12, Batu Layar, Lombok Barat, NTB 83355  ·  +62 370 693 551  ·  stay@batulayarbeach.com",
        ),
        ("hr",),
        ("c", "CONFIRMATION VOUCHER"),
        (
            "kv",
            [
                ("Booking ID", "BLB-2506-0419"),
                ("Guest name", "Raka Aditya Hidayat"),
                ("Check-in", "Thu, 12 June 2025 (after 14:00)"),
                ("Check-out", "Sat, 14 June 2025 (before 12:00)"),
                ("Room", "Deluxe Garden View, double bed"),
                ("Guests", "2 adults"),
                ("Meal", "Breakfast included"),
            ],
            35,
        ),
        ("gap", 2),
        (
            "tab",
            (110, 55),
            ("Details", "IDR"),
            [
                ("2 nights x 985.000", "1.970.000"),
                ("Tax & service 21% (included)", "—"),
                ("Paid online 10 May 2025", "1.970.000"),
                ("Balance", "0"),
            ],
            ("LEFT", "RIGHT"),
        ),
        (
            "t",
            "Early check-in subject to availability. Parking available for guests' rental cars. Sunset point 200 m from the lobby.",
        ),
        ("s", "Free cancellation until 5 June 2025. No-show will be charged in full."),
        when="2025-05-10",
        title="Voucher BLB-2506-0419",
    ),
)
add(
    LOMBOK,
    "Xtrans Bandung-Soetta.pdf",
    pdf(
        ("h", "XTRANS — E-Ticket"),
        ("s", "PT Xtrans Shuttle  ·  Call Center (021) 2926 3030  ·  xtrans.co.id"),
        ("hr",),
        (
            "kv",
            [
                ("Kode Booking", "XT-25060417882"),
                ("Rute", "Bandung Cihampelas (CHP) → Bandara Soekarno-Hatta Terminal 1"),
                ("Tanggal", "Kamis, 12 Juni 2025"),
                ("Jam Berangkat", "01:00 WIB"),
                ("Penumpang", "Raka Aditya Hidayat (kursi 3), Nadia Puspitasari (kursi 4)"),
                ("Harga", "2 x Rp 185.000 = Rp 370.000"),
                ("Status", "LUNAS — GoPay"),
            ],
            35,
        ),
        ("gap", 2),
        (
            "t",
            "Harap datang 15 menit sebelum keberangkatan. Bagasi maksimal 1 koper 20 kg + 1 tas kecil per penumpang.",
        ),
        ("s", "Tiket tidak dapat dibatalkan kurang dari 3 jam sebelum keberangkatan."),
        when="2025-06-01",
        title="E-Ticket XT-25060417882",
    ),
)
add(
    LOMBOK,
    "rencana Lombok.md",
    """# Lombok 12–17 Juni 2025 🏝️

Libur panjang Iduladha (6 Juni) nggak kebagian, jadi ambil cuti Nadia 3 hari (12, 13, 16 Juni).

- Kam 12/6: Xtrans jam 01.00 → CGK. Citilink QG640 06:10 → LOP 09:05. Ambil mobil sewaan di bandara (lepas kunci, 6 hari). Check-in Senggigi (Batu Layar Beach Hotel, 2 malam).
- Jum 13/6: Bukit Malimbu, Pantai Nipah makan ikan bakar, sunset di Senggigi.
- Sab 14/6: nyebrang ke Gili Trawangan dari Pelabuhan Bangsal (mobil parkir di Bangsal). Nginep 1 malam di Gili T (booking on the spot aja).
- Min 15/6: balik pagi ke Bangsal. Mampir Desa Sukarara (tenun) & Sade. Homestay di Selong Belanak 2 malam (Rumah Tenun Homestay).
- Sen 16/6: private trip Gili Nanggu–Sudak–Kedis via Jelajah Nusantara Tour (agen Jakarta, udah bayar 20/5).
- Sel 17/6: Pantai Mawun & Tanjung Aan pagi, balikin mobil di bandara jam 16.00, QG647 18:40.

Budget ±12 jt. Bawa: sunblock, snorkel sendiri, uang tunai buat Gili (nggak semua terima QRIS).
""",
)


# ---------------------------------------------------------------- Acara

add(
    SYUKURAN,
    "Nota Katering Dapur Bu Iis.pdf",
    pdf(
        ("h", "Dapur Bu Iis — Katering & Nasi Box"),
        (
            "s",
            "Jl. Cisaranten Endah No. 17, Arcamanik, Bandung  ·  WA 0821-1672-4401  ·  Halal · Sunda · Rumahan",
        ),
        ("hr",),
        ("c", "NOTA PESANAN"),
        (
            "kv",
            [
                ("No.", "DBI-1124-031"),
                ("Tgl. Pesan", "28 Oktober 2024"),
                ("Tgl. Kirim", "Sabtu, 9 November 2024 jam 10.00"),
                ("Pemesan", "Ibu Nadia — Griya Arcamanik Asri C3/7"),
                ("Catatan", "Untuk pengajian jam 13.00, tamu ±60 orang"),
            ],
            30,
        ),
        ("gap", 2),
        (
            "tab",
            (85, 20, 30, 35),
            ("Menu", "Qty", "Harga", "Jumlah"),
            [
                (
                    "Nasi box liwet: ayam goreng, tahu tempe, sambal, lalap, kerupuk",
                    "60",
                    idn(35_000),
                    idn(2_100_000),
                ),
                ("Tumpeng nasi kuning (diameter 40 cm) + 7 lauk", "1", idn(650_000), idn(650_000)),
                ("Snack box (lemper, risol, kue sus)", "60", idn(12_000), idn(720_000)),
                ("Air mineral gelas (dus)", "4", idn(32_000), idn(128_000)),
                ("Ongkos kirim", "", "", idn(0)),
                ("Total", "", "", idn(3_598_000)),
                ("DP 50% (29/10)", "", "", idn(1_799_000)),
                ("Pelunasan saat kirim", "", "", idn(1_799_000)),
            ],
            ("LEFT", "CENTER", "RIGHT", "RIGHT"),
        ),
        (
            "t",
            "Pembayaran: BRI 0771 0100 5512 50x a.n. Iis Suryani. Hatur nuhun, mugia berkah acarana.",
        ),
        when="2024-10-28",
        title="Nota DBI-1124-031",
    ),
)
add(
    SYUKURAN,
    "Kwitansi sewa tenda & kursi.pdf",
    pdf(
        ("h", "KWITANSI"),
        ("t", "No. 117 / Mandiri Tenda Arcamanik"),
        ("hr",),
        (
            "kv",
            [
                ("Sudah terima dari", "Bpk. Raka (Griya Arcamanik Asri C3/7)"),
                ("Uang sejumlah", "Satu juta seratus lima puluh ribu rupiah"),
                (
                    "Untuk pembayaran",
                    "Sewa tenda 4x6 m dekor putih + 50 kursi futura sarung + 2 meja prasmanan + karpet, tgl 9 Nov 2024 (pasang 8 Nov sore, bongkar 10 Nov pagi)",
                ),
            ],
            40,
        ),
        ("gap", 4),
        ("r", "Rp 1.150.000,-"),
        ("gap", 4),
        ("t", "Bandung, 8 November 2024\n\nYang menerima,\n\n\nH. Oman Rukmana"),
        when="2024-11-08",
        title="Kwitansi 117",
    ),
)
add(
    SYUKURAN,
    "daftar undangan syukuran.md",
    """# Syukuran rumah + pengajian — Sabtu 9 Nov 2024, ba'da dzuhur

(Telat setahun lebih, tapi akhirnya jadi juga 😅 Alhamdulillah.)

## Undangan
- Tetangga blok C (14 rumah) + Pak RT 04 & Pak RW 11
- Ibu-ibu pengajian Al-Ikhlas (±20 orang), Ustadz Hilman yang ceramah
- Keluarga: Apa, Ema, Salsa, Wa Dede & keluarga, Teh Rina, Mang Ujang sekeluarga
- Teman kantor Nadia (8 orang), teman Raka (Yudi, Fajar, Dian)

## Persiapan
- Katering Bu Iis: 60 nasi box + tumpeng + snack — DP sudah
- Tenda & kursi: Pak H. Oman, pasang Jumat sore
- Amplop buat ustadz, bingkisan buat ibu-ibu pengajian (sarung/kerudung) 25 paket
- Bersih-bersih + pinjam karpet masjid
""",
)
add(
    RINA,
    "Undangan Rina & Fajar.pdf",
    pdf(
        ("gap", 12),
        ("c", "Bismillahirrahmanirrahim"),
        ("gap", 6),
        (
            "t",
            "Maha Suci Allah yang telah menciptakan makhluk-Nya berpasang-pasangan. Dengan memohon rahmat dan ridho Allah SWT, kami bermaksud menyelenggarakan pernikahan putra-putri kami:",
        ),
        ("gap", 4),
        ("h", "Rina Marlina, S.Pd."),
        ("t", "putri dari Bapak H. Dede Supriadi & Ibu Hj. Ai Komariah"),
        ("c", "&"),
        ("h", "Fajar Nugraha, S.T."),
        ("t", "putra dari Bapak Ujang Suherman & Ibu Neneng Rohmah"),
        ("gap", 4),
        ("b", "Akad Nikah"),
        (
            "t",
            "Sabtu, 16 Agustus 2025, pukul 08.00 WIB\nMasjid Agung Baiturrahman, Jl. Masjid Agung, Kota Tasikmalaya",
        ),
        ("b", "Resepsi"),
        (
            "t",
            "Sabtu, 16 Agustus 2025, pukul 11.00 – 15.00 WIB\nGedung Serbaguna Graha Asia, Jl. HZ. Mustofa No. 298, Tasikmalaya",
        ),
        ("gap", 4),
        (
            "t",
            "Merupakan suatu kehormatan dan kebahagiaan bagi kami apabila Bapak/Ibu/Saudara/i berkenan hadir dan memberikan doa restu.\nWassalamu'alaikum Wr. Wb.\n\nKami yang berbahagia,\nKeluarga besar H. Dede Supriadi & Keluarga besar Ujang Suherman",
        ),
        when="2025-06-20",
        title="Undangan Pernikahan Rina & Fajar",
    ),
)
add(
    RINA,
    "persiapan nikahan Teh Rina.md",
    """# Nikahan Teh Rina (anaknya Wa Dede) — 16 Agustus 2025, Tasik

Kita jadi among tamu di resepsi (Raka) + Nadia bantu di meja souvenir.

## To-do
- [x] Konfirmasi hadir ke Wa Dede
- [ ] Seragam keluarga: keluarga besar Apa pakai batik seragam (warna sage/krem). Nadia yang pesen ke kenalan Ibu di Solo (lebih murah, bisa custom). Kumpulin ukuran dulu!
- [ ] Hotel di Tasik 15–17 Agt (Apa & Ema satu kamar, kita satu kamar) — udah booking, bayar di tempat
- [ ] Kado: patungan sepupu — transfer ke Kang Dimas
- [ ] Berangkat Jumat 15/8 siang pakai Brio (Apa, Ema, Salsa ikut). Lewat Nagreg, hindari jam pulang kantor.
- [ ] Cuti Nadia Jumat 15/8

Catatan: acara mapag panganten jam 10.30, keluarga mempelai wanita udah di gedung jam 10.00.
""",
)
add(
    RINA,
    "Booking hotel Tasik.eml",
    eml(
        [
            ("From", "Hotel Mitra Priangan Tasikmalaya <reservasi@mitrapriangan-tsm.co.id>"),
            ("To", "raka.hidayat@gmail.com"),
            ("Subject", "Konfirmasi Reservasi MPT-250815-044 (2 kamar, 15-17 Agustus 2025)"),
            ("Date", "Tue, 01 Jul 2025 10:12:55 +0700"),
            ("Message-ID", "<MPT-250815-044@mitrapriangan-tsm.co.id>"),
        ],
        """Yth. Bapak Raka Aditya Hidayat,

Terima kasih telah melakukan reservasi. Berikut rinciannya:

No. Reservasi : MPT-250815-044
Check-in      : Jumat, 15 Agustus 2025 (14.00 WIB)
Check-out     : Minggu, 17 Agustus 2025 (12.00 WIB)
Kamar         : 2 x Superior Twin (termasuk sarapan 2 orang/kamar)
                - Kamar 1: Bpk. Asep Hidayat & Ibu Euis Rohaeti
                - Kamar 2: Bpk. Raka Aditya Hidayat & Ibu Nadia Puspitasari
Extra bed     : 1 (kamar 2) untuk Sdri. Salsabila
Harga         : Rp 650.000/kamar/malam + extra bed Rp 150.000/malam
Total         : Rp 2.900.000 — pembayaran saat check-in

Mohon informasi: pada tanggal 16 Agustus 2025 terdapat beberapa acara pernikahan di kota Tasikmalaya, area parkir mungkin penuh.

Jl. Otto Iskandardinata No. 21, Kota Tasikmalaya 46113
Telp. (0265) 331 118

Hormat kami,
Reservasi Hotel Mitra Priangan
""",
    ),
)


# ---------------------------------------------------------------- Foto

add(FOTO24, "20240101_001512.jpg", photo("2024:01:01 00:15:12", "malam", 101))
add(FOTO24, "IMG_2634.JPG", photo("2024:05:19 07:02:44", "kota", 2634, **IPHONE))
add(FOTO24, "20240817_083010.jpg", photo("2024:08:17 08:30:10", "kota", 817))
add(FOTO24, "IMG_3890.JPG", photo("2024:10:27 10:15:39", "gunung", 3890, **IPHONE))
add(FOTO25, "20250112_170455.jpg", photo("2025:01:12 17:04:55", "sawah", 112))
add(FOTO25, "IMG_4990.JPG", photo("2025:03:31 08:22:10", "dalam", 4990, **IPHONE))
add(FOTO25, "20250504_093012.jpg", photo("2025:05:04 09:30:12", "gunung", 504))
add(FOTO25, "IMG_5522.JPG", photo("2025:07:06 16:48:31", "kota", 5522, **IPHONE))


# ---------------------------------------------------------------- Resep & Hobi

add(
    RESEP,
    "Nastar Ibu.md",
    """# Nastar Ibu (Solo) — resep Lebaran

Dapat dari Ibu waktu mudik, ditulis ulang. Jadi ±80 biji.

## Bahan kulit
- 250 gr butter (Ibu: campur 125 butter Wijsman + 125 margarin Blue Band)
- 2 kuning telur
- 50 gr gula halus
- 350 gr terigu protein rendah (Kunci Biru)
- 30 gr susu bubuk, 20 gr maizena

## Selai nanas
- 2 buah nanas madu parut, 200 gr gula pasir, 3 cm kayu manis, 3 cengkeh
- Masak api kecil ±1,5 jam sampai kalis dan bisa dipulung. Bulatkan 5 gr.

## Cara
1. Kocok butter + gula halus + kuning telur sebentar saja (±2 menit), jangan sampai terlalu mengembang.
2. Masukkan terigu, susu bubuk, maizena; aduk pakai spatula sampai bisa dipulung.
3. Ambil 8 gr adonan, isi selai, bulatkan.
4. Olesan: 2 kuning telur + 1 sdm susu cair + 1 sdt minyak + sedikit madu.
5. Oven 140°C api bawah 20 menit, oles, oven lagi 15 menit api atas-bawah.

Kata Ibu: "sing sabar, ojo kesusu pas masak selai." Matur nuwun, Bu 🍍
""",
)
add(
    RESEP,
    "Sayur Asem.md",
    """# Sayur asem Sunda (versi Ema)

Bahan: 1 ikat kacang panjang, 1 labu siam, 1 jagung manis, segenggam melinjo + daunnya, 5 lembar daun salam, 2 cm lengkuas, asam jawa 1 sdm, gula merah 1 sisir, garam.
Bumbu halus: 4 bawang merah, 3 bawang putih, 3 cabai merah, 3 butir kemiri, 1 sdt terasi bakar.

1. Didihkan 1,5 L air, masukkan bumbu halus, salam, lengkuas.
2. Masukkan jagung dan melinjo dulu, 10 menit.
3. Masukkan labu siam, kacang panjang, asam jawa, gula merah, garam.
4. Masak sampai sayur empuk. Koreksi rasa: harus seger, asem-manis.

Enaknya bareng ikan asin, sambel terasi, tempe goreng. Kata Ema: asamnya jangan pelit 😄
""",
)
add(
    RESEP,
    "Karedok.md",
    """# Karedok

Sayuran mentah (iris tipis): kol, kacang panjang, timun, tauge, terong bulat (leunca kalau ada), daun kemangi.

Bumbu kacang (diulek, jangan diblender):
- 150 gr kacang tanah goreng
- 2 siung bawang putih, 1 cm kencur (WAJIB, ini kuncinya)
- 3 cabai rawit (sesuaikan), 1 sdt terasi bakar
- 2 sdm gula merah, 1/2 sdt garam, air asam jawa secukupnya, air matang

Ulek bawang putih + kencur + cabai + terasi, masukkan kacang, ulek kasar, tambah gula, garam, air asam. Campur sayuran sesaat sebelum dimakan supaya tetap kriuk. Taburi kerupuk.
""",
)
add(
    LARI,
    "Konfirmasi Bandung Half Marathon 2024.eml",
    eml(
        [
            ("From", "Bandung Half Marathon <registration@bandunghalfmarathon.id>"),
            ("To", "raka.hidayat@gmail.com"),
            ("Subject", "[BHM 2024] Registration Confirmed - BIB 21K-2284"),
            ("Date", "Sat, 20 Jul 2024 09:31:02 +0700"),
            ("Message-ID", "<bhm2024-21k-2284@bandunghalfmarathon.id>"),
        ],
        """Halo Raka Aditya Hidayat,

Pendaftaran kamu untuk Bandung Half Marathon 2024 sudah terkonfirmasi!

Kategori     : Half Marathon 21K
Nomor BIB    : 21K-2284
Race day     : Minggu, 27 Oktober 2024
Start        : 05.00 WIB, Gedung Sate (Jl. Diponegoro)
COT          : 3 jam 30 menit
Ukuran kaos  : L

Race Pack Collection (RPC): 24–25 Oktober 2024, 10.00–20.00 WIB, Trans Studio Mall Bandung.
Bawa e-mail ini + KTP. Pengambilan diwakilkan wajib membawa surat kuasa.

Biaya pendaftaran: Rp 450.000 (lunas)

Sampai jumpa di garis start!
Panitia Bandung Half Marathon 2024
""",
    ),
)
add(
    LARI,
    "e-Certificate BHM 2024.pdf",
    pdf(
        ("gap", 20),
        ("c", "BANDUNG HALF MARATHON 2024"),
        ("gap", 4),
        ("h", "FINISHER CERTIFICATE"),
        ("gap", 6),
        ("c", "RAKA ADITYA HIDAYAT"),
        ("gap", 4),
        (
            "kv",
            [
                ("BIB", "21K-2284"),
                ("Category", "Half Marathon 21.0975 K — Men Open"),
                ("Date", "Sunday, 27 October 2024"),
                ("Gun time", "02:21:47"),
                ("Chip time", "02:19:05"),
                ("Average pace", "6:36 /km"),
                ("Overall rank", "1,412 / 3,870"),
                ("Category rank", "1,006 / 2,415"),
            ],
            40,
        ),
        ("gap", 10),
        (
            "s",
            "Official timing by RaceTime Indonesia. Results subject to final verification. Certified course AIMS/WA.",
        ),
        when="2024-10-29",
        title="Finisher Certificate 21K-2284",
    ),
)
add(
    LARI,
    "catatan latihan.md",
    """# Lari — catatan

Target 2025: 10K di bawah 55 menit, HM di bawah 2 jam 10.

## Rutinitas
- Selasa & Kamis: easy run 5–6 km keliling Arcamanik (pagi sebelum standup jam 9 WIB)
- Sabtu: long run 12–16 km, kadang ke Saparua / GOR Arcamanik
- Minggu: CFD Dago kalau sempat, santai

## Log singkat 2025
- Jan: total 72 km. Lutut kanan agak sakit → ganti sepatu (Ortuseight Hyperblast 2).
- Feb: offsite Singapura, sempat lari 2x di Marina Bay (5K 28:40).
- Mar: puasa → lari sore menjelang buka, pendek-pendek.
- Apr: 10K time trial 56:12.
- Mei: 94 km. Long run 18 km pertama.
- Jun: Lombok, lari pagi di Senggigi sekali. Mulai program 10K 8 minggu.
""",
)
add(
    BUKU,
    "Laut Bercerita.md",
    """# Laut Bercerita — Leila S. Chudori (KPG, 2017)

Dibaca: Jan 2025 (Nadia). ⭐⭐⭐⭐⭐

Biru Laut, mahasiswa Yogyakarta, aktivis yang diculik 1998. Bagian kedua dari sudut pandang adiknya, Asmara Jati, dan keluarga yang terus menunggu — tiap Minggu tetap masak dan menyiapkan empat piring.

Yang nempel:
- "Matilah engkau mati, kau akan lahir berkali-kali."
- Adegan makan malam Minggu di rumah keluarga Laut. Nangis.
- Sejarah yang di buku pelajaran cuma satu paragraf.

Rekomendasi ke Salsa (dia lagi belajar komunikasi politik).
""",
)
add(
    BUKU,
    "Atomic Habits.md",
    """# Atomic Habits — James Clear

Dibaca: Mar–Apr 2025 (Raka), versi bahasa Inggris di Kindle. ⭐⭐⭐⭐

Inti: 1% lebih baik tiap hari. Fokus ke sistem, bukan target. Identitas dulu ("aku pelari") baru kebiasaan.

Empat hukum: make it obvious, attractive, easy, satisfying (dibalik buat menghentikan kebiasaan buruk).

Yang aku coba:
- Habit stacking: habis sholat subuh → langsung pakai sepatu lari.
- Sepatu & baju lari disiapkan malamnya di depan pintu.
- HP di luar kamar tidur (gagal di minggu kedua 😅).
""",
)
add(
    BUKU,
    "Daftar bacaan 2025.md",
    """# Daftar bacaan 2025

## Selesai
1. Laut Bercerita — Leila S. Chudori (N) — Jan
2. Filosofi Teras — Henry Manampiring (R) — Feb
3. Atomic Habits — James Clear (R) — Apr
4. Cantik Itu Luka — Eka Kurniawan (N) — Mei

## Sedang
- The Psychology of Money — Morgan Housel (R)
- Bumi Manusia — Pramoedya Ananta Toer (N), pinjam punya Salsa

## Antrian
- Pulang — Leila S. Chudori
- Designing Data-Intensive Applications (R, buat kerja, pelan-pelan)
- Gadis Kretek — Ratih Kumala
""",
)


# ---------------------------------------------------------------- more photos in their trip/event/project folders

add(SOLO, "IMG_2251.JPG", photo("2024:04:12 10:05:51", "sawah", 2251, **IPHONE))
add(SG, "20250218_193320.jpg", photo("2025:02:18 19:33:20", "malam", 218))
add(LOMBOK, "20250613_180214.jpg", photo("2025:06:13 18:02:14", "pantai", 613))
add(SYUKURAN, "IMG_4105.JPG", photo("2024:11:09 13:47:25", "dalam", 4105, **IPHONE))
add(RENOV, "20250415_161002.jpg", photo("2025:04:15 16:10:02", "dapur", 415))

add(FOTO24, "20240623_064115.jpg", photo("2024:06:23 06:41:15", "kota", 623))
add(FOTO24, "IMG_3012.JPG", photo("2024:07:06 15:20:48", "sawah", 3012, **IPHONE))
add(FOTO25, "IMG_4902.JPG", photo("2025:01:26 11:03:29", "gunung", 4902, **IPHONE))
add(
    RESEP,
    "Opor Ayam Ibu.md",
    """# Opor ayam Ibu (buat Lebaran, 1 ekor ayam kampung)

Bumbu halus: 8 bawang merah, 5 bawang putih, 5 kemiri sangrai, 1 sdm ketumbar sangrai, 1/2 sdt jintan, 2 cm kunyit bakar, 2 cm jahe.
Bumbu cemplung: 3 lembar daun salam, 2 batang serai digeprek, 3 cm lengkuas, 3 lembar daun jeruk.
Santan: 1 L santan encer + 300 ml santan kental (dari 2 butir kelapa). Gula jawa 1 sdm, garam.

1. Ayam dipotong 12, dilumuri garam + jeruk nipis, diamkan 15 menit, bilas.
2. Tumis bumbu halus sampai matang dan wangi (jangan buru-buru), masukkan bumbu cemplung.
3. Masukkan ayam, aduk sampai berubah warna, tuang santan encer. Masak api kecil 45 menit (ayam kampung lama empuknya).
4. Masukkan santan kental, gula jawa, garam. Aduk terus supaya santan tidak pecah. Matikan begitu mendidih.

Ibu: opor lebih enak diinepke sewengi (didiamkan semalam). Sajikan dengan ketupat, sambel goreng krecek, bubuk kedelai.
""",
)
