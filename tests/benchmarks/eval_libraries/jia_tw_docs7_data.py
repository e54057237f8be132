"""jia-tw documents: trips (旅遊/) with their photos, and family recipes (食譜/)."""

_IPHONE = ("Apple", "iPhone 13")
_PIXEL = ("Google", "Pixel 7")
_SONY = ("SONY", "ILCE-6400")

_HUALIEN = "旅遊/2024-10 花蓮/"
_TAINAN = "旅遊/2025台南/"
_KYOTO = "旅遊/京都 2023.04/"


def _photo(path: str, when: str, color: tuple, camera: tuple) -> dict:
    return {"path": path, "when": when, "color": color, "camera": camera}


DOCS: list[dict] = [
    _photo(_HUALIEN + "IMG_4821.JPG", "2024-10-11T15:20", (70, 130, 180), _IPHONE),
    _photo(_HUALIEN + "IMG_4835.JPG", "2024-10-12T09:05", (90, 160, 110), _IPHONE),
    _photo(_HUALIEN + "IMG_4850.JPG", "2024-10-12T17:40", (220, 150, 80), _IPHONE),
    _photo(_HUALIEN + "IMG_4877.JPG", "2024-10-13T11:15", (100, 140, 200), _IPHONE),
    {
        "path": _HUALIEN + "行程與住宿.md",
        "when": "2024-09-20",
        "text": """# 花蓮三天兩夜（10/11–10/13）
- 10/11 台北7:30新自強號→花蓮9:40，車站旁租車
- 住宿：七星潭海灣民宿，兩晚6,400元，已付訂金2,000元，電話03-822-5566
- 10/11 七星潭看海、撿石頭，晚上東大門夜市
- 10/12 雲山水、鯉魚潭騎腳踏車（阿嬤在湖邊休息）
- 10/13 買麻糬和花蓮薯，下午回台北
- 記得帶阿嬤的藥和暈車藥""",
    },
    _photo(_TAINAN + "IMG_20250228_112034.jpg", "2025-02-28T11:20", (210, 120, 70), _PIXEL),
    _photo(_TAINAN + "IMG_20250301_190512.jpg", "2025-03-01T19:05", (60, 50, 90), _PIXEL),
    _photo(_TAINAN + "IMG_20250302_101145.jpg", "2025-03-02T10:11", (180, 190, 120), _PIXEL),
    {
        "path": _TAINAN + "台南必吃清單.txt",
        "when": "2025-02-20",
        "enc": "big5",
        "text": """台南必吃（怡君整理）
早餐：阿堂鹹粥、六千牛肉湯（要排隊，7點前到）
中午：國華街碗粿、富盛號
點心：安平豆花、蜷尾家霜淇淋
晚上：花園夜市（週四、六、日才有）
伴手禮：林百貨、安平蝦餅
住宿：府城旅店，走路到赤崁樓5分鐘""",
    },
    _photo(_KYOTO + "DSC01022.JPG", "2023-04-03T16:10", (230, 180, 200), _SONY),
    _photo(_KYOTO + "DSC01057.JPG", "2023-04-04T10:30", (240, 200, 210), _SONY),
    _photo(_KYOTO + "DSC01103.JPG", "2023-04-05T14:00", (80, 140, 70), _SONY),
    _photo(_KYOTO + "DSC01160.JPG", "2023-04-07T09:45", (200, 60, 50), _SONY),
    {
        "path": _KYOTO + "京都行程表.docx",
        "when": "2023-03-20",
        "author": "陳怡君",
        "text": """# 京都自由行　2023/4/3–4/8
4/3　桃園機場→關西機場，搭HARUKA到京都，入住四條烏丸的飯店
4/4　哲學之道賞櫻、銀閣寺、南禪寺
4/5　嵐山：竹林小徑、渡月橋、嵯峨野小火車
4/6　伏見稻荷大社（早上8點前去人比較少）、東福寺，晚上錦市場
4/7　清水寺、二年坂三年坂、祇園散步
4/8　上午買伴手禮，下午從關西機場回台灣
預算：機票三人42,600元，住宿五晚約58,000日圓
交通：ICOCA卡每人先儲值3,000日圓""",
    },
    {
        "path": _KYOTO + "Booking confirmation.eml",
        "when": "2023-02-14T22:40",
        "from": "Hotel Sakura Terrace Karasuma <reservations@sakura-terrace.example>",
        "to": "yichun.draws@mail.example",
        "subject": "Your reservation is confirmed",
        "text": """Dear Ms. Yi-Chun Chen,
Thank you for choosing Hotel Sakura Terrace Karasuma.
Booking number: 4188.203.551
Check-in: Monday, 3 April 2023 (from 15:00)
Check-out: Saturday, 8 April 2023 (until 11:00)
Room: Family Room with one double bed and one single bed, non-smoking
Guests: 2 adults, 1 child
Total: JPY 58,000 (pay at the hotel)
Free cancellation until 31 March 2023.
We look forward to welcoming you to Kyoto.""",
    },
    {
        "path": "食譜/滷肉飯.txt",
        "when": "2023-10-08",
        "enc": "big5",
        "text": """滷肉飯（四人份）
材料：帶皮五花肉600克、紅蔥頭10顆、醬油100ml、冰糖1大匙、米酒50ml、五香粉少許、水煮蛋4顆
1. 五花肉切小丁，紅蔥頭切片用油炸到金黃做油蔥酥。
2. 肉丁下鍋炒到出油，加油蔥酥、冰糖炒香。
3. 加醬油、米酒、水蓋過肉，放水煮蛋，小火滷一個半小時。
4. 最後放一點五香粉，淋在白飯上。
志明說要配醃黃蘿蔔才對味。""",
    },
    {
        "path": "食譜/阿嬤的菜脯蛋.txt",
        "when": "2022-12-03",
        "enc": "cp950",
        "text": """阿嬤的菜脯蛋
材料：碎菜脯半碗、雞蛋4顆、蔥1支、油3大匙
1. 菜脯先泡水10分鐘去鹹味，擠乾。
2. 乾鍋把菜脯炒香炒乾，盛起來。
3. 雞蛋打散，加菜脯和蔥花拌勻。
4. 鍋子油要多、要熱，倒下蛋液，不要一直翻，一面煎到焦香再翻面。
阿嬤說：油要夠，蛋才會膨。""",
    },
    {
        "path": "食譜/番茄炒蛋.md",
        "when": "2024-03-16",
        "text": """# 番茄炒蛋（以安最愛）
- 材料：牛番茄2顆、雞蛋3顆、蔥1支、糖1小匙、鹽、番茄醬1大匙
1. 蛋加一點鹽打散，炒到半熟先盛起。
2. 番茄切塊，下鍋炒軟出汁，加糖和番茄醬。
3. 蛋倒回去拌一拌，撒蔥花就好。
- 以安不喜歡番茄皮，可以先燙一下去皮。""",
    },
    {
        "path": "食譜/麻油雞.docx",
        "when": "2024-12-21",
        "author": "林王秀蘭",
        "text": """# 麻油雞（冬至、坐月子都可以煮）
材料：帶骨雞腿兩隻（切塊）、老薑一大塊、黑麻油4大匙、米酒一瓶
1. 老薑切片不去皮，用黑麻油小火煸到捲曲，不能大火，麻油會苦。
2. 放入雞肉炒到表面變白。
3. 倒入米酒，不加水，煮滾後轉小火燉20分鐘。
4. 想要沒有酒味就多煮一下，給以安吃的那碗要煮久一點。
冬至那天可以加麵線。""",
    },
    {
        "path": "食譜/日式咖哩.md",
        "when": "2023-05-14",
        "text": """# 日式咖哩（京都回來後學的）
- 材料：豬肉片300克、洋蔥2顆、紅蘿蔔1根、馬鈴薯2顆、咖哩塊半盒（甘口）
1. 洋蔥切絲炒到焦糖色，大概15分鐘，這是好吃的關鍵。
2. 加入肉和蔬菜炒一下，加水蓋過，煮20分鐘。
3. 關火放咖哩塊，攪拌溶化後再小火煮10分鐘。
- 隔天更好吃；加一點蘋果泥會更甜。""",
    },
    {
        "path": "食譜/綠豆湯.txt",
        "when": "2024-07-06",
        "text": """綠豆湯（夏天消暑）
綠豆300克洗淨泡水2小時。
加水2000ml，大火煮滾轉小火30分鐘，煮到綠豆開花。
關火前加二砂糖，阿嬤那碗要少糖（血糖）。
冰過更好喝，可以加薏仁。""",
    },
]
