import { css } from '#styled/css'

/** Looks the activity cards and the filter share with their skeletons. */

export const filtersLook = css({
  display: 'flex',
  minW: '0',
  border: '0',
  p: '0',
  mx: '0',
  mt: '0',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: '2',
  mb: '8',
})

export const cardBody = css.raw({ gap: '3' })

export const cardFooterLook = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: '3',
  pt: '0',
  px: '5',
  pb: '5',
})
