// Initializers are generated inside the types.




