import { css } from '#styled/css'
import { LinkButton } from '../../components/plain/link-button.tsx'
import { pageContainer } from '../../components/plain/looks.ts'
import { useOwnerSettings } from '../site-settings/site-settings.tsx'
import { type CallToAction, callToActionFrom } from './rules.ts'

const HEADING_ID = 'llamada-a-la-accion-titulo'

const bannerLook = css({
  py: { base: '14', md: '20' },
  backgroundImage: 'linear-gradient(to right, {colors.blue.800}, {colors.brand.700})',
  color: 'white',
})
const containerLook = css(pageContainer, { maxW: '4xl', textAlign: 'center' })
const titleLook = css({
  m: '0',
  fontFamily: 'heading',
  fontSize: { base: '2xl', md: '4xl' },
  fontWeight: 'semibold',
  lineHeight: '1.2',
})
const subtitleLook = css({
  mt: '4',
  mx: '0',
  mb: '0',
  fontSize: { base: 'md', md: 'xl' },
  color: 'whiteAlpha.950',
})
const actionLook = css({ mt: '8' })

/** The closing banner on a blue-to-green gradient; both ends keep white text above 4.5:1. */
export function CallToActionView({ banner }: { banner: CallToAction }) {
  return (
    <section aria-labelledby={HEADING_ID} className={bannerLook}>
      <div className={containerLook}>
        <h2 id={HEADING_ID} className={titleLook}>
          {banner.title}
        </h2>
        <p className={subtitleLook}>{banner.subtitle}</p>
        <div className={actionLook}>
          <LinkButton to={banner.buttonLink} variant="light" size="lg" pill>
            {banner.buttonText}
          </LinkButton>
        </div>
      </div>
    </section>
  )
}

/** The owner's cta_* settings (the spec's defaults until she sets them), in the page's HTML. */
export function CallToActionBanner() {
  return <CallToActionView banner={callToActionFrom(useOwnerSettings())} />
}
