package com.baomidou.mybatisplus.extension.plugins.inner;

public interface InnerInterceptor {
}
