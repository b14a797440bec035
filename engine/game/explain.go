package game

import "strings"

// Step is one line of an explanation a player can read aloud. Section names
// the rulebook section it applies and Ruling the RULINGS.md id, when any;
// the app links them, the CLI writes them after the text.
type Step struct {
	Text    string `json:"text"`
	Section string `json:"section,omitempty"`
	Ruling  string `json:"ruling,omitempty"`
	// Said is Text as a typed message and SectionSaid the section as a
	// word, for other languages than the CLI's English (package say).
	Said        *Message `json:"-"`
	SectionSaid *Word    `json:"-"`
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

// Say appends a step said by a message, citing a section of the rules
// and a ruling id ("" for none).
func (e *Explanation) Say(m Message, section Word, ruling string) {
	step := Step{Text: m.String(), Ruling: ruling, Said: &m}
	if section != (Word{}) {
		step.Section, step.SectionSaid = section.English, &section
	}
	*e = append(*e, step)
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
