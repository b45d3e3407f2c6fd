/** What the videos island is drawn with, apart from its view and the island so neither imports the other. */
export interface VideoListProps {
  /** `home`: the first four with 'Ver más'; `page`: every video; `resources`: at most eight. */
  variant: 'home' | 'page' | 'resources'
  headingLevel: 'h2' | 'h3'
  skeletonCount: number
}
