import { createContext } from 'react'

/**
 * Starts loading the code of the screen that serves a path (`preloadScreen` of the route table),
 * handed down by `Page`: the admin's links use it without importing the route table, which
 * imports every screen and is the entry's alone. Where no page sets it (the bench's floor of the
 * admin frame), nothing is loaded.
 */
export const PreloadScreen = createContext<(pathname: string) => void>(() => {})
