import { EmbeddedForm } from '../../components/page-frames/embedded-form.tsx'
import { FormPage } from '../../components/page-frames/form-page.tsx'
import { definePage } from '../page-declaration.ts'

export const page = definePage({
  path: '/inscripcion/crisis-cielo',
  frame: 'bare',
  title: 'Inscripción: Crisis del Cielo',
  description: 'Formulario de inscripción al curso Crisis del Cielo.',
  islandsOnly: true,
})

export default function EnrolmentCrisisCieloScreen() {
  return (
    <FormPage
      eyebrow="Inscripción"
      title="Inscripción al curso Crisis del Cielo"
      back={{ to: '/actividades', label: 'Volver a actividades' }}
      intro={
        <p>
          Rellena el formulario para reservar tu plaza en el curso. Cuando lo recibamos te
          escribiremos con los detalles de acceso y los primeros pasos.
        </p>
      }
    >
      <EmbeddedForm
        settingKey="enrolment_crisis_cielo_form_url"
        title="Formulario de inscripción al curso Crisis del Cielo"
      />
    </FormPage>
  )
}
