"""rumah-id: the home archive of Raka & Nadia, a young couple in Bandung (Indonesia).

Raka works remotely as a contractor for a Singapore company and invoices it every month;
Nadia is on the payroll of a Bandung coffee company. Raka's sister Salsa (a student at Unpad)
lives with them, and Raka looks after his parents' medical papers. Mostly PDFs; folders for
trips and family events named ``YYYY-MM Tempat``/``YYYY-MM Acara``; a kitchen renovation project.
"""

from __future__ import annotations

import pathlib

from tests.benchmarks.eval_libraries._write import write_library

NAME = "rumah-id"
PERSONA = (
    "Raka dan Nadia, pasangan muda di Bandung: Raka kerja remote sebagai kontraktor untuk "
    "perusahaan Singapura, Nadia staf keuangan di perusahaan kopi lokal, dan mereka juga "
    "mengurus berkas adik Raka (Salsa) serta orang tua Raka."
)
LANGUAGES = ["id", "en", "su", "jv"]
SPLIT = "dev"

GUIDELINE = """# Arsip rumah Raka & Nadia

Semua file baru (download, scan, kiriman WA/e-mail) masuk dulu ke `inbox/`. Seminggu sekali
kami pindahkan ke folder yang pas. Aturannya di bawah ini. Jangan bikin folder baru tanpa
ngobrol dulu — kalau memang belum ada tempatnya, biarkan saja di `inbox/`.

## Rumah/
Semua urusan rumah kami di Griya Arcamanik Asri C3/7.
- `KPR BTN/` — akad kredit dan tagihan angsuran KPR dari BTN.
- `Asuransi Kebakaran/` — polis asuransi rumah (yang wajib dari KPR). Walaupun suratnya
  menyebut BTN, polis asuransi tetap masuk sini, bukan ke KPR BTN.
- `PBB/` — SPPT dan bukti bayar PBB.
- `Tagihan/PLN`, `Tagihan/PDAM`, `Tagihan/IndiHome` — satu folder per layanan.
- `Renovasi Dapur/` — proyek dapur 2025: SPK Mang Ujang, RAB, nota toko bangunan, kitchen
  set dari Kayu Manis, rekap belanja, foto progres. Semua tagihan dari tukang/toko untuk
  proyek ini masuk sini walaupun di notanya tidak tertulis "renovasi".

## Kendaraan/
Satu folder per kendaraan: `Motor Vario/` dan `Mobil Brio/` (di dalamnya `Asuransi/` dan
`Servis/`). Asuransi mobil masuk ke Kendaraan, jangan dicampur dengan asuransi rumah.

## Keuangan/
- Satu folder per rekening: `Rekening BCA Nadia/`, `Rekening Mandiri Raka/`, `Wise Raka/`.
  Rekening koran/mutasi SELALU masuk folder rekeningnya, walaupun isinya pembayaran hotel,
  tiket, kitchen set, dll. Yang menentukan adalah rekeningnya.
- `Investasi/` — reksa dana, SBR, rekap portofolio.
- `Pajak/<tahun>/` — pakai **tahun pajak**, bukan tanggal suratnya. Contoh: bukti potong
  1721-A1 tahun 2024 yang baru dikirim HRD bulan Januari 2025 masuk `Pajak/2024`. Bukti lapor
  SPT Tahunan 2024 (dilapor Maret 2025) juga `Pajak/2024`. Setoran PPh 25 Raka ikut masa
  pajaknya (masa Desember 2024 yang dibayar Januari 2025 → `Pajak/2024`).
  PBB rumah tetap di `Rumah/PBB`.

## Kerja/
- `Raka - Lumio Labs/` (perusahaan Raka di Singapura, kerja remote dari Bandung):
  - `Kontrak/` — agreement dan amendment.
  - `Invoice ke Lumio/` — invoice yang RAKA BUAT dan kirim ke Lumio tiap awal bulan
    (nomor INV-tahun-urut), plus template-nya.
  - `Biaya Kerja/` — tagihan/kuitansi yang kami TERIMA untuk keperluan kerja Raka:
    coworking Ruang Kerja Dago, lisensi software, alat kerja. Hati-hati: invoice dari
    coworking itu tagihan untuk kami, jadi masuk sini, bukan ke "Invoice ke Lumio".
- `Nadia - Priangan Kopi/` — `Slip Gaji/` (per bulan) dan `Kontrak & SK/`.

## Keluarga/
Satu folder per orang: `Raka/`, `Nadia/`, `Salsa/` (adik Raka), `Apa Ema/` (orang tua Raka).
Isinya dokumen pribadi: catatan paspor/KTP, hasil lab, MCU, kwitansi dokter, surat rujukan
dan surat kontrol, ijazah/CV, sertifikat.
- Apa, Raka, dan Salsa sama-sama pakai nama Hidayat, jadi lihat **nama depan** orang yang
  bersangkutan (Asep = Apa, Euis = Ema, Salsabila = Salsa). Yang menentukan adalah orang
  yang diperiksa/yang punya dokumen, bukan yang bayar atau yang jadi penanggung jawab.
- Kuliah Salsa di Unpad disimpan per **tahun akademik**: `Salsa/Kuliah 2023-2024/`,
  `Salsa/Kuliah 2024-2025/` (tahun akademik mulai Agustus, selesai Juli). Tagihan UKT, KHS,
  surat dari kampus masuk tahun akademik yang dibahas — surat bulan Januari tentang semester
  genap ikut tahun akademik yang mulai Agustus sebelumnya. Hasil lab/dokumen pribadi Salsa di
  `Salsa/` langsung.

## Perjalanan/
Satu folder per perjalanan, nama `YYYY-MM Tempat` (bulan berangkat), misalnya
`2025-06 Lombok`. Semua yang berhubungan dengan perjalanan itu masuk ke sana: tiket pesawat,
kereta, kapal, travel ke bandara, hotel atau homestay (walaupun lokasinya di desa/kecamatan
lain di sekitar situ), sewa mobil, tur yang dipesan lewat agen dari kota lain, struk dan
nota belanja selama di sana, rencana perjalanan. Perjalanan kerja Raka (offsite ke
Singapura) juga di sini.

Nama kota di sebuah dokumen belum tentu berarti itu dokumen perjalanan — lihat dulu
dokumennya tentang apa. Kantor Lumio memang di Singapura, tapi kontrak & invoice tetap di
Kerja.

## Acara/
Acara keluarga yang kami urus atau datangi dengan persiapan, nama `YYYY-MM Nama acara`:
katering, sewa tenda, undangan, seragam, hotel untuk datang ke acaranya, daftar tamu.

## Foto/
- Foto yang diambil selama perjalanan atau acara masuk ke folder perjalanan/acara itu —
  cek tanggal fotonya (bukan tanggal file masuk inbox).
- Foto progres renovasi masuk `Rumah/Renovasi Dapur/`.
- Foto lainnya masuk `Foto/<tahun foto diambil>/`.

## Resep/ dan Hobi/
- `Resep/` — resep masakan (banyak dari Ibu di Solo dan dari Ema).
- `Hobi/Lari/` — pendaftaran lomba, e-tiket race, sertifikat finisher, catatan latihan.
- `Hobi/Buku/` — catatan bacaan, satu file per buku, plus daftar bacaan.

Yang tidak cocok di mana pun: biarkan di inbox, nanti kami putuskan berdua.
"""


def build(root: pathlib.Path) -> dict[str, str]:
    # imported here: the data makes its PDFs and photos as it is imported (~20 s)
    from tests.benchmarks.eval_libraries.rumah_id_data import FILED
    from tests.benchmarks.eval_libraries.rumah_id_inbox_data import INBOX

    return write_library(root, GUIDELINE, FILED, INBOX, count=40, nowhere=4)
