package com.baomidou.mybatisplus.core.mapper;

public interface Mapper<T> {
}
