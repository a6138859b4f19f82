package org.springframework.validation;

public class FieldError {
    public String getField() {
        throw new UnsupportedOperationException();
    }

    public String getDefaultMessage() {
        throw new UnsupportedOperationException();
    }
}
