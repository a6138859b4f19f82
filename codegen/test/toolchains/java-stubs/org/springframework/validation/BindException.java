package org.springframework.validation;

import java.util.List;

public class BindException extends Exception implements BindingResult {
    private static final long serialVersionUID = 1L;

    public final BindingResult getBindingResult() {
        throw new UnsupportedOperationException();
    }

    @Override
    public FieldError getFieldError() {
        throw new UnsupportedOperationException();
    }

    @Override
    public List<FieldError> getFieldErrors() {
        throw new UnsupportedOperationException();
    }
}
