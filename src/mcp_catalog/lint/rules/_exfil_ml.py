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

from mcp_catalog.lint.patterns import compiled
from mcp_catalog.lint.rules._util import folded_words, word_alternation

_SEND = (
    "отправь|отправьте|отправляй|отправляйте|перешли|перешлите|пересылай|пересылайте|передай|передайте|загрузи|"
    "загрузите|скопируй|скопируйте|надішли|надішліть|надсилай|надсилайте|відправ|відправте|передавай|завантаж|"
    "pošli|pošlete|odešli|odešlete|přepošli|přepošlete|nahraj|nahrajte|skicka|vidarebefordra|videresend|"
    "trimiteți|redirecționează|gönder|gönderin|ilet|iletin|yükle|yükleyin|στείλε|στείλτε|"
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


# Plain alternations, with no look-behind: the engine's fast scan applies, and a word found inside a longer one
# is checked apart (_starting_a_word).
_SEND_ML = compiled(word_alternation(folded_words(_SEND)))
_PRIVATE_ML = compiled(word_alternation(folded_words(_PRIVATE)))


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


def sends(norm: str, lo: int, hi: int) -> bool:
    """norm[lo:hi] holds a verb of sending in a form that orders: enough beside a raw IP address."""
    return _starting_a_word(_SEND_ML, norm, lo, hi)
