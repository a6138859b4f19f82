// Compiles several generated Java projects in one JVM (java spring-javac.java <classpath> <project>...): the later
// projects skip the JVM start and reuse the opened Spring and MyBatis-Plus jars. For each project it prints
// "@@ <exit code> <milliseconds> <project>" and then javac's diagnostics; spring-maven.ts reads them per project.
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

public class SpringJavac {

    public static void main(String[] args) throws IOException {
        Locale.setDefault(Locale.ENGLISH);
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        StandardJavaFileManager files = javac.getStandardFileManager(null, Locale.ENGLISH, StandardCharsets.UTF_8);
        String classpath = args[0];
        for (int i = 1; i < args.length; i++) {
            Path project = Path.of(args[i]);
            List<String> sources;
            try (Stream<Path> walk = Files.walk(project.resolve("src"))) {
                sources = walk.map(Path::toString).filter(name -> name.endsWith(".java")).sorted()
                        .collect(Collectors.toList());
            }
            if (sources.isEmpty()) {
                System.out.println("@@ 2 0 " + project + "\nno .java files");
                continue;
            }
            long started = System.currentTimeMillis();
            Path classes = Files.createTempDirectory("spring-javac-");
            List<String> options = new ArrayList<>(List.of("--release", "17", "-encoding", "UTF-8", "-proc:none",
                    "-Xlint:all,-classfile", "-Werror", "-classpath", classpath, "-d", classes.toString()));
            StringWriter output = new StringWriter();
            boolean ok = javac.getTask(output, files, null, options, null, files.getJavaFileObjectsFromStrings(sources))
                    .call();
            System.out.println("@@ " + (ok ? 0 : 1) + " " + (System.currentTimeMillis() - started) + " " + project);
            System.out.println(output);
            try (Stream<Path> walk = Files.walk(classes)) {
                walk.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
            }
        }
    }
}
