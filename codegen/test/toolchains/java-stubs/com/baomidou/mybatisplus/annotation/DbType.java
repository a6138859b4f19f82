package com.baomidou.mybatisplus.annotation;

public enum DbType {
    MYSQL,
    MARIADB,
    POSTGRE_SQL,
    ORACLE,
    SQL_SERVER
}
