// FastAPI + SQLAlchemy set: every generated .py file of every test model must byte-compile with py_compile
// (warnings as errors), and python/check_names.py must find no undefined name and no unused import in it.
// FastAPI, SQLAlchemy and pydantic are not installable offline, so imports are checked by name, not loaded.
import { appendFileSync } from 'node:fs';
import path from 'node:path';

import { generateEveryModel, type GeneratedRoot } from '../support/generate-to-dir';
import { checkWithTool, filesWithExtension } from './native-toolchain';

jest.setTimeout(60_000);

const INSTALL = '请安装 Python 3.10 或更高版本（Debian：apt-get install python3）。';
const CHECK_NAMES = path.join(__dirname, 'python', 'check_names.py');

function pyCompile(files: string[]): void {
  // -W error: an invalid escape sequence in a generated string literal is only a warning otherwise.
  checkWithTool(
    { command: 'python3', args: ['-W', 'error', '-m', 'py_compile', ...files], install: INSTALL },
    'python3 -m py_compile',
  );
}

function checkNames(files: string[]): void {
  checkWithTool({ command: 'python3', args: [CHECK_NAMES, ...files], install: INSTALL }, 'check_names.py');
}

describe('fastapi-sqlalchemy toolchain (python3)', () => {
  let generated: GeneratedRoot;
  let files: string[];

  beforeAll(() => {
    const version = checkWithTool(
      {
        command: 'python3',
        args: ['-c', 'import sys; print(sys.version_info >= (3, 10))'],
        install: INSTALL,
      },
      'python3',
    );
    if (version.trim() !== 'True') throw new Error(`生成的代码使用 X | None 等语法，${INSTALL}`);
    generated = generateEveryModel('fastapi-sqlalchemy');
    files = filesWithExtension(generated.root, '.py');
  });

  afterAll(() => generated?.cleanup());

  it('generates the app package of every test model', () => {
    for (const project of generated.projects) {
      const own = files.filter((file) =>
        file.startsWith(path.join(generated.root, project, 'app') + path.sep),
      );
      expect(own).toContain(path.join(generated.root, project, 'app', 'main.py'));
      expect(own.length).toBeGreaterThan(10);
    }
  });

  it('byte-compiles every generated .py file', () => {
    pyCompile(files);
  });

  it('uses no undefined name and imports nothing it does not use', () => {
    checkNames(files);
  });

  it('fails when a generated file has a syntax error or an undefined name', () => {
    const main = path.join(generated.root, generated.projects[0], 'app', 'main.py');
    appendFileSync(main, '\n\ndef broken() -> int:\n    return missing_name + 1\n');
    expect(() => checkNames([main])).toThrow(/undefined name 'missing_name'/);
    appendFileSync(main, '\ndef (:\n');
    expect(() => pyCompile([main])).toThrow(/SyntaxError/);
  });
});
