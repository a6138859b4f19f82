// Package decimal declares the subset of github.com/shopspring/decimal that generated code uses.
package decimal

import "math/big"

// Decimal mirrors decimal.Decimal.
type Decimal struct {
	value *big.Int
	exp   int32
}
