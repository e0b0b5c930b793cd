"""Smoke-test the built bundle the way a player's machine would run it: headless.

    python3 installer/smoke_test.py [--bundle dist/altered-desktop] [--answers 6]

Runs the frozen executable (not the source tree) with `QT_QPA_PLATFORM=offscreen`
from an empty temporary folder, with PYTHON* variables removed and the user data
folder redirected, so the only code and data it can use are what the bundle holds.

1. `altered-desktop --help` must exit 0 and advertise `--smoke-goldfish`
   (proves the frozen interpreter starts and the app module imports; a windowed
   Windows build prints nothing, so there only the exit code counts).
2. `altered-desktop --smoke-goldfish N --screenshot PNG` must exit 0 within the
   time limit, and the PNG must exist, decode, be at least 320x200 and contain
   many colours (a blank or one-colour window would mean Qt drew nothing).

Standard library only (PNG decoding included), so it runs without the build venv.
Exit status 0 when every check passes.
"""

from __future__ import annotations

import argparse
import os
import struct
import subprocess
import sys
import tempfile
import time
import zlib
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import recipe  # noqa: E402

MIN_WIDTH, MIN_HEIGHT = 320, 200
#: A rendered table (cards, text, panels) has thousands of colours after
#: antialiasing; an empty or failed paint has one or two.
MIN_COLOURS = 64


def bundle_executable(bundle: Path) -> Path:
    """The launcher inside the one-folder bundle."""
    return bundle / (recipe.APP_NAME + (".exe" if os.name == "nt" else ""))


def clean_env(data_dir: Path, platform: str = "offscreen") -> dict[str, str]:
    """Environment for the bundle: headless Qt, no leaks from a dev Python setup."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith("PYTHON") and k not in {"VIRTUAL_ENV", "QT_PLUGIN_PATH"}}
    env["QT_QPA_PLATFORM"] = platform
    env["ALTERED_DESKTOP_DATA"] = str(data_dir)
    return env


def _paeth(a: int, b: int, c: int) -> int:
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def read_png(path: Path) -> tuple[int, int, set[bytes]]:
    """(width, height, distinct pixel values) of an 8-bit RGB/RGBA/grey PNG.

    Enough of a PNG decoder to count colours without Qt or Pillow; the screenshot
    is written by Qt, which uses these plain non-interlaced formats.
    """
    data = path.read_bytes()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG file")
    pos, idat, width = 8, bytearray(), 0
    height = depth = ctype = interlace = 0
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos:pos + 4])
        kind, body = data[pos + 4:pos + 8], data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            width, height, depth, ctype, _, _, interlace = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        elif kind == b"IEND":
            break
    channels = {0: 1, 2: 3, 4: 2, 6: 4}.get(ctype)
    if depth != 8 or channels is None or interlace:
        raise ValueError(f"unsupported PNG layout (depth {depth}, colour type {ctype})")
    raw = zlib.decompress(bytes(idat))
    stride = width * channels
    prev = bytearray(stride)
    colours: set[bytes] = set()
    for y in range(height):
        row_start = y * (stride + 1)
        ftype = raw[row_start]
        row = bytearray(raw[row_start + 1:row_start + 1 + stride])
        if ftype == 1:
            for i in range(channels, stride):
                row[i] = (row[i] + row[i - channels]) & 0xFF
        elif ftype == 2:
            row = bytearray((r + p) & 0xFF for r, p in zip(row, prev, strict=True))
        elif ftype == 3:
            for i in range(stride):
                left = row[i - channels] if i >= channels else 0
                row[i] = (row[i] + ((left + prev[i]) >> 1)) & 0xFF
        elif ftype == 4:
            for i in range(stride):
                left = row[i - channels] if i >= channels else 0
                up_left = prev[i - channels] if i >= channels else 0
                row[i] = (row[i] + _paeth(left, prev[i], up_left)) & 0xFF
        elif ftype != 0:
            raise ValueError(f"bad PNG filter {ftype} on row {y}")
        if len(colours) < 100_000:
            colours.update(bytes(row[i:i + channels]) for i in range(0, stride, channels))
        prev = row
    return width, height, colours


def run(cmd: list[str], env: dict[str, str], cwd: Path, timeout: float
        ) -> tuple[int, str, float]:
    """Run `cmd`; return (exit code, stdout+stderr, seconds).  124 on timeout."""
    t0 = time.monotonic()
    try:
        proc = subprocess.run(cmd, env=env, cwd=cwd, capture_output=True, text=True,
                              timeout=timeout)
    except subprocess.TimeoutExpired as exc:
        out = (exc.stdout or b"").decode() if isinstance(exc.stdout, bytes) else (exc.stdout or "")
        return 124, out, time.monotonic() - t0
    return proc.returncode, proc.stdout + proc.stderr, time.monotonic() - t0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bundle", type=Path, default=recipe.DIST_DIR / recipe.APP_NAME)
    parser.add_argument("--answers", type=int, default=6,
                        help="scripted answers the goldfish game plays (6)")
    parser.add_argument("--timeout", type=float, default=180.0)
    parser.add_argument("--platform", default="offscreen",
                        help="Qt platform plugin: offscreen (default), or xcb under "
                             "`xvfb-run` to exercise the X11 plugin a desktop uses")
    args = parser.parse_args(argv)

    exe = bundle_executable(args.bundle.resolve())
    if not exe.exists():
        print(f"FAIL: no bundle at {exe}; build it with: python3 installer/build.py")
        return 1
    failures: list[str] = []
    with tempfile.TemporaryDirectory(prefix="altered-smoke-") as tmp:
        work = Path(tmp)
        env = clean_env(work / "data", args.platform)
        print(f"bundle {exe.parent} on QT_QPA_PLATFORM={args.platform}")
        code, out, secs = run([str(exe), "--help"], env, work, 60)
        print(f"--help: exit {code} in {secs:.1f} s")
        if code != 0:
            failures.append(f"--help exited {code}:\n{out[-2000:]}")
        elif out.strip() and "--smoke-goldfish" not in out:
            # (Empty output is allowed: a windowed Windows build has no stdout.)
            failures.append("the app has no --smoke-goldfish mode in this build")
        else:
            png = work / "smoke.png"
            cmd = [str(exe), "--smoke-goldfish", str(args.answers), "--screenshot", str(png)]
            code, out, secs = run(cmd, env, work, args.timeout)
            print(f"{' '.join(cmd[1:3])} --screenshot PNG: exit {code} in {secs:.1f} s")
            for line in out.strip().splitlines()[-5:]:
                print(f"  | {line}")
            if code != 0:
                failures.append(f"smoke run exited {code}:\n{out[-3000:]}")
            if not png.exists():
                failures.append("no screenshot written")
            else:
                try:
                    w, h, colours = read_png(png)
                except (ValueError, zlib.error) as exc:
                    failures.append(f"screenshot is not a readable PNG: {exc}")
                else:
                    print(f"screenshot: {w}x{h}, {png.stat().st_size} bytes, "
                          f"{len(colours)}{'+' if len(colours) >= 100_000 else ''} colours")
                    if w < MIN_WIDTH or h < MIN_HEIGHT:
                        failures.append(f"screenshot too small: {w}x{h}")
                    if len(colours) < MIN_COLOURS:
                        failures.append(f"screenshot looks blank: {len(colours)} colours")
    if failures:
        print("SMOKE TEST FAILED:\n- " + "\n- ".join(failures))
        return 1
    print("SMOKE TEST PASSED")
    return 0


if __name__ == "__main__":
    sys.exit(main())
