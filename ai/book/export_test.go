package book

// StandardText is the shipped book's text, for the tests.
var StandardText = standardText

// ParseYielding is parse, for the tests.
var ParseYielding = parse
