"""A step demanded before the model answers or uses the tool, in languages the English expressions do not read.

"Before" (or, in languages that put it after the verb, "... 前に", "... 전에", "... से पहले", "... önce") with a
word for answering or for using this tool, and in the same sentence an order to read, open, load or call
something ("antes de responder, lee primero el recurso ...", "bevor du antwortest, rufe zuerst ... auf", "回答する
前に、まず ... を読み込んでください"). Around every answer it is an error, as in English; before using the tool it
is one when what is read is to be followed ("y sigue lo que diga"), a warning when a resource, a file or a URL
is named, and nothing otherwise (a sibling tool called first is how honest tools describe their order of use).
Cells are folded as text is.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from mcp_catalog.lint.patterns import compiled
from mcp_catalog.lint.rules._util import Lazy, folded_words, lazy_words, starts_word

# Before, said before the verb: es, pt, fr, de, it, nl, pl, ru, uk, cs, sv, da/no, ro, el, ar, he, fa, vi, id, th.
_BEFORE = (
    "antes de|antes que|avant de|avant d'|avant que|bevor|ehe|prima di|prima d'|voordat|alvorens|zanim|przed|"
    "прежде чем|перед тем как|перед тим як|перш ніж|než|předtím než|innan|før|inainte de|înainte de|πριν|"
    "قبل أن|قبل|לפני ש|לפני|قبل از|trước khi|sebelum|ก่อนที่จะ|ก่อน"
)
# ... and after it: tr, ja, ko, hi, zh.
_BEFORE_AFTER = "önce|前に|之前|前|전에|기 전에|से पहले|पहले"
# Answering, replying (the step is around every answer): the verb and its noun.
_ANSWER = (
    "responder|respondas|responda|contestar|contestes|respuesta|responderes|resposta|répondre|réponds|répondez|"
    "réponse|antworten|antwortest|beantworten|beantwortest|antwort|rispondere|risponda|risposta|antwoorden|antwoord|"
    "beantwoorden|odpowiesz|odpowiedzieć|odpowiedzi|odpowiadać|отвечать|ответить|ответом|ответа|відповідати|"
    "відповісти|відповіддю|odpovíš|odpovědět|odpovědí|svarar|svara|svar|svarer|svare|răspunde|răspunzi|răspuns|"
    "cevap|yanıt|yanıtla|απαντήσεις|απαντήσετε|απάντηση|απαντάς|الإجابة|الرد|تجيب|לענות|שתענה|پاسخ|जवाब|उत्तर|trả lời|"
    "menjawab|jawab|membalas|ตอบ|回答|回复|答复|答え|응답|답변|대답"
)
# Using or calling this tool, or any tool (the step is before the call).
_USE = (
    "usar|utilizar|uses|utilices|llamar|invocar|ejecutar|usá-la|utilizá-la|chamar|utiliser|appeler|utilises|"
    "verwenden|verwendest|nutzen|aufrufen|aufrufst|benutzen|usare|utilizzare|chiamare|invocare|gebruiken|aanroepen|"
    "użyciem|użyć|wywołaniem|wywołać|использовать|использованием|вызовом|вызывать|вызвать|використанням|використати|"
    "викликом|викликати|použitím|použít|voláním|zavolat|använda|anropa|anropar|bruke|bruge|kalle|folosi|utiliza|"
    "apela|kullanmadan|kullanmak|çağırmadan|χρησιμοποιήσεις|καλέσεις|استخدام|استدعاء|להשתמש|לקרוא|استفاده|"
    "उपयोग|इस्तेमाल|sử dụng|gọi|menggunakan|memanggil|ใช้|เรียก|使用|调用|呼び出す|使う|사용|호출"
)
# An order to read, open, load, fetch or call, in the imperative (or its polite form).
_FETCH = (
    "lee|leé|lea|consulta|consulte|abre|abra|carga|cargue|llama|descarga|leia|carregue|chame|baixe|lis|lisez|"
    "consultez|ouvre|ouvrez|charge|chargez|appelle|appelez|télécharge|lies|lese|lesen sie|rufe|ruf|öffne|lade|hole|"
    "leggi|legga|apri|carica|chiama|scarica|lees|open|laad|haal|roep|przeczytaj|odczytaj|otwórz|wczytaj|pobierz|"
    "wywołaj|sprawdź|прочитай|прочти|прочтите|открой|откройте|загрузи|загрузите|получи|вызови|вызовите|запроси|"
    "відкрий|завантаж|отримай|виклич|přečti|otevři|načti|zavolej|stáhni|läs|öppna|hämta|ladda|åpne|hent|læs|åbn|"
    "citește|citeste|deschide|încarcă|apelează|oku|aç|yükle|getir|çağır|διάβασε|άνοιξε|φόρτωσε|κάλεσε|ανάκτησε|اقرأ|"
    "افتح|حمّل|استدع|קרא|קראו|פתח|טען|بخوان|पढ़ें|पढ़ो|खोलें|लोड करें|đọc|mở|tải|baca|buka|muat|panggil|"
    "อ่าน|เปิด|โหลด|读取|阅读|打开|加载|获取|讀取|閱讀|開啟|載入|読み込|読んで|開いて|取得して|읽|열어|불러"
)
# First: makes the step come before the answer or the call even without "before".
_FIRST = (
    "primero|primeiro|d'abord|zuerst|erst|prima|eerst|najpierw|сначала|спочатку|nejprve|först|først|mai întâi|"
    "întâi|πρώτα|أولا|أولاً|קודם|ابتدا|पहले|trước tiên|terlebih dahulu|ก่อน|先|首先|まず|먼저"
)
# Follow what it says: what is read is to be carried out.
_FOLLOW = (
    "sigue|siga|seguir|segue|suis|suivez|suivre|befolge|befolgen|folge|segui|seguire|volg|postępuj|zastosuj|следуй|"
    "выполни|дотримуйся|виконай|řiď se|följ|følg|urmează|uygula|ακολούθησε|اتبع|פעל לפי|पालन करें|làm theo|ikuti|"
    "ทำตาม|遵循|按照|照做|従って|従い|따르"
)
# Any, every (question, request): around every answer.
_EVERY = (
    "cualquier|toda|todas|todo|qualquer|toute|tout|toutes|jede|jeden|jeder|qualsiasi|ogni|elke|iedere|każde|każdą|"
    "любой|любым|каждым|каждый|будь-яке|будь-яким|кожною|jakoukoli|každou|varje|enhver|hver|orice|fiecare|herhangi|"
    "her|οποιαδήποτε|κάθε|أي|كل|כל|هر|किसी|हर|bất kỳ|mọi|setiap|apa pun|ใด|ทุก|任何|每|いかなる|どの|すべての|모든|어떤"
)
# What is read: a resource, a file or a URL written out.
_OBJECT = compiled(r"[a-z][a-z0-9+.-]{1,20}://\S+|~/\S+|(?<!\w)/(?:etc|home|users|var|tmp)/\S+|\.[a-z]{2,5}\b")

_CLAUSE_END = compiled(r"[.!?;。！？；\n]")
_REACH = 160

_BEFORE_ML = lazy_words(_BEFORE)
_BEFORE_AFTER_ML = lazy_words(_BEFORE_AFTER)
ANSWER_ML = lazy_words(_ANSWER)
USE_ML = lazy_words(_USE)
_FETCH_ML = lazy_words(_FETCH)
_FIRST_ML = lazy_words(_FIRST)
_FOLLOW_ML = lazy_words(_FOLLOW)
_EVERY_ML = lazy_words(_EVERY)
# Quick-check words: every finding holds a word of answering or using.
TRIGGERS_ML: tuple[str, ...] = tuple(sorted({w[:4] for w in folded_words(_ANSWER + "|" + _USE)}))


def _find(expression: Lazy, norm: str, lo: int, hi: int) -> re.Match[str] | None:
    for count, m in enumerate(expression.finditer(norm, lo, hi)):
        if count >= 20:
            break
        if starts_word(norm, m.start(), m.end()):
            return m
    return None


def _sentence(norm: str, start: int, end: int) -> tuple[int, int]:
    before = [m.end() for m in _CLAUSE_END.finditer(norm, max(0, start - _REACH), start)]
    after = _CLAUSE_END.search(norm, end, min(len(norm), end + _REACH))
    return before[-1] if before else max(0, start - _REACH), after.start() if after else min(len(norm), end + _REACH)


def found_ml(norm: str) -> Iterator[tuple[int, int, str, bool]]:
    """(start, end, what it asks, whether it is an error) for each step demanded first."""
    for expression, answer in ((ANSWER_ML, True), (USE_ML, False)):
        for count, verb in enumerate(expression.finditer(norm)):
            if count >= 40:
                break
            yield from _around(norm, verb, answer)


def _around(norm: str, verb: re.Match[str], answer: bool) -> Iterator[tuple[int, int, str, bool]]:
    if not starts_word(norm, verb.start(), verb.end()):
        return
    lo, hi = _sentence(norm, verb.start(), verb.end())
    before = _find(_BEFORE_ML, norm, max(lo, verb.start() - 40), verb.start())
    after = _find(_BEFORE_AFTER_ML, norm, verb.end(), min(hi, verb.end() + 20))
    first = _find(_FIRST_ML, norm, lo, hi)
    if before is None and after is None:
        return
    fetch = _find(_FETCH_ML, norm, lo, hi)
    if fetch is None or (fetch.start() < verb.start() and before is not None and fetch.start() > before.start()):
        return  # "antes de leer la respuesta": reading is what comes before, not the step demanded
    start = min(verb.start(), (before or verb).start(), fetch.start())
    end = max(verb.end(), fetch.end())
    follow = _find(_FOLLOW_ML, norm, fetch.end(), min(len(norm), hi + 80))
    what = _OBJECT.search(norm, lo, hi)
    if answer:
        # "antes de responder a cualquier pregunta", "vor jeder Antwort", "任何回答之前"
        around = max(lo, verb.start() - 20), min(hi, verb.end() + 30)
        every = _find(_EVERY_ML, norm, *around) is not None or first is not None
        if every or follow is not None:
            yield start, end, "asks for a step around every answer, not this call", True
        elif what is not None:
            yield start, end, "demands reading something first", False
        return
    if follow is not None and (what is not None or first is not None):
        yield start, end, "demands reading something first and following it", True
    elif what is not None:
        yield start, end, "demands reading something first", False
