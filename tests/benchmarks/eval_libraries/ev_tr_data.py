"""Filed files of the Turkish household library (ev-tr): a family in Karşıyaka, İzmir."""

from __future__ import annotations

import datetime as _dt
import email.policy
import email.utils
from email.message import EmailMessage

_EML_POLICY = email.policy.default.clone(utf8=True)
_TR = _dt.timezone(_dt.timedelta(hours=3))


def _eml(sender: str, to: str, subject: str, when: str, body: str) -> bytes:
    """Build an e-mail; ``when`` is local Turkish time as ``YYYY-MM-DD HH:MM``."""
    msg = EmailMessage()
    msg["From"] = sender
    msg["To"] = to
    msg["Subject"] = subject
    stamp = _dt.datetime.strptime(when, "%Y-%m-%d %H:%M").replace(tzinfo=_TR)
    msg["Date"] = email.utils.format_datetime(stamp)
    msg.set_content(body)
    return msg.as_bytes(policy=_EML_POLICY)


ME = "Mehmet Aydın <mehmet.aydin.35@gmail.com>"
AYSE = "Ayşe Aydın <ayseaydin.biyoloji@gmail.com>"
SHOP = "Aydın Zeytincilik <siparis@aydinzeytincilik.com.tr>"

FILED: dict[str, str | bytes] = {
    # --- Ev/Aidat ---------------------------------------------------------
    "Ev/Aidat/Aidat makbuzu Haziran 2025.txt": """\
YALI EVLERİ SİTESİ YÖNETİMİ
2040 Sk. No: 8, Mavişehir – Karşıyaka / İZMİR

TAHSİLAT MAKBUZU                      No: 2025/0614
Tarih: 05.06.2025

Blok / Daire : B Blok – Daire 12
Malik        : Mehmet Aydın
Açıklama     : Haziran 2025 aidatı
Tutar        : 2.750,00 TL
Ödeme şekli  : Havale (Vakıfbank site hesabı)

Site Yöneticisi
Nurten Çelik
""",
    "Ev/Aidat/scan_0012.txt": """\
YALI EVLERİ SİTESİ YÖNETİMİ – TAHSİLAT MAKBUZU
Makbuz No: 2025/0733          Tarih: 04.07.2025
B Blok D:12 – Mehmet AYDIN
Temmuz 2025 aidatı ........................ 2.750,00 TL
Asansör revizyonu ek ödeme (3/3) ............ 600,00 TL
TOPLAM ..................................... 3.350,00 TL
Tahsil eden: N. Çelik
""",
    "Ev/Aidat/2025 işletme projesi.md": """\
# Yalı Evleri Sitesi – 2025 Yılı İşletme Projesi (özet)

Kat malikleri kurulu toplantısı: 18 Ocak 2025

| Gider kalemi | Yıllık tutar |
|---|---|
| Kapıcı maaşı + SGK | 612.000 TL |
| Ortak alan elektriği | 96.000 TL |
| Asansör bakım sözleşmesi | 54.000 TL |
| Bahçe ve havuz bakımı | 118.000 TL |
| Temizlik malzemesi | 22.000 TL |
| Yönetim ve muhasebe | 48.000 TL |
| Yedek akçe | 40.000 TL |

Toplam 990.000 TL / 30 daire → daire başı aylık **2.750 TL** (Ocak–Aralık).
Aidat her ayın 10'una kadar ödenir, geciken aylara %5 gecikme tazminatı uygulanır.
""",
    "Ev/Aidat/Aidat ödemeleri 2025.csv": """\
ay;tutar;odeme_tarihi;not
Ocak;2.400,00;08.01.2025;eski proje
Şubat;2.750,00;06.02.2025;
Mart;2.750,00;07.03.2025;
Nisan;2.750,00;09.04.2025;bayram sonrası
Mayıs;3.350,00;06.05.2025;asansör 1/3 dahil
Haziran;3.350,00;05.06.2025;asansör 2/3 dahil
Temmuz;3.350,00;04.07.2025;asansör 3/3 dahil
Ağustos;2.750,00;07.08.2025;
""",
    # --- Ev/Elektrik ------------------------------------------------------
    "Ev/Elektrik/Gediz fatura Haziran 2025.eml": _eml(
        "Gediz Elektrik Perakende <e-fatura@gediz.com.tr>",
        ME,
        "Haziran 2025 Elektrik Faturanız",
        "2025-06-04 08:12",
        """\
Sayın MEHMET AYDIN,

Sözleşme hesap no 4002817735 olan tesisatınıza ait Haziran 2025 dönemi
elektrik faturanız oluşturulmuştur.

Tesisat adresi : Mavişehir, 2040 Sk. No: 8 B Blok D:12 Karşıyaka/İZMİR
Tüketim        : 241 kWh (05.05.2025 – 03.06.2025)
Fatura tutarı  : 782,35 TL
Son ödeme      : 19.06.2025

Faturanızı Gediz Mobil uygulamasından veya bankanızdan ödeyebilirsiniz.

Gediz Elektrik Perakende Satış A.Ş.
""",
    ),
    "Ev/Elektrik/elektrik_2025-07.txt": """\
GEDİZ ELEKTRİK PERAKENDE SATIŞ A.Ş. – e-Arşiv Fatura
Fatura No: GPS2025000748213        Fatura Tarihi: 04.07.2025
Abone: MEHMET AYDIN    Sözleşme Hesap No: 4002817735
Tarife: Mesken – Tek Zamanlı

İlk endeks: 38.915   Son endeks: 39.318   Tüketim: 403 kWh
Enerji bedeli ........................ 1.010,84 TL
Dağıtım bedeli ......................... 333,73 TL
BTV + enerji fonu ....................... 27,77 TL
KDV (%20) .............................. 274,47 TL
ÖDENECEK TUTAR ....................... 1.646,81 TL
Son ödeme tarihi: 21.07.2025
Not: klimalar yüzünden yüksek geldi (M.)
""",
    "Ev/Elektrik/sayaç değişimi.txt": """\
GEDİZ ELEKTRİK DAĞITIM A.Ş.
SAYAÇ DEĞİŞTİRME TUTANAĞI

Tarih: 12 Şubat 2025
Tesisat no: 1207734519
Adres: Mavişehir 2040 Sk. No: 8 B/12 Karşıyaka

Sökülen sayaç: Makel C500, seri no 21834577, son endeks 36.402
Takılan sayaç: Luna elektronik, seri no 83320491, ilk endeks 0

Değişim nedeni: periyodik muayene süresi dolması
Abone/vekili: Mehmet Aydın (imza)
Ekip: 3 nolu saha ekibi
""",
    # --- Ev/Su ------------------------------------------------------------
    "Ev/Su/İZSU Mayıs 2025.txt": """\
İZMİR SU VE KANALİZASYON İDARESİ (İZSU)
Su Faturası – Mayıs 2025

Abone No     : 3520418877
Abone Adı    : AYDIN MEHMET
Adres        : Mavişehir Mah. 2040 Sk. No:8 B/12 Karşıyaka
Okuma tarihi : 14.05.2025   Önceki okuma: 14.04.2025
Tüketim      : 16 m³

Su bedeli ................. 294,40 TL
Atık su bedeli ............ 147,20 TL
ÇTV ........................ 17,60 TL
KDV ........................ 45,91 TL
Toplam .................... 505,11 TL
Son ödeme: 03.06.2025
""",
    "Ev/Su/izsu_fatura_2025-07.html": """\
<!DOCTYPE html>
<html lang="tr">
<head><meta charset="utf-8"><title>İZSU Online İşlemler – Fatura Detayı</title></head>
<body>
<h2>İZSU – Fatura Detayı</h2>
<p>Abone No: 3520418877 · AYDIN MEHMET · Karşıyaka</p>
<table border="1">
<tr><th>Dönem</th><th>Tüketim</th><th>Tutar</th><th>Son Ödeme</th><th>Durum</th></tr>
<tr><td>2025/07</td><td>21 m³</td><td>698,45 TL</td><td>04.08.2025</td><td>Ödendi</td></tr>
<tr><td>2025/06</td><td>18 m³</td><td>578,92 TL</td><td>03.07.2025</td><td>Ödendi</td></tr>
</table>
<p>Kademeli tarife: 0–13 m³ / 13 m³ üzeri.</p>
</body>
</html>
""",
    "Ev/Su/abonelik bilgileri.md": """\
# Su aboneliği (İZSU)

- Abone no: **3520418877** (babamın adına değil, benim adıma – 2019'da devraldık)
- Sayaç: bahçe tarafındaki sayaç dolabı, B blok 12 numara
- Güvence bedeli: 2019'da 350 TL yatırıldı
- Otomatik ödeme talimatı: Ziraat Bankası hesabından (2023'ten beri)
- Arıza: ALO 185
""",
    # --- Ev/Doğalgaz -------------------------------------------------------
    "Ev/Doğalgaz/İzmirgaz Ocak 2025.txt": """\
İZMİRGAZ – DOĞAL GAZ FATURASI
Fatura dönemi: Ocak 2025           Fatura tarihi: 17.01.2025
Tesisat No: 10034527781      Abone: MEHMET AYDIN
Adres: Mavişehir 2040 Sk. 8/B-12 Karşıyaka

Son endeks: 14.206 m³    İlk endeks: 13.988 m³
Tüketim: 218 m³ (2.305 kWh)
Gaz bedeli ....................... 2.148,60 TL
ÖTV ................................ 41,42 TL
KDV (%20) ........................ 438,00 TL
Fatura tutarı .................... 2.628,02 TL
Son ödeme tarihi: 03.02.2025
""",
    "Ev/Doğalgaz/İzmirgaz Şubat 2025.eml": _eml(
        "İzmirgaz <efatura@izmirgaz.com.tr>",
        ME,
        "İzmirgaz e-Fatura Bilgilendirme – Şubat 2025",
        "2025-02-18 07:45",
        """\
Sayın MEHMET AYDIN,

10034527781 numaralı tesisatınıza ait Şubat 2025 dönemi doğal gaz
faturanız düzenlenmiştir.

Tüketim   : 247 m³
Tutar     : 2.971,35 TL
Son ödeme : 04.03.2025

İzmirgaz Online İşlemler'den faturanızın detayını görüntüleyebilirsiniz.

Saygılarımızla,
İzmirgaz
""",
    ),
    "Ev/Doğalgaz/doğalgaz tüketim 2024-2025.csv": """\
donem,tuketim_m3,tutar_tl
2024-10,38,412.10
2024-11,121,1384.55
2024-12,196,2301.70
2025-01,218,2628.02
2025-02,247,2971.35
2025-03,164,1987.40
2025-04,79,968.15
2025-05,31,389.60
2025-06,19,247.90
2025-07,17,226.35
""",
    # --- Ev/İnternet -------------------------------------------------------
    "Ev/İnternet/Superonline Temmuz 2025.txt": """\
TURKCELL SUPERONLINE – FATURA
Müşteri No: 8801927364     Hizmet No: 2324561198
Müşteri: Mehmet Aydın
Fatura dönemi: 01.07.2025 – 31.07.2025

Fiber 100 Mbps Limitsiz (24 ay taahhüt) ....... 599,00 TL
Modem kullanım bedeli .......................... 0,00 TL
ÖİV + KDV dahil toplam ....................... 599,00 TL
Son ödeme tarihi: 18.08.2025
""",
    "Ev/İnternet/taahhüt sözleşmesi özeti.md": """\
# Superonline fiber – taahhüt

- Başlangıç: 15 Mart 2024, 24 ay → bitiş **15.03.2026**
- Paket: Fiber 100 Mbps limitsiz, aylık 449 TL (2024), Ocak 2025'ten beri 599 TL
- Cayma bedeli (erken iptal): kalan indirimler + modem
- Modem: Huawei HG8245, seri no arkasında
- Arıza hattı: 0850 222 0 532
- Taahhüt bitmeden Türk Telekom'un teklifine bakılacak!
""",
    "Ev/İnternet/Superonline Ağustos 2025.eml": _eml(
        "Turkcell Superonline <fatura@superonline.net>",
        ME,
        "Ağustos 2025 faturanız hazır",
        "2025-09-02 10:03",
        """\
Değerli Müşterimiz Mehmet Aydın,

2324561198 hizmet numaralı fiber internet aboneliğinize ait Ağustos 2025
faturanız 599,00 TL olarak oluşturulmuştur. Son ödeme tarihi 18.09.2025.

Otomatik ödeme talimatınız bulunduğundan ödemeniz kartınızdan tahsil edilecektir.

Turkcell Superonline
""",
    ),
    # --- Ev/Emlak Vergisi -------------------------------------------------
    "Ev/Emlak Vergisi/2024 emlak vergisi 1. taksit.txt": """\
T.C. KARŞIYAKA BELEDİYESİ – TAHSİLAT MAKBUZU
Makbuz No: 2024-118274        Tarih: 27.05.2024
Mükellef: MEHMET AYDIN     Sicil No: 501278
Gelir türü: Emlak Vergisi (Mesken) 2024 / 1. taksit
Ada/Parsel: 24131 / 7 – B Blok Bağ. Böl. 12
Tutar: 1.096,30 TL
Çevre temizlik vergisi: 0,00 TL (su faturasıyla alınıyor)
Ödeme kanalı: e-Belediye kredi kartı
""",
    "Ev/Emlak Vergisi/2025 emlak vergisi 1. taksit.txt": """\
KARŞIYAKA BELEDİYESİ
e-Belediye Ödeme Dekontu

İşlem tarihi : 2025-05-22 21:14
Sicil no     : 501278 – AYDIN MEHMET
Borç         : Emlak Vergisi 2025 / 1. Taksit (Mesken, Mavişehir 24131 ada 7 parsel)
Tutar        : 1.315,55 TL
Durum        : ÖDENDİ (Garanti BBVA kredi kartı ****4417)
""",
    "Ev/Emlak Vergisi/2025 emlak vergisi hesap.md": """\
# Emlak vergisi 2025

2025 yeniden değerleme: rayiç bedel arttı, vergi ~%20 yükseldi.

- Yıllık toplam: **2.631,10 TL**
- 1. taksit: 1.315,55 TL → son gün 2 Haziran 2025 (31 Mayıs Cumartesi'ye denk geldi), ödendi 22.05.
- 2. taksit: 1.315,55 TL → son gün 1 Aralık 2025
- Babamın Urla'daki zeytinliği için ayrı arazi vergisi var, o babamın sicilinde.
""",
    # --- Ev/DASK ----------------------------------------------------------
    "Ev/DASK/DASK poliçe 2023.txt": """\
ZORUNLU DEPREM SİGORTASI POLİÇESİ (DASK)
Poliçe No: 87214530        Sigorta şirketi: Anadolu Sigorta
Sigortalı: Mehmet AYDIN
Adres: Mavişehir Mah. 2040 Sk. No: 8 B Blok D:12 Karşıyaka / İZMİR
UAVT adres kodu: 1283746590
Yapı tarzı: Betonarme   İnşa yılı: 2008   Brüt alan: 115 m²
Başlangıç: 14.10.2023   Bitiş: 14.10.2024
Sigorta bedeli: 1.057.000 TL
Prim: 1.122,00 TL
""",
    "Ev/DASK/DASK poliçe 2024.txt": """\
ZORUNLU DEPREM SİGORTASI POLİÇESİ (DASK) – YENİLEME
Poliçe No: 91338472        Önceki poliçe: 87214530
Sigortalı: Mehmet AYDIN
Risk adresi: Mavişehir 2040 Sk. 8 / B-12 Karşıyaka İZMİR
Başlangıç: 14.10.2024   Bitiş: 14.10.2025
Sigorta bedeli: 1.552.000 TL
Prim: 1.648,00 TL (acente: Bostanlı Sigorta Aracılık)
""",
    "Ev/DASK/deprem sigortası bilgi notu.md": """\
# DASK – bina bilgileri

- UAVT kodu: 1283746590 (e-Devlet'ten baktım)
- Bina: 2008 yapımı, betonarme, 6 kat, 115 m² brüt
- Her yıl **14 Ekim**'de yenileniyor, acente SMS atıyor.
- Konut sigortası (eşya) ayrıca yok, DASK sadece binayı karşılıyor.
- 30 Ekim 2020 depreminden sonra bina hasar tespiti: hasarsız.
""",
    # --- Ev/Garanti Belgeleri ---------------------------------------------
    "Ev/Garanti Belgeleri/Arçelik bulaşık makinesi.txt": """\
ARÇELİK – GARANTİ BELGESİ
Ürün: Bulaşık Makinesi 6144 I   Seri No: 71204877 1420
Satış tarihi: 03.03.2024
Satıcı: Karşıyaka Arçelik Yetkili Satıcısı (Çarşı)
Fatura No: KAR2024000000391   Tutar: 18.999,00 TL
Garanti süresi: 3 yıl (03.03.2027'ye kadar)
Yetkili servis: 444 0 888
""",
    "Ev/Garanti Belgeleri/Vestel televizyon e-garanti.eml": _eml(
        "Vestel <egaranti@vestel.com.tr>",
        ME,
        "e-Garanti Belgeniz Oluşturuldu",
        "2024-11-30 15:22",
        """\
Sayın Mehmet Aydın,

Satın aldığınız ürüne ait e-garanti belgeniz oluşturulmuştur.

Ürün: Vestel 55U9500 55" 4K Smart TV
Seri no: 4G3112K0098X
Satın alma tarihi: 29.11.2024 (Efsane Cuma kampanyası)
Garanti bitiş: 29.11.2026

Belgenize e-Devlet > Garanti Belgesi Sorgulama ekranından da ulaşabilirsiniz.

Vestel Müşteri Hizmetleri
""",
    ),
    "Ev/Garanti Belgeleri/çamaşır makinesi fatura-garanti.md": """\
# Çamaşır makinesi – Bosch WGA242X0TR

- Alındığı yer: **Bostanlı Teknosa**
- Tarih: 17 Temmuz 2023
- Fiyat: 14.499 TL (3 taksit, Bonus)
- Garanti: 2 yıl üretici + 1 yıl ek garanti (Teknosa Garanti+), bitiş 17.07.2026
- Seri no: kapağın içinde, fotoğrafı telefonda
- 2024 Şubat'ta pompa arızası → servis ücretsiz değiştirdi
""",
    "Ev/Garanti Belgeleri/scan_0007.txt": """\
GARANTİ BELGESİ
Ürün cinsi: Split Klima   Marka/Model: Baymak Lectus 12000 BTU
Seri No: BL12-2206-44719
Teslim tarihi: 24.06.2022
Satıcı: Ege İklimlendirme, Bornova / İZMİR
Garanti süresi: 3 yıl
Montaj: 25.06.2022 – montaj ücreti 1.250 TL
""",
    # --- Ev/Tamir-Bakım ---------------------------------------------------
    "Ev/Tamir-Bakım/kombi bakımı Ekim 2024.txt": """\
DEMİRDÖKÜM YETKİLİ SERVİS – SERVİS FORMU
Form No: 24-10-3381           Tarih: 08.10.2024
Müşteri: Mehmet Aydın, Mavişehir 2040 Sk. 8 B/12
Cihaz: DemirDöküm Nitromix P 24 kW, kurulum 2017

Yapılan işlem: yıllık bakım, eşanjör temizliği, baca gazı analizi
Değişen parça: yok
Gaz basıncı / su basıncı: normal / 1,5 bar
İşçilik: 1.450,00 TL (KDV dahil)
Teknisyen: Serkan Y.
""",
    "Ev/Tamir-Bakım/banyo tadilat teklifi.md": """\
# Banyo tadilatı – teklifler (Mart 2025)

| Usta | Kapsam | Teklif |
|---|---|---|
| Hakan Usta (Bostanlı) | fayans söküm + yeni fayans + duş teknesi | 68.000 TL |
| Yapı Market Karşıyaka | aynı + vitrifiye dahil | 84.500 TL |
| Cengiz Bey (komşunun ustası) | sadece duş teknesi ve batarya | 21.000 TL |

Karar: Haziran'da okul kapanınca Hakan Usta, malzemeyi biz alacağız.
""",
    "Ev/Tamir-Bakım/tesisatçı fiş.txt": """\
Özgür Tesisat – Karşıyaka
Tarih: 2025-06-23
Mutfak evye bataryası değişimi + 2 ara musluk
Batarya (E.C.A.) ......... 1.650 TL
Ara musluk x2 ............ 380 TL
İşçilik .................. 900 TL
Toplam .................. 2.930 TL  – nakit ödendi
""",
    # --- Okul/2024-2025 ---------------------------------------------------
    "Okul/2024-2025/ders programı 2024-2025.md": """\
# Ders programım – 2024-2025 (Mavişehir Anadolu Lisesi)

Öğretmen: Ayşe Aydın – Biyoloji

| Gün | Dersler |
|---|---|
| Pazartesi | 9-A (2), 10-C (2) |
| Salı | 11-B (2), 9-D (2) |
| Çarşamba | boş gün |
| Perşembe | 10-C (2), 12-A seçmeli (2) |
| Cuma | 9-A, 9-D, 11-B (2) |

Haftalık 18 saat + 2 saat rehberlik (9-A sınıf öğretmenliği).
Nöbet: Salı, B blok 2. kat.
""",
    "Okul/2024-2025/zümre toplantısı Eylül 2024.txt": """\
MAVİŞEHİR ANADOLU LİSESİ
2024-2025 EĞİTİM-ÖĞRETİM YILI
BİYOLOJİ ZÜMRE ÖĞRETMENLERİ TOPLANTI TUTANAĞI

Toplantı tarihi: 05.09.2024   Yer: Biyoloji laboratuvarı
Katılanlar: Ayşe Aydın (zümre başkanı), Murat Tekin, Elif Şahin

1. Yıllık planların 9 Eylül 2024'e kadar e-Okul'a girilmesi
2. Ortak sınavların Kasım ve Ocak'ta yapılması, 9. sınıflarda il geneli ortak sınav
3. Laboratuvar kullanım çizelgesi (mikroskop bakımı Ekim'de)
4. TÜBİTAK 4006 bilim fuarı için 10. sınıflardan proje grupları

Zümre başkanı: Ayşe AYDIN
""",
    "Okul/2024-2025/1. dönem ortak sınav takvimi.html": """\
<!DOCTYPE html>
<html lang="tr">
<head><meta charset="utf-8"><title>2024-2025 1. Dönem Sınav Takvimi</title></head>
<body>
<h1>Mavişehir Anadolu Lisesi – 2024-2025 1. Dönem Yazılı Sınav Takvimi</h1>
<table border="1">
<tr><th>Ders</th><th>1. Yazılı</th><th>2. Yazılı</th></tr>
<tr><td>Biyoloji (9. sınıflar – ortak)</td><td>06.11.2024</td><td>02.01.2025</td></tr>
<tr><td>Biyoloji (10. sınıflar)</td><td>07.11.2024</td><td>03.01.2025</td></tr>
<tr><td>Biyoloji (11. sınıflar)</td><td>25.10.2024</td><td>27.12.2024</td></tr>
</table>
<p>Not girişleri için son gün: 10 Ocak 2025. Karne: 17 Ocak 2025.</p>
</body>
</html>
""",
    "Okul/2024-2025/scan_0020.txt": """\
MAVİŞEHİR ANADOLU LİSESİ MÜDÜRLÜĞÜ
2024-2025 Eğitim-Öğretim Yılı Sonu Öğretmenler Kurulu Toplantısı

Tarih: 20 Haziran 2025, saat 13.30   Yer: Konferans salonu

Gündem:
1. Yıl sonu başarı durumunun değerlendirilmesi (okul ortalaması 78,4)
2. Sorumlu geçen öğrenciler ve sorumluluk sınavları
3. Haziran mesleki çalışma programı (23 Haziran – 1 Temmuz 2025)
4. Karnelerin dağıtımı ve yaz tatili

Okul Müdürü
Hasan Kurt
""",
    # --- Okul/2025-2026 ---------------------------------------------------
    "Okul/2025-2026/zümre toplantısı tutanağı 2025-09.txt": """\
MAVİŞEHİR ANADOLU LİSESİ
2025-2026 EĞİTİM-ÖĞRETİM YILI BİYOLOJİ ZÜMRESİ 1. TOPLANTI TUTANAĞI

Tarih: 03.09.2025
Katılanlar: Ayşe Aydın, Murat Tekin, Deniz Arslan (yeni atanan)

- Yeni müfredat (Türkiye Yüzyılı Maarif Modeli) 10. sınıflarda da başlıyor.
- Yıllık planlar 12 Eylül 2025'e kadar hazırlanacak.
- Laboratuvar için 2 yeni mikroskop talebi okul aile birliğine iletilecek.
- Zümre başkanı bu yıl Murat Tekin.
""",
    "Okul/2025-2026/sınıf listesi 10-B.csv": """\
sira;okul_no;ad_soyad;not
1;1204;Ada Yılmaz;
2;1211;Berk Kaya;
3;1215;Cansu Öztürk;
4;1219;Deniz Acar;sol elini kullanıyor, lab masası
5;1227;Efe Demir;
6;1230;Elif Koç;
7;1238;Kerem Şen;
8;1242;Zeynep Aksoy;sınıf başkanı
""",
    "Okul/2025-2026/nöbet çizelgesi 2025-2026.md": """\
# Nöbet çizelgesi – 2025-2026 1. dönem

Geçerlilik: 8 Eylül 2025 – 23 Ocak 2026

| Gün | Yer | Öğretmenler |
|---|---|---|
| Pazartesi | Bahçe | M. Tekin, S. Güler |
| Salı | A blok zemin | A. Aydın, H. Öz |
| Perşembe | Kantin önü | A. Aydın, D. Arslan |

Nöbet 08.00'de başlar, son ders bitimine kadar sürer.
""",
    "Okul/2025-2026/veli toplantısı sunumu 10-B.md": """\
# 10-B veli toplantısı – sınıf öğretmeni Ayşe Aydın

Tarih: 27 Eylül 2025, Cumartesi 11.00

1. Kendimi tanıtma, iletişim: e-Okul mesaj + okul telefonu
2. Devamsızlık sınırı: özürsüz 10 gün, toplam 30 gün
3. 1. dönem yazılı tarihleri Ekim sonu / Aralık
4. Okul aile birliği bağışı gönüllüdür
5. Sınıf gezisi fikri: Efes Antik Kenti (Kasım)
""",
    # --- Okul/Maaş ----------------------------------------------------------
    "Okul/Maaş/e-Bordro Haziran 2025.txt": """\
T.C. MİLLÎ EĞİTİM BAKANLIĞI – MAAŞ BORDROSU (KBS)
Dönem: Haziran 2025         Kurum: Mavişehir Anadolu Lisesi
Adı Soyadı: AYŞE AYDIN     Unvan: Öğretmen (Biyoloji)
Derece/Kademe: 1/4

Aylık + taban aylık ................ 22.914,62 TL
Ek gösterge, kıdem, yan ödeme ...... 13.608,30 TL
Ek ders ücreti (2 saat rehberlik) ... 1.146,40 TL
Eğitim-öğretim tazminatı ........... 12.402,11 TL
Brüt toplam ........................ 50.071,43 TL
Kesintiler (GV, DV, SGK, sendika) .. -3.402,76 TL
NET ÖDENEN ......................... 46.668,67 TL
Ödeme tarihi: 15.06.2025
""",
    "Okul/Maaş/e-Bordro Temmuz 2025.txt": """\
KBS Maaş Bordrosu – Temmuz 2025
AYŞE AYDIN – MEB / Mavişehir Anadolu Lisesi
Memur maaş artışı (toplu sözleşme + enflasyon farkı) uygulanmıştır.

Brüt toplam ........ 57.634,28 TL
Toplam kesinti ..... -4.211,53 TL
Net ................ 53.422,75 TL
Ödeme: 15.07.2025 (Ziraat Bankası maaş hesabı)
""",
    "Okul/Maaş/e-Bordro Ağustos 2025.txt": """\
KBS Maaş Bordrosu – Ağustos 2025
AYŞE AYDIN – MEB / Mavişehir Anadolu Lisesi
Not: Yaz tatili nedeniyle ek ders ücreti ödenmemiştir.

Brüt toplam ........ 56.487,88 TL
Toplam kesinti ..... -4.138,21 TL
Net ................ 52.349,67 TL
Ödeme: 15.08.2025
""",
    # --- Dükkan/Faturalar/Gelen -------------------------------------------
    "Dükkan/Faturalar/Gelen/Ege Ambalaj fatura Mart 2025.txt": """\
e-ARŞİV FATURA
Satıcı: EGE AMBALAJ SAN. VE TİC. LTD. ŞTİ.
Pınarbaşı Mah. 1203 Sk. No: 9, Bornova / İZMİR
Bornova V.D. – VKN 3250417869

SAYIN: AYDIN ZEYTİNCİLİK – MEHMET AYDIN
Kemalpaşa Cad. No: 41/A Karşıyaka / İZMİR
Karşıyaka V.D. – VKN 0410298735

Fatura No: EGA2025000000412   Fatura Tarihi: 11.03.2025
ETTN: 3f8c2a91-7d4e-4b6a-9e21-0c5d8f7a1b34

5 lt teneke kutu, baskılı "Aydın Zeytincilik" – 400 adet x 41,50 = 16.600,00 TL
1 lt teneke kutu, baskısız – 300 adet x 18,20 = 5.460,00 TL
Mal/hizmet toplam: 22.060,00 TL
KDV %20: 4.412,00 TL
Ödenecek tutar: 26.472,00 TL
Vade: 30 gün
""",
    "Dükkan/Faturalar/Gelen/Edremit Körfez fatura Aralık 2024.txt": """\
e-FATURA
KÖRFEZ ZEYTİNYAĞI FABRİKASI – Hüsnü Karaca
Zeytinli Mah., Edremit / BALIKESİR – Edremit V.D. 5480012337

Alıcı: Mehmet AYDIN (Aydın Zeytincilik), Karşıyaka V.D. 0410298735
Fatura No: KZF2024000002187    Tarih: 2024-12-19

Natürel sızma zeytinyağı, erken hasat, asit 0,3 – 1.200 lt x 265,00 = 318.000,00 TL
Natürel sızma zeytinyağı, normal hasat, asit 0,6 – 800 lt x 235,00 = 188.000,00 TL
Ara toplam: 506.000,00 TL
KDV %1: 5.060,00 TL
Genel toplam: 511.060,00 TL
Ödeme: %50 peşin, kalan 15.02.2025
""",
    "Dükkan/Faturalar/Gelen/Marasca Glass invoice 2025-02.eml": _eml(
        "Marasca Glass S.r.l. <accounts@marascaglass.it>",
        SHOP,
        "Invoice MG-2025-0188 – Aydın Zeytincilik",
        "2025-02-14 11:40",
        """\
Dear Mr. Aydın,

please find below the details of invoice MG-2025-0188 for your order of 28 January 2025.

Item: Marasca 500 ml dark green glass bottle, DOP 31.5 neck – 3,600 pcs x EUR 0.58 = EUR 2,088.00
Item: Aluminium screw caps with pourer, black – 3,600 pcs x EUR 0.11 = EUR 396.00
Freight (Livorno – İzmir, groupage): EUR 310.00
Total due: EUR 2,794.00 (export delivery, VAT not applicable)

Payment terms: bank transfer within 30 days, IBAN IT60 X054 2811 1010 0000 0123 456.

Kind regards,
Giulia Ferrante
Accounts Department, Marasca Glass S.r.l., Empoli (FI)
""",
    ),
    "Dükkan/Faturalar/Gelen/etiket matbaa faturası.md": """\
# Karşıyaka Ofset – fatura özeti

- Fatura no: KOF2025000000097, tarih **2025-04-08**
- Satıcı: Karşıyaka Ofset Matbaacılık (Sinan Bey)
- Alıcı: Aydın Zeytincilik – Mehmet Aydın
- 5.000 adet şişe etiketi (500 ml, kuşe, yaldızlı): 9.750,00 TL
- 2.000 adet teneke etiketi: 3.200,00 TL
- KDV %20: 2.590,00 TL → **toplam 15.540,00 TL**
- Havale ile ödendi 15.04.2025
""",
    # --- Dükkan/Faturalar/Kesilen -----------------------------------------
    "Dükkan/Faturalar/Kesilen/AZY2025000000087.txt": """\
e-ARŞİV FATURA
AYDIN ZEYTİNCİLİK – MEHMET AYDIN
Kemalpaşa Cad. No: 41/A Karşıyaka / İZMİR – Tel: 0232 364 18 72
Karşıyaka V.D. – VKN 0410298735

SAYIN: ALAÇATI TAŞ MEYHANE – KARA GIDA TURİZM LTD. ŞTİ.
Kemalpaşa Mah. 1040 Sk. No: 3, Alaçatı – Çeşme / İZMİR
Çeşme V.D. – VKN 5190274466

Fatura No: AZY2025000000087    Tarih: 14.05.2025
ETTN: a71e55c0-2b9d-4f3e-8c16-94d07e3b2a58

Natürel sızma zeytinyağı 5 lt teneke – 24 adet x 1.520,00 = 36.480,00 TL
Yeşil kırma zeytin 2 kg – 10 adet x 390,00 = 3.900,00 TL
KDV %1: 403,80 TL
Genel toplam: 40.783,80 TL
""",
    "Dükkan/Faturalar/Kesilen/fatura_Bostanlı Kahvaltı Evi.html": """\
<!DOCTYPE html>
<html lang="tr">
<head><meta charset="utf-8"><title>e-Arşiv Fatura AZY2025000000112</title></head>
<body>
<h2>AYDIN ZEYTİNCİLİK – e-Arşiv Fatura</h2>
<p>Düzenleyen: Mehmet Aydın, Kemalpaşa Cad. No: 41/A Karşıyaka – VKN 0410298735</p>
<p>Alıcı: Bostanlı Kahvaltı Evi – Selin Kaya, Bostanlı Mah. 1772 Sk. No: 5 Karşıyaka – TCKN 2xxxxxxxx14</p>
<p>Fatura No: AZY2025000000112 · Tarih: 02.07.2025</p>
<table border="1">
<tr><th>Ürün</th><th>Miktar</th><th>Birim</th><th>Tutar</th></tr>
<tr><td>Sızma zeytinyağı 5 lt</td><td>8</td><td>1.520,00</td><td>12.160,00</td></tr>
<tr><td>Siyah gemlik zeytin 5 kg</td><td>4</td><td>1.150,00</td><td>4.600,00</td></tr>
</table>
<p>KDV (%1): 167,60 TL · Genel toplam: 16.927,60 TL</p>
</body>
</html>
""",
    "Dükkan/Faturalar/Kesilen/Kesilen faturalar Q2 2025.csv": """\
fatura_no;tarih;alici;tutar_kdv_haric;kdv;toplam
AZY2025000000079;2025-04-03;Perakende (toplu);18.420,00;184,20;18.604,20
AZY2025000000083;2025-04-22;Zeytin Dalı Cafe, Bayraklı;9.120,00;91,20;9.211,20
AZY2025000000087;2025-05-14;Alaçatı Taş Meyhane;40.380,00;403,80;40.783,80
AZY2025000000094;2025-05-29;Güler Demir (online, Ankara);3.040,00;30,40;3.070,40
AZY2025000000101;2025-06-18;Ege Otel Mavişehir;27.360,00;273,60;27.633,60
""",
    "Dükkan/Faturalar/Kesilen/e-Arşiv AZY2025000000094.txt": """\
e-ARŞİV FATURA – İnternet Satışı
Satıcı: AYDIN ZEYTİNCİLİK – Mehmet Aydın, Karşıyaka V.D. 0410298735
Alıcı: Güler Demir, Ayrancı Mah. Güniz Sk. 12/4 Çankaya / ANKARA
Fatura No: AZY2025000000094   Tarih: 29.05.2025
Sipariş No: #1012 (aydinzeytincilik.com.tr)   Kargo: Yurtiçi Kargo

Erken hasat sızma zeytinyağı 500 ml cam şişe x 4 = 1.440,00 TL
Natürel sızma zeytinyağı 1 lt teneke x 4 = 1.600,00 TL
KDV %1: 30,40 TL
Toplam: 3.070,40 TL – kredi kartı ile ödendi
""",
    # --- Dükkan/Kira --------------------------------------------------------
    "Dükkan/Kira/Dükkan kira sözleşmesi özet.md": """\
# Dükkân kira sözleşmesi – Kemalpaşa Cad. 41/A

- Kiraya veren: Nevzat Öztürk (Karşıyaka)
- Başlangıç: 01.09.2019, her yıl 1 Eylül'de yenileniyor
- 2024-2025 kira: aylık **32.000 TL** brüt (stopaj %20 bizden, muhasebeci yatırıyor)
- Artış: TÜFE 12 aylık ortalama
- Depozito: 2019'da 6.000 TL
- Ödeme: her ayın 5'ine kadar Nevzat Bey'in İş Bankası hesabına
""",
    "Dükkan/Kira/kira dekont Haziran 2025.txt": """\
TÜRKİYE İŞ BANKASI – HAVALE/EFT DEKONTU
İşlem tarihi: 04.06.2025 10:22
Gönderen: MEHMET AYDIN  TR** **** **** **** 4471
Alıcı: NEVZAT ÖZTÜRK    TR** **** **** **** 8820
Tutar: 25.600,00 TL
Açıklama: KEMALPAŞA CAD 41/A HAZİRAN 2025 KİRA (NET)
""",
    "Dükkan/Kira/kira artışı 2024.txt": """\
Nevzat Bey ile görüşme – 26 Ağustos 2024

1 Eylül 2024'ten itibaren kira 22.000 TL'den 32.000 TL brüte çıkıyor
(TÜFE 12 aylık ortalama %65,9 → anlaşarak 32.000 TL'de kaldık).
Ek protokol imzalandı, bir nüshası dükkânda, kasanın altındaki çekmecede.
Bir sonraki artış: 1 Eylül 2025.
""",
    # --- Dükkan/Muhasebe ----------------------------------------------------
    "Dükkan/Muhasebe/KDV tahakkuk Temmuz 2025.txt": """\
GELİR İDARESİ BAŞKANLIĞI – TAHAKKUK FİŞİ
Vergi Dairesi: Karşıyaka   VKN: 0410298735
Mükellef: MEHMET AYDIN
Vergi türü: 0015 KDV Gerçek   Dönem: 07/2025
Tahakkuk tarihi: 28.08.2025   Vade: 28.08.2025

Hesaplanan KDV ............ 21.346,70
İndirilecek KDV ........... 9.402,15
Ödenecek KDV .............. 11.944,55 TL
Damga vergisi ............. 708,80 TL
""",
    "Dükkan/Muhasebe/Sevgi Hanım geçici vergi.eml": _eml(
        "Sevgi Koç SMMM <sevgikoc.smmm@gmail.com>",
        ME,
        "2025 / 2. dönem geçici vergi",
        "2025-08-14 16:05",
        """\
Mehmet Bey merhaba,

2025 yılı 2. dönem (Nisan–Haziran) geçici vergi beyannamenizi verdim.
Dönem kârınız 412.300 TL çıktı; ödenecek geçici vergi 61.845 TL,
son ödeme günü 18 Ağustos 2025.

Ayrıca Temmuz Bağ-Kur priminiz de hesabınızdan çekilmemiş görünüyor,
bankaya bir bakar mısınız?

Kolay gelsin,
Sevgi Koç – Serbest Muhasebeci Mali Müşavir, Karşıyaka
""",
    ),
    "Dükkan/Muhasebe/Bağ-Kur prim borcu.txt": """\
e-Devlet – SGK 4/b (Bağ-Kur) Borç Dökümü
Sorgu tarihi: 2025-07-31
Ad Soyad: MEHMET AYDIN   Bağ-Kur No: 35 2210 447 61

Dönem     Prim tutarı   Durum
2025/05   9.747,72 TL   Ödendi
2025/06   9.747,72 TL   Ödendi
2025/07   9.747,72 TL   ÖDENMEDİ (son gün 31.07.2025)
""",
    "Dükkan/Muhasebe/2024 yıllık gelir vergisi özeti.md": """\
# 2024 gelir vergisi (Mart 2025'te verildi)

- Ticari kazanç (bilanço esası): 1.286.400 TL
- Mahsup edilen geçici vergiler: 148.200 TL
- Hesaplanan gelir vergisi: 327.650 TL
- Ödenecek: 179.450 TL → Mart ve Temmuz 2025'te 2 taksit
- Sevgi Hanım'ın ücreti: aylık 6.500 TL + KDV
""",
    # --- Dükkan/Tedarikçiler ----------------------------------------------
    "Dükkan/Tedarikçiler/Ayvalık Kooperatif fiyat listesi 2024-2025.md": """\
# Ayvalık Zeytin Tarım Satış Kooperatifi – 2024-2025 hasat fiyatları

Bayi fiyatları (KDV hariç), Kasım 2024:

| Ürün | Ambalaj | Fiyat |
|---|---|---|
| Erken hasat sızma (Ayvalık, asit < 0,3) | 5 lt teneke | 1.390 TL |
| Natürel sızma | 5 lt teneke | 1.180 TL |
| Natürel sızma | dökme, lt | 228 TL |
| Riviera | 5 lt pet | 850 TL |

Asgari sipariş 50 teneke. Sipariş: Hülya Hanım 0266 312 45 60.
""",
    "Dükkan/Tedarikçiler/Marasca Glass quotation.eml": _eml(
        "Giulia Ferrante <sales@marascaglass.it>",
        SHOP,
        "RE: Quotation request – 500 ml Marasca bottles",
        "2025-01-21 09:58",
        """\
Dear Mr. Aydın,

thank you for your enquiry. Our offer for 2025:

- Marasca 500 ml dark green, MOQ 1 pallet (3,600 pcs): EUR 0.58 / pc
- Marasca 250 ml dark green, MOQ 1 pallet (6,300 pcs): EUR 0.41 / pc
- Black aluminium screw cap with pourer: EUR 0.11 / pc
- Groupage freight to İzmir: approx. EUR 300 per pallet

Lead time 2–3 weeks. Prices valid until 30 June 2025.

Best regards,
Giulia Ferrante – Sales, Marasca Glass S.r.l.
""",
    ),
    "Dükkan/Tedarikçiler/tedarikçi iletişim listesi.csv": """\
firma;urun;yetkili;telefon;not
Körfez Zeytinyağı Fabrikası (Edremit);dökme sızma;Hüsnü Karaca;0266 373 22 41;Kasım-Aralık yeni yağ
Ayvalık Zeytin Kooperatifi;teneke sızma;Hülya Hanım;0266 312 45 60;asgari 50 teneke
Ege Ambalaj (Bornova);teneke kutu;Okan Bey;0232 479 15 03;baskı 3 hafta
Marasca Glass (İtalya);cam şişe;Giulia Ferrante;+39 0571 94 21 10;İngilizce yazışma
Karşıyaka Ofset;etiket;Sinan Bey;0232 368 90 11;
Gemlik Zeytin (Bursa);siyah zeytin;Ramazan Bey;0224 513 08 77;
""",
    "Dükkan/Tedarikçiler/Ege Ambalaj teklif 2025.txt": """\
EGE AMBALAJ – FİYAT TEKLİFİ
Tarih: 20.02.2025     Sayın Mehmet Aydın (Aydın Zeytincilik)

1 lt teneke, baskısız ............ 18,20 TL/adet
5 lt teneke, baskısız ............ 36,80 TL/adet
5 lt teneke, 4 renk baskılı ...... 41,50 TL/adet (min. 400 adet)
Fiyatlara KDV dahil değildir. Teklif 30 gün geçerlidir.
Teslim: sipariş onayından itibaren 15 iş günü.
Okan Yurt – Satış
""",
    # --- Dükkan/Web Sitesi --------------------------------------------------
    "Dükkan/Web Sitesi/Shopify invoice May 2025.eml": _eml(
        "Shopify <billing@shopify.com>",
        SHOP,
        "Your Shopify bill for aydinzeytincilik – May 2025",
        "2025-05-18 04:12",
        """\
Hi Mehmet,

Your bill for the store aydinzeytincilik.myshopify.com has been paid.

Bill #418820731
Billing period: Apr 18, 2025 – May 17, 2025
Basic plan (monthly): $39.00
Third-party transaction fees: $6.84
Total charged: $45.84 to Mastercard ending 4417

You can view all your bills in Settings > Billing.

The Shopify Team
""",
    ),
    "Dükkan/Web Sitesi/Canva Pro receipt 2025-01.txt": """\
Canva – Receipt
Receipt number: 2914-5530-8812
Date paid: January 9, 2025
Billed to: Aydın Zeytincilik, siparis@aydinzeytincilik.com.tr

Canva Pro – Yearly subscription (1 person)   TRY 3,599.99
Tax                                           TRY 0.00
Amount paid                                   TRY 3,599.99
Payment method: Mastercard •••• 4417
Next renewal: January 9, 2026
""",
    "Dükkan/Web Sitesi/alan adı yenileme.html": """\
<!DOCTYPE html>
<html lang="tr">
<head><meta charset="utf-8"><title>Natro – Sipariş Özeti</title></head>
<body>
<h2>Sipariş tamamlandı</h2>
<p>Sipariş no: NT-2025-0318774 · Tarih: 12.03.2025</p>
<ul>
<li>aydinzeytincilik.com.tr – alan adı yenileme (1 yıl): 289,00 TL</li>
<li>Kurumsal e-posta (3 hesap, 1 yıl): 1.140,00 TL</li>
</ul>
<p>KDV dahil toplam: 1.714,80 TL · Yeni bitiş tarihi: 14.03.2026</p>
</body>
</html>
""",
    # --- Seyahat/2024-Kapadokya ---------------------------------------------
    "Seyahat/2024-Kapadokya/Kaya Konak rezervasyon.eml": _eml(
        "Kaya Konak Cave Hotel <rezervasyon@kayakonakcave.com>",
        ME,
        "Rezervasyon Onayı – 29.01.2024 / 02.02.2024",
        "2023-12-11 14:30",
        """\
Sayın Mehmet Aydın,

Rezervasyonunuz onaylanmıştır.

Otel: Kaya Konak Cave Hotel, Ürgüp / Nevşehir
Giriş: 29 Ocak 2024 – Çıkış: 2 Şubat 2024 (4 gece)
Oda: Aile mağara odası (2 yetişkin + 1 çocuk + 1 ilave yatak), kahvaltı dahil
Toplam: 19.600 TL – ön ödeme 5.000 TL alınmıştır, kalanı girişte ödenecektir.

Ücretsiz otopark mevcuttur. Balon turu için resepsiyondan yardım alabilirsiniz.

Kaya Konak Cave Hotel
""",
    ),
    "Seyahat/2024-Kapadokya/balon turu.txt": """\
Göreme Balloons – Uçuş Bileti
Uçuş tarihi: 31.01.2024, otelden alış 05:40
Yolcular: Mehmet Aydın, Ayşe Aydın, Emre Aydın (14)
Standart uçuş (60 dk), şampanya kutlaması + sertifika
Ücret: 3 x 150 EUR = 450 EUR (kartla, 15.350,40 TL)
Hava muhalefeti iptalinde ertesi güne aktarılır.
""",
    "Seyahat/2024-Kapadokya/yol planı.md": """\
# Kapadokya – sömestr tatili (Ocak-Şubat 2024)

Babam bu sefer gelmiyor, komşu Nurten Hanım göz kulak olacak.

- **29 Ocak**: İzmir → Afyon → Aksaray → Ürgüp (~780 km, 9 saat, kış lastikleri takılı!)
- **30 Ocak**: Göreme Açık Hava Müzesi, Uçhisar Kalesi
- **31 Ocak**: sabah balon, öğleden sonra Paşabağı ve Avanos (çömlek atölyesi)
- **1 Şubat**: Derinkuyu Yeraltı Şehri, Ihlara Vadisi
- **2 Şubat**: dönüş

Müzekart: Ayşe öğretmen, ücretsiz; Emre öğrenci.
""",
    "Seyahat/2024-Kapadokya/masraflar.csv": """\
tarih;kalem;tutar_tl
29.01.2024;yakıt (Afyon);1.850
29.01.2024;öğle yemeği Aksaray;960
31.01.2024;balon turu;15.350
31.01.2024;Avanos çömlek atölyesi;1.200
01.02.2024;Derinkuyu + Ihlara girişleri;650
02.02.2024;otel kalan ödeme + akşam yemeği;16.460
02.02.2024;yakıt dönüş;2.100
""",
    # --- Seyahat/2025-Roma --------------------------------------------------
    "Seyahat/2025-Roma/vize randevusu.txt": """\
iDATA – İtalya Vize Başvuru Merkezi, İzmir (Alsancak)
Randevu teyidi

Randevu tarihi: 24.02.2025, saat 10:15
Başvuru sahipleri: Mehmet AYDIN, Ayşe AYDIN, Emre AYDIN
Vize türü: Schengen C – turistik
Gerekli belgeler: pasaport, 2 biyometrik fotoğraf, otel rezervasyonu,
uçak rezervasyonu, seyahat sağlık sigortası, banka dökümü (son 3 ay),
Ayşe için görev yeri belgesi ve izin onayı, Emre için okul belgesi.
Servis ücreti: kişi başı 41 EUR + konsolosluk harcı 90 EUR (Emre 90 EUR)
""",
    "Seyahat/2025-Roma/Hotel Santa Maria booking.eml": _eml(
        "Booking.com <noreply@booking.com>",
        ME,
        "Booking confirmation – Hotel Santa Maria Maggiore Suites, Rome",
        "2025-02-10 21:47",
        """\
Thanks, Mehmet! Your booking in Rome is confirmed.

Hotel Santa Maria Maggiore Suites
Via Carlo Alberto 18, 00185 Rome, Italy
Check-in: Monday, 31 March 2025 (from 14:00)
Check-out: Friday, 4 April 2025 (until 11:00)
Family room, 2 adults + 1 teenager, breakfast included
Total price: EUR 812 (city tax EUR 6 per person per night, paid at the property)
Confirmation number: 4117.902.336

Free cancellation until 24 March 2025.
""",
    ),
    "Seyahat/2025-Roma/Kolezyum biletleri.html": """\
<!DOCTYPE html>
<html lang="it">
<head><meta charset="utf-8"><title>Parco archeologico del Colosseo – Biglietti</title></head>
<body>
<h1>Colosseo, Foro Romano, Palatino – Full Experience</h1>
<p>Data visita: 01/04/2025 · Ingresso Colosseo: ore 11:15</p>
<p>Titolare: AYDIN MEHMET · Codice prenotazione: PCR-7719034</p>
<table border="1">
<tr><th>Tipo</th><th>Quantità</th><th>Prezzo</th></tr>
<tr><td>Intero</td><td>2</td><td>€ 24,00</td></tr>
<tr><td>Ridotto 18-25 / gratuito &lt;18</td><td>1</td><td>€ 2,00 (prevendita)</td></tr>
</table>
<p>Totale: € 50,00</p>
</body>
</html>
""",
    "Seyahat/2025-Roma/Roma gezi planı.md": """\
# Roma – 31 Mart – 4 Nisan 2025 (bayram + ara tatil)

Uçuş: THY, İzmir → İstanbul → Roma Fiumicino (31 Mart sabah), dönüş 4 Nisan akşam.
Babam Ayşe'nin kardeşinde kalıyor.

- **31 Mart**: otele yerleşme (Termini yakını), akşam Trevi + İspanyol Merdivenleri
- **1 Nisan**: Kolezyum 11:15, Forum, Palatino
- **2 Nisan**: Vatikan Müzeleri + Sistina, öğleden sonra Aziz Petrus
- **3 Nisan**: Pantheon, Piazza Navona, Trastevere'de akşam yemeği
- **4 Nisan**: Villa Borghese, 17:00'de havalimanı

Bütçe: ~2.000 EUR + uçak.
""",
    # --- Seyahat/2025-Datça -------------------------------------------------
    "Seyahat/2025-Datça/Taş Ev Pansiyon kapora dekont.txt": """\
ZİRAAT BANKASI – FAST / EFT DEKONTU
İşlem tarihi: 18.06.2025 19:02
Gönderen: AYŞE AYDIN
Alıcı: NAZLI ERGİN (Eski Datça Taş Ev Pansiyon)
Tutar: 8.000,00 TL
Açıklama: 10-17 AGUSTOS 2 ODA KAPORA AYDIN AILESI
""",
    "Seyahat/2025-Datça/Datça plan.md": """\
# Datça – 10-17 Ağustos 2025

Bu sefer babam da geliyor, bu yüzden arabayla, yavaş yavaş.

- Konaklama: Eski Datça, Taş Ev Pansiyon (Nazlı Hanım), 2 oda, kahvaltı dahil
  – gecelik oda başı 3.200 TL, 7 gece, kapora 8.000 TL gönderildi
- Gidiş: İzmir → Aydın → Muğla → Marmaris → Datça (~5,5 saat)
- Yapılacaklar: Knidos antik kenti, Palamutbükü'nde deniz, Kargı koyu,
  Datça bademi ve balı almak (dükkân için de numune!)
- Babamın ilaçları + tansiyon aleti unutulmasın
""",
    "Seyahat/2025-Datça/yol masrafları.csv": """\
tarih,kalem,tutar
2025-08-10,benzin İzmir çıkış,2350
2025-08-10,öğle yemeği Muğla,1480
2025-08-12,Knidos giriş (babam 65+ ücretsiz),600
2025-08-14,tekne turu Palamutbükü,3000
2025-08-16,badem + bal (dükkân numunesi),2850
2025-08-17,pansiyon kalan ödeme,36800
2025-08-17,benzin dönüş,2200
""",
    # --- Sağlık/Babam -------------------------------------------------------
    "Sağlık/Babam/Kardiyoloji kontrol Mart 2025.txt": """\
DOKUZ EYLÜL ÜNİVERSİTESİ HASTANESİ – KARDİYOLOJİ POLİKLİNİĞİ
EPİKRİZ / MUAYENE NOTU

Hasta: HÜSEYİN AYDIN   Doğum tarihi: 12.03.1947   Protokol: 2025/114472
Muayene tarihi: 18.03.2025   Hekim: Prof. Dr. N. Erdoğan

Tanı: Hipertansiyon, koroner arter hastalığı (2016 stent, LAD)
Tansiyon: 138/82 mmHg, nabız 68
EKG: sinüs ritmi, yeni değişiklik yok
EKO: EF %55, hafif mitral yetmezlik

Öneri: mevcut tedaviye devam, 6 ay sonra kontrol, tuz kısıtlaması.
""",
    "Sağlık/Babam/ilaç listesi.md": """\
# Babamın ilaçları (Hüseyin Aydın)

| İlaç | Doz | Ne zaman |
|---|---|---|
| Coraspin 100 mg | 1x1 | kahvaltıdan sonra |
| Beloc Zok 50 mg | 1x1 | sabah |
| Atoris 20 mg | 1x1 | akşam |
| Glifor 1000 mg | 2x1 | sabah-akşam yemekle |
| Co-Diovan 160/12,5 | 1x1 | sabah |

Reçeteler e-Nabız'da, eczane: Mavişehir Şifa Eczanesi.
Almanya'dan getirdiği eski ilaçlar atıldı (Ocak 2025).
""",
    "Sağlık/Babam/HbA1c tahlil Nisan 2025.txt": """\
T.C. SAĞLIK BAKANLIĞI – İZMİR ŞEHİR HASTANESİ
BİYOKİMYA LABORATUVARI SONUÇ RAPORU

Hasta: HÜSEYİN AYDIN (78 yaş, E)   Numune tarihi: 2025-04-09

Test              Sonuç     Referans
Açlık glukozu     142       74-106 mg/dL   (H)
HbA1c             7,1       4-6 %          (H)
Kreatinin         1,21      0,7-1,2 mg/dL  (H)
eGFR              58        >90 mL/dk
LDL kolesterol    92        <100 mg/dL

Onay: Uzm. Dr. K. Tan
""",
    "Sağlık/Babam/Belge7.md": """\
# e-Reçete – Hüseyin Aydın

- Reçete no: 2N7KQ4A, tarih 09.04.2025
- Hekim: Dr. Selim Bozkurt, Aile Sağlığı Merkezi Mavişehir
- İlaçlar: Glifor 1000 mg (3 kutu), Atoris 20 mg (3 kutu), Coraspin 100 mg (3 kutu)
- Eczanede ödenen katılım payı: 47,60 TL
- Not: 3 aylık rapor var, Temmuz'da yenilenecek.
""",
    # --- Sağlık/Ayşe --------------------------------------------------------
    "Sağlık/Ayşe/mamografi 2024.txt": """\
KARŞIYAKA DEVLET HASTANESİ – RADYOLOJİ
BİLATERAL MAMOGRAFİ RAPORU

Hasta: AYŞE AYDIN   Yaş: 46   Tetkik tarihi: 14.10.2024
Meme dokusu heterojen yoğun (ACR C). Her iki memede kitle,
mikrokalsifikasyon ya da mimari distorsiyon izlenmedi.
BI-RADS 1 – Normal.
Öneri: yıllık tarama, ultrasonografi ile birlikte.
Uzm. Dr. P. Gündüz
""",
    "Sağlık/Ayşe/göz muayenesi.md": """\
# Göz muayenesi – Ayşe (2025-01-22)

Dr. Emel Sarı, Bostanlı Göz Merkezi

- Uzak: sağ -1,25, sol -1,00
- Yakın: +1,00 eklendi (ilk kez!) → progresif cam önerildi
- Göz tansiyonu normal (16/15)
- Gözlükçü: Karşıyaka Optik, progresif cam + çerçeve 9.800 TL, öğretmen indirimi %10
""",
    "Sağlık/Ayşe/scan_0008.txt": """\
DİŞ HEKİMİ ÖZLEM ACAR – MUAYENEHANE
Karşıyaka / İZMİR

Hasta: Ayşe Aydın     Tarih: 06.03.2025
Yapılan işlemler:
- Sol alt 6 numara kanal tedavisi (2 seans)
- Zirkonyum kron
Toplam ücret: 19.500 TL (serbest meslek makbuzu no 0417)
Sonraki kontrol: 6 ay sonra
""",
    "Sağlık/Ayşe/kan tahlili Şubat 2025.txt": """\
MEDİCAL PARK KARŞIYAKA – LABORATUVAR SONUÇLARI
Hasta: AYŞE AYDIN (K, 46)   Tarih: 11.02.2025

TSH              3,9    0,27-4,2 mIU/L
Serbest T4       1,05   0,93-1,7 ng/dL
Ferritin         14     13-150 ng/mL   (sınırda)
B12 vitamini     236    197-771 pg/mL
D vitamini       17     30-100 ng/mL   (L)
Hemoglobin       12,3   12-15,5 g/dL

Dahiliye: D vitamini takviyesi, 3 ay sonra tiroid kontrolü önerildi.
""",
    # --- Sağlık/Emre --------------------------------------------------------
    "Sağlık/Emre/ortodonti tedavi planı.md": """\
# Emre – ortodonti (tel tedavisi)

Dt. Burak Yalçın, Bostanlı Ortodonti

- Başlangıç: 12 Eylül 2023, tahmini süre 24 ay
- Toplam ücret: 65.000 TL → 10 taksit, son taksit Haziran 2024'te ödendi
- Kontroller 6 haftada bir, Cumartesi sabah
- Teller Ekim 2025'te çıkacak, sonra sabit pekiştirme teli + gece plağı
""",
    "Sağlık/Emre/göz muayenesi Emre 2024.txt": """\
BOSTANLI GÖZ MERKEZİ – MUAYENE SONUCU
Hasta: EMRE AYDIN (15)   Tarih: 2024-09-04
Görme keskinliği: sağ 10/10, sol 9/10
Refraksiyon: sol -0,25 (gözlük gerekmiyor)
Ekran kullanımı azaltılmalı, 1 yıl sonra kontrol.
Dr. Emel Sarı
""",
    "Sağlık/Emre/tahlil_2025-01.txt": """\
ÖZEL KARŞIYAKA TIP MERKEZİ – LABORATUVAR
Hasta: EMRE AYDIN   Yaş: 15   Cinsiyet: E
Numune tarihi: 08.01.2025

Boğaz kültürü: Grup A beta hemolitik streptokok ÜREDİ
CRP: 24 mg/L (0-5)   (H)
Lökosit: 13.800 /µL   (H)

Tedavi: amoksisilin-klavulanat 10 gün, 3 gün okula gitmemesi önerildi
(rapor okula verildi).
""",
    "Sağlık/Emre/aşı kartı.txt": """\
Emre Aydın – aşılar (e-Nabız'dan aldım)

Doğum: 14.05.2009
BCG, Hepatit B (3 doz), KKK (2 doz), DaBT-İPA-Hib … bebeklikte tam
Td (8. sınıf, okul aşısı): 11.10.2022
HPV: yapılmadı, doktorla konuşulacak
Grip aşısı: 2024-10-19 (aile hekimi)
""",
    # --- Babam/Almanya Emekli Maaşı ---------------------------------------
    "Babam/Almanya Emekli Maaşı/Rentenbescheid 2012.txt": """\
Deutsche Rentenversicherung Rheinland
Königsallee 71, 40215 Düsseldorf

Herrn
Hüseyin Aydın
Mavişehir, 2040 Sk. No: 8 B/12
Karşıyaka / İzmir, TÜRKEI

Versicherungsnummer: 42 120347 A 012
Datum: 14.02.2012

Rentenbescheid – Bewilligung einer Regelaltersrente

Sehr geehrter Herr Aydın,
wir bewilligen Ihnen ab dem 01.04.2012 eine Regelaltersrente.
Berücksichtigte Beitragszeiten: 01.09.1969 bis 30.06.1996
(Ford-Werke GmbH, Köln-Niehl), insgesamt 322 Kalendermonate.
Monatliche Rente ab 01.04.2012: 868,14 EUR.
Die Rente wird monatlich im Voraus auf Ihr Konto bei der T.C. Ziraat Bankası überwiesen.

Mit freundlichen Grüßen
Ihre Deutsche Rentenversicherung Rheinland
""",
    "Babam/Almanya Emekli Maaşı/Rentenanpassung 2024.txt": """\
Renten Service der Deutschen Post AG
im Auftrag der Deutschen Rentenversicherung

Herrn Hüseyin Aydın, Karşıyaka / İzmir, TÜRKEI
Rentennummer: 42 120347 A 012     Datum: Juni 2024

Mitteilung über die Anpassung Ihrer Rente zum 01.07.2024

Der aktuelle Rentenwert steigt zum 1. Juli 2024 um 4,57 Prozent.
Bisheriger monatlicher Zahlbetrag:     1.092,45 EUR
Neuer monatlicher Zahlbetrag ab 07/2024: 1.142,38 EUR

Bitte heben Sie diese Mitteilung auf. Sie benötigen sie gegebenenfalls
für Ihre Steuererklärung.
""",
    "Babam/Almanya Emekli Maaşı/Lebensbescheinigung 2024.txt": """\
Renten Service der Deutschen Post AG

Lebensbescheinigung – bitte bis zum 30.09.2024 zurücksenden!

Name: Aydın, Hüseyin     Geburtsdatum: 12.03.1947
Rentennummer: 42 120347 A 012
Wohnsitz: Karşıyaka / İzmir, Türkei

Bestätigung der amtlichen Stelle:
Der oben Genannte ist am heutigen Tage persönlich erschienen und lebt.
Stempel: Karşıyaka İlçe Nüfus Müdürlüğü, 19.08.2024

(Kopie – Original am 20.08.2024 per PTT Einschreiben verschickt,
Barkod RR 4417 2290 1 TR)
""",
    "Babam/Almanya Emekli Maaşı/Almanya emekli maaşı notlar.md": """\
# Babamın Alman emekli maaşı – notlar

- Ödeyen: Deutsche Rentenversicherung Rheinland, ödemeyi **Renten Service (Deutsche Post)** yapıyor
- Rentennummer: 42 120347 A 012
- Hesap: Ziraat Bankası Karşıyaka şubesi, euro hesabı; her ayın sonunda yatıyor
- Her yıl Temmuz'da zam mektubu (Rentenanpassung) geliyor
- Her yıl yaz sonunda **Lebensbescheinigung** (hayatta belgesi) nüfus müdürlüğüne onaylatılıp gönderilecek!
- Vergi: Finanzamt Neubrandenburg (yurtdışında oturan emekliler), Türkiye'de ayrıca beyan yok
""",
    "Babam/Almanya Emekli Maaşı/Finanzamt Neubrandenburg 2023.txt": """\
Finanzamt Neubrandenburg – Rentner im Ausland
Neustrelitzer Str. 120, 17033 Neubrandenburg

Herrn Hüseyin Aydın, İzmir / Türkei
Steuernummer: 079/205/11834      Datum: 07.11.2024

Bescheid für 2023 über Einkommensteuer

Renteneinkünfte (Leibrente, steuerpflichtiger Anteil 64 %): 7.816 EUR
Nach dem Abkommen zwischen Deutschland und der Türkei ist die Steuer
auf 10 Prozent des Bruttobetrags begrenzt.
Festgesetzte Einkommensteuer: 0,00 EUR
Eine Zahlung ist nicht zu leisten.
""",
    # --- Babam/SGK ----------------------------------------------------------
    "Babam/SGK/SGK hizmet dökümü.html": """\
<!DOCTYPE html>
<html lang="tr">
<head><meta charset="utf-8"><title>e-Devlet – SGK Tescil ve Hizmet Dökümü</title></head>
<body>
<h2>SGK Tescil ve Hizmet Dökümü</h2>
<p>T.C. Kimlik No: 1******4 · Adı Soyadı: HÜSEYİN AYDIN · Doğum: 12.03.1947</p>
<table border="1">
<tr><th>Dönem</th><th>Statü</th><th>Gün</th><th>Açıklama</th></tr>
<tr><td>1965-1969</td><td>4/a (SSK)</td><td>1.080</td><td>İzmir Pamuklu Mensucat</td></tr>
<tr><td>1969-1996</td><td>Yurtdışı borçlanma</td><td>5.400</td><td>Almanya – 3201 sayılı Kanun</td></tr>
</table>
<p>Toplam prim gün sayısı: 6.480 · Emeklilik tarihi: 01.08.1997</p>
</body>
</html>
""",
    "Babam/SGK/emekli aylık bilgisi Ocak 2025.txt": """\
T.C. SOSYAL GÜVENLİK KURUMU
e-Devlet – Emekli Aylık Bilgileri

Adı Soyadı: HÜSEYİN AYDIN    Sicil: 35-0417-19972
Dosya türü: 4/a emekli (yurtdışı borçlanmalı)
Dönem: Ocak 2025

Bağlanan aylık (artış sonrası) ..... 12.618,40 TL
En düşük aylık tamamlama ............ 1.850,60 TL
Ödenen aylık ....................... 14.469,00 TL
Ödeme: Ziraat Bankası Karşıyaka, her ayın 17'si
""",
    "Babam/SGK/yurtdışı borçlanma özeti.md": """\
# Babamın Türkiye emekliliği – nasıl oldu

- Almanya'da 1969–1996 çalıştı (Ford Köln), döndükten sonra
  **3201 sayılı Kanun** ile yurtdışı borçlanması yaptı (1997, 5.400 gün).
- Türkiye'den SSK emekli aylığı 01.08.1997'den beri bağlı.
- Almanya'dan ayrıca Regelaltersrente alıyor (2012'den beri, bkz. Almanya klasörü).
- Bayram ikramiyesi her bayramda SGK aylığıyla yatıyor (2025: 4.000 TL).
- Sağlık: SGK'lı, Alman sigortası yok.
""",
    # --- Tarifler -----------------------------------------------------------
    "Tarifler/zeytinyağlı taze fasulye.md": """\
# Zeytinyağlı taze fasulye (Ayşe'nin usulü)

- 1 kg ayşe kadın fasulye, ayıklanmış
- 2 kuru soğan, yarım ay
- 2 domates rendesi + 1 yemek kaşığı salça
- Yarım çay bardağı **zeytinyağı** (dükkândan erken hasat)
- 1 tatlı kaşığı şeker, tuz

Soğanı yağda pembeleştir, fasulyeyi ekle, kapağı kapalı 10 dk çektir.
Domates ve salçayı ekle, yarım su bardağı sıcak su, kısık ateşte 45 dk.
Soğuk servis, yanına ekmek.
""",
    "Tarifler/Boyoz.txt": """\
İZMİR BOYOZU (Hüseyin babamın tarifi – Almanya'dayken bile yaparmış)

500 g un, 1 çay kaşığı tuz, 1 su bardağı ılık su, 1 çay bardağı ayçiçek yağı
Un, su ve tuzla yumuşak bir hamur yoğur, 12 bezeye ayır.
Bezeleri yağa bulayıp 2 saat dinlendir.
Her bezeyi yağlı tezgahta incecik aç, rulo yap, salyangoz gibi kıvır.
Tahin sürmek isteyen yarısına tahin sürsün.
200 derecede 25-30 dk. Yanında haşlanmış yumurta ve çay!
""",
    "Tarifler/Kısır.txt": """\
Kısır (Ayşe'nin annesinden)
2 su bardağı ince bulgur + 1,5 su bardağı kaynar su, 15 dk demlendir.
1 yk domates salçası + 1 yk biber salçası, 1 yk nar ekşisi, yarım limon.
Taze soğan, maydanoz, nane – hepsi ince kıyılmış.
Yarım çay bardağı zeytinyağı, pul biber, kimyon, tuz.
Hepsini yoğur, marul yaprağıyla servis.
""",
    "Tarifler/zeytinyağlı yaprak sarma.md": """\
# Zeytinyağlı yaprak sarma

**Malzemeler:** 500 g salamura asma yaprağı, 2 su bardağı pirinç,
4 soğan, 1 çay bardağı zeytinyağı, 2 yk kuş üzümü, 2 yk dolmalık fıstık,
nane, dereotu, tarçın, yenibahar, 1 limon.

1. Soğanları yağda kavur, fıstık ve pirinci ekle, 5 dk kavur.
2. Kuş üzümü, baharatlar, 1 su bardağı sıcak su; suyunu çekince ocaktan al.
3. Yaprakları haşla, ince ince sar.
4. Tencereye diz, üstüne limon dilimleri, 2 su bardağı su, kısık ateşte 40 dk.

Bayramda 120 tane sardık, yetmedi.
""",
    "Tarifler/Belge5.md": """\
# Fırın sütlaç

1 lt süt, 1 su bardağı şeker, yarım çay bardağı pirinç,
2 yk pirinç unu, 1 paket vanilya.

Pirinci 1 su bardağı suda haşla, sütü ekle, kaynayınca şekeri ekle.
Pirinç ununu az sütle açıp ekle, koyulaşana kadar karıştır.
Güveçlere doldur, fırının üst ızgarasında üstü kızarana kadar.
Soğuyunca tarçın. Emre'nin en sevdiği.
""",
    # --- Araba/Sigorta ------------------------------------------------------
    "Araba/Sigorta/Kasko poliçesi 2024-2025.txt": """\
ANADOLU SİGORTA – GENİŞLETİLMİŞ KASKO POLİÇESİ
Poliçe No: 5204418832      Tanzim: 21.11.2024
Sigortalı: MEHMET AYDIN
Araç: 35 KY 4172 – Fiat Egea 1.3 Multijet Urban, 2019, Şasi ZFA35600006G51732
Başlangıç: 22.11.2024   Bitiş: 22.11.2025
Araç değeri (kasko değer listesi): 735.000 TL
Teminatlar: çarpma, yanma, çalınma, deprem/sel, mini onarım, ikame araç 7 gün
Hasarsızlık indirimi: %50 (5. basamak)
Net prim: 24.180,00 TL, BSMV dahil toplam: 25.389,00 TL (4 taksit)
Acente: Bostanlı Sigorta Aracılık
""",
    "Araba/Sigorta/Trafik sigortası 2024.txt": """\
ZORUNLU MALİ SORUMLULUK (TRAFİK) SİGORTASI POLİÇESİ
Sigorta şirketi: Türkiye Sigorta     Poliçe No: 88170244593
Sigortalı: MEHMET AYDIN   Plaka: 35 KY 4172
Araç: Fiat Egea 1.3 Multijet, 2019, hususi otomobil
Başlangıç: 05.03.2024 12:00   Bitiş: 05.03.2025 12:00
Basamak: 7 (en yüksek indirim)
Prim: 6.420,00 TL
Teminat (kişi başı tedavi/sakatlık): 2.700.000 TL
""",
    "Araba/Sigorta/Kasko hasar dosyası.md": """\
# Kasko hasar – Şubat 2025

- Tarih: **08.02.2025**, Bostanlı çarşı otoparkı, geri manevrada direğe çarptım
- Hasar: arka tampon + sol stop lambası
- Tutanak yok (tek taraflı), kasko ihbar no: H-2025-0219384
- Servis: Fiat yetkili servis Çiğli, onarım 18.600 TL, kasko ödedi, muafiyet yok
- Hasarsızlık: mini onarım sayıldığı için basamak düşmedi
""",
    "Araba/Sigorta/kasko yenileme teklifleri 2025.csv": """\
sirket;kasko_prim;ikame_arac;not
Anadolu Sigorta;31.450;7 gün;mevcut, %50 hasarsızlık
Allianz;29.880;15 gün;cam muafiyetli
Axa;33.200;7 gün;
Türkiye Sigorta;28.940;yok;servis anlaşmalı
""",
    # --- Araba/Muayene-Bakım ----------------------------------------------
    "Araba/Muayene-Bakım/TÜVTÜRK muayene 2024.txt": """\
TÜVTÜRK – ARAÇ MUAYENE RAPORU
İstasyon: İzmir Çiğli (3504)      Muayene tarihi: 19.04.2024
Plaka: 35 KY 4172   Marka/Model: Fiat Egea 1.3 MJT   Km: 61.240
Sonuç: KUSURSUZ (hafif kusur: sağ ön sis lambası)
Bir sonraki muayene: 19.04.2026
Muayene ücreti: 1.790,00 TL
""",
    "Araba/Muayene-Bakım/servis 75.000 km.txt": """\
FİAT YETKİLİ SERVİS – ÇİĞLİ OTOMOTİV
İş emri no: 25-0512     Tarih: 15.05.2025
Araç: 35 KY 4172, Fiat Egea 1.3 Multijet, km 74.880

Periyodik bakım (75.000 km)
Motor yağı 5W-30 + yağ filtresi ........ 3.420 TL
Hava + polen + yakıt filtresi .......... 2.980 TL
Ön fren balataları ..................... 2.350 TL
İşçilik ................................ 3.100 TL
Toplam (KDV dahil) .................... 11.850 TL
Sonraki bakım: 90.000 km veya 1 yıl
""",
    "Araba/Muayene-Bakım/lastik değişimi.md": """\
# Lastikler

- Yazlık: Michelin Primacy 4, 205/55 R16 – Nisan 2023'te alındı
- Kışlık: Lassa Snoways 4 – oteldeyiz, Mavişehir Lastikçi Kemal (yıllık 1.200 TL)
- 2024-11-20: kışlıklar takıldı
- 2025-04-07: yazlıklar takıldı, rot-balans 750 TL
""",
    # --- Araba/MTV-Ceza -----------------------------------------------------
    "Araba/MTV-Ceza/MTV 2025 1. taksit.txt": """\
GELİR İDARESİ BAŞKANLIĞI – ÖDEME BELGESİ
Vergi türü: Motorlu Taşıtlar Vergisi (9047)   Yıl: 2025 / 1. taksit
Mükellef: MEHMET AYDIN
Plaka: 35 KY 4172   (Fiat Egea, 1248 cm³, 2019 model)
Tutar: 2.947,00 TL
Ödeme tarihi: 24.01.2025 – İnteraktif Vergi Dairesi, kredi kartı
2. taksit son gün: 31.07.2025
""",
    "Araba/MTV-Ceza/HGS bakiye yükleme.csv": """\
tarih;yer;tutar
2025-03-29;PTT HGS yükleme;500,00
2025-03-31;Menemen-Çandarlı otoyolu;-52,50
2025-06-12;PTT HGS yükleme;1.000,00
2025-08-10;İzmir-Aydın otoyolu;-171,00
2025-08-17;Aydın-İzmir otoyolu;-171,00
""",
    "Araba/MTV-Ceza/park cezası 2024.txt": """\
TRAFİK İDARİ PARA CEZA KARAR TUTANAĞI
Seri/No: AF 4471209
Düzenlenme: 09.09.2024 11:40, Karşıyaka Cemal Gürsel Cad.
Plaka: 35 KY 4172
İhlal: 2918/61-1-b – yasak yere park
Ceza: 1.273,00 TL (15 gün içinde %25 indirimli: 954,75 TL)
Ödendi: 12.09.2024, e-Devlet – 954,75 TL
""",
    # --- Emre/Okul ----------------------------------------------------------
    "Emre/Okul/karne 10. sınıf.txt": """\
T.C. MİLLÎ EĞİTİM BAKANLIĞI – NERGİZ ANADOLU LİSESİ
2024-2025 Eğitim-Öğretim Yılı – Karne (Yılsonu)

Öğrenci: EMRE AYDIN   Sınıf: 10-C   No: 487

Türk Dili ve Edebiyatı 74   Matematik 88   Fizik 81   Kimya 77
Biyoloji 92   Tarih 70   Coğrafya 75   İngilizce 85   Almanca 90
Beden Eğitimi 100   Din Kültürü 83
Yılsonu başarı puanı: 83,17 – Sınıfını geçti
Devamsızlık: özürlü 3 gün, özürsüz 1 gün
Belge: Takdir Belgesi
""",
    "Emre/Okul/servis sözleşmesi 2025-2026.md": """\
# Okul servisi – Emre (2025-2026)

- Firma: Karşıyaka Öğrenci Servis (Ramazan Bey, 35 S 1244)
- Güzergâh: Mavişehir – Nergiz Anadolu Lisesi, sabah 07:15 alış
- Ücret: aylık 3.900 TL x 9 ay (Eylül–Mayıs), her ayın 10'u
- Sözleşme 01.09.2025 tarihli, veli: Ayşe Aydın
""",
    "Emre/Okul/veli toplantısı Kasım 2024.txt": """\
Nergiz Anadolu Lisesi – 10-C veli toplantısı, 16 Kasım 2024
Sınıf öğretmeni: Gülşen Ateş (Matematik)

Emre hakkında: matematik ve fizikte iyi, derste konuşuyor.
Türk Dili ve Edebiyatı'nda okuma ödevlerini aksatıyor.
Kasım ara tatilinde 2 kitap okuması istendi.
Okul–aile birliği: voleybol sahası tamiri için gönüllü bağış.
""",
    "Emre/Okul/deneme sınavı sonuçları.csv": """\
tarih;sinav;tyt_net;sira_okul
2025-02-22;Okul TYT denemesi 1;71,25;34
2025-04-12;Okul TYT denemesi 2;76,50;27
2025-05-24;İl geneli TYT denemesi;79,75;22
""",
    # --- Emre/Basketbol -----------------------------------------------------
    "Emre/Basketbol/lisans 2024-2025.txt": """\
TÜRKİYE BASKETBOL FEDERASYONU – SPORCU LİSANSI
Adı Soyadı: EMRE AYDIN   Doğum: 14.05.2009
Kulüp: Mavişehir Gençlik Spor Kulübü
Kategori: U16 Erkek   Lisans no: 35-U16-88214
Vize tarihi: 12.09.2024 – 2024-2025 sezonu
""",
    "Emre/Basketbol/kulüp ücreti Eylül 2025.txt": """\
Mavişehir Gençlik SK – Basketbol Okulu
Tahsilat: 08.09.2025
Sporcu: Emre Aydın (U18)
2025-2026 sezonu Eylül ayı antrenman ücreti: 2.500 TL
Forma + şort seti: 1.650 TL
Toplam: 4.150 TL – kredi kartı
""",
    "Emre/Basketbol/antrenman programı.md": """\
# U18 antrenman programı – 2025-2026

Antrenör: Tolga Şener

- Salı 18:00–19:30 – Mavişehir spor salonu
- Perşembe 18:00–19:30 – Mavişehir spor salonu
- Cumartesi 10:00–12:00 – kondisyon + maç
- Lig maçları Ekim'de başlıyor (İzmir U18 ligi)
""",
    # --- Banka/Kredi Kartı --------------------------------------------------
    "Banka/Kredi Kartı/ekstre Haziran 2025.txt": """\
GARANTİ BBVA – BONUS KART HESAP ÖZETİ
Kart sahibi: MEHMET AYDIN   Kart no: 5406 **** **** 4417
Hesap kesim: 12.06.2025    Son ödeme: 22.06.2025

Önceki dönem borcu ..... 31.284,17 TL
Ödemeler ............... -31.284,17 TL
Dönem harcamaları ...... 27.615,40 TL
  - Migros Mavişehir     4.218,35
  - Shell Karşıyaka      2.640,00
  - Shopify (USD 45.84)  1.727,12
  - Hakan Usta banyo     15.000,00 (peşin)
Dönem borcu ............ 27.615,40 TL    Asgari ödeme: 11.046,16 TL
""",
    "Banka/Kredi Kartı/ekstre Temmuz 2025.eml": _eml(
        "Garanti BBVA <bilgi@garantibbva.com.tr>",
        ME,
        "Bonus Kart Hesap Özetiniz – Temmuz 2025",
        "2025-07-13 06:30",
        """\
Sayın MEHMET AYDIN,

5406 **** **** 4417 numaralı Bonus kartınızın Temmuz 2025 hesap özeti:

Hesap kesim tarihi : 12.07.2025
Son ödeme tarihi   : 22.07.2025
Dönem borcu        : 33.908,75 TL
Asgari ödeme       : 13.563,50 TL
Kazanılan bonus    : 214,60 TL

Hesap özetinin tamamını Garanti BBVA Mobil'den görüntüleyebilirsiniz.
""",
    ),
    "Banka/Kredi Kartı/kart aidatı iade.txt": """\
Garanti BBVA müşteri hizmetleri – 444 0 333 – görüşme notu
Tarih: 2025-03-17
Kart aidatı 1.250 TL yansımıştı, itiraz ettim.
Temsilci %50 iade yaptı: 625 TL, Nisan ekstresinde görünecek.
Referans no: 2025031700418
""",
    # --- Banka/BES ----------------------------------------------------------
    "Banka/BES/BES yıllık bilgilendirme 2024.txt": """\
ANADOLU HAYAT EMEKLİLİK – YILLIK BİLGİLENDİRME MEKTUBU (2024)
Katılımcı: AYŞE AYDIN    Sözleşme no: 10447219
Giriş tarihi: 03.10.2016

Ödenen katkı payı (2024): 36.000,00 TL (aylık 3.000 TL)
Devlet katkısı (2024): 9.000,00 TL
Birikim (31.12.2024): 612.440,18 TL
Fon getirisi (yıllık): %47,3
""",
    "Banka/BES/katkı payı.md": """\
# BES – katkı payları

- Ayşe: Anadolu Hayat, aylık 3.000 TL (Ocak 2025'ten itibaren 3.500 TL)
- Mehmet: otomatik katılım yok (esnaf), gönüllü BES yok – düşünülecek
- Emre için çocuk BES: 18 yaşına kadar bekleyelim mi? (Ayşe'ye sor)
- Devlet katkısı %30, 10 yıl + 56 yaş şartı
""",
    "Banka/BES/fon dağılımı değişikliği.eml": _eml(
        "Anadolu Hayat Emeklilik <bilgi@anadoluhayat.com.tr>",
        AYSE,
        "Fon dağılımı değişiklik talebiniz gerçekleşti",
        "2025-04-15 12:18",
        """\
Sayın AYŞE AYDIN,

10447219 numaralı sözleşmenize ilişkin fon dağılımı değişikliği talebiniz
15.04.2025 tarihinde gerçekleştirilmiştir.

Yeni dağılım:
- Altın katılım fonu %40
- Hisse senedi fonu %30
- Para piyasası fonu %30

Yılda 12 kez fon dağılımı değişikliği hakkınız bulunmaktadır (kalan: 10).

Anadolu Hayat Emeklilik A.Ş.
""",
    ),
}
