package lang

// The parsers of the system's lists, which only their systems call.
var (
	ParseAppleLanguages = parseAppleLanguages
	SplitMultiSZ        = splitMultiSZ
)
