package pymtheg

// prefixed is a refusal whose message gains a field path in front; it keeps
// the kind (invalid or illegal) of the error it wraps.
type prefixed struct {
	msg string
	err error
}

func (p *prefixed) Error() string { return p.msg }
func (p *prefixed) Unwrap() error { return p.err }

func refusalWithPrefix(field string, err error) error {
	return &prefixed{msg: field + "." + err.Error(), err: err}
}
