package org.springframework.context;

import java.io.Closeable;

public interface ConfigurableApplicationContext extends Closeable {
    @Override
    void close();
}
