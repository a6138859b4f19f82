// Models for the typescript-zod set's checks: a RuoYi user table (password, audit columns, del_flag, coded status
// and level columns) in the RUOYI style, and a film table with a PostgreSQL enum (`PG-13`) in the default style.
import { importDdl } from '../../src/ddl/import';
import type { Model } from '../../src/model/types';

const SYS_USER = `
CREATE TABLE sys_user (
  user_id     bigint       NOT NULL AUTO_INCREMENT COMMENT '用户ID',
  user_name   varchar(30)  NOT NULL COMMENT '用户账号',
  nick_name   varchar(30)  NOT NULL COMMENT '用户昵称',
  email       varchar(50)  DEFAULT '' COMMENT '用户邮箱',
  password    varchar(100) DEFAULT '' COMMENT '密码',
  status      char(1)      DEFAULT '0' COMMENT '帐号状态（0正常 1停用）',
  vip_level   int          NOT NULL DEFAULT 0 COMMENT '会员级别（0普通 1白银 2黄金）',
  del_flag    char(1)      DEFAULT '0' COMMENT '删除标志（0代表存在 2代表删除）',
  login_date  datetime     COMMENT '最后登录时间',
  create_by   varchar(64)  DEFAULT '' COMMENT '创建者',
  create_time datetime     COMMENT '创建时间',
  update_by   varchar(64)  DEFAULT '' COMMENT '更新者',
  update_time datetime     COMMENT '更新时间',
  remark      varchar(500) DEFAULT NULL COMMENT '备注',
  PRIMARY KEY (user_id)
) COMMENT='用户信息表';
`;

const FILM = `
CREATE TYPE mpaa_rating AS ENUM ('G', 'PG', 'PG-13', 'R', 'NC-17');
CREATE TABLE film (
  film_id      serial PRIMARY KEY,
  title        varchar(255) NOT NULL,
  rating       mpaa_rating DEFAULT 'G',
  release_date date,
  show_time    time,
  last_update  timestamp with time zone NOT NULL DEFAULT now(),
  created_at   timestamp NOT NULL DEFAULT now()
);
COMMENT ON COLUMN film.rating IS '分级';
`;

/** RuoYi's sys_user, answered in the RUOYI style. */
export function ruoyiUserModel(): Model {
  const { model } = importDdl(SYS_USER, 'mysql');
  model.project = { ...model.project, name: 'ruoyi-admin', apiStyle: 'RUOYI' };
  return model;
}

/** A film table with a hyphenated enum value and a zone-aware timestamp, in the default style. */
export function filmModel(): Model {
  const { model } = importDdl(FILM, 'postgresql');
  model.project = { ...model.project, name: 'film-rental' };
  return model;
}
