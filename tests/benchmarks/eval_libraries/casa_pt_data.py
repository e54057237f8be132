"""Data tables for the casa-pt library (Rafael Oliveira & Camila Santos, São Paulo, pt-BR)."""

from __future__ import annotations

import datetime as _dt
import textwrap as _tw

# --------------------------------------------------------------------------------------
# people, numbers
# --------------------------------------------------------------------------------------

RAFAEL_CPF = "318.472.659-04"
CAMILA_CPF = "402.118.937-21"
MEI_CNPJ = "45.123.987/0001-60"
MEI_RAZAO = "45.123.987 RAFAEL OLIVEIRA"
HOSPITAL_CNPJ = "61.234.567/0001-89"
ENEL_INSTALACAO = "0412345678"
ENEL_CLIENTE = "71234590"
PLACA = "FQR8H21"
RENAVAM = "01198765432"

DEVICES = {
    "iphone": ("Apple", "iPhone 13", "17.5.1"),
    "samsung": ("samsung", "SM-A546E", "A546EXXS5BXL1"),
}

NEW_FOLDERS = {"MEI/DAS/2026/", "Impostos/IRPF 2026 (ano-base 2025)/"}


def SALARIO_BASE(comp: _dt.date) -> float:
    if comp < _dt.date(2024, 9, 1):
        return 5420.00
    if comp < _dt.date(2025, 9, 1):
        return 5690.00
    return 5950.00


def D(path: str, kind: str, date: str, text: str = "", **kw) -> dict:
    d = {"path": path, "kind": kind, "date": date, "text": _tw.dedent(text).strip("\n")}
    d.update(kw)
    return d


def _t(s: str) -> _dt.datetime:
    return _dt.datetime.strptime(s, "%Y-%m-%d %H:%M:%S")


def ip(when: str, ext: str = "JPG") -> str:
    """iPhone camera-roll name, numbered in time order."""
    t = _t(when)
    days = (t.date() - _dt.date(2022, 6, 1)).days
    n = 1000 + days * 4 + (t.hour * 60 + t.minute) * 4 // 1440
    return f"IMG_{n:04d}.{ext}"


def sm(when: str) -> str:
    """Samsung camera name."""
    return _t(when).strftime("%Y%m%d_%H%M%S") + ".jpg"


def sm_shot(when: str, app: str = "") -> str:
    return "Screenshot_" + _t(when).strftime("%Y%m%d-%H%M%S") + (f"_{app}" if app else "") + ".png"


def mac_shot(when: str) -> str:
    t = _t(when)
    return f"Captura de Tela {t:%Y-%m-%d} às {t:%H.%M.%S}.png"


def wa_img(when: str) -> str:
    t = _t(when)
    return f"WhatsApp Image {t:%Y-%m-%d} at {t:%H.%M.%S}.jpeg"


# --------------------------------------------------------------------------------------
# guideline (Rafael's words)
# --------------------------------------------------------------------------------------

GUIDELINE = """
# Onde fica cada coisa

Escrevi isto depois de passar uma tarde inteira procurando o contrato do apê. Nunca mais.
Vale pra mim (Rafa) e pra Camila. Tudo que chega cai na `inbox/` e depois a gente arruma
com calma (ou não).

## Casa
- Tudo do apartamento fica em `Apartamento/`, uma pasta por assunto:
  `Apartamento/Aluguel` (contrato, reajuste, recibo da imobiliária),
  `Apartamento/Condomínio` (boleto, ata, comunicado do síndico) e `Apartamento/Enel` pras
  contas de luz.
- A internet também tem pasta lá dentro, junto das outras contas da casa.
- Comprovante de Pix vai junto da coisa que ele pagou: Pix do aluguel na pasta do aluguel,
  Pix da veterinária na pasta do Paçoca, e por aí vai. NÃO existe pasta de "comprovantes"
  e nem vai existir.

## Documentos e saúde
- RG, CPF, CNH, passaporte, título, certidões: tudo em `Documentos/`, dos dois juntos mesmo.
- Saúde é separada por pessoa: `Saúde/Rafael` e `Saúde/Camila`. Exame, laudo, atestado,
  carteirinha do plano, receita de médico.
- Atenção: receita de MÉDICO vai na Saúde da pessoa; receita de COMIDA vai em `Receitas/`.
  (Já aconteceu. Não vou dizer quem foi.)
- O Paçoca tem a pasta dele, `Paçoca/`: vacina, veterinária, ração, remédio, banho e tosa.
  Ela é a única da casa sem boleto no nome, por enquanto.

## Trabalho
- Eu sou MEI. As guias do DAS ficam em `MEI/DAS/`, uma pasta por ano: `MEI/DAS/2024`,
  `MEI/DAS/2025` e assim por diante. O ano é o da COMPETÊNCIA, não o do pagamento: o DAS de
  dezembro vence em janeiro mas fica na pasta do ano de dezembro.
- O certificado do MEI (CCMEI) e a declaração anual (DASN) ficam soltos em `MEI/`.
- Nota fiscal que eu emito vai na pasta do cliente, dentro de `Clientes/`, com o nome do
  cliente. Orçamento, briefing e contrato daquele cliente vão junto.
- Holerite da Camila: `Camila/Holerites`.

## Impostos
- Uma pasta por declaração, pelo ano em que a gente ENTREGA, com o ano-base entre
  parênteses: `Impostos/IRPF 2025 (ano-base 2024)`. Informe de rendimentos, recibo de
  entrega, DARF, tudo junto, dos dois.
- Lembrete pra mim mesmo: informe de rendimentos que chega em fevereiro é do ano anterior.
  Quando começar a temporada do próximo, cria a pasta nova no mesmo padrão.

## Carro
- `Carro/` pra documento, IPVA, multa (argh) e oficina.

## Viagens e fotos
- Cada viagem tem a sua pasta dentro de `Viagens/`: passagem, reserva, roteiro, ingresso e
  as fotos tiradas durante a viagem. O nome de cada uma saiu de um jeito
  (`Viagens/Portugal 2025`, `Viagens/Carnaval 24`...). Não mexe, já tá assim.
- O resto das fotos vai em `Fotos/`, por ano: `Fotos/2023` e `Fotos/2024-2025` (juntei os
  dois anos porque deu preguiça de separar; um dia eu arrumo).

## O que não guardar
- Cardápio de delivery, propaganda, termo de uso, convite de festa, meme do grupo da
  família: apaga. A gente já tem mais print de meme do que foto do Paçoca.

(Camila aqui: meus certificados de curso eu guardo onde eu quiser. Beijos.)
"""

# --------------------------------------------------------------------------------------
# clients of the MEI
# --------------------------------------------------------------------------------------

CLIENTES = {
    "garoa": {
        "razao": "CERVEJARIA GAROA ARTESANAL LTDA",
        "cnpj": "33.456.789/0001-12",
        "endereco": "Rua Cardeal Arcoverde, 2100 — Pinheiros — São Paulo/SP — CEP 05408-002",
        "email": "tiago@cervejariagaroa.com.br",
    },
    "pindorama": {
        "razao": "EDITORA PINDORAMA LTDA",
        "cnpj": "28.765.432/0001-98",
        "endereco": "Rua Fradique Coutinho, 830 — Vila Madalena — São Paulo/SP — CEP 05416-001",
        "email": "producao@editorapindorama.com.br",
    },
    "flor": {
        "razao": "FLOR DO CAMBUCI PANIFICADORA E CONFEITARIA LTDA",
        "cnpj": "19.876.543/0001-21",
        "endereco": "Rua Lavapés, 455 — Cambuci — São Paulo/SP — CEP 01519-000",
        "email": "padariaflordocambuci@gmail.com",
    },
    "agora": {
        "razao": "ÁGORA YOGA E PILATES LTDA",
        "cnpj": "40.112.233/0001-44",
        "endereco": "Rua Tutóia, 611 — Paraíso — São Paulo/SP — CEP 04007-004",
        "email": "renata@estudioagora.com.br",
    },
}

G = "Clientes/Cervejaria Garoa/"
P = "Clientes/Editora Pindorama/"
F = "Clientes/Padaria Flor do Cambuci/"
A = "Clientes/Estúdio Ágora/"

NFSE_ROWS = [
    {"path": P + "NFS-e 9 - capa O Rio que Corre em Nós.pdf", "numero": 9,
     "emissao": "2024-03-14 10:12:40", "competencia": "2024-03-14", "cliente": "pindorama",
     "valor": 1800.00,
     "descricao": "Criação de capa e quarta capa para o livro 'O Rio que Corre em Nós' "
     "(romance, 14x21 cm), incluindo 2 rodadas de ajustes e arquivos finais para gráfica."},
    {"path": G + "NFS-e 0012 - Garoa.pdf", "numero": 12, "emissao": "2024-05-20 16:40:02",
     "competencia": "2024-05-20", "cliente": "garoa", "valor": 2800.00,
     "descricao": "Criação de rótulos para a linha sazonal Outono (3 rótulos: Brown Ale "
     "Paineira, Porter Sereno e Amber Lager Garoa), com arte-final para impressão."},
    {"path": F + "NFSe_000014.pdf", "numero": 14, "emissao": "2024-07-09 09:05:11",
     "competencia": "2024-07-09", "cliente": "flor", "valor": 950.00,
     "descricao": "Diagramação do cardápio de balcão e da tabela de preços (frios, pães e "
     "confeitaria), versão impressa A3 e versão digital para WhatsApp."},
    {"path": G + "NFSe_000018.pdf", "numero": 18, "emissao": "2024-11-08 11:31:57",
     "competencia": "2024-11-08", "cliente": "garoa", "valor": 3200.00,
     "descricao": "Criação de rótulos da linha Verão: Neblina IPA, Witbier Garoa e Sour de "
     "Cajá. Inclui mockups de garrafa 600 ml e arte-final."},
    {"path": P + "NFSe_000021.pdf", "numero": 21, "emissao": "2025-02-20 14:22:09",
     "competencia": "2025-02-20", "cliente": "pindorama", "valor": 1800.00,
     "descricao": "Criação de capa do livro 'Cartografias do Silêncio' (poesia), capa e "
     "lombada, arquivo fechado em PDF/X-1a."},
    {"path": A + "NFSe_000022.pdf", "numero": 22, "emissao": "2025-03-31 18:02:44",
     "competencia": "2025-03-31", "cliente": "agora", "valor": 1200.00,
     "descricao": "Pacote mensal de conteúdo para redes sociais — março/2025: 12 posts de "
     "feed e 8 stories com identidade do estúdio."},
    {"path": G + "NFSe_000024.pdf", "numero": 24, "emissao": "2025-06-16 10:48:30",
     "competencia": "2025-06-16", "cliente": "garoa", "valor": 1500.00,
     "descricao": "Adaptação dos rótulos da linha Verão para latas de 473 ml (3 SKUs), "
     "com ajuste de código de barras e tabela nutricional."},
    {"path": F + "NFSe_000025.pdf", "numero": 25, "emissao": "2025-07-22 15:15:03",
     "competencia": "2025-07-22", "cliente": "flor", "valor": 1400.00,
     "descricao": "Criação de estampa para saco de pão (kraft) e sacola de papel, com "
     "arquivos para a gráfica de embalagens."},
    {"path": G + "NFSe_000027.pdf", "numero": 27, "emissao": "2025-10-21 09:40:18",
     "competencia": "2025-10-21", "cliente": "garoa", "valor": 2400.00,
     "descricao": "Identidade visual da Oktoberfest do taproom: cartaz A2, cardápio de "
     "torneiras e 6 posts para redes sociais."},
    {"path": P + "NFSe_000029.pdf", "numero": 29, "emissao": "2025-11-18 17:20:51",
     "competencia": "2025-11-18", "cliente": "pindorama", "valor": 3900.00,
     "descricao": "Projeto gráfico e capas da coleção 'Contos de Quintal' (3 volumes "
     "infantojuvenis): grid, tipografia e 3 capas ilustradas."},
    {"path": A + "NFSe_000030.pdf", "numero": 30, "emissao": "2025-12-15 11:07:36",
     "competencia": "2025-12-15", "cliente": "agora", "valor": 1200.00,
     "descricao": "Pacote mensal de conteúdo para redes sociais — dezembro/2025: 12 posts "
     "e 8 stories, incluindo campanha de fim de ano."},
    # inbox
    {"path": "inbox/NFSe_000031.pdf", "numero": 31, "emissao": "2026-01-27 10:30:12",
     "competencia": "2026-01-27", "cliente": "garoa", "valor": 3600.00,
     "descricao": "Criação de 3 rótulos para a linha Verão 2026 (Hazy de Caju, Lager de "
     "Verão e Gose de Seriguela), com mockups e arte-final.", "expect": G},
    {"path": "inbox/nota_fiscal_janeiro.pdf", "numero": 32, "emissao": "2026-01-30 16:55:40",
     "competencia": "2026-01-30", "cliente": "pindorama", "valor": 1950.00,
     "descricao": "Criação de capa e 4 vinhetas internas para o livro 'A Casa das Marés' "
     "(romance), arquivos finais para gráfica.", "expect": P},
]  # fmt: skip

# --------------------------------------------------------------------------------------
# Enel bills
# --------------------------------------------------------------------------------------

_ENEL_KWH = {
    "2024-09": 176, "2024-10": 190, "2024-11": 207, "2024-12": 221, "2025-01": 236,
    "2025-02": 231, "2025-03": 244, "2025-04": 198, "2025-05": 139, "2025-06": 169,
    "2025-07": 181, "2025-08": 178, "2025-09": 172, "2025-10": 185, "2025-11": 203,
    "2025-12": 219, "2026-01": 226, "2026-02": 238,
}  # fmt: skip
_ENEL_BAND = {
    "2025-02": "Verde", "2025-03": "Verde", "2025-04": "Verde", "2025-05": "Verde",
    "2025-06": "Amarela", "2025-07": "Vermelha P1", "2025-08": "Amarela",
    "2025-09": "Vermelha P2", "2025-10": "Vermelha P2", "2025-11": "Vermelha P1",
    "2025-12": "Amarela", "2026-01": "Amarela", "2026-02": "Verde",
}  # fmt: skip
_ENEL_READ_DAY = {
    "2025-01": 13, "2025-02": 11, "2025-03": 13, "2025-04": 11, "2025-05": 13, "2025-06": 12,
    "2025-07": 11, "2025-08": 12, "2025-09": 11, "2025-10": 13, "2025-11": 12, "2025-12": 11,
    "2026-01": 13, "2026-02": 11,
}  # fmt: skip
_ENEL_NAMES = {
    "2025-02": "Apartamento/Enel/Conta_Enel_0412345678_2025-02.pdf",
    "2025-03": "Apartamento/Enel/fatura enel mar25.pdf",
    "2025-04": "Apartamento/Enel/2a via Enel abril.pdf",
    "2025-05": "Apartamento/Enel/enel_05_2025.pdf",
    "2025-06": "Apartamento/Enel/Conta_Enel_0412345678_2025-06.pdf",
    "2025-07": "Apartamento/Enel/conta luz julho.pdf",
    "2025-08": "Apartamento/Enel/Conta_Enel_0412345678_2025-08.pdf",
    "2025-09": "Apartamento/Enel/Conta_Enel_0412345678_2025-09.pdf",
    "2025-10": "Apartamento/Enel/enel out-2025.pdf",
    "2025-11": "Apartamento/Enel/Conta_Enel_0412345678_2025-11.pdf",
    "2025-12": "Apartamento/Enel/Conta_Enel_0412345678_2025-12.pdf",
    "2026-01": "Apartamento/Enel/Conta_Enel_0412345678_2026-01.pdf",
    "2026-02": "inbox/conta_luz_fev26.pdf",
}
_MES3 = ["JAN", "FEV", "MAR", "ABR", "MAI", "JUN", "JUL", "AGO", "SET", "OUT", "NOV", "DEZ"]


def _enel_rows() -> list[dict]:
    rows = []
    keys = sorted(_ENEL_KWH)
    for ref, path in _ENEL_NAMES.items():
        y, m = map(int, ref.split("-"))
        prev = f"{y - 1}-12" if m == 1 else f"{y}-{m - 1:02d}"
        la = _dt.date(y, m, _ENEL_READ_DAY[ref])
        lp = _dt.date(int(prev[:4]), int(prev[5:]), _ENEL_READ_DAY[prev])
        emis = la + _dt.timedelta(days=1)
        venc = emis + _dt.timedelta(days=12)
        while venc.weekday() >= 5:
            venc += _dt.timedelta(days=1)
        i = keys.index(ref)
        hist = [
            (f"{_MES3[int(k[5:]) - 1]}/{k[2:4]}", _ENEL_KWH[k]) for k in keys[max(0, i - 6) : i]
        ]
        row = {
            "path": path,
            "ref": ref,
            "emissao": emis.isoformat(),
            "vencimento": venc.isoformat(),
            "leitura_ant": lp.isoformat(),
            "leitura_at": la.isoformat(),
            "kwh": _ENEL_KWH[ref],
            "bandeira": _ENEL_BAND[ref],
            "historico": hist,
            "mtime": (emis + _dt.timedelta(days=2)).isoformat() + " 19:20",
        }
        if ref < "2025-07":
            row["rodape"] = (
                "Pague com Pix (QR Code no app Enel) ou pelo código de barras: "
                f"83650000001-{m} {la:%d%m}0482-1 34567801234-5 {y}0412345-6. "
                "Após o vencimento: multa de 2% e juros de 1% ao mês."
            )
        if path.startswith("inbox/"):
            row["expect"] = "Apartamento/Enel/"
        rows.append(row)
    return rows


ENEL_ROWS = _enel_rows()

# --------------------------------------------------------------------------------------
# DAS (MEI)
# --------------------------------------------------------------------------------------


def _das_rows() -> list[dict]:
    rows = []
    special = {
        "2024-03": ("MEI/DAS/2024/DAS mar24.pdf", False),
        "2024-07": ("MEI/DAS/2024/das_2024_07 pago.pdf", True),
        "2024-10": ("MEI/DAS/2024/DAS outubro 2024.pdf", False),
        "2024-12": ("MEI/DAS/2024/DAS dez24 (vence jan).pdf", True),
        "2025-02": ("MEI/DAS/2025/DAS fev25 pago.pdf", True),
        "2025-06": ("MEI/DAS/2025/das junho.pdf", False),
        "2025-09": ("MEI/DAS/2025/DAS set-2025 pago.pdf", True),
    }
    comps = [f"2024-{m:02d}" for m in range(1, 13)] + [f"2025-{m:02d}" for m in range(1, 12)]
    for c in comps:
        y, m = map(int, c.split("-"))
        ny, nm = (y + 1, 1) if m == 12 else (y, m + 1)
        emis = _dt.date(ny, nm, 12 + (m % 5))
        path, pago = special.get(
            c, (f"MEI/DAS/{y}/DAS-PGMEI-45123987000160-PA{y}{m:02d}.pdf", False)
        )
        row = {"path": path, "comp": c, "emissao": emis.isoformat()}
        if pago:
            row["pago"] = (emis + _dt.timedelta(days=2)).isoformat()
        rows.append(row)
    rows.append(
        {
            "path": "inbox/DAS-PGMEI-45123987000160-PA202512.pdf",
            "comp": "2025-12",
            "emissao": "2026-01-14",
            "mtime": "2026-01-14 09:12",
            "expect": "MEI/DAS/2025/",
        }
    )
    rows.append(
        {
            "path": "inbox/DAS-PGMEI-45123987000160-PA202601.pdf",
            "comp": "2026-01",
            "emissao": "2026-02-11",
            "mtime": "2026-02-11 20:41",
            "expect": "MEI/DAS/2026/",
        }
    )
    return rows  # fmt: skip


DAS_ROWS = _das_rows()

# --------------------------------------------------------------------------------------
# Camila's payslips
# --------------------------------------------------------------------------------------

_HOLE_VAR = {
    # comp: (noturno_h, horas extras_h, coparticipação)
    "2024-03": (36, 0, 0), "2024-04": (48, 6, 0), "2024-05": (24, 0, 0), "2024-06": (36, 12, 35.00),
    "2024-07": (60, 0, 0), "2024-08": (48, 6, 0), "2024-09": (36, 0, 0), "2024-10": (24, 12, 0),
    "2024-11": (48, 0, 0), "2024-12": (60, 18, 0), "2025-01": (36, 0, 120.00), "2025-02": (48, 6, 0),
    "2025-03": (36, 12, 0), "2025-04": (0, 0, 45.00), "2025-05": (48, 0, 0), "2025-06": (60, 6, 0),
    "2025-07": (36, 0, 0), "2025-08": (48, 12, 0), "2025-09": (24, 0, 28.50), "2025-10": (36, 6, 0),
    "2025-11": (48, 0, 0), "2025-12": (60, 12, 0), "2026-01": (36, 0, 0),
}  # fmt: skip
_HOLE_NAMES = {
    "2024-03": "Camila/Holerites/scan0003.pdf",
    "2024-04": "Camila/Holerites/scan0004.pdf",
    "2024-05": "Camila/Holerites/holerite maio 24.pdf",
    "2024-09": "Camila/Holerites/Holerite set-2024 (dissídio).pdf",
    "2025-04": "Camila/Holerites/holerite abril 25 - férias.pdf",
    "2025-12": "Camila/Holerites/holerite_dez2025.pdf",
    "2026-01": "inbox/demonstrativo_pagamento.pdf",
}


def _fifth_business_day(y: int, m: int) -> _dt.date:
    d = _dt.date(y, m, 1)
    n = 0
    while True:
        if d.weekday() < 5:
            n += 1
            if n == 5:
                return d
        d += _dt.timedelta(days=1)


def _holerite_rows() -> list[dict]:
    rows = []
    for c, (noturno, he, cop) in _HOLE_VAR.items():
        y, m = map(int, c.split("-"))
        ny, nm = (y + 1, 1) if m == 12 else (y, m + 1)
        pay = _fifth_business_day(ny, nm)
        path = _HOLE_NAMES.get(c, f"Camila/Holerites/Holerite_20417_{y}{m:02d}.pdf")
        row = {
            "path": path,
            "comp": c,
            "pagamento": pay.isoformat(),
            "noturno_h": noturno,
            "he_h": he,
            "fmt": "mes_ano" if y == 2024 else "num",
            "mtime": (pay + _dt.timedelta(days=1)).isoformat() + " 07:45",
        }
        if cop:
            row["coparticipacao"] = cop
        if c == "2025-04":
            row["ferias"] = True
        if path.split("/")[-1].startswith("scan"):
            row["kind"] = "scanpdf"
            row["fmt"] = "extenso"
        if path.startswith("inbox/"):
            row["expect"] = "Camila/Holerites/"
            row["fmt"] = "abrev"
        rows.append(row)
    return rows


HOLERITE_ROWS = _holerite_rows()

DECIMO_ROWS = [
    {"path": "Camila/Holerites/13o salario 2024.pdf", "ano": 2024, "pag1": "29/11/2024",
     "pag2": "20/12/2024", "media_variaveis": 640.00, "mtime": "2024-12-21 08:10"},
    {"path": "Camila/Holerites/13º 2025.pdf", "ano": 2025, "pag1": "28/11/2025",
     "pag2": "19/12/2025", "media_variaveis": 702.35, "mtime": "2025-12-20 09:02"},
]  # fmt: skip

# --------------------------------------------------------------------------------------
# Nubank card statements (CSV export)
# --------------------------------------------------------------------------------------

NUBANK_FIXOS = [
    (2, "Adobe *Creative Cloud", 124.00),
    (4, "Spotify", 21.90),
    (6, "Netflix.Com", 44.90),
    (9, "Smartfit Vila Mariana", 119.90),
    (17, "Google One", 9.99),
    (21, "Petsaude Plano Pet", 89.90),
]
NUBANK_VARIAVEIS = [
    ("Pao de Acucar Domingos", 38.0, 320.0),
    ("Ifood *Ifood", 32.0, 118.0),
    ("Uber *Trip", 11.5, 58.0),
    ("99app *99app", 9.9, 42.0),
    ("Drogasil 2041", 16.0, 140.0),
    ("Posto Shell Vila Mariana", 150.0, 250.0),
    ("Padaria Bella Mariana", 12.0, 48.0),
    ("Sacolao Sao Jorge", 28.0, 104.0),
    ("Mercadolivre*Mercadoli", 39.0, 380.0),
    ("Amazon Br", 29.0, 260.0),
    ("Zona Azul Digital", 5.0, 15.0),
    ("Hortifruti Santa Cruz", 22.0, 96.0),
    ("Cinemark Santa Cruz", 38.0, 92.0),
    ("Kalunga Vila Mariana", 18.0, 160.0),
    ("Bar Sao Cristovao", 60.0, 210.0),
]
NUBANK_ROWS = [
    {"path": f"Finanças/Nubank_{d}.csv", "fechamento": d, "mtime": d + " 21:10"}
    for d in ["2025-08-15", "2025-09-15", "2025-10-15", "2025-11-15", "2025-12-15", "2026-01-15"]
]
NUBANK_ROWS[3]["extras"] = [("2025-10-22", "Pagamento recebido", -3412.55)]
NUBANK_ROWS.append(
    {
        "path": "inbox/Nubank_2026-02-15.csv",
        "fechamento": "2026-02-15",
        "mtime": "2026-02-16 08:30",
        "extras": [
            ("2026-01-24", "Petz Vila Mariana", 479.80),
            ("2026-01-22", "Pagamento recebido", -3980.10),
        ],
        "expect": "Finanças/",
    }
)

# --------------------------------------------------------------------------------------
# phone photos (no text)
# --------------------------------------------------------------------------------------


def PH(folder: str, when: str, device: str | None, scene: str, **kw) -> dict:
    if device == "iphone":
        name = ip(when)
    elif device == "samsung":
        name = sm(when)
    else:
        name = wa_img(when)
    return D(folder + name, "photo", when, device=device, scene=scene, **kw)


V23 = "Viagens/2023/"
VCA = "Viagens/Carnaval 24/"
VRJ = "Viagens/Rio-2024/"
VPT = "Viagens/Portugal 2025/"
F23 = "Fotos/2023/"
F245 = "Fotos/2024-2025/"

PHOTOS = [
    PH("Apartamento/Aluguel/", "2023-02-27 11:20:00", "iphone", "interior"),
    PH(G, "2024-11-29 16:40:12", None, "interior", portrait=True),
    # 2023 trips: Paraty (20-23/04) and Chapada Diamantina (02-10/09)
    PH(V23, "2023-04-20 17:42:10", "iphone", "praia"),
    PH(V23, "2023-04-21 11:05:33", "samsung", "cidade"),
    PH(V23, "2023-04-22 16:20:05", "iphone", "praia"),
    PH(V23, "2023-09-03 10:14:22", "iphone", "cachoeira", portrait=True),
    PH(V23, "2023-09-05 13:40:11", "samsung", "cachoeira"),
    PH(V23, "2023-09-08 09:55:40", "iphone", "montanha"),
    PH(V23, "2023-09-09 17:48:02", "iphone", "por_do_sol"),
    # Carnaval 2024 in Olinda/Recife (08-15/02/2024)
    PH(VCA, "2024-02-09 22:10:05", "iphone", "festa"),
    PH(VCA, "2024-02-10 11:32:45", "samsung", "carnaval"),
    PH(VCA, "2024-02-11 15:03:12", "iphone", "carnaval", portrait=True),
    PH(VCA, "2024-02-13 18:44:30", "iphone", "praia"),
    # Rio (30/05-02/06/2024)
    PH(VRJ, "2024-05-30 16:22:18", "iphone", "praia"),
    PH(VRJ, "2024-05-31 10:41:00", "iphone", "cidade"),
    PH(VRJ, "2024-06-01 12:15:40", "samsung", "praia"),
    PH(VRJ, "2024-06-01 18:02:55", "iphone", "por_do_sol"),
    PH(VRJ, "2024-06-02 11:30:12", "iphone", "cidade"),
    # Portugal (10-24/04/2025)
    PH(VPT, "2025-04-11 10:05:12", "iphone", "cidade"),
    PH(VPT, "2025-04-12 15:22:41", "samsung", "azulejo"),
    PH(VPT, "2025-04-14 12:48:09", "iphone", "montanha"),
    PH(VPT, "2025-04-16 11:02:33", "iphone", "cidade", portrait=True),
    PH(VPT, "2025-04-18 10:15:20", "samsung", "montanha"),
    PH(VPT, "2025-04-19 17:30:44", "iphone", "praia"),
    PH(VPT, "2025-04-21 13:12:05", "iphone", "cidade"),
    PH(VPT, "2025-04-22 19:45:10", "samsung", "noite"),
    PH(VPT, "2025-04-23 16:05:50", "iphone", "azulejo"),
    # everyday photos 2023
    PH(F23, "2023-01-14 15:20:00", "iphone", "cachorro"),
    PH(F23, "2023-03-04 18:10:00", "iphone", "interior"),
    PH(F23, "2023-05-13 13:00:22", "samsung", "comida"),
    PH(F23, "2023-06-24 20:15:40", "iphone", "festa"),
    PH(F23, "2023-07-16 10:30:02", "iphone", "cachorro", portrait=True),
    PH(F23, "2023-08-12 12:45:10", "samsung", "parque"),
    PH(F23, "2023-10-12 16:05:30", "iphone", "parque"),
    PH(F23, "2023-11-15 11:40:00", "iphone", "comida"),
    PH(F23, "2023-12-25 14:22:18", "samsung", "festa"),
    PH(F23, "2023-12-31 23:58:40", "iphone", "noite"),
    # everyday photos 2024-2025
    PH(F245, "2024-01-01 00:05:12", "iphone", "noite"),
    PH(F245, "2024-03-10 11:20:30", "samsung", "cachorro"),
    PH(F245, "2024-04-21 09:45:00", "iphone", "parque"),
    PH(F245, "2024-06-22 21:14:33", None, "festa"),
    PH(F245, "2024-07-14 15:10:20", "iphone", "cachorro"),
    PH(F245, "2024-08-25 12:30:45", "iphone", "comida"),
    PH(F245, "2024-10-12 16:40:00", "samsung", "parque"),
    PH(F245, "2024-11-02 10:05:10", "iphone", "interior"),
    PH(F245, "2024-12-25 13:20:00", "iphone", "festa"),
    PH(F245, "2025-01-19 17:55:22", "samsung", "parque"),
    PH(F245, "2025-03-02 10:10:10", "iphone", "cachorro", portrait=True),
    PH(F245, "2025-05-11 12:40:00", "iphone", "comida"),
    PH(F245, "2025-06-21 20:14:33", None, "festa"),
    PH(F245, "2025-07-27 14:02:50", "samsung", "parque"),
    PH(F245, "2025-09-07 11:15:05", "iphone", "cidade"),
    PH(F245, "2025-10-25 18:30:40", "iphone", "noite"),
    PH(F245, "2025-11-30 09:50:15", "iphone", "cachorro"),
    PH(F245, "2025-12-24 22:45:00", "samsung", "festa"),
    # inbox photos
    PH("inbox/", "2025-04-15 14:30:00", "iphone", "cidade", expect=VPT),
    PH("inbox/", "2024-02-12 23:15:44", "samsung", "carnaval", expect=VCA),
    PH("inbox/", "2024-05-31 14:20:00", "iphone", "montanha", expect=VRJ),
    PH("inbox/", "2023-09-06 11:25:00", "iphone", "cachoeira", expect=V23),
    PH("inbox/", "2024-06-04 19:40:00", "iphone", "cachorro", expect=F245),
    PH("inbox/", "2023-12-24 21:10:00", "iphone", "festa", expect=F23),
    PH("inbox/", "2025-10-12 16:22:10", "samsung", "parque", expect=F245),
]

# --------------------------------------------------------------------------------------
# text helpers for recurring layouts
# --------------------------------------------------------------------------------------

_MESABR = ["JAN", "FEV", "MAR", "ABR", "MAI", "JUN", "JUL", "AGO", "SET", "OUT", "NOV", "DEZ"]


def pix_nubank(when: str, valor: str, nome: str, doc: str, inst: str, desc: str, e2e: str) -> str:
    t = _t(when)
    return f"""## Comprovante de transferência
~ {t.day:02d} {_MESABR[t.month - 1]} {t.year} - {t:%H:%M:%S}
**Valor**
R$ {valor}
Tipo de transferência: Pix
---
**Destino**
Nome: {nome}
CPF/CNPJ: {doc}
Instituição: {inst}
---
**Origem**
Nome: Rafael Oliveira
Instituição: NU PAGAMENTOS - IP
Agência: 0001 — Conta: 8123456-7
CPF: •••.472.659-••
---
Descrição: {desc}
ID da transação: {e2e}
~ Ouvidoria Nubank: 0800 887 0463"""


def pix_itau(when: str, valor: str, nome: str, doc: str, inst: str, desc: str, e2e: str) -> str:
    t = _t(when)
    return f"""## Pix realizado com sucesso
**comprovante de transferência Pix**
data da transferência: {t:%d/%m/%Y}
horário: {t:%Hh%M}
valor: R$ {valor}
---
**para**
{nome}
CPF/CNPJ: {doc}
instituição: {inst}
---
**de**
CAMILA SANTOS
agência 0912 — conta corrente 45821-3
Itaú Unibanco S.A.
---
mensagem: {desc}
autenticação: {e2e}"""


def boleto_condo(
    comp: str,
    emis: str,
    venc: str,
    ordin: str,
    fundo: str,
    m3: int,
    agua: str,
    total: str,
    extra: str = "",
) -> str:
    return f"""# Lar Paulista Administração de Condomínios
CNPJ 07.654.321/0001-09 — Rua Vergueiro, 2087, cj. 54 — São Paulo/SP — (11) 3571-8800
## Boleto de cobrança — taxa condominial
Condomínio Edifício Jacarandá — CNPJ 54.321.098/0001-76
Rua Domingos de Morais, 1234 — Vila Mariana — São Paulo/SP — CEP 04010-100
Unidade: 52 — Pagador: RAFAEL OLIVEIRA — CPF {RAFAEL_CPF}
!Competência | Emissão | Vencimento
{comp} | {emis} | {venc}
!Descrição | | Valor (R$)
Taxa condominial ordinária | | {ordin}
Fundo de reserva (5%) | | {fundo}
Consumo de água — medição individualizada ({m3} m³) | | {agua}
{extra}
!Total do documento | | R$ {total}
---
Instruções: após o vencimento cobrar multa de 2% e juros de 1% ao mês. Não receber após
60 dias do vencimento. Dúvidas: atendimento@larpaulista.com.br
Beneficiário: Condomínio Edifício Jacarandá — Banco Itaú (341) — Ag. 1578
Nosso número: 109/000520{comp[:2]}-{len(total) % 10}
Linha digitável: 34191.09008 00520.{comp[:2]}1578 15782.340009 1 {venc[-4:]}0000{total.replace(".", "").replace(",", "")}"""


def vivo_fatura(ref: str, periodo: str, emis: str, venc: str, valor: str, extra: str = "") -> str:
    return f"""# Vivo
Telefônica Brasil S.A. — CNPJ 02.558.157/0001-62 — Av. Engenheiro Luiz Carlos Berrini, 1376
## Conta Vivo — Fibra
Titular: RAFAEL OLIVEIRA — CPF {RAFAEL_CPF}
Endereço de instalação: R. Domingos de Morais, 1234, ap. 52 — Vila Mariana — São Paulo/SP
Número da conta: 8004123456 — Código do cliente: 0911.334.227
!Mês de referência | Emissão | Vencimento
{ref} | {emis} | {venc}
Período de utilização: {periodo}
!Serviço | | Valor (R$)
Vivo Fibra 500 Mega — mensalidade | | {valor}
{extra}
!Total a pagar | | R$ {valor if not extra else extra.split("|")[-1].strip()}
---
Pague pelo app Vivo, Pix ou código de barras. Débito automático disponível nos principais bancos.
Central de relacionamento: *8486 ou 103 15. Anatel: 1331."""


# --------------------------------------------------------------------------------------
# library documents
# --------------------------------------------------------------------------------------

AL = "Apartamento/Aluguel/"
CO = "Apartamento/Condomínio/"
EN = "Apartamento/Enel/"
NET = "Apartamento/Internet/"
DOC = "Documentos/"
SR = "Saúde/Rafael/"
SC = "Saúde/Camila/"
PC = "Paçoca/"
RC = "Receitas/"
CA = "Carro/"
CS = "Carro/Seguro/"
IR24 = "Impostos/IRPF 2024 (ano-base 2023)/"
IR25 = "Impostos/IRPF 2025 (ano-base 2024)/"
IR26 = "Impostos/IRPF 2026 (ano-base 2025)/"
MEI = "MEI/"
HO = "Camila/Holerites/"
CUR = "Camila/COREN e cursos/"
FIN = "Finanças/"

DOCS: list[dict] = []

# ---------------------------------------------------------------- Apartamento/Aluguel
DOCS += [
    D(
        AL + "Contrato de locação - Domingos de Morais.pdf",
        "pdf",
        "2023-02-24 18:30",
        """
        # CONTRATO DE LOCAÇÃO RESIDENCIAL
        Contrato nº 2023/0187 — Imobiliária Tanaka & Filhos Ltda — CRECI-SP 21.874-J

        LOCADOR: SÉRGIO HIROSHI TANAKA, brasileiro, casado, engenheiro civil, CPF 087.331.448-10, neste ato representado por sua administradora IMOBILIÁRIA TANAKA & FILHOS LTDA, CNPJ 12.887.340/0001-55, com sede na Rua Joaquim Távora, 410, Vila Mariana, São Paulo/SP.
        LOCATÁRIOS: RAFAEL OLIVEIRA, brasileiro, designer gráfico, CPF 318.472.659-04, RG 38.456.712-3 SSP/SP; e CAMILA SANTOS, brasileira, enfermeira, CPF 402.118.937-21, RG 41.903.256-8 SSP/SP, ambos residentes no imóvel objeto deste contrato.
        IMÓVEL: apartamento nº 52, 5º andar, do Condomínio Edifício Jacarandá, situado na Rua Domingos de Morais, 1234, Vila Mariana, São Paulo/SP, CEP 04010-100, com uma vaga de garagem (nº 17), conforme laudo de vistoria anexo.
        ## Cláusula 1ª — Do prazo
        A locação é contratada pelo prazo de 30 (trinta) meses, com início em 1º de março de 2023 e término em 31 de agosto de 2025, data em que os LOCATÁRIOS se obrigam a restituir o imóvel livre e desocupado, salvo prorrogação por escrito.
        ## Cláusula 2ª — Do aluguel
        O aluguel mensal é de R$ 2.600,00 (dois mil e seiscentos reais), vencível no dia 05 (cinco) do mês seguinte ao vencido, pago por Pix à administradora (chave CNPJ 12.887.340/0001-55) ou por boleto bancário.
        ## Cláusula 3ª — Do reajuste
        O aluguel será reajustado a cada 12 (doze) meses, sempre no mês de março, pela variação acumulada do IGP-M/FGV dos doze meses anteriores. Havendo variação negativa, o valor será mantido.
        ## Cláusula 4ª — Dos encargos
        Correm por conta dos LOCATÁRIOS as despesas ordinárias de condomínio, o IPTU, o consumo de energia elétrica (Enel), gás e água individualizada. As despesas extraordinárias de condomínio (obras, fundo de obras, chamadas extras) são de responsabilidade do LOCADOR.
        ## Cláusula 5ª — Da garantia
        Como garantia, os LOCATÁRIOS contratam seguro-fiança locatício junto à Porto Seguro Cia. de Seguros Gerais, mantido durante toda a vigência da locação.
        ## Cláusula 6ª — Dos animais
        É permitida a permanência de animal doméstico de pequeno ou médio porte, observado o regulamento interno do condomínio. Danos causados pelo animal serão reparados pelos LOCATÁRIOS.
        ## Cláusula 7ª — Da rescisão
        A devolução antecipada do imóvel sujeita os LOCATÁRIOS à multa de 3 (três) aluguéis vigentes, proporcional ao tempo restante do contrato, dispensada após o 12º mês mediante aviso prévio de 30 dias.
        ## Cláusula 8ª — Do seguro contra incêndio
        Os LOCATÁRIOS manterão seguro residencial com cobertura de incêndio de no mínimo R$ 300.000,00, renovado anualmente.
        ## Cláusula 9ª — Do foro
        Fica eleito o foro da Comarca de São Paulo/SP.

        São Paulo, 24 de fevereiro de 2023.
        ______________________ LOCADOR (p.p. Imobiliária Tanaka & Filhos Ltda)
        ______________________ RAFAEL OLIVEIRA
        ______________________ CAMILA SANTOS
        Testemunhas: Paula Yamada (RG 33.210.554-1) e Jorge Nunes (RG 28.774.390-X)
        """,
        title="Contrato de locação residencial",
    ),
    D(
        AL + "Aditivo - prorrogação 2025.pdf",
        "pdf",
        "2025-08-18 20:05",
        """
        # TERMO ADITIVO Nº 1 AO CONTRATO DE LOCAÇÃO Nº 2023/0187
        Imobiliária Tanaka & Filhos Ltda — CNPJ 12.887.340/0001-55

        As partes abaixo qualificadas — SÉRGIO HIROSHI TANAKA (LOCADOR), representado por sua administradora, e RAFAEL OLIVEIRA e CAMILA SANTOS (LOCATÁRIOS) — resolvem aditar o contrato de locação do apartamento nº 52 do Condomínio Edifício Jacarandá, Rua Domingos de Morais, 1234, nas seguintes condições:
        ## 1. Prorrogação
        O prazo da locação, que se encerraria em 31/08/2025, fica prorrogado por mais 30 (trinta) meses, de 1º de setembro de 2025 a 29 de fevereiro de 2028.
        ## 2. Valor
        Permanece o aluguel vigente de R$ 2.819,44 (dois mil, oitocentos e dezenove reais e quarenta e quatro centavos), mantidos o vencimento no dia 05 e o reajuste anual em março pelo IGP-M/FGV.
        ## 3. Garantia
        O seguro-fiança deverá ser renovado pelos LOCATÁRIOS até 31/08/2025, com cobertura para todo o novo período.
        ## 4. Ratificação
        Ficam ratificadas todas as demais cláusulas do contrato original não alteradas por este termo.

        São Paulo, 18 de agosto de 2025.
        Assinado eletronicamente via ClickSign por: Sérgio H. Tanaka (p.p.), Rafael Oliveira, Camila Santos.
        """,
        title="Termo aditivo - prorrogação",
    ),
    D(
        AL + "Reajuste 2024.pdf",
        "pdf",
        "2024-02-09 15:00",
        """
        # Imobiliária Tanaka & Filhos Ltda
        Rua Joaquim Távora, 410 — Vila Mariana — São Paulo/SP — (11) 5084-2210 — CRECI-SP 21.874-J

        São Paulo, 09 de fevereiro de 2024.
        Aos locatários Sr. Rafael Oliveira e Sra. Camila Santos
        Ref.: Reajuste anual do aluguel — Rua Domingos de Morais, 1234, apto 52 — Contrato 2023/0187

        Prezados,
        Conforme a cláusula 3ª do contrato de locação, informamos o cálculo do reajuste anual, referente ao aniversário de março/2024.
        !Índice | Período | Variação acumulada
        IGP-M/FGV | fev/2023 a jan/2024 | -3,32%
        Como a variação acumulada foi negativa, o valor do aluguel fica MANTIDO em R$ 2.600,00, nos termos do contrato.
        O próximo reajuste ocorrerá em março de 2025.

        Atenciosamente,
        Paula Yamada — Departamento de Locação
        """,
    ),
    D(
        AL + "Reajuste 2025.pdf",
        "pdf",
        "2025-02-11 16:40",
        """
        # Imobiliária Tanaka & Filhos Ltda
        Rua Joaquim Távora, 410 — Vila Mariana — São Paulo/SP — (11) 5084-2210 — CRECI-SP 21.874-J

        São Paulo, 11 de fevereiro de 2025.
        Aos locatários Sr. Rafael Oliveira e Sra. Camila Santos
        Ref.: Reajuste anual do aluguel — Rua Domingos de Morais, 1234, apto 52 — Contrato 2023/0187

        Prezados,
        Em cumprimento à cláusula 3ª do contrato, comunicamos o reajuste anual do aluguel:
        !Índice | Período | Variação acumulada
        IGP-M/FGV | fev/2024 a jan/2025 | 8,44%
        !Descrição | | Valor
        Aluguel atual | | R$ 2.600,00
        Reajuste (8,44%) | | R$ 219,44
        Novo aluguel a partir da competência mar/2025 | | R$ 2.819,44
        O novo valor passa a valer a partir do aluguel de março, com vencimento em 05/04/2025. Os pagamentos por Pix continuam na chave CNPJ 12.887.340/0001-55.

        Atenciosamente,
        Paula Yamada — Departamento de Locação
        """,
    ),
    D(
        AL + ip("2025-01-06 08:55:10", "PNG"),
        "shot",
        "2025-01-06 08:55:10",
        pix_nubank(
            "2025-01-06 08:55:10",
            "2.600,00",
            "IMOBILIARIA TANAKA & FILHOS LTDA",
            "12.887.340/0001-55",
            "BCO DO BRASIL S.A.",
            "aluguel dez/24 apto 52",
            "E18236120202501061155s07fa2c93d1",
        ),
        style="nubank",
        frame="iphone",
        title="Nubank",
    ),
    D(
        AL + ip("2025-06-05 08:47:12", "PNG"),
        "shot",
        "2025-06-05 08:47:12",
        pix_nubank(
            "2025-06-05 08:47:12",
            "2.819,44",
            "IMOBILIARIA TANAKA & FILHOS LTDA",
            "12.887.340/0001-55",
            "BCO DO BRASIL S.A.",
            "aluguel mai/25 apto 52",
            "E18236120202506051147s0a1b2c3d4e",
        ),
        style="nubank",
        frame="iphone",
        title="Nubank",
    ),
    D(
        AL + sm_shot("2025-11-05 08:30:12", "Itau"),
        "shot",
        "2025-11-05 08:30:12",
        pix_itau(
            "2025-11-05 08:30:12",
            "2.819,44",
            "IMOBILIARIA TANAKA & FILHOS LTDA",
            "12.887.340/0001-55",
            "BCO DO BRASIL S.A.",
            "aluguel out/25 ap 52 (Camila)",
            "E6070190020251105113012a9c4e77b01",
        ),
        style="itau",
        frame="android",
        title="Itaú",
    ),
    D(
        AL + "recibo_aluguel_dez2024.pdf",
        "pdf",
        "2025-01-07 17:12",
        """
        # RECIBO DE ALUGUEL Nº 2023/0187-22
        Imobiliária Tanaka & Filhos Ltda — CNPJ 12.887.340/0001-55 — CRECI-SP 21.874-J

        Recebemos de RAFAEL OLIVEIRA e CAMILA SANTOS a importância de R$ 2.600,00 (dois mil e seiscentos reais), referente ao aluguel de dezembro/2024 do imóvel situado na Rua Domingos de Morais, 1234, apto 52, Vila Mariana, São Paulo/SP.
        !Descrição | | Valor
        Aluguel — competência 12/2024 | | R$ 2.600,00
        Multa / juros | | R$ 0,00
        !Total recebido | | R$ 2.600,00
        Vencimento: 06/01/2025 (o dia 05 caiu em um domingo). Pagamento recebido via Pix em 06/01/2025.
        Locador: Sérgio Hiroshi Tanaka.

        São Paulo, 7 de janeiro de 2025.
        Imobiliária Tanaka & Filhos Ltda — Departamento Financeiro
        """,
    ),
    D(
        AL + "recibo_aluguel_ago2025.pdf",
        "pdf",
        "2025-09-08 09:40",
        """
        # RECIBO DE ALUGUEL Nº 2023/0187-30
        Imobiliária Tanaka & Filhos Ltda — CNPJ 12.887.340/0001-55 — CRECI-SP 21.874-J

        Recebemos de RAFAEL OLIVEIRA e CAMILA SANTOS a importância de R$ 2.819,44, referente ao aluguel de agosto/2025 do imóvel situado na Rua Domingos de Morais, 1234, apto 52.
        !Descrição | | Valor
        Aluguel — competência ago/2025 | | R$ 2.819,44
        !Total recebido | | R$ 2.819,44
        Vencimento: 05/09/2025 — pago em 05/09/2025 via Pix.
        Observação: a partir de 01/09/2025 vigora o Termo Aditivo nº 1 (prorrogação até 29/02/2028).

        São Paulo, 8 de setembro de 2025.
        Imobiliária Tanaka & Filhos Ltda — Departamento Financeiro
        """,
    ),
    D(
        AL + "Laudo de vistoria de entrada.pdf",
        "pdf",
        "2023-02-27 17:00",
        """
        # LAUDO DE VISTORIA DE ENTRADA
        Imóvel: Rua Domingos de Morais, 1234 — apto 52 — Vila Mariana — São Paulo/SP
        Contrato: 2023/0187 — Vistoriador: Jorge Nunes — Data da vistoria: 27/02/2023
        Acompanhantes: Rafael Oliveira (locatário)
        ## Sala (estar/jantar)
        Piso laminado em bom estado, sem riscos aparentes. Paredes pintadas recentemente (cor branco gelo). Pequena mancha de umidade na parede próxima à janela, lado esquerdo (registrada em foto). Janela de alumínio com persiana funcionando.
        ## Cozinha e área de serviço
        Piso cerâmico em bom estado. Armários planejados (3 portas superiores, 2 inferiores) com uma dobradiça frouxa. Torneira com leve gotejamento. Tanque e varal de teto em bom estado.
        ## Dormitório 1 (suíte)
        Piso laminado em bom estado. Armário embutido com 4 portas. Banheiro da suíte: box de vidro com pequena trinca no canto inferior direito; vaso, pia e chuveiro funcionando.
        ## Dormitório 2
        Piso laminado com risco de cerca de 10 cm próximo à porta. Sem armários.
        ## Banheiro social
        Revestimento sem trincas, rejunte escurecido no box. Chuveiro elétrico 7500 W funcionando.
        ## Medidores e chaves
        Energia (Enel) — medidor 7731904 — leitura 48.213 kWh. Gás — leitura 1.204,3 m³. Água — hidrômetro individual 0.088 m³.
        Chaves entregues: 2 da porta principal, 1 da porta de serviço, 2 controles da garagem, 2 tags de acesso.

        As partes declaram estar de acordo com o presente laudo, que integra o contrato de locação.
        """,
    ),
    D(
        AL + "Seguro residencial 2025-2026.pdf",
        "pdf",
        "2025-02-26 11:30",
        """
        # Tokio Marine Seguradora S.A.
        ## Apólice de Seguro Residencial — Tokio Marine Residencial Essencial
        Apólice nº 18.0114.0772391 — Proposta nº 55891247
        Segurado: RAFAEL OLIVEIRA — CPF 318.472.659-04
        Local do risco: Rua Domingos de Morais, 1234, apto 52 — Vila Mariana — São Paulo/SP — CEP 04010-100
        Tipo de imóvel: apartamento — uso: habitual — condição: inquilino
        Vigência: das 24h de 01/03/2025 às 24h de 01/03/2026
        !Cobertura | Limite máximo de indenização | Franquia
        Incêndio, queda de raio e explosão | R$ 300.000,00 | não há
        Danos elétricos | R$ 15.000,00 | R$ 500,00
        Responsabilidade civil familiar | R$ 20.000,00 | não há
        Perda ou pagamento de aluguel | R$ 17.000,00 | não há
        Assistência 24h: chaveiro, encanador, eletricista | conforme manual | —
        Prêmio total: R$ 312,00 — à vista no cartão de crédito.
        Corretora: Vila Seguros Corretora Ltda — SUSEP 10.2033.1.
        """,
    ),
]

# ---------------------------------------------------------------- Apartamento/Condomínio
DOCS += [
    D(
        CO + "boleto_condominio_mar25.pdf",
        "pdf",
        "2025-02-21 09:30",
        boleto_condo(
            "03/2025", "20/02/2025", "10/03/2025", "655,00", "32,75", 8, "63,20", "750,95"
        ),
    ),
    D(
        CO + "Boleto Jacarandá 06-2025.pdf",
        "pdf",
        "2025-05-22 20:10",
        boleto_condo(
            "06/2025", "20/05/2025", "10/06/2025", "655,00", "32,75", 7, "55,30", "743,05"
        ),
    ),
    D(
        CO + "boleto_52_set2025.pdf",
        "pdf",
        "2025-08-21 08:05",
        boleto_condo(
            "09/2025", "20/08/2025", "10/09/2025", "655,00", "32,75", 9, "71,10", "758,85"
        ),
    ),
    D(
        CO + "condominio dez.pdf",
        "pdf",
        "2025-11-21 12:44",
        boleto_condo(
            "12/2025", "20/11/2025", "10/12/2025", "655,00", "32,75", 10, "79,00", "766,75"
        ),
    ),
    D(
        CO + "Ata AGO 2025.pdf",
        "pdf",
        "2025-04-02 19:00",
        """
        # CONDOMÍNIO EDIFÍCIO JACARANDÁ
        CNPJ 54.321.098/0001-76 — Rua Domingos de Morais, 1234 — Vila Mariana — São Paulo/SP
        ## ATA DA ASSEMBLEIA GERAL ORDINÁRIA
        Aos vinte e quatro dias do mês de março de 2025, às 20h00, em segunda convocação, no salão de festas do condomínio, reuniram-se os condôminos conforme lista de presença anexa (24 unidades presentes ou representadas, de um total de 40). Presidiu a assembleia o Sr. Otávio Ramos (apto 121), secretariado pela Sra. Lúcia Ferraz, representante da administradora Lar Paulista.
        ## 1. Prestação de contas de 2024
        Apresentadas as contas do exercício de 2024, com parecer favorável do conselho fiscal. Aprovadas por unanimidade.
        ## 2. Eleição de síndico e conselho
        Eleita síndica a Sra. Marta Bezerra (apto 81), para mandato de dois anos. Conselho: Otávio Ramos (121), Henrique Sato (34) e Rafael Oliveira (52, locatário, sem direito a voto em matéria de despesas extraordinárias).
        ## 3. Obra de restauração da fachada
        Aprovada, por 19 votos a 5, a contratação da empresa Fachadas SP Engenharia para lavagem, tratamento de fissuras e pintura da fachada, pelo valor de R$ 48.000,00, a ser rateado em chamada extra de R$ 120,00 por unidade durante 10 meses, de maio/2025 a fevereiro/2026, cobrada dos proprietários.
        ## 4. Animais nas áreas comuns
        Após reclamações, fica reforçado o artigo 21 do regulamento interno: animais circulam no colo ou com guia curta, somente pelo elevador de serviço. Proibida a permanência de animais no playground.
        ## 5. Assuntos gerais
        Troca do portão da garagem a ser orçada para a próxima assembleia. Moradores pediram bicicletário no subsolo.
        Nada mais havendo a tratar, a assembleia foi encerrada às 22h10.
        """,
    ),
    D(
        CO + "Regulamento interno.pdf",
        "pdf",
        "2023-03-02 14:00",
        """
        # REGULAMENTO INTERNO — CONDOMÍNIO EDIFÍCIO JACARANDÁ
        Aprovado em assembleia de 12/05/2019 — versão consolidada.
        ## Capítulo I — Do silêncio
        Art. 5º — Das 22h às 8h devem ser evitados ruídos que perturbem os vizinhos, inclusive som, obras, saltos e arrastar de móveis.
        ## Capítulo II — Das mudanças e obras
        Art. 9º — Mudanças apenas de segunda a sábado, das 8h às 17h, com agendamento prévio na portaria e uso exclusivo do elevador de serviço, protegido com capa.
        Art. 11 — Obras com ruído somente de segunda a sexta, das 9h às 17h.
        ## Capítulo III — Do salão de festas e churrasqueira
        Art. 15 — Reserva pelo aplicativo do condomínio, taxa de R$ 150,00 por uso, limite de 40 convidados, encerramento às 23h.
        ## Capítulo IV — Dos animais
        Art. 21 — É permitida a criação de animais domésticos que não ofereçam risco à segurança e à saúde dos moradores. Nas áreas comuns, os animais devem circular no colo ou com guia curta, utilizando exclusivamente o elevador de serviço.
        Art. 22 — O tutor deve recolher imediatamente os dejetos do animal e responde por danos e pelo barulho excessivo (latidos contínuos).
        Art. 23 — Cães de grande porte ou de raças consideradas perigosas devem usar focinheira nas áreas comuns.
        ## Capítulo V — Da garagem
        Art. 27 — Cada unidade tem direito à vaga demarcada. Velocidade máxima de 10 km/h.
        ## Capítulo VI — Das penalidades
        Art. 34 — Advertência por escrito na primeira infração; multa de 1 (uma) taxa condominial na reincidência.
        """,
    ),
    D(
        CO + "Comunicado obra fachada.pdf",
        "pdf",
        "2025-06-27 18:00",
        """
        # CONDOMÍNIO EDIFÍCIO JACARANDÁ — COMUNICADO Nº 07/2025
        São Paulo, 27 de junho de 2025.
        Prezados moradores,
        Informamos que a obra de restauração da fachada, aprovada na AGO de 24/03/2025, terá início em 07/07/2025, com previsão de término em 31/10/2025.
        - Os balancins (andaimes suspensos) trabalharão de segunda a sexta, das 8h às 17h.
        - Mantenham as janelas fechadas na fachada em que houver equipe trabalhando; a escala semanal será afixada nos elevadores.
        - Retirem vasos e objetos das janelas e sacadas.
        - Vagas 15 a 22 do térreo ficarão interditadas durante a lavagem (semanas de 07/07 e 14/07).
        Dúvidas com a síndica, Marta Bezerra (apto 81), ou pelo e-mail da administradora.
        Agradecemos a compreensão.
        """,
    ),
    D(
        CO + "Previsão orçamentária 2026.pdf",
        "pdf",
        "2025-11-24 21:00",
        """
        # CONDOMÍNIO EDIFÍCIO JACARANDÁ
        ## Previsão orçamentária para o exercício de 2026
        Aprovada em assembleia geral extraordinária realizada em 17 de novembro de 2025.
        !Despesa | Mensal (R$) | Anual (R$)
        Folha de pagamento (portaria 24h, zeladoria) e encargos | 17.900,00 | 214.800,00
        Energia elétrica das áreas comuns | 2.150,00 | 25.800,00
        Água e esgoto (áreas comuns) | 980,00 | 11.760,00
        Manutenção de elevadores (contrato) | 1.420,00 | 17.040,00
        Administradora | 1.350,00 | 16.200,00
        Seguro do condomínio | 540,00 | 6.480,00
        Limpeza, jardinagem e materiais | 1.660,00 | 19.920,00
        Reserva para manutenção | 2.200,00 | 26.400,00
        !Total | 28.200,00 | 338.400,00
        Com base nesta previsão, a taxa condominial ordinária passa de R$ 655,00 para R$ 705,00 por unidade a partir da competência 01/2026 (vencimento 10/01/2026). Fundo de reserva mantido em 5%.
        """,
    ),
]

# ---------------------------------------------------------------- Apartamento/Enel (extras)
DOCS += [
    D(
        EN + "Cadastro débito automático Enel.pdf",
        "pdf",
        "2025-06-20 22:14",
        """
        # Enel Distribuição São Paulo
        ## Confirmação de cadastro em débito automático
        Protocolo: 2025062098812
        Nº da Instalação: 0412345678 — Titular: RAFAEL OLIVEIRA
        Banco: 260 — Nu Pagamentos S.A. — Agência 0001 — Conta 8123456-7
        Prezado cliente, o cadastro do débito automático foi realizado em 20/06/2025.
        O débito começará a partir da próxima fatura emitida após a confirmação pelo banco, prevista para a conta de julho/2025. Até lá, continue pagando suas contas normalmente.
        Você também pode aderir à conta por e-mail no app Enel São Paulo.
        """,
    ),
    D(
        EN + mac_shot("2026-01-16 21:03:40"),
        "shot",
        "2026-01-16 21:03:40",
        """
        ## Olá, Rafael
        Instalação 0412345678 — R DOMINGOS DE MORAIS 1234 AP 52
        **Sua conta de janeiro/2026 já está disponível**
        Valor: R$ 235,84 — Vencimento: 26/01/2026 — Débito automático ativo
        ---
        **Histórico de consumo (kWh)**
        ago/25: 178   set/25: 172   out/25: 185   nov/25: 203   dez/25: 219   jan/26: 226
        ---
        Bandeira tarifária de janeiro: amarela
        Dica: o chuveiro elétrico responde por até 30% do consumo de uma residência.
        ~ Baixar 2ª via (PDF)    Histórico de pagamentos    Falta de energia
        """,
        style="enel",
        frame="mac",
        title="Enel São Paulo — Minha conta",
        url="https://www.enel.com.br/pt-saopaulo/private-area/minha-conta.html",
    ),
]

# ---------------------------------------------------------------- Apartamento/Internet
DOCS += [
    D(
        NET + "Vivo Fibra - termo de adesão.pdf",
        "pdf",
        "2023-03-06 16:20",
        """
        # Vivo — Telefônica Brasil S.A.
        ## Termo de adesão e contratação de serviços — Vivo Fibra
        Pedido nº 1-3M8QKZ21 — Data da contratação: 06/03/2023 — Canal: loja online
        Cliente: RAFAEL OLIVEIRA — CPF 318.472.659-04 — Tel. (11) 98412-3377
        Endereço de instalação: Rua Domingos de Morais, 1234, apto 52 — Vila Mariana — São Paulo/SP
        !Serviço | Velocidade | Mensalidade
        Vivo Fibra | 500 Mega download / 250 Mega upload | R$ 109,99
        Roteador Wi-Fi 6 em comodato | — | incluso
        Instalação agendada: 09/03/2023, período da manhã.
        Fidelidade: 12 meses a partir da instalação. Multa proporcional em caso de cancelamento antecipado: até R$ 600,00 (benefício de isenção da taxa de instalação).
        Vencimento escolhido: dia 20. Fatura digital enviada para rafa.oliveira.design@gmail.com.
        Reajuste anual conforme contrato de prestação de serviços (índice IST/Anatel).
        """,
    ),
    D(
        NET + "fatura_vivo_2025-05.pdf",
        "pdf",
        "2025-05-03 10:02",
        vivo_fatura("maio/2025", "12/04/2025 a 11/05/2025", "02/05/2025", "20/05/2025", "109,99"),
    ),
    D(
        NET + "Vivo set.pdf",
        "pdf",
        "2025-09-04 08:15",
        vivo_fatura(
            "setembro/2025", "12/08/2025 a 11/09/2025", "02/09/2025", "22/09/2025", "119,99"
        ),
    ),
    D(
        NET + "fatura-vivo-dezembro.pdf",
        "pdf",
        "2025-12-03 19:50",
        vivo_fatura(
            "dezembro/2025", "12/11/2025 a 11/12/2025", "02/12/2025", "22/12/2025", "119,99"
        ),
    ),
    D(
        NET + "Protocolo reclamação Vivo.txt",
        "txt",
        "2025-07-16 22:40",
        """
        Internet caiu segunda 14/07/2025 umas 21h. Luz do roteador vermelha (LOS).
        Liguei no 103 15 dia 15/07 de manhã.
        Protocolo: 2025.0714.889231 (atendente Juliana)
        Técnico veio 16/07 à tarde, trocou o conector na caixa do andar. Voltou 16:40.
        Ficamos ~44h sem internet -> pedi desconto proporcional. Disseram que vem na fatura de agosto.
        Atualização: veio R$ 7,33 de desconto na fatura de agosto/2025. Ok.
        Obs: a mensalidade subiu pra 119,99 a partir de agosto (reajuste anual).
        """,
    ),
]

# ---------------------------------------------------------------- Documentos
DOCS += [
    D(
        DOC + "RG Rafael frente e verso.jpg",
        "paper",
        "2022-07-03 15:10",
        """
        # REPÚBLICA FEDERATIVA DO BRASIL
        ESTADO DE SÃO PAULO — SECRETARIA DA SEGURANÇA PÚBLICA
        INSTITUTO DE IDENTIFICAÇÃO RICARDO GUMBLETON DAUNT
        ## CARTEIRA DE IDENTIDADE
        REGISTRO GERAL: 38.456.712-3
        DATA DE EXPEDIÇÃO: 22/05/2018
        NOME: RAFAEL OLIVEIRA
        FILIAÇÃO: JOSÉ CARLOS OLIVEIRA
        MARIA APARECIDA DA SILVA OLIVEIRA
        NATURALIDADE: SÃO PAULO — SP
        DATA DE NASCIMENTO: 14/AGO/1991
        DOC. ORIGEM: CERT. NASC. 98765 LIVRO A-231 FOLHA 112 — SÃO PAULO/SP
        CPF: 318.472.659-04
        ASSINATURA DO DIRETOR
        VÁLIDA EM TODO O TERRITÓRIO NACIONAL
        """,
        paper=(1500, 1150),
        table=(60, 62, 70),
    ),
    D(
        DOC + "Comprovante CPF Rafael.pdf",
        "pdf",
        "2024-03-18 10:12",
        """
        # Receita Federal do Brasil
        ## Comprovante de Situação Cadastral no CPF
        Nº do CPF: 318.472.659-04
        Nome: RAFAEL OLIVEIRA
        Data de Nascimento: 14/08/1991
        Situação Cadastral: REGULAR
        Data da Inscrição: 03/02/2009
        Dígito Verificador: 00
        Comprovante emitido às: 10:12:44 do dia 18/03/2024 (hora e data de Brasília).
        Código de controle do comprovante: 7A1B.C3D4.E5F6.9012
        Este documento não substitui o "Comprovante de Inscrição no CPF".
        (Modelo aprovado pela IN/RFB nº 1.548, de 13/02/2015.)
        """,
    ),
    D(
        DOC + "CNH-e Rafael.pdf",
        "pdf",
        "2021-09-02 12:00",
        """
        # REPÚBLICA FEDERATIVA DO BRASIL
        MINISTÉRIO DOS TRANSPORTES — SECRETARIA NACIONAL DE TRÂNSITO — SENATRAN
        ## CARTEIRA NACIONAL DE HABILITAÇÃO — CNH Digital
        Nome: RAFAEL OLIVEIRA
        Doc. identidade / Órg. emissor / UF: 384567123 SSP SP
        CPF: 318.472.659-04 — Data de nascimento: 14/08/1991
        Filiação: JOSÉ CARLOS OLIVEIRA / MARIA APARECIDA DA SILVA OLIVEIRA
        Permissão: — | ACC: — | Cat. hab.: B
        Nº registro: 05123456789 — Validade: 14/08/2031 — 1ª habilitação: 20/01/2011
        Observações: A (obrigatório uso de lentes corretivas)
        Local: SÃO PAULO, SP — Data de emissão: 02/09/2021
        DETRAN-SP — Assinatura digital ICP-Brasil
        QR Code para validação no app Carteira Digital de Trânsito.
        """,
    ),
    D(
        DOC + "Passaporte Rafael.pdf",
        "scanpdf",
        "2025-01-20 19:30",
        """
        # REPÚBLICA FEDERATIVA DO BRASIL
        PASSAPORTE — PASSPORT
        Tipo/Type: P — País emissor/Issuing country: BRA
        Passaporte nº/Passport No.: FX123456
        Sobrenome/Surname: OLIVEIRA
        Nome/Given names: RAFAEL
        Nacionalidade/Nationality: BRASILEIRO(A)
        Data de nascimento/Date of birth: 14 AGO/AUG 1991
        Sexo/Sex: M — Naturalidade/Place of birth: SÃO PAULO/SP
        Data de expedição/Date of issue: 17 JAN/JAN 2025
        Válido até/Date of expiry: 16 JAN/JAN 2035
        Autoridade/Authority: SR/PF/SP
        Filiação/Filiation: JOSÉ CARLOS OLIVEIRA / MARIA APARECIDA DA SILVA OLIVEIRA
        ---
        P<BRAOLIVEIRA<<RAFAEL<<<<<<<<<<<<<<<<<<<<<<<<
        FX1234560BRA9108142M3501166<<<<<<<<<<<<<<04
        """,
    ),
    D(
        DOC + "e-Título Rafael.pdf",
        "pdf",
        "2022-08-30 21:00",
        """
        # JUSTIÇA ELEITORAL — TRIBUNAL SUPERIOR ELEITORAL
        ## e-Título — Título de Eleitor Digital
        Eleitor(a): RAFAEL OLIVEIRA
        Inscrição: 3124 5678 0191
        Data de nascimento: 14/08/1991
        Zona: 258 — Seção: 0412 — Município/UF: SÃO PAULO/SP
        Local de votação: E.E. Professor Alberto Conte — Rua Domingos de Morais, 2780
        Data de emissão: 18/10/2009
        Situação: REGULAR — biometria coletada
        """,
    ),
    D(
        DOC + "Certidão de nascimento Rafael.pdf",
        "scanpdf",
        "2023-03-20 13:00",
        """
        # REPÚBLICA FEDERATIVA DO BRASIL
        REGISTRO CIVIL DAS PESSOAS NATURAIS
        ## CERTIDÃO DE NASCIMENTO
        NOME: RAFAEL OLIVEIRA
        CPF: 318.472.659-04
        MATRÍCULA: 115423 01 55 1991 1 00231 112 0098765 32
        DATA DE NASCIMENTO POR EXTENSO: catorze de agosto de mil novecentos e noventa e um
        DIA | MÊS | ANO: 14 | 08 | 1991 — HORA: 06h40
        MUNICÍPIO DE REGISTRO E NASCIMENTO: São Paulo/SP — LOCAL: Hospital e Maternidade São Luiz
        SEXO: masculino
        FILIAÇÃO: José Carlos Oliveira e Maria Aparecida da Silva Oliveira
        AVÓS: Antônio Oliveira e Zilda Ferreira Oliveira; Benedito da Silva e Cecília da Silva
        Oficial de Registro Civil do 27º Subdistrito — Tatuapé
        Certidão emitida em 15/03/2023 — 2ª via.
        """,
    ),
    D(
        DOC + "scan0002.pdf",
        "scanpdf",
        "2023-03-20 13:05",
        """
        # REPÚBLICA FEDERATIVA DO BRASIL
        ESTADO DE SÃO PAULO — SECRETARIA DA SEGURANÇA PÚBLICA
        ## CARTEIRA DE IDENTIDADE
        REGISTRO GERAL: 41.903.256-8
        DATA DE EXPEDIÇÃO: 09/11/2017
        NOME: CAMILA SANTOS
        FILIAÇÃO: ANTÔNIO CARLOS SANTOS
        REGINA ALVES SANTOS
        NATURALIDADE: CAMPINAS — SP
        DATA DE NASCIMENTO: 03/MAR/1993
        DOC. ORIGEM: CERT. NASC. 44312 LIVRO A-88 FOLHA 201 — CAMPINAS/SP
        CPF: 402.118.937-21
        VÁLIDA EM TODO O TERRITÓRIO NACIONAL
        """,
        paper=(1240, 900),
    ),
    D(
        DOC + "CPF Camila.pdf",
        "pdf",
        "2024-03-18 10:20",
        """
        # Receita Federal do Brasil
        ## Comprovante de Situação Cadastral no CPF
        Nº do CPF: 402.118.937-21
        Nome: CAMILA SANTOS
        Data de Nascimento: 03/03/1993
        Situação Cadastral: REGULAR
        Data da Inscrição: 21/07/2008
        Comprovante emitido às: 10:20:07 do dia 18/03/2024 (hora e data de Brasília).
        Código de controle do comprovante: 3E8F.0B2C.77D1.A450
        """,
    ),
    D(
        DOC + sm("2024-11-20 19:02:11"),
        "paper",
        "2024-11-20 19:02:11",
        """
        # REPÚBLICA FEDERATIVA DO BRASIL — PASSAPORTE / PASSPORT
        Tipo/Type: P — Código do país/Country code: BRA
        Passaporte nº/Passport No.: GH654321
        Sobrenome/Surname: SANTOS
        Nome/Given names: CAMILA
        Nacionalidade/Nationality: BRASILEIRO(A)
        Data de nascimento/Date of birth: 03 MAR/MAR 1993
        Sexo/Sex: F — Naturalidade/Place of birth: CAMPINAS/SP
        Data de expedição/Date of issue: 12 NOV/NOV 2024
        Válido até/Date of expiry: 11 NOV/NOV 2034
        Autoridade/Authority: SR/PF/SP
        P<BRASANTOS<<CAMILA<<<<<<<<<<<<<<<<<<<<<<<<<
        GH6543218BRA9303037F3411114<<<<<<<<<<<<<<02
        """,
        device="samsung",
        paper=(1400, 1000),
        table=(40, 40, 48),
    ),
    D(
        DOC + "Título eleitor Camila.pdf",
        "pdf",
        "2022-08-30 21:05",
        """
        # JUSTIÇA ELEITORAL — TRIBUNAL SUPERIOR ELEITORAL
        ## e-Título — Título de Eleitor Digital
        Eleitor(a): CAMILA SANTOS
        Inscrição: 2877 4410 0183
        Data de nascimento: 03/03/1993
        Zona: 258 — Seção: 0415 — Município/UF: SÃO PAULO/SP
        Local de votação: E.E. Professor Alberto Conte — Rua Domingos de Morais, 2780
        Situação: REGULAR
        """,
    ),
    D(
        DOC + "Escritura união estável.pdf",
        "pdf",
        "2024-07-15 17:00",
        """
        # 2º TABELIÃO DE NOTAS DE SÃO PAULO
        ## ESCRITURA PÚBLICA DECLARATÓRIA DE UNIÃO ESTÁVEL
        Livro 4.218 — Folhas 133/136 — Protocolo 771.204
        Aos quinze dias do mês de julho do ano de dois mil e vinte e quatro (15/07/2024), nesta cidade de São Paulo, perante mim, escrevente, compareceram como outorgantes e reciprocamente outorgados: RAFAEL OLIVEIRA, brasileiro, solteiro, designer gráfico, RG 38.456.712-3 SSP/SP, CPF 318.472.659-04; e CAMILA SANTOS, brasileira, solteira, enfermeira, RG 41.903.256-8 SSP/SP, CPF 402.118.937-21, ambos residentes na Rua Domingos de Morais, 1234, apto 52, Vila Mariana, São Paulo/SP.
        Declaram que convivem em união estável, pública, contínua e duradoura, com o objetivo de constituir família, desde 1º de março de 2020.
        Regime de bens: comunhão parcial de bens, nos termos do artigo 1.725 do Código Civil.
        Declaram ainda que a companheira CAMILA SANTOS inclui o companheiro como dependente em plano de saúde empresarial.
        Emolumentos: R$ 512,37. Selo digital: 1234AB5678CD.
        """,
    ),
]

# ---------------------------------------------------------------- Saúde/Rafael
DOCS += [
    D(
        SR + "Exames mai-2024.pdf",
        "pdf",
        "2024-05-17 12:30",
        """
        # Laboratório Vida Diagnósticos
        Unidade Vila Mariana — Rua França Pinto, 902 — São Paulo/SP — Resp. técnico: Dr. Carlos Amaral CRF-SP 44.120
        Paciente: RAFAEL OLIVEIRA — Data de nascimento: 14/08/1991 — Sexo: M
        Médico solicitante: Dr. Henrique Fujita — CRM-SP 123.456
        Convênio: Vitalis Saúde — Pedido: 24051401187 — Coleta: 14/05/2024 07:12 — Liberação: 16/05/2024
        ## HEMOGRAMA COMPLETO
        !Exame | Resultado | Valores de referência
        Hemácias | 5,12 milhões/mm³ | 4,50 a 5,90
        Hemoglobina | 15,1 g/dL | 13,5 a 17,5
        Hematócrito | 44,8 % | 41 a 53
        Leucócitos | 6.300 /mm³ | 3.500 a 10.500
        Plaquetas | 231.000 /mm³ | 150.000 a 450.000
        ## BIOQUÍMICA
        Glicose (jejum) | 92 mg/dL | 70 a 99
        Colesterol total | 212 mg/dL | desejável < 190
        HDL colesterol | 46 mg/dL | > 40
        LDL colesterol | 138 mg/dL | ótimo < 100; desejável < 130
        Triglicerídeos | 141 mg/dL | < 150
        Creatinina | 0,98 mg/dL | 0,70 a 1,20
        TGP (ALT) | 31 U/L | até 41
        ---
        Assinado eletronicamente por Dra. Mariana Lopes — CRBM 12.445.
        """,
    ),
    D(
        SR + "Resultado exames março 2025.pdf",
        "pdf",
        "2025-03-13 18:02",
        """
        # Laboratório Vida Diagnósticos
        Unidade Vila Mariana — Rua França Pinto, 902 — São Paulo/SP
        Paciente: RAFAEL OLIVEIRA — Data de nascimento: 14/08/1991
        Médico solicitante: Dr. Henrique Fujita — CRM-SP 123.456 — Clínica geral
        Convênio: Vitalis Saúde — Pedido: 25031100934 — Data da coleta: 11 de março de 2025
        !Exame | Resultado | Valores de referência
        Glicose (jejum) | 88 mg/dL | 70 a 99
        Hemoglobina glicada (HbA1c) | 5,2 % | < 5,7
        Colesterol total | 198 mg/dL | desejável < 190
        LDL colesterol | 121 mg/dL | desejável < 130
        HDL colesterol | 49 mg/dL | > 40
        Triglicerídeos | 140 mg/dL | < 150
        TSH | 2,10 µUI/mL | 0,45 a 4,50
        25-hidroxivitamina D | 17,8 ng/mL | deficiência < 20; insuficiência 20 a 29; suficiência ≥ 30
        Ferritina | 142 ng/mL | 30 a 400
        Vitamina B12 | 388 pg/mL | 197 a 771
        ---
        Observação do laboratório: valor de vitamina D compatível com deficiência. Correlacionar com dados clínicos.
        Liberado em 13/03/2025.
        """,
    ),
    D(
        SR + "receita dermato.jpg",
        "paper",
        "2024-08-22 18:40",
        """
        # Dra. Patrícia Lemos — Dermatologia
        CRM-SP 98.765 — RQE 45.221 — Av. Paulista, 1048, cj. 73 — (11) 3284-1122
        Paciente: Rafael Oliveira
        Uso tópico:
        1) Adapaleno 0,1% gel — 1 tubo. Aplicar à noite, fina camada no rosto, por 3 meses.
        2) Protetor solar FPS 50 toque seco — aplicar de manhã e reaplicar após 4 horas.
        3) Sabonete com ácido salicílico 2% — lavar o rosto 2x ao dia.
        Retorno em 90 dias.
        São Paulo, 22/08/2024
        (assinatura e carimbo)
        """,
        device="iphone",
        hand=True,
        paper=(1000, 1300),
    ),
    D(
        SR + "Atestado médico out-2024.pdf",
        "pdf",
        "2024-10-03 16:15",
        """
        # Pronto Atendimento Clínica Vila Mariana
        Rua Sena Madureira, 1500 — São Paulo/SP — CNES 7654321
        ## ATESTADO MÉDICO
        Atesto, para os devidos fins, que o Sr. RAFAEL OLIVEIRA, portador do CPF 318.472.659-04, foi atendido nesta data, necessitando de 2 (dois) dias de afastamento de suas atividades a partir de 03/10/2024, por motivo de doença.
        CID-10: A09 (diarreia e gastroenterite de origem infecciosa presumível).
        Conduta: hidratação oral, dieta leve, sintomáticos.
        São Paulo, 3 de outubro de 2024.
        Dr. Felipe Andrade — CRM-SP 187.332
        """,
    ),
    D(
        SR + "Orçamento dentista.pdf",
        "pdf",
        "2025-02-03 11:45",
        """
        # Odontologia Sorriso Paulista
        Dra. Beatriz Kawano — CRO-SP 87.654 — Rua Tutóia, 1200 — São Paulo/SP — (11) 3051-7788
        ## Plano de tratamento / Orçamento
        Paciente: Rafael Oliveira — Data: 03/02/2025 — Validade do orçamento: 30 dias
        !Procedimento | Dente | Valor (R$)
        Tratamento endodôntico (canal) — molar | 36 | 1.100,00
        Núcleo / pino de fibra de vidro | 36 | 280,00
        Coroa em porcelana (metal free) | 36 | 1.300,00
        Profilaxia e aplicação de flúor | — | 220,00
        !Total | | 2.900,00
        Forma de pagamento: até 6x sem juros no cartão ou 5% de desconto no Pix.
        Procedimentos não cobertos pelo plano odontológico atual. Guarde os recibos para a declaração de IR.
        """,
    ),
    D(
        SR + "Receita óculos 2025.pdf",
        "pdf",
        "2025-09-29 17:30",
        """
        # Clínica de Olhos Paulista
        Dr. Marcelo Ribeiro — Oftalmologia — CRM-SP 112.233 — RQE 30.118
        Rua Vergueiro, 3185, 8º andar — Vila Mariana — São Paulo/SP
        ## Prescrição de lentes corretivas
        Paciente: Rafael Oliveira — Idade: 34 anos
        !Olho | Esférico | Cilíndrico | Eixo
        OD (direito) | -1,25 | -0,50 | 180°
        OE (esquerdo) | -1,00 | -0,75 | 170°
        DP (distância pupilar): 63 mm
        Uso: contínuo, para longe. Sugere-se lente com filtro de luz azul para trabalho prolongado em tela.
        Pressão intraocular: OD 14 mmHg / OE 15 mmHg. Fundo de olho sem alterações.
        São Paulo, 29 de setembro de 2025.
        """,
    ),
    D(
        SR + ip("2025-01-08 09:12:30", "PNG"),
        "shot",
        "2025-01-08 09:12:30",
        """
        ## Carteirinha virtual
        **RAFAEL OLIVEIRA**
        Nº da carteirinha: 0 883 452190 02
        Plano: Vitalis Empresarial Enfermagem+ — Acomodação: apartamento
        Abrangência: grupo de municípios — SP
        Titular: CAMILA SANTOS — vínculo: dependente (companheiro)
        Empresa: HOSPITAL SANTA AURORA S/A
        Validade da carteirinha: 31/12/2026
        CNS: 706 4012 3456 7890
        ---
        ~ Central 24h: 0800 771 2020 — ANS nº 41.882-7
        ~ Apresente a carteirinha com documento com foto
        """,
        style="vitalis",
        frame="iphone",
        title="Vitalis Saúde",
    ),
]

# ---------------------------------------------------------------- Saúde/Camila
DOCS += [
    D(
        SC + "Preventivo 2024.pdf",
        "pdf",
        "2024-06-28 14:00",
        """
        # Laboratório Vida Diagnósticos — Anatomia Patológica e Citopatologia
        Paciente: CAMILA SANTOS — Data de nascimento: 03/03/1993
        Médica solicitante: Dra. Sandra Okada — CRM-SP 99.871 — Ginecologia e Obstetrícia
        Material: esfregaço cérvico-vaginal — Data da coleta: 18/06/2024 — Liberação: 27/06/2024
        ## EXAME CITOPATOLÓGICO CÉRVICO-VAGINAL (Papanicolaou)
        Adequabilidade da amostra: satisfatória para avaliação, com representação da zona de transformação.
        Microbiologia: lactobacilos.
        Diagnóstico descritivo: dentro dos limites da normalidade.
        Conclusão: NEGATIVO para lesão intraepitelial ou malignidade.
        Recomendação: seguimento de rotina conforme orientação médica.
        """,
    ),
    D(
        SC + "Ultrassom mamas 2025.pdf",
        "pdf",
        "2025-04-03 10:20",
        """
        # Centro de Imagem Paraíso
        Rua Abílio Soares, 1120 — São Paulo/SP
        Paciente: CAMILA SANTOS — 32 anos — Convênio: Vitalis Saúde
        Exame: ULTRASSONOGRAFIA DAS MAMAS E AXILAS — Realizado em 2 de abril de 2025
        Médica solicitante: Dra. Sandra Okada
        ## Relatório
        Mamas com predomínio de tecido fibroglandular. Na mama direita, às 10 horas, a 3 cm do mamilo, observa-se cisto simples medindo 0,6 x 0,4 cm. Mama esquerda sem nódulos sólidos ou císticos. Ausência de linfonodomegalias axilares.
        ## Impressão diagnóstica
        Cisto simples em mama direita. Categoria BI-RADS 2 — achado benigno.
        Sugere-se controle anual de rotina.
        Dr. Ricardo Nogueira — CRM-SP 101.554 — Radiologia
        """,
    ),
    D(
        SC + "Hemograma set-2025.pdf",
        "pdf",
        "2025-09-19 16:45",
        """
        # Laboratório Vida Diagnósticos
        Paciente: CAMILA SANTOS — Data de nascimento: 03/03/1993 — Sexo: F
        Médica solicitante: Dra. Sandra Okada — CRM-SP 99.871
        Coleta: 17/09/2025 — Liberação: 19/09/2025 — Convênio: Vitalis Saúde
        !Exame | Resultado | Valores de referência
        Hemoglobina | 11,6 g/dL | 12,0 a 15,5
        Hematócrito | 35,9 % | 36 a 46
        VCM | 78 fL | 80 a 100
        Leucócitos | 5.800 /mm³ | 3.500 a 10.500
        Plaquetas | 278.000 /mm³ | 150.000 a 450.000
        Ferritina | 11 ng/mL | 15 a 150
        Ferro sérico | 42 µg/dL | 50 a 170
        ---
        Nota: anemia discreta, microcítica, com ferritina baixa — compatível com carência de ferro.
        """,
    ),
    D(
        SC + "Ressonância coluna lombar.pdf",
        "pdf",
        "2025-01-17 13:10",
        """
        # Centro de Imagem Paraíso
        Paciente: CAMILA SANTOS — Convênio: Vitalis Saúde — Data do exame: 15/01/2025
        Exame: RESSONÂNCIA MAGNÉTICA DA COLUNA LOMBOSSACRA
        Médico solicitante: Dr. Paulo Nakano — Ortopedia — CRM-SP 120.909
        Indicação clínica: lombalgia há 3 meses, piora após plantões.
        ## Achados
        Corpos vertebrais com altura e sinal preservados. Discreta desidratação do disco L4-L5, com protrusão discal posterior central, tocando a face ventral do saco dural, sem compressão radicular. Demais discos sem alterações. Canal vertebral de amplitude normal.
        ## Conclusão
        Protrusão discal central em L4-L5, sem sinais de compressão radicular.
        Dra. Helena Prado — CRM-SP 115.602 — Radiologia
        """,
    ),
    D(
        SC + sm("2025-03-09 11:40:02"),
        "paper",
        "2025-03-09 11:40:02",
        """
        # CARTÃO DE VACINAÇÃO DO ADULTO
        SUS — Secretaria Municipal da Saúde de São Paulo
        Nome: Camila Santos — Data de nasc.: 03/03/1993
        !Vacina | Dose | Data | Lote
        Hepatite B | 1ª, 2ª, 3ª | 2012 | —
        dT (dupla adulto) | reforço | 14/05/2022 | DT22A031
        Tríplice viral (SCR) | 2 doses | 2010 | —
        Febre amarela | dose única | 03/02/2018 | 176VFA021Z
        Influenza | anual | 22/04/2024 | 240312
        Influenza | anual | 31/03/2025 | 250117
        COVID-19 (bivalente) | reforço | 10/03/2023 | FN8821
        COVID-19 | reforço 2025 | 18/02/2025 | SPK0425
        UBS Vila Mariana — carimbo e assinatura
        """,
        device="samsung",
        table=(180, 175, 165),
    ),
    D(
        SC + sm_shot("2024-06-10 07:45:12", "Vitalis"),
        "shot",
        "2024-06-10 07:45:12",
        """
        ## Consulta confirmada
        **Dra. Sandra Okada**
        Ginecologia e Obstetrícia — CRM-SP 99.871
        Data: 18/06/2024 (terça-feira) às 08h30
        Local: Clínica Mulher Paulista — Rua Abílio Soares, 1200, sala 32 — Paraíso
        Beneficiária: CAMILA SANTOS — carteirinha 0 883 452190 01
        ---
        Chegue com 15 minutos de antecedência.
        Leve documento com foto e a carteirinha digital.
        ~ Cancelar ou remarcar até 24h antes pelo app
        """,
        style="vitalis",
        frame="android",
        title="Vitalis Saúde",
    ),
]

# ---------------------------------------------------------------- Paçoca
DOCS += [
    D(
        PC + "Carteira de vacinação Paçoca.jpg",
        "paper",
        "2025-03-28 18:20",
        """
        # CARTEIRA DE VACINAÇÃO — CÃES
        Clínica Veterinária Amigo Fiel — Rua Santa Cruz, 744 — Vila Mariana
        Nome do animal: PAÇOCA — Espécie: canina — Raça: SRD — Sexo: fêmea
        Pelagem: caramelo — Nascimento (aprox.): 03/2021 — Peso: 14,2 kg
        Tutores: Rafael Oliveira / Camila Santos — Tel. (11) 98412-3377
        !Vacina | Data | Próxima dose | Vet.
        V10 (Vanguard Plus) | 12/04/2023 | 04/2024 | Dra. Juliana
        Antirrábica (Defensor) | 12/04/2023 | 04/2024 | Dra. Juliana
        V10 (Vanguard Plus) | 10/04/2024 | 04/2025 | Dra. Juliana
        Antirrábica (Defensor) | 10/04/2024 | 04/2025 | Dra. Juliana
        Gripe canina (Bronchi-Shield) | 05/05/2024 | 05/2025 | Dr. Márcio
        V10 (Vanguard Plus) | 28/03/2025 | 03/2026 | Dra. Juliana
        Antirrábica (Defensor) | 28/03/2025 | 03/2026 | Dra. Juliana
        Vermífugo (Drontal Plus) | 28/03/2025 | 07/2025 | —
        Dra. Juliana Moreira — CRMV-SP 34.567
        """,
        device="iphone",
        table=(150, 110, 70),
    ),
    D(
        PC + "Termo de adoção.pdf",
        "pdf",
        "2023-01-14 16:00",
        """
        # ONG Patinhas da Vila — Proteção Animal
        CNPJ 22.345.678/0001-90 — Feira de adoção: Praça Dr. Carvalho Franco, Vila Mariana
        ## TERMO DE ADOÇÃO RESPONSÁVEL
        Animal: cão, fêmea, SRD, pelagem caramelo, porte médio, idade estimada 1 ano e 10 meses.
        Nome dado pela ONG: "Bolacha" — novo nome escolhido pelos adotantes: Paçoca.
        Situação de saúde: castrada em 20/11/2022, vermifugada, vacinada com V10 (1ª dose) e antirrábica; microchip nº 985112003456789.
        Adotantes: Rafael Oliveira (CPF 318.472.659-04) e Camila Santos (CPF 402.118.937-21).
        Os adotantes comprometem-se a: manter o animal em ambiente seguro; fornecer alimentação, vacinação anual e atendimento veterinário; não abandonar, vender ou repassar o animal; permitir visita de acompanhamento da ONG.
        São Paulo, 14 de janeiro de 2023.
        Voluntária responsável: Débora Rezende
        """,
    ),
    D(
        PC + "Exame de sangue Paçoca 2024.pdf",
        "pdf",
        "2024-04-12 15:30",
        """
        # VetLab — Laboratório de Análises Clínicas Veterinárias
        Requisição 240410-0871 — Clínica: Amigo Fiel — Veterinária: Dra. Juliana Moreira CRMV-SP 34.567
        Paciente: PAÇOCA — Espécie: canina — Raça: SRD — Sexo: F — Idade: 3 anos
        Tutor: Rafael Oliveira — Coleta: 10/04/2024
        ## Hemograma
        !Exame | Resultado | Referência
        Eritrócitos | 6,9 x10⁶/µL | 5,5 a 8,5
        Hemoglobina | 16,2 g/dL | 12 a 18
        Leucócitos totais | 11.200 /µL | 6.000 a 17.000
        Plaquetas | 284.000 /µL | 200.000 a 500.000
        ## Bioquímica
        ALT (TGP) | 45 U/L | 10 a 88
        Fosfatase alcalina | 62 U/L | 20 a 156
        Ureia | 38 mg/dL | 15 a 60
        Creatinina | 1,1 mg/dL | 0,5 a 1,5
        Proteínas totais | 6,8 g/dL | 5,4 a 7,7
        Conclusão: parâmetros dentro da normalidade para a espécie. Função renal e hepática preservadas.
        """,
    ),
    D(
        PC + ip("2024-12-16 19:05:40", "PNG"),
        "shot",
        "2024-12-16 19:05:40",
        pix_nubank(
            "2024-12-16 19:05:40",
            "350,00",
            "CLINICA VETERINARIA AMIGO FIEL LTDA",
            "31.558.204/0001-07",
            "ITAU UNIBANCO S.A.",
            "consulta + otite pacoca",
            "E18236120202412162205s99ad1c0f2b",
        ),
        style="nubank",
        frame="iphone",
        title="Nubank",
    ),
    D(
        PC + "Receituário - otite.pdf",
        "pdf",
        "2024-12-16 19:30",
        """
        # Clínica Veterinária Amigo Fiel
        Rua Santa Cruz, 744 — Vila Mariana — São Paulo/SP — (11) 5571-3040 — WhatsApp (11) 97133-0440
        ## RECEITUÁRIO — USO VETERINÁRIO
        Paciente: Paçoca — canina, SRD, fêmea, 14 kg — Tutor: Rafael Oliveira
        Diagnóstico: otite externa bilateral (Malassezia).
        1) Limpador auricular Epiotic — 1 frasco. Limpar os dois ouvidos antes da medicação, 1x ao dia.
        2) Aurigen (suspensão otológica) — 1 frasco. Aplicar 5 gotas em cada ouvido, 2x ao dia, por 10 dias.
        3) Meloxicam 0,5 mg — 1 comprimido ao dia, junto da refeição, por 4 dias.
        Retorno em 15 dias para reavaliação.
        São Paulo, 16 de dezembro de 2024.
        Dra. Juliana Moreira — CRMV-SP 34.567
        """,
    ),
    D(
        PC + sm_shot("2025-08-12 18:30:11", "Itau"),
        "shot",
        "2025-08-12 18:30:11",
        pix_itau(
            "2025-08-12 18:30:11",
            "95,00",
            "AU AU BANHO E TOSA ME",
            "41.223.097/0001-36",
            "NU PAGAMENTOS - IP",
            "banho pacoca + hidratação",
            "E6070190020250812183011f00d9a2e1c",
        ),
        style="itau",
        frame="android",
        title="Itaú",
    ),
    D(
        PC + "Certificado microchip.pdf",
        "pdf",
        "2023-01-20 12:00",
        """
        # Registro Nacional de Animais — Cadastro de Microchip
        Número do microchip: 985112003456789 (ISO 11784/11785 — 15 dígitos)
        Data da implantação: 14/01/2023 — Local: ONG Patinhas da Vila
        Animal: Paçoca — canina — SRD — fêmea — caramelo
        Tutor responsável: Rafael Oliveira — CPF 318.472.659-04 — (11) 98412-3377
        Endereço: Rua Domingos de Morais, 1234, apto 52 — São Paulo/SP
        Cadastro atualizado em 20/01/2023. Em caso de perda, qualquer clínica com leitor pode consultar o número.
        """,
    ),
    D(
        PC + "Plano PetSaúde - contrato.pdf",
        "pdf",
        "2025-02-10 21:10",
        """
        # PetSaúde Planos Veterinários Ltda
        ## Proposta de adesão — Plano PetSaúde Essencial
        Contrato nº PS-2025-118832 — Início de vigência: 10/02/2025
        Titular: Rafael Oliveira — CPF 318.472.659-04
        Pet: Paçoca — cão — SRD — fêmea — nascimento aprox. 03/2021 — microchip 985112003456789
        !Cobertura | Carência | Limite
        Consultas em horário comercial | 30 dias | ilimitadas na rede
        Vacinas V10 e antirrábica | 60 dias | 1 de cada por ano
        Exames laboratoriais simples | 60 dias | 6 por ano
        Emergência 24h | 15 dias | 4 por ano
        Castração | — | não coberta (animal já castrado)
        Mensalidade: R$ 89,90, cobrada no cartão de crédito (Nubank final 4417) todo dia 21.
        Rede credenciada inclui a Clínica Veterinária Amigo Fiel (Vila Mariana).
        """,
    ),
    D(
        PC + "NF Petz ago25.pdf",
        "pdf",
        "2025-08-03 16:10",
        """
        # DANFE — Documento Auxiliar da Nota Fiscal Eletrônica
        Emitente: PET CENTER COMÉRCIO E PARTICIPAÇÕES S.A. (Petz) — Loja Vila Mariana — CNPJ 18.328.118/0023-40
        Av. Dr. Ricardo Jafet, 1700 — São Paulo/SP
        NF-e nº 000.481.227 — Série 3 — Emissão: 03/08/2025 15:52
        Chave de acesso: 3525 0818 3281 1800 2340 5500 3000 4812 2710 0481 2275
        Destinatário: RAFAEL OLIVEIRA — CPF 318.472.659-04
        !Produto | Qtd | Valor (R$)
        Ração Premier Fórmula Cães Adultos Médio Porte Frango 15 kg | 1 | 259,90
        Simparic 10,1 a 20 kg — 3 comprimidos | 1 | 219,90
        Petisco bifinho sabor carne 500 g | 2 | 39,80
        Tapete higiênico 30 unidades | 1 | 54,90
        !Valor total da nota | | 574,50
        Forma de pagamento: cartão de crédito — 2x sem juros.
        Tributos aproximados (Lei 12.741/12): R$ 128,10.
        """,
    ),
]

# ---------------------------------------------------------------- Receitas
DOCS += [
    D(
        RC + "Feijoada da Camila.md",
        "md",
        "2023-07-09 13:20",
        """
        # Feijoada (versão da Camila, serve 8)

        Deixar de molho na véspera: carnes salgadas (costelinha, pé e lombo) — trocar a água 3x.

        ## Ingredientes
        - 1 kg de feijão preto
        - 500 g de costelinha salgada
        - 300 g de lombo salgado
        - 300 g de carne seca
        - 2 paios e 1 linguiça calabresa
        - 200 g de bacon
        - 2 cebolas, 1 cabeça de alho, 4 folhas de louro
        - laranja para servir

        ## Modo de fazer
        1. Aferventar as carnes salgadas por 10 min e descartar a água.
        2. Cozinhar o feijão com o louro e a carne seca na pressão por 30 min.
        3. Fritar o bacon, depois cebola e alho; juntar paio e calabresa em rodelas.
        4. Juntar tudo numa panela grande e deixar apurar em fogo baixo por 1h, mexendo.
        5. Amassar uma concha de feijão pra engrossar o caldo.

        Acompanha: arroz, couve refogada, farofa, torresmo, laranja. E uma caipirinha, claro.
        """,
    ),
    D(
        RC + "Escondidinho de carne seca.md",
        "md",
        "2024-03-23 19:00",
        """
        # Escondidinho de carne seca com purê de mandioca

        ## Recheio
        - 500 g de carne seca dessalgada e desfiada
        - 1 cebola grande, 3 dentes de alho
        - 1 tomate sem pele, cheiro-verde
        - 2 colheres de manteiga de garrafa

        ## Purê
        - 1 kg de mandioca cozida bem mole
        - 1 xícara de leite quente, 2 colheres de manteiga, sal
        - 150 g de queijo coalho ralado (ou muçarela) para gratinar

        Refogar a carne seca na manteiga de garrafa com cebola e alho até dourar. Bater a
        mandioca com leite e manteiga até virar um purê liso. Montar: metade do purê, carne,
        resto do purê, queijo por cima. Forno 200 °C por 20 min até gratinar.
        """,
    ),
    D(
        RC + "Bolo de cenoura com cobertura.txt",
        "txt",
        "2023-08-20 16:05",
        """
        BOLO DE CENOURA (liquidificador)

        3 cenouras médias picadas
        3 ovos
        1 xícara de óleo
        2 xícaras de açúcar
        2 e 1/2 xícaras de farinha de trigo
        1 colher (sopa) de fermento em pó

        Bater cenoura, ovos e óleo no liquidificador. Passar pra tigela, misturar açúcar e farinha,
        por último o fermento. Forma untada, forno 180 graus uns 40 min.

        Cobertura: 4 colheres de chocolate em pó, 1 colher de manteiga, 1 xícara de açúcar,
        5 colheres de leite. Ferver até engrossar e jogar quente no bolo furado com garfo.
        """,
    ),
    D(
        RC + "Moqueca baiana.md",
        "md",
        "2023-09-24 20:30",
        """
        # Moqueca baiana (aprendida na Chapada, com a dona Nalva)

        - 1 kg de peixe em postas (robalo ou badejo)
        - suco de 2 limões, sal, 4 dentes de alho
        - 1 pimentão vermelho, 1 amarelo, 2 tomates, 2 cebolas — tudo em rodelas
        - 200 ml de leite de coco
        - 3 colheres de azeite de dendê
        - coentro à vontade (a Camila odeia, põe só na metade)

        Marinar o peixe no limão, alho e sal por 30 min. Na panela de barro, fazer camadas:
        cebola, tomate e pimentões, peixe, mais legumes. Regar com leite de coco e dendê.
        Tampar e cozinhar em fogo médio por 15-20 min sem mexer, só balançando a panela.
        Servir com arroz branco e pirão feito com o caldo.
        """,
    ),
    D(
        RC + "Pão de fermentação natural.md",
        "md",
        "2024-05-05 09:15",
        """
        # Pão de fermentação natural (levain do Rafa — o "Levildo")

        Hidratação 75%.

        | ingrediente | quantidade |
        |---|---|
        | farinha branca | 450 g |
        | farinha integral | 50 g |
        | água | 375 g |
        | levain ativo | 100 g |
        | sal | 10 g |

        1. Autólise: farinhas + 350 g de água, 1 hora.
        2. Juntar levain, depois sal com os 25 g de água restantes.
        3. 4 séries de dobras a cada 30 min. Fermentação total ~5 h a 24 °C.
        4. Modelar, cesto com farinha de arroz, geladeira 12-16 h.
        5. Forno 250 °C na panela de ferro tampada 20 min + 20 min sem tampa a 230 °C.

        Alimentar o Levildo 1:1:1 na véspera. Se esquecer na geladeira por 2 semanas ele sobrevive.
        """,
    ),
    D(
        RC + "Brigadeiro de colher.txt",
        "txt",
        "2023-11-30 22:10",
        """
        brigadeiro de colher (pra festa do plantão da Camila)

        2 latas de leite condensado
        1 caixinha de creme de leite
        4 colheres de sopa de cacau 50%
        2 colheres de manteiga
        pitada de sal

        tudo na panela, fogo baixo, mexendo sem parar até soltar do fundo (uns 15 min).
        desligar, juntar o creme de leite. servir em potinhos com granulado.
        rende 25 potinhos de 50 g.
        """,
    ),
    D(
        RC + "Homus.md",
        "md",
        "2024-09-14 18:40",
        """
        # Homus

        - 1 lata de grão-de-bico (ou 250 g cozido em casa, bem molinho, sem a pele)
        - 3 colheres de tahine
        - suco de 1 limão
        - 1 dente de alho pequeno
        - 4 colheres de água gelada
        - sal, cominho, azeite e páprica defumada pra finalizar

        Bater tudo no processador por uns 4 minutos, colocando a água gelada aos poucos até ficar
        bem cremoso. Corrigir sal e limão. Servir com fio de azeite, páprica e pão sírio.
        Dica da Camila: tirar a pele do grão faz MUITA diferença.
        """,
    ),
    D(
        RC + ip("2024-07-21 15:02:44"),
        "paper",
        "2024-07-21 15:02:44",
        """
        # Pudim de leite da Vó Zilda
        1 lata de leite condensado
        a mesma medida de leite
        3 ovos inteiros
        Calda: 1 xícara de açúcar derretido até ficar cor de caramelo
        Bater tudo no liquidificador. Despejar na forma caramelizada.
        Banho-maria no forno, 1 hora e meia, forno médio.
        Só desenformar no outro dia!!
        Com carinho, vó Zilda
        """,
        device="iphone",
        hand=True,
        paper=(900, 1200),
        table=(176, 130, 90),
    ),
    D(
        RC + "Caldo verde.pdf",
        "pdf",
        "2025-05-04 12:00",
        """
        # Caldo verde à portuguesa
        Receita impressa de: cozinhatradicional.pt — Rendimento: 6 porções — Tempo: 45 min
        ## Ingredientes
        - 1 kg de batatas farinhentas, descascadas
        - 1 cebola e 2 dentes de alho
        - 300 g de couve-galega cortada em tirinhas muito finas
        - 1 chouriço português (ou linguiça calabresa defumada)
        - 1,5 l de água, sal e azeite extravirgem
        ## Preparação
        1. Coza as batatas com a cebola e o alho na água com sal até ficarem macias.
        2. Triture tudo até obter um creme liso.
        3. Junte a couve e deixe ferver 3 a 4 minutos — a couve deve ficar verde e firme.
        4. Sirva com rodelas de chouriço e um fio de azeite cru.
        Anotação à mão: "igual ao da tasca no Porto. Fazer no inverno."
        """,
    ),
    D(
        RC + "Pastel de nata - tentativa.md",
        "md",
        "2025-05-18 17:45",
        """
        # Pastel de nata — tentativa nº 2

        A nº 1 foi um desastre (massa crua no fundo). Esta ficou boa.

        - massa folhada pronta (2 rolos), enrolada como rocambole e cortada em rodelas de 2 cm
        - creme: 250 ml de leite, 1 pau de canela, casca de limão, 2 colheres de farinha,
          6 gemas, calda de 200 g de açúcar + 100 ml de água (ponto de fio)

        Forminhas de empada, apertar a rodela com o polegar molhado até subir pela borda.
        Forno no MÁXIMO (o nosso vai a 280 °C), 12-14 min, até queimar as pintinhas.
        Canela e açúcar de confeiteiro por cima. Ainda não é o de Belém, mas chega perto.
        """,
    ),
    D(
        RC + "Biscoitos para o Paçoca.txt",
        "txt",
        "2024-10-06 11:30",
        """
        biscoitinho caseiro pro Paçoca (sem sal, sem açúcar)

        1 xícara de aveia em flocos
        1 banana madura amassada
        2 colheres de pasta de amendoim INTEGRAL (sem xilitol!!!)
        1 ovo

        misturar, abrir a massa, cortar com cortador de osso. forno 180 graus por 20 min.
        guardar em pote fechado, dura 1 semana. dar no máximo 2 por dia (ordem da veterinária).
        """,
    ),
]

# ---------------------------------------------------------------- Carro
DOCS += [
    D(
        CA + "CRLV-e 2025.pdf",
        "pdf",
        "2025-01-22 20:30",
        f"""
        # REPÚBLICA FEDERATIVA DO BRASIL
        MINISTÉRIO DOS TRANSPORTES — SECRETARIA NACIONAL DE TRÂNSITO — DETRAN-SP
        ## CERTIFICADO DE REGISTRO E LICENCIAMENTO DE VEÍCULO — DIGITAL (CRLV-e)
        Código RENAVAM: {RENAVAM} — Placa: {PLACA} — Exercício: 2025
        Ano de fabricação: 2019 — Ano modelo: 2020
        Nº do CRV: 238877165432 — Código de segurança do CLA: 91882344071
        Marca/Modelo/Versão: FIAT/ARGO DRIVE 1.0
        Espécie/Tipo: PASSAGEIRO/AUTOMÓVEL — Carroceria: NÃO APLICÁVEL
        Cor predominante: BRANCA — Combustível: ÁLCOOL/GASOLINA
        Chassi: 9BD358A1NLYJ12345 — Potência/Cilindrada: 77CV/999 — Lotação: 05P
        Nome: RAFAEL OLIVEIRA — CPF/CNPJ: {RAFAEL_CPF}
        Local: SÃO PAULO SP — Data: 22/01/2025
        Observações: sem reserva de domínio. Licenciamento 2025 quitado.
        Documento assinado digitalmente conforme MP 2.200-2/2001.
        """,
    ),
    D(
        CA + "IPVA 2024.pdf",
        "pdf",
        "2024-01-08 21:15",
        f"""
        # Secretaria da Fazenda e Planejamento do Estado de São Paulo
        ## IPVA 2024 — Demonstrativo e comprovante de pagamento
        RENAVAM: {RENAVAM} — Placa: {PLACA} — FIAT/ARGO DRIVE 1.0 — 2019/2020
        Proprietário: RAFAEL OLIVEIRA — CPF {RAFAEL_CPF}
        !Item | | Valor
        Valor venal (tabela FIPE) | | R$ 61.300,00
        Alíquota | | 4%
        IPVA 2024 | | R$ 2.452,00
        Desconto pagamento em cota única até o vencimento (3%) | | R$ 73,56
        !Valor pago — cota única | | R$ 2.378,44
        Vencimento da cota única (final de placa 1): 09/01/2024
        Pago em 08/01/2024 — Banco 260 Nu Pagamentos — autenticação 8F22A1C09D7E
        """,
    ),
    D(
        CA + "IPVA 2025 - cota única.pdf",
        "pdf",
        "2025-01-09 12:40",
        f"""
        # Secretaria da Fazenda e Planejamento do Estado de São Paulo
        ## IPVA 2025 — Comprovante de pagamento
        RENAVAM: {RENAVAM} — Placa: {PLACA} — FIAT/ARGO DRIVE 1.0 — ano 2020
        Proprietário: RAFAEL OLIVEIRA
        !Item | | Valor
        Base de cálculo (valor venal) | | R$ 58.900,00
        Alíquota | | 4%
        Imposto | | R$ 2.356,00
        Desconto cota única (3%) | | R$ 70,68
        !Total pago | | R$ 2.285,32
        Data do pagamento: 9 de janeiro de 2025 — vencimento da cota única: 09/01/2025
        Forma: Pix — instituição pagadora: Nu Pagamentos S.A.
        Após a compensação, o licenciamento 2025 pode ser pago no app do Detran-SP / Poupatempo.
        """,
    ),
    D(
        CA + "Multa Marginal ago-2024.jpg",
        "paper",
        "2024-09-05 19:22",
        f"""
        # PREFEITURA DO MUNICÍPIO DE SÃO PAULO
        Secretaria Municipal de Mobilidade e Trânsito — DSV
        ## NOTIFICAÇÃO DA AUTUAÇÃO POR INFRAÇÃO DE TRÂNSITO
        Auto de infração nº: 1Q 4837261 — Código do órgão autuador: 271070
        Placa: {PLACA} — Marca/modelo: FIAT/ARGO DRIVE 1.0 — Espécie: passageiro
        Data da infração: 17/08/2024 — Hora: 23:14
        Local: Av. Marginal Pinheiros, pista expressa, sentido Interlagos, altura da Ponte Cidade Jardim
        Enquadramento: 7455-0 — Transitar em velocidade superior à máxima permitida em até 20%
        Velocidade permitida: 90 km/h — medida: 101 km/h — considerada: 94 km/h
        Equipamento: medidor fixo nº 3322 — aferido pelo INMETRO em 11/03/2024
        Prazo para indicação do condutor e defesa prévia: 30/09/2024
        Valor da multa: R$ 130,16 — Pontuação: 4 pontos (média)
        """,
        device="iphone",
        table=(90, 90, 95),
    ),
    D(
        CA + "Recurso multa - resultado.pdf",
        "pdf",
        "2024-12-09 10:00",
        """
        # PREFEITURA DO MUNICÍPIO DE SÃO PAULO — JARI
        Junta Administrativa de Recursos de Infrações
        ## Comunicado de resultado de julgamento
        Recorrente: RAFAEL OLIVEIRA — Auto de infração 1Q 4837261 — Placa FQR8H21
        Processo: 2024-0.771.992-3 — Data do julgamento: 04/12/2024
        Decisão: RECURSO INDEFERIDO.
        Fundamentação: o equipamento medidor estava regularmente aferido e a sinalização de velocidade máxima (90 km/h) encontrava-se visível no local. Não foram apresentados elementos capazes de afastar a autuação.
        Valor da penalidade: R$ 130,16. Pagamento com 40% de desconto (R$ 78,10) para aderentes ao SNE até o vencimento de 10/01/2025.
        Cabe recurso ao CETRAN-SP no prazo de 30 dias.
        """,
    ),
    D(
        CA + "Revisão 40 mil km.pdf",
        "pdf",
        "2023-06-20 17:30",
        """
        # Fiat Ipiranga Veículos Ltda — Concessionária Fiat
        Av. Nazaré, 1890 — Ipiranga — São Paulo/SP — CNPJ 03.887.412/0001-66
        ## Ordem de serviço nº 77120 — Revisão programada 40.000 km
        Cliente: Rafael Oliveira — Veículo: Fiat Argo Drive 1.0 — Placa FQR8H21 — KM: 40.125
        Entrada: 20/06/2023 08:10 — Entrega: 20/06/2023 16:45
        !Serviço / peça | Qtd | Valor (R$)
        Óleo de motor Selenia 5W30 | 3,5 L | 224,00
        Filtro de óleo | 1 | 48,00
        Filtro de ar do motor | 1 | 62,00
        Filtro de cabine (ar-condicionado) | 1 | 71,00
        Fluido de freio DOT 4 | 1 | 55,00
        Mão de obra — revisão 40 mil | 1 | 430,00
        !Total | | 890,00
        Observações: pastilhas dianteiras com 35% de vida útil — recomenda-se troca em até 10.000 km.
        Próxima revisão: 50.000 km ou 06/2024.
        """,
    ),
    D(
        CA + "OS 31877 - freios.pdf",
        "pdf",
        "2024-03-12 18:05",
        """
        # Oficina Mecânica Irmãos Pereira
        Rua Afonso Celso, 611 — Vila Mariana — São Paulo/SP — (11) 5549-2013
        ## Ordem de serviço nº 31877
        Cliente: Rafael — Fiat Argo branco — FQR-8H21 — KM 49.870 — Data: 12/03/2024
        Reclamação do cliente: barulho ao frear e pedal "borrachudo".
        !Serviço / peça | Qtd | Valor (R$)
        Pastilhas de freio dianteiras (Cobreq) | 1 jogo | 189,00
        Discos de freio dianteiros (Fremax) | 2 | 398,00
        Sangria do sistema de freio | 1 | 60,00
        Mão de obra | 1 | 180,00
        !Total | | 827,00
        Desconto à vista | | -47,00
        !Total pago (Pix) | | 780,00
        Garantia: 3 meses ou 5.000 km para peças e serviço. Zé Pereira agradece a preferência!
        """,
    ),
    D(
        CA + "NF pneus.pdf",
        "pdf",
        "2025-05-22 13:20",
        """
        # DANFE — Documento Auxiliar da Nota Fiscal Eletrônica
        Emitente: PNEUSTORE VILA MARIANA COMÉRCIO DE PNEUS LTDA — CNPJ 10.554.338/0002-91
        Av. Dr. Ricardo Jafet, 2220 — São Paulo/SP
        NF-e nº 000.092.114 — Série 1 — Emissão: 22/05/2025
        Destinatário: RAFAEL OLIVEIRA — CPF 318.472.659-04
        !Produto | Qtd | Valor (R$)
        Pneu Pirelli Cinturato P1 175/65 R14 82T | 4 | 1.596,00
        Válvula de borracha | 4 | 40,00
        Serviço de montagem e balanceamento | 1 | 160,00
        !Total da nota | | 1.796,00
        Pagamento: cartão de crédito em 4x sem juros.
        Veículo: Argo FQR8H21 — KM 61.340. Garantia de fábrica do pneu: 5 anos contra defeitos.
        """,
    ),
    D(
        CA + "Orçamento funilaria.pdf",
        "pdf",
        "2025-10-02 11:10",
        """
        # Funilaria e Pintura Nova Aurora
        Rua Dr. Mário Cardim, 320 — Vila Mariana — São Paulo/SP
        ## Orçamento nº 2025-418
        Cliente: Rafael Oliveira — Veículo: Fiat Argo 2020 branco banchisa — Placa FQR8H21
        Data: 02/10/2025 — Validade: 15 dias
        Avaria: risco profundo e pequeno amassado na porta traseira esquerda (manobra em garagem).
        !Serviço | | Valor (R$)
        Desamassar porta traseira esquerda (martelinho de ouro) | | 350,00
        Preparação e pintura da porta (cor original, verniz PU) | | 520,00
        Polimento da lateral | | 80,00
        !Total | | 950,00
        Prazo de execução: 3 dias úteis. Não acionar seguro — valor abaixo da franquia.
        """,
    ),
    D(
        CA + "Planilha manutenção.csv",
        "csv",
        "2025-10-02 21:00",
        """
        data,km,servico,onde,valor
        2023-06-20,40125,Revisão 40 mil (óleo + filtros),Fiat Ipiranga,890.00
        2023-11-18,45010,Troca de lâmpada farol + palheta,Irmãos Pereira,95.00
        2024-03-12,49870,Pastilhas e discos dianteiros,Irmãos Pereira,780.00
        2024-06-29,52300,Troca de óleo e filtro,Irmãos Pereira,260.00
        2024-11-12,56900,Para-brisa (sinistro vidros - franquia),Carglass Ipiranga,390.00
        2025-01-28,58800,Higienização do ar-condicionado,Irmãos Pereira,150.00
        2025-05-22,61340,4 pneus Pirelli + balanceamento,Pneustore,1796.00
        2025-05-22,61340,Alinhamento,Auto Center Ricardo Jafet,160.00
        2025-08-30,63900,Troca de óleo e filtro,Irmãos Pereira,275.00
        2025-10-02,64700,Orçamento funilaria porta traseira (não feito ainda),Nova Aurora,950.00
        """,
    ),
    D(
        CA + ip("2025-05-22 15:48:10"),
        "paper",
        "2025-05-22 15:48:10",
        """
        # AUTO CENTER RICARDO JAFET
        Av. Dr. Ricardo Jafet, 2290 — Tel. (11) 2063-4455
        RECIBO Nº 5521
        Recebi de Rafael (Argo FQR8H21) a quantia de R$ 160,00
        referente a: alinhamento 3D dianteiro + cambagem
        KM: 61.340
        São Paulo, 22/05/2025
        Ass.: Ricardo
        """,
        device="iphone",
        hand=True,
        paper=(900, 1100),
        table=(95, 95, 100),
    ),
]

# ---------------------------------------------------------------- Carro/Seguro
DOCS += [
    D(
        CS + "Apólice Porto Seguro 2024-2025.pdf",
        "pdf",
        "2024-03-18 10:00",
        f"""
        # Porto Seguro Companhia de Seguros Gerais
        ## Apólice de Seguro Automóvel — Porto Seguro Auto
        Apólice nº 0531.24.987654 — Item 1 — Proposta 88.412.339
        Segurado: RAFAEL OLIVEIRA — CPF {RAFAEL_CPF}
        Vigência: das 24h de 15/03/2024 às 24h de 15/03/2025
        Veículo: FIAT ARGO DRIVE 1.0 6V FLEX — ano 2019/2020 — Placa {PLACA} — Chassi 9BD358A1NLYJ12345
        CEP de pernoite: 04010-100 — Garagem em casa e no trabalho: sim — Uso: particular
        Condutor principal: Rafael Oliveira, 32 anos — Classe de bônus: 5
        !Cobertura | Limite | Franquia
        Casco (colisão, incêndio, roubo e furto) — 100% FIPE | R$ 61.300,00 | R$ 3.650,00
        Danos materiais a terceiros | R$ 100.000,00 | —
        Danos corporais a terceiros | R$ 100.000,00 | —
        Vidros (para-brisa, laterais, faróis) | conforme cláusula | R$ 390,00
        Assistência 24h — guincho 400 km | incluído | —
        Carro reserva 7 dias | incluído | —
        Prêmio total: R$ 3.104,22 — 6 parcelas de R$ 517,37 no boleto.
        Corretora: Vila Seguros Corretora Ltda — SUSEP 10.2033.1 — (11) 5081-7720
        """,
    ),
    D(
        CS + "Apólice Porto Seguro 2025-2026.pdf",
        "pdf",
        "2025-03-17 15:30",
        f"""
        # Porto Seguro Companhia de Seguros Gerais
        ## Apólice de Seguro Automóvel — Porto Seguro Auto — Renovação
        Apólice nº 0531.25.112233 — Item 1 — Apólice anterior: 0531.24.987654
        Segurado: RAFAEL OLIVEIRA — CPF {RAFAEL_CPF}
        Vigência: das 24h de 15/03/2025 às 24h de 15/03/2026
        Veículo: FIAT ARGO DRIVE 1.0 — 2019/2020 — Placa {PLACA}
        CEP de pernoite: 04010-100 — Condutor principal: Rafael Oliveira — Classe de bônus: 6
        !Cobertura | Limite | Franquia
        Casco — 100% tabela FIPE | R$ 58.900,00 | R$ 3.400,00
        Danos materiais a terceiros | R$ 100.000,00 | —
        Danos corporais a terceiros | R$ 100.000,00 | —
        APP — morte/invalidez por passageiro | R$ 10.000,00 | —
        Vidros | conforme cláusula | R$ 390,00
        Assistência 24h — guincho 400 km + carro reserva 7 dias | incluído | —
        Prêmio total: R$ 2.980,40 — 6 parcelas de R$ 496,73 (boleto), 1ª em 15/04/2025.
        Sinistros no período anterior: 1 (vidros — não afeta a classe de bônus).
        Central 24h: 333 PORTO (333 76786) ou 0800 727 0800.
        """,
    ),
    D(
        CS + "Boleto seguro parcela 1.pdf",
        "pdf",
        "2025-03-20 09:00",
        f"""
        # Porto Seguro Companhia de Seguros Gerais — boleto de cobrança
        Apólice: 0531.25.112233 — Ramo: Automóvel — Parcela: 1/6
        Pagador: RAFAEL OLIVEIRA — CPF {RAFAEL_CPF}
        !Vencimento | Valor do documento | Nosso número
        15/04/2025 | R$ 496,73 | 0531251122330001
        Atenção: o não pagamento da parcela até o vencimento pode acarretar o cancelamento da apólice.
        Linha digitável: 23793.38128 60531.251129 23300.010502 4 10540000049673
        """,
    ),
    D(
        CS + "Sinistro para-brisa.txt",
        "txt",
        "2024-11-12 20:10",
        """
        Pedra na Bandeirantes no sábado 09/11/2024 — trinca no para-brisa, lado do passageiro.
        Liguei 333 PORTO dia 10/11.
        Sinistro nº 0531.2024.77812 (serviço de vidros).
        Troca feita na Carglass Ipiranga dia 12/11 às 14h. Franquia de vidros: R$ 390,00 (paguei no cartão).
        Não mexe na classe de bônus, segundo a atendente.
        """,
    ),
]


def recibo_irpf(
    exercicio: int,
    nome: str,
    cpf: str,
    tipo: str,
    trib: str,
    isentos: str,
    excl: str,
    devido: str,
    retido: str,
    restituir: str,
    pagar: str,
    recibo: str,
    quando: str,
    extra: str = "",
) -> str:
    return f"""# MINISTÉRIO DA FAZENDA
SECRETARIA ESPECIAL DA RECEITA FEDERAL DO BRASIL
## IMPOSTO SOBRE A RENDA — PESSOA FÍSICA
EXERCÍCIO {exercicio} — ANO-CALENDÁRIO {exercicio - 1}
## RECIBO DE ENTREGA DA DECLARAÇÃO DE AJUSTE ANUAL
Nome do declarante: {nome} — CPF: {cpf}
Tipo de declaração: {tipo} — Opção pela tributação: deduções legais (completa)
!Resumo | | Valor (R$)
Total de rendimentos tributáveis | | {trib}
Rendimentos isentos e não tributáveis | | {isentos}
Rendimentos sujeitos à tributação exclusiva | | {excl}
Imposto devido | | {devido}
Imposto retido na fonte do titular | | {retido}
!Imposto a restituir | | {restituir}
!Saldo de imposto a pagar | | {pagar}
{extra}
---
A declaração foi recebida via Internet pelo Agente Receptor SERPRO em {quando}.
Número do recibo: {recibo}
Acompanhe o processamento pelo e-CAC ou pelo app Meu Imposto de Renda."""


# ---------------------------------------------------------------- Impostos/IRPF 2024 (ano-base 2023)
DOCS += [
    D(
        IR24 + "Recibo de entrega - Rafael.pdf",
        "pdf",
        "2024-04-22 21:50",
        recibo_irpf(
            2024,
            "RAFAEL OLIVEIRA",
            RAFAEL_CPF,
            "original",
            "24.600,00",
            "23.452,44",
            "1.612,44",
            "0,00",
            "0,00",
            "0,00",
            "0,00",
            "31.84.72.65.90-17",
            "22/04/2024 às 21:47:10",
        ),
    ),
    D(
        IR24 + "Recibo de entrega - Camila.pdf",
        "pdf",
        "2024-03-15 20:30",
        recibo_irpf(
            2024,
            "CAMILA SANTOS",
            CAMILA_CPF,
            "original",
            "74.612,30",
            "410,18",
            "5.912,00",
            "5.469,05",
            "6.455,17",
            "986,12",
            "0,00",
            "40.21.18.93.72-08",
            "15/03/2024 às 20:22:51",
            "Dependentes: nenhum — Restituição: Itaú, ag. 0912, c/c 45821-3",
        ),
    ),
    D(
        IR24 + "Informe de rendimentos Hospital 2023.pdf",
        "pdf",
        "2024-02-23 12:00",
        f"""
        # COMPROVANTE DE RENDIMENTOS PAGOS E DE IMPOSTO SOBRE A RENDA RETIDO NA FONTE
        Ano-calendário de 2023 — Imposto sobre a Renda da Pessoa Física
        ## 1. Fonte pagadora
        HOSPITAL SANTA AURORA S/A — CNPJ {HOSPITAL_CNPJ}
        ## 2. Pessoa física beneficiária dos rendimentos
        CPF: {CAMILA_CPF} — Nome: CAMILA SANTOS — Natureza: rendimento do trabalho assalariado
        ## 3. Rendimentos tributáveis, deduções e imposto retido na fonte
        !Item | | Valor (R$)
        01. Total dos rendimentos (inclusive férias) | | 74.612,30
        02. Contribuição previdenciária oficial | | 8.122,40
        05. Imposto sobre a renda retido na fonte | | 6.455,17
        ## 5. Rendimentos sujeitos à tributação exclusiva
        01. Décimo terceiro salário | | 5.912,00
        02. IRRF sobre 13º salário | | 412,20
        ## 7. Informações complementares
        Plano de saúde Vitalis Saúde (ANS 41.882-7) — valores descontados em folha: dependente Rafael Oliveira (CPF {RAFAEL_CPF}) R$ 1.642,80.
        Responsável pelas informações: Departamento Pessoal — 20/02/2024.
        """,
    ),
    D(
        IR24 + "Informe Nubank 2023.pdf",
        "pdf",
        "2024-02-26 22:10",
        f"""
        # Nubank — Informe de Rendimentos Financeiros
        Ano-calendário 2023 — Nu Pagamentos S.A. (CNPJ 18.236.120/0001-58) e Nu Financeira S.A. (CNPJ 30.680.829/0001-43)
        Cliente: RAFAEL OLIVEIRA — CPF {RAFAEL_CPF}
        ## Bens e direitos
        !Descrição | Saldo em 31/12/2022 | Saldo em 31/12/2023
        Conta de pagamento — Nu Pagamentos | R$ 3.212,40 | R$ 5.877,10
        RDB (Caixinhas) — Nu Financeira | R$ 9.850,00 | R$ 18.402,55
        ## Rendimentos sujeitos à tributação exclusiva/definitiva
        Rendimentos de RDB | | R$ 1.612,44
        Imposto de renda retido na fonte | | R$ 282,18
        Documento gerado em 26/02/2024. Declare na ficha "Rendimentos sujeitos à tributação exclusiva", código 06.
        """,
    ),
    D(
        IR24 + "Informe Vitalis Saúde 2023.pdf",
        "pdf",
        "2024-02-27 09:00",
        f"""
        # Vitalis Saúde S.A. — ANS nº 41.882-7
        ## Demonstrativo de pagamentos para fins de Imposto de Renda — Ano-calendário 2023
        Contrato: coletivo empresarial — HOSPITAL SANTA AURORA S/A
        Beneficiária titular: CAMILA SANTOS — CPF {CAMILA_CPF}
        !Beneficiário | CPF | Valor pago (R$)
        Rafael Oliveira (dependente) | {RAFAEL_CPF} | 1.642,80
        Camila Santos (titular) — coparticipações | {CAMILA_CPF} | 62,00
        !Total pago pela titular | | 1.704,80
        Valores pagos pela empresa não são dedutíveis pela beneficiária.
        """,
    ),
    D(
        IR24 + "anotações IR 2024.txt",
        "txt",
        "2024-04-22 22:30",
        """
        IR 2024 (ano-base 2023) — anotações

        Camila: entregou 15/03, 1º lote? -> restituição 986,12 caiu dia 31/05 no Itaú.
        Eu: entreguei 22/04. Nada a pagar, nada a restituir.
        - MEI: receita bruta 2023 = 68.250,00 (DASN entregue 12/03)
        - parcela isenta (32% serviços) = 21.840,00
        - lucro que sobrou como tributável depois das despesas do livro-caixa: 24.600,00
        - Nubank RDB: 1.612,44 de rendimento (exclusiva)
        - Plano de saúde: sou dependente da Camila no PLANO, mas não no IR. Então o que ela paga
          por mim não dá pra deduzir. Pro ano que vem: perguntar pra contadora (Elaine) se vale a
          pena eu entrar como dependente dela no IR.
        """,
    ),
]

# ---------------------------------------------------------------- Impostos/IRPF 2025 (ano-base 2024)
DOCS += [
    D(
        IR25 + "Recibo entrega IRPF 2025 Rafael.pdf",
        "pdf",
        "2025-05-25 21:55",
        recibo_irpf(
            2025,
            "RAFAEL OLIVEIRA",
            RAFAEL_CPF,
            "original",
            "36.900,00",
            "27.496,71",
            "2.408,71",
            "1.187,60",
            "0,00",
            "0,00",
            "1.187,60",
            "31.84.72.65.90-41",
            "25/05/2025 às 21:47:10",
            "Opção de pagamento: quota única com vencimento em 30/05/2025 (DARF código 0211)",
        ),
    ),
    D(
        IR25 + "Recibo entrega IRPF 2025 Camila.pdf",
        "pdf",
        "2025-03-12 19:40",
        recibo_irpf(
            2025,
            "CAMILA SANTOS",
            CAMILA_CPF,
            "original",
            "78.944,18",
            "712,33",
            "6.612,40",
            "6.071,65",
            "7.310,42",
            "1.238,77",
            "0,00",
            "40.21.18.93.72-33",
            "12/03/2025 às 19:31:04",
            "Restituição: Itaú Unibanco, ag. 0912, c/c 45821-3 (chave Pix CPF)",
        ),
    ),
    D(
        IR25 + "Informe rendimentos Hospital Santa Aurora 2024.pdf",
        "pdf",
        "2025-02-21 12:00",
        f"""
        # COMPROVANTE DE RENDIMENTOS PAGOS E DE IMPOSTO SOBRE A RENDA RETIDO NA FONTE
        Ano-calendário de 2024 — Imposto sobre a Renda da Pessoa Física
        ## 1. Fonte pagadora
        HOSPITAL SANTA AURORA S/A — CNPJ {HOSPITAL_CNPJ}
        ## 2. Pessoa física beneficiária dos rendimentos
        CPF: {CAMILA_CPF} — Nome: CAMILA SANTOS — Natureza: rendimento do trabalho assalariado
        ## 3. Rendimentos tributáveis, deduções e imposto retido na fonte
        !Item | | Valor (R$)
        01. Total dos rendimentos (inclusive férias) | | 78.944,18
        02. Contribuição previdenciária oficial | | 9.120,55
        05. Imposto sobre a renda retido na fonte | | 7.310,42
        ## 5. Rendimentos sujeitos à tributação exclusiva
        01. Décimo terceiro salário | | 6.612,40
        02. IRRF sobre 13º salário | | 498,33
        ## 7. Informações complementares
        Plano de saúde Vitalis Saúde — descontos em folha: dependente Rafael Oliveira R$ 1.786,80; coparticipação da titular R$ 35,00.
        Emitido em 20/02/2025 — Departamento Pessoal.
        """,
    ),
    D(
        IR25 + "Informe Nubank 2024.pdf",
        "pdf",
        "2025-02-25 22:00",
        f"""
        # Nubank — Informe de Rendimentos Financeiros
        Ano-calendário 2024 — Nu Pagamentos S.A. e Nu Financeira S.A.
        Cliente: RAFAEL OLIVEIRA — CPF {RAFAEL_CPF}
        ## Bens e direitos
        !Descrição | Saldo em 31/12/2023 | Saldo em 31/12/2024
        Conta de pagamento — Nu Pagamentos | R$ 5.877,10 | R$ 4.120,88
        RDB (Caixinhas) — Nu Financeira | R$ 18.402,55 | R$ 26.911,30
        ## Rendimentos sujeitos à tributação exclusiva/definitiva
        Rendimentos de RDB | | R$ 2.408,71
        Imposto de renda retido na fonte | | R$ 421,52
        Documento gerado em 25/02/2025.
        """,
    ),
    D(
        IR25 + "Informe Itaú Camila 2024.pdf",
        "pdf",
        "2025-02-27 20:15",
        f"""
        # Itaú Unibanco S.A. — Informe de Rendimentos
        Ano-calendário: 2024 — Exercício: 2025
        Cliente: CAMILA SANTOS — CPF {CAMILA_CPF} — Agência 0912 — Conta 45821-3
        !Produto | Saldo em 31/12/2023 | Saldo em 31/12/2024
        Conta corrente | R$ 1.804,22 | R$ 2.310,45
        Poupança | R$ 9.120,00 | R$ 12.880,00
        ## Rendimentos isentos e não tributáveis
        Rendimentos de caderneta de poupança | | R$ 712,33
        Para mais detalhes acesse itau.com.br ou o app Itaú.
        """,
    ),
    D(
        IR25 + "Informe Vitalis 2024.pdf",
        "pdf",
        "2025-02-26 09:00",
        f"""
        # Vitalis Saúde S.A. — ANS nº 41.882-7
        ## Demonstrativo de pagamentos para fins de Imposto de Renda — Ano-calendário 2024
        Contrato: coletivo empresarial — HOSPITAL SANTA AURORA S/A
        Beneficiária titular: CAMILA SANTOS — CPF {CAMILA_CPF}
        !Beneficiário | CPF | Valor pago (R$)
        Rafael Oliveira (dependente) | {RAFAEL_CPF} | 1.786,80
        Camila Santos (titular) — coparticipações | {CAMILA_CPF} | 35,00
        !Total pago pela titular | | 1.821,80
        """,
    ),
    D(
        IR25 + "DARF IRPF 2025 - quota única.pdf",
        "pdf",
        "2025-05-30 10:05",
        f"""
        # Receita Federal — Documento de Arrecadação de Receitas Federais (DARF)
        Nome: RAFAEL OLIVEIRA — Telefone: (11) 98412-3377
        !Campo | | Conteúdo
        02 Período de apuração | | 31/12/2024
        03 Número do CPF | | {RAFAEL_CPF}
        04 Código da receita | | 0211 — IRPF quota única/1ª quota
        06 Data de vencimento | | 30/05/2025
        07 Valor do principal | | R$ 1.187,60
        10 Valor total | | R$ 1.187,60
        ---
        Comprovante de pagamento: pago em 30 de maio de 2025, via Nubank (Nu Pagamentos S.A.) — autenticação 4C1A99E0B2.
        """,
    ),
    D(
        IR25 + sm_shot("2025-05-30 08:12:40", "Receita"),
        "shot",
        "2025-05-30 08:12:40",
        """
        ## Restituição
        **Exercício 2025 — ano-calendário 2024**
        CAMILA SANTOS — CPF 402.***.***-21
        Situação: Restituição creditada
        Lote: 1º lote de 2025
        Data do crédito: 30/05/2025
        Valor: R$ 1.238,77 (inclui correção pela Selic)
        Banco 341 — Itaú Unibanco — agência 0912 — conta 45821-3
        ---
        ~ Sua declaração foi processada. Não há pendências.
        """,
        style="receita",
        frame="android",
        title="Meu Imposto de Renda",
    ),
    D(
        IR25 + "checklist IR 2025.md",
        "md",
        "2025-03-01 11:00",
        """
        # Checklist IR 2025 (ano-base 2024)

        ## Camila
        - [x] informe do Hospital Santa Aurora
        - [x] informe Itaú (poupança)
        - [x] informe Vitalis (plano — dependente eu)
        - [x] entregar cedo pra pegar o 1º lote -> entregue 12/03!

        ## Rafa
        - [x] DASN-SIMEI (entregue 18/03) — receita bruta 2024: R$ 78.400,00
        - [x] informe Nubank (RDB)
        - [ ] recibos da dentista (canal + coroa) — pedir à Dra. Beatriz COM CPF
        - [x] livro-caixa do MEI fechado com a Elaine
        - [x] prazo final: 30/05/2025. Vai dar imposto a pagar — DARF quota única

        Obs: a Elaine fez as contas — continua cada um declarando separado (por causa do MEI).
        """,
    ),
]

# ---------------------------------------------------------------- MEI
DOCS += [
    D(
        MEI + "CCMEI - Certificado MEI.pdf",
        "pdf",
        "2023-04-03 15:20",
        f"""
        # Certificado da Condição de Microempreendedor Individual — CCMEI
        Portal do Empreendedor — gov.br/mei
        ## Identificação
        Nome empresarial: {MEI_RAZAO}
        Nome do empresário: RAFAEL OLIVEIRA — CPF: {RAFAEL_CPF}
        Nome fantasia: RAFA OLIVEIRA DESIGN
        CNPJ: {MEI_CNPJ} — Capital social: R$ 2.000,00
        ## Situação cadastral
        Situação cadastral vigente: ATIVA — Data de início de atividade: 10/02/2022
        Enquadramento MEI: Sim — desde 10/02/2022
        ## Atividades
        Forma de atuação: internet; em local fixo fora de loja
        Ocupação principal: Designer gráfico (CNAE 7410-2/99 — atividades de design não especificadas anteriormente)
        ## Endereço comercial
        Rua Domingos de Morais, 1234, apto 52 — Vila Mariana — São Paulo/SP — CEP 04010-100
        Alteração cadastral (mudança de endereço) em 03/04/2023.
        ---
        Este certificado comprova as inscrições do MEI e dispensa alvará e licença de funcionamento nos termos da Resolução CGSIM nº 59/2021.
        Data de emissão: 03/04/2023.
        """,
    ),
    D(
        MEI + "DASN-SIMEI 2024 (ano-base 2023).pdf",
        "pdf",
        "2024-03-12 16:25",
        f"""
        # Declaração Anual do Simples Nacional para o MEI — DASN-SIMEI
        ## Recibo de entrega da declaração
        CNPJ: {MEI_CNPJ} — Nome empresarial: {MEI_RAZAO}
        Ano-calendário: 2023 — Tipo: original
        !Informação | | Valor
        Receita bruta total — prestação de serviços | | R$ 68.250,00
        Receita bruta total — comércio e indústria | | R$ 0,00
        Possuía empregado? | | Não
        Data e hora da transmissão: 12/03/2024 16:22:37
        Número do recibo: 03.45.12.39.87-2023-001
        """,
    ),
    D(
        MEI + "DASN-SIMEI 2025 (ano-base 2024).pdf",
        "pdf",
        "2025-03-18 10:40",
        f"""
        # Declaração Anual do Simples Nacional para o MEI — DASN-SIMEI
        ## Recibo de entrega da declaração
        CNPJ: {MEI_CNPJ} — Nome empresarial: {MEI_RAZAO}
        Ano-calendário: 2024 — Tipo: original
        !Informação | | Valor
        Receita bruta total — prestação de serviços | | R$ 78.400,00
        Receita bruta total — comércio e indústria | | R$ 0,00
        Possuía empregado? | | Não
        Data e hora da transmissão: 18/03/2025 10:37:02
        Número do recibo: 03.45.12.39.87-2024-001
        Atenção: limite anual do MEI R$ 81.000,00 — faturamento de 2024 em 96,8% do limite.
        """,
    ),
    D(
        "MEI/DAS/2025/" + ip("2025-12-19 11:20:05", "PNG"),
        "shot",
        "2025-12-19 11:20:05",
        """
        ## Pagamento realizado
        ~ 19 DEZ 2025 - 11:20:05
        **Valor pago**
        R$ 80,90
        Tipo: pagamento de boleto / tributo
        ---
        **Beneficiário**
        RECEITA FEDERAL DO BRASIL — DAS SIMPLES NACIONAL
        CNPJ do contribuinte: 45.123.987/0001-60
        Vencimento: 22/12/2025
        Código de barras: 85850000000 8 09001090252 1 53271912251 0 22123456789 3
        ---
        **Pagador**
        Rafael Oliveira — NU PAGAMENTOS - IP
        Autenticação: 5A7E.90C1.B22D.8841
        """,
        style="nubank",
        frame="iphone",
        title="Nubank",
    ),
]

# ---------------------------------------------------------------- Clientes
DOCS += [
    D(
        G + "Proposta comercial Garoa 2024.pdf",
        "pdf",
        "2024-04-25 18:00",
        """
        # Rafa Oliveira Design — Proposta comercial
        Para: Cervejaria Garoa Artesanal — A/C Tiago Nakamura (sócio-fundador)
        Data: 25 de abril de 2024 — Validade: 15 dias
        ## Escopo
        Criação de rótulos para a linha sazonal de Outono: 3 rótulos (frente e contrarrótulo), adaptação para garrafa 600 ml, arte-final com faca fornecida pela gráfica.
        ## Etapas e prazos
        1. Imersão na cervejaria e conversa com o mestre cervejeiro — 1 semana
        2. Apresentação de 2 caminhos criativos — 2 semanas
        3. Desenvolvimento do caminho escolhido + 2 rodadas de ajustes — 2 semanas
        4. Arte-final e acompanhamento de prova de cor na gráfica — 1 semana
        ## Investimento
        !Item | | Valor
        3 rótulos (criação + arte-final) | | R$ 2.800,00
        Rodada extra de ajustes (se necessária) | | R$ 300,00
        Pagamento: 50% na aprovação da proposta e 50% na entrega, via Pix, com nota fiscal (NFS-e).
        Direitos de uso: uso comercial ilimitado para os produtos da Cervejaria Garoa.
        """,
    ),
    D(
        G + "Briefing linha verão.md",
        "md",
        "2024-10-14 21:30",
        """
        # Briefing — Garoa linha Verão (reunião 14/10/2024 no taproom)

        Presentes: Tiago (sócio), Fernanda (mestre cervejeira), eu.

        - 3 cervejas: **Neblina IPA** (hazy, 6,5%), **Witbier Garoa** (4,8%, coentro e laranja),
          **Sour de Cajá** (4,2%, fruta do Nordeste — homenagem ao pai da Fernanda, de Fortaleza)
        - querem fugir do clichê praia/coqueiro. Referências: azulejo, estampa de canga, cores de picolé
        - manter o "G" da marca e a faixa com o selo "cerveja paulistana"
        - garrafa 600 ml agora, lata 473 ml talvez em 2025
        - lançamento no taproom dia 30/11 -> arte final até 15/11!!
        - orçamento: R$ 3.200 (mesmo formato da linha Outono + mockups)
        """,
    ),
    D(
        G + ip("2025-10-28 14:05:33", "PNG"),
        "shot",
        "2025-10-28 14:05:33",
        """
        ## Você recebeu um Pix
        ~ 28 OUT 2025 - 14:05:33
        **Valor recebido**
        R$ 2.400,00
        ---
        **Quem enviou**
        CERVEJARIA GAROA ARTESANAL LTDA
        CNPJ: 33.456.789/0001-12
        Instituição: BCO SANTANDER (BRASIL) S.A.
        ---
        **Quem recebeu**
        45.123.987 RAFAEL OLIVEIRA — conta PJ
        NU PAGAMENTOS - IP
        Mensagem: NF 27 Oktoberfest - obrigado Rafa!
        ID da transação: E90400888202510281705a11b9c2d3e44
        """,
        style="nubank",
        frame="iphone",
        title="Nubank PJ",
    ),
    D(
        P + "Contrato de cessão de direitos - capas.pdf",
        "pdf",
        "2024-02-28 17:15",
        f"""
        # CONTRATO DE PRESTAÇÃO DE SERVIÇOS E CESSÃO DE DIREITOS PATRIMONIAIS DE AUTOR
        CONTRATANTE: EDITORA PINDORAMA LTDA, CNPJ 28.765.432/0001-98, Rua Fradique Coutinho, 830, Vila Madalena, São Paulo/SP, representada por sua editora-chefe, Luísa Mendes.
        CONTRATADO: {MEI_RAZAO}, CNPJ {MEI_CNPJ}, representado por Rafael Oliveira.
        ## 1. Objeto
        Criação de projetos de capa (capa, quarta capa, lombada e orelhas) para títulos do catálogo da CONTRATANTE, solicitados por ordem de serviço específica para cada livro.
        ## 2. Remuneração
        R$ 1.800,00 por capa de livro em formato padrão, pagos em até 15 dias após a entrega dos arquivos finais, mediante emissão de NFS-e. Projetos de coleção serão orçados à parte.
        ## 3. Cessão de direitos
        O CONTRATADO cede à CONTRATANTE, em caráter exclusivo, os direitos patrimoniais sobre as capas para uso na edição impressa, e-book e material promocional do respectivo livro, pelo prazo de 10 (dez) anos, em todo o território nacional. O CONTRATADO mantém os direitos morais e poderá exibir os trabalhos em seu portfólio após o lançamento.
        ## 4. Crédito
        Constará no colofão e na orelha: "Capa: Rafael Oliveira".
        ## 5. Vigência
        Este contrato vigora por 24 meses a partir da assinatura, renovável automaticamente por igual período.
        São Paulo, 28 de fevereiro de 2024.
        """,
    ),
    D(
        P + "Briefing capa - O Rio que Corre em Nós.md",
        "md",
        "2024-02-20 10:40",
        """
        # Capa — "O Rio que Corre em Nós" (Joana Albuquerque)

        Romance, ~280 p., 14x21, lançamento previsto: maio/2024 (Flip?).

        Sinopse curta da Luísa: três gerações de mulheres ribeirinhas no Rio São Francisco;
        a avó benzedeira, a mãe que foi pra São Paulo, a neta que volta.

        Ideias:
        - água como fio que liga as três — linha contínua atravessando capa/lombada/quarta
        - paleta barrenta: ocre, verde-musgo, um azul só no título
        - nada de foto de banco de imagem (a autora pediu)
        - tipografia: serifada com personalidade — testar Fraunces e Young Serif

        Prazo: primeira apresentação 06/03. Valor combinado: contrato padrão (R$ 1.800).
        """,
    ),
    D(
        P + "Re Capa final aprovada.eml",
        "eml",
        "2025-02-17 16:02",
        """
        Oi Rafa, tudo bem?

        Passando pra confirmar: a capa final de "Cartografias do Silêncio" está APROVADA pela
        autora e pela diretoria. Ficou linda — o mapa bordado na quarta capa emocionou a Irene.

        Pode fechar os arquivos (capa + lombada de 11 mm, papel Pólen Bold 90 g) e mandar pra
        gráfica até sexta, 21/02. E já pode emitir a nota fiscal, o financeiro paga em até 15 dias.

        Em março volto a te procurar para a coleção infantojuvenil, que vai ser grande.

        Beijo,
        Luísa Mendes
        Editora-chefe — Editora Pindorama
        (11) 3815-2290
        """,
        headers={
            "From": "Luísa Mendes <luisa@editorapindorama.com.br>",
            "To": "Rafael Oliveira <rafa.oliveira.design@gmail.com>",
            "Subject": "Re: Capa final - Cartografias do Silêncio",
            "Date": "Mon, 17 Feb 2025 16:02:11 -0300",
            "Message-ID": "<CAPindorama.20250217160211.77a1@editorapindorama.com.br>",
        },
    ),
    D(
        F + "Orçamento identidade visual v1.pdf",
        "pdf",
        "2025-12-10 19:20",
        """
        # Rafa Oliveira Design — Orçamento
        Cliente: Padaria Flor do Cambuci — A/C Dona Rosa Tavares e Bruno Tavares
        Data: 10/12/2025 — Versão 1 — Validade: 30 dias
        ## Projeto: nova identidade visual (a padaria faz 40 anos em 2026)
        !Entrega | | Valor (R$)
        Redesenho do logotipo (mantendo a flor do logo antigo) | | 2.200,00
        Paleta de cores e tipografia | | 600,00
        Aplicação na fachada (projeto para o letreiro) | | 900,00
        Papelaria: saco de pão, sacola, etiqueta de bolo, cartão | | 700,00
        Mini manual de marca (PDF, 12 páginas) | | 400,00
        !Total | | 4.800,00
        Prazo: 6 semanas a partir da aprovação. Pagamento em 3x (entrada, apresentação, entrega), com NFS-e.
        """,
    ),
    D(
        F + "Reunião Dona Rosa.txt",
        "txt",
        "2025-12-03 18:45",
        """
        reunião na padaria 03/12 (com a Dona Rosa e o Bruno, filho dela)

        - 40 anos da padaria em maio/2026 -> querem marca nova até abril
        - a Dona Rosa NÃO quer perder a florzinha do logo antigo (foi o marido que desenhou)
        - o Bruno quer algo "mais Instagram"
        - cores: amarelo-manteiga e vinho? levar opções
        - fachada: letreiro de ferro pintado, nada de luminoso
        - dinheiro curto -> fazer orçamento enxuto e parcelado
        - ganhei um sonho de creme :)
        """,
    ),
    D(
        F + ip("2024-07-05 15:22:40", "PNG"),
        "shot",
        "2024-07-05 15:22:40",
        """
        ## Dona Rosa Padaria
        ~ 5 de julho de 2024
        < Rafael bom dia!! O Bruno me mostrou o cardápio novo no computador
        < Ficou muito bonito, bem organizado. Os preços do frios estão certos
        > Que bom, Dona Rosa! Só confirma pra mim o preço do sonho: 7,50 ou 8,00?
        < 8 reais agora. Tá tudo caro meu filho
        > Hahaha combinado. Ajusto e mando o arquivo pra gráfica hoje ainda
        < Pode mandar. Aprovado! Passa aqui pra buscar um bolo de fubá
        > Obrigado! Te mando a nota fiscal até terça
        """,
        style="whatsapp",
        frame="iphone",
        title="Dona Rosa Padaria",
    ),
    D(
        A + "Calendário de posts jan-2026.csv",
        "csv",
        "2025-12-20 17:00",
        """
        data,formato,tema,legenda_rascunho,status
        2026-01-05,carrossel,Metas de ano novo com leveza,"Comece o ano sem pressa: 5 posturas para acordar o corpo",aprovado
        2026-01-08,reels,Bastidores da aula das 7h,"Quem vem de manhã sabe...",em produção
        2026-01-12,post,Horários de janeiro,"Grade de férias: aulas extras de pilates solo",aprovado
        2026-01-15,carrossel,Respiração para ansiedade,"Pranayama em 3 passos",rascunho
        2026-01-19,post,Depoimento de aluna,"A Cida faz yoga há 5 anos com a gente",aguardando foto
        2026-01-22,reels,Pilates para quem trabalha sentado,"Seu quadril pede socorro?",rascunho
        2026-01-26,post,Workshop de fevereiro,"Yoga e sono — inscrições abertas",aprovado
        2026-01-29,carrossel,Mitos do pilates,"Pilates é só alongamento? Não!",rascunho
        """,
    ),
]

# ---------------------------------------------------------------- Camila/COREN e cursos
DOCS += [
    D(
        CUR + sm("2023-05-02 20:14:33"),
        "paper",
        "2023-05-02 20:14:33",
        """
        # CONSELHO REGIONAL DE ENFERMAGEM DE SÃO PAULO
        COREN-SP — Autarquia Federal — Lei 5.905/73
        ## CARTEIRA DE IDENTIDADE PROFISSIONAL
        Nome: CAMILA SANTOS
        Categoria: ENFERMEIRA
        Inscrição: COREN-SP 512334
        Data da inscrição: 14/02/2016
        Data de nascimento: 03/03/1993 — Naturalidade: Campinas/SP
        Formação: Bacharelado em Enfermagem — Universidade Estadual de Campinas
        Validade: indeterminada — uso obrigatório no exercício profissional
        """,
        device="samsung",
        paper=(1400, 900),
        table=(70, 80, 95),
    ),
    D(
        CUR + "Certificado BLS 2024.pdf",
        "pdf",
        "2024-06-24 10:00",
        """
        # Centro de Treinamento em Emergências Vida+
        ## CERTIFICADO
        Certificamos que CAMILA SANTOS, COREN-SP 512334, concluiu com aproveitamento o curso
        SUPORTE BÁSICO DE VIDA (BLS) — Basic Life Support para profissionais de saúde,
        realizado em 22 de junho de 2024, com carga horária de 8 (oito) horas, incluindo
        avaliação teórica (nota 9,5) e prática de RCP de alta qualidade e uso do DEA.
        Validade da certificação: 2 anos (até 06/2026).
        Instrutor responsável: Enf. Márcio Teles — Coordenação: Dr. André Vilela
        São Paulo, 22/06/2024 — Registro nº BLS-24-06-0331
        """,
    ),
    D(
        CUR + "Anuidade COREN 2025.pdf",
        "pdf",
        "2025-01-20 21:00",
        """
        # Conselho Regional de Enfermagem de São Paulo — COREN-SP
        ## Boleto de anuidade — exercício 2025
        Profissional: CAMILA SANTOS — Inscrição 512334 — Categoria: Enfermeira
        !Descrição | Vencimento | Valor
        Anuidade 2025 — cota única com desconto | 31/03/2025 | R$ 342,17
        Anuidade 2025 — 1ª de 5 parcelas (sem desconto) | 31/03/2025 | R$ 75,28
        Pagamento realizado em 20/01/2025 (cota única).
        Mantenha seus dados atualizados no portal do profissional.
        """,
    ),
    D(
        CUR + "Declaração matrícula pós UTI.pdf",
        "pdf",
        "2025-03-10 14:30",
        """
        # Faculdade de Ciências da Saúde Paulista — FCSP
        ## DECLARAÇÃO DE MATRÍCULA
        Declaramos, para os devidos fins, que CAMILA SANTOS, CPF 402.118.937-21, está regularmente matriculada no curso de Pós-Graduação Lato Sensu em Enfermagem em Terapia Intensiva Adulto, turma 2025/1, modalidade semipresencial (aulas presenciais aos sábados, quinzenais).
        Início do curso: 08/03/2025 — Término previsto: dezembro de 2026 — Carga horária total: 420 horas.
        Mensalidade: R$ 489,00 (18 parcelas).
        São Paulo, 10 de março de 2025.
        Secretaria Acadêmica
        """,
    ),
]

# ---------------------------------------------------------------- Viagens/2023
DOCS += [
    D(
        V23 + "Confirmação Pousada Paraty.html",
        "html",
        "2023-03-10 22:40",
        """
        <!DOCTYPE html>
        <html lang="pt-BR"><head><meta charset="utf-8"><title>Sua reserva está confirmada — Pousada Canto do Mar</title></head>
        <body style="font-family:Arial,sans-serif;max-width:640px;margin:auto">
        <h1 style="color:#003580">Obrigado, Rafael! Sua reserva em Paraty está confirmada.</h1>
        <p><b>Pousada Canto do Mar</b><br>Rua do Comércio, 58 — Centro Histórico — Paraty, RJ — CEP 23970-000</p>
        <table cellpadding="6">
        <tr><td>Número da confirmação</td><td><b>4123.887.019</b></td></tr>
        <tr><td>Check-in</td><td>quinta-feira, 20 de abril de 2023 (a partir das 14:00)</td></tr>
        <tr><td>Check-out</td><td>domingo, 23 de abril de 2023 (até as 11:00)</td></tr>
        <tr><td>Hóspedes</td><td>2 adultos — Rafael Oliveira, Camila Santos</td></tr>
        <tr><td>Quarto</td><td>Suíte casal com varanda — café da manhã incluído</td></tr>
        <tr><td>Preço total</td><td>R$ 1.470,00 (3 noites) — pagamento na propriedade</td></tr>
        </table>
        <p>Política de cancelamento: cancelamento grátis até 13 de abril de 2023.</p>
        <p>Feriado de Tiradentes: a cidade fica cheia, chegue cedo para estacionar (estacionamento conveniado R$ 40/dia).</p>
        <p style="color:#666;font-size:12px">Você recebeu este e-mail porque fez uma reserva pelo Booking.com.</p>
        </body></html>
        """,
    ),
    D(
        V23 + "Passagens Azul Chapada.pdf",
        "pdf",
        "2023-06-15 23:05",
        """
        # Azul Linhas Aéreas Brasileiras
        ## Sua reserva está confirmada — Localizador: QJX7TP
        Data da compra: 15/06/2023 — Forma de pagamento: cartão de crédito em 5x
        Passageiros: RAFAEL OLIVEIRA — CAMILA SANTOS
        !Voo | Trecho | Data e horário
        AD 4421 | Campinas (VCP) → Lençóis (LEC) | sáb, 02 set 2023 — 08:15 às 10:40
        AD 4422 | Lençóis (LEC) → Campinas (VCP) | dom, 10 set 2023 — 11:25 às 14:05
        !Tarifa | | Valor
        Tarifa Azul (2 adultos, ida e volta) | | R$ 2.098,00
        Taxas de embarque | | R$ 120,44
        Bagagem despachada 23 kg (ida e volta) | | R$ 100,00
        !Total | | R$ 2.318,44
        Check-in online de 48h até 1h antes do voo no app Azul. Ônibus gratuito Azul: Shopping Eldorado → Viracopos.
        """,
    ),
    D(
        V23 + ip("2023-09-02 06:05:12", "PNG"),
        "shot",
        "2023-09-02 06:05:12",
        """
        ## Cartão de embarque
        **RAFAEL OLIVEIRA**
        Voo AD4421 — 02SET23
        VCP → LEC
        Campinas → Lençóis (Chapada Diamantina)
        Embarque: 07:35 — Portão: 14 — Assento: 12C
        Grupo de embarque: 3 — Localizador: QJX7TP
        ---
        ~ Apresente este cartão e um documento com foto no embarque
        ~ TudoAzul: 2.318 pontos nesta viagem
        """,
        style="azul",
        frame="iphone",
        title="Azul",
    ),
    D(
        V23 + "Roteiro Chapada.md",
        "md",
        "2023-08-27 21:00",
        """
        # Chapada Diamantina — 02 a 10/09/2023

        Base: Lençóis (Pousada Casa da Serra). Guia: Edvaldo (contato pela dona da pousada).

        | dia | plano |
        |---|---|
        | sáb 02/09 | voo VCP-LEC, chegada, passeio no centrinho |
        | dom 03/09 | Cachoeira da Fumaça por cima (7 km) — com guia |
        | seg 04/09 | descanso / Ribeirão do Meio (escorregador natural) |
        | ter 05/09 | Poço Encantado + Poço Azul (carro + guia) |
        | qua 06/09 | Morro do Pai Inácio no pôr do sol + Gruta da Lapa Doce |
        | qui 07/09 | feriado — Cachoeira do Mosquito |
        | sex 08/09 | Cachoeira do Buracão (Ibicoara, dia todo) — com guia |
        | sáb 09/09 | livre, comprar artesanato, jantar de despedida |
        | dom 10/09 | voo LEC-VCP 11:25 |

        Levar: bota, lanterna, repelente, protetor, dinheiro vivo (guias e entradas).
        """,
    ),
    D(
        V23 + "Reserva Pousada Lençóis.pdf",
        "pdf",
        "2023-06-20 20:30",
        """
        # Pousada Casa da Serra — Lençóis, Bahia
        Rua das Pedras, 112 — Centro — Lençóis/BA — (75) 3334-1290
        ## Confirmação de reserva nº 2023-0877
        Hóspedes: Rafael Oliveira e Camila Santos
        Entrada: 02/09/2023 (sábado) — Saída: 10/09/2023 (domingo) — 8 diárias
        Acomodação: chalé duplo com rede na varanda — café da manhã regional incluso
        Valor da diária: R$ 290,00 — Total: R$ 2.320,00
        Sinal pago (30%): R$ 696,00 via Pix em 20/06/2023 — Saldo de R$ 1.624,00 no check-out.
        Transfer aeroporto de Lençóis → pousada: cortesia (informar horário do voo).
        """,
    ),
    D(
        V23 + "Recibo guia Chapada.jpg",
        "paper",
        "2023-09-08 19:30",
        """
        # RECIBO
        Recebi de Rafael Oliveira a quantia de R$ 1.200,00 (mil e duzentos reais)
        referente a serviço de guia nas trilhas:
        Cachoeira da Fumaça, Poço Encantado e Poço Azul, e Cachoeira do Buracão,
        dias 03, 05 e 08 de setembro, para 2 pessoas.
        Lençóis, 08 de setembro de 2023.
        Edvaldo Souza — condutor de visitantes ACVL nº 117
        """,
        device="iphone",
        hand=True,
        paper=(1000, 900),
        table=(120, 90, 60),
    ),
    D(
        V23 + "Gastos viagens 2023.csv",
        "csv",
        "2023-09-12 22:00",
        """
        data,viagem,descricao,valor,quem_pagou
        2023-03-10,Paraty,Pousada Canto do Mar (3 noites),1470.00,Rafa
        2023-04-20,Paraty,Gasolina + pedágio ida,248.60,Rafa
        2023-04-21,Paraty,Passeio de escuna,240.00,Camila
        2023-04-22,Paraty,Jantar Banana da Terra,312.00,Camila
        2023-04-23,Paraty,Gasolina + pedágio volta,231.90,Rafa
        2023-06-15,Chapada,Passagens Azul VCP-LEC,2318.44,Rafa
        2023-06-20,Chapada,Sinal pousada Casa da Serra,696.00,Camila
        2023-09-08,Chapada,Guia Edvaldo (3 trilhas),1200.00,Rafa
        2023-09-05,Chapada,Entrada Poço Azul + Poço Encantado,160.00,Camila
        2023-09-10,Chapada,Saldo pousada,1624.00,Camila
        2023-09-09,Chapada,Artesanato + cachaça de Abaíra,185.00,Rafa
        """,
    ),
]

# ---------------------------------------------------------------- Viagens/Carnaval 24
DOCS += [
    D(
        VCA + "Passagens Recife GOL.pdf",
        "pdf",
        "2023-11-20 13:10",
        """
        # GOL Linhas Aéreas
        ## Sua viagem está confirmada! Localizador: NWB4QZ
        Compra realizada em 20/11/2023
        Passageiros: RAFAEL OLIVEIRA — CAMILA SANTOS
        !Voo | Trecho | Data / horário
        G3 1690 | São Paulo/Guarulhos (GRU) → Recife (REC) | 08/02/2024 — 06:40 → 09:55
        G3 1693 | Recife (REC) → São Paulo/Guarulhos (GRU) | 15/02/2024 — 11:10 → 14:35
        !Descrição | | Valor
        Tarifa Light (2 adultos) | | R$ 2.640,00
        Taxa de embarque | | R$ 122,60
        Bagagem 23 kg (1 por trecho) | | R$ 260,00
        !Total pago | | R$ 3.022,60
        Carnaval: aeroporto de Recife com grande movimento — chegue com 2h de antecedência.
        """,
    ),
    D(
        VCA + ip("2024-02-15 09:40:22", "PNG"),
        "shot",
        "2024-02-15 09:40:22",
        """
        ## Cartão de embarque
        **OLIVEIRA/RAFAEL**
        G3 1693 — 15FEV24
        REC → GRU
        Recife → São Paulo/Guarulhos
        Embarque: 10:30 — Portão: 11 — Assento: 22A
        Localizador: NWB4QZ — Seq: 087
        ---
        ~ Embarque encerra 15 minutos antes da partida
        """,
        style="gol",
        frame="iphone",
        title="GOL",
    ),
    D(
        VCA + "Ingresso camarote Recife Antigo.pdf",
        "pdf",
        "2024-01-18 19:45",
        """
        # Camarote Frevo no Cais — Carnaval do Recife 2024
        ## INGRESSO — Sábado de Zé Pereira
        Data: 10/02/2024 (sábado) — Abertura: 7h — Encerramento: 17h
        Local: Cais da Alfândega — Recife Antigo — Recife/PE
        Titular: Camila Santos — CPF ***.118.937-**
        Setor: Open bar + open food — Pulseira retirada no local com documento
        Valor: R$ 180,00 + taxa de conveniência R$ 18,00
        Pedido nº FC24-00931 — QR Code de acesso
        Proibida a entrada com isopor, garrafas de vidro e objetos cortantes. Bloco do Galo da Madrugada passa em frente a partir das 9h.
        """,
    ),
    D(
        VCA + "Rachadinha Carnaval.txt",
        "txt",
        "2024-02-16 21:30",
        """
        RACHADINHA CARNAVAL 2024 (Olinda) — eu, Camila, Léo, Bia e Thiago

        pousada (7 noites, 2 quartos): 3.850,00 -> Léo pagou
        uber/99 total da semana: 412,00 -> eu paguei
        mercado pra casa (cerveja, água, café): 538,40 -> Bia pagou
        abadás/fantasias: cada um o seu
        jantar de despedida no Recife Antigo: 690,00 -> Thiago pagou

        total dividido: 5.490,40 / 5 = 1.098,08 por pessoa
        eu e Camila (2 cotas) = 2.196,16 - 412,00 que eu paguei = devemos 1.784,16
        pix pro Léo: 1.784,16 (feito 16/02)
        """,
    ),
]

# ---------------------------------------------------------------- Viagens/Rio-2024
DOCS += [
    D(
        VRJ + "Passagens ônibus 1001.pdf",
        "pdf",
        "2024-05-10 12:20",
        """
        # Auto Viação 1001
        ## DABPE — Documento Auxiliar do Bilhete de Passagem Eletrônico (BP-e)
        !Trecho | Data / partida | Passageiro / poltrona
        São Paulo (Tietê) → Rio de Janeiro (Novo Rio) | 30/05/2024 — 07:00 | Rafael Oliveira — 23
        São Paulo (Tietê) → Rio de Janeiro (Novo Rio) | 30/05/2024 — 07:00 | Camila Santos — 24
        Rio de Janeiro (Novo Rio) → São Paulo (Tietê) | 02/06/2024 — 17:30 | Rafael Oliveira — 11
        Rio de Janeiro (Novo Rio) → São Paulo (Tietê) | 02/06/2024 — 17:30 | Camila Santos — 12
        Categoria: Executivo — duração aproximada 6h
        Valor por trecho por passageiro: R$ 152,90 — Total: R$ 611,60
        Chave de acesso BP-e: 3324 0521 1234 5600 0163 6300 1000 0123 4510 0012 3456
        Apresente-se para embarque com 30 minutos de antecedência, com documento oficial com foto.
        """,
    ),
    D(
        VRJ + "Reserva Airbnb Copacabana.eml",
        "eml",
        "2024-04-28 10:20",
        """
        Reserva confirmada! Você vai para o Rio de Janeiro.

        Apartamento ensolarado a 2 quadras da praia — Copacabana
        Anfitriã: Cláudia (Superhost)

        Check-in: qui., 30 de mai. de 2024 — a partir das 15:00
        Checkout: dom., 2 de jun. de 2024 — até as 11:00
        Hóspedes: 2 adultos

        Endereço: Rua Barata Ribeiro, 502, apto 807 — Copacabana, Rio de Janeiro - RJ
        Como entrar: a portaria é 24h; avise o nome dos hóspedes pelo app até 1 dia antes.

        Código de confirmação: HMX4Q2TZ8P

        Resumo do pagamento
        R$ 380,00 x 3 noites: R$ 1.140,00
        Taxa de limpeza: R$ 90,00
        Taxa de serviço do Airbnb: R$ 82,54
        Total (BRL): R$ 1.312,54

        Política de cancelamento: moderada — reembolso integral até 25 de mai.
        """,
        headers={
            "From": "Airbnb <automated@airbnb.com>",
            "To": "rafa.oliveira.design@gmail.com",
            "Subject": "Reserva confirmada - Copacabana, 30 de mai. - 2 de jun.",
            "Date": "Sun, 28 Apr 2024 10:20:45 -0300",
            "Message-ID": "<0100018f2a.HMX4Q2TZ8P@email.airbnb.com>",
        },
    ),
    D(
        VRJ + "Ingresso Bondinho Pão de Açúcar.pdf",
        "pdf",
        "2024-05-31 22:30",
        """
        # Parque Bondinho Pão de Açúcar
        ## Ingresso eletrônico — Bondinho Pão de Açúcar (ida e volta)
        Data da visita: 01/06/2024 — horário de embarque sugerido: 16h30
        Visitantes: 2 adultos (inteira) — Rafael Oliveira, Camila Santos
        Valor: 2 x R$ 165,00 = R$ 330,00 — Pedido nº PB-2405-771920
        Estação Praia Vermelha — Av. Pasteur, 520 — Urca, Rio de Janeiro/RJ
        Válido somente na data escolhida. Apresente o QR Code na catraca.
        """,
    ),
    D(
        VRJ + "Lista de bares Rio.md",
        "md",
        "2024-05-26 23:10",
        """
        # Rio — onde comer e beber (dicas da Bia + TikTok)

        - **Bar do Momo** (Tijuca) — bolinho de arroz, almôndega recheada. Ir sábado cedo.
        - **Adega Pérola** (Copacabana) — petiscos no balcão, fila.
        - **Bar Urca** — cerveja na mureta no fim de tarde (depois do Pão de Açúcar!)
        - **Confeitaria Colombo** (Centro) — café da manhã, só pra ver o salão
        - **Pavão Azul** (Copacabana) — pataniscas
        - **Feira de São Cristóvão** — se sobrar tempo (não sobrou)

        Evitar: quiosque muito perto do Copacabana Palace (caro).
        """,
    ),
    D(
        VRJ + ip("2024-06-01 21:33:10", "PNG"),
        "shot",
        "2024-06-01 21:33:10",
        pix_nubank(
            "2024-06-01 21:33:10",
            "210,00",
            "BAR DO MOMO LTDA",
            "08.812.334/0001-70",
            "BCO BRADESCO S.A.",
            "jantar sabado",
            "E18236120202406012433s3bb0e1f2a7",
        ),
        style="nubank",
        frame="iphone",
        title="Nubank",
    ),
]

# ---------------------------------------------------------------- Viagens/Portugal 2025
DOCS += [
    D(
        VPT + "E-ticket TAP.pdf",
        "pdf",
        "2024-11-18 22:45",
        """
        # TAP Air Portugal
        ## Recibo do bilhete eletrônico / Electronic ticket receipt
        Código de reserva: 6KQ2LM — Data de emissão: 18NOV24
        Passageiros: OLIVEIRA/RAFAEL MR — bilhete 047 2198 334 501
        SANTOS/CAMILA MS — bilhete 047 2198 334 502
        !Voo | De / Para | Data — partida / chegada
        TP 82 | São Paulo GRU T3 → Lisboa LIS T1 | 10ABR25 — 16:05 / 11ABR25 05:45
        TP 76 | Porto OPO → São Paulo GRU T3 | 24ABR25 — 11:30 / 18:45
        Classe: económica (Classic) — bagagem: 1 x 23 kg por passageiro
        !Tarifa | | Valor
        Tarifa (2 passageiros) | | R$ 8.640,00
        Taxas e encargos | | R$ 1.236,20
        !Total | | R$ 9.876,20
        Pagamento: cartão de crédito em 10x sem juros.
        Atenção: para entrar no espaço Schengen é recomendável seguro viagem com cobertura mínima de € 30.000.
        """,
    ),
    D(
        VPT + ip("2025-04-10 14:02:11", "PNG"),
        "shot",
        "2025-04-10 14:02:11",
        """
        ## Cartão de embarque
        **OLIVEIRA/RAFAEL MR**
        TP 82 — 10ABR25
        GRU → LIS
        São Paulo → Lisboa
        Embarque: 15:20 — Porta: 318 — Lugar: 32K
        Grupo: 4 — Reserva: 6KQ2LM
        ---
        ~ Boarding pass / Cartão de embarque — TAP Miles&Go
        """,
        style="tap",
        frame="iphone",
        title="TAP",
    ),
    D(
        VPT + "Seguro viagem Europa.pdf",
        "pdf",
        "2025-03-28 20:20",
        """
        # Assist Viagem Seguros — Voucher de seguro viagem
        Voucher nº AV-25-0418772 — Emissão: 28/03/2025
        Plano: Europa 60 — Destino: Europa (Portugal)
        Vigência: 10/04/2025 a 25/04/2025 (16 dias)
        Segurados: Rafael Oliveira (14/08/1991) — Camila Santos (03/03/1993)
        !Cobertura | | Limite
        Despesas médicas e hospitalares (inclui COVID-19) | | € 60.000
        Despesas odontológicas | | € 800
        Extravio de bagagem | | € 1.200
        Cancelamento de viagem | | R$ 5.000
        Regresso sanitário | | € 30.000
        Atende às exigências do Tratado de Schengen.
        Central de atendimento 24h: +55 11 3003-4100 (ligação a cobrar) — WhatsApp +55 11 97100-4100
        Valor pago: R$ 487,30 (2 segurados).
        """,
    ),
    D(
        VPT + "Airbnb Alfama.eml",
        "eml",
        "2025-01-20 09:10",
        """
        Reserva confirmada para Lisboa!

        Casa com varanda na Alfama, vista para o Tejo
        Anfitrião: Nuno

        Check-in: sex., 11 de abr. de 2025 — a partir das 15:00 (pedimos early check-in: confirmado para 10:00, sem custo)
        Checkout: qui., 17 de abr. de 2025 — até as 10:00
        Hóspedes: 2 adultos

        Endereço: Rua dos Remédios, 41, 2º andar — 1100-445 Lisboa, Portugal
        Chegar do aeroporto: metrô linha vermelha até Alameda, depois verde até Santa Apolónia.

        Código de confirmação: HM9T2K4WQZ

        € 92,00 x 6 noites: € 552,00
        Taxa de limpeza: € 35,00
        Taxa municipal turística (paga no local): € 24,00
        Taxa de serviço: € 25,00
        Total (EUR): € 612,00 (cobrado em R$ 3.779,71 no cartão)
        """,
        headers={
            "From": "Airbnb <automated@airbnb.com>",
            "To": "rafa.oliveira.design@gmail.com",
            "Subject": "Reserva confirmada - Lisboa, 11-17 de abr.",
            "Date": "Mon, 20 Jan 2025 09:10:31 -0300",
            "Message-ID": "<0100019483.HM9T2K4WQZ@email.airbnb.com>",
        },
    ),
    D(
        VPT + "Booking Funchal.html",
        "html",
        "2025-02-03 21:30",
        """
        <!DOCTYPE html>
        <html lang="pt-BR"><head><meta charset="utf-8"><title>Confirmação — Quinta das Levadas, Funchal</title></head>
        <body style="font-family:Arial,sans-serif;max-width:640px;margin:auto">
        <h1 style="color:#003580">Sua reserva no Funchal está confirmada</h1>
        <p><b>Quinta das Levadas — Hotel Rural</b><br>Caminho do Monte, 88 — 9050-288 Funchal, Madeira, Portugal</p>
        <table cellpadding="6">
        <tr><td>Número da confirmação</td><td><b>5517.204.663</b> — PIN 2231</td></tr>
        <tr><td>Check-in</td><td>quinta-feira, 17 de abril de 2025 (15:00–22:00)</td></tr>
        <tr><td>Check-out</td><td>domingo, 20 de abril de 2025 (até 11:00)</td></tr>
        <tr><td>Quarto</td><td>Duplo com vista para o mar — pequeno-almoço incluído</td></tr>
        <tr><td>Preço</td><td>€ 387,00 (3 noites) — pago antecipadamente</td></tr>
        </table>
        <p>Domingo de Páscoa (20/04): o restaurante do hotel funciona apenas para o almoço.</p>
        <p>Transfer do aeroporto da Madeira (FNC): € 35 por trajeto, reservar com 48h.</p>
        </body></html>
        """,
    ),
    D(
        VPT + "Roteiro Portugal.md",
        "md",
        "2025-03-30 22:15",
        """
        # Portugal — 10 a 24/04/2025 (férias da Camila!)

        ## Lisboa (11 a 17/04) — Airbnb na Alfama
        - 11: chegada 05:45, dormir, Alfama à tarde, miradouro Santa Luzia
        - 12: Baixa, Chiado, LX Factory
        - 13: Belém (Torre, Jerónimos, pastéis de Belém!)
        - 14: Sintra (Pena + Regaleira) — trem do Rossio
        - 15: Cascais / Cabo da Roca
        - 16: Feira da Ladra + fado à noite

        ## Madeira (17 a 20/04) — Quinta das Levadas
        - 17: voo LIS-FNC de manhã (TAP, comprei à parte)
        - 18: Levada do Caldeirão Verde
        - 19: Pico do Arieiro ao nascer do sol, Porto Moniz
        - 20: Páscoa; voo FNC-OPO à noite

        ## Porto (20 a 24/04) — hotel na Ribeira (pago no cartão)
        - 21: Ribeira, Ponte D. Luís, caves em Gaia
        - 22: Livraria Lello, Bolhão, francesinha
        - 23: Douro (passeio de barco)
        - 24: voo OPO-GRU 11:30

        Orçamento: € 1.500 em espécie (Wise) + cartão.
        """,
    ),
    D(
        VPT + "Compra de euros - Wise.pdf",
        "pdf",
        "2025-04-02 12:15",
        """
        # Wise — Comprovante de conversão
        Cliente: Rafael Oliveira — conta Wise nº 48812093
        Data: 2 de abril de 2025, 12:14 (horário de Brasília)
        !Descrição | | Valor
        Você enviou | | R$ 9.346,82
        Tarifa Wise | | R$ 54,11
        IOF (1,1%) | | R$ 102,22
        Valor convertido | | R$ 9.190,49
        Câmbio garantido | | 1 EUR = 6,1270 BRL
        !Você recebeu | | € 1.500,00
        Os euros estão disponíveis no saldo em EUR e podem ser usados com o cartão Wise em Portugal.
        """,
    ),
]

# ---------------------------------------------------------------- Finanças
DOCS += [
    D(
        FIN + "Orçamento casa 2025.csv",
        "csv",
        "2025-12-30 20:00",
        """
        categoria,previsto_mensal,media_real_2025,obs
        Aluguel,2819.44,2765.21,reajuste em março (IGP-M)
        Condomínio,750.00,752.40,
        Luz (Enel),190.00,186.90,bandeira vermelha no 2º semestre
        Internet (Vivo),115.00,116.65,reajuste em agosto
        Mercado,1800.00,1942.30,estourou
        Paçoca (ração + plano + remédios),320.00,341.80,
        Carro (gasolina + seguro + IPVA/12),1150.00,1098.55,
        Saúde (farmácia + coparticipação),250.00,212.10,
        Lazer e restaurantes,900.00,1110.75,Portugal fora daqui
        Reserva de emergência,1500.00,1500.00,automático dia 10
        """,
    ),
    D(
        FIN + "Orçamento casa 2026.csv",
        "csv",
        "2026-01-04 11:30",
        """
        categoria,previsto_mensal,obs
        Aluguel,2843.40,reajuste março/2026 estimado (IGP-M ~0,85%)
        Condomínio,800.00,ordinária subiu pra 705
        Luz (Enel),200.00,
        Internet (Vivo),120.00,
        Mercado,1900.00,
        Paçoca,340.00,
        Carro,1150.00,seguro renova em março
        Saúde,260.00,
        Lazer e restaurantes,900.00,
        Reserva de emergência,1500.00,meta: 6 meses de custo fixo
        Viagem 2026,800.00,Chile? Nordeste?
        """,
    ),
    D(
        FIN + "Reserva de emergência.md",
        "md",
        "2025-07-12 10:00",
        """
        # Reserva de emergência

        Meta: 6 meses de custo fixo da casa ≈ R$ 48.000 (custo fixo ~R$ 8.000/mês).

        Onde está:
        - Caixinha "Reserva" no Nubank (RDB com liquidez diária, 100% do CDI) — R$ 31.400 (jul/25)
        - Poupança Itaú da Camila — R$ 12.880 (dez/24)

        Regra: só usa pra emergência DE VERDADE (saúde, desemprego, carro quebrado).
        Viagem NÃO é emergência, Rafael.
        Aporte automático: R$ 1.500 todo dia 10.
        """,
    ),
]

# --------------------------------------------------------------------------------------
# inbox (non-templated files); "expect" is the one folder a careful person would choose
# --------------------------------------------------------------------------------------

IN = "inbox/"

DOCS += [
    D(
        IN + "boleto(1).pdf",
        "pdf",
        "2026-02-21 08:40",
        boleto_condo(
            "03/2026", "20/02/2026", "10/03/2026", "705,00", "35,25", 9, "74,70", "814,95"
        ),
        expect=CO,
    ),
    D(
        IN + ip("2026-02-05 09:41:22", "PNG"),
        "shot",
        "2026-02-05 09:41:22",
        pix_nubank(
            "2026-02-05 09:41:22",
            "2.819,44",
            "IMOBILIARIA TANAKA & FILHOS LTDA",
            "12.887.340/0001-55",
            "BCO DO BRASIL S.A.",
            "aluguel jan/26 apto 52",
            "E18236120202602051241s5e6f7a8b9c",
        ),
        style="nubank",
        frame="iphone",
        title="Nubank",
        expect=AL,
    ),
    D(
        IN + "comunicado_reajuste.pdf",
        "pdf",
        "2026-02-10 17:30",
        """
        # Imobiliária Tanaka & Filhos Ltda
        Rua Joaquim Távora, 410 — Vila Mariana — São Paulo/SP — (11) 5084-2210

        São Paulo, 10 de fevereiro de 2026.
        Aos locatários Sr. Rafael Oliveira e Sra. Camila Santos
        Ref.: Contrato 2023/0187 e Termo Aditivo nº 1 — Rua Domingos de Morais, 1234, apto 52

        Prezados,
        Conforme a cláusula 3ª do contrato, mantida pelo termo aditivo, segue o cálculo do reajuste anual:
        !Índice | Período | Variação acumulada
        IGP-M/FGV | fev/2025 a jan/2026 | 0,85%
        !Descrição | | Valor
        Aluguel atual | | R$ 2.819,44
        Reajuste (0,85%) | | R$ 23,96
        Novo valor a partir da competência março/2026 | | R$ 2.843,40
        Vencimento do primeiro aluguel reajustado: 06/04/2026 (05/04 é domingo).
        Lembramos que o seguro-fiança vence em 31/08/2026.

        Atenciosamente,
        Paula Yamada — Departamento de Locação
        """,
        expect=AL,
    ),
    D(
        IN + mac_shot("2026-01-15 18:02:44"),
        "shot",
        "2026-01-15 18:02:44",
        """
        ## Olá, Rafael
        Conta 8004123456 — Vivo Fibra 500 Mega
        **Fatura de janeiro/2026**
        Valor: R$ 119,99
        Vencimento: 20/01/2026 — Status: em aberto
        Período: 12/12/2025 a 11/01/2026
        ---
        Código de barras: 84670000001 9 19990182000 3 80041234560 7 12026010015 2
        Pix copia e cola disponível no app
        ---
        ~ Minhas faturas   Segunda via   Débito automático   Suporte técnico
        """,
        style="vivo",
        frame="mac",
        title="Meu Vivo",
        url="https://meuvivo.vivo.com.br/faturas",
        expect=NET,
    ),
    D(
        IN + sm_shot("2026-01-10 20:15:33", "Itau"),
        "shot",
        "2026-01-10 20:15:33",
        pix_itau(
            "2026-01-10 20:15:33",
            "280,00",
            "CLINICA VETERINARIA AMIGO FIEL LTDA",
            "31.558.204/0001-07",
            "ITAU UNIBANCO S.A.",
            "consulta dermatite + citologia",
            "E6070190020260110201533aa41c7e9d2",
        ),
        style="itau",
        frame="android",
        title="Itaú",
        expect=PC,
    ),
    D(
        IN + sm_shot("2026-01-22 14:03:51", "WhatsApp"),
        "shot",
        "2026-01-22 14:03:51",
        """
        ## Clínica Vet Amigo Fiel
        ~ HOJE
        < Oi Camila, tudo bem? Aqui é a Cris, da recepção da Amigo Fiel
        < Passando pra lembrar que a V10 e a antirrábica da sua caramelinha vencem no fim de março (a última dose foi em 28/03/2025)
        < A Dra. Juliana tem horário dia 21/03 (sábado) às 10h ou 10h40. Quer agendar?
        > Oi Cris! Quero sim, 10h40 por favor
        > Aproveita e pede pra ela ver a orelha de novo, tá coçando
        < Agendado! Sábado 21/03 às 10h40 com a Dra. Juliana. Vacinas + avaliação da otite
        """,
        style="whatsapp",
        frame="android",
        title="Clínica Vet Amigo Fiel",
        expect=PC,
    ),
    D(
        IN + "NFe35260118328118002340550030005102331005102330.pdf",
        "pdf",
        "2026-01-24 17:05",
        """
        # DANFE — Documento Auxiliar da Nota Fiscal Eletrônica
        Emitente: PET CENTER COMÉRCIO E PARTICIPAÇÕES S.A. — Loja Vila Mariana — CNPJ 18.328.118/0023-40
        Av. Dr. Ricardo Jafet, 1700 — São Paulo/SP
        NF-e nº 000.510.233 — Série 3 — Emissão: 24/01/2026 16:48
        Chave de acesso: 3526 0118 3281 1800 2340 5500 3000 5102 3310 0510 2330
        Destinatário: RAFAEL OLIVEIRA — CPF 318.472.659-04
        !Produto | Qtd | Valor (R$)
        Ração Premier Fórmula Cães Adultos Médio Porte Frango 15 kg | 1 | 269,90
        Bravecto cães 10 a 20 kg — 1 comprimido mastigável | 1 | 209,90
        !Valor total da nota | | 479,80
        Forma de pagamento: cartão de crédito à vista.
        Tributos aproximados (Lei 12.741/12): R$ 107,35.
        """,
        expect=PC,
    ),
    D(
        IN + wa_img("2026-02-14 10:22:07"),
        "paper",
        "2026-02-14 10:22:07",
        """
        # Dra. Sandra Okada — Ginecologia e Obstetrícia
        CRM-SP 99.871 — Clínica Mulher Paulista — R. Abílio Soares, 1200, sala 32
        Paciente: Camila Santos
        Uso oral:
        1) Sulfato ferroso 40 mg de ferro elementar — 1 comprimido ao dia, em jejum, por 90 dias.
        2) Vitamina C 500 mg — tomar junto com o ferro.
        Evitar café e leite 1 hora antes e depois.
        Repetir hemograma + ferritina em maio.
        São Paulo, 13/02/2026
        """,
        hand=True,
        paper=(1000, 1300),
        table=(200, 200, 205),
        expect=SC,
    ),
    D(
        IN + "scan0012.pdf",
        "scanpdf",
        "2026-02-20 19:10",
        """
        # Laboratório Vida Diagnósticos
        Unidade Vila Mariana — Rua França Pinto, 902 — São Paulo/SP
        Paciente: RAFAEL OLIVEIRA — Data de nascimento: 14/08/1991
        Médico solicitante: Dr. Henrique Fujita — CRM-SP 123.456
        Coleta: 18/02/2026 — Liberação: 19/02/2026 — Convênio: Vitalis Saúde
        !Exame | Resultado | Referência
        Glicose (jejum) | 90 mg/dL | 70 a 99
        Colesterol total | 186 mg/dL | desejável < 190
        LDL colesterol | 109 mg/dL | desejável < 130
        HDL colesterol | 52 mg/dL | > 40
        Triglicerídeos | 124 mg/dL | < 150
        25-hidroxivitamina D | 31,2 ng/mL | suficiência ≥ 30
        TSH | 1,86 µUI/mL | 0,45 a 4,50
        Observação: controle após 11 meses de reposição.
        """,
        expect=SR,
    ),
    D(
        IN + ip("2026-01-04 16:10:05"),
        "paper",
        "2026-01-04 16:10:05",
        """
        # Bolo de fubá cremoso (da tia Lurdes)
        4 ovos
        3 xícaras de leite
        2 xícaras de açúcar
        1 xícara de fubá
        3 colheres de farinha de trigo
        2 colheres de manteiga
        1 pacote de queijo ralado (50 g)
        1 colher de fermento
        Bater tudo no liquidificador (a massa fica mole mesmo!).
        Forno 180°, 45 min. Forma untada.
        """,
        device="iphone",
        hand=True,
        paper=(900, 1250),
        table=(150, 120, 95),
        expect=RC,
    ),
    D(
        IN + "pao_de_queijo.md",
        "md",
        "2026-02-08 18:20",
        """
        # Pão de queijo mineiro (o da mãe da Camila)

        - 500 g de polvilho azedo (ou metade doce, metade azedo)
        - 1 xícara de leite + 1/2 xícara de óleo + 1 colher de chá de sal — ferver juntos
        - 2 ovos
        - 250 g de queijo canastra meia-cura ralado (parmesão em último caso)

        Escaldar o polvilho com o leite fervendo, misturar até esfriar um pouco. Juntar os ovos
        um a um e depois o queijo, sovar até soltar das mãos. Bolinhas com a mão untada.
        Forno preaquecido a 200 °C por 25-30 min. Dá pra congelar cru.
        """,
        expect=RC,
    ),
    D(
        IN + "orcamento_identidade_visual_v2.pdf",
        "pdf",
        "2026-01-12 21:10",
        """
        # Rafa Oliveira Design — Orçamento (revisado)
        Cliente: Flor do Cambuci Panificadora e Confeitaria — A/C Rosa Tavares e Bruno Tavares
        Rua Lavapés, 455 — Cambuci
        Data: 12/01/2026 — Versão 2 (substitui a versão de 10/12/2025) — Validade: 30 dias
        ## Projeto: nova identidade visual — 40 anos
        !Entrega | | Valor (R$)
        Redesenho do logotipo, preservando a flor original | | 2.000,00
        Paleta de cores e tipografia | | 500,00
        Projeto do letreiro de ferro para a fachada | | 800,00
        Papelaria: saco de pão, sacola e etiqueta de bolo | | 600,00
        Guia rápido de uso da marca (PDF, 8 páginas) | | 300,00
        !Total | | 4.200,00
        Alterações em relação à v1: cartão de visita retirado; manual reduzido. Pagamento em 3 parcelas de R$ 1.400,00 (jan, fev, mar/2026), com NFS-e a cada parcela.
        Entrega final: até 10 de abril de 2026, antes da festa de aniversário de 40 anos (maio).
        """,
        expect=F,
    ),
    D(
        IN + "contrato_assinado.pdf",
        "pdf",
        "2026-02-02 15:40",
        f"""
        # CONTRATO DE PRESTAÇÃO DE SERVIÇOS RECORRENTES DE DESIGN
        CONTRATANTE: ÁGORA YOGA E PILATES LTDA, CNPJ 40.112.233/0001-44, Rua Tutóia, 611, Paraíso, São Paulo/SP, representada por Renata Ikeda.
        CONTRATADO: {MEI_RAZAO}, CNPJ {MEI_CNPJ}.
        ## 1. Objeto
        Produção mensal de conteúdo visual para Instagram: 12 posts de feed, 8 stories e 1 arte de divulgação de workshop por mês, conforme calendário editorial aprovado até o dia 20 do mês anterior.
        ## 2. Prazo
        12 (doze) meses, de 1º de fevereiro de 2026 a 31 de janeiro de 2027, renovável.
        ## 3. Valor
        R$ 1.350,00 mensais, pagos até o dia 10 do mês seguinte, mediante NFS-e. Reajuste pelo IPCA na renovação.
        ## 4. Rescisão
        Qualquer parte pode rescindir com aviso prévio de 30 dias, sem multa.
        ## 5. Direitos
        As artes produzidas podem ser usadas pela CONTRATANTE em seus canais digitais sem limite de prazo.
        São Paulo, 2 de fevereiro de 2026.
        Assinado digitalmente por Renata Ikeda e Rafael Oliveira (gov.br).
        """,
        expect=A,
    ),
    D(
        IN + mac_shot("2026-01-19 12:10:31"),
        "shot",
        "2026-01-19 12:10:31",
        f"""
        ## PGMEI — Consulta extrato / pagamentos
        CNPJ: {MEI_CNPJ} — Nome: {MEI_RAZAO}
        Ano-calendário selecionado: 2025
        ---
        **PA 10/2025 — apurado — DAS pago em 18/11/2025 — R$ 80,90**
        **PA 11/2025 — apurado — DAS pago em 19/12/2025 — R$ 80,90**
        **PA 12/2025 — apurado — DAS pago em 19/01/2026 — R$ 80,90**
        ---
        Vencimento do PA 12/2025: 20/01/2026
        Situação do ano-calendário 2025: sem débitos em aberto
        ~ Emitir DAS   Consultar extrato   Emitir certidão   DASN-SIMEI
        """,
        style="gov",
        frame="mac",
        title="Simples Nacional — PGMEI",
        url="https://www8.receita.fazenda.gov.br/SimplesNacional/Aplicacoes/ATSPO/pgmei.app/",
        expect="MEI/DAS/2025/",
    ),
    D(
        IN + "download (3).pdf",
        "pdf",
        "2026-02-06 10:30",
        f"""
        # Certificado da Condição de Microempreendedor Individual — CCMEI
        Portal do Empreendedor — gov.br/mei
        ## Identificação
        Nome empresarial: {MEI_RAZAO}
        Nome do empresário: RAFAEL OLIVEIRA — CPF: {RAFAEL_CPF}
        Nome fantasia: RAFA OLIVEIRA DESIGN
        CNPJ: {MEI_CNPJ} — Capital social: R$ 2.000,00
        ## Situação cadastral
        Situação cadastral vigente: ATIVA — Data de início de atividade: 10/02/2022
        ## Atividades
        Ocupação principal: Designer gráfico (CNAE 7410-2/99)
        Ocupação secundária: Fotógrafo(a) (CNAE 7420-0/01 — atividades de produção de fotografias) — incluída em 06/02/2026
        Forma de atuação: internet; em local fixo fora de loja
        ## Endereço comercial
        Rua Domingos de Morais, 1234, apto 52 — Vila Mariana — São Paulo/SP — CEP 04010-100
        ---
        Este certificado comprova as inscrições do MEI e dispensa alvará e licença de funcionamento.
        Data de emissão: 06/02/2026.
        """,
        expect=MEI,
    ),
    D(
        IN + "informe_rendimentos_2025.pdf",
        "pdf",
        "2026-02-24 12:00",
        f"""
        # COMPROVANTE DE RENDIMENTOS PAGOS E DE IMPOSTO SOBRE A RENDA RETIDO NA FONTE
        Ano-calendário de 2025 — Imposto sobre a Renda da Pessoa Física
        ## 1. Fonte pagadora
        HOSPITAL SANTA AURORA S/A — CNPJ {HOSPITAL_CNPJ}
        ## 2. Pessoa física beneficiária dos rendimentos
        CPF: {CAMILA_CPF} — Nome: CAMILA SANTOS — Natureza: rendimento do trabalho assalariado
        ## 3. Rendimentos tributáveis, deduções e imposto retido na fonte
        !Item | | Valor (R$)
        01. Total dos rendimentos (inclusive férias) | | 84.917,63
        02. Contribuição previdenciária oficial | | 9.804,10
        05. Imposto sobre a renda retido na fonte | | 7.992,06
        ## 5. Rendimentos sujeitos à tributação exclusiva
        01. Décimo terceiro salário | | 6.955,95
        02. IRRF sobre 13º salário | | 571,40
        ## 7. Informações complementares
        Plano de saúde Vitalis Saúde — descontos em folha: dependente Rafael Oliveira R$ 1.960,80; coparticipação da titular R$ 193,50.
        Emitido em 23/02/2026 — Departamento Pessoal.
        """,
        expect=IR26,
    ),
    D(
        IN + "download (4).pdf",
        "pdf",
        "2026-02-26 21:40",
        f"""
        # Vitalis Saúde S.A. — ANS nº 41.882-7
        ## Demonstrativo de pagamentos para fins de Imposto de Renda — Ano-calendário 2025
        Contrato: coletivo empresarial — HOSPITAL SANTA AURORA S/A
        Beneficiária titular: CAMILA SANTOS — CPF {CAMILA_CPF}
        !Beneficiário | CPF | Valor pago (R$)
        Rafael Oliveira (dependente) | {RAFAEL_CPF} | 1.960,80
        Camila Santos (titular) — coparticipações | {CAMILA_CPF} | 193,50
        !Total pago pela titular | | 2.154,30
        Documento emitido em 25/02/2026 para fins da declaração de ajuste anual.
        """,
        expect=IR26,
    ),
    D(
        IN + "recibo_retificadora.pdf",
        "pdf",
        "2025-10-14 22:20",
        recibo_irpf(
            2025,
            "RAFAEL OLIVEIRA",
            RAFAEL_CPF,
            "RETIFICADORA — recibo da declaração anterior 31.84.72.65.90-41",
            "36.900,00",
            "27.496,71",
            "2.408,71",
            "390,10",
            "0,00",
            "797,50",
            "0,00",
            "31.84.72.65.90-58",
            "14/10/2025 às 22:14:36",
            "Despesas médicas incluídas na retificação: Odontologia Sorriso Paulista R$ 2.900,00. Imposto pago em DARF (30/05/2025): R$ 1.187,60",
        ),
        expect=IR25,
    ),
    D(
        IN + "Certificado_ACLS.pdf",
        "pdf",
        "2026-01-27 09:30",
        """
        # Centro de Treinamento em Emergências Vida+
        ## CERTIFICADO
        Certificamos que CAMILA SANTOS, COREN-SP 512334, concluiu com aproveitamento o curso
        SUPORTE AVANÇADO DE VIDA EM CARDIOLOGIA (ACLS — Advanced Cardiovascular Life Support),
        realizado nos dias 24 e 25 de janeiro de 2026, com carga horária de 16 (dezesseis) horas,
        abrangendo manejo de via aérea, ritmos de parada, farmacologia e simulação de megacode.
        Validade da certificação: 2 anos (até 01/2028).
        Instrutor responsável: Enf. Márcio Teles — Coordenação: Dr. André Vilela
        São Paulo, 25/01/2026 — Registro nº ACLS-26-01-0112
        """,
        expect=CUR,
    ),
    D(
        IN + "Sua apólice foi renovada.eml",
        "eml",
        "2026-02-25 08:05",
        """
        Olá, Rafael!

        Sua apólice de seguro auto foi renovada com sucesso.

        Apólice: 0531.26.204871 (renovação da 0531.25.112233)
        Veículo: FIAT ARGO DRIVE 1.0 — 2019/2020 — placa FQR8H21
        Vigência: 15/03/2026 a 15/03/2027
        Classe de bônus: 7
        Franquia casco: R$ 3.250,00
        Prêmio total: R$ 2.874,90 em 6x de R$ 479,15 no boleto (1ª parcela em 15/04/2026)

        A apólice completa estará disponível na Área do Cliente e no app em até 15 dias.
        Corretora: Vila Seguros Corretora Ltda — (11) 5081-7720.

        Em caso de acidente ou pane: 333 PORTO (333 76786).
        """,
        headers={
            "From": "Porto Seguro <nao-responda@portoseguro.com.br>",
            "To": "rafa.oliveira.design@gmail.com",
            "Subject": "Sua apólice foi renovada - Seguro Auto",
            "Date": "Wed, 25 Feb 2026 08:05:12 -0300",
            "Message-ID": "<renov.0531.26.204871@portoseguro.com.br>",
        },
        expect=CS,
    ),
    D(
        IN + sm("2026-02-03 10:15:12"),
        "paper",
        "2026-02-03 10:15:12",
        f"""
        # PREFEITURA DO MUNICÍPIO DE SÃO PAULO
        Secretaria Municipal de Mobilidade e Trânsito — DSV
        ## NOTIFICAÇÃO DA AUTUAÇÃO POR INFRAÇÃO DE TRÂNSITO
        Auto de infração nº: 1R 0094415 — Código do órgão autuador: 271070
        Placa: {PLACA} — Marca/modelo: FIAT/ARGO DRIVE 1.0
        Data da infração: 09/01/2026 — Hora: 18:42
        Local: Rua Sena Madureira, 800 — sentido bairro
        Enquadramento: 5673-0 — Transitar em faixa ou via exclusiva de ônibus
        Equipamento: câmera de fiscalização nº 5180
        Prazo para indicação do condutor e defesa prévia: 02/03/2026
        Valor da multa: R$ 293,47 — Pontuação: 7 pontos (gravíssima)
        """,
        device="samsung",
        table=(92, 92, 98),
        expect=CA,
    ),
    D(
        IN + "OS_48213.pdf",
        "pdf",
        "2026-02-14 17:20",
        """
        # Oficina Mecânica Irmãos Pereira
        Rua Afonso Celso, 611 — Vila Mariana — São Paulo/SP — (11) 5549-2013
        ## Ordem de serviço nº 48213
        Cliente: Rafael — Fiat Argo branco — FQR-8H21 — KM 67.420 — Data: 14/02/2026
        Reclamação do cliente: luz da injeção acendendo, motor falhando a frio.
        !Serviço / peça | Qtd | Valor (R$)
        Velas de ignição NGK | 3 | 144,00
        Bobina de ignição | 1 | 389,00
        Limpeza de bicos injetores | 1 | 180,00
        Troca de óleo 5W30 + filtro | 1 | 275,00
        Mão de obra | 1 | 220,00
        !Total | | 1.208,00
        Pagamento: Pix. Garantia de 3 meses. Próxima troca de óleo: 72.400 km.
        """,
        expect=CA,
    ),
    D(
        IN + "scan0011.pdf",
        "scanpdf",
        "2026-01-26 13:00",
        f"""
        # REPÚBLICA FEDERATIVA DO BRASIL
        ## CARTEIRA DE IDENTIDADE NACIONAL
        Nome: CAMILA SANTOS
        Registro geral — CPF: {CAMILA_CPF}
        Sexo: F — Nacionalidade: BRA
        Data de nascimento: 03/03/1993
        Naturalidade: CAMPINAS/SP
        Filiação: ANTÔNIO CARLOS SANTOS / REGINA ALVES SANTOS
        Órgão expedidor: SSP/SP — Local de emissão: SÃO PAULO/SP (Poupatempo Sé)
        Data de emissão: 19/01/2026 — Validade: 19/01/2036
        Observação: substitui o RG 41.903.256-8
        ---
        IDBRA4021189372<<<<<<<<<<<<<<<
        9303037F3601194BRA<<<<<<<<<<<6
        SANTOS<<CAMILA<<<<<<<<<<<<<<<<
        """,
        paper=(1240, 900),
        expect=DOC,
    ),
    D(
        IN + sm_shot("2025-04-16 22:15:30", "TAP"),
        "shot",
        "2025-04-16 22:15:30",
        """
        ## Cartão de embarque
        **SANTOS/CAMILA MS**
        TP 1691 — 17ABR25
        LIS → FNC
        Lisboa → Funchal (Madeira)
        Embarque: 09:05 — Porta: 14 — Lugar: 21C
        Partida: 09:40 — Chegada: 11:25
        Reserva: 7PWX3D
        ---
        ~ Apresente este cartão e o documento de identificação na porta de embarque
        """,
        style="tap",
        frame="android",
        title="TAP Air Portugal",
        expect=VPT,
    ),
    D(
        IN + "reserva_confirmada.html",
        "html",
        "2023-12-02 20:40",
        """
        <!DOCTYPE html>
        <html lang="pt-BR"><head><meta charset="utf-8"><title>Reserva confirmada — Pousada do Amparo</title></head>
        <body style="font-family:Arial,sans-serif;max-width:640px;margin:auto">
        <h1 style="color:#003580">Leonardo, sua reserva está confirmada!</h1>
        <p><b>Pousada do Amparo</b><br>Rua do Amparo, 199 — Carmo — Olinda, PE — CEP 53020-190</p>
        <table cellpadding="6">
        <tr><td>Número da confirmação</td><td><b>3392.118.540</b></td></tr>
        <tr><td>Entrada</td><td>qui, 8 de fev de 2024 (a partir das 13:00)</td></tr>
        <tr><td>Saída</td><td>qui, 15 de fev de 2024 (até 10:00)</td></tr>
        <tr><td>Acomodação</td><td>2 quartos: suíte casal (Rafael e Camila) + quarto triplo (Leonardo, Beatriz, Thiago)</td></tr>
        <tr><td>Preço total</td><td>R$ 3.850,00 — 7 noites — pacote de Carnaval, pagamento antecipado não reembolsável</td></tr>
        </table>
        <p>Durante o Carnaval o acesso de carros ao Sítio Histórico é restrito. Recomendamos chegar de táxi até a Praça do Carmo.</p>
        <p>Leo encaminhou para: rafa.oliveira.design@gmail.com</p>
        </body></html>
        """,
        expect=VCA,
    ),
    D(
        IN + "voucher_trem_corcovado.pdf",
        "pdf",
        "2024-05-29 23:00",
        """
        # Trem do Corcovado
        ## Voucher de embarque — Cristo Redentor
        Pedido: TC-24-0529-88120 — Compra: 29/05/2024
        Data do passeio: 31/05/2024 (sexta-feira) — Horário de subida: 13:20
        Estação Cosme Velho — Rua Cosme Velho, 513 — Rio de Janeiro/RJ
        Passageiros: 2 adultos (alta temporada/feriado) — Rafael Oliveira, Camila Santos
        !Item | | Valor
        Ingresso trem + entrada no monumento — adulto | | R$ 111,50
        Ingresso trem + entrada no monumento — adulto | | R$ 111,50
        !Total | | R$ 223,00
        Chegue com 20 minutos de antecedência. Em caso de neblina o passeio não é reembolsado.
        """,
        expect=VRJ,
    ),
    D(
        IN + "cardapio_delivery.pdf",
        "pdf",
        "2026-02-13 20:15",
        """
        # Pizzaria Bella Napoli — Delivery Vila Mariana
        Peça pelo WhatsApp (11) 94420-1188 ou pelo iFood — entrega grátis acima de R$ 90
        ## Pizzas tradicionais (8 pedaços)
        !Sabor | | Preço
        Margherita — molho, muçarela de búfala, manjericão | | R$ 62,00
        Calabresa — calabresa fatiada, cebola, azeitona | | R$ 58,00
        Portuguesa — presunto, ovo, cebola, ervilha, muçarela | | R$ 64,00
        Quatro queijos — muçarela, provolone, gorgonzola, parmesão | | R$ 66,00
        Frango com catupiry | | R$ 64,00
        ## Pizzas doces (broto)
        Chocolate com morango | | R$ 42,00
        Banana com canela | | R$ 38,00
        Terça e quarta: segunda pizza com 50% de desconto. Cupom BELLA10 no primeiro pedido.
        """,
        expect="",
    ),
    D(
        IN + "download.pdf",
        "pdf",
        "2026-01-08 09:00",
        """
        # Política de Privacidade — atualização
        Vigente a partir de 1º de fevereiro de 2026
        Esta Política descreve como tratamos os dados pessoais dos usuários do nosso aplicativo de mobilidade, em conformidade com a Lei Geral de Proteção de Dados (Lei nº 13.709/2018).
        ## 1. Dados que coletamos
        Dados de cadastro (nome, e-mail, telefone), localização durante o uso do serviço, dados de pagamento tokenizados e informações do dispositivo.
        ## 2. Finalidades
        Prestação do serviço, prevenção a fraudes, melhoria da experiência, comunicações de marketing (com consentimento).
        ## 3. Compartilhamento
        Com motoristas parceiros (nome e local de embarque), processadores de pagamento e autoridades, quando exigido por lei.
        ## 4. Seus direitos
        Acesso, correção, portabilidade e exclusão pelo menu Conta > Privacidade. Encarregado de dados: dpo@app-mobilidade.com.br.
        O uso continuado do aplicativo após a data de vigência implica ciência desta política.
        """,
        expect="",
    ),
    D(
        IN + sm_shot("2026-02-01 23:30:12", "WhatsApp"),
        "shot",
        "2026-02-01 23:30:12",
        """
        ## Família Santos
        ~ ONTEM
        < Tio Zeca: BOM DIA GRUPO!!! Domingo de sol, quem vai no churrasco?
        < Tia Lurdes: [figurinha]
        < Primo Dudu: alguém viu que o Palmeiras contratou mais um zagueiro kkkkk
        < Tio Zeca: Segundo a nasa o domingo hoje vai ter 25 horas. Compartilhem
        > Tio isso é fake kkkkkk
        < Tio Zeca: vi no grupo da igreja
        < Mãe: Camila vc vem no almoço do dia 15?
        > Vou sim mãe, levo o pudim
        """,
        style="whatsapp",
        frame="android",
        title="Família Santos",
        expect="",
    ),
    D(
        IN + "convite_cha_de_bebe.jpg",
        "card",
        "2026-02-09 12:30",
        """
        # Chá de bebê do Theo
        Vem celebrar com a gente a chegada do nosso pequeno!
        Bia & Léo
        Sábado, 14 de março de 2026, às 15h
        Salão de festas — Rua Apinajés, 390 — Perdizes
        Sugestão de presente: fraldas tamanho M + um mimo
        Confirme presença até 07/03 pelo WhatsApp
        """,
        expect="",
    ),
]

# --------------------------------------------------------------------------------------
# questions
# --------------------------------------------------------------------------------------


def Q(q: str, kind: str, *expect: str, lang: str = "pt") -> dict:
    return {"q": q, "lang": "en" if kind == "cross" else lang, "kind": kind, "expect": list(expect)}


QUESTIONS = [
    # natural, in Portuguese
    Q(
        "quanto a Camila recebeu de salário em dezembro?",
        "natural",
        HO + "holerite_dez2025.pdf",
        HO + "Holerite_20417_202412.pdf",
        HO + "13º 2025.pdf",
    ),
    Q("até quando vale o seguro do carro?", "natural", CS + "Apólice Porto Seguro 2025-2026.pdf"),
    Q(
        "aquele exame de sangue do ano passado em que eu estava com falta de vitamina",
        "natural",
        SR + "Resultado exames março 2025.pdf",
    ),
    Q("qual é o grau dos meus óculos?", "natural", SR + "Receita óculos 2025.pdf"),
    Q(
        "cadê a carteirinha de vacina da cachorra?",
        "natural",
        PC + "Carteira de vacinação Paçoca.jpg",
    ),
    Q(
        "quanto a gente está pagando de aluguel agora?",
        "natural",
        AL + "Reajuste 2025.pdf",
        AL + "Aditivo - prorrogação 2025.pdf",
        AL + ip("2025-06-05 08:47:12", "PNG"),
    ),
    Q(
        "depois da renovação, até quando a gente pode ficar no apê?",
        "natural",
        AL + "Aditivo - prorrogação 2025.pdf",
    ),
    Q("a receita daquela pastinha árabe que a Camila faz", "natural", RC + "Homus.md"),
    Q("o doce que a minha avó escreveu à mão num papel", "natural", RC + ip("2024-07-21 15:02:44")),
    Q("o papel da ONG de quando a gente pegou a cachorra", "natural", PC + "Termo de adoção.pdf"),
    Q("qual o número do passaporte da Camila?", "natural", DOC + sm("2024-11-20 19:02:11")),
    Q(
        "os rins do Paçoca estavam bons no último check-up?",
        "natural",
        PC + "Exame de sangue Paçoca 2024.pdf",
    ),
    Q(
        "onde a gente ficou hospedado em Lisboa?",
        "natural",
        VPT + "Airbnb Alfama.eml",
        VPT + "Roteiro Portugal.md",
    ),
    Q(
        "quanto paguei de imposto do carro no começo de 2025?",
        "natural",
        CA + "IPVA 2025 - cota única.pdf",
    ),
    Q(
        "quanto a Camila recebeu de volta do leão no ano passado?",
        "natural",
        IR25 + sm_shot("2025-05-30 08:12:40", "Receita"),
        IR25 + "Recibo entrega IRPF 2025 Camila.pdf",
    ),
    Q(
        "o contrato com a editora que fala dos direitos das capas",
        "natural",
        P + "Contrato de cessão de direitos - capas.pdf",
    ),
    Q(
        "quanto cobrei da cervejaria pelos rótulos de verão?",
        "natural",
        G + "NFSe_000018.pdf",
        G + "Briefing linha verão.md",
    ),
    Q("o que foi decidido na assembleia do prédio em março?", "natural", CO + "Ata AGO 2025.pdf"),
    Q(
        "cachorro pode usar o elevador social do prédio?",
        "natural",
        CO + "Regulamento interno.pdf",
        CO + "Ata AGO 2025.pdf",
    ),
    Q(
        "o número do protocolo de quando a internet ficou fora do ar",
        "natural",
        NET + "Protocolo reclamação Vivo.txt",
    ),
    Q("o atestado de quando eu tive aquela virose", "natural", SR + "Atestado médico out-2024.pdf"),
    Q("resultado do papanicolau da Camila", "natural", SC + "Preventivo 2024.pdf"),
    Q(
        "quanto a gente pagou pro guia na Bahia?",
        "natural",
        V23 + "Recibo guia Chapada.jpg",
        V23 + "Gastos viagens 2023.csv",
    ),
    Q(
        "quanto ficou o conserto do freio do carro?",
        "natural",
        CA + "OS 31877 - freios.pdf",
        CA + "Planilha manutenção.csv",
    ),
    Q(
        "quanto eu faturei como MEI em 2024?",
        "natural",
        MEI + "DASN-SIMEI 2025 (ano-base 2024).pdf",
        IR25 + "checklist IR 2025.md",
    ),
    # keyword
    Q(
        "0412345678",
        "keyword",
        EN + "Conta_Enel_0412345678_2025-08.pdf",
        EN + "Conta_Enel_0412345678_2026-01.pdf",
        EN + "Cadastro débito automático Enel.pdf",
    ),
    Q("FQR8H21 CRLV", "keyword", CA + "CRLV-e 2025.pdf"),
    Q(
        "Amigo Fiel otite",
        "keyword",
        PC + "Receituário - otite.pdf",
        PC + ip("2024-12-16 19:05:40", "PNG"),
    ),
    Q(
        "0531.25.112233",
        "keyword",
        CS + "Apólice Porto Seguro 2025-2026.pdf",
        CS + "Boleto seguro parcela 1.pdf",
    ),
    Q(
        "COREN-SP 512334",
        "keyword",
        CUR + sm("2023-05-02 20:14:33"),
        CUR + "Certificado BLS 2024.pdf",
    ),
    Q("HMX4Q2TZ8P", "keyword", VRJ + "Reserva Airbnb Copacabana.eml"),
    Q("Levildo", "keyword", RC + "Pão de fermentação natural.md"),
    # cross-language (English questions about Portuguese documents)
    Q(
        "rental agreement for our apartment",
        "cross",
        AL + "Contrato de locação - Domingos de Morais.pdf",
    ),
    Q("Camila's payslip for November 2025", "cross", HO + "Holerite_20417_202511.pdf"),
    Q("my driver's license", "cross", DOC + "CNH-e Rafael.pdf"),
    Q("electricity bill from last September", "cross", EN + "Conta_Enel_0412345678_2025-09.pdf"),
    Q(
        "proof that I filed my 2025 income tax return",
        "cross",
        IR25 + "Recibo entrega IRPF 2025 Rafael.pdf",
    ),
    Q("car registration document", "cross", CA + "CRLV-e 2025.pdf"),
    Q("travel insurance for the Portugal trip", "cross", VPT + "Seguro viagem Europa.pdf"),
    Q("the Portuguese kale and potato soup recipe", "cross", RC + "Caldo verde.pdf"),
    Q(
        "boarding pass for the flight home after Carnival",
        "cross",
        VCA + ip("2024-02-15 09:40:22", "PNG"),
        VCA + "Passagens Recife GOL.pdf",
    ),
    Q("Camila's lower back MRI", "cross", SC + "Ressonância coluna lombar.pdf"),
    Q("health plan for the dog", "cross", PC + "Plano PetSaúde - contrato.pdf"),
]
