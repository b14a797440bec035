package widgets

import "fyne.io/fyne/v2/widget"

// StatusNotes is what a table's status line says: a lasting note ("Hand 2
// saved.") or, with none, Hint (what to do next); and over it, until a tap
// goes through, why the last tap was refused. The note outlives the line:
// a table makes a new Line when its layout changes and shows the note on
// it again with ShowNote.
type StatusNotes struct {
	Line *StatusLine
	Hint string

	note    string
	kind    widget.Importance
	problem string
}

// SetNote shows a lasting note ("" for the hint) and drops the refusal.
func (s *StatusNotes) SetNote(text string, kind widget.Importance) {
	s.note, s.kind, s.problem = text, kind, ""
	s.ShowNote()
}

// ShowNote shows the note, or the hint when there is none.
func (s *StatusNotes) ShowNote() {
	if s.note == "" {
		s.Line.Set(s.Hint, StatusInfo)
		return
	}
	s.Line.Set(s.note, s.kind)
}

// Problem shows why the last tap was refused, over the note.
func (s *StatusNotes) Problem(text string) {
	s.problem = text
	s.Line.Set(text, StatusProblem)
}

// ClearProblem shows the note again after a tap that went through.
func (s *StatusNotes) ClearProblem() {
	if s.problem != "" {
		s.problem = ""
		s.ShowNote()
	}
}

// Text is what the line shows.
func (s *StatusNotes) Text() string { return s.Line.Text() }
