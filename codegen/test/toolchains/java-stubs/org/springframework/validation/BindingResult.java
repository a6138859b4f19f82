package org.springframework.validation;

import java.util.List;

public interface BindingResult {
    FieldError getFieldError();

    List<FieldError> getFieldErrors();
}
