package draque

import "arbiter/scoring"

// games is this game alone, for the worked cases (gametest).
var games = scoring.NewCatalog(Definition)
