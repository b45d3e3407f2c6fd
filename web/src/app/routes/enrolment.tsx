import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { EmbeddedForm } from '../../components/page-frames/embedded-form.tsx'
import { FormPage } from '../../components/page-frames/form-page.tsx'
import { applyHead, pageHead } from '../head.ts'

interface Enrolment {
  title: string
  intro: string
  settingKey: string
  formTitle: string
}

const ENROLMENTS: Record<string, Enrolment> = {
  '/inscripcion/crisis-cielo': {
    title: 'Inscripción al curso Crisis del Cielo',
    intro:
      'Rellena el formulario para reservar tu plaza en el curso. Cuando lo recibamos te escribiremos con los detalles de acceso y los primeros pasos.',
    settingKey: 'enrolment_crisis_cielo_form_url',
    formTitle: 'Formulario de inscripción al curso Crisis del Cielo',
  },
  '/inscripcion/hooponopono': {
    title: "Inscripción al taller de Ho'oponopono",
    intro:
      'Rellena el formulario para reservar tu plaza en el taller. Te confirmaremos la inscripción y te enviaremos la fecha, el lugar y lo que conviene traer.',
    settingKey: 'enrolment_hooponopono_form_url',
    formTitle: "Formulario de inscripción al taller de Ho'oponopono",
  },
}

const DEFAULT_ENROLMENT = '/inscripcion/crisis-cielo'

export const islandsOnly = true

// Two routes share this screen and the route's `head` cannot tell them apart: the prerenderer
// uses each path's own entry of the site map, and in the app the screen brings <head> up to date.
export default function EnrolmentScreen() {
  const pathname = useLocation().pathname.replace(/\/+$/, '')
  const path = pathname in ENROLMENTS ? pathname : DEFAULT_ENROLMENT
  const enrolment = ENROLMENTS[path] as Enrolment
  useEffect(() => {
    applyHead(pageHead(path))
  }, [path])
  return (
    <FormPage
      eyebrow="Inscripción"
      title={enrolment.title}
      back={{ to: '/actividades', label: 'Volver a actividades' }}
      intro={<p>{enrolment.intro}</p>}
    >
      <EmbeddedForm key={path} settingKey={enrolment.settingKey} title={enrolment.formTitle} />
    </FormPage>
  )
}
