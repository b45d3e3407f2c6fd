import { Link } from 'react-router-dom'
import { LegalEmail, LegalHolderSentence } from '../../components/page-frames/legal-identity.tsx'
import { LegalPage, LegalSection } from '../../components/page-frames/legal-page.tsx'
import { definePage } from '../page-declaration.ts'
import { SITE_NAME } from '../site.ts'

export const page = definePage({
  path: '/politica-privacidad',
  frame: 'bare',
  title: 'Política de privacidad',
  description: 'Cómo tratamos tus datos personales conforme al RGPD y la LOPDGDD.',
  islandsOnly: true,
})

export default function PrivacyPolicyScreen() {
  return (
    <LegalPage
      title="Política de privacidad"
      intro={
        <p>
          En {SITE_NAME} cuidamos tus datos con el mismo respeto con el que cuidamos a las personas
          que nos visitan. Aquí te contamos, con palabras claras, qué datos tratamos, para qué y qué
          puedes hacer con ellos.
        </p>
      }
    >
      <LegalSection number={1} title="Introducción">
        <p>
          Esta política explica cómo se tratan los datos personales de quienes visitan este sitio
          web, escriben al centro o se inscriben en sus actividades. Se rige por el Reglamento (UE)
          2016/679, General de Protección de Datos (RGPD), y por la Ley Orgánica 3/2018, de
          Protección de Datos Personales y garantía de los derechos digitales (LOPDGDD).
        </p>
        <p>
          Solo tratamos los datos que necesitamos para atenderte y nunca los vendemos ni los cedemos
          para fines publicitarios.
        </p>
      </LegalSection>

      <LegalSection number={2} title="Responsable del tratamiento">
        <p>
          La responsable del tratamiento es <LegalHolderSentence />. Para cualquier cuestión sobre
          tus datos puedes escribir a <LegalEmail />.
        </p>
      </LegalSection>

      <LegalSection number={3} title="Datos que recogemos">
        <p>Según cómo te relaciones con nosotros, podemos tratar:</p>
        <ul>
          <li>
            <strong>Datos de identificación y contacto:</strong> nombre, correo electrónico,
            teléfono y localidad.
          </li>
          <li>
            <strong>Datos de tu solicitud:</strong> el mensaje que nos envías, la actividad, curso o
            terapia que te interesa y, en las solicitudes de colaboración, tu experiencia y
            disponibilidad.
          </li>
          <li>
            <strong>Datos que decides compartir sobre tu bienestar:</strong> hábitos de alimentación
            u objetivos personales, solo si nos los cuentas para preparar una consulta o un
            acompañamiento.
          </li>
          <li>
            <strong>Datos técnicos:</strong> la dirección IP y datos básicos del navegador que los
            servidores registran al servir las páginas, para mantener el sitio seguro y evitar
            abusos. Al descargar un libro no guardamos tu dirección, sino una huella cifrada de ella
            que solo sirve para no contar dos veces la misma descarga.
          </li>
        </ul>
        <p>
          No pedimos datos de menores de 14 años. Si tienes menos de esa edad, pide a tu madre,
          padre o tutor que se ponga en contacto con nosotros.
        </p>
      </LegalSection>

      <LegalSection number={4} title="Cómo recogemos los datos">
        <ul>
          <li>
            A través de los formularios de contacto, de colaboración y de inscripción que aparecen
            integrados en este sitio.
          </li>
          <li>
            Cuando nos escribes por correo electrónico, por teléfono o por el botón de chat de
            mensajería.
          </li>
          <li>Cuando te unes a los grupos de los retos gratuitos de la comunidad.</li>
          <li>De forma automática, por el funcionamiento técnico del sitio (datos técnicos).</li>
        </ul>
      </LegalSection>

      <LegalSection number={5} title="Finalidades del tratamiento">
        <ul>
          <li>Responder a tus consultas y solicitudes.</li>
          <li>
            Gestionar tu inscripción en terapias, cursos, talleres, retiros y retos, y enviarte la
            información práctica que necesites para participar.
          </li>
          <li>Valorar las solicitudes de colaboración de trabajo y de estancias.</li>
          <li>Preparar y acompañar tus consultas de nutrición y tus procesos de acompañamiento.</li>
          <li>Mantener el sitio web seguro y en funcionamiento.</li>
        </ul>
        <p>No tomamos decisiones automatizadas ni elaboramos perfiles con tus datos.</p>
      </LegalSection>

      <LegalSection number={6} title="Base jurídica">
        <ul>
          <li>
            <strong>Tu consentimiento</strong> (artículo 6.1.a del RGPD) cuando nos escribes o nos
            envías un formulario. Si nos cuentas datos sobre tu salud, los tratamos con tu
            consentimiento explícito (artículo 9.2.a del RGPD), solo para atenderte.
          </li>
          <li>
            <strong>La ejecución de un contrato o de medidas precontractuales</strong> (artículo
            6.1.b) cuando te inscribes en una actividad o contratas un servicio.
          </li>
          <li>
            <strong>El cumplimiento de obligaciones legales</strong> (artículo 6.1.c), por ejemplo
            en materia fiscal y contable.
          </li>
          <li>
            <strong>Nuestro interés legítimo</strong> (artículo 6.1.f) en proteger el sitio frente a
            usos indebidos.
          </li>
        </ul>
        <p>
          Puedes retirar tu consentimiento cuando quieras, sin que ello afecte a lo tratado antes de
          retirarlo.
        </p>
      </LegalSection>

      <LegalSection number={7} title="Plazo de conservación">
        <p>
          Conservamos tus datos mientras mantengamos la relación contigo y, después, durante los
          plazos que exige la ley para atender posibles responsabilidades (con carácter general,
          hasta seis años para la documentación contable y fiscal). Las consultas que no den lugar a
          ninguna relación se eliminan en un plazo máximo de un año. Los datos técnicos se guardan
          solo el tiempo necesario para la seguridad del sitio.
        </p>
      </LegalSection>

      <LegalSection number={8} title="Destinatarios">
        <p>
          No cedemos tus datos a terceros salvo obligación legal. Sí trabajamos con proveedores que
          los tratan por nuestra cuenta, con contrato de encargo de tratamiento y solo para
          prestarnos su servicio:
        </p>
        <ul>
          <li>El proveedor de alojamiento y base de datos del sitio web.</li>
          <li>El proveedor de los formularios integrados.</li>
          <li>El servicio de mensajería, cuando eliges escribirnos por chat.</li>
          <li>La asesoría que nos ayuda con las obligaciones contables y fiscales.</li>
        </ul>
      </LegalSection>

      <LegalSection number={9} title="Transferencias internacionales">
        <p>
          Algunos de estos proveedores (formularios, mensajería y plataformas de vídeo) pueden
          tratar datos fuera del Espacio Económico Europeo. Solo lo hacemos cuando el país cuenta
          con una decisión de adecuación de la Comisión Europea, como el Marco de Privacidad de
          Datos UE-EE. UU. para las empresas adheridas, o cuando se aplican las cláusulas
          contractuales tipo aprobadas por la Comisión. Puedes pedirnos más información sobre estas
          garantías.
        </p>
      </LegalSection>

      <LegalSection number={10} title="Tus derechos">
        <p>En cualquier momento puedes ejercer tus derechos de:</p>
        <ul>
          <li>acceso a tus datos;</li>
          <li>rectificación de los datos inexactos;</li>
          <li>supresión de tus datos;</li>
          <li>oposición al tratamiento;</li>
          <li>limitación del tratamiento;</li>
          <li>portabilidad de los datos que nos facilitaste;</li>
          <li>no ser objeto de decisiones basadas únicamente en un tratamiento automatizado.</li>
        </ul>
        <p>
          Escríbenos a <LegalEmail /> indicando qué derecho quieres ejercer. Te responderemos en el
          plazo de un mes. Si consideras que no hemos atendido bien tu solicitud, puedes presentar
          una reclamación ante la Agencia Española de Protección de Datos (
          <a href="https://www.aepd.es" target="_blank" rel="noopener noreferrer">
            www.aepd.es
          </a>
          ).
        </p>
      </LegalSection>

      <LegalSection number={11} title="Seguridad">
        <p>
          Aplicamos medidas técnicas y organizativas adecuadas al riesgo: conexión cifrada (HTTPS),
          acceso restringido a la zona de administración, permisos mínimos en la base de datos y
          copias de seguridad. Solo las personas del centro que necesitan tus datos para atenderte
          pueden consultarlos, y lo hacen con deber de confidencialidad.
        </p>
      </LegalSection>

      <LegalSection number={12} title="Cookies">
        <p>
          Este sitio no utiliza cookies propias de análisis ni de publicidad. Al navegar por las
          páginas públicas no se guarda nada en tu navegador con fines de seguimiento; la zona de
          administración solo guarda la sesión de la persona que la gestiona.
        </p>
        <p>
          Los formularios, reproductores de música y vídeos integrados pertenecen a otros servicios,
          que pueden instalar sus propias cookies cuando los usas. Te recomendamos consultar sus
          políticas y puedes bloquear o borrar las cookies desde la configuración de tu navegador.
        </p>
        <p>
          Si tienes cualquier duda sobre esta política, puedes{' '}
          <Link to="/contacto">escribirnos desde la página de contacto</Link>.
        </p>
      </LegalSection>
    </LegalPage>
  )
}
