package game

import "strings"

// Step is one line of an explanation a player can read aloud. Section names
// the rulebook section it applies and Ruling the RULINGS.md id, when any;
// the app links them, the CLI writes them after the text.
type Step struct {
	Text    string `json:"text"`
	Section string `json:"section,omitempty"`
	Ruling  string `json:"ruling,omitempty"`
}

// String writes the step with its citation: "Text (Section; RULING)".
func (s Step) String() string {
	var cite []string
	if s.Section != "" {
		cite = append(cite, s.Section)
	}
	if s.Ruling != "" {
		cite = append(cite, s.Ruling)
	}
	if len(cite) == 0 {
		return s.Text
	}
	return s.Text + " (" + strings.Join(cite, "; ") + ")"
}

// Explanation collects steps in order.
type Explanation []Step

// Add appends a step and returns the explanation for chaining.
func (e *Explanation) Add(text, section, ruling string) {
	*e = append(*e, Step{Text: text, Section: section, Ruling: ruling})
}

// Strings returns each step with its citation, for the contract's
// "explanation" array.
func (e Explanation) Strings() []string {
	out := make([]string, len(e))
	for i, s := range e {
		out[i] = s.String()
	}
	return out
}
