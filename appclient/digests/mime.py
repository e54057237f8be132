"""File name -> mime type, the same on every machine (Python's built-in table, not
/etc/mime.types, plus the overrides here), and which types hold text."""

from __future__ import annotations

import mimetypes
import os
from functools import lru_cache

__all__ = ["guess_mime", "is_textlike", "HTML_TYPES"]


# Deterministic across machines: Python's built-in table (not /etc/mime.types), plus these.
_MIME_OVERRIDES: dict[str, str] = {
    ".md": "text/markdown",
    ".markdown": "text/markdown",
    ".csv": "text/csv",
    ".tsv": "text/tab-separated-values",
    ".json": "application/json",
    ".jsonl": "application/x-ndjson",
    ".ndjson": "application/x-ndjson",
    ".txt": "text/plain",
    ".log": "text/plain",
    ".ini": "text/plain",
    ".cfg": "text/plain",
    ".conf": "text/plain",
    ".env": "text/plain",
    ".rst": "text/x-rst",
    ".org": "text/x-org",
    ".tex": "text/x-tex",
    ".py": "text/x-python",
    ".pyi": "text/x-python",
    ".ipynb": "application/x-ipynb+json",
    ".js": "text/javascript",
    ".mjs": "text/javascript",
    ".cjs": "text/javascript",
    ".jsx": "text/javascript",
    ".ts": "text/x-typescript",  # not video/mp2t: a camcorder .ts is caught as binary
    ".tsx": "text/x-typescript",
    ".go": "text/x-go",
    ".rs": "text/x-rust",
    ".rb": "text/x-ruby",
    ".java": "text/x-java",
    ".kt": "text/x-kotlin",
    ".swift": "text/x-swift",
    ".c": "text/x-c",
    ".h": "text/x-c",
    ".cc": "text/x-c++",
    ".cpp": "text/x-c++",
    ".hpp": "text/x-c++",
    ".cs": "text/x-csharp",
    ".php": "text/x-php",
    ".lua": "text/x-lua",
    ".r": "text/x-r",
    ".scala": "text/x-scala",
    ".dart": "text/x-dart",
    ".vue": "text/x-vue",
    ".svelte": "text/x-svelte",
    ".sh": "text/x-shellscript",
    ".bash": "text/x-shellscript",
    ".zsh": "text/x-shellscript",
    ".sql": "text/x-sql",
    ".toml": "text/x-toml",
    ".yaml": "text/yaml",
    ".yml": "text/yaml",
    ".scss": "text/x-scss",
    ".srt": "text/x-subrip",
    ".vtt": "text/vtt",
    ".ics": "text/calendar",
    ".vcf": "text/vcard",
    ".heic": "image/heic",
    ".heif": "image/heif",
    ".webp": "image/webp",
    ".avif": "image/avif",
    ".dng": "image/x-adobe-dng",
    ".cr2": "image/x-canon-cr2",
    ".nef": "image/x-nikon-nef",
    ".arw": "image/x-sony-arw",
    ".mkv": "video/x-matroska",
    ".m4a": "audio/mp4",
    ".flac": "audio/flac",
    ".opus": "audio/ogg",
    ".gz": "application/gzip",
    ".tgz": "application/gzip",
    ".7z": "application/x-7z-compressed",
    ".rar": "application/vnd.rar",
    ".epub": "application/epub+zip",
    ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ".xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    ".pptx": "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    ".odt": "application/vnd.oasis.opendocument.text",
    ".ods": "application/vnd.oasis.opendocument.spreadsheet",
    ".odp": "application/vnd.oasis.opendocument.presentation",
    ".doc": "application/msword",
    ".xls": "application/vnd.ms-excel",
    ".ppt": "application/vnd.ms-powerpoint",
    ".rtf": "application/rtf",
    ".docm": "application/vnd.ms-word.document.macroenabled.12",
    ".xlsm": "application/vnd.ms-excel.sheet.macroenabled.12",
    ".pptm": "application/vnd.ms-powerpoint.presentation.macroenabled.12",
    ".mov": "video/quicktime",
    ".mp4": "video/mp4",
    ".m4v": "video/x-m4v",
    ".3gp": "video/3gpp",
}
_TEXT_NAMES = frozenset(
    {"readme", "license", "licence", "changelog", "makefile", "dockerfile", "procfile",
     ".gitignore", ".gitattributes", ".editorconfig", ".env"}
)  # fmt: skip
_DEFAULT_MIME = "application/octet-stream"
_MIMETYPES = mimetypes.MimeTypes()  # built-in table only: same answer on every machine


def guess_mime(name: str) -> str:
    """The mime type for a file name, by extension; 'application/octet-stream' if unknown."""
    base = os.path.basename(name).lower()
    return _mime_for(os.path.splitext(base)[1], base)


@lru_cache(maxsize=1024)
def _mime_for(ext: str, base: str) -> str:
    if not ext:
        return "text/plain" if base in _TEXT_NAMES else _DEFAULT_MIME
    found = _MIME_OVERRIDES.get(ext)
    if found is None:
        found = _MIMETYPES.types_map[True].get(ext) or _MIMETYPES.types_map[False].get(ext)
    return found or _DEFAULT_MIME


_TEXTLIKE_APPLICATION = frozenset(
    {"application/json", "application/x-ndjson", "application/xml", "application/javascript",
     "application/x-javascript", "application/ecmascript", "application/typescript",
     "application/x-yaml", "application/yaml", "application/toml", "application/x-sh",
     "application/x-shellscript", "application/x-csh", "application/x-python",
     "application/x-tex", "application/x-latex", "application/sql", "application/x-sql",
     "application/graphql", "application/x-httpd-php", "application/x-perl",
     "application/x-ruby", "application/csv", "application/x-subrip",
     "application/x-troff", "message/rfc822", "image/svg+xml"}
)  # fmt: skip
HTML_TYPES = frozenset({"text/html", "application/xhtml+xml"})


def is_textlike(mime: str) -> bool:
    return (
        mime.startswith("text/")
        or mime in _TEXTLIKE_APPLICATION
        or (mime.startswith("application/") and mime.endswith(("+json", "+xml")))
    )
