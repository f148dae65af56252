"""Annotations that contradict what the tool says it does."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from itertools import islice
from typing import Any

from mcp_catalog.lint.finding import Severity
from mcp_catalog.lint.patterns import compiled
from mcp_catalog.lint.registry import Example, tool_rule
from mcp_catalog.lint.rules._effects import (
    boolean_flags,
    changes_a_copy,
    for_good,
    outside_world,
    passive_change,
    passive_destruction,
    prose,
    sends_outside,
)
from mcp_catalog.lint.rules._util import TOOL_ID, longest_first, negated, quote, sentence
from mcp_catalog.lint.text import _ASCII_PIECE, make_text, script_of, split_identifier
from mcp_catalog.lint.view import Hit, ToolView
from mcp_catalog.lint.walker import KEYWORD, Field

DESTRUCTIVE = frozenset(
    {
        "delete",
        "remove",
        "drop",
        "purge",
        "destroy",
        "erase",
        "wipe",
        "truncate",
        "overwrite",
        "reset",
        "revoke",
        "terminate",
        "kill",
        "uninstall",
        "shred",
        "clear",
        "rm",
        "unlink",
        "rmdir",
        "nuke",
        "obliterate",
        "flush",
        "cleanup",
        "clean",
        "prune",
        "evict",
        "trash",
        "discard",
        "revert",
        "immobilize",
        "immobilise",
        "deactivate",
        "forfeit",
        # not additive either: a cancelled booking or a voided label is gone for its holder
        "cancel",
        "void",
    }
)
# Verbs that, anywhere in the first sentence of a read-only tool's description, contradict it.
_SENTENCE_WRITES = DESTRUCTIVE | frozenset(
    {
        "send",
        "write",
        "upload",
        "publish",
        "post",
        "transfer",
        "pay",
        "deploy",
        "modify",
        "update",
        "insert",
        "install",
        "email",
        "overwrite",
    }
)
WRITES = DESTRUCTIVE | frozenset(
    {
        "send",
        "post",
        "publish",
        "write",
        "create",
        "update",
        "edit",
        "modify",
        "set",
        "put",
        "move",
        "rename",
        "upload",
        "transfer",
        "pay",
        "deploy",
        "merge",
        "push",
        "commit",
        "archive",
        "install",
        "insert",
        "replace",
        "add",
        "assign",
        "close",
        "approve",
        "cancel",
        "submit",
        "invite",
        "ban",
        "block",
        "restart",
        "stop",
        "email",
        "mail",
        "sms",
        "tweet",
        "charge",
        "refund",
        "book",
        "order",
        "buy",
        "sell",
        "grant",
        "disable",
        "enable",
        "patch",
        "save",
        "store",
        "append",
        "import",
        "sync",
        "schedule",
        "dispatch",
        "notify",
        "message",
        "reply",
        "comment",
        "fork",
        "lock",
        "unlock",
        "mute",
        "unmute",
        "follow",
        "unfollow",
        "star",
        "unstar",
        "rotate",
        "apply",
        "change",
        "shutdown",
        "shut",
        "reboot",
        "halt",
        "poweroff",
        "deactivate",
        "suspend",
        "release",
        # money, accounts and devices: "borrow", "withdraw", "disarm_alarm", "broadcast_sms"
        "borrow",
        "lend",
        "withdraw",
        "disarm",
        "drain",
        "disconnect",
        "mint",
        "stake",
        "unstake",
        "swap",
        "liquidate",
        "repay",
        "redeem",
        "remit",
        "topup",
        "recharge",
        "provision",
        "deprovision",
        "decommission",
        "enroll",
        "unenroll",
        "subscribe",
        "unsubscribe",
        "register",
        "deregister",
        "activate",
        "reactivate",
        "kick",
        "expel",
        "quarantine",
        "rollback",
        "resend",
        "countersign",
        "purchase",
        "disburse",
        "unpublish",
        "isolate",
    }
)
# Verbs that are as often nouns or read as something else: they count only as a name's first word
# ("broadcast_sms", not "who_is: Broadcasts a discovery request"), or only as a description's first verb
# ("Issues a payment", "Trips the breaker"; not "issue_read", "jira_issue", "road_trip").
_ML_OWN_OUTPUT = compiled(
    r"\s+(?:дубл|повтор|пробел|тег|лишн|пуст|дублікат|пробіл|зайв|duplicit|mezer|značk|prázdn|διπλότυπ|κεν|"
    r"المكرر|المسافات|الوسوم|כפילויות|רווחים|תגי"
    # ... or the view's filters and cache: "Xóa bộ lọc", "Törli az aktív szűrőket", "Filtreleri siler"
    r"|(?:az?\s+)?(?:\w+\s+)?(?:bộ\s+lọc|szűrő|filtr|filtre|bộ\s+nhớ\s+đệm|gyorsítótár|önbellek|mezipaměť))"
)
_OBJECT_NEXT = compiled(r"\s+(?:\([^)]{0,40}\)\s+)?(?:a|an|the|one|all|every|each|its|their|your|new|\d)\b")
_NAME_FIRST_WRITES = frozenset({"broadcast", "trip", "arm", "wire", "vote", "launch", "fire"})
_LEAD_WRITES = frozenset({"issue", "trip", "claim", "vote", "launch", "fire", "arm", "reserve", "wire"})
# The verbs of DESTRUCTIVE and WRITES as Spanish, Portuguese, French, German and Italian write
# them in names and descriptions (infinitive, third person, imperative): "kontakte_loeschen",
# "Löscht Kontakte", "anular_factura", "Supprime le fichier", "Elimina il record".
FOREIGN_VERBS: dict[str, str] = {
    # identifiers transliterated from Ukrainian and Polish, and verbs of enrolling and rating ("stvoryty_zamovlennia",
    # "iscrivi_newsletter", "noter_service")
    **dict.fromkeys(("stvoryty", "utworz", "stworz"), "create"),
    **dict.fromkeys(("vydalyty", "udalit", "usun", "smazat"), "delete"),
    **dict.fromkeys(("oplatyty", "oplatit", "zaplac"), "pay"),
    **dict.fromkeys(("iscrivi", "iscrivere", "inscrire", "inscrever", "inscribir", "abonnieren"), "subscribe"),
    **dict.fromkeys(("noter",), "submit"),
    **dict.fromkeys(
        ("löschen", "löscht", "lösche", "loeschen", "loescht", "eliminar", "elimina", "elimine", "borrar", "borra",
         "suprimir", "suprime", "excluir", "exclui", "apagar", "apaga", "deletar", "deleta", "supprimer", "supprime",
         "effacer", "efface", "eliminare", "cancellare", "cancella"),
        "delete",
    ),
    **dict.fromkeys(("entfernen", "entfernt", "remover", "retirer", "retire", "rimuovere", "rimuove"), "remove"),
    **dict.fromkeys(("vernichten", "vernichtet", "destruir", "destruye", "destrói", "détruire", "détruit",
                     "distruggere", "distrugge"), "destroy"),
    **dict.fromkeys(("überschreiben", "überschreibt", "sobrescribir", "sobrescribe", "sobrescrever", "sobrescreve",
                     "écraser", "écrase", "sovrascrivere", "sovrascrive"), "overwrite"),
    **dict.fromkeys(("zurücksetzen", "restablecer", "restablece", "redefinir", "redefine", "réinitialiser",
                     "réinitialise", "reimpostare", "reimposta"), "reset"),
    **dict.fromkeys(("widerrufen", "widerruft", "revocar", "revoca", "revogar", "revoga", "révoquer", "révoque",
                     "revocare"), "revoke"),
    **dict.fromkeys(("leeren", "leert", "vaciar", "vacía", "esvaziar", "esvazia", "vider", "svuotare", "svuota"),
                    "clear"),
    **dict.fromkeys(("senden", "sendet", "versenden", "versendet", "schicken", "schickt", "enviar", "envía", "envia",
                     "mandar", "manda", "envoyer", "envoie", "inviare", "invia"), "send"),
    **dict.fromkeys(("schreiben", "schreibt", "escribir", "escribe", "escrever", "escreve", "écrire", "écrit",
                     "scrivere", "scrive"), "write"),
    **dict.fromkeys(("erstellen", "erstellt", "anlegen", "crear", "crea", "criar", "cria", "créer", "crée", "creare"),
                    "create"),
    **dict.fromkeys(("aktualisieren", "aktualisiert", "actualizar", "actualiza", "atualizar", "atualiza",
                     "aggiornare", "aggiorna"), "update"),
    **dict.fromkeys(("ändern", "ändert", "aendern", "modificar", "modifica", "alterar", "altera", "modifier",
                     "modifie", "modificare"), "modify"),
    **dict.fromkeys(("überweisen", "überweist", "transferir", "transfiere", "transfere", "transférer", "transfère",
                     "virer", "trasferire", "trasferisce"), "transfer"),
    **dict.fromkeys(("zahlen", "bezahlen", "bezahlt", "pagar", "paga", "payer", "paie", "pagare"), "pay"),
    # the third person only: an infinitive ends names that ask ("puede_reembolsar", "kann_erstatten")
    **dict.fromkeys(("estorna", "reembolsa", "rembourse", "rimborsa"), "refund"),
    **dict.fromkeys(("stornieren", "storniert", "anular", "anula", "cancelar", "cancela", "annuler", "annule",
                     "annullare", "annulla"), "cancel"),
    **dict.fromkeys(("veröffentlichen", "veröffentlicht", "publicar", "publica", "publier", "publie", "pubblicare",
                     "pubblica"), "publish"),
    **dict.fromkeys(("genehmigen", "genehmigt", "freigeben", "aprobar", "aprueba", "aprovar", "aprova",
                     "approuver", "approuve", "approvare", "approva"), "approve"),
    **dict.fromkeys(("hochladen", "subir", "sube", "carregar", "téléverser", "caricare", "carica"), "upload"),
    **dict.fromkeys(("kündigen", "kündigt", "beenden", "beendet"), "terminate"),
    **dict.fromkeys(("herunterfahren", "fährt"), "shutdown"),
    # Dutch and Polish: "verwijder_bestand", "Verstuurt een bericht", "usuń_plik", "wyślij_sms", "doe_betaling"
    **dict.fromkeys(("verwijderen", "verwijdert", "verwijder", "wissen", "wist", "usuń", "usun", "usuwa", "usunąć",
                     "skasuj", "kasuje"), "delete"),
    **dict.fromkeys(("versturen", "verstuurt", "verstuur", "verzenden", "verzendt", "verzend", "sturen", "stuurt",
                     "stuur", "wyślij", "wyslij", "wysyła", "wysyla", "wysłać"), "send"),
    **dict.fromkeys(("betalen", "betaalt", "betaal", "betaling", "zapłać", "zaplac", "płaci", "placi", "zapłacić",
                     "płatność", "platnosc"), "pay"),
    **dict.fromkeys(("overmaken", "overboeken", "overboeking", "przelej", "przelew", "przelewa"), "transfer"),
    **dict.fromkeys(("aanmaken", "utwórz", "utworz", "tworzy", "dodaj", "dodaje"), "create"),
    **dict.fromkeys(("bijwerken", "werkt", "zaktualizuj", "aktualizuje"), "update"),
    **dict.fromkeys(("wijzigen", "wijzigt", "wijzig", "zmień", "zmien", "zmienia"), "modify"),
    **dict.fromkeys(("annuleren", "annuleert", "annuleer", "anuluj", "anuluje"), "cancel"),
    **dict.fromkeys(("publiceren", "publiceert", "publiceer", "opublikuj", "publikuje"), "publish"),
    **dict.fromkeys(("overschrijven", "overschrijft", "nadpisz", "nadpisuje"), "overwrite"),
    # Russian, Ukrainian, Czech, Danish, Norwegian, Romanian, Indonesian, Greek, Arabic and Hebrew, in the forms a
    # description starts with: "Удаляет файл", "Smaže záznam", "يحذف الملف", "מוחק את הקובץ". Not sending, clearing,
    # resetting or updating: in these languages they are as often a query sent, a text cleaned or a view reset.
    **dict.fromkeys(("удаляет", "удалить", "удали", "стирает", "видаляє", "видалити", "стирає", "smaže", "maže",
                     "vymaže", "sletter", "șterge", "şterge", "sterge", "διαγράφει", "يحذف", "تحذف", "מוחק", "מוחקת"),
                    "delete"),
    **dict.fromkeys(("перезаписывает", "перезаписує", "přepíše"), "overwrite"),
    **dict.fromkeys(("записывает", "записує", "zapíše", "scrie", "menulis", "γράφει", "يكتب", "تكتب", "כותב",
                     "כותבת"), "write"),
    **dict.fromkeys(("оплачивает", "оплачує", "zaplatí", "betaler", "plătește", "membayar", "πληρώνει", "يدفع", "تدفع",
                     "משלם", "משלמת"), "pay"),
    **dict.fromkeys(("списывает", "списує"), "charge"),
    **dict.fromkeys(("публикует", "публікує", "zveřejní", "publicerer", "publiserer", "publică", "menerbitkan",
                     "δημοσιεύει", "ينشر", "تنشر", "מפרסם", "מפרסמת"), "publish"),
    **dict.fromkeys(("отменяет", "скасовує", "zruší", "annullerer", "kansellerer", "anulează", "membatalkan",
                     "ακυρώνει", "يلغي", "تلغي", "מבטל", "מבטלת"), "cancel"),
    **dict.fromkeys(("отключает", "выключает", "вимикає", "відключає", "vypne", "mematikan", "απενεργοποιεί", "يعطل",
                     "تعطل", "מכבה"), "disable"),
    # (the infinitives and imperatives of names; "blockiert, bis ..." and "bloquea hasta ..." wait)
    **dict.fromkeys(("блокирует", "блокує", "zablokuje", "blokkeren", "blokkeer", "blockieren", "sperren",
                     "bloquer", "bloccare", "zablokuj"), "block"),
    # German refunds in the third person ("Erstattet eine Zahlung"), French, Spanish, Italian and Portuguese purges
    **dict.fromkeys(("erstattet", "rückerstattet", "zurückerstattet"), "refund"),
    **dict.fromkeys(("purger", "purge", "purga", "purgar", "purgare", "purgiert", "purgeert"), "purge"),
    # Swedish, Czech and Romanian descriptions' first verbs of deleting and paying: "Raderar", "Odstraní", "Betalar"
    **dict.fromkeys(("raderar", "odstraní", "elimină"), "delete"),
    # Czech names' infinitives ("smazat_zaznam"), Hungarian, Turkish and Vietnamese verbs of deleting, cancelling and
    # paying in the forms a name or a description starts with ("Törli a foglalást", "siparis_sil", "huy_don")
    **dict.fromkeys(("smazat", "vymazat", "odstranit", "törli", "töröl", "siler", "sil", "xóa"), "delete"),
    **dict.fromkeys(("zrušit", "zrusit", "visszavonja", "hủy"), "cancel"),
    **dict.fromkeys(("zaplatit", "kifizeti", "öder"), "pay"),
    **dict.fromkeys(("betalar",), "pay"),
    **dict.fromkeys(("publicerar",), "publish"),
    **dict.fromkeys(("перекрывает", "перекриває"), "shut"),
    # charging a card in French, Spanish, Portuguese, Italian and German ("Débite la carte", "cobrar_franquia"),
    # closing an account in German and ending a contract in Dutch names ("konto_aufloesen", "polis_opzeggen")
    **dict.fromkeys(("débite", "débiter", "debitar", "debita", "cobrar", "cobra", "addebita", "addebitare",
                     "abbuchen"), "charge"),
    **dict.fromkeys(("auflösen", "aufloesen", "opzeggen"), "close"),
}


def names_a_change(identifier: str, verbs: frozenset[str] | None = None) -> bool:
    """Whether a tool's snake_case identifier starts with a verb of changing (WRITES, or `verbs`), in English or
    another language of FOREIGN_VERBS: "transfer_funds", "anular_poliza"; not "log_error", "list_tables"."""
    word = identifier.split("_")[0]
    return FOREIGN_VERBS.get(word, word) in (WRITES if verbs is None else verbs)


# Chinese puts the verb first ("删除指定文件"), Japanese and Korean at the end of the clause ("ファイルを削除します",
# "파일을 삭제합니다"): a write verb there, with no spaces to find it by. Not "作成" / "创建" (making a document
# is most often what a reading tool returns).
_CJK_WRITES: dict[str, str] = {
    **dict.fromkeys(("删除", "刪除", "削除", "삭제"), "delete"),  # not Indonesian hapus: "removes extra spaces"
    **dict.fromkeys(("支付", "付款", "支払", "결제"), "pay"),
    **dict.fromkeys(("转账", "轉帳", "振込", "송금"), "transfer"),
    **dict.fromkeys(("发布", "發布", "公開", "게시"), "publish"),
    **dict.fromkeys(("取消", "キャンセル", "취소"), "cancel"),
    **dict.fromkeys(("禁用", "無効化", "비활성화"), "disable"),
    **dict.fromkeys(("写入", "寫入", "書き込", "기록"), "write"),
    **dict.fromkeys(("覆盖", "上書き", "덮어쓰"), "overwrite"),
    # sending at the end of a Japanese or Korean clause ("メールで送信します", "문자를 발송합니다"), first in Chinese
    **dict.fromkeys(("送信", "发送", "發送", "전송", "발송"), "send"),
}
_CJK_VERBS = "|".join(longest_first(_CJK_WRITES))
_CJK_FIRST = compiled(f"^(?:{_CJK_VERBS})")
_CJK_LAST = compiled(
    f"(?:{_CJK_VERBS})" + r"(?:します|する|いたします|して|합니다|한다|해요|하세요|하고|되며|됩니다)?[。.．]?\s*$"
)
_KANA_OR_HANGUL = compiled(r"[\u3040-\u30ff\uac00-\ud7af]")
_CJK_CLAUSE = compiled(r"[。.!?！？\n]")


# After a Chinese verb, a noun that makes the two a compound ("更新日志", "支付状态", "删除记录": a log, a
# status, a record); in a Japanese or Korean clause, what a tool takes out of its own output (duplicates,
# spaces, tags).
_CJK_COMPOUND = compiled(
    r"日志|日誌|记录|記錄|状态|狀態|说明|說明|历史|歷史|结果|結果|列表|信息|資訊|内容|內容|查询|查詢|单|單"
)
_CJK_OWN_OUTPUT = compiled(r"重複|空白|余分|タグ|改行|スペース|중복|공백|태그|줄바꿈")


def _cjk_lead(description: str) -> tuple[str, str] | None:
    """(the word, the write verb it is) that a Chinese description starts with, or a Japanese or Korean
    first clause ends with."""
    text = description.strip()
    if not text or script_of(text[0]) not in ("CJK", "HIRAGANA", "KATAKANA", "HANGUL"):
        return None
    end = _CJK_CLAUSE.search(text)
    if _KANA_OR_HANGUL.search(text, 0, end.start() if end else len(text)) is None:  # Chinese: the verb comes first
        first = _CJK_FIRST.match(text)
        if first is None or _CJK_COMPOUND.match(text, first.end()):
            return None
        return first.group(0), _CJK_WRITES[first.group(0)]
    clause = text[: end.end() if end else len(text)]
    last = _CJK_LAST.search(clause)
    if last is None or _CJK_OWN_OUTPUT.search(clause):
        return None
    word = next(word for word in _CJK_WRITES if last.group(0).startswith(word))
    return word, _CJK_WRITES[word]
_ADVERBS = frozenset(
    {
        "permanently",
        "irreversibly",
        "immediately",
        "automatically",
        "securely",
        "quickly",
        "also",
        "will",
        "this",
        "tool",
        "the",
        "it",
        "can",
        "to",
        "that",
        "which",
        "safely",
        "forcibly",
        "fully",
    }
)
_VERB_FORMS = compiled(r"(?:es|s|ed|ing)$")


_READ_VERBS = frozenset(
    {
        "get",
        "list",
        "search",
        "find",
        "read",
        "fetch",
        "query",
        "show",
        "view",
        "describe",
        "check",
        "lookup",
        "count",
        "inspect",
        "download",
        "browse",
        "whoami",
        "is",
        "has",
        "can",
        "retrieve",
        "load",
        "explain",
        "analyze",
        "preview",
        "validate",
        "diff",
        "compare",
        "summarize",
        "resolve",
        "estimate",
        "calculate",
        "convert",
        "parse",
        "render",
    }
)


def _verbs_of_name(name: str) -> list[str]:
    """The words of a name that can be its verb: the first, or the last in noun_verb names."""
    if name.isascii():  # split_identifier's words, lower-casing only the two needed (names are unique)
        pieces = _ASCII_PIECE.findall(name)
        if not pieces:
            return []
        first = pieces[0].lower()
        if first in _READ_VERBS:
            return []
        return [first, pieces[-1].lower()] if len(pieces) > 1 else [first]
    words = split_identifier(name)
    if not words or words[0] in _READ_VERBS:
        return []
    return [words[0], words[-1]] if len(words) > 1 else words


def _without_verb_ending(word: str) -> str:
    """_VERB_FORMS.sub("", word) for a run of letters: the leftmost ending that reaches the end goes."""
    if word.endswith("ing"):
        return word[:-3]
    if word.endswith(("es", "ed")):
        return word[:-2]
    return word[:-1] if word.endswith("s") else word


_LETTERS = compiled(r"[^\W\d_]+")
_ASCII_LETTERS = compiled(r"[a-zA-Z]+")
# Not after an ellipsis: "HTML comments (<!-- ... -->)" is one sentence.
_FIRST_SENTENCE = compiled(r"(?<=[.!?])(?<!\.\.)\s|\n")
# Where _FIRST_SENTENCE first matches, found from the punctuation (quick to scan for): the white
# space after the match of the first branch, the match itself for the second.
_SENTENCE_BREAK = compiled(r"(?<!\.)\.\s|[!?]\s|\n")
_DENIED = compiled(r"\b(?:not|never|no|without|rejects?|refuses?)\b")


def _first_matches(description: str) -> tuple[str, Iterator[re.Match[str]]]:
    """The first four runs of letters of the description, in the text they were found in: the
    description itself when it is ASCII (lower-casing it changes no positions), else its lower case."""
    if description.isascii():
        return description, islice(_ASCII_LETTERS.finditer(description), 4)
    text = description.lower()
    return text, islice(_LETTERS.finditer(text), 4)


def _first_words(description: str) -> Iterator[str]:
    """The first four runs of letters of the lower-cased description."""
    return (m.group().lower() for m in _first_matches(description)[1])


def _first_sentence(description: str) -> str:
    """The lower-cased, stripped description up to its first sentence break."""
    if not description.isascii():
        return _FIRST_SENTENCE.split(description.strip().lower(), maxsplit=1)[0]
    text = description.strip()
    m = _SENTENCE_BREAK.search(text)
    if m is not None:
        text = text[: m.start() + (m.group() != "\n")]
    return text.lower()


_ADVERB = object()  # a word to read past ("permanently", "this", ...)
_UNSEEN = object()
_LEADS: dict[str, object] = {}  # first words seen, and what _lead_of said about each


def _lead_of(word: str) -> object:
    """What one of a description's first words says: _ADVERB, the write verb it is a form of, or None."""
    if word in _ADVERBS:
        return _ADVERB
    if word in WRITES or word in _LEAD_WRITES:
        return word
    foreign = FOREIGN_VERBS.get(word)
    if foreign is not None:
        return foreign
    for stem in (_without_verb_ending(word), word[:-1], word[:-2]):
        if stem in WRITES or stem in _LEAD_WRITES:
            return stem
    if word.endswith("ly") and len(word) > 5:
        return _ADVERB  # "Remotely erases ...", "Silently deletes ..."
    return None


def _lead_cached(word: str) -> object:
    lead = _LEADS.get(word, _UNSEEN)
    if lead is _UNSEEN:
        lead = _lead_of(word)
        if len(_LEADS) < 20_000:  # descriptions start with a few thousand words at most
            _LEADS[word] = lead
    return lead


# Words after the first of a leading list that count as writes: the write verbs less those that
# are as often nouns ("Searches, filters and orders results" sorts; it places no order).
_LISTED_WRITES = WRITES - frozenset(
    {"order", "book", "star", "message", "comment", "block", "schedule", "store", "mail", "sms", "tweet", "lock"}
)
# A leading list goes on past its first word only when that word is a verb ("Lists, creates or
# deletes branches"), not a noun ("Invoices, orders and payments").
_LIST_VERBS = WRITES | _READ_VERBS | frozenset({"return", "manage", "handle", "perform", "run", "open"})
_LIST_MORE = compiled(r"(?:\s*,\s*(?:(?:and|or)\s+)?|\s*[/&]\s*|\s+(?:and/or|and|or)\s+)([^\W\d_]+)")


@dataclass(frozen=True, slots=True)
class _Lead:
    """The verbs a description starts with: "Creates, moves or deletes files"."""

    verbs: tuple[str, ...]  # the write verbs among them, first first
    first: bool  # the first of them is the description's first verb
    text: str  # the list as written, lower-cased for text that is not ASCII
    end: int  # where it ends in that text


_NO_LEAD = _Lead((), False, "", 0)


def _listing(word: str) -> bool:
    return word in _LIST_VERBS or _without_verb_ending(word) in _LIST_VERBS


def _lead(description: str) -> _Lead:
    """The description's leading verb, or list of verbs joined by commas, "and", "or" and "/"."""
    text, matches = _first_matches(description)
    for m in matches:
        word = m.group().lower()
        lead = _lead_cached(word)
        if lead is _ADVERB:
            continue
        if text.startswith("-", m.end()) and m.end() + 1 < len(text) and text[m.end() + 1].isalpha():
            # a hyphenated compound: "Force-deletes", "Factory-resets", "Re-sends" are their last part's
            # verb; "Drop-down", "Follow-up", "Read-only" are a noun or a modifier, no verb
            after = _LETTERS.match(text.lower(), m.end() + 1)
            if after is not None and isinstance(_lead_cached(after.group()), str):
                continue
            return _NO_LEAD
        end = m.end()
        more = _LIST_MORE.match(text, end)
        if lead is None and (more is None or not _listing(word)):
            return _NO_LEAD  # no write verb, and no list, or one of nouns ("Invoices, orders and payments")
        verbs = [lead] if isinstance(lead, str) else []
        while more is not None:
            listed = _lead_cached(more.group(1).lower())
            if isinstance(listed, str) and listed in _LISTED_WRITES and listed not in verbs:
                verbs.append(listed)
            end = more.end()
            more = _LIST_MORE.match(text, end)
        return _Lead(tuple(verbs), lead is not None, text[m.start() : end], end)
    return _NO_LEAD


def _lead_verb(description: str) -> str | None:
    """The first verb-like word of a description ("Permanently deletes ..." -> "delete")."""
    lead = _lead(description)
    return lead.verbs[0] if lead.first else None


# ------------------------------------------------------------------------------ transformations

# Verbs that, applied to the tool's own input ("removes script tags from the given HTML"), describe
# a transformation of text rather than a change to anything stored.
_TRANSFORMS = frozenset(
    {"remove", "delete", "drop", "erase", "truncate", "clear", "clean", "cleanup", "prune", "discard"}
) | frozenset({"replace", "edit", "modify", "change", "insert", "append", "add"})
_DATA = (
    r"(?:text|strings?|html|markup|documents?|values?|content|payload|snippet|json|xml|yaml|csv|markdown|svg|"
    r"css|urls?|input|arrays?|lines|results?|output|response)"
)
# The noun ends its phrase: "the given output" but not "the given output directory".
_PHRASE_END = (
    r"(?!\s+(?!(?:and|or|but|to|into|with|by|before|after|for|as|then|so|in|at|on|of|while|when|if|that|"
    r"which|without|returns?|returning|is|are|named|called|matching|identified|whose|who|where|listed|"
    r"selected|specified)\b)[a-z])"
)
# The input or the output named as where the change happens: "from the given HTML", "in the input
# string", "from the result". A bare "the document" or "the list" is often a stored thing; a bare
# "the text" or "the output" is not.
_OF_INPUT = compiled(
    r"\b(?:from|in|into|within|out\s+of)\s+(?:(?:the|a|an|this|each|its|your|any)\s+)?(?:"
    r"(?:given|input|provided|supplied|passed|returned|incoming|original|raw|specified)\s+(?:[a-z0-9-]+\s+)?"
    + _DATA
    + r"|(?:[a-z0-9-]+\s+)?(?:text|strings?|html|markup|input|payload|snippet|results?|output|response)"
    r"(?:\s+(?:text|strings?))?)\b"
    + _PHRASE_END
)
# The input as the verb's own object: "truncates the given text" (not "deletes the given document").
_INPUT_OBJECT = compiled(
    r"\s+(?:the\s+|a\s+|an\s+)?(?:given|input|provided|supplied|passed|returned|incoming)\s+(?:[a-z0-9-]+\s+)?"
    r"(?:text|strings?|html|markup|payload|snippet|json|xml|yaml|csv|markdown|input)\b"
    + _PHRASE_END
)
# Parts of a text as the verb's object ("removing or revealing invisible and control characters",
# "strips trailing whitespace", "elimina caracteres de control"): what is taken out is text, unless the
# sentence names a kept thing it is taken from ("from every file", "in the customers table").
_TEXT_PART_OBJECT = compiled(
    r"\s+(?:(?:or|and|y|o|et|ou|und|oder)\s+[a-z]+(?:ing|ando|iendo)?\s+)?(?:[a-z0-9/-]+\s+){0,3}?"
    r"(?:characters?|chars|caract[eè]res|zeichen|caratteri|whitespace|spaces?|espacios|newlines|line\s+breaks|"
    r"punctuation|diacritics|accents|acentos|emojis?|pictographs|code\s+points|escape\s+(?:sequences|codes)|"
    r"control\s+codes|byte\s+order\s+marks?|boms?|tracking\s+parameters|stop\s*words|joiners|"
    r"html\s+tags|markup|formatting|"
    # what is added to a text about its own words: readings, transliterations, line numbers
    r"furigana|ruby|readings|romaji|pinyin|transliterations?|line\s+numbers|hyphens|hyphenation|highlighting)\b"
)
# Whom a text is shown to: an audience, not a kept thing that changes ("before the text is shown to the
# model or the user").
_AUDIENCE_BEFORE = compiled(
    r"\b(?:shown|displayed|presented|visible|rendered)\s+to\s+(?:the\s+)?(?:[a-z]+\s+(?:or|and)\s+(?:the\s+)?)?$"
)


def _kept_named(low: str, lo: int, hi: int) -> bool:
    """A kept thing in low[lo:hi] other than the audience the text is shown to."""
    return any(
        _AUDIENCE_BEFORE.search(low, max(lo, m.start() - 40), m.start()) is None
        for m in _STATE_HEAD.finditer(low, lo, hi)
    )


# What a tool keeps: a verb whose object is one of these changes state, whatever the phrase after it.
_STATE = compiled(
    r"\b(?:files?|folders?|director(?:y|ies)|records?|rows?|tables?|databases?|users?|accounts?|branch(?:es)?|"
    r"repos|repositor(?:y|ies)|messages?|emails?|buckets?|issues?|tickets?|pages?|posts?|comments?|"
    r"containers?|instances?|servers?|resources?|secrets?|tokens?|credentials?|members?|permissions?|roles?|"
    r"volumes?|disks?|snapshots?|backups?|caches?|sessions?|orders?|contacts?|channels?|projects?|"
    r"workspaces?|clusters?|namespaces?|deployments?|pods?|vms?|machines?|documents?|attachments?|"
    r"collections?|indexes|indices|items?|entities|nodes?|groups?|teams?|keys?|passwords?|webhooks?)\b"
)
_FORMAT = compiled(r"\b(?:text|strings?|html|markup|xml|markdown|json|yaml|csv|svg|css)\b")
# A kept thing as the head of its phrase: "files from", not the "email" of "email addresses".
_STATE_HEAD = compiled(_STATE.pattern + _PHRASE_END)
# The tool hands back its changed input: "returns the redacted copy", "returns the cleaned text".
_RETURNS_CHANGED = compiled(
    r"\breturns?\s+(?:(?:the|a|an|its)\s+)?(?:[a-z]+(?:ed|en)\s+|plain\s+|clean\s+|bare\s+)(?:copy|version|text|strings?|html|markup|output|"
    r"json|xml|yaml|csv|markdown)\b"
)


# ------------------------------------------------------------------------------ running code

# "runs", "executes", "for running": these need no more; "run", "execute" ("jobs that run scripts",
# "the last run command") count only before a determiner or a language ("run a shell command").
_RUN_S = r"(?:runs|execut(?:es|ing)|evals|evaluat(?:es|ing)|execs|interprets|spawns|(?:for|by)\s+running)"
_RUN_BASE = r"(?:run|execute|eval|evaluate|exec|interpret|spawn)"
_DETERMINER = (
    r"(?:an?|the|any|arbitrary|given|provided|supplied|specified|requested|raw|custom|untrusted|your|one|"
    r"single|multiple|several|some|its|their|user[- ](?:supplied|provided|given)|inline|ad[- ]hoc|"
    r"read[- ]?only|safe|allow[- ]?listed|whitelisted|approved|predefined|pre-defined|fixed|diagnostic|each|every|all|"
    r"[a-z]+'s)\s+"
)
_LANGUAGE = r"(?:python|javascript|js|typescript|ruby|perl|php|lua|node(?:\.?js)?|bash|zsh|powershell|groovy)"
_SHELL = r"(?:shell|bash|zsh|sh|powershell|cmd|terminal|system|os|cli|command[- ]line|console|host|remote)"
_KIND = r"(?:" + _SHELL + "|" + _LANGUAGE + r")\s+"
_OBJECT = (
    r"(?:" + _RUN_S + r"\s+(?:" + _DETERMINER + r"){0,3}(?:" + _KIND + r")?"
    r"|" + _RUN_BASE + r"\s+(?:(?:" + _DETERMINER + r"){1,3}(?:" + _KIND + r")?|(?:" + _DETERMINER + r"){0,2}"
    + _KIND + r")"
    # ", running each step's shell command": a participle of the tool's own, after a comma (not "lists running
    # shell jobs", "the jobs running the given script")
    r"|(?<=[,;:]\s)running\s+(?:" + _DETERMINER + r"){1,3}(?:" + _KIND + r")?)"
)
# A tool that runs what it is given: "runs an arbitrary shell command", "executes the given Python
# snippet", "evaluates JavaScript in the page". The nouns must end the phrase ("runs code analysis"
# analyses); a language alone must be followed by a preposition or the end.
_RUNS_CODE = compiled(
    r"\b" + _OBJECT + r"(?:commands?|scripts?|code|snippets?|programs?)\b"
    r"(?!\s*-|\s+(?:analysis|review|search|quality|coverage|format\w*|lint\w*|checks?|scan\w*|completion|"
    r"metrics|navigation|style|generation|owners|smells?|samples?|examples?|tests?|suites?|history|"
    r"status|results?|logs?|output)\b)"
    r"|\b(?:" + _RUN_S + "|" + _RUN_BASE + r")\s+(?:" + _DETERMINER + r"){0,3}" + _LANGUAGE
    + r"(?:\s+(?:expressions?|statements?|functions?|source))?"
    r"(?=\s+(?:in|on|inside|within|against|and|to|with|that|from|under|as|at|for)\b|\s*[,.;:!?)]|\s*$)"
)
# Words that limit what runs: "runs a read-only diagnostic command", "one of the allow-listed scripts".
_LIMITED = compiled(
    r"\b(?:read[- ]?only|safe|allow[- ]?listed|whitelisted|approved|predefined|pre-defined|fixed|diagnostic)\b"
)
_UNLIMITED = compiled(r"\b(?:any|arbitrary|untrusted|raw)\b")
_NAME_RUNS = frozenset({"run", "exec", "execute", "eval", "evaluate", "spawn"})
_NAME_CODE = frozenset(
    {"shell", "command", "commands", "cmd", "code", "script", "python", "py", "javascript", "js", "bash", "sh",
     "powershell", "snippet", "program"}
)
# A sentence that points at another tool for the thing ("use `run_sql` for writes") does not say
# this tool does it.
_ELSEWHERE = compiled(r"\b(?:use|call|prefer|try)\s+(?:the\s+)?[`'\"]?[a-z0-9]+[_.-][a-z0-9_.-]+|\binstead\b")

_RUN_WORD = compiled(r"\b(?:run|exec|eval|interpret|spawn)")  # what every _RUNS_CODE match holds, found quickly


def _runs_code(view: ToolView, description: str) -> str | None:
    """Why the tool runs whatever code or command it is given, if it says so."""
    words = split_identifier(view.name or "")
    last = words[-1] if words else ""
    if (last in _NAME_CODE or last in _NAME_RUNS) and _NAME_RUNS.intersection(words) and _NAME_CODE.intersection(words):
        return f'its name says it runs code ("{quote(view.name or "")}")'
    low = description.lower()
    if not _RUN_WORD.search(low):
        return None
    for m in _RUNS_CODE.finditer(low):
        lo, hi = sentence(low, m.start(), m.end())
        if _LIMITED.search(m.group()) and _UNLIMITED.search(m.group()) is None:
            continue
        if negated(low, m.start(), m.end()) or _ELSEWHERE.search(low, lo, hi):
            continue
        return f'its description says it runs code: "{quote(description[m.start() : m.end()])}"'
    return None



# ------------------------------------------------------------------------------ SQL that writes

# Statements that change data or the schema, as SQL writes them (upper case: "delete from" in
# lower case is as often English).
_SQL_STATEMENT = (
    r"(?:INSERT\s+INTO|DELETE\s+FROM|(?:REPLACE|MERGE|UPSERT)\s+INTO|UPDATE\s+[\w.\"`\[\]]+\s+SET|"
    r"(?:DROP|TRUNCATE|ALTER|CREATE)\s+(?:TABLE|DATABASE|SCHEMA|INDEX|VIEW|USER|ROLE|COLUMN|SEQUENCE|FUNCTION|"
    r"PROCEDURE|TRIGGER|KEYSPACE|COLLECTION)|GRANT\s+[A-Z, ]+?\s+(?:ON|TO)|REVOKE\s+[A-Z, ]+?\s+(?:ON|FROM))\b"
)
_SQL_KEYWORD = r"(?:INSERT|UPDATE|DELETE|DROP|TRUNCATE|ALTER|GRANT|REVOKE|MERGE|UPSERT)\b"
_SQL_RUN = (
    r"(?i:\b(?:execut(?:e|es|ing)|runs?|running|performs?|issues?|supports?|allows?|accepts?|permits?|"
    r"handles?|applies)\b)"
)
# A statement written out, anywhere; or a bare keyword after a verb of running or allowing in the
# same clause ("supports SELECT, INSERT and DELETE"; not "Only SELECT is allowed; DELETE is rejected").
_SQL_WRITE = compiled(r"\b" + _SQL_STATEMENT + "|" + _SQL_RUN + r"[^.;!?\n]{0,60}?\b(" + _SQL_KEYWORD + ")")
_SQL_STATEMENT_AT = compiled(_SQL_STATEMENT)
# A sentence that says such statements fail: "INSERT/UPDATE/DELETE will fail in a read-only transaction".
_REFUSED = compiled(
    r"\b(?:fail|fails|will\s+fail|rejected|refused|blocked|forbidden|disallowed|denied|not\s+(?:allowed|permitted|"
    r"supported)|errors?\s+out|raises?\s+an?\s+error|returns?\s+an?\s+error)\b"
)
_SQL_CONTEXT = compiled(_SQL_RUN)


def _sql_writes(description: str) -> str | None:
    """Why the tool runs SQL that changes data, if its description says so and does not deny it."""
    if not any(k in description for k in ("INSERT", "UPDATE", "DELETE", "DROP", "TRUNCATE", "ALTER", "GRANT",
                                          "REVOKE", "MERGE", "UPSERT", "REPLACE", "CREATE")):
        return None
    low = description.lower()
    for m in _SQL_WRITE.finditer(description):
        start = m.start(1) if m.group(1) else m.start()
        statement = _SQL_STATEMENT_AT.match(description, start)
        end = statement.end() if statement is not None else m.end()
        if m.group(1) is None and not _SQL_CONTEXT.search(description):
            continue  # a statement quoted by a tool that never runs anything ("explains the plan of ...")
        lo, hi = sentence(low, start, end)
        if negated(low, start, end) or _ELSEWHERE.search(low, lo, hi) or _REFUSED.search(low, lo, hi):
            continue
        return f'its description says it runs SQL that writes: "{quote(description[start:end])}"'
    return None


# ------------------------------------------------------------------------------ the rest of the prose

# Words a flag's description may start with before its verb: "When true, deletes ...", "Whether to
# overwrite ...", "If set: send ...".
_FLAG_LEAD = compiled(
    r"^\s*(?:(?:if|when)\s+(?:it\s+is\s+|set\s+(?:to\s+)?)?(?:true|enabled|set|on|yes)\b\W*|whether\s+(?:or\s+not\s+)?to\s+|"
    r"(?:also|optionally)\s+)"
)


# Verbs a flag may start with that change something kept only when they name it ("Remove files
# in the target ..."); "Clear the filters", "Reset pagination" change the call, not the world.
_FLAG_SOFT = frozenset({"remove", "clear", "reset", "revert", "discard", "flush", "evict", "clean", "cleanup", "prune",
                        "drop", "truncate", "update", "modify"})


def _writing_flag(tool: dict[str, Any]) -> str | None:
    """A boolean parameter that turns on a write: its description starts with a write verb
    ("Delete files in the target that the source lacks", "When true, overwrites the output")."""
    for name, spec in boolean_flags(tool):
        description = spec.get("description")
        if not isinstance(description, str):
            continue
        lead = _FLAG_LEAD.match(description.lower())
        text = description[lead.end() :] if lead is not None else description
        verbs = _lead(text)
        if not verbs.first or verbs.verbs[0] not in _SENTENCE_WRITES:
            continue
        low = text.lower()
        if verbs.verbs[0] in _TRANSFORMS and _transforms_input(low, verbs.end):
            continue
        if verbs.verbs[0] in _FLAG_SOFT and _STATE.search(low, verbs.end, verbs.end + 40) is None:
            continue  # "Reset the cursor", "Remove duplicate entries": nothing kept is named
        return f'its flag "{quote(name)}" says "{quote(verbs.text, 40)}"'
    return None


def _of_another_tool(view: ToolView, low: str, marker: str) -> bool:
    """The sentence that says something cannot be taken back names another tool: its effect, not this one's."""
    at = low.find(marker)
    lo, hi = sentence(low, at, at + len(marker))
    return any(m.group(0) != (view.name or "").lower() for m in TOOL_ID.finditer(low, lo, hi))


def _for_good_said(view: ToolView, description: str) -> str | None:
    """A description that says what the call does cannot be taken back ("Talimat iletildikten sonra geri alınamaz"):
    not a tool whose name or first verb reads, lists, shows or previews, in any of a dozen languages ("Muestra qué
    filas se borrarían ... no puede deshacerse"), nor a sentence about a trash, a preview, a policy or another tool."""
    low = description.lower()
    marker = for_good(low)
    if marker is None:
        return None
    firsts = {_without_verb_ending(word) for word in (*split_identifier(view.name or "")[:1], *_first_words(low))}
    if firsts & _LOOKS or _READS_ML.match(low) or _READS_ML.search((view.name or "").lower()):
        return None
    at = low.find(marker)
    lo, hi = sentence(low, at, at + len(marker))
    if TOOL_ID.search(low, lo, hi) or _IF.search(low, lo, at) or _ELSEWHERE_ML.search(low):
        return None
    return f'its description says "{quote(marker)}": what it does cannot be taken back'


_LOOKS = _READ_VERBS | frozenset({"return", "scan", "audit", "locate", "report", "display", "detect", "monitor",
                                  "preview", "explain", "history", "policy", "status", "trash", "info"})
_IF = compiled(r"\b(?:if|when|whether|unless|once|would)\b")
# A description that starts by showing or listing, in other languages: "Muestra", "Zeigt", "Visar", "Показывает".
_READS_ML = compiled(
    r"^\W*(?:muestra|lista|listet|liste|listar|affiche|zeigt|visar|listar|mostra|exibe|consulta|consulte|recupera|"
    r"devuelve|renvoie|retourne|liefert|gibt|restituisce|returnerer|viser|показывает|возвращает|выводит|показує|"
    r"повертає|εμφανίζει|επιστρέφει|pokaż|wyświetla|zwraca|gösterir|listeler|menampilkan|hiển\s+thị)\b"
    r"|preview|vista_previa|vorschau|papelera|papierkorb|corbeille|lixeira|cestino|history|historial|verlauf"
)
# Words that put the permanence elsewhere: a trash emptied later, a preview of what would happen, a tool that changes
# nothing ("dieses Werkzeug ändert nichts", "este tool no modifica nada").
_ELSEWHERE_ML = compiled(
    r"\b(?:trash|papelera|papierkorb|corbeille|lixeira|cestino|dry[\s-]?run|preview|would\s+be|se\s+borrar[íi]an|"
    r"würde|würden|skulle|changes\s+nothing|modifies\s+nothing|ändert\s+nichts|ändrar\s+ingenting|no\s+modifica|"
    r"ne\s+modifie\s+rien|não\s+altera)\b|دیگران|تغییر\s+نمی|بدلے\s+بغیر|बदले\s+बिना|पूर्वावलोकन"
)


def _destroying_default(tool: dict[str, Any]) -> str | None:
    """An action parameter whose default destroys ("action": enum [wipe, lock], default "wipe"): a call
    with nothing chosen destroys."""
    for name, spec in _top_properties(tool):
        default = spec.get("default")
        if name.lower() in _ACTION_PARAMETERS and isinstance(default, str) and default.lower() in DESTRUCTIVE:
            return f'its parameter "{quote(name)}" defaults to "{quote(default)}"'
    return None


_ACTION_PARAMETERS = frozenset({"action", "operation", "op", "command", "mode", "verb", "task"})


def _top_properties(tool: dict[str, Any]) -> Iterator[tuple[str, dict[str, Any]]]:
    schema = tool.get("inputSchema")
    properties = schema.get("properties") if isinstance(schema, dict) else None
    if isinstance(properties, dict):
        for name, spec in properties.items():
            if isinstance(spec, dict):
                yield str(name), spec


def _moves(view: ToolView) -> bool:
    """A tool that moves things: its source deleted once copied is the move itself, nothing lost."""
    assert view.tool is not None
    said = view.tool.get("description")
    first = _lead_verb(said) if isinstance(said, str) else None
    named = [FOREIGN_VERBS.get(word, word) for word in _verbs_of_name(view.name or "")[:1]]
    return bool({first, *named} & _MOVES)


_MOVES = frozenset({"move", "rename", "migrate", "relocate", "transfer"})


def _destroyed_in_passive(tool: dict[str, Any]) -> str | None:
    """A destruction stated in the passive anywhere in the prose ("the original file is deleted")."""
    for where, low in prose(tool):
        found = passive_destruction(low)
        if found is not None:
            return f'{where} says "{quote(found, 80)}"'
    return None


def _said_in_passive(tool: dict[str, Any]) -> str | None:
    """A change stated in the passive anywhere in the description or a parameter's ("as a side
    effect the key is rotated", "when false, changes are written")."""
    for where, low in prose(tool):
        found = passive_change(low)
        if found is not None:
            return f'{where} says "{quote(found, 80)}"'
    return None


def _talks_outside(tool: dict[str, Any]) -> tuple[str, bool] | None:
    """Where the prose names an outside service, and whether it says something is sent there."""
    named = None
    for where, low in prose(tool):
        sent = sends_outside(low)
        if sent is not None:
            return f'{where} says something is sent to "{quote(sent)}"', True
        found = outside_world(low) if named is None else None
        if found is not None:
            named = f'{where} names "{quote(found)}"'
    return (named, False) if named is not None else None


# Verbs whose every call does it again: a second call sends a second message, charges again.
_REPEATS = frozenset(
    {"send", "post", "create", "append", "charge", "transfer", "email", "sms", "tweet", "pay", "submit", "notify",
     "reply", "dispatch", "buy", "refund", "enqueue", "increment"}
)
# Text that says a repeated call changes nothing more: an upsert, a create-if-missing, a key that
# deduplicates.
_SAYS_IDEMPOTENT = compiled(
    r"\bupserts?\b|\bor\s+(?:\w+\s+)?(?:updates?|overwrites?|replaces?)\b|\b(?:overwrites?|replaces?)\s+(?:an?\s+|the\s+|any\s+)?existing\b|\bif\s+(?:it\s+|one\s+|they\s+)?(?:does\s+not|doesn't|do\s+not|don't)\s+"
    r"(?:already\s+)?exists?\b|\bif\s+(?:missing|absent|not\s+present)\b|\balready\s+exists?\b|"
    r"\bensur\w*\s+(?:\w+\s+){0,6}?exists?\b|\bidempot|\bdedup|"
    r"\b(?:same|idempotency|request|client|dedupe?)[\s_-]+(?:key|id|token)\b|\bno[- ]op\b|\b(?:only|at\s+most)\s+once\b"
    r"|\b(?:at|with|under|named|called)\s+(?:the\s+)?(?:given|specified|provided|requested|supplied)\b"
    r"|\bthe\s+(?:given|specified)\s+(?:path|id|key|name)\b"
    # the same in other languages: "cria ou atualiza", "crea o actualiza", "erstellt oder aktualisiert"
    r"|\b(?:ou|o|oder|or)\s+(?:\w+\s+)?(?:atualiza|actualiza|aktualisiert|aggiorna|met\s+à\s+jour|remplace|"
    r"substitui|reemplaza|überschreibt|sobrescreve|sobrescribe|sovrascrive|écrase)\b"
    r"|\bjá\s+existir|\bya\s+exist|\bexiste\s+déjà|\bbereits\s+exist|\besiste\s+già"
    # ... "only once" in them: "skickas bara en gång per bokning", "se envía una sola vez"
    r"|\b(?:bara|endast)\s+en\s+gång\b|\b(?:kun|bare)\s+(?:én|en)\s+gang\b|\b(?:solo|sólo|apenas)\s+una?\s+vez\b|"
    r"\buna\s+sola\s+vez\b|\buma\s+única\s+vez\b|\bune\s+seule\s+fois\b|\bqu['\u2019]une\s+(?:seule\s+)?fois\b|"
    r"\bnur\s+einmal\b|\beinmalig|\b(?:solo|soltanto)\s+una\s+volta\b|\buna\s+sola\s+volta\b|"
    r"\b(?:slechts|maar|alleen)\s+(?:één|een)\s+keer\b|\beenmalig|\btylko\s+(?:jeden\s+)?raz\b|\bjednorazow|"
    r"\b(?:только|лишь)\s+один\s+раз\b|\bлише\s+один\s+раз\b|\b(?:pouze|jen)\s+jednou\b|"
    r"\b(?:yalnızca|sadece)\s+bir\s+(?:kez|kere)\b|\bμόνο\s+μία?\s+φορά\b|\bhanya\s+sekali\b|\bchỉ\s+một\s+lần\b|"
    r"仅一次|只一次|一度だけ|한\s*번만"
    # a repeat is skipped: "skips keys already present", "ignores duplicates", "déjà présent"
    r"|\balready\s+(?:present|there|added|listed|registered|subscribed|installed|configured|included|a\s+member)\b"
    r"|\b(?:skip|ignor)\w*\s+(?:\w+\s+){0,2}?(?:duplicates?|existing)\b"
    r"|\b(?:ya|já|già)\s+present|\bdéjà\s+présent|\bbereits\s+vorhanden"
)
_EACH_CALL = compiled(
    r"\b(?:each|every)\s+(?:call|invocation|request|run|time)\b[^.;!?]{0,40}?\b(?:creates?|adds?|sends?|appends?|"
    r"charges?|posts?|inserts?|new)\b"
)


def _repeats(view: ToolView) -> str | None:
    """Why every call of the tool repeats its effect, unless the text says repeats are harmless."""
    assert view.tool is not None
    description = view.tool.get("description")
    low = description.lower() if isinstance(description, str) else ""
    if _SAYS_IDEMPOTENT.search(low):
        return None
    # The name's verb (not its last word: "update_post" updates a post) and the description's.
    words = _verbs_of_name(view.name or "")
    if words and words[0] in _REPEATS:
        return f'its name starts with "{quote(words[0])}"'
    if low:
        lead = _lead(low)
        verb = lead.verbs[0] if lead.first else None
        if verb in _REPEATS and not (verb in _TRANSFORMS and _transforms_input(low, lead.end)):
            return f'its description starts with "{quote(verb)}"'
    m = _EACH_CALL.search(low)
    if m is not None and not negated(low, m.start(), m.end()):
        return f'its description says "{quote(m.group())}"'
    return None


# ------------------------------------------------------------------------------ the rules


def _annotations(view: ToolView) -> dict[str, Any] | None:
    if view.tool is None:
        return None
    ann = view.tool.get("annotations")
    return ann if isinstance(ann, dict) else None


# A second verb joined to the first: "... and removes", ", then writes".
_NEXT_VERB = compiled(
    r"(?:,\s*|\s+)(?:and|then|but|also)\s+(?:also\s+|then\s+)?[a-z]+s\b"
    r"(?!\s+(?:of|and|or|from|in|into|within|out|on|at|inside|to|with|by)\b)"  # "handlers and iframes from": nouns
)


def _transforms_input(low: str, start: int) -> bool:
    """Whether the verb ending at `start` of the lower-cased description works on the tool's own
    input or output ("removes script tags from the given HTML"): a phrase naming it follows in the
    same sentence, and no stored thing ("the file", "records") is the verb's object before it."""
    if _INPUT_OBJECT.match(low, start):
        return True
    stop = _SENTENCE_BREAK.search(low, start)
    end = stop.start() if stop is not None else len(low)
    if _TEXT_PART_OBJECT.match(low, start):
        # "removes invisible characters", "strips trailing whitespace": no kept thing named in the
        # sentence ("formats files in place, removing trailing whitespace" writes the files)
        begin = 0
        for brk in _SENTENCE_BREAK.finditer(low, max(0, start - 300), start):
            begin = brk.end()
        if not _kept_named(low, begin, end):
            return True
    # The verb's own clause: in "deletes old files and removes comments from the text", the text
    # is what "removes" works on, not "deletes".
    joined = _NEXT_VERB.search(low, start, end)
    end = joined.start() if joined is not None else end
    m = _OF_INPUT.search(low, start, end)
    if m is not None:  # what is taken out of markup or plain text is part of it ("comments from the HTML"),
        # but "the user named in the given string" is a user
        taken_out = m.group().startswith(("from", "out"))
        if taken_out and _FORMAT.search(m.group()) is not None:
            return True
        return _STATE_HEAD.search(low, start, m.start()) is None
    # No "from the input" in the sentence: a changed copy handed back says the same, when nothing
    # kept is named in the sentence ("Removes control characters. Returns the cleaned text").
    return _STATE_HEAD.search(low, start, end) is None and _RETURNS_CHANGED.search(low, start) is not None


def _name_transforms(name: str, low: str) -> bool:
    """A name verb ("strip_", "remove_") of a tool whose first sentence says it works on its input."""
    words = split_identifier(name)
    if any(_STATE.fullmatch(word) for word in words):
        return False  # "remove_file" removes a file, whatever the description says
    if _TEXT_PART_OBJECT.match(" " + " ".join(words[1:])):
        # "remove_accents", "drop_emoji": parts of a text, unless the first sentence names a kept thing
        stop = _SENTENCE_BREAK.search(low)
        if not _kept_named(low, 0, stop.start() if stop else len(low)):
            return True
    return _transforms_input(low, 0)


# Verbs that, after another in a list, may change one field of a thing rather than destroy it;
# "the type of", "a label on" after the list says which.
_SOFT = frozenset({"remove", "clear", "reset", "revert", "discard"})
_ATTRIBUTE = compiled(r"\s+(?:the|a|an|its)\s+[a-z]+\s+(?:of|on|from)\s")


_JOINED_VERB = compiled(
    r"(?:\band|\bthen|,)\s+(?:(?:also|then|immediately|automatically|[a-z]+ly)\s+)?([a-z]{3,}s)\s+"
    r"(?:the|a|an|it|them|its|their|all|every|each|your|any|this|that|these|those)\b"
)


def _stems(word: str) -> tuple[str, ...]:
    """What a third-person form can be the form of: pays, pushes, applies."""
    return (word[:-1], word[:-2], word[:-3] + "y") if word.endswith("ies") else (word[:-1], word[:-2])


@lru_cache(maxsize=8)
def _listed_writes(verbs: frozenset[str]) -> frozenset[str]:
    """The verbs that count after "and"/"then": those of `verbs` that are rarely nouns, and for a
    tool checked for writes, forwarding too."""
    return (verbs & _LISTED_WRITES) | (frozenset({"forward"}) if "send" in verbs else frozenset())


def _joined_write(text: str, verbs: frozenset[str]) -> str | None:
    """A later verb of the first sentence, joined to the first and followed by its object: "files a
    motion and pays the fee", "checks the queue and deletes every message" (a plain -s form with no
    object is as often a noun: "progress and updates"). Asked only of a tool that says it is read-only."""
    first = _first_sentence(text)
    joined = _listed_writes(verbs)
    for m in _JOINED_VERB.finditer(first):
        for stem in _stems(m.group(1)):
            if stem in joined and not _DENIED.search(first):
                return f'its description says "{quote(m.group(0).strip(), 60)}"'
    return None


def _writes(view: ToolView, verbs: frozenset[str]) -> str | None:
    """Why the tool changes something, by its name or the verbs its description starts with."""
    assert view.tool is not None
    name = view.name or ""
    description = view.tool.get("description")
    text = description if isinstance(description, str) else ""
    name_first, lead_first = (_NAME_FIRST_WRITES, _LEAD_WRITES) if verbs is WRITES else (frozenset(), frozenset())
    for at, word in enumerate(_verbs_of_name(name)):
        verb = FOREIGN_VERBS.get(word, word)
        if verb in verbs or (at == 0 and verb in name_first):
            if verb in _TRANSFORMS and _name_transforms(name, text.lower()):
                continue
            return f'its name starts with "{quote(word)}"'
    if not text:
        return None
    cjk = _cjk_lead(text) if not text.isascii() else None
    if cjk is not None and cjk[1] in verbs:
        return f'its description says "{quote(cjk[0])}" ({cjk[1]})'
    lead = _lead(text)
    for index, verb in enumerate(lead.verbs):
        if not text.isascii() and _ML_OWN_OUTPUT.match(text.lower(), lead.end):
            break  # "Удаляет дубликаты из результатов": what it takes out of its own output
        if verb in lead_first and index == 0 and lead.first and _OBJECT_NEXT.match(text.lower(), lead.end):
            return f'its description starts with "{quote(verb)}"'  # "Issues a payment", not "Issues assigned to you"
        if verb not in verbs or (verb in _TRANSFORMS and _transforms_input(text.lower(), lead.end)):
            continue
        if index == 0 and lead.first:
            return f'its description starts with "{quote(verb)}"'
        if verb in _SOFT and _ATTRIBUTE.match(text.lower(), lead.end):
            continue  # "Set or remove the type of an issue": a field changes, nothing is destroyed
        return f'its description starts with "{quote(lead.text, 80)}"'
    first = _first_sentence(text)
    if "ing" not in first:
        return None
    strong = verbs & _SENTENCE_WRITES
    for m in _LETTERS.finditer(first):
        word = m.group()
        if word.endswith("ing") and first[max(0, m.start() - 4) : m.start()] != "for ":
            # "by removing"; plain -s forms are too often nouns ("progress updates"); "for writing to a
            # file the user chooses" says what the output is for, not what the tool does
            stem = word[:-3]
            for candidate in (stem, stem + "e", stem[:-1]):
                if candidate in strong and not _DENIED.search(first):
                    if candidate in _TRANSFORMS and _transforms_input(first, m.end()):
                        break
                    return f'its description says "{quote(word)}"'
    return None


def _json(value: object) -> str:
    """A value as the JSON it came from (`true`, `null`, `"yes"`), shortened for a message."""
    try:
        shown = json.dumps(value, sort_keys=True)
    except (TypeError, ValueError):
        shown = str(value)
    return quote(shown, 60)


def _flag(view: ToolView, key: str, message: str, severity: Severity | None = None) -> Hit:
    value = (_annotations(view) or {}).get(key)
    text = make_text(Field(f"/annotations/{key}", f"{key}: {_json(value)}", KEYWORD, "annotations"))
    return Hit(text, 0, len(text.raw), message, severity)


_KINDS: dict[type, str] = {str: "a string", int: "a number", float: "a number", list: "an array", dict: "an object"}


def _odd(value: object) -> bool:
    """A hint that is there but neither true nor false (null counts as not given)."""
    return value is not None and not isinstance(value, bool)


def _not_boolean(view: ToolView, key: str, value: object) -> Hit:
    """A hint given as a string or number: clients disagree about what it says."""
    kind = _KINDS.get(type(value), "not a boolean")
    reads = "true" if value else "false"
    found = _flag(
        view,
        key,
        f"{key} is {_json(value)} ({kind}), not true or false: a client that tests for true ignores it, "
        f"one that tests truthiness reads it as {reads}",
        "warning",
    )
    found.opinion = False  # a remark on form: no second opinion on poisoning (engine._settle)
    return found


@tool_rule(
    "readonly-contradiction",
    "annotations",
    "error",
    short='`readOnlyHint: true` on a tool that deletes, sends, writes or runs whatever code it is given.',
    summary="`readOnlyHint: true` on a tool that deletes, sends, writes or runs whatever code it is given: said by "
    "its leading verb (a hyphenated one by its last part: 'Force-deletes'), or by a write verb joined to it later in "
    "the first sentence ('checks the queue and deletes every message').",
    why="Clients use readOnlyHint to skip the confirmation prompt. A tool that says it is read-only "
    "but deletes records, sends messages, runs shell commands or executes SQL that changes data gets "
    "auto-approved, which is exactly what a hostile server wants. A readOnlyHint given as a string "
    'or a number (`"true"`, `1`) is read differently by different clients.',
    fix="Set readOnlyHint to false (and destructiveHint as appropriate), or rename and describe the "
    "tool accurately if it really only reads. Write hints as JSON booleans.",
    bad=Example(
        {
            "name": "delete_records",
            "description": "Deletes records.",
            "inputSchema": {"type": "object"},
            "annotations": {"readOnlyHint": True},
        }
    ),
    good=Example(
        {
            "name": "search_records",
            "description": "Searches records; deleted ones are excluded.",
            "inputSchema": {"type": "object"},
            "annotations": {"readOnlyHint": True},
        }
    ),
    levels="error when a true (or truthy) readOnlyHint contradicts the name or description, or the rest of "
    'the prose: a change stated in the passive in the description or a parameter\'s ("as a side effect the '
    'key is rotated", "when false, edits are saved"), or a boolean flag whose description starts with a '
    'write ("Delete files the source lacks"); warning for a readOnlyHint that is not a boolean. Verbs whose '
    'object is the tool\'s own input ("removes script tags from the given HTML") are transformations and '
    'not reported; nor is a passive that is denied ("nothing is written"), said of a request or the output '
    '("results are truncated"), of another agent ("updated nightly by the crawler") or under a condition '
    'other than a flag\'s ("returns true if the file is deleted"). Verbs are read in Spanish, Portuguese, '
    'French, German and Italian too ("kontakte_loeschen", "Anula una factura", "Supprime le dossier"), a '
    'description\'s first verb of deleting, paying, publishing, cancelling, disabling, blocking or overwriting also '
    'in Russian, Ukrainian, Czech, Danish, Norwegian, Romanian, Indonesian, Greek, Arabic and Hebrew ("Удаляет '
    'файл", "يحذف الملف"; not what it takes out of its own output), and a Chinese description\'s first verb or a '
    'Japanese or Korean first clause\'s last ("删除文件", "ファイルを削除します", "メールで送信します"; not a compound '
    'noun such as "删除记录" or "送信履歴"), and '
    'shutting down, rebooting or deactivating counts as a change, as do borrowing, withdrawing, disarming, '
    'draining, disconnecting, enrolling, purchasing, disbursing, unpublishing, isolating and (as a description\'s '
    'first verb, with its object) issuing a payment or tripping a breaker; so does an action parameter whose '
    'default destroys ("action": default "wipe"), and a description that says what the call does cannot be taken '
    'back (see destructive-hint), unless its name or first words read, list, show or preview, in English or a dozen '
    'other languages ("Muestra qué filas se borrarían ..."), or the sentence is about another tool, a condition, a '
    'trash or a preview',
)
def readonly_contradiction(view: ToolView) -> Iterator[Hit]:
    ann = _annotations(view)
    if not ann or "readOnlyHint" not in ann:
        return
    value = ann["readOnlyHint"]
    if value is not True and (isinstance(value, bool) or not value):
        if _odd(value):
            yield _not_boolean(view, "readOnlyHint", value)
        return
    assert view.tool is not None
    description = view.tool.get("description")
    text = description if isinstance(description, str) else ""
    why = (
        _writes(view, WRITES)
        or _runs_code(view, text)
        or (_sql_writes(text) if text else None)
        or _writing_flag(view.tool)
        or _destroying_default(view.tool)
        or (_for_good_said(view, text) if text else None)
        or _said_in_passive(view.tool)
        or (_joined_write(text, WRITES) if text else None)
    )
    if why is None:
        if value is not True:
            yield _not_boolean(view, "readOnlyHint", value)
    elif value is True:
        yield _flag(view, "readOnlyHint", f"readOnlyHint is true but {why}")
    else:
        kind = _KINDS.get(type(value), "not a boolean")
        yield _flag(
            view,
            "readOnlyHint",
            f"readOnlyHint is {_json(value)} ({kind}, which clients that test truthiness take as true) but {why}",
        )


@tool_rule(
    "destructive-hint",
    "annotations",
    "warning",
    short="Annotations that understate a tool's effect: destructive, outside-world or repeated effects said otherwise.",
    summary="A destructive tool that says `destructiveHint: false` (or, as info, says nothing); "
    "`openWorldHint: false` on a tool that reaches outside services; `idempotentHint: true` on one whose "
    "every call repeats its effect; a hint that is not a boolean.",
    why="MCP treats a missing destructiveHint as true, but clients that read annotations loosely "
    "auto-approve tools that do not say they destroy; an explicit false on a delete tool is a lie. "
    'A hint written as a string or a number (`"false"`, `0`) means one thing to a client that tests '
    "for true and the opposite to one that tests truthiness. A closed-world hint on a tool that talks "
    "to an external API or posts publicly hides where data goes; an idempotent hint on a tool that sends "
    "or charges invites a client to retry it, sending or charging twice.",
    fix="Set `destructiveHint: true` (and `readOnlyHint: false`) on tools that delete or overwrite, "
    "`openWorldHint: true` on tools that reach services outside the user's own, and leave "
    "idempotentHint unset (or false) on tools whose calls add up. Write hints as JSON booleans.",
    bad=Example(
        {
            "name": "delete_branch",
            "description": "Deletes a branch.",
            "inputSchema": {"type": "object"},
            "annotations": {"destructiveHint": False},
        }
    ),
    good=Example(
        {
            "name": "delete_branch",
            "description": "Deletes a branch.",
            "inputSchema": {"type": "object"},
            "annotations": {"readOnlyHint": False, "destructiveHint": True},
        }
    ),
    levels="error for an explicit false on a tool whose description says its effect cannot be taken back "
    '("irreversibly", "permanently deletes", "cannot be undone", "cannot be recalled", "force-deletes", '
    '"git push --force", "rewrites/overwrites history", "deletes every ...", "all data is lost", "factory '
    'settings", a deletion that takes the backups along, and the same in Spanish, Portuguese, French, German, '
    'Italian, Dutch and Polish: "irreversible", "endgültig", "kan niet worden teruggedraaid", "nie można cofnąć", '
    '"no se puede deshacer", "définitivement", and in Korean, Japanese, Chinese, Russian, Ukrainian, Greek, Arabic and '
    'Hebrew: "되돌릴 수 없습니다", "元に戻せません", "无法恢复", "необратимо"; not when denied or said to be '
    'restorable, '
    'nor said of a message sent or a post published, which is out of reach, not destroyed: "a sent message cannot '
    'be undone"; a wire sent stays for good; also "not recoverable", "can never be restored", "the previous version '
    'is not kept", "kan inte ångras", "पूर्ववत नहीं की जा सकती", "برگشت‌ناپذیر"), or whose name and '
    'description both start with a verb of destruction ("purge_bucket: Deletes ..."; not when it works on its '
    'own input), and for openWorldHint false on a tool whose prose says something is sent, uploaded, published, '
    'fetched or downloaded from an outside service in the same sentence; warning for an explicit false '
    'otherwise (cancelling and voiding count as destroying; so does a destruction said in the passive anywhere in '
    'the prose, "the original file is deleted", but not a move\'s source, a cache, an output overwritten or '
    'results truncated, nor one that waits for something else, "dropped when the PR is closed"), for openWorldHint '
    'false on a tool '
    'whose description or parameters name an external or third-party service, the internet, public or social '
    'accounts (on a named platform), an outbound transfer or message, or an internet host it goes to (not one '
    'given as where to read more, not when denied), for '
    'idempotentHint true on a tool that sends, posts, creates, appends, charges or transfers (by its name\'s '
    'verb or its description\'s first; not an upsert, a create-if-missing, a create-or-overwrite or a call '
    'with an idempotency key), and for a destructiveHint, idempotentHint, openWorldHint '
    "or other hint that is not a boolean (readOnlyHint: see readonly-contradiction); info when the "
    "tool has no destructiveHint (or a null one). The tool is judged destructive by its name and by "
    'the verbs its description starts with ("Creates, moves or deletes files")',
)
def destructive_hint(view: ToolView) -> Iterator[Hit]:
    if view.tool is None:
        return
    ann = _annotations(view) or {}
    for key, value in ann.items():
        if key.endswith("Hint") and key not in ("readOnlyHint", "destructiveHint") and _odd(value):
            yield _not_boolean(view, key, value)
    yield from _destructive(view, ann)
    if ann.get("openWorldHint") is False:
        outside = _talks_outside(view.tool)
        if outside is not None:
            # something sent or published there: the closed world claimed hides where it goes
            level: Severity = "error" if outside[1] else "warning"
            yield _flag(view, "openWorldHint", f"openWorldHint is false but {outside[0]}", level)
    if ann.get("idempotentHint") is True and not ann.get("readOnlyHint"):
        repeats = _repeats(view)
        if repeats is not None:
            yield _flag(
                view, "idempotentHint", f"idempotentHint is true but {repeats}: each call repeats it", "warning"
            )


# Verbs that destroy whatever their object: said by both the name and the description's first verb,
# an explicit destructiveHint false is a plain lie.
_HARD_DESTROY = frozenset(
    {"delete", "drop", "purge", "destroy", "erase", "wipe", "truncate", "overwrite", "shred", "nuke", "obliterate",
     "uninstall", "terminate", "rm", "rmdir", "unlink"}
)


def _destroys_by_name_and_lead(view: ToolView) -> str | None:
    """The hard destroy verb a tool's name starts with and its description starts with too."""
    assert view.tool is not None
    description = view.tool.get("description")
    if not isinstance(description, str):
        return None
    words = [FOREIGN_VERBS.get(word, word) for word in _verbs_of_name(view.name or "")]
    verb = _lead_verb(description)
    # "purge_bucket: Deletes every object", "wipe_device: Remotely erases the laptop": two verbs of
    # destruction, the name's and the description's, need not be the same one
    if not words or verb not in _HARD_DESTROY or words[0] not in _HARD_DESTROY:
        return None
    low = description.lower()
    if _transforms_input(low, _lead(description).end) or _name_transforms(view.name or "", low):
        return None  # "drop_columns: drops columns from the given CSV"
    return verb


def _destructive(view: ToolView, ann: dict[str, Any]) -> Iterator[Hit]:
    hint = ann.get("destructiveHint")
    why = None if ann.get("readOnlyHint") else _writes(view, DESTRUCTIVE)  # else readonly-contradiction's
    said = view.tool.get("description") if view.tool is not None else None
    if why is not None and isinstance(said, str) and changes_a_copy(said.lower()):
        why = None  # "removes ... writes a new file; the original is not modified": nothing kept is lost
    if hint is False and not ann.get("readOnlyHint"):
        description = view.tool.get("description") if view.tool is not None else None
        marker = for_good(description.lower()) if isinstance(description, str) else None
        if marker is not None and isinstance(description, str) and _of_another_tool(view, description.lower(), marker):
            marker = None  # "pauses the ad; to remove it for good use delete_ad, which cannot be undone"
        if marker is not None:
            said = f'its description says "{quote(marker)}": what it does cannot be taken back'
            yield _flag(view, "destructiveHint", f"destructiveHint is false but {said}", "error")
            return
        both = _destroys_by_name_and_lead(view)
        if both is not None:
            said = f'its name and its description both say it {both}s'
            yield _flag(view, "destructiveHint", f"destructiveHint is false but {said}", "error")
            return
    if why is None and hint is False and not ann.get("readOnlyHint") and view.tool is not None and not _moves(view):
        why = _destroyed_in_passive(view.tool)
    if why is None or hint is True:
        if _odd(hint):
            yield _not_boolean(view, "destructiveHint", hint)
    elif hint is False:
        yield _flag(view, "destructiveHint", f"destructiveHint is false but {why}")
    elif "destructiveHint" not in ann:
        text = make_text(Field("/annotations" if ann else "/name", view.name or "", KEYWORD, "annotations"))
        yield Hit(text, 0, len(text.raw), f"no destructiveHint, but {why}", "info")
    elif hint is None:
        yield _flag(view, "destructiveHint", f"destructiveHint is null, but {why}", "info")
    elif hint:
        yield _not_boolean(view, "destructiveHint", hint)
    else:
        kind = _KINDS.get(type(hint), "not a boolean")
        taken = f"{kind}, which clients that test truthiness take as false"
        yield _flag(view, "destructiveHint", f"destructiveHint is {_json(hint)} ({taken}) but {why}")
