import { type ReactNode, useEffect, useRef, useState } from 'react'
import { FaArrowRight } from 'react-icons/fa'
import { css, cx } from '#styled/css'
import { stack } from '#styled/patterns'
import { heading } from '#styled/recipes'
import { TabSet } from '../../components/content/tab-set.tsx'
import { buttonClass } from '../../components/plain/button.tsx'
import { useAddressHash } from '../../lib/address-hash.ts'
import { AlbumList } from '../albums/album-list.tsx'
import { BookList } from '../books/book-list.tsx'
import { VideoList } from '../videos/video-list.tsx'
import { RESOURCE_TABS, type ResourceTab, tabFromHash } from './tabs.ts'

// Room the sticky header takes above the tabs when a link scrolls to them.
const tabsLook = css({ scrollMarginTop: '88px' })
const headingLook = cx(
  heading({ size: { base: 'xl', md: '2xl' } }),
  css({ mt: '0', mx: '0', mb: '4', color: 'brand.800' }),
)
const panelLook = css(stack.raw({ gap: '4' }), {
  maxW: '3xl',
  color: 'gray.700',
  '& p': { m: '0' },
})
const pointsLook = css(stack.raw({ gap: '2' }), { m: '0', ps: '5', listStyleType: 'disc' })
const actionsLook = css({ display: 'flex', flexWrap: 'wrap', gap: '3', pt: '2' })
const moreLook = css({ display: 'flex', justifyContent: 'center', mt: '8' })
const loneLook = css({ pt: '2' })

function PanelHeading({ children }: { children: ReactNode }) {
  return <h2 className={headingLook}>{children}</h2>
}

function MoreLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <div className={moreLook}>
      <a href={to} className={buttonClass({ variant: 'outline', pill: true })}>
        {children}
        <FaArrowRight aria-hidden="true" />
      </a>
    </div>
  )
}

function Accompaniment() {
  return (
    <div className={panelLook}>
      <PanelHeading>Acompañamiento personal</PanelHeading>
      <p>
        Leer o ver un vídeo ayuda, pero a veces hace falta alguien que escuche tu caso concreto. En
        el acompañamiento revisamos contigo la alimentación, el descanso, el movimiento y cómo te
        sientes, y acordamos pasos pequeños que puedas mantener.
      </p>
      <ul className={pointsLook}>
        <li>Sesiones en el centro de Albacete o por videollamada, a tu elección.</li>
        <li>Un plan escrito después de cada sesión, sin dietas imposibles.</li>
        <li>Seguimiento por mensajería entre sesiones para resolver dudas del día a día.</li>
      </ul>
      <p>
        Cuéntanos qué te gustaría cambiar y te propondremos el formato que mejor encaje contigo.
      </p>
      <div className={actionsLook}>
        <a href="/contacto" className={buttonClass()}>
          Pedir información
        </a>
        <a href="/terapias" className={buttonClass({ variant: 'outline' })}>
          Ver las terapias
        </a>
      </div>
    </div>
  )
}

function CrisisDelCieloCourse() {
  return (
    <div className={panelLook}>
      <PanelHeading>Curso «Crisis del Cielo»</PanelHeading>
      <p>
        Un curso de 27 días para atravesar una etapa de confusión o cansancio con más calma. Cada
        día recibes un vídeo breve, de 3 a 5 minutos, con una idea y un gesto sencillo para ponerla
        en práctica.
      </p>
      <ul className={pointsLook}>
        <li>27 días seguidos, a tu ritmo: los vídeos quedan disponibles.</li>
        <li>Vídeos diarios de 3 a 5 minutos, pensados para verlos en cualquier momento.</li>
        <li>Ejercicios de respiración, escritura y atención a la alimentación.</li>
      </ul>
      <div className={loneLook}>
        <a href="/inscripcion/crisis-cielo" className={buttonClass()}>
          Inscribirme en el curso
        </a>
      </div>
    </div>
  )
}

/**
 * The resources page's tabs, a hydrated island: the prerendered page shows the first tab, with
 * every panel's static text in its HTML, and its tabs are links to their hashes, so without
 * JavaScript (or before it runs) `#libros` shows the books tab by CSS alone (`TabSet`). An
 * address whose hash names a tab (`#musica`) opens it and scrolls the tabs into view, on arrival
 * and whenever the hash changes. A list's data loads the first time its tab opens, not with the
 * page; each list's panel links to its own page, where the list is in the HTML.
 */
export default function ResourcesTabs() {
  const hash = useAddressHash()
  const [tab, setTab] = useState<ResourceTab>('acompanamiento')
  const [opened, setOpened] = useState<ReadonlySet<ResourceTab>>(() => new Set([tab]))
  const tabsRef = useRef<HTMLDivElement>(null)
  const tabListRef = useRef<HTMLDivElement>(null)

  const choose = (next: ResourceTab) => {
    setTab(next)
    setOpened((current) => (current.has(next) ? current : new Set([...current, next])))
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the address's hash changes
  useEffect(() => {
    const fromHash = tabFromHash(hash)
    if (!fromHash) return
    choose(fromHash)
    tabsRef.current?.scrollIntoView({ block: 'start' })
  }, [hash])

  // On a phone the tab list scrolls sideways: keep the chosen tab in view (e.g. #musica, the last).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the chosen tab changes
  useEffect(() => {
    const list = tabListRef.current
    const trigger = list?.querySelector('[aria-selected="true"]')
    if (!list || !trigger) return
    const listBox = list.getBoundingClientRect()
    const triggerBox = trigger.getBoundingClientRect()
    list.scrollLeft += triggerBox.left - listBox.left - (listBox.width - triggerBox.width) / 2
  }, [tab])

  return (
    <div ref={tabsRef} className={tabsLook}>
      <TabSet
        label="Recursos"
        tabs={RESOURCE_TABS}
        value={tab}
        onValueChange={choose}
        listRef={tabListRef}
        panels={{
          acompanamiento: <Accompaniment />,
          curso: <CrisisDelCieloCourse />,
          videos: (
            <>
              <PanelHeading>Vídeos</PanelHeading>
              {opened.has('videos') && <VideoList variant="resources" headingLevel="h3" />}
              <MoreLink to="/videos">Ver todos los vídeos</MoreLink>
            </>
          ),
          libros: (
            <>
              <PanelHeading>Libros</PanelHeading>
              {opened.has('libros') && <BookList variant="resources" headingLevel="h3" />}
              <MoreLink to="/libros">Ver todos los libros</MoreLink>
            </>
          ),
          musica: (
            <>
              <PanelHeading>Música</PanelHeading>
              {opened.has('musica') && <AlbumList headingLevel="h3" />}
              <MoreLink to="/musica">Ir a la página de música</MoreLink>
            </>
          ),
        }}
      />
    </div>
  )
}
