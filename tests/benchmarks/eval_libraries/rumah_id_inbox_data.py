"""rumah-id: the 40 new files in inbox/ and where Raka & Nadia would file each."""

from __future__ import annotations

from tests.benchmarks.eval_libraries.rumah_id_data import (
    ALAMAT,
    ALAMAT_1,
    APAEMA,
    ASR_RUMAH,
    BRIO_ASR,
    BRIO_SRV,
    BUKU,
    FOTO24,
    FOTO25,
    INDI,
    IPHONE,
    K2324,
    K2425,
    KPR,
    LARI,
    LBJ,
    LOMBOK,
    LUMIO_ADDR,
    LUMIO_BY,
    LUMIO_INV,
    LUMIO_K,
    MANDIRI,
    MANDIRI_MEI_CLOSE,
    PAJAK24,
    PAJAK25,
    PLN,
    RAKA,
    RENOV,
    RESEP,
    RINA,
    SALSA,
    SG,
    SLIP,
    a1_nadia,
    bpe_spt,
    bpn_pph25,
    docx,
    eml,
    idn,
    indihome_tagihan,
    khs,
    kpr_tagihan,
    lab_result,
    lumio_invoice,
    mandiri_statement,
    mcu,
    pdf,
    photo,
    pln_tagihan,
    polis_kebakaran,
    rkd_invoice,
    rp,
    slip_gaji,
    xlsx,
)

INBOX: dict[str, tuple[str | bytes, str]] = {}


def put(name: str, content: str | bytes, folder: str) -> None:
    path = "inbox/" + name
    assert path not in INBOX, path
    INBOX[path] = (content, folder)


# ---------------------------------------------------------------- the Lombok trip (12-17 June 2025)

put(
    "BK-77812.pdf",
    pdf(
        ("h", "JELAJAH NUSANTARA TOUR"),
        (
            "s",
            "PT Jelajah Nusantara Wisata  ·  Jl. Tebet Raya No. 84, Jakarta Selatan 12820  ·  WA +62 811-1920-7781  ·  booking@jelajahnusantara.co.id  ·  Anggota ASITA 0917/DKI",
        ),
        ("hr",),
        ("c", "BOOKING CONFIRMATION"),
        (
            "kv",
            [
                ("Booking No.", "BK-77812"),
                ("Tanggal", "20 Mei 2025"),
                ("Nama Tamu", "Raka Aditya Hidayat"),
                ("Jumlah Peserta", "2 dewasa"),
                ("No. HP", "0812-2094-3310"),
            ],
            35,
        ),
        ("gap", 2),
        ("b", "Paket: Private Trip 3 Gili Barat Daya (Gili Nanggu – Gili Sudak – Gili Kedis)"),
        (
            "kv",
            [
                ("Tanggal Trip", "Senin, 16 Juni 2025"),
                (
                    "Penjemputan",
                    "07.00 WITA — Rumah Tenun Homestay, Selong Belanak (bawa mobil sendiri boleh, parkir di dermaga)",
                ),
                ("Titik Kumpul", "Dermaga Tawun, Sekotong Barat, 08.30 WITA"),
                ("Kapal", "Perahu bermotor (katir) privat, kapasitas 6 orang"),
                ("Guide", "Bang Ikhsan (WA 0819-0734-2210)"),
            ],
            35,
        ),
        ("gap", 1),
        (
            "t",
            "Itinerary: Gili Nanggu (snorkeling, penangkaran penyu) → Gili Sudak (makan siang ikan bakar + plecing kangkung) → Gili Kedis (pulau kecil, foto) → kembali ke dermaga ±15.30 WITA.",
        ),
        (
            "tab",
            (110, 55),
            ("Rincian", "Rp"),
            [
                ("Private trip 2 pax (kapal, BBM, guide, snorkel, life jacket)", idn(2_300_000)),
                ("Makan siang 2 pax + air mineral + buah", idn(350_000)),
                ("Retribusi pulau & dokumentasi GoPro", idn(250_000)),
                ("Total", idn(2_900_000)),
                ("Dibayar 20/05/2025 (transfer Mandiri)", idn(2_900_000)),
                ("Sisa", "0"),
            ],
            ("LEFT", "RIGHT"),
        ),
        (
            "s",
            "Pembatalan H-7: refund 50%. Trip dapat dijadwal ulang jika cuaca buruk (keputusan syahbandar). Harga tidak termasuk tip guide & kapten.",
        ),
        when="2025-05-20",
        title="Booking BK-77812",
    ),
    LOMBOK,
)
put(
    "Reservation confirmed - Rumah Tenun Homestay.eml",
    eml(
        [
            ("From", "Rumah Tenun Homestay <rumahtenun.homestay@gmail.com>"),
            ("To", "raka.hidayat@gmail.com"),
            ("Subject", "Reservation confirmed: 15-17 June 2025 (2 nights) / Konfirmasi reservasi"),
            ("Date", "Thu, 08 May 2025 10:14:22 +0800"),
            ("Message-ID", "<CAF7rt2025050810142200@mail.gmail.com>"),
        ],
        """Dear Mr. Raka,

Terima kasih / thank you for your booking at Rumah Tenun Homestay.

Guest      : Raka Aditya Hidayat + Nadia Puspitasari
Check-in   : Sunday, 15 June 2025 (from 13:00)
Check-out  : Tuesday, 17 June 2025 (until 11:00)
Room       : Bungalow Lumbung (double bed, AC, outdoor bathroom)
Rate       : Rp 650.000 / night incl. breakfast (banana pancake or nasi goreng)
Total      : Rp 1.300.000
Deposit    : Rp 390.000 (30%) — received via BCA, thank you
Balance    : Rp 910.000 at check-in (transfer/QRIS/cash)

Location: Jl. Pantai Selong Belanak, Dusun Selong, Desa Mekar Sari, Kec. Praya Barat, NTB 83572.
We are 5 minutes walk to the beach, 25 minutes to Mawun and Tanjung Aan. Parking for your car is available.
Surf lessons and board rental available at the beach (Rp 350.000 / 2 hours).

If you come from Bangsal harbour it takes around 2 hours, please drive carefully after dark.

See you soon!
Inaq Sumiati & Lalu Hendra
WA +62 878-6511-2093
""",
    ),
    LOMBOK,
)
put(
    "E-Tiket Kapal Bangsal - Gili Trawangan.pdf",
    pdf(
        ("h", "SAMUDRA GILI EXPRESS"),
        (
            "s",
            "PT Samudra Gili Transportasi  ·  Kantor: Pelabuhan Bangsal, Pemenang, Kab. Lombok Utara  ·  CS +62 370 619 4402",
        ),
        ("hr",),
        ("c", "E-TIKET KAPAL CEPAT (PULANG-PERGI)"),
        (
            "kv",
            [
                ("Kode Tiket", "SGE-140625-3371"),
                ("Tanggal Pesan", "13 Juni 2025 20:41"),
                ("Pemesan", "Raka Aditya Hidayat"),
            ],
            35,
        ),
        ("gap", 2),
        (
            "tab",
            (28, 52, 52, 38),
            ("Trip", "Dari", "Ke", "Jadwal"),
            [
                ("PERGI", "Pelabuhan Bangsal", "Gili Trawangan", "Sab 14/06/2025 10.00 WITA"),
                ("PULANG", "Gili Trawangan", "Pelabuhan Bangsal", "Min 15/06/2025 08.30 WITA"),
            ],
            ("LEFT", "LEFT", "LEFT", "LEFT"),
        ),
        (
            "tab",
            (90, 40, 40),
            ("Penumpang", "Kategori", "Harga PP"),
            [
                ("Raka Aditya Hidayat", "Dewasa (WNI)", idn(300_000)),
                ("Nadia Puspitasari", "Dewasa (WNI)", idn(300_000)),
                ("Total", "", idn(600_000)),
            ],
            ("LEFT", "LEFT", "RIGHT"),
        ),
        (
            "t",
            "Lapor di loket Samudra Gili Express 30 menit sebelum berangkat. Tiket sudah termasuk retribusi pelabuhan dan asuransi Jasa Raharja. Waktu tempuh ±15 menit.",
        ),
        (
            "s",
            "Tiket tidak dapat dibatalkan. Jadwal dapat berubah karena cuaca/gelombang sesuai arahan syahbandar.",
        ),
        when="2025-06-13",
        title="E-Tiket SGE-140625-3371",
    ),
    LOMBOK,
)
put(
    "Rental Agreement RA2506-1183.pdf",
    pdf(
        ("h", "SELAPARANG RENT CAR"),
        (
            "s",
            "CV Selaparang Mitra Transport  ·  Jl. Bypass BIL No. 8, Praya, NTB  ·  Counter Bandara: Area Kedatangan Domestik  ·  WA 0817-5710-2290",
        ),
        ("hr",),
        ("c", "PERJANJIAN SEWA KENDARAAN (LEPAS KUNCI)\nRENTAL AGREEMENT"),
        (
            "kv",
            [
                ("No.", "RA2506-1183"),
                ("Penyewa", "Raka Aditya Hidayat"),
                ("NIK / SIM A", "3273041208960007 / SIM A 9608-3217-004412"),
                ("Alamat", ALAMAT),
                ("No. HP", "0812-2094-3310"),
            ],
            35,
        ),
        ("gap", 2),
        (
            "kv",
            [
                ("Kendaraan", "Toyota Avanza 1.5 G CVT 2023, putih"),
                ("No. Polisi", "DR 1472 KB"),
                (
                    "Ambil",
                    "Kam, 12 Juni 2025 09.45 WITA — Bandara Internasional Zainuddin Abdul Madjid (ZAM), Praya",
                ),
                (
                    "Kembali",
                    "Sel, 17 Juni 2025 16.00 WITA — Bandara ZAM (parkir P2, kunci di counter)",
                ),
                ("BBM", "Diterima 1/2 tangki — dikembalikan 1/2 tangki"),
                ("Kilometer awal", "38.204"),
            ],
            35,
        ),
        ("gap", 2),
        (
            "tab",
            (110, 55),
            ("Rincian", "Rp"),
            [
                ("Sewa lepas kunci 6 hari x 350.000", idn(2_100_000)),
                ("Antar/ambil di bandara", "gratis"),
                ("Deposit (dikembalikan saat pengembalian)", idn(1_000_000)),
                ("Dibayar saat pengambilan (QRIS)", idn(2_100_000)),
            ],
            ("LEFT", "RIGHT"),
        ),
        ("b", "Ketentuan"),
        (
            "t",
            "1. Kendaraan tidak boleh dibawa menyeberang pulau (kapal) tanpa izin tertulis.\n2. Keterlambatan pengembalian dikenakan Rp 50.000/jam, lebih dari 5 jam dihitung 1 hari.\n3. Kerusakan akibat kelalaian penyewa menjadi tanggung jawab penyewa (maks. Rp 2.500.000 per kejadian; kendaraan diasuransikan all risk).\n4. Tilang dan biaya parkir selama masa sewa ditanggung penyewa.",
        ),
        ("gap", 3),
        (
            "t",
            "Penyewa                                                          Petugas\n\n(ttd)                                                               (ttd)\nRaka Aditya Hidayat                                       Lalu Ahmad Fauzi",
        ),
        when="2025-06-12",
        title="Rental Agreement RA2506-1183",
    ),
    LOMBOK,
)
put(
    "scan_0012.pdf",
    pdf(
        ("b", "ARTSHOP TENUN IKAT & SONGKET"),
        ("b", '"PATUH KARYA"'),
        ("t", "Dusun Belong, Desa Sukarara\nKec. Jonggat - Kab. Lombok Tengah\nHP. 0819 1775 3302"),
        ("gap", 2),
        ("t", "NOTA No. 0478                Tgl. 15 - 6 - 2025"),
        ("t", "Kepada Yth : Ibu Nadia"),
        ("gap", 1),
        (
            "tab",
            (15, 95, 30, 30),
            ("Bnyk", "Nama Barang", "Harga", "Jumlah"),
            [
                (
                    "1",
                    "Kain songket motif subahnale (benang katun, 2 x 0,6 m)",
                    "850.000",
                    "850.000",
                ),
                ("2", "Selendang tenun ikat motif rang-rang", "150.000", "300.000"),
                ("1", "Taplak meja tenun kecil", "85.000", "85.000"),
                ("", "Diskon", "", "- 85.000"),
                ("", "Jumlah Rp.", "", "1.150.000"),
            ],
            ("CENTER", "LEFT", "RIGHT", "RIGHT"),
        ),
        ("t", "LUNAS - QRIS  15/6"),
        ("t", "Hormat kami,\n     ttd\n(Baiq Nurul)"),
        (
            "s",
            "Barang yg sudah dibeli tidak dapat ditukar / dikembalikan. Terima kasih, tampi asih.",
        ),
        ("gap", 4),
        ("s", "[CamScanner 15-06-2025 14.22]"),
        when="2025-06-15",
        title="scan_0012",
        author="CamScanner",
    ),
    LOMBOK,
)
put("20250617_112045.jpg", photo("2025:06:17 11:20:45", "pantai", 617), LOMBOK)
put(
    "Sambal Lombok Ijo.md",
    """# Sambal lombok ijo (resep Bulik Sri)

Cocok buat ayam goreng, tempe, ikan asin. Bulik selalu bikin ini tiap kami mudik.

## Bahan
- 150 gr lombok ijo besar (cabai hijau keriting/teropong)
- 8 lombok rawit ijo (kalau mau pedas)
- 6 bawang merah, 3 bawang putih
- 2 tomat hijau
- 1/2 sdt terasi (opsional), 1 sdt garam, 1 sdt gula
- 2 lembar daun jeruk, minyak 5 sdm

## Cara
1. Kukus lombok, bawang merah, bawang putih, tomat hijau ±10 menit (biar warnanya tetap ijo cerah, jangan digoreng).
2. Ulek kasar bersama garam, gula, terasi.
3. Panaskan minyak, tumis sambal + daun jeruk sebentar saja (3–4 menit) sampai harum.
4. Koreksi rasa. Simpan di toples, tahan 4 hari di kulkas.

Kata Bulik: "lombok ijo ojo digoreng suwe-suwe, mengko ireng." Nggih, Bulik 🌶️
""",
    RESEP,
)

# ---------------------------------------------------------------- photos

put("IMG-20240914-WA0021.jpg", photo("2024:09:14 06:12:33", "gunung", 914, make="", model=""), LBJ)
put("20250219_121530.jpg", photo("2025:02:19 12:15:30", "kota", 219), SG)
put("20250208_163410.jpg", photo("2025:02:08 16:34:10", "dalam", 208), FOTO25)
put("IMG_4821.JPG", photo("2024:12:25 09:58:14", "gunung", 4821, **IPHONE), FOTO24)

# ---------------------------------------------------------------- work

put(
    "INV-2025-006.pdf",
    lumio_invoice("INV-2025-006", "1 July 2025", "1–30 June 2025", 6400.00, "2025-07-01"),
    LUMIO_INV,
)
put(
    "Invoice_RKD-2507-0042.pdf",
    rkd_invoice("RKD-2507-0042", "1 Juli 2025", "Juli 2025", "10 Juli 2025", "2025-07-01"),
    LUMIO_BY,
)
put(
    "Amendment No. 2 - Contractor Agreement.pdf",
    pdf(
        ("h", "AMENDMENT No. 2 TO THE INDEPENDENT CONTRACTOR AGREEMENT"),
        (
            "t",
            "Between LUMIO LABS PTE. LTD. (UEN 201934872K), "
            + LUMIO_ADDR
            + ' (the "Company") and RAKA ADITYA HIDAYAT, Bandung, Indonesia (the "Contractor").\nOriginal agreement dated 8 January 2024, as amended by Amendment No. 1 dated 16 December 2024 (the "Agreement").',
        ),
        ("b", "With effect from 1 August 2025 the parties agree as follows:"),
        (
            "t",
            "1. Clause 1.1: the Contractor shall additionally act as technical lead for the Indonesia expansion (QRIS acquiring integration) and may be asked to travel to Singapore or Jakarta up to four times per year. Travel shall be booked by the Company.\n2. Clause 3.1: the fixed monthly fee is increased from SGD 6,400 to SGD 7,000.\n3. New clause 6.3: the Company shall reimburse equipment (laptop, monitor, peripherals) and co-working membership up to SGD 1,500 per calendar year against receipts, claimed as a separate line on the monthly invoice.\n4. Clause 2.1: the notice period for either party is extended from 30 to 60 days.\n5. All other terms of the Agreement remain unchanged.",
        ),
        ("gap", 6),
        (
            "t",
            "For the Company: /s/ Melissa Tan, COO — 7 July 2025\nContractor: ____________________ (Raka Aditya Hidayat)",
        ),
        (
            "s",
            "Sent for signature via DocuSign. Envelope ID 3B2E90A7-61CC-4F0E-8D2A-4E7719C05B38. Please sign by 18 July 2025.",
        ),
        when="2025-07-07",
        title="Amendment No. 2",
        author="Lumio Labs Pte. Ltd.",
    ),
    LUMIO_K,
)
put("Slip Gaji Juni 2025.pdf", slip_gaji(6, 2025, hari=16), SLIP)

# ---------------------------------------------------------------- money and tax

_PLN_JUN = round(424 * 1444.70)
_PLN_JUN += round(_PLN_JUN * 0.06) + 2_500
put(
    "e-Statement Mandiri Juni 2025.pdf",
    mandiri_statement(
        6,
        2025,
        MANDIRI_MEI_CLOSE,
        [
            (
                "02/06",
                "TRANSFER MASUK DARI WISE ASIA-PACIFIC / RAKA ADITYA HIDAYAT / INV-2025-005",
                80_762_300,
            ),
            ("02/06", "TRANSFER KE BCA 7771223845 NADIA PUSPITASARI UANG BELANJA JUNI", -6_000_000),
            (
                "05/06",
                "TRANSFER KE BCA 2330914466 CV KAYU MANIS INTERIOR KM/INV/25/06/081",
                -13_050_000,
            ),
            ("11/06", "PEMBAYARAN PAJAK MPN G3 KODE BILLING 0250611552019384", -2_145_000),
            ("12/06", "QRIS SELAPARANG RENT CAR PRAYA NTB", -2_100_000),
            ("13/06", "QRIS RM IKAN BAKAR NIPAH MALIMBU", -285_000),
            ("14/06", "QRIS SAMUDRA GILI EXPRESS BANGSAL", -600_000),
            ("15/06", "QRIS ARTSHOP PATUH KARYA SUKARARA", -1_150_000),
            ("15/06", "TRANSFER KE BRI 0512 0100 8840 503 RUMAH TENUN HOMESTAY", -910_000),
            (
                "15/06",
                "TRANSFER KE BTN 0021013011820 47 RAKA ADITYA HIDAYAT ANGSURAN KPR",
                -5_300_000,
            ),
            ("17/06", "QRIS LOMBOK INTERNATIONAL AIRPORT F&B PRAYA", -164_000),
            ("20/06", "PEMBAYARAN PLN POSTPAID 532110447815", -_PLN_JUN),
            ("20/06", "PEMBAYARAN PDAM TIRTAWENING 07230458", -102_500),
            ("20/06", "PEMBAYARAN TELKOM INDIHOME 131152207431", -466_200),
            (
                "23/06",
                "TRANSFER KE BCA 4370881122 PT RUANG KERJA BERSAMA RKD-2506-0042",
                -1_609_500,
            ),
            ("26/06", "TRANSFER KE BCA 1340778102 ASEP HIDAYAT KIRIMAN APA EMA", -2_000_000),
            ("28/06", "QRIS SPBU PERTAMINA 34.402.11 AH NASUTION", -380_000),
            ("30/06", "BUNGA TABUNGAN", 23_870),
            ("30/06", "PAJAK BUNGA", -4_774),
        ],
        30,
    ),
    MANDIRI,
)
put(
    "1721-A1 2024 Nadia Puspitasari.pdf",
    a1_nadia(
        2024, "1.1-12.24-0000198", "20 Januari 2025", 6_500_000, 6_500_000, 420_000, "2025-01-20"
    ),
    PAJAK24,
)
put(
    "bukti lapor SPT 2024.pdf",
    bpe_spt(
        2024,
        "26-03-2025 22:08:17",
        "BPE-0118274/CTX/1770/2025",
        "Kurang Bayar — dilunasi",
        "Rp 1.284.000",
        "2025-03-26",
    ),
    PAJAK24,
)
put(
    "download.pdf",
    bpn_pph25(
        "Mei (05)",
        2025,
        "11/06/2025 21:36:02",
        "E7D1A0B4C39F2618",
        "0250611552019384",
        2_145_000,
        "2025-06-11",
    ),
    PAJAK25,
)

# ---------------------------------------------------------------- house

put("Tagihan IndiHome Juli 2025.pdf", indihome_tagihan(7, 2025, "INV/2507/131152207431"), INDI)
put("PLN_532110447815_202506.pdf", pln_tagihan(6, 2025, 18966, 19390, "03-06-2025"), PLN)
put("BTN_Billing_Statement_Jul2025.pdf", kpr_tagihan(28, 7, 2025, "05/07/2025 08:11:37"), KPR)
put(
    "Perpanjangan Polis 2025.pdf",
    polis_kebakaran(
        "11-FR-2303-004871-R2",
        "17 Maret 2025",
        "17 Maret 2026",
        485_000_000,
        60_000_000,
        "3 Maret 2025",
        "2025-03-03",
        perpanjangan=True,
    ),
    ASR_RUMAH,
)
put(
    "KM-INV-25-06-081.pdf",
    pdf(
        ("h", "CV KAYU MANIS INTERIOR"),
        (
            "s",
            "Workshop: Jl. Terusan Jakarta No. 88, Antapani, Bandung 40291  ·  WA 0857-2011-4590  ·  IG @kayumanis.interior",
        ),
        ("hr",),
        ("c", "INVOICE PELUNASAN"),
        (
            "kv",
            [
                ("No.", "KM/INV/25/06/081"),
                ("Tanggal", "2 Juni 2025"),
                ("Kepada", "Bpk. Raka Aditya Hidayat"),
                ("Alamat pasang", ALAMAT_1 + ", Bandung"),
                ("Ref.", "KM/INV/25/03/044 (uang muka 20 Maret 2025)"),
            ],
            32,
        ),
        ("gap", 2),
        (
            "tab",
            (110, 50),
            ("Uraian", "Jumlah (Rp)"),
            [
                (
                    "Nilai kontrak: kabinet bawah 320 cm + kabinet atas 240 cm HPL Taco TH-088, top granit Indian Black",
                    idn(24_800_000),
                ),
                ("Tambahan: rak bumbu tarik stainless 20 cm (permintaan 24 Mei)", idn(650_000)),
                ("Total", idn(25_450_000)),
                ("Dikurangi uang muka", "-" + idn(12_400_000)),
                ("SISA YANG HARUS DIBAYAR", idn(13_050_000)),
            ],
            ("LEFT", "RIGHT"),
        ),
        (
            "t",
            "Pemasangan selesai 31 Mei 2025 dan telah diperiksa bersama pemilik. Garansi engsel & rel 1 tahun, garansi HPL mengelupas 2 tahun (tidak termasuk kerusakan karena air menggenang/panas langsung).\n\nPembayaran ke BCA 233 091 4466 a.n. CV Kayu Manis Interior.",
        ),
        ("t", "Hormat kami,\n\nAgus Setiawan"),
        when="2025-06-02",
        title="Invoice KM/INV/25/06/081",
    ),
    RENOV,
)
put(
    "Rekap Belanja Material.xlsx",
    xlsx(
        {
            "Belanja": [
                ["Tanggal", "Toko", "Barang", "Jumlah", "Bayar pakai", "Catatan"],
                [
                    "08/03/2025",
                    "TB Sinar Arcamanik",
                    "semen 10, bata ringan 2 m³, pasir, besi 10 mm, pipa",
                    4_994_000,
                    "Mandiri Raka",
                    "nota SA-250308-017",
                ],
                [
                    "15/03/2025",
                    "TB Sinar Arcamanik",
                    "semen 8, mortar 12, bendrat, paku",
                    1_782_000,
                    "Mandiri Raka",
                    None,
                ],
                [
                    "19/03/2025",
                    "Baja Ringan Jaya Soekarno-Hatta",
                    "rangka atap + genteng metal + pasang",
                    4_450_000,
                    "Mandiri Raka",
                    "lebih murah dari RAB",
                ],
                [
                    "02/04/2025",
                    "Mitra10 Antapani",
                    "keramik lantai 60x60 11 dus",
                    2_035_000,
                    "BCA Nadia",
                    None,
                ],
                [
                    "09/04/2025",
                    "Mitra10 Antapani",
                    "keramik subway, nat, lem keramik",
                    1_240_000,
                    "BCA Nadia",
                    None,
                ],
                [
                    "10/04/2025",
                    "TB Sinar Arcamanik",
                    "kabel, stop kontak Broco, MCB, lampu",
                    1_365_000,
                    "Mandiri Raka",
                    None,
                ],
                [
                    "12/04/2025",
                    "Gypsum Center Kiaracondong",
                    "gypsum + hollow 8 m²",
                    1_120_000,
                    "cash",
                    None,
                ],
                [
                    "17/04/2025",
                    "TB Sinar Arcamanik",
                    "cat Dulux 2 galon + dempul",
                    910_000,
                    "Mandiri Raka",
                    None,
                ],
                [
                    "08/05/2025",
                    "Tokopedia",
                    "kompor tanam Rinnai + cooker hood",
                    4_190_000,
                    "Mandiri Raka",
                    None,
                ],
                [
                    None,
                    None,
                    "TOTAL MATERIAL",
                    22_086_000,
                    None,
                    "RAB material 19.377.000 → lebih ±2,7 jt",
                ],
                [],
                ["Jasa & kitchen set", None, None, None, None, None],
                ["Mang Ujang (3 termin + tambahan plafon)", None, None, 19_700_000, None, None],
                ["Kayu Manis (DP + pelunasan + rak bumbu)", None, None, 25_450_000, None, None],
                [None, None, "GRAND TOTAL", 67_236_000, None, "masih di bawah anggaran 74,6 jt 👍"],
            ]
        }
    ),
    RENOV,
)

# ---------------------------------------------------------------- car

put(
    "E-Polis MO-0125-08-3318427.pdf",
    pdf(
        ("h", "PT Asuransi Mitra Oto"),
        (
            "s",
            "Gedung Mitra, Jl. HR Rasuna Said Kav. C-22, Jakarta 12940  ·  Layanan 24 jam 1500-686  ·  www.mitraoto.co.id",
        ),
        ("hr",),
        (
            "t",
            "Jakarta, 8 Juli 2025\n\nYth. Bapak Raka Aditya Hidayat,\nTerima kasih telah memperpanjang perlindungan kendaraan Anda bersama Mitra Oto. Berikut e-Polis untuk periode berikutnya.",
        ),
        ("c", "IKHTISAR POLIS ASURANSI KENDARAAN BERMOTOR"),
        (
            "kv",
            [
                ("Nomor Polis", "MO-0125-08-3318427 (perpanjangan dari MO-0124-08-3318427)"),
                ("Tertanggung", "RAKA ADITYA HIDAYAT"),
                ("Periode", "01 Agustus 2025 s.d. 01 Agustus 2026"),
                ("Kendaraan", "HONDA BRIO SATYA E CVT, 2021, PUTIH"),
                ("No. Polisi", "D 1847 AFK"),
                ("No. Rangka / Mesin", "MHRDD1850MJ104482 / L12B31904471"),
                ("Penggunaan / Wilayah", "Pribadi / 2"),
            ],
            45,
        ),
        ("gap", 2),
        (
            "tab",
            (80, 40, 20, 30),
            ("Jaminan", "Nilai Pertanggungan", "Rate", "Premi"),
            [
                ("Comprehensive (All Risk)", idn(138_000_000), "2,67%", idn(3_684_600)),
                ("Perluasan banjir termasuk angin topan", idn(138_000_000), "0,075%", idn(103_500)),
                ("Tanggung jawab hukum pihak ketiga", idn(25_000_000), "", idn(125_000)),
                ("Diskon loyalitas (tanpa klaim besar) 15%", "", "", "-" + idn(552_690)),
                ("Biaya polis & meterai", "", "", idn(50_000)),
                ("Total Premi", "", "", idn(3_410_410)),
            ],
            ("LEFT", "RIGHT", "RIGHT", "RIGHT"),
        ),
        (
            "t",
            "Premi dibayar paling lambat 31 Juli 2025 melalui virtual account BCA 70012 0125 3318427.",
        ),
        (
            "s",
            "Polis ini tunduk pada PSAKBI. Risiko sendiri Rp 300.000 per kejadian. Klaim dilaporkan paling lambat 5 hari kerja melalui aplikasi Mitra Oto.",
        ),
        when="2025-07-08",
        title="E-Polis MO-0125-08-3318427",
        author="Asuransi Mitra Oto",
    ),
    BRIO_ASR,
)
put(
    "WO-2507-0318 Honda Pasteur.pdf",
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
                ("No. Faktur", "HPM/SV/2507/0318"),
                ("Tanggal", "05/07/2025"),
                ("Pelanggan", "RAKA ADITYA HIDAYAT"),
                ("No. Polisi", "D 1847 AFK"),
                ("Model", "BRIO SATYA E CVT 2021"),
                ("Odometer", "49.706 km"),
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
                ("Servis berkala 50.000 km", "1", idn(380_000), idn(380_000)),
                ("Honda Engine Oil 0W-20 (liter)", "3,5", idn(98_000), idn(343_000)),
                ("Oil filter", "1", idn(72_000), idn(72_000)),
                ("Aki GS Astra NS40ZL (ganti)", "1", idn(985_000), idn(985_000)),
                ("Wiper blade depan (set)", "1", idn(210_000), idn(210_000)),
                ("Ban Bridgestone Ecopia 175/65 R14", "2", idn(735_000), idn(1_470_000)),
                ("Subtotal", "", "", idn(3_460_000)),
                ("PPN 11%", "", "", idn(380_600)),
                ("TOTAL", "", "", idn(3_840_600)),
            ],
            ("LEFT", "CENTER", "RIGHT", "RIGHT"),
        ),
        (
            "t",
            "Servis berikutnya: 60.000 km atau Januari 2026. Rekomendasi: ganti CVT fluid di 60.000 km.",
        ),
        ("s", "Garansi pekerjaan 1 bulan / 1.000 km. Garansi aki 6 bulan."),
        when="2025-07-05",
        title="Faktur Servis HPM/SV/2507/0318",
    ),
    BRIO_SRV,
)

# ---------------------------------------------------------------- family

put(
    "Pemberitahuan UKT Genap.pdf",
    pdf(
        ("c", "UNIVERSITAS PADJADJARAN\nFAKULTAS ILMU KOMUNIKASI"),
        ("s", "Jl. Raya Bandung-Sumedang Km 21, Jatinangor, Sumedang 45363  ·  fikom.unpad.ac.id"),
        ("hr",),
        (
            "t",
            "Nomor   : 0147/UN6.F/KU.00/2025\nLampiran : 1 (satu) berkas\nHal         : Pemberitahuan Pembayaran UKT dan Pengisian KRS",
        ),
        ("t", "Jatinangor, 6 Januari 2025"),
        (
            "t",
            "Yth. Orang Tua/Wali Mahasiswa\na.n. Salsabila Putri Hidayat (NPM 210110220087)\nProgram Studi S1 Ilmu Komunikasi",
        ),
        ("gap", 1),
        (
            "t",
            "Dengan hormat,\nBersama ini kami sampaikan jadwal kegiatan akademik Semester Genap Tahun Akademik 2024/2025 sebagai berikut:",
        ),
        (
            "tab",
            (95, 75),
            ("Kegiatan", "Jadwal"),
            [
                ("Pembayaran UKT semester genap (semester 6)", "13 Januari – 7 Februari 2025"),
                ("Pengisian KRS dan persetujuan dosen wali", "3 – 14 Februari 2025"),
                ("Perkuliahan semester genap", "17 Februari – 6 Juni 2025"),
                ("Libur Idul Fitri 1446 H", "24 Maret – 8 April 2025"),
                ("Ujian Akhir Semester", "9 – 20 Juni 2025"),
                ("Pendaftaran KKN periode Juli 2025", "3 – 21 Maret 2025"),
            ],
            ("LEFT", "LEFT"),
        ),
        (
            "t",
            "Besaran UKT mahasiswa yang bersangkutan: Kelompok 5, Rp 7.500.000 (tujuh juta lima ratus ribu rupiah), dibayarkan melalui virtual account BNI 988 1021 0220 0876. Mahasiswa yang tidak membayar UKT sampai batas waktu tidak dapat mengisi KRS dan berstatus non-aktif pada semester genap.",
        ),
        (
            "t",
            "Permohonan cicilan atau penyesuaian UKT dapat diajukan melalui PAuS paling lambat 24 Januari 2025 dengan melampirkan dokumen pendukung.",
        ),
        (
            "t",
            "Atas perhatian dan kerja samanya kami ucapkan terima kasih.\n\na.n. Dekan\nWakil Dekan Bidang Pembelajaran, Kemahasiswaan, dan Riset\n\n(tanda tangan elektronik)\nDr. Kunto Adi Wibowo, M.Comm.",
        ),
        when="2025-01-06",
        title="Pemberitahuan UKT dan KRS Semester Genap 2024/2025",
    ),
    K2425,
)
put(
    "KHS_210110220087_20232.pdf",
    khs(
        "Genap",
        "2023/2024",
        4,
        [
            ("D10A.4101", "Komunikasi Organisasi", 3, "A"),
            ("D10A.4102", "Metode Penelitian Komunikasi Kualitatif Dasar", 3, "AB"),
            ("D10A.4103", "Jurnalistik Online", 3, "A"),
            ("D10A.4104", "Hukum dan Regulasi Media", 2, "B"),
            ("D10A.4105", "Komunikasi Visual", 3, "A"),
            ("D10A.4106", "Sosiologi Komunikasi", 3, "AB"),
            ("D10A.4107", "Public Speaking", 2, "A"),
        ],
        "3,56",
        "15 Juli 2024",
        "2024-07-15",
    ),
    K2324,
)
put(
    "Hasil Lab LKP-250614-0233.pdf",
    lab_result(
        "LKP-250614-0233",
        "Salsabila Putri Hidayat",
        "09-05-2004 / 21 th",
        "Perempuan",
        "14 Juni 2025",
        "dr. Hendra Kusuma (Klinik Pratama Jatinangor)",
        [
            ("Hemoglobin", "12,1", "g/dL", "12,0–16,0"),
            ("Leukosit", "6.400", "/µL", "4.000–10.000"),
            ("Trombosit", "251.000", "/µL", "150.000–400.000"),
            ("LED", "18", "mm/jam", "< 20"),
            ("SGOT", "24", "U/L", "< 32"),
            ("SGPT", "19", "U/L", "< 33"),
            ("Widal S. Typhi O", "1/80", "", "< 1/80"),
        ],
        "Kesan: hematologi dan fungsi hati dalam batas normal. Kontrol pasca demam tifoid (Nov 2024) dengan keluhan mudah lelah.",
        "2025-06-14",
    ),
    SALSA,
)
put(
    "document(3).pdf",
    mcu(
        "MCU-2506-0287",
        "28 Juni 2025",
        "28 tahun",
        [
            ("Tinggi / Berat badan", "172 cm / 74 kg", "IMT 25,0 — turun 4 kg dari 2024"),
            ("Tekanan darah", "122/80 mmHg", "normal"),
            ("Nadi", "64 x/menit", "normal (atletis)"),
            ("Visus", "OD 6/9, OS 6/12", "miopia, kacamata perlu diperbarui"),
            ("EKG", "sinus bradikardia ringan", "normal pada pelari"),
            ("Kolesterol total", "196 mg/dL", "< 200"),
            ("LDL", "124 mg/dL", "< 130"),
            ("Trigliserida", "118 mg/dL", "< 150"),
            ("Gula darah puasa", "91 mg/dL", "70–99"),
            ("Asam urat", "6,6 mg/dL", "3,4–7,0"),
            ("SGPT", "29 U/L", "< 41"),
        ],
        "Perbaikan profil lipid dan asam urat dibanding MCU Juli 2024. Pertahankan pola makan dan olahraga. Periksa mata ke dokter Sp.M / optik untuk ganti lensa. MCU ulang 1 tahun lagi.",
        "2025-06-30",
    ),
    RAKA,
)
put(
    "Surat Kontrol Poli Jantung.pdf",
    pdf(
        ("h", "RS Mitra Ujungberung"),
        (
            "s",
            "Jl. AH. Nasution No. 710, Ujungberung, Bandung 40611  ·  Pendaftaran online: WA 0811-2230-710",
        ),
        ("hr",),
        ("c", "SURAT RENCANA KONTROL (BPJS KESEHATAN)"),
        (
            "kv",
            [
                ("No. Surat Kontrol", "0412R0240625K000391"),
                ("Tgl. Terbit", "24 Juni 2025"),
                ("Nama Pasien", "Tn. ASEP HIDAYAT"),
                ("No. RM", "00-39-71-05"),
                ("No. Kartu JKN", "0001 4417 2288 1"),
                ("Tgl. Lahir", "03-02-1963 (62 th)"),
                ("Poli Tujuan", "Jantung dan Pembuluh Darah"),
                ("Dokter", "dr. Arief Gunawan, Sp.JP"),
                ("Rencana Kontrol", "Selasa, 22 Juli 2025, jam praktik 13.00–16.00"),
                ("Diagnosa", "I25.1 Atherosclerotic heart disease; I10 Hipertensi"),
                ("Penanggung Jawab", "Raka Aditya Hidayat (anak) — 0812-2094-3310"),
            ],
            45,
        ),
        ("gap", 2),
        (
            "t",
            "Catatan dokter: hasil echocardiography 17/6 EF 58%. Lanjutkan terapi. Puasakan 10 jam sebelum kontrol untuk cek profil lipid. Bawa hasil lab dan obat yang sedang diminum.",
        ),
        (
            "s",
            "Surat kontrol ini berlaku untuk 1 (satu) kali kunjungan. Peserta wajib membawa KTP dan kartu JKN/aplikasi Mobile JKN. Ambil antrean via Mobile JKN H-1.",
        ),
        when="2025-06-24",
        title="Surat Rencana Kontrol",
    ),
    APAEMA,
)

# ---------------------------------------------------------------- cousin's wedding

put(
    "Invoice SO-2507-118 Batik Sekar Laweyan.pdf",
    pdf(
        ("h", "BATIK SEKAR LAWEYAN"),
        (
            "s",
            "Produsen Batik Tulis & Cap  ·  Jl. Sidoluhur No. 22, Kampung Batik Laweyan, Surakarta 57148  ·  WA 0813-2980-5517  ·  Shopee/Tokopedia: sekarlaweyan",
        ),
        ("hr",),
        ("c", "INVOICE PESANAN"),
        (
            "kv",
            [
                ("No. Order", "SO-2507-118"),
                ("Tanggal", "3 Juli 2025"),
                ("Pemesan", "Ibu Nadia Puspitasari (kenalan Bu Sri Wahyuni, Solo)"),
                ("Kirim ke", ALAMAT),
                ("Estimasi selesai", "31 Juli 2025 (jahit 3 minggu)"),
            ],
            35,
        ),
        ("gap", 2),
        (
            "t",
            "Keterangan: seragam keluarga untuk resepsi, tanggal acara 16 Agustus 2025. Motif Sido Mukti Modifikasi, warna dasar sage green – krem, sesuai contoh kain yang dipilih via video call 1 Juli.",
        ),
        (
            "tab",
            (80, 15, 35, 40),
            ("Item", "Qty", "Harga", "Jumlah"),
            [
                (
                    "Kemeja pria batik cap, lengan panjang, furing (ukuran sesuai daftar)",
                    "11",
                    idn(285_000),
                    idn(3_135_000),
                ),
                (
                    "Kain batik cap 2,25 m untuk kebaya/rok wanita",
                    "13",
                    idn(165_000),
                    idn(2_145_000),
                ),
                ("Kemeja anak laki-laki", "3", idn(175_000), idn(525_000)),
                ("Ongkos kirim Solo – Bandung (JNE Trucking)", "1", idn(120_000), idn(120_000)),
                ("Total", "", "", idn(5_925_000)),
                ("DP 50% (transfer 3/7)", "", "", idn(2_962_500)),
                ("Sisa dibayar sebelum kirim", "", "", idn(2_962_500)),
            ],
            ("LEFT", "CENTER", "RIGHT", "RIGHT"),
        ),
        (
            "t",
            "Pembayaran: BCA 0150 887 412 a.n. Sri Lestari Handayani.\nMatur nuwun sanget, Mbak Nadia. Salam kagem Ibu.",
        ),
        (
            "s",
            "Perubahan ukuran setelah potong kain dikenakan biaya. Warna batik cap bisa sedikit berbeda dari foto.",
        ),
        when="2025-07-03",
        title="Invoice SO-2507-118",
    ),
    RINA,
)
put(
    "Doc1.docx",
    docx(
        [
            ("h1", "Ukuran Seragam Batik — Keluarga Besar Apa"),
            (
                "p",
                "Resepsi Teh Rina & Kang Fajar, Sabtu 16 Agustus 2025, Tasikmalaya. Batik dipesan Nadia ke Sekar Laweyan (Solo). Tolong dicek lagi, paling lambat Senin 7 Juli sudah dikirim ke penjahit!",
            ),
        ],
        [
            ["No", "Nama", "L/P", "Jenis", "Ukuran", "Catatan"],
            ["1", "Apa (Asep Hidayat)", "L", "kemeja", "XL", "lengan panjang, perut longgar"],
            ["2", "Ema (Euis Rohaeti)", "P", "kain kebaya", "2,25 m", "kebaya dijahit di Bu Tati"],
            ["3", "Raka", "L", "kemeja", "L", ""],
            ["4", "Nadia", "P", "kain kebaya", "2,25 m", ""],
            ["5", "Salsa", "P", "kain", "2,25 m", "mau dibikin dress"],
            [
                "6",
                "Wa Dede (H. Dede Supriadi)",
                "L",
                "kemeja",
                "XXL",
                "orang tua mempelai — beda warna? tanya Wa Ai",
            ],
            ["7", "Kang Dimas", "L", "kemeja", "L", ""],
            ["8", "Teh Wulan", "P", "kain", "2,25 m", ""],
            ["9", "Mang Endang", "L", "kemeja", "XL", ""],
            ["10", "Bi Enok", "P", "kain", "2,25 m", ""],
            [
                "11",
                "Aa Rizal + 2 anak (8 th, 5 th)",
                "L",
                "kemeja + 2 anak",
                "M / anak 8 / anak 6",
                "",
            ],
        ],
        [
            "Total sementara: 11 kemeja dewasa, 13 kain (termasuk sepupu dari Garut), 3 kemeja anak.",
            "Yang belum kirim ukuran: keluarga Mang Ade (Garut) — Raka WA lagi.",
        ],
    ),
    RINA,
)

# ---------------------------------------------------------------- hobbies

put(
    "E-Ticket Bandung Heritage Run 2025.pdf",
    pdf(
        ("h", "BANDUNG HERITAGE RUN 2025"),
        (
            "s",
            "Diselenggarakan oleh Komunitas Bandung Runners bersama Pemerintah Kota Bandung  ·  bandungheritagerun.id",
        ),
        ("hr",),
        ("c", "E-TICKET / KONFIRMASI PENDAFTARAN"),
        (
            "kv",
            [
                ("Nama Peserta", "Raka Aditya Hidayat"),
                ("Kategori", "10K Open — Putra"),
                ("Nomor BIB", "10K-0772"),
                ("Race Day", "Minggu, 20 Juli 2025"),
                ("Start / Finish", "Balai Kota Bandung (Jl. Wastukencana), flag-off 05.30 WIB"),
                ("Rute", "Balai Kota – Braga – Asia Afrika – Gedung Sate – Dago – Balai Kota"),
                ("Cut-off time", "1 jam 45 menit"),
                ("Jersey", "L"),
                ("Biaya", rp(325_000) + " (lunas, 12 Mei 2025)"),
                ("Kode Tiket", "BHR25-10K-44D8F1"),
            ],
            35,
        ),
        ("gap", 2),
        ("b", "Race Pack Collection"),
        (
            "t",
            "Jumat–Sabtu, 18–19 Juli 2025, 10.00–20.00 WIB di Cihampelas Walk. Tunjukkan e-ticket ini dan KTP.",
        ),
        (
            "s",
            "Peserta wajib dalam kondisi sehat dan menandatangani waiver saat pengambilan race pack. Tidak ada pengembalian biaya pendaftaran.",
        ),
        when="2025-05-12",
        title="E-Ticket BHR25-10K-44D8F1",
    ),
    LARI,
)
put(
    "Bumi Manusia.md",
    """# Bumi Manusia — Pramoedya Ananta Toer (Lentera Dipantara)

Dibaca: Mei–Juli 2025 (Nadia), pinjam punya Salsa. ⭐⭐⭐⭐⭐

Minke, pribumi yang sekolah di HBS Surabaya akhir abad 19, jatuh cinta sama Annelies, anak Nyai Ontosoroh. Pertama dari Tetralogi Buru.

Yang nempel:
- Nyai Ontosoroh!! Perempuan "gundik" yang belajar sendiri, ngurus perusahaan, dan melawan pengadilan kolonial.
- "Seorang terpelajar harus juga berlaku adil sudah sejak dalam pikiran, apalagi dalam perbuatan."
- Endingnya bikin kesel sama hukum kolonial — Annelies dibawa ke Belanda.

Lanjut: Anak Semua Bangsa (Salsa punya juga).
""",
    BUKU,
)

# ---------------------------------------------------------------- no place in this library

put(
    "Manual RV-S10.pdf",
    pdf(
        ("h", "KIREI HOME — Robot Vacuum & Mop RV-S10"),
        ("c", "BUKU PANDUAN PENGGUNA"),
        ("hr",),
        ("b", "1. Isi kemasan"),
        (
            "t",
            "Unit robot, docking station, adaptor 19V, 2 sikat samping, 1 pad pel, filter HEPA cadangan, buku panduan, kartu garansi.",
        ),
        ("b", "2. Petunjuk keselamatan"),
        (
            "t",
            "• Jangan gunakan di area basah atau di luar ruangan.\n• Singkirkan kabel, kaus kaki, dan benda kecil dari lantai sebelum membersihkan.\n• Jangan menduduki atau meletakkan barang di atas robot.\n• Gunakan hanya adaptor asli.",
        ),
        ("b", "3. Memulai"),
        (
            "t",
            "a. Letakkan docking station menempel ke dinding, sisakan ruang 0,5 m di kiri-kanan dan 1,5 m di depan.\nb. Isi daya penuh ±4 jam sebelum penggunaan pertama.\nc. Unduh aplikasi Kirei Home, sambungkan ke Wi-Fi 2,4 GHz.\nd. Tekan tombol power 3 detik untuk menyalakan, tekan sekali untuk mulai membersihkan.",
        ),
        ("b", "4. Perawatan"),
        (
            "tab",
            (70, 50, 50),
            ("Komponen", "Bersihkan", "Ganti"),
            [
                ("Wadah debu & filter", "setiap pemakaian", "filter 3–6 bulan"),
                ("Sikat utama", "setiap minggu", "6–12 bulan"),
                ("Sikat samping", "setiap bulan", "3–6 bulan"),
                ("Pad pel", "setiap pemakaian", "3 bulan"),
            ],
            ("LEFT", "LEFT", "LEFT"),
        ),
        ("b", "5. Kode error"),
        (
            "t",
            "E1: roda tersangkut · E2: sensor tebing kotor · E5: sikat utama tersangkut · E9: baterai lemah, letakkan di docking.",
        ),
        (
            "s",
            "Garansi resmi 12 bulan (unit) dan 6 bulan (baterai). Layanan purna jual: 0804-1-547-347 · service@kireihome.id · PT Kirei Elektronik Indonesia, Cikarang.",
        ),
        when="2025-05-20",
        title="Panduan RV-S10",
    ),
    "",
)
put(
    "Brosur PPDB TK Tunas Harapan 2025-2026.pdf",
    pdf(
        ("h", "TK ISLAM TUNAS HARAPAN ARCAMANIK"),
        (
            "s",
            "Jl. Pacuan Kuda No. 12, Sukamiskin, Arcamanik, Bandung  ·  NPSN 20219448  ·  Terakreditasi A  ·  IG @tktunasharapan.bdg",
        ),
        ("hr",),
        ("c", "PENERIMAAN PESERTA DIDIK BARU\nTAHUN AJARAN 2025/2026"),
        ("b", "Program"),
        (
            "t",
            "• Kelompok Bermain (usia 3–4 th) — Senin–Kamis 07.30–10.00\n• TK A (usia 4–5 th) dan TK B (usia 5–6 th) — Senin–Jumat 07.30–11.00\n• Daycare (opsional) sampai pukul 16.00",
        ),
        ("b", "Keunggulan"),
        (
            "t",
            "Kurikulum Merdeka + tahfidz juz 30 · kelas maksimal 15 anak · outing class tiap bulan · bahasa Inggris & Sunda · kebun sayur dan sentra masak",
        ),
        ("b", "Biaya"),
        (
            "tab",
            (90, 40, 40),
            ("Komponen", "KB", "TK A/B"),
            [
                ("Uang pangkal", idn(3_500_000), idn(4_250_000)),
                ("SPP per bulan", idn(450_000), idn(550_000)),
                ("Seragam (4 stel) & buku", idn(950_000), idn(1_100_000)),
                ("Daycare per bulan", idn(850_000), idn(850_000)),
            ],
            ("LEFT", "RIGHT", "RIGHT"),
        ),
        ("b", "Jadwal"),
        (
            "t",
            "Gelombang 1: 1 Februari – 15 Maret 2025 (diskon uang pangkal 10%)\nGelombang 2: 16 Maret – 30 Juni 2025\nTrial class gratis setiap Sabtu 08.00 — daftar via WA 0822-1933-4410 (Bu Nenden)",
        ),
        ("s", "Kuota terbatas. Biaya yang sudah dibayarkan tidak dapat dikembalikan."),
        when="2025-01-25",
        title="Brosur PPDB 2025-2026",
    ),
    "",
)
put(
    "Jadwal Imsakiyah 1446 H Kota Bandung.pdf",
    pdf(
        ("c", "JADWAL IMSAKIYAH RAMADHAN 1446 H / 2025 M\nKOTA BANDUNG DAN SEKITARNYA"),
        (
            "s",
            "Koordinat 6°54' LS 107°36' BT · Ketinggian 700 mdpl · Sumber: Kementerian Agama Kota Bandung · Dibagikan oleh DKM Masjid Al-Ikhlas Griya Arcamanik",
        ),
        ("hr",),
        (
            "tab",
            (21, 27, 18, 18, 18, 18, 18, 18, 18),
            (
                "Ramadhan",
                "Tanggal",
                "Imsak",
                "Subuh",
                "Terbit",
                "Dzuhur",
                "Ashar",
                "Maghrib",
                "Isya",
            ),
            [
                (
                    str(i + 1),
                    f"{i + 1} Mar 2025",
                    f"04:{25 - i // 6:02d}",
                    f"04:{35 - i // 6:02d}",
                    f"05:{48 - i // 8:02d}",
                    f"11:{59 - i // 10:02d}",
                    f"15:{6 + i // 8:02d}",
                    f"18:{3 - i // 10:02d}",
                    f"19:{11 - i // 9:02d}",
                )
                for i in range(29)
            ],
            ("CENTER",) * 9,
        ),
        (
            "s",
            "Waktu imsak 10 menit sebelum Subuh. Untuk daerah Lembang/Ciwidey tambahkan ±1–2 menit. Penetapan 1 Syawal menunggu sidang isbat Kementerian Agama RI.",
        ),
        when="2025-02-20",
        title="Jadwal Imsakiyah Ramadhan 1446 H",
    ),
    "",
)
put(
    "Rute Trans Metro Pasundan.pdf",
    pdf(
        ("h", "TRANS METRO PASUNDAN — Bus Rapid Transit Bandung Raya"),
        (
            "s",
            "Program Buy The Service (BTS) Kementerian Perhubungan  ·  Tarif Rp 4.900 (QRIS/kartu uang elektronik)  ·  Info: @transmetropasundan",
        ),
        ("hr",),
        ("c", "PETA & JADWAL OPERASIONAL KORIDOR (berlaku mulai 1 Juni 2025)"),
        (
            "tab",
            (20, 85, 35, 30),
            ("Koridor", "Rute", "Operasional", "Headway"),
            [
                (
                    "K1",
                    "Terminal Leuwipanjang – Soreang (via Kopo, Sayati)",
                    "05.00 – 21.00",
                    "10–15 mnt",
                ),
                (
                    "K2",
                    "Terminal Leuwipanjang – Dago (via Pasir Koja, Alun-alun, Merdeka)",
                    "05.00 – 21.00",
                    "10 mnt",
                ),
                (
                    "K3",
                    "Kota Baru Parahyangan – Alun-alun Bandung (via Cimahi Selatan)",
                    "05.30 – 20.30",
                    "15 mnt",
                ),
                (
                    "K4",
                    "Terminal Leuwipanjang – Baleendah (via Moh. Toha)",
                    "05.00 – 21.00",
                    "12 mnt",
                ),
                (
                    "K5",
                    "Jatinangor (Unpad/ITB) – Bandung Electronic Center (via Cileunyi, Cibiru, Ujungberung, Arcamanik)",
                    "05.00 – 21.30",
                    "10 mnt",
                ),
            ],
            ("CENTER", "LEFT", "LEFT", "LEFT"),
        ),
        ("b", "Halte terdekat pusat kota"),
        (
            "t",
            "K5: Halte Unpad Jatinangor · Bunderan Cibiru · Alun-alun Ujungberung · Arcamanik (depan Griya) · Cicaheum · Pusdai · BEC",
        ),
        (
            "t",
            "Pembayaran hanya non-tunai. Penumpang wajib tap in di pintu depan. Prioritas tempat duduk untuk lansia, ibu hamil, penyandang disabilitas.",
        ),
        ("s", "Jadwal dapat berubah sewaktu-waktu menyesuaikan kondisi lalu lintas."),
        when="2025-06-01",
        title="Rute Trans Metro Pasundan",
    ),
    "",
)
