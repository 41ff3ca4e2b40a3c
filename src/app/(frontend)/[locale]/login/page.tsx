/** `/login` (spec §2 Login; DESIGN §10): the same real sign-in as `/sign-in`. */
export { default, generateMetadata } from '../sign-in/page'
