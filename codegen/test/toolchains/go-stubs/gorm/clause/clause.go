// Package clause declares the subset of gorm.io/gorm/clause that generated code uses.
package clause

// Associations mirrors clause.Associations.
const Associations string = "~~~as~~~"

// Column mirrors clause.Column.
type Column struct {
	Table string
	Name  string
	Alias string
	Raw   bool
}

// Like mirrors clause.Like.
type Like struct {
	Column interface{}
	Value  interface{}
}

// OrderByColumn mirrors clause.OrderByColumn.
type OrderByColumn struct {
	Column  Column
	Desc    bool
	Reorder bool
}
