package pymtheg

// prefixed is a refusal whose message gains a field path in front; it keeps
// the kind (invalid or illegal) of the error it wraps.
type prefixed struct {
	msg string
	err error
}

func (p *prefixed) Error() string { return p.msg }
func (p *prefixed) Unwrap() error { return p.err }

// refusalWithPrefix joins field and message with a dot ("deal" +
// "tricks_won.N: …"), or a space when field ends in a colon.
func refusalWithPrefix(field string, err error) error {
	sep := "."
	if len(field) > 0 && field[len(field)-1] == ':' {
		sep = " "
	}
	return &prefixed{msg: field + sep + err.Error(), err: err}
}
