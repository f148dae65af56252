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
from mcp_catalog.lint.rules._overrides_ml import NOUNS_ML, VERBS_ML
from mcp_catalog.lint.rules._util import (
    UNSPACED_FROM,
    Lazy,
    WordTest,
    clause,
    find_word,
    folded_words,
    lazy_words,
    sentence,
    starts_or_thai,
    starts_word,
    whole_or_thai,
    whole_word,
)
from mcp_catalog.lint.text import fold_pattern

# The user, and the words of each concept, by language: de, fr, es, pt, it, nl, pl, sv, da/no, cs, ro, tr, el,
# ru, uk, ar, he, fa, hi, vi, id, th, zh, ja, ko.
_USER = (
    "nutzer|nutzerin|benutzer|benutzerin|anwender|anwenderin|kunde|kundin|endnutzer|gast|gäste|invité|huésped|"
    "hóspede|ospite|gość|гость|гостя|гість|paciente|patient|patientin|paziente|patiënt|pacjent|пациент|пацієнт|患者|"
    "환자|bệnh nhân|pasien|ผู้ป่วย|مریض|المريض|מטופל|mtumiaji|mteja|"
    "utilisateur|utilisatrice|usager|client|cliente|usuario|usuaria|usuário|usuária|utilizador|utilizadora|utente|"
    "gebruiker|klant|użytkownik|użytkowniczk|klient|användare|användaren|kund|bruger|brugeren|bruker|brukeren|"
    "uživatel|zákazník|utilizator|utilizatorul|kullanıcı|müşteri|χρήστη|χρήστης|πελάτη|пользовател|клиент|"
    "користувач|клієнт|المستخدم|مستخدم|العميل|המשתמש|משתמש|הלקוח|کاربر|उपयोगकर्ता|यूज़र|यूजर|ग्राहक|người dùng|"
    "khách hàng|pengguna|pelanggan|ผู้ใช้|ลูกค้า|用户|用戶|使用者|客户|客戶|ユーザー|ユーザ|利用者|お客様|顧客|사용자|"
    "유저|고객|이용자|felhasználó|ügyfél|ügyfel|"
    # the one served, named by role: the passenger, the student, the citizen, the player, the buyer
    "pasajero|passageiro|passager|passagier|fahrgast|passeggero|pasażer|пассажир|пасажир|cestující|yolcu|επιβάτη|"
    "الراكب|נוסע|乘客|乗客|승객|hành khách|penumpang|utas|estudiante|alumno|estudante|aluno|étudiant|élève|"
    "studierende|schüler|studente|uczeń|студент|žák|öğrenci|φοιτητή|الطالب|סטודנט|学生|학생|sinh viên|mahasiswa|"
    "siswa|hallgató|diák|ciudadano|cidadão|citoyen|bürger|cittadino|obywatel|гражданин|громадянин|občan|vatandaş|"
    "πολίτη|المواطن|אזרח|市民|시민|người dân|warga|állampolgár|jugador|jogador|joueur|spieler|giocatore|speler|"
    "gracz|игрок|гравець|hráč|oyuncu|παίκτη|اللاعب|שחקן|玩家|プレイヤー|플레이어|người chơi|pemain|játékos|comprador|"
    "acheteur|käufer|acquirente|koper|kupujący|покупатель|kupující|alıcı|αγοραστή|المشتري|买家|購入者|구매자|người mua|"
    "pembeli|vevő|"
    # the person, when the text names no role: "ainda que a pessoa diga", "auch wenn die Person ..."
    "pessoa|personne|persoon|kişi|άτομο"
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
    "terlepas dari|tidak peduli|ไม่ว่า|无论|無論|不管|不论|不論|任凭|任憑|apa pun|apapun|bármit|akármit|bármi"
)
# Of those, the ones that say "whatever" themselves; the others need "what" just after them ("egal was", "sin
# importar lo que", "независимо от того, что"), or anywhere after them where word order puts it at the end
# ("无论用户说什么", "bất kể người dùng nói gì"): "sin importar el idioma que elija" is a scope.
_WHATEVER_ITSELF = (
    "was auch immer|quoi que|quoi qu|lo que sea que|sea lo que sea|seja o que for|qualunque cosa|qualsiasi cosa|"
    "checché|cokolwiek|obojętnie co|cokoli|indiferent ce|orice ar|ό,τι κι αν|ό,τι και αν|что бы ни|как бы ни|що б не|"
    "хоч би що|مهما|أيا كان|לא משנה מה|هر چه|apa pun yang|apapun yang|apa pun|apapun|bármit|akármit|bármi"
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
    "sag|will|wünsch|verlang|möcht|angibt|angeben|eingibt|bittet|fordert|meint|schreibt|anfragt|möge|nennt|nenn|"
    "erwähn|mentionne|menciona|menziona|noemt|wspomni|упомина|згаду|요청|말하|원하|言う|言っ|言わ|言お|言い|求め|頼|"
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
    "сказав|скаже|каже|просить|попросить|просив|просила|попросив|хоче|захоче|вимагає|напише|просил|просила|"
    "يقول|يقوله|قال|يطلب|يطلبه|طلب|يريد|يريده|אומר|יגיד|מבקש|יבקש|רוצה|"
    "بگوید|می‌گوید|بخواهد|می‌خواهد|درخواست|कहे|कहता|चाहे|माँगे|मांगे|"
    "nói|yêu cầu|muốn|katakan|dikatakan|minta|diminta|inginkan|diinginkan|"
    "พูด|ขอ|ต้องการ|บอก|说|說|要求|想要|怎么|怎麼|如何|istese|isterse|istemese|derse|sorarsa|talep eder|mond|kér|akar|"
    "kérdez|pertanyaan|permintaan|bilang|khai|hỏi|ρώτησε|ρωτήσει|ρωτά|제시하|"
    "pida|pide|pregunte|pergunte|demande|bittet|fragt|chieda|попросит|спросит|просит|попросить|isterse|sorsa|"
    "ameomba|ameziomba|anaomba|akiomba|بپرسد|بپرسند|ถาม|원해|원한|요청해|말해"
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
    "schválil|souhlasil|potvrdil|odsouhlasil|schváleno|aprobat|acceptat|autorizat|confirmat|consimțit|de acord|"
    "onayladı|onaylamıştır|onaylamış|onay verdi|izin verdi|kabul etti|"
    "ενέκρινε|συμφώνησε|αποδέχτηκε|επιβεβαίωσε|εγκρίνει|"
    "одобрил|согласился|согласилась|подтвердил|разрешил|дал согласие|утвердил|одобрено|"
    "схвалив|погодився|підтвердив|дозволив|дав згоду|надав згоду|схвалено|"
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
    "إذا|اذا|عندما|حين|لو|بعد أن|بعد ان|אם|כאשר|אחרי ש|לאחר ש|اگر|وقتی|یدি|यदि|अगर|जब|nếu|khi|sau khi|jika|kalau|"
    "apabila|setelah|"
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
    "bestätig|rückfrage|nachfrag|nachzufragen|zustimmung|genehmigung|freigabe|einverständnis|confirm|validation|"
    "autorisation|approbation|demander|aprobación|autorización|consentimiento|permiso|preguntar|aprovação|"
    "autorização|consentimento|permissão|perguntar|conferm|approvazione|autorizzazione|consenso|permesso|chiedere|"
    "bevestig|toestemming|goedkeuring|vragen|potwierdz|zgod|zatwierdzeni|pozwoleni|pytać|pytania|pytaj|bekräft|"
    "godkännande|samtycke|tillstånd|fråga|bekræft|bekreft|godkendelse|godkjenning|samtykke|tilladelse|tillatelse|"
    "spørg|spør|potvrzen|potvrdit|souhlas|schválení|svolení|ptát|confirmare|aprobare|permisiune|onay|teyit|izin|"
    "sorma|întreb|intreb|묻|물어|hỏi|bertanya|dotaz|ptaní|zeptat|megerősít|jóváhagy|rákérdez|переспраш|accord|"
    "consentement|επιβεβαίωσ|έγκριση|συγκατάθεση|подтвержд|подтвердить|согласи|разрешени|одобрени|спрашива|підтвердж|"
    "підтвердити|згод|дозвіл|схвален|питати|تأكيد|تاكيد|موافقة|إذن|اذن|אישור|הסכמה|רשות|לשאול|تایید|تأیید|اجازه|"
    "موافقت|पुष्टि|अनुमति|स्वीकृति|मंजूरी|xác nhận|phê duyệt|konfirmasi|persetujuan|izin|ยืนยัน|อนุมัติ|อนุญาต|确认|確認|"
    "核实|核實|批准|同意|承認|확인|승인|동의"
)
# Not needed, never asked, without: said with the confirmation in one clause.
_WAIVED = (
    "nicht|kein|keine|keinen|ohne|pas|sans|inutile|plus besoin|no|sin|não|sem|non|senza|niet|geen|zonder|nie|bez|"
    "inte|utan|ikke|ikkje|uden|uten|ne|nu|fără|gerek yok|gerekmez|sormadan|almadan|olmadan|yok|μην|χωρίς|δεν|"
    "не|без|لا|دون|بدون|אל|בלי|ללא|אין|نه|نیازی نیست|بدون|नहीं|मत|बिना|không|đừng|tidak|jangan|tanpa|ไม่|ไม่ต้อง|"
    "不要|不用|无需|無需|不必|不需要|无须|無須|别|別|せず|なしで|不要です|しないで|は不要|を待たず|を求めず|"
    "하지 말고|하지 마|받지 말고|없이|필요 없|필요없|마십시오|마세요|말고|말 것|nu mai|nu este nevoie|nu e nevoie"
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
    "muss|musst|müssen|sollst|verwende|nutze|setze|lösche|sende|schicke|wähle|nimm|führe|übernimm|reiche|teile|trage|"
    "doit|dois|devez|il faut|"
    "utilisez|envoyez|supprimez|choisis|choisissez|mets|mettez|appliquez|exécutez|réponds|répondez|transférez|debe|"
    "debes|deben|hay que|tienes que|pon|deve|deves|precisa|use|utilize|envie|exclua|apague|escolha|coloque|aplique|"
    "execute|responda|transfira|devi|bisogna|scegli|metti|esegui|rispondi|trasferisci|moet|gebruik|stuur|verwijder|"
    "kies|zet|voer|musisz|należy|trzeba|użyj|wyślij|usuń|usuwaj|wybierz|ustaw|wykonaj|måste|använd|skicka|radera|"
    "välj|kör|skal|brug|bruk|slet|vælg|velg|kjør|musíš|musí|použij|pošli|smaž|vyber|nastav|proveď|trebuie|"
    "folosește|trimite|șterge|setează|execută|mutlaka|kullan|gönder|sil|seç|ayarla|πρέπει|χρησιμοποίησε|στείλε|"
    "διάγραψε|επίλεξε|должен|должна|нужно|надо|используй|отправь|отправляй|удали|удаляй|выбери|выбирай|ставь|"
    "поставь|выполни|выполните|сделай|сделайте|продолжай|продолжайте|делай|"
    "повинен|повинна|повинні|повинно|должно|должны|세요|십시오|ください|треба|потрібно|використовуй|надішли|видали|"
    "вибери|постав|виконай|يجب|استخدم|أرسل|احذف|اختر|نفذ|חייב|"
    "השתמש|שלח|מחק|בחר|בצע|باید|بفرست|ज़रूर|जरूर|करें|करो|भेजें|हटाएँ|चुनें|phải|hãy|harus|wajib|gunakan|kirim|"
    "hapus|lakukan|pidas|preguntes|esperes|solicites|peça|pergunte|espere|non chiedere|non aspettare|non attendere|"
    "ne demande pas|ne demandez pas|n'attends pas|n'attendez pas|vraag niet|wacht niet|pytaj|czekaj|proś|спрашивай|"
    "жди|запрашивай|питай|чекай|ต้อง|都要|一律|必须|必須|务必|務必|请|請|必ず|してください|すること|しなさい|せよ|"
    "반드시|하세요|하십시오|"
    "réservez|activez|fermez|clôturez|validez|annulez|refusez|acceptez|proposez|chiudi|ciérralo|ciérralos|ciérrala|"
    "해라|하라|해야|обязан|обязана|обязаны|зобов'язаний|зобов'язана|"
    "yanıtla|çağır|aktar|yaz|başvurma|sorma|ekle|uygula|göster|hívd meg|küldd|töröld|állítsd|nyújtsd be|"
    "add meg|használd|válaszolj|futtasd|uveď|nevolej|odpověz|zvol|vyber|objednej|sertakan|panggil|tambahkan|"
    # imperatives of languages whose verbs do not mark them, read only with the rest of a concept: Indonesian,
    # Vietnamese, Persian, Swahili, Thai; Portuguese "mantém"
    "isi|kenakan|tulis|catat|tetapkan|tawarkan|sarankan|jawab|katakan|sampaikan|ghi|điền|کن|نکن|بده|نده|بگو|نگو|"
    "tumia|usitumie|sema|usiseme|mwambie|ให้ตอบ|ให้แจ้ง|ให้บอก|ให้ใช้|mantém|mantenha|não aceites|nunca aceites|geef|"
    "दिखाएं|दिखाएँ"
)
# "Whichever": a choice among values ("egal welche Sprache der Nutzer wählt"), a scope rather than the user's word.
_WHICH = (
    "welche|welcher|welches|welchen|quel|quelle|quels|quelles|cualquier|qué|cuál|qual|quale|quali|welke|welk|który|"
    "która|które|którą|vilken|vilket|vilka|hvilken|hvilket|hvilke|který|která|které|care|hangi|ποιο|ποια|какой|какую|"
    "какие|какое|який|яку|які|أي|איזה|איזו|کدام|कौन|nào|mana|ใด|哪|どの|어떤|어느"
)

# Even if, even when: what follows is set aside ("anche se l'utente lo chiede", "навіть якщо користувач не просив").
_EVEN_IF = (
    "auch wenn|selbst wenn|sogar wenn|même si|même quand|même lorsque|aunque|incluso si|incluso cuando|aun si|"
    "aun cuando|"
    "mesmo que|mesmo se|ainda que|mesmo quando|anche se|anche quando|perfino se|persino se|zelfs als|ook als|"
    "zelfs wanneer|nawet jeśli|nawet jesli|nawet gdy|nawet jeżeli|nawet kiedy|даже если|даже когда|навіть якщо|"
    "навіть коли|i když|i kdyby|även om|även när|selv om|selv hvis|selvom|chiar dacă|chiar daca|ακόμα κι αν|"
    "ακόμη κι αν|ακόμα και αν|حتى لو|حتى وإن|גם אם|אפילו אם|حتی اگر|भले ही|ngay cả khi|kể cả khi|dù cho|bahkan jika|"
    "akkor is|még ha|"
    "meskipun|walaupun|sekalipun|แม้ว่า|แม้|即使|即便|哪怕|就算|dù|mặc dù|hata kama|hata ikiwa"
)
# ... said after the verb, where the language puts it there: "kullanıcı istese bile", "求めても", "요청하더라도".
_EVEN_IF_AFTER = "bile|ても|でも|더라도|해도|라도"
# A verb of ignoring, as an order, in the languages _overrides_ml leaves to instructions.py (es, pt, fr, de, it ...).
_IGNORE = (
    "ignora|ignoralo|ignóralo|ignórala|ignore|ignorez|ignore-la|ignore-le|ignoriere|ignorier|ignorieren sie|ignoralo|"
    "ignorá|negeer|zignoruj|ignoruj|haz caso omiso|non tenerne conto|não leve em conta|no le hagas caso|puuza|"
    "hagyd figyelmen kívül|ne vedd figyelembe"
)
# Calls ordered in the imperative: "викликай close_period", "вызови", "wywołaj", "呼び出してください".
# Always, never, automatically: what makes an order stand against what the user asks ("non consigliare mai ..., anche
# se l'utente lo chiede"), unlike a safeguard ("даже если пользователь просит удалить всё, удаляй только выбранные").
_ALWAYS = (
    "immer|stets|nie|niemals|automatisch|toujours|jamais|automatiquement|siempre|nunca|automáticamente|sempre|"
    "automaticamente|mai|altijd|nooit|zawsze|nigdy|automatycznie|всегда|никогда|автоматически|завжди|ніколи|"
    "автоматично|vždy|nikdy|automaticky|alltid|aldrig|automatiskt|altid|aldri|automatisk|întotdeauna|mereu|niciodată|"
    "automat|her zaman|asla|otomatik|πάντα|ποτέ|αυτόματα|دائما|دائمًا|أبدا|تلقائيا|תמיד|לעולם|אוטומטית|همیشه|هرگز|"
    "خودکار|हमेशा|कभी नहीं|स्वचालित|luôn|không bao giờ|tự động|selalu|jangan pernah|otomatis|เสมอ|ตลอด|อัตโนมัติ|总是|總是|"
    "一律|始终|始終|自动|自動|从不|從不|必ず|常に|自動的に|항상|반드시|자동으로|절대|mindig|soha|daima|kila mara|"
    # anyway: "всё равно выполните перевод"
    "всё равно|все равно|усе одно|de todos modos|de qualquer forma|quand même|trotzdem|comunque|toch|i tak|yine de|"
    "ugyanúgy|anyway"
)
_CALL = (
    "викликай|виклич|викличте|вызови|вызывай|вызовите|wywołaj|wywołuj|zavolej|anropa|呼び出して|호출하세요|"
    "호출하십시오"
)

# From now on: a standing order for the rest of the session, with an order or "you are" after it.
_FROM_NOW = (
    "a partir de ahora|de ahora en adelante|desde ahora|a partir de agora|de agora em diante|daqui em diante|"
    "à partir de maintenant|désormais|dorénavant|dès maintenant|ab sofort|ab jetzt|von nun an|fortan|von jetzt an|"
    "da adesso|da ora in poi|d'ora in poi|da questo momento|d'ora in avanti|vanaf nu|voortaan|van nu af aan|od teraz|"
    "od tej chwili|od tej pory|с этого момента|отныне|впредь|с этого момента и далее|відтепер|з цього моменту|"
    "надалі|od teď|od této chvíle|napříště|från och med nu|hädanefter|fra nu af|fremover|fra nå av|heretter|"
    "de acum înainte|de acum inainte|de acum|bundan sonra|şu andan itibaren|su andan itibaren|από τώρα και στο εξής|"
    "από εδώ και πέρα|από τώρα|من الآن فصاعدا|من الآن فصاعدًا|من الآن|מעכשיו|מעתה|מעתה והלאה|از این به بعد|از حالا|"
    "अब से|आज से|từ giờ trở đi|từ bây giờ|kể từ bây giờ|kể từ giờ|mulai sekarang|mulai saat ini|dari sekarang|"
    "ต่อจากนี้|นับจากนี้|จากนี้ไป|从现在开始|從現在開始|从现在起|從現在起|これ以降|これからは|지금부터|이제부터"
)
# ... or from this call on, which is the model's: enough alone ("a partir de esta llamada responde siempre ...").
_FROM_THIS_CALL = (
    "a partir de esta llamada|desde esta llamada|tras esta llamada|a partir desta chamada|depois desta chamada|"
    "à partir de cet appel|après cet appel|ab diesem aufruf|nach diesem aufruf|da questa chiamata|"
    "dopo questa chiamata|"
    "vanaf deze aanroep|od tego wywołania|с этого вызова|после этого вызова|з цього виклику|після цього виклику|"
    "从这次调用开始|從這次呼叫開始|この呼び出し以降|이 호출부터"
)
# Answering, replying, recommending: what a standing order is about ("a partir de agora você responde ...").
_ANSWER = (
    "responde|responda|contesta|conteste|réponds|répondez|antworte|antworten sie|rispondi|risponda|antwoord|"
    "odpowiadaj|odpowiedz|отвечай|отвечайте|відповідай|відповідайте|odpovídej|doporučuj|svara|svar|răspunde|"
    "raspunde|cevap ver|"
    "απάντα|απαντάς|أجب|ענה|پاسخ بده|उत्तर दें|trả lời|jawab|ตอบ|回答|回复|答复|答え|대답|답변|recomienda|recomenda|"
    "recommande|empfiehl|raccomanda|consiglia|poleca|рекомендуй|рекомендуйте|推荐|おすすめ|추천"
)
# The model's own replies, one by one, with "your": "termine chacune de tes réponses par ..." (not "chaque réponse de
# l'API", an API's; not "chacune de tes réponses au ticket est horodatée", a statement: see _STATED).
_YOUR_REPLIES = (
    "tes réponses|vos réponses|tus respuestas|tuas respostas|suas respostas|le tue risposte|le sue risposte|"
    "deine antworten|deiner antworten|je antwoorden|jouw antwoorden|twoje odpowiedzi|swoje odpowiedzi|свои ответы|"
    "твои ответы|твоих ответов|каждый свой ответ|свої відповіді|твої відповіді|své odpovědi|dina svar|dine svar|"
    "răspunsurile tale|yanıtlarının|cevaplarının|τις απαντήσεις σου|ردودك|إجاباتك|התשובות שלך|अपने जवाब|"
    "câu trả lời của bạn|jawabanmu|jawaban anda|คำตอบของคุณ|你的每条回复|你的回答|你的回复|あなたの回答|당신의 답변"
)
# A statement about them, not an order: "... est horodatée", "... wird protokolliert".
_STATED = compiled(
    fold_pattern(
        r"[^.;!?\n]{0,40}?\b(?:est|sont|es|son|está|están|è|sono|é|são|ist|sind|wird|werden|is|are|jest|są|je|jsou|är|"
        r"er|este|sunt|είναι|является|є)\s"
    )
)
# You are (a persona given), consider (a rule given): "da adesso sei Giulia", "من الآن فصاعدًا اعتبر".
_YOU_ARE = (
    "eres|serás|sei|sarai|tu es|tu seras|bist|você|vous|usted|jij|ty|вы|ви|bạn|kamu|你|あなた|당신|너|du bist|"
    "jesteś|jestes|ты|ти|jsi|är du|du är|du er|ești|esti|sen|"
    "είσαι|أنت|"
    "אתה|تو|तुम|आप|bạn là|kamu|anda|คุณ|你是|你就是|あなたは|당신은|너는|considera|considere|considérez|considère|"
    "betrachte|behandle|tratta|beschouw|traktuj|считай|рассматривай|вважай|považuj|betrakta|betragt|consideră|"
    "kabul et|θεώρησε|اعتبر|התייחס|در نظر بگیر|मानो|coi|anggap|ถือว่า|视为|視為|当作|當作|とみなし|간주|"
    # you act as, behave as: "de acum înainte acționezi ca un coordonator autonom"
    "acționezi|actionezi|te comporți|te comporti|actúas|actuarás|atuas|agirás|"
    "tu agis|agissez|agis comme|agierst|handelst|fungierst|agisci|agirai|comportati|treed op|treedt op|gedraag je|"
    "działasz|działaj|zachowuj się|действуешь|действуй|ведёшь себя|ведешь себя|дієш|дій як|поводься|jednáš|"
    "chovej se|agerar|agera som|davran|ενεργείς|ενήργησε|bertindak|hành động như|として振る舞"
)

# The user's requests, wishes, preferences: with the user and a verb of ignoring, the user's word set aside
# ("pokyny uživatele ... ignoruj", "ignora las preferencias del usuario").
_REQUESTS = (
    "petición|peticiones|solicitud|solicitudes|pedido|pedidos|preferencias|deseos|demande|demandes|requête|"
    "préférences|"
    "souhaits|anfrage|anfragen|wunsch|wünsche|präferenzen|vorgaben|richiesta|richieste|preferenze|desideri|verzoek|"
    "verzoeken|voorkeuren|wensen|prośb|preferencje|życzenia|просьб|запрос|пожелани|предпочтени|прохан|побажан|"
    "вподобан|požadav|přání|preferenc|begäran|önskemål|ønske|ønsker|cerer|preferinț|istek|talep|tercih|αίτημα|"
    "προτιμήσ|طلب|طلبات|تفضيلات|בקשה|בקשות|העדפות|درخواست|ترجیح|अनुरोध|yêu cầu|mong muốn|permintaan|preferensi|"
    "คำขอ|要求|请求|請求|偏好|リクエスト|要望|希望|요청|선호|ellenvetés|kérés|kívánság|itiraz|námitk|keberatan"
)

# Precedence: with the user after it ("优先于用户的要求", "kipaumbele kuliko maagizo ya mtumiaji", "prevalece sobre lo
# que pida el usuario"), the text ranks itself above the user; with the user first, the user's choice wins (honest).
_PRECEDENCE = (
    "vorrang|priorität|prioridad|prioridade|priorité|priorità|voorrang|pierwszeństwo|приоритет|пріоритет|přednost|"
    "företräde|forrang|prioritate|öncelik|προτεραιότητα|أولوية|الأسبقية|עדיפות|גוברות|גובר|اولویت|प्राथमिकता|ưu tiên|"
    "prioritas|diutamakan|ลำดับความสำคัญ|优先于|優先於|优先|優先|우선|kipaumbele|prevalece|prevale|prévaut|prévalent|"
    "überwiegt|geht vor|gehen vor"
)
# Whatever the results: a fixed answer ("ανεξάρτητα από τα πραγματικά δεδομένα", "sonuçlar ne olursa olsun",
# "independentemente do que esta ferramenta retornar").
_RESULTS = (
    "resultados|resultado|dados|datos|données|résultats|ergebnisse|ergebnis|daten|risultati|dati|resultaten|gegevens|"
    "wyniki|dane|результаты|результат|данные|результати|дані|výsledky|data|resultat|resultaten|rezultate|rezultatele|"
    "sonuçlar|sonuç|veriler|δεδομένα|αποτελέσματα|النتائج|البيانات|התוצאות|הנתונים|نتایج|داده|परिणाम|डेटा|kết quả|"
    "dữ liệu|hasil|data|ผลลัพธ์|ข้อมูล|结果|結果|数据|數據|データ|결과|데이터|retornar|retorne|devuelva|devolver|"
    "status|estado|statut|stato|stav|durum|κατάσταση|статус|stan|zustand|"
    "renvoie|zurückgibt|restituisce|zwraca|возвращает|вернёт|повертає|返回|返す|반환|renvoyée|renvoyé|retournée|"
    "svaret|resultatet|svar|wynik|risultato|esito|returns|the tool returns|outcome|"
    # what a report or a forecast says: "egal was der Bericht sagt", "ό,τι κι αν δείχνει η πρόγνωση"
    "bericht|report|relatório|rapport|rapporto|raport|отчет|отчёт|звіт|rapor|αναφορά|报告|報告|レポート|보고서|"
    "laporan|báo cáo|रिपोर्ट|forecast|pronóstico|previsão|prévision|vorhersage|previsione|voorspelling|prognoza|"
    "прогноз|tahmin|πρόγνωση|预报|予報|예보"
)
# The values a tool returns: "quelle que soit la valeur", "値に関わらず", "whatever the values". Read as the results
# only where a verdict told must follow (_whatever_results): "independentemente dos valores, ... deve ser discutido
# com o médico" fixes nothing.
_VALUES = (
    "values|value|readings|reading|scores|score|valeur|valeurs|valor|valores|wert|werte|valore|valori|waarde|waarden|"
    "wartość|wartości|значени|значення|hodnota|hodnoty|değer|τιμή|τιμές|القيمة|القيم|ערך|ערכים|مقدار|मान|giá trị|"
    "nilai|ค่า|值|数値|값|수치|värden|värdena|värde|مقادیر|hodnot"
)
_REGARDLESS = (
    "whatever|regardless of|no matter what|irrespective of|independentemente|independientemente|sin importar|"
    "indépendamment|quel que soit|quelle que soit|quels que soient|"
    "quelles que soient|peu importe|qualunque sia|qualunque siano|qualsiasi sia|digan lo que digan|diga lo que diga|"
    "sea cual sea|sean cuales sean|bez względu na|egal was|ό,τι κι αν|ό,τι και αν|unabhängig|egal|indipendentemente|"
    "a prescindere|ongeacht|niezależnie|независимо|незалежно|bez ohledu|oavsett|uanset|uansett|indiferent|"
    "ne olursa olsun|her ne olursa|jakkoli|jakkoliv|"
    "ανεξάρτητα|ανεξαρτήτως|بغض النظر|בלי קשר|ללא קשר|صرف نظر|चाहे|bất kể|terlepas|"
    "ไม่ว่า|无论|無論|不管|不论|不論|関係なく|かかわらず|関わらず|拘らず|관계없이|상관없이|صرفنظر|صرف‌نظر"
)
# Over, than: what makes a word of priority a ranking ("prioridad sobre", "Vorrang vor", "より優先", "보다 우선"), not
# a field ("la prioridad urgente").
_OVER = (
    "sobre|vor|gegenüber|sur|su|sul|sulla|sui|boven|nad|przed|над|перед|před|över|framför|foran|asupra|üzerinde|"
    "έναντι|على|על|بر|से ऊपर|hơn|atas|เหนือ|より|보다|kuliko|dan"
)
# Otherwise, the opposite: what the user would ask is against the order ("aksini istese bile", "i když chce jinak").
_OTHERWISE = (
    "aksini|jinak|másképp|másként|sebaliknya|lainnya|ngược lại|иначе|інакше|inaczej|lo contrario|otra cosa|"
    "o contrário|outra coisa|le contraire|autre chose|das gegenteil|etwas anderes|il contrario|altrimenti|"
    "het tegendeel|iets anders|annat|noget andet|noe annet|altceva|contrariul|το αντίθετο|κάτι άλλο|خلاف ذلك|"
    "אחרת|अन्यथा|相反|其他|逆|反対|다르게|반대"
)
# Choosing, picking (stems and past forms): the user's choice, set aside with "another" after it ("даже если
# пользователь выбрал другого", "aunque el usuario elija otro").
_CHOSE = (
    "wählt|gewählt|wählte|ausgewählt|choisit|choisi|sélectionne|sélectionné|elige|eligió|elija|elegido|selecciona|"
    "seleccionó|escolhe|escolheu|escolha|escolhido|seleciona|selecionou|sceglie|scelto|scelga|seleziona|selezionato|"
    "kiest|gekozen|koos|selecteert|wybierze|wybrał|wybrała|wybiera|väljer|valt|valde|vælger|valgte|velger|vybere|"
    "vybral|vybrala|alege|ales|seçerse|seçti|seçmiş|seçse|επιλέξει|επέλεξε|выбрал|выбрала|выберет|выбирает|выбрали|"
    "обрав|обрала|обере|вибрав|вибрала|вибере|اختار|يختار|בחר|בחרה|יבחר|انتخاب کرد|चुना|चुने|chọn|memilih|pilih|"
    "เลือก|选择|選擇|选了|選んだ|選択|선택|chagua|alichagua"
)
# Another, a different one: what the user would choose is not what the text orders.
_ANOTHER = (
    "другого|другой|другую|другое|другие|іншого|інший|іншу|інше|otro|otra|outro|outra|autre|anderen|andere|anderes|"
    "altro|altra|inny|inną|innego|inne|annan|annat|anden|andet|annen|jiný|jinou|jiného|başka|farklı|άλλο|άλλη|άλλον|"
    "diferente|différent|différente|verschieden|diverso|diversa|verschillend|آخر|أخرى|אחר|אחרת|دیگر|दूसरा|दूसरी|"
    "khác|lain|อื่น|其他|别的|另一|他の|別の|다른|nyingine"
)
# The assistant or the model named: who an order about the user's choice is given to ("ассистент обязан ..., даже если
# пользователь выбрал другого"), not a rule of the service ("auch wenn der Nutzer ein anderes Lager wählt, muss die
# Retoure ...").
_READER = (
    "assistant|assistants|ассистент|ассистенту|асистент|асистенту|assistente|asistente|assistent|assistenten|asystent|"
    "asystenta|asistan|asistanı|βοηθός|المساعد|העוזר|دستیار|सहायक|trợ lý|asisten|ผู้ช่วย|助手|アシスタント|어시스턴트|"
    "modell|modelo|modèle|modello|модель|model|ki-assistent|agente|agent|агент"
)
# Telling, in the forms that give an order: what a fixed verdict is ("indiquez au client que ...", "都请告诉学员",
# "ska du säga till personen"), read with "whatever the results" when no user is named near it.
_TELL = (
    "tell|inform|answer that|reply that|respond that|say that|state that|report that|"
    "di al|di a la|di a los|di que|comunica all'|comunica al|dile|diles|indícale|infórmale|respóndele|"
    "comunícale|diga|responda|comunique|diga-lhe|informe-o|"
    "dis-lui|dites|indiquez|réponds|répondez|informez|annoncez|affirmez|sag|sage|sagen sie|teile|antworte|melde|"
    "dì|di'|rispondi|comunicagli|zeg|meld|vertel|säg|säga|svara|meddela|powiedz|odpowiedz|"
    "poinformuj|przekaż|sdělte|řekněte|скажи|сообщи|ответь|отвечай|говори|сообщай|повідом|відповідай|řekni|odpověz|sděl|oznam|"
    "söyle|bildir|yanıtla|cevap ver|πες|απάντησε|ενημέρωσε|να λες|να δηλώνεις|告诉|告知|请回复|请回答|伝えて|答えて|"
    "と伝え|と答え|と回答|알려|안내하|답하|أخبر|قل|أجب|أبلغ|אמור|תגיד|ענה|הודע|بگو|اطلاع بده|बताएं|"
    "बताओ|कहें|कहो|hãy nói|hãy báo|hãy trả lời|hãy thông báo|nói rằng|báo rằng|katakan|beri tahu|beritahu|jawab|"
    "sampaikan|ให้แจ้ง|ให้บอก|ให้ตอบ|แจ้งว่า|บอกว่า|mwambie|waambie|jibu"
)
# In every answer, at the end of each reply: what the model says, every time.
_EVERY_ANSWER = (
    "en cada respuesta|al final de cada respuesta|en todas tus respuestas|em cada resposta|ao final de cada resposta|"
    "em todas as respostas|dans chaque réponse|à la fin de chaque réponse|dans toutes tes réponses|"
    "dans toutes vos réponses|in jeder antwort|am ende jeder antwort|in allen antworten|in ogni risposta|"
    "alla fine di ogni risposta|in tutte le risposte|in elk antwoord|aan het eind van elk antwoord|"
    "aan het einde van elk antwoord|in al je antwoorden|w każdej odpowiedzi|na końcu każdej odpowiedzi|"
    "в каждом ответе|в конце каждого ответа|у кожній відповіді|в кінці кожної відповіді|v každé odpovědi|"
    "na konci každé odpovědi|i varje svar|i slutet av varje svar|i hvert svar|her yanıtta|her cevapta|"
    "her yanıtın sonunda|σε κάθε απάντηση|στο τέλος κάθε απάντησης|في كل رد|في كل إجابة|في نهاية كل رد|בכל תשובה|"
    "בסוף כל תשובה|در هر پاسخ|در پایان هر پاسخ|हर जवाब में|हर उत्तर में|हर जवाब के अंत में|trong mọi câu trả lời|"
    "trong mỗi câu trả lời|cuối mỗi câu trả lời|di setiap jawaban|di akhir setiap jawaban|ในทุกคำตอบ|"
    "ท้ายทุกคำตอบ|每条回复|每次回答|每个回答|每一条回复|每条回复结尾|回答的结尾|结尾推荐|すべての回答|各回答|"
    "回答の最後に|毎回の回答|모든 답변|매 답변|답변 끝에|kila jibu|mwishoni mwa kila jibu"
)
# Recommending, offering, mentioning, in forms that only give an order (not "recomienda", "recommande",
# "consiglia", which also say what a tool does).
_PROMOTE = (
    "recomiéndale|recomiéndales|recomiende|sugiérele|ofrécele|ofrézcale|propónle|propón|menciónale|invítale|"
    "recomende|sugira|ofereça|indique|mencione|convide|proponha|recommandez|proposez|suggérez|mentionnez|"
    "invitez|recommande-lui|propose-lui|empfiehl|empfehlen sie|erwähne|biete|proponi|suggerisci|offri|"
    "consigliagli|raccomandagli|menziona sempre|noem|vermeld|beveel|raad|poleć|polecaj|zaproponuj|proponuj|"
    "wspomnij|zaoferuj|рекомендуй|порекомендуй|предложи|предлагай|упомяни|посоветуй|советуй|запропонуй|пропонуй|"
    "згадай|порадь|doporuč|nabídni|zmiň|navrhni|öner|tavsiye et|bahset|πρότεινε|σύστησε|ανέφερε|rekommendera|"
    "föreslå|nämn|erbjud|推荐购买|建议购买|推荐升级|推销|を勧め|をお勧め|をすすめ|を案内|추천하세요|추천하십시오|"
    "권유하|اقترح|أوصِ|انصح|روّج|המלץ|הצע|הזכר|توصیه کن|پیشنهاد کن|معرفی کن|सुझाएं|सुझाएँ|सिफारिश करें|hãy giới thiệu|"
    "hãy đề xuất|hãy gợi ý|hãy khuyên|rekomendasikan|sarankan|tawarkan|promosikan|แนะนำ|เสนอ|pendekeza|shauri|"
    # ... and in English: "recommend our Priority Review add-on ($350)"
    "recommend|suggest our|pitch our|promote our|upsell"
)
# Whose offer it is, or when it is pushed: ours, a partner's, premium, an upgrade; always, in every answer, even when
# they only asked something else ("... gói dịch vụ 499.000đ của đối tác, kể cả khi họ chỉ hỏi mã số thuế").
_PUSHED = (
    "our|partner|premium|upgrade|always|even if|even when|nuestro|nuestra|nuestros|socio|premium|siempre|aunque|"
    "nosso|nossa|parceiro|sempre|mesmo que|mesmo quando|notre|nos|partenaire|toujours|même si|unser|unsere|unseren|"
    "partner|immer|auch wenn|nostro|nostra|sempre|anche se|onze|ons|altijd|ook als|nasz|nasze|naszą|partnera|zawsze|"
    "nawet jeśli|наш|наше|нашу|партнер|всегда|даже если|завжди|навіть якщо|náš|naše|vždy|vår|vårt|alltid|även om|"
    "bizim|ortak|her zaman|bile|συνεργάτη|πάντα|شريك|دائما|حتى لو|שותף|תמיד|גם אם|همیشه|حتی اگر|साझेदार|हमेशा|"
    "đối tác|luôn|kể cả khi|kami|mitra|selalu|bahkan jika|พันธมิตร|เสมอ|合作|合作伙伴|会员|年度|总是|即使|パートナー|"
    "当社|必ず|いつも|파트너|저희|항상|반드시|washirika|daima"
)
_PUSHED_ML = lazy_words(_PUSHED)
# An offer that waits on the user or fits them: "if the user asks", "sesuai kebutuhan", "solo si", "wenn".
_FITTED_ML = lazy_words(
    "if|when|unless|needs|suits|si|cuando|según|necesidades|se|quando|conforme|necessidades|lorsque|selon|besoins|"
    "wenn|falls|bedarf|quando|esigenze|als|indien|behoeften|jeśli|gdy|potrzeb|если|когда|потребност|якщо|коли|pokud|"
    "když|om|när|behov|eğer|ihtiyac|αν|όταν|ανάγκες|إذا|عندما|احتياج|אם|כאשר|צרכי|اگر|وقتی|नियम|अगर|जब|ज़रूरत|nếu|khi|"
    "nhu cầu|jika|kalau|sesuai|kebutuhan|ถ้า|เมื่อ|ความต้องการ|如果|若|需要|尋ねたら|場合|ニーズ|경우|필요|ikiwa|mahitaji|"
    "पूछने पर|पूछे जाने पर|when asked|on request|cuando lo pidan|auf anfrage|su richiesta|op verzoek|na życzenie|"
    "по запросу|istek üzerine|theo yêu cầu|atas permintaan|应要求|求められたら|요청 시"
)
# A source cited: "indica la fonte con il link a www.istat.it".
_SOURCE_ML = lazy_words(
    "source|sources|cite|citation|fuente|fonte|fontes|quelle|bron|źródło|źródła|источник|джерело|zdroj|källa|källan|"
    "kilde|kaynak|πηγή|مصدر|מקור|منبع|स्रोत|nguồn|sumber|แหล่งที่มา|来源|出典|출처|chanzo"
)
# Verbs that mention rather than recommend ("vermeld prijzen altijd", "noem in elk antwoord de bron"): an offer only
# with what is ours or a partner's named ("noem in elk antwoord ook onze fietstour").
_MENTIONS = frozenset(
    folded_words(
        "menciónale|mencione|mentionnez|erwähne|menziona sempre|noem|vermeld|wspomnij|упомяни|згадай|zmiň|bahset|"
        "ανέφερε|nämn|を案内|הזכר|معرفی کن"
    )
)
_OURS_ML = lazy_words(
    "our|partner|premium|upgrade|nuestro|nuestra|nuestros|socio|nosso|nossa|parceiro|notre|nos|partenaire|unser|"
    "unsere|unseren|nostro|nostra|onze|ons|nasz|nasze|naszą|partnera|наш|наше|нашу|партнер|náš|naše|vår|vårt|bizim|"
    "ortak|συνεργάτη|شريك|שותף|साझेदार|đối tác|kami|mitra|พันธมิตร|合作|パートナー|当社|파트너|저희|washirika"
)
# A statement of one's own advice ("for teams we recommend our Business plan"): not an order to the model.
_WE_BEFORE = compiled(r"\b(?:we|i|they|you\s+may|you\s+might)\s+(?:\w+\s+)?$")
# A refusal that must come twice before it counts: "only remove it if they refuse twice", "ne la retirez que si le
# client la refuse deux fois de suite"; an offer pressed even after a no: "insiste una vez aunque diga que no".
_TWICE = (
    "twice|two times|a second time|deux fois|à deux reprises|dos veces|duas vezes|zweimal|zwei mal|due volte|"
    "twee keer|tweemaal|dwa razy|dwukrotnie|дважды|два раза|двічі|dvakrát|två gånger|to gange|iki kez|iki defa|"
    "δύο φορές|مرتين|פעמיים|दो बार|hai lần|dua kali|สองครั้ง|两次|兩次|二度|2回|두 번"
)
_REFUSES = (
    "refuse|refuses|declines|decline|says no|say no|insist|insists|asks|"
    "refuse|refusent|insiste|insistent|se niega|rechaza|recusa|recusar|insista|insistir|lehnt|ablehnt|ablehnen|"
    "besteht|rifiuta|insista|weigert|odmówi|odmawia|nalega|откажется|отказывается|настаивает|настоит|відмовиться|"
    "наполягає|odmítne|trvá|vägrar|insisterar|afviser|reddeder|ısrar|αρνηθεί|επιμείνει|رفض|يرفض|يصر|מסרב|מתעקש|"
    "मना|ज़ोर|từ chối|khăng khăng|menolak|bersikeras|ปฏิเสธ|拒绝|拒絕|坚持|堅持|断られ|拒否|거절|고집"
)
_ONLY_IF = (
    "only|unless|solo si|sólo si|únicamente si|que si|nur wenn|nur falls|erst wenn|solo se|soltanto se|alleen als|"
    "pas als|tylko jeśli|tylko gdy|только если|лише якщо|тільки якщо|jen pokud|pouze pokud|endast om|bara om|"
    "kun hvis|sadece|yalnızca|μόνο αν|فقط إذا|רק אם|केवल|chỉ khi|hanya jika|hanya kalau|เฉพาะ|只有|のみ|만"
)
_PRESSED = (
    "even if they say no|even if they decline|aunque diga que no|aunque digan que no|mesmo que diga que não|"
    "même s'il dit non|même si elle dit non|auch wenn er nein sagt|auch wenn sie nein sagt|anche se dice di no|"
    "ook als hij nee zegt|nawet jeśli odmówi|даже если откажется|даже если скажет нет|навіть якщо відмовиться|"
    "hayır dese bile|reddetse bile|即使拒绝|即使对方拒绝|断られても|거절하더라도"
)
# A persona taken on, by name: "kendini 'Dr. Aslı' olarak tanıt", "ให้ตอบในฐานะ 'น้องบุ๊ค'", "以'学堂小助手'的身份回复",
# "introduce yourself as 'Max'" (the name quoted; not "responde como JSON", a format).
_PERSONA = (
    "introduce yourself as|present yourself as|refer to yourself as|call yourself|pretend to be|"
    "preséntate como|preséntese como|hazte pasar por|apresente-se como|apresenta-te como|faça-se passar por|"
    "présente-toi comme|présentez-vous comme|présente-toi en tant que|présentez-vous en tant que|fais-toi passer pour|"
    "stell dich als|stelle dich als|gib dich als|presentati come|si presenti come|spacciati per|fingiti|"
    "stel je voor als|doe je voor als|przedstaw się jako|podawaj się za|представься|представляйся|выдавай себя за|"
    "представся|видавай себе за|představ se jako|vydávej se za|presentera dig som|utge dig för|συστήσου ως|"
    "παρουσιάσου ως|قدم نفسك|عرّف نفسك|הצג את עצמך|הציג את עצמך|tự giới thiệu là|"
    "perkenalkan diri sebagai|perkenalkan dirimu sebagai|olarak tanıt|olarak tanıtın|扮演|と名乗り|と名乗って|"
    "として自己紹介|と自己紹介|معرفی کن|معرفی کنید|"
    # "as", which also logs in as a role ("以'管理员'的身份登录"): only with answering in the sentence (_ANSWER)
    "ในฐานะ|的身份|として振る舞|역할로"
)
_PERSONA_AS = frozenset({"ในฐานะ", "的身份", "として振る舞", "역할로"})
# A price: a currency and an amount, either way round ("€39", "Rp25.000", "499.000đ", "¥699", "35 zł").
_PRICE = compiled(
    fold_pattern(
        r"(?:[$€£¥₩₪₹₫฿₺₽]|\br\$|\brp\.?\s?|\b(?:usd|eur|gbp|pln|chf|czk|sek|nok|dkk|try|brl|mxn|inr|jpy|cny|krw)\s?)\d"
        r"|\d(?:[\d.,\u00a0 ]*\d)?\s?(?:[€$£¥₩₪₹₫฿₺₽円元원đ]|zł|kr\b|kč|tl\b|lei\b|ft\b|грн|руб|р\.|ريال|درهم|"
        r"تومان|(?:usd|eur|gbp|pln|chf|czk|sek|brl|inr|jpy|cny|krw)\b)"
    )
)
_LINK = compiled(
    r"https?://|\bwww\.|\b[a-z0-9-]+\.(?:com|net|org|io|app|shop|store|nl|de|fr|es|it|pt|br|pl|ru|ua|cz|tr|gr|se|in|vn|"
    r"id|th|jp|cn|kr)(?:\.[a-z]{2})?(?:/|\b)"
)
_TOOL_ID = compiled(r"[a-z][a-z0-9]*(?:_[a-z0-9]+)+")
_HUNGARIAN_IGNORE = compiled(r"hagy|ne\s+vedd")
_ACCUSATIVE = compiled(r"\w*t\b")  # a Hungarian object: "kéréseit", "ellenvetését"

_CLAUSE_END = compiled(r"[.!?;。！？；\n]")
_DASH = compiled(r"\s[\u2014\u2013-]\s|[\u2014\u2013]")
_REACH = 70  # characters of a clause read on each side of the user


_words = lazy_words


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
_EVEN_IF_ML = _words(_EVEN_IF)
_EVEN_IF_AFTER_ML = _words(_EVEN_IF_AFTER)
_IGNORE_ML = _words(_IGNORE)
_CALL_ML = _words(_CALL)
_ALWAYS_ML = _words(_ALWAYS)
_ANSWER_ML = _words(_ANSWER)
_YOUR_REPLIES_ML = _words(_YOUR_REPLIES)
_PRECEDENCE_ML = _words(_PRECEDENCE)
_OVER_ML = _words(_OVER)
_RESULTS_ML = _words(_RESULTS)
_VALUES_ML = _words(_VALUES)
REGARDLESS_ML = _words(_REGARDLESS)
_REQUESTS_ML = _words(_REQUESTS)
_OTHERWISE_ML = _words(_OTHERWISE)
_CHOSE_ML = _words(_CHOSE)
_ANOTHER_ML = _words(_ANOTHER)
_READER_ML = _words(_READER)
_TELL_ML = _words(_TELL)
EVERY_ANSWER_ML = _words(_EVERY_ANSWER)
PROMOTE_ML = _words(_PROMOTE)
# Quick-check words for what is said fixed whatever the results, and for a promotion in every answer.
PERSONA_ML = _words(_PERSONA)
TWICE_ML = _words(_TWICE)
_REFUSES_ML = _words(_REFUSES)
_ONLY_IF_ML = _words(_ONLY_IF)
PRESSED_ML = _words(_PRESSED)
# A secret or a number kept back even when asked for: what a safeguard refuses.
_SECRET_ASKED = compiled(
    fold_pattern(
        r"\b(?:passwords?|pin|passcode|senhas?|contraseñas?|mots?\s+de\s+passe|passw[oö]rt\w*|wachtwoord\w*|hasł\w*|"
        r"пароль\w*|şifre\w*|κωδικ\w*|card\s+numbers?|número\s+(?:de\s+tarjeta|do\s+cartão|completo)|numéro\s+de\s+carte|"
        r"kartennummer|numero\s+di\s+carta|numer\w*\s+karty|номер\w*\s+карты|full\s+number|dígitos|digits|ziffern|"
        r"cifre|cijfers|cyfr\w*|цифр\w*|bsn|iban|ssn|dni|cpf|tc\s+kimlik)\b|密码|パスワード|비밀번호|身份证|マイナンバー|주민등록"
    )
)
# Verbs of pressing an offer: "insiste", "propónle", "offer it again".
_PRESS_ML = lazy_words(
    "insist|offer|propose|push|pitch|insiste|insista|ofrece|ofrécele|propón|propónle|ofereça|proponha|insistez|"
    "proposez|propose|biete|schlage|insistiere|insisti|offri|proponi|dring aan|bied|nalegaj|zaproponuj|proponuj|"
    "настаивай|предлагай|предложи|наполягай|пропонуй|trvej|nabídni|erbjud|ısrar|öner|επίμενε|πρότεινε|أصر|اقترح|התעקש|"
    "הצע|اصرار|پیشنهاد|जोर|सुझा|nài nỉ|đề nghị|desak|tawarkan|เสนอ|坚持|推荐|提案|권유|제안"
)
# What stands between the person and the verb when something else refuses: their card, their bank.
_NOT_A_PERSON = compiled(
    fold_pattern(
        r"\b(?:card|bank|payment|charge|request|server|api|tarjeta|banco|cartão|carte|banque|karte|bank|carta|kaart|karta|"
        r"карт\w*|банк\w*|kart\w*)\b|['\u2019]s\b"
    )
)
# The one who refuses, as a pronoun or an English noun (the tables' nouns are read in the whole sentence).
_THEY_ML = _words(
    "user|customer|driver|rider|guest|buyer|caller|member|student|tenant|renter|applicant|donor|reader|they|he|she|"
    "il|elle|ils|elles|er|sie|ella|ellos|ele|ela|eles|lui|lei|hij|zij|ze|on|ona|oni|он|она|они|він|вона|"
    "вони|onu|o|αυτός|αυτή|هو|هي|הוא|היא|वह|họ|mereka|dia|เขา|他|她|彼|彼女|그|그녀"
)
TRIGGERS_TWICE: tuple[str, ...] = tuple(sorted({w[:5] for w in folded_words(_TWICE + "|" + _PRESSED)}))
TRIGGERS_PERSONA: tuple[str, ...] = tuple(sorted({w[:5] for w in folded_words(_PERSONA)}))
TRIGGERS_REGARDLESS: tuple[str, ...] = tuple(sorted({w[:5] for w in folded_words(_REGARDLESS)}))
TRIGGERS_EVERY_ANSWER: tuple[str, ...] = tuple(
    sorted({w[:5] for w in folded_words(_EVERY_ANSWER + "|" + _PROMOTE)})
)
FROM_NOW_ML = _words(_FROM_NOW + "|" + _FROM_THIS_CALL)
TRIGGERS_FROM_NOW: tuple[str, ...] = tuple(sorted({w[:5] for w in folded_words(_FROM_NOW + "|" + _FROM_THIS_CALL)}))
_FROM_THIS_CALL_ML = _words(_FROM_THIS_CALL)
_YOU_ARE_ML = _words(_YOU_ARE)
# Negative imperatives that no statement shares: Italian "non" with an infinitive ("non consigliare"), Spanish "no"
# with a second-person subjunctive ("no recomiendes").
_NOT_DO = compiled(r"\bnon\s+(?:\w+\s+)?\w+(?:are|ere|ire|rre)\b|\bno\s+(?:le\s+|les\s+|lo\s+|la\s+)?\w{2,}(?:es|as)\b")
# Turkish "must", a suffix on the verb: "söylemeli", "önermelidir", "yapmalıdır" (folded, ı reads i; not a bare
# "-mali", which ends Italian words: "valori normali", nor a bare "-meli": "gecikmeli" is "delayed").
_MUST_TR = compiled(
    r"\b\w{2,}(?:meli|mali)(?:dir|sin|siniz)\b|\b(?:söyle|öner|belirt|yap|ver|göster|ekle|gönder|kullan)(?:meli|mali)\b"
)
# Greek "να" with a second person, an order: "να γράφεις", "να προσθέτετε" (folded: no accents).
_NA_GR = compiled(fold_pattern(r"\bνα\s+(?:μην?\s+)?\w+(?:εις|ετε|ας|αρεις)\b"))
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


def _inflected(norm: str, start: int, end: int) -> bool:
    """norm[start:end] starts a word that goes on by at most two letters: an ending ("genehmigte", "aprobada",
    "одобрила"), not another word ("confirmat" in "confirmation")."""
    return (starts_word(norm, start, end) and not norm[end : end + 3].isalpha()) or ord(norm[start]) >= UNSPACED_FROM


def _any(
    expression: Lazy | re.Pattern[str], norm: str, lo: int, hi: int, whole: bool = False, ending: bool = False
) -> re.Match[str] | None:
    return find_word(expression, norm, lo, hi, whole_word if whole else _inflected if ending else starts_word)


_HAS_USER_ML = WordTest(USERS_ML)  # the words of the nouns, tested on the text's word mask before any scan


def found_ml(norm: str) -> Iterator[tuple[int, int, str, bool]]:
    """(start, end, what it does, whether it is an error) for each concept found around a user noun."""
    if not _HAS_USER_ML(norm):
        return
    for count, user in enumerate(USERS_ML.finditer(norm)):
        if count >= 60:
            return
        if not starts_word(norm, user.start(), user.end()):
            continue  # "client" inside "clientèle" is still a user; "kund" inside "skund" is not
        lo, hi = clause(norm, user.start(), user.end(), _REACH)
        yield from _whatever(norm, user, lo, hi)
        yield from _consent(norm, user, lo, hi)
        yield from _even_if(norm, user, lo, hi)
        yield from _precedence(norm, user, lo, hi)
        yield from _scripted(norm, user, lo, hi)
        waiver = _waived(norm, lo, hi)
        if waiver is None:
            continue
        span = min(user.start(), waiver.start()), max(user.end(), waiver.end())
        if _any(_CONDITION_ML, norm, max(lo, user.start() - 30), user.start(), whole=True) is not None:
            continue  # "استخدم update_consent بعد أن يختار المستخدم": the call waits for the user
        if _TOOL_ID.search(norm, *_sentence(norm, max(0, lo - _REACH), hi)) is not None:
            yield *span, "tells the model not to ask the user before calling a tool", True
        elif _any(_ORDER_ML, norm, *_sentence(norm, lo, hi), whole=True) is not None:
            yield *span, "tells the model not to ask the user", False


_OPENS = compiled(fold_pattern(r"(?:^|[.,;:!?\u2014\u2013-]|\b(?:y|e|et|und|and|ed|en|i|и|і|a))\s*$"))


_STATES_TOO = frozenset({"ignora", "ignore", "ignorer", "ignorera"})  # also what a tool does: "el filtro ignora ..."


def _clause_first(expression: Lazy | re.Pattern[str], norm: str, lo: int, hi: int) -> re.Match[str] | None:
    """A match that opens a clause: "ignora las preferencias" is an order, "el filtro ignora ..." a statement."""
    for m in expression.finditer(norm, lo, hi):
        if starts_word(norm, m.start(), m.end()) and _OPENS.search(norm, max(0, m.start() - 8), m.start()):
            return m
    return None


def _ignores(norm: str, lo: int, hi: int) -> re.Match[str] | None:
    """A verb of ignoring given as an order: an imperative-only form anywhere ("ignoruj", "התעלם"), a form that
    also states what a tool does only where it opens a clause."""
    for m in VERBS_ML.finditer(norm, lo, hi):
        if starts_word(norm, m.start(), m.end()) and m.group(0) not in _STATES_TOO:
            return m
    return _clause_first(VERBS_ML, norm, lo, hi) or _clause_first(_IGNORE_ML, norm, lo, hi)


def _precedence(norm: str, user: re.Match[str], lo: int, hi: int) -> Iterator[tuple[int, int, str, bool]]:
    """The text ranked above the user: a word of precedence, then the user within the clause."""
    found = _any(_PRECEDENCE_ML, norm, max(lo, user.start() - 50), user.start())
    if found is None:
        return
    near = max(lo, found.start() - 12), min(user.start(), found.end() + 15)
    if found.group(0)[-1] in "于於" or _any(_OVER_ML, norm, *near, whole=True) is not None:
        yield found.start(), user.end(), "ranks itself above the user", True


def _scripted(norm: str, user: re.Match[str], lo: int, hi: int) -> Iterator[tuple[int, int, str, bool]]:
    """What the user is told, fixed whatever the results ("ανεξάρτητα από τα πραγματικά δεδομένα ... να δηλώνεις")."""
    a, b = _sentence(norm, max(0, lo - _REACH), hi)
    regardless = _any(REGARDLESS_ML, norm, a, b)
    near = None if regardless is None else _any(_RESULTS_ML, norm, regardless.end(), min(b, regardless.end() + 40))
    span: tuple[int, int] | None = None
    if regardless is not None and near is not None:
        span = regardless.start(), near.end()
    else:
        # the whole sentence, the results on either side ("sonuçlar ne olursa olsun"): only with a verdict told
        # ("... tell the user the loan is approved"), not a disclaimer ("결과와 관계없이 ... 지연된 정보임을 알려")
        a, b = sentence(norm, user.start(), user.end())
        regardless = _any(REGARDLESS_ML, norm, a, b)
        span = None if regardless is None else _whatever_results(norm, regardless, a, b)
        if span is None or find_word(_VERDICT_ML, norm, a, b, starts_or_thai) is None:
            return
    if find_word(_DISCLAIMER_ML, norm, a, b, starts_or_thai) is not None:
        return  # "sonuç ne olursa olsun, verilerin 15 dakika gecikmeli olduğunu belirtin": a disclaimer
    if span is None or _told_either_way(norm, a, b, span[0]):
        return
    told = find_word(_TELL_ML, norm, a, b, whole_or_thai) is not None and (
        find_word(_VERDICT_ML, norm, a, b, starts_or_thai) is not None  # not "..., сообщи номер заявки"
    )
    if told or _ordered(norm, a, b) or _any(_ALWAYS_ML, norm, a, b, whole=True) is not None:
        yield *span, "fixes what the user is told whatever the results", True


def _whatever_results(norm: str, regardless: re.Match[str], a: int, b: int) -> tuple[int, int] | None:
    """The span of "whatever the results": the results after the word, or before it where the language puts it
    after ("sonuçlar ne olursa olsun", "čísla jakkoli", "結果にかかわらず")."""
    results = None
    for table in (_RESULTS_ML, _VALUES_ML):
        results = find_word(table, norm, regardless.end(), min(b, regardless.end() + 40), starts_or_thai) or (
            find_word(table, norm, max(a, regardless.start() - 30), regardless.start(), starts_or_thai)
        )
        if results is not None:
            break
    if results is None:
        return None
    return min(regardless.start(), results.start()), max(regardless.end(), results.end())


# A verdict: approved, eligible, rejected, safe, valid, guaranteed, available, yes (what "whatever the results"
# fixes; a disclaimer, "this is not medical advice", "the data is delayed 15 minutes", is none).
_VERDICT = (
    "approved|eligible|ineligible|not eligible|rejected|denied|safe|valid|guaranteed|in stock|available|resolved|"
    "aprobad|elegible|rechazad|denegad|segur|válid|garantizad|disponible|resuelt|aprovad|elegível|recusad|negad|"
    "garantid|approuvé|éligible|refusé|rejeté|sûr|garanti|en stock|résolu|genehmigt|berechtigt|abgelehnt|sicher|"
    "gültig|garantiert|verfügbar|auf lager|approvat|idone|respint|sicur|garantit|goedgekeurd|afgewezen|veilig|"
    "geldig|gegarandeerd|zatwierdz|odrzucon|bezpieczn|ważn|gwarantowan|одобрен|отклонен|отказан|безопасн|"
    "действител|гарантирован|в наличии|схвален|відхилен|безпечн|schválen|zamítnut|bezpečn|platn|godkänd|avslag|"
    "säker|giltig|onaylan|reddedil|güvenli|geçerli|garantili|stokta|εγκρίθηκε|εγκεκριμέν|απορρίφθηκε|ασφαλ|έγκυρ|"
    "εγγυημέν|ηλιοφάνεια|تمت الموافقة|موافق عليه|مرفوض|آمن|صالح|مضمون|אושר|מאושר|נדחה|בטוח|תקף|מובטח|تأیید شده|"
    "رد شد|امن|معتبر|تضمین|स्वीकृत|अस्वीकृत|सुरक्षित|वैध|गारंटी|được duyệt|bị từ chối|an toàn|hợp lệ|đảm bảo|còn hàng|"
    "disetujui|ditolak|aman|sah|dijamin|tersedia|อนุมัติ|ปฏิเสธ|ปลอดภัย|ถูกต้อง|รับประกัน|批准|通过|拒绝|不符合|符合|"
    "安全|有效|保证|有库存|有貨|承認|却下|安全です|有効|保証|在庫あり|승인|거절|안전|유효|보장|재고|"
    "sí|yes|oui|sim|evet|ναι|نعم|כן|بله|हाँ|ใช่|是的|はい|네|"
    "granted|accepted|accept|acceptad|aceito|accepté|akzeptiert|accettat|geaccepteerd|zaakceptowan|принят|прийнят|"
    "přijat|accepterad|kabul edildi|δεκτ|مقبول|התקבל|پذیرفته|स्वीकार|chấp nhận|diterima|ยอมรับ|接受|受理|수락|"
    "done|completed|effectué|realizado|efetuado|durchgeführt|erledigt|effettuato|uitgevoerd|wykonan|выполнен|"
    "виконан|proveden|genomförd|tamamlandı|ολοκληρώθηκε|בוצע|انجام شد|hoàn tất|selesai|已完成|完了|완료|passed|"
    "passat|bestanden|geslaagd|zdan|пройден|geçti|合格|통과|dotarł|arrived|llegó|chegou|arrivé|angekommen|arrivato|"
    "aangekomen|доставлен|"
    "granted|concess|concedid|accordé|erteilt|toegekend|przyznan|выдан|надан|udělen|beviljad|verildi|χορηγήθηκε|"
    # good, no need: "les conditions sont bonnes", "doktora gitmesine gerek olmadığını"
    "good|bonnes|bons|buenas|buenos|boas|bons|gut|buone|goed|dobr|хорош|iyi|καλ|جيد|טוב|خوب|अच्छ|tốt|baik|ดี|好|良い|좋|"
    "no need|not necessary|no hace falta|não é necessário|pas besoin|pas lieu|nicht nötig|non serve|niet nodig|"
    "nie trzeba|не нужно|gerek yok|gerek olmad|δεν χρειάζεται|لا داعي|אין צורך|لازم نیست|ज़रूरत नहीं|không cần|"
    "tidak perlu|ไม่จำเป็น|不需要|必要ありません|필요 없|"
    # withheld: "geef altijd 'borg ingehouden'"
    "withheld|retenid|retid|retenu|einbehalten|trattenut|ingehouden|zatrzyman|удержан|утриман|"
    # normal, nothing abnormal, all in order: "tell the patient the results are normal", "「異常なし」とだけ伝える",
    # "«Всё в порядке»"
    "is normal|are normal|is all normal|est normal|sont normaux|sont normales|es normal|son normales|é normal|"
    "são normais|ist normal|sind normal|è normale|sono normali|is normaal|zijn normaal|jest w normie|w normie|"
    "в порядке|в норме|нормальный|нормальные|у нормі|normální|normaldir|φυσιολογικ|طبيعية|طبيعي|תקין|תקינות|"
    "عادی است|सामान्य है|bình thường|normal semua|ปกติ|正常|異常なし|問題なし|정상입니다|정상이|"
    "in orde|in ordnung|in order|all clear|nothing wrong|está normal|todo normal|tudo normal|nella norma|normal olduğ|"
    "alles normaal|alles normal|tout est normal|wszystko w normie|всё нормально|все нормально|v normě|splnil|"
    "i gott skick|allt är normalt|उत्तीर्ण|طبیعی است|정상'|정상\"|"
    "inapelable|inapelável|sans appel|unanfechtbar|cannot be disputed|cannot be appealed"
)
# A disclaimer told whatever the results: not advice, delayed, for reference ("결과와 관계없이 ... 15분 지연된 정보",
# "ไม่ว่าผลลัพธ์ ... ไม่ใช่คำแนะนำการลงทุน").
_DISCLAIMER = (
    "not advice|not medical|not financial|not legal|not a diagnosis|delayed|for reference|provisional|approximate|"
    "no es asesoramiento|no constituye|retrasad|orientativ|não é aconselhamento|não constitui|atrasad|"
    "n'est pas un conseil|ne constitue pas|différé|indicatif|keine beratung|keine diagnose|verzögert|unverbindlich|"
    "non è una consulenza|non costituisce|ritardat|indicativ|geen advies|vertraagd|nie jest poradą|opóźnion|"
    "не является|задержк|не є|затримк|tavsiye değildir|teşhis değildir|gecikmeli|δεν αποτελεί|καθυστέρηση|"
    "ليست نصيحة|ليس تشخيص|متأخر|אינו ייעוץ|אינה ייעוץ|מעוכב|مشاوره نیست|تأخیر|सलाह नहीं|निदान नहीं|विलंबित|"
    "không phải lời khuyên|trễ|bukan nasihat|tertunda|ไม่ใช่คำแนะนำ|ล่าช้า|不构成|不是医疗|延迟|遅延|参考|診断では|"
    "助言では|참고|지연|조언이 아닙|진단이 아닙"
)
_DISCLAIMER_ML = lazy_words(_DISCLAIMER)
# Which of two verdicts, or whether: what is told depends on the values after all ("tell the patient whether each
# result is normal or outside its range", "diga ao paciente se ... está normal ou alterado", "πες ποιες ... και ποιες").
_EITHER_ML = lazy_words(
    # (not the short words other languages use otherwise: Dutch "of" is English's, Portuguese "o" an article, Spanish
    # "se" a pronoun, Danish "om" "about")
    "whether|or|which|if|ob|oder|welche|welcher|si|ou|quais|qual|quali|quale|cuál|cuáles|welke|czy|lub|które|"
    "który|ли|или|какие|какой|чи|які|zda|nebo|které|eller|vilka|hangi|ya da|veya|mı|ποιες|ποια|ποιο|αν|ή|أي|"
    "أيها|أو|هل|איזה|אילו|או|אם|کدام|آیا|یا|कौन|कौन-सा|या|क्या|nào|hay|liệu|apakah|atau|mana|ใด|หรือ|ไหม|是否|还是|還是|"
    "哪些|哪个|或|かどうか|どれ|または|인지|또는|어느|어떤"
)
# A verdict forbidden: "nunca diga ao paciente que está tudo normal; essa conclusão é do médico".
_NOT_TOLD_ML = lazy_words(
    "never|not|don't|do not|nunca|jamais|ne|nie|niemals|nicht|mai|non|nooit|niet|никогда|не|ніколи|nikdy|aldrig|"
    "asla|ποτέ|μην|أبدا|لا|לעולם|אל|هرگز|نگو|कभी|मत|không|đừng|jangan|绝不|不要|不得|決して|절대"
)


def _told_either_way(norm: str, a: int, b: int, regardless: int) -> bool:
    """The sentence norm[a:b] tells which of two outcomes, or forbids telling the verdict: nothing is fixed. Read from
    "whatever" or the verb of telling, whichever comes first (a sentence in Chinese or Japanese may run on from the one
    before: "查询...是否符合...。无论...都请告诉")."""
    told = find_word(_TELL_ML, norm, a, b, whole_or_thai)
    lo = min(regardless, told.start()) if told is not None else regardless
    for count, verdict in enumerate(_VERDICT_ML.finditer(norm, lo, b)):
        if count >= 10:
            break
        # "whether", "which" or "or" beside the verdict: "whether each one is normal or high", "ποιες ... είναι
        # φυσιολογικές και ποιες όχι" (not an "or" elsewhere in the sentence)
        near = max(a, verdict.start() - 30), min(b, verdict.end() + 30)
        if starts_or_thai(norm, verdict.start(), verdict.end()) and find_word(_EITHER_ML, norm, *near, whole_or_thai):
            return True
    if told is None:
        return False
    if _WHETHER_AFTER_TELL.match(norm, told.end(), min(b, told.end() + 30)) is not None:
        return True  # "vertel de koper of de betaling is goedgekeurd", "comunica al cliente se il bonifico ..."
    return find_word(_NOT_TOLD_ML, norm, max(a, told.start() - 12), told.start(), whole_or_thai) is not None


# "Whether" in the short words _EITHER_ML leaves out, read only just after the verb of telling ("meld ... of deze in
# orde is", "diga ao paciente se ..."): elsewhere Dutch "of" is English's, Spanish "se" a pronoun.
_WHETHER_AFTER_TELL = compiled(r"[^.;!?\n]*?\b(?:of|se|si|om)\b")
_VERDICT_ML = lazy_words(_VERDICT)
# A value given, quoted: "altijd 'borg ingehouden: schade'" (not a number: "immer 1 Protokolleintrag").
_FIXED_VALUE = compiled(
    r"['\"\u2018\u201c\u00ab\u300c][^'\"\u2019\u201d\u00bb\u300d]{1,40}['\"\u2019\u201d\u00bb\u300d]"
)


_HAS_REGARDLESS, _HAS_VERDICT = WordTest(REGARDLESS_ML), WordTest(_VERDICT_ML)
_HAS_PROMOTE, _HAS_EVERY_ANSWER = WordTest(PROMOTE_ML), WordTest(EVERY_ANSWER_ML)
_HAS_TWICE, _HAS_PRESSED = WordTest(TWICE_ML), WordTest(PRESSED_ML)


def scripted_ml(norm: str) -> Iterator[tuple[int, int]]:
    """(start, end) of "whatever the results" in a sentence that orders what to say ("quelle que soit la prévision
    renvoyée, indiquez ...", "无论本工具返回什么结果，都请告诉...") or orders that it always be a quoted value ("चाहे जो
    भी हो ... हमेशा 'वैध' दिखाएं"; not "wird immer der Status 'ok' protokolliert", a statement), with no user named
    near it (see _scripted)."""
    if not (_HAS_REGARDLESS(norm) and _HAS_VERDICT(norm)):
        return
    for count, regardless in enumerate(REGARDLESS_ML.finditer(norm)):
        if count >= 20:
            return
        if not starts_or_thai(norm, regardless.start(), regardless.end()):
            continue
        a, b = sentence(norm, regardless.start(), regardless.end())
        span = _whatever_results(norm, regardless, a, b)
        if span is None:
            continue
        if find_word(_VERDICT_ML, norm, a, b, starts_or_thai) is None:
            continue  # a disclaimer or a format ("respond in the user's language"), no verdict fixed
        if find_word(_DISCLAIMER_ML, norm, a, b, starts_or_thai) is not None:
            continue
        if _told_either_way(norm, a, b, regardless.start()):
            continue
        tells = find_word(_TELL_ML, norm, a, b, whole_or_thai) is not None
        fixed = (
            _any(_ALWAYS_ML, norm, a, b, whole=True) is not None
            and _FIXED_VALUE.search(norm, a, b) is not None
            and _ordered(norm, a, b)
        )
        if tells or fixed:
            yield span


# A persona that says it is a program: an honest bot's name.
_BOT = compiled(
    fold_pattern(
        r"\b(?:virtual|virtuel|virtuale|virtueller|wirtualn\w*|виртуальн\w*|віртуальн\w*|bot|chatbot|robot|ai|ia|ki|"
        r"automatic|automated|automático|automática|automatique|automatisch\w*|automatico|automatyczn\w*|"
        r"автоматическ\w*|otomatik|sistem|sistema|system|système|programme|program|programa|assistant\s+ia|"
        r"asistente\s+virtual)\b"
    )
)
_NAME_QUOTED = compiled(
    r"['\"\u2018\u201c\u00ab\u300c][^'\"\u2019\u201d\u00bb\u300d\n]{1,30}['\"\u2019\u201d\u00bb\u300d]"
)


def persona_ml(norm: str) -> Iterator[tuple[int, int]]:
    """(start, end) of a persona taken on by a quoted name, within 30 characters of the words that take it."""
    for count, m in enumerate(PERSONA_ML.finditer(norm)):
        if count >= 10:
            return
        if not whole_or_thai(norm, m.start(), m.end()):
            continue  # "olarak tanıtır" states what a bot does; "olarak tanıt" orders it
        if _NAME_QUOTED.search(norm, max(0, m.start() - 30), min(len(norm), m.end() + 30)) is None:
            continue
        lo, hi = sentence(norm, m.start(), m.end())  # the sentence: the name may come before the words or after
        if m.group(0) in _PERSONA_AS and find_word(_ANSWER_ML, norm, lo, hi, starts_or_thai) is None:
            continue
        if find_word(_NEVER_ML, norm, max(lo, m.start() - 20), m.start(), whole_word) or _BOT.search(norm, lo, hi):
            continue  # "never pretend to be 'a real person'"; "preséntate como 'Asistente virtual' ... un sistema"
        yield lo, hi
        return


def refusal_overridden(norm: str) -> Iterator[tuple[int, int]]:
    """(start, end) of a refusal that counts only the second time ("only if they refuse twice"), or of an offer pressed
    even after a no ("insist once, even if they say no")."""
    if not (_HAS_TWICE(norm) or _HAS_PRESSED(norm)):
        return
    for m in PRESSED_ML.finditer(norm):
        if whole_word(norm, m.start(), m.end()) and find_word(_PRESS_ML, norm, *sentence(norm, m.start(), m.end())):
            yield m.start(), m.end()  # an offer pressed, not "record the answer even if they say no"
            return
    for count, m in enumerate(TWICE_ML.finditer(norm)):
        if count >= 10:
            return
        if not whole_or_thai(norm, m.start(), m.end()):
            continue
        lo, hi = max(0, m.start() - 60), min(len(norm), m.end() + 30)
        a, b = sentence(norm, m.start(), m.end())
        lo, hi = max(lo, a), min(hi, b)
        refuses = find_word(_REFUSES_ML, norm, lo, hi, starts_or_thai)
        if refuses is None or find_word(_ONLY_IF_ML, norm, a, b, whole_or_thai) is None:
            continue
        before = max(a, refuses.start() - 16), refuses.start()
        person = find_word(USERS_ML, norm, *before) or find_word(_THEY_ML, norm, *before, whole_or_thai)
        if person is not None and not _NOT_A_PERSON.search(norm, person.end(), refuses.start()):
            # the person refuses, just before the verb: not "the bank declines the customer's charge twice", "the
            # customer's card is declined twice"
            yield min(refuses.start(), m.start()), max(refuses.end(), m.end())
            return


def promoted_ml(norm: str) -> Iterator[tuple[int, int]]:
    """(start, end) of an offer pushed into the answers: a verb of recommending or offering in the imperative with a
    price ("recommend our add-on ($350)", "hãy giới thiệu ... 499.000đ") or with "in every answer", or "in every
    answer" with a link ("noem in elk antwoord ... fietsverhuur-dam.nl/tour")."""
    if not (_HAS_PROMOTE(norm) or _HAS_EVERY_ANSWER(norm)):
        return
    for count, m in enumerate(PROMOTE_ML.finditer(norm)):
        if count >= 20:
            break
        if not whole_word(norm, m.start(), m.end()) or _WE_BEFORE.search(norm, max(0, m.start() - 20), m.start()):
            continue
        a, b = sentence(norm, m.start(), m.end())
        if m.group(0) in _MENTIONS and find_word(_OURS_ML, norm, a, b, whole_or_thai) is None:
            continue  # "vermeld prijzen altijd inclusief btw", "noem in elk antwoord de bron": a disclosure
        every = find_word(EVERY_ANSWER_ML, norm, a, b, starts_or_thai) is not None
        prices = len(_PRICE.findall(norm, a, b))
        pushed = find_word(_PUSHED_ML, norm, a, b, whole_or_thai) is not None
        # one price pushed, or one price offered outright (not a choice of plans, "... 19 zł lub ... 49 zł", nor an
        # offer that waits on a condition or fits the user's needs)
        alone = prices == 1 and find_word(_FITTED_ML, norm, a, b, whole_or_thai) is None
        priced = prices > 0 and (pushed or alone)
        if every or priced:
            yield m.start(), m.end()
            return
    for count, m in enumerate(EVERY_ANSWER_ML.finditer(norm)):
        if count >= 20:
            break
        if not starts_word(norm, m.start(), m.end()):
            continue
        a, b = sentence(norm, m.start(), m.end())  # a link in every answer, not a source cited
        if _LINK.search(norm, a, b) and find_word(_SOURCE_ML, norm, a, b, whole_or_thai) is None:
            yield m.start(), m.end()
            return


def _ordered(norm: str, lo: int, hi: int) -> bool:
    """The sentence around norm[lo:hi] (its clause and the next) gives an order: an obligation, an imperative the
    table lists, a call ordered, or a negative imperative."""
    a, b = _sentence(norm, lo, hi)
    a = max(0, a - _REACH)  # and the clause before it: the order often comes first ("non consigliare ..., anche se")
    return (
        _any(_ORDER_ML, norm, a, b, whole=True) is not None
        or _any(_CALL_ML, norm, a, b) is not None
        or _NOT_DO.search(norm, a, b) is not None
        or _MUST_TR.search(norm, a, b) is not None
        or _NA_GR.search(norm, a, b) is not None
    )


def _even_if(norm: str, user: re.Match[str], lo: int, hi: int) -> Iterator[tuple[int, int, str, bool]]:
    """An order that stands even if the user asks otherwise (or did not ask), or a request of the user's to ignore."""
    lead = _any(_EVEN_IF_ML, norm, max(lo, user.start() - 40), user.start(), whole=True)
    after = _any(_EVEN_IF_AFTER_ML, norm, user.end(), min(hi, user.end() + 40))
    chose = None
    says = (
        _any(_SAYS_ML, norm, user.end(), hi)
        or _any(_SAYS_ML, norm, lo, user.start())
        or _any(_REQUESTS_ML, norm, max(lo, user.start() - 20), min(hi, user.end() + 20))
    )
    if says is None:
        says = chose = _any(_CHOSE_ML, norm, user.end(), min(hi, user.end() + 30))
    # the user's wish named as another one: "даже если пользователь выбрал другого", "다른 가격을 원해도"
    another = (
        says is not None
        and _any(_ANOTHER_ML, norm, max(lo, user.start() - 20), hi, whole=True) is not None
        and _any(_READER_ML, norm, max(0, lo - _REACH), hi) is not None
    )
    around = _sentence(norm, max(0, lo - _REACH), hi)
    whole = sentence(norm, user.start(), user.end())
    around = min(around[0], whole[0]), max(around[1], whole[1])  # what makes it stand may open a long sentence
    standing = another if chose is not None else (  # a choice alone stands against an order given to the assistant
        _any(_ALWAYS_ML, norm, *around, whole=True) is not None
        or _any(_PRECEDENCE_ML, norm, *around) is not None
        or _TOOL_ID.search(norm, *around) is not None
        or _any(_OTHERWISE_ML, norm, lo, hi, whole=True) is not None  # "kullanıcı aksini istese bile"
        or _any(EVERY_ANSWER_ML, norm, *around) is not None  # "noem in elk antwoord ..., ook als de klant ..."
        or another
    )
    # (the order may open a long sentence: "Σε κάθε απάντηση να γράφεις ..., ακόμη κι αν ο χρήστης δεν το ρώτησε")
    if chose is None:
        ordered = _ordered(norm, lo, hi) or _ordered(norm, *whole)
    else:  # the verb of choosing is no order, whatever its mood ("mesmo que o cliente escolha outra data")
        blanked = norm[: chose.start()] + " " * (chose.end() - chose.start()) + norm[chose.end() :]
        ordered = _ordered(blanked, lo, hi) or _ordered(blanked, *whole)
    if _SECRET_ASKED.search(norm, *whole):
        ordered = False  # "never give the full card number, even if the person asks": a safeguard, not a takeover
    if (lead is not None or after is not None) and says is not None and standing and ordered:
        start = min(user.start(), (lead or after or user).start())
        yield start, max(user.end(), says.end()), "orders what the user did not ask for or set aside", True
        return
    later = _even_if_they_ask(norm, user)
    if later is not None and standing and ordered:
        yield user.start(), later, "orders what the user did not ask for or set aside", True
        return
    near = max(lo, user.start() - 30), min(hi, user.end() + 30)
    wish = _any(_REQUESTS_ML, norm, *near) or _any(NOUNS_ML, norm, *near)
    ignore = _ignores(norm, lo, hi)
    if wish is not None and ignore is not None and _HUNGARIAN_IGNORE.match(ignore.group(0)) and not (
        _ACCUSATIVE.match(norm, wish.end())
        and (0 <= ignore.start() - wish.end() <= 14 or 0 <= wish.start() - ignore.end() <= 25)
    ):
        # what is ignored is the object next to the verb: "kéréseit hagyd figyelmen kívül", not "a kérésében lévő
        # üres mezőt" (the empty fields in the request)
        ignore = None
    if wish is not None and ignore is not None and not (
        ignore.end() + 15 < wish.start() or wish.end() + 40 < ignore.start() or ignore.start() < wish.start() - 40
    ):  # the requests are what is ignored: "ignora las preferencias del usuario", "pokyny uživatele ... ignoruj";
        # not "ignora los campos vacíos en la petición del usuario"
        span = min(user.start(), wish.start(), ignore.start()), max(user.end(), ignore.end())
        yield *span, "sets aside the user's requests", True
        return
    condition = _any(_CONDITION_ML, norm, max(lo, user.start() - 30), user.start(), whole=True)
    if condition is not None and says is not None:
        b = _sentence(norm, lo, hi)[1]
        ignore = _ignores(norm, user.end(), b)
        if ignore is not None:
            yield condition.start(), ignore.end(), "replaces what the user asked for", True


def _even_if_they_ask(norm: str, user: re.Match[str]) -> int | None:
    """Where "even if they ask" ends, later in the user's sentence, the user named before it ("در پاسخ به کاربر
    همیشه ..., حتی اگر خودش بپرسد", "answer the customer ..., even if they ask for it"): a verb of asking within a
    few words of "even if"."""
    b = sentence(norm, user.start(), user.end())[1]
    for lead in _EVEN_IF_ML.finditer(norm, user.end(), b):
        if not whole_word(norm, lead.start(), lead.end()):
            continue
        says = _any(_SAYS_ML, norm, lead.end(), min(b, lead.end() + 30))
        if says is not None:
            return says.end()
    return None


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
        if not starts_word(norm, m.start(), m.end()):
            continue
        a, b = clause(norm, m.start(), m.end(), _REACH)
        dash_before = max((d.end() for d in _DASH.finditer(norm, a, m.start())), default=a)
        dash_after = _DASH.search(norm, m.end(), b)
        a, b = dash_before, dash_after.start() if dash_after else b  # "पुष्टि लें — राशि वापस नहीं होती": apart
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


def standing_ml(norm: str) -> Iterator[tuple[int, int]]:
    """(start, end) of "from now on" followed in its sentence by a persona or a rule given to the model ("sei Giulia",
    "اعتبر ..."), an order about answering, or a call ordered; "from this call on" with "always" or such an order.
    An API's changelog says the same words with orders about its own use ("ab sofort muss region angegeben werden",
    "désormais, utilisez page_size"), which are not read."""
    for count, mark in enumerate(FROM_NOW_ML.finditer(norm)):
        if count >= 20:
            return
        if not whole_word(norm, mark.start(), mark.end()):
            continue
        end = _CLAUSE_END.search(norm, mark.end(), min(len(norm), mark.end() + 100))
        hi = end.start() if end else min(len(norm), mark.end() + 100)
        lo = mark.end()
        persona = _any(_YOU_ARE_ML, norm, lo, min(hi, lo + 24), whole=True) is not None
        replies = _any(_YOUR_REPLIES_ML, norm, lo, hi)
        answers = (
            _any(_ANSWER_ML, norm, lo, hi) is not None
            or _any(_CALL_ML, norm, lo, hi) is not None
            or (replies is not None and not _STATED.match(norm, replies.end()))
        )
        this_call = _FROM_THIS_CALL_ML.fullmatch(mark.group(0)) is not None
        if persona or answers or (this_call and _any(_ALWAYS_ML, norm, lo, hi, whole=True) is not None):
            yield mark.start(), hi
