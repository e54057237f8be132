"""Makers for the llar-ca library: e-mails (RFC 822 bytes), Word invoices, Excel sheets."""

from __future__ import annotations

import hashlib
import io
from email import policy
from email.message import EmailMessage

MARTA = "Marta Puig Ferrer <marta.puig.ferrer@gmail.com>"
JORDI = "Jordi Soler Vidal <jordisolervidal@gmail.com>"


def eml(
    frm: str, to: str, date: str, subject: str, body: str, *, cc: str | None = None, msgid: str = ""
) -> bytes:
    """``date`` in RFC 2822 form, e.g. 'Sat, 15 Feb 2025 10:02:11 +0100'."""
    m = EmailMessage(policy=policy.SMTP)
    m["From"] = frm
    m["To"] = to
    if cc:
        m["Cc"] = cc
    m["Date"] = date
    m["Subject"] = subject
    dom = frm.rsplit("@", 1)[-1].rstrip(">")
    digest = hashlib.sha1(f"{frm}|{date}|{subject}".encode()).hexdigest()[:16]
    m["Message-ID"] = f"<{msgid or digest}@{dom}>"
    m["MIME-Version"] = "1.0"
    m.set_content(body, cte="8bit")
    return m.as_bytes()


ISSUER = [
    "Marta Puig Ferrer",
    "Traductora i correctora (CA / ES / EN)",
    "NIF 46781234Y",
    "C/ de Verdi, 47, 3r 2a · 08012 Barcelona",
    "marta.puig.ferrer@gmail.com · 654 21 87 90",
]
IBAN = "ES76 2100 3012 4422 0061 7385"


def invoice_docx(
    number: str,
    date: str,
    client: list[str],
    items: list[tuple[str, float]],
    *,
    lang: str = "ca",
    vat: bool = True,
    irpf: bool = True,
    note: str = "",
) -> bytes:
    """An invoice Marta issues, as she writes them in Word."""
    from docx import Document
    from docx.shared import Pt

    labels = {
        "ca": (
            "FACTURA",
            "Número",
            "Data",
            "Client",
            "Concepte",
            "Import (€)",
            "Base imposable",
            "IVA 21%",
            "Retenció IRPF 15%",
            "TOTAL A PAGAR",
            "Forma de pagament: transferència a",
        ),
        "es": (
            "FACTURA",
            "Número",
            "Fecha",
            "Cliente",
            "Concepto",
            "Importe (€)",
            "Base imponible",
            "IVA 21%",
            "Retención IRPF 15%",
            "TOTAL A PAGAR",
            "Forma de pago: transferencia a",
        ),
        "en": (
            "INVOICE",
            "Invoice no.",
            "Date",
            "Bill to",
            "Description",
            "Amount (EUR)",
            "Subtotal",
            "VAT 21%",
            "IRPF 15%",
            "TOTAL DUE",
            "Payment by bank transfer to",
        ),
    }[lang]
    doc = Document()
    doc.core_properties.author = "Marta Puig Ferrer"
    doc.core_properties.title = f"Factura {number}"
    style = doc.styles["Normal"]
    style.font.name = "Calibri"
    style.font.size = Pt(10.5)
    for line in ISSUER:
        doc.add_paragraph(line)
    doc.add_heading(labels[0], level=1)
    doc.add_paragraph(f"{labels[1]}: {number}")
    doc.add_paragraph(f"{labels[2]}: {date}")
    doc.add_paragraph(f"{labels[3]}:")
    for line in client:
        doc.add_paragraph(line)
    table = doc.add_table(rows=1, cols=2)
    table.style = "Table Grid"
    table.rows[0].cells[0].text = labels[4]
    table.rows[0].cells[1].text = labels[5]
    base = 0.0
    for desc, amount in items:
        row = table.add_row().cells
        row[0].text = desc
        row[1].text = f"{amount:,.2f}".replace(",", "X").replace(".", ",").replace("X", ".")
        base += amount

    def fmt(v: float) -> str:
        return f"{v:,.2f}".replace(",", "X").replace(".", ",").replace("X", ".") + " €"

    doc.add_paragraph(f"{labels[6]}: {fmt(base)}")
    total = base
    if vat:
        doc.add_paragraph(f"{labels[7]}: {fmt(base * 0.21)}")
        total += base * 0.21
    if irpf:
        doc.add_paragraph(f"{labels[8]}: -{fmt(base * 0.15)}")
        total -= base * 0.15
    doc.add_paragraph(f"{labels[9]}: {fmt(total)}")
    if note:
        doc.add_paragraph(note)
    doc.add_paragraph(f"{labels[10]} {IBAN}")
    buf = io.BytesIO()
    doc.save(buf)
    return buf.getvalue()


def xlsx(sheets: dict[str, list[list]]) -> bytes:
    from openpyxl import Workbook

    wb = Workbook()
    first = True
    for title, rows in sheets.items():
        ws = wb.active if first else wb.create_sheet()
        first = False
        ws.title = title
        for row in rows:
            ws.append(row)
        ws.column_dimensions["A"].width = 14
        ws.column_dimensions["B"].width = 14
        ws.column_dimensions["C"].width = 34
    buf = io.BytesIO()
    wb.save(buf)
    return buf.getvalue()


def registre(quarter: str, rows: list[tuple[str, str, str, str, float, bool, bool]]) -> bytes:
    """Marta's register of issued invoices for one quarter (and its totals)."""
    head = ["Núm. factura", "Data", "Client", "NIF client", "Base", "IVA", "IRPF", "Total"]
    out: list[list] = [[f"Registre de factures emeses · {quarter}"], [], head]
    tb = ti = tr = 0.0
    for num, date, client, nif, base, vat, irpf in rows:
        iva = round(base * 0.21, 2) if vat else 0.0
        ret = round(base * 0.15, 2) if irpf else 0.0
        out.append([num, date, client, nif, base, iva, -ret, round(base + iva - ret, 2)])
        tb, ti, tr = tb + base, ti + iva, tr + ret
    out += [
        [],
        ["TOTAL", "", "", "", round(tb, 2), round(ti, 2), -round(tr, 2), round(tb + ti - tr, 2)],
    ]
    return xlsx({quarter: out})
