import { Link } from 'react-router-dom'
import { LegalEmail, LegalHolderDetails } from '../../components/page-frames/legal-identity.tsx'
import { LegalPage, LegalSection } from '../../components/page-frames/legal-page.tsx'
import { definePage } from '../page-declaration.ts'
import { SITE_NAME } from '../site.ts'

export const page = definePage({
  path: '/aviso-legal',
  frame: 'bare',
  title: 'Aviso legal',
  description: 'Datos del titular e información legal del sitio web.',
  islandsOnly: true,
})

export default function LegalNoticeScreen() {
  return (
    <LegalPage
      title="Aviso legal"
      intro={
        <p>
          En cumplimiento de la Ley 34/2002, de servicios de la sociedad de la información y de
          comercio electrónico (LSSI-CE), te informamos de quién está detrás de este sitio web y de
          las reglas básicas para usarlo.
        </p>
      }
    >
      <LegalSection number={1} title="Introducción">
        <p>
          Este aviso legal regula el acceso y el uso del sitio web de {SITE_NAME}. Cualquier persona
          que navegue por él adquiere la condición de usuaria y acepta este aviso, junto con los{' '}
          <Link to="/terminos">términos y condiciones</Link> y la{' '}
          <Link to="/politica-privacidad">política de privacidad</Link>.
        </p>
      </LegalSection>

      <LegalSection number={2} title="Datos del titular">
        <LegalHolderDetails />
      </LegalSection>

      <LegalSection number={3} title="Uso permitido">
        <p>
          El sitio puede usarse libremente para informarse sobre el centro, contactar con él e
          inscribirse en sus actividades. No está permitido usarlo para fines ilícitos, dañar su
          funcionamiento, acceder sin permiso a áreas restringidas ni recoger datos de otras
          personas. Nos reservamos el derecho de impedir el acceso a quien incumpla estas normas.
        </p>
      </LegalSection>

      <LegalSection number={4} title="Propiedad intelectual e industrial">
        <p>
          Todos los contenidos del sitio (textos, imágenes, libros, música, vídeos, marcas,
          logotipos y código) son de {SITE_NAME} o de terceros que han autorizado su uso. Queda
          prohibida su reproducción, distribución, comunicación pública o transformación sin
          autorización expresa, salvo el uso personal y privado de los materiales que el propio
          sitio ofrece para descargar.
        </p>
      </LegalSection>

      <LegalSection number={5} title="Limitación de responsabilidad">
        <p>
          Los contenidos tienen carácter informativo y no constituyen consejo médico. El titular no
          se hace responsable de los errores u omisiones que pudieran contener, de las
          interrupciones del servicio por causas técnicas o de fuerza mayor, ni del uso que cada
          persona haga de la información publicada.
        </p>
      </LegalSection>

      <LegalSection number={6} title="Enlaces a sitios de terceros">
        <p>
          Los enlaces y contenidos integrados de otros sitios (formularios, plataformas de música y
          vídeo, redes sociales o mensajería) se ofrecen para tu comodidad. El titular no gestiona
          esos sitios y no responde de sus contenidos. Si detectas un enlace con contenido
          inadecuado, avísanos y lo retiraremos.
        </p>
      </LegalSection>

      <LegalSection number={7} title="Privacidad y protección de datos">
        <p>
          Los datos personales que nos facilites se tratan conforme al RGPD y a la LOPDGDD, como se
          detalla en la <Link to="/politica-privacidad">política de privacidad</Link>.
        </p>
      </LegalSection>

      <LegalSection number={8} title="Modificaciones">
        <p>
          El titular puede modificar en cualquier momento este aviso legal, la presentación y los
          contenidos del sitio. Los cambios se aplican desde su publicación en esta página.
        </p>
      </LegalSection>

      <LegalSection number={9} title="Legislación aplicable y jurisdicción">
        <p>
          Este aviso legal se rige por la legislación española. Las partes se someten a los juzgados
          y tribunales de Albacete para cualquier controversia, salvo que la ley reconozca a la
          persona consumidora el derecho a acudir a los de su domicilio.
        </p>
      </LegalSection>

      <LegalSection number={10} title="Contacto">
        <p>
          Para cualquier consulta sobre este aviso legal puedes escribir a <LegalEmail /> o usar el{' '}
          <Link to="/contacto">formulario de contacto</Link>.
        </p>
      </LegalSection>
    </LegalPage>
  )
}
