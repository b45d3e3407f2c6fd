import { Link } from 'react-router-dom'
import {
  LegalEmail,
  LegalHolderSentence,
  LegalPhone,
} from '../../components/page-frames/legal-identity.tsx'
import { LegalPage, LegalSection } from '../../components/page-frames/legal-page.tsx'
import { definePage } from '../page-declaration.ts'
import { SITE_NAME } from '../site.ts'

export const page = definePage({
  path: '/terminos',
  frame: 'bare',
  title: 'Términos y condiciones',
  description: 'Condiciones de uso del sitio web.',
  islandsOnly: true,
})

export default function TermsScreen() {
  return (
    <LegalPage
      title="Términos y condiciones"
      intro={
        <p>
          Estas condiciones explican cómo puedes usar este sitio web y sus contenidos. Al navegar
          por él las aceptas; si no estás de acuerdo con ellas, te pedimos que no lo utilices.
        </p>
      }
    >
      <LegalSection number={1} title="Introducción">
        <p>
          {SITE_NAME} es un espacio dedicado a la nutrición consciente, las terapias naturales y el
          acompañamiento personal. Este sitio web presenta sus terapias, actividades, retiros,
          libros, música, vídeos y productos, y permite contactar con el centro e inscribirse en sus
          propuestas.
        </p>
        <p>
          La información que encontrarás aquí es divulgativa y no sustituye el diagnóstico ni el
          tratamiento de un profesional sanitario. Si tienes una enfermedad o tomas medicación,
          consulta con tu médico antes de cambiar tu alimentación o empezar cualquier terapia.
        </p>
      </LegalSection>

      <LegalSection number={2} title="Datos del titular">
        <p>
          El sitio pertenece a <LegalHolderSentence />. Puedes contactar por correo electrónico en{' '}
          <LegalEmail /> o por teléfono en el <LegalPhone />.
        </p>
      </LegalSection>

      <LegalSection number={3} title="Uso permitido">
        <p>Puedes consultar los contenidos del sitio para tu uso personal. Te comprometes a:</p>
        <ul>
          <li>no utilizar el sitio con fines ilícitos o contrarios a estas condiciones;</li>
          <li>
            no intentar acceder a la zona de administración ni a datos de otras personas sin
            autorización;
          </li>
          <li>
            no introducir programas, virus o cualquier otro elemento que pueda dañar el sitio o los
            equipos de otras personas;
          </li>
          <li>facilitar datos veraces cuando rellenes un formulario o te inscribas.</li>
        </ul>
        <p>
          Las inscripciones en actividades se confirman por escrito y pueden tener condiciones
          propias (plazas, fechas, forma de pago), que se comunican antes de reservar.
        </p>
      </LegalSection>

      <LegalSection number={4} title="Propiedad intelectual">
        <p>
          Los textos, fotografías, libros, grabaciones musicales, vídeos, logotipos y el diseño del
          sitio pertenecen a {SITE_NAME} o a sus autores, y están protegidos por la legislación de
          propiedad intelectual e industrial. Los libros descargables gratuitos pueden guardarse
          para uso personal, pero no venderse, modificarse ni publicarse en otros sitios sin permiso
          por escrito. Para cualquier otro uso, escríbenos y lo hablamos.
        </p>
      </LegalSection>

      <LegalSection number={5} title="Limitación de responsabilidad">
        <p>
          Cuidamos que la información sea correcta y esté al día, pero no podemos garantizar que no
          contenga errores ni que el sitio esté disponible en todo momento. No respondemos de los
          daños que se deriven de un uso del sitio contrario a estas condiciones, de interrupciones
          técnicas ajenas a nosotros ni de decisiones de salud tomadas sin el consejo de un
          profesional.
        </p>
      </LegalSection>

      <LegalSection number={6} title="Enlaces a terceros">
        <p>
          El sitio incluye enlaces y contenidos integrados de otros servicios: formularios,
          reproductores de música, vídeos, redes sociales y mensajería. No controlamos esos
          servicios ni respondemos de sus contenidos o de su funcionamiento; al usarlos se aplican
          sus propias condiciones y políticas de privacidad.
        </p>
      </LegalSection>

      <LegalSection number={7} title="Privacidad">
        <p>
          El tratamiento de tus datos personales se explica en la{' '}
          <Link to="/politica-privacidad">política de privacidad</Link>.
        </p>
      </LegalSection>

      <LegalSection number={8} title="Cambios en estas condiciones">
        <p>
          Podemos actualizar estas condiciones cuando cambien nuestras propuestas o la normativa. La
          versión vigente es siempre la publicada en esta página, con la fecha de su última
          actualización.
        </p>
      </LegalSection>

      <LegalSection number={9} title="Ley aplicable y jurisdicción">
        <p>
          Estas condiciones se rigen por la legislación española. Para resolver cualquier
          controversia, las partes se someten a los juzgados y tribunales de Albacete, salvo que la
          persona usuaria tenga la condición de consumidora, en cuyo caso será competente el juzgado
          de su domicilio conforme a la normativa de consumo.
        </p>
      </LegalSection>

      <LegalSection number={10} title="Contacto">
        <p>
          Si tienes cualquier pregunta sobre estas condiciones, escríbenos a <LegalEmail /> o usa el{' '}
          <Link to="/contacto">formulario de contacto</Link>.
        </p>
      </LegalSection>
    </LegalPage>
  )
}
