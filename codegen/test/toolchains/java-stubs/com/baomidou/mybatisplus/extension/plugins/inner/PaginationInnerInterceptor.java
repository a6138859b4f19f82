package com.baomidou.mybatisplus.extension.plugins.inner;

import com.baomidou.mybatisplus.annotation.DbType;

public class PaginationInnerInterceptor implements InnerInterceptor {
    public PaginationInnerInterceptor() {
    }

    public PaginationInnerInterceptor(DbType dbType) {
    }

    public void setMaxLimit(Long maxLimit) {
        throw new UnsupportedOperationException();
    }
}
