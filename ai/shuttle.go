package ai

import "github.com/ninemen/morris/rules"

// dropBannedThreat takes, under rules.Variant.RestrictRepeatedMills, the
// banned slide's point out of the mills the side to move can close now
// when that slide was its only way to close one there.
func (s *searcher) dropBannedThreat(p *rules.Position, u *sideFacts) {
	ban, ok := p.BannedSlide()
	if !ok || u.closeAt&rules.Bit(ban.To()) == 0 {
		return
	}
	to := rules.Bit(ban.To())
	others := u.men &^ rules.Bit(ban.From())
	for _, m := range s.geo.lines {
		if m&to == 0 || u.men&m != m&^to {
			continue
		}
		rest := others &^ m
		if u.places || u.flies && rest != 0 || u.slides && s.geo.nb[ban.To()]&rest != 0 {
			return
		}
	}
	u.closeAt &^= to
}
