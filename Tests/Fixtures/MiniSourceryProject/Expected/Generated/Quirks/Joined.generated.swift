one

two
