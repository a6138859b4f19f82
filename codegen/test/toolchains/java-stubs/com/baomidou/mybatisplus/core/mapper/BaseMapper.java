package com.baomidou.mybatisplus.core.mapper;

import com.baomidou.mybatisplus.core.conditions.Wrapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import java.io.Serializable;
import java.util.List;

public interface BaseMapper<T> extends Mapper<T> {
    int insert(T entity);

    int deleteById(Serializable id);

    int delete(Wrapper<T> queryWrapper);

    int updateById(T entity);

    int update(T entity, Wrapper<T> updateWrapper);

    T selectById(Serializable id);

    T selectOne(Wrapper<T> queryWrapper);

    Long selectCount(Wrapper<T> queryWrapper);

    List<T> selectList(Wrapper<T> queryWrapper);

    <P extends IPage<T>> P selectPage(P page, Wrapper<T> queryWrapper);
}
