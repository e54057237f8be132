"""Photos and videos as phones make them: an iPhone HEIC with its date, camera and GPS; an
MP4 and a QuickTime .mov with their recording time, duration, frame size and location (the
two ways phones write it); GPS turned into a place's name offline, which search finds
('Lisbon') and the organizer reads as text."""

from __future__ import annotations

from pathlib import Path

import pytest

from appclient import LocalAppClient, Settings
from appclient.digests import extract, guess_mime, places, search_text
from tests.fixtures import file_kinds as fk

LISBON = (38.7139, -9.1394)
KRAKOW = (50.0614, 19.9366)


def _video(
    path: Path, *, fmt: str, tags: dict[str, str], options: dict[str, str] | None = None
) -> Path:
    av = pytest.importorskip("av")
    import numpy as np

    c = av.open(str(path), "w", format=fmt, options=options or {})
    c.metadata.update(tags)
    stream = c.add_stream("mpeg4", rate=10)
    stream.width, stream.height, stream.pix_fmt = 64, 48, "yuv420p"
    for _ in range(20):
        frame = av.VideoFrame.from_ndarray(np.zeros((48, 64, 3), dtype=np.uint8), format="rgb24")
        for packet in stream.encode(frame):
            c.mux(packet)
    for packet in stream.encode():
        c.mux(packet)
    c.close()
    return path


def test_heic_photo_read_with_date_camera_and_place(tmp_path: Path) -> None:
    path = fk.write_heic(tmp_path / "IMG_0001.HEIC", gps=LISBON)
    fk.forget_heif()  # the reader must bring its own HEIF support
    (d,) = extract(path, guess_mime(path.name), path.stat().st_size)
    assert d.digester == "image_metadata" and d.error is None
    assert d.data["width"] == 320 and d.data["format"] == "HEIF"
    assert d.data["taken_at"] == "2024-06-08T18:30:00"
    assert d.data["camera"] == "Apple iPhone 13"
    assert d.data["gps"] == {
        "lat": pytest.approx(LISBON[0], abs=1e-4),
        "lon": pytest.approx(LISBON[1], abs=1e-4),
    }
    assert d.data["country"] == "Portugal" and "Lisbon" in d.data["place"]
    assert "Lisbon" in search_text([d])


def test_quicktime_mov_with_location(tmp_path: Path) -> None:
    path = _video(
        tmp_path / "IMG_0002.MOV",
        fmt="mov",
        tags={"location": "+38.7139-009.1394/", "creation_time": "2024-06-08T18:30:00.000000Z"},
    )
    (d,) = extract(path, guess_mime(path.name), path.stat().st_size)
    assert d.digester == "video_metadata" and d.error is None
    assert d.data["taken_at"] == "2024-06-08T18:30:00Z"
    assert d.data["duration_s"] == 2.0
    assert (d.data["width"], d.data["height"]) == (64, 48)
    assert "Lisbon" in d.data["place"]
    text = search_text([d])
    assert text.startswith("video 64x48 2.0 s taken 2024-06-08 June 2024") and "Lisbon" in text


def test_mp4_with_apple_metadata_keys(tmp_path: Path) -> None:
    path = _video(
        tmp_path / "clip.mp4",
        fmt="mp4",
        tags={
            "com.apple.quicktime.location.ISO6709": "+50.0614+019.9366+210.000/",
            "com.apple.quicktime.creationdate": "2025-04-28T14:02:11+0200",
        },
        options={"movflags": "use_metadata_tags"},
    )
    (d,) = extract(path, guess_mime(path.name), path.stat().st_size)
    assert d.data["taken_at"] == "2025-04-28T14:02:11"  # the phone's local time
    assert d.data["city"] == "Kraków" and d.data["country"] == "Poland"


def test_a_video_that_is_not_one_is_an_error(tmp_path: Path) -> None:
    path = tmp_path / "fake.mp4"
    path.write_bytes(b"\x00\x00\x00\x10junkjunkjunkjunk" * 10)
    (d,) = extract(path, "video/mp4", path.stat().st_size)
    assert d.digester == "video_metadata" and d.error is not None
    assert d.error.startswith("unreadable video:")


def test_a_huge_movie_header_is_refused_not_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from appclient.digests import video

    path = _video(tmp_path / "clip.mov", fmt="mov", tags={})
    monkeypatch.setattr(video, "MOOV_BYTES", 100)
    (d,) = extract(path, "video/quicktime", path.stat().st_size)
    assert d.error is not None and "movie header" in d.error


def test_places_at_sea_and_at_null_island_have_no_name() -> None:
    assert places.place_of(0.0, 0.0) is None  # a phone without a fix
    assert places.place_of(0.5, -30.0) is None  # mid-Atlantic
    assert places.place_of(91.0, 0.0) is None
    found = places.place_of(*KRAKOW)
    assert found is not None and found["city"] == "Kraków" and found["km"] < 1


async def test_photos_from_lisbon_are_found_by_the_place(tmp_path: Path) -> None:
    pictures = tmp_path / "lib" / "photos"
    pictures.mkdir(parents=True)
    fk.write_heic(pictures / "IMG_0101.HEIC", gps=LISBON)
    fk.write_heic(pictures / "IMG_0102.HEIC", gps=KRAKOW)
    fk.write_heic(pictures / "IMG_0103.HEIC")  # no GPS
    client = await LocalAppClient.open(
        Settings.resolve(root=tmp_path / "lib", state_dir=tmp_path / "state")
    )
    try:
        await client.index()
        res = await client.search("Lisbon", mode="keyword")
        assert [h.path for h in res.results] == ["photos/IMG_0101.HEIC"]
        res = await client.search("Kraków", mode="keyword")
        assert [h.path for h in res.results] == ["photos/IMG_0102.HEIC"]
        detail = await client.get_file("photos/IMG_0101.HEIC")
        assert detail.digests["image_metadata"]["country"] == "Portugal"
    finally:
        await client.aclose()
