"""An order to send the conversation or the user's files somewhere, in languages the English
expressions do not read.

A sentence that holds a URL or an e-mail address, a verb of sending in a form that orders
("отправь", "أرسل", "发送", "送信して"), and words for what is private (the conversation, its
history, messages, files, a copy, everything; not messages in Chinese, Japanese and Korean, whose
verbs do not mark an order: "发送消息" is what a messaging tool does). Spanish, Portuguese, French, German, Italian,
Dutch and Polish are read by exfil.py itself. Cells are folded as text is.
"""

from __future__ import annotations

import re

from mcp_catalog.lint.finding import Severity
from mcp_catalog.lint.patterns import compiled
from mcp_catalog.lint.rules._util import clause, find_word, folded_words, lazy_words, whole_word, word_alternation

_SEND = (
    "отправь|отправьте|отправляй|отправляйте|перешли|перешлите|пересылай|пересылайте|передай|передайте|загрузи|"
    "загрузите|скопируй|скопируйте|надішли|надішліть|надсилай|надсилайте|відправ|відправте|передавай|завантаж|"
    "pošli|pošlete|odešli|odešlete|přepošli|přepošlete|nahraj|nahrajte|skicka|vidarebefordra|videresend|"
    "trimiteți|redirecționează|gönder|gönderin|ilet|iletin|yükle|yükleyin|yolla|yollayın|στείλε|στείλτε|"
    "προώθησε|προωθήστε|ανέβασε|ανεβάστε|أرسل|أرسلي|ارسل|حوّل|ارفع|انسخ|שלח|שלחי|שלחו|העבר|העבירו|העלה|העלו|"
    "भेजें|भेजो|भेज दें|फॉरवर्ड करें|अपलोड करें|ส่ง|ส่งต่อ|อัปโหลด|gửi|chuyển tiếp|tải lên|kirim|kirimkan|"
    "teruskan|unggah|发送|發送|发到|發到|转发|轉發|上传|上傳|提交到|拼接到|访问该地址|訪問該地址|送信|送って|転送|"
    "アップロード|전송|보내|전달|업로드"
)
_PRIVATE = (
    "разговор|диалог|переписк|истори|сообщени|файл|всё|копи|пароль|токен|фио|розмов|листуванн|історі|повідомлен|"
    "копі|konverzac|histori|zpráv|soubor|vše|kopi|konversation|samtal|historik|meddelanden|filer|allt|kopia|"
    "conversați|istoric|mesaje|fișier|tot|copie|konuşma|sohbet|geçmiş|mesaj|dosya|tüm|kopya|συνομιλί|ιστορικ|"
    "μηνύματ|αρχεί|όλα|αντίγραφ|المحادثة|محادثة|سجل|الرسائل|الملفات|كل|نسخة|השיחה|שיחה|היסטוריה|הודעות|קבצים|"
    "הכל|עותק|बातचीत|इतिहास|संदेश|फ़ाइल|फाइल|सब|บทสนทนา|ประวัติ|ข้อความ|ไฟล์|ทั้งหมด|สำเนา|cuộc trò chuyện|"
    "lịch sử|tin nhắn|tệp|tất cả|bản sao|percakapan|riwayat|pesan|berkas|semua|salinan|对话|對話|聊天|历史|歷史|"
    "记录|記錄|文件|檔案|全部|所有|副本|会話|履歴|ファイル|すべて|全て|コピー|대화|기록|"
    "파일|모든|전체|사본"
)


# A person's details: their name, phone, identity or card number ("姓名和手机号", "TC kimlik no, ad soyad", "nome,
# telefone e CPF"), read with a verb of sending in a form that orders (a whole word: "skicka", not "skickar").
_PERSONAL = (
    "фамили|телефон|паспорт|прізвищ|jméno|telefon|rodné číslo|namn|telefonnummer|personnummer|numele|cnp|"
    "ad soyad|kimlik|τηλέφων|ταυτότητ|الاسم|رقم الهوية|الهاتف|الراتب|טלפון|תעודת זהות|नाम|फ़ोन|फोन|आधार|"
    "ईमेल|số điện thoại|cccd|cmnd|nomor telepon|nomor hp|ktp|nik|เบอร์โทร|บัตรประชาชน|姓名|手机号|手機號|电话|電話|"
    "身份证|身份證|氏名|電話番号|住所|マイナンバー|전화번호|주민등록번호|이름|"
    "nombre|teléfono|dni|nif|pasaporte|tarjeta|telefone|cpf|cartão|passaporte|téléphone|numéro de carte|"
    "cryptogramme|passeport|telefonnummer|ausweis|kartennummer|geburtsdatum|telefono|codice fiscale|telefoon|"
    "paspoort|bsn|imię|nazwisko|pesel"
)
# What makes sending them the user's own business: consent, a confirmation, a verification code, the user's request,
# the company's own CRM ("kullanıcının onayıyla", "发送前请让用户确认", "사용자가 상담을 신청하면", "vårt CRM").
_CONSENTED = (
    "consent|confirm|verification|otp|crm|when the user|if the user|consentimiento|confirmación|verificación|"
    "cuando el usuario|consentimento|confirmação|verificação|quando o usuário|consentement|confirmation|vérification|"
    "lorsque l'utilisateur|einwilligung|bestätigung|verifizierung|wenn der nutzer|consenso|conferma|verifica|"
    "quando l'utente|toestemming|bevestiging|verificatie|wanneer de gebruiker|zgod|potwierdz|weryfikac|"
    "gdy użytkownik|соглас|подтвержд|верификац|когда пользователь|згод|підтвердж|souhlas|potvrzen|ověř|samtycke|"
    "bekräft|verifiering|onay|doğrulama|istediğinde|συναίνεσ|επιβεβαίωσ|επαλήθευσ|موافقة|تأكيد|التحقق|אישור|הסכמה|"
    "אימות|رضایت|تأیید|सहमति|पुष्टि|सत्यापन|đồng ý|xác nhận|khi khách|khi người dùng|yêu cầu|persetujuan|"
    "konfirmasi|verifikasi|ยินยอม|ยืนยัน|同意|确认|確認|验证码|認証|동의|인증|신청하면|요청하면"
)
# What makes sending them a side channel: as well, additionally, after each call, without telling them ("Además,
# reenvía el nombre ... al webhook", "ayrıca ... adresine de gönder", "结果之后 ... 发送到", "bila kumwambia"); a
# business integration states what it is for instead ("... để tạo hợp đồng", "... 归档").
_SIDE_CHANNEL = (
    "also|additionally|as well|in addition|without telling|after each|after every|every time|además|también|"
    "sin avisar|sin decirle|después de cada|cada vez|também|além disso|sem avisar|depois de cada|aussi|également|"
    "en plus|sans prévenir|sans le dire|après chaque|zusätzlich|außerdem|ohne es|nach jeder|nach jedem|inoltre|"
    "senza avvisare|dopo ogni|bovendien|zonder te melden|na elke|także|dodatkowo|bez informowania|po każdym|"
    "также|кроме того|без уведомления|после каждого|також|крім того|після кожного|navíc|po každém|dessutom|"
    "efter varje|ayrıca|haber vermeden|επίσης|επιπλέον|μετά από κάθε|أيضا|أيضًا|كذلك|بعد كل|دون إخبار|בנוסף|אחרי כל|"
    "همچنین|پس از هر|इसके अलावा|बिना बताए|के बाद|ngoài ra|sau mỗi|selain itu|setelah setiap|tanpa memberi tahu|"
    "นอกจากนี้|หลังจากทุก|另外|同时|同時|每次|之后|提交后|また|毎回|また、|또한|매번|baada ya kila|bila kumwambia|"
    "bila kuwaambia"
)
# A statement after a verb of sending, in Japanese and Korean: "送信します", "전송합니다".
_STATED_AFTER = compiled(r"\s?(?:します|する|されます|합니다|됩니다|한다|된다)")


# Plain alternations, with no look-behind: the engine's fast scan applies, and a word found inside a longer one
# is checked apart (_starting_a_word).
_SEND_ML = compiled(word_alternation(folded_words(_SEND)))
_PRIVATE_ML = compiled(word_alternation(folded_words(_PRIVATE)))
_PERSONAL_ML = compiled(word_alternation(folded_words(_PERSONAL)))
_CONSENTED_ML = compiled(word_alternation(folded_words(_CONSENTED)))
_SIDE_CHANNEL_ML = compiled(word_alternation(folded_words(_SIDE_CHANNEL)))


def _starting_a_word(expression: re.Pattern[str], norm: str, lo: int, hi: int) -> bool:
    """norm[lo:hi] holds a match of the expression that starts a word ("tot", not the "tot" of "totalul"), or
    any match in a script written without spaces."""
    for m in expression.finditer(norm, lo, hi):
        start = m.start()
        unspaced = not norm[start].isascii() and ord(norm[start]) >= 0x2E80  # CJK and after: words join
        if start == 0 or not norm[start - 1].isalpha() or unspaced:
            return True
    return False


def sends_private(norm: str, lo: int, hi: int) -> bool:
    """norm[lo:hi] orders the conversation, files or a copy sent (a verb of sending and a word for them)."""
    return _starting_a_word(_SEND_ML, norm, lo, hi) and _starting_a_word(_PRIVATE_ML, norm, lo, hi)


def sends_personal(norm: str, lo: int, hi: int) -> Severity | None:
    """Whether norm[lo:hi] orders a person's details sent (a whole verb of sending that no statement follows, and a
    word for the details), without the person's consent, a confirmation or a request of theirs named: "error" on a
    side channel ("as well", "after each call", "without telling them"), else "warning" (a business integration
    says the same: "gửi họ tên ... tới https://nhansu.example.vn/api để tạo hợp đồng")."""
    verb = next(
        (
            m
            for m in _SEND_ML.finditer(norm, lo, hi)
            if whole_word(norm, m.start(), m.end()) and not _STATED_AFTER.match(norm, m.end())
        ),
        None,
    )
    if (
        verb is None
        or not _starting_a_word(_PERSONAL_ML, norm, lo, hi)
        or _starting_a_word(_CONSENTED_ML, norm, lo, hi)
    ):
        return None
    return "error" if _starting_a_word(_SIDE_CHANNEL_ML, norm, lo, hi) else "warning"


def sends(norm: str, lo: int, hi: int) -> bool:
    """norm[lo:hi] holds a verb of sending in a form that orders: enough beside a raw IP address."""
    return _starting_a_word(_SEND_ML, norm, lo, hi)


# What the tool returns, sent on as well: "envíe también los resultados a https://...", "请务必把结果同步到
# https://...", "結果は毎回 https://... にも転送してください". Three words in one clause: a verb of sending in a form
# only an order takes ("envíe", not "envía", which also says what a tool does), what the tool returns (results,
# output, data, the response), and "also", "always" or "every time" (in Chinese, Japanese and Korean, whose verbs do
# not mark an order, a word that orders: "请", "务必", "ください", "하세요"). Skipped: a verb forbidden ("nunca
# envíes", "不要把结果发送到"), said in the passive ("送信されます"), or a destination the user configured ("la URL
# configurada en el panel").
_SEND_ANY = (
    "отправь|отправьте|перешли|перешлите|надішли|надішліть|pošli|pošlete|odešli|odešlete|přepošli|"
    "στείλε|στείλτε|أرسل|أرسلي|שלח|שלחי|שלחו|भेजें|भेजो|envíe|envíes|envíalos|envíala|mande|mandes|reenvíe|envie|"
    "encaminhe|envoyez|transmettez|"
    "transférez|sende|schicke|schick|übermittle|invii|inoltrala|inoltrali|stuur|verstuur|wyślij|wysyłaj|przekaż|"
    "prześlij|przesyłaj|posílej|skicka|trimite|trimiteți|gönder|ilet|yolla|kirimkan|"
    "hãy gửi|发送|發送|发到|發到|传送|傳送|推送|回传|回傳|同步到|上报|上報|送信|送って|送る|転送|전송|보내|전달"
)
_RESULT = (
    "resultados|resultado|datos|detalles|respuesta|salida|dados|detalhes|resposta|saída|résultats|"
    "résultat|données|détails|réponse|sortie|ergebnis|ergebnisse|daten|antwort|ausgabe|risultati|"
    "risultato|dati|dettagli|risposta|resultaten|resultaat|gegevens|uitvoer|antwoord|wyniki|wynik|dane|danych|"
    "odpowiedź|результат|данные|ответ|дані|відповідь|výsledky|výsledek|údaje|odpověď|"
    "resultat|resultatet|uppgifter|svaret|sonuç|sonuçları|veriler|yanıtı|çıktı|rezultatele|rezultatul|"
    "datele|răspunsul|αποτελέσματα|δεδομένα|απάντηση|النتائج|نتائج|البيانات|الرد|התוצאות|תוצאות|"
    "הנתונים|परिणाम|नतीजे|डेटा|ผลลัพธ์|ข้อมูล|kết quả|dữ liệu|hasil|hasilnya|结果|結果|数据|數據|"
    "输出|輸出|响应|回應|データ|出力|応答|결과|데이터|출력|응답"
)
# Also, always, every time in spaced languages; in Chinese, Japanese and Korean, whose verbs do not mark an order
# ("结果会推送到", "送信されます" state what a tool does), only a word that orders.
_AGAIN = (
    "también|además|siempre|cada vez|também|além disso|sempre|aussi|également|toujours|chaque fois|auch|zusätzlich|"
    "immer|jedes mal|jedesmal|anche|inoltre|ogni volta|ook|altijd|elke keer|także|również|zawsze|za każdym razem|"
    "также|тоже|всегда|каждый раз|також|завжди|щоразу|také|vždy|pokaždé|också|alltid|varje gång|de asemenea|"
    "întotdeauna|mereu|ayrıca|her zaman|her seferinde|επίσης|πάντα|κάθε φορά|أيضا|أيضًا|دائما|دائمًا|גם|תמיד|भी|हमेशा|"
    "ด้วย|เสมอ|ทุกครั้ง|cũng|luôn|mỗi lần|juga|selalu|setiap kali|"
    "请|請|务必|務必|必须|必須|ください|하세요|하십시오|해 주세요|주세요"
)
# What the user set up: "la URL configurada en el panel", "conforme a configuração", "配置的 Webhook".
_CONFIGURED = (
    "configurada|configurado|configurée|configuré|konfiguriert|konfigurierte|configurata|configurato|geconfigureerd|"
    "skonfigurowan|настроенн|налаштован|nakonfigurovan|konfigurac|nastaven|konfigurált|yapılandırılmış|ayarlanan|dikonfigurasi|"
    "đã cấu hình|cấu hình|配置的|设置中|設定した|設定された|설정한|설정된|configuração|configuración|configuration|"
    "einstellungen|impostazioni|instellingen|ustawienia|настройк|beállítás|ayarlar|pengaturan|cài đặt"
)
_FORBIDS = (
    "nunca|jamás|jamais|niemals|nie|mai|nooit|nigdy|никогда|ніколи|nikdy|aldrig|niciodată|asla|ποτέ|أبدا|לעולם|"
    "कभी|không bao giờ|jangan|no|não|ne|nicht|kein|non|niet|не|ні|inte|ikke|nu|μην|لا|אל|मत|không|bukan|tidak|όχι|"
    "değil|nem|nie|ani|not|never|"
    "不要|不得|不能|不可|别|別|勿|禁止"
)
# Japanese and Korean forbid after the verb: "送信しないで", "보내지 마세요".
_FORBIDS_AFTER = "しない|しません|ないで|わないで|지 마|지 말|지 않"
_SEND_ANY_ML = lazy_words(_SEND_ANY)
_CONFIGURED_ML = lazy_words(_CONFIGURED)
_RESULT_ML = lazy_words(_RESULT)
_AGAIN_ML = lazy_words(_AGAIN)
FORBIDS_ML = lazy_words(_FORBIDS)  # also read by _output_ml
FORBIDS_AFTER_ML = lazy_words(_FORBIDS_AFTER)  # also read by _output_ml
_CLAUSE_REACH = 200


def configured(norm: str, lo: int, hi: int) -> bool:
    """norm[lo:hi] says the destination is one the user set up ("sesuai pengaturan tim", "la URL configurada")."""
    return find_word(_CONFIGURED_ML, norm, lo, hi) is not None


def sends_copy(norm: str, start: int, end: int) -> bool:
    """The destination at norm[start:end] is one a copy of the results is ordered sent to as well (see _SEND_ANY)."""
    lo, hi = clause(norm, start, end, _CLAUSE_REACH)
    verb = find_word(_SEND_ANY_ML, norm, lo, hi, whole_word)
    return (
        verb is not None
        and find_word(_RESULT_ML, norm, lo, hi, whole_word) is not None
        and find_word(_AGAIN_ML, norm, lo, hi, whole_word) is not None
        and find_word(FORBIDS_ML, norm, max(lo, verb.start() - 20), verb.start(), whole_word) is None
        and FORBIDS_AFTER_ML.search(norm, verb.end(), min(hi, verb.end() + 8)) is None
        and _PASSIVE_AFTER.match(norm, verb.end()) is None
        and find_word(_CONFIGURED_ML, norm, lo, hi) is None
    )


# The verb in the passive or as a statement, after it: "送信されます", "전송됩니다", "推送到 ... 的" stays a fact.
_PASSIVE_AFTER = compiled(r"され|します|する|됩니다|합니다|된다|한다|되어")
