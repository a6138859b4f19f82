// Go + GORM set: every generated .go file of every test model must parse and already be gofmt-formatted, and
// every generated module must pass `go vet ./...` offline, its go.mod pointed by `replace` at go-stubs/
// (signature-faithful stand-ins for gorm, its drivers, datatypes and shopspring/decimal; see go-stubs/README.md).
import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { generateEveryModel, type GeneratedRoot } from '../support/generate-to-dir';
import { testModels } from '../support/models';
import { checkWithTool, filesWithExtension, runTool } from './native-toolchain';

jest.setTimeout(120_000);

const STUBS = path.join(__dirname, 'go-stubs');
const INSTALL = '请安装 Go 1.19 或更高版本（Debian：apt-get install golang-go）。';

/**
 * Offline and strict: no proxy, no checksum database, no toolchain download, and -mod=readonly so a go.mod that
 * misses a module the code imports fails instead of being fixed up silently. The build cache lives in the temp
 * folder so the check works without a writable home.
 */
const GO_ENV: NodeJS.ProcessEnv = {
  ...process.env,
  GOFLAGS: '-mod=readonly',
  GOPROXY: 'off',
  GOSUMDB: 'off',
  GOTOOLCHAIN: 'local',
  GOWORK: 'off',
  GO111MODULE: 'on',
  GOCACHE: process.env.GOCACHE ?? path.join(tmpdir(), 'modelsmith-go-build-cache'),
  GOPATH: process.env.GOPATH ?? path.join(tmpdir(), 'modelsmith-go-path'),
};

/** module path → stub folder, read from each stub's go.mod. */
function stubModules(): [string, string][] {
  return readdirSync(STUBS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => {
      const dir = path.join(STUBS, entry.name);
      const module = /^module\s+(\S+)/m.exec(readFileSync(path.join(dir, 'go.mod'), 'utf8'))?.[1];
      if (!module) throw new Error(`${dir}/go.mod 没有 module 行`);
      return [module, dir];
    });
}

function go(args: string[], cwd: string, label: string): string {
  return checkWithTool({ command: 'go', args, cwd, env: GO_ENV, install: INSTALL }, label);
}

function vetProject(projectDir: string): void {
  go(['vet', './...'], projectDir, `go vet（${path.basename(projectDir)}）`);
}

/** Throws listing the files gofmt would change, with its diff, or with the parse errors. */
function checkFormatted(files: string[]): void {
  const listed = checkWithTool(
    { command: 'gofmt', args: ['-e', '-l', ...files], install: INSTALL },
    'gofmt -e -l',
  );
  if (listed.trim() === '') return;
  const diff = runTool({ command: 'gofmt', args: ['-d', ...listed.trim().split('\n')], install: INSTALL });
  throw new Error(`以下生成的文件未按 gofmt 格式化：\n${listed}\n${diff.stdout}`);
}

describe('go-gorm toolchain (gofmt, go vet)', () => {
  let generated: GeneratedRoot;

  beforeAll(() => {
    checkWithTool({ command: 'go', args: ['version'], install: INSTALL }, 'go version');
    generated = generateEveryModel('go-gorm');
    const replaces = stubModules().map(([module, dir]) => `-replace=${module}=${dir}`);
    for (const project of generated.projects)
      go(['mod', 'edit', ...replaces], path.join(generated.root, project), 'go mod edit');
  });

  afterAll(() => generated?.cleanup());

  it('generates only parseable, gofmt-formatted Go files', () => {
    const files = filesWithExtension(generated.root, '.go');
    expect(files.length).toBeGreaterThan(generated.projects.length * 4);
    checkFormatted(files);
  });

  it.each(testModels().map(({ name }) => name))('go vet ./... passes for %s against go-stubs', (name) => {
    vetProject(path.join(generated.root, name));
  });

  it('fails when a generated file is unformatted or has a type error', () => {
    const project = path.join(generated.root, generated.projects[0]);
    const [page] = filesWithExtension(project, `${path.sep}page.go`);
    appendFileSync(page, '\nfunc broken() int { return "not a number" }\n');
    expect(() => vetProject(project)).toThrow(/cannot use "not a number"/);
    appendFileSync(page, 'var   spaced = 1\n');
    expect(() => checkFormatted([page])).toThrow(/未按 gofmt 格式化/);
  });
});
