"""Camera photos for the llar-ca library, drawn with Pillow (shapes and colours only, no
letters or digits), saved as small JPEGs with the EXIF a phone would write."""

from __future__ import annotations

import io
import math
import random

from PIL import Image, ImageDraw, ImageFilter

W, H = 320, 240

CAMERAS = {
    "marta": ("Apple", "iPhone 13"),
    "jordi": ("Google", "Pixel 7"),
    "avia": ("samsung", "SM-A525F"),
}

# Real places in Barcelona (and the two trips), decimal degrees.
PLACES = {
    "pis_verdi": (41.40318, 2.15741),
    "parquing_sant_salvador": (41.40521, 2.15364),
    "placa_virreina": (41.40290, 2.15902),
    "punt_pack_gran_de_gracia": (41.40136, 2.15283),
    "bunkers_carmel": (41.41898, 2.16182),
    "jardins_rambla_prat": (41.40089, 2.15103),
    "park_guell": (41.41449, 2.15270),
    "barceloneta": (41.37843, 2.19253),
    "placa_sol": (41.40094, 2.15662),
    "cala_turqueta": (39.93231, 3.91379),
    "ciutadella_port": (40.00161, 3.83956),
    "cala_macarella": (39.93766, 3.93653),
    "taull": (42.51851, 0.84832),
    "estany_sant_maurici": (42.58187, 1.00150),
    "boi": (42.52248, 0.83385),
    "cap_vila_gracia": (41.40493, 2.15640),
}


def _dms(value: float) -> tuple[float, float, float]:
    value = abs(value)
    d = int(value)
    m = int((value - d) * 60)
    s = round(((value - d) * 60 - m) * 60, 2)
    return (float(d), float(m), s)


def jpeg(scene, when: str, camera: str | None = "marta", place: str | None = None, seed=0) -> bytes:
    """``when`` as 'YYYY-MM-DD HH:MM:SS'."""
    rng = random.Random(f"{scene.__name__}-{when}-{seed}")
    img = Image.new("RGB", (W, H), (128, 128, 128))
    draw = ImageDraw.Draw(img)
    scene(draw, rng)
    img = img.filter(ImageFilter.GaussianBlur(0.6))
    noise = Image.frombytes("L", (W, H), rng.randbytes(W * H)).convert("RGB")
    img = Image.blend(img, noise, 0.05)
    exif = Image.Exif()
    stamp = when.replace("-", ":")
    if camera:
        make, model = CAMERAS[camera]
        exif[271] = make
        exif[272] = model
        exif[306] = stamp
        sub = exif.get_ifd(0x8769)
        sub[36867] = stamp
        sub[36868] = stamp
    if place:
        lat, lon = PLACES[place]
        gps = exif.get_ifd(0x8825)
        gps[0] = b"\x02\x02\x00\x00"
        gps[1] = "N" if lat >= 0 else "S"
        gps[2] = _dms(lat)
        gps[3] = "E" if lon >= 0 else "W"
        gps[4] = _dms(lon)
    buf = io.BytesIO()
    img.save(buf, "JPEG", quality=80, exif=exif)
    return buf.getvalue()


def _j(rng: random.Random, c: tuple[int, int, int], k: int = 12) -> tuple[int, int, int]:
    return tuple(max(0, min(255, v + rng.randint(-k, k))) for v in c)


def _grad(d: ImageDraw.ImageDraw, top, bottom, y0=0, y1=H):
    for y in range(y0, y1):
        t = (y - y0) / max(1, y1 - y0 - 1)
        d.line([(0, y), (W, y)], fill=tuple(int(a + (b - a) * t) for a, b in zip(top, bottom)))


# ---- matters (proofs) ---------------------------------------------------------------


def car_dent(d, rng):
    """Grey car door in a dim parking, with a dent and scratch."""
    _grad(d, (70, 72, 78), (40, 40, 44))
    d.rectangle([0, 190, W, H], fill=(90, 90, 92))
    body = _j(rng, (178, 182, 188), 6)
    d.rounded_rectangle([10, 60, 310, 200], 18, fill=body)
    d.polygon([(60, 60), (110, 20), (250, 20), (290, 60)], fill=_j(rng, (150, 155, 160), 5))
    d.polygon([(75, 58), (115, 28), (245, 28), (275, 58)], fill=(60, 70, 85))
    d.line([(165, 28), (165, 200)], fill=(120, 122, 128), width=2)
    d.rectangle([120, 95, 150, 102], fill=(110, 110, 115))
    cx, cy = rng.randint(190, 230), rng.randint(130, 160)
    for r, c in ((38, (150, 152, 158)), (26, (128, 130, 136)), (14, (105, 106, 112))):
        d.ellipse([cx - r, cy - r * 0.7, cx + r, cy + r * 0.7], fill=c)
    d.line([(cx - 55, cy - 10), (cx + 40, cy + 18)], fill=(235, 235, 238), width=2)
    d.line([(cx - 48, cy - 3), (cx + 30, cy + 22)], fill=(215, 215, 220), width=1)
    d.ellipse([30, 170, 100, 235], fill=(25, 25, 25))
    d.ellipse([230, 170, 300, 235], fill=(25, 25, 25))


def car_parked(d, rng):
    """The whole car seen from the side in the parking, a dent on the rear door."""
    _grad(d, (65, 66, 72), (45, 45, 48))
    d.rectangle([0, 170, W, H], fill=(95, 95, 98))
    for x in range(0, W, 80):
        d.line([(x, 170), (x + 30, H)], fill=(210, 200, 90), width=3)
    d.rounded_rectangle([30, 95, 290, 175], 20, fill=(180, 184, 190))
    d.polygon([(80, 95), (120, 55), (230, 55), (265, 95)], fill=(160, 164, 170))
    d.polygon([(92, 93), (125, 62), (225, 62), (252, 93)], fill=(55, 65, 80))
    d.ellipse([180, 125, 215, 150], fill=(140, 142, 148))
    d.ellipse([55, 150, 105, 200], fill=(22, 22, 22))
    d.ellipse([215, 150, 265, 200], fill=(22, 22, 22))


def ceiling_stain(d, rng, size=1.0):
    """White bathroom ceiling with a yellow-brown damp stain and the lamp."""
    _grad(d, (232, 230, 222), (205, 202, 195))
    cx, cy = rng.randint(140, 190), rng.randint(100, 130)
    rings = [
        (95, (214, 200, 165)),
        (75, (200, 178, 130)),
        (55, (188, 160, 110)),
        (30, (170, 140, 95)),
    ]
    for r, c in rings:
        r = r * size
        pts = []
        for i in range(18):
            a = i / 18 * 2 * math.pi
            rr = r * rng.uniform(0.75, 1.15)
            pts.append((cx + rr * math.cos(a), cy + rr * 0.7 * math.sin(a)))
        d.polygon(pts, fill=c)
    d.ellipse([30, 20, 80, 50], fill=(250, 250, 245), outline=(190, 190, 185))
    d.rectangle([0, 0, W, 6], fill=(190, 188, 180))


def ceiling_stain_big(d, rng):
    ceiling_stain(d, rng, size=1.45)
    d.ellipse([150, 150, 162, 162], fill=(140, 110, 75))


def dishwasher_leak(d, rng):
    """Open kitchen unit: steel dishwasher front, puddle of water on the tiles."""
    d.rectangle([0, 0, W, 150], fill=_j(rng, (226, 222, 214), 4))
    for x in range(0, W, 40):
        d.line([(x, 150), (x - 30, H)], fill=(170, 160, 150))
    d.rectangle([0, 150, W, H], fill=(196, 186, 172))
    d.rectangle([70, 20, 250, 175], fill=(190, 194, 198), outline=(120, 124, 128), width=3)
    d.rectangle([70, 20, 250, 42], fill=(60, 62, 66))
    d.ellipse([225, 27, 235, 37], fill=(230, 40, 30))
    d.rectangle([120, 55, 200, 62], fill=(140, 144, 150))
    d.ellipse([20, 170, 300, 235], fill=(160, 185, 205))
    d.ellipse([60, 180, 250, 222], fill=(178, 202, 222))
    d.ellipse([140, 190, 200, 205], fill=(230, 240, 248))


def sofa_whole(d, rng):
    """New grey-green sofa against a white wall, plastic wrapping beside it."""
    d.rectangle([0, 0, W, 165], fill=(238, 236, 230))
    d.rectangle([0, 165, W, H], fill=(176, 140, 100))
    for x in range(0, W, 28):
        d.line([(x, 165), (x, H)], fill=(160, 126, 90))
    col = _j(rng, (120, 140, 125), 5)
    d.rounded_rectangle([40, 80, 280, 130], 12, fill=col)
    d.rounded_rectangle([30, 120, 290, 185], 12, fill=(110, 130, 115))
    d.rounded_rectangle([20, 100, 60, 190], 12, fill=(104, 124, 109))
    d.rounded_rectangle([260, 100, 300, 190], 12, fill=(104, 124, 109))
    d.line([(160, 125), (160, 180)], fill=(92, 110, 96), width=2)
    d.polygon([(290, 200), (315, 150), (319, 230)], fill=(225, 232, 236))


def sofa_tear(d, rng):
    """Close-up of the sofa armrest, fabric torn with the foam showing."""
    d.rectangle([0, 0, W, H], fill=(112, 132, 117))
    for y in range(0, H, 6):
        d.line([(0, y), (W, y + 4)], fill=(105, 125, 110))
    d.rounded_rectangle([0, 150, W, H], 20, fill=(100, 118, 104))
    d.polygon([(120, 70), (200, 95), (215, 140), (150, 160), (105, 120)], fill=(238, 224, 160))
    d.line([(120, 70), (200, 95), (215, 140)], fill=(70, 84, 74), width=3)
    for _ in range(14):
        x, y = rng.randint(110, 210), rng.randint(75, 155)
        d.line(
            [(x, y), (x + rng.randint(-8, 8), y + rng.randint(4, 12))], fill=(80, 95, 84), width=1
        )


def blind_broken(d, rng):
    """Living-room window with the roller blind stuck crooked, slats out of the guide."""
    d.rectangle([0, 0, W, H], fill=(236, 230, 218))
    d.rectangle([50, 20, 270, 220], fill=(130, 180, 225))
    d.rectangle([50, 120, 270, 220], fill=(150, 150, 140))
    for i in range(9):
        y0 = 20 + i * 11
        tilt = 0 if i < 4 else (i - 3) * 6
        d.polygon(
            [(50, y0), (270, y0 + tilt), (270, y0 + tilt + 9), (50, y0 + 9)], fill=(92, 84, 78)
        )
    d.polygon([(200, 118), (270, 150), (262, 158), (195, 126)], fill=(80, 72, 68))
    d.rectangle([44, 14, 276, 226], outline=(245, 245, 245), width=6)
    d.rectangle([20, 200, 45, 235], fill=(200, 200, 200))


def parcel_crushed(d, rng):
    """Brown cardboard box, one corner caved in and torn, on a shop counter."""
    d.rectangle([0, 0, W, H], fill=(205, 205, 200))
    d.rectangle([0, 170, W, H], fill=(150, 120, 90))
    d.polygon([(60, 80), (230, 70), (270, 100), (100, 112)], fill=(206, 168, 118))
    d.polygon([(60, 80), (100, 112), (100, 200), (60, 170)], fill=(170, 132, 88))
    d.polygon([(100, 112), (270, 100), (262, 190), (100, 200)], fill=(188, 150, 102))
    d.polygon([(190, 104), (270, 100), (262, 150), (230, 140), (205, 160)], fill=(140, 104, 66))
    d.line([(205, 160), (230, 140), (262, 150)], fill=(90, 64, 40), width=2)
    d.rectangle([150, 70, 170, 110], fill=(170, 160, 130))
    d.line([(100, 150), (262, 145)], fill=(175, 165, 140), width=8)


def water_meter(d, rng):
    """Water meter in the stairwell cabinet: blue ring, dial and empty counter window."""
    d.rectangle([0, 0, W, H], fill=(120, 118, 112))
    d.rectangle([20, 10, 300, 230], fill=(160, 158, 150), outline=(90, 90, 86), width=4)
    d.rectangle([0, 110, W, 130], fill=(170, 110, 60))
    d.ellipse([95, 55, 225, 185], fill=(30, 70, 150))
    d.ellipse([108, 68, 212, 172], fill=(236, 236, 230))
    d.rectangle([128, 95, 192, 112], fill=(40, 40, 40))
    d.ellipse([175, 130, 200, 155], fill=(220, 60, 50))
    d.line([(187, 142), (195, 134)], fill=(20, 20, 20), width=2)
    d.ellipse([128, 135, 146, 153], outline=(20, 20, 20), width=2)


def lock_cut(d, rng):
    """A cut U-lock lying on the pavement next to the bike rack."""
    d.rectangle([0, 0, W, H], fill=(150, 145, 138))
    for y in range(0, H, 30):
        for x in range(-(y // 30 % 2) * 30, W, 60):
            d.rectangle([x, y, x + 58, y + 28], outline=(125, 120, 114))
    d.arc([90, 40, 200, 180], 180, 330, fill=(30, 30, 32), width=12)
    d.rectangle([70, 150, 230, 175], fill=(200, 170, 20))
    d.line([(205, 110), (215, 130)], fill=(180, 180, 185), width=4)
    d.rectangle([260, 0, 275, H], fill=(110, 112, 118))


def rack_empty(d, rng):
    """Empty bike rack in the square, a chain hanging from it."""
    _grad(d, (175, 205, 235), (215, 225, 235), 0, 120)
    d.rectangle([0, 120, W, H], fill=(190, 170, 140))
    d.rectangle([0, 40, 80, 120], fill=(200, 150, 110))
    d.rectangle([240, 30, W, 120], fill=(215, 190, 150))
    for x in (60, 130, 200, 270):
        d.arc([x - 25, 120, x + 25, 200], 180, 360, fill=(110, 115, 120), width=6)
        d.line([(x - 25, 160), (x - 25, 200)], fill=(110, 115, 120), width=6)
        d.line([(x + 25, 160), (x + 25, 200)], fill=(110, 115, 120), width=6)
    for i in range(6):
        d.ellipse(
            [150 + i * 4, 150 + i * 7, 160 + i * 4, 158 + i * 7], outline=(60, 60, 60), width=2
        )


def bike(d, rng):
    """Red city bike leaning on a wall."""
    d.rectangle([0, 0, W, H], fill=(225, 215, 195))
    d.rectangle([0, 190, W, H], fill=(150, 150, 148))
    for cx in (85, 235):
        d.ellipse([cx - 50, 130, cx + 50, 230], outline=(30, 30, 30), width=5)
        d.ellipse([cx - 4, 176, cx + 4, 184], fill=(90, 90, 90))
    red = (190, 30, 40)
    d.line([(85, 180), (150, 180), (120, 110), (85, 180)], fill=red, width=6)
    d.line([(150, 180), (210, 110), (120, 110)], fill=red, width=6)
    d.line([(210, 110), (235, 180)], fill=red, width=6)
    d.line([(120, 110), (112, 92)], fill=red, width=5)
    d.rectangle([98, 86, 130, 94], fill=(40, 30, 25))
    d.line([(210, 110), (205, 85), (230, 80)], fill=(40, 40, 40), width=5)
    d.rectangle([60, 120, 110, 128], fill=(70, 70, 70))


def rash(d, rng):
    """A child's back or tummy with red blotches, pyjama edge, lamp light."""
    d.rectangle([0, 0, W, H], fill=(240, 206, 182))
    _grad(d, (244, 212, 190), (226, 188, 165))
    d.rectangle([0, 190, W, H], fill=(120, 170, 210))
    for x in range(0, W, 24):
        d.ellipse([x + 6, 205, x + 16, 215], fill=(240, 240, 120))
    for _ in range(45):
        x, y = rng.randint(20, 300), rng.randint(15, 180)
        r = rng.randint(3, 11)
        d.ellipse([x - r, y - r, x + r, y + r], fill=_j(rng, (215, 110, 105), 15))
    d.line([(160, 0), (160, 185)], fill=(225, 185, 160), width=3)


def ankle_swollen(d, rng):
    """A boy's swollen ankle on a bench, football sock pulled down, grass behind."""
    d.rectangle([0, 0, W, H], fill=(70, 140, 70))
    d.rectangle([0, 150, W, H], fill=(150, 110, 70))
    d.rectangle([30, 60, 180, 115], fill=(236, 198, 170))
    d.ellipse([150, 50, 240, 140], fill=(238, 190, 165))
    d.ellipse([170, 70, 225, 120], fill=(222, 150, 140))
    d.polygon([(215, 95), (300, 105), (300, 140), (220, 135)], fill=(236, 198, 170))
    d.rectangle([30, 60, 90, 115], fill=(30, 60, 170))
    d.line([(30, 70), (90, 70)], fill=(255, 255, 255), width=4)
    d.ellipse([185, 110, 225, 130], fill=(190, 130, 150))


def mole(d, rng):
    """Close-up of skin on a shoulder with an irregular dark mole."""
    _grad(d, (226, 186, 156), (206, 164, 136))
    d.polygon(
        [(150, 105), (172, 98), (186, 110), (180, 132), (160, 138), (146, 124)], fill=(95, 60, 40)
    )
    d.ellipse([160, 108, 176, 124], fill=(60, 36, 24))
    d.ellipse([176, 112, 186, 120], fill=(130, 85, 60))
    for _ in range(8):
        x, y = rng.randint(20, 300), rng.randint(20, 220)
        d.ellipse([x, y, x + 3, y + 3], fill=(170, 120, 95))
    d.arc([-80, -60, 400, 60], 0, 180, fill=(190, 150, 125), width=3)


# ---- ordinary photos --------------------------------------------------------------


def beach(d, rng):
    """Turquoise cove, white sand, pines on the rocks."""
    _grad(d, (120, 180, 235), (190, 220, 245), 0, 90)
    _grad(d, (40, 160, 180), (110, 210, 200), 90, 165)
    d.rectangle([0, 165, W, H], fill=_j(rng, (238, 226, 196), 6))
    d.polygon([(0, 60), (70, 75), (110, 110), (0, 140)], fill=(170, 150, 120))
    d.polygon([(320, 70), (250, 85), (220, 120), (320, 150)], fill=(165, 145, 115))
    for x, y in ((20, 50), (50, 60), (280, 62), (300, 55)):
        d.ellipse([x - 18, y - 12, x + 18, y + 10], fill=(45, 90, 45))
    d.ellipse([rng.randint(100, 200), 180, rng.randint(210, 240), 200], fill=(230, 60, 60))


def beach_sunset(d, rng):
    _grad(d, (250, 160, 90), (200, 110, 140), 0, 120)
    d.ellipse([130, 80, 190, 140], fill=(255, 215, 120))
    _grad(d, (90, 80, 120), (40, 50, 90), 120, 180)
    d.rectangle([0, 180, W, H], fill=(200, 170, 140))
    d.rectangle([0, 110, 70, 125], fill=(60, 50, 60))


def harbour(d, rng):
    """White houses over a narrow harbour, boats."""
    _grad(d, (135, 190, 240), (200, 225, 245), 0, 100)
    for x in range(0, W, 38):
        h = rng.randint(40, 80)
        d.rectangle([x, 100 - h, x + 34, 140], fill=_j(rng, (240, 236, 225), 8))
        d.rectangle([x + 10, 110 - h, x + 20, 124 - h], fill=(60, 110, 60))
    d.rectangle([0, 140, W, H], fill=(40, 110, 130))
    for x in (40, 150, 240):
        d.polygon([(x, 175), (x + 50, 175), (x + 40, 190), (x + 8, 190)], fill=(245, 245, 245))
        d.line([(x + 25, 175), (x + 25, 140)], fill=(80, 80, 80), width=2)


def mountains(d, rng, lake=False):
    _grad(d, (110, 165, 225), (200, 220, 240), 0, 130)
    d.polygon(
        [(0, 140), (80, 40), (150, 120), (220, 30), (320, 130), (320, 160), (0, 160)],
        fill=(110, 120, 135),
    )
    d.polygon([(62, 62), (80, 40), (98, 62)], fill=(245, 245, 250))
    d.polygon([(203, 52), (220, 30), (240, 55)], fill=(245, 245, 250))
    d.rectangle([0, 150, W, H], fill=(80, 135, 65))
    if lake:
        d.ellipse([40, 165, 280, 225], fill=(50, 110, 140))
    for _ in range(12):
        x, y = rng.randint(0, W), rng.randint(150, 230)
        d.polygon([(x, y - 28), (x - 10, y), (x + 10, y)], fill=(30, 80, 40))


def mountains_lake(d, rng):
    mountains(d, rng, lake=True)


def romanesque_church(d, rng):
    """Stone church with a slender square bell tower, mountains behind."""
    _grad(d, (120, 170, 225), (200, 220, 240), 0, 150)
    d.polygon(
        [(0, 150), (100, 70), (200, 140), (320, 80), (320, 160), (0, 160)], fill=(95, 130, 85)
    )
    d.rectangle([0, 160, W, H], fill=(120, 150, 80))
    stone = (170, 150, 120)
    d.rectangle([150, 30, 190, 190], fill=stone)
    for y in (50, 80, 110):
        d.rectangle([158, y, 166, y + 16], fill=(50, 45, 40))
        d.rectangle([174, y, 182, y + 16], fill=(50, 45, 40))
    d.polygon([(145, 30), (170, 12), (195, 30)], fill=(120, 100, 80))
    d.rectangle([60, 130, 160, 195], fill=stone)
    d.polygon([(55, 130), (110, 105), (165, 130)], fill=(120, 100, 80))
    d.pieslice([85, 150, 115, 190], 180, 360, fill=(50, 45, 40))


def cows(d, rng):
    mountains(d, rng)
    for x in (70, 170, 250):
        y = rng.randint(180, 200)
        d.ellipse([x, y, x + 45, y + 25], fill=(140, 90, 60))
        d.ellipse([x + 38, y - 5, x + 55, y + 10], fill=(130, 85, 55))
        for lx in (x + 6, x + 34):
            d.line([(lx, y + 20), (lx, y + 36)], fill=(100, 70, 45), width=3)


def park(d, rng):
    """Gràcia square/garden: trees, benches, kids' playground."""
    _grad(d, (150, 195, 235), (210, 228, 240), 0, 100)
    d.rectangle([0, 100, W, H], fill=(205, 185, 150))
    for x in (30, 120, 250):
        d.rectangle([x + 15, 60, x + 25, 140], fill=(100, 75, 50))
        d.ellipse([x - 15, 10, x + 55, 90], fill=_j(rng, (70, 130, 60), 10))
    d.rectangle([150, 170, 210, 178], fill=(120, 80, 50))
    d.line([(230, 200), (260, 130), (290, 200)], fill=(220, 60, 50), width=5)
    d.line([(245, 165), (275, 165)], fill=(220, 60, 50), width=4)
    d.ellipse([rng.randint(60, 120), 180, rng.randint(130, 140), 215], fill=(250, 200, 60))


def city_view(d, rng):
    """Barcelona from the Bunkers: rooftops, sea line, late light."""
    _grad(d, (250, 190, 130), (180, 200, 230), 0, 90)
    d.rectangle([0, 90, W, 100], fill=(120, 150, 180))
    for _ in range(70):
        x, y = rng.randint(0, W), rng.randint(100, 230)
        d.rectangle(
            [x, y, x + rng.randint(8, 20), y + rng.randint(6, 16)],
            fill=_j(rng, (200, 175, 150), 25),
        )
    d.polygon([(160, 100), (166, 60), (172, 100)], fill=(150, 120, 100))
    d.polygon([(176, 100), (182, 64), (188, 100)], fill=(150, 120, 100))


def cake(d, rng):
    """Birthday cake with five candles on a table, no writing."""
    d.rectangle([0, 0, W, H], fill=(250, 230, 210))
    d.rectangle([0, 160, W, H], fill=(250, 250, 250))
    for x in range(0, W, 20):
        d.line([(x, 160), (x, H)], fill=(230, 120, 150), width=3)
    d.ellipse([70, 170, 250, 210], fill=(230, 230, 230))
    d.rectangle([90, 110, 230, 190], fill=(120, 70, 45))
    d.ellipse([90, 95, 230, 125], fill=(250, 220, 230))
    d.ellipse([90, 175, 230, 205], fill=(120, 70, 45))
    for i, x in enumerate((110, 135, 160, 185, 210)):
        d.rectangle(
            [x - 3, 78, x + 3, 108], fill=[(80, 160, 230), (240, 200, 60), (230, 90, 120)][i % 3]
        )
        d.ellipse([x - 4, 66, x + 4, 80], fill=(255, 200, 60))
    for _ in range(20):
        x, y = rng.randint(95, 225), rng.randint(98, 120)
        d.ellipse([x, y, x + 4, y + 4], fill=_j(rng, (200, 80, 160), 50))


def balloons(d, rng):
    d.rectangle([0, 0, W, H], fill=(240, 235, 225))
    for _ in range(9):
        x, y = rng.randint(20, 300), rng.randint(20, 150)
        c = rng.choice([(230, 70, 90), (80, 160, 230), (250, 210, 70), (140, 210, 120)])
        d.ellipse([x - 18, y - 22, x + 18, y + 22], fill=c)
        d.line([(x, y + 22), (x + rng.randint(-10, 10), 240)], fill=(120, 120, 120))


def kids_table(d, rng):
    """Party table with cups, plates and crisps, children's heads around it."""
    d.rectangle([0, 0, W, H], fill=(220, 210, 190))
    d.rectangle([20, 120, 300, 220], fill=(250, 250, 250))
    for x in range(40, 300, 50):
        d.ellipse([x, 140, x + 36, 160], fill=(240, 170, 190))
        d.rectangle([x + 10, 175, x + 24, 200], fill=(130, 200, 240))
    for x in (50, 130, 210, 270):
        d.ellipse([x, 60, x + 40, 105], fill=(236, 200, 170))
        d.pieslice([x - 2, 55, x + 42, 95], 180, 360, fill=_j(rng, (80, 55, 35), 20))


def pinata(d, rng):
    park(d, rng)
    d.line([(160, 0), (160, 60)], fill=(60, 60, 60), width=2)
    d.polygon([(130, 60), (190, 60), (200, 100), (160, 130), (120, 100)], fill=(240, 120, 180))
    d.polygon([(140, 70), (180, 70), (185, 95), (135, 95)], fill=(120, 210, 230))


def christmas_tree(d, rng):
    d.rectangle([0, 0, W, H], fill=(70, 55, 45))
    d.rectangle([0, 200, W, H], fill=(120, 85, 60))
    d.polygon([(160, 20), (90, 110), (230, 110)], fill=(30, 110, 50))
    d.polygon([(160, 60), (70, 170), (250, 170)], fill=(25, 100, 45))
    d.rectangle([148, 170, 172, 200], fill=(90, 60, 35))
    for _ in range(25):
        x, y = rng.randint(95, 225), rng.randint(50, 165)
        d.ellipse(
            [x, y, x + 5, y + 5], fill=rng.choice([(255, 220, 90), (230, 40, 40), (250, 250, 250)])
        )
    for x in (60, 200, 240):
        d.rectangle(
            [x, 185, x + 35, 215], fill=rng.choice([(200, 40, 50), (40, 80, 180), (230, 190, 40)])
        )


def plants(d, rng):
    """Balcony plants in pots, geraniums, iron railing."""
    _grad(d, (160, 200, 240), (220, 230, 240), 0, 120)
    d.rectangle([0, 120, W, H], fill=(200, 90, 60))
    for x in range(0, W, 18):
        d.line([(x, 60), (x, 170)], fill=(40, 40, 40), width=2)
    d.line([(0, 60), (W, 60)], fill=(40, 40, 40), width=4)
    for x in (30, 120, 210):
        d.polygon([(x, 170), (x + 60, 170), (x + 52, 230), (x + 8, 230)], fill=(180, 100, 60))
        d.ellipse([x - 5, 110, x + 65, 178], fill=_j(rng, (60, 130, 55), 12))
        for _ in range(6):
            fx, fy = rng.randint(x, x + 60), rng.randint(112, 160)
            d.ellipse([fx, fy, fx + 9, fy + 9], fill=(230, 40, 70))


def street_garlands(d, rng):
    """Festa Major street: paper decorations hanging between balconies."""
    d.rectangle([0, 0, W, H], fill=(200, 185, 160))
    d.rectangle([0, 0, 60, H], fill=(190, 160, 130))
    d.rectangle([260, 0, W, H], fill=(185, 155, 125))
    d.rectangle([60, 0, 260, 40], fill=(140, 190, 235))
    for row in range(5):
        y = 30 + row * 30
        for x in range(60, 260, 14):
            d.polygon(
                [(x, y), (x + 12, y), (x + 6, y + 14)],
                fill=rng.choice(
                    [(230, 60, 60), (250, 210, 60), (60, 140, 220), (80, 180, 90), (240, 130, 200)]
                ),
            )
    d.rectangle([60, 190, 260, H], fill=(110, 100, 95))
    for x in range(70, 250, 25):
        d.ellipse([x, 170, x + 16, 190], fill=(60, 45, 40))


def fireworks(d, rng):
    d.rectangle([0, 0, W, H], fill=(15, 15, 35))
    for _ in range(4):
        cx, cy = rng.randint(40, 280), rng.randint(30, 140)
        col = rng.choice([(255, 200, 80), (255, 90, 90), (120, 200, 255), (200, 255, 150)])
        for i in range(16):
            a = i / 16 * 2 * math.pi
            d.line([(cx, cy), (cx + 35 * math.cos(a), cy + 35 * math.sin(a))], fill=col, width=2)
    d.rectangle([0, 200, W, H], fill=(30, 25, 30))


def roses_books(d, rng):
    """Sant Jordi stall: red roses and piles of books (covers plain)."""
    d.rectangle([0, 0, W, H], fill=(180, 200, 220))
    d.rectangle([0, 120, W, H], fill=(120, 90, 70))
    for i in range(6):
        x = 20 + i * 48
        for j in range(4):
            d.rectangle([x, 180 - j * 14, x + 40, 192 - j * 14], fill=_j(rng, (90, 120, 170), 70))
    for _ in range(12):
        x, y = rng.randint(40, 280), rng.randint(40, 110)
        d.line([(x, y), (x + rng.randint(-6, 6), y + 40)], fill=(40, 120, 50), width=3)
        d.ellipse([x - 8, y - 8, x + 8, y + 8], fill=(200, 20, 40))


def chestnuts(d, rng):
    d.rectangle([0, 0, W, H], fill=(120, 80, 50))
    d.ellipse([40, 40, 280, 210], fill=(60, 60, 60))
    for _ in range(30):
        x, y = rng.randint(70, 240), rng.randint(65, 170)
        d.ellipse([x, y, x + 22, y + 18], fill=_j(rng, (110, 60, 30), 15))
    for x in (10, 270):
        d.ellipse([x, 170, x + 40, 205], fill=(200, 140, 80))


def gifts(d, rng):
    d.rectangle([0, 0, W, H], fill=(235, 225, 210))
    d.rectangle([0, 170, W, H], fill=(150, 110, 80))
    for x in (30, 110, 200):
        w = rng.randint(50, 80)
        h = rng.randint(50, 90)
        c = rng.choice([(200, 40, 50), (40, 90, 180), (240, 200, 40), (60, 160, 80)])
        d.rectangle([x, 180 - h, x + w, 180], fill=c)
        d.rectangle([x + w // 2 - 4, 180 - h, x + w // 2 + 4, 180], fill=(250, 250, 250))


def carnival(d, rng):
    park(d, rng)
    for _ in range(40):
        x, y = rng.randint(0, W), rng.randint(0, H)
        d.ellipse(
            [x, y, x + 5, y + 5], fill=rng.choice([(230, 60, 60), (250, 210, 60), (60, 140, 220)])
        )
    d.ellipse([120, 90, 170, 140], fill=(236, 200, 170))
    d.polygon([(115, 95), (145, 40), (175, 95)], fill=(240, 120, 30))


def parade(d, rng):
    """Three Kings parade at night: lit float and crowd silhouettes."""
    d.rectangle([0, 0, W, H], fill=(20, 25, 50))
    d.rectangle([70, 70, 250, 170], fill=(220, 180, 60))
    d.polygon([(90, 70), (160, 20), (230, 70)], fill=(180, 40, 80))
    for _ in range(30):
        x, y = rng.randint(70, 250), rng.randint(70, 170)
        d.ellipse([x, y, x + 4, y + 4], fill=(255, 250, 220))
    for x in range(0, W, 22):
        d.ellipse([x, 185, x + 26, 215], fill=(10, 10, 15))
        d.rectangle([x + 2, 200, x + 24, H], fill=(10, 10, 15))


def palm_leaves(d, rng):
    """Palm Sunday: children holding palmons in the square."""
    park(d, rng)
    for x in (90, 200):
        d.polygon([(x, 60), (x + 8, 60), (x + 12, 200), (x - 4, 200)], fill=(235, 215, 150))
        for y in range(70, 190, 12):
            d.line([(x + 4, y), (x - 12, y + 8)], fill=(215, 190, 120), width=2)
            d.line([(x + 4, y), (x + 20, y + 8)], fill=(215, 190, 120), width=2)


def duck_toy(d, rng):
    """A rubber duck on a plain coloured background (forwarded picture)."""
    d.rectangle([0, 0, W, H], fill=(120, 60, 170))
    d.ellipse([90, 100, 240, 200], fill=(255, 220, 30))
    d.ellipse([170, 50, 240, 120], fill=(255, 220, 30))
    d.polygon([(235, 80), (275, 88), (235, 98)], fill=(250, 130, 20))
    d.ellipse([205, 70, 217, 82], fill=(20, 20, 20))
    d.ellipse([40, 190, 90, 220], fill=(255, 255, 255))
    d.ellipse([250, 20, 300, 60], fill=(255, 255, 255))
