package swords

import "testing"

func BenchmarkResolveJSON(b *testing.B) {
	in := []byte(`{"game":"mortal-swords","strong_suit":"S","knights":4,"attacker":0,"plays":[{"seat":0,"card":"4S"},{"seat":1,"card":"7S"},{"seat":2,"card":"7C"},{"seat":3,"card":"4H"}],"random":[],"died":[],"options":{"expanded_dodging":true}}`)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := resolve(in); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkScoreLog(b *testing.B) {
	in := []byte(`{"game":"mortal-swords","knights":["Ann","Bo"],"dealer":"Bo","strong_card":"7S","options":{"warriors_vow":true},"vow":["2S","3H"],"attacks":[
 {"plays":[{"seat":0,"card":"9D"},{"seat":1,"card":"4C"}],"choices":[{"seat":1,"choice":"hand","card":"5S"}]},
 {"plays":[{"seat":1,"card":"8C"},{"seat":0,"card":"5C"}],"choices":[{"seat":0,"choice":"turn_down"}]},
 {"plays":[{"seat":0,"card":"KH"},{"seat":1,"card":"2D"}],"choices":[{"seat":1,"choice":"steal"}]}]}`)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := score(in); err != nil {
			b.Fatal(err)
		}
	}
}
