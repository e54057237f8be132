"""Turkish household library: a teacher, an olive-oil shop owner, their son and grandfather in İzmir.

Many small folders (3-4 files each), generic file names, trips named by place and year,
school years that start in September and several people with the same surname.
The filed files live in ``ev_tr_data.py``.
"""

from __future__ import annotations

import pathlib

from tests.benchmarks.eval_libraries._write import write_library
from tests.benchmarks.eval_libraries.ev_tr_data import AYSE, FILED, ME, SHOP, _eml

NAME = "ev-tr"
PERSONA = (
    "İzmir Karşıyaka'da zeytinyağı dükkânı işleten, biyoloji öğretmeni eşi, lise öğrencisi "
    "oğlu ve Almanya'dan emekli babasıyla yaşayan ve evin bütün kâğıtlarını küçük "
    "klasörlerde tutan bir aile babası."
)
LANGUAGES = ["tr", "en", "de"]
SPLIT = "test"

GUIDELINE = """\
# Evin dosyaları – ne nereye gidiyor

Yeni gelen her şey önce `inbox/` klasörüne düşüyor, haftada bir ben (Mehmet) yerine koyuyorum.
Ev faturaları türüne göre `Ev/` altında: `Ev/Elektrik/`, `Ev/Su/`, `Ev/Doğalgaz/`, `Ev/İnternet/`. Site yönetiminin makbuzları `Ev/Aidat/`'a, deprem sigortası `Ev/DASK/`'a.
Ayşe'nin okul evrakı eğitim-öğretim yılına göre: `Okul/2024-2025/`, `Okul/2025-2026/`. Okul yılı Eylül'de başlıyor; Ağustos'ta gelen yeni yılla ilgili yazılar yeni yılın klasörüne. Maaş bordroları yıl ayırmadan `Okul/Maaş/`.
Emre'nin okulu ayrı: karnesi, veli toplantısı, servisi `Emre/Okul/`'a.
Dükkânın faturaları: bize kesilenler `Dükkan/Faturalar/Gelen/`, bizim kestiklerimiz `Dükkan/Faturalar/Kesilen/`. Teklifler ve fiyat listeleri `Dükkan/Tedarikçiler/`, Sevgi Hanım'la (muhasebeci) ilgili vergi işleri `Dükkan/Muhasebe/`.
Sağlık kâğıtları kişiye göre: `Sağlık/Babam/`, `Sağlık/Ayşe/`, `Sağlık/Emre/`. Hepimiz AYDIN'ız, ada bakın.
Babamın Almanya'dan gelen emekli maaşı mektupları `Babam/Almanya Emekli Maaşı/`, Türkiye'deki SGK emekliliği `Babam/SGK/`.
Tatiller `Seyahat/` altında yıl ve yer adıyla (ör. `Seyahat/2025-Roma/`); otel, bilet, ne varsa o gezinin klasörüne.
Arabanın kasko ve trafik sigortası `Araba/Sigorta/`, vergisi ve cezaları `Araba/MTV-Ceza/`.
Denediğimiz ya da deneyeceğimiz yemekler `Tarifler/`.
Hiçbir klasöre uymayan şey inbox'ta kalsın, zorla bir yere tıkıştırmayın.
"""

INBOX: dict[str, tuple[str | bytes, str]] = {
    # --- recipes -------------------------------------------------------------
    "inbox/Leyla hanımın enginarı.txt": (
        """\
Zeytinyağlı enginar – alt kattaki Leyla Hanım'dan
6 enginar çanağı, limonlu suda bekletilecek.
1 havuç, 1 patates küp küp, 1 su bardağı bezelye, 8 arpacık soğan.
Yarım çay bardağı zeytinyağı, 1 limonun suyu, 1 tatlı kaşığı şeker, tuz, 1 su bardağı su.
Hepsini tencereye diz, kapağı kapalı kısık ateşte 35 dk. Bol dereotu, soğuk servis.
""",
        "Tarifler/",
    ),
    "inbox/WhatsApp mesaj 2025-09-14.txt": (
        """\
14.09.2025 19:42 - Nermin Hanım: Mehmet oğlum, Ayşe istemişti, irmik helvası tarifi 👇
14.09.2025 19:43 - Nermin Hanım: 2 su bardağı irmik, 125 gr tereyağı, 1 avuç çam fıstığı
14.09.2025 19:43 - Nermin Hanım: Şerbet: 3 su bardağı süt + 1 su bardağı su + 1,5 su bardağı şeker, kaynatıp ılıt
14.09.2025 19:45 - Nermin Hanım: Fıstıkla irmiği tereyağında kısık ateşte 25-30 dk kavur, rengi dönünce ılık şerbeti dök, kapağı kapat 15 dk demlensin
14.09.2025 19:45 - Nermin Hanım: Üstüne tarçın, yanına dondurma 😊
14.09.2025 19:51 - Mehmet: Sağ olun anneciğim, hafta sonu yapıyoruz
""",
        "Tarifler/",
    ),
    "inbox/Kapadokya.txt": (
        """\
Testi kebabı – evde (Avanos'tan aldığımız testiyle)

Kapadokya'da yediğimizin aynısını Pazar günü fırında yaptık, tuttu!

750 g kuşbaşı dana, 2 soğan, 4 diş sarımsak, 2 sivri biber, 2 domates,
1 yk biber salçası, 8-10 arpacık, 2 yk tereyağı, tuz, karabiber, kekik.

Hepsini karıştırıp testiye doldur, ağzını alüminyum folyo + hamurla kapat.
Testiyi SOĞUK fırına koy (çatlamasın), 200 derecede 2,5 saat.
Servis ederken testinin boğazına bıçak sırtıyla vurup kır.
""",
        "Tarifler/",
    ),
    # --- home ----------------------------------------------------------------
    "inbox/scan_0031.txt": (
        """\
YALI EVLERİ SİTESİ YÖNETİMİ – TAHSİLAT MAKBUZU
Makbuz No: 2025/0961          Tarih: 08.09.2025
B Blok D:12 – Mehmet AYDIN
Eylül 2025 aidatı ..................... 2.750,00 TL
Ödeme: havale
Tahsil eden: N. Çelik
""",
        "Ev/Aidat/",
    ),
    "inbox/e-fatura bilgilendirme.eml": (
        _eml(
            "Gediz Elektrik Perakende <e-fatura@gediz.com.tr>",
            ME,
            "Eylül 2025 Elektrik Faturanız",
            "2025-10-03 08:09",
            """\
Sayın MEHMET AYDIN,

Sözleşme hesap no 4002817735 olan tesisatınıza ait Eylül 2025 dönemi
elektrik faturanız oluşturulmuştur.

Tüketim        : 288 kWh (03.09.2025 – 02.10.2025)
Fatura tutarı  : 1.184,26 TL
Son ödeme      : 20.10.2025

Gediz Elektrik Perakende Satış A.Ş.
""",
        ),
        "Ev/Elektrik/",
    ),
    "inbox/indirilen (3).html": (
        """\
<!DOCTYPE html>
<html lang="tr">
<head><meta charset="utf-8"><title>İZSU Online İşlemler – Fatura Detayı</title></head>
<body>
<h2>İZSU – Fatura Detayı</h2>
<p>Abone No: 3520418877 · AYDIN MEHMET · Karşıyaka</p>
<table border="1">
<tr><th>Dönem</th><th>Tüketim</th><th>Tutar</th><th>Son Ödeme</th><th>Durum</th></tr>
<tr><td>2025/09</td><td>17 m³</td><td>561,30 TL</td><td>06.10.2025</td><td>Ödenmedi</td></tr>
</table>
</body>
</html>
""",
        "Ev/Su/",
    ),
    "inbox/yeni metin belgesi.txt": (
        """\
İzmirgaz'ı aradım – 09.10.2025
Tesisat no 10034527781
Eylül faturası 246,80 TL geldi (21 m³), Ekim'den itibaren yeni tarife: kWh başı ~%25 zam
Endeks 14.988 m³ – kombiyi açmadan önce fotoğrafını çektim
Güvence bedeli farkı istenmiyor.
""",
        "Ev/Doğalgaz/",
    ),
    "inbox/sigorta.txt": (
        """\
ZORUNLU DEPREM SİGORTASI POLİÇESİ (DASK) – YENİLEME
Poliçe No: 96027715        Önceki poliçe: 91338472
Sigortalı: Mehmet AYDIN
Risk adresi: Mavişehir 2040 Sk. 8 / B-12 Karşıyaka İZMİR – UAVT 1283746590
Başlangıç: 14.10.2025   Bitiş: 14.10.2026
Sigorta bedeli: 1.946.000 TL
Prim: 2.071,00 TL (acente: Bostanlı Sigorta Aracılık)
""",
        "Ev/DASK/",
    ),
    "inbox/makbuz_karsiyaka_bld.txt": (
        """\
KARŞIYAKA BELEDİYESİ
e-Belediye Ödeme Dekontu

İşlem tarihi : 2025-10-06 22:31
Sicil no     : 501278 – AYDIN MEHMET
Borç         : Emlak Vergisi 2025 / 2. Taksit (Mesken, 24131 ada 7 parsel)
Tutar        : 1.315,55 TL
Durum        : ÖDENDİ
""",
        "Ev/Emlak Vergisi/",
    ),
    # --- Ayşe's school -------------------------------------------------------
    "inbox/scan_0047.txt": (
        """\
T.C. KARŞIYAKA KAYMAKAMLIĞI
MAVİŞEHİR ANADOLU LİSESİ MÜDÜRLÜĞÜ

Sayı : E-41829173-903.02-88412          25.08.2025
Konu : Eylül Mesleki Çalışma Programı

Eğitim-öğretim yılının başlaması öncesinde 1-5 Eylül 2025 tarihleri arasında
yapılacak mesleki çalışma programı aşağıdadır. Tüm öğretmenlerimizin
09.00-15.00 saatleri arasında okulda bulunmaları gerekmektedir.

01.09.2025  Öğretmenler kurulu toplantısı (konferans salonu)
02.09.2025  Zümre öğretmenler kurulu toplantıları
03.09.2025  Seminer: Türkiye Yüzyılı Maarif Modeli – 10. sınıf uygulamaları
04.09.2025  Sınıf rehber öğretmenleri toplantısı
05.09.2025  Bireysel çalışma, yıllık planların hazırlanması

Ders yılı 8 Eylül 2025 Pazartesi günü başlayacaktır.

Hasan KURT
Okul Müdürü
""",
        "Okul/2025-2026/",
    ),
    "inbox/ders programı.eml": (
        _eml(
            "Hakan Öz <hakan.oz@mavisehiral.meb.k12.tr>",
            AYSE,
            "Haftalık ders programınız",
            "2025-09-05 17:20",
            """\
Ayşe Hocam merhaba,

Pazartesi başlayacak yeni eğitim-öğretim yılı için haftalık ders programınız:

Pazartesi: 10-B (2), 11-A (2)
Salı: 9-C (2), 10-B (2)
Çarşamba: boş gün
Perşembe: 11-A (2), 12-B seçmeli (2)
Cuma: 9-C (2), 10-B rehberlik (1), 12-B (2)

10-B sınıf öğretmenliğiniz devam ediyor. Nöbet günleriniz Salı ve Perşembe.
Bir yanlışlık varsa Pazartesi'ye kadar bana iletin.

Hakan Öz – Müdür Yardımcısı
""",
        ),
        "Okul/2025-2026/",
    ),
    "inbox/Belge2.md": (
        """\
# 1. Dönem Sonu Öğretmenler Kurulu – notlarım

Tarih: 16.01.2025, konferans salonu, saat 14.00

- 1. dönem okul ortalaması 76,9; 9. sınıflarda biyoloji ortak sınav ortalaması 68
- Devamsızlıktan kalma riski olan 4 öğrenci velisine tebligat
- Karneler 17 Ocak 2025 Cuma son ders dağıtılacak
- 2. dönem 3 Şubat 2025'te başlıyor, ara tatil 31 Mart – 4 Nisan
- TÜBİTAK 4006 bilim fuarı: 2. dönem Mayıs başı, 10. sınıf grupları hazır

(Ayşe – elle aldığım notları temize çektim)
""",
        "Okul/2024-2025/",
    ),
    "inbox/zümre yıl sonu.txt": (
        """\
MAVİŞEHİR ANADOLU LİSESİ
BİYOLOJİ ZÜMRESİ YIL SONU DEĞERLENDİRME TOPLANTISI

Tarih: 16.06.2025
Katılanlar: Ayşe Aydın (zümre başkanı), Murat Tekin, Elif Şahin

1. 2024-2025 yılı yıllık planların uygulanması: 11. sınıflarda
   "Kalıtım" ünitesi 2 hafta gecikmeli tamamlandı.
2. 9. sınıf ortak sınav sonuçları: 1. dönem 68, 2. dönem 72 ortalama.
3. TÜBİTAK 4006 fuarında 10-C'nin "Mikroplastik" projesi ilgi gördü.
4. Laboratuvar sarf malzemesi eksikleri listelenerek müdürlüğe verildi.

Zümre Başkanı: Ayşe AYDIN
""",
        "Okul/2024-2025/",
    ),
    "inbox/bordro.html": (
        """\
<!DOCTYPE html>
<html lang="tr">
<head><meta charset="utf-8"><title>KBS – Maaş Bordrosu</title></head>
<body>
<h2>Maaş Bordrosu – Eylül 2025</h2>
<p>AYŞE AYDIN · Öğretmen (Biyoloji) · Mavişehir Anadolu Lisesi · 1/4</p>
<table border="1">
<tr><td>Brüt toplam</td><td>58.912,44 TL</td></tr>
<tr><td>Ek ders (rehberlik + seçmeli)</td><td>1.318,20 TL</td></tr>
<tr><td>Toplam kesinti</td><td>-4.480,97 TL</td></tr>
<tr><td><b>Net ödenen</b></td><td><b>55.749,67 TL</b></td></tr>
</table>
<p>Ödeme tarihi: 15.09.2025</p>
</body>
</html>
""",
        "Okul/Maaş/",
    ),
    # --- shop ----------------------------------------------------------------
    "inbox/Belge1.md": (
        """\
# e-Arşiv Fatura

**Satıcı:** EGE AMBALAJ SAN. VE TİC. LTD. ŞTİ. – Pınarbaşı Mah. 1203 Sk. No: 9, Bornova / İZMİR, Bornova V.D. 3250417869
**Alıcı:** AYDIN ZEYTİNCİLİK – MEHMET AYDIN, Kemalpaşa Cad. No: 41/A Karşıyaka, Karşıyaka V.D. 0410298735

Fatura No: EGA2025000001307 · Tarih: 2025-09-19
ETTN: 9b04e6d2-51c7-4a83-b0f9-2e7d6c1a8f45

| Ürün | Miktar | Birim fiyat | Tutar |
|---|---|---|---|
| 5 lt teneke, 4 renk baskılı "Aydın Zeytincilik" | 600 | 44,90 | 26.940,00 |
| 1 lt teneke, baskısız | 400 | 19,60 | 7.840,00 |

Ara toplam: 34.780,00 TL · KDV %20: 6.956,00 TL · **Ödenecek: 41.736,00 TL** – vade 30 gün
""",
        "Dükkan/Faturalar/Gelen/",
    ),
    "inbox/Invoice MG-2025-0611.eml": (
        _eml(
            "Marasca Glass S.r.l. <accounts@marascaglass.it>",
            SHOP,
            "Invoice MG-2025-0611 – Aydın Zeytincilik",
            "2025-09-24 10:15",
            """\
Dear Mr. Aydın,

please find below invoice MG-2025-0611 for your order of 9 September 2025.

Marasca 500 ml dark green glass bottle – 3,600 pcs x EUR 0.61 = EUR 2,196.00
Marasca 250 ml dark green glass bottle – 6,300 pcs x EUR 0.43 = EUR 2,709.00
Black aluminium screw caps with pourer – 9,900 pcs x EUR 0.11 = EUR 1,089.00
Freight (Livorno – İzmir, 2 pallets): EUR 590.00
Total due: EUR 6,584.00 – payment within 30 days.

Kind regards,
Giulia Ferrante – Accounts, Marasca Glass S.r.l.
""",
        ),
        "Dükkan/Faturalar/Gelen/",
    ),
    "inbox/indirilen.html": (
        """\
<!DOCTYPE html>
<html lang="tr">
<head><meta charset="utf-8"><title>e-Arşiv Fatura AZY2025000000163</title></head>
<body>
<h2>AYDIN ZEYTİNCİLİK – e-Arşiv Fatura</h2>
<p>Düzenleyen: Mehmet Aydın, Kemalpaşa Cad. No: 41/A Karşıyaka – Karşıyaka V.D. 0410298735</p>
<p>Alıcı: Ege Otel Mavişehir – Ege Turizm A.Ş., Karşıyaka V.D. 3310458802</p>
<p>Fatura No: AZY2025000000163 · Tarih: 26.09.2025</p>
<table border="1">
<tr><th>Ürün</th><th>Miktar</th><th>Birim</th><th>Tutar</th></tr>
<tr><td>Natürel sızma zeytinyağı 5 lt teneke</td><td>18</td><td>1.560,00</td><td>28.080,00</td></tr>
<tr><td>Kahvaltılık yeşil zeytin 10 kg</td><td>3</td><td>2.100,00</td><td>6.300,00</td></tr>
</table>
<p>KDV (%1): 343,80 TL · Genel toplam: 34.723,80 TL</p>
</body>
</html>
""",
        "Dükkan/Faturalar/Kesilen/",
    ),
    "inbox/Siparişiniz faturalandı #1048.eml": (
        _eml(
            SHOP,
            "Tuba Şen <tubasen@hotmail.com>",
            "Siparişiniz faturalandı – #1048",
            "2025-10-02 15:36",
            """\
Merhaba Tuba Hanım,

#1048 numaralı siparişiniz kargoya verildi ve e-Arşiv faturanız düzenlendi.

Fatura No: AZY2025000000171 – Tarih: 02.10.2025
Alıcı: Tuba Şen, Nilüfer / BURSA
- Erken hasat sızma zeytinyağı 500 ml cam şişe x 6 = 2.280,00 TL
- Kırma yeşil zeytin 1 kg x 2 = 460,00 TL
KDV (%1): 27,40 TL – Toplam: 2.767,40 TL
Kargo: Yurtiçi Kargo, takip no 418820337712

Bizi tercih ettiğiniz için teşekkür ederiz.
Aydın Zeytincilik – Karşıyaka Çarşı
""",
        ),
        "Dükkan/Faturalar/Kesilen/",
    ),
    "inbox/receipt.eml": (
        _eml(
            "Shopify <billing@shopify.com>",
            SHOP,
            "Your Shopify bill for aydinzeytincilik – September 2025",
            "2025-09-18 04:09",
            """\
Hi Mehmet,

Your bill for the store aydinzeytincilik.myshopify.com has been paid.

Bill #447215093
Billing period: Aug 18, 2025 – Sep 17, 2025
Basic plan (monthly): $39.00
Third-party transaction fees: $8.12
Total charged: $47.12 to Mastercard ending 4417

The Shopify Team
""",
        ),
        "Dükkan/Web Sitesi/",
    ),
    "inbox/2025-2026.txt": (
        """\
AYVALIK ZEYTİN TARIM SATIŞ KOOPERATİFİ
2025-2026 HASAT SEZONU – BAYİ ÖN FİYAT BİLDİRİMİ (Eylül 2025)

Sayın Mehmet Aydın (Aydın Zeytincilik),
Yeni sezon yağları Kasım ortasından itibaren teslim edilecektir.

Erken hasat sızma, 5 lt teneke ............ 1.540 TL
Natürel sızma, 5 lt teneke ................ 1.320 TL
Natürel sızma, dökme (lt) ................. 252 TL
Fiyatlar KDV hariçtir, kesin fiyatlar ilk sıkım analizinden sonra bildirilecektir.
Ön sipariş için son gün: 31 Ekim 2025. Asgari sipariş 50 teneke.

Hülya Demirci – Satış Birimi, 0266 312 45 60
""",
        "Dükkan/Tedarikçiler/",
    ),
    "inbox/RE Ağustos KDV.eml": (
        _eml(
            "Sevgi Koç SMMM <sevgikoc.smmm@gmail.com>",
            ME,
            "RE: Ağustos KDV",
            "2025-09-26 11:48",
            """\
Mehmet Bey merhaba,

Ağustos 2025 KDV beyannamenizi bugün verdim. Datça'dan aldığınız badem ve bal
faturası dükkân gideri olarak indirime girmedi, şahsi harcama sayılır.

Ödenecek KDV: 9.618,20 TL
Damga vergisi: 708,80 TL
Son ödeme günü: 29 Eylül 2025 (Pazartesi)

Tahakkuk fişini ekte gönderiyorum.
Sevgi Koç – SMMM
""",
        ),
        "Dükkan/Muhasebe/",
    ),
    # --- trips ---------------------------------------------------------------
    "inbox/tickets.html": (
        """\
<!DOCTYPE html>
<html lang="it">
<head><meta charset="utf-8"><title>Musei Vaticani – Conferma prenotazione</title></head>
<body>
<h1>Musei Vaticani e Cappella Sistina</h1>
<p>Conferma prenotazione n. MV-25-3318472</p>
<p>Data: <b>02/04/2025</b> · Orario di ingresso: 09:30 · Ingresso: Viale Vaticano</p>
<table border="1">
<tr><th>Biglietto</th><th>Qtà</th><th>Prezzo</th></tr>
<tr><td>Intero + prevendita</td><td>2</td><td>€ 25,00</td></tr>
<tr><td>Ridotto (under 18) + prevendita</td><td>1</td><td>€ 13,00</td></tr>
</table>
<p>Totale: € 63,00 · Intestatario: Mehmet Aydin</p>
</body>
</html>
""",
        "Seyahat/2025-Roma/",
    ),
    "inbox/e-bilet.txt": (
        """\
TURKISH AIRLINES – ELEKTRONİK BİLET YOLCU SEYAHAT BELGESİ
Rezervasyon kodu (PNR): TQ7K4M
Yolcular: AYDIN/MEHMET MR, AYDIN/AYSE MRS, AYDIN/EMRE MR

TK2321  31MAR25  İZMİR ADB  06:35 → İSTANBUL IST 07:45
TK1861  31MAR25  İSTANBUL IST 09:55 → ROMA FCO 11:35
TK1862  04NİS25  ROMA FCO 12:50 → İSTANBUL IST 16:25
TK2334  04NİS25  İSTANBUL IST 19:05 → İZMİR ADB 20:15

Bagaj: 1 x 23 kg + 1 kabin 8 kg kişi başı
Toplam ücret (3 yolcu): 31.485,00 TL
""",
        "Seyahat/2025-Roma/",
    ),
    "inbox/indirilen (2).html": (
        """\
<!DOCTYPE html>
<html lang="tr">
<head><meta charset="utf-8"><title>Kaya Konak Cave Hotel – Folyo</title></head>
<body>
<h2>Kaya Konak Cave Hotel – Misafir Folyosu</h2>
<p>Misafir: Mehmet Aydın · Oda 7 (Aile mağara odası) · Giriş 29.01.2024 · Çıkış 02.02.2024</p>
<table border="1">
<tr><th>Tarih</th><th>Açıklama</th><th>Tutar</th></tr>
<tr><td>29.01.2024</td><td>Konaklama 4 gece, kahvaltı dahil</td><td>19.600,00 TL</td></tr>
<tr><td>30.01.2024</td><td>Akşam yemeği (testi kebabı x3)</td><td>1.860,00 TL</td></tr>
<tr><td>11.12.2023</td><td>Ön ödeme</td><td>-5.000,00 TL</td></tr>
<tr><td>02.02.2024</td><td>Kredi kartı ile ödeme</td><td>-16.460,00 TL</td></tr>
</table>
<p>Bakiye: 0,00 TL · Bizi tercih ettiğiniz için teşekkür ederiz.</p>
</body>
</html>
""",
        "Seyahat/2024-Kapadokya/",
    ),
    "inbox/WhatsApp mesaj 2025-07-28.txt": (
        """\
28.07.2025 11:05 - Nazlı Hanım Pansiyon: Mehmet Bey merhaba, 10 Ağustos'ta saat 14'ten sonra odalarınız hazır olur 🌿
28.07.2025 11:06 - Nazlı Hanım Pansiyon: Babanız için zemin kattaki odayı ayırdım, merdiven çıkmasın
28.07.2025 11:06 - Nazlı Hanım Pansiyon: 17'si sabah kahvaltıdan sonra çıkış, kalan ödemeyi nakit ya da IBAN yapabilirsiniz
28.07.2025 11:20 - Mehmet: Çok teşekkürler Nazlı Hanım, 10'unda akşamüstü oradayız inşallah
""",
        "Seyahat/2025-Datça/",
    ),
    # --- health --------------------------------------------------------------
    "inbox/tahlil_sonuc.txt": (
        """\
T.C. SAĞLIK BAKANLIĞI – İZMİR ŞEHİR HASTANESİ
BİYOKİMYA LABORATUVARI SONUÇ RAPORU

Hasta: HÜSEYİN AYDIN (78 yaş, E)   Numune tarihi: 2025-10-01
İsteyen birim: Dahiliye Polikliniği

Test              Sonuç     Referans
Açlık glukozu     128       74-106 mg/dL   (H)
HbA1c             6,8       4-6 %          (H)
Kreatinin         1,18      0,7-1,2 mg/dL
eGFR              61        >90 mL/dk      (L)
Total PSA         2,4       0-4 ng/mL
Potasyum          4,6       3,5-5,1 mmol/L

Onay: Uzm. Dr. K. Tan
""",
        "Sağlık/Babam/",
    ),
    "inbox/MHRS randevu.eml": (
        _eml(
            "MHRS <bilgilendirme@mhrs.gov.tr>",
            ME,
            "Randevu Bilgilendirme",
            "2025-09-30 20:14",
            """\
Sayın HÜSEYİN AYDIN,

Dokuz Eylül Üniversitesi Hastanesi, Kardiyoloji Polikliniği,
Prof. Dr. NURAY ERDOĞAN adına 14.10.2025 09:20 tarihli randevunuz oluşturulmuştur.

Randevunuza gelemeyecekseniz lütfen en geç 1 gün önce iptal ediniz.
Randevu almak veya iptal etmek için: MHRS mobil / ALO 182

Sağlıklı günler dileriz.
""",
        ),
        "Sağlık/Babam/",
    ),
    "inbox/sonuc.txt": (
        """\
ÖZEL KARŞIYAKA TIP MERKEZİ – ALERJİ VE İMMÜNOLOJİ
DERİ PRICK TESTİ SONUCU

Hasta: EMRE AYDIN   Yaş: 16   Cinsiyet: E   Tarih: 23.09.2025
Şikâyet: sabahları hapşırık, burun tıkanıklığı (özellikle Eylül-Ekim)

Ev tozu akarı (D. pteronyssinus) ..... 8 mm  POZİTİF
Ev tozu akarı (D. farinae) ........... 6 mm  POZİTİF
Çimen poleni karışımı ................ 2 mm  negatif
Kedi epiteli ......................... 0 mm  negatif

Tanı: alerjik rinit (akar). Öneri: nazal sprey, akar geçirmez nevresim,
3 ay sonra kontrol. Spor yapmasına engel yoktur.
Uzm. Dr. Can Öztürk
""",
        "Sağlık/Emre/",
    ),
    "inbox/scan_0055.txt": (
        """\
KARŞIYAKA DEVLET HASTANESİ – RADYOLOJİ
TİROİD ULTRASONOGRAFİ RAPORU

Hasta: AYŞE AYDIN   Yaş: 47   Tetkik tarihi: 20.05.2025

Sağ lob 48x16x15 mm, sol lob 45x15x14 mm, istmus 3 mm.
Parankim ekosu hafif heterojen. Sol lob orta kesimde 6 mm çaplı
düzgün konturlu, kistik nodül (TI-RADS 2).
Sonuç: benign görünümlü kistik nodül, 1 yıl sonra kontrol önerilir.
Uzm. Dr. P. Gündüz
""",
        "Sağlık/Ayşe/",
    ),
    # --- father's pensions -----------------------------------------------------
    "inbox/scan_0052.txt": (
        """\
Renten Service der Deutschen Post AG
im Auftrag der Deutschen Rentenversicherung

Herrn Hüseyin Aydın, Karşıyaka / İzmir, TÜRKEI
Rentennummer: 42 120347 A 012     Datum: Juni 2025

Mitteilung über die Anpassung Ihrer Rente zum 01.07.2025

Der aktuelle Rentenwert steigt zum 1. Juli 2025 um 3,74 Prozent.
Bisheriger monatlicher Zahlbetrag:       1.142,38 EUR
Neuer monatlicher Zahlbetrag ab 07/2025: 1.185,10 EUR

Bitte heben Sie diese Mitteilung auf.
""",
        "Babam/Almanya Emekli Maaşı/",
    ),
    "inbox/Almanca mektup.txt": (
        """\
Renten Service der Deutschen Post AG

Lebensbescheinigung – bitte bis zum 30.09.2025 zurücksenden!

Name: Aydın, Hüseyin     Geburtsdatum: 12.03.1947
Rentennummer: 42 120347 A 012
Wohnsitz: Karşıyaka / İzmir, Türkei

Wenn die Lebensbescheinigung nicht fristgerecht bei uns eingeht,
müssen wir die Rentenzahlung vorläufig einstellen.

Bestätigung der amtlichen Stelle (Nüfus Müdürlüğü, SGK oder Konsulat):
Der oben Genannte ist am heutigen Tage persönlich erschienen und lebt.
Stempel / Datum: Karşıyaka İlçe Nüfus Müdürlüğü, 21.08.2025
""",
        "Babam/Almanya Emekli Maaşı/",
    ),
    "inbox/e-Devlet çıktısı.txt": (
        """\
T.C. SOSYAL GÜVENLİK KURUMU
e-Devlet – Emekli Aylık Bilgileri

Adı Soyadı: HÜSEYİN AYDIN    Sicil: 35-0417-19972
Dosya türü: 4/a emekli (yurtdışı borçlanmalı)
Dönem: Temmuz 2025

Bağlanan aylık (artış sonrası) ..... 14.722,15 TL
En düşük aylık tamamlama ............ 2.158,85 TL
Ödenen aylık ....................... 16.881,00 TL
Ödeme: Ziraat Bankası Karşıyaka, 17.07.2025
""",
        "Babam/SGK/",
    ),
    # --- car -----------------------------------------------------------------
    "inbox/Belge3.md": (
        """\
# Trafik sigortası poliçesi – yenileme

- Sigorta şirketi: Türkiye Sigorta · Poliçe no: 88170377105
- Sigortalı: Mehmet AYDIN · Plaka: **35 KY 4172** (Fiat Egea 1.3 Multijet, 2019)
- Süre: 05.03.2025 12:00 – 05.03.2026 12:00
- Basamak: 7
- Prim: 8.215,00 TL (kredi kartı, tek çekim)
""",
        "Araba/Sigorta/",
    ),
    "inbox/e-Devlet tebligat.txt": (
        """\
e-Devlet – Trafik Cezası Sorgulama
Plaka: 35 KY 4172

Tutanak seri/no : EDS 2025-0917334
Tarih / saat    : 02.09.2025 08:12
Yer             : Çiğli, Anadolu Cad. (EDS noktası 35-114)
İhlal           : 2918/51-2-a – hız sınırını %10-30 aşmak (82 km/s, sınır 70)
Ceza tutarı     : 2.167,00 TL (15 gün içinde ödenirse 1.625,25 TL)
Durum           : Tebliğ edildi – ÖDENMEDİ
""",
        "Araba/MTV-Ceza/",
    ),
    # --- Emre, bank ----------------------------------------------------------
    "inbox/okul duyuru.txt": (
        """\
T.C. KARŞIYAKA KAYMAKAMLIĞI
NERGİZ ANADOLU LİSESİ MÜDÜRLÜĞÜ

Sayın Veli,

2025-2026 eğitim-öğretim yılı 1. dönem veli toplantısı 11 Ekim 2025
Cumartesi günü saat 10.30'da yapılacaktır.

Sınıf: 11-C   Öğrenci: EMRE AYDIN (No: 487)
Sınıf rehber öğretmeni: Gülşen Ateş

Gündem: ders seçimleri, YKS hazırlık takvimi, okul kuralları, devamsızlık.
Öğrencinizin e-Okul şifresini güncel tutmanızı rica ederiz.

Okul Müdürlüğü
""",
        "Emre/Okul/",
    ),
    "inbox/hesap özeti.eml": (
        _eml(
            "Garanti BBVA <bilgi@garantibbva.com.tr>",
            ME,
            "Bonus Kart Hesap Özetiniz – Eylül 2025",
            "2025-09-13 06:30",
            """\
Sayın MEHMET AYDIN,

5406 **** **** 4417 numaralı Bonus kartınızın Eylül 2025 hesap özeti:

Hesap kesim tarihi : 12.09.2025
Son ödeme tarihi   : 22.09.2025
Dönem borcu        : 41.276,30 TL
Asgari ödeme       : 16.510,52 TL
Kazanılan bonus    : 287,15 TL

Hesap özetinin tamamını Garanti BBVA Mobil'den görüntüleyebilirsiniz.
""",
        ),
        "Banka/Kredi Kartı/",
    ),
    # --- fits nowhere ----------------------------------------------------------
    "inbox/yeni metin belgesi (2).txt": (
        """\
market
- ekmek 2
- süt 2 lt
- yumurta 30'lu
- domates, salatalık
- çay (Çaykur Rize)
- deterjan
- babama yumuşak diş fırçası
""",
        "",
    ),
    "inbox/Your weekly progress.eml": (
        _eml(
            "Duolingo <hello@duolingo.com>",
            ME,
            "Mehmet, you're on a 12 day streak!",
            "2025-10-05 19:00",
            """\
Hi Mehmet,

Great week! Here is your progress in Spanish:

- 12 day streak 🔥
- 1,240 XP this week
- You finished Unit 4: "At the restaurant"
- League: Silver, rank 7

Keep it up – a quick lesson today keeps your streak alive!

The Duolingo Team
""",
        ),
        "",
    ),
    "inbox/WhatsApp mesaj 2025-10-03.txt": (
        """\
03.10.2025 21:14 - Serkan (kuzen): Abi selam, davetiyeyi buradan da atayım 💍
03.10.2025 21:14 - Serkan (kuzen): Gizem & Serkan – nikâh ve düğün
03.10.2025 21:15 - Serkan (kuzen): 25 Ekim 2025 Cumartesi, saat 19.00, Bornova Ege Palas Düğün Salonu
03.10.2025 21:15 - Serkan (kuzen): Yengeme, Emre'ye ve Hüseyin amcama da selam, hepinizi bekliyoruz
03.10.2025 21:32 - Mehmet: Tebrikler Serkan, mutlaka geliyoruz inşallah 🎉
""",
        "",
    ),
    "inbox/Passolig bilet.html": (
        """\
<!DOCTYPE html>
<html lang="tr">
<head><meta charset="utf-8"><title>Passolig – Biletiniz</title></head>
<body>
<h2>Göztepe – Samsunspor</h2>
<p>Trendyol Süper Lig, 10. hafta · 19.10.2025 Pazar 17:00</p>
<p>Gürsel Aksel Stadyumu · Kapalı tribün, Blok 104, Sıra 12, Koltuk 7-8</p>
<p>Bilet sahibi: Mehmet Aydın (+1 misafir)</p>
<p>Toplam: 1.100,00 TL · Girişte Passolig kart / QR kodu gösteriniz.</p>
</body>
</html>
""",
        "",
    ),
}


def build(root: pathlib.Path) -> dict[str, str]:
    return write_library(root, GUIDELINE, FILED, INBOX, count=40, nowhere=4)
