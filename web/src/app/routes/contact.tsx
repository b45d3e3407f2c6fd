import { EmbeddedForm } from '../../components/page-frames/embedded-form.tsx'
import { FormPage } from '../../components/page-frames/form-page.tsx'
import { definePage } from '../page-declaration.ts'

export const page = definePage({
  path: '/contacto',
  frame: 'bare',
  title: 'Contacto',
  description: 'Escríbenos y te responderemos lo antes posible.',
  islandsOnly: true,
})

export default function ContactScreen() {
  return (
    <FormPage
      eyebrow="Contacto"
      title="Formulario de Contacto"
      back={{ to: '/', label: 'Volver a Inicio' }}
      intro={
        <p>
          Cuéntanos qué te trae hasta aquí: una consulta, una duda sobre una actividad o simplemente
          ganas de conocernos. Leemos cada mensaje con calma y te responderemos lo antes posible.
        </p>
      }
    >
      <EmbeddedForm settingKey="contact_form_url" title="Formulario de contacto" />
    </FormPage>
  )
}
