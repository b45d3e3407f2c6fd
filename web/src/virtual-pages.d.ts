declare module 'virtual:pages' {
  import type { PageDeclaration } from './app/page-declaration.ts'
  import type { PageModule } from './app/pages.ts'

  /** Every screen module and its page declaration, read by the build (`scripts/page-declarations.ts`). */
  export const DECLARED_SCREENS: readonly {
    file: string
    page: PageDeclaration
    importer: () => Promise<PageModule>
  }[]
}
