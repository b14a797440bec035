package pymtheg

import (
	"testing"

	"arbiter/scoring/gametest"
)

// TestThirdReviewCases runs the worked cases of the third review (issue
// 28): tricks whose trump was led, every kind of trick explained, the
// clarified PYM-7 and PYM-10.
func TestThirdReviewCases(t *testing.T) { gametest.RunFile(t, games, "testdata/review3.json") }
