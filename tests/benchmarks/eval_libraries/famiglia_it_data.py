"""Data tables for the famiglia-it library (Elena Marchetti & Davide Rinaldi, Bologna)."""

from __future__ import annotations

import datetime as _dt
import textwrap as _tw
import zlib as _zlib

# --------------------------------------------------------------------------------------
# people, numbers
# --------------------------------------------------------------------------------------

_ODD = dict(
    zip(
        "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ",
        [1, 0, 5, 7, 9, 13, 15, 17, 19, 21] + [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20,
                                              11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23],
    )
)  # fmt: skip


def _cf(surname: str, name: str, born: str, sex: str, comune: str) -> str:
    """Codice fiscale with a correct check character."""
    vow = "AEIOU"

    def cons(s: str) -> list[str]:
        return [c for c in s.upper() if c.isalpha() and c not in vow]

    def vows(s: str) -> list[str]:
        return [c for c in s.upper() if c in vow]

    s = (cons(surname) + vows(surname) + ["X"] * 3)[:3]
    c = cons(name)
    n = [c[0], c[2], c[3]] if len(c) >= 4 else (c + vows(name) + ["X"] * 3)[:3]
    b = _dt.date.fromisoformat(born)
    day = b.day + (40 if sex == "F" else 0)
    code = "".join(s + n) + f"{b.year % 100:02d}" + "ABCDEHLMPRST"[b.month - 1] + f"{day:02d}"
    code += comune
    tot = 0
    for i, ch in enumerate(code):
        if i % 2 == 0:
            tot += _ODD[ch]
        else:
            tot += int(ch) if ch.isdigit() else ord(ch) - 65
    return code + chr(65 + tot % 26)


def _piva(base10: str) -> str:
    tot = 0
    for i, ch in enumerate(base10):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return base10 + str((10 - tot % 10) % 10)


def _iban(cin: str, abi: str, cab: str, conto: str) -> str:
    bban = cin + abi + cab + conto
    num = "".join(str(int(c, 36)) for c in bban + "IT00")
    kk = 98 - int(num) % 97
    raw = f"IT{kk:02d}{bban}"
    return " ".join(raw[i : i + 4] for i in range(0, len(raw), 4))


CF_ELENA = _cf("Marchetti", "Elena", "1982-05-14", "F", "F257")
CF_DAVIDE = _cf("Rinaldi", "Davide", "1980-09-03", "M", "A944")
CF_TOMMASO = _cf("Rinaldi", "Tommaso", "2012-01-22", "M", "A944")
CF_IRENE = _cf("Rinaldi", "Irene", "2017-06-30", "F", "A944")
CF_GIORGIO = _cf("Rinaldi", "Giorgio", "1946-02-11", "M", "A944")
CF_OKSANA = _cf("Kovalenko", "Oksana", "1978-04-09", "F", "Z138")
PIVA_ELENA = _piva("0412873037")
PIVA_NORDVIK = _piva("0391544120")
PIVA_LINGUAFRANCA = _piva("0872261015")
PIVA_TRADULEX = _piva("0310472037")
PIVA_BERTOLINI = _piva("0255019037")
IBAN_ELENA = _iban("K", "05387", "02405", "000003214567")
IBAN_COMUNE = _iban("R", "05387", "02405", "000001887345")
IBAN_BERTOLINI = _iban("C", "03069", "02477", "100000006712")
HERA_CLIENTE = "8012345678"
HERA_PDR = "00883100456712"
HERA_POD = "IT001E73345190"
TARGA = "FX 482 KM"
CASA = "Via Giuseppe Massarenti 212, 40138 Bologna (BO)"

DEVICES = {
    "iphone": ("Apple", "iPhone 13", "18.3.2"),
    "samsung": ("samsung", "SM-S911B", "S911BXXS6CYB1"),
}

NEW_FOLDERS = {"Viaggi/Elba 2026/", "Scuola/Tommaso/2026-27/"}


def D(path: str, kind: str, date: str, text: str = "", **kw) -> dict:
    d = {"path": path, "kind": kind, "date": date, "text": _tw.dedent(text).strip("\n")}
    d.update(kw)
    return d


def _t(s: str) -> _dt.datetime:
    return _dt.datetime.strptime(s, "%Y-%m-%d %H:%M:%S")


def ip(when: str, ext: str = "JPG") -> str:
    """Elena's iPhone camera roll: IMG_nnnn, numbered in time order."""
    t = _t(when)
    days = (t.date() - _dt.date(2023, 1, 1)).days
    n = 1200 + days * 3 + (t.hour * 60 + t.minute) * 3 // 1440
    return f"IMG_{n:04d}.{ext}"


def sm(when: str) -> str:
    """Davide's Samsung camera name."""
    return _t(when).strftime("%Y%m%d_%H%M%S") + ".jpg"


def sm_shot(when: str, app: str) -> str:
    return "Screenshot_" + _t(when).strftime("%Y%m%d-%H%M%S") + f"_{app}.jpg"


def _eur(v: float) -> str:
    s = f"{v:,.2f}"
    return s.replace(",", "X").replace(".", ",").replace("X", ".")


def _price(v: float) -> str:
    return _eur(v) if v >= 1 else f"{v:.3f}".replace(".", ",")


def _it(day: _dt.date) -> str:
    return day.strftime("%d/%m/%Y")


def _d(s: str) -> _dt.date:
    return _dt.date.fromisoformat(s)


MESI = [
    "gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno",
    "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre",
]  # fmt: skip

# --------------------------------------------------------------------------------------
# guideline (Elena's words)
# --------------------------------------------------------------------------------------

GUIDELINE = """
# Come teniamo le carte (e le foto)

Lo scrivo qui perché ogni volta che Davide cerca qualcosa mi telefona mentre lavoro.
Regola nuova: tutto quello che arriva (mail, scansioni, foto del telefono, roba di WhatsApp)
finisce in `inbox/`, e la domenica sera, con la tisana, lo smisto io.

## In generale
- Cartelle piccole e precise, anche se dentro ci sono due file. Preferisco dieci cartelle
  con tre cose che una con trecento.
- Nomi dei file: quando la data conta (referti, F24, controlli della caldaia) la metto
  davanti, così: `2025-10-02 esami sangue.pdf`. Per il resto basta un titolo che si capisca
  (`Contratto Oksana.pdf`, `Crescentine.md`). Non pretendo che sia tutto uguale.

## Casa
- Tutto quello che riguarda l'appartamento di via Massarenti sta in `Casa/`, una
  sottocartella per argomento: mutuo, condominio, caldaia, luce e gas (Hera), internet,
  garanzie degli elettrodomestici (scontrino o ordine insieme, sennò la garanzia non vale),
  lavori del bagno (servono per la detrazione: NON buttare niente fino al 2034).
- Router, NAS, wifi: `Casa/rete e NAS/`. Le note le ha scritte Davide, io non ci capisco
  niente, ma almeno so dove sono.
- Oksana: contratto, contributi INPS e una copia dei suoi documenti (il datore di lavoro
  siamo noi) in `Casa/colf Oksana/`.

## Persone
- Salute: una cartella per ognuno in `Salute/`, anche per il nonno Giorgio, visto che le
  sue visite le prenoto io.
- Documenti d'identità: `Documenti/Elena`, `Documenti/Davide`, quelli dei bambini tutti
  insieme in `Documenti/bambini`.
- Il nonno ha anche una cartella sua, `Nonno Giorgio/`, per pensione e pratiche.
- Briciola ha la sua cartella. Sì, il gatto ha più cartelle di me.

## Scuola e sport
- La scuola va per anno scolastico, che comincia a settembre: `Scuola/Tommaso/2025-26`,
  `Scuola/Irene/2025-26`. Ogni foglio va nell'anno a cui si riferisce, non in quello in
  cui arriva (la lista dei libri di luglio è già dell'anno dopo).
- Centri estivi a parte. Basket di Tommaso e piscina di Irene in `Sport/`.

## Lavoro
- Fatture che emetto io: `Lavoro/Fatture emesse/<anno>`. Quelle che ricevo per il lavoro
  (commercialista, Trados, revisori, coworking) tutte in `Lavoro/Fatture ricevute`.
  Attenzione: la fattura del meccanico o dell'idraulico NON è lavoro, va con la macchina o
  con la casa.
- Il laboratorio a Forlì va per anno accademico, come la scuola:
  `Lavoro/Università/a.a. 2025-26`.
- Davide: buste paga in `Davide/Buste paga`, il resto di Nordvik (contratto, policy, corsi)
  in `Davide/Nordvik`.

## Tasse
- Una cartella per dichiarazione, con l'anno in cui si presenta: `Fisco/Dichiarazione 2025`
  contiene i redditi del 2024. Dentro CU, 730, Redditi PF e ricevute, di tutti e due.
- Gli F24 pagati tutti in `Fisco/F24`, con la data del pagamento davanti.

## Viaggi e foto
- Ogni viaggio ha la sua cartella in `Viaggi/`: biglietti, prenotazioni, conti e le foto
  fatte lì. I nomi li ho dati un po' come capitava, pazienza.
- Le altre foto per anno (`Foto/2024`, `Foto/2025`). Dal 2026 una cartella al mese, perché
  erano troppe (gennaio e febbraio insieme, che erano poche).

## Da non tenere
Volantini, pubblicità, newsletter dei negozi, i buongiorno della zia Rosanna, le condizioni
d'uso delle app: cestino, senza pietà.
"""

# --------------------------------------------------------------------------------------
# templated documents
# --------------------------------------------------------------------------------------


def hera_gas(path: str, periodo: tuple[str, str], emis: str, scad: str, smc: int,
             prezzo: float, storico: str, **kw) -> dict:  # fmt: skip
    a, b = _d(periodo[0]), _d(periodo[1])
    materia = round(smc * prezzo + 2 * 8.50, 2)
    trasporto = round(smc * 0.1132 + 2 * 5.82, 2)
    oneri = round(smc * 0.0295, 2)
    accisa = round(smc * 0.1863 + smc * 0.0310, 2)
    imponibile = round(materia + trasporto + oneri + accisa, 2)
    iva = (
        round(imponibile * 0.10, 2)
        if smc < 240
        else round(imponibile * 240 / smc * 0.10 + imponibile * (smc - 240) / smc * 0.22, 2)
    )
    tot = round(imponibile + iva, 2)
    nfatt = 412600000000 + _zlib.crc32(path.encode()) % 999999
    text = f"""# Hera Comm S.p.A.
Via Molino Rosso 8, 40026 Imola (BO) — P.IVA 03819031208 — Servizio clienti 800.999.500
## Bolletta gas naturale — offerta Hera Casa Gas Fisso 24 — mercato libero
Intestatario: RINALDI DAVIDE — C.F. {CF_DAVIDE}
Indirizzo di fornitura: Via Giuseppe Massarenti 212 int. 9 — 40138 Bologna BO
Codice cliente: {HERA_CLIENTE} — PDR: {HERA_PDR} — Matricola contatore: 1807733219
---
!Fattura n. | Data emissione | Scadenza
{nfatt} | {emis} | {scad}
Periodo di fatturazione: {_it(a)} – {_it(b)}
Consumo fatturato nel periodo: {smc} Smc (letture effettive telelette)
Uso: riscaldamento individuale + cottura e acqua calda — Categoria d'uso C3
## Riepilogo importi
!Voce | | Importo (€)
Spesa per la materia gas naturale ({_eur(prezzo)} €/Smc + quota fissa) | | {_eur(materia)}
Spesa per il trasporto e la gestione del contatore | | {_eur(trasporto)}
Spesa per oneri di sistema | | {_eur(oneri)}
Imposte (accisa e addizionale regionale) | | {_eur(accisa)}
IVA (10% sui primi 480 Smc/anno, 22% oltre) | | {_eur(iva)}
!TOTALE DA PAGARE | | {_eur(tot)} €
---
Consumi ultimi 12 mesi: {storico}
Pagamento con addebito diretto SEPA sul conto IT** **** **** **** **** ***4567: non pagare.
Guasti gas (24 ore su 24): 800.713.666 — Pronto intervento INRETE Distribuzione Energia.
"""
    return D(path, "pdf", kw.pop("mtime", emis[6:] + "-" + emis[3:5] + "-" + emis[:2] + " 07:30"),
             text, title="Bolletta gas Hera Comm", producer="Hera Comm - bollettazione",
             **kw)  # fmt: skip


def hera_luce(path: str, periodo: tuple[str, str], emis: str, scad: str, kwh: int,
              **kw) -> dict:  # fmt: skip
    a, b = _d(periodo[0]), _d(periodo[1])
    f1, f23 = round(kwh * 0.38), kwh - round(kwh * 0.38)
    materia = round(kwh * 0.1245 + 2 * 9.80, 2)
    rete = round(kwh * 0.0102 + 2 * 3.71 + 3 * 2 * 2.02, 2)
    oneri = round(kwh * 0.0301, 2)
    accisa = round(kwh * 0.0227, 2)
    canone = 18.00
    imponibile = round(materia + rete + oneri + accisa, 2)
    iva = round(imponibile * 0.10, 2)
    tot = round(imponibile + iva + canone, 2)
    nfatt = 412600000000 + _zlib.crc32(path.encode()) % 999999
    text = f"""# Hera Comm S.p.A.
Via Molino Rosso 8, 40026 Imola (BO) — P.IVA 03819031208 — Servizio clienti 800.999.500
## Bolletta energia elettrica — offerta Hera Casa Luce Fisso 24 — mercato libero
Intestatario: RINALDI DAVIDE — C.F. {CF_DAVIDE}
Indirizzo di fornitura: Via Giuseppe Massarenti 212 int. 9 — 40138 Bologna BO
Codice cliente: {HERA_CLIENTE} — POD: {HERA_POD} — Potenza impegnata 3 kW — residente
---
!Fattura n. | Data emissione | Scadenza
{nfatt} | {emis} | {scad}
Periodo di fatturazione: {_it(a)} – {_it(b)}
Consumo fatturato: {kwh} kWh (F1 {f1} kWh — F2/F3 {f23} kWh)
## Riepilogo importi
!Voce | | Importo (€)
Spesa per la materia energia | | {_eur(materia)}
Spesa per il trasporto e la gestione del contatore | | {_eur(rete)}
Spesa per oneri di sistema | | {_eur(oneri)}
Imposte (accisa) | | {_eur(accisa)}
IVA 10% | | {_eur(iva)}
Canone di abbonamento alla televisione ad uso privato (rate) | | {_eur(canone)}
!TOTALE DA PAGARE | | {_eur(tot)} €
---
Pagamento con addebito diretto SEPA: non pagare. Segnalazione guasti: 800.999.010.
"""
    return D(path, "pdf", kw.pop("mtime", emis[6:] + "-" + emis[3:5] + "-" + emis[:2] + " 07:30"),
             text, title="Bolletta luce Hera Comm", producer="Hera Comm - bollettazione",
             **kw)  # fmt: skip


_STRAORD = {"2025-05": 2, "2025-09": 3, "2025-11": 6, "2026-02": 4}


def _paga(mese: str, straord_h: int = 0, tredicesima: bool = False) -> dict:
    """Davide's payslip figures (CCNL Metalmeccanici, level B3), roughly as a payroll would."""
    y, m = int(mese[:4]), int(mese[5:7])
    minimo, superminimo, edr = 2618.45, 780.00, 10.33
    if (y, m) >= (2026, 1):
        minimo = 2685.71
    scatti = 4 * 33.57
    base = round(minimo + superminimo + edr + scatti, 2)
    orario = round(base / 173, 4)
    straord = round(orario * 1.25 * straord_h, 2)
    if tredicesima:
        voci = [("0400", "Tredicesima mensilità", "12/12", base)]
    else:
        voci = [
            ("0010", "Minimo tabellare (liv. B3)", "", minimo),
            ("0012", "Superminimo individuale", "", superminimo),
            ("0015", "Scatti di anzianità (4)", "", scatti),
            ("0018", "E.D.R.", "", edr),
        ]
        if straord:
            voci.append(("0250", "Lavoro straordinario 25%", f"{straord_h},00 h", straord))
    lordo = round(sum(v for *_, v in voci), 2)
    inps = round(lordo * 0.0919, 2)
    cometa_dip = 0.0 if tredicesima else round(minimo * 0.012, 2)
    imponibile = round(lordo - inps - cometa_dip, 2)
    hi = 0.35 if y < 2026 else 0.33
    if tredicesima:
        irpef = round(imponibile * hi, 2)
    else:
        annual = imponibile * 13
        lorda_ann = 28000 * 0.23 + max(0, min(annual, 50000) - 28000) * hi
        detr_ann = 1910 * max(0, 50000 - annual) / 22000
        irpef = round((lorda_ann - detr_ann) / 13 + straord * 0.33, 2)
    add_reg = 0.0 if m == 12 or tredicesima else 96.18
    add_com = 0.0 if m == 12 or tredicesima else 31.27
    netto = round(lordo - inps - cometa_dip - irpef - add_reg - add_com, 2)
    return dict(y=y, m=m, voci=voci, lordo=lordo, inps=inps, cometa=cometa_dip,
                imponibile=imponibile, irpef=irpef, add_reg=add_reg, add_com=add_com,
                netto=netto)  # fmt: skip


def netto(mese: str, tredicesima: bool = False) -> float:
    return _paga(mese, _STRAORD.get(mese, 0), tredicesima)["netto"]


def cedolino(path: str, mese: str, pagato: str, tredicesima: bool = False, kind: str = "pdf",
             **kw) -> dict:  # fmt: skip
    g = _paga(mese, _STRAORD.get(mese, 0), tredicesima)
    y, m, voci, lordo, netto_ = g["y"], g["m"], g["voci"], g["lordo"], g["netto"]
    inps, cometa_dip, irpef = g["inps"], g["cometa"], g["irpef"]
    add_reg, add_com, imponibile = g["add_reg"], g["add_com"], g["imponibile"]
    vl = "\n".join(f"{c} {n} | {r} | {_eur(v)} | " for c, n, r, v in voci)
    pag = _d(pagato)
    mm = MESI[m - 1].upper()
    text = f"""# NORDVIK AUTOMATION S.r.l.
Via dell'Industria 18 — 40069 Zola Predosa (BO) — P.IVA {PIVA_NORDVIK} — Pos. INPS 1309876543
## Libro Unico del Lavoro — cedolino paga {mm} {y}{" — TREDICESIMA" if tredicesima else ""}
Dipendente: RINALDI DAVIDE — Matricola 0417 — C.F. {CF_DAVIDE}
Qualifica: impiegato — Livello B3 — Mansione: Senior Controls Engineer
CCNL Metalmeccanici Industria — Data assunzione 01/03/2021 — Part-time: no
---
!Cod. Voce | Rif. | Competenze | Trattenute
{vl}
0700 Contributi IVS 9,19% | | | {_eur(inps)}
0720 Fondo Cometa — contributo lavoratore 1,2% | | | {_eur(cometa_dip)}
0800 Ritenuta IRPEF | | | {_eur(irpef)}
0810 Addizionale regionale (rata 2025) | | | {_eur(add_reg)}
0812 Addizionale comunale (rata 2025) | | | {_eur(add_com)}
---
!Totale competenze | | {_eur(lordo)} |
!Totale trattenute | | | {_eur(round(lordo - netto_, 2))}
!NETTO IN BUSTA | | {_eur(netto_)} € |
---
Imponibile previdenziale: {_eur(lordo)} — Imponibile fiscale: {_eur(imponibile)}
TFR maturato nel mese: {_eur(round(lordo / 13.5, 2))} (destinato a Fondo Cometa)
Ferie: residuo 11,50 gg — Permessi ROL: residuo 38,00 h
Accredito il {_it(pag)} su IBAN IT** **** **** 0240 5000 0032 1456 7
"""
    return D(path, kind, kw.pop("mtime", pagato + " 18:40"), text,
             title=f"Cedolino {mm} {y}", producer="Zucchetti HR", **kw)  # fmt: skip


CLIENTI = {
    "linguafranca": (
        "LINGUA FRANCA SERVIZI LINGUISTICI S.R.L.",
        f"Via Tortona 27 — 20144 Milano (MI) — P.IVA {PIVA_LINGUAFRANCA} — SDI: M5UXCR1",
    ),
    "wordbridge": (
        "WORDBRIDGE LOCALISATION LTD",
        "2nd Floor, 41 Farringdon Road — London EC1M 3JB — United Kingdom — VAT GB 318 4472 09"
        " — Company no. 09912345",
    ),
    "tradulex": (
        "TRADULEX S.R.L.",
        f"Via Santo Stefano 43 — 40125 Bologna (BO) — P.IVA {PIVA_TRADULEX} — SDI: KRRH6B9",
    ),
}


def fattura_emessa(path: str, num: str, data: str, cliente: str, righe: list, scad: str,
                   **kw) -> dict:  # fmt: skip
    nome, indir = CLIENTI[cliente]
    estero = cliente == "wordbridge"
    imp = round(sum(q * p for _, q, _, p in righe), 2)
    rivalsa = round(imp * 0.04, 2)
    bollo = 2.00
    tot = round(imp + rivalsa + bollo, 2)
    rl = "\n".join(f"{d} | {q:g} {u} | {_price(p)} | {_eur(q * p)}" for d, q, u, p in righe)
    nota = (
        "Operazione non soggetta a IVA ai sensi dell'art. 7-ter del DPR 633/1972 — "
        "Supply of services not subject to Italian VAT (art. 7-ter DPR 633/72); "
        "customer established outside the EU."
        if estero
        else "Operazione senza applicazione dell'IVA, effettuata ai sensi dell'art. 1, commi "
        "da 54 a 89, della Legge n. 190/2014 — regime forfettario. Si richiede la non "
        "applicazione della ritenuta alla fonte a titolo d'acconto ai sensi dell'art. 1, "
        "comma 67, L. 190/2014."
    )
    titolo = "FATTURA / INVOICE" if estero else "FATTURA"
    text = f"""# Elena Marchetti — traduzioni e revisioni EN/DE > IT
Via Giuseppe Massarenti 212 — 40138 Bologna (BO) — P.IVA {PIVA_ELENA} — C.F. {CF_ELENA}
elena.marchetti.traduzioni@gmail.com — PEC: elena.marchetti@pec.it — tel. 347 218 0953
---
## {titolo} N. {num} del {data}
## Cliente{" / Customer" if estero else ""}
{nome}
{indir}
---
!Descrizione | Quantità | Prezzo unitario (€) | Importo (€)
{rl}
---
!Imponibile | | | {_eur(imp)}
Rivalsa INPS 4% (art. 1 c. 212 L. 662/96) | | | {_eur(rivalsa)}
Imposta di bollo assolta in modo virtuale | | | {_eur(bollo)}
!TOTALE DOCUMENTO{" / TOTAL DUE" if estero else ""} | | | {_eur(tot)} €
---
{nota}
Pagamento: bonifico bancario entro il {scad} — IBAN {IBAN_ELENA} — BPER Banca, filiale
Bologna San Vitale{" — BIC BPMOIT22XXX" if estero else ""}.
Copia di cortesia: il documento fiscalmente valido è il file XML trasmesso al Sistema di
Interscambio.
"""
    dd = data[6:] + "-" + data[3:5] + "-" + data[:2]
    return D(path, "pdf", kw.pop("mtime", dd + " 19:05"), text, title=f"Fattura {num}",
             producer="Fatture in Cloud", **kw)  # fmt: skip


def f24(path: str, pagato: str, cf: str, nome: str, righe: list, banca_prot: str, **kw) -> dict:
    rl = "\n".join(
        f"{sez} | {cod} | {rat} | {anno} | {_eur(v)}" for sez, cod, rat, anno, v in righe
    )
    tot = round(sum(r[-1] for r in righe), 2)
    text = f"""# BPER Banca — Quietanza di pagamento delega F24
Modello di pagamento unificato F24 — pagamento telematico tramite Smart Web
---
## Contribuente
Codice fiscale: {cf}
{nome}
Domicilio fiscale: Bologna (BO) — Via Giuseppe Massarenti 212
---
!Sezione | Codice tributo / causale | Rateazione / mese | Anno di riferimento | Importo a debito versato
{rl}
!SALDO FINALE | | | | {_eur(tot)} €
---
Data di pagamento: {pagato} — Addebito su c/c IBAN {IBAN_ELENA}
Protocollo telematico: {banca_prot} — Codice identificativo operazione: {banca_prot[-8:]}F24
L'operazione è stata regolarmente eseguita. La presente quietanza ha valore liberatorio ai
sensi dell'art. 19 del D.Lgs. 241/1997.
"""
    dd = pagato[6:] + "-" + pagato[3:5] + "-" + pagato[:2]
    return D(path, kw.pop("kind", "pdf"), kw.pop("mtime", dd + " 12:20"), text,
             title="Quietanza F24", producer="BPER Smart Web", **kw)  # fmt: skip


def estratto(path: str, trim: int, anno: int, saldo_in: float, movimenti: list, **kw) -> dict:
    start = _dt.date(anno, 3 * trim - 2, 1)
    end = (_dt.date(anno + (trim == 4), (3 * trim) % 12 + 1, 1)) - _dt.timedelta(days=1)
    saldo = saldo_in
    rows = []
    for day, desc, v in sorted(movimenti, key=lambda r: (r[0][3:5], r[0][:2])):
        saldo = round(saldo + v, 2)
        dare = _eur(-v) if v < 0 else ""
        avere = _eur(v) if v > 0 else ""
        rows.append(f"{day}/{anno} | {desc} | {dare} | {avere}")
    text = f"""# BPER Banca S.p.A.
Filiale 2405 Bologna San Vitale — Via San Vitale 71/a, 40125 Bologna
## Estratto conto — {trim}° trimestre {anno}
Conto corrente n. 000003214567 intestato a MARCHETTI ELENA e RINALDI DAVIDE
IBAN {IBAN_ELENA}
Periodo: {_it(start)} – {_it(end)}
---
!Data | Descrizione | Dare (€) | Avere (€)
{chr(10).join(rows)}
---
!Saldo iniziale al {_it(start)} | | | {_eur(saldo_in)}
!Saldo finale al {_it(end)} | | | {_eur(saldo)}
Competenze di chiusura: canone conto BPER Smart 3 mesi € 7,50 — imposta di bollo € 8,55
(addebitate nel periodo successivo).
"""
    return D(path, "pdf", kw.pop("mtime", end.isoformat() + " 23:00"), text,
             title=f"Estratto conto {trim}T {anno}", producer="BPER Banca", **kw)  # fmt: skip


# --------------------------------------------------------------------------------------
# library folders
# --------------------------------------------------------------------------------------

MUT = "Casa/mutuo/"
CON = "Casa/condominio/"
CAL = "Casa/caldaia/"
LG = "Casa/luce e gas/"
NET = "Casa/internet/"
NAS = "Casa/rete e NAS/"
GAR = "Casa/garanzie/"
COLF = "Casa/colf Oksana/"
BAG = "Casa/lavori bagno 2024/"
PANDA = "Auto/Panda/"
ASS = "Auto/assicurazione/"
MUL = "Auto/multe/"
SE = "Salute/Elena/"
SD = "Salute/Davide/"
ST = "Salute/Tommaso/"
SI = "Salute/Irene/"
SG = "Salute/nonno Giorgio/"
T2425 = "Scuola/Tommaso/2024-25/"
T2526 = "Scuola/Tommaso/2025-26/"
T2627 = "Scuola/Tommaso/2026-27/"
I2425 = "Scuola/Irene/2024-25/"
I2526 = "Scuola/Irene/2025-26/"
CEST = "Scuola/centri estivi/"
BASK = "Sport/Tommaso basket/"
NUOTO = "Sport/Irene piscina/"
DE = "Documenti/Elena/"
DD = "Documenti/Davide/"
DB = "Documenti/bambini/"
FE25 = "Lavoro/Fatture emesse/2025/"
FE26 = "Lavoro/Fatture emesse/2026/"
FR = "Lavoro/Fatture ricevute/"
CTR = "Lavoro/Contratti e NDA/"
U2425 = "Lavoro/Università/a.a. 2024-25/"
U2526 = "Lavoro/Università/a.a. 2025-26/"
GLO = "Lavoro/Glossari/"
PIVA = "Lavoro/Partita IVA e INPS/"
BP = "Davide/Buste paga/"
NV = "Davide/Nordvik/"
DIC25 = "Fisco/Dichiarazione 2025/"
DIC26 = "Fisco/Dichiarazione 2026/"
F24 = "Fisco/F24/"
EC = "Banca/estratti conto/"
COM = "Banca/fondo pensione Davide/"
NGP = "Nonno Giorgio/pensione/"
NGA = "Nonno Giorgio/assistenza/"
VSA = "Viaggi/2023-08 Sardegna/"
VVF = "Viaggi/Val di Fassa 2024/"
VLO = "Viaggi/Londra ott 2024/"
VPU = "Viaggi/Puglia-2025/"
VPO = "Viaggi/Porto 2025/"
VSI = "Viaggi/Sicilia Pasqua 2026/"
VEL = "Viaggi/Elba 2026/"
F2024 = "Foto/2024/"
F2025 = "Foto/2025/"
FGF = "Foto/Gennaio-Febbraio 2026/"
FMA = "Foto/Marzo 2026/"
RIC = "Ricette/"
LET = "Letture/"
DIA = "Diario/"
BRI = "Briciola/"

DOCS: list[dict] = []

# ---------------------------------------------------------------- Casa/mutuo
DOCS += [
    D(
        MUT + "Contratto di mutuo BPER 2019.pdf",
        "scanpdf",
        "2019-06-24 17:10",
        """
        # Repertorio n. 48.213 — Raccolta n. 21.907
        ## CONTRATTO DI MUTUO FONDIARIO CON GARANZIA IPOTECARIA
        REPUBBLICA ITALIANA
        L'anno duemiladiciannove, il giorno venti del mese di giugno, in Bologna, nel mio studio in Via Farini n. 14, avanti a me Dott. Carlo Venturi, Notaio in Bologna, iscritto nel Collegio Notarile di Bologna, sono presenti:
        BPER BANCA S.p.A., con sede in Modena, Via San Carlo 8/20, in persona del procuratore Dott.ssa Silvia Benassi, di seguito "la Banca";
        MARCHETTI ELENA, nata a Modena il 14 maggio 1982, e RINALDI DAVIDE, nato a Bologna il 3 settembre 1980, entrambi residenti in Bologna, di seguito "la Parte Mutuataria".
        ## Art. 1 — Importo e finalità
        La Banca concede alla Parte Mutuataria, che accetta, un mutuo di Euro 210.000,00 (duecentodiecimila/00) destinato all'acquisto dell'abitazione principale sita in Bologna, Via Giuseppe Massarenti n. 212, interno 9, piano terzo, censita al Catasto Fabbricati del Comune di Bologna al Foglio 186, Mappale 412, Subalterno 27, categoria A/2, classe 3, vani 5,5.
        ## Art. 2 — Durata e tasso
        Il mutuo ha durata di 25 (venticinque) anni, con rimborso in 300 rate mensili posticipate comprensive di capitale e interessi, al tasso fisso nominale annuo dell'1,65% (TAEG 1,84%). Importo della rata: Euro 854,82, addebitata il giorno 1 di ogni mese sul conto n. 3214567.
        ## Art. 3 — Garanzia
        A garanzia la Parte Mutuataria concede ipoteca di primo grado per Euro 420.000,00 sull'immobile sopra descritto.
        ## Art. 4 — Estinzione anticipata
        È facoltà della Parte Mutuataria estinguere anticipatamente, in tutto o in parte, il mutuo senza penali (art. 120-ter D.Lgs. 385/1993).
        Letto, confermato e sottoscritto.
        """,
        producer="Canon MF643C",
    ),
    D(
        MUT + "Piano di ammortamento.pdf",
        "pdf",
        "2019-07-02 09:15",
        """
        # BPER Banca — Piano di ammortamento
        Mutuo fondiario n. 0405/7719201 — Intestatari: MARCHETTI ELENA, RINALDI DAVIDE
        Importo erogato € 210.000,00 — Tasso fisso 1,650% — 300 rate mensili — rata € 854,82
        Data erogazione 20/06/2019 — Prima rata 01/08/2019 — Ultima rata 01/07/2044
        ---
        !Rata n. | Scadenza | Quota capitale | Quota interessi
        1 | 01/08/2019 | 566,07 | 288,75
        2 | 01/09/2019 | 566,85 | 287,97
        12 | 01/07/2020 | 574,69 | 280,13
        73 | 01/08/2025 | 625,97 | 228,85
        78 | 01/01/2026 | 630,29 | 224,53
        90 | 01/01/2027 | 640,80 | 214,02
        150 | 01/01/2032 | 696,41 | 158,41
        300 | 01/07/2044 | 853,65 | 1,17
        ---
        Debito residuo al 31/12/2025: € 162.663,48
        Estratto del piano completo: richiedere la versione integrale in filiale.
        """,
        producer="BPER Banca",
    ),
    D(
        MUT + "Certificazione interessi passivi 2025.pdf",
        "pdf",
        "2026-02-16 08:02",
        """
        # BPER Banca S.p.A.
        Bologna, 16/02/2026
        Spett.li MARCHETTI ELENA — RINALDI DAVIDE
        Via Giuseppe Massarenti 212 — 40138 Bologna
        ## Certificazione degli interessi passivi pagati nell'anno 2025
        Mutuo fondiario n. 0405/7719201 per l'acquisto dell'abitazione principale, stipulato il 20/06/2019 a rogito Notaio Carlo Venturi (Rep. 48.213).
        Si certifica che nel periodo 01/01/2025 – 31/12/2025 sono stati corrisposti:
        !Voce | | Importo
        Interessi passivi | | € 2.771,36
        Oneri accessori (commissioni incasso rata) | | € 18,00
        !Totale detraibile (art. 15 c. 1 lett. b) TUIR) | | € 2.789,36
        Quota di spettanza: MARCHETTI ELENA 50% — RINALDI DAVIDE 50%.
        Documento utile per la dichiarazione dei redditi (730/2026 — Redditi PF 2026), rigo E7.
        """,
        producer="BPER Banca",
    ),
]

# ---------------------------------------------------------------- Casa/condominio
DOCS += [
    D(
        CON + "Verbale assemblea 14-05-2025.pdf",
        "pdf",
        "2025-05-22 11:30",
        """
        # CONDOMINIO VIA MASSARENTI 212 — BOLOGNA
        C.F. 91187650376 — Amministratore: Studio Gamberini Amministrazioni, Rag. Paolo Gamberini, Via Mazzini 41, Bologna
        ## Verbale di assemblea ordinaria del 14 maggio 2025
        L'anno 2025, il giorno 14 del mese di maggio alle ore 20:45, presso la sala riunioni della Parrocchia di San Vitale, si è riunita in seconda convocazione l'assemblea ordinaria dei condomini. Presenti in proprio o per delega 17 condomini su 24, per 731,40 millesimi.
        Presidente: sig. Franco Lolli (int. 3). Segretario: l'amministratore.
        ## Punto 1 — Rendiconto esercizio 01/10/2023 – 30/09/2024
        Approvato all'unanimità. Spese totali € 38.412,77; conguaglio a carico dei condomini da versare con la prima rata dell'esercizio successivo.
        ## Punto 2 — Preventivo esercizio 01/10/2024 – 30/09/2025
        Approvato con 698,10 millesimi. Nessuna variazione sostanziale rispetto all'esercizio precedente.
        ## Punto 3 — Sostituzione impianto citofonico
        Esaminati tre preventivi (Elettro Savena, Citofonia Emiliana, F.lli Tassinari). Approvato il preventivo Elettro Savena per € 9.850,00 + IVA, con videocitofono per ogni unità. Ripartizione per millesimi di proprietà, in due rate.
        ## Punto 4 — Varie ed eventuali
        Si ricorda che le biciclette vanno lasciate nella rastrelliera del cortile e non nell'androne. La sig.ra Marchetti (int. 9) segnala l'infiltrazione nel box n. 6: l'amministratore farà eseguire un sopralluogo.
        La seduta è tolta alle ore 22:50.
        Il Presidente — Il Segretario
        """,
        producer="Studio Gamberini",
    ),
    D(
        CON + "Riparto preventivo 2025-26.pdf",
        "pdf",
        "2025-10-03 15:12",
        """
        # Studio Gamberini Amministrazioni
        Condominio Via Massarenti 212 — Bologna
        ## Riparto preventivo — esercizio 01/10/2025 – 30/09/2026
        Unità: interno 9 — scala B — piano 3 — Condomini: MARCHETTI ELENA / RINALDI DAVIDE
        Millesimi proprietà 42,30 — Millesimi scala B 88,15 — Millesimi riscaldamento: n.d. (impianto autonomo)
        !Voce | Millesimi | Quota (€)
        Spese generali e amministrazione | 42,30 | 612,40
        Pulizia scale e androne | 88,15 | 298,72
        Ascensore scala B | 88,15 | 341,06
        Acqua fredda (acconto) | a consumo | 240,00
        Rata videocitofono (2 di 2) | 42,30 | 208,33
        !Totale esercizio | | 1.700,51
        ---
        !Rata | Scadenza | Importo (€)
        1ª | 31/10/2025 | 425,13
        2ª | 31/01/2026 | 425,13
        3ª | 30/04/2026 | 425,13
        4ª | 31/07/2026 | 425,12
        Pagamento con bonifico sul conto del condominio — IBAN IT58 J030 6902 4771 0000 0012 873 — causale "int. 9 rata n.".
        """,
        producer="Studio Gamberini",
    ),
    D(
        CON + "Regolamento di condominio.pdf",
        "scanpdf",
        "2019-07-15 19:40",
        """
        # REGOLAMENTO DI CONDOMINIO
        Fabbricato in Bologna, Via Giuseppe Massarenti n. 212 — approvato dall'assemblea il 12/03/1988, aggiornato il 20/04/2013
        ## Art. 7 — Uso delle parti comuni
        È vietato depositare nell'androne, sui pianerottoli e nei vani scala biciclette, passeggini, vasi o altri oggetti. Le biciclette vanno riposte nell'apposita rastrelliera del cortile.
        ## Art. 9 — Quiete
        Dalle ore 14:00 alle 16:00 e dalle 22:00 alle 8:00 è fatto obbligo di evitare rumori molesti. I lavori edili nelle unità sono consentiti dal lunedì al venerdì, dalle 8:30 alle 12:30 e dalle 14:30 alle 18:00, previa comunicazione all'amministratore.
        ## Art. 11 — Animali
        È consentita la detenzione di animali domestici, purché non arrechino disturbo. I cani devono essere tenuti al guinzaglio nelle parti comuni; è vietato lasciarli nel cortile.
        ## Art. 14 — Tende e facciata
        Le tende da sole devono essere di colore verde bottiglia (RAL 6007), modello a bracci, uniformi per tutto il fabbricato.
        """,
        producer="Canon MF643C",
    ),
]

# ---------------------------------------------------------------- Casa/caldaia
DOCS += [
    D(
        CAL + "Libretto di impianto.pdf",
        "scanpdf",
        "2019-10-08 18:22",
        """
        # LIBRETTO DI IMPIANTO PER LA CLIMATIZZAZIONE
        (D.M. 10/02/2014 — Regione Emilia-Romagna, catasto regionale CRITER)
        ## 1. Scheda identificativa dell'impianto
        Codice catasto impianto: 2K7B-91F3-0C44
        Ubicazione: Via Giuseppe Massarenti 212, int. 9 — 40138 Bologna (BO)
        Responsabile dell'impianto: RINALDI DAVIDE — C.F. RNLDVD80P03A944A — occupante
        Impianto: nuova installazione — data 03/10/2019 — potenza termica utile nominale 20,2 kW
        Fluido termovettore: acqua — Servizi: climatizzazione invernale e produzione ACS
        ## 4. Generatore
        Caldaia a condensazione VAILLANT ecoTEC plus VMW 246/5-5, combustibile gas naturale
        Matricola: 21183400100287430013 — Installatore: Termoidraulica Reno s.n.c. di Bonfiglioli & C., Via del Lavoro 22, Casalecchio di Reno
        ## 6. Sistemi di regolazione
        Cronotermostato ambiente vSMART, valvole termostatiche sui radiatori (n. 7)
        """,
    ),
    D(
        CAL + "2024-03-07 Rapporto controllo efficienza.pdf",
        "scanpdf",
        "2024-03-07 16:48",
        """
        # RAPPORTO DI CONTROLLO DI EFFICIENZA ENERGETICA TIPO 1 (gruppi termici)
        Catasto CRITER — codice impianto 2K7B-91F3-0C44 — Segno identificativo n. BO-24-0388172
        Impianto: Via G. Massarenti 212 int. 9, Bologna — Responsabile: RINALDI DAVIDE
        Generatore: Vaillant ecoTEC plus VMW 246/5-5 — matr. 21183400100287430013 — anno 2019
        ## Controllo e verifica energetica
        !Parametro | Valore misurato | Limite
        Temperatura fumi | 58,4 °C |
        Temperatura aria comburente | 19,1 °C |
        O2 | 4,6 % |
        CO nei fumi secchi (ppm) | 23 | 1000
        Rendimento di combustione | 98,2 % | ≥ 91,3 %
        Tiraggio / scarico fumi: regolare — Dispositivi di sicurezza: funzionanti
        ## Osservazioni
        Pulizia scambiatore e sifone condensa, controllo vaso di espansione (precarica 1 bar). Impianto può funzionare.
        Prossimo controllo di efficienza entro: 03/2026 (cadenza biennale).
        Tecnico: Marco Bonfiglioli — Termoidraulica Reno s.n.c. — firma del responsabile per ricevuta
        """,
    ),
    D(
        CAL + "2025-03-12 manutenzione ordinaria.pdf",
        "pdf",
        "2025-03-12 19:02",
        """
        # Termoidraulica Reno s.n.c. di Bonfiglioli & C.
        Via del Lavoro 22 — 40033 Casalecchio di Reno (BO) — P.IVA 02233140371 — tel. 051 571 992
        ## Fattura n. 219/2025 del 12/03/2025
        Cliente: RINALDI DAVIDE — Via G. Massarenti 212 int. 9, Bologna — C.F. RNLDVD80P03A944A
        !Descrizione | Q.tà | Importo (€)
        Manutenzione ordinaria annuale caldaia Vaillant ecoTEC plus (pulizia, verifica tenute, analisi combustione) | 1 | 95,00
        Sostituzione guarnizione bruciatore | 1 | 14,50
        Uscita | 1 | 10,00
        !Imponibile | | 119,50
        IVA 22% | | 26,29
        !Totale | | 145,79
        Pagato con POS il 12/03/2025. Prossima manutenzione consigliata: marzo 2026, con controllo fumi biennale.
        """,
        producer="Danea Easyfatt",
    ),
]

# ---------------------------------------------------------------- Casa/luce e gas
DOCS += [
    hera_gas(LG + "Hera gas gen-feb 2025.pdf", ("2025-01-01", "2025-02-28"), "11/03/2025",
             "01/04/2025", 286, 0.5240, "gen-feb 286 | mar-apr 171 | mag-giu 44 | lug-ago 31"),
    hera_luce(LG + "Hera luce mag-giu 2025.pdf", ("2025-05-01", "2025-06-30"), "10/07/2025",
              "31/07/2025", 402),
    hera_gas(LG + "Hera gas nov-dic 2025.pdf", ("2025-11-01", "2025-12-31"), "13/01/2026",
             "03/02/2026", 241, 0.5240, "gen-feb 286 | mar-apr 171 | mag-giu 44 | lug-ago 31 | "
             "set-ott 62 | nov-dic 241"),
    hera_luce(LG + "Hera luce nov-dic 2025.pdf", ("2025-11-01", "2025-12-31"), "14/01/2026",
              "04/02/2026", 468),
]  # fmt: skip

# ---------------------------------------------------------------- Casa/internet
DOCS += [
    D(
        NET + "Fastweb contratto 2023.pdf",
        "pdf",
        "2023-02-09 21:14",
        f"""
        # Fastweb S.p.A. — Riepilogo del contratto
        Piazza Adriano Olivetti 1, 20139 Milano — P.IVA 12878470157
        ## Offerta Fastweb Casa — Fibra FTTH fino a 2,5 Gbit/s
        Cliente: RINALDI DAVIDE — C.F. {CF_DAVIDE} — Codice cliente 0031877442
        Indirizzo di attivazione: Via Giuseppe Massarenti 212, scala B, piano 3, int. 9 — 40138 Bologna
        Data sottoscrizione: 09/02/2023 — Attivazione prevista entro 20 giorni lavorativi
        !Voce | | Importo
        Canone mensile (internet illimitato + chiamate illimitate) | | 28,95 €
        Contributo di attivazione | | 0,00 €
        Modem Fastweb NeXXt incluso in comodato d'uso gratuito | | —
        Durata: nessun vincolo. Recesso: gratuito, con restituzione del modem entro 30 giorni.
        Numero di rete fissa assegnato: 051 0950 774 — Assistenza: 192 193
        """,
        producer="Fastweb",
    ),
    D(
        NET + "Fastweb cambio offerta 2025.pdf",
        "pdf",
        "2025-04-28 10:40",
        """
        # Fastweb — Comunicazione di variazione dell'offerta
        Gentile Davide Rinaldi, codice cliente 0031877442,
        come richiesto il 26/04/2025 tramite l'app MyFastweb, dal 1° giugno 2025 il tuo abbonamento passa all'offerta Fastweb Casa Light FWA/FTTH:
        !Voce | Prima | Dopo
        Canone mensile | 28,95 € | 24,95 €
        Chiamate verso fissi e mobili | illimitate | a consumo (0,10 €/min)
        Velocità massima | 2,5 Gbit/s | 2,5 Gbit/s
        Wi-Fi Mesh Fastweb | non incluso | 1 extender incluso
        L'extender ti verrà spedito all'indirizzo di attivazione. Nessun costo di cambio offerta.
        """,
        producer="Fastweb",
    ),
]

# ---------------------------------------------------------------- Casa/rete e NAS (Davide's notes)
DOCS += [
    D(
        NAS + "Router e wifi.md",
        "md",
        "2023-03-05 22:40",
        """
        # Router e wifi di casa

        Modem Fastweb NeXXt in sala (dietro la TV). Accesso pannello: http://192.168.1.254
        utente admin, password sull'etichetta sotto il modem (NON l'ho cambiata, va bene così).

        ## Reti
        - `Massarenti212` — 2,4 + 5 GHz insieme, password: Briciola!Portici2023
        - `Massarenti212-ospiti` — rete ospiti, password: tortellini42 (per nonni e amici di Tommaso)
        - Extender mesh in camera di Irene dal giugno 2025 (arrivato col cambio offerta)

        ## Cose già provate quando "internet non va"
        1. Spegnere e riaccendere il modem (aspettare che la luce Fibra torni verde fissa).
        2. Se la luce Fibra è rossa: guasto linea, chiamare 192 193, codice cliente 0031877442.
        3. La TV Samsung ogni tanto perde il wifi: meglio il cavo, c'è la presa dietro il mobile.
        """,
    ),
    D(
        NAS + "NAS Synology - backup foto.md",
        "md",
        "2024-01-13 16:05",
        """
        # NAS Synology DS220+

        Comprato a gennaio 2024 (Amazon, 2 dischi WD Red Plus 4 TB in RAID 1 = 4 TB utili).
        Sta nello sgabuzzino, collegato allo switch TP-Link a 5 porte.

        - DSM: http://192.168.1.20:5000 — utente `davide` (admin disattivato)
        - Cartelle condivise: `foto`, `documenti`, `backup-mac-elena`, `film`
        - Synology Photos sul telefono di Elena e sul mio: backup automatico solo in wifi
        - Hyper Backup: ogni domenica alle 3:00 copia `foto` e `documenti` sul disco USB
          da 5 TB (quello rosso). Una volta al mese porto il disco a casa del nonno.
        - Time Machine del Mac di Elena sulla cartella `backup-mac-elena`, quota 800 GB

        Da fare: controllare lo stato dei dischi ogni tanto (Gestione archiviazione -> S.M.A.R.T.).
        """,
    ),
    D(
        NAS + "Indirizzi IP di casa.md",
        "md",
        "2025-06-15 11:20",
        """
        # IP fissi (DHCP riservato sul modem)

        | dispositivo | IP |
        |---|---|
        | modem Fastweb | 192.168.1.254 |
        | NAS Synology | 192.168.1.20 |
        | stampante Canon MF643C | 192.168.1.31 |
        | extender mesh camera Irene | 192.168.1.40 |
        | Home Assistant (Raspberry Pi 4) | 192.168.1.50 |

        Il resto prende l'IP dal DHCP (range .100-.200).
        Stampante: se non la trova il Mac, reinstallare il driver dal sito Canon, non da AirPrint.
        """,
    ),
]

# ---------------------------------------------------------------- Casa/garanzie
DOCS += [
    D(
        GAR + "Lavastoviglie Bosch - fattura Unieuro.pdf",
        "pdf",
        "2022-11-26 15:30",
        f"""
        # Unieuro S.p.A.
        Piazza Risorgimento 1 — 47122 Forlì (FC) — P.IVA 00876320409
        Punto vendita: Unieuro Bologna Via Stalingrado
        ## Fattura n. 2022/BO07/004471 del 26/11/2022
        Cliente: MARCHETTI ELENA — {CASA} — C.F. {CF_ELENA}
        !Articolo | Q.tà | Importo (€)
        Bosch SMV4HVX00E lavastoviglie da incasso 60 cm, Serie 4 — matr. FD 0211 000127 | 1 | 549,00
        Installazione a domicilio e ritiro usato | 1 | 59,90
        Garanzia estesa Unieuro Extra 3 anni | 1 | 79,00
        !Totale (IVA 22% inclusa) | | 687,90
        Pagamento: carta di credito. Garanzia legale 24 mesi + garanzia estesa fino al 26/11/2027.
        Conservare la presente fattura per qualsiasi intervento in garanzia.
        """,
    ),
    D(
        GAR + "TV Samsung 55 - scontrino.jpg",
        "paper",
        "2023-11-24 18:15:40",
        """
        MEDIAWORLD BOLOGNA VIA EMILIA
        MediaMarket S.p.A. con socio unico
        Via Emilia Levante 13/B - Bologna
        P.IVA 02630120166
        DOCUMENTO COMMERCIALE
        di vendita o prestazione
        ---
        SAMSUNG TV QE55Q60C 55" QLED   599,00
        SCONTO BLACK FRIDAY           -100,00
        STAFFA A MURO VOGELS           39,99
        ---
        TOTALE COMPLESSIVO          538,99
        di cui IVA                    97,20
        PAGAMENTO ELETTRONICO         538,99
        ---
        24-11-2023 18:12
        DOCUMENTO N. 1187-0042
        RT 99MEY012345
        CONSERVARE PER LA GARANZIA
        """,
        device="iphone",
        paper=(600, 1500),
    ),
    D(
        GAR + "Robot Roborock - ordine Amazon.pdf",
        "pdf",
        "2024-07-16 21:44",
        """
        # amazon.it — Riepilogo ordine
        Ordine n. 405-7731290-4458761 — effettuato il 16 luglio 2024
        Spedito a: Davide Rinaldi, Via Giuseppe Massarenti 212, 40138 Bologna BO
        !Articolo | Q.tà | Prezzo
        Roborock Q7 Max+ robot aspirapolvere e lavapavimenti con stazione di svuotamento | 1 | 329,99 €
        !Totale ordine (IVA inclusa) | | 329,99 €
        Venduto da: Amazon EU S.à r.l. — Pagamento: Visa che termina con 8812
        Consegnato il 18 luglio 2024. Garanzia legale di 2 anni. Reso gratuito entro il 31/08/2024.
        """,
        producer="Amazon",
    ),
    D(
        GAR + "Frigorifero Whirlpool - garanzia.pdf",
        "pdf",
        "2021-05-08 12:00",
        """
        # Whirlpool — Certificato di garanzia convenzionale
        Prodotto: frigorifero combinato Whirlpool W7X 94T OX — codice 12NC 859991612960
        Numero di serie: 110334021557
        Data di acquisto: 05/05/2021 — Rivenditore: Expert Casalecchio
        Intestatario registrazione: Elena Marchetti — elena.marchetti.traduzioni@gmail.com
        Garanzia convenzionale Whirlpool: 2 anni + 10 anni sul compressore (fino al 05/05/2031)
        Assistenza tecnica: 0232 06 7777 — www.whirlpool.it/assistenza
        """,
    ),
]

# ---------------------------------------------------------------- Casa/colf Oksana
DOCS += [
    D(
        COLF + "Contratto Oksana.pdf",
        "pdf",
        "2023-09-28 20:30",
        f"""
        # CONTRATTO DI LAVORO DOMESTICO
        (CCNL sulla disciplina del rapporto di lavoro domestico del 1° ottobre 2020)
        Datore di lavoro: MARCHETTI ELENA, C.F. {CF_ELENA}, residente in {CASA}
        Lavoratrice: KOVALENKO OKSANA, nata a Vinnycja (Ucraina) il 09/04/1978, C.F. {CF_OKSANA}, residente in Bologna, Via Vezza 19
        Documento: permesso di soggiorno per lavoro subordinato n. I12345678, rilasciato dalla Questura di Bologna, scadenza 11/04/2026
        ## Condizioni
        Data di assunzione: 02/10/2023 — Tempo indeterminato — Periodo di prova: 30 giorni
        Livello B (collaboratrice familiare generica, non convivente)
        Orario: 15 ore settimanali — lunedì, mercoledì, venerdì dalle 9:00 alle 14:00
        Retribuzione oraria: € 9,50 lordi (minimo tabellare livello B 2023: € 7,12)
        Ferie: 26 giorni lavorativi annui. Tredicesima e TFR come da CCNL.
        Mansioni: pulizia della casa, stiratura, preparazione pranzo per i bambini il mercoledì.
        Comunicazione obbligatoria di assunzione all'INPS effettuata il 29/09/2023 — codice rapporto 2023 1129 4471 0.
        Bologna, 28/09/2023 — Firma del datore di lavoro — Firma della lavoratrice
        """,
    ),
    D(
        COLF + "Permesso di soggiorno Oksana.pdf",
        "scanpdf",
        "2024-04-15 09:05",
        f"""
        # REPUBBLICA ITALIANA — PERMESSO DI SOGGIORNO
        ---
        Cognome: KOVALENKO
        Nome: OKSANA
        Data di nascita: 09.04.1978 — Sesso: F — Nazionalità: UKR
        Tipo di permesso: LAVORO SUBORDINATO
        N. documento: I12345678
        Validità: 11.04.2026
        Luogo di rilascio: QUESTURA DI BOLOGNA
        Annotazioni: PERM. UNICO LAVORO — C.F. {CF_OKSANA}
        ---
        (copia fronte/retro consegnata dalla lavoratrice il 15/04/2024)
        """,
        paper=(1240, 900),
    ),
    D(
        COLF + "INPS lavoro domestico 3 trim 2025.pdf",
        "pdf",
        "2025-10-08 21:12",
        f"""
        # INPS — Lavoratori domestici — Avviso di pagamento pagoPA
        Datore di lavoro: MARCHETTI ELENA — C.F. {CF_ELENA}
        Lavoratrice: KOVALENKO OKSANA — C.F. {CF_OKSANA} — Codice rapporto 2023 1129 4471 0
        Periodo: 3° trimestre 2025 (luglio – settembre) — Scadenza: 10/10/2025
        !Voce | Ore | Importo (€)
        Retribuzione oraria effettiva € 9,80 — contributo orario € 1,67 (di cui CUAF) | 165 | 275,55
        Contributo Cassa Colf (0,06 €/h) | 165 | 9,90
        !Totale da versare | | 285,45
        Codice avviso pagoPA: 3018 1225 0000 4471 02 — Pagato il 08/10/2025 con app IO.
        """,
    ),
    D(
        COLF + "INPS lavoro domestico 4 trim 2025.pdf",
        "pdf",
        "2026-01-07 20:55",
        f"""
        # INPS — Lavoratori domestici — Avviso di pagamento pagoPA
        Datore di lavoro: MARCHETTI ELENA — C.F. {CF_ELENA}
        Lavoratrice: KOVALENKO OKSANA — C.F. {CF_OKSANA} — Codice rapporto 2023 1129 4471 0
        Periodo: 4° trimestre 2025 (ottobre – dicembre) — Scadenza: 10/01/2026
        !Voce | Ore | Importo (€)
        Retribuzione oraria effettiva € 9,80 — contributo orario € 1,67 | 180 | 300,60
        Contributo Cassa Colf (0,06 €/h) | 180 | 10,80
        !Totale da versare | | 311,40
        Codice avviso pagoPA: 3018 1226 0000 4471 03 — Pagato il 07/01/2026 con app IO.
        """,
    ),
]

# ---------------------------------------------------------------- Casa/lavori bagno 2024
DOCS += [
    D(
        BAG + "Preventivo Idraulica Zanotti.pdf",
        "pdf",
        "2024-02-19 12:10",
        f"""
        # Idraulica Zanotti di Zanotti Luca
        Via Emilia Levante 88 — 40139 Bologna — P.IVA 03122770372 — cell. 338 445 1290
        Spett. Sig. Davide Rinaldi e Sig.ra Elena Marchetti — {CASA}
        ## Preventivo n. 14/2024 del 19/02/2024 — rifacimento bagno
        !Lavorazione | | Importo (€)
        Demolizione rivestimenti e sanitari esistenti, smaltimento in discarica | | 1.350,00
        Rifacimento impianto idrico e scarichi in multistrato | | 2.100,00
        Piatto doccia filo pavimento 80x140 con box cristallo | | 1.480,00
        Sanitari sospesi Ideal Standard + mobile lavabo 80 cm | | 1.720,00
        Posa piastrelle gres 60x120 (materiale escluso) 24 mq | | 1.560,00
        Sostituzione scaldasalviette | | 390,00
        !Totale imponibile | | 8.600,00
        IVA 10% (manutenzione straordinaria) | | 860,00
        !Totale | | 9.460,00
        Tempi: 3 settimane. Acconto 30% alla conferma. Validità 60 giorni.
        Lavori detraibili al 50% (art. 16-bis TUIR): pagamento con bonifico "parlante".
        """,
    ),
    D(
        BAG + "Fattura Idraulica Zanotti.pdf",
        "pdf",
        "2024-05-10 18:20",
        f"""
        # Idraulica Zanotti di Zanotti Luca
        Via Emilia Levante 88 — 40139 Bologna — P.IVA 03122770372
        ## Fattura n. 61 del 10/05/2024
        Cliente: RINALDI DAVIDE — C.F. {CF_DAVIDE} — {CASA}
        Rif. preventivo n. 14/2024 — lavori di ristrutturazione bagno eseguiti dal 08/04/2024 al 30/04/2024
        !Descrizione | | Importo (€)
        Lavori come da preventivo n. 14/2024 | | 8.600,00
        Variante: nicchia in cartongesso nella doccia | | 280,00
        Acconto già fatturato (fatt. n. 33 del 05/03/2024) | | -2.580,00
        !Imponibile | | 6.300,00
        IVA 10% | | 630,00
        !Totale a saldo | | 6.930,00
        Pagamento: bonifico per detrazioni fiscali entro il 31/05/2024.
        """,
    ),
    D(
        BAG + "Bonifico parlante detrazione.pdf",
        "pdf",
        "2024-05-14 10:02",
        f"""
        # BPER Banca — Contabile di bonifico
        Bonifico per ristrutturazione edilizia / risparmio energetico — art. 16-bis DPR 917/1986
        Data esecuzione: 14/05/2024 — CRO/TRN: 0538724135000718
        Ordinante: RINALDI DAVIDE (c/c cointestato con MARCHETTI ELENA) — IBAN {IBAN_ELENA}
        Beneficiario: ZANOTTI LUCA — P.IVA 03122770372 — IBAN IT44 W030 6902 4130 0000 0044 512
        Importo: € 6.930,00
        Causale: Pagamento fattura n. 61 del 10/05/2024 per lavori di ristrutturazione ex art. 16-bis del DPR 917/1986 — C.F. beneficiario detrazione {CF_DAVIDE} — P.IVA 03122770372
        Ritenuta d'acconto 8% trattenuta dalla banca: € 504,00
        """,
    ),
]

# ---------------------------------------------------------------- Auto
DOCS += [
    D(
        PANDA + "Libretto di circolazione Panda.pdf",
        "scanpdf",
        "2019-04-02 20:10",
        f"""
        # REPUBBLICA ITALIANA — CARTA DI CIRCOLAZIONE
        Ministero delle Infrastrutture e dei Trasporti — Direzione Generale per la Motorizzazione
        ---
        (A) Targa: {TARGA}
        (B) Data di prima immatricolazione: 29/03/2019
        (C.2.1) Intestatario: RINALDI DAVIDE
        (C.2.3) Residenza: BOLOGNA (BO) VIA G. MASSARENTI 212
        (D.1) Marca: FIAT — (D.2) Tipo: 312 — (D.3) Denominazione: PANDA 1.2 EASY
        (E) Numero di identificazione del veicolo: ZFA31200003981722
        (P.1) Cilindrata: 1242 cm3 — (P.2) Potenza: 51 kW — (P.3) Alimentazione: B
        (S.1) Posti a sedere: 5 — Classe ambientale: EURO 6D-TEMP
        Revisioni: 03/2023 regolare — 03/2025 regolare
        """,
    ),
    D(
        PANDA + "Bollo Panda 2025.pdf",
        "pdf",
        "2025-04-28 13:40",
        f"""
        # Regione Emilia-Romagna — Tassa automobilistica
        Ricevuta di pagamento pagoPA
        Targa: {TARGA} — Tipo veicolo: autovettura — kW 51 — Euro 6
        Intestatario: RINALDI DAVIDE — C.F. {CF_DAVIDE}
        Periodo di validità: 04/2025 – 03/2026 — Scadenza pagamento: 30/04/2025
        Importo tassa: € 129,54 — Sanzioni: € 0,00 — Interessi: € 0,00
        !Totale pagato | | € 129,54
        Data pagamento: 28/04/2025 — PSP: BPER Banca — IUV 01252884733190216
        """,
    ),
    D(
        PANDA + "2025-04-10 tagliando Officina Gallerani.pdf",
        "pdf",
        "2025-04-10 17:45",
        f"""
        # Officina Gallerani s.r.l. — autoriparazioni multimarca
        Via Larga 31/2 — 40138 Bologna — P.IVA 01877320378 — tel. 051 601 2288
        ## Fattura n. 104 del 10/04/2025
        Cliente: RINALDI DAVIDE — C.F. {CF_DAVIDE}
        Veicolo: FIAT Panda 1.2 — targa {TARGA} — km 61.420
        !Descrizione | Q.tà | Importo (€)
        Tagliando secondo piano di manutenzione Fiat (olio 5W-40 e filtri olio, aria, abitacolo) | 1 | 168,00
        Candele NGK | 4 | 42,80
        Spazzole tergicristallo anteriori | 2 | 27,60
        Cambio gomme invernali/estive e deposito stagionale | 1 | 40,00
        Manodopera | 1,5 h | 66,00
        !Imponibile | | 344,40
        IVA 22% | | 75,77
        !Totale | | 420,17
        Prossimo tagliando: 76.000 km o 04/2026. Pagato con bancomat.
        """,
        producer="Danea Easyfatt",
    ),
    D(
        ASS + "Polizza RCA 2025-26.pdf",
        "pdf",
        "2025-10-14 09:30",
        f"""
        # Linear Assicurazioni S.p.A. — Certificato e contratto di assicurazione RC Auto
        Polizza n. 0127743915 — Contraente e proprietario: RINALDI DAVIDE — C.F. {CF_DAVIDE}
        Veicolo: FIAT Panda 1.2 — targa {TARGA}
        Periodo di copertura: dalle ore 24 del 15/10/2025 alle ore 24 del 15/10/2026
        !Garanzia | Massimale / franchigia | Premio (€)
        RC Auto | 6.450.000 € persone / 1.300.000 € cose | 312,40
        Assistenza stradale | — | 24,00
        Furto e incendio | valore commerciale 7.800 € — scoperto 10% | 61,30
        !Premio annuo lordo | | 397,70
        Classe di merito CU: 1 — Guida esperta (conducente 26+ anni). Formula: bonus-malus.
        """,
    ),
    D(
        ASS + "Attestato di rischio 2025.pdf",
        "pdf",
        "2025-09-15 08:00",
        f"""
        # ATTESTAZIONE DELLO STATO DEL RISCHIO (art. 134 D.Lgs. 209/2005)
        Compagnia: Linear Assicurazioni S.p.A. — Polizza n. 0127743915
        Contraente: RINALDI DAVIDE — C.F. {CF_DAVIDE} — Targa {TARGA}
        Scadenza del contratto: 15/10/2025
        Classe di merito di conversione universale (CU) di assegnazione: 1
        Sinistri pagati negli ultimi 10 anni: nessuno (tabella 2015–2025: tutti "0")
        Attestato disponibile in banca dati ANIA-IVASS, identificativo ATR-2025-7713902.
        """,
    ),
    D(
        MUL + "Verbale ZTL via Irnerio.pdf",
        "scanpdf",
        "2024-11-29 19:30",
        f"""
        # COMUNE DI BOLOGNA — Corpo di Polizia Locale
        Verbale di accertamento di violazione n. 2024/V/0781442 — art. 7 c. 9 e 14 Codice della Strada
        Veicolo: autovettura FIAT Panda targa {TARGA} — proprietario RINALDI DAVIDE
        Data e ora violazione: 02/10/2024 ore 08:47 — Luogo: varco ZTL Via Irnerio / Via Indipendenza
        Rilevata dal sistema automatico "Sirio" omologato. Transito in zona a traffico limitato senza autorizzazione.
        Sanzione: € 83,00 + spese di procedimento e notifica € 18,50 = € 101,50
        Se pagato entro 5 giorni dalla notifica: € 76,60. Decurtazione punti: nessuna.
        Notificato il 28/11/2024.
        """,
    ),
    D(
        MUL + "Pagamento multa ZTL.pdf",
        "pdf",
        "2024-11-30 10:12",
        """
        # Ricevuta di pagamento pagoPA — Comune di Bologna
        Ente creditore: COMUNE DI BOLOGNA — Polizia Locale
        Oggetto: verbale n. 2024/V/0781442 — pagamento ridotto entro 5 giorni
        Importo pagato: € 76,60 — Data: 30/11/2024 10:11 — Canale: app IO
        Codice avviso: 3012 4000 0781 4422 01 — Pagatore: RINALDI DAVIDE
        """,
    ),
]

# ---------------------------------------------------------------- Salute


def referto(path: str, kind: str, accett: str, paziente: str, nato: str, sesso: str, cf: str,
            richiesta: str, medico: str, righe: list, note: str = "", **kw) -> dict:  # fmt: skip
    """A report from the metropolitan lab of AUSL Bologna (same layout for everyone)."""
    acc = _d(accett)
    rl = "\n".join(f"{a} | {b} | {c} | {d}" for a, b, c, d in righe)
    firma = (acc + _dt.timedelta(days=1)).strftime("%d/%m/%Y")
    text = f"""# Azienda USL di Bologna — Laboratorio Unico Metropolitano (LUM)
Ospedale Maggiore — Largo Nigrisoli 2, 40133 Bologna — Direttore: Dott. A. Ricciardelli
## REFERTO DI LABORATORIO
!Paziente | Data di nascita | Sesso
{paziente} | {nato} | {sesso}
Codice fiscale: {cf} — Richiesta n. {richiesta}
Data accettazione: {_it(acc)} ore 07:52 — Punto prelievo: {kw.pop("punto", "CUP Poliambulatorio Mazzacorati")}
Medico richiedente: {medico}
---
!Esame | Risultato | Unità | Valori di riferimento
{rl}
---
{note}
Referto firmato digitalmente il {firma} dal Dirigente Biologo Dott.ssa Chiara Pellicciari.
(*) valore fuori dall'intervallo di riferimento. Il referto è disponibile sul Fascicolo Sanitario Elettronico.
"""
    return D(path, kind, kw.pop("mtime", accett + " 15:10"), text, title="Referto di laboratorio",
             producer="AUSL Bologna - LIS", **kw)  # fmt: skip


DOCS += [
    D(
        SE + "2024-11-20 mammografia.pdf",
        "scanpdf",
        "2024-11-27 18:30",
        f"""
        # AUSL di Bologna — Programma di screening mammografico
        Centro screening Ospedale Bellaria — Via Altura 3, Bologna
        Paziente: MARCHETTI ELENA — nata il 14/05/1982 — C.F. {CF_ELENA}
        Esame: mammografia bilaterale in due proiezioni (screening, fascia 45-49 anni)
        Data esecuzione: 20/11/2024
        ## Esito
        Esame negativo. Non si evidenziano alterazioni meritevoli di approfondimento. Seno a densità tipo B (ACR).
        Il prossimo invito le sarà inviato tra 12 mesi.
        Il radiologo: Dott. Stefano Cavazza
        """,
    ),
    D(
        SE + "2025-06-04 visita dermatologica.pdf",
        "pdf",
        "2025-06-04 12:40",
        f"""
        # Studio Dermatologico Dott.ssa Francesca Mingardi
        Via Santo Stefano 102 — 40125 Bologna — tel. 051 234 5566
        Paziente: Elena Marchetti — 43 anni — C.F. {CF_ELENA}
        Data: 04/06/2025 — Visita: controllo dei nevi in dermatoscopia digitale (mappatura)
        ## Esito
        Esaminati 38 nevi. Fototipo II. Nessuna lesione sospetta. Il nevo in regione scapolare sinistra (già mappato nel 2023) risulta stabile per dimensioni e struttura.
        Consigli: protezione solare SPF 50+ in estate, autocontrollo mensile (regola ABCDE).
        Prossimo controllo: giugno 2026.
        Onorario € 150,00 — fattura n. 288/2025 — pagato con bancomat.
        """,
    ),
    referto(
        SE + "2025-10-02 esami sangue.pdf",
        "pdf",
        "2025-10-02",
        "MARCHETTI ELENA",
        "14/05/1982",
        "F",
        CF_ELENA,
        "0925-771042",
        "Dott. Alberto Rubini (MMG)",
        [
            ("Emocromo — Emoglobina", "12,9", "g/dL", "12,0 – 15,5"),
            ("Glucosio", "86", "mg/dL", "70 – 99"),
            ("Colesterolo totale", "201", "mg/dL", "< 200 (*)"),
            ("Colesterolo HDL", "68", "mg/dL", "> 45"),
            ("Trigliceridi", "74", "mg/dL", "< 150"),
            ("TSH reflex", "2,14", "mUI/L", "0,27 – 4,20"),
            ("25-OH vitamina D", "17,8 (*)", "ng/mL", "30 – 100 (insufficienza 10 – 29)"),
            ("Ferritina", "46", "ng/mL", "15 – 150"),
        ],
        "Nota del medico: vitamina D insufficiente, iniziare colecalciferolo 25.000 UI ogni 2 settimane.",
    ),
    D(
        SD + "2024-05-13 visita ortopedica.pdf",
        "pdf",
        "2024-05-13 18:05",
        f"""
        # Istituto Ortopedico Rizzoli — Poliambulatorio
        Via Giulio Cesare Pupilli 1 — 40136 Bologna
        Paziente: RINALDI DAVIDE — nato il 03/09/1980 — C.F. {CF_DAVIDE}
        Visita ortopedica (ginocchio) — 13/05/2024 — Dott. Marco Orsini
        ## Anamnesi
        Gonalgia sinistra da circa 3 mesi, insorta dopo partita di calcetto (torsione). Dolore al passaggio seduto-in piedi e in discesa dalle scale. Nessun blocco articolare.
        ## Esame obiettivo
        Lieve versamento. Dolore all'interlinea mediale. McMurray positivo medialmente. Legamenti stabili.
        ## Conclusioni
        Sospetta lesione del menisco mediale sinistro. Si consiglia RMN ginocchio sinistro. Ghiaccio, FANS al bisogno, sospendere calcetto.
        """,
    ),
    D(
        SD + "2025-02-18 RMN ginocchio sinistro.pdf",
        "scanpdf",
        "2025-02-21 09:30",
        f"""
        # Centro Diagnostico Emiliano — Risonanza Magnetica
        Via Emilia Ponente 311 — Bologna — Direttore sanitario Dott. G. Fantini
        Paziente: RINALDI DAVIDE — 03/09/1980 — C.F. {CF_DAVIDE}
        Esame: RM del ginocchio sinistro senza mezzo di contrasto — 18/02/2025
        ## Referto
        Lesione degenerativa orizzontale del corno posteriore del menisco mediale, che raggiunge la superficie articolare inferiore. Menisco laterale indenne. Legamenti crociati e collaterali integri. Modesto versamento articolare. Iniziale condropatia femoro-rotulea (grado I-II).
        ## Conclusione
        Lesione meniscale mediale di tipo degenerativo. Si rimanda allo specialista.
        Il medico radiologo: Dott.ssa Laura Guidetti
        """,
    ),
    referto(
        SD + "2025-09-09 esami sangue.pdf",
        "pdf",
        "2025-09-09",
        "RINALDI DAVIDE",
        "03/09/1980",
        "M",
        CF_DAVIDE,
        "0925-664219",
        "Dott. Alberto Rubini (MMG)",
        [
            ("Emocromo — Emoglobina", "15,2", "g/dL", "13,5 – 17,5"),
            ("Glucosio", "94", "mg/dL", "70 – 99"),
            ("Colesterolo totale", "232 (*)", "mg/dL", "< 200"),
            ("Colesterolo LDL (calcolato)", "156 (*)", "mg/dL", "< 115"),
            ("Colesterolo HDL", "48", "mg/dL", "> 40"),
            ("Trigliceridi", "140", "mg/dL", "< 150"),
            ("ALT (GPT)", "31", "U/L", "< 41"),
            ("Creatinina", "0,96", "mg/dL", "0,70 – 1,20"),
        ],
        "Nota: LDL elevato. Dieta e attività fisica, ricontrollo tra 6 mesi.",
    ),
    D(
        ST + "2025-03-11 visita ortodontica.pdf",
        "pdf",
        "2025-03-11 17:30",
        f"""
        # Studio Odontoiatrico Dott. Paolo Serra — Ortodonzia
        Via Mazzini 150 — 40138 Bologna
        Paziente: Tommaso Rinaldi — 13 anni — C.F. {CF_TOMMASO}
        Data: 11/03/2025 — Controllo ortodontico
        Apparecchio fisso superiore e inferiore applicato il 09/2024. Buona igiene. Chiusura degli spazi in corso, seconda classe dentale in correzione con elastici intermaxillari (da portare 20 ore al giorno, anche di notte!).
        Prossimo controllo tra 6 settimane. Fine trattamento prevista: estate 2026.
        Rata trattamento n. 7 di 24: € 120,00 — pagata.
        """,
    ),
    D(
        ST + "2025-09-26 certificato agonistico basket.pdf",
        "pdf",
        "2025-09-26 12:15",
        f"""
        # Centro di Medicina dello Sport Bologna Est — Via Larga 10/a
        ## CERTIFICATO DI IDONEITÀ ALLA PRATICA SPORTIVA AGONISTICA
        (D.M. 18/02/1982 — Tabella A)
        Si certifica che RINALDI TOMMASO, nato a Bologna il 22/01/2012, C.F. {CF_TOMMASO}, sulla base della visita medica e degli accertamenti eseguiti (ECG a riposo e dopo step test, esame urine, spirometria), NON presenta controindicazioni in atto alla pratica agonistica dello sport: PALLACANESTRO.
        Società: A.S.D. Basket Savena — Federazione: FIP
        Validità: 12 mesi — scadenza 26/09/2026
        Bologna, 26/09/2025 — Il medico specialista in medicina dello sport: Dott. Enrico Tampieri
        """,
    ),
    D(
        SI + "2024-12-05 bilancio di salute pediatra.pdf",
        "pdf",
        "2024-12-05 18:50",
        f"""
        # Dott.ssa Giovanna Ferrari — Pediatra di libera scelta (AUSL Bologna)
        Ambulatorio: Via Sante Vincenzi 38 — Bologna
        ## Bilancio di salute — 7 anni
        Paziente: Irene Rinaldi — nata il 30/06/2017 — C.F. {CF_IRENE}
        Data: 05/12/2024
        Peso 22,4 kg (25° pct) — Altezza 122 cm (40° pct) — PA 95/60
        Visus: 10/10 OO. Denti: due carie sui molari da latte, inviata al dentista.
        Sviluppo psicomotorio e linguaggio regolari. Alimentazione: mangia poca carne e pochi legumi; appare pallida, riferiti stanchezza e frequenti raffreddori.
        Consiglio: esami del sangue (emocromo, ferritina, sideremia) in primavera. Vaccinazioni in regola.
        """,
    ),
    referto(
        SI + "2025-04-22 esami sangue.pdf",
        "pdf",
        "2025-04-22",
        "RINALDI IRENE",
        "30/06/2017",
        "F",
        CF_IRENE,
        "0425-318804",
        "Dott.ssa Giovanna Ferrari (PLS)",
        [
            ("Emocromo — Emoglobina", "11,1 (*)", "g/dL", "11,5 – 15,5"),
            ("MCV", "74 (*)", "fL", "77 – 95"),
            ("Globuli rossi", "4,62", "x10^6/µL", "4,00 – 5,20"),
            ("Ferritina", "9 (*)", "ng/mL", "15 – 120"),
            ("Sideremia", "38 (*)", "µg/dL", "50 – 120"),
            ("Transferrina", "318", "mg/dL", "200 – 360"),
            ("PCR", "0,2", "mg/dL", "< 0,5"),
        ],
        "Quadro compatibile con carenza marziale. La pediatra prescrive ferro solfato per 3 mesi, "
        "controllo dopo la terapia.",
        punto="Punto prelievi pediatrico Ospedale Maggiore",
    ),
    D(
        SI + "Certificato vaccinale Irene.pdf",
        "pdf",
        "2023-09-02 10:20",
        f"""
        # AUSL di Bologna — Certificato delle vaccinazioni eseguite
        Assistita: RINALDI IRENE — nata il 30/06/2017 a Bologna — C.F. {CF_IRENE}
        !Vaccino | Dosi | Data ultima dose
        Esavalente (difterite, tetano, pertosse, polio, Hib, epatite B) | 3 | 02/07/2018
        Pneumococco coniugato 13-valente | 3 | 02/07/2018
        Meningococco B | 4 | 14/08/2018
        Morbillo, parotite, rosolia, varicella (MPRV) | 2 | 11/09/2023
        Meningococco ACWY | 1 | 18/07/2018
        DTPa-IPV (richiamo 6 anni) | 1 | 11/09/2023
        Situazione vaccinale: in regola con gli obblighi di legge (L. 119/2017).
        Rilasciato dall'Ufficio vaccinazioni di Via Sant'Isaia 94/a, Bologna.
        """,
    ),
    D(
        SG + "2025-01-16 visita diabetologica.pdf",
        "pdf",
        "2025-01-16 12:30",
        f"""
        # Ospedale Maggiore — Ambulatorio di Diabetologia (UO Endocrinologia)
        Paziente: RINALDI GIORGIO — nato il 11/02/1946 — C.F. {CF_GIORGIO}
        Accompagnato dalla nuora (Elena Marchetti). Visita di controllo — 16/01/2025
        ## Anamnesi
        Diabete mellito tipo 2 dal 2011, ipertensione arteriosa, pregresso infarto (2019, stent IVA). Vive da solo a Casalecchio, autonomo, con badante a ore.
        ## Terapia in corso
        Metformina 1000 mg x 2, empagliflozin 10 mg, ramipril 5 mg, atorvastatina 40 mg, cardioaspirina 100 mg.
        ## Esami recenti
        HbA1c 7,6% (60 mmol/mol). Creatinina 1,21, eGFR 58.
        ## Conclusioni
        Compenso glicemico discreto, migliorabile. Si conferma la terapia. Dieta, camminata quotidiana. Controllo tra 6 mesi con HbA1c, creatinina, microalbuminuria.
        Dott.ssa Anna Zambelli
        """,
    ),
    referto(
        SG + "2025-07-08 esami sangue.pdf",
        "pdf",
        "2025-07-08",
        "RINALDI GIORGIO",
        "11/02/1946",
        "M",
        CF_GIORGIO,
        "0725-502271",
        "Dott.ssa Anna Zambelli (Diabetologia)",
        [
            ("Glucosio", "151 (*)", "mg/dL", "70 – 99"),
            ("Emoglobina glicata (HbA1c)", "7,4 (*)", "%", "4,0 – 6,0"),
            ("Creatinina", "1,24 (*)", "mg/dL", "0,70 – 1,20"),
            ("eGFR (CKD-EPI)", "57", "mL/min/1,73m²", "> 60"),
            ("Potassio", "4,6", "mmol/L", "3,5 – 5,1"),
            ("Colesterolo LDL", "82", "mg/dL", "< 70 nei pazienti a rischio molto alto (*)"),
            ("Microalbuminuria", "24", "mg/L", "< 30"),
        ],
        punto="CUP Casa della Salute di Casalecchio di Reno",
    ),
    D(
        SG + "2025-11-27 ecocardiogramma.pdf",
        "pdf",
        "2025-11-27 11:00",
        f"""
        # Ospedale Maggiore — UO Cardiologia — Laboratorio di ecocardiografia
        Paziente: RINALDI GIORGIO — 79 anni — C.F. {CF_GIORGIO}
        Esame: ecocardiogramma color-doppler transtoracico — 27/11/2025
        Ventricolo sinistro di normali dimensioni, ipocinesia dell'apice e del setto anteriore distale (esiti noti). Frazione di eiezione 50%. Insufficienza mitralica lieve. Atrio sinistro lievemente dilatato. Non versamento pericardico.
        Conclusioni: quadro stabile rispetto al controllo del 2023. Proseguire terapia. Controllo cardiologico tra 12 mesi.
        Dott. Luca Bernardi
        """,
    ),
    D(
        SG + "Piano terapeutico.pdf",
        "scanpdf",
        "2025-01-20 16:00",
        f"""
        # PIANO TERAPEUTICO AIFA — farmaci per il diabete tipo 2 (SGLT2i)
        Regione Emilia-Romagna — AUSL di Bologna
        Paziente: RINALDI GIORGIO — C.F. {CF_GIORGIO} — nato il 11/02/1946
        Farmaco: empagliflozin (Jardiance) 10 mg — 1 compressa al giorno
        Durata del piano: dal 16/01/2025 al 15/01/2026 (12 mesi)
        Centro prescrittore: Diabetologia Ospedale Maggiore — Dott.ssa Anna Zambelli
        Il farmaco è erogato dalla farmacia territoriale in distribuzione per conto (DPC).
        """,
    ),
]

# ---------------------------------------------------------------- Scuola
_IC_T = "Istituto Comprensivo 14 di Bologna — Scuola secondaria di I grado «Lanfranco Zucchini»"
_IC_I = "Istituto Comprensivo 14 di Bologna — Scuola primaria «Gualtiero Acri»"

DOCS += [
    D(
        T2425 + "Pagella finale.pdf",
        "pdf",
        "2025-06-20 17:00",
        f"""
        # {_IC_T}
        Via Pietro Loreta 5 — 40138 Bologna — boic88700x@istruzione.it
        ## DOCUMENTO DI VALUTAZIONE — anno scolastico 2024/2025 — scrutinio finale
        Alunno: RINALDI TOMMASO — nato il 22/01/2012 — classe 2ª sezione C
        !Disciplina | Voto
        Italiano | 8
        Storia | 8
        Geografia | 7
        Inglese | 9
        Seconda lingua comunitaria: Tedesco | 7
        Matematica | 7
        Scienze | 8
        Tecnologia | 8
        Musica | 7
        Arte e immagine | 6
        Educazione fisica | 9
        Educazione civica | 8
        Religione cattolica | Buono
        Comportamento: corretto e responsabile; partecipa con interesse.
        Esito: AMMESSO alla classe successiva.
        La Dirigente Scolastica — Prof.ssa Rossella Vignoli
        """,
    ),
    D(
        T2425 + "Uscita didattica Ravenna.pdf",
        "pdf",
        "2025-03-03 13:20",
        f"""
        # {_IC_T}
        Circolare n. 187 — Bologna, 03/03/2025
        Alle famiglie degli alunni delle classi 2ª B e 2ª C
        Oggetto: uscita didattica a Ravenna — mercoledì 26 marzo 2025
        Programma: partenza in pullman alle 7:45 da Via Loreta; visita guidata alla Basilica di San Vitale, al Mausoleo di Galla Placidia e al Battistero Neoniano; laboratorio di mosaico presso la Bottega Koko Mosaico; pranzo al sacco; rientro previsto alle 17:30.
        Quota: € 28,00 (pullman, ingressi e laboratorio) da versare tramite Pago in Rete entro il 15/03/2025.
        Docenti accompagnatori: prof.ssa Nanni (lettere), prof. Ghedini (arte).
        Restituire il tagliando di autorizzazione firmato al coordinatore di classe.
        """,
    ),
    D(
        T2425 + "Colloqui con i prof.md",
        "md",
        "2024-12-12 21:30",
        """
        # Colloqui generali 11 dicembre 2024 (Tommaso, 2C)

        - **Nanni (italiano)**: bravo nei temi, legge tanto. Deve curare la grafia (!!) e
          non correre nelle verifiche. Consiglia "Il sentiero dei nidi di ragno" per Natale.
        - **Cavicchi (matematica)**: capisce ma non fa gli esercizi a casa. Geometria ok,
          algebra meno. Verifica del 20/12 importante.
        - **Hoffmann (tedesco)**: 6/7, si impegna poco. Proporre lo scambio di primavera?
        - **Ghedini (arte)**: ha dimenticato l'album 4 volte. Ecco il 6.
        - Educazione fisica: tutto bene, ovviamente.

        Dire a Davide di controllare il diario il martedì e il giovedì.
        """,
    ),
    D(
        T2526 + "Lista libri terza.pdf",
        "pdf",
        "2025-07-04 10:10",
        f"""
        # {_IC_T}
        ## Elenco dei libri di testo — anno scolastico 2025/2026 — classe 3ª C
        !Materia | Titolo | Editore | Prezzo (€)
        Italiano antologia | Il tempo delle parole 3 | Zanichelli | 26,30
        Italiano letteratura | Storie di letteratura | Loescher | 19,80
        Storia | Tracce di storia 3 | Pearson | 22,90
        Geografia | Geo in tasca 3: il mondo | De Agostini | 16,50
        Inglese | Smart Move 3 | Oxford | 21,40
        Tedesco | Das klappt! 3 | Lang | 18,90
        Matematica | Contaci! 3 algebra e geometria | Zanichelli | 27,10
        Scienze | Osserva e scopri 3 | Mondadori | 23,60
        Nota: i testi di musica, arte e tecnologia sono già in possesso (triennali). Tetto di spesa ministeriale classe terza: € 135,00.
        """,
    ),
    D(
        T2526 + "Patto di corresponsabilità.pdf",
        "pdf",
        "2025-09-15 19:45",
        f"""
        # {_IC_T}
        ## Patto educativo di corresponsabilità — a.s. 2025/2026
        (art. 5-bis DPR 235/2007)
        La scuola si impegna a: offrire un ambiente sereno e inclusivo; comunicare con regolarità alle famiglie andamento e valutazioni tramite il registro elettronico ClasseViva; rispettare i tempi di correzione delle verifiche (entro 15 giorni).
        La famiglia si impegna a: controllare quotidianamente il registro elettronico; giustificare le assenze entro il giorno del rientro; garantire che lo studente non utilizzi il telefono cellulare durante l'orario scolastico (circolare ministeriale n. 3392 del 16/06/2025).
        Lo studente si impegna a: rispettare compagni, docenti e ambienti; portare il materiale; svolgere i compiti assegnati.
        Alunno: RINALDI TOMMASO — classe 3ª C — firmato digitalmente dai genitori il 15/09/2025.
        """,
    ),
    D(
        T2526 + "Open day licei - appunti.md",
        "md",
        "2025-12-07 22:15",
        """
        # Open day superiori (novembre-dicembre 2025)

        **Liceo scientifico Sabin** (sabato 22/11) — scienze applicate, niente latino.
        Laboratori bellissimi, tanta informatica. 28 in classe. Tommaso entusiasta del robot.

        **Liceo Copernico** (domenica 30/11) — tradizionale con latino. Molto serio, molti
        compiti. Tommaso: "troppo ansiogeno". Io: forse giusto così?

        **ITI Aldini Valeriani** (sabato 06/12) — automazione/meccatronica. A Davide
        è piaciuto tantissimo (ovvio). Stage in azienda dal terzo anno.

        Consiglio orientativo della scuola: liceo scientifico o istituto tecnico tecnologico.
        Decidere entro la chiusura delle iscrizioni online. Tommaso vuole le scienze applicate.
        """,
    ),
    D(
        T2526 + "Consiglio orientativo.pdf",
        "pdf",
        "2025-12-18 16:00",
        f"""
        # {_IC_T}
        ## Consiglio orientativo per la prosecuzione degli studi — a.s. 2025/2026
        Alunno: RINALDI TOMMASO — classe 3ª C
        Il Consiglio di classe, tenuto conto del percorso scolastico, degli interessi manifestati e delle attitudini emerse, esprime il seguente consiglio orientativo:
        1. Liceo scientifico (anche opzione scienze applicate)
        2. Istituto tecnico — settore tecnologico
        Punti di forza: area logico-matematica e scientifica, lingua inglese, capacità di lavorare in gruppo.
        Il consiglio non è vincolante. Le iscrizioni per l'a.s. 2026/2027 si effettuano online sulla Piattaforma Unica dal 13 gennaio al 10 febbraio 2026.
        Il coordinatore di classe: prof.ssa Nanni
        """,
    ),
    D(
        I2425 + "Documento di valutazione 2° quadrimestre.pdf",
        "pdf",
        "2025-06-18 18:10",
        f"""
        # {_IC_I}
        Via Sante Vincenzi 26 — 40138 Bologna
        ## DOCUMENTO DI VALUTAZIONE — anno scolastico 2024/2025 — secondo quadrimestre
        Alunna: RINALDI IRENE — nata il 30/06/2017 — classe 2ª sezione B
        !Disciplina | Giudizio sintetico
        Italiano | Ottimo
        Inglese | Distinto
        Storia | Distinto
        Geografia | Buono
        Matematica | Distinto
        Scienze | Ottimo
        Musica | Buono
        Arte e immagine | Ottimo
        Educazione fisica | Distinto
        Educazione civica | Distinto
        Comportamento: responsabile e collaborativo.
        Giudizio globale: Irene ha raggiunto gli obiettivi della classe seconda. Legge con fluidità e scrive testi ricchi. In matematica deve consolidare le tabelline.
        Ammessa alla classe terza.
        """,
    ),
    D(
        I2425 + "Mensa - ricevuta pagamento.pdf",
        "pdf",
        "2025-01-31 13:22",
        f"""
        # Comune di Bologna — Servizi scolastici — Refezione scolastica
        Ricevuta di pagamento pagoPA — ricarica borsellino elettronico
        Utente: RINALDI IRENE — C.F. {CF_IRENE} — Scuola primaria «Gualtiero Acri» — classe 2ª B
        Pagatore: MARCHETTI ELENA — C.F. {CF_ELENA}
        Tariffa applicata: fascia ISEE 4 — € 5,25 a pasto
        Importo ricaricato: € 150,00 — Data: 31/01/2025 — Codice avviso 3017 2500 0213 8830 19
        Saldo borsellino dopo la ricarica: € 161,55
        """,
    ),
    D(
        I2425 + "Avviso recita di Natale.pdf",
        "pdf",
        "2024-12-02 08:30",
        f"""
        # {_IC_I}
        Alle famiglie delle classi seconde
        Oggetto: spettacolo di Natale "Il pettirosso e la stella"
        Venerdì 20 dicembre 2024, ore 16:30, palestra della scuola. Ogni bambino può invitare al massimo 2 adulti. Per il costume serve una maglietta bianca e un cappellino rosso (se c'è).
        Dopo lo spettacolo merenda in cortile organizzata dai rappresentanti di classe: chi può porti qualcosa di dolce o di salato, già porzionato.
        Le insegnanti del team di seconda
        """,
    ),
    D(
        I2526 + "Elenco materiale terza.pdf",
        "pdf",
        "2025-09-11 20:40",
        f"""
        # {_IC_I}
        ## Materiale per la classe 3ª B — anno scolastico 2025/2026
        - 3 quadernoni a quadretti 1 cm (matematica, scienze, geografia) con copertina blu, verde, gialla
        - 3 quadernoni a righe di terza (italiano, storia, inglese) copertina rossa, arancione, viola
        - astuccio completo: matita HB, gomma, temperino con serbatoio, 12 pastelli, 12 pennarelli
        - righello 20 cm, squadretta, forbici con punta arrotondata, colla stick grande
        - cartellina con elastico per gli avvisi, diario (non agenda)
        - in un sacchetto di stoffa con il nome: scarpe da ginnastica con suola bianca
        Le insegnanti: maestra Lucia (italiano, storia, arte), maestra Silvia (matematica, scienze, geografia), teacher Monica (inglese).
        """,
    ),
    D(
        I2526 + "Contributo volontario e assicurazione.pdf",
        "pdf",
        "2025-09-29 09:15",
        f"""
        # {_IC_I}
        Ricevuta di versamento tramite Pago in Rete
        Alunna: RINALDI IRENE — classe 3ª B — a.s. 2025/2026
        !Causale | | Importo
        Assicurazione infortuni e RC alunni a.s. 2025/26 (obbligatoria) | | € 7,50
        Contributo volontario per l'ampliamento dell'offerta formativa | | € 25,00
        !Totale | | € 32,50
        Pagato il 29/09/2025 da MARCHETTI ELENA. Il contributo volontario è detraibile al 19% (erogazioni liberali alle scuole, art. 15 c. 1 lett. i-octies TUIR).
        """,
    ),
    D(
        I2526 + "Orario e maestre 3B.md",
        "md",
        "2025-09-16 21:05",
        """
        # Irene — 3B — orario 2025/26

        Tempo pieno 8:30-16:30, mensa 12:30. Uscita anticipata il venerdì? NO, solo per la piscina.

        | | lun | mar | mer | gio | ven |
        |---|---|---|---|---|---|
        | mattina | ita | mate | ita | inglese | mate |
        | pomeriggio | arte | scienze | musica | ed. fisica | storia/geo |

        - Rappresentante di classe: mamma di Viola (Francesca, 340 778 1123)
        - Merenda di metà mattina: frutta il lunedì e il mercoledì
        - Colloqui individuali: prenotare sul registro elettronico, a novembre e ad aprile
        """,
    ),
    D(
        CEST + "Centro estivo Irene luglio 2025.pdf",
        "pdf",
        "2025-05-20 12:45",
        f"""
        # Polisportiva Pontevecchio A.S.D. — Centro estivo "Estate in gioco" 2025
        Via Carlo Carli 56 — Bologna — P.IVA 02611460375
        Conferma di iscrizione — partecipante: RINALDI IRENE (8 anni) — C.F. {CF_IRENE}
        Settimane: 30/06–04/07, 07/07–11/07, 14/07–18/07, 21/07–25/07 (orario 7:45-16:30, con pranzo)
        Quota: 4 settimane × € 135,00 = € 540,00 — Contributo Regione Emilia-Romagna "conciliazione vita-lavoro": -€ 336,00
        !Totale da pagare | | € 204,00
        Da portare ogni giorno: cappellino, borraccia, costume e asciugamano il martedì e il giovedì (piscina).
        """,
    ),
    D(
        CEST + "Camp basket Tommaso giugno 2025.pdf",
        "pdf",
        "2025-05-06 21:30",
        """
        # A.S.D. Basket Savena — Summer Camp 2025
        Palestra Pizzoli, Via Carlo Carli 50 — Bologna
        Iscrizione: RINALDI TOMMASO (nato 2012) — turno 2: 16–27 giugno 2025
        Orario 8:30-17:00, pranzo incluso. 2 allenamenti tecnici al giorno + piscina il mercoledì.
        Quota 2 settimane: € 290,00 (sconto tesserati: -€ 30,00) = € 260,00, pagata con bonifico il 06/05/2025.
        Serve certificato medico agonistico in corso di validità.
        """,
    ),
    D(
        BASK + "Iscrizione stagione 2025-26.pdf",
        "pdf",
        "2025-09-08 22:00",
        f"""
        # A.S.D. Basket Savena — Modulo di iscrizione stagione sportiva 2025/2026
        Atleta: RINALDI TOMMASO — nato a Bologna il 22/01/2012 — C.F. {CF_TOMMASO}
        Categoria: Under 14 maschile (FIP) — allenamenti lun/mer/ven 18:00-19:45, Palestra Pizzoli
        Genitore/tutore: RINALDI DAVIDE — cell. 349 660 1274
        Tesseramento FIP n. 1.033.874 (rinnovo) — certificato agonistico: in scadenza il 26/09/2026
        Consenso privacy e liberatoria immagini: sì. Taglia kit: maglia L, pantaloncino M.
        """,
    ),
    D(
        BASK + "Ricevuta quota 2025-26.pdf",
        "pdf",
        "2025-10-01 08:50",
        f"""
        # A.S.D. Basket Savena — Ricevuta n. 2025/214
        Ricevuta quota associativa e corso di pallacanestro — stagione 2025/2026
        Ricevuto da RINALDI DAVIDE (C.F. {CF_DAVIDE}) per l'atleta RINALDI TOMMASO (C.F. {CF_TOMMASO})
        !Causale | | Importo
        Quota annuale Under 14 (comprensiva di tesseramento FIP e kit) | | € 480,00
        Importo detraibile (attività sportiva ragazzi 5-18 anni, art. 15 c. 1 lett. i-quinquies TUIR) | | € 210,00
        Pagamento: bonifico del 30/09/2025. Il Presidente — Claudio Mengoli
        """,
    ),
    D(
        BASK + "Calendario U14 girone B.pdf",
        "pdf",
        "2025-10-10 14:00",
        """
        # FIP Emilia-Romagna — Campionato Under 14 maschile Gold — Girone B — 2025/26
        !Giornata | Data | Partita
        1 | dom 19/10/2025 10:30 | Basket Savena – Pall. Castel San Pietro
        2 | sab 25/10/2025 17:00 | Vis Ferrara – Basket Savena
        3 | dom 02/11/2025 11:00 | Basket Savena – Imola Academy
        4 | sab 08/11/2025 16:30 | Fortitudo Academy – Basket Savena
        5 | dom 16/11/2025 10:30 | Basket Savena – New Flying Balls Ozzano
        6 | dom 23/11/2025 11:15 | Pol. Masi Casalecchio – Basket Savena
        7 | dom 30/11/2025 10:30 | Basket Savena – Virtus Minibasket Lugo
        Le gare in casa si giocano alla Palestra Pizzoli, Via Carlo Carli 50.
        """,
    ),
    D(
        NUOTO + "Iscrizione corso nuoto 2025-26.pdf",
        "pdf",
        "2025-09-20 11:35",
        f"""
        # Piscina comunale Sterlino — gestione Sogese S.S.D.
        Via Murri 113 — Bologna — tel. 051 623 4411
        Iscrizione corso nuoto bambini 6-10 anni — stagione 2025/2026 (ottobre-maggio)
        Allieva: RINALDI IRENE — C.F. {CF_IRENE} — livello: Delfini 2 (stile libero e dorso)
        Turno: venerdì 16:45-17:30 — 30 lezioni — inizio 03/10/2025
        Quota: € 285,00 + tessera associativa € 15,00 = € 300,00 — pagato con POS il 20/09/2025
        Obbligatori: cuffia, ciabatte, accappatoio. Certificato medico non agonistico in corso di validità.
        """,
    ),
    D(
        NUOTO + "Certificato non agonistico Irene.pdf",
        "scanpdf",
        "2025-09-18 17:40",
        f"""
        # CERTIFICATO DI IDONEITÀ ALL'ATTIVITÀ SPORTIVA NON AGONISTICA
        (D.M. 24/04/2013 — D.M. 08/08/2014)
        Si certifica che la bambina RINALDI IRENE, nata a Bologna il 30/06/2017, C.F. {CF_IRENE}, sulla base della visita medica da me effettuata, dei valori di pressione arteriosa rilevati e del referto dell'elettrocardiogramma (eseguito il 18/09/2025), non presenta controindicazioni in atto alla pratica di attività sportiva non agonistica.
        Il presente certificato ha validità annuale dalla data del rilascio.
        Bologna, 18/09/2025 — Dott.ssa Giovanna Ferrari, pediatra di libera scelta
        """,
    ),
]

# ---------------------------------------------------------------- Documenti


def _cie(cognome: str, nome: str, nato: str, luogo: str, sesso: str, cf: str, numero: str,
         emiss: str, scad: str, altezza: str) -> str:  # fmt: skip
    return f"""# REPUBBLICA ITALIANA — CARTA DI IDENTITÀ / IDENTITY CARD
Ministero dell'Interno — COMUNE DI BOLOGNA
---
COGNOME / SURNAME: {cognome}
NOME / NAME: {nome}
LUOGO E DATA DI NASCITA / PLACE AND DATE OF BIRTH: {luogo} {nato}
SESSO / SEX: {sesso} — STATURA / HEIGHT: {altezza} — CITTADINANZA / NATIONALITY: ITA
EMISSIONE / ISSUING: {emiss} — SCADENZA / EXPIRY: {scad}
N. {numero}
---
CODICE FISCALE / FISCAL CODE: {cf}
INDIRIZZO DI RESIDENZA / RESIDENCE: VIA GIUSEPPE MASSARENTI 212 BOLOGNA (BO)
"""


DOCS += [
    D(
        DE + "CIE Elena.pdf",
        "scanpdf",
        "2021-03-09 18:20",
        _cie(
            "MARCHETTI",
            "ELENA",
            "14.05.1982",
            "MODENA (MO)",
            "F",
            CF_ELENA,
            "CA41876JK",
            "02.03.2021",
            "14.05.2031",
            "168",
        ),
        paper=(1240, 1000),
    ),
    D(
        DE + "Passaporto Elena.pdf",
        "scanpdf",
        "2023-05-30 21:10",
        """
        # REPUBBLICA ITALIANA — PASSAPORTO / PASSPORT
        Tipo / Type: P — Codice / Code: ITA — Passaporto N. / Passport No.: YB4417325
        Cognome / Surname: MARCHETTI
        Nome / Given names: ELENA
        Cittadinanza / Nationality: ITALIANA
        Data di nascita / Date of birth: 14 MAG/MAY 1982 — Sesso / Sex: F
        Luogo di nascita / Place of birth: MODENA (MO)
        Data di rilascio / Date of issue: 22 MAG/MAY 2023
        Data di scadenza / Date of expiry: 21 MAG/MAY 2033
        Autorità / Authority: QUESTURA DI BOLOGNA
        P<ITAMARCHETTI<<ELENA<<<<<<<<<<<<<<<<<<<<<<<
        YB44173254ITA8205140F3305211<<<<<<<<<<<<<<06
        """,
        paper=(1240, 900),
    ),
    D(
        DE + ip("2024-06-10 08:41:13", "PNG"),
        "shot",
        "2024-06-10 08:41:13",
        f"""
        ## Tessera Sanitaria
        **MARCHETTI ELENA**
        Codice fiscale: {CF_ELENA}
        Sesso: F — Data di nascita: 14/05/1982
        Luogo di nascita: MODENA (MO)
        ---
        Tessera europea di assicurazione malattia (TEAM)
        Numero di identificazione della tessera: 80380001200418776312
        Scadenza: 03/11/2029
        ---
        ~ Documento digitale valido ai sensi del D.L. 19/2024 — IT-Wallet
        """,
        style="io",
        title="IO — Documenti",
    ),
    D(
        DE + ip("2025-01-22 12:05:40", "PNG"),
        "shot",
        "2025-01-22 12:05:40",
        """
        ## Credenziali SPID
        **Elena Marchetti**
        Identity provider: PosteID
        Livello di sicurezza: 2 (password + notifica app)
        Nome utente: elena.marchetti.traduzioni@gmail.com
        Attivata il: 18/04/2020 — ultimo accesso: 22/01/2025 12:04 (INPS)
        ---
        Codice di emergenza (NON condividere): conservato nel cassetto della scrivania
        ~ PosteID abilitato a SPID — Poste Italiane
        """,
        style="generic",
        title="PosteID",
    ),
    D(
        DD + "CIE Davide.pdf",
        "scanpdf",
        "2022-10-03 20:00",
        _cie(
            "RINALDI",
            "DAVIDE",
            "03.09.1980",
            "BOLOGNA (BO)",
            "M",
            CF_DAVIDE,
            "CA99025LM",
            "28.09.2022",
            "03.09.2033",
            "181",
        ),
        paper=(1240, 1000),
    ),
    D(
        DD + "Patente Davide.jpg",
        "paper",
        "2023-07-12 19:22:05",
        """
        # PATENTE DI GUIDA — REPUBBLICA ITALIANA
        1. RINALDI
        2. DAVIDE
        3. 03/09/80 BOLOGNA (BO)
        4a. 11/07/2023  4b. 03/09/2033
        4c. MIT-UCO
        5. BO5172284P
        9. AM/B1/B
        ---
        12. —
        """,
        device="samsung",
        paper=(1200, 760),
        table=(60, 62, 70),
    ),
    D(
        DD + sm_shot("2025-06-12 09:03:11", "IO"),
        "shot",
        "2025-06-12 09:03:11",
        f"""
        ## Patente di guida
        **RINALDI DAVIDE**
        Numero: BO5172284P
        Categorie: AM, B1, B
        Rilasciata il 11/07/2023 — scade il 03/09/2033
        Punti: 20
        ---
        Codice fiscale: {CF_DAVIDE}
        ~ Versione digitale della patente — IT-Wallet, app IO
        """,
        style="io",
        frame="android",
        title="Documenti su IO",
    ),
    D(
        DD + sm_shot("2024-10-03 18:30:22", "CieID"),
        "shot",
        "2024-10-03 18:30:22",
        """
        ## CieID
        **Davide Rinaldi**
        Carta d'identità elettronica n. CA99025LM
        Scadenza: 03/09/2033
        Livello di sicurezza: 2 (accesso con CIE registrata sul telefono)
        ---
        Ultimi accessi
        03/10/2024 18:29 — Agenzia delle Entrate, area riservata
        01/10/2024 21:12 — Fascicolo Sanitario Elettronico Emilia-Romagna
        ~ Ministero dell'Interno — Poligrafico e Zecca dello Stato
        """,
        style="cie",
        frame="android",
        title="CieID",
    ),
    D(
        DB + "CIE Tommaso.pdf",
        "scanpdf",
        "2022-02-14 19:00",
        _cie(
            "RINALDI",
            "TOMMASO",
            "22.01.2012",
            "BOLOGNA (BO)",
            "M",
            CF_TOMMASO,
            "CA20417GT",
            "08.02.2022",
            "22.01.2027",
            "151",
        ),
        paper=(1240, 1000),
    ),
    D(
        DB + "Passaporto Tommaso.pdf",
        "scanpdf",
        "2024-09-12 20:45",
        """
        # REPUBBLICA ITALIANA — PASSAPORTO / PASSPORT
        Tipo / Type: P — Codice / Code: ITA — Passaporto N. / Passport No.: YC0982211
        Cognome / Surname: RINALDI
        Nome / Given names: TOMMASO
        Data di nascita / Date of birth: 22 GEN/JAN 2012 — Sesso / Sex: M
        Luogo di nascita / Place of birth: BOLOGNA (BO)
        Data di rilascio / Date of issue: 05 SET/SEP 2024
        Data di scadenza / Date of expiry: 04 SET/SEP 2029
        Autorità / Authority: QUESTURA DI BOLOGNA
        Genitori / Parents: RINALDI DAVIDE — MARCHETTI ELENA
        P<ITARINALDI<<TOMMASO<<<<<<<<<<<<<<<<<<<<<<<
        YC09822110ITA1201221M2909046<<<<<<<<<<<<<<02
        """,
        paper=(1240, 900),
    ),
    D(
        DB + "Tessera sanitaria Irene.jpg",
        "paper",
        "2023-09-02 11:02:40",
        f"""
        # TESSERA SANITARIA
        Codice fiscale: {CF_IRENE}
        Cognome: RINALDI
        Nome: IRENE
        Luogo di nascita: BOLOGNA
        Provincia: BO
        Data di nascita: 30/06/2017
        Sesso: F
        Data di scadenza: 30/06/2029
        """,
        device="iphone",
        paper=(1200, 760),
        table=(230, 230, 225),
    ),
]

# ---------------------------------------------------------------- Lavoro: fatture emesse
# Elena invoices each agency every month or two, one line per order.
FE_ROWS = {
    "1/2025": (FE25 + "Fattura 01-2025 Lingua Franca.pdf", "14/02/2025", "linguafranca", [
        ("Traduzione EN>IT manuale d'uso confezionatrice MX-400 (ordine LF-2025-0091)",
         38240, "parole", 0.075),
        ("Traduzione DE>IT schede di sicurezza linea Cleanox (ordine LF-2025-0104)", 9,
         "documenti", 145.00),
        ("Revisione terminologica e QA manuale MX-400", 6, "ore", 35.00)], "16/03/2025"),
    "2/2025": (FE25 + "Fattura 02-2025 Wordbridge.pdf", "31/03/2025", "wordbridge", [
        ("EN>IT translation — AgriTech website, PO WB-31877", 29800, "words", 0.085),
        ("EN>IT translation — AgriTech app strings release 3.8, PO WB-31950", 8400, "words",
         0.085),
        ("EN>IT LQA review, PO WB-31902", 12, "hours", 40.00)], "30/04/2025"),
    "3/2025": (FE25 + "Fattura 03-2025 Tradulex.pdf", "23/05/2025", "tradulex", [
        ("Traduzione DE>IT atto di citazione e allegati (Landgericht München I)", 64,
         "cartelle", 32.00),
        ("Traduzione DE>IT contratto di distribuzione esclusiva", 41, "cartelle", 32.00),
        ("Asseverazione presso il Tribunale di Bologna", 1, "", 60.00)], "22/06/2025"),
    "4/2025": (FE25 + "Fattura 04-2025 Lingua Franca.pdf", "31/07/2025", "linguafranca", [
        ("Traduzione EN>IT catalogo ceramiche Fiorano Tiles 2026 (ordine LF-2025-0233)", 41600,
         "parole", 0.075),
        ("Traduzione EN>IT manuale d'uso linea di fine linea EOL-10 (ordine LF-2025-0240)",
         33900, "parole", 0.075)], "30/08/2025"),
    "5/2025": (FE25 + "Fattura 05-2025 Wordbridge.pdf", "30/09/2025", "wordbridge", [
        ("EN>IT translation — e-learning course 'Safe Handling of Agrochemicals', PO WB-32410",
         44300, "words", 0.085),
        ("EN>IT translation — AgriTech app strings release 4.0, PO WB-32477", 12000, "words",
         0.085)], "30/10/2025"),
    "6/2025": (FE25 + "Fattura 06-2025 Lingua Franca.pdf", "15/12/2025", "linguafranca", [
        ("Traduzione DE>IT schede di sicurezza (SDS) linea detergenti (ordine LF-2025-0388)", 22,
         "documenti", 145.00),
        ("Traduzione EN>IT aggiornamento manuale MX-400 rev. C (ordine LF-2025-0391)", 23900,
         "parole", 0.075)], "14/01/2026"),
    "1/2026": (FE26 + "Fattura 01-2026 Wordbridge.pdf", "30/01/2026", "wordbridge", [
        ("EN>IT translation — AgriTech app strings release 4.2, PO WB-33015", 18200, "words",
         0.09),
        ("EN>IT glossary update and term validation, PO WB-33016", 3, "hours", 40.00)],
        "01/03/2026"),
    "2/2026": (FE26 + "Fattura 02-2026 Lingua Franca.pdf", "27/02/2026", "linguafranca", [
        ("Traduzione EN>IT manuale d'uso linea di fine linea EOL-20 (ordine LF-2026-0017)",
         51050, "parole", 0.078)], "29/03/2026"),
}  # fmt: skip


def fattura_tot(num: str) -> float:
    righe = FE_ROWS[num][3]
    imp = round(sum(q * p for _, q, _, p in righe), 2)
    return round(imp + round(imp * 0.04, 2) + 2.00, 2)


DOCS += [fattura_emessa(path, num, data, cli, righe, scad)
         for num, (path, data, cli, righe, scad) in FE_ROWS.items()]  # fmt: skip

# ---------------------------------------------------------------- Lavoro: fatture ricevute
DOCS += [
    D(
        FR + "2025-02 RWS Trados abbonamento.pdf",
        "pdf",
        "2025-02-11 09:12",
        f"""
        # RWS — Invoice
        SDL Limited (an RWS company) — Europa House, Chiltern Park, Chalfont St Peter, SL9 9FG, United Kingdom
        VAT registration: GB 687 7765 42 — OSS: EU372009933
        Invoice no.: INV-1188204 — Invoice date: 11 February 2025 — Customer no.: C-0045512
        Bill to: Elena Marchetti, Via Giuseppe Massarenti 212, 40138 Bologna, Italy — VAT IT{PIVA_ELENA}
        !Description | Qty | Amount (EUR)
        Trados Studio 2024 Freelance — annual subscription (12 Feb 2025 – 11 Feb 2026) | 1 | 215,00
        Trados Studio — MultiTerm Desktop add-on | 1 | 0,00
        !Subtotal | | 215,00
        VAT | | 0,00
        !Total paid (Visa ending 8812) | | 215,00
        Reverse charge: VAT to be accounted for by the recipient under Article 196 of Council Directive 2006/112/EC.
        """,
        producer="RWS billing",
    ),
    D(
        FR + "2025-06 Studio Bertolini - dichiarazione.pdf",
        "pdf",
        "2025-06-25 16:40",
        f"""
        # Studio Bertolini — Dottori commercialisti associati
        Via Castiglione 29 — 40124 Bologna — P.IVA {PIVA_BERTOLINI} — tel. 051 263 880
        ## Fattura n. FPR 71/25 del 25/06/2025
        Cliente: MARCHETTI ELENA — P.IVA {PIVA_ELENA} — C.F. {CF_ELENA}
        !Descrizione | | Importo (€)
        Predisposizione e invio telematico Modello Redditi PF 2025 (quadro LM — regime forfettario) | | 380,00
        Calcolo contributi INPS gestione separata e predisposizione deleghe F24 | | 90,00
        !Imponibile | | 470,00
        Cassa previdenza dottori commercialisti 4% | | 18,80
        IVA 22% | | 107,54
        !Totale documento | | 596,34
        Ritenuta d'acconto: non applicata (cliente in regime forfettario, non sostituto d'imposta).
        Pagamento: bonifico a vista — IBAN {IBAN_BERTOLINI}
        """,
    ),
    D(
        FR + "2025-10 Siobhan Kelly - revisione.pdf",
        "pdf",
        "2025-10-31 18:00",
        f"""
        # INVOICE
        Siobhán Kelly — Translation & Proofreading (IT/ES > EN)
        14 Leinster Avenue, North Strand, Dublin 3, D03 K2X7, Ireland — VAT IE 3387712QH
        Invoice no.: SK-2025-047 — Date: 31 October 2025
        Bill to: Elena Marchetti, Via Giuseppe Massarenti 212, 40138 Bologna, Italy — VAT IT{PIVA_ELENA}
        !Description | Qty | Amount (EUR)
        Proofreading of IT>EN translation — "Tenuta Colombara wine club brochure", 4,250 words @ €0.025 | 4250 | 106,25
        Second-round check after client comments (flat fee) | 1 | 30,00
        !Total due | | 136,25
        Reverse charge — VAT to be accounted for by the recipient (Art. 196, Directive 2006/112/EC).
        Payment within 30 days by SEPA transfer to IBAN IE29 AIBK 9311 5212 3456 78 (AIB). Thank you!
        """,
    ),
    D(
        FR + "2026-01 Coworking Porta Mascarella.pdf",
        "pdf",
        "2026-01-05 10:30",
        f"""
        # Officine Mascarella — coworking
        Via del Borgo di San Pietro 90/2 — 40126 Bologna — P.IVA 03778120377
        ## Fattura n. 12/2026 del 05/01/2026
        Cliente: MARCHETTI ELENA — P.IVA {PIVA_ELENA}
        !Descrizione | | Importo (€)
        Postazione flessibile — carnet 10 ingressi (validità 3 mesi) | | 110,00
        Sala riunioni 2 ore (14/01/2026) | | 30,00
        !Imponibile | | 140,00
        IVA 22% | | 30,80
        !Totale | | 170,80
        Pagato con carta il 05/01/2026.
        """,
    ),
]

# ---------------------------------------------------------------- Lavoro: contratti, università, glossari, INPS
DOCS += [
    D(
        CTR + "Wordbridge Vendor Agreement.pdf",
        "pdf",
        "2024-01-18 15:20",
        """
        # WORDBRIDGE LOCALISATION LTD — FREELANCE VENDOR AGREEMENT
        Agreement no. VA-2024-0311 — effective date: 18 January 2024
        Between Wordbridge Localisation Ltd, 2nd Floor, 41 Farringdon Road, London EC1M 3JB ("Wordbridge") and Elena Marchetti, sole trader, Via Giuseppe Massarenti 212, 40138 Bologna, Italy ("the Vendor").
        ## 1. Services
        The Vendor will provide translation, revision and LQA services from English into Italian, as requested in individual Purchase Orders (POs). Each PO states word count, rate, deadline and any reference material.
        ## 2. Rates
        Translation: EUR 0.085 per source word (new words); CAT fuzzy matches according to the Wordbridge grid (95-99%: 30%; 100% and repetitions: 10%). Hourly work: EUR 40.00. Rates reviewed every January.
        ## 3. Invoicing and payment
        The Vendor shall invoice monthly, quoting PO numbers. Wordbridge pays valid invoices within 30 days of receipt, by SEPA transfer in EUR.
        ## 4. Confidentiality
        The Vendor shall keep all client material confidential during and for five (5) years after termination, and shall not use machine translation engines that store client data.
        ## 5. Quality
        Translations scoring below 95/100 in Wordbridge's LQA may be returned for correction at no additional cost.
        ## 6. Term
        Indefinite, terminable by either party with 30 days' written notice. Governed by the laws of England and Wales.
        Signed: Hannah Whitfield, Vendor Manager — Elena Marchetti
        """,
    ),
    D(
        CTR + "Accordo quadro Lingua Franca.pdf",
        "pdf",
        "2023-03-02 11:00",
        f"""
        # ACCORDO QUADRO DI COLLABORAZIONE PROFESSIONALE
        Tra LINGUA FRANCA SERVIZI LINGUISTICI S.R.L., Via Tortona 27, Milano, P.IVA {PIVA_LINGUAFRANCA} ("Agenzia")
        e ELENA MARCHETTI, traduttrice, P.IVA {PIVA_ELENA} ("Professionista").
        ## Oggetto
        L'Agenzia affida alla Professionista, di volta in volta tramite ordine scritto, traduzioni tecniche dall'inglese e dal tedesco verso l'italiano (manualistica di macchine automatiche, schede di sicurezza, cataloghi).
        ## Compensi
        EN>IT e DE>IT: € 0,075 a parola sorgente (dal 2026: € 0,078); revisione: € 35,00/ora; urgenze (consegna entro 24 ore): +25%.
        ## Pagamenti
        Fatturazione a fine lavoro o a fine mese, pagamento a 30 giorni data fattura fine mese.
        ## Riservatezza e strumenti
        La Professionista utilizza Trados Studio e le memorie di traduzione fornite dall'Agenzia, che restano di proprietà del cliente finale.
        Milano/Bologna, 02/03/2023
        """,
    ),
    D(
        CTR + "NDA Tradulex.pdf",
        "pdf",
        "2024-09-09 09:45",
        f"""
        # ACCORDO DI RISERVATEZZA (NON DISCLOSURE AGREEMENT)
        TRADULEX S.R.L., Via Santo Stefano 43, Bologna, P.IVA {PIVA_TRADULEX}, e la dott.ssa ELENA MARCHETTI, P.IVA {PIVA_ELENA}.
        1. Sono "Informazioni riservate" tutti gli atti giudiziari, i contratti e la documentazione dei clienti dello studio trasmessi per la traduzione.
        2. La traduttrice si impegna a non divulgarle, a conservarle su dispositivi cifrati e a cancellarle entro 90 giorni dalla consegna del lavoro.
        3. È vietato l'uso di servizi di traduzione automatica online gratuiti.
        4. In caso di violazione è dovuta una penale di € 10.000,00, salvo il maggior danno.
        5. Durata: 3 anni dalla firma, con obblighi di riservatezza che sopravvivono per 5 anni.
        Bologna, 09/09/2024 — Avv. Martina Gualandi, amministratrice — Elena Marchetti
        """,
    ),
    D(
        U2425 + "Incarico docenza 2024-25.pdf",
        "pdf",
        "2024-10-01 12:00",
        f"""
        # ALMA MATER STUDIORUM — UNIVERSITÀ DI BOLOGNA
        Dipartimento di Interpretazione e Traduzione (DIT) — Campus di Forlì
        ## Contratto per attività di insegnamento — art. 23 c. 2 L. 240/2010
        Repertorio n. 1187/2024 — Prot. n. 0281744 del 01/10/2024
        Il Dipartimento conferisce alla dott.ssa ELENA MARCHETTI, nata a Modena il 14/05/1982, C.F. {CF_ELENA}, l'incarico di insegnamento:
        Laboratorio di traduzione specializzata dal tedesco (tecnico-scientifica) — LM-94 Specialized Translation — 30 ore — 6 CFU — II semestre, anno accademico 2024/2025.
        Compenso lordo: € 1.500,00 (€ 50,00/ora), assimilato a lavoro dipendente (art. 50 c. 1 lett. c-bis TUIR), erogato al termine dell'attività, previa consegna del registro delle lezioni.
        Forlì, 01/10/2024 — Il Direttore del Dipartimento
        """,
    ),
    D(
        U2425 + "Programma laboratorio 2024-25.md",
        "md",
        "2025-01-20 22:30",
        """
        # Lab traduzione DE>IT — II semestre 2024/25 (Forlì, mercoledì 14-17)

        1. Introduzione: testo tecnico, norme DIN/ISO, il manuale d'uso come genere
        2. Terminologia e ricerca: IATE, termbase, corpora paralleli
        3. Manuali di macchine (Betriebsanleitung): avvertenze di sicurezza, ANSI Z535
        4. Schede di sicurezza (Sicherheitsdatenblatt), regolamento REACH
        5. Brevetti: rivendicazioni, lessico giuridico-tecnico
        6. Post-editing di traduzione automatica: quando sì e quando no
        7. Simulazione di progetto con Trados (in coppia)
        8. Revisione tra pari e consegna

        Esame: traduzione di 400 parole + commento (2 ore, dizionari ammessi).
        Studenti iscritti: 19.
        """,
    ),
    D(
        U2526 + "Programma laboratorio 2025-26.md",
        "md",
        "2025-12-10 21:45",
        """
        # Lab traduzione DE>IT — a.a. 2025/26 (II semestre, da febbraio)

        Rispetto all'anno scorso: più post-editing, meno brevetti (troppo pesanti in due ore).

        1. Il testo tecnico tedesco: composti, nominalizzazioni, passivo
        2. Terminologia: IATE, costruire una termbase in MultiTerm
        3. Manuali d'uso e avvertenze (ISO 20607)
        4. SDS e REACH
        5. Post-editing: MT grezza vs PE leggero vs PE completo — esercizio misurato
        6. Localizzazione di interfacce: stringhe, variabili, lunghezza
        7. Progetto in coppia con Trados + QA con Xbench
        8. Revisione tra pari

        Esame invariato. Chiedere aula con PC (l'anno scorso aula 2.4 senza prese!).
        """,
    ),
    D(
        U2526 + "Calendario lezioni secondo semestre.pdf",
        "pdf",
        "2026-01-26 14:20",
        """
        # Università di Bologna — Campus di Forlì — DIT
        ## Calendario delle lezioni — II semestre a.a. 2025/2026
        Insegnamento: Laboratorio di traduzione specializzata dal tedesco (tecnico-scientifica) — docente: Elena Marchetti
        !Data | Orario | Aula
        mer 18/02/2026 | 14:00-17:00 | Lab. 3 — Via Corridoni 20
        mer 25/02/2026 | 14:00-17:00 | Lab. 3
        mer 04/03/2026 | 14:00-17:00 | Lab. 3
        mer 11/03/2026 | 14:00-17:00 | Lab. 3
        mer 18/03/2026 | 14:00-17:00 | Lab. 3
        mer 25/03/2026 | 14:00-17:00 | Lab. 3
        mer 01/04/2026 | 14:00-17:00 | Lab. 3
        mer 15/04/2026 | 14:00-17:00 | Lab. 3
        mer 22/04/2026 | 14:00-17:00 | Lab. 3
        mer 29/04/2026 | 14:00-17:00 | Lab. 3
        Appello d'esame: 10/06/2026 ore 9:00, aula 1.2.
        """,
    ),
    D(
        GLO + "Glossario ceramica EN-IT.csv",
        "csv",
        "2025-07-20 18:30",
        """
        en;it;note
        porcelain stoneware;gres porcellanato;
        glazed;smaltato;
        through-body;a tutta massa;colorato in massa
        rectified edge;bordo rettificato;
        slip resistance;resistenza allo scivolamento;R9-R13 (DIN 51130)
        water absorption;assorbimento d'acqua;< 0,5% = BIa
        frost resistant;ingelivo;
        grout joint;fuga;
        large format slab;grande lastra;
        bullnose;battiscopa a toro;cliente Fiorano usa "becco di civetta"
        matt finish;finitura naturale;NON "opaco" per Fiorano Tiles
        """,
    ),
    D(
        GLO + "Glossario legale DE-IT.csv",
        "csv",
        "2025-05-18 22:10",
        """
        de;it;note
        Klageschrift;atto di citazione;
        Kläger;attore;
        Beklagte;convenuta/convenuto;
        Landgericht;Tribunale (Landgericht);lasciare tra parentesi
        Schriftsatz;memoria;
        Vollmacht;procura;
        Zustellung;notificazione;
        Streitwert;valore della causa;
        Vergleich;transazione;NON "confronto"
        einstweilige Verfügung;provvedimento cautelare d'urgenza;
        """,
    ),
    D(
        GLO + "Termini macchine automatiche.md",
        "md",
        "2025-02-02 17:00",
        """
        # Macchine automatiche — termini che mi dimentico sempre

        - **guard** → riparo (fisso / mobile interbloccato); NON "protezione" nei titoli
        - **e-stop / emergency stop** → arresto di emergenza
        - **jog mode** → marcia a impulsi
        - **changeover** → cambio formato
        - **infeed / outfeed** → ingresso / uscita prodotto
        - **lockout-tagout (LOTO)** → consegna/blocco con lucchetto e cartellino
        - **HMI** → pannello operatore (HMI) — Lingua Franca vuole "pannello operatore"
        - **end-of-line** → fine linea
        - **case packer** → incartonatrice
        - Sicherheitsschalter → interruttore di sicurezza; Schutztür → porta di protezione
        """,
    ),
    D(
        PIVA + "Attribuzione partita IVA.pdf",
        "scanpdf",
        "2018-01-09 10:30",
        f"""
        # AGENZIA DELLE ENTRATE — Direzione Provinciale di Bologna
        ## Certificato di attribuzione del numero di partita IVA
        Si attesta che al contribuente MARCHETTI ELENA, nata a Modena il 14/05/1982, C.F. {CF_ELENA}, domicilio fiscale Bologna, è stato attribuito il numero di partita IVA {PIVA_ELENA}.
        Data inizio attività: 08/01/2018
        Codice attività (ATECO 2007): 74.30.00 — Traduzione e interpretariato
        Regime: forfettario (art. 1, commi 54-89, L. 190/2014)
        Luogo di esercizio: abitazione — Via Giuseppe Massarenti 212, Bologna
        """,
    ),
    D(
        PIVA + "Iscrizione gestione separata INPS.pdf",
        "pdf",
        "2018-01-22 16:00",
        f"""
        # INPS — Gestione separata — Ricevuta di iscrizione
        Professionista: MARCHETTI ELENA — C.F. {CF_ELENA} — P.IVA {PIVA_ELENA}
        Attività: traduttrice (professione non regolamentata, senza cassa) — decorrenza 08/01/2018
        Aliquota contributiva 2018: 25,72% sul reddito imponibile; versamento con F24 (causale PXX) alle scadenze delle imposte sui redditi.
        Protocollo INPS.1300.22/01/2018.0018774
        """,
    ),
    D(
        PIVA + "Estratto conto contributivo 2025.pdf",
        "pdf",
        "2025-11-14 19:20",
        f"""
        # INPS — Estratto conto contributivo
        Assicurata: MARCHETTI ELENA — C.F. {CF_ELENA} — situazione al 14/11/2025
        !Anno | Gestione | Contributi (€) | Settimane utili
        2005-2011 | Lavoro dipendente (Lingua Franca S.r.l., Milano) | 48.771,20 | 332
        2012-2017 | Lavoro dipendente (Techdoc Bologna S.r.l.) | 39.104,65 | 312
        2018 | Gestione separata | 4.110,23 | 52
        2019 | Gestione separata | 5.338,90 | 52
        2020 | Gestione separata | 4.861,02 | 52
        2021 | Gestione separata | 6.090,45 | 52
        2022 | Gestione separata | 6.512,77 | 52
        2023 | Gestione separata | 7.004,12 | 52
        2024 | Gestione separata | 7.849,16 | 52
        !Totale settimane | | | 1.008
        Nota: i contributi 2024 risultano accreditati dopo il saldo di giugno 2025.
        """,
    ),
]

# ---------------------------------------------------------------- Davide
DOCS += [
    cedolino(BP + "Cedolino 2025-11.pdf", "2025-11", "2025-11-27"),
    cedolino(BP + "Cedolino 2025-12.pdf", "2025-12", "2025-12-23"),
    cedolino(BP + "Cedolino 2025-12 tredicesima.pdf", "2025-12", "2025-12-16", tredicesima=True),
    cedolino(BP + "Cedolino 2026-01.pdf", "2026-01", "2026-01-27"),
    D(
        NV + "Employment agreement - Rinaldi.pdf",
        "pdf",
        "2021-02-10 17:30",
        """
        # NORDVIK AUTOMATION S.r.l. — a Nordvik Group company
        ## Offer of employment and summary of terms (English version for Group HR)
        Employee: Davide Rinaldi — Position: Senior Controls Engineer — Department: Packaging Lines R&D
        Reporting to: Søren Kjeldsen, Head of Controls Engineering (Aarhus, Denmark)
        Start date: 1 March 2021 — Place of work: Zola Predosa (BO), Italy, with up to 25% travel
        Contract: permanent, full time (40 h/week), Italian CCNL Metalmeccanici Industria, level B3 (formerly 7th)
        Gross annual salary: EUR 44,200 over 13 monthly payments, plus annual bonus up to 8% based on Group and individual targets
        Benefits: meal vouchers EUR 8.00/day, supplementary health plan (Metasalute), company laptop and phone
        Working language within the Group: English. The Italian employment contract (lettera di assunzione) prevails in case of discrepancy.
        Signed in Zola Predosa on 10 February 2021 — Laura Bellini, HR Manager Italy
        """,
    ),
    D(
        NV + "Travel and Expense Policy 2025.pdf",
        "pdf",
        "2025-01-15 09:00",
        """
        # Nordvik Group — Travel & Expense Policy (v. 2025.1)
        Applies to all employees of Nordvik A/S and its subsidiaries, effective 1 February 2025.
        ## Booking
        Flights and hotels must be booked through the Group travel agency (Egencia). Economy class for flights under 6 hours.
        ## Per diem (meals and incidentals)
        !Destination | Per diem
        Italy | EUR 46.48
        Denmark | DKK 590
        United Kingdom | GBP 55
        Germany | EUR 56
        Rest of EU | EUR 50
        ## Expense claims
        Submit receipts in Concur within 30 days of return. Mileage with private car: EUR 0.42/km (ACI tables for Italy). Alcohol is not reimbursable unless part of a client dinner approved in advance.
        ## Travel documents
        Employees are responsible for valid passports, visas and electronic travel authorisations (e.g. US ESTA, UK ETA) before booking.
        """,
    ),
    D(
        NV + "Certificate - IEC 61508 workshop.pdf",
        "pdf",
        "2024-11-22 16:00",
        """
        # CERTIFICATE OF COMPLETION
        This is to certify that
        ## Davide Rinaldi
        has successfully completed the 3-day workshop
        "Functional Safety for Machinery — IEC 61508 / ISO 13849 / IEC 62061 in practice"
        held at Nordvik Academy, Aarhus (DK), 19–21 November 2024 — 24 training hours
        Final assessment: passed (84/100)
        Trainer: Dr. Mette Lindqvist, TÜV-certified Functional Safety Expert — Certificate ID NA-FS-2024-0117
        """,
    ),
]

# ---------------------------------------------------------------- Fisco


def cu(path: str, anno: int, sostituto: str, sost_cf: str, sost_ind: str, perc: str,
       perc_cf: str, righe: list, date: str, **kw) -> dict:  # fmt: skip
    rl = "\n".join(f"{a} | {b} | {_eur(c)}" for a, b, c in righe)
    text = f"""# CERTIFICAZIONE UNICA {anno}
Certificazione di cui all'art. 4, commi 6-ter e 6-quater, del D.P.R. 22 luglio 1998, n. 322
relativa all'anno {anno - 1}
---
## Dati relativi al sostituto d'imposta
Codice fiscale: {sost_cf}
Denominazione: {sostituto}
Indirizzo: {sost_ind}
## Dati relativi al dipendente, pensionato o altro percettore delle somme
Codice fiscale: {perc_cf}
Cognome e nome: {perc}
Domicilio fiscale al 01/01/{anno - 1}: BOLOGNA (BO)
---
## Dati fiscali — redditi di lavoro dipendente e assimilati
!Punto | Descrizione | Importo (€)
{rl}
---
Data {date} — Firma del sostituto d'imposta
"""
    return D(path, kw.pop("kind", "pdf"), kw.pop("mtime", date[6:] + "-" + date[3:5] + "-"
             + date[:2] + " 11:00"), text, title=f"CU {anno}", **kw)  # fmt: skip


_NV_IND = "Via dell'Industria 18, 40069 Zola Predosa (BO)"
_UNIBO = "ALMA MATER STUDIORUM - UNIVERSITA' DI BOLOGNA"

DOCS += [
    cu(DIC25 + "CU 2025 Davide - Nordvik.pdf", 2025, "NORDVIK AUTOMATION S.R.L.", PIVA_NORDVIK,
       _NV_IND, "RINALDI DAVIDE", CF_DAVIDE,
       [("1", "Redditi di lavoro dipendente (tempo indeterminato)", 42118.40),
        ("6", "Numero di giorni di lavoro dipendente", 366),
        ("21", "Ritenute IRPEF", 10622.15),
        ("22", "Addizionale regionale all'IRPEF", 1094.37),
        ("27", "Addizionale comunale — saldo", 228.10),
        ("29", "Addizionale comunale — acconto 2025", 107.30),
        ("412", "Contributi previdenza complementare (Fondo Cometa) esclusi", 1262.80),
        ("701", "Premio di risultato — welfare aziendale fruito", 1200.00)],
       "28/02/2025"),
    D(
        DIC25 + "730-2025 Davide - prospetto di liquidazione.pdf",
        "pdf",
        "2025-06-05 17:40",
        f"""
        # Modello 730-3/2025 — redditi 2024 — Prospetto di liquidazione
        Dichiarante: RINALDI DAVIDE — C.F. {CF_DAVIDE}
        Presentato tramite: precompilata web (Agenzia delle Entrate) — protocollo 25060517402781133
        Sostituto d'imposta che effettua il conguaglio: NORDVIK AUTOMATION S.R.L.
        !Rigo | Descrizione | Importo (€)
        11 | Reddito complessivo | 42.118,40
        14 | Imposta lorda | 11.381,44
        16 | Detrazioni per lavoro dipendente | 684,31
        29 | Detrazioni spese sanitarie (19% di 1.412,00 − franchigia 129,11) | 243,75
        30 | Detrazione interessi mutuo (19% di 1.468,00 — quota 50%) | 278,92
        31 | Detrazione ristrutturazione bagno (1ª rata di 10, 50% di 9.768,00) | 488,40
        41 | Imposta netta | 9.686,06
        47 | Ritenute | 10.622,15
        !91 | IRPEF a rimborso | 936,09
        Il rimborso viene erogato dal sostituto d'imposta nella busta paga di luglio 2025.
        """,
    ),
    D(
        DIC25 + "Redditi PF 2025 Elena.pdf",
        "pdf",
        "2025-06-24 19:10",
        f"""
        # Modello REDDITI Persone Fisiche 2025 — periodo d'imposta 2024 — estratto quadro LM
        Contribuente: MARCHETTI ELENA — C.F. {CF_ELENA} — P.IVA {PIVA_ELENA}
        Intermediario: Studio Bertolini, dottori commercialisti associati — Bologna
        ## Quadro LM — Sezione II — regime forfettario
        !Rigo | Descrizione | Importo (€)
        LM22 | Codice attività 74.30.00 — coefficiente di redditività 78% — ricavi 38.600,00 | 30.108,00
        LM34 | Reddito lordo | 30.108,00
        LM35 | Contributi previdenziali versati nel 2024 (gestione separata) | 7.388,50
        LM36 | Reddito netto | 22.719,50
        LM39 | Imposta sostitutiva 15% | 3.407,93
        LM40 | Acconti versati | 3.200,00
        !LM42 | Imposta a debito (saldo 2024) | 207,93
        ## Quadro RR — contributi gestione separata
        Reddito imponibile 30.108,00 — aliquota 26,07% — contributo dovuto 7.849,16 — acconti versati 7.000,00 — saldo 849,16
        Primo acconto 2025: imposta sostitutiva 1.363,17 — contributi 3.139,66 (scadenza 30/06/2025)
        """,
    ),
    D(
        DIC25 + "Ricevuta invio Redditi 2025 Elena.pdf",
        "pdf",
        "2025-06-26 09:05",
        f"""
        # AGENZIA DELLE ENTRATE — Servizio telematico Entratel
        ## Ricevuta di avvenuta presentazione della dichiarazione
        Protocollo telematico: 25062609050117742 — 000001
        Dichiarazione: REDDITI PF 2025 — periodo d'imposta 2024 — tipo: ordinaria
        Contribuente: MARCHETTI ELENA — C.F. {CF_ELENA}
        Intermediario incaricato della trasmissione: BERTOLINI MARCO — C.F. BRTMRC71L08A944Y — impegno alla trasmissione del 20/06/2025
        Data di ricezione: 26/06/2025 ore 09:04:51 — Esito: dichiarazione acquisita, nessuna anomalia.
        """,
    ),
    D(
        DIC26 + "Cosa portare al CAF 2026.md",
        "md",
        "2026-02-22 21:30",
        """
        # Dichiarazioni 2026 (redditi 2025) — cosa serve

        **Davide (730 precompilato, lo fa da solo come l'anno scorso):**
        - [ ] CU 2026 Nordvik (di solito arriva a fine febbraio/marzo, sul portale HR Zucchetti)
        - [x] certificazione interessi mutuo 2025 (in Casa/mutuo)
        - [ ] spese mediche: controllare il ticket RMN e l'ortopedico (erano del 2024 e 2025?)
        - [ ] ricevuta basket Tommaso (detraibili 210 €)
        - [ ] 2ª rata detrazione bagno (in automatico, controllare)

        **Elena (Redditi PF tramite Studio Bertolini):**
        - [x] CU 2026 dell'università (laboratorio 2024-25)
        - [ ] elenco fatture emesse 2025 (6 fatture) e ricavi totali
        - [ ] F24 pagati nel 2025 (in Fisco/F24)
        - [ ] contributo volontario scuola Irene 25 € e mensa?
        - [ ] spese veterinarie Briciola!! (detraibili anche quelle)

        Appuntamento da Bertolini: giovedì 7 maggio ore 18.
        """,
    ),
    cu(DIC26 + "CU 2026 Università Elena.pdf", 2026, _UNIBO, "80007010376",
       "Via Zamboni 33, 40126 Bologna (BO)", "MARCHETTI ELENA", CF_ELENA,
       [("1", "Redditi assimilati a lavoro dipendente (art. 50 c. 1 lett. c-bis TUIR)", 1500.00),
        ("2", "Codice: 7 — altri redditi assimilati", 7),
        ("21", "Ritenute IRPEF", 345.00),
        ("22", "Addizionale regionale all'IRPEF", 0.00),
        ("Annotazioni", "Compenso per contratto di insegnamento a.a. 2024/2025 — Rep. 1187/2024",
         1500.00)],
       "10/03/2026"),
    f24(F24 + "2024-12-02 F24 secondo acconto.pdf", "02/12/2024", CF_ELENA, "MARCHETTI ELENA",
        [("ERARIO", "1791 — imposta sostitutiva forfettari, acconto seconda rata", "", "2024",
          1930.00),
         ("INPS", "1300 PXX — gestione separata professionisti, secondo acconto", "01/2024-12/2024",
          "2024", 4150.00)], "241202126458870931"),
    f24(F24 + "2025-06-30 F24 saldo 2024 e primo acconto.pdf", "30/06/2025", CF_ELENA,
        "MARCHETTI ELENA",
        [("ERARIO", "1792 — imposta sostitutiva forfettari, saldo", "", "2024", 207.93),
         ("ERARIO", "1790 — imposta sostitutiva forfettari, acconto prima rata", "", "2025",
          1363.17),
         ("INPS", "1300 PXX — gestione separata professionisti, saldo", "01/2024-12/2024", "2024",
          849.16),
         ("INPS", "1300 PXX — gestione separata professionisti, primo acconto", "01/2025-12/2025",
          "2025", 3139.66)], "250630093317250884"),
    f24(F24 + "2025-12-01 F24 secondo acconto.pdf", "01/12/2025", CF_ELENA, "MARCHETTI ELENA",
        [("ERARIO", "1791 — imposta sostitutiva forfettari, acconto seconda rata", "", "2025",
          2044.76),
         ("INPS", "1300 PXX — gestione separata professionisti, secondo acconto", "01/2025-12/2025",
          "2025", 4709.50)], "251201115902411763"),
]  # fmt: skip

# ---------------------------------------------------------------- Banca
_EC_Q2 = [
    ("01/04", "Canone conto BPER Smart e imposta di bollo — 1° trimestre", -16.05),
    ("15/04", "Addebito saldo carta di credito BPER Card Visa — marzo", -1742.36),
    ("15/05", "Addebito saldo carta di credito BPER Card Visa — aprile", -1893.10),
    ("16/06", "Addebito saldo carta di credito BPER Card Visa — maggio", -1655.48),
    ("18/06", "Giroconto a conto deposito BPER Risparmio", -3000.00),
    ("01/04", "Addebito rata mutuo n. 0405/7719201", -854.82),
    ("01/04", "Addebito SDD Hera Comm — bolletta gas gen-feb", -315.05),
    ("10/04", "Addebito SDD Fastweb — canone aprile", -28.95),
    ("15/04", "Pagamento carta — Esselunga Via Massarenti", -118.40),
    ("17/04", "Bonifico da LINGUA FRANCA SERVIZI LINGUISTICI — FT 1/2025", fattura_tot("1/2025")),
    ("09/04", "Pagamento pagoPA — INPS lavoro domestico 1 trim 2025", -296.10),
    ("29/04", "Bonifico da WORDBRIDGE LOCALISATION LTD — INV 2/2025", fattura_tot("2/2025")),
    ("27/04", "Bonifico da NORDVIK AUTOMATION S.R.L. — stipendio aprile", netto("2025-04")),
    ("28/04", "Pagamento pagoPA — Regione Emilia-Romagna bollo auto FX482KM", -129.54),
    ("30/04", "Bonifico a Condominio Via Massarenti 212 — int. 9 rata 3", -410.20),
    ("02/05", "Addebito rata mutuo n. 0405/7719201", -854.82),
    ("12/05", "Prelievo Bancomat — BPER Via San Vitale", -150.00),
    ("27/05", "Bonifico da NORDVIK AUTOMATION S.R.L. — stipendio maggio", netto("2025-05")),
    ("03/06", "Addebito rata mutuo n. 0405/7719201", -854.82),
    ("02/06", "Pagamento carta — Ryanair BLQ-OPO", -312.96),
    ("04/06", "Pagamento POS — Studio Dermatologico Mingardi", -150.00),
    ("20/06", "Bonifico da TRADULEX S.R.L. — saldo fattura 3/2025", fattura_tot("3/2025")),
    ("25/06", "Bonifico a Studio Bertolini — FPR 71/25", -596.34),
    ("27/06", "Bonifico da NORDVIK AUTOMATION S.R.L. — stipendio giugno", netto("2025-06")),
    ("30/06", "Delega F24 — imposta sostitutiva e INPS gestione separata", -5559.92),
]
_EC_Q3 = [
    ("01/07", "Canone conto BPER Smart e imposta di bollo — 2° trimestre", -16.05),
    ("15/07", "Addebito saldo carta di credito BPER Card Visa — giugno", -2210.75),
    ("18/08", "Addebito saldo carta di credito BPER Card Visa — luglio", -2874.40),
    ("15/09", "Addebito saldo carta di credito BPER Card Visa — agosto", -1590.22),
    ("22/09", "Giroconto a conto deposito BPER Risparmio", -2000.00),
    ("01/07", "Addebito rata mutuo n. 0405/7719201", -854.82),
    ("08/07", "Bonifico a Polisportiva Pontevecchio — centro estivo Irene", -204.00),
    ("27/07", "Pagamento carta — Masseria Torre Bianca Otranto (saldo)", -924.00),
    (
        "25/07",
        "Bonifico da NORDVIK AUTOMATION S.R.L. — stipendio luglio + rimborso 730",
        round(netto("2025-07") + 936.09, 2),
    ),
    ("31/07", "Addebito SDD Hera Comm — bolletta luce mag-giu", -143.97),
    ("01/08", "Addebito rata mutuo n. 0405/7719201", -854.82),
    ("27/08", "Bonifico da NORDVIK AUTOMATION S.R.L. — stipendio agosto", netto("2025-08")),
    ("29/08", "Bonifico da LINGUA FRANCA SERVIZI LINGUISTICI — FT 4/2025", fattura_tot("4/2025")),
    ("01/09", "Addebito rata mutuo n. 0405/7719201", -854.82),
    ("15/09", "Pagamento carta — Libreria Feltrinelli libri di testo", -176.50),
    ("26/09", "Bonifico da NORDVIK AUTOMATION S.R.L. — stipendio settembre", netto("2025-09")),
    ("29/09", "Pagamento pagoPA — contributo volontario scuola", -32.50),
    ("30/09", "Bonifico a A.S.D. Basket Savena — quota U14", -480.00),
]
_EC_Q4 = [
    ("01/10", "Canone conto BPER Smart e imposta di bollo — 3° trimestre", -16.05),
    ("15/10", "Addebito saldo carta di credito BPER Card Visa — settembre", -1811.64),
    ("17/11", "Addebito saldo carta di credito BPER Card Visa — ottobre", -1702.09),
    ("15/12", "Addebito saldo carta di credito BPER Card Visa — novembre", -2105.33),
    ("01/10", "Addebito rata mutuo n. 0405/7719201", -854.82),
    ("08/10", "Pagamento pagoPA — INPS lavoro domestico 3 trim 2025", -285.45),
    ("14/10", "Addebito Linear Assicurazioni — polizza RCA FX482KM", -397.70),
    ("27/10", "Bonifico da NORDVIK AUTOMATION S.R.L. — stipendio ottobre", netto("2025-10")),
    ("30/10", "Bonifico da WORDBRIDGE LOCALISATION LTD — INV 5/2025", fattura_tot("5/2025")),
    ("31/10", "Bonifico a Condominio Via Massarenti 212 — int. 9 rata 1", -425.13),
    ("03/11", "Addebito rata mutuo n. 0405/7719201", -854.82),
    ("27/11", "Bonifico da NORDVIK AUTOMATION S.R.L. — stipendio novembre", netto("2025-11")),
    ("01/12", "Addebito rata mutuo n. 0405/7719201", -854.82),
    ("01/12", "Delega F24 — imposta sostitutiva e INPS gestione separata", -6754.26),
    (
        "16/12",
        "Bonifico da NORDVIK AUTOMATION S.R.L. — tredicesima",
        netto("2025-12", tredicesima=True),
    ),
    ("23/12", "Bonifico da NORDVIK AUTOMATION S.R.L. — stipendio dicembre", netto("2025-12")),
]
_SALDO_Q2 = 14210.37
_SALDO_Q3 = round(_SALDO_Q2 + sum(v for *_, v in _EC_Q2), 2)
_SALDO_Q4 = round(_SALDO_Q3 + sum(v for *_, v in _EC_Q3), 2)

DOCS += [
    estratto(EC + "Estratto conto BPER 2025-T2.pdf", 2, 2025, _SALDO_Q2, _EC_Q2),
    estratto(EC + "Estratto conto BPER 2025-T3.pdf", 3, 2025, _SALDO_Q3, _EC_Q3),
    estratto(EC + "Estratto conto BPER 2025-T4.pdf", 4, 2025, _SALDO_Q4, _EC_Q4),
    D(
        COM + "Cometa - modulo di adesione.pdf",
        "scanpdf",
        "2021-03-15 12:00",
        f"""
        # FONDO COMETA — Fondo nazionale pensione complementare per i lavoratori dell'industria metalmeccanica
        ## Modulo di adesione
        Aderente: RINALDI DAVIDE — C.F. {CF_DAVIDE} — nato a Bologna il 03/09/1980
        Azienda: NORDVIK AUTOMATION S.R.L. — codice azienda Cometa 0087712
        Data di adesione: 15/03/2021
        Contribuzione: lavoratore 1,2% del minimo contrattuale — azienda 2,2% — TFR 100%
        Comparto scelto: CRESCITA (azionario 40%)
        Beneficiari in caso di premorienza: eredi legittimi
        """,
    ),
    D(
        COM + "Cometa comunicazione periodica 2024.pdf",
        "pdf",
        "2025-03-28 09:00",
        f"""
        # FONDO COMETA — Comunicazione periodica agli iscritti — anno 2024
        Aderente: RINALDI DAVIDE — C.F. {CF_DAVIDE} — posizione n. 2021/0471829
        Comparto: Crescita
        !Voce | | Importo (€)
        Posizione individuale al 31/12/2023 | | 16.842,19
        Contributi versati nel 2024 (lavoratore, azienda, TFR) | | 5.118,77
        Rendimento netto attribuito | | 1.512,40
        !Posizione individuale al 31/12/2024 | | 23.473,36
        Rendimento netto del comparto Crescita nel 2024: 7,12% — costi (ISC a 10 anni): 0,25%
        Contributi non dedotti da comunicare entro il 31/12/2025: nessuno.
        """,
    ),
]

# ---------------------------------------------------------------- Nonno Giorgio
DOCS += [
    D(
        NGP + "ObisM 2025.pdf",
        "pdf",
        "2025-01-14 10:30",
        f"""
        # INPS — Certificato di pensione (ObisM) — anno 2025
        Pensionato: RINALDI GIORGIO — C.F. {CF_GIORGIO} — nato il 11/02/1946
        Residenza: Via Porrettana 95, 40033 Casalecchio di Reno (BO)
        Categoria: VO (vecchiaia) — numero certificato 1300/VO/04417290 — decorrenza 01/03/2006
        Sede INPS: Bologna — Pagamento: accredito su c/c Poste Italiane, il primo giorno bancabile del mese
        !Voce | | Importo mensile (€)
        Importo lordo | | 2.136,42
        Ritenuta IRPEF | | 419,08
        Addizionale regionale | | 36,20
        Addizionale comunale | | 13,05
        !Importo netto | | 1.668,09
        Tredicesima: pagata a dicembre. Perequazione automatica 2025 applicata (+0,8%).
        """,
    ),
    cu(
        NGP + "CU 2025 pensione.pdf",
        2025,
        "ISTITUTO NAZIONALE PREVIDENZA SOCIALE",
        "80078750587",
        "Via Ciro il Grande 21, 00144 Roma",
        "RINALDI GIORGIO",
        CF_GIORGIO,
        [
            ("1", "Redditi di pensione", 27564.90),
            ("6", "Numero di giorni di pensione", 366),
            ("21", "Ritenute IRPEF", 5429.72),
            ("22", "Addizionale regionale all'IRPEF", 468.45),
            ("27", "Addizionale comunale — saldo", 164.80),
        ],
        "14/03/2025",
    ),
    D(
        NGA + "Verbale invalidità civile 2024.pdf",
        "scanpdf",
        "2024-06-18 17:00",
        f"""
        # INPS — Verbale di accertamento dell'invalidità civile
        Commissione medica integrata AUSL di Bologna / INPS — seduta del 04/06/2024
        Interessato: RINALDI GIORGIO — C.F. {CF_GIORGIO} — nato il 11/02/1946
        Diagnosi: cardiopatia ischemica post-infartuale (FE 50%); diabete mellito tipo 2 in terapia orale con complicanze renali iniziali; gonartrosi bilaterale.
        Giudizio: invalido ultrasessantacinquenne con difficoltà persistenti a svolgere i compiti e le funzioni proprie dell'età (67%).
        Non sussistono i requisiti per l'indennità di accompagnamento.
        Revisione: non prevista. Riconoscimento art. 3 comma 1 L. 104/1992 (handicap non grave).
        """,
    ),
    D(
        NGA + "Delega FSE e CUP a Elena.pdf",
        "pdf",
        "2024-09-03 11:20",
        f"""
        # Regione Emilia-Romagna — Delega per l'accesso al Fascicolo Sanitario Elettronico
        Il sottoscritto RINALDI GIORGIO, C.F. {CF_GIORGIO}, nato a Bologna il 11/02/1946,
        DELEGA
        MARCHETTI ELENA, C.F. {CF_ELENA}, nata a Modena il 14/05/1982,
        ad accedere al proprio Fascicolo Sanitario Elettronico per: consultazione e scarico dei referti; prenotazione, disdetta e pagamento di visite ed esami tramite CUPWEB; cambio del medico di medicina generale.
        Durata: fino a revoca. Casalecchio di Reno, 03/09/2024 — Firma del delegante — Firma del delegato
        """,
    ),
]

# ---------------------------------------------------------------- Documenti/Davide: passport
DOCS += [
    D(
        DD + "Passaporto Davide.pdf",
        "scanpdf",
        "2024-09-12 20:50",
        """
        # REPUBBLICA ITALIANA — PASSAPORTO / PASSPORT
        Tipo / Type: P — Codice / Code: ITA — Passaporto N. / Passport No.: YA7712094
        Cognome / Surname: RINALDI
        Nome / Given names: DAVIDE
        Data di nascita / Date of birth: 03 SET/SEP 1980 — Sesso / Sex: M
        Luogo di nascita / Place of birth: BOLOGNA (BO)
        Data di rilascio / Date of issue: 05 SET/SEP 2024
        Data di scadenza / Date of expiry: 04 SET/SEP 2034
        Autorità / Authority: QUESTURA DI BOLOGNA
        P<ITARINALDI<<DAVIDE<<<<<<<<<<<<<<<<<<<<<<<<
        YA77120944ITA8009039M3409044<<<<<<<<<<<<<<08
        """,
        paper=(1240, 900),
    ),
]

# ---------------------------------------------------------------- photos


def PH(folder: str, when: str, device: str | None, scene: str, **kw) -> dict:
    name = ip(when) if device == "iphone" else sm(when)
    return D(folder + name, "photo", when, device=device, scene=scene, **kw)


PHOTOS = [
    # Sardegna, 05-19/08/2023
    PH(VSA, "2023-08-07 11:20:44", "samsung", "mare"),
    PH(VSA, "2023-08-14 19:41:02", "iphone", "alba"),
    # Val di Fassa, 10-17/02/2024
    PH(VVF, "2024-02-13 11:05:31", "iphone", "neve"),
    # Londra, 17-20/10/2024
    PH(VLO, "2024-10-18 15:22:10", "samsung", "citta"),
    # Puglia, 19-27/07/2025
    PH(VPU, "2025-07-20 18:10:05", "iphone", "mare"),
    PH(VPU, "2025-07-23 11:32:40", "iphone", "citta", portrait=True),
    PH(VPU, "2025-07-25 10:15:12", "samsung", "campagna"),
    # Porto, 10-14/09/2025
    PH(VPO, "2025-09-11 17:04:55", "iphone", "citta"),
    PH(VPO, "2025-09-12 13:31:20", "samsung", "campagna"),
    # everyday
    PH(F2024, "2024-04-25 12:40:00", "iphone", "parco"),
    PH(F2024, "2024-06-02 20:15:33", "samsung", "festa"),
    PH(F2024, "2024-09-08 10:05:12", "iphone", "campagna"),
    PH(F2024, "2024-12-25 13:50:40", "iphone", "interno"),
    PH(F2025, "2025-03-09 16:20:02", "iphone", "parco"),
    PH(F2025, "2025-05-18 11:45:30", "samsung", "parco", portrait=True),
    PH(F2025, "2025-07-05 15:30:18", "iphone", "mare"),
    PH(F2025, "2025-10-12 17:10:44", "iphone", "portici"),
    PH(F2025, "2025-12-24 21:05:09", "samsung", "festa"),
    PH(FGF, "2026-01-06 12:30:15", "iphone", "interno"),
    PH(FGF, "2026-01-25 11:48:50", "samsung", "neve"),
    PH(FGF, "2026-02-14 09:20:33", "iphone", "gatto"),
    PH(FMA, "2026-03-01 16:05:40", "iphone", "parco"),
    PH(FMA, "2026-03-07 18:30:12", "iphone", "cibo"),
    PH(FMA, "2026-03-15 12:02:48", "samsung", "portici"),
]

# ---------------------------------------------------------------- Viaggi (documents)
DOCS += [
    D(
        VSA + "Moby Livorno-Olbia.pdf",
        "pdf",
        "2023-03-12 22:15",
        """
        # MOBY S.p.A. — Conferma di prenotazione
        Codice prenotazione: MOB7721KQ — Prenotato il 12/03/2023 da Davide Rinaldi
        !Tratta | Partenza | Arrivo
        Livorno → Olbia — Moby Wonder | sab 05/08/2023 22:00 | dom 06/08/2023 07:00
        Olbia → Livorno — Moby Aki | sab 19/08/2023 21:30 | dom 20/08/2023 07:30
        Passeggeri: 2 adulti (RINALDI DAVIDE, MARCHETTI ELENA), 2 bambini (TOMMASO 11 anni, IRENE 6 anni)
        Sistemazione: cabina interna 4 letti con servizi (andata e ritorno)
        Veicolo: autovettura FIAT Panda targa FX482KM (altezza < 1,90 m)
        !Totale pagato | | € 712,40
        Presentarsi all'imbarco almeno 90 minuti prima della partenza con documento d'identità.
        """,
        producer="Moby Lines",
    ),
    D(
        VSA + "Casa vacanze San Teodoro.pdf",
        "pdf",
        "2023-03-20 10:00",
        f"""
        # CONTRATTO DI LOCAZIONE TURISTICA (art. 1, c. 2, lett. c) L. 431/1998)
        Locatore: PIRAS GIOVANNA MARIA, residente in San Teodoro (SS), Via Sardegna 14
        Conduttore: RINALDI DAVIDE, C.F. {CF_DAVIDE}, residente in Bologna
        Immobile: villetta bilocale con giardino, Località Lu Fraili, San Teodoro (SS) — CIN IT090064C2000P4417
        Periodo: dal 06/08/2023 (check-in ore 15) al 19/08/2023 (check-out ore 10) — 4 persone
        Canone complessivo: € 1.850,00 — caparra confirmatoria € 500,00 versata con bonifico il 20/03/2023; saldo all'arrivo.
        Consumi inclusi. Pulizia finale € 60,00. Imposta di soggiorno: € 1,50 a persona a notte (esenti i minori di 14 anni).
        """,
    ),
    D(
        VVF + "Appartamento Campitello - conferma.pdf",
        "pdf",
        "2023-10-22 19:40",
        """
        # Ciasa Dolomites — Appartamenti vacanza
        Strèda de Pent de Sera 8 — 38031 Campitello di Fassa (TN) — CIPAT 022250-AT-061194
        Gentile famiglia Rinaldi, confermiamo la prenotazione:
        Appartamento "Col Rodella" (4 posti, 2 camere, balcone vista Sassolungo)
        Arrivo: sabato 10/02/2024 dalle 16:00 — Partenza: sabato 17/02/2024 entro le 10:00
        Prezzo: 7 notti × € 165,00 = € 1.155,00 — pulizia finale € 70,00 — imposta provinciale di soggiorno € 1,50/notte per persona > 14 anni
        Caparra versata: € 350,00. Saldo all'arrivo (contanti o carta).
        Deposito sci riscaldato nel garage. Lo skibus per Col Rodella ferma a 150 m.
        """,
    ),
    D(
        VVF + "Noleggio sci bambini.pdf",
        "pdf",
        "2024-02-10 17:30",
        """
        # Sport Rental Campitello — Noleggio sci e snowboard
        Via Dolomiti 31, Campitello di Fassa — tel. 0462 750 118
        Contratto n. 2024/0877 — cliente: Rinaldi — periodo 11/02/2024 – 16/02/2024 (6 giorni)
        !Articolo | Taglia | Importo (€)
        Set sci junior + scarponi + casco (Tommaso) | 152 cm / 38,5 | 96,00
        Set sci baby + scarponi + casco (Irene) | 100 cm / 30 | 66,00
        !Totale | | 162,00
        Deposito: documento d'identità. Riconsegna entro le 18:00 dell'ultimo giorno.
        """,
    ),
    D(
        VLO + "Ryanair boarding pass BLQ-STN Elena.pdf",
        "pdf",
        "2024-10-16 08:10",
        """
        # RYANAIR — BOARDING PASS
        Passenger: MS ELENA MARCHETTI — Reservation: K7P4QZ
        Flight: FR 194 — Thu 17 Oct 2024
        From: BOLOGNA (BLQ) Terminal 1 — Departs 07:05
        To: LONDON STANSTED (STN) — Arrives 08:10 (local time)
        Seat: 16C — Boarding group: 5 — Gate closes: 06:35
        Bags: 1 small bag (under the seat) + priority & 2 cabin bags
        Travel document: identity card CA41876JK
        Security: fast track not included. Please have your ID ready at the gate.
        """,
        producer="Ryanair",
    ),
    D(
        VLO + "Ryanair boarding pass BLQ-STN Davide.pdf",
        "pdf",
        "2024-10-16 08:10",
        """
        # RYANAIR — BOARDING PASS
        Passenger: MR DAVIDE RINALDI — Reservation: K7P4QZ
        Flight: FR 194 — Thu 17 Oct 2024
        From: BOLOGNA (BLQ) Terminal 1 — Departs 07:05
        To: LONDON STANSTED (STN) — Arrives 08:10 (local time)
        Seat: 16B — Boarding group: 5 — Gate closes: 06:35
        Bags: 1 small bag (under the seat) + priority & 2 cabin bags
        Travel document: identity card CA99025LM
        """,
        producer="Ryanair",
    ),
    D(
        VLO + "Hotel Southwark - booking.pdf",
        "pdf",
        "2024-08-30 21:05",
        """
        # The Borough Rooms — Booking confirmation
        112 Southwark Street, London SE1 0SW — +44 20 7946 0832
        Booking reference: TBR-558190 — Guest: Elena Marchetti (2 adults)
        Check-in: Thursday 17 October 2024 from 3 pm — Check-out: Sunday 20 October 2024 by 11 am
        Room: Double, courtyard view, non-smoking — 3 nights
        Rate: GBP 168.00 per night, room only — total GBP 504.00 (VAT included)
        Paid in advance by Visa ending 8812. Non-refundable.
        Nearest stations: London Bridge (Jubilee, Northern) and Southwark. Luggage storage available on departure day.
        """,
    ),
    D(
        VPU + "Masseria Torre Bianca - conferma.pdf",
        "pdf",
        "2025-02-16 22:40",
        """
        # Masseria Torre Bianca — agriturismo
        Strada provinciale 87 Otranto-Uggiano, km 3 — 73028 Otranto (LE) — CIS LE07505791000012345
        Conferma di prenotazione n. 2025/188 — cliente: Elena Marchetti
        Arrivo: sabato 19 luglio 2025 (dalle 15:00) — Partenza: domenica 27 luglio 2025 (entro le 10:30)
        Sistemazione: suite familiare "Il Frantoio" (matrimoniale + 2 letti singoli), colazione inclusa
        Prezzo: 8 notti × € 165,00 = € 1.320,00 — acconto del 30% (€ 396,00) versato con bonifico il 17/02/2025
        Imposta di soggiorno Comune di Otranto: € 2,50 a persona a notte (max 7 notti, esenti under 12)
        Piscina aperta 9:00-19:30. Cena su prenotazione (€ 35 a persona, bambini € 18).
        """,
    ),
    D(
        VPU + "Itinerario Salento.md",
        "md",
        "2025-07-10 22:30",
        """
        # Salento — luglio 2025

        Base: masseria vicino a Otranto, 19 → 27 luglio. Partenza da Bologna alle 5 (8 ore!!)
        con sosta a Termoli.

        - dom 20: Baia dei Turchi (parcheggio a pagamento, arrivare presto) — pomeriggio Otranto
        - lun 21: Grotta della Poesia (Roca Vecchia) + Torre dell'Orso
        - mar 22: riposo, piscina
        - mer 23: **Lecce** (Santa Croce, anfiteatro, pasticciotto da Natale) — caldo!
        - gio 24: Santa Maria di Leuca + grotte in barca (prenotato, 15 €/pers)
        - ven 25: ulivi e frantoio ipogeo, pomeriggio Porto Badisco
        - sab 26: Gallipoli, mare alla Purità
        - dom 27: partenza presto, pranzo in Molise

        Ricordarsi: sandali da scoglio per Irene, crema 50.
        """,
    ),
    D(
        VPO + "Ryanair BLQ-OPO prenotazione.pdf",
        "pdf",
        "2025-06-02 21:20",
        """
        # Ryanair — Conferma di prenotazione
        Codice di prenotazione: QW3MZ8 — prenotata il 02/06/2025
        !Volo | Partenza | Arrivo
        FR 3262 Bologna (BLQ) → Porto (OPO) | mer 10/09/2025 10:15 | 11:55
        FR 3263 Porto (OPO) → Bologna (BLQ) | dom 14/09/2025 12:30 | 16:05
        Passeggeri: Sig.ra ELENA MARCHETTI, Sig. DAVIDE RINALDI
        Tariffa Regular: 1 bagaglio piccolo + 1 bagaglio da stiva 20 kg ciascuno, posti riservati
        !Totale pagato | | € 312,96
        Il check-in online apre 24 ore prima della partenza (48 ore con posto riservato).
        """,
        producer="Ryanair",
    ),
    D(
        VPO + "Guest House Ribeira - reservation.pdf",
        "pdf",
        "2025-06-03 09:40",
        """
        # Casa da Ribeira — Guest House
        Rua de São João 41, 4050-552 Porto, Portugal — RNAL 112233/AL
        Reservation confirmation no. 7719-R
        Guests: Elena Marchetti + 1 (room "Douro") and Marta Ferri + 1 (room "Gaia")
        Arrival: Wednesday 10 September 2025 (from 2 pm) — Departure: Sunday 14 September 2025 (by 11 am)
        Rate: EUR 118.00 per room per night, breakfast included — 4 nights — EUR 944.00 for both rooms
        City tourist tax: EUR 3.00 per person per night, paid on arrival
        Metro: São Bento station (line D) 6 minutes on foot. Free cancellation until 27 August 2025.
        """,
    ),
    D(
        VPO + "Porto cosa vedere.md",
        "md",
        "2025-08-28 23:10",
        """
        # Porto — 10-14 settembre (con Marta e Luca)

        - Ribeira e ponte Dom Luís I (salire sopra al tramonto!)
        - Livraria Lello: biglietto online, c'è la coda
        - Torre dos Clérigos
        - Mercado do Bolhão per pranzo
        - Foz do Douro col tram 1
        - Francesinha al Café Santiago (Luca insiste)
        - gita di un giorno nella valle del Douro? da vedere
        - se avanza un giorno: Guimarães o Braga in treno

        Nonni di Modena tengono i bambini dal 9 al 14. Scuola inizia il 15, ok.
        """,
    ),
    D(
        VSI + "Ryanair BLQ-CTA prenotazione.pdf",
        "pdf",
        "2026-01-11 21:55",
        """
        # Ryanair — Conferma di prenotazione
        Codice di prenotazione: HB9T2L — prenotata il 11/01/2026
        !Volo | Partenza | Arrivo
        FR 4851 Bologna (BLQ) → Catania (CTA) | gio 02/04/2026 06:35 | 08:20
        FR 4852 Catania (CTA) → Bologna (BLQ) | mar 07/04/2026 21:10 | 22:55
        Passeggeri: Sig.ra ELENA MARCHETTI, Sig. DAVIDE RINALDI, TOMMASO RINALDI (14), IRENE RINALDI (8)
        Tariffa Regular per 4 passeggeri, posti vicini riservati, 2 bagagli da stiva 20 kg
        !Totale pagato | | € 744,92
        """,
        producer="Ryanair",
    ),
    D(
        VSI + "Noleggio auto Catania.pdf",
        "pdf",
        "2026-01-12 22:30",
        """
        # Sicily by Car — Conferma di noleggio
        Prenotazione n. SBC-2026-0418833 — conducente: Davide Rinaldi
        Ritiro: Catania Aeroporto Fontanarossa — giovedì 02/04/2026 ore 08:45
        Riconsegna: Catania Aeroporto Fontanarossa — martedì 07/04/2026 ore 19:00
        Gruppo C — Fiat Tipo SW o similare, cambio manuale, 5 porte
        Inclusi: km illimitati, copertura Super Kasko (franchigia zero), secondo conducente (Elena Marchetti)
        Seggiolino/alzatina per Irene: € 25,00
        !Totale | | € 286,50
        Carburante: pieno/pieno. Serve carta di credito intestata al conducente.
        """,
    ),
    D(
        VSI + "Idee itinerario Val di Noto.md",
        "md",
        "2026-02-08 22:05",
        """
        # Sicilia, Pasqua 2026 (2-7 aprile)

        Volo presto per Catania, auto all'aeroporto.

        - gio 2: Catania, pescheria e via Etnea, arancini. Dormire a Catania? o subito giù?
        - ven 3: Noto (cattedrale, via Nicolaci), sera Marzamemi
        - sab 4 - lun 6: due-tre notti in Ortigia, da prenotare!! (con la Pasqua si riempie)
          - Vendicari in bici o a piedi
          - Domenica di Pasqua: pranzo prenotato? Chiedere all'albergo
        - Modica (cioccolato per i nonni) e Ragusa Ibla
        - mar 7: Etna lato sud (Rifugio Sapienza) se il tempo è buono, volo la sera

        Tommaso vuole vedere l'Etna "che fuma". Irene vuole solo il mare (ad aprile...).
        """,
    ),
]

# ---------------------------------------------------------------- Ricette, Letture, Diario, Briciola
DOCS += [
    D(
        RIC + "Crescentine.md",
        "md",
        "2023-11-05 12:30",
        """
        # Crescentine (tigelle) — dosi per 4, circa 30

        - 500 g farina 0
        - 150 ml latte + 150 ml acqua tiepida
        - 12 g lievito di birra fresco (o 4 g secco)
        - 50 g strutto (o 40 ml olio se c'è la zia vegetariana)
        - 10 g sale, 1 cucchiaino di zucchero

        Sciogliere il lievito nel latte con lo zucchero. Impastare tutto, sale per ultimo.
        Lievitare 2 ore coperto. Stendere a 7-8 mm, coppare con il bicchiere largo.
        Altri 30 min a lievitare sui dischetti. Tigelliera ben calda, 3-4 min per lato.

        Con: cunza (lardo pestato con aglio e rosmarino), squacquerone, mortadella, Nutella.
        """,
    ),
    D(
        RIC + "Tortellini della zia Franca.md",
        "md",
        "2024-12-20 21:00",
        """
        # Tortellini della zia Franca (per Natale, circa 1.000 pezzi!)

        ## Ripieno
        - 150 g lombo di maiale rosolato nel burro
        - 150 g prosciutto crudo, 150 g mortadella di Bologna
        - 200 g Parmigiano Reggiano 30 mesi
        - 1 uovo, noce moscata

        Macinare due volte la carne fredda, impastare con formaggio, uovo e noce moscata.
        Riposo una notte in frigo.

        ## Sfoglia
        10 uova per 1 kg di farina 00 (un uovo per etto), tirata sottile col mattarello.
        Quadretti di 3 cm. "Se vedi il disegno del tagliere attraverso, è giusta." (zia F.)

        Brodo: cappone + manzo (biancostato) + osso, 4 ore. Cuocere i tortellini 3 minuti.
        """,
    ),
    D(
        RIC + "Torta tenerina.md",
        "md",
        "2025-03-02 17:45",
        """
        # Torta tenerina (ferrarese)

        200 g cioccolato fondente 70% — 100 g burro — 4 uova — 150 g zucchero — 50 g farina.

        Fondere cioccolato e burro a bagnomaria. Tuorli con metà zucchero, aggiungere il
        cioccolato tiepido e la farina. Albumi montati con il resto dello zucchero, incorporare
        piano. Tortiera 24 cm, 170° statico per 25 minuti: deve restare umida dentro e
        crepata sopra. Zucchero a velo. Per il compleanno di Tommaso: doppia dose, teglia grande.
        """,
    ),
    D(
        RIC + "Zuppa inglese nonna Ada.jpg",
        "paper",
        "2024-04-07 16:10:22",
        """
        # Zuppa inglese
        1/2 l di latte, 4 rossi d'uovo
        4 cucchiai di zucchero, 2 di farina
        scorza di limone
        fare la crema, metà col cacao
        savoiardi bagnati nell'Alchermes
        strato crema gialla, savoiardi,
        strato crema al cioccolato,
        ancora savoiardi e crema gialla
        in frigo tutta la notte
        (la nonna Ada ci metteva anche il rum)
        """,
        device="iphone",
        hand=True,
        paper=(900, 1200),
    ),
    D(
        LET + "L'Arminuta - Donatella Di Pietrantonio.md",
        "md",
        "2024-08-26 23:00",
        """
        # L'Arminuta — Donatella Di Pietrantonio (Einaudi, 2017)

        Letto in tre sere in Sardegna (no, era il 2023... riletto quest'estate).
        A tredici anni la protagonista viene "restituita" alla famiglia d'origine, poveri, in
        un paese dell'Abruzzo. La sorella Adriana è il vero cuore del libro.
        "Ero l'Arminuta, la ritornata." Il dialetto che entra nella lingua, benissimo.

        Voto: 9. Da far leggere a Tommaso tra un paio d'anni.
        """,
    ),
    D(
        LET + "Stoner - John Williams.md",
        "md",
        "2025-02-23 22:40",
        """
        # Stoner — John Williams (Fazi, trad. Stefano Tummolini)

        Un professore di letteratura all'università del Missouri, una vita "fallita" vista
        da fuori. Il matrimonio con Edith è terribile, la storia con Katherine bellissima.
        Mi ha fatto pensare al lavoro come unica cosa che resta davvero tua.
        Nota da traduttrice: ottima la resa dei dialoghi, asciutti come l'originale.

        Voto: 8,5. Prestato alla Marta (riprenderlo!).
        """,
    ),
    D(
        LET + "Lessico famigliare - Natalia Ginzburg.md",
        "md",
        "2025-11-16 21:15",
        """
        # Lessico famigliare — Natalia Ginzburg (Einaudi)

        Per il gruppo di lettura della biblioteca Scandellara (incontro del 18 novembre).
        Il padre che urla "Non fate malagrazie!", "sbrodeghezzi", "negri"... le parole di
        famiglia come memoria. Torino, il fascismo, Leone Ginzburg raccontato quasi di
        passaggio, ed è questo che fa male.

        Anche noi abbiamo il nostro lessico: "fare la Briciola" = dormire ovunque.
        Voto: 9.
        """,
    ),
    D(
        DIA + "2025-09-14.md",
        "md",
        "2025-09-14 23:20",
        """
        Rientrati da Porto a pomeriggio. Stanchi ma contenti, e i bambini sono sopravvissuti ai
        nonni (o viceversa). Domani si ricomincia: prima campanella di Irene in terza e ultimo
        anno di medie per Tommaso. Zaini pronti? Quello di Irene sì, quello di Tommaso lo sa
        solo lui. Ho tre consegne per Wordbridge entro venerdì. Respira.
        """,
    ),
    D(
        DIA + "2025-11-02.md",
        "md",
        "2025-11-02 22:05",
        """
        Pranzo dal nonno a Casalecchio. È più lento, si stanca a fare le scale, ma ha voluto
        cucinare lui (lasagne, troppo sale, buonissime). Davide si preoccupa e non lo dice.
        Devo prenotare l'ecocardiogramma entro fine mese: ricordarmi il CUP domattina.
        Tommaso e Irene hanno giocato a carte con lui tutto il pomeriggio. Bella giornata.
        """,
    ),
    D(
        DIA + "2026-01-01.md",
        "md",
        "2026-01-01 16:40",
        """
        Primo dell'anno, pioggia. Propositi (realistici, stavolta):
        1. fatturare ogni mese e non a blocchi di tre, così Bertolini non mi sgrida
        2. camminare almeno tre volte a settimana (Davide dice che viene anche lui, vedremo)
        3. decidere con Tommaso la scuola entro fine gennaio, senza litigare
        4. leggere 15 libri, non 25 di cui 10 a metà
        Ieri sera tombola con i Ferri, ha vinto Irene due volte.
        """,
    ),
    D(
        DIA + "2026-02-17.md",
        "md",
        "2026-02-17 23:30",
        """
        Domani prima lezione del laboratorio a Forlì. Slide pronte al 90%. Quest'anno 23
        iscritti, quattro in più. Il treno delle 12:12 e poi il bus, come sempre.
        Irene ha di nuovo il raffreddore, il quinto dell'inverno. Gli esami sono andati meglio
        però. Oksana deve rinnovare il permesso, aiutarla con il kit delle Poste.
        """,
    ),
    D(
        BRI + "Libretto sanitario Briciola.jpg",
        "paper",
        "2022-10-15 12:40:18",
        """
        # LIBRETTO SANITARIO DEL GATTO
        Nome: BRICIOLA
        Specie: felina — Razza: europeo — Sesso: F (sterilizzata 03/2023)
        Mantello: tigrato grigio con pettorina bianca
        Data di nascita (presunta): 06/2022
        Microchip: 380260101447821
        Proprietario: Elena Marchetti — Via G. Massarenti 212, Bologna
        ---
        Vaccinazioni:
        15/10/2022 Purevax RCP — 1ª dose
        12/11/2022 Purevax RCP — 2ª dose
        """,
        device="iphone",
        paper=(1000, 1300),
    ),
    D(
        BRI + "2025-05-06 vaccino e visita.pdf",
        "pdf",
        "2025-05-06 19:10",
        f"""
        # Ambulatorio Veterinario Dott.ssa Laura Sgarzi
        Via Pietro Loreta 18/a — 40138 Bologna — P.IVA 02998120375 — tel. 051 530 271
        ## Fattura n. 412/2025 del 06/05/2025
        Cliente: MARCHETTI ELENA — C.F. {CF_ELENA}
        Paziente: BRICIOLA — gatto europeo F sterilizzata — microchip 380260101447821 — peso 4,1 kg
        !Prestazione | | Importo (€)
        Visita clinica generale | | 45,00
        Vaccinazione trivalente felina (Purevax RCP) — richiamo annuale | | 38,00
        Antiparassitario spot-on (Broadline), 1 pipetta | | 16,50
        !Imponibile | | 99,50
        IVA 22% | | 21,89
        !Totale | | 121,39
        Note: buono stato di salute. Tartaro lieve, rivalutare pulizia dei denti l'anno prossimo. Prossimo richiamo vaccinale: maggio 2026.
        Spesa veterinaria detraibile al 19% (art. 15 c. 1 lett. c-bis TUIR).
        """,
    ),
    D(
        BRI + "Iscrizione anagrafe felina.pdf",
        "pdf",
        "2022-10-20 10:30",
        f"""
        # Regione Emilia-Romagna — Anagrafe regionale degli animali d'affezione
        Attestato di iscrizione
        Animale: BRICIOLA — specie gatto — sesso F — nato/a il 01/06/2022 (presunta)
        Identificativo (microchip): 380260101447821 — applicato il 15/10/2022 dalla Dott.ssa Laura Sgarzi
        Proprietario: MARCHETTI ELENA — C.F. {CF_ELENA} — residente in {CASA}
        Comune di registrazione: Bologna — data iscrizione: 20/10/2022
        In caso di smarrimento, cessione o decesso comunicare entro 15 giorni al Comune o al veterinario.
        """,
    ),
]

# --------------------------------------------------------------------------------------
# inbox; "expect" is the one folder Elena would choose ("" = she would throw it away)
# --------------------------------------------------------------------------------------

IN = "inbox/"

INBOX_SHOT = sm_shot("2026-03-18 21:44:02", "Chrome")
INBOX_BRICIOLA = ip("2026-03-16 18:47:31")
INBOX_PUGLIA = ip("2025-07-27 06:52:18")
INBOX_MARZO = ip("2026-03-08 13:15:40")
INBOX_OKSANA = sm("2026-03-05 09:31:12")

DOCS += [
    # ---- small folders where the file obviously belongs
    D(
        IN + "torta di riso.md",
        "md",
        "2026-03-15 16:20",
        """
        # Torta di riso (degli addobbi)

        Ricetta della mamma di Viola, assaggiata alla festa di classe: da rifare!

        - 1 l latte intero
        - 200 g riso originario
        - 250 g zucchero
        - 100 g mandorle pelate tritate grosse + 50 g cedro candito a dadini
        - 5 uova intere
        - scorza di 1 limone, mezza bacca di vaniglia
        - 4 cucchiai di liquore all'amaretto (Irene non se ne accorge)

        Cuocere il riso nel latte con zucchero, scorza e vaniglia, fuoco bassissimo, 40 minuti,
        mescolando spesso. Raffreddare bene (anche una notte). Unire le uova una alla volta,
        poi mandorle e cedro. Teglia 24x30 imburrata e cosparsa di pangrattato.
        Forno statico 170° per circa 1 ora, deve diventare bruna sopra.
        Appena sfornata bagnare con l'amaretto. Tagliare a rombi il giorno dopo.
        """,
        expect=RIC,
    ),
    D(
        IN + "appunti otto montagne.txt",
        "txt",
        "2026-03-10 22:50",
        """
        Le otto montagne - Paolo Cognetti (Einaudi 2016) - per il gruppo di lettura della Scandellara, martedì 17/03

        Pietro (io narrante, milanese) e Bruno (il ragazzo di Grana, in Val d'Ayas), l'amicizia che dura una vita.
        Il padre di Pietro: le camminate ai ghiacciai, il silenzio, la casa da ricostruire a quota 2000 lasciata in eredità "ai due".
        La storia nepalese delle otto montagne e del monte Sumeru al centro: chi ha imparato di più, chi ha girato le otto montagne o chi è salito in cima al Sumeru? Pietro gira, Bruno resta.
        Frase da portare: "Quello che è stato, è stato" - no, meglio quella sul fiume: l'acqua che passa è il futuro.
        Non mi ha convinto del tutto la parte in Nepal, un po' cartolina. Bruno e la baita invece bellissimi.
        Domanda per il gruppo: Bruno è libero o prigioniero della montagna?
        Voto 7,5.
        """,
        expect=LET,
    ),
    D(
        IN + "Senza titolo.md",
        "md",
        "2026-03-07 23:10",
        """
        Accesso da fuori casa (fatto sabato 7/3)

        - Installato Tailscale sul DS220+ (Centro pacchetti) + app sul mio telefono e su quello di Elena
        - account Tailscale = il mio Google. IP del NAS nella tailnet: 100.87.12.44
        - Synology Photos funziona anche in 4G: server 100.87.12.44, porta 5001, https
        - DISATTIVATO QuickConnect e tolto il port forwarding 5001 sul modem Fastweb (non serviva più, e non mi piaceva)
        - DSM aggiornato a 7.2.2 Update 3, riavviato, tutto ok
        - Hyper Backup: aggiunta la cartella `documenti-scuola`

        Da fare: mettere Tailscale anche sul Mac di Elena (così Time Machine va anche in studio?) e sul Raspberry di Home Assistant.
        """,
        expect=NAS,
    ),
    D(
        IN + "2026-03-22.md",
        "md",
        "2026-03-22 23:40",
        """
        Domenica lunga. Mattina al mercato della Terra con Irene, pomeriggio a scrivere la
        bozza per Lingua Franca mentre Davide portava Tommaso all'allenamento (caviglia guarita,
        ma fascia per altre due settimane). Il nonno al telefono dice che sta bene, però la
        glicata è ancora sopra 7 e la diabetologa la vede ad aprile. Io sono stanca morta.
        Tra dieci giorni si parte per la Sicilia: ancora da fare lista valigie e chiedere a
        Oksana se può passare a dare da mangiare a Briciola.
        """,
        expect=DIA,
    ),
    f24(
        IN + "documento (2).pdf",
        "27/02/2026",
        CF_ELENA,
        "MARCHETTI ELENA",
        [
            (
                "ERARIO",
                "2524 — imposta di bollo sulle fatture elettroniche, quarto trimestre",
                "",
                "2025",
                2.00,
            )
        ],
        "260227103318852049",
        expect=F24,
    ),
    cu(
        IN + "download.pdf",
        2026,
        "NORDVIK AUTOMATION S.R.L.",
        PIVA_NORDVIK,
        _NV_IND,
        "RINALDI DAVIDE",
        CF_DAVIDE,
        [
            ("1", "Redditi di lavoro dipendente (tempo indeterminato)", 43384.95),
            ("6", "Numero di giorni di lavoro dipendente", 365),
            ("21", "Ritenute IRPEF", 10958.70),
            ("22", "Addizionale regionale all'IRPEF", 1131.40),
            ("27", "Addizionale comunale — saldo", 236.44),
            ("29", "Addizionale comunale — acconto 2026", 110.10),
            ("412", "Contributi previdenza complementare (Fondo Cometa) esclusi", 1289.10),
            ("701", "Premio di risultato — welfare aziendale fruito", 1350.00),
        ],
        "12/03/2026",
        expect=DIC26,
    ),
    D(
        IN + "Your UK ETA decision.eml",
        "eml",
        "2026-03-18 16:02",
        """
        Dear DAVIDE RINALDI,

        Your application for an electronic travel authorisation (ETA) has been approved.

        ETA reference number: 4417-2290-8813-0562

        Your ETA is linked to the passport you used to apply:
        Passport number ending in: ...2094
        Nationality: Italian

        You can use your ETA to travel to the UK as many times as you want for up to 2 years,
        until 18 March 2028, or until your passport expires, whichever is sooner.

        Each time you travel you can stay in the UK for up to 6 months. You must travel with
        the passport linked to your ETA. You do not need to print this email or show it at
        the border.

        An ETA does not guarantee entry to the UK. You will still need to show that you meet
        the requirements for entry when you arrive.

        If your passport details change, you will need to apply for a new ETA.

        Find out more at www.gov.uk/eta

        UK Visas and Immigration
        """,
        headers={
            "From": "UK Visas and Immigration <noreply@eta.notifications.service.gov.uk>",
            "To": "davide.rinaldi80@gmail.com",
            "Subject": "Your UK ETA decision",
            "Date": "Wed, 18 Mar 2026 15:02:11 +0000",
            "Message-ID": "<0b7d1f52-61e4-4c77-9d0e-6b2f3d0c8a19@notifications.service.gov.uk>",
        },
        expect=DD,
    ),
    D(
        IN + "Fattura n. 231.pdf",
        "pdf",
        "2026-03-12 18:10",
        f"""
        # Officina Gallerani s.r.l. — autoriparazioni multimarca
        Via Larga 31/2 — 40138 Bologna — P.IVA 01877320378 — tel. 051 601 2288
        ## Fattura n. 231 del 12/03/2026
        Cliente: RINALDI DAVIDE — C.F. {CF_DAVIDE}
        Veicolo: FIAT Panda 1.2 — targa {TARGA} — km 74.180
        !Descrizione | Q.tà | Importo (€)
        Pastiglie freni anteriori Brembo P23 | 1 kit | 48,90
        Dischi freno anteriori | 2 | 86,40
        Liquido freni DOT4 — sostituzione | 1 | 18,00
        Cambio pneumatici invernali/estivi e deposito stagionale | 1 | 40,00
        Manodopera | 2 h | 88,00
        !Imponibile | | 281,30
        IVA 22% | | 61,89
        !Totale | | 343,19
        Note: tagliando previsto ad aprile 2026 (o 76.000 km). Pagato con bancomat.
        """,
        producer="Danea Easyfatt",
        expect=PANDA,
    ),
    D(
        IN + INBOX_BRICIOLA,
        "paper",
        "2026-03-16 18:47:31",
        """
        # Ambulatorio Veterinario Dott.ssa Laura Sgarzi
        Via Pietro Loreta 18/a — Bologna — tel. 051 530 271
        LETTERA DI DIMISSIONE — 16/03/2026
        Paziente: BRICIOLA — gatto europeo F sterilizzata — 4,3 kg
        Proprietaria: Elena Marchetti
        Intervento: detartrasi (pulizia dei denti) ad ultrasuoni e lucidatura in anestesia generale; estrazione PM 307 (riassorbimento).
        Terapia a casa: Metacam 0,5 mg/ml sospensione orale, 3 gocce sul cibo 1 volta al giorno per 3 giorni.
        Cibo umido/morbido per 5 giorni. Acqua a disposizione.
        Controllo: giovedì 26/03 ore 18:30.
        Totale pagato: € 248,00 (fattura n. 233/2026)
        """,
        device="iphone",
        paper=(1000, 1350),
        expect=BRI,
    ),
    hera_gas(
        IN + f"Bolletta_{HERA_CLIENTE}_20260310.pdf",
        ("2026-01-01", "2026-02-28"),
        "10/03/2026",
        "31/03/2026",
        298,
        0.5240,
        "mar-apr 171 | mag-giu 44 | lug-ago 31 | set-ott 62 | nov-dic 241 | gen-feb 298",
        expect=LG,
    ),  # fmt: skip
    D(
        IN + "scan_0034.pdf",
        "scanpdf",
        "2026-03-11 17:20",
        """
        # RAPPORTO DI CONTROLLO DI EFFICIENZA ENERGETICA TIPO 1 (gruppi termici)
        Catasto CRITER — codice impianto 2K7B-91F3-0C44 — Segno identificativo n. BO-26-0129044
        Impianto: Via G. Massarenti 212 int. 9, Bologna — Responsabile: RINALDI DAVIDE
        Generatore: Vaillant ecoTEC plus VMW 246/5-5 — matr. 21183400100287430013 — anno 2019
        ## Controllo e verifica energetica
        !Parametro | Valore misurato | Limite
        Temperatura fumi | 61,2 °C |
        Temperatura aria comburente | 17,8 °C |
        O2 | 4,9 % |
        CO nei fumi secchi (ppm) | 41 | 1000
        Rendimento di combustione | 97,6 % | ≥ 91,3 %
        Tiraggio / scarico fumi: regolare — Dispositivi di sicurezza: funzionanti
        ## Osservazioni
        Eseguita anche manutenzione ordinaria annuale: pulizia bruciatore e scambiatore, sifone condensa, controllo vaso di espansione (ricaricato a 1 bar). Consigliata sostituzione anodo bollitore entro il prossimo intervento.
        Impianto può funzionare. Prossimo controllo di efficienza entro: 03/2028.
        Tecnico: Marco Bonfiglioli — Termoidraulica Reno s.n.c. — 11/03/2026 — Importo € 150,00 (bollino CRITER incluso)
        """,
        expect=CAL,
    ),
    D(
        IN + INBOX_OKSANA,
        "paper",
        "2026-03-05 09:31:12",
        """
        # POSTE ITALIANE — SPORTELLO AMICO
        Ricevuta di accettazione — Servizio permessi e carte di soggiorno
        Ufficio postale Bologna 15 — Via Massarenti 98/b
        Data accettazione: 04/03/2026 ore 11:52
        Assicurata n. 05 3917 7620 18
        Richiedente: KOVALENKO OKSANA — nata il 09/04/1978 — cittadinanza UCRAINA
        Tipo pratica: RINNOVO PERMESSO DI SOGGIORNO — LAVORO SUBORDINATO
        Importi: spedizione € 30,00 — contributo PdS € 70,46 — marca da bollo € 16,00 — card € 30,46
        Convocazione: Questura di Bologna, Ufficio Immigrazione, Via Bovi Campeggi 13
        il 21/04/2026 ore 10:40 per rilievi fotodattiloscopici
        User ID: 7736 1204 9980 — password: nella busta
        La presente ricevuta, unita al permesso scaduto, consente la prosecuzione dell'attività lavorativa.
        """,
        device="samsung",
        paper=(900, 1350),
        expect=COLF,
    ),
    D(
        IN + "Incarico_docenza_firmato.pdf",
        "pdf",
        "2025-10-02 12:00",
        f"""
        # ALMA MATER STUDIORUM — UNIVERSITÀ DI BOLOGNA
        Dipartimento di Interpretazione e Traduzione (DIT) — Campus di Forlì
        ## Contratto per attività di insegnamento — art. 23 c. 2 L. 240/2010
        Repertorio n. 1302/2025 — Prot. n. 0300417 del 02/10/2025
        Il Dipartimento conferisce alla dott.ssa ELENA MARCHETTI, nata a Modena il 14/05/1982, C.F. {CF_ELENA}, l'incarico di insegnamento:
        Laboratorio di traduzione specializzata dal tedesco (tecnico-scientifica) — LM-94 Specialized Translation — 30 ore — 6 CFU — II semestre.
        Periodo di svolgimento: febbraio – maggio 2026, con appello d'esame a giugno.
        Compenso lordo: € 1.650,00 (€ 55,00/ora), assimilato a lavoro dipendente (art. 50 c. 1 lett. c-bis TUIR), erogato al termine dell'attività previa consegna del registro delle lezioni.
        Documento firmato digitalmente dalle parti (firma della docente apposta il 06/10/2025).
        Forlì, 02/10/2025 — Il Direttore del Dipartimento
        """,
        expect=U2526,
    ),
    D(
        IN + "Termbase_export_AgriTech_EN-IT.csv",
        "csv",
        "2026-01-29 18:05",
        """
        source_en;target_it;status;comment
        crop protection;difesa delle colture;approved;client prefers over "protezione"
        field scouting;monitoraggio in campo;approved;
        yield map;mappa di resa;approved;
        variable rate application;distribuzione a rateo variabile;approved;VRA in UI
        spray drift;deriva;approved;
        buffer zone;fascia di rispetto;approved;
        growth stage;fase fenologica;approved;BBCH scale
        soil moisture probe;sonda di umidità del suolo;pending;
        pre-harvest interval;intervallo di sicurezza;approved;legal term, do not change
        tank mix;miscela estemporanea;approved;
        """,
        expect=GLO,
    ),
    # ---- trips
    D(
        IN + "Conferma prenotazione - Dimora Aretusa.eml",
        "eml",
        "2026-03-02 10:18",
        """
        Gentile Sig.ra Marchetti,

        la ringraziamo per aver scelto la Dimora Aretusa e le confermiamo la prenotazione:

        Numero prenotazione: DA-26-0412
        Arrivo: sabato 4 aprile 2026 (check-in dalle 14:00)
        Partenza: martedì 7 aprile 2026 (check-out entro le 11:00)
        Ospiti: 2 adulti + 2 bambini (14 e 8 anni)
        Camera: Family Suite con balcone sul mare, colazione inclusa
        Prezzo: 3 notti x 210,00 EUR = 630,00 EUR
        Caparra: 190,00 EUR addebitata sulla carta che termina con 8812
        Tassa di soggiorno del Comune di Siracusa: 2,50 EUR a persona a notte (esenti i minori di 12 anni), da pagare in struttura.

        Ci trovate in Via della Giudecca 41, nel cuore di Ortigia, a 5 minuti a piedi dal Duomo
        e dalla Fonte Aretusa. Ortigia è zona a traffico limitato: potete lasciare l'auto al
        parcheggio Talete (circa 10 EUR al giorno) e noi vi veniamo incontro per le valigie.

        Per il pranzo di Pasqua vi consigliamo di prenotare presto: siamo felici di aiutarvi.

        A presto,
        Giuseppina Romano
        Dimora Aretusa — Siracusa
        +39 0931 468 227
        """,
        headers={
            "From": "Dimora Aretusa <prenotazioni@dimoraaretusa.it>",
            "To": "Elena Marchetti <elena.marchetti.traduzioni@gmail.com>",
            "Subject": "Conferma prenotazione DA-26-0412",
            "Date": "Mon, 02 Mar 2026 10:18:40 +0100",
            "Message-ID": "<20260302091840.4471@dimoraaretusa.it>",
        },
        expect=VSI,
    ),
    D(
        IN + "Ryanair Boarding Passes.pdf",
        "pdf",
        "2026-04-01 07:05",
        """
        # RYANAIR — BOARDING PASSES
        Reservation: HB9T2L — Flight FR 4851 — Thu 02 Apr 2026
        From: BOLOGNA (BLQ) Terminal 1 — Departs 06:35 — Gate closes 06:05
        To: CATANIA (CTA) — Arrives 08:20
        ---
        !Passenger | Seat | Boarding group
        MS ELENA MARCHETTI | 21A | 4
        MR DAVIDE RINALDI | 21B | 4
        MSTR TOMMASO RINALDI | 21C | 4
        MISS IRENE RINALDI | 20A | 4
        ---
        Bags: 4 small bags (under the seat) + 2 checked bags 20 kg — bag drop closes 05:55
        Travel documents: identity cards CA41876JK, CA99025LM, CA20417GT, CA07763PQ
        Please have your boarding pass and ID ready at security and at the gate.
        """,
        producer="Ryanair",
        expect=VSI,
    ),
    D(
        IN + "conti viaggio Portogallo.md",
        "md",
        "2025-09-16 21:30",
        """
        # Conti viaggio in Portogallo (settembre) — con Marta e Luca

        Voli e alloggio già pagati ognuno per sé. Qui solo le spese comuni:

        | cosa | pagato da | € |
        |---|---|---|
        | gita valle del Douro (Pinhão, barca rabelo, 2 cantine, pranzo) ×4 | Elena | 356,00 |
        | treno São Bento → Guimarães a/r ×4 | Luca | 25,60 |
        | cena al ristorante sul fiume a Gaia | Davide | 148,50 |
        | degustazione nelle cantine di porto (Taylor's) ×4 | Marta | 100,00 |
        | Uber aeroporto ultimo giorno | Luca | 27,40 |
        | francesinhe + birre (2 sere) | Elena | 96,80 |

        Totale 754,30 → 188,58 a testa.
        Elena+Davide hanno messo 601,30, dovevano 377,15 → Marta e Luca ci devono 224,15 € (mandati con Satispay il 16/9 ✔).

        Da ricordare per la prossima volta: Braga non l'abbiamo vista, il Bom Jesus!
        """,
        expect=VPO,
    ),
    PH(IN, "2025-07-27 06:52:18", "iphone", "alba", expect=VPU),
    D(
        IN + "Ricevuta skipass Canazei.pdf",
        "pdf",
        "2024-02-11 08:50",
        """
        # DOLOMITI SUPERSKI — Val di Fassa / Carezza
        Ricevuta di acquisto — cassa Canazei Belvedere — 11/02/2024 08:47
        !Tipo skipass | Validità | Importo (€)
        Adulto — Val di Fassa/Carezza 6 giorni (×2) | 11/02 – 16/02/2024 | 2 × 285,00
        Junior (nato dopo il 30/11/2007) — 6 giorni | 11/02 – 16/02/2024 | 199,00
        Bambino (nato dopo il 30/11/2015) — Family: gratuito con adulto pagante | 11/02 – 16/02/2024 | 0,00
        Cauzione keycard (4) | | 20,00
        !Totale pagato con carta | | 789,00
        La cauzione di 5 € per keycard viene restituita alle casse o ai distributori automatici.
        """,
        expect=VVF,
    ),
    D(
        IN + "Conferma prenotazione Moby.pdf",
        "pdf",
        "2026-03-25 22:10",
        """
        # MOBY S.p.A. — Conferma di prenotazione
        Codice prenotazione: MOB9904EL — Prenotato il 25/03/2026 da Davide Rinaldi
        !Tratta | Partenza | Arrivo
        Piombino → Portoferraio — Moby Ale Due | sab 08/08/2026 09:00 | 10:00
        Portoferraio → Piombino — Moby Ale Due | sab 22/08/2026 17:30 | 18:30
        Passeggeri: 2 adulti (RINALDI DAVIDE, MARCHETTI ELENA), 1 ragazzo (TOMMASO 14 anni), 1 bambino (IRENE 9 anni)
        Sistemazione: passaggio ponte
        Veicolo: autovettura FIAT Panda targa FX482KM
        Tariffa: Famiglia Elba — prenota prima (non rimborsabile, cambio data € 20)
        !Totale pagato | | € 248,60
        Presentarsi all'imbarco almeno 45 minuti prima della partenza.
        """,
        producer="Moby Lines",
        expect=VEL,
    ),
    # ---- school / academic years (September to June)
    D(
        IN + "Doc1.pdf",
        "pdf",
        "2026-02-19 20:15",
        f"""
        # Ministero dell'Istruzione e del Merito — Iscrizioni online
        Piattaforma Unica — Ricevuta della domanda di iscrizione
        ## Anno scolastico 2026/2027
        Codice domanda: 2026-BO-0447182 — inoltrata il 28/01/2026 alle 21:34
        Alunno: RINALDI TOMMASO — nato a Bologna il 22/01/2012 — C.F. {CF_TOMMASO}
        Scuola di provenienza: BOMM88701Y — Scuola secondaria di I grado «Lanfranco Zucchini», classe 3ª C
        ## Scelte
        1ª scelta: BOPS05000X — Liceo Scientifico «A. B. Sabin» — opzione SCIENZE APPLICATE — classe prima
        2ª scelta: BOTF03000R — Istituto Tecnico Tecnologico «Aldini Valeriani» — indirizzo Meccanica, meccatronica ed energia
        Seconda lingua / attività: inglese potenziato — Religione cattolica: non si avvale (attività alternativa: studio assistito)
        ## Stato della domanda
        ACCETTATA dalla scuola di 1ª scelta il 19/02/2026. Il perfezionamento dell'iscrizione (consegna del certificato di licenza media e versamento del contributo) avverrà entro luglio 2026.
        Genitore che ha compilato: MARCHETTI ELENA — C.F. {CF_ELENA}
        """,
        expect=T2627,
    ),
    D(
        IN + "Documento di valutazione.pdf",
        "pdf",
        "2026-02-06 18:30",
        f"""
        # {_IC_T}
        Via Pietro Loreta 5 — 40138 Bologna
        ## DOCUMENTO DI VALUTAZIONE — anno scolastico 2025/2026 — primo quadrimestre
        Alunno: RINALDI TOMMASO — nato il 22/01/2012 — classe 3ª sezione C
        !Disciplina | Voto
        Italiano | 8
        Storia | 7
        Geografia | 7
        Inglese | 9
        Seconda lingua comunitaria: Tedesco | 7
        Matematica | 8
        Scienze | 8
        Tecnologia | 9
        Musica | 7
        Arte e immagine | 7
        Educazione fisica | 9
        Educazione civica | 8
        Religione cattolica / attività alternativa | Distinto
        Comportamento: 9 — rispettoso delle regole, partecipe; a volte si distrae nelle ore pomeridiane.
        Lo scrutinio del primo quadrimestre si è svolto il 30/01/2026.
        La Dirigente Scolastica — Prof.ssa Rossella Vignoli
        """,
        expect=T2526,
    ),
    D(
        IN + "IMG-20260314-WA0007.jpg",
        "paper",
        "2026-03-14 19:02:10",
        """
        # Istituto Comprensivo 14 — Scuola primaria «G. Acri»
        Alle famiglie delle classi 3ª A e 3ª B
        Oggetto: uscita didattica a Villa Ghigi — «Il bosco in primavera»
        Giovedì 16 aprile 2026, a piedi e in autobus (linea 52), partenza ore 8:45, rientro per il pranzo in mensa.
        Attività con le guide della Fondazione Villa Ghigi: riconoscere alberi e gemme, erbario.
        Portare: scarpe da ginnastica, k-way, merenda, borraccia.
        Costo: € 6,00 da versare alla rappresentante.
        ---
        AUTORIZZAZIONE (da restituire entro il 27/03)
        Io sottoscritta  Elena Marchetti
        genitore dell'alunna  Irene Rinaldi   classe 3ª B
        autorizzo mia figlia a partecipare all'uscita didattica del 16/04/2026.
        Firma  Elena Marchetti
        """,
        paper=(1000, 1400),
        expect=I2526,
    ),
    # ---- people: same surname, and invoices issued vs received
    referto(
        IN + "referto_2602120419.pdf",
        "pdf",
        "2026-02-12",
        "RINALDI IRENE",
        "30/06/2017",
        "F",
        CF_IRENE,
        "0226-120419",
        "Dott.ssa Giovanna Ferrari (PLS)",
        [
            ("Emocromo — Emoglobina", "12,4", "g/dL", "11,5 – 15,5"),
            ("MCV", "79", "fL", "77 – 95"),
            ("Globuli rossi", "4,71", "x10^6/µL", "4,00 – 5,20"),
            ("Ferritina", "28", "ng/mL", "15 – 120"),
            ("Sideremia", "71", "µg/dL", "50 – 120"),
            ("Transferrina", "274", "mg/dL", "200 – 360"),
            ("PCR", "0,1", "mg/dL", "< 0,5"),
        ],
        "Controllo dopo terapia marziale: valori rientrati nella norma.",
        punto="Punto prelievi pediatrico Ospedale Maggiore",
        expect=SI,
    ),
    referto(
        IN + "referto_2602190733.pdf",
        "pdf",
        "2026-02-19",
        "RINALDI GIORGIO",
        "11/02/1946",
        "M",
        CF_GIORGIO,
        "0226-190733",
        "Dott.ssa Anna Zambelli (Diabetologia)",
        [
            ("Glucosio", "142 (*)", "mg/dL", "70 – 99"),
            ("Emoglobina glicata (HbA1c)", "7,1 (*)", "%", "4,0 – 6,0"),
            ("Creatinina", "1,28 (*)", "mg/dL", "0,70 – 1,20"),
            ("eGFR (CKD-EPI)", "54 (*)", "mL/min/1,73m²", "> 60"),
            ("Potassio", "4,7", "mmol/L", "3,5 – 5,1"),
            ("Colesterolo LDL", "76 (*)", "mg/dL", "< 70 nei pazienti a rischio molto alto"),
            ("Emoglobina", "13,2 (*)", "g/dL", "13,5 – 17,5"),
        ],
        punto="CUP Casa della Salute di Casalecchio di Reno",
        expect=SG,
    ),
    fattura_emessa(
        IN + "fattura.pdf",
        "3/2026",
        "27/03/2026",
        "tradulex",
        [
            (
                "Traduzione DE>IT contratto di fornitura e condizioni generali (cliente "
                "Hoffmann Maschinenbau GmbH), 31 cartelle",
                31,
                "cartelle",
                32.00,
            ),
            (
                "Traduzione DE>IT lettera di diffida, 3 cartelle (urgenza +25%)",
                3,
                "cartelle",
                40.00,
            ),
        ],
        "26/04/2026",
        expect=FE26,
    ),  # fmt: skip
    D(
        IN + "Fattura FPR 14-26.pdf",
        "pdf",
        "2026-02-10 12:30",
        f"""
        # Studio Bertolini — Dottori commercialisti associati
        Via Castiglione 29 — 40124 Bologna — P.IVA {PIVA_BERTOLINI} — tel. 051 263 880
        ## Fattura n. FPR 14/26 del 10/02/2026
        Cliente: MARCHETTI ELENA — P.IVA {PIVA_ELENA} — C.F. {CF_ELENA}
        !Descrizione | | Importo (€)
        Tenuta adempimenti regime forfettario anno 2025 (registrazione fatture, verifica limiti, imposta di bollo trimestrale) | | 240,00
        Servizio di conservazione sostitutiva fatture elettroniche 2025 | | 40,00
        !Imponibile | | 280,00
        Cassa previdenza dottori commercialisti 4% | | 11,20
        IVA 22% | | 64,06
        !Totale documento | | 355,26
        Ritenuta d'acconto: non applicata (cliente in regime forfettario).
        Pagamento: bonifico a 30 giorni — IBAN {IBAN_BERTOLINI}
        """,
        expect=FR,
    ),
    cedolino(IN + "LUL_202602_0417.pdf", "2026-02", "2026-02-26", expect=BP),
    # ---- names that mislead
    D(
        IN + INBOX_SHOT,
        "shot",
        "2026-03-18 21:44:02",
        """
        ## Grazie per il tuo ordine!
        **Ordine n. 3002198774501**
        Effettuato il 18/03/2026 alle 21:43
        ---
        **Electrolux EW7F384K lavatrice a carica frontale 8 kg, classe A, 1400 giri**
        Quantità: 1 — € 499,00
        Consegna al piano e installazione — € 39,00
        Ritiro dell'usato (RAEE 1 contro 1) — gratuito
        ---
        **Totale: € 538,00 (IVA inclusa)**
        Pagamento: PayPal (davide.rinaldi80@gmail.com)
        ---
        Consegna prevista: martedì 24/03/2026, fascia 8:00-13:00
        Via Giuseppe Massarenti 212, 40138 Bologna — int. 9, 3° piano con ascensore
        ~ La fattura sarà disponibile nell'area "I miei ordini" dopo la consegna.
        ~ mediaworld.it
        """,
        style="mediaworld",
        frame="android",
        title="MediaWorld",
        expect=GAR,
    ),
    D(
        IN + "Invoice_March_2026.pdf",
        "pdf",
        "2026-03-31 17:40",
        f"""
        # INVOICE
        Siobhán Kelly — Translation & Proofreading (IT/ES > EN)
        14 Leinster Avenue, North Strand, Dublin 3, D03 K2X7, Ireland — VAT IE 3387712QH
        Invoice no.: SK-2026-012 — Date: 31 March 2026
        Bill to: Elena Marchetti, Via Giuseppe Massarenti 212, 40138 Bologna, Italy — VAT IT{PIVA_ELENA}
        !Description | Qty | Amount (EUR)
        Proofreading of IT>EN translation — "Ceramiche Fiorano — 2026 collection press kit", 6,800 words @ €0.025 | 6800 | 170,00
        Proofreading of IT>EN translation — website "Chi siamo / About us" page, 1,150 words @ €0.025 | 1150 | 28,75
        !Total due | | 198,75
        Reverse charge — VAT to be accounted for by the recipient (Art. 196, Directive 2006/112/EC).
        Payment within 30 days by SEPA transfer to IBAN IE29 AIBK 9311 5212 3456 78 (AIB). Thanks a million, Elena!
        """,
        expect=FR,
    ),
    D(
        IN + "ricetta.pdf",
        "pdf",
        "2026-03-24 11:40",
        f"""
        # SERVIZIO SANITARIO NAZIONALE — Regione Emilia-Romagna
        ## PROMEMORIA PER L'ASSISTITO — Ricetta elettronica (dematerializzata)
        Numero ricetta elettronica (NRE): 0800A4 1377 2604
        Cognome e nome dell'assistito: RINALDI DAVIDE
        Codice fiscale: {CF_DAVIDE} — Indirizzo: Via G. Massarenti 212, Bologna
        Esenzione: nessuna — Tipo ricetta: SSN
        !Prescrizione | Quantità | Codice
        VISITA FISIATRICA (prima visita) | 1 | 89.7B.2
        RIEDUCAZIONE MOTORIA INDIVIDUALE IN MOTULESO SEGMENTALE SEMPLICE | 10 | 93.11.4
        Quesito diagnostico: gonalgia sinistra persistente in lesione degenerativa del menisco mediale (RM 02/2025), valutazione per percorso riabilitativo
        Classe di priorità: D (differibile, entro 30 giorni)
        Data di compilazione: 24/03/2026
        Medico: Dott. ALBERTO RUBINI — medico di medicina generale — C.F. RBNLRT63C17A944T
        Prenotare tramite CUPWEB, farmacie CUP o numero verde 800 884 888.
        """,
        expect=SD,
    ),
    PH(IN, "2026-03-08 13:15:40", "iphone", "cibo", expect=FMA),
    D(
        IN + "scan_0035.pdf",
        "scanpdf",
        "2026-03-19 18:40",
        f"""
        # COMUNE DI BOLOGNA — Anagrafe — Quartiere San Donato-San Vitale
        Ufficio di Via Sante Vincenzi 36/3
        ## RICEVUTA DELLA RICHIESTA DI CARTA DI IDENTITÀ ELETTRONICA
        Numero pratica: BO-2026-118774 — Data richiesta: 19/03/2026
        Richiedente: RINALDI IRENE — nata a Bologna il 30/06/2017 — C.F. {CF_IRENE}
        Motivo: scadenza del documento precedente (CIE n. CA07763PQ, scad. 30/06/2026)
        Validità della nuova carta: 5 anni (minore di 18 anni)
        Valida per l'espatrio: SÌ — assenso di entrambi i genitori (RINALDI DAVIDE, MARCHETTI ELENA)
        Numero della nuova CIE: CA44190RT — prima parte PIN: 4471 (seconda parte e PUK nella busta)
        Consegna: tramite posta all'indirizzo di residenza entro 6 giorni lavorativi (IPZS)
        Importo pagato: € 22,21 — pagoPA
        La presente ricevuta non è un documento di riconoscimento.
        """,
        expect=DB,
    ),
    D(
        IN + "Convocazione assemblea condominiale.eml",
        "eml",
        "2026-03-20 12:05",
        """
        Gentili condomini,

        con la presente si convoca l'assemblea ordinaria del Condominio Via Massarenti 212,
        in prima convocazione il giorno 15/04/2026 alle ore 7:00 presso lo studio
        dell'amministratore e, occorrendo, in SECONDA CONVOCAZIONE

            giovedì 16 aprile 2026 alle ore 20:45
            presso la sala riunioni della Parrocchia di San Vitale, Via San Vitale 166

        per discutere e deliberare sul seguente ordine del giorno:

        1. Approvazione del rendiconto dell'esercizio 01/10/2024 - 30/09/2025 e relativo riparto
        2. Infiltrazioni nei box auto (n. 4, 6, 9): esito del sopralluogo e preventivi
        3. Proposta di intervento di isolamento a cappotto della facciata: presentazione dello
           studio di fattibilità (Ing. Cremonini) e dei possibili incentivi
        4. Regolamento per l'uso del cortile e delle rastrelliere per le biciclette
        5. Varie ed eventuali

        In allegato il rendiconto e il riparto. Chi non potesse partecipare può delegare un
        altro condomino o un terzo compilando il modulo di delega (max 3 deleghe a persona).

        Cordiali saluti,
        Rag. Paolo Gamberini
        Studio Gamberini Amministrazioni — Via Mazzini 41, Bologna — tel. 051 340 221
        """,
        headers={
            "From": "Studio Gamberini Amministrazioni <condomini@studiogamberini.it>",
            "To": "elena.marchetti.traduzioni@gmail.com",
            "Subject": "Condominio Via Massarenti 212 - convocazione assemblea ordinaria",
            "Date": "Fri, 20 Mar 2026 12:05:31 +0100",
            "Message-ID": "<conv-2026-04-massarenti212@studiogamberini.it>",
        },
        expect=CON,
    ),
    D(
        IN + "ObisM_2026.pdf",
        "pdf",
        "2026-01-12 10:10",
        f"""
        # INPS — Certificato di pensione (ObisM) — anno 2026
        Pensionato: RINALDI GIORGIO — C.F. {CF_GIORGIO} — nato il 11/02/1946
        Residenza: Via Porrettana 95, 40033 Casalecchio di Reno (BO)
        Categoria: VO (vecchiaia) — numero certificato 1300/VO/04417290 — decorrenza 01/03/2006
        Sede INPS: Bologna — Pagamento: accredito su c/c Poste Italiane, il primo giorno bancabile del mese
        !Voce | | Importo mensile (€)
        Importo lordo | | 2.163,98
        Ritenuta IRPEF | | 416,41
        Addizionale regionale | | 37,02
        Addizionale comunale | | 13,40
        !Importo netto | | 1.697,15
        Tredicesima: pagata a dicembre. Perequazione automatica 2026 applicata (+1,4% provvisorio).
        """,
        expect=NGP,
    ),
    D(
        IN + "Verbale PS.pdf",
        "pdf",
        "2026-03-02 22:15",
        f"""
        # Azienda USL di Bologna — Ospedale Maggiore — Pronto Soccorso Pediatrico
        ## VERBALE DI PRONTO SOCCORSO — n. 2026/PSP/004188
        Paziente: RINALDI TOMMASO — nato il 22/01/2012 — C.F. {CF_TOMMASO}
        Accompagnato da: padre (Rinaldi Davide)
        Arrivo: 02/03/2026 ore 19:48 — Triage: codice 4 (verde)
        Motivo dell'accesso: trauma distorsivo della caviglia destra durante allenamento di pallacanestro (atterraggio dopo un rimbalzo sul piede di un compagno).
        Esame obiettivo: tumefazione perimalleolare esterna, dolore alla palpazione del legamento peroneo-astragalico anteriore, carico possibile ma doloroso. Non deficit neurovascolari.
        Accertamenti: RX caviglia dx in 2 proiezioni — non lesioni ossee.
        Diagnosi: distorsione di I-II grado della caviglia destra.
        Terapia e indicazioni: bendaggio funzionale, ghiaccio 15 minuti 3-4 volte al giorno, arto sollevato, ibuprofene al bisogno. Astensione dall'attività sportiva per 15 giorni, poi ripresa graduale con cavigliera. Controllo dal pediatra/medico curante a 7 giorni.
        Dimesso alle ore 22:05. Il medico: Dott.ssa Sara Melotti
        """,
        expect=ST,
    ),
    # ---- nothing to keep
    D(
        IN + "volantino pizzeria.jpg",
        "card",
        "2026-02-27 19:30",
        """
        # PIZZERIA DA NINO
        dal 1987 — forno a legna
        # CONSEGNA A DOMICILIO
        Tutti i giorni 18:30 - 23:00
        Margherita 6,50 — Diavola 8,00
        Bufala 9,50 — Calzone 8,50
        Ogni 10 pizze la 11a è in regalo!
        Via Massarenti 160 — Bologna
        051 0924 388 — ordina anche su WhatsApp
        """,
        colors=((200, 40, 30), (250, 210, 120)),
        ink=(255, 255, 240),
        deco=(255, 220, 160),
    ),
    D(
        IN + "IMG-20260329-WA0003.jpg",
        "card",
        "2026-03-29 07:58",
        """
        # Buona Domenica delle Palme
        a tutta la famiglia
        Che la pace entri nelle vostre case
        e ci resti tutto l'anno
        Un abbraccio grande
        dalla zia Rosanna
        """,
        colors=((205, 230, 190), (255, 252, 235)),
        ink=(60, 100, 40),
        deco=(150, 200, 120),
    ),
    D(
        IN + "Scarpe Grandi - saldi di primavera.eml",
        "eml",
        "2026-03-26 09:00",
        """
        Ciao Elena,

        la primavera è arrivata anche da Calzoleria Grandi!

        Solo per gli iscritti alla newsletter: -30% su tutta la collezione donna e bambino
        fino a domenica 29 marzo, in negozio e online con il codice PRIMAVERA30.

        Novità della settimana:
        - sneakers in pelle bianca, made in Marche, 89,00 EUR (invece di 129,00)
        - ballerine morbide per bambina, numeri 27-35, da 39,00 EUR
        - stivaletti impermeabili da trekking per tutta la famiglia

        Ti aspettiamo in Via dell'Indipendenza 48, Bologna (aperti anche la domenica 10-19).

        Calzoleria Grandi dal 1962
        Non vuoi più ricevere queste email? Cancella l'iscrizione qui.
        """,
        headers={
            "From": "Calzoleria Grandi <newsletter@calzoleriagrandi.it>",
            "To": "elena.marchetti.traduzioni@gmail.com",
            "Subject": "Elena, -30% su tutto fino a domenica!",
            "Date": "Thu, 26 Mar 2026 09:00:12 +0100",
            "Message-ID": "<nl-2026-13.88712@mail.calzoleriagrandi.it>",
        },
    ),
    D(
        IN + "Termini di servizio aggiornati - BoBike.pdf",
        "pdf",
        "2026-03-12 08:00",
        """
        # BoBike — bike sharing Bologna
        ## Aggiornamento dei Termini e Condizioni di servizio — in vigore dal 15 aprile 2026
        Gentile utente, ti informiamo che abbiamo aggiornato i Termini e Condizioni del servizio.
        Principali modifiche:
        1. Tariffa a minuto per le e-bike: da € 0,25 a € 0,28; sblocco invariato (€ 1,00).
        2. Abbonamento mensile: 45 minuti gratuiti al giorno (prima 60) su bici muscolari.
        3. Parcheggio fuori dalle aree consentite: penale di € 15,00 (prima € 10,00).
        4. Trattamento dei dati di geolocalizzazione: conservati per 90 giorni (art. 6 lett. b GDPR).
        Continuando a utilizzare il servizio dopo il 15/04/2026 accetti i nuovi Termini. Puoi recedere in ogni momento dall'app, sezione Account > Chiudi account.
        """,
    ),
]

for _d in DOCS:
    if _d["path"].startswith(IN) and "expect" not in _d:
        _d["expect"] = ""

# --------------------------------------------------------------------------------------
# names Elena would keep for inbox files whose own name says nothing about them, in the
# habit of the folder they go to; "need": one alternative of every group must appear
# --------------------------------------------------------------------------------------

_MAR26 = ["2026-03", "2026_03", "202603", "marzo 2026", "03-2026"]
_FEB26 = ["2026-02", "2026_02", "202602", "febbraio 2026", "02-2026"]

RENAMES: dict[str, dict] = {
    IN + "Senza titolo.md": {
        "keep": ["NAS Synology - accesso da fuori.md", "Tailscale NAS.md",
                 "Accesso remoto NAS con Tailscale.md"],
        "need": [["nas", "synology", "tailscale"],
                 ["tailscale", "vpn", "remoto", "da fuori", "fuori casa", "accesso"]],
    },
    IN + "documento (2).pdf": {
        "keep": ["2026-02-27 F24 bollo fatture 4 trim 2025.pdf", "2026-02-27 F24 imposta di bollo.pdf",
                 "2026-02-27 F24 bollo.pdf"],
        "need": [["2026-02-27", "20260227", "2026_02_27", "27-02-2026"], ["bollo"]],
    },
    IN + "download.pdf": {
        "keep": ["CU 2026 Davide - Nordvik.pdf", "CU 2026 Davide.pdf",
                 "Certificazione Unica 2026 Davide.pdf"],
        "need": [["cu 2026", "cu_2026", "cu-2026", "cu2026", "certificazione unica 2026"],
                 ["davide", "nordvik", "rinaldi"]],
    },
    IN + "Fattura n. 231.pdf": {
        "keep": ["2026-03-12 freni e gomme Officina Gallerani.pdf", "2026-03-12 freni Panda.pdf",
                 "2026-03-12 dischi e pastiglie Officina Gallerani.pdf"],
        "need": [["2026-03-12", "20260312", "2026_03_12", "12-03-2026", "marzo 2026"],
                 ["freni", "pastiglie", "dischi", "gomme", "pneumatici", "gallerani", "officina"]],
    },
    IN + INBOX_BRICIOLA: {
        "keep": ["2026-03-16 pulizia denti.jpg", "2026-03-16 detartrasi Briciola.jpg",
                 "2026-03-16 dimissione veterinario denti.jpg"],
        "need": [_MAR26 + ["20260316"],
                 ["denti", "detartrasi", "dentale", "dimission", "estrazione"]],
    },
    IN + "scan_0034.pdf": {
        "keep": ["2026-03-11 Rapporto controllo efficienza.pdf", "2026-03-11 controllo caldaia.pdf",
                 "2026-03-11 controllo fumi e manutenzione.pdf"],
        "need": [_MAR26 + ["20260311"],
                 ["controllo", "efficienza", "fumi", "manutenzione", "rapporto"]],
    },
    IN + INBOX_OKSANA: {
        "keep": ["Ricevuta rinnovo permesso Oksana.jpg", "Rinnovo permesso di soggiorno 2026.jpg",
                 "Permesso di soggiorno Oksana - ricevuta Poste.jpg"],
        "need": [["permesso", "soggiorno"], ["rinnovo", "ricevuta", "poste", "2026"]],
    },
    IN + "Doc1.pdf": {
        "keep": ["Iscrizione liceo.pdf", "Ricevuta iscrizione Sabin.pdf",
                 "Domanda iscrizione prima superiore.pdf"],
        "need": [["iscrizion", "domanda"], ["liceo", "sabin", "superiore", "2026-27", "2026/27"]],
    },
    IN + "Documento di valutazione.pdf": {
        "keep": ["Pagella primo quadrimestre.pdf", "Pagella 1° quadrimestre.pdf",
                 "Documento di valutazione primo quadrimestre.pdf"],
        "need": [["pagella", "valutazione", "scrutinio", "voti"],
                 ["primo", "1°", "1 quadr", "i quadr", "quadrimestre"]],
    },
    IN + "IMG-20260314-WA0007.jpg": {
        "keep": ["Uscita didattica Villa Ghigi.jpg", "Autorizzazione uscita Villa Ghigi.jpg",
                 "Uscita al bosco - autorizzazione.jpg"],
        "need": [["uscita", "gita", "autorizzazion"]],
    },
    IN + "referto_2602120419.pdf": {
        "keep": ["2026-02-12 esami sangue.pdf", "2026-02-12 emocromo e ferritina.pdf",
                 "2026-02-12 controllo ferritina.pdf"],
        "need": [_FEB26 + ["20260212"],
                 ["esami", "emocromo", "ferritina", "analisi", "sangue", "ferro"]],
    },
    IN + "referto_2602190733.pdf": {
        "keep": ["2026-02-19 esami sangue.pdf", "2026-02-19 glicata e creatinina.pdf",
                 "2026-02-19 esami del sangue diabetologia.pdf"],
        "need": [_FEB26 + ["20260219"],
                 ["esami", "glicata", "analisi", "sangue", "creatinina"]],
    },
    IN + "fattura.pdf": {
        "keep": ["Fattura 03-2026 Tradulex.pdf", "Fattura 3-2026 Tradulex.pdf"],
        "need": [["03-2026", "3-2026", "03_2026", "3_2026", "2026-03", "3/2026"], ["tradulex"]],
    },
    IN + "Fattura FPR 14-26.pdf": {
        "keep": ["2026-02 Studio Bertolini.pdf", "2026-02 Studio Bertolini - forfettario 2025.pdf",
                 "2026-02 Studio Bertolini - contabilità 2025.pdf"],
        "need": [_FEB26, ["bertolini", "commercialista"]],
    },
    IN + "LUL_202602_0417.pdf": {
        "keep": ["Cedolino 2026-02.pdf", "Cedolino febbraio 2026.pdf"],
        "need": [_FEB26, ["cedolino", "busta paga", "stipendio"]],
    },
    IN + INBOX_SHOT: {
        "keep": ["Lavatrice Electrolux - ordine MediaWorld.jpg", "Lavatrice - ordine MediaWorld.jpg",
                 "Lavatrice Electrolux EW7F384K - ordine.jpg"],
        "need": [["lavatrice"], ["mediaworld", "ordine", "electrolux"]],
    },
    IN + "ricetta.pdf": {
        "keep": ["2026-03-24 impegnativa visita fisiatrica.pdf",
                 "2026-03-24 ricetta fisiatra e fisioterapia.pdf",
                 "2026-03-24 prescrizione fisioterapia ginocchio.pdf"],
        "need": [_MAR26 + ["20260324"],
                 ["fisiatr", "fisioterapia", "riabilitazion", "rieducazione", "ginocchio"]],
    },
    IN + "scan_0035.pdf": {
        "keep": ["Ricevuta CIE Irene.pdf", "CIE Irene - ricevuta richiesta.pdf",
                 "Richiesta carta d'identità Irene.pdf"],
        "need": [["cie", "carta d'identita", "carta di identita", "identita"], ["irene"]],
    },
    IN + "Verbale PS.pdf": {
        "keep": ["2026-03-02 pronto soccorso caviglia.pdf", "2026-03-02 distorsione caviglia.pdf",
                 "2026-03-02 verbale pronto soccorso.pdf"],
        "need": [["2026-03-02", "20260302", "2026_03_02", "02-03-2026"],
                 ["pronto soccorso", "caviglia", "distorsione"]],
    },
}  # fmt: skip

# --------------------------------------------------------------------------------------
# questions
# --------------------------------------------------------------------------------------


def Q(q: str, kind: str, *expect: str, lang: str = "it") -> dict:
    return {"q": q, "lang": lang, "kind": kind, "expect": list(expect)}


QUESTIONS = [
    # natural, in Italian
    Q("quanto abbiamo pagato di interessi sul mutuo l'anno scorso?", "natural",
      MUT + "Certificazione interessi passivi 2025.pdf"),
    Q("qual è la password del wifi per gli ospiti?", "natural", NAS + "Router e wifi.md"),
    Q("quando scade il permesso di soggiorno di Oksana?", "natural",
      COLF + "Permesso di soggiorno Oksana.pdf", COLF + "Contratto Oksana.pdf"),
    Q("quanto era bassa la ferritina di Irene?", "natural", SI + "2025-04-22 esami sangue.pdf"),
    Q("cosa ha detto la dermatologa dei miei nei?", "natural",
      SE + "2025-06-04 visita dermatologica.pdf"),
    Q("quant'è la rata del condominio quest'anno?", "natural",
      CON + "Riparto preventivo 2025-26.pdf"),
    Q("quanto paghiamo di assicurazione per la Panda?", "natural",
      ASS + "Polizza RCA 2025-26.pdf"),
    Q("la multa che abbiamo preso passando in ZTL", "natural",
      MUL + "Verbale ZTL via Irnerio.pdf", MUL + "Pagamento multa ZTL.pdf"),
    Q("fino a quando è coperta dalla garanzia la lavastoviglie?", "natural",
      GAR + "Lavastoviglie Bosch - fattura Unieuro.pdf"),
    Q("che scuola superiore avevano consigliato a Tommaso i professori?", "natural",
      T2526 + "Consiglio orientativo.pdf", T2526 + "Open day licei - appunti.md"),
    Q("i voti di Tommaso alla fine della seconda media", "natural", T2425 + "Pagella finale.pdf"),
    Q("quanto ha avuto di rimborso Davide col 730 l'anno scorso?", "natural",
      DIC25 + "730-2025 Davide - prospetto di liquidazione.pdf"),
    Q("quanto ho versato a fine giugno tra tasse e INPS?", "natural",
      F24 + "2025-06-30 F24 saldo 2024 e primo acconto.pdf"),
    Q("come si fanno le tigelle?", "natural", RIC + "Crescentine.md"),
    Q("dove abbiamo dormito in Salento?", "natural",
      VPU + "Masseria Torre Bianca - conferma.pdf", VPU + "Itinerario Salento.md"),
    Q("quanto è costato il traghetto per la Sardegna?", "natural",
      VSA + "Moby Livorno-Olbia.pdf"),
    Q("quel libro sulla ragazzina restituita alla famiglia vera", "natural",
      LET + "L'Arminuta - Donatella Di Pietrantonio.md"),
    Q("quanto ha preso di pensione il nonno in tutto il 2024?", "natural",
      NGP + "CU 2025 pensione.pdf"),
    Q("quanto abbiamo speso in tutto per rifare il bagno?", "natural",
      BAG + "Fattura Idraulica Zanotti.pdf", BAG + "Preventivo Idraulica Zanotti.pdf",
      BAG + "Bonifico parlante detrazione.pdf"),
    Q("che giorno ha musica Irene quest'anno?", "natural", I2526 + "Orario e maestre 3B.md"),
    Q("dove fa il backup il NAS e con quale utente si entra?", "natural",
      NAS + "NAS Synology - backup foto.md"),
    Q("il certificato medico per la piscina di Irene", "natural",
      NUOTO + "Certificato non agonistico Irene.pdf"),
    # keyword
    Q("FX 482 KM bollo", "keyword", PANDA + "Bollo Panda 2025.pdf"),
    Q("POD IT001E73345190", "keyword", LG + "Hera luce mag-giu 2025.pdf",
      LG + "Hera luce nov-dic 2025.pdf"),
    Q("Termoidraulica Reno 219/2025", "keyword", CAL + "2025-03-12 manutenzione ordinaria.pdf"),
    Q("BO5172284P", "keyword", DD + "Patente Davide.jpg", DD + sm_shot("2025-06-12 09:03:11", "IO")),
    Q("Klageschrift atto di citazione", "keyword", GLO + "Glossario legale DE-IT.csv",
      FE25 + "Fattura 03-2025 Tradulex.pdf"),
    Q("WB-32410", "keyword", FE25 + "Fattura 05-2025 Wordbridge.pdf"),
    # cross-language: English questions about Italian papers
    Q("Irene's vaccination certificate", "cross", SI + "Certificato vaccinale Irene.pdf",
      lang="en"),
    Q("grandpa's heart ultrasound results", "cross", SG + "2025-11-27 ecocardiogramma.pdf",
      lang="en"),
    Q("MRI of Davide's knee", "cross", SD + "2025-02-18 RMN ginocchio sinistro.pdf", lang="en"),
    Q("our mortgage agreement with the bank", "cross", MUT + "Contratto di mutuo BPER 2019.pdf",
      MUT + "Piano di ammortamento.pdf", lang="en"),
    Q("Tommaso's passport", "cross", DB + "Passaporto Tommaso.pdf", lang="en"),
    Q("electricity bill for November and December", "cross", LG + "Hera luce nov-dic 2025.pdf",
      lang="en"),
    Q("the school trip to see the mosaics", "cross", T2425 + "Uscita didattica Ravenna.pdf",
      lang="en"),
    # cross-language: Italian questions about English papers
    Q("quanto rimborsa Nordvik al giorno per i pasti in Inghilterra?", "cross",
      NV + "Travel and Expense Policy 2025.pdf"),
    Q("entro quanti giorni mi paga l'agenzia di Londra?", "cross",
      CTR + "Wordbridge Vendor Agreement.pdf"),
    Q("quanto costa l'abbonamento annuale a Trados?", "cross",
      FR + "2025-02 RWS Trados abbonamento.pdf"),
    Q("l'albergo dove siamo stati a Londra", "cross", VLO + "Hotel Southwark - booking.pdf"),
    Q("il corso sulla sicurezza delle macchine che Davide ha fatto in Danimarca", "cross",
      NV + "Certificate - IEC 61508 workshop.pdf"),
]  # fmt: skip


def all_docs() -> list[dict]:
    return DOCS + PHOTOS
