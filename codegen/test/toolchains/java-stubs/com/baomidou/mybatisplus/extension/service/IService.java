package com.baomidou.mybatisplus.extension.service;

import com.baomidou.mybatisplus.core.conditions.Wrapper;
import com.baomidou.mybatisplus.core.mapper.BaseMapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import java.io.Serializable;
import java.util.List;

public interface IService<T> {
    default boolean save(T entity) {
        throw new UnsupportedOperationException();
    }

    default boolean removeById(Serializable id) {
        throw new UnsupportedOperationException();
    }

    default boolean remove(Wrapper<T> queryWrapper) {
        throw new UnsupportedOperationException();
    }

    default boolean updateById(T entity) {
        throw new UnsupportedOperationException();
    }

    default boolean update(T entity, Wrapper<T> updateWrapper) {
        throw new UnsupportedOperationException();
    }

    default T getById(Serializable id) {
        throw new UnsupportedOperationException();
    }

    default T getOne(Wrapper<T> queryWrapper) {
        throw new UnsupportedOperationException();
    }

    default List<T> list(Wrapper<T> queryWrapper) {
        throw new UnsupportedOperationException();
    }

    default long count(Wrapper<T> queryWrapper) {
        throw new UnsupportedOperationException();
    }

    default <E extends IPage<T>> E page(E page, Wrapper<T> queryWrapper) {
        throw new UnsupportedOperationException();
    }

    BaseMapper<T> getBaseMapper();
}
