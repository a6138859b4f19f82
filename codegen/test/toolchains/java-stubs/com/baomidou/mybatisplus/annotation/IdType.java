package com.baomidou.mybatisplus.annotation;

public enum IdType {
    AUTO,
    NONE,
    INPUT,
    ASSIGN_ID,
    ASSIGN_UUID
}
