package learn

import "github.com/ninemen/morris/rules"

// lessonTable is the lessons, in the order a player takes them. Each
// position is drawn on the standard board with White, the player, to
// move; the texts are messages of lang/locales/*/learn.toml. To add a
// lesson, add an entry here and its messages there (docs/lessons.md).
var lessonTable = []Lesson{
	{ID: "board", Title: "lesson.board.title", Steps: []Step{
		{FEN: rules.StartFEN, Text: "lesson.board.points", Check: Listed,
			Accept: []string{"a1", "a7", "g1", "g7"}, Miss: "lesson.board.miss_corner", Praise: "lesson.praise.good"},
		{FEN: "********/********/***@***O w p p 1 8 1 8 0 0 0 0 0 0 0 0 2", Text: "lesson.board.names", Check: Listed,
			Accept: []string{"d6"}, Miss: "lesson.board.miss_name", Praise: "lesson.praise.right"},
		{FEN: "********/O****@**/***@***O w p p 2 7 2 7 0 0 0 0 0 0 0 0 3", Text: "lesson.board.lines", Check: Listed,
			Accept: []string{"d7", "d5", "b6", "f6"}, Miss: "lesson.board.miss_line", Praise: "lesson.praise.good"},
	}},
	{ID: "placing", Title: "lesson.placing.title", Steps: []Step{
		{FEN: rules.StartFEN, Text: "lesson.placing.place", Check: AnyPlacement,
			Miss: "lesson.wrong.no_move", Praise: "lesson.praise.good", Reply: []string{"d2", "f4"}},
		{FEN: "********/@***O**@/*******O w p p 2 7 2 7 0 0 0 0 0 0 0 0 3", Text: "lesson.placing.block", Check: Listed,
			Accept: []string{"f6"}, Miss: "lesson.placing.miss_block", Praise: "lesson.praise.block"},
	}},
	{ID: "mill", Title: "lesson.mill.title", Steps: []Step{
		{FEN: "***@****/**@**O**/O***@**O w p p 3 6 3 6 0 0 0 0 0 0 0 0 4", Text: "lesson.mill.close", Check: AnyMill,
			Miss: "lesson.mill.miss", Praise: "lesson.praise.mill"},
		{FEN: "*****@**/O@****@*/O*@O**O* w p p 4 5 4 5 0 0 0 0 0 0 0 0 5", Text: "lesson.mill.across", Check: AnyMill,
			Miss: "lesson.mill.miss", Praise: "lesson.praise.mill"},
	}},
	{ID: "removing", Title: "lesson.removing.title", Steps: []Step{
		{FEN: "*@******/**@*@*O*/O****@*O w p p 3 6 4 5 0 0 0 0 0 0 0 0 4", Text: "lesson.removing.take", Check: AnyMill,
			Miss: "lesson.mill.miss", Praise: "lesson.praise.mill"},
		{FEN: "***@**O*/**@*****/O**@@@*O w p p 3 6 5 4 0 0 0 0 0 0 0 0 4", Text: "lesson.removing.safe", Check: AnyMill,
			Miss: "lesson.mill.miss", Praise: "lesson.praise.right", Need: NeedsMillsSafe,
			Else: &Step{FEN: "***@**O*/**@*****/O**@@@*O w p p 3 6 5 4 0 0 0 0 0 0 0 0 4", Text: "lesson.removing.any",
				Check: AnyMill, Miss: "lesson.mill.miss", Praise: "lesson.praise.right"}},
		{FEN: "******O*/********/O**@@@*O w p p 3 6 3 6 0 0 0 0 0 0 0 0 4", Text: "lesson.removing.all_in_mills", Check: AnyMill,
			Miss: "lesson.mill.miss", Praise: "lesson.praise.right", Need: NeedsMillsTakenWhenAll,
			Else: &Step{FEN: "******O*/********/O**@@@*O w p p 3 6 3 6 0 0 0 0 0 0 0 0 4", Text: "lesson.removing.never",
				Check: AnyMill, Miss: "lesson.mill.miss", Praise: "lesson.praise.right"}},
	}},
	{ID: "moving", Title: "lesson.moving.title", Steps: []Step{
		{FEN: "***O***@/**@*O*O*/O@*@@**O w m s 5 0 5 0 0 0 0 0 0 0 0 0 20", Text: "lesson.moving.slide", Check: AnyMove,
			Miss: "lesson.wrong.no_move", Praise: "lesson.praise.good"},
		{FEN: "@**@*@**/*@**O*O*/O*O*@**O w m s 5 0 5 0 0 0 0 0 0 0 0 0 20", Text: "lesson.moving.mill", Check: AnyMill,
			Miss: "lesson.moving.miss", Praise: "lesson.praise.mill"},
	}},
	{ID: "blocked", Title: "lesson.blocked.title", Steps: []Step{
		{FEN: "***O***@/O*O*****/*@**@O@* w m s 4 0 4 0 0 0 0 0 0 0 0 0 20", Text: "lesson.blocked.stuck", Check: AnyMove,
			Miss: "lesson.wrong.no_move", Praise: "lesson.praise.good"},
		{Kind: NoteStep, FEN: "***O***@/O*O*****/*@**@O@* w m s 4 0 4 0 0 0 0 0 0 0 0 0 20", Text: "lesson.blocked.loses",
			Need: NeedsBlockedLoses, Else: &Step{Kind: NoteStep, FEN: "***O***@/O*O*****/*@**@O@* w m s 4 0 4 0 0 0 0 0 0 0 0 0 20",
				Text: "lesson.blocked.passes"}},
	}},
	{ID: "flying", Title: "lesson.flying.title", Steps: []Step{
		{FEN: "****@**@/***@*O**/O*@**@*O w m s 3 0 5 0 0 0 0 0 0 0 0 0 20", Text: "lesson.flying.fly", Check: AnyMill,
			Miss: "lesson.mill.miss", Praise: "lesson.praise.mill", Need: NeedsFlying,
			Else: &Step{Kind: NoteStep, FEN: "****@**@/***@*O**/O*@**@*O w m s 3 0 5 0 0 0 0 0 0 0 0 0 20", Text: "lesson.flying.off"}},
		{FEN: "*@*****@/@**O**O*/****@@*O w m s 3 0 5 0 0 0 0 0 0 0 0 0 20", Text: "lesson.flying.block", Check: Listed,
			Accept: []string{"a7-g1", "b4-g1", "f2-g1"}, Miss: "lesson.flying.miss_block", Praise: "lesson.praise.block", Need: NeedsFlying},
	}},
	{ID: "winning", Title: "lesson.winning.title", Steps: []Step{
		{FEN: "***@***@/***@OO**/O*O****O w m s 5 0 3 0 0 0 0 0 0 0 0 0 20", Text: "lesson.winning.two_men", Check: AnyMill,
			Miss: "lesson.mill.miss", Praise: "lesson.praise.won"},
		{FEN: "********/***O**O*/O**O@@@@ w m s 4 0 4 0 0 0 0 0 0 0 0 0 20", Text: "lesson.winning.no_move", Check: Listed,
			Accept: []string{"f2-d2"}, Miss: "lesson.winning.miss_block", Praise: "lesson.praise.won", Need: NeedsBlockedLoses,
			Else: &Step{FEN: "********/***O**O*/O**O@@@@ w m s 4 0 4 0 0 0 0 0 0 0 0 0 20", Text: "lesson.winning.passes",
				Check: Listed, Accept: []string{"f2-d2"}, Miss: "lesson.winning.miss_block", Praise: "lesson.praise.good"}},
	}},
	{ID: "double-mill", Title: "lesson.double.title", Steps: []Step{
		{FEN: "***@**@*/*O**@**O/OO*@*@*O w m s 5 0 5 0 0 0 0 0 0 0 0 0 20", Text: "lesson.double.open", Check: AnyMill,
			Miss: "lesson.double.miss", Praise: "lesson.praise.mill", Reply: []string{"c4-c3", "e3-d3", "g1-g4", "a1-a4"}},
		{FEN: "****@*@*/OO**@**O/*O*@*@*O w m s 5 0 5 0 0 0 0 0 0 0 0 0 20", Text: "lesson.double.close", Check: AnyMill,
			Miss: "lesson.double.miss", Praise: "lesson.praise.double"},
		{FEN: "*******@/**@*@*@*/O*OO***O w p p 4 5 4 5 0 0 0 0 0 0 0 0 5", Text: "lesson.double.two_at_once", Check: AnyMill,
			Miss: "lesson.mill.miss", Praise: "lesson.praise.mill", Need: NeedsRemovalPerMill,
			Else: &Step{FEN: "*******@/**@*@*@*/O*OO***O w p p 4 5 4 5 0 0 0 0 0 0 0 0 5", Text: "lesson.double.one_at_once",
				Check: AnyMill, Miss: "lesson.mill.miss", Praise: "lesson.praise.mill"}},
	}},
	{ID: "draws", Title: "lesson.draws.title", Steps: []Step{
		{FEN: "@**@***@/**O*O*O*/O*@@***O w m s 5 0 5 0 0 0 0 0 0 0 0 0 20",
			Lead: []string{"a7-a4", "g1-d1", "a4-a7", "d1-g1", "a7-a4", "g1-d1", "a4-a7", "d1-g1"},
			Text: "lesson.draws.repetition", Check: Listed, Accept: []string{"a7-a4"},
			Miss: "lesson.draws.miss_repetition", Praise: "lesson.praise.draw", Need: NeedsRepetition,
			Else: &Step{Kind: NoteStep, FEN: "@**@***@/**O*O*O*/O*@@***O w m s 5 0 5 0 0 0 0 0 0 0 0 0 20",
				Text: "lesson.draws.no_repetition"}},
		{Kind: NoteStep, FEN: "@**@***@/**O*O*O*/O*@@***O w m s 5 0 5 0 0 0 0 0 0 0 0 0 20", Text: "lesson.draws.move_limit",
			Count: MoveLimitCount, Need: NeedsMoveLimit,
			Else: &Step{Kind: NoteStep, FEN: "@**@***@/**O*O*O*/O*@@***O w m s 5 0 5 0 0 0 0 0 0 0 0 0 20",
				Text: "lesson.draws.no_move_limit"}},
		{Kind: GameStep, FEN: "*O*@***@/O*O*O*O@/*@*@*@*O w m s 6 0 6 0 0 0 0 0 0 0 0 0 20", Text: "lesson.game"},
	}},
}
