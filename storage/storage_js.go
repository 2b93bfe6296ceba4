//go:build js

package storage

import (
	"fmt"
	"syscall/js"
	"time"
)

// Default returns the store in the page's localStorage, its keys starting
// with "morris/".
func Default() (*Store, error) { return &Store{root: "morris/"}, nil }

// At returns a store whose keys start with prefix.
func At(prefix string) *Store { return &Store{root: prefix} }

// local returns window.localStorage, which a browser may refuse (private
// windows, storage turned off): that is an error, not a crash.
func local() (v js.Value, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("storage: localStorage unavailable: %v", r)
		}
	}()
	v = js.Global().Get("localStorage")
	if v.IsUndefined() || v.IsNull() {
		return v, fmt.Errorf("storage: localStorage unavailable")
	}
	return v, nil
}

// call runs a localStorage method, turning a thrown exception (quota
// exceeded, security error) into an error.
func call(name string, args ...any) (v js.Value, err error) {
	ls, err := local()
	if err != nil {
		return js.Undefined(), err
	}
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("storage: %s: %v", name, r)
		}
	}()
	return ls.Call(name, args...), nil
}

// Load returns what was saved under name; an error wrapping ErrNotExist if
// nothing was.
func (s *Store) Load(name string) ([]byte, error) {
	if err := checkName(name); err != nil {
		return nil, err
	}
	v, err := call("getItem", s.root+name)
	if err != nil {
		return nil, err
	}
	if v.IsNull() || v.IsUndefined() {
		return nil, fmt.Errorf("storage: load %s: %w", name, ErrNotExist)
	}
	return []byte(v.String()), nil
}

// Save keeps data under name. A localStorage write is atomic by itself.
func (s *Store) Save(name string, data []byte) error {
	if err := checkName(name); err != nil {
		return err
	}
	if _, err := call("setItem", s.root+name, string(data)); err != nil {
		return fmt.Errorf("storage: save %s: %w", name, err)
	}
	return nil
}

// Remove forgets name.
func (s *Store) Remove(name string) error {
	if err := checkName(name); err != nil {
		return err
	}
	_, err := call("removeItem", s.root+name)
	return err
}

// SetAside copies a value that could not be read to another key (see
// asideName) before the caller writes a fresh one, and returns that key.
func (s *Store) SetAside(name string) (string, error) {
	data, err := s.Load(name)
	if err != nil {
		return "", err
	}
	aside := asideName(name, time.Now())
	if err := s.Save(aside, data); err != nil {
		return "", fmt.Errorf("storage: set aside %s: %w", name, err)
	}
	if err := s.Remove(name); err != nil {
		return "", err
	}
	return s.root + aside, nil
}
