import Terminal
print("Coordinator Playground. Type 'help' for commands.")
