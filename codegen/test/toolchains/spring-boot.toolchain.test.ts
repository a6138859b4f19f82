// Spring Boot + MyBatis-Plus set: every test model's Java sources must compile with javac --release 17, every
// lint warning an error, against java-stubs/: signature-faithful stand-ins for the Spring, MyBatis-Plus, Jakarta
// Validation and SLF4J APIs the templates use (Maven Central is not reachable from CI, the stubs are).
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { generateEveryModel, type GeneratedRoot } from '../support/generate-to-dir';
import { testModels } from '../support/models';
import { checkWithTool, filesWithExtension } from './native-toolchain';

jest.setTimeout(120_000);

const STUBS = path.join(__dirname, 'java-stubs');
const INSTALL = '请安装 JDK 17 或更高版本（Debian：apt-get install default-jdk-headless）。';

/** Compiles every .java file of one generated project into a fresh folder; throws with the javac output on error. */
function compileProject(projectDir: string): void {
  const sources = filesWithExtension(projectDir, '.java');
  if (sources.length === 0) throw new Error(`${projectDir} 中没有生成任何 .java 文件`);
  const classes = mkdtempSync(path.join(projectDir, 'classes-'));
  const argFile = path.join(classes, 'sources.txt');
  writeFileSync(argFile, sources.map((file) => JSON.stringify(file)).join('\n'));
  try {
    checkWithTool(
      {
        command: 'javac',
        args: [
          // English diagnostics whatever the machine's locale, so failures read the same everywhere.
          '-J-Duser.language=en',
          '--release',
          '17',
          '-encoding',
          'UTF-8',
          '-proc:none',
          '-Xlint:all',
          '-Werror',
          '-sourcepath',
          STUBS,
          '-d',
          classes,
          `@${argFile}`,
        ],
        install: INSTALL,
      },
      `javac（${path.basename(projectDir)}）`,
    );
  } finally {
    rmSync(classes, { recursive: true, force: true });
  }
}

describe('spring-boot-mybatis-plus toolchain (javac)', () => {
  let generated: GeneratedRoot;

  beforeAll(() => {
    checkWithTool({ command: 'javac', args: ['-version'], install: INSTALL }, 'javac -version');
    generated = generateEveryModel('spring-boot-mybatis-plus');
  });

  afterAll(() => generated?.cleanup());

  it.each(testModels().map(({ name }) => name))('compiles every Java source of %s', (name) => {
    compileProject(path.join(generated.root, name));
  });

  it('fails with the javac output when a generated file has a type error', () => {
    const project = path.join(generated.root, generated.projects[0]);
    const [application] = filesWithExtension(project, `${path.sep}Application.java`);
    appendFileSync(application, '\nclass Broken {\n    int count = "not a number";\n}\n');
    expect(() => compileProject(project)).toThrow(/incompatible types: String cannot be converted to int/);
  });
});
