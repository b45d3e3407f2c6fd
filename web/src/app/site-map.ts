/**
 * Every public page the build renders to its own HTML file, with the title and description its
 * <head> carries. `sitemap.xml` lists the indexable ones. The prerenderer (`scripts/prerender.ts`,
 * through `entry-server.tsx`) renders each of them, and the e2e route checks visit each.
 */
export const SITE_NAME = 'Centro de Bienestar Integral'
export const SITE_AUTHOR = 'Elena Marín'
export const FOUNDER_PATH = '/elena-marin'

export interface PublicPage {
  path: string
  title: string
  description: string
  /** Pages that only redirect or frame another site stay out of the sitemap. */
  indexable?: false
}

export const PUBLIC_PAGES = [
  {
    path: '/',
    title: `${SITE_NAME} | Terapias, nutrición y retiros en Albacete`,
    description:
      'Terapias naturales, nutrición consciente, actividades y retiros para cuidar cuerpo y mente. Libros descargables, música para el descanso y acompañamiento cercano.',
  },
  {
    path: '/servicios',
    title: `Terapias | ${SITE_NAME}`,
    description:
      'Nutrición, terapias a distancia, comunidad, sesiones presenciales, acompañamientos, suplementos y dispositivos de bienestar.',
  },
  {
    path: '/terapias',
    title: `Terapias | ${SITE_NAME}`,
    description:
      'Nutrición, terapias a distancia, comunidad, sesiones presenciales, acompañamientos, suplementos y dispositivos de bienestar.',
  },
  {
    path: '/redir-servicios',
    title: `Redirigiendo a Terapias | ${SITE_NAME}`,
    description: 'Te llevamos a la página de terapias.',
    indexable: false,
  },
  {
    path: '/nutricion',
    title: `Nutrición consciente | ${SITE_NAME}`,
    description:
      'Alimentos que sanan, alimentos que conviene evitar, protocolos de depuración y una mentoría en tres pasos con seguimiento continuo.',
  },
  {
    path: FOUNDER_PATH,
    title: `Elena Marín: los cuatro grupos de alimentos | ${SITE_NAME}`,
    description:
      'Frutas, verduras, hierbas y especias, y alimentos silvestres: la guía de Elena Marín para una alimentación viva.',
  },
  {
    path: '/recursos',
    title: `Recursos | ${SITE_NAME}`,
    description:
      'Acompañamiento, el curso Crisis del Cielo, vídeos, libros y música para seguir tu camino a tu ritmo.',
  },
  {
    path: '/nosotros',
    title: `Nosotros | ${SITE_NAME}`,
    description: 'Conoce a Elena Marín y Tomás Requena, y la misión que guía el centro.',
  },
  {
    path: '/contacto',
    title: `Contacto | ${SITE_NAME}`,
    description: 'Escríbenos y te responderemos lo antes posible.',
  },
  {
    path: '/colaboracion-trabajo',
    title: `Colaboración de trabajo | ${SITE_NAME}`,
    description:
      'Solicita colaborar con el centro: estancias, voluntariado y proyectos compartidos.',
  },
  {
    path: '/actividades',
    title: `Actividades y retiros | ${SITE_NAME}`,
    description: 'Retiros, talleres, cursos, charlas y retos: filtra por tipo y reserva tu plaza.',
  },
  {
    path: '/productos',
    title: `Productos | ${SITE_NAME}`,
    description: 'Productos seleccionados para acompañar tu bienestar.',
  },
  {
    path: '/promociones',
    title: `Promociones | ${SITE_NAME}`,
    description: 'Promociones activas del centro.',
  },
  {
    path: '/testimonios',
    title: `Testimonios | ${SITE_NAME}`,
    description: 'Lo que cuentan quienes han pasado por el centro.',
  },
  {
    path: '/videos',
    title: `Vídeos | ${SITE_NAME}`,
    description: 'Vídeos sobre nutrición, meditación y bienestar.',
  },
  {
    path: '/libros',
    title: `Libros | ${SITE_NAME}`,
    description: 'Libros y guías para descargar o comprar.',
  },
  {
    path: '/musica',
    title: `Música | ${SITE_NAME}`,
    description: 'Álbumes de cuencos, mantras y paisajes sonoros para el descanso.',
  },
  {
    path: '/reproductor-musica',
    title: `Reproductor de Música | ${SITE_NAME}`,
    description: 'Escucha nuestros álbumes.',
    indexable: false,
  },
  {
    path: '/inscripcion/crisis-cielo',
    title: `Inscripción: Crisis del Cielo | ${SITE_NAME}`,
    description: 'Formulario de inscripción al curso Crisis del Cielo.',
  },
  {
    path: '/inscripcion/hooponopono',
    title: `Inscripción: Ho'oponopono | ${SITE_NAME}`,
    description: "Formulario de inscripción al taller de Ho'oponopono.",
  },
  {
    path: '/politica-privacidad',
    title: `Política de privacidad | ${SITE_NAME}`,
    description: 'Cómo tratamos tus datos personales conforme al RGPD y la LOPDGDD.',
  },
  {
    path: '/terminos',
    title: `Términos y condiciones | ${SITE_NAME}`,
    description: 'Condiciones de uso del sitio web.',
  },
  {
    path: '/aviso-legal',
    title: `Aviso legal | ${SITE_NAME}`,
    description: 'Datos del titular e información legal del sitio web.',
  },
] as const satisfies readonly PublicPage[]

export const PRERENDERED_PATHS = PUBLIC_PAGES.map((page) => page.path)

export function pageFor(path: string): PublicPage | undefined {
  return (PUBLIC_PAGES as readonly PublicPage[]).find((page) => page.path === path)
}
