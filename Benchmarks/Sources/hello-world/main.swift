import Foundation

// The start-up reference: what a Swift program that imports Foundation costs to start and stop.
print("hello, world")
