"""The user's word set aside, in languages the English expressions do not read.

Three concepts, each read as word classes around a word for the user, in its clause:
- whatever the user says: a concessive word ("egal", "quoi que", "无论", "что бы ни") followed by "what"
  (or saying it itself), the user and a verb of saying, asking or wanting; or a concessive verb
  form that holds the verb ("何と言おうと", "말하든", "ne derse desin") beside the user. Not a choice
  among values ("egal welche Sprache", "无论用户选择什么语言") nor "whether or not";
- consent claimed: the user and a verb of approving, not after a condition ("wenn", "si", "如果";
  "承認したら") or a requirement ("muss zugestimmt haben"), with a confirmation waived in the same
  sentence;
- confirmation waived: a word for confirmation or asking with a negation or "without" near it
  ("frag nicht nach", "sin pedir confirmación", "无需确认", "確認せずに"), not where the clause
  denies the act itself ("nie ohne Bestätigung").
Whatever the user says is an error with an obligation or an imperative the table lists in the
sentence ("muss", "debes", "удаляй", "一律", "してください"; not "always", nor imperatives that read as
statements, "supprime", "elimina"), a warning otherwise; consent claimed is an error; a waiver
alone is a warning, and only with such an order. Cells are folded as text is.

The user nouns are found first (one alternation, no look-behind, so the engine's fast scan
applies) and the rest is read in the clause around each (at most 60 of them), so a long text
costs no more than its length.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from mcp_catalog.lint.patterns import compiled
from mcp_catalog.lint.rules._util import folded_words, word_alternation

# The user, and the words of each concept, by language: de, fr, es, pt, it, nl, pl, sv, da/no, cs, ro, tr, el,
# ru, uk, ar, he, fa, hi, vi, id, th, zh, ja, ko.
_USER = (
    "nutzer|nutzerin|benutzer|benutzerin|anwender|anwenderin|kunde|kundin|endnutzer|gast|gäste|invité|huésped|"
    "hóspede|ospite|gość|гость|гостя|гість|"
    "utilisateur|utilisatrice|usager|client|cliente|usuario|usuaria|usuário|usuária|utilizador|utilizadora|utente|"
    "gebruiker|klant|użytkownik|użytkowniczk|klient|användare|användaren|kund|bruger|brugeren|bruker|brukeren|"
    "uživatel|zákazník|utilizator|utilizatorul|kullanıcı|müşteri|χρήστη|χρήστης|πελάτη|пользовател|клиент|"
    "користувач|клієнт|المستخدم|مستخدم|العميل|המשתמש|משתמש|הלקוח|کاربر|उपयोगकर्ता|यूज़र|यूजर|ग्राहक|người dùng|"
    "khách hàng|pengguna|pelanggan|ผู้ใช้|ลูกค้า|用户|用戶|使用者|客户|客戶|ユーザー|ユーザ|利用者|お客様|顧客|사용자|"
    "유저|고객|이용자"
)
# Concessive words followed by the user and a verb: "egal was der Nutzer sagt", "无论用户说什么".
_WHATEVER = (
    "egal|unabhängig davon|ganz gleich|gleichgültig|was auch immer|ungeachtet|"
    "quoi que|quoi qu|peu importe|quel que soit|quelle que soit|quels que soient|indépendamment de|"
    "sans tenir compte de|"
    "sin importar|independientemente de|independientemente do|independentemente de|independentemente do|no importa|"
    "lo que sea que|da igual|sea lo que sea|não importa|seja o que for|pouco importa|sem importar|"
    "qualunque cosa|qualsiasi cosa|indipendentemente da|indipendentemente dal|a prescindere da|non importa|checché|"
    "ongeacht|maakt niet uit|niezależnie od|bez względu na|cokolwiek|obojętnie co|oavsett|uanset|uansett|"
    "bez ohledu na|ať už|cokoli|indiferent de|indiferent ce|orice ar|ό,τι κι αν|ό,τι και αν|ανεξάρτητα από|"
    "ανεξαρτήτως|"
    "что бы ни|независимо от|вне зависимости от|как бы ни|що б не|незалежно від|хоч би що|بغض النظر|مهما|أيا كان|"
    "لا يهم|לא משנה מה|בלי קשר|ללא קשר|هر چه|صرف نظر از|مهم نیست|bất kể|cho dù|dù|mặc kệ|apa pun yang|apapun yang|"
    "terlepas dari|tidak peduli|ไม่ว่า|无论|無論|不管|不论|不論|任凭|任憑"
)
# Of those, the ones that say "whatever" themselves; the others need "what" just after them ("egal was", "sin
# importar lo que", "независимо от того, что"), or anywhere after them where word order puts it at the end
# ("无论用户说什么", "bất kể người dùng nói gì"): "sin importar el idioma que elija" is a scope.
_WHATEVER_ITSELF = (
    "was auch immer|quoi que|quoi qu|lo que sea que|sea lo que sea|seja o que for|qualunque cosa|qualsiasi cosa|"
    "checché|cokolwiek|obojętnie co|cokoli|indiferent ce|orice ar|ό,τι κι αν|ό,τι και αν|что бы ни|как бы ни|що б не|"
    "хоч би що|مهما|أيا كان|לא משנה מה|هر چه|apa pun yang|apapun yang"
)
_WHAT_AT_END = "bất kể|cho dù|dù|mặc kệ|terlepas dari|tidak peduli|ไม่ว่า|无论|無論|不管|不论|不論|任凭|任憑"
_WHAT = (
    "was|ce que|ce qu|lo que|qué|o que|que|ciò che|quello che|cosa|wat|tego, co|tego co|to, co|to co|vad|hvad|hva|"
    "ce|того, что|того что|того, що|того що|τι|ما|מה|چه|क्या|gì|apa|อะไร|什么|什麼|如何|怎么|怎麼|何"
)
# Concessive forms that hold the verb, read beside the user: "ユーザーが何と言おうと", "kullanıcı ne derse desin",
# "wat de gebruiker ook zegt", "vad användaren än säger".
_WHATEVER_FUSED = (
    "何と言おうと|何を言おうと|何と言っても|何を言っても|何を求めても|何を頼んでも|の指示にかかわらず|"
    "の要求にかかわらず|"
    "の希望にかかわらず|に関係なく|の要望を問わず|말하든|뭐라고 하든|무엇을 요청하든|요청하든|원하든|요청과 관계없이|"
    "요청과 상관없이|말과 상관없이|ne derse desin|ne söylerse söylesin|ne isterse istesin|ne derse de|ne istese de|"
    "dediğine bakılmaksızın|istediğine bakılmaksızın|talebine bakılmaksızın|चाहे कुछ भी कहे|जो भी कहे|कुछ भी कहे|"
    "चाहे जो कहे|कुछ भी माँगे|diga lo que diga|pida lo que pida|quiera lo que quiera|diga o que disser|"
    "peça o que pedir|ook zegt|ook vraagt|ook wil|ook aangeeft|än säger|än ber om|än vill"
)
# Saying, asking, wanting, choosing (stems; a word that starts with one counts).
_SAYS = (
    "sag|will|wünsch|verlang|möcht|angibt|angeben|eingibt|bittet|fordert|meint|schreibt|anfragt|möge|"
    "dise|disent|dit|demande|veuille|veut|indique|souhait|écri|réclame|précise|"
    "diga|dice|pida|pide|quiera|quiere|indique|indica|solicit|escrib|prefier|"
    "disser|diz|pedir|peça|pede|quiser|queira|quer|indicar|"
    "dica|chieda|chiede|voglia|vuole|indichi|richied|scriva|"
    "zegt|vraagt|wil|aangeeft|typt|wenst|"
    "powie|mówi|chce|zechce|poprosi|prosi|napisze|wskaże|zażąda|"
    "säger|ber|vill|anger|skriver|siger|sier|beder|vil|ønsker|"
    "řekne|říká|chce|požaduje|napíše|požádá|spune|cere|vrea|scrie|"
    "πει|λέει|ζητήσει|ζητά|θέλει|"
    "сказал|скажет|говорит|просил|попросит|просит|хотел|хочет|захочет|требует|напишет|укажет|"
    "сказав|скаже|каже|просить|попросить|хоче|захоче|вимагає|напише|"
    "يقول|يقوله|قال|يطلب|يطلبه|طلب|يريد|يريده|אומר|יגיד|מבקש|יבקש|רוצה|"
    "بگوید|می‌گوید|بخواهد|می‌خواهد|درخواست|कहे|कहता|चाहे|माँगे|मांगे|"
    "nói|yêu cầu|muốn|katakan|dikatakan|minta|diminta|inginkan|diinginkan|"
    "พูด|ขอ|ต้องการ|บอก|说|說|要求|想要|怎么|怎麼|如何"
)
# Approving, agreeing, consenting (participles and past forms).
_APPROVED = (
    "genehmigt|zugestimmt|freigegeben|bestätigt|erlaubt|autorisiert|eingewilligt|akzeptiert|einverstanden|"
    "approuvé|accepté|autorisé|validé|consenti|donné son accord|d'accord|"
    "aprobado|aprobó|aceptado|aceptó|autorizado|autorizó|consentido|confirmado|dado su consentimiento|de acuerdo|"
    "aprovou|aprovado|aceitou|aceito|autorizou|consentiu|confirmou|concordou|"
    "approvato|accettato|autorizzato|acconsentito|confermato|d'accordo|"
    "goedgekeurd|akkoord gegeven|toestemming gegeven|ingestemd|bevestigd|"
    "zatwierdził|zaakceptował|zgodził|wyraził zgodę|autoryzował|potwierdził|zatwierdzone|"
    "godkänt|godkänd|samtyckt|bekräftat|accepterat|godkendt|accepteret|bekræftet|samtykket|godkjent|akseptert|"
    "bekreftet|"
    "schválil|souhlasil|potvrdil|odsouhlasil|schváleno|aprobat|acceptat|autorizat|confirmat|consimțit|"
    "onayladı|onaylamıştır|onaylamış|onay verdi|izin verdi|kabul etti|"
    "ενέκρινε|συμφώνησε|αποδέχτηκε|επιβεβαίωσε|εγκρίνει|"
    "одобрил|согласился|согласилась|подтвердил|разрешил|дал согласие|утвердил|одобрено|"
    "схвалив|погодився|підтвердив|дозволив|дав згоду|схвалено|"
    "وافق|أذن|صادق|أكد|אישר|הסכים|נתן הסכמה|תایید کرده|تأیید کرده|موافقت کرده|اجازه داده|"
    "अनुमति दे दी|मंजूरी दे दी|सहमति दे दी|अनुमोदित|स्वीकृत|"
    "phê duyệt|đồng ý|chấp thuận|cho phép|menyetujui|disetujui|mengizinkan|setuju|"
    "อนุมัติ|ยินยอม|อนุญาต|批准|同意|授权|授權|许可|許可|承認|了承|승인|동의|허락|허가"
)
# What makes consent a condition or a question: "wenn der Nutzer zugestimmt hat", "承認したら", "승인하면".
_CONDITION = (
    "wenn|falls|sobald|nachdem|ob|sofern|bis|si|quand|lorsque|une fois|dès que|après que|cuando|una vez|"
    "después de que|"
    "hasta que|siempre que|se|quando|depois que|assim que|após|até que|dopo che|una volta che|finché|appena|als|"
    "wanneer|"
    "zodra|nadat|indien|jeśli|jeżeli|gdy|kiedy|dopóki|czy|om|när|efter att|så snart|hvis|når|pokud|jestli|když|až|"
    "jakmile|zda|dacă|când|după ce|eğer|αν|όταν|μόλις|αφού|εάν|если|когда|как только|пока|ли|якщо|коли|як тільки|чи|"
    "إذا|اذا|عندما|حين|لو|אם|כאשר|אחרי ש|לאחר ש|اگر|وقتی|یدি|यदि|अगर|जब|nếu|khi|sau khi|jika|kalau|apabila|setelah|"
    "ketika|bila|ถ้า|หาก|เมื่อ|หลังจาก|如果|若|假如|当|當|一旦|是否|unless|whether"
)
# ... or a requirement: "der Nutzer muss zugestimmt haben", "il cliente deve aver confermato".
_REQUIRED = (
    "muss|müssen|soll|sollte|doit|doivent|devra|faut|debe|deben|deberá|tiene que|deve|devem|deverá|precisa|devono|"
    "dovrà|moet|moeten|musi|muszą|powinien|måste|skal|må|musí|trebuie|zorunda|gerekir|πρέπει|должен|должна|должны|"
    "нужно|необходимо|повинен|повинна|має|يجب|צריך|חייב|باید|चाहिए|phải|cần|harus|wajib|ต้อง|必须|必須|需要|须|須|"
    "必要|해야|필요"
)
_CONDITION_AFTER = (  # a suffix that makes the verb before it a condition, in languages that put it there
    "したら|した場合|した後|された場合|されたら|すれば|したか|後に|하면|한 경우|한 후|했는지|되면|된 경우|"
    "dığında|diğinde|dıysa|diyse|dıktan|dikten|मिलने पर|के बाद|ने पर|之后|之後|后|後|时|時|的话|的話"
)
# Confirmation, asking, approval as a thing to get.
_CONFIRMATION = (
    "bestätig|rückfrage|nachfrag|nachzufragen|zustimmung|genehmigung|freigabe|einverständnis|"
    "confirm|validation|autorisation|approbation|demander|aprobación|autorización|consentimiento|permiso|preguntar|"
    "aprovação|autorização|consentimento|permissão|perguntar|conferm|approvazione|autorizzazione|consenso|permesso|"
    "chiedere|bevestig|toestemming|goedkeuring|vragen|potwierdz|zgod|zatwierdzeni|pozwoleni|pytać|pytania|pytaj|"
    "bekräft|godkännande|samtycke|tillstånd|fråga|bekræft|bekreft|godkendelse|godkjenning|samtykke|tilladelse|"
    "tillatelse|spørg|spør|potvrzen|potvrdit|souhlas|schválení|svolení|ptát|confirmare|aprobare|permisiune|"
    "onay|teyit|izin|sorma|επιβεβαίωσ|έγκριση|συγκατάθεση|подтвержд|подтвердить|согласи|разрешени|одобрени|спрашива|"
    "підтвердж|підтвердити|згод|дозвіл|схвален|питати|تأكيد|تاكيد|موافقة|إذن|اذن|אישור|הסכמה|רשות|לשאול|"
    "تایید|تأیید|اجازه|موافقت|पुष्टि|अनुमति|स्वीकृति|मंजूरी|xác nhận|phê duyệt|konfirmasi|persetujuan|izin|"
    "ยืนยัน|อนุมัติ|อนุญาต|确认|確認|核实|核實|批准|同意|承認|확인|승인|동의"
)
# Not needed, never asked, without: said with the confirmation in one clause.
_WAIVED = (
    "nicht|kein|keine|keinen|ohne|pas|sans|inutile|plus besoin|no|sin|não|sem|non|senza|niet|geen|zonder|nie|bez|"
    "inte|utan|ikke|ikkje|uden|uten|ne|nu|fără|gerek yok|gerekmez|sormadan|almadan|olmadan|yok|μην|χωρίς|δεν|"
    "не|без|لا|دون|بدون|אל|בלי|ללא|אין|نه|نیازی نیست|بدون|नहीं|मत|बिना|không|đừng|tidak|jangan|tanpa|ไม่|ไม่ต้อง|"
    "不要|不用|无需|無需|不必|不需要|无须|無須|别|別|せず|なしで|不要です|しないで|は不要|を待たず|を求めず|"
    "하지 말고|하지 마|받지 말고|없이|필요 없|필요없"
)
# "Without": a waiver unless the clause denies the act itself ("sende nie eine Zahlung ohne Bestätigung").
_WITHOUT = (
    "ohne|sans|sin|sem|senza|zonder|bez|utan|uden|uten|fără|χωρίς|без|بدون|دون|בלי|ללא|बिना|tanpa|sormadan|almadan|"
    "olmadan|なしで|せず|없이"
)
_NEVER = (
    "nie|niemals|nichts|kein|keine|nur|jamais|rien|aucun|aucune|seulement|uniquement|nunca|nada|ningún|ninguna|"
    "solo|sólo|"
    "nenhum|nenhuma|apenas|somente|mai|nulla|nessun|nessuna|soltanto|nooit|niets|geen|alleen|nigdy|nic|żaden|żadnej|"
    "tylko|aldrig|inget|ingen|bara|kun|nikdy|nic|žádn|pouze|niciodată|nimic|doar|asla|hiçbir|sadece|ποτέ|τίποτα|μόνο|"
    "никогда|ничего|никакие|только|ніколи|нічого|тільки|лише|أبدا|أبدًا|فقط|לעולם|אף פעם|רק|هرگز|فقط|कभी नहीं|केवल|"
    "không bao giờ|chỉ|tidak pernah|hanya|ไม่เคย|เท่านั้น|绝不|決不|绝对不|絕對不|切勿|从不|從不|只有|仅|僅|決して|"
    "のみ|だけ|절대|만"
)
# An order in the sentence: an obligation, or an imperative that no statement shares ("lösche", "supprimez",
# "удаляй"; not "supprime", "elimina" or "invia", which also say what a tool does).
_ORDER = (
    "muss|musst|müssen|sollst|verwende|nutze|setze|lösche|sende|schicke|wähle|nimm|führe|doit|dois|devez|il faut|"
    "utilisez|envoyez|supprimez|choisis|choisissez|mets|mettez|appliquez|exécutez|réponds|répondez|transférez|debe|"
    "debes|deben|hay que|tienes que|pon|deve|deves|precisa|use|utilize|envie|exclua|apague|escolha|coloque|aplique|"
    "execute|responda|transfira|devi|bisogna|scegli|metti|esegui|rispondi|trasferisci|moet|gebruik|stuur|verwijder|"
    "kies|zet|voer|musisz|należy|trzeba|użyj|wyślij|usuń|usuwaj|wybierz|ustaw|wykonaj|måste|använd|skicka|radera|"
    "välj|kör|skal|brug|bruk|slet|vælg|velg|kjør|musíš|musí|použij|pošli|smaž|vyber|nastav|proveď|trebuie|"
    "folosește|trimite|șterge|setează|execută|mutlaka|kullan|gönder|sil|seç|ayarla|πρέπει|χρησιμοποίησε|στείλε|"
    "διάγραψε|επίλεξε|должен|должна|нужно|надо|используй|отправь|отправляй|удали|удаляй|выбери|выбирай|ставь|"
    "поставь|выполни|делай|"
    "повинен|треба|потрібно|використовуй|надішли|видали|вибери|постав|виконай|يجب|استخدم|أرسل|احذف|اختر|نفذ|חייב|"
    "השתמש|שלח|מחק|בחר|בצע|باید|بفرست|ज़रूर|जरूर|करें|करो|भेजें|हटाएँ|चुनें|phải|hãy|harus|wajib|gunakan|kirim|"
    "hapus|lakukan|pidas|preguntes|esperes|solicites|peça|pergunte|espere|non chiedere|non aspettare|non attendere|"
    "ne demande pas|ne demandez pas|n'attends pas|n'attendez pas|vraag niet|wacht niet|pytaj|czekaj|proś|спрашивай|"
    "жди|запрашивай|питай|чекай|ต้อง|都要|一律|必须|必須|务必|務必|请|請|必ず|してください|すること|しなさい|せよ|"
    "반드시|하세요|하십시오|"
    "해라|하라"
)
# "Whichever": a choice among values ("egal welche Sprache der Nutzer wählt"), a scope rather than the user's word.
_WHICH = (
    "welche|welcher|welches|welchen|quel|quelle|quels|quelles|cualquier|qué|cuál|qual|quale|quali|welke|welk|który|"
    "która|które|którą|vilken|vilket|vilka|hvilken|hvilket|hvilke|který|která|které|care|hangi|ποιο|ποια|какой|какую|"
    "какие|какое|який|яку|які|أي|איזה|איזו|کدام|कौन|nào|mana|ใด|哪|どの|어떤|어느"
)

_UNSPACED_FROM = 0x2E80  # CJK and after: words join, so a word may start anywhere
_CLAUSE_END = compiled(r"[.!?;。！？；\n]")
_REACH = 70  # characters of a clause read on each side of the user


def _words(cell: str) -> re.Pattern[str]:
    return compiled(word_alternation(folded_words(cell)))


USERS_ML = _words(_USER)
_WHATEVER_ML = _words(_WHATEVER)
_FUSED_ML = _words(_WHATEVER_FUSED)
_SAYS_ML = _words(_SAYS)
_APPROVED_ML = _words(_APPROVED)
_CONDITION_ML = _words(_CONDITION)
_REQUIRED_ML = _words(_REQUIRED)
_CONDITION_AFTER_ML = _words(_CONDITION_AFTER)
_CONFIRMATION_ML = _words(_CONFIRMATION)
_WAIVED_ML = _words(_WAIVED)
_ORDER_ML = _words(_ORDER)
_WITHOUT_ML = _words(_WITHOUT)
_NEVER_ML = _words(_NEVER)
_WHICH_ML = _words(_WHICH)
_ITSELF = frozenset(folded_words(_WHATEVER_ITSELF))
_AT_END = frozenset(folded_words(_WHAT_AT_END))
_WHAT_ML = _words(_WHAT)
_OR_NOT_ML = _words(
    "oder nicht|ou non|ou pas|o no|ou não|o meno|of niet|czy nie|eller inte|eller ej|eller ikke|nebo ne|sau nu|ya da|"
    "ή όχι|или нет|чи ні|أم لا|או לא|या नहीं|hay không|atau tidak|หรือไม่|与否|與否|还是不|かどうか|든 아니든"
)
# Quick-check words for the rule: every finding holds a user noun.
TRIGGERS_ML: tuple[str, ...] = tuple(sorted({w[:5] for w in folded_words(_USER)}))


def _whole(norm: str, start: int, end: int) -> bool:
    """norm[start:end] starts a word (a stem may go on), or stands in a script written without spaces."""
    if ord(norm[start]) >= _UNSPACED_FROM:
        return True
    return start == 0 or not norm[start - 1].isalnum()


def _whole_word(norm: str, start: int, end: int) -> bool:
    """norm[start:end] is a whole word (short words such as "ne", "al", "ya" would otherwise start many)."""
    if ord(norm[start]) >= _UNSPACED_FROM:
        return True
    return (start == 0 or not norm[start - 1].isalnum()) and (end >= len(norm) or not norm[end].isalnum())


def _inflected(norm: str, start: int, end: int) -> bool:
    """norm[start:end] starts a word that goes on by at most two letters: an ending ("genehmigte", "aprobada",
    "одобрила"), not another word ("confirmat" in "confirmation")."""
    return (_whole(norm, start, end) and not norm[end : end + 3].isalpha()) or ord(norm[start]) >= _UNSPACED_FROM


def _any(
    expression: re.Pattern[str], norm: str, lo: int, hi: int, whole: bool = False, ending: bool = False
) -> re.Match[str] | None:
    test = _whole_word if whole else _inflected if ending else _whole
    for count, m in enumerate(expression.finditer(norm, lo, hi)):
        if count >= 20:
            break
        if test(norm, m.start(), m.end()):
            return m
    return None


def _clause(norm: str, start: int, end: int) -> tuple[int, int]:
    """The clause around norm[start:end], at most _REACH characters on each side."""
    before = [m.end() for m in _CLAUSE_END.finditer(norm, max(0, start - _REACH), start)]
    after = _CLAUSE_END.search(norm, end, min(len(norm), end + _REACH))
    lo = before[-1] if before else max(0, start - _REACH)
    return lo, after.start() if after else min(len(norm), end + _REACH)


def found_ml(norm: str) -> Iterator[tuple[int, int, str, bool]]:
    """(start, end, what it does, whether it is an error) for each concept found around a user noun."""
    for count, user in enumerate(USERS_ML.finditer(norm)):
        if count >= 60:
            return
        if not _whole(norm, user.start(), user.end()):
            continue  # "client" inside "clientèle" is still a user; "kund" inside "skund" is not
        lo, hi = _clause(norm, user.start(), user.end())
        yield from _whatever(norm, user, lo, hi)
        yield from _consent(norm, user, lo, hi)
        waiver = _waived(norm, lo, hi)
        if waiver is not None and _any(_ORDER_ML, norm, *_sentence(norm, lo, hi), whole=True) is not None:
            span = min(user.start(), waiver.start()), max(user.end(), waiver.end())
            yield *span, "tells the model not to ask the user", False


def _whatever(norm: str, user: re.Match[str], lo: int, hi: int) -> Iterator[tuple[int, int, str, bool]]:
    lead = _any(_WHATEVER_ML, norm, lo, user.start(), whole=True)
    fused = _any(_FUSED_ML, norm, lo, hi)
    if lead is not None and _any(_SAYS_ML, norm, lead.end(), hi) is not None:
        if _any(_WHICH_ML, norm, lead.end(), min(user.start(), lead.end() + 12), whole=True) is not None:
            return  # "egal welche Sprache der Nutzer wählt": a scope
        if _any(_OR_NOT_ML, norm, lead.end(), hi, whole=True) is not None:
            return  # "independientemente de que el usuario quiera o no": either way, a scope
        word = lead.group(0)
        reach = hi if word in _AT_END else min(hi, lead.end() + 12)
        if word not in _ITSELF and _any(_WHAT_ML, norm, lead.end(), reach, whole=True) is None:
            return  # "sin importar el idioma que elija el usuario": a scope
        start = lead.start()
    elif fused is not None:
        start = min(user.start(), fused.start())
    else:
        return
    order = _any(_ORDER_ML, norm, *_sentence(norm, lo, hi), whole=True) is not None
    end = max(user.end(), fused.end() if fused is not None else user.end())
    yield start, end, "sets aside whatever the user asks", order


def _sentence(norm: str, lo: int, hi: int) -> tuple[int, int]:
    """The clause and the one after it: an order often follows the concessive clause ("egal was ..., lösche ...")."""
    after = _CLAUSE_END.search(norm, hi + 1, min(len(norm), hi + 1 + _REACH))
    return lo, after.start() if after else min(len(norm), hi + _REACH)


def _consent(norm: str, user: re.Match[str], lo: int, hi: int) -> Iterator[tuple[int, int, str, bool]]:
    approved = _any(_APPROVED_ML, norm, user.end(), hi, ending=True) or _any(
        _APPROVED_ML, norm, lo, user.start(), ending=True
    )
    if approved is None:
        return
    first = min(user.start(), approved.start())
    if _any(_CONDITION_ML, norm, lo, first, whole=True) is not None:
        return  # "wenn der Nutzer zugestimmt hat": a condition
    if _any(_REQUIRED_ML, norm, lo, approved.start(), whole=True) is not None:
        return  # "il cliente deve aver confermato l'importo": a requirement
    if _any(_CONDITION_AFTER_ML, norm, approved.end(), min(hi, approved.end() + 6)) is not None:
        return  # "ユーザーが承認したら": a condition
    semicolon = hi < len(norm) and norm[hi] in ";；"
    if _waived(norm, *(_sentence(norm, lo, hi) if semicolon else (lo, hi))) is None:
        return  # "die der Kunde bereits genehmigt hat": a fact, nothing rests on it
    yield first, max(user.end(), approved.end()), "claims the user's consent in advance", True


def _waived(norm: str, lo: int, hi: int) -> re.Match[str] | None:
    """A word for confirmation or asking with a negation or "without" near it in norm[lo:hi] (its match)."""
    for count, m in enumerate(_CONFIRMATION_ML.finditer(norm, lo, hi)):
        if count >= 10:
            break
        if not _whole(norm, m.start(), m.end()):
            continue
        a, b = _clause(norm, m.start(), m.end())
        waiver = _any(_WAIVED_ML, norm, max(a, m.start() - 30), min(b, m.end() + 30), whole=True)
        if waiver is None:
            continue
        without = _any(_WITHOUT_ML, norm, max(a, m.start() - 30), min(b, m.end() + 30), whole=True)
        if without is not None and (
            _any(_NEVER_ML, norm, a, b, whole=True) is not None
            or _any(_WAIVED_ML, norm, a, without.start(), whole=True) is not None
        ):
            continue  # "sende nie eine Zahlung ohne Bestätigung", "لا تفترض موقعه دون إذنه": a safeguard
        return m
    return None
