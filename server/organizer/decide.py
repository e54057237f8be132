"""The offline organizer: the ``local`` provider's brain. Pure decision logic, no I/O.

``decide(Evidence)`` weighs, for every candidate folder:

- the guideline: folders it names (backticked or plain paths, and patterns such as
  ``life/trips/YYYY-MM place/`` or ``life/photos/YYYY/``) and the words around each one;
- the file: its name, title and content words (lightly stemmed, stopwords out, years and
  form numbers kept), document types recognised from common phrasings (a "Wage and Tax
  Statement" is a W-2), and for photos the EXIF date and camera;
- the library: nearest neighbours from the search index, voting by folder according to how
  many of the file's key terms they share; and folder names that echo the file's words;
- past decisions: accepted suggestions for similar files pull, rejected ones push away.

It answers a ``Decision`` (target, calibrated confidence, a sentence or two of reasoning,
alternatives) or a ``Decline`` with the reason when nothing fits well enough.
"""

from __future__ import annotations

import math
import re
from collections import Counter, defaultdict
from dataclasses import dataclass, field

from appclient.models import FileDetail, SearchHit, Suggestion

__all__ = ["Evidence", "Decision", "Decline", "decide", "key_terms", "neighbour_queries", "INBOX"]

INBOX = "inbox/"
MAX_CONFIDENCE = 0.95
MIN_CONFIDENCE = 0.35
MIN_SCORE = 1.0  # below this much evidence for the best folder, decline

_STOP = frozenset(
    """a about above after again all also am an and any anything are as at be because been
    before being below between both but by can could did do does doing done down during e g
    each eg else etc every everything few for from further had has have having he her here
    hers herself him his how i ie if in into is it its itself just like ll me more most my
    myself no nor not now of off on once one only or other our ours out over own per put
    re same she should so some something such than that the their them then there these
    they this those through to too under until up us very was we were what when where which
    while who whom why will with would yet you your yours go goes going gone went get gets
    got keep keeps kept live lives living stay stays stuff thing things folder folders file
    files make made whatever usually right see also usually may might must ve d s t m new
    note use used want store stored save saved drop goes into inside under within each
    per via year years pdf jpg jpeg png html htm txt md csv doc docx copy final untitled""".split()
)
# File-name words that say nothing about content ('IMG_2044.jpg', 'scan_0012.pdf').
_GENERIC_NAME = frozenset(
    "img dsc dscn dcim pxl image photo pic scan scanned document doc file download export new copy "
    "untitled final draft version v1 v2 screenshot screen shot".split()
)
_MONTHS = {m: i for i, ms in enumerate(
    ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"), 1) for m in (ms,)}
_MONTH_NAMES = ("January", "February", "March", "April", "May", "June", "July", "August",
                "September", "October", "November", "December")

# Document types people name in many ways: any phrase adds the concept's token ('§w2'), to the
# file's terms and to the guideline's, so "Wage and Tax Statement" meets "W-2s".
_CONCEPTS: dict[str, tuple[str, ...]] = {
    "w2": ("w-2", "w2", "w-2c", "w2c", "wage and tax statement"),
    "payslip": ("payslip", "pay slip", "pay stub", "paystub", "earnings statement", "salary slip",
                "pay statement", "payroll"),
    "1099": ("1099",),
    "1098": ("1098",),
    "taxreturn": ("tax return", "form 1040", "1040", "income tax return", "tax year", "taxable year",
                  "estimated tax", "1040-es", "1040es", "internal revenue service", "irs"),
    "bankstatement": ("bank statement", "account statement", "checking account", "savings account",
                      "transaction export", "transactions", "bank"),
    "receipt": ("receipt", "order confirmation", "order total", "your order", "thanks for your order",
                "purchase"),
    "invoice": ("invoice", "folio", "bill to"),
    "warranty": ("warranty", "protection plan", "applecare"),
    "lease": ("lease", "rental agreement", "tenancy", "tenant", "landlord"),
    "passport": ("passport",),
    "license": ("driver license", "driver's license", "drivers license", "driving licence", "real id",
                "driver licence"),
    "insurance": ("insurance", "policy declarations", "coverage", "premium", "policyholder"),
    "eob": ("explanation of benefits", "eob"),
    "medical": ("patient", "diagnosis", "prescription", "physician", "clinic", "lab report", "lab results",
                "dentist", "dental", "doctor", "medical", "vaccination", "vaccine"),
    "vet": ("veterinary", "veterinarian", "animal hospital", "vet", "canine", "feline", "dvm"),
    "boarding": ("boarding pass", "e-ticket", "eticket", "itinerary", "flight", "booking", "ticket",
                 "booking reference", "reservation", "check-in", "hotel", "airline", "airways", "air "),
    "recipe": ("recipe", "ingredients", "serves", "tbsp", "tsp", "bake", "simmer", "boil", "fry", "stir",
               "chop", "oven", "flour", "sauce", "cup", "minced", "season", "whisk"),
    "journal": ("journal", "diary", "dear diary", "today i", "grateful"),
    "book": ("highlights", "book notes", "rating:", "author", "chapter"),
    "utility": ("utility", "electric", "energy statement", "internet", "water and sewer", "gas and electric",
                "amount due", "billing period"),
    "registration": ("vehicle registration", "registration card", "registration renewal", "dmv"),
    "offer": ("offer letter", "offer of employment"),
    "rsu": ("rsu", "restricted stock", "stock units", "equity award", "stock grant", "vesting"),
    "bonus": ("bonus",),
    "expense": ("expense", "expensed", "expensing", "reimbursement", "reimbursed", "expensify",
                "corporate card", "business profile"),
    "brokerage": ("brokerage", "401(k)", "401k", "ira", "retirement", "index fund", "holdings"),
    "course": ("course", "lecture", "syllabus", "certificate of completion", "coursera", "week "),
    "photo": ("photo", "picture", "pic", "camera", "shoot", "shot", "snapshot", "snap"),
}
_CONCEPT_RES = [
    (name, re.compile(r"(?<![a-z0-9])(?:" + "|".join(
        re.escape(p) if p.endswith(" ") else re.escape(p) + r"(?:e?s)?(?![a-z0-9])" for p in phrases) + ")"))
    for name, phrases in _CONCEPTS.items()
]

_GAZETTEER = frozenset(
    """afghanistan albania algeria andorra argentina armenia australia austria azores bahamas
    bali bangladesh barbados belgium belize bhutan bolivia bosnia botswana brazil bulgaria
    cambodia cameroon canada chile china colombia corsica croatia cuba cyprus czechia denmark
    dominica ecuador egypt england estonia ethiopia fiji finland france georgia germany ghana
    greece greenland guatemala hawaii honduras hungary iceland india indonesia iran iraq
    ireland israel italy jamaica japan jordan kenya korea laos latvia lebanon lithuania
    luxembourg madagascar madeira malaysia maldives mali malta mauritius mexico monaco
    mongolia montenegro morocco mozambique myanmar namibia nepal netherlands holland
    nicaragua nigeria norway oman pakistan panama paraguay peru philippines poland portugal
    qatar romania russia rwanda sardinia scotland senegal serbia sicily singapore slovakia
    slovenia spain srilanka sweden switzerland taiwan tanzania thailand tunisia turkey
    uganda ukraine uruguay uzbekistan venezuela vietnam wales zambia zimbabwe alaska
    amsterdam athens auckland bangkok barcelona beijing berlin bogota boston budapest
    buenos cairo capetown chicago copenhagen cusco delhi dubai dublin edinburgh florence
    hanoi havana helsinki istanbul jakarta kyoto lisbon lisboa london madrid marrakech
    melbourne miami milan montreal moscow mumbai munich nairobi naples osaka oslo paris
    porto prague quebec reykjavik rome santiago seoul shanghai sintra stockholm sydney
    taipei tokyo toronto vancouver venice vienna warsaw zurich yosemite tahoe""".split()
)


# --------------------------------------------------------------------------- data


@dataclass
class Evidence:
    guideline: str  # guideline.md text ('' if none)
    folders: list[tuple[str, int]]  # every library folder path ('life/gov docs/') with its file_count
    file: FileDetail  # the inbox file with digests
    neighbours: list[SearchHit]  # search results for the file's key terms (inbox/ excluded)
    past: list[Suggestion] = field(default_factory=list)  # accepted / rejected suggestions


@dataclass
class Decision:
    target_folder: str
    confidence: float
    reasoning: str
    alternatives: list[tuple[str, str]]  # (folder, reasoning)
    creates_folder: bool = False


@dataclass
class Decline:
    reason: str


# --------------------------------------------------------------------------- words


def _stem(w: str) -> str:
    if w.endswith("'s"):
        w = w[:-2]
    if len(w) > 4 and w.endswith("ies"):
        return w[:-3] + "y"
    if len(w) > 4 and w.endswith(("sses", "xes", "ches", "shes")):
        return w[:-2]
    if len(w) > 3 and w.endswith("s") and not w.endswith(("ss", "us", "is")):
        w = w[:-1]
    if len(w) > 6 and w.endswith("ing"):
        return w[:-3]
    if len(w) > 5 and w.endswith("ed") and not w.endswith("eed"):
        return w[:-2]
    return w


_FORM = re.compile(r"\b([a-z]{1,2})-(\d{1,4}[a-z]?)\b")  # 'w-2' -> 'w2', 'ds-82' -> 'ds82'
_WORD = re.compile(r"[a-z0-9][a-z0-9']*")
_PAREN = re.compile(r"(\d)\(([a-z])\)")  # '401(k)' -> '401k'
_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z])")


def _is_year(w: str) -> bool:
    return len(w) == 4 and w.isdigit() and 1900 <= int(w) <= 2099


def _words(text: str) -> list[str]:
    """Normalised words: lowercase, stemmed, stopwords and bare numbers out (years and
    form numbers such as 1099, w2, 401k stay)."""
    text = _FORM.sub(r"\1\2", _PAREN.sub(r"\1\2", text.lower().replace("’", "'")))
    out = []
    for w in _WORD.findall(text):
        w = w.strip("'")
        if not w or w in _STOP:
            continue
        if w.isdigit():
            if len(w) != 4:  # years, form numbers (1099, 1040) and account tails stay
                continue
        elif w[0].isdigit():
            if not re.fullmatch(r"\d{3,4}[a-z]{1,3}", w):  # 401k, 1040es
                continue
        elif len(w) < 2:
            continue
        out.append(_stem(w))
    return out


def _concept_counts(text: str) -> dict[str, int]:
    """Document types the text names, with how many distinct cues for each."""
    low = " " + _PAREN.sub(r"\1\2", text.lower()) + " "
    out = {}
    for name, rx in _CONCEPT_RES:
        cues = {m.group(0).strip() for m in rx.finditer(low)}
        if cues:
            out["§" + name] = len(cues)
    return out


def _concepts(text: str) -> set[str]:
    return set(_concept_counts(text))


def _name_words(name: str) -> list[str]:
    stem = name.rsplit(".", 1)[0] if "." in name else name
    stem = _CAMEL.sub(" ", stem).replace("_", " ")
    return [w for w in _words(stem) if w not in _GENERIC_NAME]


# --------------------------------------------------------------------------- the file


@dataclass
class _FileView:
    name_terms: list[str]
    title: str
    content: str
    terms: dict[str, float]  # term -> weight in 0..1
    taken: tuple[int, int, int] | None  # EXIF date
    is_photo: bool
    year: int | None  # the year the file is about
    dates: list[tuple[int, int, int | None]]


def _digest_text(file: FileDetail) -> tuple[str, str]:
    title, parts = "", []
    for d in file.digests.values():
        if not isinstance(d, dict):
            continue
        if isinstance(d.get("title"), str) and not title:
            title = d["title"]
        if isinstance(d.get("content"), str):
            parts.append(d["content"])
    return title, "\n".join(parts)[:20000]


def _image_meta(file: FileDetail) -> tuple[tuple[int, int, int] | None, bool]:
    taken, camera = None, False
    for d in file.digests.values():
        if not isinstance(d, dict):
            continue
        for key, value in d.items():
            k = key.lower()
            if isinstance(value, str) and ("taken" in k or "datetimeoriginal" in k or k == "date_taken"):
                m = re.match(r"(\d{4})[-:](\d{2})[-:](\d{2})", value)
                if m:
                    taken = (int(m[1]), int(m[2]), int(m[3]))
            if k in ("camera", "make", "model") and value:
                camera = True
    return taken, camera


_DATE_PATTERNS = [
    (re.compile(r"\b(\d{4})-(\d{2})-(\d{2})\b"), "ymd"),
    (re.compile(r"\b(\d{1,2})\s+(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?,?\s+(\d{4})\b"), "dmy"),
    (re.compile(r"\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{1,2}),?\s+(\d{4})\b"), "mdy"),
    (re.compile(r"\b(\d{1,2})/(\d{1,2})/(\d{4})\b"), "us"),
]


def _dates(text: str) -> list[tuple[int, int, int | None]]:
    found: list[tuple[int, int, tuple[int, int, int | None]]] = []
    low = text.lower()
    for rx, kind in _DATE_PATTERNS:
        for m in rx.finditer(low):
            try:
                if kind == "ymd":
                    y, mo, d = int(m[1]), int(m[2]), int(m[3])
                elif kind == "dmy":
                    y, mo, d = int(m[3]), _MONTHS[m[2]], int(m[1])
                elif kind == "mdy":
                    y, mo, d = int(m[3]), _MONTHS[m[1]], int(m[2])
                else:
                    y, mo, d = int(m[3]), int(m[1]), int(m[2])
            except (KeyError, ValueError):
                continue
            if 1900 <= y <= 2099 and 1 <= mo <= 12 and 1 <= d <= 31:
                found.append((m.start(), 0, (y, mo, d)))
    found.sort()
    return [f[2] for f in found]


_TAX_YEAR = re.compile(r"(?:tax|taxable|fiscal|plan)\s+(?:year|period)(?:\s+for\s+payment)?\s*:?\s*(\d{4})")


def _file_year(name: str, title: str, content: str, taken: tuple[int, int, int] | None) -> int | None:
    if taken:
        return taken[0]
    m = _TAX_YEAR.search(content.lower()) or _TAX_YEAR.search(title.lower())
    if m and _is_year(m[1]):
        return int(m[1])
    for text in (name, title):
        ys = [int(y) for y in re.findall(r"(?<!\d)(\d{4})(?!\d)", text) if _is_year(y)]
        if ys:
            return ys[0]
    ys = [int(y) for y in re.findall(r"(?<!\d)(\d{4})(?!\d)", content[:4000]) if _is_year(y)]
    if not ys:
        return None
    counts = Counter(ys)
    return max(counts, key=lambda y: (counts[y], -ys.index(y)))


def _view(file: FileDetail) -> _FileView:
    title, content = _digest_text(file)
    taken, camera = _image_meta(file)
    is_photo = file.mime_type.startswith("image/") and (taken is not None or camera)
    name_terms = _name_words(file.name)
    terms: dict[str, float] = {}

    def add(t: str, w: float) -> None:
        terms[t] = max(terms.get(t, 0.0), w)

    for t in name_terms:
        add(t, 1.0)
    for t in _words(title):
        add(t, 0.9)
    counts = Counter(_words(content[:8000]))
    for t, n in counts.items():
        add(t, min(0.85, 0.45 + 0.15 * math.log1p(n - 1) * 2))
    head = " ".join((_CAMEL.sub(" ", file.name).replace("_", " "), title))
    for c in _concepts(head):
        add(c, 1.0)
    for c, n in _concept_counts(content[:8000]).items():
        add(c, 0.6 if n < 3 else 0.9)  # one phrase in the body may be incidental ('Tax Return' on a W-2)
    if is_photo:
        for t in ("photo", "picture", "image", "camera", "taken", "§photo"):
            add(t, 1.0)
    year = _file_year(file.name, title, content, taken)
    return _FileView(name_terms, title, content, terms, taken, is_photo, year,
                     _dates(" ".join((title, content[:8000]))))


def key_terms(file: FileDetail, k: int = 12) -> list[str]:
    """The file's most telling words, best first: name words, then title words and
    capitalised (proper-noun) content words, then frequent content words."""
    title, content = _digest_text(file)
    score: dict[str, float] = defaultdict(float)
    display: dict[str, str] = {}

    def note(raw: str, weight: float) -> None:
        for w in re.findall(r"[A-Za-z0-9][A-Za-z0-9]*", _FORM.sub(r"\1\2", raw)):
            low = w.lower()
            if low in _STOP or low in _GENERIC_NAME or len(low) < 2:
                continue
            if low.isdigit() and not (_is_year(low) or len(low) == 4):
                continue
            if low[0].isdigit() and not re.fullmatch(r"\d{3,4}[a-z]{0,3}", low):
                continue
            key = _stem(low)
            bonus = 0.3 if w[0].isupper() and not w.isupper() else 0.0
            score[key] += weight + bonus + (0.1 if len(low) >= 5 else 0.0) - (0.3 if low.isdigit() else 0.0)
            display.setdefault(key, low)

    note(_CAMEL.sub(" ", file.name.rsplit(".", 1)[0]).replace("_", " "), 3.0)
    note(title, 2.0)
    counts = Counter(re.findall(r"[A-Za-z0-9]+", content[:6000]))
    for w, n in counts.items():
        note(w, 0.6 + 0.4 * math.log1p(n))
    ranked = sorted(score, key=lambda t: (-score[t], t))
    return [display[t] for t in ranked[:k]]


def neighbour_queries(file: FileDetail) -> list[str]:
    """Search queries whose hits are the file's likely neighbours: the key terms two at a
    time (search matches all of a query's words first, then drops words from the end, so
    one long query would only find files holding its first word or two), and for photos
    the month they were taken."""
    terms = key_terms(file, 12)
    queries = [" ".join(terms[i : i + 2]) for i in range(0, min(8, len(terms)), 2)]
    taken, _ = _image_meta(file)
    if taken:
        queries.append(f"taken {taken[0]:04d}-{taken[1]:02d} {_MONTH_NAMES[taken[1] - 1]} {taken[0]}")
    return queries


# --------------------------------------------------------------------------- the guideline


@dataclass
class _Rule:
    path: str  # 'life/health/' or a template 'life/trips/YYYY-MM place/'
    context: dict[str, float]  # term -> weight
    template: re.Pattern[str] | None = None
    has_year: bool = False
    has_month: bool = False
    has_slot: bool = False
    raw: str = ""  # the sentence, for the reasoning
    words: list[str] = field(default_factory=list)  # context words as written


_PATH_IN_TICKS = re.compile(r"`([^`\n]*?/[^`\n]*)`")
_COMP = r"(?:<[^<>/\n]+>|\{[^{}/\n]+\}|[\w&'-][\w.&'-]*)"
# 'life/gov docs/', 'Personal/Travel/YYYY-MM destination/', 'notes/recipes': a first component
# without spaces, later ones may hold spaces when the path ends in '/'
_PLAIN_PATH = re.compile(
    rf"(?<![\w/`.])({_COMP}/(?:{_COMP}(?: {_COMP})*/)+|{_COMP}/(?![\w<{{])|{_COMP}(?:/{_COMP})+(?![\w/]))"
)
_PLACEHOLDER = re.compile(r"<[^>]*>|\{[^}]*\}|\[[^\]]*\]|yyyy|yy(?![a-z])|mm|dd|\b(?:place|name|project|destination|city|country|topic|event|company|employer|person|year|month)\b")


# 'Personal/ID/ - passports, ...': a line that starts with a folder and goes on to describe it
_LEADING_PATH = re.compile(r"`?[\w.-]+/[^`\s]*(?: [^`\s/]+)*/?`?\s*[-:=>\u2013\u2014]+\s*\w")


def _norm_folder(path: str) -> str:
    p = path.strip().strip("`'\"").lstrip("./").strip()
    p = re.sub(r"/+", "/", p)
    return p if p.endswith("/") else p + "/"


def _template(path: str) -> tuple[re.Pattern[str] | None, bool, bool, bool]:
    low = path.lower()
    if not _PLACEHOLDER.search(low.split("/", 1)[-1] if "/" in low else low):
        return None, False, False, False
    out, has_y, has_m, has_s = "", False, False, False
    i = 0
    while i < len(low):
        m = _PLACEHOLDER.match(low, i)
        if m:
            tok = m.group(0)
            inner = tok.strip("<>{}[]").strip()
            if inner in ("yyyy", "year", "yy", "mm", "month", "dd", "day"):
                tok = {"year": "yyyy", "month": "mm", "day": "dd"}.get(inner, inner)
            if tok == "yyyy" or tok == "year":
                out += r"(?P<year>\d{4})"
                has_y = True
            elif tok == "yy":
                out += r"\d{2}"
            elif tok in ("mm", "month"):
                out += r"(?P<month>\d{2})" if not has_m else r"\d{2}"
                has_m = True
            elif tok == "dd":
                out += r"\d{2}"
            else:
                out += r"(?P<slot>[^/]+)" if not has_s else r"[^/]+"
                has_s = True
            i = m.end()
        else:
            out += re.escape(low[i])
            i += 1
    return re.compile(out + "$"), has_y, has_m, has_s


def _split_sentences(block: str) -> list[str]:
    # protect backticked spans (paths may hold dots) and 'e.g.' before splitting
    spans: list[str] = []

    def keep(m: re.Match[str]) -> str:
        spans.append(m.group(0))
        return f"\x00{len(spans) - 1}\x00"

    text = _PATH_IN_TICKS.sub(keep, block).replace("e.g.", "eg").replace("i.e.", "ie")
    parts = re.split(r"(?<=[.!?])\s+(?=[A-Z(\x00])", text)
    return [re.sub(r"\x00(\d+)\x00", lambda m: spans[int(m[1])], p) for p in parts if p.strip()]


def _mentions(sentence: str, known: dict[str, str], tops: set[str]) -> list[tuple[int, int, str]]:
    found: list[tuple[int, int, str]] = []
    for m in _PATH_IN_TICKS.finditer(sentence):
        found.append((m.start(), m.end(), m.group(1)))
    low = sentence.lower()
    for key, original in known.items():  # plain mentions of existing folders, spaces and all
        start = 0
        while True:
            i = low.find(key, start)
            if i < 0:
                break
            start = i + len(key)
            if any(a <= i < b for a, b, _ in found) or (i > 0 and (low[i - 1].isalnum() or low[i - 1] == "/")):
                continue
            found.append((i, i + len(key), original))
    for m in _PLAIN_PATH.finditer(sentence):
        first = m.group(1).split("/")[0]
        if "//" in m.group(1) or "." in first or (tops and first.lower() not in tops):
            continue  # 'Comcast/Xfinity' is not a folder of this library
        found.append((m.start(), m.end(), m.group(1)))
    found.sort(key=lambda f: (f[0], -f[1]))  # the longest mention at each place wins
    out: list[tuple[int, int, str]] = []
    for f in found:  # drop overlaps
        if out and f[0] < out[-1][1]:
            continue
        out.append(f)
    return out


def _parse_guideline(text: str, folders: list[str]) -> list[_Rule]:
    known = {f.lower(): f for f in folders}
    known.update({f.lower().rstrip("/"): f for f in folders if "/" in f.rstrip("/")})
    tops = {f.split("/")[0].lower() for f in folders}
    rules: list[_Rule] = []
    heading: list[str] = []
    blocks: list[tuple[list[str], str]] = []
    cur: list[str] = []

    def flush() -> None:
        if cur:
            blocks.append((list(heading), " ".join(cur)))
            cur.clear()

    for line in text.splitlines():
        s = line.strip()
        if s.startswith("#"):
            flush()
            heading = _words(s.lstrip("#"))
        elif not s:
            flush()
        elif re.match(r"([-*+]|\d+[.)])\s", s) or _LEADING_PATH.match(s):
            flush()  # a bullet, or a line that starts with a folder, opens its own block
            cur.append(re.sub(r"^([-*+]|\d+[.)])\s+", "", s))
        else:
            cur.append(s)
    flush()

    for head, block in blocks:
        sentences = _split_sentences(block)
        per_sentence = [(s, _mentions(s, known, tops)) for s in sentences]
        block_rules: list[tuple[int, _Rule]] = []
        for idx, (sent, ms) in enumerate(per_sentence):
            for j, (a, b, raw) in enumerate(ms):
                path = _norm_folder(raw)
                if path.lower() in (INBOX, "/") or path.lower().startswith(INBOX):
                    continue
                path = known.get(path.lower(), path)
                before = sent[ms[j - 1][1] if j else 0:a]
                after = sent[b:ms[j + 1][0] if j + 1 < len(ms) else len(sent)]
                ctx: dict[str, float] = {}

                def put(words: list[str], w: float, ctx: dict[str, float] = ctx) -> None:
                    for t in words:
                        if not _is_year(t):  # example years say nothing about the topic
                            ctx[t] = max(ctx.get(t, 0.0), w)

                put(_words(before) + sorted(_concepts(before)), 1.0)
                put(_words(after) + sorted(_concepts(after)), 0.7 if j + 1 == len(ms) else 0.4)
                put(head, 0.3)
                path_text = _PLACEHOLDER.sub(" ", path.lower()).replace("/", " ").replace("-", " ")
                put(_words(path_text) + sorted(_concepts(path_text)), 0.5)
                tpl, hy, hm, hs = _template(path)
                rule = _Rule(path, ctx, tpl, hy, hm, hs, sent.strip(), _words(before + " " + after))
                block_rules.append((idx, rule))
        # sentences without a folder describe the nearest rule before them (or the next one)
        for idx, (sent, ms) in enumerate(per_sentence):
            if ms or not block_rules:
                continue
            prev = [r for i, r in block_rules if i < idx]
            target = prev[-1] if prev else next(r for i, r in block_rules if i > idx)
            for t in _words(sent) + sorted(_concepts(sent)):
                if not _is_year(t):
                    target.context[t] = max(target.context.get(t, 0.0), 0.8)
        rules.extend(r for _, r in block_rules)
    return rules


# --------------------------------------------------------------------------- scoring


@dataclass
class _Cand:
    folder: str
    exists: bool
    score: float = 0.0
    parts: dict[str, float] = field(default_factory=lambda: defaultdict(float))
    notes: dict[str, str] = field(default_factory=dict)

    def add(self, kind: str, value: float, note: str | None = None) -> None:
        self.score += value
        self.parts[kind] += value
        if note and (kind not in self.notes or value > 0):
            self.notes.setdefault(kind, note)


def _folder_words(folder: str) -> list[tuple[str, float]]:
    parts = folder.rstrip("/").split("/")
    out = []
    for depth, part in enumerate(parts):
        w = 0.35 if depth == 0 and len(parts) > 1 else 1.0
        for t in _words(part.replace("-", " ").replace("_", " ")):
            out.append((t, w))
    return out


def _leafish(folders: dict[str, int]) -> set[str]:
    children: dict[str, int] = defaultdict(int)
    has_child: set[str] = set()
    for f, n in folders.items():
        parent = f.rstrip("/").rsplit("/", 1)[0] + "/" if "/" in f.rstrip("/") else ""
        if parent:
            children[parent] += n
            has_child.add(parent)
    return {f for f, n in folders.items() if f not in has_child or n - children[f] > 0}


def _hit_terms(hit: SearchHit) -> set[str]:
    return {_stem(w.lower()) for w in re.findall(r"\[([^\]]+)\]", hit.match_context)
            for w in re.findall(r"[A-Za-z0-9]+", w)}


def _place(view: _FileView) -> str | None:
    text = " ".join((view.title, view.content[:4000]))
    m = re.search(r"\b(?:trip|flight|travel|journey|vacation|holiday|visit|getaway|stay)\s+(?:to|in)\s+"
                  r"([A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?)", text)
    if m:
        return m.group(1).lower()
    low = text.lower()
    hits = [w for w in re.findall(r"[a-z]+", low) if w in _GAZETTEER]
    if not hits:
        return None
    counts = Counter(hits)
    return max(counts, key=lambda w: (counts[w], -hits.index(w)))


def decide(ev: Evidence) -> Decision | Decline:
    """Where the inbox file should go, or why no folder fits."""
    folders = {
        _norm_folder(p): n for p, n in ev.folders
        if p and p not in ("/", "") and not _norm_folder(p).lower().startswith(INBOX)
        and not any(part.startswith(".") for part in p.split("/"))
    }
    view = _view(ev.file)
    rules = _parse_guideline(ev.guideline or "", list(folders))
    cands: dict[str, _Cand] = {}
    candidate_set = _leafish(folders) | {r.path for r in rules if r.template is None and r.path in folders}

    def cand(folder: str) -> _Cand:
        if folder not in cands:
            cands[folder] = _Cand(folder, folder in folders)
        return cands[folder]

    for f in candidate_set:
        cand(f)

    # ---- guideline rules: overlap of the words around each folder with the file's words
    df: Counter[str] = Counter(t for r in rules for t in r.context)
    n_rules = max(1, len(rules))
    for rule in rules:
        matched = []
        overlap = 0.0
        for t, cw in rule.context.items():
            fw = view.terms.get(t)
            if fw:
                idf = math.log(1 + n_rules / df[t]) / math.log(1 + n_rules)
                v = cw * fw * idf * ((3.0 if fw >= 1.0 else 1.0) if t.startswith("§") else 1.0)
                overlap += v
                matched.append((v, t))
        if overlap <= 0:
            continue
        overlap = 3.0 * (1 - math.exp(-overlap / 3.0))  # saturate: many words != certainty
        shown = ", ".join(_show(t) for _, t in sorted(matched, reverse=True)[:3])
        if rule.template is None:
            if rule.path in folders or rule.path.split("/")[0] + "/" in {f.split("/")[0] + "/" for f in folders}:
                cand(rule.path).add("guideline", overlap, f"your guideline sends {shown} there")
            continue
        _apply_template(rule, overlap, shown, view, folders, cand)

    # ---- folder names echoing the file's words
    for c in list(cands.values()):
        s, hits = 0.0, []
        for t, w in _folder_words(c.folder):
            if _is_year(t):
                continue
            fw = view.terms.get(t)
            if fw:
                s += w * fw
                hits.append(t)
        if s:
            c.add("name", 0.8 * min(s, 1.6), f"the folder name matches '{hits[0]}'")
        # a year folder takes files about that year only
        years = [int(t) for t, _ in _folder_words(c.folder) if _is_year(t)]
        if years and view.year is not None and years[-1] != view.year:
            c.add("year", -0.8)

    # ---- similar files and past decisions vote for folders; a vote for another year of a
    # by-year family ('taxes/2023/' for a 2024 form) counts for the file's own year
    retarget = _year_family(rules, folders, view.year)

    def vote(folder: str) -> _Cand:
        return cand(retarget.get(folder, folder))

    _neighbour_votes(ev.neighbours, view, folders, vote)
    _past_votes(ev, view, vote)

    ranked = sorted(cands.values(), key=lambda c: (-c.score, c.folder))
    ranked = [c for c in ranked if c.score > 0]
    name = ev.file.name
    if not ranked or ranked[0].score < MIN_SCORE:
        why = "nothing in your guideline, folder names or similar files points to a folder for it"
        if ranked:
            why += f" (closest: {ranked[0].folder}, too weak to suggest)"
        return Decline(f"{name}: {why}; left in the inbox for you.")
    best = ranked[0]
    second = ranked[1].score if len(ranked) > 1 else 0.0
    strength = 1 - math.exp(-best.score / 2.2)
    margin = (best.score - second) / best.score
    confidence = round(min(MAX_CONFIDENCE, 0.15 + 0.85 * strength * (0.35 + 0.65 * margin)), 2)
    if confidence < MIN_CONFIDENCE:
        return Decline(
            f"{name}: no folder fits clearly ({best.folder} and {ranked[1].folder} are about "
            f"equally likely); left in the inbox for you."
        )
    alternatives = [(c.folder, _reason(c, short=True)) for c in ranked[1:3] if c.score >= 0.3 * best.score]
    return Decision(best.folder, confidence, _reason(best), alternatives, creates_folder=not best.exists)


def _show(t: str) -> str:
    return t[1:].upper() if t.startswith("§") and t[1:] in ("w2", "eob", "rsu") else t.lstrip("§")


def _apply_template(rule: _Rule, overlap: float, shown: str, view: _FileView,
                    folders: dict[str, int], cand) -> None:
    assert rule.template is not None
    instances = []
    for f in folders:
        m = rule.template.match(f.lower())
        if m:
            instances.append((f, m.groupdict()))
    event = rule.has_month and rule.has_slot
    if event:
        date = view.taken or (view.dates[0] if view.dates else None)
        matched = False
        if date:
            for f, g in instances:
                if g.get("year") and int(g["year"]) == date[0] and g.get("month") and int(g["month"]) == date[1]:
                    # a photo taken that month, or a document about the trip, belongs there
                    bonus = 1.6 if view.taken else 0.6 * overlap
                    cand(f).add("guideline", overlap + bonus,
                                f"it is dated {date[0]}-{date[1]:02d}, when your {f.rstrip('/').split('/')[-1]} "
                                "trip was" if view.taken else f"your guideline sends {shown} to the trip folder")
                    matched = True
        for f, g in instances:  # the slot's words (the place) in the file
            slot = g.get("slot") or ""
            if any(view.terms.get(t) for t in _words(slot)):
                cand(f).add("guideline", overlap, f"your guideline sends {shown} to the trip folder")
                matched = True
        if not matched and date and not view.is_photo and overlap >= 0.9:
            place = _place(view)
            if place:
                path = _fill(rule.path, date[0], date[1], place, instances)
                if path:
                    cand(path).add("guideline", overlap + 0.4,
                                   f"your guideline sends {shown} to a folder per trip "
                                   f"({rule.path.rstrip('/').split('/')[-1]})")
        return
    if rule.has_year and not rule.has_slot:
        if view.year is None:
            return
        for f, g in instances:
            if int(g["year"]) == view.year:
                cand(f).add("guideline", overlap, f"your guideline files {shown} by year")
                return
        path = _fill(rule.path, view.year, None, None, instances)
        if path:
            cand(path).add("guideline", overlap, f"your guideline files {shown} by year")
        return
    # a slot without dates ('work/acme/projects/<project>/'): existing instances whose name
    # the file echoes get the rule's weight; the rest get a little
    for f, g in instances:
        slot_words = _words((g.get("slot") or "").replace("-", " "))
        hit = slot_words and all(view.terms.get(t) for t in slot_words)
        cand(f).add("guideline", overlap if hit else 0.25 * overlap, f"your guideline sends {shown} there")


def _year_family(rules: list[_Rule], folders: dict[str, int], year: int | None) -> dict[str, str]:
    if year is None:
        return {}
    out: dict[str, str] = {}
    for rule in rules:
        if rule.template is None or not rule.has_year or rule.has_slot or rule.has_month:
            continue
        instances = [(f, m.groupdict()) for f in folders if (m := rule.template.match(f.lower()))]
        own = next((f for f, g in instances if int(g["year"]) == year), None) or _fill(rule.path, year, None, None, instances)
        if own:
            out.update({f: own for f, g in instances if f != own})
    return out


def _fill(path: str, year: int, month: int | None, place: str | None,
          instances: list[tuple[str, dict[str, str]]]) -> str | None:
    out = re.sub(r"(?i)<\s*(?:yyyy|year)\s*>|\{\s*(?:yyyy|year)\s*\}|\[\s*(?:yyyy|year)\s*\]|yyyy", f"{year:04d}", path)
    if month is not None:
        out = re.sub(r"(?i)<\s*(?:mm|month)\s*>|\{\s*(?:mm|month)\s*\}|(?<![a-z])(?i:mm)(?![a-z])", f"{month:02d}", out)
    if place is not None:
        lower = all((g.get("slot") or "").islower() for _, g in instances) if instances else True
        value = place.lower() if lower else place.title()
        out = re.sub(r"<[^>]*>|\{[^}]*\}|\[[^\]]*\]|(?i:\b(?:place|destination|city|country|name)\b)", value, out)
    if _PLACEHOLDER.search(out.lower().split("/", 1)[-1]) and not re.search(r"\d{4}", out):
        return None
    return out if "<" not in out and "{" not in out else None


def _neighbour_votes(hits: list[SearchHit], view: _FileView, folders: dict[str, int], cand) -> None:
    seen: set[str] = set()
    votes: dict[str, float] = defaultdict(float)
    example: dict[str, str] = {}
    count: Counter[str] = Counter()
    file_terms = {t for t, w in view.terms.items() if not t.startswith("§")}
    top = max((h.score for h in hits), default=0.0) or 1.0
    for rank, hit in enumerate(hits):
        folder = _norm_folder(hit.folder) if hit.folder else ""
        if not folder or hit.path in seen or folder.lower().startswith(INBOX) or folder not in folders:
            continue
        seen.add(hit.path)
        shared = {t for t in _hit_terms(hit) if t in file_terms and not _is_year(t)}
        rel = max(0.0, hit.score) / top
        quality = 0.6 * rel**1.5 + 0.4 * min(1.0, len(shared) / 2) if shared or rel >= 0.5 else 0.0
        if len(shared) < 2:  # one shared word is a coincidence as often as not
            quality *= 0.5
        if view.is_photo:  # a photo's words are its date and camera: weak evidence
            quality *= 0.5
        if quality <= 0:
            continue
        w = quality / (1 + 0.25 * rank)
        votes[folder] += w
        count[folder] += 1
        example.setdefault(folder, hit.name)
    total = sum(votes.values())
    if not total:
        return
    for folder, v in votes.items():
        share = v / total
        strength = 1 - math.exp(-v / 1.0)
        n = count[folder]
        note = (f"{n} similar file{'s are' if n > 1 else ' is'} already there "
                f"(e.g. {example[folder]})")
        cand(folder).add("neighbours", 2.2 * share * strength, note)


def _past_votes(ev: Evidence, view: _FileView, cand) -> None:
    mine = set(view.name_terms) | {t for t, w in view.terms.items() if w >= 0.9}
    for s in ev.past:
        if s.status not in ("accepted", "rejected"):
            continue
        target = _norm_folder(s.target_folder)
        if s.file_path == ev.file.path:
            sim = 1.0
        else:
            theirs = set(_name_words(s.file_path.rsplit("/", 1)[-1]))
            if not theirs:
                continue
            sim = len(theirs & mine) / len(theirs | set(view.name_terms) or {""})
        if sim < 0.2:
            continue
        if s.status == "accepted":
            cand(target).add("past", 1.6 * sim, "you accepted this folder for a similar file before")
        else:
            cand(target).add("past", -2.5 * sim, "you rejected this folder for a similar file")


def _reason(c: _Cand, short: bool = False) -> str:
    order = sorted((k for k in c.notes if c.parts.get(k, 0) > 0), key=lambda k: -c.parts[k])
    bits = [c.notes[k] for k in order][: 1 if short else 2]
    if not bits:
        return "Weak match."
    text = "; ".join(bits)
    text = text[0].upper() + text[1:] + "."
    if not short and not c.exists:
        text += " The folder does not exist yet; accepting creates it."
    return text
