"""More search questions for casa_pt (Rafael e Camila, São Paulo), and queries that must find
nothing.

Written from the library's data only. QUESTIONS name one file among look-alikes, ask by
time (``asof`` is the library's newest file date), by kind of file, by an exact code, by
Rafael's filing rules, or in Spanish. Expect paths are library files, never inbox files.
JUNK holds words that occur nowhere in the library ("junk") and everyday topics the couple
has no papers about ("absent"); for both the right answer is that no file matches.
Checked by ``python -m tests.benchmarks.search_questions.check_more casa_pt``.
"""

LIBRARY = "casa_pt"

ASOF = "2026-02-26"

_ENEL = "Apartamento/Enel/"
_HO = "Camila/Holerites/"
_DAS24 = "MEI/DAS/2024/"
_FOTOS = "Fotos/2024-2025/"

QUESTIONS: list[dict] = [
    # ---- first: one file among several look-alikes
    {
        "q": "conta da enel de agosto",
        "lang": "pt",
        "kind": "first",
        "expect": [_ENEL + "Conta_Enel_0412345678_2025-08.pdf"],
    },
    {
        "q": "conta de luz de outubro",
        "lang": "pt",
        "kind": "first",
        "expect": [_ENEL + "enel out-2025.pdf"],
    },
    {
        "q": "holerite da Camila de abril de 2024",
        "lang": "pt",
        "kind": "first",
        "expect": [_HO + "scan0004.pdf"],
    },
    {
        "q": "holerite maio 2024",
        "lang": "pt",
        "kind": "first",
        "expect": [_HO + "holerite maio 24.pdf"],
    },
    {
        "q": "guia do DAS de dezembro de 2024",
        "lang": "pt",
        "kind": "first",
        "expect": [_DAS24 + "DAS dez24 (vence jan).pdf"],
    },
    {
        "q": "nota fiscal da padaria de 2025",
        "lang": "pt",
        "kind": "first",
        "expect": ["Clientes/Padaria Flor do Cambuci/NFSe_000025.pdf"],
    },
    {
        "q": "boleto do condomínio de setembro",
        "lang": "pt",
        "kind": "first",
        "expect": ["Apartamento/Condomínio/boleto_52_set2025.pdf"],
    },
    {
        "q": "fatura do nubank que fechou em outubro",
        "lang": "pt",
        "kind": "first",
        "expect": ["Finanças/Nubank_2025-10-15.csv"],
    },
    {
        "q": "passagem de ônibus pro Rio",
        "lang": "pt",
        "kind": "first",
        "expect": ["Viagens/Rio-2024/Passagens ônibus 1001.pdf"],
    },
    # ---- time: asked by time, as of the newest file
    {
        "q": "fotos da noite de Natal do ano passado",
        "lang": "pt",
        "kind": "time",
        "asof": ASOF,
        "expect": [_FOTOS + "20251224_224500.jpg"],
    },
    {
        "q": "13º da Camila do ano passado",
        "lang": "pt",
        "kind": "time",
        "asof": ASOF,
        "expect": [_HO + "13º 2025.pdf"],
    },
    {
        "q": "a declaração anual do MEI que eu entreguei ano passado",
        "lang": "pt",
        "kind": "time",
        "asof": ASOF,
        "expect": ["MEI/DASN-SIMEI 2025 (ano-base 2024).pdf"],
    },
    {
        "q": "hemograma da Camila do ano passado",
        "lang": "pt",
        "kind": "time",
        "asof": ASOF,
        "expect": ["Saúde/Camila/Hemograma set-2025.pdf"],
    },
    {
        "q": "carta do reajuste do aluguel do ano passado",
        "lang": "pt",
        "kind": "time",
        "asof": ASOF,
        "expect": ["Apartamento/Aluguel/Reajuste 2025.pdf"],
    },
    {
        "q": "fotos da festa junina do ano passado",
        "lang": "pt",
        "kind": "time",
        "asof": ASOF,
        "expect": [_FOTOS + "WhatsApp Image 2025-06-21 at 20.14.33.jpeg"],
    },
    # ---- kind: the kind of file matters
    {
        "q": "foto do RG do Rafael",
        "lang": "pt",
        "kind": "kind",
        "expect": ["Documentos/RG Rafael frente e verso.jpg"],
    },
    {
        "q": "print do pix do aluguel de janeiro de 2025",
        "lang": "pt",
        "kind": "kind",
        "expect": ["Apartamento/Aluguel/IMG_4801.PNG"],
    },
    {
        "q": "foto da multa da marginal",
        "lang": "pt",
        "kind": "kind",
        "expect": ["Carro/Multa Marginal ago-2024.jpg"],
    },
    {
        "q": "planilha de manutenção do carro",
        "lang": "pt",
        "kind": "kind",
        "expect": ["Carro/Planilha manutenção.csv"],
    },
    {
        "q": "print da consulta da Camila marcada pelo app do plano",
        "lang": "pt",
        "kind": "kind",
        "expect": ["Saúde/Camila/Screenshot_20240610-074512_Vitalis.png"],
    },
    # ---- token: an exact code or rare name found in one file
    {
        "q": "AV-25-0418772",
        "lang": "pt",
        "kind": "token",
        "only": True,
        "expect": ["Viagens/Portugal 2025/Seguro viagem Europa.pdf"],
    },
    {
        "q": "PB-2405-771920",
        "lang": "pt",
        "kind": "token",
        "only": True,
        "expect": ["Viagens/Rio-2024/Ingresso Bondinho Pão de Açúcar.pdf"],
    },
    {
        "q": "FC24-00931",
        "lang": "pt",
        "kind": "token",
        "only": True,
        "expect": ["Viagens/Carnaval 24/Ingresso camarote Recife Antigo.pdf"],
    },
    {
        "q": "ordem de serviço 31877",
        "lang": "pt",
        "kind": "token",
        "only": True,
        "expect": ["Carro/OS 31877 - freios.pdf"],
    },
    {
        "q": "voo G3 1690",
        "lang": "pt",
        "kind": "token",
        "only": True,
        "expect": ["Viagens/Carnaval 24/Passagens Recife GOL.pdf"],
    },
    # ---- rules: answered by guideline.md
    {
        "q": "onde eu guardo comprovante de pix?",
        "lang": "pt",
        "kind": "rules",
        "expect": ["guideline.md"],
    },
    {
        "q": "o DAS de dezembro vai na pasta de qual ano",
        "lang": "pt",
        "kind": "rules",
        "expect": ["guideline.md"],
    },
    {
        "q": "o que não precisa guardar",
        "lang": "pt",
        "kind": "rules",
        "expect": ["guideline.md"],
    },
    # ---- lang: Spanish questions about the Portuguese papers
    {
        "q": "certificado del microchip de la perra",
        "lang": "es",
        "kind": "lang",
        "expect": ["Paçoca/Certificado microchip.pdf"],
    },
    {
        "q": "seguro de viaje para Europa",
        "lang": "es",
        "kind": "lang",
        "expect": ["Viagens/Portugal 2025/Seguro viagem Europa.pdf"],
    },
    {
        "q": "ecografía de mamas de Camila",
        "lang": "es",
        "kind": "lang",
        "expect": ["Saúde/Camila/Ultrassom mamas 2025.pdf"],
    },
    {
        "q": "resonancia de la columna de Camila",
        "lang": "es",
        "kind": "lang",
        "expect": ["Saúde/Camila/Ressonância coluna lombar.pdf"],
    },
    {
        "q": "presupuesto del dentista de Rafael",
        "lang": "es",
        "kind": "lang",
        "expect": ["Saúde/Rafael/Orçamento dentista.pdf"],
    },
    {
        "q": "receta de caldo verde",
        "lang": "es",
        "kind": "lang",
        "expect": ["Receitas/Caldo verde.pdf"],
    },
]

JUNK: list[dict] = [
    # ---- junk: no word of these occurs in any file, file name or folder
    {"q": "frobnicador", "lang": "pt", "kind": "junk"},
    {"q": "qwertyuiop", "lang": "pt", "kind": "junk"},
    {"q": "asdfghjklç", "lang": "pt", "kind": "junk"},
    {"q": "gôndola de zepelim", "lang": "pt", "kind": "junk"},
    {"q": "axolotes", "lang": "pt", "kind": "junk"},
    {"q": "afinação de cravo barroco", "lang": "pt", "kind": "junk"},
    {"q": "ornitorrinco", "lang": "pt", "kind": "junk"},
    {"q": "batiscafo", "lang": "pt", "kind": "junk"},
    {"q": "xurumbambo flonquete", "lang": "pt", "kind": "junk"},
    {"q": "zeppelin gondola", "lang": "en", "kind": "junk"},
    {"q": "axolotl breeding", "lang": "en", "kind": "junk"},
    {"q": "snowmobile", "lang": "en", "kind": "junk"},
    {"q": "glorpwhistle", "lang": "en", "kind": "junk"},
    {"q": "000099", "lang": "pt", "kind": "junk"},
    {"q": "99887766000111", "lang": "pt", "kind": "junk"},
    {"q": "0999.99.887766", "lang": "pt", "kind": "junk"},
    {"q": "ZZQ9X77", "lang": "pt", "kind": "junk"},
    {"q": "PA209913", "lang": "pt", "kind": "junk"},
    {"q": "esquiador de trenó", "lang": "pt", "kind": "junk"},
    # ---- absent: plausible topics this couple has no papers about
    {"q": "financiamento imobiliário da Caixa", "lang": "pt", "kind": "absent"},
    {"q": "mensalidade da escola do filho", "lang": "pt", "kind": "absent"},
    {"q": "mensalidade da academia", "lang": "pt", "kind": "absent"},
    {"q": "seguro da moto", "lang": "pt", "kind": "absent"},
    {"q": "aula de violão", "lang": "pt", "kind": "absent"},
    {"q": "vaga do barco na marina", "lang": "pt", "kind": "absent"},
    {"q": "conta de água da Sabesp", "lang": "pt", "kind": "absent"},
]
