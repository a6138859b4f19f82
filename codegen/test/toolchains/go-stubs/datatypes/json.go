// Package datatypes declares the subset of gorm.io/datatypes that generated code uses.
package datatypes

import "encoding/json"

// JSON mirrors datatypes.JSON.
type JSON json.RawMessage
