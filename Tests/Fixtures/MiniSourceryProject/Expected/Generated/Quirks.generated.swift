before


middle

// sourcery:inline:Nowhere.Quirks
kept as it is


// sourcery:end


after
