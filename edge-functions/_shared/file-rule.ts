/**
 * One rule for what a file is, wherever it reaches a bucket (docs/security.md, "One rule for what
 * a file is"): the declared type is exactly one the bucket allows, with no parameters, and it is
 * the type stored and served.
 */

/** A bare `type/subtype`: anything after it (`;charset=…`, `;,text/html`) is not one. */
const BARE_TYPE = /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/

/**
 * Whether a bucket allowing `allowed` (none: any type) takes a file declared `declared`. Only the
 * exact text counts, as on hosted Storage, so a browser can never be handed more than the type.
 */
export function typeAllowed(allowed: readonly string[] | null, declared: string): boolean {
  if (!BARE_TYPE.test(declared)) return false
  if (!allowed || allowed.length === 0) return true
  return allowed.some((pattern) =>
    pattern.endsWith('/*') ? declared.startsWith(pattern.slice(0, -1)) : pattern === declared,
  )
}
