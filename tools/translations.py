"""Keep the app's translation files: `update` writes altered_desktop/engine_texts.py (the
engine's message templates and rule explanations, which the app renders but the engine,
never importing Qt, cannot mark for lupdate) and runs pyside6-lupdate over altered_desktop
(every tr()/translate()/QT_TRANSLATE_NOOP string into altered_desktop/translations/
altered_<lang>.ts, strings no longer in the code dropped), `compile` runs
pyside6-lrelease (the .qm files the app loads), `check` says what is out of date or
untranslated (exit 1).  Both tools come with PySide6 (the PySide6-Essentials wheel ships
pyside6-lupdate and pyside6-lrelease).  A translator edits the .ts file (by hand or in
pyside6-linguist), then runs `update` and `compile` and commits both files.

    python tools/translations.py update|compile|check
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APP = ROOT / "altered_desktop"
FOLDER = APP / "translations"
LANGUAGES = ("fr",)


def tool(name: str) -> str:
    """A PySide6 tool beside this Python (the venv's bin or Scripts folder), else PATH."""
    here = Path(sys.executable).parent
    for candidate in (here / name, here / f"{name}.exe"):
        if candidate.exists():
            return str(candidate)
    found = shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} not found: install PySide6 (python3 tasks.py test sets it up)")
    return found


ENGINE_TEXTS = APP / "engine_texts.py"


def engine_texts() -> str:
    """The text of altered_desktop/engine_texts.py: every engine.messages template (context
    "log") and every rule explanation of engine.rules (context "rule")."""
    sys.path.insert(0, str(ROOT))
    from engine.explain import explain_texts
    from engine.messages import TEMPLATES
    from engine.rules import RULES

    def noop(context: str, text: str) -> str:
        return f"    QT_TRANSLATE_NOOP({json.dumps(context)}, {json.dumps(text, ensure_ascii=False)}),"

    lines = ['"""The engine\'s texts the app shows, for pyside6-lupdate: WRITTEN BY',
             "tools/translations.py update from engine.messages.TEMPLATES, engine.explain and",
             "engine.rules.RULES;",
             'do not edit (a test checks it is current)."""', "",
             "from PySide6.QtCore import QT_TRANSLATE_NOOP", "",
             "#: the log's, prompts' and options' message templates (context \"log\")",
             "TEMPLATES = (", *(noop("log", t) for t in TEMPLATES), ")", "",
             "#: explanations' texts used as templates (zones, keywords: engine.explain)",
             "EXPLAIN = (", *(noop("log", t) for t in explain_texts()), ")", "",
             "#: the rules' one-line explanations, by rule number (context \"rule\")",
             "RULES = {"]
    lines += [f"    {json.dumps(k)}: {noop('rule', v).strip().rstrip(',')}," for k, v in RULES.items()]
    lines += ["}", ""]
    return "\n".join(lines)


def write_engine_texts() -> None:
    ENGINE_TEXTS.write_text(engine_texts(), encoding="utf-8")


def sources() -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for p in APP.glob("*.py"))


def ts_path(lang: str) -> Path:
    return FOLDER / f"altered_{lang}.ts"


def qm_path(lang: str) -> Path:
    return FOLDER / f"altered_{lang}.qm"


#: an <extracomment> lupdate writes: it takes every Python "#:" comment (the code's
#: attribute docstrings) for a note to translators and glues those before a tr() call into
#: one line, which then changes with every comment edited anywhere near a string and makes
#: the .ts conflict between branches that touched no string
EXTRACOMMENT = re.compile(r"\n\s*<extracomment>.*?</extracomment>", re.DOTALL)


def without_extracomments(ts_text: str) -> str:
    """A .ts text without its <extracomment> lines (see EXTRACOMMENT)."""
    return EXTRACOMMENT.sub("", ts_text)


def update(lang: str, target: Path | None = None) -> None:
    if target is None:  # a real update: the engine's texts first
        write_engine_texts()
    target = target or ts_path(lang)
    subprocess.run([tool("pyside6-lupdate"), "-no-obsolete", "-locations", "none",
                    "-target-language", lang, *sources(), "-ts", str(target)],
                   cwd=ROOT, check=True, capture_output=True, text=True)
    target.write_text(without_extracomments(target.read_text(encoding="utf-8")),
                      encoding="utf-8")


def compile_qm(lang: str, target: Path | None = None) -> None:
    subprocess.run([tool("pyside6-lrelease"), str(ts_path(lang)), "-qm",
                    str(target or qm_path(lang))], cwd=ROOT, check=True, capture_output=True)


def messages(ts: Path) -> dict[tuple[str, str], tuple[str, str]]:
    """(context, source) -> (translation, type: '' when finished) of a .ts file."""
    out = {}
    for ctx in ET.parse(ts).getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for m in ctx.iter("message"):
            tr = m.find("translation")
            kind = "" if tr is None else tr.get("type", "")
            text = "" if tr is None else (tr.text or "")
            if m.get("numerus") == "yes" and tr is not None:
                text = "|".join(n.text or "" for n in tr.iter("numerusform"))
            out[(name, m.findtext("source") or "")] = (text, kind)
    return out


def problems(lang: str) -> list[str]:
    """What `check` reports: strings of the code missing from the .ts (run `update`),
    strings not translated, and a .qm older than its .ts (run `compile`)."""
    out = []
    if not ENGINE_TEXTS.exists() or ENGINE_TEXTS.read_text(encoding="utf-8") != engine_texts():
        out.append(f"{ENGINE_TEXTS.name} does not hold the engine's current texts (run update)")
    with tempfile.TemporaryDirectory() as tmp:
        fresh = Path(tmp) / "fresh.ts"
        update(lang, fresh)
        in_code = set(messages(fresh))
    kept = messages(ts_path(lang))
    if "<extracomment>" in ts_path(lang).read_text(encoding="utf-8"):
        out.append(f"{lang}: the .ts holds code comments as <extracomment> (run update)")
    missing = in_code - set(kept)
    out += [f"{lang}: not in the .ts (run update): {c}: {s!r}" for c, s in sorted(missing)]
    out += [f"{lang}: not translated: {c}: {s!r}" for (c, s), (t, kind) in sorted(kept.items())
            if (c, s) in in_code and (kind == "unfinished" or not t)]
    with tempfile.TemporaryDirectory() as tmp:
        built = Path(tmp) / "built.qm"
        compile_qm(lang, built)
        if not qm_path(lang).exists() or qm_path(lang).read_bytes() != built.read_bytes():
            out.append(f"{lang}: {qm_path(lang).name} is not compiled from the .ts (run compile)")
    return out


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in ("update", "compile", "check"):
        print(__doc__)
        return 2
    for lang in LANGUAGES:
        if argv[0] == "update":
            update(lang)
        elif argv[0] == "compile":
            compile_qm(lang)
        else:
            found = problems(lang)
            print("\n".join(found) or f"{lang}: up to date, every string translated")
            if found:
                return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
