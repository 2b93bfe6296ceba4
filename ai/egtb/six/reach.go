package six

// Reach counts the positions play reaches from the start, each as often
// as it has distinct forms under the board's symmetries and for each
// side to move it is reached with (the moving phase is played by both
// colours; a placing layer's side follows from it): the count published
// solutions give, which knows no symmetry. Positions over (a side down to
// two men) are counted apart (finished); positions whose side to move is
// blocked are among the others. It takes some seconds.
func Reach() (positions, finished int64) {
	// reached[c][slot]: reached with colour c (White 0) to move.
	var reached [2][]bool
	reached[0] = make([]bool, lay.size)
	reached[1] = make([]bool, lay.size)
	mark := func(c int, k int, us, them set) bool {
		us, them = canonicalForm(us, them)
		i := lay.slot(k, us, them)
		if reached[c][i] {
			return false
		}
		reached[c][i] = true
		return true
	}
	mark(0, 0, 0, 0)
	// ended holds the positions over, by colour to move, layer and
	// least form.
	ended := map[[4]uint32]bool{}
	expand := func(s *sector, i int64, c int) bool {
		_, us, them := lay.position(i)
		next := min(s.layer+1, moving)
		grew := false
		turns(s.layer, us, them, func(nt, nu set) {
			if nt|nu != 0 && mark(1-c, next, nt, nu) {
				grew = true
			}
		}, func(nt, nu set) {
			nt, nu = canonicalForm(nt, nu)
			ended[[4]uint32{uint32(1 - c), uint32(next), uint32(nt), uint32(nu)}] = true
		})
		return grew
	}
	for _, s := range lay.list {
		if s.layer == moving {
			continue
		}
		c := s.layer % 2
		for i := s.base; i < s.base+s.size(); i++ {
			if reached[c][i] {
				expand(s, i, c)
			}
		}
	}
	for grew := true; grew; {
		grew = false
		for _, s := range lay.list {
			if s.layer != moving {
				continue
			}
			for i := s.base; i < s.base+s.size(); i++ {
				for c := range 2 {
					if reached[c][i] && expand(s, i, c) {
						grew = true
					}
				}
			}
		}
	}
	for i := range lay.size {
		_, us, them := lay.position(i)
		if !canonical(us, them) {
			continue
		}
		for c := range 2 {
			if reached[c][i] {
				positions += int64(forms(us, them))
			}
		}
	}
	for k := range ended {
		finished += int64(forms(set(k[2]), set(k[3])))
	}
	return positions, finished
}

// canonicalForm is the least of a position's symmetric forms.
func canonicalForm(us, them set) (set, set) {
	bu, bt := us, them
	for s := 1; s < numSyms; s++ {
		u, t := geo.apply(s, us), geo.apply(s, them)
		if u < bu || u == bu && t < bt {
			bu, bt = u, t
		}
	}
	return bu, bt
}

// forms is the number of distinct symmetric forms of a position.
func forms(us, them set) int {
	var seen [numSyms]uint32
	n := 0
	for s := range numSyms {
		k := uint32(geo.apply(s, us))<<16 | uint32(geo.apply(s, them))
		dup := false
		for _, o := range seen[:n] {
			dup = dup || o == k
		}
		if !dup {
			seen[n] = k
			n++
		}
	}
	return n
}
