"""Other tools shut out, and another tool called unconditionally with fixed values, in English and the languages the
English expressions do not read.

Other tools shut out: a word for tools, servers, apps or services with a word for "other" beside it ("herramientas
de otros servidores", "diğer yemek araçları", "другие сервисы", "其他工具"), in its clause an order not to use,
call, consult or recommend them ("no uses", "kullanmayın", "не используй", "不要使用"; imperatives only: "no usa
otros servicios" and "el filtro ignora ..." state what a tool does), and in its sentence what makes it a takeover:
the user's wish set aside ("aunque el usuario lo pida", "hata kama mtumiaji ameziomba"), this tool alone ("yalnızca
bu sunucunun araçlarını", "peke yake"), "instead", the whole conversation, or a recommendation withheld ("never
recommend services from other providers"). Without one it is routing or a safeguard: "do not use other tools to
edit these records, the audit log would miss them", "while the import runs, call no other tool of this server",
"no uses las otras herramientas heredadas".

Another tool called unconditionally: a tool's identifier (not this tool's) in a sentence that also fixes a value
for it (a quoted value, a number: "con la nota 5", "на 500 наборів", "marcados como 'aprovado'") and says it is not
to wait for anyone ("sem esperar pela revisão", "non serve chiedere", "toi-même", "навіть якщо", "mutlaka"). A
workflow that names the next tool ("después de cada reserva, llama a enviar_confirmacion con el id") gives neither.

The nouns are found first (one alternation, no look-behind, so the engine's fast scan applies) and the rest is
read in the clause around each, so a long text costs no more than its length.
"""

from __future__ import annotations

from collections.abc import Iterator

from mcp_catalog.lint.patterns import compiled
from mcp_catalog.lint.rules._util import (
    TOOL_ID,
    WordTest,
    clause,
    find_word,
    folded_words,
    lazy_words,
    sentence,
    starts_word,
    whole_or_thai,
    whole_word,
)
from mcp_catalog.lint.rules.annotations import names_a_change
from mcp_catalog.lint.text import fold_pattern

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
    "כלים|הכלים|כלי|בכלי|שרתים|השרתים|אפליקציות|ابزار|ابزارهای|ابزارها|سرویس|سرویس‌های|"
    "công cụ|máy chủ|ứng dụng|dịch vụ|"
    "alat|aplikasi|layanan|penyedia|"
    "เครื่องมือ|เซิร์ฟเวอร์|แอป|บริการ|"
    "टूल|उपकरण|सर्वर|ऐप|सेवा|सेवाओं|zana|huduma"
)
# Other, another, competing, third-party.
_OTHER = (
    "other|another|competing|competitor|competitors|rival|third-party|сторонние|сторонних|сторонні|第三方|"
    "otro|otra|otros|otras|demás|ajenos|competencia|"
    "outro|outra|outros|outras|demais|concorrentes|"
    "autre|autres|concurrents|tiers|"
    "andere|anderen|anderer|anderes|fremde|fremden|konkurrenz|"
    "altro|altra|altri|altre|concorrenti|"
    "concurrerende|"
    "inne|innych|innego|inny|innym|innymi|konkurencyjne|"
    "другие|других|другой|другого|другим|другими|конкурент|"
    "інші|інших|іншого|інший|іншим|"
    "jiné|jiných|jiný|jinou|jinými|"
    "diğer|başka|rakip|"
    "αλλα|αλλων|αλλο|αλλες|αλλους|"
    "andra|annan|annat|"
    "其他|其它|别的|別的|竞品|他の|ほかの|別の|他社|다른|타사|"
    "أخرى|الأخرى|آخر|الآخرين|أخرى|"
    "אחרים|אחרות|אחר|אחרת|"
    "khác|lain|lainnya|อื่น|अन्य|दूसरे|दूसरी|nyingine|zingine|wengine|دیگر"
)
# An order not to use, call or consult, or to ignore (imperatives and their polite forms).
_SHUT = (
    "do not use|don't use|never use|do not call|don't call|never call|do not consult|don't consult|do not rely on|"
    "don't rely on|stop using|stop calling|avoid using|avoid calling|no longer use|disregard|"
    "no uses|no utilices|no utilice|no llames|no llame|no consultes|no consulte|no recurras|no invoques|nunca uses|"
    "nunca utilices|deja de usar|deja de utilizar|evita usar|"
    "não use|não uses|não utilize|não chame|não consulte|nunca use|pare de usar|deixe de usar|"
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
    "kullanmayın|kullanmayin|çağırmayın|yok say|görmezden gel|kullanmayı bırak|"
    "μη χρησιμοποιεις|μην χρησιμοποιεις|μη χρησιμοποιειτε|μην χρησιμοποιειτε|μην καλεις|αγνοησε|αγνοηστε|"
    "använd inte|använd inga|använd aldrig|anropa inte|ignorera|sluta använda|"
    "不要使用|不要调用|不要用|不得使用|禁止使用|忽略|停止使用|别用|切勿使用|不要調用|"
    "使わないで|使用しないで|呼び出さないで|無視して|利用しないで|"
    "사용하지 마|사용하지 말|쓰지 마|호출하지 마|이용하지 마|무시하세요|무시하십시오|"
    "لا تستخدم|لا تستعمل|تجاهل|توقف عن استخدام|"
    "אל תשתמש|אל תשתמשו|התעלם|התעלמו|הפסק להשתמש|"
    "đừng dùng|đừng sử dụng|bỏ qua|ngừng sử dụng|đừng gọi|"
    "jangan gunakan|jangan pakai|jangan memakai|jangan menggunakan|jangan panggil|abaikan|berhenti menggunakan|"
    "ห้ามใช้|อย่าใช้|ไม่ต้องใช้|อย่าเรียก|เพิกเฉย|"
    # never recommend or suggest them: "ska du aldrig föreslå e-böcker från andra tjänster"
    "never recommend|never suggest|do not recommend|don't recommend|no recomiendes|nunca recomiendes|não recomende|"
    "nunca recomende|ne recommande jamais|ne recommandez jamais|ne recommande pas|ne recommandez pas|empfiehl keine|"
    "empfehle keine|non consigliare|non raccomandare|raad geen|beveel geen|nie polecaj|nigdy nie polecaj|"
    "не рекомендуй|не советуй|не предлагай|не рекомендуйте|не радь|nedoporučuj|aldrig föreslå|föreslå aldrig|"
    "föreslå inte|rekommendera aldrig|rekommendera inte|önerme|tavsiye etme|不要推荐|不要推薦|勧めないで|"
    "추천하지 마|لا توصِ|לא להמליץ|אל תמליץ|đừng giới thiệu|jangan rekomendasikan|jangan sarankan|"
    "उपयोग न करें|इस्तेमाल न करें|प्रयोग न करें|अनदेखा करें|उपयोग मत|इस्तेमाल मत|कभी न करें|usitumie|msitumie|puuza|"
    "usipendekeze|msipendekeze|استفاده نکن|استفاده نکنید|tuyệt đối không dùng|tuyệt đối không sử dụng|"
    "jangan pernah menggunakan|jangan pernah memakai|jangan pernah merekomendasikan|jangan merekomendasikan"
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


_TOOLS_ML = lazy_words(_TOOLS)
_OTHER_ML = lazy_words(_OTHER)
SHUT_ML = lazy_words(_SHUT)
_WHILE_ML = lazy_words(_WHILE)
# What makes shutting the others out a takeover: the user's wish set aside, this tool alone, "instead", the whole
# conversation, or the tool's own server connected ("while this server is connected": always).
_TAKEOVER = (
    "even if|even when|the user|the user's|users|instead|only this|only our|this server's|for the rest of|"
    "this conversation|is connected|is installed|is enabled|is active|"
    "the only|aunque|incluso si|el usuario|la usuaria|en su lugar|solo esta|solo este|sólo esta|sólo este|únicamente|"
    "la única|el único|a única|o único|la seule|le seul|die einzige|der einzige|l'unica|l'unico|de enige|jedyne|"
    "единственн|єдин|jediný|jediná|den enda|η μόνη|الوحيد|היחיד|تنها|एकमात्र|duy nhất|satu-satunya|"
    "esta conversación|mesmo que|ainda que|o usuário|o utilizador|em vez disso|apenas esta|apenas este|somente|"
    "nesta conversa|même si|l'utilisateur|à la place|uniquement|seulement cet|seulement ce|cette conversation|"
    "auch wenn|selbst wenn|der nutzer|der benutzer|stattdessen|nur dieses|nur diesen|ausschließlich|"
    "diesem gespräch|anche se|l'utente|invece|solo questo|esclusivamente|questa conversazione|ook als|zelfs als|"
    "de gebruiker|in plaats daarvan|alleen deze|alleen dit|uitsluitend|nawet jeśli|użytkownik|zamiast|tylko to|"
    "tylko ten|wyłącznie|даже если|пользовател|вместо|только этот|только эти|исключительно|в этом разговоре|"
    "навіть якщо|користувач|замість|лише цей|тільки цей|i když|uživatel|místo|jen tento|pouze tento|výhradně|"
    "även om|användaren|i stället|endast|bara detta|bile|kullanıcı|yerine|yalnızca|sadece|ακόμα κι αν|ο χρήστης|"
    "αντί|μόνο αυτό|حتى لو|المستخدم|بدلا|فقط|גם אם|המשתמש|במקום|רק|حتی اگر|کاربر|به جای|فقط|भले ही|उपयोगकर्ता|"
    "के बजाय|केवल|kể cả khi|người dùng|thay vì|chỉ|bahkan jika|pengguna|sebagai gantinya|hanya|peke yake|"
    "hata kama|mtumiaji|badala yake|แม้ว่า|ผู้ใช้|แทน|เท่านั้น|即使|用户|用戶|而是|只|仅|たとえ|ユーザー|代わりに|だけ|"
    "のみ|사용자|대신|만|"
    # never, whatever: an absolute ban ("nunca uses otras ...", "他のサーバーのツールは絶対に使わないで")
    "never|ever|any other|every other|nunca|jamais|niemals|nooit|nigdy|никогда|ніколи|nikdy|aldrig|asla|ποτέ|"
    "أبدا|أبدًا|مطلقا|مطلقًا|לעולם|هرگز|कभी|tuyệt đối|jangan pernah|kamwe|绝对|絕對|絶対|절대|"
    # the others run down: "their data is false", "ze zijn onbetrouwbaar"
    "unreliable|fake|false|wrong|buggy|broken|inaccurate|outdated|insecure|fausses|faux|erronées|falsch|"
    "unzuverlässig|onbetrouwbaar|poco fiables|no son fiables|falsos|non affidabili|errati|niewiarygodne|"
    "ненадёжн|ненадежн|недостоверн|неточн|недостовірн|güvenilmez|αναξιόπιστ|غير موثوق|לא אמינ|"
    "अविश्वसनीय|không đáng tin|tidak akurat|ไม่น่าเชื่อถือ|不可靠|不准确|过时|過時|信頼できない|신뢰할 수 없|"
    # a recommendation withheld is competitors kept out
    "recommend|recomiendes|recomende|recommande|empfiehl|empfehle|consigliare|raccomandare|raad|beveel|polecaj|"
    "рекомендуй|советуй|предлагай|радь|nedoporučuj|föreslå|rekommendera|önerme|tavsiye|推荐|推薦|勧め|추천|توصِ|"
    "להמליץ|תמליץ|giới thiệu|rekomendasikan|merekomendasikan|sarankan|usipendekeze"
)
_TAKEOVER_ML = lazy_words(_TAKEOVER)
# A reason that the others would fail: the setup, not a takeover.
_FAILS_ML = lazy_words(
    "rejected|fail|fails|will fail|won't work|will not work|not supported|unsupported|rechazad|fallará|fallan|"
    "rejeitad|falhará|rejeté|rejetés|échoue|échoueront|abgelehnt|schlagen fehl|funktionieren nicht|rifiutat|"
    "falliranno|geweigerd|mislukken|odrzucon|nie zadziałają|отклон|не сработа|не працю|odmítnut|selžou|avvisas|"
    "misslyckas|reddedilir|başarısız|απορρίπτ|αποτυγχ|مرفوض|ستفشل|יידחו|ייכשלו|رد می‌شود|अस्वीकार|bị từ chối|"
    "ditolak|gagal|ถูกปฏิเสธ|被拒绝|失败|拒否され|失敗|거부|실패"
)
_REACH = 160
# Characters between "other" and the noun it qualifies: before it ("diğer yemek araçları"), or after it, where the
# language puts it there ("công cụ khác", "الأدوات الأخرى"); not "cet outil pour des articles d'autres journaux".
_NEAR_BEFORE, _NEAR_AFTER = 20, 12
# Quick-check words: every finding holds a noun for tools.
TRIGGERS_SHUT: tuple[str, ...] = tuple(sorted({w[:4] for w in folded_words(_TOOLS)}))


_HAS_OTHER, _HAS_SHUT = WordTest(_OTHER_ML), WordTest(SHUT_ML)  # tested on the word mask before any scan


def shut_out(norm: str) -> Iterator[tuple[int, int]]:
    """(start, end) of each order to keep away from other tools, servers or services."""
    if not (_HAS_OTHER(norm) and _HAS_SHUT(norm)):
        return
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
        a, b = sentence(norm, noun.start(), noun.end())
        takeover = find_word(_TAKEOVER_ML, norm, a, b, whole_or_thai)
        if takeover is None:
            continue  # routing or a safeguard: "do not use other tools to edit these records"
        if find_word(_FAILS_ML, norm, a, b, whole_or_thai) is not None:
            continue  # "do not use other login tools for this tenant, they will be rejected": a fact of the setup
        strong = not takeover.group(0).startswith(("the user", "user", "is ", "this server"))
        if not strong and find_word(_WHILE_ML, norm, a, b, whole_word) is not None:
            continue  # "while the import runs, call no other tool the user set up": kept for a while
        yield min(shut.start(), other.start(), noun.start()), max(shut.end(), other.end(), noun.end())



# Not waiting for anyone: no asking, no review, oneself; not "at once" ("if the upload fails, call retry_upload with
# attempts=3 at once" is routing), nor "even if" alone ("poll get_status every 10 s even if no webhook came"), which
# counts only with a tool whose name changes something. English is read by instructions._FIXED_CALL.
_UNWAITED = (
    "sin preguntar|sin esperar|sin pedir|sin confirmación|tú mismo|sem esperar|sem perguntar|sem pedir|"
    "sem confirmação|você mesmo|sans demander|sans attendre|sans confirmation|toi-même|vous-même|ohne zu fragen|"
    "ohne rückfrage|ohne nachzufragen|ohne bestätigung|non serve chiedere|senza chiedere|senza aspettare|"
    "senza conferma|zonder te vragen|zonder te wachten|zonder bevestiging|bez pytania|bez czekania|bez potwierdzenia|"
    "не спрашивая|без подтверждения|без вопросов|не питаючи|без підтвердження|bez ptaní|bez čekání|bez potvrzení|"
    "utan att fråga|utan att vänta|sormadan|beklemeden|onay almadan|χωρίς να ρωτήσεις|دون سؤال|دون انتظار|"
    "בלי לשאול|بدون پرسیدن|बिना पूछे|không cần hỏi|tanpa bertanya|tanpa menunggu|ไม่ต้องถาม|无需确认|无需询问|"
    "不必询问|不经询问|確認せずに|확인 없이|묻지 말고|bila kumuuliza|bila kuuliza|"
    # ... even if the user did not want it
    "навіть якщо|даже если|istemese bile"
)
_UNWAITED_ML = lazy_words(_UNWAITED)
# A value fixed for the call: quoted, or a number.
_VALUE = compiled(
    r"['\"\u2018\u201c\u00ab\u300c][^'\"\u2019\u201d\u00bb\u300d\n]{1,40}['\"\u2019\u201d\u00bb\u300d]|(?<![\w.-])\d+(?![\w.-])"
)


# The user, or anyone, named as the one not asked: "without waiting for the buyer or checking with the user", "sin
# consultar al usuario", "sem perguntar nada a ninguém". Whatever the tool does, a call ordered so is the model acting
# on the text's word alone (a retry or a refresh is done without a word about the user).
_NOT_ASKED = compiled(
    fold_pattern(
        r"\bwithout\s+(?:first\s+)?(?:asking|checking\s+with|consulting|confirming\s+with|waiting\s+for|prompting)\s+"
        r"(?:[\w']+\s+){0,6}?(?:the\s+)?(?:user|customer|anyone|anybody)\b"
        r"|\b(?:sin|ni)\s+(?:consultar|preguntar|avisar)(?:le|les)?\s+(?:nada\s+)?(?:al\s+usuario|a\s+nadie|al\s+cliente)\b"
        r"|\b(?:sem|nem)\s+(?:perguntar|consultar)\s+(?:nada\s+)?(?:ao\s+usuário|ao\s+utilizador|a\s+ninguém|o\s+usuário|"
        r"o\s+utilizador|ao\s+cliente)"
        r"|\bsenza\s+(?:chiedere|consultare)\s+(?:conferma\s+)?(?:all'utente|a\s+nessuno|l'utente)"
        r"|\bsans\s+(?:demander|consulter)\s+(?:de\s+confirmation\s+)?(?:à\s+l'utilisateur|l'utilisateur|personne)"
        r"|\bohne\s+(?:den\s+|die\s+)?(?:nutzer|benutzer|anwender|kunden)\w*\s+zu\s+(?:fragen|konsultieren)"
        r"|\bno\s+need\s+to\s+(?:ask|check\s+with|consult|confirm\s+with)\s+(?:the\s+)?(?:user|customer)\b"
        r"|\bsenza\s+(?:interpellare|avvisare)\s+(?:l'utente|nessuno)|\bsans\s+en\s+(?:parler|informer)\s+(?:à\s+)?"
        r"l'utilisateur|не\s+(?:спрашивая|уточняя|спросив)|kullanıcıya\s+(?:sormadan|danışmadan)|不用问用户|无需询问用户|"
        r"不必询问用户|不经用户同意"
    )
)
# The order itself: a verb of calling that opens its clause, after at most a few adverbs ("después de abrir la
# disputa, llama siempre a escalar_caso", "сам вызови request_review"); not a statement with a subject ("el sistema
# invoca recalcular_envio sin consultar al usuario") nor a safeguard ("nunca llama a cancelar_pedido sin ...").
_CALL_ORDER = compiled(
    fold_pattern(
        r"(?:^\s*|[.;:!?,\n\u2014\u2013\uff0c\u3001\u3002\uff1b\uff1a]\s*|\s-\s)(?:(?:then|and|always|immediately|also|"
        r"afterwards|now|just|simply|quietly|silently|después|luego|entonces|siempre|inmediatamente|también|sempre|depois|"
        r"imediatamente|então|poi|subito|ensuite|puis|toujours|aussitôt|immédiatement|dann|sofort|immer|danach|сразу|"
        r"затем|потом|всегда|hemen|sonra|daima)[\s,]+|(?:直接|然后|立即|马上))*"
        r"(?:[^.;:!?,\n]*\b(?:сам|сами)\s+)?"  # "после получения списка сам вызови ...": oneself, after any phrase
        r"(?:call|invoke|run|trigger|execute|fire|llama|llame|invoca|invoque|ejecuta|ejecute|chame|chama|execute|acione|"
        r"chiama|esegui|appelle|appelez|invoquez|exécute|exécutez|lance|lancez|rufe|ruf|führe|starte|вызови|вызовите|"
        r"вызывай|запусти|запустите|调用)\s*(?:[\w-]+\s+){0,2}[`'\"]?$"
    )
)


def forced_call(norm: str, own: str) -> Iterator[tuple[int, int, bool]]:
    """(start, end, unasked) of another tool's identifier in a sentence that fixes a value and waits for no one, or
    (unasked) that says not to ask the user."""
    for count, m in enumerate(TOOL_ID.finditer(norm)):
        if count >= 20:
            return
        if m.group(0) == own:
            continue
        lo, hi = clause(norm, m.start(), m.end(), _REACH)
        if not norm[lo : m.start()].strip(" `'\"([«“"):
            continue  # the tool opens its clause, as what it does is stated: "delete_account devuelve 403 sin ..."
        a, b = sentence(norm, m.start(), m.end())
        if _NOT_ASKED.search(norm, a, b) is not None and _CALL_ORDER.search(norm[lo : m.start()]) is not None:
            yield m.start(), m.end(), True
            return
        if not any(names_a_change(word) for word in m.group(0).split("_")):
            continue  # "get_quote con cantidad 1 sin preguntar": a call that changes nothing needs no one's word
        if _VALUE.search(norm, lo, hi) is None:
            continue
        if find_word(_UNWAITED_ML, norm, lo, hi, whole_word) is not None:
            yield m.start(), m.end(), False
            return
