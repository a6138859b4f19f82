package org.springframework.web.bind;

import org.springframework.validation.BindException;

public class MethodArgumentNotValidException extends BindException {
    private static final long serialVersionUID = 1L;
}
