package widgets

import (
	"strings"

	"fyne.io/fyne/v2/widget"
)

// TableStatus is what a table screen's status line says. Three things
// share the line and come and go at different times, so the screen keeps
// them apart and the line is written from all three at each change:
//   - the event, what just happened ("Hand 2 saved."): it stays until the
//     next event;
//   - the refusal, why a tap was refused: it stays until something changes
//     (ClearRefusal, at the next good tap or redraw), and while it is there
//     it is all the line says;
//   - the guide, what to do next: set at each redraw.
//
// Line is the StatusLine in view; a screen that builds itself again for a
// new layout gives it the new one and calls Show.
type TableStatus struct {
	Line *StatusLine
	// KeepEventKind: an event that is not a plain success (a correction
	// under way, a round taken back) keeps its colour even when the guide
	// has one of its own. Without it the event's colour shows only under a
	// plain-info guide.
	KeepEventKind bool

	event, problem, guide string
	eventKind, guideKind  widget.Importance
}

// Say records what just happened (a save, an undo, a correction); it
// stays until the next such event and clears a refusal.
func (s *TableStatus) Say(text string, kind widget.Importance) {
	s.event, s.eventKind, s.problem = text, kind, ""
	s.Show()
}

// Refuse says why a tap was refused.
func (s *TableStatus) Refuse(text string) {
	s.problem = text
	s.Show()
}

// ClearRefusal lets a refusal go (something changed); the line is written
// at the next Show.
func (s *TableStatus) ClearRefusal() { s.problem = "" }

// Guide sets what to do next.
func (s *TableStatus) Guide(text string, kind widget.Importance) {
	s.guide, s.guideKind = text, kind
	s.Show()
}

// Show writes the line: the refusal, else the event and the guide.
func (s *TableStatus) Show() {
	if s.Line == nil {
		return
	}
	if s.problem != "" {
		s.Line.Set(s.problem, StatusProblem)
		return
	}
	text := strings.TrimSpace(s.event + " " + s.guide)
	kind := s.guideKind
	if s.event != "" && (kind == StatusInfo || (s.KeepEventKind && s.eventKind != StatusDone)) {
		kind = s.eventKind
	}
	s.Line.Set(text, kind)
}
