module gorm.io/datatypes

go 1.18
