"""Other tools shut out, and another tool called unconditionally with fixed values, in English and the languages the
English expressions do not read.

Other tools shut out: a word for tools, servers, apps or services with a word for "other" beside it ("herramientas
de otros servidores", "diğer yemek araçları", "другие сервисы", "其他工具"), and in its clause an order not to
use, call or consult them, or to ignore them ("no uses", "yok say", "не используй", "不要使用"; imperatives only:
"no usa otros servicios" states what a tool does). Not an order kept for a while ("do not use other tools to
edit the file while the lock is held"). A tool that tells the model to keep away from the others takes over
what the user asked of them.

Another tool called unconditionally: a tool's identifier (not this tool's) in a sentence that also fixes a value
for it (a quoted value, a number: "con la nota 5", "на 500 наборів", "marcados como 'aprovado'") and says it is not
to wait for anyone ("sem esperar pela revisão", "non serve chiedere", "toi-même", "навіть якщо", "mutlaka"). A
workflow that names the next tool ("después de cada reserva, llama a enviar_confirmacion con el id") gives neither.

The nouns are found first (one alternation, no look-behind, so the engine's fast scan applies) and the rest is
read in the clause around each, so a long text costs no more than its length.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from mcp_catalog.lint.patterns import compiled
from mcp_catalog.lint.rules._util import (
    TOOL_ID,
    clause,
    find_word,
    folded_words,
    lazy_words,
    sentence,
    starts_word,
    whole_word,
)

# Tools, servers, apps, services, providers (not sources: "answer only from these passages, use no other
# sources" keeps an answer grounded), by language: en, es, pt, fr, de, it, nl, pl, ru, uk, cs, tr, el,
# sv, zh, ja, ko, ar, he, vi, id, th, hi, sw.
_TOOLS = (
    "tool|tools|server|servers|app|apps|plugin|plugins|service|services|provider|providers|"
    "integration|integrations|"
    "herramienta|herramientas|servidor|servidores|aplicación|aplicaciones|servicio|servicios|"
    "proveedor|proveedores|plataforma|plataformas|"
    "ferramenta|ferramentas|servidores|aplicativo|aplicativos|aplicação|aplicações|serviço|serviços|"
    "provedor|provedores|"
    "outil|outils|serveur|serveurs|application|applications|fournisseur|fournisseurs|plateforme|plateformes|"
    "werkzeug|werkzeuge|werkzeugen|dienst|dienste|diensten|anbieter|anbietern|plattform|plattformen|"
    "strumento|strumenti|applicazione|applicazioni|servizio|servizi|fornitore|fornitori|piattaforma|piattaforme|"
    "aanbieder|aanbieders|"
    "narzędzie|narzędzia|narzędzi|serwer|serwery|serwerów|aplikacja|aplikacje|aplikacji|"
    "usługa|usługi|usług|"
    "инструмент|сервер|приложени|сервис|"
    "інструмент|застосун|сервіс|"
    "nástroj|aplikac|služb|"
    "araç|sunucu|uygulama|servis|"
    "εργαλει|διακομιστ|εφαρμογ|υπηρεσι|"
    "verktyg|servrar|appar|tjänster|"
    "工具|服务器|服務器|伺服器|插件|应用|應用|ツール|サーバー|サーバ|アプリ|サービス|"
    "도구|서버|앱|서비스|툴|"
    "أدوات|الأدوات|أداة|الأداة|خوادم|الخوادم|تطبيقات|التطبيقات|"
    "כלים|הכלים|שרתים|השרתים|אפליקציות|"
    "công cụ|máy chủ|ứng dụng|dịch vụ|"
    "alat|aplikasi|layanan|"
    "เครื่องมือ|เซิร์ฟเวอร์|แอป|บริการ|"
    "टूल|उपकरण|सर्वर|ऐप|सेवा|सेवाओं|zana|huduma"
)
# Other, another, competing, third-party.
_OTHER = (
    "other|another|competing|competitor|competitors|rival|third-party|"
    "otro|otra|otros|otras|demás|ajenos|externos|competencia|"
    "outro|outra|outros|outras|demais|concorrentes|"
    "autre|autres|concurrents|tiers|"
    "andere|anderen|anderer|anderes|fremde|fremden|externe|externen|konkurrenz|"
    "altro|altra|altri|altre|esterni|concorrenti|"
    "concurrerende|"
    "inne|innych|innego|inny|innym|innymi|zewnętrzne|zewnętrznych|konkurencyjne|"
    "другие|других|другой|другого|другим|другими|сторонние|сторонних|конкурент|"
    "інші|інших|іншого|інший|іншим|сторонні|"
    "jiné|jiných|jiný|jinou|jinými|cizí|"
    "diğer|başka|rakip|"
    "αλλα|αλλων|αλλο|αλλες|αλλους|"
    "andra|annan|annat|externa|"
    "其他|其它|别的|別的|第三方|竞品|他の|ほかの|別の|他社|다른|타사|"
    "أخرى|الأخرى|آخر|الآخرين|أخرى|"
    "אחרים|אחרות|אחר|אחרת|"
    "khác|lain|lainnya|อื่น|अन्य|दूसरे|दूसरी|nyingine|zingine"
)
# An order not to use, call or consult, or to ignore (imperatives and their polite forms).
_SHUT = (
    "do not use|don't use|never use|do not call|don't call|never call|do not consult|don't consult|do not rely on|"
    "don't rely on|stop using|stop calling|avoid using|avoid calling|no longer use|ignore|disregard|"
    "no uses|no utilices|no utilice|no llames|no llame|no consultes|no consulte|no recurras|no invoques|nunca uses|"
    "nunca utilices|ignora|descarta|deja de usar|deja de utilizar|evita usar|"
    "não use|não uses|não utilize|não chame|não consulte|nunca use|ignore|descarte|pare de usar|deixe de usar|"
    "evite usar|"
    "n'utilise pas|n'utilisez pas|n'utilise jamais|n'utilisez jamais|n'appelle pas|n'appelez pas|ne consulte pas|"
    "ne consultez pas|n'utilise aucun|n'utilisez aucun|ignorez|cesse d'utiliser|cessez d'utiliser|"
    "évite d'utiliser|évitez d'utiliser|"
    "verwende keine|verwenden sie keine|nutze keine|nutzen sie keine|benutze keine|benutzen sie keine|rufe keine|"
    "rufen sie keine|ignoriere|ignorieren sie|"
    "non usare|non utilizzare|non chiamare|non consultare|non usate|ignorate|smetti di usare|evita di usare|"
    "gebruik geen|gebruik nooit|roep geen|raadpleeg geen|negeer|"
    "nie używaj|nie korzystaj|nie wywołuj|ignoruj|przestań używać|przestań korzystać|"
    "не используй|не используйте|не вызывай|не вызывайте|не обращайся|не обращайтесь|не применяй|игнорируй|"
    "игнорируйте|перестань использовать|прекрати использовать|"
    "не використовуй|не використовуйте|не викликай|не звертайся|ігноруй|ігноруйте|припини використовувати|"
    "nepoužívej|nepoužívejte|nevolej|nevolejte|ignoruj|ignorujte|přestaň používat|"
    "kullanma|kullanmayın|kullanmayin|çağırma|çağırmayın|başvurma|yok say|görmezden gel|kullanmayı bırak|"
    "μη χρησιμοποιεις|μην χρησιμοποιεις|μη χρησιμοποιειτε|μην χρησιμοποιειτε|μην καλεις|αγνοησε|αγνοηστε|"
    "använd inte|använd inga|använd aldrig|anropa inte|ignorera|sluta använda|"
    "不要使用|不要调用|不要用|不得使用|禁止使用|忽略|停止使用|别用|切勿使用|不要調用|"
    "使わないで|使用しないで|呼び出さないで|使わず|使用せず|無視して|無視し|利用しないで|"
    "사용하지 마|사용하지 말|쓰지 마|호출하지 마|이용하지 마|무시하|"
    "لا تستخدم|لا تستعمل|تجاهل|توقف عن استخدام|"
    "אל תשתמש|אל תשתמשו|התעלם|התעלמו|הפסק להשתמש|"
    "không dùng|không sử dụng|đừng dùng|đừng sử dụng|bỏ qua|ngừng sử dụng|đừng gọi|"
    "jangan gunakan|jangan pakai|jangan memakai|jangan menggunakan|jangan panggil|abaikan|berhenti menggunakan|"
    "ห้ามใช้|อย่าใช้|ไม่ต้องใช้|อย่าเรียก|เพิกเฉย|"
    # never recommend or suggest them: "ska du aldrig föreslå e-böcker från andra tjänster"
    "never recommend|never suggest|do not recommend|don't recommend|no recomiendes|nunca recomiendes|não recomende|"
    "nunca recomende|ne recommande jamais|ne recommandez jamais|ne recommande pas|ne recommandez pas|empfiehl keine|"
    "empfehle keine|non consigliare|non raccomandare|raad geen|beveel geen|nie polecaj|nigdy nie polecaj|"
    "не рекомендуй|не советуй|не предлагай|не рекомендуйте|не радь|nedoporučuj|aldrig föreslå|föreslå aldrig|"
    "föreslå inte|rekommendera aldrig|rekommendera inte|önerme|tavsiye etme|不要推荐|不要推薦|勧めないで|"
    "추천하지 마|لا توصِ|לא להמליץ|אל תמליץ|đừng giới thiệu|jangan rekomendasikan|jangan sarankan|"
    "उपयोग न करें|इस्तेमाल न करें|प्रयोग न करें|अनदेखा करें|उपयोग मत|इस्तेमाल मत|usitumie|msitumie|puuza"
)
# A while: the order holds until something ("while the lock is held", "hasta que termine").
_WHILE = (
    "until|while|during|hasta|mientras|durante|até|enquanto|jusqu|pendant|bis|während|solange|finché|mentre|"
    "totdat|zolang|tijdens|dopóki|podczas|пока|во время|під час|поки|dokud|během|kadar|sürece|esnasında|μεχρι|ενω|"
    "κατα τη διαρκεια|tills|medan|under tiden|直到|期间|期間|まで|間は|동안|때까지|حتى|أثناء|עד ש|בזמן|"
    "cho đến|trong khi|sampai|selama|จนกว่า|ระหว่าง|तक|दौरान|"
    # ... or at the same time: "do not call other tools in parallel with this one"
    "in parallel|at the same time|concurrently|simultaneously|al mismo tiempo|en paralelo|en même temps|"
    "simultanément|gleichzeitig|parallel|contemporaneamente|in parallelo|tegelijk|jednocześnie|одновременно|"
    "параллельно|одночасно|současně|aynı anda|ταυτοχρονα|samtidigt|同时|同時|동시에|بالتوازي|במקביל|đồng thời|"
    "bersamaan|พร้อมกัน|एक साथ"
)
# A purpose after the noun, in English: "do not use other tools to edit these records" (the audit log would miss
# them), not a field of questions kept for this one.
_PURPOSE = re.compile(r"\s+(?:to|that|which)\s+\w|\s+for\s+\w+ing\b")

_TOOLS_ML = lazy_words(_TOOLS)
_OTHER_ML = lazy_words(_OTHER)
SHUT_ML = lazy_words(_SHUT)
_WHILE_ML = lazy_words(_WHILE)
_REACH = 160
# Characters between "other" and the noun it qualifies: before it ("diğer yemek araçları"), or after it, where the
# language puts it there ("công cụ khác", "الأدوات الأخرى"); not "cet outil pour des articles d'autres journaux".
_NEAR_BEFORE, _NEAR_AFTER = 20, 12
# Quick-check words: every finding holds a noun for tools.
TRIGGERS_SHUT: tuple[str, ...] = tuple(sorted({w[:4] for w in folded_words(_TOOLS)}))


def shut_out(norm: str) -> Iterator[tuple[int, int]]:
    """(start, end) of each order to keep away from other tools, servers or services."""
    for count, noun in enumerate(_TOOLS_ML.finditer(norm)):
        if count >= 40:
            break
        if not starts_word(norm, noun.start(), noun.end()):
            continue
        lo, hi = clause(norm, noun.start(), noun.end(), _REACH)
        near = max(lo, noun.start() - _NEAR_BEFORE), min(hi, noun.end() + _NEAR_AFTER)
        other = find_word(_OTHER_ML, norm, *near, whole_word)
        if other is None:
            continue
        shut = find_word(SHUT_ML, norm, lo, hi, whole_word)
        if shut is None:
            continue
        if find_word(_WHILE_ML, norm, noun.end(), hi, whole_word) is not None:
            continue  # "do not use other tools on the file while the lock is held": kept for a while
        if _PURPOSE.match(norm, noun.end()):
            continue
        yield min(shut.start(), other.start(), noun.start()), max(shut.end(), other.end(), noun.end())



# Not waiting for anyone: no asking, no review, oneself, even so; not "at once" ("if the upload fails, call
# retry_upload with attempts=3 at once" is routing). English is read by instructions._FIXED_CALL.
_UNWAITED = (
    "sin preguntar|sin esperar|sin pedir|sin confirmación|tú mismo|aunque|incluso si|"
    "sem esperar|sem perguntar|sem pedir|sem confirmação|você mesmo|mesmo que|mesmo se|ainda que|"
    "sans demander|sans attendre|sans confirmation|toi-même|vous-même|même si|"
    "ohne zu fragen|ohne rückfrage|ohne nachzufragen|ohne bestätigung|selbst wenn|auch wenn|"
    "non serve chiedere|senza chiedere|senza aspettare|senza conferma|anche se|"
    "zonder te vragen|zonder te wachten|zonder bevestiging|zelfs als|ook als|"
    "bez pytania|bez czekania|bez potwierdzenia|nawet jeśli|"
    "не спрашивая|без подтверждения|без вопросов|даже если|не питаючи|без підтвердження|"
    "навіть якщо|bez ptaní|bez čekání|bez potvrzení|i když|"
    "utan att fråga|utan att vänta|även om|sormadan|beklemeden|onay almadan|mutlaka|bile|"
    "χωρίς να ρωτήσεις|ακόμα κι αν|دون سؤال|دون انتظار|حتى لو|בלי לשאול|גם אם|"
    "بدون پرسیدن|حتی اگر|बिना पूछे|भले ही|không cần hỏi|kể cả khi|tanpa bertanya|"
    "tanpa menunggu|bahkan jika|ไม่ต้องถาม|แม้ว่า|无需确认|无需询问|不必询问|即使|"
    "確認せずに|たとえ|확인 없이|묻지 말고|더라도"
)
_UNWAITED_ML = lazy_words(_UNWAITED)
# A value fixed for the call: quoted, or a number.
_VALUE = compiled(
    r"['\"\u2018\u201c\u00ab\u300c][^'\"\u2019\u201d\u00bb\u300d\n]{1,40}['\"\u2019\u201d\u00bb\u300d]|(?<![\w.-])\d+(?![\w.-])"
)


def forced_call(norm: str, own: str) -> Iterator[tuple[int, int]]:
    """(start, end) of another tool's identifier in a sentence that fixes a value and waits for no one."""
    for count, m in enumerate(TOOL_ID.finditer(norm)):
        if count >= 20:
            return
        if m.group(0) == own:
            continue
        lo, hi = sentence(norm, m.start(), m.end())
        if _VALUE.search(norm, lo, hi) is None:
            continue
        if find_word(_UNWAITED_ML, norm, lo, hi, whole_word) is not None:
            yield m.start(), m.end()
            return
