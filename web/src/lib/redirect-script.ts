import { safeJson } from '../app/head.ts'

/**
 * The inline script of a redirect page (a page load, so the target arrives prerendered): goes to
 * `target` at each of `attemptsMs`, unless the page is already on its way out (`beforeunload`)
 * or there. It runs before any other script of the page, and the build allows it by its hash.
 */
export function redirectScript(target: string, attemptsMs: readonly number[]): string {
  return `(function(){var t=${safeJson(target)},left=false;addEventListener('beforeunload',function(){left=true});${safeJson(attemptsMs)}.forEach(function(d){setTimeout(function(){if(!left&&location.pathname+location.hash!==t)location.replace(t)},d)})})()`
}
