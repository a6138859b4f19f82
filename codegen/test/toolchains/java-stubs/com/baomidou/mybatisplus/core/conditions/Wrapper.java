package com.baomidou.mybatisplus.core.conditions;

public abstract class Wrapper<T> {
}
