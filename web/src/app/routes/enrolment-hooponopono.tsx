import { EmbeddedForm } from '../../components/page-frames/embedded-form.tsx'
import { FormPage } from '../../components/page-frames/form-page.tsx'
import { definePage } from '../page-declaration.ts'

export const page = definePage({
  path: '/inscripcion/hooponopono',
  frame: 'bare',
  title: "Inscripción: Ho'oponopono",
  description: "Formulario de inscripción al taller de Ho'oponopono.",
  islandsOnly: true,
})

export default function EnrolmentHooponoponoScreen() {
  return (
    <FormPage
      eyebrow="Inscripción"
      title="Inscripción al taller de Ho'oponopono"
      back={{ to: '/actividades', label: 'Volver a actividades' }}
      intro={
        <p>
          Rellena el formulario para reservar tu plaza en el taller. Te confirmaremos la inscripción
          y te enviaremos la fecha, el lugar y lo que conviene traer.
        </p>
      }
    >
      <EmbeddedForm
        settingKey="enrolment_hooponopono_form_url"
        title="Formulario de inscripción al taller de Ho'oponopono"
      />
    </FormPage>
  )
}
