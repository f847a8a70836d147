struct Settings {
    let theme: String


    // sourcery:inline:Settings.Quirks
    replaced
    // sourcery:end
}

struct Tabs {
	// sourcery:inline:Tabs.Quirks
	replaced
	// sourcery:end
}
