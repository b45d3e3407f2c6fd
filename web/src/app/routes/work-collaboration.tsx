import { EmbeddedForm } from '../../components/page-frames/embedded-form.tsx'
import { FormPage } from '../../components/page-frames/form-page.tsx'
import { SettingText } from '../../components/page-frames/setting-text.tsx'
import { definePage } from '../page-declaration.ts'

export const page = definePage({
  path: '/colaboracion-trabajo',
  frame: 'bare',
  title: 'Colaboración de trabajo',
  description: 'Solicita colaborar con el centro: estancias, voluntariado y proyectos compartidos.',
  islandsOnly: true,
})

export default function WorkCollaborationScreen() {
  return (
    <FormPage
      eyebrow="Colabora con nosotros"
      title="Solicitud de Colaboración de Trabajo"
      back={{ to: '/', label: 'Volver a Inicio' }}
      intro={
        <>
          <p>
            Si quieres sumarte al día a día del centro, con una estancia de colaboración, un
            voluntariado o un proyecto compartido, rellena la solicitud. Te responderemos lo antes
            posible.
          </p>
          <p style={{ marginTop: '0.75em' }}>
            Si prefieres hablarlo por teléfono, llama a{' '}
            <SettingText settingKey="collaboration_contact_name" /> al{' '}
            <SettingText settingKey="contact_phone" kind="phone" />.
          </p>
        </>
      }
    >
      <EmbeddedForm
        settingKey="collaboration_form_url"
        title="Formulario de solicitud de colaboración de trabajo"
      />
    </FormPage>
  )
}
