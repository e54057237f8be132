"""A very small personal library of someone in Lisbon who just started organizing (European Portuguese)."""

from __future__ import annotations

import pathlib
from email.message import EmailMessage

NAME = "pequena-pt"
PERSONA = (
    "Uma designer gráfica de Lisboa, com carro e casa arrendada, que acabou de começar a "
    "arrumar os seus papéis em meia dúzia de pastas."
)
LANGUAGES = ["pt"]
SPLIT = "test"


def _write(root: pathlib.Path, rel: str, text: str) -> None:
    path = root / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text.strip("\n") + "\n", encoding="utf-8")


def _eml(
    root: pathlib.Path, rel: str, sender: str, to: str, date: str, subject: str, body: str
) -> None:
    msg = EmailMessage()
    msg["From"] = sender
    msg["To"] = to
    msg["Date"] = date
    msg["Subject"] = subject
    msg.set_content(body.strip("\n") + "\n")
    path = root / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(bytes(msg))


ME = "Marta Figueiredo <marta.figueiredo@sapo.pt>"


def _filed(root: pathlib.Path) -> None:
    # --- receitas/ ---
    _write(
        root,
        "receitas/arroz_de_pato.md",
        """
# Arroz de pato (à moda de Braga, versão da minha mãe)

## Ingredientes
- 1 pato com cerca de 2 kg
- 1 chouriço de carne e 1 salpicão
- 100 g de bacon em fatias
- 400 g de arroz carolino
- 1 cebola, 2 dentes de alho, 1 folha de louro
- sal e pimenta q.b.

## Preparação
1. Cozer o pato com o chouriço, o salpicão, a cebola e o louro durante cerca de 1 hora.
2. Retirar as carnes, desfiar o pato e cortar o chouriço às rodelas.
3. Coar o caldo e guardar (são precisos 2 copos por cada copo de arroz).
4. Refogar o alho em azeite, juntar o arroz e regar com o caldo a ferver.
5. Deixar cozer 10 minutos, pôr num tabuleiro, cobrir com o pato desfiado.
6. Decorar com as rodelas de chouriço e o bacon e levar ao forno a 200 °C até alourar.

Nota: fica melhor com o caldo feito de véspera.
""",
    )
    _write(
        root,
        "receitas/caldo verde.txt",
        """
CALDO VERDE

Para 4 pessoas:
4 batatas grandes
1 cebola
2 dentes de alho
250 g de couve galega cortada fininha (compro já cortada no mercado de Arroios)
1 chouriço
azeite e sal

Cozer as batatas, a cebola e o alho em 1,5 l de água com sal.
Triturar tudo com a varinha mágica.
Juntar a couve e deixar ferver uns 5 minutos destapado, para ficar verdinha.
Servir com uma rodela de chouriço e um fio de azeite por cima.
Acompanha bem com broa de milho.
""",
    )
    _write(
        root,
        "receitas/pasteis_de_nata_tia_Lurdes.html",
        """
<!DOCTYPE html>
<html lang="pt-PT">
<head><meta charset="utf-8"><title>Pastéis de nata da tia Lurdes</title></head>
<body>
<h1>Pastéis de nata da tia Lurdes</h1>
<p>Dá para 12 pastéis. Forno o mais quente possível (250 °C ou mais).</p>
<h2>Ingredientes</h2>
<ul>
  <li>1 rolo de massa folhada</li>
  <li>250 ml de leite gordo</li>
  <li>200 g de açúcar e 100 ml de água</li>
  <li>6 gemas</li>
  <li>30 g de farinha</li>
  <li>1 pau de canela e casca de limão</li>
</ul>
<h2>Como fazer</h2>
<ol>
  <li>Fazer uma calda com o açúcar, a água e a canela (ponto de fio).</li>
  <li>Cozinhar o leite com a farinha e a casca de limão até engrossar.</li>
  <li>Juntar a calda ao creme e, já morno, as gemas.</li>
  <li>Forrar as formas com a massa e encher até 3/4.</li>
  <li>Forno 12 a 15 minutos até ficarem com as manchinhas queimadas.</li>
</ol>
</body>
</html>
""",
    )

    # --- casa/renda/ ---
    _write(
        root,
        "casa/renda/contrato_arrendamento_resumo.md",
        """
# Contrato de arrendamento — Rua Morais Soares, 112, 3.º Esq., Lisboa

- Senhorio: Sr. Joaquim Almeida (NIF 123 456 789)
- Início do contrato: 01-09-2023, duração de 3 anos, renovável
- Renda mensal: 750,00 €
- Pagamento até dia 8 de cada mês, por transferência
- IBAN do senhorio: PT50 0035 0000 1234 5678 9012 3
- Caução paga: 1 500,00 € (duas rendas)
- Atualização anual segundo o coeficiente publicado no Diário da República
- Denúncia pela inquilina: aviso com 120 dias de antecedência

Contrato registado nas Finanças em setembro de 2023.
O original em papel está na gaveta da cómoda.
""",
    )
    _write(
        root,
        "casa/renda/pagamentos 2025.csv",
        """
mes,valor_eur,data_transferencia,recibo_n,observacoes
janeiro,771.75,2025-01-06,15,renda atualizada (coef. 1.029)
fevereiro,771.75,2025-02-05,16,
março,771.75,2025-03-07,17,
abril,771.75,2025-04-04,18,paga mais cedo por causa da Páscoa
""",
    )

    # --- carro/ ---
    _eml(
        root,
        "carro/seguro_automovel_2025.eml",
        "Fidelidade <apoio.cliente@fidelidade.pt>",
        ME,
        "Mon, 13 Jan 2025 09:12:00 +0000",
        "Aviso de pagamento - Apólice automóvel n.º AU-64821375",
        """
Exma. Sra. Marta Figueiredo,

Informamos que a anuidade da sua apólice automóvel n.º AU-64821375,
relativa ao veículo Renault Clio, matrícula 45-QX-78, vence a 01-02-2025.

Cobertura: responsabilidade civil + quebra isolada de vidros + assistência em viagem
Prémio anual: 312,48 €
Referência Multibanco: Entidade 11249 / Referência 874 552 910

Após o pagamento, a carta verde digital ficará disponível na sua área de cliente.

Com os melhores cumprimentos,
Fidelidade - Companhia de Seguros, S.A.
""",
    )
    _write(
        root,
        "carro/revisão 14-03-2025.txt",
        """
Oficina Auto Penha de França — Fatura FT 2025/0412
Data: 14-03-2025
Viatura: Renault Clio 1.0 TCe, matrícula 45-QX-78
Quilómetros: 68 420

Mudança de óleo 5W30 (4,5 l) ........ 52,00 €
Filtro de óleo ....................... 11,50 €
Filtro de ar ......................... 18,90 €
Filtro do habitáculo ................. 16,40 €
Pastilhas de travão frente ........... 64,00 €
Mão de obra (1,5 h) .................. 60,00 €

Subtotal: 222,80 €   IVA 23%: 51,24 €   Total: 274,04 €
Próxima revisão aos 83 000 km ou em março de 2026.
""",
    )
    _write(
        root,
        "carro/combustivel_e_portagens.csv",
        """
data,tipo,local,litros,valor_eur
2025-01-11,gasolina,Galp Av. Almirante Reis,38.2,66.47
2025-01-25,portagem,A1 Lisboa-Coimbra,,13.35
2025-02-08,gasolina,Repsol Sacavém,41.0,70.93
2025-02-22,estacionamento,EMEL Saldanha,,4.80
2025-03-09,gasolina,Prio Olivais,36.5,60.59
2025-03-30,portagem,Ponte 25 de Abril,,2.15
""",
    )

    # --- saúde/ ---
    _write(
        root,
        "saúde/consulta_medico_familia_2025-02-10.md",
        """
# Consulta — médica de família (USF Arroios), 2025-02-10

Dra. Helena Cardoso

- Motivo: dores de cabeça frequentes e cansaço
- Tensão arterial: 12/8, normal
- Pediu análises ao sangue (hemograma, ferro, vitamina D, tiroide)
- Receitou ibuprofeno em SOS, no máximo 3 dias seguidos
- Recomendou beber mais água e fazer pausas do ecrã

Próxima consulta: depois de ter os resultados das análises.
Número de utente SNS: 234 567 891
""",
    )
    _write(
        root,
        "saúde/analises março 2025.txt",
        """
Resultados das análises — Laboratório Germano de Sousa, Lisboa
Colheita: 3 de março de 2025

Hemoglobina ............ 12,9 g/dL   (12,0 - 16,0)
Ferritina .............. 18 ng/mL    (15 - 150)   no limite
Vitamina D (25-OH) ..... 17 ng/mL    (30 - 100)   BAIXA
TSH .................... 2,1 µUI/mL  (0,4 - 4,0)
Glicose em jejum ....... 88 mg/dL    (70 - 110)

Levar à médica de família.
Ela já tinha dito que a vitamina D devia estar baixa (pouco sol no inverno).
""",
    )
    _eml(
        root,
        "saúde/dentista.eml",
        "Clínica Dentária Sorriso Saldanha <marcacoes@sorrisosaldanha.pt>",
        ME,
        "Thu, 17 Apr 2025 16:40:00 +0100",
        "Lembrete: destartarização a 24/04",
        """
Olá Marta,

Lembramos a sua consulta de higiene oral (destartarização)
no dia 24 de abril de 2025, às 18h30, com a Dra. Inês Rocha.

Valor: 45,00 € (com o seu cartão Médis: 15,00 €)
Se não puder comparecer, avise com 24 horas de antecedência.

Clínica Dentária Sorriso Saldanha
Av. da República, 20 - 1.º, Lisboa | 21 354 00 00
""",
    )

    # --- trabalho/recibos de vencimento/ ---
    _write(
        root,
        "trabalho/recibos de vencimento/recibo_2025-01.txt",
        """
ESTÚDIO LINHA CLARA, LDA. — RECIBO DE VENCIMENTO
Período: janeiro 2025            Pago em: 2025-01-28
Trabalhadora: Marta Figueiredo   Categoria: Designer Gráfica
NIF 245 678 901   NISS 12345678901

Vencimento base ................ 1 650,00 €
Subsídio de alimentação (22 d) .   132,00 €  (cartão refeição)
Total ilíquido ................. 1 782,00 €

Segurança Social (11%) .........  -181,50 €
Retenção IRS ...................  -198,00 €
Líquido a receber .............. 1 402,50 €

IBAN: PT50 0007 0000 0098 7654 3210 9
""",
    )
    _write(
        root,
        "trabalho/recibos de vencimento/fevereiro25.csv",
        """
empresa;Estúdio Linha Clara, Lda.
periodo;fevereiro 2025
data_pagamento;2025-02-27
rubrica;valor_eur
vencimento base;1650,00
subsidio de alimentacao (20 dias);120,00
horas extra (6 h);74,25
seguranca social 11%;-189,67
retencao IRS;-211,00
liquido;1443,58
""",
    )

    # --- viagens/2025-Açores/ ---
    _eml(
        root,
        "viagens/2025-Açores/voos_SATA_reserva.eml",
        "Azores Airlines <reservas@azoresairlines.pt>",
        ME,
        "Sat, 08 Mar 2025 21:05:00 +0000",
        "Confirmação de reserva LXR7QP - Lisboa / Ponta Delgada",
        """
Obrigado por voar connosco, Marta Figueiredo.

Código de reserva: LXR7QP

Ida:    S4 127  Lisboa (LIS) 08:15 -> Ponta Delgada (PDL) 09:35   15/06/2025
Volta:  S4 128  Ponta Delgada (PDL) 10:25 -> Lisboa (LIS) 13:35   22/06/2025

Passageiros: Marta Figueiredo, Rui Teixeira
Tarifa: Classic, 1 mala de porão de 23 kg por pessoa
Total pago: 289,60 €

O check-in online abre 48 horas antes da partida.
""",
    )
    _write(
        root,
        "viagens/2025-Açores/roteiro.md",
        """
# Açores — São Miguel, 15 a 22 de junho

- **Dom 15** — chegada, levantar carro de aluguer, jantar nas Portas do Mar
- **Seg 16** — Sete Cidades e Lagoa do Canário (miradouro da Boca do Inferno)
- **Ter 17** — Furnas: cozido das Furnas, Poça da Dona Beija ao fim do dia
- **Qua 18** — Ponta Delgada: manhã livre, mercado da Graça
- **Qui 19** — Lagoa do Fogo e Caldeira Velha
- **Sex 20** — Nordeste: miradouro da Ponta do Sossego, plantação de chá Gorreana
- **Sáb 21** — praia de Santa Bárbara (Ribeira Grande)
- **Dom 22** — entregar o carro e voo de volta às 10h25

Levar: impermeável, fato de banho, botas de caminhada.
""",
    )
    _write(
        root,
        "viagens/2025-Açores/alojamento_ponta_delgada.html",
        """
<!DOCTYPE html>
<html lang="pt-PT">
<head><meta charset="utf-8"><title>Reserva confirmada - Casa da Calçada</title></head>
<body>
<h2>A sua reserva está confirmada</h2>
<p><b>Casa da Calçada</b> — Rua do Melo, 14, Ponta Delgada, São Miguel</p>
<table>
<tr><td>Check-in</td><td>domingo, 15 de junho de 2025 (a partir das 15h00)</td></tr>
<tr><td>Check-out</td><td>domingo, 22 de junho de 2025 (até às 11h00)</td></tr>
<tr><td>Quarto</td><td>Duplo com varanda, pequeno-almoço incluído</td></tr>
<tr><td>Preço total</td><td>672,00 € (7 noites)</td></tr>
<tr><td>Taxa turística</td><td>2,00 € por pessoa/noite, a pagar no local</td></tr>
</table>
<p>Cancelamento gratuito até 1 de junho de 2025.</p>
</body>
</html>
""",
    )

    # --- finanças/IRS/ ---
    _write(
        root,
        "finanças/IRS/IRS 2024 - notas.md",
        """
# IRS 2024 (entregue em abril de 2025)

- Entreguei pelo IRS Automático? **Não** — tive de fazer a declaração normal
  por causa das despesas de formação que não estavam validadas.
- Tributação separada (não casada)
- Anexo A: rendimentos do Estúdio Linha Clara — 22 680,00 € brutos
- Anexo H: renda da casa (dedução de 15% até 600 €)
- Validei as faturas no e-Fatura até 25 de fevereiro
- Submetida em 2025-04-09, comprovativo guardado em PDF no computador

Simulação deu reembolso de cerca de 400 €.
""",
    )
    _write(
        root,
        "finanças/IRS/despesas_dedutiveis_2024.csv",
        """
categoria,valor_eur,deducao_estimada_eur,notas
despesas gerais familiares,8420.30,250.00,limite atingido
saude,386.15,57.92,15% das despesas
educacao e formacao,540.00,162.00,curso de ilustração digital
habitacao (rendas),9000.00,600.00,limite de 600 €
exigencia de fatura (restauracao/cabeleireiro),1120.40,64.20,IVA dedutível
""",
    )


def _inbox(root: pathlib.Path) -> dict[str, str]:
    expected: dict[str, str] = {}

    _write(
        root,
        "inbox/bolo_bolacha.md",
        """
# Bolo de bolacha (da Sofia)
- 2 pacotes de bolacha Maria, 250 g de manteiga, 200 g de açúcar, 2 gemas
- 1 chávena de café forte, frio
- Bater a manteiga com o açúcar e as gemas até ficar um creme fofo
- Molhar as bolachas no café e fazer camadas alternadas com o creme
- Frigorífico pelo menos 4 horas; polvilhar com bolacha ralada
""",
    )
    expected["inbox/bolo_bolacha.md"] = "receitas/"

    _eml(
        root,
        "inbox/mensagem_sr_almeida.eml",
        "Joaquim Almeida <j.almeida1952@gmail.com>",
        ME,
        "Tue, 06 May 2025 11:20:00 +0100",
        "Transferência de maio recebida",
        """
Boa tarde D. Marta,
Confirmo que recebi hoje a transferência de 771,75 € relativa ao mês de maio.
O recibo eletrónico n.º 19 já foi emitido.
Na próxima semana o canalizador passa aí para ver o esquentador.
Cumprimentos, Joaquim Almeida
""",
    )
    expected["inbox/mensagem_sr_almeida.eml"] = "casa/renda/"

    _write(
        root,
        "inbox/aviso_inspecao.txt",
        """
Controlauto — Centro de Inspeções de Chelas
Aviso: a viatura 45-QX-78 deve realizar a inspeção periódica obrigatória até 20-06-2025.
Marcação online ou pelo 21 831 00 00. Preço: 34,90 €.
Trazer o documento único automóvel e a última ficha de inspeção.
""",
    )
    expected["inbox/aviso_inspecao.txt"] = "carro/"

    _eml(
        root,
        "inbox/confirmacao_marcacao.eml",
        "Hospital CUF Descobertas <marcacoes@cuf.pt>",
        ME,
        "Fri, 09 May 2025 08:30:00 +0100",
        "Marcação confirmada - Oftalmologia",
        """
A sua consulta de Oftalmologia com o Dr. Pedro Vasconcelos
está marcada para 27/05/2025 às 14h00, piso 2.
Traga os óculos atuais e o cartão Médis. Chegue 15 minutos antes.
""",
    )
    expected["inbox/confirmacao_marcacao.eml"] = "saúde/"

    _write(
        root,
        "inbox/vacina out2025.txt",
        """
Farmácia Estácio — Av. Almirante Reis
Vacina da gripe (sazonal 2025/2026) administrada a 14-10-2025, braço esquerdo.
Lote: FLU-25-8831. Utente SNS 234 567 891. Gratuita (SNS).
Vigiar febre ou dor no local nas próximas 48 horas.
""",
    )
    expected["inbox/vacina out2025.txt"] = "saúde/"

    _write(
        root,
        "inbox/salario abril.csv",
        """
Estúdio Linha Clara, Lda.;abril 2025;pago 2025-04-28
vencimento base;1650,00
subsidio de alimentacao (19 dias);114,00
seguranca social 11%;-181,50
retencao IRS;-198,00
liquido;1384,50
""",
    )
    expected["inbox/salario abril.csv"] = "trabalho/recibos de vencimento/"

    _eml(
        root,
        "inbox/baleias_18junho.eml",
        "Futurismo Whale Watching <bookings@futurismo.pt>",
        ME,
        "Wed, 14 May 2025 19:02:00 +0100",
        "Booking confirmed / Reserva confirmada #FT-20931",
        """
Reserva confirmada: observação de baleias e golfinhos, 2 adultos.
Quarta-feira, 18/06/2025, 09h00 — Marina de Ponta Delgada, São Miguel.
Duração aprox. 3 horas. Total pago: 130,00 €.
""",
    )
    expected["inbox/baleias_18junho.eml"] = "viagens/2025-Açores/"

    _write(
        root,
        "inbox/nota_liquidacao.txt",
        """
Autoridade Tributária e Aduaneira
Demonstração de liquidação — ano dos rendimentos 2024
Sujeito passivo: Marta Figueiredo, NIF 245 678 901
Valor a reembolsar: 412,37 €, por transferência para o IBAN registado.
Data da liquidação: 2025-05-02
""",
    )
    expected["inbox/nota_liquidacao.txt"] = "finanças/IRS/"

    _write(
        root,
        "inbox/asdf.txt",
        """
asdfghjkl çlkjhg
qwertyuiop
teste teste 123
""",
    )
    expected["inbox/asdf.txt"] = ""

    _write(
        root,
        "inbox/livros para ler.md",
        """
Livros para ler este verão
- "Ensaio sobre a Cegueira", José Saramago
- "Os Maias", Eça de Queirós (nunca acabei no liceu...)
- "O Livro do Desassossego", Fernando Pessoa
- pedir à Joana o último da Dulce Maria Cardoso
""",
    )
    expected["inbox/livros para ler.md"] = ""

    return expected


GUIDELINE = """
# Como arrumo as minhas coisas

Comecei agora a pôr ordem nos papéis, por isso ainda há poucas pastas.
As receitas de cozinha vão todas para `receitas/`, sejam doces ou salgadas.
Tudo o que tem a ver com a renda e o senhorio fica em `casa/renda/`.
Os recibos de vencimento do estúdio ficam em `trabalho/recibos de vencimento/`.
Consultas, análises e coisas de médicos vão para `saúde/`.
Do carro guardo o seguro, as revisões e as despesas.
Se não souber onde pôr uma coisa, deixo-a na inbox até decidir.
"""


def build(root: pathlib.Path) -> dict[str, str]:
    root = pathlib.Path(root)
    if root.exists() and any(root.iterdir()):
        raise FileExistsError(f"{root} exists and is not empty")
    root.mkdir(parents=True, exist_ok=True)

    _filed(root)
    _write(root, "guideline.md", GUIDELINE)
    expected = _inbox(root)

    inbox_files = [p for p in (root / "inbox").iterdir() if p.is_file()]
    assert len(inbox_files) == 10, len(inbox_files)
    assert len(expected) == 10
    assert sorted(expected) == sorted(f"inbox/{p.name}" for p in inbox_files)
    for rel, folder in expected.items():
        assert (root / rel).is_file(), rel
        if folder:
            assert folder.endswith("/"), folder
            d = root / folder
            assert d.is_dir(), folder
            assert any(p.is_file() for p in d.iterdir()), folder
    assert sum(1 for v in expected.values() if v == "") == 2
    return expected
