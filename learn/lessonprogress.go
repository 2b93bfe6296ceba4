package learn

import (
	"encoding/json"
	"fmt"
	"slices"
)

// LessonProgress is the lessons a player has done, kept between runs.
type LessonProgress struct {
	// Done are the ids of the lessons done, in the order they were first
	// done. An id no lesson has (one of a later version's) is kept.
	Done []string `json:"done"`
}

// Mark counts the lesson with id as done.
func (lp *LessonProgress) Mark(id string) {
	if !lp.Has(id) {
		lp.Done = append(lp.Done, id)
	}
}

// Has reports whether the lesson with id is done.
func (lp *LessonProgress) Has(id string) bool { return slices.Contains(lp.Done, id) }

// lessonProgressVersion is the version of LessonProgress's JSON; a newer
// one than this code knows is refused rather than read wrong.
const lessonProgressVersion = 1

// maxLessonID bounds an id, and maxDone the ids, that a file may hold:
// ids are short names and there are some ten lessons, so anything far
// beyond is damage.
const (
	maxLessonID = 40
	maxDone     = 1000
)

type lessonProgressFile struct {
	Version int `json:"version"`
	*LessonProgress
}

// MarshalLessonProgress writes lp as JSON, for the player's files.
func MarshalLessonProgress(lp *LessonProgress) ([]byte, error) {
	return json.MarshalIndent(lessonProgressFile{Version: lessonProgressVersion, LessonProgress: lp}, "", " ")
}

// UnmarshalLessonProgress reads progress written by MarshalLessonProgress,
// checking it: a damaged file is an error, never a panic or a list of
// nonsense.
func UnmarshalLessonProgress(data []byte) (*LessonProgress, error) {
	f := lessonProgressFile{LessonProgress: &LessonProgress{}}
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, fmt.Errorf("lesson progress: %w", err)
	}
	if f.Version < 1 || f.Version > lessonProgressVersion {
		return nil, fmt.Errorf("lesson progress: version %d, want 1 to %d", f.Version, lessonProgressVersion)
	}
	lp := f.LessonProgress
	if len(lp.Done) > maxDone {
		return nil, fmt.Errorf("lesson progress: %d lessons done, more than %d", len(lp.Done), maxDone)
	}
	seen := map[string]bool{}
	for i, id := range lp.Done {
		if !lessonID(id) {
			return nil, fmt.Errorf("lesson progress: lesson %d: %q is not a lesson id", i+1, id)
		}
		if seen[id] {
			return nil, fmt.Errorf("lesson progress: lesson %q twice", id)
		}
		seen[id] = true
	}
	return lp, nil
}

// lessonID reports whether id has the shape of a lesson's id: short,
// lower-case letters, digits and hyphens.
func lessonID(id string) bool {
	if id == "" || len(id) > maxLessonID {
		return false
	}
	for _, c := range id {
		if (c < 'a' || c > 'z') && (c < '0' || c > '9') && c != '-' {
			return false
		}
	}
	return true
}
