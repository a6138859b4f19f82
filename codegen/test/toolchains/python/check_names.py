"""Reads Python files and reports names that are used but never bound (NameError at import or call time)
and imports never used, like pyflakes does, with the standard library only."""

import ast
import builtins
import sys
import symtable

BUILTINS = set(dir(builtins)) | {"__file__", "__name__", "__doc__", "__spec__", "__package__", "__builtins__", "__loader__", "__path__"}


def string_annotation_names(tree: ast.AST) -> set[str]:
    """Names inside string annotations (forward references such as Mapped["Order"] or "[Order.customer_id]")."""
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            try:
                expr = ast.parse(node.value, mode="eval")
            except SyntaxError:
                continue
            names.update(n.id for n in ast.walk(expr) if isinstance(n, ast.Name))
    return names


def check(path: str) -> list[str]:
    source = open(path, encoding="utf-8").read()
    tree = ast.parse(source, path)
    table = symtable.symtable(source, path, "exec")
    module_bound = {s.get_name() for s in table.get_symbols() if s.is_assigned() or s.is_imported()}
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and node.col_offset == 0:
            module_bound.add(node.name)
    problems: list[str] = []
    referenced: set[str] = set()

    def walk(scope: symtable.SymbolTable) -> None:
        for symbol in scope.get_symbols():
            name = symbol.get_name()
            if symbol.is_referenced():
                referenced.add(name)
                global_lookup = symbol.is_global() or (scope.get_type() == "module")
                if global_lookup and name not in module_bound and name not in BUILTINS:
                    problems.append(f"{path}: undefined name {name!r} (in {scope.get_name()})")
        for child in scope.get_children():
            walk(child)

    walk(table)
    referenced |= string_annotation_names(tree)
    exported: set[str] = set()
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets):
            exported |= {e.value for e in getattr(node.value, "elts", []) if isinstance(e, ast.Constant)}
    for node in ast.walk(tree):
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            for alias in node.names:
                bound = (alias.asname or alias.name).split(".")[0]
                if bound not in referenced and bound not in exported:
                    problems.append(f"{path}:{node.lineno}: {bound!r} imported but unused")
    return problems


if __name__ == "__main__":
    found = [p for f in sys.argv[1:] for p in check(f)]
    print("\n".join(found))
    sys.exit(1 if found else 0)
