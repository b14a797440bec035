package tournament

import (
	"fmt"
	"strings"
	"testing"

	"arbiter/app/i18n"
	"arbiter/storage"
	"arbiter/tournament/director"
)

// A correction the history or the director could not keep is said in the
// reader's language, each reason in its own sentence.
func TestCorrectionRefusedInDutch(t *testing.T) {
	i18n.SetLanguage("nl")
	defer i18n.SetLanguage("en")
	for _, c := range []struct {
		err  error
		want string
	}{
		{fmt.Errorf("x.db: %w: gave up after 30s", storage.ErrBusy), "Een ander programma gebruikt de geschiedenis: de correctie is niet bewaard."},
		{director.ErrNotStored, "De geschiedenis kon een uitslag die net daarvoor binnenkwam niet bewaren"},
		{director.ErrClosed, "Het toernooi wordt hier niet meer gehost"},
	} {
		if got := correctionRefused(c.err); !strings.HasPrefix(got, c.want) {
			t.Errorf("%v: said %q, want %q…", c.err, got, c.want)
		}
	}
}
