print("reference: not implemented yet")
