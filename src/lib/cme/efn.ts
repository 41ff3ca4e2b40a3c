/**
 * Validates a German Einheitliche Fortbildungsnummer (EFN) of dually licensed physicians:
 * 15 digits whose last is a Luhn check digit (Bundesärztekammer EFN specification).
 */
export function isValidEfn(value: string): boolean {
  if (!/^\d{15}$/.test(value)) return false
  let sum = 0
  for (let i = 0; i < 15; i++) {
    let digit = Number(value[14 - i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}
