struct Settings {
    let theme: String


    // sourcery:inline:Settings.Quirks

    var first = 1

    	var tabbed = 2
    // sourcery:end
}

struct Tabs {
	// sourcery:inline:Tabs.Quirks
	let a = 1
	  let b = 2
	// sourcery:end
}
