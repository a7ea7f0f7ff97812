print("navlab-shell")
