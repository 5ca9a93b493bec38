// How the product writes CSV, the server's answers and the web's downloads alike: the options of
// csv-stringify, which both use (the server its Node build, the web its browser build).

/**
 * A header row, CRLF line ends, booleans as `true`/`false`, and every cell a spreadsheet would read
 * as a formula (beginning with =, +, -, @, tab or carriage return) neutralised with a leading
 * apostrophe, as OWASP describes for CSV injection, so a file opened by a consumer never runs what
 * a user typed.
 */
export const CsvWriterOptions = {
  header: true,
  record_delimiter: 'windows',
  escape_formulas: true,
  cast: { boolean: String },
} as const;
