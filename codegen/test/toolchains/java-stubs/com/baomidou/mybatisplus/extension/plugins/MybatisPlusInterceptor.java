package com.baomidou.mybatisplus.extension.plugins;

import com.baomidou.mybatisplus.extension.plugins.inner.InnerInterceptor;

public class MybatisPlusInterceptor {
    public void addInnerInterceptor(InnerInterceptor innerInterceptor) {
        throw new UnsupportedOperationException();
    }
}
