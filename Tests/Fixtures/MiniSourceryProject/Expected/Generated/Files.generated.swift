// Main output of Files.



between blocks

// End of Files.
