// Descriptions live in the types' own regions.



// sourcery:inline:Nowhere.Describe
// no source holds this region, so it stays here
// sourcery:end

enum Described {}
