// Maven and javac for the Spring Boot set: resolve a generated pom's dependencies into ~/.m2 once, compile a
// generated project against them, package a project offline. Failures throw with the tool's output.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { checkWithTool, runTool } from './native-toolchain';

export const JAVA_INSTALL = '请安装 JDK 17 或更高版本（Debian：apt-get install default-jdk-headless）。';
const MAVEN_INSTALL = '请安装 Maven 3.8 或更高版本（Debian：apt-get install maven）。';

/** Batch mode without download progress, so a failure shows Maven's error rather than transfer lines. */
const MAVEN_QUIET = ['-B', '-q', '-ntp'];
/** Maven's own JVM lives for seconds: the C1 compiler alone starts it faster (MAVEN_OPTS of the caller kept). */
const MAVEN_ENV = {
  ...process.env,
  MAVEN_OPTS: `${process.env.MAVEN_OPTS ?? ''} -XX:TieredStopAtLevel=1 -XX:+UseSerialGC`.trim(),
};

/**
 * Packages the project online (filling ~/.m2 with its dependencies and the build plugins) and returns its compile
 * classpath; the versions are fixed, so a warm ~/.m2 makes this a local build.
 */
export function resolveClasspath(projectDir: string): string {
  const output = path.join(projectDir, 'target', 'classpath.txt');
  checkWithTool(
    {
      command: 'mvn',
      args: [
        ...MAVEN_QUIET,
        '-DskipTests',
        'package',
        'dependency:build-classpath',
        `-Dmdep.outputFile=${output}`,
      ],
      cwd: projectDir,
      env: MAVEN_ENV,
      install: MAVEN_INSTALL,
    },
    `mvn package dependency:build-classpath（${path.basename(projectDir)}）`,
  );
  const classpath = readFileSync(output, 'utf8').trim();
  if (!classpath.includes('mybatis-plus'))
    throw new Error(`Maven 给出的类路径里没有 MyBatis-Plus：${classpath}`);
  return classpath;
}

const BATCH_JAVAC = path.join(__dirname, 'spring-javac.java');

export interface JavacResult {
  ok: boolean;
  /** javac's diagnostics for the project. */
  output: string;
  seconds: number;
}

/**
 * Compiles each project's sources (`src/**\/*.java`) against the classpath with javac --release 17 and
 * `-Xlint:all,-classfile -Werror`, all in one JVM (spring-javac.java). Lint `classfile` is off: it reports the
 * Kotlin metadata inside MyBatis-Plus's own jar, not the generated code.
 */
export function compileJavaProjects(projectDirs: string[], classpath: string): Map<string, JavacResult> {
  const run = runTool({
    command: 'java',
    // English diagnostics whatever the machine's locale, so failures read the same everywhere.
    args: ['-Duser.language=en', BATCH_JAVAC, classpath, ...projectDirs],
    install: JAVA_INSTALL,
  });
  const results = new Map<string, JavacResult>();
  for (const block of run.stdout.split(/^@@ /m).slice(1)) {
    const [header, ...lines] = block.split('\n');
    const [status, millis, ...dir] = header.split(' ');
    results.set(dir.join(' '), {
      ok: status === '0',
      output: lines.join('\n').trim(),
      seconds: Number(millis) / 1000,
    });
  }
  const missing = projectDirs.filter((dir) => !results.has(dir));
  if (missing.length)
    throw new Error(
      `javac 没有编译完 ${missing.join('、')}（退出码 ${run.status}）：\n${run.stdout}${run.stderr}`,
    );
  return results;
}

/** Throws with javac's diagnostics when the project did not compile. */
export function expectCompiled(projectDir: string, result: JavacResult | undefined): void {
  if (!result) throw new Error(`${projectDir} 没有编译`);
  if (!result.ok) throw new Error(`javac（${path.basename(projectDir)}）报告了错误：\n${result.output}`);
}

/** `mvn -o package -DskipTests`: the executable jar, built from ~/.m2 alone. */
export function mavenPackage(projectDir: string): string {
  checkWithTool(
    {
      command: 'mvn',
      args: [...MAVEN_QUIET, '-o', '-DskipTests', 'package'],
      cwd: projectDir,
      env: MAVEN_ENV,
      install: MAVEN_INSTALL,
    },
    `mvn -o package（${path.basename(projectDir)}）`,
  );
  const jar = path.join(projectDir, 'target', 'app.jar');
  if (!existsSync(jar)) throw new Error(`mvn package 没有生成 ${jar}`);
  return jar;
}
