package com.baomidou.mybatisplus.annotation;

public enum FieldStrategy {
    IGNORED,
    ALWAYS,
    NOT_NULL,
    NOT_EMPTY,
    DEFAULT,
    NEVER
}
