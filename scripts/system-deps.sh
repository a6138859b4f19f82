#!/usr/bin/env bash
# Installs (Debian, as root) and starts what the tests run against: Chromium for e2e, PostgreSQL and
# MariaDB servers, and the toolchains that compile generated code. Idempotent; safe to run often.
set -euo pipefail

need=()
command -v chromium >/dev/null || need+=(chromium)
ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1 || need+=(postgresql)
command -v mariadb >/dev/null || need+=(mariadb-server)
command -v gofmt >/dev/null || need+=(golang-go)
command -v javac >/dev/null || need+=(default-jdk-headless)
command -v mvn >/dev/null || need+=(maven)
command -v python3 >/dev/null || need+=(python3)
python3 -c 'import venv, ensurepip' 2>/dev/null || need+=(python3-venv)
fc-list 2>/dev/null | grep -qi 'Noto Sans CJK' || need+=(fonts-noto-cjk)

if ((${#need[@]})); then
  if [ "$(id -u)" != 0 ]; then
    echo "缺少系统依赖：${need[*]}。请以 root 运行 npm test，或手动安装（Debian: apt-get install ${need[*]}）。" >&2
    exit 1
  fi
  echo "▶ 安装系统依赖：${need[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
fi

# PostgreSQL: the API tests' second database and the generated PostgreSQL DDL run here.
pg_version=$(ls /usr/lib/postgresql | sort -n | tail -1)
pg_lsclusters -h | grep -q "^$pg_version main" || pg_createcluster "$pg_version" main >/dev/null
pg_lsclusters -h | grep "^$pg_version main" | grep -q online || pg_ctlcluster "$pg_version" main start
as_postgres() { su postgres -c "$1"; }
as_postgres "psql -tAc \"SELECT 1 FROM pg_roles WHERE rolname = 'modelsmith'\"" | grep -q 1 ||
  as_postgres "psql -qc \"CREATE ROLE modelsmith LOGIN SUPERUSER PASSWORD 'modelsmith'\""
as_postgres "psql -tAc \"SELECT 1 FROM pg_database WHERE datname = 'modelsmith_test'\"" | grep -q 1 ||
  as_postgres "createdb -O modelsmith modelsmith_test"

# MariaDB: the generated MySQL DDL runs here.
if ! mariadb -u root -e 'SELECT 1' >/dev/null 2>&1; then
  service mariadb start >/dev/null 2>&1 || (mysqld_safe >/dev/null 2>&1 &)
  for _ in $(seq 1 30); do
    mariadb -u root -e 'SELECT 1' >/dev/null 2>&1 && break
    sleep 1
  done
fi
mariadb -u root -e 'SELECT 1' >/dev/null
# Generated backends connect over TCP with a password, as they would in production.
mariadb -u root -e "CREATE USER IF NOT EXISTS 'modelsmith'@'%' IDENTIFIED BY 'modelsmith';
  CREATE USER IF NOT EXISTS 'modelsmith'@'localhost' IDENTIFIED BY 'modelsmith';
  GRANT ALL ON *.* TO 'modelsmith'@'%'; GRANT ALL ON *.* TO 'modelsmith'@'localhost';"
echo "✓ 系统依赖就绪：PostgreSQL $pg_version、MariaDB、Chromium、javac、gofmt、python3"
