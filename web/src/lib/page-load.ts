/**
 * Leaving the app for another page by loading it, not by drawing it in place: a prerendered page
 * paints whole at once, where the app would draw it empty and let it jump as its parts arrive.
 * An object, so a test can watch it.
 */
export const pageLoad = {
  /** Goes to `path` in place of this page in the history. */
  replace(path: string) {
    window.location.replace(path)
  },
}
