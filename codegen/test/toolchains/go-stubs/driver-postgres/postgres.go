// Package postgres declares the subset of gorm.io/driver/postgres that generated code uses.
package postgres

import "gorm.io/gorm"

// Open mirrors postgres.Open.
func Open(dsn string) gorm.Dialector { panic("stub") }
