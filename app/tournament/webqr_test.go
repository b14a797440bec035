package tournament

import (
	"io"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"arbiter/app/host"
)

// The director's screen shows each table's QR code for a phone's
// browser, and where the standings are for everyone; the director serves
// them (the page itself only when built with make web).
func TestHostShowsTablePages(t *testing.T) {
	q := &uiQueue{}
	dir := newDevice(t, q, false)
	dir.h.Push(host.SectionPlay, HostPageWith(dir.h, Options{Host: "127.0.0.1", Port: -1, DataDir: t.TempDir(), Do: q.do}))
	for i, name := range []string{"Owls", "Hawks", "Foxes", "Bees"} {
		dir.typeIn([]string{"Team 1", "Team 2", "Team 3", "Team 4"}[i], 0, name)
	}
	dir.tap("Start the event")
	dir.untilShows("Tables in a phone's browser")
	dir.untilShows("Table 2")
	dir.untilShows("The standings, for any phone in the room:")
	r := liveOf(dir.h).director
	v := r.d.View()
	dir.untilShows(v.StandingsPage)
	if !regexp.MustCompile(`^http://127\.0\.0\.1:\d+/standings$`).MatchString(v.StandingsPage) {
		t.Fatalf("the standings' address %q", v.StandingsPage)
	}
	resp, err := http.Get(v.StandingsPage)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || !strings.Contains(string(b), "0 of 4 results counted") {
		t.Fatalf("%d %s", resp.StatusCode, b)
	}
	// What the QR codes hold: the page's address with the table.
	re := regexp.MustCompile(`^http://127\.0\.0\.1:\d+/#event=[^&]+&table=2&code=[0-9A-Z]{5}-[0-9A-Z]{5}$`)
	if len(v.TablePages) != 2 || !re.MatchString(v.TablePages[1]) {
		t.Fatalf("table pages %v", v.TablePages)
	}
	var qrs pageQRs
	q1, err := qrs.of(v.TablePages[0], 120)
	if err != nil {
		t.Fatal(err)
	}
	if q2, _ := qrs.of(v.TablePages[0], 120); q2 != q1 {
		t.Fatal("a table's QR code drawn again at every redraw")
	}
	if q3, _ := qrs.of(v.TablePages[1], 120); q3 == q1 {
		t.Fatal("two tables share a QR code")
	}
}
