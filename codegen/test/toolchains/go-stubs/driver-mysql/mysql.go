// Package mysql declares the subset of gorm.io/driver/mysql that generated code uses.
package mysql

import "gorm.io/gorm"

// Open mirrors mysql.Open.
func Open(dsn string) gorm.Dialector { panic("stub") }
