/** What the albums island is drawn with, apart from its view and the island so neither imports the other. */
export interface AlbumListProps {
  headingLevel: 'h2' | 'h3'
}
