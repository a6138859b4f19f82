module gorm.io/driver/postgres

go 1.18

require gorm.io/gorm v1.25.12
