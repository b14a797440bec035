package main

// appVersion is Arbiter's release version; keep it equal to FyneApp.toml.
const appVersion = "0.1.0"
