"""What a tool's prose says it does to the world, beyond its leading verb: a change stated in the
passive ("the key is rotated"), a service outside the client's reach ("through the external SMTP
relay"), an effect that cannot be taken back ("permanently", "force-deletes"). The annotation
rules hold these against the hints a tool declares."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache
from typing import Any

from mcp_catalog.lint.patterns import compiled
from mcp_catalog.lint.rules._util import negated, sentence

# ------------------------------------------------------------------------------ prose of a definition


def prose(tool: dict[str, Any]) -> Iterator[tuple[str, str]]:
    """(where, lower-cased text) for the description and the input's parameter descriptions: the
    text that says what a call does. Nested object parameters are read one level down."""
    description = tool.get("description")
    if isinstance(description, str) and description:
        yield "its description", description.lower()
    for name, spec in _properties(tool.get("inputSchema")):
        text = spec.get("description")
        if isinstance(text, str) and text:
            yield f'its parameter "{name}"', text.lower()


def _properties(schema: object, depth: int = 0) -> Iterator[tuple[str, dict[str, Any]]]:
    if not isinstance(schema, dict):
        return
    properties = schema.get("properties")
    if not isinstance(properties, dict):
        return
    for name, spec in properties.items():
        if isinstance(spec, dict):
            yield str(name), spec
            if depth < 1:
                yield from _properties(spec, depth + 1)


def boolean_flags(tool: dict[str, Any]) -> Iterator[tuple[str, dict[str, Any]]]:
    """The input's top-level boolean parameters (by type, or by a boolean default)."""
    for name, spec in _properties(tool.get("inputSchema"), depth=1):
        kind = spec.get("type")
        if kind == "boolean" or (isinstance(kind, list) and "boolean" in kind) or isinstance(spec.get("default"), bool):
            yield name, spec


# ------------------------------------------------------------------------------ changes in the passive

# Participles that say something left the tool or was changed for good, whatever changed.
_STRONG = (
    r"deleted|purged|destroyed|erased|wiped|overwritten|revoked|terminated|killed|uninstalled|shredded|sent|"
    r"e-?mailed|mailed|posted|published|uploaded|transmitted|forwarded|written|inserted|installed|deployed|"
    r"transferred|rotated|committed|pushed|migrated|tweeted|texted|persisted|submitted|"
    r"broadcast|dispatched|exported\s+to|synced\s+to|copied\s+to"
)
# Participles that are as often said of the tool's own output ("duplicates are removed", "long
# values are truncated") or of a query ("the query is executed"): a change only when their subject
# is something a system keeps, or a change, a migration, a script.
_SOFT = (
    r"removed|dropped|truncated|cleared|flushed|evicted|discarded|replaced|modified|changed|updated|created|"
    r"paid|charged|moved|renamed|archived|reset|disabled|saved|executed|run|applied|cancell?ed|closed|merged"
)
_PASSIVE = compiled(
    r"\b(?:is|are|will\s+(?:also\s+)?be|gets?|getting|being)\s+"
    r"(?P<between>(?:(?:[a-z]+ly|also|then|immediately|now|never|not|always|first|still|all|both|each|"
    r"afterwards|too)\s+){0,3})"
    r"(?:(?P<strong>" + _STRONG + r")|(?P<soft>" + _SOFT + r"))\b"
)
_AUX_WORDS = ("is ", "are ", " be ", "get")  # one of these is in every _PASSIVE match: the quick test
# Subjects whose passive is not a change: requests sent to a read API, results trimmed, values
# filled in ("requests are sent with your token", "results are truncated").
_NOT_AN_EFFECT = frozenset(
    {
        "request", "requests", "query", "queries", "call", "calls", "header", "headers", "lookup", "lookups",
        "search", "searches", "parameter", "parameters", "argument", "arguments", "filter", "filters",
        "result", "results", "response", "responses", "output", "value", "values", "duplicates", "whitespace",
        "text", "it", "this", "that", "which", "who", "what", "they", "them", "row", "preview", "sort", "order",
        "page", "pages", "list", "entries", "fields", "field", "columns", "column", "you", "we", "tool", "server",
        "library", "usage", "use",
    }
)
# Subjects whose "soft" passive is a change: what a system keeps, or a change itself.
_KEPT = compiled(
    r"(?:files?|folders?|director(?:y|ies)|records?|rows|tables?|databases?|users?|accounts?|branch(?:es)?|"
    r"repos|repositor(?:y|ies)|messages?|emails?|buckets?|issues?|tickets?|posts?|comments?|containers?|"
    r"instances?|servers?|resources?|secrets?|tokens?|credentials?|members?|permissions?|roles?|volumes?|"
    r"disks?|snapshots?|backups?|caches?|sessions?|orders?|contacts?|channels?|projects?|workspaces?|"
    r"clusters?|namespaces?|deployments?|pods?|vms?|documents?|attachments?|collections?|indexes|keys?|"
    r"passwords?|webhooks?|data|changes?|edits?|migrations?|patch(?:es)?|"
    r"writes?|cards?|settings?|config(?:uration)?s?|state|schema|objects?|blobs?|logs?)"
)
# Words that make a clause conditional or descriptive of other things ("returns true if the file
# is deleted", "shows whether it was changed"); a condition on a flag ("when true", "if enabled")
# still says what a call does.
_CONDITION = compiled(
    r"\b(?:if|when|whether|unless|until|once|after|before|where|whenever|verif(?:y|ies)|checks?|confirms?|"
    r"ensures?|tests?|determines?|detects?|indicates?|reports?|tells?|how|which|what|who)\b(?P<rest>[^.;:]{0,30})"
)
_ON_A_FLAG = compiled(
    r"^\s*(?:it\s+is\s+|this\s+is\s+|set\s+(?:to\s+)?|the\s+flag\s+is\s+)?(?:true|false|enabled|disabled|set|on|off|yes|no)\b"
)
# After the participle: the change is someone else's, or a background one ("is updated nightly",
# "are created by the support team"), or a credential going along with a request ("the token is
# sent in the authorization header").
_ELSEWHERE = compiled(
    r"\s+(?:\w+\s+){0,2}?(?:every|nightly|hourly|daily|weekly|periodically|in\s+the\s+background|"
    r"by\s+(?!this\b|the\s+tool\b|calling\b|running\b|default\b|setting\b|passing\b|using\b)|"
    r"(?:with|via|using|through)\s+[`'\"]?[a-z0-9]+_[a-z0-9_]+|"
    # a credential checked with the one who issued it: "the key is sent only to the issuing provider"
    r"(?:only\s+|directly\s+|solely\s+)?to\s+(?:the\s+|its\s+)?(?:own\s+)?(?:issuing\s+|originating\s+)?"
    r"(?:provider|issuer|vendor)(?:'s)?\s+(?:(?:own|official|verification)\s+){0,2}(?:api|endpoint|server)s?\b|"
    r"(?:in|as|with|via|through)\s+(?:the\s+|an?\s+)?(?:\w+\s+)?(?:headers?|authorization|bearer|query\s+string|cookies?)\b|"
    # handed to a program on the user's own machine: "files are sent to the local semgrep binary"
    r"(?:only\s+)?to\s+(?:the\s+|a\s+|an\s+)?(?:local|locally[\s-]+(?:installed|running)|on-device|in-process|"
    r"offline|embedded)\b|"
    r"after\s+(?:\d+|an?|one|two|three|seven|thirty|ninety)\s+(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?)\b|"
    r"(?:when|once)\s+(?:they|it)\s+expires?\b|on\s+expiry\b|per\s|for\s+each\b|[$\u20ac\u00a3]?\d+(?:\.\d+)?\s*credits?\b)"
)
# A subject that is the tool's own scratch space ("a temporary table is created").
_SCRATCH = compiled(r"\b(?:temporary|temp|scratch|in-memory|transient|local\s+copy)\b")
# A sentence that says the change does not stick ("statements are executed in a read-only
# transaction", "changes are rolled back").
_SAFE = compiled(
    r"\b(?:this\s+tool|it)\s+only\s+(?:reads?|lists?|returns?|shows?|fetches)\b|\bonly\s+reads?\b|"
    r"\bfor\s+(?:processing|analysis|transcription|ocr|recognition|scanning|classification|moderation|translation|"
    r"conversion|inference)\b|\bto\s+be\s+(?:analy[sz]ed|processed|transcribed|scanned|classified|translated)\b|"
    r"\bread[- ]?only\b|\brolled\s+back\b|\brollback\b|\bsandbox|\bdry[- ]run\b|\bwithout\s+side[- ]effects\b"
)
_NOTHING = compiled(r"\b(?:nothing|none|no|never|not|neither|nor)\b")
_CLAUSE = compiled(r"[,;:()]|\b(?:and|but|or|so|then|while)\b")


@lru_cache(maxsize=16384)  # parameter descriptions repeat from tool to tool
def passive_change(low: str) -> str | None:
    """A change the text states in the passive, as written: "the api key is rotated", "logs are also
    uploaded to ...". Not when denied ("nothing is written", "files are never modified"), said of a
    request or of the output, in a relative clause ("files that are modified"), or under a condition
    other than a flag's ("returns true if the record is deleted")."""
    return next(_passives(low), None)


# What a change in the passive destroys: the participles of deleting and losing.
# Not "overwritten" or "truncated": an output file replaced, results cut short.
_DESTROYED = compiled(r"(?:deleted|purged|destroyed|erased|wiped|shredded|removed|dropped|discarded)$")
# After the participle, a destruction that waits for something else ("the schema is dropped when the PR
# is closed"), or a cache's ("cached keys are wiped").
_LATER = compiled(r"\s+(?:\w+\s+){0,3}?(?:when|once|after|if|whenever|until|upon|on\s+(?:close|expiry|exit|logout))\b")


@lru_cache(maxsize=16384)
def passive_destruction(low: str) -> str | None:
    """A destruction the text states in the passive, as passive_change reads it: "the original file is
    deleted", "the user program is erased"."""
    return next((found for found in _passives(low, after=_LATER) if _DESTROYED.search(found)), None)


_OF = frozenset({"of", "on", "in", "from", "inside", "within"})


def _passives(low: str, after: re.Pattern[str] | None = None) -> Iterator[str]:
    if not any(word in low for word in _AUX_WORDS):
        return
    for m in _PASSIVE.finditer(low):
        if _NOTHING.search(m.group("between")):
            continue
        lo, hi = sentence(low, m.start(), m.end())
        clause = lo
        for c in _CLAUSE.finditer(low, lo, m.start()):
            clause = c.end()
        subject = low[clause : m.start()].split()
        # "all data on the card is erased": the head is before the preposition
        cut = max((at for at, word in enumerate(subject) if word in _OF), default=0)
        head = (subject[cut - 1] if cut else subject[-1] if subject else "").strip("'\"`")
        if head.endswith("'s"):
            head = head[:-2]
        if head in _NOT_AN_EFFECT or _NOTHING.search(" ".join(subject)) or _SCRATCH.search(" ".join(subject)):
            continue
        if _SAFE.search(low, lo, hi):
            continue
        if m.group("soft") and not any(_KEPT.fullmatch(word.strip("'\"`")) for word in subject[-3:]):
            continue
        if negated(low, m.start(), m.end()) and not _flag_condition(low, lo, m.start()):
            continue
        if _conditional(low, lo, m.start()) or _ELSEWHERE.match(low, m.end()):
            continue
        if after is not None and (after.match(low, m.end()) or "cache" in " ".join(subject)):
            continue
        yield low[max(clause, m.start() - 40) : m.end()].strip()


def _flag_condition(low: str, lo: int, start: int) -> bool:
    """A "when false, ..." before the span: the negation is the flag's value, not a denial."""
    return any(_ON_A_FLAG.match(c.group("rest")) for c in _CONDITION.finditer(low, lo, start))


def _conditional(low: str, lo: int, start: int) -> bool:
    return any(not _ON_A_FLAG.match(c.group("rest")) for c in _CONDITION.finditer(low, lo, start))


# ------------------------------------------------------------------------------ the outside world

# A host is a destination after a word of direction or of contact ("uploads to x.io", "calls
# api.x.com"), not in "see docs.x.com" or "data from the x.com export".
_TOWARDS = (
    r"\b(?:to|at|via|through|into|onto|on|calls|call|contacts|contact|hits|queries|posts|uploads|sends|pings|"
    r"reaches|notifies)\s+(?:(?:the|an?|our|your)\s+)?(?:(?:host|server|endpoint|service|site|api|url)\s+)?"
)
# Public platforms an account on which is outside the client's reach.
_PLATFORM = (
    r"(?:twitter|x|linkedin|facebook|instagram|mastodon|bluesky|threads|reddit|tiktok|youtube|medium|substack)"
)
_TLD = r"(?:com|net|org|io|ai|dev|app|cloud|co|me|xyz|info|biz|so|gg|tv|us|uk|de|fr|eu|ly|to)"
_OUTSIDE = compiled(
    r"\b(?:external|third[- ]party|3rd[- ]party)\s+(?:[a-z]+\s+){0,2}?(?:smtp|relays?|mail\s+servers?|"
    r"apis?|services?|servers?|endpoints?|providers?|webhooks?|websites?|sites?|hosts?|platforms?|accounts?|"
    r"networks?|internet|web|recipients?|feeds?|channels?)\b"
    r"|\b(?:the|over|via|across|to|from|on)\s+(?:public\s+)?internet\b"
    # reaching whatever address it is given: "fetches any public URL", "downloads arbitrary web pages"
    r"|\b(?:fetch|download|crawl|scrap|visit|request|retriev|load|open|brows)\w*\s+(?:\w+\s+){0,2}?"
    r"(?:(?:any|arbitrary)\s+(?:public\s+|external\s+|remote\s+|http\(?s?\)?\s+)?|public\s+)"
    r"(?:urls?|web\s*pages?|websites?|web\s+sites?|sites?|hosts?|domains?|links?)\b"
    r"|\bthe\s+(?:open\s+)?web\b(?!\s+(?:ui|app|application|console|interface|dashboard|page|server|client|view))"
    r"|\b(?:public\s+)?social(?:\s+media)?\s+(?:accounts?|networks?|platforms?|feeds?|channels?|profiles?)\b"
    r"|\bpublic\s+(?:[\w/]+\s+(?:(?:and|or|&)\s+)?){0,3}?(?:accounts?|profiles?|feeds?|timelines?|handles?)\b"
    r"|\b" + _PLATFORM + r"(?:\s*(?:/|,|&|\band\b|\bor\b)\s*" + _PLATFORM + r")*\s+"
    r"(?:accounts?|profiles?|feeds?|timelines?|handles?|pages?)\b"
    r"|\boutbound\s+(?:[a-z]+\s+){0,2}?(?:transfers?|payments?|payouts?|wires?|e-?mails?|messages?|sms|texts?|"
    r"webhooks?|calls?)\b"
    r"|" + _TOWARDS + r"https?://(?!localhost|127\.|0\.0\.0\.0|\[::1\]|example\.)[a-z0-9-]+\.[^\s/\"'`)]+"
    r"|" + _TOWARDS + r"(?<![@\w.-])(?!example\.|localhost\.)[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\." + _TLD
    + r"\b(?![.\w-]*@)(?!\.\w)"
)
# A host named as where to read more, not where the tool goes: "see the notes on docs.x.com".
_REFERENCE = compiled(
    r"\b(?:see|refer\s+to|documented|documentation|learn\s+more|more\s+info\w*|described|e\.g\.|"
    r"for\s+example|such\s+as)\b"
)
_OUTSIDE_WORDS = ("external", "party", "public", "internet", "web", "social", "http", ".", "account", "profile",
                  "any ", "arbitrary",
                  "feed", "timeline", "handle", "page", "outbound")


@lru_cache(maxsize=16384)  # parameter descriptions repeat from tool to tool
def outside_world(low: str) -> str | None:
    """A service outside the client's reach that the text names as where the tool goes: an external or
    third-party API, the internet, public social accounts, a named internet host. Not when denied
    ("never contacts external services", "works without internet access")."""
    if not any(word in low for word in _OUTSIDE_WORDS):
        return None
    for m in _OUTSIDE.finditer(low):
        if negated(low, m.start(), m.end()) or _REFERENCE.search(low, max(0, m.start() - 40), m.start()):
            continue
        if _LINKED_BEFORE.search(low, max(0, m.start() - 40), m.start()) and not _OUTGOING.search(
            low, *sentence(low, m.start(), m.end())
        ):
            continue  # what the text inspects ("flags links to external hosts"), not where the tool goes
        return m.group()
    return None


# A thing in a text that points outside: a link, an image, a URL ("links to external hosts", "images
# on third-party domains"); the tool that finds or strips one does not go there.
_LINKED_BEFORE = compiled(
    r"\b(?:links?|hyperlinks?|images?|urls?|embeds?|iframes?|redirects?|references?)\s+"
    r"(?:(?:that\s+)?(?:points?|pointing|go|goes|going|leads?|leading)\s+)?(?:to|on|at|from|into)\s+"
    r"(?:an?\s+|the\s+|any\s+)?$"
)


# A verb of something leaving: with an outside service named in the same sentence, data or an
# effect goes out there ("sends the issue through the external SMTP relay", "logs are also uploaded
# to x.io", "publishes to the public accounts").
_OUTGOING = compiled(
    r"\b(?:send|sends|sent|sending|posts?|posted|posting|publish\w*|upload\w*|tweet\w*|e-?mail(?:s|ed|ing)?|"
    r"mail(?:s|ed|ing)|transmit\w*|forward\w*|broadcast\w*|deliver\w*|transfer\w*|wire[sd]?|export\w*|"
    r"shar(?:e|es|ed|ing)|submit\w*|payments?|payouts?|pays?|paid|notif(?:y|ies|ied)|"
    # a request the model words reaches the outside too: "fetches any URL on the public internet"
    r"fetch(?:es|ed|ing)?|download\w*|crawl\w*|scrap(?:e|es|ed|ing)|visit\w*|brows\w*|open(?:s|ed|ing)?)\b"
)


@lru_cache(maxsize=16384)
def sends_outside(low: str) -> str | None:
    """outside_world's finding when the sentence it is in also says something is sent or published."""
    found = outside_world(low)
    if found is None:
        return None
    at = low.find(found)
    lo, hi = sentence(low, at, at + len(found))
    return found if _OUTGOING.search(low, lo, hi) else None


# ------------------------------------------------------------------------------ effects for good

_DESTROY = (
    r"(?:delet|remov|eras|destro|purg|wip|drop|terminat|kill|shred|overwrit|truncat|revok|uninstall|discard|"
    r"clos|cancel)\w*"
)
_FOR_GOOD = compiled(
    r"\b(?:irreversibl[ey]|irrevocabl[ey]|unrecoverabl[ey]|non[- ]?recoverable)\b"
    r"|\b(?:cannot|can\s*not|can't|may\s+not|will\s+not\s+be\s+able\s+to|can\s+never|will\s+never)\s+be\s+(?:undone|reversed|recovered|"
    r"restored|rolled\s+back|reverted|recalled|retrieved|reclaimed|clawed\s+back|unsent|withdrawn|reinstated)\b"
    r"|\bno\s+(?:way\s+to\s+(?:undo|recover|restore)|undo)\b"
    # "deleted episodes are not recoverable", "the previous calibration is not retained"
    r"|\b(?:not|never|no\s+longer)\s+(?:be\s+)?(?:recoverable|restorable|retrievable|reversible)\b"
    r"|\b(?:previous|old|existing|prior|former)\s+(?:\w+\s+){0,2}?(?:is|are|will\s+be)\s+not\s+(?:retained|kept|preserved)\b"
    r"|\bpermanently\s+(?:\w+\s+)?" + _DESTROY + r"|\b" + _DESTROY + r"\s+(?:\w+\s+){0,3}?permanently\b"
    r"|\bforc(?:e|es|ed|ing|ibly)[\s-]+(?:\w+\s+)?(?:" + _DESTROY + r"|push\w*)|\bhard[\s-]+delet\w*"
    r"|\bpush\w*\s+(?:\S+\s+){0,3}?--force\b"
    r"|\b(?:re|over)writ(?:e|es|ing|ten)\s+(?:(?:the|its|their|remote|shared|public|git|commit|branch|upstream)\s+){0,3}"
    r"history\b"
    # what the call destroys is said to be gone: "all local data is lost", "resets it to factory settings"
    r"|\b(?:data|files?|changes?|contents?|history|records?|messages?|work|everything|settings|memberships?|"
    r"assignments?|information|entries|objects?|e-?mails?|backups?|progress|funds|money)\s+(?:is|are|will\s+be|gets?)\s+"
    r"(?:\w+\s+)?(?:lost|gone)\b"
    r"|\bfactory\s+(?:settings|defaults|state|reset)\b"
    r"|\b(?:delet|eras|wip|purg|destro|shred)\w*\s+(?:every|all)\b"
    # what the new version lacks deleted: "strings missing from the file are deleted"
    r"|\b(?:missing|absent|not\s+present|not\s+listed|not\s+included)\s+(?:from|in)\s+(?:the\s+)?(?:\w+\s+){0,2}?"
    r"(?:is|are|will\s+be|get)\s+(?!not\b|never\b)(?:\w+\s+)?(?:deleted|removed|dropped|purged|erased|discarded)\b"
    # the same in Spanish, Portuguese, French, German and Italian
    r"|\birr[eé]versib\w*|\birrevers[ií]ve\w*|\bunwiderruflich\w*|\bendgültig\w*|\bdauerhaft\w*"
    r"|\bnicht\s+(?:mehr\s+)?(?:wiederherstellbar|rückgängig|widerrufbar)\w*"
    r"|\b(?:kann|können|lässt|lassen)\s+(?:\w+\s+){0,3}?nicht\s+(?:mehr\s+)?(?:zurückgenommen|wiederhergestellt|"
    r"rückgängig\s+gemacht)"
    r"|\bno\s+(?:se\s+)?(?:puede|podrá|pueden|podrán)\s+(?:deshacer|revertir|recuperar|anular)(?:se)?\b"
    r"|\bdefinitivamente\b|\bpermanentemente\b"
    r"|\bnão\s+(?:pode|poderá|podem|poderão)\s+ser\s+(?:desfeit|revertid|recuperad|restaurad)\w*"
    r"|\bnão\s+(?:é|será)\s+possível\s+(?:desfazer|reverter|recuperar|restaurar)\b"
    r"|\bne\s+(?:peut|pourra|peuvent|pourront)\s+(?:pas|plus)\s+être\s+(?:annulé|récupéré|restauré|rétabli)\w*"
    r"|\bdéfinitivement\b"
    r"|\bnon\s+(?:può|potrà|possono|potranno)\s+essere\s+(?:annullat|ripristinat|recuperat)\w*"
    r"|\bnon\s+(?:è|sono)\s+(?:revocabil|reversibil|recuperabil|ripristinabil)\w*"
    # Dutch and Polish: "kunnen niet worden teruggedraaid", "onomkeerbaar", "nie można cofnąć", "trwale"
    r"|\b(?:kan|kunnen)\s+niet\s+(?:meer\s+)?(?:worden\s+)?(?:teruggedraaid|ongedaan|hersteld|herroepen)\w*"
    r"|\bniet\s+(?:meer\s+)?herstelbaar\b"
    # Swedish, Danish and Norwegian: "kan inte återställas", "kan ikke fortrydes", "oåterkallelig"
    r"|\bkan\s+inte\s+(?:återställas|ångras|återkallas)|\boåterkallelig\w*"
    r"|\bkan\s+ikke\s+(?:gendannes|fortrydes|angres|gjenopprettes|tilbakekalles|tilbagekaldes)"
    r"|\buigenkaldelig\w*|\bugjenkallelig\w*"
    r"|\bonomkeerbaar\w*|\bdefinitief\b|\bnieodwracaln\w*|\btrwale\b"
    r"|\bnie\s+(?:można|da\s+się)\s+(?:ich\s+|go\s+|jej\s+)?(?:cofnąć|odwrócić|przywrócić|odzyskać)"
    # Czech, Hungarian, Turkish, Indonesian and Vietnamese: "nelze vrátit", "nem állítható vissza", "geri alınamaz",
    # "tidak bisa ditarik kembali", "không thể hoàn tác"
    r"|\bnelze\s+(?:vzít\s+zpět|vrátit|obnovit|zrušit)"
    r"|\bnem\s+(?:állítható|vonható|hozható)\s+vissza|\bvisszavonhatatlan\w*"
    r"|\bgeri\s+(?:alınamaz|alinamaz|döndürülemez|dondurulemez)"
    r"|\btidak\s+(?:bisa|dapat)\s+(?:ditarik\s+kembali|dibatalkan|dikembalikan|dipulihkan)"
    r"|\bkhông\s+thể\s+(?:hoàn\s+tác|khôi\s+phục|thu\s+hồi)"
    # Korean, Japanese, Chinese, Russian, Ukrainian, Greek, Arabic, Hebrew: "되돌릴 수 없습니다", "元に戻せません",
    # "无法恢复", "необратимо", "безповоротно", "δεν μπορεί να αναιρεθεί", "لا يمكن التراجع", "בלתי הפיך" (not "cannot
    # be cancelled", "취소할 수 없", "取り消せません": what a sent notice or an approval also says)
    r"|(?:되돌릴|복구할|복원할)\s*수\s*없|영구(?:적으로)?\s*(?:삭제|정지|파기)"
    r"|元に戻(?:せ|すことはでき)ません|復元できません|完全に削除"
    r"|(?:无法|無法|不可|不能)(?:恢复|恢復|还原|還原|撤销|撤銷|撤消)|永久(?:删除|刪除)"
    r"|\bнеобратим\w*|\bбезвозвратн\w*|\b(?:нельзя|невозможно)\s+(?:будет\s+)?(?:восстановить|вернуть)"
    r"|\bнезворотн\w*|\bбезповоротн\w*|\bнеможливо\s+(?:відновити|повернути)"
    r"|\bμη\s+αναστρέψιμ\w*|\bδεν\s+(?:μπορεί|μπορούν|είναι\s+δυνατόν?)\s+να\s+(?:αναιρεθ\w+|ανακτηθ\w+|επανέλθ\w+)"
    r"|\bδιαγράφ\w+\s+οριστικά|\bοριστική\s+διαγραφή"
    r"|لا\s+يمكن\s+(?:التراجع|استعادت|استرجاع)|בלתי\s+הפיך|לא\s+ניתן\s+לשחזר"
    # Hindi, Thai and Persian: "वापस नहीं लिया जा सकता", "ไม่สามารถกู้คืนได้", "برگشت‌ناپذیر"
    r"|(?:वापस|पूर्ववत)\s+नहीं\s+(?:लिया|लिए|ली|किया|की)\s+जा\s+सकत|स्थायी\s+रूप\s+से\s+(?:हटा|मिटा)"
    r"|ไม่สามารถ(?:กู้คืน|ย้อนกลับ|เรียกคืน)"
    r"|برگشت\u200c?\s?ناپذیر|قابل\s+(?:برگشت|بازگشت)\s+نیست|برگشت\u200c?\s?پذیر\s+نیست"
    # Swahili and Vietnamese: "haiwezi kurudishwa", "không thể hủy", Greek "δεν ανακαλούνται"
    r"|\bha(?:i|ki|zi|ya|li|wi|u)wezi\s+(?:kurudishwa|kutenduliwa|kurejeshwa|kufutwa)|\bkhông\s+thể\s+hủy"
    r"|\bδεν\s+(?:μπορ\w+\s+να\s+)?(?:ανακαλούνται|ανακαλείται|ανακληθ\w+)"
    # what is destroyed takes its backups along: "deletes the folder and all of its backups"
    r"|\b" + _DESTROY + r"\b[^.;\n]{0,60}?\b(?:and|including|plus|along\s+with|together\s+with)\s+(?:all\s+)?"
    r"(?:of\s+)?(?:its|their|the|any|every)?\s*(?:\w+\s+)?backups?\b"
)
_FOR_GOOD_WORDS = ("irrev", "unrecover", "recoverable", "undo", "revers", "recover", "restor", "roll", "revert",
                   "permanent", "forc", "hard", "rewrit", "overwrit", "recall", "retriev", "reclaim", "claw", "unsent",
                   "withdrawn", "reinstat", "lost", "gone", "factory", "every", "all ", "irrév", "unwiderruf",
                   "endgültig", "dauerhaft", "wiederherstell", "rückgängig", "widerruf", "no se puede", "definitiv",
                   "définitiv", "não pod", "ne peut", "non può", "niet", "onomkeer", "definitief", "nieodwrac",
                   "trwale", "nie ", "backup", "missing", "absent", "not present", "not listed", "not included",
                   "nelze", "vissza", "geri ", "tidak ", "không thể", "수 없", "영구", "元に戻", "復元でき",
                   "完全に削除", "撤销", "撤銷", "撤消", "恢复", "恢復", "还原", "還原", "永久", "необратим",
                   "безвозврат", "not ", "never ", "no longer", "kann", "könn", "läss", "podr", "pued", "não ", "pourr",
                   "potr", "non ", "kan ", "oåterkall", "uigenkald", "ugjenkall", "파기", "नहीं", "स्थायी", "ไม่สามารถ",
                   "ناپذیر", "نیست", "not retained", "not kept", "not preserved",
                   "нельзя", "невозможно", "незворотн", "безповоротн", "неможливо", "αναστρέψ", "δεν ", "لا يمكن",
                   "הפיך", "לא ניתן", "wezi ", "ανακαλ")
# Phrases that deny the effect is for good; a plain negation before the marker is read by negated().
_UNDOABLE = compiled(
    r"\b(?:can\s+be|may\s+be|is|are)\s+(?:(?!not\b|never\b)\w+\s+)?(?:undone|restored|recovered|reverted)\b"
    r"|\btrash\b|\bsoft[- ]delet"
    r"|\b(?:remain|remains|stay|stays|are|is|kept)\s+(?:(?!not\b|never\b|no\b)\w+\s+)?(?:retrievable|readable|recoverable|"
    r"restorable|accessible)\b"
)
# A secret handed out once ("the key is shown only once and cannot be retrieved later"): what cannot
# be had again is a view of it, nothing the call destroys.
_SHOWN_ONCE = compiled(
    r"\b(?:returned|shown|displayed|revealed|visible|viewable|printed|given|presented)\s+(?:\w+\s+)?only\s+once\b"
    r"|\bonly\s+(?:be\s+)?(?:returned|shown|displayed|revealed|visible|viewable|printed)\s+once\b"
    r"|\b(?:once|one\s+time)\s+only\b"
)
_AGAIN = ("cannot", "can", "will", "may")
# Markers that are negations themselves ("cannot be undone", "not recoverable"): no denial of the effect.
_SAID_NOT = ("cannot", "can", "no ", "will", "may", "not ", "never ")
# The change lands on a copy: "writes a new file; the original is not modified", "leaves the source
# untouched". What is removed for good is removed from the copy.
_ON_A_COPY = compiled(
    r"\b(?:original|source|input)(?:\s+\w+)?\s+(?:is|are|stays?|remains?)\s+"
    r"(?:\w+\s+)?(?:not\s+(?:modified|changed|touched|altered|overwritten)|never\s+(?:modified|changed|touched|altered)|"
    r"unchanged|untouched|unmodified|intact)\b"
    r"|\bleaves?\s+(?:the\s+)?(?:original|source|input)\w*\s+(?:\w+\s+)?(?:unchanged|untouched|intact|as\s+is)\b"
)


@lru_cache(maxsize=16384)  # parameter descriptions repeat from tool to tool
def for_good(low: str) -> str | None:
    """Where the text says its effect cannot be taken back: "irreversibly", "permanently deletes",
    "cannot be undone", "force-deletes". Not when denied ("nothing is permanently deleted") or
    when the same sentence says it can be ("moved to the trash; restorable for 30 days")."""
    if not any(word in low for word in _FOR_GOOD_WORDS):
        return None
    for m in _FOR_GOOD.finditer(low):
        lo, hi = sentence(low, m.start(), m.end())
        if _NOTHING.search(low, max(lo, m.start() - 30), m.start()) and not m.group().startswith(_SAID_NOT[:2]):
            continue
        if m.group().startswith(_SAID_NOT) or " not " in m.group():
            pass  # the negation is the marker itself
        elif negated(low, m.start(), m.end()):
            continue
        if _UNDOABLE.search(low, lo, hi):
            continue
        if m.group().startswith(_AGAIN) and _SHOWN_ONCE.search(low, lo, hi):
            continue
        if changes_a_copy(low):
            continue
        if _SENT.search(low, lo, m.start()) and _A_MESSAGE.search(low, lo, hi) and not _DESTROYS.search(low, lo, hi):
            # "a sent message cannot be undone", "보낸 메시지는 되돌릴 수 없습니다": sent, not destroyed (a wire sent
            # that cannot be recalled is money gone: still for good)
            continue
        return m.group()
    return None


# What is sent or published, as the one that cannot be taken back (a message out of reach, nothing destroyed).
_SENT = compiled(
    r"\b(?:sent|published|posted|delivered|broadcast|submitted|once\s+(?:sent|published|posted|delivered))\b"
    r"|보낸|발송된|발송한|게시된|게시한|전송된|(?:게시|발송|전송|공개)\s*후|送信した|送信後|送信済み|公開後|公開した|已发送|已發送|发送后|"
    r"發送後|发布后|發布後|"
    r"σταλμένο|σταλμένα|απεσταλμένο|δημοσιευμέν|отправленн|опубликованн|надіслан|опублікован|envoyé|envoyée|publié|"
    r"enviad[oa]|publicad[oa]|gesendet|veröffentlicht|inviat[oa]|pubblicat[oa]|verzonden|gepubliceerd|wysłan|"
    r"opublikowan|gönderilen|yayınlanan|المرسلة|المرسل|שנשלח|שנשלחה|đã gửi|gửi đi|đã đăng|"
    r"αποστολή|uliotumwa|iliyotumwa|zilizotumwa"
)
_A_MESSAGE = compiled(
    r"\b(?:messages?|e-?mails?|mails?|notices?|notifications?|posts?|sms|texts?|replies|reply|comments?|invitations?|"
    r"announcements?|newsletters?|tweets?|articles?)\b|메시지|알림|게시|이메일|メール|通知|投稿|メッセージ|消息|邮件|郵件|"
    r"帖子|"
    r"μήνυμα|μηνύματα|ανάρτηση|сообщени|письм|публикаци|повідомлен|лист|message|mensaje|mensagem|nachricht|messaggio|"
    r"bericht|wiadomoś|mesaj|رسالة|הודעה|published|posted|公開|게시|发布|發布|\bemail|tin nhắn|"
    r"thông báo|αποστολή|ujumbe|barua\s+pepe"
)
_DESTROYS = compiled(
    r"\b(?:delet|remov|eras|wip|purg|destro|drop|truncat|overwrit)\w*|삭제|削除|删除|刪除|διαγρ|удал|видал|supprim|elimin|"
    r"lösch|cancell|verwijder|usun|sil"
)


def changes_a_copy(low: str) -> bool:
    """Whether the text says the tool's change lands on a new copy and the original stays as it was."""
    return ("original" in low or "source" in low or "input" in low) and _ON_A_COPY.search(low) is not None
