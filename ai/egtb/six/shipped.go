package six

//go:generate go run ../../cmd/six -out data/six.mmsx

// File is the name of the shipped solution's file (data/ here, and beside
// the game's WebAssembly in the browser, which fetches it).
const File = "six.mmsx"

// Load decodes the shipped solution, calling pause (if not nil) between
// chunks of work. It takes some tens of milliseconds natively; in the
// browser it first fetches the file, and fails when that does.
func Load(pause func()) (*Table, error) {
	data, err := fileData()
	if err != nil {
		return nil, err
	}
	return Read(data, pause)
}
