package com.baomidou.mybatisplus.core.conditions.query;

import com.baomidou.mybatisplus.core.conditions.Wrapper;
import com.baomidou.mybatisplus.core.toolkit.support.SFunction;

public class LambdaQueryWrapper<T> extends Wrapper<T> {
    public LambdaQueryWrapper() {
    }

    public LambdaQueryWrapper<T> eq(SFunction<T, ?> column, Object val) {
        throw new UnsupportedOperationException();
    }

    public LambdaQueryWrapper<T> eq(boolean condition, SFunction<T, ?> column, Object val) {
        throw new UnsupportedOperationException();
    }

    public LambdaQueryWrapper<T> like(SFunction<T, ?> column, Object val) {
        throw new UnsupportedOperationException();
    }

    public LambdaQueryWrapper<T> like(boolean condition, SFunction<T, ?> column, Object val) {
        throw new UnsupportedOperationException();
    }

    public LambdaQueryWrapper<T> orderByAsc(SFunction<T, ?> column) {
        throw new UnsupportedOperationException();
    }

    public LambdaQueryWrapper<T> orderByDesc(SFunction<T, ?> column) {
        throw new UnsupportedOperationException();
    }
}
