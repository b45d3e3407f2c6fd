/** What the activities list island is drawn with (its module must not read settings). */
export interface ActivityListProps {
  /** `home`: featured activities, filter of five types; `page`: visible ones, every type. */
  variant: 'home' | 'page'
  headingLevel: 'h2' | 'h3'
  /** The centre's address (setting `legal_address`), read by the page: a calendar entry's place. */
  centreAddress?: string
}
