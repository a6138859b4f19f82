package com.baomidou.mybatisplus.extension.service.impl;

import com.baomidou.mybatisplus.core.mapper.BaseMapper;
import com.baomidou.mybatisplus.extension.service.IService;

public class ServiceImpl<M extends BaseMapper<T>, T> implements IService<T> {
    protected M baseMapper;

    @Override
    public M getBaseMapper() {
        throw new UnsupportedOperationException();
    }
}
