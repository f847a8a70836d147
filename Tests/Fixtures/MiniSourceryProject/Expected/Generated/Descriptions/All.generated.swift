// 2 described types

// second block for the same file
