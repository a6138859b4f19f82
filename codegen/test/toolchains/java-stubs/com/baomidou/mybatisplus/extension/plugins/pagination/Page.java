package com.baomidou.mybatisplus.extension.plugins.pagination;

import com.baomidou.mybatisplus.core.metadata.IPage;
import java.util.List;

public class Page<T> implements IPage<T> {
    private static final long serialVersionUID = 1L;

    public Page() {
    }

    public Page(long current, long size) {
    }

    @Override
    public List<T> getRecords() {
        throw new UnsupportedOperationException();
    }

    @Override
    public long getTotal() {
        throw new UnsupportedOperationException();
    }

    @Override
    public long getSize() {
        throw new UnsupportedOperationException();
    }

    @Override
    public long getCurrent() {
        throw new UnsupportedOperationException();
    }
}
