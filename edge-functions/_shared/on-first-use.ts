/**
 * A value made on its first use, then kept. For `Intl` formatters and collators above all: making
 * one loads its locale's (and time zone's) data, tens of milliseconds on a phone, which every screen
 * importing the module would pay on arrival whether it shows a date or not.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined
  let made = false
  return () => {
    if (!made) {
      value = make()
      made = true
    }
    return value as T
  }
}
