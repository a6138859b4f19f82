"""Imports app.main of each generated project given on the command line (pairs of folder and DATABASE_URL), in one
interpreter: configures every SQLAlchemy mapper and builds the OpenAPI document, as a first request would. Prints
one line per project (its folder, seconds, number of paths); exits 1 after the first project that fails."""

import os
import sys
import time
import traceback


def import_app(folder: str, url: str) -> str:
    os.environ["DATABASE_URL"] = url
    sys.path.insert(0, folder)
    try:
        started = time.perf_counter()
        import app.main  # noqa: the project under test
        from sqlalchemy.orm import configure_mappers

        configure_mappers()
        paths = app.main.app.openapi()["paths"]
        if not paths:
            raise RuntimeError("没有任何接口")
        return f"{folder}\t{time.perf_counter() - started:.1f}\t{len(paths)}"
    finally:
        sys.path.remove(folder)
        # Each project has its own package named app: forget the previous one before the next import.
        for name in [name for name in sys.modules if name == "app" or name.startswith("app.")]:
            del sys.modules[name]


def main(arguments: list[str]) -> int:
    for folder, url in zip(arguments[::2], arguments[1::2]):
        try:
            print(import_app(folder, url), flush=True)
        except Exception:
            print(f"导入 {folder} 的 app.main 失败：\n{traceback.format_exc()}", file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
