"""A step demanded before the model answers or uses the tool, in languages the English expressions do not read.

"Before" (or, in languages that put it after the verb, "... 前に", "... 전에", "... से पहले", "... önce") with a
word for answering or for using this tool, and in the same sentence an order to read, open, load or call
something ("antes de responder a cualquier pregunta, lee el recurso ...", "avant chaque réponse, charge ...",
"どの質問に回答する前にも ... を読み込んでください"). Before any question or every answer it is an error, as in
English; otherwise it is one when a resource, a file or a URL is read and what it says is to be followed ("y sigue
lo que diga"), a warning when one is only read, and nothing when a sibling tool is called first ("antes de
responder a un correo, llama primero a get_thread": how a reply tool describes its order of use). Cells are folded
as text is.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from mcp_catalog.lint.patterns import compiled
from mcp_catalog.lint.rules._util import TOOL_ID, clause, find_word, folded_words, lazy_words, starts_word, whole_word

# Before, said before the verb: es, pt, fr, de, it, nl, pl, ru, uk, cs, sv, da/no, ro, el, ar, he, fa, vi, id, th.
_BEFORE = (
    "antes de cada|avant chaque|vor jeder|vor jedem|prima di ogni|voor elke|przed każdą|перед каждым|перед кожною|"
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
    "lee|leé|lea|consulta|consulte|abre|abra|carga|cargue|llama|descarga|obtén|obtenga|acceda|leia|carregue|"
    "chame|baixe|busque|obtenha|acesse|lis|lisez|récupérez|"
    "consultez|ouvre|ouvrez|charge|chargez|appelle|appelez|télécharge|lies|lese|lesen sie|rufe|ruf|öffne|lade|hole|"
    "leggi|legga|apri|carica|chiama|scarica|lees|open|laad|haal|roep|przeczytaj|odczytaj|otwórz|wczytaj|pobierz|"
    "wywołaj|sprawdź|прочитай|прочти|прочтите|открой|откройте|загрузи|загрузите|получи|вызови|вызовите|запроси|"
    "відкрий|завантаж|отримай|виклич|přečti|otevři|načti|zavolej|stáhni|läs|öppna|hämta|ladda|åpne|hent|læs|åbn|"
    "citește|citeste|deschide|încarcă|apelează|oku|aç|yükle|getir|çağır|διάβασε|άνοιξε|φόρτωσε|κάλεσε|ανάκτησε|اقرأ|"
    "افتح|حمّل|استدع|קרא|קראו|פתח|טען|بخوان|पढ़ें|पढ़ो|खोलें|लोड करें|đọc|mở|tải|baca|buka|muat|panggil|"
    "อ่าน|เปิด|โหลด|读取|阅读|打开|加载|获取|讀取|閱讀|開啟|載入|読み込|読んで|開いて|開き|開く|取得して|읽|열어|불러"
)
# Follow what it says: what is read is to be carried out.
_FOLLOW = (
    "sigue|siga|seguir|segue|obedece|obedezca|obedeça|cumple|cumpla|cumpra|suis|suivez|suivre|obéis|obéissez|"
    "applique|appliquez|befolge|befolgen|folge|gehorche|segui|seguire|obbedisci|rispetta|volg|zastosuj|следуй|"
    "выполни|дотримуйся|виконай|řiď se|följ|følg|urmează|uygula|ακολούθησε|اتبع|פעל לפי|पालन करें|làm theo|ikuti|"
    "ทำตาม|遵循|照做|従って|従い|どおりに|通りに|따르|wykonaj polecenia|wykonaj instrukcje"
)
# Any, every (question, request): around every answer.
_EVERY = (
    "cualquier|cada|toda|todas|todo|qualquer|toute|tout|toutes|chaque|jede|jeden|jeder|jedem|qualsiasi|ogni|elke|"
    "iedere|każde|każdą|każdym|jakiekolwiek|"
    "любой|любым|каждым|каждый|будь-яке|будь-яким|кожною|jakoukoli|každou|varje|enhver|hver|orice|fiecare|herhangi|"
    "her|οποιαδήποτε|κάθε|أي|كل|כל|هر|किसी|हर|bất kỳ|mọi|setiap|apa pun|ใด|ทุก|任何|每|いかなる|どの|どんな|すべての|"
    "모든|어떤"
)
# What a question is: "any question", "every message" (not "all the conversation", what is loaded).
_QUESTION = (
    "pregunta|preguntas|consulta|consultas|mensaje|mensajes|pergunta|perguntas|mensagem|mensagens|question|questions|"
    "message|messages|demande|demandes|frage|fragen|anfrage|anfragen|nachricht|nachrichten|antwort|domanda|domande|"
    "richiesta|richieste|messaggio|messaggi|risposta|vraag|vragen|bericht|berichten|pytanie|pytania|wiadomość|"
    "odpowiedzią|вопрос|вопросы|запрос|сообщение|ответом|питання|запит|повідомлення|відповіддю|otázku|otázka|zprávu|"
    "fråga|frågor|meddelande|spørsmål|spørgsmål|întrebare|mesaj|soru|soruya|ερώτηση|μήνυμα|سؤال|رسالة|שאלה|הודעה|سوال|"
    "प्रश्न|सवाल|câu hỏi|pertanyaan|pesan|คำถาม|问题|問題|消息|質問|메시지|질문|réponse|respuesta|resposta"
)
# What is read: a resource, a file or a URL written out.
_OBJECT = compiled(r"[a-z][a-z0-9+.-]{1,20}://\S+|~/\S+|(?<!\w)/(?:etc|home|users|var|tmp)/\S+|\.[a-z]{2,5}\b")

_REACH = 160
# What is followed is what the resource says: the clause ends, or a pronoun (not an article: "applique les paramètres")
# or "what it says" comes next ("y sigue lo que diga", "e obedeça.", "und befolge sie", "siga-o"), not a practice ("e
# cumpra o formato das colunas").
_CONTENT_NEXT = (
    "lo que|o que|ce que|ce qu|ciò che|quello che|quanto|was|wat|to co|то что|то, что|це|amit|söylediğini|isinya|"
    "những gì|instrucciones|instrucción|instruções|instrução|instructions|instruction|anweisungen|anweisung|istruzioni|"
    "istruzione|instructies|instrukcje|instrukcji|инструкции|інструкції|pokyny|pokynů|utasításait|talimatları|"
    "instruksi|hướng dẫn|sie|es|ihm|jej|jí|ho|onu|bunu|nó|todo|tudo|tout|alles|tutto|всё|vše|mindent|hepsini|semua|"
    "tất cả"
)

_BEFORE_ML = lazy_words(_BEFORE)
_BEFORE_AFTER_ML = lazy_words(_BEFORE_AFTER)
ANSWER_ML = lazy_words(_ANSWER)
USE_ML = lazy_words(_USE)
_FETCH_ML = lazy_words(_FETCH)
_FOLLOW_ML = lazy_words(_FOLLOW)
_EVERY_ML = lazy_words(_EVERY)
_QUESTION_ML = lazy_words(_QUESTION)
_CONTENT_NEXT_ML = lazy_words(_CONTENT_NEXT)
# Quick-check words: every finding holds a word of answering or using.
TRIGGERS_ML: tuple[str, ...] = tuple(sorted({w[:4] for w in folded_words(_ANSWER + "|" + _USE)}))


def found_ml(norm: str) -> Iterator[tuple[int, int, str, bool]]:
    """(start, end, what it asks, whether it is an error) for each step demanded first."""
    for expression, answer in ((ANSWER_ML, True), (USE_ML, False)):
        for count, verb in enumerate(expression.finditer(norm)):
            if count >= 40:
                break
            yield from _around(norm, verb, answer)


def _every_question(norm: str, verb: re.Match[str], lo: int, hi: int) -> bool:
    """Any question or every answer: "every" just before the verb ("avant chaque réponse", "任何回答") or after it with
    a word for a question ("a cualquier pregunta", "на любой вопрос")."""
    for every in _EVERY_ML.finditer(norm, max(lo, verb.start() - 25), min(hi, verb.end() + 30)):
        if not starts_word(norm, every.start(), every.end()):
            continue
        if every.end() <= verb.start():
            if verb.start() - every.end() <= 12:
                return True
        elif every.start() >= verb.end() and find_word(_QUESTION_ML, norm, every.end(), min(hi, every.end() + 15)):
            return True
    return False


def _around(norm: str, verb: re.Match[str], answer: bool) -> Iterator[tuple[int, int, str, bool]]:
    if not starts_word(norm, verb.start(), verb.end()):
        return
    lo, hi = clause(norm, verb.start(), verb.end(), _REACH)
    before = find_word(_BEFORE_ML, norm, max(lo, verb.start() - 40), verb.start())
    after = find_word(_BEFORE_AFTER_ML, norm, verb.end(), min(hi, verb.end() + 20))
    if before is None and after is None:
        return
    fetch = find_word(_FETCH_ML, norm, lo, hi)
    if fetch is None or (fetch.start() < verb.start() and before is not None and fetch.start() > before.start()):
        return  # "antes de leer la respuesta": reading is what comes before, not the step demanded
    start = min(verb.start(), (before or verb).start(), fetch.start())
    end = max(verb.end(), fetch.end())
    follow = find_word(_FOLLOW_ML, norm, fetch.end(), hi)
    if follow is not None and not _follows_content(norm, follow.end(), hi):
        follow = None  # "e cumpra o formato das colunas": a practice followed, not what the resource says
    what = _OBJECT.search(norm, lo, hi)
    if answer:
        # "antes de responder a cualquier pregunta", "avant chaque réponse", "任何问题之前": any question, not "first"
        # ("antes de responder a un correo, llama primero a get_thread" is a reply tool's order of use)
        every = _every_question(norm, verb, lo, hi)
        if every or (follow is not None and what is not None):
            yield start, end, "asks for a step around every answer, not this call", True
        elif what is not None:
            yield start, end, "demands reading something first", False
        return
    if TOOL_ID.search(norm, lo, hi) is not None and follow is None:
        return  # "antes de ejecutar, obtén el plan con get_migration_plan": a sibling tool called first
    if follow is not None and what is not None:
        yield start, end, "demands reading something first and following it", True
    elif what is not None:
        yield start, end, "demands reading something first", False


def _follows_content(norm: str, at: int, hi: int) -> bool:
    """After a verb of following at norm[at:]: the clause ends, or a pronoun or a word for what it says comes."""
    if at >= hi or norm[at] == "-":
        return True  # "siga-o", "applique-le"
    tail = norm[at:hi]
    start = at + len(tail) - len(tail.lstrip())
    if start >= hi or not norm[start].isalnum():
        return True  # "e obedeça.", "y cúmplelo;"
    word = _CONTENT_NEXT_ML.match(norm, start)
    return word is not None and whole_word(norm, word.start(), word.end())
