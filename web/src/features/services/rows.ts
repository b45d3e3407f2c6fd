/** "The first 4 on one row, the rest on a second." */
export const FIRST_ROW_SIZE = 4

export function serviceRows<T>(services: readonly T[]): [T[], T[]] {
  return [services.slice(0, FIRST_ROW_SIZE), services.slice(FIRST_ROW_SIZE)]
}
