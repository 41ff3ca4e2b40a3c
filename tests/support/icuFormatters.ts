/**
 * The formatters icu-minify's `format` needs, as the app's message formatting creates them
 * (plain `Intl` constructors): for tests that format precompiled messages like readers see them.
 */
export const icuFormatters = {
  getDateTimeFormat: (...a: ConstructorParameters<typeof Intl.DateTimeFormat>) =>
    new Intl.DateTimeFormat(...a),
  getNumberFormat: (...a: ConstructorParameters<typeof Intl.NumberFormat>) =>
    new Intl.NumberFormat(...a),
  getPluralRules: (...a: ConstructorParameters<typeof Intl.PluralRules>) =>
    new Intl.PluralRules(...a),
}
