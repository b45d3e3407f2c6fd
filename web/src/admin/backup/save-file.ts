/** Hands a file made in the page (a downloaded archive) to the browser, which saves it. */
export function saveFile(blob: Blob, fileName: string) {
  const address = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = address
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // The browser has taken the file by the next turn; the address would keep it in memory.
  setTimeout(() => URL.revokeObjectURL(address), 0)
}
