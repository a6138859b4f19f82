package org.springframework.util;

public abstract class StringUtils {
    public static boolean hasText(CharSequence str) {
        throw new UnsupportedOperationException();
    }

    public static boolean hasText(String str) {
        throw new UnsupportedOperationException();
    }
}
