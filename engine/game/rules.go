package game

// Rules is what `arbiter-cli rules GAME` prints and the app's rules screen
// shows: the rules Arbiter applies and the rulings it follows, in Arbiter's
// own words.
type Rules struct {
	Game     string    `json:"game"`
	Name     string    `json:"name"`
	Source   string    `json:"source"` // the rulebook and version followed
	Sections []Section `json:"sections"`
	Rulings  []Ruling  `json:"rulings"`
	Options  []Option  `json:"options"`
}

// Section is one part of the rules, summarised. ID names it for other
// languages: their catalogs have the words "<game>.section.<ID>.title"
// and "<game>.section.<ID>.text" (package say).
type Section struct {
	ID    string `json:"-"`
	Title string `json:"title"`
	Text  string `json:"text"`
}

// Ruling is one entry of RULINGS.md, in Arbiter's words. Other languages
// have the words "<game>.ruling.<ID>.question" and "<ID>.answer".
type Ruling struct {
	ID       string `json:"id"`
	Question string `json:"question"`
	Answer   string `json:"answer"`
	Option   string `json:"option,omitempty"` // the house-rule switch that changes it
}

// Option is a house-rule switch a table can set for a game.
type Option struct {
	Name    string   `json:"name"`
	Label   string   `json:"label,omitempty"` // the option's name for people
	Ruling  string   `json:"ruling,omitempty"`
	Default any      `json:"default"`
	Choices []string `json:"choices,omitempty"` // for options with named values
	Help    string   `json:"help"`              // one line: what changes
}
