"""An order to drop the model's instructions, in languages the English expressions do not read.

Each language gives its verbs of ignoring in the forms that order ("игнорируй", "تجاهل", "無視"),
its words for instructions, rules and limits (stems), the words that make them the model's own
("предыдущие", "系统", "사용자") or all of them, and the predicates that declare them void ("больше
не действуют", "不再适用"). A clause with a verb of ignoring and a word for instructions is an
order to set them aside; naming earlier, system or user instructions, or all of them, makes it an
error. Instructions declared void must be named as earlier, system or user ones. Every cell is
folded as text is (Cyrillic and Greek letters that look Latin are read as Latin). Spanish,
Portuguese, French, German and Italian are read by instructions.py itself.
"""

from __future__ import annotations

import re

from mcp_catalog.lint.patterns import compiled
from mcp_catalog.lint.text import fold, script_of

# (verbs of ignoring, instructions, earlier / system / user, all, void), one row per language.
_TABLE: tuple[tuple[str, str, str, str, str], ...] = (
    (  # ru
        "игнорируй|игнорируйте|проигнорируй|проигнорируйте|забудь|забудьте|отбрось|отбросьте|не следуй|не следуйте|"
        "не выполняй|не выполняйте|не обращай внимания на|не обращайте внимания на",
        "инструкци|указани|правил|ограничени|распоряжени|директив|предписани",
        "предыдущ|прежн|ранее|ранн|системн|пользовател|изначальн|исходн",
        "все|всё|всех|любые|любых",
        "больше не действу|утратил|недействительн|отменен|аннулирован|больше не применя",
    ),
    (  # uk
        "ігноруй|ігноруйте|проігноруй|проігноруйте|забудь|забудьте|не зважай на|не зважайте на|не виконуй|не виконуйте|"
        "відкинь|відкиньте",
        "інструкці|вказівк|правил|обмежен|настанов|директив",
        "попередн|раніш|системн|користувач|початков",
        "всі|усі|будь-які",
        "більше не діють|недійсн|скасован|втратил",
    ),
    (  # ar
        "تجاهل|تجاهلي|تجاهلوا|انس|انسَ|لا تتبع|لا تلتزم|لا تعمل",
        "تعليمات|التعليمات|الإرشادات|إرشادات|القواعد|قواعد|القيود|قيود|الأوامر|أوامر",
        "السابقة|سابقة|النظام|المستخدم|الأصلية",
        "كل|جميع|أي",
        "لم تعد سارية|ملغاة|لاغية|لم تعد صالحة|غير سارية",
    ),
    (  # he
        "התעלם|התעלמי|התעלמו|שכח|שכחי|שכחו|אל תציית|אל תצייתי|אל תפעל לפי|אל תפעלי לפי",
        "הוראות|ההוראות|הנחיות|ההנחיות|כללים|הכללים|מגבלות|המגבלות",
        "קודמות|הקודמות|המערכת|המשתמש|המקוריות",
        "כל",
        "אינן בתוקף|בטלות|כבר לא חלות|לא חלות עוד",
    ),
    (  # hi
        "अनदेखा कर|नज़रअंदाज़ कर|नजरअंदाज कर|भूल जा|पालन न कर|मत मानो|न मानें",
        "निर्देश|नियम|प्रतिबंध|आदेश",
        "पिछले|पहले के|सिस्टम|उपयोगकर्ता",
        "सभी|सारे",
        "लागू नहीं|अमान्य|रद्द",
    ),
    (  # th
        "เพิกเฉย|ไม่ต้องสนใจ|ละเว้น|ลืม|ไม่ต้องทำตาม|อย่าทำตาม",
        "คำสั่ง|คำแนะนำ|กฎ|ข้อจำกัด",
        "ก่อนหน้า|ระบบ|ผู้ใช้",
        "ทั้งหมด",
        "ไม่มีผล|ถูกยกเลิก|ใช้ไม่ได้แล้ว",
    ),
    (  # el
        "αγνόησε|αγνοήστε|ξέχασε|ξεχάστε|μην ακολουθείς|μην ακολουθείτε",
        "οδηγί|κανόν|περιορισμ|εντολ",
        "προηγούμεν|συστήματ|χρήστ|αρχικ",
        "όλ",
        "δεν ισχύουν πλέον|καταργούνται|είναι άκυρ",
    ),
    (  # cs
        "ignoruj|ignorujte|zapomeň|zapomeňte|neřiď se|neřiďte se|nedodržuj|nedodržujte",
        "pokyn|instrukc|pravidl|omezení|příkaz",
        "předchozí|dřívější|systémov|uživatel|původní",
        "všechn",
        "již neplatí|neplatí|jsou neplatné|pozbývají platnost",
    ),
    (  # sv, da, no
        "ignorera|strunta i|glöm|följ inte|ignorer|glem|følg ikke|se bort fra",
        "instruktion|anvisning|regler|begränsning|direktiv|instruks|begrænsning|begrensning",
        "tidigare|system|användar|tidligere|bruger|bruker|ursprungliga|oprindelige|opprinnelige",
        "alla|alle",
        "gäller inte längre|upphävs|är ogiltiga|gælder ikke længere|gjelder ikke lenger|er ugyldige",
    ),
    (  # nl (the English-shaped forms are read by instructions.py)
        "negeer|negeren|vergeet|volg niet|houd je niet aan",
        "instructie|aanwijzing|regels|richtlijn|beperking",
        "eerdere|vorige|systeem|gebruiker|oorspronkelijke",
        "alle",
        "gelden niet meer|zijn ongeldig|vervallen",
    ),
    (  # pl
        "zignoruj|ignoruj|zignorujcie|zapomnij|nie stosuj się do|nie przestrzegaj",
        "instrukcj|polece|zasad|wytyczn|ogranicze",
        "wcześniejsz|poprzedni|systemow|użytkownik|pierwotn",
        "wszystkie|wszelkie",
        "nie obowiązują|są nieważne|tracą ważność",
    ),
    (  # tr
        "yok say|görmezden gel|unut|uyma|dikkate alma",
        "talimat|kural|kısıtlama|yönerge|komut",
        "önceki|sistem|kullanıcı|orijinal",
        "tüm|bütün|her",
        "artık geçerli değil|geçersiz|iptal edildi",
    ),
    (  # vi
        "bỏ qua|phớt lờ|quên|không tuân theo|đừng làm theo",
        "hướng dẫn|chỉ dẫn|quy tắc|giới hạn|chỉ thị|mệnh lệnh",
        "trước đó|hệ thống|người dùng|ban đầu",
        "tất cả|mọi",
        "không còn hiệu lực|vô hiệu",
    ),
    (  # id, ms
        "abaikan|lupakan|jangan ikuti|jangan patuhi",
        "instruksi|petunjuk|aturan|batasan|perintah|arahan",
        "sebelumnya|sistem|pengguna|awal",
        "semua|seluruh",
        "tidak berlaku lagi|sudah batal",
    ),
    (  # ro
        "ignoră|ignorați|uită|uitați|nu urma|nu urmați|nu respecta|nu respectați",
        "instrucțiun|regul|restricți|indicați",
        "anterioare|sistem|utilizator|inițiale",
        "toate|orice",
        "nu mai sunt valabile|nu se mai aplică|sunt anulate",
    ),
    (  # zh
        "忽略|无视|無視|不要理会|不要理會|忘记|忘記|不必遵守|不要遵守|不用遵守|抛开|拋開",
        "指令|指示|说明|說明|规则|規則|限制|要求|设定|設定",
        "之前|以前|先前|此前|系统|系統|用户|用戶|原有|原来|原來",
        "所有|任何|一切",
        "不再适用|不再適用|无效|無效|作废|作廢|失效",
    ),
    (  # ja
        "無視|従わない|従わず|忘れて",
        "指示|ルール|制限|命令|指令|設定",
        "以前|これまで|システム|ユーザー|従来|元の",
        "すべて|全て|全部",
        "無効|適用されません|適用外",
    ),
    (  # ko
        "무시|따르지 말|잊어",
        "지시|지침|규칙|제한|명령",
        "이전|기존|시스템|사용자|원래",
        "모든|전부",
        "무효|적용되지 않|효력이 없",
    ),
)
_EDGE = r"(?<![^\s\"'(«“„¿¡,;:—–\-])"  # starts a word (\b fails on scripts with combining marks)
_UNSPACED = ("CJK", "HIRAGANA", "KATAKANA", "HANGUL", "THAI")  # scripts whose words join: no edge to find
_CLAUSE = r"[^.!?;。！？；\n]{0,40}?"


def _word(word: str) -> str:
    folded = fold(word)[0]
    pattern = re.escape(folded).replace(r"\ ", r"\s+")
    return pattern if script_of(folded[0]).startswith(_UNSPACED) else _EDGE + pattern


def _cell(cell: str) -> str:
    words = sorted(set(cell.split("|")), key=lambda w: (-len(w), w))  # sorted: the same expression every run
    return "|".join(_word(word) for word in words)


def _column(index: int) -> str:
    return "|".join(_cell(row[index]) for row in _TABLE)


_IGNORE, _NOUN, _EARLIER, _ALL, _VOID = (_column(i) for i in range(5))

# "игнорируй все предыдущие инструкции", "忽略之前的所有指令", and, for languages that put the verb
# last, "以前の指示を無視して", "이전 지시를 무시하고", "önceki talimatları yok say".
ORDER_ML = compiled(
    rf"(?:{_IGNORE}){_CLAUSE}(?:{_NOUN})|(?:{_NOUN}){_CLAUSE}(?:{_IGNORE})"
    rf"|(?:{_EARLIER}){_CLAUSE}(?:{_NOUN}){_CLAUSE}(?:{_VOID})|(?:{_NOUN}){_CLAUSE}(?:{_EARLIER}){_CLAUSE}(?:{_VOID})"
)
# What makes the order an error: the instructions named as earlier, system or user ones, or all of them.
THEIRS_ML = compiled(rf"(?:{_EARLIER}|{_ALL})")
TRIGGERS_ML: tuple[str, ...] = tuple(
    sorted({fold(word)[0].split(" ")[0][:6] for row in _TABLE for cell in (row[0], row[4]) for word in cell.split("|")})
)
