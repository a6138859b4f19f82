// Package gorm declares the subset of gorm.io/gorm v1.25 that generated code uses.
package gorm

import (
	"context"
	"database/sql"
	"errors"
)

// ErrRecordNotFound mirrors gorm.ErrRecordNotFound.
var ErrRecordNotFound = errors.New("record not found")

// Dialector mirrors gorm.Dialector (trimmed to one method).
type Dialector interface {
	Name() string
}

// Option mirrors gorm.Option.
type Option interface {
	Apply(*Config) error
	AfterInitialize(*DB) error
}

// Config mirrors gorm.Config.
type Config struct {
	SkipDefaultTransaction bool
	PrepareStmt            bool
}

// Apply implements Option.
func (c *Config) Apply(*Config) error { panic("stub") }

// AfterInitialize implements Option.
func (c *Config) AfterInitialize(*DB) error { panic("stub") }

// DB mirrors gorm.DB.
type DB struct {
	*Config
	Error        error
	RowsAffected int64
}

// Open mirrors gorm.Open.
func Open(dialector Dialector, opts ...Option) (db *DB, err error) { panic("stub") }

func (db *DB) WithContext(ctx context.Context) *DB                { panic("stub") }
func (db *DB) Model(value interface{}) *DB                        { panic("stub") }
func (db *DB) Where(query interface{}, args ...interface{}) *DB   { panic("stub") }
func (db *DB) Select(query interface{}, args ...interface{}) *DB  { panic("stub") }
func (db *DB) Omit(columns ...string) *DB                         { panic("stub") }
func (db *DB) Preload(query string, args ...interface{}) *DB      { panic("stub") }
func (db *DB) Order(value interface{}) *DB                        { panic("stub") }
func (db *DB) Offset(offset int) *DB                              { panic("stub") }
func (db *DB) Limit(limit int) *DB                                { panic("stub") }
func (db *DB) Count(count *int64) *DB                             { panic("stub") }
func (db *DB) Find(dest interface{}, conds ...interface{}) *DB    { panic("stub") }
func (db *DB) First(dest interface{}, conds ...interface{}) *DB   { panic("stub") }
func (db *DB) Create(value interface{}) *DB                       { panic("stub") }
func (db *DB) Save(value interface{}) *DB                         { panic("stub") }
func (db *DB) Updates(values interface{}) *DB                     { panic("stub") }
func (db *DB) Delete(value interface{}, conds ...interface{}) *DB { panic("stub") }
func (db *DB) AutoMigrate(dst ...interface{}) error               { panic("stub") }

// Transaction mirrors gorm.DB.Transaction.
func (db *DB) Transaction(fc func(tx *DB) error, opts ...*sql.TxOptions) (err error) { panic("stub") }
