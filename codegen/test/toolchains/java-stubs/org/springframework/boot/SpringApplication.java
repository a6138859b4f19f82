package org.springframework.boot;

import org.springframework.context.ConfigurableApplicationContext;

public class SpringApplication {
    public static ConfigurableApplicationContext run(Class<?> primarySource, String... args) {
        throw new UnsupportedOperationException();
    }
}
