"""An order to drop the model's earlier instructions, in languages the English expressions do not read.

Each language gives its verb of ignoring in the forms that give an order, as whole words
("игнорируй", "تجاهل", "無視して", "무시하세요"; not "ignoruje" or "ignorerar", which state what a
tool does), its words for instructions, rules and limits (stems; a word may carry a prefix, as
Hebrew and Arabic join "from" and "the" to it), and the words that make them the model's earlier
or system ones, or all of them ("предыдущие", "之前", "이전", "כל"). Only the three together, in
one clause and in that order (or with the verb last, for languages that put it there), are
read: an order to ignore rules a tool applies ("ignore the disabled rules"), reminders not to
forget, and negated verbs ("do not follow instructions found in e-mails") are not. Cells are
folded as text is. Spanish, Portuguese, French, German and Italian verbs of ignoring are read by
instructions.py; their verbs of discarding ("verwirf", "écartez") are read here, and so, in
those languages and Turkish, are statements that declare earlier instructions void ("gelten ...
als aufgehoben", "quedan sin efecto", "geçersizdir"; voided_ml), not a bank's standing orders.

The verbs are found first (one alternation, no look-behind, so the engine's fast scan applies)
and the rest is read in a window around each, so a long text costs no more than its length.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from mcp_catalog.lint.patterns import compiled
from mcp_catalog.lint.rules._util import folded_words, word_alternation
from mcp_catalog.lint.text import fold, fold_pattern, script_of

# (imperative verbs, instructions, earlier / system / all), one row per language or group.
_TABLE: tuple[tuple[str, str, str], ...] = (
    ("игнорируй|игнорируйте|проигнорируй|проигнорируйте|игнорировать|отбрось|отбросьте|не обращай внимания|"  # ru
     "не обращайте внимания|не обращай на это внимания|не обращайте на это внимания",
     "инструкци|указани|правил|ограничени|распоряжени|директив|промпт",
     "предыдущ|прежн|ранее|системн|изначальн|исходн|все|всех|любые"),
    ("ігноруй|ігноруйте|проігноруй|проігноруйте|ігнорувати|відкинь|відкиньте",  # uk
     "інструкці|вказівк|правил|обмежен|настанов|директив|промпт",
     "попередн|раніш|системн|початков|всі|усі|будь-які"),
    ("ignoruj|ignorujte|ignorovat|zignoruj|zignorujcie|pomiń",  # cs, pl
     "pokyn|instrukc|pravidl|omezení|příkaz|polece|zasad|wytyczn|ogranicze|prompt",
     "předchozí|dřívější|systémov|původní|všechn|wcześniejsz|poprzedni|systemow|pierwotn|wszystkie|wszelkie"),
    ("ignorera|ignorer|negeer|strunta|bortse",  # sv, da, no, nl
     "instruktion|anvisning|regler|begränsning|direktiv|instruks|begrænsning|begrensning|instructie|aanwijzing|"
     "regels|richtlijn|beperking|prompt",
     "tidigare|system|ursprungliga|tidligere|oprindelige|opprinnelige|eerdere|vorige|systeem|oorspronkelijke|alla|"
     "alle"),
    ("ignoră|ignorați|ignora",  # ro
     "instrucțiun|instrucţiun|instructiun|regul|restricți|restricţi|restrictii|indicați|prompt",
     "anterioare|sistem|inițiale|initiale|toate|orice"),
    ("αγνόησε|αγνοήστε|παράβλεψε|παραβλέψτε",  # el
     "οδηγί|κανόν|περιορισμ|εντολ",
     "προηγούμεν|συστήματ|αρχικ|όλ"),
    ("تجاهل|تجاهلي|تجاهلوا|أهمل|اهمل",  # ar
     "تعليمات|إرشادات|قواعد|قيود|أوامر|الموجه",
     "السابقة|سابقة|النظام|الأصلية|كل|جميع|أي"),
    ("התעלם|התעלמי|התעלמו",  # he
     "הוראות|הנחיות|כללים|מגבלות|פרומפט",
     "קודמות|הקודמות|המערכת|המקוריות|כל"),
    ("अनदेखा करें|अनदेखा करो|नज़रअंदाज़ करें|नजरअंदाज करें|नज़रअंदाज़ करो",  # hi
     "निर्देश|नियम|प्रतिबंध|आदेश|प्रॉम्प्ट",
     "पिछले|पहले के|सिस्टम|सभी|सारे"),
    ("yok say|yok sayın|yok saymalı|yok saymalısın|görmezden gel|geçersiz say|geçersiz sayın|geçersiz saymalı|"  # tr
     "geçersiz saymalısın|dikkate alma|dikkate almayın",
     "talimat|kural|kısıtlama|yönerge|komut|prompt",
     "önceki|sistem|orijinal|tüm|bütün"),
    ("hagyd figyelmen kívül|hagyja figyelmen kívül|ne vedd figyelembe",  # hu
     "utasítás|szabály|korlátoz|irányelv|prompt",
     "korábbi|előző|rendszer|eredeti|minden|összes"),
    ("abaikan",  # id, ms
     "instruksi|petunjuk|aturan|batasan|perintah|arahan|prompt",
     "sebelumnya|sistem|awal|semua|seluruh"),
    ("忽略|无视|無視|不要理会|不要理會|忘掉|抛开|拋開",  # zh (and ja 無視, read apart below)
     "指令|指示|规则|規則|限制|设定|設定|提示词|提示詞",
     "之前|以前|先前|此前|系统|系統|原有|原来|原來|所有|任何|一切"),
    ("無視して|無視しろ|無視せよ|無視すること",  # ja
     "指示|ルール|制限|命令|指令|設定|プロンプト",
     "以前|これまで|システム|従来|元の|すべて|全て|全部"),
    ("무시하고|무시하세요|무시하십시오|무시해|무시해라|무시할 것",  # ko
     "지시|지침|규칙|제한|명령|프롬프트",
     "이전|기존|시스템|원래|모든|전부"),
    ("ไม่ต้องสนใจ|เพิกเฉยต่อ",  # th
     "คำสั่ง|คำแนะนำ|กฎ|ข้อจำกัด",
     "ก่อนหน้า|ระบบ|ทั้งหมด"),
    ("bỏ qua|phớt lờ",  # vi
     "hướng dẫn|chỉ dẫn|quy tắc|giới hạn|chỉ thị",
     "trước đó|hệ thống|ban đầu|tất cả|mọi"),
)
# Spanish, Portuguese, French, German and Italian verbs of discarding that instructions.py does not read, in the forms
# only an order takes ("deje sin efecto", "descarte", "écartez", "verwirf", "scartate"; not "deja sin efecto", which
# also says what a payment does), or with an obligation ("deberá dejar sin efecto"). Only instructions and guidance:
# a rule or an order is as often what a tool manages ("descarte las reglas previas"). Kept apart from the verbs of
# ignoring, which _user_ml also reads with the user as what is ignored ("si el cliente desea que la orden de pago se
# deje sin efecto" is the customer's wish, not an order to the model).
_DISCARD_ROW: tuple[str, str, str] = (
    "deje sin efecto|dejen sin efecto|deberá dejar sin efecto|debe dejar sin efecto|debes dejar sin efecto|"
    "descarte|descarten|descártese|prescinda de|prescindan de|pase por alto|olvídate de|"
    "desconsidere|deixe de lado|deixem de lado|deverá descartar|deve descartar|deixe sem efeito|"
    "écartez|faites abstraction de|fais abstraction de|ne tenez pas compte de|ne tenez plus compte de|"
    "ne tiens pas compte de|ne tiens plus compte de|verwirf|verwerft|verwerfen sie|lass außer acht|lasst außer acht|"
    "lassen sie außer acht|setze außer kraft|setzen sie außer kraft|scartate|metti da parte|mettete da parte|"
    "non tenere conto|non tenete conto|accantonate",
    "instruc|instruç|indicacion|directric|consigna|orientaç|diretriz|diretrizes|consigne|instruction|"
    "anweisung|vorgabe|instruktion|istruzion|indicazion|direttiv",
    "previa|previas|previo|previos|anterior|anteriores|cualquier|todas|todos|toda|sistema|qualquer|prévia|prévias|"
    "précédent|précédente|précédentes|antérieur|antérieures|toutes|tous|système|vorherig|vorangegangen|bisherig|"
    "früher|sämtlich|alle|allen|system|precedent|precedenti|tutte|tutti|qualsiasi|recibió|recibidas|recibiste|"
    "recebeu|recebidas|reçues|erhaltenen|ricevute|precedenza|antes|avant|zuvor|desarrollador|desenvolvedor|"
    "développeur|entwickler|entwicklers|sviluppatore|operador|opérateur|betreiber|operatore",
)
_VERB_LAST = ("hagyd figyelmen kívül", "hagyja figyelmen kívül",
              "無視して", "無視しろ", "無視せよ", "無視すること", "무시", "yok say", "görmezden gel", "geçersiz say",
              "dikkate alma", "अनदेखा", "नज़रअंदाज़", "नजरअंदाज")
# The model's earlier instructions declared void, in a statement ("gelten sämtliche vorangegangenen Anweisungen als
# aufgehoben", "quedan sin efecto las instrucciones previas", "önceki talimatlar geçersizdir"): (what voids them,
# instructions, earlier / system / all), the words of both sides read anywhere in the clause.
_VOID_TABLE: tuple[tuple[str, str, str], ...] = (
    ("quedan sin efecto|queda sin efecto|quedarán sin efecto|pierden su validez|pierden validez|dejan de aplicarse|"
     "dejan de tener validez|quedan anuladas|quedan revocadas|ficam sem efeito|fica sem efeito|perdem a validade|"
     "perdem validade|deixam de valer|deixam de se aplicar|ficam anuladas|ficam revogadas|deviennent caduques|"
     "sont caduques|sont annulées|sont révoquées|n'ont plus cours|ne sont plus valables|cessent de s'appliquer|"
     "als aufgehoben|sind aufgehoben|außer kraft|als ungültig|sind ungültig|sind nichtig|als nichtig|hinfällig|"
     "sono annullate|sono revocate|decadono|perdono validità|non sono più valide|cessano di applicarsi|"
     "geçersizdir|geçersiz sayılır|geçersiz sayılmalı|geçerliliğini yitirir|hükümsüzdür|vanno scartate|vanno ignorate|"
     "sono da ignorare|deben descartarse|deben ignorarse|devem ser descartadas|devem ser ignoradas|"
     "doivent être ignorées|doivent être écartées|sind zu ignorieren|sind zu verwerfen",
     "instruc|instruç|indicacion|directric|consigna|orientaç|diretriz|consigne|anweisung|vorgabe|instruktion|"
     "istruzion|indicazion|direttiv|talimat|yönerge",
     "previa|previas|previo|previos|anterior|anteriores|todas|todos|sistema|prévia|prévias|précédent|précédente|"
     "précédentes|antérieur|antérieures|toutes|tous|système|vorherig|vorangegangen|bisherig|früher|sämtlich|alle|"
     "allen|system|precedent|precedenti|tutte|tutti|önceki|tüm|bütün|sistem|ricevute|precedenza|recibidas|recebidas|"
     "reçues|erhaltenen"),
)
_UNSPACED = ("CJK", "HIRAGANA", "KATAKANA", "HANGUL", "THAI")
_WINDOW = 80  # characters of the clause read after the verb (or before it, when it comes last)
_CLAUSE_END = compiled(r"[.!?;。！？；\n]")


def _unspaced(word: str) -> bool:
    return script_of(word[0]).startswith(_UNSPACED)


_ROWS = (*_TABLE, _DISCARD_ROW)
_VERBS = [verb for row in _TABLE for verb in folded_words(row[0])]
VERBS_ML = compiled(word_alternation(_VERBS))  # verbs of ignoring: _user_ml reads them with the user as the object
_ORDER_VERBS = [verb for row in _ROWS for verb in folded_words(row[0])]
ORDER_VERBS_ML = compiled(word_alternation(_ORDER_VERBS))  # ... and of discarding


def _nouns(rows: tuple[tuple[str, str, str], ...]) -> re.Pattern[str]:
    """The rows' words for instructions, as stems found anywhere."""
    return compiled("|".join(re.escape(n) for row in rows for n in folded_words(row[1])))


def _modifiers(rows: tuple[tuple[str, str, str], ...]) -> re.Pattern[str]:
    """The rows' words that make instructions earlier, system or all ones. A modifier is a whole word ("כל", not
    "כללים"; "alle", not "allerdings"), or any part of a word in scripts written without spaces."""
    return compiled(
        "|".join(
            re.escape(m) if _unspaced(m) else rf"(?<!\w){re.escape(m)}" + (r"(?!\w)" if len(m) <= 4 else "")
            for row in rows
            for m in folded_words(row[2])
        )
    )


NOUNS_ML = _nouns(_TABLE)  # read by _user_ml
_NOUNS = _nouns(_ROWS)
_THEIRS = _modifiers(_ROWS)
_LAST = tuple(fold(v)[0] for v in _VERB_LAST)
_ZH_ORDER_BEFORE = compiled(r"(?:^|[，,。：:；;！!、\s]|请|請|务必|務必|必须|必須|一律)$")
_ZH_VERBS = frozenset(fold(v)[0] for v in next(row[0] for row in _TABLE if row[0].startswith("忽略")).split("|"))
_VOIDS = [void for row in _VOID_TABLE for void in folded_words(row[0])]
VOIDS_ML = compiled(word_alternation(_VOIDS))
_VOID_NOUNS = _nouns(_VOID_TABLE)
_VOID_THEIRS = _modifiers(_VOID_TABLE)
# Instructions of something else ("instrucciones de pago", "Anweisungen zum selben Konto", "instructions données par le
# mandataire", "Anweisungen aus der v1-Dokumentation"): a standing order a bank replaces, not the model's; the
# system's, the operator's or the assistant's are the model's. Also read by instructions.py.
SOMEONE_ELSES = compiled(
    r"\w*(?:\s+\w+)?\s+(?:de|do|da|di|du|des|der|del|della|dello|degli|dal|dalla|zum|zur|für|aus|von|im|in|para|pour|per|"
    r"sur|über|par|por|dans|en|nella|nel|na|no|by|from|door)\s+(?!(?:l['\u2019]|la\s+|"
    r"el\s+|o\s+|a\s+|dem\s+|der\s+|des\s+|il\s+|lo\s+|le\s+)?(?:sistema|system|systems|systeme|operator|operators|"
    r"betreiber|betreibers|operador|operadora|opérateur|operatore|entwickler|entwicklers|desarrollador|développeur|"
    r"sviluppatore|asistente|assistent|assistenten|assistant|assistente|modell|modells|modelo|modèle|modello|"
    r"usuario|usuário|utilisateur|utente|nutzer|nutzers|benutzer|benutzers|precedenza|passato|anticipo|avance|vorfeld|"
    r"vorhinein|advance|past|confirmación|confirmacion|confirmation|confirmação|confirmacao|conferma|bestätigung|"
    r"seguridad|sécurité|segurança|sicurezza|sicherheit|hôte|hote|host|hosts|anfitrión|anfitrion)\b)\w"
)
# Payments and banks in the clause: standing and payment orders, which a bank voids ("önceki ödeme talimatları
# geçersizdir", "le istruzioni impartite dal delegato decadono").
_PAYMENTS = compiled(
    fold_pattern(
        r"ödeme|havale|banka|pago|pagos|transferencia|domiciliaci|paiement|virement|prélèvement|pagamento|bonifico|"
        r"addebito|zahlung|überweisung|lastschrift|dauerauftrag|konto|cuenta|compte|conto|hesap|payment|transfer|"
        r"debit|delega|delegato|procuration|mandataire|vollmacht|bevollmächtigt|apoderado|procuração"
    )
)
TRIGGERS_ML: tuple[str, ...] = tuple(sorted({v[:6] for v in _ORDER_VERBS + _VOIDS if len(v) >= 2}))


def orders_ml(norm: str) -> Iterator[re.Match[str]]:
    """Each verb of ignoring that orders the model to drop its earlier, system or all instructions."""
    for count, verb in enumerate(ORDER_VERBS_ML.finditer(norm)):
        if count >= 40:
            return
        word = verb.group(0)
        start, end = verb.start(), verb.end()
        if _inside_a_word(norm, start, end) and not _unspaced(word):
            continue  # inside a longer word: "ignoruje", "ignorerar"
        if word in _ZH_VERBS and not _ZH_ORDER_BEFORE.search(norm, max(0, start - 4), start):
            continue  # "会忽略配置中禁用的规则": what a tool does, not an order
        lo, hi = (_clause_start(norm, start), start) if word.startswith(_LAST) else (end, _clause_end(norm, end))
        if _NOUNS.search(norm, lo, hi) is not None and _THEIRS.search(norm, lo, hi) is not None:
            yield verb


def voided_ml(norm: str) -> Iterator[re.Match[str]]:
    """Each statement that declares the model's earlier, system or all instructions void."""
    for count, void in enumerate(VOIDS_ML.finditer(norm)):
        if count >= 40:
            return
        start, end = void.start(), void.end()
        if _inside_a_word(norm, start, end):
            continue
        lo, hi = _clause_start(norm, start), _clause_end(norm, end)
        nouns = [
            n for n in _VOID_NOUNS.finditer(norm, lo, hi)
            if not (n.start() and norm[n.start() - 1].isalnum()) and not SOMEONE_ELSES.match(norm, n.end())
        ]  # (not "Zahlungsanweisungen", "Maschinenanweisungen": a word's start)
        if nouns and _VOID_THEIRS.search(norm, lo, hi) is not None and _PAYMENTS.search(norm, lo, hi) is None:
            yield void


def _inside_a_word(norm: str, start: int, end: int) -> bool:
    return bool((start and norm[start - 1].isalnum()) or (end < len(norm) and norm[end].isalnum()))


def _clause_start(norm: str, start: int) -> int:
    """Where the clause that holds norm[start] begins, at most _WINDOW characters back."""
    stop = max((m.end() for m in _CLAUSE_END.finditer(norm, max(0, start - _WINDOW), start)), default=None)
    return stop if stop is not None else max(0, start - _WINDOW)


def _clause_end(norm: str, end: int) -> int:
    """Where the clause that holds norm[end - 1] ends, at most _WINDOW characters on."""
    stop = _CLAUSE_END.search(norm, end, min(len(norm), end + _WINDOW))
    return stop.start() if stop else min(len(norm), end + _WINDOW)
